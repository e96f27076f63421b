//! The rules of play as a pure function: [`apply`] takes a game, something that happens to it
//! and the time, and returns a [`Transition`] (the next state, the write that must be durable
//! before anybody hears of it, what to tell the watchers and what to set going), or the
//! refusal. Nothing here touches storage, sockets, timers or the engine: the game's actor
//! (`actor.rs`) receives, applies, stores, commits, tells and runs the effects.
//!
//! One module per concern: moves, offers (draw, takeback, rematch), takebacks, rematches,
//! joining, the computer's turn starting when its search gets a worker, the ends of a game
//! off the board (resignation, abort, flag fall, a first move never made), a claim on a game
//! the opponent left, and a waiting game expiring.

mod claim;
mod engine;
pub(crate) mod expire;
mod finish;
mod join;
mod moves;
mod offers;
mod rematch;
pub(crate) mod takeback;
#[cfg(test)]
mod tests;

use tokio::time::Instant;
use turnpan_rules::{AnyGame, Color, GameRecord, Outcome, Step};

use crate::domain::{Player, Seat, Status, TokenHash};
use crate::live::{Live, Setup, Table};
use crate::store::Op;
use crate::wire::{Action, ClaimResult, MoveReq};
use crate::Error;

/// Something a seat holder asks for.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
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
    /// Claim the win or a draw from an opponent who left.
    Claim(ClaimResult),
}

/// Something that happens to a game.
#[derive(Debug, Clone, PartialEq)]
pub enum Input {
    /// A seat holder (or the computer, for its seat) acts.
    Act {
        /// The seat acting.
        seat: Seat,
        /// What it asks.
        act: Act,
        /// The id a rematch agreed now gets.
        rematch_id: String,
    },
    /// Somebody takes the free seat with a fresh token.
    Join {
        /// The invite code given.
        invite: Option<String>,
        /// The new seat's token hash.
        token: TokenHash,
        /// The joiner's account, if logged in.
        player: Option<Player>,
    },
    /// The side to move's time ran out.
    FlagFall,
    /// A first move was not made in time.
    FirstMoveMissed,
    /// A game waiting for its second player may wait `after` from its creation, and no more.
    Expire {
        /// How long a game of its mode may wait.
        after: std::time::Duration,
    },
    /// The computer's search got a worker: the computer's turn starts now (the wait for the
    /// worker is charged to nobody).
    EngineStarted,
}

/// The time of an input: the monotonic clock (for clocks and deadlines) and the wall clock
/// (for the creation time of a rematch).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Now {
    /// Monotonic time.
    pub at: Instant,
    /// Milliseconds since the epoch.
    pub wall_ms: i64,
}

impl Now {
    /// The current time.
    pub fn current() -> Now {
        Now {
            at: Instant::now(),
            wall_ms: crate::store::now_ms(),
        }
    }
}

/// How the move record changes.
#[derive(Debug, Clone)]
pub enum RecordStep {
    /// It stays as it is.
    Keep,
    /// A move is added.
    Play(Box<Step<AnyGame>>),
    /// It is replaced (moves taken back).
    Replace(Box<GameRecord<AnyGame>>),
    /// The game ends off the board with this outcome.
    Finish(Outcome),
}

/// What the watchers are told, rendered from the committed game (`view.rs`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tell {
    /// The full state.
    State,
    /// The last move.
    Moved,
    /// The offers.
    Offers,
    /// The end of the game.
    End,
    /// The rematch game's id.
    Rematch,
}

/// What the actor sets going once a transition is committed.
#[derive(Debug, Clone)]
pub enum Effect {
    /// The computer is to move: search (dropping any search in flight).
    Search,
    /// No search is wanted: stop any in flight.
    StopSearch,
    /// The game leaves the lobby.
    Unlist,
    /// A new game (a rematch, already stored by this transition's write) starts.
    StartGame(Box<Live>),
}

/// The result of applying an input: everything the actor needs, decided.
#[derive(Debug, Clone)]
pub struct Transition {
    /// How the move record changes.
    pub record: RecordStep,
    /// The next table (status, clock, seats, offers).
    pub table: Table,
    /// The write that must be durable before the change is committed or told.
    pub write: Option<Op>,
    /// What to tell the watchers, in order.
    pub tell: Vec<Tell>,
    /// What to set going.
    pub effects: Vec<Effect>,
    /// The input's answer when the game changed but not as asked (a move that came after the
    /// flag fell ends the game on time, and the move is refused).
    pub refusal: Option<Error>,
}

impl Transition {
    /// A transition that changes the table only.
    fn with_table(table: Table) -> Transition {
        Transition {
            record: RecordStep::Keep,
            table,
            write: None,
            tell: Vec::new(),
            effects: Vec::new(),
            refusal: None,
        }
    }

    /// A transition that changes nothing.
    fn nothing(live: &Live) -> Transition {
        Transition::with_table(live.table.clone())
    }

    /// Whether the transition changes nothing at all in `live`.
    pub fn is_nothing(&self, live: &Live) -> bool {
        self.table == live.table
            && matches!(self.record, RecordStep::Keep)
            && self.write.is_none()
            && self.tell.is_empty()
            && self.effects.is_empty()
    }

    /// Puts the next state in place (once the write is durable) and hands back what is left
    /// to do: tell, set going, answer.
    pub fn commit(self, live: &mut Live) -> Committed {
        match self.record {
            RecordStep::Keep => {}
            RecordStep::Play(step) => {
                live.record.push(*step);
            }
            RecordStep::Replace(record) => live.record = *record,
            RecordStep::Finish(outcome) => live.record.finish(outcome),
        }
        live.table = self.table;
        Committed {
            tell: self.tell,
            effects: self.effects,
            refusal: self.refusal,
        }
    }
}

/// What remains of a transition once committed.
#[derive(Debug)]
pub struct Committed {
    /// What to tell the watchers, in order.
    pub tell: Vec<Tell>,
    /// What to set going.
    pub effects: Vec<Effect>,
    /// The input's answer, when it is a refusal.
    pub refusal: Option<Error>,
}

/// Applies an input to a game.
///
/// # Errors
/// The refusal, when the input does not fit the game (nothing changes then).
pub fn apply(live: &Live, input: Input, now: Now) -> Result<Transition, Error> {
    match input {
        Input::Act {
            seat,
            act,
            rematch_id,
        } => act_on(live, seat, act, rematch_id, now),
        Input::Join {
            invite,
            token,
            player,
        } => join::join(live, invite, token, player, now.at),
        Input::FlagFall => finish::flag_fall_due(live, now.at),
        Input::FirstMoveMissed => finish::first_move_missed(live, now.at),
        Input::Expire { after } => expire::expire(live, after, now),
        Input::EngineStarted => Ok(engine::started(live, now.at)),
    }
}

fn act_on(
    live: &Live,
    seat: Seat,
    act: Act,
    rematch_id: String,
    now: Now,
) -> Result<Transition, Error> {
    let against_computer = live.setup.computer.is_some();
    match act {
        Act::Move(req) => moves::play(live, seat, &req, now.at),
        Act::Resign => finish::resign(live, seat, now.at),
        Act::Abort => finish::abort(live, seat, now.at),
        Act::Claim(result) => claim::claim(live, seat, result, now.at),
        Act::Draw(_) if against_computer => offers::draw_with_computer(live),
        Act::Takeback(action) if against_computer => {
            takeback::with_computer(live, seat, action, now.at)
        }
        Act::Rematch(_) if against_computer => rematch::with_computer(live, rematch_id, now),
        Act::Draw(action) => offers::draw(live, seat, action, now.at),
        Act::Takeback(action) => offers::takeback(live, seat, action, now.at),
        Act::Rematch(action) => offers::rematch(live, seat, action, rematch_id, now),
    }
}

/// Refuses unless the game is being played.
fn ensure_playing(live: &Live) -> Result<(), Error> {
    match live.status() {
        Status::Playing => Ok(()),
        Status::Waiting => Err(Error::Waiting),
        Status::Finished | Status::Aborted => Err(Error::GameOver),
    }
}

/// The search wanted after a change that leaves `turn` to move with the game at `status`.
fn search_after(setup: &Setup, status: Status, turn: Color) -> Effect {
    if status == Status::Playing && setup.computer.is_some_and(|c| c.color == turn) {
        Effect::Search
    } else {
        Effect::StopSearch
    }
}
