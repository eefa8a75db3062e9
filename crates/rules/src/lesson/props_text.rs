//! The properties of a move as a lesson file writes them (docs/LESSONS.md,
//! "Properties of a move"), and reading them against the lesson's board:
//! a hole that is not on it, a player that is not A or B, a capture kind or
//! a position that does not read is a [`PropError`].

use std::fmt;

use super::facts::{CaptureFact, RaceTicks};
use super::props::MoveProps;
use crate::{CaptureKind, Hole, ParseError, Player, Position, Variant};

/// Properties as written: holes, players and positions as text. In `find`
/// every one given must hold; in `outcome` every one given is what the move
/// does. Any other key is kept in `unknown` and refused as it is read: not
/// by serde's `deny_unknown_fields`, which readers of JS objects
/// (serde-wasm-bindgen) skip, since they only look up a struct's own keys.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Deserialize))]
pub struct PropsText {
    /// The move sows from this hole (one of the two of a joint opening).
    pub uses: Option<String>,
    /// Holes lifted: the first lap and every relay.
    pub laps: Option<u32>,
    /// Where the last seed is sown.
    pub ends: Option<String>,
    /// Whose row the last seed is sown in ("A" or "B").
    pub ends_on: Option<String>,
    /// Sokusowó: seeds put aside.
    pub put_aside: Option<u32>,
    /// The mover captures at least one seed (or none, with false).
    pub capture: Option<bool>,
    /// Seeds captured for the mover.
    pub captured: Option<u32>,
    /// Seeds captured for the other player (Anywoli's mid-sow fours in their holes).
    pub given: Option<u32>,
    /// Every capture, in order.
    pub captures: Option<Vec<CaptureText>>,
    /// The mover claims a hole (or none, with false).
    pub claim: Option<bool>,
    /// Every hole claimed, in order.
    pub claims: Option<Vec<String>>,
    /// Anywoli: the mover plays again.
    pub extra_move: Option<bool>,
    /// Sulus Aidi opening: who starts the main phase.
    pub race_winner: Option<String>,
    /// Sulus Aidi opening: the tick each sowing ended at.
    pub race_ticks: Option<RaceTicksText>,
    /// The move ends the game and the mover wins.
    pub wins: Option<bool>,
    /// The position after the move (outcome only).
    pub after: Option<String>,
    /// Every other key, which no move has.
    #[cfg_attr(feature = "serde", serde(flatten, deserialize_with = "other_keys"))]
    pub unknown: Vec<String>,
}

impl PropsText {
    /// The properties' keys, in the order they are checked.
    pub const KEYS: &'static [&'static str] = &[
        "uses",
        "laps",
        "ends",
        "ends_on",
        "put_aside",
        "capture",
        "captured",
        "given",
        "captures",
        "claim",
        "claims",
        "extra_move",
        "race_winner",
        "race_ticks",
        "wins",
        "after",
    ];
}

/// The keys of the properties' object that are not properties.
#[cfg(feature = "serde")]
fn other_keys<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Vec<String>, D::Error> {
    use serde::Deserialize;
    let rest = std::collections::BTreeMap::<String, serde::de::IgnoredAny>::deserialize(d)?;
    Ok(rest.into_keys().collect())
}

/// One capture as written.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Deserialize))]
pub struct CaptureText {
    pub hole: String,
    pub seeds: u8,
    pub to: String,
    pub kind: String,
    /// Every other key (refused as it is read, as in [`PropsText`]).
    #[cfg_attr(feature = "serde", serde(flatten, deserialize_with = "other_keys"))]
    pub unknown: Vec<String>,
}

impl CaptureText {
    pub const KEYS: &'static [&'static str] = &["hole", "seeds", "to", "kind"];
}

/// The opening race's ticks as written: `{"B": n, "A": n}`.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Deserialize))]
pub struct RaceTicksText {
    #[cfg_attr(feature = "serde", serde(rename = "B"))]
    pub b: u32,
    #[cfg_attr(feature = "serde", serde(rename = "A"))]
    pub a: u32,
    /// Every other key (refused as it is read, as in [`PropsText`]).
    #[cfg_attr(feature = "serde", serde(flatten, deserialize_with = "other_keys"))]
    pub unknown: Vec<String>,
}

impl RaceTicksText {
    pub const KEYS: &'static [&'static str] = &["B", "A"];
}

/// A property whose value does not read, named by its key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PropError {
    /// Not a hole of the lesson's board.
    Hole {
        field: &'static str,
        error: ParseError,
    },
    /// Not "A" or "B".
    Player { field: &'static str, found: String },
    /// A capture's kind that is not one of the three.
    CaptureKind { found: String },
    /// `after` does not read as a position.
    After { error: ParseError },
    /// `after` is a position of another game.
    AfterOtherGame { found: Variant, lesson: Variant },
    /// A key that is not a property (`within`: `None`), or not one of a
    /// property's object (`captures`, `race_ticks`).
    Unknown {
        within: Option<&'static str>,
        key: String,
    },
}

impl PropError {
    /// A stable name of the reason, for a page or a refusal to carry.
    pub fn code(&self) -> &'static str {
        match self {
            PropError::Hole { .. } => "bad-hole",
            PropError::Player { .. } => "bad-player",
            PropError::CaptureKind { .. } => "bad-capture-kind",
            PropError::After { .. } => "bad-after",
            PropError::AfterOtherGame { .. } => "after-other-game",
            PropError::Unknown { .. } => "unknown-property",
        }
    }
}

impl fmt::Display for PropError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PropError::Hole { field, error } => write!(f, "{field}: {}", error.message),
            PropError::Player { field, found } => {
                write!(f, "{field}: expected \"A\" or \"B\", found {found:?}")
            }
            PropError::CaptureKind { found } => write!(
                f,
                "captures: kind is \"mid-sow\", \"final-seed\" or \"opposite\", not {found:?}"
            ),
            PropError::After { error } => write!(f, "after: {error}"),
            PropError::AfterOtherGame { found, lesson } => write!(
                f,
                "after: the position is {} position, the lesson is for {}",
                found.with_article(),
                lesson.name()
            ),
            PropError::Unknown { within, key } => {
                let keys = match within {
                    None => PropsText::KEYS,
                    Some("captures") => CaptureText::KEYS,
                    Some(_) => RaceTicksText::KEYS,
                };
                if let Some(field) = within {
                    write!(f, "{field}: ")?;
                }
                write!(
                    f,
                    "unknown field `{key}`, expected one of {}",
                    keys.join(", ")
                )
            }
        }
    }
}

impl std::error::Error for PropError {}

fn hole(variant: Variant, text: &str, field: &'static str) -> Result<Hole, PropError> {
    Hole::parse(variant, text).map_err(|error| PropError::Hole { field, error })
}

fn player(text: &str, field: &'static str) -> Result<Player, PropError> {
    text.parse().map_err(|_| PropError::Player {
        field,
        found: text.to_string(),
    })
}

/// The first key of `unknown`, refused.
fn no_other_key(unknown: &[String], within: Option<&'static str>) -> Result<(), PropError> {
    match unknown.first() {
        Some(key) => Err(PropError::Unknown {
            within,
            key: key.clone(),
        }),
        None => Ok(()),
    }
}

fn race_ticks(text: &RaceTicksText) -> Result<RaceTicks, PropError> {
    no_other_key(&text.unknown, Some("race_ticks"))?;
    Ok(RaceTicks {
        b: text.b,
        a: text.a,
    })
}

fn capture(variant: Variant, text: &CaptureText) -> Result<CaptureFact, PropError> {
    no_other_key(&text.unknown, Some("captures"))?;
    let kind = CaptureKind::from_key(&text.kind).ok_or_else(|| PropError::CaptureKind {
        found: text.kind.clone(),
    })?;
    Ok(CaptureFact {
        hole: hole(variant, &text.hole, "captures")?,
        seeds: text.seeds,
        to: player(&text.to, "captures")?,
        kind,
    })
}

fn position(variant: Variant, text: &str) -> Result<Position, PropError> {
    match text.parse::<Position>() {
        Ok(p) if p.variant() != variant => Err(PropError::AfterOtherGame {
            found: p.variant(),
            lesson: variant,
        }),
        Ok(p) => Ok(p),
        Err(error) => Err(PropError::After { error }),
    }
}

/// Reads an optional value, keeping its error.
fn read<T, U>(
    value: &Option<T>,
    errors: &mut Vec<PropError>,
    f: impl FnOnce(&T) -> Result<U, PropError>,
) -> Option<U> {
    value
        .as_ref()
        .and_then(|v| f(v).map_err(|e| errors.push(e)).ok())
}

/// Reads every item of an optional list, keeping each item's error.
fn read_list<T, U>(
    value: &Option<Vec<T>>,
    errors: &mut Vec<PropError>,
    mut f: impl FnMut(&T) -> Result<U, PropError>,
) -> Option<Vec<U>> {
    let items = value.as_ref()?;
    let before = errors.len();
    let read: Vec<U> = items
        .iter()
        .filter_map(|item| f(item).map_err(|e| errors.push(e)).ok())
        .collect();
    (errors.len() == before).then_some(read)
}

impl PropsText {
    /// The properties read against `variant`'s board, or every value that
    /// does not read, in the order of the keys.
    pub fn read(&self, variant: Variant) -> Result<MoveProps, Vec<PropError>> {
        let mut errors: Vec<PropError> = self
            .unknown
            .iter()
            .map(|key| PropError::Unknown {
                within: None,
                key: key.clone(),
            })
            .collect();
        let e = &mut errors;
        let props = MoveProps {
            uses: read(&self.uses, e, |h| hole(variant, h, "uses")),
            laps: self.laps,
            ends: read(&self.ends, e, |h| hole(variant, h, "ends")),
            ends_on: read(&self.ends_on, e, |p| player(p, "ends_on")),
            put_aside: self.put_aside,
            capture: self.capture,
            captured: self.captured,
            given: self.given,
            captures: read_list(&self.captures, e, |c| capture(variant, c)),
            claim: self.claim,
            claims: read_list(&self.claims, e, |h| hole(variant, h, "claims")),
            extra_move: self.extra_move,
            race_winner: read(&self.race_winner, e, |p| player(p, "race_winner")),
            race_ticks: read(&self.race_ticks, e, race_ticks),
            wins: self.wins,
            after: read(&self.after, e, |text| position(variant, text)),
        };
        if errors.is_empty() {
            Ok(props)
        } else {
            Err(errors)
        }
    }
}
