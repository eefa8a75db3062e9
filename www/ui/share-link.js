// @ts-check
// Share links, which carry a whole game in the URL fragment, read and
// written as text without the engine (which checks the record they carry
// later, ui/records.js), and a text clipped for a message: apart from the
// records' page code, so the start painted before it (board/start-board.js)
// reads them too.

/** Share links are far shorter than a record at its limit: a long game is a few KiB. */
export const MAX_LINK_CHARS = 65536;
/** Record keys a share link carries; the result is left out, the replay gives it. */
const LINK_KEYS = ['game', 'position', 'start', 'last-four', 'stall-limit', 'moves'];
/** Moves are separated by dots in a link, spaces in a record. */
const LINK_MOVE_SEPARATOR = '.';

/**
 * The share-link fragment (without `#`) of a record: one parameter per
 * record line, `game=anywoli&start=B&last-four=previous&stall-limit=100&moves=1B.5A`.
 * @param {string} record  a record as the engine writes it
 * @returns {string}
 */
export function linkFragment(record) {
  const params = new URLSearchParams();
  for (const line of record.split('\n')) {
    const field = /^([a-z-]+):\s*(.*?)\s*$/.exec(line);
    if (!field || !LINK_KEYS.includes(field[1]) || field[2] === '') continue;
    const [, key, value] = field;
    params.set(key, key === 'moves' ? value.split(/\s+/).join(LINK_MOVE_SEPARATOR) : value);
  }
  return params.toString();
}

/**
 * @typedef {{ game: string, record: string } | { game: string | null, error: string, detail?: string }} SharedGame
 * A share link read back: the record it carries (checked by the engine
 * later) or why it is not readable (an i18n key, with a detail to quote).
 */

/**
 * Reads a URL fragment (with or without `#`). Null when it is no share link
 * at all (a plain anchor such as `#anywoli`).
 * @param {string} fragment
 * @returns {SharedGame | null}
 */
export function parseShareLink(fragment) {
  const text = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  if (!/(^|&)game=/.test(text.slice(0, 4096))) return null;
  if (text.length > MAX_LINK_CHARS) {
    // The game is named up front, so its board can still say what went wrong.
    const named = new URLSearchParams(text.slice(0, 4096)).get('game');
    return { game: named, error: 'link.tooLong', detail: String(text.length) };
  }
  const params = new URLSearchParams(text);
  const game = params.get('game');
  /** @type {string[]} */
  const lines = [];
  for (const [key, value] of params) {
    if (!LINK_KEYS.includes(key)) return { game, error: 'link.unknownPart', detail: clip(key) };
    // A line break would smuggle extra record lines past the key check.
    if (/[\r\n]/.test(value)) return { game, error: 'link.badValue', detail: key };
    lines.push(`${key}: ${key === 'moves' ? value.split(LINK_MOVE_SEPARATOR).join(' ') : value}`);
  }
  return { game: game ?? '', record: lines.join('\n') };
}

/**
 * At most 40 characters of a text quoted back in a message.
 * @param {string} text
 */
export function clip(text) {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
