// @ts-check
// The game flow (www/board/game-flow.js) tells its board what happened on
// the board's channel, in the order the board's answers need (the game kept
// before a mode or the page hears of a move, the computer reset before the
// next refresh), and reaches into none of the board's other parts: here its
// board is a channel and a log, its game a line of moves, without a browser.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { GameFlow } from '../../www/board/game-flow.js';
import { BoardChannel } from '../../www/state/game-events.js';

// The instant speed shows a sowing's end at once: no frame is ever asked for, only cancelled.
Object.assign(globalThis, {
  cancelAnimationFrame: () => {},
  requestAnimationFrame: () => {
    throw new Error('no frame at the instant speed');
  },
});

/** @typedef {import('../../www/types.js').View} View */
/** @typedef {import('../../www/types.js').EngineGame} EngineGame */
/** @typedef {import('../../www/types.js').GameOptions} GameOptions */

/**
 * A game of bare moves, its view with only what the flow reads.
 * @param {string[]} log
 * @param {string} name
 */
function lineGame(log, name) {
  /** @type {string[]} */
  const moves = [];
  /** @type {string[]} */
  let undone = [];
  /** @returns {View} */
  const view = () =>
    /** @type {View} */ (
      /** @type {unknown} */ ({
        name,
        phase: 'play',
        to_move: moves.length % 2 === 0 ? 'B' : 'A',
        moves: [...moves],
        holes: [],
        over: false,
        can_undo: moves.length > 0,
        can_redo: undone.length > 0,
        position: moves.join(','),
      })
    );
  const game = {
    view,
    record: () => `${name}:${moves.join(' ')}`,
    /** @param {string} move */
    play(move) {
      moves.push(move);
      undone = [];
      return [];
    },
    undo() {
      const last = moves.pop();
      if (last === undefined) return false;
      undone.unshift(last);
      return true;
    },
    redo() {
      const next = undone.shift();
      if (next === undefined) return null;
      moves.push(next);
      return [];
    },
    /** @param {number} count */
    seek(count) {
      while (moves.length > count) this.undo();
      while (moves.length < count && this.redo());
    },
    close: () => log.push(`close ${name}`),
  };
  return /** @type {EngineGame} */ (/** @type {unknown} */ (game));
}

/** A flow on a board that logs what it is told and asked, in order. */
function loggedFlow() {
  /** @type {string[]} */
  const log = [];
  const channel = new BoardChannel();
  channel.on('leaving', (news) => log.push(`leaving ${news.cause}`));
  channel.on('moved', (news) => log.push(`moved ${news.detail.move}${news.redone ? ' redone' : ''}`));
  channel.on('moved', () => log.push('page moved'), 'page');
  channel.on('shown', (news) => log.push(`shown ${news.move}`));
  channel.on('replaced', (news) => log.push(`replaced ${news.options.start}`));
  channel.on('settled', (news) => log.push(`settled ${news.cause}`));
  const board = {
    key: 'sokusowo',
    channel,
    /** @type {{ raceChoice: string | null }} */
    state: { raceChoice: null },
    speed: /** @type {const} */ ('instant'),
    /** @param {string} key */
    t: (key) => key,
    /** @param {string} player */
    playerName: (player) => player,
    update: () => log.push('update'),
    refresh: () => log.push('refresh'),
    /** @param {string} text */
    announce: (text) => log.push(`announce ${text.split(' ')[0]}`),
  };
  const options = /** @type {GameOptions} */ ({ start: 'B' });
  const flow = new GameFlow(/** @type {any} */ (board), lineGame(log, 'first'), options, { framed: () => {}, quickened: () => false });
  return { flow, board, log };
}

test("a move: told at once (the board's listeners before the page's), then shown", () => {
  const { flow, log } = loggedFlow();
  flow.play('3B', () => log.push('played'));
  assert.deepEqual(log, ['update', 'played', 'moved 3B', 'page moved', 'refresh', 'announce announce.move', 'shown 3B']);
});

test('undo: the position is left (the computer resets) before the game moves, then it settles (kept) before the refresh', () => {
  const { flow, log } = loggedFlow();
  flow.play('3B', () => {});
  log.length = 0;
  assert.equal(flow.undo(), true);
  assert.deepEqual(log, ['leaving undo', 'update', 'settled undo', 'refresh', 'announce announce.undo']);
  log.length = 0;
  assert.equal(flow.undo(), false, 'nothing left to take back');
  assert.deepEqual(log, ['leaving undo']);
});

test('undo of a hidden opening pick: the position is left, the pick dropped, nothing settles', () => {
  const { flow, board, log } = loggedFlow();
  board.state.raceChoice = '3B';
  assert.equal(flow.undo(), false);
  assert.deepEqual(log, ['leaving undo', 'update']);
});

test('redo: the position is left, then the move is news again, marked redone', () => {
  const { flow, log } = loggedFlow();
  flow.play('3B', () => {});
  flow.undo();
  log.length = 0;
  flow.redo();
  assert.deepEqual(log, ['leaving redo', 'update', 'moved 3B redone', 'page moved', 'refresh', 'announce announce.move', 'shown 3B']);
  log.length = 0;
  flow.redo();
  assert.deepEqual(log, ['leaving redo'], 'nothing to redo: only the position left');
});

test('another game: left, put aside by the board, the old one closed, the new one replaced and settled', () => {
  const { flow, log } = loggedFlow();
  const next = lineGame(log, 'second');
  flow.replaceGame(next, /** @type {GameOptions} */ ({ start: 'A' }), () => log.push('put aside'));
  assert.deepEqual(log, ['leaving replace', 'put aside', 'close first', 'update', 'replaced A', 'update', 'settled replace', 'refresh']);
  assert.equal(flow.game, next);
  assert.equal(flow.options.start, 'A');
});

test('going to a ply: left, then settled without a sowing', () => {
  const { flow, log } = loggedFlow();
  flow.play('3B', () => {});
  flow.play('4A', () => {});
  log.length = 0;
  flow.seek(0);
  assert.deepEqual(log, ['leaving seek', 'update', 'settled seek', 'refresh']);
  assert.deepEqual(flow.view.moves, []);
});
