//! A game waiting for its second player too long is aborted: a friend game after a day, an
//! open game after half an hour by default (`Lifetimes::wait`), so that neither the lobby nor
//! memory nor every restart keeps it for ever.

use std::time::Duration;

use super::{finish, Now, Transition};
use crate::domain::{AbortReason, Status};
use crate::live::Live;
use crate::Error;

/// When a game waiting since its creation for `after` expires, in ms since the epoch.
pub(crate) fn expires_at(live: &Live, after: Duration) -> i64 {
    let after = i64::try_from(after.as_millis()).unwrap_or(i64::MAX);
    live.setup.created_at.saturating_add(after)
}

pub(super) fn expire(live: &Live, after: Duration, now: Now) -> Result<Transition, Error> {
    if live.status() != Status::Waiting {
        return Err(Error::Conflict(
            "only a game waiting for its opponent expires".into(),
        ));
    }
    if now.wall_ms < expires_at(live, after) {
        return Err(Error::Conflict("the game may still wait".into()));
    }
    Ok(finish::aborted(live, AbortReason::NobodyJoined, now.at))
}
