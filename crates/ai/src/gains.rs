//! Anywoli's `gain` puzzles (docs/PUZZLES.md): the only move that
//! guarantees the most seeds within a few moves whatever the defence.
//! Exact by a full-width alpha-beta search to that depth, each root move
//! valued with a full window: no heuristic, no budget, no table. What a
//! line gains is the change in the solver's lead in seeds (its store less
//! the opponent's) over the moves counted, or to the game's end if it
//! ends sooner (then with the seeds each side takes). The puzzle checker
//! values every move again by plain minimax (`puzzle_check.rs`).

use mancala_rules::{Hole, Move, Phase, Player, Position, Variant};

use crate::few::sort_few_by_key;
use crate::player::Ai;
use crate::puzzles::{difficulty, Goal, Puzzle};
use crate::rng::Rng;
use crate::uct::random_successor;

/// The moves counted, and so the search's depth: the solver's move, the
/// defence, the solver's next move and the defence to it. Extra moves
/// count as moves.
pub const GAIN_PLIES: u32 = 4;

/// The solver's lead in seeds (stores) in `pos`.
pub(crate) fn lead(pos: &Position, me: Player) -> i32 {
    i32::from(pos.score(me)) - i32::from(pos.score(me.other()))
}

/// Whether `pos` may be a `gain` puzzle at all: Anywoli in its main phase
/// with at least two moves, and the move limit out of reach within
/// `plies` moves (so that captures alone decide what is gained).
pub(crate) fn gain_applies(pos: &Position, plies: u32) -> bool {
    pos.variant() == Variant::Anywoli
        && pos.phase() == Phase::Play
        && u32::from(pos.stall_count()) + plies < u32::from(pos.options().stall_limit)
        && pos.legal_moves().len() >= 2
}

/// `child` reached after `path` (the root first): ended by threefold
/// repetition if it is its third occurrence.
pub(crate) fn after_repetition(child: &Position, path: &[Position]) -> Position {
    let key = child.repetition_key();
    let mut next = *child;
    if !next.is_over() && path.iter().filter(|p| p.repetition_key() == key).count() >= 2 {
        next.finish_by_repetition(&mut ());
    }
    next
}

/// The lead `me` is sure of `depth` moves after `pos` (or at the game's
/// end), by alpha-beta within `(alpha, beta)`.
fn alpha_beta(
    pos: &Position,
    me: Player,
    depth: u32,
    mut alpha: i32,
    mut beta: i32,
    path: &mut Vec<Position>,
) -> i32 {
    if depth == 0 || pos.is_over() {
        return lead(pos, me);
    }
    let mut children = Vec::with_capacity(12);
    pos.for_each_successor(|_, next| children.push(*next));
    // The most promising first, for the cut-offs: the side to move's
    // immediate lead.
    let maximize = pos.to_move() == me;
    sort_few_by_key(&mut children, |c| {
        if maximize {
            -lead(c, me)
        } else {
            lead(c, me)
        }
    });
    path.push(*pos);
    let mut best = if maximize { i32::MIN } else { i32::MAX };
    for child in children {
        let child = after_repetition(&child, path);
        let value = alpha_beta(&child, me, depth - 1, alpha, beta, path);
        if maximize {
            best = best.max(value);
            alpha = alpha.max(value);
        } else {
            best = best.min(value);
            beta = beta.min(value);
        }
        if alpha >= beta {
            break;
        }
    }
    path.pop();
    best
}

/// What each of the player to move's moves guarantees within `plies`
/// moves (the move itself included) whatever the defence: the change in
/// their lead in seeds, in label order.
pub fn searched_gains(pos: &Position, plies: u32) -> Vec<(Hole, i32)> {
    let me = pos.to_move();
    let before = lead(pos, me);
    let mut gains = Vec::new();
    let mut path = vec![*pos];
    pos.for_each_successor(|mv, next| {
        if let Move::Sow(hole) = mv {
            let next = after_repetition(next, &path);
            let value = alpha_beta(&next, me, plies - 1, i32::MIN, i32::MAX, &mut path);
            gains.push((hole, value - before));
        }
    });
    gains
}

/// The `gain` puzzle `pos` makes within `plies` moves, if it makes one:
/// one move guarantees strictly more than every other, and more than
/// nothing.
pub fn gain_puzzle_at(ai: &mut Ai, pos: &Position, plies: u32) -> Option<Puzzle> {
    if !gain_applies(pos, plies) {
        return None;
    }
    let gains = searched_gains(pos, plies);
    let &(solution, best) = gains.iter().max_by_key(|(_, g)| *g)?;
    if best <= 0 || gains.iter().filter(|(_, g)| *g == best).count() > 1 {
        return None;
    }
    let difficulty = difficulty(ai, pos, solution, plies);
    Some(Puzzle {
        position: *pos,
        solution,
        goal: Goal::Gain,
        margin: Some(best),
        plies,
        difficulty,
        gains,
    })
}

/// Positions tried per random game, at most.
const TRIES_PER_GAME: usize = 12;
/// Random games tried per puzzle asked for, at most.
const GAMES_PER_PUZZLE: usize = 200;

/// Up to `count` `gain` puzzles of Anywoli from seeded random games: each
/// game's positions are tried in a random order (at most a few), and the
/// first that makes a puzzle is kept (one per game). The same seed gives
/// the same puzzles.
pub fn find_gain_puzzles(ai: &mut Ai, count: usize, seed: u64) -> Vec<Puzzle> {
    let mut rng = Rng::new(seed ^ 0x6761_696e);
    let mut seen = std::collections::HashSet::new();
    let mut found = Vec::new();
    let mut games = 0;
    while found.len() < count && games < count * GAMES_PER_PUZZLE {
        games += 1;
        let mut line = vec![Position::new(Variant::Anywoli)];
        while let Some((_, next)) = random_successor(line.last().unwrap(), &mut rng) {
            if next.is_over() || line.len() > 600 {
                break;
            }
            line.push(next);
        }
        let mut order: Vec<usize> = (1..line.len()).collect();
        for i in (1..order.len()).rev() {
            order.swap(i, rng.below(i + 1));
        }
        for &at in order.iter().take(TRIES_PER_GAME) {
            let pos = line[at];
            if !gain_applies(&pos, GAIN_PLIES) || !seen.insert(pos.to_string()) {
                continue;
            }
            if let Some(puzzle) = gain_puzzle_at(ai, &pos, GAIN_PLIES) {
                found.push(puzzle);
                break;
            }
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::player::Level;

    /// Plain minimax of the lead, every line played out.
    fn minimax(pos: &Position, me: Player, depth: u32) -> i32 {
        if depth == 0 || pos.is_over() {
            return lead(pos, me);
        }
        let mut values = Vec::new();
        pos.for_each_successor(|_, next| values.push(minimax(next, me, depth - 1)));
        if pos.to_move() == me {
            values.into_iter().max().unwrap()
        } else {
            values.into_iter().min().unwrap()
        }
    }

    #[test]
    fn alpha_beta_gives_every_move_its_minimax_gain() {
        let mut rng = Rng::new(11);
        let mut compared = 0;
        for _ in 0..6 {
            let mut pos = Position::new(Variant::Anywoli);
            for _ in 0..(20 + rng.below(60)) {
                match random_successor(&pos, &mut rng) {
                    Some((_, next)) if !next.is_over() => pos = next,
                    _ => break,
                }
            }
            let me = pos.to_move();
            let before = lead(&pos, me);
            let mut expected = Vec::new();
            pos.for_each_successor(|mv, next| {
                if let Move::Sow(hole) = mv {
                    expected.push((hole, minimax(next, me, 2) - before));
                }
            });
            assert_eq!(searched_gains(&pos, 3), expected, "{pos}");
            compared += expected.len();
        }
        assert!(compared > 20, "{compared} moves compared");
    }

    #[test]
    fn a_gain_puzzle_has_one_best_move_and_keeps_clear_of_the_move_limit() {
        let mut ai = Ai::new(Level::Expert, 1);
        let puzzles = find_gain_puzzles(&mut ai, 3, 4);
        assert_eq!(puzzles.len(), 3);
        for p in &puzzles {
            assert_eq!(p.goal, Goal::Gain);
            assert_eq!(p.plies, GAIN_PLIES);
            let best = p.gains.iter().filter(|(_, g)| Some(*g) == p.margin).count();
            assert_eq!(best, 1, "{}", p.to_json());
            assert!(p.margin > Some(0));
            assert!(p.position.stall_count() as u32 + GAIN_PLIES < 100);
            assert!(p
                .to_json()
                .contains(&format!(r#""gains":{{"{}":"#, p.gains[0].0)));
        }
        // The same seed gives the same puzzles.
        assert_eq!(find_gain_puzzles(&mut ai, 3, 4), puzzles);
        // Near the move limit a position is no gain puzzle.
        let near: Position =
            "anywoli 0,3,1,9,0,2,3,1,10,0,0,11/2,1,0,1,2,0,11,0,1,1,10,3 A captured=12,12 stall=96"
                .parse()
                .unwrap();
        assert!(gain_puzzle_at(&mut ai, &near, GAIN_PLIES).is_none());
        let far: Position =
            "anywoli 0,3,1,9,0,2,3,1,10,0,0,11/2,1,0,1,2,0,11,0,1,1,10,3 A captured=12,12 stall=3"
                .parse()
                .unwrap();
        let p = gain_puzzle_at(&mut ai, &far, GAIN_PLIES).expect("a puzzle");
        assert_eq!(
            (p.solution.to_string(), p.margin),
            ("9A".to_string(), Some(12))
        );
    }
}
