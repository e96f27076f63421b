//! Precomputed tables for Turnover's 8x8 board: leaps, diagonal steps, lines between squares,
//! sliding attacks (magic bitboards, searched once at start-up) and Zobrist keys.
//!
//! Squares are `rank * 8 + file`, a1 = 0, h8 = 63; White's forward is `+8`.

use std::sync::OnceLock;

use crate::color::Color;

/// Rank 1 and rank 8.
pub(crate) const RANK_1: u64 = 0xff;
pub(crate) const RANK_8: u64 = 0xff << 56;

#[inline]
pub(crate) const fn bit(sq: u8) -> u64 {
    1 << sq
}

/// Iterates the squares of a bitboard, lowest first.
#[inline]
pub(crate) fn squares(mut b: u64) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        (b != 0).then(|| {
            let sq = b.trailing_zeros() as u8;
            b &= b - 1;
            sq
        })
    })
}

/// One square's magic: `((occ & mask) * magic) >> shift` indexes `attacks[offset..]`.
#[derive(Clone, Copy, Debug, Default)]
struct Magic {
    mask: u64,
    magic: u64,
    shift: u32,
    offset: u32,
}

/// Everything the move generator looks up.
#[derive(Debug)]
pub(crate) struct Tables {
    /// Knight leaps from a square.
    pub knight: [u64; 64],
    /// `forward_diagonal[color][sq]`: the squares an outer ring of `color` on `sq` may reach
    /// by its diagonal step (section 3).
    pub forward_diagonal: [[u64; 64]; 2],
    /// `forward_one[color][sq]`: the square straight ahead (empty on the last rank).
    pub forward_one: [[u64; 64]; 2],
    /// `forward_two[color][sq]`: the square two straight ahead (the Castle's long step).
    pub forward_two: [[u64; 64]; 2],
    /// Rook-line and bishop-line attacks on an empty board.
    pub rook_rays: [u64; 64],
    pub bishop_rays: [u64; 64],
    /// Squares strictly between two squares on one line; empty when not on a line.
    between: Vec<u64>,
    rook_magics: [Magic; 64],
    bishop_magics: [Magic; 64],
    slides: Vec<u64>,
    /// `zobrist[color][component][sq]`: the hash is the XOR of one key per component.
    pub zobrist: [[[u64; 64]; 3]; 2],
    /// XORed in when Black is to move.
    pub zobrist_black: u64,
}

static TABLES: OnceLock<Tables> = OnceLock::new();

/// The tables, built on first use.
#[inline]
pub(crate) fn tables() -> &'static Tables {
    TABLES.get_or_init(Tables::build)
}

const ROOK_DIRS: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP_DIRS: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

fn offset(sq: u8, df: i32, dr: i32) -> Option<u8> {
    let f = i32::from(sq % 8) + df;
    let r = i32::from(sq / 8) + dr;
    ((0..8).contains(&f) && (0..8).contains(&r)).then(|| (r * 8 + f) as u8)
}

/// Attacks of a slider along `dirs` from `sq`, stopping on (and including) the first occupied
/// square. Slow; used only to build the tables and in tests.
pub(crate) fn slide_reference(sq: u8, occ: u64, dirs: &[(i32, i32)]) -> u64 {
    let mut out = 0;
    for &(df, dr) in dirs {
        let mut s = sq;
        while let Some(next) = offset(s, df, dr) {
            out |= bit(next);
            if occ & bit(next) != 0 {
                break;
            }
            s = next;
        }
    }
    out
}

/// The squares that matter for a slider's blocking: its rays without the last square of each.
fn relevant(sq: u8, dirs: &[(i32, i32)]) -> u64 {
    let mut out = 0;
    for &(df, dr) in dirs {
        let mut s = sq;
        while let Some(next) = offset(s, df, dr) {
            if offset(next, df, dr).is_none() {
                break;
            }
            out |= bit(next);
            s = next;
        }
    }
    out
}

/// A small deterministic generator (xorshift64*): the magics and keys are the same every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn sparse(&mut self) -> u64 {
        self.next() & self.next() & self.next()
    }
}

fn find_magics(dirs: &[(i32, i32)], rng: &mut Rng, slides: &mut Vec<u64>) -> [Magic; 64] {
    let mut magics = [Magic::default(); 64];
    let mut occupancies = Vec::new();
    let mut reference = Vec::new();
    let mut used = Vec::new();
    for sq in 0..64u8 {
        let mask = relevant(sq, dirs);
        let bits = mask.count_ones();
        occupancies.clear();
        reference.clear();
        // Every subset of the mask (carry-rippler enumeration).
        let mut subset = 0u64;
        loop {
            occupancies.push(subset);
            reference.push(slide_reference(sq, subset, dirs));
            subset = subset.wrapping_sub(mask) & mask;
            if subset == 0 {
                break;
            }
        }
        let size = 1usize << bits;
        let shift = 64 - bits;
        let offset = slides.len();
        slides.resize(offset + size, 0);
        used.clear();
        used.resize(size, false);
        loop {
            let magic = rng.sparse();
            if (mask.wrapping_mul(magic) >> 56).count_ones() < 6 {
                continue;
            }
            used.iter_mut().for_each(|u| *u = false);
            let mut ok = true;
            for (&occ, &att) in occupancies.iter().zip(&reference) {
                let index = (occ.wrapping_mul(magic) >> shift) as usize;
                if used[index] && slides[offset + index] != att {
                    ok = false;
                    break;
                }
                used[index] = true;
                slides[offset + index] = att;
            }
            if ok {
                magics[usize::from(sq)] = Magic { mask, magic, shift, offset: offset as u32 };
                break;
            }
        }
    }
    magics
}

impl Tables {
    fn build() -> Tables {
        let mut rng = Rng(0x7572_6e6f_7665_7231);
        let mut knight = [0; 64];
        let mut forward_diagonal = [[0; 64]; 2];
        let mut forward_one = [[0; 64]; 2];
        let mut forward_two = [[0; 64]; 2];
        let mut rook_rays = [0; 64];
        let mut bishop_rays = [0; 64];
        for sq in 0..64u8 {
            let s = usize::from(sq);
            for (df, dr) in [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)] {
                knight[s] |= offset(sq, df, dr).map_or(0, bit);
            }
            for color in Color::ALL {
                let fwd = color.fold(1, -1);
                let c = color.index();
                forward_one[c][s] = offset(sq, 0, fwd).map_or(0, bit);
                forward_two[c][s] = offset(sq, 0, 2 * fwd).map_or(0, bit);
                forward_diagonal[c][s] =
                    offset(sq, -1, fwd).map_or(0, bit) | offset(sq, 1, fwd).map_or(0, bit);
            }
            rook_rays[s] = slide_reference(sq, 0, &ROOK_DIRS);
            bishop_rays[s] = slide_reference(sq, 0, &BISHOP_DIRS);
        }
        let mut between = vec![0; 64 * 64];
        for a in 0..64u8 {
            for &(df, dr) in ROOK_DIRS.iter().chain(&BISHOP_DIRS) {
                let mut path = 0;
                let mut s = a;
                while let Some(next) = offset(s, df, dr) {
                    between[usize::from(a) * 64 + usize::from(next)] = path;
                    path |= bit(next);
                    s = next;
                }
            }
        }
        let mut slides = Vec::with_capacity(102_400 + 5_248);
        let rook_magics = find_magics(&ROOK_DIRS, &mut rng, &mut slides);
        let bishop_magics = find_magics(&BISHOP_DIRS, &mut rng, &mut slides);
        let mut zobrist = [[[0; 64]; 3]; 2];
        for key in zobrist.iter_mut().flatten().flatten() {
            *key = rng.next();
        }
        let zobrist_black = rng.next();
        Tables {
            knight,
            forward_diagonal,
            forward_one,
            forward_two,
            rook_rays,
            bishop_rays,
            between,
            rook_magics,
            bishop_magics,
            slides,
            zobrist,
            zobrist_black,
        }
    }

    #[inline]
    fn slide(&self, m: &Magic, occ: u64) -> u64 {
        let index = ((occ & m.mask).wrapping_mul(m.magic) >> m.shift) as usize;
        self.slides[m.offset as usize + index]
    }

    /// Squares a rank/file slider on `sq` reaches, the first occupied square of each ray
    /// included.
    #[inline]
    pub fn rook(&self, sq: u8, occ: u64) -> u64 {
        self.slide(&self.rook_magics[usize::from(sq)], occ)
    }

    /// Squares a diagonal slider on `sq` reaches, the first occupied square of each ray
    /// included.
    #[inline]
    pub fn bishop(&self, sq: u8, occ: u64) -> u64 {
        self.slide(&self.bishop_magics[usize::from(sq)], occ)
    }

    /// Squares strictly between `a` and `b` when they share a line, else empty.
    #[inline]
    pub fn between(&self, a: u8, b: u8) -> u64 {
        self.between[usize::from(a) * 64 + usize::from(b)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn magic_slides_match_the_reference() {
        let t = tables();
        let mut rng = Rng(12345);
        for _ in 0..2000 {
            let occ = rng.next() & rng.next();
            for sq in 0..64u8 {
                assert_eq!(t.rook(sq, occ), slide_reference(sq, occ, &ROOK_DIRS));
                assert_eq!(t.bishop(sq, occ), slide_reference(sq, occ, &BISHOP_DIRS));
            }
        }
    }

    #[test]
    fn between_and_steps() {
        let t = tables();
        // a1..h8 diagonal, e1..e8 file, and two squares on no common line.
        assert_eq!(t.between(0, 63).count_ones(), 6);
        let file_e = 0x0101_0101_0101_0101u64 << 4;
        assert_eq!(t.between(4, 60), file_e & !bit(4) & !bit(60));
        assert_eq!(t.between(0, 17), 0);
        assert_eq!(t.forward_one[0][60], 0);
        assert_eq!(t.forward_two[1][8], 0);
        assert_eq!(t.forward_diagonal[1][12], bit(3) | bit(5));
        assert_eq!(t.knight[0], bit(10) | bit(17));
        assert_eq!(RANK_1 | RANK_8, 0xff00_0000_0000_00ff);
    }
}
