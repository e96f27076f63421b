//! The connection layer against hostile clients (issue 22, item 1): silent and idle connections
//! are closed, one address cannot hold more than its share of connections or WebSockets while
//! other addresses are served, and a socket whose pong never comes back is closed.

#![allow(clippy::unwrap_used)]

mod common;

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use common::{fresh_db, TestServer};
use futures_util::StreamExt;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};

fn addr(s: &TestServer) -> SocketAddr {
    s.base.trim_start_matches("http://").parse().unwrap()
}

/// A TCP connection to the server from the loopback address `from` (127.0.0.x).
async fn connect_from(from: &str, to: SocketAddr) -> TcpStream {
    let socket = TcpSocket::new_v4().unwrap();
    socket.bind(format!("{from}:0").parse().unwrap()).unwrap();
    socket.connect(to).await.unwrap()
}

/// How long until the server closes `tcp` (reads until end of stream), at most `limit`.
async fn closed_within(tcp: &mut TcpStream, limit: Duration) -> Option<Duration> {
    let t = Instant::now();
    let mut buf = [0u8; 4096];
    loop {
        match tokio::time::timeout_at((t + limit).into(), tcp.read(&mut buf)).await {
            Err(_) => return None,
            Ok(Ok(0) | Err(_)) => return Some(t.elapsed()),
            Ok(Ok(_)) => {}
        }
    }
}

async fn health_from(from: &str, to: SocketAddr) -> String {
    let mut tcp = connect_from(from, to).await;
    tcp.write_all(b"GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        .await
        .unwrap();
    let mut out = String::new();
    tokio::time::timeout(Duration::from_secs(5), tcp.read_to_string(&mut out))
        .await
        .expect("health answers in time")
        .unwrap();
    out
}

fn limited(config: &mut turnpan_server::Config) {
    config.game_limit.limit_loopback = true;
    config.connections.header_read_timeout = Duration::from_millis(800);
    config.connections.per_address = 16;
    config.connections.sockets_per_address = 3;
    config.connections.ping_every = Duration::from_millis(300);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn silent_and_idle_connections_are_closed() {
    let dir = tempfile::tempdir().unwrap();
    let s = TestServer::start_with(&fresh_db(&dir).await, limited);
    // Never says a word.
    let mut silent = TcpStream::connect(addr(&s)).await.unwrap();
    let waited = closed_within(&mut silent, Duration::from_secs(5)).await;
    assert!(
        waited.is_some_and(|d| d >= Duration::from_millis(700)),
        "{waited:?}"
    );
    // One request, then nothing on a kept-alive connection.
    let mut idle = TcpStream::connect(addr(&s)).await.unwrap();
    idle.write_all(b"GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n")
        .await
        .unwrap();
    let waited = closed_within(&mut idle, Duration::from_secs(5)).await;
    assert!(waited.is_some(), "an idle keep-alive connection stays open");
    // Half a request head, trickled.
    let mut slow = TcpStream::connect(addr(&s)).await.unwrap();
    slow.write_all(b"GET /api/health HTTP/1.1\r\n")
        .await
        .unwrap();
    assert!(closed_within(&mut slow, Duration::from_secs(5))
        .await
        .is_some());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_address_holds_its_cap_and_others_are_served() {
    let dir = tempfile::tempdir().unwrap();
    let s = TestServer::start_with(&fresh_db(&dir).await, |c| {
        limited(c);
        c.connections.header_read_timeout = Duration::from_secs(30);
    });
    let to = addr(&s);
    let mut held = Vec::new();
    for _ in 0..16 {
        held.push(connect_from("127.0.0.1", to).await);
    }
    // The 17th connection from the same address is closed at once.
    let mut extra = connect_from("127.0.0.1", to).await;
    let waited = closed_within(&mut extra, Duration::from_secs(2)).await;
    assert!(waited.is_some(), "the connection over the cap stays open");
    // Another address is served meanwhile.
    let answer = health_from("127.0.0.2", to).await;
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    // A slot comes back when a connection closes.
    drop(held.pop());
    tokio::time::sleep(Duration::from_millis(200)).await;
    let answer = health_from("127.0.0.1", to).await;
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn websockets_per_address_are_capped_and_dead_ones_closed() {
    let dir = tempfile::tempdir().unwrap();
    let s = TestServer::start_with(&fresh_db(&dir).await, limited);
    let http = s.http();
    let (id, _, _) = http
        .create(serde_json::json!({"variant": "chess", "mode": "open"}))
        .await;
    let url = format!("{}/ws/games/{id}", s.base.replace("http", "ws"));
    let mut open = Vec::new();
    for _ in 0..3 {
        open.push(tokio_tungstenite::connect_async(&url).await.unwrap().0);
    }
    match tokio_tungstenite::connect_async(&url).await {
        Err(tokio_tungstenite::tungstenite::Error::Http(r)) => {
            assert_eq!(r.status().as_u16(), 429);
            assert!(r.headers().contains_key("retry-after"));
        }
        other => panic!("a fourth socket: {:?}", other.map(|_| ())),
    }
    // The first socket reads (and so answers pings); the others never do and are closed.
    let mut alive = open.remove(0);
    let reader = tokio::spawn(async move {
        let t = Instant::now();
        while t.elapsed() < Duration::from_millis(1500) {
            match tokio::time::timeout(Duration::from_millis(100), alive.next()).await {
                Ok(Some(Ok(_))) | Err(_) => {}
                Ok(other) => panic!("a socket that answers pings was closed: {other:?}"),
            }
        }
        alive
    });
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let alive = reader.await.unwrap();
    for mut dead in open {
        let ended = tokio::time::timeout(Duration::from_secs(3), async {
            while let Some(Ok(_)) = dead.next().await {}
        })
        .await;
        assert!(
            ended.is_ok(),
            "a socket that never answered pings is still open"
        );
    }
    drop(alive);
    // Their slots are free again.
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert!(tokio_tungstenite::connect_async(&url).await.is_ok());
}

/// New sockets take turns for their first state (`SOCKET_SETUPS` at once), and each hands its
/// turn on once that state is sent: far more sockets than turns, all kept open, all get their
/// state, and a move then reaches every one of them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn many_more_sockets_than_setup_turns_all_get_their_state() {
    let dir = tempfile::tempdir().unwrap();
    let s = TestServer::start(&fresh_db(&dir).await);
    let http = s.http();
    let (id, token, _) = http
        .create(serde_json::json!({"variant": "chess", "mode": "hotseat"}))
        .await;
    let n = turnpan_server::SOCKET_SETUPS * 3;
    let mut sockets = Vec::with_capacity(n);
    for _ in 0..n {
        let mut ws = s.ws(&id, None).await;
        let state = ws.until("state").await;
        assert_eq!(state["ply"], 0);
        sockets.push(ws);
    }
    http.play(&id, &token, "e2e4").await;
    for ws in &mut sockets {
        assert_eq!(ws.until("move").await["ply"], 1);
    }
}

/// A load balancer's health check is answered when every set-up turn is taken (a crowd of
/// sockets setting up, a game moving between nodes), while any other first request waits for
/// a turn: a busy node is not taken for a dead one.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn health_checks_need_no_turn() {
    use axum::routing::get;
    use turnpan_server::conn::{serve_with_turns, ConnLimits, Gate};
    let router = axum::Router::new()
        .route("/api/health", get(|| async { "ok" }))
        .route("/api/variants", get(|| async { "[]" }));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let to = listener.local_addr().unwrap();
    let turns = std::sync::Arc::new(tokio::sync::Semaphore::new(1));
    let taken = std::sync::Arc::clone(&turns).acquire_owned().await.unwrap();
    let gate = Gate::new(64, false);
    tokio::spawn(serve_with_turns(
        listener,
        router,
        ConnLimits::default(),
        gate,
        std::sync::Arc::clone(&turns),
    ));
    let answer = health_from("127.0.0.1", to).await;
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    // Another request waits for the turn, and is answered once it is given back.
    let mut other = connect_from("127.0.0.1", to).await;
    other
        .write_all(b"GET /api/variants HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        .await
        .unwrap();
    let mut buf = [0u8; 64];
    let early = tokio::time::timeout(Duration::from_millis(500), other.read(&mut buf)).await;
    assert!(early.is_err(), "answered without a turn");
    drop(taken);
    let mut out = String::new();
    tokio::time::timeout(Duration::from_secs(5), other.read_to_string(&mut out))
        .await
        .expect("answered once the turn is back")
        .unwrap();
    assert!(out.starts_with("HTTP/1.1 200"), "{out}");
}
