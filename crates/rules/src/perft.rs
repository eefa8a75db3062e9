//! Counting and sampling the game tree: `perft` (the number of move
//! sequences of a given length, a check that move generation never changes
//! unnoticed) and uniformly random playouts (for self-play statistics and
//! speed measurements).
//!
//! Both work on [`Position`]s. `perft` ignores threefold repetition, which
//! belongs to a [`crate::Game`]'s history; [`random_playout`] applies it
//! exactly as a `Game` does, so its games can be replayed as records.

use crate::position::{Move, Phase, Position};
use crate::variant::{Hole, Player};

/// The number of move sequences of exactly `depth` moves from `position`
/// (a finished game has none). Repetition is not applied.
pub fn perft(position: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => {
            let mut count = 0;
            position.for_each_successor(|_, _| count += 1);
            count
        }
        _ => {
            let mut count = 0;
            position.for_each_successor(|_, next| count += perft(next, depth - 1));
            count
        }
    }
}

/// `perft` split by first move, in `legal_moves` order.
pub fn perft_divide(position: &Position, depth: u32) -> Vec<(Move, u64)> {
    let mut out = Vec::new();
    if depth > 0 {
        position.for_each_successor(|mv, next| out.push((mv, perft(next, depth - 1))));
    }
    out
}

/// A finished random game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Playout {
    /// The final position: over, unless `start` already left the player to
    /// move without a legal move (no position read from text does).
    pub end: Position,
    /// Moves played, the Sulus Aidi opening counting as one.
    pub plies: u32,
}

/// Plays uniformly random legal moves from `start` to the end of the game,
/// threefold repetition included. `below(n)` must return a number in
/// `0..n` (the caller's seeded generator: the engine has no randomness of
/// its own). Each move played is passed to `on_move`.
pub fn random_playout(
    start: Position,
    mut below: impl FnMut(usize) -> usize,
    mut on_move: impl FnMut(Move),
) -> Playout {
    let mut position = start;
    let mut plies = 0;
    // Positions since the last change of `Progress` (a capture, a claim,
    // an opening rule spent): only these can repeat.
    let mut history = vec![position.repetition_key()];
    let mut progress = position.progress();
    while !position.is_over() {
        let Some((mv, next)) = random_move(&position, &mut below) else {
            break;
        };
        on_move(mv);
        plies += 1;
        let next_progress = next.progress();
        if !next.is_over() && next_progress != progress {
            history.clear();
        }
        progress = next_progress;
        position = next;
        if !position.is_over() {
            let key = position.repetition_key();
            if history.iter().filter(|&&k| k == key).count() >= 2 {
                position.finish_by_repetition(&mut ());
            }
            history.push(key);
        }
    }
    Playout {
        end: position,
        plies,
    }
}

/// A uniformly random legal move and the position it leads to. Candidates
/// passing the simple checks are tried in random order; an endless one is
/// dropped and another drawn, so every legal move is equally likely while
/// usually only one sowing is simulated.
fn random_move(
    position: &Position,
    below: &mut impl FnMut(usize) -> usize,
) -> Option<(Move, Position)> {
    let variant = position.variant();
    let layout = position.layout();
    let mut candidates = [Move::Sow(Hole::from_index(variant, 0)); 81];
    let mut n = 0;
    if position.phase() == Phase::Race {
        for b in layout
            .holes_of(Player::B)
            .filter(|&i| position.board[i] > 0)
        {
            for a in layout
                .holes_of(Player::A)
                .filter(|&i| position.board[i] > 0)
            {
                candidates[n] = Move::Race {
                    b: Hole::from_index(variant, b),
                    a: Hole::from_index(variant, a),
                };
                n += 1;
            }
        }
    } else {
        let player = position.to_move();
        for i in layout.holes_of(player) {
            let hole = Hole::from_index(variant, i);
            if position.static_check(player, hole).is_ok() {
                candidates[n] = Move::Sow(hole);
                n += 1;
            }
        }
    }
    while n > 0 {
        let k = below(n);
        let mv = candidates[k];
        let mut next = *position;
        if next.play_unchecked(mv, &mut ()).is_ok() {
            return Some((mv, next));
        }
        n -= 1;
        candidates[k] = candidates[n];
    }
    None
}
