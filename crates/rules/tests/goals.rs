//! Games won otherwise than by checkmate (docs/variants.md, "Goal squares" and "Checks to
//! win"), on the example files of `variants/examples/`: what ends the game, what the FEN says
//! and refuses. Their perft counts are checked against Fairy-Stockfish in `examples.rs`.

#![allow(clippy::unwrap_used)] // Test helpers: a failed unwrap is a failed test.

mod common;

use common::{catalog, edited};
use turnpan_rules::{Catalog, Color, FenField, Game, Outcome, Reason};

fn play(c: &Catalog, variant: &str, fen: &str, moves: &[&str]) -> turnpan_rules::AnyGame {
    let mut pos = c.from_fen(variant, fen).unwrap();
    for m in moves {
        let mv = pos.parse_uci(m).unwrap();
        pos.play(mv).unwrap();
    }
    pos
}

#[test]
fn a_king_on_the_hill_wins_and_the_game_stops() {
    let c = catalog();
    let pos = play(
        &c,
        "kingofthehill",
        "4k3/p7/8/8/8/4K3/P7/8 w - - 0 1",
        &["e3d4"],
    );
    assert_eq!(
        pos.outcome(1),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: Reason::GoalReached
        })
    );
    assert_eq!(pos.count_legal_moves(), 0);
    // The same move in chess is just a move.
    let chess = play(&c, "chess", "4k3/p7/8/8/8/4K3/P7/8 w - - 0 1", &["e3d4"]);
    assert_eq!(chess.outcome(1), None);
}

#[test]
fn the_checks_still_to_give_are_counted_written_and_hashed() {
    let c = catalog();
    let start = c
        .from_fen("three-check", "4k3/p7/8/8/8/8/P7/4K2R w - - 3+3 0 1")
        .unwrap();
    // The checks given at the end (Fairy-Stockfish's other form) are the same position.
    let given = c
        .from_fen("three-check", "4k3/p7/8/8/8/8/P7/4K2R w - - 0 1 +0+0")
        .unwrap();
    assert_eq!(start.zobrist(), given.zobrist());
    assert_eq!(given.fen(), "4k3/p7/8/8/8/8/P7/4K2R w - - 3+3 0 1");
    // A check counts; positions that differ only by the count differ.
    let after = play(&c, "three-check", &start.fen(), &["h1h8"]);
    assert_eq!(after.checks_given(), [1, 0]);
    assert!(after.fen().contains(" 2+3 "), "{}", after.fen());
    let same_board = c
        .from_fen("three-check", &after.fen().replace(" 2+3 ", " 3+3 "))
        .unwrap();
    assert_ne!(after.zobrist(), same_board.zobrist());
    assert_ne!(after.repetition_key(), same_board.repetition_key());
    // The third check wins.
    let won = play(
        &c,
        "three-check",
        "4k3/p7/8/8/8/8/P7/4K2R w - - 1+3 0 1",
        &["h1h8"],
    );
    assert_eq!(
        won.outcome(1).map(|o| o.reason()),
        Some(Reason::ChecksGiven)
    );
    assert_eq!(won.count_legal_moves(), 0);
}

#[test]
fn a_bad_checks_field_is_named() {
    let c = catalog();
    for fen in [
        "4k3/8/8/8/8/8/8/4K2R w - - 4+3 0 1",
        "4k3/8/8/8/8/8/8/4K2R w - - 3+x 0 1",
        "4k3/8/8/8/8/8/8/4K2R w - - 0 1 +1+9",
    ] {
        let e = c.from_fen("three-check", fen).unwrap_err().to_string();
        assert!(e.contains("checks"), "{fen}: {e}");
    }
    let e = catalog()
        .get("three-check")
        .unwrap()
        .from_fen("4k3/8/8/8/8/8/8/4K2R w - - 4+3 0 1")
        .unwrap_err();
    assert_eq!((e.field, e.column), (FenField::Checks, Some(28)));
    // Chess has no such field: a seventh field is refused as before.
    assert!(c
        .from_fen("chess", "4k3/8/8/8/8/8/8/4K2R w - - 3+3 0 1")
        .is_err());
}

#[test]
fn a_jeson_mor_knight_wins_by_holding_the_centre_for_a_turn() {
    let c = catalog();
    let white_wins = Some(Outcome::Decisive {
        winner: Color::White,
        reason: Reason::GoalReached,
    });
    // The knight arrives on e5: Black, who could take it, is to move, and the game goes on.
    let arrived = play(
        &c,
        "jesonmor",
        "9/9/3n5/9/9/9/3N5/9/N8 w - - 0 1",
        &["d3e5"],
    );
    assert_eq!(arrived.outcome(1), None);
    assert!(arrived.count_legal_moves() > 0);
    // Black takes it: no winner yet.
    let taken = play(
        &c,
        "jesonmor",
        "9/9/3n5/9/9/9/3N5/9/N8 w - - 0 1",
        &["d3e5", "d7e5"],
    );
    assert_eq!(taken.outcome(1), None);
    // Black plays elsewhere: the knight has held e5, and White has won.
    let held = play(
        &c,
        "jesonmor",
        "9/9/3n5/9/9/9/3N5/9/N8 w - - 0 1",
        &["d3e5", "d7b8"],
    );
    assert_eq!(held.outcome(1), white_wins);
    assert_eq!(held.count_legal_moves(), 0);
    // A side without knights has no move, and has lost.
    let bare = play(&c, "jesonmor", "9/9/9/9/9/9/9/9/N8 b - - 0 1", &[]);
    assert_eq!(
        bare.outcome(1),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: Reason::Stalemate
        })
    );
}

#[test]
fn goal_pieces_and_holding_need_goal_squares_and_real_pieces() {
    use turnpan_rules::VariantErrorKind;
    let refused = |edit: &dyn Fn(String) -> String| edited("jesonmor", edit);
    assert_eq!(
        refused(&|t| t.replace("goal_squares = [\"e5\"]\n", "")),
        VariantErrorKind::NeedsGoalSquares
    );
    assert_eq!(
        refused(&|t| {
            t.replace("goal_squares = [\"e5\"]\n", "")
                .replace("goal_pieces = [\"N\"]", "")
        }),
        VariantErrorKind::NeedsGoalSquares
    );
    assert_eq!(
        refused(&|t| t.replace("goal_pieces = [\"N\"]", "goal_pieces = [\"Z\"]")),
        VariantErrorKind::NoSuchPiece { letter: "Z".into() }
    );
    assert_eq!(
        refused(&|t| t.replace("goal_pieces = [\"N\"]", "goal_pieces = []")),
        VariantErrorKind::NoPiecesCounted
    );
    // Without goal_pieces, goal squares are the royal piece's, and nothing here is royal.
    assert_eq!(
        refused(&|t| t.replace("goal_pieces = [\"N\"]", "")),
        VariantErrorKind::NeedsRoyal
    );
}
