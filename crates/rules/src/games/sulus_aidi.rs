//! Sulus Aidi (Tigrinya, Ethiopia and Eritrea): 3×6, an opening race of
//! both players at once, then holes claimed on the opponent's side.

use crate::event::{Event, Events};
use crate::games::Rules;
use crate::position::{EndKind, EndReason, Outcome, Phase, Position};
use crate::position_error::{PositionError, RefusalCode};
use crate::sowing::{Hand, SowEnd, Sown};
use crate::variant::{Hole, Layout, Player, SULUS_AIDI};

/// Seeds in each hole at the start.
pub(crate) const SEEDS_PER_HOLE: u8 = 3;
/// A last seed making this many in an unclaimed hole of the opponent's
/// claims it.
pub(crate) const CLAIM_AT: u8 = 4;

pub(crate) struct SulusAidi;

impl Rules for SulusAidi {
    const KEY: &'static str = "sulus-aidi";
    const NAME: &'static str = "Sulus Aidi";
    const SEEDS_PER_HOLE: u8 = SEEDS_PER_HOLE;
    const LAYOUT: &'static Layout = &SULUS_AIDI;
    const OPENS_WITH_RACE: bool = true;
    const CLAIMS: bool = true;

    fn last_seed<E: Events>(
        pos: &mut Position,
        hand: &mut Hand,
        count: u8,
        race: bool,
        events: &mut E,
    ) -> Option<SowEnd> {
        if pos.is_claimed(hand.at) {
            return Some(SowEnd::InClaimed);
        }
        // No hole can be claimed during the opening race.
        if !race && count == CLAIM_AT && Self::LAYOUT.owner(hand.at) != hand.by {
            pos.claims[hand.by] |= 1 << hand.at;
            events.push(Event::Claim {
                by: hand.by,
                hole: Hole::from_index(pos.variant, hand.at),
            });
            return Some(SowEnd::Claimed);
        }
        None
    }

    fn after_sow<E: Events>(pos: &mut Position, sown: Sown, events: &mut E) {
        pos.hand_over::<Self, E>(sown.by.other(), events);
    }

    /// About a second of the Expert's search in the browser (docs/PERFORMANCE.md).
    const BROWSER_EXPERT_NODES: u64 = 450_000;
    const END_REASONS: &'static [EndKind] = &[EndKind::NoMoves, EndKind::Repetition];

    fn check_live(pos: &Position) -> Result<(), PositionError> {
        if pos.phase != Phase::Race {
            return Ok(());
        }
        if pos.claims != [0, 0] {
            return Err(PositionError::new(
                RefusalCode::ClaimsInRace,
                "no hole can be claimed during the opening race",
            ));
        }
        // The race is the game's first move, so its board is always the
        // start board (other boards can relay for billions of ticks).
        if pos.board != Position::new(pos.variant).board {
            return Err(PositionError::new(
                RefusalCode::RaceBoard,
                format!(
                    "the opening race is the first move: every hole holds {SEEDS_PER_HOLE} seeds"
                ),
            )
            .arg("seeds", SEEDS_PER_HOLE));
        }
        Ok(())
    }

    fn check_over(pos: &Position, outcome: Outcome) -> Result<(), PositionError> {
        if outcome.reason == EndReason::NoMoves
            && Player::BOTH.into_iter().any(|p| pos.can_move::<Self>(p))
        {
            return Err(PositionError::new(
                RefusalCode::CanStillMove,
                format!("result {}: a player can still move", outcome.reason.code()),
            )
            .arg("reason", outcome.reason.code()));
        }
        Ok(())
    }
}
