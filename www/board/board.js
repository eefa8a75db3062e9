// @ts-check
// The controller of one playable game: it wires a container element and a
// game key to the game (board/game-flow.js), the board's state record
// (state/board-ui.js, changed only through `update`), the view built once
// (ui/board-view.js), input (input/board-intents.js), the painter (render/,
// handed the board's record and the sowing's moment), the computer, keeping
// and screen readers. It holds no game rule: which holes may be played, and why not,
// comes from the engine's view.

import { engineSettings } from '../engine/engine.js';
import { translator } from '../i18n/translate.js';
import { wireBoard } from '../input/board-intents.js';
import { ComputerPlayer } from '../modes/computer/computer-player.js';
import { otherSide } from '../modes/friend/friend-kept.js';
import { BoardModes } from '../modes/mode.js';
import { startSpeed } from '../render/animation.js';
import { boardFrame } from '../render/board-frame.js';
import { BoardPainter } from '../render/board-painter.js';
import { paletteNow } from '../render/palette.js';
import { SeedSound } from '../render/sound.js';
import { boardRecord, withCanvasFocus, withDraft, withPalette, withPreview, withUi } from '../state/board-record.js';
import { agreedDrawView, defaultFocus, playableHoles, racePicker, resignedView } from '../state/board-state.js';
import { initialBoardUi, noticed, savedAs } from '../state/board-ui.js';
import { BoardChannel } from '../state/game-events.js';
import { slotName } from '../state/kept-games.js';
import { cleanOptions } from '../state/options.js';
import { engineHelps, scriptOf } from '../state/seats.js';
import { GameKeeper } from '../store/game-keeper.js';
import { renderBoardTexts } from '../ui/board-status.js';
import { playerName } from '../ui/board-texts.js';
import { addBoardPanel, applyFixedTexts, arrangeControls, createElements, showOptions } from '../ui/board-view.js';
import { ResultDialog } from '../ui/result-dialog.js';
import { keptPlayers, noticeOtherTab, noticeStored, saveBoardGame, startingGame } from './board-games.js';
import { layoutBoard } from './board-layout.js';
import { playMove, redoMove, rematch, tellAtBoard } from './commands.js';
import { canvasFocused, recordParts, textsInput } from './frame-input.js';
import { GameFlow } from './game-flow.js';
import { MovePreviewer } from './move-previewer.js';

/** @typedef {import('../types.js').Player} Player */
/** @typedef {import('../types.js').GameOptions} GameOptions */
/** @typedef {import('../types.js').Notice} Notice */
/** @typedef {import('../render/animation.js').Scene} Scene */
/** @typedef {import('../state/board-ui.js').BoardUi} BoardUi */
/** @typedef {import('../modes/mode.js').BoardMode} BoardMode */
/**
 * What a board tells its subscribers after each refresh: its game's view,
 * what it shows around it, its record of the moment (state/board-record.js),
 * its words. Panels render from it.
 * @typedef {{ view: import('../types.js').View, ui: BoardUi, record: import('../state/board-record.js').BoardRecord, t: ReturnType<typeof translator> }} BoardNews
 */
/** @typedef {'review'} WantedPanel */

export class MancalaBoard {
  /**
   * @param {HTMLElement} container  emptied and filled with the board
   * @param {string} gameKey  one of the engine's games (Game.games())
   * @param {import('../types.js').BoardDeps} deps
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
    /** @type {import('../render/animation.js').Speed} */
    this.speed = startSpeed(deps.speed, this.storage.get(this.speedKey), deps.reducedMotion, deps.defaultSpeed);
    this.saveKey = deps.saveKey ?? slotName(gameKey);
    /** @type {GameOptions} */
    this.startOptions = cleanOptions(deps.options, engineSettings());
    /** Every game kept on this device (store/games-store.js); none for an exercise. */
    this.games = deps.games ?? null;
    this.keeper = this.games && !this.exercise ? new GameKeeper(this.games, this.engine, this.saveKey, deps.hiddenGames === true) : null;
    /** The modes attached (modes/mode.js) and the board's questions to them. */
    this.modes = new BoardModes();
    /** @type {Set<(news: BoardNews) => void>} who hears of each refresh (subscribe), in the order they came */
    this.subscribers = new Set();
    /** The news of each move played and of its sowing shown, to the modes and the element (`on`). */
    this.channel = new BoardChannel();
    // The board's own answers come first: its game is kept before a mode or the page hears of a move.
    this.answerFlow();
    /** @type {Map<WantedPanel, Set<() => void>>} who opens a panel when it is wanted (whenWanted) */
    this.wishes = new Map();
    /** A board only shown (`readonly`): no hole takes a click, a key or a script's move. */
    this.readonly = deps.readonly === true;

    const { game, options, restored, notice, entry } = startingGame(this, deps.initial);
    /** @type {{ side: Player, mode: 'puzzle' | 'lesson' } | null} the side a mode's script played in the kept game (a puzzle's defence), its seat until the mode is attached */
    this.keptScript = entry?.seats ? scriptOf(entry.seats) : null;
    /** Whether the game on the board is one the player had saved (not a new one). */
    this.restored = restored;
    /** @type {BoardUi} what the board shows around its game (state/board-ui.js): changed only by `update` */
    // A game back from the tab's copy of what a full store refused is not saved yet.
    this.state = savedAs(initialBoardUi(notice), this.keeper?.isStored() ?? true);
    this.sound = new SeedSound(this.storage, deps.sound ? 'sound' : 'sound:embed', deps.sound === true);
    /** The game and the sowing shown; each animation frame is painted at once, being inside one already. */
    this.flow = new GameFlow(this, game, options, {
      framed: (step) => {
        if (step) this.sound.play(step.kind);
        this.painter.paint();
      },
      // The computer's long sowings quicken to a few seconds each.
      quickened: (mover) => mover === this.computer?.side(),
    });

    /** The board is fitted into the box it is given, as large as it can be. */
    this.fit = deps.fit === true;
    /** The game-over dialog, over the board or under it. */
    this.result = new ResultDialog(`mg-${gameKey}`, {
      rematch: () => this.modes.rematch() || rematch(this),
      closed: () => this.canvas.focus(),
      review: () => this.want('review'),
    });
    const resultParts = [this.result.element, this.result.reopen];
    this.ui = createElements(this.key, resultParts);
    this.root = this.ui.root;
    this.canvas = this.ui.canvas;
    this.painter = new BoardPainter(
      this.canvas,
      this.key,
      () => this.frame(),
      () => this.look(),
      deps.orientation,
    );
    this.container.replaceChildren(this.root);
    /** @type {ComputerPlayer} the computer opponent and the hint */
    // A kept game comes back with its own players; a page's attributes (a mode's players) still decide over them.
    this.computer = new ComputerPlayer(this, { ...(entry ? keptPlayers(entry) : {}), ...deps.players });
    this.attach(this.computer.mode);
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
    /** @type {import('../state/board-record.js').BoardRecord} what the board's parts answered at the last refresh, and the transitions since: the texts, the panels and the frames read it */
    this.record = this.recordNow();
    this.applyTexts();
    this.refresh();
  }

  /** The game on the board (engine/game.js). */
  get game() {
    return this.flow.game;
  }

  /** Its view, built once per position; a game a friend or this device resigned, or both agreed to draw, is over. */
  get view() {
    const resigned = this.modes.resigned();
    if (resigned) return resignedView(this.flow.view, resigned);
    return this.modes.drawn() ? agreedDrawView(this.flow.view) : this.flow.view;
  }

  /** The options it was created with. */
  get options() {
    return this.flow.options;
  }

  /**
   * Who plays each side of the board's game (state/seats.js), as it is kept:
   * the first attached mode that seats a side decides (a friend's side by
   * links, a mode's script, else the computer of the players row). Until
   * its mode is attached (a panel loaded later), the kept game's friend and
   * script hold their seats.
   * @returns {import('../state/seats.js').Seats}
   */
  seats() {
    const friend = this.keeper?.entry?.friend;
    return this.modes.seats({ friendSide: friend ? otherSide(friend.side) : null, script: this.keptScript });
  }

  /**
   * Plugs a mode into the board (modes/mode.js): from now on the board asks
   * it who plays, what it refuses, what it keeps; its panel joins the
   * board's. The board shows the change at the next refresh.
   * @param {BoardMode} mode
   * @returns {() => void} detaches it (the mode itself is disposed by its owner)
   */
  attach(mode) {
    const detach = this.modes.add(mode);
    if (mode.panel && !mode.panel.isConnected) addBoardPanel(this.root, mode.panel);
    return detach;
  }

  /**
   * A kept game's players come to the board with it (the board refreshes after).
   * @param {import('../state/kept-games.js').KeptEntry} entry
   */
  takeSeats(entry) {
    this.computer.seat(keptPlayers(entry));
  }

  save() {
    saveBoardGame(this);
  }

  /**
   * What the board does as its game changes (board/game-flow.js only tells,
   * on the channel): the computer drops what it worked out for a position
   * left, and learns after a redo that its reply comes back too; the game
   * is kept after every move and every change without a sowing; another
   * game's options show in the form. Wired once, before any mode listens.
   */
  answerFlow() {
    const channel = this.channel;
    channel.on('leaving', () => this.computer.reset());
    channel.on('moved', (news) => {
      if (news.redone) this.computer.redoFollows(this.flow.view);
      this.save();
    });
    channel.on('replaced', ({ options }) => showOptions(this.ui, options, this.speed));
    channel.on('settled', () => this.save());
  }

  /**
   * The computer's move, by the one move command every source uses (board/commands.js); a refusal is told at the board.
   * @param {string} move
   * @param {boolean} opening  the Sulus Aidi joint opening
   */
  playReply(move, opening) {
    tellAtBoard(this, playMove(this, move, 'computer', opening));
  }

  /** The computer's reply taken back, played again after the person's move was redone (board/commands.js redoMove). */
  redoReply() {
    tellAtBoard(this, redoMove(this, 'computer'));
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
    // The record follows at once: a frame painted before the refresh shows the change, as the page did.
    else if (this.record) this.record = withUi(this.record, this.state);
  }

  /**
   * The animation speed the player chose, remembered.
   * @param {import('../render/animation.js').Speed} speed
   */
  setSpeed(speed) {
    this.speed = speed;
    this.storage.set(this.speedKey, speed);
    this.flow.changeSpeed(speed);
  }

  /** Every fixed text of the component, in the current language. */
  applyTexts() {
    applyFixedTexts(this.ui, this.t);
    this.result.applyTexts(this.t);
    this.canvas.setAttribute('aria-label', this.t('canvas.label', { game: this.view.name }));
  }

  /** @param {import('../i18n/translate.js').Lang} lang */
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

  /**
   * Asks for a repaint at the next animation frame (several asks in one
   * frame paint once): the board's picture changed outside a refresh (Set
   * up's draft edited, the page's colours). The mode's draft is read into
   * the record here, once, not at every frame.
   */
  redraw() {
    if (this.record) this.record = withDraft(this.record, this.modes.draft());
    this.painter.request();
  }

  /**
   * The canvas gained or lost the page's focus: its focus ring and the
   * keyboard's preview show or hide, the record following (a focus change
   * refreshes nothing else).
   */
  canvasFocusChanged() {
    this.record = withCanvasFocus(this.record, canvasFocused(this.canvas));
    this.record = withPreview(this.record, this.preview.work(this.record));
    this.preview.update();
    this.painter.request();
  }

  /**
   * What the painter draws now: a pure function of the board's record and
   * the sowing's moment (render/board-frame.js), neither rebuilt per frame.
   * @returns {ReturnType<typeof boardFrame>}
   */
  frame() {
    return boardFrame(this.record, this.flow.moment, this.painter.geo);
  }

  /**
   * The board's palette now: read from its canvas's CSS when it is laid out
   * and before each paint (a theme attribute, the system's dark mode, the
   * page's properties may have changed it), the record following.
   * @returns {import('../render/theme.js').Palette}
   */
  look() {
    this.record = withPalette(this.record, paletteNow(this.canvas, this.record.palette));
    return this.record.palette;
  }

  /**
   * The record of the board's moment, built afresh from what its parts answer
   * (a refresh), with the preview of the hole pointed at worked out.
   * @returns {import('../state/board-record.js').BoardRecord}
   */
  recordNow() {
    const record = boardRecord(recordParts(this));
    return this.preview ? withPreview(record, this.preview.work(record)) : record;
  }

  /** Holes the engine lets the player to move (or to pick an opening hole) play now. */
  playableHoles() {
    const waiting = this.waitingFor();
    // In a game by links this device's opening pick is made on the board (the friend panel takes it).
    const picking = waiting === 'friendToMove' && this.modes.picks();
    return playableHoles(this.view, this.racePicker(), waiting !== null && !picking);
  }

  /** Whether the engine may help now (Hint, its values, the preview of a move): not in a game by links (state/seats.js) unless both players agreed to it. */
  engineHelps() {
    return engineHelps(this.seats()) || this.modes.helpAgreed();
  }

  /** @returns {'readonly' | import('../modes/mode.js').Refusal | null} why no move of a person's (click or script) is taken now: the first mode that refuses says */
  waitingFor() {
    if (this.readonly) return 'readonly';
    return this.modes.refusal();
  }

  /**
   * Who picks an opening hole now.
   * @returns {Player}
   */
  racePicker() {
    return racePicker(this.modes.plays(), this.state.raceChoice, this.options.start);
  }

  /** @param {Player} player */
  playerName(player) {
    return playerName(this.t, player);
  }

  /** Brings every text and button state in line with the view, from one record of the moment built here. */
  refresh() {
    this.record = this.recordNow();
    const { view } = this.record;
    const t = this.t;
    renderBoardTexts(this.ui, textsInput(this.record, t, this.key));
    this.canvas.setAttribute('aria-label', t('canvas.label', { game: view.name }));
    const active = /** @type {Document | ShadowRoot} */ (this.root.getRootNode()).activeElement;
    if (!this.exercise)
      this.result.update({ view, animating: this.record.animating, record: this.record.recordText, t }, active !== null && this.root.contains(active));
    this.computer.update();
    this.painter.request();
    // Panels added to the board (records, replay) follow the view from here. As
    // a DOM event did: one added meanwhile hears the next refresh, one removed no more.
    /** @type {BoardNews} */
    const news = { view, ui: this.state, record: this.record, t };
    for (const listener of [...this.subscribers]) if (this.subscribers.has(listener)) listener(news);
  }

  /**
   * Hears of every refresh of the board (a move, a new game, a new
   * language, a mode's change): the board's one bus for its panels and
   * modes. The element's public events are made from it (element/element-events.js).
   * @param {(news: BoardNews) => void} listener
   * @returns {() => void} unsubscribes
   */
  subscribe(listener) {
    const own = (/** @type {BoardNews} */ news) => listener(news);
    this.subscribers.add(own);
    return () => this.subscribers.delete(own);
  }

  /**
   * Hears of each move the board plays (`moved`, as soon as the engine took
   * it) or of its sowing once shown (`shown`): a lesson judges the move, a
   * friend game replays the next one, the element tells the page (its
   * listeners in the `page` tier, told after the board's own).
   * @template {keyof import('../state/game-events.js').BoardNewsKinds} K
   * @param {K} kind
   * @param {(news: import('../state/game-events.js').BoardNewsKinds[K]) => void} listener
   * @param {'board' | 'page'} [tier]
   * @returns {() => void} unsubscribes
   */
  on(kind, listener, tier = 'board') {
    return this.channel.on(kind, listener, tier);
  }

  /**
   * Asks for a panel to open (the game-over dialog's Review, a friend game's).
   * @param {WantedPanel} panel
   */
  want(panel) {
    for (const open of [...(this.wishes.get(panel) ?? [])]) open();
  }

  /**
   * Answers `want(panel)`: a panel (or the tab that loads it) opens.
   * @param {WantedPanel} panel
   * @param {() => void} open
   * @returns {() => void} stops answering
   */
  whenWanted(panel, open) {
    const own = () => open();
    const wishes = this.wishes.get(panel) ?? new Set();
    this.wishes.set(panel, wishes.add(own));
    return () => wishes.delete(own);
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
