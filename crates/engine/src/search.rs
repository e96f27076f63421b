//! Iterative deepening principal-variation search over any [`Game`], monomorphised per game
//! type: a transposition table (also in the quiescence search), aspiration windows, a static
//! evaluation corrected by the correction history (`correction.rs`), null-move
//! pruning and reverse futility (both on the static evaluation refined by the table's score),
//! ProbCut, late-move reductions from a log table adjusted by history (and deeper at nodes
//! expected to fail high, tracked through the null-window searches), late-move, futility and
//! exchange (SEE) pruning of quiet moves near the leaves, singular extensions of the hash move
//! (with a multi-cut when other moves also beat beta), internal iterative reduction, an
//! "improving" test; ordering by hash move, captures by MVV-LVA and capture history with
//! doubtful ones judged by static exchange (losing captures last, and skipped in the
//! quiescence search), killers, the counter move, and quiet moves by history and continuation
//! history; repetition detection on the game's repetition keys. Against a lone king (and
//! pawns) the search is full width.
//!
//! The rules decide everything about the end of the game: a position without legal moves is
//! scored through [`Game::outcome`], so checkmate, king capture (Central Rotational Chess),
//! stalemate wins (Transformer), bare kings and Turnover's lost Castles need no code here.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;

use web_time::Instant;

use crate::index::{GameIndex, Piece};
use turnpan_rules::{Color, Game, Outcome};

use crate::correction::{CorrectionHistory, Slots};
use crate::eval::Evaluator;
use crate::limits::Limits;
use crate::see::Exchange;
use crate::tt::{Bound, Entry, Memory, Table};

/// Larger than any score.
pub(crate) const INFINITY: i32 = 32_000;
/// The score of mating now; mate in `n` plies scores `MATE - n`.
pub(crate) const MATE: i32 = 31_000;
/// Scores beyond this are mates.
pub(crate) const MATE_BOUND: i32 = MATE - 1_000;
const MAX_PLY: usize = 120;

/// A search score as reported: centipawns, or moves to mate (negative: being mated).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// Centipawns from the mover's side.
    Cp(i32),
    /// Full moves to mate; negative when the mover is mated.
    Mate(i32),
}

impl Score {
    pub(crate) fn from_internal(s: i32) -> Score {
        if s > MATE_BOUND {
            Score::Mate((MATE - s + 1) / 2)
        } else if s < -MATE_BOUND {
            Score::Mate(-((MATE + s + 1) / 2))
        } else {
            Score::Cp(s)
        }
    }

    /// UCI text: `cp 34` or `mate -2`.
    pub fn uci(self) -> String {
        match self {
            Score::Cp(c) => format!("cp {c}"),
            Score::Mate(m) => format!("mate {m}"),
        }
    }
}

/// Progress of a search, after each completed depth.
#[derive(Clone, Debug)]
pub struct Info {
    /// Depth completed.
    pub depth: u32,
    /// Deepest ply reached.
    pub seldepth: u32,
    /// Score of the best line.
    pub score: Score,
    /// Nodes searched so far.
    pub nodes: u64,
    /// Time so far.
    pub elapsed: Duration,
    /// Best line, in engine notation.
    pub pv: Vec<String>,
    /// Which line this is (1 = the best), when the search reports several (MultiPV).
    pub multipv: Option<u32>,
    /// How full the transposition table is, in thousandths.
    pub hashfull: u32,
    /// Set, this is not a completed depth but the root move the search has just started
    /// (UCI `info currmove`): only `depth`, `nodes` and `elapsed` also mean something. Sent
    /// only when [`Limits::currmove_after`] asks for it.
    pub currmove: Option<CurrMove>,
}

/// The root move a search has just started, and its number in the root's order from 1
/// (UCI `currmove` and `currmovenumber`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CurrMove {
    /// The move, in engine notation.
    pub mv: String,
    /// Its number among the root moves, from 1.
    pub number: u32,
}

impl Info {
    /// Nodes per second.
    pub fn nps(&self) -> u64 {
        (self.nodes as f64 / self.elapsed.as_secs_f64().max(1e-6)) as u64
    }

    /// The UCI `info` line.
    pub fn uci(&self) -> String {
        if let Some(c) = &self.currmove {
            return format!(
                "info depth {} currmove {} currmovenumber {}",
                self.depth, c.mv, c.number
            );
        }
        let line = self
            .multipv
            .map_or_else(String::new, |k| format!(" multipv {k}"));
        format!(
            "info depth {} seldepth {}{line} score {} nodes {} nps {} hashfull {} time {} pv {}",
            self.depth,
            self.seldepth,
            self.score.uci(),
            self.nodes,
            self.nps(),
            self.hashfull,
            self.elapsed.as_millis(),
            self.pv.join(" ")
        )
    }
}

/// The answer of a search.
#[derive(Clone, Debug)]
pub struct SearchResult<M> {
    /// The move to play; `None` when the game is over in the root position.
    pub best: Option<M>,
    /// Its score.
    pub score: Score,
    /// Depth of the last completed iteration.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// Time used.
    pub elapsed: Duration,
    /// Expected line, starting with `best`.
    pub pv: Vec<M>,
    /// Every line searched, best first (one, or `multipv` of them): each root move's score and
    /// its line, from the deepest iteration that completed it.
    pub lines: Vec<(Score, Vec<M>)>,
}

/// What the threads of one parallel search (lazy SMP) share besides the table.
#[derive(Debug, Default)]
pub(crate) struct Shared {
    /// Nodes searched by all threads: each adds its count every 512 nodes and at its end.
    pub nodes: AtomicU64,
    /// Set by the main thread when it stops: the helpers' stop flag.
    pub done: AtomicBool,
}

/// A search of one position of game `G`. Keep the [`Table`] between searches of one game.
pub(crate) struct Search<'a, G: Game> {
    eval: Evaluator,
    tt: &'a Table<G::Move>,
    stop: &'a AtomicBool,
    /// The other threads of a parallel search, if any.
    shared: Option<&'a Shared>,
    /// Nodes already added to `shared.nodes`.
    flushed: u64,
    /// 0 for the thread that decides the move, 1, 2, ... for the helpers of a parallel
    /// search.
    helper: usize,
    limits: Limits,
    start: Instant,
    soft: Option<Duration>,
    hard: Option<Duration>,
    nodes: u64,
    aborted: bool,
    seldepth: usize,
    /// Repetition keys of the game so far, then of the current search path.
    keys: Vec<u64>,
    killers: Vec<[Option<G::Move>; 2]>,
    /// Quiet-move history by side, origin and destination.
    history: Vec<i32>,
    /// The reply that refuted a move, by that move's origin and destination.
    counters: Vec<Option<G::Move>>,
    /// Origin, destination and piece kind of the move played at each ply (`None`: a null
    /// move).
    played: Vec<Option<(u8, u8, u8)>>,
    /// Continuation history: how a quiet move (piece kind, destination) fared after the
    /// move one ply and two plies before it (piece kind, destination).
    continuation: [Vec<i16>; 2],
    /// Capture history: how a capture (piece kind, destination, captured kind) fared.
    capture_history: Vec<i16>,
    /// Piece kinds (for the continuation and capture tables).
    kinds: usize,
    /// Static evaluation at each ply (`-INFINITY` in check), for the "improving" test.
    static_evals: Vec<i32>,
    /// Late-move reductions by depth and move number.
    lmr: Vec<[u8; 64]>,
    /// Cached position-only evaluations: Zobrist key, then score times two plus the flag
    /// whether the mobility term applies, and the position's correction-history slots.
    eval_cache: Vec<(u64, i32, Slots)>,
    /// What the searches found the static evaluation to miss, by pawns and by material
    /// (`None` for games that do not list their pieces by kind).
    correction: Option<CorrectionHistory>,
    /// Static exchange evaluation, for games defined as data.
    see: Option<Exchange>,
    squares: usize,
    pv: Vec<Vec<G::Move>>,
    move_buffers: Vec<Vec<G::Move>>,
    scored_buffers: Vec<Vec<(G::Move, i32)>>,
    move_rule: u32,
    /// The points that decide a game the rules end without a winner (janggi), if any.
    points: Option<turnpan_rules::Points>,
    /// In games where perpetual check loses: the occurrences that end a game by repetition
    /// (each repetition key's lowest bit says whether its side to move stood in check); 0 in
    /// the others.
    perpetual_fold: usize,
    null_ok: bool,
    /// Legal move counts per ply (for the mobility term: a node knows its parent's count).
    mobility: Vec<i32>,
    /// Depth of the current iteration.
    root_depth: i32,
    /// A root move other than the first raised alpha in the current iteration.
    root_improved: bool,
    /// The move a singular-extension search leaves out, by ply.
    excluded: Vec<Option<G::Move>>,
    /// Whether the position about to be searched at a ply is check, where the move that led
    /// there has already asked (taken by that search, so that it asks the rules only once).
    known_check: Vec<Option<bool>>,
}

impl<'a, G: Game> Search<'a, G> {
    pub(crate) fn new(
        root: &G,
        history: &[u64],
        limits: Limits,
        tt: &'a Table<G::Move>,
        mut memory: Option<Memory<G::Move>>,
        stop: &'a AtomicBool,
        seed: u64,
    ) -> Search<'a, G> {
        let mut eval = Evaluator::new(root);
        let see = Exchange::new(root, eval.values(), eval.royals());
        eval.noise = limits.eval_noise;
        eval.seed = seed;
        let (soft, hard) = limits.deadlines();
        let squares = root.geometry().squares();
        let move_rule = root.variant().map_or(100, |v| v.rules().move_rule);
        let perpetual_fold = root
            .variant()
            .map(|v| v.rules())
            .filter(|r| r.perpetual_check_loses)
            .map_or(0, |r| usize::from(r.repetition));
        let null_ok = root.clone().play_null();
        // The last search's statistics when they fit this game, halved: they still order
        // moves well at the start of this one.
        let n = root.piece_kinds().max(1) * squares;
        let size = if n <= 2048 { n * n } else { 0 };
        let kinds = root.piece_kinds().max(1);
        let captures_size = kinds * squares * kinds;
        let pawns: Vec<bool> = (0..kinds).map(|k| eval.is_pawn(k)).collect();
        let correction = match memory.as_mut().and_then(|m| m.correction.take()) {
            Some(mut c) if c.fits(&pawns) => {
                c.age();
                Some(c)
            }
            _ => CorrectionHistory::new(root, &pawns),
        };
        let (quiet_history, counters, continuation, capture_history) = match memory {
            Some(mut m)
                if m.history.len() == 2 * squares * squares
                    && m.counters.len() == squares * squares
                    && m.continuation[0].len() == size
                    && m.captures.len() == captures_size =>
            {
                m.history.iter_mut().for_each(|v| *v /= 2);
                for table in &mut m.continuation {
                    table.iter_mut().for_each(|v| *v /= 2);
                }
                m.captures.iter_mut().for_each(|v| *v /= 2);
                (m.history, m.counters, m.continuation, m.captures)
            }
            _ => (
                vec![0; 2 * squares * squares],
                vec![None; squares * squares],
                [vec![0; size], vec![0; size]],
                vec![0; captures_size],
            ),
        };
        Search {
            eval,
            tt,
            stop,
            shared: None,
            flushed: 0,
            helper: 0,
            limits,
            start: Instant::now(),
            soft,
            hard,
            nodes: 0,
            aborted: false,
            seldepth: 0,
            keys: history.to_vec(),
            killers: vec![[None; 2]; MAX_PLY + 2],
            history: quiet_history,
            counters,
            played: vec![None; MAX_PLY + 2],
            continuation,
            capture_history,
            kinds,
            static_evals: vec![0; MAX_PLY + 2],
            lmr: (0..64)
                .map(|d| {
                    let mut row = [0u8; 64];
                    for (m, r) in row.iter_mut().enumerate() {
                        if d > 0 && m > 0 {
                            let x = 0.5 + (d as f64).ln() * (m as f64).ln() / LMR_DIVISOR;
                            *r = x.clamp(0.0, 60.0) as u8;
                        }
                    }
                    row
                })
                .collect(),
            see,
            eval_cache: vec![(0, i32::MIN, Slots::default()); EVAL_CACHE],
            correction,
            squares,
            pv: vec![Vec::new(); MAX_PLY + 2],
            move_buffers: vec![Vec::new(); MAX_PLY + 2],
            scored_buffers: vec![Vec::new(); MAX_PLY + 2],
            move_rule: if move_rule == 0 { u32::MAX } else { move_rule },
            points: root.variant().and_then(|v| v.rules().points.clone()),
            perpetual_fold,
            null_ok,
            mobility: vec![0; MAX_PLY + 2],
            root_depth: 1,
            root_improved: false,
            excluded: vec![None; MAX_PLY + 2],
            known_check: vec![None; MAX_PLY + 2],
        }
    }

    /// Makes this search thread `helper` (0: the main one) of a parallel search: it counts
    /// its nodes into `shared`, and a helper starts at depth 2 when its number is odd.
    pub(crate) fn in_parallel(mut self, helper: usize, shared: &'a Shared) -> Search<'a, G> {
        self.helper = helper;
        self.shared = Some(shared);
        self
    }

    /// The move-ordering statistics, to keep for the next search of the game.
    pub(crate) fn memory(&mut self) -> Memory<G::Move> {
        Memory {
            history: std::mem::take(&mut self.history),
            counters: std::mem::take(&mut self.counters),
            continuation: std::mem::take(&mut self.continuation),
            captures: std::mem::take(&mut self.capture_history),
            correction: self.correction.take(),
        }
    }

    /// Nodes searched so far: this thread's, or all threads' in a parallel search.
    fn counted(&self) -> u64 {
        match self.shared {
            None => self.nodes,
            Some(s) => s.nodes.load(Ordering::Relaxed) + (self.nodes - self.flushed),
        }
    }

    /// Adds this thread's nodes not yet counted to the shared count.
    fn flush_nodes(&mut self) {
        if let Some(s) = self.shared {
            s.nodes
                .fetch_add(self.nodes - self.flushed, Ordering::Relaxed);
            self.flushed = self.nodes;
        }
    }

    /// Iterative deepening over the legal moves that `among` keeps (UCI `searchmoves`; a
    /// filter that keeps none searches them all). `on_info` hears about every completed depth.
    /// The caller starts the table's new search ([`Table::new_search`]).
    pub(crate) fn run(
        &mut self,
        root: &G,
        among: &dyn Fn(G::Move) -> bool,
        on_info: &mut dyn FnMut(&Info),
    ) -> SearchResult<G::Move> {
        let mut root_moves = Vec::new();
        root.legal_moves(&mut root_moves);
        if root_moves.iter().any(|&m| among(m)) {
            root_moves.retain(|&m| among(m));
        }
        let mut result = SearchResult {
            best: root_moves.first().copied(),
            score: Score::Cp(0),
            depth: 0,
            nodes: 0,
            elapsed: Duration::ZERO,
            pv: root_moves.first().copied().into_iter().collect(),
            lines: Vec::new(),
        };
        if root_moves.is_empty() {
            result.score = Score::from_internal(self.terminal_score(root, 0));
            return result;
        }
        let max_depth = self
            .limits
            .depth
            .unwrap_or(MAX_PLY as u32 - 10)
            .clamp(1, MAX_PLY as u32 - 10);
        // Root moves with their latest scores, best first.
        let mut ordered: Vec<(G::Move, i32)> = root_moves.iter().map(|&m| (m, 0)).collect();
        if let Some(hm) = self.tt.probe(root.zobrist()).and_then(|e| e.mv) {
            if let Some(i) = ordered.iter().position(|&(m, _)| m == hm) {
                ordered[..=i].rotate_right(1);
            }
        }
        // MultiPV: line k searches the root moves from the k-th on, the best k already having
        // their lines at this depth (each search brings its best to the front of its part).
        let lines = (self.limits.multipv.max(1) as usize).min(ordered.len());
        let mut previous: Vec<i32> = vec![0; lines];
        // Lazy SMP: the odd helpers start a ply deeper, so that the threads are not all on
        // the same depth at once.
        let first_depth = 1 + (self.helper % 2) as u32;
        'deepening: for depth in first_depth..=max_depth {
            let mut found: Vec<(i32, Vec<G::Move>)> = Vec::with_capacity(lines);
            for line in 0..lines {
                let s = self.search_line(
                    root,
                    &mut ordered[line..],
                    depth,
                    previous[line],
                    line,
                    on_info,
                );
                if self.aborted {
                    // A partly searched depth still improves on the last one when its first
                    // (the previous best) move was searched and another beat it.
                    if line == 0
                        && self.pv[0].first().is_some_and(|&m| Some(m) != result.best)
                        && self.root_improved
                    {
                        result.best = self.pv[0].first().copied();
                        result.pv = self.pv[0].clone();
                    }
                    break 'deepening;
                }
                let pv = self.pv[0].clone();
                if line == 0 {
                    // Kept at once: a search stopped during the next lines still plays it.
                    result.best = pv.first().copied().or(result.best);
                    result.pv = pv.clone();
                    result.score = Score::from_internal(s);
                    result.depth = depth;
                }
                found.push((s, pv));
            }
            // A later line can score above an earlier one (each line is searched with its own
            // window, reductions and table): the lines are ranked by their scores, best first.
            if lines > 1 {
                let mut order: Vec<usize> = (0..lines).collect();
                order.sort_by_key(|&i| std::cmp::Reverse(found[i].0));
                let moves: Vec<(G::Move, i32)> =
                    order.iter().map(|&i| (ordered[i].0, found[i].0)).collect();
                ordered[..lines].copy_from_slice(&moves);
                found = order.into_iter().map(|i| found[i].clone()).collect();
                result.best = found[0].1.first().copied().or(result.best);
                result.pv = found[0].1.clone();
                result.score = Score::from_internal(found[0].0);
            }
            result.lines.clear();
            for (line, (s, pv)) in found.iter().enumerate() {
                previous[line] = *s;
                let info = Info {
                    depth,
                    seldepth: self.seldepth as u32,
                    score: Score::from_internal(*s),
                    nodes: self.counted(),
                    elapsed: self.start.elapsed(),
                    pv: pv_text(root, pv),
                    multipv: (lines > 1).then_some(line as u32 + 1),
                    hashfull: self.tt.hashfull(),
                    currmove: None,
                };
                on_info(&info);
                result.lines.push((info.score, pv.clone()));
            }
            let score = found[0].0;
            if score.abs() > MATE_BOUND && depth as i32 > 2 * (MATE - score.abs()) + 2 {
                break; // a proven mate, found with room to spare
            }
            if let (Some(wanted), Score::Mate(moves)) = (self.limits.mate, result.score) {
                if moves > 0 && moves as u32 <= wanted {
                    break; // `go mate`: the mate asked for is found
                }
            }
            if let Some(soft) = self.soft {
                let elapsed = self.start.elapsed();
                // A new depth costs several times the last one: do not start what cannot end.
                if elapsed >= soft || (self.limits.movetime.is_none() && elapsed * 2 >= soft) {
                    break;
                }
                if root_moves.len() == 1 && self.limits.clock.is_some() {
                    break;
                }
            }
        }
        self.flush_nodes();
        result.nodes = self.nodes;
        result.elapsed = self.start.elapsed();
        result
    }

    /// One line of one iteration: the root moves of `ordered` searched to `depth` in an
    /// aspiration window around the line's last score, widened until the score falls inside.
    /// Line 0 is the best line; only it is stored in the table (the others leave moves out).
    fn search_line(
        &mut self,
        root: &G,
        ordered: &mut [(G::Move, i32)],
        depth: u32,
        previous: i32,
        line: usize,
        on_info: &mut dyn FnMut(&Info),
    ) -> i32 {
        let (mut alpha, mut beta) = if depth >= 5 && previous.abs() < MATE_BOUND {
            (previous - 40, previous + 40)
        } else {
            (-INFINITY, INFINITY)
        };
        let mut delta = 40;
        loop {
            let s = self.root_search(root, ordered, depth as i32, (alpha, beta), line, on_info);
            if self.aborted {
                return s;
            }
            if s <= alpha {
                alpha = (alpha - delta).max(-INFINITY);
            } else if s >= beta {
                beta = (beta + delta).min(INFINITY);
            } else {
                return s;
            }
            delta *= 3;
        }
    }

    fn root_search(
        &mut self,
        root: &G,
        ordered: &mut [(G::Move, i32)],
        depth: i32,
        (mut alpha, beta): (i32, i32),
        line: usize,
        on_info: &mut dyn FnMut(&Info),
    ) -> i32 {
        // Only line 0 is stored in the table (the others leave moves out).
        let store = line == 0;
        let mut best = -INFINITY;
        self.root_depth = depth;
        self.pv[0].clear();
        self.root_improved = false;
        let key = root.repetition_key();
        self.keys.push(key);
        let in_check = root.is_check();
        for i in 0..ordered.len() {
            let mv = ordered[i].0;
            if let Some(after) = self.limits.currmove_after {
                let elapsed = self.start.elapsed();
                if elapsed >= after {
                    on_info(&Info {
                        depth: depth as u32,
                        seldepth: self.seldepth as u32,
                        score: Score::Cp(0),
                        nodes: self.counted(),
                        elapsed,
                        pv: Vec::new(),
                        multipv: None,
                        hashfull: 0,
                        currmove: Some(CurrMove {
                            mv: root.uci(mv),
                            number: (line + i + 1) as u32,
                        }),
                    });
                }
            }
            let mut child = root.clone();
            child.play_unchecked(mv);
            self.played[0] = Some(self.played_entry(root, mv));
            let gives_check = child.is_check();
            let new_depth = depth - 1 + self.extension(gives_check, 0);
            self.known_check[1] = Some(gives_check);
            let score = if i == 0 {
                -self.alpha_beta(&child, new_depth, -beta, -alpha, 1, true, false)
            } else {
                let reduce = i32::from(
                    depth >= 3 && i >= 4 && !in_check && !root.is_capture(mv) && !gives_check,
                );
                let mut s = -self.alpha_beta(
                    &child,
                    new_depth - reduce,
                    -alpha - 1,
                    -alpha,
                    1,
                    true,
                    true,
                );
                if s > alpha && !self.aborted {
                    self.known_check[1] = Some(gives_check);
                    s = -self.alpha_beta(&child, new_depth, -beta, -alpha, 1, true, false);
                }
                s
            };
            if self.aborted {
                break;
            }
            ordered[i].1 = score;
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if i > 0 {
                        self.root_improved = true;
                    }
                    self.update_pv(0, mv);
                    // Keep the best move first for the next depth, the others in order.
                    ordered[..=i].rotate_right(1);
                }
                if score >= beta {
                    break;
                }
            }
        }
        self.keys.pop();
        if store && !self.aborted {
            let bound = if best >= beta {
                Bound::Lower
            } else {
                Bound::Exact
            };
            self.tt.store(
                root.zobrist(),
                self.pv[0].first().copied(),
                best,
                depth,
                bound,
            );
        }
        best
    }

    /// The static evaluation (see [`Evaluator::evaluate`]) corrected by the correction
    /// history, with the position's slots there; its position-only part is cached by
    /// Zobrist key.
    fn evaluate(&mut self, pos: &G, mobility: i32) -> (i32, Slots) {
        let key = pos.zobrist();
        let slot = key as usize & (self.eval_cache.len() - 1);
        let (k, v, slots) = self.eval_cache[slot];
        let (base, applies, slots) = if k == key && v != i32::MIN {
            (v >> 1, v & 1 == 1, slots)
        } else {
            let (base, applies) = self.eval.evaluate_base(pos);
            let slots = self
                .correction
                .as_ref()
                .map_or_else(Slots::default, |c| c.slots(pos));
            self.eval_cache[slot] = (key, (base << 1) | i32::from(applies), slots);
            (base, applies, slots)
        };
        // A dead draw (`applies` false) stays exactly level.
        let correction = match &self.correction {
            Some(c) if applies => c.correction(slots),
            _ => 0,
        };
        let score = base + self.eval.mobility_term(mobility, applies) + correction;
        (score.clamp(-MATE_BOUND + 1, MATE_BOUND - 1), slots)
    }

    /// Moves of the side to move here minus those of the other side one ply up.
    fn mobility_difference(&self, ply: usize) -> i32 {
        if ply == 0 {
            0
        } else {
            self.mobility[ply] - self.mobility[ply - 1]
        }
    }

    fn update_pv(&mut self, ply: usize, mv: G::Move) {
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        let line = &mut head[ply];
        line.clear();
        line.push(mv);
        line.extend_from_slice(&tail[0]);
    }

    #[inline]
    fn check_limits(&mut self) {
        if self.nodes & 511 == 0 {
            self.flush_nodes();
            if self.stop.load(Ordering::Relaxed) {
                self.aborted = true;
            }
            if let Some(hard) = self.hard {
                if self.start.elapsed() >= hard {
                    self.aborted = true;
                }
            }
        }
        if let Some(n) = self.limits.nodes {
            if self.counted() >= n {
                self.aborted = true;
            }
        }
    }

    /// The score of a position without legal moves, from the mover's side.
    fn terminal_score(&self, pos: &G, ply: usize) -> i32 {
        match pos.outcome(1) {
            Some(Outcome::Decisive { winner, .. }) if winner == pos.turn() => MATE - ply as i32,
            Some(Outcome::Decisive { .. }) => -(MATE - ply as i32),
            _ => 0,
        }
    }

    /// The score of `pos` where the rules end the game without a winner (a repetition, the
    /// move rule), from the mover's side: a draw, or in a game that counts points (janggi) a
    /// mate for the side with more, as the game record judges it.
    fn drawn_score(&self, pos: &G, ply: usize) -> i32 {
        let Some(points) = &self.points else {
            return 0;
        };
        match points.winner_in(pos) {
            Some(winner) if winner == pos.turn() => MATE - ply as i32,
            Some(_) => -(MATE - ply as i32),
            None => 0,
        }
    }

    /// The score of a position that repeats one since the last irreversible move, from the
    /// mover's side: a draw at its first repetition. In games where perpetual check loses, a
    /// cycle in which one side gave check with every move counts only at the repetition that
    /// ends the game, and then as a mate against that side (both sides: a draw), as the game
    /// record judges it.
    fn repetition_score(&self, pos: &G, key: u64, halfmove_clock: u32, ply: usize) -> Option<i32> {
        let n = self.keys.len();
        let window = (halfmove_clock as usize).min(n);
        if self.perpetual_fold == 0 {
            let mut i = 2;
            while i <= window {
                if self.keys[n - i] == key {
                    return Some(self.drawn_score(pos, ply));
                }
                i += 2;
            }
            return None;
        }
        let in_check = |k: u64| k & 1 != 0;
        // Checks by the opponent (positions with the mover to move) and by the mover.
        let (mut by_opponent, mut by_mover) = (in_check(key), true);
        let mut seen = 0;
        let mut i = 2;
        while i <= window {
            by_mover &= in_check(self.keys[n - i + 1]);
            by_opponent &= in_check(self.keys[n - i]);
            if self.keys[n - i] == key {
                if !by_opponent && !by_mover {
                    return Some(self.drawn_score(pos, ply));
                }
                seen += 1;
                if seen + 1 >= self.perpetual_fold {
                    let mate = MATE - ply as i32;
                    return Some(match (by_opponent, by_mover) {
                        (true, false) => mate,
                        (false, true) => -mate,
                        _ => self.drawn_score(pos, ply),
                    });
                }
            }
            i += 2;
        }
        None
    }

    #[allow(clippy::too_many_lines, clippy::too_many_arguments)]
    fn alpha_beta(
        &mut self,
        pos: &G,
        depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        can_null: bool,
        cut_node: bool,
    ) -> i32 {
        self.pv[ply].clear();
        let known_check = self.known_check.get_mut(ply).and_then(Option::take);
        self.check_limits();
        if self.aborted {
            return 0;
        }
        let in_check = known_check.unwrap_or_else(|| pos.is_check());
        debug_assert!(
            known_check.is_none_or(|known| known == pos.is_check()),
            "the check test passed down disagrees with the position"
        );
        if depth <= 0 || ply >= MAX_PLY {
            return self.quiescence(pos, alpha, beta, ply, 0);
        }
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply);
        let key = pos.repetition_key();
        let halfmove = pos.halfmove_clock();
        if let Some(score) = self.repetition_score(pos, key, halfmove, ply) {
            return score;
        }
        // Mate distance pruning: no line can beat a mate already found nearer the root.
        alpha = alpha.max(-(MATE - ply as i32));
        beta = beta.min(MATE - ply as i32 - 1);
        if alpha >= beta {
            return alpha;
        }
        let pv_node = beta - alpha > 1;
        let excluded = self.excluded[ply];
        let zobrist = pos.zobrist();
        let tt_entry = self.tt.probe(zobrist);
        if let Some(e) = tt_entry {
            if excluded.is_none() && !pv_node && i32::from(e.depth) >= depth {
                let s = score_from_tt(e.score, ply);
                if cuts(e.bound, s, alpha, beta) {
                    return s;
                }
            }
        }
        // Where a position that is not check can only end in a stalemate (a draw), the
        // pruning below needs no move list: a node it cuts never generates its moves.
        let early = !in_check && self.eval.plain_ends() && excluded.is_none();
        if early && (halfmove >= self.move_rule || pos.count_over()) {
            return 0;
        }
        self.keys.push(key);
        let mut node = None;
        if early {
            let n = self.static_pruning(
                pos, depth, beta, ply, in_check, pv_node, can_null, cut_node, tt_entry,
            );
            if let Some(s) = n.cut {
                self.keys.pop();
                return s;
            }
            node = Some(n);
        }
        let mut moves = std::mem::take(&mut self.move_buffers[ply]);
        pos.legal_moves(&mut moves);
        let score = if moves.is_empty() {
            self.terminal_score(pos, ply)
        } else if halfmove >= self.move_rule {
            self.drawn_score(pos, ply)
        } else if pos.count_over() {
            0
        } else {
            self.mobility[ply] = moves.len() as i32;
            let node = match node {
                Some(n) => n,
                None => self.static_pruning(
                    pos, depth, beta, ply, in_check, pv_node, can_null, cut_node, tt_entry,
                ),
            };
            let probcut = if node.cut.is_none() && !pv_node && !in_check && excluded.is_none() {
                self.probcut(pos, &moves, depth, beta, ply, &node, zobrist)
            } else {
                None
            };
            match node.cut.or(probcut) {
                Some(s) => s,
                None => self.search_moves(
                    pos, &moves, depth, alpha, beta, ply, in_check, pv_node, node, zobrist,
                ),
            }
        };
        self.keys.pop();
        self.move_buffers[ply] = moves;
        score
    }

    /// The static evaluation of a node and the pruning that needs no move: reverse futility
    /// and the null move. A score the table holds for the node (`tt_entry`) replaces the
    /// static evaluation for that pruning where its bound says the evaluation is too low or
    /// too high.
    #[allow(clippy::too_many_arguments)]
    fn static_pruning(
        &mut self,
        pos: &G,
        depth: i32,
        beta: i32,
        ply: usize,
        in_check: bool,
        pv_node: bool,
        can_null: bool,
        cut_node: bool,
        tt_entry: Option<Entry<G::Move>>,
    ) -> Node<G::Move> {
        let us = pos.turn();
        let (raw_eval, slots) = if in_check {
            (-INFINITY, Slots::default())
        } else {
            self.evaluate(pos, self.mobility_difference(ply))
        };
        self.static_evals[ply] = raw_eval;
        // The position got better for the mover since its last move: prune less.
        let improving = !in_check && (ply < 2 || raw_eval > self.static_evals[ply - 2]);
        let tt_score = tt_entry.map(|e| (score_from_tt(e.score, ply), e.bound));
        let static_eval = match tt_score {
            Some((s, bound)) if !in_check && s.abs() < MATE_BOUND => match bound {
                Bound::Exact => s,
                Bound::Lower => s.max(raw_eval),
                Bound::Upper => s.min(raw_eval),
            },
            _ => raw_eval,
        };
        let mut node = Node {
            static_eval,
            raw_eval,
            slots,
            improving,
            cut: None,
            cut_node,
            tt_entry,
        };
        if !pv_node && !in_check && beta.abs() < MATE_BOUND && self.excluded[ply].is_none() {
            // Reverse futility: far above beta near the leaves, a quiet move will not lose it all.
            if depth <= 7 && static_eval - 90 * depth + 45 * i32::from(improving) >= beta {
                node.cut = Some(static_eval);
                return node;
            }
            if can_null
                && self.null_ok
                && depth >= 3
                && static_eval >= beta
                && self.eval.has_pieces(pos, us)
            {
                let mut child = pos.clone();
                if child.play_null() {
                    let r = 3 + depth / 4 + ((static_eval - beta) / 200).min(3);
                    self.played[ply] = None;
                    let s = -self.alpha_beta(
                        &child,
                        (depth - 1 - r).max(0),
                        -beta,
                        -beta + 1,
                        ply + 1,
                        false,
                        !cut_node,
                    );
                    if self.aborted {
                        node.cut = Some(0);
                    } else if s >= beta {
                        node.cut = Some(if s >= MATE_BOUND { beta } else { s });
                    }
                }
            }
        }
        node
    }

    #[allow(clippy::too_many_arguments, clippy::too_many_lines)]
    fn search_moves(
        &mut self,
        pos: &G,
        moves: &[G::Move],
        mut depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        in_check: bool,
        pv_node: bool,
        node: Node<G::Move>,
        zobrist: u64,
    ) -> i32 {
        let us = pos.turn();
        let hash_move = node.tt_entry.and_then(|e| e.mv);
        let Node {
            static_eval,
            improving,
            ..
        } = node;
        // Against a lone king (and pawns) the winning moves are quiet king and piece moves
        // that no history knows yet, and there are few moves anyway: search them all fully.
        let selective = self.eval.has_pieces(pos, !us);
        // Internal iterative reduction: without a move from the table, this node was not
        // searched before and is likely less important than it looks.
        if selective && hash_move.is_none() && depth >= 4 {
            depth -= 1;
        }
        let counter = self.counter_move(ply);
        let mut scored = std::mem::take(&mut self.scored_buffers[ply]);
        scored.clear();
        for &mv in moves {
            scored.push((mv, self.order_score(pos, mv, hash_move, counter, ply)));
        }
        let original_alpha = alpha;
        let mut best = -INFINITY;
        let mut best_move = None;
        let mut quiets = MovesTried::default();
        let mut captures = MovesTried::default();
        let lmp_limit = (3 + depth * depth) / if improving { 1 } else { 2 };
        let excluded = self.excluded[ply];
        for i in 0..scored.len() {
            self.pick(pos, &mut scored, i);
            let (mv, order) = scored[i];
            if Some(mv) == excluded {
                continue;
            }
            let capture = pos.is_capture(mv);
            let quiet = !capture && pos.promotion_index(mv).is_none();
            let special = order >= KILLER_SCORE - 10; // hash move, killers, counter move
            let lmr_base = i32::from(self.lmr[depth.clamp(0, 63) as usize][i.min(63)]);
            // Pruning of moves that are unlikely to matter, once a line that is not lost has
            // been found.
            if selective && !in_check && best > -MATE_BOUND && i > 0 {
                if quiet && !special {
                    if depth <= 8 && quiets.count as i32 >= lmp_limit {
                        continue;
                    }
                    let lmr_depth = (depth - 1 - lmr_base).max(0);
                    // A quiet move that puts its piece where the exchange loses it, near the
                    // leaves: the margin grows with the depth left.
                    if lmr_depth <= 6 {
                        if let Some(see) = &self.see {
                            if !see.see_ge(pos, mv, -QUIET_SEE_MARGIN * lmr_depth * lmr_depth) {
                                quiets.push(mv);
                                continue;
                            }
                        }
                    }
                    if lmr_depth <= 6 && static_eval + 120 + 100 * lmr_depth <= alpha {
                        // Futility: unless it gives check (seen below).
                        let mut child = pos.clone();
                        child.play_unchecked(mv);
                        if !child.is_check() {
                            quiets.push(mv);
                            continue;
                        }
                    }
                } else if capture && depth <= 6 && order < 0 {
                    // A capture that loses material by exchange, near the leaves.
                    if let Some(see) = &self.see {
                        if !see.see_ge(pos, mv, -100 * depth) {
                            continue;
                        }
                    }
                }
            }
            let mut child = pos.clone();
            child.play_unchecked(mv);
            let gives_check = child.is_check();
            let mut new_depth = depth - 1 + self.extension(gives_check, ply);
            if Some(mv) == hash_move && excluded.is_none() {
                match self.singular(pos, mv, depth, beta, ply, &node) {
                    Singular::Extend => new_depth = new_depth.max(depth),
                    Singular::Cut(s) => {
                        self.scored_buffers[ply] = scored;
                        return s;
                    }
                    Singular::No => {}
                }
            }
            // Set after the singular search, which plays the other moves at this ply.
            self.played[ply] = Some(self.played_entry(pos, mv));
            self.known_check[ply + 1] = Some(gives_check);
            let score = if i == 0 {
                -self.alpha_beta(
                    &child,
                    new_depth,
                    -beta,
                    -alpha,
                    ply + 1,
                    true,
                    !pv_node && !node.cut_node,
                )
            } else {
                let mut reduction = 0;
                if selective && depth >= 3 && i >= 2 && (quiet || order < 0) {
                    reduction = lmr_base;
                    if pv_node {
                        reduction -= 1;
                    }
                    if !improving {
                        reduction += 1;
                    }
                    if special {
                        reduction -= 1;
                    }
                    if gives_check || in_check {
                        reduction -= 1;
                    }
                    if quiet {
                        reduction -= self.quiet_score(pos, mv, ply) / 12_000;
                        // A node expected to fail high: its late quiet moves matter little.
                        if node.cut_node {
                            reduction += 2;
                        }
                    }
                    reduction = reduction.clamp(0, depth - 2);
                }
                let mut s = -self.alpha_beta(
                    &child,
                    new_depth - reduction,
                    -alpha - 1,
                    -alpha,
                    ply + 1,
                    true,
                    true,
                );
                if s > alpha && reduction > 0 && !self.aborted {
                    self.known_check[ply + 1] = Some(gives_check);
                    s = -self.alpha_beta(
                        &child,
                        new_depth,
                        -alpha - 1,
                        -alpha,
                        ply + 1,
                        true,
                        !node.cut_node,
                    );
                }
                if s > alpha && s < beta && !self.aborted {
                    self.known_check[ply + 1] = Some(gives_check);
                    s = -self.alpha_beta(&child, new_depth, -beta, -alpha, ply + 1, true, false);
                }
                s
            };
            if self.aborted {
                self.scored_buffers[ply] = scored;
                return 0;
            }
            if score > best {
                best = score;
                best_move = Some(mv);
                if score > alpha {
                    alpha = score;
                    self.update_pv(ply, mv);
                }
                if score >= beta {
                    let bonus = (16 * depth * depth).min(1600);
                    if capture {
                        self.update_capture(pos, mv, bonus);
                    }
                    for &c in captures.moves() {
                        self.update_capture(pos, c, -bonus);
                    }
                    if quiet {
                        let k = &mut self.killers[ply];
                        if k[0] != Some(mv) {
                            k[1] = k[0];
                            k[0] = Some(mv);
                        }
                        self.update_quiet(pos, mv, ply, bonus);
                        for &q in quiets.moves() {
                            self.update_quiet(pos, q, ply, -bonus);
                        }
                        if let Some(slot) = self.counter_slot(ply) {
                            self.counters[slot] = Some(mv);
                        }
                    }
                    break;
                }
            }
            if quiet {
                quiets.push(mv);
            } else if capture {
                captures.push(mv);
            }
        }
        self.scored_buffers[ply] = scored;
        if best == -INFINITY {
            // Every move was pruned (cannot happen: the first move is always searched).
            best = alpha;
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        if excluded.is_none() {
            self.tt
                .store(zobrist, best_move, score_to_tt(best, ply), depth, bound);
            self.correct(pos, &node, best, best_move, bound, depth);
        }
        best
    }

    /// Teaches the correction history what a search of this node found: where the best move
    /// is quiet (or nothing beat alpha) and the bound says the static evaluation was wrong
    /// in the direction of the score.
    fn correct(
        &mut self,
        pos: &G,
        node: &Node<G::Move>,
        best: i32,
        best_move: Option<G::Move>,
        bound: Bound,
        depth: i32,
    ) {
        let Some(correction) = self.correction.as_mut() else {
            return;
        };
        let eval = node.raw_eval;
        if eval == -INFINITY || best.abs() >= MATE_BOUND {
            return;
        }
        if best_move.is_some_and(|mv| pos.is_capture(mv) || pos.promotion_index(mv).is_some()) {
            return;
        }
        let wrong_way = match bound {
            Bound::Lower => best <= eval,
            Bound::Upper => best >= eval,
            Bound::Exact => false,
        };
        if !wrong_way {
            correction.update(node.slots, best - eval, depth);
        }
    }

    /// ProbCut: where a capture that wins material clears `beta` by a margin in the
    /// quiescence search and then in a search four plies shallower, the full search would
    /// very likely clear `beta` too; the node is cut with that score.
    #[allow(clippy::too_many_arguments)]
    fn probcut(
        &mut self,
        pos: &G,
        moves: &[G::Move],
        depth: i32,
        beta: i32,
        ply: usize,
        node: &Node<G::Move>,
        zobrist: u64,
    ) -> Option<i32> {
        if depth < PROBCUT_DEPTH
            || beta.abs() >= MATE_BOUND
            || !self.eval.has_pieces(pos, !pos.turn())
        {
            return None;
        }
        let probcut_beta = beta + PROBCUT_MARGIN;
        if let Some(e) = node.tt_entry {
            // The table already says a search nearly as deep stayed below that bound.
            if i32::from(e.depth) >= depth - 3 && score_from_tt(e.score, ply) < probcut_beta {
                return None;
            }
        }
        let see = self.see.as_ref()?;
        let needed = probcut_beta - node.static_eval;
        let mut candidates = [None; PROBCUT_MOVES];
        let mut n = 0;
        for &mv in moves {
            if n < PROBCUT_MOVES && pos.is_capture(mv) && see.see_ge(pos, mv, needed) {
                candidates[n] = Some(mv);
                n += 1;
            }
        }
        for mv in candidates.into_iter().flatten() {
            let mut child = pos.clone();
            child.play_unchecked(mv);
            self.played[ply] = Some(self.played_entry(pos, mv));
            let mut s = -self.quiescence(&child, -probcut_beta, -probcut_beta + 1, ply + 1, 0);
            if s >= probcut_beta && !self.aborted {
                s = -self.alpha_beta(
                    &child,
                    depth - 4,
                    -probcut_beta,
                    -probcut_beta + 1,
                    ply + 1,
                    true,
                    !node.cut_node,
                );
            }
            if self.aborted {
                return None;
            }
            if s >= probcut_beta {
                self.tt.store(
                    zobrist,
                    Some(mv),
                    score_to_tt(s, ply),
                    depth - 3,
                    Bound::Lower,
                );
                return Some(s);
            }
        }
        None
    }

    /// Whether the hash move `mv` is singular: every other move fails low against a bound
    /// somewhat below its stored score, searched to half the depth. When even the other
    /// moves beat `beta`, the node is cut (several moves refute the line).
    #[allow(clippy::too_many_arguments)]
    fn singular(
        &mut self,
        pos: &G,
        mv: G::Move,
        depth: i32,
        beta: i32,
        ply: usize,
        node: &Node<G::Move>,
    ) -> Singular {
        if depth < 7 || ply == 0 {
            return Singular::No;
        }
        let Some(e) = node.tt_entry else {
            return Singular::No;
        };
        let tt_score = score_from_tt(e.score, ply);
        if e.mv != Some(mv)
            || i32::from(e.depth) < depth - 3
            || e.bound == Bound::Upper
            || tt_score.abs() >= MATE_BOUND
        {
            return Singular::No;
        }
        let singular_beta = tt_score - 2 * depth;
        self.excluded[ply] = Some(mv);
        // The node's own key is on the path already: the same node searched again.
        let key = self.keys.pop();
        let s = self.alpha_beta(
            pos,
            (depth - 1) / 2,
            singular_beta - 1,
            singular_beta,
            ply,
            false,
            node.cut_node,
        );
        self.keys.extend(key);
        self.excluded[ply] = None;
        if self.aborted {
            Singular::No
        } else if s < singular_beta {
            Singular::Extend
        } else if singular_beta >= beta {
            Singular::Cut(singular_beta)
        } else {
            Singular::No
        }
    }

    /// The extension of a move: a check gets a ply, bounded so that long checking sequences
    /// cannot run away. (Extending only the checks that do not lose the checker by exchange
    /// measured worse: 45% in 40 games against extending them all.)
    fn extension(&self, gives_check: bool, ply: usize) -> i32 {
        i32::from(gives_check && (ply as i32) < 2 * self.root_depth + 4)
    }

    /// Brings the next move to search to place `i`: the best-ordered one, after judging
    /// doubtful captures (a more valuable piece takes a less valuable one) by exchange: those
    /// that lose material go after the quiet moves.
    fn pick(&self, pos: &G, scored: &mut [(G::Move, i32)], i: usize) {
        // The first moves one at a time (a cut-off usually comes early), then the rest sorted
        // at once: selecting each of fifty moves would cost more than the sort.
        if i == SELECT_FIRST {
            scored[i..].sort_unstable_by_key(|&(_, o)| std::cmp::Reverse(o));
        }
        loop {
            if i < SELECT_FIRST {
                bring_best_forward(scored, i);
            }
            let (mv, order) = scored[i];
            if !(DOUBTFUL_CAPTURE..DOUBTFUL_CAPTURE + 100_000).contains(&order) {
                return;
            }
            let mvv = order - DOUBTFUL_CAPTURE - DOUBTFUL_OFFSET;
            let good = self.see.as_ref().is_none_or(|see| see.see_ge(pos, mv, 0));
            scored[i].1 = if good {
                GOOD_DOUBTFUL + mvv
            } else {
                BAD_CAPTURE + mvv
            };
            if good {
                return;
            }
            if i >= SELECT_FIRST {
                scored[i..].sort_unstable_by_key(|&(_, o)| std::cmp::Reverse(o));
            }
        }
    }

    /// The history score of a quiet move of `side`.
    fn history_of(&self, side: Color, (from, to): (u8, u8)) -> i32 {
        let i = (side.index() * self.squares + usize::from(from)) * self.squares + usize::from(to);
        self.history.get(i).copied().unwrap_or(0)
    }

    /// Moves a history score towards `±HISTORY_MAX` by `bonus`, less so the nearer it is.
    fn update_history(&mut self, side: Color, (from, to): (u8, u8), bonus: i32) {
        let i = (side.index() * self.squares + usize::from(from)) * self.squares + usize::from(to);
        if let Some(v) = self.history.get_mut(i) {
            *v += bonus - *v * bonus.abs() / HISTORY_MAX;
        }
    }

    /// What the history tables say about a quiet move at `ply`.
    fn quiet_score(&self, pos: &G, mv: G::Move, ply: usize) -> i32 {
        let squares = pos.squares_of(mv);
        let mut score = self.history_of(pos.turn(), squares);
        let kind = pos.mover_of(mv).unwrap_or(0);
        for back in 0..2 {
            if let Some(i) = self.continuation_index(ply, back, kind, squares.1) {
                score += i32::from(self.continuation[back][i]);
            }
        }
        score
    }

    /// Rewards (or, with a negative bonus, punishes) a quiet move in every history table.
    fn update_quiet(&mut self, pos: &G, mv: G::Move, ply: usize, bonus: i32) {
        let squares = pos.squares_of(mv);
        self.update_history(pos.turn(), squares, bonus);
        let kind = pos.mover_of(mv).unwrap_or(0);
        for back in 0..2 {
            if let Some(i) = self.continuation_index(ply, back, kind, squares.1) {
                nudge(&mut self.continuation[back][i], bonus);
            }
        }
    }

    /// Index in `capture_history` of the capture `mv`.
    fn capture_index(&self, pos: &G, mv: G::Move) -> Option<usize> {
        let (from, to) = pos.squares_of(mv);
        self.capture_slot(pos.piece_on(from)?.kind, to, pos.piece_on(to))
    }

    /// Index in `capture_history` of a capture by a piece of `kind` on `to`, where `victim`
    /// stands.
    fn capture_slot(&self, kind: usize, to: u8, victim: Option<Piece>) -> Option<usize> {
        // En passant (nothing on the target square) shares the slot of kind 0: this only
        // files the statistics, it values nothing.
        let victim = victim.map_or(0, |p| p.kind);
        let i = (kind * self.squares + usize::from(to)) * self.kinds + victim;
        (i < self.capture_history.len()).then_some(i)
    }

    /// Rewards (or, with a negative bonus, punishes) the capture `mv`.
    fn update_capture(&mut self, pos: &G, mv: G::Move, bonus: i32) {
        if let Some(i) = self.capture_index(pos, mv) {
            nudge(&mut self.capture_history[i], bonus);
        }
    }

    /// Index in `continuation[back]` of a move of `kind` to `to` at `ply`, after the move
    /// `back + 1` plies before.
    fn continuation_index(&self, ply: usize, back: usize, kind: usize, to: u8) -> Option<usize> {
        let (_, pto, pkind) = (*self.played.get(ply.checked_sub(back + 1)?)?)?;
        let n = self.kinds * self.squares;
        let i = (usize::from(pkind) * self.squares + usize::from(pto)) * n
            + kind * self.squares
            + usize::from(to);
        (i < self.continuation[back].len()).then_some(i)
    }

    /// The record of a move for the tables above.
    fn played_entry(&self, pos: &G, mv: G::Move) -> (u8, u8, u8) {
        let (from, to) = pos.squares_of(mv);
        let kind = pos.mover_of(mv).map_or(0, |k| k.min(255) as u8);
        (from, to, kind)
    }

    /// Where the reply to the opponent's last move is kept.
    fn counter_slot(&self, ply: usize) -> Option<usize> {
        let (from, to, _) = (*self.played.get(ply.checked_sub(1)?)?)?;
        Some(usize::from(from) * self.squares + usize::from(to))
    }

    /// The move that last refuted the opponent's last move.
    fn counter_move(&self, ply: usize) -> Option<G::Move> {
        self.counter_slot(ply)
            .and_then(|i| self.counters.get(i).copied().flatten())
    }

    /// Move ordering: hash move, captures that do not lose material by most valuable victim /
    /// least valuable attacker and promotions, killers and the counter move, quiet moves by
    /// history, then captures that lose material.
    fn order_score(
        &self,
        pos: &G,
        mv: G::Move,
        hash_move: Option<G::Move>,
        counter: Option<G::Move>,
        ply: usize,
    ) -> i32 {
        if Some(mv) == hash_move {
            return 1_000_000;
        }
        let (from, to) = pos.squares_of(mv);
        let mut score = 0;
        if let Some(kind) = pos.promotion_index(mv) {
            score += 200_000 + self.eval.value(kind);
        }
        if pos.is_capture(mv) {
            let (mover, target) = (pos.piece_on(from), pos.piece_on(to));
            let victim = target.map_or(100, |p| {
                if self.eval.is_royal(p.kind) {
                    20_000
                } else {
                    self.eval.value(p.kind)
                }
            });
            let attacker = mover.map_or(100, |p| self.eval.value(p.kind));
            let history = mover
                .and_then(|p| self.capture_slot(p.kind, to, target))
                .map_or(0, |i| i32::from(self.capture_history[i]));
            let mvv = victim * 8 - attacker / 8 + history / CAPTURE_HISTORY_DIVISOR;
            if attacker > victim && self.see.is_some() && score == 0 {
                // Judged by exchange when its turn comes (see `pick`).
                return DOUBTFUL_CAPTURE + DOUBTFUL_OFFSET + mvv;
            }
            return score + 300_000 + mvv;
        }
        if score > 0 {
            return score;
        }
        let k = &self.killers[ply];
        if k[0] == Some(mv) {
            return KILLER_SCORE;
        }
        if k[1] == Some(mv) {
            return KILLER_SCORE - 1;
        }
        if counter == Some(mv) {
            return KILLER_SCORE - 2;
        }
        self.quiet_score(pos, mv, ply)
    }

    fn quiescence(&mut self, pos: &G, mut alpha: i32, beta: i32, ply: usize, qply: u32) -> i32 {
        self.pv[ply].clear();
        self.nodes += 1;
        self.check_limits();
        if self.aborted {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply);
        let pv_node = beta - alpha > 1;
        let zobrist = pos.zobrist();
        let mut hash_move = None;
        if let Some(e) = self.tt.probe(zobrist) {
            hash_move = e.mv;
            if !pv_node {
                let s = score_from_tt(e.score, ply);
                if cuts(e.bound, s, alpha, beta) {
                    return s;
                }
            }
        }
        let in_check = qply < 4 && pos.is_check();
        if !in_check && self.eval.plain_ends() {
            // Standing pat needs no move list here (only a stalemate is missed).
            let (stand_pat, _) = self.evaluate(pos, 0);
            if stand_pat >= beta || ply >= MAX_PLY {
                return stand_pat;
            }
        }
        let mut moves = std::mem::take(&mut self.move_buffers[ply]);
        // Where standing pat needed no move list, the captures and promotions are all it
        // looks at.
        let noisy_only = !in_check && self.eval.plain_ends();
        if noisy_only {
            pos.noisy_moves(&mut moves);
        } else {
            pos.legal_moves(&mut moves);
            if moves.is_empty() {
                self.move_buffers[ply] = moves;
                return self.terminal_score(pos, ply);
            }
        }
        self.mobility[ply] = moves.len() as i32;
        let mobility = self.mobility_difference(ply);
        let stand_pat = if in_check {
            -INFINITY
        } else {
            self.evaluate(pos, mobility).0
        };
        if ply >= MAX_PLY || stand_pat >= beta {
            self.move_buffers[ply] = moves;
            return if in_check {
                self.evaluate(pos, mobility).0
            } else {
                stand_pat
            };
        }
        let original_alpha = alpha;
        alpha = alpha.max(stand_pat);
        let mut scored = std::mem::take(&mut self.scored_buffers[ply]);
        scored.clear();
        for &mv in &moves {
            let capture = pos.is_capture(mv);
            let promotion = pos.promotion_index(mv);
            // Quiet promotions only when they gain a lot (a pawn queening), and only near the
            // start of the sequence: in games where every pawn move transforms (Transformer)
            // they would otherwise make the quiescence search explode.
            let big_promotion = promotion.is_some_and(|k| {
                let pawn = pos.squares_of(mv).0;
                let pawn_value = pos.piece_on(pawn).map_or(100, |p| self.eval.value(p.kind));
                qply < 2 && self.eval.value(k) - pawn_value >= 400
            });
            if !in_check && !capture && !big_promotion {
                continue;
            }
            let (from, to) = pos.squares_of(mv);
            let victim = if capture {
                pos.piece_on(to).map_or(100, |p| {
                    if self.eval.is_royal(p.kind) {
                        20_000
                    } else {
                        self.eval.value(p.kind)
                    }
                })
            } else {
                0
            };
            let gain = victim + promotion.map_or(0, |k| self.eval.value(k));
            // Delta pruning: even winning this piece outright, at its highest value, would not
            // reach alpha.
            let most = |p: Option<Piece>| p.map_or(100, |p| self.eval.most_value(p.kind));
            let most_gain = if capture { most(pos.piece_on(to)) } else { 0 }
                + promotion.map_or(0, |k| self.eval.most_value(k));
            if !in_check && stand_pat + gain.max(most_gain) + 200 < alpha {
                continue;
            }
            let attacker = pos.piece_on(from).map_or(100, |p| self.eval.value(p.kind));
            let first = if Some(mv) == hash_move { 1_000_000 } else { 0 };
            // Captures of less valuable pieces are judged by exchange when their turn comes.
            let doubtful = !in_check && capture && promotion.is_none() && attacker > victim;
            let order = gain * 8 - attacker / 8;
            scored.push((
                mv,
                first + order + if doubtful { DOUBTFUL_CAPTURE } else { 0 },
            ));
        }
        let mut best = stand_pat;
        let mut best_move = None;
        for i in 0..scored.len() {
            bring_best_forward(&mut scored, i);
            let (mv, order) = scored[i];
            if (DOUBTFUL_CAPTURE..DOUBTFUL_CAPTURE + 100_000).contains(&order) {
                // Captures that lose material by exchange are not worth a look.
                if self.see.as_ref().is_some_and(|see| !see.see_ge(pos, mv, 0)) {
                    scored[i].1 = i32::MIN;
                    continue;
                }
            }
            let mut child = pos.clone();
            child.play_unchecked(mv);
            let score = -self.quiescence(&child, -beta, -alpha, ply + 1, qply + 1);
            if self.aborted {
                break;
            }
            if score > best {
                best = score;
                best_move = Some(mv);
                if score > alpha {
                    alpha = score;
                    self.update_pv(ply, mv);
                }
                if score >= beta {
                    break;
                }
            }
        }
        self.scored_buffers[ply] = scored;
        self.move_buffers[ply] = moves;
        if self.aborted {
            return 0;
        }
        if best == -INFINITY {
            // In check with every evasion pruned: cannot happen (evasions are never pruned),
            // but a score is needed.
            return self.evaluate(pos, mobility).0;
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > original_alpha && best_move.is_some() {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt
            .store(zobrist, best_move, score_to_tt(best, ply), 0, bound);
        best
    }
}

/// What a node's static look decided (see [`Search::static_pruning`]).
#[derive(Clone, Copy)]
struct Node<M> {
    /// The static evaluation, refined by the table's score where its bound allows.
    static_eval: i32,
    /// The static evaluation as the evaluator and the correction history give it
    /// (`-INFINITY` in check).
    raw_eval: i32,
    /// The position's correction-history slots.
    slots: Slots,
    improving: bool,
    /// The node's score when it was cut without searching a move.
    cut: Option<i32>,
    /// The node is expected to fail high (a "cut node"): a late move's null-window search
    /// starts one, and the expectation alternates from a node to its first child.
    cut_node: bool,
    /// What the table held for the node when the search reached it.
    tt_entry: Option<Entry<M>>,
}

const KILLER_SCORE: i32 = 100_000;

/// What the singular-extension search found about a hash move.
enum Singular {
    /// The only good move: search it a ply deeper.
    Extend,
    /// Other moves also beat beta: the node fails high with this score.
    Cut(i32),
    /// Neither.
    No,
}

/// Late-move reductions are `0.5 + ln(depth) * ln(move number) / LMR_DIVISOR` plies before
/// adjustment. 1.75 against 2.0 before, with correction history: 56.5% over 100 games of
/// self-play (Turkish Chess without the Elephants, 60 ms a move).
const LMR_DIVISOR: f64 = 1.75;
/// ProbCut applies from this depth on.
const PROBCUT_DEPTH: i32 = 5;
/// How far above beta a capture must score in ProbCut's shallow searches.
const PROBCUT_MARGIN: i32 = 150;
/// At most this many captures are tried by ProbCut.
const PROBCUT_MOVES: usize = 8;

/// How much a quiet move may lose by exchange on its square before it is pruned near the
/// leaves, times the square of the depth left after reduction.
const QUIET_SEE_MARGIN: i32 = 30;

/// The quiet moves (or the captures) a node has tried, or pruned, so far: the first 64 of them
/// get the history malus when another move cuts; the count of quiet ones drives late-move
/// pruning.
struct MovesTried<M> {
    first: [Option<M>; 64],
    count: usize,
}

impl<M> Default for MovesTried<M> {
    fn default() -> Self {
        MovesTried {
            first: std::array::from_fn(|_| None),
            count: 0,
        }
    }
}

impl<M> MovesTried<M> {
    fn push(&mut self, mv: M) {
        if let Some(slot) = self.first.get_mut(self.count) {
            *slot = Some(mv);
        }
        self.count += 1;
    }

    fn moves(&self) -> impl Iterator<Item = &M> {
        self.first.iter().flatten()
    }
}
/// Moves picked one by one before the rest of the list is sorted.
const SELECT_FIRST: usize = 6;
/// Entries of the evaluation cache (a power of two).
const EVAL_CACHE: usize = 1 << 16;
/// Order of a capture of a less valuable piece, before it is judged by exchange (plus its
/// MVV-LVA score).
const DOUBTFUL_CAPTURE: i32 = 700_000;
/// Order of such a capture that does not lose material: after the plainly good captures.
const GOOD_DOUBTFUL: i32 = 250_000;
/// Order of a capture that loses material: after every quiet move.
const BAD_CAPTURE: i32 = -200_000;
const HISTORY_MAX: i32 = 16_384;
/// A capture's history counts this many times less than its victim's value times eight in
/// its order: at most about two pawns' worth either way.
const CAPTURE_HISTORY_DIVISOR: i32 = 16;
/// Added to a doubtful capture's order, so that it stays within
/// `DOUBTFUL_CAPTURE..DOUBTFUL_CAPTURE + 100_000` with its capture history.
const DOUBTFUL_OFFSET: i32 = 50_000;

/// Moves a score of a compact history table towards `±HISTORY_MAX` by `bonus`, less so the
/// nearer it is.
fn nudge(v: &mut i16, bonus: i32) {
    let old = i32::from(*v);
    *v = (old + bonus - old * bonus.abs() / HISTORY_MAX) as i16;
}

/// Whether a stored score with its bound settles the window `alpha..beta`.
fn cuts(bound: Bound, score: i32, alpha: i32, beta: i32) -> bool {
    match bound {
        Bound::Exact => true,
        Bound::Lower => score >= beta,
        Bound::Upper => score <= alpha,
    }
}

fn score_to_tt(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score + ply as i32
    } else if score < -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn score_from_tt(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score - ply as i32
    } else if score < -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

/// A line of moves in engine notation, played out from `root` (stops at the first move that is
/// not legal, should a table collision ever give one).
pub(crate) fn pv_text<G: Game>(root: &G, line: &[G::Move]) -> Vec<String> {
    let mut pos = root.clone();
    let mut out = Vec::new();
    for &mv in line {
        if pos.check_legal(mv).is_err() {
            break;
        }
        out.push(pos.uci(mv));
        pos.play_unchecked(mv);
    }
    out
}

/// Selection sort, one step at a time: swaps the best-scored move of `scored[i..]` into place
/// `i`. Cut-offs usually come early, so sorting the whole list would mostly be wasted.
fn bring_best_forward<M>(scored: &mut [(M, i32)], i: usize) {
    let mut top = i;
    for j in i + 1..scored.len() {
        if scored[j].1 > scored[top].1 {
            top = j;
        }
    }
    scored.swap(i, top);
}
