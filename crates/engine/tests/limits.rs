//! The engine never returns an illegal move, and honours its limits (time loosely: these are
//! not benchmarks, only "does not run away").

#![allow(clippy::unwrap_used)] // a failed unwrap is a failed test

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use turnpan_engine::{best_move, Engine, Level, Limits};
use turnpan_rules::{AnyGame, Catalog, Game};

/// A small deterministic generator, so failures reproduce.
struct Rng(u64);
impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) as usize) % n.max(1)
    }
}

#[test]
fn never_returns_an_illegal_move() {
    let catalog = Catalog::builtin();
    let mut rng = Rng(7);
    let mut engine = Engine::new(1);
    for id in catalog.ids().map(str::to_owned).collect::<Vec<_>>() {
        for game in 0..3 {
            let mut pos: AnyGame = catalog.start(&id).unwrap();
            let mut history = Vec::new();
            let plies = 10 + 15 * game;
            for _ in 0..plies {
                let mut moves = Vec::new();
                pos.legal_moves(&mut moves);
                if moves.is_empty() {
                    break;
                }
                history.push(pos.repetition_key());
                pos.play_unchecked(moves[rng.below(moves.len())]);
            }
            let mut legal = Vec::new();
            pos.legal_moves(&mut legal);
            for limits in [
                Limits::depth(1),
                Limits::depth(3),
                Limits {
                    nodes: Some(3_000),
                    ..Limits::default()
                },
            ] {
                let r =
                    engine.search_any(&pos, &history, limits, &AtomicBool::new(false), &mut |_| {});
                match r.best {
                    Some(mv) => assert!(legal.contains(&mv), "{id} {}: illegal {mv:?}", pos.fen()),
                    None => assert!(
                        legal.is_empty(),
                        "{id} {}: no move but legal ones exist",
                        pos.fen()
                    ),
                }
            }
        }
    }
}

#[test]
fn honours_movetime() {
    let catalog = Catalog::builtin();
    for id in ["chess", "turkish"] {
        let pos = catalog.start(id).unwrap();
        let started = Instant::now();
        let r = best_move(&pos, &[], Limits::movetime(Duration::from_millis(200)));
        let took = started.elapsed();
        assert!(r.best.is_some());
        assert!(
            took < Duration::from_millis(600),
            "{id}: {took:?} for a 200 ms search"
        );
    }
}

#[test]
fn honours_clock_and_nodes() {
    let pos = Catalog::builtin().start("chess").unwrap();
    let clock = turnpan_engine::Clock {
        time: Duration::from_millis(1_000),
        increment: Duration::ZERO,
        moves_to_go: None,
    };
    let started = Instant::now();
    let r = best_move(
        &pos,
        &[],
        Limits {
            clock: Some(clock),
            ..Limits::default()
        },
    );
    assert!(r.best.is_some());
    assert!(
        started.elapsed() < Duration::from_millis(1_000),
        "{:?}",
        started.elapsed()
    );
    let r = best_move(
        &pos,
        &[],
        Limits {
            nodes: Some(5_000),
            ..Limits::default()
        },
    );
    assert!(r.nodes <= 5_100, "{}", r.nodes);
}

#[test]
fn weak_levels_are_fast_and_legal() {
    let pos = Catalog::builtin().start("transformer").unwrap();
    let mut legal = Vec::new();
    pos.legal_moves(&mut legal);
    for n in 1..=4 {
        let level = Level::new(n).unwrap();
        let started = Instant::now();
        let r = best_move(&pos, &[], level.limits());
        assert!(legal.contains(&r.best.unwrap()));
        assert!(
            started.elapsed() < Duration::from_secs(3),
            "level {n}: {:?}",
            started.elapsed()
        );
    }
}

#[test]
fn avoids_repeating_when_winning() {
    // With a queen up, the engine does not walk into a repetition the history already holds:
    // a position reached before scores as a draw.
    let catalog = Catalog::builtin();
    let pos = catalog
        .from_fen("chess", "7k/8/8/8/8/8/8/KQ6 w - - 0 1")
        .unwrap();
    let r = best_move(&pos, &[], Limits::depth(4));
    let Some(turnpan_engine::Score::Cp(cp)) = Some(r.score) else {
        unreachable!()
    };
    assert!(cp > 500, "{cp}");
}

#[test]
fn go_mate_stops_at_the_mate_asked_for() {
    // Back-rank mate in one: without `mate` the search goes on until the mate is proven with
    // room to spare (depth 5 here); asked for a mate in one, it stops at the depth that found it.
    let pos = Catalog::builtin()
        .from_fen("chess", "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1")
        .unwrap();
    let plain = best_move(&pos, &[], Limits::depth(20));
    let asked = best_move(
        &pos,
        &[],
        Limits {
            mate: Some(1),
            ..Limits::depth(20)
        },
    );
    assert_eq!(plain.score, turnpan_engine::Score::Mate(1));
    assert_eq!(asked.score, turnpan_engine::Score::Mate(1));
    assert_eq!(asked.best, plain.best);
    assert!(
        asked.depth < plain.depth,
        "asked for mate in 1: depth {}, without: depth {}",
        asked.depth,
        plain.depth
    );
}

#[test]
fn searchmoves_keeps_to_the_moves_given_and_hashfull_grows() {
    let pos = Catalog::builtin().start("chess").unwrap();
    let among = [
        pos.parse_uci("h2h4").unwrap(),
        pos.parse_uci("g1h3").unwrap(),
    ];
    let mut full = Vec::new();
    let r = Engine::new(1).search_any_among(
        &pos,
        &[],
        Limits::depth(6),
        &among,
        &AtomicBool::new(false),
        &mut |info| full.push(info.hashfull),
    );
    assert!(among.contains(&r.best.unwrap()), "{:?}", r.best);
    assert!(r.pv.first().is_some_and(|m| among.contains(m)));
    assert!(full.windows(2).all(|w| w[0] <= w[1]), "{full:?}");
    assert!(full.last().is_some_and(|&f| f > 0 && f <= 1000), "{full:?}");
    // Moves that are not legal are left out; with none legal, every move is searched.
    let mut black = pos.clone();
    black.play(pos.parse_uci("e2e4").unwrap()).unwrap();
    let r = Engine::new(1).search_any_among(
        &black,
        &[],
        Limits::depth(3),
        &among,
        &AtomicBool::new(false),
        &mut |_| {},
    );
    assert!(r.best.is_some());
}
