// @ts-check
// One static server for the built site and one headless Chromium for every
// end-to-end test file of a run (scripts/test.sh starts it): each file then
// connects to them instead of starting its own, which cost about a second
// of CPU per file on these machines (tests/e2e/helpers.mjs, useSite).
// Prints one line of JSON, { url, browser }, once both are up, and stops
// them when its standard input closes or it is told to stop.
//
//   node scripts/e2e-host.mjs
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, startServer, TEST_CHROMIUM_PATH } from '../tests/e2e/helpers.mjs';

const server = await startServer();
const browser = await chromium.launchServer({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS });
process.stdout.write(`${JSON.stringify({ url: server.url, browser: browser.wsEndpoint() })}\n`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  server.stop();
  await browser.close();
  process.exit(0);
}
process.stdin.on('end', stop);
process.stdin.resume();
for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT', 'SIGHUP'])) process.on(signal, stop);
