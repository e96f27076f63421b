//! A game as played: the start position, the moves, repetition counting and the outcome, with
//! the game's precedence of end conditions. The CLI's `position` and the server use this.

use crate::game::Game;
use crate::moves::MoveError;
use crate::outcome::Outcome;

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
        if let Some(o) = self.outcome {
            return Err(PlayError::GameOver(o));
        }
        self.current.check_legal(mv)?;
        Ok(self.push(mv))
    }

    /// Plays a move known to be legal in the current position of a game not over.
    fn push(&mut self, mv: G::Move) -> &PlayedMove {
        let played = PlayedMove {
            uci: self.current.uci(mv),
            san: self.current.san(mv),
            fen: String::new(),
        };
        self.current.play_unchecked(mv);
        let played = PlayedMove {
            fen: self.current.fen(),
            ..played
        };
        self.keys.push(self.current.repetition_key());
        self.outcome = self.current.outcome(self.repetitions());
        self.played.push(mv);
        self.moves.push(played);
        self.moves
            .last()
            .unwrap_or_else(|| unreachable!("just pushed"))
    }

    /// Reads a move in engine or display notation and plays it.
    ///
    /// # Errors
    /// When the game is over or the text is not a legal move.
    pub fn play_text(&mut self, text: &str) -> Result<&PlayedMove, PlayError> {
        if let Some(o) = self.outcome {
            return Err(PlayError::GameOver(o));
        }
        // A parsed move is a legal one.
        let mv = self.current.parse_move(text)?;
        Ok(self.push(mv))
    }

    /// Takes back the last `n` moves (at most all of them); clears any outcome.
    pub fn take_back(&mut self, n: usize) {
        let keep = self.played.len().saturating_sub(n);
        let replay: Vec<G::Move> = self.played[..keep].to_vec();
        let mut fresh = GameRecord::new(self.initial.clone());
        for mv in replay {
            // Every move was legal in this sequence before, so it is again.
            let _ = fresh.play(mv);
        }
        *self = fresh;
    }
}
