//! First-move rights (`first_move_right`, docs/variants.md "First-move rights"): a piece's `i`
//! moves while it has never moved, kept square by square (Cambodian chess's king and met).

use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::moves::Move;

use super::Position;

impl<B: Bitboard> Position<B> {
    /// The rights a move takes away: the moving piece's, the taken piece's, and the enemy
    /// royal piece's when a kind of `royal_right_lost_to` ends on its rank or file, whatever
    /// stands between. In a game with gating the rights are the gates: castling closes the
    /// partner's too.
    pub(super) fn lose_rights(&mut self, us: Color, kind: usize, mv: Move) {
        let g = self.rules.geometry;
        let mut lost = self.rights & (B::square(mv.from) | B::square(mv.to));
        if self.rules.gating {
            if let Some(side) = mv.castling_side() {
                if let Some(c) = self.castling_move(us, side) {
                    lost |= self.rights & B::square(c.rook_from);
                }
            }
        }
        if self.rules.variant.rules.royal_right_lost_to >> kind & 1 != 0 {
            if let Some(king) = self.royal_square(!us) {
                let in_line =
                    g.file_idx(king) == g.file_idx(mv.to) || g.rank_idx(king) == g.rank_idx(mv.to);
                if in_line && self.rights.has(king) {
                    lost |= B::square(king);
                }
            }
        }
        for sq in lost.squares() {
            self.hash ^= self.rules.zobrist_rights[usize::from(sq)];
        }
        self.rights &= !lost;
    }

    /// Closes all of `color`'s gates once its hand is empty for good (after the move or drop
    /// that emptied it).
    pub(super) fn close_spent_gates(&mut self, color: Color) {
        if !self.hand_empty_for_good(color) {
            return;
        }
        let lost = self.rights & self.side(color);
        for sq in lost.squares() {
            self.hash ^= self.rules.zobrist_rights[usize::from(sq)];
        }
        self.rights &= !lost;
    }

    /// Whether `color`'s hand is empty and no capture can fill it again: its gates can never
    /// be used (Fairy-Stockfish drops them from the FEN then, and so does Turnpan).
    pub(super) fn hand_empty_for_good(&self, color: Color) -> bool {
        !self.rules.variant.drops.is_some_and(|d| d.captures_to_hand)
            && self.hands[color.index()].iter().all(|&n| n == 0)
    }

    /// Whether the piece of `kind` on `from` may make its `i` moves now: by its first-move
    /// right in games that keep them for its kind (never in check for the royal piece),
    /// otherwise by the ranks it stands on.
    #[inline(never)]
    pub(crate) fn may_make_initial_moves(&self, from: u8, kind: usize, us: Color) -> bool {
        let r = &*self.rules;
        if r.right_kinds >> kind & 1 == 0 {
            return r.initial_squares[r.index(us, kind)].has(from);
        }
        self.rights.has(from) && (r.royal != Some(kind) || !self.in_check(us))
    }

    /// Sets the first-move rights from a FEN's castling field: each letter the file of a
    /// piece with such a right on its side's first rank (upper case White's, lower case
    /// Black's), or `-`. Returns the index of a letter that names no such piece.
    pub(super) fn read_rights(&mut self, text: &str) -> Result<(), usize> {
        if text == "-" {
            return Ok(());
        }
        let g = self.rules.geometry;
        for (i, c) in text.chars().enumerate() {
            let color = if c.is_ascii_uppercase() {
                Color::White
            } else {
                Color::Black
            };
            let file = c.to_ascii_lowercase() as u32;
            let file = file
                .checked_sub(u32::from(b'a'))
                .filter(|&f| f < u32::from(g.files()));
            let rank = color.fold(0, g.ranks() - 1);
            let holder = file.map(|f| g.sq_at(f as u8, rank)).filter(|&sq| {
                !g.is_hole(crate::geometry::Square::new(sq))
                    && self.piece(sq).is_some_and(|(owner, kind)| {
                        owner == color && self.rules.right_kinds >> kind & 1 != 0
                    })
            });
            match holder {
                Some(sq) if !self.rights.has(sq) => {
                    self.rights |= B::square(sq);
                    self.hash ^= self.rules.zobrist_rights[usize::from(sq)];
                }
                _ => return Err(i),
            }
        }
        Ok(())
    }

    /// The first-move rights as a FEN's castling field: White's files upper case, then
    /// Black's lower case, or `-`.
    pub(super) fn write_rights(&self, out: &mut String) {
        if self.rights.is_empty() {
            out.push('-');
            return;
        }
        for color in Color::ALL {
            for sq in (self.rights & self.side(color)).squares() {
                out.push(self.file_letter(color, sq));
            }
        }
    }
}
