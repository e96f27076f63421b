//! The application state handed to every handler: the catalog, the store, the live games (one
//! actor each, found by id) and the lobby.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};

use serde::Serialize;
use tokio::sync::{oneshot, Semaphore};
use turnpan_rules::Catalog;

use crate::actor::{self, Command, GameHandle};
use crate::live::Live;
use crate::store::Store;
use crate::wire::{ClockSpecIn, Status};
use crate::Error;

/// An open game in the lobby.
#[derive(Debug, Clone, Serialize)]
pub struct LobbyEntry {
    /// Game id.
    pub id: String,
    /// Variant id.
    pub variant: String,
    /// Time control.
    pub clock: Option<ClockSpecIn>,
    /// The creator's colour.
    pub creator_color: &'static str,
    /// Creation time.
    pub created_at_ms: i64,
}

impl LobbyEntry {
    /// The lobby entry of an open game.
    pub fn of(live: &Live) -> LobbyEntry {
        use turnpan_rules::Game;
        LobbyEntry {
            id: live.id.clone(),
            variant: live.record.position().variant_id().to_owned(),
            clock: live.clock_in,
            creator_color: live.creator_color.name(),
            created_at_ms: live.created_at,
        }
    }
}

/// Shared state.
#[derive(Debug)]
pub struct App {
    /// The games this server knows.
    pub catalog: Catalog,
    /// Storage.
    pub store: Store,
    /// Permits to search: computer moves are CPU-bound, so at most this many searches run at
    /// once (one per core) and the rest wait their turn, off the async runtime.
    pub engine_slots: Arc<Semaphore>,
    /// The per-address limit on new games.
    pub limiter: crate::limit::Limiter,
    games: Mutex<HashMap<String, GameHandle>>,
    lobby: Mutex<HashMap<String, LobbyEntry>>,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    // A panic while holding these short locks leaves the maps consistent.
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

impl App {
    /// A new application state.
    pub fn new(catalog: Catalog, store: Store, limit: crate::limit::GameLimit) -> Arc<App> {
        Arc::new(App {
            catalog,
            store,
            limiter: crate::limit::Limiter::new(limit),
            engine_slots: Arc::new(Semaphore::new(
                std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get),
            )),
            games: Mutex::new(HashMap::new()),
            lobby: Mutex::new(HashMap::new()),
        })
    }

    /// Starts the actor of a game and makes it findable (and listed, if it is an open game
    /// waiting for an opponent).
    pub fn start(self: &Arc<App>, live: Live) -> GameHandle {
        if live.status == Status::Waiting && live.mode == crate::wire::Mode::Open {
            self.lobby_add(LobbyEntry::of(&live));
        }
        let id = live.id.clone();
        let mut games = lock(&self.games);
        if let Some(h) = games.get(&id) {
            return h.clone();
        }
        let h = actor::spawn(Arc::clone(self), live);
        games.insert(id, h.clone());
        h
    }

    /// Loads every unfinished game (at start-up). Returns how many.
    ///
    /// # Errors
    /// When the database cannot be read.
    pub async fn recover(self: &Arc<App>) -> Result<usize, String> {
        let rows = self
            .store
            .load_unfinished()
            .await
            .map_err(|e| e.to_string())?;
        let mut n = 0;
        for (row, events) in rows {
            match Live::from_row(&self.catalog, row, &events) {
                Ok(live) => {
                    self.start(live);
                    n += 1;
                }
                Err(e) => tracing::warn!("not resuming: {e}"),
            }
        }
        Ok(n)
    }

    /// The actor of a game, loading a finished one from the database on demand.
    ///
    /// # Errors
    /// [`Error::NotFound`] for an unknown game.
    pub async fn handle(self: &Arc<App>, id: &str) -> Result<GameHandle, Error> {
        if !crate::ids::is_game_id(id) {
            return Err(Error::NotFound);
        }
        if let Some(h) = lock(&self.games).get(id) {
            return Ok(h.clone());
        }
        let (row, events) = self.store.load_game(id).await?.ok_or(Error::NotFound)?;
        let live = Live::from_row(&self.catalog, row, &events).map_err(Error::Internal)?;
        Ok(self.start(live))
    }

    /// Sends a command to a game's actor and waits for the answer; an actor that retired in
    /// between is started again from the database.
    ///
    /// # Errors
    /// [`Error::NotFound`], or [`Error::Internal`] when the actor does not answer.
    pub async fn ask<T>(
        self: &Arc<App>,
        id: &str,
        make: impl Fn(oneshot::Sender<T>) -> Command,
    ) -> Result<T, Error> {
        for _ in 0..3 {
            let h = self.handle(id).await?;
            let (reply, answer) = oneshot::channel();
            if h.send(make(reply)).await.is_err() {
                self.forget(id, &h);
                continue;
            }
            if let Ok(v) = answer.await {
                return Ok(v);
            }
        }
        Err(Error::Internal(format!("game {id} does not answer")))
    }

    /// Removes a retiring actor (only if it is still the registered one).
    pub fn forget(&self, id: &str, handle: &GameHandle) {
        let mut games = lock(&self.games);
        if games.get(id).is_some_and(|h| h.same(handle)) {
            games.remove(id);
        }
    }

    /// Number of games held in memory.
    pub fn live_games(&self) -> usize {
        lock(&self.games).len()
    }

    /// Lists an open game.
    pub fn lobby_add(&self, entry: LobbyEntry) {
        lock(&self.lobby).insert(entry.id.clone(), entry);
    }

    /// Unlists a game.
    pub fn lobby_remove(&self, id: &str) {
        lock(&self.lobby).remove(id);
    }

    /// The open games, newest first, at most 100.
    pub fn lobby(&self) -> Vec<LobbyEntry> {
        let mut v: Vec<LobbyEntry> = lock(&self.lobby).values().cloned().collect();
        v.sort_by(|a, b| {
            b.created_at_ms
                .cmp(&a.created_at_ms)
                .then_with(|| a.id.cmp(&b.id))
        });
        v.truncate(100);
        v
    }
}
