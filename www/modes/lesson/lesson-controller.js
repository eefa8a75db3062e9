// @ts-check
// A lesson on one board (mode "lesson", docs/LESSONS.md): it loads the
// game's lesson file, puts each step's position on the board, lets the
// learner move (both sides are theirs), and once the move has been sown
// (slowly, by default) has the engine judge it against the step:
// the move asked for shows the step's explanation and Next; any other is
// said to be wrong, with why, and taken back to be tried again. Progress is
// kept under its own storage key; a game in play is never touched (the
// board keeps nothing in a lesson: board/board.js `exercise`).

import { lessonUrl } from '../../asset-urls.js';
import { putGame } from '../../board/commands.js';
import { sitePlayPage } from '../../element/site-pages.js';
import { recordOptions } from '../../engine/engine.js';
import { loadedLessonJudge, loadLessonJudge } from '../../engine/lesson-judge.js';
import { previewFromEvents, previewWords } from '../../state/move-preview.js';
import { errorText } from '../../ui/error-text.js';
import { reportFailure } from '../../ui/failure.js';
import { goTo, inLang, judge, markDone, parseLesson, progressKey, readProgress, writeProgress } from './lesson.js';
import { LessonPanel } from './lesson-panel.js';

/** @typedef {import('../../board/board.js').MancalaBoard} MancalaBoard */
/** @typedef {import('../../types.js').Engine} Engine */
/** @typedef {import('../../types.js').View} View */
/** @typedef {import('../../types.js').GameEvent} GameEvent */
/** @typedef {import('./lesson.js').Lesson} Lesson */
/** @typedef {import('./lesson.js').Progress} Progress */
/** @typedef {import('./lesson-panel.js').LessonView} LessonView */

/** How long a wrong move stays on the board before it is taken back, in ms (none at instant speed). */
const WRONG_SHOWN_MS = 1200;

/** The reasons a move is wrong that do not say what it did: the feedback says that first. */
const REASONS_WITHOUT_OUTCOME = new Set(['lesson.miss.play', 'lesson.miss.uses', 'lesson.miss.captures', 'lesson.miss.other']);

/** The longest a wrong move's sowing is shown, in ms: it is replayed fast, so that why it is wrong comes soon (Sadeqa II step 3 sowed 18.8 s slowly). */
const WRONG_SOWING_MS = 1500;

/**
 * @param {URL} url
 * @returns {Promise<string>}
 */
async function fetchText(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
}

export class LessonController {
  /**
   * @param {MancalaBoard} board
   * @param {Engine} engine
   * @param {(url: URL) => Promise<string>} [load]  how the lesson file is fetched
   */
  constructor(board, engine, load = fetchText) {
    this.board = board;
    this.engine = engine;
    // The judging module starts loading now, while the learner reads the first step (a failure is met in shown()).
    loadLessonJudge().catch(() => {});
    /** @type {Lesson | null} */
    this.lesson = null;
    /** @type {Progress} */
    this.progress = { step: 0, done: [] };
    /** @type {LessonView['phase']} */
    this.phase = 'loading';
    /**
     * What the panel says under the task (the explanation, a refusal, a
     * loading error), worded afresh in the board's language at each render.
     * @type {() => string}
     */
    this.feedback = () => '';
    /** @type {LessonView['feedbackKind']} */
    this.feedbackKind = 'info';
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    this.timer = undefined;
    this.disposed = false;
    board.root.classList.add('mg-mode-lesson');
    /** Held between steps (a step done, a wrong move about to be taken back): no hole can be played. */
    this.locked = true;
    /**
     * The lesson as a mode of the board (modes/mode.js): it holds the board
     * still between steps, and hides the preview, which would say what a
     * move does before it is played: here the learner finds out.
     * @type {import('../mode.js').BoardMode}
     */
    this.mode = { name: 'lesson', refuse: () => (this.locked ? 'held' : null), hidesPreview: true, dispose: () => this.dispose() };
    this.detach = board.attach(this.mode);
    this.panel = new LessonPanel(board, {
      back: () => this.go(this.progress.step - 1),
      next: () => this.go(this.progress.step + 1),
      restart: () => this.showStep(true),
      again: () => {
        this.progress = { step: 0, done: [] };
        this.showStep(true);
      },
    });
    this.unsubscribe = board.subscribe(() => this.render());
    this.stopHearing = [board.on('moved', (news) => this.moving(news.detail.move)), board.on('shown', (news) => this.shown(news))];
    this.render();
    void this.load(load);
  }

  /** The game's key: whose lesson this is. */
  get key() {
    return this.board.key;
  }

  /** @param {(url: URL) => Promise<string>} load */
  async load(load) {
    try {
      const lesson = parseLesson(await load(lessonUrl(this.key)));
      if (this.disposed) return;
      if (lesson.game !== this.key) throw new Error(`the lesson file is for ${lesson.game}`);
      this.lesson = lesson;
      this.progress = readProgress(this.board.storage.get(progressKey(this.key)), lesson.steps.length);
      this.showStep(false);
    } catch (e) {
      if (this.disposed) return;
      this.phase = 'failed';
      this.feedback = () => this.board.t('lesson.failed', { error: errorText(this.board.t, e) });
      this.feedbackKind = 'wrong';
      this.render();
      reportFailure(this.board.root, 'lesson-failed', this.feedback());
    }
  }

  /** The step on the board. */
  get step() {
    return this.lesson?.steps[this.progress.step] ?? null;
  }

  /** @param {number} index */
  go(index) {
    if (!this.lesson) return;
    this.progress = goTo(this.progress, index, this.lesson.steps.length);
    this.showStep(true);
  }

  /**
   * Puts the step's position on the board, ready for the learner's move.
   * @param {boolean} focusBoard  the learner asked for it (a button): the board takes the focus
   */
  showStep(focusBoard) {
    const step = this.step;
    if (!step) return;
    clearTimeout(this.timer);
    this.save();
    const board = this.board;
    let game;
    try {
      game = this.engine.fromPosition(step.position);
    } catch (e) {
      this.phase = 'failed';
      this.feedback = () => board.t('lesson.failed', { error: errorText(board.t, e) });
      this.feedbackKind = 'wrong';
      this.render();
      return;
    }
    this.phase = 'try';
    this.feedback = () => '';
    this.feedbackKind = 'info';
    this.locked = false;
    // A new step's position: replaceGame clears the focus ring with the rest.
    putGame(board, game, recordOptions(game.record()));
    const lang = board.lang;
    board.announce(
      `${board.t('lesson.step', { n: this.progress.step + 1, total: this.lesson?.steps.length ?? 0 })}. ${inLang(step.title, lang)}. ${inLang(step.text, lang)} ${inLang(step.task, lang)}`,
    );
    if (focusBoard && this.panel.focusInBoard()) board.canvas.focus();
  }

  /**
   * A move is being sown: the learner watches; a move the step does not
   * accept is sown fast, its reason the sooner.
   * @param {string} move
   */
  moving(move) {
    const step = this.step;
    if (this.phase !== 'try' || !step) return;
    this.phase = 'moving';
    this.feedback = () => this.board.t('lesson.watch');
    this.feedbackKind = 'info';
    this.render();
    // Judged here only to choose the speed (the module is in long before a
    // move, loaded when the lesson opened); shown() says the verdict.
    const judgeMove = loadedLessonJudge();
    if (!judgeMove || judge(step, move, judgeMove).ok) return;
    // The sowing starts once this news is heard (board/game-flow.js show).
    queueMicrotask(() => this.board.flow.capSowing(WRONG_SOWING_MS));
  }

  /**
   * The move has been shown: was it the one asked for?
   * @param {{ move: string, events: GameEvent[], before: View }} shown
   */
  shown({ move, events, before }) {
    const step = this.step;
    if (!step || this.phase !== 'moving') return;
    // Loading since the lesson opened; in long before a move is sown (tried again if it failed).
    loadLessonJudge().then(
      (judgeMove) => {
        if (!this.disposed && this.step === step && this.phase === 'moving') this.judged(step, { move, events, before }, judgeMove);
      },
      (error) => {
        if (this.disposed) return;
        this.phase = 'failed';
        this.feedback = () => this.board.t('lesson.failed', { error: errorText(this.board.t, error) });
        this.feedbackKind = 'wrong';
        this.render();
      },
    );
  }

  /**
   * The engine's judgement of the move shown, said to the learner.
   * @param {NonNullable<LessonController['step']>} step
   * @param {{ move: string, events: GameEvent[], before: View }} shown
   * @param {import('../../types.js').JudgeLessonMove} judgeMove
   */
  judged(step, { move, events, before }, judgeMove) {
    const board = this.board;
    const verdict = judge(step, move, judgeMove);
    this.locked = true;
    if (verdict.ok) {
      this.progress = markDone(this.progress);
      this.save();
      this.phase = 'done';
      this.feedback = () => `${board.t('lesson.right')} ${inLang(step.explain, board.lang)}`;
      this.feedbackKind = 'done';
      const focus = this.panel.focusInBoard();
      this.render();
      this.panel.reveal();
      board.announce(this.feedback());
      if (focus) this.panel.focusNext();
      return;
    }
    const facts = verdict.facts;
    const miss = verdict.misses[0];
    this.phase = 'wrong';
    this.feedback = () => {
      const t = board.t;
      const why = miss ? t(miss.key, miss.params) : '';
      // A reason that states what the move did says it once: the move is only named.
      const what =
        miss && !REASONS_WITHOUT_OUTCOME.has(miss.key)
          ? t('lesson.wrongMove', { move })
          : t('lesson.wrong', {
              what:
                before.phase === 'race'
                  ? t('lesson.raceMove', { move, winner: facts?.race_winner ?? '—', b: facts?.race_ticks.B ?? '—', a: facts?.race_ticks.A ?? '—' })
                  : previewWords(t, previewFromEvents(move, events)),
            });
      const hint = step.hint ? inLang(step.hint, board.lang) : '';
      return [what, why, hint, t('lesson.takenBack')].filter(Boolean).join(' ');
    };
    this.feedbackKind = 'wrong';
    this.render();
    this.panel.reveal();
    board.announce(this.feedback());
    // The move stays on the board a moment, then the step's position comes back.
    this.timer = setTimeout(() => this.takeBack(), board.speed === 'instant' ? 0 : WRONG_SHOWN_MS);
  }

  /** Takes a wrong move back: the step's position again, the reason still shown. */
  takeBack() {
    if (this.phase !== 'wrong' || !this.step) return;
    const board = this.board;
    const feedback = this.feedback;
    const focus = this.panel.focusInBoard();
    this.showStep(false);
    this.feedback = feedback;
    this.feedbackKind = 'wrong';
    this.render();
    if (focus) board.canvas.focus();
  }

  save() {
    this.board.storage.set(progressKey(this.key), writeProgress(this.progress));
  }

  /** The panel, in line with the lesson and the board's language. */
  render() {
    const lesson = this.lesson;
    const step = this.step;
    const lang = this.board.lang;
    const t = this.board.t;
    const total = lesson?.steps.length ?? 0;
    const last = total > 0 && this.progress.step === total - 1;
    const query = `game=${encodeURIComponent(this.key)}&lang=${lang}`;
    /** @type {LessonView} */
    const view = {
      phase: this.phase,
      lessonTitle: lesson ? inLang(lesson.title, lang) : t('lesson.title'),
      step: this.progress.step,
      total,
      done: this.progress.done,
      title: step ? inLang(step.title, lang) : '',
      text: step ? inLang(step.text, lang) : this.phase === 'loading' ? t('lesson.loading') : '',
      task: step ? inLang(step.task, lang) : '',
      feedback: this.feedback(),
      feedbackKind: this.feedbackKind,
      finished: last && this.phase === 'done',
      links: { play: sitePlayPage(query), puzzles: sitePlayPage(`${query}&mode=puzzle`) },
    };
    this.board.root.dataset.lessonPhase = this.phase;
    this.board.root.dataset.lessonStep = String(this.progress.step + 1);
    this.panel.render(view, t);
  }

  dispose() {
    this.disposed = true;
    this.detach();
    clearTimeout(this.timer);
    this.unsubscribe();
    for (const stop of this.stopHearing) stop();
  }
}

/**
 * Starts a lesson on a board (modes/index.js).
 * @param {MancalaBoard} board
 * @param {Engine} engine
 */
export function startLesson(board, engine) {
  return new LessonController(board, engine);
}
