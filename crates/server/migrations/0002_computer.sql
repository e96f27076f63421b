-- Games against the computer: the engine's level (1-8); NULL in every other game. The engine
-- holds the seat that has no token (the colour opposite `creator_color`).
ALTER TABLE games ADD COLUMN computer_level BIGINT;
