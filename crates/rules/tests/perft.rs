//! Data-driven perft: every `perft/<variant>.epd` file holds positions with node counts from
//! independent references (see `scripts/reference/`). Counts up to `SHALLOW_LIMIT` run in every
//! build; all depths run with `TURNPAN_DEEP_PERFT=1` (CI does so with `--release`).

#![allow(clippy::unwrap_used)] // Test helpers: a failed unwrap is a failed test.

use std::path::{Path, PathBuf};

use turnpan_rules::{Catalog, Game};

const SHALLOW_LIMIT: u64 = 300_000;

struct Case {
    line: usize,
    fen: String,
    counts: Vec<(u32, u64)>,
}

fn read_cases(path: &Path) -> Vec<Case> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut cases = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut parts = line.split(';');
        let fen = parts.next().unwrap_or_default().trim().to_owned();
        let counts = parts
            .map(|p| {
                let p = p.trim();
                let (d, n) = p
                    .strip_prefix('D')
                    .and_then(|r| r.split_once(' '))
                    .unwrap_or_else(|| {
                        panic!("{}:{}: bad depth field '{p}'", path.display(), i + 1)
                    });
                (d.trim().parse().unwrap(), n.trim().parse().unwrap())
            })
            .collect::<Vec<(u32, u64)>>();
        assert!(
            !counts.is_empty(),
            "{}:{}: no counts",
            path.display(),
            i + 1
        );
        cases.push(Case {
            line: i + 1,
            fen,
            counts,
        });
    }
    cases
}

fn perft_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/perft")
}

fn run_file(variant: &str) -> usize {
    let path = perft_dir().join(format!("{variant}.epd"));
    let deep = std::env::var("TURNPAN_DEEP_PERFT").is_ok_and(|v| v == "1");
    let catalog = Catalog::builtin();
    let mut checked = 0;
    let mut failures = Vec::new();
    for case in read_cases(&path) {
        let pos = catalog
            .from_fen(variant, &case.fen)
            .unwrap_or_else(|e| panic!("{}:{}: {e}", path.display(), case.line));
        for &(depth, expected) in &case.counts {
            if !deep && expected > SHALLOW_LIMIT {
                continue;
            }
            let got = pos.perft(depth);
            checked += 1;
            if got != expected {
                failures.push(format!(
                    "line {}: {} depth {depth}: expected {expected}, got {got}",
                    case.line, case.fen
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{variant}: {} perft mismatches:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(checked > 0, "{variant}: no perft case was run");
    checked
}

/// Every game has a perft file, and every file names a known game.
#[test]
fn every_game_has_a_perft_file() {
    let catalog = Catalog::builtin();
    let mut files: Vec<String> = std::fs::read_dir(perft_dir())
        .unwrap()
        .filter_map(|e| e.ok())
        .filter_map(|e| {
            e.path()
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
        })
        .collect();
    files.sort();
    for id in catalog.ids() {
        assert!(files.iter().any(|f| f == id), "no perft file for {id}");
    }
    for f in &files {
        assert!(
            catalog.get(f).is_some(),
            "perft file {f}.epd names no known game"
        );
    }
}

#[test]
fn chess() {
    run_file("chess");
}

#[test]
fn central_rotational() {
    run_file("central-rotational");
}

#[test]
fn transformer() {
    run_file("transformer");
}

#[test]
fn turkish() {
    run_file("turkish");
}

#[test]
fn turnover() {
    run_file("turnover");
}
