//! `mancala perft`: the number of move sequences of a given length.

use std::io::Write;
use std::time::Instant;

use crate::args::Setup;
use crate::CliResult;

/// Count the move sequences of DEPTH moves (the time taken goes to stderr)
#[derive(clap::Args)]
pub struct PerftArgs {
    /// The game's key (`mancala games` lists them)
    game: String,
    /// How many moves deep, 0 to 64
    #[arg(value_parser = depth)]
    depth: u32,
    /// Also print the count after each first move
    #[arg(long)]
    divide: bool,
    #[command(flatten)]
    setup: Setup,
}

fn depth(text: &str) -> Result<u32, String> {
    text.parse()
        .ok()
        .filter(|d| *d <= 64)
        .ok_or_else(|| format!("expected a number from 0 to 64, found {text:?}"))
}

impl PerftArgs {
    pub fn run(self, out: &mut impl Write) -> CliResult<()> {
        let start = self.setup.start(&self.game)?;
        let depth = self.depth;
        let began = Instant::now();
        let count = if self.divide {
            let split = mancala_rules::perft_divide(&start, depth);
            for (mv, n) in &split {
                writeln!(out, "{mv} {n}")?;
            }
            split.iter().map(|(_, n)| n).sum()
        } else {
            mancala_rules::perft(&start, depth)
        };
        let seconds = began.elapsed().as_secs_f64();
        writeln!(out, "{} {depth} {count}", start.variant())?;
        eprintln!(
            "{count} in {seconds:.3} s ({:.2} M/s)",
            count as f64 / seconds.max(1e-9) / 1e6
        );
        Ok(())
    }
}
