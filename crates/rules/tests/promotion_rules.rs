//! Pawns of other shapes and promotions with rules of their own (docs/variants.md, "Pawns
//! that promote on squares, may wait, or are limited"): Grand chess's optional and limited
//! promotion, Legan's and Troitzky's promotion squares, Berolina's diagonal double step and its
//! en passant, Pawnback's pawn steps that do not restart the move rule's count; and the files
//! such rules refuse. Perft against Fairy-Stockfish is in `examples.rs`.

mod common;

use common::{after, edited, game, moves_from};
use turnpan_rules::{Game, VariantErrorKind};

#[test]
fn a_grand_pawn_may_wait_below_the_last_rank_and_must_promote_on_it() {
    let pos = game("grand", "k9/9P/10/8P1/10/10/10/10/10/K9 w - - 0 1");
    // On the 10th rank it must promote: one move per choice, none without.
    assert_eq!(
        moves_from(&pos, "j9"),
        ["j9j10a", "j9j10b", "j9j10c", "j9j10n", "j9j10q", "j9j10r"]
    );
    // On the 8th it may stay a pawn.
    assert_eq!(
        moves_from(&pos, "i7"),
        ["i7i8", "i7i8a", "i7i8b", "i7i8c", "i7i8n", "i7i8q", "i7i8r"]
    );
    // SAN without a piece is the pawn staying a pawn; with one, the promotion.
    let stay = pos.parse_move("i8").unwrap();
    assert_eq!((pos.uci(stay), pos.san(stay)), ("i7i8".into(), "i8".into()));
    let queen = pos.parse_move("i8=Q").unwrap();
    assert_eq!(pos.uci(queen), "i7i8q");
    assert!(pos.parse_move("j10").is_err());
}

#[test]
fn a_grand_pawn_becomes_only_a_piece_its_side_has_lost() {
    // Nothing lost: the pawn on a9 cannot take on b10, where it would have to promote.
    let full = "rn7r/P1bqkcabn1/1ppppppppp/10/10/10/10/1PPPPPPPPP/1NBQKCABN1/R8R w - - 0 1";
    assert!(moves_from(&game("grand", full), "a9").is_empty());
    // A rook lost: it takes and becomes a rook, and nothing else.
    let rook_lost = "rn7r/P1bqkcabn1/1ppppppppp/10/10/10/10/1PPPPPPPPP/1NBQKCABN1/9R w - - 0 1";
    assert_eq!(moves_from(&game("grand", rook_lost), "a9"), ["a9b10r"]);
    // Once the rook is back, the next pawn may not become one.
    let pos = after(
        "grand",
        "7k2/P1P7/10/10/10/10/10/10/10/K8R w - - 0 1",
        &["a9a10r", "h10h9"],
    );
    assert_eq!(
        moves_from(&pos, "c9"),
        ["c9c10a", "c9c10b", "c9c10c", "c9c10n", "c9c10q"]
    );
}

#[test]
fn a_pawn_may_stand_where_it_could_still_promote_later() {
    // Grand: a pawn on the 9th rank is a legal position; on the 10th it is not.
    game("grand", "k9/P9/10/10/10/10/10/10/10/K9 w - - 0 1");
    let c = common::catalog();
    assert!(c
        .from_fen("grand", "P8k/10/10/10/10/10/10/10/10/K9 w - - 0 1")
        .is_err());
}

#[test]
fn legan_pawns_promote_on_their_corner_edges() {
    // White's zone: a5-a8 and b8-d8. A pawn on b4 steps diagonally forward-left to a5.
    let pos = game("legan", "k7/8/8/8/1P6/8/8/7K w - - 0 1");
    assert_eq!(moves_from(&pos, "b4"), ["b4a5b", "b4a5n", "b4a5q", "b4a5r"]);
    // Black's zone is its own (e1-h1, h2-h4): a black pawn on g5 steps to h4 and promotes.
    let pos = game("legan", "k7/8/8/6p1/8/8/8/K7 b - - 0 1");
    assert_eq!(moves_from(&pos, "g5"), ["g5h4b", "g5h4n", "g5h4q", "g5h4r"]);
    // It captures straight forward or straight to its left (for Black: down or to the right).
    let pos = game("legan", "k7/8/8/6p1/6P1/7P/8/K7 b - - 0 1");
    assert_eq!(
        moves_from(&pos, "g5"),
        ["g5g4", "g5h4b", "g5h4n", "g5h4q", "g5h4r"]
    );
}

#[test]
fn troitzky_pawns_promote_where_their_file_ends() {
    let pos = game(
        "troitzky",
        "****qk****/**rnbbnr**/*ppppppp1*/*7P*/10/P9/*8*/*PPPPPP2*/**RNBBNR**/****QK**** w - - 0 1",
    );
    assert_eq!(moves_from(&pos, "a5"), ["a5a6b", "a5a6n", "a5a6q", "a5a6r"]);
    assert!(moves_from(&pos, "i7").contains(&"i7i8q".to_string()));
    assert!(!moves_from(&pos, "i7").contains(&"i7i8".to_string()));
}

#[test]
fn berolina_takes_en_passant_after_a_diagonal_double_step() {
    // White's e2 pawn steps to c4 across d3; Black's d4 pawn takes straight down onto d3.
    let pos = after("berolina", "4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1", &["e2c4"]);
    // The FEN names the pawn too, as Fairy-Stockfish writes it.
    assert_eq!(pos.fen(), "4k3/8/8/8/2Pp4/8/8/4K3 b - d3c4 0 1");
    assert!(moves_from(&pos, "d4").contains(&"d4d3".to_string()));
    let taken = after("berolina", &pos.fen(), &["d4d3"]);
    assert_eq!(taken.fen(), "4k3/8/8/8/8/3p4/8/4K3 w - - 0 2");
    // Read back from the single square, the pawn is the only one that could have come.
    let again = game("berolina", "4k3/8/8/8/2Pp4/8/8/4K3 b - d3 0 1");
    assert_eq!(again.fen(), pos.fen());
}

#[test]
fn pawnback_pawn_steps_do_not_restart_the_count() {
    let pos = after("pawnback", "4k3/8/8/8/8/4P3/8/4K3 w - - 7 1", &["e3e4"]);
    assert!(pos.fen().ends_with(" 8 1"), "{}", pos.fen());
    let pos = after("pawnback", "4k3/8/8/8/8/4P3/8/4K3 w - - 7 1", &["e3e2"]);
    assert!(pos.fen().ends_with(" 8 1"), "{}", pos.fen());
    // A pawn never steps back onto its first rank.
    let pos = game("pawnback", "4k3/8/8/8/8/8/4P3/3K4 w - - 0 1");
    assert!(!moves_from(&pos, "e2").contains(&"e2e1".to_string()));
    // In chess the same step restarts it.
    let pos = after("chess", "4k3/8/8/8/8/4P3/8/4K3 w - - 7 1", &["e3e4"]);
    assert!(pos.fen().ends_with(" 0 1"), "{}", pos.fen());
}

#[test]
fn files_with_promotion_rules_that_cannot_apply_are_refused() {
    let kind = edited("legan", |t| {
        t.replace("squares = [\"a5-a8\", \"b8-d8\"]\n", "")
    });
    assert_eq!(kind, VariantErrorKind::BlackSquaresWithoutSquares);
    let kind = edited("legan", |t| {
        t.replace("squares = [\"a5-a8\", \"b8-d8\"]\n", "")
            .replace("black_squares = [\"e1-h1\", \"h2-h4\"]\n", "")
    });
    assert_eq!(kind, VariantErrorKind::NoZone);
    let kind = edited("legan", |t| {
        t.replace("[promotion]\n", "[promotion]\nzone = 1\n")
    });
    assert_eq!(kind, VariantErrorKind::ZoneAndSquares);
    let kind = edited("legan", |t| t.replace("\"a5-a8\"", "\"a5-a9\""));
    assert!(
        matches!(kind, VariantErrorKind::BadRegion { .. }),
        "{kind:?}"
    );
    let kind = edited("grand", |t| t.replace("\"Q\" = 1", "\"Q\" = 0"));
    assert_eq!(kind, VariantErrorKind::BadLimit { letter: "Q".into() });
    let kind = edited("grand", |t| t.replace("\"Q\" = 1", "\"K\" = 1"));
    assert!(
        matches!(kind, VariantErrorKind::BadPromotionPiece { .. }),
        "{kind:?}"
    );
}

#[test]
fn the_form_keeps_the_promotion_fields() {
    for (file, check) in [
        ("grand.toml", "optional = true"),
        ("grand.toml", "\"Q\" = 1"),
        ("legan.toml", "black_squares = [\"e1-h1\", \"h2-h4\"]"),
        ("troitzky.toml", "squares = [\"a6\""),
        ("pawnback.toml", "pawn_moves_restart_count = false"),
    ] {
        common::form_round_trip(file, check);
    }
}
