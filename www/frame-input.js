// @ts-check
// What a board hands its painter for a frame (render/board-frame.js): plain
// data gathered from the controller's state and its collaborators (the
// computer's hint, the move preview, Set up's draft), so that render only
// reads and never calls back up.

/** @typedef {import('./board.js').MancalaBoard} MancalaBoard */

/**
 * @param {MancalaBoard} board
 * @returns {import('./render/board-frame.js').FrameInput}
 */
export function frameInput(board) {
  const { hover, focus, keyboardMode } = board.state;
  // Inside a shadow root the document only sees the host as active.
  const canvasFocused = /** @type {Document | ShadowRoot} */ (board.canvas.getRootNode()).activeElement === board.canvas;
  const animating = board.animator.running;
  return {
    view: board.view,
    scene: board.scene,
    animatedScene: board.animatedScene,
    animating,
    step: board.step,
    progress: board.progress,
    mover: board.mover,
    playable: animating ? [] : board.playableHoles(),
    picker: board.racePicker(),
    hover,
    focus: keyboardMode && canvasFocused ? focus : null,
    draft: board.editor?.scene() ?? null,
    hint: board.computer.shownHint(),
    preview: board.preview.shown(),
    t: board.t,
  };
}
