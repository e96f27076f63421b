//! Test harness: a real server on a free loopback port, on its own runtime in its own thread (so
//! stopping it drops every task at once, like `kill -9` for the in-memory state), with a real
//! SQLite file in a temporary directory, or a fresh PostgreSQL database when
//! `TURNPAN_TEST_POSTGRES_URL` is set.

#![allow(dead_code, clippy::unwrap_used)]

use std::net::SocketAddr;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::Message;

pub const TIMEOUT: Duration = Duration::from_secs(15);

/// A database for one test: an SQLite file in `dir`, or a new PostgreSQL database.
pub async fn fresh_db(dir: &tempfile::TempDir) -> String {
    match std::env::var("TURNPAN_TEST_POSTGRES_URL") {
        Ok(base) if !base.is_empty() => {
            use sqlx::Connection;
            let name =
                format!("turnpan_test_{}", std::process::id()) + &format!("_{}", rand_suffix());
            let mut conn = sqlx::PgConnection::connect(&base).await.unwrap();
            sqlx::query(&format!("CREATE DATABASE {name}"))
                .execute(&mut conn)
                .await
                .unwrap();
            with_database(&base, &name)
        }
        _ => {
            static ONCE: std::sync::Once = std::sync::Once::new();
            ONCE.call_once(|| {
                eprintln!(
                    "note: TURNPAN_TEST_POSTGRES_URL is not set: server tests run on SQLite only \
                     (scripts/with-postgres.sh runs them on PostgreSQL)"
                );
            });
            format!("sqlite://{}", dir.path().join("turnpan.db").display())
        }
    }
}

fn rand_suffix() -> String {
    use std::sync::atomic::{AtomicU64, Ordering};
    static N: AtomicU64 = AtomicU64::new(0);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .subsec_nanos();
    format!("{nanos}_{}", N.fetch_add(1, Ordering::Relaxed))
}

/// `base` with its database name replaced by `name` (`postgres://u:p@h:5432/db?x=y`).
fn with_database(base: &str, name: &str) -> String {
    let (main, query) = match base.split_once('?') {
        Some((m, q)) => (m, format!("?{q}")),
        None => (base, String::new()),
    };
    let after_scheme = main.find("://").map_or(0, |i| i + 3);
    let main = match main[after_scheme..].find('/') {
        Some(i) => &main[..after_scheme + i],
        None => main,
    };
    format!("{main}/{name}{query}")
}

/// The strings of a JSON array (a state's `legal`, a king's `dests`); empty for anything else.
pub fn strings(v: &Value) -> Vec<&str> {
    v.as_array()
        .map(|a| a.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default()
}

/// A server on a fresh database of its own; keep the directory for as long as the server.
pub async fn fresh_server() -> (tempfile::TempDir, TestServer) {
    let dir = tempfile::tempdir().unwrap();
    let db = fresh_db(&dir).await;
    let s = TestServer::start(&db);
    (dir, s)
}

/// A running server.
pub struct TestServer {
    pub base: String,
    pub db: String,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl TestServer {
    pub fn start(db: &str) -> TestServer {
        TestServer::start_with_static(db, None)
    }

    /// A server that also serves the web UI's files from `static_dir`.
    pub fn start_with_static(db: &str, static_dir: Option<std::path::PathBuf>) -> TestServer {
        TestServer::start_with(db, move |config| config.static_dir = static_dir)
    }

    /// A server whose configuration `configure` changes first.
    pub fn start_with(
        db: &str,
        configure: impl FnOnce(&mut turnpan_server::Config) + Send + 'static,
    ) -> TestServer {
        TestServer::start_with_catalog(db, turnpan_rules::Catalog::builtin(), configure)
    }

    /// A server of the games of `catalog` (user games too), configured by `configure`.
    pub fn start_with_catalog(
        db: &str,
        catalog: turnpan_rules::Catalog,
        configure: impl FnOnce(&mut turnpan_server::Config) + Send + 'static,
    ) -> TestServer {
        let (addr_tx, addr_rx) = std::sync::mpsc::channel::<SocketAddr>();
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let db_url = db.to_owned();
        let thread = std::thread::spawn(move || {
            let rt = tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .enable_all()
                .build()
                .unwrap();
            rt.block_on(async move {
                let mut config = turnpan_server::Config::new(&db_url);
                configure(&mut config);
                let server = turnpan_server::Server::start(config, catalog)
                    .await
                    .unwrap();
                let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
                addr_tx.send(listener.local_addr().unwrap()).unwrap();
                tokio::select! {
                    r = server.serve(listener) => r.unwrap(),
                    _ = stopped => {}
                }
            });
            // Every task dies here, mid-whatever: nothing gets a chance to write on the way out.
            rt.shutdown_background();
        });
        let addr = addr_rx.recv_timeout(Duration::from_secs(60)).unwrap();
        TestServer {
            base: format!("http://{addr}"),
            db: db.to_owned(),
            stop: Some(stop),
            thread: Some(thread),
        }
    }

    pub fn stop(&mut self) {
        if let Some(s) = self.stop.take() {
            let _ = s.send(());
        }
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }

    pub fn http(&self) -> Http {
        Http {
            client: reqwest::Client::new(),
            base: self.base.clone(),
        }
    }

    pub async fn ws(&self, id: &str, token: Option<&str>) -> Ws {
        Ws::connect(&self.base, id, token).await
    }
}

impl Drop for TestServer {
    fn drop(&mut self) {
        self.stop();
    }
}

pub struct Http {
    pub client: reqwest::Client,
    pub base: String,
}

async fn answer(r: reqwest::Response) -> (u16, Value) {
    let status = r.status().as_u16();
    let text = r.text().await.unwrap();
    let value = serde_json::from_str(&text).unwrap_or(Value::String(text));
    (status, value)
}

impl Http {
    pub async fn get(&self, path: &str, token: Option<&str>) -> (u16, Value) {
        let mut r = self.client.get(format!("{}{path}", self.base));
        if let Some(t) = token {
            r = r.bearer_auth(t);
        }
        answer(r.send().await.unwrap()).await
    }

    pub async fn post(&self, path: &str, token: Option<&str>, body: Option<Value>) -> (u16, Value) {
        let mut r = self.client.post(format!("{}{path}", self.base));
        if let Some(t) = token {
            r = r.bearer_auth(t);
        }
        if let Some(b) = body {
            r = r.json(&b);
        }
        answer(r.send().await.unwrap()).await
    }

    pub async fn post_raw(&self, path: &str, token: Option<&str>, body: String) -> (u16, Value) {
        let mut r = self
            .client
            .post(format!("{}{path}", self.base))
            .header("content-type", "application/json")
            .body(body);
        if let Some(t) = token {
            r = r.bearer_auth(t);
        }
        answer(r.send().await.unwrap()).await
    }

    /// Creates a game; returns (id, token, answer).
    pub async fn create(&self, body: Value) -> (String, String, Value) {
        let (status, v) = self.post("/api/games", None, Some(body)).await;
        assert_eq!(status, 201, "{v}");
        (
            v["id"].as_str().unwrap().to_owned(),
            v["token"].as_str().unwrap().to_owned(),
            v,
        )
    }

    /// A friend game with both seats taken: (id, white token, black token).
    pub async fn friend_game(
        &self,
        variant: &str,
        clock: Value,
        fen: Option<&str>,
    ) -> (String, String, String) {
        let (id, token, v) = self
            .create(json!({ "variant": variant, "mode": "friend", "color": "white", "clock": clock, "fen": fen }))
            .await;
        let url = v["invite_url"].as_str().unwrap();
        let invite = url.split("invite=").nth(1).unwrap();
        let (status, j) = self
            .post(
                &format!("/api/games/{id}/join"),
                None,
                Some(json!({ "invite": invite })),
            )
            .await;
        assert_eq!(status, 200, "{j}");
        assert_eq!(j["color"], "black");
        (id, token, j["token"].as_str().unwrap().to_owned())
    }

    pub async fn play(&self, id: &str, token: &str, uci: &str) -> Value {
        let (status, v) = self
            .post(
                &format!("/api/games/{id}/moves"),
                Some(token),
                Some(json!({ "uci": uci })),
            )
            .await;
        assert_eq!(status, 200, "{uci}: {v}");
        v
    }

    pub async fn state(&self, id: &str) -> Value {
        let (status, v) = self.get(&format!("/api/games/{id}"), None).await;
        assert_eq!(status, 200, "{v}");
        v
    }
}

pub struct Ws {
    socket: tokio_tungstenite::WebSocketStream<
        tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>,
    >,
}

impl Ws {
    pub async fn connect(base: &str, id: &str, token: Option<&str>) -> Ws {
        use tokio_tungstenite::tungstenite::client::IntoClientRequest;
        let url = format!("{}/ws/games/{id}", base.replacen("http", "ws", 1));
        let mut req = url.into_client_request().unwrap();
        // The seat token travels in the subprotocol header, never in the URL.
        let protocols = match token {
            Some(t) => format!("turnpan, token.{t}"),
            None => "turnpan".to_owned(),
        };
        req.headers_mut()
            .insert("sec-websocket-protocol", protocols.parse().unwrap());
        let (socket, _) = tokio_tungstenite::connect_async(req).await.unwrap();
        Ws { socket }
    }

    pub async fn send(&mut self, v: Value) {
        self.socket
            .send(Message::Text(v.to_string().into()))
            .await
            .unwrap();
    }

    pub async fn send_text(&mut self, t: &str) {
        self.socket
            .send(Message::Text(t.to_owned().into()))
            .await
            .unwrap();
    }

    /// The next JSON message, or `None` when the socket closed.
    pub async fn next(&mut self) -> Option<Value> {
        loop {
            let m = tokio::time::timeout(TIMEOUT, self.socket.next())
                .await
                .expect("no message in time");
            match m {
                Some(Ok(Message::Text(t))) => return Some(serde_json::from_str(&t).unwrap()),
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return None,
                Some(Ok(_)) => {}
            }
        }
    }

    /// Skips messages until one of type `t`; returns its `d`.
    pub async fn until(&mut self, t: &str) -> Value {
        loop {
            let m = self
                .next()
                .await
                .unwrap_or_else(|| panic!("closed while waiting for {t}"));
            if m["t"] == t {
                return m["d"].clone();
            }
        }
    }

    pub async fn close(mut self) {
        let _ = self.socket.close(None).await;
    }
}
