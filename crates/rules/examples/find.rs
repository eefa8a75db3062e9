use mancala_rules::*;
use std::collections::BTreeMap;
fn main() {
    let mut seed: u64 = 12345;
    let mut rnd = move |n: usize| { seed ^= seed << 13; seed ^= seed >> 7; seed ^= seed << 17; (seed % n as u64) as usize };
    let v: Variant = std::env::args().nth(1).unwrap().parse().unwrap();
    let mut reasons: BTreeMap<String, usize> = BTreeMap::new();
    let mut shortest: BTreeMap<String, Game> = BTreeMap::new();
    for _ in 0..20000 {
        let mut game = Game::new(v, Options::default());
        while game.outcome().is_none() {
            let m = game.position().legal_moves();
            game.play(m[rnd(m.len())]).unwrap();
        }
        let code = game.outcome().unwrap().reason.code();
        *reasons.entry(code.clone()).or_default() += 1;
        let e = shortest.entry(code).or_insert(game.clone());
        if game.moves().len() < e.moves().len() { *e = game; }
    }
    println!("{reasons:?}");
    for (k, g) in shortest { if g.moves().len() < 80 { println!("--- {k}\n{g}"); } }
}
