//! The computer's search budgets. What differs by game (the Expert's
//! nodes in the browser) is declared in the game's rules module as plain
//! data (`Rules::BROWSER_EXPERT_NODES`); the rest is the same for every
//! game and lives here. The page reads them from wasm-ai's list of games
//! (`Computer.games()`), never from a table of its own.

use mancala_rules::Variant;

use crate::search::Limits;

/// Node budget of the Expert's search per move natively (the CLI, the
/// matches, the precomputed opening races). Measured natively at about
/// 1.7–1.9 M nodes/s on a quiet machine (docs/PERFORMANCE.md), so about
/// 0.35 s natively and 0.5–0.7 s in wasm (1.5–2× slower).
pub const EXPERT_NODES: u64 = 600_000;

/// The Intermediate's search per move, the same in every game.
pub(crate) const INTERMEDIATE: Limits = Limits {
    nodes: 15_000,
    depth: 5,
};

/// The Beginner's search depth (before its noise and blunders), the same
/// in every game.
pub(crate) const BEGINNER_DEPTH: u8 = 2;

/// What one game's computer may spend on a move, at each level, and on
/// reviewing a move, in the browser.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budgets {
    /// The Beginner's search depth.
    pub beginner_depth: u8,
    /// The Intermediate's nodes and depth per move.
    pub intermediate: Limits,
    /// The Expert's nodes per move in the browser (the hint's too): what
    /// its search does in about a second in Chromium on a slow machine
    /// (measured by tests/e2e/ai-figures, docs/PERFORMANCE.md). Games
    /// differ because their positions cost differently to search.
    pub expert_nodes: u64,
    /// The review's nodes per move in the browser (the page's Review,
    /// docs/REVIEW.md).
    pub review_nodes: u64,
}

impl Budgets {
    /// The budgets of `variant`'s computer.
    pub fn of(variant: Variant) -> Budgets {
        let expert_nodes = variant.browser_expert_nodes();
        Budgets {
            beginner_depth: BEGINNER_DEPTH,
            intermediate: INTERMEDIATE,
            expert_nodes,
            review_nodes: review_nodes(variant, expert_nodes),
        }
    }
}

/// The review's budget from the Expert's: an eighth of it, so a 200-move
/// Anywoli game is reviewed in well under 30 s; but four times it where an
/// endgame table ships (Sadeqa II), which lets the search prove every move
/// of a game (random games at an eighth left one to three moves a game
/// unproven) in well under a second a game natively (docs/PERFORMANCE.md,
/// "Review in the page").
fn review_nodes(variant: Variant, expert_nodes: u64) -> u64 {
    if variant.ships_endgame_table() {
        expert_nodes * 4
    } else {
        expert_nodes / 8
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The figures docs/PERFORMANCE.md and crates/wasm/API.md give.
    #[test]
    fn each_game_has_its_browser_budgets() {
        let expert = Variant::ALL.map(|v| Budgets::of(v).expert_nodes);
        assert_eq!(expert, [450_000, 600_000, 600_000, 700_000]);
        let review = Variant::ALL.map(|v| Budgets::of(v).review_nodes);
        assert_eq!(review, [56_250, 75_000, 2_400_000, 87_500]);
    }
}
