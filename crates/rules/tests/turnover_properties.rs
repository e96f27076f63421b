//! Turnover's parsers never panic, whatever the input (FEN, coordinates, display notation),
//! and its notations round-trip on positions from random games.

use proptest::prelude::*;
use turnpan_rules::turnover::{Move, Position};
use turnpan_rules::{Catalog, Game, Square};

/// A few positions to read moves in: the start, a middle game, one in check, one over.
fn positions() -> Vec<Position> {
    [
        "cccccccc/8/8/8/8/8/8/CCCCCCCC w - - 0 1",
        "c2qr2n/1P6/3C1N2/8/7R/8/8/C7 w - - 0 1",
        "c7/r7/8/8/8/1Q2C2r/8/C7 w - - 0 1",
        "c7/8/8/8/8/8/8/7C w - - 0 1",
    ]
    .iter()
    .map(|fen| Position::from_fen(fen).expect("valid FEN"))
    .collect()
}

proptest! {
    #[test]
    fn fen_reader_never_panics(text in "\\PC{0,90}") {
        let _ = Position::from_fen(&text);
        let _ = Catalog::builtin().from_fen("turnover", &text);
    }

    #[test]
    fn fen_reader_never_panics_on_near_misses(
        placement in "[PBRNQCpbrnqcK0-9/]{0,72}",
        rest in "( [wbx-]{0,2}( [-KQkq]{0,3}( [-a-h1-8]{0,3}( [0-9+-]{0,4}( [0-9]{0,8})?)?)?)?)?",
    ) {
        let text = format!("{placement}{rest}");
        if let Ok(pos) = Position::from_fen(&text) {
            // Whatever is accepted is written back in the six-field form and read again.
            let again = Position::from_fen(&pos.fen()).expect("written FEN is read");
            prop_assert_eq!(again, pos);
        }
    }

    #[test]
    fn move_readers_never_panic(text in "\\PC{0,24}") {
        for pos in positions() {
            let _ = pos.parse_uci(&text);
            let _ = pos.parse_san(&text);
            let _ = pos.parse_move(&text);
        }
        let _ = text.parse::<Move>();
    }

    #[test]
    fn move_readers_never_panic_on_near_misses(text in "[BRNQCKx:.+a-h0-9]{0,10}") {
        for pos in positions() {
            let _ = pos.parse_uci(&text);
            let _ = pos.parse_san(&text);
        }
    }

    #[test]
    fn coordinates_round_trip(from in 0u8..64, to in 0u8..64) {
        prop_assume!(from != to);
        let mv = Move::new(Square::new(from), Square::new(to)).unwrap();
        prop_assert_eq!(mv.to_string().parse::<Move>(), Ok(mv));
    }

    #[test]
    fn notations_round_trip_in_random_games(choices in proptest::collection::vec(0usize..1000, 0..40)) {
        let mut pos = Position::start();
        for choice in choices {
            let mut moves = Vec::new();
            pos.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            for &mv in &moves {
                prop_assert_eq!(pos.parse_uci(&pos.uci(mv)), Ok(mv));
                prop_assert_eq!(pos.parse_san(&pos.san(mv)), Ok(mv));
            }
            prop_assert_eq!(&Position::from_fen(&pos.fen()).expect("own FEN"), &pos);
            pos.play_unchecked(moves[choice % moves.len()]);
        }
    }
}
