// @ts-check
// Page audits for docs/PERFORMANCE.md ("Page audits"): Lighthouse (the
// pinned dev dependency, mobile preset with its simulated throttling) on
// index.html and the four play pages of the built site, each run RUNS times,
// printed as a Markdown table of medians. It builds nothing: run
// scripts/build.sh first. It serves dist/ as the e2e tests do (python3's
// http.server on a free port, nothing compressed), or with --gzip as static
// hosts do (GitHub Pages, Netlify, a CDN: text, code and wasm gzipped), and
// uses Chromium at $CHROME_PATH (default /usr/bin/chromium). Speed is
// measured here, never asserted.
// Usage: node scripts/lighthouse.mjs [runs] [--gzip]
// PAGES=a,b audits only those pages; REPORTS=dir keeps each run's JSON
// report there (its long-tasks and mainthread audits say where time went).

import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { freePort } from './free-port.mjs';
import { median } from './median.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Every game's key, from the built engine's list of games (a new game's page is audited too). */
async function gameKeys() {
  const { Game, initSync } = await import('../www/pkg/mancala_wasm.js');
  initSync({ module: readFileSync(join(ROOT, 'www', 'pkg', 'mancala_wasm_bg.wasm')) });
  return Game.games().map((g) => g.key);
}
const SITE = join(ROOT, 'dist');
const LIGHTHOUSE = join(ROOT, 'node_modules', '.bin', 'lighthouse');
const RUNS = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 3);
const GZIP = process.argv.includes('--gzip');
const PAGES = process.env.PAGES ? process.env.PAGES.split(',') : ['index.html', ...(await gameKeys()).map((game) => `play.html?game=${game}`)];
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

if (!existsSync(join(SITE, 'index.html'))) {
  console.error('lighthouse.mjs: dist/index.html is missing; run scripts/build.sh first');
  process.exit(1);
}
if (!existsSync(LIGHTHOUSE)) {
  console.error('lighthouse.mjs: node_modules/.bin/lighthouse is missing; run scripts/setup.sh first');
  process.exit(1);
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

/** Content types of the site's files; all but images are sent gzipped with --gzip. */
const TYPES = /** @type {Record<string, string>} */ ({
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.gz': 'application/gzip',
});

/**
 * A static server as hosts run one: the file, its type, gzipped where the
 * browser accepts it (the e2e tests' python server compresses nothing).
 * @param {number} listenPort
 */
function gzipServer(listenPort) {
  const http = createHttpServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(SITE, path);
    try {
      if (statSync(file).isDirectory()) file = join(file, 'index.html');
      const body = readFileSync(file);
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      const compress = !/^image\/png|gzip/.test(type) && /gzip/.test(String(request.headers['accept-encoding']));
      response.writeHead(200, { 'Content-Type': type, ...(compress ? { 'Content-Encoding': 'gzip' } : {}) });
      response.end(compress ? gzipSync(body, { level: 6 }) : body);
    } catch {
      response.writeHead(404);
      response.end();
    }
  });
  http.listen(listenPort, '127.0.0.1');
  return { kill: () => http.close() };
}

if (process.argv[2] === '--serve') {
  gzipServer(Number(process.argv[3]));
} else {
  await audit();
}

async function audit() {
  const port = await freePort();
  // The audits below wait on Lighthouse synchronously, so the server is a
  // process of its own: python3's, or this script's own --serve mode.
  const server = GZIP
    ? spawn(process.execPath, [fileURLToPath(import.meta.url), '--serve', String(port)], { stdio: 'ignore' })
    : spawn('python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '--directory', SITE], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}/`;
  const out = mkdtempSync(join(tmpdir(), 'mancala-lighthouse-'));
  try {
    for (let tries = 0; ; tries++) {
      try {
        if ((await fetch(base)).ok) break;
      } catch {
        if (tries > 100) throw new Error(`the static server on port ${port} did not start`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    console.log(`Lighthouse on ${base}${GZIP ? ' (gzip)' : ''}, ${RUNS} runs per page, median of each figure; load average before: ${load()}`);
    /** @type {string[]} */
    const rows = [];
    for (const page of PAGES) {
      /** @type {Record<string, number[]>} */
      const figures = { performance: [], accessibility: [], 'best-practices': [], fcp: [], lcp: [], tbt: [], cls: [], si: [] };
      for (let run = 0; run < RUNS; run++) {
        const report = join(out, `report-${run}.json`);
        const result = spawnSync(
          LIGHTHOUSE,
          [
            base + page,
            '--quiet',
            `--chrome-flags=${CHROME_FLAGS}`,
            '--only-categories=performance,accessibility,best-practices',
            '--output=json',
            `--output-path=${report}`,
          ],
          { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'inherit'] },
        );
        if (result.status !== 0) throw new Error(`lighthouse failed on ${page} (exit ${result.status})`);
        if (process.env.REPORTS) copyFileSync(report, join(process.env.REPORTS, `${page.replace(/[^a-z0-9]+/gi, '-')}-${run}.json`));
        const { categories, audits } = JSON.parse(readFileSync(report, 'utf8'));
        for (const id of ['performance', 'accessibility', 'best-practices']) figures[id].push(Math.round(categories[id].score * 100));
        figures.fcp.push(audits['first-contentful-paint'].numericValue);
        figures.lcp.push(audits['largest-contentful-paint'].numericValue);
        figures.tbt.push(audits['total-blocking-time'].numericValue);
        figures.cls.push(audits['cumulative-layout-shift'].numericValue);
        figures.si.push(audits['speed-index'].numericValue);
      }
      const seconds = (/** @type {number[]} */ v) => `${(median(v) / 1000).toFixed(1)} s`;
      rows.push(
        `| ${page} | ${median(figures.performance)} (${figures.performance.join(', ')}) | ${median(figures.accessibility)} | ${median(figures['best-practices'])} | ` +
          `${seconds(figures.fcp)} | ${seconds(figures.lcp)} | ${Math.round(median(figures.tbt))} ms | ${median(figures.cls).toFixed(3)} | ${seconds(figures.si)} |`,
      );
      console.log(rows[rows.length - 1]);
    }
    console.log('');
    console.log('| page | performance (runs) | accessibility | best practices | FCP | LCP | TBT | CLS | Speed Index |');
    console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const row of rows) console.log(row);
    console.log(`\nload average after: ${load()}`);
  } finally {
    server.kill();
    rmSync(out, { recursive: true, force: true });
  }
}
