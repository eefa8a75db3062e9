// @ts-check
// The board's colours and font from its element's CSS custom properties
// (style.css names them --board-*, from the page's --mancala-*), resolved by
// the browser, so a page themes the canvas as it themes the rest. Each
// colour a page gives is one base; the shades the drawing needs (the wood's
// grain gradient, the hole's depth, six seed tones) are mixed from it.

import { DEFAULT_PALETTE } from './theme.js';

/** @typedef {import('./theme.js').Palette} Palette */
/** @typedef {[number, number, number, number]} Rgba */

/** The properties read, in the order of the palette's key. */
const PROPERTIES = [
  '--board-wood',
  '--board-hole',
  '--board-seed',
  '--board-label',
  '--board-highlight',
  '--board-player-a',
  '--board-player-b',
  '--board-font',
];

/** @type {CanvasRenderingContext2D | null} a 1×1 canvas that turns any CSS colour into RGBA */
let probe = null;
/** @type {Map<string, Rgba | null>} */
const parsed = new Map();

/**
 * A CSS colour as RGBA (0–255, alpha 0–1), or null when it is not one.
 * @param {string} text
 * @returns {Rgba | null}
 */
function rgba(text) {
  if (parsed.has(text)) return parsed.get(text) ?? null;
  probe ??= document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  /** @type {Rgba | null} */
  let colour = null;
  if (probe && text !== '' && CSS.supports('color', text)) {
    probe.clearRect(0, 0, 1, 1);
    probe.fillStyle = text;
    probe.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = probe.getImageData(0, 0, 1, 1).data;
    colour = [r, g, b, a / 255];
  }
  parsed.set(text, colour);
  return colour;
}

/**
 * A colour mixed toward white (amount > 0) or black (amount < 0), as CSS.
 * @param {Rgba} colour
 * @param {number} amount  -1..1
 * @param {number} [alpha]  the result's alpha (the colour's own if absent)
 */
function mix([r, g, b, a], amount, alpha = a) {
  const target = amount > 0 ? 255 : 0;
  const k = Math.abs(amount);
  const channel = (/** @type {number} */ c) => Math.round(c + (target - c) * k);
  return `rgba(${channel(r)}, ${channel(g)}, ${channel(b)}, ${alpha})`;
}

/**
 * The raw values of the board's properties on `element` (resolved by the
 * browser), one string: the same string means the same palette.
 * @param {Element} element
 */
export function paletteKey(element) {
  const style = getComputedStyle(element);
  return PROPERTIES.map((name) => style.getPropertyValue(name).trim()).join('|');
}

/**
 * The palette of a key from paletteKey; a value that is not a colour (or
 * missing: the element is not styled yet) keeps the default's.
 * @param {string} key
 * @param {Palette} fallback  the default look (theme.js `DEFAULT_PALETTE`)
 * @returns {Palette}
 */
export function paletteFrom(key, fallback) {
  const [wood, hole, seed, label, highlight, playerA, playerB, font] = key.split('|');
  const board = { ...fallback.board };
  const player = { ...fallback.player };
  const playerLight = { ...fallback.playerLight };
  const woodRgba = rgba(wood);
  if (woodRgba) board.wood = [mix(woodRgba, 0.18), mix(woodRgba, 0), mix(woodRgba, -0.19)];
  const holeRgba = rgba(hole);
  if (holeRgba) {
    board.hole = [mix(holeRgba, 0), mix(holeRgba, 0.1), mix(holeRgba, -0.38)];
    board.tray = [mix(holeRgba, -0.16), mix(holeRgba, 0.1)];
  }
  const seedRgba = rgba(seed);
  if (seedRgba) board.seeds = [0.45, 0.22, -0.06, 0.35, -0.12, 0].map((amount) => mix(seedRgba, amount));
  const labelRgba = rgba(label);
  if (labelRgba) {
    board.label = mix(labelRgba, 0, 0.85);
    board.caption = mix(labelRgba, 0, 0.95);
  }
  if (rgba(highlight)) board.highlight = highlight;
  for (const [side, text] of /** @type {const} */ ([
    ['A', playerA],
    ['B', playerB],
  ])) {
    const colour = rgba(text);
    if (!colour) continue;
    player[side] = mix(colour, 0, 1);
    playerLight[side] = mix(colour, 0.62, 1);
  }
  if (font) board.font = font;
  return { key, board, player, playerLight };
}

/**
 * The palette `element`'s CSS gives now: `current` itself while the
 * properties are the ones it was made from, else a new one (a theme
 * attribute, the system's dark mode, the page's own properties changed).
 * @param {Element} element
 * @param {Palette} current
 * @returns {Palette}
 */
export function paletteNow(element, current) {
  const key = paletteKey(element);
  if (key === current.key) return current;
  if (element instanceof HTMLElement) {
    // Read-only test hook: the theme's raw values as the board read them.
    element.dataset.palette = key;
  }
  return paletteFrom(key, DEFAULT_PALETTE);
}
