//! Correction history: the searches' verdicts on the static evaluation, remembered by pawn
//! structure and by material balance, correct the evaluation of the next positions that share
//! them.
//!
//! Where a node's search settles a score that its static evaluation missed (a quiet best
//! move, or none, with a bound that says which way the evaluation was wrong), the difference
//! nudges two small tables, each indexed by the side to move and a hash of one part of the
//! position: where both sides' pawns stand; how many pieces of each kind each side has. The
//! evaluation of a later node is corrected by what the tables hold for its own parts (the pawn
//! table counting double). What the evaluation misjudges in a structure or an imbalance (a
//! blocked centre, an amazon against two rooks) is then learnt within the game from the deeper
//! searches, whatever the game.
//!
//! Measured (self-play, Turkish Chess without the Elephants, 60 ms a move): these tables
//! against none 58.7% over 69 games. Two more tables, by each side's piece placement: at this
//! rate 50.0% over 68 games against these two alone, at an eighth of it 37.5% over 60 games
//! (neither kept).

use crate::index::GameIndex;
use turnpan_rules::{Color, Game};

/// Entries of each table, per side to move (a power of two).
const ENTRIES: usize = 1 << 14;
/// The tables: by pawns, by material.
const TABLES: usize = 2;
/// How much each table counts in the correction.
const WEIGHTS: [i32; TABLES] = [2, 1];
/// Table values are in eighths of a centipawn.
const GRAIN: i32 = 8;
/// The bound a value approaches: a correction of at most 128 centipawns.
const LIMIT: i32 = 128 * GRAIN;
/// The largest step of one update.
const MAX_STEP: i32 = LIMIT / 4;
/// An update moves a value by the error times the depth over this (before the pull
/// back from the bound), at most by `MAX_STEP`: a deep search's verdict counts at once.
const RATE: i32 = 8;

/// The tables of both sides to move.
#[derive(Clone, Debug)]
pub(crate) struct CorrectionHistory {
    /// Which kinds are pawns (their placement makes the pawn key).
    is_pawn: Vec<bool>,
    /// Per kind and side, the material key's term for one piece.
    material_terms: Vec<[u64; 2]>,
    /// `TABLES` tables of `2 * ENTRIES` values, one after the other.
    values: Vec<i16>,
}

/// Where a position's corrections are kept (an index into each table): computed once per
/// position.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Slots([u32; TABLES]);

impl CorrectionHistory {
    /// Tables for a game whose kinds are `is_pawn.len()`, `is_pawn[k]` telling the pawns.
    /// `None` for a game that does not list its pieces by kind (Turnover): there is nothing
    /// to key the tables on.
    pub(crate) fn new<G: Game>(root: &G, is_pawn: &[bool]) -> Option<CorrectionHistory> {
        root.set_of(Color::White, 0)?;
        let material_terms = (0..is_pawn.len() as u64)
            .map(|k| [mix(2 * k + 1), mix(2 * k + 2)])
            .collect();
        Some(CorrectionHistory {
            is_pawn: is_pawn.to_vec(),
            material_terms,
            values: vec![0; TABLES * 2 * ENTRIES],
        })
    }

    /// Whether these tables were made for a game with these kinds (`is_pawn` as for
    /// [`CorrectionHistory::new`]).
    pub(crate) fn fits(&self, is_pawn: &[bool]) -> bool {
        self.is_pawn == is_pawn
    }

    /// The table slots of `pos` (for its side to move).
    pub(crate) fn slots<G: Game>(&self, pos: &G) -> Slots {
        // Pawns, material.
        let mut keys = [0u64; TABLES];
        for (k, terms) in self.material_terms.iter().enumerate() {
            for (c, colour) in [Color::White, Color::Black].into_iter().enumerate() {
                let set = pos.set_of(colour, k).unwrap_or(0);
                if set == 0 {
                    continue;
                }
                if self.is_pawn[k] {
                    keys[0] ^= mix(set as u64 ^ mix((set >> 64) as u64 ^ terms[c]));
                }
                keys[1] = keys[1].wrapping_add(terms[c].wrapping_mul(u64::from(set.count_ones())));
            }
        }
        let side = pos.turn().index() * ENTRIES;
        let mut slots = [0u32; TABLES];
        for (t, (slot, key)) in slots.iter_mut().zip(keys).enumerate() {
            let index = (t * 2 * ENTRIES) + side + (mix(key) as usize & (ENTRIES - 1));
            *slot = index as u32;
        }
        Slots(slots)
    }

    /// The correction, in centipawns, to add to the static evaluation of the position whose
    /// slots these are.
    pub(crate) fn correction(&self, slots: Slots) -> i32 {
        let weighted: i32 = (slots.0.iter().zip(WEIGHTS))
            .map(|(&i, w)| w * i32::from(self.values[i as usize]))
            .sum();
        weighted / (WEIGHTS.iter().sum::<i32>() * GRAIN)
    }

    /// Records that a search of `depth` plies scored the position `error` centipawns above
    /// its corrected static evaluation.
    pub(crate) fn update(&mut self, slots: Slots, error: i32, depth: i32) {
        let step = (error * GRAIN * depth / RATE).clamp(-MAX_STEP, MAX_STEP);
        for &i in &slots.0 {
            let v = &mut self.values[i as usize];
            let old = i32::from(*v);
            *v = (old + step - old * step.abs() / LIMIT) as i16;
        }
    }

    /// Halves every correction: what one search learnt still holds at the start of the next
    /// one of the same game, with less weight.
    pub(crate) fn age(&mut self) {
        for v in &mut self.values {
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
    fn each_table_keys_on_its_own_part_of_the_position() {
        // Tables: pawns, material.
        let a = chess("4k3/pp6/8/8/8/8/PP6/R3K3 w - - 0 1");
        let h = history_for(&a);
        let sa = h.slots(&a).0;
        // The pieces elsewhere: the same slots.
        let b = h.slots(&chess("3k4/pp6/8/8/8/8/PP6/4K2R w - - 0 1")).0;
        assert_eq!(sa, b);
        // Another pawn structure, the same material.
        let d = h.slots(&chess("4k3/p1p5/8/8/8/8/PP6/R3K3 w - - 0 1")).0;
        assert_ne!(sa[0], d[0]);
        assert_eq!(sa[1..], d[1..]);
        // Other material, the same pawns.
        let e = h.slots(&chess("4k3/pp6/8/8/8/8/PP6/B3K3 w - - 0 1")).0;
        assert_eq!(sa[0], e[0]);
        assert_ne!(sa[1], e[1]);
        // The other side to move: other slots in every table.
        let f = h.slots(&chess("4k3/pp6/8/8/8/8/PP6/R3K3 b - - 0 1")).0;
        assert!(sa.iter().zip(f).all(|(&x, y)| x != y));
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
    fn a_search_fills_the_tables_and_hands_them_to_the_next() {
        let Ok(turnpan_rules::AnyGame::Small(pos)) = Catalog::builtin().from_fen(
            "chess",
            "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/P4PPP/R1BQKB1R w KQ - 0 9",
        ) else {
            unreachable!("a chess FEN")
        };
        let mut tt = crate::tt::Table::new(1);
        let stop = std::sync::atomic::AtomicBool::new(false);
        // Searches to `depth` and returns the correction tables the search leaves behind.
        let mut search_to = |depth: u32| -> Vec<i16> {
            let limits = crate::Limits::depth(depth);
            crate::search(&pos, &[], limits, &mut tt, &stop, &mut |_| {});
            let memory = tt.memory.as_ref().unwrap();
            memory.correction.as_ref().unwrap().values.clone()
        };
        let first = search_to(7);
        assert!(first.iter().filter(|&&v| v != 0).count() > 10);
        // The next search starts from the halved tables (and learns more on top).
        let second = search_to(1);
        let kept = first
            .iter()
            .zip(&second)
            .filter(|&(&a, &b)| a != 0 && b == a / 2)
            .count();
        assert!(kept > 0);
    }

    #[test]
    fn a_game_without_piece_sets_has_no_tables() {
        let pos = Catalog::builtin().start("turnover").unwrap();
        assert!(CorrectionHistory::new(&pos, &[false; 4]).is_none());
    }
}
