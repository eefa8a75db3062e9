// @ts-check
// What a board shows around its game, as one plain record: the pointed and
// focused holes, the last thing said about a tap, the hidden opening pick,
// the notice above the board, another tab's version, whether saving failed.
// The controller (board/board.js) owns the record; input, panels and modes send
// it these pure transitions, never writing a field themselves; render and
// the panels only read it. Unit-tested in node.

/** @typedef {import('../types.js').Notice} Notice */
/** @typedef {import('./kept-games.js').KeptEntry} KeptEntry */

/**
 * @typedef {object} BoardUi
 * @property {string | null} hover  the hole under the pointer
 * @property {string | null} focus  the hole of the keyboard's focus ring
 * @property {boolean} keyboardMode  the keyboard was used last (the focus ring shows, not the hover)
 * @property {string | null} message  about the last thing tried (a refused hole)
 * @property {string | null} raceChoice  the first player's hidden opening pick (Sulus Aidi)
 * @property {Notice | null} notice  above the board: storage, a game put aside, another tab's change
 * @property {KeptEntry | null} otherTab  another tab's version of this game, not yet kept here
 * @property {boolean} unsaved  the last save failed (the board says so until one succeeds)
 */

/**
 * @param {Notice | null} [notice]  what the board says from the start (a game restored with a problem)
 * @returns {BoardUi}
 */
export function initialBoardUi(notice = null) {
  return { hover: null, focus: null, keyboardMode: false, message: null, raceChoice: null, notice, otherTab: null, unsaved: false };
}

/**
 * The pointer moved over a hole (or off the holes): any old message goes.
 * @param {BoardUi} s
 * @param {string | null} hole
 * @returns {BoardUi}
 */
export const pointed = (s, hole) => ({ ...s, hover: hole, message: null });

/**
 * @param {BoardUi} s
 * @param {boolean} keyboard  the keyboard (true) or a pointer (false) was used
 * @returns {BoardUi}
 */
export const inputBy = (s, keyboard) => (s.keyboardMode === keyboard ? s : { ...s, keyboardMode: keyboard });

/**
 * The keyboard's focus ring moved to a hole (or to where it starts).
 * @param {BoardUi} s
 * @param {string | null} hole
 * @returns {BoardUi}
 */
export const focused = (s, hole) => ({ ...s, keyboardMode: true, message: null, focus: hole });

/**
 * A hole chosen by a click or Enter: the focus ring follows it.
 * @param {BoardUi} s
 * @param {string} hole
 * @returns {BoardUi}
 */
export const chosen = (s, hole) => ({ ...s, focus: hole });

/**
 * The first player's hidden opening pick (the board then moves the focus away, so as not to give it away).
 * @param {BoardUi} s
 * @param {string} hole
 * @returns {BoardUi}
 */
export const openingPicked = (s, hole) => ({ ...s, raceChoice: hole, message: null, hover: null });

/**
 * What the board says about the last thing tried: a tap or a move refused and why, a pick sent.
 * @param {BoardUi} s
 * @param {string} message
 * @returns {BoardUi}
 */
export const said = (s, message) => ({ ...s, message });

/**
 * The opening pick taken back (a refused joint opening, Undo before the second pick).
 * @param {BoardUi} s
 * @param {string | null} [message]
 * @returns {BoardUi}
 */
export const pickDropped = (s, message = null) => ({ ...s, raceChoice: null, message });

/**
 * The game moved on (a move, an undo, a redo, a seek): the pick and the last message go.
 * @param {BoardUi} s
 * @returns {BoardUi}
 */
export const movedOn = (s) => (s.raceChoice === null && s.message === null ? s : { ...s, raceChoice: null, message: null });

/**
 * Another game on the board: the pick, the message and the focus go.
 * @param {BoardUi} s
 * @returns {BoardUi}
 */
export const gameReplaced = (s) => ({ ...s, raceChoice: null, message: null, focus: null });

/**
 * A notice above the board, or none.
 * @param {BoardUi} s
 * @param {Notice | null} notice
 * @returns {BoardUi}
 */
export const noticed = (s, notice) => ({ ...s, notice });

/**
 * Another tab's version of this game, kept for the board to offer (or dropped).
 * @param {BoardUi} s
 * @param {KeptEntry | null} entry
 * @returns {BoardUi}
 */
export const otherTabSeen = (s, entry) => ({ ...s, otherTab: entry });

/**
 * Whether the last save got in.
 * @param {BoardUi} s
 * @param {boolean} ok
 * @returns {BoardUi}
 */
export const savedAs = (s, ok) => (s.unsaved === !ok ? s : { ...s, unsaved: !ok });
