//! Storage: SQLite (a file in WAL mode, the default) or PostgreSQL (by URL), through sqlx.
//!
//! Why two concrete backends rather than `sqlx::Any`: each gets its own connection options (WAL,
//! `synchronous`, busy timeout for SQLite; pool size for PostgreSQL) and its native types, and
//! there is no runtime driver registry to get wrong. The SQL is written once (the migrations and
//! the statements are the same text for both, `$n` placeholders work in both) and a macro
//! instantiates the code for each backend.
//!
//! Moves are append-only: no row of `moves` is ever updated or deleted. A takeback is a row of
//! `takebacks`; both tables number a game's events with one sequence (`seq`), and a game is
//! rebuilt by replaying its events in that order (`Live::from_row`).
//!
//! Writes go through one writer that commits whatever is queued in one transaction (group
//! commit) and only then acknowledges each write; a game's actor waits for that acknowledgement
//! before it answers or broadcasts (design: "every accepted move is written before it is
//! broadcast"). SQLite's writer and checkpointer are threads of their own (`sqlite_writer.rs`);
//! PostgreSQL's writer is a task with a pooled connection per transaction. With SQLite in WAL
//! mode and `synchronous = NORMAL` a committed transaction survives the process being killed
//! (`kill -9`); surviving power loss as well would need `synchronous = FULL` (an fsync per
//! commit).

#[macro_use]
mod accounts;
pub mod lease;
mod rated;
mod reviews;
mod sql;
mod sqlite_writer;
mod user_variants;

pub use accounts::{
    GamesFilter, HistoryPoint, LeaderRow, ProfileRow, SummaryRow, GAMES_PER_PAGE, HISTORY_POINTS,
    LEADERBOARD_SIZE,
};
pub use reviews::StoredReview;
pub use user_variants::{
    key_of as user_variant_key, DirectoryOrder, DirectoryRow, NewVersion, UserVariantRow,
    DIRECTORY_PAGE, MAX_VARIANTS, MAX_VARIANTS_KEPT,
};

use std::borrow::Cow;
use std::str::FromStr;
use std::sync::{Arc, OnceLock};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use sqlx::migrate::{Migration, MigrationType, Migrator};
use sqlx::postgres::{PgPool, PgPoolOptions};
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};
use sqlx::Row;
use tokio::sync::{mpsc, oneshot};

use lease::NodeRef;

/// Milliseconds since the Unix epoch.
pub fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}

fn migrator() -> Migrator {
    Migrator {
        migrations: Cow::Owned(vec![
            Migration::new(
                1,
                Cow::Borrowed("games"),
                MigrationType::Simple,
                Cow::Borrowed(include_str!("../../migrations/0001_games.sql")),
                false,
            ),
            Migration::new(
                2,
                Cow::Borrowed("computer"),
                MigrationType::Simple,
                Cow::Borrowed(include_str!("../../migrations/0002_computer.sql")),
                false,
            ),
            Migration::new(
                3,
                Cow::Borrowed("append only"),
                MigrationType::Simple,
                Cow::Borrowed(include_str!("../../migrations/0003_append_only.sql")),
                false,
            ),
            Migration::new(
                4,
                Cow::Borrowed("accounts"),
                MigrationType::Simple,
                Cow::Borrowed(include_str!("../../migrations/0004_accounts.sql")),
                false,
            ),
            Migration::new(
                5,
                Cow::Borrowed("reviews"),
                MigrationType::Simple,
                Cow::Borrowed(include_str!("../../migrations/0005_reviews.sql")),
                false,
            ),
            Migration::new(
                6,
                Cow::Borrowed("cluster"),
                MigrationType::Simple,
                Cow::Borrowed(include_str!("../../migrations/0006_cluster.sql")),
                false,
            ),
            Migration::new(
                7,
                Cow::Borrowed("user variants"),
                MigrationType::Simple,
                Cow::Borrowed(include_str!("../../migrations/0007_user_variants.sql")),
                false,
            ),
        ]),
        ..Migrator::DEFAULT
    }
}

/// A game as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameRow {
    /// Game id.
    pub id: String,
    /// Variant id.
    pub variant: String,
    /// The version of a player's variant the game was started with (`None` for the catalog's
    /// games, which have no versions).
    pub variant_version: Option<i64>,
    /// Start position.
    pub initial_fen: String,
    /// `friend`, `open`, `hotseat`, `computer`.
    pub mode: String,
    /// Initial time, for a timed game.
    pub clock_initial_ms: Option<i64>,
    /// Increment, for a timed game.
    pub clock_increment_ms: Option<i64>,
    /// SHA-256 hex of White's token.
    pub white_token: Option<String>,
    /// SHA-256 hex of Black's token.
    pub black_token: Option<String>,
    /// Invite code of a friend game.
    pub invite: Option<String>,
    /// The creator's colour.
    pub creator_color: String,
    /// `waiting`, `playing`, `finished`, `aborted`.
    pub status: String,
    /// `1-0`, `0-1`, `1/2-1/2`.
    pub result: Option<String>,
    /// Kebab-case reason.
    pub reason: Option<String>,
    /// White's clock when no move row has it.
    pub white_ms: Option<i64>,
    /// Black's clock when no move row has it.
    pub black_ms: Option<i64>,
    /// The rematch game.
    pub rematch_id: Option<String>,
    /// Creation time (ms since the epoch).
    pub created_at: i64,
    /// The engine's level in a game against the computer.
    pub computer_level: Option<i64>,
    /// White's account, if White's player was logged in.
    pub white_user: Option<String>,
    /// Black's account.
    pub black_user: Option<String>,
    /// Whether the game is rated.
    pub rated: bool,
    /// The speed class of a timed game.
    pub speed: Option<String>,
    /// The seats' accounts with their names and ratings (read with the game; not written).
    pub players: [Option<crate::domain::Player>; 2],
    /// A finished rated game's rating change (written by storage itself; read with the game).
    pub rating_change: Option<[crate::domain::RatingDelta; 2]>,
}

/// A move as stored (never updated or deleted: a takeback is a [`TakebackRow`] after it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveRow {
    /// The event's number in its game, shared with takebacks: 1, 2, 3, ... in commit order.
    pub seq: i64,
    /// 1 for the first move.
    pub ply: i64,
    /// Engine notation.
    pub uci: String,
    /// White's clock after the move.
    pub white_ms: Option<i64>,
    /// Black's clock after the move.
    pub black_ms: Option<i64>,
}

/// A takeback as stored: the line was cut back to its first `ply` moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TakebackRow {
    /// The event's number in its game, shared with moves.
    pub seq: i64,
    /// Moves kept.
    pub ply: i64,
    /// White's clock after the takeback.
    pub white_ms: Option<i64>,
    /// Black's clock after the takeback.
    pub black_ms: Option<i64>,
}

/// One stored event of a game, in `seq` order: replaying them rebuilds the game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// A move.
    Move(MoveRow),
    /// A takeback.
    Takeback(TakebackRow),
}

impl Event {
    /// The event's number in its game.
    pub fn seq(&self) -> i64 {
        match self {
            Event::Move(m) => m.seq,
            Event::Takeback(t) => t.seq,
        }
    }
}

/// How a game ended, as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EndRow {
    /// `finished` or `aborted`.
    pub status: String,
    /// Result.
    pub result: Option<String>,
    /// Reason.
    pub reason: Option<String>,
    /// Final clocks.
    pub white_ms: Option<i64>,
    /// Final clocks.
    pub black_ms: Option<i64>,
    /// The seats to rate, when a rated game finishes with a result.
    pub rated: Option<RatedSeats>,
}

/// The players of a rated game that has just finished: rated in the same transaction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RatedSeats {
    /// White's and Black's accounts.
    pub users: [String; 2],
    /// The game id of the category.
    pub variant: String,
    /// The speed of the category.
    pub speed: &'static str,
}

/// One write.
#[derive(Debug, Clone)]
pub enum Op {
    /// A new game.
    InsertGame(Box<GameRow>),
    /// A player took a seat.
    Join {
        /// Game.
        id: String,
        /// `white` or `black`.
        color: &'static str,
        /// Token hash.
        token_hash: String,
        /// The joiner's account, if logged in.
        user: Option<String>,
    },
    /// A move (and the end of the game, when it ended it).
    Move {
        /// Game.
        id: String,
        /// The move row.
        row: MoveRow,
        /// The end, if this move ended the game.
        end: Option<EndRow>,
    },
    /// The game ended off the board (flag, resignation, agreement, abort).
    End {
        /// Game.
        id: String,
        /// How.
        end: EndRow,
    },
    /// Moves after `row.ply` were taken back; clocks now read as `row` says. Appended: no
    /// move row changes.
    Takeback {
        /// Game.
        id: String,
        /// The takeback row.
        row: TakebackRow,
    },
    /// A rematch was agreed: the new game, linked from the old one.
    Rematch {
        /// The old game.
        old_id: String,
        /// The new game.
        new: Box<GameRow>,
    },
}

/// The two backends.
#[derive(Debug, Clone)]
pub enum Db {
    /// SQLite file.
    Sqlite(SqlitePool),
    /// PostgreSQL server.
    Postgres(PgPool),
}

/// A game's row with its seats' names and their standings in the game's category.
macro_rules! game_select {
    () => {
        "SELECT g.*, wu.username AS white_name, bu.username AS black_name, \
         wr.rating AS white_r, wr.deviation AS white_d, wr.volatility AS white_v, \
         wr.games AS white_g, wr.last_played AS white_lp, \
         br.rating AS black_r, br.deviation AS black_d, br.volatility AS black_v, \
         br.games AS black_g, br.last_played AS black_lp \
         FROM games g \
         LEFT JOIN users wu ON wu.id = g.white_user \
         LEFT JOIN users bu ON bu.id = g.black_user \
         LEFT JOIN ratings wr ON wr.user_id = g.white_user AND wr.variant = g.variant \
         AND wr.speed = g.speed \
         LEFT JOIN ratings br ON br.user_id = g.black_user AND br.variant = g.variant \
         AND br.speed = g.speed"
    };
}

/// A seat's player from the columns of [`game_select`]: its account, name and standing (aged to
/// `now`; the start rating before a first game), for a timed game.
fn seat_player(
    user: Option<String>,
    name: Option<String>,
    standing: Option<(f64, f64, f64, i64, i64)>,
    timed: bool,
    now: i64,
) -> Option<crate::domain::Player> {
    use crate::rating::{Rating, Standing};
    let user_id = user?;
    let rating = timed.then(|| {
        let rating = standing.map_or(Rating::START, |(r, d, v, games, last)| {
            Standing::stored(r, d, v, games, last).now(now)
        });
        crate::domain::ShownRating::of(rating)
    });
    Some(crate::domain::Player {
        user_id,
        name,
        rating,
    })
}

/// A finished rated game's change from its six stored columns (all or nothing).
fn stored_change(c: [Option<f64>; 6]) -> Option<[crate::domain::RatingDelta; 2]> {
    let [Some(wb), Some(wa), Some(wd), Some(bb), Some(ba), Some(bd)] = c else {
        return None;
    };
    let delta = |before: f64, after: f64, deviation: f64| crate::domain::RatingDelta {
        before: before.round() as i32,
        after: after.round() as i32,
        provisional: deviation > crate::rating::PROVISIONAL_ABOVE,
    };
    Some([delta(wb, wa, wd), delta(bb, ba, bd)])
}

macro_rules! backend_reads {
    ($load:ident, $game_row:ident, $pool:ty, $row:ty) => {
        fn $game_row(r: &$row, now: i64) -> Result<GameRow, sqlx::Error> {
            let speed: Option<String> = r.try_get("speed")?;
            let rated: i64 = r.try_get("rated")?;
            let standing = |side: &str| -> Result<_, sqlx::Error> {
                let rating: Option<f64> = r.try_get(format!("{side}_r").as_str())?;
                Ok(match rating {
                    Some(rating) => Some((
                        rating,
                        r.try_get(format!("{side}_d").as_str())?,
                        r.try_get(format!("{side}_v").as_str())?,
                        r.try_get(format!("{side}_g").as_str())?,
                        r.try_get(format!("{side}_lp").as_str())?,
                    )),
                    None => None,
                })
            };
            let white_user: Option<String> = r.try_get("white_user")?;
            let black_user: Option<String> = r.try_get("black_user")?;
            let players = [
                seat_player(
                    white_user.clone(),
                    r.try_get("white_name")?,
                    standing("white")?,
                    speed.is_some(),
                    now,
                ),
                seat_player(
                    black_user.clone(),
                    r.try_get("black_name")?,
                    standing("black")?,
                    speed.is_some(),
                    now,
                ),
            ];
            let rating_change = stored_change([
                r.try_get("white_rating_before")?,
                r.try_get("white_rating_after")?,
                r.try_get("white_deviation_after")?,
                r.try_get("black_rating_before")?,
                r.try_get("black_rating_after")?,
                r.try_get("black_deviation_after")?,
            ]);
            Ok(GameRow {
                id: r.try_get("id")?,
                variant: r.try_get("variant")?,
                variant_version: r.try_get("variant_version")?,
                initial_fen: r.try_get("initial_fen")?,
                mode: r.try_get("mode")?,
                clock_initial_ms: r.try_get("clock_initial_ms")?,
                clock_increment_ms: r.try_get("clock_increment_ms")?,
                white_token: r.try_get("white_token")?,
                black_token: r.try_get("black_token")?,
                invite: r.try_get("invite")?,
                creator_color: r.try_get("creator_color")?,
                status: r.try_get("status")?,
                result: r.try_get("result")?,
                reason: r.try_get("reason")?,
                white_ms: r.try_get("white_ms")?,
                black_ms: r.try_get("black_ms")?,
                rematch_id: r.try_get("rematch_id")?,
                created_at: r.try_get("created_at")?,
                computer_level: r.try_get("computer_level")?,
                white_user,
                black_user,
                rated: rated != 0,
                speed,
                players,
                rating_change,
            })
        }

        /// Games (one by id, or every unfinished one) with their events in `seq` order.
        async fn $load(
            pool: &$pool,
            id: Option<&str>,
        ) -> Result<Vec<(GameRow, Vec<Event>)>, sqlx::Error> {
            let (games, moves, takebacks) = match id {
                Some(id) => (
                    sqlx::query(concat!(game_select!(), " WHERE g.id = $1"))
                        .bind(id)
                        .fetch_all(pool)
                        .await?,
                    sqlx::query(
                        "SELECT game_id, seq, ply, uci, white_ms, black_ms FROM moves \
                         WHERE game_id = $1 ORDER BY seq",
                    )
                    .bind(id)
                    .fetch_all(pool)
                    .await?,
                    sqlx::query(
                        "SELECT game_id, seq, ply, white_ms, black_ms FROM takebacks \
                         WHERE game_id = $1 ORDER BY seq",
                    )
                    .bind(id)
                    .fetch_all(pool)
                    .await?,
                ),
                None => (
                    sqlx::query(concat!(
                        game_select!(),
                        " WHERE g.status IN ('waiting', 'playing') ORDER BY g.created_at"
                    ))
                    .fetch_all(pool)
                    .await?,
                    sqlx::query(
                        "SELECT m.game_id, m.seq, m.ply, m.uci, m.white_ms, m.black_ms \
                         FROM moves m JOIN games g ON g.id = m.game_id \
                         WHERE g.status IN ('waiting', 'playing') ORDER BY m.game_id, m.seq",
                    )
                    .fetch_all(pool)
                    .await?,
                    sqlx::query(
                        "SELECT t.game_id, t.seq, t.ply, t.white_ms, t.black_ms \
                         FROM takebacks t JOIN games g ON g.id = t.game_id \
                         WHERE g.status IN ('waiting', 'playing') ORDER BY t.game_id, t.seq",
                    )
                    .fetch_all(pool)
                    .await?,
                ),
            };
            let mut by_game: std::collections::HashMap<String, Vec<Event>> =
                std::collections::HashMap::new();
            for r in &moves {
                by_game.entry(r.try_get("game_id")?).or_default().push(Event::Move(MoveRow {
                    seq: r.try_get("seq")?,
                    ply: r.try_get("ply")?,
                    uci: r.try_get("uci")?,
                    white_ms: r.try_get("white_ms")?,
                    black_ms: r.try_get("black_ms")?,
                }));
            }
            for r in &takebacks {
                by_game.entry(r.try_get("game_id")?).or_default().push(Event::Takeback(
                    TakebackRow {
                        seq: r.try_get("seq")?,
                        ply: r.try_get("ply")?,
                        white_ms: r.try_get("white_ms")?,
                        black_ms: r.try_get("black_ms")?,
                    },
                ));
            }
            let mut out = Vec::with_capacity(games.len());
            let now = now_ms();
            for r in &games {
                let g = $game_row(r, now)?;
                let mut events = by_game.remove(&g.id).unwrap_or_default();
                // Both lists came sorted; takebacks are rare, so this is nearly free.
                events.sort_by_key(Event::seq);
                out.push((g, events));
            }
            Ok(out)
        }
    };
}

backend_reads!(
    load_sqlite,
    game_row_sqlite,
    SqlitePool,
    sqlx::sqlite::SqliteRow
);
backend_reads!(load_pg, game_row_pg, PgPool, sqlx::postgres::PgRow);

// PostgreSQL's writes (SQLite's are in sqlite_writer.rs, on a thread of their own).
async fn apply_pg(
    conn: &mut sqlx::PgConnection,
    op: &Op,
    now: i64,
    me: Option<&NodeRef>,
) -> Result<(), StorageError> {
    if let Some(me) = me {
        fence_pg(conn, op, me).await?;
    }
    match op {
        Op::InsertGame(g) => {
            sqlx::query(sql::INSERT_GAME)
                .bind(&g.id)
                .bind(&g.variant)
                .bind(&g.initial_fen)
                .bind(&g.mode)
                .bind(g.clock_initial_ms)
                .bind(g.clock_increment_ms)
                .bind(&g.white_token)
                .bind(&g.black_token)
                .bind(&g.invite)
                .bind(&g.creator_color)
                .bind(&g.status)
                .bind(&g.result)
                .bind(&g.reason)
                .bind(g.white_ms)
                .bind(g.black_ms)
                .bind(&g.rematch_id)
                .bind(g.created_at)
                .bind(now)
                .bind(g.computer_level)
                .bind(&g.white_user)
                .bind(&g.black_user)
                .bind(i64::from(g.rated))
                .bind(&g.speed)
                .bind(g.variant_version)
                .execute(&mut *conn)
                .await?;
        }
        Op::Join {
            id,
            color,
            token_hash,
            user,
        } => {
            let sql = if *color == "white" {
                sql::JOIN_WHITE
            } else {
                sql::JOIN_BLACK
            };
            sqlx::query(sql)
                .bind(token_hash)
                .bind(user)
                .bind(now)
                .bind(id)
                .execute(&mut *conn)
                .await?;
        }
        Op::Move { id, row, end } => {
            sqlx::query(sql::INSERT_MOVE)
                .bind(id)
                .bind(row.seq)
                .bind(row.ply)
                .bind(&row.uci)
                .bind(row.white_ms)
                .bind(row.black_ms)
                .bind(now)
                .execute(&mut *conn)
                .await?;
            if let Some(end) = end {
                apply_end_pg(conn, id, end, now).await?;
            }
        }
        Op::End { id, end } => apply_end_pg(conn, id, end, now).await?,
        Op::Takeback { id, row } => {
            sqlx::query(sql::INSERT_TAKEBACK)
                .bind(id)
                .bind(row.seq)
                .bind(row.ply)
                .bind(row.white_ms)
                .bind(row.black_ms)
                .bind(now)
                .execute(&mut *conn)
                .await?;
            sqlx::query(sql::TOUCH_GAME)
                .bind(now)
                .bind(id)
                .execute(&mut *conn)
                .await?;
        }
        Op::Rematch { old_id, new } => {
            Box::pin(apply_pg(conn, &Op::InsertGame(new.clone()), now, None)).await?;
            if let Some(me) = me {
                if !lease::own_new(conn, &new.id, me).await? {
                    return Err(StorageError::Fenced(new.id.clone()));
                }
            }
            sqlx::query(sql::SET_REMATCH)
                .bind(&new.id)
                .bind(now)
                .bind(old_id)
                .execute(&mut *conn)
                .await?;
        }
    }
    Ok(())
}

/// Several nodes: a write about a game passes only while this node owns it (a new game is
/// recorded as this node's, after its row).
async fn fence_pg(
    conn: &mut sqlx::PgConnection,
    op: &Op,
    me: &NodeRef,
) -> Result<(), StorageError> {
    let id = match op {
        // Owned once its row exists: after the insert, in `apply_pg`'s caller.
        Op::InsertGame(_) => return Ok(()),
        Op::Join { id, .. }
        | Op::Move { id, .. }
        | Op::End { id, .. }
        | Op::Takeback { id, .. } => id,
        Op::Rematch { old_id, .. } => old_id,
    };
    if lease::fence(conn, id, me).await? {
        Ok(())
    } else {
        Err(StorageError::Fenced(id.clone()))
    }
}

async fn apply_end_pg(
    conn: &mut sqlx::PgConnection,
    id: &str,
    end: &EndRow,
    now: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(sql::END_GAME)
        .bind(&end.status)
        .bind(&end.result)
        .bind(&end.reason)
        .bind(end.white_ms)
        .bind(end.black_ms)
        .bind(now)
        .bind(id)
        .execute(&mut *conn)
        .await?;
    if let Some(seats) = &end.rated {
        rated::rate_pg(conn, id, seats, end.result.as_deref(), now).await?;
    }
    Ok(())
}

/// A write waiting for its commit.
type Pending = (
    Op,
    oneshot::Sender<Result<(), Arc<StorageError>>>,
    std::time::Instant,
);

/// Why a write failed.
#[derive(Debug, thiserror::Error)]
pub enum StorageError {
    /// PostgreSQL's (or a read's) error.
    #[error("{0}")]
    Sqlx(#[from] sqlx::Error),
    /// SQLite's writer's error.
    #[error("{0}")]
    Sqlite(#[from] rusqlite::Error),
    /// Several nodes: this node does not own the game (any more), or its lease has run out.
    /// Nothing was written.
    #[error("game {0} is not this node's: it was not written")]
    Fenced(String),
}

/// The database plus the writer task's queue.
#[derive(Debug, Clone)]
pub struct Store {
    db: Db,
    writes: mpsc::Sender<Pending>,
    /// Several nodes: this node, whose ownership every write about a game must pass.
    fence: Arc<OnceLock<NodeRef>>,
}

/// Largest number of writes committed in one transaction.
const BATCH: usize = sqlite_writer::BATCH;

impl Store {
    /// Connects (creating an SQLite file if needed), runs the migrations and starts the writer.
    ///
    /// # Errors
    /// When the URL is not `sqlite:` or `postgres(ql):`, or connecting or migrating fails.
    pub async fn connect(url: &str) -> Result<Store, String> {
        let db = if url.starts_with("sqlite:") {
            let options = SqliteConnectOptions::from_str(url)
                .map_err(|e| format!("bad SQLite URL '{url}': {e}"))?
                .create_if_missing(true)
                .journal_mode(SqliteJournalMode::Wal)
                .synchronous(SqliteSynchronous::Normal)
                .busy_timeout(Duration::from_secs(10))
                .foreign_keys(true);
            // No automatic checkpoints: SQLite runs those inside the COMMIT that crosses 1,000
            // WAL pages, which stalled the writer (and every move queued behind it) for about
            // 10 ms several times a second. The checkpointer task does them instead.
            let options = options.pragma("wal_autocheckpoint", "0");
            let pool = SqlitePoolOptions::new()
                .max_connections(4)
                .connect_with(options.clone())
                .await
                .map_err(|e| format!("cannot open {url}: {e}"))?;
            migrator()
                .run(&pool)
                .await
                .map_err(|e| format!("migrating {url}: {e}"))?;
            let db = Db::Sqlite(pool);
            let (writes, queue) = mpsc::channel(8192);
            sqlite_writer::start(options.get_filename().to_path_buf(), queue)?;
            return Ok(Store {
                db,
                writes,
                fence: Arc::default(),
            });
        } else if url.starts_with("postgres:") || url.starts_with("postgresql:") {
            let pool = PgPoolOptions::new()
                .max_connections(8)
                .acquire_timeout(Duration::from_secs(10))
                .connect(url)
                .await
                .map_err(|e| format!("cannot connect to PostgreSQL: {e}"))?;
            migrator()
                .run(&pool)
                .await
                .map_err(|e| format!("migrating PostgreSQL: {e}"))?;
            Db::Postgres(pool)
        } else {
            return Err(format!(
                "unsupported database URL '{url}': use sqlite://FILE or postgres://..."
            ));
        };
        let (writes, queue) = mpsc::channel(8192);
        let fence: Arc<OnceLock<NodeRef>> = Arc::default();
        if let Db::Postgres(pool) = &db {
            tokio::spawn(writer(pool.clone(), queue, Arc::clone(&fence)));
        }
        Ok(Store { db, writes, fence })
    }

    /// The PostgreSQL pool, when that is the database.
    pub fn postgres(&self) -> Option<&PgPool> {
        match &self.db {
            Db::Postgres(p) => Some(p),
            Db::Sqlite(_) => None,
        }
    }

    /// Several nodes: from now on every write about a game passes only while `me` owns it
    /// (`cluster/lease.rs`). Set once.
    ///
    /// # Errors
    /// When storage is not PostgreSQL, or the fence is set already.
    pub fn set_fence(&self, me: NodeRef) -> Result<(), String> {
        if self.postgres().is_none() {
            return Err("several nodes need PostgreSQL".into());
        }
        self.fence
            .set(me)
            .map_err(|_| "the node's fence is set already".to_owned())
    }

    /// Commits one write; returns once it is durable.
    ///
    /// # Errors
    /// The database's error; the write did not happen.
    pub async fn write(&self, op: Op) -> Result<(), crate::Error> {
        let started = std::time::Instant::now();
        let result = self.write_unmeasured(op).await;
        crate::metrics::storage_write(started.elapsed());
        result
    }

    async fn write_unmeasured(&self, op: Op) -> Result<(), crate::Error> {
        let (ack, done) = oneshot::channel();
        self.writes
            .send((op, ack, std::time::Instant::now()))
            .await
            .map_err(|_| crate::Error::internal("the storage writer stopped"))?;
        match done.await {
            Ok(Ok(())) => Ok(()),
            Ok(Err(e)) if matches!(*e, StorageError::Fenced(_)) => Err(crate::Error::Unavailable(
                "this game is moving to another server: try again".into(),
            )),
            Ok(Err(e)) => Err(crate::Error::Internal(crate::error::Internal::caused(
                "storage", e,
            ))),
            Err(_) => Err(crate::Error::internal("the storage writer stopped")),
        }
    }

    /// Every unfinished game with its events (moves and takebacks, in `seq` order).
    ///
    /// # Errors
    /// The database's error.
    pub async fn load_unfinished(&self) -> Result<Vec<(GameRow, Vec<Event>)>, sqlx::Error> {
        match &self.db {
            Db::Sqlite(p) => load_sqlite(p, None).await,
            Db::Postgres(p) => load_pg(p, None).await,
        }
    }

    /// One game with its events (moves and takebacks, in `seq` order).
    ///
    /// # Errors
    /// The database's error.
    pub async fn load_game(&self, id: &str) -> Result<Option<(GameRow, Vec<Event>)>, sqlx::Error> {
        let mut v = match &self.db {
            Db::Sqlite(p) => load_sqlite(p, Some(id)).await?,
            Db::Postgres(p) => load_pg(p, Some(id)).await?,
        };
        Ok(v.pop())
    }

    /// Creates a database with only the migrations up to `version`, as an older server left
    /// it: for tests of upgrading such a database (the next [`Store::connect`] runs the rest).
    ///
    /// # Errors
    /// When connecting or migrating fails.
    #[doc(hidden)]
    pub async fn migrate_up_to(url: &str, version: i64) -> Result<(), String> {
        let mut migrator = migrator();
        migrator.migrations = Cow::Owned(
            migrator
                .migrations
                .iter()
                .filter(|m| m.version <= version)
                .cloned()
                .collect(),
        );
        if url.starts_with("sqlite:") {
            let options = SqliteConnectOptions::from_str(url)
                .map_err(|e| e.to_string())?
                .create_if_missing(true);
            let pool = SqlitePool::connect_with(options)
                .await
                .map_err(|e| e.to_string())?;
            migrator.run(&pool).await.map_err(|e| e.to_string())?;
            pool.close().await;
        } else {
            let pool = PgPool::connect(url).await.map_err(|e| e.to_string())?;
            migrator.run(&pool).await.map_err(|e| e.to_string())?;
            pool.close().await;
        }
        Ok(())
    }

    /// Closes the connections.
    pub async fn close(&self) {
        match &self.db {
            Db::Sqlite(p) => p.close().await,
            Db::Postgres(p) => p.close().await,
        }
    }
}

/// PostgreSQL's group commit: one transaction for all of `ops`, each fenced when `me` is set.
async fn commit(pool: &PgPool, ops: &[&Op], me: Option<&NodeRef>) -> Result<(), StorageError> {
    let now = now_ms();
    let mut tx = pool.begin().await?;
    for op in ops {
        apply_pg(&mut tx, op, now, me).await?;
        if let (Some(me), Op::InsertGame(g)) = (me, op) {
            if !lease::own_new(&mut tx, &g.id, me).await? {
                return Err(StorageError::Fenced(g.id.clone()));
            }
        }
    }
    Ok(tx.commit().await?)
}

/// A group commit begins: counts how long its oldest write waited; returns the start.
fn batch_begins(batch: &[Pending]) -> std::time::Instant {
    let started = std::time::Instant::now();
    if let Some(oldest) = batch.iter().map(|(_, _, queued)| *queued).min() {
        crate::metrics::storage_queued(started - oldest);
    }
    started
}

/// A group commit ended with `committed`: every write of `batch` gets that answer, except when
/// a commit of several writes failed. Then the batch is left for the writer to try write by
/// write, so that one bad write does not fail its neighbours; returns whether it
/// must.
fn settle<E: Into<StorageError>>(
    batch: &mut Vec<Pending>,
    committed: Result<(), E>,
    started: std::time::Instant,
) -> bool {
    crate::metrics::storage_commit(started.elapsed(), batch.len());
    let answer = match committed {
        Ok(()) => Ok(()),
        Err(_) if batch.len() > 1 => return true,
        Err(e) => Err(failed(e)),
    };
    for (_, ack, _) in batch.drain(..) {
        let _ = ack.send(answer.clone());
    }
    false
}

/// A write's failure, as its writer is told it (and logged here).
fn failed<E: Into<StorageError>>(e: E) -> Arc<StorageError> {
    let e: StorageError = e.into();
    tracing::error!("storage: {e}");
    Arc::new(e)
}

/// PostgreSQL's writer: everything queued goes in one transaction (see [`settle`]).
async fn writer(pool: PgPool, mut queue: mpsc::Receiver<Pending>, fence: Arc<OnceLock<NodeRef>>) {
    let mut batch: Vec<Pending> = Vec::with_capacity(BATCH);
    while queue.recv_many(&mut batch, BATCH).await > 0 {
        let me = fence.get();
        let ops: Vec<&Op> = batch.iter().map(|(op, _, _)| op).collect();
        let started = batch_begins(&batch);
        let committed = commit(&pool, &ops, me).await;
        drop(ops);
        if settle(&mut batch, committed, started) {
            for (op, ack, _) in batch.drain(..) {
                let result = commit(&pool, &[&op], me).await;
                let _ = ack.send(result.map_err(failed));
            }
        }
    }
}
