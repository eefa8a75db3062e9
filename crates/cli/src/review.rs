//! `mancala review`: every move of a game valued against the best move
//! (crates/ai/src/review.rs), one JSON line per move.

use std::io::Write;

use mancala_ai::{Ai, Level, EXPERT_NODES};

use crate::args::{read_endings, whole_number, Setup};
use crate::replay::{read_record, replay_moves};
use crate::{CliError, CliResult};

/// Review every move of a game: one JSON line per move,
/// {"ply","move","player","best","value","best_value","exact","class"};
/// values are the mover's, {"result","margin"} when proven and
/// {"estimate"} (seeds) when not; classes best, good, inaccuracy, mistake,
/// blunder (docs/REVIEW.md)
#[derive(clap::Args)]
pub struct ReviewArgs {
    /// The game's key (`mancala games` lists them)
    #[arg(required_unless_present = "record")]
    game: Option<String>,
    /// The moves played, separated by spaces, e.g. "5B 2A 4B"
    #[arg(required_unless_present = "record")]
    moves: Option<String>,
    /// A game record file to review instead (docs/FORMATS.md); - reads stdin
    #[arg(long, value_name = "FILE", conflicts_with_all = ["game", "moves"])]
    record: Option<String>,
    /// Search budget per move, in positions (default the Expert's 600000)
    #[arg(long, value_name = "N", value_parser = whole_number)]
    nodes: Option<u64>,
    /// A Sadeqa II endgame table for exact values (without one the review
    /// builds a 12-seed table of its own)
    #[arg(long, value_name = "FILE")]
    endings: Option<String>,
    #[command(flatten)]
    setup: Setup,
}

impl ReviewArgs {
    pub fn run(self, out: &mut impl Write) -> CliResult<()> {
        let game = match (&self.record, &self.game, &self.moves) {
            (Some(path), _, _) => {
                if self.setup.position.is_some() || self.setup.options_given() {
                    return Err(CliError::Usage(
                        "--record takes its set-up from the record, not from flags".into(),
                    ));
                }
                read_record(path)?
            }
            (None, Some(game), Some(moves)) => replay_moves(self.setup.start(game)?, moves)?,
            _ => {
                return Err(CliError::Usage(
                    "give GAME and MOVES, or --record FILE".into(),
                ))
            }
        };
        if game.moves().is_empty() {
            return Err(CliError::Usage("there is no move to review".into()));
        }
        let mut ai = Ai::new(Level::Expert, 1);
        if let Some(path) = &self.endings {
            ai.set_sadeqa_endings(Some(read_endings(path)?));
        }
        let nodes = self.nodes.unwrap_or(EXPERT_NODES).max(1);
        let variant = game.variant();
        for ply in 0..game.moves().len() {
            for review in ai.review_ply(&game, ply, nodes).unwrap_or_default() {
                writeln!(out, "{}", review.to_json(variant))?;
            }
        }
        Ok(())
    }
}
