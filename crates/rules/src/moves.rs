//! Moves of the games defined as data.

use crate::color::Color;
use crate::game::PieceKind;
use crate::geometry::Square;

/// What kind of move this is, beyond origin and destination.
// A tag byte and a payload byte, as when the payload was a `u8`: a [`Move`] stays six bytes
// (the niche-packed one-byte form made moves five bytes and perft slower).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum MoveKind {
    /// An ordinary move or capture.
    Normal,
    /// A pawn capture onto the en-passant square.
    EnPassant,
    /// Castling on one side. `from`/`to` are the king's squares.
    Castle(CastlingSide),
    /// A piece of this kind put from the mover's hand onto the empty square `to` (`from` is
    /// `to` too).
    Drop(PieceKind),
    /// A normal move from a gate (a first-rank square whose piece has not moved yet) that
    /// brings a piece of this kind from the hand onto the square it leaves (S-chess's gating,
    /// `[drops] gating`).
    Gate(PieceKind),
    /// Castling that brings a piece from the hand onto the king's or the partner's square.
    CastleGate(CastleGate),
    /// The side passes its turn (janggi, `[rules] pass`): `from` and `to` are its royal
    /// piece's square, as Fairy-Stockfish writes it (`e2e2`).
    Pass,
}

/// What a castling with gating does: the side, the kind that enters and on whose square (the
/// king's or its partner's), packed into one byte so that a [`Move`] stays six bytes.
///
/// ```
/// use turnpan_rules::{AnyMove, Catalog, CastlingSide, Game, MoveKind, Variant};
/// let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../variants/examples/seirawan.toml");
/// let text = std::fs::read_to_string(path).unwrap();
/// let mut catalog = Catalog::builtin();
/// catalog.add(Variant::from_toml("seirawan.toml", &text).unwrap()).unwrap();
/// let fen = "r3k2r/8/8/8/8/8/8/R3K2R[Hh] w KQkq - 0 1";
/// let pos = catalog.from_fen("seirawan", fen).unwrap();
/// let AnyMove::Board(mv) = pos.parse_move("h1e1h").unwrap() else { unreachable!() };
/// let MoveKind::CastleGate(gate) = mv.kind() else { unreachable!() };
/// assert_eq!(gate.side(), CastlingSide::Short);
/// assert!(gate.on_partner());
/// assert_eq!(pos.san(AnyMove::Board(mv)), "O-O/Hh1");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CastleGate(u8);

impl CastleGate {
    /// Castling to `side` with a piece of `kind` (below 64) entering on the king's square,
    /// or on the partner's when `on_partner`.
    #[inline]
    pub(crate) const fn new(side: CastlingSide, kind: usize, on_partner: bool) -> CastleGate {
        CastleGate(side as u8 | (on_partner as u8) << 1 | (kind as u8) << 2)
    }

    /// The side the king castles to.
    #[inline]
    pub const fn side(self) -> CastlingSide {
        if self.0 & 1 == 0 {
            CastlingSide::Short
        } else {
            CastlingSide::Long
        }
    }

    /// Whether the piece enters on the partner's (the rook's) square, not the king's.
    #[inline]
    pub const fn on_partner(self) -> bool {
        self.0 & 2 != 0
    }

    /// The kind of the piece that enters.
    #[inline]
    pub const fn kind(self) -> PieceKind {
        PieceKind::new(self.0 >> 2)
    }
}

/// The side a king castles to.
///
/// ```
/// use turnpan_rules::{AnyMove, Catalog, CastlingSide, Game, MoveKind};
/// let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
/// let pos = Catalog::builtin().from_fen("chess", fen).unwrap();
/// let AnyMove::Board(mv) = pos.parse_move("O-O-O").unwrap() else { unreachable!() };
/// assert_eq!(mv.kind(), MoveKind::Castle(CastlingSide::Long));
/// assert_eq!(CastlingSide::Long.index(), 1);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastlingSide {
    /// Short castling (`O-O`, `K`/`k` in FEN).
    Short,
    /// Long castling (`O-O-O`, `Q`/`q` in FEN).
    Long,
}

impl CastlingSide {
    /// Both sides, short first.
    pub const ALL: [CastlingSide; 2] = [CastlingSide::Short, CastlingSide::Long];

    /// 0 for short, 1 for long (the order of [`crate::Castling::sides`]).
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }
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
    pub(crate) from: u8,
    /// Square it lands on.
    pub(crate) to: u8,
    /// Kind index of the piece a pawn becomes, if it promotes (or a piece turns into,
    /// shogi-style; for a drop, the promoted form it is put down as).
    pub(crate) promotion: Option<u8>,
    /// Castling, en passant or normal.
    pub(crate) kind: MoveKind,
}

impl Move {
    /// Square the piece leaves (the king's, when castling).
    #[inline]
    pub fn from(self) -> Square {
        Square::new(self.from)
    }
    /// Square it lands on (the king's, when castling).
    #[inline]
    pub fn to(self) -> Square {
        Square::new(self.to)
    }
    /// The kind of piece a pawn becomes, if it promotes; the kind a piece turns into,
    /// shogi-style (promoted, or back to what it was); for a drop, the promoted form it goes
    /// down as.
    #[inline]
    pub fn promotion(self) -> Option<PieceKind> {
        self.promotion.map(PieceKind::new)
    }
    /// Castling, en passant, a drop or normal.
    #[inline]
    pub fn kind(self) -> MoveKind {
        self.kind
    }
    /// The kind of piece a drop puts on the board; `None` for a move of a piece on it.
    ///
    /// ```
    /// use turnpan_rules::{AnyMove, Catalog, Game, Variant};
    /// let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../variants/examples/crazyhouse.toml");
    /// let text = std::fs::read_to_string(path).unwrap();
    /// let mut catalog = Catalog::builtin();
    /// catalog.add(Variant::from_toml("crazyhouse.toml", &text).unwrap()).unwrap();
    /// let pos = catalog.from_fen("crazyhouse", "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1").unwrap();
    /// let AnyMove::Board(mv) = pos.parse_move("N@e6").unwrap() else { unreachable!() };
    /// assert_eq!(mv.dropped().map(|k| k.index()), Some(4));
    /// assert_eq!(pos.uci(AnyMove::Board(mv)), "N@e6");
    /// ```
    #[inline]
    pub fn dropped(self) -> Option<PieceKind> {
        match self.kind {
            MoveKind::Drop(kind) => Some(kind),
            _ => None,
        }
    }

    /// The kind of piece a gating move brings in from the hand; `None` for any other move.
    #[inline]
    pub fn gated(self) -> Option<PieceKind> {
        match self.kind {
            MoveKind::Gate(kind) => Some(kind),
            MoveKind::CastleGate(gate) => Some(gate.kind()),
            _ => None,
        }
    }

    /// The castling side of a castling move, gating or not.
    #[inline]
    pub fn castling_side(self) -> Option<CastlingSide> {
        match self.kind {
            MoveKind::Castle(side) => Some(side),
            MoveKind::CastleGate(gate) => Some(gate.side()),
            _ => None,
        }
    }

    /// The move without its gating: the plain move or castling it adds a piece to.
    #[inline]
    pub(crate) fn without_gate(self) -> Move {
        let kind = match self.kind {
            MoveKind::Gate(_) => MoveKind::Normal,
            MoveKind::CastleGate(gate) => MoveKind::Castle(gate.side()),
            other => other,
        };
        Move { kind, ..self }
    }

    /// The drop of a piece of `kind` on `to`.
    #[inline]
    pub(crate) const fn drop(kind: usize, to: u8) -> Move {
        Move {
            from: to,
            to,
            promotion: None,
            kind: MoveKind::Drop(PieceKind::new(kind as u8)),
        }
    }

    /// The drop of a piece of `kind` from the hand on `to` as its promoted form `promoted`
    /// (Kyoto shogi's pieces go down either side up).
    #[inline]
    pub(crate) const fn promoted_drop(kind: usize, promoted: u8, to: u8) -> Move {
        Move {
            from: to,
            to,
            promotion: Some(promoted),
            kind: MoveKind::Drop(PieceKind::new(kind as u8)),
        }
    }

    /// A pass by the side whose royal piece stands on `king`.
    #[inline]
    pub(crate) const fn pass(king: u8) -> Move {
        Move {
            from: king,
            to: king,
            promotion: None,
            kind: MoveKind::Pass,
        }
    }

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
    /// A drop of a piece the side to move has not in hand.
    #[error("no '{letter}' in hand")]
    NotInHand {
        /// The letter as written.
        letter: char,
    },
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_is_six_bytes() {
        // Five-byte moves (a niche-packed MoveKind) cost perft 2.6% more instructions.
        assert_eq!(std::mem::size_of::<Move>(), 6);
        assert_eq!(std::mem::size_of::<Square>(), 1);
        assert_eq!(std::mem::size_of::<PieceKind>(), 1);
    }
}

/// A move as a number of at most 31 bits, and back: what a transposition table stores in
/// place of the move (the engine's table packs a whole entry into two 64-bit words).
///
/// Distinct moves have distinct codes, and `from_code(m.code()) == Some(m)` for every move.
/// A code read back is a move of the right shape only, not necessarily a legal one: compare
/// it with the position's legal moves before playing it.
///
/// ```
/// use turnpan_rules::{AnyGame, Game, MoveCode};
/// let pos = AnyGame::start("chess").unwrap();
/// let mut moves = Vec::new();
/// pos.legal_moves(&mut moves);
/// for mv in moves {
///     assert!(mv.code() < 1 << 31);
///     assert_eq!(MoveCode::from_code(mv.code()), Some(mv));
/// }
/// ```
pub trait MoveCode: Sized {
    /// The move's code, below 2^31.
    fn code(self) -> u32;
    /// The move whose code this is; `None` for a number that is no move's code.
    fn from_code(code: u32) -> Option<Self>;
}

/// Bits of a [`Move`]'s code: origin (8), destination (8), promotion (9: 0 for none, else the
/// kind's index plus one; a drop's kind the same way), kind (3). A drop's origin is its
/// destination, so a drop as a promoted form (kind 5) keeps that form's kind in the origin's
/// bits. A gating move (kind 6) keeps its promotion in the low five of the promotion's bits
/// and the kind that enters in the high four (both below [`crate::MAX_PIECE_KINDS`]); a
/// castling with gating (kind 7) keeps its [`CastleGate`] byte there. A pass is kind 0 from a
/// square to itself without a promotion, which no other move is.
const PROMOTION_SHIFT: u32 = 16;
const KIND_SHIFT: u32 = 25;
/// Bits a [`Move`]'s code uses; [`crate::AnyMove`]'s tag goes just above.
pub(crate) const MOVE_CODE_BITS: u32 = 28;

impl MoveCode for Move {
    #[inline]
    fn code(self) -> u32 {
        let mut promotion = self.promotion.map_or(0, |k| u32::from(k) + 1);
        let kind = match self.kind {
            // A pass is the one normal move that stays where it is without promoting.
            MoveKind::Normal | MoveKind::Pass => 0,
            MoveKind::EnPassant => 1,
            MoveKind::Castle(CastlingSide::Short) => 2,
            MoveKind::Castle(CastlingSide::Long) => 3,
            MoveKind::Drop(dropped) => {
                promotion = u32::from(dropped.get()) + 1;
                match self.promotion {
                    None => 4,
                    Some(_) => 5,
                }
            }
            MoveKind::Gate(gated) => {
                debug_assert!(promotion < 32 && gated.get() < 16);
                promotion |= u32::from(gated.get()) << 5;
                6
            }
            MoveKind::CastleGate(gate) => {
                promotion = u32::from(gate.0);
                7
            }
        };
        let from = match (self.kind, self.promotion) {
            (MoveKind::Drop(_), Some(promoted)) => promoted,
            _ => self.from,
        };
        u32::from(from)
            | u32::from(self.to) << 8
            | promotion << PROMOTION_SHIFT
            | kind << KIND_SHIFT
    }

    #[inline]
    fn from_code(code: u32) -> Option<Move> {
        if code >> MOVE_CODE_BITS != 0 {
            return None;
        }
        let bits = (code >> PROMOTION_SHIFT) & 0x1ff;
        let plus_one = |k: u32| match k {
            0 => Some(None),
            k => u8::try_from(k - 1).ok().map(Some),
        };
        let to = (code >> 8) as u8;
        let from = code as u8;
        let (kind, promotion) = match code >> KIND_SHIFT {
            0 if from == to && bits == 0 => (MoveKind::Pass, None),
            0 => (MoveKind::Normal, plus_one(bits)?),
            1 => (MoveKind::EnPassant, plus_one(bits)?),
            2 => (MoveKind::Castle(CastlingSide::Short), plus_one(bits)?),
            3 => (MoveKind::Castle(CastlingSide::Long), plus_one(bits)?),
            4 => (MoveKind::Drop(PieceKind::new(plus_one(bits)??)), None),
            5 => {
                let dropped = MoveKind::Drop(PieceKind::new(plus_one(bits)??));
                // The promoted form sits in the origin's bits.
                return Some(Move {
                    from: to,
                    to,
                    promotion: Some(from),
                    kind: dropped,
                });
            }
            6 => (
                MoveKind::Gate(PieceKind::new((bits >> 5) as u8)),
                plus_one(bits & 31)?,
            ),
            _ => (
                MoveKind::CastleGate(CastleGate(u8::try_from(bits).ok()?)),
                None,
            ),
        };
        Some(Move {
            from,
            to,
            promotion,
            kind,
        })
    }
}

#[cfg(test)]
mod code_tests {
    use super::*;

    #[test]
    fn every_shape_of_move_survives_its_code() {
        let kinds = [
            MoveKind::Normal,
            MoveKind::EnPassant,
            MoveKind::Castle(CastlingSide::Short),
            MoveKind::Castle(CastlingSide::Long),
        ];
        let mut seen = std::collections::HashSet::new();
        for from in [0u8, 1, 63, 64, 127, 255] {
            for to in [0u8, 9, 80, 127, 255] {
                for dropped in [0u8, 5, 15, 255] {
                    let mv = Move {
                        from: to,
                        to,
                        promotion: None,
                        kind: MoveKind::Drop(PieceKind::new(dropped)),
                    };
                    assert_eq!(Move::from_code(mv.code()), Some(mv));
                    seen.insert(mv.code());
                    for promoted in [0u8, 6, 255] {
                        let turned = Move::promoted_drop(usize::from(dropped), promoted, to);
                        assert_eq!(Move::from_code(turned.code()), Some(turned));
                        assert_ne!(turned.code(), mv.code(), "either side up, two codes");
                        seen.insert(turned.code());
                    }
                }
                if from == to {
                    // Normal from a square to itself without promoting is how a pass reads.
                    let pass = Move::pass(from);
                    assert_eq!(Move::from_code(pass.code()), Some(pass));
                    assert!(seen.insert(pass.code()));
                }
                for promotion in [None, Some(0u8), Some(5), Some(254), Some(255)] {
                    for kind in kinds {
                        if kind == MoveKind::Normal && from == to && promotion.is_none() {
                            continue;
                        }
                        let mv = Move {
                            from,
                            to,
                            promotion,
                            kind,
                        };
                        let code = mv.code();
                        assert!(code < 1 << MOVE_CODE_BITS);
                        assert_eq!(Move::from_code(code), Some(mv));
                        assert!(seen.insert(code), "two moves share code {code}");
                    }
                }
            }
        }
        assert_eq!(Move::from_code(1 << MOVE_CODE_BITS), None);
        assert_eq!(Move::from_code(4 << KIND_SHIFT), None, "a drop of no kind");
        assert_eq!(
            Move::from_code(5 << KIND_SHIFT),
            None,
            "a promoted drop of no kind"
        );
        assert_eq!(Move::from_code(0x1ff << PROMOTION_SHIFT), None);
        assert_eq!(
            Move::from_code(7 << KIND_SHIFT | 0x100 << PROMOTION_SHIFT),
            None,
            "a castling gate byte above 255"
        );
    }

    #[test]
    fn gating_moves_survive_their_codes() {
        let mut seen = std::collections::HashSet::new();
        for from in [0u8, 7, 63, 255] {
            for to in [0u8, 9, 255] {
                for gated in [0u8, 3, 15] {
                    for promotion in [None, Some(0u8), Some(7), Some(15)] {
                        let mv = Move {
                            from,
                            to,
                            promotion,
                            kind: MoveKind::Gate(PieceKind::new(gated)),
                        };
                        assert_eq!(Move::from_code(mv.code()), Some(mv));
                        assert!(seen.insert(mv.code()), "two gating moves share a code");
                        assert_ne!(
                            mv.code(),
                            Move {
                                kind: MoveKind::Normal,
                                ..mv
                            }
                            .code()
                        );
                    }
                    for side in CastlingSide::ALL {
                        for on_partner in [false, true] {
                            let gate = CastleGate::new(side, usize::from(gated), on_partner);
                            assert_eq!(gate.side(), side);
                            assert_eq!(gate.on_partner(), on_partner);
                            assert_eq!(gate.kind().get(), gated);
                            let mv = Move {
                                from,
                                to,
                                promotion: None,
                                kind: MoveKind::CastleGate(gate),
                            };
                            assert_eq!(Move::from_code(mv.code()), Some(mv));
                            assert!(seen.insert(mv.code()), "two castlings share a code");
                            assert_eq!(mv.without_gate().kind, MoveKind::Castle(side));
                        }
                    }
                }
            }
        }
    }
}
