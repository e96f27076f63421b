//! One log line per request (method, path without its query, status, time, client address,
//! request id) and the request id itself: sent back in `x-request-id`, and named in the answer
//! to an internal error, whose cause goes to the log only.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::Instant;

use axum::extract::{Request, State};
use axum::http::HeaderValue;
use axum::middleware::Next;
use axum::response::Response;

use crate::api::ClientIp;
use crate::app::App;

tokio::task_local! {
    /// The id of the request being handled by this task.
    static REQUEST_ID: String;
}

/// A fresh request id: a random per-process prefix and a counter (`3f9c21a0-17`).
pub fn next_request_id() -> String {
    static PREFIX: OnceLock<String> = OnceLock::new();
    static COUNTER: AtomicU64 = AtomicU64::new(1);
    let prefix = PREFIX.get_or_init(|| crate::ids::token()[..8].to_owned());
    format!("{prefix}-{}", COUNTER.fetch_add(1, Ordering::Relaxed))
}

/// The id of the request this task is handling, if any.
pub fn current_request_id() -> Option<String> {
    REQUEST_ID.try_with(String::clone).ok()
}

/// The middleware.
pub async fn access_log(
    State(_app): State<Arc<App>>,
    ClientIp(ip): ClientIp,
    req: Request,
    next: Next,
) -> Response {
    let id = next_request_id();
    let started = Instant::now();
    let method = req.method().clone();
    // The path only: a query string may hold what should not be logged.
    let path = req.uri().path().to_owned();
    let mut response = REQUEST_ID.scope(id.clone(), next.run(req)).await;
    let status = response.status().as_u16();
    let ms = started.elapsed().as_secs_f64() * 1000.0;
    let client = ip.map_or_else(|| "-".to_owned(), |ip| ip.to_string());
    tracing::info!(
        target: "turnpan::access",
        %method, path, status, ms = format_args!("{ms:.1}"), client, request = %id,
        "{method} {path} {status} {ms:.1} ms"
    );
    if let Ok(v) = HeaderValue::from_str(&id) {
        response.headers_mut().insert("x-request-id", v);
    }
    response
}
