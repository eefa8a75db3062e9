// @ts-check
// The page's side of the computer player: settings (who plays, which side,
// which level), and a client for the AI worker that answers one request at
// a time. Cancelling stops a running search at once by ending the worker;
// the next request starts a fresh one (the engine is cached, so it is cheap).

import { assetPath } from '../asset-urls.js';
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
 * Tells the worker a game is open against the computer, so that it starts
 * loading what that game needs (the Sadeqa II endgame table) before the
 * first move is asked for.
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

/** The worker's module, next to this one (a variable, so bundlers leave this address alone: the literal one below is theirs). */
const WORKER_FILE = './ai-worker.js';

/** @type {Map<string, string>} the page's one blob: URL per worker module started from another origin */
const workerBlobs = new Map();

/**
 * A module worker from its module's URL. Browsers start workers only from
 * the page's own origin; from another one (a CDN), it is started from a
 * same-origin blob: URL whose module imports the worker's module, which
 * then fetches its wasm and endgame table from its own origin (with CORS,
 * docs/EMBED.md).
 * @param {URL} url
 */
function workerAt(url) {
  if (url.origin === location.origin) return new Worker(url, { type: 'module' });
  let blob = workerBlobs.get(url.href);
  if (!blob) {
    blob = URL.createObjectURL(new Blob([`import ${JSON.stringify(url.href)};\n`], { type: 'text/javascript' }));
    workerBlobs.set(url.href, blob);
  }
  return new Worker(blob, { type: 'module' });
}

/**
 * Starts the AI worker: from the folder setAssetPath() named, if any; else
 * as `new Worker(new URL('./ai-worker.js', import.meta.url))`, which Vite
 * and webpack build into a worker of their own; a module served from
 * another origin (which the browser refuses to start a worker from) goes
 * through workerAt's blob: URL.
 * @returns {Worker}
 */
export function startAiWorker() {
  const base = assetPath();
  if (base) return workerAt(new URL('engine/ai-worker.js', base));
  try {
    return new Worker(new URL('./ai-worker.js', import.meta.url), { type: 'module' });
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'SecurityError')) throw error;
    return workerAt(new URL(WORKER_FILE, import.meta.url));
  }
}

/**
 * Asks the AI worker for moves and hints, one request at a time.
 */
export class ComputerClient {
  /**
   * @param {() => Worker} [startWorker]  how to start the worker (tests may swap it)
   */
  constructor(startWorker = startAiWorker) {
    this.startWorker = startWorker;
    /** @type {Worker | null} */
    this.worker = null;
    this.nextId = 1;
    /** @type {{ id: number, resolve: (answer: Answer | null) => void, progress?: (answer: Answer) => void } | null} */
    this.pending = null;
    /** The game the running worker was told about with 'prepare', if any. */
    this.prepared = '';
  }

  /**
   * Lets the worker start loading what a game needs (its endgame table)
   * now; once per worker, and only for games that have something to load.
   * @param {string} gameKey
   */
  prepare(gameKey) {
    if (!hasEndgameTable(gameKey) || (this.worker && this.prepared === gameKey)) return;
    this.ensureWorker().postMessage(/** @type {Prepare} */ ({ kind: 'prepare', game: gameKey }));
    this.prepared = gameKey;
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
    const worker = this.ensureWorker();
    const id = this.nextId++;
    const started = performance.now();
    return new Promise((resolve) => {
      this.pending = {
        id,
        resolve: (answer) => {
          // A figure for tests and tools: how long each answer took.
          if (answer) performance.measure(`mancala:think:${gameKey}:${request.kind}:${request.level}`, { start: started });
          resolve(answer);
        },
      };
      worker.postMessage(/** @type {Request} */ ({ ...request, id }));
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
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending = {
        id,
        resolve,
        progress: (answer) => {
          if (answer.kind === 'review-progress') progress(answer.done, answer.total, answer.reviews);
        },
      };
      worker.postMessage(/** @type {ReviewRequest} */ ({ kind: 'review', record, nodes, id }));
    });
  }

  ensureWorker() {
    if (this.worker) return this.worker;
    const worker = this.startWorker();
    this.prepared = '';
    worker.addEventListener('message', (event) => {
      const answer = /** @type {Answer} */ (event.data);
      if (this.pending?.id !== answer.id) return;
      if (answer.kind === 'review-progress') {
        this.pending.progress?.(answer);
        return;
      }
      const { resolve } = this.pending;
      this.pending = null;
      resolve(answer);
    });
    worker.addEventListener('error', (event) => {
      // A worker that cannot start (blocked, or no module workers) answers
      // with an error instead of leaving the board waiting forever.
      event.preventDefault();
      this.worker?.terminate();
      this.worker = null;
      if (!this.pending) return;
      const { id, resolve } = this.pending;
      this.pending = null;
      resolve({ id, kind: 'error', code: 'computer-unavailable', error: event.message || 'its worker did not start' });
    });
    this.worker = worker;
    return worker;
  }

  /** Stops the running request, if any: its promise gets `null`. */
  cancel() {
    if (!this.pending) return;
    const { resolve } = this.pending;
    this.pending = null;
    this.worker?.terminate();
    this.worker = null;
    resolve(null);
  }

  /** Ends the worker for good (the board is going away). */
  dispose() {
    this.cancel();
    this.worker?.terminate();
    this.worker = null;
  }
}
