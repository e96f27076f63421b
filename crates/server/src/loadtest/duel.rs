//! `turnpan loadtest --two-players`: N friend games, each with its two players on sockets of
//! their own, spread over one or more entry points (a load balancer in front of several nodes,
//! docs/scaling.md). It measures the time from a player sending a move to the *opponent's*
//! socket receiving it, the path a move takes across nodes. A socket that ends (its node was
//! killed) is reconnected, through the entry points in turn, and the game resyncs from the
//! state it gets; the report says how long each game was interrupted. With `record` it writes
//! every game's acknowledged moves (those whose broadcast or a later state came back), so that
//! a script can compare them with the database after a node was killed.
//!
//! A benchmark, not a test: it reports, it asserts nothing.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio::sync::{Barrier, Semaphore};
use tokio::time::Instant;
use tokio_tungstenite::tungstenite::Message;

use super::{open_socket, quantile, Rng, Socket};

/// What to run.
#[derive(Debug, Clone)]
pub struct DuelOptions {
    /// Entry points (`http://host:port`), used in turn.
    pub urls: Vec<String>,
    /// Concurrent games.
    pub games: usize,
    /// How long to measure once every game is connected.
    pub duration: Duration,
    /// Mean pause before each move.
    pub think: Duration,
    /// Game id.
    pub variant: String,
    /// Games set up at once while connecting.
    pub connect_parallelism: usize,
    /// Where to write the acknowledged moves (JSON: game id → moves), if anywhere.
    pub record: Option<std::path::PathBuf>,
}

/// What was measured.
#[derive(Debug, Clone, Default)]
pub struct DuelReport {
    /// Games connected.
    pub games: usize,
    /// Games whose two players' sockets were on different nodes (when the nodes say who they
    /// are, `X-Turnpan-Node`).
    pub split_games: usize,
    /// Games whose first mover's socket was not on the node that created the game.
    pub remote_movers: usize,
    /// Moves that reached the opponent during the measurement.
    pub moves: u64,
    /// Length of the measurement.
    pub elapsed: Duration,
    /// Median, 99th percentile and worst latency (move sent → opponent's socket), ms.
    pub latency_ms: (f64, f64, f64),
    /// Errors (failed set-ups, refused moves).
    pub errors: u64,
    /// The first few errors.
    pub error_samples: Vec<String>,
    /// Time to create and connect every game.
    pub setup: Duration,
    /// Games interrupted (a socket ended or a move was refused as unavailable).
    pub interrupted: usize,
    /// Longest and 99th-percentile time from an interruption to the game's next move reaching
    /// the opponent, ms.
    pub recovery_ms: (f64, f64),
    /// Interrupted games that had not moved again by the end.
    pub not_recovered: usize,
    /// Why games were interrupted, with how often (every interruption, not only the first of
    /// a game).
    pub interruptions: Vec<(String, u64)>,
    /// Second by second: moves sent in it that reached the opponent, and their p99 in ms.
    pub timeline: Vec<(u64, f64)>,
}

impl std::fmt::Display for DuelReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let secs = self.elapsed.as_secs_f64().max(1e-9);
        writeln!(
            f,
            "games: {} (players on different nodes: {}; first mover off the game's node: {})",
            self.games, self.split_games, self.remote_movers
        )?;
        writeln!(f, "setup: {:.1} s", self.setup.as_secs_f64())?;
        writeln!(
            f,
            "moves: {} in {:.0} s = {:.0} moves/s",
            self.moves,
            secs,
            self.moves as f64 / secs
        )?;
        let (p50, p99, max) = self.latency_ms;
        writeln!(
            f,
            "move -> opponent: p50 {p50:.2} ms, p99 {p99:.2} ms, max {max:.2} ms"
        )?;
        writeln!(
            f,
            "interrupted games: {} (recovered: next move after p99 {:.0} ms, max {:.0} ms; \
             not recovered: {})",
            self.interrupted, self.recovery_ms.1, self.recovery_ms.0, self.not_recovered
        )?;
        for (why, n) in &self.interruptions {
            writeln!(f, "  interrupted {n} times: {why}")?;
        }
        writeln!(f, "errors: {}", self.errors)?;
        for e in &self.error_samples {
            writeln!(f, "  {e}")?;
        }
        if !self.timeline.is_empty() {
            writeln!(f, "second  moves  p99 ms")?;
            for (i, (n, p99)) in self.timeline.iter().enumerate() {
                writeln!(f, "{i:>6} {n:>6} {p99:>7.1}")?;
            }
        }
        Ok(())
    }
}

struct Shared {
    moves: AtomicU64,
    errors: AtomicU64,
    samples: Mutex<Vec<String>>,
    next_url: AtomicU64,
    /// Acknowledged moves of every game played.
    acked: Mutex<std::collections::BTreeMap<String, Vec<String>>>,
    /// Why games were interrupted.
    losses: Mutex<std::collections::BTreeMap<String, u64>>,
}

impl Shared {
    fn error(&self, what: impl FnOnce() -> String) {
        self.errors.fetch_add(1, Ordering::Relaxed);
        if let Ok(mut s) = self.samples.lock() {
            if s.len() < 5 {
                s.push(what());
            }
        }
    }

    fn url<'a>(&self, opts: &'a DuelOptions) -> &'a str {
        let n = self.next_url.fetch_add(1, Ordering::Relaxed) as usize;
        &opts.urls[n % opts.urls.len()]
    }

    fn ack(&self, id: &str, moves: Vec<String>) {
        if let Ok(mut a) = self.acked.lock() {
            a.insert(id.to_owned(), moves);
        }
    }
}

/// One side's socket.
struct Seat {
    token: String,
    socket: Socket,
    node: Option<String>,
}

/// A game and its two sockets.
struct Duel {
    id: String,
    /// The node that created (and owns) the game.
    node: Option<String>,
    seats: [Seat; 2],
    ply: u64,
    /// Side to move: 0 White, 1 Black.
    turn: usize,
    legal: Vec<String>,
    moves: Vec<String>,
}

fn node_of(headers: &reqwest::header::HeaderMap) -> Option<String> {
    headers
        .get("x-turnpan-node")
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned)
}

fn strings(v: &Value) -> Vec<String> {
    v.as_array().map_or_else(Vec::new, |a| {
        a.iter()
            .filter_map(|m| m.as_str().map(str::to_owned))
            .collect()
    })
}

async fn post(
    http: &reqwest::Client,
    url: &str,
    body: &Value,
) -> Result<(Value, Option<String>), String> {
    let r = http
        .post(url)
        .json(body)
        .send()
        .await
        .map_err(|e| e.to_string())?;
    let node = node_of(r.headers());
    let status = r.status();
    let v: Value = r.json().await.map_err(|e| e.to_string())?;
    if status.is_success() {
        Ok((v, node))
    } else {
        Err(format!("{status}: {v}"))
    }
}

/// A socket of `token` on game `id` through the next entry point; returns it with its first
/// state and the node that serves it.
async fn open(
    shared: &Shared,
    opts: &DuelOptions,
    id: &str,
    token: &str,
) -> Result<(Socket, Value, Option<String>), String> {
    let (mut socket, response) = open_socket(shared.url(opts), id, token).await?;
    let node = response
        .headers()
        .get("x-turnpan-node")
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned);
    loop {
        match socket.next().await {
            Some(Ok(Message::Text(t))) => {
                let v: Value = serde_json::from_str(&t).map_err(|e| e.to_string())?;
                match v["t"].as_str() {
                    Some("state") => return Ok((socket, v["d"].clone(), node)),
                    Some("error") => return Err(format!("{}", v["d"])),
                    _ => {}
                }
            }
            Some(Ok(_)) => {}
            _ => return Err("the socket closed before the state".into()),
        }
    }
}

async fn set_up(
    http: &reqwest::Client,
    shared: &Shared,
    opts: &DuelOptions,
) -> Result<Duel, String> {
    let body = json!({ "variant": opts.variant, "mode": "friend", "color": "white" });
    let (created, node) = post(http, &format!("{}/api/games", shared.url(opts)), &body).await?;
    let id = created["id"].as_str().ok_or("no id")?.to_owned();
    let white = created["token"].as_str().ok_or("no token")?.to_owned();
    let invite = created["invite_url"]
        .as_str()
        .and_then(|u| u.split("invite=").nth(1))
        .ok_or("no invite")?
        .to_owned();
    let join = format!("{}/api/games/{id}/join", shared.url(opts));
    let (joined, _) = post(http, &join, &json!({ "invite": invite })).await?;
    let black = joined["token"].as_str().ok_or("no token")?.to_owned();
    let (w, state, w_node) = open(shared, opts, &id, &white).await?;
    let (b, _, b_node) = open(shared, opts, &id, &black).await?;
    let mut duel = Duel {
        id,
        node,
        seats: [
            Seat {
                token: white,
                socket: w,
                node: w_node,
            },
            Seat {
                token: black,
                socket: b,
                node: b_node,
            },
        ],
        ply: 0,
        turn: 0,
        legal: Vec::new(),
        moves: Vec::new(),
    };
    duel.resync(&state);
    Ok(duel)
}

impl Duel {
    fn resync(&mut self, state: &Value) {
        self.ply = state["ply"].as_u64().unwrap_or(0);
        self.turn = usize::from(state["turn"] == "black");
        self.legal = strings(&state["legal"]);
        self.moves = strings(&state["moves"]);
    }

    /// Reopens the sockets that are gone (through the entry points in turn), or with `all`
    /// both, until each has a state, or until `give_up`; `Some(n)`: `n` were reopened.
    async fn reconnect(
        &mut self,
        shared: &Shared,
        opts: &DuelOptions,
        give_up: Instant,
        all: bool,
    ) -> Option<usize> {
        let mut reopened = 0;
        for side in 0..2 {
            // A socket that still takes a frame is kept, as a browser keeps its own when only
            // the opponent's went: its node follows the game to its next owner and sends the
            // state. (One whose node died unnoticed fails later, and is opened again then.)
            let ping = Message::Ping(Vec::new().into());
            if !all && self.seats[side].socket.send(ping).await.is_ok() {
                continue;
            }
            loop {
                if Instant::now() >= give_up {
                    return None;
                }
                let token = self.seats[side].token.clone();
                match open(shared, opts, &self.id, &token).await {
                    Ok((socket, state, node)) => {
                        self.seats[side].socket = socket;
                        self.seats[side].node = node;
                        self.resync(&state);
                        reopened += 1;
                        break;
                    }
                    Err(_) => tokio::time::sleep(Duration::from_millis(250)).await,
                }
            }
        }
        Some(reopened)
    }
}

impl Duel {
    /// Whatever the game's sockets say while it waits until `until`, taken in as a browser
    /// would: a move (an earlier one of this player's, played late), a state. `Err` when the
    /// game was interrupted (a socket ended, a move was missed, the server refused).
    async fn idle(&mut self, until: Instant) -> Result<(), String> {
        loop {
            let (first, second) = self.seats.split_at_mut(1);
            let msg = tokio::select! {
                m = first[0].socket.next() => m,
                m = second[0].socket.next() => m,
                () = tokio::time::sleep_until(until) => return Ok(()),
            };
            let v = match msg {
                Some(Ok(Message::Text(t))) => match serde_json::from_str::<Value>(&t) {
                    Ok(v) => v,
                    Err(_) => continue,
                },
                Some(Ok(_)) => continue,
                Some(Err(_)) => return Err("socket error".into()),
                None => return Err("the socket closed".into()),
            };
            match v["t"].as_str() {
                Some("move") => {
                    let ply = v["d"]["ply"].as_u64().unwrap_or(0);
                    if ply == self.ply + 1 {
                        self.advance(&v["d"]);
                    } else if ply > self.ply + 1 {
                        return Err(format!("missed the move of ply {}", self.ply + 1));
                    }
                }
                Some("state") => self.resync(&v["d"]),
                Some("error") => return Err(format!("{}", v["d"])),
                _ => {}
            }
        }
    }

    /// Takes in the broadcast of the next move.
    fn advance(&mut self, d: &Value) {
        self.moves
            .push(d["uci"].as_str().unwrap_or_default().to_owned());
        self.ply += 1;
        self.turn = usize::from(d["turn"] == "black");
        self.legal = strings(&d["legal"]);
    }

    /// After an interruption: the sockets that are gone are opened again (each gets the
    /// state); with both open, the mover's socket is asked for the state until it gives one
    /// (a game between owners answers `unavailable` for a moment), and only a socket that
    /// fails meanwhile has both opened again.
    async fn recover(&mut self, shared: &Shared, opts: &DuelOptions, give_up: Instant) -> bool {
        match self.reconnect(shared, opts, give_up, false).await {
            None => return false,
            Some(0) => {}
            Some(_) => return true,
        }
        let resync = json!({ "t": "resync" }).to_string();
        while Instant::now() < give_up {
            let mover = &mut self.seats[self.turn].socket;
            if mover
                .send(Message::Text(resync.clone().into()))
                .await
                .is_err()
            {
                break;
            }
            match hear(mover, u64::MAX).await {
                Heard::State(s) => {
                    self.resync(&s);
                    return true;
                }
                Heard::Lost(why) if why.starts_with('{') => {
                    tokio::time::sleep(Duration::from_millis(250)).await;
                }
                _ => break,
            }
        }
        self.reconnect(shared, opts, give_up, true).await.is_some()
    }
}

/// What reading a socket for a move's broadcast gave.
enum Heard {
    /// The move of ply `want`, with the position after it.
    Moved(Value),
    /// A full state instead.
    State(Value),
    /// The socket ended, or the server refused.
    Lost(String),
}

/// How long a socket may stay silent while a move's broadcast is awaited; then the game is
/// taken as interrupted and its sockets are opened again.
const HEAR_TIMEOUT: Duration = Duration::from_secs(10);

async fn hear(socket: &mut Socket, want: u64) -> Heard {
    match tokio::time::timeout(HEAR_TIMEOUT, hear_untimed(socket, want)).await {
        Ok(heard) => heard,
        Err(_) => Heard::Lost(format!("no broadcast of ply {want} in 10 s")),
    }
}

async fn hear_untimed(socket: &mut Socket, want: u64) -> Heard {
    while let Some(m) = socket.next().await {
        let Ok(Message::Text(t)) = m else {
            if m.is_err() {
                return Heard::Lost("socket error".into());
            }
            continue;
        };
        let Ok(v) = serde_json::from_str::<Value>(&t) else {
            continue;
        };
        match v["t"].as_str() {
            Some("move") if v["d"]["ply"].as_u64() == Some(want) => {
                return Heard::Moved(v["d"].clone())
            }
            Some("state") => return Heard::State(v["d"].clone()),
            Some("error") => return Heard::Lost(format!("{}", v["d"])),
            _ => {}
        }
    }
    Heard::Lost("the socket closed".into())
}

/// After a move was sent on `mover`'s socket: the opponent's socket hearing it (what the move
/// measures), while the mover's socket is read too, so that a refusal or a closed socket
/// there interrupts the game at once rather than after [`HEAR_TIMEOUT`]. Both sockets have
/// heard the move when it returns `Moved`.
async fn exchange(seats: &mut [Seat; 2], mover: usize, want: u64) -> Heard {
    let (first, second) = seats.split_at_mut(1);
    let (mine, theirs) = if mover == 0 {
        (&mut first[0].socket, &mut second[0].socket)
    } else {
        (&mut second[0].socket, &mut first[0].socket)
    };
    let opponent = hear(theirs, want);
    tokio::pin!(opponent);
    let mut mover_heard = false;
    let heard = loop {
        tokio::select! {
            h = &mut opponent => break h,
            h = hear(mine, want), if !mover_heard => match h {
                Heard::Moved(_) => mover_heard = true,
                other => return other,
            },
        }
    };
    if mover_heard {
        return heard;
    }
    match (heard, hear(mine, want).await) {
        (Heard::Moved(d), Heard::Moved(_)) => Heard::Moved(d),
        (_, Heard::Lost(e)) | (Heard::Lost(e), _) => Heard::Lost(e),
        (_, Heard::State(s)) | (Heard::State(s), _) => Heard::State(s),
    }
}

/// What one game's task measured.
#[derive(Default)]
struct Measured {
    latencies: Vec<(u32, u32)>,
    /// Per interruption: ms until the next move reached the opponent (`None`: it never did).
    recoveries: Vec<Option<u32>>,
}

/// Plays one game from its set-up on (a game waiting for the others to be set up would miss
/// its first-move limit); moves count once the measurement has begun (`began`, set when every
/// game is set up), and the game stops at its end.
async fn play(
    mut duel: Duel,
    opts: Arc<DuelOptions>,
    http: reqwest::Client,
    shared: Arc<Shared>,
    seed: u64,
    began: Arc<std::sync::OnceLock<Instant>>,
) -> Measured {
    let far = Instant::now() + Duration::from_secs(24 * 3600);
    let window = || began.get().map(|&b| (b, b + opts.duration));
    let mut rng = Rng(seed | 1);
    let mut out = Measured::default();
    let mut interrupted: Option<Instant> = None;
    loop {
        // A player whose game was interrupted moves as soon as it is back, to measure when it
        // is playable again; otherwise it thinks, reading its sockets meanwhile.
        let pause = if interrupted.is_some() {
            AFTER_INTERRUPTION
        } else {
            rng.pause(opts.think)
        };
        let waited = duel.idle(Instant::now() + pause).await;
        if window().is_some_and(|(_, end)| Instant::now() >= end) {
            break;
        }
        if let Err(why) = waited {
            note_loss(&shared, &duel.id, &why, &mut interrupted);
            let give_up = window().map_or(far, |(_, end)| end) + Duration::from_secs(10);
            if !duel.recover(&shared, &opts, give_up).await {
                shared.error(|| format!("game {}: could not reconnect", duel.id));
                break;
            }
            continue;
        }
        if duel.legal.is_empty() {
            shared.ack(&duel.id, std::mem::take(&mut duel.moves));
            match set_up(&http, &shared, &opts).await {
                Ok(d) => duel = d,
                Err(e) => {
                    shared.error(|| format!("setting up another game: {e}"));
                    break;
                }
            }
            continue;
        }
        let mv = duel.legal[rng.below(duel.legal.len())].clone();
        let text = json!({ "t": "move", "d": { "uci": mv, "ply": duel.ply } }).to_string();
        let mover = duel.turn;
        let sent = Instant::now();
        let want = duel.ply + 1;
        let lost = match duel.seats[mover]
            .socket
            .send(Message::Text(text.into()))
            .await
        {
            Err(e) => Some(format!("sending: {e}")),
            Ok(()) => match exchange(&mut duel.seats, mover, want).await {
                Heard::Moved(d) => {
                    // The move of that ply is what the server says: after an interruption it
                    // can be an earlier attempt of this player's, applied late (then the move
                    // just sent is refused as stale, and measures nothing).
                    let played = d["uci"].as_str().unwrap_or_default().to_owned();
                    let us = sent.elapsed().as_micros().min(u128::from(u32::MAX)) as u32;
                    match window() {
                        Some((began, end))
                            if played == mv && sent >= began && Instant::now() < end =>
                        {
                            let at = sent.saturating_duration_since(began).as_millis() as u32;
                            out.latencies.push((at, us));
                            shared.moves.fetch_add(1, Ordering::Relaxed);
                        }
                        _ => {}
                    }
                    if let Some(since) = interrupted.take() {
                        out.recoveries.push(Some(
                            since.elapsed().as_millis().min(u128::from(u32::MAX)) as u32,
                        ));
                    }
                    duel.advance(&d);
                    None
                }
                Heard::State(s) => {
                    duel.resync(&s);
                    None
                }
                Heard::Lost(e) => Some(e),
            },
        };
        if let Some(why) = lost {
            note_loss(&shared, &duel.id, &why, &mut interrupted);
            let give_up = window().map_or(far, |(_, end)| end) + Duration::from_secs(10);
            if !duel.recover(&shared, &opts, give_up).await {
                shared.error(|| format!("game {}: could not reconnect", duel.id));
                break;
            }
        }
    }
    if interrupted.is_some() {
        out.recoveries.push(None);
    }
    shared.ack(&duel.id, duel.moves);
    for seat in &mut duel.seats {
        let _ = seat.socket.close(None).await;
    }
    out
}

/// The pause before a move after an interruption: a prompt client, not a spinning one.
const AFTER_INTERRUPTION: Duration = Duration::from_millis(100);

/// Counts an interruption by its reason; the first of a run of them starts its clock.
fn note_loss(shared: &Shared, id: &str, why: &str, interrupted: &mut Option<Instant>) {
    if let Ok(mut losses) = shared.losses.lock() {
        // The reason without the game's details (a ply, an error's message).
        let kind: String = why.chars().take(40).collect();
        *losses.entry(kind).or_default() += 1;
    }
    if interrupted.is_none() {
        *interrupted = Some(Instant::now());
        if !why.contains("closed") && !why.contains("unavailable") {
            shared.error(|| format!("game {id}: {why}"));
        }
    }
}

/// Runs the two-player load test.
///
/// # Errors
/// When no entry point can be reached, or the record cannot be written.
pub async fn run(opts: DuelOptions) -> Result<DuelReport, String> {
    if let Err(e) = crate::conn::raise_descriptor_limit() {
        return Err(format!("cannot raise the limit on open files: {e}"));
    }
    if opts.urls.is_empty() {
        return Err("no entry point".into());
    }
    let http = reqwest::Client::builder()
        .pool_max_idle_per_host(opts.connect_parallelism)
        .build()
        .map_err(|e| e.to_string())?;
    for url in &opts.urls {
        http.get(format!("{url}/api/health"))
            .send()
            .await
            .map_err(|e| format!("cannot reach {url}: {e}"))?;
    }
    let opts = Arc::new(opts);
    let shared = Arc::new(Shared {
        moves: AtomicU64::new(0),
        errors: AtomicU64::new(0),
        samples: Mutex::new(Vec::new()),
        next_url: AtomicU64::new(0),
        acked: Mutex::default(),
        losses: Mutex::default(),
    });
    let gate = Arc::new(Semaphore::new(opts.connect_parallelism.max(1)));
    let barrier = Arc::new(Barrier::new(opts.games + 1));
    let began: Arc<std::sync::OnceLock<Instant>> = Arc::default();
    let split = Arc::new(AtomicU64::new(0));
    let remote = Arc::new(AtomicU64::new(0));
    let start_setup = Instant::now();
    let mut tasks = Vec::with_capacity(opts.games);
    for i in 0..opts.games {
        let (http, opts, shared, gate, barrier) = (
            http.clone(),
            Arc::clone(&opts),
            Arc::clone(&shared),
            Arc::clone(&gate),
            Arc::clone(&barrier),
        );
        let (split, remote) = (Arc::clone(&split), Arc::clone(&remote));
        let began = Arc::clone(&began);
        tasks.push(tokio::spawn(async move {
            let duel = {
                let _permit = gate.acquire().await;
                set_up(&http, &shared, &opts).await
            };
            let duel = match duel {
                Ok(d) => d,
                Err(e) => {
                    shared.error(|| format!("setting up: {e}"));
                    barrier.wait().await;
                    return None;
                }
            };
            // Counted as set up; the game plays on meanwhile.
            tokio::spawn(async move { barrier.wait().await });
            if let (Some(w), Some(b)) = (&duel.seats[0].node, &duel.seats[1].node) {
                split.fetch_add(u64::from(w != b), Ordering::Relaxed);
            }
            if let (Some(w), Some(g)) = (&duel.seats[0].node, &duel.node) {
                remote.fetch_add(u64::from(w != g), Ordering::Relaxed);
            }
            let seed = (i as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
            Some(play(duel, opts, http, shared, seed, began).await)
        }));
    }
    barrier.wait().await;
    let setup = start_setup.elapsed();
    let _ = began.set(Instant::now());
    // For scripts that measure the servers over the same window.
    eprintln!("measurement begins ({} games set up)", opts.games);
    let mut latencies = Vec::new();
    let mut recoveries = Vec::new();
    let mut connected = 0;
    for t in tasks {
        if let Ok(Some(m)) = t.await {
            connected += 1;
            latencies.extend(m.latencies);
            recoveries.extend(m.recoveries);
        }
    }
    if let Some(path) = &opts.record {
        let acked = shared.acked.lock().map(|a| a.clone()).unwrap_or_default();
        let text = serde_json::to_string(&acked).map_err(|e| e.to_string())?;
        std::fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()))?;
    }
    let seconds = opts.duration.as_secs_f64().ceil().max(1.0) as usize;
    let mut per_second: Vec<Vec<u32>> = vec![Vec::new(); seconds];
    for &(at, us) in &latencies {
        if let Some(s) = per_second.get_mut(at as usize / 1000) {
            s.push(us);
        }
    }
    let timeline = per_second
        .iter_mut()
        .map(|s| {
            s.sort_unstable();
            (s.len() as u64, quantile(s, 0.99))
        })
        .collect();
    let mut all: Vec<u32> = latencies.into_iter().map(|(_, us)| us).collect();
    all.sort_unstable();
    let mut recovered: Vec<u32> = recoveries.iter().flatten().map(|ms| ms * 1000).collect();
    recovered.sort_unstable();
    Ok(DuelReport {
        games: connected,
        split_games: split.load(Ordering::Relaxed) as usize,
        remote_movers: remote.load(Ordering::Relaxed) as usize,
        moves: shared.moves.load(Ordering::Relaxed),
        elapsed: opts.duration,
        latency_ms: (
            quantile(&all, 0.5),
            quantile(&all, 0.99),
            all.last().map_or(0.0, |&v| f64::from(v) / 1000.0),
        ),
        errors: shared.errors.load(Ordering::Relaxed),
        error_samples: shared.samples.lock().map(|s| s.clone()).unwrap_or_default(),
        setup,
        interrupted: recoveries.len(),
        recovery_ms: (
            recovered.last().map_or(0.0, |&v| f64::from(v) / 1000.0),
            quantile(&recovered, 0.99),
        ),
        not_recovered: recoveries.iter().filter(|r| r.is_none()).count(),
        interruptions: shared
            .losses
            .lock()
            .map(|l| l.iter().map(|(k, v)| (k.clone(), *v)).collect())
            .unwrap_or_default(),
        timeline,
    })
}
