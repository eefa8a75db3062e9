// @ts-check
// One path for every move (issue 36, item 3; issue 40, case 7): a page's
// script and a person's taps go through the same commands (www/board/commands.js).
// The same scenario, played once by the element's methods and once by taps
// and buttons, keeps the same games and refuses with the same words: the
// line a move after Undo leaves is kept (reachable after a reload), the
// line's own next move redoes it (the moves after it stay to redo), and a
// blocked hole is refused alike.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { board, boardData, callElement, clickHole, elementMoves, firstPlayable, inContext, keptGames, loadBuiltEngine, useSite, waitIdle } from './helpers.mjs';

const site = useSite();
const GAME = 'sadeqa-ii';

/** @typedef {'script' | 'tap'} Source */

/**
 * Opens the play page's board of the game.
 * @param {import('playwright-core').Page} page
 */
async function openBoard(page) {
  await page.goto(`${site.url}play.html?game=${GAME}&speed=instant`);
  await board(page, GAME).locator('canvas').waitFor();
  await page.locator(`.mg[data-game="${GAME}"][data-holes]`).waitFor({ state: 'attached' });
}

/**
 * Plays a move by a script's play() or by a tap on its hole, and waits for its sowing.
 * @param {import('playwright-core').Page} page
 * @param {Source} by
 * @param {string} hole
 */
async function play(page, by, hole) {
  if (by === 'script') assert.deepEqual(await callElement(page, 'play', hole), { result: hole });
  else await clickHole(page, GAME, hole);
  await waitIdle(page, GAME);
  assert.equal((await elementMoves(page)).at(-1), hole, `${by}: ${hole} played`);
}

/**
 * Takes back a move by a script's undo() or the Undo button.
 * @param {import('playwright-core').Page} page
 * @param {Source} by
 */
async function undo(page, by) {
  const before = (await elementMoves(page)).length;
  if (by === 'script') assert.ok('result' in (await callElement(page, 'undo')));
  else await board(page, GAME).locator('.mg-undo').click();
  assert.equal((await elementMoves(page)).length, before - 1, `${by}: a move taken back`);
}

/**
 * The scenario, played by one source: ten moves, four taken back,
 * the line's own next move, then another legal move, then a reload.
 * @param {import('playwright-core').Page} page
 * @param {Source} by
 */
async function scenario(page, by) {
  await openBoard(page);
  for (let i = 0; i < 10; i++) await play(page, by, await firstPlayable(page, GAME));
  const line = await elementMoves(page);
  for (let i = 0; i < 4; i++) await undo(page, by);
  // The line's own next move: a redo, the three moves after it stay to redo.
  await play(page, by, line[6]);
  const redoAfterOwnMove = await board(page, GAME).locator('.mg-redo').isEnabled();
  const redoTail = JSON.parse(JSON.stringify(await page.evaluate(() => /** @type {any} */ (document.querySelector('mancala-game')).record)));
  await undo(page, by);
  const playable = (await boardData(page, GAME, 'playable')).split(' ').filter(Boolean);
  const other = playable.find((hole) => hole !== line[6]);
  assert.ok(other, 'another legal move than the line’s own');
  await play(page, by, other);
  const notice = await board(page, GAME).locator('.mg-notice').textContent();
  await page.reload();
  await page.locator(`.mg[data-game="${GAME}"][data-holes]`).waitFor({ state: 'attached' });
  const shown = await elementMoves(page);
  const engine = await loadBuiltEngine();
  const kept = (await keptGames(page)).map((entry) => engine.Game.fromRecord(entry.record).view().moves.join(' ')).sort();
  return { line, redoAfterOwnMove, redoTail, notice, shown, kept };
}

test('a script’s play, undo and redo keep what taps and buttons keep (issue 40 case 7)', async () => {
  /** @type {Record<Source, Awaited<ReturnType<typeof scenario>>>} */
  const results = /** @type {any} */ ({});
  for (const by of /** @type {Source[]} */ (['tap', 'script'])) {
    await inContext(site, { reducedMotion: 'reduce' }, async ({ page, problems }) => {
      results[by] = await scenario(page, by);
      assert.deepEqual(problems, []);
    });
  }
  const { tap, script } = results;
  assert.deepEqual(script.line, tap.line, 'the same ten moves');
  for (const [by, result] of Object.entries(results)) {
    assert.equal(result.redoAfterOwnMove, true, `${by}: the line's own next move leaves the moves after it to redo`);
    assert.deepEqual(result.shown, [...result.line.slice(0, 6), result.shown[6]], `${by}: the board comes back with its game`);
    assert.ok(result.kept.includes(result.line.join(' ')), `${by}: the four moves taken back are kept after a reload (${result.kept.join(' | ')})`);
  }
  assert.deepEqual(script.kept, tap.kept, 'a script keeps what taps keep');
  assert.equal(script.notice, tap.notice, 'and the board says the same');
  assert.equal(script.redoTail, tap.redoTail, 'the same record, redo list included');
});

test('a blocked hole is refused with the same code and words by a tap and by play()', async () => {
  await inContext(site, { reducedMotion: 'reduce' }, async ({ page, problems }) => {
    await openBoard(page);
    await play(page, 'tap', await firstPlayable(page, GAME));
    const playable = (await boardData(page, GAME, 'playable')).split(' ').filter(Boolean);
    const holes = Object.keys(JSON.parse(await boardData(page, GAME, 'holes')));
    const blocked = holes.find((hole) => !playable.includes(hole));
    assert.ok(blocked, 'a hole the player to move may not play');
    const before = await elementMoves(page);
    const refusal = await callElement(page, 'play', blocked);
    assert.equal(refusal.thrown, true, `play(${blocked}) is refused`);
    assert.ok(refusal.code, `with a code (${refusal.message})`);
    await clickHole(page, GAME, blocked);
    const toast = board(page, GAME).locator('.mg-toast');
    await toast.waitFor({ state: 'visible' });
    assert.equal(await toast.textContent(), refusal.message, 'the tap’s refusal reads as the script’s');
    assert.deepEqual(await elementMoves(page), before, 'nothing played');
    assert.deepEqual(problems, []);
  });
});
