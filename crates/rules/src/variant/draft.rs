//! A variant file under construction, written out as TOML text through [`VariantForm`]. The importers
//! ([`crate::diagram`], `crate::fsf_ini`) fill one in and check the text they get with
//! [`super::Variant::from_toml`], so both write the same layout and quote strings the same way.

use super::form::{
    FormCastling, FormDrops, FormPiece, FormPromotion, FormRules, FormSide, VariantForm,
};

/// One `[[piece]]` table.
#[derive(Debug, Clone)]
pub(crate) struct DraftPiece {
    pub letter: char,
    pub name: String,
    pub betza: String,
    pub royal: bool,
    /// Guarded like the royal piece (coregal's queens).
    pub pseudo_royal: bool,
    pub pawn: bool,
    /// The squares (names, White's) it keeps to; empty: anywhere.
    pub region: Vec<String>,
    /// `(ranks, betza)`: its moves on its side's last ranks.
    pub zone_moves: Option<(u8, String)>,
    /// The ranks, from its side, where its initial moves apply; empty: its start ranks.
    pub initial_ranks: Vec<u8>,
    /// Its initial moves follow a first-move right (Cambodian chess's king and met).
    pub first_move_right: bool,
    /// Its moves along the board's diagonal lines (janggi's palaces).
    pub line_moves: Option<String>,
    /// The pieces it may not hop over nor take (janggi's cannon).
    pub no_hop_over: Vec<char>,
}

/// One castling side: `(rook_file, king_to, rook_to)`, 0-based files.
pub(crate) type DraftSide = (u8, u8, u8);

/// The `[castling]` table.
#[derive(Debug, Clone)]
pub(crate) struct DraftCastling {
    pub king_file: u8,
    /// The piece that castles when it is not the royal one.
    pub king: Option<char>,
    /// The castling partners: the first, then any others (Perfect chess's chancellor).
    pub rooks: Vec<char>,
    /// The castling rank, counted from the owner's side from 1.
    pub rank: u8,
    pub short: Option<DraftSide>,
    pub long: Option<DraftSide>,
    /// Drops of the king or a partner give the right (Placement chess).
    pub by_drops: bool,
    /// The king and partners may start on any files (Chess960).
    pub chess960: bool,
}

/// A whole variant file.
#[derive(Debug, Clone, Default)]
pub(crate) struct Draft {
    /// Comment lines at the top (without the `# `).
    pub comments: Vec<String>,
    pub id: String,
    pub name: String,
    pub description: String,
    pub files: u8,
    pub ranks: u8,
    pub start: String,
    pub en_passant: bool,
    /// The ranks a double step may pass and still be taken en passant; empty: every rank.
    pub en_passant_ranks: Vec<u8>,
    pub pieces: Vec<DraftPiece>,
    pub castling: Option<DraftCastling>,
    /// Zone depth and the letters a pawn may become.
    pub promotion: Option<(u8, Vec<char>)>,
    /// Black's promotion letters when they differ from White's.
    pub promotion_black: Option<Vec<char>>,
    /// The zone as White's squares, and Black's when not White's mirrored; instead of the
    /// zone depth (which is then 0).
    pub promotion_squares: Option<(Vec<String>, Option<Vec<String>>)>,
    /// A pawn may stay a pawn in the zone where it can still move on.
    pub promotion_optional: bool,
    /// A pawn promotes instead of moving (Sittuyin).
    pub promotion_in_place: bool,
    /// The most of a kind (by letter) a side may have for a pawn to become one.
    pub promotion_limits: std::collections::BTreeMap<String, u8>,
    /// The `[drops]` table, if the game has hands.
    pub drops: Option<FormDrops>,
    /// The `[rules]` table, as the form has it.
    pub rules: FormRules,
    /// The squares of the board's diagonal lines (janggi's palaces).
    pub diagonal_lines: Vec<String>,
}

fn file_name(file: u8) -> String {
    char::from(b'a' + file).to_string()
}

impl Draft {
    /// The variant file text (written by [`VariantForm::to_toml`], the one writer).
    pub fn to_toml(&self) -> String {
        self.to_form().to_toml()
    }

    fn to_form(&self) -> VariantForm {
        let side = |s: Option<DraftSide>| {
            s.map(|(rook_file, king_to, rook_to)| FormSide {
                rook_file: file_name(rook_file),
                king_to: file_name(king_to),
                rook_to: file_name(rook_to),
            })
        };
        VariantForm {
            comments: self.comments.clone(),
            id: self.id.clone(),
            name: self.name.clone(),
            description: self.description.clone(),
            files: self.files,
            ranks: self.ranks,
            first_rank_label: 1,
            start: self.start.clone(),
            en_passant: self.en_passant,
            en_passant_ranks: self.en_passant_ranks.clone(),
            pieces: self
                .pieces
                .iter()
                .map(|p| FormPiece {
                    letter: p.letter.to_string(),
                    name: p.name.clone(),
                    betza: p.betza.clone(),
                    royal: p.royal,
                    pseudo_royal: p.pseudo_royal,
                    pawn: p.pawn,
                    promotes_to: None,
                    region: p.region.clone(),
                    zone_moves: p
                        .zone_moves
                        .as_ref()
                        .map(|(ranks, betza)| super::FormZoneMoves {
                            ranks: *ranks,
                            betza: betza.clone(),
                        }),
                    initial_ranks: p.initial_ranks.clone(),
                    first_move_right: p.first_move_right,
                    line_moves: p.line_moves.clone(),
                    no_hop_over: p.no_hop_over.iter().map(char::to_string).collect(),
                })
                .collect(),
            castling: self.castling.as_ref().map(|c| FormCastling {
                king_file: file_name(c.king_file),
                rook: c.rooks.first().map(char::to_string).unwrap_or_default(),
                more_rooks: c.rooks.iter().skip(1).map(char::to_string).collect(),
                rank: c.rank,
                king: c.king.map(|k| k.to_string()),
                short: side(c.short),
                long: side(c.long),
                by_drops: c.by_drops,
                chess960: c.chess960,
            }),
            promotion: self.promotion.as_ref().map(|(zone, pieces)| FormPromotion {
                zone: if self.promotion_squares.is_some() {
                    0
                } else {
                    *zone
                },
                pieces: pieces.iter().map(char::to_string).collect(),
                black_pieces: self
                    .promotion_black
                    .as_ref()
                    .map(|b| b.iter().map(char::to_string).collect()),
                mandatory: false,
                squares: self
                    .promotion_squares
                    .as_ref()
                    .map(|(white, _)| white.clone()),
                black_squares: self
                    .promotion_squares
                    .as_ref()
                    .and_then(|(_, black)| black.clone()),
                optional: self.promotion_optional,
                demotes: false,
                by_capture: false,
                in_place: self.promotion_in_place,
                limits: self.promotion_limits.clone(),
            }),
            drops: self.drops.clone(),
            rules: self.rules.clone(),
            transforms: Vec::new(),
            diagonal_lines: self.diagonal_lines.clone(),
        }
    }
}
