//! The UCI protocol over any reader and writer: `uci`, `isready`, `setoption` (`UCI_Variant`,
//! `Hash`, `Threads`, `Level`, `MultiPV`, `Ponder`, `Move Overhead`), `ucinewgame`,
//! `position startpos|fen ... moves ...`, `go searchmoves|ponder|wtime|btime|winc|binc|
//! movestogo|depth|nodes|mate|movetime|infinite|perft`, `ponderhit`, `stop`, `quit`. Every
//! completed depth is reported with `hashfull`; after three seconds each root move is
//! announced as it starts (`info depth D currmove M currmovenumber N`).
//!
//! The search runs on its own thread, so `stop`, `isready` and `quit` are answered while it
//! thinks.

use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use turnpan_rules::{AnyGame, Catalog, Color, Game};

use crate::{Clock, Engine, Level, Limits, DEFAULT_HASH_MB};

/// Most lines `MultiPV` may ask for.
const MAX_MULTIPV: u32 = 5;

/// Most search threads `Threads` may ask for (lazy SMP; more threads than cores only share
/// the cores).
pub const MAX_THREADS: u32 = 64;

/// How long a search runs before it announces each root move (`info currmove`), so that a
/// short search does not flood the GUI.
const CURRMOVE_AFTER: Duration = Duration::from_secs(3);

/// `Move Overhead` unless set.
const DEFAULT_OVERHEAD: Duration = Duration::from_millis(30);

/// Where protocol lines go; shared with the search thread.
pub type Output = Arc<Mutex<dyn Write + Send>>;

fn say(out: &Output, line: &str) {
    if let Ok(mut w) = out.lock() {
        // A closed output leaves nobody to tell.
        let _ = writeln!(w, "{line}");
        let _ = w.flush();
    }
}

struct Running {
    stop: Arc<AtomicBool>,
    /// Whether the search is still a ponder search (`go ponder` before its `ponderhit`).
    pondering: Arc<AtomicBool>,
    /// The time the search may think once the ponder move is played (`ponderhit`).
    after_ponderhit: Option<Duration>,
    handle: JoinHandle<Engine>,
}

/// The words that start a `go` parameter: `searchmoves` takes moves up to the next one.
const GO_WORDS: [&str; 13] = [
    "searchmoves",
    "ponder",
    "wtime",
    "btime",
    "winc",
    "binc",
    "movestogo",
    "depth",
    "nodes",
    "mate",
    "movetime",
    "infinite",
    "perft",
];

/// The state of a UCI session.
struct Session {
    catalog: Catalog,
    variant: String,
    position: AnyGame,
    /// Repetition keys of the positions before `position`.
    history: Vec<u64>,
    level: Level,
    /// Lines to report (`MultiPV`).
    multipv: u32,
    /// Search threads (`Threads`).
    threads: u32,
    /// Time kept back from the clock for each move (`Move Overhead`).
    overhead: Duration,
    engine: Option<Engine>,
    running: Option<Running>,
    out: Output,
}

/// Runs a UCI session until `quit` or the end of the input.
///
/// # Errors
/// When the input cannot be read.
pub fn run(catalog: Catalog, input: impl BufRead, out: Output) -> std::io::Result<()> {
    let variant = if catalog.get("chess").is_some() {
        "chess".to_owned()
    } else {
        catalog.ids().next().unwrap_or("chess").to_owned()
    };
    let Ok(position) = catalog.start(&variant) else {
        say(&out, "info string no games loaded");
        return Ok(());
    };
    let mut s = Session {
        catalog,
        variant,
        position,
        history: Vec::new(),
        level: Level::MAX,
        multipv: 1,
        threads: 1,
        overhead: DEFAULT_OVERHEAD,
        engine: Some(Engine::new(DEFAULT_HASH_MB)),
        running: None,
        out,
    };
    for line in input.lines() {
        let line = line?;
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&command, args)) = words.split_first() else {
            continue;
        };
        match command {
            "uci" => s.uci(),
            "isready" => say(&s.out, "readyok"),
            "setoption" => s.set_option(args),
            "ucinewgame" => {
                s.wait();
                if let Some(e) = s.engine.as_mut() {
                    e.clear();
                }
            }
            "position" => s.set_position(args),
            "go" => s.go(args),
            "ponderhit" => s.ponderhit(),
            "stop" => s.wait(),
            "quit" => break,
            _ => say(&s.out, &format!("info string unknown command '{command}'")),
        }
    }
    s.wait();
    Ok(())
}

impl Session {
    fn uci(&self) {
        say(
            &self.out,
            &format!("id name Turnpan {}", env!("CARGO_PKG_VERSION")),
        );
        say(&self.out, "id author the Turnpan authors");
        let vars: Vec<String> = self.catalog.ids().map(|id| format!("var {id}")).collect();
        say(
            &self.out,
            &format!(
                "option name UCI_Variant type combo default {} {}",
                self.variant,
                vars.join(" ")
            ),
        );
        say(
            &self.out,
            &format!("option name Hash type spin default {DEFAULT_HASH_MB} min 1 max 4096"),
        );
        say(
            &self.out,
            &format!("option name Threads type spin default 1 min 1 max {MAX_THREADS}"),
        );
        say(
            &self.out,
            "option name Level type spin default 8 min 1 max 8",
        );
        say(
            &self.out,
            &format!("option name MultiPV type spin default 1 min 1 max {MAX_MULTIPV}"),
        );
        say(&self.out, "option name Ponder type check default false");
        say(
            &self.out,
            &format!(
                "option name Move Overhead type spin default {} min 0 max 5000",
                DEFAULT_OVERHEAD.as_millis()
            ),
        );
        say(&self.out, "uciok");
    }

    /// Stops a running search and waits for its `bestmove`.
    fn wait(&mut self) {
        if let Some(r) = self.running.take() {
            r.stop.store(true, Ordering::Relaxed);
            match r.handle.join() {
                Ok(engine) => self.engine = Some(engine),
                Err(_) => self.engine = Some(Engine::new(DEFAULT_HASH_MB)),
            }
        }
    }

    fn set_option(&mut self, args: &[&str]) {
        // setoption name <name words> [value <value words>]
        let text = args.join(" ");
        let rest = text.strip_prefix("name ").unwrap_or(&text);
        let (name, value) = match rest.split_once(" value ") {
            Some((n, v)) => (n.trim(), v.trim()),
            None => (rest.trim(), ""),
        };
        self.wait();
        match name.to_ascii_lowercase().as_str() {
            "uci_variant" => {
                if let Ok(pos) = self.catalog.start(value) {
                    self.variant = value.to_owned();
                    self.position = pos;
                    self.history.clear();
                } else {
                    say(&self.out, &format!("info string unknown variant '{value}'"));
                }
            }
            "hash" => match value.parse::<usize>() {
                Ok(mb) => {
                    if let Some(e) = self.engine.as_mut() {
                        e.set_hash(mb.clamp(1, 4096));
                    }
                }
                Err(_) => say(&self.out, &format!("info string bad Hash value '{value}'")),
            },
            "threads" => match value.parse::<u32>() {
                Ok(n) if (1..=MAX_THREADS).contains(&n) => self.threads = n,
                _ => say(
                    &self.out,
                    &format!("info string Threads must be 1-{MAX_THREADS}, not '{value}'"),
                ),
            },
            "level" | "skill level" => match value.parse::<u8>().ok().and_then(Level::new) {
                Some(l) => self.level = l,
                None => say(
                    &self.out,
                    &format!("info string Level must be 1-8, not '{value}'"),
                ),
            },
            "multipv" => match value.parse::<u32>() {
                Ok(n) if (1..=MAX_MULTIPV).contains(&n) => self.multipv = n,
                _ => say(
                    &self.out,
                    &format!("info string MultiPV must be 1-{MAX_MULTIPV}, not '{value}'"),
                ),
            },
            // The GUI says whether it will send `go ponder`; nothing to change here.
            "ponder" => {}
            "move overhead" => match value.parse::<u64>() {
                Ok(ms) if ms <= 5000 => self.overhead = Duration::from_millis(ms),
                _ => say(
                    &self.out,
                    &format!("info string Move Overhead must be 0-5000, not '{value}'"),
                ),
            },
            _ => say(&self.out, &format!("info string unknown option '{name}'")),
        }
    }

    fn set_position(&mut self, args: &[&str]) {
        self.wait();
        let moves_at = args.iter().position(|&w| w == "moves");
        let (setup, moves) = match moves_at {
            Some(i) => (&args[..i], &args[i + 1..]),
            None => (args, &[][..]),
        };
        let pos = match setup.split_first() {
            Some((&"startpos", _)) => self.catalog.start(&self.variant).map_err(|e| e.to_string()),
            Some((&"fen", fen)) => self
                .catalog
                .from_fen(&self.variant, &fen.join(" "))
                .map_err(|e| e.to_string()),
            _ => Err("expected 'startpos' or 'fen'".to_owned()),
        };
        let mut pos = match pos {
            Ok(p) => p,
            Err(e) => {
                say(&self.out, &format!("info string bad position: {e}"));
                return;
            }
        };
        let mut history = Vec::new();
        for text in moves {
            let key = pos.repetition_key();
            match pos.parse_uci(text).and_then(|mv| pos.play(mv)) {
                Ok(()) => history.push(key),
                Err(e) => {
                    say(&self.out, &format!("info string illegal move: {e}"));
                    break;
                }
            }
        }
        self.position = pos;
        self.history = history;
    }

    fn go(&mut self, args: &[&str]) {
        self.wait();
        let mut limits = Limits::default();
        let (mut infinite, mut ponder) = (false, false);
        let mut among = Vec::new();
        let (mut wtime, mut btime, mut winc, mut binc, mut to_go) = (None, None, 0u64, 0u64, None);
        let mut i = 0;
        let number = |i: usize| {
            args.get(i + 1)
                .and_then(|v| v.parse::<i64>().ok())
                .map(|v| v.max(0) as u64)
        };
        while i < args.len() {
            match args[i] {
                "perft" => {
                    let depth = number(i).unwrap_or(1) as u32;
                    self.perft(depth);
                    return;
                }
                "searchmoves" => {
                    while let Some(&text) = args.get(i + 1).filter(|w| !GO_WORDS.contains(w)) {
                        match self.position.parse_uci(text) {
                            Ok(mv) => among.push(mv),
                            Err(e) => say(&self.out, &format!("info string searchmoves: {e}")),
                        }
                        i += 1;
                    }
                }
                "infinite" => infinite = true,
                "ponder" => ponder = true,
                "depth" => limits.depth = number(i).map(|d| d as u32),
                "nodes" => limits.nodes = number(i),
                "mate" => limits.mate = number(i).map(|m| m.max(1) as u32),
                "movetime" => limits.movetime = number(i).map(Duration::from_millis),
                "wtime" => wtime = number(i),
                "btime" => btime = number(i),
                "winc" => winc = number(i).unwrap_or(0),
                "binc" => binc = number(i).unwrap_or(0),
                "movestogo" => to_go = number(i).map(|v| v as u32),
                _ => {}
            }
            i += 1;
        }
        let (time, inc) = match self.position.turn() {
            Color::White => (wtime, winc),
            Color::Black => (btime, binc),
        };
        if let Some(t) = time {
            limits.clock = Some(Clock {
                time: Duration::from_millis(t),
                increment: Duration::from_millis(inc),
                moves_to_go: to_go,
            });
        }
        limits.overhead = Some(self.overhead);
        if !infinite {
            limits = limits.and(self.level.limits());
        }
        // A ponder search thinks without a time limit until `ponderhit`, and then for the
        // time the move would have had.
        let after_ponderhit = ponder.then(|| limits.deadlines().0).flatten();
        if infinite || ponder {
            limits = Limits {
                depth: limits.depth,
                nodes: limits.nodes,
                mate: limits.mate,
                eval_noise: limits.eval_noise,
                ..Limits::default()
            };
        }
        limits.multipv = self.multipv;
        limits.threads = self.threads;
        limits.currmove_after = Some(CURRMOVE_AFTER);
        let stop = Arc::new(AtomicBool::new(false));
        let pondering = Arc::new(AtomicBool::new(ponder));
        let mut engine = self
            .engine
            .take()
            .unwrap_or_else(|| Engine::new(DEFAULT_HASH_MB));
        let pos = self.position.clone();
        let history = self.history.clone();
        let out = Arc::clone(&self.out);
        let flag = Arc::clone(&stop);
        let still_pondering = Arc::clone(&pondering);
        let handle = std::thread::spawn(move || {
            let result =
                engine.search_any_among(&pos, &history, limits, &among, &flag, &mut |info| {
                    say(&out, &info.uci())
                });
            // UCI: an infinite search answers at `stop`, a ponder search not before its
            // `ponderhit` (or `stop`).
            while !flag.load(Ordering::Relaxed)
                && (infinite || still_pondering.load(Ordering::Relaxed))
            {
                std::thread::sleep(Duration::from_millis(2));
            }
            say(&out, &bestmove_line(&pos, &result));
            engine
        });
        self.running = Some(Running {
            stop,
            pondering,
            after_ponderhit,
            handle,
        });
    }

    /// The ponder move was played: the search goes on for the move's own time.
    fn ponderhit(&mut self) {
        let Some(r) = self.running.as_ref() else {
            return;
        };
        if !r.pondering.swap(false, Ordering::Relaxed) {
            return;
        }
        if let Some(budget) = r.after_ponderhit {
            let stop = Arc::clone(&r.stop);
            std::thread::spawn(move || {
                std::thread::sleep(budget);
                stop.store(true, Ordering::Relaxed);
            });
        }
    }

    fn perft(&self, depth: u32) {
        let pos = &self.position;
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        let mut total = 0;
        let mut lines: Vec<String> = Vec::new();
        for mv in moves {
            let mut child = pos.clone();
            child.play_unchecked(mv);
            let n = if depth <= 1 {
                1
            } else {
                child.perft(depth - 1)
            };
            total += n;
            lines.push(format!("{}: {n}", pos.uci(mv)));
        }
        lines.sort();
        for l in lines {
            say(&self.out, &l);
        }
        say(&self.out, "");
        say(
            &self.out,
            &format!("Nodes searched: {}", if depth == 0 { 1 } else { total }),
        );
    }
}

/// `bestmove M [ponder P]`, the ponder move being the expected reply when it is legal.
fn bestmove_line(pos: &AnyGame, result: &crate::SearchResult<turnpan_rules::AnyMove>) -> String {
    let Some(mv) = result.best else {
        return "bestmove (none)".to_owned();
    };
    let ponder = result.pv.get(1).and_then(|&reply| {
        let mut after = pos.clone();
        after.play(mv).ok()?;
        let mut legal = Vec::new();
        after.legal_moves(&mut legal);
        legal.contains(&reply).then(|| after.uci(reply))
    });
    match ponder {
        Some(p) => format!("bestmove {} ponder {p}", pos.uci(mv)),
        None => format!("bestmove {}", pos.uci(mv)),
    }
}
