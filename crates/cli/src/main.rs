//! `turnpan`: the command line. Thin over the crates; see `turnpan --help`.

mod commands;
mod server;

use std::process::ExitCode;

use clap::Parser;

/// The memory allocator: mimalloc rather than the C library's. Under load the server spent a
/// fifth of its time in glibc's malloc and free (perf, 10,000 sockets reconnecting at once:
/// `_int_malloc`, `unlink_chunk`, `malloc_consolidate`), its many threads contending for and
/// consolidating shared arenas; see docs/benchmarks.md for the figures.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    let cli = commands::Cli::parse();
    match commands::run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("turnpan: {message}");
            ExitCode::from(2)
        }
    }
}
