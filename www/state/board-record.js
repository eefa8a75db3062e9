// @ts-check
// The one record of a board's moment: its game's view, who plays each
// side, the whole line and its record, what the person points at, what a mode says on the
// status line, the hint, the preview, the canvas's focus, Set up's draft,
// the colours and font its canvas paints with.
// The board builds it once per refresh from what its parts answered
// (board/board.js `refresh`), and its texts, its panels and its canvas's
// frames (render/board-frame.js) read it instead of asking the board's parts
// again, each in its own way. What changes between refreshes (the focus
// ring, the pointer leaving keyboard mode, Set up's draft, the canvas's
// focus, the preview worked out, the palette its element's CSS gives) changes
// it by the pure transitions below (`withUi`, `withCanvasFocus`, `withDraft`,
// `withPreview`, `withPalette`), never by
// rebuilding it; a sowing's frames only add their moment beside it
// (render/animation.js `AnimationMoment`). A plain frozen object: no DOM
// and no engine here (tests/unit/board-record.test.mjs).

import { DEFAULT_PALETTE } from '../render/theme.js';

/** @typedef {import('../types.js').View} View */
/** @typedef {import('../types.js').Player} Player */
/** @typedef {import('../types.js').GameOptions} GameOptions */
/** @typedef {import('../types.js').Notice} Notice */
/** @typedef {import('./seats.js').Seats} Seats */
/** @typedef {import('./board-ui.js').BoardUi} BoardUi */
/** @typedef {import('../modes/mode.js').ModeStatus} ModeStatus */
/** @typedef {import('../modes/mode.js').Refusal} Refusal */
/** @typedef {import('../pkg-ai/mancala_wasm_ai.js').ComputerHint} ComputerHint */
/** @typedef {import('../render/animation.js').Scene} Scene */
/** @typedef {import('../render/theme.js').Palette} Palette */
/** @typedef {(key: string, params?: Record<string, string | number>) => string} Translate */
/**
 * The preview worked out for a hole (board/move-previewer.js): what its move
 * would do and its words; in the Sulus Aidi opening only the words saying
 * why there is none.
 * @typedef {Readonly<{ label: string, preview: import('./move-preview.js').MovePreview | null, words: string }>} WorkedPreview
 */

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
 * @property {string | null} undoRefusal  why Undo would be refused now though the game has a move to take back (a friend has it in a link); null: it would not
 * @property {boolean} computerWaiting  the computer is to move, or to pick its opening hole
 * @property {ModeStatus | null} modeStatus  what a mode has the status line say
 * @property {boolean} byLinks  the game is played with a friend by links
 * @property {boolean} picks  this device picks its hidden opening hole on the board now
 * @property {ComputerHint | null} hint  the engine's hint drawn on the board
 * @property {boolean} soundOn
 * @property {boolean} engineHelps  the engine may help the person now (hint, preview, review's values): not between two people unless both agreed
 * @property {string} recordText  the game's record at the position shown (the engine keeps it per position)
 * @property {string} lineRecord  the record of the whole line, the moves taken back included
 * @property {Scene} scene  the position drawn at rest (before the move being sown, while it is)
 * @property {Scene | null} draft  a position a mode draws in place of the game's (Set up's)
 * @property {boolean} canvasFocused  the board's canvas has the page's focus
 * @property {boolean} previewOn  the preview of a move may show now: its switch on, no mode hiding it, the engine helping
 * @property {string | null} pressed  the hole a finger long-pressed (its preview shows)
 * @property {Translate} t  the board's words
 * @property {Palette} [palette]  the colours and font its element's CSS gave (render/palette.js), the default look if none yet
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
 *   undoRefusal: string | null,
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
 *   engineHelps: boolean,
 *   byLinks: boolean,
 *   recordText: string,
 *   lineRecord: string,
 *   scene: Scene,
 *   draft: Scene | null,
 *   canvasFocused: boolean,
 *   previewOn: boolean,
 *   pressed: string | null,
 *   preview: WorkedPreview | null,
 *   t: Translate,
 *   palette: Palette,
 * }>} BoardRecord
 */

/**
 * The record of a board's moment, frozen with its lists. The preview is
 * worked out after (it needs the record: `withPreview`).
 * @param {RecordParts} parts
 * @returns {BoardRecord}
 */
export function boardRecord(parts) {
  const { view, ui } = parts;
  return Object.freeze({
    view,
    seats: parts.seats,
    // The engine's game keeps the whole line frozen, one per position (engine/game.js): shared, not copied.
    line: frozenList(parts.line),
    options: parts.options,
    animating: parts.animating,
    mover: parts.mover,
    playable: frozenList(parts.playable),
    picker: parts.picker,
    refusal: parts.refusal,
    undoRefusal: parts.undoRefusal,
    computerWaiting: parts.computerWaiting,
    modeStatus: parts.modeStatus,
    // The opening of a game by links: each device picks its own side's hole.
    linkedRace: parts.byLinks && view.phase === 'race' ? (parts.picks ? 'mine' : 'theirs') : null,
    ...uiFields(ui),
    hint: parts.hint,
    soundOn: parts.soundOn,
    engineHelps: parts.engineHelps,
    // What the panels read of the game beside its view: whether it is played by links, its record here and its whole line's.
    byLinks: parts.byLinks,
    recordText: parts.recordText,
    lineRecord: parts.lineRecord,
    scene: parts.scene,
    draft: parts.draft,
    canvasFocused: parts.canvasFocused,
    previewOn: parts.previewOn,
    pressed: parts.pressed,
    preview: null,
    t: parts.t,
    palette: parts.palette ?? DEFAULT_PALETTE,
  });
}

/**
 * A list of the record's own: a frozen one as it is, another copied and frozen.
 * @param {readonly string[]} list
 */
const frozenList = (list) => (Object.isFrozen(list) ? list : Object.freeze([...list]));

/**
 * What the record takes of what the board shows around its game.
 * @param {BoardUi} ui
 */
function uiFields(ui) {
  return {
    raceChoice: ui.raceChoice,
    message: ui.message,
    hover: ui.hover,
    focus: ui.focus,
    keyboardMode: ui.keyboardMode,
    // The keyboard's focus ring once the keyboard was used last, else the pointer.
    pointed: ui.keyboardMode ? ui.focus : ui.hover,
    notice: ui.notice,
  };
}

/**
 * What the board shows around its game changed without a refresh (the
 * pointer used, leaving keyboard mode; a choice whose refresh follows): the
 * record follows it, the rest as the last refresh left it.
 * @param {BoardRecord} record
 * @param {BoardUi} ui
 * @returns {BoardRecord}
 */
export const withUi = (record, ui) => Object.freeze({ ...record, ...uiFields(ui) });

/**
 * The canvas gained or lost the page's focus: its focus ring shows or hides.
 * @param {BoardRecord} record
 * @param {boolean} focused
 * @returns {BoardRecord}
 */
export const withCanvasFocus = (record, focused) => (record.canvasFocused === focused ? record : Object.freeze({ ...record, canvasFocused: focused }));

/**
 * A mode's draft drawn in place of the game (Set up edited it), or none.
 * @param {BoardRecord} record
 * @param {Scene | null} draft
 * @returns {BoardRecord}
 */
export const withDraft = (record, draft) => (record.draft === draft ? record : Object.freeze({ ...record, draft }));

/**
 * The preview worked out for the hole pointed at now (`previewTarget`), or none.
 * @param {BoardRecord} record
 * @param {WorkedPreview | null} preview
 * @returns {BoardRecord}
 */
export const withPreview = (record, preview) => (record.preview === preview ? record : Object.freeze({ ...record, preview }));

/**
 * The board's look changed (its element's CSS custom properties, its theme
 * attribute, the system's dark mode): its canvas paints with this palette,
 * wood included, from its next frame on.
 * @param {BoardRecord} record
 * @param {Palette} palette
 * @returns {BoardRecord}
 */
export const withPalette = (record, palette) => (record.palette === palette ? record : Object.freeze({ ...record, palette }));

/**
 * The keyboard's focus ring: on the focused hole once the keyboard was used
 * last and while the canvas has the focus.
 * @param {BoardRecord} record
 * @returns {string | null}
 */
export const focusRing = (record) => (record.keyboardMode && record.canvasFocused ? record.focus : null);

/**
 * The hole whose move is previewed now, if any: the keyboard's focus (while
 * the canvas has it) once the keyboard was used last, else a finger's long
 * press or the pointer; a hole that may be played, while nothing is sown.
 * @param {BoardRecord} record
 * @returns {string | null}
 */
export function previewTarget(record) {
  if (!record.previewOn || record.animating) return null;
  const label = record.keyboardMode ? (record.canvasFocused ? record.focus : null) : (record.pressed ?? record.hover);
  return label && record.playable.includes(label) ? label : null;
}

/**
 * The preview drawn over the board now: the one worked out, while its hole
 * is still the one pointed at (the pointer may have left keyboard mode
 * since, the canvas its focus); none in the Sulus Aidi opening.
 * @param {BoardRecord} record
 * @returns {{ preview: import('./move-preview.js').MovePreview, words: string } | null}
 */
export function drawnPreview(record) {
  const worked = record.preview;
  if (!worked?.preview || record.view.phase === 'race' || worked.label !== previewTarget(record)) return null;
  return { preview: worked.preview, words: worked.words };
}
