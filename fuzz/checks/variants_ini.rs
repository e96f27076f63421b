//! variants.ini import: never panic; an imported section gives a variant file that loads and a
//! game whose start position plays.
//!
//! Shared by the fuzz target `fuzz_targets/variants_ini.rs` and the corpus replay of
//! `crates/rules/tests/fuzz_corpus.rs`, which runs every input of `corpus/variants_ini` through it
//! in CI.

use turnpan_rules::fsf_ini::import_ini;
use turnpan_rules::{Game, GameRules, Variant};

/// The checks on one input (any bytes).
pub fn check(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(out) = import_ini(text, None) {
        let variant = Variant::from_toml("fuzz.toml", &out.toml)
            .unwrap_or_else(|e| panic!("import wrote a file that does not load: {e}"));
        let _ = GameRules::compile(variant).start().perft(2);
    }
}
