//! The computer player's JS API in a real browser (headless Chromium via
//! wasm-pack test), beyond the shapes and errors `web.rs` checks: every
//! level plays a game to its end, the Sulus Aidi opening choice is the
//! computer's own, the hint's proven outcomes, and the search's budget.
#![cfg(target_arch = "wasm32")]

mod common;

use common::*;
use mancala_wasm::{search_speed, Computer, Game};
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
