// @ts-check
// The rules engine, loaded once per page however many boards use it: the
// info page's boards and every <mancala-game> element share one module.

import { engineWasmUrl } from '../asset-urls.js';
import init, { Game as WasmGame } from '../pkg/mancala_wasm.js';
import { engine } from './game.js';

/** @typedef {import('../types.js').Engine} Engine */

/** @type {Promise<Engine> | null} */
let loading = null;

/**
 * Instantiates the WebAssembly module (asset-urls.js says where it is) the
 * first time, and gives the same engine afterwards.
 * @returns {Promise<Engine>}
 */
export function loadEngine() {
  loading ??= init({ module_or_path: engineWasmUrl() }).then(() => engine);
  return loading;
}

/** @type {import('../types.js').EngineSettings | null} */
let settings = null;

/** The engine's option defaults and ranges, and the computer's levels (after loadEngine). */
export function engineSettings() {
  settings ??= WasmGame.settings();
  return settings;
}

/** The four games' keys and names, in the engine's order. */
export function gameList() {
  return WasmGame.games();
}
