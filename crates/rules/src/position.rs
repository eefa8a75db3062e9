//! A position and the rules that move it: one shared relay-sowing loop with
//! small per-game hooks, exact endless-move detection, turn hand-over,
//! passes and the end of the game.

use std::fmt;

use crate::error::IllegalMove;
use crate::event::{CaptureKind, Event, Events};
use crate::variant::{Hole, Layout, Player, Variant, MAX_HOLES};

/// Who takes Anywoli's last four seeds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum LastFour {
    /// The player who took the group just before them.
    #[default]
    PreviousCapturer,
    /// The player who made the game's first final-seed capture (else the default).
    FirstFinalCapturer,
    /// A lottery; the draw is part of the options so a replay is exact.
    Lottery(Player),
}

impl LastFour {
    pub fn key(self) -> &'static str {
        match self {
            LastFour::PreviousCapturer => "previous",
            LastFour::FirstFinalCapturer => "first",
            LastFour::Lottery(Player::A) => "lottery-A",
            LastFour::Lottery(Player::B) => "lottery-B",
        }
    }

    pub fn from_key(s: &str) -> Option<LastFour> {
        Some(match s {
            "previous" => LastFour::PreviousCapturer,
            "first" => LastFour::FirstFinalCapturer,
            "lottery-A" => LastFour::Lottery(Player::A),
            "lottery-B" => LastFour::Lottery(Player::B),
            _ => return None,
        })
    }
}

/// Settings a player chooses; all of them are part of a game record.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Options {
    /// Who moves first (and wins a tied Sulus Aidi opening race).
    pub starter: Player,
    /// Anywoli only.
    pub last_four: LastFour,
    /// Anywoli only: this many moves in a row without a capture end the game.
    pub stall_limit: u16,
}

pub const DEFAULT_STALL_LIMIT: u16 = 100;
pub const MAX_STALL_LIMIT: u16 = 10_000;

impl Default for Options {
    fn default() -> Self {
        Options {
            starter: Player::B,
            last_four: LastFour::PreviousCapturer,
            stall_limit: DEFAULT_STALL_LIMIT,
        }
    }
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// Sokusowó: the mover has captured 25 or more.
    TargetReached(Player),
    /// Sokusowó: this player has no hole with 2 or more seeds.
    NoSowableHole(Player),
    /// Sadeqa II: the player to move has no seeds on their side.
    NoSeeds(Player),
    /// Sadeqa II: the player to move has seeds, but every move would go on forever.
    OnlyEndless(Player),
    /// Anywoli: only four seeds were left in play.
    FourLeft,
    /// Anywoli: no seed was left in play.
    AllCaptured,
    /// Anywoli: the stall limit of moves without a capture was reached.
    Stall(u16),
    /// Neither player can move.
    NoMoves,
    /// The same position came up for the third time.
    Repetition,
}

impl EndReason {
    /// Stable code for the position text and for translations.
    pub fn code(self) -> String {
        match self {
            EndReason::TargetReached(p) => format!("target-{p}"),
            EndReason::NoSowableHole(p) => format!("no-sowable-{p}"),
            EndReason::NoSeeds(p) => format!("no-seeds-{p}"),
            EndReason::OnlyEndless(p) => format!("only-endless-{p}"),
            EndReason::FourLeft => "four-left".into(),
            EndReason::AllCaptured => "all-captured".into(),
            EndReason::Stall(n) => format!("stall-{n}"),
            EndReason::NoMoves => "no-moves".into(),
            EndReason::Repetition => "repetition".into(),
        }
    }

    pub fn from_code(s: &str) -> Option<EndReason> {
        let player = |rest: &str| rest.parse::<Player>().ok();
        Some(match s {
            "four-left" => EndReason::FourLeft,
            "all-captured" => EndReason::AllCaptured,
            "no-moves" => EndReason::NoMoves,
            "repetition" => EndReason::Repetition,
            _ => {
                let (head, tail) = s.rsplit_once('-')?;
                match head {
                    "target" => EndReason::TargetReached(player(tail)?),
                    "no-sowable" => EndReason::NoSowableHole(player(tail)?),
                    "no-seeds" => EndReason::NoSeeds(player(tail)?),
                    "only-endless" => EndReason::OnlyEndless(player(tail)?),
                    "stall" => EndReason::Stall(tail.parse().ok().filter(|&n| n > 0)?),
                    _ => return None,
                }
            }
        })
    }
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EndReason::TargetReached(p) => write!(f, "{p} captured 25 or more seeds"),
            EndReason::NoSowableHole(p) => write!(f, "{p} has no hole with 2 or more seeds"),
            EndReason::NoSeeds(p) => write!(f, "{p} has no seeds left"),
            EndReason::OnlyEndless(p) => write!(f, "{p} can only play moves that never end"),
            EndReason::FourLeft => write!(f, "only four seeds were left in play"),
            EndReason::AllCaptured => write!(f, "every seed was captured"),
            EndReason::Stall(n) => write!(f, "no capture in {n} moves"),
            EndReason::NoMoves => write!(f, "neither player can move"),
            EndReason::Repetition => write!(f, "the same position came up three times"),
        }
    }
}

/// The result of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// `None` is a draw.
    pub winner: Option<Player>,
    pub reason: EndReason,
}

#[cfg(feature = "serde")]
impl serde::Serialize for Outcome {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut st = s.serialize_struct("Outcome", 3)?;
        st.serialize_field("winner", &self.winner)?;
        st.serialize_field("reason", &self.reason.code())?;
        st.serialize_field("text", &self.reason.to_string())?;
        st.end()
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.winner {
            Some(p) => write!(f, "{p} wins: {}", self.reason),
            None => write!(f, "draw: {}", self.reason),
        }
    }
}

/// The stage a game is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Sulus Aidi's opening: both players choose a hole at once and race.
    Race,
    /// Turns: `Position::to_move` sows.
    Play,
    Over(Outcome),
}

/// A move: one hole to sow, or the Sulus Aidi opening's joint move `3B+7A`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    Sow(Hole),
    Race { b: Hole, a: Hole },
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Sow(h) => write!(f, "{h}"),
            Move::Race { b, a } => write!(f, "{b}+{a}"),
        }
    }
}

impl Move {
    /// Reads `3B` or `3B+7A` (either order) for `variant`'s board.
    pub fn parse(variant: Variant, s: &str) -> Result<Move, crate::ParseError> {
        match s.split_once('+') {
            None => Hole::parse(variant, s).map(Move::Sow),
            Some((x, y)) => {
                let x = Hole::parse(variant, x)?;
                let y = Hole::parse(variant, y).map_err(|e| e.shifted(s.len() - y.len()))?;
                match (x.owner(), y.owner()) {
                    (Player::B, Player::A) => Ok(Move::Race { b: x, a: y }),
                    (Player::A, Player::B) => Ok(Move::Race { b: y, a: x }),
                    _ => Err(crate::ParseError::new(
                        0,
                        format!("a joint opening move names one hole of each player, like 3B+7A, not {s}"),
                    )),
                }
            }
        }
    }
}

/// A sowing could relay forever.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Endless;

/// A full game state: board, stores, claims, whose turn, phase, options.
/// Small and `Copy`, so search can keep positions on the stack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) variant: Variant,
    pub(crate) options: Options,
    pub(crate) board: [u8; MAX_HOLES],
    /// Captured seeds per player (`Player::index`).
    pub(crate) stores: [u8; 2],
    /// Bit `i` set: hole `i` is claimed by that player (Sulus Aidi).
    pub(crate) claims: [u32; 2],
    pub(crate) to_move: Player,
    pub(crate) phase: Phase,
    /// Sadeqa II: players who have not yet made their first move.
    pub(crate) opening_owed: [bool; 2],
    /// Anywoli: moves in a row without a capture.
    pub(crate) stall: u16,
    /// Anywoli: who made the game's first final-seed capture.
    pub(crate) first_final: Option<Player>,
}

/// How a sowing (a whole move's laps) ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum SowEnd {
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

/// One hand sowing: where it is and how many seeds it holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Hand {
    by: Player,
    at: usize,
    seeds: u8,
}

enum Step {
    Sowing,
    Relayed,
    Done(SowEnd),
}

/// Brent's cycle detection over sowing states (docs/RULINGS.md#endless-illegal):
/// exact (a finite sowing
/// never revisits a state, an endless one must), no allocation, and at
/// most about twice the cycle's length of extra laps. A state is a small
/// `key` (the hands) and the `board`; the key is compared first, so the
/// board, just written seed by seed, is rarely read back whole.
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
    /// The start position with default options.
    pub fn new(variant: Variant) -> Position {
        Position::with_options(variant, Options::default())
    }

    /// Anywoli's own options (last four, stall limit) are kept only for
    /// Anywoli; other games take the defaults, so every position's text and
    /// record read back exactly.
    pub fn with_options(variant: Variant, mut options: Options) -> Position {
        if variant != Variant::Anywoli {
            let defaults = Options::default();
            options.last_four = defaults.last_four;
            options.stall_limit = defaults.stall_limit;
        }
        let mut board = [0; MAX_HOLES];
        board[..variant.layout().len()].fill(variant.seeds_per_hole());
        Position {
            variant,
            options,
            board,
            stores: [0; 2],
            claims: [0; 2],
            to_move: options.starter,
            phase: if variant == Variant::SulusAidi {
                Phase::Race
            } else {
                Phase::Play
            },
            opening_owed: [variant == Variant::SadeqaII; 2],
            stall: 0,
            first_final: None,
        }
    }

    pub fn variant(&self) -> Variant {
        self.variant
    }

    pub fn options(&self) -> Options {
        self.options
    }

    pub fn layout(&self) -> &'static Layout {
        self.variant.layout()
    }

    /// Whose turn it is (in the Sulus Aidi race: the starting player, who
    /// wins a tie).
    pub fn to_move(&self) -> Player {
        self.to_move
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn outcome(&self) -> Option<Outcome> {
        match self.phase {
            Phase::Over(o) => Some(o),
            _ => None,
        }
    }

    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over(_))
    }

    pub fn seeds(&self, hole: Hole) -> u8 {
        self.board[hole.index(self.variant)]
    }

    /// Seeds per hole in circuit order (`1B` first).
    pub fn board(&self) -> &[u8] {
        &self.board[..self.layout().len()]
    }

    /// Seeds captured by (or, at the end, awarded to) `player`.
    pub fn captured(&self, player: Player) -> u8 {
        self.stores[player.index()]
    }

    pub fn claimed_by(&self, hole: Hole) -> Option<Player> {
        let bit = 1u32 << hole.index(self.variant);
        Player::BOTH
            .into_iter()
            .find(|p| self.claims[p.index()] & bit != 0)
    }

    /// Sadeqa II: whether `player` still owes the opening move from their
    /// rightmost hole.
    pub fn owes_opening(&self, player: Player) -> bool {
        self.opening_owed[player.index()]
    }

    /// Anywoli: moves in a row without a capture.
    pub fn stall_count(&self) -> u16 {
        self.stall
    }

    pub fn first_final_capturer(&self) -> Option<Player> {
        self.first_final
    }

    /// The score that decides the game: captured seeds, or in Sulus Aidi
    /// the seeds lying in each player's claimed holes.
    pub fn score(&self, player: Player) -> u8 {
        if self.variant == Variant::SulusAidi {
            self.claimed_seeds(player)
        } else {
            self.stores[player.index()]
        }
    }

    fn claimed_seeds(&self, player: Player) -> u8 {
        let mut mask = self.claims[player.index()];
        let mut sum = 0;
        while mask != 0 {
            sum += self.board[mask.trailing_zeros() as usize];
            mask &= mask - 1;
        }
        sum
    }

    /// Seeds on the board (not captured).
    pub fn seeds_on_board(&self) -> u8 {
        self.board().iter().sum()
    }

    fn is_claimed(&self, index: usize) -> bool {
        (self.claims[0] | self.claims[1]) & (1 << index) != 0
    }

    /// The same position less the counters that do not make a position
    /// different for threefold repetition (stores, stall count; see
    /// docs/RULINGS.md#threefold-repetition).
    pub fn repetition_key(&self) -> Position {
        Position {
            stores: [0; 2],
            stall: 0,
            ..*self
        }
    }

    // ----- legality ---------------------------------------------------------

    /// Whether `player` could start a sowing from `hole` by the simple rules
    /// (ownership, seeds, claims, the Sadeqa II opening), before checking
    /// that the sowing ends.
    pub(crate) fn static_check(&self, player: Player, hole: Hole) -> Result<(), IllegalMove> {
        if hole.owner() != player {
            return Err(IllegalMove::NotYourHole { hole, player });
        }
        let index = hole.index(self.variant);
        if let Some(by) = self.claimed_by(hole) {
            return Err(IllegalMove::Claimed { hole, by });
        }
        let seeds = self.board[index];
        if seeds == 0 {
            return Err(IllegalMove::Empty { hole });
        }
        if self.variant == Variant::Sokusowo && seeds < 2 {
            return Err(IllegalMove::TooFewSeeds { hole, seeds });
        }
        // docs/RULINGS.md#sadeqa-opening-fallback
        if self.variant == Variant::SadeqaII && self.opening_owed[player.index()] {
            let rightmost = self.layout().index(player, self.layout().per_player());
            if index != rightmost
                && self.board[rightmost] > 0
                && self.sow_is_finite(player, rightmost)
            {
                return Err(IllegalMove::OpeningFromRightmost {
                    required: Hole::from_index(self.variant, rightmost),
                });
            }
        }
        Ok(())
    }

    fn sow_is_finite(&self, player: Player, index: usize) -> bool {
        self.clone().sow(player, index, &mut ()).is_ok()
    }

    /// Whether the player to move may sow `hole` now, and if not, why.
    pub fn check_hole(&self, hole: Hole) -> Result<(), IllegalMove> {
        match self.phase {
            Phase::Over(_) => Err(IllegalMove::GameOver),
            Phase::Race => Err(IllegalMove::RaceNeedsBothHoles),
            Phase::Play => {
                self.static_check(self.to_move, hole)?;
                if self.sow_is_finite(self.to_move, hole.index(self.variant)) {
                    Ok(())
                } else {
                    Err(IllegalMove::Endless { hole })
                }
            }
        }
    }

    /// Sulus Aidi opening: whether `hole` may be chosen by its owner.
    /// Every pair of such holes is a legal race unless the pair would never
    /// end (which no pair from the start position does).
    pub fn check_race_hole(&self, hole: Hole) -> Result<(), IllegalMove> {
        if self.phase != Phase::Race {
            return Err(if self.is_over() {
                IllegalMove::GameOver
            } else {
                IllegalMove::NotInRace
            });
        }
        if self.board[hole.index(self.variant)] == 0 {
            return Err(IllegalMove::Empty { hole });
        }
        Ok(())
    }

    pub fn check(&self, mv: Move) -> Result<(), IllegalMove> {
        match mv {
            Move::Sow(hole) => self.check_hole(hole),
            Move::Race { b, a } => {
                self.check_race_hole(b)?;
                self.check_race_hole(a)?;
                let mut copy = *self;
                copy.race(b.index(self.variant), a.index(self.variant), &mut ())
                    .map(|_| ())
                    .map_err(|Endless| IllegalMove::EndlessRace { b, a })
            }
        }
    }

    pub fn is_legal(&self, mv: Move) -> bool {
        self.check(mv).is_ok()
    }

    /// Every legal move, in label order (joint moves B-major in the race).
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        self.for_each_successor(|mv, _| moves.push(mv));
        moves
    }

    /// Calls `f` with each legal move and the position it leads to, each
    /// sowing simulated once: the fast path for search and playouts.
    pub fn for_each_successor(&self, mut f: impl FnMut(Move, &Position)) {
        let v = self.variant;
        let layout = self.layout();
        match self.phase {
            Phase::Over(_) => {}
            Phase::Race => {
                for b in layout.holes_of(Player::B) {
                    for a in layout.holes_of(Player::A) {
                        if self.board[a] == 0 || self.board[b] == 0 {
                            continue;
                        }
                        let mv = Move::Race {
                            b: Hole::from_index(v, b),
                            a: Hole::from_index(v, a),
                        };
                        let mut next = *self;
                        if next.play_unchecked(mv, &mut ()).is_ok() {
                            f(mv, &next);
                        }
                    }
                }
            }
            Phase::Play => {
                let player = self.to_move;
                for i in layout.holes_of(player) {
                    let hole = Hole::from_index(v, i);
                    if self.static_check(player, hole).is_err() {
                        continue;
                    }
                    let mut next = *self;
                    if next.play_sow(player, i, &mut ()).is_ok() {
                        f(Move::Sow(hole), &next);
                    }
                }
            }
        }
    }

    /// Plays a legal move, reporting its events. The move is checked; on
    /// error the position is unchanged.
    pub fn play<E: Events>(&mut self, mv: Move, events: &mut E) -> Result<(), IllegalMove> {
        match mv {
            Move::Sow(hole) => {
                if self.phase == Phase::Race {
                    return Err(IllegalMove::RaceNeedsBothHoles);
                }
                if self.is_over() {
                    return Err(IllegalMove::GameOver);
                }
                self.static_check(self.to_move, hole)?;
            }
            Move::Race { b, a } => {
                self.check_race_hole(b)?;
                self.check_race_hole(a)?;
            }
        }
        // Simulate silently first, so an endless move reports no events and
        // leaves the position untouched.
        let mut next = *self;
        next.play_unchecked(mv, &mut ())
            .map_err(|Endless| match mv {
                Move::Sow(hole) => IllegalMove::Endless { hole },
                Move::Race { b, a } => IllegalMove::EndlessRace { b, a },
            })?;
        self.play_unchecked(mv, events)
            .expect("a sowing that ended once ends again");
        Ok(())
    }

    /// Plays `mv` without the legality checks (search only: the move must
    /// come from `legal_moves`). Still reports `Endless` rather than loop.
    pub fn play_unchecked<E: Events>(&mut self, mv: Move, events: &mut E) -> Result<(), Endless> {
        match mv {
            Move::Sow(hole) => self.play_sow(self.to_move, hole.index(self.variant), events),
            Move::Race { b, a } => {
                let starter = self.race(b.index(self.variant), a.index(self.variant), events)?;
                self.phase = Phase::Play;
                self.hand_over(starter, events);
                Ok(())
            }
        }
    }

    // ----- the sowing loop --------------------------------------------------

    fn play_sow<E: Events>(
        &mut self,
        player: Player,
        index: usize,
        events: &mut E,
    ) -> Result<(), Endless> {
        let stores_before = self.stores[0] as u16 + self.stores[1] as u16;
        let end = self.sow(player, index, events)?;
        self.opening_owed[player.index()] = false;
        if end == SowEnd::GameEnded {
            return Ok(());
        }
        let captured = self.stores[0] as u16 + self.stores[1] as u16 != stores_before;
        match self.variant {
            Variant::Sokusowo => {
                if self.stores[player.index()] >= 25 {
                    self.finish(EndReason::TargetReached(player), events);
                } else if let Some(stuck) = [player.other(), player]
                    .into_iter()
                    .find(|&p| !self.has_sowable_hole(p))
                {
                    self.finish(EndReason::NoSowableHole(stuck), events);
                } else {
                    self.to_move = player.other();
                }
            }
            Variant::SadeqaII => {
                let next = player.other();
                self.to_move = next;
                if self.layout().holes_of(next).all(|i| self.board[i] == 0) {
                    self.finish(EndReason::NoSeeds(next), events);
                } else if !self.can_move(next) {
                    self.finish(EndReason::OnlyEndless(next), events);
                }
            }
            Variant::Anywoli => {
                self.stall = if captured { 0 } else { self.stall + 1 };
                if end == SowEnd::FinalCapture && self.first_final.is_none() {
                    self.first_final = Some(player);
                }
                if self.stall >= self.options.stall_limit {
                    self.finish(EndReason::Stall(self.options.stall_limit), events);
                } else if end == SowEnd::FinalCapture {
                    events.push(Event::ExtraMove { player });
                    self.hand_over(player, events);
                } else {
                    self.hand_over(player.other(), events);
                }
            }
            Variant::SulusAidi => self.hand_over(player.other(), events),
        }
        Ok(())
    }

    fn has_sowable_hole(&self, player: Player) -> bool {
        self.layout().holes_of(player).any(|i| self.board[i] >= 2)
    }

    /// Whether `player` has a legal sowing (turn rules aside).
    fn can_move(&self, player: Player) -> bool {
        self.layout()
            .holes_of(player)
            .any(|i| self.board[i] > 0 && !self.is_claimed(i) && self.sow_is_finite(player, i))
    }

    /// Gives the turn to `next`, skipping a player who cannot move (a pass);
    /// ends the game when neither can.
    fn hand_over<E: Events>(&mut self, next: Player, events: &mut E) {
        if self.can_move(next) {
            self.to_move = next;
            return;
        }
        events.push(Event::Pass { player: next });
        if self.can_move(next.other()) {
            self.to_move = next.other();
        } else {
            self.to_move = next;
            self.finish(EndReason::NoMoves, events);
        }
    }

    /// Lifts the hole under `hand` into it; Sokusowó puts one seed aside.
    #[inline]
    fn lift<E: Events>(&mut self, hand: &mut Hand, events: &mut E) {
        hand.seeds = self.board[hand.at];
        self.board[hand.at] = 0;
        if E::RECORDS {
            events.push(Event::Lift {
                by: hand.by,
                hole: Hole::from_index(self.variant, hand.at),
                seeds: hand.seeds,
            });
        }
        if self.variant == Variant::Sokusowo {
            hand.seeds -= 1;
            self.stores[hand.by.index()] += 1;
            if E::RECORDS {
                events.push(Event::PutAside { by: hand.by });
            }
        }
    }

    /// Drops one seed from `hand` into the next hole and applies what the
    /// game says about it; relays when the lap's last seed calls for it.
    #[inline]
    fn step<E: Events>(&mut self, hand: &mut Hand, race: bool, events: &mut E) -> Step {
        let v = self.variant;
        hand.at = self.layout().next(hand.at);
        let at = hand.at;
        self.board[at] += 1;
        hand.seeds -= 1;
        if E::RECORDS {
            events.push(Event::Drop {
                by: hand.by,
                hole: Hole::from_index(v, at),
            });
        }
        let count = self.board[at];
        if hand.seeds > 0 {
            if v == Variant::Anywoli && count == 4 {
                let owner = self.layout().owner(at);
                if self.capture(hand, owner, CaptureKind::MidSow, events) {
                    return Step::Done(SowEnd::GameEnded);
                }
            }
            return Step::Sowing;
        }
        // The lap's last seed.
        if count == 1 {
            if v == Variant::SadeqaII {
                self.capture_opposite(hand.by, at, events);
            }
            return Step::Done(SowEnd::Empty);
        }
        match v {
            Variant::Anywoli if count == 4 => {
                if self.capture(hand, hand.by, CaptureKind::FinalSeed, events) {
                    return Step::Done(SowEnd::GameEnded);
                }
                return Step::Done(SowEnd::FinalCapture);
            }
            Variant::SulusAidi => {
                if self.is_claimed(at) {
                    return Step::Done(SowEnd::InClaimed);
                }
                if !race && count == 4 && self.layout().owner(at) != hand.by {
                    self.claims[hand.by.index()] |= 1 << at;
                    events.push(Event::Claim {
                        by: hand.by,
                        hole: Hole::from_index(v, at),
                    });
                    return Step::Done(SowEnd::Claimed);
                }
            }
            _ => {}
        }
        self.lift(hand, events);
        Step::Relayed
    }

    /// Anywoli: the four seeds in `hand.at` go to `to`. Returns whether that
    /// ended the game (four or no seeds left in play).
    fn capture<E: Events>(
        &mut self,
        hand: &mut Hand,
        to: Player,
        kind: CaptureKind,
        events: &mut E,
    ) -> bool {
        let seeds = self.board[hand.at];
        self.board[hand.at] = 0;
        self.stores[to.index()] += seeds;
        events.push(Event::Capture {
            by: hand.by,
            hole: Hole::from_index(self.variant, hand.at),
            seeds,
            to,
            kind,
        });
        let in_play = self.variant.total_seeds() - self.stores[0] - self.stores[1];
        if in_play > 4 {
            return false;
        }
        let taker = match self.options.last_four {
            LastFour::PreviousCapturer => to,
            LastFour::FirstFinalCapturer => self
                .first_final
                .or((kind == CaptureKind::FinalSeed).then_some(hand.by))
                .unwrap_or(to),
            LastFour::Lottery(p) => p,
        };
        if kind == CaptureKind::FinalSeed && self.first_final.is_none() {
            self.first_final = Some(hand.by);
        }
        if hand.seeds > 0 {
            self.stores[taker.index()] += hand.seeds;
            events.push(Event::Collect {
                hole: None,
                seeds: hand.seeds,
                to: taker,
            });
            hand.seeds = 0;
        }
        for i in 0..self.layout().len() {
            if self.board[i] > 0 {
                self.collect(i, taker, events);
            }
        }
        let reason = if in_play == 0 {
            EndReason::AllCaptured
        } else {
            EndReason::FourLeft
        };
        self.finish(reason, events);
        true
    }

    fn capture_opposite<E: Events>(&mut self, by: Player, at: usize, events: &mut E) {
        let Some(opposite) = self.layout().opposite(at) else {
            return;
        };
        let seeds = self.board[opposite];
        if seeds > 0 {
            self.board[opposite] = 0;
            self.stores[by.index()] += seeds;
            events.push(Event::Capture {
                by,
                hole: Hole::from_index(self.variant, opposite),
                seeds,
                to: by,
                kind: CaptureKind::Opposite,
            });
        }
    }

    fn collect<E: Events>(&mut self, index: usize, to: Player, events: &mut E) {
        let seeds = self.board[index];
        self.board[index] = 0;
        self.stores[to.index()] += seeds;
        events.push(Event::Collect {
            hole: Some(Hole::from_index(self.variant, index)),
            seeds,
            to,
        });
    }

    /// One whole sowing by `player` from `index`, relays included. Stops
    /// with `Endless` as soon as a lap would start from a state seen before.
    fn sow<E: Events>(
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
        self.lift(&mut hand, events);
        // Sokusowó puts a seed aside every lap, so it always ends.
        let can_loop = self.variant != Variant::Sokusowo;
        let mut cycle = CycleCheck::new(hand, &self.board);
        // Only Anywoli has a rule for a seed that is not a lap's last.
        let plain_drops = self.variant != Variant::Anywoli;
        let len = self.layout().len();
        loop {
            if plain_drops {
                while hand.seeds > 1 {
                    hand.at = if hand.at + 1 == len { 0 } else { hand.at + 1 };
                    self.board[hand.at] += 1;
                    hand.seeds -= 1;
                    if E::RECORDS {
                        events.push(Event::Drop {
                            by: hand.by,
                            hole: Hole::from_index(self.variant, hand.at),
                        });
                    }
                }
            }
            match self.step(&mut hand, false, events) {
                Step::Sowing => {}
                Step::Relayed => {
                    if can_loop && cycle.repeats(hand, &self.board) {
                        return Err(Endless);
                    }
                }
                Step::Done(end) => return Ok(end),
            }
        }
    }

    /// The Sulus Aidi opening: both sowings run one seed per tick, B's drop
    /// first in a tick. Returns who starts the main phase.
    fn race<E: Events>(&mut self, b: usize, a: usize, events: &mut E) -> Result<Player, Endless> {
        let mut hands = [
            Hand {
                by: Player::B,
                at: b,
                seeds: 0,
            },
            Hand {
                by: Player::A,
                at: a,
                seeds: 0,
            },
        ];
        for hand in &mut hands {
            self.lift(hand, events);
        }
        let mut done: [Option<u32>; 2] = [None, None];
        let mut cycle = CycleCheck::new((hands, done.map(|d| d.is_some())), &self.board);
        let mut tick: u32 = 0;
        while done.iter().any(Option::is_none) {
            tick = tick.checked_add(1).ok_or(Endless)?;
            events.push(Event::Tick { n: tick });
            for (hand, finished) in hands.iter_mut().zip(done.iter_mut()) {
                if finished.is_some() {
                    continue;
                }
                if let Step::Done(_) = self.step(hand, true, events) {
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
        let winner = match (done[0], done[1]) {
            (Some(tb), Some(ta)) if tb < ta => Player::B,
            (Some(tb), Some(ta)) if ta < tb => Player::A,
            _ => self.options.starter,
        };
        events.push(Event::RaceWon { player: winner });
        Ok(winner)
    }

    // ----- the end ----------------------------------------------------------

    /// Ends the game: the seeds still on the board go where the game says,
    /// and the winner is decided.
    pub(crate) fn finish<E: Events>(&mut self, reason: EndReason, events: &mut E) {
        let collects = match self.variant {
            Variant::Sokusowo => !matches!(reason, EndReason::TargetReached(_)),
            Variant::Anywoli => !matches!(reason, EndReason::FourLeft | EndReason::AllCaptured),
            Variant::SadeqaII | Variant::SulusAidi => false,
        };
        if collects {
            for i in 0..self.layout().len() {
                if self.board[i] > 0 {
                    self.collect(i, self.layout().owner(i), events);
                }
            }
        }
        let winner = match (self.variant, reason) {
            (Variant::SadeqaII, EndReason::NoSeeds(p)) => Some(p.other()),
            (Variant::SadeqaII, _) => None,
            _ => {
                let (b, a) = (self.score(Player::B), self.score(Player::A));
                match b.cmp(&a) {
                    std::cmp::Ordering::Greater => Some(Player::B),
                    std::cmp::Ordering::Less => Some(Player::A),
                    std::cmp::Ordering::Equal => None,
                }
            }
        };
        let outcome = Outcome { winner, reason };
        self.phase = Phase::Over(outcome);
        // Nobody is to move in a finished game; a fixed value keeps the
        // position text (which writes `over`, not a player) exact
        // (docs/RULINGS.md#finished-nobody-to-move).
        self.to_move = self.options.starter;
        events.push(Event::GameOver(outcome));
    }
}

#[cfg(test)]
mod tests;
