//! The players' chat of a game (docs/protocol.md, "Chat"): who may write, what a line may hold,
//! how fast one may write, and the last lines kept for a player who reconnects.
//!
//! Decisions:
//! - Only the two players of a game between two people on two devices (friend and open games)
//!   chat. Against the computer there is nobody to talk to; in hot-seat both players share one
//!   screen. Spectators neither write nor read: the chat is a conversation between the two
//!   players, as across a real board.
//! - A line is plain text of 1 to [`MAX_CHARS`] characters after trimming, with no control
//!   characters; clients show it as text, never as markup.
//! - Each player may write [`BURST`] lines at once, then one every `1 / RATE` seconds.
//! - Lines live in the game's memory only (the last [`KEPT`]), never in the database: nothing a
//!   player wrote outlives the game's stay in memory (until it is retired after its end, or the
//!   server restarts). There are no accounts to answer for what was said, so nothing is kept to
//!   be answered for.

use std::collections::VecDeque;

use tokio::time::Instant;
use turnpan_rules::Color;

use crate::domain::{Mode, Seat};
use crate::limit::TokenBucket;
use crate::wire::ChatLine;
use crate::Error;

/// Most characters (Unicode scalar values) in one line.
pub const MAX_CHARS: usize = 140;
/// Lines kept for players who (re)connect.
pub const KEPT: usize = 50;
/// Lines a player may write at once.
pub const BURST: f64 = 5.0;
/// Lines a second a player may write once the burst is spent (one every 2 s).
pub const RATE: f64 = 0.5;

/// Whether a game of `mode` has a chat at all.
pub fn has_chat(mode: Mode) -> bool {
    matches!(mode, Mode::Friend | Mode::Open)
}

/// Whether a socket holding `seat` in a game of `mode` reads the chat.
pub fn reads_chat(mode: Mode, seat: Option<Seat>) -> bool {
    has_chat(mode) && seat.and_then(Seat::color).is_some()
}

/// A line as a client sent it, checked: trimmed, not empty, not too long, no control characters.
///
/// # Errors
/// `bad_request` for an empty line or control characters, `too_large` for a long one; the
/// message names what is wrong.
pub fn checked_text(text: &str) -> Result<String, Error> {
    let text = text.trim();
    if text.is_empty() {
        return Err(Error::BadRequest("a chat message may not be empty".into()));
    }
    let chars = text.chars().count();
    if chars > MAX_CHARS {
        return Err(Error::TooLarge(format!(
            "a chat message is at most {MAX_CHARS} characters; this one has {chars}"
        )));
    }
    if let Some(c) = text.chars().find(|c| c.is_control()) {
        return Err(Error::BadRequest(format!(
            "a chat message may not contain control characters (found U+{:04X})",
            u32::from(c)
        )));
    }
    Ok(text.to_owned())
}

/// A game's chat: its last lines and each player's allowance.
#[derive(Debug)]
pub struct Chat {
    lines: VecDeque<ChatLine>,
    white: TokenBucket,
    black: TokenBucket,
}

impl Chat {
    /// An empty chat whose players start with a full allowance at `now`.
    pub fn new(now: Instant) -> Chat {
        Chat {
            lines: VecDeque::new(),
            white: TokenBucket::full(BURST, now),
            black: TokenBucket::full(BURST, now),
        }
    }

    /// The lines kept, oldest first.
    pub fn lines(&self) -> Vec<ChatLine> {
        self.lines.iter().cloned().collect()
    }

    /// `seat` says `text` in a game of `mode` at `now`: the line to tell the players.
    ///
    /// # Errors
    /// `conflict` in a game without chat, `forbidden` for a spectator, `bad_request` or
    /// `too_large` for a bad line, `rate_limited` (with the wait) past the allowance. Nothing is
    /// kept then.
    pub fn say(
        &mut self,
        mode: Mode,
        seat: Option<Seat>,
        text: &str,
        now: Instant,
    ) -> Result<ChatLine, Error> {
        match mode {
            Mode::Computer => {
                return Err(Error::Conflict(
                    "there is no chat in a game against the computer".into(),
                ))
            }
            Mode::Hotseat => {
                return Err(Error::Conflict(
                    "there is no chat in a hot-seat game: both players share one device".into(),
                ))
            }
            Mode::Friend | Mode::Open => {}
        }
        let Some(color) = seat.and_then(Seat::color) else {
            return Err(Error::Forbidden("only the players may chat".into()));
        };
        let text = checked_text(text)?;
        let bucket = color.fold(&mut self.white, &mut self.black);
        if let Err(wait) = bucket.take(BURST, RATE, now) {
            return Err(Error::TooManyChatMessages {
                retry_after_s: wait.as_secs_f64().ceil().max(1.0) as u64,
            });
        }
        let line = ChatLine {
            from: Color::name(color),
            text,
        };
        if self.lines.len() == KEPT {
            self.lines.pop_front();
        }
        self.lines.push_back(line.clone());
        Ok(line)
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    #[test]
    fn lines_are_trimmed_and_checked() {
        assert_eq!(checked_text("  gg  ").unwrap(), "gg");
        assert!(matches!(checked_text("   "), Err(Error::BadRequest(_))));
        let long = "é".repeat(MAX_CHARS + 1);
        match checked_text(&long) {
            Err(Error::TooLarge(m)) => assert!(m.contains("141"), "{m}"),
            other => panic!("{other:?}"),
        }
        assert!(checked_text(&"é".repeat(MAX_CHARS)).is_ok());
        assert!(matches!(checked_text("a\u{7}b"), Err(Error::BadRequest(_))));
        assert!(matches!(checked_text("a\nb"), Err(Error::BadRequest(_))));
        // Markup is just text: it is the client's business never to render it.
        assert_eq!(checked_text("<b>hi</b>").unwrap(), "<b>hi</b>");
    }

    #[test]
    fn only_the_two_players_of_a_game_between_people_chat() {
        let t = Instant::now();
        let mut chat = Chat::new(t);
        assert!(chat.say(Mode::Friend, Some(Seat::White), "hi", t).is_ok());
        assert!(chat.say(Mode::Open, Some(Seat::Black), "hello", t).is_ok());
        assert!(matches!(
            chat.say(Mode::Friend, None, "hi", t),
            Err(Error::Forbidden(_))
        ));
        assert!(matches!(
            chat.say(Mode::Computer, Some(Seat::White), "hi", t),
            Err(Error::Conflict(_))
        ));
        assert!(matches!(
            chat.say(Mode::Hotseat, Some(Seat::Both), "hi", t),
            Err(Error::Conflict(_))
        ));
        assert_eq!(chat.lines().len(), 2);
        assert_eq!(chat.lines()[1].from, "black");
        assert!(reads_chat(Mode::Friend, Some(Seat::Black)));
        assert!(!reads_chat(Mode::Friend, None));
        assert!(!reads_chat(Mode::Hotseat, Some(Seat::Both)));
        assert!(!reads_chat(Mode::Computer, Some(Seat::White)));
    }

    #[test]
    fn each_player_has_an_allowance_of_their_own() {
        let t = Instant::now();
        let mut chat = Chat::new(t);
        for i in 0..BURST as usize {
            chat.say(Mode::Friend, Some(Seat::White), &format!("{i}"), t)
                .unwrap();
        }
        match chat.say(Mode::Friend, Some(Seat::White), "one more", t) {
            Err(e @ Error::TooManyChatMessages { retry_after_s: 2 }) => {
                assert_eq!(e.code(), "rate_limited");
            }
            other => panic!("{other:?}"),
        }
        // The other player is not slowed down by it, and the wait is over after 2 s.
        assert!(chat.say(Mode::Friend, Some(Seat::Black), "hi", t).is_ok());
        let later = t + Duration::from_secs(2);
        assert!(chat
            .say(Mode::Friend, Some(Seat::White), "again", later)
            .is_ok());
    }

    #[test]
    fn only_the_last_lines_are_kept() {
        let mut t = Instant::now();
        let mut chat = Chat::new(t);
        for i in 0..KEPT + 7 {
            t += Duration::from_secs(3);
            chat.say(Mode::Friend, Some(Seat::White), &format!("line {i}"), t)
                .unwrap();
        }
        let lines = chat.lines();
        assert_eq!(lines.len(), KEPT);
        assert_eq!(lines[0].text, "line 7");
        assert_eq!(lines[KEPT - 1].text, format!("line {}", KEPT + 6));
    }
}
