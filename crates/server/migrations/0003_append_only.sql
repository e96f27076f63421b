-- Moves become append-only: no row of `moves` is ever updated or deleted again. A takeback is
-- an event of its own, a row of `takebacks`. Both tables share one sequence per game (`seq`:
-- 1, 2, 3, ... in the order the events were committed), so a game is rebuilt by replaying its
-- events in `seq` order: a move is played, a takeback cuts the line back to `ply` moves and
-- sets the clocks it carries. A move played again after a takeback gets a new row with the same
-- `ply` and a new `seq`, hence the new primary key (game_id, seq).
--
-- Upgrading: until now a takeback deleted the rows it took back and updated the clocks of the
-- last row kept, so the rows left are exactly each game's current line, plies 1..n with no gap,
-- and `seq = ply` is their event order. The table is rebuilt (SQLite cannot change a primary key
-- in place) by copying every row once; this is the only time a move row is rewritten.
CREATE TABLE moves_seq (
    game_id TEXT NOT NULL REFERENCES games (id),
    -- The event's number within its game (shared with `takebacks`), from 1.
    seq BIGINT NOT NULL,
    -- The move's ply in the line it was played in: 1 for the first move of the game.
    ply BIGINT NOT NULL,
    uci TEXT NOT NULL,
    -- Both clocks right after this move (the mover's with its increment).
    white_ms BIGINT,
    black_ms BIGINT,
    played_at BIGINT NOT NULL,
    CONSTRAINT moves_seq_pkey PRIMARY KEY (game_id, seq)
);

INSERT INTO moves_seq (game_id, seq, ply, uci, white_ms, black_ms, played_at)
    SELECT game_id, ply, ply, uci, white_ms, black_ms, played_at FROM moves;

DROP TABLE moves;

ALTER TABLE moves_seq RENAME TO moves;

CREATE TABLE takebacks (
    game_id TEXT NOT NULL REFERENCES games (id),
    -- The event's number within its game (shared with `moves`).
    seq BIGINT NOT NULL,
    -- Moves kept: the line is cut back to its first `ply` moves.
    ply BIGINT NOT NULL,
    -- Both clocks after the takeback (the side to move's turn starts again from its reading).
    white_ms BIGINT,
    black_ms BIGINT,
    taken_at BIGINT NOT NULL,
    CONSTRAINT takebacks_pkey PRIMARY KEY (game_id, seq)
);
