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

#[test]
fn gain_puzzles_are_checked_by_plain_minimax() {
    // Of 2 Anywoli puzzles asked for, 1 (3 in 5, rounded down) is a gain puzzle, after the win.
    let mut ai = Ai::new(Level::Expert, 1);
    let puzzles = find_puzzles(&mut ai, Variant::Anywoli, 2, 1);
    let goals: Vec<Goal> = puzzles.iter().map(|p| p.goal).collect();
    assert_eq!(goals, [Goal::Win, Goal::Gain]);
    let mut checker = PuzzleChecker::new(None);
    let p = &puzzles[1];
    assert_eq!(checker.check(p), Ok(()), "{}", p.to_json());
    let refused = |puzzle: Puzzle| {
        PuzzleChecker::new(None)
            .check(&puzzle)
            .unwrap_err()
            .to_string()
    };

    // Another solution, a wrong margin, a wrong gain, a gain left out.
    let (other, other_gain) = *p.gains.iter().find(|(h, _)| *h != p.solution).unwrap();
    let message = refused(Puzzle {
        solution: other,
        margin: Some(other_gain),
        ..p.clone()
    });
    assert!(
        message.contains(&format!("the solution {other} gains")),
        "{message}"
    );
    assert!(refused(Puzzle {
        margin: p.margin.map(|m| m + 4),
        ..p.clone()
    })
    .contains("the stated"));
    let mut gains = p.gains.clone();
    gains.iter_mut().find(|(h, _)| *h == other).unwrap().1 += 4;
    assert!(refused(Puzzle {
        gains: gains.clone(),
        ..p.clone()
    })
    .contains(&format!(
        "{other} gains {other_gain}, not the stated {}",
        other_gain + 4
    )));
    gains.retain(|(h, _)| *h != other);
    assert!(refused(Puzzle { gains, ..p.clone() }).contains("is not stated"));
    // Tying the best is refused: the solution must be the only one.
    let mut tied = p.gains.clone();
    tied.iter_mut().find(|(h, _)| *h == other).unwrap().1 = p.margin.unwrap();
    assert!(refused(Puzzle {
        gains: tied,
        ..p.clone()
    })
    .contains("gains"));
    // The move limit within reach; a gain goal without gains; gains outside it.
    let near = format!(
        "{} stall=98",
        p.position.to_string().split(" stall=").next().unwrap()
    );
    assert!(refused(Puzzle {
        position: near.parse().unwrap(),
        ..p.clone()
    })
    .contains("move limit"));
    assert!(refused(Puzzle {
        gains: Vec::new(),
        ..p.clone()
    })
    .contains("only there"));
    assert!(refused(Puzzle {
        goal: Goal::Win,
        ..p.clone()
    })
    .contains("only there"));
}
