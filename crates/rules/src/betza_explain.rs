//! Betza notation explained: each group of a piece's Betza text (`fmW`, `fcF`, `ifmnD`) as
//! structured facts that a user interface turns into words in its own language ("moves
//! without capturing, one square straight forward"), with where the group is in the text.
//!
//! The facts come from [`crate::betza::parse`], the parser the rules use, so an explanation
//! never says anything the piece does not do. What the notation means is in
//! `docs/variants.md`, "Pieces in Betza notation".

use serde::Serialize;

use crate::betza::{self, Atom, BetzaError, Hop, Modality};

/// One group of the text: its modifiers, its piece letter and its range (`fmW`, `Q3`, `NN`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Group {
    /// The letters of the group, as written.
    pub text: String,
    /// The 1-based column of its first letter in the whole text.
    pub column: usize,
    /// What it allows: one entry per leap (two for `K` and `Q`, one otherwise).
    pub movements: Vec<Movement>,
}

/// One kind of move of a group, in words-ready form.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Movement {
    /// The leap, as its two coordinates with the larger first: `[1, 0]` a step straight,
    /// `[1, 1]` diagonally, `[2, 1]` the knight's leap.
    pub leap: [u8; 2],
    /// The Betza letter of that leap (`W`, `F`, `D`, `N`, `A`, `H`, `C`, `Z`, `G`).
    pub letter: char,
    /// 1: one leap; 0: any number of leaps in a line; `n > 1`: up to `n` of them.
    pub range: u8,
    /// What it may do where it lands.
    pub modality: Modality,
    /// Whether it jumps over a piece on its way (a cannon, a grasshopper).
    pub hop: Hop,
    /// Only when the squares it passes over are empty (a lame leaper, `n`).
    pub lame: bool,
    /// Only from the piece's starting rank (`i`).
    pub initial: bool,
    /// The directions it goes in, as seen by the piece's owner; every direction of the leap
    /// when `all` is set.
    pub directions: Vec<Direction>,
    /// Whether it goes in every direction its leap has (no direction modifier took any away).
    pub all: bool,
    /// How many of its leap's images it has (an oblique leap like the knight's has two in each
    /// of the four diagonal directions: `fN` has 4 of 8, `ffN` 2).
    pub count: u8,
    /// How many images its leap has: 4 or 8.
    pub of: u8,
}

/// A direction as the piece's owner sees the board, in the order of a clock's hand from
/// straight ahead.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Direction {
    /// Straight ahead.
    Forward,
    /// Ahead and to the right (any leap with both).
    ForwardRight,
    /// Straight to the right.
    Right,
    /// Back and to the right.
    BackwardRight,
    /// Straight back.
    Backward,
    /// Back and to the left.
    BackwardLeft,
    /// Straight to the left.
    Left,
    /// Ahead and to the left.
    ForwardLeft,
}

impl Direction {
    fn of((x, y): (i8, i8)) -> Direction {
        use std::cmp::Ordering::{Equal, Greater, Less};
        match (x.cmp(&0), y.cmp(&0)) {
            (Equal, Greater) => Direction::Forward,
            (Greater, Greater) => Direction::ForwardRight,
            (Greater, Equal) => Direction::Right,
            (Greater, Less) => Direction::BackwardRight,
            (Equal, Less) => Direction::Backward,
            (Less, Less) => Direction::BackwardLeft,
            (Less, Equal) => Direction::Left,
            // (Less, Greater); (Equal, Equal) is no leap and never parsed.
            _ => Direction::ForwardLeft,
        }
    }
}

/// Explains a Betza text group by group.
///
/// # Errors
/// The parser's [`BetzaError`] (the character and its column) when the text is not Betza.
///
/// ```
/// use turnpan_rules::betza::Modality;
/// use turnpan_rules::betza_explain::{explain, Direction};
/// let pawn = explain("fmWfcFifmnD").unwrap();
/// assert_eq!(pawn.len(), 3);
/// assert_eq!((pawn[1].text.as_str(), pawn[1].column), ("fcF", 4));
/// let capture = &pawn[1].movements[0];
/// assert_eq!(capture.modality, Modality::CaptureOnly);
/// assert_eq!(capture.directions, [Direction::ForwardRight, Direction::ForwardLeft]);
/// assert!(pawn[2].movements[0].initial && pawn[2].movements[0].lame);
/// assert!(explain("fmX").is_err());
/// ```
pub fn explain(text: &str) -> Result<Vec<Group>, BetzaError> {
    // The whole text first, so that an error names its column in the whole text; then each
    // group alone (a group's atoms are exactly those the whole text gives for it).
    betza::parse(text)?;
    groups(text)
        .into_iter()
        .map(|(column, group)| {
            let atoms = betza::parse(&group)?;
            let letter = group.chars().find(char::is_ascii_uppercase).unwrap_or('W');
            Ok(Group {
                movements: atoms.iter().map(|a| movement(a, letter)).collect(),
                text: group,
                column,
            })
        })
        .collect()
}

/// Splits a Betza text (already parsed, so well formed) into its groups: lower-case
/// modifiers, a piece letter, the same letter again (a rider), digits (a range).
fn groups(text: &str) -> Vec<(usize, String)> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let start = i;
        while i < chars.len() && chars[i].is_ascii_lowercase() {
            i += 1;
        }
        let Some(&letter) = chars.get(i) else { break };
        i += 1;
        if letter != 'K' && chars.get(i) == Some(&letter) {
            i += 1;
        }
        while i < chars.len() && chars[i].is_ascii_digit() {
            i += 1;
        }
        out.push((start + 1, chars[start..i].iter().collect()));
    }
    out
}

fn movement(atom: &Atom, group_letter: char) -> Movement {
    let (x, y) = atom.steps[0];
    let (a, b) = (x.unsigned_abs(), y.unsigned_abs());
    let leap = [a.max(b), a.min(b)];
    let letter = match (group_letter, leap) {
        // The shorthands stand for their leaps' letters.
        ('K' | 'Q' | 'R' | 'B', [1, 0]) => 'W',
        ('K' | 'Q' | 'R' | 'B', [1, 1]) => 'F',
        ('L', _) => 'C',
        ('J', _) => 'Z',
        (other, _) => other,
    };
    let mut directions: Vec<Direction> = atom.steps.iter().map(|&s| Direction::of(s)).collect();
    directions.sort_unstable();
    directions.dedup();
    let every = if leap[0] == leap[1] || leap[1] == 0 {
        4
    } else {
        8
    };
    Movement {
        leap,
        letter,
        range: atom.range,
        modality: atom.modality,
        hop: atom.hop,
        lame: atom.lame,
        initial: atom.initial,
        all: atom.steps.len() == usize::from(every),
        count: u8::try_from(atom.steps.len()).unwrap_or(u8::MAX),
        of: every,
        directions,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(text: &str) -> Vec<(String, usize)> {
        explain(text)
            .unwrap()
            .into_iter()
            .map(|g| (g.text, g.column))
            .collect()
    }

    #[test]
    fn groups_are_found_with_their_columns() {
        assert_eq!(
            texts("fmWfcFifmnD"),
            [("fmW".into(), 1), ("fcF".into(), 4), ("ifmnD".into(), 7)]
        );
        assert_eq!(texts("NN"), [("NN".into(), 1)]);
        assert_eq!(
            texts("Q3mRcpR"),
            [("Q3".into(), 1), ("mR".into(), 3), ("cpR".into(), 5)]
        );
        assert_eq!(texts("KK"), [("K".into(), 1), ("K".into(), 2)]);
    }

    #[test]
    fn movements_say_what_the_parser_says() {
        let queen = explain("Q").unwrap();
        let q = &queen[0].movements;
        assert_eq!(q.len(), 2);
        assert_eq!((q[0].letter, q[0].range, q[0].all), ('W', 0, true));
        assert_eq!((q[1].letter, q[1].leap), ('F', [1, 1]));
        let knight = &explain("N").unwrap()[0].movements[0];
        assert_eq!((knight.leap, knight.range, knight.all), ([2, 1], 1, true));
        // Its eight leaps go in the four diagonal directions, two in each.
        assert_eq!(
            (knight.directions.len(), knight.count, knight.of),
            (4, 8, 8)
        );
        let narrow = &explain("fN").unwrap()[0].movements[0];
        assert_eq!((narrow.all, narrow.count), (false, 4));
        assert_eq!(
            narrow.directions,
            [Direction::ForwardRight, Direction::ForwardLeft]
        );
        let cannon = &explain("cpR").unwrap()[0].movements[0];
        assert_eq!(
            (cannon.hop, cannon.modality),
            (Hop::Cannon, Modality::CaptureOnly)
        );
        let sideways = &explain("sW").unwrap()[0].movements[0];
        assert_eq!(sideways.directions, [Direction::Right, Direction::Left]);
        assert_eq!(explain("N2").unwrap()[0].movements[0].range, 2);
        assert_eq!(explain("L").unwrap()[0].movements[0].letter, 'C');
    }

    #[test]
    fn errors_are_the_parsers() {
        let e = explain("fmWq").unwrap_err();
        assert_eq!(e.column, 4);
        assert_eq!(explain("").unwrap_err().column, 1);
    }
}
