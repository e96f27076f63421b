//! The way to a game's actor: the commands it takes ([`Command`]), the handle that sends them
//! ([`GameHandle`]) and what it answers or broadcasts.

use std::sync::Arc;

use axum::extract::ws::Utf8Bytes;
use tokio::sync::{broadcast, mpsc, oneshot};
use turnpan_rules::Color;

use crate::domain::{Seat, TokenHash};
use crate::play::Act;
use crate::wire::{ChatLine, GameState};
use crate::Error;

/// What a game tells its watchers.
#[derive(Debug, Clone)]
pub enum Event {
    /// A message already serialised once for everybody.
    Text(Utf8Bytes),
    /// The full state changed (each socket adds its own `you`).
    State(Arc<GameState>),
    /// A message serialised once for the players' sockets only (chat).
    Players(Utf8Bytes),
}

/// A socket's view of the game from the moment it subscribed.
#[derive(Debug)]
pub struct Subscription {
    /// The socket's seat.
    pub seat: Option<Seat>,
    /// The state at subscription.
    pub state: GameState,
    /// Everything after it.
    pub events: broadcast::Receiver<Event>,
    /// Spectators' sockets open, this one included.
    pub spectators: u32,
    /// The chat lines kept, when this socket reads the chat (a player of a game with chat).
    pub chat: Option<Vec<ChatLine>>,
    /// The number of the game's last event in `state` (events are numbered from 1 by the
    /// actor; the bus carries the numbers to other nodes).
    pub version: u64,
}

/// A seat taken by joining.
#[derive(Debug)]
pub struct Joined {
    /// The new seat's token (shown only to the joiner).
    pub token: String,
    /// Its colour.
    pub color: Color,
    /// The state.
    pub state: GameState,
}

/// A message to a game's actor.
#[derive(Debug)]
pub enum Command {
    /// The state as seen by a token holder or a spectator.
    State {
        /// Token hash.
        token: Option<TokenHash>,
        /// Answer.
        reply: oneshot::Sender<GameState>,
    },
    /// Watch the game.
    Subscribe {
        /// Token hash; a token that holds no seat is refused.
        token: Option<TokenHash>,
        /// Answer.
        reply: oneshot::Sender<Result<Subscription, Error>>,
    },
    /// A socket that subscribed has ended.
    Unsubscribe {
        /// Its seat; none for a spectator.
        seat: Option<Seat>,
    },
    /// A line for the players' chat.
    Chat {
        /// The seat of the socket that sent it; none for a spectator.
        seat: Option<Seat>,
        /// The line as sent.
        text: String,
        /// Answer.
        reply: oneshot::Sender<Result<(), Error>>,
    },
    /// Take the free seat.
    Join {
        /// Invite code.
        invite: Option<String>,
        /// The joiner's account, if logged in.
        account: Option<crate::accounts::Account>,
        /// Answer.
        reply: oneshot::Sender<Result<Joined, Error>>,
    },
    /// A seat holder acts.
    Act {
        /// Token hash.
        token: TokenHash,
        /// What.
        act: Act,
        /// Whether to answer with the new state.
        want_state: bool,
        /// Answer.
        reply: oneshot::Sender<Result<Option<GameState>, Error>>,
    },
    /// The PGN.
    Pgn {
        /// Answer.
        reply: oneshot::Sender<String>,
    },
    /// The computer's search got its worker: its turn starts now.
    SearchStarted {
        /// Which search (stale ones are ignored).
        search: u64,
    },
    /// The computer's search found its move.
    ComputerMove {
        /// Which search (stale ones are ignored).
        search: u64,
        /// The move, in engine notation.
        uci: String,
    },
}

/// The way to a game's actor.
#[derive(Debug, Clone)]
pub struct GameHandle {
    tx: mpsc::Sender<Command>,
    /// Whether it reaches a stand-in for a game owned by another node (`cluster/proxy.rs`).
    remote: bool,
}

impl GameHandle {
    /// A handle and the actor's end of its mailbox.
    pub fn new(room: usize) -> (GameHandle, mpsc::Receiver<Command>) {
        let (tx, rx) = mpsc::channel(room);
        (GameHandle { tx, remote: false }, rx)
    }

    /// A handle to a stand-in for a game owned by another node.
    pub fn new_remote(room: usize) -> (GameHandle, mpsc::Receiver<Command>) {
        let (tx, rx) = mpsc::channel(room);
        (GameHandle { tx, remote: true }, rx)
    }

    /// Whether the game's actor runs on another node.
    pub fn is_remote(&self) -> bool {
        self.remote
    }

    /// Sends a command.
    ///
    /// # Errors
    /// When the actor has retired.
    pub async fn send(&self, cmd: Command) -> Result<(), Command> {
        self.tx.send(cmd).await.map_err(|e| e.0)
    }

    /// Whether two handles reach the same actor.
    pub fn same(&self, other: &GameHandle) -> bool {
        self.tx.same_channel(&other.tx)
    }

    /// A handle that does not keep the actor alive.
    pub fn downgrade(&self) -> WeakGameHandle {
        WeakGameHandle {
            tx: self.tx.downgrade(),
            remote: self.remote,
        }
    }
}

/// A handle that does not keep the actor alive (the actor's own, and its searches').
#[derive(Debug, Clone)]
pub struct WeakGameHandle {
    tx: mpsc::WeakSender<Command>,
    remote: bool,
}

impl WeakGameHandle {
    /// The handle, while the actor still takes commands.
    pub fn upgrade(&self) -> Option<GameHandle> {
        let remote = self.remote;
        self.tx.upgrade().map(|tx| GameHandle { tx, remote })
    }
}
