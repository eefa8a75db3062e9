// @ts-check
// Shared pieces of the end-to-end tests: a static server for the built site,
// headless Chromium, and page helpers that read the board's read-only data
// attributes (positions and hole centres come from the page, not from rules).

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { after, before } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { freePort } from '../../scripts/free-port.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The built site; scripts/build.sh writes it. */
export const SITE = resolve(ROOT, process.env.SITE_DIR ?? 'dist');
export const RESULTS = join(ROOT, 'test-results');

/** The built site's versioned asset folder, dist/v-<build hash>/ (scripts/build.sh). */
export function assetsDir() {
  const name = existsSync(SITE) ? readdirSync(SITE).find((entry) => /^v-[0-9a-f]+$/.test(entry)) : undefined;
  if (!name) throw new Error(`${SITE} has no v-<hash> asset folder: build the site first (bash scripts/build.sh)`);
  return join(SITE, name);
}

/**
 * The engine as the built site ships it, in Node.
 * @returns {Promise<typeof import('../../www/pkg/mancala_wasm.js')>}
 */
export async function loadBuiltEngine() {
  const pkg = join(assetsDir(), 'pkg');
  const engine = await import(pathToFileURL(join(pkg, 'mancala_wasm.js')).href);
  engine.initSync({ module: readFileSync(join(pkg, 'mancala_wasm_bg.wasm')) });
  return engine;
}

/**
 * The lesson judging's module as the built site ships it (loaded by the
 * page when a lesson opens), in Node.
 * @returns {Promise<typeof import('../../www/pkg-lessons/mancala_wasm_lessons.js')>}
 */
export async function loadBuiltLessons() {
  const pkg = join(assetsDir(), 'pkg-lessons');
  const lessons = await import(pathToFileURL(join(pkg, 'mancala_wasm_lessons.js')).href);
  lessons.initSync({ module: readFileSync(join(pkg, 'mancala_wasm_lessons_bg.wasm')) });
  return lessons;
}

/**
 * The computer player's module as the built site ships it (the AI worker's;
 * its Game only reads records: `fromRecord`, `variant`, `seedsOnBoard`,
 * `moveCount`, no view), in Node.
 * @returns {Promise<typeof import('../../www/pkg-ai/mancala_wasm_ai.js')>}
 */
export async function loadBuiltAi() {
  const pkg = join(assetsDir(), 'pkg-ai');
  const ai = await import(pathToFileURL(join(pkg, 'mancala_wasm_ai.js')).href);
  ai.initSync({ module: readFileSync(join(pkg, 'mancala_wasm_ai_bg.wasm')) });
  return ai;
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** python3's http.server, every answer allowing other origins (as GitHub Pages does). */
const CORS_SERVER = `
import functools, http.server, sys
class Handler(http.server.SimpleHTTPRequestHandler):
    def end_headers(self):
        self.send_header('Access-Control-Allow-Origin', '*')
        super().end_headers()
http.server.ThreadingHTTPServer(('127.0.0.1', int(sys.argv[1])), functools.partial(Handler, directory=sys.argv[2])).serve_forever()
`;

/**
 * Serves the built site (or a copy of it) with python3's http.server on a free port.
 * @param {string} [dir]
 * @param {{ cors?: boolean }} [options]  cors: every answer carries `Access-Control-Allow-Origin: *`
 * @returns {Promise<{ url: string, stop: () => void }>}
 */
export async function startServer(dir = SITE, options = {}) {
  if (!existsSync(join(dir, 'index.html'))) {
    throw new Error(`${dir}/index.html is missing: build the site first (bash scripts/build.sh)`);
  }
  const port = await freePort();
  const args = options.cors ? ['-c', CORS_SERVER, String(port), dir] : ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '--directory', dir];
  const server = spawn('python3', args, { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i++) {
    try {
      const response = await fetch(url);
      if (response.ok) return { url, stop: () => server.kill() };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  server.kill();
  throw new Error(`the static server on port ${port} did not start`);
}

/**
 * How long any wait may last before a test calls the page hung (ms): a
 * guard against a hang, never a target. The waits are for events (an
 * answer, a status, a mark); the computer's searches and reviews are heavy
 * work whose time grows with the machine's load, which several test files
 * at once on two cores make high, so the guard is far above any of them.
 * Every context of openPage() takes it as its default timeout.
 */
export const HANG_GUARD_MS = 180_000;

/**
 * The whole browser, as players run it: what the measurements load
 * (scripts/first-board.mjs, scripts/page-weight.mjs).
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The browser the tests run in: Chromium's headless shell (Debian's
 * chromium-headless-shell, installed by scripts/setup.sh), the same Blink
 * and V8 without the whole browser's layers. It spends about a third less
 * CPU on each page here (games.test.mjs: 44.6 s of CPU in the whole
 * browser, 28.1 s in the shell), and the tests mostly wait on that CPU.
 */
export const TEST_CHROMIUM_PATH = '/usr/bin/chromium-headless-shell';

/**
 * The run's shared site and browser (scripts/e2e-host.mjs), when the test
 * command started them: E2E_HOST holds its JSON line.
 * @returns {{ url: string, browser: string } | null}
 */
function sharedHost() {
  const line = process.env.E2E_HOST;
  if (!line) return null;
  const host = JSON.parse(line);
  if (typeof host?.url !== 'string' || typeof host?.browser !== 'string') throw new Error(`E2E_HOST is not { url, browser }: ${line}`);
  return host;
}

/**
 * Headless Chromium for the tests: the run's shared one when there is one
 * (its close() then only drops this file's connection and contexts), else
 * a new one; a measurement passes CHROMIUM_PATH for the whole browser.
 */
export function launchBrowser(executablePath = TEST_CHROMIUM_PATH) {
  const host = sharedHost();
  if (host && executablePath === TEST_CHROMIUM_PATH) return chromium.connect(host.browser);
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

/**
 * The built site's server and the browser for a test file's tests: the
 * run's shared ones (scripts/test.sh), or, for a file run on its own, a
 * server and a browser of its own, started before its tests and stopped
 * after; the returned object holds both once the tests run.
 */
export function useSite() {
  const site = {
    url: '',
    /** @type {import('playwright-core').Browser} */
    browser: /** @type {any} */ (null),
    stop: () => {},
  };
  before(async () => {
    const host = sharedHost();
    if (host) {
      site.url = host.url;
    } else {
      const server = await startServer();
      site.url = server.url;
      site.stop = server.stop;
    }
    site.browser = await launchBrowser();
  });
  after(async () => {
    await site.browser?.close();
    site.stop();
  });
  return site;
}

/**
 * How often a `waitForFunction` checks its condition when the test names no
 * `polling` (ms). Playwright's own default checks on every animation frame,
 * which costs about 17 times the CPU (359 ms against 21 ms per 5 s waited,
 * measured here); a test that waits for a state lasting less than this
 * (an animation's first frames) passes `{ polling: 'raf' }` itself.
 */
export const WAIT_POLLING_MS = 100;

/** @type {WeakSet<object>} */
const pollingSet = new WeakSet();

/**
 * Gives every `waitForFunction` of the page's frames (and of every page
 * sharing their class: one in a test process) the interval polling above
 * unless the call names its own. Frame is the class to change: a page's
 * waitForFunction calls its main frame's.
 * @param {import('playwright-core').Page} page
 */
export function pollAtIntervals(page) {
  const frameClass = Object.getPrototypeOf(page.mainFrame());
  if (pollingSet.has(frameClass)) return;
  pollingSet.add(frameClass);
  const original = frameClass.waitForFunction;
  /** @type {(this: import('playwright-core').Frame, pageFunction: any, arg?: any, options?: { polling?: number | 'raf', timeout?: number }) => any} */
  const withInterval = function (pageFunction, arg, options = {}) {
    return original.call(this, pageFunction, arg, { polling: WAIT_POLLING_MS, ...options });
  };
  frameClass.waitForFunction = withInterval;
}

/**
 * A fresh page that records every console error, page error and request
 * leaving the site's origin. It asks for reduced motion unless told
 * otherwise: boards then start at instant speed (and the thinking mark
 * stands still), which spares the CPU of sowings no test looks at; a test
 * about animation or the default speed passes `reducedMotion: 'no-preference'`,
 * and a speed given in the address, attribute or select still applies.
 * Service workers are blocked unless the test allows them: a fresh context
 * otherwise installs the site's worker, which fetches and caches every file
 * of the build (about 0.7 s of CPU a context, measured here); the tests of
 * offline play, updates and caching pass `serviceWorkers: 'allow'`. The
 * warning Playwright logs for a blocked registration is not a problem. A
 * test that allows them and fakes a file with `context.route` sees its
 * route bypassed once the worker controls the page (it answers from its cache).
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {{ locale?: string, reducedMotion?: 'reduce' | 'no-preference', viewport?: { width: number, height: number }, deviceScaleFactor?: number, serviceWorkers?: 'allow' | 'block', hasTouch?: boolean }} [options]  hasTouch: a phone's touch screen (taps)
 */
export async function openPage(browser, url, options = {}) {
  const context = await browser.newContext({
    serviceWorkers: options.serviceWorkers ?? 'block',
    locale: options.locale ?? 'en-GB',
    reducedMotion: options.reducedMotion ?? 'reduce',
    viewport: options.viewport ?? { width: 1200, height: 900 },
    deviceScaleFactor: options.deviceScaleFactor ?? 1,
    hasTouch: options.hasTouch ?? false,
  });
  context.setDefaultTimeout(HANG_GUARD_MS);
  const page = await context.newPage();
  pollAtIntervals(page);
  /** @type {string[]} */
  const problems = [];
  const origin = new URL(url).origin;
  const blockedWorker = (options.serviceWorkers ?? 'block') === 'block' ? 'Service Worker registration blocked by Playwright' : null;
  page.on('console', (message) => {
    if (message.text() === blockedWorker) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    const target = request.url();
    if (!target.startsWith(origin) && !target.startsWith('data:') && !target.startsWith('blob:')) problems.push(`off-origin request: ${target}`);
  });
  page.on('requestfailed', (request) => {
    // A navigation cancels what the previous document still loads (ERR_ABORTED): not a fault of the page.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`failed request: ${request.url()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return { context, page, problems };
}

/**
 * Waits until the page has rendered `count` more frames: what a layout,
 * an observer's report or a paint owed to the last change has happened by then.
 * @param {import('playwright-core').Page} page
 * @param {number} [count]
 */
export async function nextFrames(page, count = 2) {
  await page.evaluate(async (n) => {
    for (let i = 0; i < n; i++) await new Promise((done) => requestAnimationFrame(done));
  }, count);
}

/**
 * Calls a method of the page's first `<mancala-game>`: its result, or what
 * it threw (`thrown` is true for an Error), with the Error's message and code.
 * @param {import('playwright-core').Page} page
 * @param {string} method
 * @param {unknown[]} args
 * @returns {Promise<{ result?: any, thrown?: boolean, message?: string, code?: string | null }>}
 */
export function callElement(page, method, ...args) {
  return page.evaluate(
    ([name, list]) => {
      const element = /** @type {any} */ (document.querySelector('mancala-game'));
      try {
        return { result: element[name](...list) };
      } catch (e) {
        return { thrown: e instanceof Error, message: /** @type {Error} */ (e).message, code: /** @type {any} */ (e).code ?? null };
      }
    },
    /** @type {[string, unknown[]]} */ ([method, args]),
  );
}

/**
 * The moves played on the page's first `<mancala-game>`.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<string[]>}
 */
export function elementMoves(page) {
  return page.evaluate(() => /** @type {any} */ (document.querySelector('mancala-game')).moves);
}

/**
 * A download's contents as text. Read through its stream, not from its
 * path: the run's shared browser (scripts/e2e-host.mjs) is connected to
 * remotely, where a download has no local path.
 * @param {import('playwright-core').Download} download
 */
export async function downloadedText(download) {
  const chunks = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Loads the page and waits until every board is drawn.
 * @param {import('playwright-core').Page} page
 * @param {string} url
 */
export async function loadSite(page, url) {
  await page.goto(url);
  await waitForBoards(page);
}

/**
 * Waits until every board of the loaded info page is drawn. The page builds
 * a board as it comes near the viewport, so each one is brought into view
 * once, and then the page is scrolled back where it was.
 * @param {import('playwright-core').Page} page
 */
export async function waitForBoards(page) {
  const [x, y] = await page.evaluate(() => [scrollX, scrollY]);
  for (const container of await page.locator('.mancala-game[data-game]').all()) {
    await container.evaluate((node) => node.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await container.locator('.mg[data-holes]').waitFor({ state: 'attached' });
  }
  await page.evaluate(([left, top]) => scrollTo({ left, top, behavior: 'instant' }), [x, y]);
  await page.waitForFunction(() => document.querySelectorAll('.mg[data-holes]').length === 4);
}

/**
 * Waits until the page has drawn its first board (each board marks its
 * first drawing `mancala:first-draw:<game>`, www/render/board-painter.js).
 * @param {import('playwright-core').Page} page
 */
export async function waitForFirstDraw(page) {
  await page.waitForFunction(() => performance.getEntriesByType('mark').some((m) => m.name.startsWith('mancala:first-draw:')));
}

/**
 * When each board drawn so far was first drawn, in ms after navigation start, earliest first.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<number[]>}
 */
export function firstDrawTimes(page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType('mark')
      .filter((m) => m.name.startsWith('mancala:first-draw:'))
      .map((m) => m.startTime)
      .sort((a, b) => a - b),
  );
}

/**
 * Reloads the page and waits for its boards.
 * @param {import('playwright-core').Page} page
 */
export async function reloadSite(page) {
  await page.reload();
  await waitForBoards(page);
}

/**
 * @param {import('playwright-core').Page} page
 * @param {string} game
 */
export function board(page, game) {
  return page.locator(`.mg[data-game="${game}"]`);
}

/**
 * A data attribute of a board (position, phase, toMove, moves, over, …).
 * @param {import('playwright-core').Page} page
 * @param {string} game
 * @param {string} name  dataset name, e.g. `position`
 * @returns {Promise<string>}
 */
export async function boardData(page, game, name) {
  return board(page, game).evaluate((node, key) => /** @type {HTMLElement} */ (node).dataset[key] ?? '', name);
}

/**
 * Waits until the board has no animation running.
 * @param {import('playwright-core').Page} page
 * @param {string} game
 */
export async function waitIdle(page, game) {
  // A locator, so boards inside <mancala-game> shadow roots are found too.
  await page.locator(`.mg[data-game="${game}"][data-animating="false"]`).waitFor({ state: 'attached' });
}

/**
 * @param {import('playwright-core').Page} page
 * @param {string} game
 * @param {'slow' | 'normal' | 'fast' | 'instant'} speed
 */
export async function setSpeed(page, game, speed) {
  await board(page, game).locator('select.mg-speed').selectOption(speed);
}

/**
 * Clicks a hole at the centre the board publishes for it.
 * @param {import('playwright-core').Page} page
 * @param {string} game
 * @param {string} label
 */
export async function clickHole(page, game, label) {
  const centres = JSON.parse(await boardData(page, game, 'holes'));
  const centre = centres[label];
  if (!centre) throw new Error(`${game} has no hole ${label}`);
  await board(page, game)
    .locator('canvas')
    .click({ position: { x: centre[0], y: centre[1] } });
}

/**
 * Whether this run saves the screenshots that tests take only for a person
 * to look at (no test asserts on them): the benchmark command's
 * `screenshots` part sets E2E_SCREENSHOTS=1 (scripts/bench.sh); the test
 * command does not, which spares their CPU.
 */
export const SAVE_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/**
 * Saves a screenshot of a page or an element to look at, when the run saves
 * them (SAVE_SCREENSHOTS). An element is brought into view either way, as
 * its screenshot would, so what the test does next meets the same page.
 * @param {import('playwright-core').Page | import('playwright-core').Locator} target
 * @param {string} path  e.g. join(RESULTS, 'name.png')
 * @param {{ fullPage?: boolean }} [options]
 */
export async function saveScreenshot(target, path, options = {}) {
  if (!SAVE_SCREENSHOTS) {
    if ('scrollIntoViewIfNeeded' in target) await target.scrollIntoViewIfNeeded();
    return;
  }
  mkdirSync(dirname(path), { recursive: true });
  await target.screenshot({ path, ...options });
}

/**
 * Brings a board into view and saves a screenshot of it to test-results/
 * when the run saves screenshots (SAVE_SCREENSHOTS).
 * @param {import('playwright-core').Page} page
 * @param {string} game
 * @param {string} name
 */
export async function screenshotBoard(page, game, name) {
  await saveScreenshot(board(page, game), join(RESULTS, `${name}.png`));
}

/**
 * @param {import('playwright-core').Page} page
 * @param {string} game
 */
export async function liveText(page, game) {
  return board(page, game).locator('.mg-live').textContent();
}

/**
 * The first hole a board offers to play now.
 * @param {import('playwright-core').Page} page
 * @param {string} game
 */
export async function firstPlayable(page, game) {
  const playable = (await boardData(page, game, 'playable')).split(' ').filter(Boolean);
  assert.ok(playable.length > 0, `${game} offers a hole to play`);
  return playable[0];
}

/**
 * A whole game of random legal moves, played by the engine in Node.
 * @param {string} key
 * @param {number} seed
 * @param {Record<string, unknown>} [options]  the game's options, e.g. `{ stallLimit: 30 }`
 */
export async function randomFinishedGame(key, seed, options = {}) {
  const { Game } = await loadBuiltEngine();
  const game = new Game(key, options);
  let state = seed;
  while (!game.view().over) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    const legal = game.view().legal_moves;
    game.play(legal[state % legal.length]);
  }
  return game;
}

/**
 * Runs `body` on a fresh page in a fresh browser context, closed afterwards.
 * @param {{ browser: import('playwright-core').Browser, url: string }} site  from useSite()
 * @param {Parameters<typeof openPage>[2]} options
 * @param {(opened: Awaited<ReturnType<typeof openPage>>) => Promise<void>} body
 */
export async function inContext(site, options, body) {
  const opened = await openPage(site.browser, site.url, options);
  try {
    await body(opened);
  } finally {
    await opened.context.close();
  }
}

/**
 * An init script: times every animation-frame callback of the page, each
 * duration pushed to `window.__work` (the page's drawing work per frame).
 */
export function timeFrameWork() {
  const w = /** @type {any} */ (window);
  w.__work = [];
  const original = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) =>
    original((now) => {
      const start = performance.now();
      callback(now);
      w.__work.push(performance.now() - start);
    });
}

/**
 * Serves an extra HTML page at `url` (as if a page author had uploaded it
 * next to the built files) for this browser context only.
 * @param {import('playwright-core').BrowserContext} context
 * @param {string} url
 * @param {string} body  the page's body
 * @param {string} [css]  the page's own stylesheet
 * @param {string} [lang]
 */
export async function servePage(context, url, body, css = '', lang = 'en') {
  await context.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Host</title><style>${css}</style></head><body>${body}</body></html>`,
    }),
  );
  return url;
}

/**
 * Waits until the page's <mancala-game> elements have all drawn their boards.
 * @param {import('playwright-core').Page | import('playwright-core').Frame} page
 * @param {number} count
 */
export async function waitForElements(page, count) {
  await page.waitForFunction(
    (n) => [...document.querySelectorAll('mancala-game')].filter((e) => e.shadowRoot?.querySelector('.mg[data-holes]')).length === n,
    count,
  );
}

/**
 * Every game the page keeps in its games store (www/store/games-store.js), read
 * from IndexedDB as the page wrote it: the writes of the moves already
 * shown are waited for (each is in once its note in localStorage is gone).
 * @param {import('playwright-core').Page} page
 * @returns {Promise<import('../../www/state/kept-games.js').KeptEntry[]>}
 */
export async function keptGames(page) {
  await page.waitForFunction(() => !Object.keys(localStorage).some((key) => key.startsWith('mancala:journal:')));
  return page.evaluate(async () => {
    const open = indexedDB.open('mancala');
    /** @type {IDBDatabase} */
    const db = await new Promise((ok, fail) => {
      open.onsuccess = () => ok(open.result);
      open.onerror = () => fail(open.error);
    });
    const all = db.transaction('games').objectStore('games').getAll();
    const games = await new Promise((ok, fail) => {
      all.onsuccess = () => ok(all.result);
      all.onerror = () => fail(all.error);
    });
    db.close();
    return games;
  });
}

/**
 * The page's games list (the info page's own section, or the play page's
 * board's panel), opened; its rows' texts.
 * @param {import('playwright-core').Page} page
 */
export async function gamesRows(page) {
  const panel = page.locator('.mg-games');
  if ((await panel.getAttribute('open')) === null) await panel.locator('summary').click();
  // The rows are drawn once the panel has opened (its toggle event comes after the click).
  await panel.locator('.mg-games-row, .mg-games-empty').first().waitFor({ state: 'attached' });
  return panel.locator('.mg-games-row .mg-games-text').allTextContents();
}

/**
 * Clicks a copy button and returns what it put on the clipboard. The copy is
 * asynchronous, so a marker goes on the clipboard first and the text is read
 * once the marker is gone (reading straight after the click races the copy).
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').Locator} button
 */
export async function copiedBy(page, button) {
  const marker = '\u2063 before the copy';
  await page.evaluate((text) => navigator.clipboard.writeText(text), marker);
  await button.click();
  await page.waitForFunction(async (text) => (await navigator.clipboard.readText()) !== text, marker, { polling: 50 });
  return page.evaluate(() => navigator.clipboard.readText());
}

/** The npm package's tarball that scripts/package.sh packed (in target/npm/). */
export function packedTarball() {
  const out = join(ROOT, 'target', 'npm');
  const name = existsSync(out) ? readdirSync(out).find((file) => /^mancala-game-.*\.tgz$/.test(file)) : undefined;
  if (!name) throw new Error(`${out} has no mancala-game-*.tgz: build first (bash scripts/build.sh)`);
  return join(out, name);
}
