//! Precomputed tables for Turnover's 8x8 board: leaps, diagonal steps, lines between squares,
//! sliding attacks (magic bitboards, searched once at start-up) and Zobrist keys.
//!
//! Squares are `rank * 8 + file`, a1 = 0, h8 = 63; White's forward is `+8`.

use std::sync::OnceLock;

use crate::color::Color;

/// Rank 1 and rank 8.
pub(crate) const RANK_1: u64 = 0xff;
pub(crate) const RANK_8: u64 = 0xff << 56;
/// Files a and h.
pub(crate) const FILE_A: u64 = 0x0101_0101_0101_0101;
pub(crate) const FILE_H: u64 = FILE_A << 7;

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
    #[cfg(test)]
    fn sparse(&mut self) -> u64 {
        self.next() & self.next() & self.next()
    }
}

/// Magic multipliers, one per square, found by `magic_search` below (a seeded random search for
/// multipliers that map every blocker subset of a square to a slot without a wrong collision).
const ROOK_MAGICS: [u64; 64] = [
    0x4600_1041_0204_2080,
    0x00c0_0010_0040_2004,
    0x0280_2001_8010_0068,
    0x2500_1000_2009_0004,
    0x2600_0200_2010_2804,
    0x1500_0213_00c8_0c00,
    0x4080_8100_0200_0080,
    0x0100_0280_e442_0900,
    0xc000_8004_2488_4000,
    0xa002_8020_0082_4000,
    0x8041_0020_0900_1041,
    0x0208_8008_0480_1000,
    0x0409_0010_0501_0800,
    0x18c1_8080_0200_0400,
    0x0204_00a2_1008_4401,
    0x8026_0004_1040_8102,
    0x0010_2080_0090_4008,
    0x2210_10c0_0020_0040,
    0x0020_0080_1000_2087,
    0x0210_8080_1000_0800,
    0x0810_8080_0400_0800,
    0x04a5_0100_0802_0400,
    0x0000_0400_2241_1008,
    0x8005_0200_0064_0081,
    0x02c0_0082_8000_4424,
    0x4800_2008_8040_0480,
    0x2020_4022_0010_8202,
    0x0101_0009_0020_1000,
    0x4101_0205_0008_0090,
    0x0082_0002_0010_0804,
    0x0000_2204_0001_0890,
    0x4020_0102_0000_b444,
    0x0180_0020_1040_0049,
    0x0810_0020_0840_4001,
    0x0020_8010_0080_2004,
    0x0401_0010_0100_200b,
    0x0140_0400_8080_0800,
    0x0a00_0200_8080_0400,
    0x0142_0004_0200_0108,
    0x6090_0080_4600_0409,
    0x2480_0820_0044_4000,
    0x0440_0020_1000_4040,
    0x0401_0040_2001_0010,
    0x4420_0810_0101_0020,
    0x0dc1_0010_0801_0004,
    0x0011_0004_0003_0008,
    0x0000_0248_1004_00a1,
    0x2c08_0080_4122_0014,
    0x0080_4000_2080_0080,
    0x2000_2000_4010_0040,
    0x9801_2000_1000_8280,
    0x0501_0210_0008_2500,
    0xc400_1008_0100_0500,
    0x0400_8004_0002_0080,
    0x9804_0821_3002_0400,
    0x1080_1044_08a1_0600,
    0x0042_2010_8005_0241,
    0x2aa0_8340_0011_0121,
    0x0000_4009_0420_0011,
    0x2802_00c0_9020_0806,
    0x8001_0008_0010_1423,
    0xd042_0001_4810_8402,
    0x0008_1008_8201_280c,
    0x0008_0480_3041_0402,
];

const BISHOP_MAGICS: [u64; 64] = [
    0x08a0_2022_0040_4080,
    0x9850_2222_0400_2000,
    0x0010_0080_8108_0021,
    0x0004_1062_0060_0414,
    0x0804_0420_0040_4901,
    0x0602_4120_2028_1000,
    0x0122_2202_2240_aa01,
    0x9101_0300_8084_4084,
    0x8202_4910_5000_b101,
    0x0800_0204_9802_0444,
    0x0000_0401_0401_0810,
    0x0400_4410_4210_0001,
    0x0808_3450_4080_0010,
    0xa082_8101_6012_0000,
    0x0000_0108_0150_0830,
    0x0010_3100_8201_2080,
    0x0010_4004_6092_0441,
    0xa208_0405_a108_0200,
    0x0010_0442_0086_0508,
    0x6000_8008_0200_4482,
    0x8b11_0008_2008_2080,
    0x0401_00a9_8060_0200,
    0x0004_0000_8c21_0800,
    0x910a_0509_1482_0100,
    0x4010_40d9_10c2_0200,
    0x0408_0801_0230_2158,
    0x2014_0200_1000_9012,
    0x0302_0020_2800_80e0,
    0x0021_0100_0010_4000,
    0x2408_4500_0080_a000,
    0xaa82_0042_0088_0800,
    0x2001_1444_3a00_4420,
    0x0008_0210_5041_0420,
    0x0041_0802_4060_4400,
    0x0000_4150_0108_0220,
    0x0084_1108_0004_0040,
    0x4148_4a00_2002_0080,
    0x8801_0800_2002_0204,
    0x0238_a210_8680_4800,
    0x0008_8131_4002_0200,
    0x0028_2802_4801_9200,
    0x0814_0422_0200_4811,
    0x0002_0021_0408_2040,
    0x4080_001a_4400_2800,
    0x100b_4821_0440_6400,
    0x0040_0808_2040_8020,
    0x0004_5004_0100_8060,
    0x0008_0811_0228_0540,
    0x00a4_0444_0248_0015,
    0x100d_0420_8404_0000,
    0x8450_c304_1209_06c2,
    0x0004_1000_4110_8000,
    0x0010_0012_0202_0048,
    0x4000_4004_0808_8900,
    0x4010_02b0_090a_1080,
    0x0043_4208_0911_0008,
    0x0004_2200_4220_1030,
    0x0880_0202_050c_0260,
    0x4800_0008_2201_1000,
    0x0001_0108_0020_a802,
    0x0002_e400_e220_4108,
    0x0c20_3060_0410_6082,
    0x2041_0a02_1004_0106,
    0x0040_0200_8421_0040,
];

fn fill_magics(dirs: &[(i32, i32)], multipliers: &[u64; 64], slides: &mut Vec<u64>) -> [Magic; 64] {
    let mut magics = [Magic::default(); 64];
    for sq in 0..64u8 {
        let mask = relevant(sq, dirs);
        let shift = 64 - mask.count_ones();
        let offset = slides.len();
        slides.resize(offset + (1 << mask.count_ones()), 0);
        let magic = Magic {
            mask,
            magic: multipliers[usize::from(sq)],
            shift,
            offset: offset as u32,
        };
        // Every subset of the mask (carry-rippler enumeration).
        let mut subset = 0u64;
        loop {
            let index = (subset.wrapping_mul(magic.magic) >> shift) as usize;
            slides[offset + index] = slide_reference(sq, subset, dirs);
            subset = subset.wrapping_sub(mask) & mask;
            if subset == 0 {
                break;
            }
        }
        magics[usize::from(sq)] = magic;
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
            for (df, dr) in [
                (1, 2),
                (2, 1),
                (2, -1),
                (1, -2),
                (-1, -2),
                (-2, -1),
                (-2, 1),
                (-1, 2),
            ] {
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
        let rook_magics = fill_magics(&ROOK_DIRS, &ROOK_MAGICS, &mut slides);
        let bishop_magics = fill_magics(&BISHOP_DIRS, &BISHOP_MAGICS, &mut slides);
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
        let file_e = FILE_A << 4;
        assert_eq!(t.between(4, 60), file_e & !bit(4) & !bit(60));
        assert_eq!(t.between(0, 17), 0);
        assert_eq!(t.forward_one[0][60], 0);
        assert_eq!(t.forward_two[1][8], 0);
        assert_eq!(t.forward_diagonal[1][12], bit(3) | bit(5));
        assert_eq!(t.knight[0], bit(10) | bit(17));
        assert_eq!(RANK_1 | RANK_8, 0xff00_0000_0000_00ff);
    }
}
/// How the magic multipliers were found; a test checks that the search still finds exactly the
/// embedded ones.
#[cfg(test)]
mod magic_search {
    use super::*;

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
                    magics[usize::from(sq)] = Magic {
                        mask,
                        magic,
                        shift,
                        offset: offset as u32,
                    };
                    break;
                }
            }
        }
        magics
    }

    /// The embedded multipliers are exactly what this search finds from its fixed seed, so
    /// they can be regenerated (and checked) rather than trusted.
    #[test]
    fn embedded_magics_are_reproducible() {
        let mut rng = Rng(0x7572_6e6f_7665_7231);
        let mut slides = Vec::new();
        let r = find_magics(&ROOK_DIRS, &mut rng, &mut slides);
        let b = find_magics(&BISHOP_DIRS, &mut rng, &mut slides);
        assert_eq!(r.map(|m| m.magic), ROOK_MAGICS);
        assert_eq!(b.map(|m| m.magic), BISHOP_MAGICS);
    }
}
