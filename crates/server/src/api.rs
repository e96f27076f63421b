//! The HTTP API of docs/protocol.md.

use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{Path, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::json;
use tokio::time::Instant;
use turnpan_rules::{Color, Game};

use crate::app::App;
use crate::clock::ClockSpec;
use crate::domain::{Computer, Mode, Seat, TokenHash};
use crate::extract::{body, ClientIp, CurrentUser};
use crate::live::{Live, Setup};
use crate::mailbox::Command;
use crate::play::Act;
use crate::store::Op;
use crate::wire::{
    ActionReq, ClaimReq, ClockSpecIn, ColorChoice, CreateGame, ErrorBody, ErrorView, JoinGame,
    MoveReq, SeatAnswer,
};
use crate::{ids, view, Error};

type AppState = State<Arc<App>>;

/// The token of `Authorization: Bearer <token>`, hashed.
fn bearer(headers: &HeaderMap) -> Result<TokenHash, Error> {
    let value = headers
        .get(header::AUTHORIZATION)
        .ok_or(Error::Unauthorized)?;
    let token = value
        .to_str()
        .ok()
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(str::trim)
        .ok_or(Error::Unauthorized)?;
    if token.len() != 32 || !token.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(Error::Forbidden(
            "this token holds no seat of this game".into(),
        ));
    }
    Ok(TokenHash::of(token))
}

fn optional_bearer(headers: &HeaderMap) -> Option<TokenHash> {
    headers
        .get(header::AUTHORIZATION)
        .and_then(|_| bearer(headers).ok())
}

/// `GET /api/health`.
pub async fn health() -> Json<serde_json::Value> {
    Json(json!({ "ok": true }))
}

fn clock_ms(spec: ClockSpecIn) -> Result<ClockSpec, Error> {
    let ok_initial =
        spec.initial_s.is_finite() && spec.initial_s > 0.0 && spec.initial_s <= 10_800.0;
    let ok_increment =
        spec.increment_s.is_finite() && spec.increment_s >= 0.0 && spec.increment_s <= 180.0;
    if !ok_initial || !ok_increment {
        return Err(Error::BadRequest(
            "clock: initial_s must be in (0, 10800] and increment_s in [0, 180]".into(),
        ));
    }
    Ok(ClockSpec {
        initial_ms: ((spec.initial_s * 1000.0).round() as u64).max(1),
        increment_ms: (spec.increment_s * 1000.0).round() as u64,
    })
}

impl Default for CreateGame {
    fn default() -> CreateGame {
        CreateGame {
            variant: String::new(),
            fen: None,
            clock: None,
            mode: Mode::Friend,
            color: ColorChoice::Random,
            level: None,
            rated: false,
        }
    }
}

/// Refuses a rated game that is not timed, not from the start position, or not between two
/// people on two devices (docs/server.md, "Ratings").
fn check_rated(req: &CreateGame, start_fen: &str) -> Result<(), Error> {
    if req.clock.is_none() {
        return Err(Error::BadRequest(
            "a rated game needs a clock: untimed games are never rated".into(),
        ));
    }
    if req
        .fen
        .as_deref()
        .is_some_and(|fen| fen.trim() != start_fen)
    {
        return Err(Error::BadRequest(
            "a rated game starts from the game's own start position".into(),
        ));
    }
    if !matches!(req.mode, Mode::Open | Mode::Friend) {
        return Err(Error::BadRequest(
            "only an open game or a game against a friend can be rated".into(),
        ));
    }
    Ok(())
}

/// `POST /api/games`.
pub async fn create(
    State(app): AppState,
    ClientIp(ip): ClientIp,
    user: CurrentUser,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, Error> {
    app.allow_game_from(ip).await?;
    let req: CreateGame = body(bytes, false)?;
    if let Some(account) = &user.0 {
        app.allow_game_of(&account.id, ip).await?;
    }
    if req.rated && user.0.is_none() {
        return Err(Error::SignInNeeded);
    }
    let level = match (req.mode, req.level) {
        (Mode::Computer, Some(n)) => Some(
            turnpan_engine::Level::new(n)
                .ok_or_else(|| Error::BadRequest("level must be 1 to 8".into()))?,
        ),
        (Mode::Computer, None) => {
            return Err(Error::BadRequest(
                "a game against the computer needs a level (1 to 8)".into(),
            ))
        }
        _ => None,
    };
    // A player's variant: its newest version, if the creator may see it; the game keeps
    // that version whatever becomes of the variant.
    let found = app
        .variants()
        .resolve(app.store(), &req.variant, user.0.as_ref())
        .await
        .map_err(|e| match e {
            Error::NoSuchVariant(_) => {
                Error::BadRequest(format!("unknown variant '{}'", req.variant))
            }
            other => other,
        })?;
    let rules = &found.rules;
    if req.rated {
        check_rated(&req, &rules.start().fen())?;
    }
    let initial = match &req.fen {
        Some(fen) => rules
            .from_fen(fen)
            .map_err(|e| Error::BadRequest(format!("bad FEN: {e}")))?,
        // Chess960: each new game from one of the shuffled first ranks.
        None => rules.shuffled_start(ids::seed()),
    };
    // What GameRecord::new would find: the start position is already over.
    if initial.outcome(1).is_some() {
        return Err(Error::BadRequest(
            "the game is already over in that position".into(),
        ));
    }
    let clock = req.clock.map(clock_ms).transpose()?;
    let creator_color = match req.color {
        ColorChoice::White => Color::White,
        ColorChoice::Black => Color::Black,
        ColorChoice::Random => {
            if ids::token().as_bytes()[0] % 2 == 0 {
                Color::White
            } else {
                Color::Black
            }
        }
    };
    let token = ids::token();
    let hash = TokenHash::of(&token);
    let (seats, seat) = if req.mode == Mode::Hotseat {
        ([Some(hash), Some(hash)], Seat::Both)
    } else {
        let mut seats = [None, None];
        seats[creator_color.index()] = Some(hash);
        (seats, Seat::of(creator_color))
    };
    if let Some(owner) =
        ip.filter(|ip| crate::limit::limits_address(*ip, app.limiter.limits_loopback()))
    {
        let key = crate::limit::address_key(owner);
        if req.mode == Mode::Open
            && app.services.registry.open_games_of(key) >= crate::registry::OPEN_GAMES_PER_ADDRESS
        {
            crate::metrics::refused("open_games");
            return Err(Error::TooManyOpenGames);
        }
    }
    let invite = (req.mode == Mode::Friend).then(ids::invite_code);
    let setup = Setup {
        id: ids::game_id(),
        mode: req.mode,
        // Against the computer the other seat is the engine's: the game starts at once.
        computer: level.map(|level| Computer {
            color: !creator_color,
            level,
        }),
        clock,
        invite: invite.clone(),
        creator_color,
        created_at: crate::store::now_ms(),
        client: ip.map(crate::limit::address_key),
        rated: req.rated,
        variant_version: found.version,
    };
    let mut live = Live::start(setup, initial, seats, Instant::now());
    if let Some(account) = &user.0 {
        let player = app
            .store()
            .player(account, rules.id(), live.speed(), crate::store::now_ms())
            .await?;
        match seat {
            Seat::Both => live.table.players = [Some(player.clone()), Some(player)],
            _ => live.table.players[creator_color.index()] = Some(player),
        }
    }
    app.store()
        .write(Op::InsertGame(Box::new(live.row())))
        .await?;
    let state = view::state(&live, Some(seat), Instant::now());
    let id = live.id().to_owned();
    app.start(live);
    let answer = SeatAnswer {
        color: seat.name(),
        game: state,
        invite_url: invite.map(|code| format!("/game/{id}?invite={code}")),
        id,
        token,
    };
    Ok((StatusCode::CREATED, Json(answer)).into_response())
}

/// `GET /api/lobby`.
pub async fn lobby(State(app): AppState) -> Json<serde_json::Value> {
    Json(json!(app.lobby()))
}

/// `POST /api/games/{id}/join`.
pub async fn join(
    State(app): AppState,
    ClientIp(ip): ClientIp,
    user: CurrentUser,
    Path(id): Path<String>,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Json<SeatAnswer>, Error> {
    app.allow_game_from(ip).await?;
    if let Some(account) = &user.0 {
        app.allow_game_of(&account.id, ip).await?;
    }
    let req: JoinGame = body(bytes, true)?;
    let joined = app
        .ask(&id, |reply| Command::Join {
            invite: req.invite.clone(),
            account: user.0.clone(),
            reply,
        })
        .await??;
    Ok(Json(SeatAnswer {
        color: joined.color.name(),
        game: joined.state,
        id,
        invite_url: None,
        token: joined.token,
    }))
}

/// `GET /api/games/{id}`.
pub async fn game(
    State(app): AppState,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<Json<crate::wire::GameState>, Error> {
    let token = optional_bearer(&headers);
    let state = app
        .ask(&id, |reply| Command::State { token, reply })
        .await?;
    Ok(Json(state))
}

/// `GET /api/games/{id}/pgn`.
pub async fn pgn(State(app): AppState, Path(id): Path<String>) -> Result<Response, Error> {
    let text = app.ask(&id, |reply| Command::Pgn { reply }).await?;
    Ok(([(header::CONTENT_TYPE, "text/plain; charset=utf-8")], text).into_response())
}

async fn act(
    app: &Arc<App>,
    id: &str,
    headers: &HeaderMap,
    act: Act,
) -> Result<Json<crate::wire::GameState>, Error> {
    let token = bearer(headers)?;
    let state = app
        .ask(id, |reply| Command::Act {
            token,
            act: act.clone(),
            want_state: true,
            reply,
        })
        .await??;
    state
        .map(Json)
        .ok_or_else(|| Error::internal("an action answered without the state"))
}

/// `POST /api/games/{id}/moves`.
pub async fn play(
    State(app): AppState,
    Path(id): Path<String>,
    headers: HeaderMap,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Json<crate::wire::GameState>, Error> {
    let arrived = std::time::Instant::now();
    let req: MoveReq = body(bytes, false)?;
    let answer = act(&app, &id, &headers, Act::Move(req)).await;
    // The answer comes once the move is stored and broadcast (or refused).
    crate::metrics::move_latency(arrived.elapsed());
    answer
}

/// `POST /api/games/{id}/resign`.
pub async fn resign(
    State(app): AppState,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<Json<crate::wire::GameState>, Error> {
    act(&app, &id, &headers, Act::Resign).await
}

/// `POST /api/games/{id}/abort`.
pub async fn abort(
    State(app): AppState,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<Json<crate::wire::GameState>, Error> {
    act(&app, &id, &headers, Act::Abort).await
}

/// `POST /api/games/{id}/draw`.
pub async fn draw(
    State(app): AppState,
    Path(id): Path<String>,
    headers: HeaderMap,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Json<crate::wire::GameState>, Error> {
    let req: ActionReq = body(bytes, true)?;
    act(&app, &id, &headers, Act::Draw(req.action)).await
}

/// `POST /api/games/{id}/takeback`.
pub async fn takeback(
    State(app): AppState,
    Path(id): Path<String>,
    headers: HeaderMap,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Json<crate::wire::GameState>, Error> {
    let req: ActionReq = body(bytes, true)?;
    act(&app, &id, &headers, Act::Takeback(req.action)).await
}

/// `POST /api/games/{id}/rematch`.
pub async fn rematch(
    State(app): AppState,
    Path(id): Path<String>,
    headers: HeaderMap,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Json<crate::wire::GameState>, Error> {
    let req: ActionReq = body(bytes, true)?;
    act(&app, &id, &headers, Act::Rematch(req.action)).await
}

/// `POST /api/games/{id}/claim`.
pub async fn claim(
    State(app): AppState,
    Path(id): Path<String>,
    headers: HeaderMap,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Json<crate::wire::GameState>, Error> {
    let req: ClaimReq = body(bytes, false)?;
    act(&app, &id, &headers, Act::Claim(req.result)).await
}

/// Any other `/api/...` path.
pub async fn not_found() -> Response {
    let body = ErrorBody {
        error: ErrorView {
            code: "not_found",
            message: "no such endpoint (see docs/protocol.md)".into(),
        },
    };
    (StatusCode::NOT_FOUND, Json(body)).into_response()
}

/// Counts every action on a game (`POST /api/games/{id}/...`) against its address's allowance,
/// and a rematch against the address's allowance of new games too (the seat token's own
/// allowance is counted by the game's actor: `limit::TokenActions`).
pub async fn limit_actions(
    State(app): AppState,
    ClientIp(ip): ClientIp,
    req: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
    // Saving a review (`PUT .../review`) counts like an action, against the address.
    let method = req.method().clone();
    if method == axum::http::Method::POST || method == axum::http::Method::PUT {
        let path = req.uri().path();
        let segments: Vec<&str> = path.trim_start_matches('/').splitn(5, '/').collect();
        let counted = method == axum::http::Method::POST || segments.last() == Some(&"review");
        if let (true, ["api", "games", _, action]) = (counted, &segments[..]) {
            let now = Instant::now();
            let mut allowed = app.allow_action(ip, now);
            if *action == "rematch" && allowed.is_ok() {
                allowed = app.allow_game_from(ip).await;
            }
            if let Err(e) = allowed {
                return e.into_response();
            }
        }
    }
    next.run(req).await
}
