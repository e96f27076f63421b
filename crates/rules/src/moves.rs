//! Moves of the games defined as data.

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
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("'{text}': {reason}")]
pub struct MoveError {
    /// The text as given.
    pub text: String,
    /// What is wrong with it.
    pub reason: String,
}

impl MoveError {
    pub(crate) fn new(text: &str, reason: impl Into<String>) -> MoveError {
        MoveError {
            text: text.to_owned(),
            reason: reason.into(),
        }
    }
}
