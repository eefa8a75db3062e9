//! Engine speed: random playouts per game, move generation (perft, its
//! counts checked against tests/data/perft.txt), and the sowing loop against
//! a plain loop over a seed array. Figures go to docs/PERFORMANCE.md.
//!
//! `cargo bench -p mancala-rules` (all), or a group: `-- playout`,
//! `-- perft`, `-- sowing`.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use mancala_rules::{perft, random_playout, Hole, Move, Position, Variant};

fn playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("playout");
    for v in Variant::ALL {
        let start = Position::new(v);
        // What is timed must be real games: every playout ends, and a fixed
        // seed gives the same games every run.
        let mut rng = fastrand::Rng::with_seed(1);
        let plies: u32 = (0..200)
            .map(|_| {
                let p = random_playout(start, |n| rng.usize(..n), |_| {});
                assert!(p.end.is_over(), "{v}: a playout did not end");
                p.plies
            })
            .sum();
        assert!(
            plies >= 200 * 5,
            "{v}: games of {plies} moves in all are too short to be real"
        );
        group.throughput(Throughput::Elements(1));
        group.bench_function(v.key(), |b| {
            let mut rng = fastrand::Rng::with_seed(2);
            b.iter(|| random_playout(black_box(start), |n| rng.usize(..n), |_| {}).plies)
        });
    }
    group.finish();
}

/// The deepest perft entry of `v` in tests/data/perft.txt at most `limit`.
fn perft_entry(v: Variant, limit: u64) -> (u32, u64) {
    include_str!("../../../tests/data/perft.txt")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| {
            let f: Vec<&str> = l.split_whitespace().collect();
            (f.len() == 3 && f[0] == v.key())
                .then(|| (f[1].parse().unwrap(), f[2].parse().unwrap()))
        })
        .filter(|&(_, n)| n <= limit)
        .max()
        .expect("perft.txt has rows for every game")
}

fn move_generation(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    for v in Variant::ALL {
        let start = Position::new(v);
        let (depth, count) = perft_entry(v, 2_000_000);
        assert_eq!(perft(&start, depth), count, "{v} perft {depth}");
        group.throughput(Throughput::Elements(count));
        group.bench_function(format!("{}/{depth}", v.key()), |b| {
            b.iter(|| perft(black_box(&start), depth))
        });
    }
    group.finish();
}

/// Relay sowing by the plain rule over a seed array, with no rules beyond
/// it: the yardstick for the engine's loop. Returns the holes lifted.
fn plain_relay_sow(board: &mut [u8; 12], mut at: usize) -> u32 {
    let mut hand = std::mem::take(&mut board[at]);
    let mut lifts = 1;
    loop {
        while hand > 0 {
            at = if at == 11 { 0 } else { at + 1 };
            board[at] += 1;
            hand -= 1;
        }
        if board[at] == 1 {
            return lifts;
        }
        hand = std::mem::take(&mut board[at]);
        lifts += 1;
    }
}

fn sowing(c: &mut Criterion) {
    // A Sadeqa II move of 606 drops in 51 laps, found in random games; the
    // next player's first hole ends at once, so the turn hand-over is cheap.
    let start: Position = "sadeqa-ii 4,2,1,5,1,0/8,0,2,1,0,3 B captured=6,3"
        .parse()
        .unwrap();
    let mv = Move::Sow(Hole::parse(Variant::SadeqaII, "1B").unwrap());
    let mut board = [0u8; 12];
    board.copy_from_slice(start.board());

    // Both loops compute the same sowing.
    let mut engine = start;
    let mut events = Vec::new();
    engine.play(mv, &mut events).unwrap();
    let drops = events
        .iter()
        .filter(|e| matches!(e, mancala_rules::Event::Drop { .. }))
        .count();
    let mut plain = board;
    let lifts = plain_relay_sow(&mut plain, 0);
    assert_eq!(drops, 606);
    assert_eq!(
        lifts as usize,
        events
            .iter()
            .filter(|e| matches!(e, mancala_rules::Event::Lift { .. }))
            .count()
    );
    // The engine also captured the seeds facing the last hole; the rest agrees.
    let differing = (0..12).filter(|&i| plain[i] != engine.board()[i]).count();
    assert!(
        differing <= 1,
        "plain {plain:?} engine {:?}",
        engine.board()
    );

    let mut group = c.benchmark_group("sowing");
    group.throughput(Throughput::Elements(drops as u64));
    group.bench_function("engine", |b| {
        b.iter_batched(
            || start,
            |mut p| {
                p.play_unchecked(black_box(mv), &mut ()).unwrap();
                p
            },
            BatchSize::SmallInput,
        )
    });
    group.bench_function("plain-loop", |b| {
        b.iter_batched(
            || board,
            |mut seeds| {
                plain_relay_sow(black_box(&mut seeds), black_box(0));
                seeds
            },
            BatchSize::SmallInput,
        )
    });
    group.finish();
}

criterion_group!(benches, playouts, move_generation, sowing);
criterion_main!(benches);
