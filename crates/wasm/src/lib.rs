//! The rules engine for JavaScript: one `Game` class whose methods take and
//! return plain JS values. See `API.md` next to this crate.
//!
//! This layer only converts: it checks every JS argument (type, length,
//! option keys) and turns every failure into a JS `Error` with a readable
//! message. All rules, views and texts come from `mancala_rules`. Nothing
//! here can panic, so no panic hook is installed.

use js_sys::{Array, JsString, Number};
use mancala_rules::{self as rules, MAX_RECORD_LEN};
use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

mod errors;
#[cfg(feature = "lessons")]
mod lesson;
#[cfg(feature = "page")]
mod page;
pub use errors::{BoundaryCode, Code, Refusal, BOUNDARY_CODES};

/// Talc instead of Rust's default dlmalloc: about 3 KB less gzipped wasm in
/// each module (the AI worker's takes it from this crate) and no slower.
#[cfg(all(not(target_feature = "atomics"), target_family = "wasm"))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

/// The computer's levels a player is offered, weakest first, for the page
/// to offer before its AI worker has loaded. This crate holds no AI, so it
/// names them; crates/wasm-ai's tests check they are `mancala_ai`'s
/// `Level::FOR_PLAYERS`.
pub const LEVELS: &[&str] = &["beginner", "intermediate", "expert"];

/// Longest move or hole label read; real ones have at most 7 characters
/// (`12B+12A`). Longer strings are refused before they are copied.
pub const MAX_MOVE_LEN: usize = 64;

/// TypeScript types of the plain values this API takes and returns, for the
/// front end's type check.
#[wasm_bindgen(typescript_custom_section)]
const TYPES: &str = include_str!("types.d.ts");

/// `GameKey`, `EngineCode`, `BlockedCode` and `EndKind`, written by
/// build.rs from the rules' lists of games, codes and ends.
#[wasm_bindgen(typescript_custom_section)]
const LISTS: &str = include_str!(concat!(env!("OUT_DIR"), "/lists.d.ts"));

/// A game in progress, with its history for undo and redo.
#[wasm_bindgen]
pub struct Game {
    inner: rules::Game,
}

#[wasm_bindgen]
impl Game {
    /// Reads a game record (the format `record()` writes) and replays it.
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(
        #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    ) -> Result<Game, Refusal> {
        let text = text_arg(&text, "record", MAX_RECORD_LEN)?;
        let inner = text.parse().map_err(Refusal::at)?;
        Ok(Game { inner })
    }

    /// The game key, e.g. `anywoli`.
    #[wasm_bindgen(getter, unchecked_return_type = "GameKey")]
    pub fn variant(&self) -> String {
        self.inner.variant().key().to_string()
    }

    /// Seeds on the board (not captured): the worker asks it to know
    /// whether an endgame table is near, without building a view.
    #[wasm_bindgen(getter, js_name = seedsOnBoard)]
    pub fn seeds_on_board(&self) -> u8 {
        self.inner.position().seeds_on_board()
    }

    /// Moves played so far (those undone not counted).
    #[wasm_bindgen(getter, js_name = moveCount)]
    pub fn move_count(&self) -> usize {
        self.inner.moves().len()
    }
}

/// For the computer player's module (crates/wasm-ai), which takes this
/// crate's `Game` and argument checks; not part of the JS API.
impl Game {
    pub fn rules_game(&self) -> &rules::Game {
        &self.inner
    }
}

/// Plain JS data: objects for maps and structs, `null` for `None`.
///
/// Written as JSON and read by the browser's `JSON.parse`: serde_json's
/// writer is a fraction of the wasm that serde-wasm-bindgen's serializer
/// takes (one import call per field and value), and the values are the same.
pub fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, Refusal> {
    let text = serde_json::to_string(value)
        .map_err(|_| Refusal::internal("a value could not be written as JSON"))?;
    js_sys::JSON::parse(&text).map_err(|_| Refusal::internal("a value could not be read as JSON"))
}

/// A string argument, refused before copying when longer than `max_len`
/// (UTF-16 units never outnumber UTF-8 bytes, so nothing the rules would
/// accept is refused here).
/// `what` names the argument for the page (`move`, `record`…; see [`english`]).
pub fn text_arg(value: &JsValue, what: &'static str, max_len: usize) -> Result<String, Refusal> {
    let Some(js_string) = value.dyn_ref::<JsString>() else {
        return Err(Refusal::boundary(
            BoundaryCode::NotAString,
            format!(
                "{} must be a string, not {}",
                english(what),
                describe(value)
            ),
        )
        .arg("what", what)
        .arg("found", kind(value)));
    };
    let len = js_string.length() as usize;
    if len > max_len {
        return Err(Refusal::new(
            Code::Text(rules::ReadCode::TooLong.into()),
            format!(
                "{} is at most {max_len} characters, this one has {len}",
                english(what)
            ),
        )
        .arg("what", what)
        .arg("max", max_len)
        .arg("len", len));
    }
    Ok(String::from(js_string))
}

/// An argument's name in an English message.
fn english(what: &str) -> &'static str {
    match what {
        "game-key" => "the game key",
        "record" => "a game record",
        "position" => "a position text",
        "move" => "a move",
        "hole" => "a hole label",
        "level" => "the level",
        "seed" => "the seed",
        "node-budget" => "the node budget",
        "ply" => "the move number",
        "player" => "the player",
        "stallLimit" => "option stallLimit",
        _ => "the value",
    }
}

/// The JS type of a value, as a word the page can show in any language.
fn kind(value: &JsValue) -> &'static str {
    if value.is_null() {
        "null"
    } else if Array::is_array(value) {
        "array"
    } else {
        match value.js_typeof().as_string().as_deref() {
            Some("string") => "string",
            Some("number") => "number",
            Some("boolean") => "boolean",
            Some("undefined") => "undefined",
            Some("bigint") => "bigint",
            Some("symbol") => "symbol",
            Some("function") => "function",
            _ => "object",
        }
    }
}

/// A JS value named for an error message, without quoting huge strings.
pub fn describe(value: &JsValue) -> String {
    if let Some(s) = value.as_string() {
        return format!("the string {}", quote(&s));
    }
    if let Some(n) = value.dyn_ref::<Number>() {
        return match n.to_string_with_radix(10) {
            Ok(text) => format!("the number {}", String::from(text)),
            Err(_) => "a number".to_string(),
        };
    }
    if value.is_null() {
        return "null".to_string();
    }
    if value.is_undefined() {
        return "undefined".to_string();
    }
    if Array::is_array(value) {
        return "an array".to_string();
    }
    match value.js_typeof().as_string() {
        Some(kind) if kind == "object" => "an object".to_string(),
        Some(kind) => format!("a {kind}"),
        None => "a value of unknown type".to_string(),
    }
}

/// A whole number from `min` to `max` (at most 2^53: JS numbers are doubles).
pub fn whole_number(
    value: &JsValue,
    what: &'static str,
    min: u64,
    max: u64,
) -> Result<u64, Refusal> {
    value
        .as_f64()
        .filter(|n| n.fract() == 0.0 && (min as f64..=max as f64).contains(n))
        .map(|n| n as u64)
        .ok_or_else(|| {
            Refusal::boundary(
                BoundaryCode::BadNumber,
                format!(
                    "{} must be a whole number from {min} to {max}, not {}",
                    english(what),
                    describe(value)
                ),
            )
            .arg("what", what)
            .arg("min", min)
            .arg("max", max)
            .arg("found", describe_short(value))
        })
}

/// A value as short text for the page: a number or string as written,
/// other values by their type.
fn describe_short(value: &JsValue) -> String {
    match value.as_string() {
        Some(s) => quote(&s),
        None => match value
            .dyn_ref::<Number>()
            .map(|n| n.to_string_with_radix(10))
        {
            Some(Ok(text)) => String::from(text),
            _ => kind(value).to_string(),
        },
    }
}

/// `s` in quotes, shortened so a huge input cannot flood a message.
pub fn quote(s: &str) -> String {
    const MAX_CHARS: usize = 24;
    if s.chars().count() <= MAX_CHARS {
        format!("{s:?}")
    } else {
        let start: String = s.chars().take(MAX_CHARS).collect();
        format!("{start:?}… ({} characters)", s.chars().count())
    }
}
