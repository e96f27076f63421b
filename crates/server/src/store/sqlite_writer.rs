//! SQLite's writes, on two threads of their own with blocking calls (rusqlite), off the async
//! runtime.
//!
//! Why not through sqlx like the reads: sqlx drives SQLite from a worker thread and answers each
//! statement through a channel, so a group commit of N writes was N + 2 round trips, each one
//! waking the writer task on the runtime that the games' actors and sockets keep busy. Under load
//! each wake waited its turn behind hundreds of ready tasks, and a commit of microseconds took
//! milliseconds. Here a whole group commit is one uninterrupted run of the writer thread; the
//! runtime is touched once per write, to wake the actor waiting for its acknowledgement.
//!
//! The writer: takes whatever is queued (up to [`BATCH`]) and commits it in one transaction,
//! then acknowledges each write. If the transaction fails, each write is tried on its own, so one
//! bad write does not fail its neighbours.
//!
//! The checkpointer: automatic checkpoints are off (SQLite runs them inside the COMMIT that
//! crosses 1,000 WAL pages, stalling every move queued behind it). Every [`CHECKPOINT_EVERY`] a
//! PASSIVE checkpoint on another connection copies the committed WAL frames into the database
//! file (it never blocks the writer), then syncs the database file itself: SQLite syncs it only
//! after a checkpoint that reached the end of the WAL, which a pass beside a busy writer never
//! does, and the pages would otherwise wait for the writer's own checkpoint and be flushed while
//! every move waits. When the checkpointer's last pass left a long WAL, the writer finishes the
//! job between two transactions (only the frames of the last pass are left to copy), and its
//! next transaction starts the WAL again from its beginning. Checkpoints move committed data from
//! one file to the other; they have no part in when a write counts as committed.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use rusqlite::{params, Connection, Transaction};
use tokio::sync::{mpsc, watch};

use super::{batch_begins, failed, now_ms, settle, sql, EndRow, Op, Pending};

/// Largest number of writes committed in one transaction.
pub const BATCH: usize = 256;
/// How often the checkpointer copies the WAL into the database file.
const CHECKPOINT_EVERY: Duration = Duration::from_millis(200);
/// WAL length (frames of one page) from which the writer finishes a checkpoint itself so the
/// WAL starts again from its beginning (about 32 MB with 4 KiB pages).
const RESTART_WAL_FRAMES: i64 = 8192;
/// How long a connection waits for a lock held by another before it gives up.
const BUSY_TIMEOUT: Duration = Duration::from_secs(10);

/// What one checkpoint did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct Pass {
    /// Frames in the WAL.
    wal_frames: i64,
    /// Frames of them now copied into the database file.
    copied: i64,
}

/// Opens a connection for writing or checkpointing: WAL mode (set on the file when the
/// database was created), commits not synced (`synchronous = NORMAL`: a commit survives the
/// process being killed; checkpoints are synced), no automatic checkpoints.
fn open(path: &Path) -> rusqlite::Result<Connection> {
    let conn = Connection::open(path)?;
    conn.busy_timeout(BUSY_TIMEOUT)?;
    conn.pragma_update(None, "journal_mode", "WAL")?;
    conn.pragma_update(None, "synchronous", "NORMAL")?;
    conn.pragma_update(None, "foreign_keys", "ON")?;
    conn.pragma_update(None, "wal_autocheckpoint", 0)?;
    Ok(conn)
}

/// Starts the writer and the checkpointer on the database file at `path` (already created and
/// migrated). Both stop once every sender of `queue` is gone.
///
/// # Errors
/// When a connection cannot be opened or a thread cannot start.
pub fn start(path: PathBuf, queue: mpsc::Receiver<Pending>) -> Result<(), String> {
    let shown = path.display().to_string();
    let conn = open(&path).map_err(|e| format!("cannot open {shown}: {e}"))?;
    let checkpoint_conn = open(&path).map_err(|e| format!("cannot open {shown}: {e}"))?;
    // The same file opened again, only to sync it (see the module's documentation).
    let db_file = std::fs::File::open(&path).ok();
    let (passes_tx, passes) = watch::channel(Pass::default());
    std::thread::Builder::new()
        .name("sqlite-checkpoint".into())
        .spawn(move || checkpointer(&checkpoint_conn, db_file.as_ref(), &passes_tx))
        .map_err(|e| format!("cannot start the checkpointer: {e}"))?;
    std::thread::Builder::new()
        .name("sqlite-writer".into())
        .spawn(move || writer(conn, queue, passes))
        .map_err(|e| format!("cannot start the storage writer: {e}"))?;
    Ok(())
}

/// Group commit until the queue closes.
fn writer(
    mut conn: Connection,
    mut queue: mpsc::Receiver<Pending>,
    mut passes: watch::Receiver<Pass>,
) {
    let mut batch: Vec<Pending> = Vec::with_capacity(BATCH);
    while let Some(first) = queue.blocking_recv() {
        batch.push(first);
        while batch.len() < BATCH {
            match queue.try_recv() {
                Ok(p) => batch.push(p),
                Err(_) => break,
            }
        }
        let started = batch_begins(&batch);
        let ops: Vec<&Op> = batch.iter().map(|(op, _, _)| op).collect();
        let committed = commit(&mut conn, &ops);
        drop(ops);
        if settle(&mut batch, committed, started) {
            for (op, ack, _) in batch.drain(..) {
                let _ = ack.send(commit(&mut conn, &[&op]).map_err(failed));
            }
        }
        restart_wal_if_long(&conn, &mut passes);
    }
}

/// One transaction for all of `ops`.
fn commit(conn: &mut Connection, ops: &[&Op]) -> rusqlite::Result<()> {
    let now = now_ms();
    let tx = conn.transaction()?;
    for op in ops {
        apply(&tx, op, now)?;
    }
    tx.commit()
}

fn apply(tx: &Transaction<'_>, op: &Op, now: i64) -> rusqlite::Result<()> {
    match op {
        Op::InsertGame(g) => {
            tx.prepare_cached(sql::INSERT_GAME)?.execute(params![
                g.id,
                g.variant,
                g.initial_fen,
                g.mode,
                g.clock_initial_ms,
                g.clock_increment_ms,
                g.white_token,
                g.black_token,
                g.invite,
                g.creator_color,
                g.status,
                g.result,
                g.reason,
                g.white_ms,
                g.black_ms,
                g.rematch_id,
                g.created_at,
                now,
                g.computer_level,
                g.white_user,
                g.black_user,
                i64::from(g.rated),
                g.speed,
                g.variant_version,
            ])?;
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
            tx.prepare_cached(sql)?
                .execute(params![token_hash, user, now, id])?;
        }
        Op::Move { id, row, end } => {
            tx.prepare_cached(sql::INSERT_MOVE)?.execute(params![
                id,
                row.seq,
                row.ply,
                row.uci,
                row.white_ms,
                row.black_ms,
                now,
            ])?;
            if let Some(end) = end {
                apply_end(tx, id, end, now)?;
            }
        }
        Op::End { id, end } => apply_end(tx, id, end, now)?,
        Op::Takeback { id, row } => {
            tx.prepare_cached(sql::INSERT_TAKEBACK)?.execute(params![
                id,
                row.seq,
                row.ply,
                row.white_ms,
                row.black_ms,
                now,
            ])?;
            tx.prepare_cached(sql::TOUCH_GAME)?
                .execute(params![now, id])?;
        }
        Op::Rematch { old_id, new } => {
            apply(tx, &Op::InsertGame(new.clone()), now)?;
            tx.prepare_cached(sql::SET_REMATCH)?
                .execute(params![new.id, now, old_id])?;
        }
    }
    Ok(())
}

fn apply_end(tx: &Transaction<'_>, id: &str, end: &EndRow, now: i64) -> rusqlite::Result<()> {
    tx.prepare_cached(sql::END_GAME)?.execute(params![
        end.status,
        end.result,
        end.reason,
        end.white_ms,
        end.black_ms,
        now,
        id,
    ])?;
    if let Some(seats) = &end.rated {
        super::rated::rate_sqlite(tx, id, seats, end.result.as_deref(), now)?;
    }
    Ok(())
}

/// `PRAGMA wal_checkpoint(PASSIVE)`: copies what it can without waiting for (or blocking) the
/// writer or readers. Returns what it did, or None when another connection was checkpointing.
fn checkpoint(conn: &Connection) -> rusqlite::Result<Option<Pass>> {
    conn.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |r| {
        let (busy, wal_frames, copied): (i64, i64, i64) = (r.get(0)?, r.get(1)?, r.get(2)?);
        Ok((busy == 0).then_some(Pass { wal_frames, copied }))
    })
}

/// Checkpoint passes until the writer has stopped (see the module's documentation).
fn checkpointer(conn: &Connection, db_file: Option<&std::fs::File>, passes: &watch::Sender<Pass>) {
    let mut next = Instant::now() + CHECKPOINT_EVERY;
    loop {
        std::thread::sleep(next.saturating_duration_since(Instant::now()));
        next = Instant::now() + CHECKPOINT_EVERY;
        if passes.is_closed() {
            break;
        }
        let started = Instant::now();
        match checkpoint(conn) {
            Ok(Some(pass)) => {
                if let Some(file) = db_file {
                    if let Err(e) = file.sync_data() {
                        tracing::warn!("storage: syncing the database file: {e}");
                    }
                }
                crate::metrics::storage_checkpoint("checkpointer", started.elapsed());
                passes.send_replace(pass);
            }
            Ok(None) => {}
            Err(e) => tracing::warn!("storage: checkpoint: {e}"),
        }
    }
}

/// After a commit: a checkpoint copies only frames that were committed when it began, and the
/// writer never pauses, so the WAL would never be copied completely and would grow without end.
/// When the checkpointer's last pass left a long WAL that it copied entirely, the writer copies
/// the few frames written since, and its next transaction starts the WAL from its beginning.
fn restart_wal_if_long(conn: &Connection, passes: &mut watch::Receiver<Pass>) {
    if !passes.has_changed().unwrap_or(false) {
        return;
    }
    let pass = *passes.borrow_and_update();
    if pass.wal_frames < RESTART_WAL_FRAMES || pass.copied < pass.wal_frames {
        // Short yet, or a reader still holds old frames (a later pass will get them).
        return;
    }
    let started = Instant::now();
    if let Err(e) = checkpoint(conn) {
        tracing::warn!("storage: checkpoint: {e}");
    }
    crate::metrics::storage_checkpoint("writer", started.elapsed());
}
