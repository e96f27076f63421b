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

use crate::index::{GameIndex, GeometryIndex};
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
        pos.set_of(Color::White, 0)?;
        pos.attackers_on(0, Color::White, 0)?;
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

    /// Whether playing `mv` and the exchanges that follow on its square win at least
    /// `threshold` for the mover: `see(mv) >= threshold`, asking the rules for attackers
    /// only as far as the answer needs. Many questions are settled by the two pieces of the
    /// first capture, or by whether anything takes back at all.
    ///
    /// The exchange is walked forward with one bound: at each capture, the side that would
    /// have to make it needs it to win at least the bound, or it stops and the other side's
    /// answer stands. Each capture's value (the piece on the square) is weighed before its
    /// capturer is looked for, so a side that could not gain enough is never searched.
    pub(crate) fn see_ge<G: Game>(&self, pos: &G, mv: G::Move, threshold: i32) -> bool {
        let Some(mut swap) = Swap::new(self, pos, mv) else {
            return 0 >= threshold;
        };
        // After the mover's capture, its opponent may retake; the mover holds the
        // threshold unless retaking wins the opponent more than `bound`.
        let mut bound = swap.victim - threshold;
        if bound < 0 {
            return false; // unanswered, the capture still wins too little
        }
        // `answering`: the side about to capture is the mover's opponent, who needs to win
        // more than `bound` (else the mover holds); otherwise it is the mover, who needs at
        // least `bound` (else the mover fails). Stopping decides for the other side.
        let mut answering = true;
        let mut recaptures = 0;
        loop {
            let at_stake = self.value(swap.on_target) - bound;
            if answering && at_stake <= 0 || !answering && at_stake < 0 {
                return answering; // even losing the piece, this side cannot turn the result
            }
            if recaptures == MAX_EXCHANGE || !swap.capture(self) {
                return answering; // nobody left to take: the side that needed to does not
            }
            recaptures += 1;
            bound = at_stake;
            answering = !answering;
        }
    }

    /// The material balance of playing `mv` and the exchanges that follow on its square, from
    /// the mover's side (the captured piece's value, or 0 for a quiet move, when nothing
    /// takes back): the reference [`Self::see_ge`] answers questions about.
    #[cfg(test)]
    pub(crate) fn see<G: Game>(&self, pos: &G, mv: G::Move) -> i32 {
        let Some(mut swap) = Swap::new(self, pos, mv) else {
            return 0;
        };
        let mut gain = [0i32; MAX_EXCHANGE + 1];
        gain[0] = swap.victim;
        let mut depth = 0;
        while depth < MAX_EXCHANGE {
            let on_target = self.value(swap.on_target);
            if !swap.capture(self) {
                break;
            }
            depth += 1;
            gain[depth] = on_target - gain[depth - 1];
        }
        while depth > 0 {
            gain[depth - 1] = -(-gain[depth - 1]).max(gain[depth]);
            depth -= 1;
        }
        gain[0]
    }
}

/// Which attackers of the square a [`Swap`] has asked the rules for.
#[derive(Clone, Copy)]
enum Known {
    Neither,
    /// The answering side's, for its first recapture; the mover's are still to be asked at
    /// the occupancy `mover_at` (that of the mover's capture).
    Answering {
        mover_at: u128,
    },
    Both,
}

/// The exchange on one square as it goes: who still attacks it, whose turn it is to take,
/// and which kind stands on it.
struct Swap<'a, G> {
    pos: &'a G,
    to: u8,
    occupied: u128,
    /// Per colour, the pieces attacking the square with `occupied`, as far as known.
    attacking: [u128; 2],
    /// Which sides' attackers `attacking` holds.
    known: Known,
    /// The value of the mover's capture alone.
    victim: i32,
    /// The kind standing on the square.
    on_target: usize,
    /// The colour (index) to capture next.
    side: usize,
}

impl<'a, G: Game> Swap<'a, G> {
    /// The exchange after the mover's capture; `None` when no piece stands on the origin.
    fn new(x: &Exchange, pos: &'a G, mv: G::Move) -> Option<Swap<'a, G>> {
        let (from, to) = pos.squares_of(mv);
        let mover = pos.piece_on(from)?;
        // En passant: the victim is not on the target square; it is a pawn. A move that
        // captures nothing risks the mover for nothing.
        let victim = match pos.piece_on(to) {
            Some(p) => x.value(p.kind),
            None if pos.is_capture(mv) => 100,
            None => 0,
        };
        let mut occupied = 0;
        for colour in Color::ALL {
            for k in 0..x.values.len() {
                occupied |= pos.set_of(colour, k).unwrap_or(0);
            }
        }
        occupied &= !(1u128 << from);
        Some(Swap {
            pos,
            to,
            occupied,
            attacking: [0; 2],
            known: Known::Neither,
            victim,
            on_target: mover.kind,
            side: 1 - mover.color.index(),
        })
    }

    /// The attackers of the square of one colour (by index) with `occupied`.
    fn attackers(&self, side: usize, occupied: u128) -> u128 {
        self.pos
            .attackers_on(self.to, Color::ALL[side], occupied)
            .unwrap_or(0)
            & occupied
    }

    /// The side to capture takes with its least valuable attacker; `false` when it has none.
    fn capture(&mut self, x: &Exchange) -> bool {
        match self.known {
            Known::Neither => {
                // The first recapture: only the answering side's attackers are needed to
                // know whether there is one; the mover's wait until they are.
                self.attacking[self.side] = self.attackers(self.side, self.occupied);
                self.known = Known::Answering {
                    mover_at: self.occupied,
                };
            }
            Known::Answering { mover_at } => {
                self.attacking[self.side] = self.attackers(self.side, mover_at) & self.occupied;
                self.known = Known::Both;
            }
            Known::Both => {}
        }
        let mine = self.attacking[self.side];
        let colour = Color::ALL[self.side];
        let Some((kind, square)) = x.cheapest_first.iter().find_map(|&k| {
            let s = mine & self.pos.set_of(colour, k).unwrap_or(0);
            (s != 0).then(|| (k, s.trailing_zeros()))
        }) else {
            return false;
        };
        self.occupied &= !(1u128 << square);
        // A piece leaving a line through the target may uncover a slider or a cannon behind
        // it (or take away a cannon's screen): ask again. Off the lines it only stops
        // attacking itself (lame leapers whose path runs off the lines are not seen to be
        // freed: an estimate).
        let g = self.pos.geometry();
        let (df, dr) = (
            i32::from(g.file_at(square as u8)) - i32::from(g.file_at(self.to)),
            i32::from(g.rank_at(square as u8)) - i32::from(g.rank_at(self.to)),
        );
        if df == 0 || dr == 0 || df.abs() == dr.abs() {
            self.attacking = [
                self.attackers(0, self.occupied),
                self.attackers(1, self.occupied),
            ];
            self.known = Known::Both;
        } else {
            self.attacking[0] &= self.occupied;
            self.attacking[1] &= self.occupied;
        }
        self.on_target = kind;
        self.side = 1 - self.side;
        true
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

    /// The value the exchange evaluation gives a pawn of `variant`.
    fn pawn_value(variant: &str) -> i32 {
        let v = turnpan_rules::Variant::builtin(variant).unwrap();
        let pawn = v.kind_of_letter('P').unwrap().index();
        match Catalog::builtin().start(variant).unwrap() {
            AnyGame::Small(p) => crate::eval::Evaluator::new(&p).value(pawn),
            AnyGame::Large(p) => crate::eval::Evaluator::new(&p).value(pawn),
            AnyGame::Turnover(_) => panic!("not a board game"),
        }
    }

    fn see_in<G: Game>(pos: &G, mv: &str) -> i32 {
        let e = crate::eval::Evaluator::new(pos);
        let x = Exchange::new(pos, e.values(), e.royals()).unwrap();
        x.see(pos, pos.parse_uci(mv).unwrap())
    }

    /// `see_ge` answers exactly what the full exchange says, for every move of many
    /// positions (walks of varied moves from the start and from crowded middlegames) and
    /// thresholds on both sides of each move's value.
    #[test]
    fn threshold_agrees_with_the_full_exchange() {
        fn check<G: Game>(start: &G) -> usize {
            let e = crate::eval::Evaluator::new(start);
            let x = Exchange::new(start, e.values(), e.royals()).unwrap();
            let mut pos = start.clone();
            let mut moves = Vec::new();
            let mut checked = 0;
            for ply in 0..60 {
                moves.clear();
                pos.legal_moves(&mut moves);
                if moves.is_empty() {
                    break;
                }
                for &mv in &moves {
                    let value = x.see(&pos, mv);
                    let near = [value - 1, value, value + 1];
                    for t in near.into_iter().chain((-1500..=1500).step_by(50)) {
                        assert_eq!(
                            x.see_ge(&pos, mv, t),
                            value >= t,
                            "{} {} at {t}: the exchange is worth {value}",
                            pos.fen(),
                            pos.uci(mv)
                        );
                    }
                    checked += 1;
                }
                // Prefer captures, so that the walk reaches crowded exchanges.
                let capture = moves
                    .iter()
                    .copied()
                    .filter(|&m| pos.is_capture(m))
                    .nth(ply % 3);
                let mv = capture.unwrap_or(moves[(ply * 7 + 3) % moves.len()]);
                pos.play_unchecked(mv);
            }
            checked
        }
        let catalog = Catalog::builtin();
        let mut checked = 0;
        for (variant, fen) in [
            ("chess", None),
            (
                "chess",
                Some("r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/R2QKB1R w KQ - 0 1"),
            ),
            ("turkish", None),
            ("turkish", Some("k7/4s3/4n3/8/4p3/8/8/8/4R3/K3R3 w - - 0 1")),
            ("transformer", None),
        ] {
            let game = match fen {
                Some(f) => catalog.from_fen(variant, f).unwrap(),
                None => catalog.start(variant).unwrap(),
            };
            checked += match game {
                AnyGame::Small(p) => check(&p),
                AnyGame::Large(p) => check(&p),
                AnyGame::Turnover(_) => panic!("not a board game"),
            };
        }
        assert!(checked > 2000, "only {checked} moves checked");
    }

    #[test]
    fn chess_exchanges() {
        let pawn = pawn_value("chess");
        assert!(pawn > 0);
        // A queen takes a pawn its neighbour pawn defends: loses the queen for a pawn.
        let s = see_of("chess", "4k3/8/2p5/3p4/8/8/3Q4/4K3 w - - 0 1", "d2d5");
        assert!(s < -500, "{s}");
        // An undefended pawn is won.
        let s = see_of("chess", "4k3/8/8/3p4/8/8/3Q4/4K3 w - - 0 1", "d2d5");
        assert_eq!(s, pawn);
        // A pawn takes a knight defended by a pawn: wins knight for pawn.
        let s = see_of("chess", "4k3/8/2p5/3n4/4P3/8/8/4K3 w - - 0 1", "e4d5");
        assert!(s > 150, "{s}");
        // Doubled rooks (an x-ray) against one defender win the pawn.
        let s = see_of("chess", "3rk3/8/8/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5");
        assert_eq!(s, pawn, "two attackers against one defender");
        let s = see_of("chess", "3rk3/8/2p5/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5");
        assert!(s < -300, "a pawn defends: {s}");
        let s = see_of("chess", "4k3/3r4/8/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5");
        assert_eq!(s, pawn, "the defending rook is behind the pawn, x-ray");
        // The king may not recapture into a defended square.
        let s = see_of("chess", "8/8/8/3kp3/8/8/4R3/4R1K1 w - - 0 1", "e2e5");
        assert_eq!(s, pawn);
    }

    #[test]
    fn cannon_exchanges() {
        // Turkish: a cannon on e9 guards e6 through the screen on e8.
        let s = see_of("turkish", "k7/4s3/4n3/8/4p3/8/8/8/4R3/K7 w - - 0 1", "e2e6");
        assert!(s < -300, "{s}");
        // Without the screen it does not.
        let s = see_of("turkish", "k7/4s3/8/8/4p3/8/8/8/4R3/K7 w - - 0 1", "e2e6");
        assert_eq!(s, pawn_value("turkish"));
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
                v.piece(v.kind_of_letter(l).unwrap()),
                v.geometry(),
                &crate::eval::Weights::default(),
            )
        };
        let pawn = crate::eval::Weights::default().pawn_mg;
        assert_eq!(s, pawn.min(pawn - value('R') + value('S')));
    }
}
