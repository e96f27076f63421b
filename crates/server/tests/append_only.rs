//! Moves are append-only: a takeback is an event of its own, no move row is ever updated or
//! deleted, and a restarted server (its runtime dropped mid-flight, as with `kill -9`) replays
//! the events into exactly the game it had. Also: a database made by the migrations before
//! this change (where takebacks deleted rows) is upgraded and its games stay valid.
//! Runs on SQLite; on PostgreSQL too when `TURNPAN_TEST_POSTGRES_URL` is set.

#![allow(clippy::unwrap_used)]

mod common;

use common::{fresh_db, TestServer};
use serde_json::{json, Value};
use sha2::{Digest, Sha256};

/// The test's own connection to the server's database, to look at the tables themselves.
enum Db {
    Sqlite(sqlx::SqlitePool),
    Pg(sqlx::PgPool),
}

impl Db {
    async fn open(url: &str) -> Db {
        if url.starts_with("sqlite:") {
            Db::Sqlite(sqlx::SqlitePool::connect(url).await.unwrap())
        } else {
            Db::Pg(sqlx::PgPool::connect(url).await.unwrap())
        }
    }

    async fn exec(&self, sql: &str) {
        match self {
            Db::Sqlite(p) => drop(sqlx::query(sql).execute(p).await.unwrap()),
            Db::Pg(p) => drop(sqlx::query(sql).execute(p).await.unwrap()),
        }
    }

    /// Rows of three columns: two integers and a text.
    async fn rows(&self, sql: &str) -> Vec<(i64, i64, String)> {
        match self {
            Db::Sqlite(p) => sqlx::query_as(sql).fetch_all(p).await.unwrap(),
            Db::Pg(p) => sqlx::query_as(sql).fetch_all(p).await.unwrap(),
        }
    }

    /// (seq, ply, uci) of every move row of a game.
    async fn moves(&self, id: &str) -> Vec<(i64, i64, String)> {
        self.rows(&format!(
            "SELECT seq, ply, uci FROM moves WHERE game_id = '{id}' ORDER BY seq"
        ))
        .await
    }

    /// (seq, plies kept) of every takeback of a game.
    async fn takebacks(&self, id: &str) -> Vec<(i64, i64)> {
        self.rows(&format!(
            "SELECT seq, ply, CAST('' AS TEXT) FROM takebacks WHERE game_id = '{id}' ORDER BY seq"
        ))
        .await
        .into_iter()
        .map(|(s, p, _)| (s, p))
        .collect()
    }

    async fn close(self) {
        match self {
            Db::Sqlite(p) => p.close().await,
            Db::Pg(p) => p.close().await,
        }
    }
}

fn row(seq: i64, ply: i64, uci: &str) -> (i64, i64, String) {
    (seq, ply, uci.to_owned())
}

/// What must come back after a restart.
fn assert_same_game(before: &Value, after: &Value) {
    for key in [
        "moves", "san", "fen", "fens", "status", "turn", "ply", "outcome",
    ] {
        assert_eq!(after[key], before[key], "{key}");
    }
}

/// The clocks after a restart: the side not to move reads exactly as before; the side to move
/// gets back the reading of when its turn began (downtime is not counted): about what it had
/// when the server stopped (both are live readings, a few ms apart), never more than that plus
/// the time its turn had run.
fn assert_same_clocks(before: &Value, after: &Value, increment_ms: u64) {
    let (waiting, moving) = if before["turn"] == "white" {
        ("black_ms", "white_ms")
    } else {
        ("white_ms", "black_ms")
    };
    assert_eq!(after["clocks"][waiting], before["clocks"][waiting]);
    let b = before["clocks"][moving].as_u64().unwrap();
    let a = after["clocks"][moving].as_u64().unwrap();
    assert!(a + 1_000 >= b && a <= b + 2_000 + increment_ms, "{b} {a}");
    assert_eq!(after["clocks"]["running"], before["clocks"]["running"]);
}

async fn pgn(s: &TestServer, id: &str) -> String {
    s.http()
        .client
        .get(format!("{}/api/games/{id}/pgn", s.base))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn takeback_then_restart_then_new_move_then_restart() {
    let dir = tempfile::tempdir().unwrap();
    let db = fresh_db(&dir).await;
    let mut s = TestServer::start(&db);
    let http = s.http();
    let clock = json!({ "initial_s": 300, "increment_s": 2 });
    let (id, white, black) = http.friend_game("chess", clock, None).await;
    for (i, uci) in ["e2e4", "e7e5", "g1f3", "b8c6"].iter().enumerate() {
        http.play(&id, if i % 2 == 0 { &white } else { &black }, uci)
            .await;
    }
    // White, to move, asks to take back Nf3 (Black's Nc6 goes too); Black agrees.
    let path = format!("/api/games/{id}/takeback");
    let (status, v) = http
        .post(&path, Some(&white), Some(json!({"action": "offer"})))
        .await;
    assert_eq!(status, 200, "{v}");
    let (status, v) = http
        .post(&path, Some(&black), Some(json!({"action": "accept"})))
        .await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["moves"], json!(["e2e4", "e7e5"]));
    let before = http.state(&id).await;
    assert_eq!(before["turn"], "white");

    // Nothing was deleted: the four moves are there, and the takeback after them.
    let tables = Db::open(&db).await;
    let played = vec![
        row(1, 1, "e2e4"),
        row(2, 2, "e7e5"),
        row(3, 3, "g1f3"),
        row(4, 4, "b8c6"),
    ];
    assert_eq!(tables.moves(&id).await, played);
    assert_eq!(tables.takebacks(&id).await, vec![(5, 2)]);
    tables.close().await;

    s.stop();
    let mut s = TestServer::start(&db);
    let http = s.http();
    let after = http.state(&id).await;
    assert_same_game(&before, &after);
    assert_same_clocks(&before, &after, 2_000);
    let text = pgn(&s, &id).await;
    assert!(text.contains("1. e4 e5 *"), "{text}");
    assert!(!text.contains("Nf3") && !text.contains("Nc6"), "{text}");

    // A new move after the takeback is ply 3 (the ply before the takeback is stale), stored as event 6.
    let (status, v) = http
        .post(
            &format!("/api/games/{id}/moves"),
            Some(&white),
            Some(json!({"uci": "d2d4", "ply": 4})),
        )
        .await;
    assert_eq!((status, v["error"]["code"].as_str()), (409, Some("stale")));
    let (status, v) = http
        .post(
            &format!("/api/games/{id}/moves"),
            Some(&white),
            Some(json!({"uci": "d2d4", "ply": 2})),
        )
        .await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["ply"], 3);
    let before = http.state(&id).await;
    s.stop();

    let s = TestServer::start(&db);
    let http = s.http();
    let after = http.state(&id).await;
    assert_same_game(&before, &after);
    assert_same_clocks(&before, &after, 2_000);
    assert_eq!(after["san"], json!(["e4", "e5", "d4"]));
    // Over a WebSocket too, the next move is ply 4.
    let mut b = s.ws(&id, Some(&black)).await;
    assert_eq!(b.until("state").await["ply"], 3);
    b.send(json!({ "t": "move", "d": { "uci": "e5d4", "ply": 3 } }))
        .await;
    let m = b.until("move").await;
    assert_eq!(
        (m["ply"].as_u64(), m["san"].as_str()),
        (Some(4), Some("exd4"))
    );

    let tables = Db::open(&db).await;
    let mut all = played;
    all.extend([row(6, 3, "d2d4"), row(7, 4, "e5d4")]);
    assert_eq!(tables.moves(&id).await, all);
    assert_eq!(tables.takebacks(&id).await, vec![(5, 2)]);
    tables.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn takebacks_in_a_row_to_the_start_and_a_finished_game_after_restart() {
    let dir = tempfile::tempdir().unwrap();
    let db = fresh_db(&dir).await;
    let mut s = TestServer::start(&db);
    let http = s.http();
    let clock = json!({ "initial_s": 60, "increment_s": 1 });
    let (id, token, _) = http
        .create(json!({ "variant": "chess", "mode": "hotseat", "clock": clock }))
        .await;
    for uci in ["e2e4", "e7e5", "g1f3"] {
        http.play(&id, &token, uci).await;
    }
    let path = format!("/api/games/{id}/takeback");
    // Hot-seat: one move per takeback, three in a row back to the start.
    for expected in [json!(["e2e4", "e7e5"]), json!(["e2e4"]), json!([])] {
        let (status, v) = http.post(&path, Some(&token), None).await;
        assert_eq!(status, 200, "{v}");
        assert_eq!(v["moves"], expected);
    }
    let before = http.state(&id).await;
    assert_eq!(before["ply"], 0);
    s.stop();

    let mut s = TestServer::start(&db);
    let http = s.http();
    let after = http.state(&id).await;
    assert_same_game(&before, &after);
    assert_eq!(after["clocks"], before["clocks"]);
    // The game starts again: a first move, then a different line, then a resignation.
    for uci in ["d2d4", "d7d5", "c2c4"] {
        http.play(&id, &token, uci).await;
    }
    // Black's clock runs a few milliseconds before the resignation stops it: the restarted
    // server must show that reading, not the one after the last move.
    tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    let (status, v) = http
        .post(&format!("/api/games/{id}/resign"), Some(&token), None)
        .await;
    assert_eq!(status, 200, "{v}");
    let before = http.state(&id).await;
    assert_eq!(before["status"], "finished");
    assert!(
        before["clocks"]["black_ms"].as_i64() < Some(60_000 - 15),
        "{}",
        before["clocks"]
    );
    let pgn_before = pgn(&s, &id).await;
    s.stop();

    // A finished game is not resumed; it is loaded from its events when asked for.
    let s = TestServer::start(&db);
    let http = s.http();
    let after = http.state(&id).await;
    assert_same_game(&before, &after);
    assert_eq!(after["clocks"], before["clocks"]);
    let text = pgn(&s, &id).await;
    assert_eq!(text, pgn_before);
    assert!(text.contains("1. d4 d5 2. c4"), "{text}");
    assert!(!text.contains("e4"), "{text}");

    let tables = Db::open(&db).await;
    assert_eq!(
        tables.moves(&id).await,
        vec![
            row(1, 1, "e2e4"),
            row(2, 2, "e7e5"),
            row(3, 3, "g1f3"),
            row(7, 1, "d2d4"),
            row(8, 2, "d7d5"),
            row(9, 3, "c2c4"),
        ]
    );
    assert_eq!(tables.takebacks(&id).await, vec![(4, 2), (5, 1), (6, 0)]);
    tables.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_database_from_before_append_only_moves_is_upgraded() {
    let dir = tempfile::tempdir().unwrap();
    let db = fresh_db(&dir).await;
    // The schema of migrations 0001-0002, and a game as the server made it then: three moves
    // were played, the third was taken back (its row deleted, the clocks of the second updated).
    turnpan_server::store::Store::migrate_up_to(&db, 2)
        .await
        .unwrap();
    let token = "0123456789abcdef0123456789abcdef";
    let hash: String = Sha256::digest(token.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let tables = Db::open(&db).await;
    tables
        .exec(&format!(
            "INSERT INTO games (id, variant, initial_fen, mode, clock_initial_ms, \
             clock_increment_ms, white_token, black_token, invite, creator_color, status, \
             white_ms, black_ms, created_at, updated_at) VALUES ('oldgame001', 'chess', '{fen}', \
             'hotseat', 60000, 0, '{hash}', '{hash}', NULL, 'white', 'playing', 60000, 60000, 1, 1)"
        ))
        .await;
    tables
        .exec(
            "INSERT INTO moves (game_id, ply, uci, white_ms, black_ms, played_at) VALUES \
             ('oldgame001', 1, 'e2e4', 60000, 60000, 1), \
             ('oldgame001', 2, 'e7e5', 55000, 58000, 2)",
        )
        .await;
    tables.close().await;

    let mut s = TestServer::start(&db);
    let http = s.http();
    let state = http.state("oldgame001").await;
    assert_eq!(state["moves"], json!(["e2e4", "e7e5"]));
    // White's clock runs from the reading of the last row kept; Black's waits at its own.
    let white_ms = state["clocks"]["white_ms"].as_u64().unwrap();
    assert!((54_000..=55_000).contains(&white_ms), "{white_ms}");
    assert_eq!(state["clocks"]["running"], "white");
    assert_eq!(state["clocks"]["black_ms"], 58_000);
    // It goes on: the next move is ply 3, a takeback appends.
    let v = http.play("oldgame001", token, "b1c3").await;
    assert_eq!(v["ply"], 3);
    let (status, v) = http
        .post("/api/games/oldgame001/takeback", Some(token), None)
        .await;
    assert_eq!(status, 200, "{v}");
    let v = http.play("oldgame001", token, "g1f3").await;
    assert_eq!(v["ply"], 3);
    let before = http.state("oldgame001").await;
    s.stop();

    let s = TestServer::start(&db);
    let after = s.http().state("oldgame001").await;
    assert_same_game(&before, &after);
    assert_eq!(after["san"], json!(["e4", "e5", "Nf3"]));
    let tables = Db::open(&db).await;
    assert_eq!(
        tables.moves("oldgame001").await,
        vec![
            row(1, 1, "e2e4"),
            row(2, 2, "e7e5"),
            row(3, 3, "b1c3"),
            row(5, 3, "g1f3"),
        ]
    );
    assert_eq!(tables.takebacks("oldgame001").await, vec![(4, 2)]);
    tables.close().await;
}
