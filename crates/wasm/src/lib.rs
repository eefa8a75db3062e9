//! The rules engine for JavaScript: one `Game` class whose methods take and
//! return plain JS values. See `API.md` next to this crate.
//!
//! This layer only converts: it checks every JS argument (type, length,
//! option keys) and turns every failure into a JS `Error` with a readable
//! message. All rules, views and texts come from `mancala_rules`. Nothing
//! here can panic, so no panic hook is installed.

use js_sys::{Array, JsString, Number, Object, Reflect};
use mancala_rules::{
    self as rules, lesson, EndKind, GameOption, LastFour, Options, Player, Position, Variant,
    MAX_POSITION_LEN, MAX_RECORD_LEN, MAX_STALL_LIMIT,
};
use serde::Serialize;
use serde_wasm_bindgen::Serializer;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

mod errors;
pub use errors::{BoundaryCode, Code, Refusal, BOUNDARY_CODES};

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

/// Why a hole cannot be played now (`holeStatus`).
#[derive(Serialize)]
struct HoleStatus {
    code: &'static str,
    message: String,
}

/// One entry of `Game.games()`: everything the page, the build and the
/// types need to know of a game, read from its rules module, so that nothing
/// outside it tests which game it is where one of these can say it.
#[derive(Serialize)]
struct GameInfo {
    key: &'static str,
    name: &'static str,
    rows: u8,
    cols: u8,
    seeds_per_hole: u8,
    /// The options a new game of it takes (`GameOptions` keys).
    options: Vec<&'static str>,
    /// Players claim holes and score their seeds (Sulus Aidi).
    claims: bool,
    /// Both players open with a race (Sulus Aidi).
    race: bool,
    /// Each player's first move starts from their rightmost hole (Sadeqa II).
    opening_rule: bool,
    /// The stall and last-four rules (Anywoli).
    stall_rule: bool,
    /// Captures go to stores drawn at the board's ends (Anywoli).
    stores: bool,
    /// What decides the winner: `score`, or `survival` (Sadeqa II).
    decided_by: &'static str,
    /// The ways a game of it can end (`EndKind`s: a view's `reason_code`
    /// is one, with `-PLAYER` or `-COUNT` where it names one).
    end_reasons: &'static [EndKind],
    /// Whether the computer of this game reads an endgame table (which the
    /// page's worker then loads).
    endgame_table: bool,
    /// Its lesson and its shipped puzzles, relative to the site's root.
    lessons: String,
    puzzles: String,
}

impl GameInfo {
    fn of(v: Variant) -> GameInfo {
        GameInfo {
            key: v.key(),
            name: v.name(),
            rows: v.layout().rows(),
            cols: v.layout().cols(),
            seeds_per_hole: v.seeds_per_hole(),
            options: v.options().iter().map(|&option| js_key(option)).collect(),
            claims: v.has_claims(),
            race: v.opens_with_race(),
            opening_rule: v.has_opening_rule(),
            stall_rule: v.has_stall_rule(),
            stores: v.has_stores(),
            decided_by: decided_by(v),
            end_reasons: v.end_reasons(),
            endgame_table: v.ships_endgame_table(),
            lessons: format!("lessons/{}.jsonl", v.key()),
            puzzles: format!("pkg/puzzles-{}.jsonl", v.key()),
        }
    }
}

/// What decides a game's winner, as the page words it.
fn decided_by(v: Variant) -> &'static str {
    if v.score_decides() {
        "score"
    } else {
        "survival"
    }
}

#[wasm_bindgen]
impl Game {
    /// `new Game(key, options?)`: the start of a game. `options` is an
    /// object with any of `start` ('A' | 'B'), `lastFour` and `stallLimit`.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "string")] game: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "GameOptions | null")] options: JsValue,
    ) -> Result<Game, Refusal> {
        let variant: Variant = text_arg(&game, "game-key", MAX_MOVE_LEN)?.parse()?;
        let options = read_options(&options)?;
        Ok(Game {
            inner: rules::Game::new(variant, options),
        })
    }

    /// The games this engine plays, in a stable order, each with what the
    /// page needs to know of it (`GameInfo` in types.d.ts).
    #[wasm_bindgen(unchecked_return_type = "GameInfo[]")]
    pub fn games() -> Result<JsValue, Refusal> {
        let games: Vec<GameInfo> = Variant::ALL.into_iter().map(GameInfo::of).collect();
        to_js(&games)
    }

    /// The engine's limits and defaults, for a page that offers and checks
    /// settings before it makes a game: `{ defaults: { start, lastFour,
    /// stallLimit }, lastFourRules, maxStallLimit, maxRecordLength,
    /// maxPositionLength, levels }` (`levels`: the computer's levels a
    /// player is offered, weakest first: [`LEVELS`]).
    #[wasm_bindgen(unchecked_return_type = "EngineSettings")]
    pub fn settings() -> Result<JsValue, Refusal> {
        #[derive(Serialize)]
        #[serde(rename_all = "camelCase")]
        struct Defaults {
            start: String,
            last_four: &'static str,
            stall_limit: u16,
        }
        #[derive(Serialize)]
        #[serde(rename_all = "camelCase")]
        struct Settings {
            defaults: Defaults,
            last_four_rules: Vec<&'static str>,
            max_stall_limit: u16,
            max_record_length: usize,
            max_position_length: usize,
            levels: &'static [&'static str],
        }
        let defaults = Options::default();
        to_js(&Settings {
            defaults: Defaults {
                start: defaults.starter.to_string(),
                last_four: defaults.last_four.key(),
                stall_limit: defaults.stall_limit,
            },
            last_four_rules: LastFour::ALL.iter().map(|rule| rule.key()).collect(),
            max_stall_limit: MAX_STALL_LIMIT,
            max_record_length: MAX_RECORD_LEN,
            max_position_length: MAX_POSITION_LEN,
            levels: LEVELS,
        })
    }

    /// Every error code this engine can throw with, for a page to check it
    /// words them all: `{ engine, blocked }`, the codes of texts and
    /// arguments refused (worded as `engine.CODE`) and of illegal moves
    /// (`blocked.CODE`).
    #[wasm_bindgen(js_name = errorCodes, unchecked_return_type = "ErrorCodes")]
    pub fn error_codes() -> Result<JsValue, Refusal> {
        #[derive(Serialize)]
        struct Codes {
            engine: Vec<&'static str>,
            blocked: &'static [&'static str],
        }
        let mut engine = rules::ERROR_CODES.to_vec();
        engine.extend_from_slice(BOUNDARY_CODES);
        to_js(&Codes {
            engine,
            blocked: rules::IllegalMove::CODES,
        })
    }

    /// Reads a game record (the format `record()` writes) and replays it.
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(
        #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    ) -> Result<Game, Refusal> {
        let text = text_arg(&text, "record", MAX_RECORD_LEN)?;
        let inner = text.parse().map_err(Refusal::at)?;
        Ok(Game { inner })
    }

    /// A game continuing from a position text (the format `positionText()` writes).
    #[wasm_bindgen(js_name = fromPosition)]
    pub fn from_position(
        #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    ) -> Result<Game, Refusal> {
        let text = text_arg(&text, "position", MAX_POSITION_LEN)?;
        let start: Position = text.trim().parse().map_err(Refusal::at)?;
        Ok(Game {
            inner: rules::Game::from_position(start),
        })
    }

    /// The game key, e.g. `anywoli`.
    #[wasm_bindgen(getter, unchecked_return_type = "GameKey")]
    pub fn variant(&self) -> String {
        self.inner.variant().key().to_string()
    }

    /// Everything needed to draw the board and explain it (the rules crate's
    /// `View`), plus `decided_by`: what decides the winner, `survival` in
    /// Sadeqa II (the player left without a move loses; seeds taken do not
    /// count) and `score` in the other games; and `last_four`: in an Anywoli
    /// game ended with four seeds left, who took them (`to`) and by which
    /// rule (`previous`, `first` or `lottery`), else null.
    #[wasm_bindgen(unchecked_return_type = "View")]
    pub fn view(&self) -> Result<JsValue, Refusal> {
        let view = to_js(&self.inner.view())?;
        let decided_by = decided_by(self.inner.variant());
        Reflect::set(
            &view,
            &JsValue::from_str("decided_by"),
            &JsValue::from_str(decided_by),
        )
        .map_err(|_| Refusal::internal("the view could not be written"))?;
        // Anywoli ended with four left: who took them, by which rule.
        let last_four = match self.inner.last_four() {
            Some((to, rule)) => {
                let value = Object::new();
                let set = |key: &str, v: &str| {
                    Reflect::set(&value, &JsValue::from_str(key), &JsValue::from_str(v))
                };
                set("to", &to.to_string())
                    .and_then(|_| set("rule", rule))
                    .map_err(|_| Refusal::internal("the view could not be written"))?;
                JsValue::from(value)
            }
            None => JsValue::NULL,
        };
        Reflect::set(&view, &JsValue::from_str("last_four"), &last_four)
            .map_err(|_| Refusal::internal("the view could not be written"))?;
        Ok(view)
    }

    /// Plays a move (`3B`, or `3B+7A` for the Sulus Aidi opening) and returns
    /// its events in order. An illegal move changes nothing.
    #[wasm_bindgen(unchecked_return_type = "GameEvent[]")]
    pub fn play(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string")] mv: JsValue,
    ) -> Result<JsValue, Refusal> {
        let mv = text_arg(&mv, "move", MAX_MOVE_LEN)?;
        let events = self.inner.play_text(&mv)?;
        to_js(&events)
    }

    /// What playing `mv` now would do, without playing it: the events it
    /// would return (for a preview of its laps, captures and end). Throws
    /// like `play`; never changes the game.
    #[wasm_bindgen(unchecked_return_type = "GameEvent[]")]
    pub fn preview(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] mv: JsValue,
    ) -> Result<JsValue, Refusal> {
        let mv = text_arg(&mv, "move", MAX_MOVE_LEN)?;
        let mv =
            rules::Move::parse(self.inner.variant(), mv.trim()).map_err(rules::PlayError::Parse)?;
        let (_, events) = self.inner.preview(mv)?;
        to_js(&events)
    }

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

    /// `null` if the player to move may play `label` now, else `{ code, message }`.
    #[wasm_bindgen(js_name = holeStatus, unchecked_return_type = "HoleStatus | null")]
    pub fn hole_status(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] label: JsValue,
    ) -> Result<JsValue, Refusal> {
        let label = text_arg(&label, "hole", MAX_MOVE_LEN)?;
        let label = label.trim();
        let status = match rules::Hole::parse(self.inner.variant(), label) {
            // What the view says of the hole, without building the view.
            Ok(hole) => self
                .inner
                .position()
                .hole_status(hole)
                .err()
                .map(|why| HoleStatus {
                    code: why.code(),
                    message: why.to_string(),
                }),
            // Not a hole of this board: the label does not read as a move.
            Err(_) => Some(HoleStatus {
                code: rules::ReadCode::NoSuchHole.as_str(),
                message: format!("there is no hole {label} on this board"),
            }),
        };
        match status {
            Some(status) => to_js(&status),
            None => Ok(JsValue::NULL),
        }
    }

    /// Takes back the last move; `false` at the start.
    pub fn undo(&mut self) -> bool {
        self.inner.undo().is_some()
    }

    /// Plays again the last move undone and returns its events; `null` if
    /// there is none.
    #[wasm_bindgen(unchecked_return_type = "GameEvent[] | null")]
    pub fn redo(&mut self) -> Result<JsValue, Refusal> {
        match self.inner.redo() {
            Some((_, events)) => to_js(&events),
            None => Ok(JsValue::NULL),
        }
    }

    /// The game record text.
    pub fn record(&self) -> String {
        self.inner.to_string()
    }

    /// The position text of the current position.
    #[wasm_bindgen(js_name = positionText)]
    pub fn position_text(&self) -> String {
        self.inner.position().to_string()
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
pub fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, Refusal> {
    Ok(value.serialize(&Serializer::json_compatible())?)
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

const OPTION_KEYS: &str = "start, lastFour and stallLimit";

/// An option's key in the page's options objects (`read_options`).
fn js_key(option: GameOption) -> &'static str {
    match option {
        GameOption::Start => "start",
        GameOption::LastFour => "lastFour",
        GameOption::StallLimit => "stallLimit",
    }
}

/// Reads `{ start, lastFour, stallLimit }`, every key optional. `lastFour`
/// and `stallLimit` are checked for every game but only Anywoli uses them
/// (the rules set them aside for the others), so one settings object can
/// serve all four games.
fn read_options(options: &JsValue) -> Result<Options, Refusal> {
    let mut out = Options::default();
    if options.is_undefined() || options.is_null() {
        return Ok(out);
    }
    if !options.is_object() || Array::is_array(options) {
        return Err(Refusal::boundary(
            BoundaryCode::BadOptions,
            format!(
                "the options must be an object with {OPTION_KEYS}, not {}",
                describe(options)
            ),
        )
        .arg("found", kind(options)));
    }
    let object: &Object = options.unchecked_ref();
    for key in Object::keys(object).iter() {
        let name = key.as_string().unwrap_or_default();
        let value = Reflect::get(options, &key).map_err(|_| {
            Refusal::boundary(
                BoundaryCode::BadOption,
                format!("option {} could not be read", quote(&name)),
            )
            .arg("option", quote(&name))
            .arg("found", "?")
        })?;
        if value.is_undefined() {
            continue;
        }
        let bad = |expected: &str| {
            Refusal::boundary(
                BoundaryCode::BadOption,
                format!("option {name} must be {expected}, not {}", describe(&value)),
            )
            .arg("option", &name)
            .arg("found", describe_short(&value))
        };
        match name.as_str() {
            "start" => {
                out.starter = value
                    .as_string()
                    .and_then(|s| s.parse::<Player>().ok())
                    .ok_or_else(|| bad("'A' or 'B'"))?;
            }
            "lastFour" => {
                out.last_four = value
                    .as_string()
                    .and_then(|s| LastFour::from_key(&s))
                    .ok_or_else(|| bad("'previous', 'first', 'lottery-A' or 'lottery-B'"))?;
            }
            "stallLimit" => {
                let limit = whole_number(&value, "stallLimit", 1, u64::from(MAX_STALL_LIMIT))?;
                out.stall_limit = u16::try_from(limit).unwrap_or(MAX_STALL_LIMIT);
            }
            _ => {
                return Err(Refusal::boundary(
                    BoundaryCode::UnknownOption,
                    format!(
                        "unknown option {}: the options are {OPTION_KEYS}",
                        quote(&name)
                    ),
                )
                .arg("found", quote(&name)))
            }
        }
    }
    Ok(out)
}
