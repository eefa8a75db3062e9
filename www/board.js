// @ts-check
// The controller of one playable game: it wires a container element and a
// game key to the game (game-flow.js), the board's state record
// (state/board-ui.js, changed only through `update`), the view built once
// (ui/board-view.js), input (input/board-intents.js), the painter (render/,
// handed plain data by frame-input.js), the computer, keeping and screen
// readers. It holds no game rule: which holes may be played, and why not,
// comes from the engine's view.

import { keptPlayers, noticeOtherTab, noticeStored, saveBoardGame, startingGame } from './board-games.js';
import { layoutBoard } from './board-layout.js';
import { playMove, tellAtBoard } from './commands.js';
import { ComputerPlayer } from './computer-player.js';
import { DEFAULT_PLAYERS } from './engine/computer.js';
import { engineSettings } from './engine/engine.js';
import { frameInput, textsInput } from './frame-input.js';
import { GameFlow } from './game-flow.js';
import { GameKeeper } from './game-keeper.js';
import { translator } from './i18n.js';
import { wireBoard } from './input/board-intents.js';
import { MovePreviewer } from './move-previewer.js';
import { SPEEDS, startSpeed } from './render/animation.js';
import { boardFrame } from './render/board-frame.js';
import { BoardPainter } from './render/board-painter.js';
import { SeedSound } from './render/sound.js';
import { defaultFocus, playableHoles, racePicker, resignedView } from './state/board-state.js';
import { initialBoardUi, noticed, savedAs } from './state/board-ui.js';
import { otherSide } from './state/friend-game.js';
import { slotName } from './state/kept-games.js';
import { cleanOptions } from './state/options.js';
import { engineHelps, scriptOf, seatsOf } from './state/seats.js';
import { renderBoardTexts } from './ui/board-status.js';
import { playerName } from './ui/board-texts.js';
import { applyFixedTexts, arrangeControls, createElements, showOptions } from './ui/board-view.js';
import { ResultDialog } from './ui/result-dialog.js';

/** @typedef {import('./types.js').Player} Player */
/** @typedef {import('./types.js').GameOptions} GameOptions */
/** @typedef {import('./types.js').Notice} Notice */
/** @typedef {import('./render/animation.js').Scene} Scene */
/** @typedef {import('./state/board-ui.js').BoardUi} BoardUi */
/** @typedef {{ tap: (label: string) => void, scene: () => Scene }} BoardEditor */

export class MancalaBoard {
  /**
   * @param {HTMLElement} container  emptied and filled with the board
   * @param {string} gameKey  one of the engine's games (Game.games())
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

    const { game, options, restored, notice, entry } = startingGame(this, deps.initial);
    /** @type {{ side: Player, mode: 'puzzle' | 'lesson' } | null} the side a mode's script plays (a puzzle's defence): kept in the game's seats */
    this.script = entry?.seats ? scriptOf(entry.seats) : null;
    /** Whether the game on the board is one the player had saved (not a new one). */
    this.restored = restored;
    /** @type {BoardUi} what the board shows around its game (state/board-ui.js): changed only by `update` */
    // A game back from the tab's copy of what a full store refused is not saved yet.
    this.state = savedAs(initialBoardUi(notice), this.keeper?.isStored() ?? true);
    this.sound = new SeedSound(this.storage, deps.sound ? 'sound' : 'sound:embed', deps.sound === true);
    /** The game and the sowing shown; each animation frame is painted at once, being inside one already. */
    this.flow = new GameFlow(this, game, options, (step) => {
      if (step) this.sound.play(step.kind);
      this.painter.paint();
    });

    /** The board is fitted into the box it is given, as large as it can be. */
    this.fit = deps.fit === true;
    /** The game-over dialog, over the board or under it. */
    this.result = new ResultDialog(`mg-${gameKey}`, {
      rematch: () => (this.friend ? this.friend.rematch() : this.flow.rematch()),
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
    // A kept game comes back with its own players; a page's attributes (a mode's players) still decide over them.
    this.computer = new ComputerPlayer(this, { ...(entry ? keptPlayers(entry) : {}), ...deps.players });
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
    this.stopWatching =
      this.keeper?.watch(
        (entry) => noticeOtherTab(this, entry),
        () => noticeStored(this),
      ) ?? (() => {});
    this.applyTexts();
    this.refresh();
  }

  /** The game on the board (engine/game.js). */
  get game() {
    return this.flow.game;
  }

  /** Its view, built once per position; a game a friend or this device resigned is over. */
  get view() {
    const resigned = this.friend?.resigned() ?? null;
    return resigned ? resignedView(this.flow.view, resigned) : this.flow.view;
  }

  /** The options it was created with. */
  get options() {
    return this.flow.options;
  }

  /**
   * Who plays each side of the board's game (state/seats.js), as it is kept:
   * a friend's side by links, a mode's script, else the players row.
   * @returns {import('./state/seats.js').Seats}
   */
  seats() {
    const friend = this.keeper?.entry?.friend;
    const friendSide = this.friend?.friendSide() ?? (friend ? otherSide(friend.side) : null);
    return seatsOf({ players: this.computer?.players ?? DEFAULT_PLAYERS, friendSide, script: this.script });
  }

  /**
   * A kept game's players come to the board with it (the board refreshes after).
   * @param {import('./state/kept-games.js').KeptEntry} entry
   */
  takeSeats(entry) {
    this.computer.seat(keptPlayers(entry));
  }

  /**
   * The side a mode's script plays (a puzzle's defence), kept in the game's seats; null: none.
   * @param {{ side: Player, mode: 'puzzle' | 'lesson' } | null} script
   */
  seatScript(script) {
    this.script = script;
  }

  save() {
    saveBoardGame(this);
  }

  /**
   * The computer's move, by the one move command every source uses (commands.js); a refusal is told at the board.
   * @param {string} move
   * @param {boolean} opening  the Sulus Aidi joint opening
   */
  playReply(move, opening) {
    tellAtBoard(this, playMove(this, move, 'computer', opening));
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
    if (this.friend === hooks) return;
    this.friend = hooks;
    // Who may move, the status line and the glowing holes follow from the seats: shown at once.
    this.refresh();
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
    this.flow.animator.setFactor(SPEEDS[speed]);
  }

  /** Every fixed text of the component, in the current language. */
  applyTexts() {
    applyFixedTexts(this.ui, this.t);
    this.result.applyTexts(this.t);
    this.canvas.setAttribute('aria-label', this.t('canvas.label', { game: this.view.name }));
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
    const waiting = this.waitingFor();
    // In a game by links this device's opening pick is made on the board (the friend panel takes it).
    const picking = waiting === 'friendToMove' && this.friend?.picking() === true;
    return playableHoles(this.view, this.racePicker(), waiting !== null && !picking);
  }

  /** Whether the engine may help now (Hint, its values, the preview of a move): not in a game by links (state/seats.js). */
  engineHelps() {
    return engineHelps(this.seats());
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
    renderBoardTexts(this.ui, textsInput(this));
    this.canvas.setAttribute('aria-label', t('canvas.label', { game: view.name }));
    const active = /** @type {Document | ShadowRoot} */ (this.root.getRootNode()).activeElement;
    if (!this.exercise)
      this.result.update({ view, animating: this.flow.animator.running, record: this.flow.game.record(), t }, active !== null && this.root.contains(active));
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

  /** Stops observing and closes the engine's game. */
  destroy() {
    this.painter.stop();
    this.stopWatching();
    this.sound.dispose();
    this.resizeObserver.disconnect();
    this.computer.dispose();
    this.flow.close();
    this.container.replaceChildren();
  }
}
