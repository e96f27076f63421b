//! The per-address limit on new games (`POST /api/games` and joins): 429 with the API's error
//! body and `Retry-After` once an address has spent its burst; other addresses keep their own
//! bucket; loopback is not limited by default; `X-Forwarded-For` only counts when trusted.
//! Other loopback addresses (127.0.0.2, ...) stand in for other clients.

#![allow(clippy::unwrap_used)]

mod common;

use std::net::IpAddr;

use common::{fresh_db, TestServer};
use serde_json::{json, Value};

fn client_from(addr: &str) -> reqwest::Client {
    reqwest::Client::builder()
        .local_address(addr.parse::<IpAddr>().unwrap())
        .build()
        .unwrap()
}

/// Creates a hot-seat game: (HTTP status, Retry-After, body).
async fn create(
    client: &reqwest::Client,
    base: &str,
    forwarded_for: Option<&str>,
) -> (u16, Option<String>, Value) {
    let mut r = client
        .post(format!("{base}/api/games"))
        .json(&json!({ "variant": "chess", "mode": "hotseat" }));
    if let Some(f) = forwarded_for {
        r = r.header("x-forwarded-for", f);
    }
    let r = r.send().await.unwrap();
    let status = r.status().as_u16();
    let retry = r
        .headers()
        .get("retry-after")
        .map(|v| v.to_str().unwrap().to_owned());
    (status, retry, r.json().await.unwrap())
}

fn limit(burst: u32, limit_loopback: bool, trust: bool) -> turnpan_server::GameLimit {
    turnpan_server::GameLimit {
        per_minute: 1,
        burst,
        limit_loopback,
        trust_forwarded_for: trust,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn loopback_is_not_limited_by_default() {
    let dir = tempfile::tempdir().unwrap();
    let db = fresh_db(&dir).await;
    let s = TestServer::start_with(&db, |c| c.game_limit = limit(2, false, false));
    let client = reqwest::Client::new();
    for _ in 0..30 {
        assert_eq!(create(&client, &s.base, None).await.0, 201);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_address_gets_429_after_its_burst_and_others_do_not() {
    let dir = tempfile::tempdir().unwrap();
    let db = fresh_db(&dir).await;
    let s = TestServer::start_with(&db, |c| c.game_limit = limit(3, true, false));
    let one = client_from("127.0.0.1");
    let mut ids = Vec::new();
    for _ in 0..3 {
        let (status, _, v) = create(&one, &s.base, None).await;
        assert_eq!(status, 201, "{v}");
        ids.push(v["id"].as_str().unwrap().to_owned());
    }
    let (status, retry, v) = create(&one, &s.base, None).await;
    assert_eq!(status, 429, "{v}");
    assert_eq!(v["error"]["code"], "rate_limited");
    let message = v["error"]["message"].as_str().unwrap();
    assert!(message.contains("too many new games"), "{message}");
    let retry: u64 = retry.unwrap().parse().unwrap();
    assert!((1..=60).contains(&retry), "{retry}");
    // An untrusted X-Forwarded-For changes nothing.
    let (status, _, _) = create(&one, &s.base, Some("198.51.100.7")).await;
    assert_eq!(status, 429);
    // Joining counts too: an open game made from another address cannot be joined from here.
    let three = client_from("127.0.0.3");
    let r = three
        .post(format!("{}/api/games", s.base))
        .json(&json!({ "variant": "chess", "mode": "open" }))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 201);
    let id = r.json::<Value>().await.unwrap()["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let join = |client: &reqwest::Client| {
        client
            .post(format!("{}/api/games/{id}/join", s.base))
            .send()
    };
    assert_eq!(join(&one).await.unwrap().status().as_u16(), 429);
    // Another address has its own bucket: it joins, and creates.
    let two = client_from("127.0.0.2");
    assert_eq!(join(&two).await.unwrap().status().as_u16(), 200);
    assert_eq!(create(&two, &s.base, None).await.0, 201);
    // The games made before the limit was reached are untouched: they still play.
    for id in &ids {
        let (status, v) = s.http().get(&format!("/api/games/{id}"), None).await;
        assert_eq!((status, v["status"].as_str()), (200, Some("playing")));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn behind_a_trusted_proxy_the_forwarded_address_counts() {
    let dir = tempfile::tempdir().unwrap();
    let db = fresh_db(&dir).await;
    let s = TestServer::start_with(&db, |c| c.game_limit = limit(2, false, true));
    let proxy = reqwest::Client::new();
    for _ in 0..2 {
        assert_eq!(create(&proxy, &s.base, Some("203.0.113.5")).await.0, 201);
    }
    let (status, _, v) = create(&proxy, &s.base, Some("203.0.113.5")).await;
    assert_eq!(status, 429, "{v}");
    // The proxy's own appended entry is the last one: that is the client it saw.
    let (status, _, _) = create(&proxy, &s.base, Some("203.0.113.5, 203.0.113.6")).await;
    assert_eq!(status, 201);
    // No header: the loopback peer, not limited by default.
    for _ in 0..5 {
        assert_eq!(create(&proxy, &s.base, None).await.0, 201);
    }
}

/// An abort → rematch chain spends the address's allowance of new games like creating does
/// (issue 22, item 4: 200 games in 0.4 s before).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rematches_count_against_the_allowance() {
    let dir = tempfile::tempdir().unwrap();
    let db = fresh_db(&dir).await;
    let s = TestServer::start_with(&db, |c| c.game_limit = limit(3, true, false));
    let client = client_from("127.0.0.5");
    let (status, _, v) = create(&client, &s.base, None).await;
    assert_eq!(status, 201, "{v}");
    let mut id = v["id"].as_str().unwrap().to_owned();
    let token = v["token"].as_str().unwrap().to_owned();
    let mut statuses = Vec::new();
    for _ in 0..4 {
        let post = |path: String| {
            client
                .post(format!("{}{path}", s.base))
                .bearer_auth(&token)
                .send()
        };
        let aborted = post(format!("/api/games/{id}/abort")).await.unwrap();
        assert_eq!(aborted.status().as_u16(), 200);
        let r = post(format!("/api/games/{id}/rematch")).await.unwrap();
        statuses.push(r.status().as_u16());
        let v: Value = r.json().await.unwrap();
        match v["rematch_id"].as_str() {
            Some(next) => id = next.to_owned(),
            None => break,
        }
    }
    // The burst of 3: the game itself and two rematches.
    assert_eq!(statuses, [200, 200, 429]);
}

/// Actions are limited per token even from loopback: a flood of moves gets 429 with
/// Retry-After, and the game goes on afterwards.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flood_of_actions_is_refused_per_token() {
    let dir = tempfile::tempdir().unwrap();
    let db = fresh_db(&dir).await;
    let s = TestServer::start(&db);
    let client = reqwest::Client::new();
    let (_, _, v) = create(&client, &s.base, None).await;
    let (id, token) = (v["id"].as_str().unwrap(), v["token"].as_str().unwrap());
    let mut refused = None;
    for i in 0..100 {
        let r = client
            .post(format!("{}/api/games/{id}/moves", s.base))
            .bearer_auth(token)
            .json(&json!({ "uci": "e2e5" }))
            .send()
            .await
            .unwrap();
        if r.status().as_u16() == 429 {
            assert!(r.headers().contains_key("retry-after"));
            let v: Value = r.json().await.unwrap();
            assert_eq!(v["error"]["code"], "rate_limited");
            refused = Some(i);
            break;
        }
        assert_eq!(r.status().as_u16(), 400);
    }
    let at = refused.expect("100 actions in a burst were all accepted");
    assert!((30..=40).contains(&at), "refused after {at}");
    // Another game's token is not affected.
    let (_, _, other) = create(&client, &s.base, None).await;
    let r = client
        .post(format!(
            "{}/api/games/{}/moves",
            s.base,
            other["id"].as_str().unwrap()
        ))
        .bearer_auth(other["token"].as_str().unwrap())
        .json(&json!({ "uci": "e2e4" }))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 200);
}

/// An address has at most 3 open games waiting in the lobby; the lobby still shows the others'.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_address_has_at_most_three_open_games_in_the_lobby() {
    let dir = tempfile::tempdir().unwrap();
    let db = fresh_db(&dir).await;
    let s = TestServer::start_with(&db, |c| c.game_limit = limit(20, true, false));
    let open = |client: reqwest::Client| {
        let url = format!("{}/api/games", s.base);
        async move {
            client
                .post(url)
                .json(&json!({ "variant": "chess", "mode": "open" }))
                .send()
                .await
                .unwrap()
                .status()
                .as_u16()
        }
    };
    let flooder = client_from("127.0.0.7");
    let statuses = [
        open(flooder.clone()).await,
        open(flooder.clone()).await,
        open(flooder.clone()).await,
        open(flooder.clone()).await,
    ];
    assert_eq!(statuses, [201, 201, 201, 429]);
    assert_eq!(open(client_from("127.0.0.8")).await, 201);
    let lobby: Value = reqwest::get(format!("{}/api/lobby", s.base))
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let entries = lobby.as_array().unwrap();
    assert_eq!(entries.len(), 4);
    assert!(
        entries.iter().all(|e| e.get("owner").is_none()),
        "addresses are not shown"
    );
}
