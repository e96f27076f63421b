//! Saved post-game reviews end to end (docs/protocol.md, "Post-game review"): a real server, a
//! real database (SQLite, and PostgreSQL when `TURNPAN_TEST_POSTGRES_URL` is set), a session
//! cookie as a browser keeps it, and a client that sends whatever it likes.

#![allow(clippy::unwrap_used)]

mod common;

use common::{fresh_server as server, TestServer};
use serde_json::{json, Value};

/// Signs up a fresh account; returns its session cookie's value.
async fn session(s: &TestServer, name: &str) -> String {
    let r = reqwest::Client::new()
        .post(format!("{}/api/account/signup", s.base))
        .json(&json!({ "username": name, "password": "a good password" }))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 201);
    let set = r.headers()["set-cookie"].to_str().unwrap().to_owned();
    set.strip_prefix("turnpan_session=")
        .and_then(|rest| rest.split(';').next())
        .unwrap()
        .to_owned()
}

/// `PUT /api/games/{id}/review` with a body (raw text) and maybe a session.
async fn put(s: &TestServer, id: &str, cookie: Option<&str>, body: String) -> (u16, Value) {
    let mut r = reqwest::Client::new()
        .put(format!("{}/api/games/{id}/review", s.base))
        .header("content-type", "application/json")
        .body(body);
    if let Some(c) = cookie {
        r = r.header("cookie", format!("turnpan_session={c}"));
    }
    let response = r.send().await.unwrap();
    let status = response.status().as_u16();
    let text = response.text().await.unwrap();
    (
        status,
        serde_json::from_str(&text).unwrap_or(Value::String(text)),
    )
}

/// Fool's mate: 1. f3 e5 2. g4 Qh4#.
const MOVES: [&str; 4] = ["f2f3", "e7e5", "g2g4", "d8h4"];

async fn finished_game(s: &TestServer) -> String {
    let http = s.http();
    let (id, white, black) = http.friend_game("chess", Value::Null, None).await;
    for (i, uci) in MOVES.iter().enumerate() {
        let token = if i % 2 == 0 { &white } else { &black };
        http.play(&id, token, uci).await;
    }
    assert_eq!(http.state(&id).await["status"], "finished");
    id
}

/// A review of Fool's mate at `depth`.
fn review(depth: u32) -> Value {
    json!({
        "depth": depth,
        "plies": [
            { "score": { "cp": 25 }, "best": "e2e4" },
            { "score": { "cp": 90 }, "best": "e7e5" },
            { "score": { "cp": -120 }, "best": "b1c3" },
            { "score": { "mate": 1 }, "best": "d8h4" },
            { "score": { "mate": 0 }, "best": null }
        ]
    })
}

#[tokio::test]
async fn a_review_is_saved_read_and_only_replaced_by_a_deeper_one() {
    let (_dir, s) = server().await;
    let id = finished_game(&s).await;
    let http = s.http();
    let path = format!("/api/games/{id}/review");
    assert_eq!(http.get(&path, None).await.0, 404);

    let alice = session(&s, "reviewer_a").await;
    let (status, v) = put(&s, &id, Some(&alice), review(8).to_string()).await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["by"], "reviewer_a");

    // Anybody reads it, without a session.
    let (status, v) = http.get(&path, None).await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["depth"], 8);
    assert_eq!(v["by"], "reviewer_a");
    assert!(v["saved_at"].as_i64().unwrap() > 0);
    let sent = review(8);
    for (i, ply) in v["plies"].as_array().unwrap().iter().enumerate() {
        assert_eq!(ply["score"], sent["plies"][i]["score"]);
        assert_eq!(ply["best"], sent["plies"][i]["best"]);
    }
    // The best moves' names in the game's notation, so a reader needs no rules.
    assert_eq!(v["plies"][0]["best_san"], "e4");
    assert_eq!(v["plies"][3]["best_san"], "Qh4#");
    assert_eq!(v["plies"][4]["best_san"], Value::Null);

    // Shallower or as deep: refused, the saved one stays.
    let bob = session(&s, "reviewer_b").await;
    for depth in [6, 8] {
        let (status, v) = put(&s, &id, Some(&bob), review(depth).to_string()).await;
        assert_eq!(status, 409, "{v}");
        assert_eq!(v["error"]["code"], "conflict");
        assert!(
            v["error"]["message"].as_str().unwrap().contains("depth 8"),
            "{v}"
        );
    }
    // Deeper: replaces it.
    let (status, _) = put(&s, &id, Some(&bob), review(12).to_string()).await;
    assert_eq!(status, 200);
    let (_, v) = http.get(&path, None).await;
    assert_eq!(
        (v["depth"].as_i64(), v["by"].as_str()),
        (Some(12), Some("reviewer_b"))
    );
}

#[tokio::test]
async fn a_hostile_client_gets_clear_refusals() {
    let (_dir, s) = server().await;
    let id = finished_game(&s).await;
    let cookie = session(&s, "hostile").await;

    // No session.
    let (status, v) = put(&s, &id, None, review(8).to_string()).await;
    assert_eq!(status, 401, "{v}");
    let (status, _) = put(
        &s,
        &id,
        Some("0".repeat(64).as_str()),
        review(8).to_string(),
    )
    .await;
    assert_eq!(status, 401);

    let mut cases: Vec<(Value, &str)> = Vec::new();
    let mut short = review(8);
    short["plies"].as_array_mut().unwrap().pop();
    cases.push((short, "positions"));
    let mut illegal = review(8);
    illegal["plies"][2]["best"] = json!("e2e5");
    cases.push((illegal, "plies[2].best"));
    let mut missing = review(8);
    missing["plies"][1]["best"] = Value::Null;
    cases.push((missing, "plies[1].best"));
    cases.push((review(0), "depth"));
    cases.push((review(31), "depth"));
    let mut huge = review(8);
    huge["plies"][0]["score"] = json!({ "cp": 1_000_000 });
    cases.push((huge, "plies[0].score"));
    let mut both = review(8);
    both["plies"][0]["score"] = json!({ "cp": 1, "mate": 2 });
    cases.push((both, "JSON"));
    let mut extra = review(8);
    extra["plies"][0]["comment"] = json!("hi");
    cases.push((extra, "JSON"));
    for (body, says) in cases {
        let (status, v) = put(&s, &id, Some(&cookie), body.to_string()).await;
        assert_eq!(status, 400, "{body}: {v}");
        let message = v["error"]["message"].as_str().unwrap();
        assert!(message.contains(says), "{says} not in {message}");
    }
    let (status, _) = put(&s, &id, Some(&cookie), "{not json".into()).await;
    assert_eq!(status, 400);
    let (status, _) = put(
        &s,
        &id,
        Some(&cookie),
        format!("[\"{}\"]", "x".repeat(70_000)),
    )
    .await;
    assert_eq!(status, 413);
    // Nothing was saved.
    assert_eq!(
        s.http()
            .get(&format!("/api/games/{id}/review"), None)
            .await
            .0,
        404
    );

    // An unknown game, and a game still being played.
    let (status, _) = put(&s, "nosuchgame", Some(&cookie), review(8).to_string()).await;
    assert_eq!(status, 404);
    let http = s.http();
    let (running, white, _) = http.friend_game("chess", Value::Null, None).await;
    http.play(&running, &white, "e2e4").await;
    let body = json!({ "depth": 8, "plies": [
        { "score": { "cp": 25 }, "best": "e2e4" },
        { "score": { "cp": -25 }, "best": "e7e5" }
    ] });
    let (status, v) = put(&s, &running, Some(&cookie), body.to_string()).await;
    assert_eq!(status, 409, "{v}");
    assert!(v["error"]["message"].as_str().unwrap().contains("finished"));
}

#[tokio::test]
async fn a_turnover_game_is_checked_by_its_own_rules() {
    let (_dir, s) = server().await;
    let http = s.http();
    let (id, white, black) = http.friend_game("turnover", Value::Null, None).await;
    let first = http.state(&id).await["legal"][0]
        .as_str()
        .unwrap()
        .to_owned();
    let after = http.play(&id, &white, &first).await;
    let reply = after["legal"][0].as_str().unwrap().to_owned();
    http.play(&id, &black, &reply).await;
    let done = http
        .post(&format!("/api/games/{id}/resign"), Some(&black), None)
        .await;
    assert_eq!(done.0, 200, "{}", done.1);
    let cookie = session(&s, "turnover_fan").await;
    // The last position is over (resignation): its best move may be null.
    let body = json!({ "depth": 4, "plies": [
        { "score": { "cp": 10 }, "best": first },
        { "score": { "cp": -10 }, "best": reply },
        { "score": { "mate": 0 }, "best": null }
    ] });
    let (status, v) = put(&s, &id, Some(&cookie), body.to_string()).await;
    assert_eq!(status, 200, "{v}");
    let mut wrong = body.clone();
    wrong["depth"] = json!(5);
    wrong["plies"][1]["best"] = json!(first);
    let (status, v) = put(&s, &id, Some(&cookie), wrong.to_string()).await;
    assert_eq!(status, 400, "{v}");
}
