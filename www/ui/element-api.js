// @ts-check
// The script side of <mancala-game> (docs/EMBED.md, "JavaScript API"):
// play, undo, redo, newGame and the read-only game properties, and the
// attributes that hand the element a game (`position`, `record`, with
// `mode="replay"` and `ply`). Every move, position and record goes through
// the engine; a refusal changes nothing, throws an Error in the board's
// language (the engine's code kept on it) and is reported by an `error`
// event. A game handed in by an attribute is kept under a save key of its
// own, so it never overwrites the game a player saved on that board.

import { movedOn } from '../state/board-ui.js';
import { drawLottery } from '../state/options.js';
import { errorText } from './error-text.js';
import { recordOptions } from './records.js';

/** @typedef {import('../board.js').MancalaBoard} MancalaBoard */
/** @typedef {import('../types.js').Engine} Engine */
/** @typedef {import('../types.js').EngineGame} EngineGame */
/** @typedef {import('../types.js').GameOptions} GameOptions */
/** @typedef {(key: string, params?: Record<string, string | number>) => string} Translate */

/** `orientation`: whose side is at the bottom. */
export const ORIENTATIONS = /** @type {const} */ (['B', 'A']);
/** `controls`: everything, the bar's buttons, or the board alone. */
export const CONTROLS = /** @type {const} */ (['full', 'minimal', 'none']);
/** `theme`: the system's choice, or one of the two looks. */
export const THEMES = /** @type {const} */ (['auto', 'light', 'dark']);

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
  const total = board.flow.wholeMoves().length;
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

/** The error code of each reason the board takes no move now (board.waitingFor). */
const WAIT_CODES = { readonly: 'readonly', held: 'held', computerToMove: 'computer-to-move', friendToMove: 'friend-to-move' };

/**
 * `play(move)`: plays a move in the engine's notation (`3B`, `3B+7A` for
 * the Sulus Aidi opening) for whoever is to move, animated.
 * @param {HTMLElement} element
 * @param {MancalaBoard | null} maybeBoard
 * @param {unknown} move
 * @param {Translate} t
 * @returns {string} the move as the engine wrote it
 */
export function playMove(element, maybeBoard, move, t) {
  const board = readyBoard(element, maybeBoard, 'play', t);
  // Script obeys what a click obeys: no move while a lesson or puzzle holds
  // the board, or while the computer is to move (board.waitingFor).
  const why = board.waitingFor();
  if (why) throw refuse(element, { source: 'method', name: 'play', message: board.t(`api.${why}`) }, { code: WAIT_CODES[why] });
  /** @type {import('../types.js').GameEvent[]} */
  let events;
  /** @type {import('../types.js').View} */
  let before;
  try {
    // The engine checks the move before a running animation is cut short:
    // a refused move changes nothing, not even the animation.
    board.game.preview(/** @type {string} */ (move));
    board.flow.animator.finish();
    before = board.view;
    events = board.game.play(/** @type {string} */ (move));
  } catch (e) {
    throw refuse(element, { source: 'method', name: 'play', message: errorText(board.t, e) }, e);
  }
  const played = board.game.view().moves.at(-1) ?? String(move);
  board.update(movedOn, false);
  board.flow.show(before, events, played);
  return played;
}

/**
 * `undo()` / `redo()`: takes back the last move or plays the next one of the
 * redo list (against the computer, with its reply, as the buttons do).
 * @param {HTMLElement} element
 * @param {MancalaBoard | null} maybeBoard
 * @param {'undo' | 'redo'} method
 * @param {Translate} t
 * @returns {string[]} the moves played afterwards
 */
export function step(element, maybeBoard, method, t) {
  const board = readyBoard(element, maybeBoard, method, t);
  const possible = method === 'undo' ? board.view.can_undo : board.view.can_redo;
  if (!possible) {
    throw refuse(element, { source: 'method', name: method, message: board.t(method === 'undo' ? 'api.noUndo' : 'api.noRedo') }, { code: `no-${method}` });
  }
  board.flow.animator.finish();
  if (method === 'undo') board.flow.undo();
  else board.flow.redo();
  return [...board.view.moves];
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
  /** @type {EngineGame} */
  let game;
  try {
    game = board.engine.newGame(board.key, /** @type {GameOptions} */ (asked ?? {}));
  } catch (e) {
    throw refuse(element, { source: 'method', name: 'newGame', message: errorText(board.t, e) }, e);
  }
  board.flow.replaceGame(game, recordOptions(game.record()));
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
  if (typeof text !== 'string') {
    throw refuse(element, { source: 'method', name: method, message: board.t('api.notText', { name: method, value: String(text) }) }, { code: 'not-a-string' });
  }
  let opened;
  try {
    opened = board.engine.openFor(method === 'setRecord' ? 'record' : 'position', text, board.key);
  } catch (e) {
    throw refuse(element, { source: 'method', name: method, message: errorText(board.t, e) }, e);
  }
  const game = opened.game;
  if (!game) {
    const message = board.t('api.otherGame', { game: opened.other, board: board.view.name });
    throw refuse(element, { source: 'method', name: method, message }, { code: 'other-game' });
  }
  board.flow.replaceGame(game, recordOptions(game.record()));
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
  const total = board.flow.wholeMoves().length;
  if (typeof ply !== 'number' || !Number.isInteger(ply) || ply < 0 || ply > total) {
    const message = board.t('api.badGoTo', { max: total, value: typeof ply === 'string' ? JSON.stringify(ply) : String(ply) });
    throw refuse(element, { source: 'method', name: 'goTo', message }, { code: 'bad-ply' });
  }
  board.flow.seek(ply);
  return ply;
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

/** The system's dark colour scheme. */
const DARK_SYSTEM = '(prefers-color-scheme: dark)';

/**
 * Marks the board's box `data-dark` when its theme is dark: theme="dark",
 * or "auto" on a dark system. style.css writes the dark palette once, on
 * that mark (a media query cannot share a rule with a selector).
 * @param {Element | null} stage  the `.mg-element` box, its `data-theme` set (none yet: nothing to mark)
 */
export function markScheme(stage) {
  const theme = stage?.getAttribute('data-theme');
  stage?.toggleAttribute('data-dark', theme === 'dark' || (theme === 'auto' && window.matchMedia(DARK_SYSTEM).matches));
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
    markScheme(root.querySelector('.mg-element'));
    repaint();
  };
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
}
