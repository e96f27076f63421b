//! The end of the game (docs/rules/turnover.md section 6), in the spec's order (decision 19).

use crate::color::Color;
use crate::outcome::{Outcome, Reason};

use super::tables::squares;
use super::Position;

impl Position {
    /// The end of the game in this position, given how many times it has occurred.
    ///
    /// 1. A side without Castles has lost (both without: a draw).
    /// 2. No legal move: checkmate when in check; a loss by `no-castles` when the only Castle
    ///    could move but every move would dismantle it (decision 18); otherwise stalemate.
    /// 3. Third occurrence of the position: a draw.
    /// 4. Halfmove clock at 100: a draw.
    pub fn outcome_after(&self, repetitions: usize) -> Option<Outcome> {
        let white = self.castles(Color::White) != 0;
        let black = self.castles(Color::Black) != 0;
        match (white, black) {
            (true, true) => {}
            (false, false) => {
                return Some(Outcome::Draw {
                    reason: Reason::NoCastles,
                })
            }
            (true, false) => {
                return Some(Outcome::Decisive {
                    winner: Color::White,
                    reason: Reason::NoCastles,
                })
            }
            (false, true) => {
                return Some(Outcome::Decisive {
                    winner: Color::Black,
                    reason: Reason::NoCastles,
                })
            }
        }
        if !self.has_legal_move() {
            let us = self.turn;
            let winner = !us;
            if self.in_check(us) {
                return Some(Outcome::Decisive {
                    winner,
                    reason: Reason::Checkmate,
                });
            }
            let castles = self.castles(us);
            let only_castle_can_move = castles.count_ones() == 1
                && squares(castles).all(|sq| self.castle_has_pseudo_move(sq));
            if only_castle_can_move {
                return Some(Outcome::Decisive {
                    winner,
                    reason: Reason::NoCastles,
                });
            }
            return Some(Outcome::Draw {
                reason: Reason::Stalemate,
            });
        }
        if repetitions >= 3 {
            return Some(Outcome::Draw {
                reason: Reason::ThreefoldRepetition,
            });
        }
        if self.halfmove_clock >= 100 {
            return Some(Outcome::Draw {
                reason: Reason::FiftyMoveRule,
            });
        }
        None
    }
}
