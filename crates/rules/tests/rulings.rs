//! Rulings of docs/RULINGS.md not already covered by the unit tests next to
//! the engine (crates/rules/src/position/tests.rs), one test each; each test
//! names the anchor of the ruling it checks.

use mancala_rules::testing::{
    every_end_reason, hole, position as pos, unreachable_position as unreachable,
};
use mancala_rules::{
    EndReason, Event, Game, IllegalMove, Move, Options, Outcome, Player, Position, Variant,
};

/// docs/RULINGS.md#relay-next-hole
#[test]
fn a_relay_lifts_the_hole_and_starts_its_lap_with_the_next() {
    // 1B's seed lands in the occupied 2B: its 2 seeds are lifted and sown
    // into 3B and 4B, never back into 2B.
    let v = Variant::SadeqaII;
    let mut p = pos("sadeqa-ii 1,1,0,0,0,0/1,1,1,1,1,1 B captured=14,14");
    let mut events = Vec::new();
    p.play(Move::Sow(hole(v, "1B")), &mut events).unwrap();
    let steps: Vec<String> = events
        .iter()
        .filter_map(|e| match e {
            Event::Lift { hole, seeds, .. } => Some(format!("lift {hole} {seeds}")),
            Event::Drop { hole, .. } => Some(format!("drop {hole}")),
            _ => None,
        })
        .collect();
    assert_eq!(
        steps,
        ["lift 1B 1", "drop 2B", "lift 2B 2", "drop 3B", "drop 4B"]
    );
}

/// docs/RULINGS.md#sadeqa-opening-fallback
#[test]
fn sadeqa_opening_from_an_endless_rightmost_hole_frees_every_hole() {
    let v = Variant::SadeqaII;
    let p = unreachable("sadeqa-ii 0,1,0,2,1,2/0,1,0,1,2,3 B captured=6,17 owed=B");
    let six_b = hole(v, "6B");
    assert_eq!(
        p.check_hole(six_b),
        Err(IllegalMove::Endless { hole: six_b })
    );
    let legal = p.legal_moves();
    assert_eq!(legal.len(), 3, "{legal:?}");
    assert!(legal
        .iter()
        .all(|m| matches!(m, Move::Sow(h) if h.owner() == Player::B && *h != six_b)));
}

/// docs/RULINGS.md#sulus-score
#[test]
fn sulus_aidi_27_27_is_a_draw() {
    // B's last seed lands in its claimed 1A; then neither player can sow.
    let mut p = pos("sulus-aidi 27a,0,0,0,0,0,0,0,1/26b,0,0,0,0,0,0,0,0 B");
    p.play(Move::Sow(hole(Variant::SulusAidi, "9B")), &mut ())
        .unwrap();
    assert_eq!(
        p.outcome(),
        Some(Outcome {
            winner: None,
            reason: EndReason::NoMoves
        })
    );
    assert_eq!((p.score(Player::B), p.score(Player::A)), (27, 27));
}

/// docs/RULINGS.md#anywoli-stall
#[test]
fn anywoli_48_48_is_a_draw_and_a_stall_collects_each_side() {
    let mut p = unreachable(
        "anywoli 1,0,0,0,0,0,0,0,0,0,0,2/3,0,0,0,0,0,0,0,0,0,0,0 B captured=45,45 stall=99",
    );
    p.play(Move::Sow(hole(Variant::Anywoli, "1B")), &mut ())
        .unwrap();
    assert_eq!(
        p.outcome(),
        Some(Outcome {
            winner: None,
            reason: EndReason::Stall(100)
        })
    );
    assert_eq!((p.captured(Player::B), p.captured(Player::A)), (48, 48));
}

/// docs/RULINGS.md#end-reason
#[test]
fn every_end_reason_reads_as_a_sentence_and_its_code_round_trips() {
    let reasons = every_end_reason();
    for r in reasons {
        assert_eq!(EndReason::from_code(&r.code()), Some(r));
        let text = r.to_string();
        assert!(text.contains(' ') && !text.contains('_'), "{text}");
    }
    assert_eq!(EndReason::Stall(100).to_string(), "no capture in 100 moves");
    assert_eq!(
        EndReason::NoSeeds(Player::A).to_string(),
        "A has no seeds left"
    );
}

/// The Sulus Aidi race by the plain rule, independent of the engine: both
/// hands drop one seed per tick, in the order given; a hand whose last seed
/// lands in an occupied hole lifts it (no time passes) and goes on.
/// Returns the board and each hand's finishing tick (B, A).
fn naive_race(b: usize, a: usize, a_first: bool) -> (Vec<u8>, [u32; 2]) {
    let mut board = vec![3u8; 18];
    let mut at = [b, a];
    let mut hand = [0u8; 2];
    for k in 0..2 {
        hand[k] = std::mem::take(&mut board[at[k]]);
    }
    let mut done = [0u32; 2];
    let order = if a_first { [1, 0] } else { [0, 1] };
    let mut tick = 0;
    while done.contains(&0) {
        tick += 1;
        assert!(tick < 10_000, "race from {b}+{a} does not end");
        for k in order {
            if done[k] != 0 {
                continue;
            }
            at[k] = (at[k] + 1) % 18;
            board[at[k]] += 1;
            hand[k] -= 1;
            if hand[k] == 0 {
                if board[at[k]] == 1 {
                    done[k] = tick;
                } else {
                    hand[k] = std::mem::take(&mut board[at[k]]);
                }
            }
        }
    }
    (board, done)
}

/// docs/RULINGS.md#sulus-race-tie
#[test]
fn sulus_race_order_inside_a_tick_never_changes_the_result_from_the_start() {
    let v = Variant::SulusAidi;
    let start = Position::new(v);
    let mut pairs = 0;
    for b in 1..=9 {
        for a in 1..=9 {
            let (hb, ha) = (hole(v, &format!("{b}B")), hole(v, &format!("{a}A")));
            let b_first = naive_race(hb.index(v), ha.index(v), false);
            let a_first = naive_race(hb.index(v), ha.index(v), true);
            assert_eq!(b_first, a_first, "{hb}+{ha}");
            // The engine (B first) agrees with the plain rule.
            let mut p = start;
            p.play(Move::Race { b: hb, a: ha }, &mut ()).unwrap();
            assert_eq!(p.board(), b_first.0.as_slice(), "{hb}+{ha}");
            let [tb, ta] = b_first.1;
            let starter = if ta < tb { Player::A } else { Player::B };
            assert_eq!(p.to_move(), starter, "{hb}+{ha}");
            pairs += 1;
        }
    }
    assert_eq!(pairs, 81);
}

/// docs/RULINGS.md#sulus-race-endless
#[test]
fn a_sulus_race_position_other_than_the_start_board_is_refused() {
    let err = "sulus-aidi 4,2,3,3,3,3,3,3,3/3,3,3,3,3,3,3,3,3 race"
        .parse::<Position>()
        .unwrap_err();
    assert!(err.message.contains("first move"), "{err}");
    let a_starts = "sulus-aidi 3,3,3,3,3,3,3,3,3/3,3,3,3,3,3,3,3,3 race start=A"
        .parse::<Position>()
        .unwrap();
    assert_eq!(
        a_starts,
        Position::with_options(
            Variant::SulusAidi,
            Options {
                starter: Player::A,
                ..Options::default()
            }
        )
    );
}

/// docs/RULINGS.md#options-in-record
#[test]
fn a_record_keeps_the_options_and_the_lottery_draw() {
    let opts = Options {
        starter: Player::A,
        last_four: mancala_rules::LastFour::Lottery(Player::B),
        stall_limit: 40,
    };
    let mut game = Game::new(Variant::Anywoli, opts);
    for _ in 0..3 {
        let mv = game.position().legal_moves()[0];
        game.play(mv).unwrap();
    }
    let text = game.to_string();
    assert!(
        text.contains("last-four: lottery-B")
            && text.contains("stall-limit: 40")
            && text.contains("start: A"),
        "{text}"
    );
    let back: Game = text.parse().unwrap();
    assert_eq!(back.options(), opts);
    assert_eq!(back.position(), game.position());
}

/// docs/FORMATS.md: "a position is accepted only if a game could be in it".
/// Each refusal names the invariant broken.
#[test]
fn positions_no_game_reaches_are_refused_with_the_reason() {
    let anywoli_over = format!(
        "anywoli {z}/{z} over captured=48,48 result=draw:stall-50",
        z = ["0"; 12].join(",")
    );
    let anywoli_four_left = format!(
        "anywoli {z}/{z} over captured=50,46 result=B:four-left",
        z = ["0"; 12].join(",")
    );
    let cases = [
        (
            "sokusowo 0,0,0,0,0,0/0,0,0,0,0,0 over captured=30,18 result=A:target-A",
            "A has captured 18, fewer than 25",
        ),
        (
            "sadeqa-ii 3,3,3,3,3,3/3,3,3,3,3,3 over captured=0,0 result=B:no-seeds-A",
            "A still has seeds",
        ),
        (
            "sulus-aidi 3,3,3,3,3,3,3,3,3/3,3,3,3,3,3,3,3,3 over result=draw:four-left",
            "Sulus Aidi games do not end that way",
        ),
        (anywoli_over.as_str(), "the stall limit is 100"),
        (
            "sadeqa-ii 3,3,3,3,3,3/3,3,3,3,3,3 A captured=0,0 owed=B",
            "B started and still owes the first move",
        ),
        (
            "anywoli 4,4,4,4,4,4,4,4,4,4,4,4/4,4,4,4,4,4,4,4,4,4,4,4 B captured=0,0 first=B",
            "first=B: B made a final-seed capture",
        ),
        (
            "anywoli 4,4,4,4,4,4,4,4,4,4,4,3/4,4,4,4,4,4,4,4,4,4,4,4 B captured=1,0",
            "seeds are captured in groups of 4, and B has 1",
        ),
        (
            "sokusowo 0,0,0,0,0,0/0,0,0,0,0,0 over captured=30,18 result=draw:no-sowable-A",
            "the result says a draw, but",
        ),
        (
            anywoli_four_left.as_str(),
            "result four-left: every seed went in groups of 4, and B has 50",
        ),
    ];
    for (text, reason) in cases {
        let err = text.parse::<Position>().unwrap_err();
        assert!(err.message.contains(reason), "{text}: {err}");
    }
    // The same texts are what tests can still build, unchecked.
    assert!(Position::from_text_unchecked(cases[0].0).is_ok());
}

/// docs/RULINGS.md#threefold-repetition: a finished position never counts
/// as an occurrence of a live one with the same board.
#[test]
fn the_repetition_key_tells_a_finished_position_from_a_live_one() {
    let finished = pos("sadeqa-ii 0,1,3,0,0,0/0,0,0,0,0,0 over captured=17,15 result=B:no-seeds-A");
    let live_twin =
        Position::from_text_unchecked("sadeqa-ii 0,1,3,0,0,0/0,0,0,0,0,0 B captured=17,15")
            .unwrap();
    assert_eq!(finished.board(), live_twin.board());
    assert_ne!(finished.repetition_key(), live_twin.repetition_key());
    assert_ne!(finished.progress(), live_twin.progress());
}

/// docs/RULES.md, Anywoli 6: the game says who took the last four and by
/// which rule, from the move that left them.
#[test]
fn anywoli_says_who_took_the_last_four_and_by_which_rule() {
    // B's 1B drops its one seed into 2B, making 4 with the last seed: B's
    // final-seed capture leaves four in play (5A, 6A).
    let last_four = |extra: &str| {
        let start = pos(&format!(
            "anywoli 1,3,0,0,0,0,0,0,0,0,0,0/0,0,0,0,2,2,0,0,0,0,0,0 B captured=44,44{extra}"
        ));
        let mut game = Game::from_position(start);
        game.play_text("1B").unwrap();
        assert_eq!(game.outcome().map(|o| o.reason), Some(EndReason::FourLeft));
        game.last_four()
    };
    assert_eq!(last_four(""), Some((Player::B, "previous")));
    assert_eq!(
        last_four(" last-four=lottery-A"),
        Some((Player::A, "lottery"))
    );
    assert_eq!(
        last_four(" first=A last-four=first"),
        Some((Player::A, "first"))
    );
    // Nobody captured by a last seed before: this one is the first.
    assert_eq!(last_four(" last-four=first"), Some((Player::B, "first")));
    // B's 12B makes 1A hold 4 mid-sow: A's group, so the last four are A's.
    let mut game = Game::from_position(pos(
        "anywoli 0,0,0,0,0,0,0,0,0,0,0,2/3,0,0,0,1,2,0,0,0,0,0,0 B captured=44,44",
    ));
    game.play_text("12B").unwrap();
    assert_eq!(game.last_four(), Some((Player::A, "previous")));
    // Any other end says nothing of the last four.
    let mut stalled = Game::from_position(unreachable(
        "anywoli 1,0,0,0,0,0,0,0,0,0,0,2/3,0,0,0,0,0,0,0,0,0,0,0 B captured=45,45 stall=99",
    ));
    stalled.play_text("1B").unwrap();
    assert!(stalled.outcome().is_some());
    assert_eq!(stalled.last_four(), None);
}
