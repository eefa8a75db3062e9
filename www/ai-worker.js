// @ts-check
// The computer player's thinking, off the page's main thread: a module
// worker that loads the same engine, rebuilds the game from its record and
// asks the AI for a hole or a hint. It keeps one Computer per level so the
// search tables carry over from move to move of a game.

import init, { Computer, Game } from './pkg/mancala_wasm.js';

/** @typedef {import('./computer.js').Request} Request */
/** @typedef {import('./computer.js').Answer} Answer */
/** @typedef {import('./pkg/mancala_wasm.js').ComputerLevel} ComputerLevel */

/**
 * The worker's side of the channel (the DOM typings know only windows).
 * @typedef {object} WorkerScope
 * @property {(message: Answer) => void} postMessage
 * @property {(type: 'message', listener: (event: MessageEvent<Request>) => void) => void} addEventListener
 */

const scope = /** @type {WorkerScope} */ (/** @type {unknown} */ (self));
const ready = init();
/** @type {Map<ComputerLevel, Computer>} */
const computers = new Map();
/** The game key the kept computers have been playing. */
let playing = '';

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
 * @returns {Answer}
 */
function answer(request) {
  const game = Game.fromRecord(request.record);
  try {
    // Hints are always the Expert's move, whatever level plays.
    const computer = computerFor(game.variant, request.kind === 'hint' ? 'expert' : request.level);
    computer.setExpertNodes(request.expertNodes);
    if (request.kind === 'hint') return { id: request.id, kind: 'hint', hint: computer.hint(game, request.player) };
    return { id: request.id, kind: 'move', hole: computer.choose(game, request.player) };
  } finally {
    game.free();
  }
}

scope.addEventListener('message', async (event) => {
  const request = event.data;
  try {
    await ready;
    scope.postMessage(answer(request));
  } catch (e) {
    scope.postMessage({ id: request.id, kind: 'error', error: e instanceof Error ? e.message : String(e) });
  }
});
