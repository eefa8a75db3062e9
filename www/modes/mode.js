// @ts-check
// The one interface by which a mode plugs into a board: the computer
// player, a game with a friend by links, a lesson, a puzzle, the review and
// Set up. Why one: the board used to take its modes in five ways (hooks, a
// who-may-move predicate, fields written from outside, DOM events as an
// internal bus, a veto path), so who may move, the seats kept and the
// status line were decided in as many places. Now a mode is attached with
// `board.attach(mode)` (which gives back its detach) and the board asks
// its attached modes (BoardModes, below), in one order, each of these
// questions; a mode answers only those it has a say in. No DOM here: the
// asking is unit-tested (tests/unit/seats.test.mjs).

import { seatsFrom } from '../state/seats.js';

/** @typedef {import('../types.js').Player} Player */
/** @typedef {import('../state/seats.js').Seats} Seats */
/** @typedef {import('../state/kept-games.js').KeptEntry} KeptEntry */
/** @typedef {import('../render/animation.js').Scene} Scene */
/** @typedef {import('../pkg-ai/mancala_wasm_ai.js').ComputerHint} ComputerHint */

/**
 * Why a board takes no move of a person's (a tap, a key or a script's) now,
 * as board/commands.js refuses it ('held', 'friend-to-move', 'computer-to-move').
 * @typedef {'held' | 'friendToMove' | 'computerToMove'} Refusal
 */

/**
 * A mode on a board. Every member but `name` and `dispose` is optional: a
 * mode without `seats` seats nobody, one without `refuse` vetoes nothing.
 * @typedef {object} BoardMode
 * @property {ModeName} name
 * @property {() => Partial<Seats> | null} [seats]  the sides it plays, as kept with the game (a friend's, a puzzle's defence, the computer's); null: none now
 * @property {() => Player | null} [plays]  the side it moves for on this board now (a friend's, the computer's): the person picks the other side's opening hole
 * @property {() => Refusal | null} [refuse]  why it holds the board still now (it waits for its player, or is between two steps); null: it lets a person move
 * @property {() => boolean} [picks]  this device picks its hidden opening hole on the board now, though the mode refuses other moves (a friend game's race)
 * @property {(label: string) => boolean} [tap]  takes a tap on a hole before the game does (Set up's editing, a friend's hole refused): true when it was handled
 * @property {() => Scene | null} [draft]  a position it draws in place of the game's (Set up's draft); null: the game's
 * @property {(to?: number) => string | null} [undoRefusal]  why moves may not be taken back down to `to` moves (default: the last one); null: they may
 * @property {() => Player | null} [resigned]  the side that resigned, which ends the game on the board
 * @property {() => boolean} [drawn]  the players agreed to a draw, which ends the game on the board
 * @property {() => boolean} [helpAgreed]  the players of a game between two people agreed to the engine's help for both
 * @property {() => void} [rematch]  the game-over dialog's Rematch, when the mode makes it
 * @property {() => ComputerHint | null} [hint]  the engine's hint drawn on the board
 * @property {() => ModeStatus | null} [status]  what the status line says now in place of whose turn it is (ui/board-status.js words it); null: the board's own line
 * @property {boolean} [hidesPreview]  the preview of a move is never shown (a lesson: it would give the answer away)
 * @property {() => Partial<KeptEntry>} [keep]  what it keeps with the board's game, through every save (a friend game's part)
 * @property {HTMLElement} [panel]  the panel it shows, put among the board's panels when attached unless the mode placed it
 * @property {() => void} dispose  its owner is done with it: listeners and workers end
 */

/** @typedef {'friend' | 'puzzle' | 'lesson' | 'computer' | 'review' | 'setup'} ModeName */

/**
 * What a mode has the status line say, as data: the board's one writer of
 * that line (ui/board-status.js) words it. The computer's: the person picks
 * an opening hole unseen (`picked` once they did), the computer is to move,
 * or it is to move but could not start.
 * @typedef {{ kind: 'computerRace', person: Player, picked: string | null }
 *   | { kind: 'computerToMove', computer: Player }
 *   | { kind: 'computerUnavailable' }} ModeStatus
 */

/**
 * The order in which the board asks its modes: the first that seats a side
 * or refuses a move decides. A friend's game stands over everything (the
 * other device plays that side, whatever the players row says), a puzzle's
 * and a lesson's script over the computer.
 * @type {readonly ModeName[]}
 */
export const MODE_ORDER = ['friend', 'puzzle', 'lesson', 'computer', 'review', 'setup'];

/**
 * The modes in the order the board asks them (the sort is stable: of two
 * of one name, the first attached first).
 * @param {readonly BoardMode[]} modes
 * @returns {BoardMode[]}
 */
function inAskingOrder(modes) {
  return [...modes].sort((a, b) => MODE_ORDER.indexOf(a.name) - MODE_ORDER.indexOf(b.name));
}

/**
 * The first answer of the modes, in order, that is not null.
 * @template T
 * @param {readonly BoardMode[]} modes  in asking order
 * @param {(mode: BoardMode) => T | null | undefined} ask
 * @returns {T | null}
 */
function firstAnswer(modes, ask) {
  for (const mode of modes) {
    const answer = ask(mode);
    if (answer !== null && answer !== undefined) return answer;
  }
  return null;
}

/**
 * What a kept game says of its seats before their modes are attached (a
 * panel loaded later): the side its friend plays, the side a script plays.
 * @typedef {{ friendSide: Player | null, script: { side: Player, mode: 'puzzle' | 'lesson' } | null }} KeptSeats
 */

/** The modes attached to one board, and the board's questions to them. */
export class BoardModes {
  constructor() {
    /** @type {BoardMode[]} in asking order */
    this.list = [];
  }

  /**
   * @param {BoardMode} mode
   * @returns {() => void} takes it off again
   */
  add(mode) {
    if (!this.list.includes(mode)) this.list = inAskingOrder([...this.list, mode]);
    return () => {
      this.list = this.list.filter((m) => m !== mode);
    };
  }

  /**
   * Who plays each side: the first mode that seats a side decides (a
   * friend's side by links, then a puzzle's script, then the computer);
   * a kept game's friend and script stand where their modes would be
   * asked, after them, until those are attached.
   * @param {KeptSeats} [kept]
   * @returns {Seats}
   */
  seats(kept = { friendSide: null, script: null }) {
    const { friendSide, script } = kept;
    /** @type {BoardMode[]} */
    const standIns = [];
    if (friendSide) standIns.push({ name: 'friend', seats: () => ({ [friendSide]: { by: 'friend' } }), dispose: () => {} });
    if (script) standIns.push({ name: 'puzzle', seats: () => ({ [script.side]: { by: 'script', mode: script.mode } }), dispose: () => {} });
    return seatsFrom(firstAnswer(inAskingOrder([...this.list, ...standIns]), (m) => m.seats?.()));
  }

  /** @returns {Refusal | null} why a person may not move now: the first mode that refuses says */
  refusal() {
    return firstAnswer(this.list, (m) => m.refuse?.());
  }

  /** @returns {Player | null} the side a mode moves for (the person picks the other's opening hole) */
  plays() {
    return firstAnswer(this.list, (m) => m.plays?.());
  }

  /** Whether this device picks its hidden opening hole on the board now, though a mode refuses other moves. */
  picks() {
    return this.list.some((m) => m.picks?.() === true);
  }

  /**
   * A tap on a hole, taken by a mode before the game; true when one did.
   * @param {string} label
   */
  takes(label) {
    return this.list.some((m) => m.tap?.(label) === true);
  }

  /** @returns {Scene | null} a draft drawn in place of the game (Set up's) */
  draft() {
    return firstAnswer(this.list, (m) => m.draft?.());
  }

  /**
   * @param {number} [to]
   * @returns {string | null} why moves may not be taken back down to `to` moves; null: they may
   */
  undoRefusal(to) {
    return firstAnswer(this.list, (m) => m.undoRefusal?.(to));
  }

  /** @returns {Player | null} the side that resigned */
  resigned() {
    return firstAnswer(this.list, (m) => m.resigned?.());
  }

  /** Whether a mode's players agreed to a draw. */
  drawn() {
    return this.list.some((m) => m.drawn?.() === true);
  }

  /** Whether a mode's players agreed to the engine's help for both. */
  helpAgreed() {
    return this.list.some((m) => m.helpAgreed?.() === true);
  }

  /** The mode's Rematch, if a mode makes it; false: the board's own. */
  rematch() {
    const mode = this.list.find((m) => m.rematch);
    mode?.rematch?.();
    return mode !== undefined;
  }

  /** @returns {ComputerHint | null} the engine's hint drawn on the board */
  hint() {
    return firstAnswer(this.list, (m) => m.hint?.());
  }

  /** @returns {ModeStatus | null} what the status line says for a mode now; null: the board's own line */
  status() {
    return firstAnswer(this.list, (m) => m.status?.());
  }

  /** Whether a mode hides the preview of a move (a lesson). */
  hidesPreview() {
    return this.list.some((m) => m.hidesPreview === true);
  }

  /** Whether the game on the board is played with a friend by links (its mode attached). */
  byLinks() {
    return this.list.some((m) => m.name === 'friend');
  }

  /** @returns {Partial<KeptEntry>} what the modes keep with the board's game */
  kept() {
    return Object.assign({}, ...this.list.map((m) => m.keep?.() ?? {}));
  }
}

/**
 * A mode put on its board and taken off as the board's game says (a
 * friend game's, attached while the game on the board is one).
 * @param {{ attach: (mode: BoardMode) => () => void }} board
 * @param {BoardMode} mode
 * @returns {{ set: (on: boolean) => boolean }}  `set` tells whether that changed anything
 */
export function switchedMode(board, mode) {
  /** @type {(() => void) | null} */
  let detach = null;
  return {
    set: (on) => {
      if (on === (detach !== null)) return false;
      if (detach) detach();
      detach = on ? board.attach(mode) : null;
      return true;
    },
  };
}
