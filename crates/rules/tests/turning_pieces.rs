//! Pieces that turn over (docs/variants.md, "Pieces that turn over"): `[promotion] demotes`,
//! `by_capture` and `[drops] promoted`, on the example files `variants/examples/kyotoshogi.toml`
//! and `microshogi.toml`. How the moves are written and read (`b2b4-`, `+P@c3`), what a turned
//! piece becomes, what the hands get, which moves the engine's quiescence sees, and the
//! fields refused where they cannot be played. Perft against Fairy-Stockfish is in
//! `examples.rs`.

#![allow(clippy::unwrap_used)] // Test helpers: a failed unwrap is a failed test.

mod common;

use common::{catalog, examples_dir, moves, moves_from};
use turnpan_rules::{AnyMove, Color, Game, MoveCode, PieceKind, Reason, Variant, VariantErrorKind};

/// Kyoto shogi's kinds in its file's order: K P S L N R B G T.
const KYOTO_PAWN: PieceKind = PieceKind::new(1);
const KYOTO_LANCE: PieceKind = PieceKind::new(3);

#[test]
fn a_kyoto_piece_turns_over_on_every_move_and_back() {
    let c = catalog();
    let pos = c
        .from_fen("kyotoshogi", "k4/5/5/1+P3/2S1K[] w - - 0 1")
        .unwrap();
    // The pawn's rook side moves as a rook and must turn back; the silver must turn over;
    // the king never turns.
    assert_eq!(
        moves_from(&pos, "b2"),
        ["b2a2-", "b2b1-", "b2b3-", "b2b4-", "b2b5-", "b2c2-", "b2d2-", "b2e2-"]
    );
    assert_eq!(moves_from(&pos, "c1"), ["c1c2+", "c1d2+"]);
    assert_eq!(moves_from(&pos, "e1"), ["e1d1", "e1d2", "e1e2"]);
    // A turning back is `-` in UCI (Fairy-Stockfish's form) and names the piece it becomes
    // in SAN; read both ways.
    let back = pos.parse_uci("b2b4-").unwrap();
    assert_eq!(pos.uci(back), "b2b4-");
    assert_eq!(pos.san(back), "Rb4=P");
    assert_eq!(pos.parse_san("Rb4=P").unwrap(), back);
    assert!(
        pos.parse_uci("b2b4").is_err(),
        "the plain move is not legal"
    );
    assert!(
        pos.parse_uci("b2b4+").is_err(),
        "a rook side has nothing to promote to"
    );
    let mut after = pos.clone();
    after.play(back).unwrap();
    assert_eq!(after.fen(), "k4/1P3/5/5/2S1K[] b - - 1 1");
    // The silver turns into a bishop, written `+S`.
    let over = pos.parse_uci("c1d2+").unwrap();
    assert_eq!(
        pos.san(over),
        "Sd2=B+",
        "the bishop side checks along d2-a5"
    );
    let mut after = pos.clone();
    after.play(over).unwrap();
    assert!(
        after.fen().starts_with("k4/5/5/1+P1+S1/4K[] b"),
        "{}",
        after.fen()
    );
}

#[test]
fn drops_go_down_either_side_up() {
    let c = catalog();
    let pos = c
        .from_fen("kyotoshogi", "k4/5/1K3/5/5[LP] w - - 0 1")
        .unwrap();
    let all = moves(&pos);
    // Every empty square, for each hand piece, both sides up: 23 squares x 2 kinds x 2.
    let drops: Vec<&String> = all.iter().filter(|m| m.contains('@')).collect();
    assert_eq!(drops.len(), 23 * 4, "{drops:?}");
    assert!(
        all.contains(&"P@b5".to_string()),
        "a pawn may go down on the last rank"
    );
    // The lance dropped as a gold mates; dropped as a lance it only checks.
    let gold = pos.parse_uci("+L@a4").unwrap();
    let AnyMove::Board(mv) = gold else {
        panic!("a board move")
    };
    assert_eq!(mv.dropped(), Some(KYOTO_LANCE));
    assert_eq!(pos.uci(gold), "+L@a4");
    assert_eq!(pos.san(gold), "+L@a4#");
    assert_eq!(pos.parse_san("+L@a4").unwrap(), gold);
    // The promoted form's own letter is read as the same drop.
    assert_eq!(pos.parse_san("G@a4").unwrap(), gold);
    let mut mated = pos.clone();
    mated.play(gold).unwrap();
    assert!(
        mated.fen().starts_with("k4/+L4/1K3/5/5[P] b"),
        "{}",
        mated.fen()
    );
    assert_eq!(
        mated.outcome(1).map(|o| (o.winner(), o.reason())),
        Some((Some(Color::White), Reason::Checkmate))
    );
    let lance = pos.parse_uci("L@a4").unwrap();
    assert_eq!(pos.san(lance), "L@a4+");
    // A piece the hand does not hold, either side up, is refused.
    assert!(pos.parse_uci("+S@c3").is_err());
    assert!(pos.parse_uci("+@c3").is_err());
    // A move's code keeps the side it goes down.
    assert_eq!(AnyMove::from_code(gold.code()), Some(gold));
    assert_ne!(lance.code(), gold.code());
}

#[test]
fn a_turned_piece_goes_back_to_the_hand_as_its_first_side() {
    let c = catalog();
    let mut pos = c
        .from_fen("kyotoshogi", "k4/5/1+s3/1P3/4K[] w - - 0 1")
        .unwrap();
    let take = pos.parse_uci("b2b3+").unwrap();
    pos.play(take).unwrap();
    assert!(
        pos.fen().starts_with("k4/5/1+P3/5/4K[S] b"),
        "{}",
        pos.fen()
    );
    assert_eq!(pos.in_hand(Color::White, PieceKind::new(2)), 1);
    assert_eq!(pos.in_hand(Color::White, KYOTO_PAWN), 0);
}

#[test]
fn a_micro_piece_turns_over_only_by_capturing() {
    let c = catalog();
    let pos = c
        .from_fen("microshogi", "k3/4/1p2/1R2/3K[] w - - 0 1")
        .unwrap();
    let rook = moves_from(&pos, "b2");
    assert!(rook.contains(&"b2b3+".to_string()), "{rook:?}");
    assert!(
        !rook.contains(&"b2b3".to_string()),
        "a capture must turn it: {rook:?}"
    );
    assert!(rook.contains(&"b2a2".to_string()), "{rook:?}");
    assert!(
        !rook.iter().any(|m| m.starts_with("b2a2") && m.len() > 4),
        "{rook:?}"
    );
    let turned = c
        .from_fen("microshogi", "k3/4/1p2/1+R2/3K[] w - - 0 1")
        .unwrap();
    let gold = moves_from(&turned, "b2");
    assert_eq!(gold, ["b2a2", "b2a3", "b2b1", "b2b3-", "b2c2", "b2c3"]);
    let mut after = turned.clone();
    after.play(turned.parse_uci("b2b3-").unwrap()).unwrap();
    assert!(
        after.fen().starts_with("k3/4/1R2/4/3K[P] b"),
        "{}",
        after.fen()
    );
}

#[test]
fn quiet_turning_is_not_noisy_in_games_where_pieces_turn_back() {
    let c = catalog();
    // Kyoto: every move turns a piece; only the capture is noisy (the quiescence search
    // would otherwise follow almost every move).
    let pos = c
        .from_fen("kyotoshogi", "k4/5/1p3/1P3/4K[P] w - - 0 1")
        .unwrap();
    let mut noisy = Vec::new();
    pos.noisy_moves(&mut noisy);
    let noisy: Vec<String> = noisy.into_iter().map(|m| pos.uci(m)).collect();
    assert_eq!(noisy, ["b2b3+"]);
    // Minishogi keeps its quiet promotions noisy, and its drops quiet.
    let pos = c
        .from_fen("minishogi", "4k/S4/5/5/4K[P] w - - 0 1")
        .unwrap();
    let mut noisy = Vec::new();
    pos.noisy_moves(&mut noisy);
    let noisy: Vec<String> = noisy.into_iter().map(|m| pos.uci(m)).collect();
    assert!(noisy.iter().all(|m| m.ends_with('+')), "{noisy:?}");
    assert!(!noisy.is_empty());
}

#[test]
fn turning_rules_without_a_piece_that_promotes_are_refused_at_their_line() {
    let chess = Variant::builtin_source("chess").unwrap();
    for (table, field) in [
        ("[promotion]\n", "demotes"),
        ("[promotion]\n", "by_capture"),
    ] {
        let text = chess.replace(table, &format!("{table}{field} = true\n"));
        assert_ne!(text, chess);
        let e = Variant::from_toml("bad.toml", &text).unwrap_err();
        assert_eq!(
            e.kind,
            VariantErrorKind::PromotionRuleWithoutPromotesTo {
                rule: format!("promotion.{field}")
            },
            "{e}"
        );
        assert_eq!(e.field, format!("promotion.{field}"));
        let line = text.lines().position(|l| l.starts_with(field)).unwrap() + 1;
        assert_eq!(e.line, line, "{e}");
    }
    // Drops either side up in crazyhouse, whose pieces only promote as pawns.
    let path = examples_dir().join("crazyhouse.toml");
    let zh = std::fs::read_to_string(path).unwrap();
    let text = zh.replace("[drops]\n", "[drops]\npromoted = true\n");
    assert_ne!(text, zh);
    let e = Variant::from_toml("bad.toml", &text).unwrap_err();
    assert_eq!(
        e.kind,
        VariantErrorKind::PromotionRuleWithoutPromotesTo {
            rule: "drops.promoted".into()
        },
        "{e}"
    );
    // Not a boolean: a shape error.
    let path = examples_dir().join("kyotoshogi.toml");
    let kyoto = std::fs::read_to_string(path).unwrap();
    let text = kyoto.replace("demotes = true", "demotes = \"yes\"");
    let e = Variant::from_toml("bad.toml", &text).unwrap_err();
    assert!(matches!(e.kind, VariantErrorKind::Toml(_)), "{e}");
}
