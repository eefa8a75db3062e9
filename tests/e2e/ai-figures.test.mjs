// @ts-check
// Figures of the computer opponent for docs/PERFORMANCE.md ("AI in the
// browser"): search speed of the wasm build in Chromium, the Expert's move
// times over a whole game, long tasks while it thinks, and memory. Prints
// the figures; timings are measured, not asserted (a busy machine must not
// fail the suite); memory and the worker are asserted.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { median } from '../../scripts/median.mjs';
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
 * The address of the computer player's module (the AI worker's), found from
 * the rules' wasm the page loaded (the build puts assets in a versioned
 * folder; the page's own code is one bundle).
 * @param {import('playwright-core').Page} page
 * @returns {Promise<string>}
 */
async function aiModuleUrl(page) {
  const wasm = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((r) => r.name)
      .find((name) => name.endsWith('/pkg/mancala_wasm_bg.wasm')),
  );
  assert.ok(wasm, 'the page loaded the rules wasm');
  return wasm.replace(/\/pkg\/mancala_wasm_bg\.wasm$/, '/pkg-ai/mancala_wasm_ai.js');
}

/**
 * Bytes of wasm memory of the computer player's instance in the AI worker
 * (`init()` hands back the instance it already made).
 * @param {import('playwright-core').Worker} worker
 * @param {string} url
 */
function workerWasmMemory(worker, url) {
  return worker.evaluate(async (moduleUrl) => {
    const ai = await import(moduleUrl);
    const exports = await ai.default();
    return exports.memory.buffer.byteLength;
  }, url);
}

/**
 * Bytes of every wasm memory in the page's main thread (the rules' instance,
 * inside the page's bundle where no import reaches it), found on the heap.
 * @param {import('playwright-core').Page} page
 */
async function pageWasmMemory(page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result: prototype } = await cdp.send('Runtime.evaluate', { expression: 'WebAssembly.Memory.prototype' });
    const { objects } = await cdp.send('Runtime.queryObjects', { prototypeObjectId: /** @type {string} */ (prototype.objectId) });
    const { result } = await cdp.send('Runtime.callFunctionOn', {
      objectId: objects.objectId,
      functionDeclaration: 'function () { return this.reduce((sum, memory) => sum + memory.buffer.byteLength, 0); }',
      returnByValue: true,
    });
    return /** @type {number} */ (result.value);
  } finally {
    await cdp.detach();
  }
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
  const workerWasm = await workerWasmMemory(worker, await aiModuleUrl(page));
  const pageWasm = await pageWasmMemory(page);
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
