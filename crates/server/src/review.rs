//! Post-game reviews (issue 25; docs/protocol.md, "Post-game review"): a browser runs the engine
//! over every position of a finished game and a logged-in player may save the result to the
//! game, so others see it without computing it again. The server trusts nothing it is sent:
//! the game must be finished, there must be one entry per position, every score bounded and
//! every best move legal in its position (checked by the rules), the depth 1 to 30; a deeper
//! review replaces a shallower one, never the reverse.

use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{Path, State};
use axum::Json;
use serde::{Deserialize, Serialize};
use turnpan_rules::{AnyGame, Game, GameRules};

use crate::app::App;
use crate::extract::{body, CurrentUser};
use crate::mailbox::Command;
use crate::wire::Status;
use crate::Error;

/// Largest body of `PUT /api/games/{id}/review` (about 1,500 positions).
pub const MAX_REVIEW_BODY: usize = 64 * 1024;
/// Deepest search a review may claim.
pub const MAX_DEPTH: u32 = 30;
/// Largest centipawn score (the engine's mate scores start above it).
pub const MAX_CP: i32 = 30_000;
/// Longest mate a score may announce, in moves.
pub const MAX_MATE: i32 = 500;

/// A position's score from the side to move's point of view, as UCI says it: `{"cp": n}` or
/// `{"mate": n}` (mate in n moves; negative: the side to move is mated; 0: it is mated now).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ReviewScore {
    /// Centipawns.
    Cp(i32),
    /// Moves to mate.
    Mate(i32),
}

/// The engine's verdict on one position of the game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlyReview {
    /// The position's score.
    pub score: ReviewScore,
    /// The best move in engine notation; `null` only where the game is over.
    pub best: Option<String>,
}

/// `PUT /api/games/{id}/review`.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReviewReq {
    /// The search depth of every position.
    pub depth: u32,
    /// One entry per position: `moves + 1`, from the start position to the last.
    pub plies: Vec<PlyReview>,
}

/// One position of a saved review as it is read: the entry saved, and the best move's name
/// in the game's notation (SAN, Turnover's notation), so a client needs no rules to show it.
#[derive(Debug, Clone, Serialize)]
pub struct PlyView {
    /// The position's score.
    pub score: ReviewScore,
    /// The best move in engine notation, or `null`.
    pub best: Option<String>,
    /// Its name in the game's notation, or `null`.
    pub best_san: Option<String>,
}

/// `GET /api/games/{id}/review` and the answer to a save.
#[derive(Debug, Clone, Serialize)]
pub struct ReviewView {
    /// The search depth of every position.
    pub depth: u32,
    /// Who saved it (`"deleted"` once the account is deleted).
    pub by: String,
    /// When (ms since the epoch).
    pub saved_at: i64,
    /// One entry per position.
    pub plies: Vec<PlyView>,
}

/// Checks a review against the game it is for (the game's rules, start position and moves);
/// returns the name of each position's best move in the game's notation.
///
/// # Errors
/// [`Error::BadRequest`] naming the first thing wrong and where.
pub fn check(
    req: &ReviewReq,
    rules: &GameRules,
    initial_fen: &str,
    moves: &[String],
) -> Result<Vec<Option<String>>, Error> {
    let bad = |m: String| Err(Error::BadRequest(m));
    if !(1..=MAX_DEPTH).contains(&req.depth) {
        return bad(format!("depth: {} is not in 1..{MAX_DEPTH}", req.depth));
    }
    if req.plies.len() != moves.len() + 1 {
        return bad(format!(
            "plies: the game has {} positions (moves + 1), not {}",
            moves.len() + 1,
            req.plies.len()
        ));
    }
    let mut pos: AnyGame = rules
        .from_fen(initial_fen)
        .map_err(|e| Error::internal(format!("a stored game's start position: {e}")))?;
    let mut legal = Vec::new();
    let mut names = Vec::with_capacity(req.plies.len());
    for (i, ply) in req.plies.iter().enumerate() {
        match ply.score {
            ReviewScore::Cp(cp) if cp.abs() > MAX_CP => {
                return bad(format!("plies[{i}].score: cp {cp} is beyond ±{MAX_CP}"))
            }
            ReviewScore::Mate(m) if m.abs() > MAX_MATE => {
                return bad(format!("plies[{i}].score: mate {m} is beyond ±{MAX_MATE}"))
            }
            _ => {}
        }
        legal.clear();
        pos.legal_moves(&mut legal);
        let last = i == moves.len();
        match &ply.best {
            None if last => names.push(None),
            None => return bad(format!("plies[{i}].best: null, but the game goes on")),
            Some(best) => match legal.iter().find(|&&m| pos.uci(m) == *best) {
                Some(&m) => names.push(Some(pos.san(m))),
                None => {
                    let shown: String = best.chars().take(12).collect();
                    return bad(format!(
                        "plies[{i}].best: '{shown}' is not a legal move in that position"
                    ));
                }
            },
        }
        if let Some(text) = moves.get(i) {
            let mv = pos
                .parse_uci(text)
                .map_err(|e| Error::internal(format!("a stored move '{text}': {e}")))?;
            pos.play(mv)
                .map_err(|e| Error::internal(format!("a stored move '{text}': {e}")))?;
        }
    }
    Ok(names)
}

/// The entries with their best moves' names.
fn with_names(plies: Vec<PlyReview>, names: Vec<Option<String>>) -> Vec<PlyView> {
    plies
        .into_iter()
        .zip(names)
        .map(|(p, best_san)| PlyView {
            score: p.score,
            best: p.best,
            best_san,
        })
        .collect()
}

/// A game as a review needs it: its rules, start position and moves.
struct Reviewed {
    status: Status,
    variant: String,
    variant_version: Option<i64>,
    initial_fen: String,
    moves: Vec<String>,
}

impl Reviewed {
    async fn load(app: &App, id: &str) -> Result<Reviewed, Error> {
        let state = app
            .ask(id, |reply| Command::State { token: None, reply })
            .await?;
        Ok(Reviewed {
            status: state.status,
            variant: state.variant,
            variant_version: state.variant_version,
            initial_fen: state.initial_fen,
            moves: state.moves,
        })
    }

    async fn check(&self, app: &App, req: &ReviewReq) -> Result<Vec<Option<String>>, Error> {
        // The rules the game was played by (a player's variant: that version).
        let rules: GameRules = app
            .variants()
            .pinned(app.store(), &self.variant, self.variant_version)
            .await
            .map_err(|e| {
                Error::internal(format!(
                    "a stored game of unknown variant '{}': {e}",
                    self.variant
                ))
            })?;
        check(req, &rules, &self.initial_fen, &self.moves)
    }
}

/// `GET /api/games/{id}/review`: the saved review, or 404.
pub async fn get(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
) -> Result<Json<ReviewView>, Error> {
    if !crate::ids::is_game_id(&id) {
        return Err(Error::NotFound);
    }
    let stored = app.store().review(&id).await?.ok_or(Error::NotFound)?;
    let plies: Vec<PlyReview> = serde_json::from_str(&stored.plies)
        .map_err(|e| Error::internal(format!("a stored review: {e}")))?;
    let depth = u32::try_from(stored.depth).unwrap_or(0);
    let game = Reviewed::load(&app, &id).await?;
    let req = ReviewReq { depth, plies };
    let names = game
        .check(&app, &req)
        .await
        .map_err(|e| Error::internal(format!("a stored review no longer fits its game: {e}")))?;
    Ok(Json(ReviewView {
        depth,
        by: stored.by.unwrap_or_else(|| "deleted".into()),
        saved_at: stored.saved_at,
        plies: with_names(req.plies, names),
    }))
}

/// `PUT /api/games/{id}/review`: saves a review (a session needed); answers the saved review.
pub async fn put(
    State(app): State<Arc<App>>,
    user: CurrentUser,
    Path(id): Path<String>,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Json<ReviewView>, Error> {
    let account = user.required()?;
    let req: ReviewReq = body(bytes, false)?;
    let game = Reviewed::load(&app, &id).await?;
    if game.status != Status::Finished {
        return Err(Error::Conflict(
            "only a finished game can be reviewed".into(),
        ));
    }
    let names = game.check(&app, &req).await?;
    let plies = serde_json::to_string(&req.plies)
        .map_err(|e| Error::internal(format!("writing a review: {e}")))?;
    let now = crate::store::now_ms();
    let saved = app
        .store()
        .save_review(&id, &account.id, i64::from(req.depth), &plies, now)
        .await?;
    if let Err(kept) = saved {
        return Err(Error::Conflict(format!(
            "a review at depth {kept} is saved: only a deeper one replaces it"
        )));
    }
    tracing::info!(
        game = id,
        user = account.name,
        depth = req.depth,
        "saved a review"
    );
    Ok(Json(ReviewView {
        depth: req.depth,
        by: account.name,
        saved_at: now,
        plies: with_names(req.plies, names),
    }))
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use turnpan_rules::Catalog;

    fn ply(score: ReviewScore, best: Option<&str>) -> PlyReview {
        PlyReview {
            score,
            best: best.map(str::to_owned),
        }
    }

    #[test]
    fn a_review_is_checked_position_by_position() {
        let catalog = Catalog::builtin();
        let rules = catalog.get("chess").unwrap();
        let start = rules.start().fen();
        let moves: Vec<String> = ["f2f3", "e7e5", "g2g4", "d8h4"].map(String::from).to_vec();
        let good = ReviewReq {
            depth: 6,
            plies: vec![
                ply(ReviewScore::Cp(30), Some("e2e4")),
                ply(ReviewScore::Cp(60), Some("e7e5")),
                ply(ReviewScore::Cp(-80), Some("b1c3")),
                ply(ReviewScore::Mate(1), Some("d8h4")),
                ply(ReviewScore::Mate(0), None),
            ],
        };
        let names = check(&good, rules, &start, &moves).unwrap();
        assert_eq!(names[3].as_deref(), Some("Qh4#"));
        assert_eq!(names[4], None);
        let mut wrong = good.clone();
        wrong.plies[2].best = Some("e2e5".into());
        let e = check(&wrong, rules, &start, &moves).unwrap_err();
        assert!(e.to_string().contains("plies[2].best: 'e2e5'"), "{e}");
        wrong = good.clone();
        wrong.plies[1].best = None;
        assert!(check(&wrong, rules, &start, &moves).is_err());
        wrong = good.clone();
        wrong.plies.pop();
        assert!(check(&wrong, rules, &start, &moves).is_err());
        wrong = good.clone();
        wrong.depth = 0;
        assert!(check(&wrong, rules, &start, &moves).is_err());
        wrong = good.clone();
        wrong.plies[0].score = ReviewScore::Cp(MAX_CP + 1);
        assert!(check(&wrong, rules, &start, &moves).is_err());
    }
}
