//! Reading back the names the server writes as `&'static str` (colours, seats, results,
//! reasons), for the messages nodes exchange over the bus (`cluster/`). Every such name is one
//! of a closed set the server itself wrote, so each distinct text is kept once for the life of
//! the process; a text never seen before is kept too, up to [`MAX_NAMES`] of them, after which
//! reading fails rather than growing without bound.

use std::collections::HashSet;
use std::sync::{Mutex, OnceLock};

use serde::{Deserialize, Deserializer};

/// A name the server writes, as a field type that derived deserialisers read through
/// [`name`] (an alias: serde would otherwise borrow a `&'static str` field from its input).
pub type Name = &'static str;

/// The most distinct names kept. The server writes a few dozen.
pub const MAX_NAMES: usize = 1024;
/// The longest name kept.
const MAX_LEN: usize = 64;

fn names() -> &'static Mutex<HashSet<&'static str>> {
    static NAMES: OnceLock<Mutex<HashSet<&'static str>>> = OnceLock::new();
    NAMES.get_or_init(|| Mutex::new(HashSet::new()))
}

/// The name `text`, kept once.
///
/// ```
/// let a = turnpan_server::names::intern("white").unwrap();
/// let b = turnpan_server::names::intern(&String::from("white")).unwrap();
/// assert!(std::ptr::eq(a, b));
/// assert!(turnpan_server::names::intern(&"x".repeat(65)).is_err());
/// ```
///
/// # Errors
/// A text longer than 64 bytes, or a new text once [`MAX_NAMES`] are kept.
pub fn intern(text: &str) -> Result<&'static str, String> {
    if text.len() > MAX_LEN {
        return Err(format!(
            "a name of {} bytes (at most {MAX_LEN})",
            text.len()
        ));
    }
    let mut kept = names()
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    if let Some(&name) = kept.get(text) {
        return Ok(name);
    }
    if kept.len() >= MAX_NAMES {
        return Err(format!("more than {MAX_NAMES} distinct names"));
    }
    let name: &'static str = Box::leak(text.to_owned().into_boxed_str());
    kept.insert(name);
    Ok(name)
}

/// Reads a name (`#[serde(deserialize_with = "crate::names::name")]`).
///
/// # Errors
/// As [`intern`].
pub fn name<'de, D: Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
    let text = std::borrow::Cow::<str>::deserialize(d)?;
    intern(&text).map_err(serde::de::Error::custom)
}

/// Reads a name or `null`.
///
/// # Errors
/// As [`intern`].
pub fn opt_name<'de, D: Deserializer<'de>>(d: D) -> Result<Option<&'static str>, D::Error> {
    match Option::<std::borrow::Cow<str>>::deserialize(d)? {
        Some(text) => intern(&text).map(Some).map_err(serde::de::Error::custom),
        None => Ok(None),
    }
}
