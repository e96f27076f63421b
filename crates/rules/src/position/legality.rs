//! Legality of ordinary moves judged from the lines through the mover's king.
//!
//! When the side to move is not in check, and attacks depend only on which squares are occupied
//! (no board transform, no capturing lame leaper, no initial-only capturing rider:
//! [`super::Rules::occupancy_test_is_exact`]), an ordinary move can only expose its king along
//! the straight lines from the king. On each such line only the first two pieces matter: a rider
//! attacks from the first, a cannon from the second over the first (its screen). The enemy
//! riders and cannons that would see the king on an empty board (the *snipers*, usually none or
//! one per line) and the pieces between each of them and the king give masks that decide almost
//! every move with two bit tests:
//!
//! - a piece that is **pinned** (vacating its square alone lets a rider or cannon through) may
//!   only stay on its own line, where the exact occupancy test judges it;
//! - an empty square that would become a cannon's **screen** may not be filled;
//! - every other move is legal.
//!
//! Pins in chess are the special case without cannons. Grasshopper checks, and check directions
//! of which one is a multiple of another (two scans of one line), are not covered
//! ([`super::Rules::line_guard_exact`] is false for them): there a move that touches a danger
//! square (a line square up to the second piece) gets the exact test.

use crate::betza::Hop;
use crate::bitboard::Bitboard;

use super::Position;

/// What the lines through the king of the side to move allow (see the module documentation).
#[derive(Clone, Copy, Debug)]
pub(crate) struct KingGuard<B> {
    pub king: u8,
    /// Squares of the king's lines up to and including the second piece on each: a move that
    /// touches none of them cannot change what reaches the king along a line (all that games
    /// without exact lines can use).
    pub danger: B,
    /// Our pieces whose leaving their line alone exposes the king.
    pub pinned: B,
    /// Empty squares where a piece of ours would become the screen of an enemy cannon.
    pub screens: B,
}

/// The verdict on one move from the masks alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Verdict {
    Legal,
    Illegal,
    /// Ask the exact test: a pinned piece staying on its line, or (without exact lines) a move
    /// that touches a danger square.
    Unsure,
}

impl<B: Bitboard> Position<B> {
    /// The guard of the side to move's king on `king`, and the enemy pieces giving check, in a
    /// game whose attacks depend on the occupancy alone. The guard is meaningful only when
    /// nothing gives check; its pins and screens only where [`super::Rules::line_guard_exact`]
    /// holds, and its danger squares only where it does not.
    pub(crate) fn king_guard(&self, king: u8, occ: B) -> (KingGuard<B>, B) {
        if self.rules.line_guard_exact {
            self.exact_guard(king, occ)
        } else {
            let checkers = self.attackers(king, !self.turn, occ);
            (self.danger_guard(king, occ), checkers)
        }
    }

    /// Pins, screens and checkers from the enemy riders and cannons that see the king on an
    /// empty board (usually none or one per line), and the leaping checkers.
    fn exact_guard(&self, king: u8, occ: B) -> (KingGuard<B>, B) {
        let r = &*self.rules;
        let s = r.squares;
        let them = !self.turn;
        let enemy = self.side(them);
        let ours = self.side(self.turn);
        let mut checkers = B::EMPTY;
        for &(kind, base) in &r.leap_attack_tables[them.index()] {
            checkers |= r.leap_attackers[base + usize::from(king)] & enemy & self.by_kind[kind];
        }
        if r.has_rare_attacks[them.index()] {
            // Initial-only leaps; riders not merged into lines are in the groups as well.
            checkers |= self.rare_attackers(king, them, occ) & enemy;
        }
        let mut guard = KingGuard {
            king,
            danger: B::EMPTY,
            pinned: B::EMPTY,
            screens: B::EMPTY,
        };
        let row = usize::from(king) * s;
        for group in &r.check_groups[them.index()] {
            let reach = r.group_reach[group.reach + usize::from(king)];
            let mut snipers = B::EMPTY;
            let mut kinds = group.kinds;
            while kinds != 0 {
                snipers |= self.by_kind[kinds.trailing_zeros() as usize];
                kinds &= kinds - 1;
            }
            snipers &= reach & enemy;
            for sniper in snipers.squares() {
                let between = r.between[row + usize::from(sniper)];
                let blockers = between & occ;
                match group.hop {
                    Hop::None if blockers.is_empty() => checkers |= B::square(sniper),
                    Hop::None if !blockers.more_than_one() => guard.pinned |= blockers & ours,
                    Hop::Cannon => match blockers.count() {
                        0 => guard.screens |= between,
                        1 => checkers |= B::square(sniper),
                        2 => guard.pinned |= blockers & ours,
                        _ => {}
                    },
                    _ => {}
                }
            }
        }
        (guard, checkers)
    }

    /// The danger squares of the king's lines, for games without exact lines.
    fn danger_guard(&self, king: u8, occ: B) -> KingGuard<B> {
        let r = &*self.rules;
        let s = r.squares;
        let mut danger = B::EMPTY;
        for &dir in &r.check_dirs[(!self.turn).index()] {
            let ray = r.rays[dir * s + usize::from(king)];
            let ascending = r.dir_ascending[dir];
            let first = |b: B| if ascending { b.lowest() } else { b.highest() };
            let blockers = ray & occ;
            danger |= if blockers.is_empty() {
                ray
            } else {
                let second = blockers ^ B::square(first(blockers));
                if second.is_empty() {
                    ray
                } else {
                    ray & !r.rays[dir * s + usize::from(first(second))]
                }
            };
        }
        KingGuard {
            king,
            danger,
            pinned: B::EMPTY,
            screens: B::EMPTY,
        }
    }

    /// Whether an ordinary move `from` → `to` of a piece other than the king keeps the king
    /// safe, by the guard's masks.
    ///
    /// With exact lines, a piece that is not pinned may go anywhere but onto a screen square:
    /// whatever it leaves or joins, the first piece of its line stays no enemy rider and the
    /// second no enemy cannon (else it would be pinned, or the king in check). A pinned piece
    /// may only stay on its line, which the exact test judges.
    #[inline]
    pub(crate) fn verdict(&self, guard: &KingGuard<B>, from: u8, to: u8) -> Verdict {
        let r = &*self.rules;
        if !r.line_guard_exact {
            // Only the danger squares are known to matter.
            let touched = guard.danger.has(from) || guard.danger.has(to);
            return if touched {
                Verdict::Unsure
            } else {
                Verdict::Legal
            };
        }
        if !guard.pinned.has(from) {
            return if guard.screens.has(to) {
                Verdict::Illegal
            } else {
                Verdict::Legal
            };
        }
        let lines = &r.check_line[(!self.turn).index()];
        let row = usize::from(guard.king) * r.squares;
        if lines[row + usize::from(to)] == lines[row + usize::from(from)] {
            Verdict::Unsure
        } else {
            Verdict::Illegal
        }
    }
}
