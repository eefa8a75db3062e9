// @ts-check
// The static board, drawn once per size into an offscreen canvas: the
// wood, the carved holes and stores, the sowing circuit.

import { arrowHead, drawCavity, drawCavityRect, hash, roundRect } from './theme.js';

/** @typedef {import('./theme.js').Palette} Palette */

/** @typedef {import('../types.js').Player} Player */
/** @typedef {import('./geometry.js').BoardGeometry} BoardGeometry */
/** @typedef {import('./geometry.js').Point} Point */

/**
 * The static part of the board, drawn once per size.
 * @param {BoardGeometry} geo
 * @param {number} dpr
 * @param {Palette} palette
 * @returns {HTMLCanvasElement}
 */
export function renderBackground(geo, dpr, palette) {
  const { canvas, stages } = backgroundStages(geo, dpr, palette);
  for (const stage of stages) stage();
  return canvas;
}

/**
 * The same drawing as a few stages of a few milliseconds each, for a page
 * still starting (render/board-painter.js): each stage can run in a task
 * of its own, its pixels made there (`rasterize`), instead of one task that
 * would keep a phone from answering a tap (docs/PERFORMANCE.md, "Page
 * audits").
 * @param {BoardGeometry} geo
 * @param {number} dpr
 * @param {Palette} palette  the colours every stage draws with, whatever ran between them
 * @returns {{ canvas: HTMLCanvasElement, stages: (() => void)[] }}
 */
export function backgroundStages(geo, dpr, palette) {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(geo.cssWidth * dpr);
  canvas.height = Math.round(geo.cssHeight * dpr);
  const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
  ctx.scale(dpr, dpr);
  // The holes in two halves: a 2×12 board's are a stage's worth twice over.
  const holes = [...geo.holes];
  const half = Math.ceil(holes.length / 2);
  return {
    canvas,
    stages: [
      () => drawWood(ctx, palette, geo),
      () => drawGrain(ctx, geo),
      () => {
        drawCarving(ctx, palette, geo);
        drawHoles(ctx, palette, geo, holes.slice(0, half));
      },
      () => drawHoles(ctx, palette, geo, holes.slice(half)),
    ],
  };
}

/** @type {CanvasRenderingContext2D | null} where `rasterize` copies a pixel to */
let pixel = null;

/**
 * Makes the pixels of everything drawn so far, now: a canvas otherwise
 * records its drawing and pays for it all where it is first shown. Copying
 * one pixel of it elsewhere makes them (reading it back would warn).
 * @param {HTMLCanvasElement} canvas
 */
export function rasterize(canvas) {
  if (!pixel) {
    const target = document.createElement('canvas');
    target.width = 1;
    target.height = 1;
    pixel = target.getContext('2d');
  }
  pixel?.drawImage(canvas, 0, 0, 1, 1, 0, 0, 1, 1);
}

/**
 * The wooden body and its shadow.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Palette} palette  the board's colours and font
 * @param {BoardGeometry} geo
 */
function drawWood(ctx, palette, geo) {
  const b = geo.board();
  const corner = geo.scale * 0.45;
  // Shadow and wooden body.
  ctx.save();
  ctx.shadowColor = 'rgba(40, 20, 5, 0.45)';
  ctx.shadowBlur = geo.scale * 0.35;
  ctx.shadowOffsetY = geo.scale * 0.1;
  roundRect(ctx, b.x, b.y, b.w, b.h, corner);
  const wood = ctx.createLinearGradient(b.x, b.y, b.x + b.w * 0.3, b.y + b.h);
  wood.addColorStop(0, palette.board.wood[0]);
  wood.addColorStop(0.5, palette.board.wood[1]);
  wood.addColorStop(1, palette.board.wood[2]);
  ctx.fillStyle = wood;
  ctx.fill();
  ctx.restore();
}

/**
 * Grain: long soft waves along the board's length.
 * @param {CanvasRenderingContext2D} ctx
 * @param {BoardGeometry} geo
 */
function drawGrain(ctx, geo) {
  const b = geo.board();
  const corner = geo.scale * 0.45;
  ctx.save();
  roundRect(ctx, b.x, b.y, b.w, b.h, corner);
  ctx.clip();
  const alongX = b.w >= b.h;
  const length = alongX ? b.w : b.h;
  const across = alongX ? b.h : b.w;
  for (let i = 0; i < 26; i++) {
    const offset = (i / 26) * across + hash(`grain${i}`) * 6;
    ctx.strokeStyle = i % 3 === 0 ? 'rgba(70, 35, 10, 0.16)' : 'rgba(255, 220, 170, 0.07)';
    ctx.lineWidth = 1 + hash(`w${i}`) * 2;
    ctx.beginPath();
    for (let s = 0; s <= 40; s++) {
      const along = (s / 40) * length;
      const wave = Math.sin(along / (40 + 30 * hash(`f${i}`)) + i) * (3 + 4 * hash(`a${i}`));
      const x = alongX ? b.x + along : b.x + offset + wave;
      const y = alongX ? b.y + offset + wave : b.y + along;
      if (s === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.stroke();
  }
  ctx.restore();
}

/**
 * The rim, the stores' trays, the sowing circuit and the grooves between the players' parts of a row.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Palette} palette  the board's colours and font
 * @param {BoardGeometry} geo
 */
function drawCarving(ctx, palette, geo) {
  const b = geo.board();
  const corner = geo.scale * 0.45;
  roundRect(ctx, b.x + 1, b.y + 1, b.w - 2, b.h - 2, corner);
  ctx.strokeStyle = 'rgba(60, 30, 8, 0.7)';
  ctx.lineWidth = 2;
  ctx.stroke();

  if (geo.hasTrays) for (const player of /** @type {Player[]} */ (['A', 'B'])) drawCavityRect(ctx, palette, geo.tray(player), geo.scale * 0.5);
  drawCircuit(ctx, geo);
  for (const [a, b] of geo.borders) {
    // A carved groove between the two players' parts of a row.
    ctx.beginPath();
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(b.x, b.y);
    ctx.lineCap = 'round';
    ctx.strokeStyle = 'rgba(50, 25, 8, 0.75)';
    ctx.lineWidth = Math.max(2, geo.scale * 0.06);
    ctx.stroke();
  }
}

/**
 * Carved holes, each with a ring in its owner's colour and its label.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Palette} palette  the board's colours and font
 * @param {BoardGeometry} geo
 * @param {[string, Point][]} holes  labels and centres
 */
function drawHoles(ctx, palette, geo, holes) {
  for (const [label, c] of holes) {
    drawCavity(ctx, palette, c, geo.holeRadius);
    // A thin ring in the owner's colour: who may sow from which hole.
    const owner = /** @type {Player} */ (geo.owners.get(label));
    ctx.beginPath();
    ctx.arc(c.x, c.y, geo.holeRadius + Math.max(1.5, geo.scale * 0.035), 0, Math.PI * 2);
    ctx.strokeStyle = owner === 'A' ? 'rgba(255, 200, 150, 0.45)' : 'rgba(170, 215, 255, 0.45)';
    ctx.lineWidth = Math.max(1.5, geo.scale * 0.04);
    ctx.stroke();
    const fontSize = Math.max(9, geo.scale * 0.2);
    ctx.font = `600 ${fontSize}px ${palette.board.font}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'top';
    ctx.fillStyle = palette.board.label;
    ctx.fillText(label, c.x, c.y + geo.holeRadius + Math.max(2, geo.scale * 0.07));
  }
}

/**
 * Small arrows from each hole to the next in sowing order; a jump between
 * holes that are not neighbours (Sulus Aidi's 9B→1A and 9A→1B) is a curve.
 * @param {CanvasRenderingContext2D} ctx
 * @param {BoardGeometry} geo
 */
function drawCircuit(ctx, geo) {
  const n = geo.circuit.length;
  const r = geo.holeRadius;
  const board = geo.board();
  const centreX = board.x + board.w / 2;
  ctx.save();
  ctx.strokeStyle = 'rgba(255, 236, 200, 0.5)';
  ctx.fillStyle = 'rgba(255, 236, 200, 0.6)';
  ctx.lineWidth = Math.max(1.2, geo.scale * 0.03);
  for (let i = 0; i < n; i++) {
    const a = /** @type {Point} */ (geo.holes.get(geo.circuit[i]));
    const b = /** @type {Point} */ (geo.holes.get(geo.circuit[(i + 1) % n]));
    const d = Math.hypot(b.x - a.x, b.y - a.y);
    const ux = (b.x - a.x) / d;
    const uy = (b.y - a.y) / d;
    if (d < geo.pitchPx * 1.1) {
      const gap = (d - 2 * r) / 2;
      let mx = (a.x + b.x) / 2;
      const my = (a.y + b.y) / 2;
      if (Math.abs(ux) < 0.5) {
        // Up or down: step aside, away from the middle, to keep clear of the hole labels.
        mx += Math.sign(mx - centreX || 1) * r * 0.95;
      }
      arrowHead(ctx, mx + ux * gap * 0.5, my + uy * gap * 0.5, ux, uy, Math.max(3, gap * 0.55));
      continue;
    }
    // A jump: bow the curve away from the board's centre line.
    const start = { x: a.x + ux * r, y: a.y + uy * r };
    const end = { x: b.x - ux * r, y: b.y - uy * r };
    const bow = d * 0.25;
    const control = { x: (start.x + end.x) / 2 + uy * bow, y: (start.y + end.y) / 2 - ux * bow };
    ctx.setLineDash([geo.scale * 0.08, geo.scale * 0.08]);
    ctx.beginPath();
    ctx.moveTo(start.x, start.y);
    ctx.quadraticCurveTo(control.x, control.y, end.x, end.y);
    ctx.stroke();
    ctx.setLineDash([]);
    const tx = end.x - control.x;
    const ty = end.y - control.y;
    const tl = Math.hypot(tx, ty);
    arrowHead(ctx, end.x, end.y, tx / tl, ty / tl, Math.max(4, geo.scale * 0.12));
  }
  ctx.restore();
}
