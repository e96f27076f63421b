//! The example variant files (`variants/examples/*.toml`): each loads, and its perft counts
//! equal Fairy-Stockfish's on the positions of `tests/examples/perft.epd`, which
//! `scripts/reference/gen_examples_suite.py` writes from Fairy-Stockfish's own move generator
//! (pyffish): the positions of Fairy-Stockfish's perft suite for that variant, its start, and
//! 20 positions from random games that favour captures and the variant's own moves. Every
//! example must have at least those 21 positions.

#![allow(clippy::unwrap_used)] // Test helpers: a failed unwrap is a failed test.

mod common;

use std::collections::BTreeMap;
use std::path::Path;

use turnpan_rules::fsf_ini::import_ini;
use turnpan_rules::{Game, GameRules, Variant};

fn examples() -> BTreeMap<String, GameRules> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../variants/examples");
    let mut out = BTreeMap::new();
    for (file, loaded) in Variant::load_dir(&dir).unwrap() {
        let variant = loaded.unwrap_or_else(|e| panic!("{file}: {e}"));
        out.insert(variant.id().to_owned(), GameRules::compile(variant));
    }
    out
}

#[test]
fn every_example_matches_fairy_stockfish_perft() {
    let games = examples();
    assert!(!games.is_empty(), "no example files");
    let cases =
        common::read_cases(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/examples/perft.epd"));
    let mut failures = Vec::new();
    let mut positions: BTreeMap<&str, usize> = BTreeMap::new();
    for case in &cases {
        let Some(rules) = games.get(&case.name) else {
            failures.push(format!("line {}: no example '{}'", case.line, case.name));
            continue;
        };
        *positions.entry(&case.name).or_default() += 1;
        let pos = match rules.from_fen(&case.fen) {
            Ok(pos) => pos,
            Err(e) => {
                failures.push(format!("line {}: {} refused: {e}", case.line, case.fen));
                continue;
            }
        };
        for &(depth, expected) in &case.counts {
            let got = pos.perft(depth);
            if got != expected {
                failures.push(format!(
                    "line {}: {} {} depth {depth}: expected {expected}, got {got}",
                    case.line, case.name, case.fen
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    for id in games.keys() {
        let n = positions.get(id.as_str()).copied().unwrap_or(0);
        assert!(
            n >= 21,
            "example {id}: {n} positions checked, at least 21 wanted"
        );
    }
}

/// The Fairy-Stockfish variant each example plays: a section inheriting from it, imported
/// with `fsf_ini`, plays the same game (the same counts on the same positions), and what the
/// import must report as not carried over (none of them today).
const FSF_PARENTS: [(&str, &str, &[&str]); 22] = [
    ("kingofthehill", "kingofthehill", &[]),
    ("three-check", "3check", &[]),
    ("crazyhouse", "crazyhouse", &[]),
    ("loop", "loop", &[]),
    ("chessgi", "chessgi", &[]),
    ("pocket-knight", "pocketknight", &[]),
    ("placement", "placement", &[]),
    ("sittuyin", "sittuyin", &[]),
    ("xiangqi", "xiangqi", &[]),
    ("minixiangqi", "minixiangqi", &[]),
    ("manchu", "manchu", &[]),
    ("makruk", "makruk", &[]),
    ("makpong", "makpong", &[]),
    ("cambodian", "cambodian", &[]),
    ("karouk", "karouk", &[]),
    ("ai-wok", "ai-wok", &[]),
    ("asean", "asean", &[]),
    ("atomar", "atomar", &[]),
    ("seirawan", "seirawan", &[]),
    ("shouse", "shouse", &[]),
    ("chess960", "fischerandom", &[]),
    ("janggi", "janggi", &[]),
];

#[test]
fn sections_inheriting_from_the_fairy_stockfish_variants_import_as_the_examples() {
    let cases =
        common::read_cases(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/examples/perft.epd"));
    for (example, parent, not_carried) in FSF_PARENTS {
        let ini = format!("[imported:{parent}]\n");
        let out = import_ini(&ini, None).unwrap_or_else(|e| panic!("{parent}: {e}"));
        let keys: Vec<&str> = out
            .unsupported
            .iter()
            .map(|u| u.split(" (").next().unwrap_or(u))
            .collect();
        assert_eq!(keys, not_carried, "{parent}: {:?}", out.unsupported);
        let variant = Variant::from_toml("imported.toml", &out.toml)
            .unwrap_or_else(|e| panic!("{parent}: {e}\n{}", out.toml));
        let rules = GameRules::compile(variant);
        let mut checked = 0;
        for case in cases.iter().filter(|c| c.name == example) {
            let pos = rules
                .from_fen(&case.fen)
                .unwrap_or_else(|e| panic!("{parent} {}: {e}", case.fen));
            for &(depth, expected) in &case.counts {
                assert_eq!(
                    pos.perft(depth),
                    expected,
                    "{parent} {} depth {depth}",
                    case.fen
                );
                checked += 1;
            }
        }
        assert!(checked >= 21, "{parent}: {checked} counts");
    }
    // Drop settings without drops are named, and the start position's hands left out.
    let out = import_ini(
        "[nohands:chess]\ncapturesToHand = true\nstartFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn] w KQkq - 0 1\n",
        None,
    )
    .unwrap();
    assert!(
        out.unsupported
            .iter()
            .any(|u| u.starts_with("capturesToHand = true")),
        "{:?}",
        out.unsupported
    );
    assert!(
        Variant::from_toml("nohands.toml", &out.toml).is_ok(),
        "{}",
        out.toml
    );
    // What the rules cannot say is named, not dropped: a flag for one side only.
    let out = import_ini(
        "[half:chess]\nflagPieceWhite = k\nflagRegionWhite = *8\n",
        None,
    )
    .unwrap();
    assert!(
        out.unsupported.iter().any(|u| u.contains("flagPiece")),
        "{:?}",
        out.unsupported
    );
}
