//! A game in progress: its start, the moves played, threefold repetition,
//! undo and redo, and the game record format. See `docs/FORMATS.md`.
//!
//! ```text
//! game: anywoli
//! start: B
//! last-four: previous
//! stall-limit: 100
//! moves: 1B 5A 7B
//! result: *
//! ```
//! `position:` (a position text) follows `game:` when the game did not
//! begin at the start position. `result:` is `*` while the game goes on,
//! else `B`, `A` or `draw`, then the reason code in brackets; on reading it
//! must agree with the replay.

use std::collections::HashMap;
use std::fmt;
use std::str::FromStr;

use crate::error::{clip, ParseError, PlayError, ReadCode, ReadError};
use crate::event::Event;
use crate::game_option::GameOption;
use crate::position::{LastFour, Move, Options, Outcome, Position, MAX_STALL_LIMIT};
use crate::variant::Variant;

/// Longest record text read; anything longer is refused before parsing.
pub const MAX_RECORD_LEN: usize = 256 * 1024;

/// A game: positions from its start, one per move, plus moves undone that
/// can be redone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    start: Position,
    /// Whether `start` is the variant's own start position for its options.
    standard_start: bool,
    moves: Vec<Move>,
    /// `positions[k]` is the position after `moves[..k]`.
    positions: Vec<Position>,
    /// How often each repetition key occurs in `positions`, so threefold
    /// repetition costs one lookup per move, not a scan of the game.
    occurrences: HashMap<Position, u16>,
    redo: Vec<Move>,
}

impl Game {
    pub fn new(variant: Variant, options: Options) -> Game {
        Game::from_position(Position::with_options(variant, options))
    }

    /// A game continuing from a set-up position.
    pub fn from_position(start: Position) -> Game {
        Game {
            start,
            standard_start: start == Position::with_options(start.variant(), start.options()),
            moves: Vec::new(),
            positions: vec![start],
            occurrences: HashMap::from([(start.repetition_key(), 1)]),
            redo: Vec::new(),
        }
    }

    pub fn variant(&self) -> Variant {
        self.start.variant()
    }

    pub fn options(&self) -> Options {
        self.start.options()
    }

    pub fn start(&self) -> &Position {
        &self.start
    }

    pub fn position(&self) -> &Position {
        self.positions
            .last()
            .expect("a game always has its start position")
    }

    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The position after the first `ply` moves.
    pub fn position_at(&self, ply: usize) -> Option<&Position> {
        self.positions.get(ply)
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.position().outcome()
    }

    /// Anywoli ended with four seeds left: who took them, and by which
    /// rule (docs/RULES.md, Anywoli 6): `previous` (the player who took the
    /// group just before them, the default, also when the option names the
    /// first final-seed capturer and nobody made one), `first` (the first
    /// final-seed capturer) or `lottery`. `None` for any other end.
    pub fn last_four(&self) -> Option<(crate::Player, &'static str)> {
        let outcome = self.outcome()?;
        if outcome.reason != crate::EndReason::FourLeft {
            return None;
        }
        let ply = self.moves.len().checked_sub(1)?;
        let mut before = *self.position_at(ply)?;
        let mut events = Vec::new();
        before.play_unchecked(self.moves[ply], &mut events).ok()?;
        let to = events.iter().rev().find_map(|e| match e {
            Event::Collect { to, .. } => Some(*to),
            _ => None,
        })?;
        let rule = match self.options().last_four {
            LastFour::Lottery(_) => "lottery",
            LastFour::FirstFinalCapturer if self.position().first_final_capturer().is_some() => {
                "first"
            }
            _ => "previous",
        };
        Some((to, rule))
    }

    /// Reads a move in notation and plays it.
    pub fn play_text(&mut self, text: &str) -> Result<Vec<Event>, PlayError> {
        let mv = Move::parse(self.variant(), text.trim())?;
        self.play(mv)
    }

    /// Plays a legal move and returns its events; a third occurrence of the
    /// resulting position ends the game by repetition. Clears the redo list.
    pub fn play(&mut self, mv: Move) -> Result<Vec<Event>, PlayError> {
        let events = self.apply(mv)?;
        self.redo.clear();
        Ok(events)
    }

    /// What playing `mv` now would do, without playing it: its events (a
    /// repetition end included) and the position after. For a preview of
    /// a move before the player commits to it.
    pub fn preview(&self, mv: Move) -> Result<(Position, Vec<Event>), PlayError> {
        let mut next = *self.position();
        let mut events = Vec::new();
        next.play(mv, &mut events)
            .map_err(|why| PlayError::Illegal { mv, why })?;
        if !next.is_over() {
            let seen = self.occurrences.get(&next.repetition_key());
            if seen.is_some_and(|&n| n >= 2) {
                next.finish_by_repetition(&mut events);
            }
        }
        Ok((next, events))
    }

    fn apply(&mut self, mv: Move) -> Result<Vec<Event>, PlayError> {
        let (next, events) = self.preview(mv)?;
        self.moves.push(mv);
        *self.occurrences.entry(next.repetition_key()).or_default() += 1;
        self.positions.push(next);
        Ok(events)
    }

    /// Takes back the last move; returns it, or `None` at the start.
    pub fn undo(&mut self) -> Option<Move> {
        let mv = self.moves.pop()?;
        if let Some(last) = self.positions.pop() {
            let key = last.repetition_key();
            if let Some(n) = self.occurrences.get_mut(&key) {
                *n -= 1;
                if *n == 0 {
                    self.occurrences.remove(&key);
                }
            }
        }
        self.redo.push(mv);
        Some(mv)
    }

    /// Plays again the last move undone, with its events.
    pub fn redo(&mut self) -> Option<(Move, Vec<Event>)> {
        let mv = self.redo.pop()?;
        let events = self
            .apply(mv)
            .expect("a move undone is legal where it was played");
        Some((mv, events))
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Replays `moves` (labels separated by spaces) from `start`.
    pub fn replay(start: Position, moves: &str) -> Result<Game, PlayError> {
        let mut game = Game::from_position(start);
        let mut offset = 0;
        for word in moves.split(' ') {
            if !word.is_empty() {
                let mv = Move::parse(game.variant(), word).map_err(|e| e.shifted(offset))?;
                game.play(mv)?;
            }
            offset += word.len() + 1;
        }
        Ok(game)
    }
}

fn result_text(outcome: Option<Outcome>) -> String {
    match outcome {
        None => "*".into(),
        Some(o) => {
            let winner = o.winner.map_or("draw".to_string(), |p| p.to_string());
            format!("{winner} ({})", o.reason.code())
        }
    }
}

impl fmt::Display for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let options = self.options();
        writeln!(f, "game: {}", self.variant())?;
        if !self.standard_start {
            writeln!(f, "position: {}", self.start)?;
        }
        writeln!(f, "start: {}", options.starter)?;
        if self.variant().has_option(GameOption::LastFour) {
            writeln!(f, "last-four: {}", options.last_four.key())?;
        }
        if self.variant().has_option(GameOption::StallLimit) {
            writeln!(f, "stall-limit: {}", options.stall_limit)?;
        }
        f.write_str("moves:")?;
        for mv in &self.moves {
            write!(f, " {mv}")?;
        }
        writeln!(f)?;
        writeln!(f, "result: {}", result_text(self.outcome()))
    }
}

impl FromStr for Game {
    type Err = ParseError;

    /// Reads a record and replays it. Errors name the line and what was
    /// expected; a move that cannot be played names the move and why.
    fn from_str(s: &str) -> Result<Game, ParseError> {
        if s.len() > MAX_RECORD_LEN {
            return Err(ReadError::new(
                0,
                ReadCode::TooLong,
                format!(
                    "a record is at most {MAX_RECORD_LEN} characters, this one has {}",
                    s.len()
                ),
            )
            .arg("what", "record")
            .arg("max", MAX_RECORD_LEN)
            .arg("len", s.len())
            .into());
        }
        let mut variant = None;
        let mut position: Option<Position> = None;
        let mut options = Options::default();
        let mut given: Vec<&str> = Vec::new();
        let mut moves: Option<(usize, &str)> = None;
        let mut result: Option<(usize, &str)> = None;
        let mut offset = 0;
        for (n, raw) in s.split('\n').enumerate() {
            let line_at = offset;
            offset += raw.len() + 1;
            let line = raw.trim_end_matches('\r');
            let trimmed = line.trim_start();
            if trimmed.is_empty() || trimmed.starts_with('#') {
                continue;
            }
            let at = line_at + (line.len() - trimmed.len());
            let err = |col: usize, code: ReadCode, msg: String| {
                ReadError::new(at + col, code, msg).on_line(n + 1)
            };
            let Some((key, value)) = trimmed.split_once(':') else {
                return Err(ReadError::new(at, ReadCode::BadRecordLine, format!("expected key: value (game, position, start, last-four, stall-limit, moves or result), found {:?}", clip(trimmed))).arg("found", clip(trimmed)).on_line(n + 1).into());
            };
            let value_col = key.len() + 1 + (value.len() - value.trim_start().len());
            let value = value.trim();
            let key = key.trim();
            if given.contains(&key) {
                return Err(err(
                    0,
                    ReadCode::KeyTwice,
                    format!("{} is given twice", clip(key)),
                )
                .arg("field", clip(key))
                .into());
            }
            if variant.is_none() && key != "game" {
                return Err(err(
                    0,
                    ReadCode::RecordWithoutGame,
                    "a record starts with game: and the game key".into(),
                )
                .into());
            }
            given.push(key);
            // A value that does not read: the value's own error, on this line.
            let inner = |e: ParseError| e.shifted(at + value_col).on_line(n + 1);
            let verr = |what: String| {
                err(
                    value_col,
                    ReadCode::BadValue,
                    format!("{key}: expected {what}, found {:?}", clip(value)),
                )
                .arg("field", key)
                .arg("found", clip(value))
            };
            match key {
                "game" => variant = Some(value.parse::<Variant>().map_err(inner)?),
                "position" => position = Some(value.parse::<Position>().map_err(inner)?),
                "start" => options.starter = value.parse().map_err(|_| verr("A or B".into()))?,
                "last-four" => options.last_four = LastFour::from_key(value).ok_or_else(|| verr("previous, first, lottery-A or lottery-B".into()))?,
                "stall-limit" => {
                    options.stall_limit = value
                        .parse()
                        .ok()
                        .filter(|n| (1..=MAX_STALL_LIMIT).contains(n) && !value.starts_with('+'))
                        .ok_or_else(|| verr(format!("a number from 1 to {MAX_STALL_LIMIT}")).arg("max", MAX_STALL_LIMIT))?
                }
                "moves" => moves = Some((at + value_col, value)),
                "result" => result = Some((at + value_col, value)),
                _ => return Err(err(0, ReadCode::UnknownKey, format!("unknown key {:?}: expected game, position, start, last-four, stall-limit, moves or result", clip(key))).arg("found", clip(key)).into()),
            }
        }
        let variant = variant.ok_or_else(|| {
            ReadError::new(
                0,
                ReadCode::RecordWithoutGame,
                "a record starts with game: and the game key",
            )
        })?;
        let not_for_game = GameOption::ALL
            .iter()
            .any(|&option| given.contains(&option.key()) && !variant.has_option(option));
        if not_for_game {
            return Err(ReadError::new(
                0,
                ReadCode::OptionsNotForGame,
                format!(
                    "last-four and stall-limit are Anywoli options, not for {}",
                    variant.name()
                ),
            )
            .arg("game", variant)
            .into());
        }
        let start = match position {
            Some(p) => {
                if p.variant() != variant {
                    return Err(ReadError::new(
                        0,
                        ReadCode::PositionOfOtherGame,
                        format!(
                            "the position is {} position, the record is for {}",
                            p.variant().with_article(),
                            variant.name()
                        ),
                    )
                    .arg("position", p.variant())
                    .arg("game", variant)
                    .into());
                }
                let option_keys = ["start", "last-four", "stall-limit"];
                if option_keys.iter().any(|k| given.contains(k)) && p.options() != options {
                    return Err(ReadError::new(
                        0,
                        ReadCode::OptionsDisagree,
                        "the options disagree with the position's options",
                    )
                    .into());
                }
                p
            }
            None => Position::with_options(variant, options),
        };
        let mut game = Game::from_position(start);
        if let Some((at, text)) = moves {
            let mut col = 0;
            for word in text.split(' ') {
                if !word.is_empty() {
                    let ply = game.moves.len() + 1;
                    let mv = Move::parse(variant, word).map_err(|e| {
                        let message = format!("move {ply}: {}", e.message);
                        ParseError {
                            message,
                            ..e.shifted(at + col)
                        }
                        .arg("ply", ply)
                    })?;
                    game.play(mv).map_err(|why| {
                        let mut e = ReadError::new(
                            at + col,
                            ReadCode::IllegalMove,
                            format!("move {ply} ({word}): {why}"),
                        )
                        .arg("ply", ply)
                        .arg("move", word)
                        .arg("why", why.code());
                        e.args.extend(why.args());
                        e
                    })?;
                }
                col += word.len() + 1;
            }
        }
        if let Some((at, text)) = result {
            let replayed = result_text(game.outcome());
            if text != replayed {
                return Err(ReadError::new(
                    at,
                    ReadCode::ResultDiffers,
                    format!(
                        "the record says result {:?} but its moves give {replayed:?}",
                        clip(text)
                    ),
                )
                .arg("says", clip(text))
                .arg("replayed", replayed)
                .into());
            }
        }
        Ok(game)
    }
}
