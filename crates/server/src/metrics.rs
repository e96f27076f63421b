//! What the server counts, for `GET /metrics` (Prometheus text format; every name starts with
//! `turnpan_`). The recorder is the process's: several servers in one process (tests) share it.
//!
//! | metric | kind | what |
//! |---|---|---|
//! | `turnpan_games_live{status}` | gauge | games held in memory, by status |
//! | `turnpan_connections_open` | gauge | TCP connections being served |
//! | `turnpan_sockets_open` | gauge | WebSockets open |
//! | `turnpan_moves_total` | counter | moves committed (rate: moves per second) |
//! | `turnpan_move_latency_seconds` | histogram | a player's move from its arrival (socket frame or HTTP request) to its broadcast |
//! | `turnpan_move_apply_seconds` | histogram | a move at its game: rules, storage write, broadcast |
//! | `turnpan_engine_queue_length` | gauge | searches waiting for a worker |
//! | `turnpan_engine_wait_seconds` | histogram | a search's wait for a worker |
//! | `turnpan_rate_limited_total{kind}` | counter | refusals: `games`, `actions`, `connections`, `sockets`, `socket_messages` |
//! | `turnpan_storage_write_seconds` | histogram | a write from its queueing to its commit |
//! | `turnpan_storage_queue_seconds` | histogram | how long the oldest write of a group commit waited for it |
//! | `turnpan_storage_commit_seconds` | histogram | one group commit (a transaction of many writes) |
//! | `turnpan_storage_batch_writes` | histogram | writes in one group commit |
//! | `turnpan_storage_checkpoint_seconds{by}` | histogram | an SQLite checkpoint, by the `checkpointer` or the `writer` |
//! | `turnpan_runtime_lag_seconds` | histogram | how late a 10 ms timer fires: time the async runtime had no thread free |
//!
//! Histograms are kept as buckets (their raw samples are folded in every few seconds by an
//! upkeep thread, so memory stays bounded when nobody scrapes).

use std::sync::OnceLock;
use std::time::Duration;

use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};

use crate::domain::Status;

/// Latency buckets, in seconds: 0.25 ms to 30 s, fine around the 10 ms and 20 ms goals.
const BUCKETS: [f64; 22] = [
    0.00025, 0.0005, 0.001, 0.002, 0.003, 0.005, 0.0075, 0.01, 0.015, 0.02, 0.03, 0.05, 0.075, 0.1,
    0.2, 0.5, 1.0, 2.0, 5.0, 10.0, 20.0, 30.0,
];
/// Buckets of `turnpan_storage_batch_writes`.
const BATCH_BUCKETS: [f64; 10] = [1.0, 2.0, 4.0, 8.0, 16.0, 32.0, 64.0, 128.0, 256.0, 512.0];
/// How often the upkeep thread folds raw histogram samples into their buckets.
const UPKEEP_EVERY: Duration = Duration::from_secs(5);

/// The process's recorder, installed on first use.
pub fn handle() -> &'static PrometheusHandle {
    static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();
    HANDLE.get_or_init(|| {
        let builder = PrometheusBuilder::new()
            .set_buckets_for_metric(Matcher::Suffix("_seconds".into()), &BUCKETS)
            .and_then(|b| {
                b.set_buckets_for_metric(
                    Matcher::Full("turnpan_storage_batch_writes".into()),
                    &BATCH_BUCKETS,
                )
            })
            .unwrap_or_else(|e| unreachable!("the buckets are not empty: {e}"));
        let recorder = builder.build_recorder();
        let handle = recorder.handle();
        // Without upkeep a histogram keeps every raw sample until the next scrape: unbounded
        // memory on a server nobody scrapes, and a long render when somebody finally does.
        let upkeep = handle.clone();
        let spawned = std::thread::Builder::new()
            .name("metrics-upkeep".into())
            .spawn(move || loop {
                std::thread::sleep(UPKEEP_EVERY);
                upkeep.run_upkeep();
            });
        if let Err(e) = spawned {
            tracing::warn!("metrics: cannot start the upkeep thread: {e}");
        }
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

/// A move was committed and told, `took` after it reached its game.
pub fn moved(took: Duration) {
    metrics::counter!("turnpan_moves_total").increment(1);
    metrics::histogram!("turnpan_move_apply_seconds").record(took.as_secs_f64());
}

/// A player's move was broadcast (or refused) `latency` after it arrived (its socket frame or
/// its HTTP request).
pub fn move_latency(latency: Duration) {
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

/// The oldest write of a group commit had waited `waited` for it to begin.
pub fn storage_queued(waited: Duration) {
    metrics::histogram!("turnpan_storage_queue_seconds").record(waited.as_secs_f64());
}

/// A group commit of `writes` writes took `took`.
pub fn storage_commit(took: Duration, writes: usize) {
    metrics::histogram!("turnpan_storage_commit_seconds").record(took.as_secs_f64());
    metrics::histogram!("turnpan_storage_batch_writes").record(writes as f64);
}

/// An SQLite checkpoint by `by` (`checkpointer` or `writer`) took `took`.
pub fn storage_checkpoint(by: &'static str, took: Duration) {
    metrics::histogram!("turnpan_storage_checkpoint_seconds", "by" => by)
        .record(took.as_secs_f64());
}

/// Period of the runtime lag probe.
const LAG_PROBE_EVERY: Duration = Duration::from_millis(10);

/// Measures, for as long as the runtime lives, how late a timer of 10 ms fires:
/// the time every worker thread was busy with something else (a task that does not yield, or
/// more work than threads). Spawn it once per runtime.
pub async fn probe_runtime_lag() {
    loop {
        let asked = tokio::time::Instant::now() + LAG_PROBE_EVERY;
        tokio::time::sleep_until(asked).await;
        let late = tokio::time::Instant::now().saturating_duration_since(asked);
        metrics::histogram!("turnpan_runtime_lag_seconds").record(late.as_secs_f64());
    }
}
