// @ts-check
// The end of a game on the play page, for every game: a dialog with the
// winner, the reason in plain words and the score that decides (Sadeqa II:
// survival, the seeds taken as an aside that does not count), the focus on
// Rematch when the last move is the player's, Escape or Close to see the
// final position (the dialog comes back from the button left in its
// place), and a rematch with the same options and players. In Spanish too.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { linkFragment } from '../../www/ui/records.js';
import { useFreshPages } from './fresh-pages.mjs';
import { board, boardData, clickHole, randomFinishedGame, useSite } from './helpers.mjs';

const site = useSite();
// Tests that need only a first visit share contexts, the site's storage cleared before each (fresh-pages.mjs).
const inFreshPage = useFreshPages(site);

/** @param {'A' | 'B'} p */
const name = (p) => (p === 'A' ? 'A (North)' : 'B (South)');

/**
 * What the dialog must say about a finished game, from the engine's view.
 * @param {string} game
 * @param {import('../../www/types.js').View} view
 */
function expected(game, view) {
  const title = view.winner ? `${name(view.winner)} wins!` : 'A draw!';
  const scores = `B ${view.score.B} · A ${view.score.A}`;
  if (game === 'sadeqa-ii') {
    return {
      title,
      count: view.winner ? 'Survival decides: the player left without a move loses.' : '',
      aside: `Seeds taken, which do not count in this game: ${scores}`,
    };
  }
  return { title, count: `${game === 'sulus-aidi' ? 'Seeds in claimed holes' : 'Seeds taken'}: ${scores}`, aside: '' };
}

/**
 * Where the focus is, inside the element's shadow root: the class of the focused element.
 * @param {import('playwright-core').Page} page
 */
function focused(page) {
  return page.evaluate(() => document.querySelector('mancala-game')?.shadowRoot?.activeElement?.className ?? '');
}

for (const [game, seed] of /** @type {const} */ ([
  ['sulus-aidi', 7],
  ['sokusowo', 7],
  ['sadeqa-ii', 7],
  ['anywoli', 7],
])) {
  test(`${game}: the last move opens the game-over dialog; it closes to show the board, comes back, and Rematch starts the same game again`, async () => {
    const finished = await randomFinishedGame(game, seed);
    const view = finished.view();
    const last = view.moves[view.moves.length - 1];
    finished.undo();
    // The computer plays the other side: the person ends the game.
    const mover = finished.view().to_move;
    const fragment = linkFragment(finished.record());
    finished.free();
    await inFreshPage({ reducedMotion: 'reduce', viewport: { width: 390, height: 844 } }, async ({ page, problems }) => {
      const computerSide = mover === 'A' ? 'B' : 'A';
      await page.goto(`${site.url}play.html?game=${game}&opponent=computer&computer-side=${computerSide}&level=beginner#${fragment}`);
      await page.locator(`.mg[data-game="${game}"][data-holes]`).waitFor({ state: 'attached' });
      assert.equal(await boardData(page, game, 'toMove'), mover);
      const dialog = board(page, game).locator('.mg-result');
      assert.equal(await dialog.isVisible(), false, 'no dialog before the end');

      await clickHole(page, game, last);
      await page.locator(`.mg[data-game="${game}"][data-over="true"][data-animating="false"]`).waitFor({ state: 'attached' });
      await dialog.waitFor({ state: 'visible' });
      assert.equal(await dialog.getAttribute('role'), 'dialog');
      const labelId = await dialog.getAttribute('aria-labelledby');
      const want = expected(game, view);
      assert.equal(await board(page, game).locator(`[id="${labelId}"]`).textContent(), want.title, 'the dialog is named by its title');
      assert.equal(await dialog.locator('.mg-result-title').textContent(), want.title);
      assert.ok(((await dialog.locator('.mg-result-reason').textContent()) ?? '').length > 10, 'the reason is said in words');
      assert.equal((await dialog.locator('.mg-result-count').isVisible()) ? await dialog.locator('.mg-result-count').textContent() : '', want.count);
      assert.equal((await dialog.locator('.mg-result-aside').isVisible()) ? await dialog.locator('.mg-result-aside').textContent() : '', want.aside);
      assert.equal(await focused(page), 'mg-again', 'the focus goes to Rematch');

      // Escape shows the final position; the dialog waits behind a button that covers no hole.
      await page.keyboard.press('Escape');
      assert.equal(await dialog.isVisible(), false, 'Escape closes the dialog');
      assert.equal(await focused(page), 'mg-canvas', 'the focus goes back to the board');
      const reopen = board(page, game).locator('.mg-result-open');
      assert.equal(await reopen.isVisible(), true);
      const button = await reopen.boundingBox();
      const canvas = await board(page, game).locator('canvas').boundingBox();
      assert.ok(button && canvas);
      const pitch = Number(await boardData(page, game, 'pitch'));
      for (const [label, [x, y]] of Object.entries(JSON.parse(await boardData(page, game, 'holes')))) {
        const cx = canvas.x + x;
        const cy = canvas.y + y;
        const covered =
          cx + pitch / 2 > button.x && cx - pitch / 2 < button.x + button.width && cy + pitch / 2 > button.y && cy - pitch / 2 < button.y + button.height;
        assert.ok(!covered, `the Result button covers hole ${label}`);
      }
      await reopen.click();
      assert.equal(await dialog.isVisible(), true, 'the dialog comes back');
      await dialog.locator('.mg-result-close').click();
      assert.equal(await dialog.isVisible(), false, 'Close closes it too');
      await reopen.click();

      await dialog.locator('.mg-again').click();
      assert.equal(await boardData(page, game, 'over'), 'false');
      assert.equal(await dialog.isVisible(), false);
      assert.equal(await reopen.isVisible(), false);
      assert.equal(await boardData(page, game, 'opponent'), 'computer', 'the same players');
      assert.equal(await boardData(page, game, 'computerSide'), computerSide);
      assert.deepEqual(problems, []);
    });
  });
}

test('a game that is already over when the page opens shows its result without taking the focus; in Spanish', async () => {
  const finished = await randomFinishedGame('sadeqa-ii', 7);
  const view = finished.view();
  const fragment = linkFragment(finished.record());
  finished.free();
  await inFreshPage({ reducedMotion: 'reduce', locale: 'es-ES', viewport: { width: 844, height: 390 } }, async ({ page, problems }) => {
    await page.goto(`${site.url}play.html?game=sadeqa-ii&start=A#${fragment}`);
    const dialog = board(page, 'sadeqa-ii').locator('.mg-result');
    await dialog.waitFor({ state: 'visible' });
    assert.equal(await dialog.locator('.mg-result-title').textContent(), `¡Gana ${view.winner === 'A' ? 'A (norte)' : 'B (sur)'}!`);
    assert.equal(await dialog.locator('.mg-result-count').textContent(), 'Decide la supervivencia: pierde quien se queda sin jugada.');
    assert.equal(
      await dialog.locator('.mg-result-aside').textContent(),
      `Semillas obtenidas, que en este juego no cuentan: B ${view.score.B} · A ${view.score.A}`,
    );
    assert.equal(await dialog.locator('.mg-again').textContent(), 'Revancha');
    assert.equal(await focused(page), '', 'the page does not move the focus on its own');
    // The rematch keeps the finished game's options (its record says B starts), not the page's start=A.
    await dialog.locator('.mg-again').click();
    assert.equal(await boardData(page, 'sadeqa-ii', 'toMove'), 'B');
    assert.equal(await boardData(page, 'sadeqa-ii', 'moves'), '');
    assert.deepEqual(problems, []);
  });
});

/**
 * Where the dialog's parts are against the screen: each part's box whole
 * inside the dialog and the screen, and the topmost element at its centre.
 * @param {import('playwright-core').Locator} dialog
 */
function dialogParts(dialog) {
  return dialog.evaluate((box) => {
    const root = /** @type {ShadowRoot} */ (box.getRootNode());
    const outer = box.getBoundingClientRect();
    /** @param {string} selector */
    const whole = (selector) => {
      const part = /** @type {HTMLElement} */ (box.querySelector(selector));
      const r = part.getBoundingClientRect();
      const hit = root.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      const inside =
        r.top >= outer.top - 0.5 && r.bottom <= outer.bottom + 0.5 && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth;
      return inside && hit !== null && part.contains(hit);
    };
    const canvas = /** @type {HTMLElement} */ (root.querySelector('canvas')).getBoundingClientRect();
    return {
      top: outer.top,
      bottom: outer.bottom,
      height: outer.height,
      scrolls: box.scrollHeight > box.clientHeight + 1,
      parts: Object.fromEntries(['.mg-result-title', '.mg-result-count', '.mg-again', '.mg-result-review', '.mg-result-close'].map((s) => [s, whole(s)])),
      canvasBottom: canvas.bottom,
      layout: /** @type {HTMLElement} */ (root.querySelector('.mg')).dataset.layout,
      pageScrolls: document.scrollingElement ? document.scrollingElement.scrollHeight > innerHeight : false,
    };
  });
}

for (const [game, width, height, locale] of /** @type {const} */ ([
  ['sokusowo', 390, 844, 'en-GB'],
  ['sokusowo', 360, 640, 'en-GB'],
  ['sokusowo', 844, 390, 'en-GB'],
  ['sokusowo', 1280, 800, 'en-GB'],
  ['sadeqa-ii', 390, 844, 'en-GB'],
  ['sadeqa-ii', 360, 640, 'es-ES'],
  ['sadeqa-ii', 844, 390, 'es-ES'],
  ['sadeqa-ii', 1280, 800, 'en-GB'],
  ['anywoli', 360, 640, 'en-GB'],
])) {
  test(`${game} at ${width}×${height} (${locale}): the result is whole on the screen, a sheet over the page on a phone, the board uncovered until the end`, async (t) => {
    const finished = await randomFinishedGame(game, 7);
    const last = finished.view().moves.at(-1);
    finished.undo();
    const fragment = linkFragment(finished.record());
    finished.free();
    await inFreshPage({ reducedMotion: 'reduce', locale, viewport: { width, height } }, async ({ page, problems }) => {
      await page.goto(`${site.url}play.html?game=${game}#${fragment}`);
      await page.locator(`.mg[data-game="${game}"][data-holes][data-animating="false"]`).waitFor({ state: 'attached' });
      const dialog = board(page, game).locator('.mg-result');
      assert.equal(await dialog.isVisible(), false, 'nothing covers the board before the end');
      assert.ok(last);
      await clickHole(page, game, last);
      await page.locator(`.mg[data-game="${game}"][data-over="true"][data-animating="false"]`).waitFor({ state: 'attached' });
      await dialog.waitFor({ state: 'visible' });
      const seen = await dialogParts(dialog);
      t.diagnostic(`result box ${Math.round(seen.height)} px of the screen's ${height} px (${seen.layout})`);
      for (const [part, whole] of Object.entries(seen.parts)) assert.ok(whole, `${part} is whole and on top`);
      assert.equal(seen.scrolls, false, 'the dialog holds all it says without scrolling');
      assert.equal(seen.pageScrolls, false, 'the page does not scroll');
      if (width < height) {
        // The page's own margin (a few pixels) is all there is under it.
        assert.ok(height - seen.bottom <= 8, `on a portrait phone the result is a sheet at the bottom of the screen (ends at ${seen.bottom})`);
        if (seen.layout === 'stacked') assert.ok(seen.top >= seen.canvasBottom, 'a board on top stays in sight over the sheet');
      }
      assert.deepEqual(problems, []);
    });
  });
}
