// @ts-check
// Shared steps of the computer-opponent tests: choosing the opponent on a
// board, playing a person's side by clicking, and reading the page's
// thinking times and long tasks.

import { board, boardData, clickHole, HANG_GUARD_MS } from './helpers.mjs';

/**
 * Records every long task (main thread busy over 50 ms) from page start.
 * Call before the page loads.
 * @param {import('playwright-core').BrowserContext} context
 */
export async function recordLongTasks(context) {
  await context.addInitScript(() => {
    const w = /** @type {any} */ (window);
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

/**
 * Every answer of the AI worker so far: `{ name, start, duration }` from
 * the page's `mancala:think:<game>:<kind>:<level>` measures.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<{ name: string, start: number, duration: number }[]>}
 */
export function thinkTimes(page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType('measure')
      .filter((m) => m.name.startsWith('mancala:think:'))
      .map((m) => ({ name: m.name, start: m.startTime, duration: m.duration })),
  );
}

/**
 * Every long task recorded so far.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<{ start: number, duration: number }[]>}
 */
export function longTasks(page) {
  return page.evaluate(() => /** @type {any} */ (window).__longTasks);
}

/** A task starting this close to an answer is the page handling that answer. */
const ANSWER_TASK_MS = 5;

/**
 * Long tasks that ran while the computer was thinking, i.e. overlapping a
 * think interval and not the task that received its answer (that task
 * starts as the answer arrives and plays the move).
 * @param {import('playwright-core').Page} page
 * @returns {Promise<{ start: number, duration: number }[]>}
 */
export async function longTasksWhileThinking(page) {
  const thinking = await thinkTimes(page);
  const tasks = await longTasks(page);
  return tasks.filter((task) => thinking.some((t) => task.start < t.start + t.duration - ANSWER_TASK_MS && task.start + task.duration > t.start));
}

/**
 * Prints the long tasks that ran while the computer was thinking (a
 * figure, not a check: a loaded machine makes them) and returns the
 * computer's wasm files the page's main thread fetched. The search is only
 * in that wasm (the page's rules wasm has none), so a main thread that never
 * fetched it never searched: a check no load can sway. (Chromium lists a
 * module worker's scripts among the page's fetches; the wasm it fetches
 * itself, only in the worker's.)
 * @param {import('playwright-core').Page} page
 * @param {string} what
 */
export async function searchOnMainThread(page, what) {
  const tasks = await longTasksWhileThinking(page);
  const worst = Math.max(0, ...tasks.map((task) => task.duration));
  console.log(`${what}: ${tasks.length} long tasks (over 50 ms) while the computer thought, longest ${worst.toFixed(0)} ms`);
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => /\/pkg-ai\/[^/]*\.wasm$/.test(name)),
  );
}

/**
 * Puts the board in "against the computer" mode.
 * @param {import('playwright-core').Page} page
 * @param {string} game
 * @param {'A' | 'B'} side
 * @param {'beginner' | 'intermediate' | 'expert'} level
 */
export async function playComputer(page, game, side, level) {
  const root = board(page, game);
  await root.locator('button.mg-opponent[data-opponent="computer"]').click();
  await root.locator('select.mg-computer-side').selectOption(side);
  await root.locator('select.mg-level').selectOption(level);
}

/**
 * Waits until the person may play (or the game is over): no animation, no
 * search, and the engine offers holes.
 * @param {import('playwright-core').Page} page
 * @param {string} game
 * @param {number} [timeout]
 */
export async function waitForPerson(page, game, timeout = HANG_GUARD_MS) {
  await page.waitForFunction(
    (g) => {
      const data = /** @type {HTMLElement} */ (document.querySelector(`.mg[data-game="${g}"]`)).dataset;
      return data.over === 'true' || (data.animating === 'false' && data.thinking === 'false' && data.playable !== '');
    },
    game,
    { timeout, polling: 250 },
  );
}

/**
 * Plays the person's side to the end, always the first hole the board
 * offers; returns how many holes the person clicked.
 * @param {import('playwright-core').Page} page
 * @param {string} game
 * @param {number} maxClicks  a guard against a game that never ends
 */
export async function playToTheEnd(page, game, maxClicks) {
  for (let clicks = 0; clicks < maxClicks; clicks++) {
    await waitForPerson(page, game);
    if ((await boardData(page, game, 'over')) === 'true') return clicks;
    const [first] = (await boardData(page, game, 'playable')).split(' ');
    await clickHole(page, game, first);
  }
  throw new Error(`${game} did not end within ${maxClicks} of the person's moves`);
}
