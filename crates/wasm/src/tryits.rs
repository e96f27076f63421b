//! "Try it" boards made from a variant file (the rules page of a player's variant): for each
//! piece, a position with it alone on a central square (and the two royal pieces in opposite
//! corners, so that the position is one the rules accept; in a game without a royal piece, a
//! piece guarded like one: Spartan chess's king), and the move the reader is asked to
//! make: the piece's legal move that goes farthest, which shows its range or its leap best. The
//! rules decide everything (legal moves, the position after the move), so the page needs none.

use serde_json::{json, Value};
use turnpan_rules::{Game, Square};

use crate::analysis::catalog_with;

/// One Try-it per piece that has a legal move from the centre, as JSON: `[{"id", "letter",
/// "name", "fen", "from", "to", "to_label", "uci", "legal", "result"}]` (`legal`: every legal
/// move of the position, engine notation; `to_label`: the target as the board labels it), or
/// `{"error": "..."}` for a file that is not a game.
///
/// ```
/// let text = turnpan_rules::Variant::builtin_source("chess").unwrap();
/// let tries: serde_json::Value = serde_json::from_str(&turnpan_wasm::try_its(text)).unwrap();
/// let knight = tries.as_array().unwrap().iter().find(|t| t["letter"] == "N").unwrap();
/// assert_eq!(knight["from"], "d4");
/// assert_eq!(knight["uci"], "d4b3"); // the first of the knight's eight, all two squares away
/// ```
pub fn try_its(file: &str) -> String {
    match build(file) {
        Ok(list) => Value::Array(list),
        Err(e) => json!({ "error": e }),
    }
    .to_string()
}

fn build(file: &str) -> Result<Vec<Value>, String> {
    let (catalog, id) = catalog_with("@tryit/variant", Some(file))?;
    let rules = catalog.get(&id).ok_or_else(|| format!("no game {id}"))?;
    let v = rules
        .variant()
        .ok_or_else(|| "a game of code, not of a file".to_owned())?;
    let g = v.geometry();
    let (files, ranks) = (g.files(), g.ranks());
    // The royal piece, or in a game without one the first piece guarded like it (Spartan
    // chess's king, Sho shogi's): alone on its side, it is guarded as a royal piece is.
    let royal = v
        .pieces()
        .iter()
        .find(|p| p.royal)
        .or_else(|| v.pieces().iter().find(|p| p.pseudo_royal))
        .map(|p| p.letter)
        .ok_or_else(|| "no royal piece".to_owned())?;
    let centre = ((files - 1) / 2, (ranks - 1) / 2);
    let mut out = Vec::new();
    for piece in v.pieces() {
        // The piece in the centre, the royal pieces in two corners: the first arrangement the
        // rules accept (a queen in the centre would check a king on its diagonal).
        let corners = [
            (0, 0),
            (files - 1, ranks - 1),
            (0, ranks - 1),
            (files - 1, 0),
        ];
        let arrangements = corners
            .iter()
            .flat_map(|&white| corners.iter().map(move |&black| (white, black)));
        let game = arrangements
            .filter(|&(white, black)| white != black && white != centre && black != centre)
            .filter(|&(white, _)| piece.letter != royal || white == (0, 0))
            .find_map(|(white, black)| {
                let mut placed = vec![(centre, piece.letter), (black, royal.to_ascii_lowercase())];
                if piece.letter != royal {
                    placed.push((white, royal));
                }
                let fen = format!("{} w - - 0 1", placement(files, ranks, &placed));
                catalog.from_fen(&id, &fen).ok().map(|game| (game, fen))
            });
        let Some((game, fen)) = game else {
            continue; // a board too small, or no position the rules accept (a pawn in its zone)
        };
        let mut legal = Vec::new();
        game.legal_moves(&mut legal);
        let from = g.square(centre.0, centre.1);
        let distance = |to: Square| {
            let (f, r) = (i32::from(g.file_of(to)), i32::from(g.rank_of(to)));
            let (cf, cr) = (i32::from(centre.0), i32::from(centre.1));
            (f - cf).abs().max((r - cr).abs())
        };
        let best = legal
            .iter()
            .filter(|&&m| game.move_squares(m).0 == from)
            .map(|&m| (distance(game.move_squares(m).1), game.uci(m), m))
            .min_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
        let Some((_, uci, mv)) = best else { continue };
        let to = game.move_squares(mv).1;
        let mut after = game.clone();
        after.play_unchecked(mv);
        out.push(json!({
            "id": format!("generic-{}", piece.letter.to_ascii_lowercase()),
            "letter": piece.letter.to_string(),
            "name": piece.name,
            "fen": fen,
            "from": g.square_name(from),
            "to": g.square_name(to),
            "to_label": g.square_label(to, v.first_rank_label()),
            "uci": uci,
            "legal": legal.iter().map(|&m| game.uci(m)).collect::<Vec<_>>(),
            "result": after.fen(),
        }));
    }
    Ok(out)
}

/// A FEN placement with the given pieces (file and rank from 0, White's rank 0 at the bottom).
fn placement(files: u8, ranks: u8, pieces: &[((u8, u8), char)]) -> String {
    let mut rows = Vec::new();
    for rank in (0..ranks).rev() {
        let mut row = String::new();
        let mut empty = 0;
        for file in 0..files {
            match pieces.iter().find(|(s, _)| *s == (file, rank)) {
                Some((_, letter)) => {
                    if empty > 0 {
                        row.push_str(&empty.to_string());
                        empty = 0;
                    }
                    row.push(*letter);
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            row.push_str(&empty.to_string());
        }
        rows.push(row);
    }
    rows.join("/")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tries(text: &str) -> Vec<Value> {
        serde_json::from_str::<Value>(&try_its(text))
            .unwrap()
            .as_array()
            .unwrap()
            .clone()
    }

    #[test]
    fn every_piece_of_turkish_chess_gets_a_farthest_move_the_rules_allow() {
        let list = tries(turnpan_rules::Variant::builtin_source("turkish").unwrap());
        let letters: Vec<&str> = list.iter().map(|t| t["letter"].as_str().unwrap()).collect();
        // Every piece has a move from the centre (the cannons move without a screen).
        assert_eq!(
            letters,
            ["K", "Q", "G", "C", "M", "R", "B", "N", "S", "E", "P"]
        );
        for t in &list {
            let legal: Vec<&str> = t["legal"]
                .as_array()
                .unwrap()
                .iter()
                .map(|m| m.as_str().unwrap())
                .collect();
            assert!(legal.contains(&t["uci"].as_str().unwrap()), "{t}");
            assert_ne!(t["result"], t["fen"]);
        }
        // Ranks are labelled from 0 on this board: the wire's d8 is the board's d7.
        let rook = list.iter().find(|t| t["letter"] == "R").unwrap();
        assert_eq!((&rook["from"], &rook["to"]), (&json!("d5"), &json!("d10")));
        assert_eq!(rook["to_label"], "d9");
    }

    #[test]
    fn a_queen_in_the_centre_gets_kings_off_its_lines() {
        let list = tries(turnpan_rules::Variant::builtin_source("chess").unwrap());
        let letters: Vec<&str> = list.iter().map(|t| t["letter"].as_str().unwrap()).collect();
        assert_eq!(letters, ["K", "Q", "R", "B", "N", "P"]);
        let queen = list.iter().find(|t| t["letter"] == "Q").unwrap();
        // Black's king not on h8 (the diagonal from d4): on a8, the next corner.
        assert_eq!(queen["fen"], "k7/8/8/8/3Q4/8/8/K7 w - - 0 1");
    }

    #[test]
    fn without_a_royal_piece_the_guarded_one_takes_the_corners() {
        // Spartan chess: no royal piece, its kings guarded like one.
        let list = tries(include_str!("../../../variants/examples/spartan.toml"));
        let letters: Vec<&str> = list.iter().map(|t| t["letter"].as_str().unwrap()).collect();
        assert_eq!(
            letters,
            ["K", "Q", "R", "B", "N", "P", "G", "W", "L", "C", "H"]
        );
        let general = list.iter().find(|t| t["letter"] == "G").unwrap();
        assert_eq!(general["fen"], "7k/8/8/8/3G4/8/8/K7 w - - 0 1");
    }

    #[test]
    fn a_file_that_is_no_game_is_an_error() {
        let answer: Value = serde_json::from_str(&try_its("id = 1")).unwrap();
        assert!(answer["error"].is_string());
    }
}
