//! Rules that differ by side or by castling partner (docs/variants.md, "Sides that differ,
//! castling partners and ranks"), on the example files `chigorin.toml`, `perfect.toml`,
//! `shako.toml`, `breakthrough.toml` and `pawnsideways.toml`: what is legal, how the game
//! ends, and the files such rules refuse. Perft against Fairy-Stockfish is in `examples.rs`.

mod common;

use common::{after, edited, game, moves, moves_from, won};
use turnpan_rules::{Color, Game, Reason, VariantErrorKind};

#[test]
fn each_side_promotes_to_its_own_pieces() {
    let pos = game("chigorin", "8/1k5P/8/8/8/3K4/p7/8 w - - 0 1");
    assert_eq!(moves_from(&pos, "h7"), ["h7h8c", "h7h8n", "h7h8r"]);
    let pos = game("chigorin", "8/1k5P/8/8/8/3K4/p7/8 b - - 0 1");
    assert_eq!(moves_from(&pos, "a2"), ["a2a1b", "a2a1q", "a2a1r"]);
}

#[test]
fn the_rook_or_the_chancellor_castles_from_its_file() {
    let pos = game("perfect", "c3k2r/8/8/8/8/8/8/C3K2R w KQkq - 0 1");
    let castles: Vec<String> = moves_from(&pos, "e1")
        .into_iter()
        .filter(|m| m == "e1c1" || m == "e1g1")
        .collect();
    assert_eq!(castles, ["e1c1", "e1g1"]);
    // The chancellor lands on d1 as the rook would.
    let pos = after("perfect", "c3k2r/8/8/8/8/8/8/C3K2R w KQkq - 0 1", &["e1c1"]);
    assert!(
        pos.fen().starts_with("c3k2r/8/8/8/8/8/8/2KC3R b kq"),
        "{}",
        pos.fen()
    );
    // A piece of another kind on the rook's file keeps no right.
    let pos = game("perfect", "4k3/8/8/8/8/8/8/B3K2R w KQ - 0 1");
    assert!(pos.fen().contains(" w K - "), "{}", pos.fen());
}

#[test]
fn shako_castles_on_the_second_rank() {
    let pos = game(
        "shako",
        "10/rr3k4/ppppp5/10/10/10/10/6PPPP/5K2RR/10 w Kq - 0 1",
    );
    assert!(moves_from(&pos, "f2").contains(&"f2h2".to_string()));
    let pos = after(
        "shako",
        "10/rr3k4/ppppp5/10/10/10/10/6PPPP/5K2RR/10 w Kq - 0 1",
        &["f2h2"],
    );
    assert!(
        pos.fen()
            .starts_with("10/rr3k4/ppppp5/10/10/10/10/6PPPP/6RK1R/10 b q"),
        "{}",
        pos.fen()
    );
    // Black castles long on its own second rank (the ninth).
    assert!(moves_from(&pos, "f9").contains(&"f9d9".to_string()));
}

#[test]
fn each_side_races_to_the_other_sides_first_rank() {
    let pos = after("breakthrough", "8/1P6/8/8/8/8/6p1/8 w - - 0 1", &["b7b8"]);
    assert_eq!(pos.outcome(1), won(Color::White, Reason::GoalReached));
    assert!(moves(&pos).is_empty());
    let pos = after("breakthrough", "8/1P6/8/8/8/8/6p1/8 b - - 0 1", &["g2g1"]);
    assert_eq!(pos.outcome(1), won(Color::Black, Reason::GoalReached));
    // White's goal is not Black's: a white piece on the first rank has won nothing.
    let pos = game("breakthrough", "8/8/8/8/8/8/6p1/P7 w - - 0 1");
    assert_eq!(pos.outcome(1), None);
}

#[test]
fn two_pawns_stepping_to_one_square_name_their_files() {
    let pos = game(
        "pawnsideways",
        "rnbqkbnr/p1pppppp/1p6/8/8/1PN5/P1PPPPPP/R1BQKBNR b KQkq - 0 2",
    );
    let san: Vec<String> = ["a7b7", "c7b7", "b6b5"]
        .iter()
        .map(|m| pos.san(pos.parse_uci(m).expect(m)))
        .collect();
    assert_eq!(san, ["ab7", "cb7", "b5"]);
}

#[test]
fn a_fairy_stockfish_en_passant_field_of_two_squares_is_read() {
    let pos = game("pawnsideways", "4k3/8/8/8/5pP1/8/8/4K3 b - g3g4 0 1");
    assert!(moves(&pos).contains(&"f4g3".to_string()));
    assert_eq!(pos.fen(), "4k3/8/8/8/5pP1/8/8/4K3 b - g3 0 1");
}

#[test]
fn files_with_side_rules_that_cannot_apply_are_refused() {
    let kind = edited("chigorin", |t| {
        t.replace(
            r#"black_pieces = ["Q", "R", "B"]"#,
            r#"black_pieces = ["Q", "K"]"#,
        )
    });
    assert!(
        matches!(kind, VariantErrorKind::BadPromotionPiece { .. }),
        "{kind:?}"
    );
    let kind = edited("shako", |t| t.replace("rank = 2 ", "rank = 11 "));
    assert_eq!(kind, VariantErrorKind::BadRank { ranks: 10 });
    let kind = edited("perfect", |t| {
        t.replace(r#"rook = ["R", "C"]"#, r#"rook = ["R", "K"]"#)
    });
    assert!(
        matches!(kind, VariantErrorKind::NoSuchPiece { .. }),
        "{kind:?}"
    );
    let kind = edited("breakthrough", |t| {
        t.replace("goal_squares = [", "# goal_squares = [")
            .replace("goal_pieces = [\"P\"]", "")
    });
    assert_eq!(kind, VariantErrorKind::NeedsGoalSquares);
}

#[test]
fn the_form_keeps_the_new_fields() {
    for (file, check) in [
        ("chigorin.toml", "black_pieces = [\"Q\", \"R\", \"B\"]"),
        ("perfect.toml", "rook = [\"R\", \"C\"]"),
        ("shako.toml", "rank = 2"),
        ("breakthrough.toml", "goal_squares_black = [\"a1\""),
    ] {
        common::form_round_trip(file, check);
    }
}
