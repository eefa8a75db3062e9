//! Errors for JavaScript: a JS `Error` with the English message, and on it
//! `code` and `args` (an object of strings) for a page that words the
//! error in its player's language (www/i18n, `engine.*` and `blocked.*`).

use std::fmt;

use js_sys::{Object, Reflect};
use mancala_rules::{ParseError, PlayError};
use wasm_bindgen::JsValue;

/// The codes this layer adds to the rules' own (`ERROR_CODES`): JS
/// arguments of the wrong type or out of range, and a lesson step's task
/// that does not read (`Game.judgeLessonMove`).
pub const BOUNDARY_CODES: &[&str] = &[
    "not-a-string",
    "bad-number",
    "bad-options",
    "unknown-option",
    "bad-option",
    "bad-lesson-task",
    "internal",
];

/// An error on its way to JavaScript.
#[derive(Debug)]
pub struct Refusal {
    code: &'static str,
    args: Vec<(&'static str, String)>,
    message: String,
}

impl Refusal {
    pub fn new(code: &'static str, message: impl Into<String>) -> Self {
        debug_assert!(
            BOUNDARY_CODES.contains(&code) || mancala_rules::ERROR_CODES.contains(&code),
            "unlisted error code {code}"
        );
        Refusal {
            code,
            args: Vec::new(),
            message: message.into(),
        }
    }

    pub fn arg(mut self, name: &'static str, value: impl fmt::Display) -> Self {
        self.args.push((name, value.to_string()));
        self
    }

    /// Something that cannot happen with the values this crate writes.
    pub fn internal(message: impl Into<String>) -> Self {
        Refusal::new("internal", message)
    }

    /// A text that did not read, where "at character N" helps (records,
    /// position texts).
    pub fn at(error: ParseError) -> Self {
        let message = error.to_string();
        let at = error.at + 1;
        Refusal {
            message,
            ..Refusal::from(error)
        }
        .arg("at", at)
    }
}

/// A short text (a key, a label) that did not read: its message alone.
impl From<ParseError> for Refusal {
    fn from(error: ParseError) -> Self {
        Refusal {
            code: error.code,
            args: error.args,
            message: error.message,
        }
    }
}

/// An illegal move carries its rule's code (`blocked.*` in the page).
impl From<PlayError> for Refusal {
    fn from(error: PlayError) -> Self {
        let message = match &error {
            // A single move has no "character N" worth telling a player.
            PlayError::Parse(e) => e.message.clone(),
            PlayError::Illegal { .. } => error.to_string(),
        };
        Refusal {
            code: error.code(),
            args: error.args(),
            message,
        }
    }
}

impl From<serde_wasm_bindgen::Error> for Refusal {
    fn from(error: serde_wasm_bindgen::Error) -> Self {
        Refusal::internal(error.to_string())
    }
}

impl From<Refusal> for JsValue {
    fn from(refusal: Refusal) -> JsValue {
        let error = js_sys::Error::new(&refusal.message);
        let args = Object::new();
        // Setting a property of a plain new object cannot fail.
        for (name, value) in &refusal.args {
            let _ = Reflect::set(&args, &JsValue::from_str(name), &JsValue::from_str(value));
        }
        let _ = Reflect::set(
            &error,
            &JsValue::from_str("code"),
            &JsValue::from_str(refusal.code),
        );
        let _ = Reflect::set(&error, &JsValue::from_str("args"), &args);
        error.into()
    }
}

/// So that code still returning `JsError` can use `?` (the code is then lost).
impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Refusal {}
