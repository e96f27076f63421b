//! Several nodes for real (docs/server.md, "Several nodes"): a throw-away PostgreSQL database,
//! a `redis-server` and three `turnpan serve --bus` processes on loopback ports. Two players on
//! different nodes play a game to mate while a spectator on the third watches; the owner is
//! killed with SIGKILL mid-game and the game goes on from another node with every acknowledged
//! move; a node that comes back after losing its lease cannot write to the game it lost; the
//! lobby lists games created on every node; a rate limit holds across the nodes. A second
//! cluster checks the other limits across the nodes (a seat token's and an address's actions,
//! an address's WebSockets, log-ins for a name) and HAProxy's cap on one address's connections, with
//! deploy/haproxy.cfg itself.
//!
//! Needs `TURNPAN_TEST_POSTGRES_URL` (set by scripts/with-postgres.sh, as `make test` runs it)
//! and Debian's `redis-server`; without the URL it says so and checks nothing.

#![allow(clippy::unwrap_used)] // Test code: a failed unwrap is a failed test.

mod common;

use std::process::{Command, Stdio};
use std::time::Duration;

use common::{free_port, Server};
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::Message;

/// How long anything may take here.
const PATIENCE: Duration = Duration::from_secs(20);
/// The nodes' lease: short, so that a takeover comes quickly.
const LEASE_S: &str = "1";

struct Cluster {
    db: String,
    bus: String,
    dir: tempfile::TempDir,
    nodes: Vec<Option<Server>>,
    ports: Vec<u16>,
    _redis: Server,
}

impl Cluster {
    fn base(&self, node: usize) -> String {
        format!("http://127.0.0.1:{}", self.ports[node])
    }

    fn log(&self, node: usize) -> std::path::PathBuf {
        self.dir.path().join(format!("node{}.log", node + 1))
    }

    async fn start_node(&mut self, node: usize) {
        let log = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(self.log(node))
            .unwrap();
        let child = Command::new(env!("CARGO_BIN_EXE_turnpan"))
            .args(["serve", "--bind", "127.0.0.1"])
            .args(["--port", &self.ports[node].to_string()])
            .args(["--db", &self.db, "--bus", &self.bus])
            .args(["--node-id", &format!("node{}", node + 1)])
            .args(["--lease-seconds", LEASE_S])
            // The rate limit's test sends its address in X-Forwarded-For; the other requests
            // come from loopback, which is not limited.
            .args(["--trust-x-forwarded-for", "--games-burst", "3"])
            .args(["--games-per-minute", "1", "--sockets-per-address", "3"])
            .stdout(Stdio::null())
            .stderr(Stdio::from(log))
            .spawn()
            .unwrap();
        self.nodes[node] = Some(Server(child));
        let health = format!("{}/api/health", self.base(node));
        let start = tokio::time::Instant::now();
        while start.elapsed() < PATIENCE {
            if reqwest::get(&health).await.is_ok_and(|r| r.status() == 200) {
                return;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!(
            "node {} did not start: {}",
            node + 1,
            std::fs::read_to_string(self.log(node)).unwrap_or_default()
        );
    }

    fn pid(&self, node: usize) -> u32 {
        self.nodes[node].as_ref().unwrap().0.id()
    }
}

async fn fresh_database(base: &str) -> String {
    use sqlx::Connection;
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .subsec_nanos();
    let name = format!("turnpan_cluster_{}_{nanos}", std::process::id());
    let mut conn = sqlx::PgConnection::connect(base).await.unwrap();
    sqlx::query(&format!("CREATE DATABASE {name}"))
        .execute(&mut conn)
        .await
        .unwrap();
    let (main, query) = base.split_once('?').unwrap_or((base, ""));
    let scheme_end = main.find("://").map_or(0, |i| i + 3);
    let host_end = main[scheme_end..]
        .find('/')
        .map_or(main.len(), |i| scheme_end + i);
    let query = if query.is_empty() {
        String::new()
    } else {
        format!("?{query}")
    };
    format!("{}/{name}{query}", &main[..host_end])
}

async fn start_redis(port: u16) -> Server {
    let child = Command::new("redis-server")
        .args(["--port", &port.to_string(), "--bind", "127.0.0.1"])
        .args(["--save", "", "--appendonly", "no"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("redis-server is needed: apt-get install redis-server");
    // Killed and waited for when dropped, started or not.
    let redis = Server(child);
    let start = tokio::time::Instant::now();
    while start.elapsed() < PATIENCE {
        if tokio::net::TcpStream::connect(("127.0.0.1", port))
            .await
            .is_ok()
        {
            return redis;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("redis-server did not start");
}

async fn cluster() -> Option<Cluster> {
    let Ok(base) = std::env::var("TURNPAN_TEST_POSTGRES_URL") else {
        eprintln!(
            "note: TURNPAN_TEST_POSTGRES_URL is not set: the cluster test needs PostgreSQL \
             (scripts/with-postgres.sh)"
        );
        return None;
    };
    let db = fresh_database(&base).await;
    let redis_port = free_port();
    let redis = start_redis(redis_port).await;
    let mut c = Cluster {
        db,
        bus: format!("redis://127.0.0.1:{redis_port}"),
        dir: tempfile::tempdir().unwrap(),
        nodes: vec![None, None, None],
        ports: vec![free_port(), free_port(), free_port()],
        _redis: redis,
    };
    // The first creates the tables; then the others.
    c.start_node(0).await;
    c.start_node(1).await;
    c.start_node(2).await;
    Some(c)
}

/// A friend game created on the node at `create` (its owner) and joined on the node at
/// `join`: the game's id and White's and Black's tokens.
async fn friend_game(create: &str, join: &str) -> (String, String, String) {
    let (status, created) = post(
        &format!("{create}/api/games"),
        None,
        json!({"variant": "chess", "mode": "friend", "color": "white"}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap().to_owned();
    let white = created["token"].as_str().unwrap().to_owned();
    let invite = created["invite_url"]
        .as_str()
        .unwrap()
        .split("invite=")
        .nth(1)
        .unwrap()
        .to_owned();
    let (status, joined) = post(
        &format!("{join}/api/games/{id}/join"),
        None,
        json!({ "invite": invite }),
    )
    .await;
    assert_eq!(status, 200, "{joined}");
    let black = joined["token"].as_str().unwrap().to_owned();
    (id, white, black)
}

async fn post(url: &str, token: Option<&str>, body: Value) -> (u16, Value) {
    let mut r = reqwest::Client::new().post(url).json(&body);
    if let Some(t) = token {
        r = r.bearer_auth(t);
    }
    let r = r.send().await.unwrap();
    let status = r.status().as_u16();
    (status, r.json().await.unwrap_or(Value::Null))
}

async fn get(url: &str) -> (u16, Value) {
    let r = reqwest::get(url).await.unwrap();
    let status = r.status().as_u16();
    (status, r.json().await.unwrap_or(Value::Null))
}

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// A socket on the game that has received its first state (trying again while the game
/// changes nodes); returns it with that state.
async fn watch(base: &str, id: &str, token: Option<&str>) -> (Socket, Value) {
    let start = tokio::time::Instant::now();
    loop {
        assert!(start.elapsed() < PATIENCE, "no state from {base} for {id}");
        let url = format!("{}/ws/games/{id}", base.replacen("http", "ws", 1));
        let mut req = url.into_client_request().unwrap();
        let protocols = match token {
            Some(t) => format!("turnpan, token.{t}"),
            None => "turnpan".to_owned(),
        };
        req.headers_mut()
            .insert("sec-websocket-protocol", protocols.parse().unwrap());
        if let Ok((mut ws, _)) = tokio_tungstenite::connect_async(req).await {
            if let Some(m) = next(&mut ws).await {
                if m["t"] == "state" {
                    return (ws, m["d"].clone());
                }
            }
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

/// The next JSON message, or `None` when the socket ended.
async fn next(ws: &mut Socket) -> Option<Value> {
    loop {
        match tokio::time::timeout(PATIENCE, ws.next()).await {
            Ok(Some(Ok(Message::Text(t)))) => return Some(serde_json::from_str(&t).unwrap()),
            Ok(Some(Ok(Message::Close(_)) | Err(_)) | None) => return None,
            Ok(Some(Ok(_))) => {}
            Err(_) => panic!("no message in time"),
        }
    }
}

/// Skips to the broadcast of ply `ply`; returns its move.
async fn move_at(ws: &mut Socket, ply: u64) -> Option<String> {
    loop {
        let m = next(ws).await?;
        if m["t"] == "move" && m["d"]["ply"] == ply {
            return Some(m["d"]["uci"].as_str().unwrap().to_owned());
        }
    }
}

async fn send_move(ws: &mut Socket, uci: &str, ply: u64) {
    let msg = json!({"t": "move", "d": {"uci": uci, "ply": ply}});
    ws.send(Message::Text(msg.to_string().into()))
        .await
        .unwrap();
}

const MATE: [&str; 7] = ["e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6", "h5f7"];

/// Plays the moves `plies` of [`MATE`] from White's and Black's sockets in turn; every socket
/// (the players' and the spectator's) hears each one.
async fn play_and_watch([w, b, s]: [&mut Socket; 3], plies: std::ops::Range<usize>) {
    for ply in plies {
        let uci = MATE[ply];
        let mover = if ply % 2 == 0 { &mut *w } else { &mut *b };
        send_move(mover, uci, ply as u64).await;
        let heard = ply as u64 + 1;
        for socket in [&mut *w, &mut *b, &mut *s] {
            assert_eq!(move_at(socket, heard).await.as_deref(), Some(uci));
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_nodes_play_survive_a_kill_and_fence_a_returning_node() {
    let Some(mut c) = cluster().await else {
        return;
    };

    // Node 3 has just joined: a game it owns is joined at once on node 1, whose list of the
    // live nodes may not have node 3 yet (the owner's live lease in the database is enough).
    friend_game(&c.base(2), &c.base(0)).await;

    // The lobby lists a game created on node 1 on node 3.
    let (status, open) = post(
        &format!("{}/api/games", c.base(0)),
        None,
        json!({"variant": "chess", "mode": "open", "color": "white"}),
    )
    .await;
    assert_eq!(status, 201, "{open}");
    let open_id = open["id"].as_str().unwrap().to_owned();
    let start = tokio::time::Instant::now();
    loop {
        let (_, lobby) = get(&format!("{}/api/lobby", c.base(2))).await;
        let listed = lobby
            .as_array()
            .unwrap()
            .iter()
            .any(|g| g["id"] == open_id.as_str());
        if listed {
            break;
        }
        assert!(start.elapsed() < PATIENCE, "node 3's lobby: {lobby}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }

    // One address's new games are counted on every node: a burst of 3, then refused.
    let mut answers = Vec::new();
    for i in 0..4 {
        let r = reqwest::Client::new()
            .post(format!("{}/api/games", c.base(i % 3)))
            .header("x-forwarded-for", "203.0.113.9")
            .json(&json!({"variant": "chess", "mode": "hotseat"}))
            .send()
            .await
            .unwrap();
        answers.push(r.status().as_u16());
    }
    assert_eq!(answers, [201, 201, 201, 429]);

    // A friend game created on node 1 (its owner); White plays from node 1, Black from node 2,
    // a spectator watches from node 3.
    let (id, white, black) = friend_game(&c.base(0), &c.base(1)).await;

    let (mut w, _) = watch(&c.base(0), &id, Some(&white)).await;
    let (mut b, _) = watch(&c.base(1), &id, Some(&black)).await;
    let (mut s, _) = watch(&c.base(2), &id, None).await;
    play_and_watch([&mut w, &mut b, &mut s], 0..4).await;

    // The owner dies. Node 1's socket goes with the process and comes back on a live node;
    // the sockets on the other nodes stay open and follow the game to its next owner, which
    // sends each the state again, with every acknowledged move.
    let killed_at = tokio::time::Instant::now();
    c.nodes[0].as_mut().unwrap().0.kill().unwrap();
    c.nodes[0].take();
    drop(w);
    for socket in [&mut b, &mut s] {
        let state = next_state(socket).await;
        assert_eq!(state["moves"], json!(MATE[..4]), "every acknowledged move");
    }
    let (mut w, state) = watch(&c.base(2), &id, Some(&white)).await;
    let taken_over = killed_at.elapsed();
    eprintln!("the game was playable again {taken_over:?} after its owner was killed");
    assert_eq!(state["moves"], json!(MATE[..4]), "every acknowledged move");
    assert!(
        taken_over < Duration::from_secs(10),
        "playable again after {taken_over:?}"
    );
    play_and_watch([&mut w, &mut b, &mut s], 4..MATE.len()).await;
    let (_, end) = get(&format!("{}/api/games/{id}", c.base(1))).await;
    assert_eq!(end["status"], "finished", "{end}");
    assert_eq!(end["outcome"]["reason"], "checkmate");
    assert_eq!(end["moves"], json!(MATE));

    // A node that stops (SIGSTOP) loses its lease and its game to another node; when it goes
    // on (SIGCONT), the move it was sent meanwhile is refused by the fence and it stops.
    let (status, g) = post(
        &format!("{}/api/games", c.base(2)),
        None,
        json!({"variant": "chess", "mode": "hotseat"}),
    )
    .await;
    assert_eq!(status, 201, "{g}");
    let g_id = g["id"].as_str().unwrap().to_owned();
    let g_token = g["token"].as_str().unwrap().to_owned();
    let pid = c.pid(2).to_string();
    let signal = |sig: &str| {
        let ok = Command::new("kill")
            .args([sig, &pid])
            .status()
            .unwrap()
            .success();
        assert!(ok, "kill {sig}");
    };
    signal("-STOP");
    let late = tokio::spawn({
        let url = format!("{}/api/games/{g_id}/moves", c.base(2));
        let token = g_token.clone();
        async move {
            let r = reqwest::Client::new()
                .post(url)
                .bearer_auth(token)
                .json(&json!({"uci": "d2d4"}))
                .send()
                .await;
            r.map(|r| r.status().as_u16())
        }
    });
    // Node 2 takes the game over once node 3's lease has run out.
    let start = tokio::time::Instant::now();
    loop {
        let (status, v) = post(
            &format!("{}/api/games/{g_id}/moves", c.base(1)),
            Some(&g_token),
            json!({"uci": "e2e4"}),
        )
        .await;
        if status == 200 {
            break;
        }
        assert!(
            start.elapsed() < PATIENCE,
            "node 2 never took over: {status} {v}"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    signal("-CONT");
    let late = late.await.unwrap();
    eprintln!("the returning node's late move: {late:?}");
    assert!(
        late.as_ref().map_or(true, |s| *s >= 500),
        "the returning node answered its late move with {late:?}"
    );
    let (_, state) = get(&format!("{}/api/games/{g_id}", c.base(1))).await;
    assert_eq!(state["moves"], json!(["e2e4"]), "{state}");
    // And it stops: its games are the others' now.
    let start = tokio::time::Instant::now();
    let node3 = &mut c.nodes[2].as_mut().unwrap().0;
    while node3.try_wait().unwrap().is_none() {
        assert!(start.elapsed() < PATIENCE, "node 3 did not stop");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let log = std::fs::read_to_string(c.log(2)).unwrap();
    assert!(log.contains("lease ran out"), "{log}");
    if late.as_ref().is_ok_and(|s| *s == 503) {
        assert!(log.contains("is not this node's"), "{log}");
    }

    // Nothing on record was written by a node that did not own the game: the game's moves
    // are exactly those acknowledged.
    use sqlx::Connection;
    let mut conn = sqlx::PgConnection::connect(&c.db).await.unwrap();
    let moves: Vec<(String,)> =
        sqlx::query_as("SELECT uci FROM moves WHERE game_id = $1 ORDER BY seq")
            .bind(&id)
            .fetch_all(&mut conn)
            .await
            .unwrap();
    let moves: Vec<String> = moves.into_iter().map(|(m,)| m).collect();
    assert_eq!(moves, MATE);
}

/// The next state the socket gets, skipping the spectator counts; it must neither end nor
/// hear a move first.
async fn next_state(ws: &mut Socket) -> Value {
    loop {
        let m = next(ws).await.expect("the socket stays open");
        assert_ne!(m["t"], "move", "{m}");
        if m["t"] == "state" {
            return m["d"].clone();
        }
    }
}

/// A socket on game `id` at `base` from `address` (in X-Forwarded-For, which the nodes trust),
/// once it has its first message; the HTTP status when it is refused.
async fn socket_from(base: &str, id: &str, address: &str) -> Result<Socket, u16> {
    let url = format!("{}/ws/games/{id}", base.replacen("http", "ws", 1));
    let mut req = url.into_client_request().unwrap();
    let headers = req.headers_mut();
    headers.insert("sec-websocket-protocol", "turnpan".parse().unwrap());
    headers.insert("x-forwarded-for", address.parse().unwrap());
    match tokio_tungstenite::connect_async(req).await {
        Ok((mut ws, _)) => {
            next(&mut ws).await.expect("a first message");
            Ok(ws)
        }
        Err(tokio_tungstenite::tungstenite::Error::Http(r)) => Err(r.status().as_u16()),
        Err(e) => panic!("socket from {address}: {e}"),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn limits_hold_across_the_nodes_and_the_proxy_caps_connections() {
    let Some(c) = cluster().await else {
        return;
    };
    let (id, white, _) = friend_game(&c.base(0), &c.base(1)).await;

    // One address may hold 3 sockets (--sockets-per-address) across the three nodes.
    let address = "203.0.113.20";
    let first = socket_from(&c.base(0), &id, address).await.unwrap();
    let _second = socket_from(&c.base(0), &id, address).await.unwrap();
    let _third = socket_from(&c.base(1), &id, address).await.unwrap();
    assert_eq!(socket_from(&c.base(2), &id, address).await.err(), Some(429));
    // Another address is counted apart.
    let _other = socket_from(&c.base(2), &id, "203.0.113.21").await.unwrap();
    // A socket closed on node 1 frees a place on node 3.
    drop(first);
    let start = tokio::time::Instant::now();
    let _fourth = loop {
        match socket_from(&c.base(2), &id, address).await {
            Ok(ws) => break ws,
            Err(status) => assert!(
                start.elapsed() < PATIENCE,
                "node 3 still refuses after a socket closed: {status}"
            ),
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    };

    // A seat token may take 30 actions at once, then 10 a second: its game's actor counts
    // every one, from whichever node it came (the game is node 1's).
    let draw = |node: usize| format!("{}/api/games/{id}/draw", c.base(node));
    let decline = json!({"action": "decline"});
    let (mut accepted, mut refused_on) = (0, [false; 3]);
    let started = tokio::time::Instant::now();
    for i in 0..60 {
        let (status, v) = post(&draw(i % 3), Some(&white), decline.clone()).await;
        if status == 429 {
            assert_eq!(v["error"]["code"], "rate_limited", "{v}");
            refused_on[i % 3] = true;
        } else {
            accepted += 1;
        }
    }
    // 30 at once, and what the token earned meanwhile (10 a second).
    let earned = (started.elapsed().as_secs_f64() * 10.0).ceil() as usize;
    assert!(
        (30..=31 + earned).contains(&accepted),
        "{accepted} actions taken, {earned} earned"
    );
    assert_eq!(refused_on, [true; 3]);

    // An address may take 90 actions at once, then 30 a second, across the nodes: 85 on node
    // 1 and 85 on node 2 (no token: refused by the game, counted all the same) are each within
    // a node's own bucket and leave the address 2.6 s in debt, which node 3 hears of once it
    // has settled its own first charge.
    let address = "203.0.113.40";
    let from_address = |node: usize| {
        reqwest::Client::new()
            .post(draw(node))
            .header("x-forwarded-for", address)
            .json(&decline)
            .send()
    };
    // Sent together, so that the address earns little back meanwhile.
    for node in [0, 1] {
        let sent = futures_util::future::join_all((0..85).map(|_| from_address(node))).await;
        for r in sent {
            assert_ne!(r.unwrap().status().as_u16(), 429, "node {}", node + 1);
        }
    }
    let mut taken = 0;
    loop {
        let r = from_address(2).await.unwrap();
        if r.status().as_u16() == 429 {
            break;
        }
        taken += 1;
        assert!(
            taken <= 10,
            "node 3 let the address take {taken} more actions"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    eprintln!("node 3 refused the address after {taken} actions");

    // Log-ins for one name: 5 attempts at once across the nodes (a guesser gains nothing by
    // spreading them), then refused on the third node too.
    let login = |node: usize| format!("{}/api/account/login", c.base(node));
    let guess = json!({"username": "somebody", "password": "not the password"});
    for i in 0..5 {
        let (status, v) = post(&login(i % 2), None, guess.clone()).await;
        assert_ne!(status, 429, "attempt {}: {v}", i + 1);
    }
    let (status, v) = post(&login(2), None, guess).await;
    assert_eq!(status, 429, "{v}");

    // HAProxy, configured by deploy/haproxy.cfg, lets one address hold 4 connections here.
    let proxy_port = free_port();
    let cfg = c.dir.path().join("haproxy.cfg");
    let shipped = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../deploy/haproxy.cfg"
    ))
    .unwrap();
    // Without the settings a process not started by root cannot apply, or a syslog.
    let local: String = shipped
        .lines()
        .filter(|l| {
            let l = l.trim_start();
            ![
                "chroot ",
                "user ",
                "group ",
                "stats socket ",
                "log /dev/log",
            ]
            .iter()
            .any(|p| l.starts_with(p))
        })
        .map(|l| format!("{l}\n"))
        .collect();
    std::fs::write(&cfg, local).unwrap();
    let haproxy = ["/usr/sbin/haproxy", "haproxy"]
        .into_iter()
        .find(|p| Command::new(p).arg("-v").output().is_ok())
        .expect("haproxy is needed: apt-get install haproxy");
    let mut command = Command::new(haproxy);
    command
        .args(["-db", "-f"])
        .arg(&cfg)
        .env("TURNPAN_HTTP_BIND", format!("127.0.0.1:{proxy_port}"))
        .env("TURNPAN_CONNECTIONS_PER_ADDRESS", "4")
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    for node in 0..3 {
        command.env(
            format!("TURNPAN_NODE{}", node + 1),
            format!("127.0.0.1:{}", c.ports[node]),
        );
    }
    let _proxy = Server(command.spawn().unwrap());
    let proxied = format!("http://127.0.0.1:{proxy_port}/api/health");
    let start = tokio::time::Instant::now();
    while !reqwest::get(&proxied)
        .await
        .is_ok_and(|r| r.status() == 200)
    {
        assert!(start.elapsed() < PATIENCE, "HAProxy did not start");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let mut held = Vec::new();
    for _ in 0..4 {
        held.push(connect(proxy_port).await.unwrap());
    }
    // Each of the four is served ...
    for conn in &mut held {
        assert_eq!(health(conn).await, Some(200));
    }
    // ... and a fifth is closed unanswered (or reset as it connects).
    if let Ok(mut fifth) = connect(proxy_port).await {
        assert_eq!(health(&mut fifth).await, None);
    }
    // One closed: there is room again.
    held.pop();
    let start = tokio::time::Instant::now();
    loop {
        if let Ok(mut again) = connect(proxy_port).await {
            if health(&mut again).await == Some(200) {
                break;
            }
        }
        assert!(start.elapsed() < PATIENCE, "HAProxy still refuses");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

async fn connect(port: u16) -> std::io::Result<tokio::net::TcpStream> {
    tokio::net::TcpStream::connect(("127.0.0.1", port)).await
}

/// Asks for `/api/health` on a kept-alive connection: the status, or `None` when the
/// connection is closed unanswered.
async fn health(conn: &mut tokio::net::TcpStream) -> Option<u16> {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let ask = b"GET /api/health HTTP/1.1\r\nHost: turnpan\r\n\r\n";
    conn.write_all(ask).await.ok()?;
    let mut buf = [0u8; 512];
    let n = tokio::time::timeout(PATIENCE, conn.read(&mut buf))
        .await
        .ok()?
        .ok()?;
    let head = std::str::from_utf8(&buf[..n]).ok()?;
    head.strip_prefix("HTTP/1.1 ")?.get(..3)?.parse().ok()
}

/// Two nodes' tallies and socket counts on one Redis (no nodes, no PostgreSQL): engine time
/// spent through one node puts the client in debt on the other; sockets held through both
/// are capped together, and a node whose counts vanished writes them again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_nodes_share_allowances_and_counts_in_redis() {
    use turnpan_server::bus::held::Held;
    use turnpan_server::tally::{Allowance, Tally};
    let port = free_port();
    let _redis = start_redis(port).await;
    let client = redis::Client::open(format!("redis://127.0.0.1:{port}")).unwrap();
    let conn = redis::aio::ConnectionManager::new(client).await.unwrap();
    let (mut conn_a, mut conn_b) = (conn.clone(), conn.clone());

    // 20 s of engine time a minute, 60 s at once, in milliseconds (as the engine's pool).
    let engine = Allowance {
        interval_us: 3_000,
        burst: 60_000,
    };
    let (a, b) = (Tally::default(), Tally::default());
    let now = tokio::time::Instant::now;
    a.charge("engine:198.51.100.4", engine, 58_000);
    b.charge("engine:198.51.100.4", engine, 5_000);
    b.charge("engine:198.51.100.5", engine, 5_000);
    assert_eq!(a.settle(&mut conn_a).await.unwrap(), 1);
    assert_eq!(b.settle(&mut conn_b).await.unwrap(), 2);
    assert!(a.over("engine:198.51.100.4", now()).is_none(), "58 s of 60");
    // 63 s: 3 s over, which takes 9 s to earn back.
    let debt = b.over("engine:198.51.100.4", now()).expect("3 s over");
    assert!(
        debt > Duration::from_secs(8) && debt <= Duration::from_secs(9),
        "{debt:?}"
    );
    assert!(b.over("engine:198.51.100.5", now()).is_none());
    // Node A hears of it at its next charge; a cell runs at most a burst (60 s, 180 s to
    // earn back) into debt.
    a.charge("engine:198.51.100.4", engine, 1_000_000);
    a.settle(&mut conn_a).await.unwrap();
    let debt = a.over("engine:198.51.100.4", now()).unwrap();
    assert!(
        debt > Duration::from_secs(170) && debt <= Duration::from_secs(181),
        "{debt:?}"
    );

    // Sockets: 3 for an address across both nodes.
    let (held_a, held_b) = (
        Held::start("sockets", "a:1", conn.clone()),
        Held::start("sockets", "b:1", conn.clone()),
    );
    let key = "203.0.113.30";
    let one = held_a.hold(key, 3).await.unwrap().unwrap();
    let _two = held_a.hold(key, 3).await.unwrap().unwrap();
    let _three = held_b.hold(key, 3).await.unwrap().unwrap();
    assert!(held_b.hold(key, 3).await.unwrap().is_none());
    assert!(held_b.hold("203.0.113.31", 3).await.unwrap().is_some());
    drop(one);
    assert_eq!(held_a.holding(key), 1);
    let start = tokio::time::Instant::now();
    let _four = loop {
        if let Some(h) = held_b.hold(key, 3).await.unwrap() {
            break h;
        }
        assert!(
            start.elapsed() < PATIENCE,
            "the release never reached Redis"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    };
    assert!(held_b.hold(key, 3).await.unwrap().is_none());
    // Node A's counts vanish (as when Redis restarts empty): it writes them again within a
    // refresh, and the cap counts them again.
    let mut raw = conn.clone();
    redis::cmd("DEL")
        .arg("turnpan:held:sockets:a:1")
        .query_async::<()>(&mut raw)
        .await
        .unwrap();
    let start = tokio::time::Instant::now();
    loop {
        let back: Option<u32> = redis::cmd("HGET")
            .arg("turnpan:held:sockets:a:1")
            .arg(key)
            .query_async(&mut raw)
            .await
            .unwrap();
        if back == Some(1) {
            break;
        }
        assert!(
            start.elapsed() < PATIENCE,
            "node A never wrote its counts again"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(held_b.hold(key, 3).await.unwrap().is_none());
}
