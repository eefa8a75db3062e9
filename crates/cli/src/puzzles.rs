//! `mancala puzzles`: positions with one proven winning move
//! (crates/ai/src/puzzles.rs), one JSON line each.

use std::io::Write;

use mancala_ai::{Ai, Level};
use mancala_rules::Variant;

use crate::args::{read_endings, whole_number};
use crate::{CliError, CliResult};

/// Write COUNT puzzles of GAME, one JSON line each:
/// {"game","position","solution","goal","plies","difficulty"} (and
/// "margin" where seeds decide); goal "win": the side to move has a proven
/// win and the solution is the only winning move; "best" (Sokusowó): the
/// only move reaching the largest proven margin. docs/PUZZLES.md
#[derive(clap::Args)]
pub struct PuzzlesArgs {
    /// The game's key (`mancala games` lists them)
    game: String,
    /// How many puzzles, 1 to 10000
    #[arg(long, value_name = "N", value_parser = count)]
    count: usize,
    /// The random generator's seed: the same seed gives the same puzzles
    #[arg(long, value_name = "S", default_value_t = 1, value_parser = whole_number)]
    seed: u64,
    /// A Sadeqa II endgame table (without one a 12-seed table is built)
    #[arg(long, value_name = "FILE")]
    endings: Option<String>,
}

fn count(text: &str) -> Result<usize, String> {
    let n = whole_number(text)?;
    usize::try_from(n)
        .ok()
        .filter(|n| (1..=10_000).contains(n))
        .ok_or_else(|| format!("expected 1 to 10000, found {n}"))
}

impl PuzzlesArgs {
    pub fn run(self, out: &mut impl Write) -> CliResult<()> {
        let variant: Variant = self.game.parse().map_err(CliError::Game)?;
        let mut ai = Ai::new(Level::Expert, self.seed);
        if let Some(path) = &self.endings {
            ai.set_sadeqa_endings(Some(read_endings(path)?));
        }
        let puzzles = mancala_ai::find_puzzles(&mut ai, variant, self.count, self.seed);
        for puzzle in &puzzles {
            writeln!(out, "{}", puzzle.to_json())?;
        }
        if puzzles.len() < self.count {
            return Err(CliError::Usage(format!(
                "found {} of the {} puzzles asked for; try another --seed",
                puzzles.len(),
                self.count
            )));
        }
        Ok(())
    }
}
