//! Gates (`[drops] gating`, docs/variants.md "Gating"): the first-rank squares whose pieces
//! have not moved yet, where a piece of the hand may still enter (S-chess). They live in the
//! position's rights and in the FEN's castling field, as Fairy-Stockfish writes them:
//! `KQBCDFGkqbcdfg`, castling rights first, then the gates they do not already imply.

use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::moves::CastlingSide;

use super::fen::FenErrorKind;
use super::Position;

impl<B: Bitboard> Position<B> {
    /// Reads a castling field with gates: `K`, `Q`, `k`, `q` are castling rights (returned as
    /// castling bits, checked later against the board) that also open the gates of the king's
    /// and the partner's squares; any other letter opens the gate of that file on its side's
    /// first rank (upper case White's). A side whose hand is empty for good keeps no gate.
    ///
    /// # Errors
    /// The index of the letter at fault and why: a castling right or a gate's file given
    /// twice, a letter naming no piece of its side on its first rank.
    pub(super) fn read_gates(&mut self, text: &str) -> Result<u8, (usize, FenErrorKind)> {
        let mut castling = 0u8;
        let mut named = B::EMPTY;
        if text == "-" {
            return Ok(0);
        }
        let r = std::sync::Arc::clone(&self.rules);
        let g = r.geometry;
        for (i, letter) in text.chars().enumerate() {
            let color = if letter.is_ascii_uppercase() {
                Color::White
            } else {
                Color::Black
            };
            let own = self.side(color);
            let side = match letter.to_ascii_uppercase() {
                'K' => Some(CastlingSide::Short),
                'Q' => Some(CastlingSide::Long),
                _ => None,
            };
            let opened = if let (Some(_), true) = (side, r.chess960) {
                // Chess960: the outermost partner on that side, and the king when there is
                // one to castle with it.
                let rook = self.partner_named(color, letter).flatten();
                let bit = rook.and_then(|rook| self.name_partner(color, rook));
                if let Some(bit) = bit {
                    if castling & bit != 0 {
                        return Err((i, FenErrorKind::RepeatedCastling { letter }));
                    }
                    castling |= bit;
                }
                let king = bit.and_then(|_| self.castling_king_square(color));
                (rook.map_or(B::EMPTY, B::square) | king.map_or(B::EMPTY, B::square)) & own
            } else if let Some(side) = side {
                let bit = 1 << (color.index() * 2 + side.index());
                if castling & bit != 0 {
                    return Err((i, FenErrorKind::RepeatedCastling { letter }));
                }
                castling |= bit;
                self.castling_move(color, side).map_or(B::EMPTY, |c| {
                    B::square(c.king_from) | B::square(c.rook_from)
                }) & own
            } else {
                let no_gate = (i, FenErrorKind::NoGate { letter });
                let file = u32::from(letter.to_ascii_lowercase())
                    .checked_sub(u32::from(b'a'))
                    .filter(|&f| letter.is_ascii_alphabetic() && f < u32::from(g.files()))
                    .ok_or(no_gate.clone())?;
                let sq = g.sq_at(file as u8, color.fold(0, g.ranks() - 1));
                if !own.has(sq) {
                    return Err(no_gate);
                }
                if named.has(sq) {
                    return Err((i, FenErrorKind::RepeatedCastling { letter }));
                }
                named |= B::square(sq);
                if r.chess960 && self.hand_empty_for_good(color) {
                    // With nothing left to bring in, a file names a castling partner.
                    if let Some(bit) = self.name_partner(color, sq) {
                        castling |= bit;
                    }
                }
                B::square(sq)
            };
            for sq in (opened & !self.rights).squares() {
                self.rights |= B::square(sq);
                self.hash ^= r.zobrist_rights[usize::from(sq)];
            }
        }
        if r.chess960 {
            self.castling_from_gates(&mut castling);
        }
        for color in Color::ALL {
            if self.hand_empty_for_good(color) {
                for sq in (self.rights & self.side(color)).squares() {
                    self.rights &= !B::square(sq);
                    self.hash ^= r.zobrist_rights[usize::from(sq)];
                }
            }
        }
        Ok(castling)
    }

    /// Writes the castling field of a game with gating: per side (White first) its castling
    /// rights, then the files of its gates that those rights do not imply (the king's file
    /// when it may castle, the partner's file of each right), or `-` when there is nothing.
    pub(super) fn write_gates(&self, out: &mut String) {
        let r = &*self.rules;
        let start = out.len();
        for color in Color::ALL {
            let mut implied = B::EMPTY;
            for side in CastlingSide::ALL {
                if self.castling >> (color.index() * 2 + side.index()) & 1 == 0 {
                    continue;
                }
                let Some(c) = self.castling_move(color, side) else {
                    continue;
                };
                if r.chess960 {
                    // The partner's file; the king's gate is written on its own.
                    out.push(self.file_letter(color, c.rook_from));
                    implied |= B::square(c.rook_from);
                } else {
                    out.push(color.fold(['K', 'Q'][side.index()], ['k', 'q'][side.index()]));
                    implied |= B::square(c.king_from) | B::square(c.rook_from);
                }
            }
            for sq in (self.rights & self.side(color) & !implied).squares() {
                out.push(self.file_letter(color, sq));
            }
        }
        if out.len() == start {
            out.push('-');
        }
    }

    /// Chess960 with gating: a side that has pieces to bring in and whose king's gate is open
    /// may castle with every partner whose gate is open (`ABCDEFGHabcdefgh` names gates only,
    /// as Fairy-Stockfish reads it). Open gates mean the king and the partner have not moved,
    /// so this holds with `K` or `Q` given too: the rights follow from the gates, and a field
    /// written from a position reads back to it.
    fn castling_from_gates(&mut self, castling: &mut u8) {
        for color in Color::ALL {
            if self.hand_empty_for_good(color) {
                continue;
            }
            let Some(king) = self.castling_king_square(color) else {
                continue;
            };
            if !self.rights.has(king) {
                continue;
            }
            for sq in (self.rights & self.side(color)).squares() {
                if let Some(bit) = self.name_partner(color, sq) {
                    *castling |= bit;
                }
            }
        }
    }
}
