// @ts-check
// One short line for a player's first visit to a fitted board (the play
// page, embed.html): what a touch player cannot discover by looking (the
// long press that previews a move, the review after a game, Set up). It
// goes once dismissed, and stays gone (remembered in the board's storage).

import { el } from './dom.js';

/** Where the dismissal is remembered. */
const SEEN_KEY = 'tip:first-visit';

/**
 * What the tip needs of its board (a `MancalaBoard`).
 * @typedef {object} TipHost
 * @property {HTMLElement} root
 * @property {import('../storage.js').SafeStorage} storage
 * @property {(key: string, params?: Record<string, string | number>) => string} t
 */

/**
 * Shows the tip in a fitted board's status strip, unless it was dismissed before.
 * @param {TipHost} board
 * @returns {() => void} takes the tip away (the board is going)
 */
export function showFirstTip(board) {
  const strip = board.root.querySelector('.mg-strip');
  if (!strip || board.storage.get(SEEN_KEY) === 'seen') return () => {};
  const text = el('span', { class: 'mg-tip-text' });
  const dismiss = el('button', { type: 'button', class: 'mg-tip-dismiss' });
  const tip = el('p', { class: 'mg-tip', role: 'note' }, [text, dismiss]);
  // A close mark, its word for screen readers and the pointer: the tip's words keep the slot's width.
  dismiss.textContent = '✕';
  const applyTexts = () => {
    text.textContent = board.t('tip.firstVisit');
    dismiss.setAttribute('aria-label', board.t('tip.dismiss'));
    dismiss.title = board.t('tip.dismiss');
  };
  applyTexts();
  strip.append(tip);
  // A language switch rewrites every text: the board tells its panels on each change.
  board.root.addEventListener('mancala-change', applyTexts);
  const remove = () => {
    board.root.removeEventListener('mancala-change', applyTexts);
    tip.remove();
  };
  dismiss.addEventListener('click', () => {
    board.storage.set(SEEN_KEY, 'seen');
    remove();
    board.root.querySelector('canvas')?.focus();
  });
  return remove;
}
