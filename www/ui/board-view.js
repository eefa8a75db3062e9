// @ts-check
// A board's elements, built once, and their fixed texts in the chosen
// language. The controller (board/board.js) fills in what changes with the game.
// The main pieces carry `part` names (board, controls, status, moves), so a
// page styles them through <mancala-game>'s shadow root with ::part().

import { engineSettings, gameInfo } from '../engine/engine.js';
import { SPEEDS } from '../render/animation.js';
import { keptPrefix, moveEntries } from '../state/move-list.js';
import { cleanOptions, stallLimitFromText } from '../state/options.js';
import { el } from './dom.js';

/** @typedef {ReturnType<typeof createElements>} BoardElements */
/** @typedef {import('../types.js').GameOptions} GameOptions */
/** @typedef {(key: string, params?: Record<string, string | number>) => string} Translate */

/**
 * The component's elements (texts are filled in by applyTexts).
 * @param {string} key  game key
 * @param {HTMLElement[]} result  the game-over dialog and its reopening button (ui/result-dialog.js)
 */
export function createElements(key, result) {
  const id = `mg-${key}`;
  const status = el('p', { class: 'mg-status', part: 'status' }, [el('span', { class: 'mg-status-text' })]);
  const info = el('p', { class: 'mg-info' });
  const newButton = el('button', { type: 'button', class: 'mg-new' });
  const undoButton = el('button', { type: 'button', class: 'mg-undo' });
  const redoButton = el('button', { type: 'button', class: 'mg-redo' });
  const skipButton = el('button', { type: 'button', class: 'mg-skip' });
  const soundButton = el('button', { type: 'button', class: 'mg-sound', 'aria-pressed': 'false' });
  const speedLabel = el('span');
  const speedSelect = el('select', { class: 'mg-speed' });
  for (const speed of Object.keys(SPEEDS)) speedSelect.append(el('option', { value: speed }));
  const controls = el('div', { class: 'mg-controls', part: 'controls' }, [
    newButton,
    undoButton,
    redoButton,
    el('label', { class: 'mg-speed-label' }, [speedLabel, speedSelect]),
    skipButton,
    soundButton,
  ]);
  const canvas = el('canvas', { class: 'mg-canvas', tabindex: '0', 'aria-describedby': `${id}-message` });
  // The reason a tap was refused, over the board for a few seconds (board/board.js refuse).
  const toast = el('p', { class: 'mg-toast', hidden: '', 'aria-hidden': 'true' });
  const stage = el('div', { class: 'mg-stage', part: 'board' }, [canvas, toast]);
  const messageLine = el('p', { class: 'mg-message', id: `${id}-message` });
  const noticeLine = el('p', { class: 'mg-notice', role: 'alert' });
  const noticeButton = el('button', { type: 'button', class: 'mg-notice-action', hidden: '' });
  const movesSummary = el('summary');
  // The part is the list itself, so a page's ::part(moves) { max-height } scrolls inside the panel.
  const movesList = el('ol', { class: 'mg-moves-list', part: 'moves' });
  const movesEmpty = el('p', { class: 'mg-moves-empty' });
  const moves = el('details', { class: 'mg-moves', open: '' }, [movesSummary, movesEmpty, movesList]);

  const startSelect = el('select', { name: 'start', id: `${id}-start` }, [el('option', { value: 'B' }), el('option', { value: 'A' })]);
  const startLabel = el('label', { for: `${id}-start` });
  const lastFourSelect = el('select', { name: 'lastFour', id: `${id}-last-four` }, [
    el('option', { value: 'previous' }),
    el('option', { value: 'first' }),
    el('option', { value: 'lottery' }),
  ]);
  const lastFourLabel = el('label', { for: `${id}-last-four` });
  const stallInput = el('input', {
    name: 'stallLimit',
    id: `${id}-stall`,
    type: 'number',
    min: '1',
    max: String(engineSettings().maxStallLimit),
    step: '1',
    required: '',
  });
  const stallLabel = el('label', { for: `${id}-stall` });
  const applyButton = el('button', { type: 'submit' });
  const optionsNote = el('p', { class: 'mg-options-note' });
  const optionsCurrent = el('p', { class: 'mg-options-current' });
  const fields = [el('div', { class: 'mg-field' }, [startLabel, startSelect])];
  // Only a game with the stall rule (Anywoli) has the last-four and stall-limit options.
  if (gameInfo(key).options.includes('stallLimit')) {
    fields.push(el('div', { class: 'mg-field' }, [lastFourLabel, lastFourSelect]));
    fields.push(el('div', { class: 'mg-field' }, [stallLabel, stallInput]));
  }
  const optionsForm = el('form', { class: 'mg-options-form' }, [optionsCurrent, ...fields, optionsNote, applyButton]);
  const optionsSummary = el('summary');
  const optionsPanel = el('details', { class: 'mg-options' }, [optionsSummary, optionsForm]);
  const live = el('div', { class: 'visually-hidden mg-live', 'aria-live': 'polite', role: 'status' });

  // Everything but the board sits in one box: in the page's flow it is no
  // box at all (display: contents, the board between the bar and the
  // message by CSS order); fitted to a wide screen it is a column beside
  // the board (style.css, .mg-fit).
  const side = el('div', { class: 'mg-side' }, [
    el('div', { class: 'mg-bar' }, [status, controls]),
    noticeLine,
    noticeButton,
    messageLine,
    ...result,
    info,
    el('div', { class: 'mg-panels' }, [moves, optionsPanel]),
  ]);
  const root = el('div', { class: 'mg', 'data-game': key }, [stage, side, live]);
  return {
    root,
    status,
    info,
    newButton,
    undoButton,
    redoButton,
    skipButton,
    soundButton,
    speedLabel,
    speedSelect,
    canvas,
    stage,
    toast,
    messageLine,
    noticeLine,
    noticeButton,
    movesSummary,
    movesList,
    movesEmpty,
    startSelect,
    startLabel,
    lastFourSelect,
    lastFourLabel,
    stallInput,
    stallLabel,
    applyButton,
    optionsNote,
    optionsCurrent,
    optionsForm,
    optionsSummary,
    live,
  };
}

/**
 * In the page's flow the players row and the hint go under the bar. Fitted
 * into a box (state/layout.js) the side is regrouped into the grid's cells:
 * the status strip (status, who plays, notices, the last message, the hint),
 * the action bar (new game, undo, redo, hint, skip), and the sheet (a
 * lesson's or puzzle's text, then the panels as tabs, one open at a time);
 * the speed and the sound go into the options panel, the game-over dialog
 * over the page (a sheet at the bottom on a phone, over the board
 * elsewhere), and the page's own header (a `header` slot, inside
 * <mancala-game>) tops the column.
 * @param {BoardElements} ui
 * @param {{ row: HTMLElement, hintLine: HTMLElement, hintButton: HTMLElement, thinking: HTMLElement }} players  the computer player's row, hint line and hint button
 * @param {HTMLElement[]} result  the game-over dialog and its reopening button
 * @param {boolean} fit
 */
export function arrangeControls(ui, players, result, fit) {
  const bar = /** @type {HTMLElement} */ (ui.root.querySelector('.mg-bar'));
  const side = /** @type {HTMLElement} */ (ui.root.querySelector('.mg-side'));
  // A page that is only this board (play.html) may hand its header in.
  side.prepend(el('slot', { name: 'header' }));
  if (!fit) {
    bar.after(players.row, players.hintLine);
    return;
  }
  ui.root.classList.add('mg-fit');
  // A first guess from the window's shape, so the first layout rarely changes it (render/board-frame.js decides).
  ui.root.dataset.layout = window.innerHeight > window.innerWidth ? 'stacked' : 'beside';
  const strip = el('div', { class: 'mg-strip' }, [ui.status, players.row, ui.noticeLine, ui.noticeButton, ui.messageLine, players.hintLine, ui.info]);
  const controls = /** @type {HTMLElement} */ (bar.querySelector('.mg-controls'));
  const speed = /** @type {HTMLElement} */ (controls.querySelector('.mg-speed-label'));
  controls.replaceChildren(ui.newButton, ui.undoButton, ui.redoButton, players.hintButton, ui.skipButton);
  const panels = /** @type {HTMLElement} */ (side.querySelector('.mg-panels'));
  for (const details of panels.querySelectorAll(':scope > details')) details.setAttribute('name', `${ui.root.dataset.game}-panels`);
  const sheet = el('div', { class: 'mg-sheet' }, [panels]);
  // A tab opened in a sheet or column scrolled short of it: its content comes into view.
  panels.addEventListener(
    'toggle',
    (event) => {
      const details = /** @type {HTMLDetailsElement} */ (event.target);
      if (details.open) details.querySelector(':scope > :not(summary)')?.scrollIntoView({ block: 'nearest' });
    },
    true,
  );
  raiseSheetOnTabs(ui.root, panels);
  bar.before(strip);
  bar.after(sheet);
  ui.optionsForm.prepend(speed, el('div', { class: 'mg-field mg-options-sound' }, [ui.soundButton]));
  // The game-over dialog is a sheet over the page's lower part on a phone and
  // over the board elsewhere (style.css), so it sits in the whole box, not in
  // the board's stage, whose height a portrait phone fits to the board alone;
  // the button that brings it back sits in the strip.
  const [dialog, reopen] = result;
  ui.root.append(dialog);
  strip.append(reopen);
}

/**
 * Stacked on a phone, the sheet under the strip is short (0-50 px at
 * 360x640). As lichess gives its phone screen to the board and then the
 * panel chosen, a tab the player opens raises the sheet: the strip keeps the
 * status, a notice and the computer's thinking, and the rest of its room (who
 * plays, the last message, the tip) goes to the panel (style.css
 * `[data-sheet="up"]`). A tap on the open tab lowers the sheet again instead
 * of closing it; the move list, open from the start, raises it on a tap too.
 * @param {HTMLElement} root  the board's .mg
 * @param {HTMLElement} panels
 */
function raiseSheetOnTabs(root, panels) {
  const raise = (/** @type {boolean} */ up) => {
    if (up) root.dataset.sheet = 'up';
    else delete root.dataset.sheet;
  };
  panels.addEventListener('click', (event) => {
    const summary = event.target instanceof Element ? event.target.closest('summary') : null;
    const details = summary?.parentElement;
    if (!(details instanceof HTMLDetailsElement) || details.parentElement !== panels || root.dataset.layout !== 'stacked') return;
    if (!details.open) raise(true);
    else {
      event.preventDefault();
      raise(root.dataset.sheet !== 'up');
    }
  });
  // A panel opened for the player (Review the game, a friend's link to send): raised too.
  panels.addEventListener(
    'toggle',
    (event) => {
      const details = /** @type {HTMLDetailsElement} */ (event.target);
      // A panel whose code came late takes an open tab's place (ui/lazy-panel.js): the sheet stays as the player left it.
      if ('takesOver' in details.dataset) {
        delete details.dataset.takesOver;
        return;
      }
      if (details.open && !details.classList.contains('mg-moves')) raise(true);
    },
    true,
  );
}

/**
 * Where a mode's own panel (a lesson's or a puzzle's text) goes: fitted, at
 * the top of the sheet; in the page's flow, where `inFlow` puts it.
 * @param {HTMLElement} root  the board's .mg
 * @param {HTMLElement} panel
 * @param {(panel: HTMLElement) => void} inFlow
 */
export function placeModePanel(root, panel, inFlow) {
  const sheet = root.querySelector('.mg-sheet');
  // Where the arrangement has room under the board, the text goes there instead (board/board-layout.js).
  panel.classList.add('mg-mode-text');
  if (sheet) sheet.prepend(panel);
  else inFlow(panel);
}

/**
 * Where a mode's own actions (a lesson's Back, Try again and Next) go:
 * fitted, into the action bar before Skip, in thumb reach and out of the
 * sheet that the mode's text needs; in the page's flow they stay where the
 * mode put them.
 * @param {HTMLElement} root  the board's .mg
 * @param {HTMLElement[]} actions
 */
export function placeModeActions(root, actions) {
  const skip = root.classList.contains('mg-fit') ? root.querySelector('.mg-controls > .mg-skip') : null;
  skip?.before(...actions);
}

/**
 * Adds a panel (a `details` element) next to the move list and options;
 * fitted, it becomes one of the sheet's tabs.
 * @param {HTMLElement} root
 * @param {HTMLElement} panel
 */
export function addBoardPanel(root, panel) {
  if (root.classList.contains('mg-fit')) panel.setAttribute('name', `${root.dataset.game}-panels`);
  root.querySelector('.mg-panels')?.append(panel);
}

/**
 * Every fixed text of the component, in the current language.
 * @param {BoardElements} ui
 * @param {Translate} t
 */
export function applyFixedTexts(ui, t) {
  ui.newButton.textContent = t('button.new');
  ui.undoButton.textContent = t('button.undo');
  ui.redoButton.textContent = t('button.redo');
  // The bar's buttons share a phone's width: a short word, the whole name for screen readers.
  ui.skipButton.textContent = t('button.skipShort');
  ui.skipButton.setAttribute('aria-label', t('button.skip'));
  ui.soundButton.textContent = t('button.sound');
  ui.speedLabel.textContent = t('speed.label');
  for (const option of ui.speedSelect.options) option.textContent = t(`speed.${option.value}`);
  ui.movesSummary.textContent = t('moves.title');
  ui.movesEmpty.textContent = t('moves.none');
  ui.optionsSummary.textContent = t('options.title');
  ui.startLabel.textContent = t('options.start');
  for (const option of ui.startSelect.options) option.textContent = t(`player.${option.value}`);
  ui.lastFourLabel.textContent = t('options.lastFour');
  for (const option of ui.lastFourSelect.options) option.textContent = t(`options.lastFour.${option.value}`);
  ui.stallLabel.textContent = t('options.stallLimit');
  ui.applyButton.textContent = t('options.apply');
  ui.optionsNote.textContent = t('options.note');
  syncMoveList(ui.movesList, [], t, true);
}

/**
 * Brings the move list in line with the game's line: items of moves still
 * in it stay, later ones are removed and new ones appended (never rebuilt
 * on a hover or an animation frame). Each item numbers its move and names
 * its mover, so a turn order broken by extra moves or passes reads right;
 * each is a button that goes to the board after that move (as lichess's
 * list does), the move shown marked, the moves taken back still listed
 * after it, and the list scrolled only as far as keeps that move in sight.
 * @param {HTMLOListElement} list
 * @param {readonly string[]} moves  the whole line, the moves taken back included
 * @param {Translate} t
 * @param {boolean} [relabel]  the language changed: rewrite every item
 * @param {number} [at]  how many of the moves are played: the board shows the position after them
 */
export function syncMoveList(list, moves, t, relabel = false, at = moves.length) {
  const items = /** @type {HTMLLIElement[]} */ ([...list.children]);
  if (relabel) {
    for (const item of items) labelMove(item, t);
    return;
  }
  const kept = keptPrefix(
    items.map((item) => item.dataset.move ?? ''),
    moves,
  );
  for (const item of items.slice(kept)) item.remove();
  for (const entry of moveEntries(moves).slice(kept)) {
    const item = el('li', entry.mover ? { 'data-player': entry.mover } : {}, [el('button', { type: 'button', class: 'mg-move-go' })]);
    item.value = entry.number;
    item.dataset.move = entry.move;
    labelMove(item, t);
    list.append(item);
  }
  /** @type {HTMLLIElement | null} */
  let current = null;
  for (const item of /** @type {HTMLLIElement[]} */ ([...list.children])) {
    const ahead = item.value > at;
    if (item.hasAttribute('data-ahead') !== ahead) item.toggleAttribute('data-ahead', ahead);
    const isCurrent = item.value === at;
    if (item.hasAttribute('aria-current') !== isCurrent) item.toggleAttribute('aria-current', isCurrent);
    if (isCurrent) item.setAttribute('aria-current', 'step');
    if (isCurrent) current = item;
  }
  if (moves.length > kept && at === moves.length) list.scrollTop = list.scrollHeight;
  else if (current) keepInSight(list, current);
}

/**
 * Scrolls the list (itself alone, not the page or the sheet) just far enough for `item` to show whole.
 * @param {HTMLElement} list
 * @param {HTMLElement} item
 */
function keepInSight(list, item) {
  if (list.clientHeight === 0) return;
  const top = item.getBoundingClientRect().top - list.getBoundingClientRect().top + list.scrollTop;
  if (top < list.scrollTop) list.scrollTop = top;
  else if (top + item.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTop = top + item.offsetHeight - list.clientHeight;
}

/**
 * Writes a move item's text (its number, mover and move) and its button's hint.
 * @param {HTMLLIElement} item
 * @param {Translate} t
 */
function labelMove(item, t) {
  const button = /** @type {HTMLButtonElement} */ (item.firstElementChild);
  button.textContent = moveText(t, item.value, item.dataset.move ?? '');
  button.title = t('moves.goTo');
}

/**
 * @param {Translate} t
 * @param {number} number
 * @param {string} move
 */
function moveText(t, number, move) {
  const mover = move.includes('+') ? t('moves.both') : t(`player.${move.slice(-1)}`);
  return t('moves.item', { n: number, player: mover, move });
}

/**
 * Shows a game's options (and the animation speed) in the form.
 * @param {BoardElements} ui
 * @param {GameOptions} options
 * @param {string} speed
 */
export function showOptions(ui, options, speed) {
  ui.speedSelect.value = speed;
  ui.startSelect.value = options.start;
  ui.lastFourSelect.value = options.lastFour.startsWith('lottery') ? 'lottery' : options.lastFour;
  ui.stallInput.value = String(options.stallLimit);
}

/**
 * The options chosen in the form; a lottery is drawn now and kept.
 * @param {BoardElements} ui
 * @param {() => GameOptions['lastFour']} drawLottery
 * @returns {GameOptions}
 */
export function readOptionsForm(ui, drawLottery) {
  const choice = ui.lastFourSelect.value;
  const lastFour = choice === 'lottery' ? drawLottery() : choice;
  const settings = engineSettings();
  return cleanOptions({ start: ui.startSelect.value, lastFour, stallLimit: stallLimitFromText(ui.stallInput.value, settings) }, settings);
}
