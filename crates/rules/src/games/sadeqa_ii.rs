//! Sadeqa II (Dembi Dolo, Ethiopia): 2×6, the first move of each player
//! from their rightmost hole, captures from the hole opposite the last seed.

use crate::error::IllegalMove;
use crate::event::{CaptureKind, Event, Events};
use crate::games::Rules;
use crate::position::{EndKind, EndReason, Outcome, Position};
use crate::position_error::{PositionError, RefusalCode};
use crate::sowing::{Hand, Sown};
use crate::variant::{Hole, Layout, Player, TWO_BY_SIX};

/// Seeds in each hole at the start.
pub(crate) const SEEDS_PER_HOLE: u8 = 3;

pub(crate) struct SadeqaII;

impl SadeqaII {
    fn has_seeds(pos: &Position, player: Player) -> bool {
        Self::LAYOUT.holes_of(player).any(|i| pos.board[i] > 0)
    }
}

impl Rules for SadeqaII {
    const KEY: &'static str = "sadeqa-ii";
    const NAME: &'static str = "Sadeqa II";
    const SEEDS_PER_HOLE: u8 = SEEDS_PER_HOLE;
    const LAYOUT: &'static Layout = &TWO_BY_SIX;
    const FIRST_MOVE_FROM_RIGHTMOST: bool = true;
    /// Captured seeds never decide (docs/RULINGS.md#sadeqa-draws).
    const SCORE_DECIDES: bool = false;
    const ENDGAME_TABLE: bool = true;

    /// The opening rule: `player`, who still owes their first move, must
    /// start from their rightmost hole unless it is empty or endless
    /// (docs/RULINGS.md#sadeqa-opening-fallback).
    fn check_opening(pos: &Position, player: Player, index: usize) -> Result<(), IllegalMove> {
        let rightmost = Self::LAYOUT.index(player, Self::LAYOUT.per_player());
        if index != rightmost
            && pos.board[rightmost] > 0
            && pos.sow_is_finite_for::<Self>(player, rightmost)
        {
            return Err(IllegalMove::OpeningFromRightmost {
                required: Hole::from_index(pos.variant, rightmost),
            });
        }
        Ok(())
    }

    /// The capture: the hole facing the last seed, on either side
    /// (docs/RULINGS.md#sadeqa-own-captures).
    fn ended_in_empty<E: Events>(pos: &mut Position, hand: &Hand, events: &mut E) {
        let Some(opposite) = Self::LAYOUT.opposite(hand.at) else {
            return;
        };
        let seeds = pos.board[opposite];
        if seeds > 0 {
            pos.board[opposite] = 0;
            pos.stores[hand.by] += seeds;
            events.push(Event::Capture {
                by: hand.by,
                hole: Hole::from_index(pos.variant, opposite),
                seeds,
                to: hand.by,
                kind: CaptureKind::Opposite,
            });
        }
    }

    fn after_sow<E: Events>(pos: &mut Position, sown: Sown, events: &mut E) {
        let next = sown.by.other();
        pos.to_move = next;
        if !Self::has_seeds(pos, next) {
            pos.finish_with::<Self, E>(EndReason::NoSeeds(next), events);
        } else if !pos.can_move::<Self>(next) {
            pos.finish_with::<Self, E>(EndReason::OnlyEndless(next), events);
        }
    }

    /// Captured seeds never decide (docs/RULINGS.md#sadeqa-draws).
    fn winner(_: &Position, reason: EndReason) -> Option<Player> {
        match reason {
            EndReason::NoSeeds(p) => Some(p.other()),
            _ => None,
        }
    }

    fn end_words(reason: EndReason) -> Option<String> {
        match reason {
            EndReason::NoSeeds(p) => Some(format!("{p} has no seeds left")),
            EndReason::OnlyEndless(p) => Some(format!("{p} can only play moves that never end")),
            _ => None,
        }
    }

    const END_REASONS: &'static [EndKind] =
        &[EndKind::NoSeeds, EndKind::OnlyEndless, EndKind::Repetition];

    fn check_live(pos: &Position) -> Result<(), PositionError> {
        check_owed(pos)
    }

    fn check_over(pos: &Position, outcome: Outcome) -> Result<(), PositionError> {
        if pos.opening_owed[pos.options.starter] {
            return Err(PositionError::new(
                RefusalCode::StarterOwes,
                format!(
                    "{} started and still owes the first move: the game cannot be over yet",
                    pos.options.starter
                ),
            )
            .arg("player", pos.options.starter));
        }
        match outcome.reason {
            EndReason::NoSeeds(p) if Self::has_seeds(pos, p) => Err(PositionError::new(
                RefusalCode::StillHasSeeds,
                format!(
                    "result {}: {p} still has seeds on their side",
                    outcome.reason.code()
                ),
            )
            .arg("reason", outcome.reason.code())
            .arg("player", p)),
            EndReason::OnlyEndless(p) if !Self::has_seeds(pos, p) || pos.can_move::<Self>(p) => {
                Err(PositionError::new(
                    RefusalCode::HasEndingMove,
                    format!("result {}: {p} has a move that ends", outcome.reason.code()),
                )
                .arg("reason", outcome.reason.code())
                .arg("player", p))
            }
            _ => Ok(()),
        }
    }
}

/// Who still owes the first move follows from who is to move: moves
/// alternate, so if the starter still owes, nobody has moved yet.
fn check_owed(pos: &Position) -> Result<(), PositionError> {
    let starter = pos.options.starter;
    let second = starter.other();
    let owed = pos.opening_owed;
    if owed[starter] && !owed[second] {
        return Err(PositionError::new(
            RefusalCode::OwedOrder,
            format!(
                "owed: {starter} started and still owes the first move, so {second} has not moved either"
            ),
        )
        .arg("starter", starter)
        .arg("second", second));
    }
    if owed[starter] && pos.to_move != starter {
        return Err(PositionError::new(
            RefusalCode::OwedTurn,
            format!("owed: nobody has moved yet, so {starter}, who starts, is to move"),
        )
        .arg("player", starter));
    }
    if owed[second] && !owed[starter] && pos.to_move != second {
        return Err(PositionError::new(
            RefusalCode::OwedTurn,
            format!("owed: only {starter}, who starts, has moved, so {second} is to move"),
        )
        .arg("player", second));
    }
    Ok(())
}
