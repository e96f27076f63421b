//! The engine finds forced wins in 1-3 moves in every game: checkmates, a king capture in
//! Central Rotational Chess that only the rotation makes possible, Transformer's bare-king
//! and stalemate wins, King of the Hill's king on the centre, Three-check's last check and
//! mates by a piece dropped from the hand (crazyhouse, pocket knight, minishogi, where a mating
//! pawn drop loses instead).
//! The chess and Turkish positions were checked with Fairy-Stockfish; the short ones are also
//! checked here by brute force.

#![allow(clippy::unwrap_used)] // a failed unwrap is a failed test

use std::path::Path;

use turnpan_engine::{best_move, Limits, Score};
use turnpan_rules::{AnyGame, Catalog, Game, Outcome};

fn catalog() -> Catalog {
    let mut c = Catalog::builtin();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scripts/match");
    let errors = c.load_dir(&dir).expect("scripts/match is readable");
    assert!(errors.is_empty(), "{errors:?}");
    let examples = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../variants/examples");
    let errors = c
        .load_dir(&examples)
        .expect("variants/examples is readable");
    assert!(errors.is_empty(), "{errors:?}");
    c
}

/// Whether the side to move can force a win within `plies` plies (odd), by brute force.
fn forced_win(pos: &AnyGame, plies: u32) -> bool {
    let me = pos.turn();
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    moves.iter().any(|&mv| {
        let mut child = pos.clone();
        child.play_unchecked(mv);
        let mut replies = Vec::new();
        child.legal_moves(&mut replies);
        if replies.is_empty() {
            return matches!(child.outcome(1), Some(Outcome::Decisive { winner, .. }) if winner == me);
        }
        plies >= 3
            && replies.iter().all(|&r| {
                let mut grandchild = child.clone();
                grandchild.play_unchecked(r);
                forced_win(&grandchild, plies - 2)
            })
    })
}

fn check(variant: &str, fen: &str, moves: i32, brute_force: bool) {
    let pos = catalog()
        .from_fen(variant, fen)
        .unwrap_or_else(|e| panic!("{variant} {fen}: {e}"));
    let result = best_move(&pos, &[], Limits::depth(2 * moves as u32 + 2));
    assert_eq!(
        result.score,
        Score::Mate(moves),
        "{variant} {fen}: {result:?}"
    );
    let best = result.best.expect("a move");
    if brute_force {
        let mut child = pos.clone();
        child.play_unchecked(best);
        let plies = 2 * moves as u32 - 1;
        assert!(
            forced_win(&pos, plies),
            "{variant} {fen}: no forced win in {moves}"
        );
        if moves == 1 {
            let winner = child.outcome(1).and_then(Outcome::winner);
            assert_eq!(
                winner,
                Some(pos.turn()),
                "{variant} {fen}: {} does not win",
                pos.uci(best)
            );
        }
    }
}

#[test]
fn chess_mates() {
    check("chess", "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1", 1, true);
    check("chess", "k7/8/2K5/8/8/8/8/7R w - - 0 1", 2, true);
    check("chess", "7k/8/8/4K3/8/8/8/R7 w - - 0 1", 3, false);
    // Black to move mates too.
    check("chess", "r5k1/8/8/8/8/8/5PPP/6K1 b - - 0 1", 1, true);
}

#[test]
fn turkish_mates() {
    // The Chancellor mates along engine rank 9, behind Black's pawns on their start rank,
    // while the rook b10 holds rank 10.
    check("turkish", "1R6/7k/6pp/8/8/8/8/8/8/C6K w - - 0 1", 1, true);
    check("turkish", "k7/8/2K5/8/8/8/8/8/8/7C w - - 0 1", 2, true);
    check("turkish", "k7/8/8/3K4/8/8/8/8/8/7C w - - 0 1", 3, false);
    // The same in the benchmark's variant without Elephants (loaded from scripts/match).
    check(
        "turkish-noelephant",
        "1R6/7k/6pp/8/8/8/8/8/8/C6K w - - 0 1",
        1,
        true,
    );
}

#[test]
fn turkish_cannon_mate() {
    // The Shogi (cannon) goes to h1 and checks over Black's own h8 pawn as its screen (and
    // attacks h9 over it); the knights guard g10 and g9, and moving the screen to h7 or h6
    // leaves it a screen: mate.
    check("turkish", "7k/4N3/7p/5N2/8/8/8/8/K7/S7 w - - 0 1", 1, true);
}

#[test]
fn central_rotational_king_captures() {
    // The queen takes the king: capturing the king wins at once.
    check(
        "central-rotational",
        "4k3/8/8/8/8/8/8/4Q2K w - - 0 1",
        1,
        true,
    );
    // The white pawn on d5 shields the black king on d8 from the rook on d1; any quiet White
    // move lets the rotation carry the pawn to e5, and the king, walled in by its own rooks
    // and pawns, cannot leave the opened d-file: the rook takes it next move.
    check(
        "central-rotational",
        "2rkr3/2p1p3/8/3P4/8/8/8/3R3K w - - 0 1",
        2,
        true,
    );
}

#[test]
fn transformer_wins() {
    // Taking Black's last piece leaves a bare king: an immediate win.
    check("transformer", "4k4/9/9/9/4r4/9/9/4R4/K8 w - - 0 1", 1, true);
    // Stalemating wins: the black pawn on h9 has no move, the king none once boxed in.
    check("transformer", "k6p1/2K6/9/4N4/9/9/9/9/9 w - - 0 1", 1, true);
    // Stalemate (or mate) in two and three with a range-3 queen against a king whose last
    // pawn cannot move.
    check("transformer", "7p1/k8/2K6/9/9/3Q5/9/9/9 w - - 2 2", 2, true);
    check(
        "transformer",
        "k6p1/9/2K6/9/9/9/9/9/3Q5 w - - 0 1",
        3,
        false,
    );
}

#[test]
fn turnover_mates() {
    // A lone Castle may not be dismantled, so once the Rook attacks it along the back rank its
    // side has no legal move: checkmate (docs/rules/turnover.md section 6).
    check("turnover", "7c/8/8/3p4/8/8/8/R6C w - - 0 1", 1, true);
    check("turnover", "r6c/8/8/8/3P4/8/8/7C b - - 0 1", 1, true);
    // The Rook is shut in by its own Pawn on b2: it needs a move along the first rank first.
    check("turnover", "7c/8/8/3p4/8/8/1P6/1R5C w - - 0 1", 2, true);
}

#[test]
fn king_of_the_hill_wins() {
    // The king steps onto the centre: the game is won at once (d4 and e4 are both free).
    check("kingofthehill", "4k3/8/8/8/8/4K3/8/8 w - - 0 1", 1, true);
    // Two steps away, and Black's king too far to matter.
    check("kingofthehill", "7k/8/8/8/8/8/2K5/8 w - - 0 1", 2, true);
    // Black to move steps from c6 onto d5.
    check("kingofthehill", "8/8/2k5/8/8/8/8/K7 b - - 0 1", 1, true);
    // The rooks on d8 and e8 hold the d and e files (and check the king): it cannot step onto
    // the hill, and the engine sees no win (a plain score, no forced win).
    let pos = catalog()
        .from_fen("kingofthehill", "3rr2k/8/8/8/8/4K3/8/8 w - - 0 1")
        .unwrap();
    let result = best_move(&pos, &[], Limits::depth(4));
    assert!(matches!(result.score, Score::Cp(_)), "{result:?}");
}

#[test]
fn three_check_wins() {
    // White has given two checks: any check now wins (Ra8+ is no mate: the king has d7, e7).
    check("three-check", "4k3/8/8/8/8/8/8/R3K3 w - - 1+3 0 1", 1, true);
    // Black, with one check to give too, and the engine's win is the check, not a capture.
    check(
        "three-check",
        "r3k3/8/8/8/8/8/8/4K2Q b - - 3+1 0 1",
        1,
        true,
    );
}

#[test]
fn drop_mates() {
    // A rook from the hand on the back rank; no piece on the board could mate.
    check("crazyhouse", "6k1/5ppp/8/8/8/8/8/4K3[R] w - - 0 1", 1, true);
    // A knight dropped on f7 smothers the king; Black's queen in hand cannot help.
    check("crazyhouse", "6rk/6pp/8/8/8/8/8/4K3[Nq] w - - 0 1", 1, true);
    // Pocket knight: the knight in hand mates at once.
    check(
        "pocket-knight",
        "6rk/6pp/8/8/8/8/8/4K3[N] w - - 0 1",
        1,
        true,
    );
}

#[test]
fn shogi_mates() {
    // A gold dropped on e4, guarded by the gold on d3; the silver holds d5.
    check("minishogi", "4k/2S2/3G1/5/K4[G] w - - 0 1", 1, true);
    // With only a pawn in hand the same drop would lose (a mating pawn drop); the win is any
    // quiet move that leaves Black without a move (in shogi a side without a move has lost).
    let pos = catalog()
        .from_fen("minishogi", "4k/2S2/3G1/5/K4[P] w - - 0 1")
        .unwrap();
    let result = best_move(&pos, &[], Limits::depth(3));
    assert_eq!(result.score, Score::Mate(1), "{result:?}");
    let best = result.best.expect("a move");
    assert_ne!(pos.uci(best), "P@e4");
    let mut after = pos.clone();
    after.play(best).unwrap();
    assert!(
        matches!(after.outcome(1), Some(Outcome::Decisive { winner, .. }) if winner == pos.turn())
    );
}

#[test]
fn mates_by_a_piece_dropped_turned_over() {
    // Kyoto shogi: the lance in hand goes down as a gold on a4 or b4 (guarded by the king);
    // as a lance it would only check (the pawn on e5 keeps Black from running out of
    // moves otherwise). Micro shogi: the bishop in hand as a gold, the same.
    for (variant, fen) in [
        ("kyotoshogi", "k3p/5/1K3/5/5[L] w - - 0 1"),
        ("microshogi", "k2p/4/1K2/4/4[B] w - - 0 1"),
    ] {
        check(variant, fen, 1, true);
        let pos = catalog().from_fen(variant, fen).unwrap();
        let best = best_move(&pos, &[], Limits::depth(4)).best.expect("a move");
        assert!(
            pos.uci(best).starts_with('+'),
            "{variant}: {}",
            pos.uci(best)
        );
    }
    // Micro shogi: the rook on a1 takes the pawn on a4 and must turn into a gold there,
    // which mates (the king on b3 guards it); a quiet rook move mates nothing.
    check("microshogi", "k3/p3/1K2/4/R3[] w - - 0 1", 1, true);
}

#[test]
fn placement_mates_with_its_setup_drop() {
    // A side with a piece in hand must drop it on its first rank: the queen on b1, guarded
    // by the king, mates the king in the corner. From the start the engine sets up.
    check("placement", "8/8/8/8/8/8/2K5/k7[Q] w - - 0 1", 1, true);
    let start = catalog().start("placement").unwrap();
    let best = best_move(&start, &[], Limits::depth(3))
        .best
        .expect("a move");
    assert!(start.uci(best).contains('@'), "{}", start.uci(best));
}

#[test]
fn sittuyin_mates_and_sets_up() {
    // The rook's mate, with the ASEAN count and the promotion rules in the way of nothing.
    check("sittuyin", "k7/8/1K6/8/8/8/8/7R[] w - - 0 1", 1, true);
    let start = catalog().start("sittuyin").unwrap();
    let best = best_move(&start, &[], Limits::depth(3))
        .best
        .expect("a move");
    assert!(start.uci(best).contains('@'), "{}", start.uci(best));
}

#[test]
fn s_chess_mates_with_the_piece_a_knight_lets_in() {
    // The knight alone cannot mate; any knight move that brings the elephant in behind it
    // mates on the open g-file (docs/variants.md "Gating"). S-house may drop it as well.
    let fen = "5rkr/5p1p/8/8/8/8/8/4K1N1[E] w G - 0 1";
    check("seirawan", fen, 1, true);
    check("shouse", fen, 1, true);
    let pos = catalog().from_fen("seirawan", fen).unwrap();
    let best = best_move(&pos, &[], Limits::depth(3)).best.expect("a move");
    let uci = pos.uci(best);
    assert!(uci.starts_with("g1") && uci.ends_with('e'), "{uci}");
}

#[test]
fn xiangqi_mates() {
    // Two cannons on a file: the one from d2 checks over the one on e3; the general's only
    // step stays on the line, and an advisor on e9 would be the front cannon's screen.
    check(
        "xiangqi",
        "3aka3/9/9/9/9/9/9/4C4/3C5/3K5 w - - 0 1",
        1,
        true,
    );
    // The chariot to the ninth rank leaves Black's general no move (e10 faces White's
    // general): a side without a move has lost.
    check("xiangqi", "3k5/9/9/9/9/9/9/9/9/4K3R w - - 0 1", 1, true);
    // Manchu's banner leaps as a horse and captures as a cannon.
    check("manchu", "3k5/9/9/9/9/9/9/9/9/M3K4 w - - 0 1", 1, true);
}

#[test]
fn janggi_mates_and_wins_on_points() {
    // The second chariot to the back rank: the general's steps and its palace diagonal are
    // all covered, and a side in check may not pass.
    check("janggi", "4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1", 1, true);
    // Black has just passed: White, a chariot up, ends the game by passing and wins on
    // points (two passes in a row).
    let mut pos = catalog()
        .from_fen("janggi", "4k4/9/9/9/9/9/9/9/9/R2K5 b - - 0 1")
        .unwrap();
    pos.play(pos.parse_move("e10e10").unwrap()).unwrap();
    let r = best_move(&pos, &[], Limits::depth(3));
    assert_eq!(pos.uci(r.best.unwrap()), "d1d1");
    assert_eq!(r.score, Score::Mate(1));
    // Level material: Black's 1.5 would win the game a pass ends, so White plays on.
    let mut level = catalog()
        .from_fen("janggi", "4k4/9/9/9/9/9/9/9/9/3K5 b - - 0 1")
        .unwrap();
    level.play(level.parse_move("e10e10").unwrap()).unwrap();
    let r = best_move(&level, &[], Limits::depth(3));
    assert_ne!(level.uci(r.best.unwrap()), "d1d1");
}

#[test]
fn tori_shogi_mates_with_a_drop() {
    // A crane dropped on d6, guarded by the falcon; the cranes on b6 and f6 hold c7 and e7.
    check("torishogi", "3k3/1C3C1/3F3/7/7/7/3K3[C] w - - 0 1", 1, true);
}

#[test]
fn antichess_wins_by_giving_its_last_piece_away() {
    // White's king steps next to Black's: Black must take it, and White, left without a
    // piece, has won. A step away from the king lets the game go on.
    let pos = catalog()
        .from_fen("antichess", "8/8/8/8/8/3k4/8/5K2 w - - 0 1")
        .unwrap();
    let result = best_move(&pos, &[], Limits::depth(4));
    assert_eq!(result.score, Score::Mate(1), "{result:?}");
    let best = pos.uci(result.best.expect("a move"));
    assert!(["f1e2"].contains(&best.as_str()), "{best}");
    // Black's duty to capture is part of the search: after White's step the capture is
    // Black's only move.
    let pos = catalog()
        .from_fen("antichess", "8/8/8/8/8/3k4/8/4K3 w - - 0 1")
        .unwrap();
    let result = best_move(&pos, &[], Limits::depth(4));
    assert_eq!(result.score, Score::Mate(1), "{result:?}");
    let mut after = pos.clone();
    after.play(result.best.unwrap()).unwrap();
    let mut replies = Vec::new();
    after.legal_moves(&mut replies);
    assert_eq!(replies.len(), 1, "Black's only move is the capture");
}

#[test]
fn atomic_wins_by_explosion() {
    // The rook takes the pawn next to Black's king, which the explosion takes with it.
    check("atomic", "8/8/8/8/8/2k5/1p6/1R2K3 w - - 0 1", 1, true);
    // In check from the rook on e2 (which the king may not take: it would blow up), White
    // answers by blowing up Black's king with the queen beside it.
    check("atomic", "4k3/R3q3/8/8/8/8/4r3/4K3 w - - 0 1", 1, true);
}

#[test]
fn horde_wins_by_mate_and_by_taking_every_white_piece() {
    // White has no king: a pawn promotes with mate.
    check("horde", "k7/2P5/1P6/8/8/8/8/8 w - - 0 1", 1, true);
    // Black takes White's last piece.
    check("horde", "4k3/8/8/8/8/8/1q6/P7 b - - 0 1", 1, true);
}

#[test]
fn coregal_mates_a_queen() {
    // Re1 attacks White's queen, which can neither take the guarded rook nor leave the rank.
    check("coregal", "4r1k1/8/8/8/8/7K/PP2r3/Q7 b - - 0 1", 1, true);
}

#[test]
fn grand_mates_by_a_promotion_to_a_lost_piece() {
    // White has lost all but its king and a pawn, which may become any piece on a10: mate.
    check(
        "grand",
        "7k2/P9/7K2/10/10/10/10/10/10/10 w - - 0 1",
        1,
        true,
    );
}

#[test]
fn omicron_mates_a_king_beside_the_holes() {
    // The black king on b9 has holes on three sides; the wizard guards the corner a10.
    check(
        "omicron",
        "1**********1/*k1W7*/*2K7*/*6Q3*/*10*/*10*/*10*/*10*/*10*/1**********1 w - - 0 1",
        1,
        true,
    );
}

#[test]
fn spartan_mates_either_side_and_takes_a_king_of_two() {
    // Black's general mates White's king on the back rank.
    check("spartan", "3g2k1/8/8/8/8/8/5PPP/6K1 b - - 0 1", 1, true);
    // Black's two kings: White takes one with a rook, then mates the other.
    check("spartan", "k6k/8/8/8/8/8/8/R3K1R1 w - - 0 1", 3, true);
}

#[test]
fn sho_shogi_mates_the_last_king() {
    // The gold steps beside the cornered king, guarded by the lance from b1.
    check("shoshogi", "k8/9/1G7/9/9/9/9/9/1L2K4 w - - 0 1", 1, true);
}

#[test]
fn dobutsu_wins_by_the_lion() {
    // White's lion may take Black's, or step safely onto the far rank: either wins.
    check("dobutsu", "3/1L1/l2/3[] w - - 0 1", 1, true);
}

#[test]
fn makruk_s_count_leaves_no_time_for_a_mate_in_two() {
    // Without a count the rook mates in two (Kb6, then Rh8).
    check("makruk", "k7/8/2K5/8/8/8/8/7R w - - 0 40", 2, true);
    // With 32 plies of 32 counted, any move that does not mate ends the count: a draw.
    let pos = catalog()
        .from_fen("makruk", "k7/8/2K5/8/8/8/8/7R w - 32 32 40")
        .unwrap();
    let result = best_move(&pos, &[], Limits::depth(6));
    assert_eq!(result.score, Score::Cp(0), "{result:?}");
    // One ply sooner there is time for the mate.
    check("makruk", "k7/8/2K5/8/8/8/8/7R w - 32 30 40", 2, true);
}

#[test]
fn kar_ouk_wins_by_the_first_check_and_makpong_by_a_check_the_king_cannot_take() {
    check(
        "karouk",
        "rnsmksnr/8/pppppppp/8/4N3/PPPPPPPP/8/R1SKMSNR w DEde - 1+1 0 1",
        1,
        true,
    );
    // Makpong: the checked king may not step away, so a rook's check from afar that nothing
    // can block mates a lone king (in Makruk it would step aside).
    check("makpong", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", 1, true);
}

#[test]
fn atomar_wins_by_taking_the_king_with_another_piece() {
    // The rook takes the king, and is blown up itself; the king, immune to blasts elsewhere,
    // is gone because it was taken.
    check("atomar", "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", 1, true);
}

#[test]
fn xiangqi_s_checked_general_wins_by_completing_the_perpetual() {
    // White's rook has checked with every move since the start, which has come back twice
    // with White to move: Black's d10e10 brings it a third time, and in xiangqi the side
    // that checked throughout loses (Fairy-Stockfish ends this game at ply 8 the same way).
    // The search must see that win, where a plain repetition would score a draw.
    let mut pos = catalog()
        .from_fen("xiangqi", "4k4/9/9/9/9/9/9/9/3R5/5K3 w - - 0 1")
        .unwrap();
    let mut history = Vec::new();
    for text in ["d2e2", "e10d10", "e2d2", "d10e10", "d2e2", "e10d10", "e2d2"] {
        history.push(pos.repetition_key());
        let mv = pos.parse_move(text).unwrap();
        pos.play(mv).unwrap();
    }
    let r = best_move(&pos, &history, Limits::depth(3));
    assert_eq!(pos.uci(r.best.unwrap()), "d10e10");
    assert_eq!(r.score, Score::Mate(1));
    // One ply earlier White, with quiet rook moves at hand, does not give the check that
    // would let Black finish the cycle.
    let mut before = catalog()
        .from_fen("xiangqi", "4k4/9/9/9/9/9/9/9/3R5/5K3 w - - 0 1")
        .unwrap();
    let mut history = Vec::new();
    for text in ["d2e2", "e10d10", "e2d2", "d10e10", "d2e2", "e10d10"] {
        history.push(before.repetition_key());
        let mv = before.parse_move(text).unwrap();
        before.play(mv).unwrap();
    }
    let r = best_move(&before, &history, Limits::depth(4));
    assert_ne!(before.uci(r.best.unwrap()), "e2d2");
    assert!(!matches!(r.score, Score::Mate(n) if n < 0), "{:?}", r.score);
}
