//! The "Try it" boards of the web UI's rules pages (web/src/rules/tryits.json), checked with the
//! rules engine: every position sets up, the marked piece belongs to the side to move, the move
//! that solves the board is legal and is the only legal move of that piece to that square (for a
//! promotion: the only one with that piece), the other inputs that the board accepts mean the same
//! move, the list of moves the board offers is exactly the piece's legal moves, and the position
//! after the move is the one the page shows (and the game ends exactly when the page says so).

#![allow(clippy::unwrap_used)] // Test code: a failed unwrap is a failed test.

use std::collections::BTreeSet;

use serde_json::Value;
use turnpan_rules::{AnyGame, Catalog, Game};

fn split_uci(uci: &str) -> (String, String, String) {
    let bytes = uci.as_bytes();
    let mut i = 1;
    while i < bytes.len() && bytes[i].is_ascii_digit() {
        i += 1;
    }
    let from = &uci[..i];
    let mut j = i + 1;
    while j < bytes.len() && bytes[j].is_ascii_digit() {
        j += 1;
    }
    (
        from.to_string(),
        uci[i..j].to_string(),
        uci[j..].to_string(),
    )
}

fn legal_ucis(pos: &AnyGame) -> Vec<String> {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    moves.into_iter().map(|m| pos.uci(m)).collect()
}

fn field<'a>(t: &'a Value, key: &str) -> &'a str {
    t[key]
        .as_str()
        .unwrap_or_else(|| panic!("{}: field '{key}' missing", t["id"]))
}

fn strings(t: &Value, key: &str) -> Vec<String> {
    t[key]
        .as_array()
        .map(|a| a.iter().map(|v| v.as_str().unwrap().to_string()).collect())
        .unwrap_or_default()
}

#[test]
fn every_try_it_is_a_legal_unique_move() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../web/src/rules/tryits.json"
    );
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let data: Value = serde_json::from_str(&text).unwrap();
    let list = data["tryits"].as_array().unwrap();
    assert!(!list.is_empty());
    let catalog = Catalog::builtin();
    let mut ids = BTreeSet::new();
    let mut failures = Vec::new();
    for t in list {
        let id = field(t, "id");
        assert!(ids.insert(id.to_string()), "{id}: duplicate id");
        let (variant, fen) = (field(t, "variant"), field(t, "fen"));
        let (from, to, uci) = (field(t, "from"), field(t, "to"), field(t, "uci"));
        let pos = catalog
            .from_fen(variant, fen)
            .unwrap_or_else(|e| panic!("{id}: {fen}: {e}"));
        assert_eq!(
            pos.fen(),
            fen,
            "{id}: the FEN is not in the engine's own form"
        );
        assert!(pos.outcome(1).is_none(), "{id}: the game is already over");

        // The marked piece is the mover's.
        let geometry = pos.geometry();
        let sq = geometry.parse_square(from).unwrap();
        let piece = pos
            .piece_at(sq)
            .unwrap_or_else(|| panic!("{id}: no piece on {from}"));
        assert_eq!(
            piece.color,
            pos.turn(),
            "{id}: the piece on {from} is not the mover's"
        );

        // The move is legal, in canonical form, goes from `from` to `to`.
        let mv = pos
            .parse_uci(uci)
            .unwrap_or_else(|e| panic!("{id}: {uci} is not legal: {e}"));
        assert_eq!(pos.uci(mv), uci, "{id}: not the canonical form of the move");
        let (f, d, promo) = split_uci(uci);
        assert_eq!(
            (f.as_str(), d.as_str()),
            (from, to),
            "{id}: {uci} is not {from}-{to}"
        );

        // The only legal move of that piece to that square (with that promotion piece).
        let all = legal_ucis(&pos);
        let same_squares: Vec<&String> = all
            .iter()
            .filter(|m| {
                let (a, b, _) = split_uci(m);
                a == from && b == to
            })
            .collect();
        let same: Vec<&&String> = same_squares
            .iter()
            .filter(|m| split_uci(m).2 == promo)
            .collect();
        assert_eq!(same, [&uci], "{id}: {uci} must be the only such move");
        if promo.is_empty() {
            assert_eq!(same_squares, [uci], "{id}: more than one move {from}-{to}");
        }

        // Other inputs the board accepts (king onto its own rook) are the same move.
        for alt in strings(t, "also") {
            let other = pos
                .parse_uci(&alt)
                .unwrap_or_else(|e| panic!("{id}: {alt} is not accepted: {e}"));
            assert_eq!(other, mv, "{id}: {alt} is another move than {uci}");
        }

        // The moves the board offers: exactly the piece's legal moves and the alternative inputs.
        let mut expected: BTreeSet<String> = all
            .iter()
            .filter(|m| split_uci(m).0 == from)
            .cloned()
            .collect();
        expected.extend(strings(t, "also"));
        let offered: BTreeSet<String> = strings(t, "legal").into_iter().collect();
        if offered != expected {
            failures.push(format!(
                "{id}: \"legal\" should be {:?}",
                expected.iter().collect::<Vec<_>>()
            ));
        }

        // The position after the move.
        let mut after = pos.clone();
        after.play_unchecked(mv);
        let ends = t["ends"].as_bool().unwrap_or(false);
        if after.outcome(1).is_some() != ends {
            failures.push(format!("{id}: \"ends\" should be {}", !ends));
        }
        if after.fen() != field(t, "result") {
            failures.push(format!("{id}: \"result\" should be \"{}\"", after.fen()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
