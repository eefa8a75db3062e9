// @ts-check
// The games list as plain data (www/state/kept-games.js): slots, the list's
// order, the export file read back, an import merged without doubles.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  cleanEntry,
  copyId,
  droppable,
  EXPORT_FORMAT,
  exportText,
  lineOrder,
  listOrder,
  mergeImported,
  mergeWrite,
  newId,
  readExport,
  readUnsavedNotes,
  sameGame,
  slotGame,
  slotName,
  summaryOf,
} from '../../www/state/kept-games.js';
import { keptEntry } from './kept-entry.mjs';

/** @typedef {import('../../www/state/kept-games.js').KeptEntry} KeptEntry */

/** @type {import('../../www/types.js').EngineSettings} */
const SETTINGS = /** @type {any} */ ({
  defaults: { start: 'A', lastFour: 'first', stallLimit: 50 },
  lastFourRules: ['previous', 'first', 'lottery-A', 'lottery-B'],
  maxStallLimit: 500,
});

test('a slot is the game’s own, or a save name of that game: one name used by two games keeps two games', () => {
  assert.equal(slotName('sokusowo'), 'sokusowo');
  assert.equal(slotName('sokusowo', 'sokusowo'), 'sokusowo', 'the default save name is the game key');
  assert.equal(slotName('sokusowo', 'main'), 'sokusowo:main');
  assert.notEqual(slotName('anywoli', 'main'), slotName('sokusowo', 'main'));
  assert.equal(slotName('anywoli', null, ':record-x1'), 'anywoli:record-x1');
});

test('ids are random and long enough never to meet', () => {
  const ids = new Set(Array.from({ length: 200 }, newId));
  assert.equal(ids.size, 200);
  for (const id of ids) assert.match(id, /^[0-9a-f]{18}$/);
});

test('the summary says whose turn it is, or the result', () => {
  const base = { moves: ['1B', '2A'], phase: /** @type {const} */ ('play'), to_move: /** @type {const} */ ('B'), over: false, winner: null };
  assert.deepEqual(summaryOf(base), { moves: 2, toMove: 'B', over: false, winner: null });
  assert.deepEqual(summaryOf({ ...base, phase: 'race' }).toMove, null, 'the joint opening has no one to move');
  assert.deepEqual(summaryOf({ ...base, phase: 'over', over: true, winner: 'A' }), { moves: 2, toMove: null, over: true, winner: 'A' });
});

test('the list: games on boards first, then the latest changed; a mode’s hidden games left out', () => {
  const list = listOrder([
    keptEntry({ id: 'old', updated: 1 }),
    keptEntry({ id: 'new', updated: 5 }),
    keptEntry({ id: 'board', slot: 'sokusowo', updated: 0 }),
    keptEntry({ id: 'puzzle', slot: 'puzzle:sokusowo', hidden: true, updated: 9 }),
  ]);
  assert.deepEqual(
    list.map((e) => e.id),
    ['board', 'new', 'old'],
  );
});

test('only finished games put aside are offered to make room, oldest first', () => {
  const over = { moves: 9, toMove: null, over: true, winner: /** @type {const} */ ('A') };
  const found = droppable([
    keptEntry({ id: 'late', summary: over, updated: 9 }),
    keptEntry({ id: 'early', summary: over, updated: 2 }),
    keptEntry({ id: 'playing' }),
    keptEntry({ id: 'on-board', slot: 'sokusowo', summary: over }),
  ]);
  assert.deepEqual(
    found.map((e) => e.id),
    ['early', 'late'],
  );
});

test('an export file reads back to the same games', () => {
  const games = [keptEntry({ id: 'x', at: 0 }), keptEntry({ id: 'y', unreadable: true, record: 'garbage', game: '' })];
  const text = exportText([...games, keptEntry({ id: 'z', hidden: true })], 123);
  assert.equal(JSON.parse(text).format, EXPORT_FORMAT);
  const read = readExport(text, SETTINGS);
  assert.ok('games' in read);
  assert.deepEqual(read.games, games, 'every field kept, the hidden game not exported');
});

test('a file that is not an export says why; entries without a record are left out, odd ids renewed, odd fields cleaned', () => {
  assert.deepEqual(readExport('{', SETTINGS), { error: 'games.importNotJson' });
  assert.deepEqual(readExport('{"format":"other","games":[]}', SETTINGS), { error: 'games.importNotGames' });
  assert.deepEqual(readExport(JSON.stringify({ format: EXPORT_FORMAT, version: 99, games: [] }), SETTINGS), { error: 'games.importNewer' });
  const read = readExport(
    JSON.stringify({
      format: EXPORT_FORMAT,
      version: 1,
      games: [{ id: '../x', record: 'r' }, { id: 'ok', record: 'r', options: { stallLimit: -4 }, summary: { moves: -1 } }, 7, { id: 'no-record' }],
    }),
    SETTINGS,
  );
  assert.ok('games' in read);
  assert.deepEqual(
    read.games.map((e) => e.id),
    ['_x-renewed', 'ok'],
  );
  assert.deepEqual(read.games[1].options, SETTINGS.defaults);
  assert.equal(read.games[1].summary.moves, 0);
  assert.equal(cleanEntry({ id: 'a b', record: 'r' }, SETTINGS)?.id, cleanEntry({ id: 'a b', record: 'r' }, SETTINGS)?.id, 'renewed the same each time read');
  assert.equal(cleanEntry({ record: 'r' }, SETTINGS)?.id, 'game-renewed');
  assert.equal(cleanEntry(null, SETTINGS), null);
});

test('an import adds only the games not kept already, never onto a board, a taken id renewed', () => {
  const kept = [keptEntry({ id: 'a', slot: 'sokusowo' }), keptEntry({ id: 'b', record: 'game: sokusowo\nmoves: 2B' })];
  const imported = [
    keptEntry({ id: 'a', slot: 'sokusowo' }),
    keptEntry({ id: 'other-id', record: 'game: sokusowo\nmoves: 2B' }),
    keptEntry({ id: 'b', record: 'game: sokusowo\nmoves: 3B', slot: 'sokusowo' }),
    keptEntry({ id: 'c', record: 'game: sokusowo\nmoves: 4B' }),
    keptEntry({ id: 'c2', record: 'game: sokusowo\nmoves: 4B' }),
  ];
  let n = 0;
  const added = mergeImported(kept, imported, () => `new${++n}`);
  assert.deepEqual(
    added.map((e) => [e.id, e.slot, e.record.slice(-2)]),
    [
      ['new1', null, '3B'],
      ['c', null, '4B'],
    ],
  );
  assert.equal(mergeImported([...kept, ...added], imported, newId).length, 0, 'a second import adds nothing');
  const [listed] = mergeImported([], [keptEntry({ id: 'h', hidden: true })], newId);
  assert.equal(listed.hidden, undefined, 'an imported game is listed, whatever it says of itself');
});

test('lines are ordered by their moves: a longer line extending a shorter one, or two lines that part', () => {
  const line = (/** @type {string} */ moves, game = 'sokusowo') => ({ game, record: `game: ${game}\nstart: B\nmoves: ${moves}\nresult: *` });
  assert.equal(lineOrder(line('1B 4A 2B'), line('1B')), 'longer');
  assert.equal(lineOrder(line('1B'), line('1B 4A 2B')), 'shorter');
  assert.equal(lineOrder(line('1B 4A'), { game: 'sokusowo', record: 'game: sokusowo\r\n# a note\r\nstart: B\r\nmoves: 1B 4A\r\n' }), 'same');
  assert.equal(lineOrder(line('1B 4A'), line('1B 5A 2B')), 'parted');
  assert.equal(lineOrder(line('1B'), line('1B', 'anywoli')), 'parted', 'another game');
  assert.equal(lineOrder(line(''), { game: 'sokusowo', record: 'game: sokusowo\nstart: A\nmoves: 1A' }), 'parted', 'another start');
  assert.equal(copyId('a1', 'local'), copyId('a1', 'local'), 'a copy made twice is one game');
  assert.match(copyId('x'.repeat(64), 'renewed'), /^[\w-]{1,64}$/);
});

test("a write finding another tab's version keeps both lines, ordered by their moves", () => {
  /** @param {string} moves */
  const lineEntry = (moves) =>
    /** @type {import('../../www/state/kept-games.js').KeptEntry} */ ({
      id: 'g1',
      game: 'sokusowo',
      slot: 'sokusowo',
      record: `game: sokusowo\nstart: B\nmoves: ${moves}\nresult: *`,
      options: {},
      opponent: 'human',
      created: 1,
      updated: 2,
      summary: { moves: moves.split(' ').length, toMove: 'A', over: false, winner: null },
    });
  const mine = lineEntry('1B 4A');
  const known = lineEntry('1B');
  const text = (/** @type {object} */ e) => JSON.stringify(e);
  assert.deepEqual(mergeWrite(mine, known, text(known), text(known)), { write: mine, aside: null }, 'what this page knew: written');
  assert.deepEqual(mergeWrite(mine, null, undefined, ''), { write: mine, aside: null }, 'nothing stored: written');
  const longer = lineEntry('1B 4A 2B');
  const kept = mergeWrite(mine, longer, text(known), text(longer));
  assert.equal(kept.write.record, longer.record, 'a stored line extending this one stays');
  assert.equal(kept.aside, null);
  const parted = lineEntry('1B 3A');
  const both = mergeWrite(mine, parted, text(known), text(parted));
  assert.equal(both.write, mine);
  assert.deepEqual(both.aside, { ...parted, id: copyId('g1', 'tab'), slot: null, reason: 'tab' }, 'the other line kept, put aside');
  assert.equal(mergeWrite(mine, lineEntry('1B'), text(parted), text(lineEntry('1B'))).aside, null, 'a shorter stored line is extended');
});

test('a slot names its game', () => {
  assert.equal(slotGame('sokusowo'), 'sokusowo');
  assert.equal(slotGame(slotName('anywoli', 'main', ':record-game: anywoli\nmoves: 1B')), 'anywoli');
  assert.equal(slotGame('puzzle:sadeqa'), 'sadeqa');
});

test('the same game means the same line played as far', () => {
  assert.equal(sameGame({ record: 'r', at: 2 }, { record: 'r', at: 2 }), true);
  assert.equal(sameGame({ record: 'r' }, { record: 'r', at: 2 }), false);
  assert.equal(sameGame({ record: 'r' }, { record: 's' }), false);
});

test('notes of moves a failed save left out read back, anything else ignored', () => {
  const note = { id: 'a', slot: 'sokusowo', from: 3, moves: ['1B', '2A'] };
  assert.deepEqual(readUnsavedNotes(JSON.stringify([note, { ...note, slot: 7 }, { id: 4 }, null])), [note]);
  assert.deepEqual(readUnsavedNotes('nonsense'), []);
  assert.deepEqual(readUnsavedNotes(null), []);
});
