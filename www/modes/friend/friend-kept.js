// @ts-check
// What a board needs of a game with a friend by links without the friend
// game's code (friend-game.js, friend-link.js, commitment.js, fetched with
// the Play a friend panel): the other side, a kept copy read back and
// checked, whether an address holds a friend link or asks for the panel.
// The friend modules export these too.

/** @typedef {import('./friend-game.js').FriendGame} FriendGame */
/** @typedef {import('./friend-link.js').Side} Side */

/** What a friend fragment starts with, then its version (friend-link.js). */
export const FRIEND_PREFIX = 'friend';
/** Longest name a player may give. */
export const MAX_NAME = 24;

/** The play page's address fragment that opens its Play a friend panel (the info page's boards link there). */
export const PLAY_FRIEND_HASH = '#play-friend';

/**
 * @param {Side} side
 * @returns {Side}
 */
export const otherSide = (side) => (side === 'A' ? 'B' : 'A');

/**
 * Whether a fragment (with or without `#`) is meant as a friend link (read it with readFriendLink).
 * @param {string} fragment
 */
export function isFriendFragment(fragment) {
  return (fragment.startsWith('#') ? fragment.slice(1) : fragment).startsWith(`${FRIEND_PREFIX}.`);
}

/**
 * A name as a player gives it: trimmed, single-spaced, at most MAX_NAME characters.
 * @param {string} text
 */
export function cleanName(text) {
  return text.replace(/\s+/g, ' ').trim().slice(0, MAX_NAME);
}

/**
 * A kept friend game read back from storage or an import, checked; null
 * when it is not one (the game itself stays, as a game of two on one device).
 * @param {unknown} raw
 * @returns {FriendGame | null}
 */
export function cleanFriend(raw) {
  if (!raw || typeof raw !== 'object') return null;
  const o = /** @type {Record<string, any>} */ (raw);
  const s = o.shared;
  const side = (/** @type {unknown} */ v) => v === 'A' || v === 'B';
  const text = (/** @type {unknown} */ v) => typeof v === 'string';
  const textOrNull = (/** @type {unknown} */ v) => v === null || text(v);
  const pair = (/** @type {any} */ v, /** @type {string} */ a, /** @type {string} */ b) => v === null || (v && text(v[a]) && text(v[b]));
  const shared =
    s &&
    typeof s === 'object' &&
    text(s.id) &&
    text(s.game) &&
    side(s.from) &&
    text(s.name) &&
    side(s.start) &&
    Array.isArray(s.moves) &&
    s.moves.every(text) &&
    textOrNull(s.lastFour) &&
    (s.stallLimit === null || Number.isInteger(s.stallLimit)) &&
    textOrNull(s.position) &&
    pair(s.race, 'by', 'commit') &&
    textOrNull(s.racePick) &&
    pair(s.raceReveal, 'hole', 'salt') &&
    pair(s.lot, 'by', 'commit') &&
    textOrNull(s.lotShare) &&
    pair(s.lotReveal, 'value', 'salt') &&
    (s.resigned === null || side(s.resigned)) &&
    // Absent from a copy kept before draws could be offered.
    (s.drawOffer == null || (s.drawOffer && side(s.drawOffer.by) && Number.isInteger(s.drawOffer.at))) &&
    (s.drawAgreed == null || side(s.drawAgreed)) &&
    (s.help == null || (s.help && side(s.help.by) && typeof s.help.agreed === 'boolean'));
  if (!shared || !side(o.side) || !text(o.name) || !text(o.myName) || !Number.isInteger(o.seen)) return null;
  const secret = o.secret && typeof o.secret === 'object' ? o.secret : {};
  /** @type {FriendGame['secret']} */
  const kept = {};
  for (const key of /** @type {const} */ (['raceHole', 'raceSalt', 'lotValue', 'lotSalt'])) if (text(secret[key])) kept[key] = secret[key];
  // A copy kept by an older version may say `both` (it opened its own link): its seat stays `side`, as kept.
  /** @type {FriendGame} */
  const friend = {
    shared: { ...s, moves: [...s.moves], drawOffer: s.drawOffer ?? null, drawAgreed: s.drawAgreed ?? null, help: s.help ?? null },
    side: o.side,
    name: cleanName(o.name),
    myName: cleanName(o.myName),
    secret: kept,
    seen: o.seen,
  };
  return friend;
}
