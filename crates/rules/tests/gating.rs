//! S-chess's gating (docs/variants.md, "Gating"), on `variants/examples/seirawan.toml` and
//! `shouse.toml`: the gates in the FEN's castling field, how gating moves are written in UCI
//! and SAN (Fairy-Stockfish's forms), when a gate closes, and the files that cannot be
//! played. Perft against Fairy-Stockfish is in `examples.rs`.

#![allow(clippy::unwrap_used)] // Test helpers: a failed unwrap is a failed test.

mod common;

use common::{after, catalog, edited, game, moves, moves_from};
use turnpan_rules::{Game, SetupError, VariantErrorKind};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[EHeh] w KQBCDFGkqbcdfg - 0 1";
const CASTLES: &str = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[EHeh] w KQkq - 0 1";

#[test]
fn the_castling_field_holds_castling_rights_then_the_other_gates() {
    assert_eq!(game("seirawan", START).fen(), START);
    // The g1 gate closes when the knight leaves it, with a hawk brought in or not.
    let pos = after("seirawan", START, &["g1f3h"]);
    assert_eq!(
        pos.fen(),
        "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKBHR[Eeh] b KQBCDFkqbcdfg - 1 1"
    );
    let pos = after("seirawan", START, &["g1f3"]);
    assert!(
        pos.fen().contains("[EHeh] b KQBCDFkqbcdfg "),
        "{}",
        pos.fen()
    );
    // A gate whose square holds no piece of its side, or a letter that is no file.
    for field in ["KQZkq", "KQkqx", "KQkq1", "KQ-"] {
        let fen = CASTLES.replace("KQkq", field);
        let Err(SetupError::Fen(e)) = catalog().from_fen("seirawan", &fen) else {
            panic!("{fen} was read");
        };
        assert_eq!(e.kind.code(), "no-gate", "{fen}: {e}");
        assert!(e.column.is_some(), "{fen}: {e}");
    }
    let e = catalog()
        .from_fen("seirawan", &START.replace("KQBCDFG", "KQBCDFGB"))
        .map(|_| ())
        .unwrap_err();
    assert!(e.to_string().contains('B'), "{e}");
}

#[test]
fn castling_brings_a_piece_to_the_kings_square_or_the_rooks() {
    let pos = game("seirawan", CASTLES);
    for (uci, san, fen) in [
        (
            "e1g1h",
            "O-O/He1",
            "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3HRK1[Eeh] b Akq - 1 1",
        ),
        (
            "h1e1h",
            "O-O/Hh1",
            "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R4RKH[Eeh] b Akq - 1 1",
        ),
        (
            "e1c1e",
            "O-O-O/Ee1",
            "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/2KRE2R[Heh] b Hkq - 1 1",
        ),
        (
            "a1e1e",
            "O-O-O/Ea1",
            "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/E1KR3R[Heh] b Hkq - 1 1",
        ),
    ] {
        let mv = pos.parse_uci(uci).unwrap();
        assert_eq!(pos.uci(mv), uci);
        assert_eq!(pos.san(mv), san);
        assert_eq!(pos.parse_san(san).unwrap(), mv, "{san}");
        assert!(!pos.is_capture(mv), "{uci}");
        let mut next = pos.clone();
        next.play(mv).unwrap();
        assert_eq!(next.fen(), fen, "{uci}");
    }
    // The plain castlings are there too, and the king's other first moves gate as well.
    let from_e1 = moves_from(&pos, "e1");
    for m in ["e1g1", "e1c1", "e1f1e", "e1d1h"] {
        assert!(from_e1.contains(&m.to_string()), "{m}: {from_e1:?}");
    }
}

#[test]
fn a_gating_move_is_written_with_the_piece_that_enters() {
    let pos = game("seirawan", START);
    let mv = pos.parse_san("Nc3/H").unwrap();
    assert_eq!(pos.uci(mv), "b1c3h");
    assert_eq!(pos.parse_uci("b1c3H").unwrap(), mv, "either case");
    assert_ne!(pos.parse_uci("b1c3").unwrap(), mv);
    assert!(pos.parse_uci("b1c3q").is_err(), "no queen in hand");
    assert!(pos.parse_uci("e2e4h").is_err(), "e2 is no gate");
    // 20 moves of chess, and each of the 4 knight moves with either piece of the hand.
    assert_eq!(moves(&pos).len(), 28);
    // A capture with a gate: the rook takes on h8 (mate), an elephant enters on h1.
    let pos = game(
        "seirawan",
        "r3k2r/ppppppp1/8/8/8/8/PPPPPPP1/R3K2R[EHeh] w KQkq - 0 1",
    );
    let mv = pos.parse_uci("h1h8e").unwrap();
    assert!(pos.is_capture(mv));
    assert_eq!(pos.san(mv), "Rxh8/E#");
    let mut next = pos.clone();
    next.play(mv).unwrap();
    assert_eq!(
        next.fen(),
        "r3k2R/ppppppp1/8/8/8/8/PPPPPPP1/R3K2E[Heh] b Qq - 0 1"
    );
}

#[test]
fn a_pinned_piece_brings_nothing_in() {
    // The hawk on d1 would block the rook's pin; the knight may not move all the same.
    let pos = game("seirawan", "4k3/8/8/8/8/8/8/1r1NK3[H] w D - 0 1");
    assert_eq!(moves_from(&pos, "d1"), Vec::<String>::new());
    assert!(pos.parse_uci("d1c3h").is_err());
    // And the piece that enters may give check.
    let pos = game("seirawan", "6k1/8/8/8/8/8/8/4K1N1[E] w G - 0 1");
    let mut next = pos.clone();
    next.play(pos.parse_uci("g1f3e").unwrap()).unwrap();
    assert!(next.is_check());
}

#[test]
fn a_hand_that_empties_for_good_closes_its_gates() {
    let pos = after(
        "seirawan",
        "r3k2r/8/8/8/8/8/8/R3K2R[H] w KQkq - 0 1",
        &["e1d2h"],
    );
    assert_eq!(pos.fen(), "r3k2r/8/8/8/8/8/3K4/R3H2R[] b kq - 1 1");
    // In S-house a capture may fill the hand again: the gates stay open.
    let fen = "r1bqkbnr/pppp1ppp/2n5/4p3/3P4/2N5/PPP1PPPP/R1BQKBNR[] w KQCFGkqcfg - 0 1";
    assert_eq!(game("shouse", fen).fen(), fen);
    let pos = after("shouse", fen, &["d4e5"]);
    assert!(pos.fen().contains("[P] b KQCFGkqcfg "), "{}", pos.fen());
    // Pawns never gate.
    assert!(!moves(&pos).iter().any(|m| m.len() == 5 && m.ends_with('p')));
}

#[test]
fn files_whose_gates_cannot_work_are_refused() {
    // A hand that can neither be dropped from nor gate.
    let kind = edited("seirawan", |t| t.replace("gating = true", "gating = false"));
    assert_eq!(kind, VariantErrorKind::HandWithNoWayIn);
    // First-move rights share the castling field with the gates (and need a game without
    // castling).
    let kind = edited("seirawan", |t| {
        let t = t.replace(
            "betza = \"K\"\nroyal = true",
            "betza = \"KimnD\"\nroyal = true\nfirst_move_right = true",
        );
        let castling = t.find("[castling]").unwrap();
        let promotion = t.find("[promotion]").unwrap();
        t[..castling].to_string() + &t[promotion..]
    });
    assert_eq!(kind, VariantErrorKind::GatingWithFirstMoveRights);
}
