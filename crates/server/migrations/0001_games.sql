-- Turnpan's storage: one row per game, one row per move (append-only; a takeback deletes the
-- rows it takes back). The same SQL runs on SQLite and PostgreSQL: integers are BIGINT (SQLite
-- reads that as INTEGER), text is TEXT.
CREATE TABLE games (
    id TEXT PRIMARY KEY,
    variant TEXT NOT NULL,
    initial_fen TEXT NOT NULL,
    mode TEXT NOT NULL,
    clock_initial_ms BIGINT,
    clock_increment_ms BIGINT,
    -- SHA-256 (hex) of each seat's token: tokens themselves are never stored.
    white_token TEXT,
    black_token TEXT,
    invite TEXT,
    creator_color TEXT NOT NULL,
    status TEXT NOT NULL,
    result TEXT,
    reason TEXT,
    -- Clock readings for a game without moves, or after a takeback to no moves.
    white_ms BIGINT,
    black_ms BIGINT,
    rematch_id TEXT,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);

CREATE INDEX games_status ON games (status);

CREATE TABLE moves (
    game_id TEXT NOT NULL REFERENCES games (id),
    -- 1 for the first move of the game.
    ply BIGINT NOT NULL,
    uci TEXT NOT NULL,
    -- Both clocks right after this move (the mover's with its increment).
    white_ms BIGINT,
    black_ms BIGINT,
    played_at BIGINT NOT NULL,
    PRIMARY KEY (game_id, ply)
);
