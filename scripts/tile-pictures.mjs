// @ts-check
// The info page's game tiles show each board at its start position as a
// small static picture (www/pages/tiles/GAME.svg, a few hundred bytes each): no
// script, no canvas, no layout shift, drawn before the engine is in. Drawn
// here from the built engine's start view (its rows, columns, stores and
// seeds), so a change of a game's start shows in its tile once this is run
// again. Usage: node scripts/tile-pictures.mjs (after scripts/build.sh).

import { writeFileSync } from 'node:fs';
import { loadBuiltEngine } from '../tests/e2e/helpers.mjs';

const HOLE = 20;
const MARGIN = 6;
/** Where a hole's seeds sit, by how many there are (up to four drawn). */
const SEED_SPOTS = [
  [],
  [[0, 0]],
  [
    [-3, 0],
    [3, 0],
  ],
  [
    [-3, 2],
    [3, 2],
    [0, -3],
  ],
  [
    [-3, -3],
    [3, -3],
    [-3, 3],
    [3, 3],
  ],
];

const { Game } = await loadBuiltEngine();
for (const { key } of Game.games()) {
  const game = new Game(key, {});
  const view = game.view();
  game.free();
  const store = view.has_stores ? HOLE : 0;
  const width = view.cols * HOLE + 2 * store + 2 * MARGIN;
  const height = view.rows * HOLE + 2 * MARGIN;
  const parts = [`<rect width="${width}" height="${height}" rx="8" fill="#9a5f2e"/>`];
  if (store) {
    for (const x of [MARGIN + store / 2, width - MARGIN - store / 2]) {
      parts.push(`<rect x="${x - 7}" y="${MARGIN + 3}" width="14" height="${height - 2 * MARGIN - 6}" rx="7" fill="#4a2a12"/>`);
    }
  }
  for (const hole of view.holes) {
    const cx = MARGIN + store + hole.col * HOLE + HOLE / 2;
    const cy = MARGIN + hole.row * HOLE + HOLE / 2;
    parts.push(`<circle cx="${cx}" cy="${cy}" r="8" fill="#4a2a12"/>`);
    for (const [dx, dy] of SEED_SPOTS[Math.min(hole.seeds, 4)]) parts.push(`<circle cx="${cx + dx}" cy="${cy + dy}" r="2.2" fill="#e4c79a"/>`);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${parts.join('')}</svg>\n`;
  writeFileSync(new URL(`../www/pages/tiles/${key}.svg`, import.meta.url), svg);
  console.log(`tile-pictures.mjs: www/pages/tiles/${key}.svg ${width}×${height}, ${svg.length} bytes`);
}
