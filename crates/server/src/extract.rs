//! What handlers take from a request before they run: the client's address (for the
//! per-address limits), the logged-in account of its session cookie, and a JSON body read
//! strictly.

use std::convert::Infallible;
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::request::Parts;
use serde::de::DeserializeOwned;

use crate::accounts::{session_value, SESSION_IDLE, TOUCH_EVERY};
use crate::app::App;
use crate::domain::{Account, TokenHash};
use crate::Error;

/// The client's address for the per-address limits (see [`crate::limit::Limiter::client_ip`]).
#[derive(Debug, Clone, Copy)]
pub struct ClientIp(pub Option<IpAddr>);

impl FromRequestParts<Arc<App>> for ClientIp {
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, app: &Arc<App>) -> Result<ClientIp, Infallible> {
        let peer = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map(|c| c.0.ip());
        Ok(ClientIp(app.limiter.client_ip(peer, &parts.headers)))
    }
}

/// Reads a JSON body; an empty body is `T::default()` when `optional`.
pub fn body<T: DeserializeOwned + Default>(
    bytes: Result<Bytes, BytesRejection>,
    optional: bool,
) -> Result<T, Error> {
    let bytes = bytes.map_err(|e| match e {
        BytesRejection::FailedToBufferBody(_) => Error::TooLarge("the body is too large".into()),
        other => Error::BadRequest(other.body_text()),
    })?;
    if optional && bytes.iter().all(u8::is_ascii_whitespace) {
        return Ok(T::default());
    }
    serde_json::from_slice(&bytes).map_err(|e| Error::BadRequest(format!("bad JSON body: {e}")))
}

/// The account of the request's session, if it has a live one. A database failure is an
/// internal error (never taken for "logged out").
#[derive(Debug, Clone)]
pub struct CurrentUser(pub Option<Account>);

impl FromRequestParts<Arc<App>> for CurrentUser {
    type Rejection = Error;

    async fn from_request_parts(parts: &mut Parts, app: &Arc<App>) -> Result<CurrentUser, Error> {
        let Some(value) = session_value(&parts.headers) else {
            return Ok(CurrentUser(None));
        };
        let account = app
            .store()
            .session_account(
                TokenHash::of(&value),
                crate::store::now_ms(),
                (SESSION_IDLE, TOUCH_EVERY),
            )
            .await?;
        Ok(CurrentUser(account))
    }
}

impl CurrentUser {
    /// The account, or 401.
    ///
    /// # Errors
    /// [`Error::SignInNeeded`] without a live session.
    pub fn required(self) -> Result<Account, Error> {
        self.0.ok_or(Error::SignInNeeded)
    }
}
