//! `mancala match`: the computer against itself, sides alternated.

use std::io::Write;

use mancala_ai::Level;

use crate::args::{Games, Setup};
use crate::{CliError, CliResult};

/// Computer against computer, sides alternated; the last line is
/// {"wins","draws","losses","points"} for --a
#[derive(clap::Args)]
pub struct MatchArgs {
    /// The game's key (`mancala games` lists them)
    game: String,
    /// Level of the player scored: beginner, intermediate, expert, random or
    /// uct (Monte-Carlo, 1,000 playouts)
    #[arg(long, value_name = "LEVEL", value_parser = level)]
    a: Level,
    /// Level of its opponent
    #[arg(long, value_name = "LEVEL", value_parser = level)]
    b: Level,
    #[command(flatten)]
    run: Games,
    #[command(flatten)]
    setup: Setup,
}

pub fn level(text: &str) -> Result<Level, String> {
    text.parse()
        .map_err(|e: mancala_ai::UnknownLevel| e.to_string())
}

impl MatchArgs {
    pub fn run(self, out: &mut impl Write) -> CliResult<()> {
        let endings = self.run.endings()?;
        if self.setup.position.is_some() {
            return Err(CliError::Usage(
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
            games: self.run.games,
            seed: self.run.seed,
            endings,
        });
        writeln!(out, "{}", summary.describe(start.variant(), a, b))?;
        writeln!(out, "{}", summary.to_json())?;
        Ok(())
    }
}
