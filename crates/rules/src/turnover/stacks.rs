//! Components, pieces and moves: the stack model of docs/rules/turnover.md section 2.

use std::fmt;
use std::str::FromStr;

use crate::geometry::{Geometry, Square};

/// One of the three kinds of component (section 2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Component {
    /// The outer ring (O).
    Outer = 0,
    /// The inner ring (I).
    Inner = 1,
    /// The button (T).
    Button = 2,
}

impl Component {
    /// The three components, outermost first.
    pub const ALL: [Component; 3] = [Component::Outer, Component::Inner, Component::Button];

    /// Index into per-component arrays.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Bit of this component in a [`Piece::components`] mask.
    #[inline]
    pub const fn mask(self) -> u8 {
        1 << self as u8
    }
}

/// The six stacks that can exist (section 2), in the catalog's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Piece {
    /// O.
    Pawn = 0,
    /// I.
    Bishop = 1,
    /// T.
    Rook = 2,
    /// O + I.
    Knight = 3,
    /// I + T.
    Queen = 4,
    /// O + I + T.
    Castle = 5,
}

impl Piece {
    /// Every piece, in kind-index order.
    pub const ALL: [Piece; 6] = [
        Piece::Pawn,
        Piece::Bishop,
        Piece::Rook,
        Piece::Knight,
        Piece::Queen,
        Piece::Castle,
    ];

    /// The kind index (`PieceView::kind`).
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The upper-case letter used in FEN.
    pub const fn letter(self) -> char {
        match self {
            Piece::Pawn => 'P',
            Piece::Bishop => 'B',
            Piece::Rook => 'R',
            Piece::Knight => 'N',
            Piece::Queen => 'Q',
            Piece::Castle => 'C',
        }
    }

    /// The name in the players' language.
    pub const fn name(self) -> &'static str {
        match self {
            Piece::Pawn => "Pawn",
            Piece::Bishop => "Bishop",
            Piece::Rook => "Rook",
            Piece::Knight => "Knight",
            Piece::Queen => "Queen",
            Piece::Castle => "Castle",
        }
    }

    /// The piece of a FEN letter (either case).
    pub fn from_letter(c: char) -> Option<Piece> {
        Piece::ALL
            .into_iter()
            .find(|p| p.letter() == c.to_ascii_uppercase())
    }

    /// Bit mask of the components: bit 0 O, bit 1 I, bit 2 T.
    pub const fn components(self) -> u8 {
        match self {
            Piece::Pawn => 0b001,
            Piece::Bishop => 0b010,
            Piece::Rook => 0b100,
            Piece::Knight => 0b011,
            Piece::Queen => 0b110,
            Piece::Castle => 0b111,
        }
    }

    /// The piece made of these components; `None` for no component and for O + T.
    pub const fn from_components(mask: u8) -> Option<Piece> {
        match mask {
            0b001 => Some(Piece::Pawn),
            0b010 => Some(Piece::Bishop),
            0b100 => Some(Piece::Rook),
            0b011 => Some(Piece::Knight),
            0b110 => Some(Piece::Queen),
            0b111 => Some(Piece::Castle),
            _ => None,
        }
    }

    /// The component that moves: the outermost one.
    pub const fn moving_component(self) -> Component {
        match self {
            Piece::Pawn | Piece::Knight | Piece::Castle => Component::Outer,
            Piece::Bishop | Piece::Queen => Component::Inner,
            Piece::Rook => Component::Button,
        }
    }

    /// What stays on the origin when the piece moves (the last column of section 2's table).
    pub const fn left_behind(self) -> Option<Piece> {
        Piece::from_components(self.components() & !self.moving_component().mask())
    }

    /// The piece formed when `component` arrives on this stack, if it fits (section 2's
    /// fitting table).
    pub const fn fit(self, component: Component) -> Option<Piece> {
        if self.components() & component.mask() != 0 {
            return None;
        }
        Piece::from_components(self.components() | component.mask())
    }
}

/// A move of Turnover: the square of the stack whose outermost component moves, and where it
/// goes (section 9.1: the pair identifies the move).
///
/// `Display` and `FromStr` use the coordinate notation; `FromStr` checks only the shape, not
/// legality (that is [`crate::Game::parse_uci`]).
///
/// ```
/// use turnpan_rules::turnover::Move;
/// use turnpan_rules::Square;
/// let mv: Move = "e1e3".parse().unwrap();
/// assert_eq!((mv.from(), mv.to()), (Square::new(4), Square::new(20)));
/// assert_eq!(Move::new(Square::new(4), Square::new(20)), Some(mv));
/// assert_eq!(mv.to_string(), "e1e3");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// Origin square (`rank * 8 + file`).
    pub(crate) from: u8,
    /// Destination square.
    pub(crate) to: u8,
}

impl Move {
    /// The move from `from` to `to`: `None` unless both are squares of the 8x8 board and they
    /// differ.
    pub fn new(from: Square, to: Square) -> Option<Move> {
        (from.index() < 64 && to.index() < 64 && from != to).then_some(Move {
            from: from.get(),
            to: to.get(),
        })
    }
    /// Origin square (`rank * 8 + file`).
    #[inline]
    pub fn from(self) -> Square {
        Square::new(self.from)
    }
    /// Destination square.
    #[inline]
    pub fn to(self) -> Square {
        Square::new(self.to)
    }
}

/// Text that is not two squares of the 8x8 board.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is not a move in coordinates (like e1e3)")]
pub struct MoveSyntaxError(pub String);

/// Turnover's board.
pub(crate) fn board() -> Geometry {
    Geometry::new(8, 8).unwrap_or_else(|| unreachable!("8x8 is a valid board"))
}

impl crate::MoveCode for Move {
    /// Origin in the low byte, destination in the next.
    #[inline]
    fn code(self) -> u32 {
        u32::from(self.from) | u32::from(self.to) << 8
    }

    #[inline]
    fn from_code(code: u32) -> Option<Move> {
        if code >> 16 != 0 {
            return None;
        }
        Move::new(Square::new(code as u8), Square::new((code >> 8) as u8))
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            board().name_idx(self.from),
            board().name_idx(self.to)
        )
    }
}

impl FromStr for Move {
    type Err = MoveSyntaxError;

    fn from_str(text: &str) -> Result<Move, MoveSyntaxError> {
        let bad = || MoveSyntaxError(text.to_owned());
        let (from, rest) = board().split_square(text, 1).ok_or_else(bad)?;
        let (to, rest) = board().split_square(rest, 1).ok_or_else(bad)?;
        if !rest.is_empty() || from == to {
            return Err(bad());
        }
        Ok(Move { from, to })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fitting_table_of_section_2() {
        use Component::*;
        use Piece::*;
        let expect = [
            (Outer, [None, Some(Knight), None, None, Some(Castle), None]),
            (Inner, [Some(Knight), None, Some(Queen), None, None, None]),
            (Button, [None, Some(Queen), None, Some(Castle), None, None]),
        ];
        for (component, row) in expect {
            for (piece, want) in Piece::ALL.into_iter().zip(row) {
                assert_eq!(piece.fit(component), want, "{component:?} onto {piece:?}");
            }
        }
    }

    #[test]
    fn what_stays_behind() {
        let left: Vec<_> = Piece::ALL.iter().map(|p| p.left_behind()).collect();
        assert_eq!(
            left,
            [
                None,
                None,
                None,
                Some(Piece::Bishop),
                Some(Piece::Rook),
                Some(Piece::Queen)
            ]
        );
        assert_eq!(Piece::from_components(0b101), None);
    }
}
