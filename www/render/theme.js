// @ts-check
// The board's look: colours, easing, and the shapes every layer draws with
// (cavities, seeds, badges, rings, markers).

/** @typedef {import('../types.js').Player} Player */
/** @typedef {import('./geometry.js').Point} Point */
/** @typedef {import('./geometry.js').Rect} Rect */

/**
 * The default look: a board paints with it until it has read its element's
 * CSS custom properties (render/palette.js).
 * @type {Palette}
 */
export const DEFAULT_PALETTE = Object.freeze({
  key: '',
  board: {
    wood: ['#b7793f', '#9a5f2e', '#7d4a22'],
    hole: ['#4a2a12', '#5a351a', '#2e1808'],
    tray: ['#3e230e', '#5a351a'],
    seeds: ['#f5e6c4', '#ead2a4', '#dcbb8b', '#f2dcb3', '#cda673', '#e4c79a'],
    label: 'rgba(255, 239, 213, 0.85)',
    caption: 'rgba(255, 239, 213, 0.95)',
    highlight: '#ffe066',
    font: 'system-ui, sans-serif',
  },
  // Player colours: blue and orange stay apart for every common colour-vision type.
  player: { A: '#e8590c', B: '#1971c2' },
  playerLight: { A: '#ffd8a8', B: '#a5d8ff' },
});

/**
 * @typedef {object} Palette
 * @property {string} key  the raw CSS values it was made from (render/palette.js `paletteKey`): the same key, the same colours
 * @property {{ wood: string[], hole: string[], tray: string[], seeds: string[], label: string, caption: string, highlight: string, font: string }} board
 * @property {Record<Player, string>} player
 * @property {Record<Player, string>} playerLight
 */

/** Seeds drawn in one hole; the count badge tells the rest. */
export const MAX_DRAWN_SEEDS = 28;

export const GOLDEN_ANGLE = 2.399963;

/**
 * A small stable number from a string, so each hole keeps its own seed pattern.
 * @param {string} text
 */
export function hash(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0) / 4294967296;
}

/** @param {number} t */
export const easeInOut = (t) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/** @param {number} t */
export const easeOutBack = (t) => 1 + 2.2 * (t - 1) ** 3 + 1.2 * (t - 1) ** 2;

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {number} r
 */
export function roundRect(ctx, x, y, w, h, r) {
  const radius = Math.min(r, w / 2, h / 2);
  ctx.beginPath();
  ctx.moveTo(x + radius, y);
  ctx.arcTo(x + w, y, x + w, y + h, radius);
  ctx.arcTo(x + w, y + h, x, y + h, radius);
  ctx.arcTo(x, y + h, x, y, radius);
  ctx.arcTo(x, y, x + w, y, radius);
  ctx.closePath();
}

/**
 * The claim marker's shape: a triangle for A, a square for B, so a claim
 * reads without colour.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Player} player
 * @param {number} x
 * @param {number} y
 * @param {number} size  half the width
 */
export function markerPath(ctx, player, x, y, size) {
  ctx.beginPath();
  if (player === 'A') {
    ctx.moveTo(x, y - size * 1.1);
    ctx.lineTo(x + size * 1.05, y + size * 0.75);
    ctx.lineTo(x - size * 1.05, y + size * 0.75);
  } else {
    ctx.rect(x - size * 0.85, y - size * 0.85, size * 1.7, size * 1.7);
  }
  ctx.closePath();
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {Palette} palette  the board's colours and font
 * @param {Point} c
 * @param {number} r
 */
export function drawCavity(ctx, palette, c, r) {
  const g = ctx.createRadialGradient(c.x - r * 0.25, c.y - r * 0.3, r * 0.1, c.x, c.y, r);
  g.addColorStop(0, palette.board.hole[0]);
  g.addColorStop(0.75, palette.board.hole[1]);
  g.addColorStop(1, palette.board.hole[2]);
  ctx.beginPath();
  ctx.arc(c.x, c.y, r, 0, Math.PI * 2);
  ctx.fillStyle = g;
  ctx.fill();
  // Light catching the lower lip of the carving.
  ctx.beginPath();
  ctx.arc(c.x, c.y, r, Math.PI * 0.15, Math.PI * 0.85);
  ctx.strokeStyle = 'rgba(255, 214, 160, 0.35)';
  ctx.lineWidth = Math.max(1, r * 0.07);
  ctx.stroke();
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {Palette} palette  the board's colours and font
 * @param {Rect} r
 * @param {number} radius
 */
export function drawCavityRect(ctx, palette, r, radius) {
  roundRect(ctx, r.x, r.y, r.w, r.h, radius);
  const g = ctx.createLinearGradient(r.x, r.y, r.x + r.w, r.y + r.h);
  g.addColorStop(0, palette.board.tray[0]);
  g.addColorStop(1, palette.board.tray[1]);
  ctx.fillStyle = g;
  ctx.fill();
  ctx.strokeStyle = 'rgba(255, 214, 160, 0.3)';
  ctx.lineWidth = 1.5;
  ctx.stroke();
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} x  tip
 * @param {number} y
 * @param {number} ux  direction
 * @param {number} uy
 * @param {number} size
 */
export function arrowHead(ctx, x, y, ux, uy, size) {
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.lineTo(x - ux * size - uy * size * 0.6, y - uy * size + ux * size * 0.6);
  ctx.lineTo(x - ux * size + uy * size * 0.6, y - uy * size - ux * size * 0.6);
  ctx.closePath();
  ctx.fill();
}

/**
 * One seed: an oval with a soft highlight.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Palette} palette  the board's colours and font
 * @param {number} x
 * @param {number} y
 * @param {number} r
 * @param {number} tone  0..1 picks the colour
 * @param {number} angle
 */
export function drawSeed(ctx, palette, x, y, r, tone, angle) {
  ctx.beginPath();
  ctx.ellipse(x, y, r * 1.18, r * 0.9, angle, 0, Math.PI * 2);
  ctx.fillStyle = palette.board.seeds[Math.floor(tone * palette.board.seeds.length) % palette.board.seeds.length];
  ctx.fill();
  ctx.lineWidth = Math.max(0.6, r * 0.14);
  ctx.strokeStyle = 'rgba(70, 40, 15, 0.7)';
  ctx.stroke();
  ctx.beginPath();
  ctx.ellipse(x - r * 0.35, y - r * 0.3, r * 0.38, r * 0.22, angle, 0, Math.PI * 2);
  ctx.fillStyle = 'rgba(255, 255, 255, 0.55)';
  ctx.fill();
}

/**
 * Seeds packed in a circle on a sunflower spiral, turned per hole.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Palette} palette  the board's colours and font
 * @param {Point} c
 * @param {number} radius  of the area they fill
 * @param {number} count
 * @param {string} key  names the pile, so it keeps its look
 */
export function drawSeedPile(ctx, palette, c, radius, count, key) {
  const drawn = Math.min(count, MAX_DRAWN_SEEDS);
  if (drawn === 0) return;
  const turn = hash(key) * Math.PI * 2;
  const seedR = radius * (drawn <= 3 ? 0.3 : Math.max(0.15, 0.62 / Math.sqrt(drawn)));
  const spread = drawn === 1 ? 0 : radius - seedR * 1.1;
  for (let i = 0; i < drawn; i++) {
    const d = spread * Math.sqrt((i + 0.5) / drawn);
    const a = turn + i * GOLDEN_ANGLE;
    drawSeed(ctx, palette, c.x + d * Math.cos(a), c.y + d * Math.sin(a), seedR, hash(`${key}${i}`), a);
  }
}

/**
 * Seeds lying in a tray: a loose grid filled from the far end, so a tray
 * fills up as the game goes on.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Palette} palette  the board's colours and font
 * @param {Rect} r
 * @param {number} count
 * @param {number} seedR
 * @param {string} key
 */
export function drawSeedTray(ctx, palette, r, count, seedR, key) {
  const margin = seedR * 1.8;
  const step = seedR * 2.3;
  const across = Math.max(1, Math.floor((Math.min(r.w, r.h) - 2 * margin) / step) + 1);
  const along = Math.max(1, Math.floor((Math.max(r.w, r.h) - 2 * margin) / step) + 1);
  const tall = r.h >= r.w;
  const drawn = Math.min(count, across * along);
  for (let i = 0; i < drawn; i++) {
    const a = i % across;
    const b = Math.floor(i / across);
    const jx = (hash(`${key}x${i}`) - 0.5) * seedR * 0.8;
    const jy = (hash(`${key}y${i}`) - 0.5) * seedR * 0.8;
    const x = tall ? r.x + margin + a * step + jx : r.x + r.w - margin - b * step + jx;
    const y = tall ? r.y + r.h - margin - b * step + jy : r.y + margin + a * step + jy;
    drawSeed(ctx, palette, x, y, seedR, hash(`${key}${i}`), hash(`${key}a${i}`) * 6);
  }
}

/**
 * A number on a dark round badge.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Palette} palette  the board's colours and font
 * @param {number} x
 * @param {number} y
 * @param {number} r
 * @param {string} text
 * @param {string} fill
 */
export function badge(ctx, palette, x, y, r, text, fill) {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = Math.max(1, r * 0.12);
  ctx.strokeStyle = 'rgba(255, 243, 224, 0.9)';
  ctx.stroke();
  ctx.fillStyle = '#fff';
  ctx.font = `700 ${Math.round(r * (text.length > 2 ? 0.95 : 1.2))}px ${palette.board.font}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, y + r * 0.06);
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {Point} c
 * @param {number} r
 * @param {string} colour
 * @param {number} width
 * @param {number[]} [dash]
 */
export function ring(ctx, c, r, colour, width, dash = []) {
  ctx.beginPath();
  ctx.arc(c.x, c.y, r, 0, Math.PI * 2);
  ctx.setLineDash(dash);
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.stroke();
  ctx.setLineDash([]);
}
