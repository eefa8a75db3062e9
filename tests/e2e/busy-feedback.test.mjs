// @ts-check
// What a player sees while the board is busy (issue 38, "Feedback"): a tap
// during a sowing says why nothing happens at the board, on phones too
// (it did nothing visible); the computer's "Thinking…" waits for the
// seeds to lie still (it showed during the opening race's animation).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { board, boardData, inContext, useSite } from './helpers.mjs';

const site = useSite();

/**
 * Clicks a hole at the centre the board publishes for it.
 * @param {import('playwright-core').Page} page
 * @param {string} game
 * @param {string} label
 */
async function clickHole(page, game, label) {
  const [x, y] = JSON.parse(await boardData(page, game, 'holes'))[label];
  await board(page, game).locator('canvas').click({ position: { x, y } });
}

for (const [width, height] of [
  [390, 844],
  [360, 640],
]) {
  test(`a tap during a sowing at ${width}×${height}: why nothing happens shows at the board`, async () => {
    const game = 'sokusowo';
    await inContext(site, { reducedMotion: 'no-preference', viewport: { width, height } }, async ({ page, problems }) => {
      await page.goto(`${site.url}play.html?game=${game}&opponent=human&speed=slow`);
      await page.locator(`.mg[data-game="${game}"][data-holes]`).waitFor({ state: 'attached' });
      const toast = board(page, game).locator('.mg-toast');
      await clickHole(page, game, '3B');
      await page.locator(`.mg[data-game="${game}"][data-animating="true"]`).waitFor({ state: 'attached' });
      await clickHole(page, game, '5B');
      await toast.waitFor({ state: 'visible' });
      assert.equal(await toast.textContent(), 'The seeds are being sown: wait for the last one, or skip the animation.');
      const r = await toast.boundingBox();
      assert.ok(r && r.y >= 0 && r.y + r.height <= height, 'on the screen');
      assert.equal(await boardData(page, game, 'animating'), 'true', 'said while the sowing goes on');
      assert.deepEqual(problems, []);
    });
  });
}

test('Sulus Aidi against the computer: "Thinking…" is not shown while the opening race is sown', async () => {
  const game = 'sulus-aidi';
  await inContext(site, { reducedMotion: 'no-preference', viewport: { width: 390, height: 844 } }, async ({ page, problems }) => {
    // The computer plays B: after the race it may well be its turn, and it thinks while the race is shown.
    await page.goto(`${site.url}play.html?game=${game}&opponent=computer&computer-side=B&level=beginner&speed=slow`);
    await page.locator(`.mg[data-game="${game}"][data-holes]`).waitFor({ state: 'attached' });
    const mg = board(page, game);
    // Every frame of the race's animation: whether "Thinking…" shows.
    await mg.evaluate((root) => {
      const seen = /** @type {string[]} */ ([]);
      /** @type {any} */ (window).thinkingSeen = seen;
      const look = () => {
        const thinking = /** @type {HTMLElement} */ (root.querySelector('.mg-thinking'));
        if (root.getAttribute('data-animating') === 'true') seen.push(thinking.checkVisibility({ visibilityProperty: true }) ? 'shown' : 'hidden');
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    const playable = (await boardData(page, game, 'playable')).split(' ').filter((h) => h.endsWith('A'));
    await clickHole(page, game, playable[0]);
    await page.locator(`.mg[data-game="${game}"][data-animating="true"]`).waitFor({ state: 'attached' });
    await page.locator(`.mg[data-game="${game}"][data-animating="false"]`).waitFor({ state: 'attached' });
    const seen = /** @type {string[]} */ (await page.evaluate(() => /** @type {any} */ (window).thinkingSeen));
    assert.ok(seen.length > 5, `the race was watched (${seen.length} frames)`);
    assert.ok(!seen.includes('shown'), `"Thinking…" showed in ${seen.filter((s) => s === 'shown').length} of ${seen.length} frames of the race`);
    assert.deepEqual(problems, []);
  });
});
