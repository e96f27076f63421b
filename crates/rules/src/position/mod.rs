//! Positions of the games defined as data: one type plays every variant file, generic over the
//! bitboard width.

mod chess960;
mod count;
mod counting;
mod fen;
mod gates;
mod legality;
mod magic;
mod magic_hints;
mod movegen;
mod rights;
mod rules_of_play;
mod san;
pub(crate) mod tables;
mod unchecked;

use std::fmt;
use std::sync::Arc;

use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::game::PieceKind;
use crate::geometry::{Geometry, Square};
use crate::moves::{CastlingSide, Move, MoveKind};
use crate::variant::{PseudoRoyalCheck, WinCondition, MAX_PIECE_KINDS};
pub(crate) use fen::err;
pub use fen::{fen_holes, FenError, FenErrorKind, FenField};
pub use tables::Rules;

/// Mailbox code of an empty square.
const EMPTY: u8 = 0;

#[inline]
const fn code(color: Color, kind: usize) -> u8 {
    ((color as u8) << 5) | (kind as u8 + 1)
}
#[inline]
const fn code_kind(code: u8) -> usize {
    (code & 31) as usize - 1
}
#[inline]
const fn code_color(code: u8) -> Color {
    if code >> 5 == 0 {
        Color::White
    } else {
        Color::Black
    }
}

/// No en-passant square.
const NO_SQUARE: u8 = u8::MAX;

/// A position of a game defined by a variant file.
///
/// ```
/// use std::sync::Arc;
/// use turnpan_rules::{Game, Position, Rules, Variant};
/// let rules = Arc::new(Rules::<u128>::new(Variant::builtin("turkish").unwrap()).unwrap());
/// let pos = Position::start(rules);
/// assert_eq!(pos.perft(1), 26);
/// ```
pub struct Position<B: Bitboard> {
    rules: Arc<Rules<B>>,
    by_color: [B; 2],
    by_kind: [B; MAX_PIECE_KINDS],
    board: B::Mailbox,
    turn: Color,
    /// Bits `2 * color + side` (side 0 short, 1 long).
    castling: u8,
    /// In Chess960 games, where each right's castling lies in the rules' `castling_any`,
    /// per colour and side (the partner a right names); unused in other games.
    castle_at: [[u16; 2]; 2],
    /// The square a double-stepping pawn passed over, or `NO_SQUARE`.
    ep_square: u8,
    /// The pawn that can be taken en passant.
    ep_victim: u8,
    halfmove_clock: u32,
    fullmove_number: u32,
    hash: u64,
    /// Checks given by each side, in games that count them (`[rules] checks_to_win`).
    checks: [u8; 2],
    /// Pieces in hand, per colour and kind, in games with drops (`[drops]`).
    hands: [[u8; MAX_PIECE_KINDS]; 2],
    /// Pieces that were pawns and promoted, in games that give them back as pawns when taken.
    promoted: B,
    /// The kind (plus one) the last move dropped, 0 after any other move: a mating drop of a
    /// kind in `[drops] drop_mate_loses` loses. Not part of the FEN, the hash or equality.
    last_drop: u8,
    /// Each side's current run of checks, in games with `[rules.mate]` (Shatar): 0 when its
    /// last move gave no check, 1 when it did and no check of the run was by a kind the game
    /// asks for, 2 when one was. Not part of the FEN (a position read from one starts with no
    /// run), the hash or equality.
    check_runs: [u8; 2],
    /// The squares whose pieces still hold their first-move right (`first_move_right`:
    /// Cambodian chess's king and met), in games with such rights.
    rights: B,
    /// Makruk's count (`[rules.counting]`): its limit in plies, 0 while no count runs.
    count_limit: u16,
    /// Makruk's count: the plies counted so far (it may start above 0, from the pieces on
    /// the board).
    count_ply: u16,
    /// In games with counting: the pawns and the pieces on the board after the last move,
    /// which tell the next move's captures. Follows from the board: not part of the FEN, the
    /// hash or equality.
    board_material: (u8, u8),
    /// In games where a side may pass (`[rules] pass`): [`PASSED`] when the last move was a
    /// pass, [`PASSES_END`] or [`BIKJANG_END`] once a pass has ended the game, 0 otherwise.
    /// Not part of the FEN, the hash or equality.
    passes: u8,
}

/// [`Position::passes`]: the last move was a pass.
pub(crate) const PASSED: u8 = 1;
/// [`Position::passes`]: two passes in a row have ended the game.
pub(crate) const PASSES_END: u8 = 2;
/// [`Position::passes`]: a pass with the royal pieces facing has ended the game (bikjang).
pub(crate) const BIKJANG_END: u8 = 3;
/// Mixed into the search's key of a position by each step of [`Position::passes`].
const PASS_KEY: u64 = 0x9e37_79b9_7f4a_7c15;

impl<B: Bitboard> Clone for Position<B> {
    fn clone(&self) -> Self {
        Position {
            rules: Arc::clone(&self.rules),
            ..*self
        }
    }

    /// Copies `source` into `self`, touching the shared rules' reference count only when the
    /// two play different games: perft and the search copy positions of one game all the time.
    fn clone_from(&mut self, source: &Self) {
        let same_game = Arc::ptr_eq(&self.rules, &source.rules);
        if !same_game {
            self.rules = Arc::clone(&source.rules);
        }
        let Position {
            rules: _,
            by_color,
            by_kind,
            board,
            turn,
            castling,
            castle_at,
            ep_square,
            ep_victim,
            halfmove_clock,
            fullmove_number,
            hash,
            checks,
            hands,
            promoted,
            last_drop,
            check_runs,
            rights,
            count_limit,
            count_ply,
            board_material,
            passes,
        } = *source;
        self.by_color = by_color;
        self.by_kind = by_kind;
        self.board = board;
        self.turn = turn;
        self.castling = castling;
        self.castle_at = castle_at;
        self.ep_square = ep_square;
        self.ep_victim = ep_victim;
        self.halfmove_clock = halfmove_clock;
        self.fullmove_number = fullmove_number;
        self.hash = hash;
        self.checks = checks;
        self.last_drop = last_drop;
        self.check_runs = check_runs;
        self.passes = passes;
        // In a game without first-move rights or counting these never change.
        if !same_game || self.rules.keeps_rights_or_count {
            self.rights = rights;
            self.count_limit = count_limit;
            self.count_ply = count_ply;
            self.board_material = board_material;
        }
        // In a game without drops both are always empty: nothing to copy within one game.
        if !same_game || self.rules.has_drops {
            self.hands = hands;
            self.promoted = promoted;
        }
    }
}

impl<B: Bitboard> Position<B> {
    /// The start position of the variant.
    pub fn start(rules: Arc<Rules<B>>) -> Position<B> {
        let fen = rules.variant.start_fen.clone();
        // Variant::from_toml checked the start position.
        Position::from_fen(rules, &fen)
            .unwrap_or_else(|e| unreachable!("checked start position: {e}"))
    }

    /// The compiled rules of this position's game.
    pub fn rules(&self) -> &Arc<Rules<B>> {
        &self.rules
    }

    fn empty(rules: Arc<Rules<B>>) -> Position<B> {
        Position {
            rules,
            by_color: [B::EMPTY; 2],
            by_kind: [B::EMPTY; MAX_PIECE_KINDS],
            board: B::EMPTY_MAILBOX,
            turn: Color::White,
            castling: 0,
            castle_at: [[0; 2]; 2],
            ep_square: NO_SQUARE,
            ep_victim: NO_SQUARE,
            halfmove_clock: 0,
            fullmove_number: 1,
            hash: 0,
            checks: [0; 2],
            hands: [[0; MAX_PIECE_KINDS]; 2],
            promoted: B::EMPTY,
            last_drop: 0,
            check_runs: [0; 2],
            rights: B::EMPTY,
            count_limit: 0,
            count_ply: 0,
            board_material: (0, 0),
            passes: 0,
        }
    }

    /// All occupied squares.
    #[inline]
    pub fn occupied(&self) -> B {
        self.by_color[0] | self.by_color[1]
    }

    /// The pieces of one side.
    #[inline]
    pub fn side(&self, color: Color) -> B {
        self.by_color[color.index()]
    }

    /// The pieces of one kind and side.
    #[inline]
    pub fn pieces(&self, color: Color, kind: usize) -> B {
        self.by_color[color.index()] & self.by_kind[kind]
    }

    /// The piece on a square: `(color, kind)`.
    #[inline]
    pub fn piece(&self, sq: u8) -> Option<(Color, usize)> {
        let c = self.board.as_ref()[usize::from(sq)];
        (c != EMPTY).then(|| (code_color(c), code_kind(c)))
    }

    /// The pieces, of both sides, of the kinds in the bit set `kinds`.
    #[inline]
    fn kinds(&self, mut kinds: u32) -> B {
        let mut set = B::EMPTY;
        while kinds != 0 {
            set |= self.by_kind[kinds.trailing_zeros() as usize];
            kinds &= kinds - 1;
        }
        set
    }

    /// The square of `color`'s royal piece, if it has exactly one.
    #[inline]
    pub fn royal_square(&self, color: Color) -> Option<u8> {
        let kings = self.pieces(color, self.rules.royal?);
        (kings.any() && !kings.more_than_one()).then(|| kings.lowest())
    }

    fn put(&mut self, sq: u8, color: Color, kind: usize) {
        let bit = B::square(sq);
        self.by_color[color.index()] |= bit;
        self.by_kind[kind] |= bit;
        self.board.as_mut()[usize::from(sq)] = code(color, kind);
        self.hash ^= self.rules.zobrist_pieces
            [usize::from(code(color, kind)) * self.rules.squares + usize::from(sq)];
    }

    fn take(&mut self, sq: u8) -> Option<(Color, usize)> {
        let (color, kind) = self.piece(sq)?;
        let bit = B::square(sq);
        self.by_color[color.index()] ^= bit;
        self.by_kind[kind] ^= bit;
        self.board.as_mut()[usize::from(sq)] = EMPTY;
        self.hash ^= self.rules.zobrist_pieces
            [usize::from(code(color, kind)) * self.rules.squares + usize::from(sq)];
        Some((color, kind))
    }

    /// Pieces of `kind` in `color`'s hand.
    #[inline]
    pub fn hand_count(&self, color: Color, kind: usize) -> u8 {
        self.hands[color.index()][kind]
    }

    /// Sets the count of `kind` in `color`'s hand (at most the number of squares).
    fn set_hand(&mut self, color: Color, kind: usize, count: u8) {
        let r = &*self.rules;
        let row = (r.index(color, kind)) * (r.squares + 1);
        let before = self.hands[color.index()][kind];
        self.hash ^=
            r.zobrist_hand[row + usize::from(before)] ^ r.zobrist_hand[row + usize::from(count)];
        self.hands[color.index()][kind] = count;
    }

    /// Marks or unmarks the piece on `sq` as promoted.
    fn set_promoted(&mut self, sq: u8, promoted: bool) {
        if self.promoted.has(sq) != promoted {
            self.promoted ^= B::square(sq);
            self.hash ^= self.rules.zobrist_promoted[usize::from(sq)];
        }
    }

    /// Whether the piece on `sq` was a pawn that promoted (in games that remember it).
    #[inline]
    pub fn is_promoted(&self, sq: u8) -> bool {
        self.promoted.has(sq)
    }

    /// A captured piece of `kind` (`promoted`: it was a pawn) goes into the capturer's hand,
    /// in games where captures do so.
    #[inline(never)]
    fn capture_to_hand(&mut self, capturer: Color, kind: usize, promoted: bool) {
        let r = &*self.rules;
        if r.royal == Some(kind) || !r.variant.drops.is_some_and(|d| d.captures_to_hand) {
            return;
        }
        let kind = if promoted {
            r.demoted_kind
        } else {
            // A shogi-style promoted piece goes back to the hand as what it was.
            r.variant.pieces[kind]
                .promoted_from
                .map_or(kind, PieceKind::index)
        };
        let n = self.hand_count(capturer, kind);
        if usize::from(n) < r.squares {
            self.set_hand(capturer, kind, n + 1);
        }
    }

    /// Moves the piece `(color, kind)` from `from` to the empty square `to`.
    #[inline]
    fn shift_piece(&mut self, from: u8, to: u8, color: Color, kind: usize) {
        let bits = B::square(from) | B::square(to);
        self.by_color[color.index()] ^= bits;
        self.by_kind[kind] ^= bits;
        let c = code(color, kind);
        let board = self.board.as_mut();
        board[usize::from(from)] = EMPTY;
        board[usize::from(to)] = c;
        let keys = &self.rules.zobrist_pieces[usize::from(c) * self.rules.squares..];
        self.hash ^= keys[usize::from(from)] ^ keys[usize::from(to)];
    }

    fn set_castling(&mut self, rights: u8) {
        self.hash ^= self.castling_key(self.castling);
        self.castling = rights;
        self.hash ^= self.castling_key(rights);
    }

    /// The hash key of holding `rights`: in Chess960 games the partners they name count too.
    fn castling_key(&self, rights: u8) -> u64 {
        let r = &*self.rules;
        let mut key = r.zobrist_castling[usize::from(rights)];
        if r.chess960 {
            for bit in 0..4 {
                if rights >> bit & 1 != 0 {
                    let at = self.castle_at[bit / 2][bit % 2];
                    key ^= r.zobrist_castling_any[usize::from(at)];
                }
            }
        }
        key
    }

    /// The castling of `color` on `side` that its right would allow: the variant's own, or
    /// in Chess960 games the one with the partner the right names.
    #[inline]
    pub(crate) fn castling_move(
        &self,
        color: Color,
        side: CastlingSide,
    ) -> Option<tables::CastlingMove<B>> {
        let r = &*self.rules;
        if r.chess960 {
            let at = self.castle_at[color.index()][side.index()];
            return r.castling_any.get(usize::from(at)).copied().flatten();
        }
        r.castling[color.index()][side.index()]
    }

    /// The castling rights lost when the pieces on `squares` move or go: those whose king or
    /// partner stands there.
    #[inline]
    fn castling_lost(&self, squares: B) -> u8 {
        let r = &*self.rules;
        if !r.chess960 {
            return squares
                .squares()
                .fold(0, |lost, sq| lost | r.castling_mask[usize::from(sq)]);
        }
        self.castling_lost_960(squares)
    }

    #[inline(never)]
    fn castling_lost_960(&self, squares: B) -> u8 {
        let mut lost = 0;
        for color in Color::ALL {
            for side in CastlingSide::ALL {
                let touched = self
                    .castling_move(color, side)
                    .is_some_and(|c| squares.has(c.king_from) || squares.has(c.rook_from));
                if touched {
                    lost |= 1 << (color.index() * 2 + side.index());
                }
            }
        }
        lost
    }

    fn set_ep(&mut self, square: u8, victim: u8) {
        if self.ep_square != NO_SQUARE {
            self.hash ^= self.rules.zobrist_ep[usize::from(self.ep_square)];
        }
        self.ep_square = square;
        self.ep_victim = victim;
        if square != NO_SQUARE {
            self.hash ^= self.rules.zobrist_ep[usize::from(square)];
        }
    }

    /// Plays a move without checking it: [`crate::Game::play_unchecked`], whose precondition
    /// (a legal move of this position) applies.
    pub(crate) fn play_move(&mut self, mv: Move) {
        let us = self.turn;
        self.last_drop = 0;
        if mv.kind == MoveKind::Pass {
            self.play_pass();
            return;
        }
        let Some((_, kind)) = self.piece(mv.from) else {
            // A drop's square (its origin too) is empty until the piece lands.
            if let MoveKind::Drop(dropped) = mv.kind {
                self.passes = 0;
                self.play_drop(mv.to, dropped.index(), mv.promotion);
                // Sittuyin's setup: a drop is a ply of a running count.
                if let Some(counting) = self.rules.variant.rules.counting {
                    self.follow_count(counting, us, mv);
                }
            }
            return;
        };
        // What the move needs of the rules, copied out so that the board can change.
        let r = &*self.rules;
        let is_pawn = r.pawn_kinds >> kind & 1 != 0;
        let castle = match mv.castling_side() {
            Some(side) => match self.castling_move(us, side) {
                // Whichever castling partner stands there (Perfect chess: rook or chancellor).
                Some(c) => Some((c, self.piece(c.rook_from).map_or(kind, |(_, k)| k))),
                None => return,
            },
            _ => None,
        };
        let royal = r.royal;
        let tracks_ep = r.variant.en_passant && is_pawn;
        // Chess960's rights follow their partners, after the move (`after_move_rules`): its
        // mask is empty.
        let lost = r.castling_mask[usize::from(mv.from)] | r.castling_mask[usize::from(mv.to)];
        let zobrist_black = r.zobrist_black;
        let royal_capture_wins = r.variant.rules.win == WinCondition::RoyalCapture;
        let after_move = r.after_move;
        let rotates = !r.variant.rotations.is_empty();
        let rotation_squares = r.rotation_squares;
        let explodes = r.explodes;
        let mut reset_clock = r.clock_pawn_kinds >> kind & 1 != 0;
        let mut captured_royal = false;
        let mut next_ep = (NO_SQUARE, NO_SQUARE);
        // Whether a capture sets off an explosion on `mv.to`.
        let mut blast = false;
        match (mv.kind, castle) {
            // Castling, a piece brought in or not (`castle` is only for castling moves).
            (_, Some((c, rook))) => {
                self.take(c.king_from);
                self.take(c.rook_from);
                self.put(c.king_to, us, kind);
                self.put(c.rook_to, us, rook);
            }
            (MoveKind::EnPassant, _) => {
                if let Some((_, victim)) = self.take(self.ep_victim) {
                    if self.rules.has_drops {
                        self.capture_to_hand(us, victim, false);
                    }
                }
                self.take(mv.from);
                self.put(mv.to, us, kind);
                reset_clock = true;
                blast = explodes;
            }
            _ if mv.promotion.is_none() => {
                if let Some((_, victim)) = self.take(mv.to) {
                    reset_clock = true;
                    captured_royal = Some(victim) == royal;
                    blast = explodes;
                    if self.rules.has_drops {
                        self.hand_after_capture(us, victim, mv.to);
                    }
                }
                self.shift_piece(mv.from, mv.to, us, kind);
                if self.rules.tracks_promoted {
                    self.follow_promoted(mv.from, mv.to);
                }
                if tracks_ep {
                    next_ep = self.double_step_target(us, mv);
                }
            }
            _ => {
                // Sittuyin's pawn promoting where it stands takes nothing.
                let victim = if mv.to == mv.from {
                    None
                } else {
                    self.take(mv.to)
                };
                if let Some((_, victim)) = victim {
                    reset_clock = true;
                    captured_royal = Some(victim) == royal;
                    blast = explodes;
                    if self.rules.has_drops {
                        self.hand_after_capture(us, victim, mv.to);
                    }
                }
                self.take(mv.from);
                let new_kind = mv.promotion.map_or(kind, usize::from);
                self.put(mv.to, us, new_kind);
                if self.rules.tracks_promoted && new_kind != kind && is_pawn {
                    self.set_promoted(mv.to, true);
                }
                if tracks_ep {
                    next_ep = self.double_step_target(us, mv);
                }
            }
        }
        if blast {
            captured_royal |= self.explode(mv.to);
        }
        if self.castling & lost != 0 {
            self.set_castling(self.castling & !lost);
        }
        self.set_ep(NO_SQUARE, NO_SQUARE);
        self.halfmove_clock = if reset_clock {
            0
        } else {
            self.halfmove_clock + 1
        };
        if us == Color::Black {
            self.fullmove_number += 1;
        }
        self.turn = !us;
        self.hash ^= zobrist_black;
        let game_over = captured_royal && royal_capture_wins;
        if !game_over && rotates {
            self.rotate();
        }
        if next_ep.0 != NO_SQUARE
            && !rotation_squares.has(next_ep.1)
            && self.rules.en_passant_squares[us.index()].has(next_ep.0)
            && self.ep_capturable(next_ep.0, !us)
        {
            self.set_ep(next_ep.0, next_ep.1);
        }
        if after_move {
            self.after_move_rules(us, kind, mv);
        }
    }

    /// After a gating move of `us` (S-chess), played as the move it adds a piece to: brings
    /// the piece from the hand onto the gate, the square the moving piece left (for castling
    /// the king's or the partner's). A hand that empties for good closes its side's gates.
    fn gate_in(&mut self, us: Color, mv: Move) {
        let gate = match mv.kind {
            MoveKind::Gate(_) => mv.from,
            MoveKind::CastleGate(g) => {
                let Some(c) = self.castling_move(us, g.side()) else {
                    return;
                };
                if g.on_partner() {
                    c.rook_from
                } else {
                    c.king_from
                }
            }
            _ => return,
        };
        let Some(kind) = mv.gated().map(PieceKind::index) else {
            return;
        };
        let n = self.hand_count(us, kind);
        if n == 0 || self.occupied().has(gate) {
            return;
        }
        self.set_hand(us, kind, n - 1);
        self.put(gate, us, kind);
        self.close_spent_gates(us);
    }

    /// After a move of `us` by a piece of `kind`, in a game with rules that look at every
    /// move: a gating move's piece brought in (first: checks count it), checks counted or
    /// followed, first-move rights and gates, Makruk's count.
    #[inline(never)]
    fn after_move_rules(&mut self, us: Color, kind: usize, mv: Move) {
        // A move that is no pass breaks a run of passes.
        self.passes = 0;
        if self.rules.chess960 {
            // The king's square and the partners' are those before the move: they live in
            // `castle_at`, which no move changes.
            let lost = self.castling_lost_960(B::square(mv.from) | B::square(mv.to));
            if self.castling & lost != 0 {
                self.set_castling(self.castling & !lost);
            }
        }
        if self.rules.gating {
            self.gate_in(us, mv);
        }
        if self.rules.watches_checks {
            self.watch_checks(us);
        }
        if self.rights.any() {
            self.lose_rights(us, kind, mv);
        }
        if let Some(counting) = self.rules.variant.rules.counting {
            self.follow_count(counting, us, mv);
        }
    }

    /// After a move of `us` in a game that counts checks or follows runs of them.
    fn watch_checks(&mut self, us: Color) {
        if self.rules.variant.rules.checks_to_win > 0 && self.in_check(!us) {
            self.add_check(us);
        }
        if self.rules.variant.rules.mate.is_some() {
            self.follow_check_run(us);
        }
    }

    /// The pieces of `color`'s opponent that attack `color`'s royal piece.
    pub(crate) fn checkers_of(&self, color: Color) -> B {
        self.royal_square(color)
            .map_or(B::EMPTY, |k| self.attackers(k, !color, self.occupied()))
    }

    /// After a move of `us` in a game with `[rules.mate]`: goes on with `us`'s run of checks,
    /// or ends it.
    #[inline(never)]
    fn follow_check_run(&mut self, us: Color) {
        let Some(mate) = self.rules.variant.rules.mate else {
            return;
        };
        let checkers = self.checkers_of(!us);
        let needed = (checkers & self.kinds(mate.run_needs)).any();
        let run = &mut self.check_runs[us.index()];
        *run = if checkers.is_empty() {
            0
        } else if needed {
            2
        } else {
            (*run).max(1)
        };
    }

    /// The explosion of a capture on `at` (see [`crate::Explosion`]): the capturing piece on
    /// `at` and every piece around it but the spared kinds leave the board, and with them the
    /// castling rights of their squares. Whether a royal piece was blown up.
    #[inline(never)]
    fn explode(&mut self, at: u8) -> bool {
        let r = &*self.rules;
        let (spares, immune) = r
            .variant
            .rules
            .explosion
            .map_or((0, 0), |e| (e.spares, e.immune));
        let kind_at = |sq: u8| code_kind(self.board.as_ref()[usize::from(sq)]);
        // The capturer goes too, unless its kind is immune (Atomar's king).
        let mut gone = if immune >> kind_at(at) & 1 == 0 {
            B::square(at)
        } else {
            B::EMPTY
        };
        for sq in (r.blast[usize::from(at)] & self.occupied()).squares() {
            if (spares | immune) >> kind_at(sq) & 1 == 0 {
                gone |= B::square(sq);
            }
        }
        let lost = self.castling_lost(gone);
        let royal_gone = r.royal.is_some_and(|k| (self.by_kind[k] & gone).any());
        for sq in gone.squares() {
            self.take(sq);
        }
        if self.castling & lost != 0 {
            self.set_castling(self.castling & !lost);
        }
        royal_gone
    }

    /// A piece that moved from `from` to `to` keeps its promoted mark, if it has one.
    #[inline(never)]
    fn follow_promoted(&mut self, from: u8, to: u8) {
        if self.promoted.has(from) {
            self.set_promoted(from, false);
            self.set_promoted(to, true);
        }
    }

    /// The capture of `victim` on `sq` by `capturer`: it goes to the hand (as a pawn if it
    /// had promoted), and the square forgets the promotion.
    #[inline(never)]
    fn hand_after_capture(&mut self, capturer: Color, victim: usize, sq: u8) {
        let promoted = self.promoted.has(sq);
        if promoted {
            self.set_promoted(sq, false);
        }
        self.capture_to_hand(capturer, victim, promoted);
    }

    /// Plays the drop of a piece of `kind` from the mover's hand onto the empty square `to`,
    /// as the kind `promoted` when it goes down as its promoted form.
    #[inline(never)]
    fn play_drop(&mut self, to: u8, kind: usize, promoted: Option<u8>) {
        let us = self.turn;
        let n = self.hand_count(us, kind);
        if n == 0 || self.occupied().has(to) {
            return;
        }
        self.set_hand(us, kind, n - 1);
        let placed = promoted.map_or(kind, usize::from);
        self.put(to, us, placed);
        if self.rules.gating {
            self.close_spent_gates(us);
        }
        if self
            .rules
            .variant
            .castling
            .as_ref()
            .is_some_and(|c| c.by_drops)
        {
            self.castling_by_drop(us, to);
        }
        // The drop-mate rule looks at what was put down (a pawn dropped as a tokin is none).
        self.last_drop = placed as u8 + 1;
        self.set_ep(NO_SQUARE, NO_SQUARE);
        // A drop cannot be undone (the hand never gets the piece back by moving): the move
        // rule's count starts again, as after a capture.
        self.halfmove_clock = 0;
        if us == Color::Black {
            self.fullmove_number += 1;
        }
        self.turn = !us;
        self.hash ^= self.rules.zobrist_black;
        if self.rules.watches_checks {
            self.watch_checks(us);
        }
    }

    /// After `us` dropped a piece on `to`, in a game whose drops give castling
    /// rights (Placement chess): the king on its square gets the right of each side whose
    /// partner stands on its castling square, a partner on its castling square the right of
    /// its side when the king stands on its square.
    #[inline(never)]
    fn castling_by_drop(&mut self, us: Color, to: u8) {
        let Some((king, rooks)) = self
            .rules
            .variant
            .castling
            .as_ref()
            .map(|c| (c.king, c.rooks))
        else {
            return;
        };
        let mut rights = self.castling;
        for side in CastlingSide::ALL {
            let Some(c) = self.castling_move(us, side) else {
                continue;
            };
            let king_home = self.piece(c.king_from) == Some((us, king.index()));
            let partner_home = self
                .piece(c.rook_from)
                .is_some_and(|(color, k)| color == us && rooks >> k & 1 != 0);
            let dropped_one = to == c.king_from || to == c.rook_from;
            if dropped_one && king_home && partner_home {
                rights |= 1 << (us.index() * 2 + side.index());
            }
        }
        if rights != self.castling {
            self.set_castling(rights);
        }
    }

    /// Counts one more check given by `color` (up to the most the FEN can say).
    fn add_check(&mut self, color: Color) {
        let c = color.index();
        let before = usize::from(self.checks[c]);
        if before >= self.rules.zobrist_checks[c].len() - 1 {
            return;
        }
        self.hash ^=
            self.rules.zobrist_checks[c][before] ^ self.rules.zobrist_checks[c][before + 1];
        self.checks[c] += 1;
    }

    /// Passes the turn (see [`crate::Game::play_null`]): the en-passant right lapses, the clocks
    /// advance as for a quiet move, and the board transforms apply as after any move.
    pub fn play_null_move(&mut self) {
        self.last_drop = 0;
        self.check_runs[self.turn.index()] = 0;
        self.set_ep(NO_SQUARE, NO_SQUARE);
        self.halfmove_clock += 1;
        if self.turn == Color::Black {
            self.fullmove_number += 1;
        }
        self.turn = !self.turn;
        self.hash ^= self.rules.zobrist_black;
        if !self.rules.variant.rotations.is_empty() {
            self.rotate();
        }
    }

    /// A pass (`[rules] pass`): the turn goes over as after a quiet move. A second pass in a
    /// row, or one made while the royal pieces face each other in a game with the bikjang,
    /// ends the game (see [`Position::passes`]).
    #[inline(never)]
    fn play_pass(&mut self) {
        let facing = self.rules.variant.rules.bikjang && self.kings_facing();
        self.passes = if self.passes == PASSED {
            PASSES_END
        } else if facing {
            BIKJANG_END
        } else {
            PASSED
        };
        self.play_null_move();
    }

    /// Whether the two royal pieces stand on one file with nothing between them.
    pub(crate) fn kings_facing(&self) -> bool {
        let Some(royal) = self.rules.royal else {
            return false;
        };
        let (Some(a), Some(b)) = (
            self.pieces(Color::White, royal).squares().next(),
            self.pieces(Color::Black, royal).squares().next(),
        ) else {
            return false;
        };
        let g = self.rules.geometry;
        if g.file_idx(a) != g.file_idx(b) {
            return false;
        }
        let files = usize::from(g.files());
        let (low, high) = (usize::from(a.min(b)), usize::from(a.max(b)));
        (low + files..high)
            .step_by(files)
            .all(|sq| !self.occupied().has(sq as u8))
    }

    /// For a pawn move of two squares straight ahead (or diagonally, in Berolina chess): the
    /// square passed over and the pawn.
    #[inline(always)]
    fn double_step_target(&self, us: Color, mv: Move) -> (u8, u8) {
        // Two ranks straight ahead is exactly two board widths up (White) or down (Black): no
        // division into file and rank needed.
        let two_ranks = 2 * i32::from(self.rules.geometry.files());
        let step = i32::from(mv.to) - i32::from(mv.from);
        let forward = us.fold(two_ranks, -two_ranks);
        if step == forward
            || (self.rules.diagonal_double_steps && self.diagonal_double_step(us, mv))
        {
            (((i32::from(mv.from) + i32::from(mv.to)) / 2) as u8, mv.to)
        } else {
            (NO_SQUARE, NO_SQUARE)
        }
    }

    /// Whether `mv` of `us` goes two squares diagonally forward (a Berolina pawn's double
    /// step).
    #[inline(never)]
    fn diagonal_double_step(&self, us: Color, mv: Move) -> bool {
        let g = self.rules.geometry;
        let forward = us.fold(2, -2);
        g.file_idx(mv.from).abs_diff(g.file_idx(mv.to)) == 2
            && i32::from(g.rank_idx(mv.to)) - i32::from(g.rank_idx(mv.from)) == forward
    }

    /// Whether a pawn of `by` could capture onto `target` (pseudo-legally): only then is the
    /// en-passant square kept, so that equal positions hash equally.
    #[inline]
    fn ep_capturable(&self, target: u8, by: Color) -> bool {
        let r = &self.rules;
        let mut pawns = r.pawn_kinds;
        while pawns != 0 {
            let kind = pawns.trailing_zeros() as usize;
            pawns &= pawns - 1;
            let from = r.leap_attackers[r.sq_index(by, kind, target)];
            if (from & self.pieces(by, kind)).any() {
                return true;
            }
        }
        false
    }

    /// Applies the variant's rotations (Central Rotational Chess's centre cycle).
    fn rotate(&mut self) {
        for c in 0..self.rules.variant.rotations.len() {
            // Each square's content moves to the next square of the cycle: from the end
            // backwards, the last square's content going round to the first.
            let square = |p: &Self, i: usize| p.rules.variant.rotations[c][i].get();
            let len = self.rules.variant.rotations[c].len();
            let last = self.take(square(self, len - 1));
            for i in (1..len).rev() {
                if let Some((color, kind)) = self.take(square(self, i - 1)) {
                    self.put(square(self, i), color, kind);
                }
            }
            if let Some((color, kind)) = last {
                self.put(square(self, 0), color, kind);
            }
        }
        let kept = self.valid_castling_rights(self.castling);
        if kept != self.castling {
            self.set_castling(kept);
        }
    }

    /// The rights whose king and rook still stand on their castling squares.
    fn valid_castling_rights(&self, rights: u8) -> u8 {
        let r = &self.rules;
        let mut kept = 0;
        for color in Color::ALL {
            for side in CastlingSide::ALL {
                let bit = 1 << (color.index() * 2 + side.index());
                let Some(c) = self.castling_move(color, side) else {
                    continue;
                };
                let Some(castling) = r.variant.castling.as_ref() else {
                    continue;
                };
                let king_ok = self.board.as_ref()[usize::from(c.king_from)]
                    == code(color, castling.king.index());
                let rook_ok = self
                    .piece(c.rook_from)
                    .is_some_and(|(c, k)| c == color && castling.rooks >> k & 1 != 0);
                if rights & bit != 0 && king_ok && rook_ok {
                    kept |= bit;
                }
            }
        }
        kept
    }

    /// Squares attacked by `by`'s pieces that could capture on `sq`, with occupancy `occ`.
    pub(crate) fn attackers(&self, sq: u8, by: Color, occ: B) -> B {
        let r = &*self.rules;
        let mut att = B::EMPTY;
        let theirs = self.by_color[by.index()];
        for &(kind, base) in &r.leap_attack_tables[by.index()] {
            att |= r.leap_attackers[base + usize::from(sq)] & theirs & self.by_kind[kind];
        }
        for group in &r.attack_groups[by.index()] {
            att |= r.magics.reach(group.group, sq, occ) & theirs & self.kinds(group.kinds);
        }
        for line in &r.attack_lines[by.index()] {
            let (slide, hop) = self.line_reach(line, sq, occ);
            att |= self.line_attackers(line, slide & theirs, hop & theirs);
        }
        if r.has_rare_attacks[by.index()] {
            att |= self.rare_attackers(sq, by, occ);
        }
        att
    }

    /// Of the pieces `slide` and `hop` that a line reaches, those of kinds that attack along it
    /// that way.
    #[inline]
    fn line_attackers(&self, line: &tables::AttackLine, slide: B, hop: B) -> B {
        let mut att = B::EMPTY;
        for attacker in slide.squares() {
            if line.kinds >> code_kind(self.board.as_ref()[usize::from(attacker)]) & 1 != 0 {
                att |= B::square(attacker);
            }
        }
        for attacker in hop.squares() {
            if line.hop_kinds >> code_kind(self.board.as_ref()[usize::from(attacker)]) & 1 != 0 {
                att |= B::square(attacker);
            }
        }
        att
    }

    /// Whether any of the pieces `attackers` (of colour `by`) could capture on `sq` with
    /// occupancy `occ`: [`Self::attackers`] with a choice of attackers, stopping at the first.
    #[inline]
    pub(crate) fn is_attacked(&self, sq: u8, by: Color, attackers: B, occ: B) -> bool {
        let r = &*self.rules;
        for &(kind, base) in &r.leap_attack_tables[by.index()] {
            if (r.leap_attackers[base + usize::from(sq)] & attackers & self.by_kind[kind]).any() {
                return true;
            }
        }
        for group in &r.attack_groups[by.index()] {
            let reach = r.magics.reach(group.group, sq, occ) & attackers;
            if (reach & self.kinds(group.kinds)).any() {
                return true;
            }
        }
        for line in &r.attack_lines[by.index()] {
            let (slide, hop) = self.line_reach(line, sq, occ);
            if self
                .line_attackers(line, slide & attackers, hop & attackers)
                .any()
            {
                return true;
            }
        }
        r.has_rare_attacks[by.index()] && (self.rare_attackers(sq, by, occ) & attackers).any()
    }

    /// The squares from which a piece attacking along `line` would reach `sq`: sliding
    /// (nothing between) and hopping (exactly one piece between), each empty where no kind of
    /// the line attacks that way.
    #[inline]
    fn line_reach(&self, line: &tables::AttackLine, sq: u8, occ: B) -> (B, B) {
        let (below, above) =
            self.rules.line_masks[line.table * self.rules.squares + usize::from(sq)];
        let direct = crate::bitboard::line_attacks(below, above, occ);
        let hop = if line.hop_kinds == 0 {
            B::EMPTY
        } else {
            crate::bitboard::line_attacks(below, above, occ & !direct) & !direct & occ
        };
        (if line.kinds == 0 { B::EMPTY } else { direct }, hop)
    }

    /// Attackers along the slider checks not merged into lines, initial-only riders (from
    /// their initial squares), and lame and initial-only leapers.
    pub(crate) fn rare_attackers(&self, sq: u8, by: Color, occ: B) -> B {
        let r = &*self.rules;
        let mut att = B::EMPTY;
        for check in &r.initial_checks[by.index()] {
            if let Some(attacker) = self.slider_attacker(check, sq, by, occ) {
                let kind = code_kind(self.board.as_ref()[usize::from(attacker)]);
                if r.initial_squares[r.index(by, kind)].has(attacker) {
                    att |= B::square(attacker);
                }
            }
        }
        for check in &r.other_checks[by.index()] {
            if let Some(attacker) = self.slider_attacker(check, sq, by, occ) {
                att |= B::square(attacker);
            }
        }
        for &(kind, origin, path) in &r.lame_attackers[by.index() * r.squares + usize::from(sq)] {
            if self.board.as_ref()[usize::from(origin)] == code(by, kind)
                && occ.has(origin)
                && (path & occ).is_empty()
            {
                att |= B::square(origin);
            }
        }
        att
    }

    /// The piece of `by` that attacks `sq` along `check`, if any.
    fn slider_attacker(
        &self,
        check: &tables::SliderCheck,
        sq: u8,
        by: Color,
        occ: B,
    ) -> Option<u8> {
        let r = &*self.rules;
        let s = r.squares;
        let ascending = r.dir_ascending[check.dir];
        let first = |b: B| if ascending { b.lowest() } else { b.highest() };
        let blockers = r.limited[check.limited * s + usize::from(sq)] & occ;
        if blockers.is_empty() {
            return None;
        }
        let nearest = first(blockers);
        let attacker = match check.hop {
            crate::betza::Hop::None => nearest,
            crate::betza::Hop::Cannon => {
                // A screen or target of a kind the hopper may not hop over nor take
                // (janggi's cannons) stops the attack.
                if check.screens != 0
                    && (self.kinds(check.screens) & (B::square(nearest) | B::square(sq))).any()
                {
                    return None;
                }
                let beyond = blockers & r.rays[check.dir * s + usize::from(nearest)];
                if beyond.is_empty() {
                    return None;
                }
                first(beyond)
            }
            crate::betza::Hop::Grasshopper => {
                // A grasshopper lands right behind its hurdle: seen from the target, the
                // hurdle is the adjacent square and the grasshopper the next piece beyond it.
                if nearest != first(r.rays[check.dir * s + usize::from(sq)]) {
                    return None;
                }
                let beyond = occ & r.rays[check.dir * s + usize::from(nearest)];
                if beyond.is_empty() {
                    return None;
                }
                first(beyond)
            }
        };
        let c = self.board.as_ref()[usize::from(attacker)];
        (c != EMPTY
            && code_color(c) == by
            && check.kinds >> code_kind(c) & 1 != 0
            && occ.has(attacker))
        .then_some(attacker)
    }

    /// Whether `color`'s royal piece is attacked (false when it has none or the game has no
    /// check).
    pub fn in_check(&self, color: Color) -> bool {
        if self.rules.variant.rules.win != WinCondition::Checkmate {
            return false;
        }
        let king_attacked = match self.royal_square(color) {
            Some(k) if self.rules.explodes && self.royals_touch(k, color) => false,
            Some(k) => self.is_attacked(k, !color, self.side(!color), self.occupied()),
            None => false,
        };
        king_attacked || self.rules.pseudo_royals != 0 && self.pseudo_royal_attacked(color)
    }

    /// `color`'s pieces guarded like a royal one (`pseudo_royal`).
    #[inline]
    pub(crate) fn pseudo_royal_pieces(&self, color: Color) -> B {
        self.kinds(self.rules.pseudo_royals) & self.side(color)
    }

    /// Whether `color` is in check through its pseudo-royal pieces, by the game's
    /// [`PseudoRoyalCheck`](crate::PseudoRoyalCheck): one of them attacked (coregal chess's
    /// queens), all of them (Spartan chess's kings), or its last one (Sho shogi).
    #[inline(never)]
    pub(crate) fn pseudo_royal_attacked(&self, color: Color) -> bool {
        self.pseudo_royals_checked(color).any()
    }

    /// The pseudo-royal pieces of `color` that stand in check (none when the side is not in
    /// check by the game's [`PseudoRoyalCheck`](crate::PseudoRoyalCheck)).
    pub(crate) fn pseudo_royals_checked(&self, color: Color) -> B {
        let occ = self.occupied();
        let guarded = self.pseudo_royal_pieces(color);
        let attacked = |sq: u8| self.is_attacked(sq, !color, self.side(!color), occ);
        match self.rules.variant.rules.pseudo_royal_check {
            PseudoRoyalCheck::Each => guarded
                .squares()
                .filter(|&sq| attacked(sq))
                .fold(B::EMPTY, |set, sq| set | B::square(sq)),
            PseudoRoyalCheck::All if guarded.squares().all(attacked) => guarded,
            PseudoRoyalCheck::Last
                if !guarded.more_than_one() && guarded.squares().any(attacked) =>
            {
                guarded
            }
            PseudoRoyalCheck::All | PseudoRoyalCheck::Last => B::EMPTY,
        }
    }

    /// After `mv` of `us` (played from `self`, giving `after`): whether its pseudo-royal
    /// pieces are safe. In a `last` game the piece that was the side's only one must stand
    /// unattacked, wherever it went, even when the move promoted another piece into the kind.
    pub(crate) fn pseudo_royals_safe_after(&self, after: &Self, mv: Move, us: Color) -> bool {
        if self.rules.variant.rules.pseudo_royal_check != PseudoRoyalCheck::Last {
            return !after.pseudo_royal_attacked(us);
        }
        let before = self.pseudo_royal_pieces(us);
        if before.is_empty() || before.more_than_one() {
            return true;
        }
        let mut guarded = after.pseudo_royal_pieces(us);
        if guarded.more_than_one() {
            guarded &= !B::square(mv.to);
        }
        let occ = after.occupied();
        !guarded
            .squares()
            .any(|sq| after.is_attacked(sq, !us, after.side(!us), occ))
    }

    /// In a game whose captures explode: whether `color`'s royal piece on `king` stands next
    /// to the opponent's, which then cannot give it check (capturing it would blow up its
    /// own).
    pub(crate) fn royals_touch(&self, king: u8, color: Color) -> bool {
        self.rules.royal.is_some_and(|royal| {
            (self.rules.blast[usize::from(king)] & self.pieces(!color, royal)).any()
        })
    }

    /// The board geometry.
    pub fn geometry(&self) -> Geometry {
        self.rules.geometry
    }

    /// Side to move.
    pub fn turn(&self) -> Color {
        self.turn
    }
}

impl<B: Bitboard> fmt::Debug for Position<B> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Position")
            .field("variant", &self.rules.variant.id)
            .field("fen", &self.to_fen())
            .finish()
    }
}

impl<B: Bitboard> PartialEq for Position<B> {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.rules, &other.rules)
            && self.by_color == other.by_color
            && self.by_kind == other.by_kind
            && self.board == other.board
            && self.turn == other.turn
            && self.castling == other.castling
            // The partners of the rights held (a lost right's entry is left as it was).
            && (0..4).all(|bit| {
                self.castling >> bit & 1 == 0
                    || self.castle_at[bit / 2][bit % 2] == other.castle_at[bit / 2][bit % 2]
            })
            && self.ep_square == other.ep_square
            && self.halfmove_clock == other.halfmove_clock
            && self.fullmove_number == other.fullmove_number
            && self.hash == other.hash
            && self.checks == other.checks
            && self.hands == other.hands
            && self.promoted == other.promoted
            && self.rights == other.rights
            && self.count_limit == other.count_limit
            && self.count_ply == other.count_ply
    }
}

impl<B: Bitboard> crate::game::Game for Position<B> {
    type Move = Move;

    fn variant_id(&self) -> &str {
        &self.rules.variant.id
    }
    fn geometry(&self) -> Geometry {
        self.rules.geometry
    }
    fn first_rank_label(&self) -> i32 {
        self.rules.variant.first_rank_label
    }
    fn turn(&self) -> Color {
        self.turn
    }
    fn legal_moves(&self, out: &mut Vec<Move>) {
        self.legal_moves_into(out);
    }
    fn count_legal_moves(&self) -> usize {
        Position::count_legal_moves(self)
    }
    fn play_unchecked(&mut self, mv: Move) {
        self.play_move(mv);
    }
    fn is_check(&self) -> bool {
        self.in_check(self.turn)
    }
    fn checked_squares(&self) -> Vec<Square> {
        let us = self.turn;
        if self.rules.variant.rules.win != WinCondition::Checkmate {
            return Vec::new();
        }
        let (occ, them) = (self.occupied(), self.side(!us));
        let king = self
            .royal_square(us)
            .filter(|&k| !(self.rules.explodes && self.royals_touch(k, us)));
        king.into_iter()
            .filter(|&sq| self.is_attacked(sq, !us, them, occ))
            .chain(self.pseudo_royals_checked(us).squares())
            .map(Square::new)
            .collect()
    }
    fn outcome(&self, repetitions: usize) -> Option<crate::Outcome> {
        self.outcome_after(repetitions)
    }
    fn has_mating_material(&self, side: Color) -> bool {
        Position::has_mating_material(self, side)
    }
    fn flag_needs_mating_material(&self) -> bool {
        self.rules.variant.rules.flag_needs_mating_material
    }
    fn zobrist(&self) -> u64 {
        // A pass just made changes what may follow (a second one ends the game), so the
        // search's tables must not take the position for the same one without it. The
        // repetition key leaves it out: a position repeats whether a pass led to it or not.
        self.hash ^ u64::from(self.passes).wrapping_mul(PASS_KEY)
    }
    fn repetition_key(&self) -> u64 {
        self.repetition_hash()
    }
    fn count_over(&self) -> bool {
        Position::count_over(self)
    }
    fn halfmove_clock(&self) -> u32 {
        self.halfmove_clock
    }
    fn fullmove_number(&self) -> u32 {
        self.fullmove_number
    }
    fn fen(&self) -> String {
        self.to_fen()
    }
    fn uci(&self, mv: Move) -> String {
        self.uci_of(mv)
    }
    fn san(&self, mv: Move) -> String {
        self.san_of(mv)
    }
    fn parse_uci(&self, text: &str) -> Result<Move, crate::MoveError> {
        self.parse_uci_move(text)
    }
    fn parse_san(&self, text: &str) -> Result<Move, crate::MoveError> {
        self.parse_san_move(text)
    }
    fn piece_at(&self, sq: Square) -> Option<crate::PieceView> {
        if sq.index() >= self.rules.squares {
            return None;
        }
        self.piece(sq.get()).map(|(color, kind)| crate::PieceView {
            color,
            kind: PieceKind::new(kind as u8),
            letter: self.rules.variant.pieces[kind].letter,
        })
    }
    #[inline]
    fn occupant(&self, sq: Square) -> Option<(Color, PieceKind)> {
        if sq.index() >= self.rules.squares {
            return None;
        }
        self.piece(sq.get())
            .map(|(color, kind)| (color, PieceKind::new(kind as u8)))
    }
    fn piece_kinds(&self) -> usize {
        self.rules.kinds
    }
    fn piece_info(&self, kind: PieceKind) -> Option<crate::PieceInfo> {
        let piece = self.rules.variant.pieces.get(kind.index())?;
        Some(piece.info())
    }
    fn move_squares(&self, mv: Move) -> (Square, Square) {
        // Chess960's castling goes from the king onto its rook, as it is written: the king's
        // own destination may be where it stands, or a square its step reaches.
        if self.rules.chess960 {
            if let Some(rook) = self.castling_rook_from(mv) {
                return (mv.from(), Square::new(rook));
            }
        }
        (mv.from(), mv.to())
    }
    fn is_capture(&self, mv: Move) -> bool {
        self.is_capture_move(mv)
    }
    fn castling_rook(&self, mv: Move) -> Option<Square> {
        self.castling_rook_from(mv).map(Square::new)
    }
    fn checks_given(&self) -> [u8; 2] {
        self.checks
    }
    fn variant(&self) -> Option<&crate::Variant> {
        Some(&self.rules.variant)
    }
    fn promotion_kind(&self, mv: Move) -> Option<PieceKind> {
        mv.promotion()
    }
    fn has_hands(&self) -> bool {
        self.rules.has_drops
    }
    fn in_hand(&self, color: Color, kind: PieceKind) -> u8 {
        self.hands[color.index()]
            .get(kind.index())
            .copied()
            .unwrap_or(0)
    }
    fn dropped_kind(&self, mv: Move) -> Option<PieceKind> {
        mv.dropped()
    }
    fn play_null(&mut self) -> bool {
        self.play_null_move();
        true
    }
    fn noisy_moves(&self, out: &mut Vec<Move>) {
        self.noisy_moves_into(out);
    }
    fn piece_set(&self, color: Color, kind: PieceKind) -> Option<u128> {
        let kind = kind.index();
        (kind < self.rules.kinds).then(|| self.pieces(color, kind).to_u128())
    }
    fn attackers_of(&self, sq: Square, by: Color, occupied: u128) -> Option<u128> {
        if sq.index() >= self.rules.squares {
            return None;
        }
        let occ = B::from_u128(occupied);
        Some((self.attackers(sq.get(), by, occ) & occ).to_u128())
    }
}

/// Checks that a variant's start position is a valid position of it.
pub(crate) fn check_start(variant: &crate::Variant) -> Result<(), FenError> {
    fn on<B: Bitboard>(variant: &crate::Variant) -> Option<Result<(), FenError>> {
        let rules = Arc::new(Rules::<B>::without_lookups(variant.clone())?);
        let fen = variant.start_fen.clone();
        Some(Position::from_fen(rules, &fen).map(|_| ()))
    }
    on::<u64>(variant)
        .or_else(|| on::<u128>(variant))
        .unwrap_or_else(|| Err(err(FenField::Position, None, FenErrorKind::BoardTooLarge)))
}
