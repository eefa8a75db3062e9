// @ts-check
// Figures for docs/PERFORMANCE.md, "Review in the page" (run by scripts/bench.sh).

import assert from 'node:assert/strict';
import os from 'node:os';
import { test } from 'node:test';
import { linkFragment } from '../../www/ui/records.js';
import { board, inContext, randomFinishedGame, useSite } from '../e2e/helpers.mjs';

const site = useSite();

// The figures of docs/PERFORMANCE.md, "Review in the page": how long the
// page takes to review whole games, from the click on "Review the game" to
// "Review done". A measurement, not a pass mark (the time depends on the
// machine and its load).
test('the review of whole games in the page, a 200-move Anywoli game first', async (t) => {
  for (const [game, seed] of /** @type {const} */ ([
    ['anywoli', 272],
    ['anywoli', 3],
    ['sulus-aidi', 3],
    ['sadeqa-ii', 3],
    ['sokusowo', 3],
  ])) {
    const finished = await randomFinishedGame(game, seed);
    const total = finished.view().moves.length;
    const fragment = linkFragment(finished.record());
    finished.free();
    await inContext(site, { reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } }, async ({ page, problems }) => {
      await page.goto(`${site.url}play.html?game=${game}#${fragment}`);
      const dialog = board(page, game).locator('.mg-result');
      await dialog.waitFor({ state: 'visible' });
      const load = os.loadavg()[0];
      const started = performance.now();
      await dialog.locator('.mg-result-review').click();
      await page.waitForFunction(
        () => /Review done|could not/.test(document.querySelector('mancala-game')?.shadowRoot?.querySelector('.mg-review-status')?.textContent ?? ''),
        null,
        { polling: 50 },
      );
      const seconds = (performance.now() - started) / 1000;
      assert.match((await page.locator('.mg-review-status').textContent()) ?? '', /Review done/);
      const plies = new Set(await page.locator('.mg-review-item button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-ply'))));
      assert.equal(plies.size, total, `${game}: every move reviewed`);
      t.diagnostic(
        `${game} (random game, seed ${seed}): ${total} moves reviewed in ${seconds.toFixed(1)} s (load average ${load.toFixed(2)} → ${os.loadavg()[0].toFixed(2)})`,
      );
      assert.deepEqual(problems, []);
    });
  }
});
