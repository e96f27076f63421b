//! The fuzz target for `checks/variant_file.rs`.
#![no_main]

#[path = "../checks/variant_file.rs"]
mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::check(data));
