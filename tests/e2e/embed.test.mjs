// @ts-check
// End-to-end tests of embedding and sharing on the built site (dist/): the
// <mancala-game> element on a foreign page, the iframe embed, the embed box,
// share links between fresh browsers, bad links and records, the replay
// bar, and offline reloads through the service worker. Expected positions
// come from the engine itself (loaded in Node), never from rules in a test.

import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import {
  board,
  boardData,
  clickHole,
  copiedBy,
  downloadedText,
  firstPlayable,
  inContext,
  loadBuiltEngine,
  loadSite,
  openPage,
  RESULTS,
  randomFinishedGame,
  reloadSite,
  SITE,
  saveScreenshot,
  servePage,
  startServer,
  useSite,
  waitForElements,
  waitIdle,
} from './helpers.mjs';

const site = useSite();

/** A host page's CSS at its most hostile: none of it may reach a board. */
const HOSTILE_CSS =
  'html { font-size: 40px !important; } * { font-size: 10px !important; color: red !important; line-height: 3 !important; } button, canvas { display: none !important; } body { font-family: serif; }';

/**
 * A page author's page next to the built files, with the most hostile CSS (helpers.servePage).
 * @param {import('playwright-core').BrowserContext} context
 * @param {string} path
 * @param {string} body
 */
function hostPage(context, path, body) {
  return servePage(context, new URL(path, site.url).href, body, HOSTILE_CSS);
}

/**
 * The texts the share-link panel of a board shows.
 * @param {import('playwright-core').Page} page
 * @param {string} game
 */
function recordMessage(page, game) {
  return board(page, game).locator('.mg-record-message');
}

test('three embedded games on one foreign page play independently, keep out the page CSS, share one engine and report moves', async () => {
  await inContext(site, { reducedMotion: 'reduce' }, async ({ context, page, problems }) => {
    const url = await hostPage(
      context,
      'author/three-games.html',
      `<script type="module" src="../mancala-game.js"></script>
       <mancala-game game="sokusowo" start="A" speed="instant" size="huge" level="grandmaster"></mancala-game>
       <mancala-game game="sadeqa-ii" lang="es" speed="warp" size="640"></mancala-game>
       <mancala-game game="anywoli" stall-limit="37" save="third" speed="instant"></mancala-game>`,
    );
    /** @type {string[]} */
    const wasm = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.wasm')) wasm.push(request.url());
    });
    await page.goto(url);
    await waitForElements(page, 3);
    await page.evaluate(() => {
      const seen = /** @type {any} */ (window);
      seen.moveEvents = [];
      for (const element of document.querySelectorAll('mancala-game')) {
        element.addEventListener('move', (e) => seen.moveEvents.push(/** @type {CustomEvent} */ (e).detail));
      }
    });
    assert.equal(await boardData(page, 'sokusowo', 'toMove'), 'A', 'start="A" gives the first move to A');
    assert.match((await board(page, 'sadeqa-ii').locator('.mg-status').textContent()) ?? '', /^Juega/, 'lang="es" speaks Spanish');
    assert.match((await board(page, 'anywoli').locator('.mg-info').textContent()) ?? '', /of 37/, 'stall-limit="37" reaches the game');

    /** @type {Record<string, string>} */
    const played = {};
    for (const game of ['sokusowo', 'sadeqa-ii', 'anywoli']) {
      played[game] = await firstPlayable(page, game);
      await clickHole(page, game, played[game]);
      await waitIdle(page, game);
    }
    for (const game of ['sokusowo', 'sadeqa-ii', 'anywoli']) {
      assert.equal(await boardData(page, game, 'moves'), played[game], `${game} holds only its own move`);
    }
    const events = await page.evaluate(() => /** @type {any} */ (window).moveEvents);
    assert.deepEqual(
      events.map((/** @type {any} */ e) => [e.game, e.move, e.moves.length]),
      Object.entries(played).map(([game, move]) => [game, move, 1]),
      'one move event per move, from the right element',
    );
    assert.equal(wasm.length, 1, 'the engine is fetched once for all three boards');

    // The page's CSS stops at the shadow root.
    for (const selector of ['button.mg-new', '.mg-message', 'canvas']) {
      const style = await board(page, 'anywoli')
        .locator(selector)
        .evaluate((node) => {
          const s = getComputedStyle(node);
          return { display: s.display, fontSize: parseFloat(s.fontSize), color: s.color };
        });
      assert.notEqual(style.display, 'none', selector);
      assert.ok(style.fontSize > 12 && style.fontSize < 20, `${selector}: font size ${style.fontSize}px`);
      assert.notEqual(style.color, 'rgb(255, 0, 0)', selector);
    }
    const width = await page
      .locator('mancala-game[game="sadeqa-ii"]')
      .evaluate((node) => node.shadowRoot?.querySelector('.mg')?.getBoundingClientRect().width ?? 0);
    assert.ok(width > 300 && width <= 640, `size="640" caps the board's width (${width})`);
    await saveScreenshot(page, join(RESULTS, 'embed-three-games.png'), { fullPage: true });

    // The bad attributes were reported (boards start in any order) and fell back to their defaults.
    assert.deepEqual([...problems].sort(), [
      'console warning: <mancala-game>: level="grandmaster" is not one of beginner, intermediate, expert; using "intermediate".',
      'console warning: <mancala-game>: size="huge" is not a whole number from 240 to 4000; using "fit".',
      'console warning: <mancala-game>: speed="warp" is not one of slow, normal, fast, instant; using "normal".',
    ]);
  });
});

test('the element reports the end of a game, and an attribute change rebuilds it in place', async () => {
  const finished = await randomFinishedGame('sokusowo', 7);
  const view = finished.view();
  const last = view.moves[view.moves.length - 1];
  const record = finished.record();
  finished.undo();
  const fragment = `game=sokusowo&start=B&moves=${finished.view().moves.join('.')}`;
  await inContext(site, { reducedMotion: 'reduce' }, async ({ context, page, problems }) => {
    const url = await hostPage(
      context,
      'author/one-game.html',
      `<script type="module" src="../mancala-game.js"></script><mancala-game game="sokusowo" speed="instant"></mancala-game>`,
    );
    await page.goto(`${url}#${fragment}`);
    await waitForElements(page, 1);
    assert.equal(await boardData(page, 'sokusowo', 'moves'), finished.view().moves.join(' '), 'the element opened the share link');
    const ended = page.evaluate(
      () => new Promise((done) => document.querySelector('mancala-game')?.addEventListener('gameover', (e) => done(/** @type {CustomEvent} */ (e).detail))),
    );
    await clickHole(page, 'sokusowo', last);
    const detail = /** @type {any} */ (await ended);
    assert.equal(detail.winner, view.winner);
    assert.equal(detail.reason, view.reason_code);
    assert.deepEqual(detail.score, view.score);
    assert.equal(detail.record, record);

    await page.locator('mancala-game').evaluate((node) => node.setAttribute('lang', 'es'));
    await page.waitForFunction(() =>
      document.querySelector('mancala-game')?.shadowRoot?.querySelector('.mg-status')?.textContent?.startsWith('Partida terminada'),
    );
    await page.locator('mancala-game').evaluate((node) => node.setAttribute('game', 'anywoli'));
    await page.waitForFunction(() => document.querySelector('mancala-game')?.shadowRoot?.querySelector('.mg[data-game="anywoli"][data-holes]'));
    assert.deepEqual(problems, []);
  });
});

test('the iframe embed plays a game against the computer with the settings from its address', async () => {
  await inContext(site, { reducedMotion: 'reduce' }, async ({ context, page, problems }) => {
    const url = await hostPage(
      context,
      'author/framed.html',
      `<iframe src="../embed.html?game=sadeqa-ii&amp;lang=es&amp;speed=instant&amp;start=A&amp;opponent=computer&amp;computer-side=B&amp;level=beginner" title="Sadeqa II" width="100%" height="700"></iframe>`,
    );
    await page.goto(url);
    const frame = page.frameLocator('iframe');
    const inner = frame.locator('.mg[data-game="sadeqa-ii"][data-holes]');
    await inner.waitFor();
    assert.equal(await inner.getAttribute('data-to-move'), 'A');
    assert.match((await inner.locator('.mg-status').textContent()) ?? '', /^Juega A/);
    const hole = ((await inner.getAttribute('data-playable')) ?? '').split(' ')[0];
    const centre = JSON.parse((await inner.getAttribute('data-holes')) ?? '{}')[hole];
    await inner.locator('canvas').click({ position: { x: centre[0], y: centre[1] } });
    // The computer (B) answers: two moves, and A's turn again.
    await frame.locator('.mg[data-game="sadeqa-ii"][data-to-move="A"][data-moves*=" "]').waitFor();
    const moves = ((await inner.getAttribute('data-moves')) ?? '').split(' ');
    assert.equal(moves.length, 2);
    assert.equal(moves[0], hole);
    assert.deepEqual(problems, []);
  });
});

test('the embed box writes both snippets for the chosen settings and copies them', async () => {
  await inContext(site, {}, async ({ context, page, problems }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(site.url).origin });
    await loadSite(page, site.url);
    const box = page.locator('#embed-box');
    await box.locator('select[name="game"]').selectOption('sokusowo');
    await box.locator('select[name="lang"]').selectOption('es');
    await box.locator('select[name="opponent"]').selectOption('computer');
    await box.locator('select[name="level"]').selectOption('expert');
    await box.locator('select[name="size"]').selectOption('640');
    const element = await page.locator('#embed-element').inputValue();
    const iframe = await page.locator('#embed-iframe').inputValue();
    assert.equal(
      element,
      `<script type="module" src="${site.url}mancala-game.js"></script>\n<mancala-game game="sokusowo" lang="es" opponent="computer" level="expert" size="640"></mancala-game>`,
    );
    assert.ok(
      iframe.startsWith(`<iframe src="${site.url}embed.html?game=sokusowo&amp;lang=es&amp;opponent=computer&amp;level=expert&amp;size=640" title="Sokusowó"`),
      iframe,
    );
    assert.equal(await copiedBy(page, box.locator('button[data-copy="embed-iframe"]')), iframe);
    await page.locator('#embed').scrollIntoViewIfNeeded();
    await saveScreenshot(page.locator('#embed'), join(RESULTS, 'embed-box.png'));
    assert.deepEqual(problems, []);
  });
});

test('a share link opened in a fresh browser restores the exact game, its options and moves', async () => {
  const first = await openPage(site.browser, site.url, { reducedMotion: 'reduce' });
  let link = '';
  let position = '';
  let moves = '';
  try {
    await first.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(site.url).origin });
    await loadSite(first.page, site.url);
    const anywoli = board(first.page, 'anywoli');
    await anywoli.locator('.mg-options summary').click();
    await anywoli.locator('select[name="start"]').selectOption('A');
    await anywoli.locator('input[name="stallLimit"]').fill('37');
    await anywoli.locator('.mg-options-form button[type="submit"]').click();
    for (let i = 0; i < 3; i++) {
      await clickHole(first.page, 'anywoli', await firstPlayable(first.page, 'anywoli'));
      await waitIdle(first.page, 'anywoli');
    }
    position = await boardData(first.page, 'anywoli', 'position');
    moves = await boardData(first.page, 'anywoli', 'moves');
    await anywoli.locator('.mg-records summary').click();
    link = await copiedBy(first.page, anywoli.locator('.mg-record-share'));
    assert.deepEqual(first.problems, []);
  } finally {
    await first.context.close();
  }
  assert.ok(link.startsWith(`${site.url}#game=anywoli&`), link);

  const second = await openPage(site.browser, site.url, { reducedMotion: 'reduce', locale: 'es-ES' });
  try {
    await loadSite(second.page, link);
    assert.equal(await boardData(second.page, 'anywoli', 'position'), position);
    assert.equal(await boardData(second.page, 'anywoli', 'moves'), moves);
    assert.match((await board(second.page, 'anywoli').locator('.mg-options-current').textContent()) ?? '', /\bA\b.*37/);
    assert.equal(new URL(second.page.url()).hash, '', 'the link is taken out of the address once read');
    // Correspondence play: the game is kept, a reload continues it.
    await reloadSite(second.page);
    assert.equal(await boardData(second.page, 'anywoli', 'moves'), moves);
    assert.deepEqual(second.problems, []);
  } finally {
    await second.context.close();
  }
});

test('a corrupted or hostile link shows why, in the page language, and keeps the saved game', async () => {
  await inContext(site, { reducedMotion: 'reduce', locale: 'es-ES' }, async ({ context, page, problems }) => {
    await loadSite(page, site.url);
    await clickHole(page, 'sadeqa-ii', await firstPlayable(page, 'sadeqa-ii'));
    await waitIdle(page, 'sadeqa-ii');
    const saved = await boardData(page, 'sadeqa-ii', 'position');
    /** @type {[string, RegExp][]} */
    const bad = [
      // The engine's own refusal, worded in Spanish from its code.
      ['game=sadeqa-ii&moves=6B.9Z', /^No se ha podido leer el enlace compartido.*Jugada 2: Se esperaba un agujero como 3B .*«9Z»/],
      ['game=sadeqa-ii&moves=6B&%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E=1', /^No se ha podido leer.*<img src=x onerror=alert\(1\)>/],
      [`game=sadeqa-ii&moves=${'1B.'.repeat(30000)}`, /^No se ha podido leer.*caracteres/],
      ['game=%3Cb%3Echess%3C%2Fb%3E', /^No se ha podido leer.*No existe el juego «<b>chess<\/b>»/],
    ];
    for (const [fragment, expected] of bad) {
      const next = await context.newPage();
      await loadSite(next, `${site.url}#${fragment}`);
      const game = fragment.startsWith('game=sadeqa-ii') ? 'sadeqa-ii' : 'sulus-aidi';
      const message = recordMessage(next, game);
      assert.match((await message.textContent()) ?? '', expected);
      assert.equal(await message.evaluate((node) => node.children.length), 0, 'the message is plain text');
      assert.equal(await boardData(next, 'sadeqa-ii', 'position'), saved, 'the saved game is untouched');
      await next.close();
    }
    assert.deepEqual(problems, []);
  });
});

test('a record loaded from a file replays move by move with the engine; bad records leave the game alone', async () => {
  const finished = await randomFinishedGame('sokusowo', 42);
  const record = finished.record();
  const moves = finished.view().moves;
  const { Game } = await loadBuiltEngine();
  const at = (/** @type {number} */ k) => {
    const copy = Game.fromRecord(record);
    for (let i = moves.length; i > k; i--) copy.undo();
    return copy.positionText();
  };
  await inContext(site, { reducedMotion: 'reduce' }, async ({ page, problems }) => {
    await loadSite(page, site.url);
    const sokusowo = board(page, 'sokusowo');
    const panel = sokusowo.locator('.mg-records');
    await panel.locator('summary').click();
    const before = await boardData(page, 'sokusowo', 'position');
    for (const [text, expected] of [
      ['game: sokusowo\nmoves: 1B 1B', /could not be loaded.*Move 2 \(1B\) cannot be played: 1B belongs to B/],
      ['x'.repeat(300000), /too long/],
      ['game: anywoli\nstart: B\nlast-four: previous\nstall-limit: 100\nmoves: 1B', /Anywoli/],
    ]) {
      await panel.locator('textarea').fill(/** @type {string} */ (text));
      await panel.locator('.mg-import-load').click();
      assert.match((await recordMessage(page, 'sokusowo').textContent()) ?? '', /** @type {RegExp} */ (expected));
      assert.equal(await boardData(page, 'sokusowo', 'position'), before);
    }
    // A pasted share link loads like one opened in the address bar.
    await panel.locator('textarea').fill(`${site.url}#game=sokusowo&start=B&moves=${moves[0]}`);
    await panel.locator('.mg-import-load').click();
    assert.equal(await boardData(page, 'sokusowo', 'position'), at(1));
    await panel.locator('input[type="file"]').setInputFiles({ name: 'game.txt', mimeType: 'text/plain', buffer: Buffer.from(record) });
    await page.waitForFunction(() => document.querySelector('.mg[data-game="sokusowo"]')?.getAttribute('data-over') === 'true');
    assert.equal(await boardData(page, 'sokusowo', 'moves'), moves.join(' '));
    const download = page.waitForEvent('download');
    await panel.locator('.mg-record-download').click();
    assert.equal(await downloadedText(await download), record, 'the downloaded record is the game');

    await panel.locator('.mg-replay-first').click();
    assert.equal(await boardData(page, 'sokusowo', 'position'), at(0));
    await panel.locator('.mg-replay-forward').click();
    await waitIdle(page, 'sokusowo');
    assert.equal(await boardData(page, 'sokusowo', 'position'), at(1));
    const middle = Math.floor(moves.length / 2);
    await panel.locator('.mg-replay-slider').fill(String(middle));
    assert.equal(await boardData(page, 'sokusowo', 'position'), at(middle));
    assert.equal(await panel.locator('.mg-replay-at').textContent(), `Move ${middle} of ${moves.length}`);
    await panel.locator('.mg-replay-back').click();
    assert.equal(await boardData(page, 'sokusowo', 'position'), at(middle - 1));
    await panel.locator('.mg-replay-last').click();
    assert.equal(await boardData(page, 'sokusowo', 'position'), at(moves.length));
    assert.deepEqual(problems, []);
  });
});

test('a second visit works offline, the info page and the iframe embed alike', async () => {
  await inContext(site, { reducedMotion: 'reduce', serviceWorkers: 'allow' }, async ({ context, page, problems }) => {
    await loadSite(page, site.url);
    const cacheNames = await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      return caches.keys();
    });
    assert.equal(cacheNames.length, 1, `one cache, this version's: ${cacheNames}`);
    await clickHole(page, 'sokusowo', await firstPlayable(page, 'sokusowo'));
    await waitIdle(page, 'sokusowo');
    const moves = await boardData(page, 'sokusowo', 'moves');
    await context.setOffline(true);
    await reloadSite(page);
    assert.equal(await boardData(page, 'sokusowo', 'moves'), moves, 'the saved game is back, offline');
    await page.goto(`${site.url}embed.html?game=anywoli`);
    await waitForElements(page, 1);
    assert.deepEqual(problems, []);
  });
});

/**
 * Turns a copy of the built site into the next release: the versioned
 * folder and every reference to it get a new version.
 * @param {string} dir
 * @returns {string} the new version's folder name
 */
function publishNextVersion(dir) {
  const old = readdirSync(dir).find((name) => /^v-[0-9a-f]+$/.test(name)) ?? '';
  const next = `v-${old.slice(2).split('').reverse().join('')}`;
  renameSync(join(dir, old), join(dir, next));
  for (const file of ['index.html', 'embed.html', 'mancala-game.js', 'sw.js']) {
    writeFileSync(join(dir, file), readFileSync(join(dir, file), 'utf8').replaceAll(old.slice(2), next.slice(2)));
  }
  return next;
}

/**
 * The versioned folders the page has loaded files from.
 * @param {import('playwright-core').Page} page
 */
async function loadedVersions(page) {
  const urls = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  return [...new Set(urls.map((url) => /\/(v-[0-9a-f]+)\//.exec(url)?.[1]).filter(Boolean))];
}

test('an update never mixes two versions, online or offline', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'mancala-site-'));
  cpSync(SITE, dir, { recursive: true });
  const server = await startServer(dir);
  const { context, page, problems } = await openPage(site.browser, server.url, { reducedMotion: 'reduce', serviceWorkers: 'allow' });
  try {
    await loadSite(page, server.url);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    const first = await loadedVersions(page);
    assert.equal(first.length, 1);

    const next = publishNextVersion(dir);
    await reloadSite(page);
    assert.deepEqual(await loadedVersions(page), [next], 'online, the new page loads only new files');
    // The new worker installs and waits while a page of the old one is open.
    await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));

    await context.setOffline(true);
    await reloadSite(page);
    assert.deepEqual(await loadedVersions(page), first, 'offline, the cached page of the old version loads only its own files');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
    server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
