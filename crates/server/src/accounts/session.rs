//! Sessions: a random value in an `HttpOnly`, `SameSite=Lax` cookie (`Secure` when the operator
//! says the site is on HTTPS), its SHA-256 in a database row. A new value at every log-in (so a
//! value planted before the log-in is worth nothing), the row deleted at log-out, and a session
//! unused for [`SESSION_IDLE`] is over.

use std::time::Duration;

use axum::http::{header, HeaderMap, HeaderValue};
use cookie::{Cookie, SameSite};

pub use crate::domain::Account;
use crate::domain::TokenHash;

/// The cookie's name.
pub const COOKIE: &str = "turnpan_session";
/// A session unused this long is over.
pub const SESSION_IDLE: Duration = Duration::from_secs(30 * 24 * 3600);
/// How long a browser keeps the cookie: as long as browsers allow (400 days), so that the
/// server's own rule (30 days unused) decides when a session is over, not the date of the
/// log-in.
pub const COOKIE_MAX_AGE: Duration = Duration::from_secs(400 * 24 * 3600);
/// How stale a session's "last seen" may get before a request refreshes it (one write per
/// session per hour, not one per request).
pub const TOUCH_EVERY: Duration = Duration::from_secs(3600);

/// A fresh session value (64 hex digits, 256 random bits) and its hash for the database.
///
/// ```
/// let (value, hash) = turnpan_server::accounts::new_session_value();
/// assert_eq!(value.len(), 64);
/// assert_eq!(hash, turnpan_server::domain::TokenHash::of(&value));
/// ```
pub fn new_session_value() -> (String, TokenHash) {
    let value = format!("{}{}", crate::ids::token(), crate::ids::token());
    let hash = TokenHash::of(&value);
    (value, hash)
}

/// The session cookie's value in a request, if it has a well-formed one.
///
/// ```
/// use axum::http::HeaderMap;
/// use turnpan_server::accounts::session_value;
/// let mut h = HeaderMap::new();
/// let v = "ab".repeat(32);
/// h.insert("cookie", format!("theme=dark; turnpan_session={v}").parse().unwrap());
/// assert_eq!(session_value(&h).as_deref(), Some(v.as_str()));
/// h.insert("cookie", "turnpan_session=short".parse().unwrap());
/// assert_eq!(session_value(&h), None);
/// ```
pub fn session_value(headers: &HeaderMap) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(Cookie::split_parse)
        .filter_map(Result::ok)
        .find(|c| c.name() == COOKIE)
        .map(|c| c.value().to_owned())
        .filter(|v| v.len() == 64 && v.bytes().all(|b| b.is_ascii_hexdigit()))
}

/// The `Set-Cookie` value that holds `value`, kept by the browser for [`COOKIE_MAX_AGE`]: the
/// session's row decides when it is over.
pub fn set_cookie(value: &str, secure: bool) -> HeaderValue {
    let cookie = Cookie::build((COOKIE, value.to_owned()))
        .path("/")
        .http_only(true)
        .same_site(SameSite::Lax)
        .secure(secure)
        .max_age(cookie::time::Duration::seconds(
            COOKIE_MAX_AGE.as_secs() as i64
        ))
        .build();
    HeaderValue::from_str(&cookie.to_string()).unwrap_or_else(|_| HeaderValue::from_static(""))
}

/// The `Set-Cookie` value that removes the cookie.
pub fn clear_cookie(secure: bool) -> HeaderValue {
    let cookie = Cookie::build((COOKIE, ""))
        .path("/")
        .http_only(true)
        .same_site(SameSite::Lax)
        .secure(secure)
        .max_age(cookie::time::Duration::ZERO)
        .build();
    HeaderValue::from_str(&cookie.to_string()).unwrap_or_else(|_| HeaderValue::from_static(""))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cookie_is_http_only_lax_and_secure_when_asked() {
        let v = set_cookie(&"a".repeat(64), false);
        let text = v.to_str().unwrap();
        assert!(
            text.starts_with(&format!("{COOKIE}={}", "a".repeat(64))),
            "{text}"
        );
        assert!(
            text.contains("HttpOnly") && text.contains("SameSite=Lax"),
            "{text}"
        );
        assert!(
            text.contains("Path=/") && text.contains("Max-Age=34560000"),
            "{text}"
        );
        assert!(!text.contains("Secure"), "{text}");
        assert!(set_cookie("x", true).to_str().unwrap().contains("Secure"));
        let cleared = clear_cookie(true);
        let cleared = cleared.to_str().unwrap();
        assert!(
            cleared.contains("Max-Age=0") && cleared.contains("Secure"),
            "{cleared}"
        );
    }

    #[test]
    fn only_a_well_formed_value_is_read() {
        let mut h = HeaderMap::new();
        assert_eq!(session_value(&h), None);
        for bad in [
            "turnpan_session=".to_owned(),
            format!("turnpan_session={}", "g".repeat(64)),
            format!("turnpan_session={}", "a".repeat(65)),
            format!("turnpan_session_x={}", "a".repeat(64)),
        ] {
            h.insert(header::COOKIE, bad.parse().unwrap());
            assert_eq!(session_value(&h), None, "{bad}");
        }
        let good = "0123456789abcdef".repeat(4);
        h.insert(
            header::COOKIE,
            format!("a=1;turnpan_session={good}; b=2").parse().unwrap(),
        );
        assert_eq!(session_value(&h), Some(good));
        let (a, ha) = new_session_value();
        let (b, _) = new_session_value();
        assert_ne!(a, b);
        assert_eq!(ha.to_hex().len(), 64);
    }
}
