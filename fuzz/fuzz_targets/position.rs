//! Any bytes as a position text: see `mancala_rules::testing::fuzz::check_position_text`.
#![no_main]

use mancala_rules::testing::fuzz;

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    fuzz::check_position_text(&fuzz::text_of(data));
});
