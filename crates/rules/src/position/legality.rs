//! Legality of ordinary moves judged from the lines through the mover's king.
//!
//! When the side to move is not in check, and attacks depend only on which squares are occupied
//! (no board transform, no capturing lame leaper: [`super::Rules::occupancy_test_is_exact`]),
//! an ordinary move can only expose its king along the straight lines from the king. On each such
//! line only the first two pieces matter: a rider attacks from the first, a cannon from the second
//! over the first (its screen). So one look at the first three pieces of every line gives masks
//! that decide almost every move with two bit tests:
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

use super::{code_color, code_kind, Position, EMPTY};

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
    /// The move leaves and lands on the same line of the king: ask the exact test.
    Unsure,
}

impl<B: Bitboard> Position<B> {
    /// The guard of the side to move's king on `king`, which must not be in check, in a game
    /// whose attacks depend on the occupancy alone. Its pins and screens are meaningful only
    /// where [`super::Rules::line_guard_exact`] holds; the danger squares always are.
    pub(crate) fn king_guard(&self, king: u8, occ: B) -> KingGuard<B> {
        let r = &*self.rules;
        let s = r.squares;
        let us = self.turn;
        let them = !us;
        let ours = self.side(us);
        let mut guard = KingGuard {
            king,
            danger: B::EMPTY,
            pinned: B::EMPTY,
            screens: B::EMPTY,
        };
        for &dir in &r.check_dirs[them.index()] {
            let ray = r.rays[dir * s + usize::from(king)];
            let ascending = r.dir_ascending[dir];
            let mut rest = ray & occ;
            let mut next = || {
                if rest.is_empty() {
                    return None;
                }
                let sq = if ascending {
                    rest.lowest()
                } else {
                    rest.highest()
                };
                rest ^= B::square(sq);
                Some(sq)
            };
            let Some(p1) = next() else {
                guard.danger |= ray;
                continue;
            };
            let p2 = next();
            let mut p3 = None;
            guard.danger |= match p2 {
                Some(p2) => ray & !r.rays[dir * s + usize::from(p2)],
                None => ray,
            };
            for check in &r.checks_by_dir[them.index()][dir] {
                let reach = r.limited[check.limited * s + usize::from(king)];
                let attacker = |sq: Option<u8>| {
                    sq.is_some_and(|sq| {
                        let c = self.board[usize::from(sq)];
                        reach.has(sq)
                            && c != EMPTY
                            && code_color(c) == them
                            && check.kinds >> code_kind(c) & 1 != 0
                    })
                };
                match check.hop {
                    Hop::None => {
                        if ours.has(p1) && attacker(p2) {
                            guard.pinned |= B::square(p1);
                        }
                    }
                    Hop::Cannon => {
                        if p3.is_none() && p2.is_some() {
                            p3 = next();
                        }
                        if let (Some(p2), true) = (p2, attacker(p3)) {
                            guard.pinned |= (B::square(p1) | B::square(p2)) & ours;
                        }
                        if attacker(Some(p1)) {
                            guard.screens |=
                                ray & !r.rays[dir * s + usize::from(p1)] & !B::square(p1);
                        }
                    }
                    // Such games are not `line_guard_exact`: only `danger` is used.
                    Hop::Grasshopper => {}
                }
            }
        }
        guard
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
