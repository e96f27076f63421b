//! What bounds a search: depth, nodes, time, and the playing levels 1-8 as such bounds.

use std::time::Duration;

/// A side's clock, as UCI's `wtime/btime/winc/binc/movestogo` give it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    /// Time left.
    pub time: Duration,
    /// Increment per move.
    pub increment: Duration,
    /// Moves to the next time control, if any.
    pub moves_to_go: Option<u32>,
}

/// Bounds of one search. Unset fields do not bound; with nothing set the search runs until
/// stopped (or its maximum depth).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Maximum depth in plies.
    pub depth: Option<u32>,
    /// Maximum nodes.
    pub nodes: Option<u64>,
    /// Exact time for this move.
    pub movetime: Option<Duration>,
    /// The mover's clock, for time management.
    pub clock: Option<Clock>,
    /// Amplitude (centipawns) of the deterministic noise added to evaluations: weak levels.
    pub eval_noise: i32,
    /// Transposition table size in MB (0: a default).
    pub hash_mb: usize,
    /// Lines to search and report (MultiPV): the best `multipv` root moves each get their
    /// own line; 0 or 1 is the usual single line.
    pub multipv: u32,
    /// Stop once a mate in at most this many moves is found for the side to move (UCI
    /// `go mate`).
    pub mate: Option<u32>,
    /// Time kept back from the clock for the round trip of a move (UCI `Move Overhead`;
    /// `None`: 30 ms).
    pub overhead: Option<Duration>,
    /// Search threads (lazy SMP: helpers search the same position and share the table, the
    /// first thread decides the move); 0 or 1 is one thread, the deterministic search. Not in
    /// WebAssembly, which cannot start threads.
    pub threads: u32,
    /// Report the root move being searched ([`crate::Info::currmove`]) once the search has
    /// run this long (UCI: 3 s); `None`: never.
    pub currmove_after: Option<Duration>,
}

impl Limits {
    /// A search to a fixed depth.
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    /// A search of a fixed time.
    pub fn movetime(time: Duration) -> Limits {
        Limits {
            movetime: Some(time),
            ..Limits::default()
        }
    }

    /// These limits further bounded by `other`'s: the smaller of each pair, the larger noise
    /// (and table, lines and threads).
    pub fn and(self, other: Limits) -> Limits {
        fn min<T: Ord>(a: Option<T>, b: Option<T>) -> Option<T> {
            match (a, b) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            }
        }
        Limits {
            depth: min(self.depth, other.depth),
            nodes: min(self.nodes, other.nodes),
            movetime: min(self.movetime, other.movetime),
            clock: self.clock.or(other.clock),
            eval_noise: self.eval_noise.max(other.eval_noise),
            hash_mb: self.hash_mb.max(other.hash_mb),
            multipv: self.multipv.max(other.multipv),
            mate: min(self.mate, other.mate),
            overhead: self.overhead.or(other.overhead),
            threads: self.threads.max(other.threads),
            currmove_after: min(self.currmove_after, other.currmove_after),
        }
    }

    /// The soft (do not start another iteration) and hard (abort) time limits.
    pub(crate) fn deadlines(&self) -> (Option<Duration>, Option<Duration>) {
        let mut soft: Option<Duration> = None;
        let mut hard: Option<Duration> = None;
        if let Some(t) = self.movetime {
            // Leave a little for the protocol round trip (the search looks at the clock every
            // few hundred nodes, a millisecond or two).
            let margin = (t / 40).min(Duration::from_millis(8));
            let h = t.saturating_sub(margin).max(Duration::from_millis(1));
            soft = Some(h);
            hard = Some(h);
        }
        if let Some(c) = self.clock {
            let to_go = c.moves_to_go.unwrap_or(30).clamp(1, 50);
            let overhead = self.overhead.unwrap_or(Duration::from_millis(30));
            let left = c.time.saturating_sub(overhead);
            let base = left / to_go + c.increment * 3 / 4;
            let s = base.min(left * 2 / 5).max(Duration::from_millis(2));
            let h = (s * 3).min(left / 2).max(s);
            soft = Some(soft.map_or(s, |x| x.min(s)));
            hard = Some(hard.map_or(h, |x| x.min(h)));
        }
        (soft, hard)
    }
}

/// A playing level, 1 (beginner) to 8 (full strength).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Level(u8);

impl Level {
    /// The weakest level.
    pub const MIN: Level = Level(1);
    /// Full strength.
    pub const MAX: Level = Level(8);

    /// A level, or `None` outside 1-8.
    pub fn new(level: u8) -> Option<Level> {
        (1..=8).contains(&level).then_some(Level(level))
    }

    /// The level's number.
    pub fn number(self) -> u8 {
        self.0
    }

    /// The limits that define the level. Each level also answers within its own time cap, so
    /// the weak levels are fast; the caller adds the game's clock with [`Limits::and`].
    ///
    /// | level | depth | nodes | time cap | noise (cp) |
    /// |---|---|---|---|---|
    /// | 1 | 1 | 2 000 | 0.1 s | 250 |
    /// | 2 | 2 | 10 000 | 0.2 s | 150 |
    /// | 3 | 3 | 40 000 | 0.3 s | 80 |
    /// | 4 | 4 | 150 000 | 0.5 s | 40 |
    /// | 5 | 5 | 500 000 | 1 s | 15 |
    /// | 6 | 7 | 1 000 000 | 2 s | 0 |
    /// | 7 | 9 | 2 000 000 | 3 s | 0 |
    /// | 8 | - | - | - | 0 |
    ///
    /// From level 5 on, each level searches two plies deeper than the one below, and level 8
    /// (at 100 ms a move in chess, depth 11 or so on a current machine) two beyond level 7:
    /// each level is clearly stronger than the one below at equal time per move.
    pub fn limits(self) -> Limits {
        let (depth, nodes, ms, noise) = match self.0 {
            1 => (1, 2_000, 100, 250),
            2 => (2, 10_000, 200, 150),
            3 => (3, 40_000, 300, 80),
            4 => (4, 150_000, 500, 40),
            5 => (5, 500_000, 1_000, 15),
            6 => (7, 1_000_000, 2_000, 0),
            7 => (9, 2_000_000, 3_000, 0),
            _ => return Limits::default(),
        };
        Limits {
            depth: Some(depth),
            nodes: Some(nodes),
            movetime: Some(Duration::from_millis(ms)),
            clock: None,
            eval_noise: noise,
            hash_mb: 0,
            multipv: 0,
            mate: None,
            overhead: None,
            threads: 0,
            currmove_after: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_level_searches_deeper_and_plays_cleaner_than_the_one_below() {
        let limits: Vec<Limits> = (1..=8).map(|n| Level(n).limits()).collect();
        for (n, pair) in limits.windows(2).enumerate() {
            let (lower, upper) = (pair[0], pair[1]);
            let (lower_depth, lower_nodes) = (lower.depth.unwrap(), lower.nodes.unwrap());
            assert!(
                upper.depth.is_none_or(|d| d > lower_depth),
                "level {} searches no deeper than level {}",
                n + 2,
                n + 1
            );
            assert!(upper.nodes.is_none_or(|x| x > lower_nodes));
            assert!(upper.movetime.is_none_or(|t| t > lower.movetime.unwrap()));
            assert!(upper.eval_noise <= lower.eval_noise);
        }
        // Full strength is bounded only by the game's clock.
        assert_eq!(Level::MAX.limits(), Limits::default());
        // From level 5 on, two plies a level.
        for n in 5..7 {
            let depth = |n: u8| Level(n).limits().depth.unwrap();
            assert_eq!(depth(n + 1), depth(n) + 2);
        }
    }
}
