// @ts-check
// A lesson as data (docs/LESSONS.md): reading a lesson file, the words of
// the engine's judgement of a move (is it the move a step asks for, and if
// not why), and the learner's progress. Pure (no DOM), unit-tested under
// node --test (tests/unit). No rule lives here: what a move did and whether
// it is what the step asks for are the engine's (the rules crate's `lesson`
// module, `Game.judgeLessonMove`), the same judging `mancala lesson` checks
// every shipped step with; the page only words the verdict.

import { otherPlayer } from '../../state/board-state.js';

/** @typedef {import('../../types.js').Player} Player */
/** @typedef {import('../../types.js').MoveProps} MoveProps */
/** @typedef {import('../../types.js').MoveFacts} MoveFacts */
/** @typedef {import('../../types.js').LessonTask} LessonTask */
/** @typedef {import('../../types.js').LessonMismatch} LessonMismatch */
/** @typedef {import('../../types.js').JudgeLessonMove} JudgeLessonMove */
/** @typedef {import('../../i18n/translate.js').Lang} Lang */

/** @typedef {Record<Lang, string>} Texts */

/**
 * @typedef {object} LessonStep
 * @property {Texts} title
 * @property {string} position  the position text the step starts from
 * @property {Texts} text  what to look at
 * @property {Texts} task  what to do
 * @property {string} [play]  the task "play this move"
 * @property {MoveProps} [find]  the task "find a move with these properties"
 * @property {string[]} [answers]  every move that has them
 * @property {MoveProps} [outcome]
 * @property {Texts} [hint]  said when another move is tried
 * @property {Texts} explain  shown after the move
 */

/** @typedef {{ game: string, title: Texts, steps: LessonStep[] }} Lesson */

/** Why a move is not the one asked for, as a translation key and its values. */
/** @typedef {{ key: string, params: Record<string, string | number> }} Miss */

/** A move judged for the page: the engine's facts (none when the step's task did not read) and the reasons worded. */
/** @typedef {{ ok: boolean, misses: Miss[], facts: MoveFacts | null }} Verdict */

const LANG_KEYS = /** @type {const} */ (['en', 'es']);

/**
 * @param {unknown} value
 * @returns {value is Texts}
 */
function isTexts(value) {
  return typeof value === 'object' && value !== null && LANG_KEYS.every((lang) => typeof (/** @type {Record<string, unknown>} */ (value)[lang]) === 'string');
}

/**
 * Reads a lesson file: JSON Lines, a header `{"game", "title"}` and then one
 * step a line. The build has checked the shipped files (`mancala lesson`);
 * this only makes sure that what the page uses is there.
 * @param {string} text
 * @returns {Lesson}
 */
export function parseLesson(text) {
  const lines = text
    .split('\n')
    .map((line, i) => ({ line: line.trim(), n: i + 1 }))
    .filter(({ line }) => line !== '');
  /** @param {number} n @param {string} why */
  const fail = (n, why) => new Error(`lesson line ${n}: ${why}`);
  /** @param {{ line: string, n: number }} entry */
  const read = ({ line, n }) => {
    try {
      return JSON.parse(line);
    } catch {
      throw fail(n, 'not JSON');
    }
  };
  if (lines.length === 0) throw fail(1, 'the file is empty');
  const header = read(lines[0]);
  if (typeof header?.game !== 'string' || !isTexts(header.title)) throw fail(lines[0].n, 'the header needs game and title');
  const steps = lines.slice(1).map((entry) => {
    const step = read(entry);
    const texts = ['title', 'text', 'task', 'explain'].every((key) => isTexts(step?.[key]));
    const task = typeof step?.play === 'string' || (typeof step?.find === 'object' && step.find !== null && Array.isArray(step.answers));
    if (typeof step?.position !== 'string' || !texts || !task)
      throw fail(entry.n, 'a step needs position, title, text, task, explain and play or find with answers');
    if (step.hint !== undefined && !isTexts(step.hint)) throw fail(entry.n, 'hint needs a text in every language');
    return /** @type {LessonStep} */ (step);
  });
  if (steps.length === 0) throw fail(lines[0].n, 'the lesson has no step');
  return { game: header.game, title: header.title, steps };
}

/**
 * The step's texts in a language.
 * @param {Texts} texts
 * @param {Lang} lang
 */
export function inLang(texts, lang) {
  return texts[lang] || texts.en;
}

/**
 * The task of a step as the engine reads it: its move, or its properties.
 * @param {LessonStep} step
 * @returns {LessonTask}
 */
export function lessonTask(step) {
  return step.play !== undefined ? { play: step.play } : { find: step.find };
}

/**
 * One reason of the engine's, as a translation key and its values (the
 * player named is the mover, or B in the Sulus Aidi opening, where nobody is).
 * @param {LessonMismatch} miss
 * @param {MoveFacts} facts
 * @returns {Miss}
 */
export function missWords(miss, facts) {
  const player = facts.mover ?? 'B';
  /** @param {string} key @param {Record<string, string | number>} [params] */
  const words = (key, params = {}) => ({ key: `lesson.miss.${key}`, params: { player, ...params } });
  switch (miss.code) {
    case 'play':
      return { key: 'lesson.miss.play', params: { move: miss.asked } };
    case 'uses':
      return words('uses', { hole: miss.hole });
    case 'laps':
      return words('laps', { n: miss.stated, actual: miss.actual });
    case 'ends':
      return words('ends', { hole: miss.stated, actual: miss.actual ?? '—' });
    case 'ends-on':
      return words('endsOn', { side: miss.stated, actual: miss.actual ?? '—' });
    case 'put-aside':
      return words('putAside', { n: miss.stated, actual: miss.actual });
    case 'capture':
      return words(miss.stated ? 'capture' : 'noCapture', { actual: miss.actual });
    case 'captured':
      return words('captured', { n: miss.stated, actual: miss.actual });
    case 'given':
      return words('given', { n: miss.stated, actual: miss.actual, other: otherPlayer(player) });
    case 'captures':
      return words('captures');
    case 'claim':
      return words(miss.stated ? 'claim' : 'noClaim', { holes: miss.actual.join(', ') });
    case 'claims':
      return words('claims', { holes: miss.actual.join(', ') || '—' });
    case 'extra-move':
      return words(miss.stated ? 'extraMove' : 'noExtraMove');
    case 'race-winner':
      return words('raceWinner', { winner: miss.actual ?? '—' });
    case 'race-ticks':
      return words('raceTicks', { b: miss.actual.B ?? '—', a: miss.actual.A ?? '—' });
    case 'wins':
      return words(miss.stated ? 'wins' : 'noWin');
    default:
      // `after` (never in a task the engine reads) and any code added later.
      return words('other');
  }
}

/**
 * Whether `move` is what the step asks for, and if not why, as the engine
 * judges it. A step whose task the engine cannot read accepts no move.
 * @param {LessonStep} step
 * @param {string} move  the move as the engine writes it (`3B`, `3B+7A`)
 * @param {JudgeLessonMove} judgeMove  the engine's (engine/game.js)
 * @returns {Verdict}
 */
export function judge(step, move, judgeMove) {
  let judgement;
  try {
    judgement = judgeMove(step.position, lessonTask(step), move);
  } catch (e) {
    if (/** @type {{ code?: unknown }} */ (e)?.code !== 'bad-lesson-task') throw e;
    return { ok: false, misses: [{ key: 'lesson.miss.other', params: { player: 'B' } }], facts: null };
  }
  const { facts, misses } = judgement;
  return { ok: misses.length === 0, misses: misses.map((miss) => missWords(miss, facts)), facts };
}

/**
 * How far a learner got: the step on the board and the steps done.
 * @typedef {{ step: number, done: number[] }} Progress
 */

/**
 * Progress as kept in storage, checked against the lesson's length; anything
 * else (nothing kept, another lesson's, a corrupt value) starts at step 1.
 * @param {string | null} raw
 * @param {number} total  steps in the lesson
 * @returns {Progress}
 */
export function readProgress(raw, total) {
  /** @type {unknown} */
  let value = null;
  try {
    value = raw === null ? null : JSON.parse(raw);
  } catch {
    value = null;
  }
  const v = /** @type {{ step?: unknown, done?: unknown } | null} */ (typeof value === 'object' ? value : null);
  const inRange = (/** @type {unknown} */ n) => Number.isInteger(n) && /** @type {number} */ (n) >= 0 && /** @type {number} */ (n) < total;
  const step = inRange(v?.step) ? /** @type {number} */ (v?.step) : 0;
  const done = Array.isArray(v?.done) ? [...new Set(v.done.filter(inRange))].sort((a, b) => a - b) : [];
  return { step, done };
}

/**
 * @param {Progress} progress
 * @returns {string}
 */
export function writeProgress(progress) {
  return JSON.stringify(progress);
}

/**
 * Another step on the board (clamped to the lesson).
 * @param {Progress} progress
 * @param {number} step
 * @param {number} total
 * @returns {Progress}
 */
export function goTo(progress, step, total) {
  return { ...progress, step: Math.max(0, Math.min(total - 1, step)) };
}

/**
 * The step on the board is done.
 * @param {Progress} progress
 * @returns {Progress}
 */
export function markDone(progress) {
  return progress.done.includes(progress.step) ? progress : { ...progress, done: [...progress.done, progress.step].sort((a, b) => a - b) };
}

/**
 * Whether every step is done.
 * @param {Progress} progress
 * @param {number} total
 */
export function finished(progress, total) {
  return progress.done.length >= total;
}

/** Where a lesson's progress is kept. @param {string} game */
export const progressKey = (game) => `lesson:${game}`;
