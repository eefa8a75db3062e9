// @ts-check
// A game's options and its saved form, as plain data: cleaned from whatever
// storage, attributes or a link hold, so bad input only ever means defaults.
// Pure (no DOM), unit-tested under node --test (tests/unit).

// The engine's defaults and ranges come in as `settings` (Game.settings(),
// www/engine/engine.js engineSettings()), never copied here.

/** @typedef {import('../types.js').GameOptions} GameOptions */
/** @typedef {import('../types.js').EngineSettings} EngineSettings */

/**
 * The options a game was played with, from the lines of the engine's own
 * record of it (written in a fixed form, see docs/FORMATS.md).
 * @param {string} record
 * @param {EngineSettings} settings
 * @returns {GameOptions}
 */
export function optionsOfRecord(record, settings) {
  /** @param {string} key */
  const value = (key) => new RegExp(`^${key}: (.*)$`, 'm').exec(record)?.[1].trim();
  return cleanOptions({ start: value('start'), lastFour: value('last-four'), stallLimit: value('stall-limit') }, settings);
}

/**
 * Options read back from storage, with anything odd replaced by the default.
 * @param {unknown} raw
 * @param {EngineSettings} settings
 * @returns {GameOptions}
 */
export function cleanOptions(raw, settings) {
  const o = /** @type {Record<string, unknown>} */ (raw && typeof raw === 'object' ? raw : {});
  const { defaults } = settings;
  const start = o.start === 'A' || o.start === 'B' ? o.start : defaults.start;
  const lastFour = settings.lastFourRules.find((rule) => rule === o.lastFour) ?? defaults.lastFour;
  const limit = Number(o.stallLimit);
  const stallLimit = Number.isInteger(limit) && limit >= 1 && limit <= settings.maxStallLimit ? limit : defaults.stallLimit;
  return { start, lastFour, stallLimit };
}

/**
 * A stall limit typed into the form: rounded and kept within the engine's range.
 * @param {string} text
 * @param {EngineSettings} settings
 */
export function stallLimitFromText(text, settings) {
  const limit = Math.round(Number(text));
  return Number.isFinite(limit) ? Math.min(settings.maxStallLimit, Math.max(1, limit)) : settings.defaults.stallLimit;
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
