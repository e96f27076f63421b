//! Move parsing (UCI and SAN) on positions reached by the fuzzer's own move choices: never
//! panics; a move that parses is legal and its notation reads back to it.
//!
//! Shared by the fuzz target `fuzz_targets/moves.rs` and the corpus replay of
//! `crates/rules/tests/fuzz_corpus.rs`, which runs every input of `corpus/moves` through it in CI.

use std::sync::OnceLock;

use turnpan_rules::{Catalog, Game};

/// The built-in games, two games with drops (`N@e4` moves), shogi's promotions (`b2b4+`),
/// xiangqi's ten ranks (`e10e9`), Kyoto shogi's turning back (`b2b4-`) and drops either side
/// up (`+P@c3`), Placement chess's setup drops (`K@e1`), Sittuyin's promotion where the
/// pawn stands (`d5d5f`), S-chess's gating (`b1c3h`, `h1e1h`, `Nc3/H`, `O-O/Hh1`) and
/// Chess960's castling, the king onto its rook (`e1h1`), and janggi's pass (`e2e2`, `pass`).
fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(|| {
        let mut c = Catalog::builtin();
        for (name, text) in [
            (
                "crazyhouse.toml",
                include_str!("../../variants/examples/crazyhouse.toml"),
            ),
            (
                "pocket-knight.toml",
                include_str!("../../variants/examples/pocket-knight.toml"),
            ),
            (
                "shogi.toml",
                include_str!("../../variants/examples/shogi.toml"),
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
                "kyotoshogi.toml",
                include_str!("../../variants/examples/kyotoshogi.toml"),
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
        ] {
            let v = turnpan_rules::Variant::from_toml(name, text).expect("an example file loads");
            c.add(v).expect("an example's id is free");
        }
        c
    })
}

/// The checks on one input (any bytes).
pub fn check(data: &[u8]) {
    if data.len() < 2 {
        return;
    }
    let catalog = catalog();
    let ids: Vec<String> = catalog.ids().map(str::to_owned).collect();
    let id = &ids[usize::from(data[0]) % ids.len()];
    let mut pos = catalog.start(id).expect("a known game");
    let plies = usize::from(data[1] % 40);
    let mut moves = Vec::new();
    for i in 0..plies {
        pos.legal_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        let pick = data.get(2 + i).copied().unwrap_or(0);
        pos.play_unchecked(moves[usize::from(pick) % moves.len()]);
    }
    let Ok(text) = std::str::from_utf8(&data[2..]) else {
        return;
    };
    let parsed = [
        pos.parse_uci(text),
        pos.parse_san(text),
        pos.parse_move(text),
    ];
    for mv in parsed.into_iter().flatten() {
        pos.legal_moves(&mut moves);
        assert!(moves.contains(&mv));
        assert_eq!(pos.parse_uci(&pos.uci(mv)).ok(), Some(mv));
        assert_eq!(pos.parse_san(&pos.san(mv)).ok(), Some(mv));
    }
}
