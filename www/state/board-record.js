// @ts-check
// The one record of a board's moment: its game's view, who plays each
// side, the whole line and its record, what the person points at, what a
// mode says on the status line, the hint. The board builds it once per refresh from what its
// parts answered (board/board.js `refresh`), and its texts and panels read it
// instead of asking the board's parts again, each in its own way. A plain
// frozen object, made by a pure function: no DOM and no engine here
// (tests/unit/board-record.test.mjs).

/** @typedef {import('../types.js').View} View */
/** @typedef {import('../types.js').Player} Player */
/** @typedef {import('../types.js').GameOptions} GameOptions */
/** @typedef {import('../types.js').Notice} Notice */
/** @typedef {import('./seats.js').Seats} Seats */
/** @typedef {import('./board-ui.js').BoardUi} BoardUi */
/** @typedef {import('../modes/mode.js').ModeStatus} ModeStatus */
/** @typedef {import('../modes/mode.js').Refusal} Refusal */
/** @typedef {import('../pkg-ai/mancala_wasm_ai.js').ComputerHint} ComputerHint */

/**
 * What the board's parts answered at a refresh.
 * @typedef {object} RecordParts
 * @property {View} view  the game's view (a resigned game's is over)
 * @property {Seats} seats
 * @property {readonly string[]} line  every move of the line, those taken back included
 * @property {GameOptions} options
 * @property {boolean} animating  a move is being sown
 * @property {Player | null} mover  whose move is being sown (none for the joint opening)
 * @property {BoardUi} ui  what the board shows around its game (state/board-ui.js)
 * @property {readonly string[]} playable  holes a person may play now, sowing or not
 * @property {Player} picker  who picks an opening hole now
 * @property {'readonly' | Refusal | null} refusal  why no move of a person's is taken now
 * @property {boolean} computerWaiting  the computer is to move, or to pick its opening hole
 * @property {ModeStatus | null} modeStatus  what a mode has the status line say
 * @property {boolean} byLinks  the game is played with a friend by links
 * @property {boolean} picks  this device picks its hidden opening hole on the board now
 * @property {ComputerHint | null} hint  the engine's hint drawn on the board
 * @property {boolean} soundOn
 * @property {string} recordText  the game's record at the position shown (the engine keeps it per position)
 * @property {string} lineRecord  the record of the whole line, the moves taken back included
 */

/**
 * @typedef {Readonly<{
 *   view: View,
 *   seats: Seats,
 *   line: readonly string[],
 *   options: GameOptions,
 *   animating: boolean,
 *   mover: Player | null,
 *   playable: readonly string[],
 *   picker: Player,
 *   refusal: 'readonly' | Refusal | null,
 *   computerWaiting: boolean,
 *   modeStatus: ModeStatus | null,
 *   linkedRace: 'mine' | 'theirs' | null,
 *   raceChoice: string | null,
 *   message: string | null,
 *   hover: string | null,
 *   focus: string | null,
 *   keyboardMode: boolean,
 *   pointed: string | null,
 *   notice: Notice | null,
 *   hint: ComputerHint | null,
 *   soundOn: boolean,
 *   byLinks: boolean,
 *   recordText: string,
 *   lineRecord: string,
 * }>} BoardRecord
 */

/**
 * The record of a board's moment, frozen with its lists.
 * @param {RecordParts} parts
 * @returns {BoardRecord}
 */
export function boardRecord(parts) {
  const { view, ui } = parts;
  return Object.freeze({
    view,
    seats: parts.seats,
    line: Object.freeze([...parts.line]),
    options: parts.options,
    animating: parts.animating,
    mover: parts.mover,
    playable: Object.freeze([...parts.playable]),
    picker: parts.picker,
    refusal: parts.refusal,
    computerWaiting: parts.computerWaiting,
    modeStatus: parts.modeStatus,
    // The opening of a game by links: each device picks its own side's hole.
    linkedRace: parts.byLinks && view.phase === 'race' ? (parts.picks ? 'mine' : 'theirs') : null,
    raceChoice: ui.raceChoice,
    message: ui.message,
    hover: ui.hover,
    focus: ui.focus,
    keyboardMode: ui.keyboardMode,
    // The keyboard's focus ring once the keyboard was used last, else the pointer.
    pointed: ui.keyboardMode ? ui.focus : ui.hover,
    notice: ui.notice,
    hint: parts.hint,
    soundOn: parts.soundOn,
    // What the panels read of the game beside its view: whether it is played by links, its record here and its whole line's.
    byLinks: parts.byLinks,
    recordText: parts.recordText,
    lineRecord: parts.lineRecord,
  });
}
