//! Accounts, sessions, ratings and histories in storage (docs/server.md, "Accounts"). These
//! are rare writes next to moves, so they go straight through the pool (each one a statement
//! or a short transaction that starts with its write) rather than through the games' writer;
//! only the rating of a finished game rides in the writer's transaction (`rated.rs`).

use std::time::Duration;

use sqlx::Row;

use super::{Db, Store};
use crate::domain::{Account, Player, RatingDelta, ShownRating, TokenHash};
use crate::rating::{Rating, Speed, Standing};
use crate::Error;

/// The same code for both backends: `$pool` is the backend's pool in `$body`.
macro_rules! each_db {
    ($db:expr, $pool:ident => $body:expr) => {
        match $db {
            Db::Sqlite($pool) => $body,
            Db::Postgres($pool) => $body,
        }
    };
}

/// A new session: its hash, account and time (created and last used).
const INSERT_SESSION: &str = "INSERT INTO sessions (id_hash, user_id, created_at, last_seen) \
     VALUES ($1, $2, $3, $3)";

/// Games shown per page of a player's list.
pub const GAMES_PER_PAGE: i64 = 20;
/// Most players on a leaderboard.
pub const LEADERBOARD_SIZE: usize = 100;
/// Most points of a player's rating history sent at once (the newest).
pub const HISTORY_POINTS: i64 = 10_000;

/// A player's public profile.
#[derive(Debug, Clone, PartialEq)]
pub struct ProfileRow {
    /// Account id.
    pub id: String,
    /// Name as typed at sign-up.
    pub username: String,
    /// Sign-up time (ms since the epoch).
    pub created_at: i64,
    /// Games being played or finished.
    pub games: i64,
}

/// Which of a player's games to list.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct GamesFilter {
    /// Only this game id.
    pub variant: Option<String>,
    /// Only wins (`win`), losses (`loss`) or draws (`draw`), from the player's side.
    pub result: Option<String>,
}

/// A game in a player's list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SummaryRow {
    /// Game id.
    pub id: String,
    /// Game id of the rules.
    pub variant: String,
    /// Speed class of a timed game.
    pub speed: Option<String>,
    /// Rated or casual.
    pub rated: bool,
    /// `playing` or `finished`.
    pub status: String,
    /// `1-0`, `0-1`, `1/2-1/2`.
    pub result: Option<String>,
    /// Why it ended.
    pub reason: Option<String>,
    /// Plies in the line that stands.
    pub ply: i64,
    /// Creation time.
    pub created_at: i64,
    /// White's account (name; `None` once deleted) and rating at the game, if logged in.
    pub white: Option<(Option<String>, Option<i32>)>,
    /// Black's.
    pub black: Option<(Option<String>, Option<i32>)>,
    /// The computer's level and colour, in a game against the computer.
    pub computer: Option<(i64, String)>,
}

/// One point of a rating history.
#[derive(Debug, Clone, PartialEq)]
pub struct HistoryPoint {
    /// Game id of the category.
    pub variant: String,
    /// Speed of the category.
    pub speed: String,
    /// When (ms since the epoch).
    pub at: i64,
    /// The rating after the game.
    pub rating: f64,
    /// Its deviation.
    pub deviation: f64,
}

/// A leaderboard line.
#[derive(Debug, Clone, PartialEq)]
pub struct LeaderRow {
    /// Name.
    pub username: String,
    /// Rating, aged to now.
    pub rating: Rating,
    /// Rated games in the category.
    pub games: i64,
}

fn is_unique_violation(e: &sqlx::Error) -> bool {
    matches!(e, sqlx::Error::Database(d) if d.is_unique_violation())
}

fn ms(d: std::time::Duration) -> i64 {
    d.as_millis() as i64
}

impl Store {
    /// Creates an account.
    ///
    /// # Errors
    /// [`Error::NameTaken`] when the name (ignoring case) has an account.
    pub async fn create_user(
        &self,
        id: &str,
        (name, key): (&str, &str),
        password_hash: &str,
        now: i64,
    ) -> Result<(), Error> {
        let done = each_db!(&self.db, pool => sqlx::query(
            "INSERT INTO users (id, username, username_key, password_hash, created_at) \
             VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(id)
        .bind(name)
        .bind(key)
        .bind(password_hash)
        .bind(now)
        .execute(pool)
        .await
        .map(|_| ()));
        match done {
            Ok(_) => Ok(()),
            Err(e) if is_unique_violation(&e) => Err(Error::NameTaken),
            Err(e) => Err(e.into()),
        }
    }

    /// The account of a name (ignoring case) with its password hash, for a log-in.
    ///
    /// # Errors
    /// The database's error.
    pub async fn login_lookup(&self, key: &str) -> Result<Option<(Account, String)>, Error> {
        let row = each_db!(&self.db, pool => {
            let row = sqlx::query(
                "SELECT id, username, password_hash FROM users \
                 WHERE username_key = $1 AND deleted_at IS NULL",
            )
            .bind(key)
            .fetch_optional(pool)
            .await?;
            match row {
                Some(r) => Some((
                    Account { id: r.try_get(0)?, name: r.try_get(1)? },
                    r.try_get::<String, _>(2)?,
                )),
                None => None,
            }
        });
        Ok(row)
    }

    /// The password hash of an account.
    ///
    /// # Errors
    /// The database's error.
    pub async fn password_of(&self, user_id: &str) -> Result<Option<String>, Error> {
        let hash = each_db!(&self.db, pool => sqlx::query(
            "SELECT password_hash FROM users WHERE id = $1 AND deleted_at IS NULL",
        )
        .bind(user_id)
        .fetch_optional(pool)
        .await?
        .map(|r| r.try_get::<Option<String>, _>(0))
        .transpose()?
        .flatten());
        Ok(hash)
    }

    /// Starts a session for an account, and ends its sessions unused for `idle`.
    ///
    /// # Errors
    /// The database's error.
    pub async fn start_session(
        &self,
        user_id: &str,
        hash: TokenHash,
        now: i64,
        idle: Duration,
    ) -> Result<(), Error> {
        let stale = now - ms(idle);
        each_db!(&self.db, pool => {
            let mut tx = pool.begin().await?;
            sqlx::query("DELETE FROM sessions WHERE user_id = $1 AND last_seen < $2")
                .bind(user_id)
                .bind(stale)
                .execute(&mut *tx)
                .await?;
            sqlx::query(INSERT_SESSION)
            .bind(hash.to_hex())
            .bind(user_id)
            .bind(now)
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
        });
        Ok(())
    }

    /// The account of a live session; a session unused for `idle` is ended here, and one
    /// unused for `touch` is marked used now.
    ///
    /// # Errors
    /// The database's error.
    pub async fn session_account(
        &self,
        hash: TokenHash,
        now: i64,
        (idle, touch): (Duration, Duration),
    ) -> Result<Option<Account>, Error> {
        let key = hash.to_hex();
        let found = each_db!(&self.db, pool => {
            let row = sqlx::query(
                "SELECT u.id, u.username, s.last_seen FROM sessions s \
                 JOIN users u ON u.id = s.user_id \
                 WHERE s.id_hash = $1 AND u.deleted_at IS NULL",
            )
            .bind(&key)
            .fetch_optional(pool)
            .await?;
            match row {
                Some(r) => Some((
                    Account { id: r.try_get(0)?, name: r.try_get(1)? },
                    r.try_get::<i64, _>(2)?,
                )),
                None => None,
            }
        });
        let Some((account, last_seen)) = found else {
            return Ok(None);
        };
        if now - last_seen > ms(idle) {
            self.end_session(hash).await?;
            return Ok(None);
        }
        if now - last_seen > ms(touch) {
            each_db!(&self.db, pool => sqlx::query(
                "UPDATE sessions SET last_seen = $1 WHERE id_hash = $2",
            )
            .bind(now)
            .bind(&key)
            .execute(pool)
            .await
            .map(|_| ())?);
        }
        Ok(Some(account))
    }

    /// Ends a session.
    ///
    /// # Errors
    /// The database's error.
    pub async fn end_session(&self, hash: TokenHash) -> Result<(), Error> {
        each_db!(&self.db, pool => sqlx::query("DELETE FROM sessions WHERE id_hash = $1")
            .bind(hash.to_hex())
            .execute(pool)
            .await
            .map(|_| ())?);
        Ok(())
    }

    /// A new password: every session of the account ends, and `session` starts.
    ///
    /// # Errors
    /// The database's error.
    pub async fn change_password(
        &self,
        user_id: &str,
        password_hash: &str,
        session: TokenHash,
        now: i64,
    ) -> Result<(), Error> {
        each_db!(&self.db, pool => {
            let mut tx = pool.begin().await?;
            sqlx::query("UPDATE users SET password_hash = $1 WHERE id = $2")
                .bind(password_hash)
                .bind(user_id)
                .execute(&mut *tx)
                .await?;
            sqlx::query("DELETE FROM sessions WHERE user_id = $1")
                .bind(user_id)
                .execute(&mut *tx)
                .await?;
            sqlx::query(INSERT_SESSION)
            .bind(session.to_hex())
            .bind(user_id)
            .bind(now)
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
        });
        Ok(())
    }

    /// Deletes an account: its sessions, ratings and history go; its variants are archived;
    /// its games stay, under the name "deleted"; its name is free again.
    ///
    /// # Errors
    /// The database's error.
    pub async fn delete_user(&self, user_id: &str, now: i64) -> Result<(), Error> {
        each_db!(&self.db, pool => {
            let mut tx = pool.begin().await?;
            sqlx::query(
                "UPDATE users SET username = NULL, username_key = NULL, password_hash = NULL, \
                 deleted_at = $1 WHERE id = $2",
            )
            .bind(now)
            .bind(user_id)
            .execute(&mut *tx)
            .await?;
            for table in ["sessions", "ratings", "rating_history"] {
                sqlx::query(&format!("DELETE FROM {table} WHERE user_id = $1"))
                    .bind(user_id)
                    .execute(&mut *tx)
                    .await?;
            }
            // Its variants go for new games; their versions stay for the games played.
            sqlx::query(
                "UPDATE user_variants SET archived_at = $1 WHERE owner_id = $2 \
                 AND archived_at IS NULL",
            )
            .bind(now)
            .bind(user_id)
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
        });
        Ok(())
    }

    /// An account's standings in every category it has played, as `(game id, speed,
    /// standing)`.
    ///
    /// # Errors
    /// The database's error.
    pub async fn standings(&self, user_id: &str) -> Result<Vec<(String, String, Standing)>, Error> {
        let rows = each_db!(&self.db, pool => {
            let rows = sqlx::query(
                "SELECT variant, speed, rating, deviation, volatility, games, last_played \
                 FROM ratings WHERE user_id = $1 ORDER BY variant, speed",
            )
            .bind(user_id)
            .fetch_all(pool)
            .await?;
            let mut out = Vec::with_capacity(rows.len());
            for r in &rows {
                out.push((
                    r.try_get(0)?,
                    r.try_get(1)?,
                    Standing::stored(
                        r.try_get(2)?,
                        r.try_get(3)?,
                        r.try_get(4)?,
                        r.try_get(5)?,
                        r.try_get(6)?,
                    ),
                ));
            }
            out
        });
        Ok(rows)
    }

    /// How an account shows in a game of `variant` at `speed` (untimed: no rating).
    ///
    /// # Errors
    /// The database's error.
    pub async fn player(
        &self,
        account: &Account,
        variant: &str,
        speed: Option<Speed>,
        now: i64,
    ) -> Result<Player, Error> {
        let rating = match speed {
            None => None,
            Some(speed) => {
                let standing = self
                    .standings(&account.id)
                    .await?
                    .into_iter()
                    .find(|(v, s, _)| v == variant && s == speed.as_str())
                    .map(|(_, _, s)| s);
                Some(ShownRating::of(
                    standing.map_or(Rating::START, |s| s.now(now)),
                ))
            }
        };
        Ok(Player {
            user_id: account.id.clone(),
            name: Some(account.name.clone()),
            rating,
        })
    }

    /// A finished rated game's rating change, as storage wrote it.
    ///
    /// # Errors
    /// The database's error.
    pub async fn rating_change(&self, game: &str) -> Result<Option<[RatingDelta; 2]>, Error> {
        let change = each_db!(&self.db, pool => {
            let row = sqlx::query(
                "SELECT white_rating_before, white_rating_after, white_deviation_after, \
                 black_rating_before, black_rating_after, black_deviation_after \
                 FROM games WHERE id = $1",
            )
            .bind(game)
            .fetch_optional(pool)
            .await?;
            match row {
                Some(r) => super::stored_change([
                    r.try_get(0)?,
                    r.try_get(1)?,
                    r.try_get(2)?,
                    r.try_get(3)?,
                    r.try_get(4)?,
                    r.try_get(5)?,
                ]),
                None => None,
            }
        });
        Ok(change)
    }

    /// A player's profile by name (ignoring case).
    ///
    /// # Errors
    /// The database's error.
    pub async fn profile(&self, key: &str) -> Result<Option<ProfileRow>, Error> {
        let profile = each_db!(&self.db, pool => {
            let row = sqlx::query(
                "SELECT u.id, u.username, u.created_at, \
                 (SELECT COUNT(*) FROM games g WHERE (g.white_user = u.id OR g.black_user = u.id) \
                  AND g.status IN ('playing', 'finished')) \
                 FROM users u WHERE u.username_key = $1 AND u.deleted_at IS NULL",
            )
            .bind(key)
            .fetch_optional(pool)
            .await?;
            match row {
                Some(r) => Some(ProfileRow {
                    id: r.try_get(0)?,
                    username: r.try_get(1)?,
                    created_at: r.try_get(2)?,
                    games: r.try_get(3)?,
                }),
                None => None,
            }
        });
        Ok(profile)
    }

    /// A page (from 1) of a player's games being played or finished, newest first, and how
    /// many there are in all.
    ///
    /// # Errors
    /// The database's error.
    pub async fn games_of(
        &self,
        user_id: &str,
        filter: &GamesFilter,
        page: i64,
    ) -> Result<(Vec<SummaryRow>, i64), Error> {
        let mut conditions = vec![
            "(g.white_user = $1 OR g.black_user = $1)".to_owned(),
            "g.status IN ('playing', 'finished')".to_owned(),
        ];
        if filter.variant.is_some() {
            conditions.push("g.variant = $2".to_owned());
        }
        match filter.result.as_deref() {
            Some("win") => conditions.push(
                "((g.white_user = $1 AND g.result = '1-0') \
                 OR (g.black_user = $1 AND g.result = '0-1'))"
                    .to_owned(),
            ),
            Some("loss") => conditions.push(
                "((g.white_user = $1 AND g.result = '0-1') \
                 OR (g.black_user = $1 AND g.result = '1-0'))"
                    .to_owned(),
            ),
            Some("draw") => conditions.push("g.result = '1/2-1/2'".to_owned()),
            _ => {}
        }
        let filter_sql = conditions.join(" AND ");
        let count_sql = format!("SELECT COUNT(*) FROM games g WHERE {filter_sql}");
        let list_sql = format!(
            "SELECT g.id, g.variant, g.speed, g.rated, g.status, g.result, g.reason, \
             g.created_at, g.white_user, g.black_user, wu.username, bu.username, \
             g.white_rating_before, g.black_rating_before, g.computer_level, g.creator_color, \
             COALESCE((SELECT e.ply FROM (SELECT m.ply, m.seq FROM moves m \
               WHERE m.game_id = g.id UNION ALL SELECT t.ply, t.seq FROM takebacks t \
               WHERE t.game_id = g.id) e ORDER BY e.seq DESC LIMIT 1), 0) \
             FROM games g \
             LEFT JOIN users wu ON wu.id = g.white_user \
             LEFT JOIN users bu ON bu.id = g.black_user \
             WHERE {filter_sql} ORDER BY g.created_at DESC, g.id LIMIT {GAMES_PER_PAGE} \
             OFFSET {}",
            (page.max(1) - 1).saturating_mul(GAMES_PER_PAGE)
        );
        let out = each_db!(&self.db, pool => {
            let mut count = sqlx::query(&count_sql).bind(user_id);
            let mut list = sqlx::query(&list_sql).bind(user_id);
            if let Some(v) = &filter.variant {
                count = count.bind(v);
                list = list.bind(v);
            }
            let total: i64 = count.fetch_one(pool).await?.try_get(0)?;
            let rows = list.fetch_all(pool).await?;
            let mut games = Vec::with_capacity(rows.len());
            for r in &rows {
                let rated: i64 = r.try_get(3)?;
                let seat = |user: usize, name: usize, rating: usize| -> Result<_, sqlx::Error> {
                    let user: Option<String> = r.try_get(user)?;
                    let rating: Option<f64> = r.try_get(rating)?;
                    Ok(match user {
                        Some(_) => Some((
                            r.try_get::<Option<String>, _>(name)?,
                            rating.map(|x| x.round() as i32),
                        )),
                        None => None,
                    })
                };
                let level: Option<i64> = r.try_get(14)?;
                let creator: String = r.try_get(15)?;
                games.push(SummaryRow {
                    id: r.try_get(0)?,
                    variant: r.try_get(1)?,
                    speed: r.try_get(2)?,
                    rated: rated != 0,
                    status: r.try_get(4)?,
                    result: r.try_get(5)?,
                    reason: r.try_get(6)?,
                    created_at: r.try_get(7)?,
                    white: seat(8, 10, 12)?,
                    black: seat(9, 11, 13)?,
                    computer: level.map(|l| {
                        let color = if creator == "white" { "black" } else { "white" };
                        (l, color.to_owned())
                    }),
                    ply: r.try_get(16)?,
                });
            }
            (games, total)
        });
        Ok(out)
    }

    /// A player's rating history, oldest first (at most the newest [`HISTORY_POINTS`]).
    ///
    /// # Errors
    /// The database's error.
    pub async fn history_of(&self, user_id: &str) -> Result<Vec<HistoryPoint>, Error> {
        let points = each_db!(&self.db, pool => {
            let rows = sqlx::query(
                "SELECT variant, speed, at, rating, deviation FROM rating_history \
                 WHERE user_id = $1 ORDER BY at DESC, game_id DESC LIMIT $2",
            )
            .bind(user_id)
            .bind(HISTORY_POINTS)
            .fetch_all(pool)
            .await?;
            let mut out = Vec::with_capacity(rows.len());
            for r in rows.iter().rev() {
                out.push(HistoryPoint {
                    variant: r.try_get(0)?,
                    speed: r.try_get(1)?,
                    at: r.try_get(2)?,
                    rating: r.try_get(3)?,
                    deviation: r.try_get(4)?,
                });
            }
            out
        });
        Ok(points)
    }

    /// The best non-provisional players of a category now (deviations aged to `now`), at
    /// most [`LEADERBOARD_SIZE`].
    ///
    /// # Errors
    /// The database's error.
    pub async fn leaderboard(
        &self,
        variant: &str,
        speed: Speed,
        now: i64,
    ) -> Result<Vec<LeaderRow>, Error> {
        // Aging only widens deviations, so the stored non-provisional ratings are the only
        // candidates; a few times the board's size leaves room for those aged out.
        let rows = each_db!(&self.db, pool => {
            let rows = sqlx::query(
                "SELECT u.username, r.rating, r.deviation, r.volatility, r.games, r.last_played \
                 FROM ratings r JOIN users u ON u.id = r.user_id \
                 WHERE r.variant = $1 AND r.speed = $2 AND r.deviation <= $3 \
                 AND u.deleted_at IS NULL ORDER BY r.rating DESC LIMIT $4",
            )
            .bind(variant)
            .bind(speed.as_str())
            .bind(crate::rating::PROVISIONAL_ABOVE)
            .bind((LEADERBOARD_SIZE * 4) as i64)
            .fetch_all(pool)
            .await?;
            let mut out = Vec::new();
            for r in &rows {
                let standing = Standing::stored(
                    r.try_get(1)?,
                    r.try_get(2)?,
                    r.try_get(3)?,
                    r.try_get(4)?,
                    r.try_get(5)?,
                );
                let rating = standing.now(now);
                if !rating.provisional() && out.len() < LEADERBOARD_SIZE {
                    out.push(LeaderRow {
                        username: r.try_get(0)?,
                        rating,
                        games: standing.games,
                    });
                }
            }
            out
        });
        Ok(rows)
    }
}
