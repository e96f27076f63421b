//! Plays games of a UCI engine against itself, refereed by Turnpan's rules in this process, and
//! writes one line per game for the `tune` example: the result, the engine's score of every
//! position (White's view, centipawns; `-` where it announced a mate) and the moves.
//!
//! ```text
//! cargo run --release -p turnpan-engine --example selfplay -- \
//!     --variants scripts/match --variant turkish-noelephant \
//!     --engine /usr/games/fairy-stockfish --option VariantPath=scripts/match/variants.ini \
//!     --uci-variant turkishnoe --games 500 --movetime 10 --seed 1 >> games.log
//! ```
//!
//! `--engine` is the engine's program and its arguments, split at spaces (`"turnpan uci"`).
//!
//! With `--opponent PROGRAM` the engine plays that one instead of itself, White and Black in
//! turn, the opponent thinking `--opponent-movetime` milliseconds a move (default: the same),
//! with its own `--opponent-option` and `--opponent-uci-variant`. Only the engine's scores are
//! logged (`-` where the opponent moved), so that the positions the opponent steers into are
//! judged by the engine: a weaker opponent's mistakes, scored by a stronger engine.
//!
//! The first `--opening-plies` moves (default 6) are random, from a generator seeded by
//! `--seed`, so that the games differ; an opening after which the engine scores either side
//! more than `--balanced` centipawns (default 150) better is drawn again (a random move often
//! drops a piece). A game still running after `--max-plies` (default 300) is scored a draw.

mod common;

use std::collections::HashMap;
use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, ChildStdout, Command, ExitCode, Stdio};

use turnpan_rules::{AnyGame, Color, Game, Outcome};

/// How to start one UCI engine.
#[derive(Default)]
struct EngineSpec {
    program: String,
    options: Vec<(String, String)>,
    uci_variant: Option<String>,
}

struct Options {
    variants: Option<PathBuf>,
    variant: String,
    engine: EngineSpec,
    opponent: Option<EngineSpec>,
    opponent_movetime: Option<u64>,
    games: usize,
    movetime: u64,
    seed: u64,
    opening_plies: usize,
    max_plies: usize,
    balanced: i32,
}

fn parse_args() -> Result<Options, String> {
    let mut o = Options {
        variants: None,
        variant: "chess".into(),
        engine: EngineSpec::default(),
        opponent: None,
        opponent_movetime: None,
        games: 10,
        movetime: 10,
        seed: 1,
        opening_plies: 6,
        max_plies: 300,
        balanced: 150,
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or_else(|| format!("{arg} needs a value"));
        match arg.as_str() {
            "--variants" => o.variants = Some(value()?.into()),
            "--variant" => o.variant = value()?,
            "--engine" => o.engine.program = value()?,
            "--option" => o.engine.options.push(name_value(&value()?)?),
            "--uci-variant" => o.engine.uci_variant = Some(value()?),
            "--opponent" => o.opponent.get_or_insert_with(EngineSpec::default).program = value()?,
            "--opponent-option" => {
                let option = name_value(&value()?)?;
                o.opponent
                    .get_or_insert_with(EngineSpec::default)
                    .options
                    .push(option);
            }
            "--opponent-uci-variant" => {
                o.opponent
                    .get_or_insert_with(EngineSpec::default)
                    .uci_variant = Some(value()?);
            }
            "--opponent-movetime" => {
                o.opponent_movetime = Some(common::number(&value()?, &arg)? as u64);
            }
            "--games" => o.games = common::number(&value()?, &arg)?,
            "--movetime" => o.movetime = common::number(&value()?, &arg)? as u64,
            "--seed" => o.seed = common::number(&value()?, &arg)? as u64,
            "--opening-plies" => o.opening_plies = common::number(&value()?, &arg)?,
            "--max-plies" => o.max_plies = common::number(&value()?, &arg)?,
            "--balanced" => o.balanced = common::number(&value()?, &arg)? as i32,
            _ => return Err(format!("unknown argument {arg}")),
        }
    }
    if o.engine.program.is_empty() {
        return Err("--engine is required".into());
    }
    if o.opponent.as_ref().is_some_and(|e| e.program.is_empty()) {
        return Err("--opponent-option and --opponent-uci-variant need --opponent".into());
    }
    Ok(o)
}

fn name_value(v: &str) -> Result<(String, String), String> {
    let (name, val) = v
        .split_once('=')
        .ok_or_else(|| format!("option `{v}`: expected NAME=VALUE"))?;
    Ok((name.to_owned(), val.to_owned()))
}

/// A UCI engine in a child process.
struct Uci {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Uci {
    fn start(o: &EngineSpec) -> Result<Uci, String> {
        let mut words = o.program.split_whitespace();
        let program = words.next().ok_or("the engine's program is empty")?;
        let mut child = Command::new(program)
            .args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("{}: {e}", o.program))?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            return Err("the engine's pipes are missing".into());
        };
        let mut uci = Uci {
            child,
            stdin,
            stdout: BufReader::new(stdout),
        };
        uci.send("uci")?;
        uci.wait_for("uciok")?;
        for (name, value) in &o.options {
            uci.send(&format!("setoption name {name} value {value}"))?;
        }
        if let Some(v) = &o.uci_variant {
            uci.send(&format!("setoption name UCI_Variant value {v}"))?;
        }
        uci.send("isready")?;
        uci.wait_for("readyok")?;
        Ok(uci)
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        writeln!(self.stdin, "{line}").map_err(|e| format!("writing to the engine: {e}"))?;
        self.stdin
            .flush()
            .map_err(|e| format!("writing to the engine: {e}"))
    }

    fn read_line(&mut self) -> Result<String, String> {
        let mut line = String::new();
        let n = self
            .stdout
            .read_line(&mut line)
            .map_err(|e| format!("reading from the engine: {e}"))?;
        if n == 0 {
            return Err("the engine exited".into());
        }
        Ok(line.trim().to_owned())
    }

    fn wait_for(&mut self, word: &str) -> Result<String, String> {
        loop {
            let line = self.read_line()?;
            if line.split_whitespace().next() == Some(word) {
                return Ok(line);
            }
        }
    }

    /// The engine's move and its last score (side to move's view, `None` for a mate).
    fn go(&mut self, moves: &[String], movetime: u64) -> Result<(String, Option<i32>), String> {
        let mut position = String::from("position startpos");
        if !moves.is_empty() {
            position.push_str(" moves ");
            position.push_str(&moves.join(" "));
        }
        self.send(&position)?;
        self.send(&format!("go movetime {movetime}"))?;
        let mut score = None;
        loop {
            let line = self.read_line()?;
            let words: Vec<&str> = line.split_whitespace().collect();
            match words.first() {
                Some(&"info") => {
                    if let Some(i) = words.iter().position(|w| *w == "score") {
                        score = match (words.get(i + 1), words.get(i + 2)) {
                            (Some(&"cp"), Some(v)) => v.parse().ok(),
                            _ => None,
                        };
                    }
                }
                Some(&"bestmove") => {
                    let mv = words.get(1).ok_or("bestmove without a move")?;
                    return Ok(((*mv).to_owned(), score));
                }
                _ => {}
            }
        }
    }
}

impl Drop for Uci {
    fn drop(&mut self) {
        let _ = self.send("quit");
        let _ = self.child.wait();
    }
}

/// A small deterministic generator (splitmix64) for the random openings.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        ((z ^ (z >> 31)) % n.max(1) as u64) as usize
    }
}

/// One game's log line, or `None` when its random opening came out unbalanced. The
/// `opponent`, if any, plays the side `opponent_side`.
fn play_game<G: Game>(
    start: &G,
    engine: &mut Uci,
    mut opponent: Option<(&mut Uci, Color)>,
    rng: &mut Rng,
    o: &Options,
) -> Result<Option<String>, String> {
    for e in std::iter::once(&mut *engine).chain(opponent.as_mut().map(|(e, _)| &mut **e)) {
        e.send("ucinewgame")?;
        e.send("isready")?;
        e.wait_for("readyok")?;
    }
    let mut pos = start.clone();
    let mut moves: Vec<String> = Vec::new();
    let mut scores: Vec<String> = Vec::new();
    let mut seen: HashMap<u64, usize> = HashMap::new();
    let mut legal = Vec::new();
    let (result, reason) = loop {
        let count = seen.entry(pos.repetition_key()).or_insert(0);
        *count += 1;
        if let Some(outcome) = pos.outcome(*count) {
            break match outcome {
                Outcome::Decisive { winner, reason } => (
                    if winner == Color::White { "1-0" } else { "0-1" },
                    reason.as_str(),
                ),
                Outcome::Draw { reason } => ("1/2-1/2", reason.as_str()),
            };
        }
        if moves.len() >= o.max_plies {
            break ("1/2-1/2", "adjudicated-max-plies");
        }
        pos.legal_moves(&mut legal);
        let mv = if moves.len() < o.opening_plies {
            scores.push("-".into());
            legal[rng.below(legal.len())]
        } else if let Some((other, _)) = opponent
            .as_mut()
            .filter(|&&mut (_, side)| side == pos.turn())
        {
            let movetime = o.opponent_movetime.unwrap_or(o.movetime);
            let (text, _) = other.go(&moves, movetime)?;
            scores.push("-".into());
            pos.parse_uci(&text)
                .ok()
                .filter(|m| legal.contains(m))
                .ok_or_else(|| format!("the opponent played `{text}`, not legal here"))?
        } else {
            let (text, score) = engine.go(&moves, o.movetime)?;
            // The engine's first judgement of the opening decides whether it is played.
            let first = scores.iter().all(|s| s == "-");
            if first && score.is_none_or(|s| s.abs() > o.balanced) {
                return Ok(None);
            }
            let white = score.map(|s| if pos.turn() == Color::White { s } else { -s });
            scores.push(white.map_or("-".into(), |s| s.to_string()));
            pos.parse_uci(&text)
                .ok()
                .filter(|m| legal.contains(m))
                .ok_or_else(|| format!("the engine played `{text}`, not legal here"))?
        };
        moves.push(pos.uci(mv));
        pos.play(mv).map_err(|e| e.to_string())?;
    };
    Ok(Some(format!(
        "{result} ({reason}, {} plies) scores: {} moves: {}",
        moves.len(),
        scores.join(" "),
        moves.join(" ")
    )))
}

fn run<G: Game>(start: &G, o: &Options) -> Result<(), String> {
    let mut engine = Uci::start(&o.engine)?;
    let mut opponent = o.opponent.as_ref().map(Uci::start).transpose()?;
    let mut rng = Rng(o.seed);
    let stdout = std::io::stdout();
    for g in 0..o.games {
        // The opponent takes Black in even games, White in odd ones.
        let side = if g % 2 == 0 {
            Color::Black
        } else {
            Color::White
        };
        let line = loop {
            let other = opponent.as_mut().map(|e| (e, side));
            if let Some(line) = play_game(start, &mut engine, other, &mut rng, o)? {
                break line;
            }
        };
        let mut out = stdout.lock();
        writeln!(out, "game {}: {line}", g + 1).map_err(|e| e.to_string())?;
        out.flush().map_err(|e| e.to_string())?;
    }
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
    common::exit("selfplay", result)
}
