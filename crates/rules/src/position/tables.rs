//! Per-variant precomputed tables: everything move generation needs, built once when a variant
//! is loaded, so that nothing in the hot path allocates or re-reads the variant definition.

use crate::betza::{Hop, Modality};
use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::geometry::Geometry;
use crate::moves::CastlingSide;
use crate::variant::{MaterialClass, Variant, WinCondition};

use super::magic::LineMagics;

/// A sliding (or hopping) move kind of one piece in one direction.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Rider {
    /// Index of the direction in [`Rules::rays`].
    pub dir: usize,
    /// Index of the range-limited ray table in [`Rules::limited`].
    pub limited: usize,
    pub modality: Modality,
    pub hop: Hop,
    pub initial: bool,
}

/// A hopping rider that may neither hop over nor capture pieces of some kinds (janggi's
/// cannon, `no_hop_over`): kept apart from [`Rider`]s and lines, so that the games without
/// one pay nothing for it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ScreenedRider {
    pub rider: Rider,
    /// The kinds, a bit per kind, it may not hop over nor capture.
    pub screens: u32,
}

/// Two opposite riders of a piece merged into one line, computed at once by
/// [`crate::bitboard::line_attacks`].
#[derive(Clone, Copy, Debug)]
pub(crate) struct Line {
    /// Index into [`Rules::line_masks`].
    pub table: usize,
    pub modality: Modality,
    /// A cannon line: moves and captures beyond exactly one screen.
    pub hop: bool,
}

/// Pieces that attack along a line, of the attacking colour: `kinds` slide along it,
/// `hop_kinds` attack over one screen (cannons). Where the magic groups are built (every
/// game but the start-position check's lookup-free rules), each line table left has one entry
/// per colour, so its reach is computed once for sliders and cannons alike.
#[derive(Clone, Copy, Debug)]
pub(crate) struct AttackLine {
    pub table: usize,
    pub kinds: u32,
    pub hop_kinds: u32,
}

/// A lame leap from one square: the destination and the squares that must be empty.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Lame<B> {
    pub to: u8,
    pub path: B,
    pub modality: Modality,
    pub initial: bool,
}

/// One direction an attack can come from: squares are scanned from the attacked square along
/// `dir` (the reverse of the attacker's move); pieces of the kinds in `kinds` attack along it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct SliderCheck {
    pub dir: usize,
    pub limited: usize,
    pub hop: Hop,
    pub kinds: u32,
    /// The kinds that may not be the screen of a hop (see [`ScreenedRider::screens`]).
    pub screens: u32,
}

/// The range of [`Rules::limited`] tables that follow the board's diagonal lines: from a
/// square of the lines, along the direction while the squares are on them.
pub(crate) const ALONG_LINES: u8 = u8::MAX;

/// A piece whose targets are its leaps and its lines, moving and capturing alike: the targets
/// from a square are `leap_moves | line attacks` without the mover's own pieces.
#[derive(Clone, Copy, Debug)]
pub(crate) struct PlainShape {
    /// `table * squares` of each line, the first `lines` used.
    pub line_offsets: [u32; PlainShape::MAX_LINES],
    pub lines: u8,
    /// The lines as groups of [`Rules::magics`], the first `groups` used; 0 when the lines
    /// have no magic lookup and are computed one by one.
    pub magic_groups: [u32; PlainShape::MAX_LINES / 2],
    pub groups: u8,
}

impl PlainShape {
    pub const MAX_LINES: usize = 4;
}

/// Attacks along a group of [`Rules::magics`] lines by pieces of `kinds`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct AttackGroup {
    pub group: usize,
    pub kinds: u32,
}

/// At most this many check groups of one colour for [`Rules::line_guard_exact`].
pub(crate) const MAX_CHECK_GROUPS: usize = 16;

/// Slider checks of one colour with the same attacking kinds and hop, over all their
/// directions.
#[derive(Clone, Copy, Debug)]
pub(crate) struct CheckGroup {
    pub kinds: u32,
    pub hop: Hop,
    /// Offset of the group's reach table in [`Rules::group_reach`].
    pub reach: usize,
}

/// One leap of a piece kind applied to all its pieces at once: the pieces on `from` squares
/// move by `delta` square indices (`rank delta * files + file delta`), which stays on the board
/// by construction. A lame leap also needs the square `mid` indices away to be empty.
#[derive(Clone, Copy, Debug)]
pub(crate) struct SetLeap<B> {
    pub delta: i32,
    pub from: B,
    pub moves: bool,
    pub captures: bool,
    pub mid: Option<i32>,
}

impl<B: Bitboard> SetLeap<B> {
    /// The squares the leap may land on, given the empty squares and the enemy's pieces.
    #[inline]
    pub fn allowed(&self, empty: B, enemy: B) -> B {
        let mut allowed = B::EMPTY;
        if self.moves {
            allowed |= empty;
        }
        if self.captures {
            allowed |= enemy;
        }
        allowed
    }
}

/// How [`Position::count_legal_moves`](super::Position) counts the moves of one kind of one
/// side, in a game that counts by the king's guard.
#[derive(Clone, Debug)]
pub(crate) struct CountPlan<B> {
    pub kind: usize,
    /// `(color * kinds + kind) * squares`: the kind's rows of the per-square tables.
    pub base: usize,
    /// The royal kind: its one piece is the king, counted by its safe steps.
    pub royal: bool,
    /// The kind's leaps as whole-set shifts; empty when it does not only leap.
    pub set_leaps: Vec<SetLeap<B>>,
    /// The kind's plain shape, where the guard's lines are exact.
    pub shape: Option<PlainShape>,
    /// Moves into the promotion zone count once per promotion choice.
    pub promotes: bool,
    pub takes_en_passant: bool,
}

/// A castling move of one side, fully resolved to squares.
#[derive(Clone, Copy, Debug)]
pub(crate) struct CastlingMove<B> {
    pub king_from: u8,
    pub king_to: u8,
    pub rook_from: u8,
    pub rook_to: u8,
    /// Squares that must be empty (the king and rook themselves excepted).
    pub must_be_empty: B,
    /// Squares the king stands on, crosses or lands on: none may be attacked.
    pub king_path: B,
}

/// Compiled rules of one variant on one bitboard width.
#[derive(Debug)]
pub struct Rules<B: Bitboard> {
    pub(crate) variant: Variant,
    pub(crate) geometry: Geometry,
    pub(crate) kinds: usize,
    pub(crate) squares: usize,
    /// Full rays to the board edge, per direction and square: `rays[dir * squares + sq]`.
    pub(crate) rays: Vec<B>,
    /// Whether squares along each direction have increasing indices.
    pub(crate) dir_ascending: Vec<bool>,
    pub(crate) dir_vectors: Vec<(i8, i8)>,
    /// Range-limited rays: `limited[table * squares + sq]`.
    pub(crate) limited: Vec<B>,
    limited_keys: Vec<(usize, u8)>,
    /// Plain leaps that move / capture: `[(color * kinds + kind) * squares + sq]`.
    pub(crate) leap_moves: Vec<B>,
    pub(crate) leap_captures: Vec<B>,
    /// Squares from which a plain leap of (color, kind) captures onto a square.
    pub(crate) leap_attackers: Vec<B>,
    /// Kinds with a plain capturing leap, with the offset of their table in `leap_attackers`,
    /// per color.
    pub(crate) leap_attack_tables: [Vec<(usize, usize)>; 2],
    /// Riders not merged into lines (hoppers, initial-only, unpaired directions).
    pub(crate) riders: Vec<Vec<Rider>>,
    /// Hoppers that may not hop over some kinds, per (color, kind) (janggi's cannon).
    pub(crate) screened_riders: Vec<Vec<ScreenedRider>>,
    /// Opposite riders merged into lines, per (color, kind).
    pub(crate) lines: Vec<Vec<Line>>,
    /// `(below, above)` squares of each line table: `line_masks[table * squares + sq]`.
    pub(crate) line_masks: Vec<(B, B)>,
    line_keys: Vec<(usize, usize)>,
    /// Attacks along lines, per attacking colour, and the slider checks they do not cover.
    /// Lines that a magic lookup covers are in `attack_groups` instead.
    pub(crate) attack_lines: [Vec<AttackLine>; 2],
    pub(crate) attack_groups: [Vec<AttackGroup>; 2],
    /// One-step reach tables of pairs of lines (see [`super::magic`]).
    pub(crate) magics: LineMagics<B>,
    pub(crate) other_checks: [Vec<SliderCheck>; 2],
    /// Initial-only capturing riders: they attack only while standing on an initial square of
    /// their kind, so they are kept out of the slider checks (and such games judge every move
    /// by copy-make, see [`Rules::occupancy_test_is_exact`]).
    pub(crate) initial_checks: [Vec<SliderCheck>; 2],
    /// Whether a colour has attacks in `other_checks` or by lame leapers.
    pub(crate) has_rare_attacks: [bool; 2],
    /// The distinct directions of each colour's slider checks.
    pub(crate) check_dirs: [Vec<usize>; 2],
    /// For a king square and another square: which of the attacking colour's check directions
    /// (an index into its `check_dirs`) holds the second square as seen from the king,
    /// `u8::MAX` when none: `check_line[color][king * squares + sq]`.
    pub(crate) check_line: [Vec<u8>; 2],
    /// Whether [`Position::king_guard`](super::Position) decides legality exactly: attacks
    /// depend on the occupancy alone, no grasshopper gives check, and no check direction is a
    /// multiple of another (each square lies on at most one line of the king).
    pub(crate) line_guard_exact: bool,
    /// Whether [`Position::count_legal_moves`](super::Position) may count by the king's guard:
    /// checkmate wins and the occupancy test is exact.
    pub(crate) counts_by_masks: bool,
    /// A pawn's promotion may be declined or is limited per kind (`[promotion] optional`,
    /// `limits`): its moves into the zone are listed one by one.
    pub(crate) promotion_rules: bool,
    /// The pawn kinds whose every move restarts the move rule's count (none in Pawnback).
    pub(crate) clock_pawn_kinds: u32,
    /// Whether a move must look at the check it gives: checks are counted
    /// (`checks_to_win`) or runs of checks followed (`[rules.mate]`).
    pub(crate) watches_checks: bool,
    /// Some pawn kind has a first move two squares diagonally (Berolina), which en passant
    /// follows.
    pub(crate) diagonal_double_steps: bool,
    /// Per colour, how each kind's moves are counted when counting by the king's guard.
    pub(crate) count_plans: [Vec<CountPlan<B>>; 2],
    /// Whether a game can end by what stands on the board alone (a royal piece captured, a
    /// bare king, a royal piece on a goal square).
    pub(crate) ends_by_material: bool,
    /// Each side's goal squares: a side whose goal piece stands on one of its own has won.
    pub(crate) goal: [B; 2],
    /// Whether captures explode (`[rules.explosion]`).
    pub(crate) explodes: bool,
    /// Per square, the squares an explosion there clears (the eight around it); empty
    /// unless captures explode.
    pub(crate) blast: Vec<B>,
    /// Each attacking colour's slider checks grouped by kinds and hop, with the squares each
    /// group reaches from a square on an empty board (`group_reach[group.reach + sq]`).
    pub(crate) check_groups: [Vec<CheckGroup>; 2],
    pub(crate) group_reach: Vec<B>,
    /// The squares strictly between two squares on one check direction
    /// (`between[a * squares + b]`; empty when no check direction joins them). Built only for
    /// games with exact lines.
    pub(crate) between: Vec<B>,
    /// Per (color, kind): the kind's moves as whole-set shifts, when it only leaps (see
    /// [`SetLeap`]); `None` for kinds that ride or are royal.
    pub(crate) set_leaps: Vec<Option<Vec<SetLeap<B>>>>,
    /// Per (color, kind): the kind's movement when it is plain leaps and plain lines that all
    /// move and capture alike (king, knight, rook, bishop, queen, amazon…), else `None`.
    pub(crate) plain_shapes: Vec<Option<PlainShape>>,
    pub(crate) lames: Vec<Vec<Lame<B>>>,
    /// Lame captures seen from the attacked square: `(kind, origin, path)`.
    pub(crate) lame_attackers: Vec<Vec<(usize, u8, B)>>,
    pub(crate) slider_checks: [Vec<SliderCheck>; 2],
    /// Squares where a piece's `i` (initial) moves apply, per (color, kind).
    pub(crate) initial_squares: Vec<B>,
    pub(crate) promotion_zone: [B; 2],
    /// Per color: the squares where a pawn may promote instead of moving (`[promotion]
    /// in_place`, Sittuyin); empty otherwise, and then `promotion_zone` is.
    pub(crate) in_place_zone: [B; 2],
    /// Per colour: the squares a double step of that colour's pawn may pass over and still
    /// be taken en passant (the variant's `en_passant_ranks`; every square by default).
    pub(crate) en_passant_squares: [B; 2],
    /// Per (color, kind) of a pawn kind: the squares behind the lowest rank that pawns of that
    /// kind and colour can ever reach (see [`Rules::build_pawn_floors`]); empty for other kinds.
    pub(crate) behind_pawn_floor: Vec<B>,
    pub(crate) pawn_kinds: u32,
    pub(crate) royal: Option<usize>,
    /// The kinds guarded like the royal one (`pseudo_royal`), a bit per kind: every piece of
    /// them must stand unattacked (coregal chess's queens).
    pub(crate) pseudo_royals: u32,
    pub(crate) castling: [[Option<CastlingMove<B>>; 2]; 2],
    /// Castling rights lost when a square is moved from or to.
    pub(crate) castling_mask: Vec<u8>,
    /// Chess960 (`[castling] chess960`): castling starts wherever the king and its partner
    /// stand, so `castling` and `castling_mask` describe the variant's own start only.
    pub(crate) chess960: bool,
    /// In Chess960 games, every castling move an arrangement can give, at
    /// [`Rules::castling_index`]; empty otherwise.
    pub(crate) castling_any: Vec<Option<CastlingMove<B>>>,
    /// In Chess960 games, a key per entry of `castling_any`, hashed while its right is held
    /// (two positions may hold the same rights with different partners).
    pub(crate) zobrist_castling_any: Vec<u64>,
    pub(crate) rotation_squares: B,
    /// Lame capturing leapers: their blocking squares are not on lines, so every move of such
    /// a variant gets the full legality test.
    pub(crate) has_lame_captures: bool,
    pub(crate) material: Vec<MaterialClass>,
    pub(crate) dark_squares: B,
    pub(crate) zobrist_pieces: Vec<u64>,
    pub(crate) zobrist_castling: [u64; 16],
    pub(crate) zobrist_ep: Vec<u64>,
    pub(crate) zobrist_black: u64,
    /// Per colour and number of checks given (1 to `MAX_CHECKS_TO_WIN`; index 0 unused),
    /// in games that count checks.
    pub(crate) zobrist_checks: [[u64; 10]; 2],
    /// Per (color, kind): the squares a piece of that kind may be dropped on when empty (the
    /// royal kind nowhere; pawns not in their promotion zone nor, unless allowed, on their
    /// first rank). Empty in games without drops.
    pub(crate) drop_squares: Vec<B>,
    /// Whether the game has hands (`[drops]`).
    pub(crate) has_drops: bool,
    /// Whether promoted pieces are remembered (they go back to a hand as pawns when taken).
    pub(crate) tracks_promoted: bool,
    /// The kind a captured promoted piece goes to the hand as (the promoting pawn kind).
    pub(crate) demoted_kind: usize,
    /// Per (color, kind) and count in hand (`(color * kinds + kind) * (squares + 1) + n`), in
    /// games with drops.
    pub(crate) zobrist_hand: Vec<u64>,
    /// Per square: a promoted piece stands there, in games that remember promotions.
    pub(crate) zobrist_promoted: Vec<u64>,
    /// The kinds, a bit per kind, whose `i` moves follow first-move rights (`first_move_right`).
    pub(crate) right_kinds: u32,
    /// Per square: the piece there holds its first-move right, in games with such rights.
    pub(crate) zobrist_rights: Vec<u64>,
    /// Whether a move must look after first-move rights, gates or Makruk's count.
    pub(crate) keeps_rights_or_count: bool,
    /// Whether pieces of the hand enter by gating (`[drops] gating`): the position's rights
    /// are then its gates.
    pub(crate) gating: bool,
    /// Whether a move must look at anything after it is played: `watches_checks` or
    /// `keeps_rights_or_count`.
    pub(crate) after_move: bool,
    /// Per (color, kind): squares from which the kind could never move again (shogi's pawn on
    /// the last rank), where it may not go without promoting nor be dropped; empty unless
    /// `[rules] no_stranded_pieces`.
    pub(crate) stranded: Vec<B>,
    /// Whether some kind promotes shogi-style (`promotes_to`).
    pub(crate) piece_promotions: bool,
    /// Per kind: the kind its moves may turn it into, shogi-style: its `promotes_to`, or, in
    /// games whose promoted pieces turn back (`[promotion] demotes`), the kind a promoted
    /// piece came from. Empty unless `piece_promotions`.
    pub(crate) turns_into: Vec<Option<u8>>,
    /// Per file: its squares, in games that keep one piece of a kind per file for drops.
    pub(crate) file_masks: Vec<B>,
    /// Per (color, kind): the squares the kind may move to (its `region`, seen from its
    /// side); the whole board for most kinds.
    pub(crate) regions: Vec<B>,
    /// Per (color, kind) of a kind with `zone_moves`: the squares it moves from by them.
    pub(crate) move_zones: Vec<B>,
    /// The squares of the board's diagonal lines (`diagonal_lines`); empty: none.
    pub(crate) diagonal_lines: B,
    /// Whether some hopper may not hop over some kinds (`no_hop_over`, janggi's cannon).
    pub(crate) has_screens: bool,
}

impl<B: Bitboard> Rules<B> {
    /// Compiles a variant. `None` when the board does not fit this bitboard width.
    pub fn new(variant: Variant) -> Option<Rules<B>> {
        Rules::build(variant, true)
    }

    /// Compiles a variant without the magic lookups (moves are the same, found line by line):
    /// for a look at one position, such as checking a start position, where building the
    /// lookups would cost more than it saves.
    pub(crate) fn without_lookups(variant: Variant) -> Option<Rules<B>> {
        Rules::build(variant, false)
    }

    fn build(variant: Variant, lookups: bool) -> Option<Rules<B>> {
        let geometry = variant.geometry;
        let squares = geometry.squares();
        if squares > B::CAPACITY {
            return None;
        }
        let kinds = variant.pieces.len();
        let mut t = Rules {
            geometry,
            kinds,
            squares,
            rays: Vec::new(),
            dir_ascending: Vec::new(),
            dir_vectors: Vec::new(),
            limited: Vec::new(),
            limited_keys: Vec::new(),
            leap_moves: vec![B::EMPTY; 2 * kinds * squares],
            leap_captures: vec![B::EMPTY; 2 * kinds * squares],
            leap_attackers: vec![B::EMPTY; 2 * kinds * squares],
            leap_attack_tables: [Vec::new(), Vec::new()],
            riders: vec![Vec::new(); 2 * kinds],
            screened_riders: vec![Vec::new(); 2 * kinds],
            lines: vec![Vec::new(); 2 * kinds],
            line_masks: Vec::new(),
            line_keys: Vec::new(),
            attack_lines: [Vec::new(), Vec::new()],
            attack_groups: [Vec::new(), Vec::new()],
            magics: LineMagics::default(),
            other_checks: [Vec::new(), Vec::new()],
            initial_checks: [Vec::new(), Vec::new()],
            has_rare_attacks: [false; 2],
            check_dirs: [Vec::new(), Vec::new()],
            check_line: [Vec::new(), Vec::new()],
            line_guard_exact: false,
            counts_by_masks: false,
            promotion_rules: false,
            clock_pawn_kinds: 0,
            watches_checks: variant.rules.checks_to_win > 0 || variant.rules.mate.is_some(),
            diagonal_double_steps: false,
            count_plans: [Vec::new(), Vec::new()],
            ends_by_material: false,
            goal: [B::EMPTY; 2],
            explodes: false,
            blast: Vec::new(),
            check_groups: [Vec::new(), Vec::new()],
            group_reach: Vec::new(),
            between: Vec::new(),
            set_leaps: Vec::new(),
            plain_shapes: Vec::new(),
            lames: vec![Vec::new(); 2 * kinds * squares],
            lame_attackers: vec![Vec::new(); 2 * squares],
            slider_checks: [Vec::new(), Vec::new()],
            initial_squares: vec![B::EMPTY; 2 * kinds],
            en_passant_squares: [B::EMPTY; 2],
            promotion_zone: [B::EMPTY; 2],
            in_place_zone: [B::EMPTY; 2],
            behind_pawn_floor: vec![B::EMPTY; 2 * kinds],
            pawn_kinds: 0,
            royal: variant.royal_index(),
            pseudo_royals: variant
                .pieces
                .iter()
                .enumerate()
                .filter(|(_, p)| p.pseudo_royal && !p.royal)
                .fold(0, |m, (k, _)| m | 1 << k),
            castling: [[None; 2]; 2],
            castling_mask: vec![0; squares],
            chess960: variant.castling.as_ref().is_some_and(|c| c.chess960),
            castling_any: Vec::new(),
            zobrist_castling_any: Vec::new(),
            rotation_squares: B::EMPTY,
            has_lame_captures: false,
            material: variant.pieces.iter().map(|p| p.material_class()).collect(),
            dark_squares: B::EMPTY,
            zobrist_pieces: Vec::new(),
            zobrist_castling: [0; 16],
            zobrist_ep: Vec::new(),
            zobrist_black: 0,
            zobrist_checks: [[0; 10]; 2],
            drop_squares: Vec::new(),
            has_drops: false,
            tracks_promoted: false,
            demoted_kind: 0,
            zobrist_hand: Vec::new(),
            zobrist_promoted: Vec::new(),
            right_kinds: variant
                .pieces
                .iter()
                .enumerate()
                .filter(|(_, p)| p.first_move_right)
                .fold(0, |m, (k, _)| m | 1 << k),
            zobrist_rights: Vec::new(),
            after_move: false,
            keeps_rights_or_count: variant.pieces.iter().any(|p| p.first_move_right)
                || variant.rules.counting.is_some()
                || variant.drops.is_some_and(|d| d.gating),
            gating: variant.drops.is_some_and(|d| d.gating),
            stranded: vec![B::EMPTY; 2 * kinds],
            piece_promotions: false,
            turns_into: Vec::new(),
            file_masks: Vec::new(),
            regions: vec![B::EMPTY; 2 * kinds],
            move_zones: vec![B::EMPTY; 2 * kinds],
            diagonal_lines: B::EMPTY,
            has_screens: variant.pieces.iter().any(|p| p.no_hop_over != 0),
            variant,
        };
        // The initial squares first: initial-only attacks are built from them.
        t.build_board_masks();
        t.build_pieces();
        t.build_pawn_floors();
        t.build_lines();
        t.build_check_directions();
        t.build_castling();
        t.build_stranded();
        t.build_drops();
        t.build_blast();
        t.build_zobrist();
        t.build_guard_lines();
        t.build_set_leaps();
        t.build_plain_shapes(lookups);
        if lookups {
            t.build_attack_groups();
        }
        t.piece_promotions = t.variant.pieces.iter().any(|p| p.promotes_to.is_some());
        if t.piece_promotions {
            let demotes = t.variant.promotion.demotes;
            t.turns_into = t
                .variant
                .pieces
                .iter()
                .map(|p| {
                    p.promotes_to
                        .or(p.promoted_from.filter(|_| demotes))
                        .map(|k| k.get())
                })
                .collect();
        }
        // Shogi's rules (optional promotions, stranded pieces, one pawn per file) are listed
        // move by move, not counted by masks.
        let shogi_like = t.piece_promotions
            || t.variant.rules.no_stranded_pieces
            || t.variant.drops.is_some_and(|d| d.one_per_file != 0);
        t.diagonal_double_steps = t.variant.pieces.iter().any(|p| {
            p.pawn
                && p.atoms
                    .iter()
                    .any(|a| a.initial && a.steps.iter().any(|&(dx, dy)| dx.abs() == 2 && dy == 2))
        });
        if t.variant.rules.pawn_moves_restart_count {
            t.clock_pawn_kinds = t.pawn_kinds;
        }
        t.promotion_rules = t.variant.promotion.optional || !t.variant.promotion.limits.is_empty();
        // A duty to capture (antichess, losers) and a ban on checks (racing kings) filter the
        // whole list: never counted by masks; nor are promotions that depend on the board.
        t.counts_by_masks = t.variant.rules.win == WinCondition::Checkmate
            && !t.promotion_rules
            && t.occupancy_test_is_exact()
            && !shogi_like
            && t.right_kinds == 0
            && !t.gating
            && t.variant.rules.mutually_immune == 0
            && !t.variant.rules.must_capture
            && !t.variant.rules.no_checks
            && !t.variant.rules.pass
            && !t
                .variant
                .drops
                .is_some_and(|d| d.must_drop || d.opposite_colours != 0);
        for color in Color::ALL {
            for sq in t.variant.rules.goal_squares(color) {
                t.goal[color.index()] |= B::square(sq.get());
            }
        }
        t.ends_by_material = t.variant.rules.pass
            || t.variant.rules.extinction.is_some()
            || !t.goal[0].is_empty()
            || t.royal.is_some()
                && (t.variant.rules.win == WinCondition::RoyalCapture
                    || t.explodes
                    || t.variant.rules.bare_king_loses
                    || t.variant.rules.checks_to_win > 0);
        t.after_move =
            t.watches_checks || t.keeps_rights_or_count || t.chess960 || t.variant.rules.pass;
        t.build_count_plans();
        for color in 0..2 {
            t.has_rare_attacks[color] = !t.other_checks[color].is_empty()
                || !t.initial_checks[color].is_empty()
                || t.lame_attackers[color * squares..(color + 1) * squares]
                    .iter()
                    .any(|l| !l.is_empty());
        }
        Some(t)
    }

    /// The squares around each square, for games whose captures explode.
    fn build_blast(&mut self) {
        if self.variant.rules.explosion.is_none() {
            return;
        }
        self.explodes = true;
        let g = self.geometry;
        let (files, ranks) = (i16::from(g.files()), i16::from(g.ranks()));
        self.blast = (0..self.squares as u8)
            .map(|sq| {
                let (f, r) = (i16::from(g.file_idx(sq)), i16::from(g.rank_idx(sq)));
                let mut around = B::EMPTY;
                for (df, dr) in (-1..=1).flat_map(|df| (-1..=1).map(move |dr| (df, dr))) {
                    let (nf, nr) = (f + df, r + dr);
                    if (df, dr) != (0, 0) && (0..files).contains(&nf) && (0..ranks).contains(&nr) {
                        around |= B::square(g.square(nf as u8, nr as u8).get());
                    }
                }
                around
            })
            .collect();
    }

    /// Whether a move's effect on the mover's king can be judged from the occupancy after it:
    /// not when a board transform moves pieces after every move, nor when lame leapers capture
    /// (their blocking squares lie off the lines through the king), nor when captures explode
    /// (a capture removes more than its target), nor when pieces besides the king must stay
    /// unattacked (pseudo-royal pieces: the tests look at the king alone).
    pub(crate) fn occupancy_test_is_exact(&self) -> bool {
        !self.has_lame_captures
            && !self.has_screens
            && self.initial_checks.iter().all(Vec::is_empty)
            && self.variant.rotations.is_empty()
            && !self.explodes
            && self.pseudo_royals == 0
    }

    /// The variant these rules were compiled from.
    pub fn variant(&self) -> &Variant {
        &self.variant
    }

    #[inline]
    pub(crate) fn index(&self, color: Color, kind: usize) -> usize {
        color.index() * self.kinds + kind
    }

    #[inline]
    pub(crate) fn sq_index(&self, color: Color, kind: usize, sq: u8) -> usize {
        self.index(color, kind) * self.squares + usize::from(sq)
    }

    fn direction(&mut self, v: (i8, i8)) -> usize {
        if let Some(d) = self.dir_vectors.iter().position(|&x| x == v) {
            return d;
        }
        let g = self.geometry;
        self.dir_vectors.push(v);
        self.dir_ascending
            .push(i32::from(v.1) * i32::from(g.files()) + i32::from(v.0) > 0);
        for sq in 0..self.squares as u8 {
            let mut ray = B::EMPTY;
            let mut cur = sq;
            while let Some(next) = g.offset_idx(cur, v.0.into(), v.1.into()) {
                ray |= B::square(next);
                cur = next;
            }
            self.rays.push(ray);
        }
        self.dir_vectors.len() - 1
    }

    fn limited_table(&mut self, dir: usize, range: u8) -> usize {
        if let Some(t) = self.limited_keys.iter().position(|&k| k == (dir, range)) {
            return t;
        }
        let g = self.geometry;
        let v = self.dir_vectors[dir];
        let lines = self.diagonal_lines;
        for sq in 0..self.squares as u8 {
            let mut ray = B::EMPTY;
            let mut cur = sq;
            let mut n = 0;
            while let Some(next) = g.offset_idx(cur, v.0.into(), v.1.into()) {
                if range == ALONG_LINES && !(lines.has(sq) && lines.has(next)) {
                    break;
                }
                if range != 0 && range != ALONG_LINES && n == range {
                    break;
                }
                ray |= B::square(next);
                cur = next;
                n += 1;
            }
            self.limited.push(ray);
        }
        self.limited_keys.push((dir, range));
        self.limited_keys.len() - 1
    }

    fn build_pieces(&mut self) {
        let g = self.geometry;
        let pieces = self.variant.pieces.clone();
        for color in Color::ALL {
            let flip = color.fold(1i8, -1i8);
            for (kind, piece) in pieces.iter().enumerate() {
                let ck = self.index(color, kind);
                if piece.pawn {
                    self.pawn_kinds |= 1 << kind;
                }
                let region = self.regions[ck];
                let zone = self.move_zones[ck];
                // The piece's moves, each with the squares it makes them from: its `betza`
                // outside its zone, its `zone_moves` inside (a piece with either only leaps).
                let zone_atoms = piece.zone_moves.iter().flat_map(|z| &z.atoms);
                // Moves along the diagonal lines start and end on them (janggi's palace).
                let lines = self.diagonal_lines;
                let line_atoms = piece.line_moves.iter().flat_map(|l| &l.atoms);
                let moves = piece
                    .atoms
                    .iter()
                    .map(|a| (a, !zone, false))
                    .chain(zone_atoms.map(|a| (a, zone, false)))
                    .chain(line_atoms.map(|a| (a, lines, true)));
                if piece.royal && !self.variant.rules.kings_may_face {
                    // The flying general: a royal piece attacks the other along its file, so
                    // that no move may leave the two facing (docs/variants.md).
                    for back in [(0, 1), (0, -1)] {
                        let dir = self.direction(back);
                        let limited = self.limited_table(dir, 0);
                        self.add_slider_check(color, kind, dir, limited, Hop::None, 0);
                    }
                }
                for (atom, from_squares, along_lines) in moves {
                    let region = if along_lines { region & lines } else { region };
                    let range = if along_lines { ALONG_LINES } else { atom.range };
                    let screens = if atom.hop == Hop::Cannon {
                        piece.no_hop_over
                    } else {
                        0
                    };
                    for &(dx, dy) in &atom.steps {
                        let v = (dx * flip, dy * flip);
                        if atom.is_rider() {
                            let dir = self.direction(v);
                            let limited = self.limited_table(dir, range);
                            let rider = Rider {
                                dir,
                                limited,
                                modality: atom.modality,
                                hop: atom.hop,
                                initial: atom.initial,
                            };
                            if screens == 0 {
                                self.riders[ck].push(rider);
                            } else {
                                self.screened_riders[ck].push(ScreenedRider { rider, screens });
                            }
                            if atom.modality.captures() {
                                let back = self.direction((-v.0, -v.1));
                                let back_limited = self.limited_table(back, range);
                                if atom.initial {
                                    // Attacks only from the kind's initial squares.
                                    self.initial_checks[color.index()].push(SliderCheck {
                                        dir: back,
                                        limited: back_limited,
                                        hop: atom.hop,
                                        kinds: 1 << kind,
                                        screens,
                                    });
                                } else {
                                    self.add_slider_check(
                                        color,
                                        kind,
                                        back,
                                        back_limited,
                                        atom.hop,
                                        screens,
                                    );
                                }
                            }
                            continue;
                        }
                        let path_steps = if atom.lame { lame_path(v) } else { Vec::new() };
                        if atom.lame || atom.initial {
                            if atom.lame && atom.modality.captures() {
                                self.has_lame_captures = true;
                            }
                            for from in 0..self.squares as u8 {
                                let Some(to) = g.offset_idx(from, v.0.into(), v.1.into()) else {
                                    continue;
                                };
                                if !from_squares.has(from) || !region.has(to) {
                                    continue;
                                }
                                // A hole on the way blocks for good (between a square and
                                // one inside the board's rectangle, only a hole can be off it).
                                let mut path = B::EMPTY;
                                let mut open = true;
                                for &(px, py) in &path_steps {
                                    match g.offset_idx(from, px.into(), py.into()) {
                                        Some(p) => path |= B::square(p),
                                        None => open = false,
                                    }
                                }
                                if !open {
                                    continue;
                                }
                                let lame = Lame {
                                    to,
                                    path,
                                    modality: atom.modality,
                                    initial: atom.initial,
                                };
                                self.lames[ck * self.squares + usize::from(from)].push(lame);
                                let attacks_from_here =
                                    !atom.initial || self.initial_squares[ck].has(from);
                                if atom.modality.captures() && attacks_from_here {
                                    self.lame_attackers
                                        [color.index() * self.squares + usize::from(to)]
                                    .push((kind, from, path));
                                }
                            }
                            continue;
                        }
                        for from in 0..self.squares as u8 {
                            let Some(to) = g.offset_idx(from, v.0.into(), v.1.into()) else {
                                continue;
                            };
                            if !from_squares.has(from) || !region.has(to) {
                                continue;
                            }
                            let i = ck * self.squares + usize::from(from);
                            if atom.modality.moves() {
                                self.leap_moves[i] |= B::square(to);
                            }
                            if atom.modality.captures() {
                                self.leap_captures[i] |= B::square(to);
                                self.leap_attackers[ck * self.squares + usize::from(to)] |=
                                    B::square(from);
                                let table = (kind, ck * self.squares);
                                if !self.leap_attack_tables[color.index()].contains(&table) {
                                    self.leap_attack_tables[color.index()].push(table);
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    fn build_check_directions(&mut self) {
        for color in 0..2 {
            let mut dirs: Vec<usize> = self.slider_checks[color].iter().map(|c| c.dir).collect();
            dirs.sort_unstable();
            dirs.dedup();
            self.check_dirs[color] = dirs;
        }
    }

    /// The line table of two opposite limited rays, built on first use.
    fn line_table(&mut self, a: usize, b: usize) -> usize {
        let key = (a.min(b), a.max(b));
        if let Some(t) = self.line_keys.iter().position(|&k| k == key) {
            return t;
        }
        let a_ascends = self.dir_ascending[self.limited_keys[a].0];
        for sq in 0..self.squares {
            let ra = self.limited[a * self.squares + sq];
            let rb = self.limited[b * self.squares + sq];
            self.line_masks
                .push(if a_ascends { (rb, ra) } else { (ra, rb) });
        }
        self.line_keys.push(key);
        self.line_keys.len() - 1
    }

    fn opposite(&self, dir: usize) -> Option<usize> {
        let (x, y) = self.dir_vectors[dir];
        self.dir_vectors.iter().position(|&v| v == (-x, -y))
    }

    /// Merges pairs of opposite plain riders into lines, for pieces and for attack detection.
    fn build_lines(&mut self) {
        for ck in 0..self.riders.len() {
            let riders = std::mem::take(&mut self.riders[ck]);
            let mut used = vec![false; riders.len()];
            let mut rest = Vec::new();
            for i in 0..riders.len() {
                if used[i] {
                    continue;
                }
                let a = riders[i];
                let plain = |r: &Rider| r.hop != Hop::Grasshopper && !r.initial;
                let range_of = |t: &Rules<B>, r: &Rider| t.limited_keys[r.limited].1;
                let partner = (i + 1..riders.len()).find(|&j| {
                    let b = riders[j];
                    !used[j]
                        && plain(&a)
                        && plain(&b)
                        && a.hop == b.hop
                        && a.modality == b.modality
                        && range_of(self, &a) == range_of(self, &b)
                        && self.opposite(a.dir) == Some(b.dir)
                });
                match partner {
                    Some(j) => {
                        used[j] = true;
                        let table = self.line_table(a.limited, riders[j].limited);
                        self.lines[ck].push(Line {
                            table,
                            modality: a.modality,
                            hop: a.hop == Hop::Cannon,
                        });
                    }
                    None => rest.push(a),
                }
                used[i] = true;
            }
            self.riders[ck] = rest;
        }
        for color in 0..2 {
            let checks = self.slider_checks[color].clone();
            let mut used = vec![false; checks.len()];
            for i in 0..checks.len() {
                if used[i] {
                    continue;
                }
                let a = checks[i];
                let partner = (i + 1..checks.len()).find(|&j| {
                    let b = checks[j];
                    !used[j]
                        && a.hop != Hop::Grasshopper
                        && a.screens == 0
                        && b.screens == 0
                        && a.hop == b.hop
                        && a.kinds == b.kinds
                        && self.limited_keys[a.limited].1 == self.limited_keys[b.limited].1
                        && self.opposite(a.dir) == Some(b.dir)
                });
                used[i] = true;
                match partner {
                    Some(j) => {
                        used[j] = true;
                        let table = self.line_table(a.limited, checks[j].limited);
                        let (kinds, hop_kinds) = if a.hop == Hop::Cannon {
                            (0, a.kinds)
                        } else {
                            (a.kinds, 0)
                        };
                        self.attack_lines[color].push(AttackLine {
                            table,
                            kinds,
                            hop_kinds,
                        });
                    }
                    None => self.other_checks[color].push(a),
                }
            }
        }
    }

    fn add_slider_check(
        &mut self,
        color: Color,
        kind: usize,
        dir: usize,
        limited: usize,
        hop: Hop,
        screens: u32,
    ) {
        let checks = &mut self.slider_checks[color.index()];
        if let Some(c) = checks
            .iter_mut()
            .find(|c| c.limited == limited && c.hop == hop && c.screens == screens)
        {
            c.kinds |= 1 << kind;
        } else {
            checks.push(SliderCheck {
                dir,
                limited,
                hop,
                kinds: 1 << kind,
                screens,
            });
        }
    }

    fn build_board_masks(&mut self) {
        let g = self.geometry;
        for sq in &self.variant.diagonal_lines {
            self.diagonal_lines |= B::square(sq.get());
        }
        let start_ranks = start_ranks(&self.variant);
        for color in Color::ALL {
            // A rank counted from the colour's own side (1 is its first) as a rank index.
            let own_rank = |rank: u8| color.fold(rank - 1, g.ranks() - rank);
            for (kind, ranks) in start_ranks[color.index()].iter().enumerate() {
                let listed = &self.variant.pieces[kind].initial_ranks;
                let ranks = if listed.is_empty() {
                    *ranks
                } else {
                    listed.iter().fold(0, |m, &r| m | 1u128 << own_rank(r))
                };
                let i = self.index(color, kind);
                self.initial_squares[i] = self.rank_mask(ranks);
            }
            let listed = &self.variant.en_passant_ranks;
            self.en_passant_squares[color.index()] = if listed.is_empty() {
                self.rank_mask(u128::MAX)
            } else {
                self.rank_mask(listed.iter().fold(0, |m, &r| m | 1u128 << own_rank(r)))
            };
            let promotion = &self.variant.promotion;
            let zone = promotion.zone;
            for sq in 0..self.squares as u8 {
                let rank = g.rank_idx(sq);
                let from_end = color.fold(g.ranks() - 1 - rank, rank);
                if from_end < zone {
                    self.promotion_zone[color.index()] |= B::square(sq);
                }
            }
            for sq in &promotion.squares[color.index()] {
                self.promotion_zone[color.index()] |= B::square(sq.get());
            }
            // Sittuyin: the zone is where a pawn may promote instead of moving; no move into
            // it promotes.
            if promotion.in_place {
                self.in_place_zone[color.index()] = self.promotion_zone[color.index()];
                self.promotion_zone[color.index()] = B::EMPTY;
            }
        }
        for sq in 0..self.squares as u8 {
            if (g.file_idx(sq) + g.rank_idx(sq)) % 2 == 0 {
                self.dark_squares |= B::square(sq);
            }
        }
        for cycle in &self.variant.rotations {
            for &sq in cycle {
                self.rotation_squares |= B::square(sq.get());
            }
        }
        let ranks = g.ranks();
        for (kind, piece) in self.variant.pieces.iter().enumerate() {
            for color in Color::ALL {
                let i = color.index() * self.kinds + kind;
                // White's squares as they are; Black's seen from the other side.
                let seen = |sq: u8| {
                    let rank = color.fold(g.rank_idx(sq), ranks - 1 - g.rank_idx(sq));
                    g.sq_at(g.file_idx(sq), rank)
                };
                self.regions[i] = if piece.region.is_empty() {
                    (0..self.squares as u8).fold(B::EMPTY, |m, sq| m | B::square(sq))
                } else {
                    piece
                        .region
                        .iter()
                        .fold(B::EMPTY, |m, sq| m | B::square(seen(sq.get())))
                };
                if let Some(zone) = &piece.zone_moves {
                    for sq in 0..self.squares as u8 {
                        let from_end = ranks - 1 - g.rank_idx(seen(sq));
                        if from_end < zone.ranks {
                            self.move_zones[i] |= B::square(sq);
                        }
                    }
                }
            }
        }
    }

    /// The squares on the ranks of `ranks` (bit r for rank index r).
    fn rank_mask(&self, ranks: u128) -> B {
        let g = self.geometry;
        let mut mask = B::EMPTY;
        for sq in 0..self.squares as u8 {
            if ranks >> g.rank_idx(sq) & 1 != 0 {
                mask |= B::square(sq);
            }
        }
        mask
    }

    /// Finds where a pawn can never stand, from its moves alone (docs/variants.md, "Positions
    /// the rules refuse": in chess, no pawn on its own first rank). A pawn kind with no
    /// backward step never goes below the lowest rank it starts on, except where a rotation
    /// carries it down (a rotation cycle it can enter takes it to the cycle's lowest rank). A
    /// pawn kind that can step backwards (Transformer's `bmD`), or that is not in the start
    /// position, is not restricted. Built from the start position's ranks.
    fn build_pawn_floors(&mut self) {
        let g = self.geometry;
        let ranks = g.ranks();
        let start_ranks = start_ranks(&self.variant);
        for (kind, piece) in self.variant.pieces.iter().enumerate() {
            let backwards = piece.atoms.iter().any(|a| a.steps.iter().any(|s| s.1 < 0));
            if !piece.pawn || backwards {
                continue;
            }
            for color in Color::ALL {
                // Ranks counted from the colour's own side.
                let own = |rank: u8| color.fold(rank, ranks - 1 - rank);
                let i = self.index(color, kind);
                let starts = start_ranks[color.index()][kind];
                let lowest = (0..ranks).filter(|&r| starts >> r & 1 != 0).map(own).min();
                let Some(mut floor) = lowest else {
                    continue;
                };
                if let Some(drops) = self.variant.drops {
                    // A dropped pawn may stand on the second rank, or the first where allowed.
                    floor = floor.min(if drops.pawns_on_first_rank { 0 } else { 1 });
                }
                loop {
                    let lowered = self
                        .variant
                        .rotations
                        .iter()
                        .filter_map(|cycle| {
                            let (low, high) = cycle
                                .iter()
                                .map(|sq| own(g.rank_idx(sq.get())))
                                .fold((u8::MAX, 0), |(lo, hi), r| (lo.min(r), hi.max(r)));
                            (high >= floor).then_some(low)
                        })
                        .fold(floor, u8::min);
                    if lowered == floor {
                        break;
                    }
                    floor = lowered;
                }
                let mut behind = B::EMPTY;
                for sq in 0..self.squares as u8 {
                    if own(g.rank_idx(sq)) < floor {
                        behind |= B::square(sq);
                    }
                }
                self.behind_pawn_floor[i] = behind;
            }
        }
    }

    fn build_guard_lines(&mut self) {
        let s = self.squares;
        let mut exact = self.occupancy_test_is_exact();
        for color in 0..2 {
            let dirs = &self.check_dirs[color];
            let mut table = vec![u8::MAX; s * s];
            for (i, &dir) in dirs.iter().enumerate() {
                for king in 0..s {
                    for sq in self.rays[dir * s + king].squares() {
                        table[king * s + usize::from(sq)] = i as u8;
                    }
                }
            }
            exact &= self.slider_checks[color]
                .iter()
                .all(|c| c.hop != Hop::Grasshopper);
            self.check_line[color] = table;
            for i in 0..self.slider_checks[color].len() {
                let check = self.slider_checks[color][i];
                let group = match self.check_groups[color]
                    .iter()
                    .position(|g| g.kinds == check.kinds && g.hop == check.hop)
                {
                    Some(group) => group,
                    None => {
                        self.check_groups[color].push(CheckGroup {
                            kinds: check.kinds,
                            hop: check.hop,
                            reach: self.group_reach.len(),
                        });
                        self.group_reach.extend(std::iter::repeat_n(B::EMPTY, s));
                        self.check_groups[color].len() - 1
                    }
                };
                let base = self.check_groups[color][group].reach;
                for sq in 0..s {
                    self.group_reach[base + sq] |= self.limited[check.limited * s + sq];
                }
            }
            exact &= self.check_groups[color].len() <= MAX_CHECK_GROUPS;
        }
        // Each square on at most one line of the king, and one table of squares between for
        // both colours: no check direction may run along another (one line scanned twice).
        let all: Vec<usize> = self.check_dirs[0]
            .iter()
            .chain(&self.check_dirs[1])
            .copied()
            .collect();
        exact &= all.iter().all(|&a| {
            all.iter().all(|&b| {
                let ((x, y), (u, v)) = (self.dir_vectors[a], self.dir_vectors[b]);
                a == b
                    || i32::from(x) * i32::from(v) != i32::from(y) * i32::from(u)
                    || i32::from(x) * i32::from(u) + i32::from(y) * i32::from(v) < 0
            })
        });
        if exact {
            self.between = vec![B::EMPTY; s * s];
            for &dir in &all {
                for from in 0..s {
                    let ray = self.rays[dir * s + from];
                    for to in ray.squares() {
                        self.between[from * s + usize::from(to)] =
                            ray & !self.rays[dir * s + usize::from(to)] & !B::square(to);
                    }
                }
            }
        }
        self.line_guard_exact = exact;
    }

    /// Kinds that only leap (plain or lame over one square), each step vector once, get their
    /// moves as whole-set shifts for counting.
    fn build_set_leaps(&mut self) {
        let g = self.geometry;
        let files = i32::from(g.files());
        let pieces = self.variant.pieces.clone();
        for color in Color::ALL {
            let flip = color.fold(1i8, -1i8);
            for (kind, piece) in pieces.iter().enumerate() {
                let ck = self.index(color, kind);
                // (step, its shift, lame, initial)
                type Entry<B> = ((i8, i8), SetLeap<B>, bool, bool);
                let mut leaps: Vec<Entry<B>> = Vec::new();
                // Whole-set shifts know no region nor zone, nor a hole in the way.
                let mut eligible = !piece.royal
                    && piece.region.is_empty()
                    && piece.zone_moves.is_none()
                    && piece.line_moves.is_none()
                    && g.holes() == 0;
                'atoms: for atom in &piece.atoms {
                    if atom.is_rider() {
                        eligible = false;
                        break;
                    }
                    for &(dx, dy) in &atom.steps {
                        let v = (dx * flip, dy * flip);
                        let mid = if atom.lame {
                            let steps = lame_path(v);
                            match steps.as_slice() {
                                [] => None,
                                [(mx, my)] => Some(i32::from(*my) * files + i32::from(*mx)),
                                _ => {
                                    eligible = false;
                                    break 'atoms;
                                }
                            }
                        } else {
                            None
                        };
                        let mut from = B::EMPTY;
                        for sq in 0..self.squares as u8 {
                            if g.offset_idx(sq, v.0.into(), v.1.into()).is_some() {
                                from |= B::square(sq);
                            }
                        }
                        if atom.initial {
                            from &= self.initial_squares[ck];
                        }
                        let leap = SetLeap {
                            delta: i32::from(v.1) * files + i32::from(v.0),
                            from,
                            moves: atom.modality.moves(),
                            captures: atom.modality.captures(),
                            mid,
                        };
                        if from.is_empty() {
                            // Never on this board (and its shift would overflow).
                            continue;
                        }
                        match leaps.iter_mut().find(|(w, ..)| *w == v) {
                            // The same plain step again with another modality (`mWcW`).
                            Some((_, other, lame, initial))
                                if !*lame && !*initial && !atom.lame && !atom.initial =>
                            {
                                other.moves |= leap.moves;
                                other.captures |= leap.captures;
                            }
                            Some(_) => {
                                eligible = false;
                                break 'atoms;
                            }
                            None => leaps.push((v, leap, atom.lame, atom.initial)),
                        }
                    }
                }
                self.set_leaps
                    .push(eligible.then(|| leaps.into_iter().map(|(_, l, ..)| l).collect()));
                debug_assert_eq!(self.set_leaps.len(), ck + 1);
            }
        }
    }

    fn build_plain_shapes(&mut self, lookups: bool) {
        let s = self.squares;
        for ck in 0..2 * self.kinds {
            let squares = ck * s..(ck + 1) * s;
            let plain = self.riders[ck].is_empty()
                && self.screened_riders[ck].is_empty()
                && self.lines[ck].len() <= PlainShape::MAX_LINES
                && self.lines[ck]
                    .iter()
                    .all(|l| !l.hop && l.modality == Modality::Both)
                && self.lames[squares.clone()].iter().all(Vec::is_empty)
                && self.leap_moves[squares.clone()] == self.leap_captures[squares];
            let shape = plain.then(|| {
                let mut shape = PlainShape {
                    line_offsets: [0; PlainShape::MAX_LINES],
                    lines: self.lines[ck].len() as u8,
                    magic_groups: [0; PlainShape::MAX_LINES / 2],
                    groups: 0,
                };
                for (offset, line) in shape.line_offsets.iter_mut().zip(&self.lines[ck]) {
                    *offset = (line.table * s) as u32;
                }
                shape
            });
            self.plain_shapes.push(shape);
        }
        if !lookups {
            return;
        }
        // Magic groups, those of pieces with one or two lines (a rook's, a bishop's) first, so
        // that a piece with more lines (a queen) reuses them.
        for few in [true, false] {
            for ck in 0..2 * self.kinds {
                let Some(mut shape) = self.plain_shapes[ck] else {
                    continue;
                };
                if shape.lines == 0 || (shape.lines <= 2) != few {
                    continue;
                }
                let tables: Vec<usize> = self.lines[ck].iter().map(|l| l.table).collect();
                if let Some(groups) = self.magic_groups(&tables) {
                    shape.groups = groups.len() as u8;
                    for (slot, group) in shape.magic_groups.iter_mut().zip(groups) {
                        *slot = group as u32;
                    }
                    self.plain_shapes[ck] = Some(shape);
                }
            }
        }
    }

    fn build_count_plans(&mut self) {
        let choices = self.variant.promotion.has_choices();
        for color in Color::ALL {
            for kind in 0..self.kinds {
                let ck = self.index(color, kind);
                let pawn = self.pawn_kinds >> kind & 1 != 0;
                self.count_plans[color.index()].push(CountPlan {
                    kind,
                    base: ck * self.squares,
                    royal: self.royal == Some(kind),
                    set_leaps: self.set_leaps[ck].clone().unwrap_or_default(),
                    shape: self.plain_shapes[ck].filter(|_| self.line_guard_exact),
                    promotes: pawn && choices,
                    takes_en_passant: pawn && self.variant.en_passant,
                });
            }
        }
    }

    /// Lines with magic lookups, for each attacking colour: plain lines attacked along by the
    /// same kinds, in pairs (the rook's lines of rooks and queens, the bishop's of bishops and
    /// queens) where they can be built.
    fn build_attack_groups(&mut self) {
        for color in 0..2 {
            let lines = std::mem::take(&mut self.attack_lines[color]);
            let mut rest = Vec::new();
            let mut done = vec![false; lines.len()];
            for i in 0..lines.len() {
                if done[i] {
                    continue;
                }
                let plain = |j: usize| lines[j].hop_kinds == 0;
                let same: Vec<usize> = (i..lines.len())
                    .filter(|&j| !done[j] && plain(j) && lines[j].kinds == lines[i].kinds)
                    .collect();
                let tables: Vec<usize> = same.iter().map(|&j| lines[j].table).collect();
                match plain(i).then(|| self.magic_groups(&tables)).flatten() {
                    Some(groups) => {
                        for group in groups {
                            self.attack_groups[color].push(AttackGroup {
                                group,
                                kinds: lines[i].kinds,
                            });
                        }
                        for j in same {
                            done[j] = true;
                        }
                    }
                    None => {
                        // One entry per table: sliders and cannons of one line share it.
                        let line = lines[i];
                        match rest
                            .iter_mut()
                            .find(|l: &&mut AttackLine| l.table == line.table)
                        {
                            Some(l) => {
                                l.kinds |= line.kinds;
                                l.hop_kinds |= line.hop_kinds;
                            }
                            None => rest.push(line),
                        }
                        done[i] = true;
                    }
                }
            }
            self.attack_lines[color] = rest;
        }
    }

    /// Magic groups covering the line tables `tables` in pairs (one group may be a single
    /// line), preferring pairs already built; `None` when one cannot be built.
    fn magic_groups(&mut self, tables: &[usize]) -> Option<Vec<usize>> {
        let mut rest = tables.to_vec();
        rest.sort_unstable();
        rest.dedup();
        let mut groups = Vec::new();
        'pairs: while rest.len() > 2 {
            for i in 0..rest.len() {
                for j in i + 1..rest.len() {
                    if let Some(group) = self.magics.built(&[rest[i], rest[j]]) {
                        groups.push(group);
                        rest.remove(j);
                        rest.remove(i);
                        continue 'pairs;
                    }
                }
            }
            break;
        }
        for pair in rest.chunks(2) {
            groups.push(self.magics.group(&self.line_masks, pair, self.squares)?);
        }
        Some(groups)
    }

    fn build_castling(&mut self) {
        let Some(c) = self.variant.castling.clone() else {
            return;
        };
        let files = self.geometry.files();
        for color in Color::ALL {
            for (side, spec) in c.sides.iter().enumerate() {
                let Some(spec) = spec else { continue };
                let mv = self.castling_between(&c, color, side, c.king_file, spec.rook_file);
                // Chess960's rights are lost where their own king and partner stand.
                if !c.chess960 {
                    let right = 1u8 << (color.index() * 2 + side);
                    self.castling_mask[usize::from(mv.king_from)] |= right;
                    self.castling_mask[usize::from(mv.rook_from)] |= right;
                }
                self.castling[color.index()][side] = Some(mv);
            }
        }
        if !c.chess960 {
            return;
        }
        // Chess960: a side's castling for every king file and every partner file on its
        // side of the king.
        self.castling_any = vec![None; 4 * usize::from(files) * usize::from(files)];
        for color in Color::ALL {
            for side in CastlingSide::ALL {
                if c.sides[side.index()].is_none() {
                    continue;
                }
                for king_file in 0..files {
                    for rook_file in 0..files {
                        let on_its_side = match side {
                            CastlingSide::Short => rook_file > king_file,
                            CastlingSide::Long => rook_file < king_file,
                        };
                        if on_its_side {
                            let i = self.castling_index(color, side, king_file, rook_file);
                            self.castling_any[i] = Some(self.castling_between(
                                &c,
                                color,
                                side.index(),
                                king_file,
                                rook_file,
                            ));
                        }
                    }
                }
            }
        }
    }

    /// Where `castling_any` keeps `color`'s castling on `side` with the king on `king_file`
    /// and the partner on `rook_file` (Chess960 games).
    pub(crate) fn castling_index(
        &self,
        color: Color,
        side: CastlingSide,
        king_file: u8,
        rook_file: u8,
    ) -> usize {
        let files = usize::from(self.geometry.files());
        ((color.index() * 2 + side.index()) * files + usize::from(king_file)) * files
            + usize::from(rook_file)
    }

    /// The castling of `color` on side `side` (0 short, 1 long) with the king on `king_file`
    /// and the partner on `rook_file`, to the side's `king_to` and `rook_to` files.
    fn castling_between(
        &self,
        c: &crate::variant::Castling,
        color: Color,
        side: usize,
        king_file: u8,
        rook_file: u8,
    ) -> CastlingMove<B> {
        let g = self.geometry;
        let rank = color.fold(c.rank, g.ranks() - 1 - c.rank);
        let spec = c.sides[side].expect("a castling side of the variant");
        let king_from = g.sq_at(king_file, rank);
        let king_to = g.sq_at(spec.king_to, rank);
        let rook_from = g.sq_at(rook_file, rank);
        let rook_to = g.sq_at(spec.rook_to, rank);
        let span = |a: u8, b: u8| {
            let (lo, hi) = (a.min(b), a.max(b));
            (lo..=hi).fold(B::EMPTY, |acc, s| acc | B::square(s))
        };
        let between = span(king_from, rook_from) ^ B::square(king_from) ^ B::square(rook_from);
        let must_be_empty = (between | span(king_from, king_to) | span(rook_from, rook_to))
            & !(B::square(king_from) | B::square(rook_from));
        CastlingMove {
            king_from,
            king_to,
            rook_from,
            rook_to,
            must_be_empty,
            king_path: span(king_from, king_to),
        }
    }

    /// Where each kind could never move again: no move of it (captures excepted) lands on the
    /// board from there, on an empty board.
    /// Pawns only, where the game lets a pawn decline promotion (Grand chess: not on the last
    /// rank).
    fn build_stranded(&mut self) {
        let every_kind = self.variant.rules.no_stranded_pieces;
        if !every_kind && !self.variant.promotion.optional {
            return;
        }
        let g = self.geometry;
        for (kind, piece) in self.variant.pieces.iter().enumerate() {
            if !every_kind && !piece.pawn {
                continue;
            }
            for color in Color::ALL {
                let i = self.index(color, kind);
                let mut stranded = B::EMPTY;
                for sq in 0..self.squares as u8 {
                    let initial = self.initial_squares[i].has(sq);
                    let moves = piece.atoms.iter().any(|a| {
                        a.modality.moves()
                            && a.hop == crate::betza::Hop::None
                            && (!a.initial || initial)
                            && a.steps.iter().any(|&(dx, dy)| {
                                let (dx, dy) = color.fold((dx, dy), (-dx, -dy));
                                g.offset_idx(sq, dx.into(), dy.into()).is_some()
                            })
                    });
                    if !moves {
                        stranded |= B::square(sq);
                    }
                }
                self.stranded[i] = stranded;
            }
        }
    }

    /// Where each kind may be dropped, and what the hands need.
    fn build_drops(&mut self) {
        let Some(drops) = self.variant.drops else {
            return;
        };
        let g = self.geometry;
        let last = g.ranks() - 1;
        self.has_drops = true;
        self.drop_squares = vec![B::EMPTY; 2 * self.kinds];
        for (kind, piece) in self.variant.pieces.iter().enumerate() {
            // The royal piece is held only where a side sets its pieces up by drops.
            if piece.royal && !drops.must_drop {
                continue;
            }
            for color in Color::ALL {
                let first = color.fold(0, last);
                let mut squares = B::EMPTY;
                for sq in 0..self.squares as u8 {
                    let banned = g.is_hole(crate::Square::new(sq))
                        || piece.pawn
                            && (self.promotion_zone[color.index()].has(sq)
                                || (!drops.pawns_on_first_rank && g.rank_idx(sq) == first));
                    if !banned {
                        squares |= B::square(sq);
                    }
                }
                let i = self.index(color, kind);
                // A piece confined to a region is dropped only there; every piece only on
                // the game's drop squares, if it has them.
                let allowed = &self.variant.drop_squares[color.index()];
                if !allowed.is_empty() {
                    squares &= allowed
                        .iter()
                        .fold(B::EMPTY, |set, sq| set | B::square(sq.get()));
                }
                if drops.first_rank_only >> kind & 1 != 0 {
                    squares &= self.rank_mask(1 << color.fold(0, last));
                }
                self.drop_squares[i] = squares & !self.stranded[i] & self.regions[i];
            }
        }
        if drops.one_per_file != 0 {
            self.file_masks = (0..g.files())
                .map(|f| (0..g.ranks()).fold(B::EMPTY, |m, r| m | B::square(g.sq_at(f, r))))
                .collect();
        }
        self.tracks_promoted =
            drops.captures_to_hand && drops.demote_promoted && self.variant.promotion.has_choices();
        self.demoted_kind = self.variant.pieces.iter().position(|p| p.pawn).unwrap_or(0);
    }

    fn build_zobrist(&mut self) {
        // "turnpan!": a fixed seed, stable hashes.
        let mut rng = super::magic::SplitMix(0x7475_726e_7061_6e21);
        let mut next = || rng.next();
        // Indexed by mailbox code (colour bit 5, kind + 1 below) and square.
        self.zobrist_pieces = (0..64 * self.squares).map(|_| next()).collect();
        for k in &mut self.zobrist_castling {
            *k = next();
        }
        self.zobrist_castling[0] = 0;
        self.zobrist_ep = (0..self.squares).map(|_| next()).collect();
        self.zobrist_black = next();
        // Drawn after every other key, so the games that count no checks keep their hashes.
        for side in &mut self.zobrist_checks {
            for k in side.iter_mut().skip(1) {
                *k = next();
            }
        }
        if self.has_drops {
            // An empty hand hashes as nothing, so a position without pieces in hand hashes as
            // the same placement would in a game without drops.
            let per_kind = self.squares + 1;
            self.zobrist_hand = (0..2 * self.kinds * per_kind)
                .map(|i| if i % per_kind == 0 { 0 } else { next() })
                .collect();
            self.zobrist_promoted = (0..self.squares).map(|_| next()).collect();
        }
        if self.right_kinds != 0 || self.gating {
            self.zobrist_rights = (0..self.squares).map(|_| next()).collect();
        }
        self.zobrist_castling_any = self.castling_any.iter().map(|_| next()).collect();
    }
}

/// The squares a lame leap passes over (`nD` via `W`, `nN` via the orthogonal step, `nA` via
/// `F`): the intermediate points of the straight or "first orthogonal, then diagonal" path.
fn lame_path((dx, dy): (i8, i8)) -> Vec<(i8, i8)> {
    // Step by step towards the destination: along the axis with more distance left, or
    // diagonally when both are equal. A knight's path is its orthogonal step, a zebra's
    // (`nZ`, janggi's elephant) one orthogonal step then one diagonal (docs/variants.md).
    let (mut x, mut y) = (0i8, 0i8);
    let mut path = Vec::new();
    loop {
        let (left_x, left_y) = ((dx - x).abs(), (dy - y).abs());
        if left_x >= left_y {
            x += (dx - x).signum();
        }
        if left_y >= left_x {
            y += (dy - y).signum();
        }
        if (x, y) == (dx, dy) {
            return path;
        }
        path.push((x, y));
    }
}

/// Per colour and kind, a bit mask of the ranks where that kind stands in the start position:
/// the ranks where its initial (`i`) moves apply.
fn start_ranks(variant: &Variant) -> [Vec<u128>; 2] {
    let kinds = variant.pieces.len();
    let mut out = [vec![0u128; kinds], vec![0u128; kinds]];
    let placement = variant.start_fen.split(' ').next().unwrap_or("");
    let ranks = variant.geometry.ranks();
    for (row, text) in placement.split('/').enumerate() {
        let rank = u32::from(ranks).saturating_sub(row as u32 + 1);
        for c in text.chars().filter(char::is_ascii_alphabetic) {
            if let Some(kind) = variant.kind_index(c) {
                let color = usize::from(c.is_ascii_lowercase());
                out[color][kind] |= 1u128 << rank;
            }
        }
    }
    out
}
