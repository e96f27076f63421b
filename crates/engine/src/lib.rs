//! The Turnpan computer player: one search for every game of `turnpan-rules`.
//!
//! The search ([`search`]) is generic over [`Game`] and monomorphised per game type; an
//! [`AnyGame`] is dispatched once, at the top ([`Engine::search_any`], [`best_move`]). The
//! evaluation derives piece values from the pieces' moves, so user-defined variants play
//! sensibly too. [`Level`]s 1-8 are explicit search limits. [`uci`] speaks the UCI protocol.
//!
//! ```
//! use turnpan_engine::{best_move, Limits};
//! use turnpan_rules::{AnyGame, Game};
//! // White mates in one: Qh5xf7.
//! let pos = turnpan_rules::Catalog::builtin()
//!     .from_fen("chess", "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4")
//!     .unwrap();
//! let result = best_move(&pos, &[], Limits::depth(3));
//! assert_eq!(pos.uci(result.best.unwrap()), "h5f7");
//! ```

mod attacks;
mod correction;
pub mod eval;
mod index;
mod limits;
mod search;
mod see;
pub mod tt;
pub mod tune;
pub mod uci;

use std::any::Any;
use std::sync::atomic::{AtomicBool, Ordering};
use web_time::{SystemTime, UNIX_EPOCH};

pub use limits::{Clock, Level, Limits};
pub use search::{CurrMove, Info, Score, SearchResult};
use turnpan_rules::{AnyGame, AnyMove, Game, GameVisitor, MoveCode};

/// Default transposition table size in MB.
pub const DEFAULT_HASH_MB: usize = 16;

/// Searches `pos` within `limits`. `history` holds the repetition keys
/// ([`Game::repetition_key`]) of the positions before `pos` in the game, oldest first, so that
/// the search knows which moves repeat. The search ends early when `stop` becomes true;
/// `on_info` hears about each completed depth. With [`Limits::threads`] above 1 the search is
/// parallel (lazy SMP): helper threads share the table, and this thread decides the move.
pub fn search<G: Game>(
    pos: &G,
    history: &[u64],
    limits: Limits,
    tt: &mut tt::Table<G::Move>,
    stop: &AtomicBool,
    on_info: &mut dyn FnMut(&Info),
) -> SearchResult<G::Move> {
    search_among(pos, history, limits, tt, stop, &|_| true, on_info)
}

/// [`search`] over the root moves that `among` keeps (all of them when it keeps none).
///
/// Lazy SMP, with `limits.threads` above 1: the helper threads search the same root with the
/// same code and share only the table (and the node count), each with move-ordering
/// statistics of its own (kept in the table for its next search); the odd ones start a ply
/// deeper. Their results reach the main thread through the table alone: the main thread
/// alone reports, obeys the limits (time, nodes over all threads, `stop`, `mate`) and
/// decides the move, and when it stops the helpers stop.
fn search_among<G: Game>(
    pos: &G,
    history: &[u64],
    limits: Limits,
    tt: &mut tt::Table<G::Move>,
    stop: &AtomicBool,
    among: &(dyn Fn(G::Move) -> bool + Sync),
    on_info: &mut dyn FnMut(&Info),
) -> SearchResult<G::Move> {
    let seed = if limits.eval_noise > 0 {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(1, |d| d.as_nanos() as u64)
    } else {
        0
    };
    tt.new_search();
    let memory = tt.memory.take();
    let helpers = limits.threads.max(1) as usize - 1;
    if helpers == 0 {
        let mut main = search::Search::new(pos, history, limits, tt, memory, stop, seed);
        let result = main.run(pos, among, on_info);
        let memory = main.memory();
        tt.memory = Some(memory);
        return result;
    }
    let mut helper_memory = std::mem::take(&mut tt.helper_memory);
    helper_memory.resize_with(helpers, || None);
    let shared = search::Shared::default();
    let table = &*tt;
    // Helpers: one line, no time or mate limit of their own; the node limit, counted over
    // all threads, also stops them (the main thread may be waiting for a core).
    let helper_limits = Limits {
        depth: limits.depth,
        nodes: limits.nodes,
        eval_noise: limits.eval_noise,
        ..Limits::default()
    };
    let (mut result, memory, helper_memory) = std::thread::scope(|s| {
        let handles: Vec<_> = helper_memory
            .into_iter()
            .enumerate()
            .map(|(i, memory)| {
                let shared = &shared;
                s.spawn(move || {
                    let mut helper = search::Search::new(
                        pos,
                        history,
                        helper_limits,
                        table,
                        memory,
                        &shared.done,
                        seed,
                    )
                    .in_parallel(i + 1, shared);
                    helper.run(pos, among, &mut |_| {});
                    helper.memory()
                })
            })
            .collect();
        let mut main = search::Search::new(pos, history, limits, table, memory, stop, seed)
            .in_parallel(0, &shared);
        let result = main.run(pos, among, on_info);
        shared.done.store(true, Ordering::Relaxed);
        let memories: Vec<_> = handles
            .into_iter()
            .map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
            .map(Some)
            .collect();
        (result, main.memory(), memories)
    });
    result.nodes = shared.nodes.load(Ordering::Relaxed);
    tt.memory = Some(memory);
    tt.helper_memory = helper_memory;
    result
}

/// A search of an [`AnyGame`] with a fresh table: the simple entry point for a server thread.
/// Runs until the limits are reached (give it some).
pub fn best_move(pos: &AnyGame, history: &[u64], limits: Limits) -> SearchResult<AnyMove> {
    Engine::new(if limits.hash_mb == 0 {
        4
    } else {
        limits.hash_mb
    })
    .search_any(pos, history, limits, &AtomicBool::new(false), &mut |_| {})
}

/// An engine that keeps its transposition table between searches of the same game type.
#[derive(Debug)]
pub struct Engine {
    hash_mb: usize,
    /// A `tt::Table<M>` for the move type of the last game searched.
    table: Option<Box<dyn Any + Send>>,
}

impl Engine {
    /// An engine with a table of `hash_mb` MB (allocated at the first search).
    pub fn new(hash_mb: usize) -> Engine {
        Engine {
            hash_mb: hash_mb.max(1),
            table: None,
        }
    }

    /// Changes the table size (the table is rebuilt empty).
    pub fn set_hash(&mut self, hash_mb: usize) {
        self.hash_mb = hash_mb.max(1);
        self.table = None;
    }

    /// Forgets all stored results (a new game).
    pub fn clear(&mut self) {
        self.table = None;
    }

    fn table<M: Copy + Send + MoveCode + 'static>(&mut self) -> &mut tt::Table<M> {
        let fits = self.table.as_ref().is_some_and(|t| t.is::<tt::Table<M>>());
        if !fits {
            self.table = Some(Box::new(tt::Table::<M>::new(self.hash_mb)));
        }
        match self
            .table
            .as_mut()
            .and_then(|t| t.downcast_mut::<tt::Table<M>>())
        {
            Some(t) => t,
            None => unreachable!("the table was just made for this move type"),
        }
    }

    /// Searches a position of a concrete game type.
    pub fn search<G: Game>(
        &mut self,
        pos: &G,
        history: &[u64],
        limits: Limits,
        stop: &AtomicBool,
        on_info: &mut dyn FnMut(&Info),
    ) -> SearchResult<G::Move> {
        let table = self.table::<G::Move>();
        search(pos, history, limits, table, stop, on_info)
    }

    /// Searches a position of any game: dispatches once on the game type
    /// ([`AnyGame::visit`]), then runs the search monomorphised for it.
    pub fn search_any(
        &mut self,
        pos: &AnyGame,
        history: &[u64],
        limits: Limits,
        stop: &AtomicBool,
        on_info: &mut dyn FnMut(&Info),
    ) -> SearchResult<AnyMove> {
        self.search_any_among(pos, history, limits, &[], stop, on_info)
    }

    /// [`Engine::search_any`] over some of the legal moves only (UCI `searchmoves`); moves of
    /// `among` that are not legal are left out, and when none is legal every move is searched.
    ///
    /// ```
    /// use std::sync::atomic::AtomicBool;
    /// use turnpan_engine::{Engine, Limits};
    /// use turnpan_rules::{Catalog, Game};
    /// let pos = Catalog::builtin().start("chess").unwrap();
    /// let a3 = pos.parse_uci("a2a3").unwrap();
    /// let r = Engine::new(1).search_any_among(&pos, &[], Limits::depth(3), &[a3],
    ///     &AtomicBool::new(false), &mut |_| {});
    /// assert_eq!(r.best, Some(a3));
    /// ```
    pub fn search_any_among(
        &mut self,
        pos: &AnyGame,
        history: &[u64],
        limits: Limits,
        among: &[AnyMove],
        stop: &AtomicBool,
        on_info: &mut dyn FnMut(&Info),
    ) -> SearchResult<AnyMove> {
        pos.visit(SearchAny {
            engine: self,
            history,
            limits,
            among,
            stop,
            on_info,
        })
    }
}

/// [`Engine::search_any`]'s search on the concrete game type.
struct SearchAny<'a, 'b> {
    engine: &'a mut Engine,
    history: &'a [u64],
    limits: Limits,
    among: &'a [AnyMove],
    stop: &'a AtomicBool,
    on_info: &'a mut (dyn FnMut(&Info) + 'b),
}

impl GameVisitor for SearchAny<'_, '_> {
    type Output = SearchResult<AnyMove>;

    fn visit<G: Game>(self, pos: &G, wrap: fn(G::Move) -> AnyMove) -> SearchResult<AnyMove> {
        let among = self.among;
        let table = self.engine.table::<G::Move>();
        let keep = |m: G::Move| among.contains(&wrap(m));
        let result = search_among(
            pos,
            self.history,
            self.limits,
            table,
            self.stop,
            &keep,
            self.on_info,
        );
        lift(result, wrap)
    }
}

fn lift<M>(r: SearchResult<M>, wrap: fn(M) -> AnyMove) -> SearchResult<AnyMove> {
    SearchResult {
        best: r.best.map(wrap),
        score: r.score,
        depth: r.depth,
        nodes: r.nodes,
        elapsed: r.elapsed,
        pv: r.pv.into_iter().map(wrap).collect(),
        lines: r
            .lines
            .into_iter()
            .map(|(score, pv)| (score, pv.into_iter().map(wrap).collect()))
            .collect(),
    }
}
