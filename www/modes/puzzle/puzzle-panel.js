// @ts-check
// Puzzle mode on one board (docs/PUZZLES.md): the shipped puzzles of its
// game, fetched next to the engine; the goal in words; the learner's every
// move checked against the proof (the file's answer for the first move,
// then the proven values the computer's worker gives); the computer's
// best defence; a wrong move shown to lose or draw, with the reason, and
// the computer's answer to it, then retried; the first move shown after
// two misses; solved puzzles remembered; previous, next, by difficulty,
// and a puzzle of the day. The board only plays what it is given: no rule
// and no value is worked out here.

import { puzzlesUrl } from '../../asset-urls.js';
import { turnBoard } from '../../board/board-layout.js';
import { playMove, putGame, tellAtBoard } from '../../board/commands.js';
import { ComputerClient } from '../../engine/computer.js';
import { otherPlayer } from '../../state/board-state.js';
import { placeModePanel } from '../../ui/board-view.js';
import { el } from '../../ui/dom.js';
import { errorText } from '../../ui/error-text.js';
import { reportFailure } from '../../ui/failure.js';
import {
  DIFFICULTIES,
  decidedBy,
  endMeetsGoal,
  judgeMove,
  MISSES_BEFORE_REVEAL,
  parsePuzzles,
  puzzleDate,
  puzzleOfTheDay,
  puzzleOrder,
  readSolved,
  winIsCertain,
  writeSolved,
} from './puzzle.js';

/** @typedef {import('../../board/board.js').MancalaBoard} MancalaBoard */
/** @typedef {import('../../types.js').Engine} Engine */
/** @typedef {import('../../types.js').Player} Player */
/** @typedef {import('./puzzle.js').Puzzle} Puzzle */
/** @typedef {import('./puzzle.js').HoleValue} HoleValue */
/** @typedef {import('../../store/storage.js').SafeStorage} SafeStorage */

/**
 * Where the attempt stands: `loading` the file; `checking` (the worker
 * values the learner's position); `yours` (the learner may move);
 * `defending` (the computer's reply is coming); `wrong` (a miss, shown with
 * the computer's answer, until retried); `solved`; `failed` (the game ended
 * short of the goal); `broken` (nothing to play: the file or the worker failed).
 * @typedef {'loading' | 'checking' | 'yours' | 'defending' | 'wrong' | 'solved' | 'failed' | 'broken'} Status
 */

export class PuzzlePanel {
  /**
   * @param {MancalaBoard} board
   * @param {Engine} engine
   */
  constructor(board, engine) {
    this.board = board;
    this.engine = engine;
    this.client = new ComputerClient();
    /** @type {Puzzle[]} */
    this.puzzles = [];
    /** @type {number | null} the difficulty chosen, or all */
    this.difficulty = null;
    /** @type {number} index into `puzzles` of the one on the board, -1 for none */
    this.index = -1;
    /** @type {Status} */
    this.status = 'loading';
    /** @type {{ key: string, params?: Record<string, string | number> }[]} the message, in parts */
    this.message = [{ key: 'puzzle.loading' }];
    this.misses = 0;
    this.revealed = false;
    /** The learner's first move is still to come. */
    this.first = true;
    /** @type {Player} */
    this.learner = 'B';
    /** @type {HoleValue[]} proven values of the learner's moves in the position on the board */
    this.values = [];
    /** @type {string | null} the record last acted on, so each position is handled once */
    this.handled = null;
    this.solved = readSolved(board.storage.get(this.storageKey()));
    this.ui = this.createElements();
    board.root.classList.add('mg-puzzle-mode');
    placeModePanel(board.root, this.ui.panel, (panel) => board.root.querySelector('.mg-bar')?.after(panel));
    /** @type {{ side: Player, mode: 'puzzle' } | null} the side the puzzle's defence plays, kept as its seat with the puzzle's game; null until a puzzle is on the board */
    this.script = null;
    /**
     * The puzzles as a mode of the board (modes/mode.js): the defence's
     * seat, and the board held still while a move is checked or answered.
     * @type {import('../mode.js').BoardMode}
     */
    this.mode = {
      name: 'puzzle',
      seats: () => (this.script ? { [this.script.side]: { by: 'script', mode: 'puzzle' } } : null),
      refuse: () => (this.status !== 'yours' ? 'held' : null),
      panel: this.ui.panel,
      dispose: () => this.dispose(),
    };
    this.detach = board.attach(this.mode);
    this.unsubscribe = board.subscribe(() => this.step());
    this.update();
    void this.load();
  }

  storageKey() {
    return `puzzles-solved:${this.board.key}`;
  }

  createElements() {
    const heading = el('p', { class: 'mg-puzzle-heading' });
    const goal = el('p', { class: 'mg-puzzle-goal' });
    const message = el('p', { class: 'mg-puzzle-message', role: 'status' });
    const retry = el('button', { type: 'button', class: 'mg-puzzle-retry' });
    const reveal = el('button', { type: 'button', class: 'mg-puzzle-reveal' });
    const previous = el('button', { type: 'button', class: 'mg-puzzle-previous' });
    const next = el('button', { type: 'button', class: 'mg-puzzle-next' });
    const daily = el('button', { type: 'button', class: 'mg-puzzle-daily' });
    const filterText = el('span');
    const filter = el('select', { class: 'mg-puzzle-filter' }, [el('option', { value: '' }), ...DIFFICULTIES.map((d) => el('option', { value: String(d) }))]);
    const filterLabel = el('label', { class: 'mg-inline-label' }, [filterText, filter]);
    const buttons = el('div', { class: 'mg-puzzle-buttons' }, [retry, reveal, previous, next, daily, filterLabel]);
    const panel = el('section', { class: 'mg-puzzle' }, [heading, goal, message, buttons]);
    retry.addEventListener('click', () => this.open(this.index));
    reveal.addEventListener('click', () => {
      this.revealed = true;
      this.say([{ key: 'puzzle.revealed', params: { move: this.puzzle()?.solution ?? '' } }]);
    });
    previous.addEventListener('click', () => this.stepBy(-1));
    next.addEventListener('click', () => this.stepBy(1));
    daily.addEventListener('click', () => this.openDaily());
    filter.addEventListener('change', () => {
      this.difficulty = filter.value === '' ? null : Number(filter.value);
      const order = this.order();
      if (order.length > 0 && !order.includes(this.index)) this.open(order[0]);
      else this.update();
    });
    return { panel, heading, goal, message, retry, reveal, previous, next, daily, filterText, filter };
  }

  /** @returns {Puzzle | undefined} */
  puzzle() {
    return this.puzzles[this.index];
  }

  order() {
    return puzzleOrder(this.puzzles, this.difficulty);
  }

  async load() {
    const key = this.board.key;
    const url = puzzlesUrl(key);
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const { puzzles, errors } = parsePuzzles(await response.text(), key);
      this.puzzles = puzzles;
      if (puzzles.length === 0) {
        this.fail([{ key: 'puzzle.none', params: { file: url.pathname.split('/').pop() ?? '' } }]);
        return;
      }
      const order = this.order();
      this.open(order.find((i) => !this.solved.has(puzzles[i].position)) ?? order[0]);
      if (errors.length > 0) {
        this.message.push({ key: 'puzzle.badLines', params: { lines: errors.join(', '), file: url.pathname.split('/').pop() ?? '' } });
        this.update();
      }
    } catch (e) {
      this.fail([{ key: 'puzzle.loadFailed', params: { error: errorText(this.board.t, e) } }]);
      reportFailure(this.board.root, 'puzzles-failed', this.board.t('puzzle.loadFailed', { error: errorText(this.board.t, e) }));
    }
  }

  /** @param {{ key: string, params?: Record<string, string | number> }[]} message */
  fail(message) {
    this.status = 'broken';
    this.message = message;
    // The board shows itself held (no hole glows) and the panel says why.
    this.board.refresh();
    this.board.announce(this.texts(this.message));
  }

  /** @param {number} delta */
  stepBy(delta) {
    const order = this.order();
    if (order.length === 0) return;
    const at = order.indexOf(this.index);
    this.open(order[(at + delta + order.length) % order.length]);
  }

  openDaily() {
    this.difficulty = null;
    this.open(puzzleOfTheDay(this.puzzles.length, puzzleDate(new Date())));
  }

  /**
   * Puts puzzle `index` on the board from its start (a retry keeps the misses).
   * @param {number} index
   */
  open(index) {
    const puzzle = this.puzzles[index];
    if (!puzzle) return;
    this.client.cancel();
    if (index !== this.index) {
      this.misses = 0;
      this.revealed = false;
    }
    this.index = index;
    this.first = true;
    this.values = [];
    this.handled = null;
    let game;
    try {
      game = this.engine.fromRecord(`game: ${puzzle.game}\nposition: ${puzzle.position}\n`);
    } catch (e) {
      this.fail([{ key: 'puzzle.badPuzzle', params: { error: errorText(this.board.t, e) } }]);
      return;
    }
    this.learner = game.view().to_move;
    this.status = 'checking';
    this.message = [{ key: 'puzzle.checking' }];
    // The solver's side at the bottom: the board turned when A is to play.
    turnBoard(this.board, this.learner);
    // The defence is the puzzle's: kept as its seat with the puzzle's game.
    this.script = { side: otherPlayer(this.learner), mode: 'puzzle' };
    putGame(this.board, game, this.board.record.options, false);
  }

  /**
   * Called on every board change: acts once per position, when the board is
   * still. It reads the board's record of its latest refresh (one this
   * panel's own moves may have asked for meanwhile).
   */
  step() {
    const { animating, recordText: record, view } = this.board.record;
    if (this.index < 0 || animating || this.status === 'broken') return this.update();
    if (record === this.handled) return this.update();
    this.handled = record;
    if (this.status === 'yours') this.judge(view.moves[view.moves.length - 1] ?? '');
    if (this.status === 'solved') {
      // A gain puzzle is solved by its first move: the board stays as it left it.
    } else if (this.status === 'wrong') {
      // The computer answers the miss; then the learner retries.
      if (!view.over && view.to_move !== this.learner) this.reply(record);
      else this.message = [...this.message, { key: 'puzzle.tryAgain' }];
    } else if (view.over) {
      this.finish();
    } else if (view.to_move === this.learner) {
      this.check(record);
    } else {
      this.reply(record);
    }
    this.update();
  }

  /**
   * Judges the learner's move just played against the values of the position it was played in.
   * @param {string} move
   */
  judge(move) {
    const puzzle = this.puzzle();
    if (!puzzle) return;
    const verdict = judgeMove(puzzle, this.first, move, this.values);
    const value = this.values.find((v) => v.hole === move);
    this.first = false;
    if (puzzle.goal === 'gain' && verdict === 'good') {
      // The one best move is the whole answer: what follows is the defence's to choose.
      this.solve([
        { key: 'puzzle.good.gain', params: { move, goal: puzzle.margin ?? 0, n: puzzle.plies, other: this.board.playerName(otherPlayer(this.learner)) } },
      ]);
      return;
    }
    if (verdict === 'fewer') {
      this.misses += 1;
      this.status = 'wrong';
      const gain = puzzle.gains?.[move] ?? 0;
      this.message = [
        { key: gain < 0 ? 'puzzle.fewer.loss' : 'puzzle.fewer', params: { move, n: Math.abs(gain), goal: puzzle.margin ?? 0, plies: puzzle.plies } },
      ];
      return;
    }
    if (verdict === 'good' || verdict === 'unproven') {
      this.status = 'defending';
      const best = puzzle.goal === 'best' ? '.best' : '';
      this.message = [{ key: verdict === 'good' ? `puzzle.good${best}` : 'puzzle.played', params: { move, goal: puzzle.margin ?? 0 } }];
      return;
    }
    this.misses += 1;
    this.status = 'wrong';
    const margin = Math.abs(value?.margin ?? 0);
    const other = this.board.playerName(otherPlayer(this.learner));
    const params = { move, other, n: margin, goal: puzzle.margin ?? 0 };
    const key =
      verdict === 'loses' && value?.margin === null
        ? 'puzzle.loses.plain'
        : `puzzle.${verdict}${verdict === 'misses' && puzzle.goal === 'best' ? '.best' : ''}`;
    this.message = [{ key, params }];
  }

  /**
   * The learner is to move: asks for the proven values of their moves.
   * @param {string} record
   */
  check(record) {
    this.status = 'checking';
    this.message = this.first ? [{ key: 'puzzle.checking' }] : [...this.message, { key: 'puzzle.checking' }];
    void this.ask(record, this.learner).then((hint) => {
      const puzzle = this.puzzle();
      if (!hint || !puzzle) return;
      this.values = hint.holes;
      if (!this.first && winIsCertain(puzzle, hint.holes)) {
        this.solve([{ key: 'puzzle.solved' }]);
        return;
      }
      this.status = 'yours';
      const keep = this.message.filter((m) => m.key !== 'puzzle.checking');
      const best = puzzle.goal === 'win' ? '' : `.${puzzle.goal}`;
      this.message = [...keep, { key: this.first ? `puzzle.findIt${best}` : `puzzle.keepIt${best}`, params: { goal: puzzle.margin ?? 0 } }];
      this.board.refresh();
    });
  }

  /**
   * The computer is to move: it plays the Expert's move in the proven
   * values, its longest or closest defence.
   * @param {string} record
   */
  reply(record) {
    const defender = otherPlayer(this.learner);
    const wrong = this.status === 'wrong';
    if (!wrong) this.status = 'defending';
    void this.ask(record, defender).then((hint) => {
      if (!hint) return;
      this.message = [...this.message, { key: 'puzzle.answered', params: { player: this.board.playerName(defender), move: hint.best } }];
      tellAtBoard(this.board, playMove(this.board, hint.best, 'puzzle'));
    });
  }

  /**
   * The worker's hint for `player` in the position of `record`; null when
   * the board has moved on, or on an error (then shown).
   * @param {string} record
   * @param {Player} player
   */
  async ask(record, player) {
    const answer = await this.client.ask({ kind: 'hint', record, player, level: 'expert' }, this.board.key);
    if (!answer || this.board.record.recordText !== record) return null;
    if (answer.kind === 'hint') return answer.hint;
    const error = answer.kind === 'error' ? answer.error : answer.kind;
    this.fail([{ key: 'puzzle.error', params: { error } }]);
    if (answer.kind === 'error') reportFailure(this.board.root, answer.code, this.board.t('puzzle.error', { error }));
    return null;
  }

  /** The game ended: the goal met, or missed. */
  finish() {
    const puzzle = this.puzzle();
    const view = this.board.record.view;
    if (!puzzle) return;
    const margin = view.score[this.learner] - view.score[otherPlayer(this.learner)];
    if (endMeetsGoal(puzzle, view.winner, this.learner, puzzle.margin === null ? null : margin)) {
      this.solve([{ key: 'puzzle.solvedEnd', params: { player: this.board.playerName(this.learner) } }]);
    } else {
      this.misses += 1;
      this.status = 'failed';
      this.message = [{ key: 'puzzle.failedEnd' }];
    }
  }

  /** @param {{ key: string, params?: Record<string, string | number> }[]} message */
  solve(message) {
    const puzzle = this.puzzle();
    this.status = 'solved';
    this.message = message;
    // A puzzle solved after its answer was shown is not counted as solved, and the player is told why.
    if (puzzle && !this.revealed) {
      this.solved.add(puzzle.position);
      this.board.storage.set(this.storageKey(), writeSolved(this.solved));
    } else if (puzzle) this.message = [...message, { key: 'puzzle.notCounted' }];
    this.board.refresh();
    this.board.announce(this.texts(this.message));
  }

  /** @param {{ key: string, params?: Record<string, string | number> }[]} message */
  say(message) {
    this.message = message;
    this.update();
    this.board.announce(this.texts(message));
  }

  /** @param {{ key: string, params?: Record<string, string | number> }[]} parts */
  texts(parts) {
    return parts.map((m) => this.board.t(m.key, m.params)).join(' ');
  }

  /** Texts and button states, in the board's language. */
  update() {
    const t = this.board.t;
    const ui = this.ui;
    const puzzle = this.puzzle();
    const order = this.order();
    const solved = puzzle ? this.solved.has(puzzle.position) : false;
    const daily = puzzle && this.index === puzzleOfTheDay(this.puzzles.length, puzzleDate(new Date()));
    const heading = puzzle
      ? [
          t('puzzle.title', { n: order.indexOf(this.index) + 1 || this.index + 1, count: order.length || this.puzzles.length }),
          t('puzzle.difficulty', { n: puzzle.difficulty }),
          daily ? t('puzzle.dailyMark') : '',
          solved ? t('puzzle.solvedMark') : '',
          t('puzzle.solvedCount', { n: this.puzzles.filter((p) => this.solved.has(p.position)).length, count: this.puzzles.length }),
        ]
      : [];
    ui.heading.textContent = heading.filter((s) => s !== '').join(' · ');
    const goalKey = `puzzle.goal.${puzzle?.goal ?? 'win'}`;
    const view = this.board.record.view;
    const decides = puzzle && !view.over ? decidedBy(puzzle, view.stall, view.stall_limit) : null;
    const goal = puzzle ? t(goalKey, { player: this.board.playerName(this.learner), n: puzzle.margin ?? 0, plies: puzzle.plies }) : '';
    ui.goal.textContent = decides ? `${goal}. ${t(decides.key, decides.params)}` : goal;
    ui.message.textContent = this.texts(this.message);
    const data = this.board.root.dataset;
    data.puzzleStatus = this.status;
    data.puzzleIndex = String(this.index);
    data.puzzleMisses = String(this.misses);
    // After a miss the puzzle is tried again; solved, it is only played again.
    ui.retry.textContent = t(this.status === 'solved' ? 'puzzle.replay' : 'puzzle.retry');
    ui.retry.hidden = !['wrong', 'failed', 'solved'].includes(this.status);
    ui.reveal.textContent = t('puzzle.reveal');
    ui.reveal.disabled = this.misses < MISSES_BEFORE_REVEAL || this.revealed;
    ui.reveal.title = t('puzzle.revealNote');
    ui.previous.textContent = t('puzzle.previous');
    ui.next.textContent = t('puzzle.next');
    ui.daily.textContent = t('puzzle.daily');
    for (const button of [ui.previous, ui.next, ui.daily]) button.disabled = this.puzzles.length === 0;
    ui.filterText.textContent = t('puzzle.filter');
    for (const option of ui.filter.options) option.textContent = option.value === '' ? t('puzzle.filter.all') : option.value;
    ui.filter.value = this.difficulty === null ? '' : String(this.difficulty);
  }

  /** Ends the worker (the board is going away). */
  dispose() {
    this.unsubscribe();
    this.detach();
    this.client.dispose();
  }
}
