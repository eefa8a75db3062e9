//! Anywoli's last stage, 8 seeds on the board, solved under the stall rule
//! (repetition aside): every board with either player to move, for every
//! number of moves left before the stall. One capture ends the game there,
//! so each layer "k moves left" depends only on layer k − 1. Then it
//! referees the Expert: in 8-seed positions of games against random play,
//! does its move keep the best share of the last 8 seeds?
//!
//! cargo run --release -p mancala-ai --example anywoli_endings -- [ENDINGS [EXPERT_NODES]]

use std::time::Instant;

use mancala_ai::ranking::Compositions;
use mancala_ai::{random_successor, Ai, Level, Rng};
use mancala_rules::{Game, Move, Player, Position, SetupError, Variant};

const HOLES: usize = 24;
const SEEDS: usize = 8;
const STORE: u8 = 44;
/// An edge to a finished game: the mover's share in the low bits.
const FINISHED: u32 = 1 << 31;

fn share(pos: &Position, me: Player) -> u8 {
    pos.score(me) - STORE
}

fn own_side(board: &[u8], player: Player) -> u8 {
    let half = if player == Player::B { 0..12 } else { 12..24 };
    board[half].iter().sum()
}

/// State `s` is board `s / 2` with B (even) or A (odd) to move.
fn mover_of(state: usize) -> Player {
    [Player::B, Player::A][state % 2]
}

fn main() {
    let games: u32 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(20);
    let nodes: Option<u64> = std::env::args().nth(2).and_then(|s| s.parse().ok());
    let ranks = Compositions::<HOLES>::new(SEEDS);
    let boards = ranks.layer_len(SEEDS) as usize;
    let states = 2 * boards;
    let index = |board: &[u8], player: Player| {
        let board: &[u8; HOLES] = board.try_into().expect("Anywoli has 24 holes");
        ranks.rank_in_layer(board) as usize * 2 + player.index()
    };
    let began = Instant::now();
    // Successor rows, an edge being the child state (bit 30: the other
    // player moves there) or FINISHED with the mover's share. A state whose
    // mover cannot move has no row: it passes (`pass`), taking the other
    // mover's value; if neither can move, the sides split the seeds.
    let mut start = Vec::with_capacity(states + 1);
    let mut edges: Vec<u32> = Vec::with_capacity(states * 4);
    let mut pass = vec![false; states];
    let mut stall_share = vec![0u8; states];
    for s in 0..states {
        start.push(edges.len() as u32);
        let board = ranks.unrank(SEEDS, (s / 2) as u64);
        let me = mover_of(s);
        stall_share[s] = own_side(&board, me);
        match Position::set_up(Variant::Anywoli, &board, [STORE, STORE], me) {
            Ok(pos) => pos.for_each_successor(|_, next| {
                edges.push(if next.is_over() {
                    FINISHED | u32::from(share(next, me))
                } else {
                    let who = u32::from(next.to_move() != me) << 30;
                    who | index(next.board(), next.to_move()) as u32
                });
            }),
            Err(SetupError::NoMove(_)) => pass[s] = true,
            Err(e) => panic!("{e}"),
        }
    }
    start.push(edges.len() as u32);
    println!(
        "{states} states, {} moves, built in {:.1} s",
        edges.len(),
        began.elapsed().as_secs_f64()
    );
    // layers[k][s]: the mover's share of the 8 with best play, k moves left.
    let mut layers: Vec<Vec<u8>> = vec![stall_share.clone()];
    for k in 1..=100usize {
        let prev = &layers[k - 1];
        let mut now = vec![0u8; states];
        for s in 0..states {
            if pass[s] {
                continue;
            }
            let row = &edges[start[s] as usize..start[s + 1] as usize];
            now[s] = row
                .iter()
                .map(|&e| {
                    if e & FINISHED != 0 {
                        (e & 0xff) as u8
                    } else {
                        let child = (e & ((1 << 30) - 1)) as usize;
                        let theirs = e & (1 << 30) != 0;
                        // Layer 0 is the stall's split, so k = 1 needs no case.
                        let v = prev[child];
                        if theirs {
                            SEEDS as u8 - v
                        } else {
                            v
                        }
                    }
                })
                .max()
                .unwrap_or(stall_share[s]);
        }
        for s in 0..states {
            if pass[s] {
                let other = s ^ 1;
                now[s] = if pass[other] {
                    stall_share[s]
                } else {
                    SEEDS as u8 - now[other]
                };
            }
        }
        let changed = now.iter().zip(prev).filter(|(a, b)| a != b).count();
        let changed2 = if k >= 2 {
            now.iter()
                .zip(&layers[k - 2])
                .filter(|(a, b)| a != b)
                .count()
        } else {
            0
        };
        if k % 10 == 0 || k <= 2 {
            println!(
                "{k} moves left: {changed} states differ from {} left, {changed2} from {}",
                k - 1,
                k.saturating_sub(2)
            );
        }
        layers.push(now);
    }
    println!("layers done in {:.1} s", began.elapsed().as_secs_f64());

    // The model against the engine itself: plain minimax with the real
    // stall count, on positions a few moves from the stall.
    let value_now = |pos: &Position, layers: &Vec<Vec<u8>>| -> u8 {
        let k = usize::from(pos.options().stall_limit - pos.stall_count());
        layers[k][index(pos.board(), pos.to_move())]
    };
    fn minimax(pos: &Position) -> u8 {
        let me = pos.to_move();
        let mut best = 0;
        pos.for_each_successor(|_, next| {
            let v = if next.is_over() {
                share(next, me)
            } else if next.to_move() == me {
                minimax(next)
            } else {
                SEEDS as u8 - minimax(next)
            };
            best = best.max(v);
        });
        best
    }
    let mut rng = Rng::new(9);
    let mut checked = 0;
    while checked < 300 {
        let s = (rng.next_u64() % states as u64) as usize;
        let me = mover_of(s);
        let board = ranks.unrank(SEEDS, (s / 2) as u64);
        let Ok(pos) = Position::set_up(Variant::Anywoli, &board, [STORE, STORE], me) else {
            continue;
        };
        let k = 1 + rng.next_u64() % 4;
        let text = format!("{pos} stall={}", 100 - k);
        let pos: Position = text.parse().unwrap();
        assert_eq!(value_now(&pos, &layers), minimax(&pos), "{pos}");
        checked += 1;
    }
    println!("model = engine minimax on {checked} positions 1–4 moves from the stall");

    // Referee: 8-seed positions of random games, the Expert to move against
    // random play.
    let mut rng = Rng::new(5);
    let (mut tried, mut won_met, mut won_kept, mut best_met, mut best_kept) = (0, 0, 0, 0, 0);
    let (mut outcome_wins, mut outcome_games) = (0, 0);
    while tried < games {
        let mut pos = Position::new(Variant::Anywoli);
        while pos.seeds_on_board() > SEEDS as u8 && !pos.is_over() {
            pos = random_successor(&pos, &mut rng).expect("a move").1;
        }
        if pos.is_over() || pos.seeds_on_board() != SEEDS as u8 {
            continue;
        }
        tried += 1;
        let expert_side = pos.to_move();
        let margin_of = |share: u8, me: Player| -> i32 {
            i32::from(pos.captured(me)) - i32::from(pos.captured(me.other())) + 2 * i32::from(share)
                - SEEDS as i32
        };
        let mut game = Game::from_position(pos);
        let mut expert = Ai::new(Level::Expert, u64::from(tried));
        if let Some(nodes) = nodes {
            expert.set_expert_nodes(nodes);
        }
        let mut other = Ai::new(Level::Random, u64::from(tried));
        let won_at_start = margin_of(value_now(&pos, &layers), expert_side) > 0;
        while !game.position().is_over() {
            let now = *game.position();
            let mover = now.to_move();
            if mover != expert_side {
                let hole = other.choose(&game, mover).unwrap();
                game.play(Move::Sow(hole)).unwrap();
                continue;
            }
            let best = value_now(&now, &layers);
            let hole = expert.choose(&game, mover).unwrap();
            game.play(Move::Sow(hole)).unwrap();
            let next = *game.position();
            let got = if next.is_over() {
                share(&next, mover)
            } else if next.stall_count() == 0 {
                unreachable!("no capture leaves a game going at 8 seeds")
            } else if next.to_move() == mover {
                value_now(&next, &layers)
            } else {
                SEEDS as u8 - value_now(&next, &layers)
            };
            best_met += 1;
            best_kept += u32::from(got == best);
            if margin_of(best, mover) > 0 {
                won_met += 1;
                won_kept += u32::from(margin_of(got, mover) > 0);
            }
        }
        if won_at_start {
            outcome_games += 1;
            outcome_wins += u32::from(game.outcome().unwrap().winner == Some(expert_side));
        }
    }
    println!(
        "{tried} endings: Expert moves {best_met}, best share kept {best_kept}; \
         in {won_met} won positions the move kept the win {won_kept} times; \
         endings won at the start {outcome_games}, won at the end {outcome_wins}"
    );
}
