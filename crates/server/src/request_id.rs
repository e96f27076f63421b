//! The id of the request a task is handling: made by the access log (`access.rs`), read by
//! the error type to name it in an internal error's answer and log line. It imports nothing of
//! the crate, so both can use it.

use std::future::Future;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;

tokio::task_local! {
    static REQUEST_ID: String;
}

/// A fresh request id: a random per-process prefix and a counter (`3f9c21a0-17`).
pub fn fresh() -> String {
    static PREFIX: OnceLock<String> = OnceLock::new();
    static COUNTER: AtomicU64 = AtomicU64::new(1);
    let prefix = PREFIX.get_or_init(|| {
        let mut bytes = [0u8; 4];
        // Without a random source the prefix is only less unique across restarts.
        let _ = getrandom::fill(&mut bytes);
        bytes.iter().map(|b| format!("{b:02x}")).collect()
    });
    format!("{prefix}-{}", COUNTER.fetch_add(1, Ordering::Relaxed))
}

/// Runs `f` as the handling of request `id`.
pub async fn scope<F: Future>(id: String, f: F) -> F::Output {
    REQUEST_ID.scope(id, f).await
}

/// The id of the request this task is handling, if any.
pub fn current() -> Option<String> {
    REQUEST_ID.try_with(String::clone).ok()
}
