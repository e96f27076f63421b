//! Every game behind one type: the [`Catalog`] of known games and [`AnyGame`], a position of any
//! of them, for the command line and the server (the engine monomorphises over the concrete
//! types instead).

use std::path::Path;
use std::sync::{Arc, OnceLock};

use crate::color::Color;
use crate::game::{Game, PieceKind, PieceView};
use crate::geometry::{Geometry, Square};
use crate::moves::{Move, MoveCode, MoveError, MoveErrorKind};
use crate::outcome::Outcome;
use crate::pieces::PieceDiagram;
use crate::position::{FenError, Position, Rules};
use crate::turnover;
use crate::variant::{Variant, VariantError, VariantErrorKind};

/// The compiled rules of one known game.
#[derive(Debug, Clone)]
pub enum GameRules {
    /// A game defined as data on a board of at most 64 squares.
    Small(Arc<Rules<u64>>),
    /// A game defined as data on a board of 65 to 128 squares.
    Large(Arc<Rules<u128>>),
    /// Turnover, a rules module of its own (stacking pieces).
    Turnover,
}

impl GameRules {
    /// Compiles a variant on the narrowest bitboard that fits it.
    pub fn compile(variant: Variant) -> GameRules {
        if variant.geometry.squares() <= 64 {
            if let Some(r) = Rules::<u64>::new(variant.clone()) {
                return GameRules::Small(Arc::new(r));
            }
        }
        // Geometry::new caps boards at 128 squares, so u128 always fits.
        GameRules::Large(Arc::new(
            Rules::<u128>::new(variant)
                .unwrap_or_else(|| unreachable!("boards have at most 128 squares")),
        ))
    }

    /// The variant definition of a game defined as data; `None` for Turnover, whose rules are
    /// code.
    pub fn variant(&self) -> Option<&Variant> {
        match self {
            GameRules::Small(r) => Some(r.variant()),
            GameRules::Large(r) => Some(r.variant()),
            GameRules::Turnover => None,
        }
    }

    /// The game's id.
    pub fn id(&self) -> &str {
        match self.variant() {
            Some(v) => &v.id,
            None => turnover::ID,
        }
    }

    /// The summary of the game, as listed by `turnpan variants`.
    pub fn summary(&self, builtin: bool) -> GameSummary {
        let Some(v) = self.variant() else {
            return turnover_summary();
        };
        let letters = |color: Color| -> Vec<char> {
            let choices = v.promotion.choices(color);
            choices.iter().map(|&k| v.piece(k).letter).collect()
        };
        GameSummary {
            id: v.id.clone(),
            name: v.name.clone(),
            description: v.description.clone(),
            files: v.geometry.files(),
            ranks: v.geometry.ranks(),
            first_rank_label: v.first_rank_label,
            start_fen: v.start_fen.clone(),
            pieces: v
                .pieces
                .iter()
                .map(|p| (p.letter, p.name.clone(), p.betza.clone()))
                .collect(),
            promotion: letters(Color::White),
            promotion_black: letters(Color::Black),
            royal: v
                .pieces
                .iter()
                .filter(|p| p.royal)
                .map(|p| p.letter)
                .collect(),
            rotations: v
                .rotations
                .iter()
                .map(|cycle| cycle.iter().map(|&sq| v.geometry.square_name(sq)).collect())
                .collect(),
            goal_squares: v
                .rules
                .goal_squares
                .iter()
                .map(|&sq| v.geometry.square_name(sq))
                .collect(),
            goal_squares_black: v
                .rules
                .goal_squares_black
                .iter()
                .map(|&sq| v.geometry.square_name(sq))
                .collect(),
            checks_to_win: v.rules.checks_to_win,
            regions: regions_of(v),
            piece_promotions: v
                .pieces
                .iter()
                .filter_map(|p| Some((p.letter, v.piece(p.promotes_to?).letter)))
                .collect(),
            drops: v.drops,
            diagonal_lines: v
                .diagonal_lines
                .iter()
                .map(|&sq| v.geometry.square_name(sq))
                .collect(),
            pass: v.rules.pass,
            builtin,
        }
    }

    /// For every piece of the game, where it moves and captures from a central square of an
    /// otherwise empty board (see [`PieceDiagram`]), in the game's piece order.
    pub fn piece_diagrams(&self) -> Vec<PieceDiagram> {
        match self.variant() {
            Some(v) => crate::pieces::variant_diagrams(v),
            None => crate::pieces::turnover_diagrams(),
        }
    }

    /// The start position.
    pub fn start(&self) -> AnyGame {
        match self {
            GameRules::Small(r) => AnyGame::Small(Position::start(Arc::clone(r))),
            GameRules::Large(r) => AnyGame::Large(Position::start(Arc::clone(r))),
            GameRules::Turnover => AnyGame::Turnover(turnover::Position::start()),
        }
    }

    /// The start position of a new game: in Chess960 games (`[castling] chess960`) one of
    /// the shuffled first ranks, chosen by `seed`; in the others the start position.
    ///
    /// # Example
    /// ```
    /// use turnpan_rules::{Catalog, Game};
    /// let rules = Catalog::builtin().get("chess").unwrap().clone();
    /// assert_eq!(rules.shuffled_start(42).fen(), rules.start().fen());
    /// ```
    pub fn shuffled_start(&self, seed: u64) -> AnyGame {
        match self {
            GameRules::Small(r) => AnyGame::Small(Position::shuffled_start(Arc::clone(r), seed)),
            GameRules::Large(r) => AnyGame::Large(Position::shuffled_start(Arc::clone(r), seed)),
            GameRules::Turnover => self.start(),
        }
    }

    /// Whether a new game starts from a shuffled first rank (Chess960).
    pub fn is_chess960(&self) -> bool {
        let variant = match self {
            GameRules::Small(r) => r.variant(),
            GameRules::Large(r) => r.variant(),
            GameRules::Turnover => return false,
        };
        variant.castling().is_some_and(|c| c.chess960)
    }

    /// A position from FEN.
    ///
    /// # Errors
    /// A [`FenError`] naming the field and character at fault.
    pub fn from_fen(&self, fen: &str) -> Result<AnyGame, FenError> {
        Ok(match self {
            GameRules::Small(r) => AnyGame::Small(Position::from_fen(Arc::clone(r), fen)?),
            GameRules::Large(r) => AnyGame::Large(Position::from_fen(Arc::clone(r), fen)?),
            GameRules::Turnover => AnyGame::Turnover(turnover::Position::from_fen(fen)?),
        })
    }
}

/// Every distinct region of a variant's pieces, for both sides (Black's seen from its side).
fn regions_of(v: &Variant) -> Vec<Vec<String>> {
    let g = v.geometry;
    let mut out: Vec<Vec<String>> = Vec::new();
    for p in v.pieces.iter().filter(|p| !p.region.is_empty()) {
        let white: Vec<Square> = p.region.clone();
        let mut black: Vec<Square> = white
            .iter()
            .map(|&sq| g.square(g.file_of(sq), g.ranks() - 1 - g.rank_of(sq)))
            .collect();
        black.sort_unstable();
        for side in [white, black] {
            let names: Vec<String> = side.iter().map(|&sq| g.square_name(sq)).collect();
            if !out.contains(&names) {
                out.push(names);
            }
        }
    }
    out
}

/// Turnover's summary. The Betza strings give the geometry of each piece's moving component
/// only; where it lands (combination, turnover, capture) is docs/rules/turnover.md section 4.
fn turnover_summary() -> GameSummary {
    use turnover::Piece;
    let betza = |p: Piece| match p {
        Piece::Pawn => "fmWfcF",
        Piece::Bishop => "B",
        Piece::Rook => "R",
        Piece::Knight => "N",
        Piece::Queen => "Q",
        Piece::Castle => "fmWfmnDfcF",
    };
    GameSummary {
        id: turnover::ID.to_owned(),
        name: turnover::NAME.to_owned(),
        description: "Stacks of rings and buttons that combine, turn enemy pieces over and split; checkmate every Castle.".to_owned(),
        files: 8,
        ranks: 8,
        first_rank_label: 1,
        start_fen: turnover::START_FEN.to_owned(),
        pieces: Piece::ALL.into_iter().map(|p| (p.letter(), p.name().to_owned(), betza(p).to_owned())).collect(),
        promotion: vec!['Q'],
        promotion_black: vec!['Q'],
        // Every Castle is royal: a side must keep one that is not attacked
        // (docs/rules/turnover.md section 6).
        royal: vec![Piece::Castle.letter()],
        rotations: Vec::new(),
        goal_squares: Vec::new(),
        goal_squares_black: Vec::new(),
        checks_to_win: 0,
        regions: Vec::new(),
        piece_promotions: Vec::new(),
        drops: None,
        diagonal_lines: Vec::new(),
        pass: false,
        builtin: true,
    }
}

/// A summary of a game, as listed by `turnpan variants` and `GET /api/variants`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameSummary {
    /// Id.
    pub id: String,
    /// Display name.
    pub name: String,
    /// One-line description.
    pub description: String,
    /// Board files.
    pub files: u8,
    /// Board ranks.
    pub ranks: u8,
    /// Label of the first rank in display notation.
    pub first_rank_label: i32,
    /// Start position.
    pub start_fen: String,
    /// `(letter, name, betza)` of every piece.
    pub pieces: Vec<(char, String, String)>,
    /// Letters a White pawn may promote to.
    pub promotion: Vec<char>,
    /// Letters a Black pawn may promote to (the same as White's but in a game such as
    /// Chigorin chess).
    pub promotion_black: Vec<char>,
    /// Letters of the royal pieces (the ones check is about).
    pub royal: Vec<char>,
    /// Board transforms: cycles of squares (names) whose contents move one step along the cycle
    /// after every move (Central Rotational Chess's turning centre).
    pub rotations: Vec<Vec<String>>,
    /// Squares where a side's royal piece wins at once (King of the Hill's centre), by name:
    /// both sides', or White's when `goal_squares_black` is not empty.
    pub goal_squares: Vec<String>,
    /// Black's own goal squares (Breakthrough); empty when they are White's.
    pub goal_squares_black: Vec<String>,
    /// The checks a side must give to win (Three-check); 0: not counted.
    pub checks_to_win: u8,
    /// The regions pieces keep to (xiangqi's palaces, and each side of the river), each as
    /// its squares' names, White's and Black's separately, each set once.
    pub regions: Vec<Vec<String>>,
    /// Shogi-style promotions: `(letter, letter it may become)` of every piece that has one.
    pub piece_promotions: Vec<(char, char)>,
    /// Hands and drops (crazyhouse), if the game has them.
    pub drops: Option<crate::variant::Drops>,
    /// The squares joined by the board's diagonal lines (janggi's palaces), by name.
    pub diagonal_lines: Vec<String>,
    /// A side not in check may pass instead of moving (janggi).
    pub pass: bool,
    /// Whether the game is built in (as opposed to loaded from a user's file).
    pub builtin: bool,
}

impl GameSummary {
    /// The letter of the piece `letter` may become by a shogi-style promotion, if any.
    ///
    /// ```
    /// use turnpan_rules::Catalog;
    /// let catalog = Catalog::builtin();
    /// let chess = catalog.get("chess").unwrap().summary(true);
    /// assert_eq!(chess.promotes_to('P'), None);
    /// ```
    pub fn promotes_to(&self, letter: char) -> Option<char> {
        self.piece_promotions
            .iter()
            .find(|&&(from, _)| from == letter)
            .map(|&(_, to)| to)
    }

    /// The letters of a set of piece kinds (a bit per piece, in the order of
    /// [`GameSummary::pieces`]), as the drop rules hold them.
    ///
    /// ```
    /// use turnpan_rules::Catalog;
    /// let catalog = Catalog::builtin();
    /// let chess = catalog.get("chess").unwrap().summary(true);
    /// assert_eq!(chess.letters_of(0b1), vec![chess.pieces[0].0]);
    /// ```
    pub fn letters_of(&self, kinds: u32) -> Vec<char> {
        self.pieces
            .iter()
            .enumerate()
            .filter(|&(i, _)| kinds >> i & 1 == 1)
            .map(|(_, &(letter, _, _))| letter)
            .collect()
    }
}

/// The games Turnpan knows: the built-in ones and those loaded from users' files.
///
/// ```
/// use turnpan_rules::{Catalog, Game};
/// let catalog = Catalog::builtin();
/// assert!(catalog.ids().any(|id| id == "turkish"));
/// let pos = catalog.start("transformer").unwrap();
/// assert_eq!(pos.geometry().files(), 9);
/// ```
#[derive(Debug, Clone)]
pub struct Catalog {
    games: Vec<Entry>,
}

/// One known game: its definition, its rules compiled at the first use (a process that plays
/// one game compiles one), and whether it is built in.
#[derive(Debug, Clone)]
struct Entry {
    /// `None` for Turnover, whose rules are code.
    source: Option<Variant>,
    rules: OnceLock<GameRules>,
    builtin: bool,
}

impl Entry {
    fn new(source: Option<Variant>, builtin: bool) -> Entry {
        Entry {
            source,
            rules: OnceLock::new(),
            builtin,
        }
    }

    fn id(&self) -> &str {
        match &self.source {
            Some(v) => &v.id,
            None => turnover::ID,
        }
    }

    fn rules(&self) -> &GameRules {
        self.rules.get_or_init(|| match &self.source {
            Some(v) => GameRules::compile(v.clone()),
            None => GameRules::Turnover,
        })
    }
}

/// A game id that the catalog does not know.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown variant '{0}' (see `turnpan variants`)")]
pub struct UnknownVariant(pub String);

/// Why a position could not be set up.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// No such game.
    #[error(transparent)]
    UnknownVariant(#[from] UnknownVariant),
    /// A bad FEN.
    #[error(transparent)]
    Fen(#[from] FenError),
}

impl Catalog {
    /// The built-in games.
    pub fn builtin() -> Catalog {
        let mut games: Vec<Entry> = Variant::builtin_ids()
            .filter_map(Variant::builtin)
            .map(|v| Entry::new(Some(v), true))
            .collect();
        games.push(Entry::new(None, true));
        Catalog { games }
    }

    /// Adds a user-defined game. A game with the id of a built-in one is refused.
    ///
    /// # Errors
    /// [`VariantErrorKind::BuiltinId`] when the id is taken by a built-in game (a user game of
    /// the same id is replaced).
    pub fn add(&mut self, variant: Variant) -> Result<(), VariantErrorKind> {
        if let Some(i) = self.games.iter().position(|g| g.id() == variant.id) {
            if self.games[i].builtin {
                return Err(VariantErrorKind::BuiltinId { id: variant.id });
            }
            self.games.remove(i);
        }
        self.games.push(Entry::new(Some(variant), false));
        Ok(())
    }

    /// Loads every `*.toml` in `dir`. Returns the errors of the files that could not be loaded;
    /// the others are added.
    ///
    /// # Errors
    /// Only when the directory cannot be read.
    pub fn load_dir(&mut self, dir: &Path) -> std::io::Result<Vec<VariantError>> {
        let mut errors = Vec::new();
        for (file, result) in Variant::load_dir(dir)? {
            match result {
                Ok(v) => {
                    if let Err(kind) = self.add(v) {
                        errors.push(VariantError {
                            file,
                            line: 1,
                            field: "id".into(),
                            kind,
                        });
                    }
                }
                Err(e) => errors.push(e),
            }
        }
        Ok(errors)
    }

    /// The TOML text of a user's game (one added with [`Catalog::add`]); `None` for a built-in
    /// or unknown id.
    pub fn user_source(&self, id: &str) -> Option<&str> {
        let entry = self.games.iter().find(|g| g.id() == id)?;
        match (&entry.source, entry.builtin) {
            (Some(v), false) => Some(v.source()),
            _ => None,
        }
    }

    /// Ids of every known game.
    pub fn ids(&self) -> impl Iterator<Item = &str> {
        self.games.iter().map(Entry::id)
    }

    /// The rules of a game (compiled now if this is their first use).
    pub fn get(&self, id: &str) -> Option<&GameRules> {
        self.games.iter().find(|g| g.id() == id).map(Entry::rules)
    }

    /// Summaries of every known game.
    pub fn summaries(&self) -> Vec<GameSummary> {
        self.games
            .iter()
            .map(|g| g.rules().summary(g.builtin))
            .collect()
    }

    /// The start position of a game.
    ///
    /// # Errors
    /// When the game is unknown.
    pub fn start(&self, id: &str) -> Result<AnyGame, UnknownVariant> {
        Ok(self
            .get(id)
            .ok_or_else(|| UnknownVariant(id.to_owned()))?
            .start())
    }

    /// A position of a game from FEN.
    ///
    /// # Errors
    /// When the game is unknown or the FEN is bad.
    pub fn from_fen(&self, id: &str, fen: &str) -> Result<AnyGame, SetupError> {
        Ok(self
            .get(id)
            .ok_or_else(|| UnknownVariant(id.to_owned()))?
            .from_fen(fen)?)
    }
}

/// A position of any known game.
#[derive(Debug, Clone)]
// A `Large` position is about twice a `Small` one; boxing it would allocate on every copy of a
// game, which the server and the search make all the time.
#[allow(clippy::large_enum_variant)]
pub enum AnyGame {
    /// A game defined as data, at most 64 squares.
    Small(Position<u64>),
    /// A game defined as data, 65 to 128 squares.
    Large(Position<u128>),
    /// Turnover.
    Turnover(turnover::Position),
}

/// A move of [`AnyGame`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AnyMove {
    /// A move of a game defined as data.
    Board(Move),
    /// A move of Turnover.
    Turnover(turnover::Move),
}

/// A board move's code as it is; a Turnover move's with the bit above a board move's set.
impl MoveCode for AnyMove {
    #[inline]
    fn code(self) -> u32 {
        match self {
            AnyMove::Board(mv) => mv.code(),
            AnyMove::Turnover(mv) => mv.code() | 1 << crate::moves::MOVE_CODE_BITS,
        }
    }

    #[inline]
    fn from_code(code: u32) -> Option<AnyMove> {
        let tag = 1 << crate::moves::MOVE_CODE_BITS;
        if code & tag == 0 {
            Move::from_code(code).map(AnyMove::Board)
        } else {
            turnover::Move::from_code(code & !tag).map(AnyMove::Turnover)
        }
    }
}

impl AnyGame {
    /// The start position of a built-in game.
    pub fn start(id: &str) -> Option<AnyGame> {
        Catalog::builtin().start(id).ok()
    }

    pub(crate) fn check_start(variant: &Variant) -> Result<(), FenError> {
        crate::position::check_start(variant)
    }

    /// Legal moves in engine notation, sorted.
    pub fn legal_uci(&self) -> Vec<String> {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        let mut out: Vec<String> = moves.into_iter().map(|m| self.uci(m)).collect();
        out.sort();
        out
    }
}

/// An operation on a position of any game, written once for every concrete game type:
/// [`AnyGame::visit`] calls [`GameVisitor::visit`] with the concrete position, so the
/// operation runs monomorphised for that game (no enum match per call inside it), and a new
/// game type needs no new arm in the tools.
///
/// ```
/// use turnpan_rules::{AnyGame, AnyMove, Game, GameVisitor};
/// /// The legal moves, counted on the concrete type, and the first one lifted back.
/// struct FirstMove;
/// impl GameVisitor for FirstMove {
///     type Output = (usize, Option<AnyMove>);
///     fn visit<G: Game>(self, pos: &G, lift: fn(G::Move) -> AnyMove) -> Self::Output {
///         let mut moves = Vec::new();
///         pos.legal_moves(&mut moves);
///         (moves.len(), moves.first().map(|&m| lift(m)))
///     }
/// }
/// let pos = AnyGame::start("chess").unwrap();
/// let (count, first) = pos.visit(FirstMove);
/// assert_eq!(count, 20);
/// assert!(pos.check_legal(first.unwrap()).is_ok());
/// ```
pub trait GameVisitor {
    /// What the operation returns.
    type Output;
    /// Runs the operation on the concrete position `pos`; `lift` turns its moves into
    /// [`AnyMove`]s of the [`AnyGame`] it came from.
    fn visit<G: Game>(self, pos: &G, lift: fn(G::Move) -> AnyMove) -> Self::Output;
}

impl AnyGame {
    /// Runs `visitor` on the concrete position (see [`GameVisitor`]).
    pub fn visit<V: GameVisitor>(&self, visitor: V) -> V::Output {
        match self {
            AnyGame::Small(p) => visitor.visit(p, AnyMove::Board),
            AnyGame::Large(p) => visitor.visit(p, AnyMove::Board),
            AnyGame::Turnover(p) => visitor.visit(p, AnyMove::Turnover),
        }
    }
}

macro_rules! dispatch {
    ($self:expr, $p:ident => $e:expr) => {
        match $self {
            AnyGame::Small($p) => $e,
            AnyGame::Large($p) => $e,
            AnyGame::Turnover($p) => $e,
        }
    };
}

/// Dispatch for methods taking a move: the move must belong to the position's game (their
/// precondition: a legal move of the position); a move of another game panics with
/// [`AnyGame::check_legal`]'s error instead of being ignored.
macro_rules! dispatch_move {
    ($self:expr, $mv:expr, $p:ident, $m:ident => $e:expr) => {
        match ($self, $mv) {
            (AnyGame::Small($p), AnyMove::Board($m)) => $e,
            (AnyGame::Large($p), AnyMove::Board($m)) => $e,
            (AnyGame::Turnover($p), AnyMove::Turnover($m)) => $e,
            (game, mv) => other_game(game, mv),
        }
    };
}

/// Whether `mv` is a move of the kind of game `game` is (a board move of a game defined as
/// data, or a Turnover move).
fn same_game(game: &AnyGame, mv: AnyMove) -> bool {
    matches!(
        (game, mv),
        (AnyGame::Small(_) | AnyGame::Large(_), AnyMove::Board(_))
            | (AnyGame::Turnover(_), AnyMove::Turnover(_))
    )
}

/// The error of a move of another game.
fn other_game_error(game: &AnyGame, mv: AnyMove) -> MoveError {
    MoveError::new(
        &format!("{mv:?}"),
        MoveErrorKind::OtherGame {
            game: game.variant_id().to_owned(),
        },
    )
}

/// A move of another game reached a method whose precondition is a legal move.
#[cold]
#[track_caller]
fn other_game(game: &AnyGame, mv: AnyMove) -> ! {
    panic!("{}", other_game_error(game, mv))
}

impl Game for AnyGame {
    type Move = AnyMove;

    fn variant_id(&self) -> &str {
        dispatch!(self, p => p.variant_id())
    }
    fn geometry(&self) -> Geometry {
        dispatch!(self, p => Game::geometry(p))
    }
    fn first_rank_label(&self) -> i32 {
        dispatch!(self, p => p.first_rank_label())
    }
    fn turn(&self) -> Color {
        dispatch!(self, p => Game::turn(p))
    }
    fn legal_moves(&self, out: &mut Vec<AnyMove>) {
        self.lifted_moves(out, false);
    }
    /// # Panics
    /// On a move of another game (see [`Game::play`] for the checked way).
    fn play_unchecked(&mut self, mv: AnyMove) {
        dispatch_move!(self, mv, p, m => p.play_unchecked(m))
    }
    fn check_legal(&self, mv: AnyMove) -> Result<(), MoveError> {
        if !same_game(self, mv) {
            return Err(other_game_error(self, mv));
        }
        dispatch_move!(self, mv, p, m => p.check_legal(m))
    }
    fn is_check(&self) -> bool {
        dispatch!(self, p => p.is_check())
    }
    fn checked_squares(&self) -> Vec<Square> {
        dispatch!(self, p => p.checked_squares())
    }
    fn outcome(&self, repetitions: usize) -> Option<Outcome> {
        dispatch!(self, p => Game::outcome(p, repetitions))
    }
    fn has_mating_material(&self, side: Color) -> bool {
        dispatch!(self, p => Game::has_mating_material(p, side))
    }
    fn flag_needs_mating_material(&self) -> bool {
        dispatch!(self, p => p.flag_needs_mating_material())
    }
    fn zobrist(&self) -> u64 {
        dispatch!(self, p => p.zobrist())
    }
    fn repetition_key(&self) -> u64 {
        dispatch!(self, p => p.repetition_key())
    }
    fn halfmove_clock(&self) -> u32 {
        dispatch!(self, p => Game::halfmove_clock(p))
    }
    fn count_over(&self) -> bool {
        dispatch!(self, p => Game::count_over(p))
    }
    fn fullmove_number(&self) -> u32 {
        dispatch!(self, p => Game::fullmove_number(p))
    }
    fn fen(&self) -> String {
        dispatch!(self, p => p.fen())
    }
    /// # Panics
    /// On a move of another game ([`Game::check_legal`] says so as an error).
    fn uci(&self, mv: AnyMove) -> String {
        dispatch_move!(self, mv, p, m => p.uci(m))
    }
    /// # Panics
    /// On a move of another game ([`Game::check_legal`] says so as an error).
    fn san(&self, mv: AnyMove) -> String {
        dispatch_move!(self, mv, p, m => p.san(m))
    }
    fn parse_uci(&self, text: &str) -> Result<AnyMove, MoveError> {
        match self {
            AnyGame::Small(p) => p.parse_uci(text).map(AnyMove::Board),
            AnyGame::Large(p) => p.parse_uci(text).map(AnyMove::Board),
            AnyGame::Turnover(p) => p.parse_uci(text).map(AnyMove::Turnover),
        }
    }
    fn parse_san(&self, text: &str) -> Result<AnyMove, MoveError> {
        match self {
            AnyGame::Small(p) => p.parse_san(text).map(AnyMove::Board),
            AnyGame::Large(p) => p.parse_san(text).map(AnyMove::Board),
            AnyGame::Turnover(p) => p.parse_san(text).map(AnyMove::Turnover),
        }
    }
    fn piece_at(&self, sq: Square) -> Option<PieceView> {
        dispatch!(self, p => p.piece_at(sq))
    }
    fn occupant(&self, sq: Square) -> Option<(Color, PieceKind)> {
        dispatch!(self, p => p.occupant(sq))
    }
    fn piece_kinds(&self) -> usize {
        dispatch!(self, p => p.piece_kinds())
    }
    fn piece_info(&self, kind: PieceKind) -> Option<crate::PieceInfo> {
        dispatch!(self, p => p.piece_info(kind))
    }
    fn move_squares(&self, mv: AnyMove) -> (Square, Square) {
        dispatch_move!(self, mv, p, m => p.move_squares(m))
    }
    fn is_capture(&self, mv: AnyMove) -> bool {
        dispatch_move!(self, mv, p, m => p.is_capture(m))
    }
    fn castling_rook(&self, mv: AnyMove) -> Option<Square> {
        dispatch_move!(self, mv, p, m => p.castling_rook(m))
    }
    fn variant(&self) -> Option<&Variant> {
        dispatch!(self, p => Game::variant(p))
    }
    fn checks_given(&self) -> [u8; 2] {
        dispatch!(self, p => p.checks_given())
    }
    fn promotion_kind(&self, mv: AnyMove) -> Option<PieceKind> {
        dispatch_move!(self, mv, p, m => p.promotion_kind(m))
    }
    fn has_hands(&self) -> bool {
        dispatch!(self, p => p.has_hands())
    }
    fn in_hand(&self, color: Color, kind: PieceKind) -> u8 {
        dispatch!(self, p => Game::in_hand(p, color, kind))
    }
    fn dropped_kind(&self, mv: AnyMove) -> Option<PieceKind> {
        dispatch_move!(self, mv, p, m => p.dropped_kind(m))
    }
    fn play_null(&mut self) -> bool {
        dispatch!(self, p => p.play_null())
    }
    fn count_legal_moves(&self) -> usize {
        dispatch!(self, p => Game::count_legal_moves(p))
    }
    fn noisy_moves(&self, out: &mut Vec<AnyMove>) {
        self.lifted_moves(out, true);
    }
    fn piece_set(&self, color: Color, kind: PieceKind) -> Option<u128> {
        dispatch!(self, p => p.piece_set(color, kind))
    }
    fn attackers_of(&self, sq: Square, by: Color, occupied: u128) -> Option<u128> {
        dispatch!(self, p => p.attackers_of(sq, by, occupied))
    }
    fn perft(&self, depth: u32) -> u64 {
        // Count on the concrete type: no enum dispatch per node.
        dispatch!(self, p => p.perft(depth))
    }
}

/// The legal moves of `pos` (only the noisy ones with `noisy`).
fn listed<G: Game>(pos: &G, noisy: bool) -> Vec<G::Move> {
    let mut moves = Vec::new();
    if noisy {
        pos.noisy_moves(&mut moves);
    } else {
        pos.legal_moves(&mut moves);
    }
    moves
}

impl AnyGame {
    /// Replaces `out` with the legal (or only the noisy) moves of the concrete game, lifted.
    fn lifted_moves(&self, out: &mut Vec<AnyMove>, noisy: bool) {
        out.clear();
        match self {
            AnyGame::Small(p) => out.extend(listed(p, noisy).into_iter().map(AnyMove::Board)),
            AnyGame::Large(p) => out.extend(listed(p, noisy).into_iter().map(AnyMove::Board)),
            AnyGame::Turnover(p) => {
                out.extend(listed(p, noisy).into_iter().map(AnyMove::Turnover));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{GameRecord, PlayError};

    #[test]
    fn every_legal_move_survives_its_code_in_every_game() {
        for id in [
            "chess",
            "turnover",
            "central-rotational",
            "transformer",
            "turkish",
        ] {
            let mut pos = AnyGame::start(id).unwrap();
            let mut moves = Vec::new();
            // A fixed walk through each game: a spread of moves, castling and promotions
            // included where they come up.
            for ply in 0..120usize {
                pos.legal_moves(&mut moves);
                let mut codes = std::collections::HashSet::new();
                for &mv in &moves {
                    let code = mv.code();
                    assert!(code < 1 << 31, "{id}: code {code} too wide");
                    assert_eq!(AnyMove::from_code(code), Some(mv), "{id}");
                    assert!(codes.insert(code), "{id}: two moves share a code");
                }
                if moves.is_empty() || pos.outcome(1).is_some() {
                    break;
                }
                pos.play(moves[(ply * 7 + 3) % moves.len()]).unwrap();
            }
        }
        assert_eq!(AnyMove::from_code(u32::MAX), None);
    }

    #[test]
    fn a_move_of_another_game_is_an_error_not_ignored() {
        let mut chess = AnyGame::start("chess").unwrap();
        let turnover = AnyGame::start("turnover").unwrap();
        let mut moves = Vec::new();
        turnover.legal_moves(&mut moves);
        let alien = moves[0];
        let e = chess.check_legal(alien).unwrap_err();
        assert!(e.to_string().contains("not a move of chess"), "{e}");
        let before = chess.fen();
        assert!(chess.play(alien).is_err());
        assert_eq!(chess.fen(), before);
        let mut record = GameRecord::new(chess.clone());
        assert!(matches!(record.play(alien), Err(PlayError::Move(_))));
        assert!(record.moves().is_empty());
        let result = std::panic::catch_unwind(|| chess.uci(alien));
        assert!(result.is_err(), "uci of a move of another game panics");
    }

    #[test]
    fn the_checked_play_refuses_an_illegal_move() {
        let mut pos = AnyGame::start("chess").unwrap();
        let e4 = pos.parse_move("e4").unwrap();
        pos.play(e4).unwrap();
        let after = pos.fen();
        assert!(pos.play(e4).is_err());
        assert_eq!(pos.fen(), after);
    }
}
