//! What a game's actor works with besides its game: the catalog of games, storage, the
//! registry of live games and the lobby, the engine's pool, how long games wait and stay, and
//! the permits for timer work. The HTTP layer (`app.rs`) adds the per-address limits on top.

use std::sync::Arc;

use tokio::sync::Semaphore;

use crate::computer::EnginePool;
use crate::registry::Registry;
use crate::store::Store;

/// The actors' shared services.
#[derive(Debug)]
pub struct Services {
    /// The games this server knows: the catalog's and the players' own (`variants.rs`).
    pub variants: crate::variants::Variants,
    /// Storage.
    pub store: Store,
    /// Live games and the lobby.
    pub registry: Registry,
    /// The computer's searches.
    pub engine: EnginePool,
    /// How long games wait for an opponent, may be left, and stay in memory unwatched.
    pub lifetimes: crate::live::Lifetimes,
    /// Permits for the work of a game's timer (a flag falls, a first move or an opponent
    /// never comes): see [`TIMER_WORK`].
    pub timer_work: Arc<Semaphore>,
    /// Several nodes: the bus to the others (`bus/`); `None` for a server on its own.
    pub bus: Option<Arc<crate::bus::Bus>>,
}

/// Games whose timers may be doing their work (ruling, writing, telling) at once.
///
/// Thousands of games started together time out together: 10,000 flags falling in one second
/// made 10,000 actors ready at the same instant, and every other game's move waited behind
/// them in the runtime's queues and the storage writer's (measured: the other games' p99 went
/// from 5 ms to 676 ms for two seconds). A timer's work waits for a permit instead, parked, not
/// queued: the mass event drains a few dozen at a time, interleaved with everybody's moves, in
/// deadline order (the semaphore is fair).
pub const TIMER_WORK: usize = 32;

impl Services {
    /// Lists an open game in the lobby, for every node.
    pub fn list(&self, entry: crate::registry::LobbyEntry) {
        if let Some(bus) = &self.bus {
            bus.list(&entry);
        }
        self.registry.list(entry);
    }

    /// Unlists a game, for every node.
    pub fn unlist(&self, id: &str) {
        if let Some(bus) = &self.bus {
            bus.unlist(id);
        }
        self.registry.unlist(id);
    }

    /// The permits for [`TIMER_WORK`].
    pub fn timer_permits() -> Arc<Semaphore> {
        Arc::new(Semaphore::new(TIMER_WORK))
    }
}
