//! The fuzz target for `checks/betza.rs`.
#![no_main]

#[path = "../checks/betza.rs"]
mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::check(data));
