// @ts-check
// The panels whose code loads on demand (the set-up, the review, the games
// list, Play a friend, a lesson, the puzzles) have their own stylesheet,
// panels.css, so a board at rest never downloads it. In the element's shadow
// root it is added with their code and awaited before a panel is built, so
// no panel is ever seen unstyled; a board in the page itself (the site's
// info page) has it linked by its page.

import { panelStyleUrl } from '../asset-urls.js';
import { loadPanelTexts } from '../i18n/translate.js';

/** @type {WeakMap<HTMLLinkElement, Promise<void>>} each added link's load */
const loads = new WeakMap();

/**
 * Adds panels.css to the shadow root `board` is drawn in (once a root: a
 * board built again finds it there), and resolves when it is in. A sheet
 * that cannot load leaves the panel unstyled, never unbuilt, and says so in
 * the console.
 * @param {Node} node  any node of the board's root (the element's shadow root itself)
 * @returns {Promise<void>}
 */
export function panelStyles(node) {
  const root = node.getRootNode();
  if (!(root instanceof ShadowRoot)) return Promise.resolve();
  const present = /** @type {HTMLLinkElement | null} */ (root.querySelector('link.mg-panel-styles'));
  const known = present && loads.get(present);
  if (known) return known;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.className = 'mg-panel-styles';
  link.href = panelStyleUrl().href;
  const load = new Promise((done) => {
    link.addEventListener('load', () => done(undefined));
    link.addEventListener('error', () => {
      console.warn(`<mancala-game>: the panels' stylesheet ${link.href} could not load; they are shown unstyled.`);
      done(undefined);
    });
  }).then(() => {});
  loads.set(link, load);
  // After the board's own stylesheet: its rules come later in the cascade, as they did in one sheet.
  const sheets = root.querySelectorAll('link[rel="stylesheet"]');
  if (sheets.length > 0) sheets[sheets.length - 1].after(link);
  else root.prepend(link);
  return load;
}

/**
 * A panel's or mode's code loaded on demand, once its English words
 * (i18n/translate.js loadPanelTexts) and the panels' stylesheet (into the
 * shadow root of `node`) are in too, so it is never built without them.
 * `code` is the caller's literal `import()`, which bundlers split into a chunk of its own.
 * @template T
 * @param {Node} node
 * @param {Promise<T>} code
 * @returns {Promise<T>}
 */
export function panelCode(node, code) {
  return Promise.all([code, loadPanelTexts(), panelStyles(node)]).then(([module]) => module);
}
