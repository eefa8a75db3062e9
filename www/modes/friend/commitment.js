// @ts-check
// Fair hidden choices between two devices with no server (docs/FORMATS.md,
// "Friend links"): a player commits to a choice by sending only
// SHA-256 over it and a random salt, the other answers in the clear, and
// the first then reveals the choice and the salt, which the other checks
// against the commitment. The Sulus Aidi opening hole and the Anywoli
// lottery for the last four are chosen this way. Pure, on Web Crypto
// (browsers and node 20 alike); unit-tested in tests/unit/commitment.test.mjs.

/** What every committed text starts with: a commitment of one game and purpose is never one of another. */
export const COMMIT_TAG = 'mancala-friend/1';

/** Random bytes in a salt (and in a lottery contribution): 128 bits, never guessed. */
const SALT_BYTES = 16;

/**
 * Bytes as base64url without padding (the URL-safe alphabet, RFC 4648 §5).
 * @param {Uint8Array} bytes
 */
export function base64url(bytes) {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * `count` random bytes from the cryptographic generator, as base64url.
 * @param {number} [count]
 */
export function randomToken(count = SALT_BYTES) {
  const bytes = new Uint8Array(count);
  crypto.getRandomValues(bytes);
  return base64url(bytes);
}

/** The length in characters of a salt or contribution written as base64url. */
export const TOKEN_CHARS = Math.ceil((SALT_BYTES * 4) / 3);

/** The length in characters of a SHA-256 commitment written as base64url. */
export const COMMITMENT_CHARS = 43;

/**
 * The commitment to `value` for one game and purpose: SHA-256 over the
 * UTF-8 text `mancala-friend/1|ID|PURPOSE|VALUE|SALT`, as base64url.
 * @param {string} gameId  the friend game's id (a commitment is never reused in another game)
 * @param {'race' | 'lot'} purpose
 * @param {string} value  the hole chosen, or the lottery contribution
 * @param {string} salt  random, from randomToken()
 * @returns {Promise<string>}
 */
export async function commitTo(gameId, purpose, value, salt) {
  const text = new TextEncoder().encode([COMMIT_TAG, gameId, purpose, value, salt].join('|'));
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', text)));
}

/**
 * Whether a reveal matches the commitment sent before it.
 * @param {string} commitment
 * @param {string} gameId
 * @param {'race' | 'lot'} purpose
 * @param {string} value
 * @param {string} salt
 */
export async function revealMatches(commitment, gameId, purpose, value, salt) {
  return (await commitTo(gameId, purpose, value, salt)) === commitment;
}

/**
 * The lottery's draw from both players' contributions: neither alone can
 * choose it, since each contribution is random and the first is fixed
 * (committed) before the second is known. The last bits of both are
 * XORed: 1 gives the last four to A, 0 to B.
 * @param {string} committed  the committer's contribution (revealed)
 * @param {string} answered  the other player's contribution (sent in the clear)
 * @returns {'lottery-A' | 'lottery-B'}
 */
export function drawnLot(committed, answered) {
  return (lastBit(committed) ^ lastBit(answered)) === 1 ? 'lottery-A' : 'lottery-B';
}

/**
 * The lowest bit of a base64url token's last character's value.
 * @param {string} token
 */
function lastBit(token) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  // 16 bytes end in a character holding 2 data bits (the top ones of its 6): take the higher.
  const value = alphabet.indexOf(token.at(-1) ?? 'A');
  return (value >> 4) & 1;
}
