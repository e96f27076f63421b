//! PGN export in the game's own notation, with the `Variant`, `FEN` and `SetUp` tags that other
//! tools use for variants and set-up positions.

use std::fmt::Write;

use turnpan_rules::{Color, Game, Reason};

use crate::domain::Status;
use crate::live::Live;

const CHESS_START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// The civil date (UTC) of a time in ms since the epoch, as PGN writes it (`2026.01.31`).
fn pgn_date(ms: i64) -> String {
    // Howard Hinnant's days-to-civil algorithm.
    let z = ms.div_euclid(86_400_000) + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}.{m:02}.{d:02}")
}

fn escape(text: &str) -> String {
    text.replace('\\', "\\\\").replace('"', "\\\"")
}

/// The PGN of a game; `variant_name` is the game's display name.
pub fn pgn(live: &Live, variant_name: &str) -> String {
    let initial = live.record.initial();
    let initial_fen = initial.fen();
    let result = live.outcome().map_or("*", |o| o.result());
    let mut out = String::new();
    let mut tag = |name: &str, value: &str| {
        let _ = writeln!(out, "[{name} \"{}\"]", escape(value));
    };
    tag("Event", "Turnpan casual game");
    tag("Site", "Turnpan");
    tag("Date", &pgn_date(live.setup.created_at));
    tag("Round", "-");
    let player = |color: Color| match live.setup.computer {
        Some(c) if c.color == color => format!("Turnpan level {}", c.level.number()),
        _ => "Anonymous".to_owned(),
    };
    tag("White", &player(Color::White));
    tag("Black", &player(Color::Black));
    tag("Result", result);
    tag("Variant", variant_name);
    if initial.variant_id() != "chess" || initial_fen != CHESS_START {
        tag("FEN", &initial_fen);
        tag("SetUp", "1");
    }
    let tc = match live.setup.clock {
        Some(spec) => {
            let secs = |ms: u64| {
                if ms % 1000 == 0 {
                    (ms / 1000).to_string()
                } else {
                    format!("{}", ms as f64 / 1000.0)
                }
            };
            format!("{}+{}", secs(spec.initial_ms), secs(spec.increment_ms))
        }
        None => "-".to_owned(),
    };
    tag("TimeControl", &tc);
    let termination = match (live.status(), live.record.outcome().map(|o| o.reason())) {
        (Status::Aborted, _) => "Abandoned",
        (Status::Finished, Some(Reason::Timeout | Reason::TimeoutVsInsufficientMaterial)) => {
            "Time forfeit"
        }
        (Status::Finished, Some(Reason::Abandonment)) => "Abandoned",
        (Status::Finished, _) => "Normal",
        _ => "Unterminated",
    };
    tag("Termination", termination);
    out.push('\n');

    let mut movetext = String::new();
    let mut number = initial.fullmove_number();
    let mut side = initial.turn();
    for (i, m) in live.record.moves().iter().enumerate() {
        if side == Color::White {
            let _ = write!(movetext, "{number}. ");
        } else if i == 0 {
            let _ = write!(movetext, "{number}... ");
        }
        movetext.push_str(&m.san);
        movetext.push(' ');
        if side == Color::Black {
            number += 1;
        }
        side = !side;
    }
    if let Some(o) = live.outcome() {
        let _ = write!(movetext, "{{{}}} ", o.reason());
    }
    movetext.push_str(result);
    // PGN lines stay under 80 characters.
    let mut line_len = 0;
    for word in movetext.split(' ') {
        if line_len > 0 && line_len + 1 + word.len() > 79 {
            out.push('\n');
            line_len = 0;
        } else if line_len > 0 {
            out.push(' ');
            line_len += 1;
        }
        out.push_str(word);
        line_len += word.len();
    }
    out.push('\n');
    out
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn dates() {
        assert_eq!(pgn_date(0), "1970.01.01");
        assert_eq!(pgn_date(1_767_225_600_000), "2026.01.01");
        assert_eq!(pgn_date(951_782_400_000), "2000.02.29");
    }
}
