// @ts-check
// The Review panel: every move of the game judged by the engine in the
// computer's worker (with a progress bar and a cancel), marked by symbol
// and colour, the better move where there was one, a graph of the game to
// click or step through with the arrow keys, and "Play from here" as a new
// line that leaves the reviewed game as it was (docs/REVIEW.md).

import { goToPly, putGame, tellAtBoard } from '../../board/commands.js';
import { ComputerClient } from '../../engine/computer.js';
import { otherPlayer } from '../../state/board-state.js';
import { el, svg } from '../../ui/dom.js';
import { errorText } from '../../ui/error-text.js';
import { betterMove, CLASS_SYMBOLS, classCounts, FLAWS, graphHeight, graphPoints, PROVEN_EDGE, plyAt, startPoint } from './review.js';

/** @typedef {import('../../board/board.js').MancalaBoard} MancalaBoard */
/** @typedef {import('../../types.js').Engine} Engine */
/** @typedef {import('./review.js').MoveReview} MoveReview */

/** The graph's drawing box (it is stretched to the panel's width). */
const WIDTH = 300;
const HEIGHT = 90;

export class ReviewPanel {
  /**
   * @param {MancalaBoard} board
   * @param {Engine} engine
   */
  constructor(board, engine) {
    this.board = board;
    this.engine = engine;
    this.client = new ComputerClient();
    /** @type {{ record: string, moves: readonly string[], reviews: MoveReview[], total: number, done: number } | null} the review shown (or being made) */
    this.review = null;
    this.running = false;
    /** @type {{ key: string, params?: Record<string, string | number> } | null} */
    this.message = null;
    this.ui = this.createElements();
    /** The review as a mode of the board (modes/mode.js): its panel; it seats nobody and vetoes nothing. */
    this.detach = board.attach({ name: 'review', panel: this.ui.details, dispose: () => this.dispose() });
    this.unsubscribe = board.subscribe(({ record }) => this.update(record));
    // The game-over dialog's Review and a friend game's.
    this.stopAnswering = board.whenWanted('review', () => {
      const details = this.ui.details;
      // Fitted, the panel's buttons go to the top of its sheet or column, so
      // that the graph and the list under them are in sight on a phone: after
      // the tab's own scroll on opening (ui/board-view.js), which shows its
      // intro, and again once the list is filled (while it is empty the sheet
      // may be too short to scroll at all).
      const inSight = () => {
        if (details.open) (this.board.fit ? (this.ui.start.parentElement ?? details) : details).scrollIntoView({ block: this.board.fit ? 'start' : 'nearest' });
      };
      if (details.open) inSight();
      else details.addEventListener('toggle', inSight, { once: true });
      details.open = true;
      if (!this.running) void this.start().then(() => this.board.fit && inSight());
      this.ui.start.focus({ preventScroll: true });
    });
    this.wire();
    this.update();
  }

  createElements() {
    const button = (/** @type {string} */ cls) => el('button', { type: 'button', class: cls });
    const summary = el('summary');
    const intro = el('p', { class: 'mg-review-intro' });
    const start = button('mg-review-start');
    const cancel = button('mg-review-cancel');
    const progress = /** @type {HTMLProgressElement} */ (el('progress', { class: 'mg-review-progress', max: '1', value: '0' }));
    const status = el('p', { class: 'mg-review-status', role: 'status' });
    const graph = svg('svg', { class: 'mg-review-graph', viewBox: `0 0 ${WIDTH} ${HEIGHT}`, preserveAspectRatio: 'none', tabindex: '0', role: 'slider' });
    const counts = el('p', { class: 'mg-review-counts' });
    const list = el('ol', { class: 'mg-review-list' });
    const fromHere = el('p', { class: 'mg-review-from' });
    const playComputer = button('mg-review-play-computer');
    const playFriend = button('mg-review-play-friend');
    const back = button('mg-review-back');
    const details = el('details', { class: 'mg-review' }, [
      summary,
      intro,
      el('div', { class: 'mg-review-buttons' }, [start, cancel]),
      progress,
      status,
      graph,
      counts,
      list,
      fromHere,
      el('div', { class: 'mg-review-buttons' }, [playComputer, playFriend, back]),
    ]);
    return { details, summary, intro, start, cancel, progress, status, graph, counts, list, fromHere, playComputer, playFriend, back };
  }

  wire() {
    const ui = this.ui;
    ui.start.addEventListener('click', () => void this.start());
    ui.cancel.addEventListener('click', () => this.cancel());
    ui.graph.addEventListener('click', (event) => {
      const box = ui.graph.getBoundingClientRect();
      if (this.review) this.seek(plyAt(event.clientX - box.left, box.width, this.review.moves.length));
    });
    ui.graph.addEventListener('keydown', (event) => {
      if (!this.review) return;
      const at = this.board.record.view.moves.length;
      const last = this.review.moves.length;
      const to = { ArrowLeft: at - 1, ArrowDown: at - 1, ArrowRight: at + 1, ArrowUp: at + 1, Home: 0, End: last }[event.key];
      if (to === undefined) return;
      event.preventDefault();
      this.seek(Math.max(0, Math.min(last, to)));
    });
    ui.list.addEventListener('click', (event) => {
      // The entry's explanation under its button goes to the move too.
      const entry = /** @type {HTMLElement} */ (event.target).closest('.mg-review-item');
      const item = entry?.querySelector('button[data-ply]:not(:disabled)');
      if (!entry || !(item instanceof HTMLElement)) return;
      const ply = Number(item.dataset.ply);
      const top = entry.getBoundingClientRect().top;
      this.seek(ply, false);
      // The list rebuilt and the board's words changed around it: the entry stays under the finger.
      this.keepInPlace(ply, top);
      requestAnimationFrame(() => this.keepInPlace(ply, top));
    });
    ui.playComputer.addEventListener('click', () => this.playFromHere('computer'));
    ui.playFriend.addEventListener('click', () => this.playFromHere('human'));
    ui.back.addEventListener('click', () => this.backToReviewed());
  }

  /**
   * Whether the board shows the reviewed game (at any of its moves).
   * @param {import('../../state/board-record.js').BoardRecord} [record]  the board's record, of its last refresh unless one hands it
   */
  onReviewedGame(record = this.board.record) {
    const review = this.review;
    if (!review) return false;
    const line = record.line;
    return line.length === review.moves.length && line.every((m, i) => m === review.moves[i]);
  }

  /**
   * Whether the engine may judge the game on the board: not while a game
   * between two people by links goes on (it would help one against the
   * other, state/seats.js); once it is over, as a player expects.
   * @param {import('../../state/board-record.js').BoardRecord} [record]
   */
  allowed(record = this.board.record) {
    return record.engineHelps || record.view.over;
  }

  /** Reviews the board's whole line of moves (those taken back included). */
  async start() {
    const board = this.board;
    if (!this.allowed()) {
      this.update();
      return;
    }
    const { lineRecord: record, line } = board.record;
    const moves = [...line];
    this.review = { record, moves, reviews: [], total: moves.length, done: 0 };
    this.running = true;
    this.message = { key: 'review.working', params: { done: 0, total: moves.length } };
    this.update();
    const answer = await this.client.review(record, undefined, (done, total, reviews) => {
      if (!this.review || this.review.record !== record) return;
      this.review.reviews.push(...reviews);
      this.review.done = done;
      this.message = { key: 'review.working', params: { done, total } };
      this.update();
    });
    if (this.review?.record !== record) return;
    this.running = false;
    if (!answer) {
      this.message = { key: 'review.cancelled' };
    } else if (answer.kind === 'error') {
      this.message = { key: 'review.failed', params: { error: errorText(board.t, new Error(answer.error)) } };
    } else {
      this.message = { key: 'review.done' };
    }
    this.update();
  }

  cancel() {
    this.client.cancel();
  }

  /**
   * @param {number} ply  moves made
   * @param {boolean} [toGraph]  the arrow keys go on from the graph (a list entry keeps them on its own button)
   */
  seek(ply, toGraph = true) {
    if (!this.onReviewedGame()) return;
    tellAtBoard(this.board, goToPly(this.board, ply));
    // Never scrolled to: the graph may be out of sight above the list.
    const focus = toGraph ? this.ui.graph : this.ui.list.querySelector(`button[data-ply="${ply}"]`);
    if (focus instanceof HTMLElement || focus instanceof SVGElement) focus.focus({ preventScroll: true });
  }

  /**
   * Scrolls the list's box back so that the entry of `ply` is at `top` on the screen again.
   * @param {number} ply
   * @param {number} top
   */
  keepInPlace(ply, top) {
    const entry = this.ui.list.querySelector(`button[data-ply="${ply}"]`)?.closest('.mg-review-item');
    if (!entry) return;
    const moved = entry.getBoundingClientRect().top - top;
    if (Math.abs(moved) < 1) return;
    for (let box = entry.parentElement; box; box = box.parentElement) {
      if (box.scrollHeight > box.clientHeight && /auto|scroll/.test(getComputedStyle(box).overflowY)) {
        box.scrollTop += moved;
        return;
      }
    }
    // A board in a page (the info page's): the page scrolls.
    window.scrollBy({ top: moved, behavior: 'instant' });
  }

  /**
   * A new line from the move shown, against the computer or a friend; the
   * reviewed game goes on the shelf (one click brings it back) and stays here.
   * @param {'computer' | 'human'} opponent
   */
  playFromHere(opponent) {
    const board = this.board;
    if (!this.allowed()) return;
    const { view, recordText, options } = board.record;
    const at = view.moves.length;
    let game;
    try {
      game = this.engine.fromRecord(recordText);
    } catch (e) {
      this.message = { key: 'review.failed', params: { error: errorText(board.t, e) } };
      this.update();
      return;
    }
    putGame(board, game, options);
    // The new line's position, as the board's refresh after putGame recorded it.
    const toMove = board.record.view.to_move;
    board.computer.setPlayers(opponent === 'computer' ? { opponent, computerSide: otherPlayer(toMove) } : { opponent });
    this.message = { key: 'review.newLine', params: { n: at } };
    this.update();
  }

  /** Puts the reviewed game back on the board. */
  backToReviewed() {
    const review = this.review;
    if (!review) return;
    try {
      const game = this.engine.fromRecord(review.record);
      putGame(this.board, game, this.board.record.options);
      this.message = null;
      this.update();
    } catch (e) {
      this.message = { key: 'review.failed', params: { error: errorText(this.board.t, e) } };
      this.update();
    }
  }

  /** @param {import('../../state/board-record.js').BoardRecord} [record]  the board's record, of its last refresh unless one hands it */
  update(record = this.board.record) {
    const ui = this.ui;
    const t = this.board.t;
    const review = this.review;
    const showing = this.onReviewedGame(record);
    // The board's record: its view and its whole line.
    const { view, line } = record;
    const at = view.moves.length;
    ui.summary.textContent = t('review.title');
    ui.intro.textContent = t('review.intro');
    ui.start.textContent = t(review && !this.running && showing ? 'review.again' : 'review.start');
    const allowed = this.allowed(record);
    ui.start.disabled = this.running || line.length === 0 || !allowed;
    ui.cancel.textContent = t('review.cancel');
    ui.cancel.hidden = !this.running;
    ui.progress.hidden = !this.running;
    if (review) {
      ui.progress.max = Math.max(1, review.total);
      ui.progress.value = review.done;
    }
    // Why there is no review of a game by links under way, in place of the last review's words.
    const message = allowed ? this.message : { key: 'review.offByLinks' };
    ui.status.textContent = message ? t(message.key, message.params) : '';
    ui.status.hidden = !message;
    const reviewed = review !== null && review.reviews.length > 0;
    ui.graph.style.display = reviewed ? '' : 'none';
    ui.counts.hidden = !reviewed;
    ui.list.hidden = !reviewed;
    ui.back.hidden = !review || showing || this.running;
    ui.back.textContent = t('review.back');
    // A new line from a game by links under way would put its position before the computer.
    ui.fromHere.hidden = !reviewed || !showing || !allowed || at >= (review?.moves.length ?? 0);
    ui.fromHere.textContent = t('review.fromHere', { n: at });
    for (const [button, key] of /** @type {const} */ ([
      [ui.playComputer, 'review.playComputer'],
      [ui.playFriend, 'review.playFriend'],
    ])) {
      button.textContent = t(key);
      button.hidden = ui.fromHere.hidden;
    }
    if (!review || !reviewed) return;
    this.drawGraph(review, at, showing);
    this.fillCounts(review.reviews);
    this.fillList(review, at, showing);
  }

  /**
   * @param {NonNullable<ReviewPanel['review']>} review
   * @param {number} at  moves the board shows
   * @param {boolean} showing  the board shows the reviewed game
   */
  drawGraph(review, at, showing) {
    const t = this.board.t;
    const graph = this.ui.graph;
    const total = Math.max(1, review.moves.length);
    const x = (/** @type {number} */ ply) => (ply / total) * WIDTH;
    const y = (/** @type {number} */ value) => HEIGHT / 2 - graphHeight(value) * (HEIGHT / 2 - 4);
    const points = graphPoints(review.reviews);
    // From what the start is worth (Sokusowó's a proven B win by 8), not from "even".
    const start = startPoint(review.reviews);
    const line = [`${x(0)},${y(start.value)}`, ...points.map((p) => `${x(p.ply)},${y(p.value)}`)].join(' ');
    const parts = [
      svg('rect', { class: 'mg-graph-b', x: 0, y: 0, width: WIDTH, height: HEIGHT / 2 }),
      svg('rect', { class: 'mg-graph-a', x: 0, y: HEIGHT / 2, width: WIDTH, height: HEIGHT / 2 }),
      svg('line', { class: 'mg-graph-zero', x1: 0, y1: HEIGHT / 2, x2: WIDTH, y2: HEIGHT / 2 }),
      svg('polyline', { class: 'mg-graph-line', points: line }),
    ];
    for (const p of points) {
      // A dot as a zero-length round-capped line: round however the graph is stretched.
      if (p.flaw) parts.push(svg('line', { class: `mg-graph-dot mg-class-${p.flaw}`, x1: x(p.ply), y1: y(p.value), x2: x(p.ply), y2: y(p.value) }));
    }
    if (showing) parts.push(svg('line', { class: 'mg-graph-now', x1: x(at), y1: 0, x2: x(at), y2: HEIGHT }));
    graph.replaceChildren(...parts);
    graph.setAttribute('aria-label', t('review.graph'));
    graph.setAttribute('aria-valuemin', '0');
    graph.setAttribute('aria-valuemax', String(review.moves.length));
    graph.setAttribute('aria-valuenow', String(at));
    const point = points.find((p) => p.ply === at);
    graph.setAttribute(
      'aria-valuetext',
      at === 0 ? t('review.graphStart', { value: this.signed(start.value) }) : t('review.graphAt', { n: at, value: point ? this.signed(point.value) : '?' }),
    );
    graph.dataset.start = String(start.value);
  }

  /** @param {number} value  seeds from B's side */
  signed(value) {
    const t = this.board.t;
    if (Math.abs(value) < 0.05) return t('review.even');
    const leader = t(`player.${value > 0 ? 'B' : 'A'}`);
    if (Math.abs(value) >= PROVEN_EDGE) return t('review.winning', { player: leader });
    return t('review.ahead', { player: leader, n: Math.abs(value).toFixed(1) });
  }

  /** @param {readonly MoveReview[]} reviews */
  fillCounts(reviews) {
    const t = this.board.t;
    const counts = classCounts(reviews);
    const side = (/** @type {'A' | 'B'} */ p) =>
      `${t(`player.${p}`)}: ${FLAWS.map((c) => `${CLASS_SYMBOLS[c]} ${t(`review.count.${c}`, { n: counts[p][c] })}`).join(', ')}`;
    this.ui.counts.textContent = `${side('B')} · ${side('A')}`;
  }

  /**
   * @param {NonNullable<ReviewPanel['review']>} review
   * @param {number} at
   * @param {boolean} showing
   */
  fillList(review, at, showing) {
    const t = this.board.t;
    const list = this.ui.list;
    // Rebuilt only when the reviews or the move shown change.
    const stamp = `${review.reviews.length} ${at} ${showing} ${this.board.lang}`;
    if (list.dataset.stamp === stamp) return;
    list.dataset.stamp = stamp;
    const items = review.reviews.map((r) => {
      const better = betterMove(r).better;
      const words = better
        ? t('review.better', {
            best: better.best,
            bestWorth: t(better.bestWorth.key, better.bestWorth.params),
            played: better.played,
            playedWorth: t(better.playedWorth.key, better.playedWorth.params),
          })
        : '';
      const mark = el('span', { class: `mg-review-mark mg-class-${r.class}`, 'aria-hidden': 'true' }, [CLASS_SYMBOLS[r.class]]);
      const label = `${r.ply}. ${t(`player.${r.player}`)} ${r.played}`;
      const button = el('button', { type: 'button', 'data-ply': String(r.ply) }, [
        mark,
        el('span', { class: 'mg-review-move' }, [label]),
        el('span', { class: 'mg-review-class' }, [t(`review.class.${r.class}`)]),
      ]);
      if (showing && r.ply === at) button.setAttribute('aria-current', 'step');
      button.disabled = !showing;
      const item = el('li', { class: `mg-review-item mg-class-${r.class}` }, [button]);
      if (words) item.append(el('p', { class: 'mg-review-better' }, [words]));
      return item;
    });
    list.replaceChildren(...items);
  }

  dispose() {
    this.unsubscribe();
    this.stopAnswering();
    this.detach();
    this.client.dispose();
  }
}
