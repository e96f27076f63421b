//! The live games of this server, found by id, and the lobby of open games waiting for an
//! opponent.

use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard};

use serde::Serialize;
use turnpan_rules::Game;

use crate::live::Live;
use crate::mailbox::GameHandle;
use crate::view;
use crate::wire::ClockSpecIn;

/// An open game in the lobby.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct LobbyEntry {
    /// Game id.
    pub id: String,
    /// Variant id.
    pub variant: String,
    /// Time control.
    pub clock: Option<ClockSpecIn>,
    /// The creator's colour.
    #[cfg_attr(test, ts(type = "Color"))]
    pub creator_color: &'static str,
    /// Creation time.
    pub created_at_ms: i64,
}

impl LobbyEntry {
    /// The lobby entry of an open game.
    pub fn of(live: &Live) -> LobbyEntry {
        LobbyEntry {
            id: live.id().to_owned(),
            variant: live.record.position().variant_id().to_owned(),
            clock: view::clock_spec(live),
            creator_color: live.setup.creator_color.name(),
            created_at_ms: live.setup.created_at,
        }
    }
}

/// The most open games the lobby lists.
const LOBBY_SIZE: usize = 100;

/// Live games and the lobby.
#[derive(Debug, Default)]
pub struct Registry {
    games: Mutex<HashMap<String, GameHandle>>,
    lobby: Mutex<HashMap<String, LobbyEntry>>,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    // A panic while holding these short locks leaves the maps consistent.
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

impl Registry {
    /// The actor of a live game.
    pub fn get(&self, id: &str) -> Option<GameHandle> {
        lock(&self.games).get(id).cloned()
    }

    /// Registers the actor of `id` made by `spawn`, unless one is registered already; returns
    /// the registered one.
    pub fn get_or_insert_with(&self, id: &str, spawn: impl FnOnce() -> GameHandle) -> GameHandle {
        let mut games = lock(&self.games);
        if let Some(h) = games.get(id) {
            return h.clone();
        }
        let h = spawn();
        games.insert(id.to_owned(), h.clone());
        h
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
    pub fn list(&self, entry: LobbyEntry) {
        lock(&self.lobby).insert(entry.id.clone(), entry);
    }

    /// Unlists a game.
    pub fn unlist(&self, id: &str) {
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
        v.truncate(LOBBY_SIZE);
        v
    }
}
