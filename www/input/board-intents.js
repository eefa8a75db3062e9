// @ts-check
// The board's controls and its canvas turned into the controller's intents:
// buttons and the options form into moves and games, pointer and keys
// (input/board-input.js) into the hovered and focused hole and its choice.

import { SPEEDS } from '../render/animation.js';
import { attachBoardInput } from './board-input.js';

/** @typedef {import('../board.js').MancalaBoard} MancalaBoard */
/** @typedef {import('../render/animation.js').Speed} Speed */

/**
 * Connects the controls and the canvas of a board to it.
 * @param {MancalaBoard} board
 */
export function wireBoard(board) {
  const ui = board.ui;
  ui.newButton.addEventListener('click', () => board.newGame());
  ui.againButton.addEventListener('click', () => board.newGame());
  ui.undoButton.addEventListener('click', () => board.undo());
  ui.redoButton.addEventListener('click', () => board.redo());
  ui.skipButton.addEventListener('click', () => board.animator.finish());
  ui.soundButton.addEventListener('click', () => {
    board.sound.setOn(!board.sound.on);
    board.refresh();
  });
  ui.noticeButton.addEventListener('click', () => board.notice?.action?.run());
  ui.speedSelect.addEventListener('change', () => {
    board.speed = /** @type {Speed} */ (ui.speedSelect.value);
    board.storage.set('speed', board.speed);
    board.animator.setFactor(SPEEDS[board.speed]);
  });
  ui.optionsForm.addEventListener('submit', (e) => {
    e.preventDefault();
    board.newGame();
  });
  attachBoardInput(ui.canvas, () => board.geo, {
    point: (label) => board.setHover(label),
    pointerDown: () => {
      board.keyboardMode = false;
    },
    choose: (label) => {
      board.focus = label;
      board.activate(label);
    },
    moveFocus: (dx, dy) => {
      board.keyboardMode = true;
      board.message = null;
      const geo = board.geo;
      board.focus = board.focus && geo ? geo.neighbour(board.focus, dx, dy) : board.defaultFocus();
      board.refresh();
    },
    confirmFocus: () => {
      board.keyboardMode = true;
      if (board.focus) {
        board.activate(board.focus);
      } else {
        board.focus = board.defaultFocus();
        board.refresh();
      }
    },
    focusChanged: () => board.redraw(),
  });
}
