//! The players' chat, the spectator count and the legal moves named in the game's notation
//! (docs/protocol.md), end to end: a real server, a real database, real WebSocket clients.

#![allow(clippy::unwrap_used)]

mod common;

use common::fresh_server as server;
use serde_json::{json, Value};

fn chat(text: &str) -> Value {
    json!({ "t": "chat", "d": { "text": text } })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn players_chat_with_each_other_and_spectators_do_not_hear_it() {
    let (_dir, s) = server().await;
    let http = s.http();
    let (id, white, black) = http.friend_game("chess", Value::Null, None).await;
    let mut w = s.ws(&id, Some(&white)).await;
    assert_eq!(w.until("state").await["you"], "white");
    // A player's first messages: the state, the spectators, the chat so far.
    assert_eq!(w.until("spectators").await, json!({ "count": 0 }));
    assert_eq!(w.until("chat").await, json!({ "lines": [] }));
    let mut b = s.ws(&id, Some(&black)).await;
    b.until("chat").await;

    let mut spectator = s.ws(&id, None).await;
    assert_eq!(spectator.until("state").await["you"], Value::Null);
    assert_eq!(spectator.until("spectators").await, json!({ "count": 1 }));
    // Everybody is told how many watch.
    assert_eq!(w.until("spectators").await, json!({ "count": 1 }));
    assert_eq!(b.until("spectators").await, json!({ "count": 1 }));

    // Markup is carried as text: the server neither strips nor renders it.
    w.send(chat("  good luck <b>&</b>  ")).await;
    let line = json!({ "lines": [{ "from": "white", "text": "good luck <b>&</b>" }] });
    assert_eq!(w.until("chat").await, line);
    assert_eq!(b.until("chat").await, line);
    b.send(chat("thanks, you too")).await;
    assert_eq!(
        w.until("chat").await,
        json!({ "lines": [{ "from": "black", "text": "thanks, you too" }] })
    );

    // A spectator may not write, and never hears the players: the next thing it gets after
    // its refusal is the move, not a chat line.
    spectator.send(chat("hello")).await;
    let refused = spectator.until("error").await;
    assert_eq!(refused["code"], "forbidden");
    assert_eq!(refused["message"], "only the players may chat");
    w.send(json!({ "t": "move", "d": { "uci": "e2e4", "ply": 0 } }))
        .await;
    let next = spectator.next().await.unwrap();
    assert_eq!(next["t"], "move", "{next}");

    // A player who comes back finds the conversation.
    b.close().await;
    let mut b = s.ws(&id, Some(&black)).await;
    let kept = b.until("chat").await;
    assert_eq!(kept["lines"].as_array().unwrap().len(), 2);
    assert_eq!(kept["lines"][1]["text"], "thanks, you too");

    // A spectator leaving is counted too.
    spectator.close().await;
    assert_eq!(w.until("spectators").await, json!({ "count": 0 }));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_lines_are_refused_with_what_is_wrong() {
    let (_dir, s) = server().await;
    let http = s.http();
    let (id, white, _black) = http.friend_game("chess", Value::Null, None).await;
    let mut w = s.ws(&id, Some(&white)).await;
    w.until("chat").await;

    w.send(chat(&"x".repeat(141))).await;
    let e = w.until("error").await;
    assert_eq!(e["code"], "too_large");
    assert_eq!(
        e["message"],
        "a chat message is at most 140 characters; this one has 141"
    );
    w.send(chat("   ")).await;
    let e = w.until("error").await;
    assert_eq!(e["code"], "bad_request");
    assert_eq!(e["message"], "a chat message may not be empty");
    w.send(chat("two\nlines")).await;
    let e = w.until("error").await;
    assert_eq!(e["code"], "bad_request");
    assert!(e["message"].as_str().unwrap().contains("U+000A"), "{e}");
    w.send(json!({ "t": "chat", "d": { "text": "hi", "html": true } }))
        .await;
    assert_eq!(w.until("error").await["code"], "bad_request");

    // 140 characters of any script are fine.
    let greek = "α".repeat(140);
    w.send(chat(&greek)).await;
    assert_eq!(w.until("chat").await["lines"][0]["text"], greek);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_who_writes_too_fast_is_slowed_down() {
    let (_dir, s) = server().await;
    let http = s.http();
    let (id, white, black) = http.friend_game("chess", Value::Null, None).await;
    let mut w = s.ws(&id, Some(&white)).await;
    w.until("chat").await;
    let mut b = s.ws(&id, Some(&black)).await;
    b.until("chat").await;
    // The allowance is 5 lines at once (the refused lines are not counted again).
    for i in 0..5 {
        w.send(chat(&format!("line {i}"))).await;
        assert_eq!(
            w.until("chat").await["lines"][0]["text"],
            format!("line {i}")
        );
    }
    w.send(chat("one too many")).await;
    let e = w.until("error").await;
    assert_eq!(e["code"], "rate_limited");
    assert_eq!(e["message"], "too many chat messages: wait 2 s");
    // The other player's allowance is their own.
    b.send(chat("calm down")).await;
    assert_eq!(w.until("chat").await["lines"][0]["from"], "black");
    // Black heard the five lines and its own, never the refused one.
    let mut heard = Vec::new();
    while heard.len() < 6 {
        heard.push(b.until("chat").await["lines"][0]["text"].clone());
    }
    assert!(!heard.contains(&json!("one too many")), "{heard:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn there_is_no_chat_against_the_computer_nor_in_hot_seat() {
    let (_dir, s) = server().await;
    let http = s.http();
    let (id, token, _) = http
        .create(json!({ "variant": "chess", "mode": "computer", "level": 1, "color": "white" }))
        .await;
    let mut ws = s.ws(&id, Some(&token)).await;
    ws.until("spectators").await;
    ws.send(chat("hello computer")).await;
    let e = ws.until("error").await;
    assert_eq!(e["code"], "conflict");
    assert_eq!(
        e["message"],
        "there is no chat in a game against the computer"
    );

    let (id, token, _) = http
        .create(json!({ "variant": "chess", "mode": "hotseat" }))
        .await;
    let mut ws = s.ws(&id, Some(&token)).await;
    ws.until("spectators").await;
    ws.send(chat("hi")).await;
    assert_eq!(ws.until("error").await["code"], "conflict");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn legal_moves_come_named_in_the_games_notation() {
    let (_dir, s) = server().await;
    let http = s.http();
    let (id, white, black) = http
        .friend_game(
            "chess",
            Value::Null,
            Some("1r2k2r/P1pppppp/8/8/8/8/1PPPPPPP/R3K2R w KQk - 0 1"),
        )
        .await;
    let state = http.get(&format!("/api/games/{id}"), Some(&white)).await.1;
    let named = state["legal_san"].as_array().unwrap();
    assert_eq!(named.len(), state["legal"].as_array().unwrap().len());
    let san_of = |uci: &str| {
        named
            .iter()
            .find(|m| m["uci"] == uci)
            .map(|m| m["san"].clone())
    };
    assert_eq!(san_of("e1g1"), Some(json!("O-O")));
    assert_eq!(san_of("e1c1"), Some(json!("O-O-O")));
    assert_eq!(san_of("a7b8q"), Some(json!("axb8=Q#")));
    assert_eq!(san_of("a7a8n"), Some(json!("a8=N")));
    assert_eq!(san_of("g1f3"), None);
    // Sorted by engine notation, as `legal`.
    let ucis: Vec<&str> = named.iter().map(|m| m["uci"].as_str().unwrap()).collect();
    let mut sorted = ucis.clone();
    sorted.sort_unstable();
    assert_eq!(ucis, sorted);

    // Each move message names the next side's moves.
    let mut b = s.ws(&id, Some(&black)).await;
    b.until("state").await;
    http.play(&id, &white, "b2b3").await;
    let m = b.until("move").await;
    assert!(m["legal_san"]
        .as_array()
        .unwrap()
        .contains(&json!({ "uci": "e8g8", "san": "O-O" })));

    // Turnover's moves in its own notation, one name per legal move.
    let (tid, _, _) = http.friend_game("turnover", Value::Null, None).await;
    let t = http.state(&tid).await;
    let named = t["legal_san"].as_array().unwrap();
    assert!(!named.is_empty());
    assert_eq!(named.len(), t["legal"].as_array().unwrap().len());
    for m in named {
        assert!(!m["san"].as_str().unwrap().is_empty(), "{m}");
    }

    // A finished game has none.
    let (fid, fw, fb) = http.friend_game("chess", Value::Null, None).await;
    for (tok, uci) in [(&fw, "f2f3"), (&fb, "e7e5"), (&fw, "g2g4"), (&fb, "d8h4")] {
        http.play(&fid, tok, uci).await;
    }
    assert_eq!(http.state(&fid).await["legal_san"], json!([]));
}
