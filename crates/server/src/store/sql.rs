//! The text of every write statement, shared by the PostgreSQL writer (sqlx) and the SQLite
//! writer (rusqlite): both databases take `$n` placeholders, numbered in order of appearance.

/// A new game (24 columns).
pub const INSERT_GAME: &str = "INSERT INTO games (id, variant, initial_fen, mode, \
     clock_initial_ms, clock_increment_ms, white_token, black_token, invite, creator_color, \
     status, result, reason, white_ms, black_ms, rematch_id, created_at, updated_at, \
     computer_level, white_user, black_user, rated, speed, variant_version) VALUES ($1, $2, $3, \
     $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, \
     $23, $24)";

/// White's seat taken: token hash, account, time, game.
pub const JOIN_WHITE: &str = "UPDATE games SET white_token = $1, white_user = $2, \
     status = 'playing', updated_at = $3 WHERE id = $4";

/// Black's seat taken: token hash, account, time, game.
pub const JOIN_BLACK: &str = "UPDATE games SET black_token = $1, black_user = $2, \
     status = 'playing', updated_at = $3 WHERE id = $4";

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

/// Whether a game's rating change is stored already: game.
pub const RATED_ALREADY: &str = "SELECT white_rating_after FROM games WHERE id = $1";

/// A player's standing in a category: account, game id, speed.
pub const STANDING: &str = "SELECT rating, deviation, volatility, games, last_played \
     FROM ratings WHERE user_id = $1 AND variant = $2 AND speed = $3";

/// A player's standing, locked until the transaction ends (PostgreSQL: two nodes rating
/// games of one player at once take turns).
pub const STANDING_FOR_UPDATE: &str = "SELECT rating, deviation, volatility, games, \
     last_played FROM ratings WHERE user_id = $1 AND variant = $2 AND speed = $3 FOR UPDATE";

/// A player's standing after a game: account, game id, speed, rating, deviation, volatility,
/// games, time.
pub const UPSERT_STANDING: &str = "INSERT INTO ratings (user_id, variant, speed, rating, \
     deviation, volatility, games, last_played) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) \
     ON CONFLICT (user_id, variant, speed) DO UPDATE SET rating = excluded.rating, \
     deviation = excluded.deviation, volatility = excluded.volatility, games = excluded.games, \
     last_played = excluded.last_played";

/// A point of a player's rating history: account, game, game id, speed, time, rating,
/// deviation.
pub const INSERT_HISTORY: &str = "INSERT INTO rating_history (user_id, game_id, variant, \
     speed, at, rating, deviation) VALUES ($1, $2, $3, $4, $5, $6, $7)";

/// A rated game's change: White's rating before, after, deviation after, the same for Black,
/// game.
pub const SET_GAME_RATINGS: &str = "UPDATE games SET white_rating_before = $1, \
     white_rating_after = $2, white_deviation_after = $3, black_rating_before = $4, \
     black_rating_after = $5, black_deviation_after = $6 WHERE id = $7";
