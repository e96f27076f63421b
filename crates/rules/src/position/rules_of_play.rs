//! End conditions, mating material and repetition identity of the games defined as data.

use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::moves::Move;
use crate::outcome::{Outcome, Reason};
use crate::variant::{CheckmateRule, ExtinctionResult, MaterialClass, StalemateRule, WinCondition};

use super::{Position, NO_SQUARE};

impl<B: Bitboard> Position<B> {
    /// Sittuyin's stalemate: `us` has only its royal piece and one pawn, is not in check, and
    /// every legal move (`moves`) is a promotion, which the pawn need not make.
    #[inline(never)]
    fn only_promotions_left(&self, us: Color, moves: &[Move]) -> bool {
        self.side(us).count() == 2
            && self.rules.royal.is_some_and(|k| self.pieces(us, k).any())
            && (self.side(us) & self.kinds(self.rules.pawn_kinds)).count() == 1
            && !self.in_check(us)
            && moves.iter().all(|mv| mv.promotion.is_some())
    }

    /// A checkmate of `us` judged by the game's `[rules.mate]` (Shatar), when that changes its
    /// result: a mate by pieces that may not mate alone loses for the side that gave it; one
    /// whose run of checks had none by the kinds asked for draws.
    fn mate_rule_outcome(&self, us: Color) -> Option<Outcome> {
        let mate = self.rules.variant.rules.mate?;
        let checkers = self.checkers_of(us);
        if mate.not_alone != 0
            && checkers.any()
            && (checkers & !self.kinds(mate.not_alone)).is_empty()
        {
            return Some(Outcome::Decisive {
                winner: us,
                reason: Reason::ForbiddenMate,
            });
        }
        (mate.run_needs != 0 && self.check_runs[(!us).index()] != 2).then_some(Outcome::Draw {
            reason: Reason::MateWithoutShak,
        })
    }

    /// The end of the game in this position (see [`crate::Game::outcome`]), in the order of the
    /// specs: a captured king, an extinct side, a royal piece on a goal square, the checks to win given, a bare
    /// king, checkmate, stalemate, insufficient material, repetition, the move rule, Makruk's
    /// count.
    pub fn outcome_after(&self, repetitions: usize) -> Option<Outcome> {
        let rules = &self.rules.variant.rules;
        let us = self.turn;
        match self.passes {
            super::PASSES_END => return Some(self.by_points(Reason::BothPassed)),
            super::BIKJANG_END => return Some(self.by_points(Reason::Bikjang)),
            _ => {}
        }
        if let (WinCondition::RoyalCapture, Some(royal)) = (rules.win, self.rules.royal) {
            for color in [us, !us] {
                if self.pieces(color, royal).is_empty() {
                    return Some(Outcome::Decisive {
                        winner: !color,
                        reason: Reason::KingCaptured,
                    });
                }
            }
        }
        if let (true, Some(royal)) = (self.rules.explodes, self.rules.royal) {
            for color in [us, !us] {
                if self.pieces(color, royal).is_empty() {
                    return Some(Outcome::Decisive {
                        winner: !color,
                        reason: Reason::KingExploded,
                    });
                }
            }
        }
        if let Some(c) = self.extinct_side() {
            let result = rules.extinction.map(|e| e.result);
            if result == Some(ExtinctionResult::Draw) {
                return Some(Outcome::Draw {
                    reason: Reason::Extinction,
                });
            }
            let wins = result == Some(ExtinctionResult::Win);
            return Some(Outcome::Decisive {
                winner: if wins { c } else { !c },
                reason: if wins {
                    Reason::ExtinctionWin
                } else {
                    Reason::Extinction
                },
            });
        }
        if rules.goal_reply {
            match self.goal_race() {
                Some(Some(winner)) => {
                    return Some(Outcome::Decisive {
                        winner,
                        reason: Reason::GoalReached,
                    })
                }
                Some(None) => {
                    return Some(Outcome::Draw {
                        reason: Reason::GoalReached,
                    })
                }
                None => {}
            }
        } else if !self.rules.goal[0].is_empty() {
            // The side that just moved first: it reached the goal (a set-up position may have
            // the other's piece on one already). With goal_hold, only a piece still there at
            // its side's turn has won.
            let sides: &[Color] = if rules.goal_hold { &[us] } else { &[!us, us] };
            if rules.goal_safe && self.on_goal(us) && self.on_goal(!us) {
                return Some(Outcome::Draw {
                    reason: Reason::GoalReached,
                });
            }
            if let Some(&winner) = sides.iter().find(|&&c| self.on_goal(c)) {
                return Some(Outcome::Decisive {
                    winner,
                    reason: Reason::GoalReached,
                });
            }
        }
        if rules.checks_to_win > 0 {
            for color in [!us, us] {
                if self.checks[color.index()] >= rules.checks_to_win {
                    return Some(Outcome::Decisive {
                        winner: color,
                        reason: Reason::ChecksGiven,
                    });
                }
            }
        }
        if rules.bare_king_loses {
            if let Some(royal) = self.rules.royal {
                for color in [us, !us] {
                    if self.side(color) == self.pieces(color, royal) {
                        return Some(Outcome::Decisive {
                            winner: !color,
                            reason: Reason::BareKing,
                        });
                    }
                }
            }
        }
        let mut moves = Vec::new();
        self.legal_moves_into(&mut moves);
        if moves.is_empty() {
            let mate_by_forbidden_drop = self.last_drop > 0
                && self
                    .rules
                    .variant
                    .drops
                    .is_some_and(|d| d.drop_mate_loses >> (self.last_drop - 1) & 1 != 0);
            let in_check = self.in_check(us);
            if mate_by_forbidden_drop && in_check {
                return Some(Outcome::Decisive {
                    winner: us,
                    reason: Reason::DropMate,
                });
            }
            if let Some(outcome) = in_check.then(|| self.mate_rule_outcome(us)).flatten() {
                return Some(outcome);
            }
            if in_check {
                return Some(match rules.checkmate {
                    CheckmateRule::Win => Outcome::Decisive {
                        winner: !us,
                        reason: Reason::Checkmate,
                    },
                    CheckmateRule::Loss => Outcome::Decisive {
                        winner: us,
                        reason: Reason::CheckmatedWins,
                    },
                });
            }
            return Some(match rules.stalemate {
                StalemateRule::Draw => Outcome::Draw {
                    reason: Reason::Stalemate,
                },
                StalemateRule::Win => Outcome::Decisive {
                    winner: !us,
                    reason: Reason::Stalemate,
                },
                StalemateRule::Loss => Outcome::Decisive {
                    winner: us,
                    reason: Reason::StalematedWins,
                },
            });
        }
        if self.rules.variant.promotion.in_place && self.only_promotions_left(us, &moves) {
            return Some(Outcome::Draw {
                reason: Reason::Stalemate,
            });
        }
        if rules.insufficient_material
            && !self.has_mating_material(Color::White)
            && !self.has_mating_material(Color::Black)
        {
            return Some(Outcome::Draw {
                reason: Reason::InsufficientMaterial,
            });
        }
        if rules.repetition > 0 && repetitions >= usize::from(rules.repetition) {
            return Some(self.by_points(Reason::ThreefoldRepetition));
        }
        if rules.move_rule > 0 && self.halfmove_clock >= rules.move_rule {
            return Some(self.by_points(Reason::FiftyMoveRule));
        }
        if self.count_over() {
            return Some(Outcome::Draw {
                reason: Reason::CountingRule,
            });
        }
        None
    }

    /// The end of a game its rules stop without a winner: decided by the pieces' points in a
    /// game that counts them (`[rules.points]`, janggi), else a draw.
    pub(crate) fn by_points(&self, reason: Reason) -> Outcome {
        let Some(points) = &self.rules.variant.rules.points else {
            return Outcome::Draw { reason };
        };
        match points.winner_in(self) {
            Some(winner) => Outcome::Decisive { winner, reason },
            None => Outcome::Draw { reason },
        }
    }

    /// Whether `side` has mating material: docs/rules/chess.md section 8, extended by
    /// docs/rules/turkish.md section 6 (any other piece on the board keeps everyone but a lone
    /// king sufficient). Pieces in hand count as if on the board (a bishop in hand on
    /// either colour). In a game without a royal piece (`win = "none"`) there is nothing to
    /// mate: every side counts as having material, so neither rule ever applies.
    pub fn has_mating_material(&self, side: Color) -> bool {
        let r = &*self.rules;
        if r.variant.rules.win == WinCondition::None {
            return true;
        }
        let mut mine = [0u32; 7];
        let mut theirs = [0u32; 7];
        let mut bishops = B::EMPTY;
        // A bishop in hand may be dropped on either colour.
        let mut bishop_in_hand = false;
        for (kind, class) in r.material.iter().enumerate() {
            let (held, held_by_them) = (self.hand_count(side, kind), self.hand_count(!side, kind));
            mine[*class as usize] += self.pieces(side, kind).count() + u32::from(held);
            theirs[*class as usize] += self.pieces(!side, kind).count() + u32::from(held_by_them);
            if *class == MaterialClass::Bishop {
                bishops |= self.by_kind[kind] & self.occupied();
                bishop_in_hand |= held + held_by_them > 0;
            }
        }
        let n = |a: &[u32; 7], c: MaterialClass| a[c as usize];
        use MaterialClass::*;
        if n(&mine, Pawn) + n(&mine, Rook) + n(&mine, Queen) + n(&mine, Other) > 0 {
            return true;
        }
        let (knights, own_bishops) = (n(&mine, Knight), n(&mine, Bishop));
        if knights + own_bishops == 0 {
            return false;
        }
        if n(&theirs, Other) > 0 {
            return true;
        }
        if knights > 0 {
            let opponent_only_kings_and_queens =
                n(&theirs, Pawn) + n(&theirs, Rook) + n(&theirs, Knight) + n(&theirs, Bishop) == 0;
            return !(knights == 1 && own_bishops == 0 && opponent_only_kings_and_queens);
        }
        let one_colour = !bishop_in_hand
            && ((bishops & r.dark_squares).is_empty() || (bishops & !r.dark_squares).is_empty());
        let pawns_or_knights = n(&mine, Pawn) + n(&theirs, Pawn) + n(&theirs, Knight) > 0;
        !one_colour || pawns_or_knights
    }

    /// Zobrist hash of what makes positions equal for the repetition rule: placement, side to
    /// move, castling rights and the en-passant square only when a legal en-passant capture
    /// exists (docs/rules/chess.md section 7). In games where perpetual check loses
    /// (`[rules] perpetual_check_loses`) its lowest bit says whether the side to move is in
    /// check ([`crate::GameRecord`] and the search read it back): equal positions have equal
    /// bits, so equality is untouched.
    pub fn repetition_hash(&self) -> u64 {
        let hash = if self.ep_square == NO_SQUARE || self.legal_ep_square().is_some() {
            self.hash
        } else {
            self.hash ^ self.rules.zobrist_ep[usize::from(self.ep_square)]
        };
        if self.rules.variant.rules.perpetual_check_loses {
            return (hash & !1) | u64::from(self.in_check(self.turn));
        }
        hash
    }

    /// The Zobrist hash of the position.
    pub fn zobrist_hash(&self) -> u64 {
        self.hash
    }

    /// Plies since the last capture or pawn move.
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove_clock
    }

    /// Full move number.
    pub fn fullmove_number(&self) -> u32 {
        self.fullmove_number
    }
}
