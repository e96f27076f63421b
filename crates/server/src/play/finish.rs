//! The ends of a game off the board: resignation, abort, agreement, a flag fall (a draw when
//! the winner could not mate, where the game says so: docs/rules/chess.md, section 9) and a
//! first move not made in time (the game is aborted: decision 6). The running clock stops at its
//! reading now.

use tokio::time::Instant;
use turnpan_rules::{Game, Outcome, Reason};

use super::{ensure_playing, Effect, RecordStep, Tell, Transition};
use crate::domain::{AbortReason, OfferState, Seat, Status};
use crate::live::{Live, Table};
use crate::store::Op;
use crate::Error;

/// Ends the game from `table` (the game's, or one with a fallen flag) with a status and an
/// outcome.
pub(super) fn end(
    live: &Live,
    mut table: Table,
    status: Status,
    outcome: Option<Outcome>,
    now: Instant,
) -> Transition {
    if let (Some(c), Some((side, since))) = (&mut table.clock, live.running()) {
        let flag = matches!(
            outcome.map(Outcome::reason),
            Some(Reason::Timeout | Reason::TimeoutVsInsufficientMaterial)
        );
        if !flag {
            c.deduct(side, now.saturating_duration_since(since));
        }
    }
    let end = live.end_row(&table, status, outcome);
    table.status = status;
    table.offers = OfferState::default();
    Transition {
        record: outcome.map_or(RecordStep::Keep, RecordStep::Finish),
        write: Some(Op::End {
            id: live.id().to_owned(),
            end,
        }),
        tell: vec![Tell::End],
        effects: vec![Effect::StopSearch, Effect::Unlist],
        ..Transition::with_table(table)
    }
}

pub(super) fn resign(live: &Live, seat: Seat, now: Instant) -> Result<Transition, Error> {
    ensure_playing(live)?;
    let loser = seat.acting(live.turn());
    let outcome = Outcome::Decisive {
        winner: !loser,
        reason: Reason::Resignation,
    };
    Ok(end(
        live,
        live.table.clone(),
        Status::Finished,
        Some(outcome),
        now,
    ))
}

/// Ends the game without a result, saying why.
pub(super) fn aborted(live: &Live, why: AbortReason, now: Instant) -> Transition {
    let mut table = live.table.clone();
    table.abort = Some(why);
    end(live, table, Status::Aborted, None, now)
}

pub(super) fn abort(live: &Live, seat: Seat, now: Instant) -> Result<Transition, Error> {
    if live.status().is_over() {
        return Err(Error::GameOver);
    }
    if live.ply() >= 2 {
        return Err(Error::Conflict(
            "both sides have moved: resign or offer a draw instead".into(),
        ));
    }
    let by = seat.acting(live.turn());
    Ok(aborted(live, AbortReason::Requested(by), now))
}

pub(super) fn agreed_draw(live: &Live, now: Instant) -> Transition {
    let outcome = Outcome::Draw {
        reason: Reason::Agreement,
    };
    end(
        live,
        live.table.clone(),
        Status::Finished,
        Some(outcome),
        now,
    )
}

/// The side to move's flag falls, now, whatever its clock says (the caller knows).
pub(super) fn flag_fall(live: &Live, now: Instant) -> Transition {
    let pos = live.record.position();
    let side = pos.turn();
    let outcome = if pos.flag_needs_mating_material() && !pos.has_mating_material(!side) {
        Outcome::Draw {
            reason: Reason::TimeoutVsInsufficientMaterial,
        }
    } else {
        Outcome::Decisive {
            winner: !side,
            reason: Reason::Timeout,
        }
    };
    let mut table = live.table.clone();
    if let Some(clock) = &mut table.clock {
        clock.flag(side);
    }
    end(live, table, Status::Finished, Some(outcome), now)
}

/// The flag falls if the running side's deadline has passed.
pub(super) fn flag_fall_due(live: &Live, now: Instant) -> Result<Transition, Error> {
    let due = match (&live.table.clock, live.running()) {
        (Some(clock), Some((side, since))) => now >= clock.flag_deadline(side, since),
        _ => false,
    };
    if !due {
        return Err(Error::Conflict("no flag has fallen".into()));
    }
    Ok(flag_fall(live, now))
}

/// The game is aborted if a pending first move's deadline has passed.
pub(super) fn first_move_missed(live: &Live, now: Instant) -> Result<Transition, Error> {
    let due = live.first_move_deadline().is_some_and(|d| now >= d);
    if !due {
        return Err(Error::Conflict("no first move is overdue".into()));
    }
    Ok(aborted(live, AbortReason::NoFirstMove(live.turn()), now))
}
