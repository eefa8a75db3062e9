// @ts-check
// The events <mancala-game> passes on to the page from its board: `move`
// and `gameover` from the board's channel (board.on), the rest from DOM
// events inside its shadow root: `change`
// whenever the position or the moves shown change, `error` for a part that
// could not load (ui/failure.js), the cancelable `before-move`, and a
// lesson's end asking for another mode. All are composed; all but `error`
// bubble (docs/EMBED.md, "Events"). `friend-link` carries each link of a
// game with a friend.

/** @typedef {import('../board/board.js').MancalaBoard} MancalaBoard */
/** @typedef {import('../ui/failure.js').Failure} Failure */

export class ElementEvents {
  /**
   * @param {HTMLElement} element
   * @param {ShadowRoot} shadow
   * @param {() => MancalaBoard | null} board  the element's board, if drawn
   */
  constructor(element, shadow, board) {
    this.element = element;
    this.board = board;
    /** The position and moves the last `change` told, so it fires only when they change. */
    this.shown = '';
    // Each link of a game with a friend (modes/friend/friend-play.js), for a page that delivers links its own way.
    shadow.addEventListener('mancala-friend-link', (e) => this.forward('friend-link', e));
    shadow.addEventListener('mancala-failure', (e) => this.failed(/** @type {CustomEvent<Failure>} */ (e)));
    // A lesson's end, off the site: the board becomes a game or the puzzles (modes/lesson/lesson-panel.js).
    shadow.addEventListener('mancala-mode', (e) => element.setAttribute('mode', /** @type {CustomEvent<{ mode: string }>} */ (e).detail.mode));
    shadow.addEventListener('mancala-before-move', (e) => {
      e.stopPropagation();
      const { move } = /** @type {CustomEvent<{ move: string }>} */ (e).detail;
      const asked = new CustomEvent('before-move', { bubbles: true, composed: true, cancelable: true, detail: { game: this.board()?.key ?? '', move } });
      if (!element.dispatchEvent(asked)) e.preventDefault();
    });
  }

  /**
   * Tells the page of a move or a game's end as a plain event of the element.
   * @param {string} type
   * @param {object} detail
   */
  tell(type, detail) {
    this.element.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail }));
  }

  /**
   * Passes a board event on to the page as a plain event of the element.
   * @param {string} type
   * @param {Event} event
   */
  forward(type, event) {
    event.stopPropagation();
    const detail = /** @type {CustomEvent} */ (event).detail;
    this.element.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail }));
  }

  /**
   * Hears each refresh of a new board (before its panels do): a refresh may be a `change`.
   * @param {MancalaBoard} board
   * @returns {MancalaBoard} the board
   */
  follow(board) {
    board.subscribe(() => this.changed());
    // A move is told after the board's own modes heard of it, as a bubbled event was: `move`, then `gameover` when it ended the game.
    board.on(
      'moved',
      ({ detail, gameOver }) => {
        // A board replaced (a new attribute) is no longer in the shadow root: the page hears only the element's board.
        if (this.board() !== board) return;
        this.tell('move', detail);
        if (gameOver) this.tell('gameover', gameOver);
      },
      'page',
    );
    return board;
  }

  /** A new board: its first position is told afresh. */
  reset() {
    this.shown = '';
  }

  /** The board refreshed: `change` when the position or the moves shown are not those last told. */
  changed() {
    const board = this.board();
    if (!board) return;
    // The board's record of its last refresh, the one its panels read.
    const view = board.record.view;
    const shown = `${view.position} ${view.moves.join(' ')}`;
    if (shown === this.shown) return;
    this.shown = shown;
    const detail = { game: board.key, position: view.position, moves: [...view.moves], ply: view.moves.length, over: view.over };
    this.element.dispatchEvent(new CustomEvent('change', { bubbles: true, composed: true, detail }));
  }

  /**
   * A part of the board could not load: the board says so; the page hears of it as an `error` event.
   * @param {CustomEvent<Failure>} event
   */
  failed(event) {
    event.stopPropagation();
    const { code, message } = event.detail;
    this.element.dispatchEvent(new CustomEvent('error', { composed: true, detail: { source: 'asset', name: code.replace(/-.*$/, ''), message, code } }));
  }
}
