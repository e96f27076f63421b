//! A goal reached only where nothing can take the piece (`goal_safe`, docs/variants.md,
//! "Goals"), on the example file `dobutsu.toml` (Dobutsu shogi's lion). Perft against
//! Fairy-Stockfish is in `examples.rs`.

mod common;

use common::{after, edited, form_round_trip, game, moves, won};
use turnpan_rules::{Color, Game, Outcome, Reason, VariantErrorKind};

#[test]
fn a_lion_safe_on_the_far_rank_has_won() {
    let pos = after("dobutsu", "3/1L1/l2/3[] w - - 0 1", &["b3b4"]);
    assert_eq!(pos.outcome(1), won(Color::White, Reason::GoalReached));
    assert!(moves(&pos).is_empty());
}

#[test]
fn a_lion_that_can_be_taken_there_has_not() {
    // The black lion on c4 stands next to b4: the game goes on, and Black takes.
    let pos = after("dobutsu", "2l/1L1/3/3[] w - - 0 1", &["b3b4"]);
    assert_eq!(pos.outcome(1), None);
    assert!(moves(&pos).contains(&"c4b4".to_string()));
    let taken = after("dobutsu", "2l/1L1/3/3[] w - - 0 1", &["b3b4", "c4b4"]);
    assert_eq!(taken.outcome(1), won(Color::Black, Reason::Extinction));
    // A giraffe attacks b4 instead: had it moved away, the lion would stand there safe at
    // White's turn, and White has won.
    let pos = after("dobutsu", "2g/1L1/l2/3[] w - - 0 1", &["b3b4"]);
    assert_eq!(pos.outcome(1), None);
    let left = after("dobutsu", "2g/1L1/l2/3[] w - - 0 1", &["b3b4", "c4c3"]);
    assert_eq!(left.outcome(1), won(Color::White, Reason::GoalReached));
}

#[test]
fn both_lions_home_and_safe_is_a_draw() {
    let pos = game("dobutsu", "L2/3/3/2l[] w - - 0 1");
    assert_eq!(
        pos.outcome(1),
        Some(Outcome::Draw {
            reason: Reason::GoalReached
        })
    );
}

#[test]
fn goal_safe_needs_goal_squares_and_no_hold() {
    let kind = edited("dobutsu", |t| {
        t.replace("goal_safe = true", "goal_safe = true\ngoal_hold = true")
    });
    assert_eq!(kind, VariantErrorKind::GoalSafeWithHoldOrReply);
    let kind = edited("grand", |t| {
        t.replace("[rules]\n", "[rules]\ngoal_safe = true\n")
    });
    assert_eq!(kind, VariantErrorKind::NeedsGoalSquares);
}

#[test]
fn the_form_keeps_goal_safe() {
    form_round_trip("dobutsu.toml", "goal_safe = true");
}
