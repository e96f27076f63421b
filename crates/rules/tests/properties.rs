//! Property tests over random playouts of every game (the example files of `variants/examples`
//! too): FEN, UCI and SAN round trips, and the incrementally updated hash agreeing with a hash
//! computed from scratch.

#![allow(clippy::unwrap_used)] // Test helpers: a failed unwrap is a failed test.

use proptest::prelude::*;
use turnpan_rules::{AnyGame, Catalog, Game};

/// The built-in games and the example files (`variants/examples`: goal squares, checks to win).
fn catalog() -> Catalog {
    let mut c = Catalog::builtin();
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../variants/examples");
    assert!(c.load_dir(&dir).unwrap().is_empty());
    c
}

/// A deterministic random playout: the positions visited, start included.
fn playout(catalog: &Catalog, variant: &str, seed: u64, plies: usize) -> Vec<AnyGame> {
    let mut rng = seed | 1;
    let mut next = move || {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        rng
    };
    let mut pos = catalog.start(variant).unwrap();
    let mut seen = vec![pos.clone()];
    let mut moves = Vec::new();
    for _ in 0..plies {
        pos.legal_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        let mv = moves[(next() % moves.len() as u64) as usize];
        pos.play_unchecked(mv);
        seen.push(pos.clone());
    }
    seen
}

fn variants(catalog: &Catalog) -> Vec<String> {
    catalog.ids().map(str::to_owned).collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn fen_round_trips_and_hash_matches_scratch(seed in any::<u64>(), plies in 0usize..120) {
        let catalog = catalog();
        for variant in variants(&catalog) {
            for pos in playout(&catalog, &variant, seed, plies) {
                let fen = pos.fen();
                let again = catalog.from_fen(&variant, &fen).unwrap_or_else(|e| panic!("{variant} {fen}: {e}"));
                prop_assert_eq!(again.fen(), fen.clone());
                prop_assert_eq!(again.repetition_key(), pos.repetition_key(), "{} {}", variant, fen);
            }
        }
    }

    #[test]
    fn every_legal_move_round_trips_through_uci_and_san(seed in any::<u64>(), plies in 0usize..80) {
        let catalog = catalog();
        let mut moves = Vec::new();
        for variant in variants(&catalog) {
            for pos in playout(&catalog, &variant, seed, plies) {
                pos.legal_moves(&mut moves);
                for &mv in &moves {
                    let uci = pos.uci(mv);
                    prop_assert_eq!(pos.parse_uci(&uci).ok(), Some(mv), "{} {} uci {}", variant, pos.fen(), uci);
                    let san = pos.san(mv);
                    prop_assert_eq!(pos.parse_san(&san).ok(), Some(mv), "{} {} san {}", variant, pos.fen(), san);
                }
            }
        }
    }

    #[test]
    fn parsers_never_panic(text in "\\PC{0,40}", seed in any::<u64>()) {
        let catalog = catalog();
        for variant in variants(&catalog) {
            let _ = catalog.from_fen(&variant, &text);
            for pos in playout(&catalog, &variant, seed, 10) {
                let _ = pos.parse_uci(&text);
                let _ = pos.parse_san(&text);
                let _ = pos.parse_move(&text);
            }
        }
        let _ = turnpan_rules::betza::parse(&text);
        let _ = turnpan_rules::Variant::from_toml("fuzz.toml", &text);
    }
}

#[test]
fn playing_a_move_leaves_the_original_untouched() {
    // Copy-make: the caller's copy is the undo. A clone played and thrown away must not
    // disturb the position it came from (no shared mutable state behind the Arc).
    let catalog = catalog();
    for variant in variants(&catalog) {
        for pos in playout(&catalog, &variant, 99, 60) {
            let (fen, key) = (pos.fen(), pos.zobrist());
            let mut moves = Vec::new();
            pos.legal_moves(&mut moves);
            for &mv in &moves {
                let mut child = pos.clone();
                child.play_unchecked(mv);
                assert_ne!(child.zobrist(), key, "{variant} {fen} {}", pos.uci(mv));
            }
            assert_eq!((pos.fen(), pos.zobrist()), (fen, key));
        }
    }
}
