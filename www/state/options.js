// @ts-check
// A game's options and its saved form, as plain data: cleaned from whatever
// storage, attributes or a link hold, so bad input only ever means defaults.
// Pure (no DOM), unit-tested under node --test (tests/unit).

/** @typedef {import('../types.js').GameOptions} GameOptions */

export const DEFAULT_OPTIONS = Object.freeze(/** @type {GameOptions} */ ({ start: 'B', lastFour: 'previous', stallLimit: 100 }));
export const MAX_STALL_LIMIT = 10000;
/** @type {readonly GameOptions['lastFour'][]} */
export const LAST_FOUR_RULES = Object.freeze(['previous', 'first', 'lottery-A', 'lottery-B']);

/**
 * Options read back from storage, with anything odd replaced by the default.
 * @param {unknown} raw
 * @returns {GameOptions}
 */
export function cleanOptions(raw) {
  const o = /** @type {Record<string, unknown>} */ (raw && typeof raw === 'object' ? raw : {});
  const start = o.start === 'A' ? 'A' : 'B';
  const lastFour = LAST_FOUR_RULES.find((rule) => rule === o.lastFour) ?? 'previous';
  const limit = Number(o.stallLimit);
  const stallLimit = Number.isInteger(limit) && limit >= 1 && limit <= MAX_STALL_LIMIT ? limit : DEFAULT_OPTIONS.stallLimit;
  return { start, lastFour, stallLimit };
}

/**
 * A stall limit typed into the form: rounded and kept within the engine's range.
 * @param {string} text
 */
export function stallLimitFromText(text) {
  const limit = Math.round(Number(text));
  return Number.isFinite(limit) ? Math.min(MAX_STALL_LIMIT, Math.max(1, limit)) : DEFAULT_OPTIONS.stallLimit;
}

/**
 * A fair coin from the cryptographic generator (the lottery).
 * @returns {GameOptions['lastFour']}
 */
export function drawLottery() {
  const byte = new Uint8Array(1);
  crypto.getRandomValues(byte);
  return byte[0] & 1 ? 'lottery-A' : 'lottery-B';
}
