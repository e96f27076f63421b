//! A side without a royal piece, double steps from chosen ranks and en passant on chosen ranks
//! only (docs/variants.md, "Double steps, en passant and a side without a king"), on the
//! example file `horde.toml`: what is legal, how the game ends, and the files such rules
//! refuse. Perft against Fairy-Stockfish is in `examples.rs`.

mod common;

use common::{after, edited, game, moves, moves_from, won};
use turnpan_rules::{Color, Game, Reason, VariantErrorKind, VariantForm};

#[test]
fn pawns_double_step_from_the_first_two_ranks_only() {
    let pos = game("horde", "4k3/8/8/8/8/P7/1P6/2P5 w - - 0 1");
    assert_eq!(moves_from(&pos, "c1"), ["c1c2", "c1c3"]);
    assert_eq!(moves_from(&pos, "b2"), ["b2b3", "b2b4"]);
    assert_eq!(moves_from(&pos, "a3"), ["a3a4"]);
    // Black's pawns keep their usual double step from the seventh rank.
    let pos = game("horde", "4k3/p7/8/8/8/8/8/P7 b - - 0 1");
    assert_eq!(moves_from(&pos, "a7"), ["a7a5", "a7a6"]);
}

#[test]
fn only_a_double_step_over_the_third_rank_may_be_taken_en_passant() {
    // a1-a3 passes a2: the pawn on b3 may not take it en passant.
    let pos = after("horde", "4k3/8/8/8/8/1p6/8/P7 w - - 0 1", &["a1a3"]);
    assert_eq!(pos.fen(), "4k3/8/8/8/8/Pp6/8/8 b - - 0 1");
    assert!(!moves(&pos).contains(&"b3a2".to_string()));
    // a2-a4 passes a3: b4xa3 en passant.
    let pos = after("horde", "4k3/8/8/8/1p6/8/P7/8 w - - 0 1", &["a2a4"]);
    assert_eq!(pos.fen(), "4k3/8/8/8/Pp6/8/8/8 b - a3 0 1");
    assert!(moves(&pos).contains(&"b4a3".to_string()));
    // Black's double step passes its third rank (the sixth): White takes en passant.
    let pos = after("horde", "4k3/1p6/8/P7/8/8/8/8 b - - 0 1", &["b7b5"]);
    assert!(moves(&pos).contains(&"a5b6".to_string()));
    // A FEN naming an en-passant square on the second rank keeps none.
    let pos = game("horde", "4k3/8/8/8/8/Pp6/8/8 b - a2 0 1");
    assert_eq!(pos.fen(), "4k3/8/8/8/8/Pp6/8/8 b - - 0 1");
}

#[test]
fn white_has_no_king_and_is_never_in_check() {
    let pos = game("horde", "4k3/8/8/8/8/8/8/P3r3 w - - 0 1");
    assert!(!pos.is_check());
    assert_eq!(moves(&pos), ["a1a2", "a1a3"]);
    // Black's king is royal as in chess: a position without it is refused, unless the rules
    // let a side play without one.
    assert!(common::catalog()
        .from_fen("chess", "8/8/8/8/8/8/8/4K3 w - - 0 1")
        .is_err());
}

#[test]
fn white_wins_by_mate_and_loses_with_its_last_piece() {
    let pos = after("horde", "k7/2P5/1P6/8/8/8/8/8 w - - 0 1", &["c7c8q"]);
    assert_eq!(pos.outcome(1), won(Color::White, Reason::Checkmate));
    let pos = after("horde", "4k3/8/8/8/8/8/1q6/P7 b - - 0 1", &["b2a1"]);
    assert!(moves(&pos).is_empty());
    assert_eq!(pos.outcome(1), won(Color::Black, Reason::Extinction));
}

#[test]
fn files_with_ranks_off_the_board_or_rules_that_cannot_apply_are_refused() {
    let kind = edited("horde", |t| {
        t.replace("initial_ranks = [1, 2]", "initial_ranks = [1, 9]")
    });
    assert_eq!(kind, VariantErrorKind::BadRank { ranks: 8 });
    let kind = edited("horde", |t| {
        t.replace("en_passant_ranks = [3]", "en_passant_ranks = [0]")
    });
    assert_eq!(kind, VariantErrorKind::BadRank { ranks: 8 });
    let kind = edited("horde", |t| {
        t.replace("en_passant = true", "en_passant = false")
    });
    assert_eq!(kind, VariantErrorKind::EnPassantRanksWithoutEnPassant);
    // Without royal_optional, White's missing king makes the start position invalid.
    let kind = edited("horde", |t| t.replace("royal_optional = true", ""));
    assert!(matches!(kind, VariantErrorKind::Start(_)), "{kind:?}");
    // With no royal piece at all, the rule has nothing to apply to.
    let kind = edited("horde", |t| {
        t.replace("royal = true", "")
            .replace("win = \"checkmate\"", "win = \"none\"")
            .replace("rook = \"R\"\n", "rook = \"R\"\nking = \"K\"\n")
    });
    assert_eq!(kind, VariantErrorKind::RoyalOptionalWithoutRoyal);
}

#[test]
fn the_form_keeps_the_new_fields() {
    let text =
        std::fs::read_to_string(common::examples_dir().join("horde.toml")).expect("horde.toml");
    let form = VariantForm::read("horde.toml", &text).expect("form");
    assert_eq!(form.en_passant_ranks, [3]);
    let pawn = form.pieces.iter().find(|p| p.letter == "P").expect("pawn");
    assert_eq!(pawn.initial_ranks, [1, 2]);
    assert!(form.rules.royal_optional);
    let again = VariantForm::read("horde.toml", &form.to_toml()).expect("written form");
    assert_eq!(again, form);
}
