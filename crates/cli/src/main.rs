//! `mancala`: replay games as JSON, play in the terminal, count the game
//! tree (perft) and gather random self-play statistics. Every failure is a
//! readable message on stderr and exit code 2; nothing panics on bad input.

mod args;
mod board;
mod play;
mod replay;
mod selfplay;

use std::io::{self, Write};
use std::process::ExitCode;
use std::time::Instant;

use args::{Args, Setup};

const USAGE: &str = "\
usage:
  mancala replay GAME \"MOVES\" [SETUP]     print the state after MOVES as JSON
  mancala replay --record FILE            print the final state of a game record (- for stdin)
  mancala replay --batch                  read {\"game\",\"moves\",\"options\",\"position\"} JSON lines
                                          from stdin, write one JSON state (or {\"error\"}) per line
  mancala play GAME [SETUP]               a game for two people in the terminal
  mancala perft GAME DEPTH [SETUP] [--divide]
                                          count the move sequences of DEPTH moves
  mancala selfplay GAME --games N --seed S [SETUP]
                                          random games: length, results, end reasons
  mancala match GAME --a LEVEL --b LEVEL --games N [--seed S] [--endings FILE] [SETUP]
                                          computer against computer, sides alternated; the
                                          last line is {\"wins\",\"draws\",\"losses\",\"points\"} for --a;
                                          --endings: a Sadeqa II endgame table for the Expert
  mancala referee GAME --b LEVEL --games N [--seed S] [--endings FILE] [--referee-seeds K] [SETUP]
                                          the Expert against LEVEL (sokusowo, sadeqa-ii), every
                                          Expert move checked against exact values, from the start
                                          and from random positions of every stage; the last line
                                          is {\"positions\",\"won\",\"kept\",\"best_margin\",\"unresolved\"};
                                          --referee-seeds: the referee's own Sadeqa II table when
                                          --endings is not given (default 15)

GAME: sulus-aidi, sokusowo, sadeqa-ii or anywoli
LEVEL: beginner, intermediate, expert, random or uct (Monte-Carlo, 1,000 playouts)
SETUP: --position \"POSITION TEXT\"  start from a position (docs/FORMATS.md)
       --start A|B                 who moves first (default B)
       --last-four previous|first|lottery-A|lottery-B   (Anywoli)
       --stall-limit N             moves without capture that end an Anywoli game (default 100)";

/// A failure to report: the message, and exit code 2.
#[derive(Debug)]
pub struct CliError(pub String);

impl<E: std::fmt::Display> From<E> for CliError {
    fn from(e: E) -> Self {
        CliError(e.to_string())
    }
}

pub type CliResult<T> = Result<T, CliError>;

/// `--games N`, at least 1 (default 10).
fn games_flag(args: &mut Args) -> CliResult<u32> {
    let games = args.number("--games")?.unwrap_or(10);
    u32::try_from(games)
        .ok()
        .filter(|&g| g > 0)
        .ok_or_else(|| CliError(format!("--games: expected 1 or more, found {games}")))
}

/// `--endings FILE`: a Sadeqa II endgame table, read and checked.
fn endings_flag(args: &mut Args) -> CliResult<Option<std::sync::Arc<mancala_ai::SadeqaEndings>>> {
    let Some(path) = args.value("--endings")? else {
        return Ok(None);
    };
    let bytes = std::fs::read(&path)
        .map_err(|e| CliError(format!("--endings: cannot read {path:?}: {e}")))?;
    let table = mancala_ai::SadeqaEndings::from_bytes(&bytes)
        .map_err(|e| CliError(format!("--endings {path:?}: {e}")))?;
    Ok(Some(std::sync::Arc::new(table)))
}

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    match run(argv) {
        Ok(()) => ExitCode::SUCCESS,
        Err(CliError(message)) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}

fn run(argv: Vec<String>) -> CliResult<()> {
    let mut args = Args::new(argv);
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let command = args.next_positional().unwrap_or_else(|| "help".into());
    match command.as_str() {
        "help" | "-h" => {
            args.flag("--help");
            writeln!(out, "{USAGE}")?
        }
        "replay" => {
            if args.flag("--batch") {
                args.finish()?;
                replay::batch(io::stdin().lock(), &mut out)?;
            } else if let Some(path) = args.value("--record")? {
                args.finish()?;
                writeln!(out, "{}", replay::replay_record(&path)?)?;
            } else {
                let game = args.required_positional("GAME")?;
                let moves = args.required_positional("MOVES")?;
                let setup = Setup::from_args(&mut args)?;
                args.finish()?;
                let start = setup.start(&game)?;
                let state = replay::replay(start, &moves)?;
                writeln!(out, "{state}")?;
            }
        }
        "play" => {
            let game = args.required_positional("GAME")?;
            let setup = Setup::from_args(&mut args)?;
            args.finish()?;
            play::play(setup.start(&game)?, io::stdin().lock(), &mut out)?;
        }
        "perft" => {
            let game = args.required_positional("GAME")?;
            let depth = args.required_positional("DEPTH")?;
            let depth: u32 = depth.parse().ok().filter(|d| *d <= 64).ok_or_else(|| {
                CliError(format!(
                    "DEPTH: expected a number from 0 to 64, found {depth:?}"
                ))
            })?;
            let divide = args.flag("--divide");
            let setup = Setup::from_args(&mut args)?;
            args.finish()?;
            let start = setup.start(&game)?;
            let began = Instant::now();
            let count = if divide {
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
        }
        "selfplay" => {
            let game = args.required_positional("GAME")?;
            let games = args.number("--games")?.unwrap_or(1000);
            let seed = args.number("--seed")?.unwrap_or(1);
            let setup = Setup::from_args(&mut args)?;
            args.finish()?;
            let start = setup.start(&game)?;
            let stats = selfplay::run(start, games, seed);
            write!(out, "{stats}")?;
        }
        "match" => {
            let game = args.required_positional("GAME")?;
            let level = |args: &mut Args, name: &str| -> CliResult<mancala_ai::Level> {
                let text = args
                    .value(name)?
                    .ok_or_else(|| CliError(format!("{name} LEVEL is required")))?;
                Ok(text.parse()?)
            };
            let a = level(&mut args, "--a")?;
            let b = level(&mut args, "--b")?;
            let games = games_flag(&mut args)?;
            let seed = args.number("--seed")?.unwrap_or(1);
            let endings = endings_flag(&mut args)?;
            let setup = Setup::from_args(&mut args)?;
            args.finish()?;
            if setup.position.is_some() {
                return Err(CliError(
                    "match plays whole games from the start: --position is not accepted".into(),
                ));
            }
            let start = setup.start(&game)?;
            let summary = mancala_ai::play_match(&mancala_ai::MatchOptions {
                variant: start.variant(),
                options: start.options(),
                a,
                b,
                games,
                seed,
                endings,
            });
            writeln!(out, "{}", summary.describe(start.variant(), a, b))?;
            writeln!(out, "{}", summary.to_json())?;
        }
        "referee" => {
            let game = args.required_positional("GAME")?;
            let opponent = args
                .value("--b")?
                .ok_or_else(|| CliError("--b LEVEL is required".into()))?
                .parse()?;
            let games = games_flag(&mut args)?;
            let seed = args.number("--seed")?.unwrap_or(1);
            let endings = endings_flag(&mut args)?;
            let max = mancala_ai::MAX_TABLE_SEEDS as u64;
            let referee_seeds = match args.number("--referee-seeds")? {
                Some(n) if (1..=max).contains(&n) => n as u8,
                Some(n) => {
                    return Err(CliError(format!(
                        "--referee-seeds: expected a number from 1 to {max}, found {n}"
                    )))
                }
                None => mancala_ai::MAX_TABLE_SEEDS,
            };
            let setup = Setup::from_args(&mut args)?;
            args.finish()?;
            let options = mancala_ai::RefereeOptions {
                start: setup.start(&game)?,
                games,
                opponent,
                endings,
                referee_seeds,
                seed,
            };
            let began = Instant::now();
            let report = mancala_ai::referee(&options)?;
            for lost in &report.lost_wins {
                writeln!(out, "lost win: {lost}")?;
            }
            eprintln!("{games} games in {:.1} s", began.elapsed().as_secs_f64());
            writeln!(out, "{}", report.to_json())?;
        }
        other => {
            return Err(CliError(format!(
                "unknown command {other:?}: expected replay, play, perft, selfplay, match or referee (mancala help)"
            )))
        }
    }
    out.flush()?;
    Ok(())
}
