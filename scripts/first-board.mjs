// @ts-check
// Time to the first drawn board of index.html (or PAGE, e.g.
// PAGE='play.html?game=sokusowo'), compared between builds on
// the same machine at the same time (docs/PERFORMANCE.md, "Browser"): one
// machine's figure can differ from another's, or from its own an hour later,
// by more than any change to the page (the same build measured 300 and 430
// ms medians within an hour here), so a change is judged against the build
// before it, loaded in turn with it, never against a figure from elsewhere.
// Each load is a fresh browser context (a first visit), at 1200×900, as
// tests/e2e/perf.test.mjs loads it; the builds take turns in alternating
// order. Speed is measured here, never asserted.
// A board that paints its start before its engine is in (www/board/start-board.js)
// is timed twice: its first paint (the start, the mark mancala:start-paint),
// and the board that plays (mancala:first-draw).
// Usage: [PAGE=…] [WASM_DELAY=ms] node scripts/first-board.mjs [runs] DIR…  (each DIR a built
// site, as scripts/build.sh leaves dist/; copy one aside to compare it later)

import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { CHROMIUM_PATH, firstDrawTimes, launchBrowser, openPage, startServer, waitForFirstDraw } from '../tests/e2e/helpers.mjs';
import { median } from './median.mjs';

const args = process.argv.slice(2);
const PAGE = process.env.PAGE ?? 'index.html';
/** WASM_DELAY=ms holds each wasm response back that long: a slow network's wasm, the rest as fast as here. */
const WASM_DELAY = Number(process.env.WASM_DELAY ?? 0);
const runs = /^\d+$/.test(args[0] ?? '') ? Number(args.shift()) : 20;
if (args.length === 0 || args.some((dir) => !existsSync(`${dir}/index.html`))) {
  console.error('usage: node scripts/first-board.mjs [runs] DIR…  (each DIR a built site with its index.html)');
  process.exit(2);
}

const servers = await Promise.all(args.map((dir) => startServer(dir)));
const browser = await launchBrowser(CHROMIUM_PATH);
/** @type {number[][]} when the board that plays was first drawn */
const times = args.map(() => []);
/** @type {number[][]} when a board was first painted: its start, or the board that plays */
const painted = args.map(() => []);
const load = loadavg()[0];
try {
  for (let run = 0; run < runs; run++) {
    const order = args.map((_, i) => i);
    if (run % 2 === 1) order.reverse();
    for (const i of order) {
      const { context, page, problems } = await openPage(browser, servers[i].url);
      if (WASM_DELAY > 0) {
        await page.route('**/*.wasm', async (route) => {
          await new Promise((done) => setTimeout(done, WASM_DELAY));
          await route.continue();
        });
      }
      await page.goto(servers[i].url + PAGE);
      await waitForFirstDraw(page);
      const [first] = await firstDrawTimes(page);
      const [start] = await page.evaluate(() =>
        performance
          .getEntriesByType('mark')
          .filter((m) => m.name.startsWith('mancala:start-paint:'))
          .map((m) => m.startTime),
      );
      if (problems.length > 0) throw new Error(`${args[i]}: ${problems.join('; ')}`);
      times[i].push(first);
      painted[i].push(Math.min(first, start ?? Infinity));
      await context.close();
    }
  }
} finally {
  await browser.close();
  for (const server of servers) server.stop();
}
console.log(
  `${PAGE}${WASM_DELAY > 0 ? `, wasm held ${WASM_DELAY} ms` : ''}: first drawn board, ${runs} fresh loads each, taking turns (load average ${load.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after):`,
);
/** @param {number[]} list */
const summary = (list) =>
  `median ${median(list).toFixed(0)} ms, mean ${(list.reduce((a, b) => a + b, 0) / list.length).toFixed(0)} ms (runs: ${list.map((t) => t.toFixed(0)).join(', ')})`;
args.forEach((dir, i) => {
  console.log(`  ${dir}: first painted (the start, or the board): ${summary(painted[i])}`);
  console.log(`  ${dir}: the board that plays: ${summary(times[i])}`);
});
