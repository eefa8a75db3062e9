// @ts-check
// The board's state around its game (www/state/board-ui.js): one plain
// record, changed only by pure transitions that return a new record.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  chosen,
  focused,
  gameReplaced,
  initialBoardUi,
  inputBy,
  movedOn,
  noticed,
  openingPicked,
  otherTabSeen,
  pickDropped,
  pointed,
  said,
  savedAs,
} from '../../www/state/board-ui.js';

test('the record starts empty, with the notice a restored game brought', () => {
  const notice = { key: 'notice.unreadable' };
  assert.deepEqual(initialBoardUi(notice), {
    hover: null,
    focus: null,
    keyboardMode: false,
    message: null,
    raceChoice: null,
    notice,
    otherTab: null,
    unsaved: false,
  });
  assert.equal(initialBoardUi().notice, null);
});

test('transitions return a new record and never touch the old one', () => {
  const start = Object.freeze(initialBoardUi());
  const told = said(start, '3A is not yours');
  assert.notEqual(told, start);
  assert.equal(told.message, '3A is not yours');
  assert.equal(start.message, null);
  // Pointing at a hole clears the last message; the keyboard's ring clears it too.
  assert.deepEqual(pointed(told, '2B'), { ...told, hover: '2B', message: null });
  assert.deepEqual(focused(told, '4B'), { ...told, focus: '4B', keyboardMode: true, message: null });
  assert.equal(chosen(start, '1B').focus, '1B');
  assert.equal(inputBy(start, false), start, 'no change, the same record');
  assert.equal(inputBy(start, true).keyboardMode, true);
});

test('the hidden opening pick: made, dropped with or without a reason, gone when the game moves on or is replaced', () => {
  const start = { ...initialBoardUi(), hover: '3B', focus: '3B' };
  const picked = openingPicked(start, '3B');
  assert.deepEqual(picked, { ...start, raceChoice: '3B', hover: null, message: null });
  assert.equal(pickDropped(picked).raceChoice, null);
  assert.deepEqual(pickDropped(picked, 'endless'), { ...picked, raceChoice: null, message: 'endless' });
  assert.deepEqual(movedOn(said(picked, 'x')), { ...picked, raceChoice: null, message: null });
  const calm = initialBoardUi();
  assert.equal(movedOn(calm), calm, 'nothing to clear: the same record');
  assert.deepEqual(gameReplaced(picked), { ...picked, raceChoice: null, message: null, focus: null });
});

test('the notice, another tab and saving', () => {
  const start = initialBoardUi();
  const notice = { key: 'notice.shelved' };
  assert.equal(noticed(start, notice).notice, notice);
  assert.equal(noticed(noticed(start, notice), null).notice, null);
  const entry = /** @type {import('../../www/state/kept-games.js').KeptEntry} */ (/** @type {unknown} */ ({ id: 'x' }));
  assert.equal(otherTabSeen(start, entry).otherTab, entry);
  assert.equal(savedAs(start, false).unsaved, true);
  assert.equal(savedAs(savedAs(start, false), true).unsaved, false);
  assert.equal(savedAs(start, true), start);
});
