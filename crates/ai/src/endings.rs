//! A Sadeqa II endgame table: the exact result of every position with at
//! most a given number of seeds on the board, whoever is to move.
//!
//! Sadeqa II as a whole is far too big to solve (docs/PERFORMANCE.md), but
//! captured seeds leave the game, so every position with `n` or fewer seeds
//! leads only to others with `n` or fewer: that set is closed and can be
//! solved by retrograde analysis on its own. Every arrangement of the seeds
//! is numbered (all of them, reachable or not, so no key is stored) and the
//! player to move is always turned into B by rotating the board half a turn
//! (the rules are the same for both). A result takes three values, packed
//! five to a byte: 15 seeds fit in 3.5 MB, 1.1 MB gzipped.
//!
//! The table says who wins, not how fast, so the player using it still
//! searches among the winning moves (the search prefers captures and never
//! repeats a position), and near the very end [`crate::SadeqaSolution`]
//! gives exact distances.

use std::collections::VecDeque;
use std::fmt;

use mancala_rules::{Phase, Player, Position, SetupError, Variant};

use crate::ranking::Compositions;
use crate::solve::{predecessor_rows, Verdict};

const HOLES: usize = Variant::SadeqaII.layout().len();
const HALF: usize = HOLES / 2;
/// Seeds in a Sadeqa II game.
const ALL_SEEDS: u8 = Variant::SadeqaII.total_seeds();
/// The most seeds a table may cover: 18 seeds are 86 million positions,
/// about 5 GB to solve.
pub const MAX_TABLE_SEEDS: u8 = 18;
const MAGIC: &[u8; 4] = b"MSQE";
const VERSION: u8 = 1;
const HEADER: usize = 4 + 1 + 1 + 4 + 8;

/// Why table bytes were refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EndingsError {
    /// Not a table file (wrong start, version or size).
    NotATable(NotATable),
    /// The bytes do not match their checksum: damaged or cut short.
    Damaged,
}

/// What shows that bytes are not a table file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotATable {
    /// Too short, or another file's first bytes.
    BadStart,
    /// Another version of the format.
    Version { found: u8 },
    /// More seeds than any table covers.
    TooManySeeds { seeds: u8 },
    /// A count of positions that is not the one its seeds make.
    PositionCount {
        count: u32,
        seeds: u8,
        expected: u64,
    },
    /// Another number of result bytes than its positions take.
    ResultBytes { found: usize, expected: u64 },
}

impl fmt::Display for NotATable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotATable::BadStart => f.write_str("it does not start like one"),
            NotATable::Version { found } => write!(f, "version {found} is not {VERSION}"),
            NotATable::TooManySeeds { seeds } => {
                write!(f, "{seeds} seeds is more than a table holds")
            }
            NotATable::PositionCount {
                count,
                seeds,
                expected,
            } => write!(
                f,
                "it says {count} positions, {seeds} seeds make {expected}"
            ),
            NotATable::ResultBytes { found, expected } => {
                write!(f, "{found} bytes of results, {expected} expected")
            }
        }
    }
}

impl fmt::Display for EndingsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EndingsError::NotATable(why) => write!(f, "not a Sadeqa II endgame table: {why}"),
            EndingsError::Damaged => {
                f.write_str("the Sadeqa II endgame table is damaged (its checksum does not match)")
            }
        }
    }
}

impl std::error::Error for EndingsError {}

/// The board as seen by the player to move: their own holes first.
fn mover_board(pos: &Position) -> [u8; HOLES] {
    let mut board = [0u8; HOLES];
    let shift = if pos.to_move() == Player::A { HALF } else { 0 };
    for (i, seeds) in board.iter_mut().enumerate() {
        *seeds = pos.board()[(i + shift) % HOLES];
    }
    board
}

const WIN: u8 = 0;
const DRAW: u8 = 1;
const LOSS: u8 = 2;
const UNKNOWN: u8 = 3;

/// Exact results of every Sadeqa II position with at most `max_seeds()`
/// seeds on the board and no opening move owed.
pub struct SadeqaEndings {
    max_seeds: u8,
    positions: u64,
    /// Results for the player to move, base 3, five to a byte.
    packed: Vec<u8>,
    compositions: Compositions<HOLES>,
}

impl fmt::Debug for SadeqaEndings {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SadeqaEndings")
            .field("max_seeds", &self.max_seeds)
            .field("positions", &self.positions)
            .finish()
    }
}

impl SadeqaEndings {
    /// Solves every position with at most `max_seeds` seeds (capped at
    /// [`MAX_TABLE_SEEDS`]).
    /// Memory while solving is about 60 bytes a position: 15 seeds (17.4
    /// million positions) take about 1 GB and a minute natively.
    pub fn generate(max_seeds: u8) -> SadeqaEndings {
        let max_seeds = max_seeds.min(MAX_TABLE_SEEDS);
        let compositions = Compositions::new(ALL_SEEDS as usize);
        let n = compositions.layer_start(max_seeds as usize + 1) as usize;
        let mut values = vec![UNKNOWN; n];
        // Moves not yet known to lose, per position; a position is lost
        // when it reaches 0.
        let mut open_moves = vec![0u8; n];
        let mut edge_start = Vec::with_capacity(n + 1);
        let mut edges: Vec<u32> = Vec::new();
        let mut index = 0usize;
        for seeds in 0..=max_seeds as usize {
            for rank in 0..compositions.layer_len(seeds) {
                edge_start.push(edges.len() as u64);
                let board = compositions.unrank(seeds, rank);
                let captured = [ALL_SEEDS - seeds as u8, 0];
                match Position::set_up(Variant::SadeqaII, &board, captured, Player::B) {
                    // No seeds to sow: the mover has lost; only endless
                    // sowings: a draw (docs/RULINGS.md#sadeqa-draws).
                    Err(SetupError::NoMove(_)) if board[..HALF].iter().all(|&s| s == 0) => {
                        values[index] = LOSS
                    }
                    Err(why) => {
                        debug_assert!(matches!(why, SetupError::NoMove(_)), "{why}");
                        values[index] = DRAW
                    }
                    Ok(pos) => pos.for_each_successor(|_, next| match next.phase() {
                        Phase::Over(outcome) => match outcome.winner {
                            Some(Player::B) => values[index] = WIN,
                            Some(Player::A) => {}
                            // A draw is a move that can never be refuted.
                            None => open_moves[index] += 1,
                        },
                        _ => {
                            debug_assert_eq!(next.to_move(), Player::A);
                            edges.push(compositions.rank(&mover_board(next)) as u32);
                            open_moves[index] += 1;
                        }
                    }),
                }
                if values[index] == UNKNOWN && open_moves[index] == 0 {
                    // Every move hands the opponent an immediate win.
                    values[index] = LOSS;
                }
                index += 1;
            }
        }
        edge_start.push(edges.len() as u64);
        let (pred_start, preds) = predecessor_rows(
            n,
            |u| &edges[edge_start[u] as usize..edge_start[u + 1] as usize],
            |child| child as usize,
            |parent, _| parent as u32,
        );
        drop((edges, edge_start));
        let mut work: VecDeque<u32> = (0..n as u32)
            .filter(|&u| matches!(values[u as usize], WIN | LOSS))
            .collect();
        while let Some(child) = work.pop_front() {
            let child_won = values[child as usize] == WIN;
            let rows = pred_start[child as usize] as usize..pred_start[child as usize + 1] as usize;
            for &parent in &preds[rows] {
                let parent = parent as usize;
                if values[parent] != UNKNOWN {
                    continue;
                }
                if !child_won {
                    values[parent] = WIN;
                    work.push_back(parent as u32);
                } else {
                    open_moves[parent] -= 1;
                    if open_moves[parent] == 0 {
                        values[parent] = LOSS;
                        work.push_back(parent as u32);
                    }
                }
            }
        }
        // Never decided: neither side can force a win, and a repetition is
        // a draw.
        let mut packed = vec![0u8; n.div_ceil(5)];
        for (i, &value) in values.iter().enumerate() {
            let value = if value == UNKNOWN { DRAW } else { value };
            packed[i / 5] += value * 3u8.pow((i % 5) as u32);
        }
        SadeqaEndings {
            max_seeds,
            positions: n as u64,
            packed,
            compositions,
        }
    }

    /// Most seeds on the board of a position the table covers.
    pub fn max_seeds(&self) -> u8 {
        self.max_seeds
    }

    /// Number of positions (arrangements with B to move) in the table.
    pub fn len(&self) -> u64 {
        self.positions
    }

    pub fn is_empty(&self) -> bool {
        self.positions == 0
    }

    /// The exact result for the player to move, if the table covers `pos`:
    /// a Sadeqa II position of the main phase, no opening owed, at most
    /// `max_seeds()` seeds on the board.
    pub fn verdict(&self, pos: &Position) -> Option<Verdict> {
        if pos.variant() != Variant::SadeqaII
            || pos.phase() != Phase::Play
            || pos.seeds_on_board() > self.max_seeds
            || Player::BOTH.into_iter().any(|p| pos.owes_opening(p))
        {
            return None;
        }
        let i = self.compositions.rank(&mover_board(pos)) as usize;
        let digit = self.packed[i / 5] / 3u8.pow((i % 5) as u32) % 3;
        Some(match digit {
            WIN => Verdict::Win,
            LOSS => Verdict::Loss,
            _ => Verdict::Draw,
        })
    }

    /// Counts of won, drawn and lost positions for the player to move.
    pub fn census(&self) -> [u64; 3] {
        let mut counts = [0u64; 3];
        for i in 0..self.positions as usize {
            counts[(self.packed[i / 5] / 3u8.pow((i % 5) as u32) % 3) as usize] += 1;
        }
        counts
    }

    /// The table as bytes: a header (magic, version, seeds, count,
    /// checksum) and the packed results.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(HEADER + self.packed.len());
        bytes.extend_from_slice(MAGIC);
        bytes.push(VERSION);
        bytes.push(self.max_seeds);
        bytes.extend_from_slice(&(self.positions as u32).to_le_bytes());
        bytes.extend_from_slice(&checksum(&self.packed).to_le_bytes());
        bytes.extend_from_slice(&self.packed);
        bytes
    }

    /// Reads what [`SadeqaEndings::to_bytes`] wrote, checking everything.
    pub fn from_bytes(bytes: &[u8]) -> Result<SadeqaEndings, EndingsError> {
        let refuse = |why: NotATable| Err(EndingsError::NotATable(why));
        if bytes.len() < HEADER || &bytes[..4] != MAGIC {
            return refuse(NotATable::BadStart);
        }
        if bytes[4] != VERSION {
            return refuse(NotATable::Version { found: bytes[4] });
        }
        let max_seeds = bytes[5];
        if max_seeds > MAX_TABLE_SEEDS {
            return refuse(NotATable::TooManySeeds { seeds: max_seeds });
        }
        let compositions = Compositions::new(ALL_SEEDS as usize);
        let positions = compositions.layer_start(max_seeds as usize + 1);
        let count = u32::from_le_bytes(bytes[6..10].try_into().expect("4 bytes"));
        if count as u64 != positions {
            return refuse(NotATable::PositionCount {
                count,
                seeds: max_seeds,
                expected: positions,
            });
        }
        let packed = &bytes[HEADER..];
        if packed.len() as u64 != positions.div_ceil(5) {
            return refuse(NotATable::ResultBytes {
                found: packed.len(),
                expected: positions.div_ceil(5),
            });
        }
        let sum = u64::from_le_bytes(bytes[10..18].try_into().expect("8 bytes"));
        if sum != checksum(packed) || packed.iter().any(|&b| b >= 243) {
            return Err(EndingsError::Damaged);
        }
        Ok(SadeqaEndings {
            max_seeds,
            positions,
            packed: packed.to_vec(),
            compositions,
        })
    }
}

/// FNV-1a, 64 bits: enough to tell a damaged or truncated download.
fn checksum(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xCBF2_9CE4_8422_2325, |h, &b| {
        (h ^ b as u64).wrapping_mul(0x0100_0000_01B3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_number_every_arrangement_once() {
        let c = Compositions::<HOLES>::new(ALL_SEEDS as usize);
        for seeds in [0usize, 1, 3, 5] {
            let start = c.layer_start(seeds);
            for rank in 0..c.layer_len(seeds) {
                let board = c.unrank(seeds, rank);
                assert_eq!(board.iter().map(|&s| s as usize).sum::<usize>(), seeds);
                assert_eq!(c.rank(&board), start + rank);
            }
        }
        assert_eq!(c.count(36, HOLES), 17_417_133_617);
        assert_eq!(c.layer_start(16), 17_383_860);
    }
}
