//! `mancala replay`: moves in, the resulting state out as one JSON object.

use std::io::{BufRead, Read, Write};

use mancala_rules::{Game, Move, PlayError, Position, MAX_RECORD_LEN};
use serde::Deserialize;

use crate::args::Setup;
use crate::{CliError, CliResult};

/// Print the state after MOVES as one line of JSON; or the final state of a
/// game record (--record); or answer JSON requests line by line (--batch)
#[derive(clap::Args)]
pub struct ReplayArgs {
    /// The game's key (`mancala games` lists them)
    #[arg(required_unless_present_any = ["record", "batch"])]
    game: Option<String>,
    /// Moves separated by spaces, e.g. "1B 3A" ("" for none)
    #[arg(required_unless_present_any = ["record", "batch"])]
    moves: Option<String>,
    /// A game record file (docs/FORMATS.md); - reads stdin
    #[arg(long, value_name = "FILE", conflicts_with_all = ["game", "batch"])]
    record: Option<String>,
    /// Read {"game","moves","options","position"} JSON lines from stdin and
    /// write one JSON state (or {"error"}) per line
    #[arg(long, conflicts_with = "game")]
    batch: bool,
    #[command(flatten)]
    setup: Setup,
}

impl ReplayArgs {
    pub fn run(self, out: &mut impl Write) -> CliResult<()> {
        let setup_given = self.setup.position.is_some() || self.setup.options_given();
        if (self.batch || self.record.is_some()) && setup_given {
            return Err(CliError::Usage(
                "--batch and --record take their set-up from their input, not from flags".into(),
            ));
        }
        if self.batch {
            batch(std::io::stdin().lock(), out)
        } else if let Some(path) = self.record {
            Ok(writeln!(out, "{}", replay_record(&path)?)?)
        } else {
            // clap asks for both unless --record or --batch is given.
            let missing = |name: &str| CliError::Usage(format!("missing {name}"));
            let game = self.game.ok_or_else(|| missing("GAME"))?;
            let moves = self.moves.ok_or_else(|| missing("MOVES"))?;
            let start = self.setup.start(&game)?;
            Ok(writeln!(out, "{}", replay(start, &moves)?)?)
        }
    }
}

/// Plays `moves` (labels separated by spaces) from `start`; an error names
/// the move by its number and says why it cannot be played.
pub fn replay_moves(start: Position, moves: &str) -> CliResult<Game> {
    let mut game = Game::from_position(start);
    for (n, word) in moves.split_whitespace().enumerate() {
        let result = Move::parse(game.variant(), word)
            .map_err(PlayError::Parse)
            .and_then(|mv| game.play(mv));
        match result {
            Ok(_) => {}
            Err(error) => {
                return Err(CliError::Move {
                    ply: n + 1,
                    word: word.to_string(),
                    error,
                })
            }
        }
    }
    Ok(game)
}

/// The state after `moves` as one line of JSON (`Game::view`).
pub fn replay(start: Position, moves: &str) -> CliResult<String> {
    let game = replay_moves(start, moves)?;
    Ok(serde_json::to_string(&game.view())?)
}

/// The final state of the game record in file `path` (`-`: stdin).
pub fn replay_record(path: &str) -> CliResult<String> {
    Ok(serde_json::to_string(&read_record(path)?.view())?)
}

/// The game of the record in file `path` (`-`: stdin), replayed.
pub fn read_record(path: &str) -> CliResult<Game> {
    let mut text = String::new();
    let limit = MAX_RECORD_LEN as u64 + 1;
    let read = if path == "-" {
        std::io::stdin()
            .lock()
            .take(limit)
            .read_to_string(&mut text)
    } else {
        std::fs::File::open(path)
            .and_then(|f| f.take(limit).read_to_string(&mut text))
            .map_err(|e| std::io::Error::new(e.kind(), format!("{path}: {e}")))
    };
    read.map_err(|error| CliError::Unreadable {
        what: "cannot read the record".into(),
        error,
    })?;
    text.parse().map_err(CliError::Record)
}

/// One line of `replay --batch` input.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Request {
    game: String,
    #[serde(default)]
    moves: String,
    #[serde(default)]
    options: JsonOptions,
    position: Option<String>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct JsonOptions {
    start: Option<String>,
    last_four: Option<String>,
    stall_limit: Option<u64>,
}

fn answer(line: &str) -> CliResult<String> {
    let request: Request = serde_json::from_str(line).map_err(CliError::Request)?;
    let setup = Setup {
        position: request.position,
        starter: request.options.start,
        last_four: request.options.last_four,
        stall_limit: request.options.stall_limit,
    };
    replay(setup.start(&request.game)?, &request.moves)
}

/// Reads JSON requests, one per line, and writes one JSON state or
/// `{"error": "…"}` per request. Blank lines are skipped.
pub fn batch(input: impl BufRead, out: &mut impl Write) -> CliResult<()> {
    for bytes in input.split(b'\n') {
        let bytes = bytes?;
        let reply = match std::str::from_utf8(&bytes) {
            Ok(line) if line.trim().is_empty() => continue,
            Ok(line) => answer(line),
            Err(_) => Err(CliError::Usage(
                "bad request: the line is not valid UTF-8".into(),
            )),
        };
        match reply {
            Ok(state) => writeln!(out, "{state}")?,
            Err(error) => writeln!(out, "{}", serde_json::json!({ "error": error.to_string() }))?,
        }
    }
    Ok(())
}
