//! `turnpan`: the command line. Thin over the crates; see `turnpan --help`.

mod commands;
mod server;

use std::process::ExitCode;

use clap::Parser;

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
