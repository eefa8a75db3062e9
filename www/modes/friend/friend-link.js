// @ts-check
// The friend link: a game between two people on two devices carried whole
// in a URL fragment, so nothing of it goes to any server (docs/FORMATS.md,
// "Friend links"). Compact (a move is one character), versioned, and
// ended by a check so that a link cut short or changed in transit is told
// apart from a real game. Pure (no DOM, no engine: the engine checks the
// moves later); unit-tested in tests/unit/friend-link.test.mjs, with a
// round trip of every record in the fuzz corpus.

import { base64url, COMMITMENT_CHARS, TOKEN_CHARS } from './commitment.js';
import { FRIEND_PREFIX, isFriendFragment, MAX_NAME } from './friend-kept.js';

/** @typedef {'A' | 'B'} Side */
/** @typedef {'previous' | 'first' | 'lottery-A' | 'lottery-B' | 'lottery'} LinkLastFour  `lottery`: drawn by both players (commit–reveal), not yet known */

/**
 * Everything a friend link carries: the game as played, who sent it, and
 * the public half of the hidden choices (commitments, answers, reveals).
 * @typedef {object} FriendLink
 * @property {string} id  the friend game's id, the same on both devices
 * @property {string} game  the game key
 * @property {Side} from  the side of the device that made the link
 * @property {string} name  the sender's chosen name ('' when none)
 * @property {Side} start  who started
 * @property {LinkLastFour | null} lastFour  Anywoli's rule for the last four (null for the other games)
 * @property {number | null} stallLimit  Anywoli's stall limit (null: the default)
 * @property {string | null} position  a set-up position the game began from (null: the start)
 * @property {string[]} moves  every move played, in the engine's notation
 * @property {{ by: Side, commit: string } | null} race  Sulus Aidi: the commitment to the first player's opening hole
 * @property {string | null} racePick  the other player's opening hole, chosen in the clear
 * @property {{ hole: string, salt: string } | null} raceReveal  the committed hole and its salt
 * @property {{ by: Side, commit: string } | null} lot  Anywoli's lottery: the commitment to one contribution
 * @property {string | null} lotShare  the other player's contribution, in the clear
 * @property {{ value: string, salt: string } | null} lotReveal  the committed contribution and its salt
 * @property {Side | null} resigned  the side that resigned
 * @property {DrawOffer | null} drawOffer  a draw offered by the sender's side, open until the next move ([friend-draw](../../../docs/RULINGS.md#friend-draw))
 * @property {Side | null} drawAgreed  the side that accepted the other's offer of a draw: the game ended drawn
 * @property {EngineHelp | null} help  engine help allowed by the player who started the game, and whether the other agreed ([friend-help](../../../docs/RULINGS.md#friend-help)); null: none
 */

/**
 * Engine help (Hint, its values, the preview of a move) for both players,
 * allowed by the side that started the game and on only once the other agreed.
 * @typedef {{ by: Side, agreed: boolean }} EngineHelp
 */

/**
 * A draw offered: by which side, and when (the number of moves played then;
 * the offer lapses as soon as a move is played after it).
 * @typedef {{ by: Side, at: number }} DrawOffer
 */

/** What a friend fragment starts with (friend-kept.js), then its version. */
export const FRIEND_VERSION = 1;
/** No friend link is longer: a whole long game is well under 1,000 characters. */
export const MAX_FRIEND_CHARS = 8192;
/** Characters of the check that ends every link. */
const CHECK_CHARS = 6;
/** The default Anywoli stall limit, left out of links. */
export const DEFAULT_STALL_LIMIT = 100;

/** One letter a game. */
const GAME_CODES = { 'sulus-aidi': 's', sokusowo: 'k', 'sadeqa-ii': 'q', anywoli: 'a' };
/** One letter a last-four rule. */
const LAST_FOUR_CODES = { previous: 'p', first: 'f', 'lottery-A': 'A', 'lottery-B': 'B', lottery: 'x' };

/**
 * The key of a code in a table, or null.
 * @template {string} K
 * @param {Record<K, string>} table
 * @param {string} code
 * @returns {K | null}
 */
function keyOf(table, code) {
  return /** @type {K | undefined} */ (Object.keys(table).find((key) => table[/** @type {K} */ (key)] === code)) ?? null;
}

/**
 * A hole as one character: B's holes 1–12 are `a`–`l`, A's `A`–`L`.
 * @param {string} label
 */
export function holeChar(label) {
  const found = /^(\d{1,2})([AB])$/.exec(label);
  const number = found ? Number(found[1]) : 0;
  if (!found || number < 1 || number > 12) throw new Error(`not a hole label: ${label}`);
  return String.fromCharCode((found[2] === 'B' ? 97 : 65) + number - 1);
}

/**
 * @param {string} char
 * @returns {string | null} the hole label, or null
 */
export function holeOfChar(char) {
  const code = char.charCodeAt(0);
  if (char.length === 1 && code >= 97 && code < 97 + 12) return `${code - 96}B`;
  if (char.length === 1 && code >= 65 && code < 65 + 12) return `${code - 64}A`;
  return null;
}

/**
 * Moves as characters: one a move; the Sulus Aidi opening `3B+7A` as `_` and its two holes.
 * @param {readonly string[]} moves
 */
export function encodeMoves(moves) {
  return moves.map((move) => (move.includes('+') ? `_${move.split('+').map(holeChar).join('')}` : holeChar(move))).join('');
}

/**
 * @param {string} text
 * @returns {string[] | null} the moves, or null when a character is no hole
 */
export function decodeMoves(text) {
  /** @type {string[]} */
  const moves = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '_') {
      const b = holeOfChar(text[i + 1] ?? '');
      const a = holeOfChar(text[i + 2] ?? '');
      if (!b || !a) return null;
      moves.push(`${b}+${a}`);
      i += 2;
    } else {
      const hole = holeOfChar(text[i]);
      if (!hole) return null;
      moves.push(hole);
    }
  }
  return moves;
}

/**
 * Text put in a link field: percent-encoded, dots too (they part the fields).
 * @param {string} text
 */
const escapeText = (text) => encodeURIComponent(text).replace(/\./g, '%2E');

/**
 * The check of a link's text: its SHA-256's first characters.
 * @param {string} text
 */
async function checkOf(text) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return base64url(digest).slice(0, CHECK_CHARS);
}

/**
 * A friend link's fragment (without `#`).
 * @param {FriendLink} link
 * @returns {Promise<string>}
 */
export async function encodeFriendLink(link) {
  const code = GAME_CODES[/** @type {keyof typeof GAME_CODES} */ (link.game)];
  if (!code) throw new Error(`not a game key: ${link.game}`);
  const fields = [FRIEND_PREFIX, String(FRIEND_VERSION), `i${link.id}`, `g${code}`, `f${link.from}`];
  if (link.name) fields.push(`n${escapeText(link.name.slice(0, MAX_NAME))}`);
  fields.push(`s${link.start}`);
  if (link.lastFour) fields.push(`l${LAST_FOUR_CODES[link.lastFour]}`);
  if (stallLimitOf(link) !== null) fields.push(`t${link.stallLimit}`);
  if (link.position) fields.push(`p${escapeText(link.position)}`);
  if (link.race) fields.push(`c${link.race.by}${link.race.commit}`);
  if (link.racePick) fields.push(`h${holeChar(link.racePick)}`);
  if (link.raceReveal) fields.push(`v${holeChar(link.raceReveal.hole)}${link.raceReveal.salt}`);
  if (link.lot) fields.push(`C${link.lot.by}${link.lot.commit}`);
  if (link.lotShare) fields.push(`x${link.lotShare}`);
  if (link.lotReveal) fields.push(`V${link.lotReveal.value}${link.lotReveal.salt}`);
  if (link.resigned) fields.push(`z${link.resigned}`);
  if (link.drawOffer) fields.push(`o${link.drawOffer.by}${link.drawOffer.at}`);
  if (link.drawAgreed) fields.push(`d${link.drawAgreed}`);
  if (link.help) fields.push(`e${link.help.by}${link.help.agreed ? 1 : 0}`);
  fields.push(`m${encodeMoves(link.moves)}`);
  const text = fields.join('.');
  return `${text}.k${await checkOf(text)}`;
}

/**
 * The game a friend fragment names, read before anything else is checked
 * (so a damaged link still reaches its game's board to be told); null if none.
 * @param {string} fragment
 * @returns {string | null}
 */
export function friendLinkGame(fragment) {
  if (!isFriendFragment(fragment)) return null;
  const code = /\.g([a-z])\./.exec(fragment.slice(0, 200))?.[1];
  return code ? keyOf(GAME_CODES, code) : null;
}

/**
 * A friend link read back: the link, or why it cannot be read (an i18n key
 * and a detail to quote), with the game it names when it names one.
 * @typedef {{ link: FriendLink } | { error: string, detail: string, game: string | null }} FriendLinkRead
 */

/**
 * Reads a friend fragment (with or without `#`); null when it is not one.
 * @param {string} fragment
 * @returns {Promise<FriendLinkRead | null>}
 */
export async function readFriendLink(fragment) {
  const text = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  if (!isFriendFragment(text)) return null;
  const game = friendLinkGame(text);
  /** @param {string} error @param {string} [detail] */
  const fail = (error, detail = '') => ({ error, detail, game });
  if (text.length > MAX_FRIEND_CHARS) return fail('friend.tooLong', String(text.length));
  const version = text.split('.')[1] ?? '';
  if (!/^\d+$/.test(version)) return fail('friend.truncated');
  if (Number(version) > FRIEND_VERSION) return fail('friend.newer', version);
  if (Number(version) !== FRIEND_VERSION) return fail('friend.badPart', version);
  const checkAt = text.lastIndexOf('.k');
  const check = checkAt >= 0 ? text.slice(checkAt + 2) : '';
  // The check is the last field: a link without it whole was cut short.
  if (check.length !== CHECK_CHARS || !/^[\w-]+$/.test(check)) return fail('friend.truncated');
  const body = text.slice(0, checkAt);
  if ((await checkOf(body)) !== check) return fail('friend.altered');
  const parsed = parseFields(body.split('.').slice(2));
  return 'error' in parsed ? fail(parsed.error, parsed.detail) : { link: parsed };
}

/**
 * The fields of a link whose check matched, each read strictly.
 * @param {string[]} fields
 * @returns {FriendLink | { error: string, detail: string }}
 */
function parseFields(fields) {
  /** @type {Partial<FriendLink>} */
  const link = { name: '', lastFour: null, stallLimit: null, position: null, race: null, racePick: null, raceReveal: null };
  Object.assign(link, { lot: null, lotShare: null, lotReveal: null, resigned: null, drawOffer: null, drawAgreed: null, help: null });
  const seen = new Set();
  const side = (/** @type {string} */ s) => (s === 'A' || s === 'B' ? s : null);
  const token = new RegExp(`^[\\w-]{${TOKEN_CHARS}}$`);
  const commitment = new RegExp(`^([AB])([\\w-]{${COMMITMENT_CHARS}})$`);
  for (const field of fields) {
    const key = field[0] ?? '';
    const value = field.slice(1);
    const bad = { error: 'friend.badPart', detail: field.slice(0, 12) };
    if (seen.has(key)) return bad;
    seen.add(key);
    try {
      if (key === 'i' && /^[\w-]{6,16}$/.test(value)) link.id = value;
      else if (key === 'g' && keyOf(GAME_CODES, value)) link.game = /** @type {string} */ (keyOf(GAME_CODES, value));
      else if (key === 'f' && side(value)) link.from = /** @type {Side} */ (value);
      else if (key === 'n') link.name = decodeURIComponent(value).slice(0, MAX_NAME);
      else if (key === 's' && side(value)) link.start = /** @type {Side} */ (value);
      else if (key === 'l' && keyOf(LAST_FOUR_CODES, value)) link.lastFour = keyOf(LAST_FOUR_CODES, value);
      else if (key === 't' && /^[1-9]\d{0,4}$/.test(value)) link.stallLimit = Number(value);
      else if (key === 'p' && value) link.position = decodeURIComponent(value);
      else if (key === 'c' && commitment.test(value)) link.race = { by: /** @type {Side} */ (value[0]), commit: value.slice(1) };
      else if (key === 'h' && holeOfChar(value)) link.racePick = holeOfChar(value);
      else if (key === 'v' && holeOfChar(value[0] ?? '') && token.test(value.slice(1)))
        link.raceReveal = { hole: /** @type {string} */ (holeOfChar(value[0])), salt: value.slice(1) };
      else if (key === 'C' && commitment.test(value)) link.lot = { by: /** @type {Side} */ (value[0]), commit: value.slice(1) };
      else if (key === 'x' && token.test(value)) link.lotShare = value;
      else if (key === 'V' && token.test(value.slice(0, TOKEN_CHARS)) && token.test(value.slice(TOKEN_CHARS)))
        link.lotReveal = { value: value.slice(0, TOKEN_CHARS), salt: value.slice(TOKEN_CHARS) };
      else if (key === 'z' && side(value)) link.resigned = /** @type {Side} */ (value);
      else if (key === 'o' && /^[AB](0|[1-9]\d{0,4})$/.test(value)) link.drawOffer = { by: /** @type {Side} */ (value[0]), at: Number(value.slice(1)) };
      else if (key === 'd' && side(value)) link.drawAgreed = /** @type {Side} */ (value);
      else if (key === 'e' && /^[AB][01]$/.test(value)) link.help = { by: /** @type {Side} */ (value[0]), agreed: value[1] === '1' };
      else if (key === 'm' && decodeMoves(value)) link.moves = /** @type {string[]} */ (decodeMoves(value));
      else return bad;
    } catch {
      // A broken percent-escape in a name or position.
      return bad;
    }
  }
  for (const needed of /** @type {const} */ (['id', 'game', 'from', 'start', 'moves'])) {
    if (link[needed] === undefined) return { error: 'friend.missingPart', detail: needed };
  }
  return /** @type {FriendLink} */ (link);
}

/**
 * The game record a link describes, for the engine to read (docs/FORMATS.md):
 * its options, position and moves. A lottery not yet drawn takes `pending`.
 * @param {Pick<FriendLink, 'game' | 'start' | 'lastFour' | 'stallLimit' | 'position' | 'moves'>} link
 * @param {'lottery-A' | 'lottery-B'} [pending]  the last-four rule to use while the lot is not drawn
 */
export function recordOf(link, pending = 'lottery-B') {
  const lines = [`game: ${link.game}`];
  if (link.position) lines.push(`position: ${link.position}`);
  lines.push(`start: ${link.start}`);
  if (link.lastFour) lines.push(`last-four: ${link.lastFour === 'lottery' ? pending : link.lastFour}`);
  if (link.lastFour) lines.push(`stall-limit: ${link.stallLimit ?? DEFAULT_STALL_LIMIT}`);
  lines.push(`moves: ${link.moves.join(' ')}`);
  return lines.join('\n');
}

/**
 * The game fields of a link from a record as the engine writes it.
 * @param {string} record
 * @returns {Pick<FriendLink, 'game' | 'start' | 'lastFour' | 'stallLimit' | 'position' | 'moves'>}
 */
export function gameOfRecord(record) {
  /** @param {string} key */
  const value = (key) => new RegExp(`^${key}:[ \\t]*(.*?)\\s*$`, 'm').exec(record)?.[1] ?? null;
  const lastFour = value('last-four');
  const limit = value('stall-limit');
  return {
    game: value('game') ?? '',
    start: value('start') === 'A' ? 'A' : 'B',
    lastFour: lastFour && lastFour in LAST_FOUR_CODES ? /** @type {LinkLastFour} */ (lastFour) : null,
    stallLimit: limit === null ? null : Number(limit),
    position: value('position'),
    moves: (value('moves') ?? '').split(/\s+/).filter(Boolean),
  };
}

/**
 * A game's options as a link carries them: Anywoli's stall limit written
 * out only when it is not the default, so a copy made with the default
 * written out and a link that leaves it out are the same game.
 * @param {Pick<FriendLink, 'lastFour' | 'stallLimit'>} link
 * @returns {number | null} null: no stall limit of its own (the default, or a game without one)
 */
export function stallLimitOf(link) {
  return link.lastFour === null || link.stallLimit === null || link.stallLimit === DEFAULT_STALL_LIMIT ? null : link.stallLimit;
}

/**
 * Whether two links are of one game with one set of options (the moves and choices aside).
 * @param {Pick<FriendLink, 'game' | 'start' | 'lastFour' | 'stallLimit' | 'position'>} a
 * @param {Pick<FriendLink, 'game' | 'start' | 'lastFour' | 'stallLimit' | 'position'>} b
 */
export function sameGameOptions(a, b) {
  return (
    a.game === b.game &&
    a.start === b.start &&
    a.lastFour === b.lastFour &&
    stallLimitOf(a) === stallLimitOf(b) &&
    (a.position ?? null) === (b.position ?? null)
  );
}

/**
 * How a link's moves stand to this device's copy of the game.
 * @param {readonly string[]} mine
 * @param {readonly string[]} theirs
 * @returns {{ kind: 'same' | 'newer' | 'older' } | { kind: 'parted', at: number }} `parted`: the first move (0-based) where they differ
 */
export function compareHistories(mine, theirs) {
  const common = Math.min(mine.length, theirs.length);
  for (let i = 0; i < common; i++) if (mine[i] !== theirs[i]) return { kind: 'parted', at: i };
  if (mine.length === theirs.length) return { kind: 'same' };
  return { kind: theirs.length > mine.length ? 'newer' : 'older' };
}
