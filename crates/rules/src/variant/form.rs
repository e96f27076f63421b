//! A variant file as a form: every field of the file as plain values, read from a file's text
//! without the rules' checks and written back as text. The variant designer edits one (its
//! fields and the file text stay in step through it); the importers write their files through
//! it too, so every file Turnpan writes has one layout. Whether a form is a game is still
//! decided by [`super::Variant::from_toml`] on the text it writes.

use std::fmt::Write;

use serde::{Deserialize, Serialize};

use super::file::{
    CheckmateFile, CountingRuleFile, ExtinctionResultFile, PseudoRoyalCheckFile, StalemateFile,
    VariantFile, WinFile,
};
use super::VariantError;

/// A whole variant file, field by field (names as in the file: docs/variants.md).
///
/// ```
/// use turnpan_rules::{Variant, VariantForm};
/// let chess = Variant::builtin_source("chess").unwrap();
/// let mut form = VariantForm::read("chess.toml", chess).unwrap();
/// assert_eq!(form.pieces.len(), 6);
/// form.id = "my-chess".into();
/// form.files = 10;
/// let text = form.to_toml();
/// let again = VariantForm::read("x.toml", &text).unwrap();
/// assert_eq!(again, form);
/// // The board is now 10 files wide but the start position is 8: the rules say so.
/// assert_eq!(Variant::from_toml("x.toml", &text).unwrap_err().field, "start");
/// ```
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct VariantForm {
    /// Comment lines at the top of the file, without their `# `.
    #[serde(default)]
    pub comments: Vec<String>,
    pub id: String,
    pub name: String,
    #[serde(default)]
    pub description: String,
    pub files: u8,
    pub ranks: u8,
    /// The label of the first rank (1; Turkish Chess 0).
    #[serde(default = "one")]
    pub first_rank_label: i32,
    pub start: String,
    #[serde(default)]
    pub en_passant: bool,
    /// The ranks a double step may pass over and still be taken en passant, counted from the
    /// stepping side (Horde: `[3]`); empty: every rank.
    #[serde(default)]
    pub en_passant_ranks: Vec<u8>,
    pub pieces: Vec<FormPiece>,
    #[serde(default)]
    pub castling: Option<FormCastling>,
    #[serde(default)]
    pub promotion: Option<FormPromotion>,
    /// The `[drops]` table; `None`: no hands.
    #[serde(default)]
    pub drops: Option<FormDrops>,
    #[serde(default)]
    pub rules: FormRules,
    /// Each rotation's squares (`["e4", "d4", "d5", "e5"]`).
    #[serde(default)]
    pub transforms: Vec<Vec<String>>,
    /// The squares joined by the board's diagonal lines (janggi's palaces); empty: none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub diagonal_lines: Vec<String>,
}

fn one() -> i32 {
    1
}

/// One `[[piece]]`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FormPiece {
    /// White's FEN letter.
    pub letter: String,
    pub name: String,
    pub betza: String,
    #[serde(default)]
    pub royal: bool,
    /// Guarded like the royal piece, however many there are (coregal chess's queens).
    #[serde(default)]
    pub pseudo_royal: bool,
    #[serde(default)]
    pub pawn: bool,
    /// The letter of the piece it may become in the promotion zone (shogi style).
    #[serde(default)]
    pub promotes_to: Option<String>,
    /// Squares and rectangles (`"d1-f3"`) it may move to, in White's terms; empty: anywhere.
    #[serde(default)]
    pub region: Vec<String>,
    /// Its moves from its owner's last ranks; `None`: its `betza` everywhere.
    #[serde(default)]
    pub zone_moves: Option<FormZoneMoves>,
    /// The ranks, from the owner's side, where its `i` moves apply; empty: its start ranks.
    #[serde(default)]
    pub initial_ranks: Vec<u8>,
    /// Its `i` moves follow a first-move right of its own (Cambodian chess's king and met).
    #[serde(default, skip_serializing_if = "is_no")]
    pub first_move_right: bool,
    /// Its moves along the board's diagonal lines, in Betza; `None`: none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub line_moves: Option<String>,
    /// Letters of the pieces it may not hop over nor take (janggi's cannon).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub no_hop_over: Vec<String>,
}

/// A piece's `zone_moves`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FormZoneMoves {
    /// How many of the owner's last ranks.
    pub ranks: u8,
    /// The moves there, in Betza.
    pub betza: String,
}

/// The `[castling]` table; files by their letters (`"e"`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FormCastling {
    pub king_file: String,
    /// The letter of the piece the king castles with.
    pub rook: String,
    /// Other pieces that castle as the rook does, from the same files (Perfect chess's
    /// chancellor); the file writes them with `rook` as one list.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub more_rooks: Vec<String>,
    /// The rank of the castling, counted from the owner's side (1 but in Shako: 2).
    #[serde(default = "first_rank", skip_serializing_if = "is_first_rank")]
    pub rank: u8,
    /// The letter of the piece that castles as the king when it is not the royal piece.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub king: Option<String>,
    #[serde(default)]
    pub short: Option<FormSide>,
    #[serde(default)]
    pub long: Option<FormSide>,
    /// Drops of the king or a partner onto their squares give the right (Placement chess).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub by_drops: bool,
    /// The king and its partners may start on any files of the castling rank (Chess960).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub chess960: bool,
}

/// One castling side.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FormSide {
    pub rook_file: String,
    pub king_to: String,
    pub rook_to: String,
}

/// The `[promotion]` table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FormPromotion {
    /// Ranks from each side's end; 0 when `squares` give the zone.
    #[serde(default)]
    pub zone: u8,
    /// The zone's squares and rectangles in White's terms (Legan chess); absent for ranks.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub squares: Option<Vec<String>>,
    /// Black's zone when it is not White's seen from the other side; absent otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub black_squares: Option<Vec<String>>,
    pub pieces: Vec<String>,
    /// Black's choices when they differ from White's (Chigorin chess); absent otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub black_pieces: Option<Vec<String>>,
    /// Shogi-style promotion is never optional (Euroshogi).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub mandatory: bool,
    /// A pawn may stay a pawn in the zone where it can still move on (Grand chess).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub optional: bool,
    /// The most of each kind a side may have for a pawn to become one (letter → count).
    #[serde(default, skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub limits: std::collections::BTreeMap<String, u8>,
    /// A promoted piece turns back on the moves that could promote it (Kyoto shogi).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub demotes: bool,
    /// Pieces promote, and turn back, only by capturing (Micro shogi).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub by_capture: bool,
    /// A pawn promotes instead of moving (Sittuyin).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub in_place: bool,
}

/// The `[drops]` table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FormDrops {
    pub captures_to_hand: bool,
    pub demote_promoted: bool,
    pub pawns_on_first_rank: bool,
    /// Letters never dropped on a file holding `per_file` of their side's (shogi's pawns).
    #[serde(default)]
    pub one_per_file: Vec<String>,
    /// How many of those a side may have on a file (1; tori shogi's swallows: 2).
    #[serde(default = "one_u8")]
    pub per_file: u8,
    /// Letters whose mating drop loses (shogi's pawns).
    #[serde(default)]
    pub drop_mate_loses: Vec<String>,
    /// A piece that promotes may be dropped as its promoted form too (Kyoto shogi).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub promoted: bool,
    /// A side with pieces in hand must drop one when it can (Placement chess).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub must_drop: bool,
    /// A piece of the hand may enter where a first-rank piece first moves from (S-chess).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub gating: bool,
    /// Pieces of the hand may be dropped on empty squares (false: only through gates).
    #[serde(default = "yes", skip_serializing_if = "is_yes")]
    pub plain_drops: bool,
    /// Where pieces may be dropped, in White's terms; absent: anywhere.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub squares: Option<Vec<String>>,
    /// Black's drop squares when they are not White's seen from the other side.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub black_squares: Option<Vec<String>>,
    /// Letters dropped on squares of both colours (Placement chess's bishops).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub opposite_colours: Vec<String>,
    /// Letters dropped only on their side's first rank (Sittuyin's rooks).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub first_rank_only: Vec<String>,
}

/// The `[rules]` table, with the file's words for `win` and `stalemate`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FormRules {
    /// `checkmate`, `royal-capture` or `none`.
    pub win: String,
    /// `draw`, `win` or `loss`.
    pub stalemate: String,
    /// `win` (the mating side wins) or `loss` (the mated side wins: losers).
    #[serde(default = "mate_wins")]
    pub checkmate: String,
    /// The `[rules.extinction]` table; `None`: no extinction rule.
    #[serde(default)]
    pub extinction: Option<FormExtinction>,
    /// The `[rules.explosion]` table; `None`: captures do not explode.
    #[serde(default)]
    pub explosion: Option<FormExplosion>,
    /// The `[rules.mate]` table; `None`: every checkmate wins.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mate: Option<FormMate>,
    pub bare_king_loses: bool,
    pub insufficient_material: bool,
    pub flag_needs_mating_material: bool,
    pub repetition: u8,
    pub move_rule: u32,
    /// Squares where a side's royal piece wins at once (empty: none).
    #[serde(default)]
    pub goal_squares: Vec<String>,
    /// Black's goal squares when they differ from White's (empty: the same).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub goal_squares_black: Vec<String>,
    /// The checks a side must give to win (0: not counted).
    #[serde(default)]
    pub checks_to_win: u8,
    /// No piece may move or be dropped where it could never move again.
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
    /// Letters of the pieces whose arrival counts (empty: the royal piece).
    #[serde(default)]
    pub goal_pieces: Vec<String>,
    /// A piece on a goal square wins when still there at its side's next turn (Jeson Mor).
    #[serde(default)]
    pub goal_hold: bool,
    /// A piece on a goal square wins only while unattacked (Dobutsu shogi).
    #[serde(default, skip_serializing_if = "is_no")]
    pub goal_safe: bool,
    /// Whether the royal pieces may face each other on an open file (false: xiangqi).
    #[serde(default = "yes")]
    pub kings_may_face: bool,
    /// Checking with every move through a repetition loses (xiangqi, shogi).
    #[serde(default, skip_serializing_if = "is_no")]
    pub perpetual_check_loses: bool,
    /// A side may have no royal piece (Horde's White).
    #[serde(default)]
    pub royal_optional: bool,
    /// A pawn's quiet move restarts the move rule's count (false: Pawnback).
    #[serde(default = "yes", skip_serializing_if = "is_yes")]
    pub pawn_moves_restart_count: bool,
    /// When pseudo-royal pieces are in check: `each` (default), `all` or `last`.
    #[serde(default = "each", skip_serializing_if = "is_each")]
    pub pseudo_royal_check: String,
    /// Letters of the kinds that take the enemy royal piece's first-move right away by
    /// ending a move on its rank or file (Cambodian chess's rook).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub royal_right_lost_to: Vec<String>,
    /// A royal piece in check stays, or takes its only checker (Makpong).
    #[serde(default, skip_serializing_if = "is_no")]
    pub check_freezes_king: bool,
    /// Letters of the kinds that may not capture their own kind (Atomar's kings).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub mutually_immune: Vec<String>,
    /// The `[rules.counting]` table; `None`: no counting (Makruk's family has it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub counting: Option<FormCounting>,
    /// A side not in check may pass (janggi).
    #[serde(default, skip_serializing_if = "is_no")]
    pub pass: bool,
    /// Janggi's bikjang: the side whose royal piece faces the other's must end it or pass.
    #[serde(default, skip_serializing_if = "is_no")]
    pub bikjang: bool,
    /// The `[rules.points]` table; `None`: games end drawn where the rules stop them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub points: Option<FormPoints>,
}

fn first_rank() -> u8 {
    1
}

#[allow(clippy::trivially_copy_pass_by_ref)] // serde's skip_serializing_if passes a reference
fn is_first_rank(rank: &u8) -> bool {
    *rank == 1
}

#[allow(clippy::trivially_copy_pass_by_ref)] // serde's skip_serializing_if passes a reference
fn is_yes(value: &bool) -> bool {
    *value
}

#[allow(clippy::trivially_copy_pass_by_ref)] // serde's skip_serializing_if passes a reference
fn is_no(value: &bool) -> bool {
    !*value
}

fn yes() -> bool {
    true
}

fn each() -> String {
    "each".into()
}

#[allow(clippy::ptr_arg)] // serde's skip_serializing_if passes a reference to the field
fn is_each(value: &String) -> bool {
    value == "each"
}

fn one_u8() -> u8 {
    1
}

fn mate_wins() -> String {
    "win".into()
}

/// The `[rules.extinction]` table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FormExtinction {
    /// Letters of the kinds counted one by one, or `["*"]`: all pieces together.
    pub pieces: Vec<String>,
    #[serde(default)]
    pub at_most: u8,
    #[serde(default)]
    pub opponent_at_least: u8,
    #[serde(default)]
    pub reply: bool,
    /// `loss` (the extinct side loses) or `win`.
    pub result: String,
}

/// The `[rules.mate]` table: which checkmates count (Shatar).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FormMate {
    /// Letters of the kinds that may not mate alone.
    #[serde(default)]
    pub not_alone: Vec<String>,
    /// Letters of the kinds of which one must have checked in the run that ends in mate.
    #[serde(default)]
    pub run_needs: Vec<String>,
}

/// The `[rules.counting]` table: which of Makruk's counting rules, and the letters of the
/// kinds in the roles they name (empty: no such kind).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FormCounting {
    /// `makruk`, `cambodian` or `asean`.
    pub rule: String,
    #[serde(default)]
    pub rook: String,
    #[serde(default)]
    pub khon: String,
    #[serde(default)]
    pub knight: String,
}

/// The `[rules.points]` table.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FormPoints {
    /// Points per piece letter.
    pub values: std::collections::BTreeMap<String, u16>,
    /// Black's bonus on top (janggi: 1.5).
    #[serde(default)]
    pub black_bonus: f64,
}

/// The `[rules.explosion]` table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FormExplosion {
    /// Letters of the kinds an explosion next to them spares.
    #[serde(default)]
    pub spares: Vec<String>,
    /// Letters of the kinds no explosion removes, even as the capturer (Atomar's kings).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub immune: Vec<String>,
}

impl Default for FormRules {
    fn default() -> Self {
        FormRules {
            win: "checkmate".into(),
            stalemate: "draw".into(),
            checkmate: mate_wins(),
            extinction: None,
            explosion: None,
            mate: None,
            bare_king_loses: false,
            insufficient_material: true,
            flag_needs_mating_material: true,
            repetition: 3,
            move_rule: 100,
            goal_squares: Vec::new(),
            goal_squares_black: Vec::new(),
            checks_to_win: 0,
            no_stranded_pieces: false,
            must_capture: false,
            no_checks: false,
            goal_reply: false,
            goal_pieces: Vec::new(),
            goal_hold: false,
            goal_safe: false,
            kings_may_face: true,
            perpetual_check_loses: false,
            royal_optional: false,
            pawn_moves_restart_count: true,
            pseudo_royal_check: each(),
            royal_right_lost_to: Vec::new(),
            check_freezes_king: false,
            mutually_immune: Vec::new(),
            counting: None,
            pass: false,
            bikjang: false,
            points: None,
        }
    }
}

impl VariantForm {
    /// Reads a variant file's fields. Only the file's shape is checked (TOML, the fields and
    /// their types): a form may hold a game the rules refuse, which is what a designer edits.
    ///
    /// # Errors
    /// The file's line and field when the text is not a variant file's shape.
    pub fn read(file_name: &str, text: &str) -> Result<VariantForm, VariantError> {
        let raw = super::parse_file(file_name, text)?;
        Ok(VariantForm::from_file(raw, leading_comments(text)))
    }

    fn from_file(raw: VariantFile, comments: Vec<String>) -> VariantForm {
        let rules = raw.rules;
        VariantForm {
            comments,
            id: raw.id.into_inner(),
            name: raw.name.into_inner(),
            description: raw.description,
            files: raw.files.into_inner(),
            ranks: raw.ranks.into_inner(),
            first_rank_label: raw.first_rank_label,
            start: raw.start.into_inner(),
            en_passant: raw.en_passant,
            en_passant_ranks: raw
                .en_passant_ranks
                .map(toml::Spanned::into_inner)
                .unwrap_or_default(),
            pieces: raw
                .pieces
                .into_iter()
                .map(|p| FormPiece {
                    letter: p.letter.into_inner(),
                    name: p.name,
                    betza: p.betza.into_inner(),
                    royal: p.royal,
                    pseudo_royal: p.pseudo_royal,
                    pawn: p.pawn,
                    promotes_to: p.promotes_to.map(toml::Spanned::into_inner),
                    region: p.region.map(toml::Spanned::into_inner).unwrap_or_default(),
                    zone_moves: p.zone_moves.map(|z| {
                        let z = z.into_inner();
                        FormZoneMoves {
                            ranks: z.ranks.into_inner(),
                            betza: z.betza.into_inner(),
                        }
                    }),
                    initial_ranks: p
                        .initial_ranks
                        .map(toml::Spanned::into_inner)
                        .unwrap_or_default(),
                    first_move_right: p.first_move_right,
                    line_moves: p.line_moves.map(toml::Spanned::into_inner),
                    no_hop_over: p
                        .no_hop_over
                        .map(toml::Spanned::into_inner)
                        .unwrap_or_default(),
                })
                .collect(),
            castling: raw.castling.map(|c| {
                let mut rooks = c.rook.into_inner().to_vec().into_iter();
                FormCastling {
                    king_file: c.king_file.into_inner(),
                    rook: rooks.next().unwrap_or_default(),
                    more_rooks: rooks.collect(),
                    rank: c.rank.map_or(1, toml::Spanned::into_inner),
                    king: c.king.map(toml::Spanned::into_inner),
                    short: c.short.map(side),
                    long: c.long.map(side),
                    by_drops: c.by_drops,
                    chess960: c.chess960,
                }
            }),
            promotion: raw.promotion.map(|p| FormPromotion {
                zone: p.zone.map_or(0, toml::Spanned::into_inner),
                squares: p.squares.map(toml::Spanned::into_inner),
                black_squares: p.black_squares.map(toml::Spanned::into_inner),
                pieces: p.pieces.into_inner(),
                black_pieces: p.black_pieces.map(toml::Spanned::into_inner),
                mandatory: p.mandatory.is_some_and(toml::Spanned::into_inner),
                optional: p.optional,
                limits: p.limits.map(toml::Spanned::into_inner).unwrap_or_default(),
                demotes: p.demotes.is_some_and(toml::Spanned::into_inner),
                by_capture: p.by_capture.is_some_and(toml::Spanned::into_inner),
                in_place: p.in_place,
            }),
            drops: raw.drops.map(|d| {
                let d = d.into_inner();
                FormDrops {
                    captures_to_hand: d.captures_to_hand,
                    demote_promoted: d.demote_promoted,
                    pawns_on_first_rank: d.pawns_on_first_rank,
                    one_per_file: d
                        .one_per_file
                        .map(toml::Spanned::into_inner)
                        .unwrap_or_default(),
                    per_file: d.per_file.map_or(1, toml::Spanned::into_inner),
                    drop_mate_loses: d
                        .drop_mate_loses
                        .map(toml::Spanned::into_inner)
                        .unwrap_or_default(),
                    promoted: d.promoted.is_some_and(toml::Spanned::into_inner),
                    must_drop: d.must_drop,
                    gating: d.gating,
                    plain_drops: d.plain_drops.is_none_or(toml::Spanned::into_inner),
                    squares: d.squares.map(toml::Spanned::into_inner),
                    black_squares: d.black_squares.map(toml::Spanned::into_inner),
                    opposite_colours: d
                        .opposite_colours
                        .map(toml::Spanned::into_inner)
                        .unwrap_or_default(),
                    first_rank_only: d
                        .first_rank_only
                        .map(toml::Spanned::into_inner)
                        .unwrap_or_default(),
                }
            }),
            rules: FormRules {
                win: match rules.win {
                    WinFile::Checkmate => "checkmate",
                    WinFile::RoyalCapture => "royal-capture",
                    WinFile::None => "none",
                }
                .into(),
                stalemate: match rules.stalemate {
                    StalemateFile::Draw => "draw",
                    StalemateFile::Win => "win",
                    StalemateFile::Loss => "loss",
                }
                .into(),
                checkmate: match rules.checkmate {
                    CheckmateFile::Win => "win",
                    CheckmateFile::Loss => "loss",
                }
                .into(),
                extinction: rules.extinction.map(|e| {
                    let e = e.into_inner();
                    FormExtinction {
                        pieces: e.pieces.into_inner(),
                        at_most: e.at_most,
                        opponent_at_least: e.opponent_at_least,
                        reply: e.reply,
                        result: match e.result {
                            ExtinctionResultFile::Loss => "loss",
                            ExtinctionResultFile::Win => "win",
                            ExtinctionResultFile::Draw => "draw",
                        }
                        .into(),
                    }
                }),
                explosion: rules.explosion.map(|e| {
                    let e = e.into_inner();
                    let letters = |l: Option<toml::Spanned<Vec<String>>>| {
                        l.map(toml::Spanned::into_inner).unwrap_or_default()
                    };
                    FormExplosion {
                        spares: letters(e.spares),
                        immune: letters(e.immune),
                    }
                }),
                mate: rules.mate.map(|m| {
                    let m = m.into_inner();
                    FormMate {
                        not_alone: m
                            .not_alone
                            .map(toml::Spanned::into_inner)
                            .unwrap_or_default(),
                        run_needs: m
                            .run_needs
                            .map(toml::Spanned::into_inner)
                            .unwrap_or_default(),
                    }
                }),
                bare_king_loses: rules.bare_king_loses,
                insufficient_material: rules.insufficient_material,
                flag_needs_mating_material: rules.flag_needs_mating_material,
                repetition: rules.repetition,
                move_rule: rules.move_rule,
                goal_squares: rules
                    .goal_squares
                    .map(toml::Spanned::into_inner)
                    .unwrap_or_default(),
                goal_squares_black: rules
                    .goal_squares_black
                    .map(toml::Spanned::into_inner)
                    .unwrap_or_default(),
                checks_to_win: rules.checks_to_win,
                no_stranded_pieces: rules.no_stranded_pieces,
                must_capture: rules.must_capture,
                no_checks: rules.no_checks,
                goal_reply: rules.goal_reply,
                goal_pieces: rules
                    .goal_pieces
                    .map(toml::Spanned::into_inner)
                    .unwrap_or_default(),
                goal_hold: rules.goal_hold,
                goal_safe: rules.goal_safe,
                kings_may_face: rules.kings_may_face,
                perpetual_check_loses: rules.perpetual_check_loses,
                royal_optional: rules.royal_optional,
                pawn_moves_restart_count: rules.pawn_moves_restart_count,
                pseudo_royal_check: match rules.pseudo_royal_check.map(toml::Spanned::into_inner) {
                    None | Some(PseudoRoyalCheckFile::Each) => "each",
                    Some(PseudoRoyalCheckFile::All) => "all",
                    Some(PseudoRoyalCheckFile::Last) => "last",
                }
                .into(),
                royal_right_lost_to: rules
                    .royal_right_lost_to
                    .map(toml::Spanned::into_inner)
                    .unwrap_or_default(),
                check_freezes_king: rules.check_freezes_king,
                mutually_immune: rules
                    .mutually_immune
                    .map(toml::Spanned::into_inner)
                    .unwrap_or_default(),
                counting: rules.counting.map(|c| {
                    let c = c.into_inner();
                    let letter = |l: Option<toml::Spanned<String>>| {
                        l.map(toml::Spanned::into_inner).unwrap_or_default()
                    };
                    FormCounting {
                        rule: match c.rule {
                            CountingRuleFile::Makruk => "makruk",
                            CountingRuleFile::Cambodian => "cambodian",
                            CountingRuleFile::Asean => "asean",
                        }
                        .into(),
                        rook: letter(c.rook),
                        khon: letter(c.khon),
                        knight: letter(c.knight),
                    }
                }),
                pass: rules.pass,
                bikjang: rules.bikjang,
                points: rules.points.map(|p| {
                    let p = p.into_inner();
                    FormPoints {
                        values: p.values.into_inner(),
                        black_bonus: p.black_bonus.map_or(0.0, toml::Spanned::into_inner),
                    }
                }),
            },
            transforms: raw
                .transforms
                .into_iter()
                .map(|t| t.rotate.into_inner())
                .collect(),
            diagonal_lines: raw
                .diagonal_lines
                .map(toml::Spanned::into_inner)
                .unwrap_or_default(),
        }
    }

    /// The variant file's text: one layout for every file Turnpan writes (fields in the order
    /// of docs/variants.md, every `[rules]` field written out, strings quoted for TOML).
    pub fn to_toml(&self) -> String {
        let mut t = String::new();
        for c in &self.comments {
            // A comment is one line: a newline in it would start a line of TOML.
            let _ = writeln!(t, "# {}", c.replace(['\n', '\r'], " "));
        }
        let _ = writeln!(t, "id = {}", quote(&self.id));
        let _ = writeln!(t, "name = {}", quote(&self.name));
        if !self.description.is_empty() {
            let _ = writeln!(t, "description = {}", quote(&self.description));
        }
        let _ = writeln!(t, "files = {}\nranks = {}", self.files, self.ranks);
        if self.first_rank_label != 1 {
            let _ = writeln!(t, "first_rank_label = {}", self.first_rank_label);
        }
        let _ = writeln!(t, "start = {}", quote(&self.start));
        let _ = writeln!(t, "en_passant = {}", self.en_passant);
        if !self.en_passant_ranks.is_empty() {
            let _ = writeln!(
                t,
                "en_passant_ranks = [{}]",
                number_list(&self.en_passant_ranks)
            );
        }
        if !self.diagonal_lines.is_empty() {
            let _ = writeln!(
                t,
                "diagonal_lines = [{}]",
                quoted_list(&self.diagonal_lines)
            );
        }
        for p in &self.pieces {
            let _ = writeln!(
                t,
                "\n[[piece]]\nletter = {}\nname = {}\nbetza = {}",
                quote(&p.letter),
                quote(&p.name),
                quote(&p.betza)
            );
            if p.royal {
                t.push_str("royal = true\n");
            }
            if p.pseudo_royal {
                t.push_str("pseudo_royal = true\n");
            }
            if p.pawn {
                t.push_str("pawn = true\n");
            }
            if let Some(target) = &p.promotes_to {
                let _ = writeln!(t, "promotes_to = {}", quote(target));
            }
            if !p.region.is_empty() {
                let _ = writeln!(t, "region = [{}]", quoted_list(&p.region));
            }
            if let Some(z) = &p.zone_moves {
                let _ = writeln!(
                    t,
                    "zone_moves = {{ ranks = {}, betza = {} }}",
                    z.ranks,
                    quote(&z.betza)
                );
            }
            if !p.initial_ranks.is_empty() {
                let _ = writeln!(t, "initial_ranks = [{}]", number_list(&p.initial_ranks));
            }
            if p.first_move_right {
                t.push_str("first_move_right = true\n");
            }
            if let Some(line) = &p.line_moves {
                let _ = writeln!(t, "line_moves = {}", quote(line));
            }
            if !p.no_hop_over.is_empty() {
                let _ = writeln!(t, "no_hop_over = [{}]", quoted_list(&p.no_hop_over));
            }
        }
        if let Some(c) = &self.castling {
            let rook = if c.more_rooks.is_empty() {
                quote(&c.rook)
            } else {
                let all: Vec<String> = std::iter::once(&c.rook)
                    .chain(&c.more_rooks)
                    .cloned()
                    .collect();
                format!("[{}]", quoted_list(&all))
            };
            let _ = writeln!(
                t,
                "\n[castling]\nking_file = {}\nrook = {rook}",
                quote(&c.king_file),
            );
            if c.rank != 1 {
                let _ = writeln!(t, "rank = {}", c.rank);
            }
            if let Some(king) = &c.king {
                let _ = writeln!(t, "king = {}", quote(king));
            }
            for (name, side) in [("short", &c.short), ("long", &c.long)] {
                if let Some(s) = side {
                    let _ = writeln!(
                        t,
                        "{name} = {{ rook_file = {}, king_to = {}, rook_to = {} }}",
                        quote(&s.rook_file),
                        quote(&s.king_to),
                        quote(&s.rook_to)
                    );
                }
            }
            if c.by_drops {
                let _ = writeln!(t, "by_drops = true");
            }
            if c.chess960 {
                let _ = writeln!(t, "chess960 = true");
            }
        }
        if let Some(p) = &self.promotion {
            let _ = writeln!(t, "\n[promotion]");
            if p.zone > 0 {
                let _ = writeln!(t, "zone = {}", p.zone);
            }
            if let Some(squares) = &p.squares {
                let _ = writeln!(t, "squares = [{}]", quoted_list(squares));
            }
            if let Some(squares) = &p.black_squares {
                let _ = writeln!(t, "black_squares = [{}]", quoted_list(squares));
            }
            let _ = writeln!(t, "pieces = [{}]", quoted_list(&p.pieces));
            if let Some(black) = &p.black_pieces {
                let _ = writeln!(t, "black_pieces = [{}]", quoted_list(black));
            }
            if p.mandatory {
                let _ = writeln!(t, "mandatory = true");
            }
            if p.optional {
                let _ = writeln!(t, "optional = true");
            }
            if p.demotes {
                let _ = writeln!(t, "demotes = true");
            }
            if p.by_capture {
                let _ = writeln!(t, "by_capture = true");
            }
            if p.in_place {
                let _ = writeln!(t, "in_place = true");
            }
            if !p.limits.is_empty() {
                let limits: Vec<String> = p
                    .limits
                    .iter()
                    .map(|(letter, n)| format!("{} = {n}", quote(letter)))
                    .collect();
                let _ = writeln!(t, "limits = {{ {} }}", limits.join(", "));
            }
        }
        if let Some(d) = &self.drops {
            let _ = writeln!(
                t,
                "\n[drops]\ncaptures_to_hand = {}\ndemote_promoted = {}\npawns_on_first_rank = {}",
                d.captures_to_hand, d.demote_promoted, d.pawns_on_first_rank
            );
            if !d.one_per_file.is_empty() {
                let _ = writeln!(t, "one_per_file = [{}]", quoted_list(&d.one_per_file));
            }
            if d.per_file != 1 {
                let _ = writeln!(t, "per_file = {}", d.per_file);
            }
            if !d.drop_mate_loses.is_empty() {
                let _ = writeln!(t, "drop_mate_loses = [{}]", quoted_list(&d.drop_mate_loses));
            }
            if d.promoted {
                let _ = writeln!(t, "promoted = true");
            }
            if d.must_drop {
                let _ = writeln!(t, "must_drop = true");
            }
            if d.gating {
                let _ = writeln!(t, "gating = true");
            }
            if !d.plain_drops {
                let _ = writeln!(t, "plain_drops = false");
            }
            if let Some(squares) = &d.squares {
                let _ = writeln!(t, "squares = [{}]", quoted_list(squares));
            }
            if let Some(squares) = &d.black_squares {
                let _ = writeln!(t, "black_squares = [{}]", quoted_list(squares));
            }
            if !d.opposite_colours.is_empty() {
                let _ = writeln!(
                    t,
                    "opposite_colours = [{}]",
                    quoted_list(&d.opposite_colours)
                );
            }
            if !d.first_rank_only.is_empty() {
                let _ = writeln!(t, "first_rank_only = [{}]", quoted_list(&d.first_rank_only));
            }
        }
        let r = &self.rules;
        let _ = writeln!(
            t,
            "\n[rules]\nwin = {}\nstalemate = {}\nbare_king_loses = {}\ninsufficient_material = {}\nflag_needs_mating_material = {}\nrepetition = {}\nmove_rule = {}",
            quote(&r.win),
            quote(&r.stalemate),
            r.bare_king_loses,
            r.insufficient_material,
            r.flag_needs_mating_material,
            r.repetition,
            r.move_rule
        );
        if !r.goal_squares.is_empty() {
            let _ = writeln!(t, "goal_squares = [{}]", quoted_list(&r.goal_squares));
        }
        if !r.goal_squares_black.is_empty() {
            let _ = writeln!(
                t,
                "goal_squares_black = [{}]",
                quoted_list(&r.goal_squares_black)
            );
        }
        if r.checks_to_win > 0 {
            let _ = writeln!(t, "checks_to_win = {}", r.checks_to_win);
        }
        if r.no_stranded_pieces {
            t.push_str("no_stranded_pieces = true\n");
        }
        if r.must_capture {
            t.push_str("must_capture = true\n");
        }
        if r.no_checks {
            t.push_str("no_checks = true\n");
        }
        if r.goal_reply {
            t.push_str("goal_reply = true\n");
        }
        if !r.goal_pieces.is_empty() {
            let _ = writeln!(t, "goal_pieces = [{}]", quoted_list(&r.goal_pieces));
        }
        if r.goal_hold {
            t.push_str("goal_hold = true\n");
        }
        if r.goal_safe {
            t.push_str("goal_safe = true\n");
        }
        if !r.kings_may_face {
            t.push_str("kings_may_face = false\n");
        }
        if r.perpetual_check_loses {
            t.push_str("perpetual_check_loses = true\n");
        }
        if r.royal_optional {
            t.push_str("royal_optional = true\n");
        }
        if !r.pawn_moves_restart_count {
            t.push_str("pawn_moves_restart_count = false\n");
        }
        if r.pseudo_royal_check != "each" {
            let _ = writeln!(t, "pseudo_royal_check = {}", quote(&r.pseudo_royal_check));
        }
        if !r.royal_right_lost_to.is_empty() {
            let _ = writeln!(
                t,
                "royal_right_lost_to = [{}]",
                quoted_list(&r.royal_right_lost_to)
            );
        }
        if r.check_freezes_king {
            t.push_str("check_freezes_king = true\n");
        }
        if !r.mutually_immune.is_empty() {
            let _ = writeln!(t, "mutually_immune = [{}]", quoted_list(&r.mutually_immune));
        }
        if r.pass {
            t.push_str("pass = true\n");
        }
        if r.bikjang {
            t.push_str("bikjang = true\n");
        }
        if r.checkmate != "win" {
            let _ = writeln!(t, "checkmate = {}", quote(&r.checkmate));
        }
        if let Some(e) = &r.extinction {
            let _ = writeln!(
                t,
                "\n[rules.extinction]\npieces = [{}]\nresult = {}",
                quoted_list(&e.pieces),
                quote(&e.result)
            );
            if e.at_most > 0 {
                let _ = writeln!(t, "at_most = {}", e.at_most);
            }
            if e.opponent_at_least > 0 {
                let _ = writeln!(t, "opponent_at_least = {}", e.opponent_at_least);
            }
            if e.reply {
                t.push_str("reply = true\n");
            }
        }
        if let Some(e) = &r.explosion {
            let _ = writeln!(
                t,
                "\n[rules.explosion]\nspares = [{}]",
                quoted_list(&e.spares)
            );
            if !e.immune.is_empty() {
                let _ = writeln!(t, "immune = [{}]", quoted_list(&e.immune));
            }
        }
        if let Some(m) = &r.mate {
            let _ = writeln!(
                t,
                "\n[rules.mate]\nnot_alone = [{}]\nrun_needs = [{}]",
                quoted_list(&m.not_alone),
                quoted_list(&m.run_needs)
            );
        }
        if let Some(c) = &r.counting {
            let _ = writeln!(t, "\n[rules.counting]\nrule = {}", quote(&c.rule));
            for (role, letter) in [("rook", &c.rook), ("khon", &c.khon), ("knight", &c.knight)] {
                if !letter.is_empty() {
                    let _ = writeln!(t, "{role} = {}", quote(letter));
                }
            }
        }
        if let Some(p) = &r.points {
            let values: Vec<String> = p
                .values
                .iter()
                .map(|(letter, v)| format!("{} = {v}", quote(letter)))
                .collect();
            let _ = writeln!(t, "\n[rules.points]\nvalues = {{ {} }}", values.join(", "));
            if p.black_bonus != 0.0 {
                let _ = writeln!(t, "black_bonus = {:?}", p.black_bonus);
            }
        }
        for squares in &self.transforms {
            let _ = writeln!(t, "\n[[transform]]\nrotate = [{}]", quoted_list(squares));
        }
        t
    }
}

fn side(s: super::file::CastlingSideFile) -> FormSide {
    FormSide {
        rook_file: s.rook_file.into_inner(),
        king_to: s.king_to.into_inner(),
        rook_to: s.rook_to.into_inner(),
    }
}

/// The comment lines before the first line that is not a comment (blank lines skipped).
fn leading_comments(text: &str) -> Vec<String> {
    text.lines()
        .map(str::trim)
        .take_while(|l| l.is_empty() || l.starts_with('#'))
        .filter_map(|l| l.strip_prefix('#'))
        .map(|c| c.strip_prefix(' ').unwrap_or(c).to_owned())
        .collect()
}

fn quoted_list(items: &[String]) -> String {
    items
        .iter()
        .map(|s| quote(s))
        .collect::<Vec<_>>()
        .join(", ")
}

fn number_list(items: &[u8]) -> String {
    items
        .iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// A TOML basic string: quotes, backslashes and control characters escaped.
pub(crate) fn quote(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c if c.is_control() => {
                let _ = write!(out, "\\u{:04X}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Variant;

    #[test]
    fn quoting_survives_toml() {
        let text = "a \"quoted\" \\ name\twith\u{1} control";
        let parsed: toml::Value = toml::from_str(&format!("x = {}", quote(text))).unwrap();
        assert_eq!(parsed["x"].as_str(), Some(text));
    }

    #[test]
    fn every_builtin_file_reads_and_writes_back_to_the_same_game() {
        for id in Variant::builtin_ids() {
            let text = Variant::builtin_source(id).unwrap();
            let form = VariantForm::read("x.toml", text).unwrap();
            let written = form.to_toml();
            assert_eq!(VariantForm::read("y.toml", &written).unwrap(), form, "{id}");
            let (a, b) = (
                Variant::builtin(id).unwrap(),
                Variant::from_toml("y.toml", &written).unwrap(),
            );
            assert_eq!(a.pieces(), b.pieces(), "{id}");
            assert_eq!(a.start_fen(), b.start_fen(), "{id}");
            assert_eq!(a.rotations(), b.rotations(), "{id}");
            assert_eq!(a.first_rank_label(), b.first_rank_label(), "{id}");
            assert_eq!(a.castling(), b.castling(), "{id}");
            assert_eq!(a.promotion(), b.promotion(), "{id}");
            assert_eq!(a.rules(), b.rules(), "{id}");
        }
    }

    #[test]
    fn goal_squares_read_and_write() {
        let text = include_str!("../../../../variants/examples/kingofthehill.toml");
        let form = VariantForm::read("x.toml", text).unwrap();
        assert_eq!(form.rules.goal_squares, ["d4", "e4", "d5", "e5"]);
        let written = form.to_toml();
        assert!(written.contains("goal_squares = [\"d4\", \"e4\", \"d5\", \"e5\"]"));
        assert_eq!(VariantForm::read("y.toml", &written).unwrap(), form);
        let v = Variant::from_toml("y.toml", &written).unwrap();
        assert_eq!(v.rules().goal_squares.len(), 4);
    }

    #[test]
    fn the_leading_comments_are_kept() {
        let text = format!(
            "# My game\n#   indented\n\n{}",
            Variant::builtin_source("chess").unwrap()
        );
        let form = VariantForm::read("x.toml", &text).unwrap();
        assert_eq!(
            form.comments,
            [
                "My game",
                "  indented",
                "Chess, by the Turnpan rules (docs/rules/chess.md)."
            ]
        );
        assert!(form
            .to_toml()
            .starts_with("# My game\n#   indented\n# Chess, by"));
    }

    #[test]
    fn a_form_the_rules_refuse_still_reads_but_a_bad_shape_does_not() {
        let chess = Variant::builtin_source("chess").unwrap();
        // Two royal kinds: the shape is fine, the game is not.
        let two_kings = chess.replacen("name = \"Queen\"", "name = \"Queen\"\nroyal = true", 1);
        assert!(VariantForm::read("x.toml", &two_kings).is_ok());
        assert!(Variant::from_toml("x.toml", &two_kings).is_err());
        // An unknown field is the shape's error, with its line.
        let e = VariantForm::read("x.toml", &chess.replace("en_passant", "en_pasant")).unwrap_err();
        assert!(e.to_string().contains("en_pasant"), "{e}");
        assert!(e.line > 1);
        // A value of the wrong type names its key.
        let e =
            VariantForm::read("x.toml", &chess.replace("betza = \"N\"", "betza = 3")).unwrap_err();
        assert_eq!(e.field, "betza");
        let e = VariantForm::read("x.toml", "[[piece\n").unwrap_err();
        assert_eq!(e.field, "syntax");
    }

    #[test]
    fn a_json_form_with_an_unknown_field_is_refused() {
        let form =
            VariantForm::read("x.toml", Variant::builtin_source("turkish").unwrap()).unwrap();
        let mut json = serde_json::to_value(&form).unwrap();
        assert_eq!(
            serde_json::from_value::<VariantForm>(json.clone()).unwrap(),
            form
        );
        json["pieces"][0]["colour"] = "red".into();
        assert!(serde_json::from_value::<VariantForm>(json).is_err());
    }
}
