//! The load generator behind `turnpan loadtest`: N concurrent hot-seat games over loopback
//! WebSockets, each playing random legal moves with a think time, measuring the time from sending
//! a move to receiving its broadcast. A benchmark, not a test: it reports, it asserts nothing.
//!
//! Only for servers on this machine (loopback): the request loops are bounded by `duration`.
//!
//! Besides the client's latencies it reads the server's own histograms once a second
//! (`scrape.rs`) and measures its own event loop's lag, so that a slow second can be put down to
//! the server or to the load generator; and it can stage the mass events of `events.rs` (many
//! games flagging in one second, many clients reconnecting at once) during the measurement.

mod duel;
mod events;
mod scrape;

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
    /// Mass events staged during the measurement.
    pub events: events::MassEvents,
}

pub use duel::{run as run_duel, DuelOptions, DuelReport};
pub use events::{FlagReport, MassEvents, ReconnectReport};

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
    /// The first few errors' texts.
    pub error_samples: Vec<String>,
    /// Time to set up the mass events' games (before the measured ones).
    pub staged: Duration,
    /// Time to create and connect every game.
    pub setup: Duration,
    /// Second by second (when `Options::timeline`): moves sent in that second whose broadcast
    /// came back during the measurement, and their p50, p99 and worst latency in ms.
    pub timeline: Vec<Second>,
    /// The server's histograms over the whole measurement (when it serves `/metrics`).
    pub server: Option<ServerSide>,
    /// How late the load generator's own 10 ms timer fired: p99 and worst, ms.
    pub client_lag_ms: (f64, f64),
    /// The games made to flag together, if any.
    pub flags: Option<FlagReport>,
    /// The clients made to reconnect together, if any.
    pub reconnects: Option<ReconnectReport>,
}

/// What the server's histograms say (upper bounds of the buckets holding each quantile, ms).
#[derive(Debug, Clone, Copy, Default)]
pub struct ServerSide {
    /// Moves measured by the server.
    pub moves: u64,
    /// p50 and p99 of a move's socket-to-broadcast latency.
    pub move_ms: (Option<f64>, Option<f64>),
    /// p99 of the runtime's lag.
    pub lag_p99_ms: Option<f64>,
    /// p99 of a group commit.
    pub commit_p99_ms: Option<f64>,
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
    /// The load generator's worst timer lag in that second, ms.
    pub client_lag_max_ms: f64,
    /// The server's histograms in that second (by when they were read).
    pub server: Option<ServerSide>,
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
        for e in &self.error_samples {
            write!(f, "\n  error: {e}")?;
        }
        if self.staged >= Duration::from_millis(100) {
            write!(
                f,
                "\nmass events' games set up in {:.1} s",
                self.staged.as_secs_f64()
            )?;
        }
        write!(
            f,
            "\nclient lag: p99 {:.2} ms, max {:.2} ms",
            self.client_lag_ms.0, self.client_lag_ms.1
        )?;
        if let Some(s) = &self.server {
            write!(
                f,
                "\nserver: {} moves, latency p50 <= {}, p99 <= {}; runtime lag p99 <= {}; commit p99 <= {}",
                s.moves,
                ms(s.move_ms.0),
                ms(s.move_ms.1),
                ms(s.lag_p99_ms),
                ms(s.commit_p99_ms)
            )?;
        }
        if let Some(flags) = &self.flags {
            write!(f, "\n{flags}")?;
        }
        if let Some(r) = &self.reconnects {
            write!(f, "\n{r}")?;
        }
        for (i, s) in self.timeline.iter().enumerate() {
            write!(
                f,
                "\n{i:>4} s: {:>6} moves, p50 {:>7.2} ms, p99 {:>7.2} ms, max {:>7.2} ms, client lag {:>6.1} ms",
                s.moves, s.p50_ms, s.p99_ms, s.max_ms, s.client_lag_max_ms
            )?;
            if let Some(sv) = &s.server {
                write!(
                    f,
                    " | server p99 <= {}, lag p99 <= {}, commit p99 <= {}",
                    ms(sv.move_ms.1),
                    ms(sv.lag_p99_ms),
                    ms(sv.commit_p99_ms)
                )?;
            }
        }
        Ok(())
    }
}

/// A bucket bound in ms, as the report prints it.
fn ms(v: Option<f64>) -> String {
    match v {
        None => "-".into(),
        Some(v) if v.is_infinite() => "inf".into(),
        Some(v) => format!("{v} ms"),
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
    /// A think time between 0.5 and 1.5 times the mean `think`.
    fn pause(&mut self, think: Duration) -> Duration {
        let mean = think.as_millis() as u64;
        if mean == 0 {
            return Duration::ZERO;
        }
        Duration::from_millis(mean / 2 + self.next() % (mean + 1))
    }
}

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

struct Game {
    id: String,
    token: String,
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

/// Creates a hot-seat game, timed with `initial_s` seconds a side (no increment) or untimed.
async fn create(
    http: &reqwest::Client,
    opts: &Options,
    initial_s: Option<f64>,
) -> Result<(String, String), String> {
    let clock = initial_s.map(|s| json!({ "initial_s": s, "increment_s": 0.0 }));
    let body = json!({ "variant": opts.variant, "mode": "hotseat", "clock": clock });
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

/// A socket of `token` on game `id` at the server of `url`, with the server's answer to the
/// upgrade. The load generator shares the CPU with the server: a small read buffer
/// (tungstenite's default is 128 KiB per socket, zeroed before every read) and no Nagle delay.
async fn open_socket(
    url: &str,
    id: &str,
    token: &str,
) -> Result<
    (
        Socket,
        tokio_tungstenite::tungstenite::handshake::client::Response,
    ),
    String,
> {
    use tokio_tungstenite::tungstenite::client::IntoClientRequest;
    let ws_url = format!("{}/ws/games/{id}", url.replacen("http", "ws", 1));
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
    let config = WebSocketConfig::default().read_buffer_size(16 * 1024);
    let tcp = open_tcp(url).await?;
    tokio_tungstenite::client_async_with_config(
        ws_url,
        tokio_tungstenite::MaybeTlsStream::Plain(tcp),
        Some(config),
    )
    .await
    .map_err(|e| e.to_string())
}

async fn connect(opts: &Options, id: &str, token: &str) -> Result<Game, String> {
    let (mut socket, _) = open_socket(&opts.url, id, token).await?;
    loop {
        match socket.next().await {
            Some(Ok(Message::Text(t))) => {
                let v: Value = serde_json::from_str(&t).map_err(|e| e.to_string())?;
                if v["t"] == "state" {
                    let d = &v["d"];
                    return Ok(Game {
                        id: id.to_owned(),
                        token: token.to_owned(),
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

/// Loopback source addresses the load generator's sockets take turns with (127.0.1.1 and up),
/// when the server listens on IPv4 loopback.
///
/// From one source address to one server address the kernel has one port range (28,232 ports
/// on this machine kind) for every connection, and with most of them taken it searches the
/// range for a free one on every `connect`: with 18,000 sockets open, 10,000 reconnecting at
/// once spent 7 s of a core in that search (perf: the kernel's `__inet_check_established`),
/// taken from the server it was meant to measure. Real clients come from many addresses; the
/// whole of 127.0.0.0/8 is loopback, so the server treats these as it treats 127.0.0.1.
const SOURCES: u32 = 64;

/// The next source address's number, in `0..SOURCES`.
static NEXT_SOURCE: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);

/// A TCP connection to the server of `url` (`http://host:port`), with no Nagle delay; from the
/// next of the [`SOURCES`] when the server is on IPv4 loopback.
async fn open_tcp(url: &str) -> Result<tokio::net::TcpStream, String> {
    let parsed = reqwest::Url::parse(url).map_err(|e| format!("{url}: {e}"))?;
    let host = parsed.host_str().ok_or_else(|| format!("{url}: no host"))?;
    let port = parsed
        .port_or_known_default()
        .ok_or_else(|| format!("{url}: no port"))?;
    let server = tokio::net::lookup_host((host, port))
        .await
        .map_err(|e| format!("{url}: {e}"))?
        .next()
        .ok_or_else(|| format!("{url}: resolves to nothing"))?;
    let tcp = match server.ip() {
        std::net::IpAddr::V4(ip) if ip.is_loopback() => {
            let n = NEXT_SOURCE.fetch_add(1, Ordering::Relaxed) % SOURCES;
            let source = std::net::Ipv4Addr::new(127, 0, 1, 1 + n as u8);
            let socket = tokio::net::TcpSocket::new_v4().map_err(|e| e.to_string())?;
            socket
                .bind((source, 0).into())
                .map_err(|e| format!("binding {source}: {e}"))?;
            socket.connect(server).await
        }
        _ => tokio::net::TcpStream::connect(server).await,
    }
    .map_err(|e| format!("connecting to {server}: {e}"))?;
    tcp.set_nodelay(true).map_err(|e| e.to_string())?;
    Ok(tcp)
}

async fn set_up(http: &reqwest::Client, opts: &Options) -> Result<Game, String> {
    let (id, token) = create(http, opts, None).await?;
    connect(opts, &id, &token).await
}

/// Reads the next text message as JSON, skipping other frames; `None` when the socket ends.
async fn next_json(socket: &mut Socket) -> Option<Value> {
    while let Some(Ok(m)) = socket.next().await {
        if let Message::Text(t) = m {
            if let Ok(v) = serde_json::from_str::<Value>(&t) {
                return Some(v);
            }
        }
    }
    None
}

struct Shared {
    moves: AtomicU64,
    errors: AtomicU64,
    /// The first few errors, as the report shows them.
    samples: std::sync::Mutex<Vec<String>>,
}

/// Errors whose text the report shows.
const ERROR_SAMPLES: usize = 5;

impl Shared {
    fn error(&self, what: impl FnOnce() -> String) {
        self.errors.fetch_add(1, Ordering::Relaxed);
        if let Ok(mut samples) = self.samples.lock() {
            if samples.len() < ERROR_SAMPLES {
                samples.push(what());
            }
        }
    }
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
    loop {
        tokio::time::sleep(rng.pause(opts.think)).await;
        if Instant::now() >= end {
            break;
        }
        if game.legal.is_empty() {
            // The game ended: start another one.
            match set_up(&http, &opts).await {
                Ok(g) => game = g,
                Err(e) => {
                    shared.error(|| format!("setting up another game: {e}"));
                    break;
                }
            }
            continue;
        }
        let mv = game.legal[rng.below(game.legal.len())].clone();
        let text = json!({ "t": "move", "d": { "uci": mv, "ply": game.ply } }).to_string();
        let sent = Instant::now();
        if let Err(e) = game.socket.send(Message::Text(text.into())).await {
            shared.error(|| format!("sending a move: {e}"));
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
                    shared.error(|| format!("game {}: {}", game.id, v["d"]));
                    ok = true;
                    break;
                }
                _ => {}
            }
        }
        if !ok {
            shared.error(|| format!("game {}: the socket closed", game.id));
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
    // Tens of thousands of sockets: the default soft limit (often 1,024) is far too low.
    if let Err(e) = crate::conn::raise_descriptor_limit() {
        return Err(format!("cannot raise the limit on open files: {e}"));
    }
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
        samples: std::sync::Mutex::new(Vec::new()),
    });
    // The mass events' games first: the measured games must make their first moves within
    // the first-move limit of their creation, so nothing slow may come between the two.
    let staging = Instant::now();
    let events_rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .thread_name("loadtest-events")
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the events' runtime: {e}"))?;
    let staged = events_rt
        .spawn(events::stage(Arc::clone(&opts)))
        .await
        .map_err(|e| e.to_string())??;
    let staged_in = staging.elapsed();
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
                Err(e) => {
                    shared.error(|| format!("setting up: {e}"));
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
    let end = started + opts.duration;
    let _ = start_tx.send(Some(end));
    let lag = tokio::spawn(probe_lag(started, end));
    let scraper = tokio::spawn(scrape_each_second(http.clone(), opts.url.clone(), end));
    let happened = events_rt.spawn(events::run(staged, Arc::clone(&opts), started));
    let mut all = Vec::new();
    let mut connected = 0;
    for t in tasks {
        if let Ok((ok, lat)) = t.await {
            connected += usize::from(ok);
            all.extend(lat);
        }
    }
    let lags = lag.await.unwrap_or_default();
    let scrapes = scraper.await.unwrap_or_default();
    let (flags, reconnects) = happened.await.unwrap_or_default();
    // A runtime may not be dropped inside another one's task.
    events_rt.shutdown_background();
    let seconds = opts.duration.as_secs_f64().ceil().max(1.0) as usize;
    let timeline = if opts.timeline {
        timeline(&all, &lags, &scrapes, seconds)
    } else {
        Vec::new()
    };
    let mut lag_us: Vec<u32> = lags.iter().map(|&(_, us)| us).collect();
    lag_us.sort_unstable();
    let server = match (scrapes.first(), scrapes.last()) {
        (Some(first), Some(last)) if scrapes.len() > 1 => Some(server_side(last, first)),
        _ => None,
    };
    let mut all: Vec<u32> = all.into_iter().map(|(_, us)| us).collect();
    all.sort_unstable();
    let pct = |p: f64| quantile(&all, p);
    Ok(Report {
        games: connected,
        moves: shared.moves.load(Ordering::Relaxed),
        elapsed: opts.duration,
        p50_ms: pct(0.50),
        p99_ms: pct(0.99),
        max_ms: all.last().map_or(0.0, |&v| f64::from(v) / 1000.0),
        errors: shared.errors.load(Ordering::Relaxed),
        error_samples: shared.samples.lock().map(|s| s.clone()).unwrap_or_default(),
        staged: staged_in,
        setup,
        timeline,
        server,
        client_lag_ms: (
            quantile(&lag_us, 0.99),
            lag_us.last().map_or(0.0, |&v| f64::from(v) / 1000.0),
        ),
        flags,
        reconnects,
    })
}

/// The server's histograms as read at one moment.
type Scrape = std::collections::BTreeMap<&'static str, scrape::Histogram>;

/// What the server's histograms gained between two readings.
fn server_side(later: &Scrape, earlier: &Scrape) -> ServerSide {
    let gained = |name: &str| {
        let empty = scrape::Histogram::default();
        let after = later.get(name).unwrap_or(&empty);
        after.since(earlier.get(name).unwrap_or(&empty))
    };
    let moves = gained("turnpan_move_latency_seconds");
    ServerSide {
        moves: moves.count(),
        move_ms: (
            moves.quantile_at_most_ms(0.50),
            moves.quantile_at_most_ms(0.99),
        ),
        lag_p99_ms: gained("turnpan_runtime_lag_seconds").quantile_at_most_ms(0.99),
        commit_p99_ms: gained("turnpan_storage_commit_seconds").quantile_at_most_ms(0.99),
    }
}

/// The measurement second by second: the client's latencies (by when the move was sent), the
/// client's worst lag, and what the server's histograms gained in that second.
fn timeline(
    all: &[(u32, u32)],
    lags: &[(u32, u32)],
    scrapes: &[Scrape],
    seconds: usize,
) -> Vec<Second> {
    let mut by_second = vec![Vec::new(); seconds];
    for &(at, us) in all {
        by_second[(at as usize / 1000).min(seconds - 1)].push(us);
    }
    let mut lag_max = vec![0u32; seconds];
    for &(at, us) in lags {
        let i = (at as usize / 1000).min(seconds - 1);
        lag_max[i] = lag_max[i].max(us);
    }
    by_second
        .into_iter()
        .enumerate()
        .map(|(i, mut v)| {
            v.sort_unstable();
            Second {
                moves: v.len(),
                p50_ms: quantile(&v, 0.50),
                p99_ms: quantile(&v, 0.99),
                max_ms: v.last().map_or(0.0, |&x| f64::from(x) / 1000.0),
                client_lag_max_ms: f64::from(lag_max[i]) / 1000.0,
                server: match (scrapes.get(i), scrapes.get(i + 1)) {
                    (Some(a), Some(b)) => Some(server_side(b, a)),
                    _ => None,
                },
            }
        })
        .collect()
}

/// How late a 10 ms timer of the load generator fires, until `end`: (ms since `began`, µs late).
async fn probe_lag(began: Instant, end: Instant) -> Vec<(u32, u32)> {
    let mut lags = Vec::new();
    loop {
        let asked = Instant::now() + Duration::from_millis(10);
        if asked >= end {
            return lags;
        }
        tokio::time::sleep_until(asked).await;
        let late = Instant::now().saturating_duration_since(asked);
        let at = asked.saturating_duration_since(began).as_millis() as u32;
        lags.push((at, late.as_micros().min(u32::MAX as u128) as u32));
    }
}

/// Reads the server's histograms at the start and then once a second until `end`. Empty when
/// the server does not answer `/metrics` (a separate `--metrics-bind`).
async fn scrape_each_second(http: reqwest::Client, url: String, end: Instant) -> Vec<Scrape> {
    let mut scrapes = Vec::new();
    let mut tick = tokio::time::interval(Duration::from_secs(1));
    loop {
        tick.tick().await;
        let Ok(r) = http.get(format!("{url}/metrics")).send().await else {
            return Vec::new();
        };
        if !r.status().is_success() {
            return Vec::new();
        }
        let Ok(text) = r.text().await else {
            return Vec::new();
        };
        scrapes.push(scrape::parse(&text));
        if Instant::now() + Duration::from_millis(200) >= end {
            return scrapes;
        }
    }
}
