//! The fuzz target for `checks/fen.rs`.
#![no_main]

#[path = "../checks/fen.rs"]
mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::check(data));
