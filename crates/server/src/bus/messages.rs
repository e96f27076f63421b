//! What nodes say to each other over the bus, as JSON: requests to a game's owner and their
//! replies (on each node's own channel), a game's events (on the game's channel) and the
//! lobby's changes. The shapes mirror the actor's commands (`mailbox.rs`); seats travel as
//! their wire names and tokens as their hashes, never as tokens.

use serde::{Deserialize, Serialize};

use crate::accounts::Account;
use crate::domain::Seat;
use crate::play::Act;
use crate::registry::LobbyEntry;
use crate::wire::{ChatLine, GameState};
use crate::Error;

/// A message on a node's own channel.
#[derive(Debug, Serialize, Deserialize)]
pub enum NodeMsg {
    /// A command for a game this node owns.
    Request {
        /// The asking node's id (its channel).
        from: String,
        /// The request's number at the asking node; 0: no reply is wanted.
        id: u64,
        /// The game.
        game: String,
        /// What.
        req: Request,
    },
    /// The answer to a request this node sent.
    Reply {
        /// The request's number.
        id: u64,
        /// The answer.
        reply: Reply,
    },
}

/// A command for a game's owner (`mailbox::Command`, without the reply channel).
#[derive(Debug, Serialize, Deserialize)]
pub enum Request {
    /// The state as a token holder (its hash, hex) or a spectator sees it.
    State {
        /// Token hash.
        token: Option<String>,
    },
    /// A socket on the asking node watches the game.
    Subscribe {
        /// Token hash.
        token: Option<String>,
    },
    /// Such a socket has ended.
    Unsubscribe {
        /// Its seat's name.
        seat: Option<String>,
    },
    /// A chat line.
    Chat {
        /// The seat's name.
        seat: Option<String>,
        /// The line.
        text: String,
    },
    /// Take the free seat.
    Join {
        /// Invite code.
        invite: Option<String>,
        /// The joiner's account.
        account: Option<Account>,
    },
    /// A seat holder acts.
    Act {
        /// Token hash.
        token: String,
        /// What.
        act: Act,
        /// Whether to answer with the state.
        want_state: bool,
    },
    /// The PGN.
    Pgn,
}

/// The owner's answer.
#[derive(Debug, Serialize, Deserialize)]
pub enum Reply {
    /// For [`Request::State`].
    State(Box<GameState>),
    /// For [`Request::Subscribe`].
    Subscribed(Result<Subscribed, Error>),
    /// For [`Request::Chat`].
    Chat(Result<(), Error>),
    /// For [`Request::Join`].
    Joined(Result<JoinedWire, Error>),
    /// For [`Request::Act`].
    Acted(Result<Option<Box<GameState>>, Error>),
    /// For [`Request::Pgn`].
    Pgn(String),
    /// This node does not own the game: ask again who does.
    NotOwner,
}

/// A subscription as the owner gives it.
#[derive(Debug, Serialize, Deserialize)]
pub struct Subscribed {
    /// The socket's seat's name.
    pub seat: Option<String>,
    /// The state.
    pub state: Box<GameState>,
    /// Spectators' sockets.
    pub spectators: u32,
    /// Chat lines, for a socket that reads the chat.
    pub chat: Option<Vec<ChatLine>>,
    /// The number of the game's last event in this state: later events are new to the socket.
    pub version: u64,
}

/// A seat taken by joining.
#[derive(Debug, Serialize, Deserialize)]
pub struct JoinedWire {
    /// The new seat's token.
    pub token: String,
    /// Its colour's name.
    pub color: String,
    /// The state.
    pub state: Box<GameState>,
}

/// An event of a game, on the game's channel.
#[derive(Debug, Serialize, Deserialize)]
pub struct GameMsg {
    /// The owner that told it.
    pub owner: String,
    /// Its number: one more than the game's previous event at this owner.
    pub version: u64,
    /// What.
    pub event: EventWire,
}

/// `mailbox::Event` on the bus.
#[derive(Debug, Serialize, Deserialize)]
pub enum EventWire {
    /// A message for everybody, as JSON text.
    Text(String),
    /// The full state (each socket adds its own `you`).
    State(Box<GameState>),
    /// A message for the players' sockets only.
    Players(String),
}

/// A change of the lobby, on the lobby's channel.
#[derive(Debug, Serialize, Deserialize)]
pub enum LobbyMsg {
    /// An open game is listed.
    List(LobbyWire),
    /// A game is unlisted.
    Unlist(String),
}

/// A lobby entry with what the clients are not shown.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct LobbyWire {
    /// The entry.
    pub entry: LobbyEntry,
    /// The creator's address key.
    pub owner: Option<std::net::IpAddr>,
}

/// A seat from its wire name.
pub fn seat(name: Option<&str>) -> Result<Option<Seat>, Error> {
    match name {
        None => Ok(None),
        Some(n) => [Seat::White, Seat::Black, Seat::Both]
            .into_iter()
            .find(|s| s.name() == n)
            .map(Some)
            .ok_or_else(|| Error::internal(format!("the bus named no seat: {n}"))),
    }
}
