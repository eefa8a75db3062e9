//! The page's own API of `Game` (the `page` feature, on by default): new
//! games and moves, previews, undo and redo, the games' list and settings.
//! The AI worker's module builds this crate without it, since the worker
//! only rebuilds games from their records and reads them (lib.rs).

use js_sys::{Array, Object, Reflect};
use mancala_rules::{
    self as rules, EndKind, GameOption, LastFour, Options, Player, Position, Variant,
    MAX_POSITION_LEN, MAX_RECORD_LEN, MAX_STALL_LIMIT,
};
use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use crate::{
    describe, describe_short, kind, quote, text_arg, to_js, whole_number, BoundaryCode, Game,
    Refusal, BOUNDARY_CODES, LEVELS, MAX_MOVE_LEN,
};

/// What decides a game's winner, as the page words it.
fn decided_by(v: Variant) -> &'static str {
    if v.score_decides() {
        "score"
    } else {
        "survival"
    }
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
