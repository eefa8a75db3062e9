// @ts-check
// Time to the first drawn board of index.html, compared between builds on
// the same machine at the same time (docs/PERFORMANCE.md, "Browser"): one
// machine's figure can differ from another's, or from its own an hour later,
// by more than any change to the page (the same build measured 300 and 430
// ms medians within an hour here), so a change is judged against the build
// before it, loaded in turn with it, never against a figure from elsewhere.
// Each load is a fresh browser context (a first visit), at 1200×900, as
// tests/e2e/perf.test.mjs loads it; the builds take turns in alternating
// order. Speed is measured here, never asserted.
// Usage: node scripts/first-board.mjs [runs] DIR…  (each DIR a built site,
// as scripts/build.sh leaves dist/; copy one aside to compare it later)

import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { firstDrawTimes, launchBrowser, openPage, startServer, waitForFirstDraw } from '../tests/e2e/helpers.mjs';
import { median } from './median.mjs';

const args = process.argv.slice(2);
const runs = /^\d+$/.test(args[0] ?? '') ? Number(args.shift()) : 20;
if (args.length === 0 || args.some((dir) => !existsSync(`${dir}/index.html`))) {
  console.error('usage: node scripts/first-board.mjs [runs] DIR…  (each DIR a built site with its index.html)');
  process.exit(2);
}

const servers = await Promise.all(args.map((dir) => startServer(dir)));
const browser = await launchBrowser();
/** @type {number[][]} */
const times = args.map(() => []);
const load = loadavg()[0];
try {
  for (let run = 0; run < runs; run++) {
    const order = args.map((_, i) => i);
    if (run % 2 === 1) order.reverse();
    for (const i of order) {
      const { context, page, problems } = await openPage(browser, servers[i].url);
      await page.goto(servers[i].url);
      await waitForFirstDraw(page);
      const [first] = await firstDrawTimes(page);
      if (problems.length > 0) throw new Error(`${args[i]}: ${problems.join('; ')}`);
      times[i].push(first);
      await context.close();
    }
  }
} finally {
  await browser.close();
  for (const server of servers) server.stop();
}
console.log(`first drawn board, ${runs} fresh loads each, taking turns (load average ${load.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after):`);
args.forEach((dir, i) => {
  const mean = times[i].reduce((a, b) => a + b, 0) / runs;
  console.log(`  ${dir}: median ${median(times[i]).toFixed(0)} ms, mean ${mean.toFixed(0)} ms (runs: ${times[i].map((t) => t.toFixed(0)).join(', ')})`);
});
