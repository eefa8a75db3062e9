// @ts-check
// The engine's data shapes, named once for the front end. They come from the
// TypeScript declarations wasm-pack writes next to the engine (www/pkg).

/** @typedef {import('./pkg/mancala_wasm.js').Player} Player */
/** @typedef {import('./pkg/mancala_wasm.js').ByPlayer} ByPlayer */
/** @typedef {import('./pkg/mancala_wasm.js').HoleView} HoleView */
/** @typedef {import('./pkg/mancala_wasm.js').View} View */
/** @typedef {import('./pkg/mancala_wasm.js').GameEvent} GameEvent */
/** @typedef {Required<import('./pkg/mancala_wasm.js').GameOptions>} GameOptions */
/** @typedef {import('./pkg/mancala_wasm.js').Game} EngineGame */
/** @typedef {import('./pkg/mancala_wasm.js').EngineSettings} EngineSettings */

/**
 * How a board gets games: new ones and ones read from a saved record. Both
 * throw an Error with a readable reason on bad input. (A later computer
 * opponent can put the engine behind a Web Worker with the same shape.)
 * @typedef {object} Engine
 * @property {(game: string, options: GameOptions) => EngineGame} newGame
 * @property {(record: string) => EngineGame} fromRecord
 */

export {};
