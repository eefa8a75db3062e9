//! The computer player's JS API in a real browser (headless Chromium via
//! wasm-pack test): every level plays a game to its end, the Sulus Aidi
//! opening choice is the computer's own, the hint's proven outcomes, the
//! search's budget, the values' shapes against `ai.d.ts`, and bad input
//! answered with a readable `Error`.
#![cfg(target_arch = "wasm32")]

// The rules module's test helpers (this crate takes its `Game`).
#[path = "../../wasm/tests/common/mod.rs"]
mod common;

use common::*;
use mancala_wasm_ai::{search_speed, Computer, Game};
use serde_json::Value;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn computer(level: &str) -> Computer {
    ok(Computer::new(text(level), JsValue::from_f64(7.0)))
}

fn to_move(game: &Game) -> JsValue {
    text(
        to_json(&ok(game.view()))["to_move"]
            .as_str()
            .expect("a player"),
    )
}

#[wasm_bindgen_test]
fn every_level_plays_legal_moves_to_the_end_of_a_sokusowo_game() {
    for level in ["beginner", "intermediate", "expert", "random", "uct"] {
        let mut ai = computer(level);
        assert_eq!(ai.level(), level);
        let mut game = ok(Game::new(text("sokusowo"), JsValue::UNDEFINED));
        for _ in 0..60 {
            if to_json(&ok(game.view()))["over"] == Value::Bool(true) {
                break;
            }
            let hole = ok(ai.choose(&game, to_move(&game)));
            assert!(legal_moves(&game).contains(&hole), "{level} chose {hole}");
            ok(game.play(text(&hole)));
        }
        assert_eq!(to_json(&ok(game.view()))["over"], Value::Bool(true));
        assert!(err(ai.choose(&game, text("A"))).contains("the game is over"));
    }
}

#[wasm_bindgen_test]
fn the_computer_picks_its_own_sulus_aidi_opening_hole() {
    let game = ok(Game::new(text("sulus-aidi"), JsValue::UNDEFINED));
    for player in ["A", "B"] {
        let hole = ok(computer("intermediate").choose(&game, text(player)));
        assert!(
            hole.ends_with(player),
            "{player} picks its own hole, not {hole}"
        );
        let status = ok(game.hole_status(text(&hole)));
        assert!(status.is_null(), "{hole} may be chosen");
    }
}

#[wasm_bindgen_test]
fn the_hint_proves_the_sokusowo_start_a_win_by_eight() {
    let game = ok(Game::new(text("sokusowo"), JsValue::UNDEFINED));
    let hint = to_json(&ok(computer("beginner").hint(&game, text("B"))));
    let best = hint["best"].as_str().expect("best is a label");
    let holes = hint["holes"].as_array().expect("holes is an array");
    assert_eq!(holes.len(), legal_moves(&game).len());
    let of_best = holes
        .iter()
        .find(|h| h["hole"] == best)
        .expect("the best hole has an entry");
    assert_eq!(of_best["outcome"], "win");
    assert_eq!(of_best["margin"], 8);
    for hole in holes {
        assert!(["win", "draw", "loss"].contains(&hole["outcome"].as_str().unwrap_or("")));
    }
}

#[wasm_bindgen_test]
fn search_speed_reports_its_nodes() {
    let mut game = ok(Game::new(text("anywoli"), JsValue::UNDEFINED));
    ok(game.play(text("1B")));
    let report = to_json(&ok(search_speed(&game, JsValue::from_f64(2000.0))));
    let nodes = report["nodes"].as_u64().expect("nodes is a number");
    assert!((2000..2200).contains(&nodes), "about the budget: {nodes}");
    assert!(legal_moves(&game).contains(&report["best"].as_str().unwrap_or("").to_string()));
    let race = ok(Game::new(text("sulus-aidi"), JsValue::UNDEFINED));
    assert!(err(search_speed(&race, JsValue::from_f64(10.0))).contains("opening race"));
}

const COMPUTER_TYPES: &str = include_str!("../src/ai.d.ts");

/// The computer's move for whoever moves now (both hands in the Sulus Aidi race).
fn computer_move(computer: &mut Computer, game: &Game) -> String {
    let v = view(game);
    if v["phase"] == "race" {
        let b = ok(computer.choose(game, text("B")));
        let a = ok(computer.choose(game, text("A")));
        format!("{b}+{a}")
    } else {
        ok(computer.choose(game, text(v["to_move"].as_str().unwrap())))
    }
}

#[wasm_bindgen_test]
fn computer_plays_legal_moves_in_every_game() {
    for key in ["sulus-aidi", "sokusowo", "sadeqa-ii", "anywoli"] {
        let mut game = new_game(key);
        let mut computer = ok(Computer::new(text("beginner"), JsValue::from(7)));
        assert_eq!(computer.level(), "beginner");
        for _ in 0..12 {
            let v = view(&game);
            if v["over"] == true {
                break;
            }
            let mv = computer_move(&mut computer, &game);
            assert!(strings(&v["legal_moves"]).contains(&mv), "{key}: {mv}");
            play(&mut game, &mv);
        }
        assert!(!view(&game)["moves"].as_array().unwrap().is_empty());
    }
}

#[wasm_bindgen_test]
fn computer_hint_and_search_report_plain_values() {
    // Few seeds left: the Sadeqa II solver proves every hole.
    let game = ok(Game::from_position(text(
        "sadeqa-ii 0,1,0,0,0,1/0,0,1,0,0,1 B captured=16,16",
    )));
    let mut computer = ok(Computer::new(text("expert"), JsValue::from(1)));
    ok(computer.set_expert_nodes(JsValue::from(2000)));
    let hint = to_json(&ok(computer.hint(&game, text("B"))));
    assert_eq!(keys(&hint), declared_fields(COMPUTER_TYPES, "ComputerHint"));
    let legal = strings(&view(&game)["legal_moves"]);
    assert!(
        legal.contains(&hint["best"].as_str().unwrap().to_string()),
        "{hint}"
    );
    let holes = hint["holes"].as_array().unwrap();
    assert_eq!(field_of_each(&hint["holes"], "hole"), legal);
    for hole in holes {
        assert_eq!(keys(hole), declared_fields(COMPUTER_TYPES, "HoleOutcome"));
        assert!(
            ["win", "draw", "loss"].contains(&hole["outcome"].as_str().unwrap()),
            "{hole}"
        );
    }

    let anywoli = new_game("anywoli");
    let report = to_json(&ok(search_speed(&anywoli, JsValue::from(500))));
    assert_eq!(
        keys(&report),
        declared_fields(COMPUTER_TYPES, "SearchResult")
    );
    assert!(report["nodes"].as_u64().unwrap() > 0);
    let legal = strings(&view(&anywoli)["legal_moves"]);
    assert!(legal.contains(&report["best"].as_str().unwrap().to_string()));
    let race = new_game("sulus-aidi");
    assert!(err(search_speed(&race, JsValue::from(500))).contains("nothing to search"));
}

#[wasm_bindgen_test]
fn computer_names_bad_input() {
    assert_eq!(
        err(Computer::new(text("grandmaster"), JsValue::from(1))),
        "unknown level \"grandmaster\": expected beginner, intermediate, expert, random or uct"
    );
    assert_eq!(
        err(Computer::new(JsValue::from(3), JsValue::from(1))),
        "the level must be a string, not the number 3"
    );
    assert_eq!(
        err(Computer::new(text("beginner"), JsValue::from(-1))),
        "the seed must be a whole number from 0 to 9007199254740991, not the number -1"
    );
    assert_eq!(
        err(Computer::new(text("beginner"), text("7"))),
        "the seed must be a whole number from 0 to 9007199254740991, not the string \"7\""
    );
    let mut computer = ok(Computer::new(text("intermediate"), JsValue::from(3)));
    assert_eq!(
        err(computer.set_expert_nodes(JsValue::from(1.5))),
        "the node budget must be a whole number from 0 to 100000000, not the number 1.5"
    );
    let game = new_game("sokusowo");
    assert_eq!(
        err(computer.choose(&game, text("C"))),
        "the player must be 'A' or 'B', not the string \"C\""
    );
    let not_yours = err(computer.choose(&game, text("A")));
    assert!(not_yours.contains("turn"), "{not_yours}");
    let finished = ok(Game::from_position(text(
        "sadeqa-ii 0,10,4,0,1,1/0,0,0,0,0,0 over captured=11,9 result=B:no-seeds-A",
    )));
    assert_eq!(
        err(computer.choose(&finished, text("B"))),
        "the game is over: there is no move to choose"
    );
    // Still usable after every refusal.
    let mv = computer_move(&mut computer, &game);
    assert!(strings(&view(&game)["legal_moves"]).contains(&mv));
}

#[wasm_bindgen_test]
fn the_review_of_a_ply_is_the_ai_crates_and_names_bad_input() {
    let mut computer = computer("expert");
    let game = ok(Game::from_record(text("game: sokusowo\nmoves: 1B")));
    let reviews = to_json(&ok(computer.review_ply(
        &game,
        JsValue::from(0),
        JsValue::from(50_000),
    )));
    let reviews = reviews.as_array().expect("an array of reviews");
    assert_eq!(reviews.len(), 1);
    let review = &reviews[0];
    // From the start 5B wins by 8 (the solved value); 1B is worth less.
    assert_eq!(review["ply"], 1);
    assert_eq!(review["player"], "B");
    assert_eq!(review["played"], "1B");
    assert_eq!(review["best"], "5B");
    assert_eq!(review["bestValue"]["result"], "win");
    assert_eq!(review["bestValue"]["margin"], 8);
    assert_eq!(review["exact"], true);
    assert_ne!(review["class"], "best");
    assert_eq!(review["moves"].as_array().map(Vec::len), Some(6));
    assert_eq!(
        err(computer.review_ply(&game, JsValue::from(1), JsValue::from(50_000))),
        "the move number must be a whole number from 0 to 0, not the number 1"
    );
    assert_eq!(
        err(computer.review_ply(&game, JsValue::from(0), JsValue::from(0))),
        "the node budget must be a whole number from 1 to 10000000, not the number 0"
    );
}
