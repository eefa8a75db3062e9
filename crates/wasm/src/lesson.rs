//! Lesson judging (the `lessons` feature, on by default): the rules'
//! judgement of a lesson step's move, for the page's lessons
//! (docs/LESSONS.md).

use mancala_rules::{self as rules, lesson, Position, Variant, MAX_POSITION_LEN};
use wasm_bindgen::prelude::*;

use crate::{text_arg, to_js, BoundaryCode, Game, Refusal, MAX_MOVE_LEN};

#[wasm_bindgen]
impl Game {
    /// A lesson step's judgement of a move (docs/LESSONS.md): `position` is
    /// the step's position text, `task` the step (its `play` or `find`; its
    /// other keys are ignored), `mv` the move played there. Returns
    /// `{ facts, misses }`: what the move did, and every way it is not what
    /// the task asks for (none: it is), each a `code` and its values. Throws
    /// `bad-lesson-task` when the task does not read, and like `preview`
    /// when the move is not legal there.
    #[wasm_bindgen(js_name = judgeLessonMove, unchecked_return_type = "LessonJudgement")]
    pub fn judge_lesson_move(
        #[wasm_bindgen(unchecked_param_type = "string")] position: JsValue,
        #[wasm_bindgen(unchecked_param_type = "LessonTask")] task: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] mv: JsValue,
    ) -> Result<JsValue, Refusal> {
        let text = text_arg(&position, "position", MAX_POSITION_LEN)?;
        let start: Position = text.trim().parse().map_err(Refusal::at)?;
        let task = read_lesson_task(start.variant(), task)?;
        let mv = text_arg(&mv, "move", MAX_MOVE_LEN)?;
        let mv = rules::Move::parse(start.variant(), mv.trim()).map_err(rules::PlayError::Parse)?;
        to_js(&task.judge(&start, mv)?)
    }
}

/// A lesson step's task from its JS object (`{ play }` or `{ find }`).
fn read_lesson_task(variant: Variant, task: JsValue) -> Result<lesson::Task, Refusal> {
    let refused = |reason: &str, message: String| {
        Refusal::boundary(
            BoundaryCode::BadLessonTask,
            format!("the lesson step's task does not read: {message}"),
        )
        .arg("reason", reason)
    };
    let text: lesson::TaskText =
        serde_wasm_bindgen::from_value(task).map_err(|e| refused("not-a-task", e.to_string()))?;
    lesson::Task::read(variant, &text).map_err(|e| refused(e.code(), e.to_string()))
}
