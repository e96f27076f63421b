//! Betza parsing: never panics; every atom it returns has at least one step.
//!
//! Shared by the fuzz target `fuzz_targets/betza.rs` and the corpus replay of
//! `crates/rules/tests/fuzz_corpus.rs`, which runs every input of `corpus/betza` through it in CI.

/// The checks on one input (any bytes).
pub fn check(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(atoms) = turnpan_rules::betza::parse(text) {
        assert!(atoms.iter().all(|a| !a.steps.is_empty()));
    }
}
