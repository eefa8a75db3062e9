// @ts-check
// The details of the events a board sends its page (`move`, `gameover`;
// docs/EMBED.md), built from the engine's views (pure), and the board's
// typed channel that carries them to its modes and to the element.

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
 * A move the board played, as its modes and the page hear of it: the
 * page's `move` detail and, when the move ended the game, its `gameover`
 * detail, and whether it was a move taken back played again (Redo).
 * @typedef {{ detail: ReturnType<typeof moveDetail>, gameOver: ReturnType<typeof gameOverDetail>, redone: boolean }} MovedNews
 */

/**
 * A move once its sowing has been shown (a lesson judges it then).
 * @typedef {{ move: string, events: import('../types.js').GameEvent[], before: View }} ShownNews
 */

/**
 * The position on the board is left otherwise than by a new move (Undo,
 * Redo, going to a ply, another game put on the board), once the sowing
 * shown is over: what was worked out for it (the computer's search, its
 * hint) no longer holds.
 * @typedef {{ cause: 'undo' | 'redo' | 'seek' | 'replace' }} LeavingNews
 */

/**
 * Another game is on the board, with these options, before it settles.
 * @typedef {{ options: import('../types.js').GameOptions }} ReplacedNews
 */

/**
 * The game moved without a sowing to show (a move taken back, a ply gone
 * to, another game put on the board), before the board refreshes.
 * @typedef {{ cause: 'undo' | 'seek' | 'replace' }} SettledNews
 */

/**
 * What a board's channel carries, by kind: `moved` as soon as the engine
 * took a move (before its sowing), `shown` once the sowing is over;
 * `leaving`, `replaced` and `settled` as the game changes otherwise (the
 * board keeps its game and resets the computer on them, board/board.js).
 * @typedef {{ moved: MovedNews, shown: ShownNews, leaving: LeavingNews, replaced: ReplacedNews, settled: SettledNews }} BoardNewsKinds
 */

/**
 * The news of a move played on a board and of its sowing shown.
 * @param {string} game  the game key
 * @param {View} before
 * @param {View} view  after the move
 * @param {string} record  the game's record after the move
 * @param {boolean} [redone]  a move taken back played again
 * @returns {MovedNews}
 */
export function movedNews(game, before, view, record, redone = false) {
  return { detail: moveDetail(game, before, view), gameOver: gameOverDetail(game, before, view, record), redone };
}

/**
 * A board's typed channel for the news of its game, in place of DOM
 * events dispatched on the board's element and heard inside it (the
 * internal bus the modes used). The board's own listeners (its modes) hear
 * each piece of news before the page's (the element's public `move` and
 * `gameover`, element/element-events.js), as they did when the page heard
 * a bubbled event after the board's element. No DOM here.
 */
export class BoardChannel {
  constructor() {
    /** @type {Map<string, Set<(news: any) => void>>} the board's listeners, by kind, in the order they came */
    this.board = new Map();
    /** @type {Map<string, Set<(news: any) => void>>} the page's, heard after the board's */
    this.page = new Map();
  }

  /**
   * Hears each piece of news of one kind; a listener may unsubscribe while it is told.
   * @template {keyof BoardNewsKinds} K
   * @param {K} kind
   * @param {(news: BoardNewsKinds[K]) => void} listener
   * @param {'board' | 'page'} [tier]  'page': heard after the board's own listeners
   * @returns {() => void} unsubscribes
   */
  on(kind, listener, tier = 'board') {
    const own = (/** @type {BoardNewsKinds[K]} */ news) => listener(news);
    const lists = tier === 'page' ? this.page : this.board;
    const list = lists.get(kind) ?? new Set();
    lists.set(kind, list.add(own));
    return () => list.delete(own);
  }

  /**
   * Tells every listener of the kind, the board's first: one added meanwhile hears the next, one removed no more.
   * @template {keyof BoardNewsKinds} K
   * @param {K} kind
   * @param {BoardNewsKinds[K]} news
   */
  emit(kind, news) {
    for (const lists of [this.board, this.page]) {
      const list = lists.get(kind);
      if (!list) continue;
      for (const listener of [...list]) if (list.has(listener)) listener(news);
    }
  }
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
