//! Taking the free seat of a game waiting for its second player (a friend game needs its
//! invite code; a rated game a logged-in player other than the creator's account); the game
//! starts at once.

use tokio::time::Instant;
use turnpan_rules::{Color, Game};

use super::{search_after, Effect, Tell, Transition};
use crate::domain::{Mode, Player, Status, TokenHash};
use crate::live::Live;
use crate::store::Op;
use crate::Error;

pub(super) fn join(
    live: &Live,
    invite: Option<String>,
    token: TokenHash,
    player: Option<Player>,
    now: Instant,
) -> Result<Transition, Error> {
    if live.status() != Status::Waiting {
        return Err(Error::Conflict("this game has no free seat".into()));
    }
    let expected = live.setup.invite.as_deref();
    if live.setup.mode == Mode::Friend && (expected.is_none() || expected != invite.as_deref()) {
        return Err(Error::Forbidden("wrong or missing invite code".into()));
    }
    let color = if live.table.seats[0].is_none() {
        Color::White
    } else {
        Color::Black
    };
    if live.setup.rated {
        let Some(joiner) = &player else {
            return Err(Error::SignInNeeded);
        };
        let opponent = live.table.players[(!color).index()].as_ref();
        if opponent.is_some_and(|o| o.user_id == joiner.user_id) {
            return Err(Error::Forbidden(
                "you cannot play yourself in a rated game".into(),
            ));
        }
    }
    let mut table = live.table.clone();
    table.seats[color.index()] = Some(token);
    table.players[color.index()] = player.clone();
    // The joiner's absence is counted from now, not from the game's creation.
    table.presence.since[color.index()] = now;
    table.status = Status::Playing;
    table.turn_started = now;
    let search = search_after(&live.setup, table.status, live.record.position().turn());
    Ok(Transition {
        write: Some(Op::Join {
            id: live.id().to_owned(),
            color: color.name(),
            token_hash: token.to_hex(),
            user: player.map(|p| p.user_id),
        }),
        tell: vec![Tell::State],
        effects: vec![Effect::Unlist, search],
        ..Transition::with_table(table)
    })
}
