//! Fairy-Stockfish `variants.ini` import, checked by perft: every section of
//! `tests/fsf-import/sections.ini` is imported with [`import_ini`], loaded as a variant, and its
//! perft counts compared with `tests/fsf-import/perft.epd`, which
//! `scripts/reference/gen_ini_suite.py` writes from Fairy-Stockfish (pyffish) with the same
//! sections. The counts are small (at most 300,000 nodes each; the whole file takes well under
//! a second in the optimised test profile), so all run in every build.

#![allow(clippy::unwrap_used)] // Test helpers: a failed unwrap is a failed test.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

mod common;

use common::Case;
use turnpan_rules::fsf_ini::import_ini;
use turnpan_rules::{Color, Game, GameRules, Outcome, Reason, Variant};

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fsf-import")
}

fn read(name: &str) -> String {
    let path = dir().join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn cases() -> Vec<Case> {
    common::read_cases(&dir().join("perft.epd"))
}

fn import(ini: &str, section: &str) -> GameRules {
    let out = import_ini(ini, Some(section)).unwrap_or_else(|e| panic!("[{section}]: {e}"));
    let variant = Variant::from_toml(&format!("{section}.toml"), &out.toml)
        .unwrap_or_else(|e| panic!("[{section}]: {e}\n{}", out.toml));
    GameRules::compile(variant)
}

/// Each section's perft counts equal Fairy-Stockfish's.
#[test]
fn imported_sections_match_fairy_stockfish_perft() {
    let ini = read("sections.ini");
    let mut games: BTreeMap<String, GameRules> = BTreeMap::new();
    let mut failures = Vec::new();
    let mut checked = 0;
    for case in cases() {
        let rules = games
            .entry(case.name.clone())
            .or_insert_with(|| import(&ini, &case.name));
        let pos = match rules.from_fen(&case.fen) {
            Ok(pos) => pos,
            Err(e) => {
                failures.push(format!(
                    "line {}: [{}] {}: FEN refused: {e}",
                    case.line, case.name, case.fen
                ));
                continue;
            }
        };
        for &(depth, expected) in &case.counts {
            let got = pos.perft(depth);
            checked += 1;
            if got != expected {
                failures.push(format!(
                    "line {}: [{}] {} depth {depth}: expected {expected}, got {got}",
                    case.line, case.name, case.fen
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} perft mismatches:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(games.len() >= 10, "only {} sections checked", games.len());
    assert!(checked > 0, "no perft case was run");
}

/// Every section of the file is in the perft data, so none is imported without a check.
/// Shatranj's bare king, imported from Fairy-Stockfish's own definition (its extinction rule
/// with a claim): a side bared while the other has two pieces may bare it in return; against
/// three it has lost at once, and so has a side that lets its reply go by.
#[test]
fn shatranjs_bare_king_may_bare_the_other_in_return() {
    let rules = import("[s:shatranj]\n", "s");
    let play = |fen: &str, moves: &[&str]| {
        let mut pos = rules.from_fen(fen).unwrap();
        for uci in moves {
            let mv = pos.parse_uci(uci).unwrap();
            pos.play(mv).unwrap();
        }
        pos
    };
    let white_wins = Some(Outcome::Decisive {
        winner: Color::White,
        reason: Reason::Extinction,
    });
    // King and rook take Black's last fers: Black may reply, and takes the rook back.
    let bared = play("4k3/3q4/8/8/8/8/8/3RK3 w - - 0 1", &["d1d7"]);
    assert_eq!(bared.outcome(1), None);
    let mut replies = Vec::new();
    bared.legal_moves(&mut replies);
    assert!(replies.iter().any(|&m| bared.uci(m) == "e8d7"));
    let even = play("4k3/3q4/8/8/8/8/8/3RK3 w - - 0 1", &["d1d7", "e8d7"]);
    assert!(
        !matches!(even.outcome(1), Some(Outcome::Decisive { .. })),
        "{:?}",
        even.outcome(1)
    );
    // The reply spent elsewhere: Black has lost.
    let late = play("4k3/3q4/8/8/8/8/8/3RK3 w - - 0 1", &["d1d7", "e8f8"]);
    assert_eq!(late.outcome(1), white_wins);
    // Against three pieces there is no reply.
    let lost = play("4k3/3q4/8/8/8/8/8/3RK2N w - - 0 1", &["d1d7"]);
    assert_eq!(lost.outcome(1), white_wins);
    assert_eq!(lost.count_legal_moves(), 0);
}

#[test]
fn every_section_has_perft_counts() {
    let ini = read("sections.ini");
    let listed: Vec<String> = cases().into_iter().map(|c| c.name).collect();
    for line in ini.lines() {
        let Some(header) = line.trim().strip_prefix('[') else {
            continue;
        };
        let name = header.split([']', ':']).next().unwrap().trim();
        assert!(
            listed.iter().any(|s| s == name),
            "section [{name}] has no perft counts in perft.epd"
        );
    }
}

/// The Fairy-Stockfish sections that produced the Turkish Chess and Transformer perft suites
/// (`scripts/reference/variants.ini`), imported, give those suites' counts (every count up to
/// 300,000 nodes; the suites' counts come from Fairy-Stockfish's `go perft`).
#[test]
fn reference_sections_match_the_turkish_and_transformer_suites() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let ini_path = root.join("../../scripts/reference/variants.ini");
    let ini = std::fs::read_to_string(&ini_path)
        .unwrap_or_else(|e| panic!("{}: {e}", ini_path.display()));
    for (section, suite) in [
        ("turnpan-turkish", "turkish"),
        ("turnpan-transformer", "transformer"),
    ] {
        let rules = import(&ini, section);
        let epd = root.join(format!("tests/perft/{suite}.epd"));
        let text = std::fs::read_to_string(&epd).unwrap();
        let mut checked = 0;
        for (i, raw) in text.lines().enumerate() {
            let raw = raw.trim();
            if raw.is_empty() || raw.starts_with('#') {
                continue;
            }
            let mut fields = raw.split(';');
            let fen = fields.next().unwrap().trim();
            let pos = rules
                .from_fen(fen)
                .unwrap_or_else(|e| panic!("{suite}.epd:{}: [{section}] {fen}: {e}", i + 1));
            for f in fields {
                let (d, n) = f.trim()[1..].split_once(' ').unwrap();
                let (depth, expected): (u32, u64) = (d.parse().unwrap(), n.parse().unwrap());
                if expected > 300_000 {
                    continue;
                }
                checked += 1;
                assert_eq!(
                    pos.perft(depth),
                    expected,
                    "{suite}.epd:{}: [{section}] {fen} depth {depth}",
                    i + 1
                );
            }
        }
        assert!(checked > 100, "{suite}: only {checked} counts");
    }
}

mod never_panics {
    use proptest::prelude::*;

    use super::*;

    const HEADERS: [&str; 6] = [
        "[a:chess]",
        "[b:capablanca]",
        "[c]",
        "[d:a]",
        "[e:shatranj]",
        "[f:xiangqi]",
    ];
    const KEYS: [&str; 24] = [
        "maxFile",
        "maxRank",
        "pawn",
        "knight",
        "queen",
        "king",
        "commoner",
        "customPiece1",
        "customPiece2",
        "startFen",
        "promotionRank",
        "promotionRegionWhite",
        "promotionPieceTypes",
        "pawnTypes",
        "doubleStep",
        "doubleStepRegionBlack",
        "castling",
        "castlingKingsideFile",
        "castlingRookPieces",
        "stalemateValue",
        "nMoveRule",
        "extinctionValue",
        "extinctionPieceTypes",
        "pieceDrops",
    ];
    const VALUES: [&str; 22] = [
        "a",
        "-",
        "k",
        "m",
        "k:N",
        "a:fsW",
        "b:QX9",
        "c:mRcpR",
        "d:ifmnDfmW",
        "true",
        "false",
        "*3 e4 c*",
        "j",
        "11",
        "0",
        "loss",
        "*",
        "qa",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
        "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
        "",
    ];

    fn line() -> impl Strategy<Value = String> {
        prop_oneof![
            1 => (0..HEADERS.len()).prop_map(|i| HEADERS[i].to_owned()),
            8 => (0..KEYS.len(), 0..VALUES.len())
                .prop_map(|(k, v)| format!("{} = {}", KEYS[k], VALUES[v])),
            1 => "[ -~]{0,12}",
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

        /// Any text: an error or a variant that loads and plays, never a panic.
        #[test]
        fn import_never_panics(lines in proptest::collection::vec(line(), 0..8)) {
            // Mostly a section of chess with a few keys, so that many imports succeed.
            let text = format!("[a:chess]\n{}", lines.join("\n"));
            if let Ok(out) = import_ini(&text, None) {
                let variant = Variant::from_toml("p.toml", &out.toml);
                prop_assert!(variant.is_ok(), "{}\n{}", text, out.toml);
                let start = GameRules::compile(variant.unwrap()).start();
                let _ = start.perft(2);
            }
        }
    }
}
