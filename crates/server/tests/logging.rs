//! The server's log (issue 22, item 8): a line per request without tokens, internal errors
//! answered with a request id and their cause in the log only, damaged stored games reported.

#![allow(clippy::unwrap_used)]

mod common;

use std::io::Write;
use std::sync::{Arc, Mutex};

use common::TestServer;
use serde_json::json;

#[derive(Clone, Default)]
struct Log(Arc<Mutex<Vec<u8>>>);

impl Write for Log {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Log {
    fn text(&self) -> String {
        String::from_utf8_lossy(&self.0.lock().unwrap()).into_owned()
    }
}

async fn damage(db: &str, id: &str) {
    use sqlx::Connection;
    let mut conn = sqlx::SqliteConnection::connect(db).await.unwrap();
    sqlx::query("UPDATE games SET creator_color = 'purple' WHERE id = ?")
        .bind(id)
        .execute(&mut conn)
        .await
        .unwrap();
    conn.close().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn requests_are_logged_and_internal_errors_are_opaque() {
    let log = Log::default();
    let writer = log.clone();
    tracing_subscriber::fmt()
        .with_ansi(false)
        .with_writer(move || writer.clone())
        .init();
    // SQLite on purpose: the test damages a row with SQL of its own.
    let dir = tempfile::tempdir().unwrap();
    let db = format!("sqlite://{}", dir.path().join("turnpan.db").display());
    let mut s = TestServer::start(&db);
    let http = s.http();
    let (id, token, _) = http
        .create(json!({"variant": "chess", "mode": "hotseat"}))
        .await;
    let (waiting, _, _) = http
        .create(json!({"variant": "chess", "mode": "open"}))
        .await;
    assert_eq!(http.get("/api/health", None).await.0, 200);
    assert_eq!(
        http.get(&format!("/api/games/{id}?token={token}"), None)
            .await
            .0,
        200
    );
    let mut ws = s.ws(&id, Some(&token)).await;
    ws.until("state").await;
    http.post(&format!("/api/games/{id}/abort"), Some(&token), None)
        .await;
    s.stop();

    damage(&db, &id).await;
    damage(&db, &waiting).await;
    let s = TestServer::start(&db);
    let r = reqwest::get(format!("{}/api/games/{id}", s.base))
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 500);
    let request = r.headers()["x-request-id"].to_str().unwrap().to_owned();
    let body: serde_json::Value = r.json().await.unwrap();
    assert_eq!(body["error"]["code"], "internal");
    let message = body["error"]["message"].as_str().unwrap();
    assert!(message.contains(&request), "{message}");
    assert!(
        !message.contains("purple"),
        "the cause reached the client: {message}"
    );

    let text = log.text();
    for line in [
        "GET /api/health 200",
        "POST /api/games 201",
        &format!("GET /api/games/{id} 200"),
    ] {
        assert!(text.contains(line), "no access line '{line}' in:\n{text}");
    }
    assert!(!text.contains(&token), "a seat token reached the log");
    // The cause is in the log, with the request id; the damaged waiting game was reported at
    // start-up instead of being skipped in silence.
    let cause = text
        .lines()
        .find(|l| l.contains("bad creator colour 'purple'") && l.contains(&request));
    assert!(
        cause.is_some(),
        "no logged cause for request {request}:\n{text}"
    );
    assert!(
        text.lines()
            .any(|l| l.contains("cannot resume a stored game") && l.contains(&waiting)),
        "{text}"
    );
}
