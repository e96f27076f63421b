//! The TOML schema of a variant file, as read (unchecked). [`super::Variant::from_toml`] turns
//! it into a checked [`super::Variant`]. The format is documented in `docs/variants.md`.

use serde::Deserialize;
use toml::Spanned;

/// A variant file as written by its author.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct VariantFile {
    pub id: Spanned<String>,
    pub name: Spanned<String>,
    #[serde(default)]
    pub description: String,
    pub files: Spanned<u8>,
    pub ranks: Spanned<u8>,
    /// Label of the first rank in display notation (1 normally, 0 for Turkish Chess).
    #[serde(default = "one")]
    pub first_rank_label: i32,
    pub start: Spanned<String>,
    #[serde(rename = "piece")]
    pub pieces: Vec<PieceFile>,
    pub castling: Option<CastlingFile>,
    #[serde(default)]
    pub en_passant: bool,
    /// The ranks, counted from the side of the pawn that double-steps, a double step may pass
    /// over and still be taken en passant (Horde: 3); absent: every rank.
    #[serde(default)]
    pub en_passant_ranks: Option<Spanned<Vec<u8>>>,
    pub promotion: Option<PromotionFile>,
    /// Pieces in hand and drops (crazyhouse); absent: the game has no hands.
    pub drops: Option<Spanned<DropsFile>>,
    #[serde(default)]
    pub rules: RulesFile,
    #[serde(default, rename = "transform")]
    pub transforms: Vec<TransformFile>,
    /// The squares joined by the board's diagonal lines (janggi's palace diagonals), along
    /// which pieces make their `line_moves`.
    #[serde(default)]
    pub diagonal_lines: Option<Spanned<Vec<String>>>,
}

fn one() -> i32 {
    1
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PieceFile {
    pub letter: Spanned<String>,
    pub name: String,
    pub betza: Spanned<String>,
    #[serde(default)]
    pub royal: bool,
    /// Guarded like the royal piece, however many there are: it may never be left attacked,
    /// and an attack on it is check (coregal chess's queens).
    #[serde(default)]
    pub pseudo_royal: bool,
    /// Pawn semantics: no letter in SAN, resets the move-rule clock, promotes, en passant.
    #[serde(default)]
    pub pawn: bool,
    /// The letter of the piece this one may become in the promotion zone (shogi style).
    #[serde(default)]
    pub promotes_to: Option<Spanned<String>>,
    /// The only squares the piece may move to, in White's terms (`"d1-f3"` is a rectangle);
    /// Black's are the same seen from the other side (xiangqi's palace and river).
    #[serde(default)]
    pub region: Option<Spanned<Vec<String>>>,
    /// How the piece moves once it stands on its owner's last ranks (xiangqi's soldier across
    /// the river).
    #[serde(default)]
    pub zone_moves: Option<Spanned<ZoneMovesFile>>,
    /// The ranks, counted from the owner's side, where its `i` (initial) moves apply (Horde's
    /// pawns: 1 and 2); absent: the ranks it stands on in the start position.
    #[serde(default)]
    pub initial_ranks: Option<Spanned<Vec<u8>>>,
    /// Its `i` moves need a right of its own, written in the FEN's castling field by the file
    /// letter of its square and lost once it moves or is taken (Cambodian chess's king and
    /// met), instead of following the ranks it stands on.
    #[serde(default)]
    pub first_move_right: bool,
    /// Moves (Betza) the piece makes only along the board's `diagonal_lines`: from a square of
    /// them to another, over squares of them (janggi's palace diagonals).
    #[serde(default)]
    pub line_moves: Option<Spanned<String>>,
    /// Letters of the pieces it may not hop over nor capture (janggi's cannon: other cannons).
    #[serde(default)]
    pub no_hop_over: Option<Spanned<Vec<String>>>,
}

/// `zone_moves = { ranks = 5, betza = "fsW" }` of a piece.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ZoneMovesFile {
    /// How many of the owner's last ranks form the zone.
    pub ranks: Spanned<u8>,
    /// The piece's moves from a square of the zone, instead of its `betza`.
    pub betza: Spanned<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CastlingFile {
    pub king_file: Spanned<String>,
    /// Letter of the piece the king castles with, or a list of them (Perfect chess: the rook
    /// or the chancellor, whichever stands on the castling file).
    pub rook: Spanned<Letters>,
    /// The rank the king and rook castle on, counted from their owner's side (Shako: 2).
    #[serde(default)]
    pub rank: Option<Spanned<u8>>,
    /// Letter of the piece that castles as the king; default: the royal piece (giveaway's
    /// king is not royal).
    #[serde(default)]
    pub king: Option<Spanned<String>>,
    pub short: Option<CastlingSideFile>,
    pub long: Option<CastlingSideFile>,
    /// Dropping the king on its square, or a partner on its castling square beside the
    /// king, gives the castling right (Placement chess).
    #[serde(default)]
    pub by_drops: bool,
    /// The king and its partners may start on any files of the castling rank (Chess960):
    /// each castling right names its partner, and a new game starts from a random
    /// arrangement of the first rank.
    #[serde(default)]
    pub chess960: bool,
}

/// One piece letter (`"R"`) or a list of them (`["R", "C"]`).
#[derive(Debug, Deserialize)]
#[serde(untagged)]
pub enum Letters {
    One(String),
    Many(Vec<String>),
}

impl Letters {
    /// The letters, in order.
    pub fn to_vec(&self) -> Vec<String> {
        match self {
            Letters::One(l) => vec![l.clone()],
            Letters::Many(v) => v.clone(),
        }
    }
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CastlingSideFile {
    pub rook_file: Spanned<String>,
    pub king_to: Spanned<String>,
    pub rook_to: Spanned<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PromotionFile {
    /// How many of the owner's last ranks form the promotion zone.
    #[serde(default)]
    pub zone: Option<Spanned<u8>>,
    /// The zone as squares and rectangles (`"a5-a8"`) in White's terms, instead of `zone`
    /// ranks (Legan chess, Troitzky chess).
    #[serde(default)]
    pub squares: Option<Spanned<Vec<String>>>,
    /// Black's zone, when it is not White's seen from the other side (Legan chess).
    #[serde(default)]
    pub black_squares: Option<Spanned<Vec<String>>>,
    pub pieces: Spanned<Vec<String>>,
    /// Black's choices, when they differ from White's (`pieces`): Chigorin chess.
    #[serde(default)]
    pub black_pieces: Option<Spanned<Vec<String>>>,
    /// Pieces that promote shogi-style must on every move that may promote them (Euroshogi).
    #[serde(default)]
    pub mandatory: Option<Spanned<bool>>,
    /// A pawn in the zone may stay a pawn where it can still move on (Grand chess).
    #[serde(default)]
    pub optional: bool,
    /// The most of each kind a side may have for a pawn to become one (Grand chess: one queen,
    /// two rooks): letter → count.
    #[serde(default)]
    pub limits: Option<Spanned<std::collections::BTreeMap<String, u8>>>,
    /// A promoted piece turns back into what it was on the moves that could promote it
    /// (Kyoto shogi).
    #[serde(default)]
    pub demotes: Option<Spanned<bool>>,
    /// Pieces promote, and turn back, only by capturing (Micro shogi).
    #[serde(default)]
    pub by_capture: Option<Spanned<bool>>,
    /// A pawn promotes instead of moving, where it stands or a step of its new piece away
    /// (Sittuyin).
    #[serde(default)]
    pub in_place: bool,
}

/// The `[drops]` section: each side has a hand of pieces it may drop on empty squares.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DropsFile {
    /// A captured piece goes into the capturer's hand (crazyhouse); else only the pieces the
    /// start position's hands hold are ever dropped (pocket knight).
    #[serde(default = "yes")]
    pub captures_to_hand: bool,
    /// A captured piece that was promoted goes into the hand as a pawn (crazyhouse); else as
    /// what it became (loop chess).
    #[serde(default = "yes")]
    pub demote_promoted: bool,
    /// Pawns may be dropped on their side's first rank (chessgi).
    #[serde(default)]
    pub pawns_on_first_rank: bool,
    /// Letters of pieces never dropped on a file where their side has one of them (shogi's
    /// pawns).
    #[serde(default)]
    pub one_per_file: Option<Spanned<Vec<String>>>,
    /// How many of those a side may have on one file before it may not drop another there
    /// (default 1; tori shogi's swallows: 2).
    #[serde(default)]
    pub per_file: Option<Spanned<u8>>,
    /// Letters of pieces whose drop, when it checkmates, loses the game instead (shogi's
    /// pawns).
    #[serde(default)]
    pub drop_mate_loses: Option<Spanned<Vec<String>>>,
    /// A piece that promotes may be dropped as its promoted form too (Kyoto shogi).
    #[serde(default)]
    pub promoted: Option<Spanned<bool>>,
    /// A side with pieces in hand must drop one when it can (Placement chess's setup).
    #[serde(default)]
    pub must_drop: bool,
    /// Where pieces may be dropped, in White's terms (squares and rectangles, `"a1-h1"`);
    /// anywhere when absent.
    #[serde(default)]
    pub squares: Option<Spanned<Vec<String>>>,
    /// Black's drop squares, when they are not White's seen from the other side.
    #[serde(default)]
    pub black_squares: Option<Spanned<Vec<String>>>,
    /// Letters of pieces a side drops on squares of both colours (Placement chess's
    /// bishops): no drop may leave too few squares of a colour for the rest of them.
    #[serde(default)]
    pub opposite_colours: Option<Spanned<Vec<String>>>,
    /// Letters of pieces dropped only on their side's first rank (Sittuyin's rooks).
    #[serde(default)]
    pub first_rank_only: Option<Spanned<Vec<String>>>,
    /// A piece of the hand may enter on the first-rank square a piece leaves on its first
    /// move (S-chess's gating).
    #[serde(default)]
    pub gating: bool,
    /// Pieces of the hand may be dropped on empty squares (default true); false where they
    /// only enter by gating (S-chess).
    #[serde(default)]
    pub plain_drops: Option<Spanned<bool>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub enum WinFile {
    Checkmate,
    RoyalCapture,
    None,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub enum StalemateFile {
    Draw,
    Win,
    Loss,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub enum PseudoRoyalCheckFile {
    Each,
    All,
    Last,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub enum CheckmateFile {
    Win,
    Loss,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub enum ExtinctionResultFile {
    Loss,
    Win,
    Draw,
}

/// `[rules.extinction]`: a side left with too few pieces of a kind.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExtinctionFile {
    /// Letters of the kinds counted one by one, or `["*"]`: all the side's pieces together.
    pub pieces: Spanned<Vec<String>>,
    /// A side with at most this many of a counted kind (pieces in hand included) is extinct.
    #[serde(default)]
    pub at_most: u8,
    /// Only while the opponent has at least this many of that kind.
    #[serde(default)]
    pub opponent_at_least: u8,
    /// A side made extinct may answer: it loses at once only when the opponent has more than
    /// `opponent_at_least` of the kind (Shatranj's bare king).
    #[serde(default)]
    pub reply: bool,
    /// What extinction means for the extinct side.
    #[serde(default = "extinction_loss")]
    pub result: ExtinctionResultFile,
}

/// `[rules.mate]`: which checkmates count (Shatar).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MateFile {
    /// Letters of the kinds that may not mate alone: a mate given by them only loses for the
    /// side that gives it (Shatar's knight).
    #[serde(default)]
    pub not_alone: Option<Spanned<Vec<String>>>,
    /// Letters of the kinds one of which must have given check in the mating side's unbroken
    /// run of checks that ends in the mate; otherwise the mate is a draw (Shatar's shak).
    #[serde(default)]
    pub run_needs: Option<Spanned<Vec<String>>>,
}

/// `[rules.explosion]`: every capture explodes (atomic chess).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExplosionFile {
    /// Letters of the kinds that survive an explosion on a square next to them (atomic's
    /// pawns); the capturing and the captured piece never do.
    #[serde(default)]
    pub spares: Option<Spanned<Vec<String>>>,
    /// Letters of the kinds no explosion removes, not even one they set off by capturing
    /// (Atomar's kings).
    #[serde(default)]
    pub immune: Option<Spanned<Vec<String>>>,
}

fn extinction_loss() -> ExtinctionResultFile {
    ExtinctionResultFile::Loss
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RulesFile {
    #[serde(default = "checkmate")]
    pub win: WinFile,
    #[serde(default = "draw")]
    pub stalemate: StalemateFile,
    /// Who wins by checkmate: the mating side (`win`, the default) or the mated one (`loss`:
    /// losers).
    #[serde(default = "mate_wins")]
    pub checkmate: CheckmateFile,
    /// A side left without enough pieces of a kind (extinction chess, losers, codrus).
    #[serde(default)]
    pub extinction: Option<Spanned<ExtinctionFile>>,
    /// Captures explode (atomic chess).
    #[serde(default)]
    pub explosion: Option<Spanned<ExplosionFile>>,
    /// Which checkmates count, if not every one (Shatar).
    #[serde(default)]
    pub mate: Option<Spanned<MateFile>>,
    #[serde(default)]
    pub bare_king_loses: bool,
    #[serde(default = "yes")]
    pub insufficient_material: bool,
    #[serde(default = "yes")]
    pub flag_needs_mating_material: bool,
    #[serde(default = "three")]
    pub repetition: u8,
    #[serde(default = "hundred")]
    pub move_rule: u32,
    /// Squares where a side's royal piece wins the game for it at once (King of the Hill's
    /// centre).
    #[serde(default)]
    pub goal_squares: Option<Spanned<Vec<String>>>,
    /// Black's goal squares when they differ from White's (`goal_squares` is then White's):
    /// Breakthrough, where each side races to the other's first rank.
    #[serde(default)]
    pub goal_squares_black: Option<Spanned<Vec<String>>>,
    /// The checks a side must give to win (Three-check: 3); 0: checks are not counted.
    #[serde(default)]
    pub checks_to_win: u8,
    /// No piece may move (without promoting) or be dropped onto a square from which it could
    /// never move again (shogi's pawns and knights on the last ranks).
    #[serde(default)]
    pub no_stranded_pieces: bool,
    /// A side that can capture must (antichess).
    #[serde(default)]
    pub must_capture: bool,
    /// No move may give check (racing kings).
    #[serde(default)]
    pub no_checks: bool,
    /// White reaching a goal square first lets Black reply (racing kings).
    #[serde(default)]
    pub goal_reply: bool,
    /// Letters of the pieces whose arrival on a goal square counts (default: the royal one).
    #[serde(default)]
    pub goal_pieces: Option<Spanned<Vec<String>>>,
    /// A piece on a goal square wins when it is still there at its side's next turn (Jeson
    /// Mor: the opponent has one move to take it).
    #[serde(default)]
    pub goal_hold: bool,
    /// A piece on a goal square wins only while no enemy piece attacks it (Dobutsu shogi's
    /// lion: one that can be taken at once has not arrived yet).
    #[serde(default)]
    pub goal_safe: bool,
    /// Whether the two royal pieces may stand on one file with nothing between them (false in
    /// xiangqi: the flying general).
    #[serde(default = "yes")]
    pub kings_may_face: bool,
    /// At the repetition that ends the game, a side that gave check with every one of its
    /// moves since the position's first time loses (xiangqi, shogi); both sides so: a draw.
    #[serde(default)]
    pub perpetual_check_loses: bool,
    /// A side may play without its royal piece: it is never in check (Horde's White, beaten
    /// by extinction instead).
    #[serde(default)]
    pub royal_optional: bool,
    /// A pawn's move that takes nothing restarts the move rule's count (false in Pawnback,
    /// where a pawn may step back and so undo its move).
    #[serde(default = "yes")]
    pub pawn_moves_restart_count: bool,
    /// When a side's pseudo-royal pieces are in check: `each` (an attack on any of them),
    /// `all` (only when every one is attacked: Spartan chess's duple check) or `last` (only
    /// the side's last one: Sho shogi's king and crown prince).
    #[serde(default)]
    pub pseudo_royal_check: Option<Spanned<PseudoRoyalCheckFile>>,
    /// Letters of the kinds whose move ending on the enemy royal piece's rank or file, whatever
    /// stands between, takes away that royal piece's first-move right (Cambodian chess's rooks).
    #[serde(default)]
    pub royal_right_lost_to: Option<Spanned<Vec<String>>>,
    /// A royal piece in check may not step away: it may only take the piece that gives check,
    /// when only one does (Makpong).
    #[serde(default)]
    pub check_freezes_king: bool,
    /// Letters of the kinds that may not capture a piece of their own kind (Atomar's kings).
    #[serde(default)]
    pub mutually_immune: Option<Spanned<Vec<String>>>,
    /// The counting rules of Makruk and its family: once the game comes down to few pieces, the
    /// stronger side must mate within a count of moves or the game is drawn.
    #[serde(default)]
    pub counting: Option<Spanned<CountingFile>>,
    /// A side may pass instead of moving, when not in check (janggi).
    #[serde(default)]
    pub pass: bool,
    /// Janggi's bikjang: the royal pieces may face each other; the side whose royal piece
    /// faces the other's must end it or pass, and passing then ends the game.
    #[serde(default)]
    pub bikjang: bool,
    /// Points that decide a game ended by repetition, the move rule, two passes in a row or a
    /// bikjang (janggi's count of material).
    #[serde(default)]
    pub points: Option<Spanned<PointsFile>>,
}

/// `[rules.points]`: each piece's points, and the second player's bonus.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PointsFile {
    /// Points per piece letter; a piece not listed counts nothing.
    pub values: Spanned<std::collections::BTreeMap<String, u16>>,
    /// Points Black gets on top of its pieces' (janggi's 1.5 for Han), in halves.
    #[serde(default)]
    pub black_bonus: Option<Spanned<f64>>,
}

/// `[rules.counting]`: which counting rules, and which kinds play the roles they name.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CountingFile {
    /// `makruk`, `cambodian` or `asean`.
    pub rule: CountingRuleFile,
    /// The letter of the rook, whose number sets the shortest counts.
    #[serde(default)]
    pub rook: Option<Spanned<String>>,
    /// The letter of the khon (Makruk's silver general, ASEAN chess's bishop).
    #[serde(default)]
    pub khon: Option<Spanned<String>>,
    /// The letter of the knight.
    #[serde(default)]
    pub knight: Option<Spanned<String>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub enum CountingRuleFile {
    Makruk,
    Cambodian,
    Asean,
}

impl Default for RulesFile {
    fn default() -> Self {
        RulesFile {
            win: WinFile::Checkmate,
            stalemate: StalemateFile::Draw,
            checkmate: CheckmateFile::Win,
            extinction: None,
            explosion: None,
            mate: None,
            bare_king_loses: false,
            insufficient_material: true,
            flag_needs_mating_material: true,
            repetition: 3,
            move_rule: 100,
            goal_squares: None,
            goal_squares_black: None,
            checks_to_win: 0,
            no_stranded_pieces: false,
            must_capture: false,
            no_checks: false,
            goal_reply: false,
            goal_pieces: None,
            goal_hold: false,
            goal_safe: false,
            kings_may_face: true,
            perpetual_check_loses: false,
            royal_optional: false,
            pawn_moves_restart_count: true,
            pseudo_royal_check: None,
            royal_right_lost_to: None,
            check_freezes_king: false,
            mutually_immune: None,
            counting: None,
            pass: false,
            bikjang: false,
            points: None,
        }
    }
}

fn checkmate() -> WinFile {
    WinFile::Checkmate
}
fn draw() -> StalemateFile {
    StalemateFile::Draw
}
fn mate_wins() -> CheckmateFile {
    CheckmateFile::Win
}
fn yes() -> bool {
    true
}
fn three() -> u8 {
    3
}
fn hundred() -> u32 {
    100
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TransformFile {
    /// Squares whose contents move one step along the list after every move (the last to the
    /// first): `["e4", "d4", "d5", "e5"]` moves e4 to d4, d4 to d5, d5 to e5 and e5 to e4.
    pub rotate: Spanned<Vec<String>>,
}
