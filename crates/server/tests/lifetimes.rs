//! Games that end by themselves (issue 22, item 5): a waiting game expires and leaves memory, a
//! player whose opponent left claims the win or a draw once the grace has passed, and an untimed
//! game nobody watches waits on disk and comes back when asked for. The durations are configured
//! short (expiry 300 ms, grace 500 ms, idle 300 ms) so the tests run fast.

#![allow(clippy::unwrap_used)]

mod common;

use std::time::Duration;

use common::{fresh_db, Http, Ws};
use serde_json::{json, Value};
use turnpan_server::live::Lifetimes;
use turnpan_server::Server;

const SHORT: Lifetimes = Lifetimes {
    friend_wait: Duration::from_millis(300),
    open_wait: Duration::from_millis(300),
    claim_grace: Duration::from_millis(500),
    idle: Duration::from_millis(300),
};

/// A server on this test's runtime (so that its games in memory can be counted), and a client.
async fn server(dir: &tempfile::TempDir) -> (Server, Http) {
    let mut config = turnpan_server::Config::new(&fresh_db(dir).await);
    config.lifetimes = SHORT;
    let server = Server::start(config, turnpan_rules::Catalog::builtin())
        .await
        .unwrap();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(turnpan_server::conn::serve(
        listener,
        server.router(),
        turnpan_server::conn::ConnLimits::default(),
        turnpan_server::conn::Gate::new(0, false),
    ));
    let http = Http {
        client: reqwest::Client::new(),
        base,
    };
    (server, http)
}

/// Waits until `check` holds (at most 5 s).
async fn eventually(what: &str, mut check: impl FnMut() -> bool) {
    for _ in 0..100 {
        if check() {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("never: {what}");
}

#[tokio::test]
async fn a_waiting_open_game_expires_and_leaves_memory() {
    let dir = tempfile::tempdir().unwrap();
    let (server, http) = server(&dir).await;
    let (id, _token, _) = http
        .create(json!({ "variant": "chess", "mode": "open" }))
        .await;
    let (_, lobby) = http.get("/api/lobby", None).await;
    assert!(lobby.to_string().contains(&id), "{lobby}");
    assert_eq!(server.live_games(), 1);
    tokio::time::sleep(Duration::from_millis(400)).await;
    let (_, lobby) = http.get("/api/lobby", None).await;
    assert!(!lobby.to_string().contains(&id), "{lobby}");
    // The actor lingers like a finished game's, then retires.
    eventually("the expired game leaves memory", || {
        server.live_games() == 0
    })
    .await;
    // It is aborted in storage: asked for, it comes back aborted, and nobody can join it.
    let v = http.state(&id).await;
    assert_eq!(v["status"], "aborted");
    let (status, _) = http
        .post(&format!("/api/games/{id}/join"), None, Some(json!({})))
        .await;
    assert_eq!(status, 409);
}

/// A friend game in which both sides have moved, with a socket for each seat.
async fn under_way(http: &Http) -> (String, String, String, Ws, Ws) {
    let (id, white, black) = http.friend_game("chess", Value::Null, None).await;
    let mut w = Ws::connect(&http.base, &id, Some(&white)).await;
    let mut b = Ws::connect(&http.base, &id, Some(&black)).await;
    w.until("state").await;
    b.until("state").await;
    http.play(&id, &white, "e2e4").await;
    http.play(&id, &black, "e7e5").await;
    (id, white, black, w, b)
}

async fn claim(http: &Http, id: &str, token: &str, result: &str) -> (u16, Value) {
    http.post(
        &format!("/api/games/{id}/claim"),
        Some(token),
        Some(json!({ "result": result })),
    )
    .await
}

#[tokio::test]
async fn a_player_whose_opponent_left_claims_the_win() {
    let dir = tempfile::tempdir().unwrap();
    let (_server, http) = server(&dir).await;
    let (id, white, _black, mut w, b) = under_way(&http).await;
    // Both connected: nobody may claim.
    let (status, v) = claim(&http, &id, &white, "win").await;
    assert_eq!(
        (status, v["error"]["message"].as_str()),
        (409, Some("your opponent is connected")),
        "{v}"
    );
    // Black leaves: White hears it may claim in about the grace.
    b.close().await;
    let s = w.until("state").await;
    assert_eq!(s["claim"]["color"], "white", "{s}");
    assert!(s["claim"]["in_ms"].as_u64().unwrap() <= 500, "{s}");
    // Too early.
    let (status, v) = claim(&http, &id, &white, "win").await;
    assert_eq!(status, 409, "{v}");
    assert!(
        v["error"]["message"]
            .as_str()
            .unwrap()
            .contains("come back"),
        "{v}"
    );
    tokio::time::sleep(Duration::from_millis(550)).await;
    // Over the socket, like anybody's action.
    w.send(json!({ "t": "claim", "d": { "result": "win" } }))
        .await;
    let end = w.until("end").await;
    assert_eq!(
        end["outcome"],
        json!({ "result": "1-0", "reason": "abandonment", "winner": "white" })
    );
}

#[tokio::test]
async fn a_player_whose_opponent_left_claims_a_draw_and_a_return_ends_the_claim() {
    let dir = tempfile::tempdir().unwrap();
    let (_server, http) = server(&dir).await;
    let (id, white, black, mut w, b) = under_way(&http).await;
    b.close().await;
    assert_eq!(w.until("state").await["claim"]["color"], "white");
    // Black comes back before the grace is over: the claim goes away.
    let mut b = Ws::connect(&http.base, &id, Some(&black)).await;
    b.until("state").await;
    assert!(w.until("state").await["claim"].is_null());
    tokio::time::sleep(Duration::from_millis(600)).await;
    let (status, _) = claim(&http, &id, &white, "draw").await;
    assert_eq!(status, 409);
    // Black leaves again and stays away.
    b.close().await;
    w.until("state").await;
    tokio::time::sleep(Duration::from_millis(550)).await;
    let (status, v) = claim(&http, &id, &white, "draw").await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(
        v["outcome"],
        json!({ "result": "1/2-1/2", "reason": "abandonment", "winner": null })
    );
    let (status, _) = claim(&http, &id, &black, "win").await;
    assert_eq!(status, 409);
}

#[tokio::test]
async fn an_untimed_game_nobody_watches_waits_on_disk() {
    let dir = tempfile::tempdir().unwrap();
    let (server, http) = server(&dir).await;
    let (id, white, black, w, b) = under_way(&http).await;
    tokio::time::sleep(Duration::from_millis(400)).await;
    // Watched: it stays.
    assert_eq!(server.live_games(), 1);
    w.close().await;
    b.close().await;
    eventually("the untimed game leaves memory", || {
        server.live_games() == 0
    })
    .await;
    // Asked for, it is loaded again and play goes on.
    let v = http.play(&id, &white, "g1f3").await;
    assert_eq!(v["ply"], 3);
    assert_eq!(server.live_games(), 1);
    let v = http.play(&id, &black, "b8c6").await;
    assert_eq!(v["moves"], json!(["e2e4", "e7e5", "g1f3", "b8c6"]));
    eventually("it leaves again", || server.live_games() == 0).await;
}

#[tokio::test]
async fn a_timed_game_stays_in_memory_while_its_clock_runs() {
    let dir = tempfile::tempdir().unwrap();
    let (server, http) = server(&dir).await;
    let (id, white, black) = http
        .friend_game("chess", json!({ "initial_s": 60, "increment_s": 0 }), None)
        .await;
    http.play(&id, &white, "e2e4").await;
    http.play(&id, &black, "e7e5").await;
    tokio::time::sleep(Duration::from_millis(700)).await;
    assert_eq!(server.live_games(), 1);
}
