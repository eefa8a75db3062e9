//! The referee: the Expert plays another level, and every move it makes is
//! checked against exact values computed without its search.
//!
//! - Sokusowó: the full solution ([`SokusowoSolution`], exhaustive minimax).
//! - Sadeqa II: the endgame table where the seeds on the board allow, a
//!   proven search (with the table as exact leaves) otherwise.
//!
//! A move's value is that of the position it leads to, with the game's
//! threefold repetition applied to that position (a move that ends the game
//! by repetition is scored as the draw it is); below it, as in the table,
//! positions are valued as fresh games. Games start from the start position
//! and from random positions of every stage.

use std::fmt;
use std::sync::Arc;

use mancala_rules::{Game, Hole, Move, Outcome, Phase, Player, Position, Variant};

use crate::endings::SadeqaEndings;
use crate::eval::margin;
use crate::player::{Ai, Level};
use crate::rng::Rng;
use crate::search::{Limits, Searcher, DEFAULT_TABLE_BITS};
use crate::solve::{seen_by, Proven, SokusowoSolution, Verdict};
use crate::uct::random_successor;

/// Node budget of the referee's proofs in Sadeqa II positions the table
/// does not cover. With the full table as leaves the start itself is
/// proven in about 70,000 nodes (docs/PERFORMANCE.md).
const PROOF_NODES: u64 = 2_000_000;

/// The referee's own Sadeqa II table when the Expert plays without one: the
/// table the page ships (about 20 s and 1 GB to build natively).
pub const DEFAULT_REFEREE_SEEDS: u8 = 15;

/// What to referee.
#[derive(Clone)]
pub struct RefereeOptions {
    /// Where games start: the first two here, the others after random
    /// play from here down to a random number of seeds.
    pub start: Position,
    pub games: u32,
    /// The Expert's opponent.
    pub opponent: Level,
    /// The endgame table the Expert plays with (Sadeqa II); the referee uses
    /// it too.
    pub endings: Option<Arc<SadeqaEndings>>,
    /// The referee's own table when the Expert plays without one: every
    /// position with at most this many seeds (Sadeqa II).
    pub referee_seeds: u8,
    pub seed: u64,
}

/// Counts over every position where the Expert was to move.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RefereeReport {
    /// Positions where the Expert moved.
    pub positions: u64,
    /// Of those with every move's value known: won for the Expert.
    pub won: u64,
    /// Won positions where the Expert's move kept the win.
    pub kept: u64,
    /// Positions where the Expert's move reached the best value there is
    /// (Sokusowó: the largest final margin; Sadeqa II: the best result).
    pub best: u64,
    /// Positions where some move's exact value could not be established.
    pub unresolved: u64,
    /// The first few won positions the Expert let go, described.
    pub lost_wins: Vec<String>,
}

impl RefereeReport {
    /// The report as the one JSON object the command prints last.
    pub fn to_json(&self) -> String {
        format!(
            "{{\"positions\": {}, \"won\": {}, \"kept\": {}, \"best_margin\": {}, \"unresolved\": {}}}",
            self.positions, self.won, self.kept, self.best, self.unresolved
        )
    }
}

/// A game the referee cannot judge.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotSolved(pub Variant);

impl fmt::Display for NotSolved {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} has no exact values to referee with: only sokusowo and sadeqa-ii are solved",
            self.0
        )
    }
}

impl std::error::Error for NotSolved {}

/// Exact values of moves, independent of the Expert's own state.
enum Oracle {
    Sokusowo(SokusowoSolution),
    Sadeqa {
        table: Arc<SadeqaEndings>,
        searcher: Searcher,
    },
}

impl Oracle {
    fn new(options: &RefereeOptions) -> Result<Oracle, NotSolved> {
        match options.start.variant() {
            Variant::Sokusowo => Ok(Oracle::Sokusowo(SokusowoSolution::new())),
            Variant::SadeqaII => {
                let table = options
                    .endings
                    .clone()
                    .unwrap_or_else(|| Arc::new(SadeqaEndings::generate(options.referee_seeds)));
                let mut searcher = Searcher::new(DEFAULT_TABLE_BITS + 2);
                searcher.set_endings(Some(table.clone()));
                Ok(Oracle::Sadeqa { table, searcher })
            }
            other => Err(NotSolved(other)),
        }
    }

    /// The exact value of playing `hole` in `game`, for the player to move.
    fn move_value(&mut self, game: &Game, hole: Hole) -> Option<Proven> {
        let mut after = game.clone();
        after.play(Move::Sow(hole)).ok()?;
        let me = game.position().to_move();
        let next = after.position();
        if let Phase::Over(outcome) = next.phase() {
            return Some(finished(next, outcome, me));
        }
        let value = match self {
            Oracle::Sokusowo(solution) => solution.value(next)?,
            Oracle::Sadeqa { table, searcher } => match table.verdict(next) {
                Some(verdict) => Proven::from_verdict(verdict),
                None => {
                    let limits = Limits {
                        nodes: PROOF_NODES,
                        depth: 100,
                    };
                    let report = searcher.search(next, &[], limits)?;
                    if !report.proven {
                        return None;
                    }
                    Proven::from_verdict(
                        Proven::from_value(report.value, Variant::SadeqaII).verdict,
                    )
                }
            },
        };
        Some(seen_by(value, next, me))
    }
}

/// A finished game's result for `me`, with the margin where scores decide.
fn finished(pos: &Position, outcome: Outcome, me: Player) -> Proven {
    Proven {
        verdict: Verdict::of(outcome, me),
        margin: (pos.variant() == Variant::Sokusowo).then(|| margin(pos, me)),
        moves: None,
    }
}

/// The first position of game `g`: `start` for the first two games (one
/// on each side), then a position of random play from it stopped at a
/// random number of seeds left, so every stage of the game is met.
fn start_position(start: &Position, g: u32, rng: &mut Rng) -> Position {
    let total = start.seeds_on_board() as usize;
    if g < 2 || total < 3 {
        return *start;
    }
    let target = 2 + rng.below(total - 1) as u8;
    let mut pos = *start;
    while pos.seeds_on_board() > target {
        match random_successor(&pos, rng) {
            Some((_, next)) if !next.is_over() => pos = next,
            _ => break,
        }
    }
    pos
}

/// Plays `options.games` games, the Expert on alternate sides (B in even
/// games), and checks every move it makes.
pub fn referee(options: &RefereeOptions) -> Result<RefereeReport, NotSolved> {
    let mut oracle = Oracle::new(options)?;
    let mut rng = Rng::new(options.seed);
    let mut expert = Ai::new(Level::Expert, rng.next_u64());
    let mut opponent = Ai::new(options.opponent, rng.next_u64());
    expert.set_sadeqa_endings(options.endings.clone());
    opponent.set_sadeqa_endings(options.endings.clone());
    let mut report = RefereeReport::default();
    for g in 0..options.games {
        let expert_side = if g % 2 == 0 { Player::B } else { Player::A };
        let mut game = Game::from_position(start_position(&options.start, g, &mut rng));
        while game.moves().len() < crate::MAX_MOVES && game.position().phase() == Phase::Play {
            let mover = game.position().to_move();
            if mover != expert_side {
                let Ok(hole) = opponent.choose(&game, mover) else {
                    break;
                };
                if game.play(Move::Sow(hole)).is_err() {
                    break;
                }
                continue;
            }
            let Ok(chosen) = expert.choose(&game, mover) else {
                break;
            };
            judge(&mut oracle, &game, chosen, &mut report);
            if game.play(Move::Sow(chosen)).is_err() {
                break;
            }
        }
    }
    Ok(report)
}

/// Adds the Expert's move `chosen` in `game` to the report.
fn judge(oracle: &mut Oracle, game: &Game, chosen: Hole, report: &mut RefereeReport) {
    report.positions += 1;
    let mut holes = Vec::new();
    game.position().for_each_successor(|mv, _| {
        if let Move::Sow(hole) = mv {
            holes.push(hole);
        }
    });
    let values: Option<Vec<(Hole, Proven)>> = holes
        .into_iter()
        .map(|hole| oracle.move_value(game, hole).map(|v| (hole, v)))
        .collect();
    let Some(values) = values else {
        report.unresolved += 1;
        return;
    };
    // Only the result and the margin count here: how fast a win comes is
    // the Expert's own business.
    let worth = |v: Proven| Proven { moves: None, ..v }.rank();
    let best = values.iter().map(|&(_, v)| worth(v)).max().unwrap_or(0);
    let played = values.iter().find(|&&(h, _)| h == chosen).map(|&(_, v)| v);
    let Some(played) = played else {
        report.unresolved += 1;
        return;
    };
    if worth(played) == best {
        report.best += 1;
    }
    let winning: Vec<String> = values
        .iter()
        .filter(|(_, v)| v.verdict == Verdict::Win)
        .map(|(h, _)| h.to_string())
        .collect();
    if !winning.is_empty() {
        report.won += 1;
        if played.verdict == Verdict::Win {
            report.kept += 1;
        } else if report.lost_wins.len() < 10 {
            report.lost_wins.push(format!(
                "{}: the Expert played {chosen} ({:?}); winning: {}",
                game.position(),
                played.verdict,
                winning.join(" ")
            ));
        }
    }
}
