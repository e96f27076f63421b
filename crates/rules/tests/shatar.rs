//! Which checkmates count (`[rules.mate]`, docs/variants.md, "Which checkmates count") and a
//! drawn bare king (`result = "draw"`), on the example file `shatar.toml`. Perft against
//! Fairy-Stockfish is in `examples.rs`.

mod common;

use common::{after, edited, form_round_trip, won};
use turnpan_rules::{Color, Game, Outcome, Reason, VariantErrorKind};

fn draw(reason: Reason) -> Option<Outcome> {
    Some(Outcome::Draw { reason })
}

#[test]
fn a_mate_by_a_knight_alone_loses_for_the_side_that_gives_it() {
    // Smothered: the knight on f7 mates the king boxed in by its own rook and pawns.
    let pos = after("shatar", "6rk/6pp/8/4N3/8/8/8/4K3 w - - 0 1", &["e5f7"]);
    assert!(pos.is_check());
    assert_eq!(pos.outcome(1), won(Color::Black, Reason::ForbiddenMate));
    // Chess: the same mate wins.
    let chess = after("chess", "6rk/6pp/8/4N3/8/8/8/4K3 w - - 0 1", &["e5f7"]);
    assert_eq!(chess.outcome(1), won(Color::White, Reason::Checkmate));
}

#[test]
fn a_mate_by_a_rook_wins() {
    let pos = after("shatar", "6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1", &["a1a8"]);
    assert_eq!(pos.outcome(1), won(Color::White, Reason::Checkmate));
}

#[test]
fn a_bishop_mate_counts_after_a_run_of_checks_with_a_shak() {
    // The rook checks from h8 (a shak), the knight blocks on b8 and is pinned, the bishop
    // mates from g2: one unbroken run of checks.
    let start = "k7/p2n4/8/2p5/8/8/8/4KB1R w - - 0 1";
    let pos = after("shatar", start, &["h1h8", "d7b8", "f1g2"]);
    assert_eq!(pos.outcome(1), won(Color::White, Reason::Checkmate));
    // A quiet move between breaks the run: the same mate is a draw.
    let pos = after("shatar", start, &["h1h8", "d7b8", "e1e2", "c5c4", "f1g2"]);
    assert!(pos.is_check());
    assert_eq!(pos.outcome(1), draw(Reason::MateWithoutShak));
    // From a set-up position the run starts with the mating move.
    let pos = after("shatar", "kn5R/p7/8/8/8/8/8/4KB2 w - - 0 1", &["f1g2"]);
    assert_eq!(pos.outcome(1), draw(Reason::MateWithoutShak));
}

#[test]
fn a_bare_king_draws() {
    let pos = after("shatar", "4k3/8/8/8/8/8/3r3P/4K3 w - - 0 1", &["e1d2"]);
    assert_eq!(pos.outcome(1), draw(Reason::Extinction));
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    assert!(moves.is_empty(), "the game is over");
}

#[test]
fn the_mate_table_needs_check_and_pieces() {
    let kind = edited("shatar", |t| {
        t.replace("win = \"checkmate\"", "win = \"royal-capture\"")
    });
    assert_eq!(kind, VariantErrorKind::MateRuleWithoutCheck);
    let kind = edited("shatar", |t| {
        t.replace("not_alone = [\"N\"]", "not_alone = []")
            .replace("run_needs = [\"R\", \"N\", \"J\"]", "run_needs = []")
    });
    assert_eq!(kind, VariantErrorKind::NoPiecesCounted);
    let kind = edited("shatar", |t| {
        t.replace("not_alone = [\"N\"]", "not_alone = [\"Q\"]")
    });
    assert!(
        matches!(kind, VariantErrorKind::NoSuchPiece { .. }),
        "{kind:?}"
    );
}

#[test]
fn the_form_keeps_the_mate_table_and_a_drawn_extinction() {
    form_round_trip("shatar.toml", "[rules.mate]");
    form_round_trip("shatar.toml", "result = \"draw\"");
}
