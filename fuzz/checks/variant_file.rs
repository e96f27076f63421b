//! Variant files: never panic; a file that loads gives a game whose start position plays.
//!
//! Shared by the fuzz target `fuzz_targets/variant_file.rs` and the corpus replay of
//! `crates/rules/tests/fuzz_corpus.rs`, which runs every input of `corpus/variant_file` through it
//! in CI.

use turnpan_rules::{Game, GameRules, Variant};

/// The checks on one input (any bytes).
pub fn check(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(variant) = Variant::from_toml("fuzz.toml", text) {
        let start = GameRules::compile(variant).start();
        let _ = start.perft(2);
        let _ = start.outcome(1);
    }
}
