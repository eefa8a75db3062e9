//! Puzzles re-verified independently of the generator (docs/PUZZLES.md,
//! "Checked independently"): every move of the position valued again by
//! another exact source, so that the stated answer is the only one.
//!
//! - Sokusowó: plain exhaustive minimax (`SokusowoSolution`: no pruning,
//!   no table, no budget), where the generator used the search.
//! - Sadeqa II: the endgame table, and the retrograde solver of the
//!   position where its reachable positions fit in memory; both must agree
//!   where both answer (the generator read one of them through the Expert).
//!   Positions too big for both are checked like Sulus Aidi's, by the
//!   search over the table.
//! - Sulus Aidi and Anywoli: every move searched on its own by a fresh
//!   searcher with a larger table and budget, each followed to the game's
//!   end (proven): the solution for its exact value, every other move for
//!   the bound that it does not win; the generator ran two root searches.

use std::fmt;
use std::sync::Arc;

use mancala_rules::{Hole, Move, Phase, Player, Position, Variant};

use crate::eval::{final_value, WIN};
use crate::puzzles::{Goal, Puzzle};
use crate::search::{Limits, Searcher};
use crate::solve::{seen_by, Proven, SadeqaSolution, SokusowoSolution, Verdict};
use crate::SadeqaEndings;

/// Budget of each move's search (Sulus Aidi, Anywoli): far beyond the
/// generator's, so a proof it found within its budget is found here again.
const CHECK_NODES: u64 = 8_000_000;
/// Transposition table of the checking searcher: 2^22 entries, 64 MB.
const CHECK_TABLE_BITS: u32 = 22;
/// Largest Sadeqa II position set the checker solves outright (about
/// 60 MB while solving), and the most seeds a position it tries may have
/// (beyond, trying is mostly in vain and slow).
const CHECK_SOLVE_POSITIONS: usize = 1_000_000;
const CHECK_SOLVE_SEEDS: u8 = 12;

/// Why a puzzle's stated answer does not hold, or could not be checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleFault {
    /// The position is in the Sulus Aidi race or over.
    NotInPlay,
    /// The solution is no legal move of the position.
    SolutionNotPlayable(Hole),
    /// Goal `best` where it means nothing (every game but Sokusowó).
    BestOnlyForSokusowo,
    /// Difficulty outside 1 to 5, or no plies.
    BadDifficultyOrPlies,
    /// A puzzle needs a choice.
    OnlyOneMove,
    /// The independent source gave no value for the solution.
    SolutionUnvalued,
    /// The solution does not win.
    SolutionDoesNotWin { solution: Hole, verdict: Verdict },
    /// The solution wins, by another margin than the one stated.
    WrongMargin {
        solution: Hole,
        found: Option<i32>,
        stated: Option<i32>,
    },
    /// Another move wins too (in Sokusowó's `best`, by as much).
    AlsoWins { hole: Hole, margin: Option<i32> },
    /// The search could not be run on the solution.
    SolutionNotSearched,
    /// The solution's value was not proven within the checker's budget.
    SolutionNotProven { solution: Hole, nodes: u64 },
    /// Searched alone, the solution is not a win by the stated margin.
    SearchedNotTheStatedWin {
        solution: Hole,
        verdict: Verdict,
        margin: Option<i32>,
        stated: Option<i32>,
    },
    /// Another move was not proven to fall short within the budget.
    OtherMoveNotProven { hole: Hole, nodes: u64 },
    /// An Anywoli `gain` puzzle's statement does not hold: what differs.
    GainNotAsStated(GainFault),
    /// The Sadeqa II endgame table and the solver disagree on a position.
    SourcesDisagree {
        table: Verdict,
        solver: Verdict,
        position: Position,
    },
}

impl fmt::Display for PuzzleFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleFault::NotInPlay => f.write_str("the position is not in the main phase of play"),
            PuzzleFault::SolutionNotPlayable(solution) => {
                write!(f, "the solution {solution} cannot be played")
            }
            PuzzleFault::BestOnlyForSokusowo => f.write_str("goal \"best\" is only for Sokusowó"),
            PuzzleFault::BadDifficultyOrPlies => {
                f.write_str("difficulty must be 1 to 5 and plies at least 1")
            }
            PuzzleFault::OnlyOneMove => f.write_str("the position has only one move"),
            PuzzleFault::SolutionUnvalued => f.write_str("the solution has no value"),
            PuzzleFault::SolutionDoesNotWin { solution, verdict } => {
                write!(f, "the solution {solution} does not win: {verdict:?}")
            }
            PuzzleFault::WrongMargin {
                solution,
                found,
                stated,
            } => write!(
                f,
                "the solution {solution} wins by {found:?}, not the stated {stated:?}"
            ),
            PuzzleFault::AlsoWins { hole, margin } => {
                write!(f, "{hole} also wins")?;
                match margin {
                    Some(m) => write!(f, " (by {m})"),
                    None => Ok(()),
                }
            }
            PuzzleFault::SolutionNotSearched => f.write_str("the solution could not be searched"),
            PuzzleFault::SolutionNotProven { solution, nodes } => write!(
                f,
                "the solution {solution} could not be proven in {nodes} positions"
            ),
            PuzzleFault::SearchedNotTheStatedWin {
                solution,
                verdict,
                margin,
                stated,
            } => write!(
                f,
                "the solution {solution} gives {verdict:?} by {margin:?}, not a win by the stated {stated:?}"
            ),
            PuzzleFault::OtherMoveNotProven { hole, nodes } => write!(
                f,
                "{hole} could not be proven not to win in {nodes} positions"
            ),
            PuzzleFault::GainNotAsStated(what) => write!(f, "{what}"),
            PuzzleFault::SourcesDisagree {
                table,
                solver,
                position,
            } => write!(
                f,
                "the endgame table ({table:?}) and the solver ({solver:?}) disagree on {position}"
            ),
        }
    }
}

impl std::error::Error for PuzzleFault {}
/// Most moves a `gain` puzzle may count (plain minimax grows as 12^n).
const MAX_GAIN_PLIES: u32 = 5;

/// What differs from an Anywoli `gain` puzzle's statement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GainFault {
    /// Gains stated for another goal, or goal `gain` without them.
    GainsWithoutGoal,
    /// Goal `gain` in another game than Anywoli.
    NotAnywoli,
    /// More moves counted than the checker plays out.
    TooManyPlies,
    /// The move limit could end the game within the moves counted.
    StallWithin,
    /// The position has only one move.
    OnlyOneMove,
    /// A move gains another amount than stated.
    WrongGain { hole: Hole, gain: i32, stated: i32 },
    /// A move's gain is not stated.
    GainNotStated { hole: Hole },
    /// A gain is stated for a move that cannot be played.
    NotPlayable { hole: Hole },
    /// The solution is not the best gain, or not the one stated.
    SolutionNotBest {
        solution: Hole,
        gains: Option<i32>,
        best: i32,
        stated: Option<i32>,
    },
    /// Another move gains as much as the solution.
    AlsoGains { hole: Hole, best: i32 },
}

impl fmt::Display for GainFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GainFault::GainsWithoutGoal => {
                f.write_str("every move's gain is stated for goal \"gain\", and only there")
            }
            GainFault::NotAnywoli => f.write_str("goal \"gain\" is only for Anywoli"),
            GainFault::TooManyPlies => write!(f, "a gain within more than {MAX_GAIN_PLIES} moves"),
            GainFault::StallWithin => {
                f.write_str("the move limit could end the game within the moves counted")
            }
            GainFault::OnlyOneMove => f.write_str("the position has only one move"),
            GainFault::WrongGain { hole, gain, stated } => {
                write!(f, "{hole} gains {gain}, not the stated {stated}")
            }
            GainFault::GainNotStated { hole } => write!(f, "{hole}'s gain is not stated"),
            GainFault::NotPlayable { hole } => write!(f, "{hole} cannot be played"),
            GainFault::SolutionNotBest {
                solution,
                gains,
                best,
                stated,
            } => write!(
                f,
                "the solution {solution} gains {gains:?}, the best is {best}, the stated {stated:?}"
            ),
            GainFault::AlsoGains { hole, best } => write!(f, "{hole} also gains {best}"),
        }
    }
}

/// Anywoli `gain`: every move valued again by plain minimax to the stated
/// depth (no pruning, no ordering: every line of `plies` moves is played
/// out), each equal to its stated gain; the solution the only best, and
/// better than nothing; the move limit out of reach within those moves.
fn check_gain(puzzle: &Puzzle) -> Result<(), PuzzleFault> {
    check_gain_statement(puzzle).map_err(PuzzleFault::GainNotAsStated)
}

/// check_gain's findings.
fn check_gain_statement(puzzle: &Puzzle) -> Result<(), GainFault> {
    let pos = &puzzle.position;
    if pos.variant() != Variant::Anywoli {
        return Err(GainFault::NotAnywoli);
    }
    if puzzle.plies > MAX_GAIN_PLIES {
        return Err(GainFault::TooManyPlies);
    }
    if u32::from(pos.stall_count()) + puzzle.plies >= u32::from(pos.options().stall_limit) {
        return Err(GainFault::StallWithin);
    }
    let me = pos.to_move();
    let lead = |p: &Position| i32::from(p.score(me)) - i32::from(p.score(me.other()));
    let before = lead(pos);
    let mut values = Vec::new();
    pos.for_each_successor(|mv, next| {
        if let Move::Sow(hole) = mv {
            let value = minimax_lead(next, me, puzzle.plies - 1, &mut vec![*pos]);
            values.push((hole, value - before));
        }
    });
    if values.len() < 2 {
        return Err(GainFault::OnlyOneMove);
    }
    for (hole, gain) in &values {
        match puzzle.gains.iter().find(|(h, _)| h == hole) {
            Some((_, stated)) if stated == gain => {}
            Some((_, stated)) => {
                return Err(GainFault::WrongGain {
                    hole: *hole,
                    gain: *gain,
                    stated: *stated,
                })
            }
            None => return Err(GainFault::GainNotStated { hole: *hole }),
        }
    }
    if let Some((hole, _)) = puzzle
        .gains
        .iter()
        .find(|(h, _)| !values.iter().any(|(v, _)| v == h))
    {
        return Err(GainFault::NotPlayable { hole: *hole });
    }
    let best = values.iter().map(|(_, g)| *g).max().unwrap_or(0);
    let solution = values
        .iter()
        .find(|(h, _)| *h == puzzle.solution)
        .map(|v| v.1);
    if solution != Some(best) || best <= 0 || puzzle.margin != Some(best) {
        return Err(GainFault::SolutionNotBest {
            solution: puzzle.solution,
            gains: solution,
            best,
            stated: puzzle.margin,
        });
    }
    if let Some((hole, _)) = values
        .iter()
        .find(|(h, g)| *g == best && *h != puzzle.solution)
    {
        return Err(GainFault::AlsoGains { hole: *hole, best });
    }
    Ok(())
}

/// The lead in seeds `me` is sure of `depth` moves after `pos` (or at the
/// game's end, a threefold repetition ending it), every line played out.
fn minimax_lead(pos: &Position, me: Player, depth: u32, path: &mut Vec<Position>) -> i32 {
    if depth == 0 || pos.is_over() {
        return i32::from(pos.score(me)) - i32::from(pos.score(me.other()));
    }
    let maximize = pos.to_move() == me;
    let mut best: Option<i32> = None;
    let mut children = Vec::new();
    pos.for_each_successor(|_, next| children.push(*next));
    path.push(*pos);
    for mut child in children {
        let key = child.repetition_key();
        if !child.is_over() && path.iter().filter(|p| p.repetition_key() == key).count() >= 2 {
            child.finish_by_repetition(&mut ());
        }
        let value = minimax_lead(&child, me, depth - 1, path);
        best = Some(match best {
            None => value,
            Some(b) if maximize => b.max(value),
            Some(b) => b.min(value),
        });
    }
    path.pop();
    best.expect("a position not over has a move")
}

/// Re-verifies puzzles; keeps its solutions and tables between them.
pub struct PuzzleChecker {
    sokusowo: SokusowoSolution,
    sadeqa: Option<Arc<SadeqaEndings>>,
    searcher: Searcher,
}

impl PuzzleChecker {
    /// A checker; Sadeqa II puzzles need `endings` where the position is
    /// too big to solve outright.
    pub fn new(endings: Option<Arc<SadeqaEndings>>) -> PuzzleChecker {
        let mut searcher = Searcher::new(CHECK_TABLE_BITS);
        searcher.set_endings(endings.clone());
        PuzzleChecker {
            sokusowo: SokusowoSolution::new(),
            sadeqa: endings,
            searcher,
        }
    }

    /// `Ok` when `puzzle`'s answer holds: the solution wins (or in Sokusowó
    /// `best`, reaches the stated margin), no other move does as well, and
    /// the margin is the one stated. Otherwise what is wrong.
    pub fn check(&mut self, puzzle: &Puzzle) -> Result<(), PuzzleFault> {
        let pos = &puzzle.position;
        if pos.phase() != Phase::Play {
            return Err(PuzzleFault::NotInPlay);
        }
        if !pos.is_legal(Move::Sow(puzzle.solution)) {
            return Err(PuzzleFault::SolutionNotPlayable(puzzle.solution));
        }
        if puzzle.goal == Goal::Best && pos.variant() != Variant::Sokusowo {
            return Err(PuzzleFault::BestOnlyForSokusowo);
        }
        if (puzzle.goal == Goal::Gain) == puzzle.gains.is_empty() {
            return Err(PuzzleFault::GainNotAsStated(GainFault::GainsWithoutGoal));
        }
        if puzzle.goal == Goal::Gain {
            return check_gain(puzzle);
        }
        if !(1..=5).contains(&puzzle.difficulty) || puzzle.plies == 0 {
            return Err(PuzzleFault::BadDifficultyOrPlies);
        }
        // Sadeqa II positions too big for the table and the solver were
        // proven by the search over the table, and are checked so.
        let Some(values) = self.move_values(pos)? else {
            return self.check_searched(puzzle);
        };
        if values.len() < 2 {
            return Err(PuzzleFault::OnlyOneMove);
        }
        let value_of = |hole| values.iter().find(|(h, _)| *h == hole).map(|v| v.1);
        let solution = value_of(puzzle.solution).ok_or(PuzzleFault::SolutionUnvalued)?;
        if solution.verdict != Verdict::Win {
            return Err(PuzzleFault::SolutionDoesNotWin {
                solution: puzzle.solution,
                verdict: solution.verdict,
            });
        }
        if solution.margin != puzzle.margin {
            return Err(PuzzleFault::WrongMargin {
                solution: puzzle.solution,
                found: solution.margin,
                stated: puzzle.margin,
            });
        }
        for &(hole, value) in values.iter().filter(|(h, _)| *h != puzzle.solution) {
            let as_good = match puzzle.goal {
                Goal::Win => value.verdict == Verdict::Win,
                Goal::Best | Goal::Gain => {
                    value.verdict == Verdict::Win && value.margin >= solution.margin
                }
            };
            if as_good {
                return Err(PuzzleFault::AlsoWins {
                    hole,
                    margin: value.margin,
                });
            }
        }
        Ok(())
    }

    /// Sulus Aidi and Anywoli: the solution's exact value by a search of it
    /// alone, and every other move proven not to win by a null-window
    /// search of it alone (a bound costs far less than an exact value).
    fn check_searched(&mut self, puzzle: &Puzzle) -> Result<(), PuzzleFault> {
        let pos = &puzzle.position;
        let limits = Limits {
            nodes: CHECK_NODES,
            depth: 120,
        };
        let me = pos.to_move();
        let mut holes = Vec::new();
        let mut solution = None;
        pos.for_each_successor(|mv, next| {
            if let Move::Sow(hole) = mv {
                holes.push(hole);
                if hole == puzzle.solution && next.is_over() {
                    solution = Some(final_value(next, me));
                }
            }
        });
        if holes.len() < 2 {
            return Err(PuzzleFault::OnlyOneMove);
        }
        let solution = match solution {
            Some(value) => value,
            None => {
                let report = self
                    .searcher
                    .search_among(pos, &[], limits, &[puzzle.solution])
                    .ok_or(PuzzleFault::SolutionNotSearched)?;
                if !report.proven {
                    return Err(PuzzleFault::SolutionNotProven {
                        solution: puzzle.solution,
                        nodes: CHECK_NODES,
                    });
                }
                report.value
            }
        };
        let value = Proven::from_value(solution, pos.variant());
        if value.verdict != Verdict::Win || value.margin != puzzle.margin {
            return Err(PuzzleFault::SearchedNotTheStatedWin {
                solution: puzzle.solution,
                verdict: value.verdict,
                margin: value.margin,
                stated: puzzle.margin,
            });
        }
        for hole in holes.into_iter().filter(|&h| h != puzzle.solution) {
            match self.searcher.reaches(pos, &[], limits, hole, WIN / 2 + 1) {
                Some(false) => {}
                Some(true) => return Err(PuzzleFault::AlsoWins { hole, margin: None }),
                None => {
                    return Err(PuzzleFault::OtherMoveNotProven {
                        hole,
                        nodes: CHECK_NODES,
                    })
                }
            }
        }
        Ok(())
    }

    /// Every move's exact value for the player to move, by this game's
    /// independent source (Sokusowó, Sadeqa II).
    fn move_values(&mut self, pos: &Position) -> Result<Option<Vec<(Hole, Proven)>>, PuzzleFault> {
        if !matches!(pos.variant(), Variant::Sokusowo | Variant::SadeqaII) {
            return Ok(None);
        }
        let me = pos.to_move();
        let mut children = Vec::new();
        pos.for_each_successor(|mv, next| {
            if let Move::Sow(hole) = mv {
                children.push((hole, *next));
            }
        });
        let solved = match pos.variant() {
            Variant::SadeqaII if pos.seeds_on_board() <= CHECK_SOLVE_SEEDS => {
                SadeqaSolution::solve(pos, CHECK_SOLVE_POSITIONS)
            }
            _ => None,
        };
        let mut values = Vec::with_capacity(children.len());
        for (hole, child) in children {
            let value = if child.is_over() {
                Proven::from_value(final_value(&child, me), pos.variant())
            } else {
                let own = match pos.variant() {
                    Variant::Sokusowo => self.sokusowo.value(&child),
                    _ => self.sadeqa_value(&child, solved.as_ref())?,
                };
                let Some(own) = own else {
                    return Ok(None);
                };
                seen_by(own, &child, me)
            };
            values.push((hole, value));
        }
        Ok(Some(values))
    }

    /// A Sadeqa II child's result by the table and the solver; they must
    /// agree where both know it.
    fn sadeqa_value(
        &self,
        child: &Position,
        solved: Option<&SadeqaSolution>,
    ) -> Result<Option<Proven>, PuzzleFault> {
        let by_table = self.sadeqa.as_ref().and_then(|t| t.verdict(child));
        let by_solver = solved.and_then(|s| s.value(child)).map(|p| p.verdict);
        match (by_table, by_solver) {
            (Some(table), Some(solver)) if table != solver => Err(PuzzleFault::SourcesDisagree {
                table,
                solver,
                position: *child,
            }),
            (Some(v), _) | (None, Some(v)) => Ok(Some(Proven::from_verdict(v))),
            (None, None) => Ok(None),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `mancala check-puzzles` prints a fault's sentence after the file,
    /// line and position: the typed faults keep the checker's words.
    #[test]
    fn a_fault_reads_as_a_sentence_naming_its_holes_and_margins() {
        let hole = |label| Hole::parse(Variant::Sokusowo, label).unwrap();
        let cases = [
            (
                PuzzleFault::AlsoWins {
                    hole: hole("3B"),
                    margin: Some(4),
                },
                "3B also wins (by 4)",
            ),
            (
                PuzzleFault::AlsoWins {
                    hole: hole("3B"),
                    margin: None,
                },
                "3B also wins",
            ),
            (
                PuzzleFault::WrongMargin {
                    solution: hole("2A"),
                    found: Some(6),
                    stated: Some(8),
                },
                "the solution 2A wins by Some(6), not the stated Some(8)",
            ),
            (
                PuzzleFault::BestOnlyForSokusowo,
                "goal \"best\" is only for Sokusowó",
            ),
        ];
        for (fault, words) in cases {
            assert_eq!(fault.to_string(), words);
        }
    }
}
