//! The four games, the two players, board shapes and hole labels.

use std::fmt;
use std::str::FromStr;

use crate::error::{ParseError, ReadCode, ReadError};
use crate::game_option::GameOption;
use crate::games::{with_rules, Rules};
use crate::position::EndKind;

/// One of the four games. Its `Display`/`FromStr` form is the game key used
/// everywhere: `sulus-aidi`, `sokusowo`, `sadeqa-ii`, `anywoli`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
pub enum Variant {
    SulusAidi,
    Sokusowo,
    SadeqaII,
    Anywoli,
}

impl Variant {
    pub const ALL: [Variant; 4] = [
        Variant::SulusAidi,
        Variant::Sokusowo,
        Variant::SadeqaII,
        Variant::Anywoli,
    ];

    /// The game key (`sulus-aidi`, …) used in texts, records and the page.
    pub fn key(self) -> &'static str {
        with_rules!(self, G => G::KEY)
    }

    /// The name players know the game by.
    pub fn name(self) -> &'static str {
        with_rules!(self, G => G::NAME)
    }

    /// The name with its article, for sentences: "an Anywoli", "a Sokusowó".
    pub fn with_article(self) -> String {
        let article = if self.name().starts_with(['A', 'E', 'I', 'O', 'U']) {
            "an"
        } else {
            "a"
        };
        format!("{article} {}", self.name())
    }

    pub const fn layout(self) -> &'static Layout {
        with_rules!(self, G => G::LAYOUT)
    }

    /// Seeds in each hole at the start.
    pub const fn seeds_per_hole(self) -> u8 {
        with_rules!(self, G => G::SEEDS_PER_HOLE)
    }

    /// Seeds in the whole game; conserved by every move.
    pub const fn total_seeds(self) -> u8 {
        self.seeds_per_hole() * self.layout().len() as u8
    }

    /// Whether captured seeds are kept per player (everything but Sulus Aidi,
    /// which scores seeds lying in claimed holes instead).
    pub fn has_captures(self) -> bool {
        !self.has_claims()
    }

    /// Whether players claim holes (Sulus Aidi).
    pub fn has_claims(self) -> bool {
        with_rules!(self, G => G::CLAIMS)
    }

    /// Whether the game opens with a race of both players (Sulus Aidi).
    pub fn opens_with_race(self) -> bool {
        with_rules!(self, G => G::OPENS_WITH_RACE)
    }

    /// Whether each player's first move starts from their rightmost hole
    /// (Sadeqa II).
    pub fn has_opening_rule(self) -> bool {
        with_rules!(self, G => G::FIRST_MOVE_FROM_RIGHTMOST)
    }

    /// The options a player sets for this game (its rules module's
    /// `OPTIONS`).
    pub fn options(self) -> &'static [GameOption] {
        with_rules!(self, G => G::OPTIONS)
    }

    /// Whether a player sets `option` for this game; a game without it
    /// plays with its default.
    pub fn has_option(self, option: GameOption) -> bool {
        self.options().contains(&option)
    }

    /// Whether the game has the stall and last-four rules (Anywoli).
    pub fn has_stall_rule(self) -> bool {
        with_rules!(self, G => G::STALL_RULE)
    }

    /// Whether the higher score wins: every game but Sadeqa II, won by
    /// whoever still has seeds and otherwise drawn
    /// (docs/RULINGS.md#sadeqa-draws).
    pub fn score_decides(self) -> bool {
        with_rules!(self, G => G::SCORE_DECIDES)
    }

    /// Whether the board has real stores drawn at its ends (Anywoli).
    pub fn has_stores(self) -> bool {
        with_rules!(self, G => G::STORES)
    }

    /// The ways this game can end, as its rules module lists them.
    pub fn end_reasons(self) -> &'static [EndKind] {
        with_rules!(self, G => G::END_REASONS)
    }

    /// Whether the build ships an endgame table for this game's computer
    /// player (Sadeqa II).
    pub fn ships_endgame_table(self) -> bool {
        with_rules!(self, G => G::ENDGAME_TABLE)
    }

    /// The computer's Expert budget per move in the browser, in nodes, as
    /// this game's rules module declares it (the AI's `Budgets` reads it).
    pub fn browser_expert_nodes(self) -> u64 {
        with_rules!(self, G => G::BROWSER_EXPERT_NODES)
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

impl FromStr for Variant {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Variant::ALL
            .into_iter()
            .find(|v| v.key() == s)
            .ok_or_else(|| {
                let keys = Variant::ALL.map(Variant::key);
                let (last, others) = keys.split_last().expect("at least one game");
                ReadError::new(
                    0,
                    ReadCode::UnknownGame,
                    format!(
                        "unknown game {:?}: expected {} or {last}",
                        crate::error::clip(s),
                        others.join(", ")
                    ),
                )
                .arg("found", crate::error::clip(s))
                .into()
            })
    }
}

/// A player: `B` sits South and moves first by default, `A` sits North.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
pub enum Player {
    A,
    B,
}

impl Player {
    pub const BOTH: [Player; 2] = [Player::B, Player::A];

    pub fn other(self) -> Player {
        match self {
            Player::A => Player::B,
            Player::B => Player::A,
        }
    }

    /// Index into per-player arrays: B is 0, A is 1 (B owns the first half
    /// of every sowing circuit).
    pub fn index(self) -> usize {
        match self {
            Player::B => 0,
            Player::A => 1,
        }
    }

    pub fn as_char(self) -> char {
        match self {
            Player::A => 'A',
            Player::B => 'B',
        }
    }

    pub fn from_char(c: char) -> Option<Player> {
        match c {
            'A' => Some(Player::A),
            'B' => Some(Player::B),
            _ => None,
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.as_char())
    }
}

impl FromStr for Player {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let mut chars = s.chars();
        match (chars.next().and_then(Player::from_char), chars.next()) {
            (Some(p), None) => Ok(p),
            _ => Err(ReadError::new(
                0,
                ReadCode::BadPlayer,
                format!("expected player A or B, found {:?}", crate::error::clip(s)),
            )
            .arg("found", crate::error::clip(s))
            .into()),
        }
    }
}

/// A hole label as players write it: the owner's number counted from their
/// own left in sowing order, then the owner, e.g. `3B` or `12A`.
///
/// A `Hole` only exists for a board that has it: build one with
/// [`Hole::new`] or [`Hole::parse`], which check it against the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Hole {
    owner: Player,
    number: u8,
}

/// Fuzz input: a hole of some board (1 to 12), not necessarily of the
/// game it is played in, so the checks against the board are reached.
#[cfg(feature = "arbitrary")]
impl<'a> arbitrary::Arbitrary<'a> for Hole {
    fn arbitrary(u: &mut arbitrary::Unstructured<'a>) -> arbitrary::Result<Self> {
        Ok(Hole {
            owner: u.arbitrary()?,
            number: u.int_in_range(1..=(MAX_HOLES / 2) as u8)?,
        })
    }
}

impl Hole {
    /// The hole `number``owner` of `variant`'s board, if it has one.
    pub fn new(variant: Variant, owner: Player, number: u8) -> Option<Hole> {
        (1..=variant.layout().per_player())
            .contains(&number)
            .then_some(Hole { owner, number })
    }

    pub fn parse(variant: Variant, s: &str) -> Result<Hole, ParseError> {
        let bad = || {
            ReadError::new(
                0,
                ReadCode::BadHole,
                format!(
                    "expected a hole label like 3B (1..{} and A or B), found {:?}",
                    variant.layout().per_player(),
                    crate::error::clip(s)
                ),
            )
            .arg("found", crate::error::clip(s))
            .arg("max", variant.layout().per_player())
        };
        let owner = s
            .chars()
            .last()
            .and_then(Player::from_char)
            .ok_or_else(bad)?;
        let digits = &s[..s.len() - 1];
        if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad().into());
        }
        let number: u8 = digits.parse().map_err(|_| bad())?;
        Hole::new(variant, owner, number).ok_or_else(|| {
            ReadError::new(
                0,
                ReadCode::NoSuchHole,
                format!(
                    "{} has no hole {s}: holes are numbered 1 to {}",
                    variant.name(),
                    variant.layout().per_player()
                ),
            )
            .arg("game", variant)
            .arg("hole", s)
            .arg("max", variant.layout().per_player())
            .into()
        })
    }

    pub fn owner(self) -> Player {
        self.owner
    }

    pub fn number(self) -> u8 {
        self.number
    }

    /// Position in the sowing circuit (0 is `1B`).
    pub fn index(self, variant: Variant) -> usize {
        variant.layout().index(self.owner, self.number)
    }

    /// The hole at circuit position `index` (which must be on the board).
    pub fn from_index(variant: Variant, index: usize) -> Hole {
        let layout = variant.layout();
        Hole {
            owner: layout.owner(index),
            number: layout.number(index),
        }
    }
}

impl fmt::Display for Hole {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.number, self.owner)
    }
}

/// A board shape as data: the sowing circuit (hole index order), who owns
/// each hole, which hole faces it, and where it is drawn. Both players own
/// one contiguous half of the circuit: B the first, A the second.
#[derive(Debug)]
pub struct Layout {
    rows: u8,
    cols: u8,
    /// Drawing cell `(row, column)` of each hole, row 0 at the top (North).
    cells: &'static [(u8, u8)],
    /// For each hole, the hole facing it across the board (2-row boards).
    opposites: Option<&'static [u8]>,
}

/// Circuit positions beyond this never exist (Anywoli has 24 holes).
pub const MAX_HOLES: usize = 24;

impl Layout {
    pub const fn len(&self) -> usize {
        self.cells.len()
    }

    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    pub const fn per_player(&self) -> u8 {
        (self.cells.len() / 2) as u8
    }

    pub fn rows(&self) -> u8 {
        self.rows
    }

    pub fn cols(&self) -> u8 {
        self.cols
    }

    pub fn cell(&self, index: usize) -> (u8, u8) {
        self.cells[index]
    }

    pub fn owner(&self, index: usize) -> Player {
        if index < self.len() / 2 {
            Player::B
        } else {
            Player::A
        }
    }

    pub fn number(&self, index: usize) -> u8 {
        (index % (self.len() / 2)) as u8 + 1
    }

    pub fn index(&self, owner: Player, number: u8) -> usize {
        owner.index() * (self.len() / 2) + number as usize - 1
    }

    /// Circuit indices of `player`'s holes, in their own numbering order.
    pub fn holes_of(&self, player: Player) -> std::ops::Range<usize> {
        let half = self.len() / 2;
        player.index() * half..(player.index() + 1) * half
    }

    #[inline]
    pub fn next(&self, index: usize) -> usize {
        if index + 1 == self.len() {
            0
        } else {
            index + 1
        }
    }

    pub fn opposite(&self, index: usize) -> Option<usize> {
        self.opposites.map(|o| o[index] as usize)
    }
}

const fn two_rows<const N: usize>() -> [(u8, u8); N] {
    // B's row at the bottom left to right, then A's row at the top right to left.
    let half = N / 2;
    let mut cells = [(0u8, 0u8); N];
    let mut i = 0;
    while i < half {
        cells[i] = (1, i as u8);
        cells[half + i] = (0, (half - 1 - i) as u8);
        i += 1;
    }
    cells
}

const fn facing<const N: usize>() -> [u8; N] {
    let mut o = [0u8; N];
    let mut i = 0;
    while i < N {
        o[i] = (N - 1 - i) as u8;
        i += 1;
    }
    o
}

static CELLS_2X6: [(u8, u8); 12] = two_rows::<12>();
static OPPOSITE_2X6: [u8; 12] = facing::<12>();
static CELLS_2X12: [(u8, u8); 24] = two_rows::<24>();
static OPPOSITE_2X12: [u8; 24] = facing::<24>();

/// Sulus Aidi: 1B..6B bottom row left to right, 7B 8B 9B middle row right to
/// left, 1A..6A top row right to left, 7A 8A 9A middle row left to right.
static CELLS_3X6: [(u8, u8); 18] = [
    (2, 0),
    (2, 1),
    (2, 2),
    (2, 3),
    (2, 4),
    (2, 5),
    (1, 5),
    (1, 4),
    (1, 3),
    (0, 5),
    (0, 4),
    (0, 3),
    (0, 2),
    (0, 1),
    (0, 0),
    (1, 0),
    (1, 1),
    (1, 2),
];

pub(crate) static TWO_BY_SIX: Layout = Layout {
    rows: 2,
    cols: 6,
    cells: &CELLS_2X6,
    opposites: Some(&OPPOSITE_2X6),
};
pub(crate) static TWO_BY_TWELVE: Layout = Layout {
    rows: 2,
    cols: 12,
    cells: &CELLS_2X12,
    opposites: Some(&OPPOSITE_2X12),
};
pub(crate) static SULUS_AIDI: Layout = Layout {
    rows: 3,
    cols: 6,
    cells: &CELLS_3X6,
    opposites: None,
};

#[cfg(feature = "serde")]
impl serde::Serialize for Hole {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variant_keys_round_trip() {
        for v in Variant::ALL {
            assert_eq!(v.key().parse::<Variant>().unwrap(), v);
        }
        let err = "chess".parse::<Variant>().unwrap_err();
        assert!(err.to_string().contains("unknown game"), "{err}");
    }

    #[test]
    fn names_take_the_article_their_sound_needs() {
        assert_eq!(Variant::Anywoli.with_article(), "an Anywoli");
        assert_eq!(Variant::Sokusowo.with_article(), "a Sokusowó");
        assert_eq!(Variant::SulusAidi.with_article(), "a Sulus Aidi");
        assert_eq!(Variant::SadeqaII.with_article(), "a Sadeqa II");
    }

    #[test]
    fn opposite_of_1b_is_6a() {
        let l = Variant::Sokusowo.layout();
        let b1 = l.index(Player::B, 1);
        assert_eq!(
            Hole::from_index(Variant::Sokusowo, l.opposite(b1).unwrap()).to_string(),
            "6A"
        );
        let l = Variant::Anywoli.layout();
        let b3 = l.index(Player::B, 3);
        assert_eq!(
            Hole::from_index(Variant::Anywoli, l.opposite(b3).unwrap()).to_string(),
            "10A"
        );
    }

    #[test]
    fn labels_are_checked_against_the_board() {
        assert!(Hole::parse(Variant::Anywoli, "12A").is_ok());
        assert!(Hole::parse(Variant::Sokusowo, "7B").is_err());
        assert!(Hole::parse(Variant::SulusAidi, "9B").is_ok());
        assert!(Hole::parse(Variant::SulusAidi, "0A").is_err());
        assert!(Hole::parse(Variant::SulusAidi, "B").is_err());
        assert!(Hole::parse(Variant::SulusAidi, "3C").is_err());
        assert!(Hole::parse(Variant::SulusAidi, "+3B").is_err());
        assert!(Hole::parse(Variant::SulusAidi, "é").is_err());
    }

    #[test]
    fn sulus_aidi_circuit_matches_the_diagram() {
        let l = Variant::SulusAidi.layout();
        let label = |row, col| {
            let i = (0..l.len()).find(|&i| l.cell(i) == (row, col)).unwrap();
            Hole::from_index(Variant::SulusAidi, i).to_string()
        };
        let middle: Vec<String> = (0..6).map(|c| label(1, c)).collect();
        assert_eq!(middle, ["7A", "8A", "9A", "9B", "8B", "7B"]);
        let top: Vec<String> = (0..6).map(|c| label(0, c)).collect();
        assert_eq!(top, ["6A", "5A", "4A", "3A", "2A", "1A"]);
    }
}
