//! Several nodes behind one load balancer, on one PostgreSQL and one Redis (docs/server.md,
//! "Several nodes").
//!
//! Every node serves HTTP and WebSockets for every game; each live game has one owner node,
//! which runs its actor. The owner is recorded in PostgreSQL (`lease.rs`): a node holds a lease
//! it renews while it lives, and every write about a game passes a fence that checks, in the
//! write's own transaction, that the writing node still owns the game with a running lease.
//! A command that reaches another node goes to the owner over the bus (`bus.rs`), through a
//! stand-in for the game's actor (`proxy.rs`); the owner answers it with the game's actor
//! (`serve.rs`) and publishes every event of the game, which the other nodes pass on to their
//! sockets. When a node dies its lease runs out and the others take its unfinished games over,
//! spread among them by rendezvous hashing; a node that finds its own lease run out stops.

mod proxy;
mod serve;

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

use sha2::{Digest, Sha256};
use sqlx::postgres::PgPool;
use tokio::sync::{mpsc, watch};

use crate::bus::messages::LobbyMsg;
use crate::bus::{Bus, Incoming};
use crate::lock;
use crate::mailbox::{Command, GameHandle};
use crate::services::Services;
use crate::store::lease::{self, NodeRef, Owner};

/// How a node joins the others.
#[derive(Debug, Clone)]
pub struct ClusterConfig {
    /// This node's id (`--node-id`): letters, digits, `-` and `_`.
    pub node_id: String,
    /// The bus (`redis://...`).
    pub bus_url: String,
    /// How long a lease lasts unless renewed.
    pub lease: Duration,
}

impl ClusterConfig {
    /// A node `node_id` on the bus at `bus_url`, with a 3 s lease.
    ///
    /// ```
    /// let c = turnpan_server::cluster::ClusterConfig::new("node1", "redis://127.0.0.1:6379");
    /// assert_eq!(c.lease.as_secs(), 3);
    /// ```
    pub fn new(node_id: &str, bus_url: &str) -> ClusterConfig {
        ClusterConfig {
            node_id: node_id.to_owned(),
            bus_url: bus_url.to_owned(),
            lease: Duration::from_secs(3),
        }
    }

    /// Checks the node id.
    ///
    /// ```
    /// use turnpan_server::cluster::ClusterConfig;
    /// assert!(ClusterConfig::new("node-1", "redis://x").check().is_ok());
    /// assert!(ClusterConfig::new("node 1", "redis://x").check().is_err());
    /// assert!(ClusterConfig::new("", "redis://x").check().is_err());
    /// ```
    ///
    /// # Errors
    /// A node id that is empty, longer than 64 characters, or has other characters.
    pub fn check(&self) -> Result<(), String> {
        let id = &self.node_id;
        let fine = !id.is_empty()
            && id.len() <= 64
            && id
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
        if fine {
            Ok(())
        } else {
            Err(format!(
                "bad node id '{id}': 1 to 64 letters, digits, '-' or '_'"
            ))
        }
    }
}

/// This node among the others.
#[derive(Debug)]
pub struct Cluster {
    /// This node's incarnation.
    pub me: NodeRef,
    /// The bus.
    pub bus: Arc<Bus>,
    pool: PgPool,
    lease: Duration,
    live: watch::Sender<Vec<NodeRef>>,
    routes: AtomicU64,
    watchers: serve::RemoteWatchers,
    lost: watch::Sender<bool>,
}

/// Where a game's actor is.
#[derive(Debug)]
pub enum Found {
    /// On this node.
    Here(GameHandle),
    /// On another node.
    Elsewhere(NodeRef),
}

impl Cluster {
    /// Registers this node (waiting, up to two leases, for a previous process with the same
    /// id to lose its lease), fences the store's writes with it and connects to the bus.
    ///
    /// # Errors
    /// No PostgreSQL, the id held by a live process, or the bus unreachable.
    pub async fn join(
        config: &ClusterConfig,
        store: &crate::store::Store,
    ) -> Result<(Arc<Cluster>, mpsc::Receiver<Incoming>), String> {
        config.check()?;
        let pool = store
            .postgres()
            .ok_or("several nodes need PostgreSQL (--db postgres://...)")?
            .clone();
        let deadline = tokio::time::Instant::now() + config.lease * 2 + Duration::from_secs(1);
        let generation = loop {
            match lease::register(&pool, &config.node_id, config.lease).await {
                Ok(Some(g)) => break g,
                Ok(None) if tokio::time::Instant::now() < deadline => {
                    tracing::warn!(
                        "node id {} is held by a live lease: waiting for it to run out",
                        config.node_id
                    );
                    tokio::time::sleep(Duration::from_millis(500)).await;
                }
                Ok(None) => {
                    return Err(format!(
                        "node id {} is in use by a running node",
                        config.node_id
                    ))
                }
                Err(e) => return Err(format!("registering the node: {e}")),
            }
        };
        let me = NodeRef {
            id: config.node_id.clone(),
            generation,
        };
        store.set_fence(me.clone())?;
        let (bus, incoming) = Bus::connect(&config.bus_url, &me.id, generation).await?;
        let nodes = lease::live_nodes(&pool)
            .await
            .map_err(|e| format!("reading the live nodes: {e}"))?;
        tracing::info!(node = %me.id, generation, "joined the cluster");
        Ok((
            Arc::new(Cluster {
                me,
                bus,
                pool,
                lease: config.lease,
                live: watch::Sender::new(nodes),
                routes: AtomicU64::new(0),
                watchers: serve::RemoteWatchers::default(),
                lost: watch::Sender::new(false),
            }),
            incoming,
        ))
    }

    /// The live nodes, as last read; changes are notified.
    pub fn live_nodes(&self) -> watch::Receiver<Vec<NodeRef>> {
        self.live.subscribe()
    }

    /// Adds `node` to the live nodes when a live lease of it was just read from the database
    /// and the list, read earlier, does not have it yet (it joined since): a stand-in for a
    /// game it owns would otherwise take it for dead. The next read of the live nodes
    /// replaces the list as usual.
    fn seen_live(&self, node: &NodeRef) {
        self.live.send_if_modified(|nodes| {
            let new = !nodes.contains(node);
            if new {
                nodes.push(node.clone());
                nodes.sort_by(|a, b| a.id.cmp(&b.id));
            }
            new
        });
    }

    /// Becomes true when this node has lost its lease and must stop.
    pub fn lost(&self) -> watch::Receiver<bool> {
        self.lost.subscribe()
    }

    fn next_route(&self) -> u64 {
        self.routes.fetch_add(1, Ordering::Relaxed) + 1
    }

    /// Where game `id` runs: here (started from storage, claimed first when it has no live
    /// owner) or on another live node.
    ///
    /// # Errors
    /// [`crate::Error::NotFound`] for an unknown game; storage errors; [`crate::Error::Unavailable`]
    /// when the owner keeps changing.
    pub async fn find(&self, services: &Arc<Services>, id: &str) -> Result<Found, crate::Error> {
        let load = || crate::actor::load(services, id);
        for _ in 0..4 {
            if let Some(h) = services.registry.get(id) {
                if !h.is_remote() {
                    return Ok(Found::Here(h));
                }
            }
            match lease::owner(&self.pool, id).await? {
                Owner::NoGame => return Err(crate::Error::NotFound),
                Owner::Live(node) if node == self.me => return load().await.map(Found::Here),
                Owner::Live(node) => return Ok(Found::Elsewhere(node)),
                Owner::Free => {
                    if lease::claim(&self.pool, id, &self.me).await? {
                        tracing::info!(game = %id, "took the game over");
                        return load().await.map(Found::Here);
                    }
                }
            }
        }
        Err(crate::Error::Unavailable(
            "the game is changing servers: try again".into(),
        ))
    }

    /// The handle of game `id`: its actor here, or a stand-in for the owner elsewhere.
    ///
    /// # Errors
    /// As [`Cluster::find`].
    pub async fn handle(
        self: &Arc<Self>,
        services: &Arc<Services>,
        id: &str,
    ) -> Result<GameHandle, crate::Error> {
        if let Some(h) = services.registry.get(id) {
            return Ok(h);
        }
        match self.find(services, id).await? {
            Found::Here(h) => Ok(h),
            Found::Elsewhere(owner) => {
                self.seen_live(&owner);
                Ok(services.registry.get_or_insert_with(id, || {
                    proxy::spawn(Arc::clone(self), Arc::clone(services), id, owner)
                }))
            }
        }
    }
}

/// Which live node takes over an orphaned game: the highest hash of (game, node)
/// (rendezvous hashing: when a node joins or leaves only its share of games moves).
///
/// ```
/// use turnpan_server::cluster::placement;
/// use turnpan_server::store::lease::NodeRef;
/// let nodes: Vec<NodeRef> = ["a", "b", "c"]
///     .iter()
///     .map(|id| NodeRef { id: id.to_string(), generation: 1 })
///     .collect();
/// let chosen = placement("q7RkT2mZp4", &nodes).unwrap();
/// assert_eq!(placement("q7RkT2mZp4", &nodes), Some(chosen));
/// assert_eq!(placement("q7RkT2mZp4", &[]), None);
/// ```
pub fn placement<'a>(game: &str, nodes: &'a [NodeRef]) -> Option<&'a NodeRef> {
    nodes.iter().max_by_key(|n| {
        let digest = Sha256::new()
            .chain_update(game.as_bytes())
            .chain_update([0])
            .chain_update(n.id.as_bytes())
            .finalize();
        let mut first = [0u8; 8];
        first.copy_from_slice(&digest[..8]);
        u64::from_be_bytes(first)
    })
}

/// Runs this node's part of the cluster: the lease, the takeovers, the lobby and the
/// requests of other nodes, until the lease is lost.
pub fn run(services: Arc<Services>, cluster: Arc<Cluster>, incoming: mpsc::Receiver<Incoming>) {
    tokio::spawn(listen(
        Arc::clone(&services),
        Arc::clone(&cluster),
        incoming,
    ));
    tokio::spawn(keep_lease(services, cluster));
}

/// Orphans taken over per pass.
const ORPHANS_PER_PASS: i64 = 2000;
/// Orphans loaded at once.
const LOADS_AT_ONCE: usize = 16;

async fn keep_lease(services: Arc<Services>, cluster: Arc<Cluster>) {
    let every = cluster.lease / 4;
    let mut tick = tokio::time::interval(every);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut renewed = tokio::time::Instant::now();
    let mut lobby_synced = tokio::time::Instant::now();
    loop {
        tick.tick().await;
        match lease::renew(&cluster.pool, &cluster.me, cluster.lease).await {
            Ok(true) => renewed = tokio::time::Instant::now(),
            Ok(false) => {
                tracing::error!(node = %cluster.me.id, "this node's lease ran out: stopping");
                cluster.lost.send_replace(true);
                return;
            }
            Err(e) => {
                tracing::warn!("renewing the lease: {e}");
                if renewed.elapsed() > cluster.lease {
                    tracing::error!("the lease could not be renewed in time: stopping");
                    cluster.lost.send_replace(true);
                    return;
                }
                continue;
            }
        }
        let nodes = match lease::live_nodes(&cluster.pool).await {
            Ok(n) => n,
            Err(e) => {
                tracing::warn!("reading the live nodes: {e}");
                continue;
            }
        };
        cluster.live.send_if_modified(|old| {
            let changed = *old != nodes;
            if changed {
                tracing::info!(
                    "live nodes: {}",
                    nodes
                        .iter()
                        .map(|n| n.id.as_str())
                        .collect::<Vec<_>>()
                        .join(", ")
                );
                old.clone_from(&nodes);
            }
            changed
        });
        forget_dead_watchers(&services, &cluster, &nodes).await;
        take_over_orphans(&services, &cluster, &nodes).await;
        if lobby_synced.elapsed() >= Duration::from_secs(10) {
            lobby_synced = tokio::time::Instant::now();
            sync_lobby(&services, &cluster).await;
        }
    }
}

async fn forget_dead_watchers(services: &Services, cluster: &Cluster, nodes: &[NodeRef]) {
    let alive: Vec<String> = nodes.iter().map(|n| n.id.clone()).collect();
    for (game, seat) in cluster.watchers.of_dead(&alive) {
        if let Some(h) = services.registry.get(&game) {
            let _ = h.send(Command::Unsubscribe { seat }).await;
        }
    }
}

async fn take_over_orphans(services: &Arc<Services>, cluster: &Cluster, nodes: &[NodeRef]) {
    use futures_util::StreamExt;
    let orphans = match lease::orphans(&cluster.pool, ORPHANS_PER_PASS).await {
        Ok(o) => o,
        Err(e) => {
            tracing::warn!("looking for games without a live owner: {e}");
            return;
        }
    };
    let mine: Vec<String> = orphans
        .into_iter()
        .filter(|g| placement(g, nodes) == Some(&cluster.me))
        .collect();
    if mine.is_empty() {
        return;
    }
    let started = std::time::Instant::now();
    let n = mine.len();
    futures_util::stream::iter(mine)
        .for_each_concurrent(LOADS_AT_ONCE, |game| async move {
            if let Err(e) = cluster.find(services, &game).await {
                tracing::warn!(%game, "taking the game over: {e}");
            }
        })
        .await;
    tracing::info!(
        games = n,
        ms = started.elapsed().as_millis() as u64,
        "took over games whose node died"
    );
}

async fn sync_lobby(services: &Services, cluster: &Cluster) {
    match cluster.bus.lobby().await {
        Ok(entries) => services.registry.replace_lobby(
            entries
                .into_iter()
                .map(|w| {
                    let mut e = w.entry;
                    e.owner = w.owner;
                    e
                })
                .collect(),
        ),
        Err(e) => tracing::warn!("reading the lobby: {e}"),
    }
}

async fn listen(
    services: Arc<Services>,
    cluster: Arc<Cluster>,
    mut incoming: mpsc::Receiver<Incoming>,
) {
    sync_lobby(&services, &cluster).await;
    while let Some(item) = incoming.recv().await {
        match item {
            Incoming::Request {
                from,
                id,
                game,
                req,
            } => {
                tokio::spawn(serve::request(
                    Arc::clone(&services),
                    Arc::clone(&cluster),
                    (from, id, game),
                    req,
                ));
            }
            Incoming::Lobby(LobbyMsg::List(w)) => {
                let mut e = w.entry;
                e.owner = w.owner;
                services.registry.list(e);
            }
            Incoming::Lobby(LobbyMsg::Unlist(id)) => services.registry.unlist(&id),
            Incoming::Reconnected => sync_lobby(&services, &cluster).await,
        }
    }
}
