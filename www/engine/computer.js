// @ts-check
// The page's side of the computer player: settings (who plays, which side,
// which level), and each board's client of the page's one AI worker
// (ai-channel.js), which answers one request at a time. Cancelling stops a
// running search at once by ending the worker; the next request starts a
// fresh one (the engine is cached, so it is cheap).

import { assetPath } from '../asset-urls.js';
import { AiChannel } from './ai-channel.js';
import { engineSettings, gameList } from './engine.js';

/** @typedef {import('../types.js').Player} Player */
/** @typedef {import('../pkg-ai/mancala_wasm_ai.js').ComputerHint} ComputerHint */

/** @typedef {'beginner' | 'intermediate' | 'expert'} Level */

/**
 * Who plays the game on this board: two people, or a person against the
 * computer on `computerSide`.
 * @typedef {object} Players
 * @property {'human' | 'computer'} opponent
 * @property {Player} computerSide
 * @property {Level} level
 */

/**
 * @typedef {object} Request
 * @property {number} id
 * @property {'move' | 'hint'} kind
 * @property {string} record  the game record text
 * @property {Player} player  who the move or hint is for
 * @property {Level} level
 */

/**
 * Tells the worker a game against the computer has had its first moves, so
 * that it starts loading what that game needs (the Sadeqa II endgame
 * table) well before its searches come near it, and not before the
 * computer's first answer.
 * @typedef {object} Prepare
 * @property {'prepare'} kind
 * @property {string} game  the game key
 */

/**
 * Asks for the review of every move of a game (docs/REVIEW.md).
 * @typedef {object} ReviewRequest
 * @property {number} id
 * @property {'review'} kind
 * @property {string} record  the game record text
 * @property {number} [nodes]  search budget per move where nothing is proven (the worker's default if absent)
 */

/** @typedef {import('../pkg-ai/mancala_wasm_ai.js').MoveReview} MoveReview */

/**
 * @typedef {{ id: number, kind: 'move', hole: string }
 *   | { id: number, kind: 'hint', hint: ComputerHint }
 *   | { id: number, kind: 'review-progress', done: number, total: number, reviews: MoveReview[] }
 *   | { id: number, kind: 'review-done', total: number }
 *   | { id: number, kind: 'error', code: 'computer-unavailable' | 'computer-failed', error: string }} Answer
 */

/**
 * The computer's levels a player is offered, weakest first (from the engine).
 * @returns {readonly Level[]}
 */
export const levels = () => engineSettings().levels;

/**
 * Moves played in a game against the computer before the worker loads its
 * endgame table, in idle time: both sides have moved, so the page's first
 * answer from the computer never waits behind the table's 1.8 MB, and the
 * table still comes long before the seeds on the board come near its range
 * (a search that near waits for it: ai-worker.js).
 */
const ENDINGS_AFTER_MOVES = 2;

/**
 * Runs `task` when the page is idle (soon in a browser without idle callbacks).
 * @param {() => void} task
 */
function whenIdle(task) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 0);
}

export const DEFAULT_PLAYERS = Object.freeze(/** @type {Players} */ ({ opponent: 'human', computerSide: 'A', level: 'intermediate' }));

/**
 * Whether the worker loads an endgame table for this game (the engine says
 * which games' computers read one; www/engine/ai-worker.js loads it).
 * @param {string} gameKey
 */
function hasEndgameTable(gameKey) {
  return gameList().some((g) => g.key === gameKey && g.endgame_table);
}

/**
 * Settings read back from storage or attributes, anything odd replaced by the default.
 * @param {unknown} raw
 * @returns {Players}
 */
export function cleanPlayers(raw) {
  const o = /** @type {Record<string, unknown>} */ (raw && typeof raw === 'object' ? raw : {});
  return {
    opponent: o.opponent === 'computer' ? 'computer' : 'human',
    computerSide: o.computerSide === 'B' ? 'B' : 'A',
    level: levels().find((level) => level === o.level) ?? DEFAULT_PLAYERS.level,
  };
}

/**
 * This module's own address, kept apart from `new URL(…, import.meta.url)`:
 * bundlers take only the literal address in startAiWorker for a file of
 * theirs, and leave the fallback's alone (webpack warned "Critical
 * dependency" of every build when it was `new URL(variable, import.meta.url)`).
 */
const HERE = import.meta.url;

/** The name of the Trusted Types policy the worker's address goes through (a page's `trusted-types` directive must allow it). */
export const TRUSTED_TYPES_POLICY = 'mancala-game';

/** @type {Map<string, string>} the page's one blob: URL per worker module started from another origin */
const workerBlobs = new Map();

/**
 * The browser's Trusted Types factory (not in TypeScript's DOM types yet).
 * @typedef {{ createPolicy(name: string, rules: { createScriptURL(url: string): string }): { createScriptURL(url: string): unknown } }} TrustedTypes
 */

/** @type {{ createScriptURL(url: string): unknown } | null | undefined} the policy once made; null where the page refuses it */
let policy;

/**
 * A worker's address as a page that requires Trusted Types for scripts
 * accepts it: through the package's own policy, which passes only the
 * addresses made here (the worker's module, or its blob: start). Elsewhere
 * the address itself.
 * @param {string} href
 * @returns {string}
 */
function scriptUrl(href) {
  const types = /** @type {{ trustedTypes?: TrustedTypes }} */ (globalThis).trustedTypes;
  if (!types) return href;
  if (policy === undefined) {
    try {
      policy = types.createPolicy(TRUSTED_TYPES_POLICY, {
        createScriptURL: (url) => {
          if (url.endsWith('/ai-worker.js') || [...workerBlobs.values()].includes(url)) return url;
          throw new TypeError(`${TRUSTED_TYPES_POLICY} starts only its own worker, not ${url}`);
        },
      });
    } catch {
      // The page's trusted-types directive does not name the policy: the worker cannot start.
      policy = null;
    }
  }
  return /** @type {string} */ (policy ? policy.createScriptURL(href) : href);
}

/**
 * A worker from its module's URL. Browsers start workers only from the
 * document's own origin; from another one (a CDN), or in a sandboxed frame
 * whose origin is opaque (`null`, while `location.origin` still names the
 * host), it is started from a blob: URL of the document's own. That worker
 * is a classic one (Chromium starts no module worker from an opaque
 * origin's blob), which imports the worker's module and holds the messages
 * that come before it is in; the module then fetches its wasm and endgame
 * table from its own origin (with CORS, docs/EMBED.md). A module that
 * cannot load is thrown as the worker's error, which the channel hears.
 * @param {URL} url
 */
function workerAt(url) {
  if (url.origin === globalThis.origin) return new Worker(scriptUrl(url.href), { type: 'module' });
  let blob = workerBlobs.get(url.href);
  if (!blob) {
    const bootstrap = `const held = [];
const hold = (e) => held.push(e.data);
self.addEventListener('message', hold);
import(${JSON.stringify(url.href)}).then(
  () => {
    self.removeEventListener('message', hold);
    for (const data of held) self.dispatchEvent(new MessageEvent('message', { data }));
  },
  (e) => setTimeout(() => { throw e; }),
);
`;
    blob = URL.createObjectURL(new Blob([bootstrap], { type: 'text/javascript' }));
    workerBlobs.set(url.href, blob);
  }
  return new Worker(scriptUrl(blob));
}

/**
 * Starts the AI worker: from the folder setAssetPath() named, if any; else
 * as `new Worker(new URL('./ai-worker.js', import.meta.url))`, which Vite
 * and webpack build into a worker of their own; a module served from
 * another origin (which the browser refuses to start a worker from) goes
 * through workerAt's blob: URL, and so does a page that requires Trusted
 * Types (which refuses a plain URL), with the package's policy. Throws
 * when the page refuses the worker whatever its address.
 * @returns {Worker}
 */
export function startAiWorker() {
  const folder = assetPath();
  if (folder) return workerAt(new URL('engine/ai-worker.js', folder));
  try {
    return new Worker(new URL('./ai-worker.js', import.meta.url), { type: 'module' });
  } catch (error) {
    const refused = error instanceof DOMException && error.name === 'SecurityError';
    const untrusted = error instanceof TypeError && 'trustedTypes' in globalThis;
    if (!refused && !untrusted) throw error;
    return workerAt(new URL('./ai-worker.js', HERE));
  }
}

/** @type {AiChannel | null} the page's one AI worker, shared by every board (ai-channel.js) */
let shared = null;

/**
 * Asks the page's AI worker for moves and hints, one request of this
 * board's at a time (a new one cancels the last).
 */
export class ComputerClient {
  /**
   * @param {AiChannel} [channel]  the worker to ask (default: the page's one; tests may give their own)
   */
  constructor(channel) {
    shared ??= channel ? null : new AiChannel(startAiWorker);
    /** @type {AiChannel} */
    this.channel = channel ?? /** @type {AiChannel} */ (shared);
    /** @type {{ id: number, resolve: (answer: Answer | null) => void } | null} */
    this.pending = null;
    /** An idle-time 'prepare' is waiting to be sent. */
    this.preparing = false;
  }

  /**
   * Lets the worker load what a game against the computer needs (its
   * endgame table) in idle time, once the game has had its first moves
   * (ENDINGS_AFTER_MOVES); only for games that have something to load.
   * @param {string} gameKey
   * @param {number} moves  moves played in the game so far
   */
  prepare(gameKey, moves) {
    if (moves < ENDINGS_AFTER_MOVES || this.preparing || this.channel.isPrepared(gameKey) || !hasEndgameTable(gameKey)) return;
    this.preparing = true;
    whenIdle(() => {
      this.preparing = false;
      this.channel.prepare(gameKey);
    });
  }

  /** @returns {string | null} why the page refused to start the computer's worker at all, or null */
  get refused() {
    return this.channel.refused;
  }

  /** True while a request waits for its answer. */
  get busy() {
    return this.pending !== null;
  }

  /**
   * Sends a request; the answer, or `null` if it was cancelled.
   * @param {Omit<Request, 'id'>} request
   * @param {string} gameKey
   * @returns {Promise<Answer | null>}
   */
  ask(request, gameKey) {
    this.cancel();
    const id = this.channel.newId();
    const started = performance.now();
    return new Promise((resolve) => {
      this.pending = { id, resolve };
      this.channel.submit({
        id,
        message: /** @type {Request} */ ({ ...request, id }),
        answered: (answer) => {
          this.pending = null;
          // A figure for tests and tools: how long each answer took.
          performance.measure(`mancala:think:${gameKey}:${request.kind}:${request.level}`, { start: started });
          resolve(answer);
        },
      });
    });
  }

  /**
   * Reviews a whole game: `progress` hears of each move as it is reviewed;
   * resolves when all are done (or with the error), `null` if cancelled.
   * @param {string} record
   * @param {number | undefined} nodes  search budget per move (the worker's default if undefined)
   * @param {(done: number, total: number, reviews: MoveReview[]) => void} progress
   * @returns {Promise<Answer | null>}
   */
  review(record, nodes, progress) {
    this.cancel();
    const id = this.channel.newId();
    return new Promise((resolve) => {
      this.pending = { id, resolve };
      this.channel.submit({
        id,
        message: /** @type {ReviewRequest} */ ({ kind: 'review', record, nodes, id }),
        answered: (answer) => {
          this.pending = null;
          resolve(answer);
        },
        progress: (answer) => {
          if (answer.kind === 'review-progress') progress(answer.done, answer.total, answer.reviews);
        },
      });
    });
  }

  /** Stops this board's request, if any: its promise gets `null`. */
  cancel() {
    if (!this.pending) return;
    const { id, resolve } = this.pending;
    this.pending = null;
    this.channel.cancel(id);
    resolve(null);
  }

  /** The board is going away: its request, if any, is dropped (the page's worker stays for the other boards). */
  dispose() {
    this.cancel();
  }
}
