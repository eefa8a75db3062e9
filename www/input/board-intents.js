// @ts-check
// The board's controls and its canvas turned into the controller's intents:
// buttons and the options form into moves and games, pointer and keys
// (input/board-input.js) into the hovered and focused hole and its choice.

import { SPEEDS } from '../render/animation.js';
import { chooseHole } from '../state/hole-choice.js';
import { blockedText, notYoursText } from '../ui/board-texts.js';
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
    board.storage.set(board.speedKey, board.speed);
    board.animator.setFactor(SPEEDS[board.speed]);
  });
  ui.optionsForm.addEventListener('submit', (e) => {
    e.preventDefault();
    board.newGame();
  });
  attachBoardInput(ui.canvas, () => board.geo, {
    point: (label) => pointAt(board, label),
    pointerDown: () => {
      board.keyboardMode = false;
    },
    choose: (label) => {
      board.focus = label;
      activateHole(board, label);
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
        activateHole(board, board.focus);
      } else {
        board.focus = board.defaultFocus();
        board.refresh();
      }
    },
    focusChanged: () => board.redraw(),
  });
}

/**
 * The pointer is over a hole (or none): it is described under the board.
 * @param {MancalaBoard} board
 * @param {string | null} label
 */
function pointAt(board, label) {
  if (label === board.hover) return;
  board.hover = label;
  board.canvas.style.cursor = label && board.view.holes.some((h) => h.label === label && h.playable) ? 'pointer' : 'default';
  board.message = null;
  board.refresh();
}

/**
 * A hole was clicked or chosen with Enter: played, picked as a hidden
 * opening hole, or refused with the engine's reason.
 * @param {MancalaBoard} board
 * @param {string} label
 */
function activateHole(board, label) {
  // A game with a friend by links refuses the friend's holes and takes the hidden opening pick itself.
  if (board.friend?.takeHole(label)) return;
  const choice = chooseHole(board.view, label, board.animator.running || board.waitingFor() !== null, board.raceChoice, board.racePicker());
  if (choice.kind === 'ignore') return;
  if (choice.kind === 'play') {
    board.play(choice.move, choice.opening);
    return;
  }
  if (choice.kind === 'pick') {
    board.raceChoice = choice.label;
    board.message = null;
    board.hover = null;
    // Move the focus away so it does not give the choice away.
    board.focus = board.defaultFocus();
    board.refresh();
    board.announce(board.t('announce.chosen', { player: board.playerName(choice.picker) }));
    return;
  }
  board.message = choice.kind === 'not-yours' ? notYoursText(board.t, choice.hole, choice.picker) : blockedText(board.t, board.view, choice.hole);
  board.refresh();
  board.announce(board.message);
}
