//! Move generation (docs/rules/turnover.md sections 3, 4 and 6), attacks and playing a move
//! (section 4 and promotion, section 5).
//!
//! What a moving component may land on is a set formula over the component bitboards, which
//! encodes tables A-D at once:
//!
//! * O fits a stack with I and without O (a Bishop or a Queen), of either colour;
//! * I fits a stack without I (a Pawn or a Rook);
//! * T fits a stack with I and without T (a Bishop or a Knight);
//! * a component that does not fit captures an enemy stack and is blocked by a friendly one,
//!   except that O never captures straight ahead and its diagonal step needs an occupied square.
//!
//! Legality (section 6: after the move the mover keeps an unattacked Castle) is decided without
//! playing the move whenever possible: a move cannot make a safe Castle attacked unless it
//! empties its origin and that origin was the only thing between the Castle and an enemy slider.

use crate::color::Color;

use super::stacks::{Component, Move};
use super::tables::{bit, squares, tables, Tables, FILE_A, FILE_H, RANK_1, RANK_8};
use super::Position;

/// Where generated moves go: a list, or just a count (perft's last ply).
pub(crate) trait Sink {
    /// All moves from `from` to the squares of `targets`.
    fn add_set(&mut self, from: u8, targets: u64);
    /// One move to each square of `targets`, from the square `back` before it (set-wise
    /// generation of outer-ring steps).
    fn add_shifted(&mut self, targets: u64, back: i8);
    /// One move.
    fn add(&mut self, from: u8, to: u8);
}

/// Collects moves.
pub(crate) struct MoveList<'a>(pub &'a mut Vec<Move>);

impl Sink for MoveList<'_> {
    #[inline]
    fn add_set(&mut self, from: u8, targets: u64) {
        self.0.extend(squares(targets).map(|to| Move { from, to }));
    }
    #[inline]
    fn add_shifted(&mut self, targets: u64, back: i8) {
        self.0.extend(squares(targets).map(|to| Move {
            from: to.wrapping_sub(back as u8),
            to,
        }));
    }
    #[inline]
    fn add(&mut self, from: u8, to: u8) {
        self.0.push(Move { from, to });
    }
}

/// Counts moves.
struct Counter(usize);

impl Sink for Counter {
    #[inline]
    fn add_set(&mut self, _from: u8, targets: u64) {
        self.0 += targets.count_ones() as usize;
    }
    #[inline]
    fn add_shifted(&mut self, targets: u64, _back: i8) {
        self.0 += targets.count_ones() as usize;
    }
    #[inline]
    fn add(&mut self, _from: u8, _to: u8) {
        self.0 += 1;
    }
}

/// Notes whether there is a move.
struct AnyMove(bool);

impl Sink for AnyMove {
    #[inline]
    fn add_set(&mut self, _from: u8, targets: u64) {
        self.0 |= targets != 0;
    }
    #[inline]
    fn add_shifted(&mut self, targets: u64, _back: i8) {
        self.0 |= targets != 0;
    }
    #[inline]
    fn add(&mut self, _from: u8, _to: u8) {
        self.0 = true;
    }
}

/// Moves a set of squares `delta` squares (positive: up the board); bits leaving the board
/// vanish. Callers mask the files that would wrap around.
#[inline]
fn shift(b: u64, delta: i8) -> u64 {
    if delta >= 0 {
        b << delta
    } else {
        b >> -delta
    }
}

/// The destination sets of one side's components in one position (tables A-D).
struct Targets {
    /// O straight ahead: empty, or a Bishop or Queen of either colour (table A).
    straight: u64,
    /// O diagonally forward: a fitting stack, or any enemy stack (table B).
    diagonal: u64,
    /// O leaping: like the diagonal step, plus empty squares (table B).
    leap: u64,
    /// I sliding: anything but a friendly stack holding an inner ring (table C).
    inner: u64,
    /// T sliding: anything but a friendly stack that does not fit a button (table D).
    button: u64,
}

impl Targets {
    #[inline]
    fn new(pos: &Position, us: Color) -> Targets {
        let [o, i, t] = pos.components;
        let occ = o | i | t;
        let own = pos.side(us);
        let opp = occ & !own;
        let fits_outer = i & !o;
        Targets {
            straight: !occ | fits_outer,
            diagonal: fits_outer | opp,
            leap: !own | fits_outer,
            inner: !(own & i),
            button: !own | (own & i & !t),
        }
    }
}

/// Pseudo-legal destinations of the moving component of `us`'s stack on `from`, by section 3
/// and 4 (section 6 ignored).
#[inline]
fn destinations(pos: &Position, t: &Tables, tg: &Targets, us: Color, from: u8, occ: u64) -> u64 {
    let [o, i, b] = pos.components;
    let f = bit(from);
    let s = usize::from(from);
    let c = us.index();
    if o & f != 0 {
        if i & f == 0 {
            // Pawn.
            (t.forward_one[c][s] & tg.straight) | (t.forward_diagonal[c][s] & tg.diagonal)
        } else if b & f == 0 {
            // Knight's outer ring.
            t.knight[s] & tg.leap
        } else {
            // Castle's outer ring: the two-square step needs the square passed over empty.
            let one = t.forward_one[c][s];
            let two = if one & occ == 0 {
                t.forward_two[c][s]
            } else {
                0
            };
            ((one | two) & tg.straight) | (t.forward_diagonal[c][s] & tg.diagonal)
        }
    } else if i & f != 0 {
        let lines = if b & f != 0 {
            t.rook(from, occ) | t.bishop(from, occ)
        } else {
            t.bishop(from, occ)
        };
        lines & tg.inner
    } else {
        t.rook(from, occ) & tg.button
    }
}

impl Position {
    /// Whether `by` has a pseudo-legal move ending on `sq` (section 6, "attacked"). Meaningful
    /// for squares holding a stack of the other side (a Castle fits nothing, so every such move
    /// is a capture).
    #[inline]
    pub(crate) fn is_attacked(&self, sq: u8, by: Color) -> bool {
        self.attacked_with(tables(), sq, by, self.occupied())
    }

    #[inline]
    fn attacked_with(&self, t: &Tables, sq: u8, by: Color, occ: u64) -> bool {
        let [o, i, b] = self.components;
        let them = self.side(by);
        let s = usize::from(sq);
        // The squares from which `by`'s diagonal step lands on `sq` are the other side's
        // diagonal steps from `sq`. Pawns (O) and Castles (O+I+T) make it: O with I == T.
        let steppers = o & !(i ^ b);
        let knights = o & i & !b;
        if them & ((t.forward_diagonal[(!by).index()][s] & steppers) | (t.knight[s] & knights)) != 0
        {
            return true;
        }
        // Sliders: Bishops and Queens (I without O) on diagonals, Rooks and Queens (T without
        // O) on lines. The empty-board rays spare most magic lookups.
        let diagonal = them & i & !o & t.bishop_rays[s];
        if diagonal != 0 && t.bishop(sq, occ) & diagonal != 0 {
            return true;
        }
        let line = them & b & !o & t.rook_rays[s];
        line != 0 && t.rook(sq, occ) & line != 0
    }

    /// Whether `color` owns a Castle that is not attacked (the legality rule, section 6).
    pub(crate) fn has_safe_castle(&self, color: Color) -> bool {
        let t = tables();
        let occ = self.occupied();
        squares(self.castles(color)).any(|sq| !self.attacked_with(t, sq, !color, occ))
    }

    /// Whether the Castle on `sq` of the side to move has a move by sections 3-4 alone (the
    /// last-Castle rule of section 6, end condition 2).
    pub(crate) fn castle_has_pseudo_move(&self, sq: u8) -> bool {
        let us = self.turn;
        let tg = Targets::new(self, us);
        destinations(self, tables(), &tg, us, sq, self.occupied()) != 0
    }

    /// The number of legal moves.
    pub fn count_legal_moves(&self) -> usize {
        let mut counter = Counter(0);
        self.generate(&mut counter);
        counter.0
    }

    /// Whether the side to move has a legal move.
    pub fn has_legal_move(&self) -> bool {
        let mut any = AnyMove(false);
        self.generate(&mut any);
        any.0
    }

    /// Whether a pseudo-legal move leaves the mover an unattacked Castle, by playing it.
    fn legal_by_playing(&self, from: u8, to: u8) -> bool {
        let mut after = self.clone();
        after.play_move(Move { from, to });
        after.has_safe_castle(self.turn)
    }

    /// Generates the legal moves into `sink`.
    pub(crate) fn generate<S: Sink>(&self, sink: &mut S) {
        let t = tables();
        let us = self.turn;
        let occ = self.occupied();
        let own = self.side(us);
        let mine = self.castles(us);
        // Game over (section 6): a side without Castles ends the game.
        if mine == 0 || self.castles(!us) == 0 {
            return;
        }
        let [o, i, b] = self.components;
        let lone = own & !(o & i | i & b);

        // Lone stacks (Pawn, Bishop, Rook) empty their origin when they move. One that is the
        // only blocker between every safe Castle and an enemy slider is checked move by move;
        // so are the moves of the last safe Castle. Scanning stops as soon as two safe Castles
        // share no such blocker (a subset of the safe Castles only makes the check stricter).
        let mut safe_count = 0;
        let mut first_safe = 0;
        let mut exposed = lone;
        for sq in squares(mine) {
            if self.attacked_with(t, sq, !us, occ) {
                continue;
            }
            safe_count += 1;
            if safe_count == 1 {
                first_safe = sq;
            }
            if exposed != 0 {
                exposed &= self.sole_blockers(t, sq, us, occ);
            }
            if safe_count >= 2 && exposed == 0 {
                break;
            }
        }
        if safe_count == 0 {
            // In check: every move is judged on the position after it.
            let tg = Targets::new(self, us);
            for from in squares(own) {
                let dests = destinations(self, t, &tg, us, from, occ);
                for to in squares(dests) {
                    if self.legal_by_playing(from, to) {
                        sink.add(from, to);
                    }
                }
            }
            return;
        }
        let careful = if safe_count == 1 {
            exposed | bit(first_safe)
        } else {
            exposed
        };
        self.generate_fast(t, sink, careful);
    }

    /// Generates the moves when the mover has a safe Castle: moves from `careful` squares are
    /// checked one by one, all others are legal.
    #[inline]
    fn generate_fast<S: Sink>(&self, t: &Tables, sink: &mut S, careful: u64) {
        let us = self.turn;
        let occ = self.occupied();
        let own = self.side(us);
        let [o, i, b] = self.components;
        let tg = Targets::new(self, us);

        if careful != 0 {
            let tg = &tg;
            for from in squares(careful) {
                for to in squares(destinations(self, t, tg, us, from, occ)) {
                    if self.legal_by_playing(from, to) {
                        sink.add(from, to);
                    }
                }
            }
        }

        // Outer-ring steps of Pawns and Castles, set-wise.
        let free = own & !careful;
        let steppers = free & o & !(i ^ b);
        let castles = steppers & i;
        let (up, left, right) = match us {
            Color::White => (8i8, 7i8, 9i8),
            Color::Black => (-8, -9, -7),
        };
        let one = shift(steppers, up) & tg.straight;
        sink.add_shifted(one, up);
        let two = shift(shift(castles, up) & !occ, up) & tg.straight;
        sink.add_shifted(two, 2 * up);
        sink.add_shifted(shift(steppers & !FILE_A, left) & tg.diagonal, left);
        sink.add_shifted(shift(steppers & !FILE_H, right) & tg.diagonal, right);

        for from in squares(free & o & i & !b) {
            sink.add_set(from, t.knight[usize::from(from)] & tg.leap);
        }
        let inner = free & i & !o;
        for from in squares(inner & b) {
            sink.add_set(from, (t.rook(from, occ) | t.bishop(from, occ)) & tg.inner);
        }
        for from in squares(inner & !b) {
            sink.add_set(from, t.bishop(from, occ) & tg.inner);
        }
        for from in squares(free & b & !i) {
            sink.add_set(from, t.rook(from, occ) & tg.button);
        }
    }

    /// The lone stacks of `us` that are the only blocker between the Castle on `castle` and
    /// some enemy slider.
    #[inline]
    fn sole_blockers(&self, t: &Tables, castle: u8, us: Color, occ: u64) -> u64 {
        let [o, i, b] = self.components;
        let them = self.side(!us);
        let s = usize::from(castle);
        let snipers = (t.bishop_rays[s] & them & i & !o) | (t.rook_rays[s] & them & b & !o);
        let mut blockers = 0;
        for sniper in squares(snipers) {
            let between = t.between(castle, sniper) & occ;
            if between & between.wrapping_sub(1) == 0 {
                blockers |= between;
            }
        }
        blockers & self.side(us) & !(o & i | i & b)
    }

    /// Plays a move of `legal_moves` (section 4, then promotion, section 5).
    pub(crate) fn play_move(&mut self, mv: Move) {
        let t = tables();
        let us = self.turn;
        let them = !us;
        let (from, to) = (mv.from, mv.to);
        let (fb, tb) = (bit(from), bit(to));
        let Some((_, piece)) = self.stack(from) else {
            return;
        };
        let moving = piece.moving_component();
        self.remove_component(from, us, moving);
        if self.occupied() & fb == 0 {
            self.white &= !fb;
        }

        let mut reset_clock = false;
        if let Some((owner, target)) = self.stack(to) {
            if owner == them {
                reset_clock = true;
                let theirs = t.zobrist[them.index()];
                let ours = t.zobrist[us.index()];
                let present = target.components();
                if target.fit(moving).is_some() {
                    // Turnover: every component flips to the mover's colour.
                    for c in Component::ALL {
                        if present & c.mask() != 0 {
                            self.hash ^= theirs[c.index()][usize::from(to)]
                                ^ ours[c.index()][usize::from(to)];
                        }
                    }
                } else {
                    // Capture: every component leaves the game.
                    for c in Component::ALL {
                        if present & c.mask() != 0 {
                            self.remove_component(to, them, c);
                        }
                    }
                }
            }
        }
        self.add_component(to, us, moving);
        match us {
            Color::White => self.white |= tb,
            Color::Black => self.white &= !tb,
        }

        // Promotion looks at the destination only, on the mover's last rank (section 5).
        let last_rank = us.fold(RANK_8, RANK_1);
        if tb & last_rank != 0 {
            let [o, i, b] = self.components;
            if o & tb != 0 && i & tb == 0 {
                // A lone Pawn becomes a Queen.
                self.remove_component(to, us, Component::Outer);
                self.add_component(to, us, Component::Inner);
                self.add_component(to, us, Component::Button);
            } else if o & i & b & tb != 0 {
                // A Castle loses its outer ring: a Queen.
                self.remove_component(to, us, Component::Outer);
            }
        }

        self.halfmove_clock = if reset_clock {
            0
        } else {
            self.halfmove_clock.saturating_add(1)
        };
        if us == Color::Black {
            self.fullmove_number = self.fullmove_number.saturating_add(1);
        }
        self.turn = them;
        self.hash ^= t.zobrist_black;
    }
}
