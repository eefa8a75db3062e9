//! Sokusowó (Yoruba, Nigeria): 2×6, every lap puts a seed aside for the
//! mover; 25 captured seeds win at once.

use crate::event::Events;
use crate::games::Rules;
use crate::position::{EndKind, EndReason, Outcome, Position};
use crate::position_error::{PositionError, RefusalCode};
use crate::sowing::Sown;
use crate::variant::{Layout, Player, TWO_BY_SIX};

/// Seeds in each hole at the start.
pub(crate) const SEEDS_PER_HOLE: u8 = 4;
/// A move starts from a hole with at least this many seeds.
pub(crate) const MIN_SEEDS: u8 = 2;
/// Captured seeds that win at once.
pub(crate) const TARGET: u8 = 25;

pub(crate) struct Sokusowo;

impl Sokusowo {
    fn has_sowable_hole(pos: &Position, player: Player) -> bool {
        Self::LAYOUT
            .holes_of(player)
            .any(|i| pos.board[i] >= MIN_SEEDS)
    }
}

impl Rules for Sokusowo {
    const KEY: &'static str = "sokusowo";
    const NAME: &'static str = "Sokusowó";
    const SEEDS_PER_HOLE: u8 = SEEDS_PER_HOLE;
    const LAYOUT: &'static Layout = &TWO_BY_SIX;
    const MIN_SEEDS: u8 = MIN_SEEDS;
    const PUTS_ASIDE: bool = true;

    /// docs/RULINGS.md#sokusowo-end-order: the mover's 25 first.
    fn after_sow<E: Events>(pos: &mut Position, sown: Sown, events: &mut E) {
        let player = sown.by;
        if pos.stores[player] >= TARGET {
            pos.finish_with::<Self, E>(EndReason::TargetReached(player), events);
        } else if let Some(stuck) = [player.other(), player]
            .into_iter()
            .find(|&p| !Self::has_sowable_hole(pos, p))
        {
            pos.finish_with::<Self, E>(EndReason::NoSowableHole(stuck), events);
        } else {
            pos.to_move = player.other();
        }
    }

    fn collects_at_end(reason: EndReason) -> bool {
        !matches!(reason, EndReason::TargetReached(_))
    }

    fn end_words(reason: EndReason) -> Option<String> {
        match reason {
            EndReason::TargetReached(p) => Some(format!("{p} captured {TARGET} or more seeds")),
            EndReason::NoSowableHole(p) => {
                Some(format!("{p} has no hole with {MIN_SEEDS} or more seeds"))
            }
            _ => None,
        }
    }

    // Every lap puts a seed aside, so no position ever repeats.
    const END_REASONS: &'static [EndKind] = &[EndKind::TargetReached, EndKind::NoSowableHole];

    fn check_live(pos: &Position) -> Result<(), PositionError> {
        if pos.stores.iter().any(|&n| n >= TARGET) {
            return Err(PositionError::new(
                RefusalCode::TargetAlreadyReached,
                format!(
                    "a player with {TARGET} captured seeds has already won: the game would be over"
                ),
            )
            .arg("target", TARGET));
        }
        if let Some(p) = Player::BOTH
            .into_iter()
            .find(|&p| !Self::has_sowable_hole(pos, p))
        {
            return Err(PositionError::new(
                RefusalCode::NoSowableHole,
                format!("{p} has no hole with {MIN_SEEDS} or more seeds: the game would be over"),
            )
            .arg("player", p)
            .arg("min", MIN_SEEDS));
        }
        Ok(())
    }

    fn check_over(pos: &Position, outcome: Outcome) -> Result<(), PositionError> {
        match outcome.reason {
            EndReason::TargetReached(p) => {
                if pos.stores[p] < TARGET {
                    return Err(PositionError::new(
                        RefusalCode::TargetNotReached,
                        format!(
                            "result {}: {p} has captured {}, fewer than {TARGET}",
                            outcome.reason.code(),
                            pos.stores[p]
                        ),
                    )
                    .arg("reason", outcome.reason.code())
                    .arg("player", p)
                    .arg("count", pos.stores[p])
                    .arg("target", TARGET));
                }
            }
            _ => {
                if pos.seeds_on_board() > 0 {
                    return Err(PositionError::new(
                        RefusalCode::SeedsLeftAtEnd,
                        format!(
                            "result {}: at that end each player takes the seeds on their side, so the board is empty",
                            outcome.reason.code()
                        ),
                    )
                    .arg("reason", outcome.reason.code()));
                }
            }
        }
        Ok(())
    }
}
