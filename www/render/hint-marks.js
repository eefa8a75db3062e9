// @ts-check
// The hint drawn over the board: the suggested hole marked unmistakably (a
// solid gold disc edge with a dark outline and an arrow pointing at it,
// unlike the soft playable glow) and a W/D/L badge on every hole whose
// outcome is proven.

import { HOLE_RADIUS } from './geometry.js';
import { PALETTE } from './theme.js';

/** @typedef {import('../pkg-ai/mancala_wasm_ai.js').ComputerHint} ComputerHint */
/** @typedef {import('./geometry.js').BoardGeometry} BoardGeometry */

const HINT_COLOUR = '#f2c94c';
const HINT_OUTLINE = '#3b2a00';
/** @type {Record<string, string>} */
const OUTCOME_COLOUR = { win: '#2b8a3e', draw: '#5c5f66', loss: '#c92a2a' };

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {BoardGeometry} geo
 * @param {ComputerHint} hint
 * @param {(key: string) => string} t
 */
export function drawHintMarks(ctx, geo, hint, t) {
  const radius = HOLE_RADIUS * geo.scale;
  const best = geo.holes.get(hint.best);
  ctx.save();
  if (best) {
    const ring = radius * 1.12;
    ctx.lineWidth = Math.max(6, radius * 0.26);
    ctx.strokeStyle = HINT_OUTLINE;
    ctx.beginPath();
    ctx.arc(best.x, best.y, ring, 0, Math.PI * 2);
    ctx.stroke();
    ctx.lineWidth = Math.max(3, radius * 0.16);
    ctx.strokeStyle = HINT_COLOUR;
    ctx.stroke();
    // An arrow above the hole, pointing down at it.
    const tip = best.y - ring - ctx.lineWidth;
    const size = Math.max(8, radius * 0.5);
    ctx.fillStyle = HINT_COLOUR;
    ctx.strokeStyle = HINT_OUTLINE;
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(best.x, tip);
    ctx.lineTo(best.x - size * 0.6, tip - size);
    ctx.lineTo(best.x + size * 0.6, tip - size);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
  }
  const badge = Math.max(8, radius * 0.36);
  ctx.font = `700 ${Math.round(badge * 1.1)}px ${PALETTE.font}`;
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
