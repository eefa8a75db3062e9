//! How often one Expert search proves an Anywoli or Sulus Aidi ending
//! outright, by seeds still in play (Anywoli: on the board; Sulus Aidi: in
//! unclaimed holes). Endings come from seeded random games; for Anywoli,
//! `--moves-left N` sets the stall count so that N moves without a capture
//! remain before the stall ends the game.
//!
//! cargo run --release -p mancala-ai --example ending_proofs -- sulus-aidi 8 [--count 100]
//! cargo run --release -p mancala-ai --example ending_proofs -- anywoli 8 --moves-left 20

use std::time::Instant;

use mancala_ai::{random_successor, Limits, Rng, Searcher, DEFAULT_TABLE_BITS, EXPERT_NODES};
use mancala_rules::{Hole, Phase, Position, Variant};

fn seeds_in_play(pos: &Position) -> u32 {
    let variant = pos.variant();
    (0..pos.layout().len())
        .filter(|&i| pos.claimed_by(Hole::from_index(variant, i)).is_none())
        .map(|i| u32::from(pos.board()[i]))
        .sum()
}

/// A position from a random game once at most `seeds` are in play, or
/// `None` if that game ended first.
fn random_ending(variant: Variant, seeds: u32, rng: &mut Rng) -> Option<Position> {
    let mut pos = Position::new(variant);
    while seeds_in_play(&pos) > seeds || pos.phase() != Phase::Play {
        match random_successor(&pos, rng) {
            Some((_, next)) if !next.is_over() => pos = next,
            _ => return None,
        }
    }
    Some(pos)
}

fn main() {
    let usage = "usage: ending_proofs GAME SEEDS [--count N] [--moves-left N] [--nodes N]";
    let args: Vec<String> = std::env::args().skip(1).collect();
    let variant: Variant = args.first().and_then(|s| s.parse().ok()).expect(usage);
    let seeds: u32 = args.get(1).and_then(|s| s.parse().ok()).expect(usage);
    let flag = |name: &str| -> Option<u64> {
        let at = args.iter().position(|a| a == name)?;
        Some(args.get(at + 1).and_then(|s| s.parse().ok()).expect(usage))
    };
    let count = flag("--count").unwrap_or(20);
    let nodes = flag("--nodes").unwrap_or(EXPERT_NODES);
    let moves_left = flag("--moves-left");

    let mut rng = Rng::new(5);
    let (mut tried, mut proven, mut proof_nodes) = (0u64, 0u64, Vec::new());
    let began = Instant::now();
    while tried < count {
        let Some(mut pos) = random_ending(variant, seeds, &mut rng) else {
            continue;
        };
        if let Some(left) = moves_left {
            let limit = u64::from(pos.options().stall_limit);
            let text = format!("{pos} stall={}", limit.saturating_sub(left));
            let text = text.replacen(&format!(" stall={}", pos.stall_count()), "", 1);
            pos = text.parse().expect("a position with a new stall count");
        }
        tried += 1;
        let mut searcher = Searcher::new(DEFAULT_TABLE_BITS);
        let limits = Limits { nodes, depth: 120 };
        let Some(report) = searcher.search(&pos, &[], limits) else {
            continue;
        };
        if report.proven {
            proven += 1;
            proof_nodes.push(report.nodes);
        }
    }
    proof_nodes.sort_unstable();
    let median = proof_nodes.get(proof_nodes.len() / 2).copied().unwrap_or(0);
    let worst = proof_nodes.last().copied().unwrap_or(0);
    let horizon = moves_left.map_or(String::new(), |n| format!(", {n} moves to the stall"));
    println!(
        "{variant}, ≤ {seeds} seeds in play{horizon}: proven {proven} of {tried} within {nodes} nodes \
         (median {median}, worst {worst} nodes; {:.1} s)",
        began.elapsed().as_secs_f64()
    );
}
