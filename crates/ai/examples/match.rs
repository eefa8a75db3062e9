//! Plays a match between two computer levels and prints the result; the
//! last line is one JSON object.
//!
//! cargo run --release -p mancala-ai --example match -- GAME --a LEVEL --b LEVEL --games N [--seed S]

use std::process::ExitCode;

use mancala_ai::{play_match, Level};
use mancala_rules::{Options, Variant};

struct Args {
    variant: Variant,
    a: Level,
    b: Level,
    games: u32,
    seed: u64,
}

fn parse(mut args: impl Iterator<Item = String>) -> Result<Args, String> {
    let variant: Variant = args
        .next()
        .ok_or("give the game: sulus-aidi, sokusowo, sadeqa-ii or anywoli")?
        .parse()
        .map_err(|e| format!("{e}"))?;
    let (mut a, mut b, mut games, mut seed) = (Level::Expert, Level::Random, 10, 1);
    while let Some(flag) = args.next() {
        let value = args.next().ok_or_else(|| format!("{flag} needs a value"))?;
        match flag.as_str() {
            "--a" => a = value.parse().map_err(|e| format!("{e}"))?,
            "--b" => b = value.parse().map_err(|e| format!("{e}"))?,
            "--games" => {
                games = value
                    .parse()
                    .map_err(|_| format!("--games expects a number, not {value:?}"))?
            }
            "--seed" => {
                seed = value
                    .parse()
                    .map_err(|_| format!("--seed expects a number, not {value:?}"))?
            }
            _ => {
                return Err(format!(
                    "unknown option {flag:?}: expected --a, --b, --games or --seed"
                ))
            }
        }
    }
    Ok(Args {
        variant,
        a,
        b,
        games,
        seed,
    })
}

fn main() -> ExitCode {
    let args = match parse(std::env::args().skip(1)) {
        Ok(args) => args,
        Err(message) => {
            eprintln!("error: {message}");
            return ExitCode::FAILURE;
        }
    };
    let summary = play_match(
        args.variant,
        Options::default(),
        args.a,
        args.b,
        args.games,
        args.seed,
    );
    println!("{}", summary.describe(args.variant, args.a, args.b));
    println!("{}", summary.to_json());
    ExitCode::SUCCESS
}
