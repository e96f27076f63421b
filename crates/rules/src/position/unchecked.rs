//! Legal moves of a side that is not in check, listed straight from the king's guard: the same
//! plans that count perft's last ply ([`super::tables::CountPlan`]) list the moves, so nothing
//! is generated only to be thrown away.

use crate::bitboard::Bitboard;
use crate::moves::{Move, MoveKind};

use super::legality::{KingGuard, Verdict};
use super::movegen::push_move;
use super::tables::CountPlan;
use super::{Position, NO_SQUARE};

impl<B: Bitboard> Position<B> {
    /// Appends the legal moves of the side to move, whose king on `king` is not in check, in a
    /// game that counts by the guard ([`super::Rules`]'s `counts_by_masks`); with `noisy`,
    /// only the captures and promotions (no castling).
    pub(crate) fn unchecked_moves(
        &self,
        king: u8,
        guard: &KingGuard<B>,
        noisy: bool,
        out: &mut Vec<Move>,
    ) {
        let r = &*self.rules;
        let us = self.turn;
        let occ = self.occupied();
        let empty = !occ;
        let enemy = self.side(!us);
        let exact = r.line_guard_exact;
        let held = if exact { guard.pinned } else { guard.danger };
        let allowed = !self.side(us) & !guard.screens;
        let zone = r.promotion_zone[us.index()];
        let choices = r.variant.promotion.choices(us);
        let push = |out: &mut Vec<Move>, promotes: bool, from: u8, to: u8| {
            push_move(out, from, to, promotes && zone.has(to), choices);
        };
        for plan in &r.count_plans[us.index()] {
            let pieces = self.pieces(us, plan.kind);
            if pieces.is_empty() {
                continue;
            }
            // The destinations wanted of this kind.
            let wanted = match (noisy, plan.promotes) {
                (false, _) => !B::EMPTY,
                (true, false) => enemy,
                (true, true) => enemy | zone,
            };
            let allowed = allowed & wanted;
            if plan.royal {
                for to in (self.king_targets(plan, king) & wanted).squares() {
                    if self.king_step_safe(king, to, occ) {
                        out.push(Move::normal(king, to));
                    }
                }
                continue;
            }
            let free = pieces & !held;
            let per_piece = if exact && !plan.set_leaps.is_empty() && plan.shape.is_none() {
                // Leaps of all free pieces at once; each landing square names its piece.
                for leap in &plan.set_leaps {
                    let mut from = free & leap.from;
                    if let Some(mid) = leap.mid {
                        from &= empty.shifted(-mid);
                    }
                    let landing = from.shifted(leap.delta) & leap.allowed(empty, enemy) & allowed;
                    for to in landing.squares() {
                        push(out, plan.promotes, (i32::from(to) - leap.delta) as u8, to);
                    }
                }
                pieces & held
            } else if let Some(shape) = &plan.shape {
                for from in free.squares() {
                    let targets = self.plain_reach(shape, plan.base, from, occ) & allowed;
                    for to in targets.squares() {
                        push(out, plan.promotes, from, to);
                    }
                }
                pieces & held
            } else {
                pieces
            };
            for from in per_piece.squares() {
                for to in (self.piece_targets(from, plan.kind, us) & wanted).squares() {
                    let legal = match self.verdict(guard, from, to) {
                        Verdict::Legal => true,
                        Verdict::Illegal => false,
                        Verdict::Unsure => self.king_safe_after(king, from, to, occ),
                    };
                    if legal {
                        push(out, plan.promotes, from, to);
                    }
                }
            }
            if plan.takes_en_passant {
                out.extend(self.en_passant_captures(plan, pieces));
            }
        }
        if !noisy && r.has_drops {
            self.guarded_drops(guard, occ, |kind, targets| {
                out.extend(targets.squares().map(|to| Move::drop(kind, to)));
            });
        }
        if !noisy && self.castling >> (us.index() * 2) & 3 != 0 {
            let start = out.len();
            self.castling_moves(us, out);
            let mut i = start;
            while i < out.len() {
                if self.leaves_king_safe(out[i]) {
                    i += 1;
                } else {
                    out.swap_remove(i);
                }
            }
        }
    }

    /// Calls `each` with every kind in the hand of the side to move and the squares it may
    /// legally be dropped on, when nothing gives check (`guard`: the king's). A dropped piece
    /// only adds to the occupancy: with exact lines only a cannon's new screen can expose the
    /// king; without, a drop on a danger square gets the exact test.
    pub(crate) fn guarded_drops(
        &self,
        guard: &KingGuard<B>,
        occ: B,
        mut each: impl FnMut(usize, B),
    ) {
        let r = &*self.rules;
        let us = self.turn;
        let empty = !occ;
        for kind in 0..r.kinds {
            if self.hands[us.index()][kind] == 0 {
                continue;
            }
            let targets = self.drop_targets(kind, empty);
            let legal = if r.line_guard_exact {
                targets & !guard.screens
            } else {
                let mut legal = targets & !guard.danger;
                for to in (targets & guard.danger).squares() {
                    if self.drop_safe(guard.king, to, occ) {
                        legal |= B::square(to);
                    }
                }
                legal
            };
            each(kind, legal);
        }
    }

    /// Whether the king on `king` is safe once a piece of the side to move stands on the empty
    /// square `to` (in games whose attacks depend on the occupancy alone).
    #[inline]
    pub(crate) fn drop_safe(&self, king: u8, to: u8, occ: B) -> bool {
        let them = !self.turn;
        !self.is_attacked(king, them, self.side(them), occ | B::square(to))
    }

    /// The legal en-passant captures by `pieces`, of the plan's kind (a pawn kind).
    pub(crate) fn en_passant_captures<'a>(
        &'a self,
        plan: &CountPlan<B>,
        pieces: B,
    ) -> impl Iterator<Item = Move> + 'a {
        let to = self.ep_square;
        let takers = if to == NO_SQUARE {
            B::EMPTY
        } else {
            self.rules.leap_attackers[plan.base + usize::from(to)] & pieces
        };
        takers
            .squares()
            .map(move |from| Move {
                from,
                to,
                promotion: None,
                kind: MoveKind::EnPassant,
            })
            .filter(|&ep| self.leaves_king_safe(ep))
    }

    /// The squares the king on `king` reaches by its movement (its own pieces excepted), from
    /// its plain shape when it has one; `plan` is the royal kind's.
    #[inline]
    pub(crate) fn king_targets(&self, plan: &CountPlan<B>, king: u8) -> B {
        match &plan.shape {
            Some(shape) => {
                self.plain_reach(shape, plan.base, king, self.occupied()) & !self.side(self.turn)
            }
            None => self.piece_targets(king, plan.kind, self.turn),
        }
    }
}
