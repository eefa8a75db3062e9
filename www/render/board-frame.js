// @ts-check
// What a board draws and how large: the canvas sized for its room (fitted
// into a box, the controls beside or under it, whichever draws the board
// larger) and the frame painted from the controller's state.

import { lastMoveHoles } from '../state/board-state.js';
import { BoardGeometry } from './geometry.js';

/** @typedef {import('../board.js').MancalaBoard} MancalaBoard */

/** A fitted board should span at least this much of the screen's width or height. */
const MIN_SHARE = 0.8;

/** Sizes the canvas for the room the board has (fitted: the layout too). * @param {MancalaBoard} board
 */
export function layoutBoard(board) {
  const stage = board.ui.stage;
  if (board.fit) chooseFitLayout(board);
  const geo = board.painter.layout(board.view, stage.clientWidth, window.innerHeight, board.fit ? stage.clientHeight : null);
  if (!geo) return;
  board.root.dataset.holes = JSON.stringify(geo.holeCentres());
  board.root.dataset.sides = JSON.stringify(geo.sideMarks());
  board.root.dataset.upright = String(geo.upright);
  // How far apart hole centres are: each hole's hit area across, in CSS px.
  board.root.dataset.pitch = String(Math.round(geo.pitchPx * 10) / 10);
  board.root.dataset.drawn = JSON.stringify(geo.drawnBox());
}

/**
 * Fitted: the controls go under the board or beside it, whichever lets
 * the board be drawn larger (a long board upright on a phone, any board
 * on a landscape screen, takes the column beside it).
 * @param {MancalaBoard} board
 */
export function chooseFitLayout(board) {
  const stage = board.ui.stage;
  const root = board.root;
  /**
   * How large the board is drawn in `layout`, and how much of the screen it
   * spans, across or down. Only a change of layout costs a layout: the one
   * in place is measured first, as laid out already.
   * @param {'column' | 'side'} layout
   */
  const fitIn = (layout) => {
    if (root.dataset.layout !== layout) root.dataset.layout = layout;
    const geo = new BoardGeometry(board.view, stage.clientWidth, window.innerHeight, stage.clientHeight, board.painter.bottom);
    return { scale: geo.scale, pitch: geo.pitchPx, share: Math.max(geo.drawnBox()[2] / window.innerWidth, geo.cssHeight / window.innerHeight) };
  };
  const now = root.dataset.layout === 'side' ? 'side' : 'column';
  const other = now === 'side' ? 'column' : 'side';
  /** @type {Record<string, { scale: number, pitch: number, share: number }>} */
  const fits = {};
  fits[now] = fitIn(now);
  fits[other] = fitIn(other);
  // The column wins unless beside is clearly larger (there the board spans
  // the screen's width and the controls keep theirs), and a board upright
  // beside the controls must still span most of the screen's height.
  const { column, side } = fits;
  const larger = side.scale > column.scale * 1.25;
  // A lesson on a portrait screen keeps the board as its texts describe it
  // (rows across, "the rightmost hole"), unless its holes would be too small
  // to touch: its panel takes part of the height, so upright is a last resort.
  const flat = board.fitMinPitch !== undefined && window.innerHeight > window.innerWidth;
  const best = flat
    ? larger && column.pitch < /** @type {number} */ (board.fitMinPitch)
      ? 'side'
      : 'column'
    : larger && (side.share >= MIN_SHARE || column.share < MIN_SHARE)
      ? 'side'
      : 'column';
  if (root.dataset.layout !== best) root.dataset.layout = best;
}

/**
 * What the painter draws now: the scene and the marks over it.
 * @param {MancalaBoard} board
 */
export function boardFrame(board) {
  const animating = board.animator.running;
  const view = board.view;
  const racing = view.phase === 'race';
  const playable = new Set(animating ? [] : board.playableHoles());
  const geo = board.painter.geo;
  /** @type {import('./board-painter.js').Overlay} */
  const overlay = {
    playable,
    hover: animating || !board.hover || !playable.has(board.hover) ? null : board.hover,
    // Inside a shadow root the document only sees the host as active.
    focus: board.keyboardMode && /** @type {Document | ShadowRoot} */ (board.canvas.getRootNode()).activeElement === board.canvas ? board.focus : null,
    lastMove: animating || racing ? [] : lastMoveHoles(view),
    toMove: animating ? board.mover : view.over ? null : racing ? board.racePicker() : view.to_move,
    plateScores: geo?.hasTrays ? null : view.score,
    step: animating ? board.step : null,
    progress: board.progress,
    t: board.t,
  };
  const scene = animating && board.animatedScene ? board.animatedScene : board.scene;
  /** @type {import('./board-painter.js').ExtraMarks} */
  const extra = (ctx, g) => {
    board.computer.drawHint(ctx, g);
    board.preview.draw(ctx, g);
  };
  return { scene, overlay, extra };
}
