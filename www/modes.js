// @ts-check
// What a board is for: the `mode` attribute of <mancala-game>, and the
// `mode` parameter of play.html and embed.html (docs/EMBED.md). One entry
// per mode, so a new mode is one line here: what its board is given, and
// what it puts on the board once the board is built. A name not listed
// falls back to play, with a console warning (mancala-game.js).

import { startLesson } from './lesson-controller.js';
import { openReplay } from './ui/element-api.js';
import { PuzzlePanel } from './ui/puzzle-panel.js';
import { RecordPanel } from './ui/records.js';
import { ReviewPanel } from './ui/review-panel.js';
import { SetupPanel } from './ui/setup-panel.js';

/** @typedef {import('./board.js').MancalaBoard} MancalaBoard */
/** @typedef {import('./types.js').Engine} Engine */
/** @typedef {import('./types.js').BoardDeps} BoardDeps */

/**
 * What a mode is started with besides its board: every game key, the
 * element (for its attributes and events), the game its attributes hand in.
 * @typedef {{ games: string[], element: HTMLElement, handed: import('./ui/element-api.js').HandedGame | null }} ModeContext
 */

/**
 * @typedef {object} Mode
 * @property {(saveKey: string) => Partial<BoardDeps>} board  what the board is given, over the element's settings
 * @property {(board: MancalaBoard, engine: Engine, context: ModeContext) => { dispose(): void }} start  builds the mode's panels on the board
 * @property {boolean} [ownsPlayers]  the mode decides who plays: the player attributes do not apply
 */

/**
 * A game's panels: records and replay, the review, the set-up.
 * @param {MancalaBoard} board
 * @param {Engine} engine
 * @param {ModeContext} context
 */
function gamePanels(board, engine, context) {
  new RecordPanel(board, engine, context.games);
  const review = new ReviewPanel(board, engine);
  new SetupPanel(board, engine);
  return { dispose: () => review.dispose() };
}

/**
 * A game to play, kept across reloads.
 * @type {Mode}
 */
const PLAY = {
  board: (saveKey) => ({ saveKey }),
  start: gamePanels,
};

/**
 * A game shown from move `ply` in the record and replay panel (ui/element-api.js).
 * @type {Mode}
 */
const REPLAY = {
  board: (saveKey) => ({ saveKey }),
  start: (board, engine, context) => {
    const parts = gamePanels(board, engine, context);
    openReplay(context.element, board, context.handed);
    return parts;
  },
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
    fitMinPitch: 44,
    players: { opponent: 'human' },
  }),
  start: (board, engine) => startLesson(board, engine),
  ownsPlayers: true,
};

/**
 * The game's proven puzzles (docs/PUZZLES.md): their games under their own
 * name, never the game in play; the puzzle panel plays the defence itself.
 * @type {Mode}
 */
const PUZZLE = {
  board: (saveKey) => ({ saveKey: `puzzle:${saveKey}`, players: { opponent: 'human' } }),
  start: (board, engine) => new PuzzlePanel(board, engine),
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
