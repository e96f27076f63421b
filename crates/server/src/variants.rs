//! Every game the server can play, by id (docs/server.md, "Players' variants"): the catalog's
//! (built-in games and `--variants` files, plain ids) and the players' own, stored in the
//! database and known as `@owner/slug`. A player's variant is read from the database, checked
//! and compiled at run time, on whichever node asks, and its compiled rules are kept per
//! (variant, version) in a bounded cache. The newest version of a variant is remembered for at
//! most [`LATEST_TTL`], so an edit made on one node is seen by the others within that time; a
//! game never asks for the newest version again once it has started: it is pinned to the
//! version it was created with (`games.variant_version`).

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::Semaphore;
use tokio::time::Instant;
use turnpan_rules::{AnyGame, Catalog, Game, GameRules, Variant};

use crate::domain::Account;
use crate::store::{Store, UserVariantRow};
use crate::Error;

/// How long the newest version of a player's variant is remembered before the database is
/// asked again (an edit on another node is seen after at most this long).
pub const LATEST_TTL: Duration = Duration::from_secs(2);
/// Compiled rules kept, (variant, version) pairs.
pub const COMPILED_CACHE: usize = 256;
/// Newest-version answers remembered (found or not).
const LATEST_CACHE: usize = 4096;
/// Most checks of new variant files at once (each takes a blocking thread for up to
/// [`VariantCheck::time`]).
const CHECKS_AT_ONCE: usize = 2;
/// Longest display name of a player's variant, in characters.
pub const MAX_NAME: usize = 80;
/// Longest description, in characters.
pub const MAX_DESCRIPTION: usize = 1000;

/// How a new variant's move generation is measured before it is accepted: a perft from the
/// start position to `depth`, stopped after `nodes` positions or `time`, must reach `min_rate`
/// positions a second.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct VariantCheck {
    /// Perft depth from the start position.
    pub depth: u32,
    /// Most positions visited.
    pub nodes: u64,
    /// Most time spent.
    pub time: Duration,
    /// Fewest positions a second accepted.
    pub min_rate: f64,
}

impl Default for VariantCheck {
    fn default() -> VariantCheck {
        VariantCheck {
            depth: 3,
            nodes: 300_000,
            time: Duration::from_secs(2),
            // A debug build's rules run ten times slower or more (the workspace's crates are
            // not optimised there): the same files pass there as in a release build.
            min_rate: if cfg!(debug_assertions) {
                2_000.0
            } else {
                20_000.0
            },
        }
    }
}

/// What a perft walk under a budget saw.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Measured {
    /// Positions visited (every node, not only the leaves).
    pub nodes: u64,
    /// How long it took.
    pub elapsed: Duration,
    /// Whether it reached the full depth within the budget.
    pub complete: bool,
}

impl Measured {
    /// Positions a second.
    pub fn rate(&self) -> f64 {
        self.nodes as f64 / self.elapsed.as_secs_f64().max(1e-6)
    }
}

/// Walks the legal moves from `start` to `check.depth` plies, within `check.nodes` positions and
/// `check.time`.
///
/// ```
/// use turnpan_server::variants::{measure, VariantCheck};
/// let chess = turnpan_rules::AnyGame::start("chess").unwrap();
/// let m = measure(&chess, &VariantCheck { depth: 2, ..VariantCheck::default() });
/// // 1 + 20 + 400 positions.
/// assert_eq!((m.nodes, m.complete), (421, true));
/// ```
pub fn measure(start: &AnyGame, check: &VariantCheck) -> Measured {
    struct Walk {
        nodes: u64,
        cap: u64,
        deadline: std::time::Instant,
        stopped: bool,
        moves: Vec<Vec<turnpan_rules::AnyMove>>,
    }
    fn walk(w: &mut Walk, pos: &AnyGame, depth: usize) {
        w.nodes += 1;
        if w.nodes >= w.cap || (w.nodes % 256 == 0 && std::time::Instant::now() >= w.deadline) {
            w.stopped = true;
        }
        if depth == 0 || w.stopped {
            return;
        }
        let mut moves = std::mem::take(&mut w.moves[depth]);
        pos.legal_moves(&mut moves);
        for &mv in &moves {
            let mut child = pos.clone();
            child.play_unchecked(mv);
            walk(w, &child, depth - 1);
            if w.stopped {
                break;
            }
        }
        w.moves[depth] = moves;
    }
    let began = std::time::Instant::now();
    let depth = check.depth as usize;
    let mut w = Walk {
        nodes: 0,
        cap: check.nodes.max(1),
        deadline: began + check.time,
        stopped: false,
        moves: vec![Vec::new(); depth + 1],
    };
    walk(&mut w, start, depth);
    Measured {
        nodes: w.nodes,
        elapsed: began.elapsed(),
        complete: !w.stopped,
    }
}

/// An id of a player's variant, `@owner/slug`, split; `None` for any other text.
///
/// ```
/// use turnpan_server::variants::parse_user_id;
/// assert_eq!(parse_user_id("@Alice/spiral-2"), Some(("Alice", "spiral-2")));
/// assert_eq!(parse_user_id("chess"), None);
/// assert_eq!(parse_user_id("@alice/Spiral"), None);
/// assert_eq!(parse_user_id("@/x"), None);
/// ```
pub fn parse_user_id(id: &str) -> Option<(&str, &str)> {
    let (owner, slug) = id.strip_prefix('@')?.split_once('/')?;
    let owner_ok = (1..=40).contains(&owner.len())
        && owner
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-');
    let slug_ok = (1..=40).contains(&slug.len())
        && slug
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
    (owner_ok && slug_ok).then_some((owner, slug))
}

/// A game found by id.
#[derive(Debug, Clone)]
pub struct Resolved {
    /// Its compiled rules.
    pub rules: GameRules,
    /// The version of a player's variant; `None` for the catalog's games.
    pub version: Option<i64>,
    /// A player's variant's row (owner, visibility ...).
    pub stored: Option<UserVariantRow>,
}

impl Resolved {
    /// The variant file's text: a player's variant's or a `--variants` file's; `None` for a
    /// built-in game.
    pub fn source<'a>(&'a self, catalog: &'a Catalog) -> Option<&'a str> {
        match &self.stored {
            Some(_) => self.rules.variant().map(Variant::source),
            None => catalog.user_source(self.rules.id()),
        }
    }
}

/// The newest version of a variant as last read, and when.
type Latest = (Instant, Option<(UserVariantRow, String)>);

/// The catalog and the players' variants, behind one lookup (see the module's documentation).
#[derive(Debug)]
pub struct Variants {
    catalog: Catalog,
    compiled: Mutex<Compiled>,
    latest: Mutex<HashMap<String, Latest>>,
    checks: Arc<Semaphore>,
    check: VariantCheck,
}

/// Compiled rules by (lookup key, version), the oldest entry leaving first.
#[derive(Debug, Default)]
struct Compiled {
    rules: HashMap<(String, i64), GameRules>,
    order: VecDeque<(String, i64)>,
}

impl Compiled {
    fn insert(&mut self, key: (String, i64), rules: GameRules) {
        if self.rules.insert(key.clone(), rules).is_none() {
            self.order.push_back(key);
        }
        while self.order.len() > COMPILED_CACHE {
            if let Some(old) = self.order.pop_front() {
                self.rules.remove(&old);
            }
        }
    }
}

impl Variants {
    /// The catalog's games, and players' variants checked by `check` when they are stored.
    pub fn new(catalog: Catalog, check: VariantCheck) -> Variants {
        Variants {
            catalog,
            compiled: Mutex::new(Compiled::default()),
            latest: Mutex::new(HashMap::new()),
            checks: Arc::new(Semaphore::new(CHECKS_AT_ONCE)),
            check,
        }
    }

    /// The built-in games and the operator's files.
    pub fn catalog(&self) -> &Catalog {
        &self.catalog
    }

    /// Compiled rules in the cache, if there.
    fn cached(&self, key: &(String, i64)) -> Option<GameRules> {
        self.compiled
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .rules
            .get(key)
            .cloned()
    }

    /// Compiles a stored version (checked when it was stored) on the blocking pool, and keeps it.
    async fn compile(
        &self,
        key: &str,
        row: &UserVariantRow,
        version: i64,
        toml: String,
    ) -> Result<GameRules, Error> {
        let cache_key = (key.to_owned(), version);
        if let Some(rules) = self.cached(&cache_key) {
            return Ok(rules);
        }
        let owner = row.owner_name.clone();
        let file = format!("{}.toml", row.slug);
        let rules = tokio::task::spawn_blocking(move || {
            Variant::from_toml(&file, &toml).map(|v| GameRules::compile(v.namespaced(&owner)))
        })
        .await
        .map_err(|e| Error::internal(format!("compiling a variant: {e}")))?
        .map_err(|e| Error::internal(format!("a stored variant no longer loads: {e}")))?;
        self.compiled
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .insert(cache_key, rules.clone());
        Ok(rules)
    }

    /// The newest version of the variant `key`, remembered for [`LATEST_TTL`].
    async fn latest(
        &self,
        store: &Store,
        key: &str,
    ) -> Result<Option<(UserVariantRow, String)>, Error> {
        let now = Instant::now();
        {
            let latest = self
                .latest
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            if let Some((at, found)) = latest.get(key) {
                if now.duration_since(*at) < LATEST_TTL {
                    return Ok(found.clone());
                }
            }
        }
        let found = store.user_variant(key).await?;
        let mut latest = self
            .latest
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if latest.len() >= LATEST_CACHE {
            latest.retain(|_, (at, _)| now.duration_since(*at) < LATEST_TTL);
            if latest.len() >= LATEST_CACHE {
                latest.clear();
            }
        }
        latest.insert(key.to_owned(), (now, found.clone()));
        Ok(found)
    }

    /// Forgets what was read of the variant `key` (this node just changed it).
    pub fn forget(&self, key: &str) {
        self.latest
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .remove(key);
    }

    /// Forgets what was read of every variant of the account `name` (deleted just now).
    pub fn forget_owner(&self, name: &str) {
        let prefix = crate::store::user_variant_key(name, "");
        self.latest
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .retain(|key, _| !key.starts_with(&prefix));
    }

    /// The game `id` as `viewer` may use it now: a catalog game, or the newest version of a
    /// player's variant that is not deleted and is unlisted, public or the viewer's own.
    ///
    /// # Errors
    /// [`Error::NoSuchVariant`] for an unknown id and for a variant the viewer may not see (the
    /// same answer: a private variant's existence is not told); storage.
    pub async fn resolve(
        &self,
        store: &Store,
        id: &str,
        viewer: Option<&Account>,
    ) -> Result<Resolved, Error> {
        let unknown = || Error::NoSuchVariant(id.to_owned());
        let Some((owner, slug)) = parse_user_id(id) else {
            let rules = self.catalog.get(id).ok_or_else(unknown)?.clone();
            return Ok(Resolved {
                rules,
                version: None,
                stored: None,
            });
        };
        let key = crate::store::user_variant_key(owner, slug);
        let (row, toml) = self.latest(store, &key).await?.ok_or_else(unknown)?;
        let own = viewer.is_some_and(|a| a.id == row.owner_id);
        if row.archived || (row.visibility == "private" && !own) {
            return Err(unknown());
        }
        let rules = self.compile(&key, &row, row.version, toml).await?;
        Ok(Resolved {
            rules,
            version: Some(row.version),
            stored: Some(row),
        })
    }

    /// One version of a player's variant as `viewer` may see it (as [`Variants::resolve`]
    /// decides, except that a deleted variant's versions stay readable: its games are still
    /// shown).
    ///
    /// # Errors
    /// As [`Variants::resolve`].
    pub async fn resolve_version(
        &self,
        store: &Store,
        id: &str,
        version: i64,
        viewer: Option<&Account>,
    ) -> Result<Resolved, Error> {
        let unknown = || Error::NoSuchVariant(id.to_owned());
        let (owner, slug) = parse_user_id(id).ok_or_else(unknown)?;
        let key = crate::store::user_variant_key(owner, slug);
        let (row, toml) = store
            .user_variant_version(&key, version)
            .await?
            .ok_or_else(unknown)?;
        let own = viewer.is_some_and(|a| a.id == row.owner_id);
        if row.visibility == "private" && !own {
            return Err(unknown());
        }
        let rules = self.compile(&key, &row, version, toml).await?;
        Ok(Resolved {
            rules,
            version: Some(version),
            stored: Some(row),
        })
    }

    /// The rules a stored game plays: the catalog's game, or exactly the version of the
    /// player's variant it was started with (whoever may see the variant now, and deleted or
    /// not).
    ///
    /// # Errors
    /// [`Error::NoSuchVariant`] when the game or version is unknown here; storage.
    pub async fn pinned(
        &self,
        store: &Store,
        id: &str,
        version: Option<i64>,
    ) -> Result<GameRules, Error> {
        let unknown = || Error::NoSuchVariant(id.to_owned());
        let (Some((owner, slug)), Some(version)) = (parse_user_id(id), version) else {
            return self.catalog.get(id).cloned().ok_or_else(unknown);
        };
        let key = crate::store::user_variant_key(owner, slug);
        if let Some(rules) = self.cached(&(key.clone(), version)) {
            return Ok(rules);
        }
        let (row, toml) = store
            .user_variant_version(&key, version)
            .await?
            .ok_or_else(unknown)?;
        self.compile(&key, &row, version, toml).await
    }

    /// Reads and checks a player's variant file: the rules' own checks (board and piece
    /// counts, Betza, the start position ...), names and descriptions as plain text, and its
    /// move generation measured by a bounded perft (on the blocking pool, a few at once).
    ///
    /// # Errors
    /// [`Error::BadRequest`] with the file's line and field; [`Error::VariantTooSlow`] with the
    /// figure.
    pub async fn check_file(&self, toml: &str) -> Result<Variant, Error> {
        let variant = Variant::from_toml("variant.toml", toml)
            .map_err(|e| Error::BadRequest(e.to_string()))?;
        if RESERVED_SLUGS.contains(&variant.id()) {
            return Err(Error::BadRequest(format!(
                "variant.toml: id: '{}' names a path of the API: pick another id",
                variant.id()
            )));
        }
        plain_text("name", variant.name(), MAX_NAME)?;
        plain_text("description", variant.description(), MAX_DESCRIPTION)?;
        for piece in variant.pieces() {
            plain_text("piece name", &piece.name, MAX_NAME)?;
        }
        let _turn = self
            .checks
            .clone()
            .acquire_owned()
            .await
            .map_err(|_| Error::internal("the variant checks stopped"))?;
        let check = self.check;
        let to_check = variant.clone();
        let (compiled_in, measured) = tokio::task::spawn_blocking(move || {
            let began = std::time::Instant::now();
            let rules = GameRules::compile(to_check);
            let compiled_in = began.elapsed();
            (compiled_in, measure(&rules.start(), &check))
        })
        .await
        .map_err(|e| Error::internal(format!("measuring a variant: {e}")))?;
        if compiled_in > check.time {
            return Err(Error::VariantTooSlow(format!(
                "the rules take too long to compile: {} ms; at most {} ms",
                compiled_in.as_millis(),
                check.time.as_millis()
            )));
        }
        let rate = measured.rate();
        if rate < check.min_rate {
            return Err(Error::VariantTooSlow(format!(
                "move generation is too slow: {} positions in {} ms ({:.0} a second, perft {} \
                 from the start{}); at least {:.0} a second are needed",
                measured.nodes,
                measured.elapsed.as_millis(),
                rate,
                check.depth,
                if measured.complete {
                    ""
                } else {
                    ", stopped at the budget"
                },
                check.min_rate,
            )));
        }
        Ok(variant)
    }
}

/// Ids a player's variant may not take: `/api/variants/@name/{id}` would be another path.
const RESERVED_SLUGS: [&str; 2] = ["pieces", "file"];

/// Refuses a text with control characters (line breaks included) or markup (`<`, `>`), or
/// longer than `max` characters.
fn plain_text(field: &str, text: &str, max: usize) -> Result<(), Error> {
    if text.chars().any(char::is_control) {
        return Err(Error::BadRequest(format!(
            "{field}: plain text only (no control characters)"
        )));
    }
    if text.contains(['<', '>']) {
        return Err(Error::BadRequest(format!(
            "{field}: plain text only (no '<' or '>')"
        )));
    }
    if text.chars().count() > max {
        return Err(Error::BadRequest(format!(
            "{field}: at most {max} characters"
        )));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_budget_stops_the_walk() {
        let chess = AnyGame::start("chess").unwrap_or_else(|| unreachable!());
        let check = VariantCheck {
            depth: 4,
            nodes: 1000,
            ..VariantCheck::default()
        };
        let m = measure(&chess, &check);
        assert_eq!(m.nodes, 1000);
        assert!(!m.complete);
        let full = measure(
            &chess,
            &VariantCheck {
                depth: 3,
                ..VariantCheck::default()
            },
        );
        // 1 + 20 + 400 + 8902.
        assert_eq!((full.nodes, full.complete), (9323, true));
    }

    #[test]
    fn plain_text_refuses_control_characters() {
        assert!(plain_text("name", "Spiral chess: 3 & more", 80).is_ok());
        assert!(plain_text("name", "<b>bold</b>", 80).is_err());
        assert!(plain_text("name", "two\nlines", 80).is_err());
        assert!(plain_text("name", "\u{7}", 80).is_err());
        assert!(plain_text("name", &"x".repeat(81), 80).is_err());
    }
}
