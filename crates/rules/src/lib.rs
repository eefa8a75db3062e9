//! Rules of four mancala games from the Horn of Africa and Nigeria —
//! Sulus Aidi, Sokusowó, Sadeqa II and Anywoli — exactly as the project's
//! seed texts and rulings describe them.
//!
//! Pure Rust: no I/O, no global randomness. A [`Position`] is a small
//! `Copy` state; [`Position::play`] checks and plays a [`Move`], reporting
//! every [`Event`] so a front end can animate it. A [`Game`] adds history,
//! threefold repetition, undo/redo and the record format.

mod by_player;
mod error;
mod event;
mod fen;
mod game;
mod games;
mod perft;
mod position;
mod sowing;
#[cfg(feature = "testing")]
pub mod testing;
mod variant;
mod view;

pub use by_player::ByPlayer;
pub use error::{IllegalMove, ParseError, PlayError, ERROR_CODES};
pub use event::{CaptureKind, Event, Events};
pub use fen::{SetupError, MAX_POSITION_LEN};
pub use game::{Game, MAX_RECORD_LEN};
pub use perft::{perft, perft_divide, random_playout, Playout};
pub use position::{
    EndReason, Endless, LastFour, Move, Options, Outcome, Phase, Position, Progress,
    DEFAULT_STALL_LIMIT, MAX_STALL_LIMIT,
};
pub use variant::{Hole, Layout, Player, Variant, MAX_HOLES};
pub use view::{HoleView, View};
