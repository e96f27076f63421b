//! Mass events staged during a load test, beside the measured games: many games whose flags
//! fall in the same second, and many clients that drop their sockets and reconnect at once.
//! Each is set up before the measurement begins; what the measured games see while it happens
//! is in the report's timeline, and how the event itself went is in its own report.
//!
//! The events run on a runtime of their own (one thread): 10,000 reconnections at once on the
//! measuring runtime starved its tasks for 4 s (the client's own lag), which then counted as the
//! server's latency.

use std::sync::Arc;
use std::time::Duration;

use futures_util::SinkExt;
use serde_json::json;
use tokio::sync::Semaphore;
use tokio::time::Instant;
use tokio_tungstenite::tungstenite::Message;

use super::{connect, create, next_json, quantile, Game, Options};

/// The mass events to stage.
#[derive(Debug, Clone, Copy, Default)]
pub struct MassEvents {
    /// Timed games whose flags all fall at one moment.
    pub flaggers: usize,
    /// That moment, counted from when the flaggers start being set up.
    pub flag_in: Duration,
    /// Games whose sockets all close and reconnect at one moment.
    pub reconnectors: usize,
    /// That moment, counted from the start of the measurement.
    pub reconnect_at: Duration,
}

/// How the flags fell.
#[derive(Debug, Clone, Default)]
pub struct FlagReport {
    /// Games set up to flag.
    pub games: usize,
    /// Games whose end ("time forfeit") reached their socket.
    pub told: usize,
    /// When the flags were due, in seconds from the start of the measurement.
    pub due_at_s: f64,
    /// How long after the due moment the end reached the socket: p50, p99, worst (ms).
    pub late_ms: (f64, f64, f64),
}

impl std::fmt::Display for FlagReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "flags: {} of {} games told their end, due at second {:.1}; told p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms after it",
            self.told, self.games, self.due_at_s, self.late_ms.0, self.late_ms.1, self.late_ms.2
        )
    }
}

/// How the reconnections went.
#[derive(Debug, Clone, Default)]
pub struct ReconnectReport {
    /// Sockets that reconnected at once.
    pub clients: usize,
    /// Reconnections that got their game's state.
    pub resynced: usize,
    /// From closing the old socket to the new one's state: p50, p99, worst (ms).
    pub took_ms: (f64, f64, f64),
}

impl std::fmt::Display for ReconnectReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "reconnects: {} of {} clients resynced; took p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
            self.resynced, self.clients, self.took_ms.0, self.took_ms.1, self.took_ms.2
        )
    }
}

/// The events' games, set up and waiting.
pub struct Staged {
    /// Flagging games and when their flags fall.
    flaggers: Vec<Game>,
    flags_due: Option<Instant>,
    /// Games that will reconnect.
    reconnectors: Vec<Game>,
}

/// Sets up the events' games: the flaggers get a clock that runs out at one common moment
/// (each is created with what is left until then, and its two first moves start the clock).
/// Runs on the events' own runtime, with a client of its own.
pub async fn stage(opts: Arc<Options>) -> Result<Staged, String> {
    let http = reqwest::Client::builder()
        .pool_max_idle_per_host(opts.connect_parallelism)
        .build()
        .map_err(|e| e.to_string())?;
    let http = &http;
    let opts = &opts;
    let events = &opts.events;
    let due = Instant::now() + events.flag_in;
    let flaggers = set_up_many(events.flaggers, opts, |opts| {
        let http = http.clone();
        async move { flagger(&http, &opts, due).await }
    })
    .await;
    // Untimed, but past their first moves, so that no first-move limit ends them meanwhile.
    let reconnectors = set_up_many(events.reconnectors, opts, |opts| {
        let http = http.clone();
        async move { opened(&http, &opts, None).await }
    })
    .await;
    Ok(Staged {
        flags_due: (!flaggers.is_empty()).then_some(due),
        flaggers,
        reconnectors,
    })
}

/// Sets up `n` games, `connect_parallelism` at a time; the ones that failed are left out.
async fn set_up_many<F, Fut>(n: usize, opts: &Arc<Options>, make: F) -> Vec<Game>
where
    F: Fn(Arc<Options>) -> Fut,
    Fut: std::future::Future<Output = Result<Game, String>> + Send + 'static,
{
    let gate = Arc::new(Semaphore::new(opts.connect_parallelism.max(1)));
    let tasks: Vec<_> = (0..n)
        .map(|_| {
            let gate = Arc::clone(&gate);
            let fut = make(Arc::clone(opts));
            tokio::spawn(async move {
                let _permit = gate.acquire().await;
                fut.await
            })
        })
        .collect();
    let mut games = Vec::with_capacity(n);
    for t in tasks {
        if let Ok(Ok(g)) = t.await {
            games.push(g);
        }
    }
    games
}

/// A timed game whose White flag falls at `due`: created with the time left until then, and
/// both first moves played at once (the clock starts after Black's first move).
async fn flagger(http: &reqwest::Client, opts: &Options, due: Instant) -> Result<Game, String> {
    let left = due.saturating_duration_since(Instant::now()).as_secs_f64();
    if left < 1.0 {
        return Err("too late to set up a flagger".into());
    }
    opened(http, opts, Some(left)).await
}

/// A hot-seat game (timed with `initial_s` a side, or untimed) with both first moves played.
async fn opened(
    http: &reqwest::Client,
    opts: &Options,
    initial_s: Option<f64>,
) -> Result<Game, String> {
    let (id, token) = create(http, opts, initial_s).await?;
    let mut game = connect(opts, &id, &token).await?;
    for _ in 0..2 {
        let mv = game.legal.first().cloned().ok_or("no legal move")?;
        let text = json!({ "t": "move", "d": { "uci": mv, "ply": game.ply } }).to_string();
        game.socket
            .send(Message::Text(text.into()))
            .await
            .map_err(|e| e.to_string())?;
        loop {
            let v = next_json(&mut game.socket).await.ok_or("socket closed")?;
            match v["t"].as_str() {
                Some("move") | Some("state") => {
                    game.ply = v["d"]["ply"].as_u64().unwrap_or(0);
                    game.legal = super::legal_of(&v["d"]);
                    break;
                }
                Some("error") => return Err(v.to_string()),
                _ => {}
            }
        }
    }
    Ok(game)
}

/// Waits for the events and reports them.
pub async fn run(
    staged: Staged,
    opts: Arc<Options>,
    measurement_began: Instant,
) -> (Option<FlagReport>, Option<ReconnectReport>) {
    let flags = tokio::spawn(flags_fall(
        staged.flaggers,
        staged.flags_due,
        measurement_began,
        measurement_began + opts.duration + Duration::from_secs(30),
    ));
    let at = measurement_began + opts.events.reconnect_at;
    let reconnects = tokio::spawn(reconnect_all(staged.reconnectors, opts, at));
    (flags.await.ok().flatten(), reconnects.await.ok().flatten())
}

/// Listens on every flagger's socket for its end, until `give_up`.
async fn flags_fall(
    games: Vec<Game>,
    due: Option<Instant>,
    began: Instant,
    give_up: Instant,
) -> Option<FlagReport> {
    let due = due?;
    let n = games.len();
    let tasks: Vec<_> = games
        .into_iter()
        .map(|mut g| {
            tokio::spawn(async move {
                let ended = tokio::time::timeout_at(give_up, async {
                    while let Some(v) = next_json(&mut g.socket).await {
                        if v["t"] == "end" {
                            return Some(Instant::now());
                        }
                    }
                    None
                })
                .await;
                let _ = g.socket.close(None).await;
                ended.ok().flatten()
            })
        })
        .collect();
    let mut late = Vec::new();
    for t in tasks {
        if let Ok(Some(at)) = t.await {
            late.push(
                at.saturating_duration_since(due)
                    .as_micros()
                    .min(u32::MAX as u128) as u32,
            );
        }
    }
    late.sort_unstable();
    Some(FlagReport {
        games: n,
        told: late.len(),
        due_at_s: due.saturating_duration_since(began).as_secs_f64()
            - began.saturating_duration_since(due).as_secs_f64(),
        late_ms: spread(&late),
    })
}

/// p50, p99 and worst of sorted microseconds, in ms.
fn spread(sorted: &[u32]) -> (f64, f64, f64) {
    (
        quantile(sorted, 0.50),
        quantile(sorted, 0.99),
        sorted.last().map_or(0.0, |&v| f64::from(v) / 1000.0),
    )
}

/// At `at`, every game's socket closes and the client connects again at once, as after a
/// network failure; each reconnection counts from the close to the new socket's state.
async fn reconnect_all(
    games: Vec<Game>,
    opts: Arc<Options>,
    at: Instant,
) -> Option<ReconnectReport> {
    if games.is_empty() {
        return None;
    }
    let n = games.len();
    tokio::time::sleep_until(at).await;
    let tasks: Vec<_> = games
        .into_iter()
        .map(|mut g| {
            let opts = Arc::clone(&opts);
            tokio::spawn(async move {
                let began = Instant::now();
                let _ = g.socket.close(None).await;
                drop(g.socket);
                let again = connect(&opts, &g.id, &g.token).await.ok()?;
                let took = began.elapsed();
                let mut socket = again.socket;
                let _ = socket.close(None).await;
                Some(took.as_micros().min(u32::MAX as u128) as u32)
            })
        })
        .collect();
    let mut took = Vec::new();
    for t in tasks {
        if let Ok(Some(us)) = t.await {
            took.push(us);
        }
    }
    took.sort_unstable();
    Some(ReconnectReport {
        clients: n,
        resynced: took.len(),
        took_ms: spread(&took),
    })
}
