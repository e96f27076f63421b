//! Games as data: a [`Variant`] is a checked variant file (board, pieces in Betza notation,
//! castling, en passant, promotion, end rules, board transforms).
//!
//! ```
//! use turnpan_rules::Variant;
//! let chess = Variant::builtin("chess").unwrap();
//! assert_eq!((chess.geometry().files(), chess.geometry().ranks()), (8, 8));
//! assert_eq!(chess.pieces().len(), 6);
//! ```

pub(crate) mod draft;
mod file;
mod form;
mod palace;

use std::path::Path;

use crate::betza::{self, Atom, Hop};
use crate::color::Color;
use crate::game::{PieceInfo, PieceKind, Royalty};
use crate::geometry::{Geometry, Square};
pub use file::VariantFile;
use file::{
    CheckmateFile, CountingRuleFile, ExtinctionResultFile, PseudoRoyalCheckFile, StalemateFile,
    WinFile,
};
pub use form::{
    FormCastling, FormCounting, FormDrops, FormExplosion, FormExtinction, FormMate, FormPiece,
    FormPoints, FormPromotion, FormRules, FormSide, FormZoneMoves, VariantForm,
};
pub use palace::{LineMoves, Points};

/// A kind of piece of a variant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceType {
    /// Upper-case FEN letter (White's; Black's is its lower case).
    pub letter: char,
    /// The piece's name in English.
    pub name: String,
    /// The Betza text it was defined by.
    pub betza: String,
    /// Its moves.
    pub atoms: Vec<Atom>,
    /// A royal piece (king): checkmate or capture of it decides the game.
    pub royal: bool,
    /// Guarded like the royal piece, however many of it stand on the board: no move may leave
    /// one attacked, and an attack on one is check (coregal chess's queens).
    pub pseudo_royal: bool,
    /// Pawn semantics: no SAN letter, resets the move-rule clock, promotes, captures en passant.
    pub pawn: bool,
    /// The kind this piece may become in the promotion zone (shogi-style promotion).
    pub promotes_to: Option<PieceKind>,
    /// The kind this piece is the promoted form of: written `+` and that kind's letter in a
    /// FEN (`+P`), and it goes back to a hand as that kind.
    pub promoted_from: Option<PieceKind>,
    /// The only squares the piece may move to, in White's terms; Black's are the same seen
    /// from the other side of the board (rank `r` becomes rank `ranks - 1 - r`). Empty: the
    /// whole board.
    pub region: Vec<Square>,
    /// Different moves from the owner's last ranks (xiangqi's soldier across the river).
    pub zone_moves: Option<ZoneMoves>,
    /// The ranks, counted from the owner's side (1 is its first), where the piece's `i`
    /// (initial) moves apply (Horde's pawns: 1 and 2). Empty: the ranks it stands on in the
    /// start position.
    pub initial_ranks: Vec<u8>,
    /// Its `i` moves need a first-move right of its own, kept in the FEN's castling field by
    /// the file letter of its square (`DEde`) and lost once it moves or is taken, instead of
    /// following the ranks it stands on (Cambodian chess's king and met). A royal piece may
    /// not use it in check.
    pub first_move_right: bool,
    /// Moves it makes only along the board's diagonal lines (janggi's palace diagonals).
    pub line_moves: Option<LineMoves>,
    /// The kinds, a bit per kind, it may not hop over nor capture (janggi's cannon: cannons).
    pub no_hop_over: u32,
}

/// A piece's moves from its owner's last `ranks` ranks, replacing its `betza` there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ZoneMoves {
    /// How many of the owner's last ranks form the zone.
    pub ranks: u8,
    /// The Betza text of the moves there.
    pub betza: String,
    /// Those moves.
    pub atoms: Vec<Atom>,
}

/// How a piece counts for the mating-material rule (docs/rules/chess.md section 8;
/// docs/rules/turkish.md section 6), derived from its moves so that a user-defined piece that
/// moves like a knight counts as one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MaterialClass {
    /// The royal piece.
    King,
    /// A pawn: always mating material.
    Pawn,
    /// A rook (`R`): always mating material.
    Rook,
    /// A queen (`Q`): mating material; does not let a lone knight mate.
    Queen,
    /// A knight (`N`): alone it cannot force mate.
    Knight,
    /// A bishop (`B`): colour-bound; bishops all on one colour cannot mate.
    Bishop,
    /// Any other piece: mating material, and while one is on the board nobody lacks mating
    /// material except a lone king (docs/rules/turkish.md, decision 8).
    Other,
}

impl PieceType {
    /// The material class of this piece (see [`MaterialClass`]).
    pub fn material_class(&self) -> MaterialClass {
        if self.royal {
            return MaterialClass::King;
        }
        if self.pawn {
            return MaterialClass::Pawn;
        }
        match self.betza.as_str() {
            "N" => MaterialClass::Knight,
            "B" => MaterialClass::Bishop,
            "R" => MaterialClass::Rook,
            "Q" => MaterialClass::Queen,
            _ => MaterialClass::Other,
        }
    }

    /// What the piece is to the rules (see [`PieceInfo`]); the value hint is the usual one of
    /// its material class (pawn 100, knight and bishop 300, rook 500, queen 900, others 300).
    pub fn info(&self) -> PieceInfo {
        PieceInfo {
            letter: self.letter,
            royalty: if self.royal {
                Royalty::King
            } else {
                Royalty::None
            },
            pawn: self.pawn,
            leaper: !self.royal && !self.pawn && self.atoms.iter().all(|a| !a.is_rider()),
            value_hint: match self.material_class() {
                MaterialClass::King => 0,
                MaterialClass::Pawn => 100,
                MaterialClass::Rook => 500,
                MaterialClass::Queen => 900,
                MaterialClass::Knight | MaterialClass::Bishop | MaterialClass::Other => 300,
            },
        }
    }

    /// Whether any of its moves hops over a piece (cannon, grasshopper).
    pub fn hops(&self) -> bool {
        self.atoms.iter().any(|a| a.hop != Hop::None)
    }
}

/// Castling geometry of one side (short or long) for White; Black's is the same on the last rank.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CastlingFiles {
    /// File of the rook that castles.
    pub rook_file: u8,
    /// File the king lands on.
    pub king_to: u8,
    /// File the rook lands on.
    pub rook_to: u8,
}

/// Castling rules of a variant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Castling {
    /// File the king starts on.
    pub king_file: u8,
    /// The kind that castles as the king: the royal piece, or a named one (giveaway's king,
    /// which is not royal and may castle through attacked squares).
    pub king: PieceKind,
    /// The kinds that may be the castling partner (bit `k` for kind `k`): whichever of them
    /// stands on the side's rook file castles (Perfect chess: the rook or the chancellor).
    pub rooks: u32,
    /// The rank of the castling, counted from the owner's side from 0 (Shako: 1).
    pub rank: u8,
    /// `[short, long]` (indexed by [`crate::CastlingSide::index`]), as `K`/`Q` in FEN.
    pub sides: [Option<CastlingFiles>; 2],
    /// A drop can give a castling right: the king dropped on its square with a partner on
    /// a side's castling square, or a partner dropped there beside the king (Placement
    /// chess).
    pub by_drops: bool,
    /// The king and its partners may start on any files of the castling rank (Chess960):
    /// castling takes them to the sides' `king_to` and `rook_to` files from wherever they
    /// start, each castling right names its partner's file, and a new game starts from a
    /// random arrangement ([`crate::Position::shuffled_start`]).
    pub chess960: bool,
}

/// Promotion rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Promotion {
    /// How many of the owner's last ranks form the zone (0: no promotion).
    pub zone: u8,
    /// Piece kinds a pawn may become, in the variant's order: White's, then Black's (the same
    /// unless the file gives Black its own, as Chigorin chess does). See [`Promotion::choices`].
    pub by_side: [Vec<PieceKind>; 2],
    /// A piece that promotes shogi-style must, on every move that may promote it
    /// (Euroshogi); else it may stay as it is unless it could never move again.
    pub mandatory: bool,
    /// The zone as squares, White's then Black's, when the file lists them (Legan chess);
    /// empty when `zone` counts ranks.
    pub squares: [Vec<Square>; 2],
    /// A pawn in the zone may stay a pawn, where it can still move on (Grand chess).
    pub optional: bool,
    /// Per piece kind, the most a side may have on the board for a pawn to become one more
    /// (Grand chess: one queen); 0 for no limit. Empty when no kind is limited.
    pub limits: Vec<u8>,
    /// A promoted piece turns back into the piece it came from on the moves that could
    /// promote it, as the other moves of a promotion (Kyoto shogi: a piece turns over on
    /// every move; with `mandatory`, it must).
    pub demotes: bool,
    /// Pieces promote (and, with `demotes`, turn back) only by capturing (Micro shogi).
    pub by_capture: bool,
    /// Sittuyin's promotion: a pawn on a square of its zone (any square, when it is its
    /// side's last pawn) may, instead of moving, become one of the choices where it stands
    /// or on an empty square that piece could move to, provided the new piece attacks no
    /// enemy piece and the move gives no check; moving into the zone promotes nothing. A side
    /// left with its royal piece and that one pawn, whose only moves are promotions, is
    /// stalemated (the pawn need not promote).
    pub in_place: bool,
}

impl Promotion {
    /// The kinds a pawn of `color` may become, in the variant's order.
    ///
    /// ```
    /// use turnpan_rules::{Color, Variant};
    ///
    /// let chess = Variant::builtin("chess").unwrap();
    /// let choices = chess.promotion().choices(Color::Black);
    /// let letters: String = choices.iter().map(|&k| chess.piece(k).letter).collect();
    /// assert_eq!(letters, "QRBN");
    /// ```
    #[must_use]
    pub fn choices(&self, color: Color) -> &[PieceKind] {
        &self.by_side[color.index()]
    }

    /// The most pieces of `kind` a side may have for a pawn to become one more, if limited.
    ///
    /// ```
    /// use turnpan_rules::{PieceKind, Variant};
    ///
    /// let chess = Variant::builtin("chess").unwrap();
    /// assert_eq!(chess.promotion().limit(PieceKind::new(1)), None);
    /// ```
    #[must_use]
    pub fn limit(&self, kind: PieceKind) -> Option<u8> {
        self.limits
            .get(usize::from(kind.get()))
            .copied()
            .filter(|&n| n > 0)
    }

    /// Whether a pawn of either side has anything to become.
    #[must_use]
    pub fn has_choices(&self) -> bool {
        self.by_side.iter().any(|c| !c.is_empty())
    }
}

/// Pieces in hand and drops (`[drops]` in a variant file): a side may, instead of moving,
/// put a piece of its hand on any empty square (pawns not on their promotion zone, nor on
/// their first rank unless allowed).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Drops {
    /// A captured piece goes into the capturer's hand (crazyhouse); else the hands only hold
    /// what the start position gives (pocket knight).
    pub captures_to_hand: bool,
    /// A captured promoted piece goes into the hand as a pawn (crazyhouse); else as what it
    /// became (loop chess).
    pub demote_promoted: bool,
    /// Pawns may be dropped on their side's first rank (chessgi).
    pub pawns_on_first_rank: bool,
    /// Kinds (bit set) never dropped on a file where their side has `per_file` of them
    /// (shogi's pawns: one).
    pub one_per_file: u32,
    /// How many pieces of a `one_per_file` kind a side may have on one file (1; tori shogi's
    /// swallows: 2).
    pub per_file: u8,
    /// Kinds (bit set) whose drop, when it checkmates, loses the game instead (shogi's pawns).
    pub drop_mate_loses: u32,
    /// A piece of the hand that promotes may also be dropped as its promoted form (Kyoto
    /// shogi: either side up).
    pub promoted: bool,
    /// A side with pieces in hand must drop one whenever it can (Placement chess sets its
    /// back rank up so); the royal piece may then wait in the hand too.
    pub must_drop: bool,
    /// Kinds (bit set) a side must drop on squares of both colours (Placement chess's
    /// bishops): no drop may leave too few free drop squares of a colour for the rest.
    pub opposite_colours: u32,
    /// Kinds (bit set) dropped only on their side's first rank (Sittuyin's rooks).
    pub first_rank_only: u32,
    /// A piece of the hand may enter on the square a first-rank piece leaves on its first
    /// move, where it could be dropped (S-chess's gating): the move `b1c3h` brings a hawk
    /// to b1. The squares still open to it, the *gates*, are kept in the FEN's castling
    /// field.
    pub gating: bool,
    /// Pieces of the hand may be dropped on empty squares; false where they only enter by
    /// gating (S-chess).
    pub plain_drops: bool,
}

/// How a game is won on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WinCondition {
    /// Checkmate the royal piece; moves may not leave it attacked.
    Checkmate,
    /// Capture the royal piece; check does not exist.
    RoyalCapture,
    /// No royal piece and no check (antichess): the game ends when a side cannot move, and
    /// the stalemate rule says who won (a side with no pieces left cannot move either).
    None,
}

/// What a stalemate (no legal move, not in check) means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StalemateRule {
    /// A draw.
    Draw,
    /// The stalemating player (who just moved) wins.
    Win,
    /// The stalemating player loses.
    Loss,
}

/// Who wins by checkmate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CheckmateRule {
    /// The mating player (chess).
    Win,
    /// The mated player (losers).
    Loss,
}

/// A side left with too few pieces of a kind (`[rules.extinction]`): extinction chess loses
/// by it, losers, giveaway and codrus win by it, Shatranj's bare king loses by it after one
/// reply.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Extinction {
    /// The kinds counted one by one, a bit per kind (0 when `all`).
    pub kinds: u32,
    /// All the side's pieces are counted together.
    pub all: bool,
    /// A side with at most this many of a counted kind (on the board and in hand) is extinct.
    pub at_most: u8,
    /// ...while the opponent has at least this many of the same kind.
    pub opponent_at_least: u8,
    /// The side to move, made extinct by the last move, may answer: it has lost at once only
    /// when the opponent has more than `opponent_at_least` of the kind.
    pub reply: bool,
    /// What extinction means for the extinct side.
    pub result: ExtinctionResult,
}

/// What a side made extinct has (`[rules.extinction] result`).
///
/// ```
/// use turnpan_rules::{ExtinctionResult, Variant};
/// let text = std::fs::read_to_string("../../variants/examples/shatar.toml").unwrap();
/// let shatar = Variant::from_toml("shatar.toml", &text).unwrap();
/// assert_eq!(shatar.rules().extinction.unwrap().result, ExtinctionResult::Draw);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExtinctionResult {
    /// It has lost (extinction chess).
    Loss,
    /// It has won (losers, giveaway).
    Win,
    /// The game is drawn (Shatar's bare king, "robado").
    Draw,
}

/// Which checkmates count (`[rules.mate]`, Shatar): a mate given by pieces that may not mate
/// alone loses for the side that gives it; a mate whose unbroken run of checks had none by the
/// kinds the game asks for is a draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MateConditions {
    /// The kinds that may not mate alone, a bit per kind (Shatar's knight).
    pub not_alone: u32,
    /// The kinds one of which must have given check in the mating side's run of checks, a
    /// bit per kind; 0: any check will do (Shatar's rook, knight and bers).
    pub run_needs: u32,
}

/// Captures that explode (`[rules.explosion]`, atomic chess): the capturing piece, the
/// captured one and every piece on the eight squares around the capture's square, but those of
/// the spared kinds, leave the board. A royal piece may not be blown up by its own side's move;
/// blowing up the opponent's wins; two royal pieces side by side do not give check to each
/// other (either capture would blow up its own).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Explosion {
    /// The kinds that survive an explosion next to them, a bit per kind.
    pub spares: u32,
    /// The kinds no explosion removes, not even one they set off as the capturer (Atomar's
    /// kings), a bit per kind.
    pub immune: u32,
}

/// The end rules of a variant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EndRules {
    /// How the game is won.
    pub win: WinCondition,
    /// Result of a stalemate.
    pub stalemate: StalemateRule,
    /// Who wins by checkmate.
    pub checkmate: CheckmateRule,
    /// The extinction rule, if any.
    pub extinction: Option<Extinction>,
    /// Whether, and how, captures explode.
    pub explosion: Option<Explosion>,
    /// Which checkmates count, when not every one does (Shatar).
    pub mate: Option<MateConditions>,
    /// A side reduced to its royal piece alone loses (Transformer).
    pub bare_king_loses: bool,
    /// Automatic draw when both sides lack mating material.
    pub insufficient_material: bool,
    /// A flag fall is a draw when the other side lacks mating material.
    pub flag_needs_mating_material: bool,
    /// Occurrences of a position that draw (0: no repetition rule).
    pub repetition: u8,
    /// Plies without capture or pawn move that draw (0: no such rule).
    pub move_rule: u32,
    /// Squares where a side's royal piece wins the game for it at once (empty: none): both
    /// sides', or White's when Black has its own (see [`EndRules::goal_squares`]).
    pub goal_squares: Vec<Square>,
    /// Black's goal squares when they differ from White's (Breakthrough: each side's goal is
    /// the other's first rank); empty: the same as White's.
    pub goal_squares_black: Vec<Square>,
    /// The checks a side must give to win (Three-check: 3); 0: not counted.
    pub checks_to_win: u8,
    /// No piece may move (without promoting) or be dropped where it could never move again.
    pub no_stranded_pieces: bool,
    /// A side that can capture must: only its captures are legal then (antichess).
    pub must_capture: bool,
    /// No move may give check (racing kings).
    pub no_checks: bool,
    /// When White's royal piece reaches a goal square, Black has one reply: reaching one too
    /// draws, and a Black that cannot reach one with that reply has lost at once (racing
    /// kings, where White moves first).
    pub goal_reply: bool,
    /// The kinds whose arrival on a goal square counts, a bit per kind (the royal piece's
    /// when the file names none).
    pub goal_kinds: u32,
    /// A piece on a goal square wins only when it is still there at its side's next turn
    /// (Jeson Mor).
    pub goal_hold: bool,
    /// A piece on a goal square wins only while no enemy piece attacks it (Dobutsu shogi):
    /// looked at for both sides after every move, and a draw when both stand there safe.
    pub goal_safe: bool,
    /// Whether the two royal pieces may face each other on a file with nothing between; when
    /// not (xiangqi's flying general), a move that leaves them so is illegal.
    pub kings_may_face: bool,
    /// At the repetition that ends the game, a side that gave check with every one of its
    /// moves since the position first stood loses ([`crate::Reason::PerpetualCheck`]);
    /// when both sides did, it stays a draw (xiangqi, shogi).
    pub perpetual_check_loses: bool,
    /// A side may have no royal piece (Horde's White): it is never in check, and loses by
    /// the extinction rule instead.
    pub royal_optional: bool,
    /// A pawn's move that takes nothing restarts the move rule's count (false in Pawnback,
    /// where pawns step back).
    pub pawn_moves_restart_count: bool,
    /// When a side's pseudo-royal pieces are in check (see [`PseudoRoyalCheck`]).
    pub pseudo_royal_check: PseudoRoyalCheck,
    /// The kinds, a bit per kind, whose move ending on the enemy royal piece's rank or file
    /// (whatever stands between) takes away that piece's first-move right (Cambodian chess's
    /// rooks).
    pub royal_right_lost_to: u32,
    /// A royal piece in check may not step away; it may only take the piece giving check,
    /// when only one does (Makpong).
    pub check_freezes_king: bool,
    /// The kinds, a bit per kind, that may not capture a piece of their own kind (Atomar's
    /// kings); never royal or pseudo-royal ones.
    pub mutually_immune: u32,
    /// Makruk's family of counting rules, if the game plays one.
    pub counting: Option<Counting>,
    /// A side not in check may pass instead of moving (janggi); two passes in a row end the
    /// game.
    pub pass: bool,
    /// Janggi's bikjang: a side whose royal piece faces the other's on an open file must end
    /// that or pass, and a pass then ends the game.
    pub bikjang: bool,
    /// Points that decide the games the rules end without a winner (repetition, the move
    /// rule, two passes, a bikjang): the side with more wins.
    pub points: Option<Points>,
}

/// The counting rules of Makruk and its family (`[rules.counting]`): once no pawn is left, or
/// the weaker side is down to a few pieces, a count starts, and the game is drawn when it runs
/// past its limit before the stronger side mates. The count starts by itself, as if the side
/// it helps always asked for it (see docs/variants.md).
///
/// ```
/// use turnpan_rules::{CountingRule, Variant};
/// let text = std::fs::read_to_string("../../variants/examples/makruk.toml").unwrap();
/// let makruk = Variant::from_toml("makruk.toml", &text).unwrap();
/// assert_eq!(makruk.rules().counting.unwrap().rule, CountingRule::Makruk);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Counting {
    /// Which of the family's rules.
    pub rule: CountingRule,
    /// The rook kinds, a bit per kind.
    pub rook: u32,
    /// The khon kinds (Makruk's silver general), a bit per kind.
    pub khon: u32,
    /// The knight kinds, a bit per kind.
    pub knight: u32,
}

/// The counting rules a game plays (`[rules.counting] rule`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CountingRule {
    /// Makruk: the board's honour (64 moves once no pawn is left), and the pieces' honour
    /// against a bare king (8 to 64 moves by the stronger side's pieces, counted from the
    /// number of pieces on the board).
    Makruk,
    /// Cambodian chess (Ouk Chatrang): the board's honour in 63 moves while the weaker side
    /// has at most three pieces, pawns or not, and the pieces' honour one move shorter than
    /// Makruk's.
    Cambodian,
    /// ASEAN chess: only against a bare king with no pawn left, 16 moves with a rook, 44 with
    /// a khon, 64 with a knight, counted from zero.
    Asean,
}

/// When a side whose pieces are guarded like a king (`pseudo_royal`) is in check, and so which
/// moves are legal.
///
/// ```
/// use turnpan_rules::{PseudoRoyalCheck, Variant};
/// let text = std::fs::read_to_string("../../variants/examples/spartan.toml").unwrap();
/// let spartan = Variant::from_toml("spartan.toml", &text).unwrap();
/// assert_eq!(spartan.rules().pseudo_royal_check, PseudoRoyalCheck::All);
/// assert_eq!(Variant::builtin("chess").unwrap().rules().pseudo_royal_check, PseudoRoyalCheck::Each);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PseudoRoyalCheck {
    /// An attack on any of them is check, and no move may leave one attacked (coregal chess's
    /// queens).
    #[default]
    Each,
    /// Check only when every one of them is attacked, and no move may leave them all attacked
    /// (Spartan chess's two kings: duple check). With one left, that one is guarded.
    All,
    /// Only a side's last one is guarded: while it has two or more, none is, and any may be
    /// taken (Sho shogi's king and crown prince). The one that was the last before a move
    /// must stand unattacked after it, even when the move promotes another into the kind.
    Last,
}

impl EndRules {
    /// The squares where `color`'s goal pieces win (empty in a game without goal squares).
    ///
    /// ```
    /// use turnpan_rules::{Color, Variant};
    ///
    /// let chess = Variant::builtin("chess").unwrap();
    /// assert!(chess.rules().goal_squares(Color::Black).is_empty());
    /// ```
    #[must_use]
    pub fn goal_squares(&self, color: Color) -> &[Square] {
        if color == Color::Black && !self.goal_squares_black.is_empty() {
            &self.goal_squares_black
        } else {
            &self.goal_squares
        }
    }
}

/// A checked variant definition: every field was checked together when it was read
/// ([`Variant::from_toml`], [`Variant::builtin`]), so a `Variant` always compiles to rules of
/// play (the fields are private; the accessors read them).
///
/// ```
/// use turnpan_rules::Variant;
/// let turkish = Variant::builtin("turkish").unwrap();
/// assert_eq!((turkish.geometry().files(), turkish.geometry().ranks()), (8, 10));
/// assert_eq!(turkish.first_rank_label(), 0);
/// let royal = turkish.royal_kind().unwrap();
/// assert_eq!(turkish.piece(royal).letter, 'K');
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variant {
    /// Identifier used everywhere (`chess`, `turkish`).
    pub(crate) id: String,
    /// Display name.
    pub(crate) name: String,
    /// One-line description.
    pub(crate) description: String,
    /// Board size.
    pub(crate) geometry: Geometry,
    /// Label of the first rank in display notation.
    pub(crate) first_rank_label: i32,
    /// Start position.
    pub(crate) start_fen: String,
    /// Pieces, indexed by kind.
    pub(crate) pieces: Vec<PieceType>,
    /// Castling, if the game has it.
    pub(crate) castling: Option<Castling>,
    /// Whether pawns capture en passant after a double step.
    pub(crate) en_passant: bool,
    /// The ranks, counted from the side of the pawn that double-steps (1 is its first), that
    /// the step may pass over and still be taken en passant; empty: every rank.
    pub(crate) en_passant_ranks: Vec<u8>,
    /// Promotion rules.
    pub(crate) promotion: Promotion,
    /// Hands and drops, if the game has them.
    pub(crate) drops: Option<Drops>,
    /// Where each side may drop (White's, Black's), when the file limits it; empty:
    /// anywhere.
    pub(crate) drop_squares: [Vec<Square>; 2],
    /// End rules.
    pub(crate) rules: EndRules,
    /// Cycles of squares whose contents move one step after every move.
    pub(crate) rotations: Vec<Vec<Square>>,
    /// The squares joined by the board's diagonal lines, along which pieces make their
    /// `line_moves` (janggi's palaces); empty: none.
    pub(crate) diagonal_lines: Vec<Square>,
    /// The TOML text the variant was read from (the browser's rules load it again).
    pub(crate) source: String,
}

impl Variant {
    /// Identifier used everywhere (`chess`, `turkish`).
    pub fn id(&self) -> &str {
        &self.id
    }
    /// Display name.
    pub fn name(&self) -> &str {
        &self.name
    }
    /// One-line description.
    pub fn description(&self) -> &str {
        &self.description
    }
    /// Board size.
    pub fn geometry(&self) -> Geometry {
        self.geometry
    }
    /// Label of the first rank in display notation (1; 0 in Turkish Chess).
    pub fn first_rank_label(&self) -> i32 {
        self.first_rank_label
    }
    /// The TOML text the variant was read from.
    pub fn source(&self) -> &str {
        &self.source
    }
    /// Start position (FEN), a valid position of this game.
    pub fn start_fen(&self) -> &str {
        &self.start_fen
    }
    /// Pieces, indexed by kind (at least one, at most [`MAX_PIECE_KINDS`]; exactly one kind is
    /// royal).
    pub fn pieces(&self) -> &[PieceType] {
        &self.pieces
    }
    /// Castling, if the game has it.
    pub fn castling(&self) -> Option<&Castling> {
        self.castling.as_ref()
    }
    /// Whether pawns capture en passant after a double step.
    pub fn en_passant(&self) -> bool {
        self.en_passant
    }

    /// The ranks a double step may pass over and still be taken en passant, counted from the
    /// side of the pawn that steps (1 is its first); empty: every rank.
    ///
    /// ```
    /// use turnpan_rules::Variant;
    /// assert!(Variant::builtin("chess").unwrap().en_passant_ranks().is_empty());
    /// ```
    pub fn en_passant_ranks(&self) -> &[u8] {
        &self.en_passant_ranks
    }
    /// Promotion rules.
    pub fn promotion(&self) -> &Promotion {
        &self.promotion
    }
    /// Hands and drops, if the game has them.
    pub fn drops(&self) -> Option<&Drops> {
        self.drops.as_ref()
    }
    /// End rules.
    pub fn rules(&self) -> &EndRules {
        &self.rules
    }
    /// Cycles of squares whose contents move one step after every move.
    pub fn rotations(&self) -> &[Vec<Square>] {
        &self.rotations
    }
    /// The squares joined by the board's diagonal lines (janggi's palaces), along which
    /// pieces make their `line_moves`; empty when the board has none.
    pub fn diagonal_lines(&self) -> &[Square] {
        &self.diagonal_lines
    }

    /// The same game under a user's namespace: its id becomes `@owner/id` (a server stores
    /// players' files by owner, so a player's `spiral` is `@alice/spiral` and may share its
    /// file's id with a built-in game). Nothing else changes; `owner` is taken as it is.
    ///
    /// ```
    /// use turnpan_rules::Variant;
    /// let text = Variant::builtin_source("chess").unwrap();
    /// let v = Variant::from_toml("mine.toml", text).unwrap().namespaced("alice");
    /// assert_eq!(v.id(), "@alice/chess");
    /// assert_eq!(v.source(), text);
    /// ```
    pub fn namespaced(mut self, owner: &str) -> Variant {
        self.id = format!("@{owner}/{}", self.id);
        self
    }
}

/// Largest number of piece kinds in one variant.
pub const MAX_PIECE_KINDS: usize = 16;

/// The most checks a game may ask for to win (`[rules] checks_to_win`).
pub const MAX_CHECKS_TO_WIN: u8 = 9;

/// An error in a variant file: which file, line and field, and what is wrong.
///
/// ```
/// use turnpan_rules::{Variant, VariantErrorKind};
/// let text = Variant::builtin_source("chess").unwrap().replace("\"chess\"", "\"Bad Id\"");
/// let e = Variant::from_toml("x.toml", &text).unwrap_err();
/// assert_eq!(e.field, "id");
/// assert_eq!(e.kind, VariantErrorKind::BadId);
/// let line = e.line;
/// assert_eq!(e.to_string(), format!("x.toml:{line}: id: use 1-40 characters a-z, 0-9 and '-'"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{file}:{line}: {field}: {kind}")]
pub struct VariantError {
    /// File name (or `<builtin>`).
    pub file: String,
    /// 1-based line number.
    pub line: usize,
    /// The field at fault (`piece[3].betza`).
    pub field: String,
    /// What is wrong.
    pub kind: VariantErrorKind,
}

/// What is wrong in a variant file.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum VariantErrorKind {
    /// The file is not TOML of the expected shape (toml's own message).
    #[error("{0}")]
    Toml(String),
    /// The file could not be read (the system's message).
    #[error("{0}")]
    Io(String),
    /// A bad id.
    #[error("use 1-40 characters a-z, 0-9 and '-'")]
    BadId,
    /// The id of a built-in game.
    #[error("'{id}' is a built-in game; choose another id")]
    BuiltinId {
        /// The id.
        id: String,
    },
    /// An empty name.
    #[error("must not be empty")]
    EmptyName,
    /// A board size out of the limits.
    #[error("the board must have 2-16 files, 2-99 ranks and at most 128 squares")]
    BadBoard,
    /// Too few or too many pieces.
    #[error("a variant needs 1 to {MAX_PIECE_KINDS} pieces")]
    PieceCount,
    /// A piece letter that is not one upper-case letter.
    #[error("must be one upper-case letter A-Z")]
    BadLetter,
    /// Two pieces with one letter.
    #[error("letter '{letter}' is used twice")]
    LetterTwice {
        /// The letter.
        letter: char,
    },
    /// A Betza text that does not read.
    #[error(transparent)]
    Betza(#[from] betza::BetzaError),
    /// More than one royal piece kind.
    #[error("at most one royal piece kind")]
    SeveralRoyalKinds,
    /// No royal piece kind, in a game won by one.
    #[error("one piece kind must be royal (the king), unless [rules] win = \"none\"")]
    NoRoyalKind,
    /// A royal piece in a game with `win = "none"`, where nothing is royal.
    #[error("a game with [rules] win = \"none\" has no royal piece")]
    RoyalWithoutWin,
    /// `no_checks` in a game without check (`win` other than checkmate).
    #[error("no_checks needs a game with check ([rules] win = \"checkmate\")")]
    NoChecksWithoutCheck,
    /// `checkmate = "loss"` or `[rules.mate]` in a game without check.
    #[error("checkmate = \"loss\" and [rules.mate] need a game with check ([rules] win = \"checkmate\")")]
    MateRuleWithoutCheck,
    /// `[rules.extinction]` or `goal_pieces` without a piece to count.
    #[error("this rule needs at least one piece to count")]
    NoPiecesCounted,
    /// Castling in a game without a royal piece and without `castling.king`.
    #[error("castling needs the piece that castles as the king: castling.king, or a royal piece")]
    CastlingWithoutKing,
    /// `goal_pieces` or `goal_hold` without `goal_squares`.
    #[error("this rule needs goal_squares")]
    NeedsGoalSquares,
    /// `goal_safe` together with `goal_hold` or `goal_reply`.
    #[error("goal_safe does not go with goal_hold or goal_reply")]
    GoalSafeWithHoldOrReply,
    /// `goal_reply` without `goal_squares`.
    #[error("goal_reply needs goal_squares")]
    GoalReplyWithoutGoal,
    /// A rule about the royal piece (`bare_king_loses`, `goal_squares`, `checks_to_win`) in
    /// a game without one.
    #[error("this rule needs a royal piece; [rules] win = \"none\" has none")]
    NeedsRoyal,
    /// A file letter off the board.
    #[error("'{text}' is not a file of this board")]
    NotAFile {
        /// The text as given.
        text: String,
    },
    /// A letter naming no piece of the variant.
    #[error("no piece with letter '{letter}'")]
    NoSuchPiece {
        /// The text as given.
        letter: String,
    },
    /// Castling whose king and rook squares overlap.
    #[error("king and rook squares must differ")]
    CastlingSquaresOverlap,
    /// A promotion zone deeper than the board.
    #[error("must be 1..{ranks}")]
    BadZone {
        /// Ranks of the board.
        ranks: u8,
    },
    /// A promotion choice that is royal, a pawn or no piece.
    #[error("'{letter}' is not a non-royal, non-pawn piece of this variant")]
    BadPromotionPiece {
        /// The text as given.
        letter: String,
    },
    /// Promotion without choices.
    #[error("name at least one piece")]
    NoPromotionPiece,
    /// A square name off the board.
    #[error(transparent)]
    Square(#[from] crate::geometry::SquareError),
    /// A square in two rotations, or twice in one.
    #[error("square {square} appears twice")]
    SquareTwice {
        /// The square's name as given.
        square: String,
    },
    /// A rotation of one square.
    #[error("a rotation needs at least two squares")]
    ShortRotation,
    /// A repetition count of 1.
    #[error("must be 0 (off) or at least 2")]
    BadRepetition,
    /// A check count to win beyond what the FEN can say.
    #[error("must be 0 (off) to {MAX_CHECKS_TO_WIN}")]
    BadChecksToWin,
    /// Drops in a game whose board transforms move pieces after every move.
    #[error("drops cannot be combined with board transforms")]
    DropsWithTransforms,
    /// Captures that explode in a game with drops or board transforms.
    #[error("captures that explode cannot be combined with drops or board transforms")]
    ExplosionCombined,
    /// Drops in a game without a piece that could be dropped.
    #[error("drops need a piece other than the royal one")]
    NothingToDrop,
    /// A `promotes_to` that no piece can take: the royal piece, a pawn, itself, a piece that
    /// promotes in turn, or one that another piece already promotes to.
    #[error("'{letter}' cannot be promoted to: not the royal piece, a pawn, the piece itself, a piece that promotes, nor one another piece promotes to")]
    BadPromotesTo {
        /// The letter as written.
        letter: String,
    },
    /// A piece that promotes in a game without a `[promotion]` zone.
    #[error("a piece that promotes needs a [promotion] zone")]
    PromotesWithoutZone,
    /// `[promotion] mandatory` in a game where no piece has a `promotes_to`.
    #[error("mandatory promotion needs a piece with a promotes_to")]
    MandatoryWithoutPromotesTo,
    /// `[promotion] demotes` or `by_capture`, or `[drops] promoted`, in a game where no piece
    /// has a `promotes_to`.
    #[error("{rule} needs a piece with a promotes_to")]
    PromotionRuleWithoutPromotesTo {
        /// The field, as written in the file (`promotion.demotes`).
        rule: String,
    },
    /// `[promotion] in_place` in a game without a pawn: nothing could promote so.
    #[error("in_place promotion needs a pawn (pawn = true)")]
    InPlaceWithoutPawn,
    /// `[castling] by_drops` in a game without `[drops]`.
    #[error("castling by drops needs a [drops] table")]
    ByDropsWithoutDrops,
    /// `[castling] chess960` with `by_drops`: a dropped king has no start file to castle from.
    #[error("chess960 castling cannot be given by drops")]
    Chess960ByDrops,
    /// `[drops] plain_drops = false` without `gating`: the hand's pieces could never enter.
    #[error("plain_drops = false needs gating = true: the hand's pieces would never enter")]
    HandWithNoWayIn,
    /// `[drops] gating` in a game whose pieces keep first-move rights: both live in the
    /// FEN's castling field.
    #[error("gating cannot be combined with first_move_right")]
    GatingWithFirstMoveRights,
    /// A `drops.per_file` of 0 or more than the board's ranks.
    #[error("must be 1..{ranks}")]
    BadPerFile {
        /// Ranks of the board.
        ranks: u8,
    },
    /// A castling whose king or rook would pass a hole of the board.
    #[error("castling passes the hole on file {file}")]
    CastlingOverHole {
        /// The hole's file.
        file: char,
    },
    /// A `[promotion]` with neither `zone` nor `squares`.
    #[error("a [promotion] needs a zone (ranks) or squares")]
    NoZone,
    /// A `[promotion]` with both `zone` and `squares`.
    #[error("give the zone as ranks or as squares, not both")]
    ZoneAndSquares,
    /// `black_squares` without `squares`.
    #[error("black_squares needs squares for White")]
    BlackSquaresWithoutSquares,
    /// A promotion limit of 0.
    #[error("the limit of '{letter}' must be at least 1")]
    BadLimit {
        /// The letter as given.
        letter: String,
    },
    /// A `region` entry that is neither a square nor a rectangle of squares.
    #[error("'{text}' is neither a square nor a rectangle of squares such as d1-f3")]
    BadRegion {
        /// The entry as written.
        text: String,
    },
    /// A `region` or `zone_moves` on a piece that rides.
    #[error("only a piece that leaps (no riding moves) can keep to a region or change its moves in a zone")]
    ConfinedRider,
    /// A rank outside the board in `initial_ranks` or `en_passant_ranks`.
    #[error("each rank must be 1..{ranks}")]
    BadRank {
        /// Ranks of the board.
        ranks: u8,
    },
    /// `en_passant_ranks` in a game without en passant.
    #[error("en_passant_ranks needs en_passant = true")]
    EnPassantRanksWithoutEnPassant,
    /// `pseudo_royal_check` in a game without a pseudo-royal piece.
    #[error("pseudo_royal_check needs a piece with pseudo_royal = true")]
    PseudoRoyalCheckWithoutPseudoRoyal,
    /// A pseudo-royal piece in a game that also has a royal one, with a `pseudo_royal_check`
    /// other than `each`.
    #[error("pseudo_royal_check = \"all\" or \"last\" needs a game without a royal piece")]
    PseudoRoyalCheckWithRoyal,
    /// `royal_optional` in a game without a royal piece.
    #[error("royal_optional needs a royal piece")]
    RoyalOptionalWithoutRoyal,
    /// `pseudo_royal` in a game without check, or whose captures explode.
    #[error(
        "pseudo_royal needs a game with check ([rules] win = \"checkmate\") without explosions"
    )]
    PseudoRoyalWithoutCheck,
    /// `kings_may_face = false` in a game without check.
    #[error("kings_may_face = false needs a game with check ([rules] win = \"checkmate\")")]
    KingsFaceWithoutCheck,
    /// `perpetual_check_loses` in a game without check or without a repetition rule.
    #[error("perpetual_check_loses needs a game with check ([rules] win = \"checkmate\") and a repetition rule")]
    PerpetualCheckWithoutRepetition,
    /// `line_moves` on a piece of a board without `diagonal_lines`.
    #[error("line_moves needs the board's diagonal_lines")]
    LineMovesWithoutLines,
    /// `line_moves` with a lame (`n`) or initial (`i`) move.
    #[error("line_moves may not use 'n' (lame) or 'i' (initial) moves")]
    LineMovesLameOrInitial,
    /// `no_hop_over` on a piece that never hops.
    #[error("no_hop_over needs a piece that hops ('p' in its betza or line_moves)")]
    NoHopOverWithoutHop,
    /// `pass` in a game without check or without a royal piece.
    #[error("pass needs a game with check ([rules] win = \"checkmate\") and a royal piece")]
    PassWithoutRoyal,
    /// `bikjang` without passing, or where the royal pieces may not face.
    #[error("bikjang needs pass = true and royal pieces that may face (kings_may_face = true)")]
    BikjangWithoutPass,
    /// A `black_bonus` that is negative or not a whole number of halves.
    #[error("black_bonus must be 0 or more, in halves (1.5)")]
    BadBlackBonus,
    /// `first_move_right` on a piece without `i` moves, with capturing ones, on a pawn, or
    /// in a game with castling.
    #[error("first_move_right needs a piece, not a pawn, whose `i` moves only move (`im`), in a game without castling")]
    BadFirstMoveRight,
    /// `royal_right_lost_to` without a royal piece that has a first-move right.
    #[error("royal_right_lost_to needs a royal piece with first_move_right = true")]
    RoyalRightWithoutRight,
    /// `check_freezes_king` or `[rules.counting]` in a game without checkmate of a royal
    /// piece, or counting in a game whose captures go to a hand.
    #[error("check_freezes_king and [rules.counting] need a royal piece and checkmate, and counting a game whose captures stay out of the hands")]
    NeedsCheckmateOfRoyal,
    /// A start position that is not a valid position of the game.
    #[error(transparent)]
    Start(#[from] crate::position::FenError),
}

const BUILTIN_FILES: [(&str, &str); 4] = [
    ("chess", include_str!("../../../../variants/chess.toml")),
    (
        "central-rotational",
        include_str!("../../../../variants/central-rotational.toml"),
    ),
    (
        "transformer",
        include_str!("../../../../variants/transformer.toml"),
    ),
    ("turkish", include_str!("../../../../variants/turkish.toml")),
];

impl Variant {
    /// The ids of the built-in games defined as data, in display order.
    pub fn builtin_ids() -> impl Iterator<Item = &'static str> {
        BUILTIN_FILES.iter().map(|(id, _)| *id)
    }

    /// A built-in variant by id.
    pub fn builtin(id: &str) -> Option<Variant> {
        let (_, text) = BUILTIN_FILES.iter().find(|(i, _)| *i == id)?;
        // The built-in files are checked by a test, so this cannot fail in a release.
        Variant::from_toml(&format!("variants/{id}.toml"), text).ok()
    }

    /// The TOML text of a built-in variant (shown by `turnpan variants --json`, and an example
    /// for users writing their own).
    pub fn builtin_source(id: &str) -> Option<&'static str> {
        BUILTIN_FILES
            .iter()
            .find(|(i, _)| *i == id)
            .map(|(_, t)| *t)
    }

    /// Reads and checks a variant file.
    ///
    /// # Errors
    /// A [`VariantError`] naming the file, line and field at fault.
    pub fn from_toml(file_name: &str, text: &str) -> Result<Variant, VariantError> {
        let at = |span: std::ops::Range<usize>, field: &str, kind: VariantErrorKind| VariantError {
            file: file_name.to_owned(),
            line: line_of(text, span.start),
            field: field.to_owned(),
            kind,
        };
        let raw = parse_file(file_name, text)?;
        check(raw, &at).map(|mut v| {
            v.source = text.to_owned();
            v
        })
    }

    /// Loads every `*.toml` file of a directory. Each file yields its name and its variant or
    /// its error, so one bad file does not stop the others from loading. Only regular files
    /// are read (a FIFO or a device named `*.toml` would block or never end), none larger than
    /// [`MAX_VARIANT_FILE`], and a symbolic link only when it points inside the directory.
    ///
    /// # Errors
    /// Only when the directory itself cannot be read.
    pub fn load_dir(dir: &Path) -> std::io::Result<Vec<(String, Result<Variant, VariantError>)>> {
        let root = dir.canonicalize()?;
        let mut paths: Vec<_> = std::fs::read_dir(dir)?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "toml"))
            .collect();
        paths.sort();
        Ok(paths
            .into_iter()
            .map(|p| {
                let name = p.display().to_string();
                let result = read_variant_file(&root, &p, &name)
                    .and_then(|text| Variant::from_toml(&name, &text));
                (name, result)
            })
            .collect())
    }

    /// The kind of the piece with this (either case) letter.
    pub fn kind_of_letter(&self, letter: char) -> Option<PieceKind> {
        self.kind_index(letter).map(|k| PieceKind::new(k as u8))
    }

    /// The kind of the royal piece (a checked variant has one).
    pub fn royal_kind(&self) -> Option<PieceKind> {
        self.royal_index().map(|k| PieceKind::new(k as u8))
    }

    /// The piece of kind `kind`.
    ///
    /// # Panics
    /// When `kind` is not one of this variant's (not below `pieces().len()`).
    pub fn piece(&self, kind: PieceKind) -> &PieceType {
        &self.pieces[kind.index()]
    }

    pub(crate) fn kind_index(&self, letter: char) -> Option<usize> {
        let up = letter.to_ascii_uppercase();
        self.pieces.iter().position(|p| p.letter == up)
    }

    pub(crate) fn royal_index(&self) -> Option<usize> {
        self.pieces.iter().position(|p| p.royal)
    }
}

/// The largest variant file read (a real one is a few KiB).
pub const MAX_VARIANT_FILE: u64 = 256 * 1024;

/// The text of a variant file, if it is a regular file inside `root` of a sane size.
fn read_variant_file(root: &Path, path: &Path, name: &str) -> Result<String, VariantError> {
    let refuse = |why: String| VariantError {
        file: name.to_owned(),
        line: 1,
        field: "file".into(),
        kind: VariantErrorKind::Io(why),
    };
    let real = path.canonicalize().map_err(|e| refuse(e.to_string()))?;
    if !real.starts_with(root) {
        return Err(refuse(format!(
            "a link to {}, outside the directory: not read",
            real.display()
        )));
    }
    let meta = std::fs::metadata(&real).map_err(|e| refuse(e.to_string()))?;
    if !meta.is_file() {
        return Err(refuse("not a regular file: not read".into()));
    }
    if meta.len() > MAX_VARIANT_FILE {
        return Err(refuse(format!(
            "{} bytes, more than {MAX_VARIANT_FILE}: not read",
            meta.len()
        )));
    }
    std::fs::read_to_string(&real).map_err(|e| refuse(e.to_string()))
}

/// A variant file's text read into its fields, unchecked.
fn parse_file(file_name: &str, text: &str) -> Result<VariantFile, VariantError> {
    toml::from_str(text).map_err(|e| VariantError {
        file: file_name.to_owned(),
        line: e.span().map_or(1, |s| line_of(text, s.start)),
        field: field_from_toml_error(e.message(), text, e.span()),
        kind: VariantErrorKind::Toml(e.message().to_owned()),
    })
}

fn line_of(text: &str, offset: usize) -> usize {
    text[..offset.min(text.len())]
        .bytes()
        .filter(|&b| b == b'\n')
        .count()
        + 1
}

/// The field a toml error is about: named in backticks when it is missing or unknown
/// ("missing field `betza`"), else the key on the line of the error's span when there is one
/// (a value of the wrong type: `id = 3`), else `syntax`.
fn field_from_toml_error(
    message: &str,
    text: &str,
    span: Option<std::ops::Range<usize>>,
) -> String {
    if message.starts_with("missing field") || message.starts_with("unknown field") {
        if let Some(name) = message.split('`').nth(1) {
            return name.to_owned();
        }
    }
    let line_start = |at: usize| text[..at.min(text.len())].rfind('\n').map_or(0, |i| i + 1);
    let key = span.and_then(|s| {
        let start = line_start(s.start);
        let line = text[start..].lines().next().unwrap_or("");
        let (key, _) = line.split_once('=')?;
        let key = key.trim();
        let bare = !key.is_empty()
            && key
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-');
        bare.then(|| key.to_owned())
    });
    key.unwrap_or_else(|| "syntax".to_owned())
}

type At<'a> = dyn Fn(std::ops::Range<usize>, &str, VariantErrorKind) -> VariantError + 'a;

fn check(raw: VariantFile, at: &At<'_>) -> Result<Variant, VariantError> {
    let id = raw.id.get_ref().clone();
    let id_ok = !id.is_empty()
        && id.len() <= 40
        && id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
    if !id_ok {
        return Err(at(raw.id.span(), "id", VariantErrorKind::BadId));
    }
    if raw.name.get_ref().trim().is_empty() {
        return Err(at(raw.name.span(), "name", VariantErrorKind::EmptyName));
    }
    let geometry = Geometry::new(*raw.files.get_ref(), *raw.ranks.get_ref())
        .ok_or_else(|| at(raw.files.span(), "files", VariantErrorKind::BadBoard))?;
    // The board's holes are where the start position writes `*` (Omicron's corners).
    let geometry = geometry.with_holes(crate::fen_holes(raw.start.get_ref(), geometry));
    if raw.pieces.is_empty() || raw.pieces.len() > MAX_PIECE_KINDS {
        return Err(at(raw.id.span(), "piece", VariantErrorKind::PieceCount));
    }
    let mut pieces: Vec<PieceType> = Vec::new();
    for (i, p) in raw.pieces.iter().enumerate() {
        let field = |f: &str| format!("piece[{}].{f}", i + 1);
        let letter = single_letter(p.letter.get_ref())
            .filter(char::is_ascii_uppercase)
            .ok_or_else(|| {
                at(
                    p.letter.span(),
                    &field("letter"),
                    VariantErrorKind::BadLetter,
                )
            })?;
        if pieces.iter().any(|q| q.letter == letter) {
            return Err(at(
                p.letter.span(),
                &field("letter"),
                VariantErrorKind::LetterTwice { letter },
            ));
        }
        let atoms = betza::parse(p.betza.get_ref())
            .map_err(|e| at(p.betza.span(), &field("betza"), e.into()))?;
        pieces.push(PieceType {
            letter,
            name: p.name.clone(),
            betza: p.betza.get_ref().clone(),
            atoms,
            royal: p.royal,
            pseudo_royal: p.pseudo_royal,
            pawn: p.pawn,
            promotes_to: None,
            promoted_from: None,
            region: region(p, geometry, &field, at)?,
            zone_moves: zone_moves(p, geometry, &field, at)?,
            initial_ranks: match &p.initial_ranks {
                Some(list) => rank_list(list, geometry, &field("initial_ranks"), at)?,
                None => Vec::new(),
            },
            first_move_right: p.first_move_right,
            line_moves: palace::line_moves(p, raw.diagonal_lines.is_some(), &field, at)?,
            no_hop_over: 0,
        });
        let confined = p.region.as_ref().map(|r| (r.span(), "region"));
        let zoned = p.zone_moves.as_ref().map(|z| (z.span(), "zone_moves"));
        if let Some((span, name)) = confined.or(zoned) {
            let last = &pieces[pieces.len() - 1];
            let rides = last
                .atoms
                .iter()
                .chain(last.zone_moves.iter().flat_map(|z| &z.atoms))
                .any(Atom::is_rider);
            if rides {
                return Err(at(span, &field(name), VariantErrorKind::ConfinedRider));
            }
        }
    }
    // Shogi-style promotions, once every letter is known.
    for (i, p) in raw.pieces.iter().enumerate() {
        let Some(target) = &p.promotes_to else {
            continue;
        };
        let bad = || {
            at(
                target.span(),
                &format!("piece[{}].promotes_to", i + 1),
                VariantErrorKind::BadPromotesTo {
                    letter: target.get_ref().clone(),
                },
            )
        };
        let kind = single_letter(target.get_ref())
            .and_then(|c| pieces.iter().position(|q| q.letter == c))
            .filter(|&k| k != i && !pieces[k].royal && !pieces[k].pawn)
            .ok_or_else(bad)?;
        if pieces[i].pawn || pieces[kind].promoted_from.is_some() {
            return Err(bad());
        }
        pieces[i].promotes_to = Some(PieceKind::new(kind as u8));
        pieces[kind].promoted_from = Some(PieceKind::new(i as u8));
    }
    if let Some((i, _)) = pieces.iter().enumerate().find(|(_, p)| {
        p.promotes_to
            .is_some_and(|t| pieces[t.index()].promotes_to.is_some())
    }) {
        let target = raw.pieces[i]
            .promotes_to
            .as_ref()
            .map(|t| (t.span(), t.get_ref().clone()));
        let (span, letter) = target.unwrap_or_else(|| (raw.id.span(), String::new()));
        return Err(at(
            span,
            &format!("piece[{}].promotes_to", i + 1),
            VariantErrorKind::BadPromotesTo { letter },
        ));
    }
    let promotes_pieces = pieces.iter().any(|p| p.promotes_to.is_some());
    if promotes_pieces && raw.promotion.is_none() {
        let i = pieces
            .iter()
            .position(|p| p.promotes_to.is_some())
            .unwrap_or(0);
        let span = raw.pieces[i]
            .promotes_to
            .as_ref()
            .map_or(raw.id.span(), |t| t.span());
        return Err(at(
            span,
            &format!("piece[{}].promotes_to", i + 1),
            VariantErrorKind::PromotesWithoutZone,
        ));
    }
    // A rule about shogi-style promotion (`demotes`, `by_capture`, promoted drops) is on
    // only in a game where a piece promotes so.
    let promotion_rule = |flag: &Option<toml::Spanned<bool>>, rule: &str| match flag {
        Some(f) if *f.get_ref() && !promotes_pieces => Err(at(
            f.span(),
            rule,
            VariantErrorKind::PromotionRuleWithoutPromotesTo {
                rule: rule.to_string(),
            },
        )),
        Some(f) => Ok(*f.get_ref()),
        None => Ok(false),
    };
    if raw.promotion.as_ref().is_some_and(|p| p.in_place) && !pieces.iter().any(|p| p.pawn) {
        return Err(at(
            raw.id.span(),
            "promotion.in_place",
            VariantErrorKind::InPlaceWithoutPawn,
        ));
    }
    let royals = pieces.iter().filter(|p| p.royal).count();
    if royals > 1 {
        return Err(at(
            raw.id.span(),
            "piece",
            VariantErrorKind::SeveralRoyalKinds,
        ));
    }
    let win = match raw.rules.win {
        WinFile::Checkmate => WinCondition::Checkmate,
        WinFile::RoyalCapture => WinCondition::RoyalCapture,
        WinFile::None => WinCondition::None,
    };
    // A game has a royal piece exactly when it is won by it (`win = "none"`: antichess), or
    // pieces guarded like one (`pseudo_royal`: Spartan chess, Sho shogi).
    let pseudo_royals = raw.pieces.iter().any(|p| p.pseudo_royal);
    if royals == 0
        && win != WinCondition::None
        && !(pseudo_royals && win == WinCondition::Checkmate)
    {
        return Err(at(raw.id.span(), "piece", VariantErrorKind::NoRoyalKind));
    }
    if royals > 0 && win == WinCondition::None {
        return Err(at(
            raw.id.span(),
            "rules.win",
            VariantErrorKind::RoyalWithoutWin,
        ));
    }
    let kind_of = |letter: &str| {
        single_letter(letter).and_then(|c| {
            pieces
                .iter()
                .position(|p| p.letter == c.to_ascii_uppercase())
        })
    };
    // A list of piece letters as a set of kinds (bit k for kind k), each letter a piece of the
    // game that `allowed` accepts.
    let kind_mask = |list: &toml::Spanned<Vec<String>>,
                     field: &str,
                     allowed: &dyn Fn(usize) -> bool|
     -> Result<u32, VariantError> {
        let mut set = 0u32;
        for letter in list.get_ref() {
            let k = kind_of(letter).filter(|&k| allowed(k)).ok_or_else(|| {
                at(
                    list.span(),
                    field,
                    VariantErrorKind::NoSuchPiece {
                        letter: letter.clone(),
                    },
                )
            })?;
            set |= 1 << k;
        }
        Ok(set)
    };
    let file_of = |s: &toml::Spanned<String>, name: &str| {
        single_letter(s.get_ref())
            .filter(|c| c.is_ascii_lowercase() && (*c as u8 - b'a') < geometry.files())
            .map(|c| c as u8 - b'a')
            .ok_or_else(|| {
                at(
                    s.span(),
                    name,
                    VariantErrorKind::NotAFile {
                        text: s.get_ref().clone(),
                    },
                )
            })
    };
    let castling = match &raw.castling {
        None => None,
        Some(c) => {
            let letters = c.rook.get_ref().to_vec();
            if letters.is_empty() {
                return Err(at(
                    c.rook.span(),
                    "castling.rook",
                    VariantErrorKind::NoSuchPiece {
                        letter: String::new(),
                    },
                ));
            }
            let rooks = kind_mask(
                &toml::Spanned::new(c.rook.span(), letters),
                "castling.rook",
                &|k| !pieces[k].royal,
            )?;
            let rank = match &c.rank {
                None => 0,
                Some(r) => match *r.get_ref() {
                    n @ 1.. if n <= geometry.ranks() => n - 1,
                    _ => {
                        return Err(at(
                            r.span(),
                            "castling.rank",
                            VariantErrorKind::BadRank {
                                ranks: geometry.ranks(),
                            },
                        ));
                    }
                },
            };
            let king_file = file_of(&c.king_file, "castling.king_file")?;
            let king = match &c.king {
                Some(letter) => kind_of(letter.get_ref())
                    .filter(|&k| !pieces[k].pawn)
                    .ok_or_else(|| {
                        at(
                            letter.span(),
                            "castling.king",
                            VariantErrorKind::NoSuchPiece {
                                letter: letter.get_ref().clone(),
                            },
                        )
                    })?,
                None => pieces.iter().position(|p| p.royal).ok_or_else(|| {
                    at(
                        c.king_file.span(),
                        "castling.king",
                        VariantErrorKind::CastlingWithoutKing,
                    )
                })?,
            };
            let mut sides = [None, None];
            for (slot, (name, side)) in sides
                .iter_mut()
                .zip([("short", &c.short), ("long", &c.long)])
            {
                if let Some(s) = side {
                    let side = CastlingFiles {
                        rook_file: file_of(&s.rook_file, &format!("castling.{name}.rook_file"))?,
                        king_to: file_of(&s.king_to, &format!("castling.{name}.king_to"))?,
                        rook_to: file_of(&s.rook_to, &format!("castling.{name}.rook_to"))?,
                    };
                    if side.rook_file == king_file || side.king_to == side.rook_to {
                        return Err(at(
                            s.rook_file.span(),
                            &format!("castling.{name}"),
                            VariantErrorKind::CastlingSquaresOverlap,
                        ));
                    }
                    // King and rook go along their rank: a hole there blocks it for good.
                    let files = [king_file, side.rook_file, side.king_to, side.rook_to];
                    let lo = files.into_iter().fold(u8::MAX, u8::min);
                    let hi = files.into_iter().fold(0, u8::max);
                    let last = geometry.ranks() - 1;
                    let hole = (lo..=hi).find(|&f| {
                        geometry.is_hole(geometry.square(f, rank))
                            || geometry.is_hole(geometry.square(f, last - rank))
                    });
                    if let Some(f) = hole {
                        return Err(at(
                            s.rook_file.span(),
                            &format!("castling.{name}"),
                            VariantErrorKind::CastlingOverHole {
                                file: Geometry::file_char(f),
                            },
                        ));
                    }
                    *slot = Some(side);
                }
            }
            if c.chess960 {
                // The king and its partners may start anywhere on the rank: no hole there.
                let last = geometry.ranks() - 1;
                let hole = (0..geometry.files()).find(|&f| {
                    geometry.is_hole(geometry.square(f, rank))
                        || geometry.is_hole(geometry.square(f, last - rank))
                });
                if let Some(f) = hole {
                    return Err(at(
                        c.king_file.span(),
                        "castling.chess960",
                        VariantErrorKind::CastlingOverHole {
                            file: Geometry::file_char(f),
                        },
                    ));
                }
                if c.by_drops {
                    return Err(at(
                        c.king_file.span(),
                        "castling.chess960",
                        VariantErrorKind::Chess960ByDrops,
                    ));
                }
            }
            Some(Castling {
                king_file,
                king: PieceKind::new(king as u8),
                rooks,
                rank,
                sides,
                by_drops: c.by_drops,
                chess960: c.chess960,
            })
        }
    };
    let promotion = match &raw.promotion {
        None => Promotion {
            zone: 0,
            by_side: [Vec::new(), Vec::new()],
            mandatory: false,
            squares: [Vec::new(), Vec::new()],
            optional: false,
            limits: Vec::new(),
            demotes: false,
            by_capture: false,
            in_place: false,
        },
        Some(p) => {
            let (zone, squares) = promotion_zone(p, geometry, at)?;
            let read_choices = |list: &toml::Spanned<Vec<String>>, field: &'static str| {
                let mut choices = Vec::new();
                for letter in list.get_ref() {
                    let kind = kind_of(letter)
                        .filter(|&k| !pieces[k].royal && !pieces[k].pawn)
                        .ok_or_else(|| {
                            at(
                                list.span(),
                                field,
                                VariantErrorKind::BadPromotionPiece {
                                    letter: letter.clone(),
                                },
                            )
                        })?;
                    choices.push(PieceKind::new(kind as u8));
                }
                // A game whose pieces promote shogi-style needs no pawn choices (it may have
                // no pawns at all); pawns must have somewhere to go.
                if choices.is_empty() && (!promotes_pieces || pieces.iter().any(|p| p.pawn)) {
                    return Err(at(list.span(), field, VariantErrorKind::NoPromotionPiece));
                }
                Ok(choices)
            };
            let white = read_choices(&p.pieces, "promotion.pieces")?;
            let black = match &p.black_pieces {
                Some(list) => read_choices(list, "promotion.black_pieces")?,
                None => white.clone(),
            };
            let mandatory = p.mandatory.as_ref().is_some_and(|m| *m.get_ref());
            if let Some(m) = p
                .mandatory
                .as_ref()
                .filter(|_| mandatory && !promotes_pieces)
            {
                return Err(at(
                    m.span(),
                    "promotion.mandatory",
                    VariantErrorKind::MandatoryWithoutPromotesTo,
                ));
            }
            let limits = match &p.limits {
                None => Vec::new(),
                Some(table) => {
                    let mut limits = vec![0; pieces.len()];
                    for (letter, &count) in table.get_ref() {
                        let kind = kind_of(letter)
                            .filter(|&k| {
                                white
                                    .iter()
                                    .chain(&black)
                                    .any(|c| usize::from(c.get()) == k)
                            })
                            .ok_or_else(|| {
                                at(
                                    table.span(),
                                    "promotion.limits",
                                    VariantErrorKind::BadPromotionPiece {
                                        letter: letter.clone(),
                                    },
                                )
                            })?;
                        if count == 0 {
                            return Err(at(
                                table.span(),
                                "promotion.limits",
                                VariantErrorKind::BadLimit {
                                    letter: letter.clone(),
                                },
                            ));
                        }
                        limits[kind] = count;
                    }
                    limits
                }
            };
            Promotion {
                zone,
                by_side: [white, black],
                mandatory,
                squares,
                optional: p.optional,
                limits,
                demotes: promotion_rule(&p.demotes, "promotion.demotes")?,
                by_capture: promotion_rule(&p.by_capture, "promotion.by_capture")?,
                in_place: p.in_place,
            }
        }
    };
    let mut rotations = Vec::new();
    for t in &raw.transforms {
        let mut cycle = Vec::new();
        for name in t.rotate.get_ref() {
            let sq = geometry
                .parse_idx(name, 1)
                .map_err(|e| at(t.rotate.span(), "transform.rotate", e.into()))?;
            let sq = Square::new(sq);
            if cycle.contains(&sq) || rotations.iter().any(|c: &Vec<Square>| c.contains(&sq)) {
                return Err(at(
                    t.rotate.span(),
                    "transform.rotate",
                    VariantErrorKind::SquareTwice {
                        square: name.clone(),
                    },
                ));
            }
            cycle.push(sq);
        }
        if cycle.len() < 2 {
            return Err(at(
                t.rotate.span(),
                "transform.rotate",
                VariantErrorKind::ShortRotation,
            ));
        }
        rotations.push(cycle);
    }
    let r = &raw.rules;
    let square_list = |list: &Option<toml::Spanned<Vec<String>>>, field: &str| {
        let mut squares = Vec::new();
        let Some(list) = list else {
            return Ok(squares);
        };
        for name in list.get_ref() {
            let sq = geometry
                .parse_idx(name, 1)
                .map_err(|e| at(list.span(), field, e.into()))?;
            let sq = Square::new(sq);
            if squares.contains(&sq) {
                return Err(at(
                    list.span(),
                    field,
                    VariantErrorKind::SquareTwice {
                        square: name.clone(),
                    },
                ));
            }
            squares.push(sq);
        }
        Ok(squares)
    };
    let goal_squares = square_list(&r.goal_squares, "rules.goal_squares")?;
    let goal_squares_black = square_list(&r.goal_squares_black, "rules.goal_squares_black")?;
    if let Some(list) = &r.goal_squares_black {
        if goal_squares.is_empty() {
            return Err(at(
                list.span(),
                "rules.goal_squares_black",
                VariantErrorKind::NeedsGoalSquares,
            ));
        }
    }
    if win == WinCondition::None {
        let royal_rule = [
            (r.bare_king_loses, "rules.bare_king_loses"),
            (r.goal_reply, "rules.goal_reply"),
            // Goal squares without a royal piece count the pieces named.
            (
                r.goal_squares.is_some() && r.goal_pieces.is_none(),
                "rules.goal_squares",
            ),
            (r.checks_to_win > 0, "rules.checks_to_win"),
        ]
        .into_iter()
        .find(|&(set, _)| set);
        if let Some((_, field)) = royal_rule {
            return Err(at(raw.id.span(), field, VariantErrorKind::NeedsRoyal));
        }
    }
    // No check to forbid without check, and no reply to a goal without goal squares.
    if r.no_checks && win != WinCondition::Checkmate {
        return Err(at(
            raw.id.span(),
            "rules.no_checks",
            VariantErrorKind::NoChecksWithoutCheck,
        ));
    }
    if let Some(i) = raw.pieces.iter().position(|p| p.pseudo_royal) {
        if win != WinCondition::Checkmate || r.explosion.is_some() {
            return Err(at(
                raw.pieces[i].letter.span(),
                &format!("piece[{}].pseudo_royal", i + 1),
                VariantErrorKind::PseudoRoyalWithoutCheck,
            ));
        }
    }
    let pseudo_royal_check = match &r.pseudo_royal_check {
        None => PseudoRoyalCheck::Each,
        Some(check) => {
            if !pseudo_royals {
                return Err(at(
                    check.span(),
                    "rules.pseudo_royal_check",
                    VariantErrorKind::PseudoRoyalCheckWithoutPseudoRoyal,
                ));
            }
            let mode = match check.get_ref() {
                PseudoRoyalCheckFile::Each => PseudoRoyalCheck::Each,
                PseudoRoyalCheckFile::All => PseudoRoyalCheck::All,
                PseudoRoyalCheckFile::Last => PseudoRoyalCheck::Last,
            };
            if mode != PseudoRoyalCheck::Each && royals > 0 {
                return Err(at(
                    check.span(),
                    "rules.pseudo_royal_check",
                    VariantErrorKind::PseudoRoyalCheckWithRoyal,
                ));
            }
            mode
        }
    };
    if r.royal_optional && royals == 0 {
        return Err(at(
            raw.id.span(),
            "rules.royal_optional",
            VariantErrorKind::RoyalOptionalWithoutRoyal,
        ));
    }
    let en_passant_ranks = match &raw.en_passant_ranks {
        None => Vec::new(),
        Some(list) if !raw.en_passant => {
            return Err(at(
                list.span(),
                "en_passant_ranks",
                VariantErrorKind::EnPassantRanksWithoutEnPassant,
            ))
        }
        Some(list) => rank_list(list, geometry, "en_passant_ranks", at)?,
    };
    if !r.kings_may_face && win != WinCondition::Checkmate {
        return Err(at(
            raw.id.span(),
            "rules.kings_may_face",
            VariantErrorKind::KingsFaceWithoutCheck,
        ));
    }
    if r.perpetual_check_loses && (win != WinCondition::Checkmate || r.repetition == 0) {
        return Err(at(
            raw.id.span(),
            "rules.perpetual_check_loses",
            VariantErrorKind::PerpetualCheckWithoutRepetition,
        ));
    }
    let no_goal = r
        .goal_squares
        .as_ref()
        .is_none_or(|g| g.get_ref().is_empty());
    let mut goal_kinds = pieces.iter().position(|p| p.royal).map_or(0u32, |k| 1 << k);
    if let Some(list) = &r.goal_pieces {
        if no_goal {
            return Err(at(
                list.span(),
                "rules.goal_pieces",
                VariantErrorKind::NeedsGoalSquares,
            ));
        }
        goal_kinds = kind_mask(list, "rules.goal_pieces", &|_| true)?;
        if goal_kinds == 0 {
            return Err(at(
                list.span(),
                "rules.goal_pieces",
                VariantErrorKind::NoPiecesCounted,
            ));
        }
    }
    if r.goal_hold && no_goal {
        return Err(at(
            raw.id.span(),
            "rules.goal_hold",
            VariantErrorKind::NeedsGoalSquares,
        ));
    }
    if r.goal_safe && no_goal {
        return Err(at(
            raw.id.span(),
            "rules.goal_safe",
            VariantErrorKind::NeedsGoalSquares,
        ));
    }
    if r.goal_safe && (r.goal_hold || r.goal_reply) {
        return Err(at(
            raw.id.span(),
            "rules.goal_safe",
            VariantErrorKind::GoalSafeWithHoldOrReply,
        ));
    }
    if r.goal_reply
        && r.goal_squares
            .as_ref()
            .is_none_or(|g| g.get_ref().is_empty())
    {
        return Err(at(
            raw.id.span(),
            "rules.goal_reply",
            VariantErrorKind::GoalReplyWithoutGoal,
        ));
    }
    if matches!(r.checkmate, CheckmateFile::Loss) && win != WinCondition::Checkmate {
        return Err(at(
            raw.id.span(),
            "rules.checkmate",
            VariantErrorKind::MateRuleWithoutCheck,
        ));
    }
    let extinction = match &r.extinction {
        None => None,
        Some(e) => {
            let span = e.span();
            let e = e.get_ref();
            let letters = e.pieces.get_ref();
            let all = letters.iter().any(|l| l == "*");
            if letters.is_empty() {
                return Err(at(
                    span,
                    "rules.extinction.pieces",
                    VariantErrorKind::NoPiecesCounted,
                ));
            }
            // "*" counts every piece together, and then alone.
            let kinds = if letters.len() == 1 && all {
                0
            } else {
                kind_mask(&e.pieces, "rules.extinction.pieces", &|_| true)?
            };
            Some(Extinction {
                kinds,
                all,
                at_most: e.at_most,
                opponent_at_least: e.opponent_at_least,
                reply: e.reply,
                result: match e.result {
                    ExtinctionResultFile::Loss => ExtinctionResult::Loss,
                    ExtinctionResultFile::Win => ExtinctionResult::Win,
                    ExtinctionResultFile::Draw => ExtinctionResult::Draw,
                },
            })
        }
    };
    let (royal_right_lost_to, check_freezes_king, counting) =
        first_moves_and_counting(&raw, &pieces, castling.is_some(), &kind_mask, at)?;
    let no_hop_over = palace::no_hop_over(&raw, &pieces, &kind_mask, at)?;
    let (pass, bikjang, points) = palace::passing(&raw, win, &pieces, at)?;
    let diagonal_lines = palace::diagonal_lines(&raw, geometry, at)?;
    let mutually_immune = match &r.mutually_immune {
        Some(list) => kind_mask(list, "rules.mutually_immune", &|k| {
            !pieces[k].royal && !pieces[k].pseudo_royal
        })?,
        None => 0,
    };
    let mate = match &r.mate {
        None => None,
        Some(table) => {
            if win != WinCondition::Checkmate {
                return Err(at(
                    table.span(),
                    "rules.mate",
                    VariantErrorKind::MateRuleWithoutCheck,
                ));
            }
            let m = table.get_ref();
            let mask = |list: &Option<toml::Spanned<Vec<String>>>, field: &str| match list {
                Some(list) => kind_mask(list, field, &|_| true),
                None => Ok(0),
            };
            let not_alone = mask(&m.not_alone, "rules.mate.not_alone")?;
            let run_needs = mask(&m.run_needs, "rules.mate.run_needs")?;
            if not_alone == 0 && run_needs == 0 {
                return Err(at(
                    table.span(),
                    "rules.mate",
                    VariantErrorKind::NoPiecesCounted,
                ));
            }
            Some(MateConditions {
                not_alone,
                run_needs,
            })
        }
    };
    let explosion = match &r.explosion {
        None => None,
        Some(e) => {
            if raw.drops.is_some() || !rotations.is_empty() {
                return Err(at(
                    e.span(),
                    "rules.explosion",
                    VariantErrorKind::ExplosionCombined,
                ));
            }
            let spares = match &e.get_ref().spares {
                Some(list) => kind_mask(list, "rules.explosion.spares", &|_| true)?,
                None => 0,
            };
            let immune = match &e.get_ref().immune {
                Some(list) => kind_mask(list, "rules.explosion.immune", &|k| !pieces[k].royal)?,
                None => 0,
            };
            Some(Explosion { spares, immune })
        }
    };
    if r.checks_to_win > MAX_CHECKS_TO_WIN {
        return Err(at(
            raw.id.span(),
            "rules.checks_to_win",
            VariantErrorKind::BadChecksToWin,
        ));
    }
    let drops = match &raw.drops {
        None => None,
        Some(d) => {
            if !rotations.is_empty() {
                return Err(at(d.span(), "drops", VariantErrorKind::DropsWithTransforms));
            }
            if pieces.iter().all(|p| p.royal) {
                return Err(at(d.span(), "drops", VariantErrorKind::NothingToDrop));
            }
            let span = d.span();
            let d = d.get_ref();
            if d.gating && pieces.iter().any(|p| p.first_move_right) {
                return Err(at(
                    span,
                    "drops.gating",
                    VariantErrorKind::GatingWithFirstMoveRights,
                ));
            }
            let kinds = |list: &Option<toml::Spanned<Vec<String>>>, field: &str| match list {
                Some(list) => kind_mask(list, field, &|k| !pieces[k].royal),
                None => Ok(0),
            };
            Some(Drops {
                captures_to_hand: d.captures_to_hand,
                demote_promoted: d.demote_promoted,
                pawns_on_first_rank: d.pawns_on_first_rank,
                one_per_file: kinds(&d.one_per_file, "drops.one_per_file")?,
                per_file: match &d.per_file {
                    None => 1,
                    Some(n) if (1..=geometry.ranks()).contains(n.get_ref()) => *n.get_ref(),
                    Some(n) => {
                        return Err(at(
                            n.span(),
                            "drops.per_file",
                            VariantErrorKind::BadPerFile {
                                ranks: geometry.ranks(),
                            },
                        ))
                    }
                },
                drop_mate_loses: kinds(&d.drop_mate_loses, "drops.drop_mate_loses")?,
                promoted: promotion_rule(&d.promoted, "drops.promoted")?,
                must_drop: d.must_drop,
                opposite_colours: kinds(&d.opposite_colours, "drops.opposite_colours")?,
                first_rank_only: kinds(&d.first_rank_only, "drops.first_rank_only")?,
                gating: d.gating,
                plain_drops: match &d.plain_drops {
                    Some(p) if !*p.get_ref() && !d.gating => {
                        return Err(at(
                            p.span(),
                            "drops.plain_drops",
                            VariantErrorKind::HandWithNoWayIn,
                        ))
                    }
                    Some(p) => *p.get_ref(),
                    None => true,
                },
            })
        }
    };
    if r.repetition == 1 {
        return Err(at(
            raw.id.span(),
            "rules.repetition",
            VariantErrorKind::BadRepetition,
        ));
    }
    if let Some(c) = raw.castling.as_ref().filter(|c| c.by_drops) {
        if raw.drops.is_none() {
            return Err(at(
                c.king_file.span(),
                "castling.by_drops",
                VariantErrorKind::ByDropsWithoutDrops,
            ));
        }
    }
    let drop_squares = match &raw.drops {
        Some(d) => drop_squares(d.get_ref(), geometry, at)?,
        None => [Vec::new(), Vec::new()],
    };
    for (piece, mask) in pieces.iter_mut().zip(no_hop_over) {
        piece.no_hop_over = mask;
    }
    let variant = Variant {
        id,
        name: raw.name.get_ref().clone(),
        description: raw.description,
        geometry,
        first_rank_label: raw.first_rank_label,
        start_fen: raw.start.get_ref().clone(),
        pieces,
        castling,
        en_passant: raw.en_passant,
        en_passant_ranks,
        promotion,
        drops,
        drop_squares,
        rules: EndRules {
            win,
            stalemate: match r.stalemate {
                StalemateFile::Draw => StalemateRule::Draw,
                StalemateFile::Win => StalemateRule::Win,
                StalemateFile::Loss => StalemateRule::Loss,
            },
            checkmate: match r.checkmate {
                CheckmateFile::Win => CheckmateRule::Win,
                CheckmateFile::Loss => CheckmateRule::Loss,
            },
            extinction,
            explosion,
            mate,
            bare_king_loses: r.bare_king_loses,
            insufficient_material: r.insufficient_material,
            flag_needs_mating_material: r.flag_needs_mating_material,
            repetition: r.repetition,
            move_rule: r.move_rule,
            goal_squares,
            goal_squares_black,
            checks_to_win: r.checks_to_win,
            must_capture: r.must_capture,
            no_checks: r.no_checks,
            goal_reply: r.goal_reply,
            goal_kinds,
            goal_hold: r.goal_hold,
            goal_safe: r.goal_safe,
            kings_may_face: r.kings_may_face,
            perpetual_check_loses: r.perpetual_check_loses,
            royal_optional: r.royal_optional,
            pawn_moves_restart_count: r.pawn_moves_restart_count,
            pseudo_royal_check,
            no_stranded_pieces: r.no_stranded_pieces,
            royal_right_lost_to,
            check_freezes_king,
            counting,
            mutually_immune,
            pass,
            bikjang,
            points,
        },
        rotations,
        diagonal_lines,
        source: String::new(),
    };
    // The start position must be a valid position of the game itself.
    if let Err(e) = crate::AnyGame::check_start(&variant) {
        return Err(at(raw.start.span(), "start", e.into()));
    }
    Ok(variant)
}

type KindMask<'a> = dyn Fn(&toml::Spanned<Vec<String>>, &str, &dyn Fn(usize) -> bool) -> Result<u32, VariantError>
    + 'a;

/// Checks the pieces' first-move rights and the rules around them (Cambodian chess), the
/// frozen king in check (Makpong) and `[rules.counting]` (Makruk's family): what
/// `royal_right_lost_to`, `check_freezes_king` and `counting` of [`EndRules`] become.
fn first_moves_and_counting(
    raw: &VariantFile,
    pieces: &[PieceType],
    castles: bool,
    kind_mask: &KindMask<'_>,
    at: &At<'_>,
) -> Result<(u32, bool, Option<Counting>), VariantError> {
    let r = &raw.rules;
    for (i, p) in pieces.iter().enumerate() {
        if !p.first_move_right {
            continue;
        }
        let initial: Vec<&Atom> = p.atoms.iter().filter(|a| a.initial).collect();
        let fits = !p.pawn
            && !castles
            && raw.pieces[i].initial_ranks.is_none()
            && !initial.is_empty()
            && initial
                .iter()
                .all(|a| a.modality == crate::betza::Modality::MoveOnly);
        if !fits {
            return Err(at(
                raw.pieces[i].betza.span(),
                &format!("piece[{}].first_move_right", i + 1),
                VariantErrorKind::BadFirstMoveRight,
            ));
        }
    }
    let royal_checkmate =
        matches!(raw.rules.win, WinFile::Checkmate) && pieces.iter().any(|p| p.royal);
    let royal_right_lost_to = match &r.royal_right_lost_to {
        None => 0,
        Some(list) => {
            if !pieces.iter().any(|p| p.royal && p.first_move_right) {
                return Err(at(
                    list.span(),
                    "rules.royal_right_lost_to",
                    VariantErrorKind::RoyalRightWithoutRight,
                ));
            }
            kind_mask(list, "rules.royal_right_lost_to", &|_| true)?
        }
    };
    if r.check_freezes_king && !royal_checkmate {
        return Err(at(
            raw.id.span(),
            "rules.check_freezes_king",
            VariantErrorKind::NeedsCheckmateOfRoyal,
        ));
    }
    let counting = match &r.counting {
        None => None,
        Some(table) => {
            // A count follows the board's material: hands may only empty out (Sittuyin's
            // setup), never take captured pieces in.
            let refills = raw
                .drops
                .as_ref()
                .is_some_and(|d| d.get_ref().captures_to_hand);
            if !royal_checkmate || refills {
                return Err(at(
                    table.span(),
                    "rules.counting",
                    VariantErrorKind::NeedsCheckmateOfRoyal,
                ));
            }
            let c = table.get_ref();
            let role = |letter: &Option<toml::Spanned<String>>, field: &str| match letter {
                None => Ok(0),
                Some(l) => single_letter(l.get_ref())
                    .and_then(|c| pieces.iter().position(|p| p.letter == c))
                    .filter(|&k| !pieces[k].royal && !pieces[k].pawn)
                    .map(|k| 1u32 << k)
                    .ok_or_else(|| {
                        at(
                            l.span(),
                            field,
                            VariantErrorKind::NoSuchPiece {
                                letter: l.get_ref().clone(),
                            },
                        )
                    }),
            };
            Some(Counting {
                rule: match c.rule {
                    CountingRuleFile::Makruk => CountingRule::Makruk,
                    CountingRuleFile::Cambodian => CountingRule::Cambodian,
                    CountingRuleFile::Asean => CountingRule::Asean,
                },
                rook: role(&c.rook, "rules.counting.rook")?,
                khon: role(&c.khon, "rules.counting.khon")?,
                knight: role(&c.knight, "rules.counting.knight")?,
            })
        }
    };
    Ok((royal_right_lost_to, r.check_freezes_king, counting))
}

/// A list of ranks counted from a side's first (1..=ranks), without repeats.
fn rank_list(
    list: &toml::Spanned<Vec<u8>>,
    geometry: Geometry,
    field: &str,
    at: &At<'_>,
) -> Result<Vec<u8>, VariantError> {
    let mut out: Vec<u8> = Vec::new();
    for &rank in list.get_ref() {
        if rank == 0 || rank > geometry.ranks() {
            return Err(at(
                list.span(),
                field,
                VariantErrorKind::BadRank {
                    ranks: geometry.ranks(),
                },
            ));
        }
        if !out.contains(&rank) {
            out.push(rank);
        }
    }
    out.sort_unstable();
    Ok(out)
}

/// A piece's `region`: its squares and rectangles (`"d1-f3"`) in White's terms.
fn region(
    p: &file::PieceFile,
    geometry: Geometry,
    field: &dyn Fn(&str) -> String,
    at: &At<'_>,
) -> Result<Vec<Square>, VariantError> {
    match &p.region {
        None => Ok(Vec::new()),
        Some(list) => square_set(list, geometry, &field("region"), at),
    }
}

/// A list of squares and rectangles (`"d1-f3"`), sorted, each square once; at least one.
fn square_set(
    list: &toml::Spanned<Vec<String>>,
    geometry: Geometry,
    field: &str,
    at: &At<'_>,
) -> Result<Vec<Square>, VariantError> {
    let bad = |text: &str| {
        at(
            list.span(),
            field,
            VariantErrorKind::BadRegion {
                text: text.to_string(),
            },
        )
    };
    let mut squares = Vec::new();
    for entry in list.get_ref() {
        let (a, b) = entry.split_once('-').unwrap_or((entry, entry));
        let (Ok(a), Ok(b)) = (geometry.parse_idx(a, 1), geometry.parse_idx(b, 1)) else {
            return Err(bad(entry));
        };
        let (fa, fb) = (geometry.file_idx(a), geometry.file_idx(b));
        let (ra, rb) = (geometry.rank_idx(a), geometry.rank_idx(b));
        for rank in ra.min(rb)..=ra.max(rb) {
            for file in fa.min(fb)..=fa.max(fb) {
                let sq = Square::new(geometry.sq_at(file, rank));
                if !squares.contains(&sq) {
                    squares.push(sq);
                }
            }
        }
    }
    if squares.is_empty() {
        return Err(bad(""));
    }
    squares.sort_unstable();
    Ok(squares)
}

/// The promotion zone: `zone` ranks from each side's end, or the listed `squares` (White's;
/// Black's are `black_squares`, or White's seen from the other side). Returns the ranks (0
/// for squares) and each side's squares (empty for ranks).
fn promotion_zone(
    p: &file::PromotionFile,
    geometry: Geometry,
    at: &At<'_>,
) -> Result<(u8, [Vec<Square>; 2]), VariantError> {
    match (&p.zone, &p.squares) {
        (Some(z), None) => {
            let zone = *z.get_ref();
            if zone == 0 || zone > geometry.ranks() {
                return Err(at(
                    z.span(),
                    "promotion.zone",
                    VariantErrorKind::BadZone {
                        ranks: geometry.ranks(),
                    },
                ));
            }
            if let Some(b) = &p.black_squares {
                return Err(at(
                    b.span(),
                    "promotion.black_squares",
                    VariantErrorKind::BlackSquaresWithoutSquares,
                ));
            }
            Ok((zone, [Vec::new(), Vec::new()]))
        }
        (None, Some(list)) => {
            let white = square_set(list, geometry, "promotion.squares", at)?;
            let black = match &p.black_squares {
                Some(b) => square_set(b, geometry, "promotion.black_squares", at)?,
                None => mirrored(&white, geometry),
            };
            Ok((0, [white, black]))
        }
        (Some(z), Some(_)) => Err(at(
            z.span(),
            "promotion.zone",
            VariantErrorKind::ZoneAndSquares,
        )),
        (None, None) => Err(match &p.black_squares {
            Some(b) => at(
                b.span(),
                "promotion.black_squares",
                VariantErrorKind::BlackSquaresWithoutSquares,
            ),
            None => at(p.pieces.span(), "promotion.zone", VariantErrorKind::NoZone),
        }),
    }
}

/// Where each side may drop (`[drops] squares`, `black_squares`): White's list, and Black's
/// given or White's mirrored; both empty when the file does not limit drops.
fn drop_squares(
    d: &file::DropsFile,
    geometry: Geometry,
    at: &At<'_>,
) -> Result<[Vec<Square>; 2], VariantError> {
    let Some(list) = &d.squares else {
        if let Some(b) = &d.black_squares {
            return Err(at(
                b.span(),
                "drops.black_squares",
                VariantErrorKind::BlackSquaresWithoutSquares,
            ));
        }
        return Ok([Vec::new(), Vec::new()]);
    };
    let white = square_set(list, geometry, "drops.squares", at)?;
    let black = match &d.black_squares {
        Some(b) => square_set(b, geometry, "drops.black_squares", at)?,
        None => mirrored(&white, geometry),
    };
    Ok([white, black])
}

/// Squares seen from the other side: each on its file, the rank counted from the other end.
fn mirrored(squares: &[Square], geometry: Geometry) -> Vec<Square> {
    let last = geometry.ranks() - 1;
    let mut out: Vec<Square> = squares
        .iter()
        .map(|&sq| geometry.square(geometry.file_of(sq), last - geometry.rank_of(sq)))
        .collect();
    out.sort_unstable();
    out
}

/// A piece's `zone_moves`.
fn zone_moves(
    p: &file::PieceFile,
    geometry: Geometry,
    field: &dyn Fn(&str) -> String,
    at: &At<'_>,
) -> Result<Option<ZoneMoves>, VariantError> {
    let Some(z) = &p.zone_moves else {
        return Ok(None);
    };
    let z = z.get_ref();
    let ranks = *z.ranks.get_ref();
    if ranks == 0 || ranks > geometry.ranks() {
        return Err(at(
            z.ranks.span(),
            &field("zone_moves.ranks"),
            VariantErrorKind::BadZone {
                ranks: geometry.ranks(),
            },
        ));
    }
    let atoms = betza::parse(z.betza.get_ref())
        .map_err(|e| at(z.betza.span(), &field("zone_moves.betza"), e.into()))?;
    Ok(Some(ZoneMoves {
        ranks,
        betza: z.betza.get_ref().clone(),
        atoms,
    }))
}

fn single_letter(s: &str) -> Option<char> {
    let mut chars = s.chars();
    let c = chars.next()?;
    chars.next().is_none().then_some(c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtins_load() {
        for id in Variant::builtin_ids() {
            let text = Variant::builtin_source(id).unwrap();
            let v = Variant::from_toml(id, text).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(v.id, id);
        }
    }

    #[test]
    fn errors_name_file_line_and_field() {
        let text = Variant::builtin_source("chess")
            .unwrap()
            .replace("betza = \"N\"", "betza = \"Nx\"");
        let e = Variant::from_toml("my.toml", &text).unwrap_err();
        assert_eq!(e.file, "my.toml");
        assert!(e.field.ends_with(".betza"), "{e}");
        assert!(e.kind.to_string().contains("column 2"), "{e}");
        let line = text.lines().position(|l| l.contains("\"Nx\"")).unwrap() + 1;
        assert_eq!(e.line, line);

        let e = Variant::from_toml("x.toml", "id = \"x\"\nname = 3\n").unwrap_err();
        assert_eq!(e.line, 2, "{e}");
        let e = Variant::from_toml("x.toml", "id = \"x\"\n").unwrap_err();
        assert!(e.kind.to_string().contains("missing field"), "{e}");
        let bad_start = Variant::builtin_source("chess")
            .unwrap()
            .replace("PPPPPPPP/RNBQKBNR", "PPPPPPPP/RNBQXBNR");
        let e = Variant::from_toml("s.toml", &bad_start).unwrap_err();
        assert_eq!(e.field, "start");
    }
}
