//! Boards with holes (docs/variants.md, "Boards with holes"), on the example files
//! `omicron.toml`, `troitzky.toml` and `gustav3.toml`: what a hole stops and what passes over
//! it, how FENs write holes, and the files and FENs the rules refuse. Perft against
//! Fairy-Stockfish is in `examples.rs`.

mod common;

use common::{catalog, edited, game, moves_from};
use turnpan_rules::{FenErrorKind, Game, SetupError, VariantErrorKind};

/// The kind of FEN error `fen` gets in game `id`.
fn fen_error(id: &str, fen: &str) -> FenErrorKind {
    match catalog().from_fen(id, fen) {
        Err(SetupError::Fen(e)) => e.kind,
        other => panic!("{fen}: {other:?}"),
    }
}

const OMICRON: &str = "w**********w/*crnbqkbnrc*/*pppppppppp*/*10*/*10*/*10*/*10*/*PPPPPPPPPP*/*CRNBQKBNRC*/W**********W w KQkq - 0 1";

#[test]
fn a_start_with_holes_reads_and_writes_them() {
    let pos = game("omicron", OMICRON);
    assert_eq!(pos.fen(), OMICRON);
    let g = pos.geometry();
    for (name, hole) in [("a2", true), ("b1", true), ("a1", false), ("b2", false)] {
        let sq = g.parse_square(name).unwrap();
        assert_eq!(g.is_hole(sq), hole, "{name}");
        assert!(hole || name != "b1");
    }
    // Nothing stands on a hole.
    assert!(pos.piece_at(g.parse_square("a2").unwrap()).is_none());
}

#[test]
fn a_leap_passes_over_holes_and_never_lands_on_one() {
    let pos = game("omicron", OMICRON);
    // The wizard in the corner: its camel leap crosses the border of holes to b4; its
    // diagonal step and its other camel leap land on its own pieces.
    assert_eq!(moves_from(&pos, "a1"), ["a1b4"]);
    // A lone wizard on b3: of its diagonal steps, a2 and a4 are holes; of its camel leaps,
    // a6 is a hole and c6, e4, e2 are squares.
    let pos = game(
        "omicron",
        "w**********w/*5k4*/*10*/*10*/*10*/*10*/*10*/*W4K4*/*10*/W**********w w - - 0 1",
    );
    assert_eq!(
        moves_from(&pos, "b3"),
        ["b3c2", "b3c4", "b3c6", "b3e2", "b3e4"]
    );
}

#[test]
fn a_slider_stops_before_a_hole() {
    // Troitzky: a rook on b5 goes nowhere to its left past a5, and up the b-file only to
    // b8 (b9 and b10 are holes).
    let pos = game(
        "troitzky",
        "****qk****/**r5**/*8*/*8*/10/1R8/*8*/*8*/**6**/****QK**** w - - 0 1",
    );
    let rook = moves_from(&pos, "b5");
    assert!(rook.contains(&"b5a5".to_string()), "{rook:?}");
    assert!(rook.contains(&"b5b8".to_string()), "{rook:?}");
    assert!(
        !rook.iter().any(|m| m == "b5b9" || m == "b5b10"),
        "{rook:?}"
    );
    // Down the b-file: b4 and b3; b2 and b1 are holes.
    assert!(rook.contains(&"b5b3".to_string()), "{rook:?}");
    assert!(!rook.iter().any(|m| m == "b5b2" || m == "b5b1"), "{rook:?}");
}

#[test]
fn a_fen_must_mark_the_same_holes() {
    // A run of empty squares over a hole.
    let e = fen_error(
            "omicron",
            "w**********w/*crnbqkbnrc*/*pppppppppp*/12/*10*/*10*/*10*/*PPPPPPPPPP*/*CRNBQKBNRC*/W**********W w KQkq - 0 1",
        );
    assert_eq!(
        e,
        FenErrorKind::HoleNotMarked {
            square: "a7".into()
        }
    );
    // A piece on a hole.
    let e = fen_error(
            "omicron",
            "w**********w/*crnbqkbnrc*/*pppppppppp*/P10*/*10*/*10*/*10*/*PPPPPPPPPP*/*CRNBQKBNRC*/W**********W w KQkq - 0 1",
        );
    assert_eq!(
        e,
        FenErrorKind::HoleNotMarked {
            square: "a7".into()
        }
    );
    // A hole where the board has a square.
    let e = fen_error(
        "chess",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN* w Qkq - 0 1",
    );
    assert_eq!(
        e,
        FenErrorKind::NotAHole {
            square: "h1".into()
        }
    );
}

#[test]
fn castling_across_a_hole_is_refused_at_load() {
    // Omicron castles on its second rank, whose a-square is a hole.
    let kind = edited("omicron", |t| {
        t.replace(
            r#"long = { rook_file = "c", king_to = "e", rook_to = "f" }"#,
            r#"long = { rook_file = "c", king_to = "b", rook_to = "a" }"#,
        )
    });
    assert_eq!(kind, VariantErrorKind::CastlingOverHole { file: 'a' });
}

#[test]
fn gustav_castles_between_its_holes() {
    let pos = game(
        "gustav3",
        "ar3k2ra/*pppppppp*/*8*/*8*/*8*/*8*/*PPPPPPPP*/AR3K2RA w KQkq - 0 1",
    );
    let king = moves_from(&pos, "f1");
    assert!(king.contains(&"f1h1".to_string()), "{king:?}");
    assert!(king.contains(&"f1d1".to_string()), "{king:?}");
}
