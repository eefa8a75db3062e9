//! Anywoli (Anuak, Ethiopia and South Sudan): 2×12 with two stores; a hole
//! reaching four is captured, mid-sow by its owner, by the last seed by
//! the mover, who plays again; the stall rule ends long games.

use crate::event::{CaptureKind, Event, Events};
use crate::game_option::GameOption;
use crate::games::Rules;
use crate::position::{in_words, EndKind, EndReason, LastFour, Outcome, Position};
use crate::position_error::{PositionError, RefusalCode};
use crate::sowing::{Hand, SowEnd, Sown};
use crate::variant::{Hole, Layout, Player, TWO_BY_TWELVE};

/// Seeds in each hole at the start.
pub(crate) const SEEDS_PER_HOLE: u8 = 4;
/// A hole reaching exactly this many is captured; seeds are captured in
/// groups of this size, and the game ends when this many or none are left
/// in play.
pub(crate) const GROUP: u8 = 4;

pub(crate) struct Anywoli;

impl Anywoli {
    /// The `GROUP` seeds in `hand.at` go to `to`. Returns whether that ended
    /// the game (docs/RULINGS.md#anywoli-last-four).
    fn capture<E: Events>(
        pos: &mut Position,
        hand: &mut Hand,
        to: Player,
        kind: CaptureKind,
        events: &mut E,
    ) -> bool {
        let seeds = pos.board[hand.at];
        pos.board[hand.at] = 0;
        pos.stores[to] += seeds;
        events.push(Event::Capture {
            by: hand.by,
            hole: Hole::from_index(pos.variant, hand.at),
            seeds,
            to,
            kind,
        });
        let total = Self::SEEDS_PER_HOLE * Self::LAYOUT.len() as u8;
        let in_play = total - pos.stores[Player::B] - pos.stores[Player::A];
        if in_play > GROUP {
            return false;
        }
        let taker = match pos.options.last_four {
            LastFour::PreviousCapturer => to,
            LastFour::FirstFinalCapturer => pos
                .first_final
                .or((kind == CaptureKind::FinalSeed).then_some(hand.by))
                .unwrap_or(to),
            LastFour::Lottery(p) => p,
        };
        if kind == CaptureKind::FinalSeed && pos.first_final.is_none() {
            pos.first_final = Some(hand.by);
        }
        if hand.seeds > 0 {
            pos.stores[taker] += hand.seeds;
            events.push(Event::Collect {
                hole: None,
                seeds: hand.seeds,
                to: taker,
            });
            hand.seeds = 0;
        }
        for i in 0..Self::LAYOUT.len() {
            if pos.board[i] > 0 {
                pos.collect(i, taker, events);
            }
        }
        let reason = if in_play == 0 {
            EndReason::AllCaptured
        } else {
            EndReason::FourLeft
        };
        pos.finish_with::<Self, E>(reason, events);
        true
    }
}

impl Rules for Anywoli {
    const KEY: &'static str = "anywoli";
    const NAME: &'static str = "Anywoli";
    const SEEDS_PER_HOLE: u8 = SEEDS_PER_HOLE;
    const LAYOUT: &'static Layout = &TWO_BY_TWELVE;
    const MID_SOW_RULE: bool = true;
    const STALL_RULE: bool = true;
    const OPTIONS: &'static [GameOption] = &[
        GameOption::Start,
        GameOption::LastFour,
        GameOption::StallLimit,
    ];
    const STORES: bool = true;

    /// A mid-sow group goes to the hole's owner.
    #[inline]
    fn mid_sow<E: Events>(pos: &mut Position, hand: &mut Hand, events: &mut E) -> Option<SowEnd> {
        if pos.board[hand.at] != GROUP {
            return None;
        }
        let owner = Self::LAYOUT.owner(hand.at);
        Self::capture(pos, hand, owner, CaptureKind::MidSow, events).then_some(SowEnd::GameEnded)
    }

    /// A last-seed group goes to the mover, who plays again.
    fn last_seed<E: Events>(
        pos: &mut Position,
        hand: &mut Hand,
        count: u8,
        _: bool,
        events: &mut E,
    ) -> Option<SowEnd> {
        if count != GROUP {
            return None;
        }
        Some(
            if Self::capture(pos, hand, hand.by, CaptureKind::FinalSeed, events) {
                SowEnd::GameEnded
            } else {
                SowEnd::FinalCapture
            },
        )
    }

    /// docs/RULINGS.md#anywoli-stall, #anywoli-pass.
    fn after_sow<E: Events>(pos: &mut Position, sown: Sown, events: &mut E) {
        let Sown {
            by: player,
            end,
            captured,
        } = sown;
        pos.stall = if captured { 0 } else { pos.stall + 1 };
        if end == SowEnd::FinalCapture && pos.first_final.is_none() {
            pos.first_final = Some(player);
        }
        if pos.stall >= pos.options.stall_limit {
            pos.finish_with::<Self, E>(EndReason::Stall(pos.options.stall_limit), events);
        } else if end == SowEnd::FinalCapture {
            events.push(Event::ExtraMove { player });
            pos.hand_over::<Self, E>(player, events);
        } else {
            pos.hand_over::<Self, E>(player.other(), events);
        }
    }

    fn collects_at_end(reason: EndReason) -> bool {
        !matches!(reason, EndReason::FourLeft | EndReason::AllCaptured)
    }

    fn end_words(reason: EndReason) -> Option<String> {
        match reason {
            EndReason::FourLeft => {
                Some(format!("only {} seeds were left in play", in_words(GROUP)))
            }
            EndReason::AllCaptured => Some("every seed was captured".into()),
            EndReason::Stall(n) => Some(format!("no capture in {n} moves")),
            _ => None,
        }
    }

    /// About a second of the Expert's search in the browser (docs/PERFORMANCE.md).
    const BROWSER_EXPERT_NODES: u64 = 700_000;
    const END_REASONS: &'static [EndKind] = &[
        EndKind::FourLeft,
        EndKind::AllCaptured,
        EndKind::Stall,
        EndKind::NoMoves,
        EndKind::Repetition,
    ];

    fn check_live(pos: &Position) -> Result<(), PositionError> {
        let captured = pos.stores[Player::B] + pos.stores[Player::A];
        if pos.variant.total_seeds() - captured <= GROUP {
            return Err(PositionError::new(
                RefusalCode::TooFewInPlay,
                format!("with {GROUP} or fewer seeds in play an Anywoli game is over"),
            )
            .arg("max", GROUP));
        }
        if let Some((p, n)) = pos.stores.pairs().find(|(_, &n)| n % GROUP != 0) {
            return Err(captures_not_in_fours(p, *n));
        }
        if pos.stall >= pos.options.stall_limit {
            return Err(PositionError::new(
                RefusalCode::StallReached,
                format!(
                    "stall={} reaches the stall limit of {}: the game would be over",
                    pos.stall, pos.options.stall_limit
                ),
            )
            .arg("stall", pos.stall)
            .arg("limit", pos.options.stall_limit));
        }
        check_first(pos)
    }

    fn check_over(pos: &Position, outcome: Outcome) -> Result<(), PositionError> {
        if pos.seeds_on_board() > 0 {
            return Err(PositionError::new(
                RefusalCode::SeedsLeftAtEnd,
                "a finished Anywoli game has no seeds on the board: they go to the stores at the end",
            ));
        }
        // Only the stall, repetition and no-move ends give the seeds on each
        // side to that side's owner; the others leave nothing but groups.
        if matches!(outcome.reason, EndReason::FourLeft | EndReason::AllCaptured) {
            if let Some((p, n)) = pos.stores.pairs().find(|(_, &n)| n % GROUP != 0) {
                let e = captures_not_in_fours(p, *n);
                return Err(PositionError {
                    message: format!(
                        "result {}: every seed went in groups of {GROUP}, and {p} has {n}",
                        outcome.reason.code()
                    ),
                    ..e
                }
                .arg("reason", outcome.reason.code()));
            }
        }
        if let EndReason::Stall(n) = outcome.reason {
            if n != pos.options.stall_limit {
                return Err(PositionError::new(
                    RefusalCode::StallLimitDiffers,
                    format!(
                        "result {}: the stall limit is {}",
                        outcome.reason.code(),
                        pos.options.stall_limit
                    ),
                )
                .arg("reason", outcome.reason.code())
                .arg("limit", pos.options.stall_limit));
            }
        }
        check_first(pos)
    }
}

/// Captures in Anywoli come in groups of four, whatever the moment.
fn captures_not_in_fours(p: Player, n: u8) -> PositionError {
    PositionError::new(
        RefusalCode::CapturesNotInFours,
        format!("captured: seeds are captured in groups of {GROUP}, and {p} has {n}"),
    )
    .arg("group", GROUP)
    .arg("player", p)
    .arg("count", n)
}

/// `first=P` only after P's final-seed capture, whose group P keeps.
fn check_first(pos: &Position) -> Result<(), PositionError> {
    match pos.first_final {
        Some(p) if pos.stores[p] < GROUP => Err(PositionError::new(
            RefusalCode::FirstWithoutCapture,
            format!("first={p}: {p} made a final-seed capture, so has captured at least {GROUP}"),
        )
        .arg("player", p)
        .arg("min", GROUP)),
        _ => Ok(()),
    }
}
