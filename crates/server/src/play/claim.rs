//! Claiming a game whose opponent left: once the opponent's seat has had no socket for the
//! grace period (`Live::claim_grace`), the player who stayed may take the win or a draw. Not
//! against the computer (it never leaves), not in hot-seat (nobody can leave), and not before
//! both sides have moved (such a game is aborted instead).

use tokio::time::Instant;
use turnpan_rules::{Outcome, Reason};

use super::{ensure_playing, finish, Transition};
use crate::domain::{Mode, Seat, Status};
use crate::live::Live;
use crate::wire::ClaimResult;
use crate::Error;

pub(super) fn claim(
    live: &Live,
    seat: Seat,
    result: ClaimResult,
    now: Instant,
) -> Result<Transition, Error> {
    ensure_playing(live)?;
    if live.setup.computer.is_some() {
        return Err(Error::Conflict(
            "the computer never leaves: resign or play the game out".into(),
        ));
    }
    if seat == Seat::Both || live.setup.mode == Mode::Hotseat {
        return Err(Error::Conflict(
            "in hot-seat nobody can leave the game".into(),
        ));
    }
    if live.ply() < 2 {
        return Err(Error::Conflict(
            "both sides have not moved yet: abort the game instead".into(),
        ));
    }
    let me = seat.acting(live.turn());
    let Some(from) = live.claim_from(me) else {
        return Err(Error::Conflict("your opponent is connected".into()));
    };
    if now < from {
        let wait = from.saturating_duration_since(now).as_secs_f64().ceil();
        return Err(Error::Conflict(format!(
            "your opponent may still come back: claim in {wait} s"
        )));
    }
    let outcome = match result {
        ClaimResult::Win => Outcome::Decisive {
            winner: me,
            reason: Reason::Abandonment,
        },
        ClaimResult::Draw => Outcome::Draw {
            reason: Reason::Abandonment,
        },
    };
    Ok(finish::end(
        live,
        live.table.clone(),
        Status::Finished,
        Some(outcome),
        now,
    ))
}
