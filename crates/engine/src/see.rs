//! Static exchange evaluation: what a capture wins or loses when both sides keep capturing on
//! its square, least valuable piece first, each free to stop.
//!
//! The attack geometry comes from the variant's Betza atoms (their capturing leaps, slides and
//! cannon hops), so any game defined as data gets it; games without a definition (Turnover) have
//! none, and every capture counts as good there. Attackers behind others on a line (x-rays) join
//! as the pieces in front leave, and a cannon attacks once exactly one piece stands between.
//! Pins, promotions, initial-only moves, lame leaps and grasshoppers are ignored: this is a
//! move-ordering and pruning estimate, never a legality test.

use turnpan_rules::betza::{Hop, Modality};
use turnpan_rules::{Game, Geometry, Variant};

/// Pieces looked at along one line from the target square (more are rare and far away).
const RAY_DEPTH: usize = 4;
/// The value of a royal piece in an exchange: capturing with it into an attack loses the game.
const ROYAL_VALUE: i32 = 20_000;
/// Room per line and square in the ray table.
const RAY_STRIDE: usize = 16;
/// No square.
const NONE: u8 = u8::MAX;

/// How a piece (one colour and kind) reaches the target along one line.
#[derive(Clone, Copy, Debug, Default)]
struct LineReach {
    /// Slides up to this many steps (0: does not slide this way; `u8::MAX`: unlimited).
    slide: u8,
    /// Hops one screen like a cannon.
    cannon: bool,
}

/// One direction from the target square, with how each piece reaches back along it.
#[derive(Clone, Debug)]
struct Line {
    step: (i8, i8),
    /// Indexed by `colour * kinds + kind`.
    reach: Vec<LineReach>,
}

/// One leap vector from the target square, with the pieces that capture by it.
#[derive(Clone, Debug)]
struct Leap {
    step: (i8, i8),
    /// Bit `colour * kinds + kind`.
    pieces: u64,
}

/// Exchange tables for one game, built once per search.
#[derive(Clone, Debug)]
pub(crate) struct Exchange {
    kinds: usize,
    /// Per line and square, the squares along the line from it (`NONE`-terminated, at most
    /// `RAY_STRIDE - 1`).
    ray_squares: Vec<u8>,
    /// Per leap and square, the square it leads to or `NONE`.
    leap_squares: Vec<u8>,
    squares: usize,
    lines: Vec<Line>,
    leaps: Vec<Leap>,
    values: Vec<i32>,
}

#[derive(Clone, Copy)]
struct Attacker {
    colour: usize,
    value: i32,
    /// Line index and place on it, for x-rays; `None` for a leaper.
    on_line: Option<(usize, usize)>,
    used: bool,
}

impl Exchange {
    /// Tables for a game defined as data; `None` when there is no definition or too many kinds.
    /// `values` are the evaluation's piece values (0 for the royal piece).
    pub(crate) fn new(variant: Option<&Variant>, values: &[i32]) -> Option<Exchange> {
        let v = variant?;
        let kinds = v.pieces.len();
        if kinds == 0 || 2 * kinds > 64 || values.len() < kinds {
            return None;
        }
        let mut lines: Vec<Line> = Vec::new();
        let mut leaps: Vec<Leap> = Vec::new();
        for colour in 0..2 {
            for (kind, piece) in v.pieces.iter().enumerate() {
                let index = colour * kinds + kind;
                for atom in &piece.atoms {
                    if atom.modality == Modality::MoveOnly || atom.initial {
                        continue;
                    }
                    for &(dx, dy) in &atom.steps {
                        let dy = if colour == 0 { dy } else { -dy };
                        // From the target, the attacker stands against its step.
                        let back = (-dx, -dy);
                        match (atom.range, atom.hop) {
                            (1, Hop::None) if !atom.lame => {
                                let at = match leaps.iter().position(|l| l.step == back) {
                                    Some(i) => i,
                                    None => {
                                        leaps.push(Leap {
                                            step: back,
                                            pieces: 0,
                                        });
                                        leaps.len() - 1
                                    }
                                };
                                leaps[at].pieces |= 1 << index;
                            }
                            (_, Hop::None | Hop::Cannon) if !atom.lame => {
                                let at = match lines.iter().position(|l| l.step == back) {
                                    Some(i) => i,
                                    None => {
                                        lines.push(Line {
                                            step: back,
                                            reach: vec![LineReach::default(); 2 * kinds],
                                        });
                                        lines.len() - 1
                                    }
                                };
                                let r = &mut lines[at].reach[index];
                                if atom.hop == Hop::Cannon {
                                    r.cannon = true;
                                } else {
                                    let range = if atom.range == 0 { u8::MAX } else { atom.range };
                                    r.slide = r.slide.max(range);
                                }
                            }
                            _ => {}
                        }
                    }
                }
            }
        }
        let values = v
            .pieces
            .iter()
            .enumerate()
            .map(|(k, p)| if p.royal { ROYAL_VALUE } else { values[k] })
            .collect();
        let g: Geometry = v.geometry;
        let squares = g.squares();
        let lines = lines.into_iter().take(16).collect::<Vec<_>>();
        let mut ray_squares = vec![NONE; lines.len() * squares * RAY_STRIDE];
        for (li, line) in lines.iter().enumerate() {
            for sq in 0..squares {
                let base = (li * squares + sq) * RAY_STRIDE;
                let mut cur = sq as u8;
                for k in 0..RAY_STRIDE - 1 {
                    match g.offset(cur, line.step.0.into(), line.step.1.into()) {
                        Some(next) => {
                            ray_squares[base + k] = next;
                            cur = next;
                        }
                        None => break,
                    }
                }
            }
        }
        let mut leap_squares = vec![NONE; leaps.len() * squares];
        for (i, leap) in leaps.iter().enumerate() {
            for sq in 0..squares {
                if let Some(t) = g.offset(sq as u8, leap.step.0.into(), leap.step.1.into()) {
                    leap_squares[i * squares + sq] = t;
                }
            }
        }
        Some(Exchange {
            kinds,
            ray_squares,
            leap_squares,
            squares,
            lines,
            leaps,
            values,
        })
    }

    /// The material balance of playing `mv` and the exchanges that follow on its square, from
    /// the mover's side (the captured piece's value, or 0 for a quiet move, when nothing
    /// takes back).
    pub(crate) fn see<G: Game>(&self, pos: &G, mv: G::Move) -> i32 {
        let (from, to) = pos.move_squares(mv);
        let kinds = self.kinds;
        let Some(mover) = pos.piece_at(from) else {
            return 0;
        };
        // En passant: the victim is not on the target square; it is a pawn. A move that
        // captures nothing risks the mover for nothing.
        let victim = match pos.piece_at(to) {
            Some(p) => self.values.get(p.kind).copied().unwrap_or(0),
            None if pos.is_capture(mv) => 100,
            None => 0,
        };
        let mut attackers: [Option<Attacker>; 40] = [None; 40];
        let mut n = 0;
        // Pieces along each line from the target, nearest first.
        let mut on_lines: [[Option<(usize, usize, u8)>; RAY_DEPTH]; 16] = [[None; RAY_DEPTH]; 16];
        let squares = self.squares;
        let t = usize::from(to);
        for (li, on_line) in on_lines.iter_mut().enumerate().take(self.lines.len()) {
            let base = (li * squares + t) * RAY_STRIDE;
            let mut found = 0;
            for (k, &sq) in self.ray_squares[base..base + RAY_STRIDE].iter().enumerate() {
                if sq == NONE || found == RAY_DEPTH {
                    break;
                }
                if let Some(p) = pos.piece_at(sq) {
                    let dist = k as u8 + 1;
                    // The mover is already on its way: marked below.
                    let mark = if sq == from { 0x100 } else { 0 };
                    on_line[found] = Some((p.color.index(), p.kind | mark, dist));
                    found += 1;
                }
            }
        }
        // Leapers attack directly.
        let mut leap_squares: u128 = 0;
        for (i, leap) in self.leaps.iter().enumerate() {
            let sq = self.leap_squares[i * squares + t];
            if sq == NONE || sq == from {
                continue;
            }
            if let Some(p) = pos.piece_at(sq) {
                let index = p.color.index() * kinds + p.kind;
                if leap.pieces & (1 << index) != 0 && leap_squares & (1u128 << sq) == 0 {
                    leap_squares |= 1u128 << sq;
                    if n < attackers.len() {
                        attackers[n] = Some(Attacker {
                            colour: p.color.index(),
                            value: self.values.get(p.kind).copied().unwrap_or(0),
                            on_line: None,
                            used: false,
                        });
                        n += 1;
                    }
                }
            }
        }
        // Pieces on lines become attackers by place; consumed places free those behind.
        let mut consumed = [0u8; 16];
        for (li, line) in on_lines.iter().enumerate().take(self.lines.len().min(16)) {
            for (place, entry) in line.iter().enumerate() {
                let Some((colour, kind, _)) = *entry else {
                    break;
                };
                if kind & 0x100 != 0 {
                    consumed[li] |= 1 << place;
                    continue;
                }
                if n < attackers.len() {
                    attackers[n] = Some(Attacker {
                        colour,
                        value: self.values.get(kind).copied().unwrap_or(0),
                        on_line: Some((li, place)),
                        used: false,
                    });
                    n += 1;
                }
            }
        }
        let reaches = |consumed: &[u8; 16], li: usize, place: usize| -> bool {
            let Some((colour, kind, dist)) = on_lines[li][place] else {
                return false;
            };
            let r = self.lines[li].reach[colour * kinds + (kind & 0xff)];
            let before =
                place as u32 - (u32::from(consumed[li]) & ((1u32 << place) - 1)).count_ones();
            (before == 0 && r.slide >= dist) || (before == 1 && r.cannon)
        };
        let mut gain = [0i32; 41];
        let mut depth = 0;
        gain[0] = victim;
        let mut on_target = self.values.get(mover.kind).copied().unwrap_or(0);
        let mut side = 1 - mover.color.index();
        loop {
            // The least valuable attacker of `side` that reaches the target now.
            let mut best: Option<usize> = None;
            for (i, a) in attackers[..n].iter().enumerate() {
                let Some(a) = a else { continue };
                if a.used || a.colour != side {
                    continue;
                }
                if let Some((li, place)) = a.on_line {
                    if !reaches(&consumed, li, place) {
                        continue;
                    }
                }
                if best.is_none_or(|b| attackers[b].is_some_and(|x| a.value < x.value)) {
                    best = Some(i);
                }
            }
            let Some(b) = best else { break };
            let Some(a) = attackers[b].as_mut() else {
                break;
            };
            a.used = true;
            if let Some((li, place)) = a.on_line {
                consumed[li] |= 1 << place;
            }
            depth += 1;
            gain[depth] = on_target - gain[depth - 1];
            on_target = a.value;
            side = 1 - side;
            if depth + 1 >= gain.len() {
                break;
            }
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
    use turnpan_rules::{AnyGame, Catalog};

    fn see_of(variant: &str, fen: &str, mv: &str) -> i32 {
        let pos: AnyGame = Catalog::builtin().from_fen(variant, fen).unwrap();
        let AnyGame::Small(p) = &pos else {
            let AnyGame::Large(p) = &pos else {
                panic!("not a board game")
            };
            let e = crate::eval::Evaluator::new(p);
            let x = Exchange::new(p.variant(), e.values()).unwrap();
            return x.see(p, p.parse_uci(mv).unwrap());
        };
        let e = crate::eval::Evaluator::new(p);
        let x = Exchange::new(p.variant(), e.values()).unwrap();
        x.see(p, p.parse_uci(mv).unwrap())
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
        let value =
            |l: char| crate::eval::piece_value(&v.pieces[v.kind_of_letter(l).unwrap()], v.geometry);
        assert_eq!(s, 100.min(100 - value('R') + value('S')));
    }
}
