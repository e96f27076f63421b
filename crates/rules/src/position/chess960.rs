//! Castling rights of Chess960 games (`[castling] chess960`, docs/variants.md "Chess960"):
//! the king and its partners start on any files of the castling rank, so each right names
//! its partner. The FEN's castling field reads `K`/`Q` (the outermost partner on that side)
//! or the partner's file (`HFhb`, Shredder and X-FEN alike); it is written as X-FEN, the file
//! only where `K` or `Q` would name another partner.

use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::moves::CastlingSide;

use super::fen::FenErrorKind;
use super::Position;

impl<B: Bitboard> Position<B> {
    /// Reads the castling field of a Chess960 game into castling bits (checked against the
    /// board later, like any castling right). A right whose king or partner is missing is
    /// dropped, as in the other games.
    ///
    /// # Errors
    /// The index of the letter at fault and why: a letter that is neither `K`, `Q` nor a
    /// file of the board, or a side's right given twice.
    pub(super) fn read_castling_960(&mut self, text: &str) -> Result<u8, (usize, FenErrorKind)> {
        let mut rights = 0u8;
        if text == "-" {
            return Ok(0);
        }
        for (i, letter) in text.chars().enumerate() {
            let color = if letter.is_ascii_uppercase() {
                Color::White
            } else {
                Color::Black
            };
            let rook = self
                .partner_named(color, letter)
                .ok_or((i, FenErrorKind::BadCastling { letter }))?;
            let Some(bit) = rook.and_then(|rook| self.name_partner(color, rook)) else {
                continue;
            };
            if rights & bit != 0 {
                return Err((i, FenErrorKind::RepeatedCastling { letter }));
            }
            rights |= bit;
        }
        Ok(rights)
    }

    /// The square a castling letter of `color` names: `K` the outermost partner on the short
    /// side's end of the rank, `Q` on the long side's, a file letter that file's square
    /// (`Some(None)` when there is no partner for `K` or `Q`). `None` for any other letter.
    pub(super) fn partner_named(&self, color: Color, letter: char) -> Option<Option<u8>> {
        let g = self.rules.geometry;
        let files = g.files();
        let rank = self.castling_rank(color)?;
        let outermost = |order: &mut dyn Iterator<Item = u8>| {
            order
                .map(|f| g.sq_at(f, rank))
                .find(|&sq| self.is_partner(color, sq))
        };
        match letter.to_ascii_uppercase() {
            'K' => Some(outermost(&mut (0..files).rev())),
            'Q' => Some(outermost(&mut (0..files))),
            c if c.is_ascii_uppercase() && (c as u32 - u32::from(b'A')) < u32::from(files) => {
                Some(Some(g.sq_at(c as u8 - b'A', rank)))
            }
            _ => None,
        }
    }

    /// Makes the partner on `rook` the one `color`'s castling on its side names, when the
    /// castling king stands on the rank and a partner of `color` on `rook`: returns the
    /// right's castling bit.
    pub(super) fn name_partner(&mut self, color: Color, rook: u8) -> Option<u8> {
        let king = self.castling_king_square(color)?;
        if !self.is_partner(color, rook) {
            return None;
        }
        let g = self.rules.geometry;
        let (king_file, rook_file) = (g.file_idx(king), g.file_idx(rook));
        let side = if rook_file > king_file {
            CastlingSide::Short
        } else {
            CastlingSide::Long
        };
        let at = self.rules.castling_index(color, side, king_file, rook_file);
        self.rules.castling_any.get(at).copied().flatten()?;
        self.castle_at[color.index()][side.index()] = u16::try_from(at).ok()?;
        Some(1 << (color.index() * 2 + side.index()))
    }

    /// Writes the castling rights of a Chess960 game as X-FEN: per side (White first) `K`
    /// and `Q` where the partner is the outermost one on that side, its file otherwise.
    pub(super) fn write_castling_960(&self, out: &mut String) {
        let start = out.len();
        for color in Color::ALL {
            for (side, short_letter) in [(CastlingSide::Short, 'K'), (CastlingSide::Long, 'Q')] {
                if self.castling >> (color.index() * 2 + side.index()) & 1 == 0 {
                    continue;
                }
                let Some(c) = self.castling_move(color, side) else {
                    continue;
                };
                out.push(
                    if self.partner_named(color, short_letter) == Some(Some(c.rook_from)) {
                        color.fold(short_letter, short_letter.to_ascii_lowercase())
                    } else {
                        self.file_letter(color, c.rook_from)
                    },
                );
            }
        }
        if out.len() == start {
            out.push('-');
        }
    }

    /// The letter of a square's file as a FEN's castling field writes it for `color`: upper
    /// case for White, lower case for Black.
    pub(super) fn file_letter(&self, color: Color, sq: u8) -> char {
        let letter = char::from(b'a' + self.rules.geometry.file_idx(sq));
        color.fold(letter.to_ascii_uppercase(), letter)
    }

    /// The rank `color` castles on, in games with castling.
    fn castling_rank(&self, color: Color) -> Option<u8> {
        let c = self.rules.variant.castling.as_ref()?;
        let last = self.rules.geometry.ranks() - 1;
        Some(color.fold(c.rank, last - c.rank))
    }

    /// The square of `color`'s castling king on its castling rank (the lowest file's, should
    /// there be more than one).
    pub(super) fn castling_king_square(&self, color: Color) -> Option<u8> {
        let c = self.rules.variant.castling.as_ref()?;
        let rank = self.castling_rank(color)?;
        let g = self.rules.geometry;
        (self.pieces(color, c.king.index()))
            .squares()
            .find(|&sq| g.rank_idx(sq) == rank)
    }

    /// Whether a castling partner of `color` stands on `sq`.
    fn is_partner(&self, color: Color, sq: u8) -> bool {
        let Some(c) = self.rules.variant.castling.as_ref() else {
            return false;
        };
        self.piece(sq)
            .is_some_and(|(owner, kind)| owner == color && c.rooks >> kind & 1 != 0)
    }
}

impl<B: Bitboard> Position<B> {
    /// A start position of a Chess960 game: the pieces of the variant's castling rank
    /// shuffled by `seed` (the same seed, the same start), the king between partners on
    /// each castling side, each colour-bound kind on as many light and dark squares as in
    /// the variant's start, and Black's rank the mirror of White's. Other games get their
    /// own start.
    ///
    /// # Example
    /// ```
    /// use std::sync::Arc;
    /// use turnpan_rules::{Position, Rules, Variant};
    /// let text = std::fs::read_to_string(concat!(
    ///     env!("CARGO_MANIFEST_DIR"),
    ///     "/../../variants/examples/chess960.toml"
    /// ))
    /// .unwrap();
    /// let variant = Variant::from_toml("chess960.toml", &text).unwrap();
    /// let rules = Arc::new(Rules::<u64>::new(variant).unwrap());
    /// let start = Position::shuffled_start(rules, 7);
    /// let back_rank = start.to_fen().split('/').last().unwrap().to_owned();
    /// assert_eq!(back_rank.split(' ').next().unwrap().len(), 8);
    /// ```
    pub fn shuffled_start(rules: std::sync::Arc<super::Rules<B>>, seed: u64) -> Position<B> {
        if let Some(fen) = shuffled_start_fen(&rules, seed) {
            if let Ok(pos) = Position::from_fen(std::sync::Arc::clone(&rules), &fen) {
                return pos;
            }
        }
        Position::start(rules)
    }
}

/// The FEN of a shuffled start (see [`Position::shuffled_start`]), or `None` in a game
/// without Chess960 castling or when no arrangement keeps the conditions.
fn shuffled_start_fen<B: Bitboard>(rules: &super::Rules<B>, seed: u64) -> Option<String> {
    let variant = &rules.variant;
    let c = variant.castling.as_ref().filter(|c| c.chess960)?;
    let g = rules.geometry;
    let fields: Vec<&str> = variant.start_fen.split(' ').collect();
    let (placement, hands) = match fields.first()?.split_once('[') {
        Some((board, hand)) => (board, Some(hand)),
        None => (*fields.first()?, None),
    };
    if placement.contains('+') {
        // Promoted pieces in a start position: no Chess960 game has them.
        return None;
    }
    let mut rows: Vec<Vec<Option<char>>> = placement.split('/').map(expand_row).collect();
    let ranks = usize::from(g.ranks());
    let files = usize::from(g.files());
    if rows.len() != ranks || rows.iter().any(|r| r.len() != files) {
        return None;
    }
    let white_row = ranks - 1 - usize::from(c.rank);
    let black_row = usize::from(c.rank);
    let original = rows[white_row].clone();
    let occupied: Vec<usize> = (0..files).filter(|&f| original[f].is_some()).collect();
    let mut pieces: Vec<char> = occupied.iter().filter_map(|&f| original[f]).collect();
    let dark = |f: usize| (f + usize::from(c.rank)) % 2 == 0;
    let colour_bound = |letter: char| {
        variant.kind_index(letter).is_some_and(|k| {
            let atoms = &variant.pieces[k].atoms;
            !atoms.is_empty()
                && atoms
                    .iter()
                    .all(|a| a.steps.iter().all(|&(dx, dy)| (dx + dy) % 2 == 0))
        })
    };
    // Per colour-bound letter, how many stand on dark squares in the variant's start.
    let on_dark = |row: &[Option<char>], letter: char| {
        (0..files)
            .filter(|&f| row[f] == Some(letter) && dark(f))
            .count()
    };
    let king = variant.pieces[c.king.index()].letter;
    let is_partner = |l: char| variant.kind_index(l).is_some_and(|k| c.rooks >> k & 1 != 0);
    let mut rng = super::magic::SplitMix(seed);
    for _ in 0..10_000 {
        // Fisher–Yates.
        for i in (1..pieces.len()).rev() {
            let j = (rng.next() % (i as u64 + 1)) as usize;
            pieces.swap(i, j);
        }
        let mut row = vec![None; files];
        for (&f, &p) in occupied.iter().zip(&pieces) {
            row[f] = Some(p);
        }
        let king_file = row.iter().position(|&p| p == Some(king))?;
        let partner_on =
            |mut range: std::ops::Range<usize>| range.any(|f| row[f].is_some_and(is_partner));
        let sides_ok = (c.sides[0].is_none() || partner_on(king_file + 1..files))
            && (c.sides[1].is_none() || partner_on(0..king_file));
        let colours_ok = pieces
            .iter()
            .filter(|&&p| colour_bound(p))
            .all(|&p| on_dark(&row, p) == on_dark(&original, p));
        if !(sides_ok && colours_ok) {
            continue;
        }
        rows[white_row] = row.clone();
        rows[black_row] = row
            .iter()
            .map(|p| p.map(|l| l.to_ascii_lowercase()))
            .collect();
        let mut fen = rows
            .iter()
            .map(|r| compress_row(r))
            .collect::<Vec<_>>()
            .join("/");
        if let Some(hand) = hands {
            fen.push('[');
            fen.push_str(hand);
        }
        let castling = if fields.get(2).is_none_or(|f| *f == "-") {
            "-".to_owned()
        } else if rules.gating {
            // Every first-rank piece may open its gate (S-chess).
            let letters: String = occupied
                .iter()
                .map(|&f| char::from(b'A' + f as u8))
                .collect();
            format!("{letters}{}", letters.to_ascii_lowercase())
        } else {
            let short = if c.sides[0].is_some() { "K" } else { "" };
            let long = if c.sides[1].is_some() { "Q" } else { "" };
            format!(
                "{short}{long}{}{}",
                short.to_lowercase(),
                long.to_lowercase()
            )
        };
        let mut out = vec![
            fen,
            fields.get(1).copied().unwrap_or("w").to_owned(),
            castling,
        ];
        out.extend(fields.iter().skip(3).map(|s| (*s).to_owned()));
        return Some(out.join(" "));
    }
    None
}

/// A FEN row with its digits spelled out as empty squares (`"r2k"` → r, -, -, k). Rows with
/// multi-digit runs (`"10"`) and holes read as the FEN reader reads them.
fn expand_row(text: &str) -> Vec<Option<char>> {
    let mut out = Vec::new();
    let mut run = 0usize;
    for ch in text.chars() {
        if let Some(d) = ch.to_digit(10) {
            run = run * 10 + d as usize;
            continue;
        }
        out.extend(std::iter::repeat_n(None, run));
        run = 0;
        out.push(Some(ch));
    }
    out.extend(std::iter::repeat_n(None, run));
    out
}

/// The inverse of [`expand_row`].
fn compress_row(row: &[Option<char>]) -> String {
    let mut out = String::new();
    let mut run = 0;
    for p in row {
        match p {
            None => run += 1,
            Some(l) => {
                if run > 0 {
                    out.push_str(&run.to_string());
                    run = 0;
                }
                out.push(*l);
            }
        }
    }
    if run > 0 {
        out.push_str(&run.to_string());
    }
    out
}
