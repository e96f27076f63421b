//! A move: the seat must hold the side to move, the client's ply must be current, the text a
//! legal move; a timed move is charged to the mover's clock (docs/rules/chess.md, section 9 and
//! decision 6: the first move of each side is untimed), and a move that comes too late ends the
//! game on time instead.

use tokio::time::Instant;
use turnpan_rules::{Game, PlayError};

use super::{ensure_playing, finish, search_after, Effect, RecordStep, Tell, Transition};
use crate::domain::{OfferState, Seat, Status};
use crate::live::Live;
use crate::store::{MoveRow, Op};
use crate::wire::MoveReq;
use crate::Error;

/// The longest move text read (the longest move of any game is far shorter).
const MAX_MOVE_TEXT: usize = 16;

pub(super) fn play(
    live: &Live,
    seat: Seat,
    req: &MoveReq,
    now: Instant,
) -> Result<Transition, Error> {
    ensure_playing(live)?;
    let turn = live.turn();
    if !seat.holds(turn) {
        return Err(Error::NotYourTurn);
    }
    let ply = live.ply();
    if let Some(sent) = req.ply {
        if sent != ply {
            return Err(Error::Stale { current: ply, sent });
        }
    }
    if req.uci.len() > MAX_MOVE_TEXT {
        return Err(Error::IllegalMove(format!(
            "a move is at most {MAX_MOVE_TEXT} characters"
        )));
    }
    // A move of a game being played: a refusal is the text's (the game is not over).
    let step = live.record.preview_uci(&req.uci).map_err(|e| match e {
        PlayError::GameOver(_) => Error::GameOver,
        PlayError::Move(e) => Error::IllegalMove(format!("illegal move '{}': {e}", req.uci)),
    })?;
    let mut table = live.table.clone();
    let elapsed = now.saturating_duration_since(live.table.turn_started);
    if ply < 2 {
        // Untimed, but counted against the first-move limit should it be taken back.
        table.first_move_spent[turn.index()] += elapsed;
    } else if let Some(clock) = &mut table.clock {
        if clock.charge(turn, elapsed, req.lag_ms).is_err() {
            // Too late, even with the lag credit: the flag decides.
            let mut flagged = finish::flag_fall(live, now);
            flagged.refusal = Some(Error::GameOver);
            return Ok(flagged);
        }
    }
    let had_offers = table.offers.any();
    table.offers = OfferState::default();
    table.turn_started = now;
    table.seq += 1;
    let outcome = step.outcome();
    if outcome.is_some() {
        table.status = Status::Finished;
    }
    let (white_ms, black_ms) = table.stored_clocks();
    let write = Op::Move {
        id: live.id().to_owned(),
        row: MoveRow {
            seq: table.seq,
            ply: (ply + 1) as i64,
            uci: step.played().uci.clone(),
            white_ms,
            black_ms,
        },
        end: outcome.map(|o| live.end_row(&table, Status::Finished, Some(o))),
    };
    let mut tell = vec![Tell::Moved];
    if had_offers {
        tell.push(Tell::Offers);
    }
    let effect = if outcome.is_some() {
        tell.push(Tell::End);
        Effect::StopSearch
    } else {
        search_after(&live.setup, table.status, step.position().turn())
    };
    Ok(Transition {
        record: RecordStep::Play(Box::new(step)),
        write: Some(write),
        tell,
        effects: vec![effect],
        ..Transition::with_table(table)
    })
}
