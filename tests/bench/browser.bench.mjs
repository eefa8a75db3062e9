// @ts-check
// Browser figures for docs/PERFORMANCE.md: time to the first drawn board on
// the local server, frame times while a long Anywoli sowing animates, and
// the time of the longest Anywoli move's preview.
// Prints the figures (run by scripts/bench.sh); timings are measured, not
// asserted. What these runs must show is asserted by the end-to-end tests
// (site.test.mjs: boards built only as they come near; frames.test.mjs: a
// long sowing animates frame after frame; preview.test.mjs: the preview's words).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { median } from '../../scripts/median.mjs';
import {
  board,
  boardData,
  clickHole,
  firstDrawTimes,
  inContext,
  nextFrames,
  openPage,
  reloadSite,
  setSpeed,
  timeFrameWork,
  useSite,
  waitForBoards,
  waitForFirstDraw,
  waitIdle,
} from '../e2e/helpers.mjs';

const site = useSite();

/**
 * @param {number[]} sorted
 * @param {number} p  0..1
 */
function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

test('time to the first drawn board', async () => {
  /** @type {number[]} */
  const firstBoard = [];
  /** @type {number[]} */
  const builtAtLoad = [];
  /** @type {number[]} */
  const scrolledTo = [];
  for (let run = 0; run < 5; run++) {
    // A fresh context each time: nothing cached, like a first visit.
    const { context, page, problems } = await openPage(site.browser, site.url);
    await page.goto(site.url);
    await waitForFirstDraw(page);
    // Boards below the fold wait until they come near (www/pages/near-view.js).
    await page.waitForFunction(() => performance.getEntriesByName('mancala:boards-placed').length > 0);
    await nextFrames(page, 3);
    const marks = await firstDrawTimes(page);
    firstBoard.push(marks[0]);
    builtAtLoad.push(marks.length);
    // The last board, scrolled to at once: how soon it is drawn there.
    const drawnAfter = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const started = performance.now();
          new PerformanceObserver((list, observer) => {
            if (list.getEntries().some((m) => m.name === 'mancala:first-draw:anywoli')) {
              observer.disconnect();
              resolve(performance.now() - started);
            }
          }).observe({ type: 'mark' });
          document.querySelector('.mancala-game[data-game="anywoli"]')?.scrollIntoView({ behavior: 'instant' });
        }),
    );
    scrolledTo.push(/** @type {number} */ (drawnAfter));
    await waitForBoards(page);
    assert.deepEqual(problems, []);
    await context.close();
  }
  console.log(`first drawn board: median ${median(firstBoard).toFixed(0)} ms after navigation start (runs: ${firstBoard.map((v) => v.toFixed(0)).join(', ')})`);
  console.log(`boards built at load (1200×900 window): ${builtAtLoad.join(', ')} of 4`);
  console.log(
    `Anywoli's board scrolled to: drawn a median ${median(scrolledTo).toFixed(0)} ms later (runs: ${scrolledTo.map((v) => v.toFixed(0)).join(', ')})`,
  );
  assert.ok(
    builtAtLoad.every((n) => n < 4),
    'the boards below the fold are not built at load',
  );
});

test('frame times while a long Anywoli sowing animates', async () => {
  const { context, page, problems } = await openPage(site.browser, site.url);
  try {
    // After 5B 8A, B's 4B sows 75 seeds in relays with four captures.
    const record = 'game: anywoli\nstart: B\nlast-four: previous\nstall-limit: 100\nmoves: 5B 8A\nresult: *\n';
    // Time every animation-frame callback: the page's drawing work per frame.
    await context.addInitScript(timeFrameWork);
    await page.goto(site.url);
    await page.evaluate((text) => localStorage.setItem('mancala:game:anywoli', JSON.stringify({ record: text, options: {} })), record);
    await reloadSite(page);
    await setSpeed(page, 'anywoli', 'normal');
    await board(page, 'anywoli').scrollIntoViewIfNeeded();
    await page.evaluate(() => {
      const w = /** @type {any} */ (window);
      w.__frames = [];
      const sample = (/** @type {number} */ now) => {
        w.__frames.push(now);
        if (w.__frames.length < 100000 && !w.__stopFrames) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page.evaluate(() => {
      /** @type {any} */ (window).__work = [];
    });
    await clickHole(page, 'anywoli', '4B');
    await page.waitForTimeout(6000);
    const stillAnimating = await board(page, 'anywoli').getAttribute('data-animating');
    const [frames, work] = /** @type {[number[], number[]]} */ (
      await page.evaluate(() => {
        const w = /** @type {any} */ (window);
        w.__stopFrames = true;
        return [w.__frames, w.__work];
      })
    );
    await board(page, 'anywoli').locator('.mg-skip').click();
    await waitIdle(page, 'anywoli');
    assert.equal(stillAnimating, 'true', 'the sowing was still animating when sampling ended');
    const gaps = frames
      .slice(1)
      .map((t, i) => t - frames[i])
      .slice(5);
    const sorted = [...gaps].sort((a, b) => a - b);
    const mean = gaps.reduce((a, b) => a + b, 0) / gaps.length;
    const over = gaps.filter((g) => g > 1000 / 60 + 4).length;
    console.log(
      `anywoli sowing frames: ${gaps.length} frames in ${((frames[frames.length - 1] - frames[5]) / 1000).toFixed(1)} s, ` +
        `mean ${mean.toFixed(2)} ms (${(1000 / mean).toFixed(1)} fps), median ${percentile(sorted, 0.5).toFixed(2)} ms, ` +
        `p95 ${percentile(sorted, 0.95).toFixed(2)} ms, p99 ${percentile(sorted, 0.99).toFixed(2)} ms, worst ${sorted[sorted.length - 1].toFixed(2)} ms, ` +
        `${over} frames over 20.7 ms${over ? ` (at frames ${gaps.flatMap((g, i) => (g > 1000 / 60 + 4 ? [i] : [])).join(', ')})` : ''}`,
    );
    const workSorted = [...work].sort((a, b) => a - b);
    console.log(
      `anywoli drawing work per frame (all rAF callbacks): median ${percentile(workSorted, 0.5).toFixed(2)} ms, ` +
        `p95 ${percentile(workSorted, 0.95).toFixed(2)} ms, worst ${workSorted[workSorted.length - 1].toFixed(2)} ms over ${work.length} callbacks`,
    );
    assert.ok(gaps.length > 30, `enough frames were sampled (${gaps.length})`);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

/**
 * Moves the mouse over a hole at the centre the board publishes for it.
 * @param {import('playwright-core').Page} page
 * @param {string} game
 * @param {string} label
 */
async function hoverHole(page, game, label) {
  const centres = JSON.parse(await boardData(page, game, 'holes'));
  await board(page, game)
    .locator('canvas')
    .hover({ position: { x: centres[label][0], y: centres[label][1] } });
}

test('time of the longest Anywoli move’s preview in the browser', async () => {
  // After 5B 8A, B's 4B sows 75 seeds in 14 laps with four captures.
  const record = 'game: anywoli\nstart: B\nlast-four: previous\nstall-limit: 100\nmoves: 5B 8A\nresult: *\n';
  await inContext(site, {}, async ({ page, context, problems }) => {
    // Time every animation-frame callback: the frame that draws the preview.
    await context.addInitScript(timeFrameWork);
    await page.goto(site.url);
    await waitForBoards(page);
    await page.evaluate((text) => localStorage.setItem('mancala:game:anywoli', JSON.stringify({ record: text, options: {} })), record);
    await reloadSite(page);
    await board(page, 'anywoli').scrollIntoViewIfNeeded();
    /** @type {{ compute: number, draw: number, frame: number }[]} */
    const runs = [];
    for (let run = 0; run < 12; run++) {
      // Another playable hole first, so 4B's preview is asked of the engine afresh.
      await hoverHole(page, 'anywoli', '3B');
      assert.match(await boardData(page, 'anywoli', 'preview'), /^3B: /);
      await nextFrames(page);
      await page.evaluate(() => {
        /** @type {any} */ (window).__work = [];
      });
      await hoverHole(page, 'anywoli', '4B');
      await nextFrames(page);
      assert.match(await boardData(page, 'anywoli', 'preview'), /^4B: 14 laps/);
      runs.push(
        await page.evaluate(() => {
          const last = (/** @type {string} */ name) => performance.getEntriesByName(name).at(-1)?.duration ?? Number.NaN;
          return { compute: last('mancala:preview'), draw: last('mancala:preview-draw'), frame: Math.max(.../** @type {any} */ (window).__work) };
        }),
      );
    }
    // The first run also warms up the code and the fonts: it is told apart.
    const line = (/** @type {'compute' | 'draw' | 'frame'} */ key) => {
      const later = runs.slice(1).map((r) => r[key]);
      return `first ${runs[0][key].toFixed(2)} ms, then median ${median(later).toFixed(2)} ms, worst ${Math.max(...later).toFixed(2)} ms`;
    };
    console.log(`anywoli 4B preview (${runs.length} runs): engine preview + model ${line('compute')}`);
    console.log(`anywoli 4B preview: drawing the marks ${line('draw')}`);
    console.log(`anywoli 4B preview: the whole frame that paints it (board and preview) ${line('frame')}`);
    assert.deepEqual(problems, []);
  });
});
