// @ts-check
// The computer's long turns (issue 38): one press of Skip skips the
// computer's whole turn, its extra moves included, not one sowing a press.
// Anywoli against the computer at Normal speed, from a position where every
// move of the computer's gives it another (two sowings or more, the turn
// ending with the game, each lasting seconds when shown).

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { linkFragment } from '../../www/ui/records.js';
import { board, boardData, inContext, loadBuiltEngine, RESULTS, saveScreenshot, useSite } from './helpers.mjs';

const site = useSite();

/** A game of seeded random moves, B to move: any move of B's gives B another, and again (found by the engine). */
const MOVES = '6B 4A 8B 10A 6A 2B 11A 9B 2B 4B 5A 7A 9B 1A 6B 11B 11A 1B 1A 2B 5A 3B 12A 4B 3A 1B 4A 4B 5A 3B 7A 7B 8A 1B 9A 6B 11A';

/** The game's link fragment, checked with the engine: B to move, and every two moves of B's leave B to move. */
async function longTurn() {
  const { Game } = await loadBuiltEngine();
  const game = new Game('anywoli', {});
  for (const move of MOVES.split(' ')) game.play(move);
  /** @type {(depth: number) => boolean} */
  const keepsTurn = (depth) =>
    game.view().to_move === 'B' &&
    (depth === 0 ||
      game.view().legal_moves.every((/** @type {string} */ move) => {
        game.play(move);
        const kept = keepsTurn(depth - 1);
        game.undo();
        return kept;
      }));
  assert.ok(keepsTurn(1), 'the computer (B) has a turn of two moves at least');
  const fragment = linkFragment(game.record());
  game.free();
  return fragment;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
  { width: 844, height: 390 },
  { width: 1280, height: 800 },
]) {
  test(`${viewport.width}×${viewport.height}: one press of Skip skips the computer's whole turn`, async () => {
    const fragment = await longTurn();
    await inContext(site, { reducedMotion: 'no-preference', viewport }, async ({ page, problems }) => {
      await page.clock.install();
      await page.goto(`${site.url}play.html?game=anywoli&opponent=computer&computer-side=B&speed=normal#${fragment}`);
      await page.locator('mancala-game .mg[data-holes]').waitFor({ state: 'attached' });
      const before = (await boardData(page, 'anywoli', 'moves')).split(' ').length;
      // How long each sowing is shown, from the computer's first on.
      await page.evaluate(() => {
        const mg = /** @type {HTMLElement} */ (document.querySelector('mancala-game')?.shadowRoot?.querySelector('.mg'));
        const w = /** @type {any} */ (window);
        w.__sowings = [];
        let started = 0;
        new MutationObserver(() => {
          if (mg.dataset.animating === 'true' && started === 0) started = performance.now();
          if (mg.dataset.animating === 'false' && started > 0) {
            w.__sowings.push(performance.now() - started);
            started = 0;
          }
        }).observe(mg, { attributes: true, attributeFilter: ['data-animating'] });
      });
      await page.locator('mancala-game .mg[data-animating="true"]').waitFor({ state: 'attached' });
      await board(page, 'anywoli').locator('.mg-skip').click();
      // From here the page's clock moves only as the test says, a frame at a time, so how long a sowing is shown is
      // counted in the page's time, not raced against a busy machine's (the computer still thinks in its worker).
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
      const turnOver = () =>
        page.evaluate(() => {
          const mg = document.querySelector('mancala-game')?.shadowRoot?.querySelector('.mg');
          if (!(mg instanceof HTMLElement)) return false;
          const data = mg.dataset;
          // The turn ends with the person's turn, or here with the game (the last seeds taken).
          return (data.toMove === 'A' || data.over === 'true') && data.animating === 'false' && data.thinking !== 'true';
        });
      while (!(await turnOver())) await page.clock.runFor(16);
      await page.clock.resume();
      const played = (await boardData(page, 'anywoli', 'moves')).split(' ').length - before;
      const sowings = /** @type {number[]} */ (await page.evaluate(() => /** @type {any} */ (window).__sowings));
      assert.ok(played >= 2, `the computer played ${played} moves in its turn`);
      // The first sowing is the one the press ended; each later one ends in the frame it starts (a Normal sowing lasts seconds),
      // in the page's time.
      assert.ok(sowings.length >= 2, `sowings seen: ${sowings.length}`);
      for (const shown of sowings.slice(1)) assert.ok(shown < 400, `a later sowing of the skipped turn was shown for ${Math.round(shown)} ms`);
      await saveScreenshot(page, join(RESULTS, `skip-turn-${viewport.width}x${viewport.height}.png`));
      assert.deepEqual(problems, []);
    });
  });
}
