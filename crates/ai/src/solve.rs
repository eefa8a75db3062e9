//! Proven results, and the exact Sadeqa II solver for small positions.
//!
//! Sokusowó needs no table: every lap puts a seed aside, games last under
//! twenty moves, and the search proves the start position's exact value
//! (B wins by 8 seeds) in about 13,000 nodes.
//!
//! Sadeqa II positions can repeat, and far too many are reachable from the
//! start to tabulate (over 40 million; the count was still growing), so it
//! is solved by retrograde analysis over every position reachable from a
//! root with few enough seeds: terminal losses are propagated backwards (a
//! position is won if some move reaches a lost one, lost once every move
//! reaches a won one); what is never decided is a draw, since neither side
//! can force a win and repetition is a draw. Distances are kept so the
//! winner always makes progress and never wanders into a repetition.

use std::collections::{HashMap, VecDeque};

use mancala_rules::{Outcome, Player, Position, Variant};

use crate::eval::{margin, WIN};

/// A game-theoretic result for the player to move (or who just chose).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verdict {
    Win,
    Draw,
    Loss,
}

/// A value for the player to move in the position it belongs to, seen from
/// the other side by `flipped`. The one home of "flip the value to the
/// mover": see [`seen_by`].
pub trait PointOfView: Copy {
    /// The same value for the other player.
    fn flipped(self) -> Self;
}

impl PointOfView for i32 {
    fn flipped(self) -> i32 {
        -self
    }
}

impl Verdict {
    /// What a finished game's `outcome` is for `player`.
    pub fn of(outcome: Outcome, player: Player) -> Verdict {
        match outcome.winner {
            Some(w) if w == player => Verdict::Win,
            Some(_) => Verdict::Loss,
            None => Verdict::Draw,
        }
    }
}

impl PointOfView for Verdict {
    fn flipped(self) -> Verdict {
        match self {
            Verdict::Win => Verdict::Loss,
            Verdict::Loss => Verdict::Win,
            Verdict::Draw => Verdict::Draw,
        }
    }
}

/// `value`, which belongs to the player to move in `child`, as `me` sees
/// it: moves do not always hand the turn over (extra moves, passes).
pub fn seen_by<T: PointOfView>(value: T, child: &Position, me: Player) -> T {
    if child.to_move() == me {
        value
    } else {
        value.flipped()
    }
}

/// A proven value: the result with best play by both, and where known the
/// final margin of seeds or the number of moves to the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Proven {
    pub verdict: Verdict,
    /// Final score difference (own minus opponent's), for games with scores.
    pub margin: Option<i32>,
    /// Moves until the game ends (winner as fast, loser as slow as possible).
    pub moves: Option<u32>,
}

impl Proven {
    /// A proven search value read as a result; Sadeqa II has no margin.
    pub(crate) fn from_value(value: i32, variant: Variant) -> Proven {
        let (verdict, margin) = if value > WIN / 2 {
            (Verdict::Win, value - WIN)
        } else if value < -WIN / 2 {
            (Verdict::Loss, value + WIN)
        } else {
            (Verdict::Draw, 0)
        };
        Proven {
            verdict,
            margin: variant.score_decides().then_some(margin),
            moves: None,
        }
    }

    /// A bare result: no margin, no distance.
    pub fn from_verdict(verdict: Verdict) -> Proven {
        Proven {
            verdict,
            margin: None,
            moves: None,
        }
    }

    /// A number that orders results for the player they belong to: wins
    /// first (bigger margin, then faster), losses last (slower is better).
    pub fn rank(self) -> i64 {
        let margin = self.margin.unwrap_or(0) as i64;
        let moves = self.moves.unwrap_or(0) as i64;
        match self.verdict {
            Verdict::Win => 1 << 40 | (margin + 128) << 20 | (0xFFFFF - moves.min(0xFFFFF)),
            Verdict::Draw => 0,
            Verdict::Loss => -(1 << 40) + ((margin + 128) << 20) + moves.min(0xFFFFF),
        }
    }
}

impl PointOfView for Proven {
    /// The same result seen by the other player.
    fn flipped(self) -> Proven {
        Proven {
            verdict: self.verdict.flipped(),
            margin: self.margin.map(|m| -m),
            moves: self.moves,
        }
    }
}

/// Sokusowó solved exactly by plain exhaustive minimax with a memo: every
/// lap puts a seed aside, so every line ends and no position repeats. It
/// shares nothing with the search (no pruning, no table, no budget), so it
/// can referee it. Values are final seed margins for the player to move.
#[derive(Debug, Default)]
pub struct SokusowoSolution {
    margins: HashMap<Position, i8>,
}

impl SokusowoSolution {
    pub fn new() -> SokusowoSolution {
        SokusowoSolution::default()
    }

    /// The final margin (own seeds minus the opponent's) for the player to
    /// move with best play by both; `None` for another game's position.
    pub fn margin(&mut self, pos: &Position) -> Option<i32> {
        (pos.variant() == Variant::Sokusowo).then(|| self.solve(pos))
    }

    /// The proven result of `pos` for the player to move.
    pub fn value(&mut self, pos: &Position) -> Option<Proven> {
        let margin = self.margin(pos)?;
        Some(Proven {
            verdict: match margin.signum() {
                1 => Verdict::Win,
                -1 => Verdict::Loss,
                _ => Verdict::Draw,
            },
            margin: Some(margin),
            moves: None,
        })
    }

    /// Positions solved so far.
    pub fn len(&self) -> usize {
        self.margins.len()
    }

    pub fn is_empty(&self) -> bool {
        self.margins.is_empty()
    }

    fn solve(&mut self, pos: &Position) -> i32 {
        let me = pos.to_move();
        if pos.is_over() {
            return margin(pos, me);
        }
        if let Some(&margin) = self.margins.get(pos) {
            return margin as i32;
        }
        let mut children = Vec::with_capacity(6);
        pos.for_each_successor(|_, next| children.push(*next));
        let best = children
            .iter()
            .map(|child| seen_by(self.solve(child), child, me))
            .max()
            .unwrap_or(0);
        self.margins.insert(*pos, best as i8);
        best
    }
}

/// Sadeqa II position key: 12 holes of 6 bits (at most 36 seeds), whether
/// the game is over, the player to move and the two owed openings.
/// Captured seeds leave the game and decide nothing, so they are not part
/// of it. A finished position keeps the starting player as "to move", so
/// without the finished bit it would share its key with the live position
/// on the same board (issue #10: the Expert then dropped a move winning at
/// once).
fn sadeqa_key(pos: &Position) -> u128 {
    let mut key = 0u128;
    for &seeds in pos.board() {
        key = key << 6 | seeds as u128;
    }
    key = key << 1 | pos.is_over() as u128;
    key = key << 1 | (pos.to_move() == Player::A) as u128;
    for p in Player::BOTH {
        key = key << 1 | pos.owes_opening(p) as u128;
    }
    key
}

/// Encoded value: `DECIDED - d` is a win in `d` moves, its negation a loss
/// in `d` moves, 0 a draw.
const DECIDED: i32 = 1 << 30;
/// An edge's flag: the player to move changes along it.
const TURN_CHANGES: u32 = 1 << 31;

/// Every position reachable from a Sadeqa II root, solved.
#[derive(Debug)]
pub struct SadeqaSolution {
    index: HashMap<u128, u32>,
    values: Vec<i32>,
}

impl SadeqaSolution {
    /// Solves every position reachable from `root`; `None` if it is not a
    /// Sadeqa II position or more than `max_positions` are reachable (the
    /// memory bound: about 60 bytes each while solving, 30 after).
    pub fn solve(root: &Position, max_positions: usize) -> Option<SadeqaSolution> {
        if root.variant() != Variant::SadeqaII {
            return None;
        }
        // Enumerate breadth-first; ids follow discovery order, which is
        // also the order positions are expanded in.
        let mut index = HashMap::new();
        let mut queue = VecDeque::from([*root]);
        index.insert(sadeqa_key(root), 0u32);
        let mut edge_start = vec![0u32];
        let mut edges: Vec<u32> = Vec::new();
        let mut values: Vec<i32> = Vec::new();
        while let Some(pos) = queue.pop_front() {
            if index.len() > max_positions {
                return None;
            }
            let me = pos.to_move();
            values.push(match pos.outcome().map(|o| Verdict::of(o, me)) {
                Some(Verdict::Win) => DECIDED,
                Some(Verdict::Loss) => -DECIDED,
                _ => 0,
            });
            pos.for_each_successor(|_, next| {
                let fresh = index.len() as u32;
                let id = *index.entry(sadeqa_key(next)).or_insert_with(|| {
                    queue.push_back(*next);
                    fresh
                });
                edges.push(
                    id | if next.to_move() == me {
                        0
                    } else {
                        TURN_CHANGES
                    },
                );
            });
            edge_start.push(edges.len() as u32);
        }
        let n = values.len();
        // Predecessor lists, each entry keeping the edge's turn flag.
        let (pred_start, preds) = predecessor_rows(
            n,
            |u| &edges[edge_start[u] as usize..edge_start[u + 1] as usize],
            |e| (e & !TURN_CHANGES) as usize,
            |u, e| u as u32 | (e & TURN_CHANGES),
        );
        let mut undecided_moves: Vec<u32> =
            (0..n).map(|u| edge_start[u + 1] - edge_start[u]).collect();
        drop(edges);
        drop(edge_start);
        let mut work: VecDeque<u32> = (0..n as u32).filter(|&u| values[u as usize] != 0).collect();
        while let Some(c) = work.pop_front() {
            let value = values[c as usize];
            let distance = DECIDED - value.abs();
            let child_wins = value > 0;
            for &p in &preds[pred_start[c as usize] as usize..pred_start[c as usize + 1] as usize] {
                let u = (p & !TURN_CHANGES) as usize;
                if values[u] != 0 {
                    continue;
                }
                let good_for_parent = child_wins == (p & TURN_CHANGES == 0);
                if good_for_parent {
                    values[u] = DECIDED - (distance + 1);
                    work.push_back(u as u32);
                } else {
                    undecided_moves[u] -= 1;
                    if undecided_moves[u] == 0 {
                        values[u] = -(DECIDED - (distance + 1));
                        work.push_back(u as u32);
                    }
                }
            }
        }
        index.shrink_to_fit();
        Some(SadeqaSolution { index, values })
    }

    /// Number of positions solved.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// The proven value of `pos` for its player to move, if `pos` was
    /// reachable from the root.
    pub fn value(&self, pos: &Position) -> Option<Proven> {
        let id = *self.index.get(&sadeqa_key(pos))?;
        let value = self.values[id as usize];
        let distance = (DECIDED - value.abs()) as u32;
        Some(match value.signum() {
            1 => Proven {
                verdict: Verdict::Win,
                margin: None,
                moves: Some(distance),
            },
            -1 => Proven {
                verdict: Verdict::Loss,
                margin: None,
                moves: Some(distance),
            },
            _ => Proven {
                verdict: Verdict::Draw,
                margin: None,
                moves: None,
            },
        })
    }

    /// Counts of won, drawn and lost positions (for the player to move).
    pub fn census(&self) -> [usize; 3] {
        let mut counts = [0; 3];
        for &v in &self.values {
            counts[(1 - v.signum()) as usize] += 1;
        }
        counts
    }
}

/// The predecessor rows of a graph given by its successor rows (`row(u)`
/// for every node `u < n`), compressed: the entries of node `c` are
/// `preds[start[c]..start[c + 1]]`. `target` reads an edge's node and
/// `entry(u, edge)` makes what the predecessor row keeps for it. Shared by
/// both retrograde solvers.
pub(crate) fn predecessor_rows<'a>(
    n: usize,
    row: impl Fn(usize) -> &'a [u32],
    target: impl Fn(u32) -> usize,
    entry: impl Fn(usize, u32) -> u32,
) -> (Vec<u64>, Vec<u32>) {
    let mut start = vec![0u64; n + 1];
    for u in 0..n {
        for &e in row(u) {
            start[target(e) + 1] += 1;
        }
    }
    for i in 0..n {
        start[i + 1] += start[i];
    }
    let mut fill = start.clone();
    let mut preds = vec![0u32; start[n] as usize];
    for u in 0..n {
        for &e in row(u) {
            let child = target(e);
            preds[fill[child] as usize] = entry(u, e);
            fill[child] += 1;
        }
    }
    (start, preds)
}
