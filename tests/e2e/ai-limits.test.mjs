// @ts-check
// What the computer opponent must never do, over its longer runs: search
// anywhere but in its worker, fail to answer, outgrow 150 MB of memory, or
// fetch the Sadeqa II endgame table more than once. The times these runs
// take are the benchmark's (tests/bench/ai.bench.mjs, docs/PERFORMANCE.md).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { searchOnMainThread } from './ai-helpers.mjs';
import { expertOpenings, expertSadeqaGame, expertTimes, searchSpeeds } from './ai-runs.mjs';
import { useSite } from './helpers.mjs';

const site = useSite();
const MB = 1024 * 1024;

test('the wasm search runs in Chromium from a position of every game', async () => {
  const { results, problems } = await searchSpeeds(site.browser, site.url, 20000, 1);
  assert.equal(results.length, 4);
  for (const r of results) assert.ok(r.nodes > 0 && r.depth > 0, `${r.key} searched`);
  assert.deepEqual(problems, []);
});

test('a whole Sadeqa II game against the Expert: answers, the worker only, one table, under 150 MB', async () => {
  const run = await expertSadeqaGame(site.browser, site.url, async (page) => ({
    times: await expertTimes(page, 'sadeqa-ii'),
    blocks: await searchOnMainThread(page, 'Expert game'),
  }));
  assert.ok(run.inspected.times.length >= 5, `the Expert answered ${run.inspected.times.length} times`);
  assert.deepEqual(run.inspected.blocks, [], 'the search never runs on the main thread');
  const total = run.memory.worker + run.memory.page + run.memory.heap;
  assert.ok(total < 150 * MB, `the page stays under 150 MB (${(total / MB).toFixed(1)} MB)`);
  assert.equal(run.tableLoads, 1, 'the worker loaded the Sadeqa II endgame table once');
  assert.equal(run.resultShown, true, 'the result is shown');
  assert.deepEqual(run.problems, []);
});

test('the Expert answers in Anywoli and Sulus Aidi, its costliest searches, without blocking the page', async () => {
  const run = await expertOpenings(site.browser, site.url, 8, async (page) => ({
    anywoli: await expertTimes(page, 'anywoli'),
    sulusAidi: await expertTimes(page, 'sulus-aidi'),
    blocks: await searchOnMainThread(page, 'Expert openings'),
  }));
  assert.ok(run.inspected.anywoli.length >= 8, `anywoli: the Expert answered ${run.inspected.anywoli.length} times`);
  assert.ok(run.inspected.sulusAidi.length >= 8, `sulus-aidi: the Expert answered ${run.inspected.sulusAidi.length} times`);
  assert.deepEqual(run.inspected.blocks, [], 'the search never runs on the main thread');
  assert.deepEqual(run.problems, []);
});
