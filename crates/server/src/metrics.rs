//! What the server counts, for `GET /metrics` (Prometheus text format; every name starts with
//! `turnpan_`). The recorder is the process's: several servers in one process (tests) share it.
//!
//! | metric | kind | what |
//! |---|---|---|
//! | `turnpan_games_live{status}` | gauge | games held in memory, by status |
//! | `turnpan_connections_open` | gauge | TCP connections being served |
//! | `turnpan_sockets_open` | gauge | WebSockets open |
//! | `turnpan_moves_total` | counter | moves committed (rate: moves per second) |
//! | `turnpan_move_latency_seconds` | histogram | a move from its arrival at the game to its broadcast |
//! | `turnpan_engine_queue_length` | gauge | searches waiting for a worker |
//! | `turnpan_engine_wait_seconds` | histogram | a search's wait for a worker |
//! | `turnpan_rate_limited_total{kind}` | counter | refusals: `games`, `actions`, `connections`, `sockets`, `socket_messages` |
//! | `turnpan_storage_write_seconds` | histogram | a write from its queueing to its commit |

use std::sync::OnceLock;
use std::time::Duration;

use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};

use crate::domain::Status;

/// Latency buckets, in seconds: 0.5 ms to 10 s.
const BUCKETS: [f64; 15] = [
    0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1.0, 2.0, 5.0, 10.0, 30.0,
];

/// The process's recorder, installed on first use.
pub fn handle() -> &'static PrometheusHandle {
    static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();
    HANDLE.get_or_init(|| {
        let builder = PrometheusBuilder::new()
            .set_buckets_for_metric(Matcher::Suffix("_seconds".into()), &BUCKETS)
            .unwrap_or_else(|e| unreachable!("the buckets are not empty: {e}"));
        let recorder = builder.build_recorder();
        let handle = recorder.handle();
        // Another recorder installed first (an embedding program's) keeps its place; ours then
        // renders nothing but stays usable.
        if let Err(e) = metrics::set_global_recorder(recorder) {
            tracing::warn!("metrics: another recorder is installed: {e}");
        }
        handle
    })
}

/// The text of `GET /metrics`.
pub fn render() -> String {
    handle().render()
}

/// A game of this status came into memory (`+1`) or left it (`-1`).
pub fn game_status(status: Status, delta: f64) {
    metrics::gauge!("turnpan_games_live", "status" => status.as_str()).increment(delta);
}

/// A TCP connection opened (`+1`) or closed (`-1`).
pub fn connection(delta: f64) {
    metrics::gauge!("turnpan_connections_open").increment(delta);
}

/// A WebSocket opened (`+1`) or closed (`-1`).
pub fn socket(delta: f64) {
    metrics::gauge!("turnpan_sockets_open").increment(delta);
}

/// A move was committed and told, `latency` after it reached its game.
pub fn moved(latency: Duration) {
    metrics::counter!("turnpan_moves_total").increment(1);
    metrics::histogram!("turnpan_move_latency_seconds").record(latency.as_secs_f64());
}

/// The engine's queue holds `waiting` searches.
pub fn engine_queue(waiting: usize) {
    metrics::gauge!("turnpan_engine_queue_length").set(waiting as f64);
}

/// A search got its worker after `wait`.
pub fn engine_wait(wait: Duration) {
    metrics::histogram!("turnpan_engine_wait_seconds").record(wait.as_secs_f64());
}

/// A request, connection or message was refused by a limit of this kind.
pub fn refused(kind: &'static str) {
    metrics::counter!("turnpan_rate_limited_total", "kind" => kind).increment(1);
}

/// A storage write took `took`.
pub fn storage_write(took: Duration) {
    metrics::histogram!("turnpan_storage_write_seconds").record(took.as_secs_f64());
}
