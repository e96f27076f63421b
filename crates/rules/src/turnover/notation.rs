//! Move notation (docs/rules/turnover.md): coordinates (section 9.1) and the display notation
//! (section 9.2).

use crate::color::Color;
use crate::moves::{MoveError, MoveErrorKind};

use super::stacks::{board, Move, Piece};
use super::Position;

/// What happens on the destination square (section 4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Effect {
    /// Onto an empty square; `split` when components stay on the origin.
    Move { split: bool },
    /// Onto a friendly stack that the component fits.
    Combination,
    /// Onto an enemy stack that the component fits.
    Turnover,
    /// Onto an enemy stack that it does not fit: the piece taken.
    Capture(Piece),
}

/// A legal move described for people.
#[derive(Clone, Copy, Debug)]
struct Described {
    from: u8,
    to: u8,
    /// The piece on the origin before the move.
    mover: Piece,
    effect: Effect,
    /// The stack on the destination after the move, promotion included.
    result: Piece,
    /// Whether promotion changed the destination.
    promoted: bool,
}

/// A piece's letter in the display notation; a Pawn has none.
fn letter(piece: Piece) -> &'static str {
    match piece {
        Piece::Pawn => "",
        Piece::Bishop => "B",
        Piece::Rook => "R",
        Piece::Knight => "N",
        Piece::Queen => "Q",
        Piece::Castle => "C",
    }
}

impl Described {
    /// The short form (section 9.2's first table).
    fn short(&self) -> String {
        let dest = board().name_idx(self.to);
        match self.effect {
            Effect::Capture(taken) => {
                // Decision 22: neither Pawns nor Castles have a letter as capturing movers.
                let mover = match self.mover {
                    Piece::Pawn | Piece::Castle => "",
                    other => letter(other),
                };
                let promotion = if self.promoted { "Q" } else { "" };
                format!("{mover}x{}{dest}{promotion}", letter(taken))
            }
            Effect::Turnover => format!(":{}{dest}", letter(self.result)),
            Effect::Combination | Effect::Move { split: false } => {
                format!("{}{dest}", letter(self.result))
            }
            Effect::Move { split: true } => format!(".{}{dest}", letter(self.result)),
        }
    }

    /// The long form, used when two legal moves share a short form.
    fn long(&self) -> String {
        let g = board();
        let origin = g.name_idx(self.from);
        let dest = if g.file_idx(self.from) == g.file_idx(self.to) {
            (g.rank_idx(self.to) + 1).to_string()
        } else {
            g.name_idx(self.to)
        };
        let (mark, piece) = match self.effect {
            Effect::Capture(taken) => ("x", letter(taken)),
            Effect::Turnover => (":", letter(self.result)),
            Effect::Combination => ("", letter(self.result)),
            Effect::Move { split: true } => (".", letter(self.result)),
            Effect::Move { split: false } if self.promoted => ("", letter(self.result)),
            Effect::Move { split: false } => ("", ""),
        };
        let promotion = if self.promoted && matches!(self.effect, Effect::Capture(_)) {
            "Q"
        } else {
            ""
        };
        format!(
            "{}{origin}{mark}{piece}{dest}{promotion}",
            letter(self.mover)
        )
    }
}

impl Position {
    fn describe(&self, mv: Move) -> Option<Described> {
        let (_, mover) = self.stack(mv.from)?;
        let moving = mover.moving_component();
        let effect = match self.stack(mv.to) {
            None => Effect::Move {
                split: mover.left_behind().is_some(),
            },
            Some((owner, target)) => match (owner == self.turn, target.fit(moving)) {
                (true, _) => Effect::Combination,
                (false, Some(_)) => Effect::Turnover,
                (false, None) => Effect::Capture(target),
            },
        };
        let mut after = self.clone();
        after.play_move(mv);
        let (_, result) = after.stack(mv.to)?;
        let arrived = match self.stack(mv.to) {
            Some((owner, target)) if owner == self.turn || target.fit(moving).is_some() => {
                target.fit(moving)
            }
            _ => Piece::from_components(moving.mask()),
        };
        Some(Described {
            from: mv.from,
            to: mv.to,
            mover,
            effect,
            result,
            promoted: arrived != Some(result),
        })
    }

    /// The display notation of a legal move (section 9.2): the short form, or the long form
    /// when another legal move has the same short form, then `+` or `++`.
    pub fn display_notation(&self, mv: Move) -> String {
        let Some(described) = self.describe(mv) else {
            return mv.to_string();
        };
        let short = described.short();
        let mut legal = Vec::new();
        self.generate(&mut super::movegen::MoveList(&mut legal));
        let shared = legal
            .iter()
            .filter(|&&other| other != mv)
            .any(|&other| self.describe(other).is_some_and(|d| d.short() == short));
        let mut text = if shared { described.long() } else { short };
        text.push_str(self.suffix_after(mv));
        text
    }

    /// `++` when the opponent is checkmated or has no Castle left, `+` when it is in check
    /// (decision 23).
    fn suffix_after(&self, mv: Move) -> &'static str {
        let mut after = self.clone();
        after.play_move(mv);
        let opponent: Color = after.turn;
        if after.castles(opponent) == 0 {
            "++"
        } else if after.in_check(opponent) {
            if after.has_legal_move() {
                "+"
            } else {
                "++"
            }
        } else {
            ""
        }
    }

    /// Reads a coordinate move (section 9.1) and checks that it is legal.
    pub(crate) fn parse_coordinates(&self, text: &str) -> Result<Move, MoveError> {
        let mv: Move = text
            .parse()
            .map_err(|_| MoveError::new(text, MoveErrorKind::NotCoordinates))?;
        let mut legal = Vec::new();
        self.generate(&mut super::movegen::MoveList(&mut legal));
        if legal.contains(&mv) {
            return Ok(mv);
        }
        let g = board();
        Err(match self.stack(mv.from) {
            None => MoveError::new(
                text,
                MoveErrorKind::NoPiece {
                    square: g.name_idx(mv.from),
                },
            ),
            Some((color, _)) if color != self.turn => MoveError::new(
                text,
                MoveErrorKind::NotYourPiece {
                    square: g.name_idx(mv.from),
                    side: self.turn,
                },
            ),
            _ if legal.is_empty() => MoveError::new(text, MoveErrorKind::GameOver),
            _ => MoveError::new(text, MoveErrorKind::Illegal),
        })
    }

    /// Reads a move in the display notation (short or long form, with or without `+`/`++`) and
    /// checks that it is legal.
    pub(crate) fn parse_display_notation(&self, text: &str) -> Result<Move, MoveError> {
        let bare = text.trim_end_matches('+');
        if bare.is_empty() || bare.len() > 16 || !bare.is_ascii() {
            return Err(MoveError::new(text, MoveErrorKind::NotTurnoverNotation));
        }
        let mut legal = Vec::new();
        self.generate(&mut super::movegen::MoveList(&mut legal));
        let described: Vec<Described> = legal.iter().filter_map(|&mv| self.describe(mv)).collect();
        if let Some(d) = described.iter().find(|d| d.long() == bare) {
            return Ok(Move {
                from: d.from,
                to: d.to,
            });
        }
        let matching: Vec<&Described> = described.iter().filter(|d| d.short() == bare).collect();
        match matching.as_slice() {
            [one] => Ok(Move {
                from: one.from,
                to: one.to,
            }),
            [] if legal.is_empty() => Err(MoveError::new(text, MoveErrorKind::GameOver)),
            [] => Err(MoveError::new(text, MoveErrorKind::NoSuchMove)),
            several => Err(MoveError::new(
                text,
                MoveErrorKind::AmbiguousOneOf {
                    options: several.iter().map(|d| d.long()).collect(),
                },
            )),
        }
    }
}
