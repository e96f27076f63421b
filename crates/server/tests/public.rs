//! What a hostile web page or a careless client meets (issue 22, items 3, 7 and 10): JSON-only
//! bodies, the Origin check, security headers, refusals in the error shape, and sockets whose
//! every frame counts.

#![allow(clippy::unwrap_used)]

mod common;

use common::{fresh_db, TestServer};
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::Message;

const GAME: &str = r#"{"variant":"chess","mode":"open"}"#;

async fn server(
    configure: impl FnOnce(&mut turnpan_server::Config) + Send + 'static,
) -> (tempfile::TempDir, TestServer) {
    let dir = tempfile::tempdir().unwrap();
    let s = TestServer::start_with(&fresh_db(&dir).await, configure);
    (dir, s)
}

fn host(s: &TestServer) -> String {
    s.base.trim_start_matches("http://").to_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bodies_must_be_declared_json() {
    let (_dir, s) = server(|_| {}).await;
    let client = reqwest::Client::new();
    let url = format!("{}/api/games", s.base);
    // What an HTML form on any site can send without asking.
    for ct in [
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data",
    ] {
        let r = client
            .post(&url)
            .header("content-type", ct)
            .body(GAME)
            .send()
            .await
            .unwrap();
        assert_eq!(r.status().as_u16(), 415, "{ct}");
        let v: Value = r.json().await.unwrap();
        assert_eq!(v["error"]["code"], "unsupported_media_type");
    }
    let r = client.post(&url).body(GAME).send().await.unwrap();
    assert_eq!(r.status().as_u16(), 415, "no content type");
    let r = client
        .post(&url)
        .header("content-type", "application/json; charset=utf-8")
        .body(GAME)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 201);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn other_sites_pages_cannot_act_or_open_sockets() {
    let (_dir, s) = server(|c| c.guard.allowed_origins = vec!["https://ui.example".into()]).await;
    let client = reqwest::Client::new();
    let create = |origin: String| {
        client
            .post(format!("{}/api/games", s.base))
            .header("content-type", "application/json")
            .header("origin", origin)
            .body(GAME)
            .send()
    };
    let r = create("https://evil.example".into()).await.unwrap();
    assert_eq!(r.status().as_u16(), 403);
    assert_eq!(
        r.json::<Value>().await.unwrap()["error"]["code"],
        "forbidden"
    );
    assert_eq!(
        create(format!("http://{}", host(&s)))
            .await
            .unwrap()
            .status()
            .as_u16(),
        201
    );
    assert_eq!(
        create("https://ui.example".into())
            .await
            .unwrap()
            .status()
            .as_u16(),
        201
    );
    // Reading is for everybody.
    let r = client
        .get(format!("{}/api/lobby", s.base))
        .header("origin", "https://evil.example")
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 200);
    // A socket opened by another site's page.
    let (id, _, _) = s
        .http()
        .create(json!({"variant": "chess", "mode": "open"}))
        .await;
    let url = format!("{}/ws/games/{id}", s.base.replacen("http", "ws", 1));
    let mut req = url.clone().into_client_request().unwrap();
    req.headers_mut()
        .insert("origin", "https://evil.example".parse().unwrap());
    match tokio_tungstenite::connect_async(req).await {
        Err(tokio_tungstenite::tungstenite::Error::Http(r)) => assert_eq!(r.status().as_u16(), 403),
        other => panic!("{:?}", other.map(|_| ())),
    }
    let mut req = url.into_client_request().unwrap();
    req.headers_mut()
        .insert("origin", format!("http://{}", host(&s)).parse().unwrap());
    assert!(tokio_tungstenite::connect_async(req).await.is_ok());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_answer_carries_the_security_headers() {
    let dir = tempfile::tempdir().unwrap();
    let web = tempfile::tempdir().unwrap();
    std::fs::write(
        web.path().join("index.html"),
        "<!doctype html><title>t</title>",
    )
    .unwrap();
    let web_dir = web.path().to_owned();
    let s = TestServer::start_with(&fresh_db(&dir).await, move |c| {
        c.static_dir = Some(web_dir);
        c.guard.hsts = true;
    });
    let client = reqwest::Client::new();
    let long = "a".repeat(256);
    for path in [
        "/",
        "/game/abc",
        "/api/health",
        "/api/nothing",
        &format!("/{long}"),
    ] {
        let r = client
            .get(format!("{}{path}", s.base))
            .send()
            .await
            .unwrap();
        let h = r.headers();
        let csp = h["content-security-policy"].to_str().unwrap();
        assert!(
            csp.contains("frame-ancestors 'none'") && csp.contains("script-src 'self'"),
            "{path}: {csp}"
        );
        assert!(!csp.contains("script-src 'self' 'unsafe-inline'"), "{csp}");
        assert_eq!(h["x-content-type-options"], "nosniff", "{path}");
        assert_eq!(h["referrer-policy"], "same-origin", "{path}");
        assert!(h["strict-transport-security"]
            .to_str()
            .unwrap()
            .contains("max-age="));
    }
    // A path segment no file can have: not found, in the error shape (was an empty 500).
    let r = client
        .get(format!("{}/{long}", s.base))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 404);
    assert_eq!(
        r.json::<Value>().await.unwrap()["error"]["code"],
        "not_found"
    );
    // Without --hsts, no HSTS.
    let (_d2, plain) = server(|_| {}).await;
    let r = client
        .get(format!("{}/api/health", plain.base))
        .send()
        .await
        .unwrap();
    assert!(!r.headers().contains_key("strict-transport-security"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_wrong_method_is_refused_in_the_error_shape() {
    let (_dir, s) = server(|_| {}).await;
    let r = reqwest::Client::new()
        .get(format!("{}/api/games", s.base))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 405);
    assert_eq!(
        r.json::<Value>().await.unwrap()["error"]["code"],
        "method_not_allowed"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn large_frames_get_too_large_and_every_frame_counts() {
    let (_dir, s) = server(|_| {}).await;
    let (id, _, _) = s
        .http()
        .create(json!({"variant": "chess", "mode": "open"}))
        .await;
    let mut ws = s.ws(&id, None).await;
    ws.until("state").await;
    ws.send_text(&format!(
        r#"{{"t":"ping","d":{{"ts":1}},"pad":"{}"}}"#,
        "x".repeat(5 * 1024)
    ))
    .await;
    let e = ws.until("error").await;
    assert_eq!(e["code"], "too_large", "{e}");
    // The socket is still there.
    ws.send(json!({"t": "ping", "d": {"ts": 2}})).await;
    assert_eq!(ws.until("pong").await["ts"], 2);
    ws.close().await;

    // A flood of binary frames is rate limited like messages, and closes the socket.
    let url = format!("{}/ws/games/{id}", s.base.replacen("http", "ws", 1));
    let (mut raw, _) = tokio_tungstenite::connect_async(url).await.unwrap();
    for _ in 0..200 {
        if raw
            .send(Message::Binary(vec![0u8; 16].into()))
            .await
            .is_err()
        {
            break;
        }
    }
    let mut rate_limited = 0;
    let mut closed = false;
    while let Ok(Some(m)) =
        tokio::time::timeout(std::time::Duration::from_secs(5), raw.next()).await
    {
        match m {
            Ok(Message::Text(t)) if t.contains("rate_limited") => rate_limited += 1,
            Ok(Message::Close(_)) | Err(_) => {
                closed = true;
                break;
            }
            _ => {}
        }
    }
    assert!(rate_limited > 0, "binary frames were not counted");
    assert!(closed, "the flooding socket stayed open");
}

/// Seat tokens travel in the subprotocol header; one in the URL (where proxy logs keep it)
/// makes nobody a player.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn socket_tokens_are_read_from_the_header_not_the_url() {
    let (_dir, s) = server(|_| {}).await;
    let (id, token, _) = s
        .http()
        .create(json!({"variant": "chess", "mode": "hotseat"}))
        .await;
    let mut player = s.ws(&id, Some(&token)).await;
    assert_eq!(player.until("state").await["you"], "both");
    let url = format!(
        "{}/ws/games/{id}?token={token}",
        s.base.replacen("http", "ws", 1)
    );
    let (mut raw, response) = tokio_tungstenite::connect_async(url).await.unwrap();
    assert!(response.headers().get("sec-websocket-protocol").is_none());
    let first = loop {
        if let Some(Ok(Message::Text(t))) = raw.next().await {
            break serde_json::from_str::<Value>(&t).unwrap();
        }
    };
    assert_eq!(first["t"], "state");
    assert_eq!(
        first["d"]["you"],
        Value::Null,
        "a token in the URL was taken"
    );
}
