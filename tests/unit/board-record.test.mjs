// @ts-check
// state/board-record.js: the one record of a board's moment, built once per
// refresh from what the board's parts answered, read by its texts and panels.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { boardRecord } from '../../www/state/board-record.js';
import { initialBoardUi } from '../../www/state/board-ui.js';

/** @typedef {import('../../www/types.js').View} View */

/**
 * A view with only what the record reads.
 * @param {Partial<View>} parts
 * @returns {View}
 */
function view(parts) {
  return /** @type {View} */ ({ phase: 'play', to_move: 'B', moves: ['3A'], holes: [], over: false, position: 'p', ...parts });
}

/**
 * What a board's parts answer, with `change` over it.
 * @param {Partial<import('../../www/state/board-record.js').RecordParts>} change
 * @returns {import('../../www/state/board-record.js').RecordParts}
 */
function parts(change = {}) {
  return {
    view: view({}),
    seats: { A: { by: 'person' }, B: { by: 'person' } },
    line: ['3A', '4B'],
    options: { start: 'A', lastFour: 'first', stallLimit: 50 },
    animating: false,
    mover: null,
    ui: initialBoardUi(),
    playable: ['1B', '2B'],
    picker: 'A',
    refusal: null,
    computerWaiting: false,
    modeStatus: null,
    byLinks: false,
    picks: false,
    hint: null,
    soundOn: true,
    recordText: 'game: sokusowo\nmoves: 3A',
    lineRecord: 'game: sokusowo\nmoves: 3A 4B',
    ...change,
  };
}

test('a board’s record is a frozen copy: its lists are its own and cannot be changed', () => {
  const given = parts();
  const record = boardRecord(given);
  assert.ok(Object.isFrozen(record));
  assert.ok(Object.isFrozen(record.line) && Object.isFrozen(record.playable));
  assert.deepEqual(record.line, ['3A', '4B']);
  /** @type {string[]} */ (given.line).push('5A');
  assert.deepEqual(record.line, ['3A', '4B'], 'a later change of the parts’ lists is not the record’s');
  assert.throws(() => {
    /** @type {any} */ (record).view = null;
  }, TypeError);
  assert.equal(record.view, given.view, 'the engine’s view itself, shared, never copied');
});

test('the pointed hole is the keyboard’s focus once the keyboard was used last, else the pointer’s', () => {
  const ui = { ...initialBoardUi(), hover: '2B', focus: '1B' };
  assert.equal(boardRecord(parts({ ui })).pointed, '2B');
  assert.equal(boardRecord(parts({ ui: { ...ui, keyboardMode: true } })).pointed, '1B');
  const notice = { key: 'notice.stored' };
  const record = boardRecord(parts({ ui: { ...ui, raceChoice: '3A', message: 'no', notice } }));
  assert.deepEqual([record.raceChoice, record.message, record.notice], ['3A', 'no', notice]);
});

test('the opening of a game by links: this device picks its hole on the board, or the friend does on theirs', () => {
  const race = view({ phase: 'race' });
  assert.equal(boardRecord(parts({ view: race, byLinks: true, picks: true })).linkedRace, 'mine');
  assert.equal(boardRecord(parts({ view: race, byLinks: true, picks: false })).linkedRace, 'theirs');
  assert.equal(boardRecord(parts({ view: race })).linkedRace, null, 'on one device: no linked opening');
  assert.equal(boardRecord(parts({ byLinks: true })).linkedRace, null, 'after the opening: none');
});

test('what a mode says on the status line and its hint travel in the record as they were given', () => {
  const status = /** @type {const} */ ({ kind: 'computerToMove', computer: 'B' });
  const record = boardRecord(parts({ modeStatus: status, computerWaiting: true, refusal: 'computerToMove' }));
  assert.deepEqual([record.modeStatus, record.computerWaiting, record.refusal], [status, true, 'computerToMove']);
});

test('what the panels read of the game beside its view: a game by links, its record here and its whole line’s', () => {
  const record = boardRecord(parts({ byLinks: true }));
  assert.equal(record.byLinks, true);
  assert.equal(record.recordText, 'game: sokusowo\nmoves: 3A');
  assert.equal(record.lineRecord, 'game: sokusowo\nmoves: 3A 4B');
  assert.equal(boardRecord(parts()).byLinks, false, 'a game on one device');
});
