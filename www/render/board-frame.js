// @ts-check
// What a board draws: the frame painted from the plain data the controller
// hands it (board/frame-input.js), read here and never written back.

import { lastMoveHoles } from '../state/board-state.js';
import { claimedSeeds } from './animation.js';
import { BoardGeometry } from './geometry.js';
import { drawHintMarks } from './hint-marks.js';
import { drawPreviewMarks, keepMeasure } from './preview-marks.js';

/** @typedef {import('./animation.js').Scene} Scene */
/** @typedef {import('./animation.js').Step} Step */
/** @typedef {import('../types.js').Player} Player */

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
