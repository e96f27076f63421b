//! FEN reading on every game (and the example files of variants/examples): never panics;
//! whatever reads must write back and read again to the same position, and must be safe to
//! generate moves from, with the bulk count agreeing with the move list there and one move on.
//!
//! Shared by the fuzz target `fuzz_targets/fen.rs` and the corpus replay of
//! `crates/rules/tests/fuzz_corpus.rs`, which runs every input of `corpus/fen` through it in CI.

use std::sync::OnceLock;

use turnpan_rules::{Catalog, Game};

/// The built-in games and the example files (goal squares, checks to win: a FEN field more;
/// drops: hands and promoted marks in the placement; shogi's `+P`; no royal piece; regions
/// and generals that may not face; holes (`*`); optional and limited promotion; Berolina's
/// en-passant field naming the pawn; pieces that turn over, kings in hand; S-chess's gates in
/// the castling field; Chess960's rights by the rook's file, `HAha`, with gates in S-chess 960).
fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(|| {
        let mut c = Catalog::builtin();
        for (name, text) in [
            (
                "kingofthehill.toml",
                include_str!("../../variants/examples/kingofthehill.toml"),
            ),
            (
                "three-check.toml",
                include_str!("../../variants/examples/three-check.toml"),
            ),
            (
                "crazyhouse.toml",
                include_str!("../../variants/examples/crazyhouse.toml"),
            ),
            (
                "chessgi.toml",
                include_str!("../../variants/examples/chessgi.toml"),
            ),
            (
                "shogi.toml",
                include_str!("../../variants/examples/shogi.toml"),
            ),
            (
                "antichess.toml",
                include_str!("../../variants/examples/antichess.toml"),
            ),
            (
                "racingkings.toml",
                include_str!("../../variants/examples/racingkings.toml"),
            ),
            (
                "extinction.toml",
                include_str!("../../variants/examples/extinction.toml"),
            ),
            (
                "jesonmor.toml",
                include_str!("../../variants/examples/jesonmor.toml"),
            ),
            (
                "xiangqi.toml",
                include_str!("../../variants/examples/xiangqi.toml"),
            ),
            (
                "janggi.toml",
                include_str!("../../variants/examples/janggi.toml"),
            ),
            (
                "omicron.toml",
                include_str!("../../variants/examples/omicron.toml"),
            ),
            (
                "troitzky.toml",
                include_str!("../../variants/examples/troitzky.toml"),
            ),
            (
                "grand.toml",
                include_str!("../../variants/examples/grand.toml"),
            ),
            (
                "berolina.toml",
                include_str!("../../variants/examples/berolina.toml"),
            ),
            (
                "spartan.toml",
                include_str!("../../variants/examples/spartan.toml"),
            ),
            (
                "shoshogi.toml",
                include_str!("../../variants/examples/shoshogi.toml"),
            ),
            (
                "dobutsu.toml",
                include_str!("../../variants/examples/dobutsu.toml"),
            ),
            (
                "shatar.toml",
                include_str!("../../variants/examples/shatar.toml"),
            ),
            (
                "makruk.toml",
                include_str!("../../variants/examples/makruk.toml"),
            ),
            (
                "makpong.toml",
                include_str!("../../variants/examples/makpong.toml"),
            ),
            (
                "cambodian.toml",
                include_str!("../../variants/examples/cambodian.toml"),
            ),
            (
                "karouk.toml",
                include_str!("../../variants/examples/karouk.toml"),
            ),
            (
                "kyotoshogi.toml",
                include_str!("../../variants/examples/kyotoshogi.toml"),
            ),
            (
                "microshogi.toml",
                include_str!("../../variants/examples/microshogi.toml"),
            ),
            (
                "placement.toml",
                include_str!("../../variants/examples/placement.toml"),
            ),
            (
                "sittuyin.toml",
                include_str!("../../variants/examples/sittuyin.toml"),
            ),
            (
                "seirawan.toml",
                include_str!("../../variants/examples/seirawan.toml"),
            ),
            (
                "shouse.toml",
                include_str!("../../variants/examples/shouse.toml"),
            ),
            (
                "chess960.toml",
                include_str!("../../variants/examples/chess960.toml"),
            ),
            (
                "seirawan960.toml",
                include_str!("../../variants/examples/seirawan960.toml"),
            ),
        ] {
            let v = turnpan_rules::Variant::from_toml(name, text).expect("an example file loads");
            c.add(v).expect("an example's id is free");
        }
        c
    })
}

/// The checks on one input (any bytes).
pub fn check(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let catalog = catalog();
    let ids: Vec<String> = catalog.ids().map(str::to_owned).collect();
    for id in ids {
        if let Ok(pos) = catalog.from_fen(&id, text) {
            let fen = pos.fen();
            let again = catalog
                .from_fen(&id, &fen)
                .expect("a written FEN reads back");
            assert_eq!(again.fen(), fen);
            let mut moves = Vec::new();
            let mut replies = Vec::new();
            pos.legal_moves(&mut moves);
            assert_eq!(pos.count_legal_moves(), moves.len(), "{id} {fen}");
            for &mv in &moves {
                let mut child = pos.clone();
                child.play_unchecked(mv);
                child.legal_moves(&mut replies);
                assert_eq!(
                    child.count_legal_moves(),
                    replies.len(),
                    "{id} {fen} {}",
                    pos.uci(mv)
                );
            }
            let _ = pos.outcome(1);
        }
    }
}
