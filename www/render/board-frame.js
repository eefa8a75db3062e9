// @ts-check
// What a board draws and how large: the canvas sized for its room (fitted
// into a box, in the arrangement state/layout.js chooses) and the frame
// painted from the controller's state.

import { lastMoveHoles } from '../state/board-state.js';
import { chooseLayout } from '../state/layout.js';
import { claimedSeeds } from './animation.js';
import { BoardGeometry } from './geometry.js';

/** @typedef {import('../board.js').MancalaBoard} MancalaBoard */

/**
 * Sizes the canvas for the room the board has; fitted, the arrangement too.
 * @param {MancalaBoard} board
 */
export function layoutBoard(board) {
  const stage = board.ui.stage;
  const geo = board.fit ? layoutFitted(board) : board.painter.layout(board.view, stage.clientWidth, window.innerHeight, null);
  if (!geo) return;
  board.root.dataset.holes = JSON.stringify(geo.holeCentres());
  board.root.dataset.sides = JSON.stringify(geo.sideMarks());
  board.root.dataset.upright = String(geo.upright);
  // How far apart hole centres are: each hole's hit area across, in CSS px.
  board.root.dataset.pitch = String(Math.round(geo.pitchPx * 10) / 10);
  board.root.dataset.drawn = JSON.stringify(geo.drawnBox());
}

/**
 * Fitted: the arrangement state/layout.js chooses from the box and the
 * board's shape, and the board as large as its room allows. Stacked, the
 * stage is exactly the board's height, so the strip follows right under it.
 * @param {MancalaBoard} board
 */
function layoutFitted(board) {
  const root = board.root;
  const texts = root.classList.contains('mg-mode-lesson') || root.classList.contains('mg-puzzle-mode');
  const bottom = board.painter.bottom;
  const layout = chooseLayout(
    { width: root.clientWidth, height: root.clientHeight, texts },
    (room, orientation) => new BoardGeometry(board.view, room.width, room.height, room.height, bottom, orientation).pitchPx,
  );
  if (root.dataset.layout !== layout.arrangement) root.dataset.layout = layout.arrangement;
  root.toggleAttribute('data-narrow', layout.arrangement === 'beside' && layout.column < 200);
  const column = `${layout.column}px`;
  if (root.style.getPropertyValue('--mg-column') !== column) root.style.setProperty('--mg-column', column);
  const geo = board.painter.layout(board.view, layout.room.width, layout.room.height, layout.room.height, layout.orientation);
  if (!geo) return null;
  const stage = board.ui.stage;
  const height = layout.arrangement === 'stacked' ? `${geo.cssHeight}px` : '';
  if (stage.style.height !== height) stage.style.height = height;
  // Beside, the board is centred in its stage: what sits at its top edge needs its height (style.css .mg-toast).
  stage.style.setProperty('--mg-board-height', `${geo.cssHeight}px`);
  return geo;
}

/**
 * What the painter draws now: the scene and the marks over it.
 * @param {MancalaBoard} board
 */
export function boardFrame(board) {
  // Set up edits a position on the board: it shows that position, every hole taking a tap.
  const draft = board.editor?.scene() ?? null;
  const animating = board.animator.running && draft === null;
  const view = board.view;
  const racing = view.phase === 'race';
  const playable = new Set(draft ? view.holes.map((h) => h.label) : animating ? [] : board.playableHoles());
  const geo = board.painter.geo;
  const scene = draft ?? (animating && board.animatedScene ? board.animatedScene : board.scene);
  /** @type {import('./board-painter.js').Overlay} */
  const overlay = {
    playable,
    hover: animating || !board.hover || !playable.has(board.hover) ? null : board.hover,
    // Inside a shadow root the document only sees the host as active.
    focus: board.keyboardMode && /** @type {Document | ShadowRoot} */ (board.canvas.getRootNode()).activeElement === board.canvas ? board.focus : null,
    lastMove: draft || animating || racing ? [] : lastMoveHoles(view),
    toMove: draft ? null : animating ? board.mover : view.over ? null : racing ? board.racePicker() : view.to_move,
    // Scores on the plates (a board without trays scores its claimed holes' seeds)
    // follow the position as shown: the sowing or the set-up, not the move's end.
    plateScores: geo?.hasTrays ? null : draft || (animating && board.animatedScene) ? claimedSeeds(scene) : view.score,
    step: animating ? board.step : null,
    progress: board.progress,
    t: board.t,
    under: (ctx, g) => {
      if (!draft) board.computer.drawHint(ctx, g, 'under');
    },
  };
  /** @type {import('./board-painter.js').ExtraMarks} */
  const extra = (ctx, g) => {
    if (draft) return;
    board.computer.drawHint(ctx, g, 'over');
    board.preview.draw(ctx, g);
  };
  return { scene, overlay, extra };
}
