//! The text of every write statement, shared by the PostgreSQL writer (sqlx) and the SQLite
//! writer (rusqlite): both databases take `$n` placeholders, numbered in order of appearance.

/// A new game (19 columns).
pub const INSERT_GAME: &str = "INSERT INTO games (id, variant, initial_fen, mode, \
     clock_initial_ms, clock_increment_ms, white_token, black_token, invite, creator_color, \
     status, result, reason, white_ms, black_ms, rematch_id, created_at, updated_at, \
     computer_level) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, \
     $16, $17, $18, $19)";

/// White's seat taken: token hash, time, game.
pub const JOIN_WHITE: &str =
    "UPDATE games SET white_token = $1, status = 'playing', updated_at = $2 WHERE id = $3";

/// Black's seat taken: token hash, time, game.
pub const JOIN_BLACK: &str =
    "UPDATE games SET black_token = $1, status = 'playing', updated_at = $2 WHERE id = $3";

/// A move row.
pub const INSERT_MOVE: &str = "INSERT INTO moves (game_id, seq, ply, uci, white_ms, black_ms, \
     played_at) VALUES ($1, $2, $3, $4, $5, $6, $7)";

/// A takeback row.
pub const INSERT_TAKEBACK: &str = "INSERT INTO takebacks (game_id, seq, ply, white_ms, \
     black_ms, taken_at) VALUES ($1, $2, $3, $4, $5, $6)";

/// A game changed: time, game.
pub const TOUCH_GAME: &str = "UPDATE games SET updated_at = $1 WHERE id = $2";

/// A rematch linked from its old game: new id, time, old id.
pub const SET_REMATCH: &str = "UPDATE games SET rematch_id = $1, updated_at = $2 WHERE id = $3";

/// A game's end: status, result, reason, clocks, time, game.
pub const END_GAME: &str = "UPDATE games SET status = $1, result = $2, reason = $3, \
     white_ms = $4, black_ms = $5, updated_at = $6 WHERE id = $7";
