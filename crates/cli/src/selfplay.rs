//! `mancala selfplay`: random legal games from a seeded generator, with
//! their lengths, results and end reasons.

use std::collections::BTreeMap;
use std::fmt;
use std::time::{Duration, Instant};

use std::io::Write;

use mancala_rules::{random_playout, ByPlayer, Player, Position};

use crate::args::{whole_number, Setup};
use crate::CliResult;

/// Random games from a seeded generator: their length, results and end reasons
#[derive(clap::Args)]
pub struct SelfplayArgs {
    /// The game's key (`mancala games` lists them)
    game: String,
    /// How many games
    #[arg(long, value_name = "N", default_value_t = 1000, value_parser = whole_number)]
    games: u64,
    /// The random generator's seed: the same seed plays the same games
    #[arg(long, value_name = "S", default_value_t = 1, value_parser = whole_number)]
    seed: u64,
    #[command(flatten)]
    setup: Setup,
}

impl SelfplayArgs {
    pub fn run(self, out: &mut impl Write) -> CliResult<()> {
        let start = self.setup.start(&self.game)?;
        Ok(write!(out, "{}", run(start, self.games, self.seed))?)
    }
}

pub struct Stats {
    start: Position,
    seed: u64,
    games: u64,
    elapsed: Duration,
    plies: Vec<u32>,
    wins: ByPlayer<u64>,
    draws: u64,
    unfinished: u64,
    reasons: BTreeMap<String, u64>,
}

pub fn run(start: Position, games: u64, seed: u64) -> Stats {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut stats = Stats {
        start,
        seed,
        games,
        elapsed: Duration::ZERO,
        plies: Vec::new(),
        wins: ByPlayer::both(0),
        draws: 0,
        unfinished: 0,
        reasons: BTreeMap::new(),
    };
    let began = Instant::now();
    for _ in 0..games {
        let playout = random_playout(start, |n| rng.usize(..n), |_| {});
        stats.plies.push(playout.plies);
        match playout.end.outcome() {
            Some(o) => {
                match o.winner {
                    Some(p) => stats.wins[p] += 1,
                    None => stats.draws += 1,
                }
                *stats.reasons.entry(o.reason.code()).or_default() += 1;
            }
            None => stats.unfinished += 1,
        }
    }
    stats.elapsed = began.elapsed();
    stats
}

impl fmt::Display for Stats {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.games.max(1) as f64;
        let percent = |k: u64| 100.0 * k as f64 / n;
        let seconds = self.elapsed.as_secs_f64();
        writeln!(f, "game: {}  start: {}", self.start.variant(), self.start)?;
        writeln!(f, "games: {}  seed: {}", self.games, self.seed)?;
        writeln!(
            f,
            "time: {seconds:.3} s  ({:.0} games/s)",
            self.games as f64 / seconds.max(1e-9)
        )?;
        let mut sorted = self.plies.clone();
        sorted.sort_unstable();
        if let (Some(min), Some(max)) = (sorted.first(), sorted.last()) {
            let mean = sorted.iter().map(|&p| p as f64).sum::<f64>() / n;
            writeln!(
                f,
                "length in moves: mean {mean:.1}  min {min}  median {}  max {max}",
                sorted[sorted.len() / 2]
            )?;
        }
        for p in Player::BOTH {
            let w = self.wins[p];
            writeln!(f, "{p} wins: {w} ({:.1}%)", percent(w))?;
        }
        writeln!(f, "draws: {} ({:.1}%)", self.draws, percent(self.draws))?;
        if self.unfinished > 0 {
            writeln!(f, "stuck without a legal move: {}", self.unfinished)?;
        }
        writeln!(f, "end reasons:")?;
        for (reason, k) in &self.reasons {
            writeln!(f, "  {reason}: {k} ({:.1}%)", percent(*k))?;
        }
        Ok(())
    }
}
