//! The fuzz corpora of `fuzz/corpus` replayed through the fuzz targets' own checks
//! (`fuzz/checks`), on the stable toolchain: every input the fuzzers kept, and every seed
//! written by hand, stays a regression test in CI, where the fuzzers themselves do not run
//! (docs/architecture.md, "Fuzzing").

#![allow(clippy::unwrap_used, clippy::expect_used)] // A failed check is a failed test.

use std::path::{Path, PathBuf};

#[path = "../../../fuzz/checks/betza.rs"]
mod betza;
#[path = "../../../fuzz/checks/fen.rs"]
mod fen;
#[path = "../../../fuzz/checks/moves.rs"]
mod moves;
#[path = "../../../fuzz/checks/variant_file.rs"]
mod variant_file;
#[path = "../../../fuzz/checks/variants_ini.rs"]
mod variants_ini;

/// The inputs of `fuzz/corpus/TARGET`, by name, sorted.
fn corpus(target: &str) -> Vec<(PathBuf, Vec<u8>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../fuzz/corpus")
        .join(target);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.unwrap().path())
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|path| {
            let data = std::fs::read(&path).unwrap();
            (path, data)
        })
        .collect()
}

/// Runs every input of a corpus through `check`, naming the input that fails.
fn replay(target: &str, least: usize, check: fn(&[u8])) {
    let inputs = corpus(target);
    assert!(
        inputs.len() >= least,
        "fuzz/corpus/{target}: {} inputs, at least {least} expected",
        inputs.len()
    );
    for (path, data) in inputs {
        let outcome = std::panic::catch_unwind(|| check(&data));
        assert!(
            outcome.is_ok(),
            "{} fails its checks: {:?}",
            path.display(),
            String::from_utf8_lossy(&data)
        );
    }
}

#[test]
fn the_betza_corpus_passes() {
    replay("betza", 40, betza::check);
}

#[test]
fn the_fen_corpus_passes() {
    replay("fen", 60, fen::check);
}

#[test]
fn the_moves_corpus_passes() {
    replay("moves", 40, moves::check);
}

#[test]
fn the_variant_file_corpus_passes() {
    replay("variant_file", 40, variant_file::check);
}

#[test]
fn the_variants_ini_corpus_passes() {
    replay("variants_ini", 2, variants_ini::check);
}
