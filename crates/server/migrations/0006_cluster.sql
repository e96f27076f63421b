-- Several nodes on one PostgreSQL (issue 26; docs/server.md, "Several nodes"). A single SQLite
-- server has these tables and never uses them.
--
-- A node's lease: while `expires_at` (milliseconds since the epoch, by the database's clock)
-- is ahead, the node is alive and owns its games. `generation` grows each time the node id
-- registers again, so a node that lost its lease and came back is another owner than before.
CREATE TABLE nodes (
    node_id TEXT PRIMARY KEY,
    generation BIGINT NOT NULL,
    expires_at BIGINT NOT NULL
);

-- The owner of each live game: the node (and its generation) that runs its actor. Every write
-- about a game checks this row in its own transaction (fencing), and a node takes a game over
-- only from an owner whose lease has run out.
CREATE TABLE game_owners (
    game_id TEXT PRIMARY KEY REFERENCES games (id),
    node_id TEXT NOT NULL,
    generation BIGINT NOT NULL
);
CREATE INDEX game_owners_by_node ON game_owners (node_id, generation);
