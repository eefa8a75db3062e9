// @ts-check
// The game-over dialog: who won, why in plain words, the score that
// decides (and, where survival decides, the seeds taken as an aside that
// does not count), and a rematch. It is not modal: the player closes it
// (the close button or Escape) to look at the final position and review
// the moves, and opens it again from the button left in its place.

import { resultTexts } from './board-texts.js';
import { el } from './dom.js';

/** @typedef {import('../types.js').View} View */
/** @typedef {import('./board-view.js').Translate} Translate */

/**
 * @typedef {object} ResultMoment
 * @property {View} view
 * @property {boolean} animating  the last move is still being sown
 * @property {string} record  the game's record: a result closed stays closed for this game only
 * @property {Translate} t
 */

export class ResultDialog {
  /**
   * @param {string} id  a prefix for the element ids, unique on the page
   * @param {{ rematch: () => void, closed: () => void, review: () => void }} actions  what the buttons do; `closed` gets the focus back to the board
   */
  constructor(id, actions) {
    this.actions = actions;
    this.title = el('strong', { class: 'mg-result-title', id: `${id}-result-title` });
    this.reason = el('p', { class: 'mg-result-reason', id: `${id}-result-reason` });
    this.count = el('p', { class: 'mg-result-count', id: `${id}-result-count` });
    this.aside = el('p', { class: 'mg-result-aside' });
    this.again = el('button', { type: 'button', class: 'mg-again' });
    this.reviewButton = el('button', { type: 'button', class: 'mg-result-review' });
    this.close = el('button', { type: 'button', class: 'mg-result-close' });
    this.element = el(
      'div',
      {
        class: 'mg-result',
        role: 'dialog',
        'aria-modal': 'false',
        'aria-labelledby': this.title.id,
        'aria-describedby': `${this.reason.id} ${this.count.id}`,
        tabindex: '-1',
        hidden: '',
      },
      [this.title, this.reason, this.count, this.aside, el('div', { class: 'mg-result-buttons' }, [this.again, this.reviewButton, this.close])],
    );
    /** Opens the dialog again once closed; it keeps the dialog's place, so nothing moves. */
    this.reopen = el('button', { type: 'button', class: 'mg-result-open', hidden: '' });
    /** @type {string | null} the record of the game whose result the player closed */
    this.closedFor = null;
    /** @type {string | null} */
    this.record = null;
    this.again.addEventListener('click', () => actions.rematch());
    this.reviewButton.addEventListener('click', () => {
      this.hide();
      actions.review();
    });
    this.close.addEventListener('click', () => {
      this.hide();
      actions.closed();
    });
    this.reopen.addEventListener('click', () => {
      this.closedFor = null;
      this.show(true);
    });
  }

  /**
   * Escape anywhere inside `scope` (the board, its canvas included) closes the dialog.
   * @param {HTMLElement} scope
   */
  closeOnEscape(scope) {
    scope.addEventListener('keydown', (e) => {
      if (e.key !== 'Escape' || !this.open) return;
      e.stopPropagation();
      this.hide();
      this.actions.closed();
    });
  }

  /** True while the dialog is on screen. */
  get open() {
    return !this.element.hidden;
  }

  /** @param {Translate} t */
  applyTexts(t) {
    this.again.textContent = t('result.rematch');
    this.reviewButton.textContent = t('result.review');
    this.close.textContent = t('result.close');
    this.reopen.textContent = t('result.show');
  }

  /**
   * Brings the dialog in line with the game: shown once a game is over and
   * its last sowing is done, unless the player closed it for this game.
   * The focus moves to the rematch when the game ends under the player's
   * hand (the focus was in the board), not when a page opens on a game that
   * is already over.
   * @param {ResultMoment} m
   * @param {boolean} focusInBoard
   */
  update(m, focusInBoard) {
    const over = m.view.over && !m.animating;
    this.record = m.record;
    if (over) {
      const { title, reason, count, aside } = resultTexts(m.t, m.view);
      this.title.textContent = title;
      this.reason.textContent = reason;
      this.count.textContent = count;
      this.count.hidden = count === '';
      this.aside.textContent = aside;
      this.aside.hidden = aside === '';
    }
    if (!over) {
      this.closedFor = null;
      this.element.hidden = true;
      this.reopen.hidden = true;
    } else if (this.closedFor === m.record) {
      this.element.hidden = true;
      this.reopen.hidden = false;
    } else if (!this.open) {
      this.show(focusInBoard);
    }
  }

  /** @param {boolean} takeFocus */
  show(takeFocus) {
    this.element.hidden = false;
    this.reopen.hidden = true;
    if (takeFocus) this.again.focus();
  }

  hide() {
    this.closedFor = this.record;
    this.element.hidden = true;
    this.reopen.hidden = false;
  }
}
