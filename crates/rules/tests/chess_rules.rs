//! Chess by the Turnpan rules (docs/rules/chess.md), checked on concrete positions.

#![allow(clippy::unwrap_used)] // Test helpers: a failed unwrap is a failed test.

use turnpan_rules::{AnyGame, Catalog, Color, Game, GameRecord, MoveErrorKind, Outcome, Reason};

fn chess(fen: &str) -> AnyGame {
    Catalog::builtin()
        .from_fen("chess", fen)
        .unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn record(fen: &str, moves: &str) -> GameRecord<AnyGame> {
    let mut game = GameRecord::new(chess(fen));
    for m in moves.split_whitespace() {
        game.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    game
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

#[test]
fn castling_by_two_squares_or_onto_the_rook_is_the_same_move() {
    let pos = chess("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    for (a, b, san) in [("e1g1", "e1h1", "O-O"), ("e1c1", "e1a1", "O-O-O")] {
        let two = pos.parse_uci(a).unwrap();
        let onto = pos.parse_uci(b).unwrap();
        assert_eq!(two, onto);
        assert_eq!(
            pos.uci(onto),
            a,
            "canonical form is the two-square king move"
        );
        assert_eq!(pos.san(two), san);
        assert_eq!(pos.parse_san(san).unwrap(), two);
        assert_eq!(pos.parse_san(&san.replace('O', "0")).unwrap(), two);
    }
    let after = record("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1h1");
    assert_eq!(after.position().fen(), "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
}

#[test]
fn a_castling_move_names_its_rook_square_for_the_board() {
    // The board offers the rook's square as a destination (section 6, "Entering it").
    let rook_of = |fen: &str, uci: &str| {
        let pos = chess(fen);
        let mv = pos.parse_uci(uci).unwrap();
        pos.castling_rook(mv)
            .map(|sq| pos.geometry().square_name(sq))
    };
    let both = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    assert_eq!(rook_of(both, "e1g1").as_deref(), Some("h1"));
    assert_eq!(rook_of(both, "e1c1").as_deref(), Some("a1"));
    assert_eq!(rook_of(both, "e1f1"), None, "a plain king step");
    assert_eq!(rook_of(both, "a1a8"), None);
    let black = "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1";
    assert_eq!(rook_of(black, "e8g8").as_deref(), Some("h8"));
    assert_eq!(rook_of(black, "e8c8").as_deref(), Some("a8"));
}

#[test]
fn castling_never_out_of_through_or_into_check() {
    // Out of check: a rook on e8 checks the king.
    assert!(chess("4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1")
        .parse_uci("e1g1")
        .is_err());
    // Through check: f1 attacked by a rook on f8.
    let through = chess("5rk1/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    assert!(through.parse_uci("e1g1").is_err());
    assert!(
        through.parse_uci("e1h1").is_err(),
        "onto-rook input follows the same rule"
    );
    assert!(through.parse_uci("e1c1").is_ok());
    // Into check: g1 attacked.
    assert!(chess("k5r1/8/8/8/8/8/8/4K2R w K - 0 1")
        .parse_uci("e1g1")
        .is_err());
    // b1 may be attacked in O-O-O (docs/rules/chess.md section 6).
    assert!(chess("1r4k1/8/8/8/8/8/8/R3K2R w KQ - 0 1")
        .parse_uci("e1c1")
        .is_ok());
    // Moving the king onto its own rook is never a capture when castling is impossible.
    let err = chess("5rk1/8/8/8/8/8/8/R3K2R w KQ - 0 1")
        .parse_uci("e1h1")
        .unwrap_err();
    assert_eq!(err.kind, MoveErrorKind::Illegal);
}

#[test]
fn castling_rights_are_lost_by_king_or_rook_moves_and_rook_captures() {
    let g = record("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "a1a8");
    assert!(
        g.position().fen().contains(" Kk "),
        "{}",
        g.position().fen()
    );
    let g = record("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1e2");
    assert!(
        g.position().fen().contains(" kq "),
        "{}",
        g.position().fen()
    );
}

#[test]
fn en_passant_including_the_horizontal_pin() {
    let game = record(START, "e4 a6 e5 d5");
    let pos = game.position();
    assert_eq!(
        pos.fen(),
        "rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3"
    );
    let ep = pos.parse_move("exd6").unwrap();
    assert_eq!(pos.uci(ep), "e5d6");
    let mut after = pos.clone();
    after.play_unchecked(ep);
    assert_eq!(
        after.fen(),
        "rnbqkbnr/1pp1pppp/p2P4/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3"
    );
    // King and enemy rook on the fifth rank with both pawns between: the capture is illegal,
    // and so the FEN does not even mention the en-passant square.
    let pos = chess("8/8/8/K2pP2r/8/8/8/7k w - d6 0 1");
    assert!(pos.parse_uci("e5d6").is_err());
    assert_eq!(pos.fen(), "8/8/8/K2pP2r/8/8/8/7k w - - 0 1");
}

#[test]
fn promotion_requires_a_piece() {
    let pos = chess("8/4P3/8/8/k7/8/8/7K w - - 0 1");
    let err = pos.parse_uci("e7e8").unwrap_err();
    assert!(
        err.kind.to_string().contains("missing promotion piece"),
        "{err}"
    );
    for (uci, san) in [
        ("e7e8q", "e8=Q+"),
        ("e7e8r", "e8=R"),
        ("e7e8b", "e8=B+"),
        ("e7e8n", "e8=N"),
    ] {
        let mv = pos.parse_uci(uci).unwrap();
        assert_eq!(pos.san(mv), san);
        assert_eq!(pos.parse_san(san).unwrap(), mv);
    }
    assert!(pos.parse_san("e8").is_err());
    assert_eq!(
        pos.parse_san("e8Q").unwrap(),
        pos.parse_uci("e7e8q").unwrap()
    );
}

#[test]
fn san_disambiguates_by_file_then_rank_then_both() {
    let pos = chess("k7/8/8/8/8/8/8/KN3N2 w - - 0 1");
    assert_eq!(pos.san(pos.parse_uci("b1d2").unwrap()), "Nbd2");
    let pos = chess("k7/8/8/8/8/N7/8/N6K w - - 0 1");
    assert_eq!(pos.san(pos.parse_uci("a3c2").unwrap()), "N3c2");
    let pos = chess("8/7k/8/8/8/Q1Q5/8/Q6K w - - 0 1");
    assert_eq!(pos.san(pos.parse_uci("a3b2").unwrap()), "Qa3b2");
    assert_eq!(
        pos.parse_san("Qa3b2").unwrap(),
        pos.parse_uci("a3b2").unwrap()
    );
    assert!(pos
        .parse_san("Qb2")
        .unwrap_err()
        .kind
        .to_string()
        .contains("ambiguous"));
}

#[test]
fn fools_mate() {
    let mate = record(START, "f3 e5 g4 Qh4");
    assert_eq!(
        mate.outcome(),
        Some(Outcome::Decisive {
            winner: Color::Black,
            reason: Reason::Checkmate
        })
    );
    assert!(mate.moves().last().unwrap().san.ends_with('#'));
}

#[test]
fn stalemate_is_a_draw() {
    let game = record("k7/8/8/1Q6/8/8/8/7K w - - 0 1", "Kh2");
    assert_eq!(game.outcome(), None);
    let game = record("k7/8/8/1Q6/8/8/8/7K w - - 0 1", "Qb6");
    assert_eq!(
        game.outcome(),
        Some(Outcome::Draw {
            reason: Reason::Stalemate
        })
    );
}

#[test]
fn threefold_repetition_is_automatic_on_the_third_occurrence() {
    let mut game = record(START, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
    assert_eq!(game.outcome(), None, "start position occurred twice so far");
    game.play_text("Ng8").unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome::Draw {
            reason: Reason::ThreefoldRepetition
        })
    );
    assert!(game.play_text("e4").is_err(), "no moves after the end");
}

#[test]
fn en_passant_rights_without_a_legal_capture_do_not_break_repetition() {
    // After 1.e4 the FEN names no e3 square (no black pawn can take), so the position after
    // 1.e4 Nf6 2.Ng1... cycles repeat normally; the positions with a legal capture differ.
    let game = record(START, "e4 Nf6 Nf3 Ng8 Ng1 Nf6 Nf3 Ng8 Ng1");
    assert_eq!(
        game.outcome(),
        Some(Outcome::Draw {
            reason: Reason::ThreefoldRepetition
        })
    );
}

#[test]
fn fifty_move_rule_at_one_hundred_plies_and_mate_wins_on_the_last_one() {
    let game = record("k7/8/8/8/8/8/8/KR6 w - - 99 80", "Rb2");
    assert_eq!(
        game.outcome(),
        Some(Outcome::Draw {
            reason: Reason::FiftyMoveRule
        })
    );
    let game = record("k7/8/8/8/8/8/8/KR6 w - - 98 80", "Rb2");
    assert_eq!(game.outcome(), None);
    let mate = record("k7/8/1K6/8/8/8/8/7R w - - 99 80", "Rh8");
    assert_eq!(
        mate.outcome(),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: Reason::Checkmate
        })
    );
    // Captures and pawn moves reset the clock.
    let reset = record("k7/8/8/8/8/8/1p6/KR6 w - - 99 80", "Rxb2");
    assert_eq!(reset.position().halfmove_clock(), 0);
    assert_eq!(reset.outcome(), None);
}

#[test]
fn insufficient_material_by_section_8() {
    let cases = [
        ("8/8/8/4k3/8/8/8/4K3 w - - 0 1", true),     // K v K
        ("8/8/8/4k3/8/8/8/3NK3 w - - 0 1", true),    // K+N v K
        ("8/8/8/4k3/8/8/8/3BK3 w - - 0 1", true),    // K+B v K
        ("8/8/8/2b1k3/8/8/8/3BK3 w - - 0 1", false), // bishops on opposite colours
        ("8/8/8/3bk3/8/8/8/3BK3 w - - 0 1", true),   // bishops on the same colour
        ("8/8/8/4k3/8/8/8/2NNK3 w - - 0 1", false),  // two knights: mate possible
        ("8/8/8/3nk3/8/8/8/3NK3 w - - 0 1", false),  // K+N v K+N: helpmate possible
        ("8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", false),
    ];
    for (fen, draw) in cases {
        let got = GameRecord::new(chess(fen)).outcome();
        let want = draw.then_some(Outcome::Draw {
            reason: Reason::InsufficientMaterial,
        });
        assert_eq!(got, want, "{fen}");
    }
    // Mating material per side, for time-outs: K+N against K+Q cannot mate, against K+R can.
    let p = chess("8/8/8/3qk3/8/8/8/3NK3 w - - 0 1");
    assert!(!p.has_mating_material(Color::White));
    assert!(p.has_mating_material(Color::Black));
    let p = chess("8/8/8/3rk3/8/8/8/3NK3 w - - 0 1");
    assert!(p.has_mating_material(Color::White));
}

#[test]
fn insufficient_material_comes_before_the_move_rule() {
    // Insufficient material comes before the move rule (docs/rules/chess.md section 7).
    let game = GameRecord::new(chess("8/8/8/4k3/8/8/8/3BK3 w - - 100 70"));
    assert_eq!(
        game.outcome(),
        Some(Outcome::Draw {
            reason: Reason::InsufficientMaterial
        })
    );
    let game = GameRecord::new(chess("8/8/8/4k3/8/8/8/3RK3 w - - 100 70"));
    assert_eq!(
        game.outcome(),
        Some(Outcome::Draw {
            reason: Reason::FiftyMoveRule
        })
    );
}

#[test]
fn bad_fens_name_field_and_character() {
    let catalog = Catalog::builtin();
    let cases = [
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1",
            "placement",
            Some(43),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
            "side to move",
            Some(45),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQxq - 0 1",
            "castling",
            Some(49),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq z9 0 1",
            "en passant",
            Some(52),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1",
            "halfmove clock",
            Some(54),
        ),
        (
            "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "placement",
            Some(19),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "placement",
            None,
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQQBNR w KQkq - 0 1",
            "position",
            None,
        ),
        ("4k3/8/8/8/8/8/8/4K2r b - - 0 1", "position", None),
        ("P3k3/8/8/8/8/8/8/4K3 w - - 0 1", "position", None),
    ];
    for (fen, field, column) in cases {
        let err = match catalog.from_fen("chess", fen) {
            Err(turnpan_rules::SetupError::Fen(e)) => e,
            other => panic!("{fen}: expected a FEN error, got {other:?}"),
        };
        assert_eq!(
            (err.field.as_str(), err.column),
            (field, column),
            "{fen}: {err}"
        );
    }
}
