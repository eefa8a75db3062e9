//! The JS API in a real browser (headless Chromium via wasm-pack test): every
//! game, events, undo/redo, record and position round trips, and bad input
//! of every kind answered with a readable `Error` that leaves the game usable.
//! Values are read back through `JSON.stringify`, so what is checked is
//! exactly what JavaScript sees.
#![cfg(target_arch = "wasm32")]

mod common;

use common::*;
use js_sys::{Object, Reflect};
use mancala_wasm::Game;
use serde_json::{json, Value};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// Plays `count` legal moves, picking a spread of them so games differ.
fn play_some(game: &mut Game, count: usize) {
    for i in 0..count {
        let legal = strings(&view(game)["legal_moves"]);
        if legal.is_empty() {
            break;
        }
        play(game, &legal[(i * 7 + 3) % legal.len()]);
    }
}

#[wasm_bindgen_test]
fn every_game_starts_with_its_board() {
    // key, name, rows, cols, holes, seeds per hole, phase, legal moves
    let cases = [
        ("sulus-aidi", "Sulus Aidi", 3, 6, 18, 3, "race", 81),
        ("sokusowo", "Sokusowó", 2, 6, 12, 4, "play", 6),
        ("sadeqa-ii", "Sadeqa II", 2, 6, 12, 3, "play", 1),
        ("anywoli", "Anywoli", 2, 12, 24, 4, "play", 12),
    ];
    for (key, name, rows, cols, holes, seeds, phase, legal) in cases {
        let game = new_game(key);
        assert_eq!(game.variant(), key);
        let v = view(&game);
        assert_eq!(v["game"], key);
        assert_eq!(v["name"], name);
        assert_eq!(v["rows"], rows);
        assert_eq!(v["cols"], cols);
        assert_eq!(v["holes"].as_array().unwrap().len(), holes, "{key}");
        assert!(v["holes"]
            .as_array()
            .unwrap()
            .iter()
            .all(|h| h["seeds"] == seeds));
        assert_eq!(v["holes"][0]["label"], "1B");
        assert_eq!(v["board"]["1B"], seeds);
        assert_eq!(v["phase"], phase);
        assert_eq!(v["to_move"], "B");
        assert_eq!(v["over"], false);
        assert_eq!(v["winner"], Value::Null);
        assert_eq!(v["legal_moves"].as_array().unwrap().len(), legal, "{key}");
        assert_eq!(v["moves"], json!([]));
        assert_eq!(v["can_undo"], false);
        assert_eq!(v["position"], game.position_text());
        assert_eq!(v["has_stores"], key == "anywoli");
        let decided_by = if key == "sadeqa-ii" {
            "survival"
        } else {
            "score"
        };
        assert_eq!(v["decided_by"], decided_by, "{key}");
        if key == "sulus-aidi" {
            assert_eq!(v["captured"], Value::Null);
            assert_eq!(v["claimed"], json!({}));
        } else {
            assert_eq!(v["captured"], json!({"A": 0, "B": 0}));
            assert_eq!(v["claimed"], Value::Null);
        }
    }
    let games = to_json(&ok(Game::games()));
    assert_eq!(
        field_of_each(&games, "key"),
        ["sulus-aidi", "sokusowo", "sadeqa-ii", "anywoli"]
    );
    assert_eq!(games[1]["name"], "Sokusowó");
}

#[wasm_bindgen_test]
fn sokusowo_seed_example_reports_every_step() {
    let mut game = new_game("sokusowo");
    let events = play(&mut game, "1B");
    let events = events.as_array().unwrap();
    assert_eq!(
        events[0],
        json!({"type": "lift", "by": "B", "hole": "1B", "seeds": 4})
    );
    assert_eq!(events[1], json!({"type": "put-aside", "by": "B"}));
    assert_eq!(events[2], json!({"type": "drop", "by": "B", "hole": "2B"}));
    let put_aside = events.iter().filter(|e| e["type"] == "put-aside").count();
    assert_eq!(put_aside, 4);
    let v = view(&game);
    assert_eq!(
        game.position_text(),
        "sokusowo 1,6,6,1,5,5/5,0,5,5,5,0 A captured=4,0"
    );
    assert_eq!(v["captured"], json!({"A": 0, "B": 4}));
    assert_eq!(v["to_move"], "A");
    assert_eq!(v["moves"], json!(["1B"]));
    assert_eq!(v["can_undo"], true);
}

#[wasm_bindgen_test]
fn sulus_aidi_opens_with_one_joint_move() {
    let mut game = new_game("sulus-aidi");
    assert_eq!(to_json(&ok(game.hole_status(text("3B")))), Value::Null);
    assert_eq!(to_json(&ok(game.hole_status(text("7A")))), Value::Null);
    let single = err(game.play(text("3B")));
    assert!(single.contains("3B+7A"), "{single}");
    let events = play(&mut game, "3B+7A");
    let types = field_of_each(&events, "type");
    assert_eq!(types.iter().filter(|t| *t == "race-done").count(), 2);
    assert_eq!(types.iter().filter(|t| *t == "race-won").count(), 1);
    assert_eq!(
        events[0],
        json!({"type": "lift", "by": "B", "hole": "3B", "seeds": 3})
    );
    assert!(events
        .as_array()
        .unwrap()
        .contains(&json!({"type": "tick", "n": 1})));
    let v = view(&game);
    assert_eq!(v["phase"], "play");
    assert_eq!(v["moves"], json!(["3B+7A"]));
    let joint = err(game.play(text("3B+7A")));
    assert!(joint.contains("only for the opening"), "{joint}");
}

#[wasm_bindgen_test]
fn hole_status_explains_each_blocked_hole() {
    let game = new_game("sadeqa-ii");
    assert_eq!(to_json(&ok(game.hole_status(text("6B")))), Value::Null);
    let status = to_json(&ok(game.hole_status(text("1B"))));
    assert_eq!(status["code"], "opening-rightmost");
    assert!(
        status["message"].as_str().unwrap().contains("6B"),
        "{status}"
    );
    assert_eq!(
        to_json(&ok(game.hole_status(text("1A"))))["code"],
        "not-yours"
    );
    let missing = to_json(&ok(game.hole_status(text("13B"))));
    assert_eq!(missing["code"], "no-such-hole");
    assert_eq!(missing["message"], "there is no hole 13B on this board");
    assert_eq!(
        err(game.hole_status(JsValue::from(5))),
        "a hole label must be a string, not the number 5"
    );

    let sokusowo = ok(Game::from_position(text(
        "sokusowo 1,6,6,1,5,5/5,0,5,5,5,0 A captured=4,0",
    )));
    assert_eq!(
        to_json(&ok(sokusowo.hole_status(text("2A"))))["code"],
        "empty"
    );
}

#[wasm_bindgen_test]
fn endless_move_is_refused_with_its_reason() {
    let position = "sadeqa-ii 1,0,2,1,0,3/2,2,1,7,1,0 A captured=12,4";
    let mut game = ok(Game::from_position(text(position)));
    let status = to_json(&ok(game.hole_status(text("1A"))));
    assert_eq!(status["code"], "endless");
    assert_eq!(
        err(game.play(text("1A"))),
        "1A cannot be played: sowing from 1A would go round forever, so it cannot be played"
    );
    assert_eq!(game.position_text(), position);
    let v = view(&game);
    assert!(!strings(&v["legal_moves"]).contains(&"1A".to_string()));
    let legal = strings(&v["legal_moves"]);
    play(&mut game, &legal[0]);
    assert_eq!(view(&game)["moves"], json!([legal[0]]));
}

#[wasm_bindgen_test]
fn undo_and_redo_walk_the_history() {
    let mut game = new_game("anywoli");
    assert!(!game.undo());
    assert_eq!(to_json(&ok(game.redo())), Value::Null);
    play(&mut game, "1B");
    let second = strings(&view(&game)["legal_moves"])[0].clone();
    let second_events = play(&mut game, &second);
    let after_two = game.position_text();

    assert!(game.undo());
    let v = view(&game);
    assert_eq!(v["moves"], json!(["1B"]));
    assert_eq!(v["can_redo"], true);
    assert_eq!(to_json(&ok(game.redo())), second_events);
    assert_eq!(game.position_text(), after_two);
    assert_eq!(to_json(&ok(game.redo())), Value::Null);

    assert!(game.undo());
    assert!(game.undo());
    assert!(!game.undo());
    assert_eq!(view(&game)["moves"], json!([]));
    // A new move drops what could have been redone.
    play(&mut game, "2B");
    assert_eq!(view(&game)["can_redo"], false);
    assert_eq!(to_json(&ok(game.redo())), Value::Null);
}

#[wasm_bindgen_test]
fn worker_getters_agree_with_the_view() {
    // The AI worker's module has no view: it reads these two instead.
    for key in ["sulus-aidi", "sokusowo", "sadeqa-ii", "anywoli"] {
        let mut game = new_game(key);
        for _ in 0..3 {
            let v = view(&game);
            let on_board: u64 = v["board"]
                .as_object()
                .unwrap()
                .values()
                .map(|n| n.as_u64().unwrap())
                .sum();
            assert_eq!(u64::from(game.seeds_on_board()), on_board, "{key}");
            assert_eq!(
                game.move_count(),
                v["moves"].as_array().unwrap().len(),
                "{key}"
            );
            play_some(&mut game, 4);
        }
        assert!(game.undo());
        assert_eq!(
            game.move_count(),
            view(&game)["moves"].as_array().unwrap().len()
        );
    }
}

#[wasm_bindgen_test]
fn records_and_positions_round_trip() {
    for key in ["sulus-aidi", "sokusowo", "sadeqa-ii", "anywoli"] {
        let mut game = new_game(key);
        play_some(&mut game, 12);
        let record = game.record();
        let replayed = ok(Game::from_record(text(&record)));
        assert_eq!(replayed.record(), record);
        assert_eq!(view(&replayed), view(&game), "{key}");

        let position = game.position_text();
        let resumed = ok(Game::from_position(text(&position)));
        assert_eq!(resumed.position_text(), position);
        assert_eq!(view(&resumed)["board"], view(&game)["board"]);
        assert_eq!(view(&resumed)["legal_moves"], view(&game)["legal_moves"]);
        // A game from a set-up position keeps it in its record.
        let resumed_record = resumed.record();
        assert!(
            resumed_record.contains(&format!("position: {position}")),
            "{resumed_record}"
        );
        assert_eq!(
            ok(Game::from_record(text(&resumed_record))).position_text(),
            position
        );
    }
}

#[wasm_bindgen_test]
fn options_reach_the_game_and_its_record() {
    let options = parse(r#"{"start": "A", "lastFour": "first", "stallLimit": 50}"#);
    let game = ok(Game::new(text("anywoli"), options));
    let v = view(&game);
    assert_eq!(v["to_move"], "A");
    assert_eq!(v["stall_limit"], 50);
    let record = game.record();
    for line in ["start: A", "last-four: first", "stall-limit: 50"] {
        assert!(record.contains(line), "{record}");
    }
    assert_eq!(
        view(&ok(Game::from_record(text(&record))))["stall_limit"],
        50
    );

    // One settings object serves every game: Anywoli's options are checked
    // but leave the other games untouched.
    let options = parse(r#"{"start": "A", "lastFour": "lottery-B", "stallLimit": 7}"#);
    let sokusowo = ok(Game::new(text("sokusowo"), options));
    assert_eq!(
        sokusowo.record(),
        "game: sokusowo\nstart: A\nmoves:\nresult: *\n"
    );

    // Absent values: null options, and keys set to undefined.
    let game = ok(Game::new(text("sokusowo"), JsValue::NULL));
    assert_eq!(view(&game)["to_move"], "B");
    let object = Object::new();
    Reflect::set(&object, &text("start"), &JsValue::UNDEFINED).unwrap();
    let game = ok(Game::new(text("sokusowo"), object.into()));
    assert_eq!(view(&game)["to_move"], "B");
}

#[wasm_bindgen_test]
fn bad_game_keys_and_options_are_named() {
    let cases: [(JsValue, JsValue, &str); 12] = [
        (JsValue::from(5), JsValue::UNDEFINED, "the game key must be a string, not the number 5"),
        (JsValue::UNDEFINED, JsValue::UNDEFINED, "the game key must be a string, not undefined"),
        (
            text("chess"),
            JsValue::UNDEFINED,
            "unknown game \"chess\": expected sulus-aidi, sokusowo, sadeqa-ii or anywoli",
        ),
        (text("anywoli"), parse(r#"{"start": "C"}"#), "option start must be 'A' or 'B', not the string \"C\""),
        (text("anywoli"), parse(r#"{"start": null}"#), "option start must be 'A' or 'B', not null"),
        (
            text("anywoli"),
            parse(r#"{"lastFour": "last"}"#),
            "option lastFour must be 'previous', 'first', 'lottery-A' or 'lottery-B', not the string \"last\"",
        ),
        (
            text("anywoli"),
            parse(r#"{"stallLimit": 0}"#),
            "option stallLimit must be a whole number from 1 to 10000, not the number 0",
        ),
        (
            text("anywoli"),
            parse(r#"{"stallLimit": 1.5}"#),
            "option stallLimit must be a whole number from 1 to 10000, not the number 1.5",
        ),
        (
            text("anywoli"),
            parse(r#"{"stallLimit": "100"}"#),
            "option stallLimit must be a whole number from 1 to 10000, not the string \"100\"",
        ),
        (
            text("anywoli"),
            parse(r#"{"colour": "red"}"#),
            "unknown option \"colour\": the options are start, lastFour and stallLimit",
        ),
        (
            text("anywoli"),
            text("fast"),
            "the options must be an object with start, lastFour and stallLimit, not the string \"fast\"",
        ),
        (
            text("anywoli"),
            parse("[1]"),
            "the options must be an object with start, lastFour and stallLimit, not an array",
        ),
    ];
    for (key, options, expected) in cases {
        assert_eq!(err(Game::new(key, options)), expected);
    }
    let throwing =
        js_sys::Function::new_no_args("return { get start() { throw new Error('no'); } };")
            .call0(&JsValue::UNDEFINED)
            .unwrap();
    assert_eq!(
        err(Game::new(text("anywoli"), throwing)),
        "option \"start\" could not be read"
    );
    let long_key = "k".repeat(100);
    assert_eq!(
        err(Game::new(text(&long_key), JsValue::UNDEFINED)),
        "the game key is at most 64 characters, this one has 100"
    );
}

#[wasm_bindgen_test]
fn bad_moves_are_refused_and_change_nothing() {
    let mut game = new_game("sokusowo");
    let start = game.position_text();
    let huge = "1B".repeat(1_000_000);
    let cases: [(JsValue, &str); 8] = [
        (
            JsValue::from(3),
            "a move must be a string, not the number 3",
        ),
        (JsValue::NULL, "a move must be a string, not null"),
        (
            Object::new().into(),
            "a move must be a string, not an object",
        ),
        (JsValue::TRUE, "a move must be a string, not a boolean"),
        (
            text("99B"),
            "Sokusowó has no hole 99B: holes are numbered 1 to 6",
        ),
        (
            text("1A"),
            "1A cannot be played: 1A belongs to A, and it is B's turn",
        ),
        (
            text("1B+1A"),
            "1B+1A cannot be played: a joint move like 3B+7A is only for the opening",
        ),
        (
            text(&huge),
            "a move is at most 64 characters, this one has 2000000",
        ),
    ];
    for (mv, expected) in cases {
        assert_eq!(err(game.play(mv)), expected);
        assert_eq!(game.position_text(), start);
    }
    for garbage in ["", "xyz", "B1", "1C", "1B+", "+1A", "1B 2B", "١B", "\u{0}"] {
        let why = err(game.play(text(garbage)));
        assert!(!why.is_empty(), "{garbage:?}");
        assert_eq!(game.position_text(), start, "{garbage:?}");
    }
    assert_eq!(view(&game)["moves"], json!([]));
    play(&mut game, "1B");
    assert_eq!(view(&game)["moves"], json!(["1B"]));
}

#[wasm_bindgen_test]
fn moves_after_the_end_are_refused() {
    let mut game = new_game("sadeqa-ii");
    let mut last = Value::Null;
    for mv in ["6B", "6A", "6B", "3A", "4B", "5A", "1B"] {
        last = play(&mut game, mv);
    }
    let end = last.as_array().unwrap().last().unwrap().clone();
    assert_eq!(end["type"], "game-over");
    assert_eq!(end["winner"], "B");
    assert_eq!(end["reason"], "no-seeds-A");
    assert_eq!(end["text"], "A has no seeds left");
    let v = view(&game);
    assert_eq!(v["over"], true);
    assert_eq!(v["phase"], "over");
    assert_eq!(v["winner"], "B");
    assert_eq!(v["reason_code"], "no-seeds-A");
    assert_eq!(v["legal_moves"], json!([]));
    assert!(game.record().ends_with("result: B (no-seeds-A)\n"));

    assert_eq!(
        err(game.play(text("2B"))),
        "2B cannot be played: the game is over"
    );
    for hole in ["2B", "5A"] {
        assert_eq!(
            to_json(&ok(game.hole_status(text(hole))))["code"],
            "game-over"
        );
    }
    assert!(game.undo());
    assert_eq!(view(&game)["over"], false);
}

#[wasm_bindgen_test]
fn garbage_records_are_refused_with_the_line_or_move() {
    let cases: [(&str, &str); 6] = [
        ("", "a record starts with game: and the game key"),
        ("garbage", "line 1: expected key: value"),
        ("game: chess", "line 1: unknown game \"chess\""),
        (
            "game: sokusowo\nmoves: 1B 1B",
            "move 2 (1B): 1B cannot be played: 1B belongs to B",
        ),
        (
            "game: sokusowo\nmoves: 1B\nresult: A (target-A)",
            "the record says result",
        ),
        (
            "game: sokusowo\ncolour: red",
            "line 2: unknown key \"colour\"",
        ),
    ];
    for (record, expected) in cases {
        let why = err(Game::from_record(text(record)));
        assert!(why.contains(expected), "{record:?}: {why}");
    }
    assert_eq!(
        err(Game::from_record(JsValue::from(42))),
        "a game record must be a string, not the number 42"
    );
    let huge = "x".repeat(10_000_000);
    assert_eq!(
        err(Game::from_record(text(&huge))),
        "a game record is at most 262144 characters, this one has 10000000"
    );
    // Just under the limit, the rules crate reads (and refuses) it.
    let long = format!("game: sokusowo\nmoves:{}", " 1B".repeat(80_000));
    assert!(err(Game::from_record(text(&long))).contains("move 2"));
}

#[wasm_bindgen_test]
fn garbage_positions_are_refused() {
    let cases: [(&str, &str); 4] = [
        ("", "empty position"),
        ("sokusowo", "expected the holes after the game key"),
        ("sokusowo 4,4,4,4,4,4/4,4,4,4,4,5 B", "48 seeds"),
        ("sokusowo 4,4,4,4,4/4,4,4,4,4,4 B", "6 holes per player"),
    ];
    for (position, expected) in cases {
        let why = err(Game::from_position(text(position)));
        assert!(why.contains(expected), "{position:?}: {why}");
    }
    assert_eq!(
        err(Game::from_position(JsValue::NULL)),
        "a position text must be a string, not null"
    );
    let huge = "sokusowo ".to_string() + &"4,".repeat(1_000_000);
    assert_eq!(
        err(Game::from_position(text(&huge))),
        "a position text is at most 1024 characters, this one has 2000009"
    );
}

/// Every cut and many byte-level mutations of real records and positions
/// are read without a trap: each gives a game or an Error.
#[wasm_bindgen_test]
fn mangled_records_never_trap() {
    let mut game = new_game("anywoli");
    play_some(&mut game, 20);
    let texts = [game.record(), game.position_text()];
    let mut seed: u32 = 0x9e37_79b9;
    let mut random = move |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 17;
        seed ^= seed << 5;
        seed as usize % n
    };
    let alphabet: Vec<char> = "0123456789AB+:/,= -\n#abcrz\u{0}é".chars().collect();
    let mut read = 0;
    for original in &texts {
        let chars: Vec<char> = original.chars().collect();
        let mut variants: Vec<String> = (0..chars.len())
            .map(|cut| chars[..cut].iter().collect())
            .collect();
        for _ in 0..300 {
            let mut mutated = chars.clone();
            for _ in 0..1 + random(3) {
                let at = random(mutated.len());
                match random(3) {
                    0 => mutated[at] = alphabet[random(alphabet.len())],
                    1 => {
                        mutated.remove(at);
                    }
                    _ => mutated.insert(at, alphabet[random(alphabet.len())]),
                }
            }
            variants.push(mutated.into_iter().collect());
        }
        for variant in &variants {
            let record = Game::from_record(text(variant));
            let position = Game::from_position(text(variant));
            for result in [record, position] {
                match result {
                    Ok(game) => assert!(!game.position_text().is_empty()),
                    Err(e) => assert!(!message(e).is_empty(), "{variant:?}"),
                }
                read += 1;
            }
        }
    }
    assert!(read > 1000);
}

const GAME_TYPES: &str = include_str!("../src/types.d.ts");

#[wasm_bindgen_test]
fn typescript_types_match_the_values() {
    let mut game = new_game("anywoli");
    play_some(&mut game, 3);
    let v = view(&game);
    assert_eq!(keys(&v), declared_fields(GAME_TYPES, "View"));
    assert_eq!(
        keys(&v["holes"][0]),
        declared_fields(GAME_TYPES, "HoleView")
    );
    let status = ok(new_game("anywoli").hole_status(text("1A")));
    assert_eq!(
        keys(&to_json(&status)),
        declared_fields(GAME_TYPES, "HoleStatus")
    );

    // Each event's keys match its member of the GameEvent union.
    let mut seen = 0;
    for key in ["sulus-aidi", "sokusowo", "sadeqa-ii", "anywoli"] {
        let mut game = new_game(key);
        for i in 0..40 {
            let legal = strings(&view(&game)["legal_moves"]);
            if legal.is_empty() {
                break;
            }
            for event in play(&mut game, &legal[(i * 5 + 1) % legal.len()])
                .as_array()
                .unwrap()
            {
                let kind = event["type"].as_str().unwrap();
                let member = format!("{{ type: '{kind}';");
                let line = GAME_TYPES
                    .lines()
                    .find(|l| l.contains(&member))
                    .unwrap_or_else(|| panic!("{kind} declared"));
                let mut declared: Vec<String> = line
                    [line.find('{').unwrap() + 1..line.rfind('}').unwrap()]
                    .split(';')
                    .filter_map(|f| f.split_once(':'))
                    .map(|(name, _)| name.trim().to_string())
                    .collect();
                declared.sort();
                assert_eq!(keys(event), declared, "{event}");
                seen += 1;
            }
        }
    }
    assert!(seen > 100);

    // Maps arrive as plain objects and absent values as null.
    let raw = ok(game.view());
    let board = Reflect::get(&raw, &text("board")).unwrap();
    assert_eq!(
        Object::get_prototype_of(&board),
        Object::get_prototype_of(&Object::new())
    );
    assert!(Reflect::get(&raw, &text("winner")).unwrap().is_null());
}

/// Every error crosses with a code and named arguments, so the page can
/// word it in its player's language; the codes are the ones
/// `Game.errorCodes()` lists.
#[wasm_bindgen_test]
fn errors_carry_codes_and_arguments_the_page_words() {
    let codes = to_json(&ok(Game::error_codes()));
    let listed =
        |group: &str, code: &str| codes[group].as_array().unwrap().iter().any(|c| c == code);
    let mut game = new_game("sokusowo");
    ok(game.play(text("1B")));
    let cases: Vec<(&str, (String, Value), Value)> = vec![
        (
            "blocked",
            refusal(game.play(text("1B"))),
            json!({"hole": "1B", "owner": "B", "player": "A"}),
        ),
        (
            "engine",
            refusal(game.play(text("9A"))),
            json!({"game": "sokusowo", "hole": "9A", "max": "6"}),
        ),
        (
            "engine",
            refusal(Game::from_record(text("game: sokusowo\nmoves: 1B 1B"))),
            json!({"ply": "2", "move": "1B", "why": "not-yours", "hole": "1B", "owner": "B", "player": "A", "at": "26"}),
        ),
        (
            "engine",
            refusal(Game::from_position(text(
                "sokusowo 4,4,4,4,4,4/4,4,4,4,4,3 B",
            ))),
            json!({"game": "sokusowo", "total": "48", "found": "47", "at": "1"}),
        ),
        (
            "engine",
            refusal(Game::new(JsValue::from(5), JsValue::UNDEFINED)),
            json!({"what": "game-key", "found": "number"}),
        ),
        (
            "engine",
            refusal(Game::new(text("anywoli"), parse(r#"{"stallLimit": 0}"#))),
            json!({"what": "stallLimit", "min": "1", "max": "10000", "found": "0"}),
        ),
        (
            "engine",
            refusal(Game::new(text("anywoli"), parse(r#"{"colour": 1}"#))),
            json!({"found": "\"colour\""}),
        ),
    ];
    let expected_codes = [
        "not-yours",
        "no-such-hole",
        "illegal-move",
        "seed-total",
        "not-a-string",
        "bad-number",
        "unknown-option",
    ];
    for ((group, (code, args), expected), want) in cases.into_iter().zip(expected_codes) {
        assert_eq!(code, want);
        assert!(
            listed(group, &code),
            "{code} is not in errorCodes().{group}"
        );
        assert_eq!(args, expected, "{code}");
    }
}

/// A preview gives exactly the events the move would give, and changes
/// nothing; an illegal move is refused like `play`.
#[wasm_bindgen_test]
fn preview_shows_a_move_without_playing_it() {
    for key in ["sulus-aidi", "sokusowo", "sadeqa-ii", "anywoli"] {
        let mut game = new_game(key);
        for _ in 0..30 {
            let moves = legal_moves(&game);
            let Some(mv) = moves.get(moves.len() / 2) else {
                break;
            };
            let before = view(&game);
            let preview = to_json(&ok(game.preview(text(mv))));
            assert_eq!(
                view(&game),
                before,
                "{key} {mv}: the preview changed the game"
            );
            let played = play(&mut game, mv);
            assert_eq!(preview, played, "{key} {mv}");
        }
        let over_or_not = view(&game);
        if over_or_not["over"] == false {
            assert!(refusal(game.preview(text("99Z"))).0 == "bad-hole");
        }
    }
}

/// A lesson step's judgement crosses as plain data whose keys are the
/// declared ones: the facts of the move and each reason's code with what
/// was stated and what the move does; a task that does not read is refused
/// with `bad-lesson-task` and its reason, an illegal move like `preview`.
#[wasm_bindgen_test]
fn lesson_moves_are_judged_by_the_engine() {
    let start = text("sokusowo 4,4,4,4,4,4/4,4,4,4,4,4 B captured=0,0");
    let judge =
        |task: &str, mv: &str| Game::judge_lesson_move(start.clone(), parse(task), text(mv));
    let right = to_json(&ok(judge(r#"{"play": "1B"}"#, "1B")));
    assert_eq!(right["misses"], json!([]));
    let facts = &right["facts"];
    assert_eq!(keys(facts), declared_fields(GAME_TYPES, "MoveFacts"));
    assert_eq!(
        (
            &facts["move"],
            &facts["mover"],
            &facts["lifted"],
            &facts["ends"],
            &facts["put_aside"]
        ),
        (
            &json!("1B"),
            &json!("B"),
            &json!(["1B", "4B", "2A", "6A"]),
            &json!("4B"),
            &json!(4)
        )
    );
    assert_eq!(
        facts["after"],
        "sokusowo 1,6,6,1,5,5/5,0,5,5,5,0 A captured=4,0"
    );
    assert_eq!(facts["race_ticks"], json!({"B": null, "A": null}));

    let wrong = to_json(&ok(judge(r#"{"play": "1B"}"#, "2B")));
    assert_eq!(wrong["misses"], json!([{"code": "play", "asked": "1B"}]));
    // The whole step may be handed in: its other keys are ignored.
    let step =
        r#"{"title": {"en": "t"}, "find": {"ends": "4B", "put_aside": 3}, "answers": ["1B"]}"#;
    let found = to_json(&ok(judge(step, "2B")));
    assert_eq!(
        found["misses"],
        json!([
            {"code": "ends", "stated": "4B", "actual": "5B"},
            {"code": "put-aside", "stated": 3, "actual": 4},
        ])
    );

    let codes = to_json(&ok(Game::error_codes()));
    let listed = |code: &str| {
        codes["engine"]
            .as_array()
            .unwrap()
            .iter()
            .any(|c| c == code)
    };
    for (task, reason) in [
        (r#"{"find": {"put_asid": 4}}"#, "bad-property"),
        (r#"{"find": {"laps": 4, "put_asid": 4}}"#, "bad-property"),
        (
            r#"{"find": {"captures": [{"hole": "1A", "seeds": 4, "to": "B", "kind": "mid-sow", "x": 1}]}}"#,
            "bad-property",
        ),
        (
            r#"{"find": {"race_ticks": {"B": 1, "A": 2, "C": 3}}}"#,
            "bad-property",
        ),
        (r#"{"find": {"laps": "four"}}"#, "not-a-task"),
        (
            r#"{"find": {"after": "sokusowo 1,6,6,1,5,5/5,0,5,5,5,0 A captured=4,0"}}"#,
            "after-in-find",
        ),
        (r#"{"find": {"ends": "7B"}}"#, "bad-property"),
        (r#"{"play": "1B", "find": {"laps": 4}}"#, "play-and-find"),
        (r#"{}"#, "no-task"),
    ] {
        let judged = judge(task, "1B");
        assert!(judged.is_err(), "{task} is refused");
        let (code, args) = refusal(judged);
        assert_eq!(
            (code.as_str(), &args),
            ("bad-lesson-task", &json!({"reason": reason})),
            "{task}"
        );
        assert!(listed(&code));
    }
    assert_eq!(refusal(judge(r#"{"play": "1B"}"#, "1A")).0, "not-yours");
}
