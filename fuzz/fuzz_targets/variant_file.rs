//! Variant files: never panic; a file that loads gives a game whose start position plays.
#![no_main]

use libfuzzer_sys::fuzz_target;
use turnpan_rules::{Game, GameRules, Variant};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(variant) = Variant::from_toml("fuzz.toml", text) {
        let start = GameRules::compile(variant).start();
        let _ = start.perft(2);
        let _ = start.outcome(1);
    }
});
