//! Exact results: Sokusowó's start position with every first move's proven
//! value, and how big Sadeqa II endgames are to solve outright.
//!
//! cargo run --release -p mancala-ai --example solve

use std::time::Instant;

use mancala_ai::{
    random_successor, Ai, Level, Limits, Rng, SadeqaSolution, Searcher, DEFAULT_TABLE_BITS,
    SADEQA_MAX_POSITIONS,
};
use mancala_rules::{Game, Options, Player, Position, Variant};

fn main() {
    let start = Position::new(Variant::Sokusowo);
    let began = Instant::now();
    let mut searcher = Searcher::new(DEFAULT_TABLE_BITS);
    let limits = Limits {
        nodes: u64::MAX,
        depth: 100,
    };
    if let Some(report) = searcher.search(&start, &[], limits) {
        println!(
            "sokusowo start: best {} worth {:+} ({}proven) after {} nodes, depth {}, {:.3} s",
            report.best,
            report.value,
            if report.proven { "" } else { "not " },
            report.nodes,
            report.depth,
            began.elapsed().as_secs_f64()
        );
    }
    let game = Game::new(Variant::Sokusowo, Options::default());
    if let Ok(hint) = Ai::new(Level::Expert, 1).hint(&game, Player::B) {
        for hole in hint.holes {
            println!("  {}: {:?}", hole.hole, hole.proven);
        }
    }

    println!("sadeqa-ii endgames from seeded random games (solved when at most {SADEQA_MAX_POSITIONS} positions):");
    let mut rng = Rng::new(3);
    for game in 0..4 {
        let mut pos = Position::new(Variant::SadeqaII);
        let mut last = u8::MAX;
        for _ in 0..400 {
            let Some((_, next)) = random_successor(&pos, &mut rng) else {
                break;
            };
            pos = next;
            let seeds = pos.seeds_on_board();
            if seeds != last && seeds <= 20 && !pos.is_over() {
                last = seeds;
                let began = Instant::now();
                let solution = SadeqaSolution::solve(&pos, SADEQA_MAX_POSITIONS);
                let size = solution
                    .as_ref()
                    .map_or("too big".to_string(), |s| format!("{} positions", s.len()));
                let verdict = solution.as_ref().and_then(|s| s.value(&pos));
                println!(
                    "  game {game}, {seeds} seeds: {size}, {:?} for the player to move, {:.3} s",
                    verdict.map(|v| v.verdict),
                    began.elapsed().as_secs_f64()
                );
            }
        }
    }
}
