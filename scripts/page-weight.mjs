// @ts-check
// What a page that holds <mancala-game> downloads (issue #39's table,
// docs/PERFORMANCE.md "What a page pays"): one-line pages built by Vite's
// production build from the packed package (target/npm, scripts/package.sh),
// and the plain-HTML route (the package's folder served as it is, with its
// prebuilt mancala-game.min.js, and with mancala-game.js for comparison),
// each served gzipped as static hosts serve it and loaded in a fresh
// Chromium context. Counted on the server: every request and the bytes of
// every body as sent (gzipped), until the page's moment: the board drawn
// (its `ready` event) and the network quiet for a two-player board, the
// computer's first answer for a board against it. The time to a drawn
// board is also taken with Chromium's network throttled to a 150 ms round
// trip and 10 Mbit/s (the median of three loads). It measures, never
// asserts.
// Usage: node scripts/page-weight.mjs   (after scripts/build.sh; scripts/sizes.sh runs it)

import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { basename, extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_PATH, clickHole, firstPlayable, launchBrowser, packedTarball, ROOT } from '../tests/e2e/helpers.mjs';
import { median } from './median.mjs';

const VITE = join(ROOT, 'tests', 'examples', 'node_modules', '.bin', 'vite');
if (!existsSync(VITE)) {
  console.error('page-weight.mjs: tests/examples/node_modules has no Vite; run scripts/setup.sh first');
  process.exit(1);
}

/** Content types; everything but the already gzipped endgame table is sent gzipped. */
const TYPES = /** @type {Record<string, string>} */ ({
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.jsonl': 'application/jsonl',
  '.gz': 'application/gzip',
});

/**
 * A static server as hosts run one, counting what it sends.
 * @param {string} dir
 * @returns {Promise<{ url: string, sent: { path: string, bytes: number, at: number }[], stop: () => void }>}
 */
function countingServer(dir) {
  /** @type {{ path: string, bytes: number, at: number }[]} when each was asked for (Date.now(), the page's clock too) */
  const sent = [];
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(dir, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      sent.push({ path, bytes: 0, at: Date.now() });
      response.writeHead(404).end();
      return;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const compress = type !== 'application/gzip' && /gzip/.test(String(request.headers['accept-encoding']));
    const at = Date.now();
    const body = compress ? gzipSync(readFileSync(file), { level: 6 }) : readFileSync(file);
    sent.push({ path, bytes: body.length, at });
    response.writeHead(200, { 'Content-Type': type, ...(compress ? { 'Content-Encoding': 'gzip' } : {}) });
    response.end(body);
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      done({ url: `http://127.0.0.1:${port}/`, sent, stop: () => server.close() });
    }),
  );
}

/** What each file is, for the table's columns. */
const KINDS = [
  ['worker', /ai-worker[^/]*\.js$/],
  ['AI wasm', /mancala_wasm_ai_bg[^/]*\.wasm$/],
  ['rules wasm', /mancala_wasm_bg[^/]*\.wasm$/],
  ['table', /endings[^/]*\.gz$/],
  ['JS', /\.m?js$/],
  ['CSS', /\.css$/],
];

/**
 * @param {{ path: string, bytes: number }[]} sent
 */
function breakdown(sent) {
  /** @type {Record<string, number>} */
  const kinds = {};
  for (const { path, bytes } of sent) {
    const kind = KINDS.find(([, pattern]) => /** @type {RegExp} */ (pattern).test(path))?.[0] ?? 'other';
    kinds[/** @type {string} */ (kind)] = (kinds[/** @type {string} */ (kind)] ?? 0) + bytes;
  }
  return kinds;
}

/** A one-line page: the element's tag, and the import (Vite) or the script (plain HTML). */
const page = (/** @type {string} */ script, /** @type {string} */ tag) =>
  `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>mancala-game</title><link rel="icon" href="data:,">${script}</head><body>${tag}</body></html>\n`;

/** The pages measured: what the board is, and until when. */
const PAGES = [
  { name: 'one board, two players', tag: '<mancala-game game="sulus-aidi" opponent="human"></mancala-game>', until: 'quiet' },
  { name: 'Sokusowó against the computer', tag: '<mancala-game game="sokusowo" opponent="computer"></mancala-game>', game: 'sokusowo', until: 'answer' },
  {
    name: "the README's example (Sadeqa II, Expert)",
    tag: '<mancala-game game="sadeqa-ii" opponent="computer" level="expert"></mancala-game>',
    game: 'sadeqa-ii',
    until: 'answer',
  },
];

const work = mkdtempSync(join(tmpdir(), 'mancala-weight-'));
const installed = join(work, 'node_modules', 'mancala-game');
mkdirSync(installed, { recursive: true });
execFileSync('tar', ['-xzf', packedTarball(), '-C', installed, '--strip-components=1']);

/** @type {{ name: string, dir: string, until: string, game?: string }[]} */
const sites = [];
PAGES.forEach((spec, i) => {
  const project = join(work, `vite-${i}`);
  mkdirSync(project);
  writeFileSync(join(project, 'index.html'), page(`<script type="module">import 'mancala-game';</script>`, spec.tag));
  execFileSync(VITE, ['build', project, '--outDir', join(project, 'dist'), '--logLevel', 'error'], { cwd: work, stdio: 'pipe' });
  sites.push({ ...spec, name: `Vite: ${spec.name}`, dir: join(project, 'dist') });
});
for (const entry of ['mancala-game.min.js', 'mancala-game.js']) {
  const dir = join(work, `plain-${entry}`);
  cpSync(installed, join(dir, 'mancala-game'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), page(`<script type="module" src="mancala-game/${entry}"></script>`, PAGES[0].tag));
  sites.push({ name: `plain HTML (${entry}): one board, two players`, dir, until: 'quiet' });
}

const browser = await launchBrowser(CHROMIUM_PATH);
/** The time of the first `ready` (it bubbles out of the element), for the page to await. */
const READY_CLOCK = `window.mancalaReady = new Promise((done) => document.addEventListener('ready', () => done(performance.now()), { once: true }));`;

/**
 * The moment (Date.now(), the server's clock too) the computer's first
 * answer is on the board: what is asked for after it (the Sadeqa II table,
 * fetched in idle time once both sides have moved) is not counted.
 */
const ANSWER_CLOCK = `document.addEventListener('move', (event) => { if (event.detail.moves.length === 2) window.mancalaAnswered ??= Date.now(); });`;

/** @type {string[]} */
const rows = [];
try {
  for (const site of sites) {
    const server = await countingServer(site.dir);
    const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
    await context.addInitScript(READY_CLOCK);
    await context.addInitScript(ANSWER_CLOCK);
    const tab = await context.newPage();
    await tab.goto(server.url);
    await tab.evaluate(() => /** @type {any} */ (window).mancalaReady);
    const atReady = server.sent.length;
    if (site.until === 'answer' && site.game) {
      await clickHole(tab, site.game, await firstPlayable(tab, site.game));
      await tab.locator(`.mg[data-game="${site.game}"][data-to-move="B"][data-moves*=" "]`).waitFor({ timeout: 120_000 });
    } else {
      await tab.waitForLoadState('networkidle');
    }
    const answered =
      site.until === 'answer' ? await tab.evaluate(() => /** @type {number} */ (/** @type {any} */ (window).mancalaAnswered)) : Number.POSITIVE_INFINITY;
    const sent = server.sent.filter((file) => file.at <= answered);
    const later = server.sent.filter((file) => file.at > answered);
    await context.close();

    // The same page again, throttled: the time to a drawn board, the median of three fresh loads.
    /** @type {number[]} */
    const times = [];
    for (let run = 0; run < 3; run++) {
      const slow = await browser.newContext({ viewport: { width: 1200, height: 900 } });
      await slow.addInitScript(READY_CLOCK);
      const slowTab = await slow.newPage();
      const cdp = await slow.newCDPSession(slowTab);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 10e6 / 8, uploadThroughput: 10e6 / 8 });
      await slowTab.goto(server.url);
      times.push(await slowTab.evaluate(() => /** @type {any} */ (window).mancalaReady));
      await slow.close();
    }
    const readyMs = median(times);
    server.stop();

    const total = sent.reduce((sum, file) => sum + file.bytes, 0);
    const kinds = Object.entries(breakdown(sent))
      .filter(([kind]) => kind !== 'other')
      .map(([kind, bytes]) => `${kind} ${bytes.toLocaleString('en')}`)
      .join('; ');
    const after = later.length ? `; after it: ${later.map((file) => `${basename(file.path)} ${file.bytes.toLocaleString('en')} B`).join(', ')}` : '';
    const until = site.until === 'answer' ? `until the computer's first answer${after}` : 'drawn, network quiet';
    rows.push(
      `| ${site.name} | ${until} | ${total.toLocaleString('en')} B (${kinds}) | ${sent.length} (${atReady} to the drawn board) | ${Math.round(readyMs).toLocaleString('en')} ms |`,
    );
  }
} finally {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
}
console.log(`load average ${loadavg()[0].toFixed(2)} after the runs`);
console.log('| page | until | gzipped over the wire | requests | drawn board at 150 ms round trip, 10 Mbit/s |');
console.log('|---|---|---|---:|---:|');
for (const row of rows) console.log(row);
