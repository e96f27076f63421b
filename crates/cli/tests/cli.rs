//! The command-line contract, exercised on the real binary.

#![allow(clippy::unwrap_used)] // Test helpers: a failed unwrap is a failed test.

use std::process::{Command, Output};

fn turnpan(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_turnpan"))
        .args(args)
        .output()
        .expect("run turnpan")
}

fn ok_stdout(args: &[&str]) -> String {
    let out = turnpan(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

fn json(args: &[&str]) -> serde_json::Value {
    serde_json::from_str(&ok_stdout(args)).unwrap()
}

/// Bad input: exit code 2, nothing on stdout, one line on stderr containing `needle`.
fn fails_with(args: &[&str], needle: &str) {
    let out = turnpan(args);
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    assert!(out.stdout.is_empty(), "{args:?} printed a partial answer");
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    assert!(err.contains(needle), "{args:?}: {err}");
}

#[test]
fn perft_prints_nodes_last_and_divides() {
    assert_eq!(ok_stdout(&["perft", "3"]), "nodes: 8902\n");
    let out = ok_stdout(&["perft", "2", "--divide"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 21);
    assert!(lines.contains(&"e2e4: 20"));
    assert_eq!(lines[20], "nodes: 400");
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    assert_eq!(
        ok_stdout(&["perft", "2", "--fen", kiwipete]),
        "nodes: 2039\n"
    );
    assert_eq!(
        ok_stdout(&["perft", "2", "--variant", "turkish"]),
        "nodes: 682\n"
    );
}

#[test]
fn position_json_has_the_contract_fields() {
    let v = json(&["position", "--moves", "e4 e7e5 Nf3", "--json"]);
    assert_eq!(
        v["fen"],
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
    );
    assert_eq!(v["turn"], "black");
    assert_eq!(v["san"], serde_json::json!(["e4", "e5", "Nf3"]));
    assert!(v["outcome"].is_null());
    let legal: Vec<String> = serde_json::from_value(v["legal"].clone()).unwrap();
    let mut sorted = legal.clone();
    sorted.sort();
    assert_eq!(legal, sorted);
    assert_eq!(legal.len(), 29);

    let mate = json(&["position", "--moves", "f3 e5 g4 Qh4", "--json"]);
    assert_eq!(
        mate["outcome"],
        serde_json::json!({"result": "0-1", "reason": "checkmate"})
    );
    assert_eq!(mate["legal"], serde_json::json!([]));
}

#[test]
fn every_game_answers_the_contract() {
    let list = json(&["variants", "--json"]);
    let ids: Vec<String> = list
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["id"].as_str().unwrap().to_owned())
        .collect();
    for id in ["chess", "central-rotational", "transformer", "turkish"] {
        assert!(ids.iter().any(|i| i == id), "{id} missing from {ids:?}");
    }
    for id in &ids {
        let v = json(&["position", "--variant", id, "--json"]);
        let first = v["legal"][0].as_str().unwrap().to_owned();
        let after = json(&["position", "--variant", id, "--moves", &first, "--json"]);
        assert_eq!(after["turn"], "black", "{id}");
        assert!(ok_stdout(&["perft", "1", "--variant", id]).starts_with("nodes: "));
    }
}

#[test]
fn transformer_and_turkish_notation() {
    let v = json(&[
        "position",
        "--variant",
        "transformer",
        "--moves",
        "a3a1r",
        "--json",
    ]);
    assert_eq!(v["san"], serde_json::json!(["a1=R"]));
    fails_with(
        &[
            "position",
            "--variant",
            "transformer",
            "--moves",
            "a3a1",
            "--json",
        ],
        "missing promotion piece",
    );
    // Turkish SAN shows display ranks 0-9: engine e3e5 is e2-e4 on the board.
    let v = json(&[
        "position",
        "--variant",
        "turkish",
        "--moves",
        "e3e5 e8e6",
        "--json",
    ]);
    assert_eq!(v["san"], serde_json::json!(["e4", "e5"]));
    assert_eq!(
        v["fen"],
        "rnbqkbnr/smecgems/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/SMECGEMS/RNBQKBNR w KQkq - 0 2"
    );
    let v = json(&[
        "position",
        "--variant",
        "turkish",
        "--moves",
        "e4",
        "--json",
    ]);
    assert_eq!(v["uci"], serde_json::json!(["e3e5"]));
}

#[test]
fn bad_input_exits_2_with_one_line() {
    fails_with(
        &["position", "--variant", "nope", "--json"],
        "unknown variant 'nope'",
    );
    fails_with(
        &[
            "perft",
            "1",
            "--fen",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1",
        ],
        "placement field, character 43",
    );
    fails_with(
        &["position", "--moves", "e4 e5 Ke3", "--json"],
        "move 3 (Ke3)",
    );
    fails_with(&["position", "--moves", "e4 zz9", "--json"], "move 2 (zz9)");
    fails_with(
        &[
            "position",
            "--fen",
            "8/4P3/8/8/8/8/k7/7K w - - 0 1",
            "--moves",
            "e7e8",
            "--json",
        ],
        "missing promotion piece",
    );
    fails_with(
        &["position", "--moves", "f3 e5 g4 Qh4 a3", "--json"],
        "the game is over",
    );
}

#[test]
fn user_variants_load_from_a_directory_and_bad_files_are_named() {
    let dir = std::env::temp_dir().join(format!("turnpan-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let chess = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../variants/chess.toml"
    ))
    .unwrap();
    std::fs::write(
        dir.join("knightmate.toml"),
        chess.replace("id = \"chess\"", "id = \"my-chess\""),
    )
    .unwrap();
    std::fs::write(
        dir.join("broken.toml"),
        chess
            .replace("id = \"chess\"", "id = \"broken\"")
            .replace("betza = \"B\"", "betza = \"B?\""),
    )
    .unwrap();
    std::fs::write(dir.join("clash.toml"), &chess).unwrap();
    let out = turnpan(&["--variants", dir.to_str().unwrap(), "variants"]);
    assert!(out.status.success());
    let stdout = String::from_utf8(out.stdout).unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(stdout.contains("my-chess"), "{stdout}");
    assert!(!stdout.contains("broken"));
    assert!(
        stderr.contains("broken.toml:") && stderr.contains("betza"),
        "{stderr}"
    );
    assert_eq!(
        ok_stdout(&[
            "--variants",
            dir.to_str().unwrap(),
            "perft",
            "3",
            "--variant",
            "my-chess"
        ]),
        "nodes: 8902\n"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn import_diagram_writes_a_loadable_variant() {
    let dir = std::env::temp_dir().join(format!("turnpan-import-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let preset = dir.join("mini-transformer.txt");
    std::fs::write(
        &preset,
        "files=9 ranks=9 promoZone=9 promoChoice=NBRQ stalemate=win baring=0 \
        pawn:P:bmD::a3-i3,,a7-i7 knight:N:N2::b2,h2,,b8,h8 bishop:B:B3::c2,g2,,c8,g8 \
        rook:R:R3::a2,d2,f2,i2,,a8,d8,f8,i8 queen:Q:Q3::e2,,e8 king:K:K::e1,,e9 sparkle=1",
    )
    .unwrap();
    let out = turnpan(&["import-diagram", preset.to_str().unwrap()]);
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("sparkle"));
    let vdir = dir.join("variants");
    std::fs::create_dir_all(&vdir).unwrap();
    std::fs::write(vdir.join("mini.toml"), &out.stdout).unwrap();
    // Same rules as the built-in Transformer, so the same perft.
    let builtin = ok_stdout(&["perft", "3", "--variant", "transformer"]);
    assert_eq!(
        ok_stdout(&[
            "--variants",
            vdir.to_str().unwrap(),
            "perft",
            "3",
            "--variant",
            "mini-transformer"
        ]),
        builtin
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn import_ini_writes_a_loadable_variant() {
    let dir = std::env::temp_dir().join(format!("turnpan-ini-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let ini = dir.join("variants.ini");
    std::fs::write(
        &ini,
        "# two sections: the second is chosen by name\n\
         [my-capablanca:capablanca]\n\
         mustDrop = true\n\
         [other:chess]\n\
         castling = false\n",
    )
    .unwrap();
    let out = turnpan(&[
        "import-ini",
        ini.to_str().unwrap(),
        "--section",
        "my-capablanca",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("unsupported: mustDrop = true"), "{stderr}");
    let vdir = dir.join("variants");
    std::fs::create_dir_all(&vdir).unwrap();
    std::fs::write(vdir.join("capa.toml"), &out.stdout).unwrap();
    // Capablanca Chess from its start: 28 / 784 / 25,228 (Fairy-Stockfish's counts).
    assert_eq!(
        ok_stdout(&[
            "--variants",
            vdir.to_str().unwrap(),
            "perft",
            "3",
            "--variant",
            "my-capablanca"
        ]),
        "nodes: 25228\n"
    );
    // Bad input: the error names the line and the key; nothing on stdout.
    std::fs::write(&ini, "[x:chess]\nmaxFile = z\n").unwrap();
    let out = turnpan(&["import-ini", ini.to_str().unwrap()]);
    assert!(!out.status.success());
    assert!(out.stdout.is_empty());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("line 2, key 'maxFile'"), "{stderr}");
    std::fs::remove_dir_all(&dir).unwrap();
}
