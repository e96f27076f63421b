//! Pieces guarded like the royal one (docs/variants.md, "Pieces guarded like the king"), on
//! the example file `coregal.toml`, where every queen is: what is legal, check and checkmate,
//! and the files such a rule refuses. Perft against Fairy-Stockfish is in `examples.rs`.

mod common;

use common::{after, edited, game, moves, moves_from, won};
use turnpan_rules::{Color, Game, Reason, VariantErrorKind, VariantForm};

#[test]
fn an_attacked_queen_is_in_check() {
    let pos = game("coregal", "4k3/8/8/8/8/8/8/r2QK3 w - - 0 1");
    assert!(pos.is_check());
    // The king may not leave its queen attacked; the queen takes, steps aside or is covered.
    assert!(moves_from(&pos, "e1").is_empty(), "{:?}", moves(&pos));
    assert!(moves(&pos).contains(&"d1a1".to_string()));
    // Chess, the same position: no check, and the king may go.
    let chess = game("chess", "4k3/8/8/8/8/8/8/r2QK3 w - - 0 1");
    assert!(!chess.is_check());
    assert!(!moves_from(&chess, "e1").is_empty());
}

#[test]
fn a_queen_never_steps_into_attack_and_pins_what_shields_it() {
    let pos = game("coregal", "3rk3/8/8/8/8/8/8/4K2Q w - - 0 1");
    let list = moves(&pos);
    assert!(!list.contains(&"h1d5".to_string()) && !list.contains(&"h1d1".to_string()));
    assert!(list.contains(&"h1e4".to_string()));
    let pos = game("coregal", "4k3/8/8/8/q7/8/2N5/3Q1K2 w - - 0 1");
    assert!(moves_from(&pos, "c2").is_empty());
}

#[test]
fn a_pawn_becomes_a_queen_only_where_it_is_safe() {
    let pos = game("coregal", "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    let list = moves_from(&pos, "b7");
    assert!(!list.contains(&"b7b8q".to_string()), "{list:?}");
    assert!(list.contains(&"b7b8r".to_string()) && list.contains(&"b7a8q".to_string()));
    // Two queens: each is guarded.
    let pos = after("coregal", "4k3/1P6/8/8/8/8/8/Q3K3 w - - 0 1", &["b7b8q"]);
    assert_eq!(pos.fen(), "1Q2k3/8/8/8/8/8/8/Q3K3 b - - 0 1");
    assert!(pos.is_check(), "Black's king is attacked by the new queen");
}

#[test]
fn a_queen_can_be_checkmated() {
    // Re1 attacks the queen along the first rank: it cannot take the rook (the other rook
    // guards it from e8), every square it can reach is on that rank, and nothing can come
    // between. White's king is safe, and White is checkmated.
    let pos = after("coregal", "4r1k1/8/8/8/8/7K/PP2r3/Q7 b - - 0 1", &["e2e1"]);
    assert!(pos.is_check());
    assert_eq!(moves(&pos), Vec::<String>::new(), "{}", pos.fen());
    assert_eq!(pos.outcome(1), won(Color::Black, Reason::Checkmate));
    // In chess the same move is no check at all.
    let pos = after("chess", "4r1k1/8/8/8/8/7K/PP2r3/Q7 b - - 0 1", &["e2e1"]);
    assert!(!pos.is_check());
}

#[test]
fn a_side_not_to_move_with_an_attacked_queen_is_refused() {
    let catalog = common::catalog();
    assert!(catalog
        .from_fen("coregal", "4k3/8/8/8/8/8/8/r2QK3 b - - 0 1")
        .is_err());
    assert!(catalog
        .from_fen("chess", "4k3/8/8/8/8/8/8/r2QK3 b - - 0 1")
        .is_ok());
}

#[test]
fn pseudo_royal_pieces_need_a_game_with_check() {
    let kind = edited("coregal", |t| {
        t.replace("win = \"checkmate\"", "win = \"royal-capture\"")
    });
    assert_eq!(kind, VariantErrorKind::PseudoRoyalWithoutCheck);
    let kind = edited("coregal", |t| {
        format!("{t}\n[rules.explosion]\nspares = [\"P\"]\n")
    });
    assert_eq!(kind, VariantErrorKind::PseudoRoyalWithoutCheck);
}

#[test]
fn the_form_keeps_pseudo_royal() {
    let text =
        std::fs::read_to_string(common::examples_dir().join("coregal.toml")).expect("coregal.toml");
    let form = VariantForm::read("coregal.toml", &text).expect("form");
    let queen = form.pieces.iter().find(|p| p.letter == "Q").expect("queen");
    assert!(queen.pseudo_royal);
    let again = VariantForm::read("coregal.toml", &form.to_toml()).expect("written form");
    assert_eq!(again, form);
}

#[test]
fn the_checked_squares_are_those_of_the_attacked_pieces() {
    let names = |pos: &turnpan_rules::AnyGame| -> Vec<String> {
        let g = pos.geometry();
        pos.checked_squares()
            .into_iter()
            .map(|sq| g.square_name(sq))
            .collect()
    };
    // The rook attacks the queen only.
    assert_eq!(
        names(&game("coregal", "4k3/8/8/8/8/8/8/r2QK3 w - - 0 1")),
        ["d1"]
    );
    // The rook attacks the queen and the bishop the king: both, the king first.
    let pos = game("coregal", "4k3/8/8/8/8/8/6b1/r2Q3K w - - 0 1");
    assert_eq!(names(&pos), ["h1", "d1"]);
    // No check: none.
    assert!(names(&game("coregal", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1")).is_empty());
}
