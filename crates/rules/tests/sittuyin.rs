//! Sittuyin's promotion and setup (docs/variants.md, "A pawn that promotes instead of
//! moving"), on `variants/examples/sittuyin.toml`: `[promotion] in_place` and `[drops]
//! first_rank_only`. How the promotion is written and played, when it may not be made, the
//! stalemate of a lone pawn that need not promote, and the rooks' drops. Perft against
//! Fairy-Stockfish is in `examples.rs`.

#![allow(clippy::unwrap_used)] // Test helpers: a failed unwrap is a failed test.

mod common;

use common::{catalog, examples_dir, moves, moves_from};
use turnpan_rules::{Game, Outcome, Reason, Variant, VariantErrorKind};

#[test]
fn a_pawn_promotes_where_it_stands_or_a_step_away() {
    let c = catalog();
    let pos = c
        .from_fen("sittuyin", "8/8/4k3/n7/8/2P5/8/4K3[] w - - 0 1")
        .unwrap();
    // The side's last pawn: anywhere; not to b4, where the met would attack the knight.
    assert_eq!(
        moves_from(&pos, "c3"),
        ["c3b2f", "c3c3f", "c3c4", "c3d2f", "c3d4f"]
    );
    let here = pos.parse_uci("c3c3f").unwrap();
    assert!(!pos.is_capture(here), "the pawn's own square is no capture");
    assert_eq!(pos.san(here), "c3=F");
    assert_eq!(pos.parse_san("c3=F").unwrap(), here);
    let mut after = pos.clone();
    after.play(here).unwrap();
    assert_eq!(after.fen(), "8/8/4k3/n7/8/2F5/8/4K3[] b - - 0 1");
    let step = pos.parse_uci("c3d4f").unwrap();
    assert_eq!(pos.san(step), "d4=F");
    // Moving onto the zone promotes nothing.
    let pos = c
        .from_fen("sittuyin", "8/8/k7/8/3P4/8/8/4K3[] w - - 0 1")
        .unwrap();
    assert!(moves_from(&pos, "d4").contains(&"d4d5".to_string()));
    let mut after = pos.clone();
    after.play(pos.parse_uci("d4d5").unwrap()).unwrap();
    assert!(after.fen().starts_with("8/8/k7/3P4/"), "{}", after.fen());
}

#[test]
fn a_promotion_that_checks_or_with_a_met_on_the_board_is_not_made() {
    let c = catalog();
    // Two pawns: only d5 (on the zone); not to e6, whose met would check the king on f7.
    let pos = c
        .from_fen("sittuyin", "8/5k2/8/3P4/8/2P5/8/4K3[] w - - 0 1")
        .unwrap();
    let promotions: Vec<String> = moves(&pos)
        .into_iter()
        .filter(|m| m.ends_with('f'))
        .collect();
    assert_eq!(promotions, ["d5c4f", "d5c6f", "d5d5f", "d5e4f"]);
    // The promotion onto c4 and the push of c3 to c4 need no file to tell them apart.
    let push = pos.parse_uci("c3c4").unwrap();
    assert_eq!(pos.san(push), "c4");
    assert_eq!(pos.san(pos.parse_uci("d5c4f").unwrap()), "c4=F");
    assert_eq!(pos.parse_san("c4").unwrap(), push);
    // A side with a met promotes nothing.
    let pos = c
        .from_fen("sittuyin", "8/5k2/8/3P4/8/8/5F2/4K3[] w - - 0 1")
        .unwrap();
    assert!(
        moves(&pos).iter().all(|m| !m.ends_with('f')),
        "{:?}",
        moves(&pos)
    );
}

#[test]
fn a_king_and_a_pawn_that_can_only_promote_are_stalemated() {
    let c = catalog();
    // White's king has no move, its pawn is blocked: only promotions are left, which the
    // pawn need not make.
    let pos = c
        .from_fen("sittuyin", "8/8/3p4/3P4/8/8/1r6/5k1K[] w - - 0 1")
        .unwrap();
    assert_eq!(moves(&pos), ["d5c4f", "d5c6f", "d5d5f", "d5e4f", "d5e6f"]);
    assert_eq!(
        pos.outcome(1),
        Some(Outcome::Draw {
            reason: Reason::Stalemate
        })
    );
    // With a knight beside, the same moves are a game going on.
    let pos = c
        .from_fen("sittuyin", "8/8/3p4/3P4/8/8/1r6/N4k1K[] w - - 0 1")
        .unwrap();
    assert_eq!(pos.outcome(1), None);
}

#[test]
fn rooks_are_set_up_on_the_first_rank_only() {
    let c = catalog();
    let pos = c
        .from_fen(
            "sittuyin",
            "8/8/4pppp/pppp4/4PPPP/PPPP4/8/4K3[RNkrn] w - - 0 1",
        )
        .unwrap();
    let all = moves(&pos);
    let rooks: Vec<&String> = all.iter().filter(|m| m.starts_with('R')).collect();
    assert_eq!(rooks.len(), 7, "the first rank's free squares: {rooks:?}");
    assert!(all.contains(&"N@a2".to_string()) && !all.contains(&"N@a4".to_string()));
    assert!(
        all.iter().all(|m| m.contains('@')),
        "a side that can drop must"
    );
    // A letter no piece has is refused at its line.
    let path = examples_dir().join("sittuyin.toml");
    let text = std::fs::read_to_string(path).unwrap();
    let bad = text.replace("first_rank_only = [\"R\"]", "first_rank_only = [\"Q\"]");
    let e = Variant::from_toml("bad.toml", &bad).unwrap_err();
    assert_eq!(e.field, "drops.first_rank_only", "{e}");
    assert!(
        matches!(e.kind, VariantErrorKind::NoSuchPiece { .. }),
        "{e}"
    );
    // Counting goes with hands that only empty out; crazyhouse's refill is refused.
    let bad = text.replace("captures_to_hand = false", "captures_to_hand = true");
    let e = Variant::from_toml("bad.toml", &bad).unwrap_err();
    assert_eq!(e.kind, VariantErrorKind::NeedsCheckmateOfRoyal, "{e}");
    // Promotion in place with no pawn to promote.
    let bad = text.replace("pawn = true", "");
    let e = Variant::from_toml("bad.toml", &bad).unwrap_err();
    assert_eq!(e.kind, VariantErrorKind::InPlaceWithoutPawn, "{e}");
    assert_eq!(e.field, "promotion.in_place", "{e}");
}
