//! Players' own variants in storage (docs/server.md, "Players' variants"): one row per variant
//! (owner, slug, visibility, newest version) and one per version (the file's text). Versions
//! are never changed or deleted, so a game pinned to a version always replays; deleting a
//! variant archives it. Rare writes: straight through the pool, each a short transaction.

use sqlx::Row;

use super::{Db, Store};
use crate::domain::Account;
use crate::Error;

/// Most variants an account may have (not counting deleted ones).
pub const MAX_VARIANTS: i64 = 20;
/// Most variants an account may ever have made, deleted ones included (their versions stay for
/// the games that played them).
pub const MAX_VARIANTS_KEPT: i64 = 100;
/// Directory entries per page.
pub const DIRECTORY_PAGE: i64 = 20;

/// A player's variant as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserVariantRow {
    /// The id games and the API use (`@Alice/spiral`).
    pub variant_id: String,
    /// The owner's account.
    pub owner_id: String,
    /// The owner's name when the variant was made.
    pub owner_name: String,
    /// The file's `id`.
    pub slug: String,
    /// Display name of the newest version.
    pub name: String,
    /// Description of the newest version.
    pub description: String,
    /// `private`, `unlisted` or `public`.
    pub visibility: String,
    /// The newest version.
    pub version: i64,
    /// Creation time (ms since the epoch).
    pub created_at: i64,
    /// Time of the newest version.
    pub updated_at: i64,
    /// Whether its owner deleted it.
    pub archived: bool,
}

/// A public variant in the directory.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DirectoryRow {
    /// The variant.
    pub variant: UserVariantRow,
    /// Games started with any of its versions.
    pub games: i64,
}

/// The order of the directory.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum DirectoryOrder {
    /// Most recently updated first.
    #[default]
    Recent,
    /// Most games played first.
    Games,
    /// By name, A to Z.
    Name,
}

impl DirectoryOrder {
    /// The word of `?sort=`.
    pub fn parse(text: &str) -> Option<DirectoryOrder> {
        match text {
            "recent" => Some(DirectoryOrder::Recent),
            "games" => Some(DirectoryOrder::Games),
            "name" => Some(DirectoryOrder::Name),
            _ => None,
        }
    }

    /// Its `ORDER BY` (`games` is the count's column; the key breaks ties).
    fn sql(self) -> &'static str {
        match self {
            DirectoryOrder::Recent => "uv.updated_at DESC, uv.key",
            DirectoryOrder::Games => "games DESC, uv.updated_at DESC, uv.key",
            DirectoryOrder::Name => "LOWER(uv.name), uv.key",
        }
    }
}

/// The lookup key of `@owner/slug`: the name lower-cased, `/`, the slug.
pub fn key_of(owner: &str, slug: &str) -> String {
    format!("{}/{slug}", owner.to_ascii_lowercase())
}

macro_rules! variant_row {
    ($r:expr) => {{
        let r = $r;
        let archived: Option<i64> = r.try_get("archived_at")?;
        UserVariantRow {
            variant_id: r.try_get("variant_id")?,
            owner_id: r.try_get("owner_id")?,
            owner_name: r.try_get("owner_name")?,
            slug: r.try_get("slug")?,
            name: r.try_get("name")?,
            description: r.try_get("description")?,
            visibility: r.try_get("visibility")?,
            version: r.try_get("version")?,
            created_at: r.try_get("created_at")?,
            updated_at: r.try_get("updated_at")?,
            archived: archived.is_some(),
        }
    }};
}

const VARIANT_COLUMNS: &str = "uv.variant_id, uv.owner_id, uv.owner_name, uv.slug, uv.name, \
     uv.description, uv.visibility, uv.version, uv.created_at, uv.updated_at, uv.archived_at";

/// What a new variant needs.
#[derive(Debug, Clone, Copy)]
pub struct NewVersion<'a> {
    /// The file's `id`.
    pub slug: &'a str,
    /// Its display name.
    pub name: &'a str,
    /// Its description.
    pub description: &'a str,
    /// `private`, `unlisted` or `public`.
    pub visibility: &'a str,
    /// The file's text.
    pub toml: &'a str,
    /// Now (ms since the epoch).
    pub now: i64,
}

impl Store {
    /// Stores a new variant of `owner` as version 1, or a deleted one of the same slug again
    /// as its next version. Returns its id and version.
    ///
    /// # Errors
    /// [`Error::TooManyVariants`] over [`MAX_VARIANTS`] (or [`MAX_VARIANTS_KEPT`]);
    /// [`Error::Conflict`] when the owner has a variant of that slug already.
    pub async fn create_user_variant(
        &self,
        owner: &Account,
        new: NewVersion<'_>,
    ) -> Result<(String, i64), Error> {
        let key = key_of(&owner.name, new.slug);
        let variant_id = format!("@{}/{}", owner.name, new.slug);
        each_db!(&self.db, pool => {
            let mut tx = pool.begin().await?;
            // Takes the account's row first: two creations of one account take turns (a row
            // lock in PostgreSQL, the write lock in SQLite), so the count below holds.
            sqlx::query("UPDATE users SET id = id WHERE id = $1")
                .bind(&owner.id)
                .execute(&mut *tx)
                .await?;
            let existing = sqlx::query(
                "SELECT owner_id, version, archived_at FROM user_variants WHERE key = $1",
            )
            .bind(&key)
            .fetch_optional(&mut *tx)
            .await?;
            let counts = sqlx::query(
                "SELECT COUNT(*) AS kept, COALESCE(SUM(CASE WHEN archived_at IS NULL \
                 THEN 1 ELSE 0 END), 0) AS live FROM user_variants WHERE owner_id = $1",
            )
            .bind(&owner.id)
            .fetch_one(&mut *tx)
            .await?;
            let kept: i64 = counts.try_get("kept")?;
            let live: i64 = counts.try_get("live")?;
            let full = || {
                Error::TooManyVariants(format!(
                    "an account may have {MAX_VARIANTS} variants: delete one first"
                ))
            };
            let version = match existing {
                Some(r) => {
                    let owner_id: String = r.try_get("owner_id")?;
                    let archived: Option<i64> = r.try_get("archived_at")?;
                    if owner_id != owner.id {
                        return Err(Error::Conflict(format!(
                            "the id '{variant_id}' belonged to an earlier account of that \
                             name: give the variant another id"
                        )));
                    }
                    if archived.is_none() {
                        return Err(Error::Conflict(format!(
                            "you already have a variant '{variant_id}': change it with \
                             PUT /api/my-variants/{variant_id}"
                        )));
                    }
                    if live >= MAX_VARIANTS {
                        return Err(full());
                    }
                    let version: i64 = r.try_get("version")?;
                    sqlx::query(
                        "UPDATE user_variants SET version = $1, name = $2, visibility = $3, \
                         updated_at = $4, archived_at = NULL, description = $5 WHERE key = $6",
                    )
                    .bind(version + 1)
                    .bind(new.name)
                    .bind(new.visibility)
                    .bind(new.now)
                    .bind(new.description)
                    .bind(&key)
                    .execute(&mut *tx)
                    .await?;
                    version + 1
                }
                None => {
                    if live >= MAX_VARIANTS {
                        return Err(full());
                    }
                    if kept >= MAX_VARIANTS_KEPT {
                        return Err(Error::TooManyVariants(format!(
                            "an account may make {MAX_VARIANTS_KEPT} variants in all, deleted \
                             ones included"
                        )));
                    }
                    sqlx::query(
                        "INSERT INTO user_variants (key, variant_id, owner_id, owner_name, slug, \
                         name, visibility, version, created_at, updated_at, description) \
                         VALUES ($1, $2, $3, $4, $5, $6, $7, 1, $8, $8, $9)",
                    )
                    .bind(&key)
                    .bind(&variant_id)
                    .bind(&owner.id)
                    .bind(&owner.name)
                    .bind(new.slug)
                    .bind(new.name)
                    .bind(new.visibility)
                    .bind(new.now)
                    .bind(new.description)
                    .execute(&mut *tx)
                    .await?;
                    1
                }
            };
            sqlx::query(
                "INSERT INTO user_variant_versions (key, version, toml, created_at) \
                 VALUES ($1, $2, $3, $4)",
            )
            .bind(&key)
            .bind(version)
            .bind(new.toml)
            .bind(new.now)
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
            Ok((variant_id, version))
        })
    }

    /// Stores the next version of `owner`'s variant `key` (its slug may not change). Returns
    /// the new version, or `None` when the owner has no such variant (deleted ones included).
    ///
    /// # Errors
    /// Storage.
    pub async fn update_user_variant(
        &self,
        owner: &Account,
        key: &str,
        new: NewVersion<'_>,
    ) -> Result<Option<i64>, Error> {
        each_db!(&self.db, pool => {
            let mut tx = pool.begin().await?;
            let row = sqlx::query(
                "UPDATE user_variants SET version = version + 1, name = $1, visibility = $2, \
                 updated_at = $3, description = $4 WHERE key = $5 AND owner_id = $6 \
                 AND archived_at IS NULL RETURNING version",
            )
            .bind(new.name)
            .bind(new.visibility)
            .bind(new.now)
            .bind(new.description)
            .bind(key)
            .bind(&owner.id)
            .fetch_optional(&mut *tx)
            .await?;
            let Some(row) = row else {
                return Ok(None);
            };
            let version: i64 = row.try_get("version")?;
            sqlx::query(
                "INSERT INTO user_variant_versions (key, version, toml, created_at) \
                 VALUES ($1, $2, $3, $4)",
            )
            .bind(key)
            .bind(version)
            .bind(new.toml)
            .bind(new.now)
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
            Ok(Some(version))
        })
    }

    /// Archives `owner`'s variant `key`: no new games, but its versions stay for the games that
    /// played them. Returns whether there was such a variant.
    ///
    /// # Errors
    /// Storage.
    pub async fn archive_user_variant(
        &self,
        owner: &Account,
        key: &str,
        now: i64,
    ) -> Result<bool, Error> {
        let done = each_db!(&self.db, pool => sqlx::query(
            "UPDATE user_variants SET archived_at = $1 WHERE key = $2 AND owner_id = $3 \
             AND archived_at IS NULL",
        )
        .bind(now)
        .bind(key)
        .bind(&owner.id)
        .execute(pool)
        .await?
        .rows_affected());
        Ok(done == 1)
    }

    /// A variant and the text of its newest version (deleted ones included: the caller
    /// decides).
    ///
    /// # Errors
    /// Storage.
    pub async fn user_variant(&self, key: &str) -> Result<Option<(UserVariantRow, String)>, Error> {
        let sql = format!(
            "SELECT {VARIANT_COLUMNS}, v.toml FROM user_variants uv \
             JOIN user_variant_versions v ON v.key = uv.key AND v.version = uv.version \
             WHERE uv.key = $1"
        );
        each_db!(&self.db, pool => {
            let row = sqlx::query(&sql).bind(key).fetch_optional(pool).await?;
            match row {
                Some(r) => {
                    let toml: String = r.try_get("toml")?;
                    Ok(Some((variant_row!(&r), toml)))
                }
                None => Ok(None),
            }
        })
    }

    /// The text of one version of a variant, with the variant (whatever its state now).
    ///
    /// # Errors
    /// Storage.
    pub async fn user_variant_version(
        &self,
        key: &str,
        version: i64,
    ) -> Result<Option<(UserVariantRow, String)>, Error> {
        let sql = format!(
            "SELECT {VARIANT_COLUMNS}, v.toml FROM user_variants uv \
             JOIN user_variant_versions v ON v.key = uv.key \
             WHERE uv.key = $1 AND v.version = $2"
        );
        each_db!(&self.db, pool => {
            let row = sqlx::query(&sql)
                .bind(key)
                .bind(version)
                .fetch_optional(pool)
                .await?;
            match row {
                Some(r) => {
                    let toml: String = r.try_get("toml")?;
                    Ok(Some((variant_row!(&r), toml)))
                }
                None => Ok(None),
            }
        })
    }

    /// An account's variants (not the deleted ones), newest first, each with its versions'
    /// numbers and times.
    ///
    /// # Errors
    /// Storage.
    pub async fn user_variants_of(
        &self,
        owner_id: &str,
    ) -> Result<Vec<(UserVariantRow, Vec<(i64, i64)>)>, Error> {
        let sql = format!(
            "SELECT {VARIANT_COLUMNS}, v.version AS v_version, v.created_at AS v_created \
             FROM user_variants uv JOIN user_variant_versions v ON v.key = uv.key \
             WHERE uv.owner_id = $1 AND uv.archived_at IS NULL \
             ORDER BY uv.updated_at DESC, uv.key, v.version"
        );
        each_db!(&self.db, pool => {
            let rows = sqlx::query(&sql).bind(owner_id).fetch_all(pool).await?;
            let mut out: Vec<(UserVariantRow, Vec<(i64, i64)>)> = Vec::new();
            for r in &rows {
                let row = variant_row!(r);
                let version = (r.try_get("v_version")?, r.try_get("v_created")?);
                match out.last_mut() {
                    Some((last, versions)) if last.variant_id == row.variant_id => {
                        versions.push(version);
                    }
                    _ => out.push((row, vec![version])),
                }
            }
            Ok(out)
        })
    }

    /// A page (from 1) of the public variants whose name or id (so its creator's name) holds
    /// `q` (ignoring case), in `order`, and whether more pages follow.
    ///
    /// # Errors
    /// Storage.
    pub async fn variant_directory(
        &self,
        q: &str,
        order: DirectoryOrder,
        page: i64,
    ) -> Result<(Vec<DirectoryRow>, bool), Error> {
        let pattern = format!(
            "%{}%",
            q.to_lowercase()
                .replace('\\', "\\\\")
                .replace('%', "\\%")
                .replace('_', "\\_")
        );
        let sql = format!(
            "SELECT {VARIANT_COLUMNS}, \
             (SELECT COUNT(*) FROM games g WHERE g.variant = uv.variant_id) AS games \
             FROM user_variants uv WHERE uv.visibility = 'public' AND uv.archived_at IS NULL \
             AND (LOWER(uv.name) LIKE $1 ESCAPE '\\' OR LOWER(uv.variant_id) LIKE $1 ESCAPE '\\') \
             ORDER BY {} LIMIT $2 OFFSET $3",
            order.sql()
        );
        each_db!(&self.db, pool => {
            let rows = sqlx::query(&sql)
                .bind(&pattern)
                .bind(DIRECTORY_PAGE + 1)
                .bind((page - 1) * DIRECTORY_PAGE)
                .fetch_all(pool)
                .await?;
            let more = rows.len() as i64 > DIRECTORY_PAGE;
            let mut out = Vec::with_capacity(rows.len());
            for r in rows.iter().take(DIRECTORY_PAGE as usize) {
                out.push(DirectoryRow {
                    variant: variant_row!(r),
                    games: r.try_get("games")?,
                });
            }
            Ok((out, more))
        })
    }
}
