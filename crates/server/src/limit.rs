//! A per-address token bucket on new games (`POST /api/games` and joins): each client address
//! may start `burst` games at once, then one more every `60 / per_minute` seconds. Loopback is
//! not limited unless asked (the load generator and the tests make thousands of games from
//! 127.0.0.1). The address is the TCP peer's; `X-Forwarded-For` is only believed when
//! `trust_forwarded_for` says the server is behind a proxy that sets it.

use std::collections::HashMap;
use std::net::{IpAddr, Ipv6Addr};
use std::sync::Mutex;
use std::time::Duration;

use axum::http::HeaderMap;
use tokio::time::Instant;

use crate::tally::{Allowance, Tally};
use crate::Error;

/// How many games one address may create or join.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameLimit {
    /// Games per minute once the burst is spent; 0 turns the limit off.
    pub per_minute: u32,
    /// Games at once, from a full bucket.
    pub burst: u32,
    /// Limit loopback addresses too (off by default: local benchmarks and tests).
    pub limit_loopback: bool,
    /// Take the client's address from the last entry of `X-Forwarded-For` (only behind one
    /// reverse proxy that appends it; anyone can send that header otherwise).
    pub trust_forwarded_for: bool,
}

impl Default for GameLimit {
    fn default() -> GameLimit {
        GameLimit {
            per_minute: 20,
            burst: 10,
            limit_loopback: false,
            trust_forwarded_for: false,
        }
    }
}

/// A token bucket: `burst` tokens when full, refilled at `rate` a second; each action takes
/// one. The one bucket of the server: new games per address here, messages per socket in
/// `ws.rs`.
///
/// ```
/// use std::time::Duration;
/// use tokio::time::Instant;
/// use turnpan_server::limit::TokenBucket;
/// let t = Instant::now();
/// let mut b = TokenBucket::full(2.0, t);
/// assert!(b.take(2.0, 1.0, t).is_ok() && b.take(2.0, 1.0, t).is_ok());
/// assert_eq!(b.take(2.0, 1.0, t), Err(Duration::from_secs(1)));
/// assert!(b.take(2.0, 1.0, t + Duration::from_secs(1)).is_ok());
/// ```
#[derive(Debug, Clone, Copy)]
pub struct TokenBucket {
    tokens: f64,
    at: Instant,
}

impl TokenBucket {
    /// A full bucket of `burst` tokens.
    pub fn full(burst: f64, now: Instant) -> TokenBucket {
        TokenBucket {
            tokens: burst,
            at: now,
        }
    }

    /// The tokens it holds at `now`, refilled at `rate` a second up to `burst`.
    fn level(&self, burst: f64, rate: f64, now: Instant) -> f64 {
        let refill = now.saturating_duration_since(self.at).as_secs_f64() * rate;
        (self.tokens + refill).min(burst)
    }

    /// Takes a token, or says how long until there is one.
    ///
    /// # Errors
    /// The wait until the next token when the bucket is empty.
    pub fn take(&mut self, burst: f64, rate: f64, now: Instant) -> Result<(), Duration> {
        self.tokens = self.level(burst, rate, now);
        self.at = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            Ok(())
        } else {
            Err(Duration::from_secs_f64((1.0 - self.tokens) / rate))
        }
    }
}

/// One token bucket per key (an address, a token), all with the same rate and burst. Full
/// buckets are dropped when there are many: a full bucket is the same as none.
#[derive(Debug)]
pub struct Buckets<K> {
    rate: f64,
    burst: f64,
    state: Mutex<KeyedState<K>>,
}

#[derive(Debug)]
struct KeyedState<K> {
    buckets: HashMap<K, TokenBucket>,
    /// Size at which full buckets are dropped.
    prune_at: usize,
}

const MIN_PRUNE: usize = 4096;

impl<K: std::hash::Hash + Eq> Buckets<K> {
    /// Buckets of `burst` tokens refilled at `rate` a second.
    pub fn new(rate: f64, burst: f64) -> Buckets<K> {
        Buckets {
            rate,
            burst: burst.max(1.0),
            state: Mutex::new(KeyedState {
                buckets: HashMap::new(),
                prune_at: MIN_PRUNE,
            }),
        }
    }

    /// Takes a token from `key`'s bucket.
    ///
    /// # Errors
    /// The wait until the next token.
    pub fn take(&self, key: K, now: Instant) -> Result<(), Duration> {
        let (rate, burst) = (self.rate, self.burst);
        let mut state = self.state.lock().unwrap_or_else(|e| e.into_inner());
        let state = &mut *state;
        if state.buckets.len() >= state.prune_at {
            state
                .buckets
                .retain(|_, b| b.level(burst, rate, now) < burst);
            state.prune_at = (state.buckets.len() * 2).max(MIN_PRUNE);
        }
        state
            .buckets
            .entry(key)
            .or_insert(TokenBucket::full(burst, now))
            .take(burst, rate, now)
    }

    /// How many keys have a bucket.
    pub fn len(&self) -> usize {
        self.state
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .buckets
            .len()
    }

    /// Whether no key has a bucket.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// Whether per-address limits apply to `ip` (loopback only when asked).
pub fn limits_address(ip: IpAddr, limit_loopback: bool) -> bool {
    limit_loopback || !ip.to_canonical().is_loopback()
}

/// The per-address allowance of new games.
#[derive(Debug)]
pub struct Limiter {
    limit: GameLimit,
    buckets: Buckets<IpAddr>,
    accounts: Buckets<String>,
}

/// The key of an address: IPv4 as is (also when mapped into IPv6), IPv6 by its /64 (one
/// client usually holds a whole /64).
pub fn address_key(ip: IpAddr) -> IpAddr {
    match ip.to_canonical() {
        IpAddr::V6(v6) => {
            let bits = u128::from(v6) & !((1u128 << 64) - 1);
            IpAddr::V6(Ipv6Addr::from(bits))
        }
        v4 => v4,
    }
}

impl Limiter {
    /// A limiter with no buckets yet.
    pub fn new(limit: GameLimit) -> Limiter {
        Limiter {
            limit,
            buckets: Buckets::new(f64::from(limit.per_minute) / 60.0, f64::from(limit.burst)),
            accounts: Buckets::new(f64::from(limit.per_minute) / 60.0, f64::from(limit.burst)),
        }
    }

    /// Whether loopback addresses are limited too.
    pub fn limits_loopback(&self) -> bool {
        self.limit.limit_loopback
    }

    /// The limit it applies.
    pub fn limit(&self) -> GameLimit {
        self.limit
    }

    /// The client's address: the TCP peer's, or `X-Forwarded-For`'s last entry when trusted.
    pub fn client_ip(&self, peer: Option<IpAddr>, headers: &HeaderMap) -> Option<IpAddr> {
        if self.limit.trust_forwarded_for {
            // Only the last entry is the proxy's; an earlier one is whatever the client sent,
            // so an unreadable last entry falls back to the peer rather than to those.
            let forwarded = headers
                .get_all("x-forwarded-for")
                .iter()
                .next_back()
                .and_then(|v| v.to_str().ok())
                .and_then(|v| v.rsplit(',').next())
                .and_then(|s| s.trim().parse::<IpAddr>().ok());
            if forwarded.is_some() {
                return forwarded;
            }
        }
        peer
    }

    /// Takes a token from `ip`'s bucket, or says when to try again. No address (a router
    /// served without connection info) is not limited.
    ///
    /// # Errors
    /// [`Error::TooManyGames`] when the bucket is empty.
    pub fn check(&self, ip: Option<IpAddr>, now: Instant) -> Result<(), Error> {
        let limit = self.limit;
        let Some(ip) = ip else { return Ok(()) };
        if limit.per_minute == 0 || !limits_address(ip, limit.limit_loopback) {
            return Ok(());
        }
        self.buckets
            .take(address_key(ip), now)
            .inspect_err(|_| crate::metrics::refused("games"))
            .map_err(|wait| Error::TooManyGames {
                retry_after_s: wait.as_secs_f64().ceil().max(1.0) as u64,
            })
    }
}

impl Limiter {
    /// Takes a token from an account's bucket as well (the same allowance as an address's:
    /// one account cannot create more by changing addresses). Exempt where the address is
    /// (loopback, unless limited).
    ///
    /// # Errors
    /// [`Error::TooManyGames`] when the account's bucket is empty.
    pub fn check_account(
        &self,
        account: &str,
        ip: Option<IpAddr>,
        now: Instant,
    ) -> Result<(), Error> {
        let limit = self.limit;
        let exempt = ip.is_some_and(|ip| !limits_address(ip, limit.limit_loopback));
        if limit.per_minute == 0 || exempt {
            return Ok(());
        }
        self.accounts
            .take(account.to_owned(), now)
            .inspect_err(|_| crate::metrics::refused("games"))
            .map_err(|wait| Error::TooManyGames {
                retry_after_s: wait.as_secs_f64().ceil().max(1.0) as u64,
            })
    }
}

/// Actions (moves, offers, resignations ...) per address, over HTTP and WebSocket alike. A
/// seat token's own allowance is counted by its game's actor ([`TokenActions`]).
#[derive(Debug)]
pub struct ActionLimiter {
    per_address: Buckets<IpAddr>,
    limit_loopback: bool,
}

/// Actions a second a token may take, once its burst is spent.
pub const TOKEN_RATE: f64 = 10.0;
/// Actions a token may take at once.
pub const TOKEN_BURST: f64 = 30.0;
/// Actions a second an address may take (several games, several tabs), once its burst is spent.
pub const ADDRESS_RATE: f64 = 30.0;
/// Actions an address may take at once.
pub const ADDRESS_BURST: f64 = 90.0;

fn too_many_actions(wait: Duration) -> Error {
    crate::metrics::refused("actions");
    Error::TooManyActions {
        retry_after_s: wait.as_secs_f64().ceil().max(1.0) as u64,
    }
}

impl ActionLimiter {
    /// The limiter; per-address limits skip loopback unless `limit_loopback`.
    pub fn new(limit_loopback: bool) -> ActionLimiter {
        ActionLimiter {
            per_address: Buckets::new(ADDRESS_RATE, ADDRESS_BURST),
            limit_loopback,
        }
    }

    /// The address key `ip` is limited by, if it is.
    fn limited(&self, ip: Option<IpAddr>) -> Option<IpAddr> {
        ip.filter(|ip| limits_address(*ip, self.limit_loopback))
            .map(address_key)
    }

    /// Counts one action from `ip`.
    ///
    /// # Errors
    /// [`Error::TooManyActions`] when its bucket is empty.
    pub fn check(&self, ip: Option<IpAddr>, now: Instant) -> Result<(), Error> {
        match self.limited(ip) {
            Some(key) => self.per_address.take(key, now).map_err(too_many_actions),
            None => Ok(()),
        }
    }

    /// With several nodes, after [`ActionLimiter::check`]: refuses while `ip` is in debt
    /// across the nodes (`tally.rs`), and otherwise charges it the action, to be settled
    /// with what the other nodes let through.
    ///
    /// # Errors
    /// [`Error::TooManyActions`] while it is in debt.
    pub fn check_across(
        &self,
        tally: &Tally,
        ip: Option<IpAddr>,
        now: Instant,
    ) -> Result<(), Error> {
        let Some(key) = self.limited(ip) else {
            return Ok(());
        };
        let key = format!("act:ip:{key}");
        if let Some(wait) = tally.over(&key, now) {
            return Err(too_many_actions(wait));
        }
        tally.charge(&key, Allowance::per_second(ADDRESS_RATE, ADDRESS_BURST), 1);
        Ok(())
    }
}

/// The actions of one game's seat tokens ([`TOKEN_BURST`] at once, then [`TOKEN_RATE`] a
/// second each), counted by the game's actor. Every action of a token reaches that actor,
/// from whichever node or socket it came, so the count is exact across the nodes at no cost.
///
/// ```
/// use tokio::time::Instant;
/// use turnpan_server::domain::TokenHash;
/// use turnpan_server::limit::{TokenActions, TOKEN_BURST};
/// let (mut actions, now) = (TokenActions::default(), Instant::now());
/// let (white, black) = (TokenHash::of("white"), TokenHash::of("black"));
/// for _ in 0..TOKEN_BURST as usize {
///     assert!(actions.take(white, now).is_ok());
/// }
/// assert!(actions.take(white, now).is_err());
/// assert!(actions.take(black, now).is_ok());
/// ```
#[derive(Debug, Default)]
pub struct TokenActions {
    /// A game has a seat token or two (a hot-seat game one for both seats).
    buckets: Vec<(crate::domain::TokenHash, TokenBucket)>,
}

impl TokenActions {
    /// Counts one action of `token`, a seat token of the game.
    ///
    /// # Errors
    /// [`Error::TooManyActions`] when its bucket is empty.
    pub fn take(&mut self, token: crate::domain::TokenHash, now: Instant) -> Result<(), Error> {
        let i = match self.buckets.iter().position(|(t, _)| *t == token) {
            Some(i) => i,
            None => {
                self.buckets
                    .push((token, TokenBucket::full(TOKEN_BURST, now)));
                self.buckets.len() - 1
            }
        };
        self.buckets[i]
            .1
            .take(TOKEN_BURST, TOKEN_RATE, now)
            .map_err(too_many_actions)
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use std::time::Duration;

    use super::*;

    fn limiter(limit_loopback: bool) -> Limiter {
        Limiter::new(GameLimit {
            per_minute: 6,
            burst: 2,
            limit_loopback,
            trust_forwarded_for: false,
        })
    }

    #[test]
    fn a_burst_then_one_every_ten_seconds() {
        let l = limiter(false);
        let ip: IpAddr = "198.51.100.1".parse().unwrap();
        let t = Instant::now();
        assert!(l.check(Some(ip), t).is_ok());
        assert!(l.check(Some(ip), t).is_ok());
        assert_eq!(
            l.check(Some(ip), t),
            Err(Error::TooManyGames { retry_after_s: 10 })
        );
        // Another address has its own bucket.
        assert!(l.check(Some("198.51.100.2".parse().unwrap()), t).is_ok());
        assert_eq!(
            l.check(Some(ip), t + Duration::from_secs(4)),
            Err(Error::TooManyGames { retry_after_s: 6 })
        );
        assert!(l.check(Some(ip), t + Duration::from_secs(10)).is_ok());
        assert!(l.check(Some(ip), t + Duration::from_secs(10)).is_err());
    }

    #[test]
    fn loopback_is_free_unless_asked_and_ipv6_goes_by_its_64() {
        let t = Instant::now();
        let free = limiter(false);
        for _ in 0..100 {
            assert!(free.check(Some("127.0.0.1".parse().unwrap()), t).is_ok());
            assert!(free.check(Some("::1".parse().unwrap()), t).is_ok());
            assert!(free.check(None, t).is_ok());
        }
        let limited = limiter(true);
        for _ in 0..2 {
            assert!(limited.check(Some("127.0.0.1".parse().unwrap()), t).is_ok());
        }
        assert!(limited
            .check(Some("127.0.0.1".parse().unwrap()), t)
            .is_err());
        for a in ["2001:db8:1:2::1", "2001:db8:1:2:ffff::9"] {
            assert!(limited.check(Some(a.parse().unwrap()), t).is_ok());
        }
        assert!(limited
            .check(Some("2001:db8:1:2::77".parse().unwrap()), t)
            .is_err());
        assert!(limited
            .check(Some("2001:db8:1:3::1".parse().unwrap()), t)
            .is_ok());
    }

    #[test]
    fn forwarded_for_only_when_trusted() {
        let mut headers = HeaderMap::new();
        headers.insert(
            "x-forwarded-for",
            "203.0.113.9, 198.51.100.7".parse().unwrap(),
        );
        let peer = Some("127.0.0.1".parse().unwrap());
        assert_eq!(limiter(false).client_ip(peer, &headers), peer);
        let trusting = Limiter::new(GameLimit {
            trust_forwarded_for: true,
            ..GameLimit::default()
        });
        assert_eq!(
            trusting.client_ip(peer, &headers),
            Some("198.51.100.7".parse().unwrap())
        );
        assert_eq!(trusting.client_ip(peer, &HeaderMap::new()), peer);
    }

    #[test]
    fn full_buckets_are_dropped_when_there_are_many() {
        let l = limiter(true);
        let t = Instant::now();
        for i in 0..MIN_PRUNE as u32 {
            let ip = IpAddr::V4(std::net::Ipv4Addr::from(0x0a00_0000 + i));
            assert!(l.check(Some(ip), t).is_ok());
        }
        // A minute later every bucket is full again: the next check drops them all.
        let later = t + Duration::from_secs(60);
        assert!(l.check(Some("192.0.2.1".parse().unwrap()), later).is_ok());
        assert_eq!(l.buckets.len(), 1);
    }
}
