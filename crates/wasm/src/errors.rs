//! Errors for JavaScript: a JS `Error` with the English message, and on it
//! `code` and `args` (an object of strings) for a page that words the
//! error in its player's language (www/i18n, `engine.*` and `blocked.*`).

use std::fmt;

use js_sys::{Object, Reflect};
use mancala_rules::{ErrorCode, IllegalMove, ParseError, PlayError};
use wasm_bindgen::JsValue;

/// The codes this layer adds to the rules' own: JS arguments of the wrong
/// type or out of range. Its own file, so build.rs lists them in the
/// TypeScript `EngineCode` too.
#[path = "boundary_code.rs"]
mod boundary_code;
pub use boundary_code::BoundaryCode;

/// The texts of [`BoundaryCode`], which the page words as `engine.CODE`.
pub const BOUNDARY_CODES: &[&str] = BoundaryCode::CODES;

/// The code of an error on its way to JavaScript, kept typed up to the
/// boundary: the page gets its text (`code`) and words it as `engine.CODE`
/// or, for an illegal move, `blocked.CODE`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Code {
    /// A text that did not read, or a refused position (the rules'; an
    /// argument longer than this layer reads is the rules' `too-long`).
    Text(ErrorCode),
    /// A move against the rules.
    Illegal(IllegalMove),
    /// A JS argument of the wrong type or out of range (this layer's).
    Boundary(BoundaryCode),
}

impl Code {
    /// The code's stable text, as the page keys its words.
    pub fn as_str(self) -> &'static str {
        match self {
            Code::Text(code) => code.as_str(),
            Code::Illegal(why) => why.code(),
            Code::Boundary(code) => code.as_str(),
        }
    }
}

/// An error on its way to JavaScript.
#[derive(Debug)]
pub struct Refusal {
    code: Code,
    args: Vec<(&'static str, String)>,
    message: String,
}

impl Refusal {
    pub fn new(code: Code, message: impl Into<String>) -> Self {
        Refusal {
            code,
            args: Vec::new(),
            message: message.into(),
        }
    }

    /// An argument this layer refuses before the rules see it.
    pub fn boundary(code: BoundaryCode, message: impl Into<String>) -> Self {
        Refusal::new(Code::Boundary(code), message)
    }

    pub fn arg(mut self, name: &'static str, value: impl fmt::Display) -> Self {
        self.args.push((name, value.to_string()));
        self
    }

    /// The code it carries.
    pub fn code(&self) -> Code {
        self.code
    }

    /// Something that cannot happen with the values this crate writes.
    pub fn internal(message: impl Into<String>) -> Self {
        Refusal::boundary(BoundaryCode::Internal, message)
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
            code: Code::Text(error.code),
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
        let code = match &error {
            PlayError::Parse(e) => Code::Text(e.code),
            PlayError::Illegal { why, .. } => Code::Illegal(*why),
        };
        Refusal {
            code,
            args: error.args(),
            message,
        }
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
            &JsValue::from_str(refusal.code.as_str()),
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
