//! Passwords: Argon2id (the `argon2` crate, its default parameters: 19 MiB, 2 passes, one
//! lane), hashed and checked on tokio's blocking pool, a few at a time. A hash costs tens of
//! milliseconds of one core and 19 MiB: without a bound, a flood of log-ins (even refused ones,
//! each from its own address) would be a flood of those. Past [`WAITING`] requests waiting for a
//! turn the answer is "busy" at once. A log-in for a name nobody has checks a fixed hash all
//! the same, so the answer takes as long whether the name exists or not.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};

use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::Argon2;
use tokio::sync::Semaphore;

use crate::Error;

/// Hashes computed at once.
const AT_ONCE: usize = 2;
/// Requests that may wait for a turn; past this the server says it is busy.
const WAITING: usize = 64;

/// Hashes and checks passwords, a bounded number at a time.
#[derive(Debug)]
pub struct Passwords {
    turns: Arc<Semaphore>,
    waiting: AtomicUsize,
    max_waiting: usize,
}

impl Default for Passwords {
    fn default() -> Passwords {
        Passwords::with_limits(AT_ONCE, WAITING)
    }
}

/// Argon2id with the crate's default parameters.
fn argon() -> Argon2<'static> {
    Argon2::default()
}

/// A hash to check against when the name has no account (made once, of a random password).
fn decoy() -> &'static str {
    static DECOY: OnceLock<String> = OnceLock::new();
    DECOY.get_or_init(|| hash_now(&crate::ids::token()).unwrap_or_default())
}

fn hash_now(password: &str) -> Result<String, Error> {
    let mut salt = [0u8; 16];
    getrandom::fill(&mut salt).map_err(|e| Error::internal(format!("no randomness: {e}")))?;
    let salt = SaltString::encode_b64(&salt)
        .map_err(|e| Error::internal(format!("password salt: {e}")))?;
    argon()
        .hash_password(password.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(|e| Error::internal(format!("hashing a password: {e}")))
}

fn verify_now(password: &str, stored: &str) -> bool {
    match PasswordHash::new(stored) {
        Ok(parsed) => argon()
            .verify_password(password.as_bytes(), &parsed)
            .is_ok(),
        Err(e) => {
            tracing::error!("a stored password hash does not parse: {e}");
            false
        }
    }
}

impl Passwords {
    /// `at_once` hashes at a time, `max_waiting` requests waiting for a turn.
    pub fn with_limits(at_once: usize, max_waiting: usize) -> Passwords {
        Passwords {
            turns: Arc::new(Semaphore::new(at_once.max(1))),
            waiting: AtomicUsize::new(0),
            max_waiting,
        }
    }

    /// Runs `work` on the blocking pool when a turn is free.
    async fn in_turn<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, Error> {
        let busy = || Error::TooManyActions { retry_after_s: 1 };
        if self.waiting.fetch_add(1, Ordering::AcqRel) >= self.max_waiting {
            self.waiting.fetch_sub(1, Ordering::AcqRel);
            crate::metrics::refused("password_turns");
            return Err(busy());
        }
        let permit = Arc::clone(&self.turns).acquire_owned().await;
        self.waiting.fetch_sub(1, Ordering::AcqRel);
        let permit = permit.map_err(|_| busy())?;
        tokio::task::spawn_blocking(move || {
            let out = work();
            drop(permit);
            out
        })
        .await
        .map_err(|e| Error::internal(format!("password worker: {e}")))
    }

    /// The Argon2id hash of a new password (PHC string, with its own random salt).
    ///
    /// # Errors
    /// When the server is too busy hashing, or hashing fails.
    pub async fn hash(&self, password: &str) -> Result<String, Error> {
        let password = password.to_owned();
        self.in_turn(move || hash_now(&password)).await?
    }

    /// Whether `password` matches `stored`; with no stored hash (no such account) a decoy is
    /// checked and the answer is false, in the same time.
    ///
    /// ```
    /// # tokio_test_block(async {
    /// use turnpan_server::accounts::Passwords;
    /// let p = Passwords::default();
    /// let h = p.hash("correct horse").await.unwrap();
    /// assert!(p.verify("correct horse", Some(h.clone())).await.unwrap());
    /// assert!(!p.verify("wrong horse", Some(h)).await.unwrap());
    /// assert!(!p.verify("correct horse", None).await.unwrap());
    /// # });
    /// # fn tokio_test_block(f: impl std::future::Future<Output = ()>) {
    /// #     tokio::runtime::Runtime::new().unwrap().block_on(f)
    /// # }
    /// ```
    ///
    /// # Errors
    /// When the server is too busy hashing.
    pub async fn verify(&self, password: &str, stored: Option<String>) -> Result<bool, Error> {
        let password = password.to_owned();
        self.in_turn(move || match stored {
            Some(stored) => verify_now(&password, &stored),
            None => {
                verify_now(&password, decoy());
                false
            }
        })
        .await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn hashes_are_argon2id_salted_and_check() {
        let p = Passwords::default();
        let a = p.hash("correct horse").await.unwrap();
        let b = p.hash("correct horse").await.unwrap();
        assert!(a.starts_with("$argon2id$"), "{a}");
        assert_ne!(a, b, "each hash has its own salt");
        assert!(!a.contains("correct horse"));
        assert!(p.verify("correct horse", Some(b.clone())).await.unwrap());
        assert!(!p.verify("correct hors", Some(b)).await.unwrap());
        assert!(!p.verify("x", Some("not a hash".into())).await.unwrap());
    }

    #[tokio::test]
    async fn too_many_waiting_is_busy_not_queued() {
        let p = Arc::new(Passwords::with_limits(2, 4));
        // Hold both turns, then fill the waiting room.
        let held = Arc::clone(&p.turns).acquire_many_owned(2).await.unwrap();
        let mut waiters = Vec::new();
        for _ in 0..4 {
            let p = Arc::clone(&p);
            waiters.push(tokio::spawn(async move { p.verify("x", None).await }));
        }
        while p.waiting.load(Ordering::Acquire) < 4 {
            tokio::task::yield_now().await;
        }
        let refused = p.verify("x", None).await;
        assert!(matches!(refused, Err(Error::TooManyActions { .. })));
        drop(held);
        for w in waiters {
            assert!(!w.await.unwrap().unwrap());
        }
    }
}
