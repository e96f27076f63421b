//! One log line per request (method, path without its query, status, time, client address,
//! request id) and the request id itself: sent back in `x-request-id`, and named in the answer
//! to an internal error, whose cause goes to the log only.

use std::sync::Arc;
use std::time::Instant;

use axum::extract::{Request, State};
use axum::http::HeaderValue;
use axum::middleware::Next;
use axum::response::Response;

use crate::app::App;
use crate::extract::ClientIp;
use crate::request_id;

/// The middleware.
pub async fn access_log(
    State(_app): State<Arc<App>>,
    ClientIp(ip): ClientIp,
    req: Request,
    next: Next,
) -> Response {
    let id = request_id::fresh();
    let started = Instant::now();
    let method = req.method().clone();
    // The path only: a query string may hold what should not be logged.
    let path = req.uri().path().to_owned();
    let mut response = request_id::scope(id.clone(), next.run(req)).await;
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
