// @ts-check
// What a board draws and how large: the canvas sized for its room (fitted
// into a box, the controls beside or under it, whichever draws the board
// larger) and the frame painted from the controller's state.

import { lastMoveHoles } from '../state/board-state.js';
import { BoardGeometry } from './geometry.js';

/** @typedef {import('../board.js').MancalaBoard} MancalaBoard */

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
  /** @param {'column' | 'side'} layout */
  const scaleIn = (layout) => {
    // Only a change costs a layout: the one in place is measured first, as laid out already.
    if (root.dataset.layout !== layout) root.dataset.layout = layout;
    return new BoardGeometry(board.view, stage.clientWidth, window.innerHeight, stage.clientHeight).scale;
  };
  const now = root.dataset.layout === 'side' ? 'side' : 'column';
  const scale = { column: 0, side: 0 };
  scale[now] = scaleIn(now);
  const other = now === 'side' ? 'column' : 'side';
  scale[other] = scaleIn(other);
  // The column wins unless beside is clearly larger: there the board
  // spans the screen's width and the controls keep theirs.
  const best = scale.side > scale.column * 1.25 ? 'side' : 'column';
  if (root.dataset.layout !== best) root.dataset.layout = best;
}

/** What the painter draws now: the scene and the marks over it. * @param {MancalaBoard} board
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
  return { scene, overlay, extra: /** @type {import('./board-painter.js').ExtraMarks} */ ((ctx, g) => board.computer.drawHint(ctx, g)) };
}
