//! Piece diagrams: where each piece of a game moves and captures from a central square of an
//! otherwise empty board, derived from the rules (the Betza atoms of a game defined as data,
//! Turnover's movement tables), so that a user-defined game gets its diagrams too.
//!
//! ```
//! use turnpan_rules::Catalog;
//! let catalog = Catalog::builtin();
//! let diagrams = catalog.get("chess").unwrap().piece_diagrams();
//! let knight = diagrams.iter().find(|d| d.letter == 'N').unwrap();
//! assert_eq!(knight.square, "d4");
//! assert_eq!(knight.moves.len(), 8);
//! assert_eq!(knight.moves, knight.captures);
//! ```

use crate::betza::{Atom, Hop};
use crate::geometry::Geometry;
use crate::variant::Variant;

/// One piece of a game, White's, alone on `square`: the squares it reaches, by kind of move.
/// Every list is sorted by square index (rank by rank from White's side, file by file).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct PieceDiagram {
    /// Upper-case FEN letter.
    pub letter: char,
    /// The piece's name in English.
    pub name: String,
    /// Whether it is royal (checkmating or capturing it decides the game).
    pub royal: bool,
    /// The square it stands on (engine coordinates).
    pub square: String,
    /// Where it may move to (onto an empty square).
    pub moves: Vec<String>,
    /// Where it may capture (an enemy piece standing there).
    pub captures: Vec<String>,
    /// Where it may move only by jumping over exactly one piece on the way (a screen or a
    /// hurdle; grasshopper-like moves), any piece standing in between.
    pub hop_moves: Vec<String>,
    /// Where it may capture only by jumping over one piece on the way (cannons).
    pub hop_captures: Vec<String>,
    /// Further moves allowed only from the piece's starting rank (a pawn's double step), shown
    /// as if it stood there on `square`.
    pub initial_moves: Vec<String>,
    /// What stays on `square` when the piece moves: in Turnover only the outermost component
    /// of a stack moves (a Knight's ring leaves a Bishop); `None` in every other game.
    pub leaves: Option<char>,
}

/// The square pieces are shown on: the middle of the board, rounded towards White's side and
/// the a-file (d4 on 8x8, e5 on 9x9 and 10x10).
pub(crate) fn central_square(geometry: Geometry) -> u8 {
    geometry.sq_at((geometry.files() - 1) / 2, (geometry.ranks() - 1) / 2)
}

/// Sorted, de-duplicated square names.
pub(crate) fn names(geometry: Geometry, mut squares: Vec<u8>) -> Vec<String> {
    squares.sort_unstable();
    squares.dedup();
    squares
        .into_iter()
        .map(|sq| geometry.name_idx(sq))
        .collect()
}

/// Squares an atom reaches from `from` on an empty board. A hopping atom needs a piece to jump
/// first, so its nearest square is never reachable and it lands from the second step on.
fn reach(geometry: Geometry, from: u8, atom: &Atom) -> Vec<u8> {
    let limit = match atom.range {
        0 => usize::MAX,
        n => usize::from(n),
    };
    let first = if atom.hop == Hop::None { 1 } else { 2 };
    let mut out = Vec::new();
    for &(dx, dy) in &atom.steps {
        let mut k = 1;
        while k <= limit {
            let Some(sq) =
                geometry.offset_idx(from, i32::from(dx) * k as i32, i32::from(dy) * k as i32)
            else {
                break;
            };
            if k >= first {
                out.push(sq);
            }
            k += 1;
        }
    }
    out
}

/// The diagram of a piece with `atoms` on the central square of an empty board: the squares
/// of each kind of move, as sorted square names.
fn atoms_diagram(
    geometry: Geometry,
    atoms: &[Atom],
    letter: char,
    name: String,
    royal: bool,
) -> PieceDiagram {
    let from = central_square(geometry);
    let mut lists: [Vec<u8>; 5] = Default::default();
    let [moves, captures, hop_moves, hop_captures, initial] = &mut lists;
    for atom in atoms {
        let squares = reach(geometry, from, atom);
        if atom.initial {
            initial.extend(squares);
            continue;
        }
        let (m, c) = if atom.hop == Hop::None {
            (&mut *moves, &mut *captures)
        } else {
            (&mut *hop_moves, &mut *hop_captures)
        };
        if atom.modality.moves() {
            m.extend(squares.iter().copied());
        }
        if atom.modality.captures() {
            c.extend(squares);
        }
    }
    let [moves, captures, hop_moves, hop_captures, initial_moves] =
        lists.map(|l| names(geometry, l));
    PieceDiagram {
        letter,
        name,
        royal,
        square: geometry.name_idx(from),
        moves,
        captures,
        hop_moves,
        hop_captures,
        initial_moves,
        leaves: None,
    }
}

/// The diagrams of every piece of a game defined as data, in the variant's piece order.
pub(crate) fn variant_diagrams(variant: &Variant) -> Vec<PieceDiagram> {
    variant
        .pieces
        .iter()
        .map(|piece| {
            atoms_diagram(
                variant.geometry,
                &piece.atoms,
                piece.letter,
                piece.name.clone(),
                piece.royal,
            )
        })
        .collect()
}

/// Why [`betza_diagram`] draws nothing.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BetzaDiagramError {
    /// The text is not Betza.
    #[error(transparent)]
    Betza(#[from] crate::betza::BetzaError),
    /// No board of that size.
    #[error("no board has {files} files and {ranks} ranks (2 to 16 files, 2 ranks or more, 128 squares at most)")]
    Board {
        /// Files asked for.
        files: u8,
        /// Ranks asked for.
        ranks: u8,
    },
}

/// The diagram of a piece described by `betza` alone, as `letter`, on an empty board of `files`
/// by `ranks` (on its central square, like the rules pages' diagrams): for trying a Betza text
/// before it is in a game.
///
/// # Errors
/// [`BetzaDiagramError`]: the parser's error (character and column), or a board that cannot be.
///
/// ```
/// use turnpan_rules::betza_diagram;
/// let pawn = betza_diagram("fmWfcFifmnD", 'P', 8, 8).unwrap();
/// assert_eq!(pawn.square, "d4");
/// assert_eq!(pawn.moves, ["d5"]);
/// assert_eq!(pawn.captures, ["c5", "e5"]);
/// assert_eq!(pawn.initial_moves, ["d6"]);
/// assert!(betza_diagram("fmX", 'P', 8, 8).is_err());
/// assert!(betza_diagram("K", 'K', 1, 8).is_err());
/// ```
pub fn betza_diagram(
    betza: &str,
    letter: char,
    files: u8,
    ranks: u8,
) -> Result<PieceDiagram, BetzaDiagramError> {
    let atoms = crate::betza::parse(betza)?;
    let geometry = Geometry::new(files, ranks).ok_or(BetzaDiagramError::Board { files, ranks })?;
    Ok(atoms_diagram(
        geometry,
        &atoms,
        letter.to_ascii_uppercase(),
        betza.to_owned(),
        false,
    ))
}

/// Turnover's diagrams, from its movement tables (docs/rules/turnover.md section 3). Whether a
/// landing on a stack is a combination, a turnover or a capture depends on the stacks (section
/// 4): `captures` lists where an enemy stack can be reached at all.
pub(crate) fn turnover_diagrams() -> Vec<PieceDiagram> {
    use crate::turnover::{empty_board_reach, Piece};
    let geometry = crate::turnover::board();
    let from = central_square(geometry);
    let set = |b: u64| names(geometry, (0..64u8).filter(|sq| b >> sq & 1 != 0).collect());
    Piece::ALL
        .into_iter()
        .map(|piece| {
            let (moves, captures) = empty_board_reach(piece, from);
            PieceDiagram {
                letter: piece.letter(),
                name: piece.name().to_owned(),
                royal: piece == Piece::Castle,
                square: geometry.name_idx(from),
                moves: set(moves),
                captures: set(captures),
                hop_moves: Vec::new(),
                hop_captures: Vec::new(),
                initial_moves: Vec::new(),
                leaves: piece.left_behind().map(Piece::letter),
            }
        })
        .collect()
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use crate::any::Catalog;

    use super::PieceDiagram;

    fn diagram(game: &str, letter: char) -> PieceDiagram {
        Catalog::builtin()
            .get(game)
            .unwrap()
            .piece_diagrams()
            .into_iter()
            .find(|d| d.letter == letter)
            .unwrap()
    }

    fn list(text: &str) -> Vec<String> {
        text.split_whitespace().map(str::to_owned).collect()
    }

    #[test]
    fn chess_pieces_from_d4() {
        let n = diagram("chess", 'N');
        assert_eq!(n.square, "d4");
        assert_eq!(n.moves, list("c2 e2 b3 f3 b5 f5 c6 e6"));
        assert_eq!(n.captures, n.moves);
        let p = diagram("chess", 'P');
        assert_eq!(p.moves, list("d5"));
        assert_eq!(p.captures, list("c5 e5"));
        assert_eq!(p.initial_moves, list("d6"));
        assert!(p.hop_captures.is_empty() && !p.royal);
        let k = diagram("chess", 'K');
        assert!(k.royal);
        assert_eq!(k.moves.len(), 8);
        assert_eq!(diagram("chess", 'Q').moves.len(), 27);
        assert_eq!(diagram("chess", 'B').moves.len(), 13);
        assert_eq!(diagram("chess", 'R').captures.len(), 14);
    }

    #[test]
    fn turnover_components_from_d4() {
        let castle = diagram("turnover", 'C');
        assert!(castle.royal);
        assert_eq!(castle.moves, list("d5 d6"));
        assert_eq!(castle.captures, list("c5 e5"));
        assert_eq!(castle.leaves, Some('Q'));
        let knight = diagram("turnover", 'N');
        assert_eq!(knight.moves.len(), 8);
        assert_eq!(knight.leaves, Some('B'));
        assert_eq!(diagram("turnover", 'Q').moves.len(), 27);
        let pawn = diagram("turnover", 'P');
        assert_eq!((pawn.moves, pawn.leaves), (list("d5"), None));
    }

    #[test]
    fn transformer_double_knight_and_backward_pawn() {
        let n = diagram("transformer", 'N');
        assert_eq!(n.square, "e5");
        assert_eq!(n.moves.len(), 16);
        assert!(n.moves.contains(&"a3".to_owned()) && n.moves.contains(&"i7".to_owned()));
        assert_eq!(diagram("transformer", 'Q').moves.len(), 24);
        let p = diagram("transformer", 'P');
        assert_eq!(p.moves, list("e3"));
        assert!(p.captures.is_empty());
    }

    #[test]
    fn turkish_shogi_captures_over_a_screen() {
        let s = diagram("turkish", 'S');
        assert_eq!(s.square, "d5");
        assert!(s.captures.is_empty() && s.hop_moves.is_empty());
        assert_eq!(s.moves.len(), 7 + 9);
        // The square next to it cannot be taken by a hop: the screen would have to stand there.
        assert!(!s.hop_captures.contains(&"d6".to_owned()));
        assert!(s.hop_captures.contains(&"d7".to_owned()));
        assert_eq!(s.hop_captures.len(), 16 - 4);
        let e = diagram("turkish", 'E');
        assert!(
            e.hop_captures.contains(&"f7".to_owned()) && !e.hop_captures.contains(&"e6".to_owned())
        );
    }
}
