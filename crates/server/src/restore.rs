//! A game read back from storage: its row parsed strictly (a value the server never writes is
//! damage, reported with the game's id and the column, never read as some default), then its
//! events replayed onto the start position: each move is played, each takeback cuts the line
//! back; the clocks are those of the last event (or the game row's, before any). Only the line
//! that stands is played, once. Its turn starts now: downtime is not counted (docs/server.md,
//! "Restarts and downtime").

use tokio::time::Instant;
use turnpan_rules::{Color, GameRules, Outcome, Reason};

use crate::clock::{Clock, ClockSpec};
use crate::domain::{parse_color, AbortReason, Computer, Mode, Status, TokenHash};
use crate::live::{Live, Setup};
use crate::store::{Event, GameRow};

/// Why a stored game cannot be resumed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("game {id}: {what}")]
pub struct RestoreError {
    /// The game.
    pub id: String,
    /// What is wrong, and where.
    pub what: String,
}

fn column<T>(id: &str, name: &str, value: &str, parsed: Option<T>) -> Result<T, RestoreError> {
    parsed.ok_or_else(|| RestoreError {
        id: id.to_owned(),
        what: format!("bad {name} '{value}'"),
    })
}

fn token(id: &str, name: &str, value: Option<&str>) -> Result<Option<TokenHash>, RestoreError> {
    value
        .map(|v| column(id, name, v, TokenHash::parse_hex(v)))
        .transpose()
}

fn millis(id: &str, name: &str, value: i64) -> Result<u64, RestoreError> {
    column(id, name, &value.to_string(), u64::try_from(value).ok())
}

/// The stored outcome of a game that ended off the board.
fn stored_outcome(row: &GameRow) -> Result<Outcome, RestoreError> {
    let id = &row.id;
    let reason_text = row.reason.as_deref().unwrap_or("");
    let reason = column(id, "reason", reason_text, Reason::parse(reason_text))?;
    let result_text = row.result.as_deref().unwrap_or("");
    Ok(match result_text {
        "1-0" => Outcome::Decisive {
            winner: Color::White,
            reason,
        },
        "0-1" => Outcome::Decisive {
            winner: Color::Black,
            reason,
        },
        "1/2-1/2" => Outcome::Draw { reason },
        other => return column(id, "result", other, None),
    })
}

/// Rebuilds a game from its row and its events (in `seq` order).
///
/// # Errors
/// When a column holds a value the server never writes, the start position does not fit
/// `rules` (the game's own, pinned to its version: `variants.rs`), a stored move no longer
/// replays, or the events do not form one history (a gap in the plies, a
/// takeback past the start, `seq` out of order).
pub fn restore(rules: &GameRules, row: GameRow, events: &[Event]) -> Result<Live, RestoreError> {
    let id = row.id.clone();
    let fail = |what: String| RestoreError {
        id: id.clone(),
        what,
    };
    if rules.id() != row.variant {
        return Err(fail(format!(
            "the rules of '{}' for a game of '{}'",
            rules.id(),
            row.variant
        )));
    }
    let initial = rules
        .from_fen(&row.initial_fen)
        .map_err(|e| fail(e.to_string()))?;
    let mode = column(&id, "mode", &row.mode, Mode::parse(&row.mode))?;
    let status = column(&id, "status", &row.status, Status::parse(&row.status))?;
    let creator_color = column(
        &id,
        "creator colour",
        &row.creator_color,
        parse_color(&row.creator_color),
    )?;
    let clock = match (row.clock_initial_ms, row.clock_increment_ms) {
        (Some(initial), Some(increment)) => Some(ClockSpec {
            initial_ms: millis(&id, "clock initial", initial)?,
            increment_ms: millis(&id, "clock increment", increment)?,
        }),
        (None, None) => None,
        _ => {
            return Err(fail(
                "a clock with only one of initial and increment".into(),
            ))
        }
    };
    let computer = match row.computer_level {
        Some(n) => Some(Computer {
            color: !creator_color,
            level: column(
                &id,
                "computer level",
                &n.to_string(),
                u8::try_from(n).ok().and_then(turnpan_engine::Level::new),
            )?,
        }),
        None => None,
    };
    let seats = [
        token(&id, "white token", row.white_token.as_deref())?,
        token(&id, "black token", row.black_token.as_deref())?,
    ];
    let setup = Setup {
        id: id.clone(),
        mode,
        computer,
        clock,
        invite: row.invite.clone(),
        creator_color,
        created_at: row.created_at,
        client: None,
        rated: row.rated,
        variant_version: row.variant_version,
    };
    let mut live = Live::start(setup, initial, seats, Instant::now());
    live.table.players = row.players.clone();
    live.table.rating_change = row.rating_change;
    // The line as the events leave it, worked out on the texts first: a takeback only cuts the
    // list, so the moves are played once whatever the number of takebacks.
    let mut line: Vec<&str> = Vec::new();
    let mut clocks = (row.white_ms, row.black_ms);
    let mut seq = 0;
    let mut takebacks = 0u32;
    for event in events {
        if event.seq() <= seq {
            return Err(fail(format!("event {} after event {seq}", event.seq())));
        }
        seq = event.seq();
        let ply = line.len() as i64;
        match event {
            Event::Move(m) => {
                if m.ply != ply + 1 {
                    return Err(fail(format!("event {seq} is move {} at ply {ply}", m.ply)));
                }
                line.push(&m.uci);
                clocks = (m.white_ms, m.black_ms);
            }
            Event::Takeback(t) => {
                if !(0..=ply).contains(&t.ply) {
                    return Err(fail(format!(
                        "event {seq} takes back to ply {} at ply {ply}",
                        t.ply
                    )));
                }
                line.truncate(t.ply as usize);
                clocks = (t.white_ms, t.black_ms);
                takebacks += 1;
            }
        }
    }
    for (i, uci) in line.iter().enumerate() {
        live.record
            .play_text(uci)
            .map_err(|e| fail(format!("move {} '{uci}': {e}", i + 1)))?;
    }
    if status.is_over() && (row.white_ms.is_some() || row.black_ms.is_some()) {
        // The end of the game stopped the running clock after the last event: the row keeps
        // that reading.
        clocks = (row.white_ms, row.black_ms);
    }
    if status == Status::Finished && live.record.outcome().is_none() {
        live.record.finish(stored_outcome(&row)?);
    }
    if status == Status::Aborted {
        // Older servers stored no reason for an abort: that stays unknown.
        live.table.abort = match row.reason.as_deref() {
            None => None,
            Some(text) => Some(column(
                &id,
                "abort reason",
                text,
                AbortReason::parse_stored(text),
            )?),
        };
    }
    if let Some(spec) = clock {
        let reading = |name: &str, v: Option<i64>| match v {
            Some(ms) => millis(&id, name, ms),
            None => Ok(spec.initial_ms),
        };
        let (w, b) = clocks;
        live.table.clock = Some(Clock::restore(
            spec,
            reading("white clock", w)?,
            reading("black clock", b)?,
        ));
    }
    live.table.status = status;
    live.table.rematch_id = row.rematch_id;
    live.table.seq = seq;
    live.table.takebacks = takebacks;
    Ok(live)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::store::MoveRow;
    use turnpan_rules::Catalog;

    fn chess() -> GameRules {
        Catalog::builtin().get("chess").unwrap().clone()
    }

    fn row() -> GameRow {
        GameRow {
            id: "g1".into(),
            variant: "chess".into(),
            variant_version: None,
            initial_fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".into(),
            mode: "friend".into(),
            clock_initial_ms: Some(60_000),
            clock_increment_ms: Some(1_000),
            white_token: Some(TokenHash::of("w").to_hex()),
            black_token: Some(TokenHash::of("b").to_hex()),
            invite: Some("code".into()),
            creator_color: "white".into(),
            status: "playing".into(),
            result: None,
            reason: None,
            white_ms: None,
            black_ms: None,
            rematch_id: None,
            created_at: 0,
            computer_level: None,
            white_user: None,
            black_user: None,
            rated: false,
            speed: Some("bullet".into()),
            players: [None, None],
            rating_change: None,
        }
    }

    fn mv(seq: i64, ply: i64, uci: &str) -> Event {
        Event::Move(MoveRow {
            seq,
            ply,
            uci: uci.into(),
            white_ms: Some(59_000),
            black_ms: Some(58_000),
        })
    }

    #[test]
    fn a_good_row_replays() {
        let live = restore(&chess(), row(), &[mv(1, 1, "e2e4"), mv(2, 2, "e7e5")]).unwrap();
        assert_eq!(live.ply(), 2);
        assert_eq!(live.table.seq, 2);
        assert_eq!(
            live.seat_of(TokenHash::of("b")),
            Some(crate::domain::Seat::Black)
        );
        let clock = live.table.clock.as_ref().unwrap();
        assert_eq!(clock.stored(Color::Black), 58_000);
    }

    #[test]
    fn an_aborted_game_keeps_why_and_an_older_one_has_no_reason() {
        let mut r = row();
        r.status = "aborted".into();
        r.reason = Some("no-first-move-black".into());
        let live = restore(&chess(), r.clone(), &[mv(1, 1, "e2e4")]).unwrap();
        assert_eq!(
            live.table.abort,
            Some(AbortReason::NoFirstMove(Color::Black))
        );
        r.reason = None;
        assert_eq!(restore(&chess(), r, &[]).unwrap().table.abort, None);
    }

    #[test]
    fn damaged_columns_are_reported_not_guessed() {
        type Damage = fn(&mut GameRow);
        let cases: [(Damage, &str); 9] = [
            (
                |r| r.creator_color = "purple".into(),
                "bad creator colour 'purple'",
            ),
            (|r| r.mode = "solo".into(), "bad mode 'solo'"),
            (|r| r.status = "paused".into(), "bad status 'paused'"),
            (
                |r| r.white_token = Some("zz".into()),
                "bad white token 'zz'",
            ),
            (|r| r.clock_increment_ms = None, "only one of"),
            (|r| r.clock_initial_ms = Some(-5), "bad clock initial '-5'"),
            (
                |r| {
                    r.status = "finished".into();
                    r.result = Some("2-0".into());
                    r.reason = Some("resignation".into());
                },
                "bad result '2-0'",
            ),
            (
                |r| {
                    r.status = "finished".into();
                    r.result = Some("1-0".into());
                    r.reason = Some("boredom".into());
                },
                "bad reason 'boredom'",
            ),
            (
                |r| {
                    r.status = "aborted".into();
                    r.reason = Some("requested-green".into());
                },
                "bad abort reason 'requested-green'",
            ),
        ];
        for (damage, expected) in cases {
            let mut r = row();
            damage(&mut r);
            let e = restore(&chess(), r, &[]).unwrap_err();
            assert!(e.to_string().contains(expected), "{e} lacks {expected}");
            assert!(e.to_string().starts_with("game g1: "), "{e}");
        }
    }

    #[test]
    fn events_out_of_order_are_refused() {
        let gap = restore(&chess(), row(), &[mv(1, 1, "e2e4"), mv(2, 3, "e7e5")]);
        assert!(gap.unwrap_err().what.contains("is move 3 at ply 1"));
        let backwards = restore(&chess(), row(), &[mv(2, 1, "e2e4"), mv(1, 2, "e7e5")]);
        assert!(backwards.unwrap_err().what.contains("after event 2"));
        let illegal = restore(&chess(), row(), &[mv(1, 1, "e2e5")]);
        assert!(illegal.unwrap_err().what.contains("move 1 'e2e5'"));
    }

    #[test]
    fn takebacks_cut_the_line_and_are_counted() {
        let takeback = |seq, ply| {
            Event::Takeback(crate::store::TakebackRow {
                seq,
                ply,
                white_ms: Some(50_000),
                black_ms: Some(40_000),
            })
        };
        let events = [
            mv(1, 1, "e2e4"),
            mv(2, 2, "e7e5"),
            takeback(3, 1),
            mv(4, 2, "c7c5"),
            takeback(5, 0),
            mv(6, 1, "d2d4"),
        ];
        let live = restore(&chess(), row(), &events).unwrap();
        let line: Vec<&str> = live.record.moves().iter().map(|m| m.uci.as_str()).collect();
        assert_eq!(line, ["d2d4"]);
        assert_eq!((live.table.seq, live.table.takebacks), (6, 2));
        assert_eq!(
            live.table.clock.as_ref().unwrap().stored(Color::White),
            59_000
        );
        let past_start = restore(&chess(), row(), &[takeback(1, 1)]);
        assert!(past_start
            .unwrap_err()
            .what
            .contains("takes back to ply 1 at ply 0"));
    }

    #[test]
    fn a_finished_game_keeps_its_stored_result() {
        let mut r = row();
        r.status = "finished".into();
        r.result = Some("0-1".into());
        r.reason = Some("resignation".into());
        let live = restore(&chess(), r, &[mv(1, 1, "e2e4")]).unwrap();
        assert_eq!(
            live.outcome(),
            Some(Outcome::Decisive {
                winner: Color::Black,
                reason: Reason::Resignation
            })
        );
    }
}
