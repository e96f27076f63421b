//! FEN for the games defined as data: read with errors naming the field and character, and
//! written with multi-digit runs of empty squares for wide boards.

use std::fmt;
use std::sync::Arc;

use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::geometry::Geometry;
use crate::moves::MoveKind;
use crate::variant::WinCondition;

use super::{Position, Rules, NO_SQUARE};

/// Why a FEN could not be read: the field, the 1-based character position in the whole FEN
/// (when one character is at fault) and the problem.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct FenError {
    /// Which field: `placement`, `side to move`, `castling`, `en passant`, `halfmove clock`,
    /// `fullmove number`, or `position` for a problem of the whole position.
    pub field: &'static str,
    /// 1-based character index in the FEN, if one character is at fault.
    pub column: Option<usize>,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.column {
            Some(c) => write!(
                f,
                "FEN {} field, character {}: {}",
                self.field, c, self.message
            ),
            None => write!(f, "FEN {} field: {}", self.field, self.message),
        }
    }
}

fn err(field: &'static str, column: Option<usize>, message: impl Into<String>) -> FenError {
    FenError {
        field,
        column,
        message: message.into(),
    }
}

impl<B: Bitboard> Position<B> {
    /// Reads a FEN of this variant. Castling rights whose king or rook is not in place are
    /// dropped; an en-passant square with no possible capture is ignored (docs/rules/chess.md
    /// section 2).
    ///
    /// # Errors
    /// A [`FenError`] naming the field and character at fault, or an impossible position (a
    /// missing or extra king, a pawn on its promotion rank, the side not to move in check).
    pub fn from_fen(rules: Arc<Rules<B>>, fen: &str) -> Result<Position<B>, FenError> {
        let g = rules.geometry;
        let mut pos = Position::empty(Arc::clone(&rules));
        let fields: Vec<(usize, &str)> = split_fields(fen);
        if fields.is_empty() {
            return Err(err("placement", None, "the FEN is empty"));
        }
        if fields.len() > 6 {
            return Err(err(
                "position",
                Some(fields[6].0 + 1),
                "more than six fields",
            ));
        }
        let (start, placement) = fields[0];
        read_placement(&mut pos, g, start, placement)?;

        let turn = match fields.get(1) {
            None => Color::White,
            Some((_, "w")) => Color::White,
            Some((_, "b")) => Color::Black,
            Some((at, other)) => {
                return Err(err(
                    "side to move",
                    Some(at + 1),
                    format!("'{other}' is not 'w' or 'b'"),
                ))
            }
        };
        pos.turn = turn;
        if turn == Color::Black {
            pos.hash ^= rules.zobrist_black;
        }

        let mut rights = 0u8;
        if let Some(&(at, text)) = fields.get(2) {
            if text != "-" {
                for (i, c) in text.chars().enumerate() {
                    let bit = match c {
                        'K' => 0,
                        'Q' => 1,
                        'k' => 2,
                        'q' => 3,
                        _ => {
                            return Err(err(
                                "castling",
                                Some(at + i + 1),
                                format!("'{c}' is not one of K, Q, k, q"),
                            ))
                        }
                    };
                    if rights & (1 << bit) != 0 {
                        return Err(err(
                            "castling",
                            Some(at + i + 1),
                            format!("'{c}' appears twice"),
                        ));
                    }
                    rights |= 1 << bit;
                }
            }
        }
        pos.set_castling(pos.valid_castling_rights(rights));

        if let Some(&(at, text)) = fields.get(3) {
            if text != "-" {
                let sq = g.parse_square(text).map_err(|_| {
                    err(
                        "en passant",
                        Some(at + 1),
                        format!("'{text}' is not a square of this board"),
                    )
                })?;
                pos.read_en_passant(sq, at)?;
            }
        }

        for (index, field) in [(4usize, "halfmove clock"), (5, "fullmove number")] {
            if let Some(&(at, text)) = fields.get(index) {
                let n: u32 = text
                    .parse()
                    .ok()
                    .filter(|n| *n < 1_000_000)
                    .ok_or_else(|| err(field, Some(at + 1), format!("'{text}' is not a number")))?;
                if index == 4 {
                    pos.halfmove_clock = n;
                } else {
                    pos.fullmove_number = n.max(1);
                }
            }
        }
        pos.check_legality()?;
        Ok(pos)
    }

    fn read_en_passant(&mut self, sq: u8, at: usize) -> Result<(), FenError> {
        let g = self.rules.geometry;
        let mover = !self.turn;
        let forward: i32 = mover.fold(1, -1);
        let bad = || {
            err(
                "en passant",
                Some(at + 1),
                format!(
                    "{} is not the square behind a pawn that just made a double step",
                    g.square_name(sq)
                ),
            )
        };
        let victim = g.offset(sq, 0, forward).ok_or_else(bad)?;
        let origin = g.offset(sq, 0, -forward).ok_or_else(bad)?;
        let victim_is_pawn = self
            .piece(victim)
            .is_some_and(|(c, k)| c == mover && self.rules.pawn_kinds >> k & 1 != 0);
        if !victim_is_pawn || self.occupied().has(sq) || self.occupied().has(origin) {
            return Err(bad());
        }
        if self.rules.variant.en_passant
            && !self.rules.rotation_squares.has(victim)
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
                let n = self.pieces(color, royal).count();
                let letter = r.variant.pieces[royal].letter;
                if n > 1 {
                    return Err(err(
                        "position",
                        None,
                        format!("{color} has {n} pieces '{letter}'; a side has one royal piece"),
                    ));
                }
                if n == 0 && r.variant.rules.win == WinCondition::Checkmate {
                    return Err(err(
                        "position",
                        None,
                        format!("{color} has no '{letter}' (king)"),
                    ));
                }
            }
        }
        let zone_is_whole_board = r.variant.promotion.zone >= r.geometry.ranks();
        if !zone_is_whole_board && !r.variant.promotion.choices.is_empty() {
            for color in Color::ALL {
                let mut pawns = r.pawn_kinds;
                while pawns != 0 {
                    let kind = pawns.trailing_zeros() as usize;
                    pawns &= pawns - 1;
                    let stuck = self.pieces(color, kind) & r.promotion_zone[color.index()];
                    if stuck.any() {
                        return Err(err(
                            "position",
                            None,
                            format!(
                                "{color} pawn on {}: pawns cannot stand on their promotion rank",
                                r.geometry.square_name(stuck.lowest())
                            ),
                        ));
                    }
                }
            }
        }
        if self.in_check(!self.turn) && !self.over_by_material() {
            return Err(err(
                "position",
                None,
                format!("{} is in check but it is not its turn", !self.turn),
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
                match self.piece(g.square(file, rank)) {
                    None => empty += 1,
                    Some((color, kind)) => {
                        if empty > 0 {
                            out.push_str(&empty.to_string());
                            empty = 0;
                        }
                        let letter = self.rules.variant.pieces[kind].letter;
                        out.push(color.fold(letter, letter.to_ascii_lowercase()));
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
        out.push(' ');
        out.push(self.turn.fen_char());
        out.push(' ');
        if self.castling == 0 {
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
            Some(sq) => out.push_str(&g.square_name(sq)),
            None => out.push('-'),
        }
        out.push_str(&format!(
            " {} {}",
            self.halfmove_clock, self.fullmove_number
        ));
        out
    }

    /// The en-passant square if a legal en-passant capture exists.
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
            "placement",
            None,
            format!("{} ranks given, the board has {}", rows.len(), g.ranks()),
        ));
    }
    let mut offset = start;
    for (row, row_text) in rows.iter().enumerate() {
        let rank = g.ranks() - 1 - row as u8;
        let mut file: u32 = 0;
        let bytes = row_text.as_bytes();
        let mut i = 0;
        while i < bytes.len() {
            let column = offset + i + 1;
            let c = char::from(bytes[i]);
            if c.is_ascii_digit() {
                let digits = bytes[i..].iter().take_while(|b| b.is_ascii_digit()).count();
                let run: u32 = row_text[i..i + digits].parse().unwrap_or(u32::MAX);
                if run == 0 {
                    return Err(err("placement", Some(column), "an empty run of 0 squares"));
                }
                file = file.saturating_add(run);
                i += digits;
            } else {
                let Some(kind) = pos
                    .rules
                    .variant
                    .kind_of_letter(c)
                    .filter(|_| c.is_ascii_alphabetic())
                else {
                    return Err(err(
                        "placement",
                        Some(column),
                        format!("'{c}' is not a piece of {}", pos.rules.variant.name),
                    ));
                };
                if file >= u32::from(g.files()) {
                    return Err(err(
                        "placement",
                        Some(column),
                        format!("rank {} has more than {} squares", rank + 1, g.files()),
                    ));
                }
                let color = if c.is_ascii_uppercase() {
                    Color::White
                } else {
                    Color::Black
                };
                pos.put(g.square(file as u8, rank), color, kind);
                file += 1;
                i += 1;
            }
            if file > u32::from(g.files()) {
                return Err(err(
                    "placement",
                    Some(column),
                    format!("rank {} has more than {} squares", rank + 1, g.files()),
                ));
            }
        }
        if file != u32::from(g.files()) {
            return Err(err(
                "placement",
                Some(offset + row_text.len()),
                format!("rank {} has {} squares, not {}", rank + 1, file, g.files()),
            ));
        }
        offset += row_text.len() + 1;
    }
    Ok(())
}
