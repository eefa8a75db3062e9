// @ts-check
// The package's README held to its word, and the package on pages with
// rules of their own: the README's HTML and JavaScript examples run
// together, as a page author copies them; its tables of error codes name
// every code the engine and the element give; on a page that requires
// Trusted Types the computer plays through the element's policy, and where
// that policy is refused the board falls back to two players and says why
// with `computer-unavailable` (never `engine-unavailable`). The packed
// tarball is installed offline into a scratch host project, as in
// package.test.mjs.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { engineCodes } from '../../scripts/error-codes.mjs';
import { TRUSTED_TYPES_POLICY } from '../../www/engine/computer.js';
import { boardData, clickHole, firstPlayable, launchBrowser, openPage, packedTarball, ROOT, startServer } from './helpers.mjs';

/** The scratch host project, the package installed in it, its README, and the pages written for each test. */
const host = { dir: '', packageDir: '', readme: '' };
/** @type {import('playwright-core').Browser} */
let browser;
/** @type {{ url: string, stop: () => void }} */
let server;

/** Listens to every board's `error` events (they do not bubble: heard in the capture phase). */
const HEAR_ERRORS = `<script>
  window.heard = [];
  document.addEventListener('error', (e) => { if (e.target.localName === 'mancala-game') window.heard.push(e.detail); }, true);
</script>`;

before(async () => {
  host.dir = mkdtempSync(join(tmpdir(), 'mancala-pages-'));
  writeFileSync(join(host.dir, 'package.json'), JSON.stringify({ name: 'host-page', version: '1.0.0', private: true }));
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', packedTarball()], { cwd: host.dir, stdio: 'pipe' });
  host.packageDir = join(host.dir, 'node_modules', 'mancala-game');
  host.readme = readFileSync(join(host.packageDir, 'README.md'), 'utf8');
  writeFileSync(join(host.dir, 'index.html'), '<!doctype html><title>Host</title>');
  server = await startServer(host.dir);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  server?.stop();
  if (host.dir) rmSync(host.dir, { recursive: true, force: true });
});

/**
 * The code blocks of one of the README's `## ` sections, in order.
 * @param {string} section  the heading's text
 * @param {string} language  the blocks' language (html, js, …)
 */
function blocks(section, language) {
  const body = host.readme.split(/^## /m).find((part) => part.startsWith(`${section}\n`));
  assert.ok(body, `the README has a section ${section}`);
  return [...body.matchAll(new RegExp(`^\`\`\`${language}\\n([\\s\\S]*?)^\`\`\`$`, 'gm'))].map((match) => match[1]);
}

/**
 * Writes a page of the host project and opens it.
 * @param {string} name
 * @param {string} head  what goes in the page's head besides its charset and title
 * @param {string} body
 */
async function openHostPage(name, head, body) {
  writeFileSync(
    join(host.dir, name),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title><link rel="icon" href="data:,">${head}</head><body>${body}</body></html>`,
  );
  const opened = await openPage(browser, server.url, { reducedMotion: 'reduce' });
  await opened.page.goto(`${server.url}${name}`);
  return opened;
}

/**
 * The `error` events the page's boards fired.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<{ source: string, code: string | null, message: string }[]>}
 */
const heard = (page) => page.evaluate(() => /** @type {any} */ (window).heard);

test('the README’s JavaScript runs against the README’s HTML as given: every call accepted, no error', async () => {
  const [html] = blocks('Use it', 'html');
  const [importIt] = blocks('Use it', 'js');
  const [script] = blocks('JavaScript', 'js');
  const move = /\.play\('([^']+)'\)/.exec(script)?.[1];
  assert.ok(html && importIt && script && move, 'the README has the HTML, the import and the script');
  const importMap = `<script type="importmap">{ "imports": { "mancala-game": "./node_modules/mancala-game/mancala-game.js" } }</script>`;
  const { context, page, problems } = await openHostPage(
    'readme.html',
    `${importMap}${HEAR_ERRORS}`,
    `${html}<script type="module">\n${importIt}\n${script}</script>`,
  );
  try {
    // The ready handler's last line logs the move it played first.
    await page.waitForEvent('console', { predicate: (message) => message.text().startsWith(`${move} `) });
    assert.deepEqual(await heard(page), [], 'no call was refused');
    // After the handler, the computer (A) answers the position handed in; nothing goes wrong meanwhile.
    await page.waitForFunction(() => /** @type {any} */ (document.querySelector('mancala-game'))?.moves.length === 1);
    assert.deepEqual(await heard(page), []);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('the README lists every error code: the engine’s (from its own list) and the element’s (from its source)', () => {
  const declarations = readFileSync(join(ROOT, 'www', 'pkg', 'mancala_wasm.d.ts'), 'utf8');
  const listed = new Set([...host.readme.matchAll(/^\| `([a-z-]+)`(?:, `([a-z-]+)`)? \|/gm)].flatMap((m) => m.slice(1).filter(Boolean)));
  for (const code of [...engineCodes(declarations, 'EngineCode'), ...engineCodes(declarations, 'BlockedCode')])
    assert.ok(listed.has(code), `the README lists the engine's ${code}`);
  const sources = ['mancala-game.js', 'board/commands.js', 'i18n/translate.js', 'element/element-api.js', 'ui/failure.js']
    .map((file) => readFileSync(join(ROOT, 'www', file), 'utf8'))
    .join('\n');
  const waits = /WAIT_CODES = (\{[^}]+\})/.exec(sources)?.[1] ?? '';
  const element = new Set([
    ...[...sources.matchAll(/code: '([a-z-]+)'/g)].map((m) => m[1]),
    // The commands' refusals; a person's move the page vetoed reaches no script and says nothing.
    ...[...sources.matchAll(/refused\('([a-z-]+)'/g)].map((m) => m[1]).filter((code) => code !== 'vetoed'),
    ...[...waits.matchAll(/'([a-z-]+)'/g)].map((m) => m[1]),
    ...[...(/@property \{([^}]+)\} code/.exec(readFileSync(join(ROOT, 'www', 'ui', 'failure.js'), 'utf8'))?.[1].matchAll(/'([a-z-]+)'/g) ?? [])].map(
      (m) => m[1],
    ),
    ...(/code: `no-\$\{method\}`/.test(sources) ? ['no-undo', 'no-redo'] : []),
  ]);
  assert.ok(element.size >= 15, `the element's codes are found in its source: ${[...element]}`);
  for (const code of element) assert.ok(listed.has(code), `the README lists the element's ${code}`);
});

test('the README names each setup page authors use, and the Trusted Types policy the element makes', () => {
  for (const name of ['Vite', 'webpack', 'Parcel', 'Svelte', 'Astro', 'esbuild', 'Rollup', 'Next.js', 'Vue'])
    assert.match(host.readme, new RegExp(`\\b${name}\\b`));
  assert.match(host.readme, /output: \{ dir: /, 'Rollup builds into a folder');
  assert.match(host.readme, /^'use client';$/m, 'Next.js: the package is imported by a Client Component');
  assert.ok(host.readme.includes(`trusted-types ${TRUSTED_TYPES_POLICY}`), 'the policy a page’s trusted-types directive allows');
});

/**
 * A Sokusowó board against the computer (A) under a CSP, the package served from the page's origin.
 * @param {string} name
 * @param {string} csp
 */
function trustedTypesPage(name, csp) {
  return openHostPage(
    name,
    `<meta http-equiv="Content-Security-Policy" content="${csp}">${HEAR_ERRORS}<script type="module" src="./node_modules/mancala-game/mancala-game.js"></script>`,
    '<mancala-game game="sokusowo" opponent="computer" computer-side="A" level="beginner" speed="instant" storage="none"></mancala-game>',
  );
}

/** The console's word for a plain URL a Trusted Types page refuses (the element then uses its policy). */
const REFUSED_PLAIN_URL = /TrustedScriptURL/;

test('a page requiring Trusted Types: the computer’s worker starts through the element’s policy and answers', async () => {
  const { context, page, problems } = await trustedTypesPage('trusted-types.html', "require-trusted-types-for 'script'");
  try {
    await page.locator('.mg[data-game="sokusowo"][data-holes]').waitFor();
    await clickHole(page, 'sokusowo', await firstPlayable(page, 'sokusowo'));
    await page.locator('.mg[data-game="sokusowo"][data-to-move="B"][data-moves*=" "]').waitFor();
    assert.deepEqual(await heard(page), []);
    assert.deepEqual(
      problems.filter((problem) => !REFUSED_PLAIN_URL.test(problem)),
      [],
    );
  } finally {
    await context.close();
  }
});

test('a page refusing the element’s policy: a board for two players, told once with computer-unavailable', async () => {
  const { context, page } = await trustedTypesPage('no-policy.html', "require-trusted-types-for 'script'; trusted-types 'none'");
  try {
    await page.locator('.mg[data-game="sokusowo"][data-holes]').waitFor();
    const first = await firstPlayable(page, 'sokusowo');
    await clickHole(page, 'sokusowo', first);
    // A's turn, and A is the visitor's to play now.
    await page.locator(`.mg[data-game="sokusowo"][data-to-move="A"][data-moves="${first}"][data-thinking="false"]`).waitFor();
    await page.waitForFunction(() => /** @type {any} */ (window).heard.length > 0);
    const second = await firstPlayable(page, 'sokusowo');
    await clickHole(page, 'sokusowo', second);
    await page.locator(`.mg[data-game="sokusowo"][data-to-move="B"][data-moves="${first} ${second}"]`).waitFor();
    const errors = await heard(page);
    assert.deepEqual(
      errors.map((e) => [e.source, e.code]),
      [['asset', 'computer-unavailable']],
      'told once, and the engine is not the one said to fail',
    );
    assert.equal(await boardData(page, 'sokusowo', 'thinking'), 'false');
  } finally {
    await context.close();
  }
});
