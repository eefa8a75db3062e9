// @ts-check
// The board's controls and its canvas turned into the controller's intents:
// buttons and the options form into moves and games, pointer and keys
// (input/board-input.js) into the hovered and focused hole and its choice.
// It reads what the board shows from its record (state/board-record.js) and
// changes it only by handing `board.update` a transition of state/board-ui.js.

import { newGame, playMove, redoMove, tellAtBoard, undoMove } from '../board/commands.js';
import { chosen, focused, inputBy, openingPicked, pointed, said } from '../state/board-ui.js';
import { chooseHole } from '../state/hole-choice.js';
import { drawLottery } from '../state/options.js';
import { blockedText, notYoursText } from '../ui/board-texts.js';
import { showToast } from '../ui/board-toast.js';
import { readOptionsForm } from '../ui/board-view.js';
import { attachBoardInput } from './board-input.js';

/** @typedef {import('../board/board.js').MancalaBoard} MancalaBoard */
/** @typedef {import('../render/animation.js').Speed} Speed */

/** The boards whose computer's turn is being skipped: what stops the skipping. */
const skippingTurn = new WeakMap();

/**
 * Skip: the sowing shown ends at once. During the computer's turn, the
 * rest of that turn too, as the apps a player knows skip a whole turn
 * with one press: each of its extra moves is shown at once (still drawn,
 * said and kept) until a person is to move, the game ends, or the game on
 * the board changes under it (an undo, a new game).
 * @param {MancalaBoard} board
 */
function skipTurn(board) {
  const side = board.computer.side();
  const skipped = board.flow.mover;
  board.flow.skipSowing();
  if (side === null || skipped !== side || skippingTurn.has(board)) return;
  const from = board.view.moves.length;
  const stop = () => {
    unsubscribe();
    skippingTurn.delete(board);
  };
  const onChange = () => {
    const view = board.view;
    const running = board.flow.animator.running;
    if (board.computer.side() !== side || view.moves.length < from) return stop();
    // A new sowing of the computer's (the game's last one too, the view
    // already over): ended once the change that started it is done.
    if (running && board.flow.mover === side) {
      queueMicrotask(() => board.flow.mover === side && board.flow.skipSowing());
      return;
    }
    if (!running && (view.over || view.to_move !== side)) stop();
  };
  skippingTurn.set(board, stop);
  const unsubscribe = board.subscribe(onChange);
}

/**
 * Connects the controls and the canvas of a board to it.
 * @param {MancalaBoard} board
 */
export function wireBoard(board) {
  const ui = board.ui;
  // The buttons, the form, and a hole chosen go through the board's commands (board/commands.js), as a script's calls do.
  const newFromForm = () => tellAtBoard(board, newGame(board, readOptionsForm(board.ui, drawLottery)));
  ui.newButton.addEventListener('click', newFromForm);
  ui.undoButton.addEventListener('click', () => tellAtBoard(board, undoMove(board)));
  ui.redoButton.addEventListener('click', () => tellAtBoard(board, redoMove(board)));
  ui.skipButton.addEventListener('click', () => skipTurn(board));
  ui.soundButton.addEventListener('click', () => {
    board.sound.setOn(!board.sound.on);
    board.refresh();
  });
  ui.noticeButton.addEventListener('click', () => board.record.notice?.action?.run());
  ui.speedSelect.addEventListener('change', () => {
    board.setSpeed(/** @type {Speed} */ (ui.speedSelect.value));
  });
  ui.optionsForm.addEventListener('submit', (e) => {
    e.preventDefault();
    newFromForm();
  });
  attachBoardInput(ui.canvas, () => board.geo, {
    point: (label) => pointAt(board, label),
    pointerDown: () => {
      board.update((s) => inputBy(s, false), false);
    },
    choose: (label) => {
      board.update((s) => chosen(s, label), false);
      activateHole(board, label);
    },
    moveFocus: (dx, dy) => {
      const { focus } = board.record;
      const geo = board.geo;
      const next = focus && geo ? geo.neighbour(focus, dx, dy) : board.defaultFocus();
      board.update((s) => focused(s, next));
    },
    confirmFocus: () => {
      const { focus } = board.record;
      if (focus) {
        board.update((s) => inputBy(s, true), false);
        activateHole(board, focus);
      } else {
        const start = board.defaultFocus();
        board.update((s) => focused(s, start));
      }
    },
    focusChanged: () => board.canvasFocusChanged(),
  });
}

/**
 * The pointer is over a hole (or none): it is described under the board.
 * @param {MancalaBoard} board
 * @param {string | null} label
 */
function pointAt(board, label) {
  if (label === board.record.hover) return;
  // Read from the board's record: Set up's draft is read into it once per edit, not at every pointer move.
  const { draft, view } = board.record;
  board.canvas.style.cursor = label && (draft !== null || view.holes.some((h) => h.label === label && h.playable)) ? 'pointer' : 'default';
  board.update((s) => pointed(s, label));
}

/**
 * A hole was clicked or chosen with Enter: played, picked as a hidden
 * opening hole, or refused with the engine's reason.
 * @param {MancalaBoard} board
 * @param {string} label
 */
function activateHole(board, label) {
  // Set up's editing takes the tap, and a game with a friend by links refuses the friend's holes and takes the hidden opening pick itself.
  if (!board.readonly && board.modes.takes(label)) return;
  // A finished game holds nothing back: its holes are refused as over (board/commands.js), whoever waited before.
  const held = board.waitingFor() !== null && !(board.view.over && !board.readonly);
  const choice = chooseHole(board.view, label, board.flow.animator.running || held, board.record.raceChoice, board.racePicker());
  if (choice.kind === 'ignore') {
    // A tap while seeds are sown or the computer chooses: why nothing happens, at the board, where a phone's player looks.
    const busy = board.readonly ? null : board.flow.animator.running ? 'message.sowing' : board.waitingFor() === 'computerToMove' ? 'message.computer' : null;
    if (busy) showToast(board.ui.toast, board.t(busy));
    return;
  }
  if (choice.kind === 'play' || (choice.kind === 'blocked' && board.view.phase !== 'race')) {
    // A blocked hole too: the move command words its refusal, the same for a script's play().
    tellAtBoard(board, playMove(board, choice.kind === 'play' ? choice.move : choice.hole.label, 'person', choice.kind === 'play' && choice.opening));
    return;
  }
  if (choice.kind === 'pick') {
    board.update((s) => openingPicked(s, choice.label), false);
    // Move the focus away so it does not give the choice away (where it starts for the second picker).
    const away = board.defaultFocus();
    board.update((s) => chosen(s, away));
    board.announce(board.t('announce.chosen', { player: board.playerName(choice.picker) }));
    return;
  }
  const message = choice.kind === 'not-yours' ? notYoursText(board.t, choice.hole, choice.picker) : blockedText(board.t, board.view, choice.hole);
  board.update((s) => said(s, message));
  board.announce(message);
  // Shown at the board too, where the player looks, whatever the layout.
  showToast(board.ui.toast, message);
}
