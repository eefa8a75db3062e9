//! The computer opponent for the four mancala games.
//!
//! - [`Searcher`]: negamax with alpha-beta, iterative deepening under a
//!   node budget (no clock needed, so it runs the same in wasm), a bounded
//!   transposition table and move ordering; extra moves and passes keep
//!   the side to move, and a repetition scores as the game's rules say.
//! - [`eval`]: per-game evaluation (captures, survival and mobility,
//!   claims and claim threats).
//! - [`RaceMatrix`]: the Sulus Aidi opening as the 9×9 matrix game it is.
//! - Exact play where it is in reach: the search proves Sokusowó outright
//!   and any ending it can follow to the end; [`SadeqaSolution`] solves
//!   Sadeqa II endgames (repetitions included) by retrograde analysis.
//! - [`Ai`]: levels for people and reference opponents, and the hint.
//! - [`play_match`]: matches for measuring strength; [`referee`]: the
//!   Expert's every move checked against exact values in the solved games.
//!
//! Pure Rust: no threads, no files, no global randomness (seeds are passed in).

mod arena;
mod budgets;
mod endings;
pub mod eval;
mod few;
mod gains;
mod player;
mod puzzle_check;
mod puzzles;
mod race;
mod race_values;
pub mod ranking;
mod referee;
mod review;
mod rng;
mod search;
mod solve;
mod uct;

pub use arena::{play_game, play_match, MatchOptions, MatchSummary, Tally, MAX_MOVES};
pub use budgets::{Budgets, EXPERT_NODES};
pub use endings::{EndingsError, NotATable, SadeqaEndings, MAX_TABLE_SEEDS};
pub use gains::{searched_gains, GAIN_PLIES};
pub use player::{
    has_endgame_table, start_race_values, Ai, AiError, Hint, HoleHint, Level, UnknownLevel,
    OWN_ENDINGS_SEEDS, SADEQA_MAX_POSITIONS,
};
pub use puzzle_check::{GainFault, PuzzleChecker, PuzzleFault};
pub use puzzles::{find_puzzles, puzzle_at, Goal, Puzzle};
pub use race::{solve_matrix, RaceMatrix};
pub use referee::{referee, NotSolved, RefereeOptions, RefereeReport, DEFAULT_REFEREE_SEEDS};
pub use review::{Class, MoveReview, Worth};
pub use rng::Rng;
pub use search::{Limits, SearchReport, Searcher, DEFAULT_TABLE_BITS};
pub use solve::{seen_by, PointOfView, Proven, SadeqaSolution, SokusowoSolution, Verdict};
pub use uct::{random_hole, random_successor, uct_hole};

#[cfg(test)]
mod review_tests;
#[cfg(test)]
mod tests;
