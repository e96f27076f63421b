//! The HTTP endpoints of accounts, profiles and leaderboards (docs/protocol.md, "Accounts").

use std::collections::BTreeMap;
use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::rejection::{BytesRejection, QueryRejection};
use axum::extract::{Path, Query, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Deserialize;
use tokio::time::Instant;

use super::wire::{
    AccountView, Credentials, DeleteAccount, GameSummary, History, HistoryPointView, LeaderView,
    Leaderboard, PasswordChange, RatingView, Ratings, UserGames, UserView,
};
use crate::accounts::{
    check_new_password, check_password_size, clear_cookie, new_session_value, session_value,
    set_cookie, Account, Username, SESSION_IDLE,
};
use crate::app::App;
use crate::domain::TokenHash;
use crate::extract::{body, ClientIp, CurrentUser};
use crate::rating::Speed;
use crate::store::{now_ms, GamesFilter, SummaryRow, GAMES_PER_PAGE};
use crate::wire::PlayerView;
use crate::Error;

type AppState = State<Arc<App>>;

/// Most pages of a player's game list that can be asked for.
const MAX_PAGE: i64 = 100_000;

/// An account's ratings now (deviations aged to `now`).
async fn ratings_of(app: &App, user_id: &str, now: i64) -> Result<Ratings, Error> {
    let mut out: Ratings = BTreeMap::new();
    for (variant, speed, standing) in app.store().standings(user_id).await? {
        let r = standing.now(now);
        out.entry(variant).or_default().insert(
            speed,
            RatingView {
                rating: r.rating,
                deviation: r.deviation,
                volatility: r.volatility,
                games: standing.games,
                provisional: r.provisional(),
            },
        );
    }
    Ok(out)
}

/// An answer with a `Set-Cookie` header.
fn with_cookie(
    status: StatusCode,
    cookie: header::HeaderValue,
    body: Option<AccountView>,
) -> Response {
    let mut response = match body {
        Some(b) => (status, Json(b)).into_response(),
        None => status.into_response(),
    };
    response.headers_mut().insert(header::SET_COOKIE, cookie);
    // A page answer that sets a session must never be kept by a cache.
    response.headers_mut().insert(
        header::CACHE_CONTROL,
        header::HeaderValue::from_static("no-store"),
    );
    response
}

/// Starts a session for `account` (ending the one the request came with, if any): the new
/// cookie.
async fn new_session(
    app: &App,
    headers: &HeaderMap,
    user_id: &str,
) -> Result<header::HeaderValue, Error> {
    if let Some(old) = session_value(headers) {
        app.store().end_session(TokenHash::of(&old)).await?;
    }
    let (value, hash) = new_session_value();
    app.store()
        .start_session(user_id, hash, now_ms(), SESSION_IDLE)
        .await?;
    Ok(set_cookie(&value, app.secure_cookies))
}

/// `POST /api/account/signup`.
pub async fn signup(
    State(app): AppState,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, Error> {
    let req: Credentials = body(bytes, false)?;
    let name = Username::parse(&req.username)?;
    check_new_password(&req.password)?;
    app.logins.signup(ip, Instant::now())?;
    app.allow_across(app.logins.shared_signup(ip)).await?;
    let hash = app.passwords.hash(&req.password).await?;
    let id = crate::ids::user_id();
    app.store()
        .create_user(&id, (name.as_str(), &name.key()), &hash, now_ms())
        .await?;
    tracing::info!(user = name.as_str(), "signed up");
    let cookie = new_session(&app, &headers, &id).await?;
    let view = AccountView {
        username: name.as_str().to_owned(),
        ratings: BTreeMap::new(),
    };
    Ok(with_cookie(StatusCode::CREATED, cookie, Some(view)))
}

/// `POST /api/account/login`.
pub async fn login(
    State(app): AppState,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, Error> {
    let req: Credentials = body(bytes, false)?;
    let name = Username::parse(&req.username)?;
    check_password_size(&req.password)?;
    app.logins.login(ip, &name.key(), Instant::now())?;
    app.allow_across(app.logins.shared_login(ip, &name.key()))
        .await?;
    let found = app.store().login_lookup(&name.key()).await?;
    let (account, stored) = match found {
        Some((account, hash)) => (Some(account), Some(hash)),
        None => (None, None),
    };
    let right = app.passwords.verify(&req.password, stored).await?;
    let Some(account) = account.filter(|_| right) else {
        crate::metrics::refused("wrong_password");
        return Err(Error::WrongCredentials);
    };
    let cookie = new_session(&app, &headers, &account.id).await?;
    let view = AccountView {
        ratings: ratings_of(&app, &account.id, now_ms()).await?,
        username: account.name,
    };
    Ok(with_cookie(StatusCode::OK, cookie, Some(view)))
}

/// `POST /api/account/logout`: the session ends on the server, the cookie is cleared.
pub async fn logout(State(app): AppState, headers: HeaderMap) -> Result<Response, Error> {
    if let Some(value) = session_value(&headers) {
        app.store().end_session(TokenHash::of(&value)).await?;
    }
    Ok(with_cookie(
        StatusCode::NO_CONTENT,
        clear_cookie(app.secure_cookies),
        None,
    ))
}

/// `GET /api/account`.
pub async fn account(State(app): AppState, user: CurrentUser) -> Result<Response, Error> {
    let account = user.required()?;
    let view = AccountView {
        ratings: ratings_of(&app, &account.id, now_ms()).await?,
        username: account.name,
    };
    let mut response = Json(view).into_response();
    response.headers_mut().insert(
        header::CACHE_CONTROL,
        header::HeaderValue::from_static("no-store"),
    );
    Ok(response)
}

/// Checks the password of a logged-in account (counted like a log-in).
async fn confirm_password(
    app: &App,
    ip: Option<std::net::IpAddr>,
    account: &Account,
    password: &str,
) -> Result<(), Error> {
    check_password_size(password)?;
    app.logins
        .login(ip, &account.name.to_ascii_lowercase(), Instant::now())?;
    let stored = app.store().password_of(&account.id).await?;
    if !app.passwords.verify(password, stored).await? {
        return Err(Error::Forbidden("the password is wrong".into()));
    }
    Ok(())
}

/// `POST /api/account/password`: every other session ends; this one gets a new cookie.
pub async fn change_password(
    State(app): AppState,
    ClientIp(ip): ClientIp,
    user: CurrentUser,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, Error> {
    let account = user.required()?;
    let req: PasswordChange = body(bytes, false)?;
    check_new_password(&req.new)?;
    confirm_password(&app, ip, &account, &req.current).await?;
    let hash = app.passwords.hash(&req.new).await?;
    let (value, session) = new_session_value();
    app.store()
        .change_password(&account.id, &hash, session, now_ms())
        .await?;
    tracing::info!(user = account.name, "changed password");
    Ok(with_cookie(
        StatusCode::NO_CONTENT,
        set_cookie(&value, app.secure_cookies),
        None,
    ))
}

/// `POST /api/account/delete`: the account goes; its games stay, under "deleted".
pub async fn delete_account(
    State(app): AppState,
    ClientIp(ip): ClientIp,
    user: CurrentUser,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, Error> {
    let account = user.required()?;
    let req: DeleteAccount = body(bytes, false)?;
    confirm_password(&app, ip, &account, &req.password).await?;
    app.store().delete_user(&account.id, now_ms()).await?;
    app.variants().forget_owner(&account.name);
    tracing::info!(user = account.name, "deleted the account");
    Ok(with_cookie(
        StatusCode::NO_CONTENT,
        clear_cookie(app.secure_cookies),
        None,
    ))
}

/// The profile of a name in a path, or 404 (a name that could not exist included).
async fn profile(app: &App, name: &str) -> Result<crate::store::ProfileRow, Error> {
    let name = Username::parse(name).map_err(|_| Error::NotFound)?;
    app.store()
        .profile(&name.key())
        .await?
        .ok_or(Error::NotFound)
}

/// `GET /api/users/{name}`.
pub async fn user(State(app): AppState, Path(name): Path<String>) -> Result<Json<UserView>, Error> {
    let p = profile(&app, &name).await?;
    Ok(Json(UserView {
        ratings: ratings_of(&app, &p.id, now_ms()).await?,
        username: p.username,
        created_at: p.created_at,
        games: p.games,
    }))
}

/// The query of `GET /api/users/{name}/games`.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GamesQuery {
    page: Option<i64>,
    variant: Option<String>,
    result: Option<String>,
}

/// A seat of a listed game as shown.
fn seat_view(
    seat: Option<(Option<String>, Option<i32>)>,
    computer: Option<&(i64, String)>,
    color: &str,
) -> Option<PlayerView> {
    if let Some((level, _)) = computer.filter(|(_, c)| c == color) {
        return Some(PlayerView {
            name: format!("Computer (level {level})"),
            rating: None,
            provisional: false,
            computer: u8::try_from(*level).ok(),
        });
    }
    seat.map(|(name, rating)| PlayerView {
        name: name.unwrap_or_else(|| "deleted".to_owned()),
        rating,
        provisional: false,
        computer: None,
    })
}

fn summary(row: SummaryRow) -> GameSummary {
    GameSummary {
        white: seat_view(row.white, row.computer.as_ref(), "white"),
        black: seat_view(row.black, row.computer.as_ref(), "black"),
        id: row.id,
        variant: row.variant,
        speed: row.speed,
        rated: row.rated,
        status: row.status,
        result: row.result,
        reason: row.reason,
        ply: row.ply,
        created_at: row.created_at,
    }
}

/// `GET /api/users/{name}/games?page=N&variant=ID&result=win|loss|draw`.
pub async fn user_games(
    State(app): AppState,
    Path(name): Path<String>,
    query: Result<Query<GamesQuery>, QueryRejection>,
) -> Result<Json<UserGames>, Error> {
    let Query(q) = query.map_err(|e| Error::BadRequest(format!("bad query: {}", e.body_text())))?;
    let page = q.page.unwrap_or(1);
    if !(1..=MAX_PAGE).contains(&page) {
        return Err(Error::BadRequest(format!(
            "page: 1 to {MAX_PAGE}, not {page}"
        )));
    }
    if let Some(v) = &q.variant {
        if app.catalog().get(v).is_none() && crate::variants::parse_user_id(v).is_none() {
            return Err(Error::BadRequest(format!("variant: no game '{v}'")));
        }
    }
    if let Some(r) = &q.result {
        if !["win", "loss", "draw"].contains(&r.as_str()) {
            return Err(Error::BadRequest(format!(
                "result: win, loss or draw, not '{r}'"
            )));
        }
    }
    let p = profile(&app, &name).await?;
    let filter = GamesFilter {
        variant: q.variant,
        result: q.result,
    };
    let (rows, total) = app.store().games_of(&p.id, &filter, page).await?;
    Ok(Json(UserGames {
        games: rows.into_iter().map(summary).collect(),
        page,
        pages: (total + GAMES_PER_PAGE - 1) / GAMES_PER_PAGE,
        total,
    }))
}

/// `GET /api/users/{name}/history`.
pub async fn user_history(
    State(app): AppState,
    Path(name): Path<String>,
) -> Result<Json<History>, Error> {
    let p = profile(&app, &name).await?;
    let mut out: History = BTreeMap::new();
    for point in app.store().history_of(&p.id).await? {
        out.entry(point.variant)
            .or_default()
            .entry(point.speed)
            .or_default()
            .push(HistoryPointView {
                at: point.at,
                rating: point.rating,
                deviation: point.deviation,
            });
    }
    Ok(Json(out))
}

/// `GET /api/leaderboard/{game id}/{speed}`.
pub async fn leaderboard(
    State(app): AppState,
    Path((variant, speed)): Path<(String, String)>,
) -> Result<Json<Leaderboard>, Error> {
    if app.catalog().get(&variant).is_none() && crate::variants::parse_user_id(&variant).is_none() {
        return Err(Error::NoSuchVariant(variant));
    }
    let speed = Speed::parse(&speed).ok_or_else(|| {
        Error::BadRequest(format!(
            "speed: bullet, blitz, rapid or classical, not '{speed}'"
        ))
    })?;
    let rows = app.store().leaderboard(&variant, speed, now_ms()).await?;
    Ok(Json(Leaderboard {
        players: rows
            .into_iter()
            .map(|r| LeaderView {
                username: r.username,
                rating: r.rating.rating,
                deviation: r.rating.deviation,
                games: r.games,
            })
            .collect(),
    }))
}
