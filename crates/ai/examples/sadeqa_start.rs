//! Tries to prove the value of Sadeqa II from the start: the Expert's
//! search, without a node budget, with an endgame table as exact leaves.
//!
//! cargo run --release -p mancala-ai --example endings -- 16 /tmp/sadeqa-16.bin
//! cargo run --release -p mancala-ai --example sadeqa_start -- /tmp/sadeqa-16.bin [MAX_DEPTH] [TABLE_BITS]

use std::sync::Arc;
use std::time::Instant;

use mancala_ai::{Limits, SadeqaEndings, Searcher};
use mancala_rules::{Position, Variant};

fn main() {
    let mut args = std::env::args().skip(1);
    let path = args.next().expect("the table file");
    let max_depth: u8 = args.next().and_then(|s| s.parse().ok()).unwrap_or(40);
    let bits: u32 = args.next().and_then(|s| s.parse().ok()).unwrap_or(24);
    let bytes = std::fs::read(&path).expect("read the table");
    let table = Arc::new(SadeqaEndings::from_bytes(&bytes).expect("a table"));
    println!(
        "table: {} seeds, {} positions",
        table.max_seeds(),
        table.len()
    );
    let start = Position::new(Variant::SadeqaII);
    let mut searcher = Searcher::new(bits);
    searcher.set_endings(Some(table));
    let began = Instant::now();
    for depth in 1..=max_depth {
        let limits = Limits {
            nodes: u64::MAX,
            depth,
        };
        let report = searcher.search(&start, &[], limits).expect("B to move");
        println!(
            "depth {depth}: best {} value {} {} nodes {} ({:.1} s)",
            report.best,
            report.value,
            if report.proven { "PROVEN" } else { "estimate" },
            report.nodes,
            began.elapsed().as_secs_f64()
        );
        if report.proven {
            break;
        }
    }
}
