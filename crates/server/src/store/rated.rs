//! Rating a finished rated game, inside the transaction that stores its result (so a result
//! and its rating change are durable together or not at all), once: a game whose change is
//! stored already is left alone. Both players' standings are read, aged and updated
//! (`rating::rate`), a point is added to each one's history, and the change is kept on the
//! game's row, where the game reads it back to tell it (docs/server.md, "Ratings").

use rusqlite::{params, OptionalExtension, Transaction};
use sqlx::Row;

use super::{sql, RatedSeats};
use crate::rating::{rate, RatedGame, Score, Standing};

/// The score of a stored result; `None` (nothing to rate) for anything else.
fn score(result: Option<&str>) -> Option<Score> {
    result.and_then(Score::parse)
}

/// SQLite (the writer thread): rates game `id` if it is not rated yet.
pub(super) fn rate_sqlite(
    tx: &Transaction<'_>,
    id: &str,
    seats: &RatedSeats,
    result: Option<&str>,
    now: i64,
) -> rusqlite::Result<()> {
    let Some(score) = score(result) else {
        return Ok(());
    };
    let done: Option<f64> = tx
        .prepare_cached(sql::RATED_ALREADY)?
        .query_row(params![id], |r| r.get(0))?;
    if done.is_some() {
        return Ok(());
    }
    let mut before = [None, None];
    for (slot, user) in before.iter_mut().zip(&seats.users) {
        *slot = tx
            .prepare_cached(sql::STANDING)?
            .query_row(params![user, seats.variant, seats.speed], |r| {
                Ok(Standing::stored(
                    r.get(0)?,
                    r.get(1)?,
                    r.get(2)?,
                    r.get(3)?,
                    r.get(4)?,
                ))
            })
            .optional()?;
    }
    let game = rate(before[0], before[1], score, now);
    for (user, after) in seats.users.iter().zip(&game.after) {
        let r = after.rating;
        tx.prepare_cached(sql::UPSERT_STANDING)?.execute(params![
            user,
            seats.variant,
            seats.speed,
            r.rating,
            r.deviation,
            r.volatility,
            after.games,
            now,
        ])?;
        tx.prepare_cached(sql::INSERT_HISTORY)?.execute(params![
            user,
            id,
            seats.variant,
            seats.speed,
            now,
            r.rating,
            r.deviation,
        ])?;
    }
    let c = columns(&game);
    tx.prepare_cached(sql::SET_GAME_RATINGS)?
        .execute(params![c[0], c[1], c[2], c[3], c[4], c[5], id])?;
    Ok(())
}

/// PostgreSQL (the writer task): rates game `id` if it is not rated yet. The standings are
/// locked in a fixed order (by account id), so two transactions never wait for each other.
pub(super) async fn rate_pg(
    conn: &mut sqlx::PgConnection,
    id: &str,
    seats: &RatedSeats,
    result: Option<&str>,
    now: i64,
) -> Result<(), sqlx::Error> {
    let Some(score) = score(result) else {
        return Ok(());
    };
    let done: Option<f64> = sqlx::query(sql::RATED_ALREADY)
        .bind(id)
        .fetch_one(&mut *conn)
        .await?
        .try_get(0)?;
    if done.is_some() {
        return Ok(());
    }
    let mut order = [0, 1];
    order.sort_by_key(|&i| &seats.users[i]);
    let mut before = [None, None];
    for i in order {
        let row = sqlx::query(sql::STANDING_FOR_UPDATE)
            .bind(&seats.users[i])
            .bind(&seats.variant)
            .bind(seats.speed)
            .fetch_optional(&mut *conn)
            .await?;
        before[i] = match row {
            Some(r) => Some(Standing::stored(
                r.try_get(0)?,
                r.try_get(1)?,
                r.try_get(2)?,
                r.try_get(3)?,
                r.try_get(4)?,
            )),
            None => None,
        };
    }
    let game = rate(before[0], before[1], score, now);
    for (user, after) in seats.users.iter().zip(&game.after) {
        let r = after.rating;
        sqlx::query(sql::UPSERT_STANDING)
            .bind(user)
            .bind(&seats.variant)
            .bind(seats.speed)
            .bind(r.rating)
            .bind(r.deviation)
            .bind(r.volatility)
            .bind(after.games)
            .bind(now)
            .execute(&mut *conn)
            .await?;
        sqlx::query(sql::INSERT_HISTORY)
            .bind(user)
            .bind(id)
            .bind(&seats.variant)
            .bind(seats.speed)
            .bind(now)
            .bind(r.rating)
            .bind(r.deviation)
            .execute(&mut *conn)
            .await?;
    }
    let c = columns(&game);
    sqlx::query(sql::SET_GAME_RATINGS)
        .bind(c[0])
        .bind(c[1])
        .bind(c[2])
        .bind(c[3])
        .bind(c[4])
        .bind(c[5])
        .bind(id)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// The game row's six rating columns: White's before, after, deviation after; Black's.
fn columns(game: &RatedGame) -> [f64; 6] {
    let [w, b] = game.after;
    [
        game.before[0].rating,
        w.rating.rating,
        w.rating.deviation,
        game.before[1].rating,
        b.rating.rating,
        b.rating.deviation,
    ]
}
