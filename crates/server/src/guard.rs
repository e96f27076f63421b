//! What every HTTP exchange goes through before and after its handler: security headers on
//! every answer, an `Origin` check on WebSocket upgrades and state-changing requests (same
//! origin, or one the operator allows), and JSON-only bodies. A page on another site can then
//! neither act for its visitors nor frame Turnpan.

use std::sync::Arc;

use axum::extract::{Request, State};
use axum::http::{header, HeaderMap, HeaderValue, Method};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use crate::Error;

/// What the guard lets through and what it adds.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct GuardConfig {
    /// Origins allowed besides the site's own (`https://example.org`), for a UI served
    /// elsewhere.
    pub allowed_origins: Vec<String>,
    /// Send `Strict-Transport-Security` (only behind HTTPS: the operator says so).
    pub hsts: bool,
}

/// The content security policy: scripts and everything else from the site itself only (no
/// inline script; `'wasm-unsafe-eval'` lets the site's own WebAssembly, the rules and engine of
/// the analysis board, the board editor and the post-game review, be compiled, never `eval`);
/// inline style attributes (the board's coordinates) and `data:` images (the pieces) allowed;
/// no framing.
const CSP: &str =
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; \
                   img-src 'self' data:; connect-src 'self'; font-src 'self'; object-src 'none'; \
                   base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/// The `host[:port]` of an origin (`https://h:1` → `h:1`), lower-cased.
fn authority(origin: &str) -> Option<String> {
    let rest = origin.split_once("://")?.1;
    (!rest.is_empty() && !rest.contains('/')).then(|| rest.to_ascii_lowercase())
}

/// Whether a request's `Origin` (if any) may act: same host as the request, or allowed.
///
/// ```
/// use axum::http::HeaderMap;
/// use turnpan_server::guard::{origin_allowed, GuardConfig};
/// let mut h = HeaderMap::new();
/// h.insert("host", "play.example:8080".parse().unwrap());
/// let config = GuardConfig::default();
/// assert!(origin_allowed(&h, &config));
/// h.insert("origin", "http://play.example:8080".parse().unwrap());
/// assert!(origin_allowed(&h, &config));
/// h.insert("origin", "https://evil.example".parse().unwrap());
/// assert!(!origin_allowed(&h, &config));
/// ```
pub fn origin_allowed(headers: &HeaderMap, config: &GuardConfig) -> bool {
    // Browsers always send Origin on cross-site requests that could change anything; a
    // request without one comes from a program, which a web page cannot make its visitors run.
    let Some(origin) = headers.get(header::ORIGIN) else {
        return true;
    };
    let Ok(origin) = origin.to_str() else {
        return false;
    };
    if config
        .allowed_origins
        .iter()
        .any(|a| a.trim_end_matches('/').eq_ignore_ascii_case(origin))
    {
        return true;
    }
    let host = headers
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .map(str::to_ascii_lowercase);
    authority(origin).is_some_and(|a| Some(a) == host)
}

/// Whether a request carries a body (a length above zero, or a chunked one).
fn has_body(headers: &HeaderMap) -> bool {
    let length = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u64>().ok());
    length.is_some_and(|n| n > 0) || headers.contains_key(header::TRANSFER_ENCODING)
}

/// Whether the body is declared JSON (`application/json`, parameters allowed).
fn is_json(headers: &HeaderMap) -> bool {
    headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .is_some_and(|t| t.trim().eq_ignore_ascii_case("application/json"))
}

/// The middleware.
pub async fn guard(State(config): State<Arc<GuardConfig>>, req: Request, next: Next) -> Response {
    let headers = req.headers();
    let upgrade = headers.contains_key(header::UPGRADE);
    let acts = req.method() != Method::GET && req.method() != Method::HEAD;
    let mut response = if (acts || upgrade) && !origin_allowed(headers, &config) {
        Error::Forbidden("requests from another site's pages are not accepted".into())
            .into_response()
    } else if acts && has_body(headers) && !is_json(headers) {
        Error::UnsupportedMediaType.into_response()
    } else {
        next.run(req).await
    };
    add_headers(response.headers_mut(), &config);
    response
}

fn add_headers(h: &mut HeaderMap, config: &GuardConfig) {
    let fixed = [
        (header::CONTENT_SECURITY_POLICY, CSP),
        (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        (header::REFERRER_POLICY, "same-origin"),
        (header::X_FRAME_OPTIONS, "DENY"),
    ];
    for (name, value) in fixed {
        h.insert(name, HeaderValue::from_static(value));
    }
    if config.hsts {
        h.insert(
            header::STRICT_TRANSPORT_SECURITY,
            HeaderValue::from_static("max-age=31536000; includeSubDomains"),
        );
    }
}
