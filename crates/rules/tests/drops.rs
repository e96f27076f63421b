//! Hands and drops (docs/variants.md, "Drops"), on the example files of `variants/examples/`:
//! what a capture puts in a hand, what a drop may do, how the FEN writes and refuses hands, and
//! how drops are written. Their perft counts are checked against Fairy-Stockfish in
//! `examples.rs`.

#![allow(clippy::unwrap_used)] // Test helpers: a failed unwrap is a failed test.

mod common;

use common::catalog;
use turnpan_rules::{
    AnyGame, AnyMove, Catalog, Color, FenErrorKind, FenField, Game, MoveErrorKind, Outcome,
    PieceKind, Reason, SetupError,
};

fn play(c: &Catalog, variant: &str, fen: &str, moves: &[&str]) -> AnyGame {
    let mut pos = c.from_fen(variant, fen).unwrap();
    for m in moves {
        let mv = pos
            .parse_move(m)
            .unwrap_or_else(|e| panic!("{m} in {}: {e}", pos.fen()));
        pos.play(mv).unwrap();
    }
    pos
}

fn fen_error(c: &Catalog, variant: &str, fen: &str) -> turnpan_rules::FenError {
    match c.from_fen(variant, fen).unwrap_err() {
        SetupError::Fen(e) => e,
        other => panic!("{fen}: {other:?}"),
    }
}

/// Kinds in the example files' order: K Q R B N P.
const QUEEN: PieceKind = PieceKind::new(1);
const KNIGHT: PieceKind = PieceKind::new(4);
const PAWN: PieceKind = PieceKind::new(5);

#[test]
fn a_capture_fills_the_capturers_hand_and_a_drop_empties_it() {
    let c = catalog();
    let pos = play(
        &c,
        "crazyhouse",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
        &["e4", "d5", "exd5", "Qxd5", "Nc3", "Qa5"],
    );
    assert_eq!(pos.in_hand(Color::White, PAWN), 1);
    assert_eq!(pos.in_hand(Color::Black, PAWN), 1);
    assert!(pos
        .fen()
        .starts_with("rnb1kbnr/ppp1pppp/8/q7/8/2N5/PPPP1PPP/R1BQKBNR[Pp] w"));
    // White drops its pawn; the halfmove clock starts again, as after a capture.
    let after = play(&c, "crazyhouse", &pos.fen(), &["P@d5"]);
    assert_eq!(after.in_hand(Color::White, PAWN), 0);
    assert_eq!(after.halfmove_clock(), 0);
    assert!(after
        .fen()
        .starts_with("rnb1kbnr/ppp1pppp/8/q2P4/8/2N5/PPPP1PPP/R1BQKBNR[p] b"));
    // The same position written by hand reads to the same hash: hands are hashed.
    let fresh = c.from_fen("crazyhouse", &after.fen()).unwrap();
    assert_eq!(fresh.zobrist(), after.zobrist());
    assert_ne!(
        c.from_fen("crazyhouse", &after.fen().replace("[p]", "[]"))
            .unwrap()
            .zobrist(),
        after.zobrist()
    );
}

#[test]
fn promoted_pieces_go_back_as_pawns_in_crazyhouse_and_as_themselves_in_loop() {
    let c = catalog();
    // White promotes on a8; Black takes the new queen.
    let fen = "1r2k3/P7/8/8/8/8/8/4K3[] w - - 0 1";
    let promoted = play(&c, "crazyhouse", fen, &["a8=Q"]);
    let fen_after = promoted.fen();
    assert!(
        fen_after.starts_with("Q~r2k3/8/8/8/8/8/8/4K3[] b"),
        "{fen_after}"
    );
    let taken = play(&c, "crazyhouse", &fen_after, &["Rxa8"]);
    assert_eq!(taken.in_hand(Color::Black, PAWN), 1);
    assert_eq!(taken.in_hand(Color::Black, QUEEN), 0);
    // The mark is read back: the same capture from the FEN gives the same hand.
    let taken_again = play(
        &c,
        "crazyhouse",
        "Q~r2k3/8/8/8/8/8/8/4K3[] b - - 0 1",
        &["Rxa8"],
    );
    assert_eq!(taken_again.fen(), taken.fen());
    // Without the mark the queen is a queen.
    let queen = play(
        &c,
        "crazyhouse",
        "Qr2k3/8/8/8/8/8/8/4K3[] b - - 0 1",
        &["Rxa8"],
    );
    assert_eq!(queen.in_hand(Color::Black, QUEEN), 1);
    // Loop chess keeps no mark: the promoted queen goes to the hand as a queen.
    let looped = play(&c, "loop", fen, &["a8=Q", "Rxa8"]);
    assert_eq!(looped.in_hand(Color::Black, QUEEN), 1);
    assert!(
        looped.fen().starts_with("r3k3/8/8/8/8/8/8/4K3[q] w"),
        "{}",
        looped.fen()
    );
}

#[test]
fn where_pawns_and_pieces_may_be_dropped() {
    let c = catalog();
    let drops = |variant: &str, fen: &str| {
        let pos = c.from_fen(variant, fen).unwrap();
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        moves
            .into_iter()
            .filter(|&m| pos.dropped_kind(m).is_some())
            .map(|m| pos.uci(m))
            .collect::<Vec<_>>()
    };
    let fen = "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1";
    let crazy = drops("crazyhouse", fen);
    // 64 squares, two kings, and neither the first nor the last rank.
    assert_eq!(crazy.len(), 48 - 2 + 2, "{crazy:?}");
    assert!(!crazy.iter().any(|m| m.ends_with('1') || m.ends_with('8')));
    // Chessgi: the first rank too (but e1, taken), never the last.
    let gi = drops("chessgi", fen);
    assert_eq!(gi.len(), crazy.len() + 7);
    assert!(gi.contains(&"P@a1".to_owned()) && !gi.iter().any(|m| m.ends_with('8')));
    // A piece may go anywhere empty, the last rank included.
    assert_eq!(
        drops("crazyhouse", "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1").len(),
        62
    );
    // In check, only drops that block: a rook on a1 checks along the first rank.
    let blocks = drops("crazyhouse", "4k3/8/8/8/8/8/8/r3K3[N] w - - 0 1");
    assert_eq!(blocks, ["N@b1", "N@c1", "N@d1"]);
    // A knight's check cannot be blocked.
    assert!(drops("crazyhouse", "4k3/8/8/8/8/3n4/8/4K3[Q] w - - 0 1").is_empty());
}

#[test]
fn a_drop_can_mate_and_pieces_in_hand_are_mating_material() {
    let c = catalog();
    let mated = play(
        &c,
        "crazyhouse",
        "6k1/5ppp/8/8/8/8/8/4K3[R] w - - 0 1",
        &["R@e8"],
    );
    assert_eq!(
        mated.outcome(1),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: Reason::Checkmate
        })
    );
    let kings = c
        .from_fen("crazyhouse", "4k3/8/8/8/8/8/8/4K3[] w - - 0 1")
        .unwrap();
    assert!(!kings.has_mating_material(Color::White));
    let with_pawn = c
        .from_fen("crazyhouse", "4k3/8/8/8/8/8/8/4K3[p] w - - 0 1")
        .unwrap();
    assert!(with_pawn.has_mating_material(Color::Black));
    assert!(!with_pawn.has_mating_material(Color::White));
    assert_eq!(with_pawn.outcome(1), None, "a pawn in hand is no dead draw");
}

#[test]
fn drops_are_written_and_read_in_both_notations() {
    let c = catalog();
    let pos = c
        .from_fen("crazyhouse", "4k3/8/8/8/8/8/8/4K3[NPp] w - - 0 1")
        .unwrap();
    let AnyMove::Board(knight) = pos.parse_uci("N@e6").unwrap() else {
        unreachable!()
    };
    assert_eq!(knight.dropped(), Some(KNIGHT));
    assert_eq!(pos.san(AnyMove::Board(knight)), "N@e6");
    // A drop giving check says so; a pawn drop is written with its letter, read without.
    assert_eq!(pos.san(pos.parse_uci("N@d6").unwrap()), "N@d6+");
    assert_eq!(
        pos.parse_san("@e4").unwrap(),
        pos.parse_uci("P@e4").unwrap()
    );
    assert_eq!(
        pos.parse_san("P@e4").unwrap(),
        pos.parse_uci("p@e4").unwrap()
    );
    assert_eq!(pos.uci(pos.parse_san("P@e4").unwrap()), "P@e4");
    // What cannot be dropped, and why.
    let kind = |text: &str| pos.parse_move(text).unwrap_err().kind;
    assert_eq!(kind("Q@e4"), MoveErrorKind::NotInHand { letter: 'Q' });
    assert_eq!(kind("P@e8"), MoveErrorKind::Illegal);
    assert_eq!(kind("N@e1"), MoveErrorKind::Illegal, "e1 is taken");
    assert_eq!(kind("X@e4"), MoveErrorKind::UnknownPiece { letter: 'X' });
    assert_eq!(kind("K@e4"), MoveErrorKind::NotInHand { letter: 'K' });
    assert_eq!(
        pos.parse_uci("N@z9").unwrap_err().kind,
        MoveErrorKind::NotEngineNotation
    );
    // Chess has no hands.
    let chess = c.start("chess").unwrap();
    assert_eq!(
        chess.parse_move("N@e4").unwrap_err().kind,
        MoveErrorKind::NotInHand { letter: 'N' }
    );
}

#[test]
fn hands_in_the_fen_both_forms_and_every_refusal() {
    let c = catalog();
    let brackets = c
        .from_fen("crazyhouse", "2k5/8/8/8/8/8/8/4K3[Qn] w - - 0 1")
        .unwrap();
    let row = c
        .from_fen("crazyhouse", "2k5/8/8/8/8/8/8/4K3/Qn w - - 0 1")
        .unwrap();
    assert_eq!(brackets.fen(), row.fen());
    assert_eq!(brackets.fen(), "2k5/8/8/8/8/8/8/4K3[Qn] w - - 0 1");
    // No hands written: both empty.
    let bare = c
        .from_fen("crazyhouse", "2k5/8/8/8/8/8/8/4K3 w - - 0 1")
        .unwrap();
    assert_eq!(bare.fen(), "2k5/8/8/8/8/8/8/4K3[] w - - 0 1");
    // Pocket knight's start: a knight in each hand.
    let pk = c.start("pocket-knight").unwrap();
    assert_eq!(
        (
            pk.in_hand(Color::White, KNIGHT),
            pk.in_hand(Color::Black, KNIGHT)
        ),
        (1, 1)
    );

    // The board part "2k5/8/8/8/8/8/8/4K3" is 19 characters: the hands start at 20.
    let cases: [(&str, &str, FenErrorKind, usize); 6] = [
        (
            "chess",
            "2k5/8/8/8/8/8/8/4K3[Q] w - - 0 1",
            FenErrorKind::NoHands { letter: '[' },
            20,
        ),
        (
            "chess",
            "2k5/8/8/8/8/8/8/Q~3K3 w - - 0 1",
            FenErrorKind::NoHands { letter: '~' },
            18,
        ),
        (
            "crazyhouse",
            "2k5/8/8/8/8/8/8/4K3[Q w - - 0 1",
            FenErrorKind::UnclosedHand,
            21,
        ),
        (
            "crazyhouse",
            "2k5/8/8/8/8/8/8/4K3[QK] w - - 0 1",
            FenErrorKind::BadHand {
                letter: 'K',
                game: "Crazyhouse".into(),
            },
            22,
        ),
        (
            "crazyhouse",
            "2k5/8/8/8/8/8/8/4K3[Q1] w - - 0 1",
            FenErrorKind::BadHand {
                letter: '1',
                game: "Crazyhouse".into(),
            },
            22,
        ),
        (
            "crazyhouse",
            &format!("2k5/8/8/8/8/8/8/4K3[{}] w - - 0 1", "p".repeat(65)),
            FenErrorKind::HandTooLarge {
                letter: 'p',
                most: 64,
            },
            20 + 65,
        ),
    ];
    for (variant, fen, kind, column) in cases {
        let e = fen_error(&c, variant, fen);
        assert_eq!(
            (e.field, e.kind, e.column),
            (FenField::Placement, kind, Some(column)),
            "{fen}"
        );
    }
    // Chessgi's pawns may stand on the first rank (they were dropped there); crazyhouse's not.
    assert!(c
        .from_fen("chessgi", "4k3/8/8/8/8/8/8/P3K3[] w - - 0 1")
        .is_ok());
    assert_eq!(
        fen_error(&c, "crazyhouse", "4k3/8/8/8/8/8/8/P3K3[] w - - 0 1")
            .kind
            .code(),
        "pawn-behind-its-start"
    );
}

#[test]
fn pocket_knight_hands_never_refill() {
    let c = catalog();
    let pos = play(
        &c,
        "pocket-knight",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn] w KQkq - 0 1",
        &["e4", "d5", "exd5", "N@e5"],
    );
    assert_eq!(pos.in_hand(Color::White, PAWN), 0);
    assert_eq!(pos.in_hand(Color::Black, KNIGHT), 0);
    assert_eq!(pos.in_hand(Color::White, KNIGHT), 1);
    assert!(pos.fen().contains("[N]"), "{}", pos.fen());
}
