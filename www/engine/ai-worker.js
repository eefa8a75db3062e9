// @ts-check
// The computer player's thinking, off the page's main thread: a module
// worker that loads the computer player's own wasm module (pkg-ai: the
// search and the rules' Game; the page's module holds the rules alone),
// rebuilds the game from its record and asks the AI for a hole or a hint. It keeps one Computer per level so the
// search tables carry over from move to move of a game.
//
// Sadeqa II has an endgame table (every position with at most 15 seeds on
// the board solved exactly, ~1.8 MB gzipped). It is fetched once, when the
// game can use it: the page says so ('prepare', in idle time after the
// first moves of a game against the computer), or a request comes for a
// position near the table's range (ENDINGS_NEAR_SEEDS); then it is kept for
// the worker's life. A search far from that range never reaches the table
// and goes without it; near it, a move waits for the table at most
// ENDINGS_WAIT_MS; without it (offline on the first visit, a bad file) the
// search plays on alone.

import init, { Computer, EndingsTable, Game } from '../pkg-ai/mancala_wasm_ai.js';

/** @typedef {import('./computer.js').Request} Request */
/** @typedef {import('./computer.js').Prepare} Prepare */
/** @typedef {import('./computer.js').Answer} Answer */
/** @typedef {import('../pkg-ai/mancala_wasm_ai.js').ComputerLevel} ComputerLevel */
/** @typedef {import('../pkg-ai/mancala_wasm_ai.js').ComputerGameInfo} ComputerGameInfo */

/**
 * The worker's side of the channel (the DOM typings know only windows).
 * @typedef {object} WorkerScope
 * @property {(message: Answer) => void} postMessage
 * @property {(type: 'message', listener: (event: MessageEvent<Request | Prepare | import('./computer.js').ReviewRequest>) => void) => void} addEventListener
 */

const scope = /** @type {WorkerScope} */ (/** @type {unknown} */ (self));
const ready = init();
// A failed load is answered to each request (started() below), not left unhandled.
ready.catch(() => {});
/** @type {Map<ComputerLevel, Computer>} */
const computers = new Map();
/** The game key the kept computers have been playing. */
let playing = '';

/** The endgame table file of each game that has one. */
const ENDINGS_FILES = /** @type {Record<string, URL>} */ ({
  'sadeqa-ii': new URL('../pkg/sadeqa-ii-endings.bin.gz', import.meta.url),
});
/** How long a move or hint waits for a table still loading before it goes without. */
const ENDINGS_WAIT_MS = 5000;
/**
 * Most seeds on the board of a position whose search waits for the table:
 * the table's 15 and a margin of captures the Expert's search may reach
 * (Sadeqa II starts with 36). Seeds on the board never grow in a game.
 */
const ENDINGS_NEAR_SEEDS = 24;
/** @type {Map<string, Promise<EndingsTable | null>>} each game's one load, started once */
const endingsLoads = new Map();
/** @type {Map<string, EndingsTable>} each game's table once loaded */
const endings = new Map();
/** @type {WeakSet<Computer>} the computers already given their game's table */
const withEndings = new WeakSet();

/**
 * A game's search budgets in the browser, as the AI crate declares them
 * for each game (`Computer.games()`): no table of them here.
 * @param {string} gameKey
 * @returns {ComputerGameInfo}
 */
function budgetsOf(gameKey) {
  const budgets = Computer.games().find((game) => game.key === gameKey);
  if (!budgets) throw new Error(`the computer has no budgets for ${gameKey}`);
  return budgets;
}

/**
 * Starts loading a game's table, once for the worker's life; resolves to
 * the table, or to `null` when the game has none or it could not be loaded
 * (reported once with console.warn, never retried).
 * @param {string} gameKey
 * @returns {Promise<EndingsTable | null>}
 */
function loadEndings(gameKey) {
  const url = ENDINGS_FILES[gameKey];
  if (!url) return Promise.resolve(null);
  let load = endingsLoads.get(gameKey);
  if (!load) {
    load = fetchEndings(url).then(
      (table) => {
        endings.set(gameKey, table);
        return table;
      },
      (error) => {
        console.warn(
          `The ${gameKey} endgame table (${url.pathname}) could not be loaded; the computer plays its endings by search alone: ${error instanceof Error ? error.message : String(error)}`,
        );
        return null;
      },
    );
    endingsLoads.set(gameKey, load);
  }
  return load;
}

/**
 * Fetches, unzips and checks a table file. A server that sends the file
 * with `Content-Encoding: gzip` has the browser unzip it already: then
 * the bytes are the table itself (it no longer starts like a gzip file).
 * @param {URL} url
 * @returns {Promise<EndingsTable>}
 */
async function fetchEndings(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  let bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      const unzipped = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
      bytes = new Uint8Array(await new Response(unzipped).arrayBuffer());
    } catch (error) {
      throw new Error(`it did not unzip (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  await ready;
  return new EndingsTable(bytes);
}

/**
 * The game's table if it arrives within ENDINGS_WAIT_MS (it goes on
 * loading for later moves otherwise).
 * @param {string} gameKey
 * @returns {Promise<EndingsTable | null>}
 */
function endingsSoon(gameKey) {
  const loaded = endings.get(gameKey);
  if (loaded || !ENDINGS_FILES[gameKey]) return Promise.resolve(loaded ?? null);
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const late = new Promise((resolve) => {
    timer = setTimeout(() => resolve(null), ENDINGS_WAIT_MS);
  });
  return Promise.race([loadEndings(gameKey), late]).finally(() => clearTimeout(timer));
}

/**
 * The table a search of this game's position should read: the one loaded;
 * near the table's range, the one loading (started now if need be), if it
 * arrives within ENDINGS_WAIT_MS; else none, and none is fetched for it.
 * @param {Game} game
 * @returns {Promise<EndingsTable | null>}
 */
function endingsFor(game) {
  const key = game.variant;
  const loaded = endings.get(key);
  if (loaded || !ENDINGS_FILES[key]) return Promise.resolve(loaded ?? null);
  return game.seedsOnBoard <= ENDINGS_NEAR_SEEDS ? endingsSoon(key) : Promise.resolve(null);
}

/** A random seed for a new computer, so two games do not play alike. */
function freshSeed() {
  const words = new Uint32Array(1);
  crypto.getRandomValues(words);
  return words[0];
}

/**
 * The kept computer for a level; a new game key starts them all afresh
 * (their tables and solutions belong to one game).
 * @param {string} gameKey
 * @param {ComputerLevel} level
 */
function computerFor(gameKey, level) {
  if (gameKey !== playing) {
    for (const computer of computers.values()) computer.free();
    computers.clear();
    playing = gameKey;
  }
  let computer = computers.get(level);
  if (!computer) {
    computer = new Computer(level, freshSeed());
    computers.set(level, computer);
  }
  return computer;
}

/**
 * @param {Request} request
 * @returns {Promise<Answer>}
 */
async function answer(request) {
  const game = Game.fromRecord(request.record);
  try {
    const table = await endingsFor(game);
    // Hints are always the Expert's move, whatever level plays.
    const computer = computerFor(game.variant, request.kind === 'hint' ? 'expert' : request.level);
    if (table && !withEndings.has(computer)) {
      computer.useEndings(table);
      withEndings.add(computer);
    }
    computer.setExpertNodes(budgetsOf(game.variant).expert.nodes);
    if (request.kind === 'hint') return { id: request.id, kind: 'hint', hint: computer.hint(game, request.player) };
    return { id: request.id, kind: 'move', hole: computer.choose(game, request.player) };
  } finally {
    game.free();
  }
}

/**
 * Reviews every move of a game, one message per move as it is done (the
 * page shows the progress and may end the worker to cancel).
 * @param {import('./computer.js').ReviewRequest} request
 */
async function review(request) {
  const game = Game.fromRecord(request.record);
  try {
    const table = await endingsFor(game);
    const computer = computerFor(game.variant, 'expert');
    if (table && !withEndings.has(computer)) {
      computer.useEndings(table);
      withEndings.add(computer);
    }
    const total = game.moveCount;
    // The engine's review budget: a 200-move Anywoli game in well under
    // 30 s, every Sadeqa II move proven (docs/PERFORMANCE.md, "Review in the page").
    const nodes = request.nodes ?? budgetsOf(game.variant).review.nodes;
    for (let ply = 0; ply < total; ply++) {
      const reviews = computer.reviewPly(game, ply, nodes);
      scope.postMessage({ id: request.id, kind: 'review-progress', done: ply + 1, total, reviews });
    }
    scope.postMessage({ id: request.id, kind: 'review-done', total });
  } finally {
    game.free();
  }
}

/**
 * An error answer: `computer-unavailable` when the computer's wasm could
 * not be loaded (it never will in this worker), `computer-failed` when one
 * request went wrong.
 * @param {number} id
 * @param {'computer-unavailable' | 'computer-failed'} code
 * @param {unknown} error
 * @returns {Answer}
 */
function failed(id, code, error) {
  return { id, kind: 'error', code, error: error instanceof Error ? error.message : String(error) };
}

/** A marker: the thrown value came from loading the wasm, not from a request. */
class Unavailable {
  /** @param {unknown} cause */
  constructor(cause) {
    this.cause = cause;
  }
}

/**
 * Waits for the computer's wasm; a failed load answers `computer-unavailable`.
 * @param {number} id
 */
async function started(id) {
  try {
    await ready;
  } catch (e) {
    scope.postMessage(failed(id, 'computer-unavailable', e));
    throw new Unavailable(e);
  }
}

scope.addEventListener('message', async (event) => {
  const request = event.data;
  if (request.kind === 'review') {
    try {
      await started(request.id);
      await review(request);
    } catch (e) {
      if (!(e instanceof Unavailable)) scope.postMessage(failed(request.id, 'computer-failed', e));
    }
    return;
  }
  if (request.kind === 'prepare') {
    // A game against the computer has had its first moves: its table (if any) starts loading.
    loadEndings(request.game);
    return;
  }
  try {
    await started(request.id);
    scope.postMessage(await answer(request));
  } catch (e) {
    if (!(e instanceof Unavailable)) scope.postMessage(failed(request.id, 'computer-failed', e));
  }
});
