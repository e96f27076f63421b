//! Import of chessvariants.com Interactive Diagram presets into Turnpan variant files.
//!
//! A preset is a list of `key=value` settings and piece definitions
//! `name:ID:betza:image:white squares,,black squares` separated by white space (squares may be
//! ranges such as `a2-h2`). Settings that describe rules become fields of the variant file;
//! appearance settings are listed as ignored; anything unknown is reported, never dropped
//! silently. The result is checked by [`crate::Variant::from_toml`] before it is returned.

use std::fmt::Write;

use crate::geometry::Geometry;
use crate::variant::draft::{Draft, DraftCastling, DraftPiece};
use crate::variant::FormRules;

/// What an import produced: the variant file and notes on what was not carried over.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DiagramImport {
    /// The variant file (TOML).
    pub toml: String,
    /// Keys and modifiers that were not translated, one note each.
    pub notes: Vec<String>,
}

/// Why a preset could not be imported.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("diagram preset, word {word} ('{text}'): {message}")]
pub struct DiagramError {
    /// 1-based index of the white-space separated word at fault (0: the preset as a whole).
    pub word: usize,
    /// The word.
    pub text: String,
    /// What is wrong.
    pub message: String,
}

const APPEARANCE_KEYS: [&str; 19] = [
    "graphicsDir",
    "graphicsType",
    "squareSize",
    "whitePrefix",
    "blackPrefix",
    "lightShade",
    "darkShade",
    "coordColor",
    "rimColor",
    "borders",
    "useMarkers",
    "satellite",
    "firstRank",
    "flip",
    "hiliteColor",
    "pieceFont",
    "markerColor",
    "fontSize",
    "startShade",
];

struct PieceDef {
    name: String,
    letter: char,
    betza: String,
    white: Vec<u8>,
    black: Vec<u8>,
    royal: bool,
    pawn: bool,
}

/// Converts an Interactive Diagram preset into a variant file with the given id.
///
/// # Errors
/// A [`DiagramError`] naming the word that could not be read, or the resulting variant's error.
///
/// ```
/// use turnpan_rules::diagram::import;
/// let preset = "files=8 ranks=8 promoZone=1 promoChoice=QRBN royal=K \
///     pawn:P:ifmnDfmWfceF::a2-h2,,a7-h7 knight:N:N::b1,g1,,b8,g8 bishop:B:B::c1,f1,,c8,f8 \
///     rook:R:R::a1,h1,,a8,h8 queen:Q:Q::d1,,d8 king:K:K::e1,,e8";
/// let out = import("mini", preset).unwrap();
/// assert!(out.toml.contains("betza = \"ifmnDfmWfcF\""));
/// assert!(out.toml.contains("en_passant = true"));
/// ```
pub fn import(id: &str, preset: &str) -> Result<DiagramImport, DiagramError> {
    let words: Vec<&str> = preset.split_whitespace().collect();
    let fail = |i: usize, message: String| DiagramError {
        word: i + 1,
        text: words.get(i).unwrap_or(&"").to_string(),
        message,
    };
    let mut notes = Vec::new();
    let (mut files, mut ranks) = (8u8, 8u8);
    let mut promo_zone = None;
    let mut promo_choice = String::new();
    let mut stalemate = "draw";
    let mut bare_king_loses = false;
    let mut royal_key: Option<String> = None;
    let mut mirror = true;
    let mut piece_words = Vec::new();
    for (i, word) in words.iter().enumerate() {
        if let Some((key, value)) = word.split_once('=') {
            let number = || {
                value
                    .parse::<u8>()
                    .map_err(|_| fail(i, format!("'{value}' is not a number")))
            };
            match key {
                "files" => files = number()?,
                "ranks" => ranks = number()?,
                "promoZone" => promo_zone = Some(number()?),
                "promoChoice" => promo_choice = value.trim_start_matches('!').to_owned(),
                "stalemate" => {
                    stalemate = match value {
                        "win" => "win",
                        "draw" => "draw",
                        "loss" | "lose" => "loss",
                        _ => return Err(fail(i, format!("unknown stalemate result '{value}'"))),
                    }
                }
                "baring" => bare_king_loses = value == "0" || value == "1",
                "royal" => royal_key = Some(value.to_owned()),
                "symmetry" => {
                    mirror = match value {
                        "mirror" | "none" => true,
                        "rotate" => false,
                        _ => return Err(fail(i, format!("unknown symmetry '{value}'"))),
                    }
                }
                k if APPEARANCE_KEYS.contains(&k) => {
                    notes.push(format!("ignored appearance setting {word}"))
                }
                _ => notes.push(format!(
                    "unknown key '{key}' (value '{value}') not translated"
                )),
            }
        } else if word.contains(':') {
            piece_words.push(i);
        } else {
            notes.push(format!(
                "word '{word}' is neither a setting nor a piece; not translated"
            ));
        }
    }
    let geometry = Geometry::new(files, ranks).ok_or_else(|| DiagramError {
        word: 0,
        text: String::new(),
        message: format!("a {files}x{ranks} board is not supported"),
    })?;
    let mut pieces: Vec<PieceDef> = Vec::new();
    let mut en_passant = false;
    let mut castling_range = None;
    for i in piece_words {
        let parts: Vec<&str> = words[i].split(':').collect();
        if parts.len() < 5 {
            return Err(fail(i, "a piece is name:ID:betza:image:squares".into()));
        }
        let name = parts[0].to_owned();
        let letter = parts[1]
            .chars()
            .next()
            .or_else(|| name.chars().next())
            .map(|c| c.to_ascii_uppercase())
            .filter(char::is_ascii_uppercase)
            .ok_or_else(|| fail(i, "the piece needs a letter".into()))?;
        let (betza, ep, castle) = translate_betza(parts[2]);
        en_passant |= ep;
        if castle.is_some() {
            castling_range = castle;
        }
        if betza.is_empty() {
            return Err(fail(
                i,
                "no Betza moves given (the diagram's built-in defaults are not known here)".into(),
            ));
        }
        let squares = parts[4..].join(":");
        let (white_text, black_text) = match squares.split_once(",,") {
            Some((w, b)) => (w.to_owned(), Some(b.to_owned())),
            None => (squares.clone(), None),
        };
        let white = parse_squares(geometry, &white_text).map_err(|m| fail(i, m))?;
        let black = match black_text {
            Some(b) => parse_squares(geometry, &b).map_err(|m| fail(i, m))?,
            None => white
                .iter()
                .map(|&sq| {
                    let (f, r) = (geometry.file_idx(sq), geometry.rank_idx(sq));
                    let f = if mirror { f } else { files - 1 - f };
                    geometry.sq_at(f, ranks - 1 - r)
                })
                .collect(),
        };
        let pawn = letter == 'P' || name.eq_ignore_ascii_case("pawn");
        pieces.push(PieceDef {
            name,
            letter,
            betza,
            white,
            black,
            royal: false,
            pawn,
        });
    }
    if pieces.is_empty() {
        return Err(DiagramError {
            word: 0,
            text: String::new(),
            message: "no pieces defined".into(),
        });
    }
    let royal_index = match &royal_key {
        Some(k) => k
            .parse::<usize>()
            .ok()
            .and_then(|n| n.checked_sub(1))
            .filter(|&n| n < pieces.len())
            .or_else(|| pieces.iter().position(|p| k.starts_with(p.letter))),
        None => pieces
            .iter()
            .position(|p| p.letter == 'K' || p.name.eq_ignore_ascii_case("king")),
    };
    let royal_index = royal_index.ok_or_else(|| DiagramError {
        word: 0,
        text: royal_key.clone().unwrap_or_default(),
        message: "no royal piece (king) found".into(),
    })?;
    pieces[royal_index].royal = true;
    pieces[royal_index].pawn = false;

    let mut board = vec![None; geometry.squares()];
    for p in &pieces {
        for (&sq, black) in p
            .white
            .iter()
            .map(|s| (s, false))
            .chain(p.black.iter().map(|s| (s, true)))
        {
            board[usize::from(sq)] = Some(if black {
                p.letter.to_ascii_lowercase()
            } else {
                p.letter
            });
        }
    }
    let mut castling = None;
    let mut rights = String::from("-");
    if let Some(n) = castling_range {
        let king = &pieces[royal_index];
        if let Some(&ksq) = king.white.first() {
            let kf = geometry.file_idx(ksq);
            let rook = pieces
                .iter()
                .find(|p| p.letter == 'R')
                .map_or('R', |p| p.letter);
            let short_king = kf + n;
            let long_king = kf.checked_sub(n);
            if short_king < files - 1 {
                if let Some(lk) = long_king.filter(|&l| l > 0) {
                    castling = Some(DraftCastling {
                        king_file: kf,
                        king: None,
                        rooks: vec![rook],
                        rank: 1,
                        short: Some((files - 1, short_king, short_king - 1)),
                        long: Some((0, lk, lk + 1)),
                        by_drops: false,
                        chess960: false,
                    });
                    rights = "KQkq".into();
                }
            }
        }
    }
    let mut placement = String::new();
    for rank in (0..ranks).rev() {
        let mut empty = 0;
        for file in 0..files {
            match board[usize::from(geometry.sq_at(file, rank))] {
                None => empty += 1,
                Some(c) => {
                    if empty > 0 {
                        let _ = write!(placement, "{empty}");
                        empty = 0;
                    }
                    placement.push(c);
                }
            }
        }
        if empty > 0 {
            let _ = write!(placement, "{empty}");
        }
        if rank > 0 {
            placement.push('/');
        }
    }
    let choices: Vec<char> = promo_choice
        .chars()
        .filter(|c| c.is_ascii_uppercase())
        .filter(|c| pieces.iter().any(|p| p.letter == *c && !p.royal && !p.pawn))
        .collect();
    let mut comments =
        vec!["Imported from an Interactive Diagram preset by `turnpan import-diagram`.".to_owned()];
    comments.extend(notes.iter().map(|n| format!("note: {n}")));
    let draft = Draft {
        comments,
        id: id.to_owned(),
        name: id.to_owned(),
        description: String::new(),
        files,
        ranks,
        start: format!("{placement} w {rights} - 0 1"),
        en_passant,
        en_passant_ranks: Vec::new(),
        pieces: pieces
            .iter()
            .map(|p| DraftPiece {
                letter: p.letter,
                name: p.name.clone(),
                betza: p.betza.clone(),
                royal: p.royal,
                pseudo_royal: false,
                pawn: p.pawn,
                region: Vec::new(),
                zone_moves: None,
                initial_ranks: Vec::new(),
                first_move_right: false,
                line_moves: None,
                no_hop_over: Vec::new(),
            })
            .collect(),
        castling,
        promotion: promo_zone
            .filter(|_| !choices.is_empty())
            .map(|zone| (zone, choices)),
        promotion_black: None,
        promotion_squares: None,
        promotion_optional: false,
        promotion_in_place: false,
        promotion_limits: std::collections::BTreeMap::new(),
        drops: None,
        rules: FormRules {
            stalemate: stalemate.into(),
            bare_king_loses,
            insufficient_material: !bare_king_loses,
            flag_needs_mating_material: !bare_king_loses,
            ..FormRules::default()
        },
        diagonal_lines: Vec::new(),
    };
    let toml = draft.to_toml();
    crate::Variant::from_toml(&format!("{id}.toml"), &toml).map_err(|e| DiagramError {
        word: 0,
        text: String::new(),
        message: format!("the translated variant is not valid: {e}"),
    })?;
    Ok(DiagramImport { toml, notes })
}

/// Strips the Interactive Diagram's extensions that Turnpan expresses elsewhere: `e` (en
/// passant capture) becomes the variant's en-passant rule; `O<n>` (castling) becomes its
/// castling section. Returns the Betza text, whether `e` appeared, and the castling distance.
fn translate_betza(text: &str) -> (String, bool, Option<u8>) {
    let mut out = String::new();
    let mut ep = false;
    let mut castle = None;
    let mut prefix = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            'e' => ep = true,
            'O' => {
                let mut n = String::new();
                while let Some(d) = chars.peek().filter(|d| d.is_ascii_digit()) {
                    n.push(*d);
                    chars.next();
                }
                castle = Some(n.parse().unwrap_or(2));
                prefix.clear();
            }
            c if c.is_ascii_lowercase() => prefix.push(c),
            c => {
                out.push_str(&prefix);
                prefix.clear();
                out.push(c);
            }
        }
    }
    (out, ep, castle)
}

fn parse_squares(geometry: Geometry, text: &str) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    for item in text.split(',').filter(|s| !s.is_empty()) {
        match item.split_once('-') {
            Some((a, b)) => {
                let a = geometry.parse_idx(a, 1).map_err(|e| e.to_string())?;
                let b = geometry.parse_idx(b, 1).map_err(|e| e.to_string())?;
                let (fa, ra, fb, rb) = (
                    geometry.file_idx(a),
                    geometry.rank_idx(a),
                    geometry.file_idx(b),
                    geometry.rank_idx(b),
                );
                for r in ra.min(rb)..=ra.max(rb) {
                    for f in fa.min(fb)..=fa.max(fb) {
                        out.push(geometry.sq_at(f, r));
                    }
                }
            }
            None => out.push(geometry.parse_idx(item, 1).map_err(|e| e.to_string())?),
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn transformer_style_preset() {
        let preset = "files=9 ranks=9 promoZone=9 promoChoice=NBRQ stalemate=win baring=0 squareSize=50 \
            pawn:P:bmD:pawn:a3-i3,,a7-i7 knight:N:N2:knight:b2,h2,,b8,h8 bishop:B:FAG:bishop:c2,g2,,c8,g8 \
            rook:R:WDH:rook:a2,d2,f2,i2,,a8,d8,f8,i8 queen:Q:WFDAHG:queen:e2,,e8 king:K:K:king:e1,,e9";
        let out = import("transformer-import", preset).unwrap();
        assert!(
            out.toml.contains(
                "start = \"4k4/rnbrqrbnr/ppppppppp/9/9/9/PPPPPPPPP/RNBRQRBNR/4K4 w - - 0 1\""
            ),
            "{}",
            out.toml
        );
        assert!(out.toml.contains("stalemate = \"win\""));
        assert!(out.toml.contains("bare_king_loses = true"));
        assert!(out.notes.iter().any(|n| n.contains("squareSize")));
        let v = crate::Variant::from_toml("t.toml", &out.toml).unwrap();
        assert_eq!(v.promotion.zone, 9);
        assert_eq!(v.promotion.choices(crate::Color::White).len(), 4);
    }

    #[test]
    fn unknown_keys_are_reported() {
        let out = import(
            "x",
            "files=8 ranks=8 frobnicate=3 king:K:K::e1,,e8 rook:R:R::a1,,a8",
        )
        .unwrap();
        assert!(out.notes.iter().any(|n| n.contains("frobnicate")));
        assert!(out.toml.contains("frobnicate"));
    }

    #[test]
    fn bad_presets_name_the_word() {
        let e = import("x", "files=x king:K:K::e1").unwrap_err();
        assert_eq!(e.word, 1);
        let e = import("x", "files=8 ranks=8 king:K:K::z9").unwrap_err();
        assert_eq!(e.word, 3);
        assert!(import("x", "files=8").is_err());
    }
}
