//! Legal move generation for the games defined as data.

use crate::betza::Hop;
use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::moves::{Move, MoveKind};
use crate::variant::WinCondition;

use super::{code_color, code_kind, Position, NO_SQUARE};

impl<B: Bitboard> Position<B> {
    /// Whether the game is over by material alone: a captured royal piece, or a bare king in a
    /// game where that loses. Such positions have no moves (the perft conventions of the specs).
    pub(crate) fn over_by_material(&self) -> bool {
        let r = &*self.rules;
        let Some(royal) = r.royal else { return false };
        for color in Color::ALL {
            let kings = self.pieces(color, royal);
            if r.variant.rules.win == WinCondition::RoyalCapture && kings.is_empty() {
                return true;
            }
            if r.variant.rules.bare_king_loses && self.side(color) == kings {
                return true;
            }
        }
        false
    }

    /// Replaces `out` with every pseudo-legal move: moves by the pieces' movement, castling
    /// with its conditions, ignoring whether the mover's king is left attacked.
    pub fn pseudo_legal_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        let us = self.turn;
        for kind in 0..self.rules.kinds {
            for from in self.pieces(us, kind).squares() {
                self.piece_moves(from, kind, us, out);
            }
        }
        self.castling_moves(us, out);
    }

    /// The squares a piece can move or capture to by its movement (castling and en passant
    /// excepted).
    fn piece_targets(&self, from: u8, kind: usize, us: Color) -> B {
        let r = &*self.rules;
        let s = r.squares;
        let ck = r.index(us, kind);
        let i = ck * s + usize::from(from);
        let occ = self.occupied();
        let enemy = self.side(!us);
        let mut quiet = r.leap_moves[i] & !occ;
        let mut captures = r.leap_captures[i] & enemy;
        let initial = r.initial_squares[ck].has(from);
        for lame in &r.lames[i] {
            if (lame.initial && !initial) || (lame.path & occ).any() {
                continue;
            }
            if !occ.has(lame.to) {
                if lame.modality.moves() {
                    quiet |= B::square(lame.to);
                }
            } else if enemy.has(lame.to) && lame.modality.captures() {
                captures |= B::square(lame.to);
            }
        }
        for line in &r.lines[ck] {
            let (below, above) = r.line_masks[line.table * s + usize::from(from)];
            let reach = if line.hop {
                crate::bitboard::hop_line_attacks(below, above, occ)
            } else {
                crate::bitboard::line_attacks(below, above, occ)
            };
            if line.modality.moves() {
                quiet |= reach & !occ;
            }
            if line.modality.captures() {
                captures |= reach & enemy;
            }
        }
        for rider in &r.riders[ck] {
            if rider.initial && !initial {
                continue;
            }
            let ray = r.limited[rider.limited * s + usize::from(from)];
            let ascending = r.dir_ascending[rider.dir];
            let first = |b: B| if ascending { b.lowest() } else { b.highest() };
            let beyond = |sq: u8| r.rays[rider.dir * s + usize::from(sq)];
            let blockers = ray & occ;
            let reach = match rider.hop {
                Hop::None => {
                    if blockers.is_empty() {
                        ray
                    } else {
                        ray & !beyond(first(blockers))
                    }
                }
                Hop::Cannon => {
                    if blockers.is_empty() {
                        continue;
                    }
                    let after = ray & beyond(first(blockers));
                    let next = after & occ;
                    if next.is_empty() {
                        after
                    } else {
                        after & !beyond(first(next))
                    }
                }
                Hop::Grasshopper => {
                    if blockers.is_empty() {
                        continue;
                    }
                    let after = beyond(first(blockers));
                    if after.is_empty() {
                        continue;
                    }
                    B::square(first(after))
                }
            };
            if rider.modality.moves() {
                quiet |= reach & !occ;
            }
            if rider.modality.captures() {
                captures |= reach & enemy;
            }
        }
        quiet | captures
    }

    fn piece_moves(&self, from: u8, kind: usize, us: Color, out: &mut Vec<Move>) {
        let r = &*self.rules;
        let targets = self.piece_targets(from, kind, us);
        let i = r.sq_index(us, kind, from);
        let promotes = r.pawn_kinds >> kind & 1 != 0;
        let zone = r.promotion_zone[us.index()];
        for to in targets.squares() {
            if promotes && zone.has(to) && !r.variant.promotion.choices.is_empty() {
                for &choice in &r.variant.promotion.choices {
                    out.push(Move {
                        from,
                        to,
                        promotion: Some(choice as u8),
                        kind: MoveKind::Normal,
                    });
                }
            } else {
                out.push(Move::normal(from, to));
            }
        }
        if promotes && self.ep_square != NO_SQUARE && r.leap_captures[i].has(self.ep_square) {
            out.push(Move {
                from,
                to: self.ep_square,
                promotion: None,
                kind: MoveKind::EnPassant,
            });
        }
    }

    fn castling_moves(&self, us: Color, out: &mut Vec<Move>) {
        if self.castling >> (us.index() * 2) & 3 == 0 {
            return;
        }
        let occ = self.occupied();
        for side in 0..2u8 {
            if self.castling >> (us.index() * 2 + usize::from(side)) & 1 == 0 {
                continue;
            }
            let Some(c) = self.rules.castling[us.index()][usize::from(side)] else {
                continue;
            };
            if (c.must_be_empty & occ).any() {
                continue;
            }
            if c.king_path
                .squares()
                .any(|sq| self.attackers(sq, !us, occ).any())
            {
                continue;
            }
            out.push(Move {
                from: c.king_from,
                to: c.king_to,
                promotion: None,
                kind: MoveKind::Castle(side),
            });
        }
    }

    /// Replaces `out` with the legal moves (see [`crate::Game::legal_moves`]).
    pub fn legal_moves_into(&self, out: &mut Vec<Move>) {
        if self.over_by_material() {
            out.clear();
            return;
        }
        self.pseudo_legal_moves(out);
        let r = &*self.rules;
        if r.variant.rules.win == WinCondition::RoyalCapture {
            return;
        }
        let us = self.turn;
        let Some(king) = self.royal_square(us) else {
            return;
        };
        let occ = self.occupied();
        let checkers = self.attackers(king, !us, occ);
        if !r.occupancy_test_is_exact() {
            out.retain(|&mv| self.leaves_king_safe(mv));
            return;
        }
        let danger = if r.simple_legality {
            self.pinned(king, us, occ)
        } else {
            self.lines_through(king, us)
        };
        let in_check = checkers.any();
        out.retain(|&mv| match mv.kind {
            MoveKind::Normal if mv.from == king => {
                let to = B::square(mv.to);
                let occ_after = (occ ^ B::square(king)) | to;
                (self.attackers(mv.to, !us, occ_after) & !to).is_empty()
            }
            MoveKind::Normal => {
                let untouched =
                    !in_check && !danger.has(mv.from) && (r.simple_legality || !danger.has(mv.to));
                untouched || self.king_safe_after(king, mv.from, mv.to, occ)
            }
            _ => self.leaves_king_safe(mv),
        });
    }

    /// Whether `king`, not in check now, is still safe after a normal move `from` → `to`: only
    /// the lines from the king through `from` and `to` can have changed (leaper attacks cannot
    /// appear, and there is no attacker to capture), so only those are looked at. Exact under the
    /// same conditions as [`Self::king_safe_after`].
    fn lines_stay_safe(&self, king: u8, from: u8, to: u8, occ: B) -> bool {
        let r = &*self.rules;
        let s = r.squares;
        let them = !self.turn;
        let occ_after = (occ ^ B::square(from)) | B::square(to);
        let dir_from = r.ray_dir[usize::from(king) * s + usize::from(from)];
        let dir_to = r.ray_dir[usize::from(king) * s + usize::from(to)];
        let dirs = if dir_from == dir_to {
            [dir_from, u8::MAX]
        } else {
            [dir_from, dir_to]
        };
        for dir in dirs {
            if dir == u8::MAX {
                continue;
            }
            for check in &r.checks_by_dir[them.index()][usize::from(dir)] {
                let ray = r.limited[check.limited * s + usize::from(king)];
                let blockers = ray & occ_after;
                if blockers.is_empty() {
                    continue;
                }
                let ascending = r.dir_ascending[check.dir];
                let first = |b: B| if ascending { b.lowest() } else { b.highest() };
                let b1 = first(blockers);
                let attacker = match check.hop {
                    Hop::None => b1,
                    Hop::Cannon => {
                        let beyond = blockers & r.rays[check.dir * s + usize::from(b1)];
                        if beyond.is_empty() {
                            continue;
                        }
                        first(beyond)
                    }
                    Hop::Grasshopper => {
                        // Rare enough to ask the general test.
                        return self.king_safe_after(king, from, to, occ);
                    }
                };
                if attacker == to {
                    continue;
                }
                let c = self.board[usize::from(attacker)];
                if c != super::EMPTY
                    && code_color(c) == them
                    && check.kinds >> code_kind(c) & 1 != 0
                {
                    return false;
                }
            }
        }
        true
    }

    /// Whether `king` is safe after a normal move `from` → `to`, judged on the occupancy alone:
    /// exact when no transform moves pieces and no lame leaper captures (see
    /// [`Rules::occupancy_test_is_exact`]), because attacks then depend only on which squares
    /// are occupied and on the attackers, and a captured attacker is masked out.
    fn king_safe_after(&self, king: u8, from: u8, to: u8, occ: B) -> bool {
        let to_bb = B::square(to);
        (self.attackers(king, !self.turn, (occ ^ B::square(from)) | to_bb) & !to_bb).is_empty()
    }

    /// The number of legal moves, without listing them when it can: a piece that cannot
    /// expose its king contributes the size of its target set (times the promotion choices in
    /// the zone). Perft counts its last ply this way.
    pub fn count_legal_moves(&self) -> usize {
        let r = &*self.rules;
        let us = self.turn;
        let king = self.royal_square(us);
        let fast = r.variant.rules.win == WinCondition::Checkmate
            && r.occupancy_test_is_exact()
            && !self.over_by_material();
        let (Some(king), true) = (king, fast) else {
            let mut moves = Vec::new();
            self.legal_moves_into(&mut moves);
            return moves.len();
        };
        let occ = self.occupied();
        if self.attackers(king, !us, occ).any() {
            let mut moves = Vec::new();
            self.legal_moves_into(&mut moves);
            return moves.len();
        }
        let danger = if r.simple_legality {
            self.pinned(king, us, occ)
        } else {
            self.lines_through(king, us)
        };
        let zone = r.promotion_zone[us.index()];
        let choices = r.variant.promotion.choices.len().max(1);
        let mut count = 0usize;
        for kind in 0..r.kinds {
            let promotes = r.pawn_kinds >> kind & 1 != 0 && !r.variant.promotion.choices.is_empty();
            for from in self.pieces(us, kind).squares() {
                let targets = self.piece_targets(from, kind, us);
                if from == king {
                    let without_king = occ ^ B::square(king);
                    count += targets
                        .squares()
                        .filter(|&to| {
                            (self.attackers(to, !us, without_king | B::square(to)) & !B::square(to))
                                .is_empty()
                        })
                        .count();
                    continue;
                }
                let (sure, doubtful) = if danger.has(from) {
                    (B::EMPTY, targets)
                } else if r.simple_legality {
                    (targets, B::EMPTY)
                } else {
                    (targets & !danger, targets & danger)
                };
                let weight = |to: u8| if promotes && zone.has(to) { choices } else { 1 };
                count += if promotes {
                    (sure & !zone).count() as usize + (sure & zone).count() as usize * choices
                } else {
                    sure.count() as usize
                };
                for to in doubtful.squares() {
                    if self.lines_stay_safe(king, from, to, occ) {
                        count += weight(to);
                    }
                }
                if promotes
                    && self.ep_square != NO_SQUARE
                    && r.leap_captures[r.sq_index(us, kind, from)].has(self.ep_square)
                {
                    let ep = Move {
                        from,
                        to: self.ep_square,
                        promotion: None,
                        kind: MoveKind::EnPassant,
                    };
                    count += usize::from(self.leaves_king_safe(ep));
                }
            }
        }
        let mut castles = Vec::new();
        self.castling_moves(us, &mut castles);
        count
            + castles
                .into_iter()
                .filter(|&m| self.leaves_king_safe(m))
                .count()
    }

    /// The full test: play the move on a copy and look at the mover's king.
    fn leaves_king_safe(&self, mv: Move) -> bool {
        let us = self.turn;
        let mut after = self.clone();
        after.play_move(mv);
        match after.royal_square(us) {
            Some(k) => after.attackers(k, !us, after.occupied()).is_empty(),
            None => false,
        }
    }

    /// Pieces of `us` that alone shield `king` from an enemy slider.
    fn pinned(&self, king: u8, us: Color, occ: B) -> B {
        let r = &*self.rules;
        let s = r.squares;
        let ours = self.side(us);
        let mut pinned = B::EMPTY;
        for check in &r.slider_checks[(!us).index()] {
            let ray = r.limited[check.limited * s + usize::from(king)];
            let blockers = ray & occ;
            if blockers.is_empty() {
                continue;
            }
            let ascending = r.dir_ascending[check.dir];
            let first = if ascending {
                blockers.lowest()
            } else {
                blockers.highest()
            };
            if !ours.has(first) {
                continue;
            }
            let beyond = blockers & r.rays[check.dir * s + usize::from(first)];
            if beyond.is_empty() {
                continue;
            }
            let second = if ascending {
                beyond.lowest()
            } else {
                beyond.highest()
            };
            let c = self.board[usize::from(second)];
            if code_color(c) != us && check.kinds >> code_kind(c) & 1 != 0 {
                pinned |= B::square(first);
            }
        }
        pinned
    }

    /// The squares where a move can change whether an enemy rider or hopper reaches `king`:
    /// along each line from the king, up to and including the second piece on it. A rider
    /// attacks from the first piece, a cannon from the second (over the first); pieces beyond
    /// the second keep that role whatever happens further out (hopper variants).
    fn lines_through(&self, king: u8, us: Color) -> B {
        let r = &*self.rules;
        let occ = self.occupied();
        let mut danger = B::EMPTY;
        for &dir in &r.check_dirs[(!us).index()] {
            let ray = r.rays[dir * r.squares + usize::from(king)];
            let beyond = |sq: u8| r.rays[dir * r.squares + usize::from(sq)];
            let ascending = r.dir_ascending[dir];
            let first = |b: B| if ascending { b.lowest() } else { b.highest() };
            let blockers = ray & occ;
            let reach = if blockers.is_empty() {
                ray
            } else {
                let second = blockers & beyond(first(blockers));
                if second.is_empty() {
                    ray
                } else {
                    ray & !beyond(first(second))
                }
            };
            danger |= reach;
        }
        danger
    }
}
