// @ts-check
// Facts about the moment read from the engine's view and the board's plain
// state: who picks an opening hole, which holes may be played, where the
// keyboard focus starts. Pure (no DOM), unit-tested under node --test.

/** @typedef {import('../types.js').View} View */
/** @typedef {import('../types.js').Player} Player */

/**
 * @param {Player} player
 * @returns {Player}
 */
export const otherPlayer = (player) => (player === 'A' ? 'B' : 'A');

/**
 * Who picks a Sulus Aidi opening hole now: the starting player first, then
 * the other; against the computer, always the person.
 * @param {Player | null} computerSide
 * @param {string | null} raceChoice  the first pick, hidden until both chose
 * @param {Player} start
 * @returns {Player}
 */
export function racePicker(computerSide, raceChoice, start) {
  if (computerSide) return otherPlayer(computerSide);
  return raceChoice ? otherPlayer(start) : start;
}

/**
 * Holes the engine lets the player to move (or the opening's picker) play now.
 * @param {View} view
 * @param {Player} picker
 * @param {boolean} waiting  the computer is to move: nothing is playable
 */
export function playableHoles(view, picker, waiting) {
  if (waiting) return [];
  const racing = view.phase === 'race';
  return view.holes.filter((h) => h.playable && (!racing || h.owner === picker)).map((h) => h.label);
}

/**
 * Holes the last move was played from (both, for the Sulus Aidi opening).
 * @param {View} view
 */
export function lastMoveHoles(view) {
  const last = view.moves[view.moves.length - 1];
  return last ? last.split('+') : [];
}

/**
 * Where the focus ring starts: the first hole the mover may play.
 * @param {View} view
 * @param {Player} mover
 */
export function defaultFocus(view, mover) {
  const own = view.holes.filter((h) => h.owner === mover);
  return (own.find((h) => h.playable) ?? own[0] ?? view.holes[0]).label;
}

/**
 * A view ended by its players rather than by the rules (an agreed draw, a
 * resignation): over, with this winner and reason, nothing left to play,
 * take back or redo.
 * @param {View} view
 * @param {Player | null} winner
 * @param {string} reasonCode
 * @returns {View}
 */
function endedOffBoard(view, winner, reasonCode) {
  const holes = view.holes.map((hole) => ({ ...hole, playable: false }));
  /** @type {View} */
  const ended = { ...view, holes, phase: 'over', over: true, winner, reason: null, reason_code: reasonCode };
  return Object.assign(ended, { legal_moves: [], can_undo: false, can_redo: false, stall: null, opening_owed: [] });
}

/** Each engine view ended by a draw the players agreed, built once (as a resigned one). */
const agreedDrawViews = new WeakMap();

/**
 * The view of a game its players agreed to draw: over, won by nobody,
 * nothing left to play, take back or redo (the engine knows only the
 * moves; an agreed draw between friends is the game's end all the same).
 * @param {View} view
 * @returns {View}
 */
export function agreedDrawView(view) {
  if (view.over) return view;
  const kept = agreedDrawViews.get(view);
  if (kept) return kept;
  const ended = endedOffBoard(view, null, 'draw-agreed');
  agreedDrawViews.set(view, ended);
  return ended;
}

/** Each engine view ended by a resignation, built once (the board reads its view many times a frame). */
const resignedViews = new WeakMap();

/**
 * The view of a game a player resigned: over, won by the other, nothing
 * left to play, take back or redo (the engine knows only the moves; a
 * resignation between friends is the game's end all the same).
 * @param {View} view
 * @param {Player} resigned
 * @returns {View}
 */
export function resignedView(view, resigned) {
  if (view.over) return view;
  const kept = resignedViews.get(view);
  if (kept?.resigned === resigned) return kept.view;
  const ended = endedOffBoard(view, otherPlayer(resigned), `resigned-${resigned}`);
  resignedViews.set(view, { resigned, view: ended });
  return ended;
}
