// @ts-check
// The board never moves under the pointer: on the play page, on a phone
// upright and on its side (the controls in a narrow column beside the
// board) and on the desktop, a Sulus Aidi game against the computer (the
// status changing through the opening, seeds being sown, a hint shown and
// then cleared by the move, the computer thinking and replying) leaves the
// canvas exactly where it was, and the browser reports no layout shift at
// all (every shift counted, also those right after a click).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { board, boardData, clickHole, firstPlayable, inContext, loadBuiltEngine, nextFrames, useSite, waitForFirstDraw } from './helpers.mjs';

const site = useSite();
const GAME = 'sulus-aidi';
/** The smallest layout shift counted as a fault of the opening (a shift's score, as CLS adds them). */
const VISIBLE_SHIFT = 0.005;

/**
 * The canvas's box on the screen, rounded to a tenth of a pixel.
 * @param {import('playwright-core').Page} page
 */
async function canvasBox(page) {
  const box = await board(page, GAME).locator('canvas').boundingBox();
  assert.ok(box);
  return [box.x, box.y, box.width, box.height].map((n) => Math.round(n * 10) / 10).join(',');
}

/**
 * Waits for a board data attribute to have a value, checking the canvas's
 * box all the while: both are read in the page every 25 ms (a check from
 * Node as often cost two calls to the browser each time, for seconds of
 * CPU while the computer thought).
 * @param {import('playwright-core').Page} page
 * @param {string} name  dataset name
 * @param {{ is?: string, notEmpty?: boolean, wordsOver?: number }} wanted  the value itself, any but '', or more space-separated words than this
 * @param {string} box  where the canvas must stay (canvasBox)
 * @param {string} what  said when it moves
 */
async function waitKeepingPlace(page, name, wanted, box, what) {
  const outcome = await page.waitForFunction(
    ([game, key, want, place]) => {
      const node = /** @type {HTMLElement | null | undefined} */ (
        document.querySelector('mancala-game')?.shadowRoot?.querySelector(`.mg[data-game="${game}"]`)
      );
      const canvas = node?.querySelector('canvas');
      if (!node || !canvas) return false;
      const r = canvas.getBoundingClientRect();
      const now = [r.x, r.y, r.width, r.height].map((n) => Math.round(n * 10) / 10).join(',');
      if (now !== place) return { at: now };
      const value = node.dataset[key] ?? '';
      const met = want.is !== undefined ? value === want.is : want.notEmpty ? value !== '' : value.split(' ').length > /** @type {number} */ (want.wordsOver);
      return met ? { at: now } : false;
    },
    /** @type {const} */ ([GAME, name, wanted, box]),
    { polling: 25 },
  );
  // The wait ends only on an object: where the canvas was when it ended.
  const { at } = /** @type {{ at: string }} */ (await outcome.jsonValue());
  assert.equal(at, box, `the board moved ${what}`);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  { width: 1280, height: 800 },
]) {
  test(`play.html at ${viewport.width}×${viewport.height}: the board does not move while a game against the computer is played`, async () => {
    await inContext(site, { viewport }, async ({ page, problems }) => {
      await page.addInitScript(() => {
        const w = /** @type {any} */ (window);
        w.layoutShifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const shift = /** @type {any} */ (entry);
            // What moved, to say so when it fails.
            const moved = (shift.sources ?? []).map((/** @type {any} */ source) => {
              const node = source.node;
              const r = (/** @type {DOMRectReadOnly} */ rect) => [rect.x, rect.y, rect.width, rect.height].map(Math.round).join(',');
              return `${node?.nodeName ?? '?'}.${node?.className ?? ''} ${r(source.previousRect)} → ${r(source.currentRect)}`;
            });
            w.layoutShifts.push({ value: shift.value, at: Math.round(entry.startTime), moved });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${site.url}play.html?game=${GAME}&opponent=computer&computer-side=A&level=beginner&speed=fast`);
      await page.locator(`.mg[data-game="${GAME}"][data-holes]`).waitFor({ state: 'attached' });
      await waitForFirstDraw(page);
      await nextFrames(page);
      const start = await page.evaluate(() => performance.now());
      const box = await canvasBox(page);
      const status = board(page, GAME).locator('.mg-status');
      const firstStatus = await status.textContent();

      // The opening: the person picks, the computer picks its own, both sow.
      await clickHole(page, GAME, await firstPlayable(page, GAME));
      assert.notEqual(await status.textContent(), firstStatus, 'the status changed');
      await waitKeepingPlace(page, 'animating', { is: 'true' }, box, 'while the computer picks its opening hole');
      await waitKeepingPlace(page, 'animating', { is: 'false' }, box, 'while the opening is sown');
      assert.equal(await boardData(page, GAME, 'phase'), 'play');

      // Whoever finished first moves: wait for the person's turn (the computer may move first).
      await waitKeepingPlace(page, 'playable', { notEmpty: true }, box, 'while the computer thinks and moves');
      await board(page, GAME).locator('.mg-hint').click();
      await waitKeepingPlace(page, 'hint', { notEmpty: true }, box, 'while the hint is worked out');
      assert.equal(await board(page, GAME).locator('.mg-hint-text').isVisible(), true, 'the hint is shown');
      const hinted = await boardData(page, GAME, 'hint');

      // The move clears the hint, is sown, and the computer thinks (however
      // briefly: the page notes it) and replies.
      await board(page, GAME).evaluate((node) => {
        const w = /** @type {any} */ (window);
        w.sawThinking = false;
        new MutationObserver(() => {
          if (/** @type {HTMLElement} */ (node).dataset.thinking === 'true') w.sawThinking = true;
        }).observe(node, { attributes: true, attributeFilter: ['data-thinking'] });
      });
      const played = (await boardData(page, GAME, 'moves')).split(' ').length;
      await clickHole(page, GAME, hinted);
      assert.equal(await boardData(page, GAME, 'hint'), '', 'the hint is cleared');
      await waitKeepingPlace(page, 'moves', { wordsOver: played + 1 }, box, 'while the move is sown and the computer thinks');
      await waitKeepingPlace(page, 'animating', { is: 'false' }, box, "while the computer's move is sown");
      assert.equal(await page.evaluate(() => /** @type {any} */ (window).sawThinking), true, 'the computer thought');
      await nextFrames(page);
      assert.equal(await canvasBox(page), box);

      const shifts = await page.evaluate((since) => /** @type {any} */ (window).layoutShifts.filter((/** @type {any} */ s) => s.at >= since), start);
      assert.deepEqual(shifts, [], 'no layout shift while playing');
      assert.deepEqual(problems, []);
    });
  });
}

test('every play page opens with no layout shift at all, on four screens and Lighthouse’s phone', async () => {
  const games = (await loadBuiltEngine()).Game.games().map((g) => g.key);
  /** @type {string[]} */
  const failures = [];
  // One context for the five screens, resized before each screen's loads (each page is loaded at
  // the screen's size): a context costs about half a second of CPU.
  await inContext(site, { viewport: { width: 390, height: 844 } }, async ({ page, problems }) => {
    await page.addInitScript(() => {
      const w = /** @type {any} */ (window);
      w.layoutShifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.layoutShifts.push(Math.round(/** @type {any} */ (entry).value * 1000) / 1000);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 360, height: 640 },
      { width: 412, height: 823 },
      { width: 844, height: 390 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      for (const game of games) {
        await page.goto(`${site.url}play.html?game=${game}`);
        await page.locator(`.mg[data-game="${game}"][data-holes]`).waitFor({ state: 'attached' });
        // The first board drawn and two frames after it: any shift of the opening is reported by then.
        await waitForFirstDraw(page);
        await nextFrames(page);
        const shifts = /** @type {number[]} */ (await page.evaluate(() => /** @type {any} */ (window).layoutShifts));
        // A shift of a thousandth (seen once in seven loaded runs at 412×823) is printed, not failed:
        // no one sees it, and what this guards against is an opening that moves (a CLS of 0.907 once).
        if (shifts.some((value) => value >= VISIBLE_SHIFT)) failures.push(`${game} ${viewport.width}×${viewport.height}: shifts ${shifts.join(', ')}`);
        else if (shifts.length > 0) console.log(`${game} ${viewport.width}×${viewport.height}: shifts under ${VISIBLE_SHIFT}: ${shifts.join(', ')}`);
      }
    }
    assert.deepEqual(problems, []);
  });
  assert.deepEqual(failures, []);
});
