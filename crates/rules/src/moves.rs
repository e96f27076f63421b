//! Moves of the games defined as data.

use crate::color::Color;

/// What kind of move this is, beyond origin and destination.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveKind {
    /// An ordinary move or capture.
    Normal,
    /// A pawn capture onto the en-passant square.
    EnPassant,
    /// Castling: 0 short (`O-O`), 1 long (`O-O-O`). `from`/`to` are the king's squares.
    Castle(u8),
}

/// A move of a [`crate::Position`]: origin, destination, promotion and kind.
///
/// ```
/// use turnpan_rules::{AnyGame, Game};
/// let pos = AnyGame::start("chess").unwrap();
/// let mv = pos.parse_uci("g1f3").unwrap();
/// assert_eq!(pos.san(mv), "Nf3");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// Square the piece leaves.
    pub from: u8,
    /// Square it lands on.
    pub to: u8,
    /// Kind index of the piece a pawn becomes, if it promotes.
    pub promotion: Option<u8>,
    /// Castling, en passant or normal.
    pub kind: MoveKind,
}

impl Move {
    pub(crate) const fn normal(from: u8, to: u8) -> Move {
        Move {
            from,
            to,
            promotion: None,
            kind: MoveKind::Normal,
        }
    }
}

/// A move text that is not a legal move of the position, with the reason.
///
/// ```
/// use turnpan_rules::{AnyGame, Game, MoveErrorKind};
/// let pos = AnyGame::start("chess").unwrap();
/// let e = pos.parse_move("e2e5").unwrap_err();
/// assert_eq!(e.kind, MoveErrorKind::Illegal);
/// assert_eq!(e.to_string(), "'e2e5': illegal move");
/// let e = pos.parse_move("e3e4").unwrap_err();
/// assert_eq!(e.kind, MoveErrorKind::NoPiece { square: "e3".into() });
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("'{text}': {kind}")]
pub struct MoveError {
    /// The text as given.
    pub text: String,
    /// What is wrong with it.
    pub kind: MoveErrorKind,
}

/// Why a move is not a legal move of the position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveErrorKind {
    /// Not the shape of an engine move of a game defined as data.
    #[error("not a move in engine notation (like e2e4 or e7e8q)")]
    NotEngineNotation,
    /// Not the shape of a Turnover move in coordinates.
    #[error("not a move in coordinates (like e1e3)")]
    NotCoordinates,
    /// Not the shape of a move in algebraic notation.
    #[error("not a move in algebraic notation (like Nf3, exd5, e8=Q or O-O)")]
    NotAlgebraic,
    /// Not the shape of a move in Turnover's notation.
    #[error("not a move in Turnover notation (like .e3, Cb3, xRd8Q)")]
    NotTurnoverNotation,
    /// Nothing was written.
    #[error("empty move")]
    Empty,
    /// A piece letter the game does not have.
    #[error("'{letter}' is not a piece of this game")]
    UnknownPiece {
        /// The letter as written.
        letter: char,
    },
    /// The origin square is empty.
    #[error("no piece on {square}")]
    NoPiece {
        /// The square's engine name.
        square: String,
    },
    /// The piece on the origin square belongs to the side not to move.
    #[error("the piece on {square} is not {side}'s")]
    NotYourPiece {
        /// The square's engine name.
        square: String,
        /// The side to move.
        side: Color,
    },
    /// A pawn move onto the last ranks that does not say what the pawn becomes.
    #[error("missing promotion piece (one of {})", .choices.join(", "))]
    MissingPromotion {
        /// The letters (lower case) it may become.
        choices: Vec<String>,
    },
    /// A promotion to a piece this move cannot promote to.
    #[error("this move cannot promote to that piece")]
    BadPromotion,
    /// Castling written, but castling is not legal now.
    #[error("castling is not legal here")]
    CastlingNotLegal,
    /// Readable, but not a legal move of the position.
    #[error("illegal move")]
    Illegal,
    /// No legal move is written like this (display notation).
    #[error("no legal move is written like this")]
    NoSuchMove,
    /// Several legal moves are written like this (algebraic notation).
    #[error("ambiguous move: say which piece moves")]
    Ambiguous,
    /// Several legal moves are written like this (Turnover notation), each in full.
    #[error("ambiguous: write one of {}", .options.join(", "))]
    AmbiguousOneOf {
        /// The candidates in the long form.
        options: Vec<String>,
    },
    /// The position has no legal moves: the game is over.
    #[error("the game is over: no legal moves")]
    GameOver,
    /// A move of another game than the position's.
    #[error("not a move of {game}")]
    OtherGame {
        /// The id of the position's game.
        game: String,
    },
}

impl MoveError {
    pub(crate) fn new(text: &str, kind: MoveErrorKind) -> MoveError {
        MoveError {
            text: text.to_owned(),
            kind,
        }
    }
}
