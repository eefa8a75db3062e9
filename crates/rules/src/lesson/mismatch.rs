//! A property a move does not have: what was stated and what the move does
//! instead. Each has a code and its values, so the page words it in the
//! learner's language (www/i18n, `lesson.miss.*`); its `Display` is the
//! English of `mancala lesson`'s refusals.

use std::fmt;

use super::facts::{CaptureFact, RaceTicks};
use crate::{Hole, Move, Outcome, Player, Position};

/// Why a move is not the one a step asks for, or not what it states.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(tag = "code", rename_all = "kebab-case"))]
pub enum Mismatch {
    /// A `play` step asks for another move.
    Play {
        #[cfg_attr(feature = "serde", serde(serialize_with = "super::as_text"))]
        asked: Move,
    },
    /// The move does not sow from `hole`.
    Uses {
        hole: Hole,
        #[cfg_attr(
            feature = "serde",
            serde(rename = "move", serialize_with = "super::as_text")
        )]
        mv: Move,
    },
    Laps {
        stated: u32,
        actual: u32,
    },
    /// Where the last seed lands (nowhere: a move that sows nothing).
    Ends {
        stated: Hole,
        actual: Option<Hole>,
    },
    /// Whose row the last seed lands in.
    EndsOn {
        stated: Player,
        actual: Option<Player>,
    },
    PutAside {
        stated: u32,
        actual: u32,
    },
    /// Whether the mover captures at all; `actual` is what it captures.
    Capture {
        stated: bool,
        actual: u32,
    },
    Captured {
        stated: u32,
        actual: u32,
    },
    Given {
        stated: u32,
        actual: u32,
    },
    Captures {
        stated: Vec<CaptureFact>,
        actual: Vec<CaptureFact>,
    },
    /// Whether the mover claims a hole; `actual` is the holes it claims.
    Claim {
        stated: bool,
        actual: Vec<Hole>,
    },
    /// Every hole claimed, by anyone, in order.
    Claims {
        stated: Vec<Hole>,
        actual: Vec<Hole>,
    },
    ExtraMove {
        stated: bool,
    },
    RaceWinner {
        stated: Player,
        actual: Option<Player>,
    },
    RaceTicks {
        stated: RaceTicks,
        actual: RaceTicks<Option<u32>>,
    },
    /// Whether the move ends the game with its mover the winner; `actual`
    /// is how the game ended, if it did.
    Wins {
        stated: bool,
        actual: Option<Outcome>,
    },
    After {
        #[cfg_attr(feature = "serde", serde(serialize_with = "super::as_text"))]
        stated: Position,
        #[cfg_attr(feature = "serde", serde(serialize_with = "super::as_text"))]
        actual: Position,
    },
}

impl Mismatch {
    /// Every code, for a page that words them.
    pub const CODES: &'static [&'static str] = &[
        "play",
        "uses",
        "laps",
        "ends",
        "ends-on",
        "put-aside",
        "capture",
        "captured",
        "given",
        "captures",
        "claim",
        "claims",
        "extra-move",
        "race-winner",
        "race-ticks",
        "wins",
        "after",
    ];

    pub fn code(&self) -> &'static str {
        match self {
            Mismatch::Play { .. } => "play",
            Mismatch::Uses { .. } => "uses",
            Mismatch::Laps { .. } => "laps",
            Mismatch::Ends { .. } => "ends",
            Mismatch::EndsOn { .. } => "ends-on",
            Mismatch::PutAside { .. } => "put-aside",
            Mismatch::Capture { .. } => "capture",
            Mismatch::Captured { .. } => "captured",
            Mismatch::Given { .. } => "given",
            Mismatch::Captures { .. } => "captures",
            Mismatch::Claim { .. } => "claim",
            Mismatch::Claims { .. } => "claims",
            Mismatch::ExtraMove { .. } => "extra-move",
            Mismatch::RaceWinner { .. } => "race-winner",
            Mismatch::RaceTicks { .. } => "race-ticks",
            Mismatch::Wins { .. } => "wins",
            Mismatch::After { .. } => "after",
        }
    }
}

/// Items separated by spaces, or "none".
fn list<T: fmt::Display>(items: impl IntoIterator<Item = T>) -> String {
    let items: Vec<String> = items.into_iter().map(|i| i.to_string()).collect();
    if items.is_empty() {
        "none".into()
    } else {
        items.join(" ")
    }
}

fn captures_text(captures: &[CaptureFact]) -> String {
    list(
        captures
            .iter()
            .map(|c| format!("{} from {} to {} ({})", c.seeds, c.hole, c.to, c.kind.key())),
    )
}

/// `mancala lesson`'s words: the key, what was stated, what the move does.
impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Mismatch::Play { asked } => write!(f, "play: the step asks for {asked}"),
            Mismatch::Uses { hole, mv } => {
                write!(f, "uses: the move {mv} does not sow from {hole}")
            }
            Mismatch::Laps { stated, actual } => {
                write!(f, "laps: {stated} stated, the move has {actual}")
            }
            Mismatch::Ends { stated, actual } => {
                let actual = actual.map_or("nowhere".into(), |h| h.to_string());
                write!(f, "ends: {stated} stated, the move ends in {actual}")
            }
            Mismatch::EndsOn { stated, actual } => {
                let actual = actual.map_or("nowhere".into(), |p| format!("in {p}'s row"));
                write!(f, "ends_on: {stated} stated, the move ends {actual}")
            }
            Mismatch::PutAside { stated, actual } => {
                write!(
                    f,
                    "put_aside: {stated} stated, the move puts {actual} aside"
                )
            }
            Mismatch::Capture { stated: true, .. } => {
                write!(f, "capture: the move captures nothing for its mover")
            }
            Mismatch::Capture {
                stated: false,
                actual,
            } => write!(f, "capture: false stated, the move captures {actual}"),
            Mismatch::Captured { stated, actual } => write!(
                f,
                "captured: {stated} stated, the move captures {actual} for its mover"
            ),
            Mismatch::Given { stated, actual } => write!(
                f,
                "given: {stated} stated, the move captures {actual} for the other player"
            ),
            Mismatch::Captures { stated, actual } => write!(
                f,
                "captures: {} stated, the move captures {}",
                captures_text(stated),
                captures_text(actual)
            ),
            Mismatch::Claim { stated: true, .. } => write!(f, "claim: the move claims no hole"),
            Mismatch::Claim {
                stated: false,
                actual,
            } => write!(f, "claim: false stated, the move claims {}", list(actual)),
            Mismatch::Claims { stated, actual } => write!(
                f,
                "claims: {} stated, the move claims {}",
                list(stated),
                list(actual)
            ),
            Mismatch::ExtraMove { stated } => write!(
                f,
                "extra_move: {stated} stated, the move gives {} extra move",
                if *stated { "no" } else { "an" }
            ),
            Mismatch::RaceWinner { stated, actual } => {
                let actual = actual.map_or("nobody (no opening race)".into(), |p| p.to_string());
                write!(
                    f,
                    "race_winner: {stated} stated, the race is won by {actual}"
                )
            }
            Mismatch::RaceTicks { stated, actual } => {
                let actual = actual.both().map_or("none (no opening race)".into(), |t| {
                    format!("B {} A {}", t.b, t.a)
                });
                write!(
                    f,
                    "race_ticks: B {} A {} stated, the sowings end at {actual}",
                    stated.b, stated.a
                )
            }
            Mismatch::Wins { stated, actual } => {
                let actual = match actual {
                    None => "the game goes on".to_string(),
                    Some(Outcome {
                        winner: Some(p), ..
                    }) => format!("{p} wins"),
                    Some(Outcome { winner: None, .. }) => "a draw".to_string(),
                };
                write!(f, "wins: {stated} stated, after the move {actual}")
            }
            Mismatch::After { stated, actual } => write!(
                f,
                "after: {:?} stated, the move leaves {:?}",
                stated.to_string(),
                actual.to_string()
            ),
        }
    }
}
