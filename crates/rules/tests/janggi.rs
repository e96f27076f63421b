//! Janggi's rules in the variant language (docs/variants.md, "Palace lines, cannons that skip
//! cannons, passing and points") on the example file `janggi.toml`: moves along the palace
//! lines, the cannon that never hops over nor takes a cannon, the pass, the bikjang, the games
//! decided on points, and the files these rules refuse. Perft against Fairy-Stockfish is in
//! `examples.rs`.

#![allow(clippy::unwrap_used)] // Test helpers: a failed unwrap is a failed test.

mod common;

use common::{edited, game, moves_from, won};
use turnpan_rules::{Color, Game, GameRecord, Points, Reason, VariantErrorKind, VariantForm};

const START: &str = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";

fn record(fen: &str, moves: &[&str]) -> GameRecord<turnpan_rules::AnyGame> {
    let mut record = GameRecord::new(game("janggi", fen));
    for text in moves {
        record
            .play_text(text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
    }
    record
}

#[test]
fn the_chariot_and_general_move_along_the_palace_diagonals() {
    let pos = game("janggi", "4k4/9/9/9/9/9/9/9/9/3R1K3 w - - 0 1");
    // From d1 the chariot rides its rank and file, and the diagonal to e2 and f3, not c2.
    let chariot = moves_from(&pos, "d1");
    assert!(chariot.contains(&"d1e2".to_string()), "{chariot:?}");
    assert!(chariot.contains(&"d1f3".to_string()), "{chariot:?}");
    assert!(!chariot.contains(&"d1c2".to_string()), "{chariot:?}");
    // The general on f1 steps to e2 along the line, and passes (f1f1).
    assert_eq!(moves_from(&pos, "f1"), ["f1e1", "f1e2", "f1f1", "f1f2"]);
    // Off the lines a guard has no diagonal: e1 is not on them.
    let guard = game("janggi", "4k4/9/9/9/9/9/9/9/9/3KA4 w - - 0 1");
    assert_eq!(moves_from(&guard, "e1"), ["e1e2", "e1f1"]);
}

#[test]
fn a_cannon_never_hops_over_a_cannon_nor_takes_one() {
    let pos = game("janggi", "4k4/9/9/9/r8/9/9/C8/9/C2K5 w - - 0 1");
    // a1's only screen on its file is the cannon on a3: nothing up the file; along the first
    // rank it hops its own general.
    assert_eq!(
        moves_from(&pos, "a1"),
        ["a1e1", "a1f1", "a1g1", "a1h1", "a1i1"]
    );
    // a3 hops the rook on a6 to a7..a10, and may not take the cannon on a1.
    assert_eq!(moves_from(&pos, "a3"), ["a3a10", "a3a7", "a3a8", "a3a9"]);
    // No check over a cannon screen: White's king stands behind its own cannon.
    let pos = game("janggi", "3kc4/9/9/9/9/9/9/9/3C5/3K5 w - - 0 1");
    assert!(!pos.is_check());
    let pos = game("janggi", "3kc4/9/9/9/9/9/9/9/3N5/3K5 w - - 0 1");
    assert!(!pos.is_check(), "the cannon on e10 is on another file");
    let pos = game("janggi", "3k5/3c5/9/9/9/9/9/9/3N5/3K5 w - - 0 1");
    assert!(pos.is_check(), "over the horse, the cannon gives check");
}

#[test]
fn no_pass_in_check_and_two_passes_end_the_game_on_points() {
    let pos = game("janggi", "4k4/9/9/9/9/9/9/9/9/3K1r3 w - - 0 1");
    assert!(pos.is_check());
    assert!(!moves_from(&pos, "d1").contains(&"d1d1".to_string()));
    // From the start, equal material: Black's 1.5 wins the game two passes end.
    let mut two = record(START, &["e2e2"]);
    assert_eq!(two.outcome(), None);
    assert_eq!(two.moves()[0].san, "pass");
    two.play_text("--").unwrap();
    assert_eq!(two.outcome(), won(Color::Black, Reason::BothPassed));
    // White a chariot up: White wins it.
    let fen = "1nba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";
    let two = record(fen, &["e2e2", "e9e9"]);
    assert_eq!(two.outcome(), won(Color::White, Reason::BothPassed));
    // A pass between two other moves ends nothing.
    assert_eq!(record(START, &["e2e2", "a7a6", "e2e2"]).outcome(), None);
}

#[test]
fn a_pass_just_made_keys_the_position_apart_but_repeats_it() {
    // The same board with Black to move, after White's pass and without it: only after the
    // pass does Black's own pass end the game, so the search must not mix the two up.
    let passed = record(START, &["e2e2"]);
    let passed = passed.position();
    let fresh = game("janggi", &passed.fen());
    assert_eq!(passed.fen(), fresh.fen());
    assert_ne!(passed.zobrist(), fresh.zobrist());
    assert_eq!(passed.repetition_key(), fresh.repetition_key());
    // A move that is no pass makes them one again.
    let (mut a, mut b) = (passed.clone(), fresh.clone());
    for pos in [&mut a, &mut b] {
        let mv = pos.parse_uci("a7a6").unwrap();
        pos.play(mv).unwrap();
    }
    assert_eq!(a.zobrist(), b.zobrist());
}

#[test]
fn facing_generals_must_part_or_pass_and_that_pass_ends_the_game() {
    let fen = "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1";
    let pos = game("janggi", fen);
    // The general may leave the file or pass; staying on it is not allowed.
    assert_eq!(moves_from(&pos, "e1"), ["e1d1", "e1e1", "e1f1"]);
    let ended = record(fen, &["e1e1"]);
    assert_eq!(ended.outcome(), won(Color::Black, Reason::Bikjang));
    // Facing in check: the pass is still allowed.
    let fen = "4k4/9/9/9/9/9/9/9/9/r3K4 w - - 0 1";
    let pos = game("janggi", fen);
    assert!(pos.is_check());
    assert!(moves_from(&pos, "e1").contains(&"e1e1".to_string()));
    // A move that makes the generals face is allowed; the other side then faces them.
    let fen = "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1";
    let faced = record(fen, &["d1e1"]);
    assert_eq!(faced.outcome(), None);
}

#[test]
fn a_repetition_is_decided_on_points() {
    let fen = "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1";
    let cycle = ["a1a2", "e10f10", "a2a1", "f10e10"].repeat(2);
    let end = record(fen, &cycle);
    assert_eq!(
        end.outcome(),
        won(Color::White, Reason::ThreefoldRepetition)
    );
    // Perpetual check is judged first: the checking chariot loses despite its points.
    let fen = "3k5/9/9/9/9/9/9/9/4R4/5K3 w - - 0 1";
    let checks = ["e2d2", "d10e10", "d2e2", "e10d10"].repeat(2);
    let end = record(fen, &checks);
    assert_eq!(end.outcome(), won(Color::Black, Reason::PerpetualCheck));
}

#[test]
fn points_compare_in_halves() {
    let points = Points {
        values: vec![13, 2],
        black_bonus_halves: 3,
    };
    assert_eq!(points.winner(&[0, 2], &[0, 1]), Some(Color::White));
    assert_eq!(points.winner(&[0, 1], &[0, 0]), Some(Color::White));
    let even = Points {
        values: vec![1],
        black_bonus_halves: 0,
    };
    assert_eq!(even.winner(&[1], &[1]), None);
}

#[test]
fn the_rules_refuse_what_cannot_be_played() {
    let kind = edited("janggi", |t| t.replace("diagonal_lines = [", "# ["));
    assert_eq!(kind, VariantErrorKind::LineMovesWithoutLines);
    let kind = edited("janggi", |t| {
        t.replace(
            "line_moves = \"F\"                #",
            "line_moves = \"nA\" #",
        )
    });
    assert_eq!(kind, VariantErrorKind::LineMovesLameOrInitial);
    let kind = edited("janggi", |t| {
        t.replace("betza = \"nN\"", "betza = \"nN\"\nno_hop_over = [\"C\"]")
    });
    assert_eq!(kind, VariantErrorKind::NoHopOverWithoutHop);
    let kind = edited("janggi", |t| t.replace("pass = true", "pass = false"));
    assert_eq!(kind, VariantErrorKind::BikjangWithoutPass);
    let kind = edited("janggi", |t| {
        t.replace("bikjang = true", "bikjang = false")
            .replace("win = \"checkmate\"", "win = \"royal-capture\"")
            .replace("perpetual_check_loses = true", "")
    });
    assert_eq!(kind, VariantErrorKind::PassWithoutRoyal);
    let kind = edited("janggi", |t| {
        t.replace("black_bonus = 1.5", "black_bonus = 1.25")
    });
    assert_eq!(kind, VariantErrorKind::BadBlackBonus);
    let kind = edited("janggi", |t| t.replace("P = 2 }", "Q = 2 }"));
    assert!(
        matches!(kind, VariantErrorKind::NoSuchPiece { ref letter } if letter == "Q"),
        "{kind:?}"
    );
}

#[test]
fn the_designer_form_keeps_every_janggi_field() {
    let path = common::examples_dir().join("janggi.toml");
    let text = std::fs::read_to_string(path).unwrap();
    let form = VariantForm::read("janggi.toml", &text).unwrap();
    assert_eq!(form.diagonal_lines.len(), 10);
    assert!(form.rules.pass && form.rules.bikjang);
    let written = form.to_toml();
    let again = VariantForm::read("again.toml", &written).unwrap();
    assert_eq!(again, form);
    let variant = turnpan_rules::Variant::from_toml("again.toml", &written).unwrap();
    assert_eq!(
        variant.rules().points.as_ref().unwrap().black_bonus_halves,
        3
    );
    let cannon = variant.piece(variant.kind_of_letter('C').unwrap());
    assert_eq!(cannon.line_moves.as_ref().unwrap().betza, "pB");
    assert_ne!(cannon.no_hop_over, 0);
}
