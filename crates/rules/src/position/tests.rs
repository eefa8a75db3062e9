//! The seed texts' worked examples and one test per ruling in
//! docs/RULINGS.md; each ruling's test names its anchor.

use super::*;
use crate::event::CaptureKind;
use crate::testing::{hole, position as pos, unreachable_position as unreachable};
use crate::Game;

fn play(p: &mut Position, mv: &str) -> Vec<Event> {
    let mv = Move::parse(p.variant(), mv).unwrap();
    let mut events = Vec::new();
    p.play(mv, &mut events)
        .unwrap_or_else(|e| panic!("{mv} in {p}: {e}"));
    events
}

fn lifts(events: &[Event]) -> Vec<String> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Lift { hole, .. } => Some(hole.to_string()),
            _ => None,
        })
        .collect()
}

// ----- seed examples -----------------------------------------------------

#[test]
fn sokusowo_seed_example_1b_from_the_start() {
    let mut p = Position::new(Variant::Sokusowo);
    let events = play(&mut p, "1B");
    // Laps start in 1B, then relay from 4B, 2A and 6A; the last seed ends in the empty 4B.
    assert_eq!(lifts(&events), ["1B", "4B", "2A", "6A"]);
    let last_drop = events.iter().rev().find_map(|e| match e {
        Event::Drop { hole, .. } => Some(hole.to_string()),
        _ => None,
    });
    assert_eq!(last_drop.as_deref(), Some("4B"));
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, Event::PutAside { .. }))
            .count(),
        4
    );
    assert_eq!(p.captured(Player::B), 4);
    assert_eq!(
        p.to_string(),
        "sokusowo 1,6,6,1,5,5/5,0,5,5,5,0 A captured=4,0"
    );
}

#[test]
fn sulus_aidi_seed_example_6b_claims_4a() {
    // 8B is claimed by A; 9B holds 1, 2A holds 1, 4A holds 3.
    let mut p = pos("sulus-aidi 3,3,3,3,3,3,2,2a,1/3,1,3,3,5,4,4,4,4 B");
    let events = play(&mut p, "6B");
    assert_eq!(lifts(&events), ["6B", "9B", "2A"]);
    let v = Variant::SulusAidi;
    assert!(events.contains(&Event::Claim {
        by: Player::B,
        hole: hole(v, "4A")
    }));
    assert_eq!(p.claimed_by(hole(v, "4A")), Some(Player::B));
    assert_eq!(p.claimed_by(hole(v, "8B")), Some(Player::A));
    // The seed sown into A's claimed 8B stays there and counts for A.
    assert_eq!(p.seeds(hole(v, "8B")), 3);
    assert_eq!(p.score(Player::A), 3);
    assert_eq!(p.score(Player::B), 4);
    assert_eq!(p.to_move(), Player::A);
}

// ----- players, holes, sowing --------------------------------------------

/// docs/RULINGS.md#b-moves-first
#[test]
fn b_moves_first_and_an_option_lets_a_start() {
    for v in [Variant::Sokusowo, Variant::SadeqaII, Variant::Anywoli] {
        assert_eq!(Position::new(v).to_move(), Player::B);
        let opts = Options {
            starter: Player::A,
            ..Options::default()
        };
        let p = Position::with_options(v, opts);
        assert_eq!(p.to_move(), Player::A);
        assert!(p
            .legal_moves()
            .iter()
            .all(|m| matches!(m, Move::Sow(h) if h.owner() == Player::A)));
    }
}

/// docs/RULINGS.md#no-hole-skipped
#[test]
fn sowing_never_skips_the_starting_hole_nor_a_store() {
    // 13 seeds from 1B go round the 12 holes and the 13th lands in 2B again;
    // the 12th lands in 1B itself.
    let mut p = pos("sadeqa-ii 13,0,0,0,0,0/0,0,0,0,0,0 B captured=12,11");
    let events = play(&mut p, "1B");
    let drops: Vec<String> = events
        .iter()
        .filter_map(|e| match e {
            Event::Drop { hole, .. } => Some(hole.to_string()),
            _ => None,
        })
        .collect();
    assert_eq!(drops[11], "1B");
    assert_eq!(drops[12], "2B");
}

// ----- endless moves -----------------------------------------------------

/// Independent check: sows by the plain relay rule, remembering every lap
/// start in a set; `None` when a state repeats.
fn naive_sadeqa_sowing(board: &[u8], start: usize) -> Option<Vec<u8>> {
    let mut board = board.to_vec();
    let mut seen = std::collections::HashSet::new();
    let mut at = start;
    loop {
        if !seen.insert((board.clone(), at)) {
            return None;
        }
        let mut hand = std::mem::take(&mut board[at]);
        while hand > 0 {
            at = (at + 1) % board.len();
            board[at] += 1;
            hand -= 1;
        }
        if board[at] == 1 {
            return Some(board);
        }
    }
}

/// docs/RULINGS.md#endless-illegal
#[test]
fn an_endless_sadeqa_move_is_not_legal_and_says_why() {
    let p = pos("sadeqa-ii 0,1,0,3,0,1/0,1,5,1,0,1 A captured=12,11");
    let v = Variant::SadeqaII;
    let three_a = hole(v, "3A");
    assert!(naive_sadeqa_sowing(p.board(), three_a.index(v)).is_none());
    assert_eq!(
        p.check_hole(three_a),
        Err(IllegalMove::Endless { hole: three_a })
    );
    assert!(!p.legal_moves().contains(&Move::Sow(three_a)));
    let mut q = p;
    let err = q.play(Move::Sow(three_a), &mut Vec::new()).unwrap_err();
    assert!(err.to_string().contains("forever"), "{err}");
    assert_eq!(q, p, "a refused move leaves the position as it was");
    // The finite moves agree with the naive sowing.
    for mv in p.legal_moves() {
        let Move::Sow(h) = mv else { unreachable!() };
        assert!(naive_sadeqa_sowing(p.board(), h.index(v)).is_some(), "{h}");
    }
}

/// docs/RULINGS.md#endless-illegal
#[test]
fn a_long_finite_sowing_is_never_cut_short() {
    // Every hole but one holds seeds: a long relay that still ends.
    let p = pos("sadeqa-ii 3,3,3,3,3,3/3,3,3,3,3,3 B captured=0,0 owed=BA");
    for i in 0..12 {
        let h = Hole::from_index(Variant::SadeqaII, i);
        let finite = naive_sadeqa_sowing(p.board(), i).is_some();
        assert_eq!(p.sow_is_finite(h.owner(), i), finite, "{h}");
    }
}

// ----- Sokusowó ------------------------------------------------------------

#[test]
fn sokusowo_needs_two_seeds_to_start() {
    let p = pos("sokusowo 1,6,6,1,5,5/5,0,5,5,5,0 B captured=4,0");
    let h = hole(Variant::Sokusowo, "1B");
    assert_eq!(
        p.check_hole(h),
        Err(IllegalMove::TooFewSeeds {
            hole: h,
            seeds: 1,
            min: 2
        })
    );
}

/// docs/RULINGS.md#sokusowo-end-order
#[test]
fn sokusowo_25_captured_wins_at_once_and_the_board_stays() {
    let mut p = pos("sokusowo 2,0,3,3,0,0/3,3,3,3,2,2 B captured=24,0");
    play(&mut p, "1B");
    let o = p.outcome().unwrap();
    assert_eq!(
        o,
        Outcome {
            winner: Some(Player::B),
            reason: EndReason::TargetReached(Player::B)
        }
    );
    assert_eq!(p.captured(Player::B), 25);
    assert_eq!(p.seeds_on_board(), 23);
}

/// docs/RULINGS.md#sokusowo-end-order
#[test]
fn sokusowo_ends_when_a_player_has_no_hole_with_two_and_24_24_is_a_draw() {
    let mut p = pos("sokusowo 1,1,0,0,0,3/0,2,0,0,1,1 B captured=20,19");
    let events = play(&mut p, "6B");
    assert_eq!(
        p.outcome(),
        Some(Outcome {
            winner: None,
            reason: EndReason::NoSowableHole(Player::A)
        })
    );
    assert_eq!((p.captured(Player::B), p.captured(Player::A)), (24, 24));
    assert_eq!(
        p.seeds_on_board(),
        0,
        "each player took the seeds on their side"
    );
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, Event::Collect { .. }))
            .count(),
        7
    );
}

/// Issue #29: one hole's status as a board marks it, asked without a view:
/// either owner in the opening race, else only the player to move, with
/// the game's own refusals; nobody once the game is over.
#[test]
fn a_holes_status_says_whether_it_may_be_started_from_now() {
    let v = Variant::SulusAidi;
    let race = Position::new(v);
    assert_eq!(race.hole_status(hole(v, "3B")), Ok(()));
    assert_eq!(race.hole_status(hole(v, "7A")), Ok(()));
    let v = Variant::SadeqaII;
    let start = Position::new(v);
    assert_eq!(start.hole_status(hole(v, "6B")), Ok(()));
    assert_eq!(
        start.hole_status(hole(v, "6A")),
        Err(IllegalMove::NotYourHole {
            hole: hole(v, "6A"),
            player: Player::B
        })
    );
    assert_eq!(
        start.hole_status(hole(v, "1B")),
        start.check_hole(hole(v, "1B"))
    );
    let v = Variant::Sokusowo;
    let mut p = pos("sokusowo 1,1,0,0,0,3/0,2,0,0,1,1 B captured=20,19");
    play(&mut p, "6B");
    assert!(p.is_over());
    assert_eq!(p.hole_status(hole(v, "2A")), Err(IllegalMove::GameOver));
}

// ----- Sadeqa II -----------------------------------------------------------

#[test]
fn sadeqa_first_moves_start_from_the_rightmost_hole() {
    let v = Variant::SadeqaII;
    let mut p = Position::new(v);
    assert_eq!(p.legal_moves(), [Move::Sow(hole(v, "6B"))]);
    assert_eq!(
        p.check_hole(hole(v, "1B")),
        Err(IllegalMove::OpeningFromRightmost {
            required: hole(v, "6B")
        })
    );
    play(&mut p, "6B");
    assert!(!p.owes_opening(Player::B) && p.owes_opening(Player::A));
    assert_eq!(p.legal_moves(), [Move::Sow(hole(v, "6A"))]);
    play(&mut p, "6A");
    assert!(p.legal_moves().len() > 1);
}

/// docs/RULINGS.md#sadeqa-opening-fallback
#[test]
fn sadeqa_opening_from_an_empty_rightmost_hole_frees_every_hole() {
    let p = pos("sadeqa-ii 3,3,3,3,6,0/3,3,3,3,3,3 B captured=0,0 owed=BA");
    assert_eq!(p.legal_moves().len(), 5);
}

#[test]
fn sadeqa_start_6b_relays_and_captures_from_its_own_side() {
    let mut p = Position::new(Variant::SadeqaII);
    let events = play(&mut p, "6B");
    assert_eq!(lifts(&events), ["6B", "3A", "1B", "5B"]);
    // Ends in the empty 3A; 4B faces it and its 4 seeds are captured by B.
    assert!(events.contains(&Event::Capture {
        by: Player::B,
        hole: hole(Variant::SadeqaII, "4B"),
        seeds: 4,
        to: Player::B,
        kind: CaptureKind::Opposite
    }));
    assert_eq!(
        p.to_string(),
        "sadeqa-ii 0,4,4,0,0,1/5,5,1,4,4,4 A captured=4,0 owed=A"
    );
}

/// docs/RULINGS.md#sadeqa-own-captures
#[test]
fn sadeqa_capture_takes_the_opposite_hole_even_on_the_movers_side() {
    // B ends in the empty 1A; facing it is B's own 6B, which B captures.
    let mut p = pos("sadeqa-ii 3,3,3,3,2,3/0,3,3,3,3,3 B captured=2,2");
    play(&mut p, "5B");
    assert_eq!(p.captured(Player::B), 6);
    assert_eq!(p.seeds(hole(Variant::SadeqaII, "6B")), 0);
    assert_eq!(
        p.seeds(hole(Variant::SadeqaII, "1A")),
        1,
        "the last seed stays"
    );
}

#[test]
fn sadeqa_player_without_seeds_loses() {
    let mut p = pos("sadeqa-ii 1,0,3,0,0,0/0,0,0,0,2,0 B captured=15,15");
    play(&mut p, "1B");
    assert_eq!(
        p.outcome(),
        Some(Outcome {
            winner: Some(Player::B),
            reason: EndReason::NoSeeds(Player::A)
        })
    );
    // Captured seeds are shown but do not decide.
    assert_eq!(p.captured(Player::B), 17);
}

// ----- Anywoli -------------------------------------------------------------

#[test]
fn anywoli_mid_sow_four_goes_to_the_holes_owner() {
    let v = Variant::Anywoli;
    let mut p =
        pos("anywoli 5,5,5,5,5,5,5,5,5,5,4,0/3,0,0,5,5,5,5,5,5,5,4,0 B captured=0,0 stall=7");
    let events = play(&mut p, "11B");
    assert!(events.contains(&Event::Capture {
        by: Player::B,
        hole: hole(v, "1A"),
        seeds: 4,
        to: Player::A,
        kind: CaptureKind::MidSow
    }));
    assert_eq!((p.captured(Player::B), p.captured(Player::A)), (0, 4));
    assert_eq!(p.stall_count(), 0, "a capture resets the stall count");
    assert_eq!(
        p.to_move(),
        Player::A,
        "a mid-sow capture gives no extra move"
    );
}

#[test]
fn anywoli_final_seed_four_goes_to_the_mover_who_moves_again() {
    let v = Variant::Anywoli;
    let mut p = pos("anywoli 5,5,5,5,5,5,5,5,5,5,4,0/0,0,3,5,5,5,5,5,5,5,4,0 B captured=0,0");
    let events = play(&mut p, "11B");
    assert!(events.contains(&Event::Capture {
        by: Player::B,
        hole: hole(v, "3A"),
        seeds: 4,
        to: Player::B,
        kind: CaptureKind::FinalSeed
    }));
    assert!(events.contains(&Event::ExtraMove { player: Player::B }));
    assert_eq!(p.to_move(), Player::B);
    assert_eq!(p.first_final_capturer(), Some(Player::B));
}

/// docs/RULINGS.md#anywoli-pass-not-a-move
#[test]
fn anywoli_extra_move_without_seeds_passes() {
    let mut p =
        unreachable("anywoli 0,0,0,0,0,0,1,3,0,0,0,0/1,0,0,1,1,1,0,0,1,0,0,0 B captured=11,76");
    let events = play(&mut p, "7B");
    assert!(events.contains(&Event::ExtraMove { player: Player::B }));
    assert!(events.contains(&Event::Pass { player: Player::B }));
    assert_eq!(p.to_move(), Player::A);
    assert!(!p.is_over());
}

/// docs/RULINGS.md#anywoli-pass
#[test]
fn anywoli_player_without_seeds_passes() {
    let mut p =
        unreachable("anywoli 1,0,5,5,5,5,5,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0 B captured=35,35");
    let events = play(&mut p, "1B");
    assert_eq!(events.last(), Some(&Event::Pass { player: Player::A }));
    assert_eq!(p.to_move(), Player::B);
}

const FOUR_LEFT: &str = "anywoli 3,3,0,0,0,0,0,0,0,0,0,0/0,0,0,0,1,0,1,0,0,0,0,0 B captured=42,46";

/// docs/RULINGS.md#anywoli-last-four
#[test]
fn anywoli_ends_mid_sow_at_four_in_play_and_the_last_four_go_to_the_previous_capturer() {
    let mut p = unreachable(FOUR_LEFT);
    let events = play(&mut p, "1B");
    assert!(
        events.contains(&Event::Collect {
            hole: None,
            seeds: 2,
            to: Player::B
        }),
        "seeds in hand count among the last four"
    );
    assert_eq!(
        p.outcome(),
        Some(Outcome {
            winner: Some(Player::B),
            reason: EndReason::FourLeft
        })
    );
    assert_eq!((p.captured(Player::B), p.captured(Player::A)), (50, 46));
    assert_eq!(p.seeds_on_board(), 0);
    // The sowing stopped: 3B and 4B got nothing.
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, Event::Drop { .. }))
            .count(),
        1
    );
}

/// docs/RULINGS.md#anywoli-last-four
#[test]
fn anywoli_last_four_options() {
    let mut p = unreachable(&format!("{FOUR_LEFT} first=A last-four=first"));
    play(&mut p, "1B");
    assert_eq!((p.captured(Player::B), p.captured(Player::A)), (46, 50));
    // No final-seed capture yet: the default applies.
    let mut p = unreachable(&format!("{FOUR_LEFT} last-four=first"));
    play(&mut p, "1B");
    assert_eq!(p.captured(Player::B), 50);
    let mut p = unreachable(&format!("{FOUR_LEFT} last-four=lottery-A"));
    play(&mut p, "1B");
    assert_eq!(p.captured(Player::A), 50);
    assert_eq!(p.outcome().unwrap().winner, Some(Player::A));
}

/// docs/RULINGS.md#anywoli-stall
#[test]
fn anywoli_stall_limit_ends_the_game_and_each_takes_their_side() {
    let text = "anywoli 1,0,5,5,5,5,5,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0 B captured=35,35 stall=99";
    let mut p = unreachable(text);
    play(&mut p, "1B");
    assert_eq!(
        p.outcome(),
        Some(Outcome {
            winner: Some(Player::B),
            reason: EndReason::Stall(100)
        })
    );
    assert_eq!(p.captured(Player::B), 61);
    let mut p = unreachable("anywoli 1,0,5,5,5,5,5,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0 B captured=35,35 stall=8 stall-limit=10");
    play(&mut p, "1B");
    assert!(!p.is_over());
    play(&mut p, "2B");
    assert_eq!(p.outcome().unwrap().reason, EndReason::Stall(10));
}

// ----- Sulus Aidi ----------------------------------------------------------

fn race(p: &Position, b: &str, a: &str) -> (Position, Vec<Event>) {
    let mut next = *p;
    let events = play(&mut next, &format!("{b}+{a}"));
    (next, events)
}

/// docs/RULINGS.md#sulus-race-endless
#[test]
fn sulus_race_all_81_openings_end_and_claim_nothing() {
    let p = Position::new(Variant::SulusAidi);
    assert_eq!(p.legal_moves().len(), 81);
    for mv in p.legal_moves() {
        let mut next = p;
        let mut events = Vec::new();
        next.play(mv, &mut events).unwrap();
        assert_eq!(next.phase(), Phase::Play);
        assert!(
            !events.iter().any(|e| matches!(e, Event::Claim { .. })),
            "{mv}"
        );
        assert_eq!(next.claims, [0, 0]);
        assert_eq!(next.seeds_on_board(), 54);
    }
}

/// docs/RULINGS.md#sulus-race-tie
#[test]
fn sulus_race_mirror_choices_tie_and_the_starter_wins_the_tie() {
    let p = Position::new(Variant::SulusAidi);
    let a_starts = Position::with_options(
        Variant::SulusAidi,
        Options {
            starter: Player::A,
            ..Options::default()
        },
    );
    for k in 1..=9 {
        let (b, a) = (format!("{k}B"), format!("{k}A"));
        let (next, events) = race(&p, &b, &a);
        let ticks: Vec<u32> = events
            .iter()
            .filter_map(|e| match e {
                Event::RaceDone { tick, .. } => Some(*tick),
                _ => None,
            })
            .collect();
        assert_eq!(ticks.len(), 2);
        assert_eq!(ticks[0], ticks[1], "{b}+{a}");
        assert_eq!(next.to_move(), Player::B);
        assert_eq!(race(&a_starts, &b, &a).0.to_move(), Player::A);
    }
}

#[test]
fn sulus_race_the_earlier_finisher_starts() {
    let p = Position::new(Variant::SulusAidi);
    let mut seen = [false; 2];
    for mv in p.legal_moves() {
        let mut next = p;
        let mut events = Vec::new();
        next.play(mv, &mut events).unwrap();
        let done: Vec<(Player, u32)> = events
            .iter()
            .filter_map(|e| match e {
                Event::RaceDone { player, tick } => Some((*player, *tick)),
                _ => None,
            })
            .collect();
        let first = done.iter().min_by_key(|(_, t)| *t).unwrap();
        if done[0].1 != done[1].1 {
            assert_eq!(next.to_move(), first.0, "{mv}");
            seen[first.0.index()] = true;
        }
        // Ticks are announced in order, both hands drop in each.
        let ticks = events
            .iter()
            .filter(|e| matches!(e, Event::Tick { .. }))
            .count() as u32;
        assert_eq!(ticks, done.iter().map(|d| d.1).max().unwrap());
    }
    assert_eq!(seen, [true, true], "both players win some races");
}

#[test]
fn sulus_race_needs_both_holes() {
    let p = Position::new(Variant::SulusAidi);
    assert_eq!(
        p.check_hole(hole(Variant::SulusAidi, "3B")),
        Err(IllegalMove::RaceNeedsBothHoles)
    );
    assert!(Move::parse(Variant::SulusAidi, "7A+3B").is_ok());
    assert!(Move::parse(Variant::SulusAidi, "3B+7B").is_err());
}

#[test]
fn sulus_claimed_holes_are_never_sown_from() {
    let p = pos("sulus-aidi 3,3,3,3,3,3,2,2a,1/3,1,3,3,5,4,4,4,4 B");
    let v = Variant::SulusAidi;
    assert_eq!(
        p.check_hole(hole(v, "8B")),
        Err(IllegalMove::Claimed {
            hole: hole(v, "8B"),
            by: Player::A
        })
    );
}

#[test]
fn sulus_a_starving_player_is_skipped() {
    let mut p = pos("sulus-aidi 1,0,0,0,0,0,0,0,0/0,0,0,53b,0,0,0,0,0 B");
    let events = play(&mut p, "1B");
    assert_eq!(events.last(), Some(&Event::Pass { player: Player::A }));
    assert_eq!(p.to_move(), Player::B);
}

#[test]
fn sulus_last_seed_in_a_claimed_hole_ends_the_turn_and_the_game_when_nobody_can_move() {
    let mut p = pos("sulus-aidi 0,0,0,0,0,0,0,0,1/53b,0,0,0,0,0,0,0,0 B");
    play(&mut p, "9B");
    assert_eq!(
        p.outcome(),
        Some(Outcome {
            winner: Some(Player::B),
            reason: EndReason::NoMoves
        })
    );
    assert_eq!(p.score(Player::B), 54);
}

#[test]
fn sulus_own_side_four_relays_instead_of_claiming() {
    // B's last seed makes 4 in its own 3B: no claim, relay.
    let mut p = pos("sulus-aidi 14,1,3,0,0,0,3,3,3/3,3,3,3,3,3,3,3,3 B");
    let events = play(&mut p, "2B");
    assert_eq!(lifts(&events), ["2B", "3B", "7B"]);
    assert!(events.contains(&Event::Claim {
        by: Player::B,
        hole: hole(Variant::SulusAidi, "2A")
    }));
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::Claim { by: Player::B, hole } if hole.owner() == Player::B)));
}

// ----- repetition and game records -------------------------------------------

/// docs/RULINGS.md#finished-nobody-to-move
#[test]
fn moves_after_the_end_are_refused() {
    let mut game = Game::from_position(pos("sulus-aidi 0,0,0,0,0,0,0,0,1/53b,0,0,0,0,0,0,0,0 B"));
    game.play_text("9B").unwrap();
    let err = game.play_text("1A").unwrap_err();
    assert!(err.to_string().contains("the game is over"), "{err}");
}

#[test]
fn events_conserve_seeds_step_by_step() {
    // Follow every event of a race and of later moves on a shadow board.
    let mut game = Game::new(Variant::SulusAidi, Options::default());
    for ply in 0..12 {
        let before = *game.position();
        let moves = before.legal_moves();
        let events = game.play(moves[ply % moves.len()]).unwrap();
        let v = before.variant();
        let mut board = before.board().to_vec();
        let mut hands = [0u32; 2];
        for e in &events {
            match *e {
                Event::Lift { by, hole, seeds } => {
                    board[hole.index(v)] -= seeds;
                    hands[by.index()] += seeds as u32;
                }
                Event::Drop { by, hole } => {
                    board[hole.index(v)] += 1;
                    hands[by.index()] -= 1;
                }
                _ => {}
            }
            let total: u32 =
                board.iter().map(|&n| n as u32).sum::<u32>() + hands.iter().sum::<u32>();
            assert_eq!(total, 54);
        }
        assert_eq!(board, game.position().board());
    }
}

#[test]
fn anywoli_options_stay_with_anywoli() {
    let options = Options {
        starter: Player::A,
        last_four: LastFour::Lottery(Player::A),
        stall_limit: 7,
    };
    for v in Variant::ALL {
        let p = Position::with_options(v, options);
        assert_eq!(p.to_string().parse::<Position>(), Ok(p), "{v}");
        assert_eq!(p.options().starter, Player::A);
        let kept = v == Variant::Anywoli;
        assert_eq!(p.options().stall_limit == 7, kept, "{v}");
        let game = Game::new(v, options);
        assert_eq!(game.to_string().parse::<Game>().unwrap(), game, "{v}");
    }
}

/// A `Hole` knows only its number and owner, so one made for Anywoli's
/// board can reach a Sokusowó position through the library API: it is
/// refused, never read as another hole of the smaller board.
#[test]
fn a_hole_of_another_board_is_refused() {
    let p = Position::new(Variant::Sokusowo);
    let twelve_b = hole(Variant::Anywoli, "12B");
    assert_eq!(
        p.check(Move::Sow(twelve_b)),
        Err(IllegalMove::NotOnBoard { hole: twelve_b })
    );
    let race = Position::new(Variant::SulusAidi);
    let tenth = hole(Variant::Anywoli, "10A");
    let b = hole(Variant::SulusAidi, "3B");
    assert_eq!(
        race.check(Move::Race { b, a: tenth }),
        Err(IllegalMove::NotOnBoard { hole: tenth })
    );
    // Both holes of a joint move must be their players' own.
    let a = hole(Variant::SulusAidi, "7A");
    assert_eq!(
        race.check(Move::Race { b: a, a: b }),
        Err(IllegalMove::NotYourHole {
            hole: a,
            player: Player::B
        })
    );
}

#[test]
fn the_four_left_reason_spells_its_group() {
    assert_eq!(
        EndReason::FourLeft.to_string(),
        "only four seeds were left in play"
    );
}
