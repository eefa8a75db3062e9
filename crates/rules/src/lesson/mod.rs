//! Lessons (docs/LESSONS.md): what a move did, read from the events the
//! engine gives for it, and whether that is what a lesson step asks for or
//! states. One home for the judging: `mancala lesson` checks every shipped
//! step with it, and the page judges a learner's move with it through wasm
//! (`Game.judgeLessonMove`); both only word the verdict.
//!
//! - [`MoveFacts`]: a move's laps, end, seeds put aside, captures, claims,
//!   extra move, race and end, from its events;
//! - [`PropsText`] and [`MoveProps`]: the properties a step states about a
//!   move, as written in a lesson file and read against the board
//!   ([`PropError`] when a value does not read);
//! - [`Mismatch`]: a property the move does not have, with what it does
//!   instead, a code and the values a page words it with;
//! - [`Task`]: what a step asks for (a move, or a move with properties) and
//!   the [`Judgement`] of a move against it.

mod facts;
mod mismatch;
mod props;
mod props_text;
mod task;

pub use facts::{CaptureFact, ClaimFact, MoveFacts, RaceTicks};
pub use mismatch::Mismatch;
pub use props::MoveProps;
pub use props_text::{CaptureText, PropError, PropsText, RaceTicksText};
pub use task::{read_move, Judgement, Task, TaskError, TaskText};

/// Serialises a value as the text it writes (a move, a position).
#[cfg(feature = "serde")]
fn as_text<T: std::fmt::Display, S: serde::Serializer>(value: &T, s: S) -> Result<S::Ok, S::Error> {
    s.collect_str(value)
}
