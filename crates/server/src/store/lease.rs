//! The nodes' leases and the games' owners in PostgreSQL (migration 0006): registering a node,
//! renewing its lease, the live nodes, the owner of a game, claiming a game from a dead owner,
//! and the fence every write about a game passes. Time is the database's clock, so the nodes'
//! clocks never have to agree.

use std::time::Duration;

use sqlx::postgres::PgPool;
use sqlx::Row;

/// The database's clock in milliseconds since the epoch.
macro_rules! db_now {
    () => {
        "CAST(EXTRACT(EPOCH FROM clock_timestamp()) * 1000 AS BIGINT)"
    };
}

/// The condition that node `$2` of generation `$3` holds a running lease.
macro_rules! lease_runs {
    () => {
        concat!(
            "EXISTS (SELECT 1 FROM nodes WHERE node_id = $2 AND generation = $3 AND expires_at > ",
            db_now!(),
            ")"
        )
    };
}

/// Runs `sql` (binding a game id, a node and its generation); whether it touched a row.
async fn one_row(
    conn: &mut sqlx::PgConnection,
    sql: &'static str,
    id: &str,
    me: &NodeRef,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(sql)
        .bind(id)
        .bind(&me.id)
        .bind(me.generation)
        .execute(conn)
        .await?;
    Ok(done.rows_affected() == 1)
}

/// A node as one incarnation: its id and the generation it registered with.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct NodeRef {
    /// The node's id (`--node-id`).
    pub id: String,
    /// Its generation: one more each time the id registers again.
    pub generation: i64,
}

/// Who owns a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Owner {
    /// No such game.
    NoGame,
    /// A live node (maybe this one).
    Live(NodeRef),
    /// Nobody, or a node whose lease has run out: the game may be claimed.
    Free,
}

/// Registers `node` with a lease of `lease`, unless a live process holds the id: returns the
/// generation, or `None` when the id's lease is held (wait for it to run out).
///
/// # Errors
/// The database's.
pub async fn register(
    pool: &PgPool,
    node: &str,
    lease: Duration,
) -> Result<Option<i64>, sqlx::Error> {
    let row = sqlx::query(concat!(
        "INSERT INTO nodes (node_id, generation, expires_at) VALUES ($1, 1, ",
        db_now!(),
        " + $2) ON CONFLICT (node_id) DO UPDATE SET generation = nodes.generation + 1, \
         expires_at = EXCLUDED.expires_at WHERE nodes.expires_at <= ",
        db_now!(),
        " RETURNING generation"
    ))
    .bind(node)
    .bind(millis(lease))
    .fetch_optional(pool)
    .await?;
    row.map(|r| r.try_get::<i64, _>("generation")).transpose()
}

/// Renews `me`'s lease; false when it had already run out (the node has lost its games and
/// must stop).
///
/// # Errors
/// The database's.
pub async fn renew(pool: &PgPool, me: &NodeRef, lease: Duration) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(concat!(
        "UPDATE nodes SET expires_at = ",
        db_now!(),
        " + $3 WHERE node_id = $1 AND generation = $2 AND expires_at > ",
        db_now!()
    ))
    .bind(&me.id)
    .bind(me.generation)
    .bind(millis(lease))
    .execute(pool)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Ends `me`'s lease at once (a clean shutdown): its games can be taken over without waiting.
///
/// # Errors
/// The database's.
pub async fn resign(pool: &PgPool, me: &NodeRef) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE nodes SET expires_at = 0 WHERE node_id = $1 AND generation = $2")
        .bind(&me.id)
        .bind(me.generation)
        .execute(pool)
        .await?;
    Ok(())
}

/// The nodes whose leases run, by id.
///
/// # Errors
/// The database's.
pub async fn live_nodes(pool: &PgPool) -> Result<Vec<NodeRef>, sqlx::Error> {
    let rows = sqlx::query(concat!(
        "SELECT node_id, generation FROM nodes WHERE expires_at > ",
        db_now!(),
        " ORDER BY node_id"
    ))
    .fetch_all(pool)
    .await?;
    rows.iter()
        .map(|r| {
            Ok(NodeRef {
                id: r.try_get("node_id")?,
                generation: r.try_get("generation")?,
            })
        })
        .collect()
}

/// Who owns game `id`.
///
/// # Errors
/// The database's.
pub async fn owner(pool: &PgPool, id: &str) -> Result<Owner, sqlx::Error> {
    let row = sqlx::query(concat!(
        "SELECT o.node_id, o.generation, n.node_id AS alive FROM games g \
         LEFT JOIN game_owners o ON o.game_id = g.id \
         LEFT JOIN nodes n ON n.node_id = o.node_id AND n.generation = o.generation \
         AND n.expires_at > ",
        db_now!(),
        " WHERE g.id = $1"
    ))
    .bind(id)
    .fetch_optional(pool)
    .await?;
    let Some(row) = row else {
        return Ok(Owner::NoGame);
    };
    let alive: Option<String> = row.try_get("alive")?;
    if alive.is_none() {
        return Ok(Owner::Free);
    }
    Ok(Owner::Live(NodeRef {
        id: row.try_get("node_id")?,
        generation: row.try_get("generation")?,
    }))
}

/// Makes `me` the owner of game `id` if it has no live owner; true when `me` now owns it.
///
/// Two nodes claiming at once: the second waits for the first's row lock, then finds a live
/// owner and claims nothing.
///
/// # Errors
/// The database's.
pub async fn claim(pool: &PgPool, id: &str, me: &NodeRef) -> Result<bool, sqlx::Error> {
    let row = sqlx::query(concat!(
        "INSERT INTO game_owners (game_id, node_id, generation) VALUES ($1, $2, $3) \
         ON CONFLICT (game_id) DO UPDATE SET node_id = EXCLUDED.node_id, \
         generation = EXCLUDED.generation \
         WHERE NOT EXISTS (SELECT 1 FROM nodes n WHERE n.node_id = game_owners.node_id \
         AND n.generation = game_owners.generation AND n.expires_at > ",
        db_now!(),
        ") RETURNING game_id"
    ))
    .bind(id)
    .bind(&me.id)
    .bind(me.generation)
    .fetch_optional(pool)
    .await?;
    Ok(row.is_some())
}

/// Unfinished games without a live owner (their node died, or they come from before the
/// cluster), at most `limit`.
///
/// # Errors
/// The database's.
pub async fn orphans(pool: &PgPool, limit: i64) -> Result<Vec<String>, sqlx::Error> {
    let rows = sqlx::query(concat!(
        "SELECT g.id FROM games g LEFT JOIN game_owners o ON o.game_id = g.id \
         LEFT JOIN nodes n ON n.node_id = o.node_id AND n.generation = o.generation \
         AND n.expires_at > ",
        db_now!(),
        " WHERE g.status IN ('waiting', 'playing') AND n.node_id IS NULL \
         ORDER BY g.id LIMIT $1"
    ))
    .bind(limit)
    .fetch_all(pool)
    .await?;
    rows.iter().map(|r| r.try_get("id")).collect()
}

/// The fence of a write about game `id`, inside the write's transaction: true when `me` owns
/// the game and its lease runs. It locks the owner row until the transaction ends, so a node
/// taking the game over waits for this write and then loads it.
///
/// # Errors
/// The database's.
pub async fn fence(
    conn: &mut sqlx::PgConnection,
    id: &str,
    me: &NodeRef,
) -> Result<bool, sqlx::Error> {
    let sql = concat!(
        "UPDATE game_owners SET generation = generation \
         WHERE game_id = $1 AND node_id = $2 AND generation = $3 AND ",
        lease_runs!()
    );
    one_row(conn, sql, id, me).await
}

/// Records `me` as the owner of a game it has just created, inside the creating transaction;
/// false when `me`'s lease has run out.
///
/// # Errors
/// The database's.
pub async fn own_new(
    conn: &mut sqlx::PgConnection,
    id: &str,
    me: &NodeRef,
) -> Result<bool, sqlx::Error> {
    let sql = concat!(
        "INSERT INTO game_owners (game_id, node_id, generation) SELECT $1, $2, $3 WHERE ",
        lease_runs!()
    );
    one_row(conn, sql, id, me).await
}

fn millis(d: Duration) -> i64 {
    i64::try_from(d.as_millis()).unwrap_or(i64::MAX)
}
