//! Extinction rules, checkmate that wins for the mated side, and castling by a king that is
//! not royal (docs/variants.md, "Extinction, and losing to win"), on the example files
//! `giveaway.toml`, `codrus.toml`, `losers.toml` and `extinction.toml`: what is legal, how the
//! games end, and the files such rules refuse. Perft against Fairy-Stockfish is in
//! `examples.rs`.

#![allow(clippy::unwrap_used)] // Test helpers: a failed unwrap is a failed test.

mod common;

use common::{after, edited, game, moves, moves_from, play, won};
use turnpan_rules::{Color, Game, Reason, Variant, VariantErrorKind, VariantForm};

#[test]
fn giveaways_king_castles_through_attack_and_only_when_nothing_can_be_taken() {
    // The rook on f8 attacks f1, the square the king crosses; the king is not royal.
    let mut pos = game("giveaway", "5r2/8/8/8/8/8/8/4K2R w K - 0 1");
    assert!(
        moves(&pos).contains(&"e1g1".to_owned()),
        "{:?}",
        moves(&pos)
    );
    let castle = pos.parse_uci("e1g1").unwrap();
    assert_eq!(pos.san(castle), "O-O");
    play(&mut pos, "e1g1");
    assert_eq!(pos.fen(), "5r2/8/8/8/8/8/8/5RK1 b - - 1 1");
    // With a capture on the board, castling is not legal: captures are compulsory.
    let pos = game("giveaway", "8/8/8/8/8/8/7p/4K2R w K - 0 1");
    assert_eq!(moves(&pos), ["h1h2"]);
    // Antichess, the same game without castling, has no such move.
    let pos = game("antichess", "5r2/8/8/8/8/8/8/4K2R w - - 0 1");
    assert!(!moves(&pos).contains(&"e1g1".to_owned()));
}

#[test]
fn giving_every_piece_away_wins_giveaway() {
    let pos = after("giveaway", "8/8/8/8/8/8/3k4/4K3 w - - 0 1", &["e1d2"]);
    assert_eq!(pos.count_legal_moves(), 0);
    assert_eq!(pos.outcome(1), won(Color::Black, Reason::ExtinctionWin));
}

#[test]
fn losing_the_king_wins_codrus_and_a_pawn_may_not_become_one() {
    // The king must take the king (the queen cannot): then Black, kingless, has won.
    let mut pos = game("codrus", "8/8/8/8/8/8/3k4/4KQ2 w - - 0 1");
    assert_eq!(moves(&pos), ["e1d2"]);
    play(&mut pos, "e1d2");
    assert_eq!(pos.outcome(1), won(Color::Black, Reason::ExtinctionWin));
    let pos = game("codrus", "8/1P6/8/8/8/8/8/k3K3 w - - 0 1");
    let list = moves(&pos);
    assert!(list.contains(&"b7b8q".to_owned()) && !list.contains(&"b7b8k".to_owned()));
}

#[test]
fn in_losers_the_mated_the_stalemated_and_the_bare_king_win() {
    // Checkmated: Black has won.
    let pos = game("losers", "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1");
    assert!(pos.is_check());
    assert_eq!(pos.outcome(1), won(Color::Black, Reason::CheckmatedWins));
    // Down to the king alone: Black has won, before any other rule.
    let pos = game("losers", "8/8/8/8/8/8/8/k3K2R w - - 0 1");
    assert_eq!(pos.count_legal_moves(), 0);
    assert_eq!(pos.outcome(1), won(Color::Black, Reason::ExtinctionWin));
    // Stalemated, with a piece left: White has won.
    let pos = game("losers", "8/8/8/8/8/p7/P1k5/K7 w - - 0 1");
    assert!(!pos.is_check());
    assert_eq!(pos.outcome(1), won(Color::White, Reason::StalematedWins));
    // In check with a capture on the board: the king must take.
    let pos = game("losers", "7N/8/8/8/8/8/1p6/K6k w - - 0 1");
    assert_eq!(moves(&pos), ["a1b2"]);
    // Castling is chess's: not through an attacked square.
    let pos = game(
        "losers",
        "rnbqk2r/pppp1ppp/8/8/2b5/8/PPPP1PPP/RNBQK2R w KQkq - 0 1",
    );
    assert!(!moves(&pos).contains(&"e1g1".to_owned()));
}

#[test]
fn extinction_chess_loses_with_the_last_piece_of_a_kind() {
    // The king castles through attack and may step into it.
    let pos = game(
        "extinction",
        "rnbqk2r/pppp1ppp/8/8/2b5/8/PPPP1PPP/RNBQK2R w KQkq - 0 1",
    );
    let list = moves(&pos);
    assert!(list.contains(&"e1g1".to_owned()) && list.contains(&"e1e2".to_owned()));
    // White takes Black's only knight: Black has lost.
    let mut pos = game(
        "extinction",
        "rnbqkb1r/pppppppp/2N5/8/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1",
    );
    assert_eq!(pos.outcome(1), None);
    play(&mut pos, "c6b8");
    assert_eq!(pos.count_legal_moves(), 0);
    assert_eq!(pos.outcome(1), won(Color::White, Reason::Extinction));
}

#[test]
fn files_with_rules_that_cannot_apply_are_refused() {
    // Castling without a royal piece needs the piece that castles.
    let kind = edited("giveaway", |t| t.replace("king = \"K\"", ""));
    assert_eq!(kind, VariantErrorKind::CastlingWithoutKing);
    // ... and that piece must exist and not be a pawn.
    let kind = edited("giveaway", |t| t.replace("king = \"K\"", "king = \"P\""));
    assert!(
        matches!(kind, VariantErrorKind::NoSuchPiece { .. }),
        "{kind:?}"
    );
    // The mated side cannot win in a game without check.
    let kind = edited("giveaway", |t| {
        t.replace(
            "must_capture = true",
            "must_capture = true\ncheckmate = \"loss\"",
        )
    });
    assert_eq!(kind, VariantErrorKind::MateRuleWithoutCheck);
    // An extinction rule counts something, of pieces the game has.
    let kind = edited("extinction", |t| {
        t.replace(
            "pieces = [\"K\", \"Q\", \"R\", \"B\", \"N\", \"P\"]",
            "pieces = []",
        )
    });
    assert_eq!(kind, VariantErrorKind::NoPiecesCounted);
    let kind = edited("extinction", |t| {
        t.replace("\"K\", \"Q\", \"R\", \"B\", \"N\", \"P\"]", "\"K\", \"Z\"]")
    });
    assert_eq!(kind, VariantErrorKind::NoSuchPiece { letter: "Z".into() });
    let kind = edited("giveaway", |t| {
        t.replace("pieces = [\"*\"]", "pieces = [\"*\", \"Q\"]")
    });
    assert_eq!(kind, VariantErrorKind::NoSuchPiece { letter: "*".into() });
    // Words the file does not know.
    let kind = edited("losers", |t| {
        t.replace("result = \"win\"", "result = \"tie\"")
    });
    assert!(matches!(kind, VariantErrorKind::Toml(_)), "{kind:?}");
    let kind = edited("losers", |t| {
        t.replace("checkmate = \"loss\"", "checkmate = \"draw\"")
    });
    assert!(matches!(kind, VariantErrorKind::Toml(_)), "{kind:?}");
}

#[test]
fn the_new_fields_survive_the_designers_form() {
    for id in ["giveaway", "codrus", "losers", "extinction"] {
        let text =
            std::fs::read_to_string(common::examples_dir().join(format!("{id}.toml"))).unwrap();
        let form = VariantForm::read("x.toml", &text).unwrap();
        let written = form.to_toml();
        assert_eq!(VariantForm::read("y.toml", &written).unwrap(), form, "{id}");
        let (again, first) = (
            Variant::from_toml("y.toml", &written).unwrap(),
            Variant::from_toml("x.toml", &text).unwrap(),
        );
        assert_eq!(again.rules(), first.rules(), "{id}");
        assert_eq!(again.castling(), first.castling(), "{id}");
        assert_eq!(again.promotion(), first.promotion(), "{id}");
    }
}

#[test]
fn three_kings_lose_with_the_first_king_and_kinglet_with_the_last_pawn() {
    // Three kings: the bishop takes one of Black's three kings.
    let pos = after(
        "threekings",
        "k3k2k/8/8/8/8/8/6B1/K3K2K w - - 0 1",
        &["g2a8"],
    );
    assert_eq!(pos.outcome(1), won(Color::White, Reason::Extinction));
    // No check: a king may stand attacked, and step next to another.
    let pos = game("threekings", "k3k2k/8/8/8/8/8/6B1/K3K2K b - - 0 1");
    assert!(!pos.is_check());
    // Kinglet: Black's last pawn taken; and a pawn promotes to a king only.
    // Promoting its last pawn leaves a side without one: it has lost.
    let pos = after("kinglet", "4k3/8/8/8/8/8/p6P/4K3 b - - 0 1", &["a2a1k"]);
    assert_eq!(pos.outcome(1), won(Color::White, Reason::Extinction));
    let pos = game("kinglet", "4k3/P7/8/8/8/8/p7/4K3 w - - 0 1");
    assert_eq!(moves_from(&pos, "a7"), ["a7a8k"]);
    let pos = after("kinglet", "4k3/8/8/8/8/8/p6P/R3K3 w - - 0 1", &["a1a2"]);
    assert_eq!(pos.outcome(1), won(Color::White, Reason::Extinction));
}
