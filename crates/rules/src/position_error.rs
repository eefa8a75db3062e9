//! A readable position that no game can be in.

use std::fmt;

use crate::codes::codes;

/// Why a position, read without fault, is refused: seeds not conserved, a
/// result that does not follow, a player who cannot move… Kept apart from
/// the reading errors of [`ParseError`](crate::ParseError) (as shakmaty
/// keeps `PositionError` apart from `ParseError`), so the checks that only
/// refuse say so in their type; where a text is read and then checked, the
/// refusal becomes a [`ParseError`](crate::ParseError) of kind
/// [`ErrorKind::Refusal`](crate::ErrorKind) at character 1 (the whole text
/// is at fault).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionError {
    pub code: RefusalCode,
    /// Named values the code's sentence needs, in the order they were added.
    pub args: Vec<(&'static str, String)>,
    /// The whole sentence in English.
    pub message: String,
}

codes! {
    /// Why a readable position is refused: the code of a [`PositionError`].
    pub enum RefusalCode {
        SeedTotal = "seed-total",
        ReasonNotForGame = "reason-not-for-game",
        WrongWinner = "wrong-winner",
        NoLegalMove = "no-legal-move",
        TooFewInPlay = "too-few-in-play",
        CapturesNotInFours = "captures-not-in-fours",
        StallReached = "stall-reached",
        FirstWithoutCapture = "first-without-capture",
        SeedsLeftAtEnd = "seeds-left-at-end",
        StallLimitDiffers = "stall-limit-differs",
        StarterOwes = "starter-owes",
        OwedOrder = "owed-order",
        OwedTurn = "owed-turn",
        StillHasSeeds = "still-has-seeds",
        HasEndingMove = "has-ending-move",
        TargetAlreadyReached = "target-already-reached",
        NoSowableHole = "no-sowable-hole",
        TargetNotReached = "target-not-reached",
        ClaimsInRace = "claims-in-race",
        RaceBoard = "race-board",
        CanStillMove = "can-still-move",
    }
}

impl PositionError {
    /// Every code a refused position can have; each is also one of
    /// [`ERROR_CODES`](crate::ERROR_CODES), which the front end words.
    pub const CODES: &'static [&'static str] = RefusalCode::CODES;

    /// A refusal with its code; add the code's arguments with [`arg`](Self::arg).
    pub fn new(code: RefusalCode, message: impl Into<String>) -> Self {
        PositionError {
            code,
            args: Vec::new(),
            message: message.into(),
        }
    }

    /// The same refusal with one more named argument.
    pub fn arg(mut self, name: &'static str, value: impl fmt::Display) -> Self {
        self.args.push((name, value.to_string()));
        self
    }
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for PositionError {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{ErrorKind, Position, Variant, ERROR_CODES};

    /// ERROR_CODES splices the refusals' codes in once, among 57 distinct
    /// codes that the front end words.
    #[test]
    fn every_refusal_code_is_listed_once_among_the_error_codes() {
        for code in PositionError::CODES {
            assert_eq!(
                ERROR_CODES.iter().filter(|c| *c == code).count(),
                1,
                "{code}"
            );
        }
        let mut codes = ERROR_CODES.to_vec();
        codes.sort_unstable();
        codes.dedup();
        assert_eq!(codes.len(), 57);
    }

    #[test]
    fn a_reader_says_whether_it_could_not_read_or_refused() {
        let start = Position::new(Variant::Sokusowo).to_string();
        let refused = start
            .replacen(",4,", ",5,", 1)
            .parse::<Position>()
            .unwrap_err();
        assert_eq!(refused.kind, ErrorKind::Refusal);
        let refusal = refused.refusal().unwrap();
        assert_eq!(refusal.code, "seed-total");
        assert_eq!(refusal.message, refused.message);
        let unread = start
            .replacen(",4,", ",x,", 1)
            .parse::<Position>()
            .unwrap_err();
        assert_eq!(unread.kind, ErrorKind::Reading);
        assert_eq!(unread.refusal(), None);
    }
}
