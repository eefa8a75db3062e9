// @ts-check
// The move list as data: every move numbered and its mover named, read from
// the engine's move texts (a hole label ends with its owner's letter; the
// Sulus Aidi joint opening `b+a` has both players). Pure, unit-tested.

/** @typedef {import('../types.js').Player} Player */

/**
 * @typedef {object} MoveEntry
 * @property {number} number  1-based
 * @property {Player | null} mover  null for the joint opening
 * @property {string} move  the engine's move text
 */

/**
 * @param {readonly string[]} moves  the view's moves, oldest first
 * @returns {MoveEntry[]}
 */
export function moveEntries(moves) {
  return moves.map((move, i) => ({ number: i + 1, mover: moverOf(move), move }));
}

/**
 * Who played a move: the owner of the hole it names; none for the joint opening.
 * @param {string} move
 * @returns {Player | null}
 */
export function moverOf(move) {
  if (move.includes('+')) return null;
  const letter = move.slice(-1);
  return letter === 'A' || letter === 'B' ? letter : null;
}

/**
 * How many entries of the shown list stay as they are: the common prefix of
 * what is shown and what should be (so the list is updated, not rebuilt).
 * @param {readonly string[]} shown
 * @param {readonly string[]} moves
 */
export function keptPrefix(shown, moves) {
  let n = 0;
  while (n < shown.length && n < moves.length && shown[n] === moves[n]) n += 1;
  return n;
}
