//! The transposition table: buckets of two entries, indexed by the low bits of the Zobrist key.
//! A position's own entry is updated in place (kept only when it holds a deeper result of this
//! search); a new position replaces the bucket's entry from an older search, else its
//! shallower one.

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
#[derive(Clone, Copy, Debug)]
pub struct Entry<M> {
    /// Full key, to tell positions sharing a slot apart.
    pub key: u64,
    /// Best (or refuting) move.
    pub mv: Option<M>,
    /// Score, mate scores relative to this node.
    pub score: i32,
    /// Remaining depth searched.
    pub depth: i16,
    /// Kind of score.
    pub bound: Bound,
    /// Search generation that wrote it.
    pub generation: u8,
}

/// A transposition table for moves of type `M`.
#[derive(Debug)]
pub struct Table<M> {
    slots: Vec<Option<Entry<M>>>,
    mask: usize,
    generation: u8,
    /// The move-ordering statistics of the last search, kept for the next one of the game.
    pub(crate) memory: Option<Memory<M>>,
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

impl<M: Copy> Table<M> {
    /// A table of about `megabytes` MB (rounded down to a power of two entries, at least 1024).
    pub fn new(megabytes: usize) -> Table<M> {
        let entry = std::mem::size_of::<Option<Entry<M>>>().max(1);
        let wanted = (megabytes.max(1) << 20) / entry;
        let mut n = 1024usize;
        while n * 2 <= wanted {
            n *= 2;
        }
        Table {
            slots: vec![None; n],
            // Bucket index: the key's low bits with the last one cleared.
            mask: (n - 1) & !1,
            generation: 0,
            memory: None,
        }
    }

    /// Forgets everything (`ucinewgame`).
    pub fn clear(&mut self) {
        self.slots.iter_mut().for_each(|s| *s = None);
        self.memory = None;
    }

    /// Starts a new search: older entries become preferred victims.
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    /// How full the table is, in thousandths: the share of its first thousand slots written
    /// by the current search (UCI `info hashfull`).
    pub fn hashfull(&self) -> u32 {
        let sample = &self.slots[..self.slots.len().min(1000)];
        let used = sample
            .iter()
            .filter(|s| s.is_some_and(|e| e.generation == self.generation))
            .count();
        (used * 1000 / sample.len().max(1)) as u32
    }

    /// The entry for `key`, if stored.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry<M>> {
        let i = key as usize & self.mask;
        self.slots[i]
            .filter(|e| e.key == key)
            .or_else(|| self.slots[i + 1].filter(|e| e.key == key))
    }

    /// Stores a result.
    #[inline]
    pub fn store(&mut self, key: u64, mv: Option<M>, score: i32, depth: i32, bound: Bound) {
        let i = key as usize & self.mask;
        let (a, b) = (self.slots[i], self.slots[i + 1]);
        let worth = |e: Option<Entry<M>>| -> i32 {
            e.map_or(i32::MIN, |e| {
                i32::from(e.depth)
                    + if e.generation == self.generation {
                        1000
                    } else {
                        0
                    }
            })
        };
        let at = if a.is_some_and(|e| e.key == key) {
            i
        } else if b.is_some_and(|e| e.key == key) || worth(b) < worth(a) {
            i + 1
        } else {
            i
        };
        let slot = &mut self.slots[at];
        if let Some(old) = slot {
            if old.key == key
                && old.generation == self.generation
                && i32::from(old.depth) > depth
                && bound != Bound::Exact
            {
                return;
            }
        }
        let mv = mv.or_else(|| slot.filter(|e| e.key == key).and_then(|e| e.mv));
        *slot = Some(Entry {
            key,
            mv,
            score,
            depth: depth.clamp(-100, 1000) as i16,
            bound,
            generation: self.generation,
        });
    }
}
