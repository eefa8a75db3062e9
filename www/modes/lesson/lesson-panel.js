// @ts-check
// The lesson panel beside or under the board (docs/LESSONS.md): which step
// of how many, the steps done, what to look at, the task, what the move did
// (the explanation, or why it was not the move asked for), and the ways on:
// Back, Try again, Next, and at the end a game or the puzzles. It shows what
// the lesson controller (modes/lesson/lesson-controller.js) tells it; it decides nothing.

import { setText } from '../../ui/board-status.js';
import { placeModeActions, placeModePanel } from '../../ui/board-view.js';
import { el } from '../../ui/dom.js';

/** @typedef {import('../../board/board.js').MancalaBoard} MancalaBoard */

/**
 * What the panel shows, every text already in the board's language.
 * @typedef {object} LessonView
 * @property {'loading' | 'failed' | 'try' | 'moving' | 'wrong' | 'done'} phase
 * @property {string} lessonTitle
 * @property {number} step  0-based
 * @property {number} total
 * @property {number[]} done  steps done, 0-based
 * @property {string} title
 * @property {string} text
 * @property {string} task
 * @property {string} feedback  the explanation, the reason a move was refused, or what is going on
 * @property {'info' | 'done' | 'wrong'} feedbackKind  which of these
 * @property {boolean} finished  every step done and the last one on the board
 * @property {{ play: string | null, puzzles: string | null }} links  the site's play pages; null off the site (the board switches itself)
 */

/**
 * @typedef {object} LessonActions
 * @property {() => void} back
 * @property {() => void} next
 * @property {() => void} restart  the step again, from its position
 * @property {() => void} again  the whole lesson again, from step 1
 */

export class LessonPanel {
  /**
   * @param {MancalaBoard} board
   * @param {LessonActions} actions
   */
  constructor(board, actions) {
    this.board = board;
    const id = `mg-${board.key}-lesson`;
    const button = (/** @type {string} */ cls) => el('button', { type: 'button', class: cls });
    this.heading = el('h2', { class: 'mg-lesson-heading', id: `${id}-heading` });
    this.count = el('span', { class: 'mg-lesson-count' });
    this.dots = el('ol', { class: 'mg-lesson-dots', 'aria-hidden': 'true' });
    this.title = el('h3', { class: 'mg-lesson-title' });
    this.text = el('p', { class: 'mg-lesson-text' });
    this.taskLabel = el('strong');
    this.taskText = el('span');
    this.task = el('p', { class: 'mg-lesson-task' }, [this.taskLabel, ' ', this.taskText]);
    this.feedback = el('p', { class: 'mg-lesson-feedback', id: `${id}-feedback` });
    this.back = button('mg-lesson-back');
    this.restart = button('mg-lesson-restart');
    this.next = button('mg-lesson-next');
    this.again = button('mg-lesson-again');
    this.play = /** @type {HTMLAnchorElement} */ (el('a', { class: 'mg-lesson-play' }));
    this.puzzles = /** @type {HTMLAnchorElement} */ (el('a', { class: 'mg-lesson-puzzles' }));
    // Off the site: the same two choices as buttons that switch this board's mode (element/site-pages.js).
    this.playHere = button('mg-lesson-play-here');
    this.puzzlesHere = button('mg-lesson-puzzles-here');
    this.end = el('p', { class: 'mg-lesson-end' });
    this.ending = el('div', { class: 'mg-lesson-ending', hidden: '' }, [
      this.end,
      el('div', { class: 'mg-lesson-buttons' }, [this.play, this.playHere, this.puzzles, this.puzzlesHere, this.again]),
    ]);
    this.element = el('section', { class: 'mg-lesson', 'aria-labelledby': `${id}-heading`, 'data-phase': 'loading' }, [
      el('div', { class: 'mg-lesson-head' }, [this.heading, this.dots, this.count]),
      this.title,
      this.text,
      this.task,
      this.feedback,
      el('div', { class: 'mg-lesson-buttons' }, [this.back, this.restart, this.next]),
      this.ending,
    ]);
    this.back.addEventListener('click', () => actions.back());
    this.next.addEventListener('click', () => actions.next());
    this.restart.addEventListener('click', () => actions.restart());
    this.again.addEventListener('click', () => actions.again());
    for (const [here, mode] of /** @type {const} */ ([
      [this.playHere, 'play'],
      [this.puzzlesHere, 'puzzle'],
    ])) {
      here.addEventListener('click', () => board.root.dispatchEvent(new CustomEvent('mancala-mode', { bubbles: true, composed: true, detail: { mode } })));
    }
    // Fitted, at the top of the sheet (under or beside the board, as the
    // layout has it); in the page's flow, under the board.
    placeModePanel(board.root, this.element, (panel) => board.root.append(panel));
    placeModeActions(board.root, [this.back, this.restart, this.next]);
    // The speed (slow by default in a lesson) belongs with the lesson: the options panel is not shown.
    const speed = board.root.querySelector('.mg-speed-label');
    if (speed) this.element.append(el('div', { class: 'mg-lesson-speed' }, [speed]));
  }

  /**
   * Brings the panel in line with the lesson.
   * @param {LessonView} v
   * @param {(key: string, params?: Record<string, string | number>) => string} t
   */
  render(v, t) {
    this.element.dataset.phase = v.phase;
    this.element.dataset.step = String(v.step + 1);
    setText(this.heading, v.lessonTitle);
    setText(this.count, v.total > 0 ? t('lesson.step', { n: v.step + 1, total: v.total }) : '');
    this.renderDots(v, t);
    setText(this.title, v.title);
    setText(this.text, v.text);
    setText(this.taskLabel, v.task ? t('lesson.taskLabel') : '');
    setText(this.taskText, v.task);
    setText(this.feedback, v.feedback);
    this.feedback.dataset.kind = v.feedbackKind;
    setText(this.back, t('lesson.back'));
    // After a miss the step is tried again; after a success it is only played again.
    setText(this.restart, t(v.phase === 'done' ? 'lesson.replay' : 'lesson.restart'));
    setText(this.next, t('lesson.next'));
    setText(this.again, t('lesson.again'));
    for (const link of [this.play, this.playHere]) setText(link, t('lesson.play'));
    for (const link of [this.puzzles, this.puzzlesHere]) setText(link, t('lesson.puzzles'));
    setText(this.end, t('lesson.finished'));
    for (const [link, here, href] of /** @type {const} */ ([
      [this.play, this.playHere, v.links.play],
      [this.puzzles, this.puzzlesHere, v.links.puzzles],
    ])) {
      if (href) link.href = href;
      link.hidden = href === null;
      here.hidden = href !== null;
    }
    const ready = v.phase !== 'loading' && v.phase !== 'failed';
    this.back.disabled = !ready || v.step === 0;
    this.restart.disabled = !ready || v.phase === 'try';
    this.next.disabled = !ready || v.step >= v.total - 1;
    this.next.classList.toggle('mg-lesson-go', v.phase === 'done' && v.step < v.total - 1);
    this.ending.hidden = !v.finished;
  }

  /**
   * One mark a step: done, the one on the board, or still to do.
   * @param {LessonView} v
   * @param {(key: string, params?: Record<string, string | number>) => string} t
   */
  renderDots(v, t) {
    while (this.dots.children.length > v.total) this.dots.lastElementChild?.remove();
    while (this.dots.children.length < v.total) this.dots.append(el('li'));
    [...this.dots.children].forEach((dot, i) => {
      const state = v.done.includes(i) ? 'done' : 'todo';
      /** @type {HTMLElement} */ (dot).dataset.state = state;
      dot.classList.toggle('mg-lesson-current', i === v.step);
    });
    this.count.title = t('lesson.progress', { done: v.done.length, total: v.total });
  }

  /** Scrolls the panel to what was just said about the move (the panel scrolls inside under a fitted board). */
  reveal() {
    this.feedback.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
  }

  /** Moves the focus to Next (after a step done), or to the lesson's end. */
  focusNext() {
    if (!this.ending.hidden) (this.play.hidden ? this.playHere : this.play).focus();
    else if (!this.next.disabled) this.next.focus();
  }

  /** Whether the focus is in the board's component (the canvas or a control). */
  focusInBoard() {
    const active = /** @type {Document | ShadowRoot} */ (this.board.root.getRootNode()).activeElement;
    return active !== null && this.board.root.contains(active);
  }
}
