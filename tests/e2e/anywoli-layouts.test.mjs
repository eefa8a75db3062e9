// @ts-check
// Anywoli's long board on the play page (issue 38, "Anywoli's layouts"):
// on a landscape phone the page's header above the board and the actions
// under it, in the height the board leaves, not below the column's fold;
// upright on a portrait phone the narrow column never scrolled sideways
// (its labels were clipped: "omputer plays"); in a lesson on a laptop the
// board larger, its text under it.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useFreshPages } from './fresh-pages.mjs';
import { board, useSite } from './helpers.mjs';

const site = useSite();
// Each test starts as a first visit, in a context per locale the file's tests share (its site
// storage emptied first): a new context each cost about half a second of CPU.
const inFreshPage = useFreshPages(site);

/**
 * Boxes of the board as drawn, the page's header, the action bar, the status and the column, and the column's sideways scroll.
 * @param {import('playwright-core').Page} page
 */
function boxes(page) {
  return page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (document.querySelector('mancala-game')?.shadowRoot);
    const mg = /** @type {HTMLElement} */ (root.querySelector('.mg'));
    /** @param {Element | null} node */
    const box = (node) => {
      const r = /** @type {Element} */ (node).getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    };
    const canvas = box(root.querySelector('canvas'));
    const [, dy, , dh] = JSON.parse(mg.dataset.drawn ?? '[0, 0, 0, 0]');
    const side = /** @type {HTMLElement} */ (root.querySelector('.mg-side'));
    return {
      pitch: Number(mg.dataset.pitch),
      board: { top: canvas.top + dy, bottom: canvas.top + dy + dh },
      header: box(document.querySelector('.play-header')),
      bar: box(root.querySelector('.mg-bar')),
      status: box(root.querySelector('.mg-status')),
      side: box(side),
      sideways: { scrollLeft: side.scrollLeft, over: side.scrollWidth - side.clientWidth },
      labels: [...root.querySelectorAll('.mg-side .mg-inline-label')].filter((n) => n.checkVisibility()).map((n) => Math.round(box(n).left - box(side).left)),
    };
  });
}

test('Anywoli at 844×390: the header above the board and the actions under it, the column starting with the status', async () => {
  await inFreshPage({ reducedMotion: 'reduce', viewport: { width: 844, height: 390 } }, async ({ page, problems }) => {
    await page.goto(`${site.url}play.html?game=anywoli&opponent=computer`);
    await page.locator('.mg[data-game="anywoli"][data-holes]').waitFor({ state: 'attached' });
    const seen = await boxes(page);
    assert.ok(
      seen.header.top >= 0 && seen.header.bottom <= seen.board.top,
      `the header (${seen.header.top}–${seen.header.bottom}) is above the board (${seen.board.top})`,
    );
    assert.ok(
      seen.bar.top >= seen.board.bottom && seen.bar.bottom <= 390,
      `the actions (${seen.bar.top}–${seen.bar.bottom}) are under the board (${seen.board.bottom}), on the screen`,
    );
    assert.ok(seen.status.top < seen.side.top + 10, 'the column starts with the status');
    assert.ok(seen.pitch >= 44, `touch-sized holes (${seen.pitch} px apart)`);
    assert.deepEqual(problems, []);
  });
});

for (const [width, height, locale] of /** @type {const} */ ([
  [360, 640, 'en-GB'],
  [390, 844, 'es-ES'],
])) {
  test(`Anywoli upright at ${width}×${height} (${locale}): the narrow column never scrolls sideways, its labels whole`, async () => {
    await inFreshPage({ reducedMotion: 'reduce', locale, viewport: { width, height } }, async ({ page, problems }) => {
      await page.goto(`${site.url}play.html?game=anywoli`);
      await page.locator('.mg[data-game="anywoli"][data-holes]').waitFor({ state: 'attached' });
      await board(page, 'anywoli').locator('.mg-how-choice[data-choice="computer"]').click();
      // Tabs opened bring their content into view, the column scrolling to it.
      for (const tab of ['mg-review', 'mg-setup', 'mg-moves']) await board(page, 'anywoli').locator(`.${tab} > summary`).click();
      const seen = await boxes(page);
      assert.deepEqual(seen.sideways, { scrollLeft: 0, over: 0 }, 'nothing wider than the column');
      assert.ok(seen.labels.length > 0 && seen.labels.every((left) => left >= 0), `the labels start inside the column (${seen.labels})`);
      assert.deepEqual(problems, []);
    });
  });
}

for (const [width, height, locale] of /** @type {const} */ ([
  [1280, 800, 'en-GB'],
  [1280, 800, 'es-ES'],
])) {
  test(`Anywoli's lesson at ${width}×${height} (${locale}): the board across the screen, the text and the column under it, little left empty`, async () => {
    await inFreshPage({ reducedMotion: 'reduce', locale, viewport: { width, height } }, async ({ page, problems }) => {
      await page.goto(`${site.url}play.html?game=anywoli&mode=lesson`);
      await page.locator('mancala-game .mg-lesson:not([data-phase="loading"])').waitFor();
      const seen = await boxes(page);
      // 49 px in the text's wide column, 68 over the text beside a column: now across the whole width.
      assert.ok(seen.pitch >= 80, `holes ${seen.pitch} px apart`);
      const task = await board(page, 'anywoli').locator('.mg-lesson-task').boundingBox();
      assert.ok(
        task && task.y >= seen.board.bottom && task.y + task.height <= height,
        `the lesson's task under the board, on the screen (${JSON.stringify(task)})`,
      );
      // The column beside the text, under the board too: its status on the screen.
      assert.ok(seen.status.top >= seen.board.bottom && seen.status.bottom <= height, `the status under the board (${JSON.stringify(seen.status)})`);
      // The height left under everything shown (the board, the text's last line, the column's last button).
      const lowest = await page.evaluate(() => {
        const root = /** @type {ShadowRoot} */ (document.querySelector('mancala-game')?.shadowRoot);
        const parts = [...root.querySelectorAll('.mg-lesson > *, .mg-side > *, canvas')].filter((n) => n.checkVisibility());
        return Math.max(...parts.map((n) => n.getBoundingClientRect().bottom));
      });
      const empty = (height - lowest) / height;
      assert.ok(empty <= 0.4, `${Math.round(empty * 100)} % of the height empty under the board, the text and the column`);
      assert.deepEqual(problems, []);
    });
  });
}
