//! Typed errors with messages a player can read.

use std::fmt;

use crate::codes::codes;
use crate::position_error::{PositionError, RefusalCode};
use crate::variant::{Hole, Player};

/// A text (game key, label, position, record) that could not become a
/// value: the error of the readers, which fail two ways, each a type of
/// its own: the text could not be read ([`ReadError`]), or it was read and
/// is a position no game can be in ([`PositionError`]). [`kind`](Self::kind)
/// says which, and [`read_error`](Self::read_error) and
/// [`refusal`](Self::refusal) give back the one it was. `at` is the byte
/// offset in the text where reading failed (0 for a refusal: the whole text
/// is at fault).
///
/// `code` and `args` say the same as `message` without words, so a front
/// end can say it in its player's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    pub kind: ErrorKind,
    pub at: usize,
    pub code: ErrorCode,
    /// Named values the code's sentence needs (a hole label, a count, the
    /// text found…), in the order they were added.
    pub args: Vec<(&'static str, String)>,
    /// The whole sentence in English.
    pub message: String,
}

/// Which way a reader failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// The text could not be read (a bad character, an unknown field…): a
    /// [`ReadError`].
    Reading,
    /// The text was read, and the position is one no game can be in: the
    /// [`PositionError`] it was, kept whole by [`ParseError::refusal`].
    Refusal,
}

/// The code of a reader's error: a reading failure's or a refusal's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ErrorCode {
    Read(ReadCode),
    Refused(RefusalCode),
}

impl ErrorCode {
    /// The code's stable text, one of [`ERROR_CODES`].
    pub const fn as_str(self) -> &'static str {
        match self {
            ErrorCode::Read(code) => code.as_str(),
            ErrorCode::Refused(code) => code.as_str(),
        }
    }

    /// The code whose text is `text`.
    pub fn from_text(text: &str) -> Option<ErrorCode> {
        ReadCode::from_text(text)
            .map(ErrorCode::Read)
            .or_else(|| RefusalCode::from_text(text).map(ErrorCode::Refused))
    }
}

impl fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl PartialEq<str> for ErrorCode {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for ErrorCode {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl From<ReadCode> for ErrorCode {
    fn from(code: ReadCode) -> Self {
        ErrorCode::Read(code)
    }
}

impl From<RefusalCode> for ErrorCode {
    fn from(code: RefusalCode) -> Self {
        ErrorCode::Refused(code)
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for ErrorCode {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

codes! {
    /// Why a text could not be read: the code of a [`ReadError`].
    pub enum ReadCode {
        // Reading any text
        TooLong = "too-long",
        BadCharacter = "bad-character",
        UnknownGame = "unknown-game",
        BadPlayer = "bad-player",
        BadHole = "bad-hole",
        NoSuchHole = "no-such-hole",
        BadJointMove = "bad-joint-move",
        // Position texts
        EmptyPosition = "empty-position",
        MissingHoles = "missing-holes",
        BadRows = "bad-rows",
        HoleCount = "hole-count",
        BadSeedCount = "bad-seed-count",
        TooManySeeds = "too-many-seeds",
        NoClaimsInGame = "no-claims-in-game",
        ClaimOwnSide = "claim-own-side",
        BadClaim = "bad-claim",
        MissingTurn = "missing-turn",
        NoRaceInGame = "no-race-in-game",
        BadTurn = "bad-turn",
        BadField = "bad-field",
        FieldTwice = "field-twice",
        BadValue = "bad-value",
        FieldNotForGame = "field-not-for-game",
        UnknownField = "unknown-field",
        BadResult = "bad-result",
        ResultMissing = "result-missing",
        ResultNotOver = "result-not-over",
        // Records
        BadRecordLine = "bad-record-line",
        KeyTwice = "key-twice",
        RecordWithoutGame = "record-without-game",
        UnknownKey = "unknown-key",
        OptionsNotForGame = "options-not-for-game",
        PositionOfOtherGame = "position-of-other-game",
        OptionsDisagree = "options-disagree",
        IllegalMove = "illegal-move",
        ResultDiffers = "result-differs",
    }
}

/// Every [`ParseError::code`] the engine gives, as text: the reading
/// failures' ([`ReadCode`]) and the refusals' ([`RefusalCode`]). A reader
/// that meets a code outside this list is out of date;
/// `tests/data/refusals.txt` shows each one happening.
pub const ERROR_CODES: &[&str] = &spliced(ReadCode::CODES, RefusalCode::CODES);

/// The number of [`ERROR_CODES`]: an array's length is fixed in a `const`.
const CODE_COUNT: usize = ReadCode::CODES.len() + RefusalCode::CODES.len();

/// `a` then `b`, at compile time, so each code is listed once, in its enum.
const fn spliced(a: &[&'static str], b: &[&'static str]) -> [&'static str; CODE_COUNT] {
    let mut out = [""; CODE_COUNT];
    let mut i = 0;
    while i < a.len() {
        out[i] = a[i];
        i += 1;
    }
    let mut j = 0;
    while j < b.len() {
        out[i + j] = b[j];
        j += 1;
    }
    out
}

/// A text that could not be read: its code, arguments and English
/// sentence, and the byte offset `at` where reading failed. Kept apart
/// from the refusals of readable positions ([`PositionError`]), as
/// shakmaty keeps its `ParseFenError` apart from its `PositionError`; a
/// reader that can fail both ways returns either as a [`ParseError`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadError {
    pub at: usize,
    pub code: ReadCode,
    /// Named values the code's sentence needs, in the order they were added.
    pub args: Vec<(&'static str, String)>,
    /// The whole sentence in English.
    pub message: String,
}

impl ReadError {
    /// A reading error with its code; add the code's arguments with
    /// [`arg`](Self::arg).
    pub fn new(at: usize, code: ReadCode, message: impl Into<String>) -> Self {
        ReadError {
            at,
            code,
            args: Vec::new(),
            message: message.into(),
        }
    }

    /// The same error with one more named argument.
    pub fn arg(mut self, name: &'static str, value: impl fmt::Display) -> Self {
        self.args.push((name, value.to_string()));
        self
    }

    /// The same error, found on `line` (counted from 1) of a record.
    pub fn on_line(mut self, line: usize) -> Self {
        self.message = format!("line {line}: {}", self.message);
        self.arg("line", line)
    }
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (at character {})", self.message, self.at + 1)
    }
}

impl std::error::Error for ReadError {}

impl ParseError {
    /// The reading failure this error is, if the text could not be read.
    pub fn read_error(&self) -> Option<ReadError> {
        match self.code {
            ErrorCode::Read(code) => Some(ReadError {
                at: self.at,
                code,
                args: self.args.clone(),
                message: self.message.clone(),
            }),
            ErrorCode::Refused(_) => None,
        }
    }

    /// The refusal this error is, if the text was read and refused.
    pub fn refusal(&self) -> Option<PositionError> {
        match self.code {
            ErrorCode::Refused(code) => Some(PositionError {
                code,
                args: self.args.clone(),
                message: self.message.clone(),
            }),
            ErrorCode::Read(_) => None,
        }
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

/// A text that could not be read, as a reader's error.
impl From<ReadError> for ParseError {
    fn from(e: ReadError) -> Self {
        ParseError {
            kind: ErrorKind::Reading,
            at: e.at,
            code: ErrorCode::Read(e.code),
            args: e.args,
            message: e.message,
        }
    }
}

/// A refused position as a reader's error: the whole text is at fault.
impl From<PositionError> for ParseError {
    fn from(e: PositionError) -> Self {
        ParseError {
            kind: ErrorKind::Refusal,
            at: 0,
            code: ErrorCode::Refused(e.code),
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
            PlayError::Parse(e) => e.code.as_str(),
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

    /// Each code is a variant of its enum, its text listed once in
    /// ERROR_CODES, and read back from its text.
    #[test]
    fn every_reading_and_refusal_code_reads_back_from_its_text() {
        let codes = ReadCode::ALL
            .iter()
            .map(|&c| ErrorCode::from(c))
            .chain(RefusalCode::ALL.iter().map(|&c| ErrorCode::from(c)));
        for code in codes {
            assert_eq!(ErrorCode::from_text(code.as_str()), Some(code));
            assert_eq!(
                ERROR_CODES.iter().filter(|c| **c == code.as_str()).count(),
                1,
                "{code}"
            );
        }
        assert_eq!(
            ERROR_CODES.len(),
            ReadCode::ALL.len() + RefusalCode::ALL.len()
        );
    }

    /// A reader's error gives back the one type it was: a reading failure
    /// or a refusal, never both.
    #[test]
    fn a_parse_error_is_a_read_error_or_a_refusal() {
        let unread = "sokusowo x".parse::<crate::Position>().unwrap_err();
        let read = unread.read_error().unwrap();
        assert_eq!(read.code, ReadCode::BadRows);
        assert_eq!(ParseError::from(read), unread);
        assert_eq!(unread.refusal(), None);
        let refused = "sokusowo 4,4,4,4,4,4/4,4,4,4,4,5 B"
            .parse::<crate::Position>()
            .unwrap_err();
        assert_eq!(refused.read_error(), None);
        assert_eq!(refused.refusal().unwrap().code, RefusalCode::SeedTotal);
    }
}
