//! Puzzles with proven answers: positions from seeded random games where
//! the side to move has exactly one winning move (or, in Sokusowó, exactly
//! one move reaching the largest proven margin). Every move's value comes
//! from the same exact sources as the review (the search followed to the
//! game's end, Sadeqa II's solver and endgame table); a position where any
//! move is left unproven is not a puzzle. docs/PUZZLES.md.

use std::collections::HashSet;

use mancala_rules::{Hole, Move, Phase, Position, Variant};

use crate::player::{Ai, Level};
use crate::rng::Rng;
use crate::solve::{Proven, Verdict};
use crate::uct::random_successor;

/// What the solver is asked to find.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// The only move that wins.
    Win,
    /// Sokusowó: the only move reaching the largest margin (`margin`).
    Best,
}

impl Goal {
    pub fn key(self) -> &'static str {
        match self {
            Goal::Win => "win",
            Goal::Best => "best",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// The side to move solves it.
    pub position: Position,
    pub solution: Hole,
    pub goal: Goal,
    /// The final margin the solution reaches, where seeds decide.
    pub margin: Option<i32>,
    /// Moves to the game's end under best play from both sides after the
    /// solution, the solution included.
    pub plies: u32,
    /// 1 (easy) to 5 (hard), docs/PUZZLES.md.
    pub difficulty: u8,
}

impl Puzzle {
    /// `{"game","position","solution","goal","plies","difficulty"}`, and
    /// `"margin"` where seeds decide.
    pub fn to_json(&self) -> String {
        let margin = self
            .margin
            .map_or(String::new(), |m| format!(r#","margin":{m}"#));
        format!(
            r#"{{"game":"{}","position":"{}","solution":"{}","goal":"{}","plies":{},"difficulty":{}{margin}}}"#,
            self.position.variant(),
            self.position,
            self.solution,
            self.goal.key(),
            self.plies,
            self.difficulty
        )
    }
}

/// Search budget per position when proving every move.
const PROOF_NODES: u64 = 400_000;
/// Longest forced line followed to count a puzzle's plies.
const MAX_LINE: u32 = 80;

/// Every move's proven value for the player to move, or `None` if any
/// move is left unproven.
fn proven_moves(ai: &mut Ai, pos: &Position) -> Option<Vec<(Hole, Proven)>> {
    ai.ensure_endings(pos);
    if let Some(proven) = ai.proven_moves(pos) {
        return Some(proven);
    }
    ai.searched_moves(pos, &[], PROOF_NODES)
        .into_iter()
        .map(|(hole, worth)| worth.proven().map(|p| (hole, p)))
        .collect()
}

/// The puzzle `pos` makes, if it makes one.
pub fn puzzle_at(ai: &mut Ai, pos: &Position) -> Option<Puzzle> {
    if pos.phase() != Phase::Play {
        return None;
    }
    let moves = proven_moves(ai, pos)?;
    if moves.len() < 2 {
        return None;
    }
    let wins: Vec<&(Hole, Proven)> = moves
        .iter()
        .filter(|(_, p)| p.verdict == Verdict::Win)
        .collect();
    let (solution, value, goal) = match wins[..] {
        [&(hole, value)] => (hole, value, Goal::Win),
        [_, _, ..] if pos.variant() == Variant::Sokusowo => {
            let best = wins.iter().filter_map(|(_, p)| p.margin).max()?;
            let top: Vec<_> = wins
                .iter()
                .filter(|(_, p)| p.margin == Some(best))
                .collect();
            match top[..] {
                [&&(hole, value)] => (hole, value, Goal::Best),
                _ => return None,
            }
        }
        _ => return None,
    };
    let plies = forced_line(ai, pos, solution);
    let difficulty = difficulty(ai, pos, solution, plies);
    Some(Puzzle {
        position: *pos,
        solution,
        goal,
        margin: value.margin,
        plies,
        difficulty,
    })
}

/// Moves to the end after `first`, each side then playing its best proven
/// move (the winner's fastest largest win, the loser's longest defence).
fn forced_line(ai: &mut Ai, pos: &Position, first: Hole) -> u32 {
    let mut p = *pos;
    let mut plies = 0;
    let mut next = Some(first);
    while let Some(hole) = next {
        if p.play_unchecked(Move::Sow(hole), &mut ()).is_err() || plies >= MAX_LINE {
            break;
        }
        plies += 1;
        if p.is_over() || p.phase() != Phase::Play {
            break;
        }
        next = proven_moves(ai, &p).and_then(|moves| {
            moves
                .into_iter()
                .max_by_key(|(_, v)| v.rank())
                .map(|(h, _)| h)
        });
    }
    plies
}

/// 1 to 5: the forced line's length, one harder when an Intermediate
/// player would miss the solution, one easier when a two-move look-ahead
/// already finds it.
fn difficulty(ai: &mut Ai, pos: &Position, solution: Hole, plies: u32) -> u8 {
    let by_length: u8 = match plies {
        0..=1 => 1,
        2..=3 => 2,
        4..=7 => 3,
        8..=13 => 4,
        _ => 5,
    };
    let mut intermediate = Ai::new(Level::Intermediate, 1);
    let misses = intermediate.choose_in(pos, &[], pos.to_move()).ok() != Some(solution);
    let shallow = ai.expert_searcher().move_values(pos, &[], 2);
    let seen = shallow.iter().max_by_key(|(_, v)| *v).map(|(h, _)| *h) == Some(solution);
    let grade = by_length as i32 + i32::from(misses) - i32::from(seen && !misses);
    grade.clamp(1, 5) as u8
}

/// Up to `count` puzzles of `variant` from seeded random games: each game
/// stops at a random point of its second half and its position is tried.
/// The same seed gives the same puzzles.
pub fn find_puzzles(ai: &mut Ai, variant: Variant, count: usize, seed: u64) -> Vec<Puzzle> {
    let mut rng = Rng::new(seed);
    let mut seen = HashSet::new();
    let mut found = Vec::new();
    let mut tries = 0;
    while found.len() < count && tries < (count + 5) * 400 {
        tries += 1;
        // A whole random game, then a position near its end, where every
        // move can be proven.
        let mut line = vec![Position::new(variant)];
        while let Some((_, next)) = random_successor(line.last().unwrap(), &mut rng) {
            line.push(next);
            if next.is_over() || line.len() > 600 {
                break;
            }
        }
        let back = 2 + rng.below(20.min(line.len().saturating_sub(2)).max(1));
        let Some(pos) = line.len().checked_sub(back).and_then(|i| line.get(i)) else {
            continue;
        };
        if pos.phase() != Phase::Play || !seen.insert(pos.to_string()) {
            continue;
        }
        if let Some(puzzle) = puzzle_at(ai, pos) {
            found.push(puzzle);
        }
    }
    found
}
