//! Betza parsing: never panics; every atom it returns has at least one step.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(atoms) = turnpan_rules::betza::parse(text) {
        assert!(atoms.iter().all(|a| !a.steps.is_empty()));
    }
});
