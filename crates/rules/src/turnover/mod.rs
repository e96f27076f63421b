//! Turnover (`docs/rules/turnover.md`, the 2019 game): pieces are stacks of up to three
//! components (outer ring, inner ring, button) that combine, turn enemy stacks over and split
//! apart. Its mechanics differ from every game defined as data, so it is a module of its own
//! behind the same [`Game`] trait.
//!
//! The position is four bitboards: one per component kind (whatever its colour) and the squares
//! whose stack is White. Every piece type is a boolean formula over them (a Castle is `O & I &
//! T`), so move generation works on whole sets.
//!
//! ```
//! use turnpan_rules::turnover::Position;
//! use turnpan_rules::Game;
//! let mut pos = Position::start();
//! let mut moves = Vec::new();
//! pos.legal_moves(&mut moves);
//! assert_eq!(moves.len(), 16);
//! let mv = pos.parse_san(".e3").unwrap();
//! assert_eq!(pos.uci(mv), "e1e3");
//! pos.play(mv).unwrap();
//! assert_eq!(pos.fen(), "cccccccc/8/8/8/8/4P3/8/CCCCQCCC b - - 1 1");
//! assert_eq!(pos.outcome(1), None);
//! ```

mod fen;
mod movegen;
mod notation;
mod outcome;
mod stacks;
mod tables;
#[cfg(test)]
mod tests;

use crate::color::Color;
use crate::game::{Game, PieceInfo, PieceKind, PieceView, Royalty};
use crate::geometry::Geometry;
use crate::geometry::Square;
use crate::moves::MoveError;
use crate::outcome::Outcome;
use crate::position::FenError;

pub(crate) use stacks::board;
pub use stacks::{Component, Move, MoveSyntaxError, Piece};
use tables::{bit, tables};

/// The id of the game.
pub const ID: &str = "turnover";
/// The display name.
pub const NAME: &str = "Turnover";
/// The start position (section 7).
pub const START_FEN: &str = "cccccccc/8/8/8/8/8/8/CCCCCCCC w - - 0 1";

/// A Turnover position.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Position {
    /// Squares holding each component kind, indexed by [`Component::index`].
    components: [u64; 3],
    /// Squares whose stack is White (a subset of the occupied squares).
    white: u64,
    turn: Color,
    halfmove_clock: u32,
    fullmove_number: u32,
    hash: u64,
}

impl Position {
    /// The start position: eight Castles each, White to move.
    pub fn start() -> Position {
        // The constant is a valid FEN (a unit test reads it).
        Position::from_fen(START_FEN).unwrap_or_else(|e| unreachable!("start FEN: {e}"))
    }

    fn empty() -> Position {
        Position {
            components: [0; 3],
            white: 0,
            turn: Color::White,
            halfmove_clock: 0,
            fullmove_number: 1,
            hash: 0,
        }
    }

    /// Occupied squares.
    #[inline]
    pub(crate) fn occupied(&self) -> u64 {
        self.components[0] | self.components[1] | self.components[2]
    }

    /// Squares of `color`'s stacks.
    #[inline]
    pub(crate) fn side(&self, color: Color) -> u64 {
        match color {
            Color::White => self.white,
            Color::Black => self.occupied() & !self.white,
        }
    }

    /// Squares of `color`'s stacks of one piece type.
    #[inline]
    pub fn pieces(&self, color: Color, piece: Piece) -> u64 {
        let [o, i, t] = self.components;
        let stacks = match piece {
            Piece::Pawn => o & !i,
            Piece::Bishop => i & !o & !t,
            Piece::Rook => t & !i,
            Piece::Knight => o & i & !t,
            Piece::Queen => i & t & !o,
            Piece::Castle => o & i & t,
        };
        stacks & self.side(color)
    }

    /// Squares of `color`'s Castles.
    #[inline]
    pub fn castles(&self, color: Color) -> u64 {
        self.pieces(color, Piece::Castle)
    }

    /// The stack on a square: owner and piece.
    #[inline]
    pub fn stack(&self, sq: u8) -> Option<(Color, Piece)> {
        let mask = self.component_mask(sq);
        let piece = Piece::from_components(mask)?;
        let color = if self.white & bit(sq) != 0 {
            Color::White
        } else {
            Color::Black
        };
        Some((color, piece))
    }

    #[inline]
    fn component_mask(&self, sq: u8) -> u8 {
        let [o, i, t] = self.components.map(|b| (b >> sq & 1) as u8);
        o | i << 1 | t << 2
    }

    /// Adds a stack (set-up only: the square must be empty).
    fn put(&mut self, sq: u8, color: Color, piece: Piece) {
        for c in Component::ALL {
            if piece.components() & c.mask() != 0 {
                self.add_component(sq, color, c);
            }
        }
        if color == Color::White {
            self.white |= bit(sq);
        }
    }

    #[inline]
    fn add_component(&mut self, sq: u8, color: Color, c: Component) {
        self.components[c.index()] |= bit(sq);
        self.hash ^= tables().zobrist[color.index()][c.index()][usize::from(sq)];
    }

    #[inline]
    fn remove_component(&mut self, sq: u8, color: Color, c: Component) {
        self.components[c.index()] &= !bit(sq);
        self.hash ^= tables().zobrist[color.index()][c.index()][usize::from(sq)];
    }

    /// Side to move.
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// Whether `color` has at least one Castle and every one of them is attacked (decision 2).
    pub fn in_check(&self, color: Color) -> bool {
        let castles = self.castles(color);
        castles != 0 && tables::squares(castles).all(|sq| self.is_attacked(sq, !color))
    }
}

/// Where the moving component of White's `piece` on `sq` may go on an otherwise empty board
/// (section 3): `(moves, captures)` as square sets, `moves` onto empty squares, `captures` onto
/// an enemy stack (taken, or turned over when the component fits it: section 4). For the piece
/// diagrams of the rules pages.
pub(crate) fn empty_board_reach(piece: Piece, sq: u8) -> (u64, u64) {
    let t = tables();
    let s = usize::from(sq);
    let white = Color::White.index();
    match piece {
        Piece::Pawn => (t.forward_one[white][s], t.forward_diagonal[white][s]),
        Piece::Castle => (
            t.forward_one[white][s] | t.forward_two[white][s],
            t.forward_diagonal[white][s],
        ),
        Piece::Knight => (t.knight[s], t.knight[s]),
        Piece::Bishop => (t.bishop(sq, 0), t.bishop(sq, 0)),
        Piece::Rook => (t.rook(sq, 0), t.rook(sq, 0)),
        Piece::Queen => {
            let lines = t.rook(sq, 0) | t.bishop(sq, 0);
            (lines, lines)
        }
    }
}

impl std::fmt::Debug for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("turnover::Position")
            .field("fen", &self.fen())
            .finish()
    }
}

impl Game for Position {
    type Move = Move;

    fn variant_id(&self) -> &str {
        ID
    }
    fn geometry(&self) -> Geometry {
        stacks::board()
    }
    fn first_rank_label(&self) -> i32 {
        1
    }
    fn turn(&self) -> Color {
        self.turn
    }
    fn legal_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        self.generate(&mut movegen::MoveList(out));
    }
    fn play_unchecked(&mut self, mv: Move) {
        self.play_move(mv);
    }
    fn is_check(&self) -> bool {
        self.in_check(self.turn)
    }
    fn outcome(&self, repetitions: usize) -> Option<Outcome> {
        self.outcome_after(repetitions)
    }
    fn has_mating_material(&self, _side: Color) -> bool {
        // Section 6: Turnover has no insufficient-material rule and no time-out exception.
        true
    }
    fn flag_needs_mating_material(&self) -> bool {
        false
    }
    fn zobrist(&self) -> u64 {
        self.hash
    }
    fn repetition_key(&self) -> u64 {
        // Decision 16: stacks with their colours and the side to move, which is the hash.
        self.hash
    }
    fn halfmove_clock(&self) -> u32 {
        self.halfmove_clock
    }
    fn fullmove_number(&self) -> u32 {
        self.fullmove_number
    }
    fn fen(&self) -> String {
        self.to_fen()
    }
    fn uci(&self, mv: Move) -> String {
        mv.to_string()
    }
    fn san(&self, mv: Move) -> String {
        self.display_notation(mv)
    }
    fn parse_uci(&self, text: &str) -> Result<Move, MoveError> {
        self.parse_coordinates(text)
    }
    fn parse_san(&self, text: &str) -> Result<Move, MoveError> {
        self.parse_display_notation(text)
    }
    fn piece_at(&self, sq: Square) -> Option<PieceView> {
        if sq.index() >= 64 {
            return None;
        }
        self.stack(sq.get()).map(|(color, piece)| PieceView {
            color,
            kind: PieceKind::new(piece.index() as u8),
            letter: piece.letter(),
        })
    }
    fn piece_kinds(&self) -> usize {
        Piece::ALL.len()
    }
    fn piece_info(&self, kind: PieceKind) -> Option<PieceInfo> {
        let piece = *Piece::ALL.get(kind.index())?;
        Some(PieceInfo {
            letter: piece.letter(),
            // Section 6: a side must keep a Castle that is not attacked.
            royalty: if piece == Piece::Castle {
                Royalty::OneOfMany
            } else {
                Royalty::None
            },
            pawn: piece == Piece::Pawn,
            leaper: piece == Piece::Knight,
            // Stacks valued by their components and by what they can do.
            value_hint: match piece {
                Piece::Pawn => 100,
                Piece::Bishop => 320,
                Piece::Knight => 420,
                Piece::Rook => 450,
                Piece::Queen => 850,
                Piece::Castle => 1000,
            },
        })
    }
    fn move_squares(&self, mv: Move) -> (Square, Square) {
        (mv.from(), mv.to())
    }
    fn is_capture(&self, mv: Move) -> bool {
        // Captures and turnovers: the moves that act on an enemy stack.
        mv.to < 64 && self.side(!self.turn) & bit(mv.to) != 0
    }
    fn count_legal_moves(&self) -> usize {
        // The inherent method: counts without listing (perft's last ply).
        Position::count_legal_moves(self)
    }
}

impl Position {
    /// Reads a FEN (section 8).
    ///
    /// # Errors
    /// A [`FenError`] naming the field and the character at fault.
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        fen::read(fen)
    }
}
