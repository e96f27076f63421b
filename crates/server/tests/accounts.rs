//! Accounts, sessions and ratings end to end: a real server, a real database (SQLite, and
//! PostgreSQL when `TURNPAN_TEST_POSTGRES_URL` is set), real HTTP with the session cookie as a
//! browser keeps it, real WebSockets.

#![allow(clippy::unwrap_used)]

mod common;

use common::{fresh_db, fresh_server as server, TestServer};
use serde_json::{json, Value};

/// One browser: its session cookie, kept from `Set-Cookie` as a browser keeps it.
struct Browser {
    http: reqwest::Client,
    base: String,
    cookie: Option<String>,
    /// The last `Set-Cookie` seen, whole.
    set_cookie: Option<String>,
}

impl Browser {
    fn new(s: &TestServer) -> Browser {
        Browser {
            http: reqwest::Client::new(),
            base: s.base.clone(),
            cookie: None,
            set_cookie: None,
        }
    }

    async fn send(
        &mut self,
        method: reqwest::Method,
        path: &str,
        body: Option<Value>,
        extra: &[(&str, &str)],
    ) -> (u16, Value) {
        let mut r = self.http.request(method, format!("{}{path}", self.base));
        if let Some(c) = &self.cookie {
            r = r.header("cookie", format!("turnpan_session={c}"));
        }
        for (k, v) in extra {
            r = r.header(*k, *v);
        }
        if let Some(b) = body {
            r = r.json(&b);
        }
        let response = r.send().await.unwrap();
        let status = response.status().as_u16();
        if let Some(set) = response.headers().get("set-cookie") {
            let set = set.to_str().unwrap().to_owned();
            let value = set
                .strip_prefix("turnpan_session=")
                .and_then(|rest| rest.split(';').next())
                .unwrap()
                .to_owned();
            self.cookie = (!value.is_empty() && !set.contains("Max-Age=0")).then_some(value);
            self.set_cookie = Some(set);
        }
        let text = response.text().await.unwrap();
        (
            status,
            serde_json::from_str(&text).unwrap_or(Value::String(text)),
        )
    }

    async fn post(&mut self, path: &str, body: Value) -> (u16, Value) {
        self.send(reqwest::Method::POST, path, Some(body), &[])
            .await
    }

    async fn get(&mut self, path: &str) -> (u16, Value) {
        self.send(reqwest::Method::GET, path, None, &[]).await
    }

    async fn signup(&mut self, name: &str, password: &str) -> Value {
        let (status, v) = self
            .post(
                "/api/account/signup",
                json!({ "username": name, "password": password }),
            )
            .await;
        assert_eq!(status, 201, "{v}");
        v
    }

    async fn login(&mut self, name: &str, password: &str) -> (u16, Value) {
        self.post(
            "/api/account/login",
            json!({ "username": name, "password": password }),
        )
        .await
    }

    /// Plays a move with a seat token.
    async fn play(&mut self, id: &str, token: &str, uci: &str) -> Value {
        let auth = format!("Bearer {token}");
        let (status, v) = self
            .send(
                reqwest::Method::POST,
                &format!("/api/games/{id}/moves"),
                Some(json!({ "uci": uci })),
                &[("authorization", &auth)],
            )
            .await;
        assert_eq!(status, 200, "{uci}: {v}");
        v
    }
}

/// Runs a statement on the test's database directly (to age a session, to set up standings).
async fn exec(db: &str, sql: &str) {
    if db.starts_with("sqlite:") {
        let pool = sqlx::SqlitePool::connect(db).await.unwrap();
        sqlx::query(sql).execute(&pool).await.unwrap();
        pool.close().await;
    } else {
        let pool = sqlx::PgPool::connect(db).await.unwrap();
        sqlx::query(sql).execute(&pool).await.unwrap();
        pool.close().await;
    }
}

/// One number from the test's database.
async fn count(db: &str, sql: &str) -> i64 {
    use sqlx::Row;
    if db.starts_with("sqlite:") {
        let pool = sqlx::SqlitePool::connect(db).await.unwrap();
        let n = sqlx::query(sql).fetch_one(&pool).await.unwrap().get(0);
        pool.close().await;
        n
    } else {
        let pool = sqlx::PgPool::connect(db).await.unwrap();
        let n = sqlx::query(sql).fetch_one(&pool).await.unwrap().get(0);
        pool.close().await;
        n
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sign_up_log_in_log_out() {
    let (_dir, s) = server().await;
    let mut alice = Browser::new(&s);
    let v = alice.signup("Alice_1", "correct horse").await;
    assert_eq!(v, json!({ "username": "Alice_1", "ratings": {} }));
    let set = alice.set_cookie.clone().unwrap();
    assert!(
        set.contains("HttpOnly") && set.contains("SameSite=Lax"),
        "{set}"
    );
    assert!(set.contains("Path=/") && !set.contains("Secure"), "{set}");
    let first = alice.cookie.clone().unwrap();
    assert_eq!(first.len(), 64);
    let (status, v) = alice.get("/api/account").await;
    assert_eq!((status, v["username"].clone()), (200, json!("Alice_1")));

    // The password is never stored as sent.
    assert_eq!(
        count(
            &s.db,
            "SELECT COUNT(*) FROM users WHERE password_hash LIKE '$argon2id$%'"
        )
        .await,
        1
    );
    assert_eq!(
        count(
            &s.db,
            "SELECT COUNT(*) FROM users WHERE password_hash LIKE '%correct%'"
        )
        .await,
        0
    );

    // The name is taken whatever its case.
    let mut other = Browser::new(&s);
    let (status, v) = other
        .post(
            "/api/account/signup",
            json!({ "username": "alice_1", "password": "another one" }),
        )
        .await;
    assert_eq!(status, 409, "{v}");
    assert_eq!(v["error"]["code"], "conflict");
    assert!(other.cookie.is_none());

    // Logging in again gives a new session; logging out ends it on the server.
    let (status, v) = alice.login("ALICE_1", "correct horse").await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["username"], "Alice_1");
    let second = alice.cookie.clone().unwrap();
    assert_ne!(first, second);
    let (status, _) = alice.post("/api/account/logout", json!({})).await;
    assert_eq!(status, 204);
    assert!(alice.set_cookie.as_deref().unwrap().contains("Max-Age=0"));
    assert!(alice.cookie.is_none());
    // The ended session's cookie, kept by someone, is worth nothing.
    alice.cookie = Some(second);
    let (status, v) = alice.get("/api/account").await;
    assert_eq!(status, 401, "{v}");
    assert_eq!(
        count(&s.db, "SELECT COUNT(*) FROM sessions").await,
        0,
        "every session of the test has ended"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_input_gets_clear_answers_and_never_says_which_names_exist() {
    let (_dir, s) = server().await;
    let mut b = Browser::new(&s);
    b.signup("bob", "a good password").await;
    let mut c = Browser::new(&s);
    for (body, says) in [
        (
            json!({ "username": "a b", "password": "a good password" }),
            "U+0020",
        ),
        (
            json!({ "username": "p\u{0430}ul", "password": "a good password" }),
            "'\u{0430}'",
        ),
        (
            json!({ "username": "x", "password": "a good password" }),
            "2 to 20",
        ),
        (
            json!({ "username": "carol", "password": "short" }),
            "at least 8",
        ),
        (json!({ "username": "carol" }), "password"),
        (
            json!({ "username": "carol", "password": "a good password", "admin": true }),
            "admin",
        ),
        (json!(["carol"]), "bad JSON"),
    ] {
        let (status, v) = c.post("/api/account/signup", body.clone()).await;
        assert_eq!(status, 400, "{body}: {v}");
        let message = v["error"]["message"].as_str().unwrap();
        assert!(message.contains(says), "{body}: {message}");
        assert!(!message.contains("a good password"), "{message}");
    }
    let (status, v) = c
        .send(
            reqwest::Method::POST,
            "/api/account/signup",
            None,
            &[("content-type", "text/plain")],
        )
        .await;
    assert!(status == 400 || status == 415, "{status} {v}");
    // A wrong password and an unknown name get the same answer.
    let (s1, wrong) = c.login("bob", "not the password").await;
    let (s2, unknown) = c.login("nobody_here", "not the password").await;
    assert_eq!((s1, s2), (401, 401));
    assert_eq!(wrong, unknown);
    assert_eq!(wrong["error"]["message"], "wrong username or password");
    assert!(c.cookie.is_none());
    // Without a session, the account endpoints answer 401.
    for path in ["/api/account/password", "/api/account/delete"] {
        let (status, _) = c
            .post(path, json!({ "current": "x", "new": "y", "password": "z" }))
            .await;
        assert_eq!(status, 401, "{path}");
    }
    let (status, v) = c.get("/api/account").await;
    assert_eq!(
        (status, v["error"]["code"].clone()),
        (401, json!("unauthorized"))
    );
    // A cookie that is not a session's is no session.
    c.cookie = Some("f".repeat(64));
    assert_eq!(c.get("/api/account").await.0, 401);
    c.cookie = Some("<script>".into());
    assert_eq!(c.get("/api/account").await.0, 401);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_session_cookie_planted_before_log_in_is_worth_nothing() {
    let (_dir, s) = server().await;
    let mut victim = Browser::new(&s);
    victim.signup("victim", "a good password").await;
    victim.post("/api/account/logout", json!({})).await;
    // An attacker sets a cookie of its choosing in the victim's browser, who then logs in.
    let planted = "ab".repeat(32);
    victim.cookie = Some(planted.clone());
    let (status, _) = victim.login("victim", "a good password").await;
    assert_eq!(status, 200);
    let issued = victim.cookie.clone().unwrap();
    assert_ne!(issued, planted);
    let mut attacker = Browser::new(&s);
    attacker.cookie = Some(planted);
    assert_eq!(attacker.get("/api/account").await.0, 401);
    // And a session stolen before a new log-in is ended by it.
    let mut thief = Browser::new(&s);
    thief.cookie = Some(issued);
    let (status, _) = victim.login("victim", "a good password").await;
    assert_eq!(status, 200);
    assert_eq!(thief.get("/api/account").await.0, 401);
    assert_eq!(victim.get("/api/account").await.0, 200);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_session_unused_for_thirty_days_is_over() {
    let (_dir, s) = server().await;
    let mut b = Browser::new(&s);
    b.signup("sleeper", "a good password").await;
    assert_eq!(b.get("/api/account").await.0, 200);
    // 29 days unused: still good (and marked used now).
    let day = 86_400_000i64;
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as i64;
    exec(
        &s.db,
        &format!("UPDATE sessions SET last_seen = {}", now - 29 * day),
    )
    .await;
    assert_eq!(b.get("/api/account").await.0, 200);
    assert!(count(&s.db, "SELECT MIN(last_seen) FROM sessions").await > now - day);
    // 31 days unused: over, and gone from the database.
    exec(
        &s.db,
        &format!("UPDATE sessions SET last_seen = {}", now - 31 * day),
    )
    .await;
    assert_eq!(b.get("/api/account").await.0, 401);
    assert_eq!(count(&s.db, "SELECT COUNT(*) FROM sessions").await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn log_ins_are_limited_per_name_whether_it_exists_or_not() {
    let (_dir, s) = server().await;
    let mut b = Browser::new(&s);
    b.signup("target", "the right password").await;
    b.post("/api/account/logout", json!({})).await;
    for name in ["target", "ghost"] {
        for _ in 0..5 {
            let (status, _) = b.login(name, "a wrong password").await;
            assert_eq!(status, 401);
        }
        let (status, v) = b.login(name, "the right password").await;
        assert_eq!(status, 429, "{name}: {v}");
        assert_eq!(v["error"]["code"], "rate_limited");
        assert!(b.cookie.is_none());
    }
    // Another name is not held up by them.
    let mut other = Browser::new(&s);
    other.signup("other", "the right password").await;
    other.post("/api/account/logout", json!({})).await;
    assert_eq!(other.login("other", "the right password").await.0, 200);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_cross_site_post_with_the_cookie_is_refused() {
    let (_dir, s) = server().await;
    let mut b = Browser::new(&s);
    b.signup("careful", "a good password").await;
    let evil = [("origin", "https://evil.example")];
    for (path, body) in [
        ("/api/account/logout", json!({})),
        (
            "/api/account/delete",
            json!({ "password": "a good password" }),
        ),
        (
            "/api/games",
            json!({ "variant": "chess", "mode": "open", "rated": true,
                    "clock": { "initial_s": 180, "increment_s": 2 } }),
        ),
    ] {
        let (status, v) = b.send(reqwest::Method::POST, path, Some(body), &evil).await;
        assert_eq!(status, 403, "{path}: {v}");
    }
    // Nothing happened: still logged in, the account still there, no game made.
    assert_eq!(b.get("/api/account").await.0, 200);
    assert_eq!(count(&s.db, "SELECT COUNT(*) FROM games").await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn changing_the_password_ends_the_other_sessions() {
    let (_dir, s) = server().await;
    let mut laptop = Browser::new(&s);
    laptop.signup("owner", "first password").await;
    let mut phone = Browser::new(&s);
    assert_eq!(phone.login("owner", "first password").await.0, 200);
    let (status, v) = laptop
        .post(
            "/api/account/password",
            json!({ "current": "not it at all", "new": "second password" }),
        )
        .await;
    assert_eq!(status, 403, "{v}");
    let (status, v) = laptop
        .post(
            "/api/account/password",
            json!({ "current": "first password", "new": "short" }),
        )
        .await;
    assert_eq!(status, 400, "{v}");
    let before = laptop.cookie.clone();
    let (status, v) = laptop
        .post(
            "/api/account/password",
            json!({ "current": "first password", "new": "second password" }),
        )
        .await;
    assert_eq!(status, 204, "{v}");
    assert_ne!(laptop.cookie, before);
    assert_eq!(laptop.get("/api/account").await.0, 200);
    assert_eq!(phone.get("/api/account").await.0, 401);
    assert_eq!(phone.login("owner", "first password").await.0, 401);
    assert_eq!(phone.login("owner", "second password").await.0, 200);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deleted_account_leaves_its_games_under_deleted() {
    let dir = tempfile::tempdir().unwrap();
    let db = fresh_db(&dir).await;
    let mut s = TestServer::start(&db);
    let mut a = Browser::new(&s);
    a.signup("leaving", "a good password").await;
    let (status, game) = a
        .post(
            "/api/games",
            json!({ "variant": "chess", "mode": "hotseat" }),
        )
        .await;
    assert_eq!(status, 201, "{game}");
    let id = game["id"].as_str().unwrap().to_owned();
    assert_eq!(game["game"]["players"]["white"]["name"], "leaving");
    let token = game["token"].as_str().unwrap().to_owned();
    a.play(&id, &token, "e2e4").await;
    let (status, _) = a
        .post(
            "/api/account/delete",
            json!({ "password": "wrong password" }),
        )
        .await;
    assert_eq!(status, 403);
    let (status, _) = a
        .post(
            "/api/account/delete",
            json!({ "password": "a good password" }),
        )
        .await;
    assert_eq!(status, 204);
    assert!(a.cookie.is_none());
    assert_eq!(a.get("/api/users/leaving").await.0, 404);
    assert_eq!(a.login("leaving", "a good password").await.0, 401);
    // The game is still there; read back from storage it names its player "deleted".
    s.stop();
    let s = TestServer::start(&db);
    let mut again = Browser::new(&s);
    let (status, state) = again.get(&format!("/api/games/{id}")).await;
    assert_eq!(status, 200, "{state}");
    assert_eq!(state["moves"], json!(["e2e4"]));
    assert_eq!(state["players"]["white"]["name"], "deleted");
    assert_eq!(state["players"]["black"]["name"], "deleted");
    again.signup("leaving", "someone else now").await;
    let (_, v) = again.get("/api/users/leaving").await;
    assert_eq!(
        v["games"], 0,
        "the new owner of the name has none of the old games"
    );
    assert_eq!(count(&s.db, "SELECT COUNT(*) FROM moves").await, 1);
}

/// A rated 3+2 game: `white` creates an open game, `black` joins from the lobby.
async fn rated_game(white: &mut Browser, black: &mut Browser) -> (String, String, String) {
    let (status, v) = white
        .post(
            "/api/games",
            json!({ "variant": "chess", "mode": "open", "color": "white", "rated": true,
                    "clock": { "initial_s": 180, "increment_s": 2 } }),
        )
        .await;
    assert_eq!(status, 201, "{v}");
    let id = v["id"].as_str().unwrap().to_owned();
    let (status, j) = black
        .post(&format!("/api/games/{id}/join"), json!({}))
        .await;
    assert_eq!(status, 200, "{j}");
    (
        id,
        v["token"].as_str().unwrap().to_owned(),
        j["token"].as_str().unwrap().to_owned(),
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rated_game_rates_both_players_once_even_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let db = fresh_db(&dir).await;
    let mut s = TestServer::start(&db);
    let mut w = Browser::new(&s);
    let mut b = Browser::new(&s);
    w.signup("WhitePlayer", "a good password").await;
    b.signup("BlackPlayer", "a good password").await;
    let (status, v) = w
        .post(
            "/api/games",
            json!({ "variant": "chess", "mode": "open", "color": "white", "rated": true,
                    "clock": { "initial_s": 180, "increment_s": 2 } }),
        )
        .await;
    assert_eq!(status, 201, "{v}");
    let id = v["id"].as_str().unwrap().to_owned();
    let wt = v["token"].as_str().unwrap().to_owned();
    assert_eq!(v["game"]["rated"], true);
    assert_eq!(
        v["game"]["players"]["white"],
        json!({ "name": "WhitePlayer", "rating": 1500, "provisional": true, "computer": null })
    );
    let (_, lobby) = b.get("/api/lobby").await;
    let entry = lobby
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["id"] == id)
        .unwrap();
    assert_eq!(entry["rated"], true);
    assert_eq!(entry["player"]["name"], "WhitePlayer");
    let (status, j) = b.post(&format!("/api/games/{id}/join"), json!({})).await;
    assert_eq!(status, 200, "{j}");
    let bt = j["token"].as_str().unwrap().to_owned();
    assert_eq!(j["game"]["players"]["black"]["name"], "BlackPlayer");
    let mut watcher = s.ws(&id, None).await;
    watcher.until("state").await;
    // Fool's mate: Black wins.
    for (token, uci) in [(&wt, "f2f3"), (&bt, "e7e5"), (&wt, "g2g4")] {
        w.play(&id, token, uci).await;
    }
    let last = b.play(&id, &bt, "d8h4").await;
    assert_eq!(last["status"], "finished");
    let change = last["rating_change"].clone();
    assert_eq!(change["white"]["before"], 1500);
    assert_eq!(change["black"]["before"], 1500);
    let white_after = change["white"]["after"].as_i64().unwrap();
    let black_after = change["black"]["after"].as_i64().unwrap();
    assert!(white_after < 1500 && black_after > 1500, "{change}");
    assert_eq!(
        white_after + black_after,
        3000,
        "an even game: what one wins the other loses"
    );
    let end = watcher.until("end").await;
    assert_eq!(end["rating_change"], change);
    let (_, profile) = b.get("/api/users/blackplayer").await;
    assert_eq!(profile["username"], "BlackPlayer");
    let blitz = &profile["ratings"]["chess"]["blitz"];
    assert_eq!(blitz["games"], 1);
    assert_eq!(blitz["provisional"], true);
    assert_eq!(
        blitz["rating"].as_f64().unwrap().round() as i64,
        black_after
    );
    assert_eq!(count(&db, "SELECT COUNT(*) FROM rating_history").await, 2);

    // A restart replays the game: the ratings are not applied again.
    s.stop();
    let s = TestServer::start(&db);
    let mut b = Browser::new(&s);
    let (_, state) = b.get(&format!("/api/games/{id}")).await;
    assert_eq!(state["rating_change"], change);
    assert_eq!(state["players"]["white"]["rating"], 1500);
    let (_, profile) = b.get("/api/users/BlackPlayer").await;
    assert_eq!(profile["ratings"]["chess"]["blitz"]["games"], 1);
    assert_eq!(count(&db, "SELECT COUNT(*) FROM rating_history").await, 2);
    assert_eq!(count(&db, "SELECT COUNT(*) FROM ratings").await, 2);
    // The history and the game list.
    let (_, history) = b.get("/api/users/BlackPlayer/history").await;
    let points = history["chess"]["blitz"].as_array().unwrap();
    assert_eq!(points.len(), 1);
    assert_eq!(
        points[0]["rating"].as_f64().unwrap().round() as i64,
        black_after
    );
    let (_, games) = b.get("/api/users/BlackPlayer/games").await;
    assert_eq!(
        (games["total"].clone(), games["pages"].clone()),
        (json!(1), json!(1))
    );
    let g = &games["games"][0];
    assert_eq!(g["id"], id.as_str());
    assert_eq!(g["result"], "0-1");
    assert_eq!(g["speed"], "blitz");
    assert_eq!(g["rated"], true);
    assert_eq!(g["ply"], 4);
    assert_eq!(g["white"]["name"], "WhitePlayer");
    for (query, n) in [
        ("result=win", 1),
        ("result=loss", 0),
        ("result=draw", 0),
        ("variant=turkish", 0),
    ] {
        let (status, v) = b
            .get(&format!("/api/users/BlackPlayer/games?{query}"))
            .await;
        assert_eq!(status, 200, "{query}: {v}");
        assert_eq!(v["total"], n, "{query}");
    }
    let (_, v) = b.get("/api/users/WhitePlayer/games?result=loss").await;
    assert_eq!(v["total"], 1);
    // Both are provisional after one game: nobody on the leaderboard yet.
    let (status, board) = b.get("/api/leaderboard/chess/blitz").await;
    assert_eq!((status, board), (200, json!({ "players": [] })));

    // A rematch is rated too, colours swapped, at the ratings after the game.
    let rematch = |token: &str| format!("Bearer {token}");
    for token in [&wt, &bt] {
        let auth = rematch(token);
        let (status, v) = b
            .send(
                reqwest::Method::POST,
                &format!("/api/games/{id}/rematch"),
                None,
                &[("authorization", &auth)],
            )
            .await;
        assert_eq!(status, 200, "{v}");
    }
    let (_, state) = b.get(&format!("/api/games/{id}")).await;
    let next = state["rematch_id"].as_str().unwrap().to_owned();
    let (_, state) = b.get(&format!("/api/games/{next}")).await;
    assert_eq!(state["rated"], true);
    assert_eq!(state["players"]["white"]["name"], "BlackPlayer");
    assert_eq!(state["players"]["white"]["rating"], black_after);
    assert_eq!(state["players"]["black"]["name"], "WhitePlayer");
    assert_eq!(state["players"]["black"]["rating"], white_after);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn what_a_rated_game_needs() {
    let (_dir, s) = server().await;
    let mut anon = Browser::new(&s);
    let clock = json!({ "initial_s": 180, "increment_s": 2 });
    let (status, v) = anon
        .post(
            "/api/games",
            json!({ "variant": "chess", "mode": "open", "rated": true, "clock": clock }),
        )
        .await;
    assert_eq!(status, 401, "{v}");
    let mut a = Browser::new(&s);
    a.signup("creator", "a good password").await;
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let other = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
    for (body, says) in [
        (
            json!({ "variant": "chess", "mode": "open", "rated": true }),
            "clock",
        ),
        (
            json!({ "variant": "chess", "mode": "open", "rated": true, "clock": clock, "fen": other }),
            "start position",
        ),
        (
            json!({ "variant": "chess", "mode": "hotseat", "rated": true, "clock": clock }),
            "open",
        ),
        (
            json!({ "variant": "chess", "mode": "computer", "level": 1, "rated": true, "clock": clock }),
            "open",
        ),
    ] {
        let (status, v) = a.post("/api/games", body.clone()).await;
        assert_eq!(status, 400, "{body}: {v}");
        assert!(
            v["error"]["message"].as_str().unwrap().contains(says),
            "{v}"
        );
    }
    // The start position spelled out is the start position.
    let (status, v) = a
        .post(
            "/api/games",
            json!({ "variant": "chess", "mode": "open", "rated": true, "clock": clock, "fen": start }),
        )
        .await;
    assert_eq!(status, 201, "{v}");
    let id = v["id"].as_str().unwrap().to_owned();
    // Joining it needs a session, and another account than the creator's.
    let (status, v) = anon.post(&format!("/api/games/{id}/join"), json!({})).await;
    assert_eq!(status, 401, "{v}");
    let mut same = Browser::new(&s);
    assert_eq!(same.login("creator", "a good password").await.0, 200);
    let (status, v) = same.post(&format!("/api/games/{id}/join"), json!({})).await;
    assert_eq!(status, 403, "{v}");
    assert!(v["error"]["message"].as_str().unwrap().contains("yourself"));
    // Still open for somebody else.
    let mut b = Browser::new(&s);
    b.signup("joiner", "a good password").await;
    let (status, v) = b.post(&format!("/api/games/{id}/join"), json!({})).await;
    assert_eq!(status, 200, "{v}");
    // A casual game against oneself (two tabs of one account) is allowed.
    let (status, v) = a
        .post(
            "/api/games",
            json!({ "variant": "chess", "mode": "open", "clock": clock }),
        )
        .await;
    assert_eq!(status, 201, "{v}");
    let casual = v["id"].as_str().unwrap().to_owned();
    let (status, v) = same
        .post(&format!("/api/games/{casual}/join"), json!({}))
        .await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["game"]["rated"], false);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_aborted_rated_game_changes_no_rating() {
    let (_dir, s) = server().await;
    let mut w = Browser::new(&s);
    let mut b = Browser::new(&s);
    w.signup("aborter", "a good password").await;
    b.signup("waiter", "a good password").await;
    let (id, wt, _bt) = rated_game(&mut w, &mut b).await;
    let auth = format!("Bearer {wt}");
    let (status, v) = w
        .send(
            reqwest::Method::POST,
            &format!("/api/games/{id}/abort"),
            None,
            &[("authorization", &auth)],
        )
        .await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["status"], "aborted");
    assert_eq!(v["rating_change"], Value::Null);
    assert_eq!(count(&s.db, "SELECT COUNT(*) FROM ratings").await, 0);
    let (_, p) = w.get("/api/users/aborter").await;
    assert_eq!(p["ratings"], json!({}));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_leaderboard_lists_settled_ratings_best_first() {
    let (_dir, s) = server().await;
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as i64;
    let year = 365 * 86_400_000i64;
    for (name, rating, deviation, last) in [
        ("steady", 1800.0, 60.0, now),
        ("best", 2100.0, 50.0, now),
        ("newcomer", 2500.0, 200.0, now),
        ("away", 2400.0, 60.0, now - 2 * year),
        ("gone", 2300.0, 60.0, now),
    ] {
        let mut b = Browser::new(&s);
        b.signup(name, "a good password").await;
        exec(
            &s.db,
            &format!(
                "INSERT INTO ratings (user_id, variant, speed, rating, deviation, volatility, \
                 games, last_played) SELECT id, 'chess', 'blitz', {rating}, {deviation}, 0.06, \
                 30, {last} FROM users WHERE username = '{name}'"
            ),
        )
        .await;
        if name == "gone" {
            b.post(
                "/api/account/delete",
                json!({ "password": "a good password" }),
            )
            .await;
        }
    }
    let mut b = Browser::new(&s);
    let (status, v) = b.get("/api/leaderboard/chess/blitz").await;
    assert_eq!(status, 200, "{v}");
    let names: Vec<&str> = v["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["username"].as_str().unwrap())
        .collect();
    // Provisional, inactive for two years (deviation grown past 110) and deleted: left out.
    assert_eq!(names, ["best", "steady"]);
    assert_eq!(v["players"][0]["games"], 30);
    assert_eq!(
        b.get("/api/leaderboard/chess/rapid").await.1["players"],
        json!([])
    );
    let (status, v) = b.get("/api/leaderboard/nonesuch/blitz").await;
    assert_eq!(status, 404, "{v}");
    let (status, v) = b.get("/api/leaderboard/chess/hyperbullet").await;
    assert_eq!(status, 400, "{v}");
    // A profile shows the aged deviation: the player away two years is provisional again.
    let (_, away) = b.get("/api/users/away").await;
    assert_eq!(away["ratings"]["chess"]["blitz"]["provisional"], true);
    let (_, steady) = b.get("/api/users/steady").await;
    assert_eq!(steady["ratings"]["chess"]["blitz"]["provisional"], false);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn profile_queries_are_checked() {
    let (_dir, s) = server().await;
    let mut b = Browser::new(&s);
    b.signup("someone", "a good password").await;
    for (path, status) in [
        ("/api/users/nobody", 404),
        ("/api/users/a%20b", 404),
        ("/api/users/someone/games?page=0", 400),
        ("/api/users/someone/games?page=abc", 400),
        ("/api/users/someone/games?page=100001", 400),
        ("/api/users/someone/games?result=won", 400),
        ("/api/users/someone/games?variant=nonesuch", 400),
        ("/api/users/someone/games?sort=asc", 400),
        ("/api/users/nobody/games", 404),
        ("/api/users/nobody/history", 404),
        ("/api/users/someone/games?page=2", 200),
    ] {
        let (got, v) = b.get(path).await;
        assert_eq!(got, status, "{path}: {v}");
    }
    let (_, v) = b.get("/api/users/SOMEONE/games").await;
    assert_eq!(v, json!({ "games": [], "page": 1, "pages": 0, "total": 0 }));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_game_limit_follows_an_account_across_addresses() {
    let dir = tempfile::tempdir().unwrap();
    let db = fresh_db(&dir).await;
    // Behind a proxy: each request's address is its X-Forwarded-For.
    let s = TestServer::start_with(&db, |c| {
        c.game_limit.trust_forwarded_for = true;
        c.game_limit.limit_loopback = true;
    });
    let mut a = Browser::new(&s);
    a.signup("busy", "a good password").await;
    let body = json!({ "variant": "chess", "mode": "hotseat" });
    for i in 0..10 {
        let from = format!("203.0.113.{i}");
        let (status, v) = a
            .send(
                reqwest::Method::POST,
                "/api/games",
                Some(body.clone()),
                &[("x-forwarded-for", &from)],
            )
            .await;
        assert_eq!(status, 201, "{i}: {v}");
    }
    // A new address, the same account: refused.
    let (status, v) = a
        .send(
            reqwest::Method::POST,
            "/api/games",
            Some(body.clone()),
            &[("x-forwarded-for", "198.51.100.7")],
        )
        .await;
    assert_eq!(status, 429, "{v}");
    // Anonymous from that address: allowed.
    let mut anon = Browser::new(&s);
    let (status, v) = anon
        .send(
            reqwest::Method::POST,
            "/api/games",
            Some(body),
            &[("x-forwarded-for", "198.51.100.7")],
        )
        .await;
    assert_eq!(status, 201, "{v}");
}
