//! `turnpan serve` as an attacker meets it (issue 22, item 1): with only 256 descriptors, 300
//! silent connections from one address must not stop the server answering anybody else.

#![allow(clippy::unwrap_used)] // Test helpers: a failed unwrap is a failed test.

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::process::{Command, Stdio};

mod common;

use common::{free_port, Server};
use std::time::{Duration, Instant};

/// `GET /api/health` from the loopback address `from`; the status line, or why not.
fn health_from(from: &str, to: SocketAddr) -> Result<String, String> {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let tcp = rt.block_on(async {
        let socket = tokio::net::TcpSocket::new_v4().map_err(|e| e.to_string())?;
        socket
            .bind(format!("{from}:0").parse().unwrap())
            .map_err(|e| e.to_string())?;
        socket.connect(to).await.map_err(|e| e.to_string())
    })?;
    let mut tcp = tcp.into_std().map_err(|e| e.to_string())?;
    tcp.set_nonblocking(false).map_err(|e| e.to_string())?;
    tcp.set_read_timeout(Some(Duration::from_secs(5)))
        .map_err(|e| e.to_string())?;
    tcp.write_all(b"GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        .map_err(|e| e.to_string())?;
    let mut out = String::new();
    tcp.read_to_string(&mut out).map_err(|e| e.to_string())?;
    Ok(out.lines().next().unwrap_or_default().to_owned())
}

#[test]
fn silent_connections_from_one_address_do_not_exhaust_descriptors() {
    if Command::new("prlimit").arg("--version").output().is_err() {
        panic!("prlimit (util-linux) is needed for this test");
    }
    let port = free_port();
    let db = std::env::temp_dir().join(format!("turnpan-limits-{}-{port}.db", std::process::id()));
    let server = Server(
        Command::new("prlimit")
            .args(["--nofile=256:256", env!("CARGO_BIN_EXE_turnpan"), "serve"])
            .args(["--bind", "127.0.0.1", "--port", &port.to_string()])
            .args(["--db", &format!("sqlite://{}", db.display())])
            .args(["--limit-loopback", "--header-read-timeout", "60"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap(),
    );
    let to: SocketAddr = format!("127.0.0.1:{port}").parse().unwrap();
    let t = Instant::now();
    while health_from("127.0.0.2", to).is_err() {
        assert!(
            t.elapsed() < Duration::from_secs(60),
            "the server did not start"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    let mut silent = Vec::new();
    for _ in 0..300 {
        if let Ok(c) = TcpStream::connect_timeout(&to, Duration::from_secs(2)) {
            silent.push(c);
        }
    }
    // Let the server accept (and refuse) them all.
    std::thread::sleep(Duration::from_millis(500));
    for from in ["127.0.0.2", "127.0.0.3"] {
        let answer = health_from(from, to);
        assert_eq!(answer.as_deref(), Ok("HTTP/1.1 200 OK"), "from {from}");
    }
    drop(silent);
    drop(server);
    let _ = std::fs::remove_file(&db);
}
