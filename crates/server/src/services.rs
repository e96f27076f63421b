//! What a game's actor works with besides its game: the catalog of games, storage, the
//! registry of live games and the lobby, and the engine's pool. The HTTP layer (`app.rs`) adds
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
}
