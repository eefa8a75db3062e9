// @ts-check
// Lesson judging (the rules crate's `lesson` module, docs/LESSONS.md) in a
// wasm module of its own, loaded the first time a lesson opens: the page's
// rules module leaves it out (about 33 KB gzipped of its 112 KB), since
// most visits never open a lesson. The learner reads the step and sows a
// move before the first judgement is needed, so the module is in by then.

import { lessonsWasmUrl } from '../asset-urls.js';

/** @typedef {import('../types.js').JudgeLessonMove} JudgeLessonMove */

/** @type {Promise<JudgeLessonMove> | null} */
let loading = null;
/** @type {JudgeLessonMove | null} the judge once its module is in */
let loaded = null;

/**
 * The judge now, if its module is in (null while it loads): for a decision
 * that cannot wait, such as how fast to sow a try.
 * @returns {JudgeLessonMove | null}
 */
export function loadedLessonJudge() {
  return loaded;
}

/**
 * The engine's judge of a lesson step's move, its module loaded once per
 * page (a failed load is tried again the next time).
 * @returns {Promise<JudgeLessonMove>}
 */
export function loadLessonJudge() {
  loading ??= import('../pkg-lessons/mancala_wasm_lessons.js').then(
    async (lessons) => {
      await lessons.default({ module_or_path: lessonsWasmUrl() });
      // No handle: the module reads the position, judges and lets it go.
      /** @type {JudgeLessonMove} */
      const judgeMove = (position, task, move) => lessons.Game.judgeLessonMove(position, task, move);
      loaded = judgeMove;
      return judgeMove;
    },
    (error) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
