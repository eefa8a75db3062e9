//! `mancala play`: two people at one terminal. Reads one command per line,
//! so it works the same with a pipe as with a keyboard.

use std::io::{BufRead, Write};

use mancala_rules::{Game, Hole, Phase, Position};

use crate::args::Setup;
use crate::board::{draw, summarize};
use crate::CliResult;

/// A game for two people at this terminal (one command per line; type help)
#[derive(clap::Args)]
pub struct PlayArgs {
    /// The game's key (`mancala games` lists them)
    game: String,
    #[command(flatten)]
    setup: Setup,
}

impl PlayArgs {
    pub fn run(self, out: &mut impl Write) -> CliResult<()> {
        play(self.setup.start(&self.game)?, std::io::stdin().lock(), out)
    }
}

const HELP: &str = "\
commands: a hole label to sow it (3B), in the Sulus Aidi opening both holes (3B+7A);
  why HOLE   why a hole cannot be played
  undo, redo take back a move, play it again
  record     the game record so far
  quit       leave (also end of input)";

pub fn play(start: Position, input: impl BufRead, out: &mut impl Write) -> CliResult<()> {
    let mut game = Game::from_position(start);
    writeln!(
        out,
        "{} — type help for the commands",
        game.variant().name()
    )?;
    show(&game, out)?;
    for line in input.lines() {
        let line = line?;
        let command = line.trim();
        let (word, rest) = command.split_once(' ').unwrap_or((command, ""));
        match word {
            "" => continue,
            "quit" | "q" | "exit" => break,
            "help" | "?" => writeln!(out, "{HELP}")?,
            "record" => write!(out, "{game}")?,
            "undo" => match game.undo() {
                Some(mv) => writeln!(out, "took back {mv}")?,
                None => writeln!(out, "nothing to undo")?,
            },
            "redo" => match game.redo() {
                Some((mv, events)) => report(&mv.to_string(), &summarize(&events), out)?,
                None => writeln!(out, "nothing to redo")?,
            },
            "why" => writeln!(out, "{}", why(&game, rest.trim()))?,
            _ => match game.play_text(command) {
                Ok(events) => report(command, &summarize(&events), out)?,
                Err(e) => {
                    writeln!(out, "{e}")?;
                    prompt(&game, out)?;
                    continue;
                }
            },
        }
        show(&game, out)?;
    }
    writeln!(out, "\n{game}")?;
    Ok(())
}

fn report(mv: &str, lines: &[String], out: &mut impl Write) -> CliResult<()> {
    writeln!(out, "played {mv}")?;
    for line in lines {
        writeln!(out, "  {line}")?;
    }
    Ok(())
}

fn why(game: &Game, label: &str) -> String {
    let position = game.position();
    match Hole::parse(position.variant(), label) {
        Err(e) => e.message,
        Ok(hole) => {
            let status = if position.phase() == Phase::Race {
                position.check_race_hole(hole)
            } else {
                position.check_hole(hole)
            };
            match status {
                Ok(()) => format!("{hole} can be played"),
                Err(e) => e.to_string(),
            }
        }
    }
}

/// The board, whose turn, the legal moves and why the mover's other holes
/// cannot be played.
fn show(game: &Game, out: &mut impl Write) -> CliResult<()> {
    let view = game.view();
    writeln!(out, "\n{}", draw(&view))?;
    if let (true, Some(reason)) = (view.over, &view.reason) {
        let result = match view.winner {
            Some(p) => format!("{p} wins"),
            None => "draw".into(),
        };
        writeln!(out, "game over: {result} ({reason}); undo or quit")?;
        return Ok(());
    }
    if view.phase == "race" {
        writeln!(
            out,
            "opening: both players choose a hole at once; type both, like 3B+7A"
        )?;
    } else {
        writeln!(
            out,
            "{} to move: {}",
            view.to_move,
            view.legal_moves.join(" ")
        )?;
        for h in view.holes.iter().filter(|h| h.owner == view.to_move) {
            if let Some(why) = &h.blocked {
                writeln!(out, "  not {}: {why}", h.label)?;
            }
        }
    }
    prompt(game, out)
}

fn prompt(game: &Game, out: &mut impl Write) -> CliResult<()> {
    let position = game.position();
    if position.phase() == Phase::Race {
        write!(out, "B+A> ")?;
    } else {
        write!(out, "{}> ", position.to_move())?;
    }
    out.flush()?;
    Ok(())
}
