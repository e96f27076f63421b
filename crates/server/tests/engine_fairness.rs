//! The engine shared fairly between clients: one client's flood of full-strength games against
//! the computer (the engine to move first in each) neither makes another client's level-1 game
//! wait for its move nor costs any of the flood's games its first-move limit. Clients are told
//! apart by `X-Forwarded-For`, trusted here as behind a proxy.

#![allow(clippy::unwrap_used)]

mod common;

use std::time::{Duration, Instant};

use common::{fresh_db, TestServer};
use serde_json::{json, Value};

/// Heavy games from the first client.
const HEAVY: usize = 20;
/// The engine's cap on a move in this test (the default is 5 s for a first move, 10 s after:
/// the test would last minutes).
const THINK: Duration = Duration::from_millis(400);

struct Client {
    http: reqwest::Client,
    base: String,
    address: &'static str,
}

impl Client {
    async fn create(&self, level: u8) -> String {
        let r = self
            .http
            .post(format!("{}/api/games", self.base))
            .header("x-forwarded-for", self.address)
            .json(&json!({ "variant": "chess", "mode": "computer", "level": level, "color": "black" }))
            .send()
            .await
            .unwrap();
        assert_eq!(r.status().as_u16(), 201);
        let v: Value = r.json().await.unwrap();
        v["id"].as_str().unwrap().to_owned()
    }

    async fn state(&self, id: &str) -> Value {
        let r = self
            .http
            .get(format!("{}/api/games/{id}", self.base))
            .send()
            .await
            .unwrap();
        r.json().await.unwrap()
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_light_game_moves_at_once_while_another_client_floods_the_engine() {
    let dir = tempfile::tempdir().unwrap();
    let db = fresh_db(&dir).await;
    let s = TestServer::start_with(&db, |c| {
        c.game_limit.trust_forwarded_for = true;
        c.game_limit.burst = 1000;
        c.game_limit.per_minute = 1000;
        c.engine.max_think = THINK;
        c.engine.max_first_think = THINK;
    });
    let client = |address| Client {
        http: reqwest::Client::new(),
        base: s.base.clone(),
        address,
    };
    let (flood, light) = (client("203.0.113.1"), client("198.51.100.7"));
    let mut heavy = Vec::new();
    for _ in 0..HEAVY {
        heavy.push(flood.create(8).await);
    }
    let asked = Instant::now();
    let id = light.create(1).await;
    let took = loop {
        let state = light.state(&id).await;
        if state["ply"] == 1 {
            break asked.elapsed();
        }
        assert_eq!(state["status"], "playing", "{state}");
        assert!(asked.elapsed() < Duration::from_secs(30), "no move in 30 s");
        tokio::time::sleep(Duration::from_millis(10)).await;
    };
    eprintln!(
        "the level-1 move came {} ms after the game was asked for",
        took.as_millis()
    );
    assert!(
        took < Duration::from_secs(1),
        "the level-1 move took {took:?}"
    );
    // Every heavy game gets its move, none is aborted.
    let deadline = Instant::now() + Duration::from_secs(25);
    for id in &heavy {
        loop {
            let state = flood.state(id).await;
            assert_eq!(state["status"], "playing", "{state}");
            if state["ply"] == 1 {
                break;
            }
            assert!(
                Instant::now() < deadline,
                "a heavy game had no move: {state}"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
}
