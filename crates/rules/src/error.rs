//! Typed errors with messages a player can read.

use std::fmt;

use crate::variant::{Hole, Player};

/// A text (game key, label, position, record) that could not be read.
/// `at` is the byte offset in the text where reading failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    pub at: usize,
    pub message: String,
}

impl ParseError {
    pub fn new(at: usize, message: impl Into<String>) -> Self {
        ParseError {
            at,
            message: message.into(),
        }
    }

    /// The same error, found `offset` bytes further into an enclosing text.
    pub fn shifted(mut self, offset: usize) -> Self {
        self.at += offset;
        self
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (at character {})", self.message, self.at + 1)
    }
}

impl std::error::Error for ParseError {}

/// Shortens user text quoted in a message so a huge input cannot flood it.
pub(crate) fn clip(s: &str) -> String {
    const MAX: usize = 40;
    if s.chars().count() <= MAX {
        s.to_string()
    } else {
        let mut out: String = s.chars().take(MAX).collect();
        out.push('…');
        out
    }
}

/// Why a move cannot be played. (A label that names no hole of the board
/// is a [`ParseError`]: such a move is not even read.)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IllegalMove {
    GameOver,
    /// A hole of another game's board (this board's holes run 1 to its
    /// number per player).
    NotOnBoard {
        hole: Hole,
    },
    /// The hole belongs to the other player.
    NotYourHole {
        hole: Hole,
        player: Player,
    },
    Empty {
        hole: Hole,
    },
    /// Sokusowó: a move needs at least two seeds.
    TooFewSeeds {
        hole: Hole,
        seeds: u8,
    },
    /// Sulus Aidi: a claimed hole is never sown from.
    Claimed {
        hole: Hole,
        by: Player,
    },
    /// The sowing would relay forever.
    Endless {
        hole: Hole,
    },
    /// Sadeqa II: a player's first move starts from their rightmost hole.
    OpeningFromRightmost {
        required: Hole,
    },
    /// Sulus Aidi: the opening is one joint move of both players (`3B+7A`).
    RaceNeedsBothHoles,
    /// A joint opening move outside the opening.
    NotInRace,
    /// Sulus Aidi opening: this pair of sowings would never end.
    EndlessRace {
        b: Hole,
        a: Hole,
    },
}

impl IllegalMove {
    /// Stable code for translations (`endless`, `empty`, …).
    pub fn code(&self) -> &'static str {
        match self {
            IllegalMove::GameOver => "game-over",
            IllegalMove::NotOnBoard { .. } => "no-such-hole",
            IllegalMove::NotYourHole { .. } => "not-yours",
            IllegalMove::Empty { .. } => "empty",
            IllegalMove::TooFewSeeds { .. } => "too-few",
            IllegalMove::Claimed { .. } => "claimed",
            IllegalMove::Endless { .. } => "endless",
            IllegalMove::OpeningFromRightmost { .. } => "opening-rightmost",
            IllegalMove::RaceNeedsBothHoles => "race-needs-both",
            IllegalMove::NotInRace => "not-in-race",
            IllegalMove::EndlessRace { .. } => "endless-race",
        }
    }
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalMove::GameOver => write!(f, "the game is over"),
            IllegalMove::NotOnBoard { hole } => write!(f, "this board has no hole {hole}"),
            IllegalMove::NotYourHole { hole, player } => {
                write!(
                    f,
                    "{hole} belongs to {}, and it is {player}'s turn",
                    hole.owner()
                )
            }
            IllegalMove::Empty { hole } => write!(f, "{hole} is empty"),
            IllegalMove::TooFewSeeds { hole, seeds } => write!(
                f,
                "{hole} holds {seeds} seed{}: a move needs at least {}",
                if *seeds == 1 { "" } else { "s" },
                crate::games::sokusowo::MIN_SEEDS
            ),
            IllegalMove::Claimed { hole, by } => {
                write!(f, "{hole} is claimed by {by} and cannot be sown from")
            }
            IllegalMove::Endless { hole } => {
                write!(
                    f,
                    "sowing from {hole} would go round forever, so it cannot be played"
                )
            }
            IllegalMove::OpeningFromRightmost { required } => {
                write!(
                    f,
                    "the first move must start from the rightmost hole, {required}"
                )
            }
            IllegalMove::RaceNeedsBothHoles => write!(
                f,
                "the opening is played by both players at once: give one hole each, like 3B+7A"
            ),
            IllegalMove::NotInRace => write!(f, "a joint move like 3B+7A is only for the opening"),
            IllegalMove::EndlessRace { b, a } => {
                write!(f, "the opening {b}+{a} would go round forever")
            }
        }
    }
}

impl std::error::Error for IllegalMove {}

/// A move that could not be played: unreadable, or against the rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    Parse(ParseError),
    Illegal {
        mv: crate::position::Move,
        why: IllegalMove,
    },
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::Parse(e) => write!(f, "{e}"),
            PlayError::Illegal { mv, why } => write!(f, "{mv} cannot be played: {why}"),
        }
    }
}

impl std::error::Error for PlayError {}

impl From<ParseError> for PlayError {
    fn from(e: ParseError) -> Self {
        PlayError::Parse(e)
    }
}
