// @ts-check
// Writes the package's prebuilt entry for a page without a bundler (plain
// HTML, an import map, a CDN): mancala-game.min.js, the element's modules
// in one minified file. Unbundled, mancala-game.js is some sixty modules
// fetched in waves, up to six imports deep: on a slow network most of a
// page's wait (docs/PERFORMANCE.md). With this file a board is ready after
// four requests: the page, the file, the stylesheet and the engine's wasm.
// The Spanish texts, the English texts of the panels loaded on demand
// (i18n/more-en.js) and the friend link's QR code, which import nothing
// the element does, are files of their own (mancala-game.min-NAME.js),
// fetched when a board needs them; the element's other modules loaded on
// demand (a lesson's, a puzzle's) are in the file, as esbuild's splitting
// would put the code they share with the element in chunks of their own,
// each one more request before a board. The file sits in the package's
// folder, and each module's import.meta.url is written as the module's own
// address (scripts/own-address.mjs), so it finds the stylesheet, the wasm,
// the worker, the lessons and the puzzles where mancala-game.js does.
// scripts/package.sh runs it on the staged package.
//
// Usage: node scripts/prebuilt-entry.mjs PACKAGE_DIR

import { basename, relative, resolve } from 'node:path';
import { build } from 'esbuild';
import { ownAddress } from './own-address.mjs';

/** The modules loaded on demand that stay files of their own, by their prebuilt names. */
const APART = {
  'i18n/spanish.js': 'mancala-game.min-spanish.js',
  'i18n/more-en.js': 'mancala-game.min-more-en.js',
  'modes/friend/friend-qr.js': 'mancala-game.min-friend-qr.js',
};

const [dir] = process.argv.slice(2);
if (!dir) throw new Error('usage: node scripts/prebuilt-entry.mjs PACKAGE_DIR');
const folder = resolve(dir);

/**
 * A module of APART, imported on demand, is left to its own prebuilt file.
 * @type {import('esbuild').Plugin}
 */
const apart = {
  name: 'apart',
  setup(plugin) {
    plugin.onResolve({ filter: /^\./ }, (args) => {
      const path = relative(folder, resolve(args.resolveDir, args.path)).split('\\').join('/');
      const own = APART[/** @type {keyof APART} */ (path)];
      if (!own || args.kind !== 'dynamic-import') return undefined;
      return { path: `./${own}`, external: true };
    });
  },
};

/** @type {import('esbuild').BuildOptions} */
const common = { bundle: true, format: 'esm', target: 'es2022', minify: true, legalComments: 'none', logLevel: 'warning', metafile: true };
const entry = await build({
  ...common,
  entryPoints: [resolve(folder, 'mancala-game.js')],
  outfile: resolve(folder, 'mancala-game.min.js'),
  plugins: [apart, ownAddress(folder)],
});
for (const [module, own] of Object.entries(APART)) {
  await build({ ...common, entryPoints: [resolve(folder, module)], outfile: resolve(folder, own), plugins: [ownAddress(folder)] });
}
const [written] = Object.values(entry.metafile?.outputs ?? {});
if (!written) throw new Error('prebuilt-entry.mjs: esbuild wrote no mancala-game.min.js');
const imported = written.imports.map((i) => basename(i.path));
const strays = imported.filter((name) => !Object.values(APART).includes(name));
if (strays.length > 0) throw new Error(`prebuilt-entry.mjs: mancala-game.min.js imports ${strays.join(', ')}`);
console.log(`prebuilt-entry.mjs: mancala-game.min.js, ${written.bytes} bytes; on demand ${imported.join(', ')}`);
