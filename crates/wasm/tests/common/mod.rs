//! Helpers shared by the browser test files: build JS arguments, read
//! results back as JSON (what JavaScript sees), and unwrap JS errors into
//! their messages.
// Each test file is its own crate and uses only some of these.
#![allow(dead_code)]

use js_sys::JSON;
use mancala_wasm::Game;
use serde_json::Value;
use wasm_bindgen::{JsCast, JsValue};

pub fn text(s: &str) -> JsValue {
    JsValue::from_str(s)
}

/// A JS value built from JSON text, e.g. an options object.
pub fn parse(json_text: &str) -> JsValue {
    JSON::parse(json_text).expect("test JSON is valid")
}

pub fn to_json(value: &JsValue) -> Value {
    let text: String = JSON::stringify(value).expect("plain data").into();
    serde_json::from_str(&text).expect("JSON.stringify output is JSON")
}

pub fn message(error: impl Into<JsValue>) -> String {
    let value: JsValue = error.into();
    let error: &js_sys::Error = value.dyn_ref().expect("every error is a JS Error");
    error.message().into()
}

/// The `code` and `args` a page words an error from.
pub fn code_and_args(error: impl Into<JsValue>) -> (String, Value) {
    let value: JsValue = error.into();
    let get = |name: &str| js_sys::Reflect::get(&value, &JsValue::from_str(name)).unwrap();
    let code = get("code").as_string().expect("every error has a code");
    (code, to_json(&get("args")))
}

pub fn ok<T, E: Into<JsValue>>(result: Result<T, E>) -> T {
    result.unwrap_or_else(|e| panic!("unexpected error: {}", message(e)))
}

pub fn err<T, E: Into<JsValue>>(result: Result<T, E>) -> String {
    match result {
        Ok(_) => panic!("expected an error"),
        Err(e) => message(e),
    }
}

/// The code and arguments of the error `result` must be.
pub fn refusal<T, E: Into<JsValue>>(result: Result<T, E>) -> (String, Value) {
    match result {
        Ok(_) => panic!("expected an error"),
        Err(e) => code_and_args(e),
    }
}

pub fn new_game(key: &str) -> Game {
    ok(Game::new(text(key), JsValue::UNDEFINED))
}

pub fn view(game: &Game) -> Value {
    to_json(&ok(game.view()))
}

pub fn play(game: &mut Game, mv: &str) -> Value {
    to_json(&ok(game.play(text(mv))))
}

pub fn strings(values: &Value) -> Vec<String> {
    values
        .as_array()
        .expect("an array")
        .iter()
        .map(|v| v.as_str().expect("a string").to_string())
        .collect()
}

/// The string field `key` of each object in an array.
pub fn field_of_each(objects: &Value, key: &str) -> Vec<String> {
    let values: Vec<Value> = objects
        .as_array()
        .expect("an array")
        .iter()
        .map(|object| object[key].clone())
        .collect();
    strings(&Value::Array(values))
}

/// The legal moves of the current position.
pub fn legal_moves(game: &Game) -> Vec<String> {
    strings(&view(game)["legal_moves"])
}

/// The names inside `interface NAME { … }` of published TypeScript types.
pub fn declared_fields(types: &str, interface: &str) -> Vec<String> {
    let head = format!("interface {interface} {{");
    let start = types.find(&head).expect("interface declared") + head.len();
    let body = &types[start..start + types[start..].find('}').expect("closed")];
    let mut names: Vec<String> = body
        .split(';')
        .filter_map(|field| field.split_once(':'))
        .map(|(name, _)| name.trim().trim_end_matches('?').to_string())
        .collect();
    names.sort();
    names
}

/// An object's keys, sorted.
pub fn keys(value: &Value) -> Vec<String> {
    let mut keys: Vec<String> = value
        .as_object()
        .expect("an object")
        .keys()
        .cloned()
        .collect();
    keys.sort();
    keys
}
