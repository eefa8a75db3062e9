// @ts-check
// The lessons' pure state (www/state/lesson.js), without a browser: reading
// a lesson file, a move's facts from its events, judging a move against a
// step, the reasons for a wrong one, and the learner's progress (step
// navigation, steps done, what storage keeps). That the page and
// `mancala lesson` judge every move of every shipped step alike is
// tests/e2e/lessons.test.mjs's (it needs the built engine).

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { finished, goTo, judge, markDone, misses, moveFacts, parseLesson, progressKey, readProgress, writeProgress } from '../../www/state/lesson.js';

/** @typedef {import('../../www/types.js').GameEvent} GameEvent */
/** @typedef {import('../../www/state/lesson.js').LessonStep} LessonStep */

const T = (/** @type {string} */ text) => ({ en: text, es: `${text} (es)` });

/** Sokusowó's 1B from the start, as the engine gives it (laps from 1B, 4B, 2A, 6A). */
/** @type {GameEvent[]} */
const SOKUSOWO_1B = [
  { type: 'lift', by: 'B', hole: '1B', seeds: 4 },
  { type: 'put-aside', by: 'B' },
  ...['2B', '3B', '4B'].map((hole) => /** @type {GameEvent} */ ({ type: 'drop', by: 'B', hole })),
  { type: 'lift', by: 'B', hole: '4B', seeds: 5 },
  { type: 'put-aside', by: 'B' },
  ...['5B', '6B', '1A', '2A'].map((hole) => /** @type {GameEvent} */ ({ type: 'drop', by: 'B', hole })),
  { type: 'lift', by: 'B', hole: '2A', seeds: 5 },
  { type: 'put-aside', by: 'B' },
  ...['3A', '4A', '5A', '6A'].map((hole) => /** @type {GameEvent} */ ({ type: 'drop', by: 'B', hole })),
  { type: 'lift', by: 'B', hole: '6A', seeds: 5 },
  { type: 'put-aside', by: 'B' },
  ...['1B', '2B', '3B', '4B'].map((hole) => /** @type {GameEvent} */ ({ type: 'drop', by: 'B', hole })),
];

/** Anywoli's 9B that makes two fours in passing, one in each row. */
/** @type {GameEvent[]} */
const ANYWOLI_9B = [
  { type: 'lift', by: 'B', hole: '9B', seeds: 5 },
  { type: 'drop', by: 'B', hole: '10B' },
  { type: 'drop', by: 'B', hole: '11B' },
  { type: 'capture', by: 'B', hole: '11B', seeds: 4, to: 'B', kind: 'mid-sow' },
  { type: 'drop', by: 'B', hole: '12B' },
  { type: 'drop', by: 'B', hole: '1A' },
  { type: 'capture', by: 'B', hole: '1A', seeds: 4, to: 'A', kind: 'mid-sow' },
  { type: 'drop', by: 'B', hole: '2A' },
];

/** Anywoli's 10B: a last-seed four in A's 2A, and an extra move. */
/** @type {GameEvent[]} */
const ANYWOLI_10B = [
  { type: 'lift', by: 'B', hole: '10B', seeds: 4 },
  ...['11B', '12B', '1A', '2A'].map((hole) => /** @type {GameEvent} */ ({ type: 'drop', by: 'B', hole })),
  { type: 'capture', by: 'B', hole: '2A', seeds: 4, to: 'B', kind: 'final-seed' },
  { type: 'extra-move', player: 'B' },
];

/** The Sulus Aidi race 3B+7A: A's sowing ends first. */
/** @type {GameEvent[]} */
const RACE_3B_7A = [
  { type: 'lift', by: 'B', hole: '3B', seeds: 3 },
  { type: 'lift', by: 'A', hole: '7A', seeds: 3 },
  { type: 'tick', n: 1 },
  { type: 'drop', by: 'B', hole: '4B' },
  { type: 'drop', by: 'A', hole: '8A' },
  { type: 'race-done', player: 'A', tick: 12 },
  { type: 'race-done', player: 'B', tick: 20 },
  { type: 'race-won', player: 'A' },
];

/** A move that claims 4A (the seed text's 6B). */
/** @type {GameEvent[]} */
const SULUS_6B = [
  { type: 'lift', by: 'B', hole: '6B', seeds: 3 },
  ...['7B', '8B', '9B'].map((hole) => /** @type {GameEvent} */ ({ type: 'drop', by: 'B', hole })),
  { type: 'lift', by: 'B', hole: '9B', seeds: 2 },
  { type: 'drop', by: 'B', hole: '1A' },
  { type: 'drop', by: 'B', hole: '2A' },
  { type: 'lift', by: 'B', hole: '2A', seeds: 2 },
  { type: 'drop', by: 'B', hole: '3A' },
  { type: 'drop', by: 'B', hole: '4A' },
  { type: 'claim', by: 'B', hole: '4A' },
];

/** A winning capture: the game ends and the mover wins. */
/** @type {GameEvent[]} */
const SADEQA_WIN = [
  { type: 'lift', by: 'B', hole: '1B', seeds: 1 },
  { type: 'drop', by: 'B', hole: '2B' },
  { type: 'lift', by: 'B', hole: '2B', seeds: 2 },
  { type: 'drop', by: 'B', hole: '3B' },
  { type: 'drop', by: 'B', hole: '4B' },
  { type: 'capture', by: 'B', hole: '3A', seeds: 3, to: 'B', kind: 'opposite' },
  /** @type {GameEvent} */ (/** @type {unknown} */ ({ type: 'game-over', winner: 'B', reason: 'no-seeds-A', text: 'A has no seeds left' })),
];

/**
 * @param {Partial<LessonStep>} parts
 * @returns {LessonStep}
 */
const step = (parts) => ({ title: T('t'), position: 'p', text: T('x'), task: T('y'), explain: T('z'), ...parts });

test("a move's facts come from its events: laps, last hole, seeds put aside, captures, claims, extra move, race, end", () => {
  const soku = moveFacts('1B', SOKUSOWO_1B, 'B');
  assert.deepEqual([soku.laps, soku.ends, soku.putAside, soku.captures.length, soku.extraMove, soku.over], [4, '4B', 4, 0, false, null]);
  const any = moveFacts('10B', ANYWOLI_10B, 'B');
  assert.deepEqual([any.laps, any.ends, any.extraMove], [1, '2A', true]);
  assert.deepEqual(any.captures, [{ hole: '2A', seeds: 4, to: 'B', kind: 'final-seed' }]);
  const race = moveFacts('3B+7A', RACE_3B_7A, null);
  assert.deepEqual([race.laps, race.raceWinner, race.raceTicks], [2, 'A', { B: 20, A: 12 }]);
  assert.deepEqual(moveFacts('6B', SULUS_6B, 'B').claims, [{ hole: '4A', by: 'B' }]);
  assert.deepEqual(moveFacts('1B', SADEQA_WIN, 'B').over, { winner: 'B' });
});

test('every property of a find task is checked against the facts, with what the move did instead', () => {
  const soku = moveFacts('1B', SOKUSOWO_1B, 'B');
  assert.deepEqual(misses({ put_aside: 4, laps: 4, ends: '4B', ends_on: 'B', uses: '1B', capture: false, wins: false }, soku), []);
  assert.deepEqual(misses({ put_aside: 5 }, soku), [{ key: 'lesson.miss.putAside', params: { player: 'B', n: 5, actual: 4 } }]);
  assert.deepEqual(
    misses({ ends: '6A', ends_on: 'A' }, soku).map((m) => m.key),
    ['lesson.miss.ends', 'lesson.miss.endsOn'],
  );
  const nine = moveFacts('9B', ANYWOLI_9B, 'B');
  // Fours in passing go to each hole's owner: 4 for the mover, 4 given to A.
  assert.deepEqual(misses({ captured: 4, given: 4, capture: true, extra_move: false }, nine), []);
  assert.deepEqual(misses({ captured: 8 }, nine)[0].params, { player: 'B', n: 8, actual: 4 });
  assert.deepEqual(misses({ extra_move: true }, nine)[0].key, 'lesson.miss.extraMove');
  const ten = moveFacts('10B', ANYWOLI_10B, 'B');
  assert.deepEqual(misses({ extra_move: true, captures: [{ hole: '2A', seeds: 4, to: 'B', kind: 'final-seed' }] }, ten), []);
  assert.deepEqual(misses({ captures: [{ hole: '2A', seeds: 4, to: 'A', kind: 'mid-sow' }] }, ten)[0].key, 'lesson.miss.captures');
  const race = moveFacts('3B+7A', RACE_3B_7A, null);
  assert.deepEqual(misses({ uses: '7A', race_winner: 'A', race_ticks: { B: 20, A: 12 } }, race), []);
  assert.deepEqual(misses({ race_winner: 'B' }, race), [{ key: 'lesson.miss.raceWinner', params: { player: 'B', winner: 'A' } }]);
  // In the race nobody is the mover: nothing is captured or won for anyone.
  assert.deepEqual(misses({ capture: true }, race)[0].key, 'lesson.miss.capture');
  const claim = moveFacts('6B', SULUS_6B, 'B');
  assert.deepEqual(misses({ claim: true, claims: ['4A'] }, claim), []);
  assert.deepEqual(misses({ claim: false }, claim), [{ key: 'lesson.miss.noClaim', params: { player: 'B', holes: '4A' } }]);
  assert.deepEqual(misses({ wins: true }, moveFacts('1B', SADEQA_WIN, 'B')), []);
  assert.deepEqual(misses({ wins: true }, moveFacts('1B', SADEQA_WIN, 'A'))[0].key, 'lesson.miss.wins');
});

test('a property the page cannot judge from events (after, or unknown) never matches', () => {
  const soku = moveFacts('1B', SOKUSOWO_1B, 'B');
  assert.deepEqual(misses({ after: 'sokusowo …' }, soku)[0].key, 'lesson.miss.other');
  assert.deepEqual(misses(/** @type {any} */ ({ put_asid: 4 }), soku)[0].key, 'lesson.miss.other');
});

test('judge: a play task wants its move, a find task its properties', () => {
  const play = step({ play: '1B' });
  assert.equal(judge(play, '1B', SOKUSOWO_1B, 'B').ok, true);
  assert.deepEqual(judge(play, '2B', [], 'B').misses, [{ key: 'lesson.miss.play', params: { move: '1B' } }]);
  const find = step({ find: { extra_move: true }, answers: ['10B'] });
  assert.equal(judge(find, '10B', ANYWOLI_10B, 'B').ok, true);
  const wrong = judge(find, '9B', ANYWOLI_9B, 'B');
  assert.equal(wrong.ok, false);
  assert.equal(wrong.misses[0].key, 'lesson.miss.extraMove');
  assert.equal(wrong.facts.ends, '2A');
});

test('parseLesson reads the header and one step a line, blank lines skipped, and names a bad line', () => {
  const header = JSON.stringify({ game: 'sokusowo', title: T('Learn') });
  const line = JSON.stringify(step({ position: 'sokusowo 4,4,4,4,4,4/4,4,4,4,4,4 B captured=0,0', play: '1B' }));
  const lesson = parseLesson(`${header}\n\n${line}\r\n${line}\n`);
  assert.equal(lesson.game, 'sokusowo');
  assert.equal(lesson.steps.length, 2);
  assert.equal(lesson.steps[1].play, '1B');
  assert.throws(() => parseLesson(''), /line 1: the file is empty/);
  assert.throws(() => parseLesson(`${header}\n{"title"`), /line 2: not JSON/);
  assert.throws(() => parseLesson(`${header}\n${JSON.stringify({ position: 'p' })}`), /line 2: a step needs/);
  assert.throws(() => parseLesson(`${header}\n${JSON.stringify(step({ find: { laps: 1 } }))}`), /line 2: a step needs/);
  assert.throws(() => parseLesson(header), /the lesson has no step/);
  assert.throws(() => parseLesson(JSON.stringify({ game: 'sokusowo', title: { en: 'x' } })), /the header needs game and title/);
});

test('the shipped lessons read: at least six steps each, every text in English and Spanish', () => {
  for (const game of ['sulus-aidi', 'sokusowo', 'sadeqa-ii', 'anywoli']) {
    const lesson = parseLesson(readFileSync(new URL(`../../www/lessons/${game}.jsonl`, import.meta.url), 'utf8'));
    assert.equal(lesson.game, game);
    assert.ok(lesson.steps.length >= 6, `${game} has ${lesson.steps.length} steps`);
    for (const s of lesson.steps) {
      for (const texts of [s.title, s.text, s.task, s.explain, ...(s.hint ? [s.hint] : [])]) {
        assert.ok(texts.en.trim() && texts.es.trim() && texts.en !== texts.es, `${game}: ${texts.en}`);
      }
    }
  }
});

test('progress: read back checked against the lesson, anything else starts at step 1', () => {
  assert.deepEqual(readProgress(null, 6), { step: 0, done: [] });
  assert.deepEqual(readProgress('not json', 6), { step: 0, done: [] });
  assert.deepEqual(readProgress('[1,2]', 6), { step: 0, done: [] });
  assert.deepEqual(readProgress('{"step":3,"done":[2,0,2,1]}', 6), { step: 3, done: [0, 1, 2] });
  // A shorter lesson than the one saved: out-of-range steps are dropped.
  assert.deepEqual(readProgress('{"step":7,"done":[1,6,7,-1,1.5,"2"]}', 6), { step: 0, done: [1] });
  const kept = { step: 4, done: [0, 2] };
  assert.deepEqual(readProgress(writeProgress(kept), 6), kept);
  assert.equal(progressKey('anywoli'), 'lesson:anywoli');
});

test('navigation stays inside the lesson; steps done are kept once, in order; a lesson is finished when all are done', () => {
  let p = readProgress(null, 3);
  p = goTo(p, -1, 3);
  assert.equal(p.step, 0);
  p = markDone(p);
  p = goTo(p, p.step + 1, 3);
  p = goTo(p, 9, 3);
  assert.equal(p.step, 2);
  p = markDone(p);
  assert.deepEqual(markDone(p), p);
  assert.deepEqual(p.done, [0, 2]);
  assert.equal(finished(p, 3), false);
  p = markDone(goTo(p, 1, 3));
  assert.deepEqual(p, { step: 1, done: [0, 1, 2] });
  assert.equal(finished(p, 3), true);
});
