//! What a group of lines reaches from a square, looked up in one step ("magic bitboards"):
//! the squares of the lines that can block (the line squares but the last of each ray) are
//! hashed by a multiplication and a shift to an index into a table of reaches.
//!
//! The multipliers are found when a variant is loaded, by trying pseudo-random sparse numbers
//! until one maps every blocker set with a different reach to a different index. The search
//! is seeded, so the same variant always gets the same tables; a rook's pair of lines on 8x8
//! takes tens of thousands of candidates a square, so the multipliers of the rook's and the
//! bishop's lines on 8x8 are known in advance ([`super::magic_hints`]) and tried first (and
//! checked like any candidate). A group whose tables would be too large, a board of more than 64
//! squares, or a square for which no multiplier turns up quickly, is simply not built: the caller
//! keeps computing its lines one by one ([`crate::bitboard::line_attacks`]).

use crate::bitboard::{line_attacks, Bitboard};

use super::magic_hints::HINTS_8X8;

/// The most reach entries one group may take (a rook's two lines on 8x8 take 102,400).
const MAX_GROUP_ENTRIES: usize = 1 << 17;
/// Candidate multipliers tried per square before the group is given up (about 10 ns each).
const MAX_TRIES: u32 = 2_000_000;

/// The hash of one square of one group.
#[derive(Clone, Copy, Debug)]
struct Entry<B> {
    /// The squares whose occupancy matters.
    mask: B,
    multiplier: u64,
    shift: u32,
    /// Where the square's reaches start in [`LineMagics::reach`].
    offset: u32,
}

/// Reach tables of every group of lines of one variant.
#[derive(Debug, Default)]
pub(crate) struct LineMagics<B> {
    entries: Vec<Entry<B>>,
    reach: Vec<B>,
    /// The line tables of each group tried (sorted), with the group's first entry when it was
    /// built.
    keys: Vec<(Vec<usize>, Option<usize>)>,
}

impl<B: Bitboard> LineMagics<B> {
    /// The group of the lines `tables`, if it was built already.
    pub(crate) fn built(&self, tables: &[usize]) -> Option<usize> {
        self.tried(tables).flatten()
    }

    fn tried(&self, tables: &[usize]) -> Option<Option<usize>> {
        let mut key = tables.to_vec();
        key.sort_unstable();
        self.keys
            .iter()
            .find(|(k, _)| *k == key)
            .map(|&(_, base)| base)
    }

    /// The group made of the lines `tables` (indices into `line_masks`, `squares` entries
    /// each): the offset to pass to [`Self::reach`], or `None` when it cannot be built.
    pub(crate) fn group(
        &mut self,
        line_masks: &[(B, B)],
        tables: &[usize],
        squares: usize,
    ) -> Option<usize> {
        self.group_with(line_masks, tables, squares, HINTS_8X8)
    }

    fn group_with(
        &mut self,
        line_masks: &[(B, B)],
        tables: &[usize],
        squares: usize,
        hints: &[(u64, u8, u64)],
    ) -> Option<usize> {
        if let Some(done) = self.tried(tables) {
            return done;
        }
        let mut key = tables.to_vec();
        key.sort_unstable();
        let built = self.build(line_masks, &key, squares, hints);
        self.keys.push((key, built));
        built
    }

    fn build(
        &mut self,
        line_masks: &[(B, B)],
        key: &[usize],
        squares: usize,
        hints: &[(u64, u8, u64)],
    ) -> Option<usize> {
        // Two-word boards (more than 64 squares) would need a search of their own: the corner
        // squares of a rook on 8x10 found no multiplier in a test budget. They keep their lines.
        if B::CAPACITY > 64 {
            return None;
        }
        let lines_of = |sq: usize| key.iter().map(move |&t| line_masks[t * squares + sq]);
        let masks: Vec<B> = (0..squares)
            .map(|sq| lines_of(sq).fold(B::EMPTY, |m, (below, above)| m | blocking(below, above)))
            .collect();
        let size: usize = masks.iter().map(|m| 1usize << m.count()).sum();
        if size > MAX_GROUP_ENTRIES {
            return None;
        }
        let mut entries = Vec::with_capacity(squares);
        let mut reach = Vec::with_capacity(size);
        let mut rng = SplitMix(0x5EED_0F7A_B1E5);
        for (sq, &mask) in masks.iter().enumerate() {
            let lines: Vec<(B, B)> = lines_of(sq).collect();
            // On one word the hash by 1 is the mask itself.
            let at = (mask.magic_hash(1), sq as u8);
            let hint = hints
                .binary_search_by_key(&at, |&(m, s, _)| (m, s))
                .ok()
                .map(|i| hints[i].2);
            let (multiplier, shift, table) = find(mask, &lines, hint, &mut rng)?;
            entries.push(Entry {
                mask,
                multiplier,
                shift,
                offset: u32::try_from(self.reach.len() + reach.len()).ok()?,
            });
            reach.extend(table);
        }
        let base = self.entries.len();
        self.entries.extend(entries);
        self.reach.extend(reach);
        Some(base)
    }

    /// The squares the group's lines reach from `sq` (up to and including the first piece of
    /// each ray) with occupancy `occ`; `base` from [`Self::group`].
    #[inline]
    pub(crate) fn reach(&self, base: usize, sq: u8, occ: B) -> B {
        let e = &self.entries[base + usize::from(sq)];
        let index = ((occ & e.mask).magic_hash(e.multiplier) >> e.shift) as usize;
        self.reach[e.offset as usize + index]
    }

    /// Every square's blocker mask and multiplier, for the hint table.
    #[cfg(test)]
    fn multipliers(&self, base: usize, squares: usize) -> Vec<(B, u64)> {
        self.entries[base..base + squares]
            .iter()
            .map(|e| (e.mask, e.multiplier))
            .collect()
    }
}

/// The squares of a line whose occupancy changes its reach: all but the far end of each ray.
fn blocking<B: Bitboard>(below: B, above: B) -> B {
    let below_inner = if below.is_empty() {
        below
    } else {
        below & !B::square(below.lowest())
    };
    let above_inner = if above.is_empty() {
        above
    } else {
        above & !B::square(above.highest())
    };
    below_inner | above_inner
}

/// A multiplier and shift that send every blocker set of `mask` with a different reach to a
/// different index, and the table of reaches by index.
/// A `hint` (a multiplier known to work for such a mask) is tried first.
fn find<B: Bitboard>(
    mask: B,
    lines: &[(B, B)],
    hint: Option<u64>,
    rng: &mut SplitMix,
) -> Option<(u64, u32, Vec<B>)> {
    let bits = mask.count();
    let reach_of = |occ: B| {
        lines.iter().fold(B::EMPTY, |r, &(below, above)| {
            r | line_attacks(below, above, occ)
        })
    };
    if bits == 0 {
        // One reach whatever the board: index 0 always.
        return Some((0, 63, vec![reach_of(B::EMPTY)]));
    }
    // Every subset of the mask (carry-rippler), with its reach.
    let mut subsets = Vec::with_capacity(1 << bits);
    let mut sub = B::EMPTY;
    loop {
        subsets.push((sub, reach_of(sub)));
        sub = sub.next_subset(mask);
        if sub.is_empty() {
            break;
        }
    }
    let shift = 64 - bits;
    let size = 1usize << bits;
    let mut table = vec![B::EMPTY; size];
    let mut tried = vec![0u32; size];
    for attempt in 1..=MAX_TRIES {
        let multiplier = match hint {
            Some(h) if attempt == 1 => h,
            _ => rng.next() & rng.next() & rng.next(),
        };
        // A multiplier that leaves the top bits nearly empty cannot spread the blockers.
        if attempt > 1 && (mask.magic_hash(multiplier) >> 56).count_ones() < 6.min(bits) {
            continue;
        }
        let fits = subsets.iter().all(|&(occ, reach)| {
            let i = (occ.magic_hash(multiplier) >> shift) as usize;
            if tried[i] != attempt {
                tried[i] = attempt;
                table[i] = reach;
                true
            } else {
                table[i] == reach
            }
        });
        if fits {
            return Some((multiplier, shift, table));
        }
    }
    None
}

/// SplitMix64: a small, seeded source of well-mixed numbers (candidate multipliers here,
/// Zobrist keys, Chess960's shuffles).
pub(super) struct SplitMix(pub(super) u64);

impl SplitMix {
    pub(super) fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The lines of an 8x8 board along each step (rank, file, diagonal, anti-diagonal), as
    /// `(below, above)` masks: table `t` is `masks[t * 64..][..64]`.
    fn lines_8x8() -> Vec<(u64, u64)> {
        let mut masks = Vec::new();
        for step in [(1, 0), (0, 1), (1, 1), (1, -1)] {
            for sq in 0..64i32 {
                let (f, r) = (sq % 8, sq / 8);
                let (mut below, mut above) = (0u64, 0u64);
                for k in 1..8 {
                    for sign in [1, -1] {
                        let (nf, nr) = (f + sign * k * step.0, r + sign * k * step.1);
                        if (0..8).contains(&nf) && (0..8).contains(&nr) {
                            let bit = 1u64 << (nr * 8 + nf);
                            if nr * 8 + nf > sq {
                                above |= bit;
                            } else {
                                below |= bit;
                            }
                        }
                    }
                }
                masks.push((below, above));
            }
        }
        masks
    }

    fn by_lines(masks: &[(u64, u64)], tables: &[usize], sq: u8, occ: u64) -> u64 {
        tables.iter().fold(0, |r, &t| {
            let (below, above) = masks[t * 64 + usize::from(sq)];
            r | line_attacks(below, above, occ)
        })
    }

    #[test]
    fn looked_up_reach_equals_the_lines_computed_one_by_one() {
        let masks = lines_8x8();
        let mut magics = LineMagics::<u64>::default();
        let rook = magics
            .group(&masks, &[1, 0], 64)
            .expect("rook group builds");
        assert_eq!(
            magics.group(&masks, &[0, 1], 64),
            Some(rook),
            "shared by key"
        );
        // 8x8 rooks: 4 corners of 12 bits, 24 edge squares of 11, 36 inner squares of 10.
        assert_eq!(magics.reach.len(), 4 * 4096 + 24 * 2048 + 36 * 1024);
        let bishop = magics
            .group(&masks, &[2, 3], 64)
            .expect("bishop group builds");
        let mut rng = SplitMix(7);
        for _ in 0..20_000 {
            let occ = rng.next() & rng.next();
            let sq = (rng.next() % 64) as u8;
            for (base, tables) in [(rook, [0, 1]), (bishop, [2, 3])] {
                let expected = by_lines(&masks, &tables, sq, occ);
                assert_eq!(
                    magics.reach(base, sq, occ),
                    expected,
                    "{tables:?} on {sq}, {occ:#x}"
                );
            }
        }
    }

    /// The hint table holds a working multiplier for every square of the rook's and the
    /// bishop's lines on 8x8, so that chess-sized variants load without searching. On failure
    /// the test prints the table to paste into `magic_hints.rs`.
    #[test]
    fn hints_cover_the_rook_and_bishop_lines_of_8x8() {
        let masks = lines_8x8();
        let mut hinted = LineMagics::<u64>::default();
        let mut searched = LineMagics::<u64>::default();
        let mut missing = 0;
        let mut table = Vec::new();
        for tables in [[0, 1], [2, 3]] {
            let base = hinted.group(&masks, &tables, 64).expect("builds");
            let fresh = searched
                .group_with(&masks, &tables, 64, &[])
                .expect("builds");
            for (sq, (mask, multiplier)) in hinted.multipliers(base, 64).into_iter().enumerate() {
                let hint = HINTS_8X8
                    .iter()
                    .find(|&&(m, s, _)| (m, usize::from(s)) == (mask, sq))
                    .map(|h| h.2);
                if hint != Some(multiplier) {
                    missing += 1;
                }
                table.push((mask, sq, searched.multipliers(fresh, 64)[sq].1));
            }
        }
        if missing > 0 {
            table.sort_unstable();
            let rows: String = table
                .iter()
                .map(|(m, s, x)| format!("    ({m:#018x}, {s}, {x:#018x}),\n"))
                .collect();
            panic!("{missing} squares without a working hint; the table:\n{rows}");
        }
        let sorted = HINTS_8X8
            .windows(2)
            .all(|w| (w[0].0, w[0].1) < (w[1].0, w[1].1));
        assert!(sorted, "sorted by mask and square");
    }

    #[test]
    fn a_group_over_the_size_limit_is_not_built() {
        // A queen's four lines at once: 2^18 blocker sets on a corner alone.
        let mut magics = LineMagics::<u64>::default();
        assert_eq!(magics.group(&lines_8x8(), &[0, 1, 2, 3], 64), None);
        assert!(magics.reach.is_empty() && magics.entries.is_empty());
    }

    #[test]
    fn two_word_boards_keep_their_lines() {
        let masks: Vec<(u128, u128)> = lines_8x8()
            .into_iter()
            .map(|(b, a)| (u128::from(b), u128::from(a)))
            .collect();
        let mut magics = LineMagics::<u128>::default();
        assert_eq!(magics.group(&masks, &[2, 3], 64), None);
    }
}
