//! Lesson judging (`mancala_rules::lesson`, docs/LESSONS.md): a move's
//! facts from its events, every property of a `find` task checked against
//! them with what the move did instead, what a task accepts, and a task that
//! does not read. These are the cases of the page's former unit tests
//! (tests/unit/lesson.test.mjs, from when the page judged moves itself),
//! with the same events; `mancala lesson` (crates/cli/tests/cli.rs) and the
//! page (tests/e2e/lessons.test.mjs) judge every shipped step with this code.

use mancala_rules::lesson::{
    CaptureFact, ClaimFact, Mismatch, MoveFacts, PropError, PropsText, RaceTicks, Task, TaskError,
    TaskText,
};
use mancala_rules::{
    CaptureKind, EndReason, Event, Hole, Move, Outcome, Player, Position, Variant,
};

fn hole(variant: Variant, label: &str) -> Hole {
    Hole::parse(variant, label).unwrap()
}

fn mv(variant: Variant, text: &str) -> Move {
    Move::parse(variant, text).unwrap()
}

fn lift(v: Variant, by: Player, label: &str, seeds: u8) -> Event {
    Event::Lift {
        by,
        hole: hole(v, label),
        seeds,
    }
}

fn drops(v: Variant, by: Player, labels: &[&str]) -> Vec<Event> {
    labels
        .iter()
        .map(|label| Event::Drop {
            by,
            hole: hole(v, label),
        })
        .collect()
}

fn capture(v: Variant, label: &str, seeds: u8, to: Player, kind: CaptureKind) -> CaptureFact {
    CaptureFact {
        hole: hole(v, label),
        seeds,
        to,
        kind,
    }
}

fn capture_event(v: Variant, label: &str, seeds: u8, to: Player, kind: CaptureKind) -> Event {
    Event::Capture {
        by: Player::B,
        hole: hole(v, label),
        seeds,
        to,
        kind,
    }
}

/// The facts of hand-written events (the position after is the game's
/// start: these facts never look at it).
fn facts(v: Variant, text: &str, mover: Option<Player>, events: &[Event]) -> MoveFacts {
    MoveFacts::from_events(mv(v, text), mover, events, Position::new(v))
}

/// Properties as a lesson file writes them, read against `v`'s board.
fn props(v: Variant, json: &str) -> mancala_rules::lesson::MoveProps {
    serde_json::from_str::<PropsText>(json)
        .unwrap()
        .read(v)
        .unwrap()
}

fn misses(v: Variant, json: &str, facts: &MoveFacts) -> Vec<Mismatch> {
    props(v, json).misses(facts)
}

fn codes(found: &[Mismatch]) -> Vec<&'static str> {
    found.iter().map(Mismatch::code).collect()
}

const B: Option<Player> = Some(Player::B);

/// Sokusowó's 1B from the start, as the engine gives it (laps from 1B, 4B, 2A, 6A).
fn sokusowo_1b() -> MoveFacts {
    let v = Variant::Sokusowo;
    let aside = Event::PutAside { by: Player::B };
    let mut events = vec![lift(v, Player::B, "1B", 4), aside];
    events.extend(drops(v, Player::B, &["2B", "3B", "4B"]));
    events.extend([lift(v, Player::B, "4B", 5), aside]);
    events.extend(drops(v, Player::B, &["5B", "6B", "1A", "2A"]));
    events.extend([lift(v, Player::B, "2A", 5), aside]);
    events.extend(drops(v, Player::B, &["3A", "4A", "5A", "6A"]));
    events.extend([lift(v, Player::B, "6A", 5), aside]);
    events.extend(drops(v, Player::B, &["1B", "2B", "3B", "4B"]));
    facts(v, "1B", B, &events)
}

/// Anywoli's 9B that makes two fours in passing, one in each row.
fn anywoli_9b() -> MoveFacts {
    let v = Variant::Anywoli;
    let mut events = vec![lift(v, Player::B, "9B", 5)];
    events.extend(drops(v, Player::B, &["10B", "11B"]));
    events.push(capture_event(v, "11B", 4, Player::B, CaptureKind::MidSow));
    events.extend(drops(v, Player::B, &["12B", "1A"]));
    events.push(capture_event(v, "1A", 4, Player::A, CaptureKind::MidSow));
    events.extend(drops(v, Player::B, &["2A"]));
    facts(v, "9B", B, &events)
}

/// Anywoli's 10B: a last-seed four in A's 2A, and an extra move.
fn anywoli_10b() -> MoveFacts {
    let v = Variant::Anywoli;
    let mut events = vec![lift(v, Player::B, "10B", 4)];
    events.extend(drops(v, Player::B, &["11B", "12B", "1A", "2A"]));
    events.push(capture_event(v, "2A", 4, Player::B, CaptureKind::FinalSeed));
    events.push(Event::ExtraMove { player: Player::B });
    facts(v, "10B", B, &events)
}

/// The Sulus Aidi race 3B+7A: A's sowing ends first.
fn race_3b_7a() -> MoveFacts {
    let v = Variant::SulusAidi;
    let mut events = vec![
        lift(v, Player::B, "3B", 3),
        lift(v, Player::A, "7A", 3),
        Event::Tick { n: 1 },
    ];
    events.extend(drops(v, Player::B, &["4B"]));
    events.extend(drops(v, Player::A, &["8A"]));
    events.extend([
        Event::RaceDone {
            player: Player::A,
            tick: 12,
        },
        Event::RaceDone {
            player: Player::B,
            tick: 20,
        },
        Event::RaceWon { player: Player::A },
    ]);
    facts(v, "3B+7A", None, &events)
}

/// A move that claims 4A (the seed text's 6B).
fn sulus_6b() -> MoveFacts {
    let v = Variant::SulusAidi;
    let mut events = vec![lift(v, Player::B, "6B", 3)];
    events.extend(drops(v, Player::B, &["7B", "8B", "9B"]));
    events.push(lift(v, Player::B, "9B", 2));
    events.extend(drops(v, Player::B, &["1A", "2A"]));
    events.push(lift(v, Player::B, "2A", 2));
    events.extend(drops(v, Player::B, &["3A", "4A"]));
    events.push(Event::Claim {
        by: Player::B,
        hole: hole(v, "4A"),
    });
    facts(v, "6B", B, &events)
}

/// A winning capture: the game ends and the mover (`mover`) is B.
fn sadeqa_win(mover: Player) -> MoveFacts {
    let v = Variant::SadeqaII;
    let mut events = vec![lift(v, Player::B, "1B", 1)];
    events.extend(drops(v, Player::B, &["2B"]));
    events.push(lift(v, Player::B, "2B", 2));
    events.extend(drops(v, Player::B, &["3B", "4B"]));
    events.push(capture_event(v, "3A", 3, Player::B, CaptureKind::Opposite));
    events.push(Event::GameOver(Outcome {
        winner: Some(Player::B),
        reason: EndReason::NoSeeds(Player::A),
    }));
    facts(v, "1B", Some(mover), &events)
}

#[test]
fn a_moves_facts_come_from_its_events() {
    let soku = sokusowo_1b();
    assert_eq!(
        (
            soku.laps(),
            soku.ends,
            soku.put_aside,
            soku.captures.len(),
            soku.extra_move,
            soku.over
        ),
        (4, Some(hole(Variant::Sokusowo, "4B")), 4, 0, false, None)
    );
    let any = anywoli_10b();
    assert_eq!(
        (any.laps(), any.ends, any.extra_move),
        (1, Some(hole(Variant::Anywoli, "2A")), true)
    );
    assert_eq!(
        any.captures,
        [capture(
            Variant::Anywoli,
            "2A",
            4,
            Player::B,
            CaptureKind::FinalSeed
        )]
    );
    let race = race_3b_7a();
    assert_eq!(
        (race.laps(), race.race_winner, race.race_ticks.both()),
        (2, Some(Player::A), Some(RaceTicks { b: 20, a: 12 }))
    );
    assert_eq!(
        sulus_6b().claims,
        [ClaimFact {
            hole: hole(Variant::SulusAidi, "4A"),
            by: Player::B
        }]
    );
    assert_eq!(
        sadeqa_win(Player::B).over.and_then(|o| o.winner),
        Some(Player::B)
    );
}

#[test]
fn every_property_of_a_find_task_is_checked_with_what_the_move_did_instead() {
    let soku = sokusowo_1b();
    let v = Variant::Sokusowo;
    let all = r#"{"put_aside": 4, "laps": 4, "ends": "4B", "ends_on": "B", "uses": "1B", "capture": false, "wins": false}"#;
    assert_eq!(misses(v, all, &soku), []);
    assert_eq!(
        misses(v, r#"{"put_aside": 5}"#, &soku),
        [Mismatch::PutAside {
            stated: 5,
            actual: 4
        }]
    );
    assert_eq!(
        codes(&misses(v, r#"{"ends": "6A", "ends_on": "A"}"#, &soku)),
        ["ends", "ends-on"]
    );

    let v = Variant::Anywoli;
    let nine = anywoli_9b();
    // Fours in passing go to each hole's owner: 4 for the mover, 4 given to A.
    let passing = r#"{"captured": 4, "given": 4, "capture": true, "extra_move": false}"#;
    assert_eq!(misses(v, passing, &nine), []);
    assert_eq!(
        misses(v, r#"{"captured": 8}"#, &nine),
        [Mismatch::Captured {
            stated: 8,
            actual: 4
        }]
    );
    assert_eq!(
        codes(&misses(v, r#"{"extra_move": true}"#, &nine)),
        ["extra-move"]
    );
    let ten = anywoli_10b();
    let last_seed = r#"{"extra_move": true, "captures": [{"hole": "2A", "seeds": 4, "to": "B", "kind": "final-seed"}]}"#;
    assert_eq!(misses(v, last_seed, &ten), []);
    let other = r#"{"captures": [{"hole": "2A", "seeds": 4, "to": "A", "kind": "mid-sow"}]}"#;
    assert_eq!(codes(&misses(v, other, &ten)), ["captures"]);

    let v = Variant::SulusAidi;
    let race = race_3b_7a();
    let ran = r#"{"uses": "7A", "race_winner": "A", "race_ticks": {"B": 20, "A": 12}}"#;
    assert_eq!(misses(v, ran, &race), []);
    assert_eq!(
        misses(v, r#"{"race_winner": "B"}"#, &race),
        [Mismatch::RaceWinner {
            stated: Player::B,
            actual: Some(Player::A)
        }]
    );
    // In the race nobody is the mover: nothing is captured or won for anyone.
    assert_eq!(
        codes(&misses(v, r#"{"capture": true}"#, &race)),
        ["capture"]
    );
    let claim = sulus_6b();
    assert_eq!(
        misses(v, r#"{"claim": true, "claims": ["4A"]}"#, &claim),
        []
    );
    assert_eq!(
        misses(v, r#"{"claim": false}"#, &claim),
        [Mismatch::Claim {
            stated: false,
            actual: vec![hole(v, "4A")]
        }]
    );

    let v = Variant::SadeqaII;
    assert_eq!(misses(v, r#"{"wins": true}"#, &sadeqa_win(Player::B)), []);
    assert_eq!(
        codes(&misses(v, r#"{"wins": true}"#, &sadeqa_win(Player::A))),
        ["wins"]
    );
}

/// Reads a step's task as the page hands it.
fn task(v: Variant, json: &str) -> Result<Task, TaskError> {
    Task::read(v, &serde_json::from_str::<TaskText>(json).unwrap())
}

#[test]
fn a_property_a_find_task_cannot_judge_by_the_moves_events_never_matches() {
    let v = Variant::Sokusowo;
    // `after` belongs in `outcome`: a find task with it does not read,
    // whether its position reads or not; so no move ever matches it.
    assert!(matches!(
        task(v, r#"{"find": {"after": "sokusowo …"}}"#),
        Err(TaskError::Props(errors)) if matches!(errors[..], [PropError::After { .. }])
    ));
    let after = r#"{"find": {"after": "sokusowo 1,6,6,1,5,5/5,0,5,5,5,0 A captured=4,0"}}"#;
    assert_eq!(task(v, after), Err(TaskError::AfterInFind));
    // A property the engine does not know is refused as it is read, beside
    // known ones too.
    assert_eq!(
        task(v, r#"{"find": {"put_asid": 4}}"#),
        Err(TaskError::Props(vec![PropError::Unknown {
            within: None,
            key: "put_asid".into()
        }]))
    );
    let mixed = task(v, r#"{"find": {"laps": 4, "put_asid": 4}}"#).unwrap_err();
    assert_eq!(mixed.code(), "bad-property");
    assert!(mixed.to_string().starts_with("unknown field `put_asid`"));
    // Every key a message lists is a property.
    for key in PropsText::KEYS {
        let text: PropsText = serde_json::from_str(&format!(r#"{{"{key}": null}}"#)).unwrap();
        assert!(text.unknown.is_empty(), "{key}");
    }
    // A capture's keys and the race's are checked too.
    let capture = r#"{"find": {"captures": [{"hole": "1A", "seeds": 4, "to": "B", "kind": "mid-sow", "x": 1}]}}"#;
    assert_eq!(
        task(v, capture).unwrap_err().to_string(),
        "captures: unknown field `x`, expected one of hole, seeds, to, kind"
    );
    let ticks = r#"{"find": {"race_ticks": {"B": 1, "A": 2, "C": 3}}}"#;
    assert_eq!(
        task(Variant::SulusAidi, ticks).unwrap_err().to_string(),
        "race_ticks: unknown field `C`, expected one of B, A"
    );
    assert_eq!(task(v, r#"{"find": {}}"#), Err(TaskError::EmptyFind));
    assert_eq!(
        task(v, r#"{"play": "1B", "find": {"laps": 4}}"#),
        Err(TaskError::PlayAndFind)
    );
    assert_eq!(task(v, r#"{}"#), Err(TaskError::NoTask));
    let bad_hole = task(v, r#"{"find": {"ends": "7B", "ends_on": "C"}}"#).unwrap_err();
    assert_eq!(bad_hole.code(), "bad-property");
    assert_eq!(
        bad_hole.to_string(),
        "ends: Sokusowó has no hole 7B: holes are numbered 1 to 6; ends_on: expected \"A\" or \"B\", found \"C\""
    );
    let spelled = task(Variant::SulusAidi, r#"{"play": "7A+3B"}"#).unwrap_err();
    assert_eq!(spelled.to_string(), "play: write the move 7A+3B as 3B+7A");
}

#[test]
fn a_play_task_wants_its_move_a_find_task_its_properties() {
    let v = Variant::Sokusowo;
    let play = task(v, r#"{"play": "1B"}"#).unwrap();
    assert_eq!(play.misses(&sokusowo_1b()), []);
    let two = facts(v, "2B", B, &[]);
    assert_eq!(play.misses(&two), [Mismatch::Play { asked: mv(v, "1B") }]);
    let v = Variant::Anywoli;
    let find = task(v, r#"{"find": {"extra_move": true}, "answers": ["10B"]}"#).unwrap();
    assert_eq!(find.misses(&anywoli_10b()), []);
    let nine = anywoli_9b();
    assert_eq!(codes(&find.misses(&nine)), ["extra-move"]);
    assert_eq!(nine.ends, Some(hole(v, "2A")));
}

#[test]
fn a_move_is_judged_from_the_events_the_engine_gives_for_it() {
    // The seed text's example: Sokusowó's 1B from the start.
    let start = Position::new(Variant::Sokusowo);
    let outcome = r#"{"find": {"laps": 4, "put_aside": 4, "ends": "4B", "capture": false}}"#;
    let judged = task(Variant::Sokusowo, outcome)
        .unwrap()
        .judge(&start, mv(Variant::Sokusowo, "1B"))
        .unwrap();
    assert!(judged.ok(), "{:?}", judged.misses);
    assert_eq!(judged.facts, sokusowo_1b_with_after(judged.facts.after));
    assert_eq!(
        judged.facts.after.to_string(),
        "sokusowo 1,6,6,1,5,5/5,0,5,5,5,0 A captured=4,0"
    );
    // Every other first move also makes four laps but ends elsewhere.
    let other = task(Variant::Sokusowo, outcome)
        .unwrap()
        .judge(&start, mv(Variant::Sokusowo, "2B"))
        .unwrap();
    assert_eq!(
        other.misses,
        [Mismatch::Ends {
            stated: hole(Variant::Sokusowo, "4B"),
            actual: Some(hole(Variant::Sokusowo, "5B"))
        }]
    );
    // An illegal move is the engine's refusal, not a judgement.
    let refused = task(Variant::Sokusowo, outcome)
        .unwrap()
        .judge(&start, mv(Variant::Sokusowo, "1A"));
    assert_eq!(refused.unwrap_err().code(), "not-yours");
}

/// Sokusowó's 1B as above, with the position the engine left.
fn sokusowo_1b_with_after(after: Position) -> MoveFacts {
    MoveFacts {
        after,
        ..sokusowo_1b()
    }
}

#[test]
fn mismatches_say_what_was_stated_and_what_the_move_does() {
    let race = race_3b_7a();
    let v = Variant::SulusAidi;
    let said: Vec<String> = misses(
        v,
        r#"{"race_ticks": {"B": 12, "A": 20}, "claim": true, "wins": true}"#,
        &race,
    )
    .iter()
    .map(ToString::to_string)
    .collect();
    assert_eq!(
        said,
        [
            "claim: the move claims no hole",
            "race_ticks: B 12 A 20 stated, the sowings end at B 20 A 12",
            "wins: true stated, after the move the game goes on",
        ]
    );
    assert_eq!(
        Mismatch::CODES.len(),
        17,
        "every mismatch has its code listed"
    );
}
