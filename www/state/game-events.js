// @ts-check
// The details of the events a board sends its page (`mancala-move`,
// `mancala-gameover`; docs/EMBED.md), built from the engine's views. Pure.

/** @typedef {import('../types.js').View} View */

/**
 * @param {string} game  the game key
 * @param {View} before
 * @param {View} view  after the move
 */
export function moveDetail(game, before, view) {
  return {
    game,
    move: view.moves[view.moves.length - 1] ?? '',
    player: before.phase === 'race' ? null : before.to_move,
    moves: [...view.moves],
    position: view.position,
    toMove: view.over ? null : view.to_move,
    over: view.over,
  };
}

/**
 * The game-over detail, or null when this move did not end the game.
 * @param {string} game
 * @param {View} before
 * @param {View} view
 * @param {string} record
 */
export function gameOverDetail(game, before, view, record) {
  if (!view.over || before.over) return null;
  return { game, winner: view.winner, reason: view.reason_code, score: view.score, record };
}
