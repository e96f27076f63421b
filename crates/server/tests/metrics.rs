//! `GET /metrics` (issue 22, item 9): Prometheus text whose metric names start with `turnpan_`,
//! counting what the server does.

#![allow(clippy::unwrap_used)]

mod common;

use std::collections::HashMap;

use common::{fresh_db, TestServer};
use serde_json::json;

/// The samples of a Prometheus text page, `name{labels}` → value; panics on a line that is
/// not a comment, a blank or a sample.
fn samples(text: &str) -> HashMap<String, f64> {
    let mut out = HashMap::new();
    for line in text.lines() {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, value) = line
            .rsplit_once(' ')
            .unwrap_or_else(|| panic!("not a sample: {line}"));
        let name = key.split('{').next().unwrap();
        assert!(
            name.starts_with("turnpan_")
                && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_'),
            "bad metric name in {line}"
        );
        let value: f64 = match value {
            "+Inf" => f64::INFINITY,
            "-Inf" => f64::NEG_INFINITY,
            v => v.parse().unwrap_or_else(|_| panic!("bad value in {line}")),
        };
        out.insert(key.to_owned(), value);
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_count_games_moves_refusals_and_storage() {
    let dir = tempfile::tempdir().unwrap();
    let s = TestServer::start_with(&fresh_db(&dir).await, |c| {
        c.game_limit.limit_loopback = true;
        c.game_limit.burst = 2;
    });
    let http = s.http();
    let (id, token, _) = http
        .create(json!({"variant": "chess", "mode": "hotseat"}))
        .await;
    http.play(&id, &token, "e2e4").await;
    http.play(&id, &token, "e7e5").await;
    http.create(json!({"variant": "chess", "mode": "open"}))
        .await;
    let (status, _) = http
        .post(
            "/api/games",
            None,
            Some(json!({"variant": "chess", "mode": "open"})),
        )
        .await;
    assert_eq!(status, 429);

    let r = reqwest::get(format!("{}/metrics", s.base)).await.unwrap();
    assert_eq!(r.status().as_u16(), 200);
    assert!(r.headers()["content-type"]
        .to_str()
        .unwrap()
        .starts_with("text/plain"));
    let m = samples(&r.text().await.unwrap());
    let at_least = |key: &str, n: f64| {
        let v = m
            .get(key)
            .copied()
            .unwrap_or_else(|| panic!("no {key} in {m:?}"));
        assert!(v >= n, "{key} = {v}, wanted at least {n}");
    };
    at_least("turnpan_moves_total", 2.0);
    at_least("turnpan_move_latency_seconds_count", 2.0);
    at_least("turnpan_move_latency_seconds_bucket{le=\"+Inf\"}", 2.0);
    at_least("turnpan_games_live{status=\"playing\"}", 1.0);
    at_least("turnpan_games_live{status=\"waiting\"}", 1.0);
    at_least("turnpan_rate_limited_total{kind=\"games\"}", 1.0);
    at_least("turnpan_move_apply_seconds_count", 2.0);
    at_least("turnpan_storage_write_seconds_count", 4.0);
    // Every write went through a group commit that waited in the queue first.
    at_least("turnpan_storage_batch_writes_sum", 4.0);
    at_least("turnpan_storage_commit_seconds_count", 1.0);
    at_least("turnpan_storage_queue_seconds_count", 1.0);
    // The runtime's lag probe fires every 10 ms from the server's start (this test may take
    // less than that so far): it shows within a few seconds.
    let lag = "turnpan_runtime_lag_seconds_count";
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
    loop {
        let r = reqwest::get(format!("{}/metrics", s.base)).await.unwrap();
        let page = samples(&r.text().await.unwrap());
        if page.get(lag).is_some_and(|&n| n >= 1.0) {
            break;
        }
        assert!(std::time::Instant::now() < deadline, "no {lag} after 5 s");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    at_least("turnpan_connections_open", 1.0);
}
