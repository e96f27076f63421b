//! Ratings: Glicko-2 (Glickman, "Example of the Glicko-2 system", 2012) for each game id and
//! speed class, each game its own rating period (docs/server.md, "Ratings").
//!
//! The update itself is the `skillratings` crate's; this module adds what Turnpan decides
//! around it: the speed classes, the start values, the system constant, when a rating is
//! provisional, and how a deviation grows while a player does not play.

use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;

use crate::clock::ClockSpec;

/// The system constant τ (how fast volatility may change).
pub const TAU: f64 = 0.5;
/// A rating is provisional while its deviation is above this.
pub const PROVISIONAL_ABOVE: f64 = 110.0;
/// The largest deviation: a new player's, and the most inactivity can bring back.
pub const MAX_DEVIATION: f64 = 350.0;
/// One day in milliseconds: inactivity is counted in (fractions of) days.
const DAY_MS: f64 = 86_400_000.0;
/// Glicko-2's scale factor between the Glicko scale (1500 ± deviation) and its own.
const SCALE: f64 = 173.7178;

/// The speed class of a timed game, from its estimated duration `initial + 40 × increment`
/// (as lichess counts it): under 3 minutes bullet, under 8 blitz, under 25 rapid, else
/// classical. Untimed games have none and are never rated.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Speed {
    /// Under 3 minutes.
    Bullet,
    /// Under 8 minutes.
    Blitz,
    /// Under 25 minutes.
    Rapid,
    /// 25 minutes or more.
    Classical,
}

impl Speed {
    /// Every speed, fastest first.
    pub const ALL: [Speed; 4] = [Speed::Bullet, Speed::Blitz, Speed::Rapid, Speed::Classical];

    /// The class of a time control.
    ///
    /// ```
    /// use turnpan_server::clock::ClockSpec;
    /// use turnpan_server::rating::Speed;
    /// let tc = |min: u64, inc: u64| ClockSpec { initial_ms: min * 60_000, increment_ms: inc * 1000 };
    /// assert_eq!(Speed::of(tc(1, 0)), Speed::Bullet);
    /// assert_eq!(Speed::of(tc(2, 1)), Speed::Bullet); // 2 min + 40 × 1 s = 160 s
    /// assert_eq!(Speed::of(tc(3, 2)), Speed::Blitz);
    /// assert_eq!(Speed::of(tc(10, 0)), Speed::Rapid);
    /// assert_eq!(Speed::of(tc(15, 10)), Speed::Rapid); // 15 min + 40 × 10 s = 21:40
    /// assert_eq!(Speed::of(tc(20, 10)), Speed::Classical);
    /// ```
    pub fn of(clock: ClockSpec) -> Speed {
        let estimate_ms = clock
            .initial_ms
            .saturating_add(clock.increment_ms.saturating_mul(40));
        match estimate_ms / 1000 {
            s if s < 3 * 60 => Speed::Bullet,
            s if s < 8 * 60 => Speed::Blitz,
            s if s < 25 * 60 => Speed::Rapid,
            _ => Speed::Classical,
        }
    }

    /// The wire (and database) name.
    pub const fn as_str(self) -> &'static str {
        match self {
            Speed::Bullet => "bullet",
            Speed::Blitz => "blitz",
            Speed::Rapid => "rapid",
            Speed::Classical => "classical",
        }
    }

    /// Parses a wire name; anything else is `None`.
    ///
    /// ```
    /// use turnpan_server::rating::Speed;
    /// assert_eq!(Speed::parse("blitz"), Some(Speed::Blitz));
    /// assert_eq!(Speed::parse("Blitz"), None);
    /// ```
    pub fn parse(text: &str) -> Option<Speed> {
        Speed::ALL.into_iter().find(|s| s.as_str() == text)
    }
}

/// A rating on the Glicko scale.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rating {
    /// The rating (1500 at the start).
    pub rating: f64,
    /// Its deviation (350 at the start).
    pub deviation: f64,
    /// Its volatility (0.06 at the start).
    pub volatility: f64,
}

impl Rating {
    /// A new player's rating: 1500, deviation 350, volatility 0.06.
    pub const START: Rating = Rating {
        rating: 1500.0,
        deviation: MAX_DEVIATION,
        volatility: 0.06,
    };

    /// Whether the rating is still provisional (deviation above 110).
    ///
    /// ```
    /// use turnpan_server::rating::Rating;
    /// assert!(Rating::START.provisional());
    /// assert!(!Rating { deviation: 110.0, ..Rating::START }.provisional());
    /// ```
    pub fn provisional(&self) -> bool {
        self.deviation > PROVISIONAL_ABOVE
    }

    /// The rating after `idle_ms` without a game in its category: each day is a rating period
    /// without games, which Glicko-2 (step 6) answers with φ' = √(φ² + σ²); over `d` days,
    /// fractions included, φ' = √(φ² + d·σ²), never above the start deviation.
    ///
    /// ```
    /// use turnpan_server::rating::Rating;
    /// let r = Rating { rating: 1700.0, deviation: 60.0, volatility: 0.06 };
    /// assert_eq!(r.aged(0), r);
    /// let month = r.aged(30 * 86_400_000);
    /// assert!(month.deviation > 82.0 && month.deviation < 84.0 && month.rating == 1700.0);
    /// assert_eq!(r.aged(i64::MAX).deviation, 350.0);
    /// ```
    pub fn aged(self, idle_ms: i64) -> Rating {
        if idle_ms <= 0 {
            return self;
        }
        let days = idle_ms as f64 / DAY_MS;
        let phi = self.deviation / SCALE;
        let grown = (phi * phi + days * self.volatility * self.volatility).sqrt() * SCALE;
        Rating {
            deviation: grown.min(MAX_DEVIATION),
            ..self
        }
    }

    fn glicko(self) -> Glicko2Rating {
        Glicko2Rating {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
        }
    }

    fn from_glicko(r: Glicko2Rating) -> Rating {
        Rating {
            rating: r.rating,
            deviation: r.deviation.min(MAX_DEVIATION),
            volatility: r.volatility,
        }
    }
}

/// The result of a game for the rating, from White's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Score {
    /// White won.
    WhiteWins,
    /// Black won.
    BlackWins,
    /// A draw.
    Draw,
}

impl Score {
    /// The score of a stored result (`1-0`, `0-1`, `1/2-1/2`).
    ///
    /// ```
    /// use turnpan_server::rating::Score;
    /// assert_eq!(Score::parse("1/2-1/2"), Some(Score::Draw));
    /// assert_eq!(Score::parse("*"), None);
    /// ```
    pub fn parse(result: &str) -> Option<Score> {
        match result {
            "1-0" => Some(Score::WhiteWins),
            "0-1" => Some(Score::BlackWins),
            "1/2-1/2" => Some(Score::Draw),
            _ => None,
        }
    }
}

/// The configuration of every update: τ = 0.5 and the crate's convergence tolerance.
fn config() -> Glicko2Config {
    Glicko2Config {
        tau: TAU,
        ..Glicko2Config::new()
    }
}

/// Both ratings after one game between them (each game is its own rating period). Pass the
/// ratings already [aged](Rating::aged) to the game's time.
///
/// ```
/// use turnpan_server::rating::{after_game, Rating, Score};
/// let (w, b) = after_game(Rating::START, Rating::START, Score::WhiteWins);
/// assert!(w.rating > 1600.0 && b.rating < 1400.0 && w.deviation < 350.0);
/// ```
pub fn after_game(white: Rating, black: Rating, score: Score) -> (Rating, Rating) {
    let outcome = match score {
        Score::WhiteWins => Outcomes::WIN,
        Score::BlackWins => Outcomes::LOSS,
        Score::Draw => Outcomes::DRAW,
    };
    let (w, b) = glicko2(&white.glicko(), &black.glicko(), &outcome, &config());
    (Rating::from_glicko(w), Rating::from_glicko(b))
}

/// A player's standing in one category (game id and speed), as stored.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Standing {
    /// The rating as of the last game.
    pub rating: Rating,
    /// Rated games played in the category.
    pub games: i64,
    /// When the last one ended (ms since the epoch).
    pub last_played_ms: i64,
}

impl Standing {
    /// A standing from its stored columns: rating, deviation, volatility, games, last played.
    ///
    /// ```
    /// use turnpan_server::rating::Standing;
    /// let s = Standing::stored(1620.0, 80.0, 0.06, 12, 0);
    /// assert_eq!((s.rating.rating, s.games), (1620.0, 12));
    /// ```
    pub fn stored(rating: f64, deviation: f64, volatility: f64, games: i64, last: i64) -> Standing {
        Standing {
            rating: Rating {
                rating,
                deviation,
                volatility,
            },
            games,
            last_played_ms: last,
        }
    }

    /// The rating now: aged by the time since the last game.
    pub fn now(&self, now_ms: i64) -> Rating {
        self.rating.aged(now_ms.saturating_sub(self.last_played_ms))
    }
}

/// A rated game's effect on both players: White's and Black's standing before (`None` for a
/// first game in the category) and the standings after the game ended at `now_ms`. Also gives
/// the ratings the game started from (aged), for the record of the change.
///
/// ```
/// use turnpan_server::rating::{rate, Rating, Score};
/// let change = rate(None, None, Score::Draw, 1_000);
/// assert_eq!(change.before[0], Rating::START);
/// assert_eq!(change.after[0].games, 1);
/// assert!((change.after[0].rating.rating - 1500.0).abs() < 1e-9);
/// ```
pub fn rate(
    white: Option<Standing>,
    black: Option<Standing>,
    score: Score,
    now_ms: i64,
) -> RatedGame {
    let before = [white, black].map(|s| s.map_or(Rating::START, |s| s.now(now_ms)));
    let games = [white, black].map(|s| s.map_or(0, |s| s.games));
    let (w, b) = after_game(before[0], before[1], score);
    let standing = |rating, games: i64| Standing {
        rating,
        games: games.saturating_add(1),
        last_played_ms: now_ms,
    };
    RatedGame {
        before,
        after: [standing(w, games[0]), standing(b, games[1])],
    }
}

/// What one rated game did to its players' ratings (White first).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RatedGame {
    /// The ratings the game was played at (aged to its end).
    pub before: [Rating; 2],
    /// The standings after it.
    pub after: [Standing; 2],
}

#[cfg(test)]
mod tests {
    use super::*;
    use skillratings::glicko2::glicko2_rating_period;

    fn close(a: f64, b: f64, within: f64) -> bool {
        (a - b).abs() <= within
    }

    /// Glickman's worked example: 1500/200/0.06 beats 1400/30, loses to 1550/100 and to
    /// 1700/300 in one period (τ = 0.5) and ends at 1464.06 / 151.52 / 0.05999.
    #[test]
    fn glickmans_worked_example() {
        let player = Rating {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let opponent = |rating, deviation| Rating {
            rating,
            deviation,
            volatility: 0.06,
        };
        let games = [
            (opponent(1400.0, 30.0).glicko(), Outcomes::WIN),
            (opponent(1550.0, 100.0).glicko(), Outcomes::LOSS),
            (opponent(1700.0, 300.0).glicko(), Outcomes::LOSS),
        ];
        let after = glicko2_rating_period(&player.glicko(), &games, &config());
        assert!(close(after.rating, 1464.06, 0.01), "{after:?}");
        assert!(close(after.deviation, 151.52, 0.01), "{after:?}");
        assert!(close(after.volatility, 0.05999, 0.00001), "{after:?}");
    }

    /// One game of the example on its own goes through `after_game` the same way.
    #[test]
    fn one_game_is_one_period() {
        let player = Rating {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let opponent = Rating {
            rating: 1400.0,
            deviation: 30.0,
            volatility: 0.06,
        };
        let (w, b) = after_game(player, opponent, Score::WhiteWins);
        let alone = glicko2_rating_period(
            &player.glicko(),
            &[(opponent.glicko(), Outcomes::WIN)],
            &config(),
        );
        assert!(close(w.rating, alone.rating, 1e-9) && close(w.deviation, alone.deviation, 1e-9));
        assert!(w.rating > 1500.0 && b.rating < 1400.0);
        // The winner of an even game gains what the loser loses.
        let (w, b) = after_game(Rating::START, Rating::START, Score::WhiteWins);
        assert!(close(w.rating - 1500.0, 1500.0 - b.rating, 1e-6));
    }

    #[test]
    fn inactivity_grows_the_deviation_by_days() {
        let r = Rating {
            rating: 1800.0,
            deviation: 50.0,
            volatility: 0.06,
        };
        let day = 86_400_000;
        // One day is one period without games: φ' = √(φ² + σ²).
        let phi = 50.0 / SCALE;
        let expected = (phi * phi + 0.06 * 0.06).sqrt() * SCALE;
        assert!(close(r.aged(day).deviation, expected, 1e-9));
        // Monotonic in the days, capped at 350, the rating itself unchanged.
        let mut last = r.deviation;
        for days in [1, 7, 30, 365, 3650] {
            let aged = r.aged(days * day);
            assert!(aged.deviation > last && aged.deviation <= 350.0);
            assert_eq!(aged.rating, 1800.0);
            last = aged.deviation;
        }
        assert_eq!(r.aged(100_000 * day).deviation, 350.0);
        // A year away makes a settled rating provisional again.
        assert!(!r.provisional() && r.aged(365 * day).provisional());
    }

    #[test]
    fn a_rated_game_ages_both_ratings_before_the_update() {
        let day = 86_400_000;
        let settled = Standing {
            rating: Rating {
                rating: 1600.0,
                deviation: 60.0,
                volatility: 0.06,
            },
            games: 40,
            last_played_ms: 0,
        };
        let fresh = rate(Some(settled), None, Score::BlackWins, 0);
        let later = rate(Some(settled), None, Score::BlackWins, 200 * day);
        assert_eq!(fresh.before[0].deviation, 60.0);
        assert!(later.before[0].deviation > 150.0);
        // A wider deviation moves further on the same result.
        let lost = |g: &RatedGame| 1600.0 - g.after[0].rating.rating;
        assert!(lost(&later) > lost(&fresh) && lost(&fresh) > 0.0);
        assert_eq!(later.after[0].games, 41);
        assert_eq!(later.after[1].games, 1);
        assert_eq!(later.after[0].last_played_ms, 200 * day);
    }

    #[test]
    fn speed_boundaries() {
        let tc = |initial_s: u64, increment_s: u64| ClockSpec {
            initial_ms: initial_s * 1000,
            increment_ms: increment_s * 1000,
        };
        assert_eq!(Speed::of(tc(179, 0)), Speed::Bullet);
        assert_eq!(Speed::of(tc(180, 0)), Speed::Blitz);
        assert_eq!(Speed::of(tc(60, 3)), Speed::Blitz); // 60 + 120 = 180 s
        assert_eq!(Speed::of(tc(479, 0)), Speed::Blitz);
        assert_eq!(Speed::of(tc(480, 0)), Speed::Rapid);
        assert_eq!(Speed::of(tc(1499, 0)), Speed::Rapid);
        assert_eq!(Speed::of(tc(1500, 0)), Speed::Classical);
        for s in Speed::ALL {
            assert_eq!(Speed::parse(s.as_str()), Some(s));
        }
    }
}
