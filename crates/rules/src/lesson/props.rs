//! The properties a lesson step states about a move, read against the
//! board (docs/LESSONS.md, "Properties of a move"), and the ones a move
//! does not have.

use super::facts::{CaptureFact, MoveFacts, RaceTicks};
use super::mismatch::Mismatch;
use crate::{Hole, Player, Position};

/// Properties of a move. In `find` every one given must hold; in `outcome`
/// every one given is what the move does. Read from a lesson file with
/// [`super::PropsText::read`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveProps {
    /// The move sows from this hole (one of the two of a joint opening).
    pub uses: Option<Hole>,
    /// Holes lifted: the first lap and every relay.
    pub laps: Option<u32>,
    /// Where the last seed is sown.
    pub ends: Option<Hole>,
    /// Whose row the last seed is sown in.
    pub ends_on: Option<Player>,
    /// Sokusowó: seeds put aside.
    pub put_aside: Option<u32>,
    /// The mover captures at least one seed (or none, with false).
    pub capture: Option<bool>,
    /// Seeds captured for the mover.
    pub captured: Option<u32>,
    /// Seeds captured for the other player.
    pub given: Option<u32>,
    /// Every capture, in order.
    pub captures: Option<Vec<CaptureFact>>,
    /// The mover claims a hole (or none, with false).
    pub claim: Option<bool>,
    /// Every hole claimed, in order.
    pub claims: Option<Vec<Hole>>,
    /// Anywoli: the mover plays again.
    pub extra_move: Option<bool>,
    /// Sulus Aidi opening: who starts the main phase.
    pub race_winner: Option<Player>,
    /// Sulus Aidi opening: the tick each sowing ended at.
    pub race_ticks: Option<RaceTicks>,
    /// The move ends the game and the mover wins.
    pub wins: Option<bool>,
    /// The position after the move.
    pub after: Option<Position>,
}

impl MoveProps {
    /// No property given.
    pub fn is_empty(&self) -> bool {
        *self == MoveProps::default()
    }

    /// Every property given that the move does not have, in the order of
    /// the keys, each with what the move does instead.
    pub fn misses(&self, facts: &MoveFacts) -> Vec<Mismatch> {
        let mut out = Vec::new();
        let mut want = |ok: bool, miss: Mismatch| {
            if !ok {
                out.push(miss);
            }
        };
        if let Some(hole) = self.uses {
            want(facts.uses(hole), Mismatch::Uses { hole, mv: facts.mv });
        }
        if let Some(stated) = self.laps {
            let actual = facts.laps();
            want(actual == stated, Mismatch::Laps { stated, actual });
        }
        if let Some(stated) = self.ends {
            let actual = facts.ends;
            want(actual == Some(stated), Mismatch::Ends { stated, actual });
        }
        if let Some(stated) = self.ends_on {
            let actual = facts.ends.map(Hole::owner);
            want(actual == Some(stated), Mismatch::EndsOn { stated, actual });
        }
        if let Some(stated) = self.put_aside {
            let actual = facts.put_aside;
            want(actual == stated, Mismatch::PutAside { stated, actual });
        }
        if let Some(stated) = self.capture {
            let actual = facts.captured();
            want((actual > 0) == stated, Mismatch::Capture { stated, actual });
        }
        if let Some(stated) = self.captured {
            let actual = facts.captured();
            want(actual == stated, Mismatch::Captured { stated, actual });
        }
        if let Some(stated) = self.given {
            let actual = facts.given();
            want(actual == stated, Mismatch::Given { stated, actual });
        }
        if let Some(stated) = &self.captures {
            want(
                *stated == facts.captures,
                Mismatch::Captures {
                    stated: stated.clone(),
                    actual: facts.captures.clone(),
                },
            );
        }
        if let Some(stated) = self.claim {
            let actual = facts.claimed();
            let claims_any = !actual.is_empty();
            want(claims_any == stated, Mismatch::Claim { stated, actual });
        }
        if let Some(stated) = &self.claims {
            let actual: Vec<Hole> = facts.claims.iter().map(|c| c.hole).collect();
            want(
                *stated == actual,
                Mismatch::Claims {
                    stated: stated.clone(),
                    actual,
                },
            );
        }
        if let Some(stated) = self.extra_move {
            want(facts.extra_move == stated, Mismatch::ExtraMove { stated });
        }
        if let Some(stated) = self.race_winner {
            let actual = facts.race_winner;
            want(
                actual == Some(stated),
                Mismatch::RaceWinner { stated, actual },
            );
        }
        if let Some(stated) = self.race_ticks {
            let actual = facts.race_ticks;
            want(
                actual.both() == Some(stated),
                Mismatch::RaceTicks { stated, actual },
            );
        }
        if let Some(stated) = self.wins {
            want(
                facts.wins() == stated,
                Mismatch::Wins {
                    stated,
                    actual: facts.over,
                },
            );
        }
        if let Some(stated) = self.after {
            want(
                stated == facts.after,
                Mismatch::After {
                    stated,
                    actual: facts.after,
                },
            );
        }
        out
    }
}
