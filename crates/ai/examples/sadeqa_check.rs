//! Sadeqa II with its endgame table: the start position's proven value,
//! and a match in which a referee (a deep search with the same table)
//! checks every move of the Expert: in each position the referee proves
//! won, does the Expert's move keep the win?
//!
//! cargo run --release -p mancala-ai --example endings -- 15 /tmp/sadeqa-ii-15.bin
//! cargo run --release -p mancala-ai --example sadeqa_check -- /tmp/sadeqa-ii-15.bin --b random --games 100

use std::sync::Arc;
use std::time::Instant;

use mancala_ai::{Ai, Level, Limits, SadeqaEndings, Searcher};
use mancala_rules::{Game, Move, Phase, Player, Position, Variant};

const REFEREE_NODES: u64 = 5_000_000;

/// The referee's proven value of `pos` for `player`: +1 won, -1 lost, 0
/// drawn, `None` unproven within its budget.
fn referee(
    searcher: &mut Searcher,
    pos: &Position,
    history: &[Position],
    player: Player,
) -> Option<i32> {
    if let Some(outcome) = pos.outcome() {
        return Some(match outcome.winner {
            Some(w) if w == player => 1,
            Some(_) => -1,
            None => 0,
        });
    }
    let limits = Limits {
        nodes: REFEREE_NODES,
        depth: 100,
    };
    let report = searcher.search(pos, history, limits)?;
    report.proven.then(|| {
        let sign = report.value.signum();
        if pos.to_move() == player {
            sign
        } else {
            -sign
        }
    })
}

fn main() {
    let mut args = std::env::args().skip(1);
    let path = args.next().expect("the table file (examples/endings)");
    let (mut opponent, mut games, mut seed) = (Level::Random, 20u32, 1u64);
    while let Some(flag) = args.next() {
        let value = args.next().expect("a value after the flag");
        match flag.as_str() {
            "--b" => opponent = value.parse().expect("a level"),
            "--games" => games = value.parse().expect("a number"),
            "--seed" => seed = value.parse().expect("a number"),
            _ => panic!("unknown option {flag}: expected --b, --games or --seed"),
        }
    }
    let table =
        Arc::new(SadeqaEndings::from_bytes(&std::fs::read(&path).expect("read")).expect("a table"));
    let mut referee_search = Searcher::new(22);
    referee_search.set_endings(Some(table.clone()));

    let start = Position::new(Variant::SadeqaII);
    let began = Instant::now();
    let report = referee_search
        .search(
            &start,
            &[],
            Limits {
                nodes: u64::MAX,
                depth: 100,
            },
        )
        .expect("B to move");
    println!(
        "start: {} for B (best {}), {}proven, {} nodes, {:.2} s, table of {} seeds",
        if report.value > 0 {
            "win"
        } else if report.value < 0 {
            "loss"
        } else {
            "draw"
        },
        report.best,
        if report.proven { "" } else { "NOT " },
        report.nodes,
        began.elapsed().as_secs_f64(),
        table.max_seeds()
    );

    let (mut wins, mut draws, mut losses) = (0, 0, 0);
    let (mut won_seen, mut kept, mut let_go, mut unresolved, mut expert_moves) = (0, 0, 0, 0, 0);
    let (mut holes_shown, mut holes_proven) = (0, 0);
    let began = Instant::now();
    for g in 0..games {
        let expert_side = if g % 2 == 0 { Player::B } else { Player::A };
        let mut expert = Ai::new(Level::Expert, seed + 2 * g as u64);
        expert.set_sadeqa_endings(Some(table.clone()));
        let mut other = Ai::new(opponent, seed + 2 * g as u64 + 1);
        let mut game = Game::new(Variant::SadeqaII, Default::default());
        while game.position().phase() == Phase::Play && game.moves().len() < 1000 {
            let pos = *game.position();
            let mover = pos.to_move();
            let history: Vec<Position> = (0..game.moves().len())
                .filter_map(|ply| game.position_at(ply).copied())
                .collect();
            if mover == expert_side {
                expert_moves += 1;
                let hole = expert.choose(&game, mover).expect("a move");
                match referee(&mut referee_search, &pos, &history, mover) {
                    Some(1) => {
                        won_seen += 1;
                        let mut next = pos;
                        next.play(Move::Sow(hole), &mut ()).expect("legal");
                        let mut line = history.clone();
                        line.push(pos);
                        match referee(&mut referee_search, &next, &line, mover) {
                            Some(1) => kept += 1,
                            Some(_) => {
                                let_go += 1;
                                println!("  game {g}: {hole} let a win go in {pos}");
                            }
                            None => unresolved += 1,
                        }
                    }
                    Some(_) => {}
                    None => unresolved += 1,
                }
                game.play(Move::Sow(hole)).expect("legal");
            } else {
                // What a person playing this side is shown by the hint.
                let hint = expert.hint(&game, mover).expect("a hint");
                holes_shown += hint.holes.len();
                holes_proven += hint.holes.iter().filter(|h| h.proven.is_some()).count();
                let hole = other.choose(&game, mover).expect("a move");
                game.play(Move::Sow(hole)).expect("legal");
            }
        }
        match game.outcome().and_then(|o| o.winner) {
            Some(w) if w == expert_side => wins += 1,
            Some(_) => losses += 1,
            None => draws += 1,
        }
    }
    println!(
        "expert vs {opponent}: {games} games, W {wins} D {draws} L {losses} ({:.1} s)",
        began.elapsed().as_secs_f64()
    );
    println!(
        "expert moves {expert_moves}: in {won_seen} proven won positions the move kept the win {kept} times, let it go {let_go}; referee unresolved {unresolved}"
    );
    println!("hints on the opponent's turns: {holes_proven} of {holes_shown} holes shown with a proven outcome");
}
