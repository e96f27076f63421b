//! Tuning of the evaluation's [`Weights`] on positions labelled with the results of the games
//! they come from (Texel's method): the weights that best predict the results, through a
//! logistic curve of the evaluation, are the ones kept.
//!
//! The tuner changes one weight at a time by a step, keeps the change if the prediction error
//! falls (and doubles that weight's step for the next pass), and halves the step when neither
//! direction helps (a local search; it needs no derivative, so every term of the evaluation
//! can be tuned as it is).
//!
//! ```
//! use turnpan_engine::eval::Weights;
//! use turnpan_engine::tune::{self, Sample};
//! use turnpan_rules::{AnyGame, Catalog};
//! let AnyGame::Small(start) = Catalog::builtin().start("chess").unwrap() else { unreachable!() };
//! // A game that White won after 1.e4 e5 2.Nf3.
//! let moves = ["e2e4", "e7e5", "g1f3"];
//! let samples = tune::samples_from_game(&start, &moves, &|_| Some(1.0), 0).unwrap();
//! assert_eq!(samples.len(), moves.len() + 1, "every position, the last one too");
//! let k = tune::fit_scale(&samples, &Weights::default());
//! assert!(tune::loss(&samples, &Weights::default(), k) < 0.25);
//! ```

use std::thread;

use turnpan_rules::{Color, Game};

use crate::eval::{Evaluator, Weights};

/// A position and what White is expected to score from it: the result of its game (1 a win,
/// 0.5 a draw, 0 a loss), or that blended with a stronger engine's judgement.
#[derive(Debug, Clone)]
pub struct Sample<G> {
    /// The position.
    pub pos: G,
    /// White's expected score.
    pub result: f64,
}

/// The quiet positions of a game played from `start` by `moves` (UCI): the positions from
/// ply `skip` on that are not check and where neither the move that led to them nor the move
/// played from them captures (a static evaluation misjudges positions in the middle of an
/// exchange). `target` gives White's expected score at each ply (`None` leaves the position
/// out).
///
/// # Errors
///
/// A move that is not legal where it is played, named with its ply.
pub fn samples_from_game<G: Game>(
    start: &G,
    moves: &[&str],
    target: &dyn Fn(usize) -> Option<f64>,
    skip: usize,
) -> Result<Vec<Sample<G>>, String> {
    let mut out = Vec::new();
    let mut pos = start.clone();
    let mut last_capture = false;
    for (ply, text) in moves.iter().enumerate() {
        let mv = pos
            .parse_uci(text)
            .map_err(|e| format!("ply {}: move `{text}`: {e}", ply + 1))?;
        let capture = pos.is_capture(mv);
        if ply >= skip && !last_capture && !capture && !pos.is_check() {
            if let Some(result) = target(ply) {
                out.push(Sample {
                    pos: pos.clone(),
                    result,
                });
            }
        }
        last_capture = capture;
        pos.play(mv)
            .map_err(|e| format!("ply {}: move `{text}`: {e}", ply + 1))?;
    }
    if moves.len() >= skip && !last_capture && !pos.is_check() && pos.outcome(1).is_none() {
        if let Some(result) = target(moves.len()) {
            out.push(Sample { pos, result });
        }
    }
    Ok(out)
}

/// The predicted score for White of an evaluation `eval` (White's view) in centipawns: a
/// logistic curve whose slope is `k`.
pub fn predicted(eval: i32, k: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-k * f64::from(eval) / 400.0))
}

/// The evaluation of each sample from White's point of view with the weights `w` (the samples
/// are positions of one game, whose tables the first one sets up).
fn white_evals<G: Game>(samples: &[Sample<G>], w: &Weights) -> Vec<i32> {
    let Some(first) = samples.first() else {
        return Vec::new();
    };
    let eval = Evaluator::with_weights(&first.pos, w.clone());
    let threads = thread::available_parallelism().map_or(1, usize::from);
    let chunk = samples.len().div_ceil(threads).max(1);
    thread::scope(|scope| {
        let parts: Vec<_> = samples
            .chunks(chunk)
            .map(|part| {
                let eval = &eval;
                scope.spawn(move || {
                    part.iter()
                        .map(|s| {
                            let e = eval.evaluate_base(&s.pos).0;
                            if s.pos.turn() == Color::White {
                                e
                            } else {
                                -e
                            }
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        parts
            .into_iter()
            // A panic in a worker is a bug in the evaluation: pass it on.
            .flat_map(|p| p.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
            .collect()
    })
}

/// The mean squared error of the predicted results against the real ones (the samples are
/// positions of one game).
pub fn loss<G: Game>(samples: &[Sample<G>], w: &Weights, k: f64) -> f64 {
    mean_error(samples, &white_evals(samples, w), k)
}

fn mean_error<G>(samples: &[Sample<G>], evals: &[i32], k: f64) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let total: f64 = samples
        .iter()
        .zip(evals)
        .map(|(s, &e)| (s.result - predicted(e, k)).powi(2))
        .sum();
    total / samples.len() as f64
}

/// The slope `k` of the logistic curve that best fits the results with the weights `w` (the
/// scale between centipawns and winning chances).
pub fn fit_scale<G: Game>(samples: &[Sample<G>], w: &Weights) -> f64 {
    let evals = white_evals(samples, w);
    let points: Vec<(i32, f64)> = evals
        .into_iter()
        .zip(samples.iter().map(|s| s.result))
        .collect();
    fit_slope(&points)
}

/// The slope `k` of the logistic curve ([`predicted`]) that best fits `(evaluation, result)`
/// pairs, found by a golden-section search.
///
/// ```
/// use turnpan_engine::tune::{fit_slope, predicted};
/// let points: Vec<(i32, f64)> = (-20..=20).map(|e| (e * 50, predicted(e * 50, 0.8))).collect();
/// assert!((fit_slope(&points) - 0.8).abs() < 0.01);
/// ```
pub fn fit_slope(points: &[(i32, f64)]) -> f64 {
    let error = |k: f64| -> f64 {
        points
            .iter()
            .map(|&(e, r)| (r - predicted(e, k)).powi(2))
            .sum()
    };
    let (mut lo, mut hi) = (0.01f64, 5.0f64);
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..60 {
        let a = hi - ratio * (hi - lo);
        let b = lo + ratio * (hi - lo);
        if error(a) < error(b) {
            hi = b;
        } else {
            lo = a;
        }
    }
    (lo + hi) / 2.0
}

/// Tunes the weights called `names`, starting from `start`, for up to `rounds` passes over
/// them (fewer when no step helps any more, or when a pass's changes lower the error by less
/// than a hundred-thousandth of it). `report` hears each change kept: the weight's
/// name, its new value and the new error.
pub fn tune<G: Game>(
    samples: &[Sample<G>],
    start: &Weights,
    names: &[&str],
    k: f64,
    rounds: usize,
    report: &mut dyn FnMut(&str, i32, f64),
) -> Weights {
    let mut best = start.clone();
    let mut best_loss = loss(samples, &best, k);
    let mut steps: Vec<i32> = names
        .iter()
        .map(|n| (best.get(n).unwrap_or(0).abs() / 8).max(2))
        .collect();
    for _ in 0..rounds {
        let round_start = best_loss;
        let mut improved = false;
        let mut kept_any = false;
        for (name, step) in names.iter().zip(steps.iter_mut()) {
            let Some(current) = best.get(name) else {
                continue;
            };
            let mut kept = false;
            for delta in [*step, -*step] {
                let mut trial = best.clone();
                if let Some(slot) = trial.get_mut(name) {
                    *slot = current + delta;
                }
                let l = loss(samples, &trial, k);
                if l < best_loss {
                    best = trial;
                    best_loss = l;
                    report(name, current + delta, l);
                    kept = true;
                    break;
                }
            }
            if kept {
                improved = true;
                kept_any = true;
                *step = step.saturating_mul(2);
            } else if *step > 1 {
                *step /= 2;
                improved = true;
            }
        }
        // A pass that only halved steps goes on; one whose changes barely helped ends it.
        if !improved || (kept_any && round_start - best_loss < round_start * 1e-5) {
            break;
        }
    }
    best
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use turnpan_rules::{AnyGame, Catalog};

    fn chess_start() -> turnpan_rules::Position<u64> {
        match Catalog::builtin().start("chess").unwrap() {
            AnyGame::Small(p) => p,
            _ => unreachable!("chess is played on a small board"),
        }
    }

    #[test]
    fn captures_checks_and_the_opening_are_left_out() {
        let start = chess_start();
        // 1.e4 d5 2.exd5 Qxd5 3.Nc3 Qa5 4.d4: the first two plies go, and so do the positions
        // before and after each capture; those after 3.Nc3, 3...Qa5 and 4.d4 stay.
        let moves = ["e2e4", "d7d5", "e4d5", "d8d5", "b1c3", "d5a5", "d2d4"];
        let samples = samples_from_game(&start, &moves, &|_| Some(0.5), 2).unwrap();
        let fens: Vec<String> = samples.iter().map(|s| s.pos.fen()).collect();
        assert_eq!(fens.len(), 3, "{fens:?}");
        assert!(
            fens[0].starts_with("rnb1kbnr/ppp1pppp/8/3q4/8/2N5/"),
            "{fens:?}"
        );
        assert!(fens[2].contains("3P4/2N5"), "{fens:?}");
        assert!(samples.iter().all(|s| s.result == 0.5));
        let err = samples_from_game(&start, &["e2e4", "e2e4"], &|_| Some(1.0), 0).unwrap_err();
        // A ply without a target is left out.
        let odd = samples_from_game(&start, &moves, &|ply| (ply % 2 == 1).then_some(1.0), 0);
        assert!(odd.unwrap().iter().all(|s| s.pos.turn() == Color::Black));
        assert!(err.contains("ply 2") && err.contains("e2e4"), "{err}");
    }

    #[test]
    fn tuning_finds_a_weight_the_results_reward() {
        // Positions where White has an extra pawn it keeps, labelled as wins, and their
        // mirror images as losses: the results reward a higher pawn value.
        let catalog = Catalog::builtin();
        let fens = [
            "4k3/8/8/8/8/8/PPPP4/4K3 w - - 0 1",
            "4k3/pppp4/8/8/8/8/PPPPP3/4K3 w - - 0 1",
            "4k3/pp6/8/8/8/8/PPP5/4K3 b - - 0 1",
        ];
        let mut samples = Vec::new();
        for fen in fens {
            let AnyGame::Small(pos) = catalog.from_fen("chess", fen).unwrap() else {
                unreachable!("chess is played on a small board")
            };
            samples.push(Sample { pos, result: 1.0 });
        }
        let start = Weights {
            pawn_mg: 20,
            pawn_eg: 20,
            ..Weights::default()
        };
        let k = 1.0;
        let before = loss(&samples, &start, k);
        let mut changes = 0;
        let tuned = tune(&samples, &start, &["pawn_eg"], k, 20, &mut |_, _, _| {
            changes += 1
        });
        assert!(tuned.pawn_eg > 40, "{}", tuned.pawn_eg);
        assert_eq!(tuned.pawn_mg, 20, "an untuned weight stays");
        assert!(changes > 0 && loss(&samples, &tuned, k) < before);
    }
}
