//! The application state handed to every HTTP handler: the actors' services and the
//! per-address limits; it finds a game's actor (starting it from storage when needed) and
//! resumes unfinished games at start-up.

use std::sync::Arc;

use tokio::sync::oneshot;
use turnpan_rules::Catalog;

use crate::actor;
use crate::computer::EnginePool;
use crate::limit::Limiter;
use crate::limit::{address_key, limits_address};
use crate::live::Live;
use crate::mailbox::{Command, GameHandle};
use crate::registry::{LobbyEntry, Registry};
use crate::restore::restore;
use crate::services::Services;
use crate::store::Store;
use crate::tally::Allowance;
use crate::Error;

/// Takes one from the shared bucket `key` of new games.
async fn shared_take(
    bus: &crate::bus::Bus,
    key: &str,
    limit: crate::limit::GameLimit,
) -> Result<(), Error> {
    bus.take(key, Allowance::per_minute(limit.per_minute, limit.burst))
        .await?
        .inspect_err(|_| crate::metrics::refused("games"))
        .map_err(|wait| Error::TooManyGames {
            retry_after_s: wait.as_secs_f64().ceil().max(1.0) as u64,
        })
}

use crate::conn::SOCKET_SETUPS;

/// Shared state.
#[derive(Debug)]
pub struct App {
    /// What the games' actors work with.
    pub services: Arc<Services>,
    /// Several nodes: this node among them (`cluster/`); `None` for a server on its own.
    pub cluster: Option<Arc<crate::cluster::Cluster>>,
    /// The per-address limit on new games.
    pub limiter: Limiter,
    /// Actions per token and per address.
    pub actions: crate::limit::ActionLimiter,
    /// The per-address cap on WebSockets.
    pub sockets: crate::conn::Gate,
    /// How often sockets are pinged.
    pub ping_every: std::time::Duration,
    /// Turns for a new socket's set-up: see [`SOCKET_SETUPS`].
    pub socket_setups: Arc<tokio::sync::Semaphore>,
    /// Whether the main listener answers `GET /metrics`.
    pub metrics_on_main: bool,
    /// Password hashing, a few at a time.
    pub passwords: crate::accounts::Passwords,
    /// Log-in and sign-up allowances.
    pub logins: crate::accounts::LoginLimits,
    /// Whether the session cookie is `Secure` (the site is on HTTPS).
    pub secure_cookies: bool,
    /// New variants and versions per account (`POST`/`PUT /api/my-variants`).
    pub variant_writes: crate::limit::Buckets<String>,
}

/// New variants and versions an account may store at once ...
pub const VARIANT_WRITES_BURST: u32 = 10;
/// ... and then per minute (each is checked by a perft on the blocking pool).
pub const VARIANT_WRITES_PER_MINUTE: u32 = 6;

impl App {
    /// A new application state, configured by `config`.
    pub fn new(
        catalog: Catalog,
        store: Store,
        config: &crate::Config,
        cluster: Option<Arc<crate::cluster::Cluster>>,
    ) -> Arc<App> {
        let limit = config.game_limit;
        let connections = config.connections;
        Arc::new(App {
            services: Arc::new(Services {
                variants: crate::variants::Variants::new(catalog, config.variant_check),
                store,
                registry: Registry::default(),
                engine: EnginePool::new(
                    config.engine,
                    cluster.as_ref().map(|c| Arc::clone(&c.bus.tally)),
                ),
                lifetimes: config.lifetimes,
                timer_work: Services::timer_permits(),
                bus: cluster.as_ref().map(|c| Arc::clone(&c.bus)),
            }),
            cluster,
            limiter: Limiter::new(limit),
            actions: crate::limit::ActionLimiter::new(limit.limit_loopback),
            sockets: crate::conn::Gate::new(connections.sockets_per_address, limit.limit_loopback),
            ping_every: connections.ping_every,
            socket_setups: Arc::new(tokio::sync::Semaphore::new(SOCKET_SETUPS)),
            metrics_on_main: config.metrics_on_main,
            passwords: crate::accounts::Passwords::default(),
            logins: crate::accounts::LoginLimits::new(limit.limit_loopback),
            secure_cookies: config.secure_cookies,
            variant_writes: crate::limit::Buckets::new(
                f64::from(VARIANT_WRITES_PER_MINUTE) / 60.0,
                f64::from(VARIANT_WRITES_BURST),
            ),
        })
    }

    /// The games this server knows.
    pub fn catalog(&self) -> &Catalog {
        self.services.variants.catalog()
    }

    /// Every game by id, the players' own included.
    pub fn variants(&self) -> &crate::variants::Variants {
        &self.services.variants
    }

    /// Storage.
    pub fn store(&self) -> &Store {
        &self.services.store
    }

    /// Starts the actor of a game.
    pub fn start(&self, live: Live) -> GameHandle {
        actor::start(&self.services, live)
    }

    /// Loads every unfinished game (at start-up). Returns how many were resumed, and the
    /// games that could not be (each logged with its cause).
    ///
    /// # Errors
    /// When the database cannot be read.
    pub async fn recover(&self) -> Result<(usize, Vec<String>), String> {
        if self.cluster.is_some() {
            // Several nodes: each game is its owner's; a node takes over only the games whose
            // owner died (`cluster::run`).
            return Ok((0, Vec::new()));
        }
        let rows = self
            .store()
            .load_unfinished()
            .await
            .map_err(|e| e.to_string())?;
        let mut n = 0;
        let mut damaged = Vec::new();
        for (row, events) in rows {
            let rules = self
                .services
                .variants
                .pinned(self.store(), &row.variant, row.variant_version)
                .await;
            let restored = match rules {
                Ok(rules) => restore(&rules, row, &events),
                Err(e) => Err(crate::restore::RestoreError {
                    id: row.id.clone(),
                    what: e.to_string(),
                }),
            };
            match restored {
                Ok(live) => {
                    self.start(live);
                    n += 1;
                }
                Err(e) => {
                    tracing::error!(game = %e.id, "cannot resume a stored game: {e}");
                    damaged.push(e.id);
                }
            }
        }
        Ok((n, damaged))
    }

    /// The actor of a game, loading a finished one from the database on demand.
    ///
    /// # Errors
    /// [`Error::NotFound`] for an unknown game.
    pub async fn handle(&self, id: &str) -> Result<GameHandle, Error> {
        if !crate::ids::is_game_id(id) {
            return Err(Error::NotFound);
        }
        if let Some(h) = self.services.registry.get(id) {
            return Ok(h);
        }
        if let Some(cluster) = &self.cluster {
            return cluster.handle(&self.services, id).await;
        }
        self.load(id).await
    }

    /// Starts the actor of a stored game here (several nodes: one this node owns).
    ///
    /// # Errors
    /// [`Error::NotFound`] for an unknown game; a stored game that cannot be resumed.
    pub async fn load(&self, id: &str) -> Result<GameHandle, Error> {
        actor::load(&self.services, id).await
    }

    /// Sends a command to a game's actor and waits for the answer; an actor that retired in
    /// between is started again from the database.
    ///
    /// # Errors
    /// [`Error::NotFound`], or [`Error::Internal`] when the actor does not answer.
    pub async fn ask<T>(
        &self,
        id: &str,
        make: impl Fn(oneshot::Sender<T>) -> Command,
    ) -> Result<T, Error> {
        for _ in 0..3 {
            let h = self.handle(id).await?;
            let (reply, answer) = oneshot::channel();
            if h.send(make(reply)).await.is_err() {
                self.services.registry.forget(id, &h);
                continue;
            }
            if let Ok(v) = answer.await {
                return Ok(v);
            }
        }
        Err(Error::internal(format!("game {id} does not answer")))
    }

    /// Admits a WebSocket from `ip`: under this server's cap per address, and with several
    /// nodes under it across every node too. A Redis that cannot be asked leaves this node's
    /// cap alone in force (games on this node go on without the bus).
    ///
    /// # Errors
    /// [`Error::TooManyConnections`] past a cap.
    pub async fn admit_socket(
        &self,
        ip: Option<std::net::IpAddr>,
    ) -> Result<(crate::conn::Slot, Option<crate::bus::held::Hold>), Error> {
        let refuse = || {
            crate::metrics::refused("sockets");
            Error::TooManyConnections
        };
        let slot = self.sockets.admit(ip).ok_or_else(refuse)?;
        let (Some(bus), Some(key)) = (&self.services.bus, slot.key()) else {
            return Ok((slot, None));
        };
        match bus.sockets.hold(&key.to_string(), self.sockets.cap()).await {
            Ok(Some(hold)) => Ok((slot, Some(hold))),
            Ok(None) => Err(refuse()),
            Err(e) => {
                tracing::warn!("sockets across the nodes not counted: {e}");
                Ok((slot, None))
            }
        }
    }

    /// With several nodes, takes one from each shared bucket of a log-in or a sign-up
    /// (`accounts::LoginLimits::shared_login`), after this node's own; alone, nothing to do.
    ///
    /// # Errors
    /// [`Error::TooManyLogins`] with the wait; [`Error::Unavailable`] when Redis cannot be
    /// asked.
    pub async fn allow_across(&self, buckets: Vec<(String, f64, f64)>) -> Result<(), Error> {
        let Some(bus) = &self.services.bus else {
            return Ok(());
        };
        for (key, rate, burst) in buckets {
            let allowance = Allowance::per_second(rate, burst);
            bus.take(&key, allowance)
                .await?
                .map_err(crate::accounts::refused)?;
        }
        Ok(())
    }

    /// Counts an action (a move, an offer, a resignation ...) from `ip`: this server's
    /// bucket, and with several nodes what every node let through as well. (The seat token's
    /// own allowance is its game's actor's: `limit::TokenActions`.)
    ///
    /// # Errors
    /// [`Error::TooManyActions`] when the bucket is empty or the address is past its
    /// allowance across the nodes.
    pub fn allow_action(
        &self,
        ip: Option<std::net::IpAddr>,
        now: tokio::time::Instant,
    ) -> Result<(), Error> {
        self.actions.check(ip, now)?;
        match &self.services.bus {
            Some(bus) => self.actions.check_across(&bus.tally, ip, now),
            None => Ok(()),
        }
    }

    /// Counts a new game (created, joined or a rematch) against the address's allowance:
    /// this server's buckets, or with several nodes the buckets all of them share in Redis.
    ///
    /// # Errors
    /// [`Error::TooManyGames`]; with several nodes [`Error::Unavailable`] when Redis cannot be
    /// asked.
    pub async fn allow_game_from(&self, ip: Option<std::net::IpAddr>) -> Result<(), Error> {
        let Some(bus) = &self.services.bus else {
            return self.limiter.check(ip, tokio::time::Instant::now());
        };
        let limit = self.limiter.limit();
        match ip {
            Some(ip) if limit.per_minute > 0 && limits_address(ip, limit.limit_loopback) => {
                let key = format!("games:{}", address_key(ip));
                shared_take(bus, &key, limit).await
            }
            _ => Ok(()),
        }
    }

    /// Counts a new game against the account's allowance, as [`App::allow_game_from`] does
    /// against the address's (exempt where the address is).
    ///
    /// # Errors
    /// As [`App::allow_game_from`].
    pub async fn allow_game_of(
        &self,
        account: &str,
        ip: Option<std::net::IpAddr>,
    ) -> Result<(), Error> {
        let Some(bus) = &self.services.bus else {
            return self
                .limiter
                .check_account(account, ip, tokio::time::Instant::now());
        };
        let limit = self.limiter.limit();
        let exempt = ip.is_some_and(|ip| !limits_address(ip, limit.limit_loopback));
        if limit.per_minute == 0 || exempt {
            return Ok(());
        }
        shared_take(bus, &format!("games:account:{account}"), limit).await
    }

    /// Counts a new variant or version against the account's allowance
    /// ([`VARIANT_WRITES_BURST`], [`VARIANT_WRITES_PER_MINUTE`]): this server's buckets, or with
    /// several nodes the shared ones; exempt where the address is exempt from the limit on new
    /// games (loopback, unless limited).
    ///
    /// # Errors
    /// [`Error::TooManyActions`] when the bucket is empty; with several nodes
    /// [`Error::Unavailable`] when Redis cannot be asked.
    pub async fn allow_variant_write(
        &self,
        account: &str,
        ip: Option<std::net::IpAddr>,
    ) -> Result<(), Error> {
        let limit = self.limiter.limit();
        if ip.is_some_and(|ip| !limits_address(ip, limit.limit_loopback)) {
            return Ok(());
        }
        let refused = |wait: std::time::Duration| {
            crate::metrics::refused("variants");
            Error::TooManyActions {
                retry_after_s: wait.as_secs_f64().ceil().max(1.0) as u64,
            }
        };
        match &self.services.bus {
            Some(bus) => bus
                .take(
                    &format!("variants:account:{account}"),
                    Allowance::per_minute(VARIANT_WRITES_PER_MINUTE, VARIANT_WRITES_BURST),
                )
                .await?
                .map_err(refused),
            None => self
                .variant_writes
                .take(account.to_owned(), tokio::time::Instant::now())
                .map_err(refused),
        }
    }

    /// Number of games held in memory.
    pub fn live_games(&self) -> usize {
        self.services.registry.live_games()
    }

    /// The open games, newest first, at most 100.
    pub fn lobby(&self) -> Vec<LobbyEntry> {
        self.services.registry.lobby()
    }
}
