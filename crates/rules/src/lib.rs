//! The rules of chess and chess variants for Turnpan.
//!
//! Games are data: a variant file names the board, the pieces (in Betza notation), castling,
//! en passant, promotion, the end rules and board transforms; one generic position type plays
//! them all, on `u64` bitboards for boards up to 64 squares and `u128` above.
//!
//! ```
//! use turnpan_rules::{AnyGame, Game, GameRecord};
//! let mut game = GameRecord::new(AnyGame::start("chess").unwrap());
//! game.play_text("e4").unwrap();
//! game.play_text("e7e5").unwrap();
//! let pos = game.position();
//! let mut moves = Vec::new();
//! pos.legal_moves(&mut moves);
//! assert_eq!(moves.len(), 29);
//! assert_eq!(pos.fen(), "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
//! assert_eq!(game.outcome(), None);
//! ```

mod any;
pub mod betza;
pub mod betza_explain;
mod bitboard;
mod color;
pub mod diagram;
pub mod fsf_ini;
mod game;
mod geometry;
mod moves;
mod outcome;
mod pieces;
mod position;
mod record;
pub mod turnover;
mod variant;

pub use any::{
    AnyGame, AnyMove, Catalog, GameRules, GameSummary, GameVisitor, SetupError, UnknownVariant,
};
pub use bitboard::{hop_line_attacks, line_attacks, Bitboard, Squares};
pub use color::Color;
pub use game::{Game, PieceInfo, PieceKind, PieceView, Royalty};
pub use geometry::{Geometry, Square, SquareError};
pub use moves::{CastleGate, CastlingSide, Move, MoveCode, MoveError, MoveErrorKind, MoveKind};
pub use outcome::{Outcome, Reason};
pub use pieces::{betza_diagram, BetzaDiagramError, PieceDiagram};
pub use position::{fen_holes, FenError, FenErrorKind, FenField, Position, Rules};
pub use record::{GameRecord, PlayError, PlayedMove, Step};
pub use variant::{
    Castling, CastlingFiles, CheckmateRule, Counting, CountingRule, Drops, EndRules, Explosion,
    Extinction, ExtinctionResult, LineMoves, MateConditions, MaterialClass, PieceType, Points,
    Promotion, PseudoRoyalCheck, StalemateRule, Variant, VariantError, VariantErrorKind,
    WinCondition, ZoneMoves, MAX_CHECKS_TO_WIN, MAX_PIECE_KINDS, MAX_VARIANT_FILE,
};
pub use variant::{
    FormCastling, FormCounting, FormDrops, FormExplosion, FormExtinction, FormMate, FormPiece,
    FormPoints, FormPromotion, FormRules, FormSide, FormZoneMoves, VariantForm,
};
