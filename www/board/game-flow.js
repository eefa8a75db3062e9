// @ts-check
// The game on one board and how it moves on: the engine's game (through
// engine/game.js), its options, the view built once per position, and the
// sowing being shown. Playing, undoing, redoing, seeking and putting another
// game on the board all go through here, so that each animates the engine's
// events the same way and tells what happened on the board's channel
// (state/game-events.js): the board (board/board.js) keeps the game, resets
// the computer and shows the options on that news, in one place. This
// module owns every field it writes and reaches into none of the board's
// other parts.

import { Animator, buildSteps, COMPUTER_SOWING_MS, cappedFactor, fittedFactor, RESTING_MOMENT, SPEEDS, sceneFromView } from '../render/animation.js';
import { gameReplaced, movedOn, pickDropped } from '../state/board-ui.js';
import { movedNews } from '../state/game-events.js';
import { moveSummary } from '../ui/board-texts.js';

/** @typedef {import('../types.js').View} View */
/** @typedef {import('../types.js').Player} Player */
/** @typedef {import('../types.js').GameEvent} GameEvent */
/** @typedef {import('../types.js').GameOptions} GameOptions */
/** @typedef {import('../types.js').EngineGame} EngineGame */
/** @typedef {import('../render/animation.js').Scene} Scene */
/** @typedef {import('../render/animation.js').Step} Step */
/**
 * What the flow needs of its board (a `MancalaBoard`): its channel to tell
 * what happened, its record to change, its words and its speed.
 * @typedef {object} FlowHost
 * @property {string} key  the game key
 * @property {import('../state/game-events.js').BoardChannel} channel
 * @property {{ raceChoice: string | null }} state  what the board shows around its game: the person's hidden opening choice among it
 * @property {(transition: (state: import('../state/board-ui.js').BoardUi) => import('../state/board-ui.js').BoardUi, refresh?: boolean) => void} update
 * @property {() => void} refresh
 * @property {(text: string) => void} announce
 * @property {(key: string, params?: Record<string, string | number>) => string} t
 * @property {(player: Player) => string} playerName
 * @property {import('../render/animation.js').Speed} speed
 */
/**
 * @typedef {object} FlowHooks
 * @property {(step: Step | null) => void} framed  each animation frame, once the shown state has moved on
 * @property {(mover: Player) => boolean} quickened  whether this side's long sowings quicken (the computer's)
 */

export class GameFlow {
  /**
   * @param {FlowHost} board  the board the game is on: it hears each change on its channel
   * @param {EngineGame} game
   * @param {GameOptions} options  the options it was created with
   * @param {FlowHooks} hooks
   */
  constructor(board, game, options, { framed, quickened }) {
    this.board = board;
    this.quickened = quickened;
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
   * @param {() => void} played  once the engine took it, before the game is kept (the toast is hidden and the line it left kept first)
   */
  play(move, played) {
    const board = this.board;
    const before = this.view;
    const events = this.game.play(move);
    board.update(movedOn, false);
    played();
    this.show(before, events, move, false);
  }

  /**
   * Animates events from the scene of `before` to the game's new view.
   * @param {View} before
   * @param {GameEvent[]} events
   * @param {string} move  the move played
   * @param {boolean} redone  a move taken back played again (Redo)
   */
  show(before, events, move, redone) {
    const board = this.board;
    this.mover = before.phase === 'race' ? null : before.to_move;
    this.view = this.game.view();
    const summary = moveSummary(board.t, before, this.view, move, events);
    // The board keeps the game first (and, after a redo, the computer learns its reply comes back), then its modes and the page hear.
    board.channel.emit('moved', movedNews(board.key, before, this.view, this.game.record(), redone));
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
    const factor = this.mover !== null && this.quickened(this.mover) ? fittedFactor(steps, speed, COMPUTER_SOWING_MS) : speed;
    this.animator.run(steps, this.scene, factor, done);
    if (this.animator.running) board.refresh();
  }

  /** Ends the sowing shown at once (Skip, or a move played meanwhile): its end is drawn, said and told. */
  skipSowing() {
    this.animator.finish();
  }

  /**
   * The player chose another speed: the sowing under way goes on at it, without a jump.
   * @param {import('../render/animation.js').Speed} speed
   */
  changeSpeed(speed) {
    this.animator.setFactor(SPEEDS[speed]);
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

  /**
   * Takes back the last move, or the hidden first pick of the Sulus Aidi
   * opening (board/commands.js undoMove, which goes on against the computer).
   * @returns {boolean} whether a move was taken back
   */
  undo() {
    const board = this.board;
    this.animator.finish();
    board.channel.emit('leaving', { cause: 'undo' });
    if (board.state.raceChoice !== null) {
      // Taking back a hidden opening choice: the first player picks again.
      board.update((s) => pickDropped(s));
      return false;
    }
    const move = this.view.moves[this.view.moves.length - 1];
    if (!move || !this.game.undo()) return false;
    this.settle('undo');
    board.announce(`${board.t('announce.undo', { move })} ${board.t('announce.next', { player: board.playerName(this.view.to_move) })}`);
    return true;
  }

  redo() {
    const board = this.board;
    this.animator.finish();
    board.channel.emit('leaving', { cause: 'redo' });
    const before = this.view;
    const events = this.game.redo();
    if (!events) return;
    board.update(movedOn, false);
    const after = this.game.view();
    const move = after.moves[after.moves.length - 1];
    this.show(before, events, move, true);
  }

  /**
   * Puts another game on the board (new, a record, a link, a kept one) and
   * keeps it (board/board-games.js replaceBoardGame, the one way in).
   * @param {EngineGame} game  a game of this board's kind
   * @param {GameOptions} options  the options it was created with
   * @param {() => void} leaving  once the sowing shown is over and the board heard the game leaves, before it is closed (the board puts it aside)
   */
  replaceGame(game, options, leaving) {
    const board = this.board;
    this.animator.finish();
    board.channel.emit('leaving', { cause: 'replace' });
    leaving();
    this.game.close();
    this.game = game;
    this.options = options;
    board.update(gameReplaced, false);
    board.channel.emit('replaced', { options });
    this.settle('replace');
  }

  /**
   * Shows the game after its first `count` moves, stepping through the
   * engine's own undo and redo (the replay of a record), without animation.
   * @param {number} count
   */
  seek(count) {
    this.animator.finish();
    this.board.channel.emit('leaving', { cause: 'seek' });
    this.game.seek(count);
    this.settle('seek');
  }

  /**
   * The game moved without a sowing to show: the view and scene follow, the
   * board hears it (and keeps the game), the page is told.
   * @param {import('../state/game-events.js').SettledNews['cause']} cause
   */
  settle(cause) {
    this.view = this.game.view();
    this.scene = sceneFromView(this.view);
    this.board.update(movedOn, false);
    this.board.channel.emit('settled', { cause });
    this.board.refresh();
  }

  close() {
    this.animator.finish();
    this.game.close();
  }
}
