//! The fuzz target for `checks/moves.rs`.
#![no_main]

#[path = "../checks/moves.rs"]
mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::check(data));
