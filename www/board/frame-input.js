// @ts-check
// What a board's parts answer at a refresh, for its record (state/board-record.js),
// and the texts' model read from that record (ui/board-status.js): plain data
// gathered from the board's state, its game and its collaborators (the
// computer's hint, the move preview's switch, Set up's draft), so that render
// and the texts only read and never call back up. Its canvas's frames read
// the same record (render/board-frame.js), with the sowing's moment beside
// it. Gathering it makes no call into the engine's wasm once the position's
// view and whole line are kept (engine/game.js): a refresh of the same
// position asks the engine nothing.

/** @typedef {import('./board.js').MancalaBoard} MancalaBoard */

/**
 * What the board's parts answer at a refresh, for its record (state/board-record.js).
 * @param {MancalaBoard} board
 * @returns {import('../state/board-record.js').RecordParts}
 */
export function recordParts(board) {
  const engineHelps = board.engineHelps();
  return {
    view: board.view,
    seats: board.seats(),
    // Kept by the engine's game per position (engine/game.js), the board's one copy.
    line: board.game.wholeLine(),
    options: board.options,
    animating: board.flow.animator.running,
    mover: board.flow.mover,
    ui: board.state,
    playable: board.playableHoles(),
    picker: board.racePicker(),
    refusal: board.waitingFor(),
    // Asked of the modes (a friend's move already sent): Undo is offered only where the command would take it.
    undoRefusal: board.modes.undoRefusal(),
    computerWaiting: board.computer.waiting(),
    modeStatus: board.modes.status(),
    byLinks: board.modes.byLinks(),
    picks: board.modes.picks(),
    hint: board.modes.hint(),
    soundOn: board.sound.on,
    engineHelps,
    // Kept per position by engine/game.js (the move or the settling before this refresh asked for them already).
    recordText: board.flow.game.record(),
    lineRecord: board.flow.game.line().record,
    scene: board.flow.scene,
    draft: board.modes.draft(),
    canvasFocused: canvasFocused(board.canvas),
    // No preview in a game by links: the engine helps neither person (state/seats.js).
    previewOn: board.preview ? board.preview.on && !board.modes.hidesPreview() && engineHelps : false,
    pressed: board.preview?.pressed ?? null,
    t: board.t,
    // Read from the canvas's CSS by the board's `look`, kept from one refresh to the next.
    palette: board.record?.palette,
  };
}

/**
 * Whether the board's canvas has the page's focus.
 * @param {HTMLCanvasElement} canvas
 */
export function canvasFocused(canvas) {
  // Inside a shadow root the document only sees the host as active.
  return /** @type {Document | ShadowRoot} */ (canvas.getRootNode()).activeElement === canvas;
}

/**
 * The texts' model, read from the board's record.
 * @param {import('../state/board-record.js').BoardRecord} record
 * @param {import('../ui/board-view.js').Translate} t
 * @param {string} key  the game key
 * @returns {import('../ui/board-status.js').BoardTextModel}
 */
export function textsInput(record, t, key) {
  return {
    t,
    key,
    view: record.view,
    line: record.line,
    options: record.options,
    animating: record.animating,
    mover: record.mover,
    waiting: record.computerWaiting,
    refusal: record.refusal,
    modeStatus: record.modeStatus,
    picker: record.picker,
    linkedRace: record.linkedRace,
    raceChoice: record.raceChoice,
    message: record.message,
    pointed: record.pointed,
    notice: record.notice,
    playable: record.playable,
    undoRefusal: record.undoRefusal,
    soundOn: record.soundOn,
  };
}
