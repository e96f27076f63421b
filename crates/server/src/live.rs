//! A live game as the server holds it: what was fixed when it was set up ([`Setup`]), its move
//! record, and everything else that play changes ([`Table`]: status, clock, seats, offers). The
//! rules of play (`play/`) compute the next table and record step; the actor (`actor.rs`)
//! commits them.

use std::time::Duration;

use tokio::time::Instant;
use turnpan_rules::{AnyGame, Color, Game, GameRecord, Outcome};

use crate::clock::{Clock, ClockSpec, FIRST_MOVE};
use crate::domain::{
    AbortReason, Computer, Mode, OfferState, Player, RatingDelta, Seat, Status, TokenHash,
};
use crate::rating::Speed;
use crate::store::{EndRow, GameRow, RatedSeats};

/// What is fixed when a game is set up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Setup {
    /// Game id.
    pub id: String,
    /// How it was set up.
    pub mode: Mode,
    /// The engine's seat, in a game against the computer.
    pub computer: Option<Computer>,
    /// The time control of a timed game.
    pub clock: Option<ClockSpec>,
    /// Invite code (friend games).
    pub invite: Option<String>,
    /// The creator's colour.
    pub creator_color: Color,
    /// Creation time, ms since the epoch.
    pub created_at: i64,
    /// The creating client's address key (`limit::address_key`), which the engine's fair
    /// queue shares the engine by. Not stored: a game resumed from storage has none (all such
    /// games count as one client); a rematch keeps its game's.
    pub client: Option<std::net::IpAddr>,
    /// Whether the game is rated (docs/server.md, "Ratings").
    pub rated: bool,
    /// The version of a player's variant the game plays (`None` for the catalog's games):
    /// stored with the game, so that it is restored with these rules whatever the variant
    /// has become since.
    pub variant_version: Option<i64>,
}

/// Everything about a live game that play changes, apart from its moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    /// Where the game stands.
    pub status: Status,
    /// The clock of a timed game.
    pub clock: Option<Clock>,
    /// Token hashes of White's and Black's seats.
    pub seats: [Option<TokenHash>; 2],
    /// Open offers (not stored: they lapse with a restart).
    pub offers: OfferState,
    /// The rematch game.
    pub rematch_id: Option<String>,
    /// When the side to move's turn (or the game) started, on the server's monotonic clock.
    pub turn_started: Instant,
    /// The number of the game's last stored event (move or takeback), 0 before the first: the
    /// next one written gets `seq + 1`.
    pub seq: i64,
    /// Time each side has already spent on its first move, before the present wait: a first
    /// move that was taken back keeps what it used, so takebacks never restart the first-move
    /// limit (not stored: a restart starts it again, as it starts the turn).
    pub first_move_spent: [Duration; 2],
    /// Takebacks made in this game.
    pub takebacks: u32,
    /// Why the game was aborted, once it is (`None` otherwise, and for a game aborted by an
    /// older server, which did not store why).
    pub abort: Option<AbortReason>,
    /// Who watches the game from their seat (not stored: the sockets' own business).
    pub presence: Presence,
    /// The accounts of White's and Black's seats (`None`: anonymous, or nobody yet).
    pub players: [Option<Player>; 2],
    /// What a rated game did to White's and Black's ratings, once it has finished: read back
    /// from storage, which computes it in the transaction that stores the result.
    pub rating_change: Option<[RatingDelta; 2]>,
}

/// How long games wait for an opponent, how long a player may be away before the opponent can
/// claim the game, and how long a game nobody needs stays in memory (docs/server.md, "Games
/// that end by themselves").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lifetimes {
    /// How long a friend game waits for the friend before it is aborted.
    pub friend_wait: Duration,
    /// How long an open game waits in the lobby before it is aborted.
    pub open_wait: Duration,
    /// How long a player's seat must have had no socket before the opponent may claim the
    /// game, in an untimed game ([`Live::claim_grace`] scales it to a time control).
    pub claim_grace: Duration,
    /// How long a game nobody watches stays in memory once finished, or once nothing is left
    /// to time in it (an untimed game between moves).
    pub idle: Duration,
}

impl Default for Lifetimes {
    fn default() -> Lifetimes {
        Lifetimes {
            friend_wait: Duration::from_secs(24 * 3600),
            open_wait: Duration::from_secs(30 * 60),
            claim_grace: Duration::from_secs(40),
            idle: Duration::from_secs(60),
        }
    }
}

impl Lifetimes {
    /// How long a game set up in `mode` waits for its second player, if it ever does.
    pub fn wait(&self, mode: Mode) -> Option<Duration> {
        match mode {
            Mode::Friend => Some(self.friend_wait),
            Mode::Open => Some(self.open_wait),
            Mode::Hotseat | Mode::Computer => None,
        }
    }
}

/// The sockets watching a game from each seat, and since when a seat has had none.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Presence {
    /// Open sockets of White's and Black's seats.
    pub sockets: [u32; 2],
    /// Since when each seat has had no socket (or the game was loaded, or the seat taken).
    pub since: [Instant; 2],
    /// The claim grace of an untimed game ([`Lifetimes::claim_grace`]).
    pub grace: Duration,
}

impl Presence {
    /// Nobody connected, since `now`.
    pub fn new(now: Instant) -> Presence {
        Presence {
            sockets: [0; 2],
            since: [now; 2],
            grace: Lifetimes::default().claim_grace,
        }
    }

    /// A socket of `color`'s seat opens; true when the seat had none.
    pub fn connect(&mut self, color: Color) -> bool {
        let n = &mut self.sockets[color.index()];
        *n += 1;
        *n == 1
    }

    /// A socket of `color`'s seat closes; true when it was the seat's last.
    pub fn disconnect(&mut self, color: Color, now: Instant) -> bool {
        let n = &mut self.sockets[color.index()];
        if *n == 0 {
            return false;
        }
        *n -= 1;
        if *n == 0 {
            self.since[color.index()] = now;
        }
        *n == 0
    }

    /// Since when `color`'s seat has had no socket, if it has none.
    pub fn gone_since(&self, color: Color) -> Option<Instant> {
        (self.sockets[color.index()] == 0).then_some(self.since[color.index()])
    }
}

impl Table {
    /// Stored clock readings (for the database).
    pub fn stored_clocks(&self) -> (Option<i64>, Option<i64>) {
        match &self.clock {
            Some(c) => (
                Some(c.stored(Color::White) as i64),
                Some(c.stored(Color::Black) as i64),
            ),
            None => (None, None),
        }
    }

    /// The end of the game as stored, with this table's clocks.
    pub fn end_row(&self, status: Status, outcome: Option<Outcome>) -> EndRow {
        let (white_ms, black_ms) = self.stored_clocks();
        EndRow {
            status: status.as_str().to_owned(),
            result: outcome.map(|o| o.result().to_owned()),
            reason: match outcome {
                Some(o) => Some(o.reason().as_str().to_owned()),
                None => self.abort.map(AbortReason::stored),
            },
            white_ms,
            black_ms,
            rated: None,
        }
    }
}

/// One game as the server holds it.
#[derive(Debug, Clone)]
pub struct Live {
    /// What was fixed at set-up.
    pub setup: Setup,
    /// Moves, positions, repetitions, outcome.
    pub record: GameRecord<AnyGame>,
    /// Status, clock, seats, offers.
    pub table: Table,
}

impl Live {
    /// A game at its start: the seats given (and the computer's, if any), a fresh clock, no
    /// moves. It is being played as soon as both seats are taken, and waits for its second
    /// player otherwise. Every live game begins here, including one resumed from storage
    /// (`restore.rs` replays its events onto it).
    ///
    /// ```
    /// use tokio::time::Instant;
    /// use turnpan_rules::{AnyGame, Color};
    /// use turnpan_server::domain::{Mode, Status, TokenHash};
    /// use turnpan_server::live::{Live, Setup};
    /// let setup = Setup {
    ///     id: "abc".into(),
    ///     mode: Mode::Friend,
    ///     computer: None,
    ///     clock: None,
    ///     invite: Some("xyz".into()),
    ///     creator_color: Color::White,
    ///     created_at: 0,
    ///     client: None,
    ///     rated: false,
    ///     variant_version: None,
    /// };
    /// let seats = [Some(TokenHash::of("t")), None];
    /// let live = Live::start(setup, AnyGame::start("chess").unwrap(), seats, Instant::now());
    /// assert_eq!(live.table.status, Status::Waiting);
    /// ```
    pub fn start(
        setup: Setup,
        initial: AnyGame,
        seats: [Option<TokenHash>; 2],
        now: Instant,
    ) -> Live {
        let taken = |color: Color| {
            seats[color.index()].is_some() || setup.computer.is_some_and(|c| c.color == color)
        };
        let status = if taken(Color::White) && taken(Color::Black) {
            Status::Playing
        } else {
            Status::Waiting
        };
        Live {
            record: GameRecord::new(initial),
            table: Table {
                status,
                clock: setup.clock.map(Clock::new),
                seats,
                offers: OfferState::default(),
                rematch_id: None,
                turn_started: now,
                seq: 0,
                first_move_spent: [Duration::ZERO; 2],
                takebacks: 0,
                abort: None,
                presence: Presence::new(now),
                players: [None, None],
                rating_change: None,
            },
            setup,
        }
    }

    /// Game id.
    pub fn id(&self) -> &str {
        &self.setup.id
    }

    /// Plies played.
    pub fn ply(&self) -> usize {
        self.record.moves().len()
    }

    /// Side to move.
    pub fn turn(&self) -> Color {
        self.record.position().turn()
    }

    /// Where the game stands.
    pub fn status(&self) -> Status {
        self.table.status
    }

    /// The seat a token hash holds.
    pub fn seat_of(&self, token: TokenHash) -> Option<Seat> {
        let [white, black] = self.table.seats.map(|s| s == Some(token));
        match (white, black) {
            (true, true) => Some(Seat::Both),
            (true, false) => Some(Seat::White),
            (false, true) => Some(Seat::Black),
            (false, false) => None,
        }
    }

    /// Whether a player or the computer holds `color`'s seat.
    pub fn seat_taken(&self, color: Color) -> bool {
        self.table.seats[color.index()].is_some()
            || self.setup.computer.is_some_and(|c| c.color == color)
    }

    /// Whether the computer is to move in a game being played.
    pub fn computer_to_move(&self) -> bool {
        self.table.status == Status::Playing
            && self.setup.computer.is_some_and(|c| c.color == self.turn())
    }

    /// The side whose clock runs, and since when: only in a timed game being played once both
    /// sides have made their first move (docs/rules/chess.md, decision 6).
    pub fn running(&self) -> Option<(Color, Instant)> {
        (self.table.clock.is_some() && self.table.status == Status::Playing && self.ply() >= 2)
            .then(|| (self.turn(), self.table.turn_started))
    }

    /// When a pending first move must be made by, else `None`: [`FIRST_MOVE`] from the start
    /// of the turn, less what the side already spent on a first move that was taken back.
    pub fn first_move_deadline(&self) -> Option<Instant> {
        (self.table.status == Status::Playing && self.ply() < 2).then(|| {
            let spent = self.table.first_move_spent[self.turn().index()];
            self.table.turn_started + FIRST_MOVE.saturating_sub(spent)
        })
    }

    /// Whether a player could ever claim this game from an absent opponent: a game between two
    /// people on two devices (not against the computer, not hot-seat), being played, in which
    /// both sides have moved (before that, a game is aborted, not won).
    pub fn claimable(&self) -> bool {
        self.table.status == Status::Playing
            && self.setup.computer.is_none()
            && self.setup.mode != Mode::Hotseat
            && self.table.seats[0] != self.table.seats[1]
            && self.ply() >= 2
    }

    /// How long a seat must have had no socket before the opponent may claim the game: the
    /// configured grace ([`Presence::grace`], 40 s by default) for an untimed game; for a timed
    /// one, the grace times the game's estimated length (initial + 40 × increment) over
    /// 10 minutes, at most the grace itself and at least a quarter of it. With the default,
    /// 1+0 gets 10 s, 3+2 about 17 s, 5+0 20 s, and 10+0 or slower 40 s.
    pub fn claim_grace(&self) -> Duration {
        let grace = self.table.presence.grace;
        let Some(spec) = self.setup.clock else {
            return grace;
        };
        let estimate = spec
            .initial_ms
            .saturating_add(spec.increment_ms.saturating_mul(40));
        let scaled = grace.mul_f64((estimate as f64 / 600_000.0).min(1.0));
        scaled.max(grace / 4)
    }

    /// When `color` may claim the game from its absent opponent (also when it is still to
    /// come), or `None` while the opponent has a socket open. Only meaningful in a
    /// [`claimable`](Live::claimable) game.
    pub fn claim_from(&self, color: Color) -> Option<Instant> {
        self.table
            .presence
            .gone_since(!color)
            .map(|since| since + self.claim_grace())
    }

    /// The side that may claim the game and from when, if any (when both seats are empty, the
    /// side whose opponent left first).
    pub fn claim(&self) -> Option<(Color, Instant)> {
        if !self.claimable() {
            return None;
        }
        [Color::White, Color::Black]
            .into_iter()
            .filter_map(|c| self.claim_from(c).map(|at| (c, at)))
            .min_by_key(|&(_, at)| at)
    }

    /// The outcome of a finished game.
    pub fn outcome(&self) -> Option<Outcome> {
        match self.table.status {
            Status::Finished => self.record.outcome(),
            _ => None,
        }
    }

    /// The speed class of a timed game.
    pub fn speed(&self) -> Option<Speed> {
        self.setup.clock.map(Speed::of)
    }

    /// The end of the game as stored, from `table` (the game's next table): with the rated
    /// seats when it is a rated game that finishes with a result, so that storage rates it in
    /// the same transaction.
    pub fn end_row(&self, table: &Table, status: Status, outcome: Option<Outcome>) -> EndRow {
        let mut end = table.end_row(status, outcome);
        if let (true, Status::Finished, Some(_), Some(speed), [Some(white), Some(black)]) = (
            self.setup.rated,
            status,
            outcome,
            self.speed(),
            &table.players,
        ) {
            end.rated = Some(RatedSeats {
                users: [white.user_id.clone(), black.user_id.clone()],
                variant: self.record.position().variant_id().to_owned(),
                speed: speed.as_str(),
            });
        }
        end
    }

    /// The database row of the game as it stands.
    pub fn row(&self) -> GameRow {
        let (white_ms, black_ms) = self.table.stored_clocks();
        let outcome = self.outcome();
        let setup = &self.setup;
        GameRow {
            id: setup.id.clone(),
            variant: self.record.position().variant_id().to_owned(),
            variant_version: setup.variant_version,
            initial_fen: self.record.initial().fen(),
            mode: setup.mode.as_str().to_owned(),
            clock_initial_ms: setup.clock.map(|c| c.initial_ms as i64),
            clock_increment_ms: setup.clock.map(|c| c.increment_ms as i64),
            white_token: self.table.seats[0].map(TokenHash::to_hex),
            black_token: self.table.seats[1].map(TokenHash::to_hex),
            invite: setup.invite.clone(),
            creator_color: setup.creator_color.name().to_owned(),
            status: self.table.status.as_str().to_owned(),
            result: outcome.map(|o| o.result().to_owned()),
            reason: outcome.map(|o| o.reason().as_str().to_owned()),
            white_ms,
            black_ms,
            rematch_id: self.table.rematch_id.clone(),
            created_at: setup.created_at,
            computer_level: setup.computer.map(|c| i64::from(c.level.number())),
            white_user: self.table.players[0].as_ref().map(|p| p.user_id.clone()),
            black_user: self.table.players[1].as_ref().map(|p| p.user_id.clone()),
            rated: setup.rated,
            speed: self.speed().map(|s| s.as_str().to_owned()),
            players: self.table.players.clone(),
            rating_change: self.table.rating_change,
        }
    }
}
