//! Tunes the evaluation's weights on the games of `scripts/match/match.py` logs (Texel's
//! method, see `turnpan_engine::tune`) and prints the tuned weights as `name = value` lines.
//!
//! ```text
//! cargo run --release -p turnpan-engine --example tune -- \
//!     --variants scripts/match --variant turkish-noelephant [--weights FILE] \
//!     [--names a,b,c] [--rounds N] [--skip PLIES] [--holdout PERCENT] \
//!     [--engine-share SHARE] [--scored-only] LOG...
//! ```
//!
//! Each log line reads `game N: ... RESULT (REASON, P plies) [scores: S1 S2 ...] moves: M1 M2
//! ...` (the format of `match.py --log` and of the `selfplay` example). Where a line has the
//! playing engine's score of each position (White's view, `-` for none), a position's target
//! blends the game's result with that score's winning chances: `SHARE` (thousandths, default
//! 700) of the target comes from the score; with `--scored-only` the positions without a
//! score (those of the `selfplay` example's opponent) are left out. `PERCENT` games in every hundred (default 10,
//! spread evenly) are held out of the tuning and only measured, to show whether the tuned
//! weights predict games they were not fitted on.

mod common;

use std::path::PathBuf;
use std::process::ExitCode;

use turnpan_engine::eval::{Evaluator, Weights};
use turnpan_engine::tune::{self, Sample};
use turnpan_rules::{AnyGame, Game};

struct Options {
    variants: Option<PathBuf>,
    variant: String,
    weights: Weights,
    names: Vec<String>,
    rounds: usize,
    skip: usize,
    holdout: usize,
    engine_share: f64,
    scored_only: bool,
    logs: Vec<PathBuf>,
}

fn parse_args() -> Result<Options, String> {
    let mut o = Options {
        variants: None,
        variant: "chess".into(),
        weights: Weights::default(),
        names: Weights::NAMES.iter().map(|n| (*n).to_owned()).collect(),
        rounds: 10,
        skip: 8,
        holdout: 10,
        engine_share: 0.7,
        scored_only: false,
        logs: Vec::new(),
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or_else(|| format!("{arg} needs a value"));
        match arg.as_str() {
            "--variants" => o.variants = Some(value()?.into()),
            "--variant" => o.variant = value()?,
            "--weights" => {
                let path = value()?;
                let text = std::fs::read_to_string(&path).map_err(|e| format!("{path}: {e}"))?;
                o.weights = Weights::parse(&text).map_err(|e| format!("{path}: {e}"))?;
            }
            "--names" => {
                o.names = value()?.split(',').map(str::to_owned).collect();
                if let Some(bad) = o.names.iter().find(|n| Weights::default().get(n).is_none()) {
                    return Err(format!("--names: unknown weight `{bad}`"));
                }
            }
            "--rounds" => o.rounds = common::number(&value()?, "--rounds")?,
            "--skip" => o.skip = common::number(&value()?, "--skip")?,
            "--holdout" => o.holdout = common::number(&value()?, "--holdout")?.min(100),
            "--engine-share" => {
                o.engine_share =
                    common::number(&value()?, "--engine-share")?.min(1000) as f64 / 1000.0;
            }
            "--scored-only" => o.scored_only = true,
            _ if arg.starts_with("--") => return Err(format!("unknown option {arg}")),
            _ => o.logs.push(arg.into()),
        }
    }
    if o.logs.is_empty() {
        return Err("give one or more match logs".into());
    }
    Ok(o)
}

/// One game of a log: White's result, the engine's score of each position where the log has
/// them, and the moves.
struct LoggedGame<'a> {
    result: f64,
    scores: Vec<Option<i32>>,
    moves: Vec<&'a str>,
}

fn parse_line(line: &str) -> Result<LoggedGame<'_>, String> {
    let (head, moves) = line
        .split_once(" moves:")
        .ok_or("no `moves:` in the line")?;
    let (head, scores) = head.split_once(" scores:").unwrap_or((head, ""));
    let scores = scores
        .split_whitespace()
        .map(|s| match s {
            "-" => Ok(None),
            _ => s
                .parse()
                .map(Some)
                .map_err(|_| format!("score `{s}` is not a number")),
        })
        .collect::<Result<Vec<_>, _>>()?;
    let result = if head.contains(" 1-0 ") {
        1.0
    } else if head.contains(" 0-1 ") {
        0.0
    } else if head.contains(" 1/2-1/2 ") {
        0.5
    } else {
        return Err("no result (1-0, 0-1 or 1/2-1/2) in the line".into());
    };
    Ok(LoggedGame {
        result,
        scores,
        moves: moves.split_whitespace().collect(),
    })
}

/// The samples of every game, split into those to tune on and those held out.
type Split<G> = (Vec<Sample<G>>, Vec<Sample<G>>);

fn read_games<G: Game>(start: &G, o: &Options) -> Result<Split<G>, String> {
    let mut texts = Vec::new();
    for path in &o.logs {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
        texts.push((path, text));
    }
    let mut games = Vec::new();
    for (path, text) in &texts {
        for (i, line) in text
            .lines()
            .enumerate()
            .filter(|(_, l)| !l.trim().is_empty())
        {
            let at = |e: String| format!("{} line {}: {e}", path.display(), i + 1);
            games.push((parse_line(line).map_err(at)?, at(String::new())));
        }
    }
    // How the engine's scores map to results: the slope of the logistic curve through them.
    let points: Vec<(i32, f64)> = games
        .iter()
        .flat_map(|(g, _)| g.scores.iter().flatten().map(|&s| (s, g.result)))
        .collect();
    let engine_k = tune::fit_slope(&points);
    if !points.is_empty() {
        eprintln!(
            "{} engine scores, logistic slope {engine_k:.4}",
            points.len()
        );
    }
    let (mut train, mut test) = (Vec::new(), Vec::new());
    for (n, (game, at)) in games.iter().enumerate() {
        let target = |ply: usize| match game.scores.get(ply).copied().flatten() {
            Some(s) => Some(
                o.engine_share * tune::predicted(s, engine_k)
                    + (1.0 - o.engine_share) * game.result,
            ),
            None if o.scored_only => None,
            None => Some(game.result),
        };
        let samples = tune::samples_from_game(start, &game.moves, &target, o.skip)
            .map_err(|e| format!("{at}{e}"))?;
        // Spread evenly: `holdout` games in every hundred.
        if (n + 1) * o.holdout / 100 > n * o.holdout / 100 {
            test.extend(samples);
        } else {
            train.extend(samples);
        }
    }
    eprintln!(
        "{} games: {} positions to tune on, {} held out",
        games.len(),
        train.len(),
        test.len()
    );
    Ok((train, test))
}

fn run<G: Game>(start: &G, o: &Options) -> Result<(), String> {
    let (train, test) = read_games(start, o)?;
    if train.is_empty() {
        return Err("no positions to tune on".into());
    }
    let k = tune::fit_scale(&train, &o.weights);
    let report = |label: &str, w: &Weights| {
        eprintln!(
            "{label}: error {:.6} (held out {:.6})",
            tune::loss(&train, w, k),
            tune::loss(&test, w, k)
        );
    };
    eprintln!("logistic slope k = {k:.4}");
    report("start", &o.weights);
    let names: Vec<&str> = o.names.iter().map(String::as_str).collect();
    let tuned = tune::tune(&train, &o.weights, &names, k, o.rounds, &mut |n, v, l| {
        eprintln!("  {n} = {v}  (error {l:.6})");
    });
    report("tuned", &tuned);
    let values = Evaluator::with_weights(start, tuned.clone());
    let letters: Vec<String> = (0..start.piece_kinds())
        .filter_map(|kind| {
            let letter = start.variant()?.pieces().get(kind)?.letter;
            Some(format!("{letter} {}", values.value(kind)))
        })
        .collect();
    eprintln!("piece values: {}", letters.join(", "));
    print!("{}", tuned.to_text());
    Ok(())
}

fn main() -> ExitCode {
    let result = parse_args().and_then(|o| {
        match common::start_position(o.variants.as_deref(), &o.variant)? {
            AnyGame::Small(p) => run(&p, &o),
            AnyGame::Large(p) => run(&p, &o),
            AnyGame::Turnover(p) => run(&p, &o),
        }
    });
    common::exit("tune", result)
}
