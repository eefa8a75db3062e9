//! What a lesson step asks for, a given move (`play`) or a move with
//! properties (`find`), and the judgement of a move against it.

use std::fmt;

use super::facts::MoveFacts;
use super::mismatch::Mismatch;
use super::props::MoveProps;
use super::props_text::{PropError, PropsText};
use crate::{Move, ParseError, PlayError, Position, Variant};

/// A step's task as a lesson file writes it. Other keys of the step are
/// ignored here: a page may hand the whole step.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Deserialize))]
pub struct TaskText {
    /// The task "play this move".
    pub play: Option<String>,
    /// The task "find a move with these properties".
    pub find: Option<PropsText>,
}

/// What a step asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Task {
    /// This move.
    Play(Move),
    /// A move with every one of these properties.
    Find(MoveProps),
}

/// Why a step's task does not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TaskError {
    /// Both `play` and `find`.
    PlayAndFind,
    /// Neither `play` nor `find`.
    NoTask,
    /// A move (of `play`, or of `answers`) that does not read on the board.
    Move {
        field: &'static str,
        error: ParseError,
    },
    /// A move not written as the engine writes it (`7A+3B` for `3B+7A`).
    MoveSpelling {
        field: &'static str,
        written: String,
        mv: Move,
    },
    /// A `find` without any property.
    EmptyFind,
    /// `after` in `find`: a position after the move is stated in `outcome`.
    AfterInFind,
    /// Properties whose values do not read.
    Props(Vec<PropError>),
}

impl TaskError {
    /// A stable name of the reason, for a page or a refusal to carry.
    pub fn code(&self) -> &'static str {
        match self {
            TaskError::PlayAndFind => "play-and-find",
            TaskError::NoTask => "no-task",
            TaskError::Move { .. } => "bad-move",
            TaskError::MoveSpelling { .. } => "move-spelling",
            TaskError::EmptyFind => "empty-find",
            TaskError::AfterInFind => "after-in-find",
            TaskError::Props(_) => "bad-property",
        }
    }
}

impl fmt::Display for TaskError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TaskError::PlayAndFind => write!(f, "a step has play or find, not both"),
            TaskError::NoTask => {
                write!(f, "a step has a task: play (a move) or find (properties)")
            }
            TaskError::Move { field, error } => write!(f, "{field}: {}", error.message),
            TaskError::MoveSpelling { field, written, mv } => {
                write!(f, "{field}: write the move {written} as {mv}")
            }
            TaskError::EmptyFind => {
                write!(f, "find: give at least one property the move must have")
            }
            TaskError::AfterInFind => write!(
                f,
                "find: after belongs in outcome (a move is found by its events)"
            ),
            TaskError::Props(errors) => {
                let words: Vec<String> = errors.iter().map(PropError::to_string).collect();
                f.write_str(&words.join("; "))
            }
        }
    }
}

impl std::error::Error for TaskError {}

/// Reads a move of a step (`field` names where it is written): it must be
/// on the board and written as the engine writes it, since moves are
/// compared as the engine writes them.
pub fn read_move(variant: Variant, text: &str, field: &'static str) -> Result<Move, TaskError> {
    let mv = Move::parse(variant, text).map_err(|error| TaskError::Move { field, error })?;
    if mv.to_string() != text {
        return Err(TaskError::MoveSpelling {
            field,
            written: text.to_string(),
            mv,
        });
    }
    Ok(mv)
}

/// A move judged against a step: what it did, and every way it is not what
/// the step asks for (none: it is).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Judgement {
    pub facts: MoveFacts,
    pub misses: Vec<Mismatch>,
}

impl Judgement {
    /// The move is what the step asks for.
    pub fn ok(&self) -> bool {
        self.misses.is_empty()
    }
}

impl Task {
    /// Reads a step's task against `variant`'s board.
    pub fn read(variant: Variant, text: &TaskText) -> Result<Task, TaskError> {
        match (&text.play, &text.find) {
            (Some(_), Some(_)) => Err(TaskError::PlayAndFind),
            (None, None) => Err(TaskError::NoTask),
            (Some(play), None) => read_move(variant, play, "play").map(Task::Play),
            (None, Some(find)) => Task::find(find.read(variant).map_err(TaskError::Props)?),
        }
    }

    /// The task "find a move with these properties": at least one, and none
    /// that is not a move's own doing (`after` is stated in `outcome`).
    pub fn find(props: MoveProps) -> Result<Task, TaskError> {
        if props.is_empty() {
            Err(TaskError::EmptyFind)
        } else if props.after.is_some() {
            Err(TaskError::AfterInFind)
        } else {
            Ok(Task::Find(props))
        }
    }

    /// Every way a move with these facts is not what the task asks for.
    pub fn misses(&self, facts: &MoveFacts) -> Vec<Mismatch> {
        match self {
            Task::Play(asked) if *asked == facts.mv => Vec::new(),
            Task::Play(asked) => vec![Mismatch::Play { asked: *asked }],
            Task::Find(props) => props.misses(facts),
        }
    }

    /// Judges `mv` played from `start`; the engine's refusal when it is not
    /// legal there.
    pub fn judge(&self, start: &Position, mv: Move) -> Result<Judgement, PlayError> {
        let facts = MoveFacts::of(start, mv)?;
        let misses = self.misses(&facts);
        Ok(Judgement { facts, misses })
    }
}
