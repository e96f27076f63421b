//! Counting legal moves without listing them: perft's last ply.

use crate::bitboard::Bitboard;

use super::legality::{KingGuard, Verdict};
use super::tables::SetLeap;
use super::Position;

impl<B: Bitboard> Position<B> {
    /// The number of legal moves, without listing them when it can: when the king is not in
    /// check, a piece that is not pinned contributes its targets but the cannon-screen squares,
    /// times the promotion choices in the zone, and kinds that only leap
    /// are counted for all their free pieces at once by whole-set shifts. Perft counts its last
    /// ply this way.
    pub fn count_legal_moves(&self) -> usize {
        let r = &*self.rules;
        let us = self.turn;
        let fast = r.counts_by_masks && !self.over_by_material();
        let king = self.royal_square(us);
        let (Some(king), true) = (king, fast) else {
            return self.count_by_listing();
        };
        let occ = self.occupied();
        let (guard, checkers) = self.king_guard(king, occ);
        if checkers.any() {
            return self.count_by_listing();
        }
        let zone = r.promotion_zone[us.index()];
        let choices = r.variant.promotion.choices(us).len();
        // Pieces whose targets need a look each: the pinned ones (without exact lines, those on
        // danger squares).
        let held = if r.line_guard_exact {
            guard.pinned
        } else {
            guard.danger
        };
        let allowed = !self.side(us) & !guard.screens;
        let mut count = 0usize;
        for plan in &r.count_plans[us.index()] {
            let pieces = self.pieces(us, plan.kind);
            if pieces.is_empty() {
                continue;
            }
            let weigh = |targets: B| {
                if plan.promotes {
                    (targets & !zone).count() as usize + (targets & zone).count() as usize * choices
                } else {
                    targets.count() as usize
                }
            };
            if plan.royal {
                // The king alone: each step to a square nothing attacks once it has left.
                count += self
                    .king_targets(plan, king)
                    .squares()
                    .filter(|&to| self.king_step_safe(king, to, occ))
                    .count();
                continue;
            }
            let free = pieces & !held;
            // Whole-set shifts cost one step per leap, a plain shape one per piece: a pair of
            // knights is cheaper piece by piece, a row of pawns set-wise.
            let set_wise = !plan.set_leaps.is_empty()
                && (plan.shape.is_none() || pieces.count() as usize * 2 > plan.set_leaps.len());
            let per_piece = if set_wise {
                count += self.count_set_leaps(free, &plan.set_leaps, &guard, weigh);
                pieces & held
            } else if let Some(shape) = &plan.shape {
                for from in free.squares() {
                    count += weigh(self.plain_reach(shape, plan.base, from, occ) & allowed);
                }
                pieces & held
            } else {
                pieces
            };
            for from in per_piece.squares() {
                let targets = self.piece_targets(from, plan.kind, us);
                count += self.count_targets(&guard, from, targets, weigh);
            }
            if plan.takes_en_passant {
                count += self.en_passant_captures(plan, pieces).count();
            }
        }
        if r.has_drops {
            self.guarded_drops(&guard, occ, |_, targets| count += targets.count() as usize);
        }
        if self.castling >> (us.index() * 2) & 3 != 0 {
            let mut castles = Vec::new();
            self.castling_moves(us, &mut castles);
            count += castles
                .into_iter()
                .filter(|&m| self.leaves_king_safe(m))
                .count();
        }
        count
    }

    fn count_by_listing(&self) -> usize {
        let mut moves = Vec::new();
        self.legal_moves_into(&mut moves);
        moves.len()
    }

    /// The legal moves of one piece (not the king) among its targets.
    #[inline]
    fn count_targets(
        &self,
        guard: &KingGuard<B>,
        from: u8,
        targets: B,
        weigh: impl Fn(B) -> usize,
    ) -> usize {
        if self.rules.line_guard_exact && !guard.pinned.has(from) {
            return weigh(targets & !guard.screens);
        }
        if !self.rules.line_guard_exact && !guard.danger.has(from) {
            let doubtful = targets & guard.danger;
            return weigh(targets & !doubtful) + self.count_exact(guard, from, doubtful, &weigh);
        }
        let mut legal = B::EMPTY;
        let mut unsure = B::EMPTY;
        for to in targets.squares() {
            match self.verdict(guard, from, to) {
                Verdict::Legal => legal |= B::square(to),
                Verdict::Illegal => {}
                Verdict::Unsure => unsure |= B::square(to),
            }
        }
        weigh(legal) + self.count_exact(guard, from, unsure, &weigh)
    }

    /// The targets of `from` that pass the exact occupancy test, weighed.
    fn count_exact(
        &self,
        guard: &KingGuard<B>,
        from: u8,
        targets: B,
        weigh: impl Fn(B) -> usize,
    ) -> usize {
        let occ = self.occupied();
        let mut legal = B::EMPTY;
        for to in targets.squares() {
            if self.king_safe_after(guard.king, from, to, occ) {
                legal |= B::square(to);
            }
        }
        weigh(legal)
    }

    /// The moves of the pieces `free` (not pinned; off the danger squares in games without
    /// exact lines) of a kind that only leaps.
    #[inline]
    fn count_set_leaps(
        &self,
        free: B,
        leaps: &[SetLeap<B>],
        guard: &KingGuard<B>,
        weigh: impl Fn(B) -> usize,
    ) -> usize {
        if free.is_empty() {
            return 0;
        }
        let occ = self.occupied();
        let empty = !occ;
        let enemy = self.side(!self.turn);
        let allowed_base = if self.rules.line_guard_exact {
            !guard.screens
        } else {
            !guard.danger
        };
        let mut count = 0;
        for leap in leaps {
            let mut from = free & leap.from;
            if let Some(mid) = leap.mid {
                from &= empty.shifted(-mid);
            }
            count += weigh(from.shifted(leap.delta) & leap.allowed(empty, enemy) & allowed_base);
        }
        if !self.rules.line_guard_exact {
            // Targets on danger squares, piece by piece.
            for from in free.squares() {
                let mut doubtful = B::EMPTY;
                for leap in leaps {
                    let to_set = B::square(from).shifted(leap.delta) & guard.danger;
                    let origin_ok = leap.from.has(from)
                        && leap
                            .mid
                            .is_none_or(|mid| empty.has((i32::from(from) + mid) as u8));
                    if origin_ok {
                        doubtful |= to_set & leap.allowed(empty, enemy);
                    }
                }
                count += self.count_exact(guard, from, doubtful, &weigh);
            }
        }
        count
    }
}
