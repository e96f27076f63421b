//! When pieces guarded like a king are in check (docs/variants.md, "Two kings, or a king and
//! a prince"): `pseudo_royal_check = "all"` on Spartan chess's two black kings, `"last"` on
//! Sho shogi's king and crown prince, and the files such a rule refuses. Perft against
//! Fairy-Stockfish is in `examples.rs`.

mod common;

use common::{after, edited, form_round_trip, game, moves, moves_from, won};
use turnpan_rules::{Color, Game, Reason, VariantErrorKind};

#[test]
fn two_spartan_kings_are_in_check_only_both_together() {
    // The rook attacks a8, not h6: no check, and Black may leave a8 attacked.
    let pos = game("spartan", "k7/8/7k/8/8/8/8/R3K1R1 b - - 0 1");
    assert!(!pos.is_check());
    let list = moves(&pos);
    assert!(list.contains(&"a8a7".to_string()), "{list:?}");
    assert!(list.contains(&"h6h5".to_string()), "{list:?}");
    // ...but may not bring h6 into the g-rook's file as well.
    assert!(!list.contains(&"h6g6".to_string()), "{list:?}");
    // Both attacked is check: a king must leave its rook's file, either one.
    let pos = game("spartan", "k7/8/6k1/8/8/8/8/R3K1R1 b - - 0 1");
    assert!(pos.is_check());
    let list = moves(&pos);
    assert!(list.contains(&"a8b8".to_string()) && list.contains(&"g6h6".to_string()));
    assert!(!list.contains(&"a8a7".to_string()) && !list.contains(&"g6g7".to_string()));
}

#[test]
fn a_lone_spartan_king_is_guarded_like_a_king() {
    let pos = game("spartan", "k7/8/8/8/8/8/8/R3K3 b - - 0 1");
    assert!(pos.is_check());
    let king = moves_from(&pos, "a8");
    assert!(!king.contains(&"a8a7".to_string()), "{king:?}");
    assert!(king.contains(&"a8b8".to_string()), "{king:?}");
    // White's king too: a back-rank mate by the general ends the game.
    let pos = after("spartan", "3g2k1/8/8/8/8/8/5PPP/6K1 b - - 0 1", &["d8d1"]);
    assert!(pos.is_check());
    assert_eq!(pos.outcome(1), won(Color::Black, Reason::Checkmate));
}

#[test]
fn a_hoplite_becomes_a_second_king_never_a_third() {
    let pos = game("spartan", "3k4/8/8/8/8/8/1h6/4K3 b - - 0 1");
    assert!(moves(&pos).contains(&"b2a1k".to_string()));
    let pos = game("spartan", "k6k/8/8/8/8/8/1h6/4K3 b - - 0 1");
    let list = moves(&pos);
    assert!(!list.contains(&"b2a1k".to_string()), "{list:?}");
    assert!(list.contains(&"b2a1g".to_string()), "{list:?}");
}

#[test]
fn a_spartan_king_may_be_taken_while_another_lives() {
    // White takes the h8 king; Black plays on with the other, now guarded.
    let pos = after("spartan", "k6k/8/8/8/8/8/8/4K2R w - - 0 1", &["h1h8"]);
    assert_eq!(pos.outcome(1), None);
    assert!(pos.is_check(), "the rook on h8 attacks the last king on a8");
}

#[test]
fn a_sho_shogi_king_with_a_prince_may_be_left_attacked() {
    let pos = game("shoshogi", "4k4/9/9/9/9/9/9/r8/4K3+E w - - 0 1");
    assert!(moves(&pos).contains(&"e1e2".to_string()));
    let pos = game("shoshogi", "4k4/9/9/9/9/9/9/r8/4K4 w - - 0 1");
    assert!(!moves(&pos).contains(&"e1e2".to_string()));
    // With two, an attacked king is no check, and may be taken.
    let pos = game("shoshogi", "4k4/9/9/9/9/9/9/8+E/r3K4 b - - 0 1");
    assert!(moves(&pos).contains(&"a1e1".to_string()));
    let taken = after("shoshogi", "4k4/9/9/9/9/9/9/8+E/r3K4 b - - 0 1", &["a1e1"]);
    assert!(!taken.is_check());
    assert_eq!(taken.outcome(1), None);
}

#[test]
fn the_last_king_stays_guarded_while_the_elephant_promotes() {
    // The elephant shields the king from the rook; stepping aside would leave the king, its
    // side's last, attacked: illegal even though the move makes a crown prince.
    let pos = game("shoshogi", "k3r4/9/9/4E4/9/9/9/9/4K4 w - - 0 1");
    let list = moves(&pos);
    assert!(!list.contains(&"e6d7+".to_string()), "{list:?}");
    assert!(!list.contains(&"e6d7".to_string()), "{list:?}");
    assert!(list.contains(&"e6e7+".to_string()), "{list:?}");
    // Once it is a prince, the king is no longer the last: the prince may step aside.
    let pos = after("shoshogi", "k3r4/9/9/4E4/9/9/9/9/4K4 w - - 0 1", &["e6e7+"]);
    assert_eq!(pos.fen(), "k3r4/9/4+E4/9/9/9/9/9/4K4 b - - 1 1");
    let pos = after("shoshogi", "k3r4/9/4+E4/9/9/9/9/9/4K4 w - - 0 1", &[]);
    assert!(moves(&pos).contains(&"e7d7".to_string()));
}

#[test]
fn pseudo_royal_check_needs_pseudo_royal_pieces_and_no_royal_one() {
    let kind = edited("grand", |t| {
        t.replace("[rules]\n", "[rules]\npseudo_royal_check = \"all\"\n")
    });
    assert_eq!(kind, VariantErrorKind::PseudoRoyalCheckWithoutPseudoRoyal);
    let kind = edited("coregal", |t| {
        t.replace("[rules]\n", "[rules]\npseudo_royal_check = \"last\"\n")
    });
    assert_eq!(kind, VariantErrorKind::PseudoRoyalCheckWithRoyal);
    // A game with neither royal nor pseudo-royal pieces still needs win = "none".
    let kind = edited("spartan", |t| {
        t.replace("pseudo_royal = true", "pseudo_royal = false")
    });
    assert_eq!(kind, VariantErrorKind::NoRoyalKind);
}

#[test]
fn the_form_keeps_pseudo_royal_check() {
    form_round_trip("spartan.toml", "pseudo_royal_check = \"all\"");
    form_round_trip("shoshogi.toml", "pseudo_royal_check = \"last\"");
}
