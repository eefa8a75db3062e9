// @ts-check
// Times the engine's JS API as the page calls it, in Node's V8 (Chromium's
// engine) on the release build in dist/: instantiation, then whole games
// of each kind played through play() and view(), then record round trips;
// the fastest of a few rounds, since the machine may be busy.
// Usage: bash scripts/build.sh && node scripts/wasm-bench.mjs
// Prints a Markdown table for docs/PERFORMANCE.md.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
// The assets sit in dist/v-<build hash>/ (scripts/build.sh).
const ASSETS = existsSync(join(ROOT, 'dist')) ? readdirSync(join(ROOT, 'dist')).find((name) => name.startsWith('v-')) : undefined;
const PKG = join(ROOT, 'dist', ASSETS ?? 'v-missing', 'pkg');
const GAMES_PER_KIND = 200;
const ROUNDS = 3;

if (!existsSync(join(PKG, 'mancala_wasm.js'))) {
  console.error('wasm-bench: no dist/v-*/pkg; run bash scripts/build.sh first');
  process.exit(1);
}
const { default: init, Game } = await import(join(PKG, 'mancala_wasm.js'));
const bytes = readFileSync(join(PKG, 'mancala_wasm_bg.wasm'));
const initStart = performance.now();
await init({ module_or_path: bytes });
const initMs = performance.now() - initStart;

/**
 * Plays GAMES_PER_KIND whole games of `key`, timing each kind of call.
 * @param {string} key
 */
function timeGames(key) {
  let moves = 0;
  let playMs = 0;
  let viewMs = 0;
  let views = 0;
  let recordMs = 0;
  for (let n = 0; n < GAMES_PER_KIND; n++) {
    const game = new Game(key);
    for (let ply = 0; ; ply++) {
      let start = performance.now();
      const view = game.view();
      viewMs += performance.now() - start;
      views++;
      if (view.over) break;
      // A fixed spread of choices: every run plays the same games.
      const move = view.legal_moves[(ply * 7 + n * 3 + 1) % view.legal_moves.length];
      start = performance.now();
      game.play(move);
      playMs += performance.now() - start;
      moves++;
    }
    const start = performance.now();
    const replayed = Game.fromRecord(game.record());
    recordMs += performance.now() - start;
    if (replayed.positionText() !== game.positionText()) {
      throw new Error(`${key}: the record of game ${n} did not replay to the same position`);
    }
    replayed.free();
    game.free();
  }
  return { moves, play: playMs / moves, view: viewMs / views, record: recordMs / GAMES_PER_KIND };
}

/** @param {number} ms */
const micros = (ms) => (ms * 1000).toFixed(1);

console.log(`instantiate (compile + init) ${initMs.toFixed(1)} ms`);
console.log(`fastest of ${ROUNDS} rounds per figure (the machine is shared)`);
console.log('');
console.log('| game | games | moves | play() µs/move | view() µs/call | record() + fromRecord() µs/game |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const { key } of Game.games()) {
  const rounds = Array.from({ length: ROUNDS }, () => timeGames(key));
  const fastest = (/** @type {'play' | 'view' | 'record'} */ figure) => Math.min(...rounds.map((r) => r[figure]));
  console.log(`| ${key} | ${GAMES_PER_KIND} | ${rounds[0].moves} | ${micros(fastest('play'))} | ${micros(fastest('view'))} | ${micros(fastest('record'))} |`);
}
