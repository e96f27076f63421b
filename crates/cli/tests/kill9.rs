//! The durability rule against a real `kill -9`: a `turnpan serve` process on SQLite, many games
//! moving as fast as their sockets allow, killed with SIGKILL mid-run. A move whose broadcast a
//! client received was acknowledged; the server started again on the same file must have every
//! one of them, in order, in every game. (The server tests stop a server by dropping its
//! runtime; this one kills the process, so the storage writer's own thread dies too, mid-commit.)

#![allow(clippy::unwrap_used)] // Test code: a failed unwrap is a failed test.

use std::collections::HashMap;
use std::process::{Command, Stdio};

mod common;

use common::{free_port, Server};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::Message;

/// Games moving at once.
const GAMES: usize = 40;
/// How long they move before the kill.
const RUN: Duration = Duration::from_millis(1500);

async fn start(db: &std::path::Path, port: u16) -> Server {
    let child = Command::new(env!("CARGO_BIN_EXE_turnpan"))
        .args(["serve", "--bind", "127.0.0.1", "--port", &port.to_string()])
        .args(["--db", &format!("sqlite://{}", db.display())])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let server = Server(child);
    let health = format!("http://127.0.0.1:{port}/api/health");
    for _ in 0..600 {
        if reqwest::get(&health).await.is_ok_and(|r| r.status() == 200) {
            return server;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the server did not start");
}

/// Plays random legal moves in one hot-seat game until its socket dies; returns the moves whose
/// broadcast came back (acknowledged), in order.
async fn play(base: String, seed: u64, acked: Arc<Mutex<HashMap<String, Vec<String>>>>) {
    let http = reqwest::Client::new();
    let created: Value = http
        .post(format!("{base}/api/games"))
        .json(&json!({"variant": "chess", "mode": "hotseat"}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let id = created["id"].as_str().unwrap().to_owned();
    let token = created["token"].as_str().unwrap().to_owned();
    acked.lock().unwrap().insert(id.clone(), Vec::new());
    let mut req = format!("{}/ws/games/{id}", base.replacen("http", "ws", 1))
        .into_client_request()
        .unwrap();
    req.headers_mut().insert(
        "sec-websocket-protocol",
        format!("turnpan, token.{token}").parse().unwrap(),
    );
    let (mut ws, _) = tokio_tungstenite::connect_async(req).await.unwrap();
    let mut rng = seed | 1;
    let mut pending: Option<String> = None;
    while let Some(Ok(m)) = ws.next().await {
        let Message::Text(t) = m else { continue };
        let v: Value = serde_json::from_str(&t).unwrap();
        let d = &v["d"];
        if v["t"] == "move" {
            let uci = d["uci"].as_str().unwrap().to_owned();
            assert_eq!(pending.take().as_deref(), Some(uci.as_str()));
            acked.lock().unwrap().get_mut(&id).unwrap().push(uci);
        } else if v["t"] != "state" {
            continue;
        }
        let legal: Vec<&str> = d["legal"]
            .as_array()
            .map(|a| a.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default();
        if legal.is_empty() {
            return;
        }
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        let uci = legal[(rng % legal.len() as u64) as usize].to_owned();
        let msg = json!({"t": "move", "d": {"uci": uci, "ply": d["ply"]}});
        if ws
            .send(Message::Text(msg.to_string().into()))
            .await
            .is_err()
        {
            return;
        }
        pending = Some(uci);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigkill_mid_run_loses_no_acknowledged_move() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("kill9.db");
    let port = free_port();
    let base = format!("http://127.0.0.1:{port}");
    let mut server = start(&db, port).await;
    let acked: Arc<Mutex<HashMap<String, Vec<String>>>> = Arc::default();
    let players: Vec<_> = (0..GAMES)
        .map(|i| {
            let seed = (i as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
            tokio::spawn(play(base.clone(), seed, Arc::clone(&acked)))
        })
        .collect();
    tokio::time::sleep(RUN).await;
    // SIGKILL: no destructor, no flush, the writer thread stops wherever it is.
    server.0.kill().unwrap();
    server.0.wait().unwrap();
    for p in players {
        // A player panics only on a broadcast that is not the move it sent.
        p.await.unwrap();
    }
    let acked = acked.lock().unwrap().clone();
    let total: usize = acked.values().map(Vec::len).sum();
    assert_eq!(acked.len(), GAMES, "every game was created before the kill");
    assert!(
        total >= GAMES * 5,
        "too few moves acknowledged to test anything: {total}"
    );

    let _again = start(&db, port).await;
    let http = reqwest::Client::new();
    let mut kept = 0;
    for (id, moves) in &acked {
        let state: Value = http
            .get(format!("{base}/api/games/{id}"))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        let stored: Vec<&str> = state["moves"]
            .as_array()
            .unwrap_or_else(|| panic!("game {id} is gone: {state}"))
            .iter()
            .filter_map(Value::as_str)
            .collect();
        // Every acknowledged move, in order; at most the one move in flight at the kill more
        // (committed, its broadcast lost with the process).
        assert!(
            stored.len() >= moves.len() && stored.len() <= moves.len() + 1,
            "game {id}: {} acknowledged, {} stored",
            moves.len(),
            stored.len()
        );
        assert_eq!(&stored[..moves.len()], moves.as_slice(), "game {id}");
        kept += moves.len();
    }
    assert_eq!(kept, total);
}
