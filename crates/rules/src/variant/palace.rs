//! What janggi brings to the variant language, checked: the board's diagonal lines and the
//! moves made along them, pieces a hopper may not hop over, passing, the bikjang and the
//! points that decide a game ended without a winner (docs/variants.md "Janggi's rules").

use crate::betza::{self, Hop};
use crate::color::Color;
use crate::game::{Game, PieceKind};
use crate::geometry::{Geometry, Square};

use super::file::{PieceFile, RulesFile, VariantFile};
use super::{At, KindMask, PieceType, VariantError, VariantErrorKind, WinCondition};

/// A piece's moves along the board's diagonal lines (`line_moves`).
///
/// ```
/// use turnpan_rules::Variant;
/// let text = std::fs::read_to_string("../../variants/examples/janggi.toml").unwrap();
/// let janggi = Variant::from_toml("janggi.toml", &text).unwrap();
/// let chariot = janggi.piece(janggi.kind_of_letter('R').unwrap());
/// assert_eq!(chariot.line_moves.as_ref().unwrap().betza, "B");
/// assert_eq!(janggi.diagonal_lines().len(), 10);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineMoves {
    /// The Betza text.
    pub betza: String,
    /// Those moves.
    pub atoms: Vec<betza::Atom>,
}

/// Points per piece that decide a game the rules end without a winner (`[rules.points]`,
/// janggi): the side with more wins, Black counting its bonus on top.
///
/// ```
/// use turnpan_rules::{Color, Points};
/// let points = Points { values: vec![13, 2], black_bonus_halves: 3 };
/// // White's rook against Black's pawn: 13 to 3.5.
/// assert_eq!(points.winner(&[1, 0], &[0, 1]), Some(Color::White));
/// // Nothing against nothing: Black's 1.5 wins.
/// assert_eq!(points.winner(&[0, 0], &[0, 0]), Some(Color::Black));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Points {
    /// Points per piece kind (0 for a kind not listed).
    pub values: Vec<u16>,
    /// Black's bonus, in half points (janggi's 1.5 is 3).
    pub black_bonus_halves: u16,
}

impl Points {
    /// The side with more points, given how many pieces of each kind each side has (`None`:
    /// equal points, a draw).
    #[must_use]
    pub fn winner(&self, white: &[u32], black: &[u32]) -> Option<Color> {
        let total = |counts: &[u32]| -> u64 {
            counts
                .iter()
                .zip(&self.values)
                .map(|(&n, &v)| u64::from(n) * u64::from(v) * 2)
                .sum()
        };
        let (w, b) = (
            total(white),
            total(black) + u64::from(self.black_bonus_halves),
        );
        match w.cmp(&b) {
            std::cmp::Ordering::Greater => Some(Color::White),
            std::cmp::Ordering::Less => Some(Color::Black),
            std::cmp::Ordering::Equal => None,
        }
    }

    /// [`Points::winner`] of a position: each side's pieces on the board and in hand.
    ///
    /// ```
    /// use turnpan_rules::Catalog;
    /// let mut catalog = Catalog::builtin();
    /// let text = std::fs::read_to_string("../../variants/examples/janggi.toml").unwrap();
    /// catalog.add(turnpan_rules::Variant::from_toml("janggi.toml", &text).unwrap()).unwrap();
    /// let pos = catalog.from_fen("janggi", "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1").unwrap();
    /// let points = catalog.get("janggi").unwrap().variant().unwrap().rules().points.clone();
    /// assert_eq!(points.unwrap().winner_in(&pos), Some(turnpan_rules::Color::White));
    /// ```
    #[must_use]
    pub fn winner_in<G: Game>(&self, pos: &G) -> Option<Color> {
        let count = |color: Color| -> Vec<u32> {
            (0..pos.piece_kinds())
                .map(|k| {
                    let kind = PieceKind::new(k as u8);
                    pos.piece_set(color, kind).map_or(0, u128::count_ones)
                        + u32::from(pos.in_hand(color, kind))
                })
                .collect()
        };
        self.winner(&count(Color::White), &count(Color::Black))
    }
}

/// The board's `diagonal_lines` (empty when the file has none).
pub(super) fn diagonal_lines(
    raw: &VariantFile,
    geometry: Geometry,
    at: &At<'_>,
) -> Result<Vec<Square>, VariantError> {
    match &raw.diagonal_lines {
        None => Ok(Vec::new()),
        Some(list) => super::square_set(list, geometry, "diagonal_lines", at),
    }
}

/// A piece's `line_moves`: neither lame nor initial, on a board with diagonal lines.
pub(super) fn line_moves(
    p: &PieceFile,
    has_lines: bool,
    field: &dyn Fn(&str) -> String,
    at: &At<'_>,
) -> Result<Option<LineMoves>, VariantError> {
    let Some(text) = &p.line_moves else {
        return Ok(None);
    };
    let name = field("line_moves");
    if !has_lines {
        return Err(at(
            text.span(),
            &name,
            VariantErrorKind::LineMovesWithoutLines,
        ));
    }
    let atoms = betza::parse(text.get_ref()).map_err(|e| at(text.span(), &name, e.into()))?;
    if atoms.iter().any(|a| a.lame || a.initial) {
        return Err(at(
            text.span(),
            &name,
            VariantErrorKind::LineMovesLameOrInitial,
        ));
    }
    Ok(Some(LineMoves {
        betza: text.get_ref().clone(),
        atoms,
    }))
}

/// Each piece's `no_hop_over` (a bit per kind), once every letter is known: only on a piece
/// that hops.
pub(super) fn no_hop_over(
    raw: &VariantFile,
    pieces: &[PieceType],
    kind_mask: &KindMask<'_>,
    at: &At<'_>,
) -> Result<Vec<u32>, VariantError> {
    let mut masks = vec![0; pieces.len()];
    for (i, p) in raw.pieces.iter().enumerate() {
        let Some(list) = &p.no_hop_over else {
            continue;
        };
        let field = format!("piece[{}].no_hop_over", i + 1);
        let piece = &pieces[i];
        let hops = piece
            .atoms
            .iter()
            .chain(piece.line_moves.iter().flat_map(|l| &l.atoms))
            .any(|a| a.hop == Hop::Cannon);
        if !hops {
            return Err(at(
                list.span(),
                &field,
                VariantErrorKind::NoHopOverWithoutHop,
            ));
        }
        masks[i] = kind_mask(list, &field, &|_| true)?;
    }
    Ok(masks)
}

/// `pass`, `bikjang` and `[rules.points]` of the rules.
pub(super) fn passing(
    raw: &VariantFile,
    win: WinCondition,
    pieces: &[PieceType],
    at: &At<'_>,
) -> Result<(bool, bool, Option<Points>), VariantError> {
    let r: &RulesFile = &raw.rules;
    let has_royal = pieces.iter().any(|p| p.royal);
    if r.pass && (win != WinCondition::Checkmate || !has_royal) {
        return Err(at(
            raw.id.span(),
            "rules.pass",
            VariantErrorKind::PassWithoutRoyal,
        ));
    }
    if r.bikjang && (!r.pass || !r.kings_may_face) {
        return Err(at(
            raw.id.span(),
            "rules.bikjang",
            VariantErrorKind::BikjangWithoutPass,
        ));
    }
    let points = match &r.points {
        None => None,
        Some(table) => {
            let t = table.get_ref();
            let mut values = vec![0u16; pieces.len()];
            for (letter, &value) in t.values.get_ref() {
                let kind = super::single_letter(letter)
                    .and_then(|c| pieces.iter().position(|p| p.letter == c))
                    .ok_or_else(|| {
                        at(
                            t.values.span(),
                            "rules.points.values",
                            VariantErrorKind::NoSuchPiece {
                                letter: letter.clone(),
                            },
                        )
                    })?;
                values[kind] = value;
            }
            let black_bonus_halves = match &t.black_bonus {
                None => 0,
                Some(bonus) => {
                    let halves = bonus.get_ref() * 2.0;
                    if !(0.0..=f64::from(u16::MAX)).contains(&halves) || halves.fract() != 0.0 {
                        return Err(at(
                            bonus.span(),
                            "rules.points.black_bonus",
                            VariantErrorKind::BadBlackBonus,
                        ));
                    }
                    halves as u16
                }
            };
            Some(Points {
                values,
                black_bonus_halves,
            })
        }
    };
    Ok((r.pass, r.bikjang, points))
}
