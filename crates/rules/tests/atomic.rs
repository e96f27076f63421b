//! Captures that explode (docs/variants.md, "Captures that explode"), on the example file
//! `atomic.toml`: what an explosion takes, the royal piece's safety around explosions, the
//! end of the game, and the files such a rule refuses. Perft against Fairy-Stockfish is in
//! `examples.rs`.

mod common;

use common::{after, edited, game, moves, moves_from, play, won};
use turnpan_rules::{Color, Game, Reason, VariantErrorKind, VariantForm};

#[test]
fn a_capture_takes_the_capturer_and_every_piece_around_but_pawns() {
    // The knight takes on d5: the bishop on c6, the queen on c5 and White's own bishop on e6
    // go with it; the pawns on c4 and d6 stay.
    let pos = after(
        "atomic",
        "4k3/8/2bpB3/2qp4/2P5/2N5/8/4K3 w - - 0 1",
        &["c3d5"],
    );
    assert_eq!(pos.fen(), "4k3/8/3p4/8/2P5/8/8/4K3 b - - 0 1");
}

#[test]
fn en_passant_explodes_around_the_square_the_pawn_lands_on() {
    // exd6 e.p.: both pawns and the knight on c7 (next to d6) go; the rook on d4 is two
    // squares away and stays.
    let pos = after("atomic", "4k3/2n5/8/3pP3/3R4/8/8/4K3 w - d6 0 1", &["e5d6"]);
    assert_eq!(pos.fen(), "4k3/8/8/8/3R4/8/8/4K3 b - - 0 1");
}

#[test]
fn a_rook_blown_up_takes_its_castling_right_with_it() {
    // Black's bishop takes on g2, next to the rook on h1: White keeps only the long castling.
    let pos = after(
        "atomic",
        "r3k2r/1b6/8/8/8/8/6P1/R3K2R b KQkq - 0 1",
        &["b7g2"],
    );
    assert_eq!(pos.fen(), "r3k2r/8/8/8/8/8/8/R3K3 w Qkq - 0 2");
}

#[test]
fn a_king_never_captures_and_never_blows_itself_up() {
    // The king may not take the pawn on d2, and the rook may not take on b2 next to it.
    let pos = game("atomic", "4k3/8/8/8/8/8/1p1p4/1R2K3 w - - 0 1");
    assert!(!moves(&pos).contains(&"e1d2".to_string()));
    let pos = game("atomic", "4k3/8/8/8/8/8/1p6/1RK5 w - - 0 1");
    assert!(!moves(&pos).contains(&"b1b2".to_string()));
}

#[test]
fn kings_side_by_side_give_no_check() {
    // White's rook on d1 sees Black's king, but the kings touch: Black is not in check, and
    // its king may even step along the rook's file while it stays beside White's.
    let pos = game("atomic", "8/8/8/8/3kK3/8/8/3R4 b - - 0 1");
    assert!(!pos.is_check());
    assert!(moves_from(&pos, "d4").contains(&"d4d5".to_string()));
    // Once apart, the same rook gives check.
    let pos = game("atomic", "8/8/8/8/2k1K3/8/8/2R5 b - - 0 1");
    assert!(pos.is_check());
}

#[test]
fn blowing_up_the_king_wins_even_from_check() {
    let mut pos = game("atomic", "4k3/R3q3/8/8/8/8/4r3/4K3 w - - 0 1");
    assert!(pos.is_check());
    play(&mut pos, "a7e7");
    assert_eq!(pos.outcome(1), won(Color::White, Reason::KingExploded));
    assert!(moves(&pos).is_empty());
    // The position after, without Black's king, reads back from its FEN.
    let fen = pos.fen();
    assert_eq!(game("atomic", &fen).fen(), fen);
}

#[test]
fn a_position_without_both_kings_is_refused() {
    let catalog = common::catalog();
    assert!(catalog
        .from_fen("atomic", "8/8/8/8/8/8/8/4K3 w - - 0 1")
        .is_ok());
    assert!(catalog
        .from_fen("atomic", "8/8/8/8/8/8/8/8 w - - 0 1")
        .is_err());
    // Chess keeps refusing a missing king.
    assert!(catalog
        .from_fen("chess", "8/8/8/8/8/8/8/4K3 w - - 0 1")
        .is_err());
}

#[test]
fn explosions_are_refused_with_drops_and_name_their_spared_pieces() {
    let kind = edited("atomic", |t| {
        t.replace(
            "[rules.explosion]",
            "[drops]\ncaptures_to_hand = true\n\n[rules.explosion]",
        )
    });
    assert_eq!(kind, VariantErrorKind::ExplosionCombined);
    let kind = edited("atomic", |t| {
        t.replace("spares = [\"P\"]", "spares = [\"X\"]")
    });
    assert_eq!(kind, VariantErrorKind::NoSuchPiece { letter: "X".into() });
}

#[test]
fn the_form_keeps_the_explosion() {
    let text =
        std::fs::read_to_string(common::examples_dir().join("atomic.toml")).expect("atomic.toml");
    let form = VariantForm::read("atomic.toml", &text).expect("form");
    assert_eq!(
        form.rules.explosion.as_ref().map(|e| e.spares.clone()),
        Some(vec!["P".to_string()])
    );
    let again = VariantForm::read("atomic.toml", &form.to_toml()).expect("written form");
    assert_eq!(again, form);
}

#[test]
fn without_check_a_king_may_stand_attacked_and_the_side_whose_king_goes_loses() {
    // No-check atomic: the rook on e2 attacks White's king, which is no check, and the king
    // may even take it, blowing itself up: White has then lost.
    let pos = game("nocheckatomic", "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1");
    assert!(!pos.is_check());
    assert!(moves(&pos).contains(&"e1e2".to_string()));
    let pos = after(
        "nocheckatomic",
        "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1",
        &["e1e2"],
    );
    assert_eq!(pos.outcome(1), won(Color::Black, Reason::Extinction));
    // The knight takes next to Black's king: the blast takes the king too.
    let pos = after(
        "nocheckatomic",
        "4k3/4p3/8/5N2/8/8/8/4K3 w - - 0 1",
        &["f5e7"],
    );
    assert_eq!(pos.outcome(1), won(Color::White, Reason::Extinction));
}

#[test]
fn atomar_s_kings_survive_every_blast_and_may_not_take_each_other() {
    // The king takes the rook on e2 and stays; in No-check atomic it blew itself up.
    let pos = after("atomar", "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1", &["e1e2"]);
    assert_eq!(pos.fen(), "4k3/8/8/8/8/8/4K3/8 b - - 0 1");
    assert_eq!(pos.outcome(1), None);
    // A knight takes the pawn beside Black's king: knight and pawn go, the king stays.
    let pos = after("atomar", "4k3/4p3/8/5N2/8/8/8/4K3 w - - 0 1", &["f5e7"]);
    assert_eq!(pos.fen(), "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
    // Kings side by side: neither may take the other.
    let pos = game("atomar", "8/8/8/3k4/3K4/8/8/8 w - - 0 1");
    assert!(!moves(&pos).contains(&"d4d5".to_string()));
    let chess = game("nocheckatomic", "8/8/8/3k4/3K4/8/8/8 w - - 0 1");
    assert!(moves(&chess).contains(&"d4d5".to_string()));
    // Another piece takes the king: its side wins.
    let pos = after(
        "atomar",
        "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
        &["a1a8", "e8d8", "a8d8"],
    );
    assert_eq!(pos.outcome(1), won(Color::White, Reason::Extinction));
}

#[test]
fn immunity_needs_pieces_that_are_not_royal() {
    let kind = edited("atomar", |t| {
        t.replace("immune = [\"K\"]", "immune = [\"X\"]")
    });
    assert_eq!(kind, VariantErrorKind::NoSuchPiece { letter: "X".into() });
    let kind = edited("atomic", |t| {
        t.replace("spares = [\"P\"]", "spares = [\"P\"]\nimmune = [\"K\"]")
    });
    assert_eq!(kind, VariantErrorKind::NoSuchPiece { letter: "K".into() });
    let kind = edited("atomic", |t| {
        t.replace("[rules]", "[rules]\nmutually_immune = [\"K\"]")
    });
    assert_eq!(kind, VariantErrorKind::NoSuchPiece { letter: "K".into() });
    common::form_round_trip("atomar.toml", "immune = [\"K\"]");
    common::form_round_trip("atomar.toml", "mutually_immune = [\"K\"]");
}
