//! The review's exact values against independent computations: Sokusowó by
//! plain exhaustive minimax, Sadeqa II by the endgame table (the review
//! itself reads Sadeqa II's exact solver, not the table); the classes; the
//! Sulus Aidi opening as a matrix game.

use mancala_rules::{Game, Options, Player, Position, Variant};

use crate::review::{Class, Worth};
use crate::solve::{seen_by, Proven, Verdict};
use crate::tests::sokusowo_brute_force;
use crate::{random_successor, Ai, Level, Rng, SadeqaEndings, EXPERT_NODES};

/// A whole seeded random game from the start.
fn random_game(variant: Variant, seed: u64) -> Game {
    let mut rng = Rng::new(seed);
    let mut game = Game::new(variant, Options::default());
    while !game.position().is_over() && game.moves().len() < 400 {
        let Some((mv, _)) = random_successor(game.position(), &mut rng) else {
            break;
        };
        game.play(mv).unwrap();
    }
    game
}

/// What a child position is worth to `me`, who moved into it, by `exact`.
fn child_worth(
    pos: &Position,
    hole: mancala_rules::Hole,
    exact: impl Fn(&Position) -> i32,
) -> (Position, i32) {
    let mut next = *pos;
    next.play_unchecked(mancala_rules::Move::Sow(hole), &mut ())
        .unwrap();
    let value = seen_by(exact(&next), &next, pos.to_move());
    (next, value)
}

#[test]
fn sokusowo_review_values_are_the_exhaustive_minimax_margins() {
    let mut checked = 0;
    for seed in 0..40 {
        let game = random_game(Variant::Sokusowo, seed);
        let mut ai = Ai::new(Level::Expert, 1);
        for ply in 0..game.moves().len() {
            let pos = *game.position_at(ply).unwrap();
            if pos.seeds_on_board() > 26 {
                continue;
            }
            let reviews = ai.review_ply(&game, ply, EXPERT_NODES).unwrap();
            let [review] = &reviews[..] else {
                panic!("one review per Sokusowó move")
            };
            assert!(review.exact, "{pos}: every Sokusowó value is proven");
            for &(hole, worth) in &review.moves {
                let (_, expected) = child_worth(&pos, hole, sokusowo_brute_force);
                let margin = worth.proven().and_then(|p| p.margin);
                assert_eq!(margin, Some(expected), "{pos} {hole}");
            }
            let best = review
                .moves
                .iter()
                .map(|(_, w)| w.proven().unwrap().margin.unwrap())
                .max();
            assert_eq!(review.best_value.proven().unwrap().margin, best, "{pos}");
            checked += 1;
        }
    }
    assert!(checked > 60, "{checked} positions checked");
}

#[test]
fn sadeqa_review_results_are_the_endgame_tables() {
    let table = SadeqaEndings::generate(10);
    let verdict = |p: &Position| match p.outcome() {
        Some(outcome) => Verdict::of(outcome, p.to_move()),
        None => table.verdict(p).expect("the table covers it"),
    };
    let mut checked = 0;
    let mut results = std::collections::HashSet::new();
    for seed in 0..60 {
        let game = random_game(Variant::SadeqaII, seed);
        // The review's own solver, not the table it is checked against.
        let mut ai = Ai::new(Level::Expert, 1);
        ai.set_builds_own_endings(false);
        for ply in 0..game.moves().len() {
            let pos = *game.position_at(ply).unwrap();
            if pos.seeds_on_board() > 10 || pos.phase() != mancala_rules::Phase::Play {
                continue;
            }
            let reviews = ai.review_ply(&game, ply, EXPERT_NODES).unwrap();
            let [review] = &reviews[..] else {
                panic!("one review per move")
            };
            assert!(review.exact, "{pos}");
            for &(hole, worth) in &review.moves {
                let mut next = pos;
                next.play_unchecked(mancala_rules::Move::Sow(hole), &mut ())
                    .unwrap();
                let expected = seen_by(verdict(&next), &next, pos.to_move());
                assert_eq!(
                    worth.proven().map(|p| p.verdict),
                    Some(expected),
                    "{pos} {hole}"
                );
                results.insert(expected);
            }
            checked += 1;
        }
    }
    assert!(checked > 100, "{checked} positions checked");
    assert!(
        results.contains(&Verdict::Win) && results.contains(&Verdict::Loss),
        "{results:?}"
    );
}

#[test]
fn classes_follow_the_results_and_seeds_given_away() {
    let won = |m| {
        Worth::Proven(Proven {
            verdict: Verdict::Win,
            margin: Some(m),
            moves: Some(9),
        })
    };
    let lost = |m| {
        Worth::Proven(Proven {
            verdict: Verdict::Loss,
            margin: Some(m),
            moves: Some(9),
        })
    };
    let drawn = Worth::Proven(Proven {
        verdict: Verdict::Draw,
        margin: Some(0),
        moves: Some(9),
    });
    let v = Variant::Sokusowo;
    assert_eq!(Class::of(v, won(8), won(8)), Class::Best);
    assert_eq!(Class::of(v, won(8), won(7)), Class::Good);
    assert_eq!(Class::of(v, won(8), won(5)), Class::Inaccuracy);
    assert_eq!(Class::of(v, won(8), won(2)), Class::Mistake);
    // A proven win turned into a loss is always a blunder, even by little.
    assert_eq!(Class::of(v, won(1), lost(-1)), Class::Blunder);
    assert_eq!(Class::of(v, won(1), drawn), Class::Mistake);
    assert_eq!(Class::of(v, drawn, lost(-2)), Class::Mistake);
    assert_eq!(Class::of(v, lost(-2), lost(-16)), Class::Blunder);
    // Estimates: 100 search units per seed.
    let a = Variant::Anywoli;
    assert_eq!(
        Class::of(a, Worth::Estimate(300), Worth::Estimate(250)),
        Class::Good
    );
    assert_eq!(
        Class::of(a, Worth::Estimate(300), Worth::Estimate(-500)),
        Class::Blunder
    );
    assert_eq!(Class::of(a, won(4), Worth::Estimate(350)), Class::Mistake);
    // Sadeqa II results carry no margin: keeping the result is good.
    let s = Variant::SadeqaII;
    let win = |moves| {
        Worth::Proven(Proven {
            verdict: Verdict::Win,
            margin: None,
            moves,
        })
    };
    assert_eq!(Class::of(s, win(Some(3)), win(Some(7))), Class::Good);
    assert_eq!(
        Class::of(
            s,
            win(Some(3)),
            Worth::Proven(Proven::from_verdict(Verdict::Loss))
        ),
        Class::Blunder
    );
}

#[test]
fn the_sulus_aidi_opening_is_reviewed_for_both_players_as_a_matrix_game() {
    let mut game = Game::new(Variant::SulusAidi, Options::default());
    game.play_text("1B+9A").unwrap();
    game.play_text(&game.position().legal_moves()[0].to_string())
        .unwrap();
    let mut ai = Ai::new(Level::Expert, 1);
    let race = ai.review_ply(&game, 0, EXPERT_NODES).unwrap();
    assert_eq!(
        race.iter()
            .map(|r| (r.ply, r.player, r.played.to_string()))
            .collect::<Vec<_>>(),
        [
            (1, Player::B, "1B".to_string()),
            (1, Player::A, "9A".to_string())
        ]
    );
    for review in &race {
        assert_eq!(
            review.moves.len(),
            9,
            "every hole of {} valued",
            review.player
        );
        assert!(!review.exact);
    }
    // Zero-sum: against each other's best mix, the best holes are worth the game's value to each.
    let (b, a) = (race[0].best_value.order(), race[1].best_value.order());
    assert!((b + a).abs() <= 2, "B {b}, A {a}");
    let next = ai.review_ply(&game, 1, 50_000).unwrap();
    assert_eq!(next.len(), 1);
    assert_eq!(next[0].ply, 2);
    assert!(ai.review_ply(&game, 2, 1).is_none(), "past the last move");
}

/// Every child of `pos` with the value `exact` gives it, from the mover's side.
fn children_by(
    pos: &Position,
    exact: impl Fn(&Position) -> i32,
) -> Vec<(mancala_rules::Hole, i32)> {
    crate::tests::successors(pos)
        .into_iter()
        .filter_map(|(mv, next)| match mv {
            mancala_rules::Move::Sow(hole) => {
                Some((hole, seen_by(exact(&next), &next, pos.to_move())))
            }
            _ => None,
        })
        .collect()
}

#[test]
fn sokusowo_puzzles_have_one_answer_by_exhaustive_minimax() {
    let mut ai = Ai::new(Level::Expert, 1);
    let puzzles = crate::find_puzzles(&mut ai, Variant::Sokusowo, 12, 3);
    assert_eq!(puzzles.len(), 12);
    for p in &puzzles {
        let values = children_by(&p.position, sokusowo_brute_force);
        let solution = values.iter().find(|(h, _)| *h == p.solution).unwrap().1;
        assert!(solution > 0, "{}: the solution wins", p.position);
        assert_eq!(p.margin, Some(solution), "{}", p.position);
        let rivals: Vec<_> = values.iter().filter(|(h, _)| *h != p.solution).collect();
        match p.goal {
            crate::Goal::Win => assert!(
                rivals.iter().all(|(_, v)| *v <= 0),
                "{}: another move wins: {values:?}",
                p.position
            ),
            crate::Goal::Best => assert!(
                rivals.iter().all(|(_, v)| *v < solution),
                "{}: {values:?}",
                p.position
            ),
            crate::Goal::Gain => panic!("{}: gain puzzles are Anywoli's", p.position),
        }
        assert!((1..=5).contains(&p.difficulty) && p.plies >= 1);
        assert!(p
            .to_json()
            .starts_with(r#"{"game":"sokusowo","position":""#));
    }
}

#[test]
fn sadeqa_puzzles_have_one_winning_move_by_the_endgame_table() {
    let table = SadeqaEndings::generate(12);
    let verdict = |p: &Position| match p.outcome() {
        Some(outcome) => Verdict::of(outcome, p.to_move()),
        None => table.verdict(p).expect("the table covers it"),
    };
    // The generator on its own solver and search, not the table.
    let mut ai = Ai::new(Level::Expert, 1);
    ai.set_builds_own_endings(false);
    let puzzles = crate::find_puzzles(&mut ai, Variant::SadeqaII, 10, 5);
    let mut checked = 0;
    for p in puzzles.iter().filter(|p| p.position.seeds_on_board() <= 12) {
        for (hole, mv) in crate::tests::successors(&p.position)
            .into_iter()
            .filter_map(|(m, n)| match m {
                mancala_rules::Move::Sow(h) => Some((h, n)),
                _ => None,
            })
        {
            let v = seen_by(verdict(&mv), &mv, p.position.to_move());
            assert_eq!(
                v == Verdict::Win,
                hole == p.solution,
                "{} {hole}: {v:?}",
                p.position
            );
        }
        checked += 1;
    }
    assert!(
        checked >= 5,
        "{checked} of {} puzzles checked",
        puzzles.len()
    );
}

#[test]
fn sulus_aidi_and_anywoli_puzzles_hold_under_a_deeper_search() {
    for (variant, seed) in [(Variant::SulusAidi, 1), (Variant::Anywoli, 2)] {
        let mut ai = Ai::new(Level::Expert, 1);
        let puzzles = crate::find_puzzles(&mut ai, variant, 1, seed);
        let [p] = &puzzles[..] else {
            panic!("a {variant} puzzle")
        };
        let mut searcher = crate::Searcher::new(crate::DEFAULT_TABLE_BITS);
        let deeper = crate::Limits {
            nodes: 20_000_000,
            depth: 120,
        };
        for (mv, next) in crate::tests::successors(&p.position) {
            let mancala_rules::Move::Sow(hole) = mv else {
                continue;
            };
            let value = if next.is_over() {
                crate::eval::final_value(&next, p.position.to_move())
            } else {
                let r = searcher.search(&next, &[p.position], deeper).unwrap();
                assert!(
                    r.proven,
                    "{} {hole}: proven by the deeper search",
                    p.position
                );
                seen_by(r.value, &next, p.position.to_move())
            };
            let wins = value >= crate::eval::WIN / 2;
            assert_eq!(wins, hole == p.solution, "{} {hole}: {value}", p.position);
        }
    }
}
