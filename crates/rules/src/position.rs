//! A position: its parts, legality, playing a move and the end of the game.
//! The sowing itself is `crate::sowing`, each game's rules `crate::games`.

use std::fmt;

use crate::by_player::ByPlayer;
use crate::codes::codes;
use crate::error::IllegalMove;
use crate::event::{Event, Events};
use crate::game_option::GameOption;
use crate::games::{with_rules, Rules};
use crate::variant::{Hole, Layout, Player, Variant, MAX_HOLES};

/// Who takes Anywoli's last four seeds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
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
    /// Every rule, in the order a player is offered them.
    pub const ALL: [LastFour; 4] = [
        LastFour::PreviousCapturer,
        LastFour::FirstFinalCapturer,
        LastFour::Lottery(Player::A),
        LastFour::Lottery(Player::B),
    ];

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

/// Only options a player can set: a stall limit from 1 to the maximum.
#[cfg(feature = "arbitrary")]
impl<'a> arbitrary::Arbitrary<'a> for Options {
    fn arbitrary(u: &mut arbitrary::Unstructured<'a>) -> arbitrary::Result<Self> {
        Ok(Options {
            starter: u.arbitrary()?,
            last_four: u.arbitrary()?,
            stall_limit: u.int_in_range(1..=MAX_STALL_LIMIT)?,
        })
    }
}

impl Default for Options {
    fn default() -> Self {
        Options {
            starter: Player::B,
            last_four: LastFour::PreviousCapturer,
            stall_limit: DEFAULT_STALL_LIMIT,
        }
    }
}

impl Options {
    /// These options as `variant` is played with them: an option the game
    /// does not have ([`Variant::has_option`]) takes its default.
    pub fn for_game(self, variant: Variant) -> Options {
        let defaults = Options::default();
        let kept = |option| variant.has_option(option);
        Options {
            starter: if kept(GameOption::Start) {
                self.starter
            } else {
                defaults.starter
            },
            last_four: if kept(GameOption::LastFour) {
                self.last_four
            } else {
                defaults.last_four
            },
            stall_limit: if kept(GameOption::StallLimit) {
                self.stall_limit
            } else {
                defaults.stall_limit
            },
        }
    }
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// Sokusowó: the mover has captured the target (25) or more.
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

codes! {
    /// A way a game ends, without the player or the count its reason names:
    /// what each game's rules module lists (`Rules::END_REASONS`, the game
    /// list's `end_reasons`) and the page words (`reason.KIND`). A reason's
    /// [`code`](EndReason::code) is its kind, then `-PLAYER` or `-COUNT`
    /// where it names one.
    pub enum EndKind {
        TargetReached = "target",
        NoSowableHole = "no-sowable",
        NoSeeds = "no-seeds",
        OnlyEndless = "only-endless",
        FourLeft = "four-left",
        AllCaptured = "all-captured",
        Stall = "stall",
        NoMoves = "no-moves",
        Repetition = "repetition",
    }
}

impl EndReason {
    /// The way the game ended, without its player or count.
    pub fn kind(self) -> EndKind {
        match self {
            EndReason::TargetReached(_) => EndKind::TargetReached,
            EndReason::NoSowableHole(_) => EndKind::NoSowableHole,
            EndReason::NoSeeds(_) => EndKind::NoSeeds,
            EndReason::OnlyEndless(_) => EndKind::OnlyEndless,
            EndReason::FourLeft => EndKind::FourLeft,
            EndReason::AllCaptured => EndKind::AllCaptured,
            EndReason::Stall(_) => EndKind::Stall,
            EndReason::NoMoves => EndKind::NoMoves,
            EndReason::Repetition => EndKind::Repetition,
        }
    }

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
    /// A reason only one game ends for is worded by that game, with its
    /// own rule numbers ([`Rules::end_words`]); the shared ones here.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(words) = Variant::ALL
            .into_iter()
            .find_map(|variant| with_rules!(variant, G => G::end_words(*self)))
        {
            return f.write_str(&words);
        }
        match self {
            EndReason::NoMoves => write!(f, "neither player can move"),
            EndReason::Repetition => write!(f, "the same position came up three times"),
            // Every game's own reason has its words (a test checks it).
            other => f.write_str(&other.code()),
        }
    }
}

/// A small count in words, as a sentence writes it ("four").
pub(crate) fn in_words(n: u8) -> String {
    const WORDS: [&str; 11] = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    ];
    WORDS
        .get(usize::from(n))
        .map_or_else(|| n.to_string(), |w| (*w).to_string())
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
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
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
                    _ => Err(crate::ReadError::new(
                        0,
                        crate::error::ReadCode::BadJointMove,
                        format!("a joint opening move names one hole of each player, like 3B+7A, not {s}"),
                    )
                    .arg("found", crate::error::clip(s)).into()),
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
///
/// Its derived `Hash`/`Eq` include the phase, so a finished position never
/// equals a live one with the same board (see [`Position::repetition_key`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) variant: Variant,
    pub(crate) options: Options,
    pub(crate) board: [u8; MAX_HOLES],
    /// Captured seeds per player.
    pub(crate) stores: ByPlayer<u8>,
    /// Bit `i` set: hole `i` is claimed by that player (Sulus Aidi).
    pub(crate) claims: ByPlayer<u32>,
    pub(crate) to_move: Player,
    pub(crate) phase: Phase,
    /// Sadeqa II: players who have not yet made their first move.
    pub(crate) opening_owed: ByPlayer<bool>,
    /// Anywoli: moves in a row without a capture.
    pub(crate) stall: u16,
    /// Anywoli: who made the game's first final-seed capture.
    pub(crate) first_final: Option<Player>,
}

/// What can only ever change one way in a game (seeds leave the board,
/// claims and claimed seeds grow, openings are spent, the first final-seed
/// capture happens, the phase moves on). Two positions whose progress
/// differs can never have the same [`Position::repetition_key`], and once
/// it has changed no earlier position can come back: repetition only needs
/// looking back over positions of equal progress.
///
/// Packed in one number (seeds on the board, claimed seeds, claimed holes,
/// openings owed, the first final-seed capturer, the phase) so that search
/// can keep one per position of its line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Progress(u32);

impl Position {
    /// The start position with default options.
    pub fn new(variant: Variant) -> Position {
        Position::with_options(variant, Options::default())
    }

    /// Anywoli's own options (last four, stall limit) are kept only for
    /// Anywoli; other games take the defaults, so every position's text and
    /// record read back exactly.
    pub fn with_options(variant: Variant, options: Options) -> Position {
        let options = options.for_game(variant);
        let mut board = [0; MAX_HOLES];
        board[..variant.layout().len()].fill(variant.seeds_per_hole());
        Position {
            variant,
            options,
            board,
            stores: ByPlayer::both(0),
            claims: ByPlayer::both(0),
            to_move: options.starter,
            phase: if variant.opens_with_race() {
                Phase::Race
            } else {
                Phase::Play
            },
            opening_owed: ByPlayer::both(variant.has_opening_rule()),
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
        self.stores[player]
    }

    pub fn claimed_by(&self, hole: Hole) -> Option<Player> {
        let bit = 1u32 << hole.index(self.variant);
        Player::BOTH
            .into_iter()
            .find(|&p| self.claims[p] & bit != 0)
    }

    /// Sadeqa II: whether `player` still owes the opening move from their
    /// rightmost hole.
    pub fn owes_opening(&self, player: Player) -> bool {
        self.opening_owed[player]
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
        if self.variant.has_claims() {
            self.claimed_seeds(player)
        } else {
            self.stores[player]
        }
    }

    /// The player ahead by [`Position::score`], `None` when level: the
    /// winner of every game decided by score.
    pub fn leader(&self) -> Option<Player> {
        match self.score(Player::B).cmp(&self.score(Player::A)) {
            std::cmp::Ordering::Greater => Some(Player::B),
            std::cmp::Ordering::Less => Some(Player::A),
            std::cmp::Ordering::Equal => None,
        }
    }

    fn claimed_seeds(&self, player: Player) -> u8 {
        let mut mask = self.claims[player];
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

    pub(crate) fn is_claimed(&self, index: usize) -> bool {
        (self.claims[Player::B] | self.claims[Player::A]) & (1 << index) != 0
    }

    /// The same position less the counters that do not make a position
    /// different for threefold repetition (stores, stall count; see
    /// docs/RULINGS.md#threefold-repetition). The phase stays, so a
    /// finished position never repeats a live one.
    pub fn repetition_key(&self) -> Position {
        Position {
            stores: ByPlayer::both(0),
            stall: 0,
            ..*self
        }
    }

    /// Ends the game for threefold repetition, `self` having come up a
    /// third time: the seeds left go where the game's rule says and its
    /// winner is decided (docs/RULINGS.md#threefold-repetition). The one
    /// repetition end of [`crate::Game`], playouts and the AI. (Sokusowó
    /// positions never repeat.)
    pub fn finish_by_repetition<E: Events>(&mut self, events: &mut E) {
        self.finish(EndReason::Repetition, events);
    }

    /// See [`Progress`]: positions can only repeat while it stays the same.
    pub fn progress(&self) -> Progress {
        let claimed_holes =
            self.claims[Player::B].count_ones() + self.claims[Player::A].count_ones();
        let claimed_seeds = self.claimed_seeds(Player::B) + self.claimed_seeds(Player::A);
        let first_final = match self.first_final {
            None => 0,
            Some(Player::B) => 1,
            Some(Player::A) => 2,
        };
        let phase = match self.phase {
            Phase::Race => 0,
            Phase::Play => 1,
            Phase::Over(_) => 2,
        };
        // Fields of 7, 6, 5, 1, 1, 2 and 2 bits (at most 96 seeds, 54
        // claimable, 18 holes to claim).
        Progress(
            self.seeds_on_board() as u32
                | (claimed_seeds as u32) << 7
                | claimed_holes << 13
                | (self.opening_owed[Player::B] as u32) << 18
                | (self.opening_owed[Player::A] as u32) << 19
                | first_final << 20
                | phase << 22,
        )
    }

    // ----- legality ---------------------------------------------------------

    /// Whether `player` could start a sowing from `hole` by the simple rules
    /// (ownership, seeds, claims, the Sadeqa II opening), before checking
    /// that the sowing ends.
    pub(crate) fn static_check(&self, player: Player, hole: Hole) -> Result<(), IllegalMove> {
        with_rules!(self.variant, G => self.static_check_for::<G>(player, hole))
    }

    fn static_check_for<G: Rules>(&self, player: Player, hole: Hole) -> Result<(), IllegalMove> {
        self.check_on_board(hole)?;
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
        if seeds < G::MIN_SEEDS {
            return Err(IllegalMove::TooFewSeeds {
                hole,
                seeds,
                min: G::MIN_SEEDS,
            });
        }
        if G::FIRST_MOVE_FROM_RIGHTMOST && self.opening_owed[player] {
            G::check_opening(self, player, index)?;
        }
        Ok(())
    }

    /// Whether the player to move may sow `hole` now, and if not, why.
    pub fn check_hole(&self, hole: Hole) -> Result<(), IllegalMove> {
        match self.phase {
            Phase::Over(_) => Err(IllegalMove::GameOver),
            Phase::Race => Err(IllegalMove::RaceNeedsBothHoles),
            Phase::Play => with_rules!(self.variant, G => {
                self.static_check_for::<G>(self.to_move, hole)?;
                if self.sow_is_finite_for::<G>(self.to_move, hole.index(self.variant)) {
                    Ok(())
                } else {
                    Err(IllegalMove::Endless { hole })
                }
            }),
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
        self.check_on_board(hole)?;
        if self.board[hole.index(self.variant)] == 0 {
            return Err(IllegalMove::Empty { hole });
        }
        Ok(())
    }

    /// Whether a player may start from `hole` now, as a board marks its
    /// holes: in the Sulus Aidi opening its owner may choose it; otherwise
    /// only the player to move may sow it ([`Position::check_hole`]).
    pub fn hole_status(&self, hole: Hole) -> Result<(), IllegalMove> {
        match self.phase {
            Phase::Race => self.check_race_hole(hole),
            Phase::Over(_) => Err(IllegalMove::GameOver),
            Phase::Play if hole.owner() != self.to_move => Err(IllegalMove::NotYourHole {
                hole,
                player: self.to_move,
            }),
            Phase::Play => self.check_hole(hole),
        }
    }

    /// A hole made for another game's board (a `Hole` only knows its
    /// number and owner) is refused, never read as one of this board's.
    fn check_on_board(&self, hole: Hole) -> Result<(), IllegalMove> {
        if hole.number() > self.variant.layout().per_player() {
            return Err(IllegalMove::NotOnBoard { hole });
        }
        Ok(())
    }

    pub fn check(&self, mv: Move) -> Result<(), IllegalMove> {
        match mv {
            Move::Sow(hole) => self.check_hole(hole),
            Move::Race { b, a } => {
                self.check_race_hole(b)?;
                self.check_race_hole(a)?;
                for (hole, player) in [(b, Player::B), (a, Player::A)] {
                    if hole.owner() != player {
                        return Err(IllegalMove::NotYourHole { hole, player });
                    }
                }
                let mut copy = *self;
                with_rules!(self.variant, G => copy.race::<G, ()>(b.index(self.variant), a.index(self.variant), &mut ()))
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
    pub fn for_each_successor(&self, f: impl FnMut(Move, &Position)) {
        with_rules!(self.variant, G => self.successors::<G>(f))
    }

    fn successors<G: Rules>(&self, mut f: impl FnMut(Move, &Position)) {
        let v = self.variant;
        let layout = G::LAYOUT;
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
                        if next.play_unchecked_for::<G, ()>(mv, &mut ()).is_ok() {
                            f(mv, &next);
                        }
                    }
                }
            }
            Phase::Play => {
                let player = self.to_move;
                for i in layout.holes_of(player) {
                    let hole = Hole::from_index(v, i);
                    if self.static_check_for::<G>(player, hole).is_err() {
                        continue;
                    }
                    let mut next = *self;
                    if next.play_sow::<G, ()>(player, i, &mut ()).is_ok() {
                        f(Move::Sow(hole), &next);
                    }
                }
            }
        }
    }

    /// Plays a legal move, reporting its events. The move is checked
    /// first ([`Position::check`]); on error the position is unchanged.
    pub fn play<E: Events>(&mut self, mv: Move, events: &mut E) -> Result<(), IllegalMove> {
        self.check(mv)?;
        self.play_unchecked(mv, events)
            .expect("a move that passed the check ends");
        Ok(())
    }

    /// Plays `mv` without the legality checks (search only: the move must
    /// come from `legal_moves`). Still reports `Endless` rather than loop.
    pub fn play_unchecked<E: Events>(&mut self, mv: Move, events: &mut E) -> Result<(), Endless> {
        with_rules!(self.variant, G => self.play_unchecked_for::<G, E>(mv, events))
    }

    fn play_unchecked_for<G: Rules, E: Events>(
        &mut self,
        mv: Move,
        events: &mut E,
    ) -> Result<(), Endless> {
        match mv {
            Move::Sow(hole) => {
                self.play_sow::<G, E>(self.to_move, hole.index(self.variant), events)
            }
            Move::Race { b, a } => {
                let starter =
                    self.race::<G, E>(b.index(self.variant), a.index(self.variant), events)?;
                self.phase = Phase::Play;
                self.hand_over::<G, E>(starter, events);
                Ok(())
            }
        }
    }

    // ----- the end ----------------------------------------------------------

    /// Ends the game: the seeds still on the board go where the game says,
    /// and the winner is decided.
    pub(crate) fn finish<E: Events>(&mut self, reason: EndReason, events: &mut E) {
        with_rules!(self.variant, G => self.finish_with::<G, E>(reason, events))
    }

    pub(crate) fn finish_with<G: Rules, E: Events>(&mut self, reason: EndReason, events: &mut E) {
        if G::collects_at_end(reason) {
            for i in 0..G::LAYOUT.len() {
                if self.board[i] > 0 {
                    self.collect(i, G::LAYOUT.owner(i), events);
                }
            }
        }
        let outcome = Outcome {
            winner: G::winner(self, reason),
            reason,
        };
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
