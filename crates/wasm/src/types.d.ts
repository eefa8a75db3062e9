// TypeScript types of the plain values the wasm API takes and returns,
// appended to the generated www/pkg/mancala_wasm.d.ts (see src/lib.rs).
// They mirror the rules crate's serde output; the wasm tests compare the
// view's keys with `View` and `HoleView` here. `GameKey`, `EngineCode`,
// `BlockedCode` and `EndKind` are written by build.rs from the rules' lists.
export type Player = 'A' | 'B';
export interface GameOptions {
  start?: Player;
  lastFour?: 'previous' | 'first' | 'lottery-A' | 'lottery-B';
  stallLimit?: number;
}
/** One game and what the page needs to know of it (`Game.games()`). */
export interface GameInfo {
  key: GameKey; name: string; rows: number; cols: number; seeds_per_hole: number;
  options: (keyof GameOptions)[]; claims: boolean; race: boolean; opening_rule: boolean;
  stall_rule: boolean; stores: boolean; decided_by: 'survival' | 'score'; end_reasons: EndKind[];
  endgame_table: boolean; lessons: string; puzzles: string;
}
export interface HoleStatus { code: BlockedCode; message: string; }
/** The engine's limits and defaults (`Game.settings()`). */
export interface EngineSettings {
  defaults: Required<GameOptions>; lastFourRules: Required<GameOptions>['lastFour'][]; maxStallLimit: number;
  maxRecordLength: number; maxPositionLength: number; levels: ('beginner' | 'intermediate' | 'expert')[];
}
/** What `Game.errorCodes()` lists: codes of refused texts and arguments, and of illegal moves. */
export interface ErrorCodes { engine: EngineCode[]; blocked: BlockedCode[]; }
/**
 * What every method of this module throws: a JS `Error` whose `code` (one of
 * `Game.errorCodes()`) and `args` (named strings) let a page word it itself.
 */
export interface EngineError extends Error { code: EngineCode | BlockedCode; args: Record<string, string>; }
export interface ByPlayer { A: number; B: number; }
export interface HoleView {
  label: string; owner: Player; number: number; row: number; col: number; seeds: number;
  claimed_by: Player | null; playable: boolean; blocked_code: BlockedCode | null; blocked: string | null;
  blocked_args: Record<string, string>;
}
/** Who took Anywoli's last four seeds, and by which option. */
export interface LastFour { to: Player; rule: 'previous' | 'first' | 'lottery' }
export interface View {
  game: GameKey; name: string; rows: number; cols: number; has_stores: boolean;
  holes: HoleView[]; board: Record<string, number>; phase: 'race' | 'play' | 'over';
  to_move: Player; over: boolean; winner: Player | null; reason: string | null; reason_code: string | null;
  captured: ByPlayer | null; claimed: Record<string, Player> | null; score: ByPlayer;
  decided_by: 'survival' | 'score';
  last_four: LastFour | null;
  stall: number | null; stall_limit: number | null; opening_owed: Player[];
  legal_moves: string[]; moves: string[]; can_undo: boolean; can_redo: boolean; position: string;
}
export type GameEvent =
  | { type: 'lift'; by: Player; hole: string; seeds: number }
  | { type: 'put-aside'; by: Player }
  | { type: 'drop'; by: Player; hole: string }
  | { type: 'capture'; by: Player; hole: string; seeds: number; to: Player; kind: 'mid-sow' | 'final-seed' | 'opposite' }
  | { type: 'claim'; by: Player; hole: string }
  | { type: 'tick'; n: number }
  | { type: 'race-done'; player: Player; tick: number }
  | { type: 'race-won'; player: Player }
  | { type: 'extra-move'; player: Player }
  | { type: 'pass'; player: Player }
  | { type: 'collect'; hole: string | null; seeds: number; to: Player }
  | { type: 'game-over'; winner: Player | null; reason: string; text: string };
/** One capture of a move, in order (a lesson's `captures`, a move's facts). */
export interface CaptureFact { hole: string; seeds: number; to: Player; kind: 'mid-sow' | 'final-seed' | 'opposite'; }
/** Properties of a move as a lesson file writes them (docs/LESSONS.md, "Properties of a move"). */
export interface MoveProps {
  uses?: string; laps?: number; ends?: string; ends_on?: Player; put_aside?: number; capture?: boolean;
  captured?: number; given?: number; captures?: CaptureFact[]; claim?: boolean; claims?: string[];
  extra_move?: boolean; race_winner?: Player; race_ticks?: { B: number; A: number }; wins?: boolean; after?: string;
}
/** A lesson step's task (`Game.judgeLessonMove`): a move to play, or properties to find. Other keys are ignored. */
export interface LessonTask { play?: string; find?: MoveProps; }
/** A hole claimed during a move, in order. */
export interface ClaimFact { hole: string; by: Player; }
/** The Sulus Aidi opening: the tick each sowing ended at (null: no race). */
export interface RaceTicksSeen { B: number | null; A: number | null; }
/** How a move ended the game (a `game-over` event's values). */
export interface GameEnd { winner: Player | null; reason: string; text: string; }
/** What a move did, read from its events (the rules crate's `lesson::MoveFacts`). */
export interface MoveFacts {
  move: string; mover: Player | null; lifted: string[]; ends: string | null; put_aside: number;
  captures: CaptureFact[]; claims: ClaimFact[]; extra_move: boolean;
  race_winner: Player | null; race_ticks: RaceTicksSeen; passes: Player[];
  over: GameEnd | null; after: string;
}
/** A way a move is not what a lesson step asks for: what was asked or stated, and what the move does. */
export type LessonMismatch =
  | { code: 'play'; asked: string }
  | { code: 'uses'; hole: string; move: string }
  | { code: 'laps' | 'put-aside' | 'captured' | 'given'; stated: number; actual: number }
  | { code: 'ends'; stated: string; actual: string | null }
  | { code: 'ends-on'; stated: Player; actual: Player | null }
  | { code: 'capture'; stated: boolean; actual: number }
  | { code: 'captures'; stated: CaptureFact[]; actual: CaptureFact[] }
  | { code: 'claim'; stated: boolean; actual: string[] }
  | { code: 'claims'; stated: string[]; actual: string[] }
  | { code: 'extra-move'; stated: boolean }
  | { code: 'race-winner'; stated: Player; actual: Player | null }
  | { code: 'race-ticks'; stated: { B: number; A: number }; actual: RaceTicksSeen }
  | { code: 'wins'; stated: boolean; actual: GameEnd | null }
  | { code: 'after'; stated: string; actual: string };
/** A move judged against a lesson step (`Game.judgeLessonMove`): none missed, it is the move asked for. */
export interface LessonJudgement { facts: MoveFacts; misses: LessonMismatch[]; }
