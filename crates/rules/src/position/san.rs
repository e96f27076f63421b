//! Move notation for the games defined as data: UCI (engine coordinates) and SAN (display
//! labels, e.g. Turkish Chess's ranks 0–9).

use crate::bitboard::Bitboard;
use crate::game::PieceKind;
use crate::moves::{CastlingSide, Move, MoveError, MoveErrorKind, MoveKind};
use crate::variant::WinCondition;

use super::Position;

impl<B: Bitboard> Position<B> {
    /// UCI text of a move: `e2e4`, `e7e8q`, castling as the king's two-square move (in
    /// Chess960 games as the king onto its partner, `b1a1`).
    pub fn uci_of(&self, mv: Move) -> String {
        let g = self.rules.geometry;
        if let Some(gated) = mv.gated() {
            // Fairy-Stockfish's forms: `b1c3h` brings a hawk to b1; castling that brings it
            // to the partner's square is written from there to the king's (`h1e1h`).
            let letter = self.rules.variant.pieces[gated.index()]
                .letter
                .to_ascii_lowercase();
            let mut out = match (mv.kind, self.castling_rook_from(mv)) {
                (MoveKind::CastleGate(gate), Some(rook)) if gate.on_partner() => {
                    g.name_idx(rook) + &g.name_idx(mv.from)
                }
                _ => self.uci_of(mv.without_gate()),
            };
            out.push(letter);
            return out;
        }
        if let MoveKind::Drop(kind) = mv.kind {
            return self.drop_text(kind.index(), mv.promotion.is_some(), &g.name_idx(mv.to));
        }
        if self.rules.chess960 {
            if let Some(rook) = self.castling_rook_from(mv) {
                return g.name_idx(mv.from) + &g.name_idx(rook);
            }
        }
        let mut out = g.name_idx(mv.from);
        out.push_str(&g.name_idx(mv.to));
        if let Some(kind) = mv.promotion {
            let pieces = &self.rules.variant.pieces;
            let mover = self.piece(mv.from).map(|(_, k)| &pieces[k]);
            let new = PieceKind::new(kind);
            // Fairy-Stockfish's forms of a piece turning shogi-style: `b2b4+` promotes,
            // `b2b4-` turns a promoted piece back.
            out.push(if mover.is_some_and(|p| p.promotes_to == Some(new)) {
                '+'
            } else if mover.is_some_and(|p| p.promoted_from == Some(new)) {
                '-'
            } else {
                pieces[usize::from(kind)].letter.to_ascii_lowercase()
            });
        }
        out
    }

    /// Reads a UCI move and checks it is legal. The king moving onto its own rook is read as
    /// the castling it stands for (docs/rules/chess.md section 6).
    ///
    /// # Errors
    /// A [`MoveError`]: malformed text, no own piece on the origin, a missing or needless
    /// promotion piece, or an illegal move.
    pub fn parse_uci_move(&self, text: &str) -> Result<Move, MoveError> {
        let g = self.rules.geometry;
        let malformed = || MoveError::new(text, MoveErrorKind::NotEngineNotation);
        if let Some((piece, square)) = text.split_once('@') {
            let to = g.parse_idx(square, 1).map_err(|_| malformed())?;
            return self.parse_drop(text, piece, to);
        }
        if self.rules.gating {
            if let Some(mv) = self.gating_move_written(text) {
                return Ok(mv);
            }
        }
        let (from, rest) = g.split_square(text, 1).ok_or_else(malformed)?;
        let (to, rest) = g.split_square(rest, 1).ok_or_else(malformed)?;
        let promotion = match rest.chars().collect::<Vec<_>>().as_slice() {
            [] => None,
            ['+'] => {
                // A shogi-style promotion: into the piece's own promoted form.
                let target = self
                    .piece(from)
                    .and_then(|(_, k)| self.rules.variant.pieces[k].promotes_to);
                Some(target.map_or(usize::MAX, PieceKind::index))
            }
            ['-'] => {
                // A promoted piece turning back into what it was.
                let target = self
                    .piece(from)
                    .and_then(|(_, k)| self.rules.variant.pieces[k].promoted_from);
                Some(target.map_or(usize::MAX, PieceKind::index))
            }
            [c] if c.is_ascii_alphabetic() => {
                Some(self.rules.variant.kind_index(*c).ok_or_else(|| {
                    MoveError::new(text, MoveErrorKind::UnknownPiece { letter: *c })
                })?)
            }
            _ => return Err(malformed()),
        };
        let mut legal = Vec::new();
        self.legal_moves_into(&mut legal);
        let wanted = promotion.map(|k| k as u8);
        let same = |m: &&Move| m.from == from && m.to == to && m.promotion == wanted;
        // A king's step comes before castling to the same square (Chess960: `f1g1` steps,
        // `f1h1` castles).
        if let Some(mv) = legal
            .iter()
            .filter(|m| m.castling_side().is_none())
            .find(same)
        {
            return Ok(*mv);
        }
        if promotion.is_none() {
            if let Some(mv) = self.castling_onto_rook(&legal, from, to) {
                return Ok(mv);
            }
        }
        if let Some(mv) = legal.iter().find(same) {
            return Ok(*mv);
        }
        match self.piece(from) {
            None => {
                return Err(MoveError::new(
                    text,
                    MoveErrorKind::NoPiece {
                        square: g.name_idx(from),
                    },
                ))
            }
            Some((c, _)) if c != self.turn => {
                return Err(MoveError::new(
                    text,
                    MoveErrorKind::NotYourPiece {
                        square: g.name_idx(from),
                        side: self.turn,
                    },
                ))
            }
            _ => {}
        }
        let same_squares: Vec<&Move> = legal
            .iter()
            .filter(|m| m.from == from && m.to == to)
            .collect();
        if let Some(first) = same_squares.first() {
            if promotion.is_none() && first.promotion.is_some() {
                let choices: Vec<String> = same_squares
                    .iter()
                    .filter_map(|m| m.promotion)
                    .map(|k| {
                        self.rules.variant.pieces[usize::from(k)]
                            .letter
                            .to_ascii_lowercase()
                            .to_string()
                    })
                    .collect();
                return Err(MoveError::new(
                    text,
                    MoveErrorKind::MissingPromotion { choices },
                ));
            }
            return Err(MoveError::new(text, MoveErrorKind::BadPromotion));
        }
        Err(MoveError::new(text, MoveErrorKind::Illegal))
    }

    /// `N@e4`: a piece letter (either case; a pawn's may be left out in SAN) and a square;
    /// `+P@e4` for a piece of the hand put down as its promoted form (Fairy-Stockfish's form).
    fn drop_text(&self, kind: usize, promoted: bool, square: &str) -> String {
        let plus = if promoted { "+" } else { "" };
        format!("{plus}{}@{square}", self.rules.variant.pieces[kind].letter)
    }

    /// The legal drop of the piece `letter` (one letter; empty: the pawn) on `to`; `+` and
    /// the letter, or the promoted form's own letter, for a drop as the promoted form.
    fn parse_drop(&self, text: &str, letter: &str, to: u8) -> Result<Move, MoveError> {
        let r = &*self.rules;
        let (plus, letter) = match letter.strip_prefix('+') {
            Some(rest) => (true, rest),
            None => (false, letter),
        };
        let mut chars = letter.chars();
        let kind = match (chars.next(), chars.next()) {
            (None, _) if !plus => r.variant.pieces.iter().position(|p| p.pawn),
            (Some(c), None) if c.is_ascii_alphabetic() => {
                Some(r.variant.kind_index(c).ok_or_else(|| {
                    MoveError::new(text, MoveErrorKind::UnknownPiece { letter: c })
                })?)
            }
            _ => None,
        };
        let Some(kind) = kind else {
            return Err(MoveError::new(text, MoveErrorKind::NotAlgebraic));
        };
        // The promoted form named by its own letter is the piece it came from, turned over.
        let (kind, promoted) = match r.variant.pieces[kind].promoted_from {
            Some(from) if !plus => (from.index(), Some(kind as u8)),
            _ if plus => {
                let Some(target) = r.variant.pieces[kind].promotes_to else {
                    return Err(MoveError::new(text, MoveErrorKind::Illegal));
                };
                (kind, Some(target.get()))
            }
            _ => (kind, None),
        };
        if !r.has_drops || self.hand_count(self.turn, kind) == 0 {
            let letter = r.variant.pieces[kind].letter;
            return Err(MoveError::new(text, MoveErrorKind::NotInHand { letter }));
        }
        let mut legal = Vec::new();
        self.legal_moves_into(&mut legal);
        legal
            .into_iter()
            .find(|m| {
                m.to == to
                    && m.dropped().is_some_and(|k| k.index() == kind)
                    && m.promotion == promoted
            })
            .ok_or_else(|| MoveError::new(text, MoveErrorKind::Illegal))
    }

    /// The legal gating move written `text` in UCI (the letter of the piece that enters in
    /// either case).
    fn gating_move_written(&self, text: &str) -> Option<Move> {
        if !text.ends_with(|c: char| c.is_ascii_alphabetic()) {
            return None;
        }
        let mut legal = Vec::new();
        self.legal_moves_into(&mut legal);
        legal
            .into_iter()
            .find(|&m| m.gated().is_some() && self.uci_of(m).eq_ignore_ascii_case(text))
    }

    fn castling_onto_rook(&self, legal: &[Move], from: u8, to: u8) -> Option<Move> {
        legal
            .iter()
            .copied()
            .find(|&m| m.from == from && self.castling_rook_from(m) == Some(to))
    }

    /// The square the rook of a castling move starts on (the side to move's); `None` for
    /// any other move.
    pub(crate) fn castling_rook_from(&self, mv: Move) -> Option<u8> {
        let side = mv.castling_side()?;
        self.castling_move(self.turn, side)
            .as_ref()
            .filter(|c| c.king_from == mv.from)
            .map(|c| c.rook_from)
    }

    /// Whether the move takes a piece (en passant included).
    pub fn is_capture_move(&self, mv: Move) -> bool {
        match mv.kind {
            MoveKind::EnPassant => true,
            MoveKind::Castle(_) => false,
            // Sittuyin's pawn promoting where it stands takes nothing.
            MoveKind::Normal => mv.from != mv.to && self.occupied().has(mv.to),
            MoveKind::Gate(_) => self.occupied().has(mv.to),
            MoveKind::Drop(_) | MoveKind::CastleGate(_) | MoveKind::Pass => false,
        }
    }

    /// SAN of a legal move, with the variant's display rank labels.
    pub fn san_of(&self, mv: Move) -> String {
        let mut out = self.san_without_suffix(mv, None);
        if self.rules.variant.rules.win == WinCondition::Checkmate {
            let mut after = self.clone();
            after.play_move(mv);
            if after.in_check(after.turn) {
                let mut replies = Vec::new();
                after.legal_moves_into(&mut replies);
                out.push(if replies.is_empty() { '#' } else { '+' });
            }
        }
        out
    }

    fn san_without_suffix(&self, mv: Move, legal: Option<&[Move]>) -> String {
        if mv.kind == MoveKind::Pass {
            return "pass".into();
        }
        let r = &*self.rules;
        let g = r.geometry;
        let label = |sq: u8| g.label_idx(sq, r.variant.first_rank_label);
        if let Some(gated) = mv.gated() {
            // Fairy-Stockfish's forms: `Nc3/H`; castling names the gate too, `O-O/Hh1`.
            let mut out = self.san_without_suffix(mv.without_gate(), legal);
            out.push('/');
            out.push(r.variant.pieces[gated.index()].letter);
            if let MoveKind::CastleGate(gate) = mv.kind {
                let gate_square = match self.castling_rook_from(mv) {
                    Some(rook) if gate.on_partner() => rook,
                    _ => mv.from,
                };
                out.push_str(&label(gate_square));
            }
            return out;
        }
        if let MoveKind::Castle(side) = mv.kind {
            return if side == CastlingSide::Short {
                "O-O".into()
            } else {
                "O-O-O".into()
            };
        }
        if let MoveKind::Drop(kind) = mv.kind {
            return self.drop_text(kind.index(), mv.promotion.is_some(), &label(mv.to));
        }
        let Some((_, kind)) = self.piece(mv.from) else {
            return self.uci_of(mv);
        };
        let piece = &r.variant.pieces[kind];
        let capture = self.is_capture_move(mv);
        let mut out = String::new();
        let owned;
        let legal = match legal {
            Some(l) => l,
            None => {
                let mut v = Vec::new();
                self.legal_moves_into(&mut v);
                owned = v;
                &owned
            }
        };
        // Other pieces of the kind that may go to the same square: pawns too, in games
        // where two pawns reach one square without capturing (pawns that step sideways).
        // A promotion and a plain move to one square are told apart by the promotion
        // (Sittuyin's pawn promoting onto c4 beside another pushed there).
        let mut rivals: Vec<u8> = legal
            .iter()
            .filter(|m| m.to == mv.to && m.from != mv.from && m.kind == MoveKind::Normal)
            .filter(|m| m.promotion == mv.promotion)
            .filter(|m| self.piece(m.from).is_some_and(|(_, k)| k == kind))
            .map(|m| m.from)
            .collect();
        rivals.dedup();
        let file = g.file_idx(mv.from);
        let rank = g.rank_idx(mv.from);
        if piece.pawn {
            if capture {
                // A pawn's capture always names its file; the rank only when that is not enough.
                out.push(crate::Geometry::file_char(file));
                rivals.retain(|&s| g.file_idx(s) == file);
            }
        } else {
            out.push(piece.letter);
        }
        if !rivals.is_empty() {
            if piece.pawn && capture {
                out.push_str(&(i32::from(rank) + r.variant.first_rank_label).to_string());
            } else if rivals.iter().all(|&s| g.file_idx(s) != file) {
                out.push(crate::Geometry::file_char(file));
            } else if rivals.iter().all(|&s| g.rank_idx(s) != rank) {
                out.push_str(&(i32::from(rank) + r.variant.first_rank_label).to_string());
            } else {
                out.push_str(&label(mv.from));
            }
        }
        if capture {
            out.push('x');
        }
        out.push_str(&label(mv.to));
        if let Some(p) = mv.promotion {
            out.push('=');
            out.push(r.variant.pieces[usize::from(p)].letter);
        }
        out
    }

    /// Reads a SAN move (display labels) and checks it is legal. Accepts `0-0` for `O-O`,
    /// missing or extra check marks, a promotion without `=`, and over-specified origins.
    ///
    /// # Errors
    /// A [`MoveError`]: unreadable, illegal, or ambiguous.
    pub fn parse_san_move(&self, text: &str) -> Result<Move, MoveError> {
        let core = text.trim_end_matches(['+', '#', '!', '?']);
        let core = match core {
            "0-0" => "O-O",
            "0-0-0" => "O-O-O",
            // A pass as PGN's null move and as XBoard writes it.
            "--" | "@@@@" => "pass",
            c => c,
        };
        if core.is_empty() {
            return Err(MoveError::new(text, MoveErrorKind::Empty));
        }
        let mut legal = Vec::new();
        self.legal_moves_into(&mut legal);
        if let Some(mv) = legal
            .iter()
            .find(|&&m| self.san_without_suffix(m, Some(&legal)) == core)
        {
            return Ok(*mv);
        }
        if core == "O-O" || core == "O-O-O" {
            return Err(MoveError::new(text, MoveErrorKind::CastlingNotLegal));
        }
        self.parse_san_loosely(text, core, &legal)
    }

    fn parse_san_loosely(&self, text: &str, core: &str, legal: &[Move]) -> Result<Move, MoveError> {
        let r = &*self.rules;
        let g = r.geometry;
        let unreadable = || MoveError::new(text, MoveErrorKind::NotAlgebraic);
        if let Some((piece, square)) = core.split_once('@') {
            let to = g
                .parse_idx(square, r.variant.first_rank_label)
                .map_err(|_| unreadable())?;
            return self.parse_drop(text, piece, to);
        }
        let mut s = core;
        let mut promotion = None;
        if let Some(last) = s.chars().last().filter(char::is_ascii_uppercase) {
            let head = &s[..s.len() - 1];
            if head.ends_with('=') || head.ends_with(|c: char| c.is_ascii_digit()) {
                promotion = Some(r.variant.kind_index(last).ok_or_else(unreadable)?);
                s = head.trim_end_matches('=');
            }
        }
        let dest_start = s
            .rfind(|c: char| c.is_ascii_lowercase())
            .ok_or_else(unreadable)?;
        let to = g
            .parse_idx(&s[dest_start..], r.variant.first_rank_label)
            .map_err(|_| unreadable())?;
        let mut prefix = &s[..dest_start];
        prefix = prefix.strip_suffix('x').unwrap_or(prefix);
        let mut kind_filter = None;
        if let Some(c) = prefix.chars().next().filter(char::is_ascii_uppercase) {
            kind_filter = Some(r.variant.kind_index(c).ok_or_else(unreadable)?);
            prefix = &prefix[1..];
        }
        let mut file = None;
        if let Some(c) = prefix.chars().next().filter(char::is_ascii_lowercase) {
            file = Some(c as u8 - b'a');
            prefix = &prefix[1..];
        }
        let rank = if prefix.is_empty() {
            None
        } else {
            let n: i32 = prefix.parse().map_err(|_| unreadable())?;
            Some(n - r.variant.first_rank_label)
        };
        let candidates: Vec<Move> = legal
            .iter()
            .copied()
            .filter(|m| m.to == to && m.promotion == promotion.map(|k| k as u8))
            .filter(|m| {
                let Some((_, k)) = self.piece(m.from) else {
                    return false;
                };
                let kind_ok = match kind_filter {
                    Some(want) => k == want && !r.variant.pieces[k].pawn,
                    None => r.variant.pieces[k].pawn,
                };
                kind_ok
                    && file.is_none_or(|f| g.file_idx(m.from) == f)
                    && rank.is_none_or(|rk| i32::from(g.rank_idx(m.from)) == rk)
            })
            .collect();
        match candidates.as_slice() {
            [mv] => Ok(*mv),
            [] => Err(MoveError::new(text, MoveErrorKind::Illegal)),
            _ => Err(MoveError::new(text, MoveErrorKind::Ambiguous)),
        }
    }
}
