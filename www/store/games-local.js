// @ts-check
// The games store's side in localStorage (store/games-store.js owns the games):
// the journal that notes each IndexedDB write synchronously until it is in,
// the games kept there while IndexedDB is missing or failing, the tab's
// sessionStorage, and the old per-board saves of earlier versions.

import { cleanEntry, newId } from '../state/kept-games.js';

/** @typedef {import('../state/kept-games.js').KeptEntry} KeptEntry */
/** @typedef {import('../types.js').EngineSettings} EngineSettings */
/** @typedef {import('./games-store.js').Backend} Backend */

/** Where the games are kept while IndexedDB is missing or blocked, one key a game. */
export const LOCAL_PREFIX = 'mancala:kept:';

/** Where each write to IndexedDB is noted first, synchronously, until it is in. */
export const JOURNAL_PREFIX = 'mancala:journal:';

/**
 * This page's mark on its notes, `mancala:journal:ID@MARK`: two tabs writing
 * one game at the same moment, then closed or reloaded before their writes
 * are in, each leave their own note (one key for both kept only the later).
 */
const PAGE_MARK = newId().slice(0, 8);

/** @param {string} id */
const noteKey = (id) => `${JOURNAL_PREFIX}${id}@${PAGE_MARK}`;

/**
 * Notes a game about to be written to IndexedDB in localStorage, at once:
 * IndexedDB writes are asynchronous, and a page closed or reloaded right
 * after a move could end one before it is in. The note goes once it is.
 * @param {KeptEntry} entry
 * @returns {boolean} whether it is noted
 */
export function journal(entry) {
  try {
    const store = localStore();
    store?.setItem(noteKey(entry.id), JSON.stringify(entry));
    return store !== null;
  } catch {
    // No room for the note either: the write itself is still tried, and a failure said.
    return false;
  }
}

/**
 * The write of this version is in: its note goes if it notes this very
 * version (a later one stays; told apart by content, never by a clock).
 * @param {KeptEntry} entry
 */
export function settled(entry) {
  try {
    const store = localStore();
    if (store?.getItem(noteKey(entry.id)) === JSON.stringify(entry)) store.removeItem(noteKey(entry.id));
  } catch {
    // A note left behind is read again at the next load, and found older.
  }
}

/**
 * Drops every note of a game, this page's and other tabs' (a deleted game).
 * @param {string} id
 */
export function dropNotes(id) {
  try {
    const store = localStore();
    if (!store) return;
    for (const key of Object.keys(store)) if (key === JOURNAL_PREFIX + id || key.startsWith(`${JOURNAL_PREFIX}${id}@`)) store.removeItem(key);
  } catch {
    // Nothing noted to drop.
  }
}

/**
 * The games localStorage holds under a prefix (the journal's notes, or the
 * games kept there while IndexedDB was away), read back.
 * @param {string} prefix
 * @param {EngineSettings} settings
 * @returns {{ key: string, entry: KeptEntry }[]}
 */
export function localGames(prefix, settings) {
  const store = localStore();
  if (!store) return [];
  return Object.keys(store)
    .filter((key) => key.startsWith(prefix))
    .flatMap((key) => {
      try {
        const entry = cleanEntry(JSON.parse(store.getItem(key) ?? ''), settings);
        return entry ? [{ key, entry }] : [];
      } catch {
        return [];
      }
    });
}

/** @returns {Storage | null} */
export function sessionStore() {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** @returns {Storage | null} */
export function localStore() {
  try {
    const store = window.localStorage;
    store.getItem(JOURNAL_PREFIX);
    return store;
  } catch {
    return null;
  }
}

/**
 * The other tab's line a write keeps as a game of its own, under an id of
 * its own: its copy id, unless a copy of another line holds that already.
 * @param {KeptEntry} aside
 * @param {unknown} taken  what the store holds under the copy id
 * @returns {KeptEntry}
 */
export function asideFree(aside, taken) {
  const holder = /** @type {Partial<KeptEntry> | undefined} */ (taken);
  return holder && holder.record !== aside.record ? { ...aside, id: newId() } : aside;
}

/**
 * @param {Storage} store
 * @returns {Backend}
 */
export function localStorageBackend(store) {
  /** @param {string | null} text */
  const parse = (text) => {
    try {
      return text === null ? undefined : JSON.parse(text);
    } catch {
      return undefined;
    }
  };
  return {
    kind: 'localstorage',
    all: async () =>
      Object.keys(store)
        .filter((key) => key.startsWith(LOCAL_PREFIX))
        .map((key) => parse(store.getItem(key))),
    get: async (id) => parse(store.getItem(LOCAL_PREFIX + id)),
    // Read, merged and written in one task: another tab's write is not in between.
    put: async (entry, merge) => {
      const merged = merge(parse(store.getItem(LOCAL_PREFIX + entry.id)));
      store.setItem(LOCAL_PREFIX + entry.id, JSON.stringify(merged.write));
      if (merged.aside) {
        merged.aside = asideFree(merged.aside, parse(store.getItem(LOCAL_PREFIX + merged.aside.id)));
        store.setItem(LOCAL_PREFIX + merged.aside.id, JSON.stringify(merged.aside));
      }
      return merged;
    },
    remove: async (id) => store.removeItem(LOCAL_PREFIX + id),
  };
}

/** localStorage's old per-board saves: `mancala:game:KEY`, `mancala:element:…`, `mancala:shelf:…`, `mancala:puzzle:…`. */
export const OLD_SAVE = /^mancala:(?:(shelf):)?(?:(puzzle):)?(game|element):(.+)$/;

/**
 * localStorage's old saves, to move into the store once (store/game-keeper.js):
 * the info page's boards (`game:`) first, so that where an element's save
 * of the same game wants the same slot, the info page's keeps it and the
 * other is put aside, whatever order the browser lists its keys in.
 * @returns {{ key: string, text: string }[]}
 */
export function oldSaves() {
  const store = localStore();
  if (!store) return [];
  const rank = (/** @type {string} */ key) => (/^mancala:game:/.test(key) ? 0 : 1);
  return Object.keys(store)
    .filter((key) => OLD_SAVE.test(key))
    .sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0))
    .map((key) => ({ key, text: store.getItem(key) ?? '' }));
}

/** @param {string} key  an old save moved into the store */
export function dropOldSave(key) {
  try {
    localStore()?.removeItem(key);
  } catch {
    // Left where it was: moved again, it is recognised as the same game and not doubled.
  }
}
