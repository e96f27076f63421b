//! What each address holds open on every node, up to a cap across the nodes (docs/server.md,
//! "Several nodes", "Shared state"): today its WebSockets.
//!
//! Each node incarnation keeps its own counts in a Redis hash of its own (address → count),
//! which lives only while the node refreshes it ([`HOLD_TTL`], renewed every
//! [`REFRESH_EVERY`]): a node that dies takes its counts with it a few seconds later. Taking a
//! slot is one script call that adds the address's counts over every live node's hash and
//! counts one more in this node's only when the sum is under the cap, so two nodes admitting
//! the same address at once cannot both take its last slot. Giving one back is queued and
//! sent in batches. A node whose hash was lost (Redis restarted, or unreachable for longer
//! than [`HOLD_TTL`]) writes it again from its own counts.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use redis::aio::ConnectionManager;
use tokio::sync::mpsc;

use crate::lock;
use crate::Error;

/// How long a node's counts outlive its last refresh.
pub const HOLD_TTL: Duration = Duration::from_secs(5);
/// How often a node refreshes its counts.
pub const REFRESH_EVERY: Duration = Duration::from_secs(1);
/// Releases sent in one script call.
const RELEASES_PER_CALL: usize = 512;
/// Room in the queue of releases.
const RELEASE_ROOM: usize = 1 << 16;

/// This node's holdings of one kind (e.g. `sockets`), shared with the other nodes'.
#[derive(Debug)]
pub struct Held {
    /// This node's hash.
    mine: String,
    /// The set of every node's hash.
    registry: String,
    /// This node's counts, as written to its hash.
    counts: Mutex<HashMap<String, u32>>,
    releases: mpsc::Sender<String>,
    conn: ConnectionManager,
}

/// One thing held for an address across the nodes; dropping it gives it back.
#[derive(Debug)]
pub struct Hold {
    held: Arc<Held>,
    key: String,
}

impl Drop for Hold {
    fn drop(&mut self) {
        self.held.release(&self.key);
    }
}

impl Held {
    /// Holdings of `kind` for node incarnation `me`; starts the tasks that send releases and
    /// refresh the counts.
    pub fn start(kind: &str, me: &str, conn: ConnectionManager) -> Arc<Held> {
        let (releases, queue) = mpsc::channel(RELEASE_ROOM);
        let held = Arc::new(Held {
            mine: format!("turnpan:held:{kind}:{me}"),
            registry: format!("turnpan:held:{kind}"),
            counts: Mutex::new(HashMap::new()),
            releases,
            conn,
        });
        tokio::spawn(Arc::clone(&held).send_releases(queue));
        tokio::spawn(Arc::clone(&held).refresh());
        held
    }

    /// Holds one more for `key` when every node's holdings for it add up to less than `cap`;
    /// `None` when they do not.
    ///
    /// # Errors
    /// [`Error::Unavailable`] when Redis cannot be asked.
    pub async fn hold(self: &Arc<Held>, key: &str, cap: u32) -> Result<Option<Hold>, Error> {
        let mut conn = self.conn.clone();
        let taken: i64 = take_script()
            .key(&self.registry)
            .key(&self.mine)
            .arg(key)
            .arg(cap)
            .arg(HOLD_TTL.as_millis() as u64)
            .invoke_async(&mut conn)
            .await
            .map_err(|e| Error::Unavailable(format!("the message bus failed: {e}")))?;
        if taken == 0 {
            return Ok(None);
        }
        *lock(&self.counts).entry(key.to_owned()).or_insert(0) += 1;
        Ok(Some(Hold {
            held: Arc::clone(self),
            key: key.to_owned(),
        }))
    }

    /// How many this node holds for `key`.
    pub fn holding(&self, key: &str) -> u32 {
        lock(&self.counts).get(key).copied().unwrap_or(0)
    }

    fn release(&self, key: &str) {
        {
            let mut counts = lock(&self.counts);
            if let Some(n) = counts.get_mut(key) {
                *n -= 1;
                if *n == 0 {
                    counts.remove(key);
                }
            }
        }
        if self.releases.try_send(key.to_owned()).is_err() {
            // The hash is rewritten from the counts at the next refresh that finds it gone;
            // until then the address counts one more than it holds here.
            crate::metrics::refused("held_release_dropped");
        }
    }

    async fn send_releases(self: Arc<Held>, mut queue: mpsc::Receiver<String>) {
        let mut batch = Vec::with_capacity(RELEASES_PER_CALL);
        let mut conn = self.conn.clone();
        while queue.recv_many(&mut batch, RELEASES_PER_CALL).await > 0 {
            let mut call = release_script().prepare_invoke();
            call.key(&self.mine);
            for key in batch.drain(..) {
                call.arg(key);
            }
            if let Err(e) = call.invoke_async::<()>(&mut conn).await {
                tracing::warn!("bus: giving back holdings failed: {e}");
            }
        }
    }

    /// Keeps this node's hash alive, and writes it again from the counts when it was lost.
    async fn refresh(self: Arc<Held>) {
        let mut conn = self.conn.clone();
        let ttl = HOLD_TTL.as_millis() as u64;
        let mut tick = tokio::time::interval(REFRESH_EVERY);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tick.tick().await;
            let kept: Result<bool, _> = redis::cmd("PEXPIRE")
                .arg(&self.mine)
                .arg(ttl)
                .query_async(&mut conn)
                .await;
            match kept {
                Ok(true) => {}
                Ok(false) => {
                    let counts: Vec<(String, u32)> = lock(&self.counts)
                        .iter()
                        .map(|(k, n)| (k.clone(), *n))
                        .collect();
                    if counts.is_empty() {
                        continue;
                    }
                    let mut pipe = redis::pipe();
                    pipe.atomic()
                        .hset_multiple(&self.mine, &counts)
                        .ignore()
                        .pexpire(&self.mine, ttl as i64)
                        .ignore()
                        .sadd(&self.registry, &self.mine)
                        .ignore();
                    if let Err(e) = pipe.query_async::<()>(&mut conn).await {
                        tracing::warn!("bus: rewriting this node's holdings failed: {e}");
                    }
                }
                Err(e) => tracing::warn!("bus: refreshing this node's holdings failed: {e}"),
            }
        }
    }
}

/// KEYS: the registry of every node's hash, this node's hash; ARGV: the key, the cap, the
/// hash's time to live in ms. Adds the key's counts over the live hashes (forgetting the
/// hashes that have expired) and counts one more in this node's when under the cap. Returns
/// 1 when taken, 0 when not.
fn take_script() -> &'static redis::Script {
    static SCRIPT: std::sync::OnceLock<redis::Script> = std::sync::OnceLock::new();
    SCRIPT.get_or_init(|| {
        redis::Script::new(
            r"
local total = 0
for _, hash in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  if redis.call('EXISTS', hash) == 1 then
    total = total + tonumber(redis.call('HGET', hash, ARGV[1]) or 0)
  elseif hash ~= KEYS[2] then
    redis.call('SREM', KEYS[1], hash)
  end
end
if total >= tonumber(ARGV[2]) then return 0 end
redis.call('HINCRBY', KEYS[2], ARGV[1], 1)
redis.call('PEXPIRE', KEYS[2], ARGV[3])
redis.call('SADD', KEYS[1], KEYS[2])
return 1
",
        )
    })
}

/// KEYS: this node's hash; ARGV: the keys given back, one each.
fn release_script() -> &'static redis::Script {
    static SCRIPT: std::sync::OnceLock<redis::Script> = std::sync::OnceLock::new();
    SCRIPT.get_or_init(|| {
        redis::Script::new(
            r"
for _, key in ipairs(ARGV) do
  if redis.call('HINCRBY', KEYS[1], key, -1) <= 0 then
    redis.call('HDEL', KEYS[1], key)
  end
end
return 0
",
        )
    })
}
