// @ts-check
// The preview of a move drawn over the board (state/move-preview.js): each
// lap a dashed line through the holes it sows, numbered where it starts and
// with an arrow where it stops; the end hole in a black-and-white dashed
// ring; captures as "+n" tags in the receiver's colour and shape; claims as
// dashed rings; seeds put aside as a tag on the mover's tray; and the words
// in a drawn tooltip. None of it looks like the playable glow or the hint.

import { markerPath, ring, roundRect } from './theme.js';

/** @typedef {import('./geometry.js').BoardGeometry} BoardGeometry */
/** @typedef {import('./geometry.js').Point} Point */
/** @typedef {import('../state/move-preview.js').MovePreview} MovePreview */
/** @typedef {import('../state/move-preview.js').PreviewLap} PreviewLap */
/** @typedef {import('../types.js').Player} Player */
/** @typedef {import('./theme.js').Palette} Palette */

const LINE = '#ffffff';
const CASING = 'rgba(20, 10, 2, 0.85)';
/** Laps run side by side in this many lanes, so overlapping laps stay apart. */
const LANES = 4;

/**
 * The lap's points, each moved sideways into its lane (along the mean of
 * its two segments' normals).
 * @param {Point[]} points
 * @param {number} offset  CSS px, signed
 * @returns {Point[]}
 */
function shifted(points, offset) {
  if (offset === 0 || points.length < 2) return points;
  return points.map((p, i) => {
    const a = points[Math.max(0, i - 1)];
    const b = points[Math.min(points.length - 1, i + 1)];
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const length = Math.hypot(dx, dy) || 1;
    return { x: p.x - (dy / length) * offset, y: p.y + (dx / length) * offset };
  });
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {Point[]} points
 */
function tracePath(ctx, points) {
  ctx.beginPath();
  ctx.moveTo(points[0].x, points[0].y);
  for (const p of points.slice(1)) ctx.lineTo(p.x, p.y);
}

/**
 * One lap: a cased dashed line (odd laps long dashes, even laps short) and an arrowhead.
 * @param {CanvasRenderingContext2D} ctx
 * @param {BoardGeometry} geo
 * @param {PreviewLap} lap
 * @param {number} index
 */
function drawLap(ctx, geo, lap, index) {
  const r = geo.holeRadius;
  const holes = [lap.from, ...lap.path].map((label) => geo.holes.get(label)).filter((p) => p !== undefined);
  if (holes.length < 2) return;
  const points = shifted(holes, ((index % LANES) - (LANES - 1) / 2) * r * 0.22);
  const width = Math.max(2, r * 0.1);
  const dash = index % 2 === 0 ? [r * 0.4, r * 0.2] : [r * 0.14, r * 0.14];
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  tracePath(ctx, points);
  ctx.setLineDash([]);
  ctx.strokeStyle = CASING;
  ctx.lineWidth = width + 3;
  ctx.stroke();
  ctx.setLineDash(dash);
  ctx.strokeStyle = LINE;
  ctx.lineWidth = width;
  ctx.stroke();
  ctx.setLineDash([]);
  // The arrowhead on the last hole of the lap, pointing the way it went.
  const tip = points[points.length - 1];
  const back = points[points.length - 2];
  const angle = Math.atan2(tip.y - back.y, tip.x - back.x);
  const size = Math.max(7, r * 0.36);
  ctx.beginPath();
  ctx.moveTo(tip.x, tip.y);
  ctx.lineTo(tip.x - size * Math.cos(angle - 0.45), tip.y - size * Math.sin(angle - 0.45));
  ctx.lineTo(tip.x - size * Math.cos(angle + 0.45), tip.y - size * Math.sin(angle + 0.45));
  ctx.closePath();
  ctx.fillStyle = LINE;
  ctx.fill();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = CASING;
  ctx.stroke();
}

/**
 * A small tag with a text: the lap numbers, "+n" of a capture.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Palette} palette  the board's colours and font
 * @param {Point} at  its centre
 * @param {number} size  text height, CSS px
 * @param {string} text
 * @param {string} fill
 * @param {Player | null} shape  a player's marker drawn before the text
 */
function tag(ctx, palette, at, size, text, fill, shape) {
  ctx.font = `800 ${Math.round(size)}px ${palette.board.font}`;
  const marker = shape ? size * 0.9 : 0;
  const w = Math.max(size * 1.4, ctx.measureText(text).width + size * 0.7 + marker);
  const h = size * 1.4;
  roundRect(ctx, at.x - w / 2, at.y - h / 2, w, h, h / 2);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
  if (shape) {
    markerPath(ctx, shape, at.x - w / 2 + size * 0.6, at.y, size * 0.28);
    ctx.fillStyle = '#ffffff';
    ctx.fill();
  }
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, at.x + marker / 2, at.y + 1);
}

/**
 * The preview's words in a box over the name plate farther from the hole
 * pointed at (the plate comes back when the preview goes), wrapped to fit.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Palette} palette  the board's colours and font
 * @param {BoardGeometry} geo
 * @param {string} text
 * @param {Point | undefined} near
 */
function drawCaption(ctx, palette, geo, text, near) {
  const size = Math.max(12, Math.min(15, geo.scale * 0.26));
  ctx.font = `600 ${size}px ${palette.board.font}`;
  const maxWidth = Math.min(geo.cssWidth - 8, Math.max(240, geo.board().w * 0.9));
  /** @type {string[]} */
  const lines = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && ctx.measureText(next).width > maxWidth - size * 1.6) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  const lineHeight = size * 1.3;
  // At least as large as the plate it covers (drawn by draw.js from this font size).
  const plateFont = Math.max(12, Math.min(18, geo.scale * 0.3));
  const widest = Math.max(...lines.map((l) => ctx.measureText(l).width)) + size * 1.6;
  const w = Math.min(geo.cssWidth - 8, Math.max(widest, plateFont * 13));
  const h = Math.max(lines.length * lineHeight + size * 0.6, plateFont * 1.8 + 6);
  const [a, b] = [geo.plate('A'), geo.plate('B')];
  const from = near ?? a;
  const plate = Math.hypot(a.x - from.x, a.y - from.y) > Math.hypot(b.x - from.x, b.y - from.y) ? a : b;
  const x = Math.min(Math.max(4, plate.x - w / 2), geo.cssWidth - w - 4);
  const y = Math.min(Math.max(1, plate.y - h / 2), geo.cssHeight - h - 1);
  roundRect(ctx, x, y, w, h, size * 0.5);
  ctx.fillStyle = '#22130a';
  ctx.fill();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const first = y + (h - lines.length * lineHeight) / 2;
  for (const [i, l] of lines.entries()) ctx.fillText(l, x + w / 2, first + lineHeight * (i + 0.5));
}

/**
 * Draws a move's preview over the frame.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Palette} palette  the board's colours and font
 * @param {BoardGeometry} geo
 * @param {MovePreview} preview
 * @param {string} words  the preview in words, drawn as a tooltip
 */
export function drawPreviewMarks(ctx, palette, geo, preview, words) {
  const r = geo.holeRadius;
  const size = Math.max(10, r * 0.34);
  ctx.save();
  for (const [i, lap] of preview.laps.entries()) drawLap(ctx, geo, lap, i);
  const end = preview.end ? geo.holes.get(preview.end) : undefined;
  if (end) {
    ring(ctx, end, r * 1.08, CASING, Math.max(5, r * 0.2));
    ring(ctx, end, r * 1.08, LINE, Math.max(3, r * 0.11), [r * 0.22, r * 0.16]);
  }
  for (const claim of preview.claims) {
    const c = geo.holes.get(claim.hole);
    if (c) ring(ctx, c, r * 0.94, palette.player[claim.by], Math.max(3, r * 0.14), [r * 0.3, r * 0.15]);
  }
  // Lap numbers where each lap starts; a hole lifted again gets its next number beside the last.
  /** @type {Map<string, number>} */
  const starts = new Map();
  preview.laps.forEach((lap, i) => {
    const c = geo.holes.get(lap.from);
    if (!c) return;
    const k = starts.get(lap.from) ?? 0;
    starts.set(lap.from, k + 1);
    const angle = -Math.PI * 0.75 + k * 0.6;
    tag(ctx, palette, { x: c.x + Math.cos(angle) * r * 0.8, y: c.y + Math.sin(angle) * r * 0.8 }, size, String(i + 1), CASING, null);
  });
  for (const capture of preview.captures) {
    const c = geo.holes.get(capture.hole);
    if (c) tag(ctx, palette, { x: c.x, y: c.y + r * 0.15 }, size * 1.1, `+${capture.seeds}`, palette.player[capture.to], capture.to);
  }
  if (geo.hasTrays) {
    for (const player of /** @type {Player[]} */ (['A', 'B'])) {
      const n = preview.putAside[player];
      if (n > 0) tag(ctx, palette, geo.trayCentre(player), size * 1.2, `+${n}`, palette.player[player], player);
    }
  }
  drawCaption(ctx, palette, geo, words, geo.holes.get(preview.move));
  ctx.restore();
}

/**
 * Keeps the time of the last preview's work as a performance measure
 * (read by tests/e2e/preview.test.mjs); one entry of each name at most.
 * @param {string} name
 * @param {number} start
 */
export function keepMeasure(name, start) {
  performance.clearMeasures(name);
  performance.measure(name, { start, end: performance.now() });
}
