// Types of the <mancala-game> element for page authors (docs/EMBED.md).
// Importing the package defines the element; these declarations describe it.

/** A player: A (orange, at the top by default) or B (blue, at the bottom). */
export type Player = 'A' | 'B';

export type GameKey = 'sulus-aidi' | 'sokusowo' | 'sadeqa-ii' | 'anywoli';

/** Options of a new game (`newGame`); only Anywoli reads `lastFour` and `stallLimit`. */
export interface NewGameOptions {
  start?: Player;
  /** Who takes Anywoli's last four seeds; `lottery` is drawn when the game starts. */
  lastFour?: 'previous' | 'first' | 'lottery';
  /** Anywoli: moves without a capture that end the game, 1–10000. */
  stallLimit?: number;
}

export interface ReadyDetail {
  game: GameKey;
}

export interface MoveDetail {
  game: GameKey;
  /** The move in notation: `3B`, or `3B+7A` for the Sulus Aidi opening. */
  move: string;
  /** The mover; null for the joint opening. */
  player: Player | null;
  moves: string[];
  /** The position text after the move (docs/FORMATS.md). */
  position: string;
  toMove: Player | null;
  over: boolean;
}

export interface GameOverDetail {
  game: GameKey;
  winner: Player | null;
  /** The end-reason code (docs/FORMATS.md). */
  reason: string;
  score: { A: number; B: number };
  record: string;
}

/** Input the element refused; nothing changed. */
export interface ErrorDetail {
  source: 'method' | 'attribute';
  /** The method (`play`, `undo`, `redo`, `newGame`) or attribute refused. */
  name: string;
  /** Why, in the board's language. */
  message: string;
  /** The engine's error code when the engine refused it (e.g. `empty`, `not-yours`, `not-a-string`), else null. */
  code: string | null;
}

/** The Error a method throws for refused input: `code` and `args` are the engine's when it refused. */
export interface MancalaError extends Error {
  code?: string;
  args?: Record<string, string>;
}

/** The element's own events (`error` here is the element's refusal, not a script error). */
export interface MancalaGameEventMap {
  ready: CustomEvent<ReadyDetail>;
  move: CustomEvent<MoveDetail>;
  gameover: CustomEvent<GameOverDetail>;
  error: CustomEvent<ErrorDetail>;
}

/** The values of the element's attributes (all optional, all strings in HTML). */
export interface MancalaGameAttributes {
  game?: GameKey;
  lang?: 'en' | 'es';
  opponent?: 'human' | 'computer';
  'computer-side'?: Player;
  level?: 'beginner' | 'intermediate' | 'expert';
  start?: Player;
  'last-four'?: 'previous' | 'first' | 'lottery';
  'stall-limit'?: string;
  speed?: 'slow' | 'normal' | 'fast' | 'instant';
  size?: string;
  layout?: 'flow' | 'fit';
  sound?: 'off' | 'on';
  save?: string;
  mode?: 'play' | 'replay' | 'lesson' | 'puzzle';
  ply?: string;
  position?: string;
  record?: string;
  orientation?: Player;
  controls?: 'full' | 'minimal' | 'none';
  theme?: 'auto' | 'light' | 'dark';
}

export declare class MancalaGameElement extends HTMLElement {
  static readonly observedAttributes: string[];
  /** Plays a move for whoever is to move; throws a MancalaError (and fires `error`) if it is refused: an illegal move, the computer to move, a lesson or puzzle holding the board. */
  play(move: string): string;
  /** Takes back the last move; returns the moves still played. Throws when there is none. */
  undo(): string[];
  /** Plays the next move taken back again; returns the moves played. Throws when there is none. */
  redo(): string[];
  /** A new game of the board's kind; the game in progress goes on the board's shelf. Throws on bad options. */
  newGame(options?: NewGameOptions): void;
  /** The game record text; null before `ready`. */
  readonly record: string | null;
  /** The position text; null before `ready`. */
  readonly position: string | null;
  readonly moves: string[];
  readonly over: boolean;
  /** The winner of a finished game; null for a draw or a game in progress. */
  readonly winner: Player | null;
  addEventListener<K extends keyof MancalaGameEventMap>(
    type: K,
    listener: (this: MancalaGameElement, event: MancalaGameEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: HTMLElement, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof MancalaGameEventMap>(
    type: K,
    listener: (this: MancalaGameElement, event: MancalaGameEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: HTMLElement, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** Every attribute the element reads. */
export declare const ATTRIBUTES: string[];
/** The values of `mode`. */
export declare const MODES: readonly string[];

declare global {
  interface HTMLElementTagNameMap {
    'mancala-game': MancalaGameElement;
  }
}
