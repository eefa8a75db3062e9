// @ts-check
// The games store when storage misbehaves (www/store/games-store.js,
// docs/RELIABILITY.md): IndexedDB missing for a session, IndexedDB failing to
// open for a session, a journal note from a clock set ahead, two tabs of one
// game moving at the same moment, two boards of one save name on a page, and
// both storages full mid-game. Each session is a
// page of its own on one browser profile (a context, its storage kept from
// page to page), the fault put in by an init script of that page only. A page
// rather than a restarted browser: Chromium writes localStorage to disk some
// seconds after a change, so a browser closed at once may drop the last
// writes, a loss no page can prevent and that would make the test a race.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useFreshPages } from './fresh-pages.mjs';
import {
  board,
  boardData,
  clickHole,
  downloadedText,
  gamesRows,
  inContext,
  keptGames,
  loadSite,
  reloadSite,
  servePage,
  useSite,
  waitForElements,
  waitIdle,
} from './helpers.mjs';

const site = useSite();
// The profiles and first visits that change nothing of their context share one, its site storage
// emptied before each test (fresh-pages.mjs): a new context each cost about half a second of CPU.
const inFreshPage = useFreshPages(site);
const GAME = 'sokusowo';

/** @typedef {import('playwright-core').Page} Page */

/**
 * Plays `n` moves, each the first (or the `pick`-th) playable hole.
 * @param {Page} page
 * @param {number} n
 * @param {number} [pick]
 */
async function playMoves(page, n, pick = 0) {
  for (let i = 0; i < n; i++) {
    const playable = (await boardData(page, GAME, 'playable')).split(' ').filter(Boolean);
    await clickHole(page, GAME, playable[Math.min(pick, playable.length - 1)]);
    await waitIdle(page, GAME);
  }
}

/** @param {Page} page */
const moves = (page) => boardData(page, GAME, 'moves');

/** An init script: this session's browser has no IndexedDB at all. */
function hideIndexedDb() {
  Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true });
}

/** An init script: IndexedDB is there, but opening a database fails (Chrome's broken backing store). */
function breakIndexedDb() {
  IDBFactory.prototype.open = () => {
    const request = /** @type {any} */ ({ result: undefined, readyState: 'pending', onsuccess: null, onerror: null, onupgradeneeded: null, onblocked: null });
    request.error = new DOMException('Internal error opening backing store for indexedDB.open.', 'UnknownError');
    setTimeout(() => {
      request.readyState = 'done';
      request.onerror?.(new Event('error'));
    });
    return request;
  };
}

/**
 * One session: a page of its own on the profile; its errors fail the test.
 * @param {import('playwright-core').BrowserContext} profile  the browser profile the sessions share
 * @param {((...args: any[]) => void) | null} fault  an init script for this session only
 * @param {(page: Page) => Promise<void>} body
 */
async function session(profile, fault, body) {
  const page = await profile.newPage();
  try {
    if (fault) await page.addInitScript(fault);
    /** @type {string[]} */
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await body(page);
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
}

/**
 * A fresh profile for a test's sessions: the file's shared context, its site's storage emptied first.
 * @param {(profile: import('playwright-core').BrowserContext) => Promise<void>} body
 */
async function withProfile(body) {
  await inFreshPage({}, ({ context }) => body(context));
}

/**
 * The games localStorage keeps while IndexedDB is away, once `count` of them are written.
 * @param {Page} page
 * @param {number} count
 */
async function localKept(page, count) {
  await page.waitForFunction((n) => Object.keys(localStorage).filter((key) => key.startsWith('mancala:kept:')).length === n, count);
}

test('games made while IndexedDB was missing are on the board and in Games once it is back, moved in once', async () => {
  await withProfile(async (profile) => {
    /** @type {string[]} */
    const lines = [];
    await session(profile, hideIndexedDb, async (page) => {
      await loadSite(page, site.url);
      await playMoves(page, 3);
      lines.push(await moves(page));
      await board(page, GAME).locator('.mg-new').click();
      await playMoves(page, 2, 1);
      lines.push(await moves(page));
      await localKept(page, 2);
      assert.match((await page.locator('.mg-games-where').textContent()) ?? '', /small storage/);
    });
    await session(profile, null, async (page) => {
      await loadSite(page, site.url);
      assert.equal(await moves(page), lines[1], 'the board’s game is back on the board');
      const rows = await gamesRows(page);
      assert.equal(rows.length, 2, rows.join('\n'));
      assert.ok(rows.some((row) => /\b3 moves\b/.test(row)) && rows.some((row) => /\b2 moves\b/.test(row)), rows.join('\n'));
      const kept = await keptGames(page);
      assert.equal(kept.length, 2, 'both are in IndexedDB');
      await localKept(page, 0);
      await page.locator('.mg-games-row').filter({ hasText: '3 moves' }).locator('.mg-games-open').click();
      assert.equal(await moves(page), lines[0]);
    });
    await session(profile, null, async (page) => {
      await loadSite(page, site.url);
      assert.equal((await gamesRows(page)).length, 2, 'moved once, never doubled');
      assert.equal(await moves(page), lines[0]);
    });
  });
});

test('a session whose IndexedDB failed to open keeps its game once IndexedDB recovers, and the game before it too', async () => {
  await withProfile(async (profile) => {
    /** @type {string[]} */
    const lines = [];
    await session(profile, null, async (page) => {
      await loadSite(page, site.url);
      await playMoves(page, 2);
      lines.push(await moves(page));
      assert.equal((await keptGames(page)).length, 1);
    });
    await session(profile, breakIndexedDb, async (page) => {
      await loadSite(page, site.url);
      assert.equal(await moves(page), '', 'the store of the session before is out of reach');
      assert.match((await page.locator('.mg-games-where').textContent()) ?? '', /small storage/);
      await playMoves(page, 3, 1);
      lines.push(await moves(page));
      await localKept(page, 1);
    });
    await session(profile, null, async (page) => {
      await loadSite(page, site.url);
      assert.equal(await moves(page), lines[1], 'the failing session’s game, the later one, is on the board');
      const rows = await gamesRows(page);
      assert.equal(rows.length, 2, rows.join('\n'));
      await page.locator('.mg-games-row').filter({ hasText: '2 moves' }).locator('.mg-games-open').click();
      assert.equal(await moves(page), lines[0]);
      await localKept(page, 0);
    });
  });
});

test('a journal note from a clock set ahead: the longer line wins, and two lines that part are both kept', async () => {
  await inFreshPage({}, async ({ page, problems }) => {
    await loadSite(page, site.url);
    const openings = (await boardData(page, GAME, 'playable')).split(' ').filter(Boolean);
    await playMoves(page, 4);
    const all = await moves(page);
    const [entry] = await keptGames(page);
    /**
     * Notes a version of the board's game as a write left unfinished, dated a year ahead.
     * @param {string} line
     */
    const noteAhead = (line) =>
      page.evaluate(
        ([kept, line]) => {
          const note = { ...kept, record: kept.record.replace(/^moves:.*$/m, `moves: ${line}`), updated: Date.now() + 365 * 86400000 };
          note.summary = { ...note.summary, moves: line.split(' ').length };
          delete note.at;
          localStorage.setItem(`mancala:journal:${kept.id}`, JSON.stringify(note));
        },
        /** @type {const} */ ([entry, line]),
      );
    // A stale note of the first move only: the four moves extend it, so they stay.
    await noteAhead(all.split(' ')[0]);
    await reloadSite(page);
    assert.equal(await moves(page), all);
    assert.equal((await gamesRows(page)).length, 1, 'nothing added');
    assert.equal((await keptGames(page)).length, 1, 'the stale note is dropped');
    // A note of another first move: neither line extends the other, so both are kept.
    const other = openings.find((hole) => hole !== all.split(' ')[0]);
    assert.ok(other);
    await noteAhead(other);
    await reloadSite(page);
    const rows = await gamesRows(page);
    assert.equal(rows.length, 2, rows.join('\n'));
    assert.equal(await moves(page), other, 'the unfinished write is the board’s');
    // Resumed on the play page (the info page's Resume goes there), then back to the list.
    await page.locator('.mg-games-row').filter({ hasText: '4 moves' }).locator('.mg-games-open').click();
    await page.waitForURL(/play\.html\?game=/);
    await page.locator(`.mg[data-game="${GAME}"][data-moves="${all}"]`).waitFor({ state: 'attached' });
    await loadSite(page, site.url);
    assert.equal((await gamesRows(page)).length, 2, 'kept once each');
    assert.deepEqual(problems, []);
  });
});

/**
 * The lines a page can reach: its board's, then each other game's in Games, opened in turn.
 * @param {Page} page
 */
async function reachableLines(page) {
  const lines = [await moves(page)];
  const count = (await gamesRows(page)).length;
  for (let i = 0; i < count; i++) {
    const row = page.locator('.mg-games-row').nth(i);
    if ((await row.textContent())?.includes('on this board')) continue;
    await row.locator('.mg-games-open').click();
    await waitIdle(page, GAME);
    lines.push(await moves(page));
    await gamesRows(page);
  }
  return lines;
}

/**
 * Two tabs of one kept game each play a different move at one instant of
 * the shared clock (the two writes race), then both reload: each tab can
 * reach both lines, one on its board and the other in Games.
 * @param {boolean} atOnce  both reloads started together, right after the moves are shown (else once the writes are in)
 */
async function twoTabsRace(atOnce) {
  await inContext(site, { reducedMotion: 'reduce' }, async ({ context, page, problems }) => {
    const url = await servePage(
      context,
      new URL('author/two-tabs.html', site.url).href,
      `<script type="module" src="../mancala-game.js"></script><mancala-game game="${GAME}"></mancala-game>`,
    );
    await page.goto(url);
    await waitForElements(page, 1);
    await playMoves(page, 1);
    assert.equal((await keptGames(page)).length, 1);
    const second = await context.newPage();
    await second.goto(url);
    await waitForElements(second, 1);
    const start = await moves(page);
    assert.equal(await moves(second), start, 'both tabs show the kept game');
    const [one, other] = (await boardData(page, GAME, 'playable')).split(' ').filter(Boolean);
    const at = await page.evaluate(() => Date.now() + 400);
    await Promise.all(
      /** @type {const} */ ([
        [page, one],
        [second, other],
      ]).map(([tab, move]) =>
        tab.evaluate(
          ([move, at]) =>
            new Promise((done) =>
              setTimeout(
                () => {
                  /** @type {any} */ (document.querySelector('mancala-game')).play(move);
                  done(null);
                },
                Math.max(0, at - Date.now()),
              ),
            ),
          /** @type {const} */ ([move, at]),
        ),
      ),
    );
    const played = [];
    for (const tab of [page, second]) {
      await waitIdle(tab, GAME);
      played.push(await moves(tab));
    }
    assert.notEqual(played[0], played[1]);
    if (atOnce) await Promise.all([page.reload(), second.reload()]);
    else await keptGames(page);
    // Each tab read on its own: opening a game in one moves it onto that tab's board.
    for (const tab of [page, second]) {
      await tab.reload();
      await waitForElements(tab, 1);
      const lines = await reachableLines(tab);
      assert.deepEqual([...lines].sort(), [...played].sort(), `both lines are reachable: ${lines.join(' | ')}`);
    }
    await second.close();
    assert.deepEqual(problems, []);
  });
}

test('two tabs of one game moving at the same moment both keep their line, whichever write comes last', () => twoTabsRace(false));

test('two tabs of one game moving at the same moment, both reloaded at once right after, both keep their line', () => twoTabsRace(true));

test('two boards of one game on one page with the default save name each come back with their own game', async () => {
  await inContext(site, { reducedMotion: 'reduce' }, async ({ context, page, problems }) => {
    const url = await servePage(
      context,
      new URL('author/two-boards-one-name.html', site.url).href,
      `<script type="module" src="../mancala-game.js"></script><mancala-game game="${GAME}"></mancala-game><mancala-game game="${GAME}"></mancala-game>`,
    );
    await page.goto(url);
    await waitForElements(page, 2);
    const boards = page.locator(`.mg[data-game="${GAME}"]`);
    /** @param {number} i */
    const linesOf = (i) => boards.nth(i).evaluate((node) => /** @type {HTMLElement} */ (node).dataset.moves ?? '');
    /** @type {string[]} */
    const played = [];
    for (const [i, count] of /** @type {const} */ ([
      [0, 3],
      [1, 2],
    ])) {
      for (let m = 0; m < count; m++) {
        const on = boards.nth(i);
        const playable = ((await on.getAttribute('data-playable')) ?? '').split(' ').filter(Boolean);
        const centre = JSON.parse((await on.getAttribute('data-holes')) ?? '{}')[playable[i === 0 ? 0 : playable.length - 1]];
        await on.locator('canvas').click({ position: { x: centre[0], y: centre[1] } });
        await page.locator(`.mg[data-game="${GAME}"][data-animating="false"]`).nth(i).waitFor({ state: 'attached' });
      }
      played.push(await linesOf(i));
    }
    assert.notEqual(played[0], played[1]);
    assert.equal(problems.length, 1, `the page author is warned once: ${problems.join('\n')}`);
    problems.length = 0;
    await keptGames(page);
    await page.reload();
    await waitForElements(page, 2);
    assert.deepEqual([await linesOf(0), await linesOf(1)], played, 'each board shows its own game');
    await page.reload();
    await waitForElements(page, 2);
    assert.deepEqual([await linesOf(0), await linesOf(1)], played, 'and again');
    assert.equal(problems.length, 2, 'warned again at each load, nothing else');
    problems.length = 0;
  });
});

/**
 * Fills a storage of the page (localStorage or sessionStorage): large blocks
 * first, then ever smaller ones, until not a character more fits.
 * @param {Page} page
 * @param {'localStorage' | 'sessionStorage'} name
 */
function fillStorage(page, name) {
  return page.evaluate((which) => {
    const storage = window[which];
    let n = 0;
    for (let size = 100000; size >= 1; size = Math.floor(size / 10)) {
      try {
        for (;;) storage.setItem(`filler-${n++}`, 'x'.repeat(size));
      } catch {
        // Full at this size: try a smaller one.
      }
    }
  }, name);
}

/**
 * An init script: IndexedDB refuses every write while the tab's name is
 * `full-store` (a name outlives a reload), as a full origin does (the
 * write's transaction aborts). Chromium's
 * quota override through DevTools takes effect only before the first write
 * finds room, and this case needs writes that succeed first.
 */
function fillableIndexedDb() {
  const put = IDBObjectStore.prototype.put;
  /** @type {(this: IDBObjectStore, value: unknown, key?: IDBValidKey) => IDBRequest<IDBValidKey>} */
  IDBObjectStore.prototype.put = function (value, key) {
    const request = put.call(this, value, key);
    if (window.name === 'full-store') this.transaction.abort();
    return request;
  };
}

test('both storages full: the moves after are kept in the tab across a reload, said so, and written once room returns', async () => {
  await inContext(site, { reducedMotion: 'reduce' }, async ({ page, problems }) => {
    await page.addInitScript(fillableIndexedDb);
    await loadSite(page, site.url);
    await playMoves(page, 2);
    assert.equal((await keptGames(page)).length, 1);
    // IndexedDB full, and localStorage (the journal's) filled.
    await page.evaluate(() => {
      window.name = 'full-store';
    });
    await fillStorage(page, 'localStorage');
    await playMoves(page, 3);
    const all = await moves(page);
    const notice = board(page, GAME).locator('.mg-notice');
    await notice.filter({ hasText: 'kept in this tab only' }).waitFor();
    assert.equal(await board(page, GAME).locator('.mg-notice-action').textContent(), 'Export all games');
    // A reload while still full: every move is back, and the board says where the last three are.
    await reloadSite(page);
    assert.equal(await moves(page), all);
    const later = all.split(' ').slice(2).join(' ');
    assert.equal(
      await notice.textContent(),
      `This browser’s storage is still full: moves 3 on (${later}) are kept in this tab only (a reload keeps them, closing the tab does not) and saved as soon as there is room. Export all games to keep a copy.`,
    );
    const download = page.waitForEvent('download');
    await board(page, GAME).locator('.mg-notice-action').click();
    const file = JSON.parse(await downloadedText(await download));
    assert.ok(
      file.games.some((/** @type {{ record: string }} */ g) => g.record.includes(`moves: ${all}`)),
      'the games file holds every move',
    );
    assert.ok((await gamesRows(page)).some((row) => row.includes('5 moves') && row.includes('not saved yet')));
    // Room again: the page being hidden writes the game, without another move.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) if (key.startsWith('filler-')) localStorage.removeItem(key);
      window.name = '';
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await notice.filter({ hasText: 'Saving works again' }).waitFor();
    const [kept] = await keptGames(page);
    assert.equal(kept.summary.moves, 5);
    assert.equal(await page.evaluate(() => sessionStorage.getItem('mancala:tab-kept')), null, 'the tab’s copy is dropped');
    await reloadSite(page);
    assert.equal(await moves(page), all);
    assert.equal(((await notice.textContent()) ?? '').trim(), '', 'nothing to say');
    assert.deepEqual(problems, []);
  });
});
