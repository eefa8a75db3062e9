// @ts-check
// What choosing a hole means now, as data: nothing (the board is busy), a
// refusal (and why), the hidden first pick of the Sulus Aidi opening, or a
// move to play. Pure: the engine's view says what is playable.

/** @typedef {import('../types.js').View} View */
/** @typedef {import('../types.js').HoleView} HoleView */
/** @typedef {import('../types.js').Player} Player */

/**
 * @typedef {{ kind: 'ignore' }
 *   | { kind: 'not-yours', hole: HoleView, picker: Player }
 *   | { kind: 'blocked', hole: HoleView }
 *   | { kind: 'pick', label: string, picker: Player }
 *   | { kind: 'play', move: string, opening: boolean }} HoleChoice
 */

/**
 * @param {View} view
 * @param {string} label  the hole chosen
 * @param {boolean} busy  sowing, or the computer is to move
 * @param {string | null} raceChoice  the opening's first, hidden pick
 * @param {Player} picker  who picks an opening hole now
 * @returns {HoleChoice}
 */
export function chooseHole(view, label, busy, raceChoice, picker) {
  const hole = view.holes.find((h) => h.label === label);
  if (busy || !hole) return { kind: 'ignore' };
  if (view.phase !== 'race') return hole.playable ? { kind: 'play', move: label, opening: false } : { kind: 'blocked', hole };
  // The Sulus Aidi opening: each player picks in turn, the first choice
  // stays hidden, then both sowings run at once (B's hole first).
  if (hole.owner !== picker) return { kind: 'not-yours', hole, picker };
  if (!hole.playable) return { kind: 'blocked', hole };
  if (raceChoice === null) return { kind: 'pick', label, picker };
  const [b, a] = picker === 'A' ? [raceChoice, label] : [label, raceChoice];
  return { kind: 'play', move: `${b}+${a}`, opening: true };
}
