// @ts-check
// The game on one board and how it moves on: the engine's game (through
// engine/game.js), its options, the view built once per position, and the
// sowing being shown. Playing, undoing, redoing, seeking and putting another
// game on the board all go through here, so that each keeps the game, tells
// the page and animates the engine's events the same way. The board
// (board/board.js) wires it to the page; this module owns every field it writes.

import { Animator, buildSteps, COMPUTER_SOWING_MS, cappedFactor, fittedFactor, RESTING_MOMENT, SPEEDS, sceneFromView } from '../render/animation.js';
import { gameReplaced, movedOn, pickDropped } from '../state/board-ui.js';
import { movedNews } from '../state/game-events.js';
import { drawLottery } from '../state/options.js';
import { moveSummary, newGameText } from '../ui/board-texts.js';
import { hideToast } from '../ui/board-toast.js';
import { showOptions } from '../ui/board-view.js';
import { putAside } from './board-games.js';

/** @typedef {import('../types.js').View} View */
/** @typedef {import('../types.js').Player} Player */
/** @typedef {import('../types.js').GameEvent} GameEvent */
/** @typedef {import('../types.js').GameOptions} GameOptions */
/** @typedef {import('../types.js').EngineGame} EngineGame */
/** @typedef {import('../render/animation.js').Scene} Scene */
/** @typedef {import('../render/animation.js').Step} Step */
/** @typedef {import('./board.js').MancalaBoard} MancalaBoard */

export class GameFlow {
  /**
   * @param {MancalaBoard} board  the board the game is on: its texts, keeping and computer follow each change
   * @param {EngineGame} game
   * @param {GameOptions} options  the options it was created with
   * @param {(step: Step | null) => void} framed  each animation frame, once the shown state has moved on
   */
  constructor(board, game, options, framed) {
    this.board = board;
    this.game = game;
    this.options = options;
    /** @type {View} */
    this.view = game.view();
    /** @type {Scene} the scene of the position before the move being shown, or of the view */
    this.scene = sceneFromView(this.view);
    /** @type {import('../render/animation.js').AnimationMoment} the sowing's moment at the last animation frame, drawn beside the board's record */
    this.moment = RESTING_MOMENT;
    /** @type {Player | null} whose move is being shown (none for the joint opening) */
    this.mover = null;
    this.animator = new Animator((scene, step, progress) => {
      const stepped = step && step !== this.moment.step ? step : null;
      // One small object a frame: the record stays as the last refresh built it.
      this.moment = { scene, step, progress };
      framed(stepped);
    });
  }

  /**
   * Plays a move the command checked (board/commands.js playMove, the one way in)
   * and animates what the engine reports; an engine refusal is thrown and
   * changes nothing.
   * @param {string} move
   * @param {() => void} played  once the engine took it, before the game is kept (the line it left is kept first)
   */
  play(move, played) {
    const board = this.board;
    const before = this.view;
    const events = this.game.play(move);
    board.update(movedOn, false);
    hideToast(board.ui.toast);
    played();
    this.show(before, events, move);
  }

  /**
   * Animates events from the scene of `before` to the game's new view.
   * @param {View} before
   * @param {GameEvent[]} events
   * @param {string} move  the move played
   */
  show(before, events, move) {
    const board = this.board;
    this.mover = before.phase === 'race' ? null : before.to_move;
    this.view = this.game.view();
    const summary = moveSummary(board.t, before, this.view, move, events);
    board.save();
    board.channel.emit('moved', movedNews(board.key, before, this.view, this.game.record()));
    this.scene = sceneFromView(before);
    const done = () => {
      this.moment = { ...this.moment, step: null };
      this.scene = sceneFromView(this.view);
      board.refresh();
      board.announce(summary);
      // A mode (a lesson) judges the move once it has been shown.
      board.channel.emit('shown', { move, events, before });
    };
    const steps = buildSteps(events);
    const speed = SPEEDS[board.speed];
    // The computer's long sowings quicken to a few seconds each (Anywoli's relays took 48 s a turn at Normal).
    const factor = this.mover !== null && this.mover === board.computer?.side() ? fittedFactor(steps, speed, COMPUTER_SOWING_MS) : speed;
    this.animator.run(steps, this.scene, factor, done);
    if (this.animator.running) board.refresh();
  }

  /**
   * Shows the sowing under way within `cap` ms whatever the speed (a
   * lesson's wrong try): the speed of the flow's own animator changes here only.
   * @param {number} cap
   */
  capSowing(cap) {
    const animator = this.animator;
    if (animator.running) animator.setFactor(cappedFactor(animator.steps, animator.factor, cap));
  }

  undo() {
    const board = this.board;
    this.animator.finish();
    board.computer.reset();
    if (board.state.raceChoice !== null) {
      // Taking back a hidden opening choice: the first player picks again.
      board.update((s) => pickDropped(s));
      return;
    }
    const move = this.view.moves[this.view.moves.length - 1];
    if (!move || !this.game.undo()) return;
    this.settle();
    board.announce(`${board.t('announce.undo', { move })} ${board.t('announce.next', { player: board.playerName(this.view.to_move) })}`);
    // Against the computer, undo goes back to the person's turn.
    if (board.computer.undoAgain()) this.undo();
  }

  redo() {
    const board = this.board;
    this.animator.finish();
    board.computer.reset();
    const before = this.view;
    const events = this.game.redo();
    if (!events) return;
    board.update(movedOn, false);
    const after = this.game.view();
    const move = after.moves[after.moves.length - 1];
    // Against the computer, its reply comes back with the person's move.
    board.computer.redoFollows(after);
    this.show(before, events, move);
  }

  /** A new game with the finished one's options (a lottery is drawn afresh) and the same players. */
  rematch() {
    const board = this.board;
    const options = this.options.lastFour.startsWith('lottery') ? { ...this.options, lastFour: drawLottery() } : { ...this.options };
    this.replaceGame(board.engine.newGame(board.key, options), options);
    board.announce(newGameText(board.t, this.view));
    board.canvas.focus();
  }

  /**
   * Puts another game on the board (new, a record, a link, a kept one) and keeps it;
   * the old one is put aside in the games list (board/board-games.js putAside).
   * @param {EngineGame} game  a game of this board's kind
   * @param {GameOptions} options  the options it was created with
   * @param {boolean} [shelve]  false: the old game is not kept (a puzzle board's games are its puzzles)
   * @param {import('../state/kept-games.js').AsideReason} [reason]  why the old game leaves the board
   * @param {import('../state/kept-games.js').KeptEntry} [adopt]  the kept game this is (it takes the board's slot)
   * @returns {import('../state/kept-games.js').KeptEntry | null} the game put aside
   */
  replaceGame(game, options, shelve = true, reason = 'new', adopt = undefined) {
    const board = this.board;
    this.animator.finish();
    board.computer.reset();
    const aside = shelve ? putAside(board, reason) : null;
    // A kept game comes with its own players (its seats), once the game leaving has been kept with its own.
    if (adopt) {
      board.keeper?.adopt(adopt);
      board.takeSeats(adopt);
    }
    this.game.close();
    this.game = game;
    this.options = options;
    board.update(gameReplaced, false);
    showOptions(board.ui, options, board.speed);
    this.settle();
    return aside;
  }

  /**
   * Shows the game after its first `count` moves, stepping through the
   * engine's own undo and redo (the replay of a record), without animation.
   * @param {number} count
   */
  seek(count) {
    this.animator.finish();
    this.board.computer.reset();
    this.game.seek(count);
    this.settle();
  }

  /** The game moved without a sowing to show: the view and scene follow, the game is kept, the page told. */
  settle() {
    this.view = this.game.view();
    this.scene = sceneFromView(this.view);
    this.board.update(movedOn, false);
    this.board.save();
    this.board.refresh();
  }

  close() {
    this.animator.finish();
    this.game.close();
  }
}
