//! Bitboards behind one trait, so that a game on a board of at most 64 squares uses `u64` and
//! larger boards (up to 128 squares) use `u128`: standard chess never pays for big-board width.

use std::fmt::Debug;
use std::hash::Hash;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

/// A set of squares, one bit per square index (`rank * files + file`).
///
/// ```
/// use turnpan_rules::Bitboard;
/// let b = <u64 as Bitboard>::square(3) | <u64 as Bitboard>::square(10);
/// assert_eq!(b.count(), 2);
/// assert_eq!(b.squares().collect::<Vec<_>>(), vec![3, 10]);
/// ```
pub trait Bitboard:
    Copy
    + Eq
    + Hash
    + Debug
    + Default
    + Send
    + Sync
    + 'static
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + BitAndAssign
    + BitOrAssign
    + BitXorAssign
{
    /// How many squares this representation can hold.
    const CAPACITY: usize;
    /// One byte per square of this capacity (a position's piece-by-square array): a position of
    /// a small board copies no bytes for squares it cannot have.
    type Mailbox: Copy + Debug + Eq + Send + Sync + 'static + AsRef<[u8]> + AsMut<[u8]>;
    /// A mailbox of zero bytes.
    const EMPTY_MAILBOX: Self::Mailbox;
    /// The empty set.
    const EMPTY: Self;

    /// The set holding only `sq`.
    fn square(sq: u8) -> Self;
    /// Whether `sq` is in the set.
    fn has(self, sq: u8) -> bool;
    /// Whether the set is empty.
    fn is_empty(self) -> bool;
    /// Number of squares in the set.
    fn count(self) -> u32;
    /// The lowest square; meaningless on an empty set.
    fn lowest(self) -> u8;
    /// The highest square; meaningless on an empty set.
    fn highest(self) -> u8;
    /// The set without its lowest square.
    fn without_lowest(self) -> Self;
    /// The lowest square as a set (empty for an empty set).
    fn lowest_bit(self) -> Self;
    /// Every square index from `sq` upwards.
    fn from_square_up(sq: u8) -> Self;
    /// Wrapping addition of the underlying integers (for line attacks).
    fn wrapping_add(self, other: Self) -> Self;
    /// Wrapping doubling of the underlying integer.
    fn doubled(self) -> Self;
    /// Every square moved `delta` indices up (down when negative); squares moved off either
    /// end are dropped.
    fn shifted(self, delta: i32) -> Self;
    /// The set folded to 64 bits and multiplied by `multiplier` (wrapping): the hash of a
    /// blocker set in magic-bitboard lookups. On `u64` the fold is the identity.
    fn magic_hash(self, multiplier: u64) -> u64;
    /// The next subset of `mask` after `self` in counting order (the empty set after the
    /// last).
    fn next_subset(self, mask: Self) -> Self;
    /// The set as a `u128` (the engine's board-size-independent view).
    fn to_u128(self) -> u128;
    /// The set of the squares of `bits` that this representation holds (higher bits are
    /// dropped).
    fn from_u128(bits: u128) -> Self;

    /// Whether the set holds at least one square.
    #[inline]
    fn any(self) -> bool {
        !self.is_empty()
    }
    /// Whether the set holds more than one square.
    #[inline]
    fn more_than_one(self) -> bool {
        self.without_lowest().any()
    }
    /// The squares of the set, lowest first.
    #[inline]
    fn squares(self) -> Squares<Self> {
        Squares(self)
    }
}

/// The squares a slider on `sq` reaches along one line (both directions), given the squares of
/// the line below and above `sq` and the occupancy: every square up to and including the first
/// piece each way ("obstruction difference"; exact on any board because the squares of a line
/// have monotonic indices).
#[inline]
pub fn line_attacks<B: Bitboard>(below: B, above: B, occ: B) -> B {
    let lower = below & occ;
    let upper = above & occ;
    let from_lower_blocker = B::from_square_up((lower | B::square(0)).highest());
    let span = upper
        .lowest_bit()
        .doubled()
        .wrapping_add(from_lower_blocker);
    (below | above) & span
}

/// The squares a cannon on `sq` reaches along one line: beyond the first piece each way (the
/// screen), up to and including the second. Squares before a screen are not reached; without a
/// screen a direction reaches nothing.
#[inline]
pub fn hop_line_attacks<B: Bitboard>(below: B, above: B, occ: B) -> B {
    let direct = line_attacks(below, above, occ);
    let screens = direct & occ;
    line_attacks(below, above, occ & !screens) & !direct
}

/// Iterator over the squares of a bitboard, lowest first.
#[derive(Debug, Clone, Copy)]
pub struct Squares<B>(B);

impl<B: Bitboard> Iterator for Squares<B> {
    type Item = u8;
    #[inline]
    fn next(&mut self) -> Option<u8> {
        if self.0.is_empty() {
            None
        } else {
            let sq = self.0.lowest();
            self.0 = self.0.without_lowest();
            Some(sq)
        }
    }
}

macro_rules! impl_bitboard {
    ($t:ty) => {
        impl Bitboard for $t {
            #[inline]
            fn magic_hash(self, multiplier: u64) -> u64 {
                // The high half (empty on u64) is spread by an odd constant before it joins
                // the low half.
                #[allow(clippy::cast_possible_truncation)]
                let low = self as u64;
                let high = (u128::from(self) >> 64) as u64;
                (low ^ high.wrapping_mul(0x9E37_79B9_7F4A_7C15)).wrapping_mul(multiplier)
            }
            #[inline]
            fn next_subset(self, mask: Self) -> Self {
                self.wrapping_sub(mask) & mask
            }
            #[inline]
            fn to_u128(self) -> u128 {
                u128::from(self)
            }
            #[inline]
            #[allow(clippy::cast_possible_truncation)]
            fn from_u128(bits: u128) -> Self {
                bits as $t
            }
            const CAPACITY: usize = <$t>::BITS as usize;
            type Mailbox = [u8; <$t>::BITS as usize];
            const EMPTY_MAILBOX: Self::Mailbox = [0; <$t>::BITS as usize];
            const EMPTY: Self = 0;
            #[inline]
            fn square(sq: u8) -> Self {
                <$t as Halves>::square(sq)
            }
            #[inline]
            fn has(self, sq: u8) -> bool {
                <$t as Halves>::has(self, sq)
            }
            #[inline]
            fn is_empty(self) -> bool {
                self == 0
            }
            #[inline]
            fn count(self) -> u32 {
                self.count_ones()
            }
            #[inline]
            fn lowest(self) -> u8 {
                self.trailing_zeros() as u8
            }
            #[inline]
            fn highest(self) -> u8 {
                (<$t>::BITS - 1 - self.leading_zeros()) as u8
            }
            #[inline]
            fn without_lowest(self) -> Self {
                self & self.wrapping_sub(1)
            }
            #[inline]
            fn lowest_bit(self) -> Self {
                self & self.wrapping_neg()
            }
            #[inline]
            fn from_square_up(sq: u8) -> Self {
                <$t as Halves>::from_square_up(sq)
            }
            #[inline]
            fn wrapping_add(self, other: Self) -> Self {
                <$t>::wrapping_add(self, other)
            }
            #[inline]
            fn doubled(self) -> Self {
                self << 1
            }
            #[inline]
            fn shifted(self, delta: i32) -> Self {
                if delta >= 0 {
                    self << delta
                } else {
                    self >> -delta
                }
            }
        }
    };
}

/// The shifts by a square index, which a `u128` does faster one 64-bit half at a time: a
/// shift of a whole `u128` by a variable amount costs both halves and a select on every machine,
/// and WebAssembly has no double-width shift at all, while a square is in exactly one half.
trait Halves: Sized {
    fn square(sq: u8) -> Self;
    fn has(self, sq: u8) -> bool;
    fn from_square_up(sq: u8) -> Self;
}

impl Halves for u64 {
    #[inline]
    fn square(sq: u8) -> u64 {
        1 << sq
    }
    #[inline]
    fn has(self, sq: u8) -> bool {
        self >> sq & 1 != 0
    }
    #[inline]
    fn from_square_up(sq: u8) -> u64 {
        u64::MAX << sq
    }
}

impl Halves for u128 {
    #[inline]
    fn square(sq: u8) -> u128 {
        let bit = u128::from(1u64 << (sq & 63));
        if sq < 64 {
            bit
        } else {
            bit << 64
        }
    }
    #[inline]
    #[allow(clippy::cast_possible_truncation)]
    fn has(self, sq: u8) -> bool {
        let half = if sq < 64 {
            self as u64
        } else {
            (self >> 64) as u64
        };
        half >> (sq & 63) & 1 != 0
    }
    #[inline]
    fn from_square_up(sq: u8) -> u128 {
        let up = u64::MAX << (sq & 63);
        if sq < 64 {
            u128::from(up) | (u128::from(u64::MAX) << 64)
        } else {
            u128::from(up) << 64
        }
    }
}

impl_bitboard!(u64);
impl_bitboard!(u128);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_attacks_stop_at_the_first_piece_each_way() {
        // A rank of 8 squares 0..8, slider on 3, pieces on 1 and 6: reaches 1..=6 but 3.
        let below: u64 = 0b0000_0111;
        let above: u64 = 0b1111_0000;
        let occ: u64 = 0b0100_1010;
        assert_eq!(line_attacks(below, above, occ), 0b0111_0110);
        assert_eq!(line_attacks(below, above, 0), below | above);
        // The top square of a u128 as the upper blocker.
        let above: u128 = 1 << 127 | 1 << 100;
        assert_eq!(line_attacks(0u128, above, 1 << 127), above);
    }

    #[test]
    fn hop_line_attacks_jump_exactly_one_screen() {
        // Cannon on 3; pieces on 1 (screen below), 5 (screen above) and 7 (beyond).
        let below: u64 = 0b0000_0111;
        let above: u64 = 0b1111_0000;
        let occ: u64 = 0b1010_0010 | 1 << 3;
        // Below: beyond the screen on 1 only square 0. Above: 6 and 7 (the second piece).
        assert_eq!(hop_line_attacks(below, above, occ), 0b1100_0001);
        assert_eq!(hop_line_attacks(below, above, 1 << 3), 0);
    }

    #[test]
    fn shifts_move_squares_both_ways() {
        let b = <u64 as Bitboard>::square(10) | <u64 as Bitboard>::square(63);
        assert_eq!(b.shifted(8), <u64 as Bitboard>::square(18));
        assert_eq!(
            b.shifted(-10),
            <u64 as Bitboard>::square(0) | <u64 as Bitboard>::square(53)
        );
        let w = <u128 as Bitboard>::square(70);
        assert_eq!(w.shifted(-70), 1);
        assert_eq!(w.shifted(57), 1 << 127);
    }

    #[test]
    fn shifts_by_halves_equal_whole_shifts_on_every_square() {
        let sample: u128 = 0x8000_0000_0000_0001_8000_0000_0000_0001 | 0xF0F0 << 60;
        for sq in 0..128u8 {
            assert_eq!(<u128 as Bitboard>::square(sq), 1u128 << sq, "square {sq}");
            assert_eq!(
                <u128 as Bitboard>::from_square_up(sq),
                u128::MAX << sq,
                "up {sq}"
            );
            assert_eq!(Bitboard::has(sample, sq), sample >> sq & 1 == 1, "has {sq}");
        }
        for sq in 0..64u8 {
            assert_eq!(<u64 as Bitboard>::from_square_up(sq), u64::MAX << sq);
        }
    }

    #[test]
    fn wide_boards_reach_square_127() {
        let b = <u128 as Bitboard>::square(127) | <u128 as Bitboard>::square(64);
        assert_eq!(b.lowest(), 64);
        assert_eq!(b.highest(), 127);
        assert_eq!(b.squares().collect::<Vec<_>>(), vec![64, 127]);
        assert!(b.more_than_one());
        assert!(!<u64 as Bitboard>::square(5).more_than_one());
    }
}
