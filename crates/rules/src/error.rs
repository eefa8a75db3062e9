//! Typed errors with messages a player can read.

use std::fmt;

use crate::position_error::PositionError;
use crate::variant::{Hole, Player};

/// A text (game key, label, position, record) that could not be read, or
/// a position read without fault that no game can be in: the error of the
/// readers, which can fail both ways; [`kind`](Self::kind) says which.
/// `at` is the byte offset in the text where reading failed.
///
/// `code` (one of [`ERROR_CODES`]) and `args` say the same as `message`
/// without words, so a front end can say it in its player's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    pub kind: ErrorKind,
    pub at: usize,
    pub code: &'static str,
    /// Named values the code's sentence needs (a hole label, a count, the
    /// text found…), in the order they were added.
    pub args: Vec<(&'static str, String)>,
    /// The whole sentence in English.
    pub message: String,
}

/// Which way a reader failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// The text could not be read (a bad character, an unknown field…).
    Reading,
    /// The text was read, and the position is one no game can be in: the
    /// [`PositionError`] it was, kept whole by [`ParseError::refusal`].
    Refusal,
}

/// Every [`ParseError::code`] the engine gives. A reader that meets a
/// code outside this list is out of date; `tests/data/refusals.txt` shows
/// each one happening.
pub const ERROR_CODES: &[&str] = &spliced(TEXT_CODES, PositionError::CODES, RECORD_CODES);

/// The codes of reading any text and position texts.
const TEXT_CODES: &[&str] = &[
    // Reading any text
    "too-long",
    "bad-character",
    "unknown-game",
    "bad-player",
    "bad-hole",
    "no-such-hole",
    "bad-joint-move",
    // Position texts
    "empty-position",
    "missing-holes",
    "bad-rows",
    "hole-count",
    "bad-seed-count",
    "too-many-seeds",
    "no-claims-in-game",
    "claim-own-side",
    "bad-claim",
    "missing-turn",
    "no-race-in-game",
    "bad-turn",
    "bad-field",
    "field-twice",
    "bad-value",
    "field-not-for-game",
    "unknown-field",
    "bad-result",
    "result-missing",
    "result-not-over",
];

/// The codes of reading records.
const RECORD_CODES: &[&str] = &[
    "bad-record-line",
    "key-twice",
    "record-without-game",
    "unknown-key",
    "options-not-for-game",
    "position-of-other-game",
    "options-disagree",
    "illegal-move",
    "result-differs",
];

/// The number of [`ERROR_CODES`]: an array's length is fixed in a `const`.
const CODE_COUNT: usize = TEXT_CODES.len() + PositionError::CODES.len() + RECORD_CODES.len();

/// `a`, `b` and `c` one after the other, at compile time, so the refusals'
/// codes are listed once, in [`PositionError::CODES`].
const fn spliced(
    a: &[&'static str],
    b: &[&'static str],
    c: &[&'static str],
) -> [&'static str; CODE_COUNT] {
    let mut out = [""; CODE_COUNT];
    let parts = [a, b, c];
    let (mut i, mut p) = (0, 0);
    while p < parts.len() {
        let mut j = 0;
        while j < parts[p].len() {
            out[i] = parts[p][j];
            i += 1;
            j += 1;
        }
        p += 1;
    }
    out
}

impl ParseError {
    /// A reading error with its code; add the code's arguments with
    /// [`arg`](Self::arg).
    pub fn new(at: usize, code: &'static str, message: impl Into<String>) -> Self {
        debug_assert!(ERROR_CODES.contains(&code), "unlisted error code {code}");
        debug_assert!(
            !PositionError::CODES.contains(&code),
            "{code} is a refusal: a PositionError"
        );
        ParseError {
            kind: ErrorKind::Reading,
            at,
            code,
            args: Vec::new(),
            message: message.into(),
        }
    }

    /// The refusal this error is, if the text was read and refused.
    pub fn refusal(&self) -> Option<PositionError> {
        (self.kind == ErrorKind::Refusal).then(|| PositionError {
            code: self.code,
            args: self.args.clone(),
            message: self.message.clone(),
        })
    }

    /// The same error with one more named argument.
    pub fn arg(mut self, name: &'static str, value: impl fmt::Display) -> Self {
        self.args.push((name, value.to_string()));
        self
    }

    /// The same error, found `offset` bytes further into an enclosing text.
    pub fn shifted(mut self, offset: usize) -> Self {
        self.at += offset;
        self
    }

    /// The same error, found on `line` (counted from 1) of a record.
    pub fn on_line(mut self, line: usize) -> Self {
        self.message = format!("line {line}: {}", self.message);
        self.arg("line", line)
    }
}

/// A refused position as a reader's error: the whole text is at fault.
impl From<PositionError> for ParseError {
    fn from(e: PositionError) -> Self {
        ParseError {
            kind: ErrorKind::Refusal,
            at: 0,
            code: e.code,
            args: e.args,
            message: e.message,
        }
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
    /// The hole holds fewer than the game's minimum (Sokusowó: 2).
    TooFewSeeds {
        hole: Hole,
        seeds: u8,
        min: u8,
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
    /// Every [`code`](Self::code) an illegal move can have.
    pub const CODES: &'static [&'static str] = &[
        "game-over",
        "no-such-hole",
        "not-yours",
        "empty",
        "too-few",
        "claimed",
        "endless",
        "opening-rightmost",
        "race-needs-both",
        "not-in-race",
        "endless-race",
    ];

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

    /// The values its sentence names, for a front end that words it itself:
    /// `hole`, `player` (to move), `owner`, `seeds`, `min`, `by`,
    /// `required`, `b` and `a`.
    pub fn args(&self) -> Vec<(&'static str, String)> {
        let hole = |hole: &Hole| ("hole", hole.to_string());
        match self {
            IllegalMove::GameOver | IllegalMove::RaceNeedsBothHoles | IllegalMove::NotInRace => {
                Vec::new()
            }
            IllegalMove::NotOnBoard { hole: h }
            | IllegalMove::Empty { hole: h }
            | IllegalMove::Endless { hole: h } => {
                vec![hole(h)]
            }
            IllegalMove::NotYourHole { hole: h, player } => vec![
                hole(h),
                ("owner", h.owner().to_string()),
                ("player", player.to_string()),
            ],
            IllegalMove::TooFewSeeds {
                hole: h,
                seeds,
                min,
            } => vec![
                hole(h),
                ("seeds", seeds.to_string()),
                ("min", min.to_string()),
            ],
            IllegalMove::Claimed { hole: h, by } => vec![hole(h), ("by", by.to_string())],
            IllegalMove::OpeningFromRightmost { required } => {
                vec![("required", required.to_string())]
            }
            IllegalMove::EndlessRace { b, a } => vec![("b", b.to_string()), ("a", a.to_string())],
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
            IllegalMove::TooFewSeeds { hole, seeds, min } => write!(
                f,
                "{hole} holds {seeds} seed{}: a move needs at least {min}",
                if *seeds == 1 { "" } else { "s" },
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

impl PlayError {
    /// The code a front end words: the parse error's, or the illegal move's.
    pub fn code(&self) -> &'static str {
        match self {
            PlayError::Parse(e) => e.code,
            PlayError::Illegal { why, .. } => why.code(),
        }
    }

    /// The named values of [`code`](Self::code)'s sentence.
    pub fn args(&self) -> Vec<(&'static str, String)> {
        match self {
            PlayError::Parse(e) => e.args.clone(),
            PlayError::Illegal { why, .. } => why.args(),
        }
    }
}

impl std::error::Error for PlayError {}

impl From<ParseError> for PlayError {
    fn from(e: ParseError) -> Self {
        PlayError::Parse(e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Variant;

    #[test]
    fn every_illegal_move_code_is_listed_once() {
        let hole = Hole::new(Variant::Anywoli, Player::B, 3).unwrap();
        let all = [
            IllegalMove::GameOver,
            IllegalMove::NotOnBoard { hole },
            IllegalMove::NotYourHole {
                hole,
                player: Player::A,
            },
            IllegalMove::Empty { hole },
            IllegalMove::TooFewSeeds {
                hole,
                seeds: 1,
                min: 2,
            },
            IllegalMove::Claimed {
                hole,
                by: Player::A,
            },
            IllegalMove::Endless { hole },
            IllegalMove::OpeningFromRightmost { required: hole },
            IllegalMove::RaceNeedsBothHoles,
            IllegalMove::NotInRace,
            IllegalMove::EndlessRace { b: hole, a: hole },
        ];
        let codes: Vec<_> = all.iter().map(IllegalMove::code).collect();
        assert_eq!(codes, IllegalMove::CODES);
        assert_eq!(
            all[2].args(),
            [
                ("hole", "3B".to_string()),
                ("owner", "B".into()),
                ("player", "A".into())
            ]
        );
    }
}
