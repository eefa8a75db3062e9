//! What happens during a move, in order, so a front end can animate it
//! without knowing any rule.

use crate::position::Outcome;
use crate::variant::{Hole, Player};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum CaptureKind {
    /// Anywoli: a hole reached exactly 4 in the middle of a lap; its owner takes them.
    MidSow,
    /// Anywoli: a lap's last seed made exactly 4; the mover takes them.
    FinalSeed,
    /// Sadeqa II: the move ended in an empty hole facing an occupied one.
    Opposite,
}

impl CaptureKind {
    pub const ALL: [CaptureKind; 3] = [
        CaptureKind::MidSow,
        CaptureKind::FinalSeed,
        CaptureKind::Opposite,
    ];

    /// The kind as events and lesson files write it (`mid-sow`).
    pub const fn key(self) -> &'static str {
        match self {
            CaptureKind::MidSow => "mid-sow",
            CaptureKind::FinalSeed => "final-seed",
            CaptureKind::Opposite => "opposite",
        }
    }

    /// The kind written `key`, if any.
    pub fn from_key(key: &str) -> Option<CaptureKind> {
        CaptureKind::ALL.into_iter().find(|kind| kind.key() == key)
    }
}

/// One step of a move. Holes are labels (`3B`); `by` is the player whose
/// hand is acting (in the Sulus Aidi opening both hands act at once).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(tag = "type", rename_all = "kebab-case"))]
pub enum Event {
    /// All seeds of a hole go into the hand: a move's first lap or a relay.
    Lift {
        by: Player,
        hole: Hole,
        seeds: u8,
    },
    /// Sokusowó: one seed from the hand is put aside as captured.
    PutAside {
        by: Player,
    },
    /// One seed from the hand into a hole.
    Drop {
        by: Player,
        hole: Hole,
    },
    /// Seeds leave a hole for `to`'s store.
    Capture {
        by: Player,
        hole: Hole,
        seeds: u8,
        to: Player,
        kind: CaptureKind,
    },
    /// Sulus Aidi: the hole is now claimed by `by`.
    Claim {
        by: Player,
        hole: Hole,
    },
    /// Sulus Aidi opening: tick `n` of the race begins (both hands drop one seed, B first).
    Tick {
        n: u32,
    },
    /// Sulus Aidi opening: `player`'s sowing ended at tick `tick`.
    RaceDone {
        player: Player,
        tick: u32,
    },
    /// Sulus Aidi opening: who starts the main phase.
    RaceWon {
        player: Player,
    },
    /// Anywoli: the mover plays again after a final-seed capture.
    ExtraMove {
        player: Player,
    },
    /// `player` cannot move and is skipped.
    Pass {
        player: Player,
    },
    /// At the end, seeds go to a player: from a hole, or from the hand (`hole` absent).
    Collect {
        hole: Option<Hole>,
        seeds: u8,
        to: Player,
    },
    GameOver(Outcome),
}

/// Where a move reports its events. `()` ignores them (the search's fast
/// path), a `Vec<Event>` keeps them.
pub trait Events {
    /// Whether events are kept at all: when not, the sowing loop skips
    /// building them (labels cost a division per seed).
    const RECORDS: bool = true;
    fn push(&mut self, event: Event);
}

impl Events for () {
    const RECORDS: bool = false;
    #[inline(always)]
    fn push(&mut self, _: Event) {}
}

impl Events for Vec<Event> {
    #[inline]
    fn push(&mut self, event: Event) {
        Vec::push(self, event)
    }
}
