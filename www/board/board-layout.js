// @ts-check
// How large a board is drawn and which way round: the canvas sized for the
// room the board has (fitted into a box, in the arrangement state/layout.js
// chooses, which never flips while a game is played) and the board turned
// to a player's side. The controller's (board/board.js) and the modes' doing;
// render/ only draws what it is given.

import { BoardGeometry } from '../render/geometry.js';
import { chooseLayout } from '../state/layout.js';

/** @typedef {import('./board.js').MancalaBoard} MancalaBoard */
/** @typedef {import('../types.js').Player} Player */
/**
 * What is laid out: a board (board/board.js), or the start painted before the engine is in (board/start-board.js).
 * `marks`: whether its root carries the layout's marks (`data-holes` and the like) that scripts and tests read to find
 * and tap the board that plays: the board's root does; the start's must not, or they would find the start instead.
 * @typedef {{ ui: { stage: HTMLElement }, root: HTMLElement, fit: boolean, painter: import('../render/board-painter.js').BoardPainter, view: import('../types.js').View, marks?: boolean }} LaidOut
 */

/**
 * Sizes the canvas for the room the board has; fitted, the arrangement too.
 * @param {LaidOut} board
 */
export function layoutBoard(board) {
  const stage = board.ui.stage;
  const geo = board.fit ? layoutFitted(board) : board.painter.layout(board.view, stage.clientWidth, window.innerHeight, null);
  if (!geo || board.marks === false) return;
  board.root.dataset.holes = JSON.stringify(geo.holeCentres());
  board.root.dataset.sides = JSON.stringify(geo.sideMarks());
  board.root.dataset.upright = String(geo.upright);
  // How far apart hole centres are: each hole's hit area across, in CSS px.
  board.root.dataset.pitch = String(Math.round(geo.pitchPx * 10) / 10);
  board.root.dataset.drawn = JSON.stringify(geo.drawnBox());
}

/**
 * Turns the board round, the `bottom` player's side at the bottom (a page's
 * flip(), a friend game shown from this device's side, a puzzle from the
 * solver's), laid out and painted afresh.
 * @param {MancalaBoard} board
 * @param {Player} bottom
 */
export function turnBoard(board, bottom) {
  if (board.painter.bottom === bottom) return;
  board.painter.turn(bottom);
  board.root.dataset.orientation = bottom;
  layoutBoard(board);
  board.painter.request();
}

/**
 * Fitted: the arrangement state/layout.js chooses from the box and the
 * board's shape, and the board as large as its room allows. Stacked (or
 * with the text under it), the stage is exactly the board's height, so what
 * comes under the board follows right under it.
 * @param {LaidOut} board
 */
function layoutFitted(board) {
  const root = board.root;
  // Not laid out yet (its box still hidden): a box of nothing would choose
  // an arrangement the next call takes back, a shift of the whole board.
  if (root.clientWidth === 0 || root.clientHeight === 0) return null;
  const texts = root.classList.contains('mg-mode-lesson') || root.classList.contains('mg-puzzle-mode');
  const bottom = board.painter.bottom;
  const geometry = (/** @type {{ width: number, height: number }} */ room, /** @type {'flat' | 'any'} */ orientation) =>
    new BoardGeometry(board.view, room.width, room.height, room.height, bottom, orientation);
  const layout = chooseLayout(
    { width: root.clientWidth, height: root.clientHeight, texts },
    (room, orientation) => geometry(room, orientation).pitchPx,
    (room) => geometry(room, 'any').cssHeight,
  );
  if (root.dataset.layout !== layout.arrangement) root.dataset.layout = layout.arrangement;
  placeModeText(root, layout.textUnder);
  placeBands(root, layout.bands);
  root.toggleAttribute('data-across', layout.across);
  root.toggleAttribute('data-narrow', layout.arrangement === 'beside' && layout.column < 200);
  const column = `${layout.column}px`;
  if (root.style.getPropertyValue('--mg-column') !== column) root.style.setProperty('--mg-column', column);
  const geo = board.painter.layout(board.view, layout.room.width, layout.room.height, layout.room.height, layout.orientation);
  if (!geo) return null;
  const stage = board.ui.stage;
  const height = layout.arrangement === 'stacked' || layout.textUnder ? `${geo.cssHeight}px` : '';
  if (stage.style.height !== height) stage.style.height = height;
  // Beside, the board is centred in its stage: what sits at its top edge needs its height (style.css .mg-toast).
  stage.style.setProperty('--mg-board-height', `${geo.cssHeight}px`);
  return geo;
}

/**
 * The page's header and the action bar above and under a long board, in
 * the height it leaves (state/layout.js `bands`, style.css `[data-bands]`),
 * or back in the column: the header first, the bar before the sheet.
 * @param {HTMLElement} root  the board's .mg
 * @param {boolean} bands
 */
function placeBands(root, bands) {
  if (root.hasAttribute('data-bands') === bands) return;
  root.toggleAttribute('data-bands', bands);
  const side = root.querySelector('.mg-side');
  const header = root.querySelector('slot[name="header"]');
  const bar = root.querySelector('.mg-bar');
  const sheet = root.querySelector('.mg-sheet');
  if (!side || !header || !bar || !sheet) return;
  if (bands) root.append(header, bar);
  else {
    side.prepend(header);
    sheet.before(bar);
  }
}

/**
 * A lesson's or puzzle's text at the top of the sheet, or under the board
 * when the arrangement puts it there (style.css `[data-text-under]`).
 * @param {HTMLElement} root  the board's .mg
 * @param {boolean} under
 */
function placeModeText(root, under) {
  root.toggleAttribute('data-text-under', under);
  const text = root.querySelector('.mg-mode-text');
  const sheet = root.querySelector('.mg-sheet');
  if (!text || !sheet) return;
  if (under && text.parentElement !== root) root.append(text);
  else if (!under && text.parentElement !== sheet) sheet.prepend(text);
}
