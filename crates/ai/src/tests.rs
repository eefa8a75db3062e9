//! Cross-checks of the search and the solvers against independent brute
//! force, and forced wins in hand-built positions of each game.

use std::collections::HashSet;

use mancala_rules::testing::position as pos;
use mancala_rules::{Game, Hole, Move, Options, Phase, Player, Position, Progress, Variant};

use crate::eval::{evaluate, final_value, is_decided, repetition_value, WIN};
use crate::race_values::START_RACE_VALUES;
use crate::search::{position_hash, Limits, Searcher, DEFAULT_TABLE_BITS};
use crate::solve::{seen_by, PointOfView, Proven, SadeqaSolution, SokusowoSolution, Verdict};
use crate::{
    play_match, random_successor, Ai, AiError, EndingsError, Level, MatchOptions, Rng,
    SadeqaEndings,
};

/// Positions met in seeded random games (main phase, not over), after
/// `plies` random moves each.
fn random_positions(
    variant: Variant,
    seed: u64,
    count: usize,
    accept: impl Fn(&Position) -> bool,
) -> Vec<Position> {
    let mut rng = Rng::new(seed);
    let mut found = Vec::new();
    for _ in 0..count * 50 {
        if found.len() == count {
            break;
        }
        let mut p = Position::new(variant);
        for _ in 0..rng.below(300) {
            match random_successor(&p, &mut rng) {
                Some((_, next)) if !next.is_over() => p = next,
                _ => break,
            }
        }
        if p.phase() == Phase::Play && accept(&p) {
            found.push(p);
        }
    }
    assert_eq!(found.len(), count, "not enough {variant} positions");
    found
}

pub(crate) fn successors(p: &Position) -> Vec<(Move, Position)> {
    let mut all = Vec::new();
    p.for_each_successor(|mv, next| all.push((mv, *next)));
    all
}

/// Plain minimax, no pruning, no table, with the search's repetition rule.
fn minimax(p: &Position, depth: u8, path: &mut Vec<(u64, Progress)>) -> i32 {
    let me = p.to_move();
    if p.is_over() {
        return final_value(p, me);
    }
    if depth == 0 {
        return evaluate(p, me);
    }
    let mut best = i32::MIN;
    for (_, child) in successors(p) {
        let key = (position_hash(&child.repetition_key()), child.progress());
        let value = if !child.is_over() && path.contains(&key) {
            repetition_value(&child, me)
        } else {
            path.push(key);
            let v = minimax(&child, depth - 1, path);
            path.pop();
            seen_by(v, &child, me)
        };
        best = best.max(value);
    }
    best
}

#[test]
fn alpha_beta_agrees_with_plain_minimax() {
    for (variant, depth) in [
        (Variant::Sokusowo, 4),
        (Variant::SadeqaII, 4),
        (Variant::Anywoli, 3),
        (Variant::SulusAidi, 3),
    ] {
        for p in random_positions(variant, 17, 4, |_| true) {
            let mut searcher = Searcher::new(0);
            let root = (position_hash(&p.repetition_key()), p.progress());
            for (hole, value) in searcher.move_values(&p, &[], depth) {
                let (_, child) = successors(&p)
                    .into_iter()
                    .find(|(mv, _)| *mv == Move::Sow(hole))
                    .unwrap();
                let mut path = vec![
                    root,
                    (position_hash(&child.repetition_key()), child.progress()),
                ];
                let v = minimax(&child, depth - 1, &mut path);
                let expected = if child.to_move() == p.to_move() {
                    v
                } else {
                    -v
                };
                assert_eq!(value, expected, "{p} {hole}");
            }
        }
    }
}

/// Sokusowó's exact final margin for the player to move, by exhaustive
/// minimax (it always ends: every lap puts a seed aside).
pub(crate) fn sokusowo_brute_force(p: &Position) -> i32 {
    let me = p.to_move();
    if p.is_over() {
        return p.score(me) as i32 - p.score(me.other()) as i32;
    }
    successors(p)
        .iter()
        .map(|(_, child)| seen_by(sokusowo_brute_force(child), child, me))
        .max()
        .unwrap_or(0)
}

#[test]
fn sokusowo_proven_values_match_brute_force() {
    for p in random_positions(Variant::Sokusowo, 5, 12, |p| p.seeds_on_board() <= 24) {
        let mut searcher = Searcher::new(DEFAULT_TABLE_BITS);
        let limits = Limits {
            nodes: u64::MAX,
            depth: 100,
        };
        let report = searcher.search(&p, &[], limits).unwrap();
        assert!(report.proven, "{p}");
        let expected = sokusowo_brute_force(&p);
        let margin = if report.value > WIN / 2 {
            report.value - WIN
        } else if report.value < -WIN / 2 {
            report.value + WIN
        } else {
            report.value
        };
        assert_eq!(margin, expected, "{p}");
    }
}

#[test]
fn sokusowo_start_is_a_win_by_eight_and_every_first_move_is_proven() {
    let game = Game::new(Variant::Sokusowo, Options::default());
    let hint = Ai::new(Level::Expert, 1).hint(&game, Player::B).unwrap();
    assert_eq!(hint.best.to_string(), "5B");
    let margins: Vec<i32> = hint
        .holes
        .iter()
        .map(|h| h.proven.unwrap().margin.unwrap())
        .collect();
    assert_eq!(margins, [-16, -14, -8, 6, 8, 4]);
}

/// Sadeqa II win/draw/loss for the player to move by exhaustive search,
/// scoring a position repeated on the line as a draw.
fn sadeqa_brute_force(p: &Position, line: &mut HashSet<Position>) -> Verdict {
    let me = p.to_move();
    if let Some(outcome) = p.outcome() {
        return Verdict::of(outcome, me);
    }
    let mut best = Verdict::Loss;
    for (_, child) in successors(p) {
        let key = child.repetition_key();
        let verdict = if line.contains(&key) {
            Verdict::Draw
        } else {
            line.insert(key);
            let v = sadeqa_brute_force(&child, line);
            line.remove(&key);
            seen_by(v, &child, me)
        };
        best = match (best, verdict) {
            (Verdict::Win, _) | (_, Verdict::Win) => Verdict::Win,
            (Verdict::Draw, _) | (_, Verdict::Draw) => Verdict::Draw,
            _ => Verdict::Loss,
        };
    }
    best
}

#[test]
fn sadeqa_solutions_match_brute_force() {
    let solved = |p: &Position| {
        SadeqaSolution::solve(p, 100_000)
            .and_then(|s| s.value(p))
            .map(|v| v.verdict)
    };
    let mut seen = HashSet::new();
    // Positions met in random games, and every position one move later
    // (a won position's moves include lost ones).
    for p in random_positions(Variant::SadeqaII, 9, 6, |p| p.seeds_on_board() <= 4) {
        for q in std::iter::once(p).chain(successors(&p).into_iter().map(|(_, next)| next)) {
            let mut line = HashSet::from([q.repetition_key()]);
            let expected = sadeqa_brute_force(&q, &mut line);
            if !q.is_over() {
                assert_eq!(solved(&q), Some(expected), "{q}");
            }
            seen.insert(expected);
        }
    }
    assert!(
        seen.contains(&Verdict::Win) && seen.contains(&Verdict::Loss),
        "{seen:?}"
    );
}

#[test]
fn sadeqa_endings_match_brute_force_and_the_solver() {
    let table = SadeqaEndings::generate(8);
    assert_eq!(table.len(), 125_970);
    let mut seen = HashSet::new();
    for p in random_positions(Variant::SadeqaII, 9, 6, |p| p.seeds_on_board() <= 4) {
        for q in std::iter::once(p).chain(successors(&p).into_iter().map(|(_, next)| next)) {
            if q.is_over() {
                continue;
            }
            let mut line = HashSet::from([q.repetition_key()]);
            let expected = sadeqa_brute_force(&q, &mut line);
            assert_eq!(table.verdict(&q), Some(expected), "{q}");
            seen.insert(expected);
        }
    }
    assert!(
        seen.contains(&Verdict::Win) && seen.contains(&Verdict::Loss),
        "{seen:?}"
    );
    // Bigger endings against the reachable-set solver, B and A to move.
    let mut movers = HashSet::new();
    for p in random_positions(Variant::SadeqaII, 17, 12, |p| {
        (6..=8).contains(&p.seeds_on_board()) && !p.owes_opening(p.to_move())
    }) {
        let solution = SadeqaSolution::solve(&p, 200_000).expect("small enough");
        assert_eq!(
            table.verdict(&p),
            solution.value(&p).map(|v| v.verdict),
            "{p}"
        );
        movers.insert(p.to_move());
    }
    assert_eq!(movers.len(), 2);
    // Not covered: too many seeds, an opening still owed, another game.
    assert_eq!(table.verdict(&Position::new(Variant::SadeqaII)), None);
    assert_eq!(
        // (B to move while A owes its first move: no game gets there.)
        table.verdict(
            &Position::from_text_unchecked(
                "sadeqa-ii 0,0,0,0,0,1/0,0,0,0,0,0 B captured=35,0 owed=A"
            )
            .unwrap()
        ),
        None
    );
    assert_eq!(table.verdict(&Position::new(Variant::Sokusowo)), None);
}

#[test]
fn sadeqa_endings_read_back_and_refuse_damage() {
    let table = SadeqaEndings::generate(5);
    let bytes = table.to_bytes();
    let back = SadeqaEndings::from_bytes(&bytes).unwrap();
    assert_eq!(
        (back.max_seeds(), back.len(), back.census()),
        (5, table.len(), table.census())
    );
    assert_eq!(back.to_bytes(), bytes);
    let mut damaged = bytes.clone();
    *damaged.last_mut().unwrap() ^= 1;
    assert_eq!(
        SadeqaEndings::from_bytes(&damaged).unwrap_err(),
        EndingsError::Damaged
    );
    for bad in [
        &bytes[..bytes.len() - 1],
        &bytes[..10],
        b"not a table at all".as_slice(),
        &[],
    ] {
        let error = SadeqaEndings::from_bytes(bad).unwrap_err();
        assert!(
            error
                .to_string()
                .starts_with("not a Sadeqa II endgame table"),
            "{error}"
        );
    }
    let mut too_many = bytes.clone();
    too_many[5] = 40;
    assert!(SadeqaEndings::from_bytes(&too_many)
        .unwrap_err()
        .to_string()
        .contains("40 seeds"));
}

#[test]
fn the_expert_with_endings_keeps_every_win_to_the_end() {
    // 10-seed endings the reachable-set solver does not take on (it starts
    // at 11 seeds only when small enough): the table alone guides the
    // Expert, which must still finish every won one.
    let table = std::sync::Arc::new(SadeqaEndings::generate(10));
    // The first position with at most 10 seeds of seeded random games.
    let mut rng = Rng::new(31);
    let won: Vec<Position> = (0..40)
        .filter_map(|_| {
            let mut p = Position::new(Variant::SadeqaII);
            while p.seeds_on_board() > 10 {
                p = random_successor(&p, &mut rng)?.1;
            }
            (!p.is_over() && table.verdict(&p) == Some(Verdict::Win)).then_some(p)
        })
        .take(4)
        .collect();
    assert_eq!(won.len(), 4);
    expert_converts_against(won, Level::Intermediate, Some(table.clone()), |pos| {
        // Every move the Expert makes keeps the win.
        assert_eq!(table.verdict(pos), Some(Verdict::Win), "{pos}");
    });
}

#[test]
fn sadeqa_solver_refuses_what_is_too_big() {
    assert!(SadeqaSolution::solve(&Position::new(Variant::SadeqaII), 1_000).is_none());
    assert!(SadeqaSolution::solve(&Position::new(Variant::Sokusowo), 1_000).is_none());
}

/// Plays each (won) position out, Expert for the side to move against
/// random play, and checks that the Expert wins every one.
fn expert_converts(won: Vec<Position>) {
    expert_converts_against(won, Level::Random, None, |_| {});
}

/// Plays each (won) position out, Expert (with `endings`, if any) for the
/// side to move against `opponent`, calling `before_expert_move` on every
/// position where the Expert is to move, and checks that it wins every one.
fn expert_converts_against(
    won: Vec<Position>,
    opponent: Level,
    endings: Option<std::sync::Arc<SadeqaEndings>>,
    before_expert_move: impl Fn(&Position),
) {
    for (k, start) in won.into_iter().enumerate() {
        let expert_side = start.to_move();
        let mut game = Game::from_position(start);
        let mut expert = Ai::new(Level::Expert, k as u64);
        expert.set_sadeqa_endings(endings.clone());
        let mut other = Ai::new(opponent, k as u64);
        while !game.position().is_over() {
            let mover = game.position().to_move();
            let ai = if mover == expert_side {
                before_expert_move(game.position());
                &mut expert
            } else {
                &mut other
            };
            let hole = ai.choose(&game, mover).unwrap();
            game.play(Move::Sow(hole)).unwrap();
        }
        assert_eq!(game.outcome().unwrap().winner, Some(expert_side), "{start}");
    }
}

#[test]
fn sadeqa_expert_never_lets_a_won_ending_go() {
    expert_converts(random_positions(Variant::SadeqaII, 21, 6, |p| {
        p.seeds_on_board() <= 8
            && SadeqaSolution::solve(p, 100_000)
                .and_then(|s| s.value(p))
                .is_some_and(|v| v.verdict == Verdict::Win)
    }));
}

#[test]
fn sokusowo_expert_never_lets_a_won_position_go() {
    let limits = Limits {
        nodes: u64::MAX,
        depth: 100,
    };
    expert_converts(random_positions(Variant::Sokusowo, 23, 6, |p| {
        p.seeds_on_board() >= 24
            && Searcher::new(16)
                .search(p, &[], limits)
                .is_some_and(|r| r.proven && r.value > WIN / 2)
    }));
}

fn expert_report(p: &Position) -> crate::SearchReport {
    let limits = Limits {
        nodes: 50_000,
        depth: 100,
    };
    Searcher::new(16).search(p, &[], limits).unwrap()
}

#[test]
fn the_search_finds_forced_wins_in_every_game() {
    for (text, winning) in [
        // 1B relays from 2B, putting aside its 24th and 25th seeds.
        ("sokusowo 2,1,0,0,0,3/0,0,3,3,0,0 B captured=23,13", "1B"),
        // 1B ends in the empty 2B and captures 5A, A's last seeds.
        ("sadeqa-ii 1,0,0,0,0,2/0,0,0,0,3,0 B captured=15,15", "1B"),
        // 1B makes four in 2B with its last seed: B takes them, and the
        // last four in play too.
        (
            "anywoli 1,3,0,0,0,0,0,0,0,0,0,0/1,1,1,1,0,0,0,0,0,0,0,0 B captured=44,44",
            "1B",
        ),
        // 9B claims 1A (3 → 4): 29 against 25 once nobody can move.
        ("sulus-aidi 25a,0,0,0,0,0,0,0,1/3,25b,0,0,0,0,0,0,0 B", "9B"),
    ] {
        let p = pos(text);
        let report = expert_report(&p);
        assert_eq!(report.best.to_string(), winning, "{text}");
        // A decided value comes only from lines that end the game: proof.
        assert!(
            is_decided(report.value) && report.value > 0,
            "{text}: {report:?}"
        );
    }
}

#[test]
fn the_search_sees_wins_beyond_the_next_move_and_brute_force_agrees() {
    // Sadeqa II endings (two moves on from positions of random games)
    // where no move wins at once but looking three moves ahead finds a
    // forced win; exhaustive search must agree that the move wins.
    let mut found = 0;
    for start in random_positions(Variant::SadeqaII, 33, 10, |p| p.seeds_on_board() <= 6) {
        let later = successors(&start)
            .into_iter()
            .flat_map(|(_, q)| successors(&q))
            .map(|(_, r)| r)
            .filter(|r| !r.is_over());
        for p in later {
            let mut searcher = Searcher::new(0);
            if searcher
                .move_values(&p, &[], 1)
                .iter()
                .any(|&(_, v)| is_decided(v))
            {
                continue;
            }
            let deeper = searcher.move_values(&p, &[], 3);
            let Some(&(hole, _)) = deeper.iter().find(|&&(_, v)| v > WIN / 2) else {
                continue;
            };
            let (_, child) = successors(&p)
                .into_iter()
                .find(|(mv, _)| *mv == Move::Sow(hole))
                .unwrap();
            let mut line = HashSet::from([p.repetition_key(), child.repetition_key()]);
            assert_eq!(
                sadeqa_brute_force(&child, &mut line),
                Verdict::Loss,
                "{p}: {hole} should win"
            );
            found += 1;
        }
    }
    assert!(
        found >= 2,
        "only {found} positions with a win three moves deep"
    );
}

#[test]
fn levels_read_and_print_their_names() {
    for level in Level::ALL {
        assert_eq!(level.to_string().parse::<Level>().unwrap(), level);
    }
    let err = "grandmaster".parse::<Level>().unwrap_err();
    assert!(err.to_string().contains("expected beginner"), "{err}");
}

#[test]
fn the_computer_refuses_to_move_out_of_turn_or_after_the_end() {
    let mut ai = Ai::new(Level::Expert, 1);
    let game = Game::new(Variant::Anywoli, Options::default());
    assert_eq!(
        ai.choose(&game, Player::A),
        Err(AiError::NotYourTurn { player: Player::A })
    );
    let over = Game::from_position(pos(
        "sokusowo 1,1,0,0,0,0/2,2,2,2,2,2 over captured=25,9 result=B:target-B",
    ));
    assert_eq!(ai.choose(&over, Player::B), Err(AiError::GameOver));
    assert!(AiError::GameOver.to_string().contains("over"));
}

#[test]
fn every_level_plays_legal_moves_including_the_race() {
    for (k, level) in Level::ALL.into_iter().enumerate() {
        let mut ai = Ai::new(level, 2);
        ai.set_expert_nodes(2_000);
        let game = Game::new(Variant::SulusAidi, Options::default());
        // One side per level keeps the debug build fast; UCT's race choice
        // is tested with fewer playouts in uct.rs.
        let player = Player::BOTH[k % 2];
        if level != Level::Uct {
            let hole = ai.choose(&game, player).unwrap();
            assert!(game.position().check_race_hole(hole).is_ok() && hole.owner() == player);
        }
        let game = Game::new(Variant::SadeqaII, Options::default());
        let hole = ai.choose(&game, Player::B).unwrap();
        assert_eq!(
            hole.to_string(),
            "6B",
            "{level}: the opening must start from 6B"
        );
    }
}

#[test]
fn matches_alternate_sides_and_replay_from_their_seed() {
    let random = MatchOptions {
        seed: 9,
        ..MatchOptions::new(Variant::Sokusowo, Level::Random, Level::Random, 6)
    };
    let first = play_match(&random);
    assert_eq!(first.wins + first.draws + first.losses, 6);
    assert_eq!(first, play_match(&random));
    // Sokusowó is a proven win for B: the Expert wins as B whatever the
    // other side does, and against random play also as A.
    let strong = play_match(&MatchOptions::new(
        Variant::Sokusowo,
        Level::Expert,
        Level::Random,
        4,
    ));
    assert_eq!((strong.wins, strong.points), (4, 100.0));
    assert_eq!(strong.by_side.map(|t| t.wins), [2, 2]);
    assert_eq!(
        strong.to_json(),
        r#"{"wins":4,"draws":0,"losses":0,"points":100.0}"#
    );
}

#[test]
fn sadeqa_start_is_a_proven_win_for_b_with_a_small_endgame_table() {
    let mut searcher = Searcher::new(20);
    searcher.set_endings(Some(std::sync::Arc::new(SadeqaEndings::generate(10))));
    let limits = Limits {
        nodes: u64::MAX,
        depth: 100,
    };
    let report = searcher
        .search(&Position::new(Variant::SadeqaII), &[], limits)
        .unwrap();
    assert!(report.proven && report.value > WIN / 2, "{report:?}");
    assert_eq!(report.best.to_string(), "6B");
}

/// Issue #10: a finished Sadeqa II position keeps the starting player as
/// "to move", so it must never share a key with the live position on the
/// same board. The Expert carried its solution from move 14 and, at move
/// 20, dropped the move that wins at once.
#[test]
fn a_carried_sadeqa_solution_keeps_the_immediate_win() {
    let moves = "6B 6A 4B 1A 5B 5A 5B 6A 4B 6A 4B 3A 2B 2A 1B 6A 1B 5A 3B 6A";
    let game = Game::replay(Position::new(Variant::SadeqaII), moves).unwrap();
    let mut expert = Ai::new(Level::Expert, 1);
    // As `mancala match` played it then: no endgame table at all.
    expert.set_builds_own_endings(false);
    for ply in (14..=20).step_by(2) {
        let mut at = Game::from_position(Position::new(Variant::SadeqaII));
        for mv in &game.moves()[..ply] {
            at.play(*mv).unwrap();
        }
        let chosen = expert.choose(&at, Player::B).unwrap();
        if ply == 20 {
            assert_eq!(chosen.to_string(), "1B", "{}", at.position());
        }
    }
    // 1B leaves A without seeds: B wins.
    let mut won = game.clone();
    won.play_text("1B").unwrap();
    assert_eq!(won.outcome().unwrap().winner, Some(Player::B));
}

/// Issue #10: a value that rests on a repetition of a position above it on
/// the line holds for that line only. In each case below the move wins,
/// but with the grandchild already in the game's history the opponent can
/// repeat it for a draw. Searched first with that history and then, with
/// the same table, without it, the move must be a proven win again, as
/// the retrograde solver says.
#[test]
fn proofs_kept_in_the_table_do_not_depend_on_the_line() {
    let unlimited = Limits {
        nodes: u64::MAX,
        depth: 100,
    };
    let cases = [
        (
            "sadeqa-ii 0,0,1,1,1,1/0,0,0,0,1,1 B captured=17,13",
            "6B",
            "sadeqa-ii 1,1,1,1,1,0/1,0,0,0,0,0 B captured=17,13",
        ),
        (
            "sadeqa-ii 3,0,0,0,0,0/1,0,0,1,1,0 B captured=11,19",
            "1B",
            "sadeqa-ii 0,1,1,1,0,0/0,1,0,1,1,0 B captured=11,19",
        ),
        (
            "sadeqa-ii 0,0,0,0,1,0/1,2,1,4,0,0 A captured=20,7",
            "1A",
            "sadeqa-ii 0,0,0,0,0,1/0,0,2,5,1,0 A captured=20,7",
        ),
    ];
    for (root, hole, repeated) in cases {
        let (root, repeated) = (pos(root), pos(repeated));
        let hole = Hole::parse(Variant::SadeqaII, hole).unwrap();
        let mut next = root;
        next.play(Move::Sow(hole), &mut ()).unwrap();
        let solved = SadeqaSolution::solve(&root, 200_000).unwrap();
        assert_eq!(solved.value(&next).unwrap().flipped().verdict, Verdict::Win);
        let mut searcher = Searcher::new(16);
        let drawn = searcher
            .search_among(&root, &[repeated], unlimited, &[hole])
            .unwrap();
        assert_eq!((drawn.proven, drawn.value), (true, 0), "{root} {hole}");
        let won = searcher
            .search_among(&root, &[], unlimited, &[hole])
            .unwrap();
        assert!(won.proven && won.value > WIN / 2, "{root} {hole}: {won:?}");
    }
}

/// Issue #10: in the two solved games the Expert plays a move the hint
/// marks best: the largest proven margin in Sokusowó, a proven win where
/// there is one in Sadeqa II (with an endgame table, as on the page).
#[test]
fn in_solved_games_the_expert_plays_a_move_the_hint_marks_best() {
    let table = std::sync::Arc::new(SadeqaEndings::generate(10));
    for variant in [Variant::Sokusowo, Variant::SadeqaII] {
        let endings = (variant == Variant::SadeqaII).then(|| table.clone());
        let mut wins_seen = 0;
        for (k, p) in random_positions(variant, 51, 16, |_| true)
            .into_iter()
            .enumerate()
        {
            let game = Game::from_position(p);
            let mover = p.to_move();
            let mut hinter = Ai::new(Level::Expert, k as u64);
            hinter.set_sadeqa_endings(endings.clone());
            let hint = hinter.hint(&game, mover).unwrap();
            let mut expert = Ai::new(Level::Expert, k as u64);
            expert.set_sadeqa_endings(endings.clone());
            let chosen = expert.choose(&game, mover).unwrap();
            let value_of = |hole| {
                hint.holes
                    .iter()
                    .find(|h| h.hole == hole)
                    .and_then(|h| h.proven)
            };
            let proven: Vec<Proven> = hint.holes.iter().filter_map(|h| h.proven).collect();
            if variant == Variant::Sokusowo {
                assert_eq!(
                    proven.len(),
                    hint.holes.len(),
                    "{p}: every Sokusowó move is proven"
                );
                let best = proven.iter().map(|v| v.margin.unwrap()).max().unwrap();
                for hole in [chosen, hint.best] {
                    assert_eq!(value_of(hole).unwrap().margin, Some(best), "{p}: {hole}");
                }
            } else if proven.iter().any(|v| v.verdict == Verdict::Win) {
                wins_seen += 1;
                for hole in [chosen, hint.best] {
                    let value = value_of(hole).map(|v| v.verdict);
                    assert_eq!(value, Some(Verdict::Win), "{p}: {hole}");
                }
            }
        }
        assert!(
            variant == Variant::Sokusowo || wins_seen >= 4,
            "{wins_seen}"
        );
    }
}

/// The referee's Sokusowó solution against plain minimax without a memo.
#[test]
fn the_sokusowo_solution_matches_brute_force() {
    let mut solution = SokusowoSolution::new();
    for p in random_positions(Variant::Sokusowo, 61, 20, |p| p.seeds_on_board() <= 26) {
        assert_eq!(solution.margin(&p), Some(sokusowo_brute_force(&p)), "{p}");
    }
    assert_eq!(solution.margin(&Position::new(Variant::SadeqaII)), None);
}

/// Issue #15: the hint is the Expert's at every level, endgame table
/// included, and asking for one leaves the player's own level alone.
#[test]
fn hints_at_every_level_use_the_table_and_keep_the_level() {
    let table = std::sync::Arc::new(SadeqaEndings::generate(8));
    let positions = random_positions(Variant::SadeqaII, 71, 6, |p| {
        p.seeds_on_board() <= 8 && !Player::BOTH.into_iter().any(|q| p.owes_opening(q))
    });
    for p in positions {
        let game = Game::from_position(p);
        let mut expert = Ai::new(Level::Expert, 3);
        expert.set_sadeqa_endings(Some(table.clone()));
        let expected = expert.hint(&game, p.to_move()).unwrap();
        for level in [Level::Beginner, Level::Intermediate, Level::Random] {
            let mut ai = Ai::new(level, 3);
            ai.set_sadeqa_endings(Some(table.clone()));
            let hint = ai.hint(&game, p.to_move()).unwrap();
            assert_eq!(hint.holes, expected.holes, "{level} {p}");
            assert!(hint.holes.iter().all(|h| h.proven.is_some()), "{p}");
            assert_eq!(ai.level(), level);
        }
    }
}

/// Issue #11: the precomputed values of the Sulus Aidi opening races are
/// what a fresh search gives, all 162 of them. The Expert's opening reads
/// them instead of searching: 1.9 s in the browser before.
#[test]
fn the_precomputed_opening_races_match_a_fresh_search() {
    assert_eq!(START_RACE_VALUES, crate::player::start_race_values());
}

/// The Sulus Aidi races from the start with each player starting: the
/// starter, the numbers of the holes B and A chose, and the position after.
fn start_races() -> Vec<(Player, u8, u8, Position)> {
    let mut races = Vec::new();
    for starter in Player::BOTH {
        let options = Options {
            starter,
            ..Options::default()
        };
        let start = Position::with_options(Variant::SulusAidi, options);
        start.for_each_successor(|mv, next| {
            if let Move::Race { b, a } = mv {
                races.push((starter, b.number(), a.number(), *next));
            }
        });
    }
    races
}

fn stored_race_value(starter: Player, b: u8, a: u8) -> i32 {
    START_RACE_VALUES[starter.index()][b as usize - 1][a as usize - 1]
}

/// Issue #29: swapping the players' roles mirrors a race, and two different
/// holes never tie, so the starter decides nothing: the table values every
/// race as minus its mirror and as the same race with the other starter.
#[test]
fn every_opening_race_is_valued_as_its_mirror() {
    let races = start_races();
    assert_eq!(races.len(), 162);
    for (starter, b, a, _) in races {
        let value = stored_race_value(starter, b, a);
        let mirror = stored_race_value(starter.other(), a, b);
        assert_eq!(value, -mirror, "{starter} starts: {b}B+{a}A");
        if b != a {
            let other_starter = stored_race_value(starter.other(), b, a);
            assert_eq!(value, other_starter, "{b}B+{a}A");
        }
    }
}

/// Issue #29: why the table values each mirror class once. The search on
/// its own values a race as minus its mirror; with its transposition
/// table, whose slots are picked by a hash that differs between the two,
/// the budget runs out elsewhere and a few races come out up to 121 apart
/// (two today), inside the tolerance stated here.
#[test]
fn a_race_searched_alone_is_near_its_mirror_and_exact_without_the_table() {
    const TOLERANCE: i32 = 150;
    // A quarter of the race budget shows the same and keeps the test quick.
    let limits = crate::player::race_limits(crate::EXPERT_NODES / 4);
    let without_table = |after: &Position| {
        let value = Searcher::new(0).value(after, &[], limits);
        seen_by(value, after, Player::B)
    };
    let races = start_races();
    let mut untabled = [[[0; 9]; 9]; 2];
    let mut apart = 0;
    for &(starter, b, a, next) in &races {
        let stored = stored_race_value(starter, b, a);
        let alone = crate::player::race_value(&next);
        let at = format!("{starter} starts: {b}B+{a}A");
        assert!(
            (alone - stored).abs() <= TOLERANCE,
            "{at}: {alone} vs {stored}"
        );
        apart += usize::from(alone != stored);
        untabled[starter.index()][b as usize - 1][a as usize - 1] = without_table(&next);
    }
    for (starter, b, a, _) in races {
        let [value, mirror] = [(starter, b, a), (starter.other(), a, b)]
            .map(|(s, b, a)| untabled[s.index()][b as usize - 1][a as usize - 1]);
        assert_eq!(value, -mirror, "{starter} starts: {b}B+{a}A");
    }
    assert!((1..=4).contains(&apart), "{apart}");
}
