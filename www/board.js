// @ts-check
// The controller of one playable game: it takes a container element and a
// game key, builds the view once (ui/board-view.js), turns the player's
// intents (input/board-input.js) into engine calls, animates the engine's
// events (render/), keeps the game across reloads and tells screen readers
// what happened. It holds no game rule: which holes may be played, and why
// not, comes from the engine's view.

import { keepLeftLine, lineLeftBy, noticeOtherTab, putAside, saveBoardGame } from './board-games.js';
import { ComputerPlayer } from './computer-player.js';
import { engineSettings } from './engine/engine.js';
import { frameInput } from './frame-input.js';
import { GameKeeper } from './game-keeper.js';
import { translator } from './i18n.js';
import { wireBoard } from './input/board-intents.js';
import { MovePreviewer } from './move-previewer.js';
import { Animator, buildSteps, SPEEDS, sceneFromView, startSpeed } from './render/animation.js';
import { boardFrame, layoutBoard } from './render/board-frame.js';
import { BoardPainter } from './render/board-painter.js';
import { SeedSound } from './render/sound.js';
import { defaultFocus, playableHoles, racePicker } from './state/board-state.js';
import { gameReplaced, initialBoardUi, movedOn, noticed, pickDropped, said } from './state/board-ui.js';
import { sendMoveEvents } from './state/game-events.js';
import { slotName } from './state/kept-games.js';
import { cleanOptions, drawLottery } from './state/options.js';
import { renderBoardTexts } from './ui/board-status.js';
import { moveSummary, newGameText, playerName } from './ui/board-texts.js';
import { hideToast, showToast } from './ui/board-toast.js';
import { applyFixedTexts, arrangeControls, createElements, readOptionsForm, showOptions } from './ui/board-view.js';
import { errorText, refusalText } from './ui/error-text.js';
import { ResultDialog } from './ui/result-dialog.js';

/** @typedef {import('./types.js').View} View */
/** @typedef {import('./types.js').Player} Player */
/** @typedef {import('./types.js').GameEvent} GameEvent */
/** @typedef {import('./types.js').GameOptions} GameOptions */
/** @typedef {import('./types.js').EngineGame} EngineGame */
/** @typedef {import('./types.js').Notice} Notice */
/** @typedef {import('./render/animation.js').Scene} Scene */
/** @typedef {import('./render/animation.js').Step} Step */
/** @typedef {import('./state/board-ui.js').BoardUi} BoardUi */
/** @typedef {{ tap: (label: string) => void, scene: () => Scene }} BoardEditor */

export class MancalaBoard {
  /**
   * @param {HTMLElement} container  emptied and filled with the board
   * @param {string} gameKey  sulus-aidi, sokusowo, sadeqa-ii or anywoli
   * @param {import('./types.js').BoardDeps} deps
   */
  constructor(container, gameKey, deps) {
    this.container = container;
    this.key = gameKey;
    this.engine = deps.engine;
    this.storage = deps.storage;
    this.t = translator(deps.lang);
    this.lang = deps.lang;
    /**
     * Set positions for an exercise (a lesson's steps): nothing is restored,
     * kept or put aside, and a game's end shows no game-over dialog.
     */
    this.exercise = deps.exercise === true;
    /** Where the player's animation speed is remembered. */
    this.speedKey = deps.speedKey ?? 'speed';
    /** @type {import('./render/animation.js').Speed} */
    this.speed = startSpeed(deps.speed, this.storage.get(this.speedKey), deps.reducedMotion, deps.defaultSpeed);
    this.saveKey = deps.saveKey ?? slotName(gameKey);
    /** @type {GameOptions} */
    this.startOptions = cleanOptions(deps.options, engineSettings());
    /** Every game kept on this device (games-store.js); none for an exercise. */
    this.games = deps.games ?? null;
    this.keeper = this.games && !this.exercise ? new GameKeeper(this.games, this.engine, this.saveKey, deps.hiddenGames === true) : null;
    /** @type {() => boolean} true while a mode driving the game (a lesson between steps, a puzzle checking a move) holds the board still (holdWhile) */
    this.held = () => false;
    /** @type {BoardEditor | null} while Set up edits a position on the board: taps edit it, the board shows it (setEditor) */
    this.editor = null;
    /** A board only shown (`readonly`): no hole takes a click, a key or a script's move. */
    this.readonly = deps.readonly === true;
    /** @type {import('./friend-play.js').FriendHooks | null} a game with a friend by links (friend-play.js): only this device's side plays (playWithFriend) */
    this.friend = null;

    const kept = this.keeper?.restore() ?? { game: null, entry: null, notice: null };
    const { game, options } =
      kept.game && kept.entry
        ? { game: kept.game, options: kept.entry.options }
        : (deps.initial?.() ?? { game: this.engine.newGame(this.key, this.startOptions), options: { ...this.startOptions } });
    /** Whether the game on the board is one the player had saved (not a new one). */
    this.restored = kept.game !== null;
    /** @type {BoardUi} what the board shows around its game (state/board-ui.js): changed only by `update` */
    this.state = initialBoardUi(kept.notice);
    /** @type {EngineGame} */
    this.game = game;
    /** @type {GameOptions} */
    this.options = options;
    /** @type {View} */
    this.view = game.view();
    /** @type {Scene} */
    this.scene = sceneFromView(this.view);
    /** @type {Step | null} */
    this.step = null;
    this.progress = 0;
    /** @type {Player | null} whose move is being shown (none for the joint opening) */
    this.mover = null;
    /** @type {Scene | null} the scene the animation shows now */
    this.animatedScene = null;
    this.sound = new SeedSound(this.storage, deps.sound ? 'sound' : 'sound:embed', deps.sound === true);
    this.animator = new Animator((scene, step, progress) => {
      if (step && step !== this.step) this.sound.play(step.kind);
      this.animatedScene = scene;
      this.step = step;
      this.progress = progress;
      // Already inside an animation frame: paint now, once.
      this.painter.paint();
    });

    /** The board is fitted into the box it is given, as large as it can be. */
    this.fit = deps.fit === true;
    /** The game-over dialog, over the board or under it. */
    this.result = new ResultDialog(`mg-${gameKey}`, {
      rematch: () => (this.friend ? this.friend.rematch() : this.rematch()),
      closed: () => this.canvas.focus(),
      review: () => this.root.dispatchEvent(new Event('mancala-review')),
    });
    const resultParts = [this.result.element, this.result.reopen];
    this.ui = createElements(this.key, resultParts);
    this.root = this.ui.root;
    this.canvas = this.ui.canvas;
    this.painter = new BoardPainter(this.canvas, this.key, () => this.frame(), deps.orientation);
    this.container.replaceChildren(this.root);
    /** @type {ComputerPlayer} the computer opponent and the hint */
    this.computer = new ComputerPlayer(this, deps.players);
    arrangeControls(this.ui, this.computer.ui, resultParts, this.fit);
    this.result.closeOnEscape(this.root);
    wireBoard(this);
    this.preview = new MovePreviewer(this);
    showOptions(this.ui, this.options, this.speed);
    // The observer's first call lays the board out, once the browser has laid
    // out the page anyway: sizing it here would force an extra layout, and
    // building, sizing and first painting would all be one long task.
    this.resizeObserver = new ResizeObserver(() => this.layout());
    for (const box of this.fit ? [this.ui.stage, this.root] : [this.ui.stage]) this.resizeObserver.observe(box);
    this.stopWatching = this.keeper?.watch((entry) => noticeOtherTab(this, entry)) ?? (() => {});
    this.applyTexts();
    this.refresh();
  }

  // ----- saving and restoring ---------------------------------------------

  /** Who plays the board's game, as the games list tells it. */
  opponent() {
    return this.computer?.players.opponent ?? 'human';
  }

  save() {
    saveBoardGame(this);
  }

  /**
   * A notice above the board, with a button when something can be done about it.
   * @param {string} key
   * @param {Record<string, string | number>} [params]
   * @param {Notice['action']} [action]
   */
  say(key, params, action) {
    this.update((s) => noticed(s, { key, params, action }));
  }

  /**
   * Changes what the board shows around its game by a pure transition
   * (state/board-ui.js) and brings the page in line: the one way input,
   * panels and modes change it.
   * @param {(state: BoardUi) => BoardUi} transition
   * @param {boolean} [refresh]  false: a change the page need not show yet (a refresh follows)
   */
  update(transition, refresh = true) {
    this.state = transition(this.state);
    if (refresh) this.refresh();
  }

  /** @param {() => boolean} held  a mode driving the game (a lesson between steps, a puzzle checking a move) holds the board still while it says so */
  holdWhile(held) {
    this.held = held;
  }

  /** @param {import('./friend-play.js').FriendHooks | null} hooks  a game with a friend by links takes the board's turns and opening picks, or none (null) */
  playWithFriend(hooks) {
    this.friend = hooks;
  }

  /** @param {BoardEditor | null} editor  Set up edits a position on the board (taps edit it, the board shows it), or gives it back (null) */
  setEditor(editor) {
    this.editor = editor;
    this.redraw();
  }

  /**
   * The animation speed the player chose, remembered.
   * @param {import('./render/animation.js').Speed} speed
   */
  setSpeed(speed) {
    this.speed = speed;
    this.storage.set(this.speedKey, speed);
    this.animator.setFactor(SPEEDS[speed]);
  }

  // ----- the page elements ---------------------------------------------------

  /** Every fixed text of the component, in the current language. */
  applyTexts() {
    applyFixedTexts(this.ui, this.t);
    this.result.applyTexts(this.t);
    this.canvas.setAttribute('aria-label', this.t('canvas.label', { game: this.view.name }));
  }

  /**
   * Two players, or against the computer: which side and level.
   * @param {Partial<import('./engine/computer.js').Players>} players
   */
  setPlayers(players) {
    this.computer.setPlayers(players);
  }

  /** @param {import('./i18n.js').Lang} lang */
  setLanguage(lang) {
    this.lang = lang;
    this.t = translator(lang);
    this.applyTexts();
    this.refresh();
  }

  /** Sizes the canvas for the room the board has. */
  layout() {
    layoutBoard(this);
  }

  /** The board's geometry once it has room. */
  get geo() {
    return this.painter.geo;
  }

  /** Asks for a repaint at the next animation frame; several asks in one frame paint once. */
  redraw() {
    this.painter.request();
  }

  /**
   * What the painter draws now, from the board's state (render only reads it).
   * @returns {ReturnType<typeof boardFrame>}
   */
  frame() {
    return boardFrame(frameInput(this), this.painter.geo);
  }

  /** Holes the engine lets the player to move (or to pick an opening hole) play now. */
  playableHoles() {
    return playableHoles(this.view, this.racePicker(), this.waitingFor() !== null);
  }

  /** @returns {'readonly' | 'held' | 'computerToMove' | 'friendToMove' | null} why no move of a person's (click or script) is taken now */
  waitingFor() {
    if (this.readonly) return 'readonly';
    if (this.friend?.waiting()) return 'friendToMove';
    return this.held() ? 'held' : this.computer.waiting() ? 'computerToMove' : null;
  }

  /**
   * Who picks an opening hole now.
   * @returns {Player}
   */
  racePicker() {
    return racePicker(this.friend?.friendSide() ?? this.computer.side(), this.state.raceChoice, this.options.start);
  }

  /** @param {Player} player */
  playerName(player) {
    return playerName(this.t, player);
  }

  /** Brings every text and button state in line with the view. */
  refresh() {
    const view = this.view;
    const t = this.t;
    const animating = this.animator.running;
    renderBoardTexts(this.ui, {
      t,
      key: this.key,
      view,
      options: this.options,
      animating,
      mover: this.mover,
      waiting: this.computer.waiting(),
      picker: this.racePicker(),
      raceChoice: this.state.raceChoice,
      message: this.state.message,
      pointed: this.state.keyboardMode ? this.state.focus : this.state.hover,
      notice: this.state.notice,
      playable: this.playableHoles(),
      soundOn: this.sound.on,
    });
    this.canvas.setAttribute('aria-label', t('canvas.label', { game: view.name }));
    const active = /** @type {Document | ShadowRoot} */ (this.root.getRootNode()).activeElement;
    if (!this.exercise) this.result.update({ view, animating, record: this.game.record(), t }, active !== null && this.root.contains(active));
    this.computer.update();
    this.redraw();
    // Panels added to the board (records, replay) follow the view from here.
    this.root.dispatchEvent(new Event('mancala-change'));
  }

  /** @param {string} text */
  announce(text) {
    // A repeated sentence must still change the region for screen readers to read it again.
    const live = this.ui.live;
    live.textContent = live.textContent === text ? `${text}\u00a0` : text;
  }

  /** Where the focus ring starts. */
  defaultFocus() {
    return defaultFocus(this.view, this.view.phase === 'race' ? this.racePicker() : this.view.to_move);
  }

  // ----- moves ----------------------------------------------------------------------

  /**
   * Plays a move and animates what the engine reports.
   * @param {string} move
   * @param {boolean} opening  the Sulus Aidi joint opening
   */
  play(move, opening) {
    const before = this.view;
    // A person's move the page vetoes (`before-move`) or that redoes the line's next move goes no further.
    const left = lineLeftBy(this, move);
    if (left === 'vetoed' || left === 'redo') return left === 'redo' ? this.redo() : this.refresh();
    /** @type {GameEvent[]} */
    let events;
    try {
      events = this.game.play(move);
    } catch (e) {
      // Single holes were checked against the view (a script's move was not):
      // the engine's own refusal is worded. A joint opening can still be
      // refused when the two sowings together would never end.
      const message = opening ? this.t('blocked.endless-race', { hole: move }) : refusalText(this.t, e, move);
      this.update((s) => pickDropped(s, message));
      this.announce(message);
      showToast(this.ui.toast, message);
      return;
    }
    this.state = movedOn(this.state);
    hideToast(this.ui.toast);
    if (left) keepLeftLine(this, left);
    this.show(before, events, move);
  }

  /**
   * Animates events from the scene of `before` to the game's new view.
   * @param {View} before
   * @param {GameEvent[]} events
   * @param {string} move  the move played
   */
  show(before, events, move) {
    this.mover = before.phase === 'race' ? null : before.to_move;
    this.view = this.game.view();
    const summary = moveSummary(this.t, before, this.view, move, events);
    this.save();
    sendMoveEvents(this.root, this.key, before, this.view, this.game.record());
    const scene = sceneFromView(before);
    this.scene = scene;
    const done = () => {
      this.step = null;
      this.scene = sceneFromView(this.view);
      this.refresh();
      this.announce(summary);
      // A mode (a lesson) judges the move once it has been shown.
      this.root.dispatchEvent(new CustomEvent('mancala-shown', { detail: { move, events, before } }));
    };
    this.animator.run(buildSteps(events), scene, SPEEDS[this.speed], done);
    if (this.animator.running) this.refresh();
  }

  undo() {
    if (this.friend && !this.friend.mayUndo()) return;
    this.animator.finish();
    this.computer.reset();
    if (this.state.raceChoice !== null) {
      // Taking back a hidden opening choice: the first player picks again.
      this.update((s) => pickDropped(s));
      return;
    }
    const move = this.view.moves[this.view.moves.length - 1];
    if (!move || !this.game.undo()) return;
    this.view = this.game.view();
    this.scene = sceneFromView(this.view);
    this.state = movedOn(this.state);
    this.save();
    this.refresh();
    this.announce(`${this.t('announce.undo', { move })} ${this.t('announce.next', { player: this.playerName(this.view.to_move) })}`);
    // Against the computer, undo goes back to the person's turn.
    if (this.computer.undoAgain()) this.undo();
  }

  redo() {
    this.animator.finish();
    this.computer.reset();
    const before = this.view;
    const events = this.game.redo();
    if (!events) return;
    this.state = movedOn(this.state);
    const after = this.game.view();
    const move = after.moves[after.moves.length - 1];
    // Against the computer, its reply comes back with the person's move.
    this.computer.redoFollows(after);
    this.show(before, events, move);
  }

  newGame() {
    this.animator.finish();
    // Options chosen in the form; a lottery is drawn now and kept.
    const options = readOptionsForm(this.ui, drawLottery);
    /** @type {EngineGame} */
    let game;
    try {
      game = this.engine.newGame(this.key, options);
    } catch (e) {
      const message = this.t('error.engine', { error: errorText(this.t, e) });
      this.update((s) => said(s, message));
      return;
    }
    this.replaceGame(game, options);
    this.announce(newGameText(this.t, this.view));
  }

  /** A new game with the finished one's options (a lottery is drawn afresh) and the same players. */
  rematch() {
    const options = this.options.lastFour.startsWith('lottery') ? { ...this.options, lastFour: drawLottery() } : { ...this.options };
    this.replaceGame(this.engine.newGame(this.key, options), options);
    this.announce(newGameText(this.t, this.view));
    this.canvas.focus();
  }

  /**
   * Puts another game on the board (new, a record, a link, a kept one) and keeps it;
   * the old one is put aside in the games list (board-games.js putAside).
   * @param {EngineGame} game  a game of this board's kind
   * @param {GameOptions} options  the options it was created with
   * @param {boolean} [shelve]  false: the old game is not kept (a puzzle board's games are its puzzles)
   * @param {import('./state/kept-games.js').AsideReason} [reason]  why the old game leaves the board
   * @param {import('./state/kept-games.js').KeptEntry} [adopt]  the kept game this is (it takes the board's slot)
   * @returns {import('./state/kept-games.js').KeptEntry | null} the game put aside
   */
  replaceGame(game, options, shelve = true, reason = 'new', adopt = undefined) {
    this.animator.finish();
    this.computer.reset();
    const aside = shelve ? putAside(this, reason) : null;
    if (adopt) this.keeper?.adopt(adopt);
    this.game.close();
    this.game = game;
    this.options = options;
    this.view = game.view();
    this.scene = sceneFromView(this.view);
    this.state = gameReplaced(this.state);
    showOptions(this.ui, this.options, this.speed);
    this.save();
    this.refresh();
    return aside;
  }

  /**
   * Shows the game after its first `count` moves, stepping through the
   * engine's own undo and redo (the replay of a record), without animation.
   * @param {number} count
   */
  seek(count) {
    this.animator.finish();
    this.computer.reset();
    this.game.seek(count);
    this.view = this.game.view();
    this.scene = sceneFromView(this.view);
    this.state = movedOn(this.state);
    this.save();
    this.refresh();
  }

  /** Every move of the game's line: those played and those taken back, still to redo. */
  wholeMoves() {
    const { moves } = this.game.line();
    return moves.length > 0 ? moves : [...this.view.moves];
  }

  /** Stops observing and closes the engine's game. */
  destroy() {
    this.animator.finish();
    this.painter.stop();
    this.stopWatching();
    this.sound.dispose();
    this.resizeObserver.disconnect();
    this.computer.dispose();
    this.game.close();
    this.container.replaceChildren();
  }
}
