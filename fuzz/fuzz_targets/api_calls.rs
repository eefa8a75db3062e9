//! Sequences of JS API calls on a game: see `mancala_rules::testing::fuzz::run_session`.
#![no_main]

use mancala_rules::testing::fuzz;

libfuzzer_sys::fuzz_target!(|session: fuzz::Session| {
    fuzz::run_session(session);
});
