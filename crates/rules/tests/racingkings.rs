//! A race to the goal squares where checks are illegal and Black may answer White's arrival
//! (docs/variants.md, "No checks, and Black's reply to the goal"), on the example file
//! `variants/examples/racingkings.toml`: what is legal, how the race ends, and the files such
//! rules refuse. Perft against Fairy-Stockfish is in `examples.rs`.

#![allow(clippy::unwrap_used)] // Test helpers: a failed unwrap is a failed test.

mod common;

use common::{edited, game, moves, play};
use turnpan_rules::{AnyGame, Color, Game, Outcome, Reason, VariantErrorKind};

fn racing(fen: &str) -> AnyGame {
    game("racingkings", fen)
}

#[test]
fn a_move_that_gives_check_is_not_legal() {
    // The rook on a1 may go anywhere but a4, where it would check the king on h4.
    let pos = racing("8/8/8/8/7k/8/8/R5K1 w - - 0 1");
    let list = moves(&pos);
    assert!(list.contains(&"a1a3".to_owned()) && list.contains(&"a1a5".to_owned()));
    assert!(!list.contains(&"a1a4".to_owned()), "{list:?}");
    assert!(pos.parse_uci("a1a4").is_err());
    // A discovered check is a check too: the knight on d4 shields h4 from the rook on a4,
    // and may not step off the line.
    let pos = racing("8/8/8/8/R2N3k/8/8/6K1 w - - 0 1");
    let list = moves(&pos);
    assert!(list.iter().all(|m| !m.starts_with("d4")), "{list:?}");
    assert!(list.contains(&"a4a5".to_owned()));
    // Kings still may not walk into attack.
    let pos = racing("8/8/8/8/8/8/6r1/k6K w - - 0 1");
    assert_eq!(moves(&pos), ["h1g2"]);
}

#[test]
fn black_may_answer_white_on_the_goal_and_arriving_too_draws() {
    let mut pos = racing("8/1k4K1/8/8/8/8/8/8 w - - 0 1");
    play(&mut pos, "g7g8");
    // White is home, but Black can still arrive: the race goes on for one move.
    assert_eq!(pos.outcome(1), None);
    assert!(pos.count_legal_moves() > 0);
    play(&mut pos, "b7b8");
    assert_eq!(
        pos.outcome(1),
        Some(Outcome::Draw {
            reason: Reason::GoalReached
        })
    );
}

#[test]
fn black_that_does_not_arrive_has_lost() {
    // Black had the reply and spent it elsewhere.
    let mut pos = racing("8/1k4K1/8/8/8/8/8/8 w - - 0 1");
    play(&mut pos, "g7g8");
    play(&mut pos, "b7b6");
    let white_wins = Some(Outcome::Decisive {
        winner: Color::White,
        reason: Reason::GoalReached,
    });
    assert_eq!(pos.outcome(1), white_wins);
    // Black cannot reach the eighth rank at all: a8 and c8 are guarded by the knight, b8 by
    // the bishop. The game ends the moment White arrives.
    let mut pos = racing("8/1k4K1/1N6/4B3/8/8/8/8 w - - 0 1");
    play(&mut pos, "g7g8");
    assert_eq!(pos.outcome(1), white_wins);
    // Too far away: the same.
    let mut pos = racing("8/6K1/8/1k6/8/8/8/8 w - - 0 1");
    play(&mut pos, "g7g8");
    assert_eq!(pos.outcome(1), white_wins);
}

#[test]
fn black_arriving_first_wins_at_once() {
    let mut pos = racing("8/1k4K1/8/8/8/8/8/8 b - - 0 1");
    play(&mut pos, "b7b8");
    assert_eq!(
        pos.outcome(1),
        Some(Outcome::Decisive {
            winner: Color::Black,
            reason: Reason::GoalReached
        })
    );
    assert_eq!(
        pos.count_legal_moves(),
        0,
        "nothing is played after the end"
    );
}

#[test]
fn the_rules_need_check_and_goal_squares() {
    // No checks in a game where the king is simply captured: there is no check to forbid.
    let kind = edited("racingkings", |t| {
        t.replace("win = \"checkmate\"", "win = \"royal-capture\"")
    });
    assert_eq!(kind, VariantErrorKind::NoChecksWithoutCheck);
    // A reply to the goal without goal squares.
    let kind = edited("racingkings", |t| {
        let start = t.find("goal_squares").unwrap();
        let end = start + t[start..].find('\n').unwrap();
        format!("{}{}", &t[..start], &t[end + 1..])
    });
    assert_eq!(kind, VariantErrorKind::GoalReplyWithoutGoal);
    // Flags that are not booleans.
    for flag in ["no_checks", "goal_reply"] {
        let kind = edited("racingkings", |t| {
            t.replace(&format!("{flag} = true"), &format!("{flag} = \"yes\""))
        });
        assert!(
            matches!(kind, VariantErrorKind::Toml(_)),
            "{flag}: {kind:?}"
        );
    }
}
