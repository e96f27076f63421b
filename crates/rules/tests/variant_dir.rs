//! `--variants DIR` as a hostile directory makes it (issue 22, item 10): a FIFO named
//! `*.toml` must not block the loader, and a link out of the directory must not be followed.

#![allow(clippy::unwrap_used)]

use std::path::PathBuf;
use std::time::{Duration, Instant};

use turnpan_rules::Variant;

fn fresh_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("turnpan-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn fifos_links_out_and_huge_files_are_refused_the_rest_loads() {
    let dir = fresh_dir("variants");
    let chess = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../variants/chess.toml"
    ))
    .unwrap()
    .replace("id = \"chess\"", "id = \"mine\"");
    std::fs::write(dir.join("a-good.toml"), &chess).unwrap();
    let status = std::process::Command::new("mkfifo")
        .arg(dir.join("b-fifo.toml"))
        .status()
        .unwrap();
    assert!(status.success());
    let outside = fresh_dir("outside");
    std::fs::write(outside.join("secret.toml"), &chess).unwrap();
    std::os::unix::fs::symlink(outside.join("secret.toml"), dir.join("c-link-out.toml")).unwrap();
    std::os::unix::fs::symlink(dir.join("a-good.toml"), dir.join("d-link-in.toml")).unwrap();
    std::fs::write(dir.join("e-huge.toml"), vec![b'#'; 300 * 1024]).unwrap();

    let started = Instant::now();
    let loaded = Variant::load_dir(&dir).unwrap();
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "the loader blocked"
    );
    let outcome: Vec<(String, Result<(), String>)> = loaded
        .into_iter()
        .map(|(name, r)| {
            let file = name.rsplit('/').next().unwrap().to_owned();
            (file, r.map(|_| ()).map_err(|e| e.to_string()))
        })
        .collect();
    assert_eq!(outcome.len(), 5, "{outcome:?}");
    assert!(outcome[0].1.is_ok(), "{outcome:?}");
    assert!(
        outcome[1]
            .1
            .as_ref()
            .unwrap_err()
            .contains("not a regular file"),
        "{outcome:?}"
    );
    assert!(
        outcome[2]
            .1
            .as_ref()
            .unwrap_err()
            .contains("outside the directory"),
        "{outcome:?}"
    );
    assert!(
        outcome[3].1.is_ok(),
        "a link inside the directory is read: {outcome:?}"
    );
    assert!(
        outcome[4].1.as_ref().unwrap_err().contains("not read"),
        "{outcome:?}"
    );
    for (file, r) in &outcome {
        if let Err(e) = r {
            assert!(e.contains(file.as_str()), "the error names the file: {e}");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(&outside);
}
