// @ts-check
// A kept game is read from its record, never trusted for what its entry says
// of itself (www/store/game-keeper.js readEntry, state/kept-games.js cleanEntry):
// an imported file's or a stored entry's game, summary, `hidden` and
// `unreadable`, an odd id; a handed-in game's slot named by its whole text;
// a friend's name isolated from the rest of its row in Games.

import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { useFreshPages } from './fresh-pages.mjs';
import { boardData, gamesRows, inContext, keptGames, loadBuiltEngine, loadSite, RESULTS, reloadSite, servePage, useSite, waitForElements } from './helpers.mjs';

const site = useSite();
// The tests that need only a first visit's empty storage share a context (its site storage emptied
// first): a new context each cost about half a second of CPU. The one that serves pages of its own keeps one.
const inFreshPage = useFreshPages(site);

/** @typedef {import('playwright-core').Page} Page */

/**
 * A record of `n` legal moves of a game (each the `pick`-th legal move), written by the built engine.
 * @param {string} key
 * @param {number} n
 * @param {number} [pick]
 */
async function record(key, n, pick = 0) {
  const { Game } = await loadBuiltEngine();
  const game = new Game(key, {});
  for (let i = 0; i < n; i++) {
    const legal = game.view().legal_moves;
    game.play(legal[Math.min(pick, legal.length - 1)]);
  }
  return { record: game.record(), moves: game.view().moves.join(' ') };
}

/**
 * An entry as the export file holds it, with what it claims of itself.
 * @param {{ id: string, record: string } & Record<string, unknown>} parts
 */
function entry(parts) {
  return {
    game: 'sokusowo',
    slot: null,
    options: {},
    opponent: 'human',
    created: 1765000000000,
    updated: 1765000000000,
    summary: { moves: 0, toMove: 'B', over: false, winner: null },
    ...parts,
  };
}

/**
 * Imports an export file holding `games` through the Games panel.
 * @param {Page} page
 * @param {string} name
 * @param {unknown[]} games
 */
async function importFile(page, name, games) {
  mkdirSync(RESULTS, { recursive: true });
  const path = join(RESULTS, name);
  writeFileSync(path, JSON.stringify({ format: 'mancala-games', version: 1, exported: 1765000000000, games }));
  await gamesRows(page);
  await page.locator('.mg-games input[type=file]').setInputFiles(path);
  await page.locator('.mg-games-message').filter({ hasText: /added/ }).waitFor();
}

/**
 * A row of Games by the id it lists.
 * @param {Page} page
 * @param {string} id
 */
const row = (page, id) => page.locator(`.mg-games-row[data-id="${id}"]`);

test('an imported entry is read from its record: its game, its summary, hidden, unreadable, an id with a space', async () => {
  const anywoli = await record('anywoli', 2);
  const [one, two, three, four] = await Promise.all([record('sokusowo', 1), record('sokusowo', 2), record('sokusowo', 3), record('sokusowo', 1, 1)]);
  await inFreshPage({ reducedMotion: 'reduce' }, async ({ page, problems }) => {
    await loadSite(page, site.url);
    await importFile(page, 'claims.json', [
      entry({ id: 'mislabelled', record: anywoli.record }),
      entry({ id: 'hidden', record: one.record, hidden: true }),
      entry({ id: 'flagged', record: two.record, unreadable: true }),
      entry({ id: 'with space', record: three.record }),
      entry({ id: 'boasting', record: four.record, summary: { moves: 99, toMove: null, over: true, winner: 'A' } }),
    ]);
    const rows = await gamesRows(page);
    assert.equal(rows.length, 5, rows.join('\n'));
    assert.match((await row(page, 'mislabelled').locator('.mg-games-text').textContent()) ?? '', /^Anywoli · .* 2 moves/);
    assert.equal(await row(page, 'mislabelled').getAttribute('data-game'), 'anywoli');
    assert.equal(await row(page, 'flagged').locator('.mg-games-open').count(), 1, 'a readable game can be resumed');
    assert.doesNotMatch((await row(page, 'flagged').textContent()) ?? '', /unreadable/);
    assert.equal(await page.locator('.mg-games-row[data-id^="with_space"]').count(), 1, 'renewed, not dropped');
    assert.match((await row(page, 'boasting').textContent()) ?? '', /· 1 move ·/);
    assert.doesNotMatch((await row(page, 'boasting').textContent()) ?? '', /won|99/);
    // Resumed on its own game's play page, as the record says.
    await row(page, 'mislabelled').locator('.mg-games-open').click();
    await page.waitForURL(/play\.html\?game=anywoli/);
    await page.locator(`.mg[data-game="anywoli"][data-moves="${anywoli.moves}"]`).waitFor({ state: 'attached' });
    assert.deepEqual(problems, []);
  });
});

test('a stored entry is read from its record at every load: a slot of another game, a stale unreadable flag, an odd id, a boasting summary', async () => {
  const anywoli = await record('anywoli', 3);
  const [two, three, one] = await Promise.all([record('sokusowo', 2), record('sokusowo', 3), record('sokusowo', 1)]);
  await inFreshPage({ reducedMotion: 'reduce' }, async ({ page, problems }) => {
    await loadSite(page, site.url);
    await keptGames(page);
    const stored = [
      entry({ id: 'wrong-slot', slot: 'sokusowo', record: anywoli.record }),
      entry({ id: 'flagged', record: two.record, unreadable: true }),
      entry({ id: 'odd id', record: three.record }),
      entry({ id: 'boasting', record: one.record, summary: { moves: 99, toMove: null, over: true, winner: 'A' } }),
    ];
    await page.evaluate(async (games) => {
      const open = indexedDB.open('mancala');
      /** @type {IDBDatabase} */
      const db = await new Promise((ok, fail) => {
        open.onsuccess = () => ok(open.result);
        open.onerror = () => fail(open.error);
      });
      const write = db.transaction('games', 'readwrite');
      for (const game of games) write.objectStore('games').put(game, game.id);
      await new Promise((ok) => {
        write.oncomplete = ok;
      });
      db.close();
    }, stored);
    for (let load = 0; load < 2; load++) {
      await reloadSite(page);
      assert.equal(await boardData(page, 'sokusowo', 'moves'), '', 'an Anywoli game never sits on the Sokusowó board');
      const rows = await gamesRows(page);
      assert.equal(rows.length, 4, rows.join('\n'));
      assert.match((await row(page, 'wrong-slot').locator('.mg-games-text').textContent()) ?? '', /^Anywoli · .* 3 moves/);
      // The games on no board are read just after the first board, a few a task: their rows change then.
      await row(page, 'flagged').locator('.mg-games-open').waitFor();
      await row(page, 'boasting')
        .filter({ hasText: /· 1 move ·/ })
        .waitFor();
      assert.doesNotMatch((await row(page, 'flagged').textContent()) ?? '', /unreadable/);
      assert.doesNotMatch((await row(page, 'boasting').textContent()) ?? '', /won|99/);
      assert.equal(await page.locator('.mg-games-row[data-id^="odd_id"]').count(), 1);
    }
    const kept = await keptGames(page);
    assert.deepEqual(kept.map((e) => e.id).sort(), ['boasting', 'flagged', 'odd_id-renewed', 'wrong-slot'], 'the odd id renewed in the store, not doubled');
    await row(page, 'wrong-slot').locator('.mg-games-open').click();
    assert.equal(await boardData(page, 'anywoli', 'moves'), anywoli.moves);
    assert.deepEqual(problems, []);
  });
});

/**
 * Where the first and the last letter of `words` are drawn (their left
 * edges, CSS px) in the first text of `locator` holding them: left to right
 * when the first is the further left.
 * @param {import('playwright-core').Locator} locator
 * @param {string} words
 * @returns {Promise<[number, number]>}
 */
function firstAndLastLetter(locator, words) {
  return locator.evaluate((element, text) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = /** @type {Text} */ (node).data.indexOf(text);
      if (at < 0) continue;
      const range = document.createRange();
      const x = (/** @type {number} */ i) => {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        return range.getBoundingClientRect().left;
      };
      return /** @type {[number, number]} */ ([x(at), x(at + text.length - 1)]);
    }
    return /** @type {[number, number]} */ ([Number.NaN, Number.NaN]);
  }, words);
}

test('a right-to-left override in a friend’s name reverses the name only, not the rest of its row in Games or of the board’s sentence', async () => {
  const game = await record('sokusowo', 1);
  const shared = {
    id: 'f1',
    game: 'sokusowo',
    from: 'A',
    name: 'Ana',
    start: 'B',
    moves: game.moves.split(' '),
    lastFour: null,
    stallLimit: null,
    position: null,
  };
  const hidden = { race: null, racePick: null, raceReveal: null, lot: null, lotShare: null, lotReveal: null, resigned: null };
  const friend = { shared: { ...shared, ...hidden }, side: 'A', name: '\u2069\u202EAna', myName: 'Bo', secret: {}, seen: 1 };
  await inFreshPage({ reducedMotion: 'reduce' }, async ({ page, problems }) => {
    await loadSite(page, site.url);
    await importFile(page, 'friend.json', [entry({ id: 'friendly', record: game.record, friend })]);
    await row(page, 'friendly').waitFor();
    // Where the first and last letters of "1 move" are drawn: left to right, whatever the name holds.
    const [first, last] = await firstAndLastLetter(row(page, 'friendly'), '1 move');
    assert.ok(first < last, `"1 move" reads left to right (${first} < ${last})`);
    assert.match((await row(page, 'friendly').textContent()) ?? '', /with .*Ana.*\b1 move\b(?!s)/, 'one move, said in the singular');
    // On the play page's board too: the friend panel's sentence around the name reads left to right.
    await page.goto(new URL('play.html?game=sokusowo', site.url).href);
    await gamesRows(page);
    await row(page, 'friendly').locator('.mg-games-open').click();
    const panel = page.locator('.mg-friend');
    if ((await panel.getAttribute('open')) === null) await panel.locator('summary').first().click();
    const status = page.locator('.mg-friend-status').filter({ hasText: 'you play' });
    await status.waitFor();
    const [you, play] = await firstAndLastLetter(status, 'you play');
    assert.ok(you < play, `"you play" after the name reads left to right (${you} < ${play})`);
    assert.deepEqual(problems, []);
  });
});

test('two positions with one 32-bit hash each keep their own slot: the second page shows its own position', async () => {
  const first = 'sokusowo 3,6,2,3,1,4/3,5,5,6,3,6 B captured=1,0';
  const second = 'sokusowo 4,6,2,6,2,4/2,2,1,5,2,5 B captured=3,4';
  await inContext(site, { reducedMotion: 'reduce' }, async ({ context, page, problems }) => {
    /**
     * A page author's page with one board handed a position.
     * @param {string} name
     * @param {string} position
     */
    const host = async (name, position) => {
      await page.goto(
        await servePage(
          context,
          new URL(`author/${name}.html`, site.url).href,
          `<script type="module" src="../mancala-game.js"></script><mancala-game position="${position}" speed="instant"></mancala-game>`,
        ),
      );
      await waitForElements(page, 1);
      return page.locator('mancala-game .mg');
    };
    const one = await host('first', first);
    const playable = ((await one.getAttribute('data-playable')) ?? '').split(' ').filter(Boolean);
    await page.evaluate((move) => /** @type {any} */ (document.querySelector('mancala-game')).play(move), playable[0]);
    await page.locator('mancala-game .mg[data-moves]:not([data-moves=""])').waitFor({ state: 'attached' });
    assert.equal((await keptGames(page)).length, 1);
    const two = await host('second', second);
    assert.equal(await two.getAttribute('data-moves'), '', 'the second position, not the first one’s game');
    assert.equal(await page.evaluate(() => /** @type {any} */ (document.querySelector('mancala-game')).position), second);
    const again = await host('first-again', first);
    assert.equal(await again.getAttribute('data-moves'), playable[0], 'the first page’s game is still its own');
    assert.deepEqual(problems, []);
  });
});
