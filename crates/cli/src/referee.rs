//! `mancala referee`: the Expert against a level, every Expert move checked
//! against exact values (crates/ai/src/referee.rs).

use std::io::Write;
use std::time::Instant;

use mancala_ai::{Level, RefereeOptions, DEFAULT_REFEREE_SEEDS, MAX_TABLE_SEEDS};

use crate::args::{whole_number, Games, Setup};
use crate::computer_match::level;
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
    #[command(flatten)]
    run: Games,
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
        let options = RefereeOptions {
            start: self.setup.start(&self.game)?,
            games: self.run.games,
            opponent: self.b,
            endings: self.run.endings()?,
            referee_seeds: self.referee_seeds.unwrap_or(DEFAULT_REFEREE_SEEDS),
            seed: self.run.seed,
        };
        let began = Instant::now();
        let report = mancala_ai::referee(&options).map_err(CliError::Referee)?;
        for lost in &report.lost_wins {
            writeln!(out, "lost win: {lost}")?;
        }
        eprintln!(
            "{} games in {:.1} s",
            self.run.games,
            began.elapsed().as_secs_f64()
        );
        writeln!(out, "{}", report.to_json())?;
        Ok(())
    }
}
