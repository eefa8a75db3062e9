// @ts-check
// A kept game's entry for the unit tests of the store's records.

/** @typedef {import('../../www/state/kept-games.js').KeptEntry} KeptEntry */

/**
 * A one-move Sokusowó game between two players, with `parts` in place.
 * @param {Partial<KeptEntry>} [parts]
 * @returns {KeptEntry}
 */
export function keptEntry(parts = {}) {
  return {
    id: 'a1',
    game: 'sokusowo',
    slot: null,
    record: 'game: sokusowo\nmoves: 1B',
    options: { start: 'B', lastFour: 'previous', stallLimit: 100 },
    opponent: 'human',
    created: 1,
    updated: 1,
    summary: { moves: 1, toMove: 'A', over: false, winner: null },
    ...parts,
  };
}
