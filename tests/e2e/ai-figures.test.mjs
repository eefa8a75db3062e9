// @ts-check
// Figures of the computer opponent for docs/PERFORMANCE.md ("AI in the
// browser"): search speed of the wasm build in Chromium, the Expert's move
// times over a whole game, long tasks while it thinks, and memory. Prints
// the figures; timings are measured, not asserted (a busy machine must not
// fail the suite); memory and the worker are asserted.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { longTasks, playComputer, playToTheEnd, recordLongTasks, searchBlocksWhileThinking, thinkTimes, waitForPerson } from './ai-helpers.mjs';
import { board, boardData, clickHole, loadSite, openPage, setSpeed, useSite } from './helpers.mjs';

const site = useSite();

/** Positions searched for speed: a game key and the moves leading there (the same as crates/wasm/examples/ai_speed.rs). */
const SPEED_POSITIONS = [
  ['sokusowo', ['1B']],
  ['sadeqa-ii', ['6B']],
  ['anywoli', ['1B']],
  ['sulus-aidi', ['1B+1A']],
];
const SPEED_NODES = 300000;
const MB = 1024 * 1024;

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * Prints the Expert's move times on a board.
 * @param {import('playwright-core').Page} page
 * @param {string} game
 * @param {string} what  what was played, for the printed line
 * @param {number} fewest  answers expected at least
 */
async function checkExpertTimes(page, game, what, fewest) {
  const times = (await thinkTimes(page)).filter((t) => t.name === `mancala:think:${game}:move:expert`).map((t) => t.duration);
  const typical = median(times);
  console.log(
    `Expert, ${what}: ${times.length} moves, median ${typical.toFixed(0)} ms, worst ${Math.max(...times).toFixed(0)} ms (${times.map((t) => t.toFixed(0)).join(', ')})`,
  );
  assert.ok(times.length >= fewest, `${game}: the Expert answered ${times.length} times`);
}

/**
 * Prints the page's long tasks; asserts the search never blocked the main thread.
 * @param {import('playwright-core').Page} page
 */
async function checkLongTasks(page) {
  const all = await longTasks(page);
  const worst = Math.max(0, ...all.map((task) => task.duration));
  console.log(`long tasks on the main thread (page load included): ${all.length}, longest ${worst.toFixed(0)} ms`);
  assert.deepEqual(await searchBlocksWhileThinking(page, 'Expert game'), [], 'the search never runs on the main thread');
}

/**
 * The address of the engine's module as the page loaded it (the build puts
 * assets in a versioned folder).
 * @param {import('playwright-core').Page} page
 * @returns {Promise<string>}
 */
async function engineUrl(page) {
  const url = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((r) => r.name)
      .find((name) => name.endsWith('/pkg/mancala_wasm.js')),
  );
  assert.ok(url, 'the page loaded the engine module');
  return url;
}

/**
 * The address of the computer player's module (the AI worker's), beside the
 * page's engine module.
 * @param {import('playwright-core').Page} page
 */
async function aiModuleUrl(page) {
  return (await engineUrl(page)).replace(/\/pkg\/mancala_wasm\.js$/, '/pkg-ai/mancala_wasm_ai.js');
}

/**
 * Bytes of wasm memory of a module's instance in the page's main thread (the
 * rules) or in the AI worker (the computer player); `init()` hands back the
 * instance it already made.
 * @param {import('playwright-core').Page | import('playwright-core').Worker} where
 * @param {string} url
 */
function wasmMemory(where, url) {
  // Page and Worker evaluate alike; their typings differ only in overloads.
  const scope = /** @type {import('playwright-core').Page} */ (/** @type {unknown} */ (where));
  return scope.evaluate(async (moduleUrl) => {
    const engine = await import(moduleUrl);
    const exports = await engine.default();
    return exports.memory.buffer.byteLength;
  }, url);
}

/**
 * Plays the person's side with instant animation until the computer has
 * answered `count` times (or the game ended). Either side may move several
 * times in a row (extra moves, passes), hence the generous click limit.
 * @param {import('playwright-core').Page} page
 * @param {string} game
 * @param {number} count
 */
async function playUntilAnswers(page, game, count) {
  for (let clicks = 0; clicks < count * 8; clicks++) {
    await waitForPerson(page, game);
    const answers = (await thinkTimes(page)).filter((t) => t.name.startsWith(`mancala:think:${game}:move:`));
    if (answers.length >= count || (await boardData(page, game, 'over')) === 'true') return;
    const [first] = (await boardData(page, game, 'playable')).split(' ');
    await clickHole(page, game, first);
  }
}

test('search speed of the wasm build in Chromium', async () => {
  const { context, page, problems } = await openPage(site.browser, site.url);
  await loadSite(page, site.url);
  const url = await aiModuleUrl(page);
  const results = await page.evaluate(
    async ({ moduleUrl, positions, nodes }) => {
      const engine = await import(moduleUrl);
      await engine.default();
      const out = [];
      for (const [key, moves] of positions) {
        const game = new engine.Game(key);
        for (const move of moves) game.play(move);
        // Fastest of two rounds: the machine is shared.
        let best = Infinity;
        let report = null;
        for (let round = 0; round < 2; round++) {
          const started = performance.now();
          report = engine.searchSpeed(game, nodes);
          best = Math.min(best, performance.now() - started);
        }
        game.free();
        out.push({ key, ms: best, ...report });
      }
      return out;
    },
    { moduleUrl: url, positions: SPEED_POSITIONS, nodes: SPEED_NODES },
  );
  for (const r of results) {
    console.log(
      `wasm search ${r.key}: ${r.nodes} nodes in ${r.ms.toFixed(0)} ms = ${((r.nodes / r.ms) * 1000).toFixed(0)} nodes/s (depth ${r.depth}, best ${r.best})`,
    );
    assert.ok(r.nodes > 0 && r.depth > 0, `${r.key} searched`);
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test('Expert move times over a whole Sadeqa II game; no long task while thinking; memory', async () => {
  const { context, page, problems } = await openPage(site.browser, site.url);
  await recordLongTasks(context);
  // The memory figure must include the endgame table the worker loads.
  let tableLoads = 0;
  page.on('requestfinished', (request) => {
    if (request.url().endsWith('/pkg/sadeqa-ii-endings.bin.gz')) tableLoads++;
  });
  await loadSite(page, site.url);
  const game = 'sadeqa-ii';
  await setSpeed(page, game, 'instant');
  await playComputer(page, game, 'A', 'expert');
  await playToTheEnd(page, game, 100);
  await checkExpertTimes(page, game, 'whole Sadeqa II game', 5);
  await checkLongTasks(page);

  const [worker] = page.workers();
  assert.ok(worker, 'the AI worker runs');
  const workerWasm = await wasmMemory(worker, await aiModuleUrl(page));
  const pageWasm = await wasmMemory(page, await engineUrl(page));
  const heap = await page.evaluate(() => /** @type {any} */ (performance).memory.usedJSHeapSize);
  const total = workerWasm + pageWasm + heap;
  console.log(
    `memory after the game: worker wasm ${(workerWasm / MB).toFixed(1)} MB, page wasm ${(pageWasm / MB).toFixed(1)} MB, page JS heap ${(heap / MB).toFixed(1)} MB, total ${(total / MB).toFixed(1)} MB`,
  );
  assert.ok(total < 150 * MB, `the page stays under 150 MB (${(total / MB).toFixed(1)} MB)`);
  assert.equal(tableLoads, 1, 'the worker loaded the Sadeqa II endgame table once');
  assert.equal(await board(page, game).locator('.mg-result').isVisible(), true);
  assert.deepEqual(problems, []);
  await context.close();
});

test('Expert move times in Anywoli and Sulus Aidi (the costliest searches)', async () => {
  const { context, page, problems } = await openPage(site.browser, site.url);
  await recordLongTasks(context);
  await loadSite(page, site.url);
  for (const game of ['anywoli', 'sulus-aidi']) {
    await setSpeed(page, game, 'instant');
    await playComputer(page, game, 'A', 'expert');
    await playUntilAnswers(page, game, 8);
    await checkExpertTimes(page, game, `first moves of ${game}`, 8);
  }
  await checkLongTasks(page);
  assert.deepEqual(problems, []);
  await context.close();
});
