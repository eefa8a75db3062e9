// @ts-check
// The games list as one file: every kept game exported as JSON
// (state/kept-games.js says its shape) and read back, merged, never doubled.

import { exportText, mergeImported, newId, readExport } from '../state/kept-games.js';
import { el } from '../ui/dom.js';

/** @typedef {import('./games-store.js').GamesStore} GamesStore */
/** @typedef {import('../state/kept-games.js').KeptEntry} KeptEntry */

/**
 * Saves a text as a file the browser downloads.
 * @param {string} text
 * @param {string} name
 * @param {string} type
 */
export function downloadText(text, name, type) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  el('a', { href: url, download: name }).click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Downloads every kept game as one file (in memory too: a game a full
 * storage could not keep is in it).
 * @param {GamesStore} store
 */
export function downloadGames(store) {
  const now = Date.now();
  const day = new Date(now).toISOString().slice(0, 10);
  downloadText(exportText([...store.games.values()], now), `mancala-games-${day}.json`, 'application/json');
}

/**
 * Downloads one kept game's record (an unreadable old save as its raw text).
 * @param {KeptEntry} entry
 */
export function downloadRecord(entry) {
  downloadText(entry.record, `${entry.game || 'mancala'}-${entry.id}.txt`, 'text/plain;charset=utf-8');
}

/**
 * Adds the games of an export file to the store.
 * @param {GamesStore} store
 * @param {string} text
 * @returns {Promise<{ added: number, skipped: number } | { error: string }>}
 */
export async function importGames(store, text) {
  const read = readExport(text, store.settings);
  if ('error' in read) return read;
  // Each game as its record says, whatever the file says of it (game, summary, unreadable).
  const added = mergeImported([...store.games.values()], read.games.map(store.read), newId);
  for (const entry of added) await store.put(entry);
  return { added: added.length, skipped: read.games.length - added.length };
}
