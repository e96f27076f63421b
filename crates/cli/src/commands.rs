//! The subcommands and their options: one clap struct, `--help` is the manual.

use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

use clap::{Parser, Subcommand};
use serde_json::json;
use turnpan_rules::{AnyGame, AnyMove, Catalog, Game, GameRecord, GameVisitor};

/// Turnpan: chess and chess variants.
#[derive(Debug, Parser)]
#[command(name = "turnpan", version, about)]
pub struct Cli {
    /// Also load every *.toml variant file of this directory.
    #[arg(long, global = true, value_name = "DIR")]
    variants: Option<PathBuf>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Count the leaves of the legal move tree (the last ply is bulk-counted).
    Perft {
        /// Depth in plies.
        depth: u32,
        /// Game id (see `turnpan variants`).
        #[arg(long, default_value = "chess")]
        variant: String,
        /// Start from this FEN instead of the game's start position.
        #[arg(long)]
        fen: Option<String>,
        /// One `move: count` line per legal move.
        #[arg(long)]
        divide: bool,
        /// Print time and nodes per second on stderr.
        #[arg(long)]
        stats: bool,
    },
    /// Play moves from a position and describe the result.
    Position {
        /// Game id.
        #[arg(long, default_value = "chess")]
        variant: String,
        /// Start from this FEN instead of the game's start position.
        #[arg(long)]
        fen: Option<String>,
        /// Moves separated by spaces, each in engine (e2e4) or display (e4, Nf3) notation.
        #[arg(long, default_value = "")]
        moves: String,
        /// Print one JSON object (the only output format).
        #[arg(long)]
        json: bool,
    },
    /// Turn a chessvariants.com Interactive Diagram preset into a variant file (on stdout).
    ImportDiagram {
        /// File holding the preset (its `files=... piece:ID:betza:...` words).
        file: PathBuf,
        /// Id of the new game (default: the file name without extension).
        #[arg(long)]
        id: Option<String>,
    },
    /// Turn one section of a Fairy-Stockfish variants.ini into a variant file (on stdout); the
    /// keys it cannot express are listed on stderr.
    ImportIni {
        /// The variants.ini file.
        file: PathBuf,
        /// The section to import (default: the last one of the file).
        #[arg(long)]
        section: Option<String>,
        /// Id of the new game (default: made from the section's name).
        #[arg(long)]
        id: Option<String>,
    },
    /// Speak the UCI protocol on stdin/stdout (for GUIs and match runners); the option
    /// `UCI_Variant` lists every loaded game.
    Uci,
    /// Search one position and print the best move (engine notation) and its score.
    Bestmove {
        /// Game id.
        #[arg(long, default_value = "chess")]
        variant: String,
        /// Start from this FEN instead of the game's start position.
        #[arg(long)]
        fen: Option<String>,
        /// Moves played from there, separated by spaces (engine or display notation).
        #[arg(long, default_value = "")]
        moves: String,
        /// Playing level, 1 (weakest) to 8 (full strength).
        #[arg(long, default_value_t = 8)]
        level: u8,
        /// Time for the move in milliseconds (bounded further by the level).
        #[arg(long, default_value_t = 1000)]
        movetime: u64,
        /// Maximum depth in plies.
        #[arg(long)]
        depth: Option<u32>,
        /// Search threads (lazy SMP), 1 to 64; the reported nodes are all threads'.
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=64))]
        threads: u32,
    },
    /// List the known games.
    Variants {
        /// Print JSON with each game's definition.
        #[arg(long)]
        json: bool,
    },
    /// Run the platform: HTTP API, WebSockets and the web UI.
    Serve {
        /// TCP port to listen on.
        #[arg(long, default_value_t = 8080)]
        port: u16,
        /// Address to bind.
        #[arg(long, default_value = "0.0.0.0")]
        bind: String,
        /// Database: sqlite://FILE (created if missing) or postgres://USER:PASS@HOST/DB.
        #[arg(long, default_value = "sqlite://turnpan.db")]
        db: String,
        /// Directory of the web UI's built files (default: web/dist when it exists).
        #[arg(long = "static", value_name = "DIR")]
        static_dir: Option<PathBuf>,
        /// New games (created or joined) per minute and client address once the burst is
        /// spent; 0: no limit. Loopback is not limited unless --limit-loopback.
        #[arg(long, default_value_t = turnpan_server::GameLimit::default().per_minute)]
        games_per_minute: u32,
        /// New games one client address may start at once.
        #[arg(long, default_value_t = turnpan_server::GameLimit::default().burst)]
        games_burst: u32,
        /// Limit loopback addresses too.
        #[arg(long)]
        limit_loopback: bool,
        /// Take the client address from X-Forwarded-For's last entry (only behind one reverse
        /// proxy that appends it).
        #[arg(long)]
        trust_x_forwarded_for: bool,
        /// Seconds a connection has to send its request head (also the longest an idle
        /// keep-alive connection stays open).
        #[arg(long, default_value_t = turnpan_server::conn::ConnLimits::default().header_read_timeout.as_secs_f64())]
        header_read_timeout: f64,
        /// Concurrent TCP connections per client address (IPv6: per /64); 0: no cap. Not
        /// applied behind --trust-x-forwarded-for, nor to loopback unless --limit-loopback.
        #[arg(long, default_value_t = turnpan_server::conn::ConnLimits::default().per_address)]
        connections_per_address: u32,
        /// Concurrent WebSockets per client address; 0: no cap.
        #[arg(long, default_value_t = turnpan_server::conn::ConnLimits::default().sockets_per_address)]
        sockets_per_address: u32,
        /// Another origin whose pages may use this server (`https://ui.example`; repeatable).
        /// The site's own origin always may.
        #[arg(long = "allow-origin", value_name = "ORIGIN")]
        allow_origins: Vec<String>,
        /// Serve GET /metrics on this address only (e.g. 127.0.0.1:9100), not on the main one.
        #[arg(long, value_name = "ADDR")]
        metrics_bind: Option<String>,
        /// Send Strict-Transport-Security: only when the site is served over HTTPS (by a
        /// reverse proxy).
        #[arg(long)]
        hsts: bool,
        /// Mark the session cookie Secure: only when the site is served over HTTPS (by a
        /// reverse proxy); browsers then never send it over plain HTTP.
        #[arg(long)]
        secure_cookies: bool,
        /// Run as one node of several: the message bus between them, redis://HOST:PORT (needs
        /// --db postgres://... and --node-id; docs/server.md, "Several nodes").
        #[arg(long, value_name = "URL", requires = "node_id")]
        bus: Option<String>,
        /// This node's id among the others (letters, digits, '-', '_'); with --bus.
        #[arg(long, value_name = "ID", requires = "bus")]
        node_id: Option<String>,
        /// Seconds a node's lease lasts unless renewed: how soon the others take its games
        /// over when it dies.
        #[arg(long, default_value_t = 3.0)]
        lease_seconds: f64,
        /// Hours a friend game waits for the friend before it is aborted.
        #[arg(long, default_value_t = turnpan_server::live::Lifetimes::default().friend_wait.as_secs_f64() / 3600.0)]
        friend_wait_hours: f64,
        /// Minutes an open game waits in the lobby before it is aborted.
        #[arg(long, default_value_t = turnpan_server::live::Lifetimes::default().open_wait.as_secs_f64() / 60.0)]
        open_wait_minutes: f64,
        /// Seconds a player's seat must have had no connection before the opponent may claim
        /// the win or a draw, in an untimed game (timed games scale it down, see docs/server.md).
        #[arg(long, default_value_t = turnpan_server::live::Lifetimes::default().claim_grace.as_secs_f64())]
        claim_grace: f64,
        /// Seconds a game nobody watches stays in memory once finished, or untimed between
        /// moves (it is loaded again from the database when asked for).
        #[arg(long, default_value_t = turnpan_server::live::Lifetimes::default().idle.as_secs_f64())]
        idle_seconds: f64,
        /// Log lines as JSON objects instead of text (the level comes from RUST_LOG, default
        /// info).
        #[arg(long, value_enum, default_value = "text")]
        log_format: crate::server::LogFormat,
    },
    /// Benchmark a running server: N concurrent hot-seat games over WebSockets.
    Loadtest(crate::server::LoadtestArgs),
}

/// Runs a command; an `Err` is one line for stderr (exit code 2).
pub fn run(cli: Cli) -> Result<(), String> {
    let mut catalog = Catalog::builtin();
    if let Some(dir) = &cli.variants {
        let errors = catalog
            .load_dir(dir)
            .map_err(|e| format!("cannot read variants directory {}: {e}", dir.display()))?;
        for e in errors {
            // A bad file does not stop the others; say what is wrong and go on.
            eprintln!("turnpan: skipped variant file: {e}");
        }
    }
    match cli.command {
        Command::Perft {
            depth,
            variant,
            fen,
            divide,
            stats,
        } => perft(&catalog, depth, &variant, fen.as_deref(), divide, stats),
        Command::Position {
            variant,
            fen,
            moves,
            json: _,
        } => position(&catalog, &variant, fen.as_deref(), &moves),
        Command::Variants { json } => variants(&catalog, json),
        Command::ImportDiagram { file, id } => import_diagram(&file, id),
        Command::ImportIni { file, section, id } => {
            import_ini(&file, section.as_deref(), id.as_deref())
        }
        Command::Uci => {
            let out: turnpan_engine::uci::Output =
                std::sync::Arc::new(std::sync::Mutex::new(std::io::stdout()));
            turnpan_engine::uci::run(catalog, std::io::stdin().lock(), out)
                .map_err(|e| format!("cannot read input: {e}"))
        }
        Command::Bestmove {
            variant,
            fen,
            moves,
            level,
            movetime,
            depth,
            threads,
        } => bestmove(
            &catalog,
            &variant,
            fen.as_deref(),
            &moves,
            (level, movetime, depth, threads),
        ),
        Command::Serve {
            port,
            bind,
            db,
            static_dir,
            games_per_minute,
            games_burst,
            limit_loopback,
            trust_x_forwarded_for,
            header_read_timeout,
            connections_per_address,
            sockets_per_address,
            allow_origins,
            hsts,
            secure_cookies,
            bus,
            node_id,
            lease_seconds,
            metrics_bind,
            log_format,
            friend_wait_hours,
            open_wait_minutes,
            claim_grace,
            idle_seconds,
        } => {
            crate::server::init_logging(log_format);
            let limit = turnpan_server::GameLimit {
                per_minute: games_per_minute,
                burst: games_burst,
                limit_loopback,
                trust_forwarded_for: trust_x_forwarded_for,
            };
            if !(header_read_timeout.is_finite() && header_read_timeout > 0.0) {
                return Err(format!(
                    "--header-read-timeout {header_read_timeout}: a number of seconds above 0"
                ));
            }
            let connections = turnpan_server::conn::ConnLimits {
                header_read_timeout: std::time::Duration::from_secs_f64(header_read_timeout),
                per_address: connections_per_address,
                sockets_per_address,
                ..turnpan_server::conn::ConnLimits::default()
            };
            let guard = turnpan_server::guard::GuardConfig {
                allowed_origins: allow_origins,
                hsts,
            };
            let seconds = |flag: &str, value: f64, unit: f64| {
                if value.is_finite() && value > 0.0 && value * unit < 1e9 {
                    Ok(std::time::Duration::from_secs_f64(value * unit))
                } else {
                    Err(format!("--{flag} {value}: a number above 0"))
                }
            };
            let lifetimes = turnpan_server::live::Lifetimes {
                friend_wait: seconds("friend-wait-hours", friend_wait_hours, 3600.0)?,
                open_wait: seconds("open-wait-minutes", open_wait_minutes, 60.0)?,
                claim_grace: seconds("claim-grace", claim_grace, 1.0)?,
                idle: seconds("idle-seconds", idle_seconds, 1.0)?,
            };
            let cluster = match (bus, node_id) {
                (Some(bus), Some(node)) => {
                    if !db.starts_with("postgres") {
                        return Err("--bus: several nodes share one PostgreSQL database \
                                    (--db postgres://...)"
                            .into());
                    }
                    let mut c = turnpan_server::cluster::ClusterConfig::new(&node, &bus);
                    c.lease = seconds("lease-seconds", lease_seconds, 1.0)?;
                    c.check()?;
                    Some(c)
                }
                _ => None,
            };
            let options = crate::server::ServeOptions {
                bind,
                port,
                db,
                static_dir,
                game_limit: limit,
                connections,
                guard,
                metrics_bind,
                lifetimes,
                secure_cookies,
                cluster,
            };
            crate::server::serve(catalog, options)
        }
        Command::Loadtest(args) => crate::server::loadtest(args),
    }
}

fn setup(catalog: &Catalog, variant: &str, fen: Option<&str>) -> Result<AnyGame, String> {
    match fen {
        Some(fen) => catalog.from_fen(variant, fen).map_err(|e| e.to_string()),
        None => catalog.start(variant).map_err(|e| e.to_string()),
    }
}

fn perft(
    catalog: &Catalog,
    depth: u32,
    variant: &str,
    fen: Option<&str>,
    divide: bool,
    stats: bool,
) -> Result<(), String> {
    let pos = setup(catalog, variant, fen)?;
    let started = Instant::now();
    let mut out = String::new();
    let nodes = if divide && depth > 0 {
        let mut lines = pos.visit(Divide { depth });
        lines.sort();
        for (mv, n) in &lines {
            out.push_str(&format!("{mv}: {n}\n"));
        }
        lines.iter().map(|(_, n)| n).sum()
    } else {
        pos.perft(depth)
    };
    let elapsed = started.elapsed();
    out.push_str(&format!("nodes: {nodes}\n"));
    print_stdout(&out)?;
    if stats {
        let secs = elapsed.as_secs_f64();
        eprintln!(
            "time: {secs:.3} s, speed: {:.1} Mnps (leaves bulk-counted)",
            nodes as f64 / secs.max(1e-9) / 1e6
        );
    }
    Ok(())
}

/// Perft divided by the first move, on the concrete game type.
struct Divide {
    depth: u32,
}

impl GameVisitor for Divide {
    type Output = Vec<(String, u64)>;

    fn visit<G: Game>(self, pos: &G, _lift: fn(G::Move) -> AnyMove) -> Self::Output {
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        moves
            .iter()
            .map(|&mv| {
                let mut child = pos.clone();
                // A move the position just listed.
                child.play_unchecked(mv);
                (pos.uci(mv), child.perft(self.depth - 1))
            })
            .collect()
    }
}

fn position(
    catalog: &Catalog,
    variant: &str,
    fen: Option<&str>,
    moves: &str,
) -> Result<(), String> {
    let pos = setup(catalog, variant, fen)?;
    let mut game = GameRecord::new(pos);
    for (index, text) in moves.split_whitespace().enumerate() {
        game.play_text(text)
            .map_err(|e| format!("move {} ({text}): {e}", index + 1))?;
    }
    let pos = game.position();
    let outcome = game
        .outcome()
        .map(|o| json!({"result": o.result(), "reason": o.reason().as_str()}));
    let value = json!({
        "variant": pos.variant_id(),
        "fen": pos.fen(),
        "turn": pos.turn().name(),
        "legal": if game.outcome().is_some() { Vec::new() } else { pos.legal_uci() },
        "san": game.moves().iter().map(|m| m.san.clone()).collect::<Vec<_>>(),
        "uci": game.moves().iter().map(|m| m.uci.clone()).collect::<Vec<_>>(),
        "check": pos.is_check(),
        "outcome": outcome,
    });
    print_stdout(&format!("{value}\n"))
}

fn bestmove(
    catalog: &Catalog,
    variant: &str,
    fen: Option<&str>,
    moves: &str,
    (level, movetime, depth, threads): (u8, u64, Option<u32>, u32),
) -> Result<(), String> {
    let level = turnpan_engine::Level::new(level)
        .ok_or_else(|| format!("level must be 1-8, not {level}"))?;
    let mut pos = setup(catalog, variant, fen)?;
    let mut history = Vec::new();
    for (index, text) in moves.split_whitespace().enumerate() {
        let mv = pos
            .parse_move(text)
            .map_err(|e| format!("move {} ({text}): {e}", index + 1))?;
        history.push(pos.repetition_key());
        pos.play(mv)
            .map_err(|e| format!("move {} ({text}): {e}", index + 1))?;
    }
    let limits = turnpan_engine::Limits {
        depth,
        movetime: Some(std::time::Duration::from_millis(movetime)),
        threads,
        ..turnpan_engine::Limits::default()
    }
    .and(level.limits());
    let result = turnpan_engine::best_move(&pos, &history, limits);
    let best = result
        .best
        .map_or_else(|| "(none)".to_owned(), |m| pos.uci(m));
    let value = json!({
        "bestmove": best,
        "score": result.score.uci(),
        "depth": result.depth,
        "nodes": result.nodes,
        "time_ms": result.elapsed.as_millis() as u64,
    });
    print_stdout(&format!("{value}\n"))
}

fn variants(catalog: &Catalog, json: bool) -> Result<(), String> {
    let summaries = catalog.summaries();
    if json {
        let list: Vec<turnpan_server::wire::VariantView> =
            summaries.iter().map(Into::into).collect();
        let text = serde_json::to_string(&list).map_err(|e| e.to_string())?;
        print_stdout(&format!("{text}\n"))
    } else {
        let mut out = String::new();
        for s in summaries {
            out.push_str(&format!(
                "{:<20} {} ({}x{})\n",
                s.id, s.name, s.files, s.ranks
            ));
        }
        print_stdout(&out)
    }
}

fn import_diagram(file: &std::path::Path, id: Option<String>) -> Result<(), String> {
    let text = std::fs::read_to_string(file)
        .map_err(|e| format!("cannot read {}: {e}", file.display()))?;
    let id = id.unwrap_or_else(|| {
        file.file_stem()
            .map(|s| {
                s.to_string_lossy()
                    .to_lowercase()
                    .replace(|c: char| !c.is_ascii_alphanumeric(), "-")
            })
            .unwrap_or_else(|| "imported".into())
    });
    let out = turnpan_rules::diagram::import(&id, &text)
        .map_err(|e| format!("{}: {e}", file.display()))?;
    for note in &out.notes {
        eprintln!("turnpan: {}: {note}", file.display());
    }
    print_stdout(&out.toml)
}

fn import_ini(
    file: &std::path::Path,
    section: Option<&str>,
    id: Option<&str>,
) -> Result<(), String> {
    let meta =
        std::fs::metadata(file).map_err(|e| format!("cannot read {}: {e}", file.display()))?;
    if meta.len() > turnpan_rules::fsf_ini::MAX_INI_TEXT as u64 {
        return Err(format!(
            "{}: {} bytes, more than {}: not read",
            file.display(),
            meta.len(),
            turnpan_rules::fsf_ini::MAX_INI_TEXT
        ));
    }
    let text = std::fs::read_to_string(file)
        .map_err(|e| format!("cannot read {}: {e}", file.display()))?;
    let out = turnpan_rules::fsf_ini::import_ini_with_id(&text, section, id)
        .map_err(|e| format!("{}: {e}", file.display()))?;
    for key in &out.unsupported {
        eprintln!("turnpan: {}: unsupported: {key}", file.display());
    }
    print_stdout(&out.toml)
}

/// Writes all output at once, so a failure never leaves a partial answer.
fn print_stdout(text: &str) -> Result<(), String> {
    let mut stdout = std::io::stdout().lock();
    stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush())
        .map_err(|e| format!("cannot write output: {e}"))
}
