//! The WebSocket of docs/protocol.md: one task per socket, subscribed to its game's broadcast,
//! forwarding the socket's typed messages to the game's actor.

use std::sync::Arc;

use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, Request, State};
use axum::http::{header, HeaderMap};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::Extension;
use futures_util::{SinkExt, StreamExt};
use tokio::sync::broadcast::{self, error::RecvError};
use tokio::sync::OwnedSemaphorePermit;

use crate::conn::SetupTurn;
use tokio::time::Instant;

use crate::app::App;
use crate::domain::{Seat, TokenHash};
use crate::extract::ClientIp;
use crate::limit::TokenBucket;
use crate::mailbox::{Command, Event, Subscription};
use crate::play::Act;
use crate::wire::{ChatLine, ChatMsg, ClientMsg, GameState, ServerMsg, SpectatorsMsg};
use crate::Error;

/// Largest message a client may send: a longer one is refused with `too_large`.
pub const MAX_FRAME: usize = 4096;
/// Largest message read at all: past it the socket is closed without reading on (the frame
/// header says its length, so this is known before the payload is read).
const MAX_WIRE: usize = 64 * 1024;
/// Most bytes read from a socket at once. tungstenite's default (128 KiB) is allocated for
/// every socket and zeroed before each read: with 10,000 sockets that is 1.3 GB of memory, and
/// the first message on each socket page-faults its 128 KiB in, which stalled the whole runtime
/// for hundreds of milliseconds when thousands of games made their first move. A client frame is
/// at most `MAX_FRAME` plus a 14-byte header, so two pages are plenty (a larger frame still
/// arrives whole: the buffer grows for it).
const READ_BUFFER: usize = 8 * 1024;
/// Sustained messages per second per socket.
const RATE: f64 = 10.0;
/// Burst of messages per socket.
const BURST: f64 = 30.0;
/// Dropped messages after which a socket is closed.
const MAX_VIOLATIONS: u32 = 50;
/// How long a socket closed for flooding waits for the peer's Close (reading what it sends).
const CLOSE_DRAIN: std::time::Duration = std::time::Duration::from_secs(1);

/// The subprotocol every Turnpan socket speaks, which the server answers with.
pub const PROTOCOL: &str = "turnpan";
/// The prefix of the subprotocol entry that carries a seat token (`token.<32 hex>`): in a
/// header, not the URL, so proxy logs do not record it.
pub const TOKEN_PREFIX: &str = "token.";

/// The seat token offered in `Sec-WebSocket-Protocol`, if any.
fn offered_token(headers: &HeaderMap) -> Option<&str> {
    headers
        .get_all(header::SEC_WEBSOCKET_PROTOCOL)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .find_map(|p| p.trim().strip_prefix(TOKEN_PREFIX))
}

/// Whether a request asks to become a WebSocket (`Upgrade: websocket`).
fn asks_for_websocket(headers: &HeaderMap) -> bool {
    headers
        .get_all(header::UPGRADE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .any(|p| p.trim().eq_ignore_ascii_case("websocket"))
}

/// Middleware, the router's outermost layer: a WebSocket upgrade request that does not hold a
/// set-up turn yet (the first request of a connection got one in `conn.rs`; a later request on a
/// kept-alive connection did not) waits here, parked and in arrival order, for one (see
/// [`crate::SOCKET_SETUPS`]) before any other layer works on it; every other request passes at
/// once. Its head has been read already, so a client that is slow to send it holds no turn.
pub(crate) async fn take_turn(
    State(app): State<Arc<App>>,
    mut req: Request,
    next: Next,
) -> Response {
    let holds = req
        .extensions()
        .get::<SetupTurn>()
        .is_some_and(SetupTurn::holds);
    if !holds && asks_for_websocket(req.headers()) {
        // The semaphore is never closed.
        if let Ok(turn) = Arc::clone(&app.socket_setups).acquire_owned().await {
            req.extensions_mut().insert(SetupTurn::new(Some(turn)));
        }
    }
    next.run(req).await
}
/// `GET /ws/games/{id}`.
pub(crate) async fn upgrade(
    State(app): State<Arc<App>>,
    ClientIp(ip): ClientIp,
    Path(id): Path<String>,
    headers: HeaderMap,
    turn: Option<Extension<SetupTurn>>,
    ws: WebSocketUpgrade,
) -> Response {
    // Given back with the answer, unless the socket takes it on.
    let turn = turn.and_then(|Extension(t)| t.take());
    let slot = match app.admit_socket(ip).await {
        Ok(slot) => slot,
        Err(e) => return e.into_response(),
    };
    if let Err(e) = app.handle(&id).await {
        return e.into_response();
    }
    let token = offered_token(&headers).map(TokenHash::of);
    ws.protocols([PROTOCOL])
        .max_message_size(MAX_WIRE)
        .max_frame_size(MAX_WIRE)
        .read_buffer_size(READ_BUFFER)
        .on_upgrade(move |socket| async move {
            crate::metrics::socket(1.0);
            run(app, id, (token, ip), turn, socket).await;
            crate::metrics::socket(-1.0);
            drop(slot);
        })
}

fn state_msg(mut state: GameState, seat: Option<Seat>) -> Message {
    state.you = seat.map(Seat::name);
    Message::Text(ServerMsg::State(Box::new(state)).to_json().into())
}

fn text_msg(m: &ServerMsg) -> Message {
    Message::Text(m.to_json().into())
}

fn error_msg(e: &Error) -> Message {
    Message::Text(ServerMsg::error(e).to_json().into())
}

async fn run(
    app: Arc<App>,
    id: String,
    (token, ip): (Option<TokenHash>, Option<std::net::IpAddr>),
    turn: Option<OwnedSemaphorePermit>,
    socket: WebSocket,
) {
    let (mut sink, mut stream) = socket.split();
    // Held until the first state is sent (see `SOCKET_SETUPS`). A router served without
    // `take_turn` in front gives none: the socket waits for its turn here.
    let setup = match turn {
        Some(turn) => turn,
        // Never closed.
        None => match Arc::clone(&app.socket_setups).acquire_owned().await {
            Ok(turn) => turn,
            Err(_) => return,
        },
    };
    let sub = app
        .ask(&id, |reply| Command::Subscribe { token, reply })
        .await
        .and_then(|r| r);
    let sub = match sub {
        Ok(s) => s,
        Err(e) => {
            drop(setup);
            let _ = sink.send(error_msg(&e)).await;
            let _ = sink
                .send(Message::Close(Some(CloseFrame {
                    code: 1008,
                    reason: e.code().into(),
                })))
                .await;
            return;
        }
    };
    let Subscription {
        seat,
        state,
        mut events,
        spectators,
        chat,
        version: _,
    } = sub;
    let watched = Watched {
        seat,
        state,
        spectators,
        chat,
    };
    watch(
        &app,
        &id,
        (token, ip),
        (watched, &mut events, setup),
        (&mut sink, &mut stream),
    )
    .await;
    // Tearing a socket down costs about what setting it up does (its game told, its descriptor
    // closed, and over loopback the peer's side of the close too), and a crowd that leaves at
    // once (a network failure) would crowd the runtime as much as one that comes: it takes the
    // same turns (see `SOCKET_SETUPS`). Never closed.
    let teardown = app.socket_setups.acquire().await;
    // The socket is gone: its game counts the absence (of a seat, or of a spectator). The
    // subscription is kept until the game has been told, so that the game cannot retire in
    // between.
    if let Some(h) = app.services.registry.get(&id) {
        let _ = h.send(Command::Unsubscribe { seat }).await;
    }
    drop(events);
    drop((sink, stream));
    drop(teardown);
}

type Sink = futures_util::stream::SplitSink<WebSocket, Message>;
type Stream = futures_util::stream::SplitStream<WebSocket>;

/// What a socket sees first when it subscribes.
struct Watched {
    seat: Option<Seat>,
    state: GameState,
    spectators: u32,
    /// The chat lines kept, for a socket that reads the chat.
    chat: Option<Vec<ChatLine>>,
}

/// Serves a subscribed socket, which has its first state, until it ends.
async fn watch(
    app: &Arc<App>,
    id: &str,
    (token, ip): (Option<TokenHash>, Option<std::net::IpAddr>),
    (watched, events, setup): (
        Watched,
        &mut broadcast::Receiver<Event>,
        OwnedSemaphorePermit,
    ),
    (sink, stream): (&mut Sink, &mut Stream),
) {
    let Watched {
        seat,
        state,
        spectators,
        chat,
    } = watched;
    let reads_chat = chat.is_some();
    let mut first = vec![
        state_msg(state, seat),
        text_msg(&ServerMsg::Spectators(SpectatorsMsg { count: spectators })),
    ];
    if let Some(lines) = chat {
        first.push(text_msg(&ServerMsg::Chat(ChatMsg { lines })));
    }
    for m in first {
        if sink.send(m).await.is_err() {
            return;
        }
    }
    // The first messages are out: the next new socket may have its turn.
    drop(setup);
    let mut bucket = TokenBucket::full(BURST, Instant::now());
    let mut violations = 0;
    let mut pings = tokio::time::interval_at(Instant::now() + app.ping_every, app.ping_every);
    let mut awaiting_pong = false;
    let mut resubscribes = 0;
    loop {
        let out: Vec<Message> = tokio::select! {
            ev = events.recv() => match ev {
                Ok(Event::Text(t)) => vec![Message::Text(t)],
                Ok(Event::State(s)) => vec![state_msg((*s).clone(), seat)],
                Ok(Event::Players(t)) if reads_chat => vec![Message::Text(t)],
                Ok(Event::Players(_)) => Vec::new(),
                Err(RecvError::Lagged(_)) => {
                    // Too far behind: the full state replaces what was missed.
                    match app.ask(id, |reply| Command::State { token, reply }).await {
                        Ok(s) => vec![state_msg(s, seat)],
                        Err(_) => break,
                    }
                }
                Err(RecvError::Closed) => {
                    // With several nodes the game's stand-in ends when its owner dies or hands
                    // the game over: the socket follows the game to its next owner and
                    // resyncs, rather than make every client reconnect at once.
                    if resubscribes >= MAX_RESUBSCRIBES {
                        break;
                    }
                    resubscribes += 1;
                    match resubscribe(app, id, token, seat).await {
                        Some((state, renewed)) => {
                            *events = renewed;
                            vec![state_msg(state, seat)]
                        }
                        None => break,
                    }
                }
            },
            msg = stream.next() => {
                let msg = match msg {
                    None | Some(Err(_)) | Some(Ok(Message::Close(_))) => break,
                    Some(Ok(msg)) => msg,
                };
                let arrived = Instant::now();
                // Every frame counts, whatever its kind: a flood of pings or binary frames is
                // a flood.
                if bucket.take(BURST, RATE, arrived).is_err() {
                    crate::metrics::refused("socket_messages");
                    violations += 1;
                    if violations > MAX_VIOLATIONS {
                        let _ = sink.send(error_msg(&Error::RateLimited)).await;
                        let frame = CloseFrame { code: 1008, reason: "rate limited".into() };
                        let _ = sink.send(Message::Close(Some(frame))).await;
                        // The closing handshake: read (and drop) what the flood still sends until
                        // the peer's Close, for a moment at most. Closing with frames unread
                        // would reset the connection, and the peer could lose the refusal and the
                        // Close frame sent just before.
                        let drain = async {
                            while let Some(Ok(m)) = stream.next().await {
                                if matches!(m, Message::Close(_)) {
                                    break;
                                }
                            }
                        };
                        let _ = tokio::time::timeout(CLOSE_DRAIN, drain).await;
                        break;
                    }
                    // Control frames get no answer; a message gets the refusal.
                    match msg {
                        Message::Ping(_) | Message::Pong(_) => Vec::new(),
                        _ => vec![error_msg(&Error::RateLimited)],
                    }
                } else {
                    match msg {
                        Message::Pong(_) => {
                            awaiting_pong = false;
                            Vec::new()
                        }
                        // axum answers pings itself.
                        Message::Ping(_) | Message::Close(_) => Vec::new(),
                        Message::Binary(_) => vec![error_msg(&Error::BadRequest(
                            "binary frames are not understood".into(),
                        ))],
                        Message::Text(text) if text.len() > MAX_FRAME => {
                            vec![error_msg(&Error::TooLarge(format!(
                                "a message is at most {MAX_FRAME} bytes"
                            )))]
                        }
                        Message::Text(text) => {
                            handle(app, id, (token, ip), seat, text.as_str(), arrived).await
                        }
                    }
                }
            }
            _ = pings.tick() => {
                if awaiting_pong {
                    // The last ping went unanswered for a whole period: the peer is gone.
                    break;
                }
                // Keep idle connections (and proxies) alive, and find the dead ones.
                awaiting_pong = true;
                vec![Message::Ping(Default::default())]
            }
        };
        for m in out {
            if sink.send(m).await.is_err() {
                return;
            }
        }
    }
}

/// How many times one socket follows its game to another node before it is closed instead
/// (a game cannot move that often but by a fault; the client then reconnects).
const MAX_RESUBSCRIBES: u32 = 8;

/// Subscribes a socket again after its game's events ended, when the game lives on another
/// node now: its state and events, or `None` (a single server, a node that is stopping, or a
/// game that cannot be reached or that gives this socket another seat).
async fn resubscribe(
    app: &Arc<App>,
    id: &str,
    token: Option<TokenHash>,
    seat: Option<Seat>,
) -> Option<(GameState, broadcast::Receiver<Event>)> {
    let cluster = app.cluster.as_ref()?;
    if *cluster.lost().borrow() {
        return None;
    }
    // A turn, as a new socket takes (see `SOCKET_SETUPS`): a dead node's games move at once.
    let _turn = app.socket_setups.acquire().await.ok()?;
    let sub = app
        .ask(id, |reply| Command::Subscribe { token, reply })
        .await
        .and_then(|r| r)
        .ok()?;
    if sub.seat != seat {
        if let Some(h) = app.services.registry.get(id) {
            let _ = h.send(Command::Unsubscribe { seat: sub.seat }).await;
        }
        return None;
    }
    Some((sub.state, sub.events))
}

/// Handles one client message; returns what to send to this socket only (a successful action
/// is confirmed by its broadcast).
async fn handle(
    app: &Arc<App>,
    id: &str,
    (token, ip): (Option<TokenHash>, Option<std::net::IpAddr>),
    seat: Option<Seat>,
    text: &str,
    arrived: Instant,
) -> Vec<Message> {
    let msg: ClientMsg = match serde_json::from_str(text) {
        Ok(m) => m,
        Err(e) => return vec![error_msg(&Error::BadRequest(format!("not a message: {e}")))],
    };
    let act = match msg {
        ClientMsg::Ping(p) => return vec![Message::Text(ServerMsg::Pong(p).to_json().into())],
        ClientMsg::Resync => {
            return match app.ask(id, |reply| Command::State { token, reply }).await {
                Ok(s) => vec![state_msg(s, seat)],
                Err(e) => vec![error_msg(&e)],
            };
        }
        ClientMsg::Chat(c) => {
            let said = app
                .ask(id, |reply| Command::Chat {
                    seat,
                    text: c.text.clone(),
                    reply,
                })
                .await
                .and_then(|r| r);
            // A line said is confirmed by its broadcast.
            return said.err().map(|e| error_msg(&e)).into_iter().collect();
        }
        ClientMsg::Move(m) => Act::Move(m),
        ClientMsg::Resign => Act::Resign,
        ClientMsg::Draw(a) => Act::Draw(a.action),
        ClientMsg::Takeback(a) => Act::Takeback(a.action),
        ClientMsg::Abort => Act::Abort,
        ClientMsg::Rematch(a) => Act::Rematch(a.action),
        ClientMsg::Claim(c) => Act::Claim(c.result),
    };
    let (Some(token), Some(_)) = (token, seat) else {
        return vec![error_msg(&Error::Forbidden("spectators can't act".into()))];
    };
    let mut allowed = app.allow_action(ip, arrived);
    if matches!(act, Act::Rematch(_)) && allowed.is_ok() {
        allowed = app.allow_game_from(ip).await;
    }
    if let Err(e) = allowed {
        return vec![error_msg(&e)];
    }
    let answer = app
        .ask(id, |reply| Command::Act {
            token,
            act: act.clone(),
            want_state: false,
            reply,
        })
        .await
        .and_then(|r| r);
    if matches!(act, Act::Move(_)) {
        // The answer comes once the move is stored and broadcast (or refused).
        crate::metrics::move_latency(arrived.elapsed());
    }
    match answer {
        Ok(_) => Vec::new(),
        Err(e @ Error::Stale { .. }) => {
            // The error, then the state to resync from.
            let mut out = vec![error_msg(&e)];
            let token = Some(token);
            if let Ok(s) = app.ask(id, |reply| Command::State { token, reply }).await {
                out.push(state_msg(s, seat));
            }
            out
        }
        Err(e) => vec![error_msg(&e)],
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use std::time::Duration;

    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    use tokio::net::TcpStream;

    use crate::{Server, SOCKET_SETUPS};

    /// Sends `request` on `tcp` and reads until the end of the answer's head (at most
    /// `limit`): `None` when no head came in time. The answers here have empty bodies or none.
    async fn ask_on(tcp: &mut TcpStream, request: &str, limit: Duration) -> Option<String> {
        tcp.write_all(request.as_bytes()).await.unwrap();
        let mut got = Vec::new();
        let read = tokio::time::timeout(limit, async {
            let mut buf = [0u8; 1024];
            while !got.windows(4).any(|w| w == b"\r\n\r\n") {
                match tcp.read(&mut buf).await {
                    Ok(0) | Err(_) => break,
                    Ok(n) => got.extend_from_slice(&buf[..n]),
                }
            }
        })
        .await;
        read.ok()
            .map(|()| String::from_utf8_lossy(&got).into_owned())
    }

    /// [`ask_on`] a new connection.
    async fn answer_head(
        addr: std::net::SocketAddr,
        request: String,
        limit: Duration,
    ) -> Option<String> {
        let mut tcp = TcpStream::connect(addr).await.unwrap();
        ask_on(&mut tcp, &request, limit).await
    }

    fn upgrade_request(id: &str) -> String {
        format!(
            "GET /ws/games/{id} HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\n\
             Upgrade: websocket\r\nSec-WebSocket-Version: 13\r\n\
             Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Protocol: turnpan\r\n\r\n"
        )
    }

    /// While every turn is taken, an upgrade request waits unanswered (it has not even reached
    /// the router: an unknown game would be answered 404 at once), and so does any new
    /// connection's first request but a load balancer's health check, while a kept-alive
    /// connection is served; the turns handed on let them through, and every turn comes back
    /// with their answers.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn new_connections_wait_for_a_turn_and_give_it_back() {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}", dir.path().join("t.db").display());
        let server = Server::start(crate::Config::new(&url), turnpan_rules::Catalog::builtin())
            .await
            .unwrap();
        let app = std::sync::Arc::clone(&server.app);
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        tokio::spawn(server.serve(listener));
        let health = "GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n";
        let second = Duration::from_secs(5);

        // A connection served before the turns are taken, kept alive.
        let mut kept = TcpStream::connect(addr).await.unwrap();
        let served = ask_on(&mut kept, health, second).await.unwrap();
        assert!(served.starts_with("HTTP/1.1 200"), "{served}");

        let turns = std::sync::Arc::clone(&app.socket_setups)
            .acquire_many_owned(SOCKET_SETUPS as u32)
            .await
            .unwrap();
        let socket = tokio::spawn(answer_head(
            addr,
            upgrade_request("zzzzzzzzzzzz"),
            Duration::from_secs(10),
        ));
        let fresh = tokio::spawn(answer_head(
            addr,
            "GET /api/variants HTTP/1.1\r\nHost: localhost\r\n\r\n".to_owned(),
            Duration::from_secs(10),
        ));
        let served = ask_on(&mut kept, health, second).await.unwrap();
        assert!(served.starts_with("HTTP/1.1 200"), "{served}");
        // A health check on a new connection is answered at once: a busy node is not dead.
        let checked = answer_head(addr, health.to_owned(), second).await.unwrap();
        assert!(checked.starts_with("HTTP/1.1 200"), "{checked}");
        tokio::time::sleep(Duration::from_millis(300)).await;
        assert!(!socket.is_finished(), "an upgrade went past a full gate");
        assert!(
            !fresh.is_finished(),
            "a new connection went past a full gate"
        );

        drop(turns);
        let refused = socket.await.unwrap().unwrap();
        assert!(refused.starts_with("HTTP/1.1 404"), "{refused}");
        let served = fresh.await.unwrap().unwrap();
        assert!(served.starts_with("HTTP/1.1 200"), "{served}");
        // Their turns came back with the answers.
        tokio::time::sleep(Duration::from_millis(100)).await;
        assert_eq!(app.socket_setups.available_permits(), SOCKET_SETUPS);
    }

    /// A connection whose request head is not complete gives its turn back after a while and
    /// holds none meanwhile: all the turns taken by such clients do not stop the others.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn slow_request_heads_give_their_turns_back() {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}", dir.path().join("t.db").display());
        let server = Server::start(crate::Config::new(&url), turnpan_rules::Catalog::builtin())
            .await
            .unwrap();
        let app = std::sync::Arc::clone(&server.app);
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        tokio::spawn(server.serve(listener));
        let mut slow = Vec::new();
        for _ in 0..SOCKET_SETUPS * 2 {
            let mut tcp = TcpStream::connect(addr).await.unwrap();
            tcp.write_all(b"GET /api/hea").await.unwrap();
            slow.push(tcp);
        }
        let health = "GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n".to_owned();
        let served = answer_head(addr, health, Duration::from_secs(3))
            .await
            .unwrap();
        assert!(served.starts_with("HTTP/1.1 200"), "{served}");
        tokio::time::sleep(Duration::from_millis(600)).await;
        assert_eq!(app.socket_setups.available_permits(), SOCKET_SETUPS);
        drop(slow);
    }
}
