//! The computer's seat: a search on the blocking pool, whose move comes back to the game's
//! actor as a command and is played like anybody's. Searches wait their turn for a worker in a
//! fair queue (`engine_queue.rs`): clients take turns, short searches have a lane of their own,
//! and a core is left for the rest of the server. The actor is told when its search gets a
//! worker, so the wait is never charged to anybody's clock. A search is stopped by its flag
//! when the game moves on without it.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::oneshot;
use tokio::time::Instant;
use turnpan_engine::{Clock as EngineClock, Engine, Limits};
use turnpan_rules::Game;

use crate::domain::Computer;
use crate::engine_queue::{ClientKey, EngineConfig, Lane, Scheduler};
use crate::live::Live;
use crate::mailbox::{Command, WeakGameHandle};
use crate::tally::{Allowance, Tally};

/// The engine's workers and the fair queue in front of them.
#[derive(Debug, Clone)]
pub struct EnginePool {
    shared: Arc<Shared>,
}

#[derive(Debug)]
struct Shared {
    config: EngineConfig,
    /// Each waiting search is the sender that hands it its worker.
    queue: Mutex<Scheduler<oneshot::Sender<Grant>>>,
    /// With several nodes: the engine time each client used, settled with the other nodes'.
    tally: Option<Arc<Tally>>,
}

/// A worker given to a search; dropping it frees the worker, charges the client the time it
/// was held and starts the next search.
#[derive(Debug)]
struct Grant {
    shared: Arc<Shared>,
    client: ClientKey,
    lane: Lane,
    since: Instant,
    armed: bool,
}

impl Drop for Grant {
    fn drop(&mut self) {
        if self.armed {
            self.shared
                .finish(self.client, self.lane, self.since.elapsed());
            dispatch(&self.shared);
        }
    }
}

impl Shared {
    fn finish(&self, client: ClientKey, lane: Lane, used: Duration) {
        if let Ok(mut queue) = self.queue.lock() {
            queue.finish(client, lane, used, Instant::now());
        }
        if let (Some(tally), Some(key)) = (&self.tally, tally_key(client)) {
            tally.charge(&key, self.allowance(), used.as_millis() as u64);
        }
    }

    /// A client's engine time across the nodes, in units of a millisecond.
    fn allowance(&self) -> Allowance {
        let per_minute_ms = self.config.budget_per_minute.as_millis().max(1) as u64;
        Allowance {
            interval_us: (60_000_000 / per_minute_ms).max(1),
            burst: self.config.budget_burst.as_millis().max(1) as u64,
        }
    }

    /// Whether `client` has used up its engine time across the nodes.
    fn spent_elsewhere(&self, client: ClientKey, now: Instant) -> bool {
        match (&self.tally, tally_key(client)) {
            (Some(tally), Some(key)) => tally.over(&key, now).is_some(),
            _ => false,
        }
    }
}

/// A client's key in the tally: its address; the restored games' searches (nobody's) are not
/// shared.
fn tally_key(client: ClientKey) -> Option<String> {
    client.map(|ip| format!("engine:{ip}"))
}

/// Hands free workers to waiting searches.
fn dispatch(shared: &Arc<Shared>) {
    loop {
        let now = Instant::now();
        let next = shared.queue.lock().ok().and_then(|mut q| {
            let next = q.next_among(now, |c| shared.spent_elsewhere(c, now));
            crate::metrics::engine_queue(q.waiting());
            next
        });
        let Some(start) = next else {
            return;
        };
        let grant = Grant {
            shared: Arc::clone(shared),
            client: start.client,
            lane: start.lane,
            since: now,
            armed: true,
        };
        // A search whose task is gone frees its worker at once.
        if let Err(mut grant) = start.job.send(grant) {
            grant.armed = false;
            shared.finish(start.client, start.lane, Duration::ZERO);
        }
    }
}

/// A search in flight: its number and its stop flag.
#[derive(Debug)]
pub struct Search {
    /// Which search of the game this is.
    pub number: u64,
    /// Whether it has its worker yet (the actor hears it as [`Command::SearchStarted`]).
    pub started: bool,
    stop: Arc<AtomicBool>,
}

impl Search {
    /// Stops the search (its answer, if any, is then stale).
    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

impl EnginePool {
    /// Workers as `config` says, and an empty queue; with several nodes, the `tally` in which
    /// each client's engine time is shared with the other nodes' (`tally.rs`).
    pub fn new(config: EngineConfig, tally: Option<Arc<Tally>>) -> EnginePool {
        EnginePool {
            shared: Arc::new(Shared {
                config,
                queue: Mutex::new(Scheduler::new(&config)),
                tally,
            }),
        }
    }

    /// Queues a search for the computer's move in `live`, numbered `number`, on behalf of
    /// `client`. When it gets a worker the actor is sent [`Command::SearchStarted`], and its
    /// move [`Command::ComputerMove`].
    pub fn think(
        &self,
        live: &Live,
        computer: Computer,
        number: u64,
        actor: WeakGameHandle,
        client: ClientKey,
    ) -> Search {
        let stop = Arc::new(AtomicBool::new(false));
        let search = Search {
            number,
            started: false,
            stop: Arc::clone(&stop),
        };
        let pos = live.record.position().clone();
        let history = live.record.history_keys().to_vec();
        let config = &self.shared.config;
        let cap = if live.ply() < 2 {
            config.max_first_think
        } else {
            config.max_think
        };
        let mut limits = computer.level.limits().and(Limits::movetime(cap));
        // The turn is started again when the search gets its worker: the engine has all the
        // time its side had when the turn began.
        if let (Some(c), Some((side, _))) = (&live.table.clock, live.running()) {
            limits.clock = Some(EngineClock {
                time: Duration::from_millis(c.stored(side)),
                increment: Duration::from_millis(c.spec().increment_ms),
                moves_to_go: None,
            });
        }
        let hash_mb = if computer.level.number() <= 4 { 4 } else { 16 };
        let light = computer.level.number() <= config.light_level;
        let (tx, rx) = oneshot::channel();
        let queued = Instant::now();
        if let Ok(mut queue) = self.shared.queue.lock() {
            queue.push(client, light, tx, queued);
            crate::metrics::engine_queue(queue.waiting());
        }
        dispatch(&self.shared);
        tokio::spawn(async move {
            let Ok(grant) = rx.await else {
                return;
            };
            crate::metrics::engine_wait(queued.elapsed());
            if stop.load(Ordering::Relaxed) {
                return;
            }
            let Some(handle) = actor.upgrade() else {
                return;
            };
            if handle
                .send(Command::SearchStarted { search: number })
                .await
                .is_err()
            {
                return;
            }
            drop(handle);
            let found = tokio::task::spawn_blocking(move || {
                let _grant = grant;
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
