//! The parallel search (lazy SMP, `Limits::threads`): legal moves, limits honoured over all
//! threads, `stop` obeyed, and the root-move reports (`currmove`). Time limits loosely: these
//! are not benchmarks, only "does not run away".

#![allow(clippy::unwrap_used)] // a failed unwrap is a failed test

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use turnpan_engine::{Engine, Info, Limits};
use turnpan_rules::{AnyGame, Catalog, Game};

fn two_threads(limits: Limits) -> Limits {
    Limits {
        threads: 2,
        ..limits
    }
}

/// A position some plies into each built-in game, with its history.
fn positions() -> Vec<(String, AnyGame, Vec<u64>)> {
    let catalog = Catalog::builtin();
    let mut out = Vec::new();
    for id in catalog.ids().map(str::to_owned).collect::<Vec<_>>() {
        let mut pos = catalog.start(&id).unwrap();
        let mut history = Vec::new();
        let mut moves = Vec::new();
        for ply in 0..12usize {
            pos.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            history.push(pos.repetition_key());
            pos.play_unchecked(moves[(ply * 5 + 1) % moves.len()]);
        }
        out.push((id, pos, history));
    }
    out
}

#[test]
fn two_threads_return_a_legal_move_in_every_game() {
    let mut engine = Engine::new(2);
    for (id, pos, history) in positions() {
        let mut legal = Vec::new();
        pos.legal_moves(&mut legal);
        for limits in [
            Limits::depth(1),
            // With a node cap: Turnover's quiescence search can run a hundred plies of
            // captures (one thread too: depth 7 of this Turnover position takes 1.3 M nodes
            // against 25 k for depth 6), and the helper's entries change the tree.
            Limits {
                nodes: Some(300_000),
                ..Limits::depth(5)
            },
            Limits {
                nodes: Some(20_000),
                ..Limits::default()
            },
        ] {
            let r = engine.search_any(
                &pos,
                &history,
                two_threads(limits),
                &AtomicBool::new(false),
                &mut |_| {},
            );
            match r.best {
                Some(mv) => assert!(legal.contains(&mv), "{id} {}: illegal {mv:?}", pos.fen()),
                None => assert!(legal.is_empty(), "{id}: no move but legal ones exist"),
            }
        }
    }
}

#[test]
fn nodes_are_counted_over_both_threads() {
    let pos = Catalog::builtin().start("chess").unwrap();
    let mut engine = Engine::new(4);
    for n in [5_000, 50_000] {
        let mut reported = 0;
        let r = engine.search_any(
            &pos,
            &[],
            two_threads(Limits {
                nodes: Some(n),
                ..Limits::default()
            }),
            &AtomicBool::new(false),
            &mut |info: &Info| reported = info.nodes,
        );
        assert!(r.best.is_some());
        // Each thread adds its count every 512 nodes, and the helper stops at its next look.
        assert!(r.nodes <= n + 1_100, "{} nodes for a limit of {n}", r.nodes);
        assert!(
            reported <= r.nodes,
            "an info said {reported} of {}",
            r.nodes
        );
    }
}

#[test]
fn two_threads_honour_movetime_and_stop() {
    let catalog = Catalog::builtin();
    let mut engine = Engine::new(4);
    for id in ["chess", "turkish"] {
        let pos = catalog.start(id).unwrap();
        let started = Instant::now();
        let limits = two_threads(Limits::movetime(Duration::from_millis(200)));
        let r = engine.search_any(&pos, &[], limits, &AtomicBool::new(false), &mut |_| {});
        let took = started.elapsed();
        assert!(r.best.is_some());
        assert!(
            took < Duration::from_millis(700),
            "{id}: {took:?} for 200 ms"
        );
    }
    // An unbounded search ends when its flag is set, helper included.
    let pos = catalog.start("chess").unwrap();
    let stop = AtomicBool::new(false);
    let started = Instant::now();
    let r = std::thread::scope(|s| {
        s.spawn(|| {
            std::thread::sleep(Duration::from_millis(150));
            stop.store(true, Ordering::Relaxed);
        });
        engine.search_any(
            &pos,
            &[],
            two_threads(Limits::default()),
            &stop,
            &mut |_| {},
        )
    });
    let took = started.elapsed();
    assert!(r.best.is_some());
    assert!(took < Duration::from_millis(700), "stopped after {took:?}");
}

#[test]
fn one_thread_is_deterministic() {
    let pos = Catalog::builtin().start("turkish").unwrap();
    let search = || {
        Engine::new(4).search_any(
            &pos,
            &[],
            Limits {
                threads: 1,
                ..Limits::depth(6)
            },
            &AtomicBool::new(false),
            &mut |_| {},
        )
    };
    let (a, b) = (search(), search());
    assert_eq!((a.best, a.nodes, a.score), (b.best, b.nodes, b.score));
}

#[test]
fn root_moves_are_announced_when_asked() {
    let pos = Catalog::builtin().start("chess").unwrap();
    let mut legal = Vec::new();
    pos.legal_moves(&mut legal);
    let legal: Vec<String> = legal.iter().map(|&m| pos.uci(m)).collect();
    for threads in [1, 2] {
        let mut announced: Vec<(u32, String, u32)> = Vec::new();
        let mut depths = 0;
        let limits = Limits {
            threads,
            currmove_after: Some(Duration::ZERO),
            ..Limits::depth(3)
        };
        Engine::new(1).search_any(&pos, &[], limits, &AtomicBool::new(false), &mut |info| {
            match &info.currmove {
                Some(c) => {
                    let line = info.uci();
                    assert!(
                        line.starts_with(&format!("info depth {} currmove ", info.depth)),
                        "{line}"
                    );
                    announced.push((info.depth, c.mv.clone(), c.number));
                }
                None => depths += 1,
            }
        });
        assert_eq!(depths, 3, "one info per completed depth");
        for depth in 1..=3 {
            let at: Vec<_> = announced.iter().filter(|a| a.0 == depth).collect();
            // Every root move once, numbered from 1 in the order searched (the main thread
            // only, even with a helper).
            assert_eq!(at.len(), legal.len(), "depth {depth}, {threads} threads");
            for (k, (_, mv, number)) in at.iter().enumerate() {
                assert_eq!(*number as usize, k + 1);
                assert!(legal.contains(mv), "{mv}");
            }
        }
    }
    // Not asked: none.
    let mut any = false;
    Engine::new(1).search_any(
        &pos,
        &[],
        Limits::depth(3),
        &AtomicBool::new(false),
        &mut |info| any |= info.currmove.is_some(),
    );
    assert!(!any);
}
