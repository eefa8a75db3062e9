// @ts-check
// What a board hands its painter for a frame (render/board-frame.js) and
// its texts (ui/board-status.js): plain data gathered from the board's
// state, its game and its collaborators (the computer's hint, the move
// preview, Set up's draft), so that render and the texts only read and
// never call back up. Gathering it makes no call into the engine's wasm:
// the view, the whole line and the record are kept per position (engine/
// game.js), the preview once worked out (board/move-previewer.js),
// and a frame is built on every animation frame.

/** @typedef {import('./board.js').MancalaBoard} MancalaBoard */

/**
 * @param {MancalaBoard} board
 * @returns {import('../render/board-frame.js').FrameInput}
 */
export function frameInput(board) {
  const { hover, focus, keyboardMode } = board.state;
  // Inside a shadow root the document only sees the host as active.
  const canvasFocused = /** @type {Document | ShadowRoot} */ (board.canvas.getRootNode()).activeElement === board.canvas;
  const animating = board.flow.animator.running;
  return {
    view: board.view,
    scene: board.flow.scene,
    animatedScene: board.flow.animatedScene,
    animating,
    step: board.flow.step,
    progress: board.flow.progress,
    mover: board.flow.mover,
    playable: animating ? [] : board.playableHoles(),
    picker: board.racePicker(),
    hover,
    focus: keyboardMode && canvasFocused ? focus : null,
    draft: board.modes.draft(),
    hint: board.modes.hint(),
    preview: board.preview.shown(),
    t: board.t,
  };
}

/**
 * What the board's parts answer at a refresh, for its record (state/board-record.js).
 * @param {MancalaBoard} board
 * @returns {import('../state/board-record.js').RecordParts}
 */
export function recordParts(board) {
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
    computerWaiting: board.computer.waiting(),
    modeStatus: board.modes.status(),
    byLinks: board.modes.byLinks(),
    picks: board.modes.picks(),
    hint: board.modes.hint(),
    soundOn: board.sound.on,
  };
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
    modeStatus: record.modeStatus,
    picker: record.picker,
    linkedRace: record.linkedRace,
    raceChoice: record.raceChoice,
    message: record.message,
    pointed: record.pointed,
    notice: record.notice,
    playable: record.playable,
    soundOn: record.soundOn,
  };
}
