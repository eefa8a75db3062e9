// @ts-check
// A board's saved game as the page kept it in localStorage before the games
// store (state/kept-games.js): `{ record, options, at? }` in JSON, and the
// shelf of games put aside, read once to move them over (store/game-keeper.js).
// Pure (no DOM, no storage), unit-tested under node --test (tests/unit).

import { cleanOptions } from './options.js';

/** @typedef {import('../types.js').GameOptions} GameOptions */
/** @typedef {import('../types.js').EngineSettings} EngineSettings */
/** @typedef {{ record: string, options: GameOptions }} SavedGame */

/**
 * A saved game read back, or null when the text is not one.
 * @param {string} text
 * @param {EngineSettings} settings  the engine's option defaults and ranges
 * @returns {KeptGame | null}
 */
export function readSaved(text, settings) {
  try {
    const data = JSON.parse(text);
    if (!data || typeof data.record !== 'string') return null;
    /** @type {{ record: string, options: GameOptions, at?: number }} */
    const saved = { record: data.record, options: cleanOptions(data.options, settings) };
    const at = Number(data.at);
    if (data.at !== undefined && Number.isInteger(at) && at >= 0) saved.at = at;
    return saved;
  } catch {
    return null;
  }
}

/**
 * @param {SavedGame & { at?: number }} saved
 * @returns {string}
 */
export function writeSaved(saved) {
  return JSON.stringify(
    saved.at === undefined ? { record: saved.record, options: saved.options } : { record: saved.record, options: saved.options, at: saved.at },
  );
}

/**
 * A saved object, or an empty one when the text is not an object's JSON.
 * @param {string} text
 * @returns {Record<string, unknown>}
 */
export function parseJsonObject(text) {
  try {
    const data = JSON.parse(text);
    return data && typeof data === 'object' ? data : {};
  } catch {
    return {};
  }
}

/**
 * A saved game with the moves taken back still to redo: `record` holds every
 * move, `at` how many of them are played (absent: all).
 * @typedef {SavedGame & { at?: number }} KeptGame
 */

/**
 * An old shelf of earlier games read back; an entry that is not a saved game is left out.
 * @param {string | null} text
 * @param {EngineSettings} settings
 * @returns {KeptGame[]}
 */
export function readShelf(text, settings) {
  if (text === null) return [];
  try {
    const data = JSON.parse(text);
    if (!Array.isArray(data)) return [];
    return data.flatMap((entry) => {
      const saved = readSaved(JSON.stringify(entry), settings);
      return saved ? [saved] : [];
    });
  } catch {
    return [];
  }
}
