//! `turnpan serve` and `turnpan loadtest`: thin over turnpan-server.

use std::path::PathBuf;
use std::time::Duration;

use turnpan_rules::Catalog;

fn runtime() -> Result<tokio::runtime::Runtime, String> {
    tokio::runtime::Builder::new_multi_thread()
        // A worker looks at the runtime's shared queue before every task of its own. The SQLite
        // writer's thread acknowledges each commit, so every move's actor is woken from outside
        // the runtime and enters that shared queue; by default a busy worker takes one task
        // from it only every few dozen of its own, and 10,000 sockets reconnecting at once kept
        // every move waiting there for 200-500 ms. Checked at every task, the reconnection
        // storm's p99 fell from 212-285 ms to 24-31 ms and a plain run's from 4-7 ms to 3 ms
        // (docs/benchmarks.md).
        .global_queue_interval(1)
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the async runtime: {e}"))
}

/// How log lines are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum LogFormat {
    /// One line of text per event.
    Text,
    /// One JSON object per line.
    Json,
}

/// Installs the log subscriber: to stderr, the level from `RUST_LOG` (default `info`).
pub fn init_logging(format: LogFormat) {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .with_writer(std::io::stderr);
    // Another subscriber already installed (a test harness) is not an error.
    let _ = match format {
        LogFormat::Text => builder.try_init(),
        LogFormat::Json => builder.json().try_init(),
    };
}

/// What `turnpan serve` was told.
#[derive(Debug)]
pub struct ServeOptions {
    /// Address to bind.
    pub bind: String,
    /// Port.
    pub port: u16,
    /// Database URL.
    pub db: String,
    /// The web UI's files.
    pub static_dir: Option<PathBuf>,
    /// New games per address.
    pub game_limit: turnpan_server::GameLimit,
    /// Connection caps and timeouts.
    pub connections: turnpan_server::conn::ConnLimits,
    /// Origins and security headers.
    pub guard: turnpan_server::guard::GuardConfig,
    /// A listener of its own for GET /metrics.
    pub metrics_bind: Option<String>,
    /// How long games wait, may be left and stay in memory.
    pub lifetimes: turnpan_server::live::Lifetimes,
    /// Mark the session cookie `Secure`.
    pub secure_cookies: bool,
    /// Several nodes: this node's id and the bus.
    pub cluster: Option<turnpan_server::cluster::ClusterConfig>,
}

/// Runs the server until the process is stopped.
pub fn serve(catalog: Catalog, options: ServeOptions) -> Result<(), String> {
    let ServeOptions {
        bind,
        port,
        db,
        static_dir,
        game_limit,
        connections,
        guard,
        metrics_bind,
        lifetimes,
        secure_cookies,
        cluster,
    } = options;
    let (bind, db) = (bind.as_str(), db.as_str());
    let static_dir = static_dir.or_else(|| {
        let default = PathBuf::from("web/dist");
        default.join("index.html").exists().then_some(default)
    });
    if let Some(dir) = &static_dir {
        if !dir.is_dir() {
            return Err(format!("--static {}: not a directory", dir.display()));
        }
    }
    runtime()?.block_on(async move {
        let mut config = turnpan_server::Config::new(db);
        config.static_dir = static_dir.clone();
        config.game_limit = game_limit;
        config.connections = connections;
        config.guard = guard;
        config.secure_cookies = secure_cookies;
        config.cluster = cluster;
        config.metrics_on_main = metrics_bind.is_none();
        if let Some(addr) = &metrics_bind {
            let listener = tokio::net::TcpListener::bind(addr.as_str())
                .await
                .map_err(|e| format!("--metrics-bind {addr}: {e}"))?;
            tokio::spawn(async move {
                if let Err(e) = turnpan_server::Server::serve_metrics(listener).await {
                    tracing::error!("metrics listener: {e}");
                }
            });
        }
        config.lifetimes = lifetimes;
        let server = turnpan_server::Server::start(config, catalog).await?;
        if !server.damaged.is_empty() {
            tracing::error!(
                "{} unfinished games could not be resumed (see above): {}",
                server.damaged.len(),
                server.damaged.join(", ")
            );
        }
        match &server.descriptors {
            Ok(n) => tracing::info!("open descriptors allowed: {n}"),
            Err(e) => tracing::warn!("cannot raise the open-descriptor limit: {e}"),
        }
        let listener = listen(bind, port)
            .await
            .map_err(|e| format!("cannot listen on {bind}:{port}: {e}"))?;
        let addr = listener.local_addr().map_err(|e| e.to_string())?;
        eprintln!(
            "turnpan: serving on http://{addr} (database {db}, {} unfinished games resumed{})",
            server.resumed,
            static_dir
                .map(|d| format!(", web UI from {}", d.display()))
                .unwrap_or_default()
        );
        server.serve(listener).await
    })
}

/// Connections the kernel may hold ready for `accept` (it caps this at `net.core.somaxconn`,
/// 4,096 on Debian). tokio's `TcpListener::bind` asks for 1,024: when thousands of clients
/// reconnect at once, the connections past it are dropped and come back only with the
/// clients' retransmissions, seconds later and in waves.
const BACKLOG: u32 = 4096;

/// The main listener, on the first address `bind` resolves to.
async fn listen(bind: &str, port: u16) -> std::io::Result<tokio::net::TcpListener> {
    let addr = tokio::net::lookup_host((bind, port))
        .await?
        .next()
        .ok_or_else(|| std::io::Error::other("the address resolves to nothing"))?;
    let socket = if addr.is_ipv4() {
        tokio::net::TcpSocket::new_v4()?
    } else {
        tokio::net::TcpSocket::new_v6()?
    };
    // As std's and tokio's `bind` do on Unix: a restarted server can listen at once.
    socket.set_reuseaddr(true)?;
    socket.bind(addr)?;
    socket.listen(BACKLOG)
}

/// What `turnpan loadtest` was told (its options, as `turnpan loadtest --help` lists them).
#[derive(Debug, clap::Args)]
pub struct LoadtestArgs {
    /// Concurrent games.
    #[arg(long, default_value_t = 1000)]
    pub games: usize,
    /// The server (loopback only); with --two-players, several entry points separated by
    /// commas (load balancers in front of the same nodes), used in turn.
    #[arg(long, default_value = "http://127.0.0.1:8080")]
    pub url: String,
    /// Friend games with each player on a socket of its own, measuring a move until the
    /// opponent's socket has it (several nodes: docs/scaling.md); sockets that end are opened
    /// again and the interruptions reported.
    #[arg(long)]
    pub two_players: bool,
    /// With --two-players: write every game's acknowledged moves to FILE (JSON), to compare
    /// with the database.
    #[arg(long, value_name = "FILE", requires = "two_players")]
    pub record: Option<PathBuf>,
    /// Seconds to measure once every game is connected.
    #[arg(long, default_value_t = 30.0)]
    pub duration: f64,
    /// Mean think time between moves of one game, in milliseconds.
    #[arg(long, default_value_t = 2000)]
    pub think_ms: u64,
    /// Game to play.
    #[arg(long, default_value = "chess")]
    pub variant: String,
    /// Games set up at once while connecting.
    #[arg(long, default_value_t = 64)]
    pub parallel: usize,
    /// Also print the latencies second by second.
    #[arg(long)]
    pub timeline: bool,
    /// Mass event: this many extra timed games whose flags all fall at one moment.
    #[arg(long, default_value_t = 0)]
    pub flaggers: usize,
    /// Seconds from the start of the flaggers' set-up to their common flag fall.
    #[arg(long, default_value_t = 20.0)]
    pub flag_in: f64,
    /// Mass event: this many extra games whose sockets all close and reconnect at once.
    #[arg(long, default_value_t = 0)]
    pub reconnectors: usize,
    /// Second of the measurement at which the reconnectors reconnect.
    #[arg(long, default_value_t = 10.0)]
    pub reconnect_at: f64,
}

/// A number of seconds in `[0, 3600]`.
fn seconds(name: &str, v: f64) -> Result<Duration, String> {
    if v.is_finite() && (0.0..=3600.0).contains(&v) {
        Ok(Duration::from_secs_f64(v))
    } else {
        Err(format!("--{name} must be in [0, 3600] seconds"))
    }
}

/// Runs the load generator and prints its report.
pub fn loadtest(args: LoadtestArgs) -> Result<(), String> {
    if args.duration <= 0.0 {
        return Err("--duration must be in (0, 3600] seconds".into());
    }
    let duration = seconds("duration", args.duration)?;
    if args.two_players {
        let opts = turnpan_server::loadtest::DuelOptions {
            urls: args
                .url
                .split(',')
                .map(|u| u.trim().trim_end_matches('/').to_owned())
                .filter(|u| !u.is_empty())
                .collect(),
            games: args.games,
            duration,
            think: Duration::from_millis(args.think_ms),
            variant: args.variant,
            connect_parallelism: args.parallel,
            record: args.record,
        };
        let report = runtime()?.block_on(turnpan_server::loadtest::run_duel(opts))?;
        println!("{report}");
        return Ok(());
    }
    let events = turnpan_server::loadtest::MassEvents {
        flaggers: args.flaggers,
        flag_in: seconds("flag-in", args.flag_in)?,
        reconnectors: args.reconnectors,
        reconnect_at: seconds("reconnect-at", args.reconnect_at)?,
    };
    let opts = turnpan_server::loadtest::Options {
        url: args.url.trim_end_matches('/').to_owned(),
        games: args.games,
        duration,
        think: Duration::from_millis(args.think_ms),
        variant: args.variant,
        connect_parallelism: args.parallel,
        timeline: args.timeline,
        events,
    };
    let report = runtime()?.block_on(turnpan_server::loadtest::run(opts))?;
    println!("{report}");
    Ok(())
}
