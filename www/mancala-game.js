// @ts-check
// <mancala-game>: any of the four games on any page in one line of HTML.
// The board lives in a shadow root with its own stylesheet, so the page's
// CSS cannot reach it and its CSS cannot leak out. Every element on a page
// shares one engine. Attributes are read leniently: a bad value gives a
// console warning and the default, never a broken board. The script API
// and the attributes that hand in a game live in element/element-api.js, and
// what each mode (a game, a replay, a lesson) puts on the board in
// modes/index.js; this module wires them. docs/EMBED.md documents it all for page
// authors, and the JSDoc on the class is what custom-elements.json is
// generated from.

import { setAssetPath, styleUrl } from './asset-urls.js';
import { MancalaBoard } from './board/board.js';
import { turnBoard } from './board/board-layout.js';
import { paintStartWhenKnown, takeFirstStart } from './board/start-board.js';
import { ATTRIBUTES, LOOK_ATTRIBUTES, PLAYER_ATTRIBUTES } from './element/attribute-names.js';
import {
  forgetReports,
  gameFacts,
  goToPly,
  handedGame,
  newGame,
  ORIENTATIONS,
  playMove,
  reportAttribute,
  saveKey,
  seekPly,
  setGame,
  step,
  watchColourScheme,
} from './element/element-api.js';
import { AttributeReader, quote } from './element/element-attributes.js';
import { ElementEvents } from './element/element-events.js';
import { DEFAULT_PLAYERS, levels } from './engine/computer.js';
import { engineSettings, gameList, loadEngine } from './engine/engine.js';
import { hasLanguage, loadLanguage, setTranslator, translate, translator } from './i18n/translate.js';
import { BOARD_MODES, MODE_NAMES } from './modes/index.js';
import { SPEEDS } from './render/animation.js';
import { otherPlayer } from './state/board-state.js';
import { slotName } from './state/kept-games.js';
import { drawLottery } from './state/options.js';
import { pageGames } from './store/game-keeper.js';
import { readGames } from './store/games-store.js';
import { MemoryStorage } from './store/memory-storage.js';
import { SafeStorage } from './store/storage.js';
import { nextTask } from './ui/dom.js';
import { errorText } from './ui/error-text.js';

/** @typedef {import('./i18n/translate.js').Lang} Lang */
/** @typedef {import('./render/animation.js').Speed} Speed */
/** @typedef {import('./types.js').GameOptions} GameOptions */
/** @typedef {import('./engine/computer.js').Players} Players */

/** What the board is for (`mode`): modes/index.js lists them, the default first. */
export const MODES = MODE_NAMES;

/** Every attribute the element reads; embed.html takes the same names as parameters. */
export { ATTRIBUTES };

/**
 * What the attributes ask for, every value checked.
 * @typedef {object} ElementConfig
 * @property {string} game
 * @property {(typeof MODES)[number]} mode
 * @property {Lang} lang
 * @property {Speed | undefined} speed  undefined: the player's saved choice
 * @property {number | null} size  widest board in CSS pixels; null fits the container
 * @property {boolean} sound  `sound="on"`: seeds make sounds by default (else silent until the player turns sound on)
 * @property {boolean} fit  `layout="fit"`: the board fills the element's box (give the element a height)
 * @property {'local' | 'none'} storage  `none`: nothing read from or kept in localStorage
 * @property {boolean} readonly  the board is only shown: no move taken, nothing kept
 * @property {boolean} playFriend  the Play a friend panel is offered (`play-friend`, default on)
 * @property {string} save  storage key of the game
 * @property {Partial<GameOptions>} options
 * @property {Partial<Players>} players  only what the attributes set: the rest stays the player's saved choice
 * @property {string} mode  one of MODES
 * @property {import('./types.js').Player} orientation  whose side is at the bottom
 * @property {import('./element/element-api.js').HandedGame | null} handed  the game the `record` or `position` attribute hands in
 */

/**
 * A language's texts, loaded before a board shows a word of it; a language
 * that cannot load leaves the board in English, and the page hears why.
 * @param {Lang} lang
 * @returns {Promise<void>}
 */
function languageLoaded(lang) {
  return loadLanguage(lang).catch((error) => {
    console.warn(`<mancala-game>: the ${lang} texts could not load (${error instanceof Error ? error.message : String(error)}); English is shown.`);
  });
}

/**
 * What the element extends: the browser's HTMLElement; on a server (an SSR
 * import) a plain class, so importing the package defines nothing and
 * throws nothing there. (Named as the browser's, so the manifest says so.)
 */
const HTMLElement = /** @type {typeof globalThis.HTMLElement} */ (globalThis.HTMLElement ?? class {});

/**
 * Any of the four mancala games on a page: the board, its controls, the
 * computer opponent, records and replay, in its own shadow root.
 * @summary A playable mancala board (Sulus Aidi, Sokusowó, Sadeqa II, Anywoli).
 * @attr {GameKey} game - Which game (default sulus-aidi, or the game of `record`/`position`).
 * @attr {'en' | 'es'} lang - Language of every text (default: the page's, else the browser's).
 * @attr {'human' | 'computer'} opponent - Two players on one screen, or against the computer.
 * @attr {'A' | 'B'} computer-side - Which side the computer plays (default A).
 * @attr {'beginner' | 'intermediate' | 'expert'} level - The computer's strength.
 * @attr {'B' | 'A'} start - Starting player of a new game.
 * @attr {'previous' | 'first' | 'lottery'} last-four - Anywoli: who takes the last four seeds.
 * @attr {number | `${number}`} stall-limit - Anywoli: moves without a capture that end the game (1-10000).
 * @attr {'slow' | 'normal' | 'fast' | 'instant'} speed - Animation speed.
 * @attr {'fit' | number | `${number}`} size - `fit`, or the board's widest width in CSS pixels (240-4000).
 * @attr {'flow' | 'fit'} layout - `fit`: the board fills the element's box.
 * @attr {'off' | 'on'} sound - Whether seeds make sounds before the player chooses.
 * @attr {string} save - Name the game is kept under on this device (with the game's key: one name used by two games keeps two games).
 * @attr {'play' | 'replay' | 'lesson' | 'puzzle'} mode - What the board is for: `replay` opens the record and replay panel at move `ply`; `lesson` is the game's lesson; `puzzle` the game's shipped puzzles with proven answers.
 * @attr {number | `${number}`} ply - With mode="replay": how many moves of the game are shown played (0 to all).
 * @attr {string} position - A position text (FORMATS.md in the package) to start from.
 * @attr {string} record - A game record (FORMATS.md in the package) to show.
 * @attr {'B' | 'A'} orientation - Whose side is at the bottom (default B).
 * @attr {'full' | 'minimal' | 'none'} controls - Every control, the bar's buttons only, or the board alone.
 * @attr {'auto' | 'light' | 'dark'} theme - The look; `auto` follows the system (default light).
 * @attr {'local' | 'none'} storage - `none`: nothing is read from or kept in localStorage (default local).
 * @attr {boolean} readonly - The board is only shown: no click, key or play() moves it, and nothing is kept.
 * @attr {'on' | 'off'} play-friend - `off`: no Play a friend panel (games with a friend by links; default on).
 * @fires {CustomEvent<{ game: string, mode: string }>} ready - The board is drawn.
 * @fires {CustomEvent<{ game: string, position: string, moves: string[], ply: number, over: boolean }>} change - The position or the moves shown changed (a move, undo, redo, a new game, a record or position handed in, goTo).
 * @fires {CustomEvent<{ game: string, move: string }>} before-move - A person chose a move (click, tap or key); cancelable: preventDefault() and it is not played.
 * @fires {CustomEvent<{ game: string, move: string, player: 'A' | 'B' | null, moves: string[], position: string, toMove: 'A' | 'B' | null, over: boolean }>} move - The engine played a move.
 * @fires {CustomEvent<{ game: string, winner: 'A' | 'B' | null, reason: string, score: { A: number, B: number }, record: string }>} gameover - A move ended the game.
 * @fires {CustomEvent<{ game: string, link: string, side: 'A' | 'B', turn: 'them' | 'over', moves: number }>} friend-link - A game with a friend by links made its next link to send (the friend is to act, or the game ended): deliver `link` your own way.
 * @fires {CustomEvent<{ source: 'method' | 'attribute' | 'asset', name: string, message: string, code: string | null }>} error - Input the element refused (a method call or an attribute; nothing changed), or a part that could not load (`source: 'asset'`: the engine, the computer, the stylesheet, a lesson or puzzles file); does not bubble.
 * @csspart board - The box the board's canvas is drawn in.
 * @csspart controls - The row of buttons (new game, undo, redo, speed, skip, sound).
 * @csspart status - Whose turn it is, or how the game ended.
 * @csspart moves - The list of moves played.
 * @cssprop [--mancala-wood=#9a5f2e] - The board's wood (its grain is shaded from it).
 * @cssprop [--mancala-hole=#4a2a12] - The carved holes and stores.
 * @cssprop [--mancala-seed=#e4c79a] - The seeds (six tones are mixed from it).
 * @cssprop [--mancala-board-ink=#ffefd5] - Hole labels and captions on the wood.
 * @cssprop [--mancala-highlight=#ffe066] - The ring around holes that may be played.
 * @cssprop [--mancala-player-a=#e8590c] - Player A's colour on the board (orange).
 * @cssprop [--mancala-player-b=#1971c2] - Player B's colour on the board (blue).
 * @cssprop [--mancala-font=system-ui, sans-serif] - Font family of the board and its controls.
 * @cssprop [--mancala-paper=transparent] - The element's background (painted once set; the panels use it too).
 * @cssprop [--mancala-card=#fffaf2] - Background of the game-over dialog and other cards.
 * @cssprop [--mancala-ink=#2a1b10] - The controls' text.
 * @cssprop [--mancala-accent=#a4521c] - A button under the pointer, links and accents.
 * @slot header - With layout="fit": the page's own header, shown at the top of the controls.
 */

export class MancalaGameElement extends HTMLElement {
  static observedAttributes = ATTRIBUTES;

  /**
   * Names the folder the package's files are served from, for builds that
   * do not copy them (esbuild, Rollup): the package's README, "Use it". Before the first board.
   * @param {string | URL} path
   */
  static setAssetPath(path) {
    setAssetPath(path);
  }

  /**
   * Lets the page word any text of every board: `(key, params, lang, text)`
   * returns the text to show (its `{name}` slots filled as the element's
   * are), or anything else to keep the element's `text`; null goes back to
   * the element's own words.
   * @param {((key: string, params: Record<string, string | number>, lang: string, text: string) => unknown) | null} translator
   */
  static setTranslator(translator) {
    setTranslator(translator);
  }

  /** @type {ShadowRoot} */
  #shadow;
  /** @type {MancalaBoard | null} */
  #board = null;
  /** @type {{ dispose(): void } | null} what the mode put on the board (modes/index.js) */
  #modeParts = null;
  /** @type {{ dispose(): void } | null} the start painted before the engine is in (board/start-board.js) */
  #startBoard = null;
  /** Counts renders, so a slow start that a newer one overtook is dropped. */
  #generation = 0;
  /** @type {() => void} */
  #stopWatching = () => {};
  /** @type {ElementEvents} the board's events passed on to the page */
  #events;
  /** Its attributes, read leniently (element/element-attributes.js). */
  #read = new AttributeReader(this, reportAttribute);

  constructor() {
    super();
    // The shadow root the start was painted in before the element was defined (board/start-board.js paintStartFirst).
    this.#shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    this.#events = new ElementEvents(this, this.#shadow, () => this.#board);
  }

  connectedCallback() {
    this.#stopWatching = watchColourScheme(this.#shadow, () => this.#board?.redraw());
    void this.#render();
  }

  disconnectedCallback() {
    this.#stopWatching();
    this.#generation += 1;
    this.#board?.destroy();
    this.#board = null;
    this.#modeParts?.dispose();
    this.#modeParts = null;
    this.#dropStartBoard();
  }

  /**
   * @param {string} name
   * @param {string | null} before
   * @param {string | null} after
   */
  attributeChangedCallback(name, before, after) {
    if (before === after) return;
    forgetReports(this, name);
    if (!this.#board) return;
    if (name === 'lang') {
      this.#switchLanguage();
    } else if (PLAYER_ATTRIBUTES.includes(name)) {
      // A lesson's or a puzzle's players are the mode's own.
      if (!BOARD_MODES[this.#mode()].ownsPlayers) this.#board.computer.setPlayers(this.#players());
    } else if (LOOK_ATTRIBUTES.includes(name)) {
      this.#applyLook();
    } else if (name === 'ply' && this.#mode() === 'replay') {
      seekPly(this, this.#board);
    } else if (name === 'orientation') {
      // Turned round in place: the painter lays the board out afresh for the side at the bottom.
      turnBoard(this.#board, this.#read.choice('orientation', ORIENTATIONS, 'B'));
    } else {
      void this.#render();
    }
  }

  /**
   * Puts the board in the `lang` attribute's language once its texts are in:
   * until then it keeps the language it has, never a mix of both.
   */
  #switchLanguage() {
    const lang = this.#language();
    if (hasLanguage(lang)) {
      this.#board?.setLanguage(lang);
      return;
    }
    void languageLoaded(lang).then(() => {
      if (this.#language() === lang) this.#board?.setLanguage(lang);
    });
  }

  /** @returns {Lang} the `lang` attribute, else the page's language, else the browser's */
  #language() {
    return this.#read.language();
  }

  /** @returns {Partial<Players>} */
  #players() {
    /** @type {Partial<Players>} */
    const players = {};
    if (this.hasAttribute('opponent')) players.opponent = this.#read.choice('opponent', /** @type {const} */ (['human', 'computer']), DEFAULT_PLAYERS.opponent);
    if (this.hasAttribute('computer-side'))
      players.computerSide = this.#read.choice('computer-side', /** @type {const} */ (['A', 'B']), DEFAULT_PLAYERS.computerSide);
    if (this.hasAttribute('level')) players.level = this.#read.choice('level', levels(), DEFAULT_PLAYERS.level);
    return players;
  }

  /** @returns {string} */
  #mode() {
    return this.#read.choice('mode', MODES, 'play');
  }

  /**
   * Theme and controls on the board's box (style.css reads them there).
   * @param {HTMLElement | null} [box]  another box than the board's (the start painted before it)
   */
  #applyLook(box) {
    const stage = box ?? /** @type {HTMLElement | null} */ (this.#shadow.querySelector('.mg-element:not(.mg-start)'));
    if (!stage) return;
    this.#read.applyLook(stage);
    if (!box) this.#board?.redraw();
  }

  /** The start painted before the engine gives way (to the board, an error, a new start). */
  #dropStartBoard() {
    this.#startBoard = this.#startBoard?.dispose() ?? null;
  }

  /**
   * The start position painted before the engine is in (board/start-board.js).
   * @param {number} generation
   * @param {HTMLElement} stage  the board's box, hidden until it is built
   * @param {Lang} lang
   * @param {Promise<unknown>} ready  the stylesheet and the texts
   */
  async #paintStart(generation, stage, lang, ready) {
    this.#startBoard = await paintStartWhenKnown(this, stage, this.#read, (box) => this.#applyLook(box), {
      mode: this.#mode(),
      ready,
      t: translator(lang),
      current: () => generation === this.#generation && !this.#board,
    });
  }

  /**
   * The start painted before the element was defined, as its own: given way like the one it paints.
   * @param {number} generation
   * @param {import('./board/start-board.js').FirstStart} first
   */
  async #adoptStart(generation, first) {
    const current = () => generation === this.#generation && !this.#board;
    first.current = current;
    const painted = await first.painted;
    if (current()) this.#startBoard = painted;
    else painted?.dispose();
  }

  /** The board's words, or the element's language before there is a board. */
  #texts() {
    return this.#board?.t ?? translator(this.#language());
  }

  /**
   * @param {import('./types.js').Engine} engine
   * @returns {ElementConfig}
   */
  #config(engine) {
    const games = gameList().map((g) => /** @type {string} */ (g.key));
    const lang = this.#language();
    const handed = handedGame(this, engine, translator(lang));
    const game = handed?.game ?? this.#read.choice('game', games, games[0]);
    const mode = this.#mode();
    const speedWords = /** @type {Speed[]} */ (Object.keys(SPEEDS));
    const speed = this.hasAttribute('speed') ? this.#read.choice('speed', speedWords, 'normal') : undefined;
    const size = this.#read.size();
    const saveText = this.getAttribute('save');
    /** @type {string} */
    let save = game;
    if (saveText !== null && /^[\w-]{1,64}$/.test(saveText)) save = saveText;
    else if (saveText !== null) this.#read.warn('save', saveText, '1 to 64 letters, digits, - or _', quote(game));
    const { defaults, maxStallLimit } = engineSettings();
    const lastFour = this.#read.choice(
      'last-four',
      /** @type {const} */ (['previous', 'first', 'lottery']),
      defaults.lastFour === 'first' ? 'first' : 'previous',
    );
    const stallLimit = this.#read.wholeNumber('stall-limit', 1, maxStallLimit, String(defaults.stallLimit)) ?? defaults.stallLimit;
    const players = this.#players();
    // A replayed game is shown, not played on by the computer, unless the page asks.
    if (mode === 'replay' && !this.hasAttribute('opponent')) players.opponent = 'human';
    return {
      game,
      lang,
      mode,
      orientation: this.#read.choice('orientation', ORIENTATIONS, 'B'),
      handed,
      speed,
      size,
      sound: this.#read.choice('sound', /** @type {const} */ (['off', 'on']), 'off') === 'on',
      fit: this.#read.choice('layout', /** @type {const} */ (['flow', 'fit']), 'flow') === 'fit',
      storage: this.#read.choice('storage', /** @type {const} */ (['local', 'none']), 'local'),
      readonly: this.hasAttribute('readonly'),
      playFriend: this.#read.choice('play-friend', /** @type {const} */ (['on', 'off']), 'on') === 'on',
      save: saveKey(this, slotName(game, save, handed?.saveSuffix ?? ''), translator(lang), save),
      options: {
        start: this.#read.choice('start', /** @type {const} */ (['B', 'A']), defaults.start),
        lastFour: lastFour === 'lottery' ? drawLottery() : lastFour,
        stallLimit,
      },
      players,
    };
  }

  /** (Re)builds the board from the attributes: stylesheet, engine and the mode's code first. */
  async #render() {
    const generation = ++this.#generation;
    this.#events.reset();
    // After the module that imported the element has run (setAssetPath() in it applies).
    await null;
    if (generation !== this.#generation) return;
    this.#board?.destroy();
    this.#board = null;
    this.#modeParts?.dispose();
    this.#modeParts = null;
    this.#dropStartBoard();
    // The start painted before the element was defined, with its stylesheet and the board's box, is taken over.
    const first = takeFirstStart(this);
    const link = first?.link ?? document.createElement('link');
    const stage = first?.stage ?? document.createElement('div');
    if (!first) {
      link.rel = 'stylesheet';
      link.href = styleUrl().href;
      stage.className = 'mg-element';
      // Hidden until styled, so the board is never laid out unstyled.
      stage.hidden = true;
      this.#shadow.replaceChildren(link, stage);
    }
    const styleFailed = () => {
      // The board still starts, unstyled; the page hears why.
      const message = translate(this.#language(), 'error.style', { url: link.href });
      console.warn(`<mancala-game>: ${message}`);
      this.dispatchEvent(new CustomEvent('error', { composed: true, detail: { source: 'asset', name: 'style', message, code: 'style-unavailable' } }));
    };
    const styled = first
      ? first.styled.then((loaded) => loaded || styleFailed())
      : new Promise((done) => {
          link.addEventListener('load', done);
          link.addEventListener('error', () => {
            styleFailed();
            done(undefined);
          });
        });
    /** @type {Lang} the element's, so a failed start is told in the page's language */
    let lang = this.#language();
    try {
      // The mode's code with the engine (modes/index.js), the kept games read meanwhile; the board in a task after the engine's start.
      if (this.getAttribute('storage') !== 'none' && !this.hasAttribute('readonly')) void readGames();
      if (first) void this.#adoptStart(generation, first);
      else void this.#paintStart(generation, stage, lang, Promise.all([styled, languageLoaded(lang)]));
      const [engine, startMode] = await Promise.all([loadEngine(), BOARD_MODES[this.#mode()].load(this.#shadow), styled, languageLoaded(lang)]);
      await nextTask();
      if (generation !== this.#generation) return;
      const config = this.#config(engine);
      // Games are kept on the device unless the page asks for none (or a read-only board).
      const keeps = config.storage === 'local' && !config.readonly;
      const games = keeps ? await pageGames(engine, engineSettings()) : undefined;
      if (generation !== this.#generation) return;
      lang = config.lang;
      this.#applyLook();
      stage.style.maxWidth = config.size === null ? '' : `${config.size}px`;
      stage.classList.toggle('mg-element-fit', config.fit);
      this.#board = new MancalaBoard(stage, config.game, {
        engine,
        games,
        storage: keeps ? new SafeStorage() : new MemoryStorage(),
        readonly: config.readonly,
        lang,
        reducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
        saveKey: config.save,
        options: config.options,
        speed: config.speed,
        players: config.players,
        fit: config.fit,
        sound: config.sound,
        orientation: config.orientation,
        initial: config.handed?.initial,
        ...BOARD_MODES[config.mode].board(config.save),
      });
      // The board and its panels in two tasks, not one long one; the stage hidden until both are in: laid out once.
      const board = this.#events.follow(this.#board);
      await nextTask();
      if (generation !== this.#generation) return;
      this.#modeParts = startMode(board, engine, { games: gameList().map((g) => g.key), element: this, handed: config.handed, playFriend: config.playFriend });
      // The start painted meanwhile gives way in the same frame as the board comes.
      this.#dropStartBoard();
      stage.hidden = false;
      this.#events.changed();
      this.dispatchEvent(new CustomEvent('ready', { bubbles: true, composed: true, detail: { game: config.game, mode: config.mode } }));
      // Laid out in the box the page gave it once ready (play.html's header joins then), before the first paint: no shift.
      if (generation === this.#generation) board.layout();
    } catch (e) {
      if (generation !== this.#generation) return;
      // Told in the board's language, whose texts may still be on their way when the start failed.
      await languageLoaded(lang);
      if (generation !== this.#generation) return;
      const p = document.createElement('p');
      p.className = 'mg-error';
      p.textContent = translate(lang, 'error.engine', { error: errorText(translator(lang), e) });
      this.#dropStartBoard();
      stage.hidden = false;
      stage.replaceChildren(p);
      this.dispatchEvent(
        new CustomEvent('error', { composed: true, detail: { source: 'asset', name: 'engine', message: p.textContent, code: 'engine-unavailable' } }),
      );
    }
  }

  // ----- the script API (element/element-api.js) --------------------------------

  /**
   * Plays a move for whoever is to move: `3B`, or `3B+7A` for the Sulus Aidi opening.
   * @param {string} move
   * @returns {string} the move as the engine wrote it
   */
  play(move) {
    return playMove(this, this.#board, move, this.#texts());
  }

  /** Takes back the last move (against the computer, back to the player's turn). @returns {string[]} the moves still played */
  undo() {
    return step(this, this.#board, 'undo', this.#texts());
  }

  /** Plays the next move taken back again. @returns {string[]} the moves played */
  redo() {
    return step(this, this.#board, 'redo', this.#texts());
  }

  /**
   * Starts a new game of the board's kind; the one in progress goes on the board's shelf.
   * @param {{ start?: 'A' | 'B', lastFour?: 'previous' | 'first' | 'lottery', stallLimit?: number }} [options]
   */
  newGame(options) {
    newGame(this, this.#board, options, this.#texts());
  }

  /**
   * Shows a game record (FORMATS.md in the package) of the board's game in place: no
   * rebuild, no `ready`; the game it replaces goes on the board's shelf.
   * @param {string} record
   */
  setRecord(record) {
    setGame(this, this.#board, 'setRecord', record, this.#texts());
  }

  /**
   * Puts a position (FORMATS.md in the package) of the board's game on the board in place.
   * @param {string} position
   */
  setPosition(position) {
    setGame(this, this.#board, 'setPosition', position, this.#texts());
  }

  /**
   * Shows the game after its first `ply` moves (0: the start; up to the
   * moves played and those taken back).
   * @param {number} ply
   * @returns {number} the ply shown
   */
  goTo(ply) {
    return goToPly(this, this.#board, ply, this.#texts());
  }

  /** Turns the board round: the other side at the bottom (sets `orientation`). @returns {'A' | 'B'} the side now at the bottom */
  flip() {
    const bottom = otherPlayer(this.#read.choice('orientation', ORIENTATIONS, 'B'));
    this.setAttribute('orientation', bottom);
    return bottom;
  }

  /** The game record text (FORMATS.md in the package); null before the board is ready. Setting it hands in a game, as the attribute does. @returns {string | null} */
  get record() {
    return gameFacts(this.#board).record;
  }
  set record(text) {
    if (text === null) this.removeAttribute('record');
    else this.setAttribute('record', String(text));
  }
  /** The position text of the position shown; null before the board is ready. Setting it hands in a position, as the attribute does. @returns {string | null} */
  get position() {
    return gameFacts(this.#board).position;
  }
  set position(text) {
    if (text === null) this.removeAttribute('position');
    else this.setAttribute('position', String(text));
  }
  /** Every move played so far, in notation. @returns {string[]} */
  get moves() {
    return gameFacts(this.#board).moves;
  }
  /** Whether the game is over. @returns {boolean} */
  get over() {
    return gameFacts(this.#board).over;
  }
  /** The winner of a finished game, `A` or `B`; null for a draw or a game not over. @returns {'A' | 'B' | null} */
  get winner() {
    return gameFacts(this.#board).winner;
  }
}

export { setAssetPath, setTranslator };

// Only where there are custom elements: importing the package on a server does nothing.
if (globalThis.customElements && !customElements.get('mancala-game')) customElements.define('mancala-game', MancalaGameElement);
