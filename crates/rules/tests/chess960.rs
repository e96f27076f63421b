//! Chess960 castling (docs/variants.md, "Chess960"), on `variants/examples/chess960.toml` and
//! the other 960 examples: the castling field (`K`, `Q` or the partner's file), castling
//! written as the king onto its rook, the king's step before castling to the same square,
//! the shuffled starts, and the files that cannot be played. Perft against Fairy-Stockfish is
//! in `examples.rs`.

#![allow(clippy::unwrap_used)] // Test helpers: a failed unwrap is a failed test.

mod common;

use std::collections::BTreeSet;
use std::sync::Arc;

use common::{after, catalog, edited, game, moves_from};
use turnpan_rules::{Game, GameRules, Position, SetupError, VariantErrorKind};

#[test]
fn the_castling_field_reads_shredder_and_x_fen_and_writes_x_fen() {
    let standard = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    for field in ["KQkq", "HAha", "AHah", "HQah"] {
        let fen = standard.replace("KQkq", field);
        assert_eq!(game("chess960", &fen).fen(), standard, "{field}");
    }
    // An inner rook is written by its file: with the king on e1 and rooks on f1 and h1, `K`
    // names the h1 rook and `F` the f1 rook.
    for fen in [
        "4k3/8/8/8/8/8/8/4KR1R w F - 0 1",
        "4k3/8/8/8/8/8/8/4KR1R w K - 0 1",
    ] {
        assert_eq!(game("chess960", fen).fen(), fen);
    }
    // `K` and `H` name the same rook: one right given twice.
    let fen = standard.replace("KQkq", "KHkq");
    let Err(SetupError::Fen(e)) = catalog().from_fen("chess960", &fen) else {
        panic!("{fen} was read");
    };
    assert_eq!(e.kind.code(), "repeated-castling", "{e}");
    // Letters that are neither K, Q nor a file of the board.
    for field in ["KQZ", "KQk9", "X"] {
        let fen = standard.replace("KQkq", field);
        let Err(SetupError::Fen(e)) = catalog().from_fen("chess960", &fen) else {
            panic!("{fen} was read");
        };
        assert_eq!(e.kind.code(), "bad-castling", "{fen}: {e}");
        assert!(e.column.is_some(), "{fen}: {e}");
    }
    // A right whose rook is missing, or that names the king, is dropped, as in chess.
    assert_eq!(
        game("chess960", "4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1").fen(),
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
    );
    assert_eq!(
        game("chess960", "4rkr1/8/8/8/8/8/8/4K3 w fh - 0 1").fen(),
        "4rkr1/8/8/8/8/8/8/4K3 w - - 0 1"
    );
}

#[test]
fn castling_is_written_as_the_king_onto_its_rook() {
    // King b1 between rooks a1 and h1: long castling takes the king to c1 and the rook to
    // d1, short castling the king to g1 and the rook to f1.
    let fen = "4k3/8/8/8/8/8/8/RK5R w KQ - 0 1";
    let pos = game("chess960", fen);
    let king = moves_from(&pos, "b1");
    assert!(king.contains(&"b1a1".to_owned()), "{king:?}");
    assert!(king.contains(&"b1h1".to_owned()), "{king:?}");
    // b1c1 is the king's step; castling long is b1a1.
    let stepped = after("chess960", fen, &["b1c1"]);
    assert_eq!(stepped.fen(), "4k3/8/8/8/8/8/8/R1K4R b - - 1 1");
    let castled = after("chess960", fen, &["b1a1"]);
    assert_eq!(castled.fen(), "4k3/8/8/8/8/8/8/2KR3R b - - 1 1");
    assert_eq!(
        after("chess960", fen, &["O-O"]).fen(),
        "4k3/8/8/8/8/8/8/R4RK1 b - - 1 1"
    );
    // The king's own destination, where no step reaches, castles too.
    assert_eq!(
        after("chess960", fen, &["b1g1"]).fen(),
        after("chess960", fen, &["b1h1"]).fen()
    );
    // A king that castles without moving: king g1, rook h1.
    let fen = "4k3/8/8/8/8/8/8/6KR w K - 0 1";
    let pos = game("chess960", fen);
    assert!(moves_from(&pos, "g1").contains(&"g1h1".to_owned()));
    assert_eq!(
        after("chess960", fen, &["g1h1"]).fen(),
        "4k3/8/8/8/8/8/8/5RK1 b - - 1 1"
    );
    // ...but not out of check.
    let pos = game("chess960", "6k1/8/8/8/8/8/8/r5KR w K - 0 1");
    assert!(!moves_from(&pos, "g1").contains(&"g1h1".to_owned()));
}

#[test]
fn a_rook_that_shielded_the_king_forbids_castling() {
    // King e1, rook b1, Black's rook a1: long castling would leave the king on c1 in the
    // black rook's line once the b1 rook has gone to d1.
    let pos = game("chess960", "4k3/8/8/8/8/8/8/rR2K3 w Q - 0 1");
    let king = moves_from(&pos, "e1");
    assert!(!king.contains(&"e1b1".to_owned()), "{king:?}");
    // Without the black rook it castles.
    let pos = game("chess960", "4k3/8/8/8/8/8/8/1R2K3 w Q - 0 1");
    let king = moves_from(&pos, "e1");
    assert!(king.contains(&"e1b1".to_owned()), "{king:?}");
}

#[test]
fn equal_rights_with_other_partners_are_other_positions() {
    let one = game("chess960", "4k3/8/8/8/8/8/8/4KR1R w F - 0 1");
    let other = game("chess960", "4k3/8/8/8/8/8/8/4KR1R w H - 0 1");
    assert_ne!(one.fen(), other.fen());
    assert_ne!(one.zobrist(), other.zobrist());
    // The F right castles with the f1 rook: the h1 rook stays.
    assert_eq!(
        after("chess960", "4k3/8/8/8/8/8/8/4KR1R w F - 0 1", &["O-O"]).fen(),
        "4k3/8/8/8/8/8/8/5RKR b - - 1 1"
    );
    // Once the king has moved, nothing tells the two apart.
    let GameRules::Small(rules) = catalog().get("chess960").unwrap().clone() else {
        panic!("chess960 is played on 64 squares");
    };
    let king_moved = |fen: &str| {
        let mut pos = Position::from_fen(Arc::clone(&rules), fen).unwrap();
        let mv = pos.parse_uci_move("e1e2").unwrap();
        pos.play(mv).unwrap();
        pos
    };
    let (one, other) = (
        king_moved("4k3/8/8/8/8/8/8/4KR1R w F - 0 1"),
        king_moved("4k3/8/8/8/8/8/8/4KR1R w K - 0 1"),
    );
    assert_eq!(one, other);
    assert_eq!(one.zobrist(), other.zobrist());
    // The H right needs f1 and g1 empty.
    let pos = game("chess960", "4k3/8/8/8/8/8/8/4KR1R w H - 0 1");
    assert!(!moves_from(&pos, "e1").contains(&"e1h1".to_owned()));
}

#[test]
fn shuffled_starts_are_the_960_arrangements() {
    let rules = catalog().get("chess960").unwrap().clone();
    assert!(rules.is_chess960());
    let mut seen = BTreeSet::new();
    for seed in 0..20_000 {
        let fen = rules.shuffled_start(seed).fen();
        let back = fen.split('/').nth(7).unwrap().split(' ').next().unwrap();
        let front = fen.split('/').next().unwrap();
        assert_eq!(front, back.to_ascii_lowercase(), "{fen}");
        let bishops: Vec<usize> = back.match_indices('B').map(|(i, _)| i).collect();
        assert_eq!((bishops[0] + bishops[1]) % 2, 1, "{fen}");
        let rooks: Vec<usize> = back.match_indices('R').map(|(i, _)| i).collect();
        let king = back.find('K').unwrap();
        assert!(rooks[0] < king && king < rooks[1], "{fen}");
        assert!(fen.contains(" w KQkq - 0 1"), "{fen}");
        seen.insert(back.to_owned());
    }
    assert_eq!(seen.len(), 960);
    // The same seed, the same start.
    assert_eq!(rules.shuffled_start(5).fen(), rules.shuffled_start(5).fen());
    // S-chess 960 keeps its hands, and every first-rank square is a gate.
    let fen = catalog()
        .get("seirawan960")
        .unwrap()
        .shuffled_start(3)
        .fen();
    assert!(fen.contains("[EHeh] w "), "{fen}");
    // Games that are not Chess960 start where they start.
    let chess = catalog().get("chess").unwrap().clone();
    assert!(!chess.is_chess960());
    assert_eq!(chess.shuffled_start(3).fen(), chess.start().fen());
}

#[test]
fn s_chess_960_reads_its_gates_as_castling_rights() {
    let fen = "qbbrnkrn/pppppppp/8/8/8/8/PPPPPPPP/QBBRNKRN[HEhe] w ABCDEFGHabcdefgh - 0 1";
    let pos = game("seirawan960", fen);
    // King f1 with rooks d1 and g1: the rights are named by the rooks' files.
    assert_eq!(
        pos.fen(),
        "qbbrnkrn/pppppppp/8/8/8/8/PPPPPPPP/QBBRNKRN[EHeh] w GDABCEFHgdabcefh - 0 1"
    );
    // The rights follow from the gates: with the king's gate open, the open a1 gate gives
    // long castling though only `K` is written; what is written reads back the same.
    let pos = game(
        "seirawan960",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KABCDFGkqbcdfg - 0 1",
    );
    let written = pos.fen();
    assert!(written.contains(" w HABCDEFGhabcdefg "), "{written}");
    assert_eq!(game("seirawan960", &written).fen(), written);
    // The knight leaves e1: its gate closes (Fairy-Stockfish writes the same field).
    let pos = after("seirawan960", fen, &["e1d3"]);
    assert_eq!(
        pos.fen(),
        "qbbrnkrn/pppppppp/8/8/8/3N4/PPPPPPPP/QBBR1KRN[EHeh] b GDABCFHgdabcefh - 1 1"
    );
    // With the first rank cleared but for the king and the rooks: castling long brings the
    // king to c1 (the rook stays on d1, a piece may come in on f1), short swaps king and rook
    // (no square is left for a piece).
    let pos = game(
        "seirawan960",
        "qbbrnkrn/pppppppp/8/8/8/8/PPPPPPPP/3R1KR1[EHeh] w GDFgdabcefh - 0 1",
    );
    let king = moves_from(&pos, "f1");
    for castling in ["f1d1", "f1g1", "f1d1h", "f1d1e"] {
        assert!(king.contains(&castling.to_owned()), "{castling}: {king:?}");
    }
    assert!(!king.iter().any(|m| m.starts_with("f1g1") && m.len() > 4));
}

#[test]
fn files_that_cannot_be_played_are_refused() {
    let kind = edited("chess960", |t| {
        t.replace("chess960 = true", "chess960 = true\nby_drops = true")
    });
    assert_eq!(kind, VariantErrorKind::Chess960ByDrops);
}
