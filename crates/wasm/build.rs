//! Writes TypeScript types from the rules' lists, so that a new game's key
//! or a new error code reaches the page's types without an edit here
//! (`src/lib.rs` appends them to the generated declarations): `GameKey`
//! from the list of games, `EngineCode` from the codes of refused texts
//! (the rules') and arguments (this crate's `BoundaryCode`), `BlockedCode`
//! from the illegal moves' and `EndKind` from the ways a game ends.

use std::{env, fs, path::Path};

use mancala_rules::{EndKind, IllegalMove, Variant, ERROR_CODES};

#[path = "src/boundary_code.rs"]
#[allow(dead_code)]
mod boundary_code;

/// `'a' | 'b' | …` of the texts.
fn union<'a>(texts: impl IntoIterator<Item = &'a str>) -> String {
    texts
        .into_iter()
        .map(|text| format!("'{text}'"))
        .collect::<Vec<_>>()
        .join(" | ")
}

fn main() {
    println!("cargo:rerun-if-changed=src/boundary_code.rs");
    let engine_codes = ERROR_CODES
        .iter()
        .chain(boundary_code::BoundaryCode::CODES)
        .copied();
    let text = format!(
        "/** A game key, one of `Game.games()`'s. */\n\
         export type GameKey = {};\n\
         /** The code of a refused text or argument (worded as `engine.CODE`). */\n\
         export type EngineCode = {};\n\
         /** The code of an illegal move (worded as `blocked.CODE`). */\n\
         export type BlockedCode = {};\n\
         /** A way a game ends (`GameInfo.end_reasons`; worded as `reason.KIND`). */\n\
         export type EndKind = {};\n",
        union(Variant::ALL.iter().map(|v| v.key())),
        union(engine_codes),
        union(IllegalMove::CODES.iter().copied()),
        union(EndKind::CODES.iter().copied()),
    );
    let out = Path::new(&env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("lists.d.ts");
    fs::write(out, text).expect("OUT_DIR is writable");
}
