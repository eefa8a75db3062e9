// @ts-check
// The details of the events a board sends its page (`mancala-move`,
// `mancala-gameover`; docs/EMBED.md), built from the engine's views (pure),
// and their sending.

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

/**
 * Tells the page a move was played (`mancala-move`) and, when it ended the
 * game, how (`mancala-gameover`). The events bubble but stay inside a
 * shadow root; the custom element passes them on as `move` and `gameover`.
 * @param {HTMLElement} root  the board's element
 * @param {string} game
 * @param {View} before
 * @param {View} view  after the move
 * @param {string} record  the game's record after the move
 */
export function sendMoveEvents(root, game, before, view, record) {
  root.dispatchEvent(new CustomEvent('mancala-move', { bubbles: true, detail: moveDetail(game, before, view) }));
  const over = gameOverDetail(game, before, view, record);
  if (over) root.dispatchEvent(new CustomEvent('mancala-gameover', { bubbles: true, detail: over }));
}

/**
 * Asks the page whether a person's move may be played (`mancala-before-move`,
 * cancelable; the element passes it on as `before-move`).
 * @param {HTMLElement} root
 * @param {string} move
 * @returns {boolean} false when the page cancelled it
 */
export function pageAllowsMove(root, move) {
  return root.dispatchEvent(new CustomEvent('mancala-before-move', { bubbles: true, composed: true, cancelable: true, detail: { move } }));
}
