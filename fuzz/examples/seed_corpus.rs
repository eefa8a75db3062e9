//! Writes the committed seed corpus under `tests/data/fuzz/`: valid
//! positions and records from seeded random games of every variant (so
//! mutations start from texts that read), and random byte strings for the
//! API-call target. Deterministic: running it again writes the same files.
//!
//! `cargo run --manifest-path fuzz/Cargo.toml --example seed_corpus`

use std::fs;
use std::path::Path;

use mancala_rules::{random_playout, Game, LastFour, Options, Player, Position, Variant};

/// xorshift64: a seeded generator, so the corpus is reproducible.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

fn write(dir: &Path, name: &str, contents: &[u8]) {
    fs::write(dir.join(name), contents).unwrap_or_else(|e| panic!("writing {name}: {e}"));
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data/fuzz");
    let dirs = ["position", "record", "api_calls"].map(|name| root.join(name));
    for dir in &dirs {
        fs::create_dir_all(dir).expect("creating the corpus folders");
    }
    let [positions, records, api_calls] = &dirs;
    let mut rng = Rng(0x5eed_cafe_f00d_1234);
    let options = [
        Options::default(),
        Options {
            starter: Player::A,
            last_four: LastFour::Lottery(Player::A),
            stall_limit: 7,
        },
    ];
    for variant in Variant::ALL {
        for (k, &options) in options.iter().enumerate() {
            let start = Position::with_options(variant, options);
            let mut moves = Vec::new();
            random_playout(start, |n| rng.below(n), |mv| moves.push(mv));
            // Records of the whole game and of its first few moves; the
            // positions at the start, a third, two thirds and the end.
            let mut game = Game::new(variant, options);
            for (ply, &mv) in moves.iter().enumerate() {
                if ply == 3 {
                    let name = format!("{}-{k}-opening.txt", variant.key());
                    write(records, &name, game.to_string().as_bytes());
                }
                if ply == 0 || ply == moves.len() / 3 || ply == moves.len() * 2 / 3 {
                    let name = format!("{}-{k}-ply{ply}.txt", variant.key());
                    write(positions, &name, game.position().to_string().as_bytes());
                }
                game.play(mv).expect("a playout's move is legal");
            }
            let name = format!("{}-{k}-end.txt", variant.key());
            write(positions, &name, game.position().to_string().as_bytes());
            let name = format!("{}-{k}-whole.txt", variant.key());
            write(records, &name, game.to_string().as_bytes());
            // A game continued from a set-up position (the `position:` key).
            if let Some(middle) = game.position_at(moves.len() / 2) {
                let mut from_middle = Game::from_position(*middle);
                for &mv in moves[moves.len() / 2..].iter().take(5) {
                    from_middle.play(mv).expect("a playout's move is legal");
                }
                let name = format!("{}-{k}-set-up.txt", variant.key());
                write(records, &name, from_middle.to_string().as_bytes());
            }
        }
    }
    for n in 0..8 {
        let bytes: Vec<u8> = (0..64 << (n % 4)).map(|_| rng.next() as u8).collect();
        write(api_calls, &format!("random-{n}.bin"), &bytes);
    }
}
