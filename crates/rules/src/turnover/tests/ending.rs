//! Check, the legality rule and the end of the game (docs/rules/turnover.md section 6,
//! decisions 1-6, 15-19).

use crate::color::Color;
use crate::game::Game;
use crate::outcome::{Outcome, Reason};
use crate::record::GameRecord;

use super::{legal, pos, setup};
use crate::turnover::Position;

fn win(winner: Color, reason: Reason) -> Option<Outcome> {
    Some(Outcome::Decisive { winner, reason })
}

fn draw(reason: Reason) -> Option<Outcome> {
    Some(Outcome::Draw { reason })
}

#[test]
fn decision_18_examples() {
    // The only moves would dismantle the last Castle: lost, reason no-castles.
    let p = pos("c7/8/8/8/8/8/8/7C w - - 0 1");
    assert!(legal(&p).is_empty());
    assert!(!p.is_check());
    assert_eq!(p.outcome(1), win(Color::Black, Reason::NoCastles));
    // With a Black Pawn on h2 the Castle cannot move at all: stalemate, a draw.
    let p = pos("c7/8/8/8/8/8/7p/7C w - - 0 1");
    assert!(legal(&p).is_empty());
    assert_eq!(p.outcome(1), draw(Reason::Stalemate));
    // The same for Black.
    let p = pos("c7/8/8/8/8/8/8/7C b - - 0 1");
    assert_eq!(p.outcome(1), win(Color::White, Reason::NoCastles));
}

#[test]
fn no_castles() {
    assert_eq!(
        pos("8/8/8/8/8/8/8/7C b - - 0 1").outcome(1),
        win(Color::White, Reason::NoCastles)
    );
    assert_eq!(
        pos("c7/8/8/8/8/8/8/7Q w - - 0 1").outcome(1),
        win(Color::Black, Reason::NoCastles)
    );
    assert_eq!(
        pos("q7/8/8/8/8/8/8/7Q w - - 0 1").outcome(1),
        draw(Reason::NoCastles)
    );
    // Game over: nobody has moves.
    assert!(legal(&pos("8/8/8/8/8/8/8/RC6 w - - 0 1")).is_empty());
    assert!(legal(&pos("8/8/8/8/8/8/8/RC6 b - - 0 1")).is_empty());
    // A set-up position where White takes Black's last Castle (decision 1), with `++`.
    let mut p = pos("7c/8/8/8/8/8/8/C6R w - - 0 1");
    let mv = p.parse_uci("h1h8").unwrap();
    assert_eq!(p.san(mv), "RxCh8++");
    p.play_unchecked(mv);
    assert_eq!(p.outcome(1), win(Color::White, Reason::NoCastles));
}

#[test]
fn checkmate() {
    // The lone Castle h1 is attacked by the Rook h5 and can only dismantle itself.
    let p = pos("c7/8/8/7r/8/8/8/7C w - - 0 1");
    assert!(p.is_check());
    assert!(legal(&p).is_empty());
    assert_eq!(p.outcome(1), win(Color::Black, Reason::Checkmate));
    // Two Castles, both attacked, no escape: checkmate.
    let p = pos("c7/8/8/r6r/8/8/8/C6C w - - 0 1");
    assert!(p.is_check());
    assert_eq!(p.outcome(1), win(Color::Black, Reason::Checkmate));
    // The opponent's last Castle diagonally in front of one's own last Castle attacks it,
    // and taking it would leave no Castle (decisions 5, 6): checkmate.
    let p = pos("8/8/8/4c3/3C4/8/8/8 w - - 0 1");
    assert!(p.is_check());
    assert!(legal(&p).is_empty());
    assert_eq!(p.outcome(1), win(Color::Black, Reason::Checkmate));
}

#[test]
fn check_with_several_castles() {
    // One Castle attacked, the other safe: not check, and the attacked one may move.
    let p = pos(&setup("Ca1 Ce3 rh3 ca8", 'w'));
    assert!(p.is_attacked(20, Color::Black));
    assert!(!p.is_check());
    assert!(legal(&p).contains(&"e3e4".to_owned()));
    // Dismantling the safe one instead would leave only the attacked one: illegal.
    assert!(!legal(&p).contains(&"a1a2".to_owned()));
    // All attacked (a1 by the Rook a7, e3 by the Rook h3): check. The Queen's ring b3 can
    // shield a1 on a2, a3 or a4; nothing can shield e3; moving e3 leaves a1 attacked.
    let p = pos(&setup("Ca1 Ce3 Qb3 rh3 ra7 ca8", 'w'));
    assert!(p.is_check());
    assert_eq!(legal(&p), ["b3a2", "b3a3", "b3a4"]);
}

#[test]
fn a_new_castle_escapes_check_only_if_it_is_safe() {
    // White Castle a1 is attacked by the Rook a7. The Pawn c3 may join the Queen c4 into a
    // Castle (safe) but the Pawn e3 joining the Queen e4 makes a Castle the Bishop g6 sees.
    let p = pos(&setup("Ca1 Pc3 Qc4 Pe3 Qe4 ra7 bg6 ch8", 'w'));
    assert!(p.is_check());
    let moves = legal(&p);
    assert!(moves.contains(&"c3c4".to_owned()));
    assert!(!moves.contains(&"e3e4".to_owned()));
}

#[test]
fn halfmove_clock_and_fifty_moves() {
    // Only captures and turnovers of enemy components reset the clock (decision 15).
    let stacks = "Ca1 Ch1 ca8 ch8 Rd4 Bd6 bf4 pa4 Pb2 Qb3";
    let base = setup(stacks, 'w').replace(" 10 1", " 99 1");
    let clock_after = |uci: &str| {
        let mut p = pos(&base);
        let mv = p.parse_uci(uci).unwrap();
        p.play_unchecked(mv);
        (p.halfmove_clock, p.outcome(1))
    };
    let fifty = draw(Reason::FiftyMoveRule);
    assert_eq!(clock_after("d4d5"), (100, fifty)); // plain move
    assert_eq!(clock_after("d4d6"), (100, fifty)); // combination with a friendly Bishop
    assert_eq!(clock_after("b2b3"), (100, fifty)); // a Pawn move making a Castle
    assert_eq!(clock_after("d4f4"), (0, None)); // turnover of an enemy Bishop
    assert_eq!(clock_after("d4a4"), (0, None)); // capture of an enemy Pawn
                                                // A promotion without capture or turnover adds 1 as well.
    let mut p = pos("7r/c3P3/8/8/8/8/8/C7 w - - 5 9");
    p.play(p.parse_uci("e7e8").unwrap()).unwrap();
    assert_eq!((p.halfmove_clock, p.fullmove_number), (6, 9));
    p.play(p.parse_uci("h8h7").unwrap()).unwrap();
    assert_eq!((p.halfmove_clock, p.fullmove_number), (7, 10));
}

#[test]
fn threefold_repetition_through_the_record() {
    let mut game = GameRecord::new(pos("1r5c/8/8/8/8/8/8/R6C w - - 0 1"));
    let cycle = ["a1a2", "b8b7", "a2a1", "b7b8"];
    for m in cycle {
        game.play_text(m).unwrap();
    }
    assert_eq!(game.repetitions(), 2);
    assert_eq!(game.outcome(), None);
    for m in &cycle[..3] {
        game.play_text(m).unwrap();
    }
    assert_eq!(game.outcome(), None);
    game.play_text("b7b8").unwrap();
    assert_eq!(game.repetitions(), 3);
    assert_eq!(game.outcome(), draw(Reason::ThreefoldRepetition));
    // Display notation is accepted by the record too.
    let mut game = GameRecord::new(Position::start());
    game.play_text(".e3").unwrap();
    assert_eq!(game.moves()[0].san, ".e3");
    assert_eq!(game.moves()[0].uci, "e1e3");
}

#[test]
fn checkmate_beats_repetition_and_fifty_moves() {
    // Decision 19: the order of section 6.
    let p = pos("c7/8/8/7r/8/8/8/7C w - - 100 80");
    assert_eq!(p.outcome(3), win(Color::Black, Reason::Checkmate));
    let p = pos("c7/8/8/8/8/8/7p/7C w - - 100 80");
    assert_eq!(p.outcome(3), draw(Reason::Stalemate));
    let p = pos("c7/8/8/8/8/8/8/6RC w - - 100 80");
    assert_eq!(p.outcome(3), draw(Reason::ThreefoldRepetition));
    assert_eq!(p.outcome(2), draw(Reason::FiftyMoveRule));
    assert_eq!(p.outcome(1), draw(Reason::FiftyMoveRule));
    assert_eq!(pos("c7/8/8/8/8/8/8/6RC w - - 99 80").outcome(2), None);
    assert!(p.has_mating_material(Color::White) && !p.flag_needs_mating_material());
}
