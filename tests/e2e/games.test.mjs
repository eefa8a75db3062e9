// @ts-check
// Every game kept (docs/RELIABILITY.md): a move after Undo keeps the line it
// leaves, every game put aside is in Games after a reload, full storage
// never drops a game, one save name keeps one game per game, an old save the
// engine refuses is kept as text, the info page and the play page share the
// game in progress, links opened in the same tab or for another game, and a
// sandboxed embed whose computer still plays.

import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { useFreshPages } from './fresh-pages.mjs';
import {
  board,
  boardData,
  clickHole,
  downloadedText,
  gamesRows,
  inContext,
  loadSite,
  RESULTS,
  reloadSite,
  servePage,
  startServer,
  useSite,
  waitIdle,
} from './helpers.mjs';

const site = useSite();
// A test that needs only a first visit's empty storage visits in a context the file's tests share;
// those that change the storage's quota, open a second tab or serve another host keep a context of their own.
const inFreshPage = useFreshPages(site);
const GAME = 'sokusowo';

/** @typedef {import('playwright-core').Page} Page */

/**
 * Plays `n` moves, each the first (or the `pick`-th) playable hole.
 * @param {Page} page
 * @param {number} n
 * @param {string} [game]
 * @param {number} [pick]
 */
async function playMoves(page, n, game = GAME, pick = 0) {
  for (let i = 0; i < n; i++) {
    const playable = (await boardData(page, game, 'playable')).split(' ').filter(Boolean);
    await clickHole(page, game, playable[Math.min(pick, playable.length - 1)]);
    await waitIdle(page, game);
  }
}

/** @param {Page} page */
const moves = (page, game = GAME) => boardData(page, game, 'moves');

/**
 * The play page of a game, fitted, once its board is drawn.
 * @param {Page} page
 * @param {string} query
 */
async function openPlay(page, query) {
  await page.goto(`${site.url}play.html?${query}`);
  await page.locator('.mg[data-holes]').waitFor({ state: 'attached' });
}

test('a move after taking moves back keeps the line it leaves as a game of its own, said at the board, and one click goes back to it', async () => {
  await inFreshPage({ reducedMotion: 'reduce' }, async ({ page, problems }) => {
    await loadSite(page, site.url);
    await playMoves(page, 4);
    const all = await moves(page);
    // The same move as the line's next is a redo: nothing is left.
    await board(page, GAME).locator('.mg-undo').click();
    await clickHole(page, GAME, all.split(' ')[3]);
    await waitIdle(page, GAME);
    assert.equal(await moves(page), all);
    assert.equal(await board(page, GAME).locator('.mg-notice').isVisible(), false);
    // Two moves back, then another move: a new line.
    await board(page, GAME).locator('.mg-undo').click();
    await board(page, GAME).locator('.mg-undo').click();
    const kept = all.split(' ').slice(0, 2);
    const playable = (await boardData(page, GAME, 'playable')).split(' ');
    const other = playable.find((hole) => hole !== all.split(' ')[2]);
    assert.ok(other, 'a move the line did not play');
    await clickHole(page, GAME, other);
    await waitIdle(page, GAME);
    assert.equal(await moves(page), [...kept, other].join(' '));
    assert.match((await board(page, GAME).locator('.mg-notice').textContent()) ?? '', /taken back \(2 in all\) are kept in Games/);
    await reloadSite(page);
    const rows = await gamesRows(page);
    assert.equal(rows.length, 2, `the new line on the board and the old one put aside: ${rows.join(' | ')}`);
    // From the list, the old line comes back where it was left, its last two moves still to redo.
    await page.locator('.mg-games-row:not(:has-text("on its board")) .mg-games-open').click();
    assert.equal(await moves(page), kept.join(' '));
    await board(page, GAME).locator('.mg-redo').click();
    await waitIdle(page, GAME);
    await board(page, GAME).locator('.mg-redo').click();
    await waitIdle(page, GAME);
    assert.equal(await moves(page), all);
    assert.deepEqual(problems, []);
  });
});

test('seven New games leave seven games plus the current one in Games, across a reload, each one to open', async () => {
  await inFreshPage({ reducedMotion: 'reduce' }, async ({ page, problems }) => {
    await loadSite(page, site.url);
    /** @type {string[]} */
    const played = [];
    for (let i = 0; i < 7; i++) {
      await playMoves(page, 1 + (i % 3), GAME, i % 2);
      played.push(await moves(page));
      await board(page, GAME).locator('.mg-new').click();
    }
    await playMoves(page, 1);
    await reloadSite(page);
    const rows = await gamesRows(page);
    assert.equal(rows.length, 8, rows.join('\n'));
    assert.match(rows[0], /^Sokusowó · two players · .* · 1 move · .* to move · on its board$/);
    // The oldest, last in the list, opens with its moves on the play page.
    await page.locator('.mg-games-row').last().locator('.mg-games-open').click();
    await page.waitForURL(/play\.html\?game=sokusowo/);
    await page.locator(`.mg[data-game="${GAME}"][data-moves="${played[0]}"]`).waitFor({ state: 'attached' });
    assert.deepEqual(problems, []);
  });
});

test('full storage: the game that could not be saved is never dropped, the board says so with an export, and saving resumes when room returns', async () => {
  await inContext(site, { reducedMotion: 'reduce' }, async ({ context, page, problems }) => {
    await loadSite(page, site.url);
    // The origin's quota down to 1 byte before the first write (once a write
    // found room, Chromium trusts its own count of the room left for a while).
    const cdp = await context.newCDPSession(page);
    const origin = new URL(site.url).origin;
    await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: 1 });
    await playMoves(page, 4);
    const first = await moves(page);
    const notice = board(page, GAME).locator('.mg-notice');
    // IndexedDB full, localStorage not: the journal's notes keep the moves, beyond this tab.
    await notice.filter({ hasText: 'storage is full' }).waitFor();
    assert.match((await notice.textContent()) ?? '', /kept in its small storage for now, not in its database/);
    assert.equal(await board(page, GAME).locator('.mg-notice-action').textContent(), 'Export all games');
    // New game while nothing can be saved: the old game stays in Games, marked, and in the export.
    await board(page, GAME).locator('.mg-new').click();
    const rows = await gamesRows(page);
    assert.ok(
      rows.some((row) => row.includes('4 moves') && row.includes('not saved yet')),
      rows.join('\n'),
    );
    const download = page.waitForEvent('download');
    await page.locator('.mg-games-export').click();
    const file = JSON.parse(await downloadedText(await download));
    assert.ok(file.games.some((/** @type {{ record: string }} */ g) => g.record.includes(`moves: ${first}`)));
    // Room again: the next move saves every game, and a reload shows them all.
    await cdp.send('Storage.overrideQuotaForOrigin', { origin });
    await playMoves(page, 1);
    await notice.filter({ hasText: 'Saving works again' }).waitFor();
    await reloadSite(page);
    const after = await gamesRows(page);
    assert.equal(after.length, 2, after.join('\n'));
    assert.ok(after.some((row) => row.includes('4 moves')));
    assert.deepEqual(problems, []);
  });
});

test('a reload after a failed save says which moves were not kept, where the tab had no room for them either', async () => {
  await inContext(site, { reducedMotion: 'reduce' }, async ({ context, page, problems }) => {
    await loadSite(page, site.url);
    // IndexedDB and localStorage (where each write is noted first) both full,
    // and the tab's sessionStorage with room for a note of the moves, not for the game.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(site.url).origin, quotaSize: 1 });
    await page.evaluate(() => {
      // Each storage filled with large blocks first, then ever smaller ones, until not a
      // character more fits (a search for the room by halving wrote a string of megabytes
      // at each of its 26 steps: 3 s of CPU).
      for (const storage of [localStorage, sessionStorage]) {
        let n = 0;
        for (let size = 100000; size >= 1; size = Math.floor(size / 10)) {
          try {
            for (;;) storage.setItem(`filler-${n++}`, 'x'.repeat(size));
          } catch {
            // Full at this size: try a smaller one.
          }
        }
      }
      // Then 200 characters of the tab's sessionStorage made free again: room for a note of the moves, not for the game.
      sessionStorage.setItem('filler-0', 'x'.repeat(100000 - 200));
    });
    await playMoves(page, 2);
    const lost = await moves(page);
    await board(page, GAME).locator('.mg-notice').filter({ hasText: 'kept on this page only, lost if it is reloaded' }).waitFor();
    await reloadSite(page);
    assert.equal(await moves(page), '');
    assert.equal(
      await board(page, GAME).locator('.mg-notice').textContent(),
      `The last save failed before the page closed: moves 1 on (${lost}) were not kept.`,
    );
    assert.deepEqual(problems, []);
  });
});

test('one save name used by two games keeps two games; the info page and the play page share the game in progress', async () => {
  await inFreshPage({ reducedMotion: 'reduce' }, async ({ page, problems }) => {
    await openPlay(page, `game=${GAME}&save=main`);
    await playMoves(page, 2);
    const sokusowo = await moves(page);
    await openPlay(page, 'game=anywoli&save=main');
    assert.equal(await page.locator('.mg').getAttribute('data-game'), 'anywoli');
    assert.equal(await moves(page, 'anywoli'), '');
    await playMoves(page, 1, 'anywoli');
    await openPlay(page, `game=${GAME}&save=main`);
    assert.equal(await moves(page), sokusowo);
    // The info page's game is the play page's.
    await loadSite(page, site.url);
    await playMoves(page, 3);
    const info = await moves(page);
    await openPlay(page, `game=${GAME}`);
    assert.equal(await moves(page), info);
    assert.deepEqual(problems, []);
  });
});

test('an old save the engine refuses is kept as its text, listed as unreadable with a download, never deleted', async () => {
  await inFreshPage({ reducedMotion: 'reduce' }, async ({ page, problems }) => {
    await page.goto(site.url);
    await page.evaluate(() => localStorage.setItem('mancala:game:sokusowo', JSON.stringify({ record: 'game: sokusowo\nmoves: 1B 9Z', options: {} })));
    await reloadSite(page);
    assert.match((await board(page, GAME).locator('.mg-notice').textContent()) ?? '', /could not be read by this version.*kept in Games/);
    const rows = await gamesRows(page);
    assert.equal(rows.length, 1);
    assert.match(rows[0], /unreadable by this version/);
    const download = page.waitForEvent('download');
    await page.locator('.mg-games-download').click();
    assert.equal(await downloadedText(await download), 'game: sokusowo\nmoves: 1B 9Z');
    await reloadSite(page);
    assert.equal((await gamesRows(page)).length, 1, 'still there after a reload');
    assert.equal(await page.evaluate(() => localStorage.getItem('mancala:game:sokusowo')), null, 'moved out of the old place');
    assert.deepEqual(problems, []);
  });
});

test('old localStorage saves move into the games store, none lost, none doubled', async () => {
  await inFreshPage({ reducedMotion: 'reduce' }, async ({ page, problems }) => {
    await page.goto(site.url);
    await page.evaluate(() => {
      const record = (/** @type {string} */ moves) => JSON.stringify({ record: `game: sokusowo\nstart: B\nmoves: ${moves}`, options: { start: 'B' } });
      localStorage.setItem('mancala:game:sokusowo', record('1B'));
      localStorage.setItem('mancala:element:sokusowo', record('2B'));
      localStorage.setItem('mancala:shelf:game:sokusowo', `[${record('3B')},${record('4B')}]`);
    });
    await reloadSite(page);
    assert.equal(await moves(page), '1B', 'the info page’s game stays on its board');
    const rows = await gamesRows(page);
    assert.equal(rows.length, 4, rows.join('\n'));
    await reloadSite(page);
    assert.equal((await gamesRows(page)).length, 4, 'moved once');
    assert.deepEqual(problems, []);
  });
});

test('a link opened in the tab already showing the page opens like a fresh load; a link of another game offers its own board; errors name the move', async () => {
  await inFreshPage({ reducedMotion: 'reduce' }, async ({ page, problems }) => {
    await openPlay(page, `game=${GAME}`);
    await playMoves(page, 2);
    const mine = await moves(page);
    await page.evaluate(() => {
      location.hash = '#game=sokusowo&start=B&moves=1B';
    });
    await page.waitForFunction(() => document.querySelector('mancala-game')?.shadowRoot?.querySelector('.mg')?.getAttribute('data-moves') === '1B');
    assert.equal(await board(page, GAME).locator('.mg-notice-action').textContent(), 'Bring back the previous game');
    await board(page, GAME).locator('.mg-notice-action').click();
    assert.equal(await moves(page), mine);
    // Another game's link: said at the board, and one click opens it on that game's page.
    await page.evaluate(() => {
      location.hash = '#game=anywoli&start=B&last-four=previous&stall-limit=100&moves=1B';
    });
    const notice = board(page, GAME).locator('.mg-notice');
    await notice.filter({ hasText: 'This link is a game of Anywoli' }).waitFor();
    assert.equal(await moves(page), mine, 'the board’s game untouched');
    await board(page, GAME).locator('.mg-notice-action').click();
    await page.waitForURL(/play\.html\?game=anywoli/);
    await page.locator('.mg[data-game="anywoli"][data-moves="1B"]').waitFor({ state: 'attached' });
    // A bare play page opens the link's game.
    await page.goto(`${site.url}play.html#game=sadeqa-ii&moves=`);
    await page.locator('.mg[data-game="sadeqa-ii"]').waitFor({ state: 'attached' });
    // A broken link names the move, not a line or a character of a text the player never saw.
    await page.goto(`${site.url}play.html?game=${GAME}#game=${GAME}&start=B&moves=9Z`);
    const error = board(page, GAME).locator('.mg-notice');
    await error.waitFor();
    const text = (await error.textContent()) ?? '';
    assert.match(text, /^The shared link could not be read.*Move 1: .*9Z/);
    assert.doesNotMatch(text, /Line \d|character \d/);
    await page.goto(`${site.url}play.html?game=${GAME}#game=${GAME}&start=Q`);
    assert.doesNotMatch((await board(page, GAME).locator('.mg-notice').textContent()) ?? '', /Line \d|character \d/);
    assert.deepEqual(problems, []);
  });
});

test('two tabs playing different moves, then each reloaded, leave both games in Games', async () => {
  await inContext(site, { reducedMotion: 'reduce' }, async ({ context, page, problems }) => {
    await loadSite(page, site.url);
    const second = await context.newPage();
    await loadSite(second, site.url);
    await playMoves(page, 2, GAME, 0);
    const fromFirst = await moves(page);
    await board(second, GAME).locator('.mg-notice').filter({ hasText: 'changed in another tab' }).waitFor();
    await playMoves(second, 2, GAME, 1);
    const fromSecond = await moves(second);
    assert.notEqual(fromFirst, fromSecond);
    for (const tab of [page, second]) {
      await reloadSite(tab);
      const rows = await gamesRows(tab);
      assert.equal(rows.length, 2, rows.join('\n'));
    }
    // Both lines open: the one on the board is the last written, the other is in the list.
    assert.equal(await moves(second), fromSecond);
    await second.locator('.mg-games-row:not(:has-text("on its board")) .mg-games-open').click();
    assert.equal(await moves(second), fromFirst);
    await second.close();
    assert.deepEqual(problems, []);
  });
});

test('export then import into a fresh profile restores every game with its moves, nothing doubled; the list speaks Spanish', async () => {
  /** @type {string} */
  let path = '';
  /** @type {string[]} */
  const played = [];
  await inFreshPage({ reducedMotion: 'reduce' }, async ({ page, problems }) => {
    await loadSite(page, site.url);
    for (let i = 0; i < 3; i++) {
      await playMoves(page, i + 1);
      played.push(await moves(page));
      await board(page, GAME).locator('.mg-new').click();
    }
    await gamesRows(page);
    const download = page.waitForEvent('download');
    await page.locator('.mg-games-export').click();
    mkdirSync(RESULTS, { recursive: true });
    path = join(RESULTS, 'games-export.json');
    await (await download).saveAs(path);
    assert.deepEqual(problems, []);
  });
  await inFreshPage({ reducedMotion: 'reduce', locale: 'es-ES' }, async ({ page, problems }) => {
    await loadSite(page, site.url);
    await gamesRows(page);
    const panel = page.locator('.mg-games');
    assert.match((await panel.locator('summary').textContent()) ?? '', /^Partidas \(0\)$/);
    await panel.locator('input[type=file]').setInputFiles(path);
    await panel.locator('.mg-games-message').filter({ hasText: '3 partidas añadidas (0 ya estaban).' }).waitFor();
    await panel.locator('input[type=file]').setInputFiles(path);
    await panel.locator('.mg-games-message').filter({ hasText: '0 partidas añadidas (3 ya estaban).' }).waitFor();
    const rows = await gamesRows(page);
    assert.equal(rows.length, 3);
    assert.match(rows[0], /Sokusowó · dos jugadores · .* jugadas · puntos B \d+, A \d+ · juega/);
    await page.locator('.mg-games-row').filter({ hasText: '3 jugadas' }).locator('.mg-games-open').click();
    await page.waitForURL(/play\.html\?game=sokusowo/);
    await page.locator(`.mg[data-game="${GAME}"][data-moves="${played[2]}"]`).waitFor({ state: 'attached' });
    await page.goto(`${site.url}index.html`);
    // Delete with an undo (the store's write comes first, the list after it).
    await page.locator('.mg-games-delete').first().click();
    await panel.locator('.mg-games-row').nth(2).waitFor({ state: 'detached' });
    assert.equal((await gamesRows(page)).length, 2);
    await panel.locator('.mg-games-undo').click();
    await panel.locator('.mg-games-row').nth(2).waitFor({ state: 'attached' });
    assert.equal((await gamesRows(page)).length, 3);
    assert.deepEqual(problems, []);
  });
});

test('a sandboxed iframe (allow-scripts, origin null): the computer plays, and nothing throws', async () => {
  // A static host that allows other origins (as GitHub Pages does), which a sandboxed frame needs.
  const host = await startServer(undefined, { cors: true });
  await inContext({ ...site, url: host.url }, { reducedMotion: 'reduce' }, async ({ context, page, problems }) => {
    const errors = /** @type {string[]} */ ([]);
    page.on('pageerror', (error) => errors.push(error.message));
    const hostPage = await servePage(
      context,
      `${host.url}sandbox-host.html`,
      `<iframe sandbox="allow-scripts" style="width:900px;height:700px" src="${host.url}embed.html?game=${GAME}&opponent=computer&computer-side=A&speed=instant"></iframe>`,
    );
    await page.goto(hostPage);
    const frame = page.frameLocator('iframe');
    const inner = frame.locator('.mg[data-holes]');
    await inner.waitFor({ state: 'attached' });
    const playable = (await inner.getAttribute('data-playable'))?.split(' ') ?? [];
    const centres = JSON.parse((await inner.getAttribute('data-holes')) ?? '{}');
    const [x, y] = centres[playable[0]];
    await inner.locator('canvas').click({ position: { x, y } });
    await frame.locator('.mg[data-to-move="B"][data-animating="false"]').waitFor({ state: 'attached' });
    assert.equal((await inner.getAttribute('data-moves'))?.split(' ').length, 2, 'the computer answered');
    // The games list (its code fetched when its tab opens) says where the games are kept.
    await frame.locator('.mg-games > summary').click();
    await frame
      .locator('.mg-games-where')
      .filter({ hasText: /games last only while the page is open/ })
      .waitFor();
    assert.deepEqual(errors, []);
    assert.deepEqual(problems, []);
  }).finally(host.stop);
});
