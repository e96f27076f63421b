//! A game as played: the start position, the moves, repetition counting and the outcome, with
//! the game's precedence of end conditions. The CLI's `position` and the server use this.

use crate::color::Color;
use crate::game::Game;
use crate::moves::MoveError;
use crate::outcome::{Outcome, Reason};

/// A move that was played, in both notations.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayedMove {
    /// Engine notation.
    pub uci: String,
    /// The game's display notation.
    pub san: String,
    /// The position after the move (FEN), so that a client can show any ply of the game.
    pub fen: String,
}

/// Why a move could not be added to a game.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PlayError {
    /// The game has ended.
    #[error("the game is over ({0})")]
    GameOver(Outcome),
    /// The move is not legal or not readable.
    #[error(transparent)]
    Move(#[from] MoveError),
}

/// One move's effect on a [`GameRecord`], computed by [`GameRecord::preview`] and applied by
/// [`GameRecord::push`].
#[derive(Debug, Clone)]
pub struct Step<G: Game> {
    played: PlayedMove,
    mv: G::Move,
    after: G,
    key: u64,
    outcome: Option<Outcome>,
}

impl<G: Game> Step<G> {
    /// The move in both notations, with the position after it.
    pub fn played(&self) -> &PlayedMove {
        &self.played
    }

    /// The position after the move.
    pub fn position(&self) -> &G {
        &self.after
    }

    /// How the game ends with this move, if it does.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }
}

/// A game record: positions are values, so taking moves back is replaying the rest.
///
/// ```
/// use turnpan_rules::{AnyGame, Game, GameRecord, Reason};
/// let mut game = GameRecord::new(AnyGame::start("chess").unwrap());
/// for m in ["f3", "e5", "g4", "Qh4"] {
///     game.play_text(m).unwrap();
/// }
/// assert_eq!(game.outcome().unwrap().reason(), Reason::Checkmate);
/// assert_eq!(game.moves().last().unwrap().san, "Qh4#");
/// assert_eq!(game.fens().len(), 5);
/// assert_eq!(game.fens()[4], game.position().fen());
/// ```
#[derive(Debug, Clone)]
pub struct GameRecord<G: Game> {
    initial: G,
    current: G,
    moves: Vec<PlayedMove>,
    played: Vec<G::Move>,
    keys: Vec<u64>,
    outcome: Option<Outcome>,
}

impl<G: Game> GameRecord<G> {
    /// A game starting from `initial`. A start position that is already over (mate, stalemate,
    /// a bare king) has its outcome at once.
    pub fn new(initial: G) -> GameRecord<G> {
        let outcome = initial.outcome(1);
        GameRecord {
            keys: vec![initial.repetition_key()],
            current: initial.clone(),
            initial,
            moves: Vec::new(),
            played: Vec::new(),
            outcome,
        }
    }

    /// The start position.
    pub fn initial(&self) -> &G {
        &self.initial
    }

    /// The current position.
    pub fn position(&self) -> &G {
        &self.current
    }

    /// The moves played.
    pub fn moves(&self) -> &[PlayedMove] {
        &self.moves
    }

    /// The start position and the position after each move, as FEN: one more than there are
    /// moves, so that `fens()[i]` is the position after ply `i`.
    pub fn fens(&self) -> Vec<String> {
        std::iter::once(self.initial.fen())
            .chain(self.moves.iter().map(|m| m.fen.clone()))
            .collect()
    }

    /// How the game ended, if it did.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Ends the game from outside the board: resignation, agreement, a flag fall.
    pub fn finish(&mut self, outcome: Outcome) {
        if self.outcome.is_none() {
            self.outcome = Some(outcome);
        }
    }

    /// The repetition keys ([`Game::repetition_key`]) of the positions before the current one,
    /// oldest first: what a search needs to see repetitions.
    pub fn history_keys(&self) -> &[u64] {
        &self.keys[..self.keys.len().saturating_sub(1)]
    }

    /// How many times the current position has occurred.
    pub fn repetitions(&self) -> usize {
        let key = self.current.repetition_key();
        self.keys.iter().filter(|&&k| k == key).count()
    }

    /// Plays a move of the current position, after checking that it is legal.
    ///
    /// # Errors
    /// [`PlayError::GameOver`] when the game has ended, [`PlayError::Move`] when the move is
    /// not legal here (the record is unchanged).
    pub fn play(&mut self, mv: G::Move) -> Result<&PlayedMove, PlayError> {
        let step = self.preview(mv)?;
        Ok(self.push(step))
    }

    /// What playing a move would do, without doing it: the move in both notations, the
    /// position after it and the outcome then. [`GameRecord::push`] adds it to the record, so a
    /// caller can decide (store the move, say) between the two.
    ///
    /// ```
    /// use turnpan_rules::{AnyGame, Game, GameRecord};
    /// let mut game = GameRecord::new(AnyGame::start("chess").unwrap());
    /// let mv = game.position().parse_move("e4").unwrap();
    /// let step = game.preview(mv).unwrap();
    /// assert_eq!(step.played().uci, "e2e4");
    /// assert!(game.moves().is_empty());
    /// game.push(step);
    /// assert_eq!(game.moves().len(), 1);
    /// ```
    ///
    /// # Errors
    /// [`PlayError::GameOver`] when the game has ended, [`PlayError::Move`] when the move is
    /// not legal here.
    pub fn preview(&self, mv: G::Move) -> Result<Step<G>, PlayError> {
        self.ensure_not_over()?;
        self.current.check_legal(mv)?;
        Ok(self.step(mv))
    }

    /// [`GameRecord::preview`] of a move in engine notation (a parsed move is a legal one, so
    /// it is not checked twice).
    ///
    /// # Errors
    /// [`PlayError::GameOver`] when the game has ended, [`PlayError::Move`] when the text is not
    /// a legal move here.
    pub fn preview_uci(&self, text: &str) -> Result<Step<G>, PlayError> {
        self.ensure_not_over()?;
        let mv = self.current.parse_uci(text)?;
        Ok(self.step(mv))
    }

    fn ensure_not_over(&self) -> Result<(), PlayError> {
        match self.outcome {
            Some(o) => Err(PlayError::GameOver(o)),
            None => Ok(()),
        }
    }

    /// The step of a move known to be legal in the current position of a game not over.
    fn step(&self, mv: G::Move) -> Step<G> {
        let uci = self.current.uci(mv);
        let san = self.current.san(mv);
        let mut after = self.current.clone();
        after.play_unchecked(mv);
        let key = after.repetition_key();
        let repetitions = 1 + self.keys.iter().filter(|&&k| k == key).count();
        let mut outcome = after.outcome(repetitions);
        // A repetition, whether drawn or decided by points (janggi), unless perpetual check
        // decides it first.
        let repeated = outcome.is_some_and(|o| o.reason() == Reason::ThreefoldRepetition);
        if repeated
            && after
                .variant()
                .is_some_and(|v| v.rules().perpetual_check_loses)
        {
            outcome = perpetual_check(&self.keys, key, after.turn()).or(outcome);
        }
        Step {
            played: PlayedMove {
                uci,
                san,
                fen: after.fen(),
            },
            mv,
            key,
            outcome,
            after,
        }
    }

    /// Adds a step made by [`GameRecord::preview`] from this very record (a step of another
    /// record or of an earlier ply is a caller's bug: the record would no longer replay).
    pub fn push(&mut self, step: Step<G>) -> &PlayedMove {
        debug_assert_eq!(self.outcome, None, "a step pushed onto a finished game");
        self.current = step.after;
        self.keys.push(step.key);
        self.outcome = step.outcome;
        self.played.push(step.mv);
        self.moves.push(step.played);
        self.moves
            .last()
            .unwrap_or_else(|| unreachable!("just pushed"))
    }

    /// Reads a move in engine or display notation and plays it.
    ///
    /// # Errors
    /// When the game is over or the text is not a legal move.
    pub fn play_text(&mut self, text: &str) -> Result<&PlayedMove, PlayError> {
        self.ensure_not_over()?;
        // A parsed move is a legal one.
        let mv = self.current.parse_move(text)?;
        let step = self.step(mv);
        Ok(self.push(step))
    }

    /// Takes back the last `n` moves (at most all of them); clears any outcome.
    pub fn take_back(&mut self, n: usize) {
        let keep = self.played.len().saturating_sub(n);
        let replay: Vec<G::Move> = self.played[..keep].to_vec();
        let mut fresh = GameRecord::new(self.initial.clone());
        for mv in replay {
            // Every move was legal in this sequence before, so it is again; a game that had
            // ended was not played on.
            let step = fresh.step(mv);
            fresh.push(step);
        }
        *self = fresh;
    }
}

/// The end of a repetition in a game where perpetual check loses
/// (`[rules] perpetual_check_loses`, docs/variants.md "Perpetual check"): `keys` are the
/// repetition keys of the positions before the current one (oldest first), `key` the current
/// one's, which has just come back for the last time the rule allows, and `mover` the side to
/// move now. Each key's lowest bit says whether its side to move stood in check. Looked at from
/// the position's first time on: if the opponent gave check with every move, `mover` wins; if
/// `mover` did, it loses; if both or neither did, `None` (the repetition stays a draw).
fn perpetual_check(keys: &[u64], key: u64, mover: Color) -> Option<Outcome> {
    let first = keys.iter().position(|&k| k == key)?;
    let now = keys.len();
    let in_check = |k: u64| k & 1 != 0;
    // Positions an even number of plies back had `mover` to move: checks by the opponent.
    let mut by_opponent = in_check(key);
    let mut by_mover = true;
    for (i, &k) in keys.iter().enumerate().skip(first) {
        if (now - i) % 2 == 0 {
            by_opponent &= in_check(k);
        } else {
            by_mover &= in_check(k);
        }
    }
    let winner = match (by_opponent, by_mover) {
        (true, false) => mover,
        (false, true) => !mover,
        _ => return None,
    };
    Some(Outcome::Decisive {
        winner,
        reason: Reason::PerpetualCheck,
    })
}
