// @ts-check
// The lessons' pure state (www/modes/lesson/lesson.js), without a browser: reading
// a lesson file, the words of the engine's judgement of a move (the reasons
// for a wrong one), and the learner's progress (step navigation, steps done,
// what storage keeps). What a move did and whether it has a step's
// properties is the engine's: those cases are the rules crate's tests
// (crates/rules/tests/lesson.rs); that the page and `mancala lesson` judge
// every move of every shipped step alike is tests/e2e/lessons.test.mjs's
// (it needs the built engine).

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { PANELS_EN } from '../../www/i18n/panels-en.js';
import { PANELS_ES } from '../../www/i18n/panels-es.js';
import {
  finished,
  goTo,
  judge,
  lessonTask,
  markDone,
  missWords,
  parseLesson,
  progressKey,
  readProgress,
  writeProgress,
} from '../../www/modes/lesson/lesson.js';

/** @typedef {import('../../www/modes/lesson/lesson.js').LessonStep} LessonStep */
/** @typedef {import('../../www/types.js').MoveFacts} MoveFacts */
/** @typedef {import('../../www/types.js').LessonMismatch} LessonMismatch */
/** @typedef {import('../../www/types.js').LessonTask} LessonTask */

const T = (/** @type {string} */ text) => ({ en: text, es: `${text} (es)` });

/**
 * A move's facts as the engine gives them; only the mover and the race are read here.
 * @param {'A' | 'B' | null} mover
 * @returns {MoveFacts}
 */
const facts = (mover) => ({
  move: '1B',
  mover,
  lifted: ['1B'],
  ends: '4B',
  put_aside: 0,
  captures: [],
  claims: [],
  extra_move: false,
  race_winner: null,
  race_ticks: { B: null, A: null },
  passes: [],
  over: null,
  after: 'sokusowo 1,6,6,1,5,5/5,0,5,5,5,0 A captured=4,0',
});

/**
 * @param {Partial<LessonStep>} parts
 * @returns {LessonStep}
 */
const step = (parts) => ({ title: T('t'), position: 'p', text: T('x'), task: T('y'), explain: T('z'), ...parts });

test('every reason the engine gives is worded with the mover, what was stated and what the move did', () => {
  const B = facts('B');
  assert.deepEqual(missWords({ code: 'put-aside', stated: 5, actual: 4 }, B), { key: 'lesson.miss.putAside', params: { player: 'B', n: 5, actual: 4 } });
  assert.deepEqual(missWords({ code: 'captured', stated: 8, actual: 4 }, B).params, { player: 'B', n: 8, actual: 4 });
  assert.deepEqual(missWords({ code: 'given', stated: 4, actual: 0 }, facts('A')).params, { player: 'A', n: 4, actual: 0, other: 'B' });
  assert.deepEqual(
    [missWords({ code: 'ends', stated: '6A', actual: '4B' }, B), missWords({ code: 'ends-on', stated: 'A', actual: null }, B)],
    [
      { key: 'lesson.miss.ends', params: { player: 'B', hole: '6A', actual: '4B' } },
      { key: 'lesson.miss.endsOn', params: { player: 'B', side: 'A', actual: '—' } },
    ],
  );
  assert.deepEqual(missWords({ code: 'extra-move', stated: true }, B).key, 'lesson.miss.extraMove');
  assert.deepEqual(missWords({ code: 'extra-move', stated: false }, B).key, 'lesson.miss.noExtraMove');
  assert.deepEqual(missWords({ code: 'captures', stated: [], actual: [] }, B), { key: 'lesson.miss.captures', params: { player: 'B' } });
  // In the race nobody is the mover: the reasons name B.
  const race = facts(null);
  assert.deepEqual(missWords({ code: 'race-winner', stated: 'B', actual: 'A' }, race), { key: 'lesson.miss.raceWinner', params: { player: 'B', winner: 'A' } });
  assert.deepEqual(missWords({ code: 'race-ticks', stated: { B: 12, A: 20 }, actual: { B: 20, A: null } }, race).params, { player: 'B', b: 20, a: '—' });
  assert.deepEqual(missWords({ code: 'capture', stated: true, actual: 0 }, race).key, 'lesson.miss.capture');
  assert.deepEqual(missWords({ code: 'capture', stated: false, actual: 3 }, B), { key: 'lesson.miss.noCapture', params: { player: 'B', actual: 3 } });
  assert.deepEqual(missWords({ code: 'claim', stated: false, actual: ['4A'] }, B), { key: 'lesson.miss.noClaim', params: { player: 'B', holes: '4A' } });
  assert.deepEqual(missWords({ code: 'claims', stated: ['3A'], actual: [] }, B).params, { player: 'B', holes: '—' });
  assert.deepEqual(missWords({ code: 'wins', stated: true, actual: null }, B).key, 'lesson.miss.wins');
  assert.deepEqual(missWords({ code: 'wins', stated: false, actual: { winner: 'B', reason: 'r', text: 't' } }, B).key, 'lesson.miss.noWin');
  assert.deepEqual(missWords({ code: 'uses', hole: '7A', move: '1B' }, B).params, { player: 'B', hole: '7A' });
  assert.deepEqual(missWords({ code: 'play', asked: '1B' }, B), { key: 'lesson.miss.play', params: { move: '1B' } });
  // A position after the move is never a task's (the engine refuses it in `find`).
  assert.deepEqual(missWords({ code: 'after', stated: 'a', actual: 'b' }, B).key, 'lesson.miss.other');
});

test('every reason is worded in English and Spanish', () => {
  /** @type {LessonMismatch[]} */
  const every = [
    { code: 'play', asked: '1B' },
    { code: 'uses', hole: '1B', move: '2B' },
    { code: 'laps', stated: 1, actual: 2 },
    { code: 'ends', stated: '1B', actual: null },
    { code: 'ends-on', stated: 'A', actual: 'B' },
    { code: 'put-aside', stated: 1, actual: 2 },
    { code: 'capture', stated: true, actual: 0 },
    { code: 'capture', stated: false, actual: 2 },
    { code: 'captured', stated: 1, actual: 2 },
    { code: 'given', stated: 1, actual: 2 },
    { code: 'captures', stated: [], actual: [] },
    { code: 'claim', stated: true, actual: [] },
    { code: 'claim', stated: false, actual: ['1A'] },
    { code: 'claims', stated: [], actual: ['1A'] },
    { code: 'extra-move', stated: true },
    { code: 'extra-move', stated: false },
    { code: 'race-winner', stated: 'A', actual: 'B' },
    { code: 'race-ticks', stated: { B: 1, A: 2 }, actual: { B: 2, A: 1 } },
    { code: 'wins', stated: true, actual: null },
    { code: 'wins', stated: false, actual: null },
    { code: 'after', stated: 'a', actual: 'b' },
  ];
  for (const miss of every) {
    const { key } = missWords(miss, facts('B'));
    assert.ok(key in PANELS_EN && key in PANELS_ES, `${miss.code}: ${key}`);
  }
});

test('judge: the engine judges the step’s task (its move, or its properties); a task it cannot read accepts no move', () => {
  /** @type {[string, LessonTask, string][]} */
  const asked = [];
  /** @type {LessonMismatch[]} */
  let misses = [];
  /** @param {string} position @param {LessonTask} task @param {string} move */
  const engine = (position, task, move) => {
    asked.push([position, task, move]);
    return { facts: facts('B'), misses };
  };
  const play = step({ position: 'sokusowo 4,4,4,4,4,4/4,4,4,4,4,4 B captured=0,0', play: '1B' });
  assert.equal(judge(play, '1B', engine).ok, true);
  assert.deepEqual(asked, [[play.position, { play: '1B' }, '1B']]);
  misses = [{ code: 'play', asked: '1B' }];
  assert.deepEqual(judge(play, '2B', engine).misses, [{ key: 'lesson.miss.play', params: { move: '1B' } }]);
  const find = step({ find: { extra_move: true }, answers: ['10B'] });
  assert.deepEqual(lessonTask(find), { find: { extra_move: true } });
  misses = [
    { code: 'extra-move', stated: true },
    { code: 'laps', stated: 1, actual: 2 },
  ];
  const wrong = judge(find, '9B', engine);
  assert.equal(wrong.ok, false);
  assert.deepEqual(
    wrong.misses.map((m) => m.key),
    ['lesson.miss.extraMove', 'lesson.miss.laps'],
  );
  assert.equal(wrong.facts?.ends, '4B');
  // A property the engine does not know (or `after` in find): no move is the one asked for.
  const unreadable = () => {
    throw Object.assign(new Error('the lesson step’s task does not read'), { code: 'bad-lesson-task' });
  };
  assert.deepEqual(judge(step({ find: /** @type {any} */ ({ put_asid: 4 }) }), '1B', unreadable), {
    ok: false,
    misses: [{ key: 'lesson.miss.other', params: { player: 'B' } }],
    facts: null,
  });
  // Any other refusal (a move that is not legal there) is the caller's to report.
  const illegal = () => {
    throw Object.assign(new Error('1A cannot be played'), { code: 'not-yours' });
  };
  assert.throws(() => judge(play, '1A', illegal), /1A cannot be played/);
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
