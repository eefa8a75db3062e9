//! Search speed: nodes per second of the Expert's search on positions from
//! seeded random games of each variant.
//!
//! cargo run --release -p mancala-ai --example speed

use std::time::Instant;

use mancala_ai::{random_successor, Limits, Rng, Searcher, DEFAULT_TABLE_BITS, EXPERT_NODES};
use mancala_rules::{Phase, Position, Variant};

fn main() {
    for variant in Variant::ALL {
        let mut rng = Rng::new(11);
        let mut searcher = Searcher::new(DEFAULT_TABLE_BITS);
        let (mut nodes, mut searches) = (0u64, 0);
        let started = Instant::now();
        for _ in 0..6 {
            let mut pos = Position::new(variant);
            let plies = 2 + rng.below(12);
            for _ in 0..plies {
                let Some((_, next)) = random_successor(&pos, &mut rng) else {
                    break;
                };
                pos = next;
            }
            if pos.phase() != Phase::Play {
                continue;
            }
            let limits = Limits {
                nodes: EXPERT_NODES,
                depth: 100,
            };
            if let Some(report) = searcher.search(&pos, &[], limits) {
                nodes += report.nodes;
                searches += 1;
            }
        }
        let seconds = started.elapsed().as_secs_f64();
        println!(
            "{variant}: {searches} searches, {nodes} nodes in {seconds:.2} s = {:.0} k nodes/s ({:.2} s per {EXPERT_NODES}-node move)",
            nodes as f64 / seconds / 1000.0,
            seconds / searches.max(1) as f64
        );
    }
}
