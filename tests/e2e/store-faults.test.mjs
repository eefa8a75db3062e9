// @ts-check
// The games store when storage misbehaves (www/games-store.js,
// docs/RELIABILITY.md): a journal note from a clock set ahead.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { boardData, clickHole, gamesRows, inContext, keptGames, loadSite, reloadSite, useSite, waitIdle } from './helpers.mjs';

const site = useSite();
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

test('a journal note from a clock set ahead: the longer line wins, and two lines that part are both kept', async () => {
  await inContext(site, { reducedMotion: 'reduce' }, async ({ page, problems }) => {
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
    await page.locator('.mg-games-row').filter({ hasText: '4 moves' }).locator('.mg-games-open').click();
    assert.equal(await moves(page), all);
    await reloadSite(page);
    assert.equal((await gamesRows(page)).length, 2, 'kept once each');
    assert.deepEqual(problems, []);
  });
});
