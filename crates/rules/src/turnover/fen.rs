//! FEN for Turnover (docs/rules/turnover.md section 8): six fields, the third and fourth always
//! `-`. Readers also take the placement alone or placement and side to move (then `- - 0 1`).

use crate::color::Color;
use crate::position::{err, FenError, FenErrorKind, FenField};

use super::stacks::Piece;
use super::tables::tables;
use super::Position;

/// Reads a FEN. Any arrangement of stacks is accepted: set-up positions may have no Castle,
/// a side not to move whose Castles are all attacked (decision 1), or stacks on a last rank
/// (decision 27).
pub(super) fn read(fen: &str) -> Result<Position, FenError> {
    let fields = split_fields(fen);
    let Some(&(start, placement)) = fields.first() else {
        return Err(err(FenField::Placement, None, FenErrorKind::Empty));
    };
    if let Some(&(at, _)) = fields.get(6) {
        return Err(err(
            FenField::Position,
            Some(at + 1),
            FenErrorKind::TooManyFields,
        ));
    }
    let mut pos = Position::empty();
    read_placement(&mut pos, start, placement)?;

    if let Some(&(at, text)) = fields.get(1) {
        pos.turn = match text {
            "w" => Color::White,
            "b" => Color::Black,
            _ => {
                return Err(err(
                    FenField::SideToMove,
                    Some(at + 1),
                    FenErrorKind::BadSideToMove {
                        text: text.to_owned(),
                    },
                ))
            }
        };
    }
    if pos.turn == Color::Black {
        pos.hash ^= tables().zobrist_black;
    }
    for (index, field, what) in [
        (2, FenField::Castling, "castling rights"),
        (3, FenField::EnPassant, "en passant"),
    ] {
        if let Some(&(at, text)) = fields.get(index) {
            if text != "-" {
                return Err(err(
                    field,
                    Some(at + 1),
                    FenErrorKind::NotInTurnover {
                        text: text.to_owned(),
                        what,
                    },
                ));
            }
        }
    }
    for (index, field) in [(4, FenField::HalfmoveClock), (5, FenField::FullmoveNumber)] {
        if let Some(&(at, text)) = fields.get(index) {
            let column = text
                .bytes()
                .position(|b| !b.is_ascii_digit())
                .map_or(at + 1, |i| at + i + 1);
            let n: u32 = text
                .parse()
                .ok()
                .filter(|&n| n < 1_000_000 && text.bytes().all(|b| b.is_ascii_digit()))
                .ok_or_else(|| {
                    err(
                        field,
                        Some(column),
                        FenErrorKind::NotANonNegativeNumber {
                            text: text.to_owned(),
                        },
                    )
                })?;
            if index == 4 {
                pos.halfmove_clock = n;
            } else if n == 0 {
                return Err(err(field, Some(at + 1), FenErrorKind::FullmoveZero));
            } else {
                pos.fullmove_number = n;
            }
        }
    }
    Ok(pos)
}

/// Splits on single spaces, remembering where each field starts (0-based byte offset). Two
/// spaces in a row make an empty field, which is an error of the field that follows.
fn split_fields(fen: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut offset = 0;
    for part in fen.split(' ') {
        out.push((offset, part));
        offset += part.len() + 1;
    }
    if out.last().is_some_and(|(_, p)| p.is_empty()) && out.len() > 1 {
        // A trailing space is forgiven.
        out.pop();
    }
    out
}

fn read_placement(pos: &mut Position, start: usize, text: &str) -> Result<(), FenError> {
    let rows: Vec<&str> = text.split('/').collect();
    if rows.len() != 8 {
        return Err(err(
            FenField::Placement,
            None,
            FenErrorKind::RankCount {
                given: rows.len(),
                ranks: 8,
            },
        ));
    }
    let mut offset = start;
    for (row, row_text) in rows.iter().enumerate() {
        let rank = 7 - row as u8;
        let mut file = 0u8;
        for (i, c) in row_text.char_indices() {
            let column = offset + i + 1;
            if let Some(run) = c.to_digit(10) {
                if !(1..=8).contains(&run) {
                    return Err(err(
                        FenField::Placement,
                        Some(column),
                        FenErrorKind::BadRun { run: c },
                    ));
                }
                file += run as u8;
            } else if let Some(piece) = Piece::from_letter(c).filter(|_| c.is_ascii_alphabetic()) {
                if file < 8 {
                    let color = if c.is_ascii_uppercase() {
                        Color::White
                    } else {
                        Color::Black
                    };
                    pos.put(rank * 8 + file, color, piece);
                }
                file += 1;
            } else {
                return Err(err(
                    FenField::Placement,
                    Some(column),
                    FenErrorKind::NotTurnoverPiece { letter: c },
                ));
            }
            if file > 8 {
                return Err(err(
                    FenField::Placement,
                    Some(column),
                    FenErrorKind::RankTooLong {
                        rank: rank + 1,
                        files: 8,
                    },
                ));
            }
        }
        if file != 8 {
            return Err(err(
                FenField::Placement,
                Some(offset + row_text.len()),
                FenErrorKind::RankTooShort {
                    rank: rank + 1,
                    squares: u32::from(file),
                    files: 8,
                },
            ));
        }
        offset += row_text.len() + 1;
    }
    Ok(())
}

impl Position {
    /// The position as FEN (always six fields).
    pub fn to_fen(&self) -> String {
        let mut out = String::with_capacity(80);
        for rank in (0..8u8).rev() {
            let mut empty = 0;
            for file in 0..8u8 {
                match self.stack(rank * 8 + file) {
                    None => empty += 1,
                    Some((color, piece)) => {
                        if empty > 0 {
                            out.push(char::from(b'0' + empty));
                            empty = 0;
                        }
                        let letter = piece.letter();
                        out.push(color.fold(letter, letter.to_ascii_lowercase()));
                    }
                }
            }
            if empty > 0 {
                out.push(char::from(b'0' + empty));
            }
            if rank > 0 {
                out.push('/');
            }
        }
        out.push(' ');
        out.push(self.turn.fen_char());
        out.push_str(&format!(
            " - - {} {}",
            self.halfmove_clock, self.fullmove_number
        ));
        out
    }
}
