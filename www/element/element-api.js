// @ts-check
// The script side of <mancala-game> (docs/EMBED.md, "JavaScript API"):
// play, undo, redo, newGame and the read-only game properties, and the
// attributes that hand the element a game (`position`, `record`, with
// `mode="replay"` and `ply`). Each method that changes the game is a thin
// mapping onto the board's commands (board/commands.js), the ones a tap, a key
// and the buttons use: a refusal changes nothing, throws an Error with the
// command's code and words (those the board shows a person) and is
// reported by an `error` event. A game handed in by an attribute is kept under a save key of its
// own, so it never overwrites the game a player saved on that board.

import * as commands from '../board/commands.js';
import { recordOptions } from '../engine/engine.js';
import { drawLottery } from '../state/options.js';
import { errorText } from '../ui/error-text.js';
import { DARK_SYSTEM, markScheme } from './element-attributes.js';

/** @typedef {import('../board/board.js').MancalaBoard} MancalaBoard */
/** @typedef {import('../types.js').Engine} Engine */
/** @typedef {import('../types.js').EngineGame} EngineGame */
/** @typedef {import('../types.js').GameOptions} GameOptions */
/** @typedef {(key: string, params?: Record<string, string | number>) => string} Translate */

/** `orientation`: whose side is at the bottom. */
export const ORIENTATIONS = /** @type {const} */ (['B', 'A']);
// The look's words and marks live with the attribute reader (the start painted before the element needs them).
export { CONTROLS, markScheme, THEMES } from './element-attributes.js';

/**
 * What the element's `error` event tells: the refused input and why.
 * @typedef {object} Refusal
 * @property {'method' | 'attribute'} source
 * @property {string} name  the method or attribute
 * @property {string} message  in the board's language
 * @property {string | null} code  the engine's error code, when the engine refused it
 */

/**
 * An Error for refused input: the message in the page's language, the
 * engine's `code` and `args` kept when the engine gave them.
 * @param {string} message
 * @param {unknown} [cause]
 */
function refusalError(message, cause) {
  const error = /** @type {Error & { code?: string, args?: unknown }} */ (new Error(message));
  const coded = /** @type {{ code?: unknown, args?: unknown }} */ (cause ?? {});
  if (typeof coded.code === 'string') {
    error.code = coded.code;
    error.args = coded.args;
  }
  return error;
}

/**
 * Reports refused input on the element (an `error` event, which like the
 * browser's own does not bubble: window's error listeners, where error
 * trackers listen for script errors, never hear of it) and gives the Error
 * to throw.
 * @param {HTMLElement} element
 * @param {Omit<Refusal, 'code'>} refusal
 * @param {unknown} [cause]  the engine's error, if it refused
 */
export function refuse(element, refusal, cause) {
  const error = refusalError(refusal.message, cause);
  /** @type {Refusal} */
  const detail = { ...refusal, code: /** @type {{ code?: string }} */ (error).code ?? null };
  element.dispatchEvent(new CustomEvent('error', { composed: true, detail }));
  return error;
}

/** What each element has reported about its attributes: attribute name → messages. */
const reported = new WeakMap();

/**
 * Reports an attribute value the element cannot use (a console warning and
 * an `error` event), once: a rebuild of the board, or a change of another
 * attribute, does not report it again.
 * @param {HTMLElement} element
 * @param {string} name  the attribute
 * @param {string} message
 * @param {unknown} [cause]  the engine's error, if it refused
 */
export function reportAttribute(element, name, message, cause) {
  /** @type {Map<string, Set<string>>} */
  const byName = reported.get(element) ?? new Map();
  reported.set(element, byName);
  const messages = byName.get(name) ?? new Set();
  byName.set(name, messages);
  if (messages.has(message)) return;
  messages.add(message);
  console.warn(`<mancala-game>: ${message}`);
  refuse(element, { source: 'attribute', name, message }, cause);
}

/**
 * The page changed an attribute: its new value is reported afresh if it
 * cannot be used (and `ply`, which depends on the game handed in and the mode).
 * @param {HTMLElement} element
 * @param {string} name
 */
export function forgetReports(element, name) {
  const byName = reported.get(element);
  byName?.delete(name);
  if (['record', 'position', 'mode', 'game'].includes(name)) byName?.delete('ply');
}

/** The save key each element keeps its game under (its latest build). */
const saveKeys = new WeakMap();

/**
 * The save slot of an element's game. Another board on the page with the
 * same slot is reported (a page author's mistake), and this board keeps its
 * game apart, under the slot with its rank among the boards sharing it
 * (`:#2`, a name no save attribute can give): after a reload each board
 * finds its own game, never the other's. Boards are built in the page's
 * order, so the first keeps the plain slot.
 * @param {HTMLElement} element
 * @param {string} key  the slot (state/kept-games.js slotName)
 * @param {Translate} t
 * @param {string} name  the save name the slot is made from, as the message quotes it
 * @returns {string} the slot the board keeps its game under
 */
export function saveKey(element, key, t, name) {
  const others = [...document.querySelectorAll('mancala-game')].filter((other) => other !== element && other.isConnected);
  const held = new Set(others.map((other) => saveKeys.get(other)));
  let slot = key;
  if (held.has(key)) {
    let rank = 2;
    while (held.has(`${key}:#${rank}`)) rank++;
    slot = `${key}:#${rank}`;
    reportAttribute(element, 'save', t('api.sharedSave', { save: name, n: rank }));
  }
  saveKeys.set(element, slot);
  return slot;
}

/**
 * The game the `record` or `position` attribute hands in (the record wins
 * when both are given), read by the engine.
 * @typedef {object} HandedGame
 * @property {string} game  its game key
 * @property {string} saveSuffix  added to the save key: its own slot, named by the whole record
 * @property {string} record  the engine's record of it, as handed in
 * @property {() => { game: EngineGame, options: GameOptions }} initial  a fresh copy of it for the board
 */

/**
 * Reads the `record` or `position` attribute with the engine; a text it
 * refuses, or a game other than the `game` attribute's, is reported and
 * the board starts as if the attribute were absent.
 * @param {HTMLElement} element
 * @param {Engine} engine
 * @param {Translate} t
 * @returns {HandedGame | null}
 */
export function handedGame(element, engine, t) {
  const name = element.hasAttribute('record') ? 'record' : element.hasAttribute('position') ? 'position' : null;
  if (!name) return null;
  const text = element.getAttribute(name) ?? '';
  /** @type {{ key: string, name: string, record: string }} */
  let read;
  try {
    read = engine.peek(name, text);
  } catch (e) {
    reportAttribute(element, name, t('api.badAttribute', { name, error: errorText(t, e) }), e);
    return null;
  }
  const { key, name: gameName, record } = read;
  const asked = element.getAttribute('game');
  if (asked !== null && asked.trim().toLowerCase() !== key) {
    reportAttribute(element, name, t('api.badAttribute', { name, error: t('record.otherGame', { game: gameName }) }));
    return null;
  }
  return {
    game: key,
    // The whole text the engine wrote, not a hash of it: two handed games never share a slot.
    saveSuffix: `:${name}-${record}`,
    record,
    initial: () => {
      const fresh = name === 'record' ? engine.fromRecord(text) : engine.fromPosition(text);
      return { game: fresh, options: recordOptions(fresh.record()) };
    },
  };
}

/**
 * `mode="replay"`: the board opens the record panel at move `ply` (the
 * end when absent). A game the player has played on from there is theirs:
 * it is shown as they left it.
 * @param {HTMLElement} element
 * @param {MancalaBoard} board
 * @param {HandedGame | null} handed
 */
export function openReplay(element, board, handed) {
  board.root.querySelector('.mg-records')?.setAttribute('open', '');
  if (board.restored && (!handed || board.game.line().record !== handed.record)) return;
  seekPly(element, board);
}

/**
 * Shows the game after `ply` moves (the `ply` attribute); a bad value is
 * reported and the board stays where it is.
 * @param {HTMLElement} element
 * @param {MancalaBoard} board
 */
export function seekPly(element, board) {
  const text = element.getAttribute('ply');
  if (text === null) return;
  const total = board.game.wholeLine().length;
  const ply = /^\s*\d{1,9}\s*$/.test(text) ? Number(text) : NaN;
  if (ply >= 0 && ply <= total) {
    board.flow.seek(ply);
    return;
  }
  reportAttribute(element, 'ply', board.t('api.badPly', { value: text, max: total }));
}

/**
 * The board, or the refusal a method gets before the board is drawn.
 * @param {HTMLElement} element
 * @param {MancalaBoard | null} board
 * @param {string} method
 * @param {Translate} t  the element's language, for the refusal
 * @returns {MancalaBoard}
 */
function readyBoard(element, board, method, t) {
  if (board) return board;
  throw refuse(element, { source: 'method', name: method, message: t('api.notReady') }, { code: 'not-ready' });
}

/**
 * A command's outcome for a script: its result, or the refusal thrown (an
 * Error with the command's code and words, reported by an `error` event),
 * the same code and words a tap or a button gets at the board.
 * @param {HTMLElement} element
 * @param {string} name  the method
 * @param {import('../board/commands.js').Outcome} outcome
 */
function answer(element, name, outcome) {
  if (outcome.ok) return outcome.moves;
  const args = /** @type {{ args?: unknown } | undefined} */ (outcome.cause)?.args;
  throw refuse(element, { source: 'method', name, message: outcome.message }, { code: outcome.code, args });
}

/**
 * `play(move)`: plays a move in the engine's notation (`3B`, `3B+7A` for
 * the Sulus Aidi opening) for whoever is to move, animated, by the move
 * command a tap uses (board/commands.js).
 * @param {HTMLElement} element
 * @param {MancalaBoard | null} maybeBoard
 * @param {unknown} move
 * @param {Translate} t
 * @returns {string} the move as the engine wrote it
 */
export function playMove(element, maybeBoard, move, t) {
  const board = readyBoard(element, maybeBoard, 'play', t);
  const opening = typeof move === 'string' && move.includes('+');
  return answer(element, 'play', commands.playMove(board, move, 'script', opening)).at(-1) ?? String(move);
}

/**
 * `undo()` / `redo()`: takes back the last move or plays the next one of the
 * redo list (against the computer, with its reply), by the buttons' commands.
 * @param {HTMLElement} element
 * @param {MancalaBoard | null} maybeBoard
 * @param {'undo' | 'redo'} method
 * @param {Translate} t
 * @returns {string[]} the moves played afterwards
 */
export function step(element, maybeBoard, method, t) {
  const board = readyBoard(element, maybeBoard, method, t);
  return answer(element, method, method === 'undo' ? commands.undoMove(board) : commands.redoMove(board));
}

/**
 * `newGame(options)`: a new game of the board's kind with the engine's
 * options (`start`, and for Anywoli `lastFour`, `stallLimit`; `lastFour:
 * 'lottery'` is drawn now). The game it replaces goes on the board's shelf.
 * @param {HTMLElement} element
 * @param {MancalaBoard | null} maybeBoard
 * @param {unknown} options
 * @param {Translate} t
 */
export function newGame(element, maybeBoard, options, t) {
  const board = readyBoard(element, maybeBoard, 'newGame', t);
  const given = /** @type {Record<string, unknown> | null | undefined} */ (options);
  const asked = given && typeof given === 'object' && given.lastFour === 'lottery' ? { ...given, lastFour: drawLottery() } : given;
  answer(element, 'newGame', commands.newGame(board, asked));
}

/**
 * `setRecord(text)` / `setPosition(text)`: puts a game of the board's kind
 * on the board in place (no rebuild, no `ready`); the one it replaces goes
 * on the board's shelf. A text the engine refuses, or a game of another
 * kind, changes nothing.
 * @param {HTMLElement} element
 * @param {MancalaBoard | null} maybeBoard
 * @param {'setRecord' | 'setPosition'} method
 * @param {unknown} text
 * @param {Translate} t
 */
export function setGame(element, maybeBoard, method, text, t) {
  const board = readyBoard(element, maybeBoard, method, t);
  answer(element, method, commands.openGame(board, method === 'setRecord' ? 'record' : 'position', text, method));
}

/**
 * `goTo(ply)`: shows the game after its first `ply` moves (0: the start),
 * among those played and those taken back; the rest stay to redo.
 * @param {HTMLElement} element
 * @param {MancalaBoard | null} maybeBoard
 * @param {unknown} ply
 * @param {Translate} t
 * @returns {number} the ply shown
 */
export function goToPly(element, maybeBoard, ply, t) {
  const board = readyBoard(element, maybeBoard, 'goTo', t);
  answer(element, 'goTo', commands.goToPly(board, ply));
  return /** @type {number} */ (ply);
}

/**
 * The read-only properties, from the engine's view of the board's game
 * (before the board is drawn: no game).
 * @param {MancalaBoard | null} board
 */
export function gameFacts(board) {
  if (!board) return { record: null, position: null, moves: [], over: false, winner: null };
  const view = board.view;
  return { record: board.game.record(), position: view.position, moves: [...view.moves], over: view.over, winner: view.over ? view.winner : null };
}

/**
 * When the system turns dark or light (`theme="auto"`), marks the box
 * again (markScheme) and repaints the board, whose canvas reads its
 * colours from the CSS at its next paint.
 * @param {ParentNode} root  the element's shadow root, holding the `.mg-element` box
 * @param {() => void} repaint
 * @returns {() => void} stops listening
 */
export function watchColourScheme(root, repaint) {
  const query = window.matchMedia(DARK_SYSTEM);
  const changed = () => {
    markScheme(root.querySelector('.mg-element:not(.mg-start)'));
    repaint();
  };
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
}
