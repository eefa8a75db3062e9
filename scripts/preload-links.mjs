// @ts-check
// Lets each built page ask for all its code at once: a modulepreload link
// for every module its module scripts import statically (a page otherwise
// discovers them one import level at a time, a round trip per level: six
// levels deep for a board; none for a bundle, scripts/bundle.mjs), and a
// preload of the rules' wasm for a page whose code loads the engine (it is
// otherwise fetched only once that code has run). Run by scripts/build.sh
// on the pages in dist/.
// Usage: node scripts/preload-links.mjs dist/index.html dist/play.html …

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';

/** Static `import … from './x.js'`, `export … from './x.js'` and `import './x.js'` (dynamic import() is left out). */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?:[^'";]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;
/** The page's module scripts. */
const MODULE_SCRIPT = /^(\s*)<script type="module" src="([^"]+)"><\/script>$/gm;
/** The rules' wasm, relative to the assets folder. */
const ENGINE_WASM = 'pkg/mancala_wasm_bg.wasm';

/**
 * Every module `entry` imports statically, directly or not (itself included),
 * as paths relative to `siteDir`.
 * @param {string} siteDir
 * @param {string} entry
 * @param {Set<string>} found
 */
function importGraph(siteDir, entry, found) {
  if (found.has(entry)) return found;
  const file = join(siteDir, entry);
  if (!existsSync(file)) throw new Error(`preload-links.mjs: ${entry} is imported but missing from ${siteDir}`);
  found.add(entry);
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
    importGraph(siteDir, posix.normalize(posix.join(posix.dirname(entry), specifier)), found);
  }
  return found;
}

for (const page of process.argv.slice(2)) {
  const siteDir = dirname(page);
  const html = readFileSync(page, 'utf8');
  const scripts = [...html.matchAll(MODULE_SCRIPT)];
  if (scripts.length === 0) continue;
  const entries = scripts.map(([, , src]) => src);
  /** @type {Set<string>} */
  const modules = new Set();
  for (const entry of entries) importGraph(siteDir, entry, modules);
  const [, indent] = scripts[0];
  const links = [...modules].filter((module) => !entries.includes(module)).map((module) => `${indent}<link rel="modulepreload" href="${module}">`);
  // A page whose code fetches the rules' wasm: the engine's glue, or a bundle holding it (scripts/bundle.mjs).
  const engine = [...modules].find((module) => readFileSync(join(siteDir, module), 'utf8').includes(posix.basename(ENGINE_WASM)));
  if (engine) {
    // The assets folder (dist/v-<hash>/) is the first part of every module's path.
    const wasm = posix.join(engine.split('/')[0], ENGINE_WASM);
    if (!existsSync(join(siteDir, wasm))) throw new Error(`preload-links.mjs: ${wasm} is missing from ${siteDir}`);
    // crossorigin: wasm-bindgen fetches it in cors mode, and a preload is used only by a request of the same mode.
    links.unshift(`${indent}<link rel="preload" href="${wasm}" as="fetch" type="application/wasm" crossorigin>`);
  }
  // After the module scripts: they are requested first, their imports next to them.
  const last = scripts[scripts.length - 1];
  const at = /** @type {number} */ (last.index) + last[0].length;
  writeFileSync(page, `${html.slice(0, at)}\n${links.join('\n')}${html.slice(at)}`);
  console.log(`preload-links.mjs: ${relative('.', page)}: ${links.length} preloads`);
}
