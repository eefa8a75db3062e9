// @ts-check
// The DOM helper every panel builds its elements with, names isolated from
// the text around them, and a task boundary for long work.

/**
 * Creates an element with attributes and children.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, string>} [attrs]
 * @param {Array<Node | string>} [children]
 * @returns {HTMLElementTagNameMap[K]}
 */
export function el(tag, attrs = {}, children = []) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/**
 * Creates an SVG element with attributes and, if given, its text (el's twin
 * for drawings: the review's graph, a kept game's picture).
 * @param {string} tag
 * @param {Record<string, string | number>} [attrs]
 * @param {string} [text]
 * @returns {SVGElement}
 */
export function svg(tag, attrs = {}, text = '') {
  const node = document.createElementNS('http://www.w3.org/2000/svg', tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  if (text) node.textContent = text;
  return node;
}

/** Unicode's isolate marks: dropped from a name, so none ends its isolation early. */
const ISOLATE_MARKS = /[\u2066-\u2069]/g;

/**
 * A name someone chose, shown isolated from the text around it: a <bdi>
 * with its own direction, the isolate marks in it dropped so that none
 * closes the isolation early. A right-to-left override in a name reverses
 * the name only, never the rest of its row.
 * @param {string} name
 */
export function isolatedName(name) {
  return el('bdi', { dir: 'auto' }, [name.replace(ISOLATE_MARKS, '')]);
}

/**
 * The same isolation in plain text, for a name quoted inside a message or
 * a notice: the name between isolate marks (its own dropped).
 * @param {string | null | undefined} name
 * @param {string} unnamed  the words for someone who gave no name
 */
export function nameInText(name, unnamed) {
  return name ? `\u2068${name.replace(ISOLATE_MARKS, '')}\u2069` : unnamed;
}

/**
 * A translated text that quotes a name, the name isolated (isolatedName).
 * @param {(key: string, params?: Record<string, string | number>) => string} t
 * @param {string} key
 * @param {string} name  fills `{name}`
 * @returns {Array<Node | string>}
 */
export function withName(t, key, name) {
  const mark = '\u0000';
  return t(key, { name: mark })
    .split(mark)
    .flatMap((piece, i) => (i === 0 ? [piece] : [isolatedName(name), piece]));
}

/**
 * Resolves in a task of its own: the browser may paint and answer input
 * between the work before it and the work after.
 * @returns {Promise<void>}
 */
export function nextTask() {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Sets the text of a label that wraps its control, keeping the control (a space after the text).
 * @param {HTMLElement} label
 * @param {string} text
 */
export function setLabel(label, text) {
  const first = label.firstChild;
  if (first && first.nodeType === Node.TEXT_NODE) first.textContent = `${text} `;
  else label.prepend(`${text} `);
}
