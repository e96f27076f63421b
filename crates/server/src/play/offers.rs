//! Offers between two players: a draw, a takeback, a rematch. An offer made while the
//! opponent's stands is an agreement; declining clears an offer (one's own is withdrawn the
//! same way); in hot-seat one person holds both seats, so an offer is its own acceptance. The
//! computer answers at once: it grants takebacks and rematches and plays on instead of drawing
//! (`takeback.rs`, `rematch.rs`, [`draw_with_computer`]).

use tokio::time::Instant;
use turnpan_rules::Color;

use super::{ensure_playing, finish, rematch, takeback, Now, Tell, Transition};
use crate::domain::Seat;
use crate::live::Live;
use crate::wire::Action;
use crate::Error;

/// What an offer action comes to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Decision {
    /// `Color` offers.
    Offered(Color),
    /// Both sides agree.
    Agreed,
    /// The open offer is cleared.
    Cleared,
}

/// Resolves an offer action of `seat` against the open offer (made by `open`).
pub(super) fn decide(
    action: Option<Action>,
    open: Option<Color>,
    seat: Seat,
    turn: Color,
) -> Result<Decision, Error> {
    if seat == Seat::Both {
        return match action {
            Some(Action::Decline) if open.is_some() => Ok(Decision::Cleared),
            Some(Action::Decline) => Err(no_offer("decline")),
            _ => Ok(Decision::Agreed),
        };
    }
    let me = seat.acting(turn);
    let theirs = open == Some(!me);
    match action {
        None | Some(Action::Offer) | Some(Action::Accept) if theirs => Ok(Decision::Agreed),
        None | Some(Action::Offer) => Ok(Decision::Offered(me)),
        Some(Action::Accept) => Err(no_offer("accept")),
        Some(Action::Decline) if open.is_some() => Ok(Decision::Cleared),
        Some(Action::Decline) => Err(no_offer("decline")),
    }
}

pub(super) fn no_offer(verb: &str) -> Error {
    Error::Conflict(format!("there is no offer to {verb}"))
}

/// Which of the three offers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Draw,
    Takeback,
    Rematch,
}

/// The offer of `kind` is now `by`'s (or nobody's) and the watchers are told; nothing is
/// stored (offers lapse with a restart).
fn set_offer(live: &Live, kind: Kind, by: Option<Color>) -> Transition {
    let mut table = live.table.clone();
    let slot = match kind {
        Kind::Draw => &mut table.offers.draw,
        Kind::Takeback => &mut table.offers.takeback,
        Kind::Rematch => &mut table.offers.rematch,
    };
    *slot = by;
    Transition {
        tell: vec![Tell::Offers],
        ..Transition::with_table(table)
    }
}

pub(super) fn draw(
    live: &Live,
    seat: Seat,
    action: Option<Action>,
    now: Instant,
) -> Result<Transition, Error> {
    ensure_playing(live)?;
    let offers = live.table.offers;
    Ok(match decide(action, offers.draw, seat, live.turn())? {
        Decision::Agreed => finish::agreed_draw(live, now),
        Decision::Offered(c) => set_offer(live, Kind::Draw, Some(c)),
        Decision::Cleared => set_offer(live, Kind::Draw, None),
    })
}

pub(super) fn draw_with_computer(live: &Live) -> Result<Transition, Error> {
    ensure_playing(live)?;
    Err(Error::Conflict(
        "the computer plays on: resign or play the game out".into(),
    ))
}

pub(super) fn takeback(
    live: &Live,
    seat: Seat,
    action: Option<Action>,
    now: Instant,
) -> Result<Transition, Error> {
    ensure_playing(live)?;
    let offers = live.table.offers;
    match decide(action, offers.takeback, seat, live.turn())? {
        Decision::Agreed => {
            let n = match (seat, offers.takeback) {
                (Seat::Both, _) => 1,
                (_, Some(offerer)) => takeback::plies_for(live, offerer)?,
                (_, None) => 0,
            };
            takeback::take_back(live, n, now)
        }
        Decision::Offered(c) => {
            takeback::plies_for(live, c)?;
            Ok(set_offer(live, Kind::Takeback, Some(c)))
        }
        Decision::Cleared => Ok(set_offer(live, Kind::Takeback, None)),
    }
}

pub(super) fn rematch(
    live: &Live,
    seat: Seat,
    action: Option<Action>,
    rematch_id: String,
    now: Now,
) -> Result<Transition, Error> {
    if !live.status().is_over() {
        return Err(rematch::not_yet());
    }
    if live.table.rematch_id.is_some() {
        return Ok(Transition::nothing(live));
    }
    let offers = live.table.offers;
    Ok(match decide(action, offers.rematch, seat, live.turn())? {
        Decision::Agreed => rematch::start(live, rematch_id, now)?,
        Decision::Offered(c) => set_offer(live, Kind::Rematch, Some(c)),
        Decision::Cleared => set_offer(live, Kind::Rematch, None),
    })
}
