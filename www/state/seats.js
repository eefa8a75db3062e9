// @ts-check
// Who plays each side of a game: a person on this device, a friend on
// another (by links), the computer at a level, or a mode's script (a
// puzzle's defence). Kept with every game (state/kept-games.js) so that a
// game comes back with its own players, not the board's current ones. Pure:
// no DOM, no storage; unit-tested under node --test.

/** @typedef {import('../types.js').Player} Player */
/** @typedef {import('../engine/computer.js').Players} Players */
/** @typedef {import('../engine/computer.js').Level} Level */

/**
 * One side's player.
 * @typedef {{ by: 'person' } | { by: 'friend' } | { by: 'computer', level: Level } | { by: 'script', mode: 'puzzle' | 'lesson' }} Seat
 */

/** @typedef {{ A: Seat, B: Seat }} Seats */

/** @type {Seat} */
const PERSON = Object.freeze({ by: 'person' });

/**
 * The seats of a board's game from the sides its modes play (the first
 * mode that seats any, board/board.js): every other side is a person's.
 * @param {Partial<Seats> | null} played
 * @returns {Seats}
 */
export function seatsFrom(played) {
  return { A: played?.A ?? PERSON, B: played?.B ?? PERSON };
}

/**
 * The seats the computer of a players row takes: its side at its level, or none.
 * @param {Players} players
 * @returns {Partial<Seats> | null}
 */
export function computerSeats(players) {
  return players.opponent === 'computer' ? { [players.computerSide]: { by: 'computer', level: players.level } } : null;
}

/**
 * What the board's computer player is set to for a game's seats: against
 * the computer on its side and level, else two players (a friend's game and
 * a script's moves are not the computer's).
 * @param {Seats} seats
 * @returns {Partial<Players>}
 */
export function playersOf(seats) {
  for (const side of /** @type {const} */ (['A', 'B'])) {
    const seat = seats[side];
    if (seat.by === 'computer') return { opponent: 'computer', computerSide: side, level: seat.level };
  }
  return { opponent: 'human' };
}

/**
 * The side a mode's script plays in a game's seats, if any.
 * @param {Seats} seats
 * @returns {{ side: Player, mode: 'puzzle' | 'lesson' } | null}
 */
export function scriptOf(seats) {
  for (const side of /** @type {const} */ (['A', 'B'])) {
    const seat = seats[side];
    if (seat.by === 'script') return { side, mode: seat.mode };
  }
  return null;
}

/**
 * Stored or imported seats checked; null when they are not seats (an old save).
 * @param {unknown} raw
 * @param {readonly string[]} levels  the computer's levels
 * @returns {Seats | null}
 */
export function cleanSeats(raw, levels) {
  if (!raw || typeof raw !== 'object') return null;
  const o = /** @type {Record<string, unknown>} */ (raw);
  const a = cleanSeat(o.A, levels);
  const b = cleanSeat(o.B, levels);
  return a && b ? { A: a, B: b } : null;
}

/**
 * @param {unknown} raw
 * @param {readonly string[]} levels
 * @returns {Seat | null}
 */
function cleanSeat(raw, levels) {
  const o = /** @type {Record<string, unknown>} */ (raw && typeof raw === 'object' ? raw : {});
  if (o.by === 'person' || o.by === 'friend') return { by: o.by };
  if (o.by === 'computer' && typeof o.level === 'string' && levels.includes(o.level)) return { by: 'computer', level: /** @type {Level} */ (o.level) };
  if (o.by === 'script' && (o.mode === 'puzzle' || o.mode === 'lesson')) return { by: 'script', mode: o.mode };
  return null;
}

/**
 * Whether a side is played by a friend on another device (a game by links).
 * @param {Seats} seats
 */
export function byLinks(seats) {
  return seats.A.by === 'friend' || seats.B.by === 'friend';
}

/**
 * Whether the engine may help (Hint and its values, the preview of a
 * move) by the seats alone: not in a game by links, where it would help
 * one person against another who cannot see it, unless both agreed to it
 * when the game started (the friend mode's `helpAgreed`, asked by the
 * board's engineHelps).
 * @param {Seats} seats
 */
export function engineHelps(seats) {
  return !byLinks(seats);
}
