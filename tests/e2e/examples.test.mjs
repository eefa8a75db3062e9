// @ts-check
// The page authors' projects of tests/examples/ (one package.json for all,
// installed by scripts/setup.sh): the packed tarball unpacked into their
// node_modules as npm installs it, each project built by its bundler's
// production build (the recipes of the package's README, its package.json
// scripts), served from that output alone and driven in Chromium. Each page
// holds a Sadeqa II board against the computer, a lesson and a puzzle: the
// board draws, the computer answers with its endgame table loaded, the
// lesson, the puzzle and the set-up panel open, and nothing goes wrong in
// the console or on the network. The React, Vue and Svelte projects also hand a
// record in as a property; the SSR project imports the package in Node.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { boardData, clickHole, firstPlayable, launchBrowser, openPage, packedTarball, ROOT, startServer } from './helpers.mjs';

const EXAMPLES = join(ROOT, 'tests', 'examples');

/**
 * Runs one of the examples' package.json scripts.
 * @param {string} script
 * @returns {string} what it printed
 */
function run(script) {
  try {
    return execFileSync('npm', ['run', '--silent', script], { cwd: EXAMPLES, encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    const failed = /** @type {{ stdout?: string, stderr?: string }} */ (error);
    throw new Error(`npm run ${script} failed:\n${failed.stdout ?? ''}${failed.stderr ?? ''}`);
  }
}

/** @type {import('playwright-core').Browser} */
let browser;

before(async () => {
  if (!existsSync(join(EXAMPLES, 'node_modules', '.package-lock.json'))) {
    throw new Error(`${EXAMPLES}/node_modules is missing: run scripts/setup.sh (it installs the examples' tools)`);
  }
  // The package as `npm install mancala-game` puts it: its tarball unpacked (it has no dependencies).
  const installed = join(EXAMPLES, 'node_modules', 'mancala-game');
  rmSync(installed, { recursive: true, force: true });
  mkdirSync(installed);
  execFileSync('tar', ['-xzf', packedTarball(), '-C', installed, '--strip-components=1']);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

test('the examples’ lockfile pins exact versions from the npm registry only', () => {
  const manifest = JSON.parse(readFileSync(join(EXAMPLES, 'package.json'), 'utf8'));
  for (const [name, version] of Object.entries(manifest.devDependencies)) assert.match(String(version), /^\d+\.\d+\.\d+$/, `${name} is pinned`);
  const lock = JSON.parse(readFileSync(join(EXAMPLES, 'package-lock.json'), 'utf8'));
  const packages = Object.entries(lock.packages).filter(([path]) => path !== '');
  assert.ok(packages.length > 50, 'the lockfile lists the installed tree');
  for (const [path, entry] of packages) {
    if (entry.resolved !== undefined) assert.match(entry.resolved, /^https:\/\/registry\.npmjs\.org\//, `${path} comes from the npm registry`);
    assert.ok(!entry.link, `${path} is no link to a local folder`);
    assert.match(entry.integrity ?? '', /^sha512-/, `${path} has its registry checksum`);
  }
});

/**
 * Builds one project, serves its output and plays it: the Sadeqa II
 * computer answers with its table, the lesson and the puzzle open.
 * @param {string} name  the project's folder, and its script build:NAME
 * @param {(page: import('playwright-core').Page) => Promise<void>} [more]  the project's own checks
 * @returns {Promise<string>} what the build printed
 */
async function buildAndPlay(name, more) {
  const built = run(`build:${name}`);
  const out = join(EXAMPLES, name, 'dist');
  const server = await startServer(out);
  const { context, page, problems } = await openPage(browser, server.url, { reducedMotion: 'reduce' });
  /** @type {string[]} */
  const tables = [];
  context.on('response', (response) => {
    // The table is the page's one .gz file (webpack names assets by their hash alone).
    if (new URL(response.url()).pathname.endsWith('.gz')) tables.push(String(response.status()));
  });
  // The table comes in idle time once both sides have moved (www/engine/computer.js).
  const tableArrived = context.waitForEvent('response', (response) => new URL(response.url()).pathname.endsWith('.gz'));
  try {
    await page.goto(server.url);
    await page.locator('.mg[data-game="sadeqa-ii"][data-holes]').waitFor();
    await clickHole(page, 'sadeqa-ii', await firstPlayable(page, 'sadeqa-ii'));
    await page.locator('.mg[data-game="sadeqa-ii"][data-to-move="B"][data-moves*=" "]').waitFor({});
    assert.equal((await boardData(page, 'sadeqa-ii', 'moves')).split(' ').length, 2, 'the computer answered');
    await tableArrived;
    assert.deepEqual(tables, ['200'], 'the endgame table loaded, once');
    await page.locator('.mg[data-game="sokusowo"][data-lesson-phase="try"][data-lesson-step="1"]').waitFor();
    await page.locator('.mg[data-puzzle-status="yours"]').first().waitFor({});
    // A panel whose code comes when its tab first opens (ui/lazy-panel.js): a chunk the build made.
    const setup = page.locator('.mg[data-game="sadeqa-ii"] .mg-setup');
    await setup.locator('summary').click();
    await setup.locator('.mg-setup-text').waitFor();
    await more?.(page);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
    server.stop();
  }
  return built;
}

for (const name of ['vite', 'esbuild', 'rollup', 'importmap']) {
  test(`${name}: the production build plays the computer with its table, opens a lesson and a puzzle`, async () => {
    await buildAndPlay(name);
  });
}

test('webpack: the production build plays as the others, and warns of no “Critical dependency”', async () => {
  const built = await buildAndPlay('webpack');
  assert.doesNotMatch(built, /Critical dependency/);
});

test('esbuild’s default classic script (iife, import.meta empty): setAssetPath names the files, the board plays', async () => {
  await buildAndPlay('esbuild-iife');
});

/**
 * The replay board of the React, Vue and Svelte pages: the record handed in as a
 * property, shown at ply 2, and its `change` event heard by the framework.
 * @param {import('playwright-core').Page} page
 */
async function replayShown(page) {
  await page.locator('.mg[data-game="anywoli"][data-moves="1B 5A"]').waitFor();
  await page.locator('#replay-moves', { hasText: /^1B 5A$/ }).waitFor();
}

test('React 19: attributes and a record property, no console error', async () => {
  await buildAndPlay('react', replayShown);
});

test('React 19 in TypeScript: tsc --strict accepts the example with the package’s types and the README’s React.JSX entry', () => {
  const tsc = join(ROOT, 'node_modules', '.bin', 'tsc');
  execFileSync(tsc, ['-p', join(EXAMPLES, 'react', 'tsconfig.json')], { stdio: 'pipe' });
  const readme = readFileSync(join(EXAMPLES, 'node_modules', 'mancala-game', 'README.md'), 'utf8');
  const declared = readFileSync(join(EXAMPLES, 'react', 'mancala-game-jsx.d.ts'), 'utf8');
  const entry = /'mancala-game': [^;]+;/.exec(declared)?.[0];
  assert.ok(entry && readme.includes(entry), 'the README gives the entry the example type-checks with');
});

test('Vue: attributes and a record property, no console error', async () => {
  await buildAndPlay('vue', replayShown);
});

test('Vue: the README’s isCustomElement leaves the tag to the browser, and it says @change', () => {
  const readme = readFileSync(join(EXAMPLES, 'node_modules', 'mancala-game', 'README.md'), 'utf8');
  const example = readFileSync(join(EXAMPLES, 'vue', 'main.js'), 'utf8');
  const option = "isCustomElement: (tag) => tag === 'mancala-game'";
  assert.ok(readme.includes(option), 'the README gives the option');
  assert.ok(example.includes(option.replace(':', ' =')), 'the example sets the README’s option');
  assert.match(readme, /Vue's `@change`/);
  assert.doesNotMatch(readme, /onChange/);
  const template = /template: `([^`]+)`/.exec(example)?.[1] ?? '';
  const { compile } = createRequire(join(EXAMPLES, 'package.json'))('@vue/compiler-dom');
  assert.match(compile(template).code, /resolveComponent\("mancala-game"\)/, 'without it Vue looks for a component (and warns in development)');
  assert.doesNotMatch(compile(template, { isCustomElement: (/** @type {string} */ tag) => tag === 'mancala-game' }).code, /resolveComponent/);
});

/**
 * Runs a type checker of the examples' tools in tests/examples and reads its errors' lines.
 * @param {string} tool  a binary of tests/examples/node_modules/.bin
 * @param {string[]} args
 * @param {RegExp} line  an error's file and line in the tool's output: (file, line number)
 * @returns {string[]} each error as `file:line`, sorted
 */
function typeErrors(tool, args, line) {
  let printed = '';
  try {
    printed = execFileSync(join(EXAMPLES, 'node_modules', '.bin', tool), args, { cwd: EXAMPLES, encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    printed = String(/** @type {{ stdout?: string }} */ (error).stdout ?? '');
  }
  return [...printed.matchAll(new RegExp(line, 'gm'))].map((match) => `${match[1]}:${Number(match[2])}`).sort();
}

/**
 * The lines of a file that hold the tag: one mistake a line in the refused examples.
 * @param {string} path  relative to tests/examples
 * @returns {string[]} `file:line`, sorted
 */
function tagLines(path) {
  const name = path.split('/').at(-1) ?? path;
  return readFileSync(join(EXAMPLES, path), 'utf8')
    .split('\n')
    .flatMap((text, index) => (/^\s*<mancala-game[\s>]/.test(text) ? [`${name}:${index + 1}`] : []))
    .sort();
}

test('Vue in TypeScript: vue-tsc checks the tag’s attributes and events with the package’s "mancala-game/vue" types', () => {
  const errors = typeErrors('vue-tsc', ['-p', 'vue/sfc/tsconfig.json'], /^vue\/sfc\/(\w+\.vue)\((\d+),\d+\): error/);
  assert.deepEqual(
    errors,
    tagLines('vue/sfc/Refused.vue'),
    'Boards.vue type-checks; each misuse in Refused.vue is caught (a wrong game, size, side, handler, detail or stall-limit)',
  );
  const readme = readFileSync(join(EXAMPLES, 'node_modules', 'mancala-game', 'README.md'), 'utf8');
  assert.ok(readme.includes('"types": ["mancala-game/vue"]'), 'the README names the types as the example does');
});

test('Svelte 5: attributes, a record property and the element’s events by onNAME, no console error', async () => {
  await buildAndPlay('svelte', async (page) => {
    await replayShown(page);
    // onbefore-move and onmove on the Sadeqa II board: the person's move chosen once, the computer's answer heard last.
    await page.locator('#played', { hasText: /^A \S+$/ }).waitFor();
    assert.equal(await page.locator('#chosen').textContent(), '1');
  });
});

test('Svelte 5 in TypeScript: svelte-check checks the tag’s attributes and events with the package’s "mancala-game/svelte" types', () => {
  const errors = typeErrors(
    'svelte-check',
    ['--tsconfig', './svelte/tsconfig.json', '--output', 'machine', '--threshold', 'error'],
    /^\d+ ERROR "svelte\/(\w+\.svelte)" (\d+):\d+ /,
  );
  assert.deepEqual(errors, tagLines('svelte/Refused.svelte'), 'App.svelte type-checks; each misuse in Refused.svelte is caught');
  const readme = readFileSync(join(EXAMPLES, 'node_modules', 'mancala-game', 'README.md'), 'utf8');
  assert.ok(readme.includes('"types": ["mancala-game/svelte"]'), 'the README names the types as the example does');
});

test('SSR: importing the package in Node defines nothing and throws nothing; React renders the tag', () => {
  const rendered = JSON.parse(run('ssr'));
  assert.equal(rendered.customElements, 'undefined', 'Node has no custom elements');
  assert.equal(rendered.element, 'function', 'the class is exported all the same');
  assert.equal(rendered.setAssetPath, 'function');
  assert.ok(rendered.attributes > 10);
  assert.equal(rendered.html, '<mancala-game game="anywoli" mode="puzzle" lang="es"></mancala-game>');
});

test('a React Server Component’s import (the react-server condition): the same exports, and no file address for its bundler', () => {
  const server = JSON.parse(run('ssr:react-server'));
  const entry = fileURLToPath(server.entry);
  assert.equal(entry, join(EXAMPLES, 'node_modules', 'mancala-game', 'mancala-game.server.js'));
  const source = readFileSync(entry, 'utf8');
  assert.doesNotMatch(source, /^\s*import\s|import\(|import\.meta|\.css|new URL/m, 'nothing for a server build to resolve');
  const rendered = JSON.parse(run('ssr'));
  assert.equal(server.attributes.length, rendered.attributes, 'the attributes of the browser’s entry');
  assert.deepEqual(server.observed, server.attributes);
  assert.ok(server.modes.includes('puzzle'));
  assert.equal(server.customElements, 'undefined');
});
