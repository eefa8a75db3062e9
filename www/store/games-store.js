// @ts-check
// Every game kept on this device, one entry a game (state/kept-games.js), in
// IndexedDB through idb-keyval: a move writes its own game only, and the
// browser is asked to keep the store (navigator.storage.persist). Where
// IndexedDB is missing or blocked the games go to localStorage, and where
// that is blocked too (a sandboxed frame) they live as long as the page; the
// games list says which. The store is read once per page, before any board
// is built, so boards read their game at once; writes go on behind. A write
// that fails keeps the game in memory and in the tab's sessionStorage, marks
// it unsaved and is tried again with the next write and when the page is
// hidden or left, so saving resumes when room returns. Each write reads what
// the store holds first, in the same step, so a write another tab made at
// the same moment is merged by the moves, never overwritten. Other tabs hear
// of every write (BroadcastChannel) and read the games it names again.

import { cleanEntry, copyId, lineOrder, listOrder, mergeWrite, readUnsavedNotes, sameGame } from '../state/kept-games.js';
import { indexedDbBackend, mayHaveDatabase } from './games-idb.js';
import { dropNotes, JOURNAL_PREFIX, journal, LOCAL_PREFIX, localGames, localStorageBackend, localStore, sessionStore, settled } from './games-local.js';

/** @typedef {import('../state/kept-games.js').KeptEntry} KeptEntry */
/** @typedef {import('../state/kept-games.js').UnsavedNote} UnsavedNote */
/** @typedef {import('../types.js').EngineSettings} EngineSettings */

/**
 * Where the games are kept.
 * @typedef {object} Backend
 * @property {'indexeddb' | 'localstorage' | 'memory'} kind
 * @property {() => Promise<unknown[]>} all
 * @property {(id: string) => Promise<unknown>} get
 * @property {(entry: KeptEntry, merge: MergeWrite) => Promise<Merged>} put  writes the game as `merge` decides from the version stored now, in one step no other tab's write comes between
 * @property {(id: string) => Promise<void>} remove
 */

/**
 * What a write keeps, decided from the version the store holds when it is
 * made (state/kept-games.js mergeWrite): the game to write, and the other
 * tab's line to keep as a game of its own, if the two part.
 * @typedef {{ write: KeptEntry, aside: KeptEntry | null }} Merged
 * @typedef {(stored: unknown) => Merged} MergeWrite
 */

/**
 * What a listener hears: the games that changed, whether another tab
 * changed them, and whether a write just failed or succeeded.
 * @typedef {{ ids: string[], otherTab: boolean }} StoreChange
 */

/**
 * The note of moves a failed save left out (docs/RELIABILITY.md), in the
 * tab's sessionStorage: it outlives a reload, and has a quota of its own
 * when both IndexedDB and localStorage are full.
 */
const UNSAVED_KEY = 'mancala:unsaved';
/**
 * The games a full storage has not taken yet, whole, in the tab's
 * sessionStorage (its quota is its own): a reload takes them in again and
 * writes them as soon as there is room; closing the tab loses them.
 */
const TAB_KEPT_KEY = 'mancala:tab-kept';

/** @returns {Backend} games kept for the page's life only */
export function memoryBackend() {
  return { kind: 'memory', all: async () => [], get: async () => undefined, put: async (write) => ({ write, aside: null }), remove: async () => {} };
}

export class GamesStore {
  /**
   * @param {Backend} backend
   * @param {EngineSettings} settings
   * @param {unknown[]} stored  what the backend held
   */
  constructor(backend, settings, stored) {
    this.backend = backend;
    this.settings = settings;
    /** @type {Map<string, KeptEntry>} every game, as this page last knew it */
    this.games = new Map();
    /** @type {{ from: unknown, entry: KeptEntry }[]} games stored under an id that is none, renewed (openGamesStore writes them) */
    this.renewed = [];
    /**
     * Each game as this page last knew the store to hold it (JSON): a write
     * that finds another version there was preceded by another tab's.
     * @type {Map<string, string>}
     */
    this.known = new Map();
    for (const raw of stored) {
      const entry = cleanEntry(raw, settings);
      if (!entry) continue;
      const from = /** @type {{ id?: unknown }} */ (raw).id;
      if (entry.id !== from || this.games.has(entry.id)) this.renewed.push({ from, entry });
      else {
        this.games.set(entry.id, entry);
        this.known.set(entry.id, JSON.stringify(raw));
      }
    }
    /**
     * A game from outside (an imported file) as its record says, never as it
     * says of itself: the page's engine sets it (store/game-keeper.js readEntry).
     * @type {(entry: KeptEntry) => KeptEntry}
     */
    this.read = (entry) => entry;
    /** @type {Set<string>} games whose last write failed: tried again with every write */
    this.unsaved = new Set();
    /** @type {Set<(change: StoreChange) => void>} */
    this.listeners = new Set();
    /** Whether the games not in the store yet are in the tab's sessionStorage too (else in this page's memory only). */
    this.keptInTab = false;
    /** @type {Set<string>} games whose latest version is noted in localStorage's journal (a closed tab keeps those) */
    this.noted = new Set();
    this.persistAsked = false;
    if (typeof document !== 'undefined') {
      // Room may come back at any time: what is not saved yet is tried again
      // when the page is hidden or left, not only at the next move.
      const retry = () => {
        if (this.unsaved.size > 0) void this.flush();
      };
      document.addEventListener('visibilitychange', retry);
      addEventListener('pagehide', retry);
    }
    /** @type {BroadcastChannel | null} */
    this.channel = null;
    try {
      this.channel = new BroadcastChannel('mancala-games');
      this.channel.onmessage = (e) =>
        void this.reload(Array.isArray(e.data?.ids) ? e.data.ids.filter((/** @type {unknown} */ id) => typeof id === 'string') : []);
    } catch {
      // No other tab can be told; each still keeps its own games.
    }
  }

  /** @returns {'indexeddb' | 'localstorage' | 'memory'} */
  get kind() {
    return this.backend.kind;
  }

  /** Every listed game, the games on boards first, then the latest changed. */
  list() {
    return listOrder([...this.games.values()]);
  }

  /** @param {string} id */
  get(id) {
    return this.games.get(id);
  }

  /**
   * The game a board slot holds (the latest written, should two claim it).
   * @param {string} slot
   * @returns {KeptEntry | undefined}
   */
  inSlot(slot) {
    let found;
    for (const entry of this.games.values()) {
      if (entry.slot === slot && (!found || entry.updated > found.updated)) found = entry;
    }
    return found;
  }

  /**
   * Makes a kept game the one a board slot holds: the game holding it now
   * (if another) is put aside first, as when a game is opened from the list.
   * In memory at once; the writes go on behind.
   * @param {KeptEntry} entry
   * @param {string} slot
   * @returns {{ held: KeptEntry, written: Promise<unknown> }} the game as the slot now holds it, and its writes
   */
  takeSlot(entry, slot) {
    const current = this.inSlot(slot);
    const writes = current && current.id !== entry.id ? [this.put({ ...current, slot: null, reason: 'open' })] : [];
    const held = { ...entry, slot, updated: Date.now() };
    delete held.reason;
    writes.push(this.put(held));
    return { held, written: Promise.all(writes) };
  }

  /**
   * Keeps a game: in memory at once, then in the store. A failed write
   * leaves it unsaved (in memory, tried again with the next write).
   * @param {KeptEntry} entry
   * @returns {Promise<boolean>} whether it is in the store now
   */
  async put(entry) {
    this.games.set(entry.id, entry);
    this.unsaved.add(entry.id);
    if (this.backend.kind === 'indexeddb' && journal(entry)) this.noted.add(entry.id);
    else this.noted.delete(entry.id);
    const ok = (await this.flush()).includes(entry.id);
    if (ok && !this.persistAsked && this.backend.kind === 'indexeddb') {
      this.persistAsked = true;
      void navigator.storage?.persist?.().catch(() => false);
    }
    return ok;
  }

  /**
   * Writes every game not in the store yet; those still refused are kept
   * in the tab's sessionStorage too, where it has room (keepInTab).
   * @returns {Promise<string[]>} the games written
   */
  async flush() {
    const ids = [...this.unsaved];
    /** @type {string[]} */
    const written = [];
    /** @type {string[]} games another tab's write changed here */
    const merged = [];
    for (const id of ids) {
      const game = this.games.get(id);
      if (!game) {
        this.unsaved.delete(id);
        continue;
      }
      try {
        const { write, aside } = await this.backend.put(game, (stored) => this.merge(game, stored));
        written.push(id);
        settled(game);
        this.known.set(id, JSON.stringify(write));
        if (aside) {
          this.games.set(aside.id, aside);
          this.known.set(aside.id, JSON.stringify(aside));
          written.push(aside.id);
          merged.push(aside.id);
        }
        // A newer version written meanwhile stays unsaved until its own write.
        if (this.games.get(id) === game) {
          this.unsaved.delete(id);
          if (write !== game) {
            this.games.set(id, write);
            merged.push(id);
          }
        }
      } catch {
        // Kept in memory, unsaved: the next write tries again.
      }
    }
    // Other tabs hear of what is in the store; this page's lists of everything,
    // and its boards of a line another tab's write brought.
    this.keepInTab();
    this.post(written);
    this.emit({ ids, otherTab: false });
    if (merged.length > 0) this.emit({ ids: merged, otherTab: true });
    return written;
  }

  /**
   * Where the games the store refused are kept besides this page: `device`
   * when each is noted in localStorage's journal (it outlives the tab, and
   * the next load writes it), `tab` in the tab's sessionStorage (a reload
   * keeps them, closing the tab does not), else `page` (this page only).
   * @returns {'device' | 'tab' | 'page'}
   */
  keptWhere() {
    if ([...this.unsaved].every((id) => this.noted.has(id))) return 'device';
    return this.keptInTab ? 'tab' : 'page';
  }

  /**
   * Keeps the games the store refused in the tab's sessionStorage, whole,
   * or forgets them there once every one is written.
   */
  keepInTab() {
    const tab = sessionStore();
    const games = [...this.unsaved].flatMap((id) => this.games.get(id) ?? []);
    this.keptInTab = false;
    if (!tab) return;
    try {
      if (games.length === 0) tab.removeItem(TAB_KEPT_KEY);
      else {
        tab.setItem(TAB_KEPT_KEY, JSON.stringify(games));
        this.keptInTab = true;
      }
    } catch {
      // No room in the tab either: the games stay in this page's memory, and the board says so.
    }
  }

  /**
   * The games the tab's sessionStorage keeps for a full store (keepInTab).
   * @returns {KeptEntry[]}
   */
  tabKept() {
    try {
      const games = JSON.parse(sessionStore()?.getItem(TAB_KEPT_KEY) ?? '[]');
      return Array.isArray(games) ? games.flatMap((raw) => cleanEntry(raw, this.settings) ?? []) : [];
    } catch {
      return [];
    }
  }

  /**
   * How many moves of a game the store holds, as this page last knew it
   * (0 for a game it does not hold).
   * @param {string} id
   */
  storedMoves(id) {
    try {
      const moves = JSON.parse(this.known.get(id) ?? 'null')?.summary?.moves;
      return typeof moves === 'number' ? moves : 0;
    } catch {
      return 0;
    }
  }

  /**
   * What writing a game keeps, given the version the store holds now
   * (state/kept-games.js mergeWrite).
   * @param {KeptEntry} game
   * @param {unknown} stored
   * @returns {Merged}
   */
  merge(game, stored) {
    if (stored === undefined) return { write: game, aside: null };
    return mergeWrite(game, cleanEntry(stored, this.settings), this.known.get(game.id), JSON.stringify(stored));
  }

  /**
   * Keeps several games at once: in memory at once, then written in one
   * pass (not one pass a game).
   * @param {KeptEntry[]} entries
   * @returns {Promise<boolean>} whether the last of them is in the store now
   */
  putAll(entries) {
    for (const entry of entries) {
      this.games.set(entry.id, entry);
      this.unsaved.add(entry.id);
    }
    return entries.length > 0 ? this.put(entries[entries.length - 1]) : Promise.resolve(true);
  }

  /**
   * Takes in a game found beside the store (a journal note, a game kept in
   * localStorage while IndexedDB was away), ordered by its moves, never by a
   * clock: a line that extends the store's wins, a shorter one is dropped,
   * and where the two part both are kept (the store's under an id made from
   * its own, so two tabs doing this keep one copy). Should it claim a slot
   * another game holds, the later changed keeps it and the other is put
   * aside: one owner a slot, nothing lost.
   * @param {KeptEntry} found
   * @param {string} why  a short word for the copy's id
   * @returns {Promise<boolean>} whether the store holds it now
   */
  async takeIn(found, why) {
    const kept = this.games.get(found.id);
    const others = [...this.games.values()].filter((e) => e.id !== found.id);
    const order = kept ? lineOrder(found, kept) : 'longer';
    if (kept && (order === 'shorter' || JSON.stringify(kept) === JSON.stringify(found))) return true;
    // A line another game holds already (a tab's write kept it aside) is kept: never doubled.
    if ((!kept || order === 'parted') && others.some((e) => e.game === found.game && sameGame(e, found))) return true;
    if (kept && order === 'parted' && !others.some((e) => e.game === kept.game && sameGame(e, kept))) {
      await this.put({ ...kept, id: copyId(kept.id, why), slot: null, reason: 'tab' });
    }
    let entry = found;
    const holder = found.slot === null ? undefined : others.find((e) => e.slot === found.slot);
    if (holder && holder.updated > found.updated) entry = { ...found, slot: null, reason: 'moved' };
    else if (holder) await this.put({ ...holder, slot: null, reason: 'moved' });
    return this.put(entry);
  }

  /**
   * Deletes a game (the list offers to undo it: put it back).
   * @param {string} id
   */
  async remove(id) {
    this.games.delete(id);
    this.unsaved.delete(id);
    this.noted.delete(id);
    this.known.delete(id);
    dropNotes(id);
    try {
      await this.backend.remove(id);
    } catch {
      // Gone from the list; a store that cannot delete keeps it until the next load.
    }
    this.tell([id]);
  }

  /**
   * Other tabs and this page's boards and lists hear of a change.
   * @param {string[]} ids
   */
  tell(ids) {
    this.post(ids);
    this.emit({ ids, otherTab: false });
  }

  /**
   * Tells the other tabs which games to read again.
   * @param {string[]} ids
   */
  post(ids) {
    try {
      this.channel?.postMessage({ ids });
    } catch {
      // A closed channel (a store made for a test, closed): no tab to tell.
    }
  }

  /** @param {StoreChange} change */
  emit(change) {
    for (const listener of this.listeners) listener(change);
  }

  /**
   * Reads games another tab wrote.
   * @param {string[]} ids
   */
  async reload(ids) {
    /** @type {string[]} */
    const changed = [];
    for (const id of ids) {
      try {
        const raw = await this.backend.get(id);
        const entry = cleanEntry(raw, this.settings);
        if (entry) {
          this.games.set(id, entry);
          this.known.set(id, JSON.stringify(raw));
        } else if (!this.unsaved.has(id)) this.games.delete(id);
        changed.push(id);
      } catch {
        // Unreadable now: this page keeps what it knew.
      }
    }
    if (changed.length > 0) this.emit({ ids: changed, otherTab: true });
  }

  /** Stops hearing other tabs (a store made for a test). */
  close() {
    this.channel?.close();
  }

  /**
   * @param {(change: StoreChange) => void} listener
   * @returns {() => void} stops listening
   */
  listen(listener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** @returns {UnsavedNote[]} moves failed saves left out, as noted */
  unsavedNotes() {
    return readUnsavedNotes(sessionStore()?.getItem(UNSAVED_KEY) ?? null);
  }

  /**
   * Notes (or, with null, forgets) the moves of a game that a failed save
   * left out, so a reload can say which were not kept.
   * @param {string} id
   * @param {UnsavedNote | null} note
   */
  noteUnsaved(id, note) {
    const store = sessionStore();
    if (!store) return;
    const notes = this.unsavedNotes().filter((n) => n.id !== id);
    if (note) notes.push(note);
    try {
      if (notes.length > 0) store.setItem(UNSAVED_KEY, JSON.stringify(notes));
      else store.removeItem(UNSAVED_KEY);
    } catch {
      // The note is a courtesy: with no room for it either, the board has said so already.
    }
  }
}

/** @type {Promise<GamesStore> | null} */
let opening = null;

/** @type {Promise<{ backend: Backend, stored: unknown[] }> | null} */
let reading = null;

/**
 * Brings in what a load finds beside the store: games stored under an id
 * that is none (renewed), games kept in localStorage while IndexedDB was
 * away or failed to open (each key dropped once its game is in IndexedDB),
 * writes a closing page left unfinished (journal notes), and the games a
 * full store left in the tab's sessionStorage (written now if there is
 * room, kept there again if not); each by its moves (GamesStore.takeIn).
 * @param {GamesStore} store
 */
async function takeInFound(store) {
  for (const { from, entry } of store.renewed) {
    if ((await store.takeIn(entry, 'renewed')) && typeof from === 'string' && from !== entry.id) await store.backend.remove(from).catch(() => {});
  }
  const found = store.kind === 'indexeddb' ? localGames(LOCAL_PREFIX, store.settings) : [];
  for (const { key, entry } of [...found, ...localGames(JOURNAL_PREFIX, store.settings)]) {
    if (await store.takeIn(entry, key.startsWith(JOURNAL_PREFIX) ? 'noted' : 'local')) localStore()?.removeItem(key);
  }
  const inTab = store.tabKept();
  for (const entry of inTab) await store.takeIn(entry, 'kept');
  if (inTab.length > 0) store.keepInTab();
}

/**
 * Starts reading the page's games (IndexedDB, else localStorage, else
 * memory) without the engine, so that a page can begin while the engine
 * loads: the read is off a first board's critical path.
 * @returns {Promise<{ backend: Backend, stored: unknown[] }>}
 */
export function readGames() {
  reading ??= (async () => {
    const local = localStore();
    const backend = (await indexedDbBackend()) ?? (local ? localStorageBackend(local) : memoryBackend());
    /** @type {unknown[]} */
    let stored = [];
    try {
      stored = await backend.all();
    } catch {
      // Unreadable now: the boards start empty and say nothing was lost (the store is left as it is).
    }
    return { backend, stored };
  })();
  return reading;
}

/**
 * Whether a game may be kept for the board slot `slot`, read without the
 * engine (readGames): one in the store, or any game still waiting in this
 * browser's localStorage or this tab (taken into the store once the engine
 * is in). A board that might show a kept game paints no start before it.
 * @param {string} slot
 * @returns {Promise<boolean>}
 */
export async function mayKeepGame(slot) {
  // A first visit has no database yet: told without opening one (which costs a first visit some 50 ms).
  const { stored } = (await mayHaveDatabase()) ? await readGames() : { stored: [] };
  // Two boards of one name on a page keep their games as `slot:#2` and on (element/element-api.js saveKey).
  const ofSlot = (/** @type {unknown} */ kept) => typeof kept === 'string' && (kept === slot || kept.startsWith(`${slot}:#`));
  if (stored.some((entry) => typeof entry === 'object' && entry !== null && ofSlot(/** @type {{ slot?: unknown }} */ (entry).slot))) return true;
  const local = localStore();
  for (let i = 0; local && i < local.length; i++) {
    const key = local.key(i) ?? '';
    if (key.startsWith(LOCAL_PREFIX) || key.startsWith(JOURNAL_PREFIX)) return true;
  }
  return (sessionStore()?.getItem(TAB_KEPT_KEY) ?? '[]') !== '[]';
}

/**
 * The page's one store, read once (readGames), its entries checked
 * against the engine's settings.
 * @param {EngineSettings} settings
 * @returns {Promise<GamesStore>}
 */
export function openGamesStore(settings) {
  opening ??= (async () => {
    const { backend, stored } = await readGames();
    const store = new GamesStore(backend, settings, stored);
    await takeInFound(store);
    return store;
  })();
  return opening;
}
