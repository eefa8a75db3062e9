use mancala_rules::*;
fn main() {
    let mut seed: u64 = 987654321;
    let mut rnd = move |n: usize| { seed ^= seed << 13; seed ^= seed >> 7; seed ^= seed << 17; (seed % n as u64) as usize };
    let v: Variant = std::env::args().nth(1).unwrap().parse().unwrap();
    let total = v.total_seeds() as usize;
    let per = v.layout().per_player() as usize;
    let mut only = 0; let mut rep = 0;
    for _ in 0..400000 {
        let on_board = 5 + rnd(10);
        let mut b = vec![0usize; per*2];
        for _ in 0..on_board { b[rnd(per*2)] += 1; }
        let rest = total - on_board;
        let sb = rnd(rest+1).min(if v==Variant::Sokusowo {24} else {255});
        let row = |r: &[usize]| r.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(",");
        let text = format!("{} {}/{} B captured={},{}", v, row(&b[..per]), row(&b[per..]), sb, rest - sb);
        let Ok(p) = text.parse::<Position>() else { continue };
        for m in p.legal_moves() {
            let mut q = p; let mut ev = vec![];
            q.play(m, &mut ev).unwrap();
            if let Some(o) = q.outcome() { if matches!(o.reason, EndReason::OnlyEndless(_)) && only < 2 { only += 1; println!("only-endless: {p} then {m} -> {q}"); } }
            if ev.iter().any(|e| matches!(e, Event::Pass{..})) && v == Variant::Anywoli && only < 2 {
                // pass because only endless moves?
                let other = p.to_move().other();
                if p.layout().holes_of(other).any(|i| q.board()[i] > 0) { only += 1; println!("endless-pass: {p} then {m} -> {q}"); }
            }
        }
        if rep < 2 {
            let mut g = Game::from_position(p);
            for _ in 0..200 { if g.outcome().is_some() { break; } let m = g.position().legal_moves(); g.play(m[rnd(m.len())]).unwrap(); }
            if let Some(o) = g.outcome() { if o.reason == EndReason::Repetition && g.moves().len() < 16 { rep += 1; println!("repetition:\n{g}"); } }
        }
        if only >= 2 && rep >= 2 { break; }
    }
}
