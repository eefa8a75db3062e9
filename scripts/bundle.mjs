// @ts-check
// One file for a built page's code: every module its module scripts import,
// directly or not, each in its own function scope in the order the browser
// would run them, minified (esbuild); the page then
// loads that file alone. On a slow phone connection every request has its
// cost, and the pages' code is some thirty-five modules up to six imports
// deep (docs/PERFORMANCE.md, "Page audits"). The modules themselves stay in
// dist/ for <mancala-game> on other sites and for the AI worker.
//
// It reads the front end's own module style only: `import { a, b as c } from
// './x.js'`, `import d, { … } from`, `export function|class|const`,
// `export { a, b as c }` and `export { a } from`, no top-level await;
// anything else it refuses.
// Usage: node scripts/bundle.mjs dist/index.html dist/play.html …

import { readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, posix } from 'node:path';
import { transformSync } from 'esbuild';

const IMPORT = /^import\s+(?:([A-Za-z_$][\w$]*)\s*,\s*)?\{([^}]*)\}\s*from\s*'(\.{1,2}\/[^']+)';?[^\S\n]*$/gm;
const REEXPORT = /^export\s*\{([^}]*)\}\s*from\s*'(\.{1,2}\/[^']+)';?[^\S\n]*$/gm;
const EXPORT_LIST = /^export\s*\{([^}]*)\};?[^\S\n]*$/gm;
const EXPORT_DECLARATION = /^export\s+(?:async\s+)?(function\*?|class|const)\s+([A-Za-z_$][\w$]*)/gm;

/** The page's module scripts, one a line. */
const MODULE_SCRIPT = /^([^\S\n]*)<script type="module" src="([^"]+)"><\/script>\n/gm;

/** @type {Map<string, { name: string, body: string }>} each module of the page at hand by path, in the order they run */
const modules = new Map();
/** The page's assets folder (dist/v-<hash>/), where module paths start. */
let assetsDir = '';

/**
 * `a, b as c` (comments allowed between) as [local, exported] pairs.
 * @param {string} list
 * @returns {[string, string][]}
 */
function names(list) {
  return list
    .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [local, exported = local] = part.split(/\s+as\s+/);
      return [local, exported];
    });
}

/**
 * Adds a module after everything it imports (depth first, in import order:
 * the order in which the browser evaluates a module graph without cycles).
 * @param {string} path  relative to the assets folder
 * @param {string[]} chain  the imports that led here, to name a cycle
 * @returns {string} the module's variable in the bundle
 */
function add(path, chain) {
  const known = modules.get(path);
  if (known) return known.name;
  if (chain.includes(path)) throw new Error(`bundle.mjs: import cycle ${[...chain, path].join(' → ')}`);
  const source = readFileSync(join(assetsDir, path), 'utf8');
  const from = (/** @type {string} */ specifier) => add(posix.normalize(posix.join(posix.dirname(path), specifier)), [...chain, path]);
  /** @type {string[]} */
  const head = [];
  /** @type {string[]} the returned object's entries */
  const exported = [];
  let body = source
    .replace(IMPORT, (_, defaultName, list, specifier) => {
      const bindings = names(list).map(([imported, local]) => (imported === local ? local : `${imported}: ${local}`));
      if (defaultName) bindings.unshift(`default: ${defaultName}`);
      head.push(`const { ${bindings.join(', ')} } = ${from(specifier)};`);
      return '';
    })
    .replace(REEXPORT, (_, list, specifier) => {
      const module = from(specifier);
      for (const [local, as] of names(list)) exported.push(`${as}: ${module}.${local}`);
      return '';
    })
    .replace(EXPORT_LIST, (_, list) => {
      for (const [local, as] of names(list)) if (local) exported.push(local === as ? local : `${as}: ${local}`);
      return '';
    })
    .replace(EXPORT_DECLARATION, (declaration, _kind, name) => {
      exported.push(name);
      return declaration.replace(/^export\s+/, '');
    })
    // The module's own address, as it would have had it unbundled.
    .replaceAll('import.meta.url', `new URL(${JSON.stringify(path)}, import.meta.url).href`);
  const leftover = /^\s*(?:import(?:\s+[\w{*]|\s*['"{*])|export[\s{*])/m.exec(body);
  if (leftover) throw new Error(`bundle.mjs: ${path} has an import or export this bundler does not read: ${leftover[0].trim()}…`);
  // Formatted code: a top-level statement starts at the line's start.
  if (/^(?:await\b|for await\b|(?:const|let|var)\s[^=\n]*=\s*await\b)/m.test(body)) {
    throw new Error(`bundle.mjs: ${path} awaits at its top level, which a function scope cannot`);
  }
  body = `${head.join('\n')}\n${body}\nreturn { ${exported.join(', ')} };`;
  const name = `module${modules.size}_${path.replace(/\W+/g, '_')}`;
  modules.set(path, { name, body });
  return name;
}

for (const page of process.argv.slice(2)) {
  const html = readFileSync(page, 'utf8');
  const scripts = [...html.matchAll(MODULE_SCRIPT)];
  if (scripts.length === 0) throw new Error(`bundle.mjs: ${page} has no module script`);
  // Every script's address starts with the assets folder: v-<hash>/app.js.
  const folder = scripts[0][2].split('/')[0];
  assetsDir = join(dirname(page), folder);
  modules.clear();
  for (const [, , src] of scripts) {
    if (!src.startsWith(`${folder}/`)) throw new Error(`bundle.mjs: ${page}: ${src} is not in ${folder}/`);
    add(src.slice(folder.length + 1), []);
  }
  const parts = [...modules].map(([path, { name, body }]) => `// ${path}\nconst ${name} = (() => {\n${body}\n})();`);
  // Minified by esbuild: comments (with the JSDoc about a third of the
  // front end's bytes) and whitespace out, local names shortened.
  const { code: text } = transformSync(parts.join('\n'), { format: 'esm', target: 'es2022', minify: true, legalComments: 'none' });
  const out = `${basename(page, '.html')}.bundle.js`;
  writeFileSync(join(assetsDir, out), text);
  // The first script loads the bundle; the others go.
  let first = true;
  const rewritten = html.replace(MODULE_SCRIPT, (_, indent) => {
    if (!first) return '';
    first = false;
    return `${indent}<script type="module" src="${folder}/${out}"></script>\n`;
  });
  writeFileSync(page, rewritten);
  console.log(`bundle.mjs: ${page}: ${scripts.length} scripts, ${modules.size} modules in ${folder}/${out}, ${text.length} bytes`);
}
