//! Which squares a piece attacks, from the variant's Betza atoms: per colour, kind and square
//! the squares its capturing leaps, slides and cannon hops reach on an empty board, and a table
//! of the squares between two squares, so that an attack through the real occupancy is a few
//! mask tests (a slide needs nothing between, a cannon hop exactly one piece).
//!
//! Initial-only moves, lame leaps and grasshoppers are left out: this serves the evaluation's
//! king-safety estimate, never legality.

use crate::index::GeometryIndex;
use turnpan_rules::betza::{Hop, Modality};
use turnpan_rules::{hop_line_attacks, line_attacks, Variant};

/// Empty-board attack sets of one colour and kind on one square.
#[derive(Clone, Copy, Debug, Default)]
struct Reach {
    leap: u128,
    slide: u128,
    hop: u128,
}

/// How one colour and kind moves, for mobility: leaps per square, rides along the eight
/// lines as direction bits (see [`DIRECTIONS`]).
#[derive(Clone, Debug, Default)]
struct Motion {
    /// Per square: leaps onto empty squares, leaps that capture.
    leaps: Vec<(u128, u128)>,
    slide_moves: u8,
    slide_captures: u8,
    hop_captures: u8,
    /// Every move also captures and no move hops, is lame, initial-only or a short ride:
    /// what [`Attacks::targets`] reaches with every piece counted as an enemy is exactly
    /// what [`Attacks::attacks`] finds, so one serves for both.
    targets_are_attacks: bool,
}

/// The eight lines, as (file, rank) steps; the first four raise the square index.
const DIRECTIONS: [(i32, i32); 8] = [
    (1, 0),
    (0, 1),
    (1, 1),
    (-1, 1),
    (-1, 0),
    (0, -1),
    (-1, -1),
    (1, -1),
];

/// Attack tables for one game defined as data (boards of up to 128 squares).
#[derive(Clone, Debug)]
pub(crate) struct Attacks {
    squares: usize,
    kinds: usize,
    /// Per direction and square: the squares along that line to the edge.
    rays: Vec<[u128; 8]>,
    /// Indexed by `colour * kinds + kind`.
    motion: Vec<Motion>,
    /// Indexed by `(colour * kinds + kind) * squares + square`.
    reach: Vec<Reach>,
    /// Squares strictly between two squares on a line (empty if not on one line).
    between: Vec<u128>,
}

impl Attacks {
    /// The tables for a game, `None` without a definition.
    pub(crate) fn new(variant: Option<&Variant>) -> Option<Attacks> {
        let v = variant?;
        let g = v.geometry();
        let squares = g.squares();
        if squares > 128 {
            return None;
        }
        let kinds = v.pieces().len();
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
                while let Some(next) = g.offset_at(cur, dx, dy) {
                    between[from * squares + usize::from(next)] = mask;
                    mask |= 1u128 << next;
                    cur = next;
                }
            }
        }
        for colour in 0..2 {
            for (kind, piece) in v.pieces().iter().enumerate() {
                for sq in 0..squares {
                    let r = &mut reach[(colour * kinds + kind) * squares + sq];
                    for atom in &piece.atoms {
                        if atom.modality == Modality::MoveOnly || atom.initial || atom.lame {
                            continue;
                        }
                        for &(dx, dy) in &atom.steps {
                            let (dx, dy) = if colour == 0 { (dx, dy) } else { (-dx, -dy) };
                            let range = if atom.range == 0 { 99 } else { atom.range };
                            let mut cur = sq as u8;
                            for d in 1..=range {
                                let Some(next) = g.offset_at(cur, dx.into(), dy.into()) else {
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
                            let (f1, r1) = (g.file_at(sq as u8), g.rank_at(sq as u8));
                            let (f2, r2) = (g.file_at(t as u8), g.rank_at(t as u8));
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
        let mut rays = vec![[0u128; 8]; squares];
        for (sq, r) in rays.iter_mut().enumerate() {
            for (d, &(dx, dy)) in DIRECTIONS.iter().enumerate() {
                let mut cur = sq as u8;
                while let Some(next) = g.offset_at(cur, dx, dy) {
                    r[d] |= 1u128 << next;
                    cur = next;
                }
            }
        }
        let mut motion = vec![Motion::default(); 2 * kinds];
        for colour in 0..2 {
            for (kind, piece) in v.pieces().iter().enumerate() {
                let m = &mut motion[colour * kinds + kind];
                m.leaps = vec![(0, 0); squares];
                m.targets_are_attacks = piece.atoms.iter().all(|a| {
                    let on_lines = a
                        .steps
                        .iter()
                        .all(|&(dx, dy)| DIRECTIONS.contains(&(i32::from(dx), i32::from(dy))));
                    a.modality == Modality::Both
                        && a.hop == Hop::None
                        && !a.lame
                        && !a.initial
                        && (a.range == 1 || a.range == 0 && on_lines)
                });
                for atom in &piece.atoms {
                    if atom.initial || atom.lame || atom.hop == Hop::Grasshopper {
                        continue;
                    }
                    let (moves, captures) =
                        (atom.modality.moves(), atom.modality != Modality::MoveOnly);
                    for &(dx, dy) in &atom.steps {
                        let (dx, dy) = if colour == 0 { (dx, dy) } else { (-dx, -dy) };
                        let (dx, dy) = (i32::from(dx), i32::from(dy));
                        let line = DIRECTIONS.iter().position(|&d| d == (dx, dy));
                        match (atom.hop, atom.range, line) {
                            (Hop::Cannon, _, Some(d)) if captures => {
                                m.hop_captures |= 1 << d;
                            }
                            (Hop::None, 0 | 4.., Some(d)) => {
                                if moves {
                                    m.slide_moves |= 1 << d;
                                }
                                if captures {
                                    m.slide_captures |= 1 << d;
                                }
                            }
                            (Hop::None, range, _) => {
                                // Leaps, short rides and rides off the eight lines: their
                                // squares up to three steps, blocking ignored.
                                let steps = if range == 0 { 1 } else { range.min(3) };
                                for sq in 0..squares {
                                    let mut cur = sq as u8;
                                    for _ in 0..steps {
                                        let Some(next) = g.offset_at(cur, dx, dy) else {
                                            break;
                                        };
                                        cur = next;
                                        let bit = 1u128 << next;
                                        if moves {
                                            m.leaps[sq].0 |= bit;
                                        }
                                        if captures {
                                            m.leaps[sq].1 |= bit;
                                        }
                                    }
                                }
                            }
                            _ => {}
                        }
                    }
                }
            }
        }
        Some(Attacks {
            squares,
            kinds,
            rays,
            motion,
            reach,
            between,
        })
    }

    /// How a piece of `colour` and `kind` moves, and the squares its leaps go to from `sq`
    /// (empty ones, and those of `enemy` where they capture).
    #[inline]
    fn leap_targets(
        &self,
        colour: usize,
        kind: usize,
        sq: u8,
        occupied: u128,
        enemy: u128,
    ) -> Option<(&Motion, u128)> {
        let m = self.motion.get(colour * self.kinds + kind)?;
        let &(moves, captures) = m.leaps.get(usize::from(sq))?;
        Some((m, (moves & !occupied) | (captures & enemy)))
    }

    /// The squares a piece of `colour` and `kind` on `sq` can go to: empty squares it moves
    /// to and squares of `enemy` it captures on, given the occupancy `occupied`.
    pub(crate) fn targets(
        &self,
        colour: usize,
        kind: usize,
        sq: u8,
        occupied: u128,
        enemy: u128,
    ) -> u128 {
        let Some((m, mut out)) = self.leap_targets(colour, kind, sq, occupied, enemy) else {
            return 0;
        };
        let empty = !occupied;
        let rays = &self.rays[usize::from(sq)];
        // Each line both ways at once: directions `l` and `l + 4` are opposite, the first
        // raising the square index.
        let along = |bits: u8, l: usize| -> u128 {
            let mut mask = 0;
            if bits & (1 << l) != 0 {
                mask |= rays[l];
            }
            if bits & (1 << (l + 4)) != 0 {
                mask |= rays[l + 4];
            }
            mask
        };
        let lines = m.slide_moves | m.slide_captures | m.hop_captures;
        for l in 0..4 {
            if lines & (0x11 << l) == 0 {
                continue;
            }
            let (above, below) = (rays[l], rays[l + 4]);
            if (m.slide_moves | m.slide_captures) & (0x11 << l) != 0 {
                let reach = line_attacks(below, above, occupied);
                out |= reach & empty & along(m.slide_moves, l);
                out |= reach & enemy & along(m.slide_captures, l);
            }
            if m.hop_captures & (0x11 << l) != 0 {
                out |= hop_line_attacks(below, above, occupied)
                    & occupied
                    & enemy
                    & along(m.hop_captures, l);
            }
        }
        out
    }

    /// [`Self::targets`] ray by ray: the reference the line-by-line version is tested against.
    #[cfg(test)]
    fn targets_by_ray(
        &self,
        colour: usize,
        kind: usize,
        sq: u8,
        occupied: u128,
        enemy: u128,
    ) -> u128 {
        let Some((m, mut out)) = self.leap_targets(colour, kind, sq, occupied, enemy) else {
            return 0;
        };
        let empty = !occupied;
        let rays = &self.rays[usize::from(sq)];
        let lines = m.slide_moves | m.slide_captures | m.hop_captures;
        for (d, &ray) in rays.iter().enumerate() {
            if lines & (1 << d) == 0 {
                continue;
            }
            let blockers = ray & occupied;
            let first = nearest(blockers, d);
            let reach = match first {
                Some(b) => ray & !self.rays[b][d],
                None => ray,
            };
            if m.slide_moves & (1 << d) != 0 {
                out |= reach & empty;
            }
            if m.slide_captures & (1 << d) != 0 {
                out |= reach & enemy;
            }
            if m.hop_captures & (1 << d) != 0 {
                if let Some(b) = first {
                    if let Some(t) = nearest(self.rays[b][d] & occupied, d) {
                        out |= (1u128 << t) & enemy;
                    }
                }
            }
        }
        out
    }
}

/// The square of `set` nearest along direction `d` (sets are on one ray from a square).
#[cfg(test)]
fn nearest(set: u128, d: usize) -> Option<usize> {
    if set == 0 {
        None
    } else if d < 4 {
        Some(set.trailing_zeros() as usize)
    } else {
        Some(127 - set.leading_zeros() as usize)
    }
}

impl Attacks {
    /// Whether [`Self::targets`] of this colour and kind, with every piece as an enemy, are
    /// its attacks on every square (see [`Motion::targets_are_attacks`]).
    pub(crate) fn targets_are_attacks(&self, colour: usize, kind: usize) -> bool {
        self.motion
            .get(colour * self.kinds + kind)
            .is_some_and(|m| m.targets_are_attacks)
    }

    /// What a piece of `colour` and `kind` on `sq` reaches on an empty board.
    #[inline]
    fn reach_of(&self, colour: usize, kind: usize, sq: u8) -> Option<&Reach> {
        self.reach
            .get((colour * self.kinds + kind) * self.squares + usize::from(sq))
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
        let Some(r) = self.reach_of(colour, kind, sq) else {
            return 0;
        };
        let hit = r.leap & targets;
        let lines = (r.slide | r.hop) & targets & !hit;
        // A few squares (a king's zone) one at a time; many (every square) line by line.
        if lines.count_ones() <= LINES_BY_SQUARE {
            hit | self.line_attacks_by_square(r, sq, lines, occupied)
        } else {
            hit | self.line_attacks_by_line(r, sq, lines, occupied)
        }
    }

    /// The squares of `lines` that the slides and hops of `r` from `sq` reach: nothing between
    /// for a slide, exactly one piece between for a hop.
    fn line_attacks_by_square(&self, r: &Reach, sq: u8, lines: u128, occupied: u128) -> u128 {
        let mut hit = 0;
        let mut rest = lines;
        while rest != 0 {
            let t = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let between = self.between[usize::from(sq) * self.squares + t] & occupied;
            let bit = 1u128 << t;
            if (r.slide & bit != 0 && between == 0)
                || (r.hop & bit != 0 && between.count_ones() == 1)
            {
                hit |= bit;
            }
        }
        hit
    }

    /// [`Self::line_attacks_by_square`], along each of the eight lines at once: a slide reaches
    /// up to the first piece, a hop from beyond it up to the second.
    fn line_attacks_by_line(&self, r: &Reach, sq: u8, lines: u128, occupied: u128) -> u128 {
        let mut hit = 0;
        let rays = &self.rays[usize::from(sq)];
        for l in 0..4 {
            let (above, below) = (rays[l], rays[l + 4]);
            let wanted = lines & (above | below);
            if wanted & r.slide != 0 {
                hit |= wanted & r.slide & line_attacks(below, above, occupied);
            }
            if wanted & r.hop != 0 {
                hit |= wanted & r.hop & hop_line_attacks(below, above, occupied);
            }
        }
        hit
    }
}

/// What the eight lines through one square reach under one occupancy, for every piece on
/// that square at once (see [`Attacks::lines_from`]).
#[derive(Clone, Copy, Debug)]
pub(crate) struct LinesFrom {
    /// Up to and including the first piece of each line.
    slide: u128,
    /// Beyond the first piece of each line, up to and including the second.
    hop: u128,
}

impl Attacks {
    /// The reach of the eight lines through `sq` with `occupied`, to answer
    /// [`Self::attacks_along`] for several kinds on that square.
    pub(crate) fn lines_from(&self, sq: u8, occupied: u128) -> LinesFrom {
        let rays = &self.rays[usize::from(sq)];
        let mut lines = LinesFrom { slide: 0, hop: 0 };
        for l in 0..4 {
            let (above, below) = (rays[l], rays[l + 4]);
            lines.slide |= line_attacks(below, above, occupied);
            lines.hop |= hop_line_attacks(below, above, occupied);
        }
        lines
    }

    /// [`Self::attacks`] from the square `lines` were found for, with their occupancy: a
    /// piece's slides and hops follow the eight lines, so its attacks are its empty-board
    /// reach cut to what the lines reach.
    #[inline]
    pub(crate) fn attacks_along(
        &self,
        colour: usize,
        kind: usize,
        sq: u8,
        lines: &LinesFrom,
        targets: u128,
    ) -> u128 {
        let Some(r) = self.reach_of(colour, kind, sq) else {
            return 0;
        };
        (r.leap | r.slide & lines.slide | r.hop & lines.hop) & targets
    }
}

/// Up to this many line squares to test, [`Attacks::attacks`] tests them one by one.
const LINES_BY_SQUARE: u32 = 6;

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::index::GameIndex;
    use turnpan_rules::{AnyGame, Catalog, Game, Square};

    /// Squares by name of a mask, sorted.
    fn names(g: turnpan_rules::Geometry, mask: u128) -> Vec<String> {
        let mut out: Vec<String> = (0..g.squares() as u8)
            .filter(|&s| mask & (1u128 << s) != 0)
            .map(|s| g.square_name(Square::new(s)))
            .collect();
        out.sort();
        out
    }

    fn targets_of(variant: &str, fen: &str, square: &str) -> Vec<String> {
        let pos: AnyGame = Catalog::builtin().from_fen(variant, fen).unwrap();
        let g = pos.geometry();
        let t = Attacks::new(pos.variant()).unwrap();
        let sq = g.parse_square(square).unwrap().get();
        let p = pos.piece_on(sq).unwrap();
        let mut occupied = 0u128;
        let mut enemy = 0u128;
        for s in 0..g.squares() as u8 {
            if let Some(q) = pos.piece_on(s) {
                occupied |= 1u128 << s;
                if q.color != p.color {
                    enemy |= 1u128 << s;
                }
            }
        }
        names(g, t.targets(p.color.index(), p.kind, sq, occupied, enemy))
    }

    /// A position the comparison tests look at, with its attack tables and occupancy.
    struct Sample {
        what: String,
        tables: Attacks,
        squares: usize,
        occupied: u128,
        white: u128,
    }

    /// Middlegames and endgames of chess, Turkish Chess and Transformer.
    fn samples() -> Vec<Sample> {
        let positions = [
            ("chess", "r1bqk2r/pp1n1ppp/2pbpn2/3p4/2PP4/2N1PN2/PPQ2PPP/R1B1KB1R w KQkq - 0 7"),
            ("turkish", "rnbqkbnr/sm1cg1ms/pppppppp/8/8/8/8/PPPPPPPP/SM1CG1MS/RNBQKBNR w KQkq - 0 1"),
            ("turkish", "r1b1kb1r/sm1cg1ms/p1pp1ppp/1p2p3/4P3/2n5/1P1P1PPP/PNP1N3/SM1CG1MS/R1BQKB1R w KQkq - 0 9"),
            ("turkish", "4k3/2c5/8/1c2m3/8/3P4/2s2g2/8/4K3/8 w - - 0 40"),
            ("transformer", ""),
        ];
        let catalog = Catalog::builtin();
        positions
            .into_iter()
            .map(|(variant, fen)| {
                let pos: AnyGame = if fen.is_empty() {
                    catalog.start(variant).unwrap()
                } else {
                    catalog.from_fen(variant, fen).unwrap()
                };
                let squares = pos.geometry().squares();
                let set = |keep: &dyn Fn(crate::index::Piece) -> bool| {
                    (0..squares as u8)
                        .filter(|&s| pos.piece_on(s).is_some_and(keep))
                        .fold(0u128, |m, s| m | 1u128 << s)
                };
                Sample {
                    what: format!("{variant} {fen}"),
                    tables: Attacks::new(pos.variant()).unwrap(),
                    squares,
                    occupied: set(&|_| true),
                    white: set(&|p| p.color == turnpan_rules::Color::White),
                }
            })
            .collect()
    }

    /// Calls `check` with every sample, colour, kind and square; returns how many.
    fn each_piece_square(mut check: impl FnMut(&Sample, usize, usize, u8)) -> usize {
        let mut count = 0;
        for sample in samples() {
            for colour in 0..2 {
                for kind in 0..sample.tables.kinds {
                    for sq in 0..sample.squares as u8 {
                        check(&sample, colour, kind, sq);
                        count += 1;
                    }
                }
            }
        }
        count
    }

    /// Both ways of finding line attacks agree, for every piece of the samples, on every
    /// square, on every target set tried.
    #[test]
    fn line_attacks_agree_square_by_square_and_line_by_line() {
        let compared = each_piece_square(|x, colour, kind, sq| {
            let t = &x.tables;
            let r = &t.reach[(colour * t.kinds + kind) * x.squares + usize::from(sq)];
            let lines = r.slide | r.hop;
            for targets in [lines, lines & x.occupied, lines & !x.occupied] {
                assert_eq!(
                    t.line_attacks_by_square(r, sq, targets, x.occupied),
                    t.line_attacks_by_line(r, sq, targets, x.occupied),
                    "{}: kind {kind} of colour {colour} on {sq}",
                    x.what
                );
            }
        });
        assert!(compared > 1000);
    }

    /// Targets found line by line (both directions at once) are those found ray by ray, for
    /// every piece of the samples on every square, against several enemy sets.
    #[test]
    fn targets_agree_line_by_line_and_ray_by_ray() {
        let compared = each_piece_square(|x, colour, kind, sq| {
            let (occupied, white) = (x.occupied, x.white);
            for enemy in [white, occupied & !white, occupied, !0] {
                assert_eq!(
                    x.tables.targets(colour, kind, sq, occupied, enemy),
                    x.tables.targets_by_ray(colour, kind, sq, occupied, enemy),
                    "{}: kind {kind} of colour {colour} on {sq}",
                    x.what
                );
            }
        });
        assert!(compared > 1000);
    }

    /// Where the tables say targets are attacks, they are, on every square of the samples;
    /// and in Turkish Chess that holds for the riders and the compound pieces, not for the
    /// pawns and the cannons.
    #[test]
    fn targets_are_attacks_where_the_tables_say_so() {
        let mut compared = 0;
        each_piece_square(|x, colour, kind, sq| {
            if x.tables.targets_are_attacks(colour, kind) {
                assert_eq!(
                    x.tables.targets(colour, kind, sq, x.occupied, x.occupied),
                    x.tables.attacks(colour, kind, sq, !0, x.occupied),
                    "{}: kind {kind} of colour {colour} on {sq}",
                    x.what
                );
                compared += 1;
            }
        });
        assert!(compared > 1000);
        let v = turnpan_rules::Variant::builtin("turkish").unwrap();
        let t = Attacks::new(Some(&v)).unwrap();
        let flagged =
            |letter: char| t.targets_are_attacks(0, v.kind_of_letter(letter).unwrap().index());
        for letter in ['K', 'Q', 'G', 'C', 'M', 'R', 'B', 'N'] {
            assert!(flagged(letter), "{letter}");
        }
        for letter in ['P', 'S', 'E'] {
            assert!(!flagged(letter), "{letter}");
        }
    }

    /// Attacks cut from the lines through a square are the attacks found piece by piece, for
    /// every piece on every square of the samples.
    #[test]
    fn attacks_along_the_lines_agree() {
        let compared = each_piece_square(|x, colour, kind, sq| {
            let lines = x.tables.lines_from(sq, x.occupied);
            for targets in [!0, x.occupied, !x.occupied] {
                assert_eq!(
                    x.tables.attacks_along(colour, kind, sq, &lines, targets),
                    x.tables.attacks(colour, kind, sq, targets, x.occupied),
                    "{}: kind {kind} of colour {colour} on {sq}",
                    x.what
                );
            }
        });
        assert!(compared > 1000);
    }

    #[test]
    fn targets_follow_the_occupancy() {
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assert_eq!(targets_of("chess", start, "b1"), ["a3", "c3"]);
        assert!(targets_of("chess", start, "a1").is_empty());
        // A rook on an open file up to and including the enemy pawn.
        let fen = "4k3/p7/8/8/8/8/8/R3K3 w - - 0 1";
        assert_eq!(
            targets_of("chess", fen, "a1"),
            ["a2", "a3", "a4", "a5", "a6", "a7", "b1", "c1", "d1"]
        );
        // Turkish: the cannon on a2 moves nowhere but captures a8 over the pawn on a3.
        let turkish = "rnbqkbnr/sm1cg1ms/pppppppp/8/8/8/8/PPPPPPPP/SM1CG1MS/RNBQKBNR w KQkq - 0 1";
        assert_eq!(targets_of("turkish", turkish, "a2"), ["a8"]);
    }
}
