//! Makruk's family of counting rules (`[rules.counting]`, docs/variants.md "Counting"): once
//! the game comes down to few pieces a count starts, and the game is drawn when the count runs
//! past its limit before the stronger side has mated.

use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::moves::Move;
use crate::variant::{Counting, CountingRule};

use super::Position;

impl<B: Bitboard> Position<B> {
    /// After a move `mv` of `us`, in a game with counting: one more ply on a running count,
    /// and a count (re)started where the material calls for one. A count starts for the side
    /// that would be helped by it, as soon as it may: every side asks for its count when it
    /// can.
    pub(super) fn follow_count(&mut self, counting: Counting, us: Color, mv: Move) {
        if self.count_limit != 0 {
            self.count_ply = self.count_ply.saturating_add(1);
        }
        let pawns = self.kinds(self.rules.pawn_kinds).count();
        let total = self.occupied().count();
        let (pawns_before, total_before) = self.board_material;
        self.board_material = Self::material_of(pawns, total);
        // Where the count is played, captures never go to a hand (the hands only empty
        // out, Sittuyin's setup): fewer pieces means a capture.
        let captured = total < u32::from(total_before);
        // Looked at only for a mover left with its king alone, which cannot have promoted.
        let took_pawn = captured && pawns < u32::from(pawns_before);
        // A bare king that took the last pawn counts from the pieces left, one ply sooner.
        if counting.rule != CountingRule::Asean
            && took_pawn
            && self.side(us).count() == 1
            && pawns == 0
        {
            let limit = self.count_limit_for(counting, us);
            if limit != 0 {
                self.count_limit = 2 * limit;
                self.count_ply = (2 * total - 1) as u16;
            }
        }
        let next = !us;
        let bare = self.side(next).count() == 1;
        let restarts = (captured || mv.promotion.is_some()) && bare;
        if self.count_limit == 0 || restarts {
            let limit = self.count_limit_for(counting, next);
            if limit != 0 {
                self.count_limit = 2 * limit;
                self.count_ply = if counting.rule == CountingRule::Asean || !bare {
                    0
                } else {
                    (2 * total) as u16
                };
            }
        }
    }

    /// The limit, in moves, of a count that `side` (the weaker side) would start now; 0 when
    /// the material calls for none.
    fn count_limit_for(&self, counting: Counting, side: Color) -> u16 {
        let pawns = self.kinds(self.rules.pawn_kinds).any();
        let own = self.side(side).count();
        let theirs = self.side(!side);
        let their = |kinds: u32| (self.kinds(kinds) & theirs).count();
        let (rooks, khons, knights) = (
            their(counting.rook),
            their(counting.khon),
            their(counting.knight),
        );
        let alone = theirs.count() == 1;
        match counting.rule {
            CountingRule::Makruk => {
                if pawns || alone {
                    0
                } else if own > 1 {
                    64 // the board's honour
                } else {
                    pieces_honour(rooks, khons, knights, 0)
                }
            }
            CountingRule::Cambodian => {
                if own > 3 || alone {
                    0
                } else if own > 1 {
                    63
                } else if pawns {
                    0
                } else {
                    pieces_honour(rooks, khons, knights, 1)
                }
            }
            CountingRule::Asean => {
                if pawns || own > 1 {
                    0
                } else if rooks > 0 {
                    16
                } else if khons > 0 {
                    44
                } else if knights > 0 {
                    64
                } else {
                    0
                }
            }
        }
    }

    /// The pawns and the pieces on the board, for `board_material`.
    fn material_of(pawns: u32, total: u32) -> (u8, u8) {
        let small = |n: u32| u8::try_from(n).unwrap_or(u8::MAX);
        (small(pawns), small(total))
    }

    /// Records the material on the board, in a game with counting: what the next move's
    /// captures are told by. Called once a position is read.
    pub(super) fn note_material(&mut self) {
        if self.rules.variant.rules.counting.is_some() {
            let pawns = self.kinds(self.rules.pawn_kinds).count();
            self.board_material = Self::material_of(pawns, self.occupied().count());
        }
    }

    /// Whether the count has run past its limit: the game is drawn (unless the side to move
    /// is checkmated, which [`Position::outcome_after`] looks at first).
    #[inline]
    pub(crate) fn count_over(&self) -> bool {
        self.count_limit != 0 && self.count_ply > self.count_limit
    }
}

/// The pieces' honour against a bare king, in moves, by the stronger side's rooks, khons
/// and knights; Cambodian chess's counts are one move `shorter`.
fn pieces_honour(rooks: u32, khons: u32, knights: u32, shorter: u16) -> u16 {
    let moves = if rooks > 1 {
        8
    } else if rooks == 1 {
        16
    } else if khons > 1 {
        22
    } else if knights > 1 {
        32
    } else if khons == 1 {
        44
    } else {
        64
    };
    moves - shorter
}
