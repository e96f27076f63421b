//! Differential test of the fast legality code (king guard masks, sniper checks, danger squares,
//! bulk counting) against a brute-force reference, over seeded pseudo-random games of every
//! built-in game defined as data and of test-only variants aimed at the special cases (cannons,
//! range limits, grasshoppers, parallel check directions, lame and initial leapers, board
//! rotations, small and large boards).
//!
//! The reference: a pseudo-legal move is legal when, played on a copy, it does not leave the
//! mover in check (`in_check`); every pseudo-legal move is legal in royal-capture games; a game
//! over by material (a captured royal, a bare king where that loses) has no moves, computed here
//! from the public pieces and rules (mirroring `over_by_material`). On the playout positions the
//! reference is checked itself against a second, independent one: the mover's king is attacked
//! exactly when the opponent has a pseudo-legal move onto its square. Castling's own conditions
//! (empty squares, king path not attacked) are part of pseudo-legal move generation and are
//! taken from it, not checked independently.
//!
//! The minimal positions at the end are the bugs this test found in the attack detection and
//! the king guard (grasshopper hurdles, initial-only attacks), kept as regression tests.
//! `TURNPAN_DIFFERENTIAL_SCALE=n` runs n times more games and positions.

#![allow(clippy::unwrap_used)] // Test helpers: a failed unwrap is a failed test.

use std::collections::HashMap;
use std::time::Instant;

use turnpan_rules::{
    AnyGame, Bitboard, Color, Game, GameRules, Move, MoveKind, PieceKind, Position, Square,
    Variant, WinCondition,
};

/// At most this many failure reports are kept per game (the count covers all of them).
const REPORTS_KEPT: usize = 12;

/// A tiny xorshift generator: fixed seeds, reproducible games, no dependency.
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn one_in(&mut self, n: u64) -> bool {
        self.next() % n == 0
    }
}

/// How many games, how long, how many depth-2 children are checked, and the least coverage a
/// run must reach.
#[derive(Clone, Copy)]
struct Plan {
    games: usize,
    plies: usize,
    /// One child in this many (of every legal move of every playout position) is checked too.
    child_sample: u64,
    /// Random sparse positions (kings and a few pieces, half of them on lines through a king)
    /// tried after the playouts, each checked with every child.
    random_positions: usize,
    min_positions: usize,
    min_in_check: usize,
    /// Positions not in check where some pseudo-legal move is illegal (a pin, a cannon screen, a
    /// king step into an attack): where the guard masks decide something.
    min_restricted: usize,
    /// Positions with a legal en-passant capture, a legal promotion, a legal castling move.
    min_en_passant: usize,
    min_promotion: usize,
    min_castling: usize,
}

/// What disagreed.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Failure {
    /// `legal_moves` against the reference.
    LegalMoves,
    /// `count_legal_moves` against the reference (and `legal_moves().len()`).
    Count,
    /// `noisy_moves` against the reference's captures and promotions (every move in check).
    Noisy,
    /// `attackers_of` the king against `in_check`.
    Attackers,
    /// `Game::is_check` against `in_check(turn)`.
    IsCheck,
    /// `in_check` against the capture test (the reference itself is wrong there).
    Attacks,
}

#[derive(Default)]
struct Tally {
    positions: usize,
    in_check: usize,
    restricted: usize,
    no_moves: usize,
    moves: usize,
    en_passant: usize,
    promotion: usize,
    castling: usize,
    failures: HashMap<Failure, usize>,
    reports: Vec<String>,
}

impl Tally {
    fn fail(&mut self, kind: Failure, report: String) {
        let seen = self.failures.entry(kind).or_default();
        *seen += 1;
        // The first few of each kind.
        if *seen <= REPORTS_KEPT {
            self.reports.push(format!("[{kind:?}] {report}"));
        }
    }
    fn failure_count(&self) -> usize {
        self.failures.values().sum()
    }
}

/// Whether the game is over by material alone, from the public pieces and rules: a missing
/// royal piece in a royal-capture game, or a bare king where that loses (the fast code's
/// `over_by_material`, which makes `legal_moves` empty).
fn over_by_material<B: Bitboard>(pos: &Position<B>) -> bool {
    let v = pos.rules().variant();
    let Some(royal) = v.royal_kind().map(PieceKind::index) else {
        return false;
    };
    Color::ALL.into_iter().any(|color| {
        let kings = pos.pieces(color, royal);
        (v.rules().win == WinCondition::RoyalCapture && kings.is_empty())
            || (v.rules().bare_king_loses && pos.side(color) == kings)
    })
}

/// The independent test: whether the side to move has a pseudo-legal move onto the square of
/// `victim`'s royal piece. `Err` when `victim` has not exactly one royal piece.
fn royal_capturable<B: Bitboard>(
    pos: &Position<B>,
    victim: Color,
    buf: &mut Vec<Move>,
) -> Result<bool, String> {
    let royal = pos
        .rules()
        .variant()
        .royal_kind()
        .map(PieceKind::index)
        .ok_or("no royal kind")?;
    let kings = pos.pieces(victim, royal);
    if kings.count() != 1 {
        return Err(format!("{} royal pieces of {victim:?}", kings.count()));
    }
    let king = kings.lowest();
    pos.pseudo_legal_moves(buf);
    Ok(buf
        .iter()
        .any(|m| m.to().get() == king && m.kind() == MoveKind::Normal))
}

fn can(yes: bool) -> &'static str {
    if yes {
        "can"
    } else {
        "cannot"
    }
}

fn sorted_uci<B: Bitboard>(pos: &Position<B>, moves: &[Move]) -> Vec<String> {
    let mut out: Vec<String> = moves.iter().map(|&m| pos.uci(m)).collect();
    out.sort();
    out
}

/// Compares the fast code with the reference on one position; `oracle` also checks the
/// reference's `in_check` against the capture test, for the position and after every move.
/// Returns the legal moves (by the reference).
fn check_position<B: Bitboard>(pos: &Position<B>, oracle: bool, tally: &mut Tally) -> Vec<Move> {
    let v = pos.rules().variant();
    let id = v.id();
    let fen = pos.fen();
    let us = pos.turn();
    let checkmate_game = v.rules().win == WinCondition::Checkmate;
    let over = over_by_material(pos);
    let mut buf = Vec::new();
    let mut pseudo = Vec::new();
    pos.pseudo_legal_moves(&mut pseudo);

    let in_check = pos.in_check(us);
    if Game::is_check(pos) != in_check {
        tally.fail(
            Failure::IsCheck,
            format!(
                "{id}: is_check() = {} but in_check(turn) = {in_check}\n  fen: {fen}",
                Game::is_check(pos)
            ),
        );
    }
    // In rotation games a null move would rotate the board: no oracle for the position itself.
    if oracle && checkmate_game && v.rotations().is_empty() && !over {
        let mut passed = pos.clone();
        passed.play_null_move();
        match royal_capturable(&passed, us, &mut buf) {
            Ok(capturable) if capturable != in_check => tally.fail(
                Failure::Attacks,
                format!(
                    "{id}: in_check = {in_check}, but the opponent {} capture the king by a \
                     pseudo-legal move (if it were to move)\n  fen: {fen}",
                    can(capturable)
                ),
            ),
            Ok(_) => {}
            Err(e) => tally.fail(Failure::Attacks, format!("{id}: {e}\n  fen: {fen}")),
        }
    }

    let reference: Vec<Move> = if over {
        Vec::new()
    } else if !checkmate_game {
        pseudo.clone()
    } else {
        let mut legal = Vec::new();
        for &mv in &pseudo {
            let mut after = pos.clone();
            after.play_unchecked(mv);
            let exposed = after.in_check(us);
            if oracle {
                match royal_capturable(&after, us, &mut buf) {
                    Ok(capturable) if capturable != exposed => tally.fail(
                        Failure::Attacks,
                        format!(
                            "{id}: after {}, in_check(mover) = {exposed} but the opponent {} \
                             capture the king by a pseudo-legal move\n  fen: {fen}\n  after: {}",
                            pos.uci(mv),
                            can(capturable),
                            after.fen()
                        ),
                    ),
                    Ok(_) => {}
                    Err(e) => tally.fail(
                        Failure::Attacks,
                        format!("{id}: after {}: {e}\n  fen: {fen}", pos.uci(mv)),
                    ),
                }
            }
            if !exposed {
                legal.push(mv);
            }
        }
        legal
    };

    let mut fast = Vec::new();
    Game::legal_moves(pos, &mut fast);
    let mut fast_seen: HashMap<Move, usize> = HashMap::new();
    for &m in &fast {
        *fast_seen.entry(m).or_default() += 1;
    }
    let extra: Vec<Move> = fast
        .iter()
        .copied()
        .filter(|m| !reference.contains(m))
        .collect();
    let missing: Vec<Move> = reference
        .iter()
        .copied()
        .filter(|m| !fast_seen.contains_key(m))
        .collect();
    let doubled: Vec<Move> = fast_seen
        .iter()
        .filter(|(_, &n)| n > 1)
        .map(|(&m, _)| m)
        .collect();
    if !extra.is_empty() || !missing.is_empty() || !doubled.is_empty() {
        tally.fail(
            Failure::LegalMoves,
            format!(
                "{id}: legal_moves differs from the reference (in check: {in_check})\n  fen: \
                 {fen}\n  extra (illegal, listed): {:?}\n  missing (legal, not listed): {:?}\n  \
                 listed twice: {:?}",
                sorted_uci(pos, &extra),
                sorted_uci(pos, &missing),
                sorted_uci(pos, &doubled),
            ),
        );
    }
    let counted = Game::count_legal_moves(pos);
    let inherent = Position::count_legal_moves(pos);
    if counted != reference.len() || inherent != counted || fast.len() != reference.len() {
        tally.fail(
            Failure::Count,
            format!(
                "{id}: count_legal_moves() = {counted} (inherent {inherent}), \
                 legal_moves().len() = {}, reference = {} (in check: {in_check})\n  fen: {fen}",
                fast.len(),
                reference.len(),
            ),
        );
    }

    let wanted: Vec<Move> = reference
        .iter()
        .copied()
        .filter(|&m| in_check || pos.is_capture_move(m) || m.promotion().is_some())
        .collect();
    let mut noisy = Vec::new();
    Game::noisy_moves(pos, &mut noisy);
    let mut sorted_noisy = sorted_uci(pos, &noisy);
    sorted_noisy.dedup();
    if sorted_noisy.len() != noisy.len() || sorted_noisy != sorted_uci(pos, &wanted) {
        tally.fail(
            Failure::Noisy,
            format!(
                "{id}: noisy_moves differs from the legal captures and promotions (in check: \
                 {in_check})\n  fen: {fen}\n  listed: {:?}\n  wanted: {:?}",
                sorted_uci(pos, &noisy),
                sorted_uci(pos, &wanted),
            ),
        );
    }
    if checkmate_game && !over {
        if let Some(king) = pos.royal_square(us) {
            let all = pos.occupied().to_u128();
            let attacked =
                Game::attackers_of(pos, Square::new(king), !us, all).is_some_and(|a| a != 0);
            if attacked != in_check {
                tally.fail(
                    Failure::Attackers,
                    format!(
                        "{id}: attackers_of the king non-empty = {attacked}, in check = \
                         {in_check}\n  fen: {fen}"
                    ),
                );
            }
        }
    }

    tally.positions += 1;
    tally.moves += reference.len();
    if in_check {
        tally.in_check += 1;
    } else if reference.len() < pseudo.len() && !over {
        tally.restricted += 1;
    }
    if reference.is_empty() {
        tally.no_moves += 1;
    }
    tally.en_passant += usize::from(reference.iter().any(|m| m.kind() == MoveKind::EnPassant));
    tally.promotion += usize::from(reference.iter().any(|m| m.promotion().is_some()));
    tally.castling += usize::from(
        reference
            .iter()
            .any(|m| matches!(m.kind(), MoveKind::Castle(_))),
    );
    reference
}

/// Seeded playouts: every position is checked with the oracle, and a sample of the positions
/// one move further (perft-style) without it. Moves are biased towards checks and captures.
fn run<B: Bitboard>(start: &Position<B>, seed: u64, plan: Plan, tally: &mut Tally) {
    let mut rng = Rng::new(seed);
    for _ in 0..plan.games {
        let mut pos = start.clone();
        for _ in 0..plan.plies {
            let legal = check_position(&pos, true, tally);
            if legal.is_empty() {
                break;
            }
            let mut forcing = Vec::new();
            for &mv in &legal {
                let mut child = pos.clone();
                child.play_unchecked(mv);
                if child.is_check() || Game::is_capture(&pos, mv) {
                    forcing.push(mv);
                }
                if rng.one_in(plan.child_sample) {
                    check_position(&child, false, tally);
                }
            }
            let mv = if !forcing.is_empty() && rng.below(3) != 0 {
                forcing[rng.below(forcing.len())]
            } else {
                legal[rng.below(legal.len())]
            };
            pos.play_unchecked(mv);
        }
    }
}

/// A random sparse position: both kings and up to eight other pieces, half of them on a line
/// through a king (pins, screens and checks), either side to move. Often not a valid position
/// (a pawn on its last rank, the side not to move in check): the caller skips those.
fn random_fen(v: &Variant, rng: &mut Rng) -> String {
    const LINES: [(i32, i32); 8] = [
        (1, 0),
        (0, 1),
        (-1, 0),
        (0, -1),
        (1, 1),
        (1, -1),
        (-1, 1),
        (-1, -1),
    ];
    let g = v.geometry();
    let n = g.squares();
    let royal = v.royal_kind().unwrap().index();
    let mut board: Vec<Option<char>> = vec![None; n];
    let white_king = rng.below(n);
    let black_king = (white_king + 1 + rng.below(n - 1)) % n;
    board[white_king] = Some(v.pieces()[royal].letter);
    board[black_king] = Some(v.pieces()[royal].letter.to_ascii_lowercase());
    for _ in 0..2 + rng.below(7) {
        let kind = (royal + 1 + rng.below(v.pieces().len() - 1)) % v.pieces().len();
        let letter = v.pieces()[kind].letter;
        let letter = if rng.one_in(2) {
            letter
        } else {
            letter.to_ascii_lowercase()
        };
        let sq = if rng.one_in(2) {
            let king = if rng.one_in(2) {
                white_king
            } else {
                black_king
            };
            let (df, dr) = LINES[rng.below(LINES.len())];
            let distance = 1 + rng.below(usize::from(g.files().max(g.ranks()))) as i32;
            g.offset(Square::new(king as u8), df * distance, dr * distance)
                .map(Square::index)
        } else {
            Some(rng.below(n))
        };
        if let Some(sq) = sq.filter(|&sq| board[sq].is_none()) {
            board[sq] = Some(letter);
        }
    }
    let mut placement = String::new();
    for rank in (0..g.ranks()).rev() {
        let mut empty = 0;
        for file in 0..g.files() {
            match board[usize::from(g.square(file, rank))] {
                None => empty += 1,
                Some(c) => {
                    if empty > 0 {
                        placement.push_str(&empty.to_string());
                        empty = 0;
                    }
                    placement.push(c);
                }
            }
        }
        if empty > 0 {
            placement.push_str(&empty.to_string());
        }
        if rank > 0 {
            placement.push('/');
        }
    }
    let turn = if rng.one_in(2) { 'w' } else { 'b' };
    format!("{placement} {turn} - - 0 1")
}

/// Checks a position and every position one move further.
fn check_with_children<B: Bitboard>(pos: &Position<B>, oracle: bool, tally: &mut Tally) {
    for mv in check_position(pos, oracle, tally) {
        let mut child = pos.clone();
        child.play_unchecked(mv);
        check_position(&child, false, tally);
    }
}

/// Random sparse positions of a game, each checked with its children. Returns how many were
/// valid positions.
fn run_random_positions(rules: &GameRules, seed: u64, plan: Plan, tally: &mut Tally) -> usize {
    let mut rng = Rng::new(seed ^ 0x5eed);
    let variant = rules.variant().unwrap();
    let mut valid = 0;
    for _ in 0..plan.random_positions {
        let fen = random_fen(variant, &mut rng);
        match rules.from_fen(&fen) {
            Ok(AnyGame::Small(p)) => check_with_children(&p, true, tally),
            Ok(AnyGame::Large(p)) => check_with_children(&p, true, tally),
            _ => continue,
        }
        valid += 1;
    }
    valid
}

/// `TURNPAN_DIFFERENTIAL_SCALE=n` multiplies the games and random positions of every plan (a
/// longer hunt, e.g. with `--release`); the minimums stay.
fn scaled(plan: Plan) -> Plan {
    let scale: usize = std::env::var("TURNPAN_DIFFERENTIAL_SCALE")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1)
        .max(1);
    Plan {
        games: plan.games * scale,
        random_positions: plan.random_positions * scale,
        ..plan
    }
}

fn check_game(rules: &GameRules, seed: u64, plan: Plan) {
    let plan = scaled(plan);
    let started = Instant::now();
    let mut tally = Tally::default();
    match rules.start() {
        AnyGame::Small(p) => run(&p, seed, plan, &mut tally),
        AnyGame::Large(p) => run(&p, seed, plan, &mut tally),
        AnyGame::Turnover(_) => panic!("Turnover is not a game defined as data"),
    }
    let played = tally.positions;
    let random = run_random_positions(rules, seed, plan, &mut tally);
    let id = rules.id();
    eprintln!(
        "{id}: {} positions ({played} from playouts, the rest from {random} random positions), \
         {} in check, {} with an illegal pseudo-legal move, {} without \
         moves, {} with en passant, {} with promotions, {} with castling; {} legal moves; \
         failures {:?}; {:.2?}",
        tally.positions,
        tally.in_check,
        tally.restricted,
        tally.no_moves,
        tally.en_passant,
        tally.promotion,
        tally.castling,
        tally.moves,
        tally.failures,
        started.elapsed()
    );
    assert!(
        tally.failure_count() == 0,
        "{id}: disagreements {:?}, the first ones:\n{}",
        tally.failures,
        tally.reports.join("\n")
    );
    assert!(
        random * 3 >= plan.random_positions,
        "{id}: only {random} of {} random positions were valid",
        plan.random_positions
    );
    for (what, seen, least) in [
        ("positions", tally.positions, plan.min_positions),
        ("positions in check", tally.in_check, plan.min_in_check),
        (
            "positions with an illegal pseudo-legal move while not in check",
            tally.restricted,
            plan.min_restricted,
        ),
        (
            "positions with en passant",
            tally.en_passant,
            plan.min_en_passant,
        ),
        (
            "positions with promotions",
            tally.promotion,
            plan.min_promotion,
        ),
        ("positions with castling", tally.castling, plan.min_castling),
    ] {
        assert!(seen >= least, "{id}: only {seen} {what} (expected {least})");
    }
}

/// The default plan: 30 games of up to 120 plies, every position checked with the oracle and
/// every position one move further without it; then 3000 random sparse positions tried, each
/// valid one checked with the oracle and its children without.
const PLAN: Plan = Plan {
    games: 30,
    plies: 120,
    child_sample: 1,
    random_positions: 3000,
    min_positions: 10_000,
    min_in_check: 500,
    min_restricted: 2000,
    min_en_passant: 0,
    min_promotion: 0,
    min_castling: 0,
};

fn builtin(id: &str) -> GameRules {
    GameRules::compile(Variant::builtin(id).unwrap())
}

fn custom(toml: &str) -> GameRules {
    GameRules::compile(Variant::from_toml("test.toml", toml).unwrap_or_else(|e| panic!("{e}")))
}

/// The position of a game from FEN, on its bitboard width.
fn position_u64(rules: &GameRules, fen: &str) -> Position<u64> {
    match rules.from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}")) {
        AnyGame::Small(p) => p,
        _ => panic!("{fen}: not a game on u64"),
    }
}

const PAWN: &str = r#"
[[piece]]
letter = "P"
name = "Pawn"
betza = "fmWfcFifmnD"
pawn = true
"#;

const KING: &str = r#"
[[piece]]
letter = "K"
name = "King"
betza = "K"
royal = true
"#;

/// A variant file from its header, its pieces other than king and pawn (`letter betza` pairs)
/// and trailing sections; en passant is on.
fn variant_toml(header: &str, pieces: &[(&str, &str)], tail: &str) -> String {
    let mut text = format!("name = \"Test\"\nen_passant = true\n{header}\n{KING}");
    for (letter, betza) in pieces {
        text.push_str(&format!(
            "\n[[piece]]\nletter = \"{letter}\"\nname = \"{letter}\"\nbetza = \"{betza}\"\n"
        ));
    }
    text.push_str(PAWN);
    text.push_str(tail);
    text
}

/// Castling with the king on file `king` and rooks on files `a` and `last`: short castling puts
/// the king next to the corner and the rook on its inner side, long castling the king on c and
/// the rook on d (as in chess, whatever the board's width).
fn castling(king: char, last: char) -> String {
    let short_to = (last as u8 - 1) as char;
    let rook_to = (last as u8 - 2) as char;
    format!(
        "\n[castling]\nking_file = \"{king}\"\nrook = \"R\"\nshort = {{ rook_file = \"{last}\", \
         king_to = \"{short_to}\", rook_to = \"{rook_to}\" }}\nlong = {{ rook_file = \"a\", \
         king_to = \"c\", rook_to = \"d\" }}\n"
    )
}

fn promotion(pieces: &[&str]) -> String {
    let list: Vec<String> = pieces.iter().map(|p| format!("\"{p}\"")).collect();
    format!("\n[promotion]\nzone = 1\npieces = [{}]\n", list.join(", "))
}

#[test]
fn chess() {
    let plan = Plan {
        min_en_passant: 10,
        min_promotion: 10,
        min_castling: 50,
        ..PLAN
    };
    check_game(&builtin("chess"), 1, plan);
}

#[test]
fn central_rotational() {
    // Royal capture: every pseudo-legal move is legal, nothing is ever in check; the game ends
    // when a king falls.
    let plan = Plan {
        min_in_check: 0,
        min_restricted: 0,
        min_castling: 50,
        ..PLAN
    };
    check_game(&builtin("central-rotational"), 2, plan);
}

#[test]
fn transformer() {
    // Every pawn move promotes (the zone is the whole board); a bare king loses.
    let plan = Plan {
        min_promotion: 1000,
        ..PLAN
    };
    check_game(&builtin("transformer"), 3, plan);
}

#[test]
fn turkish() {
    let plan = Plan {
        min_castling: 10,
        min_promotion: 5,
        ..PLAN
    };
    check_game(&builtin("turkish"), 4, plan);
}

/// Cannons on ranks, files and diagonals, range-limited and not, moving by sliding or by
/// hopping; castling and en passant; promotion to several pieces.
#[test]
fn cannons() {
    let toml = variant_toml(
        "id = \"t-cannons\"\nfiles = 8\nranks = 8\n\
         start = \"rnsckexr/pppppppp/8/8/8/8/PPPPPPPP/RNSCKEXR w KQkq - 0 1\"",
        &[
            ("R", "R"),
            ("N", "N"),
            ("S", "mRcpR"),
            ("E", "mB3cpB3"),
            ("C", "pR"),
            ("X", "mQcpB"),
        ],
        &(castling('e', 'h') + &promotion(&["S", "E", "C", "X", "N"])),
    );
    let plan = Plan {
        min_en_passant: 5,
        min_promotion: 20,
        ..PLAN
    };
    check_game(&custom(&toml), 5, plan);
}

/// Pieces that are rider and cannon along the same lines (`RpR`, `BpB`), a queen that only
/// hops (`pQ`) and a knight with a knightrider cannon's capture, on 9x9 (u128), with castling.
#[test]
fn rider_cannons_on_nine_by_nine() {
    let toml = variant_toml(
        "id = \"t-rider-cannons\"\nfiles = 9\nranks = 9\nstart = \
         \"rvyzkzyvr/wpppppppw/9/9/9/9/9/WPPPPPPPW/RVYZKZYVR w KQkq - 0 1\"",
        &[
            ("R", "R"),
            ("V", "pQ"),
            ("Y", "RpR"),
            ("Z", "BpB"),
            ("W", "NcpN"),
        ],
        &(castling('e', 'i') + &promotion(&["R", "V", "Y", "Z", "W"])),
    );
    let plan = Plan {
        min_promotion: 10,
        min_castling: 5,
        ..PLAN
    };
    check_game(&custom(&toml), 14, plan);
}

fn grasshoppers_toml() -> String {
    variant_toml(
        "id = \"t-grasshoppers\"\nfiles = 8\nranks = 8\n\
         start = \"gnaqkang/pppppppp/8/8/8/8/PPPPPPPP/GNAQKANG w - - 0 1\"",
        &[
            ("Q", "Q"),
            ("G", "gQ"),
            ("A", "BgR"),
            ("N", "N"),
            ("S", "mRcpR"),
        ],
        &promotion(&["Q", "G", "A", "S"]),
    )
}

/// Grasshoppers (the danger-squares path), with a cannon for company.
#[test]
fn grasshoppers() {
    let plan = Plan {
        min_en_passant: 5,
        ..PLAN
    };
    check_game(&custom(&grasshoppers_toml()), 6, plan);
}

/// A grasshopper on a3 jumps the pawn on b4 and lands on c5, no further: the king on f8 is not
/// in check, and the pawn may move.
#[test]
fn grasshopper_attacks_only_the_square_behind_the_hurdle() {
    let rules = custom(&grasshoppers_toml());
    let pos = position_u64(&rules, "5k2/8/8/8/1p6/G7/8/4K3 b - - 0 1");
    let mut tally = Tally::default();
    check_position(&pos, true, &mut tally);
    assert!(!pos.in_check(Color::Black), "f8 is not attacked");
    assert_eq!(tally.failure_count(), 0, "{}", tally.reports.join("\n"));
    assert!(AnyGame::Small(pos).legal_uci().contains(&"b4b3".to_owned()));
}

/// A rook and a dabbaba rider (and a bishop and an alfil rider) give two check directions along
/// one line: the danger-squares path.
#[test]
fn parallel_check_directions() {
    let toml = variant_toml(
        "id = \"t-parallel\"\nfiles = 8\nranks = 8\n\
         start = \"rdabkadr/pppppppp/8/8/8/8/PPPPPPPP/RDABKADR w KQkq - 0 1\"",
        &[
            ("R", "R"),
            ("D", "DD"),
            ("A", "AAW"),
            ("B", "B"),
            ("S", "mRcpR"),
        ],
        &(castling('e', 'h') + &promotion(&["R", "D", "A", "S"])),
    );
    let plan = Plan {
        min_promotion: 10,
        min_castling: 50,
        ..PLAN
    };
    check_game(&custom(&toml), 7, plan);
}

/// Knightriders, limited and not, range-limited sliders and a range-limited cannon, with
/// castling on a 10x8 board (u128).
#[test]
fn riders_on_ten_by_eight() {
    let toml = variant_toml(
        "id = \"t-riders\"\nfiles = 10\nranks = 8\n\
         start = \"rnzbqkohnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNZBQKOHNR w KQkq - 0 1\"",
        &[
            ("R", "R"),
            ("N", "N"),
            ("Z", "NN"),
            ("H", "N2"),
            ("B", "B3"),
            ("Q", "Q3"),
            ("O", "mQ3cpQ3"),
        ],
        &(castling('f', 'j') + &promotion(&["Q", "R", "B", "N", "Z", "H", "O"])),
    );
    let plan = Plan {
        min_promotion: 20,
        min_castling: 20,
        ..PLAN
    };
    check_game(&custom(&toml), 8, plan);
}

/// Lame capturing leapers (xiangqi horse and elephant) and cannons on 9x10: the full copy-make
/// path.
#[test]
fn lame_leapers() {
    let toml = variant_toml(
        "id = \"t-lame\"\nfiles = 9\nranks = 10\nstart = \
         \"rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - - 0 1\"",
        &[
            ("R", "R"),
            ("H", "nN"),
            ("E", "nA"),
            ("A", "F"),
            ("C", "mRcpR"),
            ("L", "mnDcK"),
        ],
        &promotion(&["R", "H", "C", "L"]),
    );
    let plan = Plan {
        min_promotion: 20,
        ..PLAN
    };
    check_game(&custom(&toml), 9, plan);
}

/// Initial-only moves that do not capture (a leap, a rider) and move-only / capture-only
/// leapers.
#[test]
fn initial_and_one_sided_moves() {
    let toml = variant_toml(
        "id = \"t-initial\"\nfiles = 8\nranks = 8\n\
         start = \"rnijkmbr/pppppppp/8/8/8/8/PPPPPPPP/RNIJKMBR w - - 0 1\"",
        &[
            ("R", "R"),
            ("N", "N"),
            ("B", "B"),
            ("I", "WimN"),
            ("J", "FimR"),
            ("M", "mNcK"),
        ],
        &promotion(&["R", "N", "B", "I", "J", "M"]),
    );
    let plan = Plan {
        min_en_passant: 10,
        min_promotion: 5,
        ..PLAN
    };
    check_game(&custom(&toml), 10, plan);
}

/// A variant whose pieces capture with initial-only moves: `I` leaps as a knight, `J` rides as
/// a rook, only from their first rank.
fn initial_captures_toml() -> String {
    variant_toml(
        "id = \"t-initial-captures\"\nfiles = 8\nranks = 8\n\
         start = \"rnijkmbr/pppppppp/8/8/8/8/PPPPPPPP/RNIJKMBR w - - 0 1\"",
        &[
            ("R", "R"),
            ("N", "N"),
            ("B", "B"),
            ("I", "WiN"),
            ("J", "FiR"),
            ("M", "mNcK"),
        ],
        &promotion(&["R", "N", "B", "I", "J", "M"]),
    )
}

#[test]
fn initial_captures() {
    check_game(&custom(&initial_captures_toml()), 10, PLAN);
}

/// `WiN` on d4, off its first rank, cannot leap: the king on e6 is not in check.
#[test]
fn initial_leap_off_its_rank_gives_no_check() {
    let rules = custom(&initial_captures_toml());
    let pos = position_u64(&rules, "8/7p/4k3/8/3I4/8/8/4K3 b - - 0 1");
    let mut tally = Tally::default();
    check_position(&pos, true, &mut tally);
    assert!(!pos.in_check(Color::Black), "d4 cannot leap to e6");
    assert_eq!(tally.failure_count(), 0, "{}", tally.reports.join("\n"));
}

/// `FiR` on e4, off its first rank, cannot ride: the king on e6 is not in check.
#[test]
fn initial_ride_off_its_rank_gives_no_check() {
    let rules = custom(&initial_captures_toml());
    let pos = position_u64(&rules, "8/7p/4k3/8/4J3/8/8/4K3 b - - 0 1");
    let mut tally = Tally::default();
    check_position(&pos, true, &mut tally);
    assert!(!pos.in_check(Color::Black), "e4 cannot ride to e6");
    assert_eq!(tally.failure_count(), 0, "{}", tally.reports.join("\n"));
}

/// `WiN` on b1, its first rank, checks the king on c3 by its initial leap: only king moves are
/// legal (the pawn on h7 may not move), and the counts agree.
#[test]
fn initial_leap_check_restricts_every_move() {
    let rules = custom(&initial_captures_toml());
    let pos = position_u64(&rules, "8/7p/8/8/8/2k5/8/1I2K3 b - - 0 1");
    assert!(pos.in_check(Color::Black), "b1 leaps to c3");
    let mut tally = Tally::default();
    check_position(&pos, true, &mut tally);
    assert_eq!(tally.failure_count(), 0, "{}", tally.reports.join("\n"));
    let legal = AnyGame::Small(pos).legal_uci();
    assert!(!legal.iter().any(|m| m.starts_with("h7")), "{legal:?}");
}

/// A 6x6 board (u64) with one-sided leapers, a cannon, promotion to five pieces and en passant.
#[test]
fn six_by_six() {
    let toml = variant_toml(
        "id = \"t-six\"\nfiles = 6\nranks = 6\n\
         start = \"rmxkfc/pppppp/6/6/PPPPPP/RMXKFC w - - 0 1\"",
        &[
            ("R", "R"),
            ("M", "mNcK"),
            ("X", "mWcA"),
            ("F", "cDmFB3"),
            ("C", "mRcpR"),
        ],
        &promotion(&["R", "M", "X", "F", "C"]),
    );
    let plan = Plan {
        min_en_passant: 20,
        min_promotion: 50,
        ..PLAN
    };
    check_game(&custom(&toml), 11, plan);
}

/// A 12x10 board (u128, 120 squares) with cannons on both kinds of line, a range-limited
/// piece, castling and en passant.
#[test]
fn twelve_by_ten() {
    let toml = variant_toml(
        "id = \"t-big\"\nfiles = 12\nranks = 10\nstart = \"rnbseqkewbnr/pppppppppppp/12/12/12/\
         12/12/12/PPPPPPPPPPPP/RNBSEQKEWBNR w KQkq - 0 1\"",
        &[
            ("Q", "Q"),
            ("R", "R"),
            ("B", "B"),
            ("N", "N"),
            ("S", "mRcpR"),
            ("E", "mBcpB"),
            ("W", "R3F"),
        ],
        &(castling('g', 'l') + &promotion(&["Q", "R", "B", "N", "S", "E", "W"])),
    );
    let plan = Plan {
        min_castling: 20,
        ..PLAN
    };
    check_game(&custom(&toml), 12, plan);
}

/// Chess with Central Rotational Chess's turning centre but checkmate to win: board rotations
/// with check (the full copy-make path).
#[test]
fn rotation_with_check() {
    let toml = Variant::builtin_source("chess")
        .unwrap()
        .replace("id = \"chess\"", "id = \"t-rotating\"")
        + "\n[[transform]]\nrotate = [\"e4\", \"d4\", \"d5\", \"e5\"]\n";
    let plan = Plan {
        min_promotion: 10,
        min_castling: 50,
        ..PLAN
    };
    check_game(&custom(&toml), 13, plan);
}

/// The reference is not vacuous: it refuses a pinned piece's move, filling a cannon's screen
/// square and moving either of two screens, and so does the fast code.
#[test]
fn reference_sees_pins_and_screens() {
    let turkish = builtin("turkish");
    for (fen, refused) in [
        ("4k3/4r3/8/8/8/8/8/8/4B3/4K3 w - - 0 1", "e2d3"),
        ("k7/8/8/8/4s3/8/8/8/3R4/4K3 w - - 0 1", "d2e2"),
        ("k7/8/8/8/4s3/8/4N3/8/4B3/4K3 w - - 0 1", "e2d3"),
        ("k7/8/8/8/4s3/8/4N3/8/4B3/4K3 w - - 0 1", "e4c5"),
    ] {
        let AnyGame::Large(pos) = turkish.from_fen(fen).unwrap() else {
            panic!("Turkish Chess is on u128");
        };
        let mut pseudo = Vec::new();
        pos.pseudo_legal_moves(&mut pseudo);
        assert!(
            pseudo.iter().any(|&m| pos.uci(m) == refused),
            "{fen}: {refused} is not even pseudo-legal"
        );
        let mut tally = Tally::default();
        let legal = check_position(&pos, true, &mut tally);
        assert!(
            !legal.iter().any(|&m| pos.uci(m) == refused),
            "{fen}: the reference allows {refused}"
        );
        assert_eq!(tally.failure_count(), 0, "{}", tally.reports.join("\n"));
        assert_eq!(tally.restricted, 1, "{fen}");
    }
}

/// Classic hard positions (en passant that exposes the king along a rank, castling next to
/// attacks, promotions with pins) and cannon lines, each checked with every position up to two
/// moves further.
#[test]
fn curated_positions() {
    let cases = [
        ("chess", "8/8/8/KPp4r/8/8/8/7k w - c6 0 1"),
        ("chess", "8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1"),
        (
            "chess",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        ),
        ("chess", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"),
        (
            "chess",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        ),
        (
            "chess",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        ),
        ("turkish", "k7/8/8/8/4s3/8/4N3/8/4B3/4K3 w - - 0 1"),
        ("turkish", "k7/8/8/8/4s3/8/8/4e3/8/4K3 w - - 0 1"),
        ("turkish", "4k3/8/e7/8/8/8/2n5/3P4/4K3/8 w - - 0 1"),
        ("turkish", "r3k2r/8/8/8/8/8/8/8/4S3/R3K2R b KQkq - 0 1"),
    ];
    let mut tally = Tally::default();
    for (id, fen) in cases {
        let rules = builtin(id);
        let grandchildren = |pos: &AnyGame, tally: &mut Tally| match pos {
            AnyGame::Small(p) => check_with_children(p, true, tally),
            AnyGame::Large(p) => check_with_children(p, true, tally),
            AnyGame::Turnover(_) => unreachable!(),
        };
        let pos = rules.from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        assert!(!moves.is_empty(), "{fen}");
        for mv in moves {
            let mut child = pos.clone();
            child.play_unchecked(mv);
            grandchildren(&child, &mut tally);
        }
        grandchildren(&pos, &mut tally);
    }
    assert_eq!(
        tally.failure_count(),
        0,
        "{:?}\n{}",
        tally.failures,
        tally.reports.join("\n")
    );
    assert!(tally.positions > 4000, "{}", tally.positions);
    assert!(tally.in_check > 100, "{}", tally.in_check);
}
