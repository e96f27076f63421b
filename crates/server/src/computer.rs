//! The computer's seat: a search on the blocking pool, at most one per core at a time (the
//! rest wait their turn), whose move comes back to the game's actor as a command and is played
//! like anybody's. A search is stopped by its flag when the game moves on without it.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::Semaphore;
use tokio::time::Instant;
use turnpan_engine::{Clock as EngineClock, Engine, Limits};
use turnpan_rules::Game;

use crate::domain::Computer;
use crate::engine_queue::EngineConfig;
use crate::live::Live;
use crate::mailbox::{Command, WeakGameHandle};

/// Permits to search: computer moves are CPU-bound, so at most this many searches run at once
/// (one per core) and the rest wait their turn, off the async runtime.
#[derive(Debug, Clone)]
pub struct EnginePool {
    slots: Arc<Semaphore>,
    config: EngineConfig,
}

impl EnginePool {
    /// A pool with one permit per core.
    pub fn new(config: EngineConfig) -> EnginePool {
        let cores = std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get);
        EnginePool {
            slots: Arc::new(Semaphore::new(cores)),
            config,
        }
    }
}

/// A search in flight: its number and its stop flag.
#[derive(Debug)]
pub struct Search {
    /// Which search of the game this is.
    pub number: u64,
    stop: Arc<AtomicBool>,
}

impl Search {
    /// Stops the search (its answer, if any, is then stale).
    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

impl EnginePool {
    /// Starts a search for the computer's move in `live`, numbered `number`; the move is sent
    /// to `actor` as [`Command::ComputerMove`].
    pub fn think(
        &self,
        live: &Live,
        computer: Computer,
        number: u64,
        actor: WeakGameHandle,
    ) -> Search {
        let stop = Arc::new(AtomicBool::new(false));
        let search = Search {
            number,
            stop: Arc::clone(&stop),
        };
        let pos = live.record.position().clone();
        let history = live.record.history_keys().to_vec();
        let now = Instant::now();
        let cap = if live.ply() < 2 {
            self.config.max_first_think
        } else {
            self.config.max_think
        };
        let mut limits = computer.level.limits().and(Limits::movetime(cap));
        // The clock runs from the moment the turn began; waiting for a search slot counts.
        let clock = match (&live.table.clock, live.running()) {
            (Some(c), Some((side, since))) => Some((
                Duration::from_millis(c.reading(side, Some((side, since)), now)),
                Duration::from_millis(c.spec().increment_ms),
            )),
            _ => None,
        };
        let hash_mb = if computer.level.number() <= 4 { 4 } else { 16 };
        let slots = Arc::clone(&self.slots);
        tokio::spawn(async move {
            let Ok(permit) = slots.acquire_owned().await else {
                return;
            };
            if stop.load(Ordering::Relaxed) {
                return;
            }
            if let Some((left, increment)) = clock {
                limits.clock = Some(EngineClock {
                    time: left.saturating_sub(now.elapsed()),
                    increment,
                    moves_to_go: None,
                });
            }
            let found = tokio::task::spawn_blocking(move || {
                let _permit = permit;
                let result =
                    Engine::new(hash_mb).search_any(&pos, &history, limits, &stop, &mut |_| {});
                // A search stopped before its first iteration has no move: any legal one will do.
                let best = result.best.or_else(|| {
                    let mut moves = Vec::new();
                    pos.legal_moves(&mut moves);
                    moves.first().copied()
                });
                best.map(|m| pos.uci(m))
            })
            .await;
            match (found, actor.upgrade()) {
                (Ok(Some(uci)), Some(handle)) => {
                    let _ = handle
                        .send(Command::ComputerMove {
                            search: number,
                            uci,
                        })
                        .await;
                }
                (Err(e), _) => tracing::error!("computer search failed: {e}"),
                _ => {}
            }
        });
        search
    }
}
