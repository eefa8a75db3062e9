// @ts-check
// What a board draws: the frame painted from the board's record
// (state/board-record.js) and, while a move is sown, the animation's moment
// beside it (render/animation.js `AnimationMoment`): read here and never
// written back. A pure function of the two: render never reads the board
// itself, and building a frame calls nothing (no engine, no DOM).

import { drawnPreview, focusRing } from '../state/board-record.js';
import { lastMoveHoles } from '../state/board-state.js';
import { claimedSeeds } from './animation.js';
import { BoardGeometry } from './geometry.js';
import { drawHintMarks } from './hint-marks.js';
import { drawPreviewMarks, keepMeasure } from './preview-marks.js';

/** @typedef {import('../state/board-record.js').BoardRecord} BoardRecord */
/** @typedef {import('./animation.js').AnimationMoment} AnimationMoment */

/**
 * What the painter draws now: the scene, the marks over it and the colours
 * they are drawn in (the record's palette; the wood's too).
 * @param {BoardRecord} record  the board's moment, as its last refresh and the transitions since left it
 * @param {AnimationMoment} moment  where the sowing shown is (read only while the record says a move is sown)
 * @param {BoardGeometry | null} geo
 */
export function boardFrame(record, moment, geo) {
  // Set up edits a position on the board: it shows that position, every hole taking a tap.
  const draft = record.draft;
  const animating = record.animating && draft === null;
  const view = record.view;
  const t = record.t;
  const racing = view.phase === 'race';
  const playable = new Set(draft ? view.holes.map((h) => h.label) : animating ? [] : record.playable);
  const scene = draft ?? (animating && moment.scene ? moment.scene : record.scene);
  const hint = draft ? null : record.hint;
  const hover = record.hover;
  // Every mark of the frame in the board's own colours, whatever other board paints between.
  const palette = record.palette;
  /** @type {import('./board-painter.js').Overlay} */
  const overlay = {
    playable,
    hover: animating || !hover || !playable.has(hover) ? null : hover,
    focus: focusRing(record),
    lastMove: draft || animating || racing ? [] : lastMoveHoles(view),
    toMove: draft ? null : animating ? record.mover : view.over ? null : racing ? record.picker : view.to_move,
    // Scores on the plates (a board without trays scores its claimed holes' seeds)
    // follow the position as shown: the sowing or the set-up, not the move's end.
    plateScores: geo?.hasTrays ? null : draft || (animating && moment.scene) ? claimedSeeds(scene) : view.score,
    step: animating ? moment.step : null,
    progress: moment.progress,
    t,
    under: (ctx, g) => {
      if (hint) drawHintMarks(ctx, palette, g, hint, t, 'under');
    },
  };
  /** @type {import('./board-painter.js').ExtraMarks} */
  const extra = (ctx, g) => {
    if (hint) drawHintMarks(ctx, palette, g, hint, t, 'over');
    const shown = draft ? null : drawnPreview(record);
    if (shown) {
      const started = performance.now();
      drawPreviewMarks(ctx, palette, g, shown.preview, shown.words);
      keepMeasure('mancala:preview-draw', started);
    }
  };
  return { scene, overlay, extra, palette };
}
