//! Makruk's counting rules (`[rules.counting]`), Cambodian chess's first-move rights
//! (`first_move_right`, `royal_right_lost_to`) and Makpong's frozen king
//! (`check_freezes_king`): docs/variants.md, "Counting" and "First-move rights". Perft
//! against Fairy-Stockfish is in `examples.rs`; here the games of
//! `tests/examples/counting-games.txt` (written by
//! `scripts/reference/gen_counting_games.py` from Fairy-Stockfish) are replayed move by move.

#![allow(clippy::unwrap_used)] // Test helpers: a failed unwrap is a failed test.

mod common;

use std::path::Path;

use common::{after, edited, form_round_trip, game, moves, won};
use turnpan_rules::{Color, Game, Outcome, Reason, VariantErrorKind};

fn counted_out() -> Option<Outcome> {
    Some(Outcome::Draw {
        reason: Reason::CountingRule,
    })
}

/// The count a FEN writes: (limit, plies) in plies, while one runs.
fn count_of(fen: &str) -> Option<(u32, u32)> {
    let fields: Vec<&str> = fen.split(' ').collect();
    let limit: u32 = fields.get(3)?.parse().ok()?;
    let plies: u32 = fields.get(4)?.parse().ok()?;
    (limit > 0).then_some((limit, plies))
}

#[test]
fn every_reference_game_keeps_fairy_stockfish_s_fen_move_by_move() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/examples/counting-games.txt");
    let text = std::fs::read_to_string(&path).unwrap();
    let mut pos = None;
    let (mut games, mut plies, mut counted_games) = (0, 0, 0);
    let mut failures = Vec::new();
    for (n, line) in text.lines().enumerate().map(|(i, l)| (i + 1, l)) {
        if line.starts_with('#') || line.is_empty() {
            continue;
        }
        let (head, fen) = line.split_once(" | ").unwrap();
        if let Some(rest) = head.strip_prefix("game ") {
            let (_, id) = rest.split_once(' ').unwrap();
            games += 1;
            pos = Some(game(id, fen));
            continue;
        }
        let Some(p) = pos.as_mut() else {
            // The rest of a game that has already failed.
            assert!(!failures.is_empty(), "line {n}: a move before any game");
            continue;
        };
        common::play(p, head);
        plies += 1;
        let got = p.fen();
        if got != fen {
            failures.push(format!(
                "line {n}: after {head}\n  expected {fen}\n  got      {got}"
            ));
            pos = None;
            continue;
        }
        let over = count_of(fen).is_some_and(|(limit, plies)| plies > limit);
        let outcome = p.outcome(1);
        let drawn = outcome == counted_out();
        // A checkmate on the ply the count runs out still wins; a king against a king is a
        // draw by material first (Fairy-Stockfish's random games play on).
        let mated = p.is_check() && moves(p).is_empty();
        let bare_kings = outcome
            == Some(Outcome::Draw {
                reason: Reason::InsufficientMaterial,
            });
        if drawn != (over && !mated && !bare_kings) {
            failures.push(format!(
                "line {n}: {fen}: drawn by the count {drawn}, expected {over}"
            ));
        }
        counted_games += usize::from(drawn);
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // The file is what the test stands on: enough of it, and enough counts run out.
    assert!(games >= 60 && plies >= 5000, "{games} games, {plies} plies");
    assert!(
        counted_games >= 25,
        "{counted_games} games drawn by the count"
    );
}

#[test]
fn a_rook_against_a_bare_king_counts_sixteen_moves_from_the_pieces_on_the_board() {
    // Three pieces on the board: the count starts at 6 plies, with a limit of 32.
    let pos = after("makruk", "8/8/4k3/8/8/2R5/3K4/8 w - - 0 1", &["d2e3"]);
    assert_eq!(pos.fen(), "8/8/4k3/8/8/2R1K3/8/8 b - 32 6 1");
    // ASEAN counts from zero, and only against a bare king.
    let pos = after("asean", "8/8/4k3/8/8/2R5/3K4/8 w - - 0 1", &["d2e3"]);
    assert_eq!(pos.fen(), "8/8/4k3/8/8/2R1K3/8/8 b - 32 0 1");
}

#[test]
fn the_count_that_runs_past_its_limit_draws_but_a_mate_on_that_ply_wins() {
    // 32 plies counted of 32: the next move is the last.
    let fen = "k7/8/1K6/8/8/8/8/7R w - 32 32 40";
    let quiet = after("makruk", fen, &["h1h2"]);
    assert_eq!(quiet.outcome(1), counted_out());
    let mate = after("makruk", fen, &["h1h8"]);
    assert_eq!(mate.outcome(1), won(Color::White, Reason::Checkmate));
    // One ply earlier, the game goes on.
    let pos = after("makruk", "k7/8/1K6/8/8/8/8/7R w - 32 31 40", &["h1h2"]);
    assert_eq!(pos.outcome(1), None);
}

#[test]
fn the_last_pawn_taken_by_a_bare_king_starts_its_count_one_ply_sooner() {
    let pos = after("makruk", "8/8/4k3/3P4/8/2R5/3K4/8 b - - 0 1", &["e6d5"]);
    // Three pieces left: 2 * 3 - 1 plies counted, White's rook sets 16 moves.
    assert_eq!(pos.fen(), "8/8/8/3k4/8/2R5/3K4/8 w - 32 5 2");
}

#[test]
fn the_board_s_honour_runs_sixty_four_moves_once_no_pawn_is_left() {
    let pos = after("makruk", "r7/4k3/8/8/8/2R2N2/3K4/8 w - - 0 1", &["d2e3"]);
    assert_eq!(pos.fen(), "r7/4k3/8/8/8/2R1KN2/8/8 b - 128 0 1");
    // Cambodian chess starts it with pawns on the board, while a side has three pieces or
    // fewer, at 63 moves.
    let pos = after(
        "cambodian",
        "r7/4k3/6p1/8/8/2R2NP1/3K4/8 w - - 0 1",
        &["d2e3"],
    );
    assert_eq!(pos.fen(), "r7/4k3/6p1/8/8/2R1KNP1/8/8 b - 126 0 1");
}

#[test]
fn the_cambodian_king_leaps_once_and_not_out_of_check() {
    let start = "r2mk3/8/8/8/8/8/8/R2KM3 w DEde - 0 1";
    let pos = game("cambodian", start);
    let legal = moves(&pos);
    for leap in ["d1b2", "d1f2", "e1e3"] {
        assert!(
            legal.contains(&leap.to_owned()),
            "{leap} missing from {legal:?}"
        );
    }
    // After a king move the right is gone, even back on its square.
    let pos = after("cambodian", start, &["d1d2", "a8a7", "d2d1", "a7a8"]);
    assert!(!moves(&pos).contains(&"d1b2".to_owned()));
    assert!(pos.fen().starts_with("r2mk3/8/8/8/8/8/8/R2KM3 w Ede "));
    // In check, no leap; the met's double step may block.
    let pos = game("cambodian", "4k3/8/8/8/8/8/8/r2KM3 w DE - 0 1");
    assert!(pos.is_check());
    assert!(!moves(&pos).iter().any(|m| m == "d1b2" || m == "d1f2"));
    // Nor onto an attacked square.
    let pos = game("cambodian", "4k3/8/8/8/8/8/7r/R2KM3 w DE - 0 1");
    assert!(!moves(&pos).iter().any(|m| m == "d1b2" || m == "d1f2"));
    assert!(moves(&pos).contains(&"e1e3".to_owned()));
}

#[test]
fn a_rook_on_the_king_s_line_takes_its_leap_away_whatever_stands_between() {
    let start = "r2mk3/8/8/8/8/8/8/R2KM3 b DEde - 0 1";
    // Off the king's lines nothing is lost; on its rank (taking the rook on a1) the king's
    // leap is gone and the met keeps its own.
    let pos = after("cambodian", start, &["a8a2"]);
    assert!(pos.fen().contains(" w DEde "), "{}", pos.fen());
    let pos = after("cambodian", start, &["a8a1"]);
    assert!(pos.fen().contains(" w Ede "), "{}", pos.fen());
    // A pawn between the rook and the king changes nothing.
    let pos = after(
        "cambodian",
        "r3k3/8/8/8/8/3P4/8/R2KM3 b DEe - 0 1",
        &["a8d8"],
    );
    assert!(pos.fen().contains(" w Ee "), "{}", pos.fen());
}

#[test]
fn makpong_s_king_in_check_stays_or_takes_its_only_checker() {
    let fen = "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1";
    assert_eq!(moves(&game("makpong", fen)), ["e1e2"]);
    assert_eq!(moves(&game("makruk", fen)), ["e1d1", "e1e2", "e1f1"]);
    // Two checkers: the king may not move at all, and is mated if nothing else can.
    let pos = game("makpong", "4k3/8/8/8/8/5n2/3r4/4K3 w - - 0 1");
    assert!(moves(&pos).is_empty());
    assert_eq!(pos.outcome(1), won(Color::Black, Reason::Checkmate));
}

#[test]
fn a_fen_must_name_real_rights_and_a_count_of_plies() {
    for (fen, code) in [
        (
            "r2mk3/8/8/8/8/8/8/R2KM3 w DEFde - 0 1",
            "no-first-move-right",
        ),
        ("r2mk3/8/8/8/8/8/8/R2KM3 w DD - 0 1", "no-first-move-right"),
        (
            "r2mk3/8/8/8/8/8/8/R2KM3 w KQkq - 0 1",
            "no-first-move-right",
        ),
        ("r2mk3/8/8/8/8/8/8/R2KM3 w - 99999 0 1", "bad-count"),
    ] {
        let e = common::catalog().from_fen("cambodian", fen).unwrap_err();
        let turnpan_rules::SetupError::Fen(e) = e else {
            panic!("{fen}: {e:?}");
        };
        assert_eq!(e.kind.code(), code, "{fen}");
    }
    let e = common::catalog()
        .from_fen("makruk", "8/8/4k3/8/8/2R1K3/8/8 b - 32 2000 1")
        .unwrap_err();
    assert!(e.to_string().contains("2000"), "{e}");
}

#[test]
fn files_that_cannot_be_played_are_refused() {
    type Edit<'a> = &'a dyn Fn(String) -> String;
    let cases: [(&str, Edit, VariantErrorKind); 4] = [
        (
            "cambodian",
            &|t| t.replace("betza = \"FimfD\"", "betza = \"FifD\""),
            VariantErrorKind::BadFirstMoveRight,
        ),
        (
            "makruk",
            &|t| t.replace("royal = true\n", "royal = true\nfirst_move_right = true\n"),
            VariantErrorKind::BadFirstMoveRight,
        ),
        (
            "makruk",
            &|t| {
                t.replace(
                    "move_rule = 0\n",
                    "move_rule = 0\nroyal_right_lost_to = [\"R\"]\n",
                )
            },
            VariantErrorKind::RoyalRightWithoutRight,
        ),
        (
            "makruk",
            &|t| t.replace("win = \"checkmate\"", "win = \"royal-capture\""),
            VariantErrorKind::NeedsCheckmateOfRoyal,
        ),
    ];
    for (id, edit, kind) in cases {
        assert_eq!(edited(id, edit), kind);
    }
}

#[test]
fn the_designer_form_keeps_the_new_fields() {
    form_round_trip("cambodian.toml", "first_move_right = true");
    form_round_trip("cambodian.toml", "royal_right_lost_to = [\"R\"]");
    form_round_trip("cambodian.toml", "[rules.counting]\nrule = \"cambodian\"");
    form_round_trip("makpong.toml", "check_freezes_king = true");
}
