// @ts-check
// Writes the package's TypeScript declarations (mancala-game.d.ts) from its
// custom-elements.json, which @custom-elements-manifest/analyzer generates
// from the element's JSDoc (scripts/package.sh runs both): one source, so
// the types and the manifest cannot disagree. The attributes become
// MancalaGameAttributes (also the JSX IntrinsicElements entry), each
// event's `CustomEvent<{…}>` a detail type and an entry of the element's
// event map (its own addEventListener's, never the DOM's maps of every
// element), the members the class's declarations.
//
// Usage: node scripts/element-types.mjs custom-elements.json mancala-game.d.ts

import { readFileSync, writeFileSync } from 'node:fs';

const [manifestPath, target] = process.argv.slice(2);
if (!manifestPath || !target) throw new Error('usage: node scripts/element-types.mjs custom-elements.json mancala-game.d.ts');

/**
 * @typedef {{ text: string }} Type
 * @typedef {{ name: string, type?: Type, optional?: boolean, description?: string }} Parameter
 * @typedef {{ kind: string, name: string, static?: boolean, readonly?: boolean, type?: Type, parameters?: Parameter[], return?: { type?: Type }, description?: string }} Member
 * @typedef {{ name: string, type?: Type, description?: string }} Described
 */

/** The game keys, from the built engine's list of games (www/pkg): a new game's key comes with it. */
async function gameKeys() {
  const { Game, initSync } = await import('../www/pkg/mancala_wasm.js');
  initSync({ module: readFileSync(new URL('../www/pkg/mancala_wasm_bg.wasm', import.meta.url)) });
  return Game.games().map((g) => g.key);
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
/** @type {any[]} */
const declarations = manifest.modules.flatMap((/** @type {any} */ module) => module.declarations ?? []);
const element = declarations.find((declaration) => declaration.customElement);
if (!element) throw new Error(`${manifestPath} declares no custom element`);
const tag = /** @type {string} */ (element.tagName);

/**
 * A JSDoc comment at an indent.
 * @param {string | undefined} text
 * @param {string} indent
 */
function doc(text, indent) {
  if (!text) return '';
  const lines = text.trim().split('\n');
  return `${indent}/**\n${lines.map((line) => `${indent} * ${line.trim()}`).join('\n')}\n${indent} */\n`;
}

/**
 * `before-move` → `BeforeMove`.
 * @param {string} name
 */
const pascal = (name) => name.replace(/(^|-)([a-z])/g, (_, __, letter) => letter.toUpperCase());

/**
 * The `{…}` of an event's `CustomEvent<{…}>`.
 * @param {Described} event
 */
function detailOf(event) {
  const text = event.type?.text ?? '';
  const match = /^CustomEvent<(\{.*\})>$/s.exec(text);
  if (!match) throw new Error(`the ${event.name} event's type is not CustomEvent<{…}>: ${text}`);
  return match[1];
}

/** @type {Described[]} */
const events = element.events ?? [];
/** @type {Described[]} */
const attributes = element.attributes ?? [];
/** @type {Member[]} */
const members = element.members ?? [];
/**
 * DOM event maps whose own events have these names with other types: the
 * element's typed `change` and `error` are declared on the element only.
 */
const TAKEN = new Set(['change', 'error']);

const out = [];
out.push(`// The <${tag}> element's types, written by scripts/element-types.mjs from
// custom-elements.json (itself generated from the element's JSDoc): do not edit.
// Importing the package defines the element (in a browser only).

/** A player: A (orange, at the top by default) or B (blue, at the bottom). */
export type Player = 'A' | 'B';

/** The games the element plays (its \`game\` attribute). */
export type GameKey = ${(await gameKeys()).map((key) => `'${key}'`).join(' | ')};
`);

for (const event of events) {
  out.push(`${doc(event.description, '')}export interface ${pascal(event.name)}Detail ${detailOf(event)}\n`);
}

out.push(`/** The Error a method throws for refused input: \`code\` says why (the engine's code when the engine refused it). */
export interface MancalaError extends Error {
  code?: string;
  args?: Record<string, string>;
}

/** The element's own events. */
export interface MancalaGameEventMap {
${events.map((event) => `  '${event.name}': CustomEvent<${pascal(event.name)}Detail>;`).join('\n')}
}

/**
 * The element's events that bubble out of it. The DOM's own event maps are
 * left alone (another element's \`move\` or \`ready\` is not this one's); a page
 * that listens on an ancestor may add them to its own:
 * \`declare global { interface DocumentEventMap extends MancalaGameBubblingEventMap {} }\`.
 */
export interface MancalaGameBubblingEventMap {
${events
  .filter((event) => !TAKEN.has(event.name))
  .map((event) => `  '${event.name}': CustomEvent<${pascal(event.name)}Detail>;`)
  .join('\n')}
}

/** The values of the element's attributes (all optional, all strings in HTML; \`readonly\` is present or not). */
export interface MancalaGameAttributes {
${attributes.map((attribute) => `${doc(attribute.description, '  ')}  '${attribute.name}'?: ${attribute.type?.text === 'boolean' ? "boolean | ''" : (attribute.type?.text ?? 'string')};`).join('\n')}
}
`);

const classLines = ['  static readonly observedAttributes: string[];'];
for (const member of members) {
  const head = doc(member.description, '  ');
  if (member.kind === 'method') {
    const parameters = (member.parameters ?? []).map((p) => `${p.name}${p.optional ? '?' : ''}: ${p.type?.text ?? 'unknown'}`).join(', ');
    classLines.push(`${head}  ${member.static ? 'static ' : ''}${member.name}(${parameters}): ${member.return?.type?.text ?? 'void'};`);
  } else {
    classLines.push(`${head}  ${member.readonly ? 'readonly ' : ''}${member.name}: ${member.type?.text ?? 'unknown'};`);
  }
}
const listeners = ['addEventListener', 'removeEventListener']
  .flatMap((method) => {
    const options = method === 'addEventListener' ? 'boolean | AddEventListenerOptions' : 'boolean | EventListenerOptions';
    return [
      `  ${method}<K extends keyof MancalaGameEventMap>(type: K, listener: (this: MancalaGameElement, event: MancalaGameEventMap[K]) => unknown, options?: ${options}): void;`,
      `  ${method}<K extends keyof HTMLElementEventMap>(type: K, listener: (this: HTMLElement, event: HTMLElementEventMap[K]) => unknown, options?: ${options}): void;`,
      `  ${method}(type: string, listener: EventListenerOrEventListenerObject, options?: ${options}): void;`,
    ];
  })
  .join('\n');
out.push(`${doc(element.description, '')}export declare class MancalaGameElement extends HTMLElement {
${classLines.join('\n')}
${listeners}
}
`);

for (const declaration of declarations) {
  if (declaration.kind === 'variable') out.push(`${doc(declaration.description, '')}export declare const ${declaration.name}: readonly string[];\n`);
}
// A static method the module also exports by the same name (setAssetPath, setTranslator) is a function of the module too.
/** @type {Set<string>} */
const exported = new Set(manifest.modules.flatMap((/** @type {any} */ module) => (module.exports ?? []).map((/** @type {any} */ e) => e.name)));
for (const member of members) {
  if (!member.static || member.kind !== 'method' || !exported.has(member.name)) continue;
  const parameters = (member.parameters ?? []).map((p) => `${p.name}: ${p.type?.text ?? 'unknown'}`).join(', ');
  out.push(`${doc(member.description, '')}export declare function ${member.name}(${parameters}): ${member.return?.type?.text ?? 'void'};\n`);
}

out.push(`declare global {
  interface HTMLElementTagNameMap {
    '${tag}': MancalaGameElement;
  }
  /** JSX that reads the global namespace (Preact, Solid, Stencil; React 19 reads React.JSX: see the README). */
  namespace JSX {
    interface IntrinsicElements {
      '${tag}': MancalaGameAttributes & Record<string, unknown>;
    }
  }
}
`);

writeFileSync(target, out.join('\n'));
