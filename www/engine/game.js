// @ts-check
// The one owner of the engine's game handles. A wasm `Game` holds memory in
// the WebAssembly module that JavaScript's collector does not see, so every
// handle the page makes is made here, wrapped in a `Game` that frees it:
// when its owner closes it (a board putting another game on, a look at a
// text that is over), or, as a safety net for one that was dropped without
// being closed, once the wrapper itself is collected. The rest of the front
// end never sees a raw handle and never frees one.
//
// The wrapper also keeps the view: the engine serialises a whole view (every
// hole, the legal moves, the position text) per call, so it is built at most
// once per position, and small questions (a hole's status, stepping to a
// ply, the whole line) are answered without building one per step. The
// record and the whole line are kept the same way, until the game changes:
// the board, its panels and its computer ask for them on every refresh.

import { Game as WasmGame } from '../pkg/mancala_wasm.js';

/** @typedef {import('../pkg/mancala_wasm.js').View} View */
/** @typedef {import('../pkg/mancala_wasm.js').GameEvent} GameEvent */
/** @typedef {import('../pkg/mancala_wasm.js').HoleStatus} HoleStatus */
/** @typedef {Required<import('../pkg/mancala_wasm.js').GameOptions>} GameOptions */
/** @typedef {'record' | 'position'} TextKind */

/** Frees the handle of a game dropped without `close()`. */
const dropped = new FinalizationRegistry((/** @type {WasmGame} */ handle) => handle.free());

export class Game {
  /** @type {WasmGame | null} */
  #handle;
  /** @type {View | null} the view of the current position, once asked for */
  #view = null;
  /** @type {string | null} the record of the game as it stands, once asked for */
  #record = null;
  /**
   * The whole line from here, once asked for: the record, how much is
   * played, the moves ahead (only when some are taken back) and every move
   * of the line, frozen (the board's one copy of it: its texts, panels and
   * commands read it here).
   * @type {{ record: string, at: number | undefined, moves: readonly string[], whole: readonly string[] } | null}
   */
  #line = null;

  /** @param {WasmGame} handle  a handle no one else holds */
  constructor(handle) {
    this.#handle = handle;
    dropped.register(this, handle, this);
  }

  /**
   * The start of a game.
   * @param {string} key
   * @param {Partial<GameOptions>} options
   */
  static create(key, options) {
    return new Game(new WasmGame(key, options));
  }

  /**
   * A game read from a record (the format `record()` writes) or a position
   * text (`positionText()`); throws the engine's refusal.
   * @param {TextKind} kind
   * @param {string} text
   */
  static open(kind, text) {
    return new Game(kind === 'record' ? WasmGame.fromRecord(text) : WasmGame.fromPosition(text));
  }

  /**
   * Opens a text for a board of `key`: "open a record and compare". A text
   * of another game keeps nothing open and gives that game's name.
   * @param {TextKind} kind
   * @param {string} text
   * @param {string} key
   * @returns {{ game: Game, other: null } | { game: null, other: string }}
   * @throws the engine's refusal of the text
   */
  static openFor(kind, text, key) {
    const game = Game.open(kind, text);
    const other = game.nameIfOther(key);
    return other === null ? { game, other } : { game: null, other };
  }

  /**
   * What a text holds, read and let go: its game key and name and its record.
   * @param {TextKind} kind
   * @param {string} text
   * @returns {{ key: string, name: string, record: string }}
   * @throws the engine's refusal of the text
   */
  static peek(kind, text) {
    const game = Game.open(kind, text);
    try {
      return { key: game.variant, name: game.view().name, record: game.record() };
    } finally {
      game.close();
    }
  }

  /** The open handle; a closed game is a bug of its owner's. */
  get #open() {
    if (!this.#handle) throw new Error('this game was closed');
    return this.#handle;
  }

  /** The game key, e.g. `anywoli`. */
  get variant() {
    return this.#open.variant;
  }

  /**
   * Everything needed to draw the board and explain it. Built once per
   * position and shared: callers read it, never change it.
   * @returns {View}
   */
  view() {
    this.#view ??= this.#open.view();
    return this.#view;
  }

  /**
   * Plays a move and returns its events; an illegal move throws the engine's refusal and changes nothing.
   * @param {string} move
   * @returns {GameEvent[]}
   */
  play(move) {
    const events = this.#open.play(move);
    this.#changed();
    return events;
  }

  /**
   * The events `move` would give, without playing it.
   * @param {string} move
   * @returns {GameEvent[]}
   */
  preview(move) {
    return this.#open.preview(move);
  }

  /**
   * `null` if the player to move may play `label` now, else why not (no view built).
   * @param {string} label
   * @returns {HoleStatus | null}
   */
  holeStatus(label) {
    return this.#open.holeStatus(label);
  }

  /** Takes back the last move; `false` at the start. */
  undo() {
    const undone = this.#open.undo();
    if (undone) this.#changed();
    return undone;
  }

  /**
   * Plays again the last move undone; `null` if there is none.
   * @returns {GameEvent[] | null}
   */
  redo() {
    const events = this.#open.redo();
    if (events) this.#changed();
    return events;
  }

  /** The game moved: what was kept of it no longer holds. */
  #changed() {
    this.#view = null;
    this.#record = null;
    this.#line = null;
  }

  /** The game record text, asked of the engine once per position. */
  record() {
    this.#record ??= this.#open.record();
    return this.#record;
  }

  /** The position text of the current position. */
  positionText() {
    return this.#open.positionText();
  }

  /**
   * Steps through undo and redo to the position after the first `count`
   * moves of the line (as far as it goes); one view, not one per step.
   * @param {number} count
   */
  seek(count) {
    let played = this.view().moves.length;
    while (played > count && this.undo()) played -= 1;
    while (played < count && this.redo()) played += 1;
  }

  /**
   * The game's whole line (its redo list too) and how much of it is played;
   * `at` and `moves` only when moves are taken back. The game ends where it
   * was; the engine is walked once per position.
   * @returns {{ record: string, at: number | undefined, moves: string[] }}
   */
  line() {
    const { record, at, moves } = this.#walkLine();
    // A copy of the moves: the kept line is the wrapper's alone.
    return { record, at, moves: [...moves] };
  }

  /**
   * Every move of the game's line, those played and those taken back (still
   * to redo), kept per position like `line()`: a frozen list, the same one
   * until the game changes.
   * @returns {readonly string[]}
   */
  wholeLine() {
    return this.#walkLine().whole;
  }

  /** The whole line, walked through the engine once per position. */
  #walkLine() {
    if (!this.#line) {
      const here = this.view();
      const hereRecord = this.#record;
      let ahead = 0;
      while (this.redo()) ahead += 1;
      const record = this.record();
      const moves = ahead > 0 ? Object.freeze([...this.view().moves]) : Object.freeze([]);
      for (let i = 0; i < ahead; i++) this.undo();
      // Back at the same position: its view and record still hold.
      this.#view = here;
      this.#record = ahead > 0 ? hereRecord : record;
      this.#line = { record, at: ahead > 0 ? here.moves.length : undefined, moves, whole: ahead > 0 ? moves : Object.freeze([...here.moves]) };
    }
    return this.#line;
  }

  /**
   * `null` when this is a game of `key`; else its name, and the game is
   * closed (the caller refuses a text of another game).
   * @param {string} key
   * @returns {string | null}
   */
  nameIfOther(key) {
    if (this.variant === key) return null;
    const name = this.view().name;
    this.close();
    return name;
  }

  /** Frees the engine's memory now; the owner is done with this game. Closing twice does nothing. */
  close() {
    const handle = this.#handle;
    if (!handle) return;
    this.#handle = null;
    this.#changed();
    dropped.unregister(this);
    handle.free();
  }
}

/**
 * The page's ways to get a game (types.js `Engine`), once the wasm module
 * is loaded (engine.js `loadEngine`).
 * @type {import('../types.js').Engine}
 */
export const engine = {
  newGame: (key, options) => Game.create(key, options),
  fromRecord: (record) => Game.open('record', record),
  fromPosition: (position) => Game.open('position', position),
  openFor: (kind, text, key) => Game.openFor(kind, text, key),
  peek: (kind, text) => Game.peek(kind, text),
};
