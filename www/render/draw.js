// @ts-check
// Paints the board: a wooden board with carved holes (drawn once per size
// into an offscreen canvas), then per frame the seeds, counts, claims,
// highlights, hands and seeds in flight.

/** @typedef {import('../types.js').Player} Player */
/** @typedef {import('./geometry.js').BoardGeometry} BoardGeometry */
/** @typedef {import('./geometry.js').Point} Point */
/** @typedef {import('./geometry.js').Rect} Rect */
/** @typedef {import('./animation.js').Scene} Scene */
/** @typedef {import('./animation.js').Step} Step */
/** @typedef {import('./animation.js').Anchor} Anchor */

/** Player colours: blue and orange stay apart for every common colour-vision type. */
export const PLAYER_COLOUR = { A: '#e8590c', B: '#1971c2' };
const PLAYER_LIGHT = { A: '#ffd8a8', B: '#a5d8ff' };
const SEED_COLOURS = ['#f5e6c4', '#ead2a4', '#dcbb8b', '#f2dcb3', '#cda673', '#e4c79a'];
const HIGHLIGHT = '#ffe066';
/** Seeds drawn in one hole; the count badge tells the rest. */
const MAX_DRAWN_SEEDS = 28;
const GOLDEN_ANGLE = 2.399963;

/**
 * What the board shows besides the seeds.
 * @typedef {object} Overlay
 * @property {Set<string>} playable
 * @property {string | null} hover
 * @property {string | null} focus  keyboard focus ring (only while the canvas has focus)
 * @property {string[]} lastMove  holes the last move started from
 * @property {Player | null} toMove  null when nobody may move (game over, race)
 * @property {{ A: number, B: number } | null} plateScores  scores shown on the name plates
 * @property {Step | null} step
 * @property {number} progress
 * @property {(key: string, params?: Record<string, string | number>) => string} t
 */

/**
 * A small stable number from a string, so each hole keeps its own seed pattern.
 * @param {string} text
 */
function hash(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0) / 4294967296;
}

/** @param {number} t */
const easeInOut = (t) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);
/** @param {number} t */
const easeOutBack = (t) => 1 + 2.2 * (t - 1) ** 3 + 1.2 * (t - 1) ** 2;

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {number} r
 */
function roundRect(ctx, x, y, w, h, r) {
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
 * The static part of the board, drawn once per size.
 * @param {BoardGeometry} geo
 * @param {number} dpr
 * @returns {HTMLCanvasElement}
 */
export function renderBackground(geo, dpr) {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(geo.cssWidth * dpr);
  canvas.height = Math.round(geo.cssHeight * dpr);
  const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
  ctx.scale(dpr, dpr);
  const b = geo.board();
  const corner = geo.scale * 0.45;

  // Shadow and wooden body.
  ctx.save();
  ctx.shadowColor = 'rgba(40, 20, 5, 0.45)';
  ctx.shadowBlur = geo.scale * 0.35;
  ctx.shadowOffsetY = geo.scale * 0.1;
  roundRect(ctx, b.x, b.y, b.w, b.h, corner);
  const wood = ctx.createLinearGradient(b.x, b.y, b.x + b.w * 0.3, b.y + b.h);
  wood.addColorStop(0, '#b7793f');
  wood.addColorStop(0.5, '#9a5f2e');
  wood.addColorStop(1, '#7d4a22');
  ctx.fillStyle = wood;
  ctx.fill();
  ctx.restore();

  // Grain: long soft waves along the board's length.
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

  // Rim.
  roundRect(ctx, b.x + 1, b.y + 1, b.w - 2, b.h - 2, corner);
  ctx.strokeStyle = 'rgba(60, 30, 8, 0.7)';
  ctx.lineWidth = 2;
  ctx.stroke();

  if (geo.hasTrays) for (const player of /** @type {Player[]} */ (['A', 'B'])) drawCavityRect(ctx, geo.tray(player), geo.scale * 0.5);
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
  for (const [label, c] of geo.holes) {
    drawCavity(ctx, c, geo.holeRadius);
    // A thin ring in the owner's colour: who may sow from which hole.
    const owner = /** @type {Player} */ (geo.owners.get(label));
    ctx.beginPath();
    ctx.arc(c.x, c.y, geo.holeRadius + Math.max(1.5, geo.scale * 0.035), 0, Math.PI * 2);
    ctx.strokeStyle = owner === 'A' ? 'rgba(255, 200, 150, 0.45)' : 'rgba(170, 215, 255, 0.45)';
    ctx.lineWidth = Math.max(1.5, geo.scale * 0.04);
    ctx.stroke();
    const fontSize = Math.max(9, geo.scale * 0.2);
    ctx.font = `600 ${fontSize}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'top';
    ctx.fillStyle = 'rgba(255, 239, 213, 0.85)';
    ctx.fillText(label, c.x, c.y + geo.holeRadius + Math.max(2, geo.scale * 0.07));
  }
  return canvas;
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {Point} c
 * @param {number} r
 */
function drawCavity(ctx, c, r) {
  const g = ctx.createRadialGradient(c.x - r * 0.25, c.y - r * 0.3, r * 0.1, c.x, c.y, r);
  g.addColorStop(0, '#4a2a12');
  g.addColorStop(0.75, '#5a351a');
  g.addColorStop(1, '#2e1808');
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
 * @param {Rect} r
 * @param {number} radius
 */
function drawCavityRect(ctx, r, radius) {
  roundRect(ctx, r.x, r.y, r.w, r.h, radius);
  const g = ctx.createLinearGradient(r.x, r.y, r.x + r.w, r.y + r.h);
  g.addColorStop(0, '#3e230e');
  g.addColorStop(1, '#5a351a');
  ctx.fillStyle = g;
  ctx.fill();
  ctx.strokeStyle = 'rgba(255, 214, 160, 0.3)';
  ctx.lineWidth = 1.5;
  ctx.stroke();
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

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} x  tip
 * @param {number} y
 * @param {number} ux  direction
 * @param {number} uy
 * @param {number} size
 */
function arrowHead(ctx, x, y, ux, uy, size) {
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
 * @param {number} x
 * @param {number} y
 * @param {number} r
 * @param {number} tone  0..1 picks the colour
 * @param {number} angle
 */
function drawSeed(ctx, x, y, r, tone, angle) {
  ctx.beginPath();
  ctx.ellipse(x, y, r * 1.18, r * 0.9, angle, 0, Math.PI * 2);
  ctx.fillStyle = SEED_COLOURS[Math.floor(tone * SEED_COLOURS.length) % SEED_COLOURS.length];
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
 * @param {Point} c
 * @param {number} radius  of the area they fill
 * @param {number} count
 * @param {string} key  names the pile, so it keeps its look
 */
function drawSeedPile(ctx, c, radius, count, key) {
  const drawn = Math.min(count, MAX_DRAWN_SEEDS);
  if (drawn === 0) return;
  const turn = hash(key) * Math.PI * 2;
  const seedR = radius * (drawn <= 3 ? 0.3 : Math.max(0.15, 0.62 / Math.sqrt(drawn)));
  const spread = drawn === 1 ? 0 : radius - seedR * 1.1;
  for (let i = 0; i < drawn; i++) {
    const d = spread * Math.sqrt((i + 0.5) / drawn);
    const a = turn + i * GOLDEN_ANGLE;
    drawSeed(ctx, c.x + d * Math.cos(a), c.y + d * Math.sin(a), seedR, hash(`${key}${i}`), a);
  }
}

/**
 * Seeds lying in a tray: a loose grid filled from the far end, so a tray
 * fills up as the game goes on.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Rect} r
 * @param {number} count
 * @param {number} seedR
 * @param {string} key
 */
function drawSeedTray(ctx, r, count, seedR, key) {
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
    drawSeed(ctx, x, y, seedR, hash(`${key}${i}`), hash(`${key}a${i}`) * 6);
  }
}

/**
 * A number on a dark round badge.
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} x
 * @param {number} y
 * @param {number} r
 * @param {string} text
 * @param {string} fill
 */
function badge(ctx, x, y, r, text, fill) {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = Math.max(1, r * 0.12);
  ctx.strokeStyle = 'rgba(255, 243, 224, 0.9)';
  ctx.stroke();
  ctx.fillStyle = '#fff';
  ctx.font = `700 ${Math.round(r * (text.length > 2 ? 0.95 : 1.2))}px system-ui, sans-serif`;
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
function ring(ctx, c, r, colour, width, dash = []) {
  ctx.beginPath();
  ctx.arc(c.x, c.y, r, 0, Math.PI * 2);
  ctx.setLineDash(dash);
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.stroke();
  ctx.setLineDash([]);
}

/**
 * A claimed hole: a thick ring in the claimer's colour and their shape.
 * @param {CanvasRenderingContext2D} ctx
 * @param {BoardGeometry} geo
 * @param {Point} c
 * @param {Player} by
 * @param {number} grow  0..1 while the claim appears
 */
function drawClaim(ctx, geo, c, by, grow) {
  const r = geo.holeRadius;
  ctx.save();
  ctx.globalAlpha = Math.min(1, grow * 1.5);
  ring(ctx, c, r * 1.02, PLAYER_COLOUR[by], Math.max(3, r * 0.16));
  const size = Math.max(5, r * 0.3) * easeOutBack(grow);
  const mx = c.x - r * 0.78;
  const my = c.y - r * 0.72;
  markerPath(ctx, by, mx, my, size);
  ctx.fillStyle = PLAYER_COLOUR[by];
  ctx.fill();
  ctx.lineWidth = Math.max(1.5, size * 0.28);
  ctx.strokeStyle = '#fff';
  ctx.stroke();
  ctx.restore();
}

/**
 * Where a hand is drawn: above the hole it is over, or on its way.
 * @param {BoardGeometry} geo
 * @param {Player} player
 * @param {string} at
 * @param {Step | null} step
 * @param {number} progress
 * @returns {Point}
 */
function handPosition(geo, player, at, step, progress) {
  const lift = geo.pitchPx * 0.42;
  const move = step?.moves.find((m) => m.by === player);
  const home = geo.holes.get(at) ?? { x: 0, y: 0 };
  if (!move) return { x: home.x, y: home.y - lift };
  const a = geo.holes.get(move.from) ?? home;
  const b = geo.holes.get(move.to) ?? home;
  const t = easeInOut(Math.min(1, progress / 0.8));
  const hop = Math.sin(Math.PI * t) * geo.pitchPx * 0.25;
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t - lift - hop };
}

/**
 * @param {BoardGeometry} geo
 * @param {Scene} scene
 * @param {Anchor} anchor
 * @param {Step | null} step
 * @param {number} progress
 * @returns {Point}
 */
function anchorPoint(geo, scene, anchor, step, progress) {
  if ('hole' in anchor) return geo.holes.get(anchor.hole) ?? { x: 0, y: 0 };
  if ('tray' in anchor) return geo.trayCentre(anchor.tray);
  const hand = scene.hands.get(anchor.hand);
  return hand ? handPosition(geo, anchor.hand, hand.at, step, progress) : geo.trayCentre(anchor.hand);
}

/**
 * Draws one frame.
 * @param {CanvasRenderingContext2D} ctx  already scaled for the device pixel ratio
 * @param {BoardGeometry} geo
 * @param {HTMLCanvasElement} background
 * @param {Scene} scene
 * @param {Overlay} overlay
 */
export function drawFrame(ctx, geo, background, scene, overlay) {
  const { step, progress, t } = overlay;
  ctx.clearRect(0, 0, geo.cssWidth, geo.cssHeight);
  ctx.drawImage(background, 0, 0, geo.cssWidth, geo.cssHeight);
  const r = geo.holeRadius;

  drawPlates(ctx, geo, overlay);

  // Highlights under the seeds.
  for (const label of overlay.playable) {
    const c = geo.holes.get(label);
    if (!c) continue;
    ctx.save();
    ctx.shadowColor = HIGHLIGHT;
    ctx.shadowBlur = r * 0.5;
    ring(ctx, c, r * 1.03, HIGHLIGHT, Math.max(2, r * 0.1));
    ctx.restore();
  }
  for (const label of overlay.lastMove) {
    const c = geo.holes.get(label);
    const owner = geo.owners.get(label);
    if (c && owner) ring(ctx, c, r * 0.86, PLAYER_LIGHT[owner], Math.max(2, r * 0.08), [r * 0.2, r * 0.14]);
  }

  for (const [label, c] of geo.holes) {
    const count = scene.seeds.get(label) ?? 0;
    drawSeedPile(ctx, c, r * 0.82, count, label);
    const claimer = scene.claims.get(label);
    if (claimer) drawClaim(ctx, geo, c, claimer, 1);
  }
  if (step?.claim) {
    const c = geo.holes.get(step.claim.hole);
    if (c) drawClaim(ctx, geo, c, step.claim.by, progress);
  }
  // Counts on top of the seeds, at the lower right of each hole.
  for (const [label, c] of geo.holes) {
    const count = scene.seeds.get(label) ?? 0;
    const claimer = scene.claims.get(label);
    const fill = claimer ? PLAYER_COLOUR[claimer] : count === 0 ? 'rgba(40, 22, 8, 0.55)' : 'rgba(40, 22, 8, 0.88)';
    badge(ctx, c.x + r * 0.74, c.y + r * 0.7, Math.max(8, r * 0.34), String(count), fill);
  }

  if (overlay.hover) {
    const c = geo.holes.get(overlay.hover);
    if (c) ring(ctx, c, r * 1.1, 'rgba(255, 255, 255, 0.75)', Math.max(2, r * 0.08));
  }
  if (overlay.focus) {
    const c = geo.holes.get(overlay.focus);
    if (c) {
      ring(ctx, c, r * 1.2, '#1a1a1a', Math.max(4, r * 0.2));
      ring(ctx, c, r * 1.2, '#ffffff', Math.max(2, r * 0.1));
    }
  }

  if (geo.hasTrays && scene.trays) drawTrays(ctx, geo, scene.trays, t);
  drawFlights(ctx, geo, scene, step, progress);
  for (const [player, hand] of scene.hands) drawHand(ctx, geo, player, hand, step, progress, t);
  if (step?.banner) {
    const { key, params } = step.banner;
    /** @type {Record<string, string>} */
    const named = {};
    for (const [name, value] of Object.entries(params)) {
      named[name] = name === 'player' || name === 'owner' ? t(`player.${value}`) : value;
    }
    drawBanner(ctx, geo, t(key, named), progress);
  }
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {BoardGeometry} geo
 * @param {Overlay} overlay
 */
function drawPlates(ctx, geo, overlay) {
  const fontSize = Math.max(12, Math.min(18, geo.scale * 0.3));
  for (const player of /** @type {Player[]} */ (['A', 'B'])) {
    const p = geo.plate(player);
    const active = overlay.toMove === player;
    const score = overlay.plateScores ? ` · ${overlay.plateScores[player]}` : '';
    const text = overlay.t(`side.${player}`) + score;
    ctx.font = `700 ${fontSize}px system-ui, sans-serif`;
    const w = ctx.measureText(text).width + fontSize * 2.6;
    const h = fontSize * 1.8;
    roundRect(ctx, p.x - w / 2, p.y - h / 2, w, h, h / 2);
    ctx.fillStyle = active ? PLAYER_COLOUR[player] : 'rgba(255, 248, 235, 0.9)';
    ctx.fill();
    ctx.lineWidth = active ? 3 : 1.5;
    ctx.strokeStyle = active ? '#fff' : PLAYER_COLOUR[player];
    ctx.stroke();
    markerPath(ctx, player, p.x - w / 2 + fontSize * 1.05, p.y, fontSize * 0.42);
    ctx.fillStyle = active ? '#fff' : PLAYER_COLOUR[player];
    ctx.fill();
    ctx.fillStyle = active ? '#fff' : '#3b2412';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(text, p.x + fontSize * 0.5, p.y + 1);
  }
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {BoardGeometry} geo
 * @param {{ A: number, B: number }} trays
 * @param {(key: string, params?: Record<string, string | number>) => string} t
 */
function drawTrays(ctx, geo, trays, t) {
  for (const player of /** @type {Player[]} */ (['A', 'B'])) {
    const r = geo.tray(player);
    // The total and its caption take one end of the tray, the seeds the rest.
    const tall = r.h >= r.w;
    const split = 0.4;
    const label = tall ? { x: r.x, y: r.y, w: r.w, h: r.h * split } : { x: r.x, y: r.y, w: r.w * split, h: r.h };
    const seeds = tall ? { x: r.x, y: r.y + label.h, w: r.w, h: r.h - label.h } : { x: r.x + label.w, y: r.y, w: r.w - label.w, h: r.h };
    drawSeedTray(ctx, seeds, trays[player], geo.scale * 0.08, `tray${player}`);
    const size = Math.max(12, Math.min(label.w * 0.3, label.h * 0.3));
    const cx = label.x + label.w / 2;
    const cy = label.y + label.h * 0.42;
    roundRect(ctx, cx - size * 1.15, cy - size * 0.75, size * 2.3, size * 1.5, size * 0.4);
    ctx.fillStyle = 'rgba(30, 16, 5, 0.9)';
    ctx.fill();
    ctx.lineWidth = 2;
    ctx.strokeStyle = PLAYER_COLOUR[player];
    ctx.stroke();
    ctx.fillStyle = '#fff';
    ctx.font = `800 ${Math.round(size)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(String(trays[player]), cx, cy + 1);
    const caption = `${player} · ${t(geo.hasStores ? 'tray.store' : 'tray.captured')}`;
    const captionSize = Math.max(9, Math.min(13, size * 0.5));
    ctx.font = `600 ${captionSize}px system-ui, sans-serif`;
    ctx.fillStyle = 'rgba(255, 239, 213, 0.95)';
    ctx.fillText(caption, cx, cy + size * 0.75 + captionSize * 0.9, label.w - 4);
  }
}

/**
 * Seeds in the air: each one follows an arc, a little after the one before.
 * @param {CanvasRenderingContext2D} ctx
 * @param {BoardGeometry} geo
 * @param {Scene} scene
 * @param {Step | null} step
 * @param {number} progress
 */
function drawFlights(ctx, geo, scene, step, progress) {
  if (!step) return;
  const seedR = geo.holeRadius * 0.2;
  for (const flight of step.flights) {
    const a = anchorPoint(geo, scene, flight.from, step, progress);
    const b = anchorPoint(geo, scene, flight.to, step, progress);
    const shown = Math.min(flight.count, 12);
    for (let i = 0; i < shown; i++) {
      const delay = shown > 1 ? (i / shown) * 0.35 : 0;
      const local = easeInOut(Math.min(1, Math.max(0, (progress - delay) / (1 - 0.35 * (shown > 1 ? 1 : 0)))));
      const arc = Math.sin(Math.PI * local) * geo.pitchPx * 0.5;
      const jitter = (hash(`fl${i}`) - 0.5) * geo.holeRadius * 0.5;
      drawSeed(ctx, a.x + (b.x - a.x) * local + jitter, a.y + (b.y - a.y) * local - arc + jitter, seedR, hash(`s${i}`), i);
    }
  }
}

/**
 * A hand: a disc in the player's colour holding its seeds, with the count
 * and, from the second lap on, the lap number.
 * @param {CanvasRenderingContext2D} ctx
 * @param {BoardGeometry} geo
 * @param {Player} player
 * @param {import('./animation.js').Hand} hand
 * @param {Step | null} step
 * @param {number} progress
 * @param {(key: string, params?: Record<string, string | number>) => string} t
 */
function drawHand(ctx, geo, player, hand, step, progress, t) {
  const p = handPosition(geo, player, hand.at, step, progress);
  const r = Math.max(12, geo.holeRadius * 0.72);
  ctx.save();
  ctx.shadowColor = 'rgba(0, 0, 0, 0.45)';
  ctx.shadowBlur = r * 0.5;
  ctx.shadowOffsetY = r * 0.15;
  ctx.beginPath();
  ctx.arc(p.x, p.y, r, 0, Math.PI * 2);
  ctx.fillStyle = PLAYER_COLOUR[player];
  ctx.fill();
  ctx.restore();
  ctx.lineWidth = 2.5;
  ctx.strokeStyle = '#fff';
  ctx.stroke();
  // A few seeds peeking out of the hand.
  const peek = Math.min(hand.seeds, 5);
  for (let i = 0; i < peek; i++) {
    const a = Math.PI * (1.15 + (i / Math.max(1, peek - 1)) * 0.7);
    drawSeed(ctx, p.x + Math.cos(a) * r * 0.62, p.y + Math.sin(a) * r * 0.62, r * 0.2, hash(`h${player}${i}`), a);
  }
  ctx.fillStyle = '#fff';
  ctx.font = `800 ${Math.round(r * 0.85)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(String(hand.seeds), p.x, p.y + r * 0.15);
  if (hand.lap >= 2) {
    const label = t('banner.lap', { n: hand.lap });
    ctx.font = `700 ${Math.max(10, Math.round(r * 0.55))}px system-ui, sans-serif`;
    const w = ctx.measureText(label).width + 10;
    roundRect(ctx, p.x - w / 2, p.y - r * 1.85, w, r * 0.75, r * 0.3);
    ctx.fillStyle = 'rgba(20, 10, 2, 0.8)';
    ctx.fill();
    ctx.fillStyle = '#fff';
    ctx.fillText(label, p.x, p.y - r * 1.47);
  }
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {BoardGeometry} geo
 * @param {string} text
 * @param {number} progress
 */
function drawBanner(ctx, geo, text, progress) {
  const b = geo.board();
  const fade = Math.min(1, progress / 0.12, (1 - progress) / 0.12);
  const size = Math.max(13, Math.min(22, geo.scale * 0.34));
  ctx.save();
  ctx.globalAlpha = Math.max(0, fade);
  ctx.font = `700 ${size}px system-ui, sans-serif`;
  const maxWidth = b.w * 0.9;
  const w = Math.min(maxWidth, ctx.measureText(text).width + size * 2);
  const h = size * 2.2;
  const cx = b.x + b.w / 2;
  const cy = b.y + b.h / 2;
  roundRect(ctx, cx - w / 2, cy - h / 2, w, h, h / 2);
  ctx.fillStyle = 'rgba(25, 12, 3, 0.88)';
  ctx.fill();
  ctx.strokeStyle = HIGHLIGHT;
  ctx.lineWidth = 2;
  ctx.stroke();
  ctx.fillStyle = '#fff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, cx, cy + 1, w - size);
  ctx.restore();
}
