-- Players' own variants, stored and versioned (issue 29; docs/server.md, "Players' variants").
-- A variant is known as `@owner/slug`: the owner's name as it was when the variant was made and
-- the file's `id`. Versions are never changed or deleted, so a game pinned to one replays the
-- rules it was started with; deleting a variant only archives it.
CREATE TABLE user_variants (
    -- The lookup key: the owner's name lower-cased, '/', the slug (`alice/spiral`).
    key TEXT PRIMARY KEY,
    -- The id games and the API use: `@Alice/spiral` (the name as typed at sign-up).
    variant_id TEXT NOT NULL UNIQUE,
    owner_id TEXT NOT NULL REFERENCES users (id),
    owner_name TEXT NOT NULL,
    slug TEXT NOT NULL,
    -- The display name of the newest version (the directory searches it).
    name TEXT NOT NULL,
    description TEXT NOT NULL,
    -- `private`, `unlisted` or `public`.
    visibility TEXT NOT NULL,
    -- The newest version (1, 2, ...).
    version BIGINT NOT NULL,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    -- Set when its owner deleted it: no new games, but its games still replay.
    archived_at BIGINT
);

CREATE INDEX user_variants_owner ON user_variants (owner_id);
CREATE INDEX user_variants_listed ON user_variants (visibility, updated_at);

CREATE TABLE user_variant_versions (
    key TEXT NOT NULL REFERENCES user_variants (key),
    version BIGINT NOT NULL,
    -- The variant file's text, exactly as sent.
    toml TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (key, version)
);

-- The version of a player's variant a game was started with (NULL: a built-in game or one of
-- the operator's files, which have no versions).
ALTER TABLE games ADD COLUMN variant_version BIGINT;

-- The directory counts the games of each variant.
CREATE INDEX games_variant ON games (variant);
