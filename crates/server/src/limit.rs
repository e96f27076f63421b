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

/// The buckets of every address seen lately.
#[derive(Debug)]
pub struct Limiter {
    limit: GameLimit,
    state: Mutex<State>,
}

#[derive(Debug, Default)]
struct State {
    buckets: HashMap<IpAddr, TokenBucket>,
    /// Size at which full buckets are dropped (they are the same as no bucket).
    prune_at: usize,
}

const MIN_PRUNE: usize = 4096;

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
            state: Mutex::new(State {
                buckets: HashMap::new(),
                prune_at: MIN_PRUNE,
            }),
        }
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
        if limit.per_minute == 0 || (ip.to_canonical().is_loopback() && !limit.limit_loopback) {
            return Ok(());
        }
        let rate = f64::from(limit.per_minute) / 60.0;
        let burst = f64::from(limit.burst.max(1));
        let mut state = self.state.lock().unwrap_or_else(|e| e.into_inner());
        let state = &mut *state;
        if state.buckets.len() >= state.prune_at {
            state
                .buckets
                .retain(|_, b| b.level(burst, rate, now) < burst);
            state.prune_at = (state.buckets.len() * 2).max(MIN_PRUNE);
        }
        let bucket = state
            .buckets
            .entry(address_key(ip))
            .or_insert(TokenBucket::full(burst, now));
        bucket
            .take(burst, rate, now)
            .map_err(|wait| Error::TooManyGames {
                retry_after_s: wait.as_secs_f64().ceil().max(1.0) as u64,
            })
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
        assert_eq!(l.state.lock().unwrap().buckets.len(), 1);
    }
}
