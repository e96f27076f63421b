//! Games set up by drops (docs/variants.md, "A setup by drops"): `[drops] must_drop`,
//! `squares`, `opposite_colours` and `[castling] by_drops`, on the example file
//! `variants/examples/placement.toml`. A side with pieces in hand must drop, only on its
//! squares, its bishops on both colours; its king may wait in the hand; a drop may give a
//! castling right. Perft against Fairy-Stockfish is in `examples.rs`.

#![allow(clippy::unwrap_used)] // Test helpers: a failed unwrap is a failed test.

mod common;

use common::{catalog, examples_dir, moves};
use turnpan_rules::{FenErrorKind, Game, SetupError, Variant, VariantErrorKind};

#[test]
fn a_side_with_pieces_in_hand_drops_them_on_its_first_rank() {
    let c = catalog();
    let start = c.start("placement").unwrap();
    let first = moves(&start);
    // Five kinds on eight squares; no pawn move while a drop is legal.
    assert_eq!(first.len(), 40, "{first:?}");
    assert!(
        first.iter().all(|m| m.contains('@') && m.ends_with('1')),
        "{first:?}"
    );
    // Black's on the eighth rank.
    let mut pos = start.clone();
    pos.play(pos.parse_uci("K@e1").unwrap()).unwrap();
    let replies = moves(&pos);
    assert!(replies.iter().all(|m| m.ends_with('8')), "{replies:?}");
    assert!(replies.contains(&"K@e8".to_string()));
}

#[test]
fn the_king_may_wait_in_the_hand_but_is_counted() {
    let c = catalog();
    // Both kings in hand: a valid position, written back as read.
    let fen = "8/pppppppp/8/8/8/8/PPPPPPPP/8[KQRRBBNNkqrrbbnn] w - - 0 1";
    assert_eq!(c.from_fen("placement", fen).unwrap().fen(), fen);
    // A king on the board and another in hand: two royal pieces.
    let Err(SetupError::Fen(e)) = c.from_fen(
        "placement",
        "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3[K] w - - 0 1",
    ) else {
        panic!("two white kings read")
    };
    assert!(matches!(e.kind, FenErrorKind::SeveralRoyals { .. }), "{e}");
    // No king anywhere.
    let Err(SetupError::Fen(e)) =
        c.from_fen("placement", "4k3/pppppppp/8/8/8/8/PPPPPPPP/8[Q] w - - 0 1")
    else {
        panic!("a side without a king read")
    };
    assert!(matches!(e.kind, FenErrorKind::NoRoyal { .. }), "{e}");
    // Crazyhouse never holds a king.
    let Err(SetupError::Fen(e)) = c.from_fen("crazyhouse", "4k3/8/8/8/8/8/8/4K3[K] w - - 0 1")
    else {
        panic!("a king in crazyhouse's hand read")
    };
    assert!(
        matches!(e.kind, FenErrorKind::BadHand { letter: 'K', .. }),
        "{e}"
    );
}

#[test]
fn a_drop_that_can_be_made_must_be_made_even_in_check() {
    let c = catalog();
    // A rook in hand can block the rook's check on the first rank: only those drops.
    let pos = c
        .from_fen("placement", "4k3/8/8/8/8/8/8/r3K3[R] w - - 0 1")
        .unwrap();
    assert_eq!(moves(&pos), ["R@b1", "R@c1", "R@d1"]);
    // No drop answers a knight's check: the king moves.
    let pos = c
        .from_fen("placement", "4k3/8/8/8/8/5n2/8/4K3[R] w - - 0 1")
        .unwrap();
    let list = moves(&pos);
    assert!(list.iter().all(|m| m.starts_with("e1")), "{list:?}");
    assert!(!list.is_empty());
}

#[test]
fn bishops_go_down_on_both_colours() {
    let c = catalog();
    // The bishop on d1 stands on a light square: the other must go on a dark one, and no
    // other piece may take the last dark square it could have.
    let pos = c
        .from_fen(
            "placement",
            "4k3/pppppppp/8/8/8/8/PPPPPPPP/R2B3R[KBb] w - - 0 1",
        )
        .unwrap();
    let bishop: Vec<String> = moves(&pos)
        .into_iter()
        .filter(|m| m.starts_with('B'))
        .collect();
    assert_eq!(bishop, ["B@c1", "B@e1", "B@g1"]);
    // A rook on e1 would leave only the light f1 for the bishop: the rook goes to f1.
    let pos = c
        .from_fen(
            "placement",
            "rnbqk2r/pppppppp/8/8/8/8/PPPPPPPP/QNRB2KN[RB] w - - 0 1",
        )
        .unwrap();
    assert_eq!(moves(&pos), ["B@e1", "R@f1"]);
    let pos = c
        .from_fen(
            "placement",
            "rnbqk2r/pppppppp/8/8/8/8/PPPPPPPP/QNRB1RKN[B] w - - 0 1",
        )
        .unwrap();
    assert_eq!(moves(&pos), ["B@e1"], "the one dark square left");
}

#[test]
fn a_king_dropped_beside_its_rooks_may_castle() {
    let c = catalog();
    let mut pos = c
        .from_fen(
            "placement",
            "4k3/pppppppp/8/8/8/8/PPPPPPPP/R2B3R[KBb] w - - 0 1",
        )
        .unwrap();
    pos.play(pos.parse_uci("K@e1").unwrap()).unwrap();
    assert_eq!(
        pos.fen(),
        "4k3/pppppppp/8/8/8/8/PPPPPPPP/R2BK2R[Bb] b KQ - 0 1"
    );
    // A rook dropped on h8 beside Black's king on e8 gives Black's short castling.
    let mut pos = c
        .from_fen(
            "placement",
            "4k3/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[r] b KQ - 0 1",
        )
        .unwrap();
    pos.play(pos.parse_uci("R@h8").unwrap()).unwrap();
    assert!(pos.fen().contains(" w KQk - "), "{}", pos.fen());
    // A king dropped off its square gives nothing.
    let mut pos = c
        .from_fen(
            "placement",
            "4k3/pppppppp/8/8/8/8/PPPPPPPP/R2B3R[KBb] w - - 0 1",
        )
        .unwrap();
    pos.play(pos.parse_uci("K@f1").unwrap()).unwrap();
    assert!(pos.fen().contains(" b - - "), "{}", pos.fen());
}

#[test]
fn drop_squares_are_read_and_refused_at_their_line() {
    let path = examples_dir().join("placement.toml");
    let text = std::fs::read_to_string(path).unwrap();
    let variant = Variant::from_toml("placement.toml", &text).unwrap();
    assert!(variant.drops().is_some_and(|d| d.must_drop));
    for (from, to, kind) in [
        (
            "squares = [\"a1-h1\"]",
            "squares = [\"a1-h1\"]\nblack_squares = [\"z9\"]",
            "drops.black_squares",
        ),
        (
            "squares = [\"a1-h1\"]",
            "black_squares = [\"a8-h8\"]",
            "drops.black_squares",
        ),
        (
            "squares = [\"a1-h1\"]",
            "squares = [\"a1-q1\"]",
            "drops.squares",
        ),
        (
            "opposite_colours = [\"B\"]",
            "opposite_colours = [\"X\"]",
            "drops.opposite_colours",
        ),
    ] {
        let bad = text.replace(from, to);
        assert_ne!(bad, text);
        let e = Variant::from_toml("bad.toml", &bad).unwrap_err();
        assert_eq!(e.field, kind, "{e}");
        assert!(e.line > 0, "{e}");
    }
    // Black's squares alone: refused, since they say nothing of White's.
    let bad = text.replace("squares = [\"a1-h1\"]", "black_squares = [\"a8-h8\"]");
    let e = Variant::from_toml("bad.toml", &bad).unwrap_err();
    assert_eq!(e.kind, VariantErrorKind::BlackSquaresWithoutSquares, "{e}");
    // Castling by drops in a game without hands.
    let chess = Variant::builtin_source("chess").unwrap();
    let bad = chess.replace("long = {", "by_drops = true\nlong = {");
    assert_ne!(bad, chess);
    let e = Variant::from_toml("bad.toml", &bad).unwrap_err();
    assert_eq!(e.kind, VariantErrorKind::ByDropsWithoutDrops, "{e}");
    assert_eq!(e.field, "castling.by_drops");
}
