//! The connection layer: every TCP connection is admitted against a per-address cap (IPv6 by
//! its /64) and refused at once past it, must send its request head within the header-read
//! timeout, and is closed after the idle timeout without a request. WebSockets have their own
//! per-address cap (`ws.rs` takes a slot for each socket). Hostile clients can hold only a
//! bounded share of the server's descriptors, and none for long without talking.

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::extract::ConnectInfo;
use axum::Router;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::net::TcpListener;
use tokio::sync::OwnedSemaphorePermit;
use tower::ServiceExt;

use crate::limit::address_key;

/// New connections and sockets being set up, or sockets torn down, at once. A set-up runs from
/// a new connection's first bytes (`conn.rs`) to its first answer, or for a WebSocket to its
/// first state sent; a tear-down from the socket's end to its game told and its descriptor
/// closed.
///
/// A socket's set-up is the costliest thing a connection asks for (the request through every
/// layer, the upgrade, the whole game with its legal moves), its tear-down costs nearly as
/// much, and a network failure or a restart brings thousands of sockets down and back in the
/// same second: 10,000 reconnecting together held the runtime for 0.5-2 s and every other
/// game's moves with it. Past this many, a new connection or an ended socket waits parked for
/// its turn, in arrival order, instead of crowding the runtime's queue.
pub const SOCKET_SETUPS: usize = 64;

/// A set-up turn (one of [`SOCKET_SETUPS`]), carried in a request's extensions: taken for a new
/// connection before its first request is read (or, for an upgrade on a kept-alive connection,
/// by the WebSocket route's outermost layer), handed on to the socket, and given back once the
/// socket's first messages are sent (or with the answer, when the request is no upgrade or the
/// upgrade is refused).
#[derive(Debug, Clone)]
pub(crate) struct SetupTurn(Arc<Mutex<Option<OwnedSemaphorePermit>>>);

impl SetupTurn {
    /// A turn (or none) to hand on with a request.
    pub(crate) fn new(turn: Option<OwnedSemaphorePermit>) -> SetupTurn {
        SetupTurn(Arc::new(Mutex::new(turn)))
    }

    /// The turn, taken out (later takers find none).
    pub(crate) fn take(&self) -> Option<OwnedSemaphorePermit> {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).take()
    }

    /// Whether the turn is still in here.
    pub(crate) fn holds(&self) -> bool {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).is_some()
    }
}

/// The bounds on connections.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ConnLimits {
    /// Time a connection has to send a complete request head, from its opening or from the end
    /// of its previous response (so it also bounds an idle keep-alive connection).
    pub header_read_timeout: Duration,
    /// Concurrent TCP connections per address; 0 turns the cap off.
    pub per_address: u32,
    /// Concurrent WebSockets per address; 0 turns the cap off.
    pub sockets_per_address: u32,
    /// How often a WebSocket is pinged; one whose pong has not come back by the next ping is
    /// closed.
    pub ping_every: Duration,
}

impl Default for ConnLimits {
    fn default() -> ConnLimits {
        ConnLimits {
            header_read_timeout: Duration::from_secs(10),
            per_address: 64,
            sockets_per_address: 32,
            ping_every: Duration::from_secs(30),
        }
    }
}

/// Counts what each address holds open, up to a cap.
#[derive(Debug)]
pub struct Gate {
    cap: u32,
    /// Loopback is not capped unless asked (local tests and benchmarks).
    limit_loopback: bool,
    open: Arc<Mutex<HashMap<IpAddr, u32>>>,
}

/// One admitted connection or socket: its address's count goes down when it is dropped.
#[derive(Debug)]
pub struct Slot {
    key: Option<IpAddr>,
    open: Arc<Mutex<HashMap<IpAddr, u32>>>,
}

impl Slot {
    /// The address key it counts against; `None` when it counts against nothing (no cap, an
    /// exempt address).
    pub fn key(&self) -> Option<IpAddr> {
        self.key
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        let Some(key) = self.key else { return };
        let mut open = self.open.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(n) = open.get_mut(&key) {
            *n -= 1;
            if *n == 0 {
                open.remove(&key);
            }
        }
    }
}

impl Gate {
    /// A gate letting each address hold `cap` (0: no cap).
    pub fn new(cap: u32, limit_loopback: bool) -> Gate {
        Gate {
            cap,
            limit_loopback,
            open: Arc::default(),
        }
    }

    /// The most each address may hold (0: no cap).
    pub fn cap(&self) -> u32 {
        self.cap
    }

    /// A slot for `ip`, or `None` when it already holds its cap.
    ///
    /// ```
    /// use turnpan_server::conn::Gate;
    /// let gate = Gate::new(2, false);
    /// let ip = "203.0.113.5".parse().ok();
    /// let (a, b) = (gate.admit(ip), gate.admit(ip));
    /// assert!(a.is_some() && b.is_some() && gate.admit(ip).is_none());
    /// drop(a);
    /// assert!(gate.admit(ip).is_some());
    /// ```
    pub fn admit(&self, ip: Option<IpAddr>) -> Option<Slot> {
        let key = ip
            .filter(|ip| self.cap > 0 && (self.limit_loopback || !ip.to_canonical().is_loopback()));
        let Some(ip) = key else {
            return Some(Slot {
                key: None,
                open: Arc::clone(&self.open),
            });
        };
        let key = address_key(ip);
        let mut open = self.open.lock().unwrap_or_else(|e| e.into_inner());
        let n = open.entry(key).or_insert(0);
        if *n >= self.cap {
            return None;
        }
        *n += 1;
        Some(Slot {
            key: Some(key),
            open: Arc::clone(&self.open),
        })
    }
}

/// Raises the process's limit on open descriptors to the hard limit; returns the limit now in
/// force (or why it could not be read).
pub fn raise_descriptor_limit() -> Result<u64, String> {
    rlimit::increase_nofile_limit(u64::MAX).map_err(|e| e.to_string())
}

/// How long a connection may hold its set-up turn before its first request has been answered
/// (or has become a socket): a client slow to send its request head gives the turn back and is
/// served without one (within the header-read timeout, like any other).
const TURN_FOR_FIRST_REQUEST: Duration = Duration::from_millis(250);

/// Accepts connections for `router` until the listener fails for good, with set-up turns of
/// its own (see [`serve_with_turns`]).
pub async fn serve(listener: TcpListener, router: Router, limits: ConnLimits, gate: Gate) {
    let turns = Arc::new(tokio::sync::Semaphore::new(SOCKET_SETUPS));
    serve_with_turns(listener, router, limits, gate, turns).await;
}

/// Accepts connections for `router` until the listener fails for good. Accepting stays fast;
/// a new connection then waits, parked and in arrival order, for one of `turns` (the server's
/// socket turns, [`SOCKET_SETUPS`]) once its client has sent something, before its first
/// request is read: a crowd of new connections (thousands of clients reconnecting at once)
/// costs the runtime one short poll each until its turn comes, instead of every request at once.
/// The turn goes back with the first answer, stays with a WebSocket until its first messages
/// are sent, and goes back anyway after 250 ms when the request head is not complete by then.
///
/// ```no_run
/// # async fn example(router: axum::Router) -> std::io::Result<()> {
/// use std::sync::Arc;
/// use turnpan_server::conn::{serve_with_turns, ConnLimits, Gate};
/// let listener = tokio::net::TcpListener::bind("127.0.0.1:8080").await?;
/// let turns = Arc::new(tokio::sync::Semaphore::new(turnpan_server::SOCKET_SETUPS));
/// serve_with_turns(listener, router, ConnLimits::default(), Gate::new(64, false), turns).await;
/// # Ok(())
/// # }
/// ```
pub async fn serve_with_turns(
    listener: TcpListener,
    router: Router,
    limits: ConnLimits,
    gate: Gate,
    turns: Arc<tokio::sync::Semaphore>,
) {
    loop {
        let (tcp, peer) = match listener.accept().await {
            Ok(accepted) => accepted,
            Err(e) => {
                // Out of descriptors, most likely: wait for some to close rather than spin.
                tracing::warn!("accept: {e}");
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
        let Some(slot) = gate.admit(Some(peer.ip())) else {
            // Refused at once: the descriptor goes back now.
            crate::metrics::refused("connections");
            drop(tcp);
            continue;
        };
        // Every move is a small message that wants to go out now: no Nagle delay.
        if let Err(e) = tcp.set_nodelay(true) {
            tracing::debug!("TCP_NODELAY: {e}");
        }
        let turns = Arc::clone(&turns);
        tokio::spawn(connection(tcp, peer, router.clone(), limits, slot, turns));
    }
}

/// What a first request starts with when it is a load balancer's health check.
const HEALTH_CHECK: &[u8] = b"GET /api/health ";

/// Waits for the client's first bytes (without taking them from the connection) and tells
/// whether they start a health check; `None` when the client closed or said nothing in time.
async fn first_is_health_check(tcp: &tokio::net::TcpStream, wait: Duration) -> Option<bool> {
    let mut head = [0u8; HEALTH_CHECK.len()];
    match tokio::time::timeout(wait, tcp.peek(&mut head)).await {
        Ok(Ok(n)) if n > 0 => Some(head[..n] == HEALTH_CHECK[..]),
        _ => None,
    }
}

async fn connection(
    tcp: tokio::net::TcpStream,
    peer: SocketAddr,
    router: Router,
    limits: ConnLimits,
    slot: Slot,
    turns: Arc<tokio::sync::Semaphore>,
) {
    // Parked and holding nothing until the client has sent something (a silent connection
    // holds no turn), then parked for a turn. The semaphore is never closed. A load balancer's
    // health check takes none: it costs nothing, and one that waited behind a crowd of sockets
    // would have a busy node taken for a dead one (and its sockets cut). A later request on
    // the same connection is no first request: it takes a turn where one is needed (`ws.rs`).
    let turn = match first_is_health_check(&tcp, limits.header_read_timeout).await {
        Some(true) => None,
        Some(false) => turns.acquire_owned().await.ok(),
        None => {
            // Silent for as long as a request head may take, or gone: closed, never served.
            drop(slot);
            return;
        }
    };
    let first = SetupTurn::new(turn);
    let held = first.clone();
    let service = hyper::service::service_fn(move |mut req: hyper::Request<Incoming>| {
        // The peer's address, for the per-address limits.
        req.extensions_mut().insert(ConnectInfo(peer));
        // Every request carries it; only the first finds the turn in it (a WebSocket's
        // upgrade takes it on, see `ws.rs`).
        req.extensions_mut().insert(first.clone());
        let answer = router.clone().oneshot(req.map(axum::body::Body::new));
        let first = first.clone();
        async move {
            let answer = answer.await;
            drop(first.take());
            answer
        }
    });
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(limits.header_read_timeout)
        .keep_alive(true);
    crate::metrics::connection(1.0);
    let served = http
        .serve_connection(TokioIo::new(tcp), service)
        .with_upgrades();
    tokio::pin!(served);
    let result = tokio::select! {
        result = &mut served => result,
        () = tokio::time::sleep(TURN_FOR_FIRST_REQUEST) => {
            drop(held.take());
            served.await
        }
    };
    if let Err(e) = result {
        tracing::debug!("connection from {peer}: {e}");
    }
    crate::metrics::connection(-1.0);
    drop(slot);
}
