//! The owner's side: requests from other nodes about the games this node owns, answered by
//! the games' actors exactly as a local socket's or handler's commands are. A remote socket's
//! subscription is held here (its broadcast receiver, unread: the events reach the other node
//! over the bus) so that the game counts it as a watcher, until that node unsubscribes it or
//! dies.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use tokio::sync::{broadcast, oneshot};

use super::{Cluster, Found};
use crate::bus::messages::{seat, JoinedWire, Reply, Request, Subscribed};
use crate::domain::{Seat, TokenHash};
use crate::mailbox::{Command, Event, GameHandle};
use crate::services::Services;
use crate::Error;

/// One socket of another node: its seat, and its subscription (held, not read).
type Watcher = (Option<Seat>, broadcast::Receiver<Event>);

/// The subscriptions of other nodes' sockets: node → game → one entry per socket.
#[derive(Debug, Default)]
pub struct RemoteWatchers {
    by_node: Mutex<HashMap<String, HashMap<String, Vec<Watcher>>>>,
}

impl RemoteWatchers {
    fn add(&self, node: &str, game: &str, seat: Option<Seat>, rx: broadcast::Receiver<Event>) {
        let mut all = super::lock(&self.by_node);
        all.entry(node.to_owned())
            .or_default()
            .entry(game.to_owned())
            .or_default()
            .push((seat, rx));
    }

    /// Forgets one socket of `node` on `game` with `seat`; whether there was one.
    fn remove(&self, node: &str, game: &str, seat: Option<Seat>) -> bool {
        let mut all = super::lock(&self.by_node);
        let Some(games) = all.get_mut(node) else {
            return false;
        };
        let Some(subs) = games.get_mut(game) else {
            return false;
        };
        let Some(i) = subs.iter().position(|(s, _)| *s == seat) else {
            return false;
        };
        subs.swap_remove(i);
        if subs.is_empty() {
            games.remove(game);
        }
        true
    }

    /// Takes every socket of the nodes not in `alive`.
    pub fn of_dead(&self, alive: &[String]) -> Vec<(String, Option<Seat>)> {
        let mut all = super::lock(&self.by_node);
        let dead: Vec<String> = all.keys().filter(|n| !alive.contains(n)).cloned().collect();
        let mut gone = Vec::new();
        for node in dead {
            for (game, subs) in all.remove(&node).unwrap_or_default() {
                gone.extend(subs.into_iter().map(|(seat, _)| (game.clone(), seat)));
            }
        }
        gone
    }
}

async fn ask<T>(h: &GameHandle, make: impl FnOnce(oneshot::Sender<T>) -> Command) -> Option<T> {
    let (reply, answer) = oneshot::channel();
    h.send(make(reply)).await.ok()?;
    answer.await.ok()
}

fn token(hex: Option<&str>) -> Result<Option<TokenHash>, Error> {
    hex.map(|h| {
        TokenHash::parse_hex(h).ok_or_else(|| Error::internal("the bus sent a bad token hash"))
    })
    .transpose()
}

/// Answers `req` from node `from` about `game` (request `id`; 0: no reply wanted).
pub async fn request(
    services: Arc<Services>,
    cluster: Arc<Cluster>,
    (from, id, game): (String, u64, String),
    req: Request,
) {
    let handle = match cluster.find(&services, &game).await {
        Ok(Found::Here(h)) => h,
        Ok(Found::Elsewhere(_)) => return cluster.bus.reply(&from, id, Reply::NotOwner),
        Err(e) => {
            tracing::warn!(%game, "a request from node {from}: {e}");
            return cluster.bus.reply(&from, id, Reply::NotOwner);
        }
    };
    let reply = answer(&cluster.watchers, &handle, &from, &game, req).await;
    cluster
        .bus
        .reply(&from, id, reply.unwrap_or(Reply::NotOwner));
}

async fn answer(
    watchers: &RemoteWatchers,
    h: &GameHandle,
    from: &str,
    game: &str,
    req: Request,
) -> Option<Reply> {
    Some(match req {
        Request::State { token: t } => {
            let token = token(t.as_deref()).ok()?;
            Reply::State(Box::new(
                ask(h, |reply| Command::State { token, reply }).await?,
            ))
        }
        Request::Subscribe { token: t } => {
            let token = match token(t.as_deref()) {
                Ok(t) => t,
                Err(e) => return Some(Reply::Subscribed(Err(e))),
            };
            let sub = ask(h, |reply| Command::Subscribe { token, reply }).await?;
            Reply::Subscribed(sub.map(|sub| {
                watchers.add(from, game, sub.seat, sub.events);
                Subscribed {
                    seat: sub.seat.map(|s| s.name().to_owned()),
                    state: Box::new(sub.state),
                    spectators: sub.spectators,
                    chat: sub.chat,
                    version: sub.version,
                }
            }))
        }
        Request::Unsubscribe { seat: s } => {
            let seat = seat(s.as_deref()).ok()?;
            if watchers.remove(from, game, seat) {
                let _ = h.send(Command::Unsubscribe { seat }).await;
            }
            return None;
        }
        Request::Chat { seat: s, text } => {
            let seat = match seat(s.as_deref()) {
                Ok(s) => s,
                Err(e) => return Some(Reply::Chat(Err(e))),
            };
            Reply::Chat(ask(h, |reply| Command::Chat { seat, text, reply }).await?)
        }
        Request::Join { invite, account } => {
            let joined = ask(h, |reply| Command::Join {
                invite,
                account,
                reply,
            })
            .await?;
            Reply::Joined(joined.map(|j| JoinedWire {
                token: j.token,
                color: j.color.name().to_owned(),
                state: Box::new(j.state),
            }))
        }
        Request::Act {
            token: t,
            act,
            want_state,
        } => {
            let Some(token) = TokenHash::parse_hex(&t) else {
                return Some(Reply::Acted(Err(Error::internal(
                    "the bus sent a bad token hash",
                ))));
            };
            let acted = ask(h, |reply| Command::Act {
                token,
                act,
                want_state,
                reply,
            })
            .await?;
            Reply::Acted(acted.map(|s| s.map(Box::new)))
        }
        Request::Pgn => Reply::Pgn(ask(h, |reply| Command::Pgn { reply }).await?),
    })
}
