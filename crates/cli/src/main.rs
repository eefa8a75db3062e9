//! `mancala`: replay games as JSON, play in the terminal, count the game
//! tree (perft), gather random self-play statistics, let the computer play
//! itself and check lesson files. Every failure is a readable message on
//! stderr and exit code 2; nothing panics on bad input.
//!
//! Each command is one variant of [`Command`] and one module holding its
//! arguments (a clap `Args` struct, whose doc comments are its `--help`)
//! and its `run`.

mod args;
mod board;
mod check_puzzles;
mod computer_match;
mod error;
mod games;
mod lesson;
mod perft;
mod play;
mod puzzles;
mod referee;
mod replay;
mod review;
mod selfplay;

use std::io::{self, Write};
use std::process::ExitCode;

use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{CommandFactory, Parser, Subcommand};

/// Four mancala games from the command line: Sulus Aidi, Sokusowó,
/// Sadeqa II and Anywoli.
///
/// GAME is a game key (`mancala games` lists them). Moves are hole
/// labels like 3B, and 3B+7A for the Sulus Aidi opening.
#[derive(Parser)]
#[command(name = "mancala")]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    Replay(replay::ReplayArgs),
    Play(play::PlayArgs),
    Perft(perft::PerftArgs),
    Selfplay(selfplay::SelfplayArgs),
    Match(computer_match::MatchArgs),
    Referee(referee::RefereeArgs),
    Review(review::ReviewArgs),
    Puzzles(puzzles::PuzzlesArgs),
    Lesson(lesson::LessonArgs),
    CheckPuzzles(check_puzzles::CheckPuzzlesArgs),
    Games(games::GamesArgs),
}

impl Command {
    fn run(self, out: &mut impl Write) -> CliResult<()> {
        match self {
            Command::Replay(args) => args.run(out),
            Command::Play(args) => args.run(out),
            Command::Perft(args) => args.run(out),
            Command::Selfplay(args) => args.run(out),
            Command::Match(args) => args.run(out),
            Command::Referee(args) => args.run(out),
            Command::Review(args) => args.run(out),
            Command::Puzzles(args) => args.run(out),
            Command::Lesson(args) => args.run(out),
            Command::CheckPuzzles(args) => args.run(out),
            Command::Games(args) => args.run(out),
        }
    }
}

pub use error::{CliError, CliResult};

fn main() -> ExitCode {
    let result = match Cli::try_parse() {
        Ok(Cli {
            command: Some(command),
        }) => {
            let stdout = io::stdout();
            let mut out = stdout.lock();
            command.run(&mut out).and_then(|()| Ok(out.flush()?))
        }
        Ok(Cli { command: None }) => Cli::command().print_help().map_err(CliError::from),
        Err(e) if !e.use_stderr() => e.print().map_err(CliError::from),
        Err(e) => Err(CliError::Usage(usage_message(&e))),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::from(2)
        }
    }
}

/// A clap error in the words the command has always used: what is wrong,
/// and which argument.
fn usage_message(e: &clap::Error) -> String {
    let context = |kind| match e.get(kind) {
        Some(ContextValue::String(s)) => s.clone(),
        Some(ContextValue::Strings(list)) => list.join(", "),
        _ => String::new(),
    };
    // `--games <N>` → `--games`, `<MOVES>` → `MOVES`.
    let name = |arg: String| {
        let first = arg.split(' ').next().unwrap_or_default().to_string();
        first.trim_matches(['<', '>']).to_string()
    };
    let see_help = "(mancala help COMMAND shows the usage)";
    match e.kind() {
        ErrorKind::InvalidSubcommand => {
            let commands: Vec<String> = Cli::command()
                .get_subcommands()
                .map(|c| c.get_name().to_string())
                .filter(|name| name != "help")
                .collect();
            let (last, rest) = commands.split_last().expect("mancala has commands");
            format!(
                "unknown command {:?}: expected {} or {last} {see_help}",
                context(ContextKind::InvalidSubcommand),
                rest.join(", ")
            )
        }
        ErrorKind::UnknownArgument => format!(
            "unexpected argument {:?} {see_help}",
            context(ContextKind::InvalidArg)
        ),
        ErrorKind::MissingRequiredArgument => {
            let missing = match e.get(ContextKind::InvalidArg) {
                Some(ContextValue::Strings(list)) => list.clone(),
                _ => Vec::new(),
            };
            let missing: Vec<String> = missing.into_iter().map(name).collect();
            format!("missing {} {see_help}", missing.join(", "))
        }
        ErrorKind::InvalidValue if context(ContextKind::InvalidValue).is_empty() => {
            format!("{} needs a value", name(context(ContextKind::InvalidArg)))
        }
        ErrorKind::ValueValidation => {
            let why = std::error::Error::source(e).map_or(String::new(), |s| s.to_string());
            format!("{}: {why}", name(context(ContextKind::InvalidArg)))
        }
        ErrorKind::ArgumentConflict => format!(
            "{} cannot be used with {}",
            name(context(ContextKind::InvalidArg)),
            name(context(ContextKind::PriorArg))
        ),
        _ => {
            let rendered = e.to_string();
            let first = rendered.lines().next().unwrap_or_default();
            first.trim_start_matches("error: ").to_string()
        }
    }
}
