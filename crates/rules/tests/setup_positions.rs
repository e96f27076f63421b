//! Positions the rules refuse (docs/variants.md, "Positions the rules refuse"): where a pawn
//! can never stand is derived from its moves and the start position, for the built-in games
//! and for variant files alike.

#![allow(clippy::unwrap_used)] // Test helpers: a failed unwrap is a failed test.

use turnpan_rules::{Catalog, Color, FenErrorKind, SetupError, Variant};

fn refusal(catalog: &Catalog, game: &str, fen: &str) -> Option<FenErrorKind> {
    match catalog.from_fen(game, fen) {
        Ok(_) => None,
        Err(SetupError::Fen(e)) => Some(e.kind),
        Err(other) => panic!("{game} {fen}: not a FEN error: {other:?}"),
    }
}

/// Checks each FEN of `game` against the refusal expected (`None`: a valid position).
fn judge(catalog: &Catalog, game: &str, cases: &[(&str, Option<FenErrorKind>)]) {
    for (fen, expected) in cases {
        assert_eq!(&refusal(catalog, game, fen), expected, "{game} {fen}");
    }
}

fn behind(color: Color, square: &str) -> Option<FenErrorKind> {
    Some(FenErrorKind::PawnBehindItsStart {
        color,
        square: square.to_owned(),
    })
}

/// Chess with its pawns' start and moves replaced, under the id `mine`.
fn chess_variant(start: &str, pawn_betza: &str, extra: &str) -> Catalog {
    let text = Variant::builtin_source("chess")
        .unwrap()
        .replace("id = \"chess\"", "id = \"mine\"")
        .replace(
            "start = \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"",
            &format!("start = \"{start}\""),
        )
        .replace(
            "betza = \"fmWfcFifmnD\"",
            &format!("betza = \"{pawn_betza}\""),
        )
        + extra;
    let variant = Variant::from_toml("mine.toml", &text).unwrap_or_else(|e| panic!("{e}"));
    let mut catalog = Catalog::builtin();
    catalog.add(variant).unwrap();
    catalog
}

#[test]
fn a_chess_pawn_never_stands_on_its_own_first_rank() {
    let c = Catalog::builtin();
    judge(
        &c,
        "chess",
        &[
            ("4k3/8/8/8/8/8/8/4K2P w - - 0 1", behind(Color::White, "h1")),
            ("3pk3/8/8/8/8/8/8/4K3 w - - 0 1", behind(Color::Black, "d8")),
            // A Black pawn on rank 1 is on its promotion rank instead.
            (
                "4k3/8/8/8/8/8/8/4K2p w - - 0 1",
                Some(FenErrorKind::PawnOnPromotionRank {
                    color: Color::Black,
                    square: "h1".to_owned(),
                }),
            ),
            // Every rank between is fine.
            ("4k3/p7/1P6/8/8/6p1/7P/4K3 w - - 0 1", None),
        ],
    );
    let e = c
        .from_fen("chess", "4k3/8/8/8/8/8/8/P3K3 w - - 0 1")
        .unwrap_err();
    assert_eq!(
        e.to_string(),
        "FEN position field: white pawn on a1: pawns never move backwards, and no white pawn \
         can get behind the rank it starts on"
    );
}

#[test]
fn the_other_built_in_games_with_forward_pawns_refuse_the_first_rank() {
    let c = Catalog::builtin();
    judge(
        &c,
        "central-rotational",
        &[
            ("4k3/8/8/8/8/8/8/3PK3 w - - 0 1", behind(Color::White, "d1")),
            // The rotating centre is on ranks 4 and 5, above where pawns start: no lower floor.
            ("4k3/8/8/3p4/3P4/8/8/4K3 w - - 0 1", None),
        ],
    );
    // Turkish pawns start on their third rank, behind a rank of cannons and other pieces.
    judge(
        &c,
        "turkish",
        &[
            (
                "4k3/8/8/8/8/8/8/8/4P3/4K3 w - - 0 1",
                behind(Color::White, "e2"),
            ),
            (
                "4k3/4p3/8/8/8/8/8/8/8/4K3 w - - 0 1",
                behind(Color::Black, "e9"),
            ),
            ("4k3/8/4p3/8/8/8/8/4P3/8/4K3 w - - 0 1", None),
        ],
    );
}

#[test]
fn transformer_pawns_step_backwards_and_may_stand_on_their_first_two_ranks() {
    // docs/rules/transformer.md section 4: a pawn on its first or second rank has no move, and
    // only a set-up position has one.
    judge(
        &Catalog::builtin(),
        "transformer",
        &[
            ("4k4/9/9/9/9/9/9/P8/4K4 w - - 0 1", None),
            ("4k4/9/9/9/9/9/9/9/P3K4 w - - 0 1", None),
            ("p3k4/9/9/9/9/9/9/9/4K4 w - - 0 1", None),
        ],
    );
}

#[test]
fn a_variant_files_pawns_are_judged_by_their_own_moves_and_start() {
    // Pawns that start on the third rank and only go forwards: ranks 1 and 2 are out of reach.
    let third = chess_variant(
        "rnbqkbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBQKBNR w - - 0 1",
        "fmWfcF",
        "",
    );
    judge(
        &third,
        "mine",
        &[
            (
                "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",
                behind(Color::White, "e2"),
            ),
            ("4k3/8/8/8/8/4P3/8/4K3 w - - 0 1", None),
            (
                "4k3/4p3/8/8/8/8/8/4K3 w - - 0 1",
                behind(Color::Black, "e7"),
            ),
        ],
    );
    // A pawn with a backward step may stand anywhere outside the promotion zone.
    let back = chess_variant(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
        "fmWfcFbmW",
        "",
    );
    judge(&back, "mine", &[("4k3/8/8/8/8/8/8/3PK3 w - - 0 1", None)]);
    // White pawns that start on rank 5 and a rotation through ranks 4 and 5: the centre
    // carries a White pawn down to rank 4, and no lower; without the rotation rank 4 is behind
    // them too.
    let start = "rnbqkbnr/pppppppp/8/PPPPPPPP/8/8/8/RNBQKBNR w - - 0 1";
    let rotation = "\n[[transform]]\nrotate = [\"e4\", \"d4\", \"d5\", \"e5\"]\n";
    let on_e4 = "4k3/8/8/8/4P3/8/8/4K3 w - - 0 1";
    judge(
        &chess_variant(start, "fmWfcF", rotation),
        "mine",
        &[
            (on_e4, None),
            (
                "4k3/8/8/8/8/4P3/8/4K3 w - - 0 1",
                behind(Color::White, "e3"),
            ),
        ],
    );
    judge(
        &chess_variant(start, "fmWfcF", ""),
        "mine",
        &[(on_e4, behind(Color::White, "e4"))],
    );
}
