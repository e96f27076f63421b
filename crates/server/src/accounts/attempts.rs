//! Limits on log-in attempts: per client address (one address trying many names) and per name
//! (many addresses trying one name). Every attempt counts, right or wrong, and a name counts
//! the same whether it has an account or not, so the limit tells nothing about which names
//! exist. Sign-ups are limited per address as well.

use std::net::IpAddr;

use tokio::time::Instant;

use crate::limit::{address_key, limits_address, Buckets};
use crate::Error;

/// Log-ins from one address: 10 at once, then one every 6 s.
const PER_ADDRESS: (f64, f64) = (1.0 / 6.0, 10.0);
/// Log-ins for one name: 5 at once, then one a minute.
const PER_NAME: (f64, f64) = (1.0 / 60.0, 5.0);
/// Sign-ups from one address: 5 at once, then one every 10 minutes.
const SIGNUPS: (f64, f64) = (1.0 / 600.0, 5.0);

/// The log-in and sign-up allowances.
#[derive(Debug)]
pub struct LoginLimits {
    per_address: Buckets<IpAddr>,
    per_name: Buckets<String>,
    signups: Buckets<IpAddr>,
    limit_loopback: bool,
}

/// The answer to an attempt past its allowance.
pub(crate) fn refused(wait: std::time::Duration) -> Error {
    crate::metrics::refused("logins");
    Error::TooManyLogins {
        retry_after_s: wait.as_secs_f64().ceil().max(1.0) as u64,
    }
}

impl LoginLimits {
    /// Fresh allowances; loopback addresses are limited by address only when
    /// `limit_loopback` (names are limited from every address).
    pub fn new(limit_loopback: bool) -> LoginLimits {
        LoginLimits {
            per_address: Buckets::new(PER_ADDRESS.0, PER_ADDRESS.1),
            per_name: Buckets::new(PER_NAME.0, PER_NAME.1),
            signups: Buckets::new(SIGNUPS.0, SIGNUPS.1),
            limit_loopback,
        }
    }

    fn limited(&self, ip: Option<IpAddr>) -> Option<IpAddr> {
        ip.filter(|ip| limits_address(*ip, self.limit_loopback))
            .map(address_key)
    }

    /// Counts a log-in attempt for `name_key` from `ip`.
    ///
    /// ```
    /// use tokio::time::Instant;
    /// use turnpan_server::accounts::LoginLimits;
    /// let limits = LoginLimits::new(false);
    /// let now = Instant::now();
    /// for _ in 0..5 {
    ///     assert!(limits.login(None, "alice", now).is_ok());
    /// }
    /// assert!(limits.login(None, "alice", now).is_err());
    /// assert!(limits.login(None, "bob", now).is_ok());
    /// ```
    ///
    /// # Errors
    /// [`Error::TooManyLogins`] with the wait.
    pub fn login(&self, ip: Option<IpAddr>, name_key: &str, now: Instant) -> Result<(), Error> {
        if let Some(ip) = self.limited(ip) {
            self.per_address.take(ip, now).map_err(refused)?;
        }
        self.per_name
            .take(name_key.to_owned(), now)
            .map_err(refused)
    }

    /// Counts a sign-up from `ip`.
    ///
    /// # Errors
    /// [`Error::TooManyLogins`] with the wait.
    pub fn signup(&self, ip: Option<IpAddr>, now: Instant) -> Result<(), Error> {
        match self.limited(ip) {
            Some(ip) => self.signups.take(ip, now).map_err(refused),
            None => Ok(()),
        }
    }
}

impl LoginLimits {
    /// With several nodes: the buckets every node shares for a log-in for `name_key` from
    /// `ip`, as (key, rate a second, burst), asked after [`LoginLimits::login`]
    /// (`App::allow_login`), so that a guesser spreading its attempts over the nodes gains
    /// nothing.
    pub fn shared_login(&self, ip: Option<IpAddr>, name_key: &str) -> Vec<(String, f64, f64)> {
        let mut keys = Vec::with_capacity(2);
        if let Some(ip) = self.limited(ip) {
            keys.push((format!("login:ip:{ip}"), PER_ADDRESS.0, PER_ADDRESS.1));
        }
        keys.push((format!("login:name:{name_key}"), PER_NAME.0, PER_NAME.1));
        keys
    }

    /// As [`LoginLimits::shared_login`], for a sign-up.
    pub fn shared_signup(&self, ip: Option<IpAddr>) -> Vec<(String, f64, f64)> {
        self.limited(ip)
            .map(|ip| (format!("signup:ip:{ip}"), SIGNUPS.0, SIGNUPS.1))
            .into_iter()
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn one_address_many_names_and_one_name_many_addresses_are_both_limited() {
        let limits = LoginLimits::new(false);
        let now = Instant::now();
        let far: IpAddr = "203.0.113.9".parse().unwrap();
        for i in 0..10 {
            assert!(limits.login(Some(far), &format!("name{i}"), now).is_ok());
        }
        let e = limits.login(Some(far), "name10", now).unwrap_err();
        assert!(
            matches!(e, Error::TooManyLogins { retry_after_s: 6 }),
            "{e:?}"
        );
        for i in 0..5 {
            let ip: IpAddr = format!("198.51.100.{i}").parse().unwrap();
            assert!(limits.login(Some(ip), "target", now).is_ok());
        }
        let other: IpAddr = "198.51.100.200".parse().unwrap();
        let e = limits.login(Some(other), "target", now).unwrap_err();
        assert!(
            matches!(e, Error::TooManyLogins { retry_after_s: 60 }),
            "{e:?}"
        );
        assert!(limits
            .login(Some(other), "target", now + Duration::from_secs(60))
            .is_ok());
    }

    #[test]
    fn loopback_is_limited_by_name_only_unless_asked() {
        let local: IpAddr = "127.0.0.1".parse().unwrap();
        let now = Instant::now();
        let open = LoginLimits::new(false);
        for i in 0..50 {
            assert!(open.login(Some(local), &format!("n{i}"), now).is_ok());
            assert!(open.signup(Some(local), now).is_ok());
        }
        let strict = LoginLimits::new(true);
        for _ in 0..5 {
            assert!(strict.signup(Some(local), now).is_ok());
        }
        assert!(strict.signup(Some(local), now).is_err());
    }
}
