// TypeScript types of the computer player's values (src/lib.rs), appended to
// the generated www/pkg-ai/mancala_wasm_ai.d.ts.
export type ComputerLevel = 'beginner' | 'intermediate' | 'expert' | 'random' | 'uct';
export interface HoleOutcome { hole: string; outcome: 'win' | 'draw' | 'loss' | null; margin: number | null; }
export interface ComputerHint { best: string; holes: HoleOutcome[]; }
export interface SearchResult { best: string; nodes: number; depth: number; proven: boolean; }
export interface Worth { result: 'win' | 'draw' | 'loss' | null; margin: number | null; estimate: number | null; }
export interface MoveReview {
  ply: number; player: 'A' | 'B'; played: string; best: string; value: Worth; bestValue: Worth; exact: boolean;
  class: 'best' | 'good' | 'inaccuracy' | 'mistake' | 'blunder'; moves: { hole: string; worth: Worth }[];
}
/** One game's search budgets in the browser, nodes per move (`Computer.games()`). */
export interface ComputerGameInfo {
  key: string; beginner: { depth: number }; intermediate: { nodes: number; depth: number };
  expert: { nodes: number }; review: { nodes: number };
}
