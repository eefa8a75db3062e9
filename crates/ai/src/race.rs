//! The Sulus Aidi opening race: both players pick a hole at the same time,
//! so it is a 9×9 zero-sum matrix game, not a move in a tree. Each of the
//! (at most) 81 races is played out by the engine, each result valued by
//! the caller, and the chooser plays a maximin mixed strategy found by
//! fictitious play.

use mancala_rules::{Hole, Move, Player, Position};

use crate::few::sort_few_by_key;
use crate::rng::Rng;

/// The race as a matrix game for `me`: my holes (rows), the opponent's
/// holes (columns) and my payoff for each pair. A pair the engine refuses
/// (an endless race) is worth 0.
pub struct RaceMatrix {
    pub mine: Vec<Hole>,
    pub theirs: Vec<Hole>,
    pub payoff: Vec<Vec<f64>>,
}

impl RaceMatrix {
    /// Plays every race from `pos` and values each result with
    /// `value(b, a, after)` (a value for `me`), `b` and `a` being the holes
    /// B and A chose.
    pub fn build(
        pos: &Position,
        me: Player,
        mut value: impl FnMut(Hole, Hole, &Position) -> f64,
    ) -> RaceMatrix {
        let mut results = Vec::new();
        pos.for_each_successor(|mv, next| {
            if let Move::Race { b, a } = mv {
                results.push((b, a, *next));
            }
        });
        let pick = |b: Hole, a: Hole| if me == Player::B { (b, a) } else { (a, b) };
        let mut mine: Vec<Hole> = Vec::new();
        let mut theirs: Vec<Hole> = Vec::new();
        for &(b, a, _) in &results {
            let (m, t) = pick(b, a);
            if !mine.contains(&m) {
                mine.push(m);
            }
            if !theirs.contains(&t) {
                theirs.push(t);
            }
        }
        sort_few_by_key(&mut mine, |&hole| hole);
        sort_few_by_key(&mut theirs, |&hole| hole);
        let mut payoff = vec![vec![0.0; theirs.len()]; mine.len()];
        for (b, a, next) in &results {
            let (m, t) = pick(*b, *a);
            let row = mine.iter().position(|&h| h == m).unwrap_or(0);
            let col = theirs.iter().position(|&h| h == t).unwrap_or(0);
            payoff[row][col] = value(*b, *a, next);
        }
        RaceMatrix {
            mine,
            theirs,
            payoff,
        }
    }

    /// The row player's maximin mixed strategy and the game's value.
    pub fn solve(&self) -> (Vec<f64>, f64) {
        solve_matrix(&self.payoff)
    }

    /// A hole drawn from the maximin mixed strategy (`None` if I have no hole).
    pub fn choose(&self, rng: &mut Rng) -> Option<Hole> {
        let (strategy, _) = self.solve();
        let mut x = rng.unit();
        for (hole, p) in self.mine.iter().zip(&strategy) {
            x -= p;
            if x < 0.0 {
                return Some(*hole);
            }
        }
        self.mine.last().copied()
    }
}

/// Fictitious play on a zero-sum matrix game (rows maximise): each side
/// best-responds to the other's empirical mix; the mixes converge to
/// optimal strategies. Tiny weights (noise of the method) are dropped.
pub fn solve_matrix(payoff: &[Vec<f64>]) -> (Vec<f64>, f64) {
    const ROUNDS: usize = 20_000;
    let rows = payoff.len();
    let cols = payoff.first().map_or(0, Vec::len);
    if rows == 0 || cols == 0 {
        return (vec![1.0; rows.min(1)], 0.0);
    }
    let mut row_gain = vec![0.0; rows]; // each row against the columns' play so far
    let mut col_loss = vec![0.0; cols]; // each column against the rows' play so far
    let mut row_count = vec![0u32; rows];
    let argmax = |v: &[f64]| (0..v.len()).fold(0, |best, i| if v[i] > v[best] { i } else { best });
    let argmin = |v: &[f64]| (0..v.len()).fold(0, |best, i| if v[i] < v[best] { i } else { best });
    for _ in 0..ROUNDS {
        let r = argmax(&row_gain);
        row_count[r] += 1;
        for (loss, gain) in col_loss.iter_mut().zip(&payoff[r]) {
            *loss += gain;
        }
        let c = argmin(&col_loss);
        for (gain, row) in row_gain.iter_mut().zip(payoff) {
            *gain += row[c];
        }
    }
    let lower = col_loss.iter().cloned().fold(f64::INFINITY, f64::min) / ROUNDS as f64;
    let upper = row_gain.iter().cloned().fold(f64::NEG_INFINITY, f64::max) / ROUNDS as f64;
    let mut strategy: Vec<f64> = row_count
        .iter()
        .map(|&n| {
            let p = n as f64 / ROUNDS as f64;
            if p < 0.02 {
                0.0
            } else {
                p
            }
        })
        .collect();
    let total: f64 = strategy.iter().sum();
    if total > 0.0 {
        strategy.iter_mut().for_each(|p| *p /= total);
    } else {
        strategy[argmax(&row_gain)] = 1.0;
    }
    (strategy, (lower + upper) / 2.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_rules::Variant;

    #[test]
    fn matching_pennies_is_played_half_and_half() {
        let (strategy, value) = solve_matrix(&[vec![1.0, -1.0], vec![-1.0, 1.0]]);
        assert!((strategy[0] - 0.5).abs() < 0.02, "{strategy:?}");
        assert!(value.abs() < 0.01, "{value}");
    }

    #[test]
    fn a_saddle_point_is_played_pure() {
        // Row 1 dominates; the column player then picks column 0.
        let (strategy, value) = solve_matrix(&[vec![1.0, 5.0], vec![2.0, 3.0]]);
        assert_eq!(strategy, vec![0.0, 1.0]);
        assert!((value - 2.0).abs() < 0.01, "{value}");
    }

    #[test]
    fn the_opening_is_a_nine_by_nine_game_for_either_side() {
        let start = Position::new(Variant::SulusAidi);
        for me in Player::BOTH {
            let m = RaceMatrix::build(&start, me, |_, _, p| crate::eval::evaluate(p, me) as f64);
            assert_eq!((m.mine.len(), m.theirs.len()), (9, 9));
            assert!(m.mine.iter().all(|h| h.owner() == me));
            let hole = m.choose(&mut Rng::new(1)).unwrap();
            assert_eq!(hole.owner(), me);
        }
    }
}
