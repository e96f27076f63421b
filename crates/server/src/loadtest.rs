//! The load generator behind `turnpan loadtest`: N concurrent hot-seat games over loopback
//! WebSockets, each playing random legal moves with a think time, measuring the time from sending
//! a move to receiving its broadcast. A benchmark, not a test: it reports, it asserts nothing.
//!
//! Only for servers on this machine (loopback): the request loops are bounded by `duration`.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio::sync::{Barrier, Semaphore};
use tokio::time::Instant;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::tungstenite::Message;

/// What to run.
#[derive(Debug, Clone)]
pub struct Options {
    /// The server, e.g. `http://127.0.0.1:8080`.
    pub url: String,
    /// Concurrent games.
    pub games: usize,
    /// How long to measure once every game is connected.
    pub duration: Duration,
    /// Mean pause between a move's broadcast and the next move of a game.
    pub think: Duration,
    /// Game id.
    pub variant: String,
    /// Games set up at once while connecting.
    pub connect_parallelism: usize,
    /// Also report the latencies second by second (by when the move was sent).
    pub timeline: bool,
}

/// What was measured.
#[derive(Debug, Clone)]
pub struct Report {
    /// Games that were connected.
    pub games: usize,
    /// Moves whose broadcast came back during the measurement.
    pub moves: u64,
    /// Length of the measurement.
    pub elapsed: Duration,
    /// Median latency, ms.
    pub p50_ms: f64,
    /// 99th percentile latency, ms.
    pub p99_ms: f64,
    /// Worst latency, ms.
    pub max_ms: f64,
    /// Errors (failed set-ups, error messages, dropped sockets).
    pub errors: u64,
    /// Time to create and connect every game.
    pub setup: Duration,
    /// Second by second (when `Options::timeline`): moves sent in that second whose broadcast
    /// came back during the measurement, and their p50, p99 and worst latency in ms.
    pub timeline: Vec<Second>,
}

/// One second of the measurement.
#[derive(Debug, Clone, Copy)]
pub struct Second {
    /// Moves.
    pub moves: usize,
    /// Median latency, ms.
    pub p50_ms: f64,
    /// 99th percentile latency, ms.
    pub p99_ms: f64,
    /// Worst latency, ms.
    pub max_ms: f64,
}

/// The `p` quantile (nearest rank) of sorted latencies in microseconds, in ms.
fn quantile(sorted: &[u32], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    f64::from(sorted[i]) / 1000.0
}

impl Report {
    /// Moves per second.
    pub fn moves_per_s(&self) -> f64 {
        self.moves as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }
}

impl std::fmt::Display for Report {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "games: {}\nsetup: {:.1} s\nmoves: {} in {:.1} s\nmoves/s: {:.0}\nlatency p50: {:.2} ms\nlatency p99: {:.2} ms\nlatency max: {:.2} ms\nerrors: {}",
            self.games,
            self.setup.as_secs_f64(),
            self.moves,
            self.elapsed.as_secs_f64(),
            self.moves_per_s(),
            self.p50_ms,
            self.p99_ms,
            self.max_ms,
            self.errors
        )?;
        for (i, s) in self.timeline.iter().enumerate() {
            write!(
                f,
                "\n{i:>4} s: {:>6} moves, p50 {:>7.2} ms, p99 {:>7.2} ms, max {:>7.2} ms",
                s.moves, s.p50_ms, s.p99_ms, s.max_ms
            )?;
        }
        Ok(())
    }
}

/// A tiny xorshift generator: random moves and think times need no more.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

struct Game {
    socket: Socket,
    ply: u64,
    legal: Vec<String>,
}

fn legal_of(v: &Value) -> Vec<String> {
    v["legal"].as_array().map_or_else(Vec::new, |a| {
        a.iter()
            .filter_map(|m| m.as_str().map(str::to_owned))
            .collect()
    })
}

async fn create(http: &reqwest::Client, opts: &Options) -> Result<(String, String), String> {
    let body = json!({ "variant": opts.variant, "mode": "hotseat", "clock": null });
    let r = http
        .post(format!("{}/api/games", opts.url))
        .json(&body)
        .send()
        .await
        .map_err(|e| e.to_string())?;
    let v: Value = r.json().await.map_err(|e| e.to_string())?;
    match (v["id"].as_str(), v["token"].as_str()) {
        (Some(id), Some(token)) => Ok((id.to_owned(), token.to_owned())),
        _ => Err(format!("unexpected answer {v}")),
    }
}

async fn connect(opts: &Options, id: &str, token: &str) -> Result<Game, String> {
    use tokio_tungstenite::tungstenite::client::IntoClientRequest;
    let ws_url = format!("{}/ws/games/{id}", opts.url.replacen("http", "ws", 1));
    let mut ws_url = ws_url.into_client_request().map_err(|e| e.to_string())?;
    let protocols = format!(
        "{}, {}{token}",
        crate::ws::PROTOCOL,
        crate::ws::TOKEN_PREFIX
    );
    ws_url.headers_mut().insert(
        "sec-websocket-protocol",
        protocols.parse().map_err(|e| format!("{e}"))?,
    );
    // The load generator shares the CPU with the server: a small read buffer (tungstenite's
    // default is 128 KiB per socket, zeroed before every read) and no Nagle delay.
    let config = WebSocketConfig::default().read_buffer_size(16 * 1024);
    let (mut socket, _) = tokio_tungstenite::connect_async_with_config(ws_url, Some(config), true)
        .await
        .map_err(|e| e.to_string())?;
    loop {
        match socket.next().await {
            Some(Ok(Message::Text(t))) => {
                let v: Value = serde_json::from_str(&t).map_err(|e| e.to_string())?;
                if v["t"] == "state" {
                    let d = &v["d"];
                    return Ok(Game {
                        socket,
                        ply: d["ply"].as_u64().unwrap_or(0),
                        legal: legal_of(d),
                    });
                }
            }
            Some(Ok(_)) => {}
            _ => return Err("socket closed before the state".into()),
        }
    }
}

async fn set_up(http: &reqwest::Client, opts: &Options) -> Result<Game, String> {
    let (id, token) = create(http, opts).await?;
    connect(opts, &id, &token).await
}

struct Shared {
    moves: AtomicU64,
    errors: AtomicU64,
}

/// Plays one game until `end`; returns, for each measured move, when it was sent (ms since the
/// measurement began) and its latency in microseconds.
async fn play(
    mut game: Game,
    opts: Arc<Options>,
    http: reqwest::Client,
    shared: Arc<Shared>,
    seed: u64,
    end: Instant,
) -> Vec<(u32, u32)> {
    let began = end.checked_sub(opts.duration).unwrap_or(end);
    let mut rng = Rng(seed | 1);
    let mut latencies = Vec::new();
    let think_ms = opts.think.as_millis() as u64;
    loop {
        // Think between 0.5 and 1.5 times the mean.
        let pause = if think_ms == 0 {
            0
        } else {
            think_ms / 2 + rng.next() % (think_ms + 1)
        };
        tokio::time::sleep(Duration::from_millis(pause)).await;
        if Instant::now() >= end {
            break;
        }
        if game.legal.is_empty() {
            // The game ended: start another one.
            match set_up(&http, &opts).await {
                Ok(g) => game = g,
                Err(_) => {
                    shared.errors.fetch_add(1, Ordering::Relaxed);
                    break;
                }
            }
            continue;
        }
        let mv = game.legal[rng.below(game.legal.len())].clone();
        let text = json!({ "t": "move", "d": { "uci": mv, "ply": game.ply } }).to_string();
        let sent = Instant::now();
        if game.socket.send(Message::Text(text.into())).await.is_err() {
            shared.errors.fetch_add(1, Ordering::Relaxed);
            break;
        }
        let want = game.ply + 1;
        let mut ok = false;
        while let Some(Ok(m)) = game.socket.next().await {
            let Message::Text(t) = m else { continue };
            let Ok(v) = serde_json::from_str::<Value>(&t) else {
                continue;
            };
            match v["t"].as_str() {
                Some("move") if v["d"]["ply"].as_u64() == Some(want) => {
                    let us = sent.elapsed().as_micros().min(u32::MAX as u128) as u32;
                    if Instant::now() < end {
                        let at = sent.saturating_duration_since(began).as_millis() as u32;
                        latencies.push((at, us));
                        shared.moves.fetch_add(1, Ordering::Relaxed);
                    }
                    game.ply = want;
                    game.legal = legal_of(&v["d"]);
                    ok = true;
                    break;
                }
                Some("state") => {
                    game.ply = v["d"]["ply"].as_u64().unwrap_or(0);
                    game.legal = legal_of(&v["d"]);
                    ok = true;
                    break;
                }
                Some("error") => {
                    shared.errors.fetch_add(1, Ordering::Relaxed);
                    ok = true;
                    break;
                }
                _ => {}
            }
        }
        if !ok {
            shared.errors.fetch_add(1, Ordering::Relaxed);
            break;
        }
    }
    let _ = game.socket.close(None).await;
    latencies
}

/// Runs the load test.
///
/// # Errors
/// When the server cannot be reached at all.
pub async fn run(opts: Options) -> Result<Report, String> {
    let http = reqwest::Client::builder()
        .pool_max_idle_per_host(opts.connect_parallelism)
        .build()
        .map_err(|e| e.to_string())?;
    http.get(format!("{}/api/health", opts.url))
        .send()
        .await
        .map_err(|e| format!("cannot reach {}: {e}", opts.url))?;
    let opts = Arc::new(opts);
    let shared = Arc::new(Shared {
        moves: AtomicU64::new(0),
        errors: AtomicU64::new(0),
    });
    let gate = Arc::new(Semaphore::new(opts.connect_parallelism.max(1)));
    let barrier = Arc::new(Barrier::new(opts.games + 1));
    let start_setup = Instant::now();
    let (start_tx, start_rx) = tokio::sync::watch::channel(None::<Instant>);
    let mut tasks = Vec::with_capacity(opts.games);
    for i in 0..opts.games {
        let (http, opts, shared, gate, barrier) = (
            http.clone(),
            Arc::clone(&opts),
            Arc::clone(&shared),
            Arc::clone(&gate),
            Arc::clone(&barrier),
        );
        let mut start_rx = start_rx.clone();
        tasks.push(tokio::spawn(async move {
            let game = {
                let _permit = gate.acquire().await;
                set_up(&http, &opts).await
            };
            barrier.wait().await;
            let game = match game {
                Ok(g) => g,
                Err(_) => {
                    shared.errors.fetch_add(1, Ordering::Relaxed);
                    return (false, Vec::new());
                }
            };
            let end = loop {
                if let Some(end) = *start_rx.borrow_and_update() {
                    break end;
                }
                if start_rx.changed().await.is_err() {
                    return (true, Vec::new());
                }
            };
            let seed = (i as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
            (true, play(game, opts, http, shared, seed, end).await)
        }));
    }
    barrier.wait().await;
    let setup = start_setup.elapsed();
    let started = Instant::now();
    let _ = start_tx.send(Some(started + opts.duration));
    let mut all = Vec::new();
    let mut connected = 0;
    for t in tasks {
        if let Ok((ok, lat)) = t.await {
            connected += usize::from(ok);
            all.extend(lat);
        }
    }
    let elapsed = opts.duration;
    let mut timeline = Vec::new();
    if opts.timeline {
        let seconds = opts.duration.as_secs_f64().ceil() as usize;
        let mut by_second = vec![Vec::new(); seconds.max(1)];
        for &(at, us) in &all {
            let i = (at as usize / 1000).min(by_second.len() - 1);
            by_second[i].push(us);
        }
        for mut v in by_second {
            v.sort_unstable();
            timeline.push(Second {
                moves: v.len(),
                p50_ms: quantile(&v, 0.50),
                p99_ms: quantile(&v, 0.99),
                max_ms: v.last().map_or(0.0, |&x| f64::from(x) / 1000.0),
            });
        }
    }
    let mut all: Vec<u32> = all.into_iter().map(|(_, us)| us).collect();
    all.sort_unstable();
    let pct = |p: f64| quantile(&all, p);
    Ok(Report {
        games: connected,
        moves: shared.moves.load(Ordering::Relaxed),
        elapsed,
        p50_ms: pct(0.50),
        p99_ms: pct(0.99),
        max_ms: all.last().map_or(0.0, |&v| f64::from(v) / 1000.0),
        errors: shared.errors.load(Ordering::Relaxed),
        setup,
        timeline,
    })
}
