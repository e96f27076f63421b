//! Drives `turnpan uci` over stdin/stdout like a GUI: the handshake, variants, perft, a search
//! with info lines, and `stop` answered promptly during an infinite search.

#![allow(clippy::unwrap_used)] // a failed unwrap is a failed test

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};
use std::time::{Duration, Instant};

struct Uci {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Uci {
    /// An engine past `uci`, having offered the option line `option`.
    fn offering(option: &str) -> Uci {
        let mut e = Uci::start();
        e.send("uci");
        let lines = e.until("uciok", Duration::from_secs(10));
        assert!(lines.iter().any(|l| l == option), "{lines:?}");
        e
    }

    fn start() -> Uci {
        let mut child = Command::new(env!("CARGO_BIN_EXE_turnpan"))
            .arg("uci")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("turnpan starts");
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Uci {
            child,
            stdin,
            lines,
        }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").unwrap();
        self.stdin.flush().unwrap();
    }

    /// Lines up to and including the first that starts with `prefix`.
    fn until(&mut self, prefix: &str, timeout: Duration) -> Vec<String> {
        let deadline = Instant::now() + timeout;
        let mut seen = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let line = self
                .lines
                .recv_timeout(left)
                .unwrap_or_else(|_| panic!("no '{prefix}' in time; got {seen:?}"));
            let done = line.starts_with(prefix);
            seen.push(line);
            if done {
                return seen;
            }
        }
    }
}

impl Drop for Uci {
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit");
        let _ = self.child.wait();
    }
}

#[test]
fn handshake_lists_every_game() {
    let mut e = Uci::start();
    e.send("uci");
    let lines = e.until("uciok", Duration::from_secs(10));
    let variants = lines
        .iter()
        .find(|l| l.contains("name UCI_Variant"))
        .expect("UCI_Variant option");
    for id in ["chess", "central-rotational", "transformer", "turkish"] {
        assert!(variants.contains(&format!("var {id}")), "{variants}");
    }
    e.send("isready");
    e.until("readyok", Duration::from_secs(10));
}

#[test]
fn perft_and_search() {
    let mut e = Uci::start();
    e.send("setoption name UCI_Variant value turkish");
    e.send("position startpos");
    e.send("go perft 1");
    let lines = e.until("Nodes searched", Duration::from_secs(10));
    assert_eq!(lines.last().unwrap(), "Nodes searched: 26");
    e.send("setoption name UCI_Variant value chess");
    e.send("position fen 6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1");
    e.send("go depth 3");
    let lines = e.until("bestmove", Duration::from_secs(30));
    assert_eq!(lines.last().unwrap(), "bestmove a1a8");
    let info = lines
        .iter()
        .find(|l| l.starts_with("info depth"))
        .expect("info lines");
    for field in ["score mate 1", "nodes", "nps", "pv a1a8"] {
        assert!(info.contains(field), "{info}");
    }
}

#[test]
fn stop_is_answered_promptly() {
    let mut e = Uci::start();
    e.send("position startpos moves e2e4 e7e5");
    e.send("go infinite");
    std::thread::sleep(Duration::from_millis(300));
    e.send("isready");
    e.until("readyok", Duration::from_secs(5));
    let sent = Instant::now();
    e.send("stop");
    let lines = e.until("bestmove", Duration::from_secs(5));
    let took = sent.elapsed();
    assert!(took < Duration::from_secs(1), "stop took {took:?}");
    let mv = lines
        .last()
        .unwrap()
        .split_whitespace()
        .nth(1)
        .unwrap()
        .to_owned();
    assert_ne!(mv, "(none)");
}

#[test]
fn movetime_is_honoured() {
    let mut e = Uci::start();
    e.send("position startpos");
    let sent = Instant::now();
    e.send("go movetime 300");
    e.until("bestmove", Duration::from_secs(5));
    assert!(
        sent.elapsed() < Duration::from_millis(900),
        "{:?}",
        sent.elapsed()
    );
}

#[test]
fn multipv_reports_each_line_best_first() {
    let mut e = Uci::offering("option name MultiPV type spin default 1 min 1 max 5");
    e.send("setoption name MultiPV value 3");
    e.send("position startpos moves e2e4 e7e5");
    e.send("go depth 4");
    let lines = e.until("bestmove", Duration::from_secs(60));
    let deepest: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("info depth 4 "))
        .collect();
    assert_eq!(deepest.len(), 3, "{lines:?}");
    let mut firsts = Vec::new();
    for (k, line) in deepest.iter().enumerate() {
        assert!(
            line.contains(&format!(" multipv {} score ", k + 1)),
            "{line}"
        );
        firsts.push(
            line.split(" pv ")
                .nth(1)
                .unwrap()
                .split(' ')
                .next()
                .unwrap(),
        );
    }
    assert!(firsts[0] != firsts[1] && firsts[1] != firsts[2] && firsts[0] != firsts[2]);
    assert_eq!(lines.last().unwrap().split(' ').nth(1), Some(firsts[0]));
    // Out of range: refused with a message, the setting kept.
    e.send("setoption name MultiPV value 9");
    e.send("isready");
    let lines = e.until("readyok", Duration::from_secs(10));
    assert!(
        lines.iter().any(|l| l.contains("MultiPV must be 1-5")),
        "{lines:?}"
    );
    e.send("go depth 2");
    let lines = e.until("bestmove", Duration::from_secs(30));
    assert!(lines.iter().any(|l| l.contains(" multipv 3 ")), "{lines:?}");
}

#[test]
fn two_threads_search_within_the_time() {
    let mut e = Uci::offering("option name Threads type spin default 1 min 1 max 64");
    e.send("setoption name Threads value 2");
    e.send("position startpos moves e2e4 e7e5");
    let sent = Instant::now();
    e.send("go movetime 400");
    let lines = e.until("bestmove", Duration::from_secs(10));
    assert!(
        sent.elapsed() < Duration::from_millis(1200),
        "{:?}",
        sent.elapsed()
    );
    let mv = lines.last().unwrap().split(' ').nth(1).unwrap().to_owned();
    assert!(mv.len() >= 4 && mv != "(none)", "{lines:?}");
    // Out of range: refused with a message.
    e.send("setoption name Threads value 0");
    e.send("isready");
    let lines = e.until("readyok", Duration::from_secs(10));
    assert!(
        lines.iter().any(|l| l.contains("Threads must be 1-64")),
        "{lines:?}"
    );
}
