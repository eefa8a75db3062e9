// @ts-check
// The Sadeqa II endgame table in the page: fetched only when a Sadeqa II
// game against the computer has had its first moves (or a hint is asked
// near the table's range), once per worker, never for two players, never
// precached, kept by the service worker once fetched; and
// the hint in an ending with at most 15 seeds proves every hole, offline
// too.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { playComputer } from './ai-helpers.mjs';
import {
  assetsDir,
  board,
  boardData,
  clickHole,
  loadBuiltAi,
  loadBuiltEngine,
  loadSite,
  openPage,
  reloadSite,
  screenshotBoard,
  setSpeed,
  useSite,
  waitIdle,
} from './helpers.mjs';

const site = useSite();
const TABLE = 'pkg/sadeqa-ii-endings.bin.gz';
const GAME = 'sadeqa-ii';

/**
 * Counts the requests for the table file the page makes (its AI workers
 * included): `firstAt` is when the first was heard (ms since 1970), and
 * `arrived` resolves when the first has finished.
 * @param {import('playwright-core').Page} page
 */
function countTableRequests(page) {
  /** @type {() => void} */
  let finish = () => {};
  const seen = { requests: 0, finished: 0, firstAt: 0, arrived: new Promise((resolve) => (finish = () => resolve(undefined))) };
  page.on('request', (request) => {
    if (!request.url().endsWith(`/${TABLE}`)) return;
    seen.requests++;
    seen.firstAt ||= Date.now();
  });
  page.on('requestfinished', (request) => {
    if (!request.url().endsWith(`/${TABLE}`)) return;
    seen.finished++;
    finish();
  });
  return seen;
}

/**
 * Waits until the service worker controls the page, so the workers' fetches go through it.
 * @param {import('playwright-core').Page} page
 */
async function waitForServiceWorker(page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * Whether this version's cache holds the table.
 * @param {import('playwright-core').Page} page
 */
function tableCached(page) {
  return page.evaluate(async (name) => {
    for (const key of await caches.keys()) {
      const cache = await caches.open(key);
      if ((await cache.keys()).some((request) => request.url.endsWith(`/${name}`))) return true;
    }
    return false;
  }, TABLE);
}

/**
 * Waits for the Sadeqa II board's hint and returns it, `{ best, outcomes: { hole: outcome } }`.
 * @param {import('playwright-core').Page} page
 */
async function askHint(page) {
  const root = board(page, GAME);
  await root.locator('button.mg-hint').click();
  await page.locator(`.mg[data-game="${GAME}"]:not([data-hint=""])`).waitFor({ state: 'attached' });
  const outcomes = Object.fromEntries((await boardData(page, GAME, 'outcomes')).split(' ').map((entry) => entry.split(':')));
  return { best: await boardData(page, GAME, 'hint'), outcomes };
}

test('only a Sadeqa II game against the computer fetches the endgame table, after the first moves, before it needs it, once; the service worker keeps it', async () => {
  const { context, page, problems } = await openPage(site.browser, site.url, { serviceWorkers: 'allow' });
  const table = countTableRequests(page);
  await loadSite(page, site.url);
  await waitForServiceWorker(page);
  assert.equal(await tableCached(page), false, 'the table is not precached');

  // Other games, with hints and the computer: no table.
  await setSpeed(page, 'sokusowo', 'instant');
  await board(page, 'sokusowo').locator('button.mg-hint').click();
  await page.locator('.mg[data-game="sokusowo"]:not([data-hint=""])').waitFor({ state: 'attached' });
  await playComputer(page, 'sokusowo', 'A', 'beginner');
  const [first] = (await boardData(page, 'sokusowo', 'playable')).split(' ');
  await clickHole(page, 'sokusowo', first);
  await page.waitForFunction(() => document.querySelector('.mg[data-game="sokusowo"]')?.getAttribute('data-moves')?.split(' ').length === 2);
  assert.equal(table.requests, 0, 'no table for Sokusowó');

  // Sadeqa II against the Expert: no table until the computer's first answer.
  await setSpeed(page, GAME, 'instant');
  await playComputer(page, GAME, 'A', 'expert');
  await page.waitForFunction(() => document.querySelector('.mg[data-game="sadeqa-ii"]')?.getAttribute('data-moves') === '');
  await waitIdle(page, GAME);
  const [opening] = (await boardData(page, GAME, 'playable')).split(' ');
  await clickHole(page, GAME, opening);
  await page.waitForFunction(() => document.querySelector('.mg[data-game="sadeqa-ii"]')?.getAttribute('data-moves')?.split(' ').length === 2);
  // When the answer came (ms since 1970), by the page's measure of it.
  const answeredAt = await page.evaluate(() => {
    const answer = performance.getEntriesByType('measure').find((m) => m.name.startsWith('mancala:think:sadeqa-ii:move:'));
    return answer ? performance.timeOrigin + answer.startTime + answer.duration : Number.POSITIVE_INFINITY;
  });
  // Then the table comes, in idle time, while the board is still far from its range (the person waits for it here).
  await table.arrived;
  assert.ok(table.firstAt >= answeredAt, `the table was asked for ${answeredAt - table.firstAt} ms before the computer's first answer`);
  const seeds = await seedsOnBoard(await boardData(page, GAME, 'position'));
  assert.ok(seeds > 15, `it came with ${seeds} seeds on the board, before the game reached its range`);
  // Two more moves of the person and answers of the computer: still the one table.
  for (let turn = 2; turn <= 3; turn++) {
    await waitIdle(page, GAME);
    const [hole] = (await boardData(page, GAME, 'playable')).split(' ');
    await clickHole(page, GAME, hole);
    await page.waitForFunction((n) => document.querySelector('.mg[data-game="sadeqa-ii"]')?.getAttribute('data-moves')?.split(' ').length === n, turn * 2);
  }
  assert.equal(table.requests, 1, 'the table was fetched exactly once');
  await waitFor(() => tableCached(page), 'the service worker keeps the fetched table');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a Sadeqa II game of two players never fetches the endgame table, even through its ending', async () => {
  const ending = await findEnding();
  const { context, page, problems } = await openPage(site.browser, site.url);
  const table = countTableRequests(page);
  await loadSite(page, site.url);
  await page.goto(`${site.url}#game=${GAME}&start=B&moves=${ending.moves.join('.')}`);
  await reloadSite(page);
  await setSpeed(page, GAME, 'instant');
  assert.equal(await boardData(page, GAME, 'position'), ending.position);
  // Both sides' moves by clicking, to the game's end.
  for (let moves = ending.moves.length; (await boardData(page, GAME, 'over')) !== 'true'; moves++) {
    await waitIdle(page, GAME);
    const [hole] = (await boardData(page, GAME, 'playable')).split(' ');
    await clickHole(page, GAME, hole);
    await page.waitForFunction((n) => {
      const data = /** @type {HTMLElement} */ (document.querySelector('.mg[data-game="sadeqa-ii"]')).dataset;
      return data.over === 'true' || data.moves?.split(' ').length === n;
    }, moves + 1);
  }
  assert.equal(table.requests, 0, 'no table without the computer');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the hint in a Sadeqa II ending proves every hole from the table, offline too', async () => {
  const ending = await findEnding();
  const { context, page, problems } = await openPage(site.browser, site.url, { serviceWorkers: 'allow' });
  const table = countTableRequests(page);
  await loadSite(page, site.url);
  await waitForServiceWorker(page);
  assert.equal(table.requests, 0, 'two players on every board: no table yet');

  // The ending through a share link (docs/EMBED.md), read as the page loads.
  await page.goto(`${site.url}#game=${GAME}&start=B&moves=${ending.moves.join('.')}`);
  await reloadSite(page);
  assert.equal(await boardData(page, GAME, 'position'), ending.position);
  const hint = await askHint(page);
  assert.equal(table.requests, 1, 'the hint fetched the table');
  assert.deepEqual(hint.outcomes, ending.outcomes, `every hole of ${ending.position} has its exact outcome`);
  assert.ok(Object.keys(hint.outcomes).length >= 2);
  for (const outcome of Object.values(hint.outcomes)) assert.match(outcome, /^(win|draw|loss)-?\d*$/);
  assert.ok(ending.best.includes(hint.best), `the hinted ${hint.best} keeps the best outcome`);
  await screenshotBoard(page, GAME, 'ai-hint-sadeqa-ii-ending');

  // Offline, a new page (and a new AI worker) gets the table from the service worker.
  await waitFor(() => tableCached(page), 'the service worker keeps the fetched table');
  await context.setOffline(true);
  await reloadSite(page);
  assert.equal(await boardData(page, GAME, 'position'), ending.position, 'the saved ending is back');
  const offline = await askHint(page);
  assert.deepEqual(offline.outcomes, ending.outcomes, 'offline, the hint still proves every hole');
  assert.deepEqual(problems, []);
  await context.close();
});

/**
 * Seeds on the board of a position text, read by the built rules.
 * @param {string} position
 */
async function seedsOnBoard(position) {
  const rules = await loadBuiltEngine();
  const game = rules.Game.fromPosition(position);
  const seeds = Object.values(game.view().board).reduce((a, b) => a + b, 0);
  game.free();
  return seeds;
}

/**
 * Polls until `check` holds (at most 15 s).
 * @param {() => boolean | Promise<boolean>} check
 * @param {string} what
 */
async function waitFor(check, what) {
  for (let i = 0; i < 150; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out: ${what}`);
}

/** The ending findEnding found, once asked. @type {ReturnType<typeof searchEnding> | null} */
let foundEnding = null;

/**
 * A real Sadeqa II game (random moves from a fixed seed, replayed by the
 * built engine) up to its first position with at most 15 seeds on the
 * board and at least three holes to play, with the table's outcomes.
 * Preferred: one whose outcomes the page's search alone cannot all prove,
 * so that a fully proven hint in the page shows the table at work.
 * Searched once a file run (seconds of the computer's searches in Node):
 * every test that asks gets the same ending.
 * @returns {ReturnType<typeof searchEnding>}
 */
function findEnding() {
  foundEnding ??= searchEnding();
  return foundEnding;
}

/** The search of findEnding. */
async function searchEnding() {
  const rules = await loadBuiltEngine();
  const engine = await loadBuiltAi();
  const endings = new engine.EndingsTable(new Uint8Array(gunzipSync(readFileSync(join(assetsDir(), TABLE)))));
  assert.equal(endings.maxSeeds, 15);
  /** @type {{ moves: string[], position: string, outcomes: Record<string, string>, best: string[] } | null} */
  let fallback = null;
  let seed = 1;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  try {
    for (let trial = 0; trial < 40; trial++) {
      const game = new rules.Game(GAME);
      let view = game.view();
      while (!view.over && Object.values(view.board).reduce((a, b) => a + b, 0) > 15) {
        game.play(view.legal_moves[Math.floor(random() * view.legal_moves.length)]);
        view = game.view();
      }
      if (view.over || view.legal_moves.length < 3) {
        game.free();
        continue;
      }
      // The computer's own Game (its module reads games from records only).
      const searched = engine.Game.fromRecord(game.record());
      /** @param {boolean} withTable */
      const hint = (withTable) => {
        const computer = new engine.Computer('expert', 1);
        computer.setExpertNodes(engine.Computer.browserExpertNodes(GAME));
        if (withTable) computer.useEndings(endings);
        const h = computer.hint(searched, view.to_move);
        computer.free();
        return h;
      };
      const exact = hint(true);
      const outcomes = Object.fromEntries(exact.holes.map((h) => [h.hole, `${h.outcome ?? '?'}${h.margin ?? ''}`]));
      assert.deepEqual(Object.keys(outcomes).sort(), [...view.legal_moves].sort(), 'the table knows every hole');
      const rank = { win: 2, draw: 1, loss: 0 };
      const top = Math.max(...exact.holes.map((h) => rank[h.outcome ?? 'loss']));
      const best = exact.holes.filter((h) => rank[h.outcome ?? 'loss'] === top).map((h) => h.hole);
      const found = { moves: view.moves, position: view.position, outcomes, best };
      const searchAlone = hint(false).holes.filter((h) => h.outcome !== null).length;
      searched.free();
      game.free();
      if (searchAlone < exact.holes.length) {
        console.log(`ending ${found.position}: the search alone proves ${searchAlone} of ${exact.holes.length} holes`);
        return found;
      }
      fallback ??= found;
    }
  } finally {
    endings.free();
  }
  assert.ok(fallback, 'a game reached 15 seeds');
  console.log(`ending ${fallback.position}: the search alone proves every hole here too (no position found where it does not)`);
  return fallback;
}
