// @ts-check
// Keeps one board's game in storage so that no game is ever lost: the moves
// taken back stay redoable across a reload (the whole line is saved with
// how far it is played), a game replaced by a new one, a link or a record
// goes on a short shelf to bring back, and a change made by another tab is
// noticed instead of silently overwritten.

import { engineSettings } from './engine/engine.js';
import { readSaved, readShelf, shelve, writeSaved } from './state/saved-game.js';

/** @typedef {import('./types.js').EngineGame} EngineGame */
/** @typedef {import('./types.js').Engine} Engine */
/** @typedef {import('./types.js').GameOptions} GameOptions */
/** @typedef {import('./state/saved-game.js').KeptGame} KeptGame */
/** @typedef {import('./storage.js').SafeStorage} SafeStorage */
/** @typedef {import('./board.js').MancalaBoard} MancalaBoard */

/**
 * The game's whole line (its redo list too) and how much of it is played.
 * @param {EngineGame} game
 * @returns {{ record: string, at: number | undefined, moves: string[] }}
 */
export function wholeLine(game) {
  let ahead = 0;
  while (game.redo()) ahead += 1;
  const record = game.record();
  const moves = ahead > 0 ? [...game.view().moves] : [];
  for (let i = 0; i < ahead; i++) game.undo();
  return { record, at: ahead > 0 ? game.view().moves.length : undefined, moves };
}

export class GameKeeper {
  /**
   * @param {SafeStorage} storage
   * @param {Engine} engine
   * @param {string} saveKey
   */
  constructor(storage, engine, saveKey) {
    this.storage = storage;
    this.engine = engine;
    this.saveKey = saveKey;
    this.shelfKey = `shelf:${saveKey}`;
    /** @type {string | null} what this tab last wrote or read: another tab's change differs */
    this.written = null;
  }

  /**
   * A kept game as an engine game, stepped back to where it was; null when it no longer reads.
   * @param {KeptGame} kept
   * @returns {EngineGame | null}
   */
  open(kept) {
    try {
      const game = this.engine.fromRecord(kept.record);
      if (kept.at !== undefined) while (game.view().moves.length > kept.at && game.undo());
      return game;
    } catch {
      return null;
    }
  }

  /**
   * The saved game; `corrupt` when one was there but no longer reads (it is dropped).
   * @returns {{ kept: KeptGame | null, game: EngineGame | null, corrupt: boolean }}
   */
  restore() {
    const raw = this.storage.get(this.saveKey);
    this.written = raw;
    if (raw === null) return { kept: null, game: null, corrupt: false };
    const kept = readSaved(raw, engineSettings());
    const game = kept ? this.open(kept) : null;
    if (!game) this.storage.remove(this.saveKey);
    return { kept, game, corrupt: !game };
  }

  /**
   * @param {EngineGame} game
   * @param {GameOptions} options
   * @returns {boolean} false when the browser refused to store it
   */
  save(game, options) {
    const { record, at } = wholeLine(game);
    const text = writeSaved({ record, at, options });
    this.written = text;
    return this.storage.set(this.saveKey, text);
  }

  /**
   * Puts a game that is being replaced on the shelf, if it has any move.
   * @param {EngineGame} game
   * @param {GameOptions} options
   * @returns {boolean} whether it was kept
   */
  shelveGame(game, options) {
    const { record, at } = wholeLine(game);
    if (game.view().moves.length === 0 && at === undefined) return false;
    return this.shelveKept({ record, at, options });
  }

  /** @param {KeptGame} kept */
  shelveKept(kept) {
    return this.storage.set(this.shelfKey, JSON.stringify(shelve(this.shelf(), kept)));
  }

  /** @returns {KeptGame[]} the earlier games, latest first */
  shelf() {
    return readShelf(this.storage.get(this.shelfKey), engineSettings());
  }

  /**
   * Takes the latest earlier game off the shelf.
   * @returns {KeptGame | null}
   */
  takeShelved() {
    const [top, ...rest] = this.shelf();
    if (!top) return null;
    this.storage.set(this.shelfKey, JSON.stringify(rest));
    return top;
  }

  /**
   * Calls back when another tab writes this board's game (the `storage`
   * event fires only in the other tabs).
   * @param {(kept: KeptGame) => void} changed
   * @returns {() => void} stops watching
   */
  watch(changed) {
    /** @param {StorageEvent} e */
    const listener = (e) => {
      if (e.key !== this.storage.fullKey(this.saveKey) || e.newValue === null || e.newValue === this.written) return;
      const kept = readSaved(e.newValue, engineSettings());
      if (kept) changed(kept);
    };
    window.addEventListener('storage', listener);
    return () => window.removeEventListener('storage', listener);
  }
}

/**
 * The saved game of a board, else a new one (or the page's own, `initial`).
 * A saved game that no longer reads must not break the page: it is
 * dropped, with a notice to show.
 * @param {GameKeeper} keeper
 * @param {string} key  the game key
 * @param {GameOptions} startOptions  the options of a new game
 * @param {() => { game: EngineGame, options: GameOptions }} [initial]  the game to start with instead of a new one
 * @returns {{ game: EngineGame, options: GameOptions, notice: import('./types.js').Notice | null, restored: boolean }}
 */
export function restoreOrStart(keeper, key, startOptions, initial) {
  const { kept, game, corrupt } = keeper.restore();
  if (kept && game) return { game, options: kept.options, notice: null, restored: true };
  const notice = corrupt ? { key: 'notice.corrupt' } : null;
  if (initial) return { ...initial(), notice, restored: false };
  const options = { ...startOptions };
  return { game: keeper.engine.newGame(key, options), options, notice, restored: false };
}

/**
 * Brings back the game last put aside; the one on the board is put aside in turn.
 * @param {MancalaBoard} board
 */
export function bringBack(board) {
  const kept = board.keeper.takeShelved();
  const game = kept ? board.keeper.open(kept) : null;
  if (!kept || !game) {
    board.say('notice.nothingBack');
    return;
  }
  board.replaceGame(game, kept.options);
  // The game it replaced was put aside only if it had moves: then it can come back in turn.
  const swap = board.notice?.key === 'notice.shelved' ? { key: 'notice.swapBack', run: () => bringBack(board) } : undefined;
  board.say('notice.broughtBack', { n: board.view.moves.length }, swap);
}

/**
 * Another tab changed this board's game: say so, and offer to load it.
 * @param {MancalaBoard} board
 * @param {KeptGame} kept
 */
export function noticeOtherTab(board, kept) {
  board.otherTab = kept;
  board.say(
    'notice.otherTab',
    {},
    {
      key: 'notice.loadOther',
      run: () => {
        const game = board.keeper.open(kept);
        board.otherTab = null;
        if (game) board.replaceGame(game, kept.options);
        board.notice = null;
        board.refresh();
      },
    },
  );
}
