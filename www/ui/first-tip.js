// @ts-check
// A player's first visit to a fitted board (the play page, embed.html).
// First a question, as lichess's and chess.com's first screens ask it: how
// to play (against the computer, with someone here, with a friend by
// links), rather than a two-player game started unasked; a move played
// instead answers it too. Then one short line: what a touch player cannot
// discover by looking (the long press that previews a move, the review
// after a game, Set up). Each goes once answered or dismissed, and stays
// gone (remembered in the board's storage).

import { el } from './dom.js';

/** Where the dismissal is remembered. */
const SEEN_KEY = 'tip:first-visit';
/** Where the answer to how to play is remembered. */
const ASKED_KEY = 'tip:how-to-play';

/**
 * What the tip needs of its board (a `MancalaBoard`): the game's state it
 * reads from the board's record (state/board-record.js), the last one and
 * each one a refresh hands its subscribers.
 * @typedef {object} TipHost
 * @property {HTMLElement} root
 * @property {import('../store/storage.js').SafeStorage} storage
 * @property {(key: string, params?: Record<string, string | number>) => string} t
 * @property {TipRecord} record  the board's record of its last refresh
 * @property {(listener: (news: { record: TipRecord }) => void) => () => void} subscribe  hears of each refresh of the board
 * @property {{ setPlayers: (change: { opponent: 'human' | 'computer' }) => void }} computer
 */

/**
 * What the tip reads of the board's record: the moves played, whether the board is only shown (`readonly`), who plays each side.
 * @typedef {Pick<import('../state/board-record.js').BoardRecord, 'view' | 'refusal' | 'seats' | 'engineHelps'>} TipRecord
 */

/**
 * A fitted board's first visit: the question how to play, then the tip,
 * each unless answered or dismissed before.
 * @param {TipHost} board
 * @returns {() => void} takes them away (the board is going)
 */
export function showFirstTip(board) {
  const strip = board.root.querySelector('.mg-strip');
  if (!strip) return () => {};
  /** @type {() => void} */
  let removeTip = () => {};
  const removeQuestion = askHowToPlay(board, strip, () => {
    removeTip = showTip(board, strip);
  });
  return () => {
    removeQuestion();
    removeTip();
  };
}

/**
 * Whether the page chose the players itself (an `opponent` attribute, or
 * play.html's `?opponent=`): then there is nothing to ask.
 * @param {HTMLElement} root
 */
function playersChosenByPage(root) {
  const scope = root.getRootNode();
  return scope instanceof ShadowRoot && scope.host.hasAttribute('opponent');
}

/**
 * Asks how to play in the strip, in the tip's slot, on a first visit to a
 * game not begun; `then` once it is answered (or at once, with nothing to ask).
 * @param {TipHost} board
 * @param {Element} strip
 * @param {() => void} then
 * @returns {() => void} takes the question away
 */
function askHowToPlay(board, strip, then) {
  const { view, refusal } = board.record;
  if (board.storage.get(ASKED_KEY) === 'answered' || refusal === 'readonly' || view.moves.length > 0 || playersChosenByPage(board.root)) {
    then();
    return () => {};
  }
  const question = el('p', { class: 'mg-how-question', id: `${board.root.dataset.game}-how-question` });
  /** @param {string} choice */
  const button = (choice) => el('button', { type: 'button', class: 'mg-how-choice', 'data-choice': choice });
  const computer = button('computer');
  const here = button('human');
  const friend = button('friend');
  const box = el('div', { class: 'mg-how', role: 'group', 'aria-labelledby': question.id }, [
    question,
    el('div', { class: 'mg-how-choices' }, [computer, here, friend]),
  ]);
  const friendPanel = () => /** @type {HTMLDetailsElement | null} */ (board.root.querySelector('details.mg-friend'));
  const applyTexts = () => {
    question.textContent = board.t('how.question');
    computer.textContent = board.t('how.computer');
    here.textContent = board.t('how.here');
    friend.textContent = board.t('how.friend');
    // Where the page turned Play a friend off, two choices.
    friend.hidden = friendPanel() === null;
  };
  /** The question answered (a choice, or a move played or a friend game opened instead): the tip's turn. */
  const answered = () => {
    board.storage.set(ASKED_KEY, 'answered');
    remove();
    then();
  };
  const onChange = (/** @type {{ record: TipRecord }} */ { record }) => {
    applyTexts();
    const friendGame = friendPanel()?.dataset.friend === 'on';
    if (record.view.moves.length > 0 || friendGame) answered();
  };
  const remove = () => {
    stopHearing();
    box.remove();
  };
  applyTexts();
  strip.append(box);
  // The board tells its panels of each change: a new language, a move.
  const stopHearing = board.subscribe(onChange);
  computer.addEventListener('click', () => {
    answered();
    board.computer.setPlayers({ opponent: 'computer' });
    board.root.querySelector('canvas')?.focus();
  });
  here.addEventListener('click', () => {
    answered();
    board.computer.setPlayers({ opponent: 'human' });
    board.root.querySelector('canvas')?.focus();
  });
  friend.addEventListener('click', () => {
    answered();
    const panel = friendPanel();
    if (!panel) return;
    // The tab opens, scrolled on to its first field (the name), under its
    // introduction: once the panel is there (its code comes when the tab
    // first opens, ui/lazy-panel.js, and the panel takes the tab's place).
    /** @param {Event} event */
    const toName = (event) => {
      const field =
        event.target instanceof Element && event.target.matches('details.mg-friend') ? event.target.querySelector('.mg-friend-setup .mg-inline-label') : null;
      if (!field) return;
      field.scrollIntoView({ block: 'nearest' });
      board.root.removeEventListener('toggle', toName, true);
    };
    // toggle does not bubble: heard on its way down.
    board.root.addEventListener('toggle', toName, true);
    panel.open = true;
    panel.querySelector('summary')?.focus({ preventScroll: true });
  });
  return remove;
}

/**
 * Shows the tip in a fitted board's status strip, unless it was dismissed before.
 * @param {TipHost} board
 * @param {Element} strip
 * @returns {() => void} takes the tip away
 */
function showTip(board, strip) {
  if (board.storage.get(SEEN_KEY) === 'seen') return () => {};
  const text = el('span', { class: 'mg-tip-text' });
  const dismiss = el('button', { type: 'button', class: 'mg-tip-dismiss' });
  const tip = el('p', { class: 'mg-tip', role: 'note' }, [text, dismiss]);
  // A close mark, its word for screen readers and the pointer: the tip's words keep the slot's width.
  dismiss.textContent = '✕';
  /** @param {TipRecord} record */
  const applyTexts = (record) => {
    text.textContent = board.t('tip.firstVisit');
    dismiss.setAttribute('aria-label', board.t('tip.dismiss'));
    dismiss.title = board.t('tip.dismiss');
    // It tells of the preview and the review, which the engine gives nobody in a game by links unless both agreed (state/seats.js).
    tip.hidden = !record.engineHelps;
  };
  applyTexts(board.record);
  strip.append(tip);
  // A language switch rewrites every text, a new game may be one by links: the board tells its panels on each change.
  const stopHearing = board.subscribe(({ record }) => applyTexts(record));
  const remove = () => {
    stopHearing();
    tip.remove();
  };
  dismiss.addEventListener('click', () => {
    board.storage.set(SEEN_KEY, 'seen');
    remove();
    board.root.querySelector('canvas')?.focus();
  });
  return remove;
}
