//! A live game's data: the record, the clock, the seats, the offers; built from a request or from
//! the database, described as the protocol's state object. The actor (`actor.rs`) changes it.

use tokio::time::Instant;
use turnpan_rules::{AnyGame, Catalog, Color, Game, GameRecord, Outcome, Reason};

use crate::clock::{Clock, ClockSpec, FIRST_MOVE};
use crate::store::{EndRow, Event, GameRow};
use crate::wire::{
    dests_and_legal, ClockSpecIn, ClocksView, ComputerView, GameState, Mode, Offers, OutcomeView,
    Seats, Status,
};

/// The engine's seat in a game against the computer. It holds no token: nobody can act for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Computer {
    /// The colour it plays.
    pub color: Color,
    /// Its strength.
    pub level: turnpan_engine::Level,
}

/// The seat(s) a token holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seat {
    /// White's seat.
    White,
    /// Black's seat.
    Black,
    /// Both seats (hot-seat).
    Both,
}

impl Seat {
    /// The seat of one colour.
    pub fn of(color: Color) -> Seat {
        color.fold(Seat::White, Seat::Black)
    }

    /// Wire name.
    pub const fn name(self) -> &'static str {
        match self {
            Seat::White => "white",
            Seat::Black => "black",
            Seat::Both => "both",
        }
    }

    /// Whether the seat plays `color`.
    pub fn holds(self, color: Color) -> bool {
        match self {
            Seat::White => color == Color::White,
            Seat::Black => color == Color::Black,
            Seat::Both => true,
        }
    }

    /// The colour the seat acts for: its own, or the side to move for both seats.
    pub fn acting(self, turn: Color) -> Color {
        match self {
            Seat::White => Color::White,
            Seat::Black => Color::Black,
            Seat::Both => turn,
        }
    }
}

/// Who made each open offer.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct OfferState {
    /// Draw.
    pub draw: Option<Color>,
    /// Takeback.
    pub takeback: Option<Color>,
    /// Rematch.
    pub rematch: Option<Color>,
}

impl OfferState {
    /// As sent.
    pub fn view(self) -> Offers {
        Offers {
            draw: self.draw.map(Color::name),
            takeback: self.takeback.map(Color::name),
            rematch: self.rematch.map(Color::name),
        }
    }
}

/// One game as the server holds it.
#[derive(Debug, Clone)]
pub struct Live {
    /// Game id.
    pub id: String,
    /// How it was set up.
    pub mode: Mode,
    /// The engine's seat, in a game against the computer.
    pub computer: Option<Computer>,
    /// Moves, positions, repetitions, outcome.
    pub record: GameRecord<AnyGame>,
    /// The time control as given.
    pub clock_in: Option<ClockSpecIn>,
    /// The clock of a timed game.
    pub clock: Option<Clock>,
    /// Token hashes of White's and Black's seats.
    pub seats: [Option<String>; 2],
    /// Invite code (friend games).
    pub invite: Option<String>,
    /// The creator's colour.
    pub creator_color: Color,
    /// Where the game stands.
    pub status: Status,
    /// Open offers (not stored: they lapse with a restart).
    pub offers: OfferState,
    /// The rematch game.
    pub rematch_id: Option<String>,
    /// Creation time, ms since the epoch.
    pub created_at: i64,
    /// When the side to move's turn (or the game) started, on the server's monotonic clock.
    pub turn_started: Instant,
    /// The number of the game's last stored event (move or takeback), 0 before the first: the
    /// next one written gets `seq + 1`.
    pub seq: i64,
}

fn color_of(text: &str) -> Color {
    if text == "black" {
        Color::Black
    } else {
        Color::White
    }
}

impl Live {
    /// Plies played.
    pub fn ply(&self) -> usize {
        self.record.moves().len()
    }

    /// Side to move.
    pub fn turn(&self) -> Color {
        self.record.position().turn()
    }

    /// The seat a token hash holds.
    pub fn seat_of(&self, token_hash: &str) -> Option<Seat> {
        let white = self.seats[0].as_deref() == Some(token_hash);
        let black = self.seats[1].as_deref() == Some(token_hash);
        match (white, black) {
            (true, true) => Some(Seat::Both),
            (true, false) => Some(Seat::White),
            (false, true) => Some(Seat::Black),
            (false, false) => None,
        }
    }

    /// Whether a player or the computer holds `color`'s seat.
    pub fn seat_taken(&self, color: Color) -> bool {
        self.seats[color.index()].is_some() || self.computer.is_some_and(|c| c.color == color)
    }

    /// The side whose clock runs, and since when: only in a timed game being played once both
    /// sides have made their first move (decision 6).
    pub fn running(&self) -> Option<(Color, Instant)> {
        (self.clock.is_some() && self.status == Status::Playing && self.ply() >= 2)
            .then(|| (self.turn(), self.turn_started))
    }

    /// When a pending first move must be made by, else `None`.
    pub fn first_move_deadline(&self) -> Option<Instant> {
        (self.status == Status::Playing && self.ply() < 2).then(|| self.turn_started + FIRST_MOVE)
    }

    /// Clock readings at `now`.
    pub fn clocks_view(&self, now: Instant) -> Option<ClocksView> {
        let clock = self.clock.as_ref()?;
        let running = self.running();
        Some(ClocksView {
            white_ms: clock.reading(Color::White, running, now),
            black_ms: clock.reading(Color::Black, running, now),
            running: running.map(|(c, _)| c.name()),
        })
    }

    /// Milliseconds left for a pending first move.
    pub fn first_move_ms(&self, now: Instant) -> Option<u64> {
        self.first_move_deadline()
            .map(|d| d.saturating_duration_since(now).as_millis() as u64)
    }

    /// The outcome as sent.
    pub fn outcome_view(&self) -> Option<OutcomeView> {
        match self.status {
            Status::Finished => self.record.outcome().map(OutcomeView::from),
            _ => None,
        }
    }

    /// The state object for a requester holding `you`.
    pub fn state(&self, you: Option<Seat>, now: Instant) -> GameState {
        let pos = self.record.position();
        let (dests, legal) = dests_and_legal(pos, self.status.is_over());
        let moves = self.record.moves();
        GameState {
            id: self.id.clone(),
            variant: pos.variant_id().to_owned(),
            mode: self.mode,
            computer: self.computer.map(|c| ComputerView {
                color: c.color.name(),
                level: c.level.number(),
            }),
            initial_fen: self.record.initial().fen(),
            fen: pos.fen(),
            ply: moves.len(),
            moves: moves.iter().map(|m| m.uci.clone()).collect(),
            san: moves.iter().map(|m| m.san.clone()).collect(),
            fens: self.record.fens(),
            last_move: moves.last().map(|m| m.uci.clone()),
            turn: pos.turn().name(),
            check: pos.is_check(),
            status: self.status,
            outcome: self.outcome_view(),
            clock: self.clock_in,
            clocks: self.clocks_view(now),
            first_move_ms: self.first_move_ms(now),
            seats: Seats {
                white: self.seat_taken(Color::White),
                black: self.seat_taken(Color::Black),
            },
            offers: self.offers.view(),
            rematch_id: self.rematch_id.clone(),
            you: you.map(Seat::name),
            dests,
            legal,
        }
    }

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

    /// The end of the game as stored, for a status and an outcome.
    pub fn end_row(&self, status: Status, outcome: Option<Outcome>) -> EndRow {
        let (white_ms, black_ms) = self.stored_clocks();
        EndRow {
            status: status.as_str().to_owned(),
            result: outcome.map(|o| o.result().to_owned()),
            reason: outcome.map(|o| o.reason().as_str().to_owned()),
            white_ms,
            black_ms,
        }
    }

    /// The database row.
    pub fn row(&self) -> GameRow {
        let (white_ms, black_ms) = self.stored_clocks();
        let outcome = self
            .record
            .outcome()
            .filter(|_| self.status == Status::Finished);
        GameRow {
            id: self.id.clone(),
            variant: self.record.position().variant_id().to_owned(),
            initial_fen: self.record.initial().fen(),
            mode: self.mode.as_str().to_owned(),
            clock_initial_ms: self.clock.as_ref().map(|c| c.spec().initial_ms as i64),
            clock_increment_ms: self.clock.as_ref().map(|c| c.spec().increment_ms as i64),
            white_token: self.seats[0].clone(),
            black_token: self.seats[1].clone(),
            invite: self.invite.clone(),
            creator_color: self.creator_color.name().to_owned(),
            status: self.status.as_str().to_owned(),
            result: outcome.map(|o| o.result().to_owned()),
            reason: outcome.map(|o| o.reason().as_str().to_owned()),
            white_ms,
            black_ms,
            rematch_id: self.rematch_id.clone(),
            created_at: self.created_at,
            computer_level: self.computer.map(|c| i64::from(c.level.number())),
        }
    }

    /// Rebuilds a game from the database by replaying its events in order: each move is played,
    /// each takeback cuts the line back; the clocks are those of the last event (or the game
    /// row's, before any). Its turn starts now: downtime is not counted (docs/server.md,
    /// "Restarts and downtime").
    ///
    /// # Errors
    /// When the variant is unknown now, a stored move no longer replays, or the events do not
    /// form one history (a gap in the plies, a takeback past the start, `seq` out of order).
    pub fn from_row(catalog: &Catalog, row: GameRow, events: &[Event]) -> Result<Live, String> {
        let initial = catalog
            .from_fen(&row.variant, &row.initial_fen)
            .map_err(|e| format!("game {}: {e}", row.id))?;
        let mut record = GameRecord::new(initial);
        let mut clocks = (row.white_ms, row.black_ms);
        let mut seq = 0;
        for event in events {
            if event.seq() <= seq {
                return Err(format!(
                    "game {}: event {} after event {seq}",
                    row.id,
                    event.seq()
                ));
            }
            seq = event.seq();
            let ply = record.moves().len() as i64;
            match event {
                Event::Move(m) => {
                    if m.ply != ply + 1 {
                        return Err(format!(
                            "game {}: event {seq} is move {} at ply {ply}",
                            row.id, m.ply
                        ));
                    }
                    record
                        .play_text(&m.uci)
                        .map_err(|e| format!("game {}: move {} '{}': {e}", row.id, m.ply, m.uci))?;
                    clocks = (m.white_ms, m.black_ms);
                }
                Event::Takeback(t) => {
                    if !(0..=ply).contains(&t.ply) {
                        return Err(format!(
                            "game {}: event {seq} takes back to ply {} at ply {ply}",
                            row.id, t.ply
                        ));
                    }
                    record.take_back((ply - t.ply) as usize);
                    clocks = (t.white_ms, t.black_ms);
                }
            }
        }
        let status = Status::parse(&row.status)
            .ok_or_else(|| format!("game {}: bad status '{}'", row.id, row.status))?;
        if status.is_over() && (row.white_ms.is_some() || row.black_ms.is_some()) {
            // The end of the game stopped the running clock after the last event: the row
            // keeps that reading.
            clocks = (row.white_ms, row.black_ms);
        }
        if status == Status::Finished && record.outcome().is_none() {
            let reason = row.reason.as_deref().and_then(Reason::parse);
            let outcome = match (row.result.as_deref(), reason) {
                (Some("1-0"), Some(reason)) => Outcome::Decisive {
                    winner: Color::White,
                    reason,
                },
                (Some("0-1"), Some(reason)) => Outcome::Decisive {
                    winner: Color::Black,
                    reason,
                },
                (_, reason) => Outcome::Draw {
                    reason: reason.unwrap_or(Reason::Agreement),
                },
            };
            record.finish(outcome);
        }
        let clock = match (row.clock_initial_ms, row.clock_increment_ms) {
            (Some(initial), Some(increment)) => {
                let spec = ClockSpec {
                    initial_ms: initial.max(0) as u64,
                    increment_ms: increment.max(0) as u64,
                };
                let (w, b) = clocks;
                Some(Clock::restore(
                    spec,
                    w.map_or(spec.initial_ms, |v| v.max(0) as u64),
                    b.map_or(spec.initial_ms, |v| v.max(0) as u64),
                ))
            }
            _ => None,
        };
        let clock_in = clock.as_ref().map(|c| ClockSpecIn {
            initial_s: c.spec().initial_ms as f64 / 1000.0,
            increment_s: c.spec().increment_ms as f64 / 1000.0,
        });
        let creator_color = color_of(&row.creator_color);
        let computer = match row.computer_level {
            Some(n) => Some(Computer {
                color: !creator_color,
                level: u8::try_from(n)
                    .ok()
                    .and_then(turnpan_engine::Level::new)
                    .ok_or_else(|| format!("game {}: bad computer level {n}", row.id))?,
            }),
            None => None,
        };
        Ok(Live {
            mode: Mode::parse(&row.mode).unwrap_or(Mode::Friend),
            computer,
            record,
            clock_in,
            clock,
            seats: [row.white_token, row.black_token],
            invite: row.invite,
            creator_color,
            status,
            offers: OfferState::default(),
            rematch_id: row.rematch_id,
            created_at: row.created_at,
            turn_started: Instant::now(),
            seq,
            id: row.id,
        })
    }
}
