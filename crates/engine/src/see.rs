//! Static exchange evaluation: what a capture wins or loses when both sides keep capturing on
//! its square, least valuable piece first, each free to stop.
//!
//! The attacks come from the rules themselves ([`Game::attackers_of`] with a shrinking
//! occupancy), so every piece of every game defined as data takes part as it captures:
//! sliders behind others (x-rays) join as the pieces in front leave, a cannon attacks once
//! exactly one piece stands between, lame leapers need their path. Games that do not answer
//! attack queries (Turnover) have no exchange evaluation, and every capture counts as good
//! there. Pins, promotions and en passant recaptures are ignored: this is a move-ordering and
//! pruning estimate, never a legality test.

use turnpan_rules::{Color, Game, MAX_PIECE_KINDS};

/// The value of a royal piece in an exchange: capturing with it into an attack loses the game.
const ROYAL_VALUE: i32 = 20_000;
/// Exchanges longer than this stop (both sides have run out of pieces long before).
const MAX_EXCHANGE: usize = 40;

/// Exchange values of one game, built once per search.
#[derive(Clone, Debug)]
pub(crate) struct Exchange {
    /// Per kind (the royal piece at [`ROYAL_VALUE`]).
    values: Vec<i32>,
    /// Kinds from the least valuable up: the order in which attackers join.
    cheapest_first: Vec<usize>,
}

impl Exchange {
    /// Values for the game of `pos`, `None` when it does not answer attack queries.
    /// `values` are the evaluation's piece values; `royal` says which kinds are royal.
    pub(crate) fn new<G: Game>(pos: &G, values: &[i32], royal: &[bool]) -> Option<Exchange> {
        let kinds = pos.piece_kinds();
        if kinds == 0 || kinds > MAX_PIECE_KINDS || values.len() < kinds || royal.len() < kinds {
            return None;
        }
        pos.piece_set(Color::White, 0)?;
        pos.attackers_of(0, Color::White, 0)?;
        let values: Vec<i32> = (0..kinds)
            .map(|k| if royal[k] { ROYAL_VALUE } else { values[k] })
            .collect();
        let mut cheapest_first: Vec<usize> = (0..kinds).collect();
        cheapest_first.sort_by_key(|&k| values[k]);
        Some(Exchange {
            values,
            cheapest_first,
        })
    }

    fn value(&self, kind: usize) -> i32 {
        self.values.get(kind).copied().unwrap_or(0)
    }

    /// The material balance of playing `mv` and the exchanges that follow on its square, from
    /// the mover's side (the captured piece's value, or 0 for a quiet move, when nothing
    /// takes back).
    pub(crate) fn see<G: Game>(&self, pos: &G, mv: G::Move) -> i32 {
        let (from, to) = pos.move_squares(mv);
        let Some(mover) = pos.piece_at(from) else {
            return 0;
        };
        // En passant: the victim is not on the target square; it is a pawn. A move that
        // captures nothing risks the mover for nothing.
        let victim = match pos.piece_at(to) {
            Some(p) => self.value(p.kind),
            None if pos.is_capture(mv) => 100,
            None => 0,
        };
        let kinds = self.values.len();
        let mut sets = [[0u128; MAX_PIECE_KINDS]; 2];
        let mut colours = [0u128; 2];
        for (c, colour) in [Color::White, Color::Black].into_iter().enumerate() {
            for (k, set) in sets[c].iter_mut().enumerate().take(kinds) {
                *set = pos.piece_set(colour, k).unwrap_or(0);
                colours[c] |= *set;
            }
        }
        let mut occupied = (colours[0] | colours[1]) & !(1u128 << from);
        let attackers = |occupied: u128| -> u128 {
            let white = pos.attackers_of(to, Color::White, occupied).unwrap_or(0);
            let black = pos.attackers_of(to, Color::Black, occupied).unwrap_or(0);
            (white | black) & occupied
        };
        // Nothing takes back: the victim is won (the common case, at the cost of one query).
        let defender = !mover.color;
        if pos.attackers_of(to, defender, occupied).unwrap_or(0) & occupied == 0 {
            return victim;
        }
        let mut attacking = attackers(occupied);
        let g = pos.geometry();
        let mut gain = [0i32; MAX_EXCHANGE + 1];
        let mut depth = 0;
        gain[0] = victim;
        let mut on_target = self.value(mover.kind);
        let mut side = 1 - mover.color.index();
        while depth < MAX_EXCHANGE {
            let mine = attacking & colours[side];
            if mine == 0 {
                break;
            }
            // The least valuable attacker of `side`.
            let Some((kind, square)) = self.cheapest_first.iter().find_map(|&k| {
                let s = mine & sets[side][k];
                (s != 0).then(|| (k, s.trailing_zeros()))
            }) else {
                break;
            };
            depth += 1;
            gain[depth] = on_target - gain[depth - 1];
            on_target = self.value(kind);
            occupied &= !(1u128 << square);
            // A piece leaving a line through the target may uncover a slider or a cannon
            // behind it (or take away a cannon's screen): ask again. Off the lines it only
            // stops attacking itself (lame leapers whose path runs off the lines are not
            // seen to be freed: an estimate).
            let (df, dr) = (
                i32::from(g.file_of(square as u8)) - i32::from(g.file_of(to)),
                i32::from(g.rank_of(square as u8)) - i32::from(g.rank_of(to)),
            );
            if df == 0 || dr == 0 || df.abs() == dr.abs() {
                attacking = attackers(occupied);
            } else {
                attacking &= occupied;
            }
            side = 1 - side;
        }
        while depth > 0 {
            gain[depth - 1] = -(-gain[depth - 1]).max(gain[depth]);
            depth -= 1;
        }
        gain[0]
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use turnpan_rules::{AnyGame, Catalog, Variant};

    fn see_of(variant: &str, fen: &str, mv: &str) -> i32 {
        match Catalog::builtin().from_fen(variant, fen).unwrap() {
            AnyGame::Small(p) => see_in(&p, mv),
            AnyGame::Large(p) => see_in(&p, mv),
            AnyGame::Turnover(_) => panic!("not a board game"),
        }
    }

    fn see_in<G: Game>(pos: &G, mv: &str) -> i32 {
        let e = crate::eval::Evaluator::new(pos);
        let x = Exchange::new(pos, e.values(), e.royals()).unwrap();
        x.see(pos, pos.parse_uci(mv).unwrap())
    }

    #[test]
    fn chess_exchanges() {
        // A queen takes a pawn its neighbour pawn defends: loses the queen for a pawn.
        let s = see_of("chess", "4k3/8/2p5/3p4/8/8/3Q4/4K3 w - - 0 1", "d2d5");
        assert!(s < -500, "{s}");
        // An undefended pawn is won.
        let s = see_of("chess", "4k3/8/8/3p4/8/8/3Q4/4K3 w - - 0 1", "d2d5");
        assert!(s > 50, "{s}");
        // A pawn takes a knight defended by a pawn: wins knight for pawn.
        let s = see_of("chess", "4k3/8/2p5/3n4/4P3/8/8/4K3 w - - 0 1", "e4d5");
        assert!(s > 150, "{s}");
        // Doubled rooks (an x-ray) against one defender win the pawn.
        let s = see_of("chess", "3rk3/8/8/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5");
        assert!(s > 50, "two attackers against one defender: {s}");
        let s = see_of("chess", "3rk3/8/2p5/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5");
        assert!(s < -300, "a pawn defends: {s}");
        let s = see_of("chess", "4k3/3r4/8/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5");
        assert!(s > 50, "the defending rook is behind the pawn, x-ray: {s}");
        // The king may not recapture into a defended square.
        let s = see_of("chess", "8/8/8/3kp3/8/8/4R3/4R1K1 w - - 0 1", "e2e5");
        assert!(s > 50, "{s}");
    }

    #[test]
    fn cannon_exchanges() {
        // Turkish: a cannon on e9 guards e6 through the screen on e8.
        let s = see_of("turkish", "k7/4s3/4n3/8/4p3/8/8/8/4R3/K7 w - - 0 1", "e2e6");
        assert!(s < -300, "{s}");
        // Without the screen it does not.
        let s = see_of("turkish", "k7/4s3/8/8/4p3/8/8/8/4R3/K7 w - - 0 1", "e2e6");
        assert!(s > 50, "{s}");
        // A second rook behind the first (an x-ray) retakes the cannon: pawn and cannon for a
        // rook, if Black takes at all.
        let s = see_of(
            "turkish",
            "k7/4s3/4n3/8/4p3/8/8/8/4R3/K3R3 w - - 0 1",
            "e2e6",
        );
        let v = Variant::builtin("turkish").unwrap();
        let value = |l: char| {
            crate::eval::piece_value(
                &v.pieces[v.kind_of_letter(l).unwrap()],
                v.geometry,
                &crate::eval::Weights::default(),
            )
        };
        let pawn = crate::eval::Weights::default().pawn_mg;
        assert_eq!(s, pawn.min(pawn - value('R') + value('S')));
    }
}
