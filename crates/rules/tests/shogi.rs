//! Shogi-style promotion and shogi's drop rules (docs/variants.md, "Shogi-style promotion"), on
//! the example files `variants/examples/minishogi.toml` and `shogi.toml`: when a piece may or
//! must promote, where it may be dropped, how a promoted piece is written and goes back to a
//! hand, and the mating pawn drop that loses. Perft against Fairy-Stockfish is in `examples.rs`.

#![allow(clippy::unwrap_used)] // Test helpers: a failed unwrap is a failed test.

mod common;

use common::{catalog, examples_dir, moves, moves_from};
use turnpan_rules::{
    Color, FenErrorKind, Game, Outcome, PieceKind, Reason, SetupError, Variant, VariantError,
    VariantErrorKind,
};

/// Minishogi's kinds in its file's order: K R B G S P D H E T.
const PAWN: PieceKind = PieceKind::new(5);

#[test]
fn a_piece_may_promote_entering_within_or_leaving_the_zone() {
    let c = catalog();
    // A silver entering the last rank: with or without promoting.
    let pos = c
        .from_fen("minishogi", "4k/5/2S2/5/K4[] w - - 0 1")
        .unwrap();
    let silver = moves_from(&pos, "c3");
    assert!(silver.contains(&"c3c4".to_owned()) && !silver.contains(&"c3c4+".to_owned()));
    let pos = c
        .from_fen("minishogi", "4k/2S2/5/5/K4[] w - - 0 1")
        .unwrap();
    let silver = moves_from(&pos, "c4");
    for m in ["c4c5", "c4c5+", "c4b5", "c4b5+", "c4b3"] {
        assert!(silver.contains(&m.to_owned()), "{m}: {silver:?}");
    }
    assert!(
        !silver.contains(&"c4b3+".to_owned()),
        "from outside the zone to outside"
    );
    // From inside the zone, any move may promote, leaving it too.
    let pos = c
        .from_fen("minishogi", "2S1k/5/5/5/K4[] w - - 0 1")
        .unwrap();
    assert!(moves_from(&pos, "c5").contains(&"c5b4+".to_owned()));
}

#[test]
fn a_piece_that_could_never_move_again_must_promote() {
    let c = catalog();
    // A pawn stepping onto the last rank: only the promotion.
    let pos = c.from_fen("minishogi", "4k/P4/5/5/4K[] w - - 0 1").unwrap();
    assert_eq!(moves_from(&pos, "a4"), ["a4a5+"]);
    // Shogi's knight on the last two ranks, and its lance on the last one.
    let pos = c
        .from_fen("shogi", "4k4/9/9/1N5L1/9/9/9/9/4K4[] w - - 0 1")
        .unwrap();
    assert_eq!(moves_from(&pos, "b6"), ["b6a8+", "b6c8+"]);
    let lance = moves_from(&pos, "h6");
    assert!(lance.contains(&"h6h8".to_owned()) && lance.contains(&"h6h9+".to_owned()));
    assert!(!lance.contains(&"h6h9".to_owned()));
    // Nor may such a piece be dropped there.
    let pos = c
        .from_fen("shogi", "4k4/9/9/9/9/9/9/9/4K4[PLN] w - - 0 1")
        .unwrap();
    let drops = moves(&pos);
    assert!(!drops
        .iter()
        .any(|m| m.starts_with("P@") && m.ends_with('9')));
    assert!(!drops
        .iter()
        .any(|m| m.starts_with("L@") && m.ends_with('9')));
    assert!(!drops
        .iter()
        .any(|m| m.starts_with("N@") && (m.ends_with('9') || m.ends_with('8'))));
    assert!(drops.contains(&"N@a7".to_owned()) && drops.contains(&"P@a8".to_owned()));
}

#[test]
fn two_pawns_never_share_a_file_but_a_tokin_does_not_count() {
    let c = catalog();
    let pos = c
        .from_fen("minishogi", "4k/5/5/P4/4K[P] w - - 0 1")
        .unwrap();
    let pawn_drops = moves_from(&pos, "P@");
    assert!(
        !pawn_drops.iter().any(|m| m.starts_with("P@a")),
        "{pawn_drops:?}"
    );
    assert!(pawn_drops.contains(&"P@b2".to_owned()));
    // A promoted pawn (+P) on the file is no pawn.
    let pos = c
        .from_fen("minishogi", "4k/5/+P4/5/4K[P] w - - 0 1")
        .unwrap();
    assert!(moves_from(&pos, "P@").contains(&"P@a2".to_owned()));
}

#[test]
fn promoted_pieces_are_written_with_a_plus_and_go_back_unpromoted() {
    let c = catalog();
    let fen = "4k/5/5/r+P3/4K[] b - - 0 1";
    let pos = c.from_fen("minishogi", fen).unwrap();
    assert_eq!(pos.fen(), fen);
    // The rook takes the tokin: Black's hand gets a pawn.
    let mv = pos.parse_uci("a2b2").unwrap();
    let mut after = pos.clone();
    after.play(mv).unwrap();
    assert_eq!(after.in_hand(Color::Black, PAWN), 1);
    assert!(
        after.fen().starts_with("4k/5/5/1r3/4K[p] w"),
        "{}",
        after.fen()
    );
    // A promotion is `+` in UCI (Fairy-Stockfish's form) and names the new piece in SAN.
    let pos = c.from_fen("minishogi", "4k/P4/5/5/4K[] w - - 0 1").unwrap();
    let mv = pos.parse_uci("a4a5+").unwrap();
    assert_eq!(pos.uci(mv), "a4a5+");
    assert_eq!(pos.san(mv), "Pa5=T");
    assert_eq!(pos.parse_san("Pa5=T").unwrap(), mv);
    let mut promoted = pos.clone();
    promoted.play(mv).unwrap();
    assert!(promoted.fen().starts_with("+P3k/"), "{}", promoted.fen());
    // Errors: no promoted form, and Fairy-Stockfish's empty hands `[-]` read.
    for (fen, letter) in [
        ("4k/5/5/5/+K4[] w - - 0 1", 'K'),
        ("4k/5/5/5/+G3K[] w - - 0 1", 'G'),
    ] {
        let Err(SetupError::Fen(e)) = c.from_fen("minishogi", fen) else {
            panic!("{fen} read")
        };
        assert_eq!(
            e.kind,
            FenErrorKind::NotPromotable {
                letter,
                game: "Minishogi".into()
            },
            "{fen}"
        );
    }
    let start = c.start("minishogi").unwrap();
    let fsf = c
        .from_fen("minishogi", "rbsgk/4p/5/P4/KGSBR[-] w - - 0 1")
        .unwrap();
    assert_eq!(fsf.fen(), start.fen());
}

#[test]
fn a_pawn_dropped_to_mate_loses_and_other_mates_win() {
    let c = catalog();
    // The pawn on e4 is guarded by the gold on d3, which also takes d4; the silver takes d5.
    let fen = "4k/2S2/3G1/5/K4[P] w - - 0 1";
    let pos = c.from_fen("minishogi", fen).unwrap();
    let mut dropped = pos.clone();
    dropped.play(pos.parse_uci("P@e4").unwrap()).unwrap();
    assert_eq!(dropped.count_legal_moves(), 0);
    assert_eq!(
        dropped.outcome(1),
        Some(Outcome::Decisive {
            winner: Color::Black,
            reason: Reason::DropMate
        })
    );
    // The same mate by a pawn that steps there wins as any mate does.
    let stepped = "4k/2S2/3GP/5/K4[] w - - 0 1";
    let mut pos = c.from_fen("minishogi", stepped).unwrap();
    pos.play(pos.parse_uci("e3e4").unwrap()).unwrap();
    assert_eq!(
        pos.outcome(1),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: Reason::Checkmate
        })
    );
    // A side without a move has lost (shogi's stalemate).
    let stuck = c
        .from_fen("minishogi", "k4/2G2/1G3/5/4K[] b - - 0 1")
        .unwrap();
    assert_eq!(stuck.count_legal_moves(), 0);
    assert_eq!(
        stuck.outcome(1),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: Reason::Stalemate
        })
    );
}

#[test]
fn euroshogi_promotion_is_mandatory_and_its_knight_steps_sideways() {
    let c = catalog();
    // A rook entering the zone (ranks 6 to 8) promotes, and only promotes.
    let pos = c
        .from_fen("euroshogi", "4k3/8/8/8/8/1R6/8/4K3[] w - - 0 1")
        .unwrap();
    let rook = moves_from(&pos, "b3");
    for m in ["b3b6+", "b3b7+", "b3b8+", "b3b5", "b3a3", "b3h3"] {
        assert!(rook.contains(&m.to_owned()), "{m}: {rook:?}");
    }
    for m in ["b3b6", "b3b7", "b3b8"] {
        assert!(!rook.contains(&m.to_owned()), "{m} must promote: {rook:?}");
    }
    // The knight: two forward jumps and a sideways step; in the zone every move promotes.
    let pos = c
        .from_fen("euroshogi", "4k3/8/8/8/8/1N6/8/4K3[] w - - 0 1")
        .unwrap();
    assert_eq!(moves_from(&pos, "b3"), ["b3a3", "b3a5", "b3c3", "b3c5"]);
    let pos = c
        .from_fen("euroshogi", "4k3/1N6/8/8/8/8/8/4K3[] w - - 0 1")
        .unwrap();
    assert_eq!(moves_from(&pos, "b7"), ["b7a7+", "b7c7+"]);
    // With its sideways step it is never stranded: it may be dropped on the last rank, a pawn
    // may not.
    let pos = c
        .from_fen("euroshogi", "4k3/8/8/8/8/8/8/4K3[NP] w - - 0 1")
        .unwrap();
    let drops = moves(&pos);
    assert!(drops.contains(&"N@a8".to_owned()));
    assert!(!drops.contains(&"P@a8".to_owned()) && drops.contains(&"P@a7".to_owned()));
    // A move that does not promote is refused where promoting is mandatory.
    assert!(c
        .from_fen("euroshogi", "4k3/8/8/8/8/1R6/8/4K3[] w - - 0 1")
        .unwrap()
        .parse_uci("b3b6")
        .is_err());
}

/// Minishogi's file with `edit` applied, read as `bad.toml`.
fn minishogi_with(edit: impl Fn(String) -> String) -> Result<Variant, VariantError> {
    let text = std::fs::read_to_string(examples_dir().join("minishogi.toml")).unwrap();
    Variant::from_toml("bad.toml", &edit(text))
}

#[test]
fn promotion_fields_that_cannot_be_played_are_refused_at_their_line() {
    let line_of =
        |text: &str, needle: &str| text.lines().position(|l| l.contains(needle)).unwrap() + 1;
    // Promoting to the royal piece.
    let e =
        minishogi_with(|t| t.replace("promotes_to = \"E\"", "promotes_to = \"K\"")).unwrap_err();
    assert!(
        matches!(e.kind, VariantErrorKind::BadPromotesTo { ref letter } if letter == "K"),
        "{e}"
    );
    assert_eq!(e.field, "piece[5].promotes_to", "{e}");
    // To a letter no piece has.
    let e =
        minishogi_with(|t| t.replace("promotes_to = \"E\"", "promotes_to = \"Z\"")).unwrap_err();
    assert_eq!(e.field, "piece[5].promotes_to", "{e}");
    // Pieces that promote in a game without a zone.
    let e = minishogi_with(|t| {
        let (start, end) = (t.find("[promotion]").unwrap(), t.find("[drops]").unwrap());
        format!("{}{}", &t[..start], &t[end..])
    })
    .unwrap_err();
    assert_eq!(e.kind, VariantErrorKind::PromotesWithoutZone, "{e}");
    // Mandatory promotion in a game where only pawns promote (chess).
    let chess = Variant::builtin_source("chess").unwrap();
    let text = chess.replace("[promotion]\n", "[promotion]\nmandatory = true\n");
    assert_ne!(text, chess, "chess's file has a [promotion] table");
    let e = Variant::from_toml("bad.toml", &text).unwrap_err();
    assert_eq!(e.kind, VariantErrorKind::MandatoryWithoutPromotesTo, "{e}");
    assert_eq!(
        (e.field.as_str(), e.line),
        ("promotion.mandatory", line_of(&text, "mandatory"))
    );
    // And a mandatory that is not a boolean is a shape error at its line.
    let e = minishogi_with(|t| t.replace("pieces = []  ", "mandatory = \"yes\"\npieces = []  "))
        .unwrap_err();
    assert!(matches!(e.kind, VariantErrorKind::Toml(_)), "{e}");
}

#[test]
fn tori_shogi_keeps_at_most_two_swallows_of_a_side_on_a_file() {
    let pos = common::game("torishogi", "3k3/7/7/S6/SS5/7/3K3[S] w - - 0 1");
    let drops: Vec<String> = moves(&pos)
        .into_iter()
        .filter(|m| m.starts_with("S@"))
        .collect();
    // Two on the a-file: no third there; one on the b-file: a second is fine.
    assert!(!drops.iter().any(|m| m.starts_with("S@a")), "{drops:?}");
    assert!(drops.contains(&"S@b5".to_owned()), "{drops:?}");
    assert!(drops.contains(&"S@c5".to_owned()), "{drops:?}");
    // Black's swallows count for Black only.
    let black = common::game("torishogi", "3k3/7/s6/s6/S6/7/3K3[s] b - - 0 1");
    let drops: Vec<String> = moves(&black)
        .into_iter()
        .filter(|m| m.contains('@'))
        .collect();
    assert!(!drops.iter().any(|m| m.contains("@a")), "{drops:?}");
    assert!(drops.iter().any(|m| m.ends_with("@b3")), "{drops:?}");
    // A limit of no swallow, or more than the ranks, is refused at its field.
    for n in ["0", "8"] {
        let kind = common::edited("torishogi", |t| {
            t.replace("per_file = 2", &format!("per_file = {n}"))
        });
        assert_eq!(kind, VariantErrorKind::BadPerFile { ranks: 7 }, "{n}");
    }
}
