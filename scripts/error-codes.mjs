// @ts-check
// Writes the package README's table of the engine's error codes (the
// `code` of a refused call's Error and of its `error` event) in place of
// its marker line, from the built engine's own lists (EngineCode and
// BlockedCode in www/pkg/mancala_wasm.d.ts, written from the rules' codes by
// crates/wasm/build.rs) and each code's English words (www/i18n):
// scripts/package.sh runs it on the packed README, so the list cannot
// drift from the engine's.
//
// Usage: node scripts/error-codes.mjs README.md

import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EN } from '../www/i18n/en.js';
import { ERRORS_EN } from '../www/i18n/errors-en.js';

/** The line of the package's README the table replaces. */
export const MARKER = '<!-- engine error codes: written by scripts/error-codes.mjs -->';

/**
 * The codes of one of the engine's TypeScript unions.
 * @param {string} declarations  the text of www/pkg/mancala_wasm.d.ts
 * @param {'EngineCode' | 'BlockedCode'} name
 * @returns {string[]}
 */
export function engineCodes(declarations, name) {
  const union = new RegExp(`export type ${name} = ([^;]+);`).exec(declarations)?.[1];
  if (!union) throw new Error(`the engine's declarations have no ${name}`);
  return [...union.matchAll(/'([a-z0-9-]+)'/g)].map((match) => match[1]);
}

/**
 * The table: each code with the words the element shows for it.
 * @param {string} declarations
 */
export function codeTable(declarations) {
  /** @type {Record<string, string>} */
  const words = { ...EN, ...ERRORS_EN };
  const rows = [
    ...engineCodes(declarations, 'EngineCode').map((code) => [code, words[`engine.${code}`]]),
    ...engineCodes(declarations, 'BlockedCode').map((code) => [code, words[`blocked.${code}`]]),
  ];
  for (const [code, text] of rows) if (!text) throw new Error(`the engine's code ${code} has no English words in www/i18n`);
  return [
    "| code | the element says (`{…}`: the error's `args`) |",
    '|---|---|',
    ...rows.map(([code, text]) => `| \`${code}\` | ${text.replaceAll('|', '\\|')} |`),
  ].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [readme] = process.argv.slice(2);
  if (!readme) throw new Error('usage: node scripts/error-codes.mjs README.md');
  const text = readFileSync(readme, 'utf8');
  if (!text.includes(MARKER)) throw new Error(`${readme} has no line ${MARKER}`);
  const declarations = readFileSync(new URL('../www/pkg/mancala_wasm.d.ts', import.meta.url), 'utf8');
  writeFileSync(readme, text.replace(MARKER, codeTable(declarations)));
}
