// @ts-check
// What a board hands its painter for a frame (render/board-frame.js) and
// its texts (ui/board-status.js): plain data gathered from the board's
// state, its game and its collaborators (the computer's hint, the move
// preview, Set up's draft), so that render and the texts only read and
// never call back up. Gathering it makes no call into the engine's wasm:
// the view, the whole line and the record are kept per position (engine/
// game.js, game-flow.js), the preview once worked out (move-previewer.js),
// and a frame is built on every animation frame.

/** @typedef {import('./board.js').MancalaBoard} MancalaBoard */

/**
 * @param {MancalaBoard} board
 * @returns {import('./render/board-frame.js').FrameInput}
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
 * @param {MancalaBoard} board
 * @returns {import('./ui/board-status.js').BoardTextModel}
 */
export function textsInput(board) {
  const { raceChoice, message, keyboardMode, focus, hover, notice } = board.state;
  return {
    t: board.t,
    key: board.key,
    view: board.view,
    // Worked out as the game moved (game-flow.js): building the texts asks the engine nothing.
    line: board.flow.line,
    options: board.options,
    animating: board.flow.animator.running,
    mover: board.flow.mover,
    waiting: board.computer.waiting(),
    modeStatus: board.modes.status(),
    picker: board.racePicker(),
    linkedRace: board.modes.byLinks() && board.view.phase === 'race' ? (board.modes.picks() ? 'mine' : 'theirs') : null,
    raceChoice,
    message,
    pointed: keyboardMode ? focus : hover,
    notice,
    playable: board.playableHoles(),
    soundOn: board.sound.on,
  };
}
