//! One task per live game. It owns the game ([`Live`]) and does only this: receive a command or
//! a timer, apply it with the rules of play (`play/`), write the transition's storage operation,
//! commit the transition, run its effects and tell the watchers. Nothing is told before it is
//! stored; nothing changes when the write fails.
//!
//! Its timers are the game's: the flag of the side to move, the 30 s first-move limit, the
//! expiry of a game waiting for its opponent, and retiring a game nobody watches once it is
//! finished or has nothing left to time (an untimed game between moves: it is loaded again
//! from storage on demand). It counts each seat's sockets, so that a player whose opponent
//! left can claim the game (`play/claim.rs`). A computer seat is a search started by the
//! transition's effects (`computer.rs`); its move comes back as a command and is applied like
//! anybody's. While the search waits for a worker neither the engine's flag nor its first-move
//! limit is armed; when it gets one, the computer's turn starts again (`Input::EngineStarted`),
//! so the wait is charged to nobody.

use std::sync::Arc;
use std::time::Duration;

use tokio::sync::{broadcast, mpsc};
use tokio::time::{sleep_until, Instant};

use crate::chat::{self, Chat};
use crate::computer::Search;
use crate::domain::{Mode, Seat, Status, TokenHash};
use crate::live::Live;
use crate::mailbox::{Command, Event, GameHandle, Joined, Subscription, WeakGameHandle};
use crate::play::{self, Act, Effect, Input, Now, Tell};
use crate::registry::LobbyEntry;
use crate::services::Services;
use crate::view::{self, Rendered};
use crate::wire::{ChatMsg, MoveReq, ServerMsg, SpectatorsMsg};
use crate::{ids, Error};

/// Room in each game's broadcast channel; a socket further behind resyncs from the full state.
const BROADCAST_ROOM: usize = 64;
/// Room in each game's mailbox.
const MAILBOX_ROOM: usize = 64;
/// How long after a failed write a timer tries again.
const RETRY: Duration = Duration::from_secs(1);

/// Makes a game findable and starts its actor, unless it has one already (and lists it in the
/// lobby if it is an open game waiting for an opponent).
pub fn start(services: &Arc<Services>, live: Live) -> GameHandle {
    if live.status() == Status::Waiting && live.setup.mode == Mode::Open {
        services.list(LobbyEntry::of(&live));
    }
    let id = live.id().to_owned();
    services
        .registry
        .get_or_insert_with(&id, || spawn(Arc::clone(services), live))
}

/// Starts the actor of a stored game on this server (several nodes: a game this node owns);
/// a stand-in for another node's game gives way to it.
///
/// # Errors
/// [`Error::NotFound`] for an unknown game; a stored game that cannot be resumed.
pub async fn load(services: &Arc<Services>, id: &str) -> Result<GameHandle, Error> {
    if let Some(h) = services.registry.get(id) {
        if !h.is_remote() {
            return Ok(h);
        }
        services.registry.forget(id, &h);
    }
    let (row, events) = services.store.load_game(id).await?.ok_or(Error::NotFound)?;
    let rules = services
        .variants
        .pinned(&services.store, &row.variant, row.variant_version)
        .await
        .map_err(|e| {
            Error::Internal(crate::error::Internal::caused(
                "resuming a game",
                Arc::new(e),
            ))
        })?;
    let live = crate::restore::restore(&rules, row, &events).map_err(|e| {
        Error::Internal(crate::error::Internal::caused(
            "resuming a game",
            Arc::new(e),
        ))
    })?;
    Ok(start(services, live))
}

/// A game's display name, from its own rules.
fn variant_name(pos: &turnpan_rules::AnyGame) -> String {
    use turnpan_rules::AnyGame;
    match pos {
        AnyGame::Small(p) => p.rules().variant().name().to_owned(),
        AnyGame::Large(p) => p.rules().variant().name().to_owned(),
        AnyGame::Turnover(_) => turnpan_rules::GameRules::Turnover.summary(true).name,
    }
}

fn spawn(services: Arc<Services>, mut live: Live) -> GameHandle {
    live.table.presence.grace = services.lifetimes.claim_grace;
    let (handle, rx) = GameHandle::new(MAILBOX_ROOM);
    let (events, _) = broadcast::channel(BROADCAST_ROOM);
    let actor = Actor {
        services,
        live,
        events,
        rx,
        me: handle.downgrade(),
        last_activity: Instant::now(),
        retry_at: None,
        search: None,
        searches: 0,
        chat: Chat::new(Instant::now()),
        spectators: 0,
        told: 0,
        token_actions: crate::limit::TokenActions::default(),
    };
    // Counted when the game is registered, not when its task first runs: an answer about the
    // game (its creation) can reach the client, and the client `/metrics`, before that.
    crate::metrics::game_status(actor.live.status(), 1.0);
    tokio::spawn(actor.run());
    handle
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Wake {
    Flag,
    FirstMoveMissed,
    Expire,
    Linger,
    Idle,
}

struct Actor {
    services: Arc<Services>,
    live: Live,
    events: broadcast::Sender<Event>,
    rx: mpsc::Receiver<Command>,
    me: WeakGameHandle,
    last_activity: Instant,
    /// After a failed timer, when to try again.
    retry_at: Option<Instant>,
    /// The computer's search in flight.
    search: Option<Search>,
    /// Searches started so far (numbers them).
    searches: u64,
    /// The players' chat (in memory only: `chat.rs`).
    chat: Chat,
    /// Spectators' sockets open.
    spectators: u32,
    /// Events told so far (numbers them for other nodes' sockets).
    told: u64,
    /// The seat tokens' actions: every one comes through here, from any node.
    token_actions: crate::limit::TokenActions,
}

impl Actor {
    async fn run(mut self) {
        // A game resumed after a restart with the computer to move gets its move.
        if self.live.computer_to_move() {
            self.run_effect(Effect::Search);
        }
        loop {
            let (at, wake) = self.next_wake();
            tokio::select! {
                cmd = self.rx.recv() => match cmd {
                    Some(cmd) => {
                        self.last_activity = Instant::now();
                        self.handle(cmd).await;
                    }
                    None => break,
                },
                () = sleep_until(at) => {
                    if self.on_wake(wake).await {
                        break;
                    }
                }
            }
        }
        // Retire: unregister, then answer whatever was already queued.
        if let Some(me) = self.me.upgrade() {
            self.services.registry.forget(self.live.id(), &me);
        }
        self.rx.close();
        while let Some(cmd) = self.rx.recv().await {
            self.handle(cmd).await;
        }
        crate::metrics::game_status(self.live.status(), -1.0);
    }

    fn next_wake(&self) -> (Instant, Wake) {
        let live = &self.live;
        let linger = self.services.lifetimes.idle;
        let wait = self.services.lifetimes.wait(live.setup.mode);
        let (at, wake) = if live.status().is_over() {
            (self.last_activity + linger, Wake::Linger)
        } else if let (Status::Waiting, Some(after)) = (live.status(), wait) {
            let left = play::expire::expires_at(live, after) - crate::store::now_ms();
            let left = Duration::from_millis(u64::try_from(left).unwrap_or(0));
            (Instant::now() + left, Wake::Expire)
        } else if self.search.as_ref().is_some_and(|s| !s.started) && live.computer_to_move() {
            // The engine waits for a worker: its turn has not really started.
            (Instant::now() + Duration::from_secs(3600), Wake::Idle)
        } else if let Some(d) = live.first_move_deadline() {
            (d, Wake::FirstMoveMissed)
        } else if let (Some((side, since)), Some(clock)) = (live.running(), &live.table.clock) {
            (clock.flag_deadline(side, since), Wake::Flag)
        } else if self.search.is_none() {
            // Nothing to time: the game can wait on disk for whoever comes back.
            (self.last_activity + linger, Wake::Linger)
        } else {
            (Instant::now() + Duration::from_secs(3600), Wake::Idle)
        };
        match self.retry_at {
            Some(r) if r > at => (r, wake),
            _ => (at, wake),
        }
    }

    /// Returns true when the actor should retire.
    async fn on_wake(&mut self, wake: Wake) -> bool {
        let input = match wake {
            Wake::Idle => return false,
            Wake::Linger => {
                if self.events.receiver_count() == 0 {
                    return true;
                }
                self.last_activity = Instant::now();
                return false;
            }
            Wake::FirstMoveMissed => Input::FirstMoveMissed,
            Wake::Expire => match self.services.lifetimes.wait(self.live.setup.mode) {
                Some(after) => Input::Expire { after },
                None => return false,
            },
            Wake::Flag => Input::FlagFall,
        };
        // Parked until a permit is free, so that a mass time-out cannot stall other games.
        let permits = std::sync::Arc::clone(&self.services.timer_work);
        let _permit = permits.acquire_owned().await;
        match self.step(input).await {
            Ok(()) => self.retry_at = None,
            Err(e) => {
                tracing::error!("game {}: {wake:?}: {e}", self.live.id());
                self.retry_at = Some(Instant::now() + RETRY);
            }
        }
        false
    }

    /// Applies an input: the transition's write first, then the commit, the effects and the
    /// messages.
    async fn step(&mut self, input: Input) -> Result<(), Error> {
        let now = Now::current();
        let mut transition = play::apply(&self.live, input, now)?;
        if transition.is_nothing(&self.live) {
            return Ok(());
        }
        if let Some(op) = transition.write.take() {
            self.services.store.write(op).await?;
        }
        let before = self.live.status();
        let done = transition.commit(&mut self.live);
        if self.live.status() != before {
            crate::metrics::game_status(before, -1.0);
            crate::metrics::game_status(self.live.status(), 1.0);
            if self.live.setup.rated && self.live.status() == crate::domain::Status::Finished {
                self.read_rating_change().await;
            }
        }
        for effect in done.effects {
            self.run_effect(effect);
        }
        for tell in &done.tell {
            self.tell(*tell, now.at);
        }
        if done.tell.contains(&Tell::Moved) {
            crate::metrics::moved(now.at.elapsed());
        }
        done.refusal.map_or(Ok(()), Err)
    }

    /// A rated game has just finished: storage rated it in the transaction that stored the
    /// result; the change is read back to be told. If the read fails the game is told without
    /// it (it is stored: the next load of the game has it).
    async fn read_rating_change(&mut self) {
        match self.services.store.rating_change(self.live.id()).await {
            Ok(change) => self.live.table.rating_change = change,
            Err(e) => tracing::error!(game = %self.live.id(), "reading a rating change: {e}"),
        }
    }

    fn tell(&mut self, tell: Tell, now: Instant) {
        let event = match view::render(&self.live, &tell, now) {
            Rendered::Msg(msg) => Event::Text(msg.to_json().into()),
            Rendered::State(state) => Event::State(Arc::new(*state)),
        };
        self.broadcast(event);
    }

    /// Tells every socket of the game, here and, through the bus, on other nodes.
    fn broadcast(&mut self, event: Event) {
        self.told += 1;
        if let Some(bus) = &self.services.bus {
            bus.publish_event(self.live.id(), self.told, &event);
        }
        // No watcher is not an error.
        let _ = self.events.send(event);
    }

    fn run_effect(&mut self, effect: Effect) {
        match effect {
            Effect::Search => {
                self.stop_search();
                let Some(computer) = self.live.setup.computer else {
                    return;
                };
                self.searches += 1;
                let search = self.services.engine.think(
                    &self.live,
                    computer,
                    self.searches,
                    self.me.clone(),
                    self.live.setup.client,
                );
                self.search = Some(search);
            }
            Effect::StopSearch => self.stop_search(),
            Effect::Unlist => self.services.unlist(self.live.id()),
            Effect::StartGame(live) => {
                start(&self.services, *live);
            }
        }
    }

    fn stop_search(&mut self) {
        if let Some(search) = self.search.take() {
            search.stop();
        }
    }

    fn seat(&self, token: Option<TokenHash>) -> Option<Seat> {
        token.and_then(|t| self.live.seat_of(t))
    }

    async fn handle(&mut self, cmd: Command) {
        match cmd {
            Command::State { token, reply } => {
                let _ = reply.send(view::state(&self.live, self.seat(token), Instant::now()));
            }
            Command::Subscribe { token, reply } => {
                let seat = self.seat(token);
                let answer = if token.is_some() && seat.is_none() {
                    Err(no_seat())
                } else {
                    self.presence(seat, true);
                    let reads_chat = chat::reads_chat(self.live.setup.mode, seat);
                    Ok(Subscription {
                        seat,
                        state: view::state(&self.live, seat, Instant::now()),
                        events: self.events.subscribe(),
                        spectators: self.spectators,
                        chat: reads_chat.then(|| self.chat.lines()),
                        version: self.told,
                    })
                };
                if let Err(Ok(unheard)) = reply.send(answer) {
                    // The socket went before it heard: it never watched.
                    self.presence(unheard.seat, false);
                }
            }
            Command::Unsubscribe { seat } => self.presence(seat, false),
            Command::Chat { seat, text, reply } => {
                let said = self
                    .chat
                    .say(self.live.setup.mode, seat, &text, Instant::now());
                let answer = said.map(|line| {
                    let msg = ServerMsg::Chat(ChatMsg { lines: vec![line] });
                    self.broadcast(Event::Players(msg.to_json().into()));
                });
                let _ = reply.send(answer);
            }
            Command::Join {
                invite,
                account,
                reply,
            } => {
                let _ = reply.send(self.join(invite, account).await);
            }
            Command::Act {
                token,
                act,
                want_state,
                reply,
            } => {
                let answer = match self.live.seat_of(token) {
                    None => Err(no_seat()),
                    Some(seat) => match self.token_actions.take(token, Instant::now()) {
                        Err(e) => Err(e),
                        Ok(()) => self.act(seat, act).await.map(|()| {
                            want_state.then(|| view::state(&self.live, Some(seat), Instant::now()))
                        }),
                    },
                };
                let _ = reply.send(answer);
            }
            Command::Pgn { reply } => {
                // The game's own rules name it (a player's variant is in no catalog).
                let name = variant_name(self.live.record.initial());
                let _ = reply.send(crate::pgn::pgn(&self.live, &name));
            }
            Command::SearchStarted { search } => self.search_started(search).await,
            Command::ComputerMove { search, uci } => self.computer_moves(search, uci).await,
        }
    }

    /// A socket of `seat` opens or closes. When a seat gains its first socket or loses its
    /// last, the watchers get the state, so a claim appears or goes away. A spectator's socket
    /// changes the count of spectators, which everybody is told.
    fn presence(&mut self, seat: Option<Seat>, open: bool) {
        if seat.is_none() {
            self.spectators = if open {
                self.spectators.saturating_add(1)
            } else {
                self.spectators.saturating_sub(1)
            };
            let msg = ServerMsg::Spectators(SpectatorsMsg {
                count: self.spectators,
            });
            self.broadcast(Event::Text(msg.to_json().into()));
            return;
        }
        let Some(color) = seat.and_then(Seat::color) else {
            // Hot-seat doesn't count.
            return;
        };
        let presence = &mut self.live.table.presence;
        let changed = if open {
            presence.connect(color)
        } else {
            presence.disconnect(color, Instant::now())
        };
        if changed && self.live.claimable() {
            self.tell(Tell::State, Instant::now());
        }
    }

    async fn act(&mut self, seat: Seat, act: Act) -> Result<(), Error> {
        // Only an agreed rematch uses it; an id is cheap.
        let rematch_id = if matches!(act, Act::Rematch(_)) {
            ids::game_id()
        } else {
            String::new()
        };
        self.step(Input::Act {
            seat,
            act,
            rematch_id,
        })
        .await
    }

    async fn join(
        &mut self,
        invite: Option<String>,
        account: Option<crate::accounts::Account>,
    ) -> Result<Joined, Error> {
        let token = ids::token();
        let hash = TokenHash::of(&token);
        let player = match &account {
            // Only a game that can still be joined is worth the read.
            Some(a) if self.live.status() == crate::domain::Status::Waiting => {
                let variant =
                    turnpan_rules::Game::variant_id(self.live.record.position()).to_owned();
                let speed = self.live.speed();
                Some(
                    self.services
                        .store
                        .player(a, &variant, speed, crate::store::now_ms())
                        .await?,
                )
            }
            _ => None,
        };
        self.step(Input::Join {
            invite,
            token: hash,
            player,
        })
        .await?;
        let seat = self
            .live
            .seat_of(hash)
            .ok_or_else(|| Error::internal("the joined seat is not the joiner's"))?;
        Ok(Joined {
            token,
            color: seat.acting(self.live.turn()),
            state: view::state(&self.live, Some(seat), Instant::now()),
        })
    }

    /// The computer's search got its worker: its turn starts now.
    async fn search_started(&mut self, search: u64) {
        match &mut self.search {
            Some(s) if s.number == search && !s.started => s.started = true,
            _ => return,
        }
        if let Err(e) = self.step(Input::EngineStarted).await {
            tracing::error!("game {}: the computer's turn: {e}", self.live.id());
        }
    }

    /// The computer's move arrives: it is played like anybody's, if it still answers the
    /// position it was searched for.
    async fn computer_moves(&mut self, search: u64, uci: String) {
        if self.search.as_ref().map(|s| s.number) != Some(search) {
            return;
        }
        self.search = None;
        let Some(computer) = self.live.setup.computer else {
            return;
        };
        let req = MoveReq {
            uci,
            ply: Some(self.live.ply()),
            lag_ms: None,
        };
        if let Err(e) = self.act(Seat::of(computer.color), Act::Move(req)).await {
            tracing::error!("game {}: the computer's move failed: {e}", self.live.id());
            if e != Error::GameOver && self.live.computer_to_move() {
                // A storage failure: search again (the clock keeps running meanwhile).
                self.run_effect(Effect::Search);
            }
        }
    }
}

fn no_seat() -> Error {
    Error::Forbidden("this token holds no seat of this game".into())
}
