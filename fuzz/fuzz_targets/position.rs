//! Any bytes as a position text: see `mancala_fuzz::check_position_text`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    mancala_fuzz::check_position_text(&mancala_fuzz::text_of(data));
});
