// @ts-check
// What a board is for: the `mode` attribute of <mancala-game>, and the
// `mode` parameter of play.html and embed.html (docs/EMBED.md). One entry
// per mode, so a new mode is one line here: what its board is given, and
// what it puts on the board once the board is built. A name not listed
// falls back to play, with a console warning (mancala-game.js). A lesson's
// and a puzzle's code load with their first board, in parallel with the
// engine, as chunks of their own in the built pages (scripts/bundle.mjs), with
// their English texts and stylesheet (ui/panel-styles.js panelCode): a
// game in play, the default, never fetches them. Play and replay share the
// game's panels (board/game-panels.js), part of every page's first load.

import { loadRecords, shareLinkInAddress, startGamePanels, startReplay } from '../board/game-panels.js';
import { panelCode } from '../ui/panel-styles.js';

/** @typedef {import('../board/board.js').MancalaBoard} MancalaBoard */
/** @typedef {import('../types.js').Engine} Engine */
/** @typedef {import('../types.js').BoardDeps} BoardDeps */

/**
 * What a mode is started with besides its board: every game key, the
 * element (for its attributes and events), the game its attributes hand in,
 * whether Play a friend is offered (`play-friend`).
 * @typedef {{ games: string[], element: HTMLElement, handed: import('../element/element-api.js').HandedGame | null, playFriend: boolean }} ModeContext
 */

/** @typedef {(board: MancalaBoard, engine: Engine, context: ModeContext) => { dispose(): void }} ModeStart */

/**
 * @typedef {object} Mode
 * @property {(saveKey: string) => Partial<BoardDeps>} board  what the board is given, over the element's settings
 * @property {(root: Node) => Promise<ModeStart>} load  fetches the mode's code (and its panels' stylesheet into `root`, the element's shadow root); what it gives builds the mode's panels on the board
 * @property {boolean} [ownsPlayers]  the mode decides who plays: the player attributes do not apply
 */

/**
 * A game to play, kept across reloads.
 * @type {Mode}
 */
const PLAY = {
  board: (saveKey) => ({ saveKey }),
  // A share link in the address opens in the records panel as the board comes: its code first.
  load: (root) =>
    shareLinkInAddress()
      ? loadRecords(root).then(
          () => startGamePanels,
          () => startGamePanels,
        )
      : Promise.resolve(startGamePanels),
};

/**
 * A game shown from move `ply` in the record and replay panel (element/element-api.js).
 * @type {Mode}
 */
const REPLAY = {
  board: (saveKey) => ({ saveKey }),
  // The records panel opens with the board: its code first.
  load: (root) =>
    loadRecords(root).then(
      () => startReplay,
      () => startReplay,
    ),
};

/**
 * A lesson (docs/LESSONS.md): set positions, nothing saved over a game in
 * play (its own keys), two hands on one board, a slow sowing unless the
 * player chose another speed for lessons, a board that stays flat on a
 * phone while its holes can still be touched.
 * @type {Mode}
 */
const LESSON = {
  board: (saveKey) => ({
    saveKey: `lesson:${saveKey}`,
    exercise: true,
    defaultSpeed: 'slow',
    speedKey: 'speed:lesson',
    players: { opponent: 'human' },
  }),
  load: (root) => panelCode(root, import('./lesson/lesson-controller.js')).then((module) => module.startLesson),
  ownsPlayers: true,
};

/**
 * The game's proven puzzles (docs/PUZZLES.md): their games under their own
 * name, never the game in play; the puzzle panel plays the defence itself.
 * @type {Mode}
 */
const PUZZLE = {
  board: (saveKey) => ({ saveKey: `puzzle:${saveKey}`, hiddenGames: true, players: { opponent: 'human' } }),
  load: (root) => panelCode(root, import('./puzzle/puzzle-panel.js')).then((module) => (board, engine) => new module.PuzzlePanel(board, engine)),
  ownsPlayers: true,
};

/** @type {Record<string, Mode>} */
export const BOARD_MODES = {
  play: PLAY,
  replay: REPLAY,
  lesson: LESSON,
  puzzle: PUZZLE,
};

/** The mode names, the default first. */
export const MODE_NAMES = Object.keys(BOARD_MODES);
