//! One task per live game: it owns the game (`Live`), takes commands from a channel, commits each
//! change to storage before answering or broadcasting it, and runs the game's timers (flag fall,
//! the 30 s first-move limit, retiring a finished game from memory).
//!
//! A computer seat plugs in at `after_change`: when the side to move is the computer's, the actor
//! starts a search on the blocking pool (bounded by a semaphore in `App`) and the search sends its
//! move back as a command, which goes through the same path as a player's move (committed, then
//! broadcast). Any change to the game stops a search in flight and makes its answer stale.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use axum::extract::ws::Utf8Bytes;
use tokio::sync::{broadcast, mpsc, oneshot};
use tokio::time::{sleep_until, Instant};
use turnpan_engine::{Clock as EngineClock, Engine, Limits};
use turnpan_rules::{Color, Game, Outcome, Reason};

use crate::app::App;
use crate::clock::FlagFell;
use crate::live::{Live, OfferState, Seat};
use crate::store::{MoveRow, Op, TakebackRow};
use crate::wire::{
    dests_and_legal, Action, EndMsg, GameState, MoveMsg, MoveReq, OffersMsg, ServerMsg, Status,
};
use crate::{ids, Error};

/// The longest the computer thinks about a move (full strength, untimed game).
const MAX_THINK: Duration = Duration::from_secs(10);
/// The longest it thinks about its first move, which has the 30 s first-move limit.
const MAX_FIRST_THINK: Duration = Duration::from_secs(5);

/// How long a finished game nobody watches stays in memory.
const LINGER: Duration = Duration::from_secs(60);
/// Room in each game's broadcast channel; a socket further behind resyncs from the full state.
const BROADCAST_ROOM: usize = 64;

/// What a game tells its watchers.
#[derive(Debug, Clone)]
pub enum Event {
    /// A message already serialised once for everybody.
    Text(Utf8Bytes),
    /// The full state changed (each socket adds its own `you`).
    State(Arc<GameState>),
}

/// Something a seat holder does.
#[derive(Debug, Clone)]
pub enum Act {
    /// Play a move.
    Move(MoveReq),
    /// Resign.
    Resign,
    /// Draw offer/answer.
    Draw(Option<Action>),
    /// Takeback offer/answer.
    Takeback(Option<Action>),
    /// Abort.
    Abort,
    /// Rematch offer/answer.
    Rematch(Option<Action>),
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
    /// The state as seen by a token (hash) holder or a spectator.
    State {
        /// Token hash.
        token: Option<String>,
        /// Answer.
        reply: oneshot::Sender<GameState>,
    },
    /// Watch the game.
    Subscribe {
        /// Token hash; a token that holds no seat is refused.
        token: Option<String>,
        /// Answer.
        reply: oneshot::Sender<Result<Subscription, Error>>,
    },
    /// Take the free seat.
    Join {
        /// Invite code.
        invite: Option<String>,
        /// Answer.
        reply: oneshot::Sender<Result<Joined, Error>>,
    },
    /// A seat holder acts.
    Act {
        /// Token hash.
        token: String,
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
}

impl GameHandle {
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
}

/// Starts a game's actor.
pub fn spawn(app: Arc<App>, live: Live) -> GameHandle {
    let (tx, rx) = mpsc::channel(64);
    let handle = GameHandle { tx };
    let (events, _) = broadcast::channel(BROADCAST_ROOM);
    let actor = Actor {
        app,
        live,
        events,
        rx,
        me: handle.clone().tx.downgrade(),
        last_activity: Instant::now(),
        retry_at: None,
        search: None,
        searches: 0,
    };
    tokio::spawn(actor.run());
    handle
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Wake {
    Flag,
    FirstMoveMissed,
    Linger,
    Idle,
}

struct Actor {
    app: Arc<App>,
    live: Live,
    events: broadcast::Sender<Event>,
    rx: mpsc::Receiver<Command>,
    me: mpsc::WeakSender<Command>,
    last_activity: Instant,
    /// After a storage failure in a timer, when to try again.
    retry_at: Option<Instant>,
    /// The computer's search in flight: its number and its stop flag.
    search: Option<(u64, Arc<AtomicBool>)>,
    /// Searches started so far (numbers them).
    searches: u64,
}

/// What an offer action comes to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Decision {
    Offered(Color),
    Agreed,
    Cleared,
}

fn decide(
    action: Option<Action>,
    open: Option<Color>,
    seat: Seat,
    turn: Color,
) -> Result<Decision, Error> {
    if seat == Seat::Both {
        // Hot-seat: one person holds both seats, so an offer is its own acceptance.
        return match action {
            Some(Action::Decline) if open.is_some() => Ok(Decision::Cleared),
            Some(Action::Decline) => Err(Error::Conflict("there is no offer to decline".into())),
            _ => Ok(Decision::Agreed),
        };
    }
    let me = seat.acting(turn);
    let theirs = open == Some(!me);
    match action {
        None | Some(Action::Offer) | Some(Action::Accept) if theirs => Ok(Decision::Agreed),
        None | Some(Action::Offer) => Ok(Decision::Offered(me)),
        Some(Action::Accept) => Err(Error::Conflict("there is no offer to accept".into())),
        Some(Action::Decline) if open.is_some() => Ok(Decision::Cleared),
        Some(Action::Decline) => Err(Error::Conflict("there is no offer to decline".into())),
    }
}

impl Actor {
    async fn run(mut self) {
        // A game resumed after a restart with the computer to move gets its move.
        self.after_change();
        loop {
            let (at, wake) = self.next_wake();
            tokio::select! {
                cmd = self.rx.recv() => match cmd {
                    Some(cmd) => {
                        self.last_activity = Instant::now();
                        self.handle(cmd).await;
                    }
                    None => return,
                },
                () = sleep_until(at) => {
                    if self.on_wake(wake).await {
                        break;
                    }
                }
            }
        }
        // Retire: unregister, then answer whatever was already queued.
        if let Some(tx) = self.me.upgrade() {
            self.app.forget(&self.live.id, &GameHandle { tx });
        }
        self.rx.close();
        while let Some(cmd) = self.rx.recv().await {
            self.handle(cmd).await;
        }
    }

    fn next_wake(&self) -> (Instant, Wake) {
        let now = Instant::now();
        let far = now + Duration::from_secs(3600);
        let (at, wake) = if self.live.status.is_over() {
            (self.last_activity + LINGER, Wake::Linger)
        } else if let Some(d) = self.live.first_move_deadline() {
            (d, Wake::FirstMoveMissed)
        } else if let (Some((side, since)), Some(clock)) = (self.live.running(), &self.live.clock) {
            (clock.flag_deadline(side, since), Wake::Flag)
        } else {
            (far, Wake::Idle)
        };
        match self.retry_at {
            Some(r) if r > at => (r, wake),
            _ => (at, wake),
        }
    }

    /// Returns true when the actor should retire.
    async fn on_wake(&mut self, wake: Wake) -> bool {
        match wake {
            Wake::Idle => false,
            Wake::Linger => {
                if self.events.receiver_count() == 0 {
                    return true;
                }
                self.last_activity = Instant::now();
                false
            }
            Wake::FirstMoveMissed => {
                self.finish(Status::Aborted, None).await;
                false
            }
            Wake::Flag => {
                let pos = self.live.record.position();
                let side = pos.turn();
                let outcome = if pos.flag_needs_mating_material() && !pos.has_mating_material(!side)
                {
                    Outcome::Draw {
                        reason: Reason::TimeoutVsInsufficientMaterial,
                    }
                } else {
                    Outcome::Decisive {
                        winner: !side,
                        reason: Reason::Timeout,
                    }
                };
                if let Some(clock) = &mut self.live.clock {
                    clock.flag(side);
                }
                self.finish(Status::Finished, Some(outcome)).await;
                false
            }
        }
    }

    fn broadcast(&self, msg: &ServerMsg) {
        let _ = self.events.send(Event::Text(msg.to_json().into()));
    }

    fn broadcast_state(&self) {
        let _ = self.events.send(Event::State(Arc::new(
            self.live.state(None, Instant::now()),
        )));
    }

    fn broadcast_offers(&self) {
        self.broadcast(&ServerMsg::Offers(OffersMsg {
            ply: self.live.ply(),
            offers: self.live.offers.view(),
        }));
    }

    fn seat(&self, token: Option<&str>) -> Option<Seat> {
        token.and_then(|t| self.live.seat_of(t))
    }

    async fn handle(&mut self, cmd: Command) {
        match cmd {
            Command::State { token, reply } => {
                let _ = reply.send(self.live.state(self.seat(token.as_deref()), Instant::now()));
            }
            Command::Subscribe { token, reply } => {
                let seat = self.seat(token.as_deref());
                let answer = if token.is_some() && seat.is_none() {
                    Err(Error::Forbidden(
                        "this token holds no seat of this game".into(),
                    ))
                } else {
                    Ok(Subscription {
                        seat,
                        state: self.live.state(seat, Instant::now()),
                        events: self.events.subscribe(),
                    })
                };
                let _ = reply.send(answer);
            }
            Command::Join { invite, reply } => {
                let _ = reply.send(self.join(invite).await);
            }
            Command::Act {
                token,
                act,
                want_state,
                reply,
            } => {
                let answer = match self.live.seat_of(&token) {
                    None => Err(Error::Forbidden(
                        "this token holds no seat of this game".into(),
                    )),
                    Some(seat) => self
                        .act(seat, act)
                        .await
                        .map(|()| want_state.then(|| self.live.state(Some(seat), Instant::now()))),
                };
                let _ = reply.send(answer);
            }
            Command::Pgn { reply } => {
                let name = self
                    .app
                    .catalog
                    .get(self.live.record.position().variant_id())
                    .map(|r| r.summary(true).name)
                    .unwrap_or_default();
                let _ = reply.send(crate::pgn::pgn(&self.live, &name));
            }
            Command::ComputerMove { search, uci } => self.computer_moves(search, uci).await,
        }
    }

    async fn act(&mut self, seat: Seat, act: Act) -> Result<(), Error> {
        match act {
            Act::Move(req) => self.play(seat, req).await,
            Act::Resign => {
                self.ensure_playing()?;
                let loser = seat.acting(self.live.turn());
                let outcome = Outcome::Decisive {
                    winner: !loser,
                    reason: Reason::Resignation,
                };
                self.try_finish(Status::Finished, Some(outcome)).await
            }
            Act::Abort => {
                if self.live.status.is_over() {
                    return Err(Error::GameOver);
                }
                if self.live.ply() >= 2 {
                    return Err(Error::Conflict(
                        "both sides have moved: resign or offer a draw instead".into(),
                    ));
                }
                self.try_finish(Status::Aborted, None).await
            }
            Act::Draw(_) if self.live.computer.is_some() => {
                self.ensure_playing()?;
                Err(Error::Conflict(
                    "the computer plays on: resign or play the game out".into(),
                ))
            }
            Act::Takeback(action) if self.live.computer.is_some() => {
                // The computer grants takebacks at once: the player's last move goes, and the
                // computer's reply with it.
                self.ensure_playing()?;
                if action == Some(Action::Decline) {
                    return Err(Error::Conflict("there is no offer to decline".into()));
                }
                let n = self.plies_to_take_back(seat.acting(self.live.turn()))?;
                self.take_back(n).await
            }
            Act::Rematch(_) if self.live.computer.is_some() => {
                if !self.live.status.is_over() {
                    return Err(Error::Conflict(
                        "a rematch comes after the end of the game".into(),
                    ));
                }
                if self.live.rematch_id.is_some() {
                    return Ok(());
                }
                self.rematch().await
            }
            Act::Draw(action) => {
                self.ensure_playing()?;
                match decide(action, self.live.offers.draw, seat, self.live.turn())? {
                    Decision::Agreed => {
                        let outcome = Outcome::Draw {
                            reason: Reason::Agreement,
                        };
                        self.try_finish(Status::Finished, Some(outcome)).await
                    }
                    Decision::Offered(c) => self.set_offers(OfferState {
                        draw: Some(c),
                        ..self.live.offers
                    }),
                    Decision::Cleared => self.set_offers(OfferState {
                        draw: None,
                        ..self.live.offers
                    }),
                }
            }
            Act::Takeback(action) => {
                self.ensure_playing()?;
                match decide(action, self.live.offers.takeback, seat, self.live.turn())? {
                    Decision::Agreed => {
                        let n = match (seat, self.live.offers.takeback) {
                            (Seat::Both, _) => 1,
                            (_, Some(offerer)) => self.plies_to_take_back(offerer)?,
                            (_, None) => 0,
                        };
                        self.take_back(n).await
                    }
                    Decision::Offered(c) => {
                        self.plies_to_take_back(c)?;
                        self.set_offers(OfferState {
                            takeback: Some(c),
                            ..self.live.offers
                        })
                    }
                    Decision::Cleared => self.set_offers(OfferState {
                        takeback: None,
                        ..self.live.offers
                    }),
                }
            }
            Act::Rematch(action) => {
                if !self.live.status.is_over() {
                    return Err(Error::Conflict(
                        "a rematch comes after the end of the game".into(),
                    ));
                }
                if self.live.rematch_id.is_some() {
                    return Ok(());
                }
                match decide(action, self.live.offers.rematch, seat, self.live.turn())? {
                    Decision::Agreed => self.rematch().await,
                    Decision::Offered(c) => self.set_offers(OfferState {
                        rematch: Some(c),
                        ..self.live.offers
                    }),
                    Decision::Cleared => self.set_offers(OfferState {
                        rematch: None,
                        ..self.live.offers
                    }),
                }
            }
        }
    }

    fn ensure_playing(&self) -> Result<(), Error> {
        match self.live.status {
            Status::Playing => Ok(()),
            Status::Waiting => Err(Error::Waiting),
            Status::Finished | Status::Aborted => Err(Error::GameOver),
        }
    }

    fn set_offers(&mut self, offers: OfferState) -> Result<(), Error> {
        self.live.offers = offers;
        self.broadcast_offers();
        Ok(())
    }

    /// How many plies a takeback for `side` undoes: its last move, and the reply if there is one.
    fn plies_to_take_back(&self, side: Color) -> Result<usize, Error> {
        let ply = self.live.ply();
        let n = if self.live.turn() == side { 2 } else { 1 };
        if ply < n {
            return Err(Error::Conflict(
                "there is no move of yours to take back".into(),
            ));
        }
        Ok(n)
    }

    async fn play(&mut self, seat: Seat, req: MoveReq) -> Result<(), Error> {
        self.ensure_playing()?;
        let turn = self.live.turn();
        if !seat.holds(turn) {
            return Err(Error::NotYourTurn);
        }
        let ply = self.live.ply();
        if let Some(sent) = req.ply {
            if sent != ply {
                return Err(Error::Stale { current: ply, sent });
            }
        }
        if req.uci.len() > 16 {
            return Err(Error::IllegalMove("a move is at most 16 characters".into()));
        }
        let mv = self
            .live
            .record
            .position()
            .parse_uci(&req.uci)
            .map_err(|e| Error::IllegalMove(format!("illegal move '{}': {e}", req.uci)))?;
        let now = Instant::now();
        let saved_clock = self.live.clock.clone();
        if ply >= 2 {
            if let Some(clock) = &mut self.live.clock {
                if let Err(FlagFell(_)) = clock.charge(
                    turn,
                    now.saturating_duration_since(self.live.turn_started),
                    req.lag_ms,
                ) {
                    // The move came too late, even with the lag credit: the flag decides.
                    self.on_wake(Wake::Flag).await;
                    return Err(Error::GameOver);
                }
            }
        }
        let played = match self.live.record.play(mv) {
            Ok(p) => p.clone(),
            Err(_) => {
                self.live.clock = saved_clock;
                return Err(Error::GameOver);
            }
        };
        let saved = (self.live.offers, self.live.turn_started);
        let had_offers = self.live.offers != OfferState::default();
        self.live.offers = OfferState::default();
        self.live.turn_started = now;
        let outcome = self.live.record.outcome();
        if outcome.is_some() {
            self.live.status = Status::Finished;
        }
        let (white_ms, black_ms) = self.live.stored_clocks();
        let op = Op::Move {
            id: self.live.id.clone(),
            row: MoveRow {
                seq: self.live.seq + 1,
                ply: (ply + 1) as i64,
                uci: played.uci.clone(),
                white_ms,
                black_ms,
            },
            end: outcome.map(|o| self.live.end_row(Status::Finished, Some(o))),
        };
        if let Err(e) = self.app.store.write(op).await {
            self.live.record.take_back(1);
            self.live.clock = saved_clock;
            (self.live.offers, self.live.turn_started) = saved;
            self.live.status = Status::Playing;
            return Err(e);
        }
        self.live.seq += 1;
        let pos = self.live.record.position();
        let over = self.live.status.is_over();
        let (dests, legal) = dests_and_legal(pos, over);
        let msg = MoveMsg {
            ply: ply + 1,
            uci: played.uci,
            san: played.san,
            fen: pos.fen(),
            turn: pos.turn().name(),
            check: pos.is_check(),
            status: self.live.status,
            outcome: self.live.outcome_view(),
            clocks: self.live.clocks_view(now),
            first_move_ms: self.live.first_move_ms(now),
            dests,
            legal,
        };
        self.broadcast(&ServerMsg::Move(Box::new(msg)));
        if had_offers {
            self.broadcast_offers();
        }
        if over {
            self.broadcast_end(now);
        } else {
            self.after_change();
        }
        Ok(())
    }

    /// After every change of the position or the seats: stops a search that is no longer
    /// wanted, and starts one when the computer is to move.
    fn after_change(&mut self) {
        self.stop_search();
        let Some(computer) = self.live.computer else {
            return;
        };
        if self.live.status != Status::Playing || self.live.turn() != computer.color {
            return;
        }
        self.searches += 1;
        let number = self.searches;
        let stop = Arc::new(AtomicBool::new(false));
        self.search = Some((number, Arc::clone(&stop)));
        let pos = self.live.record.position().clone();
        let history = self.live.record.history_keys().to_vec();
        let now = Instant::now();
        let cap = if self.live.ply() < 2 {
            MAX_FIRST_THINK
        } else {
            MAX_THINK
        };
        let mut limits = computer.level.limits().and(Limits::movetime(cap));
        // The clock runs from the moment the turn began; waiting for a search slot counts.
        let clock = match (&self.live.clock, self.live.running()) {
            (Some(c), Some((side, since))) => Some((
                Duration::from_millis(c.reading(side, Some((side, since)), now)),
                Duration::from_millis(c.spec().increment_ms),
            )),
            _ => None,
        };
        let hash_mb = if computer.level.number() <= 4 { 4 } else { 16 };
        let app = Arc::clone(&self.app);
        let me = self.me.clone();
        tokio::spawn(async move {
            let Ok(permit) = Arc::clone(&app.engine_slots).acquire_owned().await else {
                return;
            };
            if stop.load(Ordering::Relaxed) {
                return;
            }
            if let Some((left, increment)) = clock {
                limits.clock = Some(EngineClock {
                    time: left.saturating_sub(now.elapsed()),
                    increment,
                    moves_to_go: None,
                });
            }
            let found = tokio::task::spawn_blocking(move || {
                let _permit = permit;
                let result =
                    Engine::new(hash_mb).search_any(&pos, &history, limits, &stop, &mut |_| {});
                // A search stopped before its first iteration has no move: any legal one will do.
                let best = result.best.or_else(|| {
                    let mut moves = Vec::new();
                    pos.legal_moves(&mut moves);
                    moves.first().copied()
                });
                best.map(|m| pos.uci(m))
            })
            .await;
            match (found, me.upgrade()) {
                (Ok(Some(uci)), Some(tx)) => {
                    let _ = tx
                        .send(Command::ComputerMove {
                            search: number,
                            uci,
                        })
                        .await;
                }
                (Err(e), _) => tracing::error!("computer search failed: {e}"),
                _ => {}
            }
        });
    }

    fn stop_search(&mut self) {
        if let Some((_, stop)) = self.search.take() {
            stop.store(true, Ordering::Relaxed);
        }
    }

    /// The computer's move arrives: it is played like anybody's, if it still answers the
    /// position it was searched for.
    async fn computer_moves(&mut self, search: u64, uci: String) {
        if self.search.as_ref().map(|(n, _)| *n) != Some(search) {
            return;
        }
        self.search = None;
        let Some(computer) = self.live.computer else {
            return;
        };
        let req = MoveReq {
            uci,
            ply: Some(self.live.ply()),
            lag_ms: None,
        };
        if let Err(e) = self.play(Seat::of(computer.color), req).await {
            tracing::error!("game {}: the computer's move failed: {e}", self.live.id);
            if e != Error::GameOver {
                // A storage failure: search again (the clock keeps running meanwhile).
                self.after_change();
            }
        }
    }

    fn broadcast_end(&self, now: Instant) {
        self.broadcast(&ServerMsg::End(EndMsg {
            ply: self.live.ply(),
            status: self.live.status,
            outcome: self.live.outcome_view(),
            clocks: self.live.clocks_view(now),
        }));
    }

    /// Ends the game off the board: commit, then change, then tell.
    async fn try_finish(&mut self, status: Status, outcome: Option<Outcome>) -> Result<(), Error> {
        let now = Instant::now();
        // Stop the running clock at its reading now.
        let mut clock = self.live.clock.clone();
        if let (Some(c), Some((side, since))) = (&mut clock, self.live.running()) {
            let flag = matches!(
                outcome.map(Outcome::reason),
                Some(Reason::Timeout | Reason::TimeoutVsInsufficientMaterial)
            );
            if !flag {
                c.deduct(side, now.saturating_duration_since(since));
            }
        }
        let mut after = self.live.clone();
        after.clock = clock;
        let end = after.end_row(status, outcome);
        self.app
            .store
            .write(Op::End {
                id: self.live.id.clone(),
                end,
            })
            .await?;
        after.status = status;
        if let Some(o) = outcome {
            after.record.finish(o);
        }
        after.offers = OfferState::default();
        self.live = after;
        self.stop_search();
        self.app.lobby_remove(&self.live.id);
        self.broadcast_end(now);
        Ok(())
    }

    /// Ends the game from a timer; a storage failure is retried a second later.
    async fn finish(&mut self, status: Status, outcome: Option<Outcome>) {
        match self.try_finish(status, outcome).await {
            Ok(()) => self.retry_at = None,
            Err(e) => {
                tracing::error!("game {}: cannot record its end: {e}", self.live.id);
                self.retry_at = Some(Instant::now() + Duration::from_secs(1));
            }
        }
    }

    async fn take_back(&mut self, n: usize) -> Result<(), Error> {
        if n == 0 || self.live.ply() < n {
            return Err(Error::Conflict("there is nothing to take back".into()));
        }
        let now = Instant::now();
        let mut after = self.live.clone();
        if let (Some(c), Some((side, since))) = (&mut after.clock, self.live.running()) {
            c.deduct(side, now.saturating_duration_since(since));
        }
        after.record.take_back(n);
        after.offers = OfferState::default();
        after.turn_started = now;
        after.seq += 1;
        let (white_ms, black_ms) = after.stored_clocks();
        let op = Op::Takeback {
            id: after.id.clone(),
            row: TakebackRow {
                seq: after.seq,
                ply: after.ply() as i64,
                white_ms,
                black_ms,
            },
        };
        self.app.store.write(op).await?;
        self.live = after;
        self.broadcast_state();
        self.after_change();
        Ok(())
    }

    async fn join(&mut self, invite: Option<String>) -> Result<Joined, Error> {
        if self.live.status != Status::Waiting {
            return Err(Error::Conflict("this game has no free seat".into()));
        }
        if self.live.mode == crate::wire::Mode::Friend
            && (self.live.invite.is_none() || self.live.invite != invite)
        {
            return Err(Error::Forbidden("wrong or missing invite code".into()));
        }
        let color = if self.live.seats[0].is_none() {
            Color::White
        } else {
            Color::Black
        };
        let token = ids::token();
        let hash = ids::token_hash(&token);
        let op = Op::Join {
            id: self.live.id.clone(),
            color: color.name(),
            token_hash: hash.clone(),
        };
        self.app.store.write(op).await?;
        self.live.seats[color.index()] = Some(hash);
        self.live.status = Status::Playing;
        self.live.turn_started = Instant::now();
        self.app.lobby_remove(&self.live.id);
        self.broadcast_state();
        self.after_change();
        Ok(Joined {
            token,
            color,
            state: self.live.state(Some(Seat::of(color)), Instant::now()),
        })
    }

    async fn rematch(&mut self) -> Result<(), Error> {
        let old = &self.live;
        if !(old.seat_taken(Color::White) && old.seat_taken(Color::Black)) {
            return Err(Error::Conflict("nobody to play a rematch against".into()));
        }
        let initial = old.record.initial().clone();
        let new = Live {
            id: ids::game_id(),
            mode: old.mode,
            computer: old.computer.map(|c| crate::live::Computer {
                color: !c.color,
                ..c
            }),
            record: turnpan_rules::GameRecord::new(initial),
            clock_in: old.clock_in,
            clock: old
                .clock
                .as_ref()
                .map(|c| crate::clock::Clock::new(c.spec())),
            seats: [old.seats[1].clone(), old.seats[0].clone()],
            invite: None,
            creator_color: !old.creator_color,
            status: Status::Playing,
            offers: OfferState::default(),
            rematch_id: None,
            created_at: crate::store::now_ms(),
            turn_started: Instant::now(),
            seq: 0,
        };
        let op = Op::Rematch {
            old_id: old.id.clone(),
            new: Box::new(new.row()),
        };
        self.app.store.write(op).await?;
        let id = new.id.clone();
        self.app.start(new);
        self.live.rematch_id = Some(id.clone());
        self.live.offers = OfferState::default();
        self.broadcast(&ServerMsg::Rematch { id });
        Ok(())
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn offers_resolve() {
        let w = Seat::White;
        let b = Seat::Black;
        let t = Color::White;
        assert_eq!(
            decide(None, None, w, t),
            Ok(Decision::Offered(Color::White))
        );
        assert_eq!(decide(None, Some(Color::White), b, t), Ok(Decision::Agreed));
        assert_eq!(
            decide(Some(Action::Offer), Some(Color::White), b, t),
            Ok(Decision::Agreed)
        );
        assert!(decide(Some(Action::Accept), Some(Color::White), w, t).is_err());
        assert_eq!(
            decide(Some(Action::Decline), Some(Color::White), b, t),
            Ok(Decision::Cleared)
        );
        assert!(decide(Some(Action::Decline), None, b, t).is_err());
        assert_eq!(decide(None, None, Seat::Both, t), Ok(Decision::Agreed));
    }
}
