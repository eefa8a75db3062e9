//! One plain snapshot of a game for front ends (the CLI's JSON, the wasm
//! view): everything needed to draw the board and explain it.

use std::collections::BTreeMap;

use crate::by_player::ByPlayer;
use crate::game::Game;
use crate::position::Phase;
use crate::variant::{Hole, Player};

/// A hole as drawn: where, how many seeds, claims, and whether the player
/// to move may sow it (with the reason when not).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct HoleView {
    pub label: String,
    pub owner: Player,
    pub number: u8,
    /// Drawing cell: row 0 is North (A's side), column 0 is West.
    pub row: u8,
    pub col: u8,
    pub seeds: u8,
    pub claimed_by: Option<Player>,
    pub playable: bool,
    /// Why the hole cannot be played now: a stable code and plain English.
    pub blocked_code: Option<&'static str>,
    pub blocked: Option<String>,
    /// The values the reason names (`IllegalMove::args`), empty when playable.
    pub blocked_args: BTreeMap<&'static str, String>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct View {
    /// Game key, e.g. `anywoli`.
    pub game: String,
    pub name: &'static str,
    pub rows: u8,
    pub cols: u8,
    pub has_stores: bool,
    /// Holes in sowing-circuit order (`1B` first).
    pub holes: Vec<HoleView>,
    /// Label → seeds.
    pub board: BTreeMap<String, u8>,
    /// `race`, `play` or `over`.
    pub phase: &'static str,
    pub to_move: Player,
    pub over: bool,
    pub winner: Option<Player>,
    /// Why the game ended, in plain English, and as a stable code.
    pub reason: Option<String>,
    pub reason_code: Option<String>,
    /// Seeds captured (store games), including seeds awarded at the end.
    pub captured: Option<ByPlayer<u8>>,
    /// Sulus Aidi: label → claimer.
    pub claimed: Option<BTreeMap<String, Player>>,
    /// What decides the game: captured seeds, or seeds in claimed holes.
    pub score: ByPlayer<u8>,
    /// Anywoli: moves in a row without a capture, and the limit.
    pub stall: Option<u16>,
    pub stall_limit: Option<u16>,
    /// Sadeqa II: players who still owe their opening from the rightmost hole.
    pub opening_owed: Vec<Player>,
    pub legal_moves: Vec<String>,
    pub moves: Vec<String>,
    pub can_undo: bool,
    pub can_redo: bool,
    /// The position text of the current position.
    pub position: String,
}

impl Game {
    pub fn view(&self) -> View {
        let p = self.position();
        let v = p.variant();
        let layout = v.layout();
        let holes: Vec<HoleView> = (0..layout.len())
            .map(|i| {
                let hole = Hole::from_index(v, i);
                let (row, col) = layout.cell(i);
                let status = p.hole_status(hole);
                HoleView {
                    label: hole.to_string(),
                    owner: hole.owner(),
                    number: hole.number(),
                    row,
                    col,
                    seeds: p.seeds(hole),
                    claimed_by: p.claimed_by(hole),
                    playable: status.is_ok(),
                    blocked_code: status.as_ref().err().map(|e| e.code()),
                    blocked_args: status
                        .as_ref()
                        .err()
                        .map(|e| map_of(e.args()))
                        .unwrap_or_default(),
                    blocked: status.err().map(|e| e.to_string()),
                }
            })
            .collect();
        let outcome = p.outcome();
        View {
            game: v.key().to_string(),
            name: v.name(),
            rows: layout.rows(),
            cols: layout.cols(),
            has_stores: v.has_stores(),
            board: map_of(holes.iter().map(|h| (h.label.clone(), h.seeds))),
            claimed: (!v.has_captures()).then(|| {
                map_of(
                    holes
                        .iter()
                        .filter_map(|h| h.claimed_by.map(|c| (h.label.clone(), c))),
                )
            }),
            holes,
            phase: match p.phase() {
                Phase::Race => "race",
                Phase::Play => "play",
                Phase::Over(_) => "over",
            },
            to_move: p.to_move(),
            over: outcome.is_some(),
            winner: outcome.and_then(|o| o.winner),
            reason: outcome.map(|o| o.reason.to_string()),
            reason_code: outcome.map(|o| o.reason.code()),
            captured: v
                .has_captures()
                .then(|| ByPlayer::from_fn(|pl| p.captured(pl))),
            score: ByPlayer::from_fn(|pl| p.score(pl)),
            stall: v.has_stall_rule().then(|| p.stall_count()),
            stall_limit: v.has_stall_rule().then(|| p.options().stall_limit),
            opening_owed: Player::BOTH
                .into_iter()
                .filter(|&pl| p.owes_opening(pl))
                .collect(),
            legal_moves: p.legal_moves().iter().map(|m| m.to_string()).collect(),
            moves: self.moves().iter().map(|m| m.to_string()).collect(),
            can_undo: !self.moves().is_empty(),
            can_redo: self.can_redo(),
            position: p.to_string(),
        }
    }
}

/// A map of `pairs`, inserted one by one (a later key replaces an earlier,
/// as `collect()` does): `collect()` sorts the pairs first, which put a
/// copy of the standard library's sort per map type into the wasm.
fn map_of<K: Ord, V>(pairs: impl IntoIterator<Item = (K, V)>) -> BTreeMap<K, V> {
    let mut map = BTreeMap::new();
    for (key, value) in pairs {
        map.insert(key, value);
    }
    map
}
