// @ts-check
// The front end's pure state and transitions (www/state/), without a browser.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { editedCount } from '../../www/modes/setup/setup-edit.js';
import { defaultFocus, lastMoveHoles, otherPlayer, playableHoles, racePicker } from '../../www/state/board-state.js';
import { BoardChannel, gameOverDetail, moveDetail, movedNews } from '../../www/state/game-events.js';
import { chooseHole } from '../../www/state/hole-choice.js';
import { keptPrefix, moveEntries, moverOf } from '../../www/state/move-list.js';
import { cleanOptions, drawLottery, stallLimitFromText } from '../../www/state/options.js';
import { parseJsonObject, readSaved, writeSaved } from '../../www/state/saved-game.js';

/** @typedef {import('../../www/types.js').View} View */
/** @typedef {import('../../www/types.js').HoleView} HoleView */

/**
 * A view with only what the state functions read.
 * @param {Partial<View>} parts
 * @returns {View}
 */
function view(parts) {
  return /** @type {View} */ ({ phase: 'play', to_move: 'B', moves: [], holes: [], over: false, position: 'p', ...parts });
}

/**
 * @param {string} label
 * @param {'A' | 'B'} owner
 * @param {boolean} playable
 * @returns {HoleView}
 */
const hole = (label, owner, playable) => /** @type {HoleView} */ ({ label, owner, playable, seeds: playable ? 4 : 0 });

/**
 * Engine settings as Game.settings() gives them, with figures unlike the
 * real engine's so a copied default or limit would show.
 * @type {import('../../www/types.js').EngineSettings}
 */
const SETTINGS = {
  defaults: { start: 'A', lastFour: 'first', stallLimit: 50 },
  lastFourRules: ['previous', 'first', 'lottery-A', 'lottery-B'],
  maxStallLimit: 300,
  maxRecordLength: 1000,
  maxPositionLength: 100,
  levels: ['beginner', 'intermediate', 'expert'],
};

test("options: anything odd becomes the engine's default, good values stay", () => {
  assert.deepEqual(cleanOptions(null, SETTINGS), SETTINGS.defaults);
  assert.deepEqual(cleanOptions('x', SETTINGS), SETTINGS.defaults);
  assert.deepEqual(cleanOptions({ start: 'B', lastFour: 'previous', stallLimit: 7 }, SETTINGS), { start: 'B', lastFour: 'previous', stallLimit: 7 });
  assert.equal(cleanOptions({ stallLimit: 0 }, SETTINGS).stallLimit, 50);
  assert.equal(cleanOptions({ stallLimit: 2.5 }, SETTINGS).stallLimit, 50);
  assert.equal(cleanOptions({ stallLimit: 301 }, SETTINGS).stallLimit, 50);
  assert.equal(cleanOptions({ stallLimit: 300 }, SETTINGS).stallLimit, 300);
  assert.equal(cleanOptions({ lastFour: 'lottery' }, SETTINGS).lastFour, 'first');
  assert.equal(stallLimitFromText('12.4', SETTINGS), 12);
  assert.equal(stallLimitFromText('-3', SETTINGS), 1);
  assert.equal(stallLimitFromText('1e9', SETTINGS), 300);
  assert.equal(stallLimitFromText('abc', SETTINGS), 50);
  assert.match(drawLottery(), /^lottery-[AB]$/);
});

test('saved game: round trip, and bad text reads as nothing', () => {
  const saved = { record: 'game: sokusowo\n1. a1', options: cleanOptions({ start: 'B' }, SETTINGS) };
  assert.deepEqual(readSaved(writeSaved(saved), SETTINGS), saved);
  assert.equal(readSaved('{', SETTINGS), null);
  assert.equal(readSaved('{"record": 3}', SETTINGS), null);
  assert.equal(readSaved('null', SETTINGS), null);
  assert.deepEqual(parseJsonObject('[1'), {});
  assert.deepEqual(parseJsonObject('{"a":1}'), { a: 1 });
});

test('move list: numbered, mover named, kept prefix', () => {
  assert.deepEqual(moveEntries(['c3+d4', 'a2B', 'b1B', 'f6A']), [
    { number: 1, mover: null, move: 'c3+d4' },
    { number: 2, mover: 'B', move: 'a2B' },
    { number: 3, mover: 'B', move: 'b1B' },
    { number: 4, mover: 'A', move: 'f6A' },
  ]);
  assert.equal(moverOf('x'), null);
  assert.equal(keptPrefix(['a', 'b', 'c'], ['a', 'b', 'd']), 2);
  assert.equal(keptPrefix([], ['a']), 0);
  assert.equal(keptPrefix(['a', 'b'], ['a']), 1);
});

test('board facts: opening picker, playable holes, last move, focus', () => {
  assert.equal(otherPlayer('A'), 'B');
  assert.equal(racePicker(null, null, 'B'), 'B');
  assert.equal(racePicker(null, 'a1', 'B'), 'A');
  assert.equal(racePicker('A', 'a1', 'A'), 'B');
  const race = view({ phase: 'race', holes: [hole('a1', 'A', true), hole('b1', 'B', true), hole('b2', 'B', false)] });
  assert.deepEqual(playableHoles(race, 'B', false), ['b1']);
  assert.deepEqual(playableHoles(race, 'B', true), []);
  assert.deepEqual(playableHoles(view({ holes: race.holes }), 'B', false), ['a1', 'b1']);
  assert.deepEqual(lastMoveHoles(view({ moves: ['x', 'c3+d4'] })), ['c3', 'd4']);
  assert.deepEqual(lastMoveHoles(view({})), []);
  assert.equal(defaultFocus(race, 'B'), 'b1');
  assert.equal(defaultFocus(view({ holes: [hole('b2', 'B', false)] }), 'B'), 'b2');
});

test('choosing a hole: busy, blocked, not yours, the hidden pick, the joint opening', () => {
  const holes = [hole('a1', 'A', true), hole('b1', 'B', true), hole('b2', 'B', false)];
  const play = view({ holes });
  assert.deepEqual(chooseHole(play, 'b1', true, null, 'B'), { kind: 'ignore' });
  assert.deepEqual(chooseHole(play, 'zz', false, null, 'B'), { kind: 'ignore' });
  assert.deepEqual(chooseHole(play, 'b1', false, null, 'B'), { kind: 'play', move: 'b1', opening: false });
  assert.equal(chooseHole(play, 'b2', false, null, 'B').kind, 'blocked');
  const race = view({ phase: 'race', holes });
  assert.equal(chooseHole(race, 'a1', false, null, 'B').kind, 'not-yours');
  assert.equal(chooseHole(race, 'b2', false, null, 'B').kind, 'blocked');
  assert.deepEqual(chooseHole(race, 'b1', false, null, 'B'), { kind: 'pick', label: 'b1', picker: 'B' });
  assert.deepEqual(chooseHole(race, 'a1', false, 'b1', 'A'), { kind: 'play', move: 'b1+a1', opening: true });
  assert.deepEqual(chooseHole(race, 'b1', false, 'a1', 'B'), { kind: 'play', move: 'b1+a1', opening: true });
});

test('page events: the move detail, and game over only on the ending move', () => {
  const before = view({ to_move: 'B' });
  const after = view({ to_move: 'A', moves: ['b1'], position: 'q' });
  assert.deepEqual(moveDetail('sokusowo', before, after), {
    game: 'sokusowo',
    move: 'b1',
    player: 'B',
    moves: ['b1'],
    position: 'q',
    toMove: 'A',
    over: false,
  });
  assert.equal(gameOverDetail('sokusowo', before, after, 'r'), null);
  const over = view({ over: true, winner: 'B', reason_code: 'r', score: { A: 1, B: 2 } });
  assert.deepEqual(gameOverDetail('sokusowo', before, over, 'rec'), { game: 'sokusowo', winner: 'B', reason: 'r', score: { A: 1, B: 2 }, record: 'rec' });
  assert.equal(gameOverDetail('sokusowo', over, over, 'rec'), null);
});

test("a board's channel: the board's listeners before the page's, each kind apart, unsubscribing while told", () => {
  const channel = new BoardChannel();
  /** @type {string[]} */
  const heard = [];
  channel.on('moved', (news) => heard.push(`page ${news.detail.move}`), 'page');
  const stop = channel.on('shown', (news) => {
    stop();
    heard.push(`once ${news.move}`);
  });
  channel.on('moved', (news) => heard.push(`board ${news.detail.move}`));
  channel.on('shown', (news) => heard.push(`shown ${news.move}`));
  const before = view({ to_move: 'B' });
  const after = view({ to_move: 'A', moves: ['b1'], position: 'q', over: true, winner: 'A', reason_code: 'r', score: { A: 2, B: 1 } });
  const news = movedNews('sokusowo', before, after, 'rec');
  assert.deepEqual(news.gameOver, { game: 'sokusowo', winner: 'A', reason: 'r', score: { A: 2, B: 1 }, record: 'rec' });
  channel.emit('moved', news);
  channel.emit('shown', { move: 'b1', events: [], before });
  channel.emit('shown', { move: 'b2', events: [], before });
  assert.deepEqual(heard, ['board b1', 'page b1', 'once b1', 'shown b1', 'shown b2']);
});

test("set up's board editor: add, take and empty never leave the game's bounds", () => {
  assert.equal(editedCount(3, 'add', 48), 4);
  assert.equal(editedCount(48, 'add', 48), 48);
  assert.equal(editedCount(3, 'take', 48), 2);
  assert.equal(editedCount(0, 'take', 48), 0);
  assert.equal(editedCount(7, 'empty', 48), 0);
  // An empty or unreadable box counts as none.
  assert.equal(editedCount(Number.NaN, 'add', 48), 1);
  assert.equal(editedCount(Number.NaN, 'take', 48), 0);
  assert.equal(editedCount(-4, 'add', 48), 1);
  assert.equal(editedCount(2.7, 'take', 48), 1);
});
