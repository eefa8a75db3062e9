//! `mancala referee`: the Expert against a level, every Expert move checked
//! against exact values (crates/ai/src/referee.rs).

use std::io::Write;
use std::sync::Arc;
use std::time::Instant;

use mancala_ai::{Level, RefereeOptions, MAX_TABLE_SEEDS};

use crate::args::{whole_number, Setup};
use crate::computer_match::{games, level, read_endings};
use crate::{CliError, CliResult};

/// The Expert against LEVEL in a solved game (sokusowo, sadeqa-ii), every
/// Expert move checked against exact values, from the start and from
/// random positions of every stage; the last line is
/// {"positions","won","kept","best_margin","unresolved"}
#[derive(clap::Args)]
pub struct RefereeArgs {
    /// The game: sokusowo or sadeqa-ii
    game: String,
    /// The Expert's opponent: beginner, intermediate, expert, random or uct
    #[arg(long, value_name = "LEVEL", value_parser = level)]
    b: Level,
    /// How many games, 1 or more (the Expert is B in even games)
    #[arg(long, value_name = "N", default_value_t = 10, value_parser = games)]
    games: u32,
    /// The random generator's seed: the same seed plays the same games
    #[arg(long, value_name = "S", default_value_t = 1, value_parser = whole_number)]
    seed: u64,
    /// A Sadeqa II endgame table for the Expert (the referee uses it too)
    #[arg(long, value_name = "FILE")]
    endings: Option<String>,
    /// Sadeqa II without --endings: the referee's own table covers every
    /// position with at most K seeds (1 to 18, default 15: about 20 s, 1 GB)
    #[arg(long, value_name = "K", value_parser = referee_seeds)]
    referee_seeds: Option<u8>,
    #[command(flatten)]
    setup: Setup,
}

fn referee_seeds(text: &str) -> Result<u8, String> {
    let n = whole_number(text)?;
    u8::try_from(n)
        .ok()
        .filter(|k| (1..=MAX_TABLE_SEEDS).contains(k))
        .ok_or_else(|| format!("expected a number from 1 to {MAX_TABLE_SEEDS}, found {n}"))
}

impl RefereeArgs {
    pub fn run(self, out: &mut impl Write) -> CliResult<()> {
        let endings = self.endings.as_deref().map(read_endings).transpose()?;
        let options = RefereeOptions {
            start: self.setup.start(&self.game)?,
            games: self.games,
            opponent: self.b,
            endings: endings.map(Arc::new),
            referee_seeds: self.referee_seeds.unwrap_or(MAX_TABLE_SEEDS.min(15)),
            seed: self.seed,
        };
        let began = Instant::now();
        let report = mancala_ai::referee(&options).map_err(CliError::from)?;
        for lost in &report.lost_wins {
            writeln!(out, "lost win: {lost}")?;
        }
        eprintln!(
            "{} games in {:.1} s",
            self.games,
            began.elapsed().as_secs_f64()
        );
        writeln!(out, "{}", report.to_json())?;
        Ok(())
    }
}
