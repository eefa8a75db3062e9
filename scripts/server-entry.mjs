// @ts-check
// Writes the package's entry for servers that render React Server
// Components (the `react-server` export condition, which Next.js' App
// Router picks for a Server Component's imports): the element module's
// exports as Node reads them (it defines nothing there), with no import and
// no `new URL(…, import.meta.url)` for the server's bundler to follow (it
// cannot resolve the stylesheet's). scripts/package.sh runs it on the
// staged package; tests/e2e/examples.test.mjs imports it.
//
// Usage: node scripts/server-entry.mjs PACKAGE_DIR

import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [dir] = process.argv.slice(2);
if (!dir) throw new Error('usage: node scripts/server-entry.mjs PACKAGE_DIR');
const element = await import(pathToFileURL(resolve(dir, 'mancala-game.js')).href);
const exported = Object.keys(element).sort();
const expected = ['ATTRIBUTES', 'MODES', 'MancalaGameElement', 'setAssetPath', 'setTranslator'];
if (JSON.stringify(exported) !== JSON.stringify(expected)) {
  throw new Error(`mancala-game.js exports ${exported.join(', ')}; the server entry is written for ${expected.join(', ')}`);
}
writeFileSync(
  join(dir, 'mancala-game.server.js'),
  `// <mancala-game> on a server that renders React Server Components (written by
// scripts/server-entry.mjs): the exports of mancala-game.js, defining nothing.
// The element is defined where a browser imports the package: in Next.js, a
// 'use client' component (README.md, "Server-side rendering").

export const ATTRIBUTES = Object.freeze(${JSON.stringify(element.ATTRIBUTES)});
export const MODES = Object.freeze(${JSON.stringify(element.MODES)});
/** Does nothing on a server: the folder is named where the browser runs. */
export function setAssetPath() {}
/** Does nothing on a server: the words are set where the browser runs. */
export function setTranslator() {}
/** The element's class on a server: a plain class, never defined as an element there. */
export class MancalaGameElement {
  static observedAttributes = ATTRIBUTES;
  static setAssetPath() {}
  static setTranslator() {}
}
`,
);
