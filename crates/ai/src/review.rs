//! Move-by-move review of a game: what each move was worth to its mover and
//! what the best move was worth, in the hint's units, exact where the game
//! is solved or the search proves it, the Expert's estimate elsewhere; and a
//! class for each move from how much it gave away (docs/REVIEW.md).
//!
//! One home for the page (through the worker) and the command line.

use mancala_rules::{Game, Hole, Move, Phase, Player, Position, Variant};

use crate::few::sort_few_by_key;
use crate::player::{Ai, Level};
use crate::solve::{Proven, Verdict};

/// What a move is worth to the player who makes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Worth {
    /// Exact: the result under perfect play, with the final seed margin in
    /// games decided by seeds.
    Proven(Proven),
    /// The Expert's estimate in search units: 100 per seed of margin (in
    /// Sadeqa II, where survival decides, a heuristic of seeds and occupied
    /// holes; see `eval.rs`).
    Estimate(i32),
}

impl Worth {
    pub fn proven(self) -> Option<Proven> {
        match self {
            Worth::Proven(p) => Some(p),
            Worth::Estimate(_) => None,
        }
    }

    /// A number ordering worths for their player: proven wins above every
    /// estimate, proven losses below (`Proven::rank` places a draw at 0).
    pub fn order(self) -> i64 {
        match self {
            Worth::Proven(p) => p.rank(),
            Worth::Estimate(e) => e as i64,
        }
    }

    /// An estimate in seeds of margin; `None` when proven.
    pub fn estimate_seeds(self, variant: Variant) -> Option<f64> {
        match self {
            Worth::Proven(_) => None,
            Worth::Estimate(e) => Some(f64::from(e) / units_per_seed(variant)),
        }
    }

    /// The worth in seeds where seeds can be told: a proven margin, or an
    /// estimate divided by the search's units per seed.
    fn seeds(self, variant: Variant) -> Option<f64> {
        match self {
            Worth::Proven(p) => p.margin.map(f64::from),
            Worth::Estimate(_) => self.estimate_seeds(variant),
        }
    }

    /// JSON: `{"result":"win","margin":8}` (no margin in Sadeqa II) or
    /// `{"estimate":1.25}` (seeds of margin, in Sadeqa II search units / 20).
    pub fn to_json(self, variant: Variant) -> String {
        match self {
            Worth::Proven(p) => {
                let result = match p.verdict {
                    Verdict::Win => "win",
                    Verdict::Draw => "draw",
                    Verdict::Loss => "loss",
                };
                match p.margin {
                    Some(m) => format!(r#"{{"result":"{result}","margin":{m}}}"#),
                    None => format!(r#"{{"result":"{result}"}}"#),
                }
            }
            Worth::Estimate(e) => {
                format!(
                    r#"{{"estimate":{:.2}}}"#,
                    f64::from(e) / units_per_seed(variant)
                )
            }
        }
    }
}

/// Search units per seed of margin (eval.rs); where seeds taken do not
/// decide (Sadeqa II), seeds on each side count at 20.
fn units_per_seed(variant: Variant) -> f64 {
    if variant.score_decides() {
        100.0
    } else {
        20.0
    }
}

/// How good a move was, from what it gave away against the best move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Class {
    Best,
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Class {
    pub const ALL: [Class; 5] = [
        Class::Best,
        Class::Good,
        Class::Inaccuracy,
        Class::Mistake,
        Class::Blunder,
    ];

    pub fn key(self) -> &'static str {
        match self {
            Class::Best => "best",
            Class::Good => "good",
            Class::Inaccuracy => "inaccuracy",
            Class::Mistake => "mistake",
            Class::Blunder => "blunder",
        }
    }

    /// The class of a move worth `played` where the best was worth `best`
    /// (docs/REVIEW.md). A result given away weighs first: a proven win
    /// turned into a loss is a blunder, into a draw (or a draw into a
    /// loss) a mistake at least; then the seeds given away: up to 1 good,
    /// 3 an inaccuracy, 6 a mistake, more a blunder.
    pub fn of(variant: Variant, best: Worth, played: Worth) -> Class {
        if played.order() >= best.order() {
            return Class::Best;
        }
        let verdict = |w: Worth| w.proven().map(|p| p.verdict);
        let by_result = match (verdict(best), verdict(played)) {
            (Some(Verdict::Win), Some(Verdict::Loss)) => Some(Class::Blunder),
            (Some(Verdict::Win), Some(Verdict::Draw))
            | (Some(Verdict::Draw), Some(Verdict::Loss)) => Some(Class::Mistake),
            // A proven win given up for an unproven future, or a proven
            // loss chosen where the game was still open.
            (Some(Verdict::Win), None) | (None, Some(Verdict::Loss)) => Some(Class::Mistake),
            _ => None,
        };
        let by_seeds = match (best.seeds(variant), played.seeds(variant)) {
            (Some(b), Some(p)) => {
                let lost = b - p;
                if lost <= 0.0 {
                    Class::Best
                } else if lost <= 1.0 {
                    Class::Good
                } else if lost <= 3.0 {
                    Class::Inaccuracy
                } else if lost <= 6.0 {
                    Class::Mistake
                } else {
                    Class::Blunder
                }
            }
            // Sadeqa II's proven results have no margin: the same result
            // is as good as the best, only slower or faster.
            _ => Class::Good,
        };
        let class = by_result.map_or(by_seeds, |c| c.max(by_seeds));
        // Not the best move, so never called "best".
        class.max(Class::Good)
    }
}

/// One move reviewed. In the Sulus Aidi opening race both players choose
/// at once, so its ply has two reviews, B's hole and A's, each valued
/// against the other player's best mixed strategy.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveReview {
    /// Counted from 1.
    pub ply: usize,
    pub player: Player,
    pub played: Hole,
    pub best: Hole,
    pub value: Worth,
    pub best_value: Worth,
    /// Both values are proven.
    pub exact: bool,
    pub class: Class,
    /// Every move the player had, with its worth, best first.
    pub moves: Vec<(Hole, Worth)>,
}

impl MoveReview {
    /// `{"ply","move","player","best","value","best_value","exact","class"}`.
    pub fn to_json(&self, variant: Variant) -> String {
        format!(
            r#"{{"ply":{},"move":"{}","player":"{}","best":"{}","value":{},"best_value":{},"exact":{},"class":"{}"}}"#,
            self.ply,
            self.played,
            self.player,
            self.best,
            self.value.to_json(variant),
            self.best_value.to_json(variant),
            self.exact,
            self.class.key()
        )
    }
}

/// A review of `moves` (each with its worth) for `player`, who played `played`.
fn judge(
    variant: Variant,
    ply: usize,
    player: Player,
    played: Hole,
    mut moves: Vec<(Hole, Worth)>,
) -> Option<MoveReview> {
    sort_few_by_key(&mut moves, |(_, w)| std::cmp::Reverse(w.order()));
    let &(best, best_value) = moves.first()?;
    let value = moves.iter().find(|(h, _)| *h == played)?.1;
    Some(MoveReview {
        ply,
        player,
        played,
        best,
        value,
        best_value,
        exact: value.proven().is_some() && best_value.proven().is_some(),
        class: Class::of(variant, best_value, value),
        moves,
    })
}

impl Ai {
    /// Reviews the move played at `ply` (counted from 0) of `game`, with a
    /// search budget of `nodes` for the whole ply. `None` past the last
    /// move. Two reviews for the Sulus Aidi opening race.
    pub fn review_ply(&mut self, game: &Game, ply: usize, nodes: u64) -> Option<Vec<MoveReview>> {
        let mv = *game.moves().get(ply)?;
        let pos = *game.position_at(ply)?;
        let history: Vec<Position> = (0..ply)
            .filter_map(|k| game.position_at(k).copied())
            .collect();
        let variant = pos.variant();
        match (pos.phase(), mv) {
            (Phase::Race, Move::Race { b, a }) => Some(
                [(Player::B, b), (Player::A, a)]
                    .into_iter()
                    .filter_map(|(player, hole)| {
                        let moves = self.race_worths(&pos, player);
                        judge(variant, ply + 1, player, hole, moves)
                    })
                    .collect(),
            ),
            (Phase::Play, Move::Sow(hole)) => {
                self.ensure_endings(&pos);
                let moves = match self.proven_moves(&pos) {
                    Some(proven) => proven
                        .into_iter()
                        .map(|(h, p)| (h, Worth::Proven(p)))
                        .collect(),
                    None => self.searched_moves(&pos, &history, nodes),
                };
                Some(
                    judge(variant, ply + 1, pos.to_move(), hole, moves)
                        .into_iter()
                        .collect(),
                )
            }
            _ => Some(Vec::new()),
        }
    }

    /// Each of `player`'s race holes valued against the other player's
    /// maximin mixed strategy (the matrix game the race is).
    fn race_worths(&mut self, pos: &Position, player: Player) -> Vec<(Hole, Worth)> {
        let mine = self.race_matrix(Level::Expert, pos, player);
        let theirs = self.race_matrix(Level::Expert, pos, player.other());
        let (their_mix, _) = theirs.solve();
        mine.mine
            .iter()
            .zip(&mine.payoff)
            .map(|(&hole, row)| {
                let against: f64 = mine
                    .theirs
                    .iter()
                    .zip(row)
                    .map(|(their_hole, value)| {
                        let k = theirs
                            .mine
                            .iter()
                            .position(|h| h == their_hole)
                            .unwrap_or(0);
                        their_mix.get(k).copied().unwrap_or(0.0) * value
                    })
                    .sum();
                (hole, Worth::Estimate(against.round() as i32))
            })
            .collect()
    }

    /// Reviews every move of `game`, telling `progress` (moves done, all
    /// moves) after each.
    pub fn review(
        &mut self,
        game: &Game,
        nodes_per_ply: u64,
        mut progress: impl FnMut(usize, usize),
    ) -> Vec<MoveReview> {
        let total = game.moves().len();
        let mut reviews = Vec::new();
        for ply in 0..total {
            reviews.extend(
                self.review_ply(game, ply, nodes_per_ply)
                    .unwrap_or_default(),
            );
            progress(ply + 1, total);
        }
        reviews
    }
}
