//! Every committed seed input of the fuzz targets (`tests/data/fuzz/`),
//! replayed through the targets' own checks on each `cargo test`. This is
//! what `scripts/fuzz.sh` does with the libFuzzer builds when the sources
//! have been fuzzed already, without building them.

use std::fs;
use std::path::PathBuf;

use arbitrary::{Arbitrary, Unstructured};
use mancala_rules::testing::fuzz;

/// The seed inputs of one target, each with its file name.
fn seeds(target: &str) -> Vec<(String, Vec<u8>)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/data/fuzz")
        .join(target);
    let mut inputs: Vec<(String, Vec<u8>)> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| {
            let path = entry.expect("a seed file").path();
            let bytes = fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            (path.display().to_string(), bytes)
        })
        .collect();
    inputs.sort();
    assert!(!inputs.is_empty(), "no seed inputs in {}", dir.display());
    inputs
}

#[test]
fn position_seeds_pass_the_position_target() {
    for (_, bytes) in seeds("position") {
        fuzz::check_position_text(&fuzz::text_of(&bytes));
    }
}

#[test]
fn record_seeds_pass_the_record_target() {
    for (_, bytes) in seeds("record") {
        fuzz::check_record_text(&fuzz::text_of(&bytes));
    }
}

#[test]
fn api_call_seeds_pass_the_api_calls_target() {
    for (name, bytes) in seeds("api_calls") {
        // As libfuzzer-sys builds a typed input: the whole input, taken as the rest.
        let session = fuzz::Session::arbitrary_take_rest(Unstructured::new(&bytes))
            .unwrap_or_else(|e| panic!("{name} is no session: {e}"));
        fuzz::run_session(session);
    }
}
