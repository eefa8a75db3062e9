// @ts-check
// Who plays each side of a kept game (www/state/seats.js): made from the
// board's players, a friend's side or a mode's script, read back into the
// players row, and checked when stored or imported.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BoardModes } from '../../www/modes/mode.js';
import { cleanEntry } from '../../www/state/kept-games.js';
import { byLinks, cleanSeats, computerSeats, engineHelps, playersOf, scriptOf } from '../../www/state/seats.js';
import { keptEntry } from './kept-entry.mjs';

/** @type {import('../../www/engine/computer.js').Players} */
const TWO = { opponent: 'human', computerSide: 'A', level: 'intermediate' };
const LEVELS = ['beginner', 'intermediate', 'expert'];

/**
 * The seats a board makes of its modes (modes/mode.js BoardModes, as board/board.js asks it).
 * @param {import('../../www/modes/mode.js').BoardMode[]} modes  attached in this order
 * @param {import('../../www/modes/mode.js').KeptSeats} [kept]
 */
function seatsOfModes(modes, kept) {
  const attached = new BoardModes();
  for (const mode of modes) attached.add(mode);
  return attached.seats(kept);
}
const dispose = () => {};

test('the seats of a board: two people, the computer on its side at its level, a friend by links, a puzzle’s defence', () => {
  const computer = (/** @type {import('../../www/engine/computer.js').Players} */ players) => ({
    name: /** @type {const} */ ('computer'),
    seats: () => computerSeats(players),
    dispose,
  });
  assert.deepEqual(seatsOfModes([computer(TWO)]), { A: { by: 'person' }, B: { by: 'person' } });
  assert.deepEqual(seatsOfModes([computer({ opponent: 'computer', computerSide: 'B', level: 'expert' })]), {
    A: { by: 'person' },
    B: { by: 'computer', level: 'expert' },
  });
  // A friend game is never against the computer, whatever the players row said, though attached after it.
  const friend = { name: /** @type {const} */ ('friend'), seats: () => ({ A: { by: /** @type {const} */ ('friend') } }), dispose };
  assert.deepEqual(seatsOfModes([computer({ ...TWO, opponent: 'computer' }), friend]), { A: { by: 'friend' }, B: { by: 'person' } });
  const puzzle = {
    name: /** @type {const} */ ('puzzle'),
    seats: () => ({ A: { by: /** @type {const} */ ('script'), mode: /** @type {const} */ ('puzzle') } }),
    dispose,
  };
  assert.deepEqual(seatsOfModes([computer({ ...TWO, opponent: 'computer', computerSide: 'B' }), puzzle]), {
    A: { by: 'script', mode: 'puzzle' },
    B: { by: 'person' },
  });
  // A mode that seats nobody now leaves the question to the next.
  const idle = { name: /** @type {const} */ ('friend'), seats: () => null, dispose };
  assert.deepEqual(seatsOfModes([idle, puzzle]), { A: { by: 'script', mode: 'puzzle' }, B: { by: 'person' } });
  // A kept game's friend and script hold their seats until their modes come (a panel loaded later), still over the computer.
  const against = computer({ opponent: 'computer', computerSide: 'A', level: 'expert' });
  assert.deepEqual(seatsOfModes([against], { friendSide: 'B', script: null }), { A: { by: 'person' }, B: { by: 'friend' } });
  assert.deepEqual(seatsOfModes([against], { friendSide: null, script: { side: 'B', mode: 'puzzle' } }), {
    A: { by: 'person' },
    B: { by: 'script', mode: 'puzzle' },
  });
  // The puzzle's own mode, once it seats its defence, decides over the kept script.
  assert.deepEqual(seatsOfModes([against, puzzle], { friendSide: null, script: { side: 'B', mode: 'puzzle' } }), {
    A: { by: 'script', mode: 'puzzle' },
    B: { by: 'person' },
  });
});

test('a board asks its modes in one order: the first refusal decides, whatever the order they came in', () => {
  const modes = new BoardModes();
  const refusing = (/** @type {import('../../www/modes/mode.js').ModeName} */ name, /** @type {import('../../www/modes/mode.js').Refusal} */ code) => ({
    name,
    refuse: () => code,
    dispose,
  });
  modes.add(refusing('computer', 'computerToMove'));
  assert.equal(modes.refusal(), 'computerToMove');
  const detachLesson = modes.add(refusing('lesson', 'held'));
  assert.equal(modes.refusal(), 'held', 'a lesson between steps over the computer');
  modes.add(refusing('friend', 'friendToMove'));
  assert.equal(modes.refusal(), 'friendToMove', 'a friend game over everything');
  detachLesson();
  assert.deepEqual(
    modes.list.map((m) => m.name),
    ['friend', 'computer'],
  );
  assert.equal(modes.byLinks(), true);
  assert.equal(modes.takes('3A'), false, 'no mode takes a tap it has no say in');
});

test('the status line says what a mode gives as data, else the board’s own line', () => {
  const modes = new BoardModes();
  assert.equal(modes.status(), null, 'no mode: whose turn it is');
  modes.add({ name: 'friend', dispose });
  /** @type {import('../../www/modes/mode.js').ModeStatus | null} */
  let computer = null;
  modes.add({ name: 'computer', status: () => computer, dispose });
  assert.equal(modes.status(), null, 'a mode with nothing to say leaves the line to the board');
  computer = { kind: 'computerToMove', computer: 'B' };
  assert.deepEqual(modes.status(), { kind: 'computerToMove', computer: 'B' });
});

test('the seats back in the players row: the computer’s side and level, else two players', () => {
  assert.deepEqual(playersOf({ A: { by: 'computer', level: 'beginner' }, B: { by: 'person' } }), {
    opponent: 'computer',
    computerSide: 'A',
    level: 'beginner',
  });
  assert.deepEqual(playersOf({ A: { by: 'person' }, B: { by: 'friend' } }), { opponent: 'human' });
  assert.deepEqual(playersOf({ A: { by: 'person' }, B: { by: 'script', mode: 'puzzle' } }), { opponent: 'human' });
  assert.deepEqual(scriptOf({ A: { by: 'person' }, B: { by: 'script', mode: 'puzzle' } }), { side: 'B', mode: 'puzzle' });
  assert.equal(scriptOf({ A: { by: 'person' }, B: { by: 'person' } }), null);
});

test('stored seats are checked: an unknown player or level is no seats at all (read as an old save)', () => {
  const seats = { A: { by: 'computer', level: 'expert' }, B: { by: 'person' } };
  assert.deepEqual(cleanSeats(seats, LEVELS), seats);
  assert.equal(cleanSeats({ A: { by: 'computer', level: 'grandmaster' }, B: { by: 'person' } }, LEVELS), null);
  assert.equal(cleanSeats({ A: { by: 'robot' }, B: { by: 'person' } }, LEVELS), null);
  assert.equal(cleanSeats({ A: { by: 'person' } }, LEVELS), null);
  assert.equal(cleanSeats('two players', LEVELS), null);
  assert.deepEqual(cleanSeats({ A: { by: 'person', extra: 1 }, B: { by: 'friend' } }, LEVELS), { A: { by: 'person' }, B: { by: 'friend' } });
});

test('a kept entry keeps its seats through a store or an export; an old one has none', () => {
  /** @type {import('../../www/types.js').EngineSettings} */
  const settings = /** @type {any} */ ({
    defaults: { start: 'A', lastFour: 'first', stallLimit: 50 },
    lastFourRules: ['previous', 'first'],
    maxStallLimit: 500,
    levels: LEVELS,
  });
  const raw = keptEntry({ opponent: 'computer' });
  const seats = { A: { by: 'computer', level: 'expert' }, B: { by: 'person' } };
  assert.deepEqual(cleanEntry({ ...raw, seats }, settings)?.seats, seats);
  const old = cleanEntry(raw, settings);
  assert.equal(old?.seats, undefined);
  assert.equal(old?.opponent, 'computer', 'an old save still says it was against the computer');
});

test('the engine helps in a game on this device (two people, the computer, a puzzle), never in one by links', () => {
  const person = /** @type {const} */ ({ by: 'person' });
  assert.equal(engineHelps({ A: person, B: person }), true);
  assert.equal(engineHelps({ A: { by: 'computer', level: 'expert' }, B: person }), true);
  assert.equal(engineHelps({ A: person, B: { by: 'script', mode: 'puzzle' } }), true);
  assert.equal(engineHelps({ A: { by: 'friend' }, B: person }), false);
  assert.equal(byLinks({ A: person, B: { by: 'friend' } }), true);
  assert.equal(byLinks({ A: person, B: person }), false);
});
