// @ts-check
// The built pages' code, bundled and minified by esbuild: each page loads
// its entry file and the chunks it imports (preloaded, so they come in
// parallel), and what only one mode needs (a lesson, a puzzle) comes in a
// chunk of its own, fetched when a board opens in that mode (modes/index.js). On a
// slow phone every request has its cost and every byte its parse time: the
// pages' code is some forty modules up to six imports deep
// (docs/PERFORMANCE.md, "Page audits"). The modules themselves stay in
// dist/ for <mancala-game> on other sites and for the AI worker.
//
// Every output sits in the assets folder itself, and each module's
// `import.meta.url` is written as the module's own address
// (scripts/own-address.mjs).
// Usage: node scripts/bundle.mjs dist/index.html dist/play.html …

import { readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { build } from 'esbuild';
import { ownAddress } from './own-address.mjs';

/**
 * The page's module scripts, one a line. The first may say
 * `data-after-first-paint`: the page's code is then fetched once its first
 * paint is on screen (writeAfterPaint).
 */
const MODULE_SCRIPT = /^([^\S\n]*)<script type="module" src="([^"]+)"( data-after-first-paint)?><\/script>\n/gm;
/**
 * The page's first script (`data-first-paint`), an entry of its own: it runs
 * as soon as it and its few chunks are in, without waiting for the rest of
 * the page's code, and paints the board's start (pages/first-paint.js).
 * What it shares with the page's entry is in shared chunks, loaded once.
 */
const FIRST_SCRIPT = /^([^\S\n]*)<script type="module" src="([^"]+)" data-first-paint><\/script>\n/m;

const pages = process.argv.slice(2).map((path) => {
  const html = readFileSync(path, 'utf8');
  const matches = [...html.matchAll(MODULE_SCRIPT)];
  const scripts = matches.map((match) => match[2]);
  const afterPaint = matches.some((match) => match[3]);
  if (scripts.length === 0) throw new Error(`bundle.mjs: ${path} has no module script`);
  // Every script's address starts with the assets folder: v-<hash>/app.js.
  const folder = scripts[0].split('/')[0];
  for (const src of scripts) {
    if (!src.startsWith(`${folder}/`)) throw new Error(`bundle.mjs: ${path}: ${src} is not in ${folder}/`);
  }
  const first = html.match(FIRST_SCRIPT)?.[2] ?? null;
  if (first && !first.startsWith(`${folder}/`)) throw new Error(`bundle.mjs: ${path}: ${first} is not in ${folder}/`);
  return { path, html, folder, scripts, first, afterPaint, name: basename(path, '.html') };
});
const folders = new Set(pages.map((page) => page.folder));
if (folders.size !== 1) throw new Error(`bundle.mjs: the pages load from ${[...folders].join(' and ')}, not one assets folder`);
const assetsDir = join(dirname(pages[0].path), pages[0].folder);

/** @type {import('esbuild').Plugin} */
const pageEntries = {
  name: 'page-entries',
  setup(plugin) {
    // A page's entry: its module scripts, imported in the order the page ran them.
    plugin.onResolve({ filter: /^page:/ }, (args) => ({ path: args.path.slice('page:'.length), namespace: 'page' }));
    plugin.onLoad({ filter: /.*/, namespace: 'page' }, (args) => {
      const page = pages.find((p) => p.name === args.path);
      if (!page) throw new Error(`bundle.mjs: no page ${args.path}`);
      const contents = page.scripts.map((src) => `import './${src.slice(page.folder.length + 1)}';`).join('\n');
      return { contents, resolveDir: assetsDir, loader: 'js' };
    });
  },
};

// One build a page, split (esbuild's splitting): what the page runs at load
// is its entry and the chunks that entry imports, and each mode it may load
// on demand (modes/index.js) is a chunk of its own with what only that mode needs.
// A chunk's name is a hash of its contents, so one the pages share has the
// same name in each build.
/** @type {import('esbuild').Metafile['outputs']} */
const outputs = {};
for (const page of pages) {
  const result = await build({
    entryPoints: [
      { in: `page:${page.name}`, out: `${page.name}.bundle` },
      ...(page.first ? [{ in: join(assetsDir, page.first.slice(page.folder.length + 1)), out: `${page.name}.first-paint` }] : []),
    ],
    outdir: assetsDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    // Comments (with the JSDoc about a third of the front end's bytes) and
    // whitespace out, local names shortened.
    minify: true,
    legalComments: 'none',
    chunkNames: 'chunk-[hash]',
    metafile: true,
    plugins: [pageEntries, ownAddress(assetsDir)],
    logLevel: 'warning',
  });
  Object.assign(outputs, result.metafile.outputs);
}
/**
 * The output file of a build named `out` and the chunks it imports statically (fetched with it, not after it).
 * @param {string} out
 */
function outputOf(out) {
  const key = Object.keys(outputs).find((path) => basename(path) === out);
  if (!key) throw new Error(`bundle.mjs: esbuild wrote no ${out}`);
  const chunks = outputs[key].imports.filter((i) => i.kind === 'import-statement').map((i) => basename(i.path));
  return { key, chunks };
}
/**
 * A page whose first screenful is its own HTML (index.html: its words, the
 * games' pictures) loads its code once that is painted, from a loader of a
 * few lines: its code, arriving first on a fast network, is otherwise run
 * before the first paint (a long task the paint waits for), and Lighthouse's
 * simulated phone counts every request that ended before the Largest
 * Contentful Paint it saw (the page's words at its first paint) into that
 * paint: 2.0 s with the code and the engine's wasm, against 0.8 s for the
 * HTML and CSS alone (docs/PERFORMANCE.md, "Page audits"). A frame's
 * animation callbacks run before its paint, so the second frame's come
 * after the first's (pages/after-first-paint.js).
 * @param {string} name  the page's name
 * @param {string} bundle  its code's file
 * @returns {Promise<string>} the loader's file
 */
async function writeAfterPaint(name, bundle) {
  const loader = `${name}.after-paint.js`;
  await build({
    stdin: {
      contents: `import { loadAfterFirstPaint } from './pages/after-first-paint.js';\nloadAfterFirstPaint(() => import('./${bundle}'));\n`,
      resolveDir: assetsDir,
      loader: 'js',
    },
    outfile: join(assetsDir, loader),
    bundle: true,
    external: [`./${bundle}`],
    format: 'esm',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  return loader;
}

for (const page of pages) {
  const out = `${page.name}.bundle.js`;
  const { key, chunks: pageChunks } = outputOf(out);
  const firstOut = `${page.name}.first-paint.js`;
  const firstOutput = page.first ? outputOf(firstOut) : null;
  const firstChunks = firstOutput?.chunks ?? [];
  // The first script's chunks at the usual priority: its start paints at the page's first paint or soon after.
  const html = page.html.replace(FIRST_SCRIPT, (_, indent) => {
    const preloads = firstChunks.map((chunk) => `${indent}<link rel="modulepreload" href="${page.folder}/${chunk}">\n`).join('');
    return `${preloads}${indent}<script type="module" src="${page.folder}/${firstOut}"></script>\n`;
  });
  const chunks = pageChunks.filter((chunk) => !firstChunks.includes(chunk));
  if (page.afterPaint && chunks.length > 0) throw new Error(`bundle.mjs: ${page.path}: code loaded after the first paint has no shared chunks to preload`);
  const afterPaint = page.afterPaint ? await writeAfterPaint(page.name, out) : null;
  let first = true;
  const rewritten = html.replace(MODULE_SCRIPT, (whole, indent, src) => {
    // The first script, rewritten above, stays as it is.
    if (src.endsWith(`/${firstOut}`)) return whole;
    if (!first) return '';
    first = false;
    if (afterPaint) return `${indent}<script type="module" src="${page.folder}/${afterPaint}"></script>\n`;
    // At the entry's own low priority (build.sh): the first paint needs only HTML and CSS.
    const preloads = chunks.map((chunk) => `${indent}<link rel="modulepreload" fetchpriority="low" href="${page.folder}/${chunk}">\n`).join('');
    return `${preloads}${indent}<script type="module" src="${page.folder}/${out}"></script>\n`;
  });
  writeFileSync(page.path, rewritten);
  const lazy = outputs[key].imports.filter((i) => i.kind === 'dynamic-import').length;
  const size = (/** @type {string} */ path) => outputs[path]?.bytes ?? 0;
  const eager =
    size(key) + (firstOutput ? size(firstOutput.key) : 0) + [...chunks, ...firstChunks].reduce((sum, chunk) => sum + size(join(dirname(key), chunk)), 0);
  console.log(
    `bundle.mjs: ${page.path}: ${page.scripts.length} scripts in ${page.folder}/${out}${firstOutput ? ` after ${firstOut} (${size(firstOutput.key) + firstChunks.reduce((sum, chunk) => sum + size(join(dirname(key), chunk)), 0)} bytes, ${firstChunks.length} chunks)` : ''}, ${eager} bytes at load (${chunks.length + firstChunks.length} shared chunks), ${lazy} chunks on demand`,
  );
}
