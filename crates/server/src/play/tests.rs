//! The rules of play, command by command and refusal by refusal, without a database, a socket
//! or a timer: a game is a value, an input and a time give a transition or a refusal.
#![allow(clippy::unwrap_used)]

use std::time::Duration;

use tokio::time::Instant;
use turnpan_rules::{AnyGame, Color, Outcome, Reason};

use super::offers::{decide, Decision};
use super::*;
use crate::clock::{ClockSpec, FIRST_MOVE};
use crate::domain::{AbortReason, Computer, Mode, OfferState, Seat, Status, TokenHash};
use crate::live::{Live, Setup};
use crate::store::Op;
use crate::wire::{Action, ClaimResult, MoveReq};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

fn white() -> TokenHash {
    TokenHash::of("white's token")
}

fn black() -> TokenHash {
    TokenHash::of("black's token")
}

struct Fixture {
    live: Live,
    t0: Instant,
}

fn setup(mode: Mode, clock: Option<ClockSpec>, computer: Option<Computer>) -> Setup {
    Setup {
        id: "g".into(),
        mode,
        computer,
        clock,
        invite: (mode == Mode::Friend).then(|| "code".to_owned()),
        creator_color: Color::White,
        created_at: 1_000,
        client: None,
        rated: false,
        variant_version: None,
    }
}

fn position(fen: &str) -> AnyGame {
    turnpan_rules::Catalog::builtin()
        .from_fen("chess", fen)
        .unwrap()
}

/// A friend game with both seats taken, from `fen`.
fn game_from(fen: &str, clock: Option<ClockSpec>) -> Fixture {
    let t0 = Instant::now();
    let live = Live::start(
        setup(Mode::Friend, clock, None),
        position(fen),
        [Some(white()), Some(black())],
        t0,
    );
    Fixture { live, t0 }
}

fn game() -> Fixture {
    game_from(START, None)
}

fn timed(initial_ms: u64, increment_ms: u64) -> Fixture {
    game_from(
        START,
        Some(ClockSpec {
            initial_ms,
            increment_ms,
        }),
    )
}

fn against_computer() -> Fixture {
    let t0 = Instant::now();
    let computer = Computer {
        color: Color::Black,
        level: turnpan_engine::Level::MIN,
    };
    let live = Live::start(
        setup(Mode::Computer, None, Some(computer)),
        position(START),
        [Some(white()), None],
        t0,
    );
    Fixture { live, t0 }
}

fn hotseat() -> Fixture {
    let t0 = Instant::now();
    let live = Live::start(
        setup(Mode::Hotseat, None, None),
        position(START),
        [Some(white()), Some(white())],
        t0,
    );
    Fixture { live, t0 }
}

impl Fixture {
    fn at(&self, ms: u64) -> Now {
        Now {
            at: self.t0 + Duration::from_millis(ms),
            wall_ms: 2_000,
        }
    }

    fn try_act(&self, seat: Seat, act: Act, ms: u64) -> Result<Transition, Error> {
        let input = Input::Act {
            seat,
            act,
            rematch_id: "r".into(),
        };
        apply(&self.live, input, self.at(ms))
    }

    /// Applies an act that must be accepted, commits it, and returns what was left to do.
    fn act(&mut self, seat: Seat, act: Act, ms: u64) -> Committed {
        let t = self
            .try_act(seat, act.clone(), ms)
            .unwrap_or_else(|e| panic!("{act:?} refused: {e}"));
        t.commit(&mut self.live)
    }

    fn play(&mut self, seat: Seat, uci: &str, ms: u64) -> Committed {
        self.act(seat, mv(uci), ms)
    }

    /// Plays moves alternately from White, one second apart from `ms`.
    fn line(&mut self, moves: &[&str], ms: u64) {
        for (i, m) in moves.iter().enumerate() {
            let seat = Seat::of(self.live.turn());
            self.play(seat, m, ms + 1000 * i as u64);
        }
    }

    fn clock_ms(&self, side: Color) -> u64 {
        self.live.table.clock.as_ref().unwrap().stored(side)
    }
}

fn mv(uci: &str) -> Act {
    Act::Move(MoveReq {
        uci: uci.into(),
        ply: None,
        lag_ms: None,
    })
}

fn conflict(e: Error) -> String {
    match e {
        Error::Conflict(m) => m,
        other => panic!("not a conflict: {other:?}"),
    }
}

fn has(effects: &[Effect], wanted: fn(&Effect) -> bool) -> bool {
    effects.iter().any(wanted)
}

// ----- moves

#[test]
fn a_move_is_written_then_told_and_the_record_grows() {
    let mut g = game();
    let t = g.try_act(Seat::White, mv("e2e4"), 100).unwrap();
    // Nothing has changed before the commit.
    assert_eq!(g.live.ply(), 0);
    match &t.write {
        Some(Op::Move { id, row, end }) => {
            assert_eq!(
                (id.as_str(), row.seq, row.ply, row.uci.as_str()),
                ("g", 1, 1, "e2e4")
            );
            assert!(end.is_none());
        }
        other => panic!("{other:?}"),
    }
    let done = t.commit(&mut g.live);
    assert_eq!(done.tell, vec![Tell::Moved]);
    assert!(done.refusal.is_none());
    assert_eq!(g.live.ply(), 1);
    assert_eq!(g.live.table.seq, 1);
    assert_eq!(g.live.record.moves()[0].san, "e4");
    assert_eq!(g.live.table.turn_started, g.t0 + Duration::from_millis(100));
}

#[test]
fn moves_are_refused_with_the_reason() {
    let mut g = game();
    assert_eq!(
        g.try_act(Seat::Black, mv("e7e5"), 0).unwrap_err(),
        Error::NotYourTurn
    );
    let stale = Act::Move(MoveReq {
        uci: "e2e4".into(),
        ply: Some(3),
        lag_ms: None,
    });
    assert_eq!(
        g.try_act(Seat::White, stale, 0).unwrap_err(),
        Error::Stale {
            current: 0,
            sent: 3
        }
    );
    let long = g
        .try_act(Seat::White, mv(&"e2e4".repeat(5)), 0)
        .unwrap_err();
    assert_eq!(
        long,
        Error::IllegalMove("a move is at most 16 characters".into())
    );
    match g.try_act(Seat::White, mv("e2e5"), 0).unwrap_err() {
        Error::IllegalMove(m) => assert!(m.starts_with("illegal move 'e2e5': "), "{m}"),
        other => panic!("{other:?}"),
    }
    // A waiting game and a finished one.
    let waiting = Live::start(
        setup(Mode::Open, None, None),
        position(START),
        [Some(white()), None],
        g.t0,
    );
    let input = Input::Act {
        seat: Seat::White,
        act: mv("e2e4"),
        rematch_id: String::new(),
    };
    assert_eq!(apply(&waiting, input, g.at(0)).unwrap_err(), Error::Waiting);
    g.act(Seat::White, Act::Resign, 0);
    assert_eq!(
        g.try_act(Seat::Black, mv("e7e5"), 0).unwrap_err(),
        Error::GameOver
    );
}

#[test]
fn a_mating_move_ends_the_game_in_the_same_write() {
    let mut g = game();
    g.line(&["f2f3", "e7e5", "g2g4"], 0);
    let t = g.try_act(Seat::Black, mv("d8h4"), 5_000).unwrap();
    match &t.write {
        Some(Op::Move { end: Some(end), .. }) => {
            assert_eq!(end.status, "finished");
            assert_eq!(end.result.as_deref(), Some("0-1"));
            assert_eq!(end.reason.as_deref(), Some("checkmate"));
        }
        other => panic!("{other:?}"),
    }
    let done = t.commit(&mut g.live);
    assert_eq!(done.tell, vec![Tell::Moved, Tell::End]);
    assert_eq!(g.live.status(), Status::Finished);
    assert_eq!(
        g.live.outcome().map(Outcome::reason),
        Some(Reason::Checkmate)
    );
}

#[test]
fn first_moves_are_untimed_and_later_ones_charged_with_increment() {
    let mut g = timed(60_000, 2_000);
    g.play(Seat::White, "e2e4", 10_000);
    g.play(Seat::Black, "e7e5", 25_000);
    assert_eq!(g.clock_ms(Color::White), 60_000);
    assert_eq!(g.clock_ms(Color::Black), 60_000);
    // White's clock runs from Black's first move: 3 s spent, 2 s back.
    g.play(Seat::White, "g1f3", 28_000);
    assert_eq!(g.clock_ms(Color::White), 59_000);
    match g.try_act(Seat::Black, mv("b8c6"), 29_500).unwrap().write {
        Some(Op::Move { row, .. }) => {
            assert_eq!((row.white_ms, row.black_ms), (Some(59_000), Some(60_500)));
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_move_after_the_flag_fell_ends_the_game_on_time_and_is_refused() {
    let mut g = timed(1_000, 0);
    g.line(&["e2e4", "e7e5"], 0);
    let t = g.try_act(Seat::White, mv("g1f3"), 1_000 + 1_500).unwrap();
    assert!(matches!(t.write, Some(Op::End { .. })));
    let done = t.commit(&mut g.live);
    assert_eq!(done.refusal, Some(Error::GameOver));
    assert_eq!(done.tell, vec![Tell::End]);
    assert_eq!(g.live.ply(), 2);
    assert_eq!(
        g.live.outcome(),
        Some(Outcome::Decisive {
            winner: Color::Black,
            reason: Reason::Timeout
        })
    );
    assert_eq!(g.clock_ms(Color::White), 0);
}

#[test]
fn lag_credit_saves_a_move_that_the_server_saw_late() {
    let mut g = timed(1_000, 0);
    g.line(&["e2e4", "e7e5"], 0);
    let late = Act::Move(MoveReq {
        uci: "g1f3".into(),
        ply: None,
        lag_ms: Some(300),
    });
    let done = g.act(Seat::White, late, 1_000 + 1_200);
    assert!(done.refusal.is_none());
    assert_eq!(g.clock_ms(Color::White), 100);
}

#[test]
fn against_the_computer_a_move_asks_for_its_reply() {
    let mut g = against_computer();
    let done = g.play(Seat::White, "e2e4", 0);
    assert!(has(&done.effects, |e| matches!(e, Effect::Search)));
    let done = g.play(Seat::Black, "e7e5", 0);
    assert!(has(&done.effects, |e| matches!(e, Effect::StopSearch)));
}

// ----- offers

#[test]
fn offers_resolve() {
    let (w, b, t) = (Seat::White, Seat::Black, Color::White);
    assert_eq!(
        decide(None, None, w, t),
        Ok(Decision::Offered(Color::White))
    );
    assert_eq!(decide(None, Some(Color::White), b, t), Ok(Decision::Agreed));
    assert_eq!(
        decide(Some(Action::Offer), Some(Color::White), b, t),
        Ok(Decision::Agreed)
    );
    assert!(decide(Some(Action::Accept), Some(Color::White), w, t).is_err());
    assert_eq!(
        decide(Some(Action::Decline), Some(Color::White), b, t),
        Ok(Decision::Cleared)
    );
    assert!(decide(Some(Action::Decline), None, b, t).is_err());
    assert_eq!(decide(None, None, Seat::Both, t), Ok(Decision::Agreed));
}

#[test]
fn a_draw_offer_is_told_not_stored_and_agreement_ends_the_game() {
    let mut g = game();
    g.line(&["e2e4", "e7e5"], 0);
    let t = g.try_act(Seat::White, Act::Draw(None), 0).unwrap();
    assert!(t.write.is_none(), "offers lapse with a restart");
    assert_eq!(t.commit(&mut g.live).tell, vec![Tell::Offers]);
    assert_eq!(g.live.table.offers.draw, Some(Color::White));
    assert_eq!(
        conflict(
            g.try_act(Seat::White, Act::Draw(Some(Action::Accept)), 0)
                .unwrap_err()
        ),
        "there is no offer to accept"
    );
    let done = g.act(Seat::Black, Act::Draw(Some(Action::Accept)), 0);
    assert_eq!(done.tell, vec![Tell::End]);
    assert!(has(&done.effects, |e| matches!(e, Effect::Unlist)));
    assert_eq!(
        g.live.outcome(),
        Some(Outcome::Draw {
            reason: Reason::Agreement
        })
    );
    assert_eq!(g.live.table.offers, OfferState::default());
}

#[test]
fn a_move_clears_the_offers_and_says_so() {
    let mut g = game();
    g.act(Seat::White, Act::Draw(None), 0);
    let done = g.play(Seat::White, "e2e4", 0);
    assert_eq!(done.tell, vec![Tell::Moved, Tell::Offers]);
    assert!(!g.live.table.offers.any());
}

#[test]
fn declining_clears_and_declining_nothing_is_refused() {
    let mut g = game();
    assert_eq!(
        conflict(
            g.try_act(Seat::Black, Act::Draw(Some(Action::Decline)), 0)
                .unwrap_err()
        ),
        "there is no offer to decline"
    );
    g.act(Seat::White, Act::Draw(None), 0);
    g.act(Seat::Black, Act::Draw(Some(Action::Decline)), 0);
    assert_eq!(g.live.table.offers.draw, None);
    assert_eq!(g.live.status(), Status::Playing);
}

#[test]
fn the_computer_refuses_draws() {
    let g = against_computer();
    assert_eq!(
        conflict(g.try_act(Seat::White, Act::Draw(None), 0).unwrap_err()),
        "the computer plays on: resign or play the game out"
    );
}

#[test]
fn in_hotseat_an_offer_is_its_own_acceptance() {
    let mut g = hotseat();
    g.line(&["e2e4", "e7e5"], 0);
    g.act(Seat::Both, Act::Draw(None), 0);
    assert_eq!(g.live.status(), Status::Finished);
}

// ----- takebacks

#[test]
fn a_takeback_is_offered_for_ones_own_move_and_undoes_it_when_accepted() {
    let mut g = game();
    assert_eq!(
        conflict(g.try_act(Seat::White, Act::Takeback(None), 0).unwrap_err()),
        "there is no move of yours to take back"
    );
    g.line(&["e2e4", "e7e5", "g1f3"], 0);
    g.act(Seat::White, Act::Takeback(None), 0);
    assert_eq!(g.live.table.offers.takeback, Some(Color::White));
    let t = g
        .try_act(Seat::Black, Act::Takeback(Some(Action::Accept)), 0)
        .unwrap();
    match &t.write {
        Some(Op::Takeback { row, .. }) => assert_eq!((row.seq, row.ply), (4, 2)),
        other => panic!("{other:?}"),
    }
    let done = t.commit(&mut g.live);
    assert_eq!(done.tell, vec![Tell::State]);
    assert_eq!(g.live.ply(), 2);
    assert_eq!(g.live.turn(), Color::White);
    assert_eq!(g.live.table.seq, 4);
}

#[test]
fn a_takeback_charges_the_running_clock_without_increment() {
    let mut g = timed(60_000, 5_000);
    g.line(&["e2e4", "e7e5", "g1f3"], 0);
    // Black has been thinking for 4 s when White's takeback is granted.
    g.act(Seat::White, Act::Takeback(None), 2_500);
    g.act(Seat::Black, Act::Takeback(Some(Action::Accept)), 6_000);
    assert_eq!(g.clock_ms(Color::Black), 56_000);
    // White's third move earned 5 s and took 1 s: with the move, the increment goes.
    assert_eq!(g.clock_ms(Color::White), 59_000);
    assert_eq!(g.live.table.turn_started, g.t0 + Duration::from_secs(6));
}

#[test]
fn a_move_and_takeback_loop_never_grows_the_clock() {
    let mut g = timed(60_000, 10_000);
    g.line(&["e2e4", "e7e5"], 0);
    let mut ms = 2_000;
    for _ in 0..10 {
        g.play(Seat::White, "g1f3", ms);
        g.act(Seat::White, Act::Takeback(None), ms);
        g.act(Seat::Black, Act::Takeback(Some(Action::Accept)), ms);
        ms += 100;
    }
    assert_eq!(g.live.ply(), 2);
    assert!(
        g.clock_ms(Color::White) <= 60_000,
        "{}",
        g.clock_ms(Color::White)
    );
    assert_eq!(g.clock_ms(Color::Black), 60_000);
}

#[test]
fn a_takeback_does_not_restart_the_first_move_limit() {
    let mut g = against_computer();
    g.play(Seat::White, "e2e4", 20_000);
    g.play(Seat::Black, "e7e5", 21_000);
    g.act(Seat::White, Act::Takeback(None), 22_000);
    assert_eq!(g.live.ply(), 0);
    // White had used 20 s of its 30: 10 s are left from the takeback, not 30.
    let deadline = g.live.first_move_deadline().unwrap();
    assert_eq!(deadline, g.t0 + Duration::from_secs(32));
    assert!(apply(&g.live, Input::FirstMoveMissed, g.at(31_999)).is_err());
    apply(&g.live, Input::FirstMoveMissed, g.at(32_000))
        .unwrap()
        .commit(&mut g.live);
    assert_eq!(g.live.status(), Status::Aborted);
    assert_eq!(
        g.live.table.abort,
        Some(AbortReason::NoFirstMove(Color::White))
    );
}

#[test]
fn a_game_has_at_most_max_takebacks() {
    let mut g = hotseat();
    for i in 0..takeback::MAX_TAKEBACKS {
        g.play(Seat::Both, "e2e4", u64::from(i));
        g.act(Seat::Both, Act::Takeback(None), u64::from(i));
    }
    g.play(Seat::Both, "e2e4", 0);
    assert_eq!(
        conflict(g.try_act(Seat::Both, Act::Takeback(None), 0).unwrap_err()),
        "no more takebacks in this game (at most 100)"
    );
}

#[test]
fn the_computer_grants_takebacks_of_the_move_and_its_reply() {
    let mut g = against_computer();
    assert_eq!(
        conflict(
            g.try_act(Seat::White, Act::Takeback(Some(Action::Decline)), 0)
                .unwrap_err()
        ),
        "there is no offer to decline"
    );
    g.line(&["e2e4", "e7e5"], 0);
    let done = g.act(Seat::White, Act::Takeback(None), 0);
    assert_eq!(g.live.ply(), 0);
    // White to move again: no search.
    assert!(has(&done.effects, |e| matches!(e, Effect::StopSearch)));
}

#[test]
fn in_hotseat_a_takeback_undoes_one_ply() {
    let mut g = hotseat();
    g.line(&["e2e4", "e7e5"], 0);
    g.act(Seat::Both, Act::Takeback(None), 0);
    assert_eq!(g.live.ply(), 1);
}

// ----- the ends off the board

#[test]
fn resigning_loses_and_in_hotseat_the_side_to_move_resigns() {
    let mut g = game();
    let t = g.try_act(Seat::Black, Act::Resign, 0).unwrap();
    match &t.write {
        Some(Op::End { end, .. }) => assert_eq!(end.result.as_deref(), Some("1-0")),
        other => panic!("{other:?}"),
    }
    t.commit(&mut g.live);
    assert_eq!(
        g.live.outcome().and_then(Outcome::winner),
        Some(Color::White)
    );
    let mut h = hotseat();
    h.play(Seat::Both, "e2e4", 0);
    h.act(Seat::Both, Act::Resign, 0);
    assert_eq!(
        h.live.outcome().and_then(Outcome::winner),
        Some(Color::White)
    );
}

#[test]
fn aborting_is_only_before_both_sides_moved() {
    let mut g = game();
    g.play(Seat::White, "e2e4", 0);
    let done = g.act(Seat::Black, Act::Abort, 0);
    assert_eq!(done.tell, vec![Tell::End]);
    assert_eq!(g.live.status(), Status::Aborted);
    assert_eq!(g.live.outcome(), None);
    assert_eq!(
        g.live.table.abort,
        Some(AbortReason::Requested(Color::Black))
    );
    assert_eq!(
        g.try_act(Seat::Black, Act::Abort, 0).unwrap_err(),
        Error::GameOver
    );
    let mut late = game();
    late.line(&["e2e4", "e7e5"], 0);
    assert_eq!(
        conflict(late.try_act(Seat::White, Act::Abort, 0).unwrap_err()),
        "both sides have moved: resign or offer a draw instead"
    );
}

#[test]
fn resigning_stops_the_running_clock_at_its_reading() {
    let mut g = timed(60_000, 0);
    g.line(&["e2e4", "e7e5"], 0);
    g.act(Seat::White, Act::Resign, 1_000 + 7_000);
    assert_eq!(g.clock_ms(Color::White), 53_000);
}

#[test]
fn the_flag_falls_only_when_due() {
    let mut g = timed(5_000, 0);
    g.line(&["e2e4", "e7e5"], 0);
    let early = apply(&g.live, Input::FlagFall, g.at(3_000)).unwrap_err();
    assert_eq!(conflict(early), "no flag has fallen");
    // The deadline counts the lag credit a move in flight could still get.
    let t = apply(&g.live, Input::FlagFall, g.at(1_000 + 5_500)).unwrap();
    t.commit(&mut g.live);
    assert_eq!(
        g.live.outcome(),
        Some(Outcome::Decisive {
            winner: Color::Black,
            reason: Reason::Timeout
        })
    );
    let untimed = game();
    assert!(apply(&untimed.live, Input::FlagFall, untimed.at(1 << 30)).is_err());
}

#[test]
fn a_flag_against_a_lone_king_is_a_draw() {
    let mut g = game_from(
        "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
        Some(ClockSpec {
            initial_ms: 1_000,
            increment_ms: 0,
        }),
    );
    g.line(&["a1a2", "e8d8"], 0);
    let t = apply(&g.live, Input::FlagFall, g.at(10_000)).unwrap();
    t.commit(&mut g.live);
    assert_eq!(
        g.live.outcome(),
        Some(Outcome::Draw {
            reason: Reason::TimeoutVsInsufficientMaterial
        })
    );
}

#[test]
fn a_first_move_not_made_in_time_aborts_the_game() {
    let mut g = game();
    let early = apply(&g.live, Input::FirstMoveMissed, g.at(1_000)).unwrap_err();
    assert_eq!(conflict(early), "no first move is overdue");
    let due = FIRST_MOVE.as_millis() as u64;
    apply(&g.live, Input::FirstMoveMissed, g.at(due))
        .unwrap()
        .commit(&mut g.live);
    assert_eq!(g.live.status(), Status::Aborted);
}

// ----- joining

#[test]
fn joining_takes_the_free_seat_with_the_invite() {
    let t0 = Instant::now();
    let live = Live::start(
        setup(Mode::Friend, None, None),
        position(START),
        [None, Some(black())],
        t0,
    );
    let now = Now { at: t0, wall_ms: 0 };
    let join = |invite: Option<&str>| Input::Join {
        invite: invite.map(str::to_owned),
        token: white(),
        player: None,
    };
    for bad in [None, Some("wrong")] {
        assert_eq!(
            apply(&live, join(bad), now).unwrap_err(),
            Error::Forbidden("wrong or missing invite code".into())
        );
    }
    let t = apply(&live, join(Some("code")), now).unwrap();
    match &t.write {
        Some(Op::Join { color, .. }) => assert_eq!(*color, "white"),
        other => panic!("{other:?}"),
    }
    let mut live = live;
    let done = t.commit(&mut live);
    assert!(has(&done.effects, |e| matches!(e, Effect::Unlist)));
    assert_eq!(live.status(), Status::Playing);
    assert_eq!(live.seat_of(white()), Some(Seat::White));
    assert_eq!(
        conflict(apply(&live, join(Some("code")), now).unwrap_err()),
        "this game has no free seat"
    );
}

// ----- rematches

#[test]
fn a_rematch_swaps_the_seats_and_starts_a_new_game() {
    let mut g = timed(60_000, 1_000);
    assert_eq!(
        conflict(g.try_act(Seat::White, Act::Rematch(None), 0).unwrap_err()),
        "a rematch comes after the end of the game"
    );
    g.act(Seat::White, Act::Resign, 0);
    g.act(Seat::White, Act::Rematch(None), 0);
    assert_eq!(g.live.table.offers.rematch, Some(Color::White));
    let t = g.try_act(Seat::Black, Act::Rematch(None), 0).unwrap();
    assert!(matches!(&t.write, Some(Op::Rematch { old_id, .. }) if old_id == "g"));
    let done = t.commit(&mut g.live);
    assert_eq!(done.tell, vec![Tell::Rematch]);
    assert_eq!(g.live.table.rematch_id.as_deref(), Some("r"));
    let new = match done.effects.as_slice() {
        [Effect::StartGame(new)] => new,
        other => panic!("{other:?}"),
    };
    assert_eq!(new.id(), "r");
    assert_eq!(new.status(), Status::Playing);
    assert_eq!(new.seat_of(black()), Some(Seat::White));
    assert_eq!(new.setup.creator_color, Color::Black);
    assert_eq!(new.setup.created_at, 2_000);
    assert_eq!(
        new.table.clock.as_ref().unwrap().stored(Color::White),
        60_000
    );
    // Asking again changes nothing.
    let again = g.try_act(Seat::White, Act::Rematch(None), 0).unwrap();
    assert!(again.is_nothing(&g.live));
}

#[test]
fn the_computer_grants_a_rematch_and_changes_colour() {
    let mut g = against_computer();
    g.act(Seat::White, Act::Resign, 0);
    let done = g.act(Seat::White, Act::Rematch(None), 0);
    let [Effect::StartGame(new)] = done.effects.as_slice() else {
        panic!("{:?}", done.effects)
    };
    assert_eq!(new.setup.computer.map(|c| c.color), Some(Color::White));
    assert_eq!(new.seat_of(white()), Some(Seat::Black));
}

#[test]
fn nobody_to_play_a_rematch_against() {
    let t0 = Instant::now();
    let mut live = Live::start(
        setup(Mode::Open, None, None),
        position(START),
        [Some(white()), None],
        t0,
    );
    let now = Now { at: t0, wall_ms: 0 };
    let act = |act| Input::Act {
        seat: Seat::White,
        act,
        rematch_id: "r".into(),
    };
    apply(&live, act(Act::Abort), now)
        .unwrap()
        .commit(&mut live);
    // Alone, an offer is made; an agreement needs the other seat.
    apply(&live, act(Act::Rematch(None)), now)
        .unwrap()
        .commit(&mut live);
    let mut both = live.clone();
    both.table.offers.rematch = Some(Color::Black);
    assert_eq!(
        conflict(apply(&both, act(Act::Rematch(None)), now).unwrap_err()),
        "nobody to play a rematch against"
    );
}

// ----- the computer's turn starts when its search gets a worker

/// A game against the computer playing White (it moves first), timed or not.
fn computer_first(clock: Option<ClockSpec>) -> Fixture {
    let t0 = Instant::now();
    let computer = Computer {
        color: Color::White,
        level: turnpan_engine::Level::MIN,
    };
    let mut setup = setup(Mode::Computer, clock, Some(computer));
    setup.creator_color = Color::Black;
    let live = Live::start(setup, position(START), [None, Some(black())], t0);
    Fixture { live, t0 }
}

fn engine_started(g: &Fixture, ms: u64) -> Transition {
    apply(&g.live, Input::EngineStarted, g.at(ms)).unwrap()
}

#[test]
fn the_wait_for_a_worker_does_not_count_against_the_first_move_limit() {
    let mut g = computer_first(None);
    assert_eq!(g.live.first_move_deadline(), Some(g.t0 + FIRST_MOVE));
    // The search waited 20 s for a worker.
    let t = engine_started(&g, 20_000);
    assert!(t.write.is_none(), "a turn's start is not stored");
    assert!(t.effects.is_empty());
    assert_eq!(
        t.tell,
        [Tell::State],
        "the watchers' first-move countdown moves back"
    );
    assert!(!t.is_nothing(&g.live));
    t.commit(&mut g.live);
    let from = g.t0 + Duration::from_secs(20);
    assert_eq!(g.live.table.turn_started, from);
    assert_eq!(g.live.first_move_deadline(), Some(from + FIRST_MOVE));
    // 31 s after the game began the first move is not missed yet.
    let missed = apply(&g.live, Input::FirstMoveMissed, g.at(31_000));
    assert!(matches!(missed, Err(Error::Conflict(_))), "{missed:?}");
    g.play(Seat::White, "e2e4", 45_000);
    assert_eq!(g.live.status(), Status::Playing);
    assert_eq!(g.live.table.first_move_spent[0], Duration::from_secs(25));
}

#[test]
fn a_short_wait_moves_the_turn_silently() {
    let mut g = computer_first(None);
    let t = engine_started(&g, 100);
    assert!(t.tell.is_empty() && t.write.is_none() && t.effects.is_empty());
    assert!(!t.is_nothing(&g.live), "the table changes all the same");
    t.commit(&mut g.live);
    assert_eq!(g.live.table.turn_started, g.t0 + Duration::from_millis(100));
}

#[test]
fn the_engine_starting_changes_nothing_unless_it_is_to_move() {
    // The player is to move (a stale start, after a takeback say).
    let g = against_computer();
    assert!(engine_started(&g, 5_000).is_nothing(&g.live));
    // The game is over.
    let mut g = computer_first(None);
    g.act(Seat::Black, Act::Resign, 100);
    assert!(engine_started(&g, 5_000).is_nothing(&g.live));
    // A start from before the turn began moves nothing back.
    let g = computer_first(None);
    assert!(engine_started(&g, 0).is_nothing(&g.live));
}

#[test]
fn the_engine_clock_does_not_run_while_its_search_waits() {
    let mut g = computer_first(Some(ClockSpec {
        initial_ms: 60_000,
        increment_ms: 0,
    }));
    g.play(Seat::White, "e2e4", 1_000);
    g.play(Seat::Black, "e7e5", 2_000);
    assert_eq!(g.live.running().map(|(c, _)| c), Some(Color::White));
    // The engine's search waits 10 s, then thinks 1 s.
    let t = engine_started(&g, 12_000);
    assert_eq!(t.tell, [Tell::State], "the engine's clock shown moves back");
    t.commit(&mut g.live);
    g.play(Seat::White, "g1f3", 13_000);
    assert_eq!(g.clock_ms(Color::White), 59_000);
}

// ----- claims on a game the opponent left

fn claim(result: ClaimResult) -> Act {
    Act::Claim(result)
}

/// A friend game (timed or not) in which both sides have moved (at 1 s and 2 s) and both have
/// a socket open; Black's closes at `gone_ms`.
fn left_by_black(clock: Option<ClockSpec>, gone_ms: u64) -> Fixture {
    let mut g = game_from(START, clock);
    g.live.table.presence.connect(Color::White);
    g.live.table.presence.connect(Color::Black);
    g.line(&["e2e4", "e7e5"], 1000);
    let at = g.t0 + Duration::from_millis(gone_ms);
    assert!(g.live.table.presence.disconnect(Color::Black, at));
    g
}

#[test]
fn the_grace_is_scaled_by_the_time_control() {
    let grace = |clock: Option<(u64, u64)>| {
        let spec = clock.map(|(initial_ms, increment_ms)| ClockSpec {
            initial_ms,
            increment_ms,
        });
        game_from(START, spec).live.claim_grace()
    };
    assert_eq!(grace(None), Duration::from_secs(40));
    assert_eq!(grace(Some((60_000, 0))), Duration::from_secs(10));
    assert_eq!(grace(Some((300_000, 0))), Duration::from_secs(20));
    // 3+2: 260 s estimated, 40 s × 260/600.
    assert_eq!(grace(Some((180_000, 2_000))).as_millis(), 17_333);
    assert_eq!(grace(Some((600_000, 0))), Duration::from_secs(40));
    assert_eq!(grace(Some((3_600_000, 30_000))), Duration::from_secs(40));
}

#[test]
fn a_player_whose_opponent_left_claims_the_win_after_the_grace() {
    let mut g = left_by_black(None, 5_000);
    // The state tells White when it may claim.
    let (color, from) = g.live.claim().unwrap();
    assert_eq!(color, Color::White);
    assert_eq!(from, g.t0 + Duration::from_millis(45_000));
    let early = g
        .try_act(Seat::White, claim(ClaimResult::Win), 44_999)
        .unwrap_err();
    assert!(conflict(early).contains("claim in 1 s"));
    // Black cannot claim: White is still there.
    let there = g
        .try_act(Seat::Black, claim(ClaimResult::Win), 50_000)
        .unwrap_err();
    assert_eq!(conflict(there), "your opponent is connected");
    let t = g
        .try_act(Seat::White, claim(ClaimResult::Win), 45_000)
        .unwrap();
    assert!(matches!(t.write, Some(Op::End { .. })));
    let done = t.commit(&mut g.live);
    assert_eq!(done.tell, vec![Tell::End]);
    assert_eq!(g.live.status(), Status::Finished);
    assert_eq!(
        g.live.outcome(),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: Reason::Abandonment
        })
    );
    assert!(g.live.claim().is_none());
    assert_eq!(
        g.try_act(Seat::White, claim(ClaimResult::Win), 46_000)
            .unwrap_err(),
        Error::GameOver
    );
}

#[test]
fn a_player_whose_opponent_left_may_claim_a_draw_instead() {
    let mut g = left_by_black(
        Some(ClockSpec {
            initial_ms: 60_000,
            increment_ms: 0,
        }),
        3_000,
    );
    // 1+0: a quarter of the grace.
    assert!(g
        .try_act(Seat::White, claim(ClaimResult::Draw), 12_999)
        .is_err());
    g.act(Seat::White, claim(ClaimResult::Draw), 13_000);
    assert_eq!(
        g.live.outcome(),
        Some(Outcome::Draw {
            reason: Reason::Abandonment
        })
    );
}

#[test]
fn coming_back_ends_the_claim() {
    let mut g = left_by_black(None, 5_000);
    assert!(g.live.table.presence.connect(Color::Black));
    assert!(g.live.claim().is_none());
    let back = g
        .try_act(Seat::White, claim(ClaimResult::Win), 100_000)
        .unwrap_err();
    assert_eq!(conflict(back), "your opponent is connected");
    // A second socket of the same seat closing leaves the seat connected.
    g.live.table.presence.connect(Color::Black);
    assert!(!g
        .live
        .table
        .presence
        .disconnect(Color::Black, g.t0 + Duration::from_secs(200)));
    assert!(g.live.claim().is_none());
}

#[test]
fn nobody_claims_before_both_sides_moved_nor_in_a_waiting_game() {
    let mut g = game();
    g.play(Seat::White, "e2e4", 1000);
    let early = g
        .try_act(Seat::White, claim(ClaimResult::Win), 100_000)
        .unwrap_err();
    assert!(conflict(early).contains("abort"));
    assert!(g.live.claim().is_none());
    let waiting = Live::start(
        setup(Mode::Open, None, None),
        position(START),
        [Some(white()), None],
        g.t0,
    );
    let input = Input::Act {
        seat: Seat::White,
        act: claim(ClaimResult::Win),
        rematch_id: String::new(),
    };
    assert_eq!(
        apply(&waiting, input, g.at(100_000)).unwrap_err(),
        Error::Waiting
    );
}

#[test]
fn nobody_claims_against_the_computer_or_in_hot_seat() {
    let mut g = against_computer();
    g.line(&["e2e4", "e7e5"], 1000);
    let computer = g
        .try_act(Seat::White, claim(ClaimResult::Win), 100_000)
        .unwrap_err();
    assert!(conflict(computer).contains("computer"));
    assert!(g.live.claim().is_none());
    let mut h = hotseat();
    h.line(&["e2e4", "e7e5"], 1000);
    let hot = h
        .try_act(Seat::Both, claim(ClaimResult::Draw), 100_000)
        .unwrap_err();
    assert!(conflict(hot).contains("hot-seat"));
    assert!(h.live.claim().is_none());
}

// ----- waiting games expire

#[test]
fn a_waiting_game_expires_once_its_wait_is_over() {
    let g = game();
    let waiting = Live::start(
        setup(Mode::Open, None, None),
        position(START),
        [Some(white()), None],
        g.t0,
    );
    let wait = Duration::from_secs(1800);
    // created_at is 1 s after the epoch.
    let at = |wall_ms: i64| Now { at: g.t0, wall_ms };
    let early = apply(&waiting, Input::Expire { after: wait }, at(1_800_999)).unwrap_err();
    assert_eq!(conflict(early), "the game may still wait");
    let t = apply(&waiting, Input::Expire { after: wait }, at(1_801_000)).unwrap();
    assert!(has(&t.effects, |e| matches!(e, Effect::Unlist)));
    assert!(matches!(t.write, Some(Op::End { .. })));
    let Some(Op::End { end, .. }) = &t.write else {
        unreachable!("checked above")
    };
    assert_eq!(end.reason.as_deref(), Some("nobody-joined"), "stored why");
    let mut live = waiting.clone();
    t.commit(&mut live);
    assert_eq!(live.status(), Status::Aborted);
    assert_eq!(live.outcome(), None);
    assert_eq!(live.table.abort, Some(AbortReason::NobodyJoined));
    // A game being played never expires.
    let playing = apply(&g.live, Input::Expire { after: wait }, at(i64::MAX)).unwrap_err();
    assert!(conflict(playing).contains("waiting"));
}
