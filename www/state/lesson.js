// @ts-check
// A lesson as data (docs/LESSONS.md): reading a lesson file, what a move
// did according to the engine's events, whether it is the move a step asks
// for (and if not, why), and the learner's progress. Pure (no DOM),
// unit-tested under node --test (tests/unit). No rule lives here: every fact
// about a move is read from the events the engine gave for it; the page
// never decides what a move does. The same properties are checked by
// `mancala lesson` (crates/cli/src/lesson.rs) for every step that ships.

import { otherPlayer } from './board-state.js';
import { previewFromEvents } from './move-preview.js';

/** @typedef {import('../types.js').Player} Player */
/** @typedef {import('../types.js').GameEvent} GameEvent */
/** @typedef {import('../i18n.js').Lang} Lang */

/** @typedef {Record<Lang, string>} Texts */

/**
 * Properties of a move: in `find` every one given must hold (docs/LESSONS.md).
 * @typedef {object} MoveProps
 * @property {string} [uses]
 * @property {number} [laps]
 * @property {string} [ends]
 * @property {Player} [ends_on]
 * @property {number} [put_aside]
 * @property {boolean} [capture]
 * @property {number} [captured]
 * @property {number} [given]
 * @property {{ hole: string, seeds: number, to: Player, kind: string }[]} [captures]
 * @property {boolean} [claim]
 * @property {string[]} [claims]
 * @property {boolean} [extra_move]
 * @property {Player} [race_winner]
 * @property {{ B: number, A: number }} [race_ticks]
 * @property {boolean} [wins]
 * @property {string} [after]
 */

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

/**
 * What a move did, read from its events (the fields of `mancala lesson`'s summary).
 * @typedef {object} MoveFacts
 * @property {string} move
 * @property {Player | null} mover  null for the Sulus Aidi joint opening
 * @property {number} laps
 * @property {string | null} ends  where the last seed was sown
 * @property {number} putAside
 * @property {{ hole: string, seeds: number, to: Player, kind: string }[]} captures
 * @property {{ hole: string, by: Player }[]} claims
 * @property {boolean} extraMove
 * @property {Player | null} raceWinner
 * @property {{ B: number | null, A: number | null }} raceTicks
 * @property {{ winner: Player | null } | null} over
 */

/** A property the move lacks, as a translation key and its values. */
/** @typedef {{ key: string, params: Record<string, string | number> }} Miss */

const LANG_KEYS = /** @type {const} */ (['en', 'es']);

/** The properties a move's events decide, in the order they are checked (as in `mancala lesson`). */
export const EVENT_PROPS = [
  'uses',
  'laps',
  'ends',
  'ends_on',
  'put_aside',
  'capture',
  'captured',
  'given',
  'captures',
  'claim',
  'claims',
  'extra_move',
  'race_winner',
  'race_ticks',
  'wins',
];

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
 * What a move did, from the events the engine gave for it.
 * @param {string} move
 * @param {readonly GameEvent[]} events
 * @param {Player | null} mover  the player to move before it (null in the Sulus Aidi opening)
 * @returns {MoveFacts}
 */
export function moveFacts(move, events, mover) {
  // The laps, the end, captures, claims, the seeds put aside, an extra move
  // and the game's end are what the preview reads from the same events.
  const preview = previewFromEvents(move, events);
  /** @type {MoveFacts} */
  const facts = {
    move,
    mover,
    laps: preview.laps.length,
    ends: preview.end,
    putAside: preview.putAside.A + preview.putAside.B,
    captures: preview.captures,
    claims: preview.claims,
    extraMove: preview.extraMove !== null,
    raceWinner: null,
    raceTicks: { B: null, A: null },
    over: preview.gameOver && { winner: preview.gameOver.winner ?? null },
  };
  // Only the opening race's ticks and winner are a lesson's own.
  for (const event of events) {
    if (event.type === 'race-done') facts.raceTicks[event.player] = event.tick;
    else if (event.type === 'race-won') facts.raceWinner = event.player;
  }
  return facts;
}

/**
 * Seeds captured for `to` during the move.
 * @param {MoveFacts} facts
 * @param {Player} to
 */
function capturedFor(facts, to) {
  return facts.captures.filter((c) => c.to === to).reduce((sum, c) => sum + c.seeds, 0);
}

/**
 * Every property of `props` the move does not have, first to last, each
 * with what the move does instead (the same checks as `mancala lesson`).
 * @param {MoveProps} props
 * @param {MoveFacts} facts
 * @returns {Miss[]}
 */
export function misses(props, facts) {
  /** @type {Miss[]} */
  const out = [];
  const mover = facts.mover;
  const captured = mover ? capturedFor(facts, mover) : 0;
  const given = mover ? capturedFor(facts, otherPlayer(mover)) : 0;
  const claimed = facts.claims.filter((c) => c.by === mover).map((c) => c.hole);
  const player = mover ?? 'B';
  /** @param {boolean} ok @param {string} key @param {Record<string, string | number>} [params] */
  const want = (ok, key, params = {}) => {
    if (!ok) out.push({ key: `lesson.miss.${key}`, params: { player, ...params } });
  };
  const p = props;
  if (p.uses !== undefined) want(facts.move.split('+').includes(p.uses), 'uses', { hole: p.uses });
  if (p.laps !== undefined) want(facts.laps === p.laps, 'laps', { n: p.laps, actual: facts.laps });
  if (p.ends !== undefined) want(facts.ends === p.ends, 'ends', { hole: p.ends, actual: facts.ends ?? '—' });
  if (p.ends_on !== undefined) {
    const side = facts.ends?.slice(-1) ?? '—';
    want(side === p.ends_on, 'endsOn', { side: p.ends_on, actual: side });
  }
  if (p.put_aside !== undefined) want(facts.putAside === p.put_aside, 'putAside', { n: p.put_aside, actual: facts.putAside });
  if (p.capture !== undefined) want(captured > 0 === p.capture, p.capture ? 'capture' : 'noCapture', { actual: captured });
  if (p.captured !== undefined) want(captured === p.captured, 'captured', { n: p.captured, actual: captured });
  if (p.given !== undefined) want(given === p.given, 'given', { n: p.given, actual: given, other: otherPlayer(player) });
  if (p.captures !== undefined) {
    const list = p.captures;
    const same =
      list.length === facts.captures.length &&
      list.every((c, i) => {
        const got = facts.captures[i];
        return got.hole === c.hole && got.seeds === c.seeds && got.to === c.to && got.kind === c.kind;
      });
    want(same, 'captures');
  }
  if (p.claim !== undefined) want(claimed.length > 0 === p.claim, p.claim ? 'claim' : 'noClaim', { holes: claimed.join(', ') });
  if (p.claims !== undefined) {
    const holes = facts.claims.map((c) => c.hole);
    const list = p.claims;
    want(list.length === holes.length && list.every((h, i) => h === holes[i]), 'claims', { holes: holes.join(', ') || '—' });
  }
  if (p.extra_move !== undefined) want(facts.extraMove === p.extra_move, p.extra_move ? 'extraMove' : 'noExtraMove');
  if (p.race_winner !== undefined) want(facts.raceWinner === p.race_winner, 'raceWinner', { winner: facts.raceWinner ?? '—' });
  if (p.race_ticks !== undefined) {
    const { B, A } = p.race_ticks;
    want(facts.raceTicks.B === B && facts.raceTicks.A === A, 'raceTicks', { b: facts.raceTicks.B ?? '—', a: facts.raceTicks.A ?? '—' });
  }
  if (p.wins !== undefined) want((mover !== null && facts.over?.winner === mover) === p.wins, p.wins ? 'wins' : 'noWin');
  // `after` (outcome only) and any property the page does not know: never had.
  if (Object.keys(p).some((name) => !EVENT_PROPS.includes(name))) want(false, 'other');
  return out;
}

/**
 * Whether `move` (with its events) is what the step asks for, and if not why.
 * @param {LessonStep} step
 * @param {string} move  the move as the engine writes it (`3B`, `3B+7A`)
 * @param {readonly GameEvent[]} events
 * @param {Player | null} mover
 * @returns {{ ok: boolean, misses: Miss[], facts: MoveFacts }}
 */
export function judge(step, move, events, mover) {
  const facts = moveFacts(move, events, mover);
  if (step.play !== undefined) {
    const ok = move === step.play;
    return { ok, misses: ok ? [] : [{ key: 'lesson.miss.play', params: { move: step.play } }], facts };
  }
  const found = misses(step.find ?? {}, facts);
  return { ok: found.length === 0, misses: found, facts };
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
