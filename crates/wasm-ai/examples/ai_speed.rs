//! Native search speed on the positions `tests/e2e/ai-figures.test.mjs`
//! searches in Chromium, for comparing the wasm build with native code.
//!
//! cargo run --release -p mancala-wasm-ai --example ai_speed

use std::time::Instant;

use mancala_ai::{Limits, Searcher, DEFAULT_TABLE_BITS};
use mancala_rules::{Game, Options, Variant};

/// The same positions and budget as the browser figure.
const POSITIONS: [(&str, &str); 4] = [
    ("sokusowo", "1B"),
    ("sadeqa-ii", "6B"),
    ("anywoli", "1B"),
    ("sulus-aidi", "1B+1A"),
];
const NODES: u64 = 300_000;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    for (key, moves) in POSITIONS {
        let variant: Variant = key.parse()?;
        let mut game = Game::new(variant, Options::default());
        for mv in moves.split_whitespace() {
            game.play_text(mv)?;
        }
        // Fastest of two rounds, each with a fresh table, as in the browser.
        let mut best = f64::INFINITY;
        let mut last = None;
        for _ in 0..2 {
            let mut searcher = Searcher::new(DEFAULT_TABLE_BITS);
            let started = Instant::now();
            let limits = Limits {
                nodes: NODES,
                depth: 100,
            };
            last = searcher.search(game.position(), &[], limits);
            best = best.min(started.elapsed().as_secs_f64());
        }
        let report = last.ok_or("nothing to search")?;
        println!(
            "native search {key}: {} nodes in {:.0} ms = {:.0} nodes/s (depth {}, best {})",
            report.nodes,
            best * 1000.0,
            report.nodes as f64 / best,
            report.depth,
            report.best
        );
    }
    Ok(())
}
