//! The independent puzzle checker (`PuzzleChecker`, run by the build on the
//! shipped files) and the null-window search it uses (`Searcher::reaches`):
//! generated puzzles pass, a wrong answer or margin does not.

use mancala_ai::eval::WIN;
use mancala_ai::{
    find_puzzles, Ai, Goal, Level, Limits, Puzzle, PuzzleChecker, Searcher, DEFAULT_TABLE_BITS,
};
use mancala_rules::{Move, Variant};

#[test]
fn generated_puzzles_pass_and_a_wrong_answer_or_margin_does_not() {
    for (variant, seed) in [
        (Variant::SulusAidi, 1),
        (Variant::Anywoli, 2),
        (Variant::Sokusowo, 3),
    ] {
        let mut ai = Ai::new(Level::Expert, 1);
        let puzzles = find_puzzles(&mut ai, variant, 1, seed);
        let [p] = &puzzles[..] else {
            panic!("a {variant} puzzle")
        };
        let mut checker = PuzzleChecker::new(None);
        assert_eq!(checker.check(p), Ok(()), "{}", p.position);
        let other = p
            .position
            .legal_moves()
            .into_iter()
            .find_map(|mv| match mv {
                Move::Sow(hole) if hole != p.solution => Some(hole),
                _ => None,
            })
            .unwrap();
        let wrong = Puzzle {
            solution: other,
            ..p.clone()
        };
        let refused = checker.check(&wrong).unwrap_err().to_string();
        assert!(refused.contains(&other.to_string()), "{refused}");
        let margin = Puzzle {
            margin: p.margin.map(|m| m + 1),
            ..p.clone()
        };
        assert!(checker.check(&margin).is_err(), "{}", p.position);

        // The null-window search agrees: the answer reaches a win, no other
        // move does (where only one move wins).
        let limits = Limits {
            nodes: 4_000_000,
            depth: 120,
        };
        let mut searcher = Searcher::new(DEFAULT_TABLE_BITS);
        for mv in p.position.legal_moves() {
            let Move::Sow(hole) = mv else { continue };
            let wins = searcher.reaches(&p.position, &[], limits, hole, WIN / 2 + 1);
            if p.goal == Goal::Win {
                assert_eq!(wins, Some(hole == p.solution), "{} {hole}", p.position);
            } else {
                assert!(wins.is_some(), "{} {hole}", p.position);
            }
        }
    }
}
