//! Tables A-D of docs/rules/turnover.md section 4, cell by cell, and every line of the
//! promotion table (section 5).

use crate::color::Color;
use crate::game::Game;

use super::{legal, pos, setup};

/// Rows of tables A-D, in the spec's order: the stack on the destination (`.` = empty).
const ROWS: [char; 7] = ['.', 'P', 'B', 'R', 'Q', 'N', 'C'];

/// Plays `uci` for White in the position of `stacks` plus White Castles a1, h1 and Black
/// Castles a8, h8, with `target` (upper case friendly, lower case enemy) on the destination.
/// Returns the destination's stack (White is asserted) and the origin's, or `None` if the
/// move is not legal; checks the halfmove clock (10 before the move).
fn cell(stacks: &str, uci: &str, target: Option<char>) -> Option<(char, Option<char>)> {
    let dest = &uci[2..];
    let mut all = format!("Ca1 Ch1 ca8 ch8 {stacks}");
    if let Some(t) = target {
        all.push_str(&format!(" {t}{dest}"));
    }
    let p = pos(&setup(&all, 'w'));
    if !legal(&p).iter().any(|m| m == uci) {
        return None;
    }
    let mv = p.parse_uci(uci).unwrap();
    let mut after = p.clone();
    after.play_unchecked(mv);
    let (color, piece) = after.stack(mv.to).unwrap();
    assert_eq!(color, Color::White, "{uci} in {}", p.fen());
    let enemy = target.is_some_and(|t| t.is_ascii_lowercase());
    assert_eq!(
        after.halfmove_clock,
        if enemy { 0 } else { 11 },
        "clock after {uci}"
    );
    assert_eq!(p.is_capture(mv), enemy);
    Some((
        piece.letter(),
        after.stack(mv.from).map(|(_, p)| p.letter()),
    ))
}

/// Checks one table for one mover: `expect[row] = (friendly, enemy)` results on the
/// destination (`-` illegal), and what the mover leaves behind.
fn table(stacks: &str, uci: &str, expect: [(char, char); 7], left: Option<char>) {
    for (row, (friendly, enemy)) in ROWS.iter().zip(expect) {
        for (target, want) in [
            (row.to_ascii_uppercase(), friendly),
            (row.to_ascii_lowercase(), enemy),
        ] {
            let target = (*row != '.').then_some(target);
            let got = cell(stacks, uci, target);
            let want = (want != '-').then_some((want, left));
            assert_eq!(got, want, "{stacks} {uci} onto {target:?}");
        }
    }
}

const TABLE_A: [(char, char); 7] = [
    ('P', 'P'),
    ('-', '-'),
    ('N', 'N'),
    ('-', '-'),
    ('C', 'C'),
    ('-', '-'),
    ('-', '-'),
];

#[test]
fn table_a_outer_ring_straight_forward() {
    table("Pd4", "d4d5", TABLE_A, None);
    table("Cd3", "d3d4", TABLE_A, Some('Q'));
    table("Cd3", "d3d5", TABLE_A, Some('Q'));
    // Black's forward is down the board.
    let p = pos(&setup("Ca1 ch8 pd5 Be4 Ce3", 'b'));
    // (The last Castle h8 may not move, decision 5.)
    assert_eq!(legal(&p), ["d5d4", "d5e4"]);
}

#[test]
fn table_a_limits() {
    // The square passed over must be empty; lone Pawns never make the long step; outer rings
    // only go forward.
    let p = pos(&setup("Ca1 ch8 Cd3 bd4 Pf2", 'w'));
    let moves = legal(&p);
    assert!(moves.contains(&"d3d4".to_owned()) && !moves.contains(&"d3d5".to_owned()));
    assert!(moves.contains(&"f2f3".to_owned()) && !moves.contains(&"f2f4".to_owned()));
    assert!(!moves.iter().any(|m| m.starts_with("f2") && m != "f2f3"));
    // A Castle on any rank has the long step (decision 11); off the board there is nothing.
    let p = pos(&setup("Ca1 ch8 Cc5 Cg7", 'w'));
    let moves = legal(&p);
    assert!(moves.contains(&"c5c7".to_owned()));
    let g7: Vec<&String> = moves.iter().filter(|m| m.starts_with("g7")).collect();
    assert_eq!(g7, ["g7g8", "g7h8"]);
}

const TABLE_B_DIAGONAL: [(char, char); 7] = [
    ('-', '-'),
    ('-', 'P'),
    ('N', 'N'),
    ('-', 'P'),
    ('C', 'C'),
    ('-', 'P'),
    ('-', 'P'),
];
const TABLE_B_LEAP: [(char, char); 7] = [
    ('P', 'P'),
    ('-', 'P'),
    ('N', 'N'),
    ('-', 'P'),
    ('C', 'C'),
    ('-', 'P'),
    ('-', 'P'),
];

#[test]
fn table_b_outer_ring_diagonal_and_leap() {
    table("Pd4", "d4e5", TABLE_B_DIAGONAL, None);
    table("Pd4", "d4c5", TABLE_B_DIAGONAL, None);
    table("Cd4", "d4e5", TABLE_B_DIAGONAL, Some('Q'));
    table("Nd4", "d4e6", TABLE_B_LEAP, Some('B'));
    table("Nd4", "d4b3", TABLE_B_LEAP, Some('B'));
}

const TABLE_C: [(char, char); 7] = [
    ('B', 'B'),
    ('N', 'N'),
    ('-', 'B'),
    ('Q', 'Q'),
    ('-', 'B'),
    ('-', 'B'),
    ('-', 'B'),
];

#[test]
fn table_c_inner_ring_sliding() {
    table("Bd4", "d4f6", TABLE_C, None);
    table("Qd4", "d4f6", TABLE_C, Some('R'));
    table("Qd4", "d4d7", TABLE_C, Some('R'));
    table("Qd4", "d4b4", TABLE_C, Some('R'));
    // A lone Bishop has no rank or file moves; a slide stops at the first stack.
    let p = pos(&setup("Ca1 ch8 Bd4 Pe5 Qc3", 'w'));
    let moves = legal(&p);
    assert!(!moves.iter().any(|m| m == "d4d5" || m == "d4f6"));
    assert!(moves.contains(&"d4e5".to_owned()));
    assert!(!moves.contains(&"d4c3".to_owned()));
}

const TABLE_D: [(char, char); 7] = [
    ('R', 'R'),
    ('-', 'R'),
    ('Q', 'Q'),
    ('-', 'R'),
    ('-', 'R'),
    ('C', 'C'),
    ('-', 'R'),
];

#[test]
fn table_d_button_sliding() {
    table("Rd4", "d4d7", TABLE_D, None);
    table("Rd4", "d4g4", TABLE_D, None);
    table("Rd4", "d4d2", TABLE_D, None);
    // No diagonal moves.
    let p = pos(&setup("Ca1 ch8 Rd4", 'w'));
    assert!(!legal(&p).iter().any(|m| m == "d4e5"));
}

/// The stack on `sq` after White plays `uci` in the position of `stacks` (+ Castles a1, h1,
/// a8, h8 unless the stacks already name Castles), as `(color, letter)`.
fn after(stacks: &str, turn: char, uci: &str, sq: &str) -> Option<(Color, char)> {
    let p = pos(&setup(stacks, turn));
    assert!(
        legal(&p).iter().any(|m| m == uci),
        "{uci} is not legal in {}",
        p.fen()
    );
    let mut a = p.clone();
    a.play(p.parse_uci(uci).unwrap()).unwrap();
    a.stack(super::square(sq)).map(|(c, p)| (c, p.letter()))
}

const W: Color = Color::White;
const B: Color = Color::Black;

#[test]
fn promotion_table() {
    let base = "Ca1 Ch1 ca8 ch7";
    let q = Some((W, 'Q'));
    // O onto an empty last-rank square: Pawn step, Castle step of 1 or 2, Knight leap.
    assert_eq!(after(&format!("{base} Pe7"), 'w', "e7e8", "e8"), q);
    assert_eq!(after(&format!("{base} Ce7"), 'w', "e7e8", "e8"), q);
    assert_eq!(after(&format!("{base} Ce7"), 'w', "e7e8", "e7"), q);
    assert_eq!(after(&format!("{base} Ce6"), 'w', "e6e8", "e8"), q);
    assert_eq!(after(&format!("{base} Ce6"), 'w', "e6e8", "e6"), q);
    assert_eq!(after(&format!("{base} Nd6"), 'w', "d6e8", "e8"), q);
    assert_eq!(
        after(&format!("{base} Nd6"), 'w', "d6e8", "d6"),
        Some((W, 'B'))
    );
    // O capturing on the last rank: Pawn, Rook, Knight or Castle taken (decision 12).
    for taken in ['p', 'r', 'n', 'c'] {
        assert_eq!(
            after(&format!("{base} Pe7 {taken}d8"), 'w', "e7d8", "d8"),
            q,
            "{taken}"
        );
        assert_eq!(
            after(&format!("{base} Ce7 {taken}d8"), 'w', "e7d8", "d8"),
            q,
            "{taken}"
        );
        assert_eq!(
            after(&format!("{base} Nc6 {taken}d8"), 'w', "c6d8", "d8"),
            q,
            "{taken}"
        );
    }
    // O onto a Queen, friendly or enemy: the Castle formed loses its ring.
    for queen in ['Q', 'q'] {
        assert_eq!(
            after(&format!("{base} Pe7 {queen}e8"), 'w', "e7e8", "e8"),
            q
        );
        assert_eq!(
            after(&format!("{base} Pe7 {queen}d8"), 'w', "e7d8", "d8"),
            q
        );
        assert_eq!(
            after(&format!("{base} Nd6 {queen}e8"), 'w', "d6e8", "e8"),
            q
        );
        assert_eq!(
            after(&format!("{base} Ce6 {queen}e8"), 'w', "e6e8", "e8"),
            q
        );
    }
    // O onto a Bishop: a Knight, no promotion (decision 13).
    for bishop in ['B', 'b'] {
        assert_eq!(
            after(&format!("{base} Pe7 {bishop}e8"), 'w', "e7e8", "e8"),
            Some((W, 'N'))
        );
        assert_eq!(
            after(&format!("{base} Nd6 {bishop}e8"), 'w', "d6e8", "e8"),
            Some((W, 'N'))
        );
    }
    // T onto a Knight: the Castle becomes a Queen (decision 14); onto a Bishop: a Queen;
    // T capturing: a Rook.
    for knight in ['N', 'n'] {
        assert_eq!(
            after(&format!("{base} Re4 {knight}e8"), 'w', "e4e8", "e8"),
            q
        );
    }
    assert_eq!(after(&format!("{base} Re4 be8"), 'w', "e4e8", "e8"), q);
    assert_eq!(
        after(&format!("{base} Re4 qe8"), 'w', "e4e8", "e8"),
        Some((W, 'R'))
    );
    assert_eq!(
        after(&format!("{base} Re4"), 'w', "e4e8", "e8"),
        Some((W, 'R'))
    );
    // I: any result stays (Bishop, Knight, Queen).
    assert_eq!(
        after(&format!("{base} Bc6"), 'w', "c6e8", "e8"),
        Some((W, 'B'))
    );
    assert_eq!(
        after(&format!("{base} Bc6 pe8"), 'w', "c6e8", "e8"),
        Some((W, 'N'))
    );
    assert_eq!(
        after(&format!("{base} Bc6 re8"), 'w', "c6e8", "e8"),
        Some((W, 'Q'))
    );
    assert_eq!(
        after(&format!("{base} Bc6 qe8"), 'w', "c6e8", "e8"),
        Some((W, 'B'))
    );
    assert_eq!(
        after(&format!("{base} Qe4 Pe8"), 'w', "e4e8", "e8"),
        Some((W, 'N'))
    );
    // Black promotes on rank 1.
    let black = "Ca8 Ch8 ca1 ch2";
    assert_eq!(
        after(&format!("{black} pe2"), 'b', "e2e1", "e1"),
        Some((B, 'Q'))
    );
    assert_eq!(
        after(&format!("{black} ce3"), 'b', "e3e1", "e1"),
        Some((B, 'Q'))
    );
    assert_eq!(
        after(&format!("{black} nd3 Rf1"), 'b', "d3f2", "f2"),
        Some((B, 'P'))
    );
    assert_eq!(
        after(&format!("{black} nd3 Rc1"), 'b', "d3c1", "c1"),
        Some((B, 'Q'))
    );
    assert_eq!(
        after(&format!("{black} nd3 Re1"), 'b', "d3e1", "e1"),
        Some((B, 'Q'))
    );
}

#[test]
fn stacks_already_on_a_last_rank_are_not_promoted() {
    // Decision 27: only the destination of the move just made is looked at.
    let stacks = "Ca1 ch8 Pe8 Cc8 Nb8";
    assert_eq!(after(stacks, 'w', "a1a2", "e8"), Some((W, 'P')));
    assert_eq!(after(stacks, 'w', "a1a2", "c8"), Some((W, 'C')));
    // A Pawn on its last rank has no move; the Knight's leap off rank 8 leaves a Bishop.
    let p = pos(&setup(stacks, 'w'));
    assert!(!legal(&p).iter().any(|m| m.starts_with("e8")));
    assert_eq!(after(stacks, 'w', "b8d7", "d7"), Some((W, 'P')));
}
