//! Chess960 (`variants/examples/chess960.toml`) through the server: each new game starts from
//! one of the shuffled first ranks, its state offers castling as the king onto its rook, and
//! a castling move sent over HTTP lands in the record.

#![allow(clippy::unwrap_used)]

mod common;

use std::collections::BTreeSet;

use common::{fresh_db, strings, TestServer};
use serde_json::Value;
use turnpan_rules::{Catalog, Variant};

fn catalog() -> Catalog {
    let mut c = Catalog::builtin();
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../variants/examples/chess960.toml"
    );
    let text = std::fs::read_to_string(path).unwrap();
    c.add(Variant::from_toml("chess960.toml", &text).unwrap())
        .unwrap();
    c
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_game_starts_from_a_shuffled_first_rank_and_castles_onto_the_rook() {
    let dir = tempfile::tempdir().unwrap();
    let db = fresh_db(&dir).await;
    let s = TestServer::start_with_catalog(&db, catalog(), |_| {});
    let http = s.http();
    let mut starts = BTreeSet::new();
    for _ in 0..6 {
        let (id, _, _) = http.friend_game("chess960", Value::Null, None).await;
        let fen = http.state(&id).await["fen"].as_str().unwrap().to_owned();
        let back = fen.split('/').nth(7).unwrap().split(' ').next().unwrap();
        let king = back.find('K').unwrap();
        let rooks: Vec<usize> = back.match_indices('R').map(|(i, _)| i).collect();
        assert!(rooks[0] < king && king < rooks[1], "{fen}");
        assert!(fen.ends_with(" w KQkq - 0 1"), "{fen}");
        starts.insert(back.to_owned());
    }
    // Six draws from 960 starts all alike would be a broken shuffle (odds 960^-5).
    assert!(starts.len() > 1, "{starts:?}");

    // A game from a given start: king b1, rooks a1 and h1, the way to c1 and d1 open.
    let fen = "rk4r1/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1";
    let (id, white, _) = http.friend_game("chess960", Value::Null, Some(fen)).await;
    let state = http.state(&id).await;
    assert_eq!(state["fen"], fen);
    let legal = strings(&state["legal"]);
    assert!(legal.contains(&"b1a1"), "{legal:?}");
    assert!(legal.contains(&"b1c1"), "{legal:?}");
    // The castling's destination on the board is the rook's square.
    let dests = strings(&state["dests"]["b1"]);
    assert!(dests.contains(&"a1"), "{dests:?}");
    http.play(&id, &white, "b1a1").await;
    let state = http.state(&id).await;
    assert_eq!(
        state["fen"],
        "rk4r1/pppppppp/8/8/8/8/PPPPPPPP/2KR3R b kq - 1 1"
    );
    assert_eq!(state["san"][0], "O-O-O");
}
