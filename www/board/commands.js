// @ts-check
// The commands that change a board's game: one function each, called by
// every source alike. A tap or a key (input/board-intents.js), a button,
// the element's methods (element/element-api.js), the computer's reply, a
// friend's link, a lesson's or puzzle's step and the record panel all come
// here, so what one source keeps (the line left by a move after Undo, the
// moves after a redone move) every source keeps, and a refusal is the same
// code and the same words whoever asked. Each command returns an Outcome;
// the caller only chooses where a refusal is told (at the board, or thrown
// to a script with an `error` event).

import { recordOptions } from '../engine/engine.js';
import { pickDropped, said } from '../state/board-ui.js';
import { pageAllowsMove } from '../state/game-events.js';
import { drawLottery } from '../state/options.js';
import { blockedText, newGameText } from '../ui/board-texts.js';
import { hideToast, showToast } from '../ui/board-toast.js';
import { engineCode, errorText, refusalText } from '../ui/error-text.js';
import { keepLeftLine, lineLeftBy, replaceBoardGame } from './board-games.js';

/** @typedef {import('./board.js').MancalaBoard} MancalaBoard */
/** @typedef {import('../types.js').EngineGame} EngineGame */
/** @typedef {import('../types.js').GameOptions} GameOptions */

/**
 * Who asks for a move: a person's tap or key (the page may veto it with
 * `before-move`), a page's script, or a player the board drives itself.
 * @typedef {'person' | 'script' | 'computer' | 'friend' | 'puzzle'} Mover
 */

/**
 * What a command did: done (with the moves now played), or refused with a
 * code (the engine's, or the board's own) and the words for it.
 * @typedef {{ ok: true, moves: string[] } | { ok: false, code: string, message: string, cause?: unknown }} Outcome
 */

/** The error code of each reason the board takes no move of a person's now (board.waitingFor). */
const WAIT_CODES = { readonly: 'readonly', held: 'held', computerToMove: 'computer-to-move', friendToMove: 'friend-to-move' };

/**
 * @param {MancalaBoard} board
 * @returns {Outcome}
 */
function done(board) {
  return { ok: true, moves: [...board.view.moves] };
}

/**
 * @param {string} code
 * @param {string} message
 * @param {unknown} [cause]  the engine's error, kept for its `args`
 * @returns {Outcome}
 */
function refused(code, message, cause) {
  return { ok: false, code, message, cause };
}

/**
 * An engine's refusal of a move, in the board's words.
 * @param {MancalaBoard} board
 * @param {unknown} error
 * @param {string} move
 * @param {boolean} opening  the Sulus Aidi joint opening: refused when the two sowings together would never end
 */
function moveRefused(board, error, move, opening) {
  const code = engineCode(error)?.code ?? 'other';
  return refused(code, opening ? board.t('blocked.endless-race', { hole: move }) : refusalText(board.t, error, move), error);
}

/**
 * Plays a move in the engine's notation (`3B`, `3B+7A` for the Sulus Aidi
 * opening), animated. A person's or a script's move is refused while the
 * board waits for another (the computer, a friend, a lesson between steps);
 * a hole the view shows blocked is refused with the words its description
 * uses; a person's move the page vetoes (`before-move`) goes no further.
 * After moves were taken back, the line's own next move is a redo (the
 * moves after it stay to redo) and any other keeps the line taken back as a
 * game of its own (board/board-games.js).
 * @param {MancalaBoard} board
 * @param {unknown} move
 * @param {Mover} by
 * @param {boolean} [opening]  the Sulus Aidi joint opening, both holes picked
 * @returns {Outcome}
 */
export function playMove(board, move, by, opening = false) {
  if (by === 'person' || by === 'script') {
    // A finished game first (a resignation too, while the friend's mode still waits): the words a tap on an ended game gets.
    if (board.view.over && !board.readonly) return refused('game-over', board.t('blocked.game-over'));
    const why = board.waitingFor();
    if (why) return refused(WAIT_CODES[why], board.t(`api.${why}`));
  }
  const view = board.view;
  const hole = view.phase === 'race' ? undefined : view.holes.find((h) => h.label === move);
  if (hole && !hole.playable) return refused(hole.blocked_code ?? 'other', blockedText(board.t, view, hole));
  const text = /** @type {string} */ (move);
  try {
    // Checked before a running animation is cut short: a refused move changes nothing.
    board.game.preview(text);
  } catch (e) {
    return moveRefused(board, e, String(move), opening);
  }
  if (by === 'person' && !pageAllowsMove(board.root, text)) {
    board.update((s) => pickDropped(s));
    return refused('vetoed', '');
  }
  board.flow.skipSowing();
  const left = lineLeftBy(board, text);
  if (left === 'redo') {
    board.flow.redo();
    return done(board);
  }
  try {
    board.flow.play(text, () => {
      hideToast(board.ui.toast);
      if (left) keepLeftLine(board, left);
    });
  } catch (e) {
    return moveRefused(board, e, text, opening);
  }
  return done(board);
}

/**
 * Takes back the last move (against the computer, back to the person's
 * turn), or the hidden first pick of the Sulus Aidi opening. In a game with
 * a friend, a move the friend has seen or has in a link stays.
 * @param {MancalaBoard} board
 * @returns {Outcome}
 */
export function undoMove(board) {
  if (board.state.raceChoice === null && !board.view.can_undo) return refused('no-undo', board.t('api.noUndo'));
  const friendSays = board.modes.undoRefusal();
  if (friendSays) return refused('friend-has-move', friendSays);
  // Against the computer, undo goes back to the person's turn.
  let tookBack = board.flow.undo();
  while (tookBack && board.computer.undoAgain()) tookBack = board.flow.undo();
  return done(board);
}

/**
 * Plays again the next move taken back (against the computer, with its
 * reply). A friend's link shows its new moves this way, one redo each,
 * judged on the game's own view: a resignation the link carries ends the
 * game only once its moves are shown. The computer's reply that followed
 * a redone move of the person's comes back this way too (board.redoReply).
 * @param {MancalaBoard} board
 * @param {Mover} [by]
 * @returns {Outcome}
 */
export function redoMove(board, by = 'person') {
  const view = by === 'friend' ? board.flow.view : board.view;
  if (!view.can_redo) return refused('no-redo', board.t('api.noRedo'));
  board.flow.redo();
  return done(board);
}

/**
 * A new game of the board's kind with these options (a lottery already
 * drawn); the board's game is put aside in the games list.
 * @param {MancalaBoard} board
 * @param {unknown} options
 * @returns {Outcome}
 */
export function newGame(board, options) {
  /** @type {EngineGame} */
  let game;
  try {
    game = board.engine.newGame(board.key, /** @type {GameOptions} */ (options ?? {}));
  } catch (e) {
    return refused(engineCode(e)?.code ?? 'engine', errorText(board.t, e), e);
  }
  replaceBoardGame(board, game, recordOptions(game.record()));
  board.announce(newGameText(board.t, board.view));
  return done(board);
}

/**
 * A new game with the finished one's options (a lottery is drawn afresh)
 * and the same players: the game-over dialog's Rematch.
 * @param {MancalaBoard} board
 * @returns {Outcome}
 */
export function rematch(board) {
  const was = board.options;
  const options = was.lastFour.startsWith('lottery') ? { ...was, lastFour: drawLottery() } : { ...was };
  replaceBoardGame(board, board.engine.newGame(board.key, options), options);
  board.announce(newGameText(board.t, board.flow.view));
  board.canvas.focus();
  return done(board);
}

/**
 * Puts a game read from a record or a position on the board in place of its
 * own, which is put aside in the games list.
 * @param {MancalaBoard} board
 * @param {'record' | 'position'} kind
 * @param {unknown} text
 * @param {string} name  the method asking, as a refusal names it
 * @returns {Outcome}
 */
export function openGame(board, kind, text, name) {
  if (typeof text !== 'string') return refused('not-a-string', board.t('api.notText', { name, value: String(text) }));
  let opened;
  try {
    opened = board.engine.openFor(kind, text, board.key);
  } catch (e) {
    return refused(engineCode(e)?.code ?? 'engine', errorText(board.t, e), e);
  }
  const game = opened.game;
  if (!game) return refused('other-game', board.t('api.otherGame', { game: opened.other, board: board.view.name }));
  replaceBoardGame(board, game, recordOptions(game.record()));
  return done(board);
}

/**
 * Puts a game a mode or a panel made on the board: a lesson's step, a
 * puzzle, Set up's position, a record or link read by the records panel,
 * the reviewed game brought back, a friend's link or kept copy. The board's
 * game is put aside in the games list unless `shelve` is false (a puzzle
 * board's games are its puzzles); a kept game brought back (`adopt`) takes
 * the board's slot and its players.
 * @param {MancalaBoard} board
 * @param {EngineGame} game  a game of the board's kind
 * @param {GameOptions} options
 * @param {boolean} [shelve]
 * @param {import('../state/kept-games.js').AsideReason} [reason]  why the board's game leaves it
 * @param {import('../state/kept-games.js').KeptEntry} [adopt]  the kept game this is
 * @returns {Outcome}
 */
export function putGame(board, game, options, shelve = true, reason = 'new', adopt = undefined) {
  replaceBoardGame(board, game, options, shelve, reason, adopt);
  return done(board);
}

/**
 * Shows the game after its first `ply` moves (0: the start), among those
 * played and those taken back; the rest stay to redo.
 * @param {MancalaBoard} board
 * @param {unknown} ply
 * @returns {Outcome}
 */
export function goToPly(board, ply) {
  const total = board.game.wholeLine().length;
  if (typeof ply !== 'number' || !Number.isInteger(ply) || ply < 0 || ply > total) {
    const value = typeof ply === 'string' ? JSON.stringify(ply) : String(ply);
    return refused('bad-ply', board.t('api.badGoTo', { max: total, value }));
  }
  // Moves a friend has by link are not taken back; a finished game, or one
  // already stepped back through (its review), is only looked through.
  const looking = board.view.over || board.flow.view.can_redo;
  const friendSays = ply < board.flow.view.moves.length && !looking ? board.modes.undoRefusal(ply) : null;
  if (friendSays) return refused('friend-has-move', friendSays);
  board.flow.seek(ply);
  return done(board);
}

/**
 * Tells a refusal at the board, where the player looks (a notice, the
 * toast over the board, screen readers); a veto the page made is its own
 * business and says nothing.
 * @param {MancalaBoard} board
 * @param {Outcome} outcome
 */
export function tellAtBoard(board, outcome) {
  if (outcome.ok || outcome.message === '') return;
  const message = outcome.message;
  board.update((s) => said(pickDropped(s), message));
  board.announce(message);
  showToast(board.ui.toast, message);
}

/**
 * A tap on a move of the Moves list goes to the board after it (as on
 * lichess), the list staying where it is; a friend's game and a lesson's
 * steps are never stepped through.
 * @param {MancalaBoard} board
 */
export function followMoveList(board) {
  board.ui.movesList.addEventListener('click', (event) => {
    const item = event.target instanceof Element ? event.target.closest('li') : null;
    if (!item || board.exercise || board.record.byLinks) return;
    tellAtBoard(board, goToPly(board, item.value));
  });
}
