//! Board geometry: sizes up to 128 squares, square indices and their names.
//!
//! A square is the index `rank * files + file` (both 0-based). Engine and wire names are always
//! 1-based (`a1`, `e10`); display names may shift rank labels (Turkish Chess shows ranks 0–9).

use std::fmt;

/// Largest number of files (a..p).
pub const MAX_FILES: u8 = 16;
/// Largest number of squares on a board.
pub const MAX_SQUARES: usize = 128;

/// The shape of a board.
///
/// ```
/// use turnpan_rules::Geometry;
/// let g = Geometry::new(8, 10).unwrap();
/// let sq = g.parse_square("e10").unwrap();
/// assert_eq!(g.square_name(sq), "e10");
/// assert_eq!(g.rank_of(sq), 9);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Geometry {
    files: u8,
    ranks: u8,
    /// Squares the board does not have (bit = square index): written `*` in a FEN.
    holes: u128,
}

impl Geometry {
    /// A board of `files` x `ranks` squares, or `None` when it does not fit the limits.
    pub fn new(files: u8, ranks: u8) -> Option<Geometry> {
        let fits = (2..=MAX_FILES).contains(&files)
            && (2..=99).contains(&ranks)
            && usize::from(files) * usize::from(ranks) <= MAX_SQUARES;
        fits.then_some(Geometry {
            files,
            ranks,
            holes: 0,
        })
    }

    /// The same board without the squares of `holes` (bit `1 << index` per square): boards
    /// that are not rectangles, as Omicron's corners. Nothing stands on a hole, stops on it
    /// or slides through it; a leap may pass over it.
    ///
    /// ```
    /// use turnpan_rules::Geometry;
    /// let g = Geometry::new(4, 4).unwrap().with_holes(1 << 5);
    /// let b2 = g.parse_square("b2").unwrap();
    /// assert!(g.is_hole(b2));
    /// let a1 = g.parse_square("a1").unwrap();
    /// assert_eq!(g.offset(a1, 1, 1), None);
    /// assert_eq!(g.offset(a1, 2, 2), g.parse_square("c3").ok());
    /// ```
    #[must_use]
    pub fn with_holes(self, holes: u128) -> Geometry {
        let on_board = if self.squares() >= 128 {
            u128::MAX
        } else {
            (1u128 << self.squares()) - 1
        };
        Geometry {
            holes: holes & on_board,
            ..self
        }
    }

    /// Whether `sq` is a hole: a square the board does not have.
    #[inline]
    pub const fn is_hole(self, sq: Square) -> bool {
        self.holes >> sq.get() & 1 != 0
    }

    /// The holes, bit `1 << index` per square; 0 on a whole board.
    #[inline]
    pub const fn holes(self) -> u128 {
        self.holes
    }

    /// Number of files.
    #[inline]
    pub const fn files(self) -> u8 {
        self.files
    }
    /// Number of ranks.
    #[inline]
    pub const fn ranks(self) -> u8 {
        self.ranks
    }
    /// Number of squares.
    #[inline]
    pub const fn squares(self) -> usize {
        self.files as usize * self.ranks as usize
    }
    /// Every square of the board, `a1` first.
    pub fn all_squares(self) -> impl Iterator<Item = Square> {
        (0..self.squares() as u8).map(Square::new)
    }
    /// The square on `file`, `rank` (0-based).
    #[inline]
    pub const fn square(self, file: u8, rank: u8) -> Square {
        Square::new(self.sq_at(file, rank))
    }
    /// 0-based file of a square.
    #[inline]
    pub const fn file_of(self, sq: Square) -> u8 {
        self.file_idx(sq.get())
    }
    /// 0-based rank of a square.
    #[inline]
    pub const fn rank_of(self, sq: Square) -> u8 {
        self.rank_idx(sq.get())
    }
    /// The square `(df, dr)` away from `sq`, if it is on the board.
    #[inline]
    pub fn offset(self, sq: Square, df: i32, dr: i32) -> Option<Square> {
        self.offset_idx(sq.get(), df, dr).map(Square::new)
    }

    /// The letter of a file: `a` for 0.
    pub fn file_char(file: u8) -> char {
        char::from(b'a' + file)
    }

    /// The engine name of a square, 1-based rank: `a1`, `e10`.
    pub fn square_name(self, sq: Square) -> String {
        self.name_idx(sq.get())
    }

    /// The name of a square with ranks labelled from `first_rank_label` (1 in engine
    /// coordinates, 0 for Turkish Chess's display).
    pub fn square_label(self, sq: Square, first_rank_label: i32) -> String {
        self.label_idx(sq.get(), first_rank_label)
    }

    /// Parses an engine square name (`a1`, `e10`).
    ///
    /// # Errors
    /// When the text is not a file letter followed by a rank number on this board.
    pub fn parse_square(self, text: &str) -> Result<Square, SquareError> {
        self.parse_idx(text, 1).map(Square::new)
    }

    /// Parses a square name whose ranks are labelled from `first_rank_label`.
    ///
    /// # Errors
    /// When the text is not a file letter followed by a rank label on this board.
    pub fn parse_square_labelled(
        self,
        text: &str,
        first_rank_label: i32,
    ) -> Result<Square, SquareError> {
        self.parse_idx(text, first_rank_label).map(Square::new)
    }

    // The same on plain square indices, for the rules' own tables and move generation.

    #[inline]
    pub(crate) const fn sq_at(self, file: u8, rank: u8) -> u8 {
        rank * self.files + file
    }
    #[inline]
    pub(crate) const fn file_idx(self, sq: u8) -> u8 {
        sq % self.files
    }
    #[inline]
    pub(crate) const fn rank_idx(self, sq: u8) -> u8 {
        sq / self.files
    }
    #[inline]
    pub(crate) fn offset_idx(self, sq: u8, df: i32, dr: i32) -> Option<u8> {
        let f = i32::from(self.file_idx(sq)) + df;
        let r = i32::from(self.rank_idx(sq)) + dr;
        let inside =
            (0..i32::from(self.files)).contains(&f) && (0..i32::from(self.ranks)).contains(&r);
        let to = inside.then(|| self.sq_at(f as u8, r as u8))?;
        (self.holes >> to & 1 == 0).then_some(to)
    }
    pub(crate) fn name_idx(self, sq: u8) -> String {
        self.label_idx(sq, 1)
    }
    pub(crate) fn label_idx(self, sq: u8, first_rank_label: i32) -> String {
        format!(
            "{}{}",
            Self::file_char(self.file_idx(sq)),
            i32::from(self.rank_idx(sq)) + first_rank_label
        )
    }
    pub(crate) fn parse_idx(self, text: &str, first_rank_label: i32) -> Result<u8, SquareError> {
        let bad = || SquareError(text.to_owned());
        let mut chars = text.chars();
        let file = chars.next().ok_or_else(bad)?;
        let digits = chars.as_str();
        if !file.is_ascii_lowercase() || digits.is_empty() || digits.len() > 3 {
            return Err(bad());
        }
        if !digits.bytes().all(|b| b.is_ascii_digit())
            || (digits.len() > 1 && digits.starts_with('0'))
        {
            return Err(bad());
        }
        let file = file as u8 - b'a';
        let rank = digits.parse::<i32>().map_err(|_| bad())? - first_rank_label;
        if file >= self.files || !(0..i32::from(self.ranks)).contains(&rank) {
            return Err(bad());
        }
        Ok(self.sq_at(file, rank as u8))
    }

    /// Reads one square name from the start of `text` (file letter then rank digits) and returns
    /// it with the rest of the text. Used by move parsers, where squares are concatenated.
    pub(crate) fn split_square(self, text: &str, first_rank_label: i32) -> Option<(u8, &str)> {
        let bytes = text.as_bytes();
        if bytes.is_empty() || !bytes[0].is_ascii_lowercase() {
            return None;
        }
        let digits = bytes[1..].iter().take_while(|b| b.is_ascii_digit()).count();
        if digits == 0 {
            return None;
        }
        // Prefer the longest rank that exists on this board ("a10" on a 10-rank board).
        for len in (1..=digits.min(2)).rev() {
            if let Ok(sq) = self.parse_idx(&text[..1 + len], first_rank_label) {
                return Some((sq, &text[1 + len..]));
            }
        }
        None
    }
}

/// A square of a board: the index `rank * files + file` (both 0-based), below 128. What board
/// it is on, and so its name, is the [`Geometry`]'s to say. One byte, like the index itself.
///
/// ```
/// use turnpan_rules::{Geometry, Square};
/// let g = Geometry::new(8, 8).unwrap();
/// let e4 = g.parse_square("e4").unwrap();
/// assert_eq!(e4, Square::new(28));
/// assert_eq!((g.file_of(e4), g.rank_of(e4)), (4, 3));
/// assert_eq!(e4.index(), 28);
/// assert_eq!(std::mem::size_of::<Square>(), 1);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(transparent)]
pub struct Square(u8);

impl Square {
    /// The square of index `index` (`rank * files + file`).
    #[inline]
    pub const fn new(index: u8) -> Square {
        Square(index)
    }
    /// The index as a byte.
    #[inline]
    pub const fn get(self) -> u8 {
        self.0
    }
    /// The index, for indexing tables and bit sets.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
    /// The square's bit in a set of squares held as a `u128` (bit `i` for square `i`).
    #[inline]
    pub const fn bit(self) -> u128 {
        1 << self.0
    }
}

impl From<Square> for usize {
    fn from(sq: Square) -> usize {
        sq.index()
    }
}

impl From<Square> for u8 {
    fn from(sq: Square) -> u8 {
        sq.0
    }
}

/// A square name that is not on the board.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is not a square of this board")]
pub struct SquareError(pub String);

impl fmt::Display for Geometry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.files, self.ranks)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_on_every_supported_size() {
        for (files, ranks) in [(8, 8), (9, 9), (8, 10), (10, 10), (12, 10)] {
            let g = Geometry::new(files, ranks).unwrap();
            for sq in g.all_squares() {
                assert_eq!(g.parse_square(&g.square_name(sq)), Ok(sq));
                assert_eq!(g.parse_square_labelled(&g.square_label(sq, 0), 0), Ok(sq));
            }
        }
    }

    #[test]
    fn rejects_bad_names() {
        let g = Geometry::new(8, 8).unwrap();
        for bad in ["", "a", "a0", "a9", "i1", "A1", "a01", "1a", "a1x"] {
            assert!(g.parse_square(bad).is_err(), "{bad}");
        }
        assert!(Geometry::new(16, 9).is_none());
    }

    #[test]
    fn split_prefers_two_digit_ranks() {
        let g = Geometry::new(8, 10).unwrap();
        assert_eq!(g.split_square("e10g10", 1), Some((g.sq_at(4, 9), "g10")));
        assert_eq!(g.split_square("a9a10g", 1), Some((g.sq_at(0, 8), "a10g")));
        let g8 = Geometry::new(8, 8).unwrap();
        assert_eq!(g8.split_square("e1e2", 1), Some((4, "e2")));
    }
}
