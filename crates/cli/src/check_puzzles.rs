//! `mancala check-puzzles`: re-verifies puzzle files line by line
//! (`mancala_ai::PuzzleChecker`, independent of the generator); the build
//! runs it on the puzzles it ships.

use std::io::Write;

use mancala_ai::{Goal, Puzzle, PuzzleChecker};
use mancala_rules::{Hole, Position, Variant};
use serde::Deserialize;

use crate::args::read_endings;
use crate::{CliError, CliResult};

/// Check puzzle files (one JSON line per puzzle, as `mancala puzzles`
/// writes them): every line must read, and its answer must hold when every
/// move is valued again by another exact source (docs/PUZZLES.md). The
/// first bad line is reported as FILE:LINE: what is wrong.
#[derive(clap::Args)]
pub struct CheckPuzzlesArgs {
    /// Puzzle files (puzzles-GAME.jsonl)
    #[arg(required = true, value_name = "FILE")]
    files: Vec<String>,
    /// A Sadeqa II endgame table, for positions too big to solve outright
    #[arg(long, value_name = "FILE")]
    endings: Option<String>,
}

/// One line of a puzzle file; anything else in it is refused.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PuzzleLine {
    game: String,
    position: String,
    solution: String,
    goal: String,
    plies: u32,
    difficulty: u8,
    margin: Option<i32>,
    /// Goal "gain": every move's gain, by its label.
    gains: Option<std::collections::BTreeMap<String, i32>>,
}

/// The puzzle a line describes, every field read and checked.
fn read_line(text: &str) -> Result<Puzzle, String> {
    let line: PuzzleLine =
        serde_json::from_str(text).map_err(|e| format!("not a puzzle line: {e}"))?;
    let position: Position = line
        .position
        .parse()
        .map_err(|e: mancala_rules::ParseError| format!("position: {}", e.message))?;
    let game: Variant = line
        .game
        .parse()
        .map_err(|e: mancala_rules::ParseError| format!("game: {}", e.message))?;
    if game != position.variant() {
        return Err(format!(
            "game {:?} but a {} position",
            line.game,
            position.variant()
        ));
    }
    let solution =
        Hole::parse(game, &line.solution).map_err(|e| format!("solution: {}", e.message))?;
    let goal = match line.goal.as_str() {
        "win" => Goal::Win,
        "best" => Goal::Best,
        "gain" => Goal::Gain,
        other => {
            return Err(format!(
                "goal {other:?} is not \"win\", \"best\" or \"gain\""
            ))
        }
    };
    let gains = line
        .gains
        .unwrap_or_default()
        .into_iter()
        .map(|(label, gain)| {
            Hole::parse(game, &label)
                .map(|hole| (hole, gain))
                .map_err(|e| format!("gains: {}", e.message))
        })
        .collect::<Result<Vec<_>, _>>()?;
    if line.margin.is_some() != game.score_decides() {
        return Err(
            "a margin is stated where seeds decide (every game but Sadeqa II), and only there"
                .into(),
        );
    }
    Ok(Puzzle {
        position,
        solution,
        goal,
        margin: line.margin,
        plies: line.plies,
        difficulty: line.difficulty,
        gains,
    })
}

impl CheckPuzzlesArgs {
    pub fn run(self, out: &mut impl Write) -> CliResult<()> {
        let endings = self.endings.as_deref().map(read_endings).transpose()?;
        let mut checker = PuzzleChecker::new(endings);
        for file in &self.files {
            let text = std::fs::read_to_string(file).map_err(|error| CliError::Unreadable {
                what: format!("{file}: cannot read it"),
                error,
            })?;
            let mut seen = std::collections::HashSet::new();
            let mut count = 0;
            for (index, line) in text.lines().enumerate() {
                let at = |why: String| CliError::Puzzle {
                    file: file.to_string(),
                    line: index + 1,
                    why,
                };
                let puzzle = read_line(line).map_err(at)?;
                if !seen.insert(puzzle.position.to_string()) {
                    return Err(at(format!("the position {} comes twice", puzzle.position)));
                }
                checker
                    .check(&puzzle)
                    .map_err(|e| at(format!("{}: {e}", puzzle.position)))?;
                count += 1;
            }
            if count == 0 {
                return Err(CliError::Usage(format!("{file}: no puzzles in it")));
            }
            writeln!(out, "{file}: {count} puzzles checked")?;
        }
        Ok(())
    }
}
