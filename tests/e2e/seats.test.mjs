// @ts-check
// Who plays each side is kept with the game (www/state/seats.js): a kept
// game resumed from Games (play.html) or from "Your games" (index.html)
// comes back with its own opponent, not the one the board has now.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { playComputer } from './ai-helpers.mjs';
import { useFreshPages } from './fresh-pages.mjs';
import { board, boardData, clickHole, gamesRows, keptGames, loadSite, useSite, waitIdle } from './helpers.mjs';

const site = useSite();
// Each test starts as a first visit, in a context per locale the file's tests share (its site
// storage emptied first): a new context each cost about half a second of CPU.
const inFreshPage = useFreshPages(site);

/** @typedef {import('playwright-core').Page} Page */

/**
 * Plays the first playable hole of the side to move, once the board is still.
 * @param {Page} page
 * @param {string} game
 */
async function playFirst(page, game) {
  await waitIdle(page, game);
  const [hole] = (await boardData(page, game, 'playable')).split(' ').filter(Boolean);
  await clickHole(page, game, hole);
  await waitIdle(page, game);
}

/**
 * Waits until the board is still, not thinking, and `side` is to move (or the game is over).
 * @param {Page} page
 * @param {string} game
 * @param {'A' | 'B'} side
 */
async function waitForTurn(page, game, side) {
  await page
    .locator(`.mg[data-game="${game}"][data-animating="false"][data-thinking="false"]:is([data-to-move="${side}"], [data-over="true"])`)
    .waitFor({ state: 'attached' });
}

/** @param {'A' | 'B'} side */
const other = (side) => (side === 'A' ? 'B' : 'A');

/**
 * Waits until the board offers `side`'s move to a person here: still, not
 * thinking, its holes glowing and the status line naming whose turn it is.
 * Were the computer seated on that side, the very refresh that shows the
 * position would light no hole and say it is the computer's turn before any
 * search is asked (modes/computer/computer-player.js): this state proves
 * that none is, where a look at `thinking` at one instant proves nothing.
 * @param {Page} page
 * @param {string} game
 * @param {'A' | 'B'} side
 */
async function waitForPersonsTurn(page, game, side) {
  const name = side === 'A' ? 'A \\(North\\)' : 'B \\(South\\)';
  await page
    .locator(`.mg[data-game="${game}"][data-animating="false"][data-thinking="false"][data-opponent="human"][data-to-move="${side}"]:not([data-playable=""])`)
    .filter({ has: page.locator('.mg-status-text', { hasText: new RegExp(`^${name} to move$`) }) })
    .waitFor({ state: 'attached' });
}

test('a game against the Expert resumed from Games after a two-player game goes on against the Expert: the computer answers', async () => {
  const GAME = 'sokusowo';
  await inFreshPage({ reducedMotion: 'reduce' }, async ({ page, problems }) => {
    await page.goto(`${site.url}play.html?game=${GAME}`);
    await page.locator('.mg[data-holes]').waitFor({ state: 'attached' });
    const person = /** @type {'A' | 'B'} */ (await boardData(page, GAME, 'toMove'));
    await playComputer(page, GAME, other(person), 'expert');
    await playFirst(page, GAME);
    await waitForTurn(page, GAME, person);
    const againstExpert = await boardData(page, GAME, 'moves');
    assert.ok(againstExpert.split(' ').length >= 2, `the person's move and the computer's reply: ${againstExpert}`);

    // A new game on the same board, for two players; the Expert's game is put aside in Games.
    await board(page, GAME).locator('.mg-new').click();
    await board(page, GAME).locator('button.mg-opponent[data-opponent="human"]').click();
    await playFirst(page, GAME);
    await playFirst(page, GAME);
    const rows = await gamesRows(page);
    assert.ok(
      rows.some((row) => /against the computer/.test(row) && !/on its board/.test(row)),
      `the Expert's game kept as one against the computer: ${rows.join(' | ')}`,
    );

    await page.locator('.mg-games-row:has-text("against the computer") .mg-games-open').click();
    assert.equal(await boardData(page, GAME, 'moves'), againstExpert, 'the Expert’s game is on the board');
    assert.equal(await boardData(page, GAME, 'opponent'), 'computer', 'its opponent came back with it');
    assert.equal(await boardData(page, GAME, 'computerSide'), other(person));
    assert.equal(await boardData(page, GAME, 'level'), 'expert');
    assert.equal(await board(page, GAME).locator('button.mg-opponent[data-opponent="human"]').getAttribute('aria-pressed'), 'false');

    // The computer answers the person's next move.
    const before = againstExpert.split(' ').length;
    await waitForTurn(page, GAME, person);
    await playFirst(page, GAME);
    await waitForTurn(page, GAME, person);
    const after = (await boardData(page, GAME, 'moves')).split(' ');
    assert.ok(after.length >= before + 2 || (await boardData(page, GAME, 'over')) === 'true', `the computer replied: ${after.join(' ')}`);

    // The two-player game, opened again, is two players again.
    await page.locator('.mg-games-row:has-text("two players") .mg-games-open').click();
    assert.equal(await boardData(page, GAME, 'opponent'), 'human');
    assert.deepEqual(problems, []);
  });
});

test('a two-player Sadeqa II game resumed from "Your games" after choosing the computer stays two players: no computer move', async () => {
  const GAME = 'sadeqa-ii';
  await inFreshPage({ reducedMotion: 'reduce' }, async ({ page, problems }) => {
    await loadSite(page, site.url);
    await board(page, GAME).scrollIntoViewIfNeeded();
    await playFirst(page, GAME);
    await playFirst(page, GAME);
    const twoPlayers = await boardData(page, GAME, 'moves');
    const toMove = /** @type {'A' | 'B'} */ (await boardData(page, GAME, 'toMove'));

    // A new game, then the computer chosen on the side that is to move in the two-player game.
    await board(page, GAME).locator('.mg-new').click();
    await playComputer(page, GAME, toMove, 'beginner');
    assert.equal(await boardData(page, GAME, 'opponent'), 'computer');

    await page.locator('.games-list .mg-games-row:has-text("two players") .mg-games-open').click();
    assert.equal(await boardData(page, GAME, 'moves'), twoPlayers, 'the two-player game is on the board');
    assert.equal(await boardData(page, GAME, 'opponent'), 'human', 'two players again, as the game was played');
    assert.equal(await board(page, GAME).locator('button.mg-opponent[data-opponent="human"]').getAttribute('aria-pressed'), 'true');
    // The side the computer was chosen for is offered to the person: the computer is not asked.
    await waitForPersonsTurn(page, GAME, toMove);

    // The side the computer would have played is the person's: their move is taken, and the next turn is a person's too.
    await playFirst(page, GAME);
    const played = (await boardData(page, GAME, 'moves')).split(' ');
    assert.equal(played.length, twoPlayers.split(' ').length + 1, `the person's move is played: ${played.join(' ')}`);
    await waitForPersonsTurn(page, GAME, /** @type {'A' | 'B'} */ (await boardData(page, GAME, 'toMove')));
    assert.deepEqual(problems, []);
  });
});

test('a puzzle’s game is kept with its seats: the solver here, the puzzle’s defence on the other side', async () => {
  const GAME = 'sokusowo';
  await inFreshPage({ reducedMotion: 'reduce' }, async ({ page, problems }) => {
    await page.goto(`${site.url}play.html?game=${GAME}&mode=puzzle&speed=instant`);
    await page.locator(`.mg[data-game="${GAME}"][data-puzzle-status="yours"][data-animating="false"]`).waitFor({ state: 'attached' });
    const solver = /** @type {'A' | 'B'} */ (await boardData(page, GAME, 'toMove'));
    const kept = (await keptGames(page)).filter((entry) => entry.hidden && entry.slot?.startsWith('puzzle:'));
    assert.equal(kept.length, 1, 'the puzzle board’s game');
    assert.deepEqual(kept[0].seats, { [solver]: { by: 'person' }, [other(solver)]: { by: 'script', mode: 'puzzle' } });
    assert.deepEqual(problems, []);
  });
});

test('a game kept before seats were comes back as its "against the computer", on the side and level the board shows', async () => {
  const GAME = 'sokusowo';
  await inFreshPage({ reducedMotion: 'reduce' }, async ({ page, problems }) => {
    await page.goto(`${site.url}play.html?game=${GAME}`);
    await page.locator('.mg[data-holes]').waitFor({ state: 'attached' });
    await playFirst(page, GAME);
    const [kept] = (await keptGames(page)).filter((entry) => entry.game === GAME);
    // As an earlier version kept it: no seats, "against the computer", put aside.
    const { seats: _seats, ...old } = kept;
    await page.evaluate(async (entry) => {
      const open = indexedDB.open('mancala');
      /** @type {IDBDatabase} */
      const db = await new Promise((ok, fail) => {
        open.onsuccess = () => ok(open.result);
        open.onerror = () => fail(open.error);
      });
      const store = db.transaction('games', 'readwrite').objectStore('games');
      await new Promise((ok, fail) => {
        const put = store.put({ ...entry, id: 'old-save', slot: null, opponent: 'computer', reason: 'moved' }, 'old-save');
        put.onsuccess = ok;
        put.onerror = () => fail(put.error);
      });
      db.close();
    }, old);
    await page.reload();
    await page.locator('.mg[data-holes]').waitFor({ state: 'attached' });
    await playComputer(page, GAME, 'B', 'beginner');
    await board(page, GAME).locator('button.mg-opponent[data-opponent="human"]').click();
    const rows = await gamesRows(page);
    assert.ok(
      rows.some((row) => /against the computer/.test(row)),
      rows.join(' | '),
    );
    await page.locator('.mg-games-row:has-text("against the computer") .mg-games-open').click();
    assert.equal(await boardData(page, GAME, 'opponent'), 'computer');
    assert.equal(await boardData(page, GAME, 'computerSide'), 'B', 'the side the players row last showed');
    assert.equal(await boardData(page, GAME, 'level'), 'beginner');
    assert.deepEqual(problems, []);
  });
});
