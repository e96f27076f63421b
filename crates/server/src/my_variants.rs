//! Players' own variants over HTTP (docs/protocol.md, "Players' variants"): storing them
//! (`/api/my-variants`), and every game by id (`/api/variants/...`), a player's variant
//! included, as its visibility allows.
//!
//! A player's variant id `@name/slug` holds a `/`: in a path it is sent either as two segments
//! (`/api/variants/@alice/spiral/pieces`) or as one with the `/` encoded
//! (`/api/variants/%40alice%2Fspiral/pieces`, what `encodeURIComponent` makes); both reach the
//! same handler through [`VariantPath`].

use std::collections::HashMap;
use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{FromRequestParts, Path, Query, State};
use axum::http::request::Parts;
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Deserialize;

use crate::app::App;
use crate::extract::{body, ClientIp, CurrentUser};
use crate::store::{DirectoryOrder, NewVersion, MAX_VARIANTS};
use crate::variants::{parse_user_id, Resolved};
use crate::wire::{
    Directory, DirectoryEntry, ImportIniReq, ImportedIni, MyVariantReq, MyVariantSaved,
    MyVariantView, MyVariants, PieceDiagramView, VariantView, VersionView, Visibility,
};
use crate::Error;

type AppState = State<Arc<App>>;

/// The largest body of `POST`/`PUT /api/my-variants` (a variant file in JSON).
pub const MAX_VARIANT_BODY: usize = 64 * 1024;

/// Most pages of the directory.
const MAX_PAGE: u32 = 500;
/// Longest search text.
const MAX_QUERY: usize = 100;

/// A game id from the path: `{id}`, or `{id}/{slug}` for `@name/slug` sent as two segments.
#[derive(Debug, Clone)]
pub struct VariantPath(pub String);

impl FromRequestParts<Arc<App>> for VariantPath {
    type Rejection = Error;

    async fn from_request_parts(parts: &mut Parts, app: &Arc<App>) -> Result<VariantPath, Error> {
        let Path(mut params) = Path::<HashMap<String, String>>::from_request_parts(parts, app)
            .await
            .map_err(|_| Error::NotFound)?;
        let id = params.remove("id").ok_or(Error::NotFound)?;
        match params.remove("slug") {
            Some(slug) if id.starts_with('@') => Ok(VariantPath(format!("{id}/{slug}"))),
            Some(_) => Err(Error::NotFound),
            None => Ok(VariantPath(id)),
        }
    }
}

/// `?version=N`: one version of a player's variant rather than the newest.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct VersionQuery {
    version: Option<i64>,
}

/// The game `id` for `user`, newest or of the version asked.
async fn find(
    app: &App,
    id: &str,
    version: Option<i64>,
    user: &CurrentUser,
) -> Result<Resolved, Error> {
    let viewer = user.0.as_ref();
    match version {
        Some(v) => {
            app.variants()
                .resolve_version(app.store(), id, v, viewer)
                .await
        }
        None => app.variants().resolve(app.store(), id, viewer).await,
    }
}

fn version_query(
    query: Result<Query<VersionQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<Option<i64>, Error> {
    let Query(q) = query.map_err(|e| Error::BadRequest(format!("bad query: {}", e.body_text())))?;
    Ok(q.version)
}

/// `GET /api/variants/{id}`: one game as `GET /api/variants` lists the catalog's.
pub async fn one(
    State(app): AppState,
    VariantPath(id): VariantPath,
    user: CurrentUser,
    query: Result<Query<VersionQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<Json<VariantView>, Error> {
    let found = find(&app, &id, version_query(query)?, &user).await?;
    let builtin = found.stored.is_none() && app.catalog().user_source(&id).is_none();
    let mut view = VariantView::from(&found.rules.summary(builtin));
    view.version = found.version;
    Ok(Json(view))
}

/// `GET /api/variants/{id}/pieces`.
pub async fn pieces(
    State(app): AppState,
    VariantPath(id): VariantPath,
    user: CurrentUser,
    query: Result<Query<VersionQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<Json<Vec<PieceDiagramView>>, Error> {
    let found = find(&app, &id, version_query(query)?, &user).await?;
    let list = found
        .rules
        .piece_diagrams()
        .into_iter()
        .map(PieceDiagramView::from);
    Ok(Json(list.collect()))
}

/// `GET /api/variants/{id}/file`: the TOML text of a user's game (a `--variants` file or a
/// player's variant; the browser's rules load it); a built-in game's id is not found, like an
/// unknown one.
pub async fn file(
    State(app): AppState,
    VariantPath(id): VariantPath,
    user: CurrentUser,
    query: Result<Query<VersionQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<Response, Error> {
    let found = find(&app, &id, version_query(query)?, &user).await?;
    let text = found
        .source(app.catalog())
        .ok_or_else(|| Error::NoSuchVariant(id.clone()))?
        .to_owned();
    Ok(([(header::CONTENT_TYPE, "text/plain; charset=utf-8")], text).into_response())
}

/// The query of `GET /api/variants`.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DirectoryQuery {
    q: Option<String>,
    page: Option<u32>,
    sort: Option<String>,
}

/// `GET /api/variants`: the catalog's games; with `q` or `page`, a page of the directory of
/// the players' public variants.
pub async fn list(
    State(app): AppState,
    query: Result<Query<DirectoryQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<Response, Error> {
    let Query(q) = query.map_err(|e| Error::BadRequest(format!("bad query: {}", e.body_text())))?;
    if q.q.is_none() && q.page.is_none() && q.sort.is_none() {
        let list = app.catalog().summaries();
        let views: Vec<VariantView> = list.iter().map(VariantView::from).collect();
        return Ok(Json(views).into_response());
    }
    let page = q.page.unwrap_or(1);
    if !(1..=MAX_PAGE).contains(&page) {
        return Err(Error::BadRequest(format!(
            "page: 1 to {MAX_PAGE}, not {page}"
        )));
    }
    let order = match q.sort.as_deref() {
        None => DirectoryOrder::default(),
        Some(word) => DirectoryOrder::parse(word)
            .ok_or_else(|| Error::BadRequest("sort: 'recent', 'games' or 'name'".into()))?,
    };
    let text = q.q.unwrap_or_default();
    if text.chars().count() > MAX_QUERY {
        return Err(Error::BadRequest(format!(
            "q: at most {MAX_QUERY} characters"
        )));
    }
    let (rows, more) = app
        .store()
        .variant_directory(text.trim(), order, i64::from(page))
        .await?;
    let variants = rows
        .into_iter()
        .map(|r| DirectoryEntry {
            id: r.variant.variant_id,
            name: r.variant.name,
            description: r.variant.description,
            creator: r.variant.owner_name,
            games: r.games,
            version: r.variant.version,
            updated_at: r.variant.updated_at,
        })
        .collect();
    Ok(Json(Directory {
        variants,
        page,
        more,
    })
    .into_response())
}

/// Counts a new variant or version against the account's allowance.
async fn allow_write(app: &App, account: &str, ip: Option<std::net::IpAddr>) -> Result<(), Error> {
    app.allow_variant_write(account, ip).await
}

/// Reads the body, checks the file and returns it with the wanted visibility.
async fn checked(
    app: &App,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<(turnpan_rules::Variant, MyVariantReq), Error> {
    let req: MyVariantReq = body(bytes, false)?;
    let variant = app.variants().check_file(&req.toml).await?;
    Ok((variant, req))
}

/// `POST /api/my-variants`.
pub async fn create(
    State(app): AppState,
    ClientIp(ip): ClientIp,
    user: CurrentUser,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, Error> {
    let account = user.required()?;
    allow_write(&app, &account.id, ip).await?;
    let (variant, req) = checked(&app, bytes).await?;
    let (id, version) = app
        .store()
        .create_user_variant(
            &account,
            NewVersion {
                slug: variant.id(),
                name: variant.name(),
                description: variant.description(),
                visibility: req.visibility.as_str(),
                toml: &req.toml,
                now: crate::store::now_ms(),
            },
        )
        .await?;
    app.variants()
        .forget(&crate::store::user_variant_key(&account.name, variant.id()));
    tracing::info!(variant = %id, version, "a player's variant was stored");
    Ok((StatusCode::CREATED, Json(MyVariantSaved { id, version })).into_response())
}

/// The lookup key of one of `account`'s own variants, or 404.
fn own_key(account: &crate::domain::Account, id: &str) -> Result<(String, String), Error> {
    let (owner, slug) = parse_user_id(id).ok_or_else(|| Error::NoSuchVariant(id.to_owned()))?;
    if !owner.eq_ignore_ascii_case(&account.name) {
        return Err(Error::NoSuchVariant(id.to_owned()));
    }
    Ok((crate::store::user_variant_key(owner, slug), slug.to_owned()))
}

/// `PUT /api/my-variants/{id}`: a new version of one of the caller's variants.
pub async fn update(
    State(app): AppState,
    ClientIp(ip): ClientIp,
    user: CurrentUser,
    VariantPath(id): VariantPath,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Json<MyVariantSaved>, Error> {
    let account = user.required()?;
    let (key, slug) = own_key(&account, &id)?;
    allow_write(&app, &account.id, ip).await?;
    let (variant, req) = checked(&app, bytes).await?;
    if variant.id() != slug {
        return Err(Error::BadRequest(format!(
            "variant.toml: id: a new version keeps its variant's id '{slug}', not '{}'",
            variant.id()
        )));
    }
    let version = app
        .store()
        .update_user_variant(
            &account,
            &key,
            NewVersion {
                slug: &slug,
                name: variant.name(),
                description: variant.description(),
                visibility: req.visibility.as_str(),
                toml: &req.toml,
                now: crate::store::now_ms(),
            },
        )
        .await?
        .ok_or_else(|| Error::NoSuchVariant(id.clone()))?;
    app.variants().forget(&key);
    let id = format!("@{}/{slug}", variant_owner(&app, &key).await?);
    tracing::info!(variant = %id, version, "a player's variant has a new version");
    Ok(Json(MyVariantSaved { id, version }))
}

/// The owner's name as the variant's id spells it.
async fn variant_owner(app: &App, key: &str) -> Result<String, Error> {
    let (row, _) = app
        .store()
        .user_variant(key)
        .await?
        .ok_or_else(|| Error::internal("a variant just stored is gone"))?;
    Ok(row.owner_name)
}

/// `DELETE /api/my-variants/{id}`: archives one of the caller's variants (no new games; its
/// games, finished or not, still replay the version they started with).
pub async fn delete(
    State(app): AppState,
    user: CurrentUser,
    VariantPath(id): VariantPath,
) -> Result<Response, Error> {
    let account = user.required()?;
    let (key, _) = own_key(&account, &id)?;
    let done = app
        .store()
        .archive_user_variant(&account, &key, crate::store::now_ms())
        .await?;
    if !done {
        return Err(Error::NoSuchVariant(id));
    }
    app.variants().forget(&key);
    Ok(StatusCode::NO_CONTENT.into_response())
}

/// `GET /api/my-variants`.
pub async fn mine(State(app): AppState, user: CurrentUser) -> Result<Json<MyVariants>, Error> {
    let account = user.required()?;
    let rows = app.store().user_variants_of(&account.id).await?;
    let variants = rows
        .into_iter()
        .map(|(row, versions)| MyVariantView {
            visibility: match row.visibility.as_str() {
                "public" => Visibility::Public,
                "unlisted" => Visibility::Unlisted,
                _ => Visibility::Private,
            },
            id: row.variant_id,
            name: row.name,
            description: row.description,
            version: row.version,
            versions: versions
                .into_iter()
                .map(|(version, created_at)| VersionView {
                    version,
                    created_at,
                })
                .collect(),
            created_at: row.created_at,
            updated_at: row.updated_at,
        })
        .collect();
    Ok(Json(MyVariants {
        variants,
        max: MAX_VARIANTS,
    }))
}

/// A Fairy-Stockfish `variants.ini` text as a variant file: the rules crate's importer, its
/// error (line and key) as a bad request.
fn import_ini(ini: &str, section: Option<&str>) -> Result<ImportedIni, Error> {
    let imported = turnpan_rules::fsf_ini::import_ini(ini, section)
        .map_err(|e| Error::BadRequest(e.to_string()))?;
    Ok(ImportedIni {
        toml: imported.toml,
        unsupported: imported.unsupported,
    })
}

/// `POST /api/my-variants/import`: turns a `variants.ini` section into a variant file, stores
/// nothing (the caller reviews the file, then stores it with `POST /api/my-variants`).
pub async fn import(bytes: Result<Bytes, BytesRejection>) -> Result<Json<ImportedIni>, Error> {
    let req: ImportIniReq = body(bytes, false)?;
    import_ini(&req.ini, req.section.as_deref()).map(Json)
}
