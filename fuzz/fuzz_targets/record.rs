//! Any bytes as a record text: see `mancala_fuzz::check_record_text`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    mancala_fuzz::check_record_text(&mancala_fuzz::text_of(data));
});
