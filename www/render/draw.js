// @ts-check
// Paints one frame of the board over its background (background.js): the
// seeds, counts, claims, highlights, hands and seeds in flight.

import { badge, drawSeed, drawSeedPile, drawSeedTray, easeInOut, easeOutBack, hash, markerPath, ring, roundRect } from './theme.js';

export { renderBackground } from './background.js';

/** @typedef {import('./theme.js').Palette} Palette */
/** @typedef {import('../types.js').Player} Player */
/** @typedef {import('./geometry.js').BoardGeometry} BoardGeometry */
/** @typedef {import('./geometry.js').Point} Point */
/** @typedef {import('./geometry.js').Rect} Rect */
/** @typedef {import('./animation.js').Scene} Scene */
/** @typedef {import('./animation.js').Step} Step */
/** @typedef {import('./animation.js').Anchor} Anchor */

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
 * @property {(ctx: CanvasRenderingContext2D, geo: BoardGeometry) => void} [under]  marks under the seeds and their counts (the hint)
 */

/**
 * A claimed hole: a thick ring in the claimer's colour and their shape.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Palette} palette  the board's colours and font
 * @param {BoardGeometry} geo
 * @param {Point} c
 * @param {Player} by
 * @param {number} grow  0..1 while the claim appears
 */
function drawClaim(ctx, palette, geo, c, by, grow) {
  const r = geo.holeRadius;
  ctx.save();
  ctx.globalAlpha = Math.min(1, grow * 1.5);
  ring(ctx, c, r * 1.02, palette.player[by], Math.max(3, r * 0.16));
  const size = Math.max(5, r * 0.3) * easeOutBack(grow);
  const mx = c.x - r * 0.78;
  const my = c.y - r * 0.72;
  markerPath(ctx, by, mx, my, size);
  ctx.fillStyle = palette.player[by];
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
 * @param {Palette} palette  the board's colours and font
 * @param {BoardGeometry} geo
 * @param {HTMLCanvasElement} background
 * @param {Scene} scene
 * @param {Overlay} overlay
 */
export function drawFrame(ctx, palette, geo, background, scene, overlay) {
  const { step, progress, t } = overlay;
  ctx.clearRect(0, 0, geo.cssWidth, geo.cssHeight);
  ctx.drawImage(background, 0, 0, geo.cssWidth, geo.cssHeight);
  const r = geo.holeRadius;

  drawPlates(ctx, palette, geo, overlay);

  // Highlights under the seeds.
  for (const label of overlay.playable) {
    const c = geo.holes.get(label);
    if (!c) continue;
    ctx.save();
    ctx.shadowColor = palette.board.highlight;
    ctx.shadowBlur = r * 0.5;
    ring(ctx, c, r * 1.03, palette.board.highlight, Math.max(2, r * 0.1));
    ctx.restore();
  }
  for (const label of overlay.lastMove) {
    const c = geo.holes.get(label);
    const owner = geo.owners.get(label);
    if (c && owner) ring(ctx, c, r * 0.86, palette.playerLight[owner], Math.max(2, r * 0.08), [r * 0.2, r * 0.14]);
  }
  // Under the seeds and the counts, so a mark never hides a number.
  overlay.under?.(ctx, geo);

  for (const [label, c] of geo.holes) {
    const count = scene.seeds.get(label) ?? 0;
    drawSeedPile(ctx, palette, c, r * 0.82, count, label);
    const claimer = scene.claims.get(label);
    if (claimer) drawClaim(ctx, palette, geo, c, claimer, 1);
  }
  if (step?.claim) {
    const c = geo.holes.get(step.claim.hole);
    if (c) drawClaim(ctx, palette, geo, c, step.claim.by, progress);
  }
  // Counts on top of the seeds, at the lower right of each hole.
  for (const [label, c] of geo.holes) {
    const count = scene.seeds.get(label) ?? 0;
    const claimer = scene.claims.get(label);
    const fill = claimer ? palette.player[claimer] : count === 0 ? 'rgba(40, 22, 8, 0.55)' : 'rgba(40, 22, 8, 0.88)';
    badge(ctx, palette, c.x + r * 0.74, c.y + r * 0.7, Math.max(8, r * 0.34), String(count), fill);
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

  if (geo.hasTrays && scene.trays) drawTrays(ctx, palette, geo, scene.trays, t);
  drawFlights(ctx, palette, geo, scene, step, progress);
  for (const [player, hand] of scene.hands) drawHand(ctx, palette, geo, player, hand, step, progress, t);
  if (step?.banner) {
    const { key, params } = step.banner;
    /** @type {Record<string, string>} */
    const named = {};
    for (const [name, value] of Object.entries(params)) {
      named[name] = name === 'player' || name === 'owner' ? t(`player.${value}`) : value;
    }
    drawBanner(ctx, palette, geo, t(key, named), progress);
  }
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {Palette} palette  the board's colours and font
 * @param {BoardGeometry} geo
 * @param {Overlay} overlay
 */
function drawPlates(ctx, palette, geo, overlay) {
  const fontSize = Math.max(12, Math.min(18, geo.scale * 0.3));
  for (const player of /** @type {Player[]} */ (['A', 'B'])) {
    const at = geo.plate(player);
    const active = overlay.toMove === player;
    const score = overlay.plateScores ? ` · ${overlay.plateScores[player]}` : '';
    // Beside a store there is room for the player's letter only (the status names them in full).
    const text = (geo.platesBeside ? player : overlay.t(`side.${player}`)) + score;
    ctx.font = `700 ${fontSize}px ${palette.board.font}`;
    const w = ctx.measureText(text).width + fontSize * 2.6;
    const h = fontSize * 1.8;
    // Wider than a narrow upright board: kept whole inside the canvas.
    const x = Math.min(Math.max(at.x, w / 2 + 2), geo.cssWidth - w / 2 - 2);
    const p = { x, y: at.y };
    roundRect(ctx, p.x - w / 2, p.y - h / 2, w, h, h / 2);
    ctx.fillStyle = active ? palette.player[player] : 'rgba(255, 248, 235, 0.9)';
    ctx.fill();
    ctx.lineWidth = active ? 3 : 1.5;
    ctx.strokeStyle = active ? '#fff' : palette.player[player];
    ctx.stroke();
    markerPath(ctx, player, p.x - w / 2 + fontSize * 1.05, p.y, fontSize * 0.42);
    ctx.fillStyle = active ? '#fff' : palette.player[player];
    ctx.fill();
    ctx.fillStyle = active ? '#fff' : '#3b2412';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(text, p.x + fontSize * 0.5, p.y + 1);
  }
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {Palette} palette  the board's colours and font
 * @param {BoardGeometry} geo
 * @param {{ A: number, B: number }} trays
 * @param {(key: string, params?: Record<string, string | number>) => string} t
 */
function drawTrays(ctx, palette, geo, trays, t) {
  for (const player of /** @type {Player[]} */ (['A', 'B'])) {
    const r = geo.tray(player);
    const caption = `${player} · ${t(geo.hasStores ? 'tray.store' : 'tray.captured')}`;
    // The total and its caption take one end of the tray, the seeds the rest.
    const tall = r.h >= r.w;
    const split = 0.4;
    const label = tall ? { x: r.x, y: r.y, w: r.w, h: r.h * split } : { x: r.x, y: r.y, w: r.w * split, h: r.h };
    const size = Math.max(12, Math.min(label.w * 0.3, label.h * 0.3));
    if (!tall && label.h < size * 3) {
      drawShortTray(ctx, palette, geo, r, trays[player], player, caption);
      continue;
    }
    const seeds = tall ? { x: r.x, y: r.y + label.h, w: r.w, h: r.h - label.h } : { x: r.x + label.w, y: r.y, w: r.w - label.w, h: r.h };
    drawSeedTray(ctx, palette, seeds, trays[player], geo.scale * 0.08, `tray${player}`);
    const cx = label.x + label.w / 2;
    const cy = label.y + label.h * 0.42;
    countBadge(ctx, palette, cx, cy, size, trays[player], player);
    const captionSize = Math.max(9, Math.min(13, size * 0.5));
    ctx.font = `600 ${captionSize}px ${palette.board.font}`;
    ctx.fillStyle = palette.board.caption;
    ctx.fillText(caption, cx, cy + size * 0.75 + captionSize * 0.9, label.w - 4);
  }
}

/**
 * A store too short for its count over its caption (an upright board on a
 * small phone): the caption along the top, the count and the seeds under it.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Palette} palette  the board's colours and font
 * @param {BoardGeometry} geo
 * @param {Rect} r
 * @param {number} count
 * @param {Player} player
 * @param {string} caption
 */
function drawShortTray(ctx, palette, geo, r, count, player, caption) {
  const captionSize = Math.max(9, Math.min(11, r.h * 0.3));
  const top = captionSize * 1.35;
  const size = Math.max(11, Math.min(16, (r.h - top) / 1.55));
  const badgeW = size * 2.3;
  const cx = r.x + 4 + badgeW / 2;
  const cy = r.y + top + (r.h - top) / 2;
  const seeds = { x: cx + badgeW / 2, y: r.y + top * 0.7, w: r.x + r.w - cx - badgeW / 2, h: r.h - top * 0.7 };
  drawSeedTray(ctx, palette, seeds, count, geo.scale * 0.08, `tray${player}`);
  countBadge(ctx, palette, cx, cy, size, count, player);
  ctx.font = `600 ${captionSize}px ${palette.board.font}`;
  ctx.fillStyle = palette.board.caption;
  ctx.fillText(caption, r.x + r.w / 2, r.y + top * 0.55, r.w - 8);
}

/**
 * A store's or tray's total on a dark plate edged in its player's colour.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Palette} palette  the board's colours and font
 * @param {number} cx
 * @param {number} cy
 * @param {number} size  font size
 * @param {number} count
 * @param {Player} player
 */
function countBadge(ctx, palette, cx, cy, size, count, player) {
  roundRect(ctx, cx - size * 1.15, cy - size * 0.75, size * 2.3, size * 1.5, size * 0.4);
  ctx.fillStyle = 'rgba(30, 16, 5, 0.9)';
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = palette.player[player];
  ctx.stroke();
  ctx.fillStyle = '#fff';
  ctx.font = `800 ${Math.round(size)}px ${palette.board.font}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(String(count), cx, cy + 1);
}

/**
 * Seeds in the air: each one follows an arc, a little after the one before.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Palette} palette  the board's colours and font
 * @param {BoardGeometry} geo
 * @param {Scene} scene
 * @param {Step | null} step
 * @param {number} progress
 */
function drawFlights(ctx, palette, geo, scene, step, progress) {
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
      drawSeed(ctx, palette, a.x + (b.x - a.x) * local + jitter, a.y + (b.y - a.y) * local - arc + jitter, seedR, hash(`s${i}`), i);
    }
  }
}

/**
 * A hand: a disc in the player's colour holding its seeds, with the count
 * and, from the second lap on, the lap number.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Palette} palette  the board's colours and font
 * @param {BoardGeometry} geo
 * @param {Player} player
 * @param {import('./animation.js').Hand} hand
 * @param {Step | null} step
 * @param {number} progress
 * @param {(key: string, params?: Record<string, string | number>) => string} t
 */
function drawHand(ctx, palette, geo, player, hand, step, progress, t) {
  const p = handPosition(geo, player, hand.at, step, progress);
  const r = Math.max(12, geo.holeRadius * 0.72);
  ctx.save();
  ctx.shadowColor = 'rgba(0, 0, 0, 0.45)';
  ctx.shadowBlur = r * 0.5;
  ctx.shadowOffsetY = r * 0.15;
  ctx.beginPath();
  ctx.arc(p.x, p.y, r, 0, Math.PI * 2);
  ctx.fillStyle = palette.player[player];
  ctx.fill();
  ctx.restore();
  ctx.lineWidth = 2.5;
  ctx.strokeStyle = '#fff';
  ctx.stroke();
  // A few seeds peeking out of the hand.
  const peek = Math.min(hand.seeds, 5);
  for (let i = 0; i < peek; i++) {
    const a = Math.PI * (1.15 + (i / Math.max(1, peek - 1)) * 0.7);
    drawSeed(ctx, palette, p.x + Math.cos(a) * r * 0.62, p.y + Math.sin(a) * r * 0.62, r * 0.2, hash(`h${player}${i}`), a);
  }
  ctx.fillStyle = '#fff';
  ctx.font = `800 ${Math.round(r * 0.85)}px ${palette.board.font}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(String(hand.seeds), p.x, p.y + r * 0.15);
  if (hand.lap >= 2) {
    const label = t('banner.lap', { n: hand.lap });
    ctx.font = `700 ${Math.max(10, Math.round(r * 0.55))}px ${palette.board.font}`;
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
 * @param {Palette} palette  the board's colours and font
 * @param {BoardGeometry} geo
 * @param {string} text
 * @param {number} progress
 */
function drawBanner(ctx, palette, geo, text, progress) {
  const b = geo.board();
  const fade = Math.min(1, progress / 0.12, (1 - progress) / 0.12);
  const size = Math.max(13, Math.min(22, geo.scale * 0.34));
  ctx.save();
  ctx.globalAlpha = Math.max(0, fade);
  ctx.font = `700 ${size}px ${palette.board.font}`;
  const maxWidth = b.w * 0.9;
  const w = Math.min(maxWidth, ctx.measureText(text).width + size * 2);
  const h = size * 2.2;
  const cx = b.x + b.w / 2;
  const cy = b.y + b.h / 2;
  roundRect(ctx, cx - w / 2, cy - h / 2, w, h, h / 2);
  ctx.fillStyle = 'rgba(25, 12, 3, 0.88)';
  ctx.fill();
  ctx.strokeStyle = palette.board.highlight;
  ctx.lineWidth = 2;
  ctx.stroke();
  ctx.fillStyle = '#fff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, cx, cy + 1, w - size);
  ctx.restore();
}
