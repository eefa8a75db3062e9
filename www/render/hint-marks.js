// @ts-check
// The hint drawn on the board: the suggested hole marked unmistakably (a
// gold disc with a solid gold edge and a dark outline, unlike the soft
// playable glow) and a W/D/L badge on every hole whose outcome is proven.

import { HOLE_RADIUS } from './geometry.js';

/** @typedef {import('../pkg-ai/mancala_wasm_ai.js').ComputerHint} ComputerHint */
/** @typedef {import('./geometry.js').BoardGeometry} BoardGeometry */
/** @typedef {import('./theme.js').Palette} Palette */

const HINT_COLOUR = '#f2c94c';
const HINT_OUTLINE = '#3b2a00';
/** @type {Record<string, string>} */
const OUTCOME_COLOUR = { win: '#2b8a3e', draw: '#5c5f66', loss: '#c92a2a' };

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {Palette} palette  the board's colours and font
 * @param {BoardGeometry} geo
 * @param {ComputerHint} hint
 * @param {(key: string) => string} t
 * @param {'under' | 'over'} layer  under the seeds: the suggested hole's mark; over them: the outcome badges
 */
export function drawHintMarks(ctx, palette, geo, hint, t, layer) {
  const radius = HOLE_RADIUS * geo.scale;
  const best = geo.holes.get(hint.best);
  ctx.save();
  if (best && layer === 'under') {
    // A gold disc in the hole and a thick gold edge outlined in dark: drawn
    // under the seeds and the count (render/draw.js), inside the hole's own
    // room, so no count or label is hidden.
    ctx.fillStyle = 'rgba(242, 201, 76, 0.55)';
    ctx.beginPath();
    ctx.arc(best.x, best.y, radius, 0, Math.PI * 2);
    ctx.fill();
    ctx.lineWidth = Math.max(6, radius * 0.26);
    ctx.strokeStyle = HINT_OUTLINE;
    ctx.beginPath();
    ctx.arc(best.x, best.y, radius * 1.04, 0, Math.PI * 2);
    ctx.stroke();
    ctx.lineWidth = Math.max(3, radius * 0.16);
    ctx.strokeStyle = HINT_COLOUR;
    ctx.stroke();
  }
  if (layer === 'under') {
    ctx.restore();
    return;
  }
  const badge = Math.max(8, radius * 0.36);
  ctx.font = `700 ${Math.round(badge * 1.1)}px ${palette.board.font}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const h of hint.holes) {
    const centre = geo.holes.get(h.hole);
    if (!centre || h.outcome === null) continue;
    const x = centre.x + radius * 0.72;
    const y = centre.y - radius * 0.72;
    ctx.fillStyle = OUTCOME_COLOUR[h.outcome];
    ctx.beginPath();
    ctx.arc(x, y, badge, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#ffffff';
    ctx.fillText(t(`computer.mark.${h.outcome}`), x, y + 1);
  }
  ctx.restore();
}
