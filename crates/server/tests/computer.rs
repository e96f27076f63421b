//! Games against the computer, end to end: a real server and database, the engine answering over
//! WebSockets within its level's time, and a restart with the engine to move.

#![allow(clippy::unwrap_used)]

mod common;

use std::time::{Duration, Instant};

use common::{fresh_db, fresh_server as server, TestServer, Ws};
use serde_json::{json, Value};

fn strings(v: &Value) -> Vec<String> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_str().unwrap().to_owned())
        .collect()
}

/// Plays our first legal move and waits for the computer's answer; returns it and how long it
/// took from sending our move.
async fn move_and_answer(ws: &mut Ws, ply: usize, legal: &[String]) -> (Value, Duration) {
    let sent = Instant::now();
    ws.send(json!({ "t": "move", "d": { "uci": legal[0], "ply": ply } }))
        .await;
    let ours = ws.until("move").await;
    assert_eq!(ours["ply"], ply + 1, "{ours}");
    let computer_legal = strings(&ours["legal"]);
    let reply = ws.until("move").await;
    let took = sent.elapsed();
    assert_eq!(reply["ply"], ply + 2, "{reply}");
    let uci = reply["uci"].as_str().unwrap();
    assert!(computer_legal.iter().any(|m| m == uci), "{uci} not legal");
    (reply, took)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_computer_answers_legal_moves_within_its_time() {
    let (_dir, s) = server().await;
    let http = s.http();
    let (id, token, created) = http
        .create(json!({ "variant": "chess", "mode": "computer", "level": 1, "color": "white" }))
        .await;
    let game = &created["game"];
    assert_eq!(created["color"], "white");
    assert_eq!(game["status"], "playing");
    assert_eq!(game["computer"], json!({ "color": "black", "level": 1 }));
    assert_eq!(game["seats"], json!({ "white": true, "black": true }));
    let mut ws = s.ws(&id, Some(&token)).await;
    let mut legal = strings(&ws.until("state").await["legal"]);
    for ply in [0, 2, 4] {
        let (reply, took) = move_and_answer(&mut ws, ply, &legal).await;
        // Level 1 thinks at most 0.1 s; the rest is slack for a loaded test machine.
        assert!(took < Duration::from_secs(3), "{took:?}");
        legal = strings(&reply["legal"]);
    }
    let state = http.state(&id).await;
    assert_eq!(state["ply"], 6);
    assert_eq!(state["fens"].as_array().unwrap().len(), 7);
    let (_, pgn) = http.get(&format!("/api/games/{id}/pgn"), None).await;
    let pgn = pgn.as_str().unwrap();
    assert!(pgn.contains("[Black \"Turnpan level 1\"]"), "{pgn}");
    assert!(pgn.contains("[White \"Anonymous\"]"), "{pgn}");
    // Nobody can take the computer's seat or move for it.
    let (status, _) = http
        .post(&format!("/api/games/{id}/join"), None, Some(json!({})))
        .await;
    assert_eq!(status, 409);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_computer_plays_white_on_the_clock_in_every_game() {
    let (_dir, s) = server().await;
    let http = s.http();
    for variant in [
        "chess",
        "turnover",
        "transformer",
        "turkish",
        "central-rotational",
    ] {
        let (id, token, created) = http
            .create(json!({
                "variant": variant, "mode": "computer", "level": 2, "color": "black",
                "clock": { "initial_s": 60, "increment_s": 1 },
            }))
            .await;
        assert_eq!(created["game"]["computer"]["color"], "white");
        let mut ws = s.ws(&id, Some(&token)).await;
        // The computer moves first, by itself (perhaps before the socket is open).
        let mut first = ws.until("state").await;
        if first["ply"] == 0 {
            first = ws.until("move").await;
        }
        assert_eq!(
            (first["ply"].as_u64(), first["turn"].as_str()),
            (Some(1), Some("black"))
        );
        let (reply, _) = move_and_answer(&mut ws, 1, &strings(&first["legal"])).await;
        let (reply, _) = move_and_answer(&mut ws, 3, &strings(&reply["legal"])).await;
        // From the second move on the computer's clock runs; it never comes near its flag.
        let clocks = &reply["clocks"];
        assert!(
            clocks["white_ms"].as_u64().unwrap() > 50_000,
            "{variant}: {clocks}"
        );
        assert_eq!(clocks["running"], "black");
        ws.close().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn takeback_draw_resign_and_rematch_against_the_computer() {
    let (_dir, s) = server().await;
    let http = s.http();
    let (id, token, _) = http
        .create(json!({ "variant": "chess", "mode": "computer", "level": 1, "color": "white" }))
        .await;
    let mut ws = s.ws(&id, Some(&token)).await;
    ws.until("state").await;
    let (reply, _) = move_and_answer(&mut ws, 0, &["e2e4".to_owned()]).await;
    move_and_answer(&mut ws, 2, &strings(&reply["legal"])).await;
    // The computer grants a takeback at once: our move and its reply go.
    let (status, v) = http
        .post(&format!("/api/games/{id}/takeback"), Some(&token), None)
        .await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(
        (v["ply"].as_u64(), v["turn"].as_str()),
        (Some(2), Some("white"))
    );
    // It does not agree to draws.
    let (status, v) = http
        .post(&format!("/api/games/{id}/draw"), Some(&token), None)
        .await;
    assert_eq!(
        (status, v["error"]["code"].as_str()),
        (409, Some("conflict"))
    );
    let (status, v) = http
        .post(&format!("/api/games/{id}/resign"), Some(&token), None)
        .await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["outcome"]["winner"], "black");
    // A rematch is accepted at once, colours swapped: now the computer opens.
    let (status, v) = http
        .post(&format!("/api/games/{id}/rematch"), Some(&token), None)
        .await;
    assert_eq!(status, 200, "{v}");
    let rematch = v["rematch_id"].as_str().unwrap().to_owned();
    let mut ws = s.ws(&rematch, Some(&token)).await;
    let state = ws.until("state").await;
    assert_eq!(state["you"], "black");
    assert_eq!(state["computer"], json!({ "color": "white", "level": 1 }));
    if state["ply"] == 0 {
        assert_eq!(ws.until("move").await["ply"], 1);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_restart_the_computer_still_makes_its_move() {
    let dir = tempfile::tempdir().unwrap();
    let db = fresh_db(&dir).await;
    let mut s = TestServer::start(&db);
    let http = s.http();
    // Full strength thinks up to 5 s over its first move: long enough to stop the server while
    // it is thinking.
    let (id, token, _) = http
        .create(json!({ "variant": "chess", "mode": "computer", "level": 8, "color": "white" }))
        .await;
    let state = http.play(&id, &token, "e2e4").await;
    assert_eq!(state["turn"], "black");
    s.stop();

    let s = TestServer::start(&db);
    let http = s.http();
    let mut ws = s.ws(&id, Some(&token)).await;
    let state = ws.until("state").await;
    assert_eq!(
        (state["ply"].as_u64(), state["status"].as_str()),
        (Some(1), Some("playing"))
    );
    assert_eq!(state["computer"], json!({ "color": "black", "level": 8 }));
    let reply = ws.until("move").await;
    assert_eq!(reply["ply"], 2);
    assert!(strings(&state["legal"])
        .iter()
        .any(|m| m == reply["uci"].as_str().unwrap()));
    // It was committed and broadcast like a player's move.
    assert_eq!(http.state(&id).await["ply"], 2);
}
