//! Allowances every node draws from (docs/server.md, "Several nodes", "Shared state"): the
//! actions of an address and the engine time of a client. The bus (`bus/`) runs the settling;
//! the limits (`limit.rs`, `computer.rs`) charge and ask.
//!
//! A node still decides each action at once from its own buckets, as a single server does;
//! what it let through is also charged here and settled with Redis in the background, every
//! [`SETTLE_EVERY`], in one script call for every key charged meanwhile. Each key is a cell
//! of the generic cell rate algorithm on Redis's clock, which may run into debt: charges that
//! several nodes let through together push it past its burst, and the script answers how far.
//! A key in debt is then refused on every node that charged it until the debt has run off, so
//! over any stretch of time a key gets its allowance and at most what the nodes let through
//! in one settling period on top.
//!
//! Settling never delays an action (no round trip on the way of a move), and a Redis that
//! cannot be reached only leaves each node with its own buckets.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::lock;
use redis::aio::ConnectionManager;
use tokio::time::Instant;

/// How often a node settles its charges with Redis.
pub const SETTLE_EVERY: Duration = Duration::from_millis(200);
/// Keys settled in one script call.
const KEYS_PER_CALL: usize = 256;
/// Keys with charges waiting to be settled, at most; charges for more are not settled (the
/// node's own buckets still hold).
const MAX_PENDING: usize = 100_000;
/// How far ahead of now a cell may run, in bursts: one is the allowance, the rest debt, so a
/// key that several nodes overran together waits at most a burst's worth of time for its
/// debt to run off.
const DEBT_BURSTS: u64 = 2;

/// A shared allowance: one unit every `interval_us` microseconds, at most `burst` at once.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Allowance {
    /// Microseconds to earn one unit.
    pub interval_us: u64,
    /// Units that can be saved up.
    pub burst: u64,
}

impl Allowance {
    /// `rate` units a second, `burst` at once.
    ///
    /// ```
    /// use turnpan_server::tally::Allowance;
    /// let a = Allowance::per_second(10.0, 30.0);
    /// assert_eq!((a.interval_us, a.burst), (100_000, 30));
    /// ```
    pub fn per_second(rate: f64, burst: f64) -> Allowance {
        Allowance {
            interval_us: (1e6 / rate.max(1e-6)).round().max(1.0) as u64,
            burst: burst.round().max(1.0) as u64,
        }
    }

    /// `per_minute` units a minute, `burst` at once.
    ///
    /// ```
    /// use turnpan_server::tally::Allowance;
    /// let a = Allowance::per_minute(6, 10);
    /// assert_eq!((a.interval_us, a.burst), (10_000_000, 10));
    /// ```
    pub fn per_minute(per_minute: u32, burst: u32) -> Allowance {
        Allowance {
            interval_us: 60_000_000 / u64::from(per_minute.max(1)),
            burst: u64::from(burst.max(1)),
        }
    }
}

/// What a node has charged and not yet settled, and the keys Redis last said were in debt.
#[derive(Debug, Default)]
pub struct Tally {
    pending: Mutex<HashMap<String, (Allowance, u64)>>,
    over: Mutex<HashMap<String, Instant>>,
}

impl Tally {
    /// Charges `cost` units to `key`, to be settled with the other nodes' charges.
    pub fn charge(&self, key: &str, allowance: Allowance, cost: u64) {
        if cost == 0 {
            return;
        }
        let mut pending = lock(&self.pending);
        if let Some((a, c)) = pending.get_mut(key) {
            *a = allowance;
            *c = c.saturating_add(cost);
        } else if pending.len() < MAX_PENDING {
            pending.insert(key.to_owned(), (allowance, cost));
        } else {
            crate::metrics::refused("tally_full");
        }
    }

    /// How long `key` is still in debt across the nodes, as last settled; `None` when it is
    /// not.
    pub fn over(&self, key: &str, now: Instant) -> Option<Duration> {
        let until = *lock(&self.over).get(key)?;
        (until > now).then(|| until - now)
    }

    /// Settles everything charged so far: returns how many keys were settled.
    ///
    /// # Errors
    /// When Redis cannot be asked; the charges are then dropped (the nodes' own buckets hold).
    pub async fn settle(&self, conn: &mut ConnectionManager) -> Result<usize, redis::RedisError> {
        let pending: Vec<(String, (Allowance, u64))> = lock(&self.pending).drain().collect();
        let settled = pending.len();
        for chunk in pending.chunks(KEYS_PER_CALL) {
            let mut call = script().prepare_invoke();
            for (key, (allowance, cost)) in chunk {
                call.key(format!("turnpan:tally:{key}"))
                    .arg(allowance.interval_us)
                    .arg(allowance.burst)
                    .arg(*cost);
            }
            let debts: Vec<u64> = call.invoke_async(conn).await?;
            let now = Instant::now();
            let mut over = lock(&self.over);
            for ((key, _), debt_ms) in chunk.iter().zip(debts) {
                if debt_ms > 0 {
                    over.insert(key.clone(), now + Duration::from_millis(debt_ms));
                } else {
                    over.remove(key);
                }
            }
        }
        let now = Instant::now();
        lock(&self.over).retain(|_, until| *until > now);
        Ok(settled)
    }
}

/// Settles `tally` every [`SETTLE_EVERY`] for as long as the node runs.
pub(crate) async fn settler(tally: Arc<Tally>, mut conn: ConnectionManager) {
    let mut tick = tokio::time::interval(SETTLE_EVERY);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tick.tick().await;
        if let Err(e) = tally.settle(&mut conn).await {
            crate::metrics::refused("tally_unsettled");
            tracing::warn!("bus: charges could not be settled with Redis: {e}");
        }
    }
}

/// Adds each key's charges to its cell and answers, for each, the milliseconds it is in debt
/// (0: within its allowance). A cell is the time at which it will be full again, in
/// microseconds of Redis's clock; it runs at most [`DEBT_BURSTS`] bursts ahead.
fn script() -> &'static redis::Script {
    static SCRIPT: std::sync::OnceLock<redis::Script> = std::sync::OnceLock::new();
    SCRIPT.get_or_init(|| {
        redis::Script::new(&format!(
            r"
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
local debts = {{}}
for i, key in ipairs(KEYS) do
  local interval = tonumber(ARGV[3 * i - 2])
  local burst = tonumber(ARGV[3 * i - 1])
  local cost = tonumber(ARGV[3 * i])
  local tat = tonumber(redis.call('GET', key) or now)
  if tat < now then tat = now end
  tat = tat + cost * interval
  local most = now + {DEBT_BURSTS} * burst * interval
  if tat > most then tat = most end
  local ahead = tat - now
  redis.call('SET', key, string.format('%d', tat), 'PX', math.floor(ahead / 1000) + 1)
  local debt = ahead - burst * interval
  if debt > 0 then debts[i] = math.floor(debt / 1000) + 1 else debts[i] = 0 end
end
return debts
"
        ))
    })
}
