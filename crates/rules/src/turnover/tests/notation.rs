//! Every example of docs/rules/turnover.md section 9.2 (and decisions 20-23), each in a
//! position where it is legal:
//! `san()` writes exactly that text and `parse_san` reads it back.

use crate::game::Game;

use super::{pos, setup};

/// In the position of `stacks` (White to move), the move `uci` is written `text`, and `text`
/// (with or without its `+`) is read back as the move. White has a Castle on a1; Black's
/// Castles stand on b8 and g8 unless `stacks` places Black Castles itself.
fn case(stacks: &str, uci: &str, text: &str) {
    let black_castles = stacks.split_whitespace().any(|t| t.starts_with('c'));
    let stacks = if black_castles {
        format!("Ca1 {stacks}")
    } else {
        format!("Ca1 cb8 cg8 {stacks}")
    };
    let p = pos(&setup(&stacks, 'w'));
    let mv = p
        .parse_uci(uci)
        .unwrap_or_else(|e| panic!("{uci} in {}: {e}", p.fen()));
    assert_eq!(p.san(mv), text, "{uci} in {}", p.fen());
    assert_eq!(p.parse_san(text), Ok(mv), "{text} in {}", p.fen());
    assert_eq!(
        p.parse_san(text.trim_end_matches('+')),
        Ok(mv),
        "{text} in {}",
        p.fen()
    );
    assert_eq!(p.parse_move(text), Ok(mv), "{text} in {}", p.fen());
}

#[test]
fn short_form_captures() {
    case("Re1 re5", "e1e5", "RxRe5");
    case("Re1 pe5", "e1e5", "Rxe5");
    case("Pd4 re5", "d4e5", "xRe5");
    case("Nd5 cc3 cb8", "d5c3", "NxCc3");
    case("Pe7 rd8 ca6 ch6", "e7d8", "xRd8Q");
    case("Pd4 ce5 cb8", "d4e5", "xCe5");
    case("Pd4 ce5", "d4e5", "xCe5++");
    // A Castle has no letter as a capturing mover (decision 22).
    case("Cd4 re5", "d4e5", "xRe5");
}

#[test]
fn short_form_turnovers() {
    case("Re1 be5", "e1e5", ":Qe5");
    case("Pe1 be2", "e1e2", ":Ne2");
    case("Pe7 qe8 ca6 ch6", "e7e8", ":Qe8");
}

#[test]
fn short_form_combinations() {
    case("Re1 Be5", "e1e5", "Qe5");
    case("Pe4 Be5", "e4e5", "Ne5");
    case("Pb2 Qb3", "b2b3", "Cb3");
}

#[test]
fn short_form_lone_moves() {
    case("Bc3", "c3e5", "Be5");
    case("Pe3", "e3e4", "e4");
    case("Re5", "e5a5", "Ra5");
    case("Pe7 ca6 ch6", "e7e8", "Qe8");
}

#[test]
fn short_form_splits() {
    case("Ce1", "e1e3", ".e3");
    case("Qd1", "d1d5", ".Bd5");
    case("Ne3", "e3f5", ".f5");
    case("Nf6 ca6 ch6", "f6g8", ".Qg8");
}

#[test]
fn long_forms() {
    case("Re1 Ra5", "e1e5", "Re15");
    case("Re1 Ra5", "a5e5", "Ra5e5");
    case("Bc3 Bg7", "c3e5", "Bc3e5");
    case("Bc3 Bg7", "g7e5", "Bg7e5");
    case("Re1 Ra5 Be5", "e1e5", "Re1Q5");
    case("Re1 Ra5 Be5", "a5e5", "Ra5Qe5");
    case("Nd3 Be5 Pe4", "d3e5", "Nd3Ne5");
    case("Nd3 Be5 Pe4", "e4e5", "e4N5");
    case("Re1 Ra5 re5", "e1e5", "Re1xR5");
    case("Re1 Ra5 re5", "a5e5", "Ra5xRe5");
    case("Pd4 Pf4 re5", "d4e5", "d4xRe5");
    case("Pd4 Pf4 re5", "f4e5", "f4xRe5");
    case("Re1 Ra5 pe5", "e1e5", "Re1x5");
    case("Re1 Ra5 pe5", "a5e5", "Ra5xe5");
    case("Pe7 Pc7 rd8 ca6 ch6", "e7d8", "e7xRd8Q");
    case("Pe7 Pc7 rd8 ca6 ch6", "c7d8", "c7xRd8Q");
    case("Cg6 Nf6 ca5 ch5", "g6g8", "Cg6.Q8");
    case("Cg6 Nf6 ca5 ch5", "f6g8", "Nf6.Qg8");
    case("Cc1 Nb3 Qd2", "c1d2", "Cc1Cd2");
    case("Cc1 Nb3 Qd2", "b3d2", "Nb3Cd2");
}

#[test]
fn turnover_and_split_marks_in_long_forms() {
    // Decision 20: a turnover always carries `:`.
    case("Re1 Ra5 be5", "e1e5", "Re1:Q5");
    case("Re1 Ra5 be5", "a5e5", "Ra5:Qe5");
    case("Nd6 Pe7 qe8 ca6 ch6", "d6e8", "Nd6:Qe8");
    case("Nd6 Pe7 qe8 ca6 ch6", "e7e8", "e7:Q8");
    case("Re1 Ra8 ne8 ca6 ch6", "e1e8", "Re1:Q8");
    case("Ce6 Nd6 qe8 ca6 ch6", "e6e8", "Ce6:Q8");
    case("Ce6 Nd6 qe8 ca6 ch6", "d6e8", "Nd6:Qe8");
    // Decision 21: `.` for a split onto an empty square, with the promotion.
    case("Nd6 Ce6 ca6 ch6", "d6e8", "Nd6.Qe8");
    case("Nd6 Ce6 ca6 ch6", "e6e8", "Ce6.Q8");
    // A split of an outer ring without promotion has no letter: `.e3` from two origins.
    case("Ce1 Nd1", "e1e3", "Ce1.3");
    case("Ce1 Nd1", "d1e3", "Nd1.e3");
}

#[test]
fn check_marks() {
    // Black can block on f8: check. Without the Rook f7: checkmate.
    case("Re1 rf7 ch8", "e1e8", "Re8+");
    case("Re1 ch8", "e1e8", "Re8++");
    // Both Castles attacked on the eighth rank, no defence: checkmate.
    case("Re1", "e1e8", "Re8++");
    // One Castle attacked, the other safe, is not check (decision 23).
    case("Re1 ca7 ch8", "e1e8", "Re8");
}

#[test]
fn reading_rejects_ambiguity_and_nonsense() {
    let p = pos(&setup("Ca1 ca8 ch8 Re1 Ra5", 'w'));
    let e = p.parse_san("Re5").unwrap_err();
    assert!(
        e.kind.to_string().contains("Re15") && e.kind.to_string().contains("Ra5e5"),
        "{e}"
    );
    // A long form is read even where the short form would do.
    let p = pos(&setup("Ca1 ca8 ch8 Re1", 'w'));
    assert_eq!(
        p.parse_san("Re15").map(|m| m.to_string()),
        Ok("e1e5".to_owned())
    );
    for bad in [
        "", "+", "Ke5", "Re9", "xx", "Re5Q", ":Re5", "Re1e5e5", "½-½", "Re5++++",
    ] {
        if bad == "Re5++++" {
            // Extra check marks are tolerated; the move is still read.
            assert!(p.parse_san(bad).is_ok());
            continue;
        }
        assert!(p.parse_san(bad).is_err(), "{bad}");
    }
}
