//! A game owned by another node, as this node's sockets and handlers see it: a task behind an
//! ordinary [`GameHandle`] that takes the same commands as the game's actor, asks the owner
//! over the bus, and re-broadcasts the owner's events to this node's sockets. It ends (its
//! sockets close, and reconnect to whoever owns the game then) when the owner dies, says it
//! does not own the game, does not answer, or when nobody here has watched the game for a while.

use std::sync::Arc;
use std::time::Duration;

use tokio::sync::{broadcast, mpsc};
use tokio::time::Instant;

use super::Cluster;
use crate::bus::messages::{EventWire, GameMsg, Reply, Request};
use crate::domain::{parse_color, TokenHash};
use crate::mailbox::{Command, Event, GameHandle, Joined, Subscription, WeakGameHandle};
use crate::registry::Registry;
use crate::store::lease::NodeRef;
use crate::Error;

/// Room in the proxy's broadcast channel (as an actor's).
const BROADCAST_ROOM: usize = 64;
/// Room in the proxy's mailbox.
const MAILBOX_ROOM: usize = 64;
/// How long a proxy nobody here watches stays.
const LINGER: Duration = Duration::from_secs(30);

/// Starts the proxy of `game`, owned by `owner`.
pub fn spawn(
    cluster: Arc<Cluster>,
    services: Arc<crate::services::Services>,
    game: &str,
    owner: NodeRef,
) -> GameHandle {
    let (handle, rx) = GameHandle::new_remote(MAILBOX_ROOM);
    let (events, _) = broadcast::channel(BROADCAST_ROOM);
    let cluster_live = cluster.live_nodes();
    let proxy = Proxy {
        number: cluster.next_route(),
        cluster,
        services,
        game: game.to_owned(),
        owner,
        rx,
        events,
        me: handle.downgrade(),
        live: cluster_live,
        last: 0,
        quiet_since: Instant::now(),
    };
    tokio::spawn(proxy.run());
    handle
}

struct Proxy {
    cluster: Arc<Cluster>,
    services: Arc<crate::services::Services>,
    game: String,
    owner: NodeRef,
    rx: mpsc::Receiver<Command>,
    events: broadcast::Sender<Event>,
    me: WeakGameHandle,
    /// The live nodes: a request to an owner that has left them is not waited for.
    live: tokio::sync::watch::Receiver<Vec<NodeRef>>,
    number: u64,
    /// The number of the last event passed on.
    last: u64,
    quiet_since: Instant,
}

/// Why a proxy ends.
struct End;

impl Proxy {
    fn registry(&self) -> &Registry {
        &self.services.registry
    }

    async fn run(mut self) {
        let route = self.cluster.bus.route(&self.game, self.number).await;
        let mut live = self.live.clone();
        if let Ok(mut route) = route {
            loop {
                let linger = self.quiet_since + LINGER;
                let step = tokio::select! {
                    cmd = self.rx.recv() => match cmd {
                        Some(cmd) => self.handle(cmd, &mut route).await,
                        None => Err(End),
                    },
                    msg = route.recv() => match msg {
                        Some(msg) => self.pass_on(msg).await,
                        None => Err(End),
                    },
                    changed = live.changed() => match changed {
                        Ok(()) if live.borrow().contains(&self.owner) => Ok(()),
                        _ => Err(End),
                    },
                    () = tokio::time::sleep_until(linger) => {
                        if self.events.receiver_count() == 0 {
                            Err(End)
                        } else {
                            self.quiet_since = Instant::now();
                            Ok(())
                        }
                    }
                };
                if step.is_err() {
                    break;
                }
            }
        }
        // Ended: unregister first, so that whoever asks next finds the owner again; whatever
        // was queued is dropped unanswered (the asker asks again).
        if let Some(me) = self.me.upgrade() {
            self.registry().forget(&self.game, &me);
        }
        self.rx.close();
        self.cluster.bus.unroute(&self.game, self.number).await;
    }

    async fn ask(&self, req: Request) -> Result<Reply, End> {
        let mut live = self.live.clone();
        let owner = &self.owner;
        tokio::select! {
            answer = self.cluster.bus.request(&owner.id, &self.game, req) => match answer {
                Ok(Reply::NotOwner) | Err(_) => Err(End),
                Ok(reply) => Ok(reply),
            },
            _ = live.wait_for(|nodes| !nodes.contains(owner)) => Err(End),
        }
    }

    async fn pass_on(&mut self, msg: GameMsg) -> Result<(), End> {
        if msg.owner != self.owner.id {
            return Err(End);
        }
        if self.last != 0 && msg.version != self.last + 1 {
            // A message was lost: the state replaces whatever it said.
            tracing::warn!(game = %self.game, "bus: events {}..{} lost", self.last + 1, msg.version);
            if let Reply::State(state) = self.ask(Request::State { token: None }).await? {
                let _ = self.events.send(Event::State(Arc::new(*state)));
            }
        }
        self.last = msg.version;
        self.send(msg.event);
        Ok(())
    }

    fn send(&self, event: EventWire) {
        let event = match event {
            EventWire::Text(t) => Event::Text(t.into()),
            EventWire::State(s) => Event::State(Arc::new(*s)),
            EventWire::Players(t) => Event::Players(t.into()),
        };
        let _ = self.events.send(event);
    }

    async fn handle(
        &mut self,
        cmd: Command,
        route: &mut mpsc::Receiver<GameMsg>,
    ) -> Result<(), End> {
        self.quiet_since = Instant::now();
        let hex = |t: Option<TokenHash>| t.map(TokenHash::to_hex);
        match cmd {
            Command::State { token, reply } => {
                if let Reply::State(s) = self.ask(Request::State { token: hex(token) }).await? {
                    let _ = reply.send(*s);
                }
            }
            Command::Subscribe { token, reply } => {
                let answer = match self.ask(Request::Subscribe { token: hex(token) }).await? {
                    Reply::Subscribed(Ok(sub)) => {
                        let seat = crate::bus::messages::seat(sub.seat.as_deref())?;
                        // Events up to the state's are for the sockets already here; the new
                        // socket hears only those after it.
                        let mut later = Vec::new();
                        while let Ok(msg) = route.try_recv() {
                            if msg.version <= sub.version {
                                self.pass_on(msg).await?;
                            } else {
                                later.push(msg);
                            }
                        }
                        if self.last < sub.version {
                            self.last = sub.version;
                        }
                        let events = self.events.subscribe();
                        for msg in later {
                            self.pass_on(msg).await?;
                        }
                        Ok(Subscription {
                            seat,
                            state: *sub.state,
                            events,
                            spectators: sub.spectators,
                            chat: sub.chat,
                            version: sub.version,
                        })
                    }
                    Reply::Subscribed(Err(e)) => Err(e),
                    _ => return Err(End),
                };
                if let Err(Ok(unheard)) = reply.send(answer) {
                    self.cluster.bus.tell(
                        &self.owner.id,
                        &self.game,
                        Request::Unsubscribe {
                            seat: unheard.seat.map(|s| s.name().to_owned()),
                        },
                    );
                }
            }
            Command::Unsubscribe { seat } => self.cluster.bus.tell(
                &self.owner.id,
                &self.game,
                Request::Unsubscribe {
                    seat: seat.map(|s| s.name().to_owned()),
                },
            ),
            Command::Chat { seat, text, reply } => {
                let req = Request::Chat {
                    seat: seat.map(|s| s.name().to_owned()),
                    text,
                };
                match self.ask(req).await? {
                    Reply::Chat(answer) => {
                        let _ = reply.send(answer);
                    }
                    _ => return Err(End),
                }
            }
            Command::Join {
                invite,
                account,
                reply,
            } => match self.ask(Request::Join { invite, account }).await? {
                Reply::Joined(answer) => {
                    let answer = answer.and_then(|j| {
                        let color = parse_color(&j.color)
                            .ok_or_else(|| Error::internal("the bus named no colour"))?;
                        Ok(Joined {
                            token: j.token,
                            color,
                            state: *j.state,
                        })
                    });
                    let _ = reply.send(answer);
                }
                _ => return Err(End),
            },
            Command::Act {
                token,
                act,
                want_state,
                reply,
            } => {
                let req = Request::Act {
                    token: token.to_hex(),
                    act,
                    want_state,
                };
                // An action sent to the owner and not answered may or may not have been
                // played: the player is told so (and resyncs) rather than have it asked again
                // of the next owner, where it would be played late, after the player resynced.
                // (What was still queued here was never sent: the asker asks again.)
                match self.ask(req).await {
                    Ok(Reply::Acted(answer)) => {
                        let _ = reply.send(answer.map(|s| s.map(|s| *s)));
                    }
                    _ => {
                        let _ = reply.send(Err(Error::Unavailable(
                            "the game's server did not answer: resync".into(),
                        )));
                        return Err(End);
                    }
                }
            }
            Command::Pgn { reply } => {
                if let Reply::Pgn(pgn) = self.ask(Request::Pgn).await? {
                    let _ = reply.send(pgn);
                }
            }
            // The engine runs at the owner.
            Command::SearchStarted { .. } | Command::ComputerMove { .. } => {}
        }
        Ok(())
    }
}

impl From<Error> for End {
    fn from(_: Error) -> End {
        End
    }
}
