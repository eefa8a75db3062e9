//! Why a command failed: the cases the CLI has, each worded as the command
//! has always worded it (the tests in `tests/cli.rs` pin the sentences).

use std::fmt;
use std::io;

use mancala_ai::{EndingsError, NotSolved};
use mancala_rules::{ParseError, PlayError};

/// A failure to report: `main` prints `error: ` and the sentence, and exits
/// with code 2; `replay --batch` answers it as `{"error": …}`.
#[derive(Debug)]
pub enum CliError {
    /// Arguments or an input the command cannot run with, in the CLI's own
    /// words (clap's usage errors, flags that contradict each other…).
    Usage(String),
    /// Writing the answer or reading the terminal failed.
    Io(io::Error),
    /// A file (or standard input) could not be read; `what` says which.
    Unreadable { what: String, error: io::Error },
    /// A game key that names no game.
    Game(ParseError),
    /// A `--position` text not read, or refused.
    Position(ParseError),
    /// A record not read, or refused.
    Record(ParseError),
    /// Move `ply` (counted from 1), written `word`, not read or not legal.
    Move {
        ply: usize,
        word: String,
        error: PlayError,
    },
    /// A `replay --batch` request line that is not a request.
    Request(serde_json::Error),
    /// A puzzle file's line refused by `check-puzzles`.
    Puzzle {
        file: String,
        line: usize,
        why: String,
    },
    /// An `--endings` file that is not a Sadeqa II table.
    Endings { path: String, error: EndingsError },
    /// The referee's exact values could not be had.
    Referee(NotSolved),
    /// Writing JSON failed.
    Json(serde_json::Error),
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::Usage(message) => f.write_str(message),
            CliError::Io(error) => write!(f, "{error}"),
            CliError::Unreadable { what, error } => write!(f, "{what}: {error}"),
            CliError::Game(error) => f.write_str(&error.message),
            CliError::Position(error) => write!(f, "position: {error}"),
            CliError::Record(error) => write!(f, "record: {error}"),
            // A label not read is named with the word written; an illegal
            // move's sentence names the move itself.
            CliError::Move {
                ply,
                word,
                error: PlayError::Parse(error),
            } => write!(f, "move {ply} ({word}): {}", error.message),
            CliError::Move { ply, error, .. } => write!(f, "move {ply}: {error}"),
            CliError::Request(error) => write!(f, "bad request: {error}"),
            CliError::Puzzle { file, line, why } => write!(f, "{file}:{line}: {why}"),
            CliError::Endings { path, error } => write!(f, "--endings {path:?}: {error}"),
            CliError::Referee(error) => write!(f, "{error}"),
            CliError::Json(error) => write!(f, "{error}"),
        }
    }
}

impl std::error::Error for CliError {}

impl From<io::Error> for CliError {
    fn from(error: io::Error) -> Self {
        CliError::Io(error)
    }
}

impl From<serde_json::Error> for CliError {
    fn from(error: serde_json::Error) -> Self {
        CliError::Json(error)
    }
}

pub type CliResult<T> = Result<T, CliError>;

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_rules::{Game, Move, Options, Variant};

    /// A label not read names the word written; an illegal move's sentence
    /// names the move itself.
    #[test]
    fn a_move_is_named_as_the_command_always_named_it() {
        let unread = Move::parse(Variant::Sokusowo, "9Z").unwrap_err();
        let error = CliError::Move {
            ply: 2,
            word: "9Z".into(),
            error: PlayError::Parse(unread.clone()),
        };
        assert_eq!(
            error.to_string(),
            format!("move 2 (9Z): {}", unread.message)
        );
        let mut game = Game::new(Variant::Sokusowo, Options::default());
        let illegal = game.play_text("1A").unwrap_err();
        let error = CliError::Move {
            ply: 1,
            word: "1A".into(),
            error: illegal.clone(),
        };
        assert_eq!(error.to_string(), format!("move 1: {illegal}"));
    }
}
