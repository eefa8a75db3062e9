//! Builds the Sadeqa II endgame table and reports its size.
//!
//! cargo run --release -p mancala-ai --example endings -- SEEDS [OUT]

use std::time::Instant;

use mancala_ai::SadeqaEndings;

fn main() {
    let mut args = std::env::args().skip(1);
    let seeds: u8 = args.next().and_then(|s| s.parse().ok()).unwrap_or(12);
    let began = Instant::now();
    let table = SadeqaEndings::generate(seeds);
    let [won, drawn, lost] = table.census();
    println!(
        "{} seeds: {} positions (won {won}, drawn {drawn}, lost {lost}) in {:.1} s",
        table.max_seeds(),
        table.len(),
        began.elapsed().as_secs_f64()
    );
    if let Some(out) = args.next() {
        std::fs::write(&out, table.to_bytes()).expect("write the table");
        println!("wrote {out}");
    }
}
