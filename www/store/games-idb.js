// @ts-check
// The games store's side in IndexedDB (store/games-store.js owns the games): its
// own database through idb-keyval, one entry a game, each write read, merged
// and written in one transaction so that two tabs' writes never overwrite
// each other.

import { createStore, del, entries, get, promisifyRequest } from '../vendor/idb-keyval.js';
import { asideFree } from './games-local.js';

/** @typedef {import('./games-store.js').Backend} Backend */
/** @typedef {import('./games-store.js').Merged} Merged */

const DB_NAME = 'mancala';
const STORE_NAME = 'games';

/**
 * Whether this browser's IndexedDB may hold the games' database: false only
 * when it lists its databases and this one is not among them (nothing was
 * ever kept there), told without opening or creating it. Games kept
 * elsewhere (localStorage, where they go when IndexedDB fails) are not its business.
 * @returns {Promise<boolean>}
 */
export async function mayHaveDatabase() {
  try {
    // An opaque origin (a sandboxed frame) may use no IndexedDB, and there Chromium's databases() both
    // rejects and leaves an unhandled rejection of its own (a page error "undefined"): not asked.
    if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function' || self.origin === 'null') return true;
    return (await indexedDB.databases()).some((database) => database.name === DB_NAME);
  } catch {
    return true;
  }
}

/** @returns {Promise<Backend | null>} IndexedDB, if this browser lets the page use it */
export async function indexedDbBackend() {
  try {
    if (typeof indexedDB === 'undefined') return null;
    const store = createStore(DB_NAME, STORE_NAME);
    // A blocked or broken database fails here, not at the first move.
    await get('probe', store);
    return {
      kind: 'indexeddb',
      all: async () => (await entries(store)).map(([, value]) => value),
      get: (id) => get(id, store),
      // Read, merged and written in one readwrite transaction: IndexedDB runs
      // two tabs' transactions on one store one after the other, so a write
      // made at the same moment in another tab is read here, never overwritten.
      put: (entry, merge) =>
        store('readwrite', (games) => {
          /** @type {Merged} */
          let merged = { write: entry, aside: null };
          /** @type {unknown} */
          let refused = null;
          /**
           * Runs a step of the write; one that throws (a put refused at once)
           * ends the transaction, and the write fails with its error.
           * @param {() => void} step
           */
          const guarded = (step) => () => {
            try {
              step();
            } catch (error) {
              refused = error;
              try {
                games.transaction.abort();
              } catch {
                // Already over: it fails on its own.
              }
            }
          };
          const read = games.get(entry.id);
          read.onsuccess = guarded(() => {
            merged = merge(read.result);
            games.put(merged.write, merged.write.id);
            const aside = merged.aside;
            if (!aside) return;
            const taken = games.get(aside.id);
            taken.onsuccess = guarded(() => {
              merged.aside = asideFree(aside, taken.result);
              games.put(merged.aside, merged.aside.id);
            });
          });
          return promisifyRequest(games.transaction).then(
            () => merged,
            (error) => Promise.reject(refused ?? error),
          );
        }),
      remove: (id) => del(id, store),
    };
  } catch {
    return null;
  }
}
