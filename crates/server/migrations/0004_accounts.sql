-- Players: accounts, their sessions, ratings per game id and speed, and the rating history
-- (docs/server.md, "Accounts" and "Ratings"). Real numbers are DOUBLE PRECISION (SQLite reads
-- that as REAL); flags are BIGINT 0/1 like every other integer here.
CREATE TABLE users (
    -- A random id: games refer to it, so a name can change hands after a deletion.
    id TEXT PRIMARY KEY,
    -- The name as typed at sign-up (ASCII letters, digits, '_' and '-'); NULL once deleted.
    username TEXT,
    -- The name lower-cased: unique ignoring case; NULL once deleted (the name is free again).
    username_key TEXT UNIQUE,
    -- Argon2id in the PHC string format; NULL once deleted.
    password_hash TEXT,
    created_at BIGINT NOT NULL,
    deleted_at BIGINT
);

CREATE TABLE sessions (
    -- SHA-256 (hex) of the cookie's value: the value itself is never stored.
    id_hash TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users (id),
    created_at BIGINT NOT NULL,
    -- Refreshed at most hourly; a session unused for 30 days is over.
    last_seen BIGINT NOT NULL
);

CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE ratings (
    user_id TEXT NOT NULL REFERENCES users (id),
    variant TEXT NOT NULL,
    -- bullet, blitz, rapid, classical.
    speed TEXT NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    games BIGINT NOT NULL,
    -- When the last rated game of the category ended: the deviation grows from then.
    last_played BIGINT NOT NULL,
    CONSTRAINT ratings_pkey PRIMARY KEY (user_id, variant, speed)
);

CREATE INDEX ratings_board ON ratings (variant, speed, rating);

CREATE TABLE rating_history (
    user_id TEXT NOT NULL REFERENCES users (id),
    game_id TEXT NOT NULL REFERENCES games (id),
    variant TEXT NOT NULL,
    speed TEXT NOT NULL,
    at BIGINT NOT NULL,
    -- The rating after the game.
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    CONSTRAINT rating_history_pkey PRIMARY KEY (user_id, game_id)
);

CREATE INDEX rating_history_user ON rating_history (user_id, at);

-- Each seat's account, if its player was logged in.
ALTER TABLE games ADD COLUMN white_user TEXT REFERENCES users (id);
ALTER TABLE games ADD COLUMN black_user TEXT REFERENCES users (id);
-- 1 for a rated game.
ALTER TABLE games ADD COLUMN rated BIGINT NOT NULL DEFAULT 0;
-- The speed class of a timed game (NULL untimed).
ALTER TABLE games ADD COLUMN speed TEXT;
-- A rated game's effect, written in the transaction that stores its result (once).
ALTER TABLE games ADD COLUMN white_rating_before DOUBLE PRECISION;
ALTER TABLE games ADD COLUMN white_rating_after DOUBLE PRECISION;
ALTER TABLE games ADD COLUMN white_deviation_after DOUBLE PRECISION;
ALTER TABLE games ADD COLUMN black_rating_before DOUBLE PRECISION;
ALTER TABLE games ADD COLUMN black_rating_after DOUBLE PRECISION;
ALTER TABLE games ADD COLUMN black_deviation_after DOUBLE PRECISION;

CREATE INDEX games_white_user ON games (white_user, created_at);
CREATE INDEX games_black_user ON games (black_user, created_at);
