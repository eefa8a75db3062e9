// @ts-check
// Figures of the computer opponent for docs/PERFORMANCE.md ("AI in the
// browser"): search speed of the wasm build in Chromium, the Expert's move
// times over a whole game, long tasks while it thinks, and memory. Prints
// the figures (run by scripts/bench.sh); what these runs must never do is
// asserted by tests/e2e/ai-limits.test.mjs.

import { test } from 'node:test';
import { median } from '../../scripts/median.mjs';
import { longTasks, longTasksWhileThinking } from '../e2e/ai-helpers.mjs';
import { expertOpenings, expertSadeqaGame, expertTimes, searchSpeeds } from '../e2e/ai-runs.mjs';
import { useSite } from '../e2e/helpers.mjs';

const site = useSite();
const MB = 1024 * 1024;

/**
 * @param {string} what
 * @param {number[]} times
 */
function printTimes(what, times) {
  console.log(
    `Expert, ${what}: ${times.length} moves, median ${median(times).toFixed(0)} ms, worst ${Math.max(...times).toFixed(0)} ms (${times.map((t) => t.toFixed(0)).join(', ')})`,
  );
}

/** @param {import('playwright-core').Page} page */
async function tasks(page) {
  return { all: await longTasks(page), whileThinking: await longTasksWhileThinking(page) };
}

/** @param {{ all: { duration: number }[], whileThinking: { duration: number }[] }} found */
function printTasks(found) {
  const worst = (/** @type {{ duration: number }[]} */ list) => Math.max(0, ...list.map((task) => task.duration)).toFixed(0);
  console.log(`long tasks on the main thread (page load included): ${found.all.length}, longest ${worst(found.all)} ms`);
  console.log(`long tasks (over 50 ms) while the computer thought: ${found.whileThinking.length}, longest ${worst(found.whileThinking)} ms`);
}

test('search speed of the wasm build in Chromium', async () => {
  // 300,000 nodes, the fastest of two rounds: the machine is shared.
  const { results } = await searchSpeeds(site.browser, site.url, 300000, 2);
  for (const r of results) {
    console.log(
      `wasm search ${r.key}: ${r.nodes} nodes in ${r.ms.toFixed(0)} ms = ${((r.nodes / r.ms) * 1000).toFixed(0)} nodes/s (depth ${r.depth}, best ${r.best})`,
    );
  }
});

test('Expert move times over a whole Sadeqa II game; long tasks; memory', async () => {
  const run = await expertSadeqaGame(site.browser, site.url, async (page) => ({ times: await expertTimes(page, 'sadeqa-ii'), tasks: await tasks(page) }));
  printTimes('whole Sadeqa II game', run.inspected.times);
  printTasks(run.inspected.tasks);
  const { worker, page, heap } = run.memory;
  console.log(
    `memory after the game: worker wasm ${(worker / MB).toFixed(1)} MB, page wasm ${(page / MB).toFixed(1)} MB, page JS heap ${(heap / MB).toFixed(1)} MB, total ${((worker + page + heap) / MB).toFixed(1)} MB`,
  );
});

test('Expert move times in Anywoli and Sulus Aidi (the costliest searches)', async () => {
  const run = await expertOpenings(site.browser, site.url, 8, async (page) => ({
    anywoli: await expertTimes(page, 'anywoli'),
    sulusAidi: await expertTimes(page, 'sulus-aidi'),
    tasks: await tasks(page),
  }));
  printTimes('first moves of anywoli', run.inspected.anywoli);
  printTimes('first moves of sulus-aidi', run.inspected.sulusAidi);
  printTasks(run.inspected.tasks);
});
