//! Turnpan's game server: HTTP + WebSocket, one actor task per live game, server clocks, seats
//! bound to random tokens, a lobby, and storage in SQLite or PostgreSQL that survives a crash.
//!
//! The wire protocol is `docs/protocol.md`. Start a server on a listener:
//!
//! ```no_run
//! # async fn demo() -> Result<(), String> {
//! let config = turnpan_server::Config::new("sqlite://turnpan.db");
//! let listener = tokio::net::TcpListener::bind("127.0.0.1:8080").await.map_err(|e| e.to_string())?;
//! let server = turnpan_server::Server::start(config, turnpan_rules::Catalog::builtin()).await?;
//! server.serve(listener).await
//! # }
//! ```

mod access;
mod account_routes;
pub mod accounts;
mod actor;
mod api;
mod app;
pub use conn::SOCKET_SETUPS;
pub mod bus;
pub mod chat;
pub mod clock;
pub mod cluster;
mod computer;
pub mod conn;
pub mod domain;
pub mod engine_queue;
mod error;
mod extract;
pub mod guard;
mod ids;
pub mod limit;
pub mod live;
pub mod loadtest;
mod mailbox;
pub mod metrics;
mod my_variants;
pub mod names;
mod pgn;
pub mod play;
#[cfg(test)]
mod protocol_ts;
pub mod rating;
mod registry;
mod request_id;
mod restore;
mod review;
mod services;
pub mod store;
pub mod tally;
pub mod variants;
mod view;
pub mod wire;
pub mod ws;

/// Locks a mutex whose holders never leave its data half-changed (short locks around maps and
/// counts), so the poison of a panic while it was held changes nothing: the guard is taken all
/// the same.
pub(crate) fn lock<T>(m: &std::sync::Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

use std::path::PathBuf;
use std::sync::Arc;

use axum::extract::DefaultBodyLimit;
use axum::routing::{any, delete, get, post, put};
use axum::Router;
use tower_http::services::{ServeDir, ServeFile};
use turnpan_rules::Catalog;

pub use error::{Error, Internal};
pub use limit::GameLimit;

/// Largest HTTP request body.
pub const MAX_BODY: usize = 16 * 1024;

/// How to run the server.
#[derive(Debug, Clone)]
pub struct Config {
    /// `sqlite://FILE` or `postgres://...`.
    pub db_url: String,
    /// Directory of the web UI's built files, served for every path that is not the API.
    pub static_dir: Option<PathBuf>,
    /// How many games one client address may create or join (docs/server.md, "Limits").
    pub game_limit: GameLimit,
    /// Connection caps and timeouts (docs/server.md, "Limits").
    pub connections: conn::ConnLimits,
    /// Origins, security headers (docs/server.md, "Operating Turnpan in public").
    pub guard: guard::GuardConfig,
    /// Serve `GET /metrics` on the main listener (off when it has a listener of its own:
    /// [`Server::serve_metrics`]).
    pub metrics_on_main: bool,
    /// How the computer's searches share the machine (docs/server.md, "The computer seat").
    pub engine: engine_queue::EngineConfig,
    /// How long games wait, may be left and stay in memory (docs/server.md, "Games that end
    /// by themselves").
    pub lifetimes: live::Lifetimes,
    /// Mark the session cookie `Secure` (the site is served over HTTPS).
    pub secure_cookies: bool,
    /// Several nodes: this node's id and the bus (docs/server.md, "Several nodes").
    pub cluster: Option<cluster::ClusterConfig>,
    /// How a player's new variant file is measured before it is stored (`variants.rs`).
    pub variant_check: variants::VariantCheck,
}

impl Config {
    /// A configuration with a database and no static files.
    pub fn new(db_url: &str) -> Config {
        Config {
            db_url: db_url.to_owned(),
            static_dir: None,
            game_limit: GameLimit::default(),
            connections: conn::ConnLimits::default(),
            guard: guard::GuardConfig::default(),
            metrics_on_main: true,
            engine: engine_queue::EngineConfig::default(),
            lifetimes: live::Lifetimes::default(),
            secure_cookies: false,
            cluster: None,
            variant_check: variants::VariantCheck::default(),
        }
    }
}

/// `GET /metrics`, unless it has a listener of its own.
async fn metrics_text(
    axum::extract::State(app): axum::extract::State<Arc<app::App>>,
) -> axum::response::Response {
    use axum::response::IntoResponse;
    if !app.metrics_on_main {
        return Error::NotFound.into_response();
    }
    metrics_answer()
}

fn metrics_answer() -> axum::response::Response {
    use axum::response::IntoResponse;
    (
        [(
            axum::http::header::CONTENT_TYPE,
            "text/plain; version=0.0.4; charset=utf-8",
        )],
        metrics::render(),
    )
        .into_response()
}

/// Adds `X-Turnpan-Node` to an answer.
async fn tell_node(
    axum::extract::State(node): axum::extract::State<axum::http::HeaderValue>,
    mut response: axum::response::Response,
) -> axum::response::Response {
    response.headers_mut().insert("x-turnpan-node", node);
    response
}

/// The longest path segment a file name can have.
const MAX_SEGMENT: usize = 255;

/// Whether `path` is one of the web UI's pages (the routes of `web/src/main.ts`): `/`,
/// `/game/{id}`, `/rules`, `/rules/{variant}`, `/signup`, `/login`, `/account`, `/@/{name}`,
/// `/leaderboard`, `/leaderboard/{variant}/{speed}`, `/betza`, `/variants` (the players' variants'
/// directory) and `/variants/new` (the designer), each with or without a final `/`; the pages of a
/// player's variant name it in two segments: `/rules/@alice/spiral`, `/analysis/@alice/spiral`,
/// `/editor/@alice/spiral` and `/variants/@alice/spiral/edit` (the designer, editing it).
///
/// ```
/// use turnpan_server::is_web_page;
/// assert!(is_web_page("/") && is_web_page("/game/q7RkT2mZp4") && is_web_page("/rules/"));
/// assert!(is_web_page("/rules/turkish") && is_web_page("/rules/my.game/"));
/// assert!(!is_web_page("/nonesuch") && !is_web_page("/game/") && !is_web_page("/game/a/b"));
/// assert!(!is_web_page("/game/a.b") && !is_web_page("/rules/a/b") && !is_web_page("//"));
/// assert!(!is_web_page("/rules/a%20b"));
/// assert!(is_web_page("/@/Magnus_C") && is_web_page("/login") && is_web_page("/account/"));
/// assert!(is_web_page("/leaderboard") && is_web_page("/leaderboard/chess/blitz"));
/// assert!(!is_web_page("/@/") && !is_web_page("/@/a.b") && !is_web_page("/leaderboard/chess"));
/// assert!(is_web_page("/analysis/turkish") && is_web_page("/editor/my.game"));
/// assert!(is_web_page("/review/q7RkT2mZp4") && !is_web_page("/review/a.b"));
/// assert!(!is_web_page("/analysis") && !is_web_page("/editor/a/b"));
/// assert!(is_web_page("/betza") && !is_web_page("/betza/x"));
/// assert!(is_web_page("/rules/@alice/spiral") && is_web_page("/rules/@Bo_b/x-2/"));
/// assert!(!is_web_page("/rules/@/x") && !is_web_page("/rules/@a/b.c"));
/// assert!(is_web_page("/analysis/@alice/spiral") && is_web_page("/editor/@Bo_b/x-2/"));
/// assert!(!is_web_page("/analysis/alice/spiral") && !is_web_page("/editor/@a/b.c"));
/// assert!(!is_web_page("/analysis/@a/b/c") && !is_web_page("/editor/@/b"));
/// assert!(is_web_page("/variants") && is_web_page("/variants/") && is_web_page("/variants/new"));
/// assert!(is_web_page("/variants/@alice/spiral/edit") && is_web_page("/variants/@a/b/edit/"));
/// assert!(!is_web_page("/variants/old") && !is_web_page("/variants/@alice/spiral"));
/// assert!(!is_web_page("/variants/alice/spiral/edit") && !is_web_page("/variants/@a/b.c/edit"));
/// assert!(!is_web_page("/variants/@a/b/delete") && !is_web_page("/variants/new/x"));
/// ```
pub fn is_web_page(path: &str) -> bool {
    let trimmed = path.strip_suffix('/').unwrap_or(path);
    let segments: Vec<&str> = trimmed.split('/').skip(1).collect();
    // The characters of the routes' patterns: a game id, a variant id (which may hold a dot).
    let made_of = |s: &str, extra: &[u8]| {
        !s.is_empty()
            && s.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-' || extra.contains(&b))
    };
    // A player's variant in two segments: `@owner` and the slug.
    let players_variant = |owner: &str, slug: &str| {
        owner.strip_prefix('@').is_some_and(|o| made_of(o, b"")) && made_of(slug, b"")
    };
    match segments.as_slice() {
        [] => path == "/",
        ["rules" | "signup" | "login" | "account" | "leaderboard" | "betza" | "variants"] => true,
        ["variants", "new"] => true,
        ["variants", owner, slug, "edit"] => players_variant(owner, slug),
        ["@", name] => made_of(name, b""),
        ["leaderboard", variant, speed] => made_of(variant, b".") && made_of(speed, b""),
        ["game", game] => made_of(game, b""),
        ["rules" | "analysis" | "editor", variant] => made_of(variant, b"."),
        ["rules" | "analysis" | "editor", owner, slug] => players_variant(owner, slug),
        ["review", game] => made_of(game, b""),
        _ => false,
    }
}

/// A file of the web UI, else index.html: with 200 for the UI's pages (so its routes work on a
/// reload), with 404 for any other path (the UI then shows its "not found" page). A path no
/// file can have is not found, and a file that cannot be read is an internal error in the usual
/// shape (never an empty 500).
async fn static_file(
    files: ServeDir,
    index: ServeFile,
    req: axum::extract::Request,
) -> axum::response::Response {
    use axum::response::IntoResponse;
    use tower::ServiceExt;
    if req.uri().path().split('/').any(|s| s.len() > MAX_SEGMENT) {
        return Error::NotFound.into_response();
    }
    let page = is_web_page(req.uri().path());
    let mut index_req = axum::extract::Request::new(axum::body::Body::empty());
    *index_req.method_mut() = req.method().clone();
    if page {
        // A page is index.html itself: conditional requests and ranges apply to it.
        *index_req.headers_mut() = req.headers().clone();
    }
    let mut response = match files.oneshot(req).await {
        Ok(r) => r.into_response(),
        Err(never) => match never {},
    };
    if response.status() == axum::http::StatusCode::NOT_FOUND {
        response = match index.oneshot(index_req).await {
            Ok(r) => r.into_response(),
            Err(never) => match never {},
        };
        if !page && response.status().is_success() {
            *response.status_mut() = axum::http::StatusCode::NOT_FOUND;
        }
    }
    if response.status().is_server_error() {
        return Error::internal("reading a file of the web UI").into_response();
    }
    response
}

/// A server with its games loaded, ready to serve.
#[derive(Debug)]
pub struct Server {
    app: Arc<app::App>,
    config: Config,
    /// Unfinished games resumed from the database at start.
    pub resumed: usize,
    /// Unfinished games that could not be resumed (damaged rows; each is in the log).
    pub damaged: Vec<String>,
    /// The process's limit on open descriptors, raised to the hard limit at start (or why it
    /// could not be read).
    pub descriptors: Result<u64, String>,
}

impl Server {
    /// Opens the database (running migrations) and resumes every unfinished game.
    ///
    /// # Errors
    /// When the database cannot be opened or read.
    pub async fn start(config: Config, catalog: Catalog) -> Result<Server, String> {
        let descriptors = conn::raise_descriptor_limit();
        let store = store::Store::connect(&config.db_url).await?;
        metrics::handle();
        tokio::spawn(metrics::probe_runtime_lag());
        let (cluster, incoming) = match &config.cluster {
            Some(c) => {
                let (cluster, incoming) = cluster::Cluster::join(c, &store).await?;
                (Some(cluster), Some(incoming))
            }
            None => (None, None),
        };
        let app = app::App::new(catalog, store, &config, cluster.clone());
        if let (Some(cluster), Some(incoming)) = (cluster, incoming) {
            cluster::run(Arc::clone(&app.services), cluster, incoming);
        }
        let (resumed, damaged) = app.recover().await?;
        Ok(Server {
            app,
            config,
            resumed,
            damaged,
            descriptors,
        })
    }

    /// The HTTP routes.
    pub fn router(&self) -> Router {
        let api = Router::new()
            .route("/api/health", get(api::health))
            .route("/api/variants", get(my_variants::list))
            .route("/api/variants/{id}", get(my_variants::one))
            .route("/api/variants/{id}/pieces", get(my_variants::pieces))
            .route("/api/variants/{id}/file", get(my_variants::file))
            // A player's variant's id `@name/slug` as two segments (docs/protocol.md).
            .route("/api/variants/{id}/{slug}", get(my_variants::one))
            .route("/api/variants/{id}/{slug}/pieces", get(my_variants::pieces))
            .route("/api/variants/{id}/{slug}/file", get(my_variants::file))
            .route(
                "/api/my-variants",
                get(my_variants::mine).merge(
                    post(my_variants::create)
                        .layer(DefaultBodyLimit::max(my_variants::MAX_VARIANT_BODY)),
                ),
            )
            .route(
                "/api/my-variants/import",
                post(my_variants::import)
                    .layer(DefaultBodyLimit::max(my_variants::MAX_VARIANT_BODY)),
            )
            .route(
                "/api/my-variants/{id}",
                put(my_variants::update)
                    .layer(DefaultBodyLimit::max(my_variants::MAX_VARIANT_BODY))
                    .merge(delete(my_variants::delete)),
            )
            .route(
                "/api/my-variants/{id}/{slug}",
                put(my_variants::update)
                    .layer(DefaultBodyLimit::max(my_variants::MAX_VARIANT_BODY))
                    .merge(delete(my_variants::delete)),
            )
            .route("/api/lobby", get(api::lobby))
            .route("/api/games", post(api::create))
            .route("/api/games/{id}", get(api::game))
            .route("/api/games/{id}/join", post(api::join))
            .route("/api/games/{id}/moves", post(api::play))
            .route("/api/games/{id}/resign", post(api::resign))
            .route("/api/games/{id}/draw", post(api::draw))
            .route("/api/games/{id}/takeback", post(api::takeback))
            .route("/api/games/{id}/abort", post(api::abort))
            .route("/api/games/{id}/rematch", post(api::rematch))
            .route("/api/games/{id}/claim", post(api::claim))
            .route("/api/games/{id}/pgn", get(api::pgn))
            .route(
                "/api/games/{id}/review",
                get(review::get)
                    .merge(put(review::put).layer(DefaultBodyLimit::max(review::MAX_REVIEW_BODY))),
            )
            .route("/api/account", get(account_routes::account))
            .route("/api/account/signup", post(account_routes::signup))
            .route("/api/account/login", post(account_routes::login))
            .route("/api/account/logout", post(account_routes::logout))
            .route(
                "/api/account/password",
                post(account_routes::change_password),
            )
            .route("/api/account/delete", post(account_routes::delete_account))
            .route("/api/users/{name}", get(account_routes::user))
            .route("/api/users/{name}/games", get(account_routes::user_games))
            .route(
                "/api/users/{name}/history",
                get(account_routes::user_history),
            )
            .route(
                "/api/leaderboard/{variant}/{speed}",
                get(account_routes::leaderboard),
            )
            .route("/api/{*rest}", any(api::not_found))
            .route("/ws/games/{id}", get(ws::upgrade))
            .route("/metrics", get(metrics_text))
            .method_not_allowed_fallback(|| async { Error::MethodNotAllowed })
            .route_layer(axum::middleware::from_fn_with_state(
                Arc::clone(&self.app),
                api::limit_actions,
            ))
            .layer(DefaultBodyLimit::max(MAX_BODY))
            .with_state(Arc::clone(&self.app));
        let routed = match &self.config.static_dir {
            // A single-page app: its pages get index.html, so `/game/{id}` links work.
            Some(dir) => {
                let files = ServeDir::new(dir);
                let index = ServeFile::new(dir.join("index.html"));
                api.fallback(move |req: axum::extract::Request| {
                    static_file(files.clone(), index.clone(), req)
                })
            }
            None => api,
        };
        let guard = Arc::new(self.config.guard.clone());
        // Several nodes: every answer says which node gave it (for operators and the load
        // generator's report; the node id is no secret).
        let routed = match &self.app.cluster {
            Some(c) => match axum::http::HeaderValue::from_str(&c.me.id) {
                Ok(id) => routed.layer(axum::middleware::map_response_with_state(id, tell_node)),
                Err(_) => routed,
            },
            None => routed,
        };
        routed
            .layer(axum::middleware::from_fn_with_state(guard, guard::guard))
            .layer(axum::middleware::from_fn_with_state(
                Arc::clone(&self.app),
                access::access_log,
            ))
            // Outermost: a storm of new sockets waits for its turns before any other layer.
            .layer(axum::middleware::from_fn_with_state(
                Arc::clone(&self.app),
                ws::take_turn,
            ))
    }

    /// Serves until the process ends.
    ///
    /// # Errors
    /// When the listener fails.
    pub async fn serve(self, listener: tokio::net::TcpListener) -> Result<(), String> {
        let router = self.router();
        let limits = self.config.connections;
        let limit = self.config.game_limit;
        // Behind a proxy every connection comes from the proxy: its address is no client's.
        let cap = if limit.trust_forwarded_for {
            0
        } else {
            limits.per_address
        };
        let gate = conn::Gate::new(cap, limit.limit_loopback);
        let turns = Arc::clone(&self.app.socket_setups);
        let serving = conn::serve_with_turns(listener, router, limits, gate, turns);
        let Some(cluster) = self.app.cluster.clone() else {
            serving.await;
            return Ok(());
        };
        // A node that lost its lease has lost its games to the others: it stops (a supervisor
        // starts it again, as a new generation).
        let mut lost = cluster.lost();
        tokio::select! {
            () = serving => Ok(()),
            _ = lost.wait_for(|lost| *lost) => {
                Err("this node's lease ran out; its games belong to other nodes now".into())
            }
        }
    }

    /// Serves `GET /metrics` alone on `listener` (`--metrics-bind`), for a scraper on a
    /// private address; the main listener then answers it 404.
    ///
    /// # Errors
    /// When the listener fails.
    pub async fn serve_metrics(listener: tokio::net::TcpListener) -> Result<(), String> {
        let router = Router::new().route("/metrics", get(|| async { metrics_answer() }));
        axum::serve(listener, router)
            .await
            .map_err(|e| e.to_string())
    }

    /// Number of games held in memory.
    pub fn live_games(&self) -> usize {
        self.app.live_games()
    }
}
