// @ts-check
// Puzzle mode's plain data (www/modes/puzzle/puzzle.js): reading a puzzles file,
// the order by difficulty, the puzzle of the day, the solved set, and
// judging moves by made-up proven values.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  decidedBy,
  endMeetsGoal,
  judgeMove,
  parsePuzzles,
  puzzleDate,
  puzzleOfTheDay,
  puzzleOrder,
  readSolved,
  winIsCertain,
  writeSolved,
} from '../../www/modes/puzzle/puzzle.js';

/** @typedef {import('../../www/modes/puzzle/puzzle.js').Puzzle} Puzzle */

const WIN_LINE =
  '{"game":"sokusowo","position":"sokusowo 1,1,7,2,6,6/0,2,6,1,7,0 B captured=5,4","solution":"5B","goal":"win","plies":8,"difficulty":3,"margin":4}';
const BEST_LINE =
  '{"game":"sokusowo","position":"sokusowo 1,7,2,1,1,0/3,7,7,7,2,1 A captured=6,3","solution":"5A","goal":"best","plies":5,"difficulty":2,"margin":16}';
const SADEQA_LINE =
  '{"game":"sadeqa-ii","position":"sadeqa-ii 1,1,1,0,1,1/0,1,1,0,0,0 B captured=15,14","solution":"3B","goal":"win","plies":3,"difficulty":1}';

const GAIN_LINE =
  '{"game":"anywoli","position":"anywoli 0,0,2,2,9,3,1,1,9,9,1,2/3,1,8,8,8,3,0,8,1,7,0,2 A captured=8,0 stall=1 first=B","solution":"9A","goal":"gain","plies":4,"difficulty":2,"margin":28,"gains":{"1A":-20,"2A":20,"9A":28,"12A":-16}}';
const ENDING_LINE =
  '{"game":"anywoli","position":"anywoli 0,0,0,0,0,0,0,0,1,1,0,0/0,0,0,2,1,0,1,1,0,0,0,1 B captured=48,40 stall=93 first=A","solution":"10B","goal":"win","plies":7,"difficulty":2,"margin":4}';

/** @returns {Puzzle} */
const winPuzzle = () => parsePuzzles(WIN_LINE, 'sokusowo').puzzles[0];
/** @returns {Puzzle} */
const bestPuzzle = () => parsePuzzles(BEST_LINE, 'sokusowo').puzzles[0];

/**
 * @param {string} hole
 * @param {string | null} outcome
 * @param {number | null} [margin]
 */
const value = (hole, outcome, margin = null) => ({ hole, outcome, margin });

test('a puzzles file reads line by line; bad lines are left out and named', () => {
  const text = [WIN_LINE, 'not json', BEST_LINE, '', '{"game":"anywoli"}', WIN_LINE.replace('"difficulty":3', '"difficulty":9'), SADEQA_LINE].join('\n');
  const { puzzles, errors } = parsePuzzles(text, 'sokusowo');
  assert.deepEqual(
    puzzles.map((p) => [p.solution, p.goal, p.margin]),
    [
      ['5B', 'win', 4],
      ['5A', 'best', 16],
    ],
  );
  // Line 4 is blank; 7 is another game's.
  assert.deepEqual(errors, [2, 5, 6, 7]);
  const sadeqa = parsePuzzles(SADEQA_LINE, 'sadeqa-ii').puzzles[0];
  assert.equal(sadeqa.margin, null, 'no margin where survival decides');
  assert.deepEqual(parsePuzzles('[1,2]\n{"game":"sokusowo","position":3}', 'sokusowo'), { puzzles: [], errors: [1, 2] });
});

test('puzzles come easiest first, file order within a difficulty, filtered by difficulty', () => {
  const at = (/** @type {number} */ difficulty) => ({ ...winPuzzle(), difficulty });
  const puzzles = [at(3), at(1), at(5), at(1), at(3)];
  assert.deepEqual(puzzleOrder(puzzles, null), [1, 3, 0, 4, 2]);
  assert.deepEqual(puzzleOrder(puzzles, 3), [0, 4]);
  assert.deepEqual(puzzleOrder(puzzles, 2), []);
});

test('the puzzle of the day depends on the UTC date alone', () => {
  assert.equal(puzzleDate(new Date('2026-12-04T23:59:59Z')), '2026-12-04');
  assert.equal(puzzleDate(new Date('2026-12-05T00:30:00+02:00')), '2026-12-04', 'the same moment is the same day everywhere');
  const days = ['2026-12-04', '2026-12-05', '2026-12-06', '2027-01-01', '2027-01-02'].map((d) => puzzleOfTheDay(50, d));
  assert.deepEqual(
    days,
    ['2026-12-04', '2026-12-05', '2026-12-06', '2027-01-01', '2027-01-02'].map((d) => puzzleOfTheDay(50, d)),
    'stable',
  );
  assert.ok(
    days.every((i) => Number.isInteger(i) && i >= 0 && i < 50),
    String(days),
  );
  assert.ok(new Set(days).size >= 3, `days differ: ${days}`);
  assert.equal(puzzleOfTheDay(0, '2026-12-04'), 0);
});

test('solved puzzles read back from storage; anything odd reads as none', () => {
  const solved = new Set(['sokusowo 1,1,7,2,6,6/0,2,6,1,7,0 B captured=5,4']);
  assert.deepEqual(readSolved(writeSolved(solved)), solved);
  assert.deepEqual(readSolved(null), new Set());
  assert.deepEqual(readSolved('{broken'), new Set());
  assert.deepEqual(readSolved('{"a":1}'), new Set());
  assert.deepEqual(readSolved('["x", 3, null]'), new Set(['x']));
});

test('the first move is judged by the proof, later moves by the proven values', () => {
  const puzzle = winPuzzle();
  const values = [value('5B', 'win', 4), value('1B', 'loss', -6), value('2B', 'draw', 0), value('3B', null)];
  assert.equal(judgeMove(puzzle, true, '5B', values), 'good');
  assert.equal(judgeMove(puzzle, true, '5B', []), 'good', 'the file proves the answer');
  assert.equal(judgeMove(puzzle, true, '1B', values), 'loses');
  assert.equal(judgeMove(puzzle, true, '2B', values), 'draws');
  assert.equal(judgeMove(puzzle, true, '3B', values), 'misses', 'unproven here, but only the answer wins');
  assert.equal(judgeMove(puzzle, false, '3B', values), 'unproven');
  assert.equal(judgeMove(puzzle, false, '5B', values), 'good');
  assert.equal(judgeMove(puzzle, false, '1B', values), 'loses');
});

test('a best-move puzzle needs its margin', () => {
  const puzzle = bestPuzzle();
  const values = [value('5A', 'win', 16), value('4A', 'win', 10), value('3A', 'loss', -2)];
  assert.equal(judgeMove(puzzle, true, '4A', values), 'less');
  assert.equal(judgeMove(puzzle, false, '4A', values), 'less');
  assert.equal(judgeMove(puzzle, false, '5A', values), 'good');
  assert.equal(winIsCertain(puzzle, [value('1A', 'win', 16), value('2A', 'win', 18)]), true);
  assert.equal(winIsCertain(puzzle, [value('1A', 'win', 16), value('2A', 'win', 12)]), false);
  assert.equal(endMeetsGoal(puzzle, 'A', 'A', 16), true);
  assert.equal(endMeetsGoal(puzzle, 'A', 'A', 12), false);
});

test('the win is certain once every move keeps it; the end decides otherwise', () => {
  const puzzle = winPuzzle();
  assert.equal(winIsCertain(puzzle, [value('1B', 'win', 2), value('4B', 'win', 8)]), true);
  assert.equal(winIsCertain(puzzle, [value('1B', 'win', 2), value('4B', null)]), false, 'an unproven move is no certainty');
  assert.equal(winIsCertain(puzzle, []), false);
  assert.equal(endMeetsGoal(puzzle, 'B', 'B', 2), true);
  assert.equal(endMeetsGoal(puzzle, null, 'B', 0), false);
  assert.equal(endMeetsGoal(puzzle, 'A', 'B', -4), false);
});

test("Anywoli gain puzzles: every move's gain read, the solution's the margin; judged by the file alone", () => {
  const { puzzles, errors } = parsePuzzles([GAIN_LINE, ENDING_LINE].join('\n'), 'anywoli');
  assert.deepEqual(errors, []);
  const [gain, ending] = puzzles;
  assert.equal(gain.goal, 'gain');
  assert.deepEqual(gain.gains, { '1A': -20, '2A': 20, '9A': 28, '12A': -16 });
  assert.equal(ending.gains, null);
  // Gains only with goal gain, the solution's equal to the margin, whole numbers.
  const bad = [
    GAIN_LINE.replace(',"gains":{"1A":-20,"2A":20,"9A":28,"12A":-16}', ''),
    GAIN_LINE.replace('"9A":28', '"9A":24'),
    GAIN_LINE.replace('"2A":20', '"2A":"x"'),
    ENDING_LINE.replace('"margin":4', '"margin":4,"gains":{"10B":4}'),
    GAIN_LINE.replace('"goal":"gain"', '"goal":"grab"'),
  ];
  assert.deepEqual(parsePuzzles(bad.join('\n'), 'anywoli').errors, [1, 2, 3, 4, 5]);
  // The first move: the answer, or fewer (whatever the worker says of it).
  assert.equal(judgeMove(gain, true, '9A', []), 'good');
  assert.equal(judgeMove(gain, true, '2A', [value('2A', 'win', 10)]), 'fewer');
  assert.equal(judgeMove(gain, true, '1A', []), 'fewer');
});

test('what decides a puzzle: captures in a gain puzzle, the move limit when near', () => {
  const [gain, ending] = parsePuzzles([GAIN_LINE, ENDING_LINE].join('\n'), 'anywoli').puzzles;
  assert.deepEqual(decidedBy(gain, 1, 100), { key: 'puzzle.decides.gain', params: { n: 4 } });
  assert.deepEqual(decidedBy(ending, 93, 100), { key: 'puzzle.decides.stall', params: { n: 7, limit: 100 } });
  assert.deepEqual(decidedBy(ending, 99, 100), { key: 'puzzle.decides.stall.one', params: { n: 1, limit: 100 } });
  assert.equal(decidedBy(ending, 40, 100), null, 'far from the limit it says nothing');
  assert.equal(decidedBy(winPuzzle(), null, null), null, 'games without a move limit');
});
