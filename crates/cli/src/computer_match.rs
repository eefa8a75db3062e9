//! `mancala match`: the computer against itself, sides alternated.

use std::io::Write;
use std::sync::Arc;

use mancala_ai::{Level, SadeqaEndings};

use crate::args::{whole_number, Setup};
use crate::{CliError, CliResult};

/// Computer against computer, sides alternated; the last line is
/// {"wins","draws","losses","points"} for --a
#[derive(clap::Args)]
pub struct MatchArgs {
    /// The game: sulus-aidi, sokusowo, sadeqa-ii or anywoli
    game: String,
    /// Level of the player scored: beginner, intermediate, expert, random or
    /// uct (Monte-Carlo, 1,000 playouts)
    #[arg(long, value_name = "LEVEL", value_parser = level)]
    a: Level,
    /// Level of its opponent
    #[arg(long, value_name = "LEVEL", value_parser = level)]
    b: Level,
    /// How many games, 1 or more
    #[arg(long, value_name = "N", default_value_t = 10, value_parser = games)]
    games: u32,
    /// The random generator's seed: the same seed plays the same match
    #[arg(long, value_name = "S", default_value_t = 1, value_parser = whole_number)]
    seed: u64,
    /// A Sadeqa II endgame table for the Expert
    #[arg(long, value_name = "FILE")]
    endings: Option<String>,
    #[command(flatten)]
    setup: Setup,
}

pub fn level(text: &str) -> Result<Level, String> {
    text.parse()
        .map_err(|e: mancala_ai::UnknownLevel| e.to_string())
}

pub fn games(text: &str) -> Result<u32, String> {
    let n = whole_number(text)?;
    u32::try_from(n)
        .ok()
        .filter(|&g| g > 0)
        .ok_or_else(|| format!("expected 1 or more, found {n}"))
}

pub fn read_endings(path: &str) -> CliResult<SadeqaEndings> {
    let bytes = std::fs::read(path)
        .map_err(|e| CliError(format!("--endings: cannot read {path:?}: {e}")))?;
    SadeqaEndings::from_bytes(&bytes).map_err(|e| CliError(format!("--endings {path:?}: {e}")))
}

impl MatchArgs {
    pub fn run(self, out: &mut impl Write) -> CliResult<()> {
        let endings = self.endings.as_deref().map(read_endings).transpose()?;
        if self.setup.position.is_some() {
            return Err(CliError(
                "match plays whole games from the start: --position is not accepted".into(),
            ));
        }
        let start = self.setup.start(&self.game)?;
        let (a, b) = (self.a, self.b);
        let summary = mancala_ai::play_match(&mancala_ai::MatchOptions {
            variant: start.variant(),
            options: start.options(),
            a,
            b,
            games: self.games,
            seed: self.seed,
            endings: endings.map(Arc::new),
        });
        writeln!(out, "{}", summary.describe(start.variant(), a, b))?;
        writeln!(out, "{}", summary.to_json())?;
        Ok(())
    }
}
