//! How a game ended: a result and a reason.

use std::fmt;

use crate::color::Color;

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    /// The side to move is in check and has no legal move.
    Checkmate,
    /// The side to move has no legal move and is not in check.
    Stalemate,
    /// The same position occurred for the third time.
    ThreefoldRepetition,
    /// 100 plies without capture or pawn move.
    FiftyMoveRule,
    /// Neither side can ever checkmate.
    InsufficientMaterial,
    /// A king was captured (Central Rotational Chess).
    KingCaptured,
    /// A side was left with its king alone (Transformer).
    BareKing,
    /// A side has no Castles left, or can only dismantle its last one (Turnover).
    NoCastles,
    /// A royal piece stands on one of its game's goal squares (King of the Hill's centre).
    GoalReached,
    /// A side gave the checks its game asks for (Three-check).
    ChecksGiven,
    /// A side checkmated by dropping a piece whose mating drop loses (shogi's pawn): the
    /// mated side wins.
    DropMate,
    /// A side has too few pieces of a kind its game counts, and has lost (extinction chess).
    Extinction,
    /// A side has got rid of the pieces its game counts, and has won (losers, codrus).
    ExtinctionWin,
    /// The side to move is checkmated, and in its game that wins (losers).
    CheckmatedWins,
    /// The side to move has no legal move, and in its game that wins (antichess).
    StalematedWins,
    /// A side's royal piece was blown up by a capture next to it (atomic chess).
    KingExploded,
    /// A side checkmated with pieces that may not mate alone (Shatar's knight): the mated
    /// side wins.
    ForbiddenMate,
    /// A checkmate whose unbroken run of checks had none by the pieces the game asks for
    /// (Shatar's "shak": a rook, knight or bers): a draw.
    MateWithoutShak,
    /// Makruk's count ran past its limit before the stronger side mated: a draw.
    CountingRule,
    /// A position came back for the last time the repetition rule allows while one side
    /// had given check with every move since its first time: that side has lost (xiangqi,
    /// shogi).
    PerpetualCheck,
    /// A side passed while the two royal pieces faced each other (janggi's bikjang): the
    /// game ends, decided by points where the game counts them, else drawn.
    Bikjang,
    /// Both sides passed, one after the other: the game ends, decided by points where the
    /// game counts them, else drawn.
    BothPassed,
    /// A clock ran out.
    Timeout,
    /// A clock ran out but the other side could never win: a draw.
    TimeoutVsInsufficientMaterial,
    /// A player resigned.
    Resignation,
    /// The players agreed to a draw.
    Agreement,
    /// A player left the game and the opponent claimed it: the win or a draw.
    Abandonment,
}

impl Reason {
    /// Every reason, for tests and documentation.
    pub const ALL: [Reason; 27] = [
        Reason::Checkmate,
        Reason::Stalemate,
        Reason::ThreefoldRepetition,
        Reason::FiftyMoveRule,
        Reason::InsufficientMaterial,
        Reason::KingCaptured,
        Reason::BareKing,
        Reason::NoCastles,
        Reason::GoalReached,
        Reason::ChecksGiven,
        Reason::DropMate,
        Reason::Extinction,
        Reason::ExtinctionWin,
        Reason::CheckmatedWins,
        Reason::StalematedWins,
        Reason::KingExploded,
        Reason::ForbiddenMate,
        Reason::MateWithoutShak,
        Reason::CountingRule,
        Reason::PerpetualCheck,
        Reason::Bikjang,
        Reason::BothPassed,
        Reason::Timeout,
        Reason::TimeoutVsInsufficientMaterial,
        Reason::Resignation,
        Reason::Agreement,
        Reason::Abandonment,
    ];

    /// The kebab-case name used on the command line and the wire.
    pub const fn as_str(self) -> &'static str {
        match self {
            Reason::Checkmate => "checkmate",
            Reason::Stalemate => "stalemate",
            Reason::ThreefoldRepetition => "threefold-repetition",
            Reason::FiftyMoveRule => "fifty-move-rule",
            Reason::InsufficientMaterial => "insufficient-material",
            Reason::KingCaptured => "king-captured",
            Reason::BareKing => "bare-king",
            Reason::NoCastles => "no-castles",
            Reason::GoalReached => "goal-reached",
            Reason::ChecksGiven => "checks-given",
            Reason::DropMate => "drop-mate",
            Reason::Extinction => "extinction",
            Reason::ExtinctionWin => "extinction-win",
            Reason::CheckmatedWins => "checkmated-wins",
            Reason::StalematedWins => "stalemated-wins",
            Reason::KingExploded => "king-exploded",
            Reason::ForbiddenMate => "forbidden-mate",
            Reason::MateWithoutShak => "mate-without-shak",
            Reason::CountingRule => "counting-rule",
            Reason::PerpetualCheck => "perpetual-check",
            Reason::Bikjang => "bikjang",
            Reason::BothPassed => "both-passed",
            Reason::Timeout => "timeout",
            Reason::TimeoutVsInsufficientMaterial => "timeout-vs-insufficient-material",
            Reason::Resignation => "resignation",
            Reason::Agreement => "agreement",
            Reason::Abandonment => "abandonment",
        }
    }

    /// Parses a kebab-case reason name.
    pub fn parse(text: &str) -> Option<Reason> {
        Reason::ALL.into_iter().find(|r| r.as_str() == text)
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The end of a game: a winner or a draw, with the reason.
///
/// ```
/// use turnpan_rules::{Color, Outcome, Reason};
/// let o = Outcome::Decisive { winner: Color::Black, reason: Reason::Checkmate };
/// assert_eq!(o.result(), "0-1");
/// assert_eq!(Outcome::Draw { reason: Reason::Stalemate }.result(), "1/2-1/2");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// One side won.
    Decisive {
        /// The winner.
        winner: Color,
        /// Why.
        reason: Reason,
    },
    /// Nobody won.
    Draw {
        /// Why.
        reason: Reason,
    },
}

impl Outcome {
    /// `1-0`, `0-1` or `1/2-1/2`.
    pub const fn result(self) -> &'static str {
        match self {
            Outcome::Decisive {
                winner: Color::White,
                ..
            } => "1-0",
            Outcome::Decisive {
                winner: Color::Black,
                ..
            } => "0-1",
            Outcome::Draw { .. } => "1/2-1/2",
        }
    }

    /// The reason.
    pub const fn reason(self) -> Reason {
        match self {
            Outcome::Decisive { reason, .. } | Outcome::Draw { reason } => reason,
        }
    }

    /// The winner, if any.
    pub const fn winner(self) -> Option<Color> {
        match self {
            Outcome::Decisive { winner, .. } => Some(winner),
            Outcome::Draw { .. } => None,
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.result(), self.reason())
    }
}
