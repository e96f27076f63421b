//! What the browser's analysis board (issue 25) takes from the server: a user game's variant
//! file (`GET /api/variants/{id}/file`), and the PGN of a game, which the browser's PGN reader
//! (crates/wasm's `parse_pgn`) must read back move for move in every built-in game.

#![allow(clippy::unwrap_used)]

mod common;

use common::{fresh_db, TestServer};
use serde_json::{json, Value};
use turnpan_rules::Catalog;

const FIXTURE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../web/tests/fixtures/variants/camel-mini.toml"
);

async fn get_text(s: &TestServer, path: &str) -> (u16, String) {
    let r = reqwest::get(format!("{}{path}", s.base)).await.unwrap();
    (r.status().as_u16(), r.text().await.unwrap())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pages_may_compile_webassembly_but_not_eval() {
    let dir = tempfile::tempdir().unwrap();
    let s = TestServer::start(&fresh_db(&dir).await);
    let r = reqwest::get(format!("{}/api/health", s.base))
        .await
        .unwrap();
    let csp = r.headers()["content-security-policy"].to_str().unwrap();
    assert!(
        csp.contains("script-src 'self' 'wasm-unsafe-eval';"),
        "{csp}"
    );
    assert!(!csp.contains("'unsafe-eval'"), "{csp}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_user_games_file_is_served_as_it_was_read() {
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(FIXTURE).unwrap();
    let mut catalog = Catalog::builtin();
    catalog
        .add(turnpan_rules::Variant::from_toml("camel-mini.toml", &text).unwrap())
        .unwrap();
    let s = TestServer::start_with_catalog(&fresh_db(&dir).await, catalog, |_| {});
    let (status, body) = get_text(&s, "/api/variants/camel-mini/file").await;
    assert_eq!(status, 200);
    assert_eq!(body, text);
    // The browser's rules load the same game from it.
    let analysis = turnpan_wasm::Analysis::new("", Some(&body)).unwrap();
    assert_eq!(analysis.perft(1), 12);
    for path in ["/api/variants/chess/file", "/api/variants/nonesuch/file"] {
        let (status, body) = get_text(&s, path).await;
        assert_eq!(status, 404, "{path}");
        let v: Value = serde_json::from_str(&body).unwrap();
        assert_eq!(v["error"]["code"], "not_found", "{path}");
    }
}

/// Plays `plies` legal moves picked by a fixed rule in a hot-seat game, then resigns if the game
/// still runs; returns the game's final state.
async fn played_game(s: &TestServer, variant: &str, fen: Option<&str>, plies: usize) -> Value {
    let http = s.http();
    let (id, token, _) = http
        .create(json!({ "variant": variant, "mode": "hotseat", "fen": fen }))
        .await;
    for i in 0..plies {
        let (_, state) = http.get(&format!("/api/games/{id}"), Some(&token)).await;
        let legal = state["legal"].as_array().unwrap();
        if state["status"] != "playing" || legal.is_empty() {
            break;
        }
        let pick = legal[(i * 5 + 2) % legal.len()].as_str().unwrap();
        http.play(&id, &token, pick).await;
    }
    if http.state(&id).await["status"] == "playing" {
        let (status, v) = http
            .post(&format!("/api/games/{id}/resign"), Some(&token), None)
            .await;
        assert_eq!(status, 200, "{v}");
    }
    http.state(&id).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_pgn_reader_reads_back_what_the_server_writes_in_every_game() {
    let dir = tempfile::tempdir().unwrap();
    let s = TestServer::start(&fresh_db(&dir).await);
    let catalog = Catalog::builtin();
    let cases = [
        ("chess", None),
        ("chess", Some("4k3/8/8/8/8/8/4P3/4K2R b K - 3 20")),
        ("turnover", None),
        ("central-rotational", None),
        ("transformer", None),
        ("turkish", None),
    ];
    for (variant, fen) in cases {
        // Within the per-seat burst of actions (20 moves and a resignation).
        let state = played_game(&s, variant, fen, 20).await;
        let id = state["id"].as_str().unwrap();
        let moves: Vec<String> = serde_json::from_value(state["moves"].clone()).unwrap();
        assert!(moves.len() >= 8, "{variant}: only {} moves", moves.len());
        let (status, pgn) = get_text(&s, &format!("/api/games/{id}/pgn")).await;
        assert_eq!(status, 200);
        let game = turnpan_wasm::parse_pgn(&catalog, &pgn)
            .unwrap_or_else(|e| panic!("{variant}: {e}\n{pgn}"));
        assert_eq!(game.variant, variant, "{pgn}");
        assert_eq!(game.moves, moves, "{variant}\n{pgn}");
        let san: Vec<String> = serde_json::from_value(state["san"].clone()).unwrap();
        assert_eq!(game.san, san, "{variant}");
        match fen {
            Some(f) => assert_eq!(game.fen.as_deref(), Some(f)),
            // Set-up tags for every game but chess: its own start position.
            None => assert_eq!(
                game.fen
                    .as_deref()
                    .unwrap_or(state["initial_fen"].as_str().unwrap()),
                state["initial_fen"].as_str().unwrap()
            ),
        }
    }
}
