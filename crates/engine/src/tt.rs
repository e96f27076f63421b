//! The transposition table: buckets of two entries, indexed by the low bits of the Zobrist key.
//! A position's own entry is updated in place (kept only when it holds a deeper result of this
//! search); a new position replaces the bucket's entry from an older search, else its
//! shallower one.
//!
//! The table is shared by the threads of a search (lazy SMP) without locks and without
//! `unsafe`: each slot is two `AtomicU64`, the entry packed into one word (`data`) and the
//! key XOR that word in the other. Two threads writing one slot at once can leave one's key
//! word with the other's data word; the key read back is then the key XOR two different data
//! words, which matches no position searched, so a torn entry reads as a miss ("lockless
//! hashing"). Relaxed loads and stores suffice: each word is read and written whole, and a
//! mismatched pair is caught by the XOR whatever the order the words are seen in.

use std::sync::atomic::{AtomicU64, Ordering};

use turnpan_rules::MoveCode;

/// What a stored score says about the true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The true value.
    Exact,
    /// At least this (a beta cut-off).
    Lower,
    /// At most this (no move reached alpha).
    Upper,
}

/// One stored search result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry<M> {
    /// Full key, to tell positions sharing a slot apart.
    pub key: u64,
    /// Best (or refuting) move: only a move of the right shape, to be compared with the
    /// position's moves (a key collision can bring another position's move).
    pub mv: Option<M>,
    /// Score, mate scores relative to this node (kept within `i16`).
    pub score: i32,
    /// Remaining depth searched (kept within 0..=255).
    pub depth: i16,
    /// Kind of score.
    pub bound: Bound,
    /// Search generation that wrote it (six bits: 0..=63).
    pub generation: u8,
}

/// The data word of a slot: the move's code plus one (0: no move) in bits 0-31, the score
/// in 32-47, the depth in 48-55, the bound in 56-57 (0: an empty slot) and the generation in
/// 58-63.
const SCORE_SHIFT: u32 = 32;
const DEPTH_SHIFT: u32 = 48;
const BOUND_SHIFT: u32 = 56;
const GENERATION_SHIFT: u32 = 58;
const GENERATIONS: u8 = 64;

fn pack<M: MoveCode>(mv: Option<M>, score: i32, depth: i32, bound: Bound, generation: u8) -> u64 {
    let mv = mv.map_or(0, |m| u64::from(m.code()) + 1);
    let score = u64::from(score.clamp(i32::from(i16::MIN), i32::from(i16::MAX)) as i16 as u16);
    let depth = depth.clamp(0, 255) as u64;
    let bound: u64 = match bound {
        Bound::Exact => 1,
        Bound::Lower => 2,
        Bound::Upper => 3,
    };
    mv | score << SCORE_SHIFT
        | depth << DEPTH_SHIFT
        | bound << BOUND_SHIFT
        | u64::from(generation) << GENERATION_SHIFT
}

fn unpack<M: MoveCode>(key: u64, data: u64) -> Option<Entry<M>> {
    let bound = match (data >> BOUND_SHIFT) & 3 {
        0 => return None,
        1 => Bound::Exact,
        2 => Bound::Lower,
        _ => Bound::Upper,
    };
    let code = data as u32;
    Some(Entry {
        key,
        mv: code.checked_sub(1).and_then(M::from_code),
        score: i32::from((data >> SCORE_SHIFT) as u16 as i16),
        depth: ((data >> DEPTH_SHIFT) & 0xff) as i16,
        bound,
        generation: (data >> GENERATION_SHIFT) as u8,
    })
}

/// One slot: the key XOR the data, and the data (both zero when empty).
#[derive(Debug, Default)]
struct Slot {
    check: AtomicU64,
    data: AtomicU64,
}

impl Slot {
    /// The data word stored for `key`, or `None` (empty, another position, or torn).
    #[inline]
    fn read(&self, key: u64) -> Option<u64> {
        let check = self.check.load(Ordering::Relaxed);
        let data = self.data.load(Ordering::Relaxed);
        (data != 0 && check ^ data == key).then_some(data)
    }

    /// Whatever the slot holds, with the key it claims (torn or not: only for replacement).
    #[inline]
    fn raw(&self) -> (u64, u64) {
        let check = self.check.load(Ordering::Relaxed);
        let data = self.data.load(Ordering::Relaxed);
        (check ^ data, data)
    }

    #[inline]
    fn write(&self, key: u64, data: u64) {
        self.check.store(key ^ data, Ordering::Relaxed);
        self.data.store(data, Ordering::Relaxed);
    }
}

/// A transposition table for moves of type `M`, shared by the threads of a search: probes
/// and stores take `&self`.
#[derive(Debug)]
pub struct Table<M> {
    slots: Vec<Slot>,
    mask: usize,
    generation: u8,
    /// The move-ordering statistics of the last search, kept for the next one of the game.
    pub(crate) memory: Option<Memory<M>>,
    /// The same for each helper thread of a parallel search (lazy SMP), by its number less one.
    pub(crate) helper_memory: Vec<Option<Memory<M>>>,
}

/// Move-ordering statistics that outlive one search (see `search.rs`).
#[derive(Debug, Clone)]
pub(crate) struct Memory<M> {
    /// Quiet-move history by side, origin and destination.
    pub history: Vec<i32>,
    /// Refutations by the refuted move's origin and destination.
    pub counters: Vec<Option<M>>,
    /// Continuation histories one and two plies back.
    pub continuation: [Vec<i16>; 2],
    /// Capture history by moving kind, destination and captured kind.
    pub captures: Vec<i16>,
    /// The static evaluation's corrections by pawns and material.
    pub correction: Option<crate::correction::CorrectionHistory>,
}

/// Bytes of one entry.
pub const ENTRY_BYTES: usize = std::mem::size_of::<Slot>();

impl<M: MoveCode + Copy> Table<M> {
    /// A table of about `megabytes` MB (rounded down to a power of two entries of
    /// [`ENTRY_BYTES`], at least 1024).
    pub fn new(megabytes: usize) -> Table<M> {
        let wanted = (megabytes.max(1) << 20) / ENTRY_BYTES;
        let mut n = 1024usize;
        while n * 2 <= wanted {
            n *= 2;
        }
        Table {
            slots: (0..n).map(|_| Slot::default()).collect(),
            // Bucket index: the key's low bits with the last one cleared.
            mask: (n - 1) & !1,
            generation: 0,
            memory: None,
            helper_memory: Vec::new(),
        }
    }

    /// Forgets everything (`ucinewgame`).
    pub fn clear(&mut self) {
        for s in &mut self.slots {
            *s.check.get_mut() = 0;
            *s.data.get_mut() = 0;
        }
        self.memory = None;
        self.helper_memory.clear();
    }

    /// Starts a new search: older entries become preferred victims.
    pub fn new_search(&mut self) {
        self.generation = (self.generation + 1) % GENERATIONS;
    }

    /// How full the table is, in thousandths: the share of its first thousand slots written
    /// by the current search (UCI `info hashfull`).
    pub fn hashfull(&self) -> u32 {
        let sample = &self.slots[..self.slots.len().min(1000)];
        let used = sample
            .iter()
            .filter(|s| {
                let data = s.data.load(Ordering::Relaxed);
                data != 0 && (data >> GENERATION_SHIFT) as u8 == self.generation
            })
            .count();
        (used * 1000 / sample.len().max(1)) as u32
    }

    /// The entry for `key`, if stored (and not torn by two threads writing at once).
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry<M>> {
        let i = key as usize & self.mask;
        let data = self.slots[i]
            .read(key)
            .or_else(|| self.slots[i + 1].read(key))?;
        unpack(key, data)
    }

    /// Stores a result. Another thread may write the same bucket meanwhile: the worst that
    /// can happen is that one of the two results is lost.
    #[inline]
    pub fn store(&self, key: u64, mv: Option<M>, score: i32, depth: i32, bound: Bound) {
        let i = key as usize & self.mask;
        let (a, b) = (self.slots[i].raw(), self.slots[i + 1].raw());
        let current = |data: u64| (data >> GENERATION_SHIFT) as u8 == self.generation;
        let worth = |(_, data): (u64, u64)| -> i32 {
            if data == 0 {
                i32::MIN
            } else {
                ((data >> DEPTH_SHIFT) & 0xff) as i32 + if current(data) { 1000 } else { 0 }
            }
        };
        let mine = |(k, data): (u64, u64)| data != 0 && k == key;
        let (at, old) = if mine(a) {
            (i, a)
        } else if mine(b) || worth(b) < worth(a) {
            (i + 1, b)
        } else {
            (i, a)
        };
        let own = mine(old);
        if own
            && current(old.1)
            && ((old.1 >> DEPTH_SHIFT) & 0xff) as i32 > depth
            && bound != Bound::Exact
        {
            return;
        }
        let mut data = pack(mv, score, depth, bound, self.generation);
        if mv.is_none() && own {
            // Keep the move this position had.
            data |= old.1 & 0xffff_ffff;
        }
        self.slots[at].write(key, data);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicBool;
    use turnpan_rules::Move;

    fn moves() -> Vec<Move> {
        let pos = turnpan_rules::Catalog::builtin().start("turkish").unwrap();
        let mut moves = Vec::new();
        turnpan_rules::Game::legal_moves(&pos, &mut moves);
        moves
            .into_iter()
            .map(|m| match m {
                turnpan_rules::AnyMove::Board(m) => m,
                turnpan_rules::AnyMove::Turnover(_) => unreachable!(),
            })
            .collect()
    }

    #[test]
    fn an_entry_reads_back_as_stored() {
        let mut t = Table::<Move>::new(1);
        let mv = moves()[3];
        t.store(42, Some(mv), -31_050, 17, Bound::Lower);
        let e = t.probe(42).unwrap();
        assert_eq!(
            e,
            Entry {
                key: 42,
                mv: Some(mv),
                score: -31_050,
                depth: 17,
                bound: Bound::Lower,
                generation: 0
            }
        );
        assert_eq!(t.probe(43), None);
        // A shallower result without a move keeps the position's move.
        t.new_search();
        t.store(42, None, 5, 3, Bound::Upper);
        let e = t.probe(42).unwrap();
        assert_eq!(
            (e.mv, e.score, e.depth, e.bound),
            (Some(mv), 5, 3, Bound::Upper)
        );
        t.clear();
        assert_eq!(t.probe(42), None);
        for _ in 0..200 {
            t.new_search();
        }
        assert!(t.generation < GENERATIONS);
    }

    /// Two threads write the same few slots as fast as they can, each with entries of its
    /// own (different moves, scores and depths under the same keys); a third reads them all
    /// the while. Every entry read must be exactly one that some thread stored.
    #[test]
    fn two_threads_hammering_the_same_slots_never_show_a_torn_entry() {
        let mut table = Table::<Move>::new(1);
        table.new_search();
        let table = &table;
        let moves = moves();
        // Keys sharing two buckets: the same low bits, random-looking high bits (as Zobrist
        // keys are).
        let keys: Vec<u64> = (1..=8u64)
            .map(|k| (k.wrapping_mul(0x9e37_79b9_7f4a_7c15) << 20) | ((k % 2) * 2))
            .collect();
        // What thread `thread` stores under key number `i` in round `round`: every field
        // depends on the key, so that a key word of one write beside the data word of
        // another (a torn entry) would show.
        let entry = |thread: usize, round: usize, i: usize| -> Entry<Move> {
            let n = thread * 1000 + round % 1000;
            Entry {
                key: keys[i],
                mv: Some(moves[(n + 13 * i) % moves.len()]),
                score: (n * 8 + i) as i32 - 8000,
                depth: (i * 20 + thread * 10 + round % 10) as i16,
                bound: Bound::Exact,
                generation: table.generation,
            }
        };
        // Whether an entry read is exactly one that some thread stored.
        let valid = |e: &Entry<Move>| -> bool {
            let Some(i) = keys.iter().position(|&k| k == e.key) else {
                return false;
            };
            let n = (e.score + 8000 - i as i32) / 8;
            let (thread, round) = (n as usize / 1000, n as usize % 1000);
            thread < 2 && entry(thread, round, i) == *e
        };
        let done = AtomicBool::new(false);
        // Each writer also reads, right after each store, the key that shares the slot
        // pair with the next one; a third thread only reads. Each returns how many entries
        // it saw and the torn ones.
        let (seen, torn) = std::thread::scope(|s| {
            let writers: Vec<_> = (0..2)
                .map(|thread| {
                    let (entry, valid, done, keys) = (&entry, &valid, &done, &keys);
                    s.spawn(move || {
                        let (mut seen, mut torn) = (0u64, Vec::new());
                        let mut round = 0;
                        while !done.load(Ordering::Relaxed) {
                            for i in 0..keys.len() {
                                let e = entry(thread, round, i);
                                // Exact bounds are always written: both threads overwrite.
                                table.store(e.key, e.mv, e.score, i32::from(e.depth), e.bound);
                                if let Some(e) = table.probe(keys[(i + 2) % keys.len()]) {
                                    seen += 1;
                                    if !valid(&e) {
                                        torn.push(e);
                                    }
                                }
                            }
                            round += 1;
                        }
                        (seen, torn)
                    })
                })
                .collect();
            let reader = s.spawn(|| {
                let (mut seen, mut torn) = (0u64, Vec::new());
                let began = std::time::Instant::now();
                while began.elapsed() < std::time::Duration::from_millis(300) {
                    for &key in &keys {
                        if let Some(e) = table.probe(key) {
                            seen += 1;
                            if !valid(&e) {
                                torn.push(e);
                            }
                        }
                    }
                }
                done.store(true, Ordering::Relaxed);
                (seen, torn)
            });
            let mut all = vec![reader.join().unwrap()];
            all.extend(writers.into_iter().map(|w| w.join().unwrap()));
            all.into_iter().fold((0, Vec::new()), |(n, mut t), (m, u)| {
                t.extend(u);
                (n + m, t)
            })
        });
        assert!(
            torn.is_empty(),
            "{} torn entries read, as {:?}",
            torn.len(),
            torn[0]
        );
        assert!(seen > 1000, "only {seen} entries read");
    }

    /// The words themselves, written by two threads with no table logic between: a pair mixed
    /// from two writes never passes the key check.
    #[test]
    fn a_mixed_pair_of_words_reads_as_a_miss() {
        let slot = Slot::default();
        let key = 0x1234_5678_9abc_def0;
        let a = pack(Some(moves()[0]), 10, 5, Bound::Lower, 1);
        let b = pack(Some(moves()[1]), -10, 6, Bound::Upper, 1);
        slot.write(key, a);
        slot.data.store(b, Ordering::Relaxed); // the other thread's data word only
        assert_eq!(slot.read(key), None);
        slot.write(key, b);
        assert_eq!(slot.read(key), Some(b));
    }
}
