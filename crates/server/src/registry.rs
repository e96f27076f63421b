//! The live games of this server, found by id, and the lobby of open games waiting for an
//! opponent.

use std::collections::HashMap;
use std::sync::Mutex;

use serde::Serialize;
use turnpan_rules::Game;

use crate::live::Live;
use crate::lock;
use crate::mailbox::GameHandle;
use crate::view;
use crate::wire::ClockSpecIn;

/// An open game in the lobby.
#[derive(Debug, Clone, Serialize, serde::Deserialize)]
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
    #[serde(deserialize_with = "crate::names::name")]
    pub creator_color: crate::names::Name,
    /// Creation time.
    pub created_at_ms: i64,
    /// Whether the game is rated.
    pub rated: bool,
    /// The creator, when logged in (`null`: anonymous).
    pub player: Option<crate::wire::PlayerView>,
    /// The creator's address key (not sent): the lobby shows each address's newest games
    /// first, and each address at most [`OPEN_GAMES_PER_ADDRESS`] of them.
    #[serde(skip)]
    #[cfg_attr(test, ts(skip))]
    pub owner: Option<std::net::IpAddr>,
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
            rated: live.setup.rated,
            player: view::player(live, live.setup.creator_color),
            owner: live.setup.client,
        }
    }
}

/// The most open games the lobby lists.
const LOBBY_SIZE: usize = 100;
/// The most open games one address may have waiting in the lobby.
pub const OPEN_GAMES_PER_ADDRESS: usize = 3;

/// Live games and the lobby.
#[derive(Debug, Default)]
pub struct Registry {
    games: Mutex<HashMap<String, GameHandle>>,
    lobby: Mutex<HashMap<String, LobbyEntry>>,
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

    /// Replaces the whole lobby (several nodes: with the entries every node listed).
    pub fn replace_lobby(&self, entries: Vec<LobbyEntry>) {
        *lock(&self.lobby) = entries.into_iter().map(|e| (e.id.clone(), e)).collect();
    }

    /// How many open games `owner` has waiting in the lobby.
    pub fn open_games_of(&self, owner: std::net::IpAddr) -> usize {
        lock(&self.lobby)
            .values()
            .filter(|e| e.owner == Some(owner))
            .count()
    }

    /// The open games, at most 100, fairly: every address's newest game first (newest first
    /// among them), then every address's second newest, and so on, so that no address's many
    /// games push the others' out.
    pub fn lobby(&self) -> Vec<LobbyEntry> {
        fair_view(lock(&self.lobby).values().cloned().collect())
    }
}

/// Orders entries by (rank within their owner's entries, newest first), keeps 100.
fn fair_view(mut v: Vec<LobbyEntry>) -> Vec<LobbyEntry> {
    let newest_first = |a: &LobbyEntry, b: &LobbyEntry| {
        b.created_at_ms
            .cmp(&a.created_at_ms)
            .then_with(|| a.id.cmp(&b.id))
    };
    v.sort_by(newest_first);
    // A game without a known owner (resumed after a restart) is its own owner.
    let mut seen: HashMap<Result<std::net::IpAddr, String>, usize> = HashMap::new();
    let mut ranked: Vec<(usize, LobbyEntry)> = v
        .into_iter()
        .map(|e| {
            let key = e.owner.ok_or_else(|| e.id.clone());
            let rank = seen.entry(key).or_insert(0);
            *rank += 1;
            (*rank, e)
        })
        .collect();
    ranked.sort_by(|(ra, a), (rb, b)| ra.cmp(rb).then_with(|| newest_first(a, b)));
    ranked
        .into_iter()
        .map(|(_, e)| e)
        .take(LOBBY_SIZE)
        .collect()
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn entry(id: &str, owner: &str, at: i64) -> LobbyEntry {
        LobbyEntry {
            id: id.into(),
            variant: "chess".into(),
            clock: None,
            creator_color: "white",
            created_at_ms: at,
            rated: false,
            player: None,
            owner: Some(owner.parse().unwrap()),
        }
    }

    #[test]
    fn one_address_cannot_flood_the_lobby() {
        let mut v: Vec<LobbyEntry> = (0..150)
            .map(|i| entry(&format!("f{i}"), "198.51.100.1", 1_000 + i))
            .collect();
        v.push(entry("a", "198.51.100.2", 10));
        v.push(entry("b", "198.51.100.3", 20));
        let view = fair_view(v);
        assert_eq!(view.len(), LOBBY_SIZE);
        let ids: Vec<&str> = view.iter().take(3).map(|e| e.id.as_str()).collect();
        // Each address's newest first, newest first among them.
        assert_eq!(ids, ["f149", "b", "a"]);
        assert_eq!(view[3].id, "f148");
    }
}
