//! Correction history: the searches' verdicts on the static evaluation, remembered by pawn
//! structure and by material balance, correct the evaluation of the next positions that
//! share them.
//!
//! Where a node's search settles a score that its static evaluation missed (a quiet best
//! move, or none, with a bound that says which way the evaluation was wrong), the difference
//! nudges two small tables: one indexed by the side to move and a hash of both sides' pawns,
//! one by the side to move and a hash of how many pieces of each kind each side has. The
//! evaluation of a later node is corrected by what the two tables hold for its own pawns and
//! material. What the evaluation misjudges in a structure or an imbalance (a blocked centre,
//! an amazon against two rooks) is then learnt within the game from the deeper searches,
//! whatever the game.

use turnpan_rules::{Color, Game};

/// Entries of each table, per side (a power of two).
const ENTRIES: usize = 1 << 14;
/// Table values are in eighths of a centipawn.
const GRAIN: i32 = 8;
/// The bound a value approaches: a correction of at most 128 centipawns.
const LIMIT: i32 = 128 * GRAIN;
/// The largest step of one update.
const MAX_STEP: i32 = LIMIT / 4;

/// Both tables of both sides.
#[derive(Clone, Debug)]
pub(crate) struct CorrectionHistory {
    /// Kinds whose placement makes the pawn key.
    pawn_kinds: Vec<usize>,
    /// Per kind and side, the material key's term for one piece.
    material_terms: Vec<[u64; 2]>,
    pawn: Vec<i16>,
    material: Vec<i16>,
}

/// Where a position's corrections are kept: computed once per node.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Slots {
    pawn: usize,
    material: usize,
}

impl CorrectionHistory {
    /// Tables for a game whose kinds are `is_pawn.len()`, `is_pawn[k]` telling the pawns.
    /// `None` for a game that does not list its pieces by kind (Turnover): there is nothing
    /// to key the tables on.
    pub(crate) fn new<G: Game>(root: &G, is_pawn: &[bool]) -> Option<CorrectionHistory> {
        root.piece_set(Color::White, 0)?;
        let pawn_kinds = (0..is_pawn.len()).filter(|&k| is_pawn[k]).collect();
        let material_terms = (0..is_pawn.len() as u64)
            .map(|k| [mix(2 * k + 1), mix(2 * k + 2)])
            .collect();
        Some(CorrectionHistory {
            pawn_kinds,
            material_terms,
            pawn: vec![0; 2 * ENTRIES],
            material: vec![0; 2 * ENTRIES],
        })
    }

    /// Whether these tables were made for a game with these kinds (`is_pawn` as for
    /// [`CorrectionHistory::new`]).
    pub(crate) fn fits(&self, is_pawn: &[bool]) -> bool {
        self.material_terms.len() == is_pawn.len()
            && self.pawn_kinds.iter().all(|&k| is_pawn[k])
            && self.pawn_kinds.len() == is_pawn.iter().filter(|&&p| p).count()
    }

    /// The table slots of `pos` (for its side to move).
    pub(crate) fn slots<G: Game>(&self, pos: &G) -> Slots {
        let side = pos.turn().index() * ENTRIES;
        let mut pawn_key = 0u64;
        for &k in &self.pawn_kinds {
            for (c, colour) in [Color::White, Color::Black].into_iter().enumerate() {
                let set = pos.piece_set(colour, k).unwrap_or(0);
                pawn_key ^= mix((set as u64) ^ mix((set >> 64) as u64 ^ (c as u64 + 1)));
            }
        }
        let mut material_key = 0u64;
        for (k, terms) in self.material_terms.iter().enumerate() {
            for (c, colour) in [Color::White, Color::Black].into_iter().enumerate() {
                let count = pos.piece_set(colour, k).unwrap_or(0).count_ones();
                material_key = material_key.wrapping_add(terms[c].wrapping_mul(u64::from(count)));
            }
        }
        Slots {
            pawn: side + (mix(pawn_key) as usize & (ENTRIES - 1)),
            material: side + (mix(material_key) as usize & (ENTRIES - 1)),
        }
    }

    /// The correction, in centipawns, to add to the static evaluation of the position whose
    /// slots these are.
    pub(crate) fn correction(&self, slots: Slots) -> i32 {
        let pawn = i32::from(self.pawn[slots.pawn]);
        let material = i32::from(self.material[slots.material]);
        (2 * pawn + material) / (3 * GRAIN)
    }

    /// Records that a search of `depth` plies scored the position `error` centipawns above
    /// its corrected static evaluation.
    pub(crate) fn update(&mut self, slots: Slots, error: i32, depth: i32) {
        let step = (error * GRAIN * depth / 8).clamp(-MAX_STEP, MAX_STEP);
        for v in [
            &mut self.pawn[slots.pawn],
            &mut self.material[slots.material],
        ] {
            let old = i32::from(*v);
            *v = (old + step - old * step.abs() / LIMIT) as i16;
        }
    }

    /// Halves every correction: what one search learnt still holds at the start of the next
    /// one of the same game, with less weight.
    pub(crate) fn age(&mut self) {
        for v in self.pawn.iter_mut().chain(self.material.iter_mut()) {
            *v /= 2;
        }
    }
}

/// A 64-bit mixer (a multiply-xorshift finaliser), so that nearby keys land far apart.
fn mix(x: u64) -> u64 {
    let x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    let x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;
    use turnpan_rules::Catalog;

    fn chess(fen: &str) -> turnpan_rules::AnyGame {
        Catalog::builtin().from_fen("chess", fen).unwrap()
    }

    fn history_for(pos: &turnpan_rules::AnyGame) -> CorrectionHistory {
        let eval = crate::eval::Evaluator::new(pos);
        let pawns: Vec<bool> = (0..pos.piece_kinds()).map(|k| eval.is_pawn(k)).collect();
        CorrectionHistory::new(pos, &pawns).unwrap()
    }

    #[test]
    fn positions_with_the_same_pawns_and_material_share_slots() {
        let a = chess("4k3/pp6/8/8/8/8/PP6/R3K3 w - - 0 1");
        let b = chess("3k4/pp6/8/8/8/8/PP6/4K2R w - - 0 1");
        let h = history_for(&a);
        assert_eq!(h.slots(&a), h.slots(&b));
        // Another pawn structure, the same material.
        let c = chess("4k3/p1p5/8/8/8/8/PP6/R3K3 w - - 0 1");
        let (sa, sc) = (h.slots(&a), h.slots(&c));
        assert_ne!(sa.pawn, sc.pawn);
        assert_eq!(sa.material, sc.material);
        // Other material, the same pawns.
        let d = chess("4k3/pp6/8/8/8/8/PP6/B3K3 w - - 0 1");
        let sd = h.slots(&d);
        assert_eq!(sa.pawn, sd.pawn);
        assert_ne!(sa.material, sd.material);
        // The other side to move: other slots.
        let e = chess("4k3/pp6/8/8/8/8/PP6/R3K3 b - - 0 1");
        assert_ne!(h.slots(&e), sa);
    }

    #[test]
    fn updates_move_the_correction_towards_the_error_and_stay_bounded() {
        let pos = chess("4k3/pp6/8/8/8/8/PP6/R3K3 w - - 0 1");
        let mut h = history_for(&pos);
        let slots = h.slots(&pos);
        assert_eq!(h.correction(slots), 0);
        h.update(slots, 60, 8);
        let once = h.correction(slots);
        assert!(once > 0 && once <= 60, "{once}");
        for _ in 0..1000 {
            h.update(slots, 10_000, 20);
        }
        let most = h.correction(slots);
        assert!(most > once && most <= LIMIT / GRAIN, "{most}");
        for _ in 0..1000 {
            h.update(slots, -10_000, 20);
        }
        assert!(h.correction(slots) >= -LIMIT / GRAIN && h.correction(slots) < 0);
        h.age();
        assert!(h.correction(slots) > -LIMIT / GRAIN / 2 - 1);
    }

    #[test]
    fn tables_carry_over_only_to_a_game_with_the_same_kinds() {
        let chess = Catalog::builtin().start("chess").unwrap();
        let turkish = Catalog::builtin().start("turkish").unwrap();
        let pawns_of = |pos: &turnpan_rules::AnyGame| -> Vec<bool> {
            let eval = crate::eval::Evaluator::new(pos);
            (0..pos.piece_kinds()).map(|k| eval.is_pawn(k)).collect()
        };
        let h = history_for(&chess);
        let chess_pawns = pawns_of(&chess);
        assert!(h.fits(&chess_pawns));
        assert!(!h.fits(&pawns_of(&turkish)));
        // The same number of kinds, another one a pawn.
        let mut other = chess_pawns.clone();
        let pawn = other.iter().position(|&p| p).unwrap();
        other[pawn] = false;
        let next = (pawn + 1) % other.len();
        other[next] = true;
        assert!(!h.fits(&other));
    }

    #[test]
    fn a_game_without_piece_sets_has_no_tables() {
        let pos = Catalog::builtin().start("turnover").unwrap();
        assert!(CorrectionHistory::new(&pos, &[false; 4]).is_none());
    }
}
