//! The computer opponent for JavaScript: a `Computer` class around
//! `mancala_ai::Ai`, and `searchSpeed` for measuring the search. A module of
//! its own (`www/pkg-ai`), loaded only by the page's AI worker, so the page
//! itself downloads and compiles the rules alone (`crates/wasm`). The rules
//! module's `Game` comes along with it: the worker builds its games from the
//! records the page sends. Like `crates/wasm` it only converts and checks
//! arguments; every choice comes from the AI crate and every rule from the
//! rules crate. Nothing here can panic.

use std::sync::Arc;

use mancala_ai::{
    Ai, AiError, Budgets, Hint, Level, Limits, MoveReview, Proven, SadeqaEndings, Searcher,
    Verdict, Worth, DEFAULT_TABLE_BITS,
};
use mancala_rules::{Player, Variant};
use serde::Serialize;
use wasm_bindgen::prelude::*;

pub use mancala_wasm::Game;
use mancala_wasm::{describe, quote, text_arg, to_js, whole_number, MAX_MOVE_LEN};

/// TypeScript types of the values below, for the front end's type check.
#[wasm_bindgen(typescript_custom_section)]
const TYPES: &str = include_str!("ai.d.ts");

/// Levels a page may ask for (the AI crate's reference opponents included).
const LEVELS: &str = "beginner, intermediate, expert, random or uct";
/// Largest node budget accepted: about a minute of search in a browser, so
/// a typo cannot freeze a worker for hours.
const MAX_NODES: u64 = 100_000_000;
/// Largest seed accepted: 2^53 - 1, the last whole number a JS number holds exactly.
const MAX_SEED: u64 = (1 << 53) - 1;

/// A computer player at one level. It keeps its search table (and any
/// Sadeqa II solution) between calls, so keep one per game and level.
#[wasm_bindgen]
pub struct Computer {
    ai: Ai,
}

/// What is proven about one hole (`Computer.hint`).
#[derive(Serialize)]
struct HoleHintJs {
    hole: String,
    /// `win`, `draw` or `loss` for the player to move; `null` if unknown.
    outcome: Option<&'static str>,
    /// Final seed difference with best play (own minus opponent's), for
    /// games whose score counts.
    margin: Option<i32>,
}

#[derive(Serialize)]
struct HintJs {
    best: String,
    holes: Vec<HoleHintJs>,
}

/// What a move is worth to its mover (`Computer.reviewPly`): a proven
/// `result` (with the final `margin` where seeds decide) or the Expert's
/// `estimate` in seeds of margin.
#[derive(Serialize)]
struct WorthJs {
    result: Option<&'static str>,
    margin: Option<i32>,
    estimate: Option<f64>,
}

#[derive(Serialize)]
struct HoleWorthJs {
    hole: String,
    worth: WorthJs,
}

/// One move reviewed (`Computer.reviewPly`; docs/REVIEW.md).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct MoveReviewJs {
    ply: usize,
    player: String,
    played: String,
    best: String,
    value: WorthJs,
    best_value: WorthJs,
    exact: bool,
    class: &'static str,
    moves: Vec<HoleWorthJs>,
}

/// A level's search depth (`Computer.games()`).
#[derive(Serialize)]
struct DepthJs {
    depth: u8,
}

/// A search's nodes per move (`Computer.games()`).
#[derive(Serialize)]
struct NodesJs {
    nodes: u64,
}

/// A search's nodes per move and its depth (`Computer.games()`).
#[derive(Serialize)]
struct LimitsJs {
    nodes: u64,
    depth: u8,
}

/// One game's budgets in the browser (`Computer.games()`).
#[derive(Serialize)]
struct GameBudgetsJs {
    key: &'static str,
    beginner: DepthJs,
    intermediate: LimitsJs,
    expert: NodesJs,
    review: NodesJs,
}

/// Largest node budget a review may spend on one move.
const MAX_REVIEW_NODES: u64 = 10_000_000;

/// What one search did (`searchSpeed`).
#[derive(Serialize)]
struct SearchJs {
    best: String,
    nodes: u64,
    depth: u8,
    proven: bool,
}

#[wasm_bindgen]
impl Computer {
    /// `new Computer(level, seed)`: `level` is `beginner`, `intermediate`,
    /// `expert` (or the reference `random`, `uct`); `seed` (a whole number
    /// 0…2^53) drives the level's random choices.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "ComputerLevel")] level: JsValue,
        seed: JsValue,
    ) -> Result<Computer, JsError> {
        let name = text_arg(&level, "level", MAX_MOVE_LEN)?;
        let level: Level = name.parse().map_err(|_| {
            JsError::new(&format!(
                "unknown level {}: expected {LEVELS}",
                quote(&name)
            ))
        })?;
        let seed = whole_number(&seed, "seed", 0, MAX_SEED)?;
        let mut ai = Ai::new(level, seed);
        // The page fetches the full table (useEndings); building one here
        // would cost seconds and 160 MB of the page's memory.
        ai.set_builds_own_endings(false);
        Ok(Computer { ai })
    }

    /// Lets this computer (at the Expert level, and its hints) play Sadeqa
    /// II endings exactly from `table`. Harmless in other games.
    #[wasm_bindgen(js_name = useEndings)]
    pub fn use_endings(&mut self, table: &EndingsTable) {
        self.ai.set_sadeqa_endings(Some(table.inner.clone()));
    }

    /// The level's name.
    #[wasm_bindgen(getter, unchecked_return_type = "ComputerLevel")]
    pub fn level(&self) -> String {
        self.ai.level().key().to_string()
    }

    /// `Computer.games()`: each game's search budgets in the browser, as
    /// the AI crate declares them once per game ([`Budgets`]): `{ key,
    /// beginner: { depth }, intermediate: { nodes, depth }, expert:
    /// { nodes }, review: { nodes } }`, nodes per move.
    #[wasm_bindgen(unchecked_return_type = "ComputerGameInfo[]")]
    pub fn games() -> Result<JsValue, JsError> {
        let games: Vec<GameBudgetsJs> = Variant::ALL
            .into_iter()
            .map(|variant| {
                let budgets = Budgets::of(variant);
                GameBudgetsJs {
                    key: variant.key(),
                    beginner: DepthJs {
                        depth: budgets.beginner_depth,
                    },
                    intermediate: LimitsJs {
                        nodes: budgets.intermediate.nodes,
                        depth: budgets.intermediate.depth,
                    },
                    expert: NodesJs {
                        nodes: budgets.expert_nodes,
                    },
                    review: NodesJs {
                        nodes: budgets.review_nodes,
                    },
                }
            })
            .collect();
        Ok(to_js(&games)?)
    }

    /// `Computer.browserExpertNodes(game)`: the Expert's node budget per
    /// move for `game` in the browser (its `expert.nodes` in [`games`](Self::games)).
    #[wasm_bindgen(js_name = browserExpertNodes)]
    pub fn browser_expert_nodes(
        #[wasm_bindgen(unchecked_param_type = "string")] game: JsValue,
    ) -> Result<f64, JsError> {
        Ok(Budgets::of(variant_arg(&game)?).expert_nodes as f64)
    }

    /// `Computer.browserReviewNodes(game)`: the review's node budget per
    /// move for `game` in the browser (its `review.nodes` in [`games`](Self::games)).
    #[wasm_bindgen(js_name = browserReviewNodes)]
    pub fn browser_review_nodes(
        #[wasm_bindgen(unchecked_param_type = "string")] game: JsValue,
    ) -> Result<f64, JsError> {
        Ok(Budgets::of(variant_arg(&game)?).review_nodes as f64)
    }

    /// Sets the Expert's node budget per move (the hint uses it too).
    #[wasm_bindgen(js_name = setExpertNodes)]
    pub fn set_expert_nodes(&mut self, nodes: JsValue) -> Result<(), JsError> {
        let nodes = whole_number(&nodes, "node-budget", 0, MAX_NODES)?;
        self.ai.set_expert_nodes(nodes.max(1));
        Ok(())
    }

    /// The hole `player` plays now: a hole label such as `3B`. In the Sulus
    /// Aidi opening race it is `player`'s own choice, made without knowing
    /// the other player's. Throws when the game is over or it is the other
    /// player's turn.
    pub fn choose(
        &mut self,
        game: &Game,
        #[wasm_bindgen(unchecked_param_type = "Player")] player: JsValue,
    ) -> Result<String, JsError> {
        let player = player_arg(&player)?;
        self.ai
            .choose(game.rules_game(), player)
            .map(|hole| hole.to_string())
            .map_err(ai_error)
    }

    /// What the Expert would play for `player`, and the proven outcome of
    /// every hole where the AI can prove it: `{ best, holes: [{ hole,
    /// outcome, margin }] }`. In the opening race `holes` is empty.
    #[wasm_bindgen(unchecked_return_type = "ComputerHint")]
    pub fn hint(
        &mut self,
        game: &Game,
        #[wasm_bindgen(unchecked_param_type = "Player")] player: JsValue,
    ) -> Result<JsValue, JsError> {
        let player = player_arg(&player)?;
        let hint = self.ai.hint(game.rules_game(), player).map_err(ai_error)?;
        Ok(to_js(&hint_js(&hint))?)
    }

    /// The review of the move played at `ply` (counted from 0) of `game`,
    /// searched with at most `nodes` positions where it is not proven: one
    /// entry, two for the Sulus Aidi opening race, none for a move that
    /// had no choice to judge (or a game without moves). Throws past the
    /// last move.
    #[wasm_bindgen(js_name = reviewPly, unchecked_return_type = "MoveReview[]")]
    pub fn review_ply(
        &mut self,
        game: &Game,
        ply: JsValue,
        nodes: JsValue,
    ) -> Result<JsValue, JsError> {
        let moves = game.rules_game().moves().len() as u64;
        let ply = whole_number(&ply, "ply", 0, moves.saturating_sub(1))?;
        let nodes = whole_number(&nodes, "node-budget", 1, MAX_REVIEW_NODES)?;
        let variant = game.rules_game().position().variant();
        let reviews = self
            .ai
            .review_ply(game.rules_game(), ply as usize, nodes)
            .unwrap_or_default();
        let js: Vec<MoveReviewJs> = reviews.iter().map(|r| review_js(r, variant)).collect();
        Ok(to_js(&js)?)
    }
}

fn worth_js(worth: Worth, variant: Variant) -> WorthJs {
    WorthJs {
        result: worth.proven().map(|p| verdict_key(p.verdict)),
        margin: worth.proven().and_then(|p| p.margin),
        estimate: worth.estimate_seeds(variant),
    }
}

fn review_js(review: &MoveReview, variant: Variant) -> MoveReviewJs {
    MoveReviewJs {
        ply: review.ply,
        player: review.player.to_string(),
        played: review.played.to_string(),
        best: review.best.to_string(),
        value: worth_js(review.value, variant),
        best_value: worth_js(review.best_value, variant),
        exact: review.exact,
        class: review.class.key(),
        moves: review
            .moves
            .iter()
            .map(|&(hole, worth)| HoleWorthJs {
                hole: hole.to_string(),
                worth: worth_js(worth, variant),
            })
            .collect(),
    }
}

/// A Sadeqa II endgame table (the file `sadeqa-ii-endings.bin`, already
/// uncompressed): the exact result of every position with few seeds.
#[wasm_bindgen]
pub struct EndingsTable {
    inner: Arc<SadeqaEndings>,
}

#[wasm_bindgen]
impl EndingsTable {
    /// `new EndingsTable(bytes)`: reads and checks the table (its header
    /// and checksum); throws on anything else.
    #[wasm_bindgen(constructor)]
    pub fn new(bytes: &[u8]) -> Result<EndingsTable, JsError> {
        let table = SadeqaEndings::from_bytes(bytes).map_err(|e| JsError::new(&e.to_string()))?;
        Ok(EndingsTable {
            inner: Arc::new(table),
        })
    }

    /// Most seeds on the board of a position the table covers.
    #[wasm_bindgen(getter, js_name = maxSeeds)]
    pub fn max_seeds(&self) -> u8 {
        self.inner.max_seeds()
    }

    /// Number of positions in the table.
    #[wasm_bindgen(getter)]
    pub fn positions(&self) -> f64 {
        self.inner.len() as f64
    }
}

/// One Expert-style search of the current position with a fresh table and
/// `nodes` as the budget: `{ best, nodes, depth, proven }`. For measuring
/// search speed; throws outside the main phase or after the game.
#[wasm_bindgen(js_name = searchSpeed, unchecked_return_type = "SearchResult")]
pub fn search_speed(game: &Game, nodes: JsValue) -> Result<JsValue, JsError> {
    let nodes = whole_number(&nodes, "node-budget", 0, MAX_NODES)?.max(1);
    let mut searcher = Searcher::new(DEFAULT_TABLE_BITS);
    let limits = Limits { nodes, depth: 100 };
    let report = searcher
        .search(game.rules_game().position(), &[], limits)
        .ok_or_else(|| {
            JsError::new("there is nothing to search: the game is over or in its opening race")
        })?;
    Ok(to_js(&SearchJs {
        best: report.best.to_string(),
        nodes: report.nodes,
        depth: report.depth,
        proven: report.proven,
    })?)
}

fn hint_js(hint: &Hint) -> HintJs {
    HintJs {
        best: hint.best.to_string(),
        holes: hint
            .holes
            .iter()
            .map(|h| HoleHintJs {
                hole: h.hole.to_string(),
                outcome: h.proven.map(|p| verdict_key(p.verdict)),
                margin: h.proven.and_then(|p: Proven| p.margin),
            })
            .collect(),
    }
}

fn verdict_key(verdict: Verdict) -> &'static str {
    match verdict {
        Verdict::Win => "win",
        Verdict::Draw => "draw",
        Verdict::Loss => "loss",
    }
}

fn player_arg(value: &JsValue) -> Result<Player, JsError> {
    value
        .as_string()
        .and_then(|s| s.parse::<Player>().ok())
        .ok_or_else(|| {
            JsError::new(&format!(
                "the player must be 'A' or 'B', not {}",
                describe(value)
            ))
        })
}

fn ai_error(error: AiError) -> JsError {
    JsError::new(&error.to_string())
}

fn variant_arg(game: &JsValue) -> Result<Variant, JsError> {
    text_arg(game, "game-key", MAX_MOVE_LEN)?
        .parse()
        .map_err(|e: mancala_rules::ParseError| JsError::new(&e.message))
}

#[cfg(test)]
mod tests {
    /// The page's engine (crates/wasm) names the levels it offers without
    /// the AI; they must be the AI's own.
    #[test]
    fn the_page_offers_the_ais_levels() {
        let ai: Vec<&str> = mancala_ai::Level::FOR_PLAYERS
            .iter()
            .map(|level| level.key())
            .collect();
        assert_eq!(mancala_wasm::LEVELS, ai.as_slice());
    }
}
