//! The server end to end: a real server, a real database file, real HTTP and WebSocket clients.
//! Runs on SQLite; on PostgreSQL too when `TURNPAN_TEST_POSTGRES_URL` is set.

#![allow(clippy::unwrap_used)]

mod common;

use std::time::Duration;

use common::{fresh_db, fresh_server as server, TestServer};
use serde_json::{json, Value};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_friend_game_to_checkmate_over_websockets() {
    let (_dir, s) = server().await;
    let http = s.http();
    let (id, white, black) = http.friend_game("chess", Value::Null, None).await;
    let mut w = s.ws(&id, Some(&white)).await;
    let mut b = s.ws(&id, Some(&black)).await;
    let mut spectator = s.ws(&id, None).await;
    let state = w.until("state").await;
    assert_eq!(state["you"], "white");
    assert_eq!(state["status"], "playing");
    assert_eq!(state["dests"]["e2"], json!(["e3", "e4"]));
    assert_eq!(b.until("state").await["you"], "black");
    assert_eq!(spectator.until("state").await["you"], Value::Null);

    let moves = ["f2f3", "e7e5", "g2g4", "d8h4"];
    for (i, uci) in moves.iter().enumerate() {
        let mover = if i % 2 == 0 { &mut w } else { &mut b };
        mover
            .send(json!({ "t": "move", "d": { "uci": uci, "ply": i } }))
            .await;
        for sock in [&mut w, &mut b, &mut spectator] {
            let m = sock.until("move").await;
            assert_eq!(m["ply"], i + 1);
            assert_eq!(m["uci"], *uci);
        }
    }
    let end = spectator.until("end").await;
    assert_eq!(
        end["outcome"],
        json!({ "result": "0-1", "reason": "checkmate", "winner": "black" })
    );
    let state = http.state(&id).await;
    assert_eq!(state["status"], "finished");
    assert_eq!(state["san"], json!(["f3", "e5", "g4", "Qh4#"]));
    assert_eq!(state["dests"], json!({}));
    // Every position of the game, for reviewing it from the start.
    let fens = state["fens"].as_array().unwrap();
    assert_eq!(fens.len(), 5);
    assert_eq!(fens[0], state["initial_fen"]);
    assert_eq!(fens[4], state["fen"]);
    assert_eq!(
        fens[1],
        "rnbqkbnr/pppppppp/8/8/8/5P2/PPPPP1PP/RNBQKBNR b KQkq - 0 1"
    );

    let pgn = http
        .client
        .get(format!("{}/api/games/{id}/pgn", s.base))
        .send()
        .await
        .unwrap();
    let pgn = pgn.text().await.unwrap();
    assert!(pgn.contains("[Result \"0-1\"]"), "{pgn}");
    assert!(pgn.contains("[Variant \"Chess\"]"), "{pgn}");
    assert!(pgn.contains("1. f3 e5 2. g4 Qh4#"), "{pgn}");
    assert!(!pgn.contains("[FEN"), "{pgn}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn threefold_repetition_is_drawn_automatically() {
    let (_dir, s) = server().await;
    let http = s.http();
    let (id, token, created) = http
        .create(json!({ "variant": "chess", "mode": "hotseat", "clock": null }))
        .await;
    assert_eq!(created["color"], "both");
    let mut last = Value::Null;
    for uci in [
        "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8",
    ] {
        last = http.play(&id, &token, uci).await;
    }
    assert_eq!(last["status"], "finished");
    assert_eq!(last["outcome"]["reason"], "threefold-repetition");
    assert_eq!(last["outcome"]["result"], "1/2-1/2");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn flag_fall_is_detected_by_the_server() {
    let (_dir, s) = server().await;
    let http = s.http();
    let clock = json!({ "initial_s": 1.0, "increment_s": 0 });
    let (id, white, black) = http.friend_game("chess", clock.clone(), None).await;
    let mut spectator = s.ws(&id, None).await;
    let state = spectator.until("state").await;
    assert_eq!(
        state["clocks"]["running"],
        Value::Null,
        "first moves are untimed"
    );
    assert!(state["first_move_ms"].as_u64().unwrap() > 25_000);
    http.play(&id, &white, "e2e4").await;
    tokio::time::sleep(Duration::from_millis(1300)).await; // untimed: no flag for Black
    let after = http.play(&id, &black, "e7e5").await;
    assert_eq!(after["clocks"]["running"], "white");
    assert_eq!(after["clocks"]["black_ms"], 1000);
    // White never moves again.
    let end = spectator.until("end").await;
    assert_eq!(
        end["outcome"],
        json!({ "result": "0-1", "reason": "timeout", "winner": "black" })
    );
    assert_eq!(end["clocks"]["white_ms"], 0);
    let (status, v) = http
        .post(
            &format!("/api/games/{id}/moves"),
            Some(&white),
            Some(json!({"uci": "g1f3"})),
        )
        .await;
    assert_eq!(
        (status, v["error"]["code"].as_str()),
        (409, Some("game_over"))
    );

    // The side left with a lone king cannot win on time: a draw.
    let fen = "4k3/8/8/8/8/8/8/3QK3 w - - 0 1";
    let (id, white, black) = http.friend_game("chess", clock, Some(fen)).await;
    let mut spectator = s.ws(&id, None).await;
    http.play(&id, &white, "d1d2").await;
    http.play(&id, &black, "e8e7").await;
    let end = spectator.until("end").await;
    assert_eq!(end["outcome"]["reason"], "timeout-vs-insufficient-material");
    assert_eq!(end["outcome"]["result"], "1/2-1/2");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn resignation_abort_and_draw_agreement() {
    let (_dir, s) = server().await;
    let http = s.http();
    let (id, white, black) = http.friend_game("chess", Value::Null, None).await;
    let mut b = s.ws(&id, Some(&black)).await;
    b.until("state").await;
    http.play(&id, &white, "e2e4").await;
    b.send(json!({ "t": "resign" })).await;
    let end = b.until("end").await;
    assert_eq!(
        end["outcome"],
        json!({ "result": "1-0", "reason": "resignation", "winner": "white" })
    );

    // Abort before both sides moved.
    let (id, white, _black) = http.friend_game("chess", Value::Null, None).await;
    let (status, v) = http
        .post(&format!("/api/games/{id}/abort"), Some(&white), None)
        .await;
    assert_eq!((status, v["status"].as_str()), (200, Some("aborted")));
    assert_eq!(v["outcome"], Value::Null);

    // Draw: offer, decline, offer, accept.
    let (id, white, black) = http.friend_game("chess", Value::Null, None).await;
    http.play(&id, &white, "e2e4").await;
    http.play(&id, &black, "e7e5").await;
    let (status, _) = http
        .post(&format!("/api/games/{id}/abort"), Some(&white), None)
        .await;
    assert_eq!(status, 409, "too late to abort");
    let draw = format!("/api/games/{id}/draw");
    let (_, v) = http.post(&draw, Some(&white), None).await;
    assert_eq!(v["offers"]["draw"], "white");
    let (_, v) = http
        .post(&draw, Some(&black), Some(json!({ "action": "decline" })))
        .await;
    assert_eq!(v["offers"]["draw"], Value::Null);
    http.post(&draw, Some(&black), Some(json!({ "action": "offer" })))
        .await;
    let (status, v) = http
        .post(&draw, Some(&white), Some(json!({ "action": "accept" })))
        .await;
    assert_eq!(status, 200);
    assert_eq!(v["outcome"]["reason"], "agreement");

    // Rematch: colours swap, tokens stay.
    let rematch = format!("/api/games/{id}/rematch");
    let (_, v) = http.post(&rematch, Some(&white), None).await;
    assert_eq!(v["offers"]["rematch"], "white");
    let (_, v) = http.post(&rematch, Some(&black), None).await;
    let new_id = v["rematch_id"].as_str().unwrap();
    let (_, v) = http
        .get(&format!("/api/games/{new_id}"), Some(&white))
        .await;
    assert_eq!(v["you"], "black");
    assert_eq!(v["status"], "playing");
    http.play(new_id, &black, "e2e4").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn takeback_offered_and_accepted() {
    let (_dir, s) = server().await;
    let http = s.http();
    let (id, white, black) = http.friend_game("chess", Value::Null, None).await;
    let mut w = s.ws(&id, Some(&white)).await;
    w.until("state").await;
    http.play(&id, &white, "e2e4").await;
    http.play(&id, &black, "e7e5").await;
    http.play(&id, &white, "g1f3").await;
    // Black asks to take back e5 (White's Nf3 goes too).
    let (_, v) = http
        .post(
            &format!("/api/games/{id}/takeback"),
            Some(&black),
            Some(json!({"action": "offer"})),
        )
        .await;
    assert_eq!(v["offers"]["takeback"], "black");
    let offers = w.until("offers").await;
    assert_eq!(offers["takeback"], "black");
    w.send(json!({ "t": "takeback", "d": { "action": "accept" } }))
        .await;
    let state = w.until("state").await;
    assert_eq!(state["ply"], 1);
    assert_eq!(state["moves"], json!(["e2e4"]));
    assert_eq!(state["turn"], "black");
    assert_eq!(state["you"], "white");
    http.play(&id, &black, "c7c5").await;
    assert_eq!(http.state(&id).await["san"], json!(["e4", "c5"]));

    // Hot-seat: a takeback is immediate, one move.
    let (id, token, _) = http
        .create(json!({ "variant": "chess", "mode": "hotseat" }))
        .await;
    http.play(&id, &token, "e2e4").await;
    http.play(&id, &token, "e7e5").await;
    let (_, v) = http
        .post(&format!("/api/games/{id}/takeback"), Some(&token), None)
        .await;
    assert_eq!(v["moves"], json!(["e2e4"]));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reconnect_mid_game_resyncs() {
    let (_dir, s) = server().await;
    let http = s.http();
    let (id, white, black) = http.friend_game("chess", Value::Null, None).await;
    let mut w = s.ws(&id, Some(&white)).await;
    w.until("state").await;
    w.send(json!({ "t": "move", "d": { "uci": "d2d4" } })).await;
    w.until("move").await;
    w.close().await;
    http.play(&id, &black, "d7d5").await;
    let mut w = s.ws(&id, Some(&white)).await;
    let state = w.until("state").await;
    assert_eq!(state["moves"], json!(["d2d4", "d7d5"]));
    assert_eq!(state["you"], "white");
    // A stale ply is refused and answered with the full state.
    w.send(json!({ "t": "move", "d": { "uci": "c2c4", "ply": 1 } }))
        .await;
    let e = w.until("error").await;
    assert_eq!(e["code"], "stale");
    assert_eq!(w.until("state").await["ply"], 2);
    w.send(json!({ "t": "move", "d": { "uci": "c2c4", "ply": 2 } }))
        .await;
    assert_eq!(w.until("move").await["san"], "c4");
    w.send(json!({ "t": "ping", "d": { "ts": 42 } })).await;
    assert_eq!(w.until("pong").await["ts"], 42);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn restart_mid_game_loses_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let db = fresh_db(&dir).await;
    let mut s = TestServer::start(&db);
    let http = s.http();
    let clock = json!({ "initial_s": 300, "increment_s": 2 });
    let (id, white, black) = http.friend_game("chess", clock, None).await;
    let (open_id, _open_token, _) = http
        .create(json!({ "variant": "chess", "mode": "open", "color": "black" }))
        .await;
    for (i, uci) in ["e2e4", "c7c5", "g1f3", "d7d6"].iter().enumerate() {
        http.play(&id, if i % 2 == 0 { &white } else { &black }, uci)
            .await;
    }
    let before = http.state(&id).await;
    s.stop();

    let s = TestServer::start(&db);
    let http = s.http();
    let after = http.state(&id).await;
    for key in ["moves", "san", "fen", "status", "turn", "ply"] {
        assert_eq!(after[key], before[key], "{key}");
    }
    // Downtime is not counted: the clocks read as committed with the last move.
    assert_eq!(after["clocks"]["black_ms"], before["clocks"]["black_ms"]);
    let w_before = before["clocks"]["white_ms"].as_u64().unwrap();
    let w_after = after["clocks"]["white_ms"].as_u64().unwrap();
    assert!(
        w_after <= 302_000 && w_after + 2_000 >= w_before,
        "{w_before} {w_after}"
    );
    assert_eq!(after["clocks"]["running"], "white");
    // The same tokens still hold the same seats, over HTTP and WebSocket.
    let mut b = s.ws(&id, Some(&black)).await;
    assert_eq!(b.until("state").await["you"], "black");
    http.play(&id, &white, "d2d4").await;
    assert_eq!(b.until("move").await["ply"], 5);
    b.send(json!({ "t": "move", "d": { "uci": "c5d4", "ply": 5 } }))
        .await;
    assert_eq!(b.until("move").await["san"], "cxd4");
    // The open game is back in the lobby.
    let (_, lobby) = http.get("/api/lobby", None).await;
    assert!(
        lobby
            .as_array()
            .unwrap()
            .iter()
            .any(|g| g["id"] == open_id.as_str()),
        "{lobby}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lobby_lists_open_games_until_joined() {
    let (_dir, s) = server().await;
    let http = s.http();
    let clock = json!({ "initial_s": 600, "increment_s": 0 });
    let (id, creator, _) = http
        .create(json!({ "variant": "chess", "mode": "open", "color": "black", "clock": clock }))
        .await;
    let (_, lobby) = http.get("/api/lobby", None).await;
    let entry = lobby
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["id"] == id.as_str())
        .unwrap()
        .clone();
    assert_eq!(entry["creator_color"], "black");
    assert_eq!(entry["clock"]["initial_s"], 600.0);
    let (status, _) = http
        .post(
            &format!("/api/games/{id}/moves"),
            Some(&creator),
            Some(json!({"uci": "e7e5"})),
        )
        .await;
    assert_eq!(status, 409, "waiting for an opponent");
    let (status, j) = http
        .post(&format!("/api/games/{id}/join"), None, None)
        .await;
    assert_eq!(status, 200, "{j}");
    assert_eq!(j["color"], "white");
    let (status, _) = http
        .post(&format!("/api/games/{id}/join"), None, None)
        .await;
    assert_eq!(status, 409);
    let (_, lobby) = http.get("/api/lobby", None).await;
    assert!(!lobby
        .as_array()
        .unwrap()
        .iter()
        .any(|g| g["id"] == id.as_str()));
    // A friend game needs its invite.
    let (fid, _, _) = http
        .create(json!({ "variant": "chess", "mode": "friend" }))
        .await;
    let (status, _) = http
        .post(
            &format!("/api/games/{fid}/join"),
            None,
            Some(json!({"invite": "nope"})),
        )
        .await;
    assert_eq!(status, 403);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn variants_and_variant_games() {
    let (_dir, s) = server().await;
    let http = s.http();
    let (status, v) = http.get("/api/variants", None).await;
    assert_eq!(status, 200);
    let list = v.as_array().unwrap();
    let chess = list.iter().find(|g| g["id"] == "chess").unwrap();
    assert_eq!(chess["promotion"], json!(["Q", "R", "B", "N"]));
    assert!(chess["pieces"].as_array().unwrap().len() >= 6);
    assert_eq!(chess["transforms"], json!([]));
    let royal = |g: &Value| -> Vec<String> {
        g["pieces"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|p| p["royal"] == true)
            .map(|p| p["letter"].as_str().unwrap().to_owned())
            .collect()
    };
    assert_eq!(royal(chess), ["K"]);
    let turnover = list.iter().find(|g| g["id"] == "turnover").unwrap();
    assert_eq!(royal(turnover), ["C"]);
    let rotational = list
        .iter()
        .find(|g| g["id"] == "central-rotational")
        .unwrap();
    assert_eq!(
        rotational["transforms"],
        json!([{ "rotate": ["e4", "d4", "d5", "e5"] }])
    );
    // Every game in the catalogue can be created and played over the API.
    for g in list {
        let variant = g["id"].as_str().unwrap();
        let (id, token, created) = http
            .create(json!({ "variant": variant, "mode": "hotseat" }))
            .await;
        let first = created["game"]["legal"][0].as_str().unwrap().to_owned();
        let v = http.play(&id, &token, &first).await;
        assert_eq!(v["ply"], 1, "{variant}");
        let (_, pgn) = http.get(&format!("/api/games/{id}/pgn"), None).await;
        let pgn = pgn.as_str().unwrap();
        if variant != "chess" {
            assert!(
                pgn.contains("[FEN \"") && pgn.contains("[SetUp \"1\"]"),
                "{pgn}"
            );
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn piece_diagrams_for_the_rules_pages() {
    let (_dir, s) = server().await;
    let http = s.http();
    let piece = |list: &Value, letter: &str| -> Value {
        list.as_array()
            .unwrap()
            .iter()
            .find(|p| p["letter"] == letter)
            .unwrap()
            .clone()
    };
    let (status, chess) = http.get("/api/variants/chess/pieces", None).await;
    assert_eq!(status, 200, "{chess}");
    let knight = piece(&chess, "N");
    assert_eq!(knight["square"], "d4");
    assert_eq!(knight["moves"].as_array().unwrap().len(), 8);
    let pawn = piece(&chess, "P");
    assert_eq!(
        (&pawn["moves"], &pawn["captures"], &pawn["initial_moves"]),
        (&json!(["d5"]), &json!(["c5", "e5"]), &json!(["d6"]))
    );
    assert_eq!(piece(&chess, "K")["royal"], true);
    let (_, turkish) = http.get("/api/variants/turkish/pieces", None).await;
    let shogi = piece(&turkish, "S");
    assert_eq!(shogi["captures"], json!([]));
    assert_eq!(shogi["hop_captures"].as_array().unwrap().len(), 12);
    let (_, transformer) = http.get("/api/variants/transformer/pieces", None).await;
    assert_eq!(
        piece(&transformer, "N")["moves"].as_array().unwrap().len(),
        16
    );
    let (_, turnover) = http.get("/api/variants/turnover/pieces", None).await;
    let castle = piece(&turnover, "C");
    assert_eq!(
        (&castle["royal"], &castle["leaves"]),
        (&json!(true), &json!("Q"))
    );
    let (status, v) = http.get("/api/variants/nonesuch/pieces", None).await;
    assert_eq!((status, &v["error"]["code"]), (404, &json!("not_found")));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_web_ui_is_served_with_a_single_page_fallback() {
    let dir = tempfile::tempdir().unwrap();
    let db = fresh_db(&dir).await;
    let web = dir.path().join("dist");
    std::fs::create_dir_all(web.join("assets")).unwrap();
    std::fs::write(
        web.join("index.html"),
        "<!doctype html><title>Turnpan</title>",
    )
    .unwrap();
    std::fs::write(web.join("assets/app.js"), "console.log(1)").unwrap();
    let s = TestServer::start_with_static(&db, Some(web));
    let get = |path: &str| {
        let url = format!("{}{path}", s.base);
        async move {
            let r = reqwest::get(url).await.unwrap();
            (r.status().as_u16(), r.text().await.unwrap())
        }
    };
    for path in [
        "/",
        "/game/q7RkT2mZp4?invite=abc",
        "/rules",
        "/rules/",
        "/rules/chess",
    ] {
        let (status, body) = get(path).await;
        assert_eq!(status, 200, "{path}");
        assert!(body.contains("<title>Turnpan</title>"), "{path}: {body}");
    }
    // Any other path is not found, and still gets the UI, which shows its "not found" page.
    for path in [
        "/nonesuch",
        "/game/",
        "/game/a/b",
        "/rules/chess/x",
        "/assets/gone.js",
    ] {
        let (status, body) = get(path).await;
        assert_eq!(status, 404, "{path}");
        assert!(body.contains("<title>Turnpan</title>"), "{path}: {body}");
    }
    assert_eq!(
        get("/assets/app.js").await,
        (200, "console.log(1)".to_owned())
    );
    // The API is not swallowed by the fallback.
    let (status, body) = get("/api/nonesuch").await;
    assert_eq!(status, 404);
    assert!(body.contains("not_found"), "{body}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_requests_are_refused_and_the_server_keeps_serving() {
    let (_dir, s) = server().await;
    let http = s.http();
    let (id, white, black) = http.friend_game("chess", Value::Null, None).await;
    let code = |v: &Value| v["error"]["code"].as_str().unwrap_or("").to_owned();
    let moves = format!("/api/games/{id}/moves");

    let (st, v) = http.post_raw("/api/games", None, "{not json".into()).await;
    assert_eq!((st, code(&v)), (400, "bad_request".into()));
    let (st, v) = http
        .post(
            "/api/games",
            None,
            Some(json!({ "variant": "nope", "mode": "friend" })),
        )
        .await;
    assert_eq!((st, code(&v)), (400, "bad_request".into()));
    let (st, v) = http
        .post(
            "/api/games",
            None,
            Some(json!({ "variant": "chess", "mode": "friend", "fen": "x" })),
        )
        .await;
    assert_eq!((st, code(&v)), (400, "bad_request".into()));
    let (st, v) = http
        .post(
            "/api/games",
            None,
            Some(json!({ "variant": "chess", "mode": "computer" })),
        )
        .await;
    assert_eq!((st, code(&v)), (400, "bad_request".into()));
    let (st, v) = http
        .post(
            "/api/games",
            None,
            Some(json!({ "variant": "chess", "mode": "computer", "level": 9 })),
        )
        .await;
    assert_eq!((st, code(&v)), (400, "bad_request".into()));
    let (st, _) = http.post("/api/games", None, Some(json!({ "variant": "chess", "mode": "friend", "clock": {"initial_s": -1, "increment_s": 0} }))).await;
    assert_eq!(st, 400);
    let (st, v) = http
        .post_raw("/api/games", None, format!("\"{}\"", "x".repeat(40_000)))
        .await;
    assert_eq!((st, code(&v)), (413, "too_large".into()));

    let (st, v) = http
        .post(&moves, None, Some(json!({ "uci": "e2e4" })))
        .await;
    assert_eq!((st, code(&v)), (401, "unauthorized".into()));
    let (st, v) = http
        .post(
            &moves,
            Some("00000000000000000000000000000000"),
            Some(json!({ "uci": "e2e4" })),
        )
        .await;
    assert_eq!((st, code(&v)), (403, "forbidden".into()));
    let (st, v) = http
        .post(&moves, Some(&black), Some(json!({ "uci": "e7e5" })))
        .await;
    assert_eq!((st, code(&v)), (403, "not_your_turn".into()));
    let (st, v) = http
        .post(&moves, Some(&white), Some(json!({ "uci": "e2e5" })))
        .await;
    assert_eq!((st, code(&v)), (400, "illegal_move".into()));
    let (st, v) = http
        .post(&moves, Some(&white), Some(json!({ "uci": "zz" })))
        .await;
    assert_eq!((st, code(&v)), (400, "illegal_move".into()));
    let (st, v) = http
        .post(&moves, Some(&white), Some(json!({ "move": "e2e4" })))
        .await;
    assert_eq!((st, code(&v)), (400, "bad_request".into()));
    let (st, v) = http.get("/api/games/doesnotexist", None).await;
    assert_eq!((st, code(&v)), (404, "not_found".into()));
    let (st, _) = http.get("/api/games/..%2F..%2Fetc", None).await;
    assert_eq!(st, 404);
    let (st, _) = http.get("/api/nothing", None).await;
    assert_eq!(st, 404);

    // WebSocket: junk gets an error and changes nothing; spectators can't act.
    let mut spectator = s.ws(&id, None).await;
    spectator.until("state").await;
    spectator
        .send(json!({ "t": "move", "d": { "uci": "e2e4" } }))
        .await;
    assert_eq!(spectator.until("error").await["code"], "forbidden");
    let mut w = s.ws(&id, Some(&white)).await;
    w.until("state").await;
    for junk in [
        "nonsense",
        "{}",
        r#"{"t":"mvoe"}"#,
        r#"{"t":"move","d":{"uci":"e2e4","x":1}}"#,
    ] {
        w.send_text(junk).await;
        assert_eq!(w.until("error").await["code"], "bad_request", "{junk}");
    }
    w.send(json!({ "t": "move", "d": { "uci": "e7e5" } })).await;
    assert_eq!(w.until("error").await["code"], "illegal_move");
    let mut intruder = s.ws(&id, Some("ffffffffffffffffffffffffffffffff")).await;
    assert_eq!(intruder.until("error").await["code"], "forbidden");
    assert!(intruder.next().await.is_none(), "closed after a bad token");
    // Flooding is rate limited.
    let mut limited = false;
    for _ in 0..60 {
        w.send(json!({ "t": "ping", "d": { "ts": 1 } })).await;
    }
    for _ in 0..60 {
        let m = w.next().await.unwrap();
        if m["t"] == "error" && m["d"]["code"] == "rate_limited" {
            limited = true;
            break;
        }
    }
    assert!(limited);

    // Still serving, and nothing changed.
    assert_eq!(http.state(&id).await["ply"], 0);
    let (st, _) = http.get("/api/health", None).await;
    assert_eq!(st, 200);
    http.play(&id, &white, "e2e4").await;
    http.play(&id, &black, "e7e5").await;
    assert_eq!(http.state(&id).await["ply"], 2);
}
