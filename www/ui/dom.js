// @ts-check
// The DOM helper every panel builds its elements with, and a task boundary
// for long work.

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
 * Resolves in a task of its own: the browser may paint and answer input
 * between the work before it and the work after.
 * @returns {Promise<void>}
 */
export function nextTask() {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
