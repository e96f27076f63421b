//! Legal move generation for the games defined as data.

use crate::betza::Hop;
use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::game::PieceKind;
use crate::moves::{CastleGate, CastlingSide, Move, MoveKind};
use crate::variant::{PseudoRoyalCheck, WinCondition};

use super::legality::Verdict;
use super::tables::PlainShape;
use super::{Position, NO_SQUARE};

impl<B: Bitboard> Position<B> {
    /// Whether the game is over by material alone: a captured royal piece, a bare king in a
    /// game where that loses, an extinct side. Such positions have no moves (the perft
    /// conventions of docs/rules/).
    #[inline]
    pub(crate) fn over_by_material(&self) -> bool {
        self.rules.ends_by_material && self.over_by_its_rules()
    }

    /// [`Position::over_by_material`] in a game that can end so: the look at the board.
    #[inline(never)]
    fn over_by_its_rules(&self) -> bool {
        let r = &*self.rules;
        if self.passes > super::PASSED {
            return true;
        }
        if self.extinct_side().is_some() {
            return true;
        }
        let rules = &r.variant.rules;
        if !r.goal[0].is_empty() && !rules.goal_reply {
            // With goal_hold only the side to move's pieces have held their squares.
            let arrived = if rules.goal_hold {
                self.on_goal(self.turn)
            } else {
                self.on_goal(Color::White) || self.on_goal(Color::Black)
            };
            if arrived {
                return true;
            }
        }
        let Some(royal) = r.royal else { return false };
        for color in Color::ALL {
            let kings = self.pieces(color, royal);
            if (r.variant.rules.win == WinCondition::RoyalCapture || r.explodes) && kings.is_empty()
            {
                return true;
            }
            if r.variant.rules.bare_king_loses && self.side(color) == kings {
                return true;
            }
            let checks = r.variant.rules.checks_to_win;
            if checks > 0 && self.checks[color.index()] >= checks {
                return true;
            }
        }
        r.variant.rules.goal_reply && self.goal_race().is_some()
    }

    /// The side whose extinction ends the game (see [`crate::Extinction`]): the side that
    /// just moved is looked at first, as Fairy-Stockfish does.
    pub(crate) fn extinct_side(&self) -> Option<Color> {
        let e = self.rules.variant.rules.extinction?;
        let kinds = self.rules.variant.pieces.len();
        let count = |c: Color, kind: usize| {
            self.pieces(c, kind).count() + u32::from(self.hand_count(c, kind))
        };
        let total = |c: Color| (0..kinds).map(|k| count(c, k)).sum::<u32>();
        let us = self.turn;
        [!us, us].into_iter().find(|&c| {
            // The side to move, just made extinct, may still answer when it can.
            let needed = u32::from(e.opponent_at_least) + u32::from(e.reply && c == us);
            if e.all {
                total(c) <= u32::from(e.at_most) && total(!c) >= needed
            } else {
                (0..kinds).any(|k| {
                    e.kinds >> k & 1 != 0
                        && count(c, k) <= u32::from(e.at_most)
                        && count(!c, k) >= needed
                })
            }
        })
    }

    /// The end of a race to the goal squares where Black may answer White's arrival (see
    /// [`crate::variant::EndRules::goal_reply`]): `Some(winner)`, `Some(None)` for a draw (both
    /// arrived), `None` while the game goes on.
    pub(crate) fn goal_race(&self) -> Option<Option<Color>> {
        match (self.on_goal(Color::White), self.on_goal(Color::Black)) {
            (true, true) => Some(None),
            (false, true) => Some(Some(Color::Black)),
            (true, false) if self.turn == Color::White || !self.can_arrive(Color::Black) => {
                Some(Some(Color::White))
            }
            _ => None,
        }
    }

    /// Whether one of `color`'s goal pieces stands on a goal square.
    #[inline(never)]
    pub(crate) fn on_goal(&self, color: Color) -> bool {
        let r = &*self.rules;
        let kinds = r.variant.rules.goal_kinds;
        let arrived = self.kinds(kinds) & self.side(color) & r.goal[color.index()];
        if !r.variant.rules.goal_safe {
            return arrived.any();
        }
        // Dobutsu shogi: only a piece no enemy piece can take there has arrived.
        let occ = self.occupied();
        arrived
            .squares()
            .any(|sq| !self.is_attacked(sq, !color, self.side(!color), occ))
    }

    /// Whether the side to move, `color`, has a legal move of a goal piece onto a goal
    /// square.
    fn can_arrive(&self, color: Color) -> bool {
        let r = &*self.rules;
        let kinds = r.variant.rules.goal_kinds;
        let mut moves = Vec::new();
        self.pseudo_legal_moves(&mut moves);
        moves.into_iter().any(|mv| {
            self.piece(mv.from)
                .is_some_and(|(c, k)| c == color && kinds >> k & 1 != 0)
                && r.goal[color.index()].has(mv.to)
                && self.leaves_king_safe(mv)
                && !(r.variant.rules.no_checks && self.gives_check(mv))
        })
    }

    /// Whether a move gives check (the full test: played on a copy).
    pub(crate) fn gives_check(&self, mv: Move) -> bool {
        let mut after = self.clone();
        after.play_move(mv);
        after.in_check(after.turn)
    }

    /// Replaces `out` with every pseudo-legal move: moves by the pieces' movement, castling
    /// with its conditions, ignoring whether the mover's king is left attacked. Gating moves
    /// are not among them: they join the legal moves they add a piece to.
    pub fn pseudo_legal_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        let us = self.turn;
        for kind in 0..self.rules.kinds {
            for from in self.pieces(us, kind).squares() {
                self.piece_moves(from, kind, us, out);
            }
        }
        self.castling_moves(us, out);
        self.drop_moves(out);
        if self.rules.variant.promotion.in_place {
            self.in_place_promotions(us, out);
        }
    }

    /// Sittuyin's promotions (see [`crate::Promotion::in_place`]): each pawn of `us` on its
    /// zone (anywhere, when it is the side's last pawn) becomes each choice of which the side
    /// has fewer than the limit, where it stands or on an empty square the new piece could
    /// move to, when the new piece attacks no enemy piece there and the move gives no check.
    #[inline(never)]
    fn in_place_promotions(&self, us: Color, out: &mut Vec<Move>) {
        let r = &*self.rules;
        let promotion = &r.variant.promotion;
        let pawns = self.kinds(r.pawn_kinds) & self.side(us);
        let eligible = if pawns.count() > 1 {
            pawns & r.in_place_zone[us.index()]
        } else {
            pawns
        };
        for from in eligible.squares() {
            let mut lifted = self.clone();
            lifted.take(from);
            for &choice in promotion.choices(us) {
                let kind = usize::from(choice.get());
                let full = promotion
                    .limit(choice)
                    .is_some_and(|most| self.pieces(us, kind).count() >= u32::from(most));
                if full {
                    continue;
                }
                let steps = lifted.piece_targets(from, kind, us) & !lifted.occupied();
                for to in (steps | B::square(from)).squares() {
                    let mut after = lifted.clone();
                    after.put(to, us, kind);
                    let attacks_enemy = (after.piece_targets(to, kind, us) & after.side(!us)).any();
                    if !attacks_enemy && after.checkers_of(!us).is_empty() {
                        out.push(Move {
                            from,
                            to,
                            promotion: Some(choice.get()),
                            kind: MoveKind::Normal,
                        });
                    }
                }
            }
        }
    }

    /// Appends every drop of the side to move: each kind in its hand on each empty square
    /// where that kind may be dropped.
    pub(crate) fn drop_moves(&self, out: &mut Vec<Move>) {
        let r = &*self.rules;
        if !r.has_drops || r.variant.drops.is_some_and(|d| !d.plain_drops) {
            return;
        }
        let us = self.turn;
        let empty = !self.occupied();
        let promoted_drops = r.variant.drops.is_some_and(|d| d.promoted);
        for kind in 0..r.kinds {
            if self.hands[us.index()][kind] != 0 {
                let targets = self.drop_targets(kind, empty);
                out.extend(targets.squares().map(|to| Move::drop(kind, to)));
                if promoted_drops {
                    self.promoted_drops(kind, empty, out);
                }
            }
        }
    }

    /// S-chess's gating (see [`crate::Drops::gating`]): each legal move of `out` that leaves a gate
    /// of `us` (castling: the king's or its partner's square) again, once for every kind of
    /// the hand that could be dropped on that square, bringing it in. The gate must be empty
    /// once the move is made (a castling whose king or partner lands on it cannot gate there).
    #[inline(never)]
    fn gating_moves(&self, us: Color, out: &mut Vec<Move>) {
        let gates = self.rights & self.side(us);
        let hand = &self.hands[us.index()];
        if gates.is_empty() || hand.iter().all(|&n| n == 0) {
            return;
        }
        let r = &*self.rules;
        let enters_on = |sq: u8| {
            (0..r.kinds).filter(move |&k| hand[k] != 0 && self.drop_targets(k, B::square(sq)).any())
        };
        for i in 0..out.len() {
            let mv = out[i];
            match mv.kind {
                MoveKind::Normal if gates.has(mv.from) && mv.from != mv.to => {
                    for kind in enters_on(mv.from) {
                        out.push(Move {
                            kind: MoveKind::Gate(PieceKind::new(kind as u8)),
                            ..mv
                        });
                    }
                }
                MoveKind::Castle(side) => {
                    let Some(c) = self.castling_move(us, side) else {
                        continue;
                    };
                    for (gate, on_partner) in [(c.king_from, false), (c.rook_from, true)] {
                        if !gates.has(gate) || gate == c.king_to || gate == c.rook_to {
                            continue;
                        }
                        for kind in enters_on(gate) {
                            out.push(Move {
                                kind: MoveKind::CastleGate(CastleGate::new(side, kind, on_partner)),
                                ..mv
                            });
                        }
                    }
                }
                _ => {}
            }
        }
    }

    /// Appends the drops of a piece of `kind` from the hand as its promoted form, where the
    /// game lets pieces be dropped either side up (Kyoto shogi): on the squares where the
    /// promoted kind may be dropped.
    #[inline(never)]
    fn promoted_drops(&self, kind: usize, empty: B, out: &mut Vec<Move>) {
        let Some(promoted) = self.rules.variant.pieces[kind].promotes_to else {
            return;
        };
        let targets = self.drop_targets(promoted.index(), empty);
        out.extend(
            targets
                .squares()
                .map(|to| Move::promoted_drop(kind, promoted.get(), to)),
        );
    }

    /// The squares of `empty` where the side to move may drop a piece of `kind` (its drop
    /// squares, less the files where it already has as many as a file may hold, for kinds
    /// kept so).
    #[inline]
    pub(crate) fn drop_targets(&self, kind: usize, empty: B) -> B {
        let r = &*self.rules;
        let targets = r.drop_squares[r.index(self.turn, kind)] & empty;
        match r.variant.drops {
            Some(d) if d.one_per_file >> kind & 1 != 0 => {
                targets & !self.full_files(kind, d.per_file)
            }
            _ => targets,
        }
    }

    /// The files where the side to move has `per_file` pieces of `kind` (out of line: only
    /// shogi's games count them).
    #[inline(never)]
    fn full_files(&self, kind: usize, per_file: u8) -> B {
        let r = &*self.rules;
        let mut on_file = [0u8; 16];
        let mut full = B::EMPTY;
        for sq in self.pieces(self.turn, kind).squares() {
            let file = usize::from(r.geometry.file_idx(sq));
            on_file[file] += 1;
            if on_file[file] >= per_file {
                full |= r.file_masks[file];
            }
        }
        full
    }

    /// The squares a piece can move or capture to by its movement (castling and en passant
    /// excepted).
    pub(crate) fn piece_targets(&self, from: u8, kind: usize, us: Color) -> B {
        let r = &*self.rules;
        let s = r.squares;
        let ck = r.index(us, kind);
        let i = ck * s + usize::from(from);
        let occ = self.occupied();
        if let Some(shape) = &r.plain_shapes[ck] {
            return self.plain_reach(shape, ck * s, from, occ) & !self.side(us);
        }
        let enemy = self.side(!us);
        let mut quiet = r.leap_moves[i] & !occ;
        let mut captures = r.leap_captures[i] & enemy;
        let initial = if r.right_kinds == 0 {
            r.initial_squares[ck].has(from)
        } else {
            self.may_make_initial_moves(from, kind, us)
        };
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
        if r.has_screens {
            return quiet | captures | self.screened_targets(i, ck, occ, enemy);
        }
        quiet | captures
    }

    /// The targets of the hoppers of (color, kind) `ck` on the square of `i` that may not hop
    /// over some kinds nor take them (`no_hop_over`, janggi's cannon): past exactly one screen
    /// of another kind, up to and with the next piece, unless that is of those kinds too.
    #[inline(never)]
    fn screened_targets(&self, i: usize, ck: usize, occ: B, enemy: B) -> B {
        let r = &*self.rules;
        let s = r.squares;
        let from = i - ck * s;
        let mut targets = B::EMPTY;
        for sr in &r.screened_riders[ck] {
            let rider = &sr.rider;
            let ray = r.limited[rider.limited * s + from];
            let ascending = r.dir_ascending[rider.dir];
            let first = |b: B| if ascending { b.lowest() } else { b.highest() };
            let beyond = |sq: u8| r.rays[rider.dir * s + usize::from(sq)];
            let blockers = ray & occ;
            if blockers.is_empty() {
                continue;
            }
            let screen = first(blockers);
            let barred = self.kinds(sr.screens);
            if barred.has(screen) {
                continue;
            }
            let after = ray & beyond(screen);
            let next = after & occ;
            let reach = if next.is_empty() {
                after
            } else {
                after & !beyond(first(next))
            } & !barred;
            if rider.modality.moves() {
                targets |= reach & !occ;
            }
            if rider.modality.captures() {
                targets |= reach & enemy;
            }
        }
        targets
    }

    /// The squares a piece of a plain shape on `from` reaches (own pieces included); `base` is
    /// `(color * kinds + kind) * squares`.
    #[inline]
    pub(crate) fn plain_reach(&self, shape: &PlainShape, base: usize, from: u8, occ: B) -> B {
        let r = &*self.rules;
        let line = |i: usize| {
            let (below, above) = r.line_masks[shape.line_offsets[i] as usize + usize::from(from)];
            crate::bitboard::line_attacks(below, above, occ)
        };
        let leaps = r.leap_moves[base + usize::from(from)];
        let group = |i: usize| r.magics.reach(shape.magic_groups[i] as usize, from, occ);
        match shape.groups {
            1 => return leaps | group(0),
            2 => return leaps | group(0) | group(1),
            _ => {}
        }
        // Unrolled by line count: the rook's, bishop's and queen's shapes without a loop.
        match shape.lines {
            0 => leaps,
            2 => leaps | line(0) | line(1),
            4 => leaps | line(0) | line(1) | line(2) | line(3),
            n => (0..usize::from(n)).fold(leaps, |reach, i| reach | line(i)),
        }
    }

    fn piece_moves(&self, from: u8, kind: usize, us: Color, out: &mut Vec<Move>) {
        let r = &*self.rules;
        let targets = self.piece_targets(from, kind, us);
        if r.piece_promotions {
            if let Some(other) = r.turns_into[kind] {
                self.promoting_piece_moves(from, targets, other, us, kind, out);
                return;
            }
        }
        let i = r.sq_index(us, kind, from);
        let promotes = r.pawn_kinds >> kind & 1 != 0;
        let zone = r.promotion_zone[us.index()];
        if promotes && r.promotion_rules && (targets & zone).any() {
            self.pawn_moves_by_promotion_rules(from, targets, us, kind, out);
        } else {
            let targets = targets & !r.stranded[r.index(us, kind)];
            let choices = r.variant.promotion.choices(us);
            for to in targets.squares() {
                push_move(out, from, to, promotes && zone.has(to), choices);
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

    /// The moves to `targets` of a pawn in a game whose promotion may be declined or is
    /// limited (Grand chess): into the zone, once per choice of which its side has fewer than
    /// the limit, and once without promoting where the game lets it stay a pawn and it could
    /// still move on from there.
    #[inline(never)]
    fn pawn_moves_by_promotion_rules(
        &self,
        from: u8,
        targets: B,
        us: Color,
        kind: usize,
        out: &mut Vec<Move>,
    ) {
        let r = &*self.rules;
        let promotion = &r.variant.promotion;
        let zone = r.promotion_zone[us.index()];
        let stranded = r.stranded[r.index(us, kind)];
        for to in targets.squares() {
            if !zone.has(to) || (promotion.optional && !stranded.has(to)) {
                out.push(Move::normal(from, to));
            }
            if !zone.has(to) {
                continue;
            }
            for &choice in promotion.choices(us) {
                let full = promotion.limit(choice).is_some_and(|most| {
                    self.pieces(us, usize::from(choice.get())).count() >= u32::from(most)
                });
                if !full {
                    out.push(Move {
                        from,
                        to,
                        promotion: Some(choice.get()),
                        kind: MoveKind::Normal,
                    });
                }
            }
        }
    }

    /// The moves of a piece that turns shogi-style into `other` (its promoted form, or the
    /// piece a promoted one came from where promoted pieces turn back): every move, without
    /// turning unless that leaves it where it could never move again (or the game makes
    /// every promotion mandatory), and turning when the move starts or ends in the promotion
    /// zone (only by capturing, in games that say so).
    fn promoting_piece_moves(
        &self,
        from: u8,
        targets: B,
        other: u8,
        us: Color,
        kind: usize,
        out: &mut Vec<Move>,
    ) {
        let r = &*self.rules;
        let promotion = &r.variant.promotion;
        let zone = r.promotion_zone[us.index()];
        let mut turning = if zone.has(from) {
            targets
        } else {
            targets & zone
        };
        if promotion.by_capture {
            turning &= self.side(!us);
        }
        let mut plain = targets & !r.stranded[r.index(us, kind)];
        if promotion.mandatory {
            plain &= !turning;
        }
        for to in plain.squares() {
            out.push(Move::normal(from, to));
        }
        for to in turning.squares() {
            out.push(Move {
                from,
                to,
                promotion: Some(other),
                kind: MoveKind::Normal,
            });
        }
    }

    #[inline(never)]
    pub(crate) fn castling_moves(&self, us: Color, out: &mut Vec<Move>) {
        if self.castling >> (us.index() * 2) & 3 == 0 {
            return;
        }
        if self.rules.chess960 {
            self.castling_moves_960(us, out);
            return;
        }
        for side in CastlingSide::ALL {
            if let Some(c) = &self.rules.castling[us.index()][side.index()] {
                self.push_castling(c, side, us, out);
            }
        }
    }

    /// [`Position::castling_moves`] of a Chess960 game: each right with the partner it names.
    #[inline(never)]
    fn castling_moves_960(&self, us: Color, out: &mut Vec<Move>) {
        for side in CastlingSide::ALL {
            if let Some(c) = self.castling_move(us, side) {
                self.push_castling(&c, side, us, out);
            }
        }
    }

    /// Adds the castling `c` on `side` when `us` holds its right, its squares are empty and
    /// the king's path is safe.
    #[inline(always)]
    fn push_castling(
        &self,
        c: &super::tables::CastlingMove<B>,
        side: CastlingSide,
        us: Color,
        out: &mut Vec<Move>,
    ) {
        let occ = self.occupied();
        if self.castling >> (us.index() * 2 + side.index()) & 1 == 0
            || (c.must_be_empty & occ).any()
        {
            return;
        }
        // A king that is not royal (giveaway's) castles through attacked squares.
        if self.castles_royally(us) {
            let attacked = if self.rules.explodes {
                self.blast_castling_path_attacked(c, us, occ)
            } else {
                c.king_path
                    .squares()
                    .any(|sq| self.is_attacked(sq, !us, self.side(!us), occ))
            };
            if attacked {
                return;
            }
        }
        out.push(Move {
            from: c.king_from,
            to: c.king_to,
            promotion: None,
            kind: MoveKind::Castle(side),
        });
    }

    /// Whether castling's king path is attacked in a game whose captures explode: the king's
    /// square and the squares it passes, the king lifted off (its destination is judged once
    /// the rook stands beside it, as for any move, unless it is the king's square), each safe
    /// when the opponent's royal piece stands next to it.
    fn blast_castling_path_attacked(
        &self,
        c: &super::tables::CastlingMove<B>,
        us: Color,
        occ: B,
    ) -> bool {
        let occ = occ ^ B::square(c.king_from);
        // The king's own square always counts: no castling out of check, even where the king
        // stays put (Chess960).
        ((c.king_path & !B::square(c.king_to)) | B::square(c.king_from))
            .squares()
            .any(|sq| !self.royals_touch(sq, us) && self.is_attacked(sq, !us, self.side(!us), occ))
    }

    /// Whether the piece that castles is the royal piece, or a pseudo-royal one that `us` must
    /// keep safe now (checked for attacks on its way).
    fn castles_royally(&self, us: Color) -> bool {
        let r = &*self.rules;
        let Some(king) = r.variant.castling.as_ref().map(|c| c.king.index()) else {
            return false;
        };
        if r.royal.is_some() {
            return r.royal == Some(king);
        }
        r.pseudo_royals >> king & 1 != 0
            && (r.variant.rules.pseudo_royal_check == PseudoRoyalCheck::Each
                || !self.pseudo_royal_pieces(us).more_than_one())
    }

    /// Replaces `out` with the legal moves (see [`crate::Game::legal_moves`]).
    pub fn legal_moves_into(&self, out: &mut Vec<Move>) {
        self.allowed_moves_into(out);
        // A gating move is legal when the move it adds a piece to is: the piece that comes
        // in shields nothing (docs/variants.md "Gating").
        if self.rules.gating {
            self.gating_moves(self.turn, out);
        }
        let rules = &self.rules.variant.rules;
        // Atomar: a king may not take a king.
        if rules.mutually_immune != 0 {
            let immune = rules.mutually_immune;
            out.retain(|mv| {
                let takes_own_kind = matches!(mv.kind, MoveKind::Normal)
                    && match (self.piece(mv.from), self.piece(mv.to)) {
                        (Some((_, mover)), Some((_, taken))) => {
                            mover == taken && immune >> mover & 1 != 0
                        }
                        _ => false,
                    };
                !takes_own_kind
            });
        }
        // Antichess: a side that can capture must.
        if rules.must_capture && out.iter().any(|&mv| self.is_capture_move(mv)) {
            out.retain(|&mv| self.is_capture_move(mv));
        }
        // Racing kings: no move may give check.
        if rules.no_checks {
            out.retain(|&mv| !self.gives_check(mv));
        }
        // Makpong: a king in check stays, or takes its only checker.
        if rules.check_freezes_king {
            self.freeze_checked_king(out);
        }
        if let Some(drops) = self.rules.variant.drops {
            if drops.opposite_colours != 0 {
                self.keep_colours_apart(drops.opposite_colours, out);
            }
            // Placement chess: a side that can drop must.
            if drops.must_drop && out.iter().any(|mv| mv.dropped().is_some()) {
                out.retain(|mv| mv.dropped().is_some());
            }
        }
        if rules.pass {
            self.passes_and_bikjang(out);
        }
    }

    /// Janggi's pass and bikjang (`[rules] pass`, `bikjang`): while the royal pieces face each
    /// other, every move must end that, and passing is allowed even in check; otherwise a
    /// side not in check may pass. A game a pass has ended has no moves.
    #[inline(never)]
    fn passes_and_bikjang(&self, out: &mut Vec<Move>) {
        let Some(king) = self.royal_square(self.turn) else {
            return;
        };
        if self.passes > super::PASSED {
            out.clear();
            return;
        }
        let facing = self.rules.variant.rules.bikjang && self.kings_facing();
        if facing {
            out.retain(|&mv| {
                let mut after = self.clone();
                after.play_move(mv);
                !after.kings_facing()
            });
        }
        if facing || !self.in_check(self.turn) {
            out.push(Move::pass(king));
        }
    }

    /// Removes the drops that would leave a kind of `kinds` unable to stand on squares of
    /// both colours: a piece of such a kind may not go down on a colour its side already
    /// has its half of, and no other piece may take a square the rest of them need.
    #[inline(never)]
    fn keep_colours_apart(&self, kinds: u32, out: &mut Vec<Move>) {
        let r = &*self.rules;
        let us = self.turn;
        let occ = self.occupied();
        let dark = r.dark_squares;
        // Per kind kept apart: where its pieces stand, and how many the side has in all.
        let counted: Vec<(usize, B, u32)> = (0..r.kinds)
            .filter(|&k| kinds >> k & 1 != 0)
            .map(|k| {
                let on_board = self.pieces(us, k);
                (
                    k,
                    on_board,
                    on_board.count() + u32::from(self.hand_count(us, k)),
                )
            })
            .collect();
        out.retain(|mv| {
            let MoveKind::Drop(held) = mv.kind else {
                return true;
            };
            let placed = mv.promotion.map_or(held.index(), usize::from);
            let to = B::square(mv.to);
            for &(kind, on_board, total) in &counted {
                if placed == kind {
                    let colour = if (dark & to).any() { dark } else { !dark };
                    if (colour & on_board).count() + 1 > total.div_ceil(2) {
                        return false;
                    }
                } else {
                    let free = r.drop_squares[r.index(us, kind)] & !occ & !to;
                    let room = on_board | free;
                    if (dark & room).count() < total / 2 || (!dark & room).count() < total / 2 {
                        return false;
                    }
                }
            }
            true
        });
    }

    /// Removes the royal piece's moves, in check, but the capture of a lone checker.
    #[inline(never)]
    fn freeze_checked_king(&self, out: &mut Vec<Move>) {
        let Some(king) = self.royal_square(self.turn) else {
            return;
        };
        let checkers = self.checkers_of(self.turn);
        if checkers.any() {
            out.retain(|mv| mv.from != king || checkers == B::square(mv.to));
        }
    }

    /// The moves that leave the mover's royal piece safe, before any duty to capture.
    fn allowed_moves_into(&self, out: &mut Vec<Move>) {
        if self.over_by_material() {
            out.clear();
            return;
        }
        let r = &*self.rules;
        let king = if r.variant.rules.win == WinCondition::RoyalCapture {
            None // every pseudo-legal move is legal
        } else {
            self.royal_square(self.turn)
        };
        let Some(king) = king else {
            self.pseudo_legal_moves(out);
            if r.royal.is_none() && r.pseudo_royals != 0 {
                out.retain(|&mv| self.leaves_king_safe(mv));
            }
            return;
        };
        if !r.occupancy_test_is_exact() {
            self.pseudo_legal_moves(out);
            out.retain(|&mv| self.leaves_king_safe(mv));
            return;
        }
        let occ = self.occupied();
        let (guard, checkers) = self.king_guard(king, occ);
        if checkers.is_empty() && r.counts_by_masks {
            out.clear();
            self.unchecked_moves(king, &guard, false, out);
            return;
        }
        self.pseudo_legal_moves(out);
        let guard = checkers.is_empty().then_some(guard);
        // In check, where every line to the king is exact and nothing attacks in a rarer
        // way, a move of another piece that neither takes a checker nor lands on or leaves a
        // square between a checker and the king leaves that check standing.
        let checks_by_lines =
            checkers.any() && r.line_guard_exact && !r.has_rare_attacks[(!self.turn).index()];
        out.retain(|&mv| match mv.kind {
            MoveKind::Normal if mv.from == king => self.king_step_safe(king, mv.to, occ),
            MoveKind::Drop(_) => self.drop_safe(king, mv.to, occ),
            MoveKind::Normal => match guard.map(|g| self.verdict(&g, mv.from, mv.to)) {
                Some(Verdict::Legal) => true,
                Some(Verdict::Illegal) => false,
                _ if checks_by_lines && !self.may_answer_checks(king, checkers, mv) => false,
                _ => self.king_safe_after(king, mv.from, mv.to, occ),
            },
            _ => self.leaves_king_safe(mv),
        });
    }

    /// Whether the normal move `mv` touches every check of `checkers` on `king`: takes the
    /// checker, or lands on or leaves a square between it and the king (a block, a second
    /// screen before a cannon, or its screen moving away). Exact lines only
    /// ([`super::Rules::line_guard_exact`]); a leaping check has nothing between.
    fn may_answer_checks(&self, king: u8, checkers: B, mv: Move) -> bool {
        let r = &*self.rules;
        let touched = B::square(mv.from) | B::square(mv.to);
        let row = usize::from(king) * r.squares;
        checkers
            .squares()
            .all(|c| c == mv.to || (r.between[row + usize::from(c)] & touched).any())
    }

    /// Replaces `out` with the legal captures and promotions, or every legal move when the
    /// side to move is in check (see [`crate::Game::noisy_moves`]).
    pub fn noisy_moves_into(&self, out: &mut Vec<Move>) {
        let r = &*self.rules;
        if !self.over_by_material()
            && r.counts_by_masks
            && r.occupancy_test_is_exact()
            && r.variant.rules.win != WinCondition::RoyalCapture
        {
            if let Some(king) = self.royal_square(self.turn) {
                let (guard, checkers) = self.king_guard(king, self.occupied());
                if checkers.is_empty() {
                    out.clear();
                    self.unchecked_moves(king, &guard, true, out);
                    return;
                }
            }
        }
        self.legal_moves_into(out);
        if !self.in_check(self.turn) {
            // Where promoted pieces turn back (Kyoto shogi), a piece turns over on almost
            // every move: only captures are noisy. A drop is never noisy, whichever side up.
            let promotions_noisy = !r.variant.promotion.demotes;
            out.retain(|&mv| {
                self.is_capture_move(mv)
                    || (promotions_noisy && mv.promotion.is_some() && mv.dropped().is_none())
            });
        }
    }

    /// Whether the king on `king` may step to `to`: nothing attacks `to` once the king has
    /// left its square (a captured piece on `to` attacks nothing).
    #[inline]
    pub(crate) fn king_step_safe(&self, king: u8, to: u8, occ: B) -> bool {
        let to_bb = B::square(to);
        let occ_after = (occ ^ B::square(king)) | to_bb;
        let them = !self.turn;
        !self.is_attacked(to, them, self.side(them) & !to_bb, occ_after)
    }

    /// Whether `king` is safe after a normal move `from` → `to`, judged on the occupancy alone:
    /// exact when no transform moves pieces and no lame leaper captures (see
    /// [`super::Rules::occupancy_test_is_exact`]), because attacks then depend only on which squares
    /// are occupied and on the attackers, and a captured attacker is masked out.
    pub(crate) fn king_safe_after(&self, king: u8, from: u8, to: u8, occ: B) -> bool {
        let to_bb = B::square(to);
        let them = !self.turn;
        !self.is_attacked(
            king,
            them,
            self.side(them) & !to_bb,
            (occ ^ B::square(from)) | to_bb,
        )
    }

    /// The full test: play the move on a copy and look at the mover's king.
    pub(crate) fn leaves_king_safe(&self, mv: Move) -> bool {
        let us = self.turn;
        let mut after = self.clone();
        after.play_move(mv);
        if self.rules.explodes {
            return after.survives_explosions(us);
        }
        let pseudo_royals_safe =
            || self.rules.pseudo_royals == 0 || self.pseudo_royals_safe_after(&after, mv, us);
        match after.royal_square(us) {
            Some(k) => {
                !after.is_attacked(k, !us, after.side(!us), after.occupied())
                    && pseudo_royals_safe()
            }
            // Pieces guarded like a king in a game without one (Spartan chess, Sho shogi).
            None => {
                self.rules.royal.is_none() && self.rules.pseudo_royals != 0 && pseudo_royals_safe()
            }
        }
    }
}

impl<B: Bitboard> Position<B> {
    /// After a move of `us` in a game whose captures explode: whether the move is legal. It
    /// may not blow up `us`'s own royal piece; blowing up the opponent's is legal whatever it
    /// leaves; otherwise `us`'s royal piece must stand unattacked or next to the opponent's.
    fn survives_explosions(&self, us: Color) -> bool {
        let Some(king) = self.royal_square(us) else {
            return false;
        };
        let Some(royal) = self.rules.royal else {
            return true;
        };
        self.pieces(!us, royal).is_empty()
            || self.royals_touch(king, us)
            || !self.is_attacked(king, !us, self.side(!us), self.occupied())
    }
}

/// Appends the move `from` → `to`, once per promotion choice when it `promotes` (a pawn
/// entering its zone; no choices, no promotion).
#[inline]
pub(crate) fn push_move(
    out: &mut Vec<Move>,
    from: u8,
    to: u8,
    promotes: bool,
    choices: &[PieceKind],
) {
    if promotes && !choices.is_empty() {
        out.extend(choices.iter().map(|&choice| Move {
            from,
            to,
            promotion: Some(choice.get()),
            kind: MoveKind::Normal,
        }));
    } else {
        out.push(Move::normal(from, to));
    }
}
