//! The shapes of the account, profile and leaderboard endpoints (docs/protocol.md,
//! "Accounts").

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::wire::PlayerView;

/// `POST /api/account/signup` and `POST /api/account/login`.
#[derive(Debug, Clone, Default, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct Credentials {
    /// The username.
    pub username: String,
    /// The password.
    pub password: String,
}

/// `POST /api/account/password`.
#[derive(Debug, Clone, Default, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct PasswordChange {
    /// The password now.
    pub current: String,
    /// The new one.
    pub new: String,
}

/// `POST /api/account/delete`.
#[derive(Debug, Clone, Default, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct DeleteAccount {
    /// The password, once more.
    pub password: String,
}

/// A rating in one category.
#[derive(Debug, Clone, Copy, Serialize, PartialEq)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct RatingView {
    /// The rating (deviation aged to now).
    pub rating: f64,
    /// Its deviation.
    pub deviation: f64,
    /// Its volatility.
    pub volatility: f64,
    /// Rated games played in the category.
    pub games: i64,
    /// Whether the deviation is above 110.
    pub provisional: bool,
}

/// Ratings by game id, then by speed (`bullet`, `blitz`, `rapid`, `classical`): only the
/// categories played.
pub type Ratings = BTreeMap<String, BTreeMap<String, RatingView>>;

/// `GET /api/account`, and the answer to a sign-up or log-in.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct AccountView {
    /// The name as typed at sign-up.
    pub username: String,
    /// Its ratings.
    #[cfg_attr(test, ts(type = "Ratings"))]
    pub ratings: Ratings,
}

/// `GET /api/users/{name}`.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct UserView {
    /// The name as typed at sign-up.
    pub username: String,
    /// Sign-up time (ms since the epoch).
    pub created_at: i64,
    /// Its ratings.
    #[cfg_attr(test, ts(type = "Ratings"))]
    pub ratings: Ratings,
    /// Games being played or finished.
    pub games: i64,
}

/// A game in a player's list.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct GameSummary {
    /// Game id (open it at `/game/{id}`).
    pub id: String,
    /// Game id of the rules.
    pub variant: String,
    /// Speed class of a timed game.
    pub speed: Option<String>,
    /// Rated or casual.
    pub rated: bool,
    /// `playing` or `finished`.
    pub status: String,
    /// `1-0`, `0-1`, `1/2-1/2`; `null` while being played.
    pub result: Option<String>,
    /// Why it ended.
    pub reason: Option<String>,
    /// Plies played.
    pub ply: i64,
    /// Creation time (ms since the epoch).
    pub created_at: i64,
    /// White's player (rating: at the start of a rated game, else `null`); `null` anonymous.
    pub white: Option<PlayerView>,
    /// Black's player.
    pub black: Option<PlayerView>,
}

/// `GET /api/users/{name}/games`.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct UserGames {
    /// This page's games, newest first.
    pub games: Vec<GameSummary>,
    /// This page (from 1).
    pub page: i64,
    /// Pages in all (0 with no games).
    pub pages: i64,
    /// Games in all.
    pub total: i64,
}

/// One point of a rating history.
#[derive(Debug, Clone, Copy, Serialize, PartialEq)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct HistoryPointView {
    /// When the game ended (ms since the epoch).
    pub at: i64,
    /// The rating after it.
    pub rating: f64,
    /// Its deviation.
    pub deviation: f64,
}

/// `GET /api/users/{name}/history`: points by game id, then by speed, oldest first.
pub type History = BTreeMap<String, BTreeMap<String, Vec<HistoryPointView>>>;

/// A leaderboard line.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct LeaderView {
    /// The player's name.
    pub username: String,
    /// Rating.
    pub rating: f64,
    /// Deviation (at most 110).
    pub deviation: f64,
    /// Rated games in the category.
    pub games: i64,
}

/// `GET /api/leaderboard/{game id}/{speed}`.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Leaderboard {
    /// Best first, at most 100.
    pub players: Vec<LeaderView>,
}
