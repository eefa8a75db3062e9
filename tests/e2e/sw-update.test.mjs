// @ts-check
// A new build takes over (issue 40, case 10): after a deploy, the tab that
// loaded the new pages is controlled by the new build's service worker, so
// offline it is served the new build, not the one before; the game in
// progress comes back; and a tab still running the previous build gets that
// build's files from its cache. Two builds are made from dist/: the second a
// copy under another version (its asset folder and sw.js renamed).

import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { boardData, clickHole, firstPlayable, launchBrowser, openPage, SITE, startServer, waitIdle } from './helpers.mjs';

const GAME = 'sokusowo';
/** Files whose text may name the build's version. */
const TEXT = /\.(html|js|mjs|css|json|webmanifest|svg|txt|jsonl)$/;

/**
 * Every file under a folder.
 * @param {string} dir
 * @returns {string[]}
 */
function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * A copy of the built site under another version, as the next deploy would be.
 * @param {string} to
 * @param {string} version  the built one
 * @param {string} next
 */
function rebuiltAs(to, version, next) {
  cpSync(SITE, to, { recursive: true });
  renameSync(join(to, `v-${version}`), join(to, `v-${next}`));
  for (const file of filesUnder(to).filter((path) => TEXT.test(path))) {
    const text = readFileSync(file, 'utf8');
    if (text.includes(version)) writeFileSync(file, text.split(version).join(next));
  }
}

/**
 * Puts a build where the server serves from.
 * @param {string} served
 * @param {string} build
 */
function deploy(served, build) {
  for (const name of readdirSync(served)) rmSync(join(served, name), { recursive: true, force: true });
  cpSync(build, served, { recursive: true });
}

/**
 * The version of the build the page runs (its asset folder).
 * @param {import('playwright-core').Page} page
 */
const pageVersion = (page) =>
  page.evaluate(() => /(?:^|\/)v-([0-9a-f]+)\//.exec(document.querySelector('script[src*="v-"]')?.getAttribute('src') ?? '/')?.[1] ?? null);

/**
 * Opens the play page and waits for its board.
 * @param {import('playwright-core').Page} page
 * @param {string} url
 */
async function openBoard(page, url) {
  await page.goto(`${url}play.html?game=${GAME}&speed=instant`);
  await page.locator(`.mg[data-game="${GAME}"][data-holes]`).waitFor({ state: 'attached' });
}

test('after a deploy, the tab that loaded the new build is served it offline; its game and an old tab go on', async () => {
  const version = /version: "([0-9a-f]+)"/.exec(readFileSync(join(SITE, 'sw.js'), 'utf8'))?.[1];
  assert.ok(version, 'dist/sw.js names its version');
  const next = `${version.slice(0, -4)}${version.slice(-4) === 'beef' ? 'cafe' : 'beef'}`;
  const base = mkdtempSync(join(tmpdir(), 'mancala-builds-'));
  const served = join(base, 'site');
  const two = join(base, 'two');
  cpSync(SITE, served, { recursive: true });
  rebuiltAs(two, version, next);
  const server = await startServer(served);
  const browser = await launchBrowser();
  try {
    const { context, page, problems } = await openPage(browser, server.url, { serviceWorkers: 'allow' });
    await page.addInitScript(() => {
      navigator.serviceWorker?.addEventListener('controllerchange', () => {
        /** @type {any} */ (window).controllerChanged = true;
      });
    });
    await openBoard(page, server.url);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await clickHole(page, GAME, await firstPlayable(page, GAME));
    await waitIdle(page, GAME);
    const moves = await boardData(page, GAME, 'moves');
    assert.notEqual(moves, '', 'a game in progress');
    // A tab left on the previous build, as a player leaves one open.
    const old = await context.newPage();
    await openBoard(old, server.url);
    assert.equal(await pageVersion(old), version);

    deploy(served, two);
    await page.reload();
    await page.locator(`.mg[data-game="${GAME}"][data-holes]`).waitFor({ state: 'attached' });
    assert.equal(await pageVersion(page), next, 'online, the new pages');
    assert.equal(await boardData(page, GAME, 'moves'), moves, 'the game in progress is back');
    // The page registers the worker once its board is drawn; the new build's
    // worker, installed, takes the tab over (the old one kept it for good).
    await page.waitForFunction(() => /** @type {any} */ (window).controllerChanged === true, null, { timeout: 60_000 });

    await context.setOffline(true);
    await page.reload();
    await page.locator(`.mg[data-game="${GAME}"][data-holes]`).waitFor({ state: 'attached' });
    assert.equal(await pageVersion(page), next, 'offline, the new build, not the one before');
    assert.equal(await boardData(page, GAME, 'moves'), moves, 'and the game in progress');
    const oldFile = await old.evaluate((path) => fetch(path).then((response) => response.status), `v-${version}/style.css`);
    assert.equal(oldFile, 200, 'the tab on the previous build still gets its files, offline');
    assert.deepEqual(
      problems.filter((problem) => !problem.includes('ERR_INTERNET_DISCONNECTED')),
      [],
    );
    await context.close();
  } finally {
    await browser.close();
    server.stop();
    rmSync(base, { recursive: true, force: true });
  }
});
