//! Regions, moves that change in a zone, and generals that may not face (docs/variants.md,
//! "Palaces, a river, and generals that may not face"), on the example files `xiangqi.toml`,
//! `minixiangqi.toml` and `manchu.toml`: what is legal, which positions are refused, and the
//! files such rules refuse; and perpetual check, which loses at the third repetition. Perft
//! against Fairy-Stockfish is in `examples.rs`.

#![allow(clippy::unwrap_used)] // Test helpers: a failed unwrap is a failed test.

mod common;

use common::{edited, game, moves, moves_from, play, won};
use turnpan_rules::{
    Color, Game, GameRecord, Outcome, Reason, SetupError, VariantErrorKind, VariantForm,
};

#[test]
fn the_general_and_advisors_keep_to_the_palace_on_both_sides() {
    // White's palace is d1-f3, Black's d8-f10. From d1 the advisor may only go to the centre
    // (c2 is outside); the general may not go to f1, where it would face the other.
    let pos = game("xiangqi", "5k3/9/9/9/9/9/9/9/9/3AK4 w - - 0 1");
    assert_eq!(moves_from(&pos, "e1"), ["e1e2"]);
    assert_eq!(moves_from(&pos, "d1"), ["d1e2"]);
    let black = game("xiangqi", "3ak4/9/9/9/9/9/9/9/9/5K3 b - - 0 1");
    assert_eq!(moves_from(&black, "d10"), ["d10e9"]);
    assert_eq!(moves_from(&black, "e10"), ["e10e9"]);
}

#[test]
fn the_elephant_never_crosses_the_river_and_is_blocked_between() {
    let pos = game("xiangqi", "4k4/9/9/9/9/2B6/3P5/9/9/3K5 w - - 0 1");
    // From c5: a7 and e7 lie across the river; e3 is blocked by the soldier on d4.
    assert_eq!(moves_from(&pos, "c5"), ["c5a3"]);
    let black = game("xiangqi", "4k4/9/9/9/2b6/9/9/9/9/3K5 b - - 0 1");
    assert_eq!(moves_from(&black, "c6"), ["c6a8", "c6e8"]);
}

#[test]
fn the_horse_is_blocked_on_its_straight_step() {
    // The horse on b1: the soldier on b2 blocks b1-a3 and b1-c3; d2 stays open.
    let pos = game("xiangqi", "4k4/9/9/9/9/9/9/9/1P7/1N1K5 w - - 0 1");
    assert_eq!(moves_from(&pos, "b1"), ["b1d2"]);
}

#[test]
fn a_soldier_moves_sideways_only_across_the_river() {
    let pos = game("xiangqi", "4k4/9/9/9/2P6/6P2/9/9/9/3K5 w - - 0 1");
    assert_eq!(moves_from(&pos, "c6"), ["c6b6", "c6c7", "c6d6"]);
    assert_eq!(moves_from(&pos, "g5"), ["g5g6"]);
    // Black's river is the same seen from the other side.
    let black = game("xiangqi", "4k4/9/9/9/2p6/6p2/9/9/9/3K5 b - - 0 1");
    assert_eq!(moves_from(&black, "c6"), ["c6c5"]);
    assert_eq!(moves_from(&black, "g5"), ["g5f5", "g5g4", "g5h5"]);
}

#[test]
fn the_generals_may_never_face_each_other() {
    // The general may not step onto the open e-file the other stands on.
    let pos = game("xiangqi", "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1");
    assert_eq!(moves_from(&pos, "d1"), ["d1d2"]);
    // A soldier alone between them is pinned to their file: forward, not sideways.
    let pinned = game("xiangqi", "4k4/9/9/9/4P4/9/9/9/9/4K4 w - - 0 1");
    assert_eq!(moves_from(&pinned, "e6"), ["e6e7"]);
    let free = game("xiangqi", "4k4/9/9/9/4P4/9/9/9/9/3K5 w - - 0 1");
    assert_eq!(moves_from(&free, "e6"), ["e6d6", "e6e7", "e6f6"]);
    // A position with the generals facing is refused: the side not to move would be in check.
    let c = common::catalog();
    let facing = c.from_fen("xiangqi", "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
    assert!(matches!(facing, Err(SetupError::Fen(_))), "{facing:?}");
}

#[test]
fn two_cannons_on_a_file_mate() {
    // The cannon from d2 to e2 checks over the one on e3. The general's only step, e9, is on
    // the same line; an advisor on e9 would be the front cannon's screen; d10 and f10 are its
    // own advisors'.
    let mut pos = game("xiangqi", "3aka3/9/9/9/9/9/9/4C4/3C5/3K5 w - - 0 1");
    play(&mut pos, "d2e2");
    assert!(moves(&pos).is_empty());
    assert_eq!(
        pos.outcome(1),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: Reason::Checkmate,
        })
    );
}

#[test]
fn a_side_without_a_move_has_lost() {
    // Black's general on d10: e10 faces White's general, d9 is the chariot's.
    let pos = game("xiangqi", "3k5/R8/9/9/9/9/9/9/9/4K4 b - - 0 1");
    assert!(moves(&pos).is_empty());
    assert_eq!(
        pos.outcome(1),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: Reason::Stalemate,
        })
    );
}

#[test]
fn manchus_banner_rides_cannons_and_leaps() {
    // The banner on e5: a chariot's lines, a cannon's capture over the soldier on e7 onto
    // the chariot on e9, and the horse's leaps.
    let pos = game("manchu", "5k3/4r4/9/4p4/9/4M4/9/9/9/3K5 w - - 0 1");
    let banner = moves_from(&pos, "e5");
    assert!(banner.contains(&"e5e9".to_owned()), "{banner:?}");
    assert!(banner.contains(&"e5e7".to_owned()), "{banner:?}");
    assert!(!banner.contains(&"e5e8".to_owned()), "{banner:?}");
    assert!(banner.contains(&"e5f7".to_owned()), "{banner:?}");
    assert!(banner.contains(&"e5a5".to_owned()), "{banner:?}");
}

#[test]
fn regions_zones_and_facing_rules_that_cannot_be_played_are_refused() {
    // A region on a piece that rides.
    let kind = edited("xiangqi", |t| {
        t.replace("betza = \"R\"\n", "betza = \"R\"\nregion = [\"a1-i5\"]\n")
    });
    assert_eq!(kind, VariantErrorKind::ConfinedRider);
    // Zone moves that ride.
    let kind = edited("xiangqi", |t| {
        t.replace("betza = \"fsW\"", "betza = \"fsWW\"")
    });
    assert_eq!(kind, VariantErrorKind::ConfinedRider);
    // An entry that is no square, and one off the board.
    for bad in ["d1-", "d1-j3", "palace", "d0"] {
        let kind = edited("xiangqi", |t| {
            t.replacen("region = [\"d1-f3\"]", &format!("region = [\"{bad}\"]"), 1)
        });
        assert_eq!(
            kind,
            VariantErrorKind::BadRegion { text: bad.into() },
            "{bad}"
        );
    }
    // A zone of no ranks, or deeper than the board.
    for ranks in ["0", "11"] {
        let kind = edited("xiangqi", |t| {
            t.replace("ranks = 5,", &format!("ranks = {ranks},"))
        });
        assert_eq!(kind, VariantErrorKind::BadZone { ranks: 10 }, "{ranks}");
    }
    // Facing generals in a game without check.
    let kind = edited("xiangqi", |t| {
        t.replace("win = \"checkmate\"", "win = \"royal-capture\"")
    });
    assert_eq!(kind, VariantErrorKind::KingsFaceWithoutCheck);
}

#[test]
fn the_new_fields_survive_the_designers_form() {
    let text = std::fs::read_to_string(common::examples_dir().join("xiangqi.toml")).unwrap();
    let form = VariantForm::read("xiangqi.toml", &text).unwrap();
    let soldier = form.pieces.iter().find(|p| p.letter == "P").unwrap();
    assert_eq!(soldier.zone_moves.as_ref().unwrap().betza, "fsW");
    let general = form.pieces.iter().find(|p| p.letter == "K").unwrap();
    assert_eq!(general.region, ["d1-f3"]);
    assert!(!form.rules.kings_may_face);
    let written = form.to_toml();
    let again = VariantForm::read("xiangqi.toml", &written).unwrap();
    assert_eq!(
        again,
        VariantForm {
            comments: again.comments.clone(),
            ..form
        }
    );
    let v = turnpan_rules::Variant::from_toml("xiangqi.toml", &written).unwrap();
    assert!(!v.rules().kings_may_face);
}

/// The outcome after `moves` from `fen` in xiangqi, and the ply it came at.
fn repetition_end(fen: &str, moves: &[&str]) -> (usize, Option<Outcome>) {
    let mut record = GameRecord::new(game("xiangqi", fen));
    for (ply, text) in moves.iter().enumerate() {
        record.play_text(text).unwrap();
        if record.outcome().is_some() {
            return (ply + 1, record.outcome());
        }
    }
    (moves.len(), None)
}

#[test]
fn perpetual_check_loses_at_the_third_repetition() {
    // Fairy-Stockfish (pyffish 0.0.90) ends each of these at ply 8, with the same results.
    // White's rook checks from d2 and e2 while the general steps between d10 and e10: the
    // start comes back for the third time with White, the checker, to move. White has lost.
    let fen = "3k5/9/9/9/9/9/9/9/4R4/5K3 w - - 0 1";
    let checks = ["e2d2", "d10e10", "d2e2", "e10d10"].repeat(3);
    assert_eq!(
        repetition_end(fen, &checks),
        (8, won(Color::Black, Reason::PerpetualCheck))
    );
    // The same chase seen from Black to move, in check: Black, the one checked, wins.
    let fen = "3k5/9/9/9/9/9/9/9/3R5/5K3 b - - 0 1";
    let checked = ["d10e10", "d2e2", "e10d10", "e2d2"].repeat(3);
    assert_eq!(
        repetition_end(fen, &checked),
        (8, won(Color::Black, Reason::PerpetualCheck))
    );
    // A repetition without checks, or with one quiet move in the cycle, is a draw.
    let draw = Some(Outcome::Draw {
        reason: Reason::ThreefoldRepetition,
    });
    let fen = "3k5/9/9/9/9/9/9/9/7R1/5K3 w - - 0 1";
    let quiet = ["h2h3", "d10d9", "h3h2", "d9d10"].repeat(3);
    assert_eq!(repetition_end(fen, &quiet), (8, draw));
    let fen = "3k5/9/9/9/9/9/9/9/4R4/5K3 w - - 0 1";
    let mixed = [
        "e2d2", "d10e10", "d2e2", "e10d10", "e2e3", "d10d9", "e3e2", "d9d10",
    ];
    assert_eq!(repetition_end(fen, &mixed), (8, draw));
    // In chess the same chase is a plain draw by repetition.
    let mut record = GameRecord::new(game("chess", "3k4/8/8/8/8/8/4R3/5K2 w - - 0 1"));
    for text in ["e2d2", "d8e8", "d2e2", "e8d8"].repeat(2) {
        record.play_text(text).unwrap();
    }
    assert_eq!(record.outcome(), draw);
}

#[test]
fn perpetual_check_needs_check_and_a_repetition_rule() {
    let kind = edited("xiangqi", |t| t.replace("repetition = 3", "repetition = 0"));
    assert_eq!(kind, VariantErrorKind::PerpetualCheckWithoutRepetition);
}
