// @ts-check
// End-to-end tests of the npm package (scripts/package.sh): the packed
// tarball installed offline into a scratch host project, its manifest and
// types, a page importing it, and the package served from another origin
// (a CDN with CORS) under the host page's documented CSP, where the
// computer opponent plays, hints, and loads the Sadeqa II endgame table.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { MODE_NAMES } from '../../www/modes/index.js';
import { board, boardData, clickHole, firstPlayable, launchBrowser, openPage, packedTarball, ROOT, startServer } from './helpers.mjs';

const TYPES = { '.js': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css', '.gz': 'application/gzip', '.json': 'application/json' };

/**
 * Serves a folder as a CDN does: every file with `Access-Control-Allow-Origin: *`.
 * @param {string} dir
 * @returns {Promise<{ url: string, stop: () => void }>}
 */
function serveWithCors(dir) {
  const server = createServer((request, response) => {
    const path = join(dir, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (!path.startsWith(dir) || !existsSync(path) || !statSync(path).isFile()) {
      response.writeHead(404, { 'Access-Control-Allow-Origin': '*' }).end();
      return;
    }
    response.writeHead(200, {
      'Content-Type': TYPES[/** @type {keyof TYPES} */ (extname(path))] ?? 'application/octet-stream',
      'Access-Control-Allow-Origin': '*',
    });
    response.end(readFileSync(path));
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      done({ url: `http://127.0.0.1:${port}/`, stop: () => server.close() });
    }),
  );
}

/** The scratch host project, the package installed in it. */
const host = { dir: '', packageDir: '' };
/** @type {import('playwright-core').Browser} */
let browser;

before(async () => {
  host.dir = mkdtempSync(join(tmpdir(), 'mancala-host-'));
  writeFileSync(join(host.dir, 'package.json'), JSON.stringify({ name: 'host-page', version: '1.0.0', private: true }));
  // Offline: the package has no dependencies, so the tarball is all npm needs.
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', packedTarball()], { cwd: host.dir, stdio: 'pipe' });
  host.packageDir = join(host.dir, 'node_modules', 'mancala-game');
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  if (host.dir) rmSync(host.dir, { recursive: true, force: true });
});

test('the installed package holds the element, both engines, the worker, the endgame table, types, manifest and README', () => {
  const manifest = JSON.parse(readFileSync(join(host.packageDir, 'package.json'), 'utf8'));
  const workspace = /\[workspace\.package\][^[]*?version = "([^"]+)"/.exec(readFileSync(join(ROOT, 'Cargo.toml'), 'utf8'))?.[1];
  assert.equal(manifest.version, workspace, 'the package has the workspace version');
  for (const file of [
    manifest.main,
    manifest.types,
    manifest.customElements,
    'README.md',
    'FORMATS.md',
    'style.css',
    'engine/ai-worker.js',
    'pkg/mancala_wasm_bg.wasm',
    'pkg-ai/mancala_wasm_ai_bg.wasm',
    'pkg/sadeqa-ii-endings.bin.gz',
  ]) {
    assert.ok(existsSync(join(host.packageDir, file)), `${file} is in the package`);
  }
  assert.ok(!readdirSync(host.packageDir).some((file) => file.endsWith('.bundle.js') || file.startsWith('chunk-')), 'no page bundles or their chunks');
  // The pages' own modules and tile pictures (www/pages/) stay with the site (scripts/package.sh): none anywhere in the package.
  const files = readdirSync(host.packageDir, { recursive: true, encoding: 'utf8' }).map((file) => file.split('\\').join('/'));
  assert.ok(files.length > 0 && files.includes('style.css'), 'the package is listed');
  const pageModules = readdirSync(join(ROOT, 'www', 'pages')).filter((file) => file.endsWith('.js'));
  assert.ok(pageModules.includes('landing.js') && pageModules.includes('embed-box.js'), `the page-only modules: ${pageModules.join(' ')}`);
  const pageFiles = files.filter((file) => file === 'pages' || file.startsWith('pages/') || pageModules.includes(file.split('/').at(-1) ?? ''));
  assert.deepEqual(pageFiles, [], 'no file of the pages (www/pages/) in the package');

  // custom-elements.json, generated from the element's source, describes its whole public API.
  const elements = JSON.parse(readFileSync(join(host.packageDir, 'custom-elements.json'), 'utf8'));
  const element = elements.modules.flatMap((/** @type {any} */ m) => m.declarations).find((/** @type {any} */ d) => d.tagName === 'mancala-game');
  // Every module the manifest names is a file of the package (tools open them from there).
  const modules = elements.modules.flatMap((/** @type {any} */ m) => [m.path, ...(m.exports ?? []).map((/** @type {any} */ e) => e.declaration.module)]);
  for (const path of new Set(modules)) assert.ok(existsSync(join(host.packageDir, path)), `custom-elements.json names ${path}, a file of the package`);
  const names = (/** @type {{ name: string }[]} */ list) => list.map((item) => item.name).sort();
  // The attributes, members and events themselves are checked against the running element by surface.test.mjs.
  // The mode values the manifest lists are the element's own list (modes/index.js), none missing.
  const modeType = element.attributes.find((/** @type {any} */ a) => a.name === 'mode')?.type?.text ?? '';
  assert.deepEqual(
    [...modeType.matchAll(/'([^']+)'/g)].map((m) => m[1]),
    MODE_NAMES,
    `custom-elements.json's mode type ${modeType} lists the modes of www/modes/index.js`,
  );
  // Each property with its type where the schema puts it (tools read `type`, not `return`).
  assert.deepEqual(
    Object.fromEntries(element.members.filter((/** @type {any} */ m) => m.kind === 'field').map((/** @type {any} */ m) => [m.name, m.type?.text])),
    { record: 'string | null', position: 'string | null', moves: 'string[]', over: 'boolean', winner: "'A' | 'B' | null" },
  );
  assert.deepEqual(names(element.cssParts), ['board', 'controls', 'moves', 'status']);
  assert.ok(names(element.cssProperties).includes('--mancala-wood'));
  // Each custom property: the default the stylesheet falls back to, and the README's line for it, word for word.
  const css = readFileSync(join(host.packageDir, 'style.css'), 'utf8');
  const theming = readFileSync(join(host.packageDir, 'README.md'), 'utf8');
  for (const property of element.cssProperties) {
    assert.ok(property.default, `${property.name} has its default in the manifest`);
    assert.ok(css.includes(`var(${property.name}, ${property.default})`), `style.css falls back to ${property.name}'s default ${property.default}`);
    const said = property.description.replace(/^./, (/** @type {string} */ c) => c.toLowerCase()).replace(/\.$/, '');
    assert.match(
      theming,
      new RegExp(`${property.name}: ${property.default.replace(/[()]/g, '\\$&')}; +/\\* ${said.replace(/[()]/g, '\\$&')} \\*/`),
      `the README says ${property.name} as the manifest does`,
    );
  }
  // The hygiene a registry page shows: the licence file, and no link of the README to a file the package lacks.
  assert.match(readFileSync(join(host.packageDir, 'LICENSE'), 'utf8'), /^MIT License/);
  const readme = readFileSync(join(host.packageDir, 'README.md'), 'utf8');
  for (const [, target] of readme.matchAll(/\]\(([^)#]+)[^)]*\)/g)) {
    if (!/^https?:/.test(target)) assert.ok(existsSync(join(host.packageDir, target)), `the README links ${target}, a file of the package`);
  }
  for (const named of readme.matchAll(/`((?:docs\/)?[A-Z]+\.md)`/g))
    assert.ok(existsSync(join(host.packageDir, named[1])), `the README names ${named[1]}, a file of the package`);
  // The declarations and the manifest cite only documents the package holds.
  for (const file of [manifest.types, manifest.customElements]) {
    for (const [cited] of readFileSync(join(host.packageDir, file), 'utf8').matchAll(/[\w./-]+\.md\b/g))
      assert.ok(existsSync(join(host.packageDir, cited)), `${file} cites ${cited}, a file of the package`);
  }

  // The declarations type-check a page author's TypeScript, and catch a misuse.
  const use = `import type { MancalaGameElement, ErrorDetail, MoveDetail } from 'mancala-game';
import { setAssetPath } from 'mancala-game';
setAssetPath('./mancala-game/');
const board = document.querySelector('mancala-game') as MancalaGameElement;
const played: string = board.play('3B');
const moves: string[] = board.undo();
board.newGame({ start: 'A', stallLimit: 40 });
board.setRecord('game: sokusowo');
const ply: number = board.goTo(0);
const bottom: 'A' | 'B' = board.flip();
board.record = null;
board.addEventListener('error', (event) => { const detail: ErrorDetail = event.detail; console.log(detail.code, played, moves, board.winner, ply, bottom); });
board.addEventListener('change', (event) => console.log(event.detail.ply, event.detail.position));
board.addEventListener('before-move', (event) => { if (event.detail.move === '1B') event.preventDefault(); });
board.addEventListener('move', (event) => { const detail: MoveDetail = event.detail; console.log(detail.moves); });
`;
  // Every file below in one run of tsc (a run costs about 2 s of CPU, most of it reading the DOM's
  // types): each file's errors are its own lines of the output, `FILE(LINE,COL): error TS…`.
  writeFileSync(join(host.dir, 'use.mts'), use);
  writeFileSync(join(host.dir, 'misuse.mts'), `${use}board.newGame({ start: 'C' });\n`);
  // The element's events are its own: another element's or the document's `move` is a plain Event.
  const plainEvents = [
    ['div-move.mts', "document.createElement('div').addEventListener('move', (event) => event.detail);"],
    ['document-ready.mts', "document.addEventListener('ready', (event) => event.detail);"],
  ];
  for (const [file, listener] of plainEvents) writeFileSync(join(host.dir, file), `import 'mancala-game';\n${listener}\n`);
  // JSX that reads the global namespace: the attributes typed, a wrong value caught.
  const jsx = `import 'mancala-game';\nexport const a = <mancala-game game="anywoli" mode="replay" readonly storage="none" />;\nexport const n = <mancala-game size={480} ply={2} stall-limit={40} />;\n`;
  writeFileSync(join(host.dir, 'page.tsx'), jsx);
  writeFileSync(join(host.dir, 'bad-page.tsx'), `${jsx}export const b = <mancala-game game="chess" />;\n`);
  const tsc = join(ROOT, 'node_modules', '.bin', 'tsc');
  const options = ['--noEmit', '--strict', '--target', 'es2022', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--lib', 'es2022,dom'];
  const checked = ['use.mts', 'misuse.mts', ...plainEvents.map(([file]) => file), 'page.tsx', 'bad-page.tsx'];
  /** @type {string} */
  let output = '';
  assert.throws(
    () => execFileSync(tsc, [...options, '--jsx', 'preserve', ...checked], { cwd: host.dir, stdio: 'pipe' }),
    (/** @type {any} */ error) => {
      output = String(error.stdout);
      return true;
    },
    'tsc finds the misuses',
  );
  /** @param {string} file */
  const errorsOf = (file) => output.split('\n').filter((line) => line.startsWith(`${file}(`));
  assert.deepEqual(errorsOf('use.mts'), [], `the documented uses type-check:\n${output}`);
  assert.deepEqual(errorsOf('page.tsx'), [], `the JSX's attributes type-check:\n${output}`);
  assert.ok(
    errorsOf('misuse.mts').some((line) => /^misuse\.mts\(16,.*"C"/.test(line)),
    `a start of 'C' is caught:\n${output}`,
  );
  for (const [file] of plainEvents) {
    assert.ok(
      errorsOf(file).some((line) => /Property 'detail' does not exist on type 'Event'/.test(line)),
      `${file}: the DOM's event maps are left alone:\n${output}`,
    );
  }
  assert.ok(
    errorsOf('bad-page.tsx').some((line) => /^bad-page\.tsx\(4,.*"chess"/.test(line)),
    `a game of "chess" is caught:\n${output}`,
  );
});

test('a host page importing the installed package plays against the computer, its boards sharing one engine', async () => {
  writeFileSync(
    join(host.dir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title><link rel="icon" href="data:,">
<script type="module" src="./node_modules/mancala-game/mancala-game.js"></script></head>
<body><mancala-game game="sokusowo" opponent="computer" computer-side="A" level="beginner" speed="instant"></mancala-game>
<mancala-game game="anywoli"></mancala-game></body></html>`,
  );
  const server = await startServer(host.dir);
  const { context, page, problems } = await openPage(browser, server.url, { reducedMotion: 'reduce' });
  /** @type {string[]} */
  const engines = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/mancala_wasm_bg.wasm')) engines.push(request.url());
  });
  try {
    await page.goto(server.url);
    await page.locator('.mg[data-game="sokusowo"][data-holes]').waitFor();
    await page.locator('.mg[data-game="anywoli"][data-holes]').waitFor();
    assert.equal(engines.length, 1, 'the two boards share one engine');
    const hole = await firstPlayable(page, 'sokusowo');
    await clickHole(page, 'sokusowo', hole);
    // The computer (A) answers: B's turn again after two moves.
    await page.locator('.mg[data-game="sokusowo"][data-to-move="B"][data-moves*=" "]').waitFor();
    assert.equal((await boardData(page, 'sokusowo', 'moves')).split(' ')[0], hole);
    // The manifest and the declarations name every attribute the element reads, no more.
    const observed = await page.evaluate(() => [.../** @type {any} */ (customElements.get('mancala-game')).observedAttributes].sort());
    const manifest = JSON.parse(readFileSync(join(host.packageDir, 'custom-elements.json'), 'utf8'));
    const element = manifest.modules.flatMap((/** @type {any} */ m) => m.declarations).find((/** @type {any} */ d) => d.tagName === 'mancala-game');
    assert.deepEqual(element.attributes.map((/** @type {any} */ a) => a.name).sort(), observed);
    const declared = /interface MancalaGameAttributes \{\n([\s\S]*?)\n\}/.exec(readFileSync(join(host.packageDir, 'mancala-game.d.ts'), 'utf8'))?.[1] ?? '';
    assert.deepEqual([...declared.matchAll(/^\s*'?([a-z-]+)'?\?:/gm)].map((m) => m[1]).sort(), observed);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
    server.stop();
  }
});

/**
 * What went wrong on a host page, but its requests to the package's own
 * origin (which the page is meant to make).
 * @param {string[]} problems
 * @param {string} cdnUrl
 */
const problemsBeyond = (problems, cdnUrl) => problems.filter((problem) => !problem.startsWith(`off-origin request: ${cdnUrl}`));

/**
 * Ends a try from another origin: its context, both servers, the host page's folder.
 * @param {import('playwright-core').BrowserContext} context
 * @param {{ stop: () => void }} server
 * @param {{ stop: () => void }} cdn
 * @param {string} dir
 */
async function closeTry(context, server, cdn, dir) {
  await context.close();
  server.stop();
  cdn.stop();
  rmSync(dir, { recursive: true, force: true });
}

/**
 * A host page in a folder of its own that loads `entry` from the package's
 * origin (`cdnUrl`), under the CSP docs/EMBED.md gives: without
 * 'wasm-unsafe-eval' when `wasm` is false.
 * @param {string} cdnUrl
 * @param {string} entry
 * @param {string} body
 * @param {{ lang?: string, wasm?: boolean }} [options]
 * @returns {string} the folder
 */
function cdnHostPage(cdnUrl, entry, body, { lang = 'en', wasm = true } = {}) {
  const origin = cdnUrl.replace(/\/$/, '');
  const csp = `default-src 'self'; script-src ${origin}${wasm ? " 'wasm-unsafe-eval'" : ''}; style-src ${origin}; connect-src ${origin}; worker-src blob: ${origin}`;
  const dir = mkdtempSync(join(tmpdir(), 'mancala-page-'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Host</title><link rel="icon" href="data:,">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<script type="module" src="${cdnUrl}${entry}"></script></head>
<body>${body}</body></html>`,
  );
  return dir;
}

test('served from another origin with CORS, under the documented CSP, the computer plays, hints and loads the Sadeqa II table', async () => {
  const cdn = await serveWithCors(host.packageDir);
  // The host page's CSP as docs/EMBED.md gives it.
  const page1 = cdnHostPage(
    cdn.url,
    'mancala-game.js',
    '<mancala-game game="sadeqa-ii" opponent="computer" computer-side="A" level="beginner" speed="instant"></mancala-game>',
  );
  const server = await startServer(page1);
  const { context, page, problems } = await openPage(browser, server.url, { reducedMotion: 'reduce' });
  /** @type {string[]} */
  const tables = [];
  context.on('response', (response) => {
    if (response.url().endsWith('sadeqa-ii-endings.bin.gz')) tables.push(`${response.status()} ${response.url()}`);
  });
  // The table comes in idle time once both sides have moved (www/engine/computer.js).
  const tableArrived = context.waitForEvent('response', (response) => response.url().endsWith('sadeqa-ii-endings.bin.gz'));
  try {
    await page.goto(server.url);
    await page.locator('.mg[data-game="sadeqa-ii"][data-holes]').waitFor();
    const hole = await firstPlayable(page, 'sadeqa-ii');
    await clickHole(page, 'sadeqa-ii', hole);
    await page.locator('.mg[data-game="sadeqa-ii"][data-to-move="B"][data-moves*=" "]').waitFor({});
    assert.equal((await boardData(page, 'sadeqa-ii', 'moves')).split(' ').length, 2, 'the computer answered');
    // A hint from the same cross-origin worker.
    await board(page, 'sadeqa-ii').locator('button.mg-hint').click();
    await page.waitForFunction(() => {
      const text = document.querySelector('mancala-game')?.shadowRoot?.querySelector('.mg-hint-text')?.textContent ?? '';
      return /\d+[AB]/.test(text);
    });
    await tableArrived;
    assert.deepEqual(tables, [`200 ${cdn.url}pkg/sadeqa-ii-endings.bin.gz`], 'the endgame table came from the package origin, once');
    // Every request outside the page went to the package's origin; nothing else went wrong.
    assert.deepEqual(problemsBeyond(problems, cdn.url), []);
  } finally {
    await closeTry(context, server, cdn, page1);
  }
});

test('a page whose CSP forbids compiling wasm gets the element’s message in the page’s language', async () => {
  const cdn = await serveWithCors(host.packageDir);
  // The documented policy without 'wasm-unsafe-eval': the engine cannot start.
  const dir = cdnHostPage(cdn.url, 'mancala-game.js', '<mancala-game game="anywoli"></mancala-game>', { lang: 'es', wasm: false });
  const server = await startServer(dir);
  const { context, page } = await openPage(browser, server.url, { locale: 'en-GB' });
  try {
    await page.goto(server.url);
    const message = page.locator('mancala-game .mg-error');
    await message.waitFor();
    assert.match((await message.textContent()) ?? '', /^El juego no ha podido empezar: /, 'the page says lang="es"; the browser’s English does not win');
  } finally {
    await closeTry(context, server, cdn, dir);
  }
});

test('the prebuilt entry from another origin: a board in four requests; the computer, a lesson and Spanish load when needed', async () => {
  const cdn = await serveWithCors(host.packageDir);
  // The README's plain-HTML and CDN route.
  const dir = cdnHostPage(cdn.url, 'mancala-game.min.js', '<mancala-game game="sulus-aidi" opponent="human" storage="none"></mancala-game>');
  const server = await startServer(dir);
  const { context, page, problems } = await openPage(browser, server.url, { reducedMotion: 'reduce' });
  /** @type {string[]} */
  const requests = [];
  context.on('request', (request) => {
    if (!request.url().startsWith('data:')) requests.push(request.url().replace(cdn.url, 'cdn:'));
  });
  try {
    await page.goto(server.url);
    await page.locator('.mg[data-game="sulus-aidi"][data-holes]').waitFor();
    assert.deepEqual(requests.slice(1).sort(), ['cdn:mancala-game.min.js', 'cdn:pkg/mancala_wasm_bg.wasm', 'cdn:style.css']);
    assert.equal(requests.length, 4, `the page and three files to a drawn board: ${requests.join(', ')}`);
    // What a two-player board never needs is fetched only by the board that needs it.
    await page.evaluate(() => {
      document.body.insertAdjacentHTML(
        'beforeend',
        `<mancala-game game="sokusowo" opponent="computer" computer-side="A" level="beginner" speed="instant" storage="none"></mancala-game>
<mancala-game game="anywoli" mode="lesson" lang="es" speed="instant" storage="none"></mancala-game>`,
      );
    });
    await page.locator('.mg[data-game="sokusowo"][data-holes]').waitFor();
    await clickHole(page, 'sokusowo', await firstPlayable(page, 'sokusowo'));
    await page.locator('.mg[data-game="sokusowo"][data-to-move="B"][data-moves*=" "]').waitFor();
    await page.locator('.mg[data-game="anywoli"][data-lesson-phase="try"][data-lesson-step="1"]').waitFor();
    await board(page, 'anywoli').locator('button.mg-undo', { hasText: 'Des\u00adha\u00adcer' }).waitFor({ state: 'attached' });
    assert.ok(requests.includes('cdn:mancala-game.min-spanish.js'), 'the Spanish texts, once a board speaks Spanish');
    assert.ok(requests.includes('cdn:lessons/anywoli.jsonl'), 'the lesson');
    assert.ok(requests.includes('cdn:mancala-game.min-more-en.js'), 'the panels’ English texts, with the lesson’s code');
    assert.ok(requests.includes('cdn:panels.css'), 'the panels’ stylesheet, with the lesson’s code');
    assert.ok(requests.includes('cdn:pkg-ai/mancala_wasm_ai_bg.wasm'), 'the computer');
    assert.deepEqual(problemsBeyond(problems, cdn.url), []);
  } finally {
    await closeTry(context, server, cdn, dir);
  }
});
