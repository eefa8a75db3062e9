//! Test helpers shared by the unit, ruling and property tests and the fuzz
//! targets (cargo feature `testing`): reading the positions and holes a
//! test names, and the event-replaying checker, which follows a move's
//! events on a shadow board as a front end animates them.

#[cfg(feature = "fuzz")]
pub mod fuzz;

use crate::by_player::ByPlayer;
use crate::event::Event;
use crate::position::{EndReason, Position};
use crate::variant::{Hole, Player, Variant};

/// The position a test writes as text; a text the engine refuses fails
/// the test, naming it.
pub fn position(text: &str) -> Position {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// A hand-made position no game reaches (e.g. Anywoli captures that are
/// not groups of four), read unchecked to reach one rule's code path.
pub fn unreachable_position(text: &str) -> Position {
    Position::from_text_unchecked(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The hole `label` (`3B`) of `variant`'s board.
pub fn hole(variant: Variant, label: &str) -> Hole {
    Hole::parse(variant, label).unwrap_or_else(|e| panic!("{label}: {e}"))
}

/// Every kind of end reason, with a player or count where it takes one.
pub fn every_end_reason() -> [EndReason; 9] {
    [
        EndReason::TargetReached(Player::B),
        EndReason::NoSowableHole(Player::A),
        EndReason::NoSeeds(Player::B),
        EndReason::OnlyEndless(Player::A),
        EndReason::FourLeft,
        EndReason::AllCaptured,
        EndReason::Stall(100),
        EndReason::NoMoves,
        EndReason::Repetition,
    ]
}

/// The board, stores and hands after following a move's events.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shadow {
    pub board: Vec<u8>,
    pub stores: ByPlayer<u32>,
}

/// Follows `events` from `before` on a shadow board, hands and stores,
/// panicking when an event does not fit: a lift that is not the whole hole,
/// a relay's next lap not starting with the hole after the one lifted
/// (docs/RULINGS.md#relay-next-hole),
/// seeds taken that are not there, a seed appearing or vanishing, or seeds
/// left in a hand at the end.
pub fn replay_events(before: &Position, events: &[Event]) -> Shadow {
    let v = before.variant();
    let layout = v.layout();
    let mut board: Vec<u8> = before.board().to_vec();
    let mut stores = ByPlayer::from_fn(|p| u32::from(before.captured(p)));
    let mut hands = ByPlayer::both(0u32);
    let mut lifted_at: ByPlayer<Option<usize>> = ByPlayer::both(None);
    let total = u32::from(v.total_seeds());
    let take = |board: &mut Vec<u8>, i: usize, seeds: u8, e: &Event| {
        assert!(board[i] >= seeds, "fewer seeds than taken: {e:?}");
        board[i] -= seeds;
    };
    for e in events {
        match *e {
            Event::Lift { by, hole, seeds } => {
                let i = hole.index(v);
                assert_eq!(board[i], seeds, "a lift takes the whole hole: {e:?}");
                board[i] = 0;
                hands[by] += u32::from(seeds);
                lifted_at[by] = Some(i);
            }
            Event::PutAside { by } => {
                assert!(hands[by] > 0, "put aside from an empty hand: {e:?}");
                hands[by] -= 1;
                stores[by] += 1;
            }
            Event::Drop { by, hole } => {
                let i = hole.index(v);
                // docs/RULINGS.md#relay-next-hole
                if let Some(from) = lifted_at[by].take() {
                    assert_eq!(
                        i,
                        layout.next(from),
                        "a lap starts with the next hole: {e:?}"
                    );
                }
                assert!(hands[by] > 0, "a drop from an empty hand: {e:?}");
                board[i] += 1;
                hands[by] -= 1;
            }
            // Seeds leaving a hole for a store: a capture, or taken at the end.
            Event::Capture {
                hole, seeds, to, ..
            }
            | Event::Collect {
                hole: Some(hole),
                seeds,
                to,
            } => {
                take(&mut board, hole.index(v), seeds, e);
                stores[to] += u32::from(seeds);
            }
            Event::Collect {
                hole: None,
                seeds,
                to,
            } => {
                // Only the mover's hand holds seeds when a game ends mid-sowing.
                let k = Player::BOTH
                    .into_iter()
                    .find(|&p| hands[p] >= u32::from(seeds))
                    .expect("a hand holds the seeds collected");
                hands[k] -= u32::from(seeds);
                stores[to] += u32::from(seeds);
            }
            _ => {}
        }
        let sum = board.iter().map(|&n| u32::from(n)).sum::<u32>()
            + hands.iter().sum::<u32>()
            + stores.iter().sum::<u32>();
        assert_eq!(sum, total, "seeds not conserved after {e:?}");
    }
    assert_eq!(hands, [0, 0], "every seed in hand was put down");
    Shadow { board, stores }
}

/// The events of the move from `before` to `after`, replayed as a front end
/// animates them ([`replay_events`]), give exactly the board and stores of
/// `after`; every claim is one `after` has; the game ends with one
/// `GameOver` event, last, exactly when the move ended it.
pub fn check_move_events(before: &Position, after: &Position, events: &[Event]) {
    let shadow = replay_events(before, events);
    assert_eq!(
        shadow.board,
        after.board(),
        "events replayed give another board"
    );
    assert_eq!(
        shadow.stores,
        ByPlayer::from_fn(|p| u32::from(after.captured(p))),
        "events replayed give other stores"
    );
    for e in events {
        if let Event::Claim { by, hole } = *e {
            assert_eq!(after.claimed_by(hole), Some(by), "claim of {hole}");
        }
    }
    let game_overs: Vec<_> = events
        .iter()
        .filter(|e| matches!(e, Event::GameOver(_)))
        .collect();
    match after.outcome() {
        Some(outcome) if !before.is_over() => {
            assert_eq!(game_overs, [&Event::GameOver(outcome)]);
            assert_eq!(events.last(), Some(&Event::GameOver(outcome)));
        }
        _ => assert!(game_overs.is_empty(), "game over reported twice"),
    }
}
