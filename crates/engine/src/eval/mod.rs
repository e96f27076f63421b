//! Static evaluation for any game: material (piece values derived from each piece's moves, so a
//! user-defined piece gets a sensible value; compound pieces worth more than their parts,
//! cannons less as the board empties), centralisation, each piece's room to move through the
//! real occupancy, threats (pieces attacked by pawns or by less valuable pieces, or hanging),
//! pawn advancement and passed pawns, king safety in games won by checkmate (pawn shelter, the
//! enemy pieces attacking the king's zone, the checks they have), and the goals of games that
//! need more (bare king, Turnover's Castles).
//!
//! Every number the terms multiply by is a named [`Weights`] field; most have a middlegame and
//! an endgame value, blended by the material left. The defaults were fitted to games
//! ([`crate::tune`]; how, in `docs/engine.md`, "Tuning").
//!
//! Everything game-specific is computed once per search from the variant definition
//! ([`turnpan_rules::Game::variant`]); games without one (Turnover) are valued from what the
//! game says of its pieces ([`turnpan_rules::Game::piece_info`]: royal, pawn, a value hint).

mod weights;

use crate::index::{GameIndex, GeometryIndex};
use turnpan_rules::betza::{Atom, Hop, Modality};

use crate::attacks::Attacks;
use turnpan_rules::{
    Color, Game, Geometry, PieceKind, PieceType, Royalty, StalemateRule, Variant, WinCondition,
};
pub use weights::Weights;

/// Probability that a square is empty on a "typical" board, for the mobility model below.
const EMPTY_PROBABILITY: f64 = 0.7;

/// The value of a piece from its moves: the expected number of squares it reaches from an
/// average square of the board, on a board whose squares are empty with probability
/// `EMPTY_PROBABILITY` (so a rider's far squares count less, a cannon's capture needs a
/// screen, a lame leap needs its path clear), mapped to centipawns.
///
/// The mapping's scale, exponent and factors are weights (fitted to games, see
/// [`crate::tune`]); the middlegame pawn is a separate weight.
///
/// ```
/// use turnpan_engine::eval::{piece_value, Weights};
/// let chess = turnpan_rules::Variant::builtin("chess").unwrap();
/// let value = |letter| {
///     let piece = chess.piece(chess.kind_of_letter(letter).unwrap());
///     piece_value(piece, chess.geometry(), &Weights::default())
/// };
/// assert!(value('Q') > value('R') + value('N') && value('R') > value('B'));
/// // A scale of 2 doubles every value.
/// let knight = chess.piece(chess.kind_of_letter('N').unwrap());
/// let w = Weights::default();
/// let doubled = Weights { piece_scale: 2 * w.piece_scale, ..w.clone() };
/// let one = piece_value(knight, chess.geometry(), &w);
/// let two = piece_value(knight, chess.geometry(), &doubled);
/// assert!((two - 2 * one).abs() <= 1);
/// ```
pub fn piece_value(piece: &PieceType, geometry: Geometry, w: &Weights) -> i32 {
    let mobility = expected_mobility(&piece.atoms, geometry);
    // value = a * mobility^e, with a and e weights.
    let value = Weights::ratio(w.piece_scale) * mobility.powf(Weights::ratio(w.value_exponent));
    // Colour-bound pieces reach only half the board: a known, lasting handicap.
    let mut factor = if colour_bound(&piece.atoms) {
        Weights::ratio(w.colour_bound)
    } else {
        1.0
    };
    // A piece that moves in two or more ways (riding orthogonally, riding diagonally, riding
    // other lines, leaping) forks and guards in combinations the average count misses: the
    // queen, the archbishop (B+N) and the chancellor (R+N) are known to be worth clearly more
    // than their parts.
    if movement_classes(&piece.atoms) >= 2 {
        factor *= Weights::ratio(w.compound);
    }
    // A cannon needs a screen to capture: on a crowded board it has many, so its worth
    // differs from what its average count says (and falls in the endgame, see
    // [`endgame_factor`]).
    if hops(&piece.atoms) {
        factor *= Weights::ratio(w.cannon);
    }
    (value * factor).round() as i32
}

/// The number of distinct ways a piece moves and captures: orthogonal rides, diagonal rides,
/// other rides, leaps (moves that cannot capture and cannon hops along a line it also rides
/// do not add a way).
fn movement_classes(atoms: &[Atom]) -> usize {
    let mut classes = [false; 4];
    for a in atoms {
        if a.modality == Modality::MoveOnly || a.initial || a.steps.is_empty() {
            continue;
        }
        let class = if !a.is_rider() {
            3
        } else if a.steps.iter().all(|&(x, y)| x == 0 || y == 0) {
            0
        } else if a.steps.iter().all(|&(x, y)| x.abs() == y.abs()) {
            1
        } else {
            2
        };
        classes[class] = true;
    }
    classes.iter().filter(|&&c| c).count()
}

/// Whether a piece captures by hopping a screen (a cannon).
fn hops(atoms: &[Atom]) -> bool {
    atoms
        .iter()
        .any(|a| a.hop == Hop::Cannon && a.modality != Modality::MoveOnly)
}

/// The share of its value a piece keeps in a bare endgame: a cannon runs out of screens.
pub fn endgame_factor(piece: &PieceType, w: &Weights) -> f64 {
    if hops(&piece.atoms) {
        Weights::ratio(w.cannon_endgame)
    } else {
        1.0
    }
}

/// Average over all squares of the expected number of target squares (see [`piece_value`]).
pub fn expected_mobility(atoms: &[Atom], g: Geometry) -> f64 {
    let p = EMPTY_PROBABILITY;
    let mut total = 0.0;
    for sq in 0..g.squares() as u8 {
        for atom in atoms {
            let weight = match atom.modality {
                Modality::Both => 1.0,
                Modality::MoveOnly => 0.6,
                Modality::CaptureOnly => 0.5,
            } * if atom.initial { 0.1 } else { 1.0 };
            for &(dx, dy) in &atom.steps {
                let range = if atom.range == 0 {
                    99
                } else {
                    u32::from(atom.range)
                };
                let rider = atom.is_rider();
                let mut cur = sq;
                for d in 1..=range {
                    let Some(next) = g.offset_at(cur, dx.into(), dy.into()) else {
                        break;
                    };
                    cur = next;
                    let d = d as i32;
                    let reach = match (rider, atom.hop) {
                        (false, _) if atom.lame => p.powi(i32::from(dx.abs().max(dy.abs())) - 1),
                        (false, _) => 1.0,
                        (true, Hop::None) => p.powi(d - 1),
                        (true, Hop::Cannon) if d >= 2 => {
                            f64::from(d - 1) * (1.0 - p) * p.powi(d - 2)
                        }
                        (true, Hop::Grasshopper) if d >= 2 => (1.0 - p) * p.powi(d - 2),
                        (true, _) => 0.0,
                    };
                    total += weight * reach;
                }
            }
        }
    }
    total / g.squares() as f64
}

/// Whether every move keeps the piece on squares of one colour.
fn colour_bound(atoms: &[Atom]) -> bool {
    atoms
        .iter()
        .all(|a| a.steps.iter().all(|&(x, y)| (x + y) % 2 == 0))
}

/// The squares the royal pieces stand on in the start position.
fn royal_start_squares(v: &Variant) -> [Option<u8>; 2] {
    let mut out = [None; 2];
    let Some(royal) = v.royal_kind() else {
        return out;
    };
    let g = v.geometry();
    let placement = v.start_fen().split(' ').next().unwrap_or("");
    for (row, text) in placement.split('/').enumerate() {
        let rank = g.ranks().saturating_sub(row as u8 + 1);
        let mut file = 0u8;
        let mut digits = 0u8;
        for ch in text.chars() {
            if let Some(d) = ch.to_digit(10) {
                digits = digits * 10 + d as u8;
                continue;
            }
            file += digits;
            digits = 0;
            if v.kind_of_letter(ch) == Some(royal) {
                out[usize::from(ch.is_ascii_lowercase())] = Some(g.square_at(file, rank));
            }
            file += 1;
        }
    }
    out
}

/// What the king-safety terms read of a position: its pieces, what they reach and attack.
struct Board<'a> {
    /// Square, colour and kind of each piece.
    cells: &'a [(u8, u8, u8)],
    /// Per piece (by index in `cells`), the squares it can go to or capture on.
    reach: &'a [u128],
    /// Per side, the squares it controls.
    attacked: [u128; 2],
    /// Per side, the squares its pieces other than the king control.
    guarded: [u128; 2],
    /// Per side, the files (bit per file) with a pawn of its own.
    pawn_files: [u32; 2],
    /// Per side, its pawns.
    pawns: [u128; 2],
    /// Per side, its pieces.
    by_colour: [u128; 2],
    occupied: u128,
}

/// Per-game evaluation tables, built once per search.
#[derive(Debug, Clone)]
pub struct Evaluator {
    geometry: Geometry,
    /// Value of each piece kind.
    values: Vec<i32>,
    /// What each kind's value falls by in a bare endgame (negative where it rises).
    endgame_loss: Vec<i32>,
    pawn: Vec<bool>,
    /// Pawns that advance (have a forward move): advancement and passed-pawn terms apply.
    forward_pawn: Vec<bool>,
    /// Pieces that ride along files (not by hopping): open files suit them.
    file_rider: Vec<bool>,
    royal: Vec<bool>,
    /// Centralisation weight of each kind, middlegame and endgame.
    centre_weight: Vec<[i32; 2]>,
    /// 0 on the rim, growing towards the centre, per square.
    centrality: Vec<i32>,
    /// Sum of non-pawn, non-royal material of both sides at the start: the game phase scale.
    phase_total: i32,
    /// The game is won by checkmate and has a royal piece: king safety matters.
    checkmate_game: bool,
    /// A royal piece can be captured (Central Rotational Chess).
    royal_capture: bool,
    /// Won by checkmate, stalemate a draw, no bare-king rule, no explosions, no extinction: a
    /// position that is not check ends the game only by stalemate.
    plain_ends: bool,
    bare_king_loses: bool,
    insufficient_material: bool,
    /// Promotion zone depth in ranks.
    promotion_zone: u8,
    /// Turnover: the kind of its Castle, valued by count and safety.
    castle_kind: Option<usize>,
    /// Start squares of the royal pieces (index by colour), where a king waiting to castle sits.
    royal_start: [Option<u8>; 2],
    /// Per side and square, the king-step distance to the side's nearest goal square (King of
    /// the Hill's centre); empty in a game without goal squares.
    goal_distance: [Vec<u8>; 2],
    /// The checks a side must give to win (Three-check); 0: not counted.
    checks_to_win: u8,
    /// Per kind: the mobility score of an average square in the middlegame and in the endgame
    /// (subtracted, so that the term measures room above or below the usual).
    mobility_centre: Vec<[i32; 2]>,
    /// Attack tables for king safety and piece mobility (games defined as data).
    attacks: Option<Attacks>,
    /// Per square: it and its neighbours, the zone around a king there.
    king_zone: Vec<u128>,
    /// Centipawns per legal move of difference in mobility.
    mobility_weight: i32,
    /// Amplitude of the deterministic evaluation noise of the weak levels.
    pub noise: i32,
    /// Seed of that noise.
    pub seed: u64,
    /// The weights of every term.
    w: Weights,
}

/// The value of a piece kind the evaluator knows nothing of.
const UNKNOWN_PIECE_VALUE: i32 = 300;

impl Evaluator {
    /// Tables for the game of `pos`, with the default weights.
    pub fn new<G: Game>(pos: &G) -> Evaluator {
        Evaluator::with_weights(pos, Weights::default())
    }

    /// Tables for the game of `pos`, with the weights `w`.
    ///
    /// ```
    /// use turnpan_engine::eval::{Evaluator, Weights};
    /// use turnpan_rules::Catalog;
    /// let pos = Catalog::builtin().start("chess").unwrap();
    /// let turnpan_rules::AnyGame::Small(pos) = pos else { unreachable!() };
    /// let tempo = |t| {
    ///     let w = Weights { tempo: t, ..Weights::default() };
    ///     Evaluator::with_weights(&pos, w).evaluate_base(&pos).0
    /// };
    /// assert_eq!(tempo(30) - tempo(10), 20);
    /// ```
    pub fn with_weights<G: Game>(pos: &G, w: Weights) -> Evaluator {
        let g = pos.geometry();
        let squares = g.squares();
        let kinds = pos.piece_kinds().max(1);
        let centrality = (0..squares as u8)
            .map(|sq| {
                let f = i32::from(g.file_at(sq));
                let r = i32::from(g.rank_at(sq));
                let df = (2 * f - (i32::from(g.files()) - 1)).abs();
                let dr = (2 * r - (i32::from(g.ranks()) - 1)).abs();
                let max = i32::from(g.files().max(g.ranks())) - 1;
                (max - df.max(dr)).max(0) * 4 / max.max(1)
                    + (max - (df + dr) / 2).max(0) * 2 / max.max(1)
            })
            .collect();
        let mut e = Evaluator {
            geometry: g,
            values: vec![300; kinds],
            endgame_loss: vec![0; kinds],
            pawn: vec![false; kinds],
            forward_pawn: vec![false; kinds],
            file_rider: vec![false; kinds],
            royal: vec![false; kinds],
            centre_weight: vec![[w.centre_rider_mg, w.centre_rider_eg]; kinds],
            centrality,
            phase_total: 1,
            checkmate_game: false,
            royal_capture: false,
            plain_ends: false,
            bare_king_loses: false,
            insufficient_material: false,
            promotion_zone: 1,
            castle_kind: None,
            royal_start: [None; 2],
            goal_distance: [Vec::new(), Vec::new()],
            checks_to_win: 0,
            mobility_weight: 3,
            attacks: Attacks::new(pos.variant()),
            mobility_centre: vec![[0; 2]; kinds],
            king_zone: (0..squares.min(128) as u8)
                .map(|sq| {
                    let mut zone = 1u128 << sq;
                    for df in -1..=1 {
                        for dr in -1..=1 {
                            if let Some(t) = g.offset_at(sq, df, dr) {
                                zone |= 1u128 << t;
                            }
                        }
                    }
                    zone
                })
                .collect(),
            noise: 0,
            seed: 0,
            w,
        };
        match pos.variant() {
            Some(v) => e.read_variant(v),
            None => e.read_pieces(pos),
        }
        e.phase_total = e.start_phase_material(pos).max(1);
        if let Some(v) = pos.variant() {
            e.royal_start = royal_start_squares(v);
        }
        e
    }

    fn read_variant(&mut self, v: &Variant) {
        let g = v.geometry();
        for (kind, piece) in v.pieces().iter().enumerate().take(self.values.len()) {
            self.royal[kind] = piece.royal;
            self.pawn[kind] = piece.pawn;
            self.values[kind] = if piece.royal {
                0
            } else {
                piece_value(piece, g, &self.w)
            };
            let endgame_share = if piece.pawn {
                1.0
            } else {
                endgame_factor(piece, &self.w) * Weights::ratio(self.w.piece_eg)
            };
            self.endgame_loss[kind] =
                (f64::from(self.values[kind]) * (1.0 - endgame_share)).round() as i32;
            let leaper_only = piece.atoms.iter().all(|a| !a.is_rider());
            self.file_rider[kind] = !piece.pawn
                && !piece.royal
                && piece.atoms.iter().any(|a| {
                    a.range != 1
                        && a.hop == Hop::None
                        && a.modality != Modality::MoveOnly
                        && a.steps.iter().any(|&(dx, dy)| dx == 0 && dy != 0)
                });
            self.centre_weight[kind] = if piece.royal {
                [0, 0]
            } else if leaper_only {
                [self.w.centre_leaper_mg, self.w.centre_leaper_eg]
            } else {
                [self.w.centre_rider_mg, self.w.centre_rider_eg]
            };
        }
        let best_promotion = v
            .promotion()
            .by_side
            .iter()
            .flatten()
            .map(|&k| self.values[k.index()])
            .max()
            .unwrap_or(0);
        for (kind, piece) in v.pieces().iter().enumerate().take(self.values.len()) {
            if piece.pawn {
                let forward = piece
                    .atoms
                    .iter()
                    .any(|a| a.steps.iter().any(|&(_, dy)| dy > 0));
                self.forward_pawn[kind] = forward;
                self.centre_weight[kind] = if forward {
                    [self.w.centre_pawn_mg, self.w.centre_pawn_eg]
                } else {
                    [0, 0]
                };
                // A pawn that cannot advance but transforms when it moves (Transformer) is
                // worth a good part of what it becomes.
                self.values[kind] = if forward {
                    self.w.pawn_mg
                } else {
                    (best_promotion * 6 / 10).max(100)
                };
            }
        }
        for (kind, piece) in v.pieces().iter().enumerate().take(self.values.len()) {
            let usual = expected_mobility(&piece.atoms, g) * Weights::ratio(self.w.mobility_usual);
            self.mobility_centre[kind] = [self.w.mobility_mg, self.w.mobility_eg]
                .map(|weight| (usual * f64::from(weight)).round() as i32);
        }
        if self.attacks.is_some() {
            // The pieces' own room (above) does the legal-move count's work.
            self.mobility_weight = 0;
        }
        self.checkmate_game = v.rules().win == WinCondition::Checkmate && v.royal_kind().is_some();
        self.plain_ends = self.checkmate_game
            && v.rules().stalemate == StalemateRule::Draw
            && !v.rules().bare_king_loses
            && v.rules().goal_squares.is_empty()
            && v.rules().checks_to_win == 0
            && v.rules().explosion.is_none()
            && v.rules().extinction.is_none()
            && !v.rules().pass
            && v.rules().points.is_none();
        self.checks_to_win = v.rules().checks_to_win;
        for color in Color::ALL {
            let goals = v.rules().goal_squares(color);
            if goals.is_empty() {
                continue;
            }
            self.goal_distance[color.index()] = g
                .all_squares()
                .map(|sq| {
                    let (f, r) = (g.file_of(sq), g.rank_of(sq));
                    goals
                        .iter()
                        .map(|&t| f.abs_diff(g.file_of(t)).max(r.abs_diff(g.rank_of(t))))
                        .min()
                        .unwrap_or(u8::MAX)
                })
                .collect();
        }
        self.royal_capture = v.rules().win == WinCondition::RoyalCapture;
        self.bare_king_loses = v.rules().bare_king_loses;
        self.insufficient_material = v.rules().insufficient_material;
        self.promotion_zone = v.promotion().zone.max(1);
    }

    /// Reads the pieces of a game without a variant definition (Turnover) from what the game
    /// says of them ([`Game::piece_info`]). Only the kinds on the board when the evaluator is
    /// made are read; the others keep the defaults of an unknown piece (300, neither royal nor
    /// a pawn), as the engine has always valued them.
    fn read_pieces<G: Game>(&mut self, pos: &G) {
        let g = pos.geometry();
        let mut present = vec![false; self.values.len()];
        for sq in 0..g.squares() as u8 {
            if let Some(p) = pos.piece_on(sq) {
                if p.kind < present.len() {
                    present[p.kind] = true;
                }
            }
        }
        for (kind, &present) in present.iter().enumerate() {
            let info = pos
                .piece_info(PieceKind::new(kind as u8))
                .filter(|_| present);
            self.values[kind] = info.map_or(UNKNOWN_PIECE_VALUE, |i| i.value_hint);
            // One king a side is what the king-safety terms guard; several royal pieces a side
            // (Turnover's Castles) are counted instead.
            self.royal[kind] = info.is_some_and(|i| i.royalty == Royalty::King);
            self.pawn[kind] = info.is_some_and(|i| i.pawn);
            self.centre_weight[kind] = if info.is_some_and(|i| i.leaper) {
                [self.w.centre_leaper_mg, self.w.centre_leaper_eg]
            } else {
                [self.w.centre_rider_mg, self.w.centre_rider_eg]
            };
            if info.is_some_and(|i| i.royalty == Royalty::OneOfMany) {
                self.castle_kind = Some(kind);
            }
        }
    }

    fn start_phase_material<G: Game>(&self, pos: &G) -> i32 {
        // The phase scale is the material the game starts with; without a definition, the
        // material on the board at the first search is the best guess.
        let mut total = 0;
        if let Some(v) = pos.variant() {
            let placement = v.start_fen().split(' ').next().unwrap_or("");
            for c in placement.chars().filter(char::is_ascii_alphabetic) {
                if let Some(kind) = v.kind_of_letter(c).map(PieceKind::index) {
                    if !self.pawn[kind] && !self.royal[kind] {
                        total += self.values[kind];
                    }
                }
            }
            return total;
        }
        for sq in 0..self.geometry.squares() as u8 {
            if let Some(p) = pos.piece_on(sq) {
                if p.kind < self.values.len() && !self.pawn[p.kind] && !self.royal[p.kind] {
                    total += self.values[p.kind];
                }
            }
        }
        total
    }

    /// Values of every piece kind, by kind index (0 for the royal piece).
    pub fn values(&self) -> &[i32] {
        &self.values
    }

    /// Which kinds are royal, by kind index.
    pub fn royals(&self) -> &[bool] {
        &self.royal
    }

    /// Value of a piece kind (0 for the royal piece).
    #[inline]
    pub fn value(&self, kind: usize) -> i32 {
        self.values.get(kind).copied().unwrap_or(300)
    }

    /// The most a piece of `kind` is worth at any stage of the game: its endgame value may
    /// be the larger (for a margin that must not underestimate a capture).
    pub fn most_value(&self, kind: usize) -> i32 {
        let value = self.value(kind);
        let endgame = if self.forward_pawn.get(kind).copied().unwrap_or(false) {
            self.w.pawn_eg
        } else {
            value - self.endgame_loss.get(kind).copied().unwrap_or(0)
        };
        value.max(endgame)
    }

    /// Whether a kind is a pawn.
    #[inline]
    pub fn is_pawn(&self, kind: usize) -> bool {
        self.pawn.get(kind).copied().unwrap_or(false)
    }

    /// Whether a kind is royal.
    #[inline]
    pub fn is_royal(&self, kind: usize) -> bool {
        self.royal.get(kind).copied().unwrap_or(false)
    }

    /// Whether the game ends only by checkmate, stalemate (a draw) and the draw rules, and the
    /// evaluation does not use the legal-move count: the quiescence search may then stand pat
    /// without listing the moves of a position that is not check.
    pub fn plain_ends(&self) -> bool {
        self.plain_ends && self.mobility_weight == 0
    }

    /// Whether the game lets a royal piece be captured.
    pub fn royal_capture(&self) -> bool {
        self.royal_capture
    }

    /// Whether the side to move has a piece other than pawns and its king (null-move pruning
    /// is unsafe without one: zugzwang).
    pub fn has_pieces<G: Game>(&self, pos: &G, side: Color) -> bool {
        if pos.set_of(side, 0).is_some() {
            return (0..self.values.len()).any(|k| {
                !self.is_pawn(k) && !self.is_royal(k) && pos.set_of(side, k).unwrap_or(0) != 0
            });
        }
        (0..self.geometry.squares() as u8).any(|sq| {
            pos.piece_on(sq)
                .is_some_and(|p| p.color == side && !self.is_pawn(p.kind) && !self.is_royal(p.kind))
        })
    }

    /// The evaluation of `pos` from the side to move's point of view, in centipawns.
    /// `mobility` is the number of legal moves of the side to move minus that of the other
    /// side (as far as the search knows it; 0 if unknown).
    pub fn evaluate<G: Game>(&self, pos: &G, mobility: i32) -> i32 {
        let (base, scaled) = self.evaluate_base(pos);
        base + self.mobility_term(mobility, scaled)
    }

    /// The mobility part of [`Evaluator::evaluate`]; `applies` is the second value of
    /// [`Evaluator::evaluate_base`].
    #[inline]
    pub fn mobility_term(&self, mobility: i32, applies: bool) -> i32 {
        if applies {
            mobility.clamp(-40, 40) * self.mobility_weight
        } else {
            0
        }
    }

    /// Everything of [`Evaluator::evaluate`] but the mobility term (which depends on the move
    /// counts the search knows), and whether that term applies (not in a dead draw). A
    /// function of the position alone, so the search may cache it by Zobrist key.
    pub fn evaluate_base<G: Game>(&self, pos: &G) -> (i32, bool) {
        let g = self.geometry;
        let files = usize::from(g.files());
        let squares = g.squares();
        // Per side: material, positional score, non-pawn material, piece count, royal square.
        let mut material = [0i32; 2];
        let mut endgame_loss = [0i32; 2];
        let mut positional = [0i32; 2];
        // Terms with a middlegame and an endgame weight, blended by the phase at the end.
        let mut tapered = [[0i32; 2]; 2];
        let mut phase_material = 0;
        let mut pieces = [0i32; 2];
        let mut royal_sq: [Option<u8>; 2] = [None; 2];
        let mut castles = [0i32; 2];
        // Most advanced (from each side's view) rank of a pawn per file, for passed pawns:
        // White's lowest pawn rank and Black's highest, per file.
        let mut pawn_files_white = [u8::MAX; 16];
        let mut pawn_files_black = [0u8; 16];
        let mut any_black_pawn = [false; 16];
        let mut cells: [(u8, u8, u8); 128] = [(0, 0, 0); 128];
        let mut pawns_on_file = [[0u8; 16]; 2];
        let mut n_cells = 0;
        let mut occupied = 0u128;
        let mut by_colour = [0u128; 2];
        let mut pawn_squares = [0u128; 2];
        let mut pawn_files = [0u32; 2];
        // The pieces, from the piece sets where the game has them.
        if pos.set_of(Color::White, 0).is_some() {
            for (c, colour) in [Color::White, Color::Black].into_iter().enumerate() {
                for kind in 0..self.values.len() {
                    let mut set = pos.set_of(colour, kind).unwrap_or(0);
                    while set != 0 && n_cells < cells.len() {
                        let sq = set.trailing_zeros() as u8;
                        set &= set - 1;
                        cells[n_cells] = (sq, c as u8, kind as u8);
                        n_cells += 1;
                    }
                }
            }
        } else {
            for sq in 0..squares as u8 {
                if let Some(p) = pos.piece_on(sq) {
                    cells[n_cells] = (sq, p.color.index() as u8, p.kind as u8);
                    n_cells += 1;
                }
            }
        }
        for &(sq, c, kind) in &cells[..n_cells] {
            let (c, kind) = (usize::from(c), usize::from(kind));
            if sq < 128 {
                occupied |= 1u128 << sq;
                by_colour[c] |= 1u128 << sq;
            }
            material[c] += self.value(kind);
            endgame_loss[c] += self.endgame_loss.get(kind).copied().unwrap_or(0);
            if self.is_royal(kind) {
                royal_sq[c] = Some(sq);
                continue;
            }
            pieces[c] += 1;
            if self.castle_kind == Some(kind) {
                castles[c] += 1;
            }
            let file = usize::from(g.file_at(sq));
            if self.is_pawn(kind) {
                pawns_on_file[c][file] += 1;
                pawn_files[c] |= 1 << file;
                if sq < 128 {
                    pawn_squares[c] |= 1u128 << sq;
                }
                let rank = g.rank_at(sq);
                if c == 0 {
                    pawn_files_white[file] = pawn_files_white[file].min(rank);
                } else {
                    pawn_files_black[file] = pawn_files_black[file].max(rank);
                    any_black_pawn[file] = true;
                }
            } else {
                phase_material += self.value(kind);
            }
        }
        if pos.has_hands() {
            // A piece in hand is worth what it is on the board, and a little more: it may land
            // on any empty square, a check or a fork, at once.
            for (c, colour) in [Color::White, Color::Black].into_iter().enumerate() {
                for kind in 0..self.values.len() {
                    let n = i32::from(pos.in_hand(colour, PieceKind::new(kind as u8)));
                    if n == 0 {
                        continue;
                    }
                    let value = self.value(kind);
                    material[c] += n * (value + value / 8);
                    pieces[c] += n;
                    if !self.is_pawn(kind) {
                        phase_material += n * value;
                    }
                }
            }
        }
        // 256 = opening, 0 = bare endgame.
        let phase = (phase_material * 256 / self.phase_total).clamp(0, 256);
        for c in 0..2 {
            material[c] -= endgame_loss[c] * (256 - phase) / 256;
        }
        let ranks = g.ranks();
        // Squares each side's pawns attack: the other side's pieces do not count them as room.
        let mut pawn_attacks = [0u128; 2];
        if let Some(attacks) = &self.attacks {
            for &(sq, c, kind) in &cells[..n_cells] {
                if self.is_pawn(usize::from(kind)) {
                    pawn_attacks[usize::from(c)] |=
                        attacks.attacks(usize::from(c), usize::from(kind), sq, !0, occupied);
                }
            }
        }
        // Per piece other than a pawn: the squares it can go to or capture on if they held an
        // enemy. Per side: the squares it controls, those and its pawns' attacks (a cannon's
        // are counted as it moves, not as it captures).
        let mut reach = [0u128; 128];
        let mut attacked = pawn_attacks;
        let mut guarded = pawn_attacks;
        // Per side, its pieces that a less valuable enemy piece attacks.
        let mut outgunned = [0u128; 2];
        if let Some(attacks) = &self.attacks {
            let lesser_threats = self.w.threat_mg != 0 || self.w.threat_eg != 0;
            let mut value_at = [0i32; 128];
            if lesser_threats {
                for &(sq, _, kind) in &cells[..n_cells] {
                    if let Some(v) = value_at.get_mut(usize::from(sq)) {
                        *v = self.value(usize::from(kind));
                    }
                }
            }
            for (i, &(sq, c, kind)) in cells[..n_cells].iter().enumerate() {
                let (c, kind) = (usize::from(c), usize::from(kind));
                if self.is_pawn(kind) {
                    continue;
                }
                reach[i] = attacks.targets(c, kind, sq, occupied, occupied);
                attacked[c] |= reach[i];
                if !self.is_royal(kind) {
                    guarded[c] |= reach[i];
                }
                if lesser_threats && !self.is_royal(kind) {
                    let value = self.value(kind);
                    let mut victims = reach[i] & by_colour[1 - c];
                    while victims != 0 {
                        let t = victims.trailing_zeros() as usize;
                        victims &= victims - 1;
                        if value_at.get(t).is_some_and(|&v| v > value) {
                            outgunned[1 - c] |= 1u128 << t;
                        }
                    }
                }
            }
        }
        let board = Board {
            cells: &cells[..n_cells],
            reach: &reach[..n_cells],
            attacked,
            guarded,
            pawn_files,
            pawns: pawn_squares,
            by_colour,
            occupied,
        };
        for (i, &(sq, c, kind)) in cells[..n_cells].iter().enumerate() {
            let c = usize::from(c);
            let kind = usize::from(kind);
            let centre = self.centrality[usize::from(sq)];
            if self.is_royal(kind) {
                if self.checkmate_game || self.royal_capture {
                    positional[c] += self.king_terms(pos, sq, c, centre, phase, &board);
                }
                positional[c] += self.goal_bonus(sq, c);
                continue;
            }
            let w = &self.w;
            for (t, weight) in tapered[c].iter_mut().zip(self.centre_weight[kind]) {
                *t += centre * weight;
            }
            if self.file_rider[kind] {
                let file = 1u32 << g.file_at(sq);
                if pawn_files[c] & file == 0 {
                    let [mg, eg] = if pawn_files[1 - c] & file == 0 {
                        [w.open_file_mg, w.open_file_eg]
                    } else {
                        [w.half_open_mg, w.half_open_eg]
                    };
                    tapered[c][0] += mg;
                    tapered[c][1] += eg;
                }
            }
            if self.attacks.is_some() && !self.is_pawn(kind) {
                let room = (reach[i] & !by_colour[c] & !pawn_attacks[1 - c]).count_ones() as i32;
                let usual = self.mobility_centre.get(kind).copied().unwrap_or([0; 2]);
                tapered[c][0] += w.mobility_mg * room - usual[0];
                tapered[c][1] += w.mobility_eg * room - usual[1];
                // A piece a pawn or a less valuable piece attacks, or one attacked and not
                // defended, must move.
                let bit = 1u128 << sq;
                if pawn_attacks[1 - c] & bit != 0 {
                    tapered[c][0] -= w.pawn_threat_mg;
                    tapered[c][1] -= w.pawn_threat_eg;
                } else if outgunned[c] & bit != 0 {
                    tapered[c][0] -= w.threat_mg;
                    tapered[c][1] -= w.threat_eg;
                } else if attacked[1 - c] & bit != 0 && attacked[c] & bit == 0 {
                    tapered[c][0] -= w.hanging_mg;
                    tapered[c][1] -= w.hanging_eg;
                }
            }
            if self.is_pawn(kind) && self.forward_pawn[kind] {
                tapered[c][1] += w.pawn_eg - w.pawn_mg;
                let rank = g.rank_at(sq);
                // Ranks travelled, 0 on the start ranks, towards the promotion zone.
                let progress = if c == 0 { rank } else { ranks - 1 - rank };
                let to_go =
                    i32::from(ranks.saturating_sub(self.promotion_zone)) - i32::from(progress);
                let file = usize::from(g.file_at(sq));
                let blocked_by = |f: usize| -> bool {
                    if f >= files {
                        return false;
                    }
                    if c == 0 {
                        any_black_pawn[f] && pawn_files_black[f] > rank
                    } else {
                        pawn_files_white[f] != u8::MAX && pawn_files_white[f] < rank
                    }
                };
                let blocked_left = file > 0 && blocked_by(file - 1);
                let passed = !(blocked_by(file) || blocked_left || blocked_by(file + 1));
                if pawns_on_file[c][file] > 1 {
                    tapered[c][0] -= w.doubled_mg;
                    tapered[c][1] -= w.doubled_eg;
                }
                let left = file > 0 && pawns_on_file[c][file - 1] > 0;
                let right = file + 1 < files && pawns_on_file[c][file + 1] > 0;
                if !left && !right {
                    tapered[c][0] -= w.isolated_mg;
                    tapered[c][1] -= w.isolated_eg;
                }
                let advance = i32::from(progress).saturating_sub(1).max(0);
                let beside = [g.offset_at(sq, -1, 0), g.offset_at(sq, 1, 0)]
                    .into_iter()
                    .flatten()
                    .any(|t| t < 128 && pawn_squares[c] & (1u128 << t) != 0);
                if beside || (sq < 128 && pawn_attacks[c] & (1u128 << sq) != 0) {
                    tapered[c][0] += w.connected_mg * (1 + advance);
                    tapered[c][1] += w.connected_eg * (1 + advance);
                }
                tapered[c][0] += advance * advance * w.advance_mg;
                tapered[c][1] += advance * advance * w.advance_eg;
                if passed {
                    let near = (8 - to_go).max(0);
                    // Passed pawns matter more as pieces come off.
                    positional[c] += (w.passed + near * near * w.passed_near) * (384 - phase) / 256;
                }
            }
        }
        if self.bare_king_loses {
            // Every piece is a life: being reduced to few of them nears a loss.
            for c in 0..2 {
                if pieces[c] < 4 {
                    positional[c] -= (4 - pieces[c]) * self.w.few_pieces;
                }
            }
        }
        if self.castle_kind.is_some() {
            // Turnover: losing every Castle loses; the last ones are worth ever more.
            for c in 0..2 {
                positional[c] +=
                    castles[c] * self.w.castle - (3 - castles[c]).max(0) * self.w.castle_lost;
            }
        }
        if self.checks_to_win > 0 {
            // Three-check: each check given nears the win, the last ones most.
            let given = pos.checks_given();
            for c in 0..2 {
                let left = self.checks_to_win.saturating_sub(given[c]);
                positional[c] += match left {
                    0 | 1 => 400,
                    2 => 150,
                    _ => 40 * i32::from(given[c]),
                };
            }
        }
        for c in 0..2 {
            positional[c] += (tapered[c][0] * phase + tapered[c][1] * (256 - phase)) / 256;
        }
        let us = pos.turn().index();
        let mut score = material[us] - material[1 - us] + positional[us] - positional[1 - us];
        if self.insufficient_material && pieces[0] + pieces[1] <= 3 {
            if !pos.has_mating_material(Color::White) && !pos.has_mating_material(Color::Black) {
                return (0, false);
            }
            // A side that cannot win cannot be better than level.
            let mover = pos.turn();
            let winner_cannot_win = (score > 0 && !pos.has_mating_material(mover))
                || (score < 0 && !pos.has_mating_material(!mover));
            if winner_cannot_win {
                score = 0;
            }
        }
        score += self.w.tempo; // the move
        if self.noise > 0 {
            let mut z = pos.zobrist() ^ self.seed;
            z = (z ^ (z >> 31)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
            z ^= z >> 29;
            score += (z % (2 * self.noise as u64 + 1)) as i32 - self.noise;
        }
        (score, true)
    }

    /// King placement and safety: sheltered behind its pawns while the opponent has pieces,
    /// active in the endgame.
    /// A royal piece near a goal square threatens to win by stepping onto it: the closer, the
    /// more it is worth (nothing in a game without goal squares).
    fn goal_bonus(&self, sq: u8, c: usize) -> i32 {
        const BY_DISTANCE: [i32; 5] = [0, 180, 70, 30, 10];
        self.goal_distance[c]
            .get(usize::from(sq))
            .and_then(|&d| BY_DISTANCE.get(usize::from(d)))
            .copied()
            .unwrap_or(0)
    }

    fn king_terms<G: Game>(
        &self,
        pos: &G,
        sq: u8,
        c: usize,
        centre: i32,
        phase: i32,
        board: &Board,
    ) -> i32 {
        let g = self.geometry;
        let cells = board.cells;
        let rank = g.rank_at(sq);
        let from_home = i32::from(if c == 0 { rank } else { g.ranks() - 1 - rank });
        let forward: i32 = if c == 0 { 1 } else { -1 };
        let mut shelter = 0;
        for df in -1..=1 {
            for dr in 1..=2 {
                if let Some(s) = g.offset_at(sq, df, forward * dr) {
                    if let Some(p) = pos.piece_on(s) {
                        if p.color.index() == c && self.is_pawn(p.kind) {
                            shelter += if dr == 1 {
                                self.w.shelter_near
                            } else {
                                self.w.shelter_far
                            };
                        }
                    }
                }
            }
        }
        // Enemy pawns come at the king: those on its file or beside it in its own half.
        let mut storm = board.pawns[1 - c];
        while storm != 0 {
            let s = storm.trailing_zeros() as u8;
            storm &= storm - 1;
            let from_our_side = if c == 0 {
                g.rank_at(s)
            } else {
                g.ranks() - 1 - g.rank_at(s)
            };
            if 2 * from_our_side < g.ranks() && g.file_at(s).abs_diff(g.file_at(sq)) <= 1 {
                shelter -= self.w.storm;
            }
        }
        // Kings hide near a corner: the middle files are dangerous, except the start square
        // while castling may still come.
        let file = g.file_at(sq);
        let edge = i32::from(file.min(g.files() - 1 - file));
        let exposed = if self.royal_start[c] == Some(sq) {
            self.w.king_unmoved
        } else {
            (edge - 1).max(0) * self.w.king_exposed
        };
        // Enemy pieces close to the king, weighted by their value.
        let mut pressure = 0;
        for &(s, owner, kind) in cells {
            if usize::from(owner) == c
                || self.is_pawn(usize::from(kind))
                || self.is_royal(usize::from(kind))
            {
                continue;
            }
            let d = (i32::from(g.file_at(s)) - i32::from(file))
                .abs()
                .max((i32::from(g.rank_at(s)) - i32::from(rank)).abs());
            if d <= 3 {
                pressure += (4 - d) * self.value(usize::from(kind)) / 100;
            }
        }
        let middlegame =
            shelter - from_home * self.w.king_forward - exposed - pressure * self.w.king_pressure;
        let endgame = centre * self.w.king_centre_eg;
        (middlegame * phase + endgame * (256 - phase)) / 256 - self.king_danger(sq, c, board)
    }

    /// Enemy pieces that attack the king's zone (its square and neighbours) through the real
    /// occupancy: each adds the squares it hits weighted by its value. Enemy pieces that can
    /// check the king next move add too, more if the checking square is not defended. Two or
    /// more attackers count quadratically (one piece rarely mates alone).
    fn king_danger(&self, sq: u8, c: usize, board: &Board) -> i32 {
        let Some(attacks) = &self.attacks else {
            return 0;
        };
        let Some(&zone) = self.king_zone.get(usize::from(sq)) else {
            return 0;
        };
        let occupied = board.occupied;
        let checks_count = self.w.safe_check != 0 || self.w.unsafe_check != 0;
        // Per kind: the squares from which such a piece would attack the king (every piece
        // but a pawn attacks alike both ways along its moves).
        let mut check_squares = [None::<u128>; 32];
        let king_lines = checks_count.then(|| attacks.lines_from(sq, occupied));
        let (mut attackers, mut units) = (0, 0);
        let (mut safe_checks, mut unsafe_checks) = (0, 0);
        for (&(s, owner, kind), &reach) in board.cells.iter().zip(board.reach) {
            let (owner, kind) = (usize::from(owner), usize::from(kind));
            if owner == c || self.is_pawn(kind) || self.is_royal(kind) {
                continue;
            }
            let hits = if attacks.targets_are_attacks(owner, kind) {
                reach & zone
            } else {
                attacks.attacks(owner, kind, s, zone, occupied)
            }
            .count_ones() as i32;
            if hits > 0 {
                attackers += 1;
                units += hits * (self.value(kind) / 100).max(1);
            }
            if let Some(lines) = &king_lines {
                let from_king = || attacks.attacks_along(c, kind, sq, lines, !0);
                let squares = match check_squares.get_mut(kind) {
                    Some(slot) => *slot.get_or_insert_with(from_king),
                    None => from_king(),
                } & reach
                    & !board.by_colour[owner];
                if squares & !board.attacked[c] != 0 {
                    safe_checks += 1;
                } else if squares != 0 {
                    unsafe_checks += 1;
                }
            }
        }
        units += safe_checks * self.w.safe_check + unsafe_checks * self.w.unsafe_check;
        let weak = zone & board.attacked[1 - c] & !board.guarded[c];
        units += weak.count_ones() as i32 * self.w.weak_zone;
        let file = i32::from(self.geometry.file_at(sq));
        let open = (file - 1..=file + 1)
            .filter(|&f| {
                (0..i32::from(self.geometry.files())).contains(&f)
                    && board.pawn_files[c] & (1 << f) == 0
            })
            .count() as i32;
        units += open * self.w.open_king_file;
        if attackers >= 2 {
            (units * units / self.w.danger_divisor.max(1)).min(self.w.danger_cap)
        } else {
            units * self.w.danger_single
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use turnpan_rules::{AnyGame, Catalog};

    /// White's evaluation of a chess position with the weights `w`.
    fn white_eval(fen: &str, w: Weights) -> i32 {
        let Ok(AnyGame::Small(pos)) = Catalog::builtin().from_fen("chess", fen) else {
            unreachable!("a chess FEN")
        };
        Evaluator::with_weights(&pos, w).evaluate_base(&pos).0
    }

    #[test]
    fn checks_from_undefended_squares_endanger_the_king() {
        // The black queen can check on d1, which nothing of White's defends.
        let open = "6k1/5ppp/3q4/8/8/8/5PPP/6K1 w - - 0 1";
        // A white knight on b2 defends d1 (and cannot check): the check is there, not safe.
        let guarded = "6k1/5ppp/3q4/8/8/8/1N3PPP/6K1 w - - 0 1";
        let plain = Weights {
            safe_check: 0,
            unsafe_check: 0,
            ..Weights::default()
        };
        let safe = Weights {
            safe_check: 40,
            ..plain.clone()
        };
        let unsafe_ = Weights {
            unsafe_check: 40,
            ..plain.clone()
        };
        assert!(white_eval(open, safe.clone()) < white_eval(open, plain.clone()));
        assert_eq!(
            white_eval(open, unsafe_.clone()),
            white_eval(open, plain.clone())
        );
        assert_eq!(
            white_eval(guarded, safe),
            white_eval(guarded, plain.clone())
        );
        assert!(white_eval(guarded, unsafe_) < white_eval(guarded, plain));
    }

    /// White's evaluation of `fen` with the weight `name` at `value` less that with it at 0.
    fn term(fen: &str, name: &str, value: i32) -> i32 {
        let with = |v: i32| {
            let mut w = Weights::default();
            *w.get_mut(name).unwrap() = v;
            white_eval(fen, w)
        };
        with(value) - with(0)
    }

    #[test]
    fn file_riders_like_open_and_half_open_files() {
        // The rook's a-file: no pawn; with a black pawn on it; with a white one.
        let open = "6k1/6pp/8/8/8/8/6PP/R5K1 w - - 0 1";
        let half_open = "6k1/p5pp/8/8/8/8/6PP/R5K1 w - - 0 1";
        let closed = "6k1/6pp/8/8/8/8/P5PP/R5K1 w - - 0 1";
        for name in ["open_file_mg", "open_file_eg"] {
            assert!(term(open, name, 40) > 0, "{name}");
            assert_eq!(term(half_open, name, 40), 0, "{name}");
            assert_eq!(term(closed, name, 40), 0, "{name}");
        }
        for name in ["half_open_mg", "half_open_eg"] {
            assert_eq!(term(open, name, 40), 0, "{name}");
            assert!(term(half_open, name, 40) > 0, "{name}");
            assert_eq!(term(closed, name, 40), 0, "{name}");
        }
        // Both halves together are the whole weight, blended by the phase.
        let both = |fen| term(fen, "open_file_mg", 40) + term(fen, "open_file_eg", 40);
        assert!((both(open) - 40).abs() <= 1, "{}", both(open));
    }

    #[test]
    fn pawns_side_by_side_or_guarded_are_connected() {
        // White's d4 and e4 stand side by side; a4 and e4 have no friend; b2 guards c3. The
        // queens keep some middlegame weight.
        let phalanx = "q5k1/8/8/8/3PP3/8/8/Q5K1 w - - 0 1";
        let apart = "q5k1/8/8/8/P3P3/8/8/Q5K1 w - - 0 1";
        let guarded = "q5k1/8/8/8/8/2P5/1P6/Q5K1 w - - 0 1";
        assert!(term(phalanx, "connected_mg", 10) > 0);
        assert_eq!(term(apart, "connected_mg", 10), 0);
        assert_eq!(term(apart, "connected_eg", 10), 0);
        assert!(term(guarded, "connected_eg", 10) > 0);
        // Further up the board, more.
        let advanced = "q5k1/8/8/3PP3/8/8/8/Q5K1 w - - 0 1";
        assert!(term(advanced, "connected_eg", 10) > term(phalanx, "connected_eg", 10));
    }

    #[test]
    fn pawns_storming_the_king_and_open_files_beside_it_endanger_it() {
        // Queens on to keep the middlegame weight; a black pawn on g3, in White's half, by
        // the white king on g1; then the same pawn far away on a3.
        let storm = "q5k1/6pp/8/8/8/6p1/5P1P/Q5K1 w - - 0 1";
        let far = "q5k1/6pp/8/8/8/p7/5P1P/Q5K1 w - - 0 1";
        assert!(term(storm, "storm", 30) < 0);
        assert_eq!(term(far, "storm", 30), 0);
        // The white king's g-file has no white pawn, and the black queen bears on g2 and h1,
        // which nothing but the king defends.
        let attacked = "6k1/5ppp/2q5/8/8/8/5P1P/6K1 w - - 0 1";
        assert!(term(attacked, "open_king_file", 5) < 0);
        assert!(term(attacked, "weak_zone", 5) < 0);
        // A white knight on e3 defends g2 (h1 stays weak), and a pawn on g3 closes the file.
        let covered = "6k1/5ppp/2q5/8/8/4N1P1/5P1P/6K1 w - - 0 1";
        assert_eq!(term(covered, "open_king_file", 5), 0);
        assert!(term(covered, "weak_zone", 5) > term(attacked, "weak_zone", 5));
    }

    #[test]
    fn pieces_attacked_by_lesser_ones_are_threatened() {
        // A black knight attacks the white rook on d1, which the king defends (so it is not
        // hanging: that term comes only when no lesser piece attacks).
        let fen = "6k1/8/8/8/8/4n3/8/3RK3 w - - 0 1";
        let plain = Weights {
            threat_mg: 0,
            threat_eg: 0,
            ..Weights::default()
        };
        let threat = Weights {
            threat_mg: 50,
            threat_eg: 50,
            ..plain.clone()
        };
        assert!(white_eval(fen, threat) < white_eval(fen, plain));
    }

    #[test]
    fn chess_values_are_sensible() {
        let v = Variant::builtin("chess").unwrap();
        let val = |l: char| {
            piece_value(
                v.piece(v.kind_of_letter(l).unwrap()),
                v.geometry(),
                &Weights::default(),
            )
        };
        let (n, b, r, q) = (val('N'), val('B'), val('R'), val('Q'));
        // The classical proportions: minor pieces alike, a rook worth a minor piece and a
        // half or so, a queen about two rooks and more than a rook and a minor piece.
        let ratio = |x: i32, y: i32| f64::from(x) / f64::from(y);
        assert!((0.8..1.25).contains(&ratio(b, n)), "N {n} B {b}");
        assert!((1.2..1.8).contains(&ratio(r, n)), "N {n} R {r}");
        assert!(
            (1.7..2.5).contains(&ratio(q, r)) && q > r + n,
            "R {r} Q {q}"
        );
    }

    #[test]
    fn compound_and_user_pieces_get_ordered_values() {
        let v = Variant::builtin("turkish").unwrap();
        let val = |l: char| {
            piece_value(
                v.piece(v.kind_of_letter(l).unwrap()),
                v.geometry(),
                &Weights::default(),
            )
        };
        // Amazon > queen > chancellor > archbishop > rook > minor pieces.
        assert!(val('G') > val('Q') && val('Q') > val('C') && val('C') > val('M'));
        assert!(val('M') > val('R') && val('R') > val('N'));
        // A cannon is worth about a minor piece.
        assert!((250..=550).contains(&val('S')), "{}", val('S'));
    }
}
