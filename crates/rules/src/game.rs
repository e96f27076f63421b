//! The one trait every game implements: the CLI, the engine and the server only use this.

use std::fmt::Debug;
use std::hash::Hash;

use crate::color::Color;
use crate::geometry::{Geometry, Square};
use crate::moves::{MoveCode, MoveError, MoveErrorKind};
use crate::outcome::Outcome;

/// A kind of piece of a game: its index in the game's list of piece kinds (below
/// [`Game::piece_kinds`], at most [`crate::MAX_PIECE_KINDS`]). One byte.
///
/// ```
/// use turnpan_rules::{AnyGame, Color, Game, PieceKind};
/// let pos = AnyGame::start("chess").unwrap();
/// let kinds: Vec<PieceKind> = PieceKind::all(pos.piece_kinds()).collect();
/// assert_eq!(kinds.len(), 6);
/// let e1 = pos.geometry().parse_square("e1").unwrap();
/// let king = pos.piece_at(e1).unwrap().kind;
/// assert_eq!(pos.piece_set(Color::White, king), Some(e1.bit()));
/// assert_eq!(std::mem::size_of::<PieceKind>(), 1);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(transparent)]
pub struct PieceKind(u8);

impl PieceKind {
    /// The kind of index `index`.
    #[inline]
    pub const fn new(index: u8) -> PieceKind {
        PieceKind(index)
    }
    /// The index, for indexing tables.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
    /// The index as a byte.
    #[inline]
    pub const fn get(self) -> u8 {
        self.0
    }
    /// The first `count` kinds, in order (`count` from [`Game::piece_kinds`]).
    pub fn all(count: usize) -> impl Iterator<Item = PieceKind> {
        (0..count.min(usize::from(u8::MAX)) as u8).map(PieceKind)
    }
}

impl From<PieceKind> for usize {
    fn from(kind: PieceKind) -> usize {
        kind.index()
    }
}

/// A piece as the outside world sees it: its owner, its kind in the game's piece list and
/// its FEN letter (upper case).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PieceView {
    /// Owner.
    pub color: Color,
    /// Its kind in the game's list of piece kinds.
    pub kind: PieceKind,
    /// Upper-case FEN letter.
    pub letter: char,
}

/// Whether a piece kind is royal, and how (see [`PieceInfo`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Royalty {
    /// Not royal.
    None,
    /// The king: one a side; checkmating or capturing it decides the game.
    King,
    /// One of several royal pieces a side: a side must keep one that is not attacked
    /// (Turnover's Castles).
    OneOfMany,
}

/// What a piece kind is to the rules, for tools that reason about pieces (the engine's
/// evaluation) without reading FEN letters.
///
/// ```
/// use turnpan_rules::{AnyGame, Game, PieceKind, Royalty};
/// let pos = AnyGame::start("chess").unwrap();
/// let kinds: Vec<_> = PieceKind::all(pos.piece_kinds()).filter_map(|k| pos.piece_info(k)).collect();
/// assert_eq!(kinds.iter().filter(|p| p.royalty == Royalty::King).count(), 1);
/// assert_eq!(kinds.iter().filter(|p| p.pawn).count(), 1);
/// let knight = kinds.iter().find(|p| p.letter == 'N').unwrap();
/// assert!(knight.leaper && knight.value_hint > 100);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PieceInfo {
    /// Upper-case FEN letter (for display; what the piece is, the other fields say).
    pub letter: char,
    /// Whether, and how, the piece is royal.
    pub royalty: Royalty,
    /// Pawn semantics: moves forward, promotes, resets the move rule.
    pub pawn: bool,
    /// A piece neither royal nor a pawn whose every move is a single leap (a knight).
    pub leaper: bool,
    /// A rough value in centipawns (a pawn 100, a royal piece 0), for tools without their own
    /// valuation.
    pub value_hint: i32,
}

/// A position of some game, with its rules.
///
/// Positions are values: `play` (checked) and `play_unchecked` change the position in place
/// and the caller keeps a clone to go back (copy-make), so there is no undo to get wrong.
///
/// ```
/// use turnpan_rules::{AnyGame, Game};
/// let mut pos = AnyGame::start("chess").unwrap();
/// let mut moves = Vec::new();
/// pos.legal_moves(&mut moves);
/// assert_eq!(moves.len(), 20);
/// let e4 = pos.parse_move("e4").unwrap();
/// pos.play(e4).unwrap();
/// assert_eq!(pos.fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
/// assert_eq!(pos.outcome(1), None);
/// ```
pub trait Game: Clone + Send + Sync + Debug + 'static {
    /// A move of this game; [`MoveCode`] packs it into 31 bits (the engine's transposition
    /// table stores moves so).
    type Move: Copy + Eq + Hash + Debug + Send + Sync + MoveCode + 'static;

    /// The game's id (`chess`, `turnover`, ...).
    fn variant_id(&self) -> &str;
    /// Board size.
    fn geometry(&self) -> Geometry;
    /// Label of the first rank in display notation (1; 0 in Turkish Chess).
    fn first_rank_label(&self) -> i32;
    /// Side to move.
    fn turn(&self) -> Color;
    /// Replaces the contents of `out` with the legal moves. Empty when the game is over by the
    /// position alone (mate, stalemate, a captured king, a bare king, no Castles).
    fn legal_moves(&self, out: &mut Vec<Self::Move>);
    /// Plays a move without checking it: the hot path of search and perft.
    ///
    /// Precondition: `mv` is a legal move of this position (one that `legal_moves` returned
    /// for it). Any other move leaves an unspecified (but memory safe) position, or panics
    /// where the move cannot even be read in this game (a move of another game in
    /// [`crate::AnyGame`]). Use [`Game::play`] where the move comes from outside.
    fn play_unchecked(&mut self, mv: Self::Move);

    /// Plays a move after checking that it is legal here.
    ///
    /// ```
    /// use turnpan_rules::{AnyGame, Game};
    /// let mut pos = AnyGame::start("chess").unwrap();
    /// let e4 = pos.parse_move("e4").unwrap();
    /// pos.play(e4).unwrap();
    /// // The same move is not legal for Black.
    /// assert!(pos.play(e4).is_err());
    /// ```
    ///
    /// # Errors
    /// A [`MoveError`] when the move is not legal in this position; the position is unchanged.
    fn play(&mut self, mv: Self::Move) -> Result<(), MoveError> {
        self.check_legal(mv)?;
        self.play_unchecked(mv);
        Ok(())
    }

    /// Whether `mv` is a legal move of this position.
    ///
    /// # Errors
    /// A [`MoveError`] saying why not.
    fn check_legal(&self, mv: Self::Move) -> Result<(), MoveError> {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        if moves.contains(&mv) {
            Ok(())
        } else {
            Err(MoveError::new(&format!("{mv:?}"), MoveErrorKind::Illegal))
        }
    }
    /// Whether the side to move is in check (never, in games without check).
    fn is_check(&self) -> bool;
    /// The squares of the side to move's pieces that are in check: its royal piece, and where
    /// pieces are guarded like it (`pseudo_royal`, coregal's queens) each of those attacked.
    /// Empty when not in check, and in games whose only checked piece is the king and that do
    /// not say its square (the board then marks the king).
    ///
    /// ```
    /// use turnpan_rules::{Catalog, Game};
    /// let pos = Catalog::builtin()
    ///     .from_fen("chess", "4k3/8/8/8/8/8/8/r3K3 w - - 0 1")
    ///     .unwrap();
    /// let names: Vec<String> = pos
    ///     .checked_squares()
    ///     .into_iter()
    ///     .map(|sq| pos.geometry().square_name(sq))
    ///     .collect();
    /// assert_eq!(names, ["e1"]);
    /// ```
    fn checked_squares(&self) -> Vec<Square> {
        Vec::new()
    }
    /// The end of the game in this position, if it is over, given how many times this position
    /// has occurred (1 the first time) for the repetition rule. The game's own precedence of end
    /// conditions applies.
    fn outcome(&self, repetitions: usize) -> Option<Outcome>;
    /// Whether `side` could still ever win on the board (docs/rules/chess.md section 8); a flag
    /// fall of the other side is a draw otherwise, in games where that rule applies.
    fn has_mating_material(&self, side: Color) -> bool;
    /// Whether a flag fall against a side without mating material is a draw in this game.
    fn flag_needs_mating_material(&self) -> bool;
    /// Zobrist hash of the position.
    fn zobrist(&self) -> u64;
    /// Hash of what makes positions equal for the repetition rule.
    fn repetition_key(&self) -> u64;
    /// Plies since the last move that resets the move rule.
    fn halfmove_clock(&self) -> u32;
    /// Whether a count of Makruk's counting rules has run past its limit, which draws the
    /// game unless the side to move is checkmated (always false in games without counting).
    fn count_over(&self) -> bool {
        false
    }
    /// Number of the current full move (starts at 1).
    fn fullmove_number(&self) -> u32;
    /// The position as FEN.
    fn fen(&self) -> String;
    /// Engine / wire notation of a legal move (`e2e4`, `e7e8q`, `e10g10`).
    fn uci(&self, mv: Self::Move) -> String;
    /// The game's own display notation for a legal move (SAN, Turnover notation).
    fn san(&self, mv: Self::Move) -> String;
    /// Reads a move in engine notation and checks that it is legal here.
    ///
    /// # Errors
    /// A [`MoveError`] saying why the text is not a legal move.
    fn parse_uci(&self, text: &str) -> Result<Self::Move, MoveError>;
    /// Reads a move in the game's display notation and checks that it is legal here.
    ///
    /// # Errors
    /// A [`MoveError`] saying why the text is not a legal move.
    fn parse_san(&self, text: &str) -> Result<Self::Move, MoveError>;
    /// The piece on a square, if any.
    fn piece_at(&self, sq: Square) -> Option<PieceView>;
    /// Owner and kind of the piece on a square, if any: [`Game::piece_at`] without the letter,
    /// for hot loops (the engine's move ordering).
    ///
    /// ```
    /// use turnpan_rules::{AnyGame, Color, Game};
    /// let pos = AnyGame::start("chess").unwrap();
    /// let e1 = pos.geometry().parse_square("e1").unwrap();
    /// let king = pos.piece_at(e1).unwrap();
    /// assert_eq!(pos.occupant(e1), Some((Color::White, king.kind)));
    /// ```
    #[inline]
    fn occupant(&self, sq: Square) -> Option<(Color, PieceKind)> {
        self.piece_at(sq).map(|p| (p.color, p.kind))
    }
    /// Number of piece kinds (for tables indexed by kind).
    fn piece_kinds(&self) -> usize;
    /// What the piece kind `kind` is (royal, pawn-like, a value hint); `None` when `kind` is
    /// not below [`Game::piece_kinds`].
    fn piece_info(&self, kind: PieceKind) -> Option<PieceInfo>;
    /// Origin and destination squares of a move (for the board's "dests").
    fn move_squares(&self, mv: Self::Move) -> (Square, Square);
    /// Whether the move removes (or turns over) an enemy piece.
    fn is_capture(&self, mv: Self::Move) -> bool;
    /// For a castling move, the square of the rook it moves: a player may also castle by
    /// moving the king onto that square (docs/rules/chess.md section 6), so a board offers it
    /// as a destination and [`Game::parse_uci`] reads king-onto-rook as this move. `None` for
    /// every other move, and in games without castling.
    fn castling_rook(&self, mv: Self::Move) -> Option<Square> {
        let _ = mv;
        None
    }

    /// The number of legal moves (perft's last ply). Implementations may count without
    /// listing.
    fn count_legal_moves(&self) -> usize {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        moves.len()
    }

    /// The variant definition behind this position, for games defined as data (`None` for games
    /// with their own rules module, such as Turnover). The engine reads piece movements from it
    /// to value user-defined pieces.
    fn variant(&self) -> Option<&crate::Variant> {
        None
    }

    /// Checks given by each side (White's first), in a game that counts them
    /// (`[rules] checks_to_win`); `[0, 0]` in the others.
    fn checks_given(&self) -> [u8; 2] {
        [0, 0]
    }

    /// Whether the game has hands: pieces held off the board that a move may drop onto it
    /// (`[drops]` in a variant file). `false` by default.
    fn has_hands(&self) -> bool {
        false
    }

    /// How many pieces of `kind` `color` holds in hand (0 in games without hands, the
    /// default).
    ///
    /// ```
    /// use turnpan_rules::{Catalog, Color, Game, PieceKind, Variant};
    /// let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../variants/examples/pocket-knight.toml");
    /// let text = std::fs::read_to_string(path).unwrap();
    /// let mut catalog = Catalog::builtin();
    /// catalog.add(Variant::from_toml("pocket-knight.toml", &text).unwrap()).unwrap();
    /// let pos = catalog.start("pocket-knight").unwrap();
    /// let knight = PieceKind::new(4);
    /// assert!(pos.has_hands());
    /// assert_eq!(pos.in_hand(Color::Black, knight), 1);
    /// ```
    fn in_hand(&self, color: Color, kind: PieceKind) -> u8 {
        let _ = (color, kind);
        0
    }

    /// The kind of piece a move drops from the hand, if it is a drop (`None` by default).
    fn dropped_kind(&self, mv: Self::Move) -> Option<PieceKind> {
        let _ = mv;
        None
    }

    /// The kind of piece a move promotes to, if it promotes (`None` where the game has no
    /// promotion). The engine searches promotions early.
    fn promotion_kind(&self, mv: Self::Move) -> Option<PieceKind> {
        let _ = mv;
        None
    }

    /// Passes the turn without moving (a "null move"), for the engine's null-move pruning: the
    /// side to move flips, an en-passant right lapses, and board transforms that follow every
    /// move apply. Never a legal move of any game. Returns `false`, changing nothing, in games
    /// that do not support it (the default).
    fn play_null(&mut self) -> bool {
        false
    }

    /// Replaces the contents of `out` with the legal moves that capture or promote, in a
    /// position whose side to move is not in check (in check, every legal move). The
    /// engine's quiescence search looks at these only; implementations may list them without
    /// listing the quiet moves.
    fn noisy_moves(&self, out: &mut Vec<Self::Move>) {
        self.legal_moves(out);
        if !self.is_check() {
            out.retain(|&mv| self.is_capture(mv) || self.promotion_kind(mv).is_some());
        }
    }

    /// The squares of `color`'s pieces of `kind`, bit `s` for square `s`, in games whose
    /// board holds one piece of one kind per square (at most 128 squares); `None` elsewhere
    /// (Turnover's stacks), the default.
    ///
    /// ```
    /// use turnpan_rules::{AnyGame, Color, Game};
    /// let pos = AnyGame::start("chess").unwrap();
    /// use turnpan_rules::PieceKind;
    /// let knight = PieceKind::all(pos.piece_kinds())
    ///     .find(|&k| pos.piece_set(Color::White, k) == Some(1 << 1 | 1 << 6));
    /// assert!(knight.is_some());
    /// ```
    fn piece_set(&self, color: Color, kind: PieceKind) -> Option<u128> {
        let _ = (color, kind);
        None
    }

    /// The squares of the pieces of `by` that could capture on `sq` were exactly the squares
    /// of `occupied` occupied (pieces outside `occupied` are taken off the board, every piece
    /// kept stands where it is): sliders stop at the first piece, cannons need one screen,
    /// lame leapers a free path. For exchange evaluation; no pins, no en passant. `None` in
    /// games that do not know it (the default).
    ///
    /// ```
    /// use turnpan_rules::{AnyGame, Color, Game};
    /// let pos = AnyGame::start("chess").unwrap();
    /// let g = pos.geometry();
    /// let all = g.all_squares().filter(|&s| pos.piece_at(s).is_some()).fold(0, |m, s| m | s.bit());
    /// // f3 (square 21) is guarded by the g1 knight and the e2 and g2 pawns.
    /// let f3 = g.parse_square("f3").unwrap();
    /// assert_eq!(pos.attackers_of(f3, Color::White, all), Some(1 << 6 | 1 << 12 | 1 << 14));
    /// ```
    fn attackers_of(&self, sq: Square, by: Color, occupied: u128) -> Option<u128> {
        let _ = (sq, by, occupied);
        None
    }

    /// Reads a move in either notation: engine first, then display.
    ///
    /// # Errors
    /// The display-notation error when neither reading works, unless the text looks like an
    /// engine move, then that error.
    fn parse_move(&self, text: &str) -> Result<Self::Move, MoveError> {
        match self.parse_uci(text) {
            Ok(mv) => Ok(mv),
            Err(uci_err) => self.parse_san(text).map_err(|san_err| {
                if looks_like_uci(text) {
                    uci_err
                } else {
                    san_err
                }
            }),
        }
    }

    /// Counts the leaves of the legal move tree `depth` plies deep (the last ply is counted
    /// without being played: bulk counting).
    fn perft(&self, depth: u32) -> u64 {
        let mut plies = vec![(Vec::new(), self.clone()); depth as usize];
        perft_with(self, depth, &mut plies)
    }
}

/// Perft below `pos`, with one move list and one child position per ply to reuse.
fn perft_with<G: Game>(pos: &G, depth: u32, plies: &mut [(Vec<G::Move>, G)]) -> u64 {
    if depth == 0 {
        return 1;
    }
    if depth == 1 {
        return pos.count_legal_moves() as u64;
    }
    let ((moves, child), rest) = plies.split_first_mut().expect("one entry per ply");
    pos.legal_moves(moves);
    let mut nodes = 0;
    for &mv in moves.iter() {
        child.clone_from(pos);
        child.play_unchecked(mv);
        nodes += perft_with(child, depth - 1, rest);
    }
    nodes
}

/// Whether a text has the shape of an engine move: square, square, optional piece letter.
pub(crate) fn looks_like_uci(text: &str) -> bool {
    let b = text.as_bytes();
    b.len() >= 4
        && b[0].is_ascii_lowercase()
        && b[1].is_ascii_digit()
        && b.iter().skip(2).any(u8::is_ascii_lowercase)
        && b.iter().all(u8::is_ascii_alphanumeric)
}
