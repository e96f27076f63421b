//! FEN for the games defined as data: read with errors naming the field and character, and
//! written with multi-digit runs of empty squares for wide boards.

use std::fmt;
use std::sync::Arc;

use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::geometry::{Geometry, Square};
use crate::moves::MoveKind;
use crate::variant::WinCondition;

use super::{Position, Rules, NO_SQUARE};

/// Why a FEN could not be read: the field, the 1-based character position in the whole FEN
/// (when one character is at fault) and the problem.
///
/// ```
/// use turnpan_rules::{Catalog, FenErrorKind, FenField};
/// let e = Catalog::builtin().from_fen("chess", "8/8/8/8/8/8/8/8 x - - 0 1").unwrap_err();
/// let turnpan_rules::SetupError::Fen(e) = e else { unreachable!() };
/// assert_eq!((e.field, e.column), (FenField::SideToMove, Some(17)));
/// assert_eq!(e.kind, FenErrorKind::BadSideToMove { text: "x".into() });
/// assert_eq!(e.to_string(), "FEN side to move field, character 17: 'x' is not 'w' or 'b'");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FenError {
    /// Which field, or [`FenField::Position`] for a problem of the whole position.
    pub field: FenField,
    /// 1-based character index in the FEN, if one character is at fault.
    pub column: Option<usize>,
    /// What is wrong.
    pub kind: FenErrorKind,
}

impl std::error::Error for FenError {}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.column {
            Some(c) => write!(
                f,
                "FEN {} field, character {}: {}",
                self.field, c, self.kind
            ),
            None => write!(f, "FEN {} field: {}", self.field, self.kind),
        }
    }
}

/// A field of a FEN (or the position as a whole).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FenField {
    /// The piece placement.
    Placement,
    /// The side to move.
    SideToMove,
    /// The castling rights.
    Castling,
    /// The en-passant square.
    EnPassant,
    /// The halfmove clock.
    HalfmoveClock,
    /// The fullmove number.
    FullmoveNumber,
    /// The checks still to give (`3+3`), or given (`+0+0`), in a game that counts checks.
    Checks,
    /// The position as a whole (kings, pawns, check).
    Position,
}

impl FenField {
    /// The field's name in messages: `placement`, `side to move`, `castling`, `en passant`,
    /// `halfmove clock`, `fullmove number`, `position`.
    pub fn as_str(self) -> &'static str {
        match self {
            FenField::Placement => "placement",
            FenField::SideToMove => "side to move",
            FenField::Castling => "castling",
            FenField::EnPassant => "en passant",
            FenField::HalfmoveClock => "halfmove clock",
            FenField::FullmoveNumber => "fullmove number",
            FenField::Checks => "checks",
            FenField::Position => "position",
        }
    }
}

impl FenField {
    /// A stable machine-readable name of the field (kebab case), for translations and
    /// programs: `placement`, `side-to-move`, `castling`, `en-passant`, `halfmove-clock`,
    /// `fullmove-number`, `position`.
    ///
    /// ```
    /// assert_eq!(turnpan_rules::FenField::SideToMove.code(), "side-to-move");
    /// ```
    pub fn code(self) -> &'static str {
        match self {
            FenField::Placement => "placement",
            FenField::SideToMove => "side-to-move",
            FenField::Castling => "castling",
            FenField::EnPassant => "en-passant",
            FenField::HalfmoveClock => "halfmove-clock",
            FenField::FullmoveNumber => "fullmove-number",
            FenField::Checks => "checks",
            FenField::Position => "position",
        }
    }
}

impl fmt::Display for FenField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// What is wrong with a FEN.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FenErrorKind {
    /// Nothing was given.
    #[error("the FEN is empty")]
    Empty,
    /// A seventh field.
    #[error("more than six fields")]
    TooManyFields,
    /// The placement has the wrong number of ranks.
    #[error("{given} ranks given, the board has {ranks}")]
    RankCount {
        /// Ranks in the FEN.
        given: usize,
        /// Ranks of the board.
        ranks: u8,
    },
    /// A run of empty squares of length 0.
    #[error("an empty run of 0 squares")]
    EmptyRunOfZero,
    /// A hole of the board (`*` in the game's start) written as a square.
    #[error("{square} is a hole of this board: write it '*'")]
    HoleNotMarked {
        /// The hole's name.
        square: String,
    },
    /// `*` on a square the board has.
    #[error("'*' on {square}, which is a square of this board, not a hole")]
    NotAHole {
        /// The square's name.
        square: String,
    },
    /// A run of empty squares Turnover's board cannot hold.
    #[error("'{run}' is not a run of 1 to 8 empty squares")]
    BadRun {
        /// The digit.
        run: char,
    },
    /// A letter that is no piece of the game.
    #[error("'{letter}' is not a piece of {game}")]
    UnknownPiece {
        /// The character.
        letter: char,
        /// The game's display name.
        game: String,
    },
    /// A character that is no Turnover piece.
    #[error("'{letter}' is not a Turnover piece (P B R N Q C)")]
    NotTurnoverPiece {
        /// The character.
        letter: char,
    },
    /// A rank longer than the board is wide.
    #[error("rank {rank} has more than {files} squares")]
    RankTooLong {
        /// The rank (1-based).
        rank: u8,
        /// Files of the board.
        files: u8,
    },
    /// A rank shorter than the board is wide.
    #[error("rank {rank} has {squares} squares, not {files}")]
    RankTooShort {
        /// The rank (1-based).
        rank: u8,
        /// Squares given.
        squares: u32,
        /// Files of the board.
        files: u8,
    },
    /// The side to move is neither `w` nor `b`.
    #[error("'{text}' is not 'w' or 'b'")]
    BadSideToMove {
        /// The field as given.
        text: String,
    },
    /// A castling character other than K, Q, k, q.
    #[error("'{letter}' is not one of K, Q, k, q")]
    BadCastling {
        /// The character.
        letter: char,
    },
    /// A letter of the castling field, in a game with first-move rights, that names no piece
    /// with such a right on its side's first rank (or names one twice).
    #[error("'{letter}' names no piece with a first-move right on its side's first rank")]
    NoFirstMoveRight {
        /// The character.
        letter: char,
    },
    /// A letter of the castling field, in a game with gating, that is no castling right and
    /// names no piece of its side on its first rank.
    #[error("'{letter}' names no gate: no piece of its side on that file of its first rank")]
    NoGate {
        /// The character.
        letter: char,
    },
    /// A count (Makruk's counting rules) that is not a number of plies up to 1000.
    #[error("'{text}' is not a count of 0 to 1000 plies")]
    BadCount {
        /// The field as given.
        text: String,
    },
    /// A castling right given twice (or, with gating, a gate's file).
    #[error("'{letter}' appears twice")]
    RepeatedCastling {
        /// The character.
        letter: char,
    },
    /// An en-passant field that is no square of the board.
    #[error("'{text}' is not a square of this board")]
    NotASquare {
        /// The field as given.
        text: String,
    },
    /// An en-passant square with no pawn that just made a double step in front of it.
    #[error("{square} is not the square behind a pawn that just made a double step")]
    NoDoubleStep {
        /// The square's engine name.
        square: String,
    },
    /// A field of Turnover that must be `-`.
    #[error("'{text}': Turnover has no {what}, write '-'")]
    NotInTurnover {
        /// The field as given.
        text: String,
        /// What Turnover has not (`castling rights`, `en passant`).
        what: &'static str,
    },
    /// A clock or move number that is not a number.
    #[error("'{text}' is not a number")]
    NotANumber {
        /// The field as given.
        text: String,
    },
    /// A clock or move number that is not a non-negative number (Turnover).
    #[error("'{text}' is not a non-negative number")]
    NotANonNegativeNumber {
        /// The field as given.
        text: String,
    },
    /// A fullmove number of 0 (Turnover).
    #[error("the fullmove number starts at 1")]
    FullmoveZero,
    /// A checks field that is not `W+B` checks to give (at most the game's count) or `+W+B`
    /// checks given.
    #[error("'{text}' is not the checks still to give (3+3) or given (+0+0), at most {most}")]
    BadChecks {
        /// The field as given.
        text: String,
        /// The game's checks to win.
        most: u8,
    },
    /// More than one royal piece a side.
    #[error("{color} has {count} pieces '{letter}'; a side has one royal piece")]
    SeveralRoyals {
        /// The side.
        color: Color,
        /// How many.
        count: u32,
        /// The royal piece's letter.
        letter: char,
    },
    /// No royal piece, in a game won by checkmate.
    #[error("{color} has no '{letter}' (king)")]
    NoRoyal {
        /// The side.
        color: Color,
        /// The royal piece's letter.
        letter: char,
    },
    /// A pawn on a rank where it would have promoted.
    #[error("{color} pawn on {square}: pawns cannot stand on their promotion rank")]
    PawnOnPromotionRank {
        /// The pawn's side.
        color: Color,
        /// The square's engine name.
        square: String,
    },
    /// A pawn behind the lowest rank that pawns of its kind and side can ever reach (in
    /// chess: on its own first rank).
    #[error("{color} pawn on {square}: pawns never move backwards, and no {color} pawn can get behind the rank it starts on")]
    PawnBehindItsStart {
        /// The pawn's side.
        color: Color,
        /// The square's engine name.
        square: String,
    },
    /// Pieces in hand (`[...]`) or a promoted mark (`~`) in a game without drops.
    #[error("'{letter}': this game has no pieces in hand")]
    NoHands {
        /// The character.
        letter: char,
    },
    /// A character in the hands that is no piece that can be held.
    #[error("'{letter}' cannot be in hand: no piece of {game} but the royal one")]
    BadHand {
        /// The character.
        letter: char,
        /// The game's display name.
        game: String,
    },
    /// A `+` before a piece that has no promoted form (or before anything but a piece).
    #[error("'+{letter}': {game} has no promoted form of that piece")]
    NotPromotable {
        /// The character after the `+`.
        letter: char,
        /// The game's display name.
        game: String,
    },
    /// Hands opened with `[` and never closed.
    #[error("the hands opened with '[' are not closed with ']'")]
    UnclosedHand,
    /// More pieces of one kind in hand than the board has squares.
    #[error("more than {most} pieces '{letter}' in hand")]
    HandTooLarge {
        /// The character.
        letter: char,
        /// The most allowed.
        most: usize,
    },
    /// The side that just moved is in check.
    #[error("{color} is in check but it is not its turn")]
    CheckNotOnTurn {
        /// The side in check.
        color: Color,
    },
    /// A board larger than any bitboard (never for a checked variant).
    #[error("the board is too large")]
    BoardTooLarge,
}

impl FenErrorKind {
    /// A stable machine-readable name of the problem (kebab case), one per kind: the key of
    /// its translations in the web UI. A code never changes once given; new kinds get new codes.
    ///
    /// ```
    /// use turnpan_rules::{Catalog, Color, FenErrorKind, SetupError};
    /// let e = Catalog::builtin().from_fen("chess", "8/8/8/8/8/8/8/K7 w - - 0 1").unwrap_err();
    /// let SetupError::Fen(e) = e else { unreachable!() };
    /// assert_eq!(e.kind, FenErrorKind::NoRoyal { color: Color::Black, letter: 'K' });
    /// assert_eq!(e.kind.code(), "no-royal");
    /// assert_eq!(FenErrorKind::FullmoveZero.code(), "fullmove-zero");
    /// ```
    pub fn code(&self) -> &'static str {
        match self {
            FenErrorKind::Empty => "empty",
            FenErrorKind::TooManyFields => "too-many-fields",
            FenErrorKind::RankCount { .. } => "rank-count",
            FenErrorKind::EmptyRunOfZero => "empty-run-of-zero",
            FenErrorKind::HoleNotMarked { .. } => "hole-not-marked",
            FenErrorKind::NotAHole { .. } => "not-a-hole",
            FenErrorKind::BadRun { .. } => "bad-run",
            FenErrorKind::UnknownPiece { .. } => "unknown-piece",
            FenErrorKind::NotTurnoverPiece { .. } => "not-turnover-piece",
            FenErrorKind::RankTooLong { .. } => "rank-too-long",
            FenErrorKind::RankTooShort { .. } => "rank-too-short",
            FenErrorKind::BadSideToMove { .. } => "bad-side-to-move",
            FenErrorKind::BadCastling { .. } => "bad-castling",
            FenErrorKind::RepeatedCastling { .. } => "repeated-castling",
            FenErrorKind::NoFirstMoveRight { .. } => "no-first-move-right",
            FenErrorKind::NoGate { .. } => "no-gate",
            FenErrorKind::BadCount { .. } => "bad-count",
            FenErrorKind::NotASquare { .. } => "not-a-square",
            FenErrorKind::NoDoubleStep { .. } => "no-double-step",
            FenErrorKind::NotInTurnover { .. } => "not-in-turnover",
            FenErrorKind::NotANumber { .. } => "not-a-number",
            FenErrorKind::NotANonNegativeNumber { .. } => "not-a-non-negative-number",
            FenErrorKind::FullmoveZero => "fullmove-zero",
            FenErrorKind::BadChecks { .. } => "bad-checks",
            FenErrorKind::NoHands { .. } => "no-hands",
            FenErrorKind::NotPromotable { .. } => "not-promotable",
            FenErrorKind::BadHand { .. } => "bad-hand",
            FenErrorKind::UnclosedHand => "unclosed-hand",
            FenErrorKind::HandTooLarge { .. } => "hand-too-large",
            FenErrorKind::SeveralRoyals { .. } => "several-royals",
            FenErrorKind::NoRoyal { .. } => "no-royal",
            FenErrorKind::PawnOnPromotionRank { .. } => "pawn-on-promotion-rank",
            FenErrorKind::PawnBehindItsStart { .. } => "pawn-behind-its-start",
            FenErrorKind::CheckNotOnTurn { .. } => "check-not-on-turn",
            FenErrorKind::BoardTooLarge => "board-too-large",
        }
    }
}

/// The largest count a FEN may give, in plies (Makruk's longest is 128).
const MAX_COUNT: u16 = 1000;

pub(crate) fn err(field: FenField, column: Option<usize>, kind: FenErrorKind) -> FenError {
    FenError {
        field,
        column,
        kind,
    }
}

impl<B: Bitboard> Position<B> {
    /// Reads a FEN of this variant. Castling rights whose king or rook is not in place are
    /// dropped; an en-passant square with no possible capture is ignored (docs/rules/chess.md
    /// section 2).
    ///
    /// # Errors
    /// A [`FenError`] naming the field and character at fault, or an impossible position (a
    /// missing or extra king, a pawn on its promotion rank or behind the rank pawns start on,
    /// the side not to move in check; docs/variants.md, "Positions the rules refuse").
    pub fn from_fen(rules: Arc<Rules<B>>, fen: &str) -> Result<Position<B>, FenError> {
        let g = rules.geometry;
        let mut pos = Position::empty(Arc::clone(&rules));
        let mut fields: Vec<(usize, &str)> = split_fields(fen);
        if fields.is_empty() {
            return Err(err(FenField::Placement, None, FenErrorKind::Empty));
        }
        let checks_to_win = rules.variant.rules.checks_to_win;
        if checks_to_win > 0 {
            // The checks still to give after the en-passant field (`2+3`), or the checks given
            // at the end (`+1+0`): what Fairy-Stockfish and lichess read.
            let to_give = fields
                .get(4)
                .filter(|(_, t)| t.contains('+') && !t.starts_with('+'));
            let given = fields.get(6).filter(|(_, t)| t.starts_with('+'));
            if let Some(&(at, text)) = to_give {
                let [w, b] = read_checks(text, at, checks_to_win)?;
                pos.checks = [checks_to_win - w, checks_to_win - b];
                fields.remove(4);
            } else if let Some(&(at, text)) = given {
                pos.checks = read_checks(&text[1..], at, checks_to_win)?;
                fields.remove(6);
            }
            for color in Color::ALL {
                let c = color.index();
                let n = usize::from(pos.checks[c]);
                pos.hash ^= rules.zobrist_checks[c][n];
            }
        }
        let number = |t: &str| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit());
        if fields.len() == 4 && number(fields[2].1) && number(fields[3].1) {
            // Fairy-Stockfish's shogi start positions leave out castling and en passant:
            // `rbsgk/4p/5/P4/KGSBR[-] w 0 1`.
            fields.splice(2..2, [(fields[2].0, "-"), (fields[2].0, "-")]);
        }
        if fields.len() > 6 {
            return Err(err(
                FenField::Position,
                Some(fields[6].0 + 1),
                FenErrorKind::TooManyFields,
            ));
        }
        let (start, placement) = fields[0];
        let (board, hands) = split_hands(&rules, start, placement)?;
        read_placement(&mut pos, g, start, board)?;
        if let Some((at, hands)) = hands {
            read_hands(&mut pos, at, hands)?;
        }

        let turn = match fields.get(1) {
            None => Color::White,
            Some((_, "w")) => Color::White,
            Some((_, "b")) => Color::Black,
            Some((at, other)) => {
                return Err(err(
                    FenField::SideToMove,
                    Some(at + 1),
                    FenErrorKind::BadSideToMove {
                        text: (*other).to_owned(),
                    },
                ))
            }
        };
        pos.turn = turn;
        if turn == Color::Black {
            pos.hash ^= rules.zobrist_black;
        }

        let mut rights = 0u8;
        if let (Some(&(at, text)), true) = (fields.get(2), rules.right_kinds != 0) {
            // First-move rights, by the files of their pieces (`DEde`): such a game has no
            // castling.
            pos.read_rights(text).map_err(|i| {
                err(
                    FenField::Castling,
                    Some(at + i + 1),
                    FenErrorKind::NoFirstMoveRight {
                        letter: text.chars().nth(i).unwrap_or('-'),
                    },
                )
            })?;
        } else if let (Some(&(at, text)), true) = (fields.get(2), rules.gating) {
            // Castling rights and gates (`KQBCDFGkqbcdfg`, S-chess).
            rights = pos
                .read_gates(text)
                .map_err(|(i, kind)| err(FenField::Castling, Some(at + i + 1), kind))?;
        } else if let (Some(&(at, text)), true) = (fields.get(2), rules.chess960) {
            // Chess960: `K`, `Q` or the partner's file (`HAha`, `KQkq`, `KBkb`).
            rights = pos
                .read_castling_960(text)
                .map_err(|(i, kind)| err(FenField::Castling, Some(at + i + 1), kind))?;
        } else if let Some(&(at, text)) = fields.get(2) {
            if text != "-" {
                for (i, c) in text.chars().enumerate() {
                    let bit = match c {
                        'K' => 0,
                        'Q' => 1,
                        'k' => 2,
                        'q' => 3,
                        _ => {
                            return Err(err(
                                FenField::Castling,
                                Some(at + i + 1),
                                FenErrorKind::BadCastling { letter: c },
                            ))
                        }
                    };
                    if rights & (1 << bit) != 0 {
                        return Err(err(
                            FenField::Castling,
                            Some(at + i + 1),
                            FenErrorKind::RepeatedCastling { letter: c },
                        ));
                    }
                    rights |= 1 << bit;
                }
            }
        }
        pos.set_castling(pos.valid_castling_rights(rights));

        let counting = rules.variant.rules.counting.is_some();
        let count_limit = fields.get(3).filter(|(_, t)| counting && number(t));
        if let Some(&(at, text)) = count_limit {
            // Makruk's count in place of the en-passant square: its limit in plies.
            pos.count_limit = text
                .parse()
                .ok()
                .filter(|&n: &u16| n <= MAX_COUNT)
                .ok_or_else(|| {
                    err(
                        FenField::EnPassant,
                        Some(at + 1),
                        FenErrorKind::BadCount {
                            text: text.to_owned(),
                        },
                    )
                })?;
        } else if let Some(&(at, text)) = fields.get(3) {
            if text != "-" {
                // Fairy-Stockfish may write several squares for a pawn of its own Betza
                // (`f5f6`): the squares passed and the one the pawn landed on. The square
                // holding the pawn that moved says nothing more and is skipped.
                let mut squares = Vec::new();
                for (offset, name) in square_names(text) {
                    let sq = g.parse_idx(name, 1).map_err(|_| {
                        err(
                            FenField::EnPassant,
                            Some(at + offset + 1),
                            FenErrorKind::NotASquare {
                                text: name.to_owned(),
                            },
                        )
                    })?;
                    squares.push((sq, at + offset));
                }
                let moved = !pos.turn;
                let is_pawn = |sq: u8| {
                    pos.piece(sq)
                        .is_some_and(|(c, k)| c == moved && pos.rules.pawn_kinds >> k & 1 != 0)
                };
                let passed: Vec<_> = squares
                    .iter()
                    .filter(|&&(sq, _)| squares.len() == 1 || !is_pawn(sq))
                    .collect();
                let named_pawn = squares
                    .iter()
                    .find(|&&(sq, _)| squares.len() > 1 && is_pawn(sq))
                    .map(|&(sq, _)| sq);
                match passed[..] {
                    [&(sq, at)] => pos.read_en_passant(sq, named_pawn, at)?,
                    _ => {
                        return Err(err(
                            FenField::EnPassant,
                            Some(at + 1),
                            FenErrorKind::NotASquare {
                                text: text.to_owned(),
                            },
                        ))
                    }
                }
            }
        }

        for (index, field) in [
            (4usize, FenField::HalfmoveClock),
            (5, FenField::FullmoveNumber),
        ] {
            if let Some(&(at, text)) = fields.get(index) {
                let n: u32 = text
                    .parse()
                    .ok()
                    .filter(|n| *n < 1_000_000)
                    .ok_or_else(|| {
                        err(
                            field,
                            Some(at + 1),
                            FenErrorKind::NotANumber {
                                text: text.to_owned(),
                            },
                        )
                    })?;
                if index == 4 && pos.count_limit != 0 {
                    // While a count runs, the halfmove field holds its plies.
                    pos.count_ply = u16::try_from(n)
                        .ok()
                        .filter(|&n| n <= MAX_COUNT)
                        .ok_or_else(|| {
                            err(
                                field,
                                Some(at + 1),
                                FenErrorKind::BadCount {
                                    text: text.to_owned(),
                                },
                            )
                        })?;
                } else if index == 4 {
                    pos.halfmove_clock = n;
                } else {
                    pos.fullmove_number = n.max(1);
                }
            }
        }
        pos.check_legality()?;
        pos.note_material();
        Ok(pos)
    }

    /// Reads the en-passant square `sq`: the square a pawn of the side that just moved
    /// passed. That pawn is `named_pawn` when the field names it too (Fairy-Stockfish's
    /// `c5d6`), else the one straight ahead of `sq`, else the only one a double step of its
    /// kind across `sq` could have brought there (a Berolina pawn's diagonal step).
    fn read_en_passant(
        &mut self,
        sq: u8,
        named_pawn: Option<u8>,
        at: usize,
    ) -> Result<(), FenError> {
        let g = self.rules.geometry;
        let mover = !self.turn;
        let forward: i32 = mover.fold(1, -1);
        let bad = || {
            err(
                FenField::EnPassant,
                Some(at + 1),
                FenErrorKind::NoDoubleStep {
                    square: g.name_idx(sq),
                },
            )
        };
        let straight = g.offset_idx(sq, 0, forward).filter(|&v| {
            named_pawn.is_none_or(|p| p == v)
                && self
                    .piece(v)
                    .is_some_and(|(c, k)| c == mover && self.rules.pawn_kinds >> k & 1 != 0)
                && g.offset_idx(sq, 0, -forward)
                    .is_some_and(|origin| !self.occupied().has(origin))
        });
        let victim = match straight {
            Some(v) => v,
            None => {
                let found: Vec<u8> = [-1, 1]
                    .into_iter()
                    .filter_map(|dx| g.offset_idx(sq, dx, forward))
                    .filter(|&v| named_pawn.is_none_or(|p| p == v))
                    .filter(|&v| self.double_stepped_across(v, sq))
                    .collect();
                match found[..] {
                    [v] => v,
                    _ => return Err(bad()),
                }
            }
        };
        if self.occupied().has(sq) {
            return Err(bad());
        }
        if self.rules.variant.en_passant
            && !self.rules.rotation_squares.has(victim)
            && self.rules.en_passant_squares[mover.index()].has(sq)
            && self.ep_capturable(sq, self.turn)
        {
            self.set_ep(sq, victim);
        }
        Ok(())
    }

    fn check_legality(&self) -> Result<(), FenError> {
        let r = &*self.rules;
        if let Some(royal) = r.royal {
            for color in Color::ALL {
                // A royal piece still in the hand (Placement chess) counts as the side's.
                let n =
                    self.pieces(color, royal).count() + u32::from(self.hand_count(color, royal));
                let letter = r.variant.pieces[royal].letter;
                if n > 1 {
                    return Err(err(
                        FenField::Position,
                        None,
                        FenErrorKind::SeveralRoyals {
                            color,
                            count: n,
                            letter,
                        },
                    ));
                }
                // Where captures explode, a game ends with one side's royal piece blown up.
                let blown_up = r.explodes && self.pieces(!color, royal).any();
                let optional = r.variant.rules.royal_optional;
                if n == 0
                    && r.variant.rules.win == WinCondition::Checkmate
                    && !blown_up
                    && !optional
                {
                    return Err(err(
                        FenField::Position,
                        None,
                        FenErrorKind::NoRoyal { color, letter },
                    ));
                }
            }
        }
        // A pawn where it would have promoted (unless every pawn move promotes), or behind the
        // lowest rank its kind can reach.
        let zone_is_whole_board = r.variant.promotion.zone >= r.geometry.ranks();
        let promotes = !zone_is_whole_board && r.variant.promotion.has_choices();
        for color in Color::ALL {
            let mut pawns = r.pawn_kinds;
            while pawns != 0 {
                let kind = pawns.trailing_zeros() as usize;
                pawns &= pawns - 1;
                let placed = self.pieces(color, kind);
                let mut stuck = placed & r.promotion_zone[color.index()];
                if r.variant.promotion.optional {
                    // Where promotion may be declined, only where it could not move on.
                    stuck &= r.stranded[r.index(color, kind)];
                }
                let behind = placed & r.behind_pawn_floor[r.index(color, kind)];
                let square = |b: B| r.geometry.name_idx(b.lowest());
                let problem = if promotes && stuck.any() {
                    FenErrorKind::PawnOnPromotionRank {
                        color,
                        square: square(stuck),
                    }
                } else if behind.any() {
                    FenErrorKind::PawnBehindItsStart {
                        color,
                        square: square(behind),
                    }
                } else {
                    continue;
                };
                return Err(err(FenField::Position, None, problem));
            }
        }
        if self.in_check(!self.turn) && !self.over_by_material() {
            return Err(err(
                FenField::Position,
                None,
                FenErrorKind::CheckNotOnTurn { color: !self.turn },
            ));
        }
        Ok(())
    }

    /// The position as FEN. The en-passant square is written only when a legal en-passant
    /// capture exists (docs/rules/chess.md section 2).
    pub fn to_fen(&self) -> String {
        let g = self.rules.geometry;
        let mut out = String::new();
        for rank in (0..g.ranks()).rev() {
            let mut empty = 0;
            for file in 0..g.files() {
                if g.is_hole(g.square(file, rank)) {
                    if empty > 0 {
                        out.push_str(&empty.to_string());
                        empty = 0;
                    }
                    out.push('*');
                    continue;
                }
                match self.piece(g.sq_at(file, rank)) {
                    None => empty += 1,
                    Some((color, kind)) => {
                        if empty > 0 {
                            out.push_str(&empty.to_string());
                            empty = 0;
                        }
                        let piece = &self.rules.variant.pieces[kind];
                        let letter = match piece.promoted_from {
                            Some(base) => {
                                out.push('+');
                                self.rules.variant.pieces[base.index()].letter
                            }
                            None => piece.letter,
                        };
                        out.push(color.fold(letter, letter.to_ascii_lowercase()));
                        if self.promoted.has(g.sq_at(file, rank)) {
                            out.push('~');
                        }
                    }
                }
            }
            if empty > 0 {
                out.push_str(&empty.to_string());
            }
            if rank > 0 {
                out.push('/');
            }
        }
        if self.rules.has_drops {
            out.push('[');
            for color in Color::ALL {
                for (kind, piece) in self.rules.variant.pieces.iter().enumerate() {
                    let letter = color.fold(piece.letter, piece.letter.to_ascii_lowercase());
                    for _ in 0..self.hand_count(color, kind) {
                        out.push(letter);
                    }
                }
            }
            out.push(']');
        }
        out.push(' ');
        out.push(self.turn.fen_char());
        out.push(' ');
        if self.rules.right_kinds != 0 {
            self.write_rights(&mut out);
        } else if self.rules.gating {
            self.write_gates(&mut out);
        } else if self.rules.chess960 {
            self.write_castling_960(&mut out);
        } else if self.castling == 0 {
            out.push('-');
        } else {
            for (bit, c) in ['K', 'Q', 'k', 'q'].into_iter().enumerate() {
                if self.castling >> bit & 1 != 0 {
                    out.push(c);
                }
            }
        }
        out.push(' ');
        match self.legal_ep_square() {
            // A running count takes the en-passant field (Makruk has no en passant).
            _ if self.count_limit != 0 => out.push_str(&self.count_limit.to_string()),
            Some(sq) => {
                out.push_str(&g.name_idx(sq));
                // A pawn not straight ahead of the square it passed is named as well, as
                // Fairy-Stockfish writes it (Berolina: `d6c5`).
                let forward = (!self.turn).fold(1, -1);
                if g.offset_idx(sq, 0, forward) != Some(self.ep_victim) {
                    out.push_str(&g.name_idx(self.ep_victim));
                }
            }
            None => out.push('-'),
        }
        let checks_to_win = self.rules.variant.rules.checks_to_win;
        if checks_to_win > 0 {
            let [w, b] = self.checks;
            out.push_str(&format!(
                " {}+{}",
                checks_to_win.saturating_sub(w),
                checks_to_win.saturating_sub(b)
            ));
        }
        let halfmoves = if self.count_limit != 0 {
            u32::from(self.count_ply)
        } else {
            self.halfmove_clock
        };
        out.push_str(&format!(" {halfmoves} {}", self.fullmove_number));
        out
    }

    /// The en-passant square if a legal en-passant capture exists.
    /// Whether the pawn of the side that just moved on `victim` could have come there by a
    /// double step of its kind across `passed`, from an empty square.
    fn double_stepped_across(&self, victim: u8, passed: u8) -> bool {
        let r = &*self.rules;
        let g = r.geometry;
        let Some((color, kind)) = self.piece(victim) else {
            return false;
        };
        if color == self.turn || r.pawn_kinds >> kind & 1 == 0 {
            return false;
        }
        let dx = i32::from(g.file_idx(passed)) - i32::from(g.file_idx(victim));
        let dy = i32::from(g.rank_idx(passed)) - i32::from(g.rank_idx(victim));
        let Some(origin) = g.offset_idx(passed, dx, dy) else {
            return false;
        };
        !self.occupied().has(origin)
            && r.lames[r.sq_index(color, kind, origin)]
                .iter()
                .any(|l| l.initial && l.modality.moves() && l.to == victim && l.path.has(passed))
    }

    pub(crate) fn legal_ep_square(&self) -> Option<u8> {
        if self.ep_square == NO_SQUARE {
            return None;
        }
        let mut moves = Vec::new();
        self.legal_moves_into(&mut moves);
        moves
            .iter()
            .any(|m| m.kind == MoveKind::EnPassant)
            .then_some(self.ep_square)
    }
}

/// `W+B`, two counts of at most `most` (`at`: where the field starts, for the error).
fn read_checks(text: &str, at: usize, most: u8) -> Result<[u8; 2], FenError> {
    let bad = || {
        err(
            FenField::Checks,
            Some(at + 1),
            FenErrorKind::BadChecks {
                text: text.to_owned(),
                most,
            },
        )
    };
    let (w, b) = text.split_once('+').ok_or_else(bad)?;
    let count = |s: &str| s.parse::<u8>().ok().filter(|&n| n <= most);
    Ok([count(w).ok_or_else(bad)?, count(b).ok_or_else(bad)?])
}

/// A placement's board part and its hands' text with where that starts in the FEN.
type BoardAndHands<'a> = (&'a str, Option<(usize, &'a str)>);

/// The board part of a placement and its hands, if written: `[...]` after the board, or
/// (Fairy-Stockfish's other form) one row more than the board has ranks. `start`: where the
/// placement begins in the FEN; the hands' text comes with its own offset.
fn split_hands<'a, B: Bitboard>(
    rules: &Rules<B>,
    start: usize,
    placement: &'a str,
) -> Result<BoardAndHands<'a>, FenError> {
    if let Some(open) = placement.find('[') {
        if !rules.has_drops {
            return Err(err(
                FenField::Placement,
                Some(start + open + 1),
                FenErrorKind::NoHands { letter: '[' },
            ));
        }
        let inner = &placement[open + 1..];
        let Some(hands) = inner.strip_suffix(']') else {
            return Err(err(
                FenField::Placement,
                Some(start + placement.len()),
                FenErrorKind::UnclosedHand,
            ));
        };
        return Ok((&placement[..open], Some((start + open + 1, hands))));
    }
    let rows = placement.split('/').count();
    if rules.has_drops && rows == usize::from(rules.geometry.ranks()) + 1 {
        let cut = placement.rfind('/').unwrap_or(0);
        let hands = &placement[cut + 1..];
        return Ok((&placement[..cut], Some((start + cut + 1, hands))));
    }
    Ok((placement, None))
}

/// Reads the pieces in hand: one letter per piece, upper case White's (`QNpp`). `at`: where
/// they begin in the FEN.
fn read_hands<B: Bitboard>(pos: &mut Position<B>, at: usize, text: &str) -> Result<(), FenError> {
    if text == "-" {
        return Ok(()); // Fairy-Stockfish's shogi start positions: `[-]`, both hands empty.
    }
    // The royal piece waits in the hand only in games set up by drops (Placement chess).
    let holds_royal = pos.rules.variant.drops.is_some_and(|d| d.must_drop);
    for (i, c) in text.chars().enumerate() {
        let column = Some(at + i + 1);
        let kind =
            pos.rules.variant.kind_index(c).filter(|&k| {
                c.is_ascii_alphabetic() && (pos.rules.royal != Some(k) || holds_royal)
            });
        let Some(kind) = kind else {
            return Err(err(
                FenField::Placement,
                column,
                FenErrorKind::BadHand {
                    letter: c,
                    game: pos.rules.variant.name.clone(),
                },
            ));
        };
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let n = pos.hand_count(color, kind);
        if usize::from(n) >= pos.rules.squares {
            return Err(err(
                FenField::Placement,
                column,
                FenErrorKind::HandTooLarge {
                    letter: c,
                    most: pos.rules.squares,
                },
            ));
        }
        pos.set_hand(color, kind, n + 1);
    }
    Ok(())
}

/// Splits on single spaces, remembering where each field starts (0-based byte offset).
fn split_fields(fen: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut offset = 0;
    for part in fen.split(' ') {
        if !part.is_empty() {
            out.push((offset, part));
        }
        offset += part.len() + 1;
    }
    out
}

fn read_placement<B: Bitboard>(
    pos: &mut Position<B>,
    g: Geometry,
    start: usize,
    text: &str,
) -> Result<(), FenError> {
    let rows: Vec<&str> = text.split('/').collect();
    if rows.len() != usize::from(g.ranks()) {
        return Err(err(
            FenField::Placement,
            None,
            FenErrorKind::RankCount {
                given: rows.len(),
                ranks: g.ranks(),
            },
        ));
    }
    let mut offset = start;
    for (row, row_text) in rows.iter().enumerate() {
        let rank = g.ranks() - 1 - row as u8;
        let mut file: u32 = 0;
        let bytes = row_text.as_bytes();
        let mut i = 0;
        let too_long = |column: usize| {
            err(
                FenField::Placement,
                Some(column),
                FenErrorKind::RankTooLong {
                    rank: rank + 1,
                    files: g.files(),
                },
            )
        };
        while i < bytes.len() {
            let column = offset + i + 1;
            let c = char::from(bytes[i]);
            if c.is_ascii_digit() {
                let digits = bytes[i..].iter().take_while(|b| b.is_ascii_digit()).count();
                let run: u32 = row_text[i..i + digits].parse().unwrap_or(u32::MAX);
                if run == 0 {
                    return Err(err(
                        FenField::Placement,
                        Some(column),
                        FenErrorKind::EmptyRunOfZero,
                    ));
                }
                let end = file.saturating_add(run);
                let hole = (file..end.min(u32::from(g.files())))
                    .map(|f| g.square(f as u8, rank))
                    .find(|&sq| g.is_hole(sq));
                if let Some(sq) = hole {
                    return Err(err(
                        FenField::Placement,
                        Some(column),
                        FenErrorKind::HoleNotMarked {
                            square: g.square_name(sq),
                        },
                    ));
                }
                file = end;
                i += digits;
            } else if c == '*' {
                if file >= u32::from(g.files()) {
                    return Err(too_long(column));
                }
                let sq = g.square(file as u8, rank);
                if !g.is_hole(sq) {
                    return Err(err(
                        FenField::Placement,
                        Some(column),
                        FenErrorKind::NotAHole {
                            square: g.square_name(sq),
                        },
                    ));
                }
                file += 1;
                i += 1;
            } else {
                // A piece letter, or `+P`: the promoted form of the piece P (shogi).
                let promoted = c == '+';
                let letter = if promoted {
                    bytes.get(i + 1).map_or(' ', |&b| char::from(b))
                } else {
                    c
                };
                let base = pos
                    .rules
                    .variant
                    .kind_index(letter)
                    .filter(|_| letter.is_ascii_alphabetic());
                let game = || pos.rules.variant.name.clone();
                let kind = match (promoted, base) {
                    (false, Some(k)) => k,
                    (false, None) => {
                        return Err(err(
                            FenField::Placement,
                            Some(column),
                            FenErrorKind::UnknownPiece {
                                letter,
                                game: game(),
                            },
                        ))
                    }
                    (true, base) => base
                        .and_then(|k| pos.rules.variant.pieces[k].promotes_to)
                        .map(crate::game::PieceKind::index)
                        .ok_or_else(|| {
                            err(
                                FenField::Placement,
                                Some(column),
                                FenErrorKind::NotPromotable {
                                    letter,
                                    game: game(),
                                },
                            )
                        })?,
                };
                if file >= u32::from(g.files()) {
                    return Err(too_long(column));
                }
                let color = if letter.is_ascii_uppercase() {
                    Color::White
                } else {
                    Color::Black
                };
                if promoted {
                    i += 1;
                }
                let sq = g.sq_at(file as u8, rank);
                if g.is_hole(Square::new(sq)) {
                    return Err(err(
                        FenField::Placement,
                        Some(column),
                        FenErrorKind::HoleNotMarked {
                            square: g.name_idx(sq),
                        },
                    ));
                }
                pos.put(sq, color, kind);
                file += 1;
                i += 1;
                if bytes.get(i) == Some(&b'~') {
                    // A piece that promoted (crazyhouse): it goes back to a hand as a pawn.
                    if !pos.rules.has_drops {
                        return Err(err(
                            FenField::Placement,
                            Some(offset + i + 1),
                            FenErrorKind::NoHands { letter: '~' },
                        ));
                    }
                    if pos.rules.tracks_promoted {
                        pos.set_promoted(sq, true);
                    }
                    i += 1;
                }
            }
            if file > u32::from(g.files()) {
                return Err(too_long(column));
            }
        }
        if file != u32::from(g.files()) {
            return Err(err(
                FenField::Placement,
                Some(offset + row_text.len()),
                FenErrorKind::RankTooShort {
                    rank: rank + 1,
                    squares: file,
                    files: g.files(),
                },
            ));
        }
        offset += row_text.len() + 1;
    }
    Ok(())
}

/// The holes a FEN's placement marks with `*` (bit `1 << index` per square), read leniently:
/// the game's start position says where its board has holes, and the full reader checks the
/// rest.
///
/// ```
/// use turnpan_rules::{fen_holes, Geometry};
/// let g = Geometry::new(4, 2).unwrap();
/// assert_eq!(fen_holes("*2*/4 w - - 0 1", g), 1 << 4 | 1 << 7);
/// ```
pub fn fen_holes(fen: &str, g: Geometry) -> u128 {
    let placement = fen.split_whitespace().next().unwrap_or("");
    let placement = placement.split('[').next().unwrap_or("");
    let mut holes = 0u128;
    for (row, text) in placement.split('/').enumerate() {
        let Some(rank) = (g.ranks() as usize).checked_sub(row + 1) else {
            break;
        };
        let mut file = 0usize;
        let bytes = text.as_bytes();
        let mut i = 0;
        while i < bytes.len() && file < usize::from(g.files()) {
            let b = bytes[i];
            if b.is_ascii_digit() {
                let digits = bytes[i..].iter().take_while(|b| b.is_ascii_digit()).count();
                file += text[i..i + digits]
                    .parse::<usize>()
                    .unwrap_or(usize::MAX / 2);
                i += digits;
                continue;
            }
            if b == b'*' {
                holes |= 1u128 << g.sq_at(file as u8, rank as u8);
            }
            if b.is_ascii_alphabetic() || b == b'*' {
                file += 1;
            }
            i += 1;
        }
    }
    holes
}

/// The square names of an en-passant field, each with its offset in the field: `f6` alone,
/// or Fairy-Stockfish's several squares run together (`f5f6`, `a10a9`).
fn square_names(text: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = 0;
    let bytes = text.as_bytes();
    for i in 1..=bytes.len() {
        let ends =
            i == bytes.len() || (bytes[i].is_ascii_alphabetic() && bytes[i - 1].is_ascii_digit());
        if ends {
            out.push((start, &text[start..i]));
            start = i;
        }
    }
    out
}
