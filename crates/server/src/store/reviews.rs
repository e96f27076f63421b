//! Saved post-game reviews in storage (docs/protocol.md, "Post-game review"): one per game,
//! written straight through the pool like the accounts' rare writes. The plies are kept as the
//! JSON text the server checked (`review.rs`); storage only keeps the deepest review.

use sqlx::Row;

use super::{Db, Store};
use crate::Error;

/// A review as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredReview {
    /// The search depth of every position.
    pub depth: i64,
    /// The name of who saved it (`None` once the account is deleted).
    pub by: Option<String>,
    /// When (ms since the epoch).
    pub saved_at: i64,
    /// The plies as JSON text.
    pub plies: String,
}

impl Store {
    /// The saved review of a game, if any.
    ///
    /// # Errors
    /// The database's error.
    pub async fn review(&self, game_id: &str) -> Result<Option<StoredReview>, Error> {
        let found = each_db!(&self.db, pool => {
            let row = sqlx::query(
                "SELECT r.depth, u.username, r.saved_at, r.plies FROM reviews r \
                 JOIN users u ON u.id = r.user_id WHERE r.game_id = $1",
            )
            .bind(game_id)
            .fetch_optional(pool)
            .await?;
            match row {
                Some(r) => Some(StoredReview {
                    depth: r.try_get(0)?,
                    by: r.try_get(1)?,
                    saved_at: r.try_get(2)?,
                    plies: r.try_get(3)?,
                }),
                None => None,
            }
        });
        Ok(found)
    }

    /// Saves a game's review unless one at least as deep is saved: in one statement, so two
    /// saves at once cannot let the shallower one win. Returns whether it was saved; when not,
    /// the depth of the review that stays.
    ///
    /// # Errors
    /// The database's error.
    pub async fn save_review(
        &self,
        game_id: &str,
        user_id: &str,
        depth: i64,
        plies: &str,
        now: i64,
    ) -> Result<Result<(), i64>, Error> {
        let written = each_db!(&self.db, pool => sqlx::query(
            "INSERT INTO reviews (game_id, user_id, depth, plies, saved_at) \
             VALUES ($1, $2, $3, $4, $5) \
             ON CONFLICT (game_id) DO UPDATE SET user_id = excluded.user_id, \
             depth = excluded.depth, plies = excluded.plies, saved_at = excluded.saved_at \
             WHERE reviews.depth < excluded.depth",
        )
        .bind(game_id)
        .bind(user_id)
        .bind(depth)
        .bind(plies)
        .bind(now)
        .execute(pool)
        .await?
        .rows_affected());
        if written > 0 {
            return Ok(Ok(()));
        }
        let kept = each_db!(&self.db, pool => sqlx::query(
            "SELECT depth FROM reviews WHERE game_id = $1",
        )
        .bind(game_id)
        .fetch_optional(pool)
        .await?
        .map(|r| r.try_get::<i64, _>(0))
        .transpose()?);
        Ok(Err(kept.unwrap_or(depth)))
    }
}
