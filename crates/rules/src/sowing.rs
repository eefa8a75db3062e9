//! The relay-sowing loop all four games share, generic over a game's
//! [`Rules`]: lifting, dropping, relaying, exact endless-move detection,
//! the Sulus Aidi race, passes and handing the turn over.

use crate::by_player::ByPlayer;
use crate::event::{Event, Events};
use crate::games::Rules;
use crate::position::{EndReason, Endless, Position};
use crate::variant::{Hole, Player, MAX_HOLES};

/// How a sowing (a whole move's laps) ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SowEnd {
    /// Last seed in an empty hole.
    Empty,
    /// Sulus Aidi: last seed in a claimed hole.
    InClaimed,
    /// Sulus Aidi: the mover claimed the last hole.
    Claimed,
    /// Anywoli: final-seed capture; the mover plays again.
    FinalCapture,
    /// Anywoli: four or no seeds left in play; the game is over.
    GameEnded,
}

/// A whole sowing that did not end the game, for the game's `after_sow`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Sown {
    /// Who sowed.
    pub by: Player,
    /// How it ended (never `GameEnded`).
    pub end: SowEnd,
    /// Whether it captured seeds.
    pub captured: bool,
}

/// One hand sowing: where it is and how many seeds it holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Hand {
    pub by: Player,
    pub at: usize,
    pub seeds: u8,
}

enum Step {
    Sowing,
    Relayed,
    Done(SowEnd),
}

/// Brent's cycle detection over sowing states (docs/RULINGS.md#endless-illegal):
/// exact (a finite sowing never revisits a state, an endless one must), no
/// allocation, and at most about twice the cycle's length of extra laps. A
/// state is a small `key` (the hands) and the `board`; the key is compared
/// first, so the board, just written seed by seed, is rarely read back whole.
struct CycleCheck<K: PartialEq + Copy> {
    saved_key: K,
    saved_board: [u8; MAX_HOLES],
    power: u32,
    steps: u32,
}

impl<K: PartialEq + Copy> CycleCheck<K> {
    fn new(key: K, board: &[u8; MAX_HOLES]) -> Self {
        CycleCheck {
            saved_key: key,
            saved_board: *board,
            power: 1,
            steps: 0,
        }
    }

    /// Whether this state was seen before (the sowing is endless).
    #[inline]
    fn repeats(&mut self, key: K, board: &[u8; MAX_HOLES]) -> bool {
        if key == self.saved_key && *board == self.saved_board {
            return true;
        }
        self.steps += 1;
        if self.steps == self.power {
            self.saved_key = key;
            self.saved_board = *board;
            self.power = self.power.saturating_mul(2);
            self.steps = 0;
        }
        false
    }
}

impl Position {
    /// `player`'s whole move from circuit position `index`: the sowing,
    /// then the game's rules for what follows.
    pub(crate) fn play_sow<G: Rules, E: Events>(
        &mut self,
        player: Player,
        index: usize,
        events: &mut E,
    ) -> Result<(), Endless> {
        let captured_before = self.total_captured();
        let end = self.sow::<G, E>(player, index, events)?;
        self.opening_owed[player] = false;
        if end != SowEnd::GameEnded {
            let sown = Sown {
                by: player,
                end,
                captured: self.total_captured() != captured_before,
            };
            G::after_sow(self, sown, events);
        }
        Ok(())
    }

    fn total_captured(&self) -> u8 {
        self.stores.iter().sum()
    }

    /// Whether `player` has a legal sowing (turn rules aside).
    pub(crate) fn can_move<G: Rules>(&self, player: Player) -> bool {
        G::LAYOUT.holes_of(player).any(|i| {
            self.board[i] >= G::MIN_SEEDS
                && !self.is_claimed(i)
                && self.sow_is_finite_for::<G>(player, i)
        })
    }

    /// Whether `player`'s sowing from `index` ends.
    #[cfg(test)]
    pub(crate) fn sow_is_finite(&self, player: Player, index: usize) -> bool {
        crate::games::with_rules!(self.variant, G => self.sow_is_finite_for::<G>(player, index))
    }

    pub(crate) fn sow_is_finite_for<G: Rules>(&self, player: Player, index: usize) -> bool {
        self.clone().sow::<G, ()>(player, index, &mut ()).is_ok()
    }

    /// Gives the turn to `next`, skipping a player who cannot move (a pass);
    /// ends the game when neither can.
    pub(crate) fn hand_over<G: Rules, E: Events>(&mut self, next: Player, events: &mut E) {
        if self.can_move::<G>(next) {
            self.to_move = next;
            return;
        }
        events.push(Event::Pass { player: next });
        if self.can_move::<G>(next.other()) {
            self.to_move = next.other();
        } else {
            self.to_move = next;
            self.finish_with::<G, E>(EndReason::NoMoves, events);
        }
    }

    /// Lifts the hole under `hand` into it; Sokusowó puts one seed aside.
    #[inline]
    fn lift<G: Rules, E: Events>(&mut self, hand: &mut Hand, events: &mut E) {
        hand.seeds = self.board[hand.at];
        self.board[hand.at] = 0;
        if E::RECORDS {
            events.push(Event::Lift {
                by: hand.by,
                hole: Hole::from_index(self.variant, hand.at),
                seeds: hand.seeds,
            });
        }
        if G::PUTS_ASIDE {
            hand.seeds -= 1;
            self.stores[hand.by] += 1;
            if E::RECORDS {
                events.push(Event::PutAside { by: hand.by });
            }
        }
    }

    /// Drops one seed from `hand` into the next hole and applies what the
    /// game says about it.
    #[inline]
    fn step<G: Rules, E: Events>(&mut self, hand: &mut Hand, race: bool, events: &mut E) -> Step {
        self.drop_one(hand, G::LAYOUT.len(), events);
        self.dropped::<G, E>(hand, race, events)
    }

    /// What the game says about the seed just dropped at `hand.at`; relays
    /// when the lap's last seed calls for it.
    #[inline]
    fn dropped<G: Rules, E: Events>(
        &mut self,
        hand: &mut Hand,
        race: bool,
        events: &mut E,
    ) -> Step {
        let count = self.board[hand.at];
        if hand.seeds > 0 {
            return match G::mid_sow(self, hand, events) {
                Some(end) => Step::Done(end),
                None => Step::Sowing,
            };
        }
        // The lap's last seed.
        if count == 1 {
            G::ended_in_empty(self, hand, events);
            return Step::Done(SowEnd::Empty);
        }
        if let Some(end) = G::last_seed(self, hand, count, race, events) {
            return Step::Done(end);
        }
        self.lift::<G, E>(hand, events);
        Step::Relayed
    }

    /// One seed from `hand` into the next of the circuit's `len` holes.
    #[inline(always)]
    fn drop_one<E: Events>(&mut self, hand: &mut Hand, len: usize, events: &mut E) {
        // `>=`, not `==`: the next hole is then provably below `len`, so the
        // store into the board needs no bounds check (a drop is the hot loop).
        hand.at = if hand.at + 1 >= len { 0 } else { hand.at + 1 };
        self.board[hand.at] += 1;
        hand.seeds -= 1;
        if E::RECORDS {
            events.push(Event::Drop {
                by: hand.by,
                hole: Hole::from_index(self.variant, hand.at),
            });
        }
    }

    /// One whole sowing by `player` from `index`, relays included. Stops
    /// with `Endless` as soon as a lap would start from a state seen before.
    pub(crate) fn sow<G: Rules, E: Events>(
        &mut self,
        player: Player,
        index: usize,
        events: &mut E,
    ) -> Result<SowEnd, Endless> {
        let mut hand = Hand {
            by: player,
            at: index,
            seeds: 0,
        };
        self.lift::<G, E>(&mut hand, events);
        let mut cycle = CycleCheck::new(hand, &self.board);
        let len = G::LAYOUT.len();
        loop {
            if G::MID_SOW_RULE {
                self.drop_one(&mut hand, len, events);
            } else {
                // Nothing happens before a lap's last seed: drop the whole
                // lap in a tight loop.
                while hand.seeds > 0 {
                    self.drop_one(&mut hand, len, events);
                }
            }
            match self.dropped::<G, E>(&mut hand, false, events) {
                Step::Sowing => {}
                Step::Relayed => {
                    // A seed put aside every lap means every sowing ends.
                    if !G::PUTS_ASIDE && cycle.repeats(hand, &self.board) {
                        return Err(Endless);
                    }
                }
                Step::Done(end) => return Ok(end),
            }
        }
    }

    /// The Sulus Aidi opening: both sowings run one seed per tick, B's drop
    /// first in a tick (docs/RULINGS.md#sulus-race-tie). Returns who starts
    /// the main phase.
    pub(crate) fn race<G: Rules, E: Events>(
        &mut self,
        b: usize,
        a: usize,
        events: &mut E,
    ) -> Result<Player, Endless> {
        let start = ByPlayer::new(b, a);
        let mut hands = ByPlayer::from_fn(|by| Hand {
            by,
            at: start[by],
            seeds: 0,
        });
        for hand in hands.iter_mut() {
            self.lift::<G, E>(hand, events);
        }
        // The tick at which each player's sowing ended.
        let mut done: ByPlayer<Option<u32>> = ByPlayer::both(None);
        let mut cycle = CycleCheck::new((hands, done.map(|d| d.is_some())), &self.board);
        let mut tick: u32 = 0;
        while done.iter().any(Option::is_none) {
            tick = tick.checked_add(1).ok_or(Endless)?;
            events.push(Event::Tick { n: tick });
            for (hand, finished) in hands.iter_mut().zip(done.iter_mut()) {
                if finished.is_some() {
                    continue;
                }
                if let Step::Done(_) = self.step::<G, E>(hand, true, events) {
                    *finished = Some(tick);
                    events.push(Event::RaceDone {
                        player: hand.by,
                        tick,
                    });
                }
            }
            if cycle.repeats((hands, done.map(|d| d.is_some())), &self.board) {
                return Err(Endless);
            }
        }
        let winner = match (done[Player::B], done[Player::A]) {
            (Some(tb), Some(ta)) if tb < ta => Player::B,
            (Some(tb), Some(ta)) if ta < tb => Player::A,
            _ => self.options.starter,
        };
        events.push(Event::RaceWon { player: winner });
        Ok(winner)
    }

    /// Seeds of the hole at `index` go to `to`'s store at the end.
    pub(crate) fn collect<E: Events>(&mut self, index: usize, to: Player, events: &mut E) {
        let seeds = self.board[index];
        self.board[index] = 0;
        self.stores[to] += seeds;
        events.push(Event::Collect {
            hole: Some(Hole::from_index(self.variant, index)),
            seeds,
            to,
        });
    }
}
