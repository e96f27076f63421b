//! MultiPV: a search asked for `n` lines gives the `n` best root moves, each with its own line
//! and score, best first; one line is exactly the ordinary search.

#![allow(clippy::unwrap_used)] // a failed unwrap is a failed test

use std::sync::atomic::AtomicBool;

use turnpan_engine::{Engine, Info, Limits, Score};
use turnpan_rules::{AnyGame, Catalog, Game};

fn position(variant: &str, fen: Option<&str>) -> AnyGame {
    let catalog = Catalog::builtin();
    match fen {
        Some(f) => catalog.from_fen(variant, f).unwrap(),
        None => catalog.start(variant).unwrap(),
    }
}

/// A score as a number to compare: mates beyond every centipawn score, sooner mates higher.
fn rank(s: Score) -> i64 {
    match s {
        Score::Cp(c) => i64::from(c),
        Score::Mate(m) if m > 0 => 1_000_000 - i64::from(m),
        Score::Mate(m) => -1_000_000 - i64::from(m),
    }
}

fn search(
    pos: &AnyGame,
    limits: Limits,
) -> (
    turnpan_engine::SearchResult<turnpan_rules::AnyMove>,
    Vec<Info>,
) {
    let mut infos = Vec::new();
    let result = Engine::new(16).search_any(pos, &[], limits, &AtomicBool::new(false), &mut |i| {
        infos.push(i.clone())
    });
    (result, infos)
}

/// Plays a line from `pos`: every move must be legal where it is played.
fn playable(pos: &AnyGame, line: &[turnpan_rules::AnyMove]) -> bool {
    let mut p = pos.clone();
    line.iter().all(|&mv| {
        let mut legal = Vec::new();
        p.legal_moves(&mut legal);
        let ok = legal.contains(&mv);
        if ok {
            p.play_unchecked(mv);
        }
        ok
    })
}

#[test]
fn three_lines_are_three_different_moves_best_first() {
    for (variant, fen) in [
        ("chess", None),
        (
            "chess",
            Some("r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 2 3"),
        ),
        ("turkish", None),
        ("turnover", None),
    ] {
        let pos = position(variant, fen);
        let limits = Limits {
            multipv: 3,
            ..Limits::depth(5)
        };
        let (result, infos) = search(&pos, limits);
        assert_eq!(result.lines.len(), 3, "{variant}");
        let firsts: Vec<_> = result.lines.iter().map(|(_, pv)| pv[0]).collect();
        assert!(firsts[0] != firsts[1] && firsts[1] != firsts[2] && firsts[0] != firsts[2]);
        assert_eq!(Some(firsts[0]), result.best, "{variant}");
        assert_eq!(result.lines[0].0, result.score);
        for w in result.lines.windows(2) {
            assert!(
                rank(w[0].0) >= rank(w[1].0),
                "{variant}: {:?}",
                result.lines
            );
        }
        for (_, pv) in &result.lines {
            assert!(playable(&pos, pv), "{variant}: {pv:?}");
        }
        // Each depth reports lines 1, 2 and 3, in that order.
        let last: Vec<Option<u32>> = infos
            .iter()
            .filter(|i| i.depth == 5)
            .map(|i| i.multipv)
            .collect();
        assert_eq!(last, [Some(1), Some(2), Some(3)], "{variant}");
        let text = infos.last().unwrap().uci();
        assert!(text.contains(" multipv 3 score "), "{text}");
    }
}

#[test]
fn a_mate_in_one_is_the_first_line_and_not_the_others() {
    // Scholar's mate is on: Qxf7#.
    let pos = position(
        "chess",
        Some("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4"),
    );
    let limits = Limits {
        multipv: 2,
        ..Limits::depth(4)
    };
    let (result, _) = search(&pos, limits);
    assert_eq!(result.lines[0].0, Score::Mate(1));
    assert_eq!(pos.uci(result.lines[0].1[0]), "h5f7");
    assert!(
        !matches!(result.lines[1].0, Score::Mate(m) if m > 0),
        "{:?}",
        result.lines[1]
    );
}

#[test]
fn more_lines_than_moves_gives_every_move() {
    // The king in check has exactly two moves.
    let pos = position("chess", Some("7k/8/8/8/8/8/6q1/K7 w - - 0 1"));
    let mut legal = Vec::new();
    pos.legal_moves(&mut legal);
    let limits = Limits {
        multipv: 5,
        ..Limits::depth(3)
    };
    let (result, _) = search(&pos, limits);
    assert_eq!(result.lines.len(), legal.len());
}

#[test]
fn one_line_is_the_ordinary_search() {
    let pos = position(
        "chess",
        Some("r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 2 3"),
    );
    let (plain, plain_infos) = search(&pos, Limits::depth(7));
    let (one, one_infos) = search(
        &pos,
        Limits {
            multipv: 1,
            ..Limits::depth(7)
        },
    );
    assert_eq!(
        (plain.best, plain.nodes, plain.pv.clone()),
        (one.best, one.nodes, one.pv)
    );
    assert_eq!(plain.lines.len(), 1);
    assert!(plain_infos
        .iter()
        .chain(&one_infos)
        .all(|i| i.multipv.is_none()));
    assert!(!plain_infos.last().unwrap().uci().contains("multipv"));
}
