// @ts-check
// Puzzle mode's data, pure (no DOM, no engine): reading a puzzles file
// (the generator's JSON lines, docs/PUZZLES.md), the order and filter by
// difficulty, the puzzle of the day, the solved set, and judging a
// learner's move by the proven values the computer's worker gives (the
// rules and the proofs stay in the engine; this only compares them).

/**
 * One shipped puzzle (docs/PUZZLES.md).
 * @typedef {object} Puzzle
 * @property {string} game
 * @property {string} position  the position text, the solver to move
 * @property {string} solution  the only winning first move
 * @property {'win' | 'best' | 'gain'} goal
 * @property {number} plies  moves to the end under best play; in `gain` the moves counted
 * @property {number} difficulty  1 (easy) to 5 (hard)
 * @property {number | null} margin  the final margin the solution reaches (null in Sadeqa II); in `gain` the seeds it gains
 * @property {Record<string, number> | null} gains  `gain` only: what every move guarantees within `plies` moves
 */

/**
 * What the worker proved about one hole for the player to move (a
 * ComputerHint's `holes`).
 * @typedef {{ hole: string, outcome: string | null, margin: number | null }} HoleValue
 */

/**
 * A learner's move judged: `good` keeps the puzzle's goal; `loses`,
 * `draws`, `less` (wins, by less than the goal's margin), `fewer` (in a
 * `gain` puzzle, guarantees fewer seeds than the answer) and `misses` (a
 * first move other than the proven answer, its own value unknown) miss
 * it; `unproven` when the worker could not prove a later move (the game's
 * end decides).
 * @typedef {'good' | 'loses' | 'draws' | 'less' | 'fewer' | 'misses' | 'unproven'} Verdict
 */

export const DIFFICULTIES = /** @type {const} */ ([1, 2, 3, 4, 5]);
/** Misses after which the first move may be shown. */
export const MISSES_BEFORE_REVEAL = 2;

/**
 * @param {unknown} value
 * @returns {value is number}
 */
const isWhole = (value) => typeof value === 'number' && Number.isInteger(value);

/**
 * The puzzles of a file, in file order; a line that does not read is left
 * out and reported with its number (the build checks the shipped files, so
 * this only meets a damaged download).
 * @param {string} text
 * @param {string} game  the game the file is for
 * @returns {{ puzzles: Puzzle[], errors: number[] }}
 */
export function parsePuzzles(text, game) {
  /** @type {Puzzle[]} */
  const puzzles = [];
  /** @type {number[]} */
  const errors = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    const puzzle = readPuzzle(line, game);
    if (puzzle) puzzles.push(puzzle);
    else errors.push(index + 1);
  });
  return { puzzles, errors };
}

/**
 * @param {string} line
 * @param {string} game
 * @returns {Puzzle | null}
 */
function readPuzzle(line, game) {
  /** @type {Record<string, unknown>} */
  let o;
  try {
    const parsed = JSON.parse(line);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    o = parsed;
  } catch {
    return null;
  }
  const { position, solution, goal, plies, difficulty } = o;
  const margin = o.margin ?? null;
  if (o.game !== game || typeof position !== 'string' || typeof solution !== 'string') return null;
  if ((goal !== 'win' && goal !== 'best' && goal !== 'gain') || !isWhole(plies) || !isWhole(difficulty) || difficulty < 1 || difficulty > 5) return null;
  if (margin !== null && !isWhole(margin)) return null;
  const gains = readGains(o.gains);
  // A `gain` puzzle states every move's gain, the solution's among them; no other goal does.
  if ((goal === 'gain') !== (gains !== null) || (gains !== null && gains[solution] !== margin)) return null;
  return { game, position, solution, goal, plies, difficulty, margin, gains };
}

/**
 * @param {unknown} value
 * @returns {Record<string, number> | null}
 */
function readGains(value) {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const entries = Object.entries(value);
  return entries.length > 0 && entries.every(([, gain]) => isWhole(gain)) ? Object.fromEntries(entries) : null;
}

/**
 * What decides a puzzle, in words (a key of the puzzle texts and its
 * parameters), or null where the goal says it all: a `gain` puzzle counts
 * the seeds of its next moves; an Anywoli ending is decided by its move
 * limit when that is near (`stall`, `stallLimit`: the position's count of
 * moves without a capture and the limit, null in games without one).
 * @param {Puzzle} puzzle
 * @param {number | null} stall
 * @param {number | null} stallLimit
 * @returns {{ key: string, params: Record<string, number> } | null}
 */
export function decidedBy(puzzle, stall, stallLimit) {
  if (puzzle.goal === 'gain') return { key: 'puzzle.decides.gain', params: { n: puzzle.plies } };
  if (stall === null || stallLimit === null) return null;
  const left = stallLimit - stall;
  if (left < 1 || left > STALL_NEAR) return null;
  return { key: left === 1 ? 'puzzle.decides.stall.one' : 'puzzle.decides.stall', params: { n: left, limit: stallLimit } };
}

/** Moves before the move limit within which a puzzle says it decides. */
const STALL_NEAR = 20;

/**
 * The puzzles to step through: indices into `puzzles`, easiest first (file
 * order within a difficulty), only `difficulty` if one is chosen.
 * @param {readonly Puzzle[]} puzzles
 * @param {number | null} difficulty
 * @returns {number[]}
 */
export function puzzleOrder(puzzles, difficulty) {
  return puzzles
    .map((p, index) => ({ p, index }))
    .filter(({ p }) => difficulty === null || p.difficulty === difficulty)
    .sort((x, y) => x.p.difficulty - y.p.difficulty || x.index - y.index)
    .map(({ index }) => index);
}

/**
 * The date a day's puzzle is chosen for: the UTC calendar date, so that
 * everyone sees the same puzzle at the same moment wherever they are.
 * @param {Date} now
 */
export function puzzleDate(now) {
  return now.toISOString().slice(0, 10);
}

/**
 * The puzzle of the day: an index into a list of `count` puzzles that
 * depends on the date alone (a 32-bit FNV-1a hash of `YYYY-MM-DD`).
 * @param {number} count
 * @param {string} date
 */
export function puzzleOfTheDay(count, date) {
  let hash = 0x811c9dc5;
  for (const char of date) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return count > 0 ? hash % count : 0;
}

/**
 * The solved puzzles kept in storage (their position texts); anything odd
 * in storage reads as none solved.
 * @param {string | null} raw
 * @returns {Set<string>}
 */
export function readSolved(raw) {
  try {
    const list = JSON.parse(raw ?? '[]');
    return new Set(Array.isArray(list) ? list.filter((p) => typeof p === 'string') : []);
  } catch {
    return new Set();
  }
}

/**
 * @param {Set<string>} solved
 * @returns {string}
 */
export function writeSolved(solved) {
  return JSON.stringify([...solved]);
}

/**
 * Whether a proven value keeps the puzzle's goal: a win, by the stated
 * margin at least where the goal is the best move.
 * @param {Puzzle} puzzle
 * @param {HoleValue} value
 */
function keepsGoal(puzzle, value) {
  return value.outcome === 'win' && (puzzle.goal !== 'best' || (value.margin ?? -Infinity) >= (puzzle.margin ?? 0));
}

/**
 * The learner played `hole`: judged by the puzzle's proof on the first
 * move, then by the worker's proven values of the position it was played in.
 * @param {Puzzle} puzzle
 * @param {boolean} first  the puzzle's first move
 * @param {string} hole
 * @param {readonly HoleValue[]} values  proven values before the move (may be empty)
 * @returns {Verdict}
 */
export function judgeMove(puzzle, first, hole, values) {
  const value = values.find((v) => v.hole === hole);
  if (first) {
    // The first move's answer is proven unique: any other move misses.
    if (hole === puzzle.solution) return 'good';
    if (puzzle.goal === 'gain') return 'fewer';
    if (value?.outcome === 'loss') return 'loses';
    if (value?.outcome === 'draw') return 'draws';
    if (value?.outcome === 'win' && puzzle.goal === 'best') return 'less';
    return 'misses';
  }
  if (value?.outcome === 'loss') return 'loses';
  if (value?.outcome === 'draw') return 'draws';
  if (value?.outcome === 'win') return keepsGoal(puzzle, value) ? 'good' : 'less';
  return 'unproven';
}

/**
 * The win is certain once every move the learner has keeps the goal.
 * @param {Puzzle} puzzle
 * @param {readonly HoleValue[]} values
 */
export function winIsCertain(puzzle, values) {
  return values.length > 0 && values.every((v) => keepsGoal(puzzle, v));
}

/**
 * How a game played out from a puzzle ended for the learner: whether it
 * met the goal (a win, by the stated margin where the goal is the best).
 * @param {Puzzle} puzzle
 * @param {string | null} winner  'A', 'B' or null for a draw
 * @param {string} learner
 * @param {number | null} margin  the learner's final margin where seeds count
 */
export function endMeetsGoal(puzzle, winner, learner, margin) {
  if (winner !== learner) return false;
  return puzzle.goal !== 'best' || (margin ?? -Infinity) >= (puzzle.margin ?? 0);
}
