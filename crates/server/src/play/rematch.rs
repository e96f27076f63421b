//! A rematch: a new game between the same two seats with the colours swapped (the computer
//! too), from the same start position and time control, linked from the old one.

use super::{Effect, Now, Tell, Transition};
use crate::domain::{Computer, OfferState, ShownRating};
use crate::live::{Live, Setup};
use crate::store::Op;
use crate::Error;
use turnpan_rules::Color;

pub(super) fn not_yet() -> Error {
    Error::Conflict("a rematch comes after the end of the game".into())
}

/// Against the computer a rematch is granted at once.
pub(super) fn with_computer(
    live: &Live,
    rematch_id: String,
    now: Now,
) -> Result<Transition, Error> {
    if !live.status().is_over() {
        return Err(not_yet());
    }
    if live.table.rematch_id.is_some() {
        return Ok(Transition::nothing(live));
    }
    start(live, rematch_id, now)
}

/// Starts the rematch game `id`.
pub(super) fn start(live: &Live, id: String, now: Now) -> Result<Transition, Error> {
    if !(live.seat_taken(Color::White) && live.seat_taken(Color::Black)) {
        return Err(Error::Conflict("nobody to play a rematch against".into()));
    }
    let old = &live.setup;
    let setup = Setup {
        id: id.clone(),
        mode: old.mode,
        computer: old.computer.map(|c| Computer {
            color: !c.color,
            ..c
        }),
        clock: old.clock,
        invite: None,
        creator_color: !old.creator_color,
        created_at: now.wall_ms,
        client: old.client,
        rated: old.rated,
        // The same rules: a rematch plays the version its game played.
        variant_version: old.variant_version,
    };
    let [white, black] = live.table.seats;
    let mut new = Live::start(setup, live.record.initial().clone(), [black, white], now.at);
    // The same players with the colours swapped, at their ratings after this game.
    let mut players = live.table.players.clone();
    if let Some(change) = live.table.rating_change {
        for (player, delta) in players.iter_mut().zip(change) {
            if let Some(shown) = player.as_mut().and_then(|p| p.rating.as_mut()) {
                *shown = ShownRating {
                    rating: delta.after,
                    provisional: delta.provisional,
                };
            }
        }
    }
    players.reverse();
    new.table.players = players;
    let mut table = live.table.clone();
    table.rematch_id = Some(id);
    table.offers = OfferState::default();
    Ok(Transition {
        write: Some(Op::Rematch {
            old_id: live.id().to_owned(),
            new: Box::new(new.row()),
        }),
        tell: vec![Tell::Rematch],
        effects: vec![Effect::StartGame(Box::new(new))],
        ..Transition::with_table(table)
    })
}
