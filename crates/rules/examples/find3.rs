use mancala_rules::*;
fn main() {
    for text in std::env::args().skip(1) {
        let p: Position = text.parse().unwrap();
        for pick_last in [true, false] {
            let mut g = Game::from_position(p);
            for _ in 0..300 { if g.outcome().is_some() { break; }
                let m = g.position().legal_moves();
                g.play(if pick_last { *m.last().unwrap() } else { m[0] }).unwrap(); }
            println!("{}", g);
        }
    }
}
