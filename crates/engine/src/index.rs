//! The engine's own tables are indexed by plain numbers: squares as `u8` (`rank * files +
//! file`), piece kinds as `usize`. The rules' API is typed ([`Square`], [`PieceKind`]); these
//! adapters are where the two meet, so that the search and the evaluation keep their integer
//! arithmetic and the conversions (free: both types are one byte) stay in one place.

use turnpan_rules::{Color, Game, Geometry, PieceKind, Square};

/// A piece on a square, with its kind as a table index.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Piece {
    /// Owner.
    pub color: Color,
    /// Index of its kind.
    pub kind: usize,
}

/// [`Geometry`] on plain square indices.
pub(crate) trait GeometryIndex {
    /// The square on `file`, `rank` (0-based).
    fn square_at(self, file: u8, rank: u8) -> u8;
    /// 0-based file of a square.
    fn file_at(self, sq: u8) -> u8;
    /// 0-based rank of a square.
    fn rank_at(self, sq: u8) -> u8;
    /// The square `(df, dr)` away, if it is on the board.
    fn offset_at(self, sq: u8, df: i32, dr: i32) -> Option<u8>;
}

impl GeometryIndex for Geometry {
    #[inline]
    fn square_at(self, file: u8, rank: u8) -> u8 {
        self.square(file, rank).get()
    }
    #[inline]
    fn file_at(self, sq: u8) -> u8 {
        self.file_of(Square::new(sq))
    }
    #[inline]
    fn rank_at(self, sq: u8) -> u8 {
        self.rank_of(Square::new(sq))
    }
    #[inline]
    fn offset_at(self, sq: u8, df: i32, dr: i32) -> Option<u8> {
        self.offset(Square::new(sq), df, dr).map(Square::get)
    }
}

/// [`Game`]'s queries on plain square and kind indices.
pub(crate) trait GameIndex: Game {
    /// The piece on a square, if any.
    #[inline]
    fn piece_on(&self, sq: u8) -> Option<Piece> {
        self.occupant(Square::new(sq)).map(|(color, kind)| Piece {
            color,
            kind: kind.index(),
        })
    }
    /// Origin and destination of a move.
    #[inline]
    fn squares_of(&self, mv: Self::Move) -> (u8, u8) {
        let (from, to) = self.move_squares(mv);
        (from.get(), to.get())
    }
    /// The kind of the piece a move moves, or drops from the hand.
    #[inline]
    fn mover_of(&self, mv: Self::Move) -> Option<usize> {
        let (from, _) = self.squares_of(mv);
        self.piece_on(from)
            .map(|p| p.kind)
            .or_else(|| self.dropped_kind(mv).map(PieceKind::index))
    }
    /// The kind a move promotes to, if it does.
    #[inline]
    fn promotion_index(&self, mv: Self::Move) -> Option<usize> {
        self.promotion_kind(mv).map(PieceKind::index)
    }
    /// The squares of `color`'s pieces of kind `kind`.
    #[inline]
    fn set_of(&self, color: Color, kind: usize) -> Option<u128> {
        self.piece_set(color, PieceKind::new(kind as u8))
    }
    /// The pieces of `by` attacking `sq` on the occupancy `occupied`.
    #[inline]
    fn attackers_on(&self, sq: u8, by: Color, occupied: u128) -> Option<u128> {
        self.attackers_of(Square::new(sq), by, occupied)
    }
}

impl<G: Game> GameIndex for G {}
