//! A game with drops (crazyhouse, `variants/examples/crazyhouse.toml`) end to end: real
//! WebSocket clients drop pieces as moves, the server lists drops in `legal` only, refuses a
//! drop of a piece not in hand, and a restart keeps the hands.

#![allow(clippy::unwrap_used)]

mod common;

use common::{fresh_db, strings, TestServer};
use serde_json::{json, Value};
use turnpan_rules::{Catalog, Variant};

fn catalog() -> Catalog {
    let mut c = Catalog::builtin();
    for name in ["crazyhouse.toml", "minishogi.toml", "seirawan.toml"] {
        let path = format!(
            "{}/../../variants/examples/{name}",
            env!("CARGO_MANIFEST_DIR")
        );
        let text = std::fs::read_to_string(path).unwrap();
        c.add(Variant::from_toml(name, &text).unwrap()).unwrap();
    }
    c
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn crazyhouse_drops_over_websockets_survive_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let db = fresh_db(&dir).await;
    let mut s = TestServer::start_with_catalog(&db, catalog(), |_| {});
    let http = s.http();
    let (_, variants) = http.get("/api/variants", None).await;
    let zh = variants
        .as_array()
        .unwrap()
        .iter()
        .find(|v| v["id"] == "crazyhouse")
        .unwrap()
        .clone();
    assert_eq!(
        zh["drops"],
        json!({
            "captures_to_hand": true, "demote_promoted": true, "pawns_on_first_rank": false,
            "one_per_file": [], "per_file": 1, "drop_mate_loses": [],
            "gating": false, "plain_drops": true,
        })
    );
    // S-chess's hands come in through the gates only.
    let schess = variants
        .as_array()
        .unwrap()
        .iter()
        .find(|v| v["id"] == "seirawan")
        .unwrap();
    assert_eq!(schess["drops"]["gating"], json!(true));
    assert_eq!(schess["drops"]["plain_drops"], json!(false));
    // Shogi's drop rules and each piece's shogi-style promotion are in the view too.
    let shogi = variants
        .as_array()
        .unwrap()
        .iter()
        .find(|v| v["id"] == "minishogi")
        .unwrap();
    assert_eq!(shogi["drops"]["one_per_file"], json!(["P"]));
    assert_eq!(shogi["drops"]["drop_mate_loses"], json!(["P"]));
    let promotes_to = |letter: &str| {
        shogi["pieces"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["letter"] == letter)
            .unwrap()["promotes_to"]
            .clone()
    };
    assert_eq!(
        (promotes_to("S"), promotes_to("G")),
        (json!("E"), json!(null))
    );
    let (id, white, black) = http.friend_game("crazyhouse", Value::Null, None).await;
    let mut w = s.ws(&id, Some(&white)).await;
    let mut b = s.ws(&id, Some(&black)).await;
    w.until("state").await;
    b.until("state").await;
    for (i, uci) in ["e2e4", "d7d5", "e4d5", "d8d5"].iter().enumerate() {
        let mover = if i % 2 == 0 { &mut w } else { &mut b };
        mover
            .send(json!({ "t": "move", "d": { "uci": uci, "ply": i } }))
            .await;
        w.until("move").await;
        b.until("move").await;
    }
    let state = http.state(&id).await;
    assert!(state["fen"].as_str().unwrap().contains("[Pp] w"), "{state}");
    // Drops are legal moves, but have no origin square for the board's destinations.
    let legal = strings(&state["legal"]);
    assert!(legal.contains(&"P@e6"), "{legal:?}");
    assert!(!legal
        .iter()
        .any(|m| m.starts_with("P@") && m.ends_with('8')));
    assert!(!state["dests"]
        .as_object()
        .unwrap()
        .keys()
        .any(|k| k.contains('@')));
    // A piece White has not got: refused, with the reason.
    w.send(json!({ "t": "move", "d": { "uci": "Q@e6", "ply": 4 } }))
        .await;
    let e = w.until("error").await;
    assert_eq!(e["code"], "illegal_move", "{e}");
    assert!(e["message"].as_str().unwrap().contains("in hand"), "{e}");
    // The pawn from the hand, checking nothing; both players see it.
    w.send(json!({ "t": "move", "d": { "uci": "P@e6", "ply": 4 } }))
        .await;
    let m = b.until("move").await;
    assert_eq!(
        (m["uci"].as_str(), m["san"].as_str()),
        (Some("P@e6"), Some("P@e6"))
    );
    assert!(m["fen"].as_str().unwrap().contains("[p] b"), "{m}");
    w.until("move").await;
    let before = http.state(&id).await;
    s.stop();

    let s = TestServer::start_with_catalog(&db, catalog(), |_| {});
    let http = s.http();
    let after = http.state(&id).await;
    for key in ["moves", "san", "fen", "legal"] {
        assert_eq!(after[key], before[key], "{key}");
    }
    // Black drops its pawn back, through HTTP this time.
    let v = http.play(&id, &black, "P@d6").await;
    assert!(v.to_string().contains("P@d6"), "{v}");
    assert!(http.state(&id).await["fen"]
        .as_str()
        .unwrap()
        .contains("[] w"));
}
