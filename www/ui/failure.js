// @ts-check
// A part of the board that could not load (the computer's worker or wasm,
// a lesson or puzzles file) tells the page: a `mancala-failure` event from
// the board, which <mancala-game> passes on as its `error` event with
// `source: 'asset'` and the code. The board says so itself, in its
// language; this only reports it.

/**
 * What failed and how the board worded it.
 * @typedef {object} Failure
 * @property {'computer-unavailable' | 'computer-failed' | 'lesson-failed' | 'puzzles-failed'} code
 * @property {string} message  in the board's language
 */

/**
 * @param {HTMLElement} root  the board's root element
 * @param {Failure['code']} code
 * @param {string} message
 */
export function reportFailure(root, code, message) {
  /** @type {Failure} */
  const detail = { code, message };
  root.dispatchEvent(new CustomEvent('mancala-failure', { bubbles: true, composed: true, detail }));
}
