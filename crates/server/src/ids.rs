//! Random identifiers: game ids, invite codes and seat tokens, from the operating system's
//! random source. Tokens carry 128 random bits; only their SHA-256 (`domain::TokenHash`) is ever stored or compared.

const BASE62: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

fn random_bytes<const N: usize>() -> [u8; N] {
    let mut buf = [0u8; N];
    // The OS random source failing is not something a server can go on from.
    getrandom::fill(&mut buf).unwrap_or_else(|e| panic!("no random source: {e}"));
    buf
}

/// `len` random base62 characters (rejection sampling keeps them uniform).
fn base62(len: usize) -> String {
    let mut out = String::with_capacity(len);
    while out.len() < len {
        for b in random_bytes::<32>() {
            // 248 = 4 * 62: bytes above would bias the first characters.
            if b < 248 && out.len() < len {
                out.push(BASE62[(b % 62) as usize] as char);
            }
        }
    }
    out
}

/// A game id: 10 base62 characters (59 bits), short enough for a link.
pub fn game_id() -> String {
    base62(10)
}

/// A friend game's invite code: 16 base62 characters (95 bits).
pub fn invite_code() -> String {
    base62(16)
}

/// An account's id: 16 base62 characters (95 bits), never shown.
pub fn user_id() -> String {
    base62(16)
}

/// A seat token: 128 random bits as 32 hex characters.
pub fn token() -> String {
    random_bytes::<16>()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// A random number: the seed of a Chess960 game's start.
pub fn seed() -> u64 {
    u64::from_le_bytes(random_bytes::<8>())
}

/// Whether a text looks like a game id (so junk never reaches the database).
pub fn is_game_id(text: &str) -> bool {
    (1..=32).contains(&text.len()) && text.bytes().all(|b| b.is_ascii_alphanumeric())
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn shapes() {
        let t = token();
        assert_eq!(t.len(), 32);
        assert!(t.bytes().all(|b| b.is_ascii_hexdigit()));
        assert_ne!(t, token());
        assert_eq!(game_id().len(), 10);
        assert!(is_game_id(&game_id()));
        assert!(!is_game_id("../etc"));
    }
}
