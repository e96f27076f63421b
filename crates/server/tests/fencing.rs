//! The fence of several nodes (docs/server.md, "Several nodes"), on PostgreSQL: a node writes
//! about a game only while it owns the game and its lease runs. Two stores play two nodes on
//! one database; the leases are made to run out by hand, so every case is decided, not timed.
//! Needs `TURNPAN_TEST_POSTGRES_URL` (scripts/with-postgres.sh); on SQLite it says so and checks
//! nothing (a single server has no fence).

#![allow(clippy::unwrap_used)] // Test code: a failed unwrap is a failed test.

mod common;

use std::time::Duration;

use turnpan_server::store::lease::{self, NodeRef, Owner};
use turnpan_server::store::{GameRow, MoveRow, Op, Store};
use turnpan_server::Error;

fn game(id: &str) -> GameRow {
    GameRow {
        id: id.into(),
        variant: "chess".into(),
        variant_version: None,
        initial_fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".into(),
        mode: "hotseat".into(),
        clock_initial_ms: None,
        clock_increment_ms: None,
        white_token: None,
        black_token: None,
        invite: None,
        creator_color: "white".into(),
        status: "playing".into(),
        result: None,
        reason: None,
        white_ms: None,
        black_ms: None,
        rematch_id: None,
        created_at: 0,
        computer_level: None,
        white_user: None,
        black_user: None,
        rated: false,
        speed: None,
        players: [None, None],
        rating_change: None,
    }
}

fn play(id: &str, seq: i64, uci: &str) -> Op {
    Op::Move {
        id: id.into(),
        row: MoveRow {
            seq,
            ply: seq,
            uci: uci.into(),
            white_ms: None,
            black_ms: None,
        },
        end: None,
    }
}

async fn node(url: &str, id: &str) -> (Store, NodeRef) {
    let store = Store::connect(url).await.unwrap();
    let pool = store.postgres().unwrap().clone();
    let generation = lease::register(&pool, id, Duration::from_secs(60))
        .await
        .unwrap()
        .unwrap();
    let me = NodeRef {
        id: id.into(),
        generation,
    };
    store.set_fence(me.clone()).unwrap();
    (store, me)
}

async fn expire(store: &Store, node: &NodeRef) {
    sqlx::query("UPDATE nodes SET expires_at = 0 WHERE node_id = $1")
        .bind(&node.id)
        .execute(store.postgres().unwrap())
        .await
        .unwrap();
}

#[tokio::test]
async fn only_the_owner_with_a_running_lease_writes() {
    let dir = tempfile::tempdir().unwrap();
    let url = common::fresh_db(&dir).await;
    if !url.starts_with("postgres") {
        eprintln!("note: the fence is PostgreSQL's: nothing to check on SQLite");
        return;
    }
    let (a, node_a) = node(&url, "a").await;
    let (b, node_b) = node(&url, "b").await;
    let pool = a.postgres().unwrap().clone();

    // A creates the game: it owns it and writes to it; B does not own it and cannot.
    a.write(Op::InsertGame(Box::new(game("g1")))).await.unwrap();
    assert_eq!(
        lease::owner(&pool, "g1").await.unwrap(),
        Owner::Live(node_a.clone())
    );
    a.write(play("g1", 1, "e2e4")).await.unwrap();
    let refused = b.write(play("g1", 2, "e7e5")).await;
    assert!(matches!(refused, Err(Error::Unavailable(_))), "{refused:?}");
    // While A lives, B cannot claim it.
    assert!(!lease::claim(&pool, "g1", &node_b).await.unwrap());

    // A's lease runs out: A can no longer write, even before anybody took the game over,
    // and cannot renew.
    expire(&a, &node_a).await;
    let refused = a.write(play("g1", 2, "e7e5")).await;
    assert!(matches!(refused, Err(Error::Unavailable(_))), "{refused:?}");
    assert!(!lease::renew(&pool, &node_a, Duration::from_secs(60))
        .await
        .unwrap());
    assert_eq!(lease::owner(&pool, "g1").await.unwrap(), Owner::Free);

    // B takes it over and writes; A, registered again (a new generation), still cannot: the
    // game is B's.
    assert!(lease::claim(&pool, "g1", &node_b).await.unwrap());
    b.write(play("g1", 2, "e7e5")).await.unwrap();
    let again = lease::register(&pool, "a", Duration::from_secs(60))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(again, node_a.generation + 1);
    let refused = a.write(play("g1", 3, "g1f3")).await;
    assert!(matches!(refused, Err(Error::Unavailable(_))), "{refused:?}");

    // A new game of a node whose lease ran out is not created.
    expire(&b, &node_b).await;
    let refused = b.write(Op::InsertGame(Box::new(game("g2")))).await;
    assert!(matches!(refused, Err(Error::Unavailable(_))), "{refused:?}");

    let moves: Vec<(String,)> =
        sqlx::query_as("SELECT uci FROM moves WHERE game_id = 'g1' ORDER BY seq")
            .fetch_all(&pool)
            .await
            .unwrap();
    let moves: Vec<&str> = moves.iter().map(|(m,)| m.as_str()).collect();
    assert_eq!(moves, ["e2e4", "e7e5"]);
    let g2: Option<(String,)> = sqlx::query_as("SELECT id FROM games WHERE id = 'g2'")
        .fetch_optional(&pool)
        .await
        .unwrap();
    assert_eq!(g2, None, "a refused write leaves nothing");
}
