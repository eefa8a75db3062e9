//! Rules of four mancala games from the Horn of Africa and Nigeria —
//! Sulus Aidi, Sokusowó, Sadeqa II and Anywoli — exactly as the project's
//! seed texts and rulings describe them.
//!
//! Pure Rust: no I/O, no global randomness. A [`Position`] is a small
//! `Copy` state; [`Position::play`] checks and plays a [`Move`], reporting
//! every [`Event`] so a front end can animate it. A [`Game`] adds history,
//! threefold repetition, undo/redo and the record format.
//!
//! # Start a game and play
//!
//! A move is a hole label (`3B`), or both players' holes for the Sulus
//! Aidi opening (`3B+7A`). Playing returns the move's events in order;
//! a move the rules refuse changes nothing and says why, with a code a
//! front end can word itself.
//!
//! ```
//! use mancala_rules::{Event, Game, IllegalMove, Options, Player, PlayError, Variant};
//!
//! let mut game = Game::new(Variant::Sokusowo, Options::default());
//! // The seed text's example: four laps, one seed put aside for B in each.
//! let events = game.play_text("1B")?;
//! let aside = events.iter().filter(|e| matches!(e, Event::PutAside { .. }));
//! assert_eq!(aside.count(), 4);
//! assert_eq!(game.position().captured(Player::B), 4);
//! assert_eq!(game.position().to_move(), Player::A);
//!
//! // 2A was emptied by that move.
//! let refused = game.play_text("2A").unwrap_err();
//! assert!(matches!(
//!     refused,
//!     PlayError::Illegal { why: IllegalMove::Empty { .. }, .. }
//! ));
//! assert_eq!(refused.code(), "empty");
//! # Ok::<(), PlayError>(())
//! ```
//!
//! # Read and write positions
//!
//! A [`Position`] writes itself as one line of text and reads it back;
//! a text that is no position of the game is refused with a code and the
//! place where reading failed ([`ParseError`], docs/FORMATS.md).
//!
//! ```
//! use mancala_rules::{Player, Position, Variant};
//!
//! let start = Position::new(Variant::SadeqaII);
//! let text = start.to_string();
//! assert_eq!(text.parse::<Position>()?, start);
//!
//! let after: Position = "sokusowo 1,6,6,1,5,5/5,0,5,5,5,0 A captured=4,0".parse()?;
//! assert_eq!(after.captured(Player::B), 4);
//!
//! let refused = "sokusowo 4,4,4,4,4,4/4,4,4,4,4,5 B".parse::<Position>().unwrap_err();
//! assert_eq!(refused.code, "seed-total");
//! # Ok::<(), mancala_rules::ParseError>(())
//! ```
//!
//! # Records
//!
//! A [`Game`] writes its record (game, options, moves, result) and reads
//! one back by replaying every move, so a record that reads is legal.
//!
//! ```
//! use mancala_rules::{Game, Options, Variant};
//!
//! let mut game = Game::new(Variant::SulusAidi, Options::default());
//! game.play_text("3B+7A")?;
//! let record = game.to_string();
//! assert!(record.starts_with("game: sulus-aidi\n"));
//!
//! let again: Game = record.parse()?;
//! assert_eq!(again.moves(), game.moves());
//! assert_eq!(again.position(), game.position());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod by_player;
mod codes;
mod error;
mod event;
mod fen;
mod game;
mod game_option;
mod games;
pub mod lesson;
mod perft;
mod position;
mod position_error;
mod sowing;
#[cfg(feature = "testing")]
pub mod testing;
mod variant;
mod view;

pub use by_player::ByPlayer;
pub use error::{
    ErrorCode, ErrorKind, IllegalMove, ParseError, PlayError, ReadCode, ReadError, ERROR_CODES,
};
pub use event::{CaptureKind, Event, Events};
pub use fen::{SetupError, MAX_POSITION_LEN};
pub use game::{Game, MAX_RECORD_LEN};
pub use game_option::GameOption;
pub use perft::{perft, perft_divide, random_playout, Playout};
pub use position::{
    EndKind, EndReason, Endless, LastFour, Move, Options, Outcome, Phase, Position, Progress,
    DEFAULT_STALL_LIMIT, MAX_STALL_LIMIT,
};
pub use position_error::{PositionError, RefusalCode};
pub use variant::{Hole, Layout, Player, Variant, MAX_HOLES};
pub use view::{HoleView, View};
