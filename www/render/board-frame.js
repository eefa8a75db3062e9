// @ts-check
// What a board draws and how large: the canvas sized for its room (fitted
// into a box, in the arrangement state/layout.js chooses) and the frame
// painted from the controller's state.

import { lastMoveHoles } from '../state/board-state.js';
import { chooseLayout } from '../state/layout.js';
import { claimedSeeds } from './animation.js';
import { BoardGeometry } from './geometry.js';
import { drawHintMarks } from './hint-marks.js';
import { drawPreviewMarks, keepMeasure } from './preview-marks.js';

/** @typedef {import('../board.js').MancalaBoard} MancalaBoard */
/** @typedef {import('./animation.js').Scene} Scene */
/** @typedef {import('./animation.js').Step} Step */
/** @typedef {import('../types.js').Player} Player */

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
 * Turns the board round, the `bottom` player's side at the bottom (a page's
 * flip(), a friend game shown from this device's side, a puzzle from the
 * solver's), laid out and painted afresh.
 * @param {MancalaBoard} board
 * @param {Player} bottom
 */
export function turnBoard(board, bottom) {
  if (board.painter.bottom === bottom) return;
  board.painter.bottom = bottom;
  board.root.dataset.orientation = bottom;
  layoutBoard(board);
  board.painter.request();
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
 * What the controller hands the painter for a frame: plain data, read here
 * and never written back (render never calls up).
 * @typedef {object} FrameInput
 * @property {import('../types.js').View} view
 * @property {Scene} scene  the position at rest
 * @property {Scene | null} animatedScene  the position the animation shows now
 * @property {boolean} animating
 * @property {Step | null} step
 * @property {number} progress
 * @property {Player | null} mover  whose move is being sown
 * @property {string[]} playable  the holes that may be played now
 * @property {Player} picker  who picks an opening hole now
 * @property {string | null} hover
 * @property {string | null} focus  the keyboard's focus ring, when the canvas has the focus
 * @property {Scene | null} draft  the position Set up edits on the board
 * @property {import('../pkg-ai/mancala_wasm_ai.js').ComputerHint | null} hint
 * @property {{ preview: import('../state/move-preview.js').MovePreview, words: string } | null} preview
 * @property {(key: string, params?: Record<string, string | number>) => string} t
 */

/**
 * What the painter draws now: the scene and the marks over it.
 * @param {FrameInput} f
 * @param {BoardGeometry | null} geo
 */
export function boardFrame(f, geo) {
  // Set up edits a position on the board: it shows that position, every hole taking a tap.
  const draft = f.draft;
  const animating = f.animating && draft === null;
  const view = f.view;
  const racing = view.phase === 'race';
  const playable = new Set(draft ? view.holes.map((h) => h.label) : animating ? [] : f.playable);
  const scene = draft ?? (animating && f.animatedScene ? f.animatedScene : f.scene);
  const hint = draft ? null : f.hint;
  /** @type {import('./board-painter.js').Overlay} */
  const overlay = {
    playable,
    hover: animating || !f.hover || !playable.has(f.hover) ? null : f.hover,
    focus: f.focus,
    lastMove: draft || animating || racing ? [] : lastMoveHoles(view),
    toMove: draft ? null : animating ? f.mover : view.over ? null : racing ? f.picker : view.to_move,
    // Scores on the plates (a board without trays scores its claimed holes' seeds)
    // follow the position as shown: the sowing or the set-up, not the move's end.
    plateScores: geo?.hasTrays ? null : draft || (animating && f.animatedScene) ? claimedSeeds(scene) : view.score,
    step: animating ? f.step : null,
    progress: f.progress,
    t: f.t,
    under: (ctx, g) => {
      if (hint) drawHintMarks(ctx, g, hint, f.t, 'under');
    },
  };
  /** @type {import('./board-painter.js').ExtraMarks} */
  const extra = (ctx, g) => {
    if (hint) drawHintMarks(ctx, g, hint, f.t, 'over');
    const shown = draft ? null : f.preview;
    if (shown) {
      const started = performance.now();
      drawPreviewMarks(ctx, g, shown.preview, shown.words);
      keepMeasure('mancala:preview-draw', started);
    }
  };
  return { scene, overlay, extra };
}
