// The codes crates/wasm adds to the rules' own, in a file of its own so
// that build.rs includes it too (it writes them into the TypeScript
// `EngineCode`).

/// A JS argument refused at the boundary, before the rules see it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoundaryCode {
    /// A string was expected.
    NotAString,
    /// A whole number in a range was expected.
    BadNumber,
    /// The options are not an object.
    BadOptions,
    /// An options key no game takes.
    UnknownOption,
    /// An option's value of the wrong type or out of range.
    BadOption,
    /// A lesson step's task that does not read (`Game.judgeLessonMove`).
    BadLessonTask,
    /// Something that cannot happen with the values this crate writes.
    Internal,
}

impl BoundaryCode {
    /// Every code, in a stable order.
    pub const ALL: [BoundaryCode; 7] = [
        BoundaryCode::NotAString,
        BoundaryCode::BadNumber,
        BoundaryCode::BadOptions,
        BoundaryCode::UnknownOption,
        BoundaryCode::BadOption,
        BoundaryCode::BadLessonTask,
        BoundaryCode::Internal,
    ];
    /// Every code's text, in the order of [`ALL`](Self::ALL).
    pub const CODES: &'static [&'static str] = &[
        BoundaryCode::NotAString.as_str(),
        BoundaryCode::BadNumber.as_str(),
        BoundaryCode::BadOptions.as_str(),
        BoundaryCode::UnknownOption.as_str(),
        BoundaryCode::BadOption.as_str(),
        BoundaryCode::BadLessonTask.as_str(),
        BoundaryCode::Internal.as_str(),
    ];

    /// The code's stable text, as the page keys its words (`engine.CODE`).
    pub const fn as_str(self) -> &'static str {
        match self {
            BoundaryCode::NotAString => "not-a-string",
            BoundaryCode::BadNumber => "bad-number",
            BoundaryCode::BadOptions => "bad-options",
            BoundaryCode::UnknownOption => "unknown-option",
            BoundaryCode::BadOption => "bad-option",
            BoundaryCode::BadLessonTask => "bad-lesson-task",
            BoundaryCode::Internal => "internal",
        }
    }
}
