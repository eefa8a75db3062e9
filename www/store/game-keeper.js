// @ts-check
// Keeps one board's game in the games store (store/games-store.js) so that no game
// is ever lost: the whole line is kept with how far it is played (moves
// taken back stay redoable across a reload), a game that leaves the board
// (a new game, a link, a loaded record, an opened one) is put aside in the
// games list, a move after moves were taken back keeps the line it leaves
// as a game of its own, another tab's change is noticed instead of silently
// overwritten, and a game the engine no longer reads is kept as its text.

import { gameList } from '../engine/engine.js';
import { newId, sameGame, slotGame, slotName, summaryOf } from '../state/kept-games.js';
import { readSaved, readShelf } from '../state/saved-game.js';
import { nextTask } from '../ui/dom.js';
import { dropOldSave, OLD_SAVE, oldSaves } from './games-local.js';
import { openGamesStore } from './games-store.js';

/** @typedef {import('../types.js').EngineGame} EngineGame */
/** @typedef {import('../types.js').Engine} Engine */
/** @typedef {import('../types.js').GameOptions} GameOptions */
/** @typedef {import('../types.js').Notice} Notice */
/** @typedef {import('../state/kept-games.js').KeptEntry} KeptEntry */
/** @typedef {import('../state/kept-games.js').AsideReason} AsideReason */
/** @typedef {import('./games-store.js').GamesStore} GamesStore */

/**
 * What a keeper reads of a board: its game, the view of it, its options, who plays each side.
 * @typedef {{ game: EngineGame, view: import('../types.js').View, options: GameOptions, seats: () => import('../state/seats.js').Seats, modes?: { kept: () => Partial<KeptEntry> } }} OnBoard
 */

/**
 * A kept game as an engine game, stepped back to where it was; null when the engine refuses it.
 * @param {Engine} engine
 * @param {Pick<KeptEntry, 'record' | 'at'>} kept
 * @returns {EngineGame | null}
 */
export function openKept(engine, kept) {
  try {
    const game = engine.fromRecord(kept.record);
    // Stepped back, never forward: moves past `at` stay to redo.
    if (kept.at !== undefined && kept.at < game.view().moves.length) game.seek(kept.at);
    return game;
  } catch {
    return null;
  }
}

/**
 * A kept game as its record says, never as the entry says of itself: its
 * game, its summary and whether this version reads it are the engine's,
 * every load (a save format a later version reads again gets its Resume
 * back); a slot of another game than its record's is given up.
 * @param {Engine} engine
 * @param {KeptEntry} entry
 * @returns {KeptEntry}
 */
export function readEntry(engine, entry) {
  const game = openKept(engine, entry);
  if (!game) return entry.unreadable ? entry : { ...entry, unreadable: true };
  /** @type {KeptEntry} */
  const read = { ...entry, game: game.variant, summary: summaryOf(game.view()) };
  game.close();
  delete read.unreadable;
  if (read.slot !== null && slotGame(read.slot) !== read.game) Object.assign(read, { slot: null, reason: read.reason ?? 'moved' });
  return read;
}

/**
 * What the board says of moves a failed save left out.
 * @param {import('../state/kept-games.js').UnsavedNote} lost
 * @returns {import('../types.js').Notice}
 */
function lostNotice(lost) {
  return { key: 'notice.lostMoves', params: { k: lost.from + 1, moves: lost.moves.join(' ') } };
}

export class GameKeeper {
  /**
   * @param {GamesStore} store
   * @param {Engine} engine
   * @param {string} slot  the board's slot (state/kept-games.js slotName)
   * @param {boolean} hidden  a mode's own games (a puzzle board's): kept, not listed
   */
  constructor(store, engine, slot, hidden) {
    this.store = store;
    this.engine = engine;
    this.slot = slot;
    this.hidden = hidden;
    /** @type {KeptEntry | null} the board's game as last kept */
    this.entry = null;
    /** How many moves of the board's game the store holds (what a failed save leaves out starts there). */
    this.storedMoves = 0;
  }

  /**
   * Changes parts of the board's game as last kept (a friend game's part), kept at the next save.
   * @param {Partial<KeptEntry>} part
   */
  amend(part) {
    if (this.entry) this.entry = { ...this.entry, ...part };
  }

  /**
   * The board's game as an entry: its id kept, its line and summary new
   * (from the board's view: the engine builds one view per move).
   * @param {OnBoard} board
   * @param {Partial<KeptEntry>} [over]
   * @returns {KeptEntry}
   */
  entryOf(board, over = {}) {
    const { game, view, options } = board;
    const { record, at } = game.line();
    const now = Date.now();
    const seats = board.seats();
    /** @type {KeptEntry} */
    const entry = {
      id: this.entry?.id ?? newId(),
      game: game.variant,
      slot: this.slot,
      record,
      options: { ...options },
      opponent: seats.A.by === 'computer' || seats.B.by === 'computer' ? 'computer' : 'human',
      seats,
      created: this.entry?.created ?? now,
      updated: now,
      summary: summaryOf(view),
      // A game with a friend by links stays one through every save (modes/friend/friend-play.js), its mode attached or not yet.
      ...(this.entry?.friend ? { friend: this.entry.friend } : {}),
      // What the board's modes keep with its game (modes/mode.js `keep`).
      ...board.modes?.kept(),
      ...over,
    };
    if (at !== undefined) entry.at = at;
    else delete entry.at;
    if (this.hidden) entry.hidden = true;
    return entry;
  }

  /**
   * The board's saved game, opened; with what the board should say about it.
   * @returns {{ game: EngineGame | null, entry: KeptEntry | null, notice: Notice | null }}
   */
  restore() {
    const entry = this.store.inSlot(this.slot);
    if (!entry) {
      // A game whose every save failed: the board starts anew, and says which moves were not kept.
      const lost = this.store.unsavedNotes().find((n) => n.slot === this.slot && !this.store.get(n.id));
      if (lost) this.store.noteUnsaved(lost.id, null);
      return { game: null, entry: null, notice: lost ? lostNotice(lost) : null };
    }
    const game = entry.unreadable ? null : openKept(this.engine, entry);
    if (!game) {
      // Never deleted: kept as its text, listed as unreadable with a download.
      void this.store.put({ ...entry, slot: null, unreadable: true, reason: entry.reason ?? 'moved' });
      return { game: null, entry: null, notice: { key: 'notice.unreadable' } };
    }
    this.entry = entry;
    this.storedMoves = entry.summary.moves;
    const lost = this.store.unsavedNotes().find((n) => n.id === entry.id && n.from >= entry.summary.moves);
    this.store.noteUnsaved(entry.id, null);
    if (this.store.unsaved.has(entry.id)) {
      // Back from the tab's copy, the store still full: the board says which moves are kept where.
      this.storedMoves = this.store.storedMoves(entry.id);
      const moves = game.view().moves.slice(this.storedMoves);
      const key = { device: 'notice.keptOnDevice', tab: 'notice.keptInTab', page: 'notice.keptOnPage' }[this.store.keptWhere()];
      return { game, entry, notice: { key, params: { k: this.storedMoves + 1, moves: moves.join(' ') } } };
    }
    return { game, entry, notice: lost ? lostNotice(lost) : null };
  }

  /** Whether the board's game is in the store (not only in this tab or page, refused by a full one). */
  isStored() {
    return !this.entry || !this.store.unsaved.has(this.entry.id);
  }

  /**
   * Keeps the board's game.
   * @param {OnBoard} board
   * @returns {Promise<boolean>} false when the browser refused it (it stays in memory, noted)
   */
  async save(board) {
    const entry = this.entryOf(board);
    this.entry = entry;
    const moves = [...board.view.moves];
    const ok = await this.store.put(entry);
    if (this.entry?.id !== entry.id) return ok;
    if (ok) {
      this.storedMoves = entry.summary.moves;
      this.store.noteUnsaved(entry.id, null);
    } else if (moves.length > this.storedMoves) {
      this.store.noteUnsaved(entry.id, { id: entry.id, slot: this.slot, from: this.storedMoves, moves: moves.slice(this.storedMoves) });
    }
    return ok;
  }

  /**
   * The board's game leaves it (a new game, a link, an opened one): it stays
   * in the games list, put aside, if it has any move; an empty one is dropped.
   * @param {OnBoard} board
   * @param {AsideReason} reason
   * @returns {KeptEntry | null} the game put aside
   */
  release(board, reason) {
    const current = this.entry;
    const aside = board.view.moves.length > 0 || board.view.can_redo ? this.entryOf(board, { slot: null, reason }) : null;
    this.entry = null;
    this.storedMoves = 0;
    if (aside) void this.store.put(aside);
    else if (current) void this.store.remove(current.id);
    return aside;
  }

  /**
   * Keeps a copy of a line as a game of its own, put aside (the line a move
   * after Undo leaves, another tab's version of this board's game).
   * @param {Omit<KeptEntry, 'id' | 'slot' | 'created' | 'updated'>} line
   * @param {AsideReason} reason
   * @returns {KeptEntry}
   */
  keepCopy(line, reason) {
    const now = Date.now();
    const entry = { ...line, id: newId(), slot: null, created: now, updated: now, reason };
    void this.store.put(entry);
    return entry;
  }

  /**
   * Makes a kept game the board's (its slot this board's); the caller has
   * opened it and released the board's game first.
   * @param {KeptEntry} entry
   */
  adopt(entry) {
    this.entry = this.store.takeSlot(entry, this.slot).held;
    this.storedMoves = entry.summary.moves;
  }

  /**
   * A kept game the engine refused: listed as unreadable, its text kept.
   * @param {KeptEntry} entry
   */
  markUnreadable(entry) {
    void this.store.put({ ...entry, slot: null, unreadable: true });
  }

  /**
   * Takes a version of this board's game off the slot and keeps it as a
   * game of its own: under its own id, or under a new one where it shares
   * its id with the game that stays on the board.
   * @param {KeptEntry} version
   * @param {AsideReason} reason
   * @param {string | undefined} stays  the id of the game that keeps the slot
   * @returns {KeptEntry}
   */
  setAside(version, reason, stays) {
    if (version.id === stays) return this.keepCopy(version, reason);
    const aside = { ...version, slot: null, reason };
    void this.store.put(aside);
    return aside;
  }

  /**
   * Calls back when another tab puts a game in this board's slot, or writes
   * this board's game differently; and whenever the store has written
   * (`written`: a game a full store refused may be in now, written when the
   * page was hidden rather than at a move).
   * @param {(entry: KeptEntry) => void} changed
   * @param {() => void} [written]
   * @returns {() => void} stops watching
   */
  watch(changed, written) {
    return this.store.listen(({ otherTab }) => {
      if (!otherTab) {
        written?.();
        return;
      }
      const holder = this.store.inSlot(this.slot);
      const mine = this.entry;
      if (holder && !(mine && holder.id === mine.id && sameGame(holder, mine))) changed(holder);
    });
  }
}

/**
 * Moves the old localStorage saves (`mancala:game:KEY`, `mancala:element:…`,
 * their shelves, puzzle boards' games) into the games store, once, losing
 * none: a save the engine refuses is kept as its text, an old save whose
 * game is already in the store is not doubled, and each old key is removed
 * only once its game is in the store.
 * @param {GamesStore} store
 * @param {Engine} engine
 */
export async function moveOldSaves(store, engine) {
  for (const { key, text } of oldSaves()) {
    const [, shelf, puzzle, kind, rest] = /** @type {RegExpExecArray} */ (OLD_SAVE.exec(key));
    const saves = shelf ? readShelf(text, store.settings) : [readSaved(text, store.settings)];
    let allKept = true;
    for (const saved of saves) {
      const raw = saved ?? { record: text, options: store.settings.defaults };
      const game = openKept(engine, raw);
      // `element:SAVE` was the element's save name, the game key by default; `game:KEY` the info page's board.
      const [save, ...suffix] = rest.split(':');
      const named = kind === 'game' ? rest : save;
      const gameKey = game?.variant ?? (gameList().some((g) => g.key === named) ? named : '');
      // An unreadable save stays in its slot too: the board then says so, and puts it aside as text.
      const slot =
        shelf || !gameKey ? null : `${puzzle ? 'puzzle:' : ''}${slotName(gameKey, kind === 'game' ? null : save, suffix.length ? `:${suffix.join(':')}` : '')}`;
      const now = Date.now();
      /** @type {KeptEntry} */
      const entry = {
        id: newId(),
        game: gameKey,
        slot: slot && !store.inSlot(slot) ? slot : null,
        record: raw.record,
        options: raw.options,
        opponent: 'human',
        created: now,
        updated: now,
        summary: game ? summaryOf(game.view()) : { moves: 0, toMove: null, over: false, winner: null },
        reason: 'moved',
      };
      if (saved?.at !== undefined) entry.at = saved.at;
      if (!game) entry.unreadable = true;
      if (puzzle) entry.hidden = true;
      game?.close();
      const already = [...store.games.values()].some((e) => e.game === entry.game && sameGame(e, entry));
      if (!already && !(await store.put(entry))) allKept = false;
    }
    if (allKept) dropOldSave(key);
  }
}

/**
 * Reads kept games from their records (readEntry), each as the store holds
 * it now, and keeps those that said otherwise of themselves.
 * @param {GamesStore} store
 * @param {string[]} ids
 */
function readKept(store, ids) {
  const read = ids.flatMap((id) => {
    const entry = store.get(id);
    const seen = entry && store.read(entry);
    return seen && JSON.stringify(seen) !== JSON.stringify(entry) ? [seen] : [];
  });
  if (read.length > 0) void store.putAll(read);
}

/**
 * What a page that opened a kept game by its address (pages/embed-page.js `open=ID`)
 * leaves for its board to say once it starts: the game came and the one its
 * slot held is put aside (its id), or the address named no game kept here (null).
 * @typedef {{ slot: string | null, opened: { aside: string } | null }} OpenedNote
 */

/** @type {OpenedNote | null} */
let openedNote = null;

/**
 * Leaves the note for the board of `slot` (null: whichever board starts first).
 * @param {OpenedNote} note
 */
export function noteOpened(note) {
  openedNote = note;
}

/**
 * The note left for a board of this slot, taken once.
 * @param {string} slot
 * @returns {{ aside: string } | 'gone' | null} the game opened, 'gone' when the address named none kept here, null: no note
 */
export function takeOpened(slot) {
  const note = openedNote;
  if (!note || (note.slot !== null && note.slot !== slot)) return null;
  openedNote = null;
  return note.opened ?? 'gone';
}

/** How many kept games are read from their records in one task, off a first board's path (a long game takes a few ms). */
const READ_AT_ONCE = 10;

/** @type {Promise<GamesStore> | null} */
let pageStore = null;

/**
 * The page's games store, with the old localStorage saves moved into it
 * (once a page; a second tab finds them moved, or recognises them).
 * @param {Engine} engine  loaded: the store reads its option ranges
 * @param {import('../types.js').EngineSettings} settings
 * @returns {Promise<GamesStore>}
 */
export function pageGames(engine, settings) {
  pageStore ??= openGamesStore(settings).then(async (store) => {
    await moveOldSaves(store, engine);
    store.read = (entry) => readEntry(engine, entry);
    // Every kept game is read from its record at every load, written back only where it said
    // otherwise: the games boards hold at once (what a board shows is its record's game), the
    // others a few a task after, so that a long list does not hold back the first board.
    const games = [...store.games.values()];
    const onBoards = games.filter((e) => e.slot !== null).map((e) => e.id);
    const others = games.filter((e) => e.slot === null).map((e) => e.id);
    readKept(store, onBoards);
    void (async () => {
      for (let i = 0; i < others.length; i += READ_AT_ONCE) {
        await nextTask();
        readKept(store, others.slice(i, i + READ_AT_ONCE));
      }
    })();
    return store;
  });
  return pageStore;
}
