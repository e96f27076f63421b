//! Games without a royal piece and with a duty to capture (docs/variants.md, "No royal piece,
//! compulsory captures"), on the example file `variants/examples/antichess.toml`: what is legal,
//! how the game ends, and the files such rules refuse. Perft against Fairy-Stockfish is in
//! `examples.rs`.

#![allow(clippy::unwrap_used)] // Test helpers: a failed unwrap is a failed test.

mod common;

use common::{edited, game, moves};
use turnpan_rules::{AnyGame, Color, Game, Outcome, Reason, VariantErrorKind};

fn antichess(fen: &str) -> AnyGame {
    game("antichess", fen)
}

#[test]
fn a_side_that_can_capture_must_and_the_king_is_not_royal() {
    // The pawn must take on a8, promoting to any of five pieces, the king too.
    let pos = antichess("r7/1P6/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(moves(&pos), ["b7a8b", "b7a8k", "b7a8n", "b7a8q", "b7a8r"]);
    // Nothing to take: every move.
    let pos = antichess("7n/1P6/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(pos.count_legal_moves(), 10);
    // The king stands next to the enemy king and may take it; nothing is ever in check.
    let pos = antichess("8/8/8/8/8/8/3k4/4K3 w - - 0 1");
    assert_eq!(moves(&pos), ["e1d2"]);
    assert!(!pos.is_check());
    // A rook "giving check" is just a rook: the SAN has no check mark.
    let pos = antichess("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    assert_eq!(pos.san(pos.parse_uci("a1a8").unwrap()), "Ra8");
    // En passant is a capture, so compulsory.
    let pos = antichess("8/8/8/3pP3/8/8/8/K7 w - d6 0 1");
    assert_eq!(moves(&pos), ["e5d6"]);
}

#[test]
fn the_side_left_without_a_move_wins() {
    // White takes Black's last piece: Black has nothing left, and has won.
    let mut pos = antichess("8/8/8/8/8/8/3k4/4K3 w - - 0 1");
    pos.play(pos.parse_uci("e1d2").unwrap()).unwrap();
    assert_eq!(pos.count_legal_moves(), 0);
    assert_eq!(
        pos.outcome(1),
        Some(Outcome::Decisive {
            winner: Color::Black,
            reason: Reason::StalematedWins
        })
    );
    // A blocked pawn: White has a piece but no move, and wins.
    let pos = antichess("8/8/8/8/8/p7/P7/8 w - - 0 1");
    assert_eq!(pos.count_legal_moves(), 0);
    assert_eq!(
        pos.outcome(1),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: Reason::StalematedWins
        })
    );
    // Two bare kings far apart play on: nothing is insufficient without a royal piece, and
    // either side may win on time.
    let pos = antichess("k7/8/8/8/8/8/8/7K w - - 0 1");
    assert_eq!(pos.outcome(1), None);
    assert!(pos.has_mating_material(Color::White) && pos.has_mating_material(Color::Black));
}

#[test]
fn royal_rules_in_a_game_without_a_royal_piece_are_refused() {
    // A royal king in a game that says nothing is royal.
    let kind = edited("antichess", |t| {
        t.replace("betza = \"K\" ", "betza = \"K\"\nroyal = true ")
    });
    assert_eq!(kind, VariantErrorKind::RoyalWithoutWin);
    // No royal piece in a game won by checkmate.
    let kind = edited("antichess", |t| {
        t.replace("win = \"none\"", "win = \"checkmate\"")
    });
    assert_eq!(kind, VariantErrorKind::NoRoyalKind);
    // Rules about a royal piece.
    for rule in [
        "bare_king_loses = true",
        "checks_to_win = 3",
        "goal_squares = [\"e4\"]",
    ] {
        let kind = edited("antichess", |t| {
            t.replace(
                "must_capture = true",
                &format!("must_capture = true\n{rule}"),
            )
        });
        assert_eq!(kind, VariantErrorKind::NeedsRoyal, "{rule}");
    }
    // A duty to capture that is not a boolean.
    let kind = edited("antichess", |t| {
        t.replace("must_capture = true", "must_capture = 1")
    });
    assert!(matches!(kind, VariantErrorKind::Toml(_)), "{kind:?}");
}
