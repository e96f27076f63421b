//! The fuzz target for `checks/variants_ini.rs`.
#![no_main]

#[path = "../checks/variants_ini.rs"]
mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::check(data));
