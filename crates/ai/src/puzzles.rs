//! Puzzles with proven answers: positions from seeded random games where
//! the side to move has exactly one winning move (or, in Sokusowó, exactly
//! one move reaching the largest proven margin). Every move's value comes
//! from the same exact sources as the review (the search followed to the
//! game's end, Sadeqa II's solver and endgame table); a position where any
//! move is left unproven is not a puzzle. docs/PUZZLES.md.

use std::collections::HashSet;

use mancala_rules::{Hole, Move, Phase, Position, Variant};

use crate::eval::WIN;
use crate::gains::find_gain_puzzles;
use crate::player::{Ai, Level};
use crate::rng::Rng;
use crate::search::Limits;
use crate::solve::{Proven, Verdict};
use crate::uct::random_successor;

/// What the solver is asked to find.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// The only move that wins.
    Win,
    /// Sokusowó: the only move reaching the largest margin (`margin`).
    Best,
    /// Anywoli: the only move guaranteeing the most seeds within `plies`
    /// moves whatever the defence (`margin`, every move's in `gains`),
    /// exact by a full-width search to that depth.
    Gain,
}

impl Goal {
    pub fn key(self) -> &'static str {
        match self {
            Goal::Win => "win",
            Goal::Best => "best",
            Goal::Gain => "gain",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// The side to move solves it.
    pub position: Position,
    pub solution: Hole,
    pub goal: Goal,
    /// The final margin the solution reaches, where seeds decide; in a
    /// `Gain` puzzle the seeds it gains within `plies` moves.
    pub margin: Option<i32>,
    /// Moves to the game's end under best play from both sides after the
    /// solution, the solution included; in a `Gain` puzzle the moves
    /// counted (the search's depth).
    pub plies: u32,
    /// `Gain` only: what every move guarantees within `plies` moves, in
    /// label order (empty for the other goals).
    pub gains: Vec<(Hole, i32)>,
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
        let gains = if self.gains.is_empty() {
            String::new()
        } else {
            let each: Vec<String> = self
                .gains
                .iter()
                .map(|(hole, gain)| format!(r#""{hole}":{gain}"#))
                .collect();
            format!(r#","gains":{{{}}}"#, each.join(","))
        };
        format!(
            r#"{{"game":"{}","position":"{}","solution":"{}","goal":"{}","plies":{},"difficulty":{}{margin}{gains}}}"#,
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
/// The search's depth limit: deep enough to follow any ending to its end.
const DEEPEST: u8 = 100;

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

/// Nodes each of a candidate's two searches may spend. A position whose
/// answer cannot be proven within them is no puzzle: most candidates are
/// rejected this way, or because the side to move has no win or more than
/// one, for a fraction of what proving every move apart would cost.
const SCREEN_NODES: u64 = 60_000;

/// The one winning move of `pos` (or in Sokusowó the one reaching the
/// largest margin), found by two proven searches: the position itself
/// (its best move and exact value), then the position with that move left
/// out (the best any other move does). `None` when either search is not
/// proven or the answer is not unique.
fn searched_answer(ai: &mut Ai, pos: &Position) -> Option<(Hole, Proven, Goal)> {
    let limits = Limits {
        nodes: SCREEN_NODES,
        depth: DEEPEST,
    };
    let variant = pos.variant();
    let best = ai.expert_searcher().search(pos, &[], limits)?;
    if !best.proven || best.value <= WIN / 2 {
        return None;
    }
    let solution = Proven::from_value(best.value, variant);
    let others: Vec<Hole> = pos
        .legal_moves()
        .into_iter()
        .filter_map(|mv| match mv {
            Move::Sow(hole) if hole != best.best => Some(hole),
            _ => None,
        })
        .collect();
    let rival = ai
        .expert_searcher()
        .search_among(pos, &[], limits, &others)?;
    if !rival.proven {
        return None;
    }
    let rival = Proven::from_value(rival.value, variant);
    let goal = match rival.verdict {
        Verdict::Win if variant == Variant::Sokusowo && rival.margin < solution.margin => {
            Goal::Best
        }
        Verdict::Win => return None,
        _ => Goal::Win,
    };
    Some((best.best, solution, goal))
}

/// The one answer of `pos` from exact values of every move (Sadeqa II's
/// solver and endgame table).
fn exact_answer(moves: &[(Hole, Proven)]) -> Option<(Hole, Proven, Goal)> {
    let mut wins = moves.iter().filter(|(_, p)| p.verdict == Verdict::Win);
    match (wins.next(), wins.next()) {
        (Some(&(hole, value)), None) => Some((hole, value, Goal::Win)),
        _ => None,
    }
}

/// The puzzle `pos` makes, if it makes one.
pub fn puzzle_at(ai: &mut Ai, pos: &Position) -> Option<Puzzle> {
    if pos.phase() != Phase::Play || pos.legal_moves().len() < 2 {
        return None;
    }
    ai.ensure_endings(pos);
    let (solution, value, goal) = match ai.proven_moves(pos) {
        Some(moves) => exact_answer(&moves)?,
        None => searched_answer(ai, pos)?,
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
        gains: Vec::new(),
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
pub(crate) fn difficulty(ai: &mut Ai, pos: &Position, solution: Hole, plies: u32) -> u8 {
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

/// How many of a random game's last positions are tried as puzzles.
const TAIL: usize = 20;
/// Anywoli: an ending that stalls is proven only when the stall limit is
/// at most this many moves away (every line must be followed to its end);
/// nearer the limit most candidates there are tried in vain.
const PROVABLE_STALL: u16 = 10;
/// Random games tried per puzzle asked for, at most.
const GAMES_PER_PUZZLE: usize = 400;

/// Whether `pos`, the `back`-th last position of a random game, is worth
/// trying at all: cheap tests that only ever reject.
fn worth_trying(pos: &Position) -> bool {
    pos.phase() == Phase::Play
        && (!pos.variant().has_stall_rule()
            || pos.stall_count() + PROVABLE_STALL >= pos.options().stall_limit)
}

/// Up to `count` puzzles of `variant` from seeded random games: each
/// game's last positions are tried in a random order, and the first that
/// makes a puzzle is kept (one per game, so puzzles differ). The same seed
/// gives the same puzzles. In Anywoli, where those endings are all decided
/// by the move limit, three in five are `gain` puzzles instead
/// (`crate::gains`), after the `win` ones.
pub fn find_puzzles(ai: &mut Ai, variant: Variant, count: usize, seed: u64) -> Vec<Puzzle> {
    if variant != Variant::Anywoli {
        return find_endings(ai, variant, count, seed);
    }
    let gains = count * 3 / 5;
    let mut found = find_endings(ai, variant, count - gains, seed);
    if found.len() == count - gains {
        found.extend(find_gain_puzzles(ai, gains, seed));
    }
    found
}

/// Up to `count` `win` (or Sokusowó `best`) puzzles from the last
/// positions of seeded random games.
fn find_endings(ai: &mut Ai, variant: Variant, count: usize, seed: u64) -> Vec<Puzzle> {
    let mut rng = Rng::new(seed);
    let mut seen = HashSet::new();
    let mut found = Vec::new();
    let mut games = 0;
    while found.len() < count && games < count * GAMES_PER_PUZZLE {
        games += 1;
        let mut line = vec![Position::new(variant)];
        while let Some((_, next)) = random_successor(line.last().unwrap(), &mut rng) {
            line.push(next);
            if next.is_over() || line.len() > 600 {
                break;
            }
        }
        // The game's last TAIL positions before its end, shuffled.
        let mut tail: Vec<usize> = (2..=TAIL + 1).filter(|&back| back <= line.len()).collect();
        for i in (1..tail.len()).rev() {
            tail.swap(i, rng.below(i + 1));
        }
        for back in tail {
            let pos = line[line.len() - back];
            if !worth_trying(&pos) || !seen.insert(pos.to_string()) {
                continue;
            }
            if let Some(puzzle) = puzzle_at(ai, &pos) {
                found.push(puzzle);
                break;
            }
        }
    }
    found
}
