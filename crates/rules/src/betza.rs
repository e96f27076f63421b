//! Betza notation: a piece's moves as text (`K`, `QN`, `mRcpR`, `fmWfcFifmnD`, `N2`).
//!
//! Supported: the leaper atoms `W F D N A H C Z G` (plus `L` = `C` and `J` = `Z`), the shorthands
//! `K` (`WF`), `R` (`WW`), `B` (`FF`), `Q` (`WWFF`), a doubled atom for a rider (`NN`), a
//! trailing range (`R3`, `N2`; `0` = unlimited), and the prefixes `m` (move only), `c` (capture
//! only), `f b l r v s` (directions, relative to the piece's owner), `n` (lame: the squares in
//! between must be empty), `p` (hop over exactly one piece, cannon-style), `g` (grasshopper: land
//! just beyond the hurdle) and `i` (only from the piece's starting rank).
//!
//! Directions combine as in XBoard's Betza: letters in a row are a union (`fb` = forward and
//! backward), except that a vertical letter followed by a horizontal one names the single diagonal
//! between them (`fl`, `br`), a doubled letter names the narrow images on that side (`ffN`:
//! the two knight leaps that go two ranks forward; `rrN`: the two that go two files right), and
//! on an oblique atom a vertical letter then `s` or `v` is their intersection (`fsN`: the two
//! forward leaps that go two files sideways).

use std::fmt;

/// What a move may do on its destination.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Modality {
    /// Onto an empty square or an enemy piece.
    Both,
    /// Onto an empty square only (`m`).
    MoveOnly,
    /// Onto an enemy piece only (`c`).
    CaptureOnly,
}

impl Modality {
    /// Whether the move may land on an empty square.
    pub fn moves(self) -> bool {
        self != Modality::CaptureOnly
    }
    /// Whether the move may capture.
    pub fn captures(self) -> bool {
        self != Modality::MoveOnly
    }
}

/// How a rider treats the first piece in its way.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Hop {
    /// Stops at the first piece (ordinary slider or leaper).
    #[default]
    None,
    /// Must jump exactly one piece (the screen), then slides on (`p`).
    Cannon,
    /// Must jump the first piece and lands right behind it (`g`).
    Grasshopper,
}

/// One kind of step of a piece, in the owner's frame (`dy > 0` is forward).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Atom {
    /// The step vectors `(file delta, rank delta)` for White; Black's are mirrored vertically.
    pub steps: Vec<(i8, i8)>,
    /// 1 for a leaper, `n > 1` for a rider limited to `n` steps, 0 for an unlimited rider.
    pub range: u8,
    /// Move, capture, or both.
    pub modality: Modality,
    /// Cannon or grasshopper behaviour.
    pub hop: Hop,
    /// Lame leaper: the squares between origin and destination must be empty.
    pub lame: bool,
    /// Only from the piece's starting rank.
    pub initial: bool,
}

impl Atom {
    /// Whether this atom slides (more than one step along its vector).
    pub fn is_rider(&self) -> bool {
        self.range != 1 || self.hop != Hop::None
    }
}

/// An error in a Betza string, naming the character and its column (1-based).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct BetzaError {
    /// The whole text.
    pub text: String,
    /// 1-based column of the offending character (one past the end for a missing atom).
    pub column: usize,
    /// What is wrong (see [`BetzaError::message`] for it in English).
    pub kind: BetzaErrorKind,
    /// How many characters from `column` are at fault (0: none, as for a missing letter).
    pub len: u8,
}

impl BetzaError {
    /// The characters at fault (a letter, a range), empty when none.
    pub fn detail(&self) -> String {
        self.text
            .chars()
            .skip(self.column.saturating_sub(1))
            .take(usize::from(self.len))
            .collect()
    }

    /// What is wrong, in English.
    pub fn message(&self) -> String {
        self.kind.message(&self.detail())
    }
}

/// The kinds of [`BetzaError`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum BetzaErrorKind {
    /// Nothing written.
    Empty,
    /// A lower-case letter that is no modifier.
    UnknownModifier,
    /// Modifiers at the end, with no piece letter after them.
    NoPieceLetter,
    /// An upper-case letter that is no atom or shorthand.
    UnknownPieceLetter,
    /// A range above 64.
    RangeTooLarge,
    /// `n` on a rider.
    LameRider,
    /// Direction letters that leave the atom no move.
    NoDirectionLeft,
}

impl BetzaErrorKind {
    /// The English message, with `detail` in it.
    fn message(self, detail: &str) -> String {
        match self {
            BetzaErrorKind::Empty => "empty piece description".into(),
            BetzaErrorKind::UnknownModifier => format!("unknown modifier '{detail}'"),
            BetzaErrorKind::NoPieceLetter => "modifiers without a piece letter after them".into(),
            BetzaErrorKind::UnknownPieceLetter => format!("unknown piece letter '{detail}'"),
            BetzaErrorKind::RangeTooLarge => format!("range '{detail}' is too large"),
            BetzaErrorKind::LameRider => "'n' (lame) only applies to leapers".into(),
            BetzaErrorKind::NoDirectionLeft => {
                format!("the directions leave no move for '{detail}'")
            }
        }
    }
}

impl fmt::Display for BetzaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Betza '{}', column {}: {}",
            self.text,
            self.column,
            self.message()
        )
    }
}

/// Parses a Betza string into atoms.
///
/// # Errors
/// A [`BetzaError`] naming the first character that cannot be read and its column.
///
/// ```
/// use turnpan_rules::betza::{parse, Modality, Hop};
/// let cannon = parse("mRcpR").unwrap();
/// assert_eq!(cannon.len(), 2);
/// assert_eq!(cannon[1].modality, Modality::CaptureOnly);
/// assert_eq!(cannon[1].hop, Hop::Cannon);
/// let err = parse("fmX").unwrap_err();
/// assert_eq!(err.column, 3);
/// ```
pub fn parse(text: &str) -> Result<Vec<Atom>, BetzaError> {
    let err = |column: usize, kind: BetzaErrorKind, len: usize| BetzaError {
        text: text.to_owned(),
        column,
        kind,
        len: u8::try_from(len).unwrap_or(u8::MAX),
    };
    let chars: Vec<char> = text.chars().collect();
    if chars.is_empty() {
        return Err(err(1, BetzaErrorKind::Empty, 0));
    }
    let mut atoms = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let mut prefix = Prefix::default();
        let mut dir_letters = String::new();
        while i < chars.len() && chars[i].is_ascii_lowercase() {
            let c = chars[i];
            match c {
                'm' => prefix.modality = set_modality(prefix.modality, Modality::MoveOnly),
                'c' => prefix.modality = set_modality(prefix.modality, Modality::CaptureOnly),
                'n' => prefix.lame = true,
                'p' => prefix.hop = Hop::Cannon,
                'g' => prefix.hop = Hop::Grasshopper,
                'i' => prefix.initial = true,
                'f' | 'b' | 'l' | 'r' | 'v' | 's' => dir_letters.push(c),
                _ => return Err(err(i + 1, BetzaErrorKind::UnknownModifier, 1)),
            }
            i += 1;
        }
        let Some(&letter) = chars.get(i) else {
            return Err(err(i + 1, BetzaErrorKind::NoPieceLetter, 0));
        };
        let letter_column = i + 1;
        let (base, shorthand_range) = match letter {
            'K' => (vec![W, F], 1),
            'R' => (vec![W], 0),
            'B' => (vec![F], 0),
            'Q' => (vec![W, F], 0),
            _ => match leaper(letter) {
                Some(v) => (vec![v], 1),
                None => return Err(err(letter_column, BetzaErrorKind::UnknownPieceLetter, 1)),
            },
        };
        i += 1;
        let mut range = shorthand_range;
        // A doubled leaper letter makes it a rider: "WW", "NN".
        if shorthand_range == 1 && letter != 'K' && chars.get(i) == Some(&letter) {
            range = 0;
            i += 1;
        }
        let digits_start = i;
        while i < chars.len() && chars[i].is_ascii_digit() {
            i += 1;
        }
        if i > digits_start {
            let digits: String = chars[digits_start..i].iter().collect();
            let n: u8 = digits.parse().ok().filter(|n| *n <= 64).ok_or_else(|| {
                err(
                    digits_start + 1,
                    BetzaErrorKind::RangeTooLarge,
                    i - digits_start,
                )
            })?;
            range = n;
        }
        if prefix.lame && range != 1 {
            return Err(err(letter_column, BetzaErrorKind::LameRider, 1));
        }
        if prefix.hop != Hop::None && range == 1 {
            range = 0;
        }
        for vector in base {
            let steps = select_directions(vector, &dir_letters);
            if steps.is_empty() {
                return Err(err(letter_column, BetzaErrorKind::NoDirectionLeft, 1));
            }
            atoms.push(Atom {
                steps,
                range,
                modality: prefix.modality.unwrap_or(Modality::Both),
                hop: prefix.hop,
                lame: prefix.lame,
                initial: prefix.initial,
            });
        }
    }
    Ok(atoms)
}

#[derive(Default)]
struct Prefix {
    modality: Option<Modality>,
    hop: Hop,
    lame: bool,
    initial: bool,
}

fn set_modality(current: Option<Modality>, new: Modality) -> Option<Modality> {
    match current {
        None => Some(new),
        Some(m) if m == new => Some(m),
        // "mc" is both: the explicit union of the two.
        Some(_) => Some(Modality::Both),
    }
}

const W: (i8, i8) = (1, 0);
const F: (i8, i8) = (1, 1);

fn leaper(letter: char) -> Option<(i8, i8)> {
    Some(match letter {
        'W' => (1, 0),
        'F' => (1, 1),
        'D' => (2, 0),
        'N' => (2, 1),
        'A' => (2, 2),
        'H' => (3, 0),
        'C' | 'L' => (3, 1),
        'Z' | 'J' => (3, 2),
        'G' => (3, 3),
        _ => return None,
    })
}

/// All 8 (or 4) symmetric images of a base vector.
fn images((a, b): (i8, i8)) -> Vec<(i8, i8)> {
    let mut out = Vec::with_capacity(8);
    for (x, y) in [(a, b), (b, a)] {
        for (sx, sy) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
            let v = (x * sx, y * sy);
            if !out.contains(&v) {
                out.push(v);
            }
        }
    }
    out
}

fn select_directions(base: (i8, i8), letters: &str) -> Vec<(i8, i8)> {
    let all = images(base);
    if letters.is_empty() {
        return all;
    }
    let chars: Vec<char> = letters.chars().collect();
    let mut groups: Vec<Box<dyn Fn(i8, i8) -> bool>> = Vec::new();
    let mut k = 0;
    while k < chars.len() {
        let c = chars[k];
        let next = chars.get(k + 1).copied();
        let vertical = matches!(c, 'f' | 'b');
        if matches!(c, 'f' | 'b' | 'l' | 'r') && next == Some(c) {
            // A doubled letter: the narrow images on that side, the more vertical (`ff`, `bb`)
            // or more horizontal (`ll`, `rr`) ones (`ffN`: the shogi knight's two leaps).
            groups.push(match c {
                'f' => Box::new(|x: i8, y: i8| y > 0 && y.abs() > x.abs()),
                'b' => Box::new(|x: i8, y: i8| y < 0 && y.abs() > x.abs()),
                'l' => Box::new(|x: i8, y: i8| x < 0 && x.abs() > y.abs()),
                _ => Box::new(|x: i8, y: i8| x > 0 && x.abs() > y.abs()),
            });
            k += 2;
            continue;
        }
        // On an oblique atom, a vertical letter then `s` or `v` is their intersection, as in
        // XBoard's Betza: `fsN` the two forward leaps that go two files sideways (Cambodian
        // chess's king), `fvN` the same as `ffN`.
        let oblique = base.0 != 0 && base.1 != 0 && base.0 != base.1;
        if vertical && oblique && matches!(next, Some('s') | Some('v')) {
            let (forward, sideways) = (c == 'f', next == Some('s'));
            groups.push(Box::new(move |x: i8, y: i8| {
                y != 0 && (y > 0) == forward && (x.abs() > y.abs()) == sideways
            }));
            k += 2;
            continue;
        }
        // An orthogonal atom has no image both forward and to a side: there `flW` is the
        // forward and the left step, as Fairy-Stockfish reads it (Legan chess's pawn).
        if vertical && matches!(next, Some('l') | Some('r')) && base.1 != 0 {
            let (fy, fx) = (c == 'f', next == Some('r'));
            groups.push(Box::new(move |x, y| {
                (y > 0) == fy && y != 0 && (x > 0) == fx && x != 0
            }));
            k += 2;
            continue;
        }
        groups.push(match c {
            'f' => Box::new(|_, y| y > 0),
            'b' => Box::new(|_, y| y < 0),
            'l' => Box::new(|x, _| x < 0),
            'r' => Box::new(|x, _| x > 0),
            // Vertical / sideways: the more vertical or more horizontal images.
            'v' => Box::new(|x, y| y.abs() > x.abs() || (x == 0 && y != 0)),
            _ => Box::new(|x, y| x.abs() > y.abs() || (y == 0 && x != 0)),
        });
        k += 1;
    }
    all.into_iter()
        .filter(|&(x, y)| groups.iter().any(|g| g(x, y)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn steps(text: &str) -> Vec<(i8, i8)> {
        let mut v: Vec<_> = parse(text)
            .unwrap()
            .into_iter()
            .flat_map(|a| a.steps)
            .collect();
        v.sort_unstable();
        v
    }

    #[test]
    fn vertical_then_sideways_intersects_on_oblique_atoms() {
        assert_eq!(steps("fsN"), [(-2, 1), (2, 1)]);
        assert_eq!(steps("bsN"), [(-2, -1), (2, -1)]);
        assert_eq!(steps("fvN"), steps("ffN"));
        // Elsewhere the letters are still a union: a forward or sideways step.
        assert_eq!(steps("fsW"), [(-1, 0), (0, 1), (1, 0)]);
        assert_eq!(steps("sfN").len(), 6);
    }

    #[test]
    fn doubled_letters_are_narrow() {
        assert_eq!(steps("ffN"), [(-1, 2), (1, 2)]);
        assert_eq!(steps("bbN"), [(-1, -2), (1, -2)]);
        assert_eq!(steps("rrN"), [(2, -1), (2, 1)]);
        assert_eq!(steps("llN"), [(-2, -1), (-2, 1)]);
        // Orthogonal atoms have one image per side: doubled is the same as single.
        assert_eq!(steps("ffW"), steps("fW"));
        // The wide forward knight is still both kinds of forward leap.
        assert_eq!(steps("fN").len(), 4);
    }

    #[test]
    fn chess_pawn() {
        let atoms = parse("fmWfcFifmnD").unwrap();
        assert_eq!(atoms.len(), 3);
        assert_eq!(atoms[0].steps, vec![(0, 1)]);
        assert_eq!(atoms[0].modality, Modality::MoveOnly);
        let mut caps = atoms[1].steps.clone();
        caps.sort_unstable();
        assert_eq!(caps, vec![(-1, 1), (1, 1)]);
        assert!(atoms[2].lame && atoms[2].initial);
        assert_eq!(atoms[2].steps, vec![(0, 2)]);
    }

    #[test]
    fn shorthands_and_ranges() {
        assert_eq!(steps("K").len(), 8);
        assert_eq!(steps("N").len(), 8);
        assert_eq!(
            parse("Q3")
                .unwrap()
                .iter()
                .map(|a| a.range)
                .collect::<Vec<_>>(),
            vec![3, 3]
        );
        assert_eq!(parse("NN").unwrap()[0].range, 0);
        assert_eq!(parse("N2").unwrap()[0].range, 2);
        assert_eq!(steps("bmD"), vec![(0, -2)]);
        assert_eq!(steps("flF"), vec![(-1, 1)]);
        // On an orthogonal atom a mixed pair is both its directions (Legan's pawn).
        assert_eq!(steps("flW"), vec![(-1, 0), (0, 1)]);
        assert_eq!(steps("brD"), vec![(0, -2), (2, 0)]);
        assert_eq!(steps("vN").len(), 4);
        assert_eq!(steps("sW"), vec![(-1, 0), (1, 0)]);
    }

    #[test]
    fn errors_name_character_and_column() {
        let e = parse("QX").unwrap_err();
        assert_eq!(
            (e.column, e.message().as_str()),
            (2, "unknown piece letter 'X'")
        );
        assert_eq!(
            (e.kind, e.detail().as_str()),
            (BetzaErrorKind::UnknownPieceLetter, "X")
        );
        assert_eq!(
            parse("ffF").unwrap_err().kind,
            BetzaErrorKind::NoDirectionLeft
        );
        assert_eq!(parse("R99").unwrap_err().detail(), "99");
        let e = parse("fmWq").unwrap_err();
        assert_eq!(e.column, 4);
        assert!(e.to_string().contains("column 4"));
        assert_eq!(parse("fm").unwrap_err().column, 3);
        assert_eq!(parse("").unwrap_err().column, 1);
        assert!(parse("nR").is_err());
        assert!(parse("R999").is_err());
    }
}
