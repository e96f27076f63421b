//! The computer's turn starts when its search gets a worker, not when the search is asked for:
//! the time it waited in the engine's queue is charged to nobody, neither to the engine's clock
//! nor to its first-move limit.

use std::time::Duration;

use tokio::time::Instant;

use super::{Tell, Transition};
use crate::live::Live;

/// A wait short enough not to tell the watchers about: their clocks are that close anyway.
const UNNOTICED: Duration = Duration::from_millis(250);

/// The computer's search starts at `now`: its turn starts again then. Nothing is stored (a
/// turn's start never is); the watchers get the state when the clock or the first-move limit
/// they show moves back by a noticeable amount.
pub(super) fn started(live: &Live, now: Instant) -> Transition {
    if !live.computer_to_move() || now <= live.table.turn_started {
        return Transition::nothing(live);
    }
    let waited = now.saturating_duration_since(live.table.turn_started);
    let mut table = live.table.clone();
    table.turn_started = now;
    let mut transition = Transition::with_table(table);
    let shown = live.running().is_some() || live.first_move_deadline().is_some();
    if shown && waited >= UNNOTICED {
        transition.tell.push(Tell::State);
    }
    transition
}
