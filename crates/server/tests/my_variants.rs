//! Players' own variants end to end (issue 29): a real server, a real database (SQLite, and
//! PostgreSQL when `TURNPAN_TEST_POSTGRES_URL` is set: `scripts/with-postgres.sh`), real HTTP
//! with session cookies, real WebSockets.

#![allow(clippy::unwrap_used)]

mod common;

use common::{fresh_db, TestServer};
use serde_json::{json, Value};

/// One browser with its session cookie.
struct Browser {
    http: reqwest::Client,
    base: String,
    cookie: Option<String>,
}

impl Browser {
    fn new(s: &TestServer) -> Browser {
        Browser {
            http: reqwest::Client::new(),
            base: s.base.clone(),
            cookie: None,
        }
    }

    /// The same session on another server (of the same database).
    fn on(&self, s: &TestServer) -> Browser {
        Browser {
            http: reqwest::Client::new(),
            base: s.base.clone(),
            cookie: self.cookie.clone(),
        }
    }

    async fn send(
        &mut self,
        method: reqwest::Method,
        path: &str,
        body: Option<Value>,
    ) -> (u16, Value) {
        let mut r = self.http.request(method, format!("{}{path}", self.base));
        if let Some(c) = &self.cookie {
            r = r.header("cookie", format!("turnpan_session={c}"));
        }
        if let Some(b) = body {
            r = r.json(&b);
        }
        let response = r.send().await.unwrap();
        let status = response.status().as_u16();
        if let Some(set) = response.headers().get("set-cookie") {
            let set = set.to_str().unwrap();
            if let Some(value) = set
                .strip_prefix("turnpan_session=")
                .and_then(|rest| rest.split(';').next())
            {
                self.cookie = (!value.is_empty()).then(|| value.to_owned());
            }
        }
        let text = response.text().await.unwrap();
        (
            status,
            serde_json::from_str(&text).unwrap_or(Value::String(text)),
        )
    }

    async fn get(&mut self, path: &str) -> (u16, Value) {
        self.send(reqwest::Method::GET, path, None).await
    }

    async fn post(&mut self, path: &str, body: Value) -> (u16, Value) {
        self.send(reqwest::Method::POST, path, Some(body)).await
    }

    async fn put(&mut self, path: &str, body: Value) -> (u16, Value) {
        self.send(reqwest::Method::PUT, path, Some(body)).await
    }

    async fn signup(&mut self, name: &str) {
        let (status, v) = self
            .post(
                "/api/account/signup",
                json!({ "username": name, "password": "correct horse battery" }),
            )
            .await;
        assert_eq!(status, 201, "{v}");
    }

    /// Stores a variant; returns (status, answer).
    async fn create(&mut self, toml: &str, visibility: &str) -> (u16, Value) {
        self.post(
            "/api/my-variants",
            json!({ "toml": toml, "visibility": visibility }),
        )
        .await
    }
}

/// Chess under another id and name, its knight moving as `knight` says.
fn variant(id: &str, name: &str, knight: &str) -> String {
    let chess = turnpan_rules::Variant::builtin_source("chess").unwrap();
    let text = chess
        .replacen("id = \"chess\"", &format!("id = \"{id}\""), 1)
        .replacen("name = \"Chess\"", &format!("name = \"{name}\""), 1)
        .replacen("betza = \"N\"", &format!("betza = \"{knight}\""), 1);
    assert!(text.contains(&format!("betza = \"{knight}\"")) && text.contains(id));
    text
}

async fn server() -> (tempfile::TempDir, String, TestServer) {
    let dir = tempfile::tempdir().unwrap();
    let db = fresh_db(&dir).await;
    let s = TestServer::start(&db);
    (dir, db, s)
}

/// A friend game of `variant` created by `creator` (White) and joined by an anonymous Black:
/// (id, White's token, Black's token, the creation's answer).
async fn friend_game(creator: &mut Browser, variant: &str) -> (String, String, String, Value) {
    let (status, v) = creator
        .post(
            "/api/games",
            json!({ "variant": variant, "mode": "friend", "color": "white" }),
        )
        .await;
    assert_eq!(status, 201, "{v}");
    let id = v["id"].as_str().unwrap().to_owned();
    let invite = v["invite_url"]
        .as_str()
        .unwrap()
        .split("invite=")
        .nth(1)
        .unwrap()
        .to_owned();
    let mut black = Browser {
        http: reqwest::Client::new(),
        base: creator.base.clone(),
        cookie: None,
    };
    let (status, j) = black
        .post(
            &format!("/api/games/{id}/join"),
            json!({ "invite": invite }),
        )
        .await;
    assert_eq!(status, 200, "{j}");
    (
        id,
        v["token"].as_str().unwrap().to_owned(),
        j["token"].as_str().unwrap().to_owned(),
        v,
    )
}

async fn play(s: &TestServer, id: &str, token: &str, uci: &str) -> (u16, Value) {
    s.http()
        .post(
            &format!("/api/games/{id}/moves"),
            Some(token),
            Some(json!({ "uci": uci })),
        )
        .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn create_edit_and_a_game_keeps_its_version_across_a_restart() {
    let (_dir, db, s) = server().await;
    let mut alice = Browser::new(&s);
    // Without a session: 401.
    let (status, v) = alice
        .create(&variant("spiral", "Spiral", "N"), "unlisted")
        .await;
    assert_eq!(
        (status, v["error"]["code"].as_str()),
        (401, Some("unauthorized")),
        "{v}"
    );
    alice.signup("Alice").await;
    // A bad file: 400 with its line and field.
    let bad = variant("spiral", "Spiral", "N").replacen("betza = \"K\"", "betza = \"Kx\"", 1);
    let (status, v) = alice.create(&bad, "unlisted").await;
    assert_eq!(status, 400, "{v}");
    let message = v["error"]["message"].as_str().unwrap();
    let line = bad.lines().position(|l| l.contains("\"Kx\"")).unwrap() + 1;
    assert!(
        message.starts_with(&format!("variant.toml:{line}: ")),
        "{message}"
    );
    assert!(message.to_lowercase().contains("betza"), "{message}");

    // Version 1: knights leap.
    let (status, v) = alice
        .create(&variant("spiral", "Spiral", "N"), "unlisted")
        .await;
    assert_eq!(status, 201, "{v}");
    assert_eq!(v, json!({ "id": "@Alice/spiral", "version": 1 }));
    let (old, old_white, old_black, created) = friend_game(&mut alice, "@Alice/spiral").await;
    assert_eq!(created["game"]["variant"], "@Alice/spiral");
    assert_eq!(created["game"]["variant_version"], 1);

    // Version 2: knights step like a wazir; the same id, case aside.
    let (status, v) = alice
        .put(
            "/api/my-variants/@alice/spiral",
            json!({ "toml": variant("spiral", "Spiral", "W"), "visibility": "unlisted" }),
        )
        .await;
    assert_eq!(
        (status, v.clone()),
        (200, json!({ "id": "@Alice/spiral", "version": 2 })),
        "{v}"
    );
    // A new version may not change the id.
    let (status, v) = alice
        .put(
            "/api/my-variants/%40Alice%2Fspiral",
            json!({ "toml": variant("other", "Spiral", "W"), "visibility": "unlisted" }),
        )
        .await;
    assert_eq!(status, 400, "{v}");
    let (new, new_white, _, created) = friend_game(&mut alice, "@Alice/spiral").await;
    assert_eq!(created["game"]["variant_version"], 2);
    // The new game plays version 2: a knight's leap is illegal; the old game plays version 1.
    let (status, v) = play(&s, &new, &new_white, "g1f3").await;
    assert_eq!(status, 400, "{v}");
    assert_eq!(play(&s, &old, &old_white, "g1f3").await.0, 200);

    // Both forms of the id in a path, and one version's file.
    let http = s.http();
    let (status, pieces) = http.get("/api/variants/@Alice/spiral/pieces", None).await;
    assert_eq!(status, 200, "{pieces}");
    assert_eq!(
        http.get("/api/variants/%40Alice%2Fspiral/pieces", None)
            .await,
        (200, pieces)
    );
    let (status, one) = http.get("/api/variants/@alice/spiral", None).await;
    assert_eq!(
        (status, &one["id"], &one["version"]),
        (200, &json!("@Alice/spiral"), &json!(2))
    );
    let file = |version: i64| {
        let http = s.http();
        async move {
            let r = http
                .client
                .get(format!(
                    "{}/api/variants/@Alice/spiral/file?version={version}",
                    http.base
                ))
                .send()
                .await
                .unwrap();
            assert_eq!(r.status(), 200);
            r.text().await.unwrap()
        }
    };
    assert!(file(1).await.contains("betza = \"N\""));
    assert!(file(2).await.contains("betza = \"W\""));
    let (status, mine) = alice.get("/api/my-variants").await;
    assert_eq!(status, 200, "{mine}");
    assert_eq!(mine["variants"][0]["id"], "@Alice/spiral");
    assert_eq!(mine["variants"][0]["visibility"], "unlisted");
    assert_eq!(mine["variants"][0]["versions"].as_array().unwrap().len(), 2);

    // Deleted, then a restart: the old game comes back with version 1 and Black's knight
    // still leaps; the variant is gone for new games.
    let (status, _) = alice
        .send(
            reqwest::Method::DELETE,
            "/api/my-variants/@Alice/spiral",
            None,
        )
        .await;
    assert_eq!(status, 204);
    let mut s = s;
    s.stop();
    let s = TestServer::start(&db);
    let state = s.http().state(&old).await;
    assert_eq!(
        (state["variant_version"].clone(), state["ply"].clone()),
        (json!(1), json!(1))
    );
    let (status, v) = play(&s, &old, &old_black, "b8c6").await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(s.http().state(&new).await["variant_version"], 2);
    let mut alice = alice.on(&s);
    let (status, v) = alice
        .post(
            "/api/games",
            json!({ "variant": "@Alice/spiral", "mode": "hotseat" }),
        )
        .await;
    assert_eq!(status, 400, "{v}");
    // Its versions still answer for the games' sake.
    let (status, _) = alice
        .get("/api/variants/@Alice/spiral/pieces?version=1")
        .await;
    assert_eq!(status, 200);
    // Made again with the same id: its next version.
    let (status, v) = alice
        .create(&variant("spiral", "Spiral", "N"), "unlisted")
        .await;
    assert_eq!(
        (status, v),
        (201, json!({ "id": "@Alice/spiral", "version": 3 }))
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn private_unlisted_public_and_the_directory() {
    let (_dir, _db, s) = server().await;
    let mut alice = Browser::new(&s);
    alice.signup("alice").await;
    let mut bob = Browser::new(&s);
    bob.signup("bob").await;
    let anonymous = s.http();
    let (status, v) = alice
        .create(&variant("secret", "Secret", "N"), "private")
        .await;
    assert_eq!(status, 201, "{v}");
    let unknown = anonymous
        .get("/api/variants/@alice/nonesuch/pieces", None)
        .await;
    assert_eq!(unknown.0, 404);
    // Private: the owner only; anybody else gets the answer of an unknown id.
    assert_eq!(alice.get("/api/variants/@alice/secret/pieces").await.0, 200);
    for path in [
        "/api/variants/@alice/secret/pieces",
        "/api/variants/@alice/secret/file",
    ] {
        let (status, v) = bob.get(path).await;
        assert_eq!(
            (status, v["error"]["code"].clone()),
            (404, unknown.1["error"]["code"].clone())
        );
        assert_eq!(anonymous.get(path, None).await.0, 404);
    }
    let (status, v) = bob
        .post(
            "/api/games",
            json!({ "variant": "@alice/secret", "mode": "hotseat" }),
        )
        .await;
    assert_eq!(status, 400, "{v}");
    assert!(v["error"]["message"]
        .as_str()
        .unwrap()
        .contains("unknown variant"));
    // The owner plays it: hot-seat and against the computer.
    let (status, v) = alice
        .post(
            "/api/games",
            json!({ "variant": "@alice/secret", "mode": "hotseat" }),
        )
        .await;
    assert_eq!(status, 201, "{v}");
    let (status, v) = alice
        .post(
            "/api/games",
            json!({ "variant": "@alice/secret", "mode": "computer", "level": 1, "color": "white" }),
        )
        .await;
    assert_eq!(status, 201, "{v}");
    assert_eq!(v["game"]["computer"]["level"], 1);

    // Unlisted: anybody with the id, not in the directory.
    let (status, v) = alice
        .put(
            "/api/my-variants/@alice/secret",
            json!({ "toml": variant("secret", "Secret", "N"), "visibility": "unlisted" }),
        )
        .await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(bob.get("/api/variants/@alice/secret/pieces").await.0, 200);
    assert_eq!(
        anonymous
            .get("/api/variants/@alice/secret/file", None)
            .await
            .0,
        200
    );
    let (status, dir) = anonymous.get("/api/variants?q=secret", None).await;
    assert_eq!(status, 200, "{dir}");
    assert_eq!(dir["variants"], json!([]));

    // Public: listed, with its creator and its games; an open game of it in the lobby.
    let (status, v) = alice
        .create(&variant("spiral", "Spiral Chess", "N"), "public")
        .await;
    assert_eq!(status, 201, "{v}");
    let (status, v) = bob
        .post(
            "/api/games",
            json!({ "variant": "@alice/spiral", "mode": "open" }),
        )
        .await;
    assert_eq!(status, 201, "{v}");
    let (_, lobby) = anonymous.get("/api/lobby", None).await;
    assert!(
        lobby
            .as_array()
            .unwrap()
            .iter()
            .any(|e| e["variant"] == "@alice/spiral"),
        "{lobby}"
    );
    let (status, dir) = anonymous.get("/api/variants?q=SPIRAL%20c", None).await;
    assert_eq!(status, 200, "{dir}");
    let listed = dir["variants"].as_array().unwrap();
    assert_eq!(listed.len(), 1, "{dir}");
    assert_eq!(listed[0]["id"], "@alice/spiral");
    assert_eq!(listed[0]["creator"], "alice");
    assert_eq!(listed[0]["name"], "Spiral Chess");
    assert_eq!(listed[0]["games"], 1);
    assert_eq!(dir["more"], false);
    let (_, all) = anonymous.get("/api/variants?page=1", None).await;
    assert_eq!(all["variants"].as_array().unwrap().len(), 1, "{all}");
    // The creator's name finds it too; by games played, a newer variant without games comes
    // after it.
    let (status, v) = alice
        .create(&variant("newer", "Newer", "N"), "public")
        .await;
    assert_eq!(status, 201, "{v}");
    let (_, by_creator) = anonymous.get("/api/variants?q=ALICE", None).await;
    let ids: Vec<&str> = by_creator["variants"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, ["@alice/newer", "@alice/spiral"], "{by_creator}");
    let (_, by_games) = anonymous.get("/api/variants?sort=games", None).await;
    let ids: Vec<&str> = by_games["variants"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, ["@alice/spiral", "@alice/newer"], "{by_games}");
    assert_eq!(anonymous.get("/api/variants?sort=best", None).await.0, 400);
    assert_eq!(anonymous.get("/api/variants?page=0", None).await.0, 400);
    // Without a query, the catalog as before.
    let (_, catalog) = anonymous.get("/api/variants", None).await;
    assert!(catalog
        .as_array()
        .unwrap()
        .iter()
        .any(|v| v["id"] == "chess"));

    // Another account may not change or delete it.
    let (status, _) = bob
        .put(
            "/api/my-variants/@alice/spiral",
            json!({ "toml": variant("spiral", "Mine now", "N"), "visibility": "public" }),
        )
        .await;
    assert_eq!(status, 404);
    assert_eq!(
        bob.send(
            reqwest::Method::DELETE,
            "/api/my-variants/@alice/spiral",
            None
        )
        .await
        .0,
        404
    );
    // Deleted: gone for new games and from the directory; its game still answers.
    let (status, _) = alice
        .send(
            reqwest::Method::DELETE,
            "/api/my-variants/@alice/spiral",
            None,
        )
        .await;
    assert_eq!(status, 204);
    assert_eq!(
        anonymous
            .get("/api/variants/@alice/spiral/pieces", None)
            .await
            .0,
        404
    );
    let (_, dir) = anonymous.get("/api/variants?q=spiral", None).await;
    assert_eq!(dir["variants"], json!([]));
    let (_, mine) = alice.get("/api/my-variants").await;
    let ids: Vec<&str> = mine["variants"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, ["@alice/newer", "@alice/secret"], "{mine}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn limits_refuse_the_21st_variant_big_bodies_and_control_characters() {
    let (_dir, _db, s) = server().await;
    let mut carol = Browser::new(&s);
    carol.signup("carol").await;
    for n in 0..20 {
        let (status, v) = carol
            .create(&variant(&format!("v{n}"), "V", "N"), "private")
            .await;
        assert_eq!(status, 201, "{n}: {v}");
    }
    let (status, v) = carol.create(&variant("v20", "V", "N"), "private").await;
    assert_eq!(
        (status, v["error"]["code"].as_str()),
        (409, Some("too_many_variants")),
        "{v}"
    );
    // The same slug twice is a conflict, not a second variant.
    let (status, v) = carol.create(&variant("v3", "V", "N"), "private").await;
    assert_eq!(status, 409, "{v}");
    // Deleting one makes room.
    let (status, _) = carol
        .send(reqwest::Method::DELETE, "/api/my-variants/@carol/v0", None)
        .await;
    assert_eq!(status, 204);
    let (status, v) = carol.create(&variant("v20", "V", "N"), "private").await;
    assert_eq!(status, 201, "{v}");

    let mut dave = Browser::new(&s);
    dave.signup("dave").await;
    let (status, v) = dave
        .create(&variant("x", "Bell\\u0007", "N"), "private")
        .await;
    assert_eq!(status, 400, "{v}");
    assert!(
        v["error"]["message"].as_str().unwrap().contains("control"),
        "{v}"
    );
    let (status, v) = dave.create(&variant("x", "<b>X</b>", "N"), "private").await;
    assert_eq!(status, 400, "{v}");
    assert!(
        v["error"]["message"].as_str().unwrap().contains("name"),
        "{v}"
    );
    let (status, v) = dave
        .create(&variant("pieces", "Pieces", "N"), "private")
        .await;
    assert_eq!(status, 400, "{v}");
    // Not JSON, a field too many, no file: 400.
    for body in [
        json!({ "visibility": "private" }),
        json!({ "toml": variant("x", "X", "N"), "visibility": "private", "owner": "carol" }),
        json!("id = \"x\""),
    ] {
        let (status, v) = dave.post("/api/my-variants", body).await;
        assert_eq!(status, 400, "{v}");
    }
    let (_, mine) = dave.get("/api/my-variants").await;
    assert_eq!(mine["variants"], json!([]));
    let huge = format!("{}\n# {}\n", variant("x", "X", "N"), "a".repeat(70 * 1024));
    let (status, _) = dave.create(&huge, "private").await;
    assert_eq!(status, 413);
    let (status, v) = dave
        .post(
            "/api/my-variants",
            json!({ "toml": variant("x", "X", "N"), "visibility": "secret" }),
        )
        .await;
    assert_eq!(status, 400, "{v}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_variant_is_refused_with_its_figure() {
    let dir = tempfile::tempdir().unwrap();
    let db = fresh_db(&dir).await;
    // No variant reaches this rate: every one is too slow, and the answer says how slow.
    let s = TestServer::start_with(&db, |config| config.variant_check.min_rate = 1e12);
    let mut erin = Browser::new(&s);
    erin.signup("erin").await;
    let (status, v) = erin.create(&variant("slow", "Slow", "N"), "public").await;
    assert_eq!(
        (status, v["error"]["code"].as_str()),
        (422, Some("variant_too_slow")),
        "{v}"
    );
    let message = v["error"]["message"].as_str().unwrap();
    // 1 + 20 + 400 + 8902 positions: the figure is the walk's own.
    assert!(message.contains("9323 positions in"), "{message}");
    let (_, mine) = erin.get("/api/my-variants").await;
    assert_eq!(mine["variants"], json!([]));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_players_play_a_players_variant_over_websockets() {
    let (_dir, _db, s) = server().await;
    let mut alice = Browser::new(&s);
    alice.signup("alice").await;
    // Knights step like a wazir: g1g2 is no move in chess, and is one here after g2g4.
    let (status, v) = alice
        .create(&variant("wazir-knights", "Wazir knights", "W"), "public")
        .await;
    assert_eq!(status, 201, "{v}");
    let (id, white, black, _) = friend_game(&mut alice, "@alice/wazir-knights").await;
    let mut w = s.ws(&id, Some(&white)).await;
    let mut b = s.ws(&id, Some(&black)).await;
    let state = w.until("state").await;
    assert_eq!(state["variant"], "@alice/wazir-knights");
    assert_eq!(b.until("state").await["you"], "black");
    for (i, uci) in ["g2g4", "b7b5", "g1g2", "b8b7"].iter().enumerate() {
        let mover = if i % 2 == 0 { &mut w } else { &mut b };
        mover
            .send(json!({ "t": "move", "d": { "uci": uci, "ply": i } }))
            .await;
        for sock in [&mut w, &mut b] {
            let m = sock.until("move").await;
            assert_eq!(
                (m["ply"].clone(), m["uci"].clone()),
                (json!(i + 1), json!(uci))
            );
        }
    }
    // A knight's leap is refused.
    w.send(json!({ "t": "move", "d": { "uci": "b1c3", "ply": 4 } }))
        .await;
    assert_eq!(w.until("error").await["code"], "illegal_move");
    let pgn = s.http().get(&format!("/api/games/{id}/pgn"), None).await.1;
    assert!(
        pgn.as_str()
            .unwrap()
            .contains("[Variant \"Wazir knights\"]"),
        "{pgn}"
    );
}

/// Waits (10 s at most) until `path` answers 200 with `version` through `on`.
async fn sees_version(on: &mut Browser, path: &str, version: u64) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    loop {
        let (status, v) = on.get(path).await;
        if status == 200 && v["version"] == version {
            return;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "never saw version {version}: {status} {v}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_second_server_on_the_same_database_sees_new_variants_and_versions() {
    let (_dir, db, a) = server().await;
    let b = TestServer::start(&db);
    let mut on_a = Browser::new(&a);
    on_a.signup("alice").await;
    let mut on_b = on_a.on(&b);
    // Unknown on both first (B remembers that for a moment only).
    assert_eq!(on_b.get("/api/variants/@alice/hot").await.0, 404);
    let (status, v) = on_a.create(&variant("hot", "Hot", "N"), "private").await;
    assert_eq!(status, 201, "{v}");
    sees_version(&mut on_b, "/api/variants/@alice/hot", 1).await;
    // A game of it started on B, a new version made on A, seen by B.
    let (status, v) = on_b
        .post(
            "/api/games",
            json!({ "variant": "@alice/hot", "mode": "hotseat" }),
        )
        .await;
    assert_eq!(status, 201, "{v}");
    let (status, v) = on_a
        .put(
            "/api/my-variants/@alice/hot",
            json!({ "toml": variant("hot", "Hot", "W"), "visibility": "private" }),
        )
        .await;
    assert_eq!(status, 200, "{v}");
    sees_version(&mut on_b, "/api/variants/@alice/hot", 2).await;
    let (status, v) = on_b
        .post(
            "/api/games",
            json!({ "variant": "@alice/hot", "mode": "hotseat" }),
        )
        .await;
    assert_eq!(
        (status, v["game"]["variant_version"].clone()),
        (201, json!(2)),
        "{v}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn writes_are_rate_limited_per_account() {
    let dir = tempfile::tempdir().unwrap();
    let db = fresh_db(&dir).await;
    let s = TestServer::start_with(&db, |c| c.game_limit.limit_loopback = true);
    let mut frank = Browser::new(&s);
    frank.signup("frank").await;
    for n in 0..10 {
        let (status, v) = frank
            .create(&variant(&format!("r{n}"), "R", "N"), "private")
            .await;
        assert_eq!(status, 201, "{n}: {v}");
    }
    let r = frank
        .http
        .post(format!("{}/api/my-variants", frank.base))
        .header(
            "cookie",
            format!("turnpan_session={}", frank.cookie.as_ref().unwrap()),
        )
        .json(&json!({ "toml": variant("r10", "R", "N"), "visibility": "private" }))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 429);
    assert!(r.headers().get("retry-after").is_some());
    let (status, _) = frank
        .put(
            "/api/my-variants/@frank/r0",
            json!({ "toml": variant("r0", "R", "W"), "visibility": "public" }),
        )
        .await;
    assert_eq!(status, 429);
    // Another account has its own allowance.
    let mut gina = Browser::new(&s);
    gina.signup("gina").await;
    assert_eq!(gina.create(&variant("g", "G", "N"), "public").await.0, 201);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deleted_account_takes_its_variants_with_it() {
    let (_dir, _db, s) = server().await;
    let mut hana = Browser::new(&s);
    hana.signup("hana").await;
    let (status, v) = hana.create(&variant("mine", "Mine", "N"), "public").await;
    assert_eq!(status, 201, "{v}");
    let (id, white, _, _) = friend_game(&mut hana, "@hana/mine").await;
    let (status, v) = hana
        .post(
            "/api/account/delete",
            json!({ "password": "correct horse battery" }),
        )
        .await;
    assert_eq!(status, 204, "{v}");
    let anonymous = s.http();
    assert_eq!(anonymous.get("/api/variants/@hana/mine", None).await.0, 404);
    let (_, dir) = anonymous.get("/api/variants?q=mine", None).await;
    assert_eq!(dir["variants"], json!([]));
    // Its game goes on.
    assert_eq!(play(&s, &id, &white, "e2e4").await.0, 200);
    // Somebody new of the same name cannot take over its id.
    let mut other = Browser::new(&s);
    other.signup("Hana").await;
    let (status, v) = other.create(&variant("mine", "Mine", "N"), "public").await;
    assert_eq!(status, 409, "{v}");
    assert!(
        v["error"]["message"]
            .as_str()
            .unwrap()
            .contains("earlier account"),
        "{v}"
    );
    let (status, v) = other
        .create(&variant("mine-2", "Mine", "N"), "public")
        .await;
    assert_eq!(
        (status, v),
        (201, json!({ "id": "@Hana/mine-2", "version": 1 }))
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_players_variant_has_its_web_pages() {
    let dir = tempfile::tempdir().unwrap();
    let db = fresh_db(&dir).await;
    let web = tempfile::tempdir().unwrap();
    std::fs::write(
        web.path().join("index.html"),
        "<!doctype html><title>t</title>",
    )
    .unwrap();
    let s = TestServer::start_with_static(&db, Some(web.path().to_owned()));
    let client = reqwest::Client::new();
    for (path, status) in [
        ("/rules/@alice/spiral", 200),
        ("/rules/@alice/spiral/", 200),
        ("/analysis/@alice/spiral", 200),
        ("/editor/@alice/spiral/", 200),
        ("/variants", 200),
        ("/variants/new", 200),
        ("/variants/@alice/spiral/edit", 200),
        ("/variants/@alice/spiral", 404),
        ("/variants/alice/spiral/edit", 404),
        ("/analysis/alice/spiral", 404),
        ("/rules/@alice/spi.ral", 404),
        ("/rules/alice/spiral", 404),
    ] {
        let r = client
            .get(format!("{}{path}", s.base))
            .send()
            .await
            .unwrap();
        assert_eq!(r.status().as_u16(), status, "{path}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_variants_ini_section_is_imported_then_stored() {
    let (_dir, _db, s) = server().await;
    let mut ivan = Browser::new(&s);
    ivan.signup("ivan").await;
    let ini = "[capa:chess]\nmaxFile = j\narchbishop = a\nchancellor = c\n\
        castlingKingsideFile = i\n\
        startFen = rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1\n\
        promotionPieceTypes = acqrbn\nmustDrop = true\n";
    let (status, v) = ivan
        .post("/api/my-variants/import", json!({ "ini": ini }))
        .await;
    assert_eq!(status, 200, "{v}");
    let unsupported = v["unsupported"].as_array().unwrap();
    assert_eq!(unsupported.len(), 1, "{v}");
    assert!(unsupported[0]
        .as_str()
        .unwrap()
        .starts_with("mustDrop = true"));
    let toml = v["toml"].as_str().unwrap();
    let (status, saved) = ivan.create(toml, "public").await;
    assert_eq!(status, 201, "{saved}");
    let id = saved["id"].as_str().unwrap().to_owned();
    assert!(id.starts_with("@ivan/"), "{id}");
    let (status, one) = ivan.get(&format!("/api/variants/{id}")).await;
    assert_eq!((status, one["files"].clone()), (200, json!(10)), "{one}");
    // A bad line: 400 naming it; not JSON of that shape: 400; too big: 413.
    let (status, v) = ivan
        .post(
            "/api/my-variants/import",
            json!({ "ini": "[x:chess]\nmaxFile = 99\n" }),
        )
        .await;
    assert_eq!(status, 400, "{v}");
    assert!(
        v["error"]["message"].as_str().unwrap().contains("line 2"),
        "{v}"
    );
    let (status, v) = ivan
        .post("/api/my-variants/import", json!({ "text": ini }))
        .await;
    assert_eq!(status, 400, "{v}");
    let huge = format!("{ini}# {}\n", "a".repeat(70 * 1024));
    let (status, _) = ivan
        .post("/api/my-variants/import", json!({ "ini": huge }))
        .await;
    assert_eq!(status, 413);
}
