//! Sequences of JS API calls on a game: see `mancala_fuzz::run_session`.
#![no_main]

libfuzzer_sys::fuzz_target!(|session: mancala_fuzz::Session| {
    mancala_fuzz::run_session(session);
});
