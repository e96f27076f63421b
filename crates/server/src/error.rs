//! The one error type of the service, mapped once to HTTP status codes and to the `error`
//! WebSocket message (docs/protocol.md, "Errors").

use std::fmt;
use std::sync::Arc;

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;

use serde::{Deserialize, Serialize};

/// Everything that can go wrong with a request; nothing changed when one is returned.
///
/// It crosses between nodes as it is (`cluster/`): an internal error travels as its text.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
pub enum Error {
    /// Malformed input.
    #[error("{0}")]
    BadRequest(String),
    /// The move is unreadable or illegal.
    #[error("{0}")]
    IllegalMove(String),
    /// No token.
    #[error("this needs an 'Authorization: Bearer <token>' header")]
    Unauthorized,
    /// The token holds no seat that may do this.
    #[error("{0}")]
    Forbidden(String),
    /// The token's seat is not the side to move.
    #[error("it is not your turn")]
    NotYourTurn,
    /// Unknown game.
    #[error("no such game")]
    NotFound,
    /// Unknown variant (in a path).
    #[error("no variant '{0}' (see GET /api/variants)")]
    NoSuchVariant(String),
    /// The game has ended.
    #[error("the game is over")]
    GameOver,
    /// The game waits for its second player.
    #[error("the game is waiting for its second player")]
    Waiting,
    /// The client's idea of the ply is out of date.
    #[error("the game is at ply {current}, not {sent}: resync")]
    Stale {
        /// The game's ply.
        current: usize,
        /// The ply the client sent.
        sent: usize,
    },
    /// The action does not fit the game's state.
    #[error("{0}")]
    Conflict(String),
    /// A body or frame over the limit.
    #[error("{0}")]
    TooLarge(String),
    /// Too many messages.
    #[error("too many messages: slow down")]
    RateLimited,
    /// Too many new games (created or joined) from one address.
    #[error("too many new games from your address: try again in {retry_after_s} s")]
    TooManyGames {
        /// Seconds until the next one is allowed.
        retry_after_s: u64,
    },
    /// A body that is not declared JSON.
    #[error("request bodies are JSON: send Content-Type: application/json")]
    UnsupportedMediaType,
    /// The path exists, the method does not.
    #[error("this endpoint does not take that method (see docs/protocol.md)")]
    MethodNotAllowed,
    /// Too many actions from one token or address.
    #[error("too many actions: try again in {retry_after_s} s")]
    TooManyActions {
        /// Seconds until the next one is allowed.
        retry_after_s: u64,
    },
    /// A player wrote chat lines faster than the chat allows (`chat.rs`).
    #[error("too many chat messages: wait {retry_after_s} s")]
    TooManyChatMessages {
        /// Seconds until the next line is allowed.
        retry_after_s: u64,
    },
    /// The address already has its most open games waiting in the lobby.
    #[error(
        "you already have 3 open games waiting in the lobby: wait for an opponent or abort one"
    )]
    TooManyOpenGames,
    /// Too many WebSockets open from one address.
    #[error("too many connections from your address: close one first")]
    TooManyConnections,
    /// The endpoint needs a logged-in account.
    #[error("sign in first")]
    SignInNeeded,
    /// A log-in with a name and password that do not match an account (never saying which).
    #[error("wrong username or password")]
    WrongCredentials,
    /// Sign-up with a name somebody has (ignoring case).
    #[error("that username is taken")]
    NameTaken,
    /// Too many log-ins from one address, or for one name.
    #[error("too many attempts to sign in: try again in {retry_after_s} s")]
    TooManyLogins {
        /// Seconds until the next attempt is allowed.
        retry_after_s: u64,
    },
    /// An account has its most variants (docs/server.md, "Players' variants").
    #[error("{0}")]
    TooManyVariants(String),
    /// A variant whose move generation is too slow to serve, with the figure measured.
    #[error("{0}")]
    VariantTooSlow(String),
    /// The game is moving to another node (its owner died or lost its lease): try again in
    /// a moment. Nothing happened, except after an action whose node died before it answered:
    /// then it may have been played, and the state (resync) says whether it was.
    #[error("{0}")]
    Unavailable(String),
    /// Storage (or the server itself) failed; the action did not happen.
    #[error("internal error: {0}")]
    Internal(Internal),
}

/// The body of every HTTP error answer: `{"error": {code, message}}`.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct ErrorBody {
    /// What went wrong.
    pub error: ErrorView,
}

/// An error as the client sees it.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct ErrorView {
    /// Machine-readable code.
    #[cfg_attr(test, ts(type = "ErrorCode"))]
    pub code: &'static str,
    /// English message.
    pub message: String,
}

impl From<&Error> for ErrorView {
    fn from(e: &Error) -> ErrorView {
        ErrorView {
            code: e.code(),
            message: e.public_message(),
        }
    }
}

/// What failed inside the server, with the error that caused it (kept for the log, so the
/// cause is not lost to a string).
#[derive(Debug, Clone)]
pub struct Internal {
    context: String,
    source: Option<Arc<dyn std::error::Error + Send + Sync>>,
}

impl Internal {
    /// A failure described by `context`, caused by `source`.
    pub fn caused(
        context: impl Into<String>,
        source: Arc<dyn std::error::Error + Send + Sync>,
    ) -> Internal {
        Internal {
            context: context.into(),
            source: Some(source),
        }
    }
}

impl fmt::Display for Internal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.source {
            Some(source) => write!(f, "{}: {source}", self.context),
            None => f.write_str(&self.context),
        }
    }
}

impl std::error::Error for Internal {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        self.source
            .as_deref()
            .map(|e| e as &(dyn std::error::Error + 'static))
    }
}

impl PartialEq for Internal {
    fn eq(&self, other: &Internal) -> bool {
        self.to_string() == other.to_string()
    }
}

impl Eq for Internal {}

// Between nodes an internal error is its text (its source stays in the log of the node that
// had it).
impl Serialize for Internal {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_string())
    }
}

impl<'de> Deserialize<'de> for Internal {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Internal, D::Error> {
        Ok(Internal {
            context: String::deserialize(d)?,
            source: None,
        })
    }
}

impl Error {
    /// An internal failure with no underlying error.
    ///
    /// ```
    /// let e = turnpan_server::Error::internal("the storage writer stopped");
    /// assert_eq!(e.code(), "internal");
    /// assert_eq!(e.to_string(), "internal error: the storage writer stopped");
    /// ```
    pub fn internal(context: impl Into<String>) -> Error {
        Error::Internal(Internal {
            context: context.into(),
            source: None,
        })
    }

    /// The machine-readable code.
    pub const fn code(&self) -> &'static str {
        match self {
            Error::BadRequest(_) => "bad_request",
            Error::IllegalMove(_) => "illegal_move",
            Error::Unauthorized | Error::SignInNeeded | Error::WrongCredentials => "unauthorized",
            Error::Forbidden(_) => "forbidden",
            Error::NotYourTurn => "not_your_turn",
            Error::NotFound | Error::NoSuchVariant(_) => "not_found",
            Error::GameOver => "game_over",
            Error::Waiting => "waiting",
            Error::Stale { .. } => "stale",
            Error::Conflict(_) | Error::NameTaken => "conflict",
            Error::TooLarge(_) => "too_large",
            Error::UnsupportedMediaType => "unsupported_media_type",
            Error::MethodNotAllowed => "method_not_allowed",
            Error::RateLimited
            | Error::TooManyGames { .. }
            | Error::TooManyActions { .. }
            | Error::TooManyChatMessages { .. }
            | Error::TooManyLogins { .. }
            | Error::TooManyOpenGames
            | Error::TooManyConnections => "rate_limited",
            Error::TooManyVariants(_) => "too_many_variants",
            Error::VariantTooSlow(_) => "variant_too_slow",
            Error::Unavailable(_) => "unavailable",
            Error::Internal(_) => "internal",
        }
    }

    /// The HTTP status.
    pub const fn status(&self) -> StatusCode {
        match self {
            Error::BadRequest(_) | Error::IllegalMove(_) => StatusCode::BAD_REQUEST,
            Error::Unauthorized | Error::SignInNeeded | Error::WrongCredentials => {
                StatusCode::UNAUTHORIZED
            }
            Error::Forbidden(_) | Error::NotYourTurn => StatusCode::FORBIDDEN,
            Error::NotFound | Error::NoSuchVariant(_) => StatusCode::NOT_FOUND,
            Error::GameOver
            | Error::Waiting
            | Error::Stale { .. }
            | Error::Conflict(_)
            | Error::NameTaken
            | Error::TooManyVariants(_) => StatusCode::CONFLICT,
            Error::VariantTooSlow(_) => StatusCode::UNPROCESSABLE_ENTITY,
            Error::TooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            Error::UnsupportedMediaType => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            Error::MethodNotAllowed => StatusCode::METHOD_NOT_ALLOWED,
            Error::RateLimited
            | Error::TooManyGames { .. }
            | Error::TooManyActions { .. }
            | Error::TooManyChatMessages { .. }
            | Error::TooManyLogins { .. }
            | Error::TooManyOpenGames
            | Error::TooManyConnections => StatusCode::TOO_MANY_REQUESTS,
            Error::Unavailable(_) => StatusCode::SERVICE_UNAVAILABLE,
            Error::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    /// `{"code": ..., "message": ...}`.
    pub fn body(&self) -> ErrorView {
        ErrorView::from(self)
    }

    /// The message a client gets: the error's own, except for an internal error, whose cause
    /// is logged here (with the request id, when there is one) and never sent.
    ///
    /// ```
    /// let e = turnpan_server::Error::internal("disk on fire");
    /// assert!(!e.public_message().contains("fire"));
    /// ```
    pub fn public_message(&self) -> String {
        let Error::Internal(e) = self else {
            return self.to_string();
        };
        match crate::request_id::current() {
            Some(id) => {
                tracing::error!(error = e as &dyn std::error::Error, request = %id, "{e}");
                format!("internal error (request {id}): the server's log has the cause")
            }
            None => {
                tracing::error!(error = e as &dyn std::error::Error, "{e}");
                "internal error: the server's log has the cause".to_owned()
            }
        }
    }
}

impl From<sqlx::Error> for Error {
    fn from(e: sqlx::Error) -> Error {
        Error::Internal(Internal::caused("storage", Arc::new(e)))
    }
}

impl IntoResponse for Error {
    fn into_response(self) -> Response {
        let body = ErrorBody { error: self.body() };
        let mut response = (self.status(), Json(body)).into_response();
        let retry_after_s = match self {
            Error::TooManyGames { retry_after_s }
            | Error::TooManyActions { retry_after_s }
            | Error::TooManyChatMessages { retry_after_s }
            | Error::TooManyLogins { retry_after_s } => Some(retry_after_s),
            // A socket slot comes free when one of the address's sockets closes.
            Error::TooManyConnections => Some(1),
            Error::TooManyOpenGames => Some(60),
            _ => None,
        };
        if let Some(s) = retry_after_s {
            response
                .headers_mut()
                .insert(axum::http::header::RETRY_AFTER, s.into());
        }
        response
    }
}
