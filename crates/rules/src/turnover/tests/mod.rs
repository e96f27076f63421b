//! Unit tests of Turnover: tables A-D and promotion (`moves`), the end of the game (`ending`),
//! the display notation (`notation`), and here FEN and a cross-check of the move generator
//! against a slow implementation written straight from the definitions of
//! docs/rules/turnover.md.

mod ending;
mod moves;
mod notation;

use crate::color::Color;
use crate::game::Game;

use super::stacks::{Move, Piece};
use super::Position;

/// A position from FEN; panics on a bad FEN (test helper).
pub(super) fn pos(fen: &str) -> Position {
    Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// A square by name (test helper).
pub(super) fn square(name: &str) -> u8 {
    super::stacks::board().parse_idx(name, 1).unwrap()
}

/// The FEN of the stacks listed as `Pd4 qe5 ...` (upper case White), side to move `turn`.
pub(super) fn setup(stacks: &str, turn: char) -> String {
    let mut board = [['.'; 8]; 8];
    for token in stacks.split_whitespace() {
        let mut chars = token.chars();
        let letter = chars.next().unwrap();
        let sq = square(chars.as_str());
        board[usize::from(sq / 8)][usize::from(sq % 8)] = letter;
    }
    let mut rows = Vec::new();
    for rank in board.iter().rev() {
        let mut row = String::new();
        let mut empty = 0;
        for &c in rank {
            if c == '.' {
                empty += 1;
            } else {
                if empty > 0 {
                    row.push_str(&empty.to_string());
                    empty = 0;
                }
                row.push(c);
            }
        }
        if empty > 0 {
            row.push_str(&empty.to_string());
        }
        rows.push(row);
    }
    format!("{} {turn} - - 10 1", rows.join("/"))
}

/// Legal moves in coordinates, sorted.
pub(super) fn legal(p: &Position) -> Vec<String> {
    let mut moves = Vec::new();
    p.legal_moves(&mut moves);
    let mut out: Vec<String> = moves.iter().map(Move::to_string).collect();
    out.sort();
    out
}

/// The spec's pseudo-legal moves (sections 3 and 4), walked square by square.
fn naive_pseudo(p: &Position, us: Color) -> Vec<Move> {
    let mut out = Vec::new();
    let at = |f: i32, r: i32| -> Option<u8> {
        ((0..8).contains(&f) && (0..8).contains(&r)).then(|| (r * 8 + f) as u8)
    };
    for from in 0..64u8 {
        let Some((color, piece)) = p.stack(from) else {
            continue;
        };
        if color != us {
            continue;
        }
        let moving = piece.moving_component();
        let (f, r) = (i32::from(from % 8), i32::from(from / 8));
        let fwd = us.fold(1, -1);
        let lands = |to: u8| match p.stack(to) {
            None => true,
            Some((owner, target)) => target.fit(moving).is_some() || owner != us,
        };
        let mut add = |to: u8| out.push(Move { from, to });
        match piece {
            Piece::Pawn | Piece::Castle => {
                let straight_ok = |to: u8| match p.stack(to) {
                    None => true,
                    Some((_, target)) => target.fit(moving).is_some(),
                };
                if let Some(one) = at(f, r + fwd) {
                    if straight_ok(one) {
                        add(one);
                    }
                    if piece == Piece::Castle && p.stack(one).is_none() {
                        if let Some(two) = at(f, r + 2 * fwd) {
                            if straight_ok(two) {
                                add(two);
                            }
                        }
                    }
                }
                for df in [-1, 1] {
                    if let Some(to) = at(f + df, r + fwd) {
                        if p.stack(to).is_some() && lands(to) {
                            add(to);
                        }
                    }
                }
            }
            Piece::Knight => {
                for (df, dr) in [
                    (1, 2),
                    (2, 1),
                    (2, -1),
                    (1, -2),
                    (-1, -2),
                    (-2, -1),
                    (-2, 1),
                    (-1, 2),
                ] {
                    if let Some(to) = at(f + df, r + dr) {
                        if lands(to) {
                            add(to);
                        }
                    }
                }
            }
            Piece::Bishop | Piece::Queen | Piece::Rook => {
                let diagonal = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
                let straight = [(1, 0), (-1, 0), (0, 1), (0, -1)];
                let dirs: Vec<(i32, i32)> = match piece {
                    Piece::Bishop => diagonal.to_vec(),
                    Piece::Rook => straight.to_vec(),
                    _ => diagonal.iter().chain(&straight).copied().collect(),
                };
                for (df, dr) in dirs {
                    let mut k = 1;
                    while let Some(to) = at(f + k * df, r + k * dr) {
                        if lands(to) {
                            add(to);
                        }
                        if p.stack(to).is_some() {
                            break;
                        }
                        k += 1;
                    }
                }
            }
        }
    }
    out
}

/// Section 6 word for word: legal when, after it, the mover has a Castle on which no
/// pseudo-legal move of the opponent ends; nothing when a side has no Castle.
fn naive_legal(p: &Position) -> Vec<String> {
    let us = p.turn;
    if p.castles(Color::White) == 0 || p.castles(Color::Black) == 0 {
        return Vec::new();
    }
    let mut out: Vec<String> = naive_pseudo(p, us)
        .into_iter()
        .filter(|&mv| {
            let mut after = p.clone();
            after.play_unchecked(mv);
            let hits: Vec<u8> = naive_pseudo(&after, !us).iter().map(|m| m.to).collect();
            super::tables::squares(after.castles(us)).any(|c| !hits.contains(&c))
        })
        .map(|m| m.to_string())
        .collect();
    out.sort();
    out
}

/// A deterministic pseudo-random sequence for the cross-checks.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) as usize) % n
    }
}

fn cross_check(p: &Position) {
    let fast = legal(p);
    assert_eq!(fast, naive_legal(p), "{}", p.fen());
    assert_eq!(p.count_legal_moves(), fast.len(), "{}", p.fen());
    assert_eq!(p.has_legal_move(), !fast.is_empty(), "{}", p.fen());
    assert_eq!(pos(&p.fen()), *p, "FEN round trip of {}", p.fen());
}

#[test]
fn generator_agrees_with_the_definitions_in_games_from_the_start() {
    let mut rng = Lcg(2019);
    for _ in 0..60 {
        let mut p = Position::start();
        for _ in 0..80 {
            cross_check(&p);
            let mut moves = Vec::new();
            p.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            p.play_unchecked(moves[rng.below(moves.len())]);
        }
    }
}

#[test]
fn generator_agrees_with_the_definitions_on_random_boards() {
    let mut rng = Lcg(24);
    for round in 0..1500 {
        let mut stacks = String::new();
        let count = 4 + rng.below(20);
        for _ in 0..count {
            let letter = b"PBRNQCpbrnqc"[rng.below(12)] as char;
            let sq = rng.below(64);
            stacks.push_str(&format!(
                " {letter}{}{}",
                (b'a' + (sq % 8) as u8) as char,
                sq / 8 + 1
            ));
        }
        // Castles for both sides in most rounds, so that games are not over at once.
        if round % 5 != 0 {
            stacks = format!(
                "C{}1 c{}8{stacks}",
                (b'a' + rng.below(8) as u8) as char,
                (b'a' + rng.below(8) as u8) as char
            );
        }
        let turn = if rng.below(2) == 0 { 'w' } else { 'b' };
        let p = pos(&setup(&stacks, turn));
        cross_check(&p);
    }
}

#[test]
fn start_position_and_fen_round_trip() {
    let p = Position::start();
    assert_eq!(p.fen(), super::START_FEN);
    assert_eq!(legal(&p).len(), 16);
    assert!(legal(&p).iter().all(|m| m.as_bytes()[0] == m.as_bytes()[2]));
    for fen in [
        "cccccccc/8/8/8/8/8/8/CCCCCCCC w - - 0 1",
        "r1b1q2c/pn6/8/3N4/8/8/PPBQRN2/C7 b - - 37 90",
    ] {
        assert_eq!(pos(fen).fen(), fen);
    }
}

#[test]
fn fen_short_forms_and_errors() {
    assert_eq!(pos("cccccccc/8/8/8/8/8/8/CCCCCCCC").fen(), super::START_FEN);
    assert_eq!(
        pos("cccccccc/8/8/8/8/8/8/CCCCCCCC b").fen(),
        "cccccccc/8/8/8/8/8/8/CCCCCCCC b - - 0 1"
    );
    let cases = [
        ("", "placement"),
        ("cccccccc/8/8/8/8/8/8", "placement"),
        ("ccccccccc/8/8/8/8/8/8/CCCCCCCC w - - 0 1", "placement"),
        ("cccccccK/8/8/8/8/8/8/CCCCCCCC w - - 0 1", "placement"),
        ("ccccccc/8/8/8/8/8/8/CCCCCCCC w - - 0 1", "placement"),
        ("cccc0cccc/8/8/8/8/8/8/CCCCCCCC w - - 0 1", "placement"),
        ("cccccccc/8/8/8/8/8/8/CCCCCCCC x - - 0 1", "side to move"),
        ("cccccccc/8/8/8/8/8/8/CCCCCCCC w KQ - 0 1", "castling"),
        ("cccccccc/8/8/8/8/8/8/CCCCCCCC w - e3 0 1", "en passant"),
        ("cccccccc/8/8/8/8/8/8/CCCCCCCC w - - -1 1", "halfmove clock"),
        ("cccccccc/8/8/8/8/8/8/CCCCCCCC w - - 0 0", "fullmove number"),
        ("cccccccc/8/8/8/8/8/8/CCCCCCCC w - - 0 1 x", "position"),
    ];
    for (fen, field) in cases {
        let e = Position::from_fen(fen).expect_err(fen);
        assert_eq!(e.field.as_str(), field, "{fen}: {e}");
    }
    let e = Position::from_fen("cccccccK/8/8/8/8/8/8/CCCCCCCC w - - 0 1").unwrap_err();
    assert_eq!(e.column, Some(8));
    assert!(e.to_string().contains("'K'"), "{e}");
}

#[test]
fn coordinates_are_read_strictly() {
    let p = Position::start();
    assert_eq!(
        p.parse_uci("e1e3").map(|m| m.to_string()),
        Ok("e1e3".to_owned())
    );
    for bad in ["e1e4", "e8e6", "e3e4", "e1", "e1e3q", "E1E3", "", "z9z9"] {
        assert!(p.parse_uci(bad).is_err(), "{bad}");
    }
    assert!(p
        .parse_uci("e8e6")
        .unwrap_err()
        .kind
        .to_string()
        .contains("not white's"));
    assert!(p
        .parse_uci("e3e4")
        .unwrap_err()
        .kind
        .to_string()
        .contains("no piece"));
}
