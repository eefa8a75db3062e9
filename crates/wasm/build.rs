//! Writes the TypeScript `GameKey` type from the rules' list of games, so a
//! new game's key reaches the page's types without an edit here
//! (`src/lib.rs` appends it to the generated declarations).

use std::{env, fs, path::Path};

use mancala_rules::Variant;

fn main() {
    let keys: Vec<String> = Variant::ALL
        .iter()
        .map(|v| format!("'{}'", v.key()))
        .collect();
    let text = format!(
        "/** A game key, one of `Game.games()`'s. */\nexport type GameKey = {};\n",
        keys.join(" | ")
    );
    let out = Path::new(&env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("game-key.d.ts");
    fs::write(out, text).expect("OUT_DIR is writable");
}
