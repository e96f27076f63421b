//! What a game's actor works with besides its game: the catalog of games, storage, the
//! registry of live games and the lobby, the engine's pool, and how long games wait and stay. The HTTP layer (`app.rs`) adds
//! the per-address limits on top.

use turnpan_rules::Catalog;

use crate::computer::EnginePool;
use crate::registry::Registry;
use crate::store::Store;

/// The actors' shared services.
#[derive(Debug)]
pub struct Services {
    /// The games this server knows.
    pub catalog: Catalog,
    /// Storage.
    pub store: Store,
    /// Live games and the lobby.
    pub registry: Registry,
    /// The computer's searches.
    pub engine: EnginePool,
    /// How long games wait for an opponent, may be left, and stay in memory unwatched.
    pub lifetimes: crate::live::Lifetimes,
}
