// @ts-check
// The rules engine, loaded once per page however many boards use it: the
// info page's boards and every <mancala-game> element share one module.

import { engineWasmUrl } from '../asset-urls.js';
import init, { Game as WasmGame } from '../pkg/mancala_wasm.js';
import { optionsOfRecord } from '../state/options.js';
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

/**
 * The options a game was played with, from the lines of the engine's own
 * record of it (written in a fixed form, see docs/FORMATS.md; after loadEngine).
 * @param {string} record
 * @returns {import('../types.js').GameOptions}
 */
export function recordOptions(record) {
  return optionsOfRecord(record, engineSettings());
}

/** @type {import('../pkg/mancala_wasm.js').GameInfo[] | null} */
let games = null;

/** Every game the engine plays, in its order, with what the page needs to know of it (after loadEngine). */
export function gameList() {
  games ??= WasmGame.games();
  return games;
}

/**
 * One game's entry of the list: its capabilities (`GameInfo`), so the page
 * asks what a game has rather than which game it is.
 * @param {string} key
 */
export function gameInfo(key) {
  const info = gameList().find((g) => g.key === key);
  if (!info) throw new Error(`no game ${key}`);
  return info;
}
