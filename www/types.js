// @ts-check
// The engine's data shapes, named once for the front end. They come from the
// TypeScript declarations wasm-pack writes next to the engine (www/pkg).

/** @typedef {import('./pkg/mancala_wasm.js').Player} Player */
/** @typedef {import('./pkg/mancala_wasm.js').ByPlayer} ByPlayer */
/** @typedef {import('./pkg/mancala_wasm.js').HoleView} HoleView */
/** @typedef {import('./pkg/mancala_wasm.js').View} View */
/** @typedef {import('./pkg/mancala_wasm.js').GameEvent} GameEvent */
/** @typedef {Required<import('./pkg/mancala_wasm.js').GameOptions>} GameOptions */
/** @typedef {import('./engine/game.js').Game} EngineGame */
/** @typedef {import('./pkg/mancala_wasm.js').EngineSettings} EngineSettings */
/** @typedef {import('./pkg/mancala_wasm.js').MoveProps} MoveProps */
/** @typedef {import('./pkg/mancala_wasm.js').LessonTask} LessonTask */
/** @typedef {import('./pkg/mancala_wasm.js').LessonJudgement} LessonJudgement */
/** @typedef {import('./pkg/mancala_wasm.js').LessonMismatch} LessonMismatch */
/** @typedef {import('./pkg/mancala_wasm.js').MoveFacts} MoveFacts */

/**
 * How a board gets games: new ones and ones read from a saved record or a
 * position text, each owned by an engine/game.js `Game`. Each throws an
 * Error with a readable reason on bad input.
 * @typedef {object} Engine
 * @property {(game: string, options: GameOptions) => EngineGame} newGame
 * @property {(record: string) => EngineGame} fromRecord
 * @property {(position: string) => EngineGame} fromPosition  a set-up position (docs/FORMATS.md)
 * @property {(kind: 'record' | 'position', text: string, key: string) => { game: EngineGame, other: null } | { game: null, other: string }} openFor  a text for a board of `key`: its game, or the name of the other game it holds (engine/game.js)
 * @property {(kind: 'record' | 'position', text: string) => { key: string, name: string, record: string }} peek  what a text holds, read and let go
 */

/**
 * The engine's judgement of `move` played from a lesson step's `position`
 * against the step's `task` (the rules crate's `lesson` module): what the
 * move did and every way it is not what the task asks for. Throws the
 * engine's refusal (`bad-lesson-task` for a task that does not read).
 * @typedef {(position: string, task: LessonTask, move: string) => LessonJudgement} JudgeLessonMove
 */

/**
 * A notice above the board (storage problems, a game put aside, another
 * tab's change), with a button when something can be done about it.
 * @typedef {{ key: string, params?: Record<string, string | number>, action?: { key: string, params?: Record<string, string | number>, run: () => void } }} Notice
 */

/**
 * What a board is given (board/board.js).
 * @typedef {object} BoardDeps
 * @property {Engine} engine
 * @property {import('./store/storage.js').SafeStorage} storage
 * @property {import('./i18n/translate.js').Lang} lang
 * @property {boolean} reducedMotion  the user asked for less motion: default to instant
 * @property {Partial<import('./engine/computer.js').Players>} [players]  two players or against the computer, over the saved choice
 * @property {import('./store/games-store.js').GamesStore} [games]  every game kept on this device; without it nothing is kept
 * @property {string} [saveKey]  the slot the game is kept under in `games` (default: the game key, state/kept-games.js slotName)
 * @property {boolean} [hiddenGames]  the board's games are a mode's own (a puzzle board's): kept, not listed
 * @property {Partial<GameOptions>} [options]  options of a new game when nothing is saved
 * @property {import('./render/animation.js').Speed} [speed]  the page's animation speed, over the player's saved choice
 * @property {boolean} [sound]  seeds make sounds unless the player turned them off (default: silent until turned on)
 * @property {boolean} [fit]  the board fills its box (play.html, embed.html) in the arrangement state/layout.js chooses; the panels are tabs beside or under it
 * @property {Player} [orientation]  whose side is drawn at the bottom (default B)
 * @property {() => { game: EngineGame, options: GameOptions }} [initial]  the game to show when nothing is saved (default: a new one with `options`)
 * @property {boolean} [readonly]  only shown: no hole takes a click, a key or a script's move (`readonly` on the element)
 * @property {boolean} [exercise]  set positions for an exercise (a lesson): nothing restored, kept or put aside, no game-over dialog
 * @property {import('./render/animation.js').Speed} [defaultSpeed]  the speed when neither the page nor the player chose one (default normal)
 * @property {string} [speedKey]  where the player's speed is remembered (default `speed`)
 */

export {};
