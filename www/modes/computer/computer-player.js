// @ts-check
// The computer opponent on one board: the players row (two players or
// against the computer, its side and level, the hint button, the thinking
// indicator), asking the AI worker when the computer is to move, and the
// hint marks on the board. It holds no game rule: whose turn it is comes
// from the engine's view, the computer's holes and the hints from the AI.

import { ComputerClient, cleanPlayers, DEFAULT_PLAYERS, levels } from '../../engine/computer.js';
import { otherPlayer } from '../../state/board-state.js';
import { parseJsonObject } from '../../state/saved-game.js';
import { byLinks, computerSeats } from '../../state/seats.js';
import { el } from '../../ui/dom.js';
import { reportFailure } from '../../ui/failure.js';

/** @typedef {import('../../types.js').View} View */
/** @typedef {import('../../types.js').Player} Player */
/** @typedef {import('../../engine/computer.js').Players} Players */
/** @typedef {import('../../engine/computer.js').Answer} Answer */
/** @typedef {import('../../pkg-ai/mancala_wasm_ai.js').ComputerHint} ComputerHint */
/** @typedef {import('../../render/geometry.js').BoardGeometry} BoardGeometry */
/** @typedef {import('../../store/storage.js').SafeStorage} SafeStorage */

/**
 * What the computer player needs of its board (a `MancalaBoard`).
 * @typedef {object} Host
 * @property {string} key  the game key
 * @property {string} saveKey  where the board keeps its game
 * @property {View} view
 * @property {{ record: () => string }} game
 * @property {{ raceChoice: string | null }} state  what the board shows around its game: the person's hidden opening choice among it
 * @property {HTMLElement} root
 * @property {SafeStorage} storage
 * @property {(key: string, params?: Record<string, string | number>) => string} t
 * @property {(player: Player) => string} playerName
 * @property {{ animator: { running: boolean } }} flow  the game on the board: whether a sowing is shown
 * @property {(move: string, opening: boolean) => void} playReply  the computer's move, through the board's one move command (board/commands.js)
 * @property {() => void} redoReply  its reply taken back played again, through the board's redo command
 * @property {() => Player} racePicker  who picks an opening hole now
 * @property {() => 'readonly' | import('../mode.js').Refusal | null} waitingFor  why the board takes no move of a person's now (its modes' say)
 * @property {() => import('../../state/seats.js').Seats} seats  who plays each side of the board's game
 * @property {() => boolean} engineHelps  whether the engine may help now (not by links, unless both players agreed)
 * @property {() => void} refresh
 * @property {() => void} save  keeps the board's game (with who plays it)
 * @property {() => void} redraw
 * @property {(text: string) => void} announce
 */

export class ComputerPlayer {
  /**
   * @param {Host} host
   * @param {Partial<Players>} [given]  settings from the page (e.g. element attributes), over the saved ones
   */
  constructor(host, given) {
    this.host = host;
    this.client = new ComputerClient();
    const saved = host.storage.get(this.storageKey());
    /** @type {Players} */
    this.players = cleanPlayers({ ...DEFAULT_PLAYERS, ...(saved ? parseJsonObject(saved) : {}), ...given });
    /** @type {string | null} the record the pending or answered request was about */
    this.asked = null;
    /** @type {string | null} the record a request is queued or running for */
    this.pending = null;
    /** @type {string | null} the computer's answer for `asked`, kept until it can be played */
    this.answer = null;
    /** @type {{ record: string, hint: ComputerHint } | null} */
    this.hint = null;
    /** @type {string | null} a line under the players row: the hint or an error */
    this.note = null;
    /** @type {string | null} why the computer cannot play on this board (its wasm or worker did not load); told once */
    this.unavailable = null;
    this.acting = false;
    /** Set by Redo: the computer's move that followed comes back as it was, not from a new search. */
    this.redoing = false;
    this.ui = this.createElements();
    /** @type {import('../mode.js').BoardMode} the computer as a mode of its board (board.attach): its seat, its turn, its hint */
    this.mode = {
      name: 'computer',
      seats: () => computerSeats(this.players),
      plays: () => this.side(),
      refuse: () => (this.waiting() ? 'computerToMove' : null),
      hint: () => this.shownHint(),
      status: () => this.status(),
      dispose: () => this.dispose(),
    };
  }

  storageKey() {
    return `players:${this.host.saveKey}`;
  }

  createElements() {
    const twoPlayers = el('button', { type: 'button', class: 'mg-opponent', 'data-opponent': 'human' });
    const computer = el('button', { type: 'button', class: 'mg-opponent', 'data-opponent': 'computer' });
    const opponentGroup = el('div', { class: 'mg-opponents', role: 'group' }, [twoPlayers, computer]);
    const sideText = el('span');
    const sideSelect = el('select', { class: 'mg-computer-side' }, [el('option', { value: 'A' }), el('option', { value: 'B' })]);
    const sideLabel = el('label', { class: 'mg-inline-label' }, [sideText, sideSelect]);
    const levelText = el('span');
    const levelSelect = el(
      'select',
      { class: 'mg-level' },
      levels().map((level) => el('option', { value: level })),
    );
    const levelLabel = el('label', { class: 'mg-inline-label' }, [levelText, levelSelect]);
    const hintButton = el('button', { type: 'button', class: 'mg-hint' });
    const thinking = el('span', { class: 'mg-thinking', role: 'status' });
    const hintLine = el('p', { class: 'mg-hint-text' });
    const row = el('div', { class: 'mg-players' }, [opponentGroup, sideLabel, levelLabel, hintButton, thinking]);
    for (const button of [twoPlayers, computer]) {
      button.addEventListener('click', () => this.setPlayers({ opponent: /** @type {'human' | 'computer'} */ (button.dataset.opponent) }));
    }
    sideSelect.addEventListener('change', () => this.setPlayers({ computerSide: sideSelect.value === 'B' ? 'B' : 'A' }));
    levelSelect.addEventListener('change', () => this.setPlayers({ level: /** @type {Players['level']} */ (levelSelect.value) }));
    hintButton.addEventListener('click', () => this.askHint());
    return { row, hintLine, opponentGroup, twoPlayers, computer, sideText, sideSelect, sideLabel, levelText, levelSelect, levelLabel, hintButton, thinking };
  }

  /**
   * Changes who plays; takes effect at once, in the middle of a game too.
   * @param {Partial<Players>} change
   */
  setPlayers(change) {
    const next = cleanPlayers({ ...this.players, ...change });
    const changed = JSON.stringify(next) !== JSON.stringify(this.players);
    this.players = next;
    this.host.storage.set(this.storageKey(), JSON.stringify(next));
    if (changed) {
      this.forget();
      // Who plays is part of the game on the board (its seats): kept with it at once.
      this.host.save();
    }
    this.host.refresh();
  }

  /**
   * Takes the players of a game brought to the board (its seats,
   * state/seats.js), remembered as the board's; the board refreshes after.
   * @param {Partial<Players>} players
   */
  seat(players) {
    this.players = cleanPlayers({ ...this.players, ...players });
    this.host.storage.set(this.storageKey(), JSON.stringify(this.players));
    this.forget();
  }

  /** The side the computer plays now, or `null` in a two-player game (also where the page refuses the computer's worker: the board falls back to two players). */
  side() {
    return this.players.opponent === 'computer' && this.client.refused === null ? this.players.computerSide : null;
  }

  /**
   * True when the person must wait: the computer is to move.
   * @param {View} [view] the game's view (default: the one on the board)
   */
  isComputersTurn(view = this.host.view) {
    return this.side() !== null && !view.over && view.phase === 'play' && view.to_move === this.side();
  }

  /**
   * True while the person cannot play: the computer is to move, or the
   * person has picked an opening hole and the computer's pick is still due.
   */
  waiting() {
    const view = this.host.view;
    return this.isComputersTurn() || (this.side() !== null && view.phase === 'race' && this.host.state.raceChoice !== null);
  }

  /** Stops any search and drops answers about an earlier game state. */
  forget() {
    this.client.cancel();
    this.asked = null;
    this.pending = null;
    this.answer = null;
    this.note = null;
  }

  /** The board took a move back or started afresh. */
  reset() {
    this.forget();
    this.hint = null;
    this.redoing = false;
  }

  /**
   * Called by the board after the person's move was redone: against the
   * computer, its reply that followed is redone too (as undo takes both
   * back), instead of a new search that would end the redo list.
   * @param {View} after the game's view after the redo
   */
  redoFollows(after) {
    this.redoing = this.isComputersTurn(after) && after.can_redo;
  }

  /**
   * Whether undo should go on taking moves back: in a game against the
   * computer, undo returns to the person's turn.
   */
  undoAgain() {
    return this.isComputersTurn() && this.host.view.can_undo;
  }

  /** Called at the end of every board refresh: texts, states, and the next step. */
  update() {
    const host = this.host;
    const view = host.view;
    const t = host.t;
    const ui = this.ui;
    const record = host.game.record();
    // Against the computer, after the first moves, the worker gets ready for the rest (Sadeqa II loads its endgame table).
    if (this.side() !== null && !view.over) this.client.prepare(host.key, view.moves.length);
    const refused = this.client.refused;
    if (refused !== null) this.take({ id: 0, kind: 'error', code: 'computer-unavailable', error: refused }, record);
    const side = this.side();
    this.schedule(view, record);
    ui.opponentGroup.setAttribute('aria-label', t('computer.players'));
    ui.twoPlayers.textContent = t('computer.twoPlayers');
    ui.computer.textContent = t('computer.vsComputer');
    // A game by links is neither of the row's: its seats are the friend game's.
    const seats = host.seats();
    const linked = byLinks(seats);
    const helps = host.engineHelps();
    ui.twoPlayers.setAttribute('aria-pressed', String(side === null && !linked));
    ui.computer.setAttribute('aria-pressed', String(side !== null));
    ui.twoPlayers.disabled = linked;
    ui.computer.disabled = linked;
    ui.sideText.textContent = t('computer.side');
    for (const option of ui.sideSelect.options) option.textContent = host.playerName(option.value === 'B' ? 'B' : 'A');
    ui.sideSelect.value = this.players.computerSide;
    ui.levelText.textContent = t('computer.level');
    for (const option of ui.levelSelect.options) option.textContent = t(`computer.level.${option.value}`);
    ui.levelSelect.value = this.players.level;
    ui.sideLabel.hidden = side === null;
    ui.levelLabel.hidden = side === null;
    ui.hintButton.textContent = t('computer.hint');

    const thinking = this.pending === record;
    // It may think while a sowing is shown (the opening race too): said once the seeds lie still.
    const thinkingShown = thinking && !host.flow.animator.running;
    ui.thinking.textContent = thinkingShown ? t('computer.thinking') : '';
    ui.thinking.hidden = !thinkingShown;
    // Offered for a move a person here may make now: none while the board holds its moves (a lesson between steps, a puzzle's reply, a shown board).
    ui.hintButton.disabled = !helps || view.over || this.pending !== null || this.isComputersTurn() || host.waitingFor() !== null || host.flow.animator.running;
    if (helps) ui.hintButton.removeAttribute('title');
    else ui.hintButton.title = t('computer.hintOffByLinks');
    const hint = helps && this.hint && this.hint.record === record ? this.hint.hint : null;
    const note = this.note ?? (hint ? this.hintText(hint) : null);
    ui.hintLine.textContent = note ?? '';
    ui.hintLine.hidden = note === null;

    const data = host.root.dataset;
    data.opponent = this.players.opponent;
    data.computerSide = this.players.computerSide;
    data.level = this.players.level;
    data.thinking = String(thinking);
    data.hint = hint ? hint.best : '';
    data.outcomes = hint ? hint.holes.map((h) => `${h.hole}:${h.outcome ?? '?'}${h.margin ?? ''}`).join(' ') : '';
  }

  /**
   * What the status line says of the computer now (ui/board-status.js words
   * it): the person's opening pick, its turn, its failure to start; nothing
   * while a sowing is shown, once the game is over, or with two players.
   * @returns {import('../mode.js').ModeStatus | null}
   */
  status() {
    const view = this.host.view;
    const side = this.side();
    if (side === null || view.over || this.host.flow.animator.running) return null;
    if (view.phase === 'race') return { kind: 'computerRace', person: otherPlayer(side), picked: this.host.state.raceChoice };
    if (view.to_move !== side) return null;
    return this.unavailable !== null ? { kind: 'computerUnavailable' } : { kind: 'computerToMove', computer: side };
  }

  /**
   * Asks for the computer's move when it is to move (or to pick its opening
   * hole), and plays a kept answer once the board is still.
   * @param {View} view
   * @param {string} record
   */
  schedule(view, record) {
    const side = this.side();
    if (side === null || view.over) return;
    const racing = view.phase === 'race';
    if (!racing && view.to_move !== side) return;
    if (this.redoing) {
      if (!this.host.flow.animator.running && !this.acting) {
        this.acting = true;
        setTimeout(() => {
          this.acting = false;
          if (this.redoing && !this.host.flow.animator.running && this.host.game.record() === record) this.host.redoReply();
        });
      }
      return;
    }
    if (this.asked !== record) {
      this.asked = record;
      this.answer = null;
      this.ask({ kind: 'move', record, player: side, level: this.players.level });
      return;
    }
    // The opening needs the person's choice too; a move waits for the animation.
    const ready = this.answer !== null && !this.host.flow.animator.running && (!racing || this.host.state.raceChoice !== null);
    if (ready && !this.acting) {
      this.acting = true;
      // In a task of its own: never inside the refresh that noticed it,
      // nor in the task that received the answer.
      setTimeout(() => {
        this.acting = false;
        this.playAnswer(record);
      });
    }
  }

  /** @param {string} record */
  playAnswer(record) {
    const host = this.host;
    const hole = this.answer;
    if (hole === null || host.game.record() !== record || host.flow.animator.running) return;
    this.answer = null;
    if (host.view.phase === 'race') {
      const mine = host.state.raceChoice;
      if (mine === null) return;
      const side = this.side();
      const [b, a] = side === 'B' ? [hole, mine] : [mine, hole];
      // A refused joint opening lets the computer choose again.
      this.asked = null;
      host.playReply(`${b}+${a}`, true);
    } else {
      host.playReply(hole, false);
    }
  }

  /**
   * @param {Omit<import('../../engine/computer.js').Request, 'id'>} request
   */
  ask(request) {
    this.pending = request.record;
    // Sent in a task of its own, after the one that played the last move
    // and drew it: thinking starts with the main thread free.
    setTimeout(async () => {
      if (this.pending !== request.record || this.host.game.record() !== request.record) return;
      const answer = await this.client.ask(request, this.host.key);
      if (answer === null || this.pending !== request.record || this.host.game.record() !== request.record) return;
      this.pending = null;
      this.take(answer, request.record);
      this.host.refresh();
    });
  }

  /**
   * @param {Answer} answer
   * @param {string} record
   */
  take(answer, record) {
    if (answer.kind === 'move') {
      this.answer = answer.hole;
    } else if (answer.kind === 'hint') {
      this.hint = { record, hint: answer.hint };
      this.note = null;
      this.host.announce(this.hintText(answer.hint));
    } else if (answer.kind === 'error' && answer.code === 'computer-unavailable') {
      // Told once, on the board and to the page; the board stops waiting for it.
      if (this.unavailable !== null) return;
      this.unavailable = answer.error;
      this.note = this.host.t('computer.unavailable', { error: answer.error });
      this.host.announce(this.note);
      reportFailure(this.host.root, 'computer-unavailable', this.note);
    } else if (answer.kind === 'error') {
      this.note = this.host.t('computer.error', { error: answer.error });
      this.host.announce(this.note);
      reportFailure(this.host.root, 'computer-failed', this.note);
    }
  }

  askHint() {
    const host = this.host;
    const view = host.view;
    if (view.over || this.pending !== null || !host.engineHelps() || host.waitingFor() !== null) return;
    const record = host.game.record();
    // In the opening the hint is for whoever picks a hole now.
    const player = view.phase === 'race' ? host.racePicker() : view.to_move;
    this.note = null;
    this.ask({ kind: 'hint', record, player, level: 'expert' });
    host.refresh();
  }

  /** @param {ComputerHint} hint */
  hintText(hint) {
    const t = this.host.t;
    const parts = [t('computer.hintBest', { hole: hint.best })];
    const known = hint.holes.filter((h) => h.outcome !== null);
    if (known.length > 0) {
      const outcomes = known.map((h) => {
        const margin = h.margin !== null && h.outcome !== 'draw' ? t('computer.byMargin', { n: Math.abs(h.margin) }) : '';
        return `${h.hole} ${t(`computer.outcome.${h.outcome}`)}${margin}`;
      });
      parts.push(t('computer.proven', { list: outcomes.join(', ') }));
    }
    return parts.join(' ');
  }

  /**
   * The hint the board draws now (render/board-frame.js): the one asked for
   * this very position, none while a move is sown nor in a game by links.
   * @returns {ComputerHint | null}
   */
  shownHint() {
    const hint = this.hint;
    return hint && hint.record === this.host.game.record() && !this.host.flow.animator.running && this.host.engineHelps() ? hint.hint : null;
  }

  /** Ends the worker (the board is going away). */
  dispose() {
    this.client.dispose();
  }
}
