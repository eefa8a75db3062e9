// @ts-check
// The computer opponent's longer runs, shared by the checks
// (tests/e2e/ai-limits.test.mjs asserts what they must show) and the
// benchmark (tests/bench/ai.bench.mjs prints their figures for
// docs/PERFORMANCE.md): search speed in the page, the Expert over a whole
// Sadeqa II game with its memory, and the Expert's costliest openings.

import { playComputer, playToTheEnd, recordLongTasks, thinkTimes, waitForPerson } from './ai-helpers.mjs';
import { board, boardData, clickHole, loadSite, openPage, setSpeed } from './helpers.mjs';

/** Positions searched for speed: a game key and the moves leading there (the same as crates/wasm/examples/ai_speed.rs). */
export const SPEED_POSITIONS = [
  ['sokusowo', ['1B']],
  ['sadeqa-ii', ['6B']],
  ['anywoli', ['1B']],
  ['sulus-aidi', ['1B+1A']],
];

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
  if (!wasm) throw new Error('the page did not load the rules wasm');
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
 * Plays the person's side with instant animation until the Expert has
 * answered `count` times (or the game ended). Either side may move several
 * times in a row (extra moves, passes), hence the generous click limit.
 * Only the Expert's answers count: the board's computer may have answered
 * once at its former level while the level was being chosen.
 * @param {import('playwright-core').Page} page
 * @param {string} game
 * @param {number} count
 */
async function playUntilAnswers(page, game, count) {
  for (let clicks = 0; clicks < count * 8; clicks++) {
    await waitForPerson(page, game);
    if ((await expertTimes(page, game)).length >= count || (await boardData(page, game, 'over')) === 'true') return;
    const [first] = (await boardData(page, game, 'playable')).split(' ');
    await clickHole(page, game, first);
  }
}

/**
 * The Expert's answer times in one game, in ms.
 * @param {import('playwright-core').Page} page
 * @param {string} game
 */
export async function expertTimes(page, game) {
  return (await thinkTimes(page)).filter((t) => t.name === `mancala:think:${game}:move:expert`).map((t) => t.duration);
}

/**
 * Searches `nodes` nodes from each of SPEED_POSITIONS with the AI worker's
 * own module, in the page; the fastest of `rounds` rounds each.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url  the site's address
 * @param {number} nodes
 * @param {number} rounds
 */
export async function searchSpeeds(browser, url, nodes, rounds) {
  const { context, page, problems } = await openPage(browser, url);
  try {
    await loadSite(page, url);
    const moduleUrl = await aiModuleUrl(page);
    const results = await page.evaluate(
      async ({ moduleUrl, positions, nodes, rounds }) => {
        const engine = await import(moduleUrl);
        await engine.default();
        const out = [];
        for (const [key, moves] of positions) {
          // The worker's module reads games from records only (it has no page API).
          const game = engine.Game.fromRecord(`game: ${key}\nmoves: ${[moves].flat().join(' ')}\n`);
          let best = Infinity;
          let report = null;
          for (let round = 0; round < rounds; round++) {
            const started = performance.now();
            report = engine.searchSpeed(game, nodes);
            best = Math.min(best, performance.now() - started);
          }
          game.free();
          out.push({ key, ms: best, ...report });
        }
        return out;
      },
      { moduleUrl, positions: SPEED_POSITIONS, nodes, rounds },
    );
    return { results: /** @type {{ key: string, ms: number, nodes: number, depth: number, best: string }[]} */ (results), problems };
  } finally {
    await context.close();
  }
}

/**
 * Plays a whole Sadeqa II game against the Expert (instant sowings), then
 * reads what the page used: the worker's and the page's wasm memory, the JS
 * heap, how often the endgame table was fetched, and the result dialog.
 * `inspect` runs on the page before it is closed.
 * @template T
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {(page: import('playwright-core').Page) => Promise<T>} inspect
 */
export async function expertSadeqaGame(browser, url, inspect) {
  const { context, page, problems } = await openPage(browser, url);
  try {
    await recordLongTasks(context);
    let tableLoads = 0;
    page.on('requestfinished', (request) => {
      if (request.url().endsWith('/pkg/sadeqa-ii-endings.bin.gz')) tableLoads++;
    });
    await loadSite(page, url);
    const game = 'sadeqa-ii';
    await setSpeed(page, game, 'instant');
    await playComputer(page, game, 'A', 'expert');
    await playToTheEnd(page, game, 100);
    const [worker] = page.workers();
    if (!worker) throw new Error('the AI worker does not run');
    const memory = {
      worker: await workerWasmMemory(worker, await aiModuleUrl(page)),
      page: await pageWasmMemory(page),
      heap: /** @type {number} */ (await page.evaluate(() => /** @type {any} */ (performance).memory.usedJSHeapSize)),
    };
    const resultShown = await board(page, game).locator('.mg-result').isVisible();
    const inspected = await inspect(page);
    return { memory, tableLoads, resultShown, problems, inspected };
  } finally {
    await context.close();
  }
}

/**
 * The Expert's first `answers` answers in Anywoli, then in Sulus Aidi (the
 * costliest searches), on one page; `inspect` runs on the page at the end.
 * @template T
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {number} answers
 * @param {(page: import('playwright-core').Page) => Promise<T>} inspect
 */
export async function expertOpenings(browser, url, answers, inspect) {
  const { context, page, problems } = await openPage(browser, url);
  try {
    await recordLongTasks(context);
    await loadSite(page, url);
    for (const game of ['anywoli', 'sulus-aidi']) {
      await setSpeed(page, game, 'instant');
      await playComputer(page, game, 'A', 'expert');
      await playUntilAnswers(page, game, answers);
    }
    const inspected = await inspect(page);
    return { problems, inspected };
  } finally {
    await context.close();
  }
}
