// @ts-check
// An esbuild plugin for bundles written into the folder their modules came
// from (the site's page bundles, scripts/bundle.mjs; the package's prebuilt
// entry, scripts/prebuilt-entry.mjs): each module's `import.meta.url` is
// written as the module's own address, so the addresses it makes (the
// stylesheet, the wasm, the worker, the lessons) are what they were
// unbundled.

import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

/**
 * @param {string} folder  the folder the modules sit in and the bundle is written to
 * @returns {import('esbuild').Plugin}
 */
export function ownAddress(folder) {
  return {
    name: 'own-address',
    setup(plugin) {
      plugin.onLoad({ filter: /\.js$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const own = relative(folder, args.path).split('\\').join('/');
        return { contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(own)}, import.meta.url).href`), loader: 'js' };
      });
    },
  };
}
