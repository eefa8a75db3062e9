//! Property tests over random games of all four variants, with random
//! options: seeds are conserved event by event, games end, texts round-trip,
//! move generation agrees with the move check, records replay exactly, and
//! the parsers never panic.

use mancala_rules::{
    random_playout, Event, Game, Hole, LastFour, Move, Options, Phase, Player, Position, Variant,
};
use proptest::prelude::*;

fn options_strategy() -> impl Strategy<Value = Options> {
    let last_four = prop_oneof![
        Just(LastFour::PreviousCapturer),
        Just(LastFour::FirstFinalCapturer),
        Just(LastFour::Lottery(Player::A)),
        Just(LastFour::Lottery(Player::B)),
    ];
    (
        any::<bool>(),
        last_four,
        prop_oneof![Just(100u16), 1u16..200],
    )
        .prop_map(|(a, last_four, stall_limit)| Options {
            starter: if a { Player::A } else { Player::B },
            last_four,
            stall_limit,
        })
}

/// A start position: a game and options (Anywoli's options only for Anywoli).
fn start_strategy() -> impl Strategy<Value = Position> {
    (0..4usize, options_strategy()).prop_map(|(k, mut options)| {
        let v = Variant::ALL[k];
        if v != Variant::Anywoli {
            options = Options {
                starter: options.starter,
                ..Options::default()
            };
        }
        Position::with_options(v, options)
    })
}

/// A random game: its start and the moves of a random playout.
fn random_game(start: Position, seed: u64) -> (Position, Vec<Move>) {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut moves = Vec::new();
    let playout = random_playout(start, |n| rng.usize(..n), |mv| moves.push(mv));
    assert!(
        playout.end.is_over(),
        "a random game from {start} did not end: {}",
        playout.end
    );
    assert_eq!(playout.plies as usize, moves.len());
    (playout.end, moves)
}

/// The shared event-replaying checker (`mancala_rules::testing`): the
/// board and stores after following `events` from `before`, with every
/// step checked (no seed appears or vanishes, a relay's next lap starts
/// with the hole after the one lifted, hands end empty).
fn shadow_replay(before: &Position, events: &[Event]) -> (Vec<u8>, [u32; 2]) {
    let shadow = mancala_rules::testing::replay_events(before, events);
    (
        shadow.board,
        [shadow.stores[Player::B], shadow.stores[Player::A]],
    )
}

/// Every hole (or race pair) checked one by one, in `legal_moves` order.
fn legal_by_checking(p: &Position) -> Vec<Move> {
    let v = p.variant();
    let holes = |player: Player| {
        v.layout()
            .holes_of(player)
            .map(move |i| Hole::from_index(v, i))
    };
    match p.phase() {
        Phase::Race => holes(Player::B)
            .flat_map(|b| holes(Player::A).map(move |a| Move::Race { b, a }))
            .filter(|&m| p.is_legal(m))
            .collect(),
        _ => (0..v.layout().len())
            .map(|i| Move::Sow(Hole::from_index(v, i)))
            .filter(|&m| p.is_legal(m))
            .collect(),
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn random_games_end_conserve_seeds_and_round_trip(start in start_strategy(), seed in any::<u64>()) {
        let (end, moves) = random_game(start, seed);
        let mut game = Game::from_position(start);
        for &mv in &moves {
            let before = *game.position();
            // Move generation agrees with checking every hole.
            prop_assert_eq!(before.legal_moves(), legal_by_checking(&before));
            prop_assert!(before.is_legal(mv));
            // The position text reads back to the same position.
            let text = before.to_string();
            prop_assert_eq!(text.parse::<Position>().ok(), Some(before), "{}", text);

            let events = game.play(mv).unwrap();
            let after = game.position();
            let (board, stores) = shadow_replay(&before, &events);
            prop_assert_eq!(board.as_slice(), after.board());
            if after.variant().has_captures() {
                prop_assert_eq!(stores, [after.captured(Player::B) as u32, after.captured(Player::A) as u32]);
            }
        }
        // Replaying the moves reproduces the random game, repetition included.
        prop_assert_eq!(game.position(), &end);
        let final_text = end.to_string();
        prop_assert_eq!(final_text.parse::<Position>().ok(), Some(end), "{}", final_text);
        // The record reads back to the same game.
        let record = game.to_string();
        let back: Game = record.parse().unwrap_or_else(|e| panic!("{record}\n{e}"));
        prop_assert_eq!(back.position(), game.position());
        prop_assert_eq!(back.moves(), game.moves());
        prop_assert!(end.legal_moves().is_empty());
    }

    #[test]
    fn a_record_from_a_set_up_position_round_trips(start in start_strategy(), seed in any::<u64>(), cut in 0usize..40) {
        let (_, moves) = random_game(start, seed);
        let cut = cut.min(moves.len());
        // Start a record from the position after `cut` moves.
        let mid = Game::replay(start, &moves[..cut].iter().map(|m| m.to_string()).collect::<Vec<_>>().join(" ")).unwrap();
        let mut game = Game::from_position(*mid.position());
        for &mv in moves[cut..].iter().take(10) {
            if game.position().is_over() { break; }
            game.play(mv).unwrap();
        }
        let record = game.to_string();
        let back: Game = record.parse().unwrap_or_else(|e| panic!("{record}\n{e}"));
        prop_assert_eq!(back, game);
    }

    #[test]
    fn parsers_never_panic_on_arbitrary_text(text in ".{0,200}") {
        let _ = text.parse::<Position>();
        let _ = text.parse::<Game>();
        let _ = text.parse::<Variant>();
        for v in Variant::ALL {
            let _ = Move::parse(v, &text);
            let _ = Hole::parse(v, &text);
        }
    }

    #[test]
    fn parsers_never_panic_on_damaged_texts(start in start_strategy(), seed in any::<u64>(), at in any::<prop::sample::Index>(), junk in "[0-9a-zA-Z=,/: +\n-]{0,6}", cut in any::<prop::sample::Index>()) {
        let (_, moves) = random_game(start, seed);
        let mut game = Game::from_position(start);
        for &mv in moves.iter().take(12) { game.play(mv).unwrap(); }
        for text in [game.position().to_string(), game.to_string()] {
            let mut chars: Vec<char> = text.chars().collect();
            let i = at.index(chars.len() + 1);
            let end = (i + cut.index(4)).min(chars.len());
            chars.splice(i..end, junk.chars());
            let damaged: String = chars.into_iter().collect();
            if let Ok(p) = damaged.parse::<Position>() {
                // Whatever reads back is a position that writes itself again.
                prop_assert_eq!(p.to_string().parse::<Position>().ok(), Some(p));
            }
            let _ = damaged.parse::<Game>();
        }
    }
}
