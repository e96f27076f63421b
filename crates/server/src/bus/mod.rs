//! The message bus between nodes (docs/server.md, "Several nodes"): Redis publish/subscribe.
//!
//! Each node listens on its own channel (requests for the games it owns, replies to its own
//! requests) and on the lobby's; a node with sockets on a game another node owns listens on
//! that game's channel too. Everything a node publishes goes through one connection in one
//! order: an owner publishes a game's event before its reply to the request that caused it,
//! and a listener reads both from one connection, so a reply never overtakes the events before
//! it. The lobby's entries are also kept in a Redis hash, from which a node starting (or
//! catching up after losing Redis) reads them all.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use futures_util::StreamExt;
use redis::aio::{ConnectionManager, PubSubSink};
use tokio::sync::{mpsc, oneshot};

pub mod held;
pub mod messages;

use crate::lock;
use crate::Error;
use messages::{EventWire, GameMsg, LobbyMsg, LobbyWire, NodeMsg, Reply, Request};

/// How long a request waits for its owner's reply.
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(5);
/// Room in the queue of messages to publish.
const OUT_ROOM: usize = 1 << 16;
/// Room in each remote game's queue of events; a game that far behind is dropped (its
/// sockets reconnect and start again from the state).
const ROUTE_ROOM: usize = 1024;
/// Messages published in one round trip.
const PIPELINE: usize = 512;

const LOBBY_CHANNEL: &str = "turnpan:lobby";
const LOBBY_HASH: &str = "turnpan:lobby:entries";

/// A node's channel.
pub fn node_channel(node: &str) -> String {
    format!("turnpan:node:{node}")
}

/// A game's channel.
pub fn game_channel(game: &str) -> String {
    format!("turnpan:game:{game}")
}

/// Something for the node to do, read from the bus.
#[derive(Debug)]
pub enum Incoming {
    /// Another node asks about a game this node owns.
    Request {
        /// The asking node.
        from: String,
        /// The request's number (0: no reply wanted).
        id: u64,
        /// The game.
        game: String,
        /// What.
        req: Request,
    },
    /// The lobby changed on another node.
    Lobby(LobbyMsg),
    /// The bus was lost and is back: everything heard from it may have gaps.
    Reconnected,
}

enum Outgoing {
    Publish(String, Vec<u8>),
    LobbySet(String, Vec<u8>),
    LobbyDel(String),
}

/// The route of one remote game's events to its proxy.
struct Route {
    number: u64,
    to: mpsc::Sender<GameMsg>,
}

/// The bus as a node sees it.
pub struct Bus {
    me: String,
    client: redis::Client,
    commands: ConnectionManager,
    out: mpsc::Sender<Outgoing>,
    sink: Mutex<Option<PubSubSink>>,
    /// Serialises (un)subscribing, so that a game's channel is never unsubscribed after a new
    /// proxy of the game subscribed it.
    subscribing: tokio::sync::Mutex<()>,
    routes: Mutex<HashMap<String, Route>>,
    pending: Mutex<HashMap<u64, oneshot::Sender<Reply>>>,
    next: AtomicU64,
    /// Actions and engine time charged on this node, settled with the others' (`crate::tally`).
    pub tally: Arc<crate::tally::Tally>,
    /// The WebSockets this node holds for each address, counted with the others' (`held.rs`).
    pub sockets: Arc<held::Held>,
}

impl std::fmt::Debug for Bus {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Bus")
            .field("me", &self.me)
            .finish_non_exhaustive()
    }
}

fn bus_error(e: &redis::RedisError) -> Error {
    Error::Unavailable(format!("the message bus failed: {e}"))
}

impl Bus {
    /// Connects to Redis at `url` as node `me` in its `generation`; returns the bus and what it
    /// hears for the node.
    ///
    /// # Errors
    /// When Redis cannot be reached.
    pub async fn connect(
        url: &str,
        me: &str,
        generation: i64,
    ) -> Result<(Arc<Bus>, mpsc::Receiver<Incoming>), String> {
        use redis::IntoConnectionInfo;
        // No Nagle delay: a move's request, event and reply are small writes that must go at
        // once.
        let info = url
            .into_connection_info()
            .map_err(|e| format!("bad Redis URL '{url}': {e}"))?
            .set_tcp_settings(redis::io::tcp::TcpSettings::default().set_nodelay(true));
        let client =
            redis::Client::open(info).map_err(|e| format!("bad Redis URL '{url}': {e}"))?;
        let commands = ConnectionManager::new(client.clone())
            .await
            .map_err(|e| format!("cannot connect to Redis at {url}: {e}"))?;
        let (out, queue) = mpsc::channel(OUT_ROOM);
        let bus = Arc::new(Bus {
            me: me.to_owned(),
            client,
            commands: commands.clone(),
            out,
            sink: Mutex::new(None),
            subscribing: tokio::sync::Mutex::new(()),
            routes: Mutex::new(HashMap::new()),
            pending: Mutex::new(HashMap::new()),
            next: AtomicU64::new(0),
            tally: Arc::default(),
            sockets: held::Held::start("sockets", &format!("{me}:{generation}"), commands.clone()),
        });
        tokio::spawn(crate::tally::settler(
            Arc::clone(&bus.tally),
            commands.clone(),
        ));
        tokio::spawn(publisher(commands, queue));
        let (inbox, incoming) = mpsc::channel(OUT_ROOM);
        let stream = bus.listen().await?;
        tokio::spawn(Arc::clone(&bus).read(stream, inbox));
        Ok((bus, incoming))
    }

    /// Subscribes a new listening connection to the node's and the lobby's channels.
    async fn listen(&self) -> Result<redis::aio::PubSubStream, String> {
        let pubsub = self
            .client
            .get_async_pubsub()
            .await
            .map_err(|e| format!("cannot listen on Redis: {e}"))?;
        let (mut sink, stream) = pubsub.split();
        sink.subscribe(&[node_channel(&self.me), LOBBY_CHANNEL.to_owned()])
            .await
            .map_err(|e| format!("cannot subscribe on Redis: {e}"))?;
        *lock(&self.sink) = Some(sink);
        Ok(stream)
    }

    /// Reads the listening connection until it ends, then listens again.
    async fn read(
        self: Arc<Bus>,
        mut stream: redis::aio::PubSubStream,
        inbox: mpsc::Sender<Incoming>,
    ) {
        let mine = node_channel(&self.me);
        loop {
            while let Some(msg) = stream.next().await {
                let channel = msg.get_channel_name();
                let payload = msg.get_payload_bytes();
                if channel == mine {
                    self.hear_node(payload, &inbox).await;
                } else if channel == LOBBY_CHANNEL {
                    match serde_json::from_slice::<LobbyMsg>(payload) {
                        Ok(m) => {
                            let _ = inbox.send(Incoming::Lobby(m)).await;
                        }
                        Err(e) => tracing::warn!("bus: an unreadable lobby message: {e}"),
                    }
                } else if let Some(game) = channel.strip_prefix("turnpan:game:") {
                    self.hear_game(game, payload);
                }
            }
            tracing::error!("bus: the connection to Redis was lost; listening again");
            // Whatever was routed or awaited may have missed messages: proxies end (their
            // sockets reconnect), requests fail (their callers ask again).
            lock(&self.routes).clear();
            lock(&self.pending).clear();
            *lock(&self.sink) = None;
            loop {
                tokio::time::sleep(Duration::from_millis(500)).await;
                match self.listen().await {
                    Ok(s) => {
                        stream = s;
                        break;
                    }
                    Err(e) => tracing::warn!("bus: {e}"),
                }
            }
            let _ = inbox.send(Incoming::Reconnected).await;
        }
    }

    async fn hear_node(&self, payload: &[u8], inbox: &mpsc::Sender<Incoming>) {
        match serde_json::from_slice::<NodeMsg>(payload) {
            Ok(NodeMsg::Reply { id, reply }) => {
                if let Some(waiting) = lock(&self.pending).remove(&id) {
                    let _ = waiting.send(reply);
                }
            }
            Ok(NodeMsg::Request {
                from,
                id,
                game,
                req,
            }) => {
                let _ = inbox
                    .send(Incoming::Request {
                        from,
                        id,
                        game,
                        req,
                    })
                    .await;
            }
            Err(e) => tracing::warn!("bus: an unreadable message for this node: {e}"),
        }
    }

    fn hear_game(&self, game: &str, payload: &[u8]) {
        let msg = match serde_json::from_slice::<GameMsg>(payload) {
            Ok(m) => m,
            Err(e) => {
                tracing::warn!("bus: an unreadable event of game {game}: {e}");
                return;
            }
        };
        let mut routes = lock(&self.routes);
        if let Some(route) = routes.get(game) {
            if route.to.try_send(msg).is_err() {
                // Too far behind, or its proxy has ended: its sockets start again.
                routes.remove(game);
            }
        }
    }

    fn queue(&self, item: Outgoing) {
        if self.out.try_send(item).is_err() {
            crate::metrics::refused("bus_queue_full");
            tracing::error!("bus: the queue of messages to publish is full; one was dropped");
        }
    }

    fn publish_json(&self, channel: String, msg: &impl serde::Serialize) {
        match serde_json::to_vec(msg) {
            Ok(payload) => self.queue(Outgoing::Publish(channel, payload)),
            Err(e) => tracing::error!("bus: cannot write a message: {e}"),
        }
    }

    /// This node's id.
    pub fn node(&self) -> &str {
        &self.me
    }

    /// Publishes event number `version` of a game this node owns.
    pub fn publish_event(&self, game: &str, version: u64, event: &crate::mailbox::Event) {
        use crate::mailbox::Event;
        let event = match event {
            Event::Text(t) => EventWire::Text(t.as_str().to_owned()),
            Event::State(s) => EventWire::State(Box::new((**s).clone())),
            Event::Players(t) => EventWire::Players(t.as_str().to_owned()),
        };
        let msg = GameMsg {
            owner: self.me.clone(),
            version,
            event,
        };
        self.publish_json(game_channel(game), &msg);
    }

    /// Asks `node` about `game` and waits for the reply.
    ///
    /// # Errors
    /// [`Error::Unavailable`] when no reply comes within [`REQUEST_TIMEOUT`] or the bus was
    /// lost meanwhile.
    pub async fn request(&self, node: &str, game: &str, req: Request) -> Result<Reply, Error> {
        let id = self.next.fetch_add(1, Ordering::Relaxed) + 1;
        let (tx, rx) = oneshot::channel();
        lock(&self.pending).insert(id, tx);
        self.publish_json(
            node_channel(node),
            &NodeMsg::Request {
                from: self.me.clone(),
                id,
                game: game.to_owned(),
                req,
            },
        );
        let answer = tokio::time::timeout(REQUEST_TIMEOUT, rx).await;
        lock(&self.pending).remove(&id);
        match answer {
            Ok(Ok(reply)) => Ok(reply),
            Ok(Err(_)) => Err(Error::Unavailable(
                "the message bus was lost: try again".into(),
            )),
            Err(_) => Err(Error::Unavailable(
                "the game's server did not answer: try again".into(),
            )),
        }
    }

    /// Tells `node` something about `game` that needs no reply.
    pub fn tell(&self, node: &str, game: &str, req: Request) {
        self.publish_json(
            node_channel(node),
            &NodeMsg::Request {
                from: self.me.clone(),
                id: 0,
                game: game.to_owned(),
                req,
            },
        );
    }

    /// Answers request `id` of `node`.
    pub fn reply(&self, node: &str, id: u64, reply: Reply) {
        if id != 0 {
            self.publish_json(node_channel(node), &NodeMsg::Reply { id, reply });
        }
    }

    /// Routes the events of `game` (owned elsewhere) to the returned queue, once Redis has
    /// confirmed the subscription. `number` tells this route from a later one of the game.
    ///
    /// # Errors
    /// When the bus is down.
    pub async fn route(&self, game: &str, number: u64) -> Result<mpsc::Receiver<GameMsg>, Error> {
        let _turn = self.subscribing.lock().await;
        let (to, from) = mpsc::channel(ROUTE_ROOM);
        lock(&self.routes).insert(game.to_owned(), Route { number, to });
        let sink = lock(&self.sink).clone();
        let Some(mut sink) = sink else {
            lock(&self.routes).remove(game);
            return Err(Error::Unavailable(
                "the message bus is down: try again".into(),
            ));
        };
        if let Err(e) = sink.subscribe(game_channel(game)).await {
            lock(&self.routes).remove(game);
            return Err(bus_error(&e));
        }
        Ok(from)
    }

    /// Ends route `number` of `game`, unless a later route replaced it.
    pub async fn unroute(&self, game: &str, number: u64) {
        let _turn = self.subscribing.lock().await;
        let mine = {
            let mut routes = lock(&self.routes);
            let mine = routes.get(game).is_some_and(|r| r.number == number);
            if mine {
                routes.remove(game);
            }
            mine
        };
        let sink = lock(&self.sink).clone();
        if let (true, Some(mut sink)) = (mine, sink) {
            if let Err(e) = sink.unsubscribe(game_channel(game)).await {
                tracing::warn!("bus: unsubscribing game {game}: {e}");
            }
        }
    }

    /// Lists an open game for every node.
    pub fn list(&self, entry: &crate::registry::LobbyEntry) {
        let entry = LobbyWire {
            entry: entry.clone(),
            owner: entry.owner,
        };
        match serde_json::to_vec(&entry) {
            Ok(json) => self.queue(Outgoing::LobbySet(entry.entry.id.clone(), json)),
            Err(e) => tracing::error!("bus: cannot write a lobby entry: {e}"),
        }
        self.publish_json(LOBBY_CHANNEL.to_owned(), &LobbyMsg::List(entry));
    }

    /// Unlists a game for every node.
    pub fn unlist(&self, id: &str) {
        self.queue(Outgoing::LobbyDel(id.to_owned()));
        self.publish_json(LOBBY_CHANNEL.to_owned(), &LobbyMsg::Unlist(id.to_owned()));
    }

    /// Every listed game, as kept in Redis.
    ///
    /// # Errors
    /// When Redis cannot be read.
    pub async fn lobby(&self) -> Result<Vec<LobbyWire>, Error> {
        let mut conn = self.commands.clone();
        let all: HashMap<String, Vec<u8>> = redis::cmd("HGETALL")
            .arg(LOBBY_HASH)
            .query_async(&mut conn)
            .await
            .map_err(|e| bus_error(&e))?;
        Ok(all
            .values()
            .filter_map(|json| serde_json::from_slice(json).ok())
            .collect())
    }

    /// Takes one from the shared bucket `key` (at most `allowance.burst` at once, one more
    /// every `allowance.interval_us`, counted in whole milliseconds), or says how long until
    /// one is there. The bucket lives in Redis, so every node draws from the same one; the
    /// caller waits for Redis, so this is for what is rare (new games, log-ins), not moves
    /// (`crate::tally`).
    ///
    /// # Errors
    /// The wait, or [`Error::Unavailable`] when Redis cannot be asked.
    pub async fn take(
        &self,
        key: &str,
        allowance: crate::tally::Allowance,
    ) -> Result<Result<(), Duration>, Error> {
        let interval_ms = (allowance.interval_us / 1000).max(1);
        let mut conn = self.commands.clone();
        let wait_ms: i64 = gcra()
            .key(format!("turnpan:rate:{key}"))
            .arg(interval_ms)
            .arg(allowance.burst.max(1))
            .invoke_async(&mut conn)
            .await
            .map_err(|e| bus_error(&e))?;
        Ok(if wait_ms <= 0 {
            Ok(())
        } else {
            Err(Duration::from_millis(wait_ms.unsigned_abs()))
        })
    }
}

/// The generic cell rate algorithm in one script, on Redis's clock: the bucket is the time at
/// which it will be full again (`tat`); a take moves it one interval on, unless that would put
/// it more than `burst` intervals ahead of now. Returns 0, or the milliseconds to wait.
fn gcra() -> &'static redis::Script {
    static SCRIPT: std::sync::OnceLock<redis::Script> = std::sync::OnceLock::new();
    SCRIPT.get_or_init(|| {
        redis::Script::new(
            r"
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local interval = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local tat = tonumber(redis.call('GET', KEYS[1]) or now)
if tat < now then tat = now end
local next = tat + interval
local ahead = next - now
if ahead > burst * interval then
  return ahead - burst * interval
end
redis.call('SET', KEYS[1], next, 'PX', ahead)
return 0
",
        )
    })
}

/// Publishes everything queued, a pipeline at a time, in order.
async fn publisher(mut conn: ConnectionManager, mut queue: mpsc::Receiver<Outgoing>) {
    let mut batch = Vec::with_capacity(PIPELINE);
    while queue.recv_many(&mut batch, PIPELINE).await > 0 {
        let mut pipe = redis::pipe();
        for item in batch.drain(..) {
            match item {
                Outgoing::Publish(channel, payload) => {
                    pipe.publish(channel, payload).ignore();
                }
                Outgoing::LobbySet(id, json) => {
                    pipe.hset(LOBBY_HASH, id, json).ignore();
                }
                Outgoing::LobbyDel(id) => {
                    pipe.hdel(LOBBY_HASH, id).ignore();
                }
            }
        }
        if let Err(e) = pipe.query_async::<()>(&mut conn).await {
            crate::metrics::refused("bus_publish_failed");
            tracing::error!("bus: publishing failed: {e}");
        }
    }
}
