//! Which squares a piece attacks, from the variant's Betza atoms: per colour, kind and square
//! the squares its capturing leaps, slides and cannon hops reach on an empty board, and a table
//! of the squares between two squares, so that an attack through the real occupancy is a few
//! mask tests (a slide needs nothing between, a cannon hop exactly one piece).
//!
//! Initial-only moves, lame leaps and grasshoppers are left out: this serves the evaluation's
//! king-safety estimate, never legality.

use turnpan_rules::betza::{Hop, Modality};
use turnpan_rules::Variant;

/// Empty-board attack sets of one colour and kind on one square.
#[derive(Clone, Copy, Debug, Default)]
struct Reach {
    leap: u128,
    slide: u128,
    hop: u128,
}

/// Attack tables for one game defined as data (boards of up to 128 squares).
#[derive(Clone, Debug)]
pub(crate) struct Attacks {
    squares: usize,
    kinds: usize,
    /// Indexed by `(colour * kinds + kind) * squares + square`.
    reach: Vec<Reach>,
    /// Squares strictly between two squares on a line (empty if not on one line).
    between: Vec<u128>,
}

impl Attacks {
    /// The tables for a game, `None` without a definition.
    pub(crate) fn new(variant: Option<&Variant>) -> Option<Attacks> {
        let v = variant?;
        let g = v.geometry;
        let squares = g.squares();
        if squares > 128 {
            return None;
        }
        let kinds = v.pieces.len();
        let mut reach = vec![Reach::default(); 2 * kinds * squares];
        let mut between = vec![0u128; squares * squares];
        for from in 0..squares {
            for (dx, dy) in [
                (1, 0),
                (-1, 0),
                (0, 1),
                (0, -1),
                (1, 1),
                (1, -1),
                (-1, 1),
                (-1, -1),
            ] {
                let mut mask = 0u128;
                let mut cur = from as u8;
                while let Some(next) = g.offset(cur, dx, dy) {
                    between[from * squares + usize::from(next)] = mask;
                    mask |= 1u128 << next;
                    cur = next;
                }
            }
        }
        for colour in 0..2 {
            for (kind, piece) in v.pieces.iter().enumerate() {
                for sq in 0..squares {
                    let r = &mut reach[(colour * kinds + kind) * squares + sq];
                    for atom in &piece.atoms {
                        if atom.modality == Modality::MoveOnly || atom.initial || atom.lame {
                            continue;
                        }
                        for &(dx, dy) in &atom.steps {
                            let dy = if colour == 0 { dy } else { -dy };
                            let range = if atom.range == 0 { 99 } else { atom.range };
                            let mut cur = sq as u8;
                            for d in 1..=range {
                                let Some(next) = g.offset(cur, dx.into(), dy.into()) else {
                                    break;
                                };
                                cur = next;
                                let bit = 1u128 << next;
                                match atom.hop {
                                    Hop::None if atom.range == 1 => r.leap |= bit,
                                    Hop::None => r.slide |= bit,
                                    Hop::Cannon if d >= 2 => r.hop |= bit,
                                    _ => {}
                                }
                            }
                        }
                    }
                    // Sliding only follows the eight lines the between table knows; other
                    // rides (a nightrider) count as if nothing could block them.
                    let lines = r.slide;
                    r.slide = 0;
                    let mut rest = lines;
                    while rest != 0 {
                        let t = rest.trailing_zeros() as usize;
                        rest &= rest - 1;
                        let on_line = between[sq * squares + t] != 0 || {
                            let (f1, r1) = (g.file_of(sq as u8), g.rank_of(sq as u8));
                            let (f2, r2) = (g.file_of(t as u8), g.rank_of(t as u8));
                            f1.abs_diff(f2) <= 1 && r1.abs_diff(r2) <= 1
                        };
                        if on_line {
                            r.slide |= 1u128 << t;
                        } else {
                            r.leap |= 1u128 << t;
                        }
                    }
                }
            }
        }
        Some(Attacks {
            squares,
            kinds,
            reach,
            between,
        })
    }

    /// The squares of `targets` that a piece of `colour` and `kind` on `sq` attacks, given the
    /// occupied squares `occupied`.
    #[inline]
    pub(crate) fn attacks(
        &self,
        colour: usize,
        kind: usize,
        sq: u8,
        targets: u128,
        occupied: u128,
    ) -> u128 {
        let Some(r) = self
            .reach
            .get((colour * self.kinds + kind) * self.squares + usize::from(sq))
        else {
            return 0;
        };
        let mut hit = r.leap & targets;
        let mut lines = (r.slide | r.hop) & targets & !hit;
        while lines != 0 {
            let t = lines.trailing_zeros() as usize;
            lines &= lines - 1;
            let between = self.between[usize::from(sq) * self.squares + t] & occupied;
            let bit = 1u128 << t;
            if (r.slide & bit != 0 && between == 0) || (r.hop & bit != 0 && between.count_ones() == 1)
            {
                hit |= bit;
            }
        }
        hit
    }
}
