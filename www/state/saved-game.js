// @ts-check
// A board's saved game as plain data: `{ record, options }` in JSON.
// Pure (no DOM, no storage), unit-tested under node --test (tests/unit).

import { cleanOptions } from './options.js';

/** @typedef {import('../types.js').GameOptions} GameOptions */
/** @typedef {{ record: string, options: GameOptions }} SavedGame */

/**
 * A saved game read back, or null when the text is not one.
 * @param {string} text
 * @returns {SavedGame | null}
 */
export function readSaved(text) {
  try {
    const data = JSON.parse(text);
    return data && typeof data.record === 'string' ? { record: data.record, options: cleanOptions(data.options) } : null;
  } catch {
    return null;
  }
}

/**
 * @param {SavedGame} saved
 * @returns {string}
 */
export function writeSaved(saved) {
  return JSON.stringify({ record: saved.record, options: saved.options });
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
