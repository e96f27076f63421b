-- Post-game reviews (issue 25): the engine's verdict on every position of a finished game,
-- computed in a browser and saved by a logged-in player so others see it without computing it.
-- One review per game; a deeper one replaces it, a shallower one never does.
CREATE TABLE reviews (
    game_id TEXT PRIMARY KEY REFERENCES games (id),
    -- Who saved it (shown by name; "deleted" once the account is deleted).
    user_id TEXT NOT NULL REFERENCES users (id),
    -- The search depth of every position (1 to 30).
    depth BIGINT NOT NULL,
    -- JSON: one entry per position, `[{"score": {"cp": n} | {"mate": n}, "best": uci | null}]`,
    -- checked against the game by the server before it is stored.
    plies TEXT NOT NULL,
    saved_at BIGINT NOT NULL
);
