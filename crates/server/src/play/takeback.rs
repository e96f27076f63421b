//! Taking moves back: the line is cut back, the running clock is charged for the time spent
//! (without an increment), the increments the taken-back moves earned are taken back too, and
//! the turn starts again now. Neither a takeback nor a run of them gives time: the first-move
//! limit goes on from what each side had already used, and a game has at most
//! [`MAX_TAKEBACKS`].

use tokio::time::Instant;
use turnpan_rules::{Color, Game};

use super::{ensure_playing, offers, search_after, RecordStep, Tell, Transition};
use crate::domain::{OfferState, Seat};
use crate::live::Live;
use crate::store::{Op, TakebackRow};
use crate::wire::Action;
use crate::Error;

/// The most takebacks in one game (each replays the line, and each is a stored row).
pub const MAX_TAKEBACKS: u32 = 100;

/// How many plies a takeback for `side` undoes: its last move, and the reply if there is one.
pub(super) fn plies_for(live: &Live, side: Color) -> Result<usize, Error> {
    let n = if live.turn() == side { 2 } else { 1 };
    if live.ply() < n {
        return Err(Error::Conflict(
            "there is no move of yours to take back".into(),
        ));
    }
    Ok(n)
}

/// The computer grants takebacks at once: the player's last move goes, and the computer's
/// reply with it.
pub(super) fn with_computer(
    live: &Live,
    seat: Seat,
    action: Option<Action>,
    now: Instant,
) -> Result<Transition, Error> {
    ensure_playing(live)?;
    if action == Some(Action::Decline) {
        return Err(offers::no_offer("decline"));
    }
    let n = plies_for(live, seat.acting(live.turn()))?;
    take_back(live, n, now)
}

/// Takes back the last `n` plies.
pub(super) fn take_back(live: &Live, n: usize, now: Instant) -> Result<Transition, Error> {
    let ply = live.ply();
    if n == 0 || ply < n {
        return Err(Error::Conflict("there is nothing to take back".into()));
    }
    if live.table.takebacks >= MAX_TAKEBACKS {
        return Err(Error::Conflict(format!(
            "no more takebacks in this game (at most {MAX_TAKEBACKS})"
        )));
    }
    let mut table = live.table.clone();
    let elapsed = now.saturating_duration_since(live.table.turn_started);
    if ply < 2 {
        table.first_move_spent[live.turn().index()] += elapsed;
    }
    if let Some(c) = &mut table.clock {
        if let Some((side, _)) = live.running() {
            c.deduct(side, elapsed);
        }
        // Moves 3 and later were timed and earned their mover the increment. Sides alternate
        // in every game, so the mover of move `p` is the first mover when `p` is odd.
        let first = live.record.initial().turn();
        for p in (ply - n + 1)..=ply {
            if p >= 3 {
                c.refund_increment(if p % 2 == 1 { first } else { !first });
            }
        }
    }
    table.takebacks += 1;
    let mut record = live.record.clone();
    record.take_back(n);
    table.offers = OfferState::default();
    table.turn_started = now;
    table.seq += 1;
    let (white_ms, black_ms) = table.stored_clocks();
    let write = Op::Takeback {
        id: live.id().to_owned(),
        row: TakebackRow {
            seq: table.seq,
            ply: record.moves().len() as i64,
            white_ms,
            black_ms,
        },
    };
    let effect = search_after(&live.setup, table.status, record.position().turn());
    Ok(Transition {
        record: RecordStep::Replace(Box::new(record)),
        write: Some(write),
        tell: vec![Tell::State],
        effects: vec![effect],
        ..Transition::with_table(table)
    })
}
