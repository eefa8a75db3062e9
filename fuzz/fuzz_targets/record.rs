//! Any bytes as a record text: see `mancala_rules::testing::fuzz::check_record_text`.
#![no_main]

use mancala_rules::testing::fuzz;

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    fuzz::check_record_text(&fuzz::text_of(data));
});
