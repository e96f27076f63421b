//! What a username and a password must be (docs/server.md, "Accounts"). Names are ASCII only,
//! so no two names can look alike through Unicode (a Cyrillic `а` for a Latin `a`, a
//! full-width letter, a combining mark): what is not an ASCII letter, digit, `_` or `-` is
//! refused, never mapped to something else.

use crate::Error;

/// Fewest characters in a username.
pub const NAME_MIN: usize = 2;
/// Most characters in a username.
pub const NAME_MAX: usize = 20;
/// Fewest characters in a password.
pub const PASSWORD_MIN: usize = 8;
/// Most bytes in a password: more is refused before hashing (hashing is bounded work).
pub const PASSWORD_MAX: usize = 256;

/// A checked username: 2–20 ASCII letters, digits, `_` and `-`, kept as typed; two names are
/// the same name when they differ only in case ([`Username::key`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Username(String);

impl Username {
    /// Checks a name as typed.
    ///
    /// ```
    /// use turnpan_server::accounts::Username;
    /// let name = Username::parse("Magnus_C").unwrap();
    /// assert_eq!((name.as_str(), name.key().as_str()), ("Magnus_C", "magnus_c"));
    /// assert!(Username::parse("m").is_err());
    /// assert!(Username::parse("mаgnus").is_err()); // a Cyrillic 'а'
    /// assert!(Username::parse("two words").is_err());
    /// ```
    ///
    /// # Errors
    /// [`Error::BadRequest`] saying which rule the name breaks.
    pub fn parse(text: &str) -> Result<Username, Error> {
        if let Some((at, c)) = text
            .char_indices()
            .find(|&(_, c)| !(c.is_ascii_alphanumeric() || c == '_' || c == '-'))
        {
            let shown = if c.is_control() || c.is_whitespace() {
                format!("U+{:04X}", u32::from(c))
            } else {
                format!("'{c}'")
            };
            return Err(Error::BadRequest(format!(
                "username: {shown} at character {} is not allowed (use the letters a-z and A-Z, \
                 digits, '_' and '-')",
                text[..at].chars().count() + 1
            )));
        }
        if !(NAME_MIN..=NAME_MAX).contains(&text.len()) {
            return Err(Error::BadRequest(format!(
                "username: {NAME_MIN} to {NAME_MAX} characters, not {}",
                text.len()
            )));
        }
        Ok(Username(text.to_owned()))
    }

    /// The name as typed.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The name lower-cased: what must be unique.
    pub fn key(&self) -> String {
        self.0.to_ascii_lowercase()
    }
}

/// Checks a new password: at least 8 characters, at most 256 bytes.
///
/// ```
/// use turnpan_server::accounts::check_new_password;
/// assert!(check_new_password("correct horse").is_ok());
/// assert!(check_new_password("short").is_err());
/// ```
///
/// # Errors
/// [`Error::BadRequest`] saying which rule the password breaks (never the password).
pub fn check_new_password(password: &str) -> Result<(), Error> {
    let chars = password.chars().count();
    if chars < PASSWORD_MIN {
        return Err(Error::BadRequest(format!(
            "password: at least {PASSWORD_MIN} characters, not {chars}"
        )));
    }
    check_password_size(password)
}

/// Refuses a password too long to hash (any password given, new or not).
///
/// # Errors
/// [`Error::BadRequest`] over [`PASSWORD_MAX`] bytes.
pub fn check_password_size(password: &str) -> Result<(), Error> {
    if password.len() > PASSWORD_MAX {
        return Err(Error::BadRequest(format!(
            "password: at most {PASSWORD_MAX} bytes"
        )));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_ascii_letters_digits_underscore_and_dash() {
        for ok in ["ab", "A_b-9", "x".repeat(20).as_str(), "--", "__init__"] {
            assert!(Username::parse(ok).is_ok(), "{ok}");
        }
        for (bad, says) in [
            ("a", "2 to 20"),
            ("", "2 to 20"),
            (&"x".repeat(21), "not 21"),
            ("a b", "U+0020 at character 2"),
            ("ab\u{0}", "U+0000 at character 3"),
            ("pаul", "'а' at character 2"),
            ("ｐaul", "at character 1"),
            ("e\u{301}mile", "character 2"),
            ("a.b", "'.' at character 2"),
            ("a@b", "'@'"),
        ] {
            let e = Username::parse(bad).unwrap_err().to_string();
            assert!(e.contains(says), "{bad:?}: {e}");
        }
    }

    #[test]
    fn names_differing_in_case_are_one_name() {
        let a = Username::parse("Alice").unwrap();
        let b = Username::parse("aLICE").unwrap();
        assert_ne!(a, b);
        assert_eq!(a.key(), b.key());
        assert_eq!(a.as_str(), "Alice");
    }

    #[test]
    fn passwords_need_eight_characters_and_fit_in_256_bytes() {
        assert!(check_new_password("12345678").is_ok());
        // Characters, not bytes: eight Greek letters are enough.
        assert!(check_new_password("αβγδεζηθ").is_ok());
        let e = check_new_password("1234567").unwrap_err().to_string();
        assert!(e.contains("at least 8") && !e.contains("1234567"), "{e}");
        assert!(check_new_password(&"x".repeat(257)).is_err());
        assert!(check_password_size(&"x".repeat(256)).is_ok());
    }
}
