// @ts-check
// An engine error in the page's language. Every error the engine throws is a
// JS Error with a `code` and named `args` (crates/wasm/src/errors.rs); the
// words are `engine.CODE` (refused texts and arguments) or `blocked.CODE`
// (illegal moves) in www/i18n. Anything else (a failed download, say) keeps
// its own message.

import { gameList } from '../engine/engine.js';

/** @typedef {(key: string, params?: Record<string, string | number>) => string} Translate */
/**
 * An engine error's code: a refused text or argument's, or an illegal
 * move's (the engine's typed codes, listed in its TypeScript types).
 * @typedef {import('../pkg/mancala_wasm.js').EngineCode | import('../pkg/mancala_wasm.js').BlockedCode} ErrorCode
 */

/** Arguments that name a player, worded as the page names players. */
const PLAYER_ARGS = new Set(['player', 'owner', 'by', 'starter', 'second']);
/** Arguments that hold a game key. */
const GAME_ARGS = new Set(['game', 'position']);

/**
 * The code and arguments of an engine error, or null for any other value.
 * @param {unknown} error
 * @returns {{ code: ErrorCode, args: Record<string, string> } | null}
 */
export function engineCode(error) {
  if (!(error instanceof Error)) return null;
  const { code, args } = /** @type {{ code?: unknown, args?: unknown }} */ (error);
  if (typeof code !== 'string' || typeof args !== 'object' || args === null) return null;
  /** @type {Record<string, string>} */
  const strings = {};
  for (const [name, value] of Object.entries(args)) if (typeof value === 'string') strings[name] = value;
  return { code: /** @type {ErrorCode} */ (code), args: strings };
}

/**
 * @param {Translate} t
 * @param {string} key
 */
const has = (t, key) => t(key) !== key;

/** @param {string} key */
function gameName(key) {
  try {
    return gameList().find((g) => g.key === key)?.name ?? key;
  } catch {
    return key;
  }
}

/**
 * Every game's key, listed as a sentence does: `a, b, c and d`.
 * @param {Translate} t
 */
function gameKeys(t) {
  try {
    const keys = gameList().map((g) => g.key);
    return keys.length > 1 ? `${keys.slice(0, -1).join(', ')} ${t('engine.and')} ${keys.at(-1)}` : keys.join('');
  } catch {
    return '';
  }
}

/**
 * The sentence for `code` with `args` filled, or null when the page has no
 * words for it.
 * @param {Translate} t
 * @param {string} code
 * @param {Record<string, string>} args
 * @returns {string | null}
 */
function sentence(t, code, args) {
  /** @type {Record<string, string>} */
  const params = {};
  for (const [name, value] of Object.entries(args)) {
    if (PLAYER_ARGS.has(name) && (value === 'A' || value === 'B')) params[name] = t(`player.${value}`);
    else if (GAME_ARGS.has(name)) params[name] = gameName(value);
    else params[name] = value;
  }
  for (const name of ['says', 'follows']) {
    const side = args[name];
    if (side === 'A' || side === 'B') params[name] = t('engine.wins', { player: t(`player.${side}`) });
    else if (side === 'draw') params[name] = t('engine.draw');
  }
  if (args.what && has(t, `engine.what.${args.what}`)) params.what = t(`engine.what.${args.what}`);
  // The games, from the engine's list: a new game is named without an edit here.
  if (code === 'unknown-game') params.games = gameKeys(t);
  if (code === 'illegal-move') {
    const why = sentence(t, args.why ?? '', { ...args });
    if (why === null) return null;
    params.why = why;
  }
  const key = has(t, `engine.${code}`) ? `engine.${code}` : has(t, `blocked.${code}`) ? `blocked.${code}` : null;
  if (!key) return null;
  let text = t(key, params);
  const expect = `engine.expect.${args.field}`;
  if (code === 'bad-value' && has(t, expect)) text = `${text} ${t(expect, params)}`;
  return text;
}

/**
 * A move the engine refused, in the page's words: the engine's exact
 * refusal when the page words its code, else the generic `blocked.other`.
 * @param {Translate} t
 * @param {unknown} error
 * @param {string} move
 * @returns {string}
 */
export function refusalText(t, error, move) {
  const coded = engineCode(error);
  return (coded && sentence(t, coded.code, coded.args)) ?? t('blocked.other', { hole: move });
}

/**
 * What went wrong, in the page's language: engine errors from their code,
 * with the line, move and character they were found at; other errors by
 * their message.
 * @param {Translate} t
 * @param {unknown} error
 * @param {boolean} [located]  false for a text the player never saw (a link's record): no line or character
 * @returns {string}
 */
export function errorText(t, error, located = true) {
  const coded = engineCode(error);
  const fallback = error instanceof Error ? error.message : String(error);
  if (!coded) return fallback;
  const { code, args } = coded;
  let text = sentence(t, code, args);
  if (text === null) return fallback;
  // An illegal move's sentence names its move already.
  if (args.ply && code !== 'illegal-move') text = t('engine.onMove', { ply: args.ply, text });
  if (args.line && located) text = t('engine.onLine', { line: args.line, text });
  if (args.at && located) text = t('engine.atCharacter', { at: args.at, text });
  return text;
}
