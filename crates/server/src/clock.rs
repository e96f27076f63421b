//! The server's chess clock: Fischer increment, bounded lag compensation, flag deadlines.
//!
//! Rules: docs/rules/chess.md section 9 and decision 6 (each side's first move is untimed, 30 s
//! to make it; the caller decides which moves are timed, this type only does the arithmetic).
//!
//! Lag compensation follows the idea of lichess's lag tracker, with our own numbers: a client may
//! report its one-way lag with a move; the mover is credited `min(reported, LAG_PER_MOVE, quota)`,
//! the quota starts at `QUOTA_START`, grows by `QUOTA_GAIN` per move up to `QUOTA_MAX` and shrinks
//! by each credit. A lying client therefore gains at most `QUOTA_MAX` plus `QUOTA_GAIN` per move,
//! while an honest client on a slow line loses nothing to its network.

use std::time::Duration;

use tokio::time::Instant;
use turnpan_rules::Color;

/// Time to make one's first move before the game is aborted (docs/rules/chess.md decision 6).
pub const FIRST_MOVE: Duration = Duration::from_secs(30);
/// Most lag credited for one move.
pub const LAG_PER_MOVE_MS: u64 = 500;
/// Lag quota at the start.
pub const QUOTA_START_MS: u64 = 1000;
/// Lag quota gained per move.
pub const QUOTA_GAIN_MS: u64 = 100;
/// Largest lag quota.
pub const QUOTA_MAX_MS: u64 = 2000;

/// A time control in milliseconds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClockSpec {
    /// Initial time per side.
    pub initial_ms: u64,
    /// Increment after each timed move.
    pub increment_ms: u64,
}

/// The flag of this side fell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FlagFell(pub Color);

/// Both sides' remaining time and lag quotas.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Clock {
    spec: ClockSpec,
    remaining: [u64; 2],
    quota: [u64; 2],
}

impl Clock {
    /// A fresh clock.
    pub fn new(spec: ClockSpec) -> Clock {
        Clock::restore(spec, spec.initial_ms, spec.initial_ms)
    }

    /// A clock with stored readings (after a restart or from the database).
    pub fn restore(spec: ClockSpec, white_ms: u64, black_ms: u64) -> Clock {
        Clock {
            spec,
            remaining: [white_ms, black_ms],
            quota: [QUOTA_START_MS; 2],
        }
    }

    /// The time control.
    pub fn spec(&self) -> ClockSpec {
        self.spec
    }

    /// Stored reading of a side (not counting a turn in progress).
    pub fn stored(&self, side: Color) -> u64 {
        self.remaining[side.index()]
    }

    /// A side's reading at `now`, when `running` says whose turn started when.
    pub fn reading(&self, side: Color, running: Option<(Color, Instant)>, now: Instant) -> u64 {
        let stored = self.stored(side);
        match running {
            Some((s, since)) if s == side => {
                stored.saturating_sub(now.saturating_duration_since(since).as_millis() as u64)
            }
            _ => stored,
        }
    }

    /// When the running side's flag falls: its time, plus the lag credit it could still be
    /// given for a move in flight (so a compensated move is not beaten by the timer).
    pub fn flag_deadline(&self, side: Color, since: Instant) -> Instant {
        let grace = self.quota[side.index()].min(LAG_PER_MOVE_MS);
        since + Duration::from_millis(self.stored(side) + grace)
    }

    /// Charges `side` for a timed move that took `elapsed` (server-measured), crediting
    /// reported lag within the bounds, then adds the increment.
    ///
    /// # Errors
    /// [`FlagFell`] when the time (after compensation) ran out; nothing is changed then.
    pub fn charge(
        &mut self,
        side: Color,
        elapsed: Duration,
        lag_ms: Option<u64>,
    ) -> Result<(), FlagFell> {
        let i = side.index();
        let credit = lag_ms.unwrap_or(0).min(LAG_PER_MOVE_MS).min(self.quota[i]);
        let spent = (elapsed.as_millis() as u64).saturating_sub(credit);
        if spent >= self.remaining[i] {
            return Err(FlagFell(side));
        }
        self.quota[i] = (self.quota[i] - credit + QUOTA_GAIN_MS).min(QUOTA_MAX_MS);
        self.remaining[i] = self.remaining[i] - spent + self.spec.increment_ms;
        Ok(())
    }

    /// Charges time without a move (a takeback while the clock runs): no increment, no flag.
    pub fn deduct(&mut self, side: Color, elapsed: Duration) {
        let i = side.index();
        self.remaining[i] = self.remaining[i]
            .saturating_sub(elapsed.as_millis() as u64)
            .max(1);
    }

    /// Takes back the increment a timed move earned, when the move is taken back (never below
    /// 1 ms: the side is then out of time at its next deadline, not flagged by the takeback).
    pub fn refund_increment(&mut self, side: Color) {
        let i = side.index();
        self.remaining[i] = self.remaining[i]
            .saturating_sub(self.spec.increment_ms)
            .max(1);
    }

    /// Sets a fallen flag to zero.
    pub fn flag(&mut self, side: Color) {
        self.remaining[side.index()] = 0;
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    const SPEC: ClockSpec = ClockSpec {
        initial_ms: 10_000,
        increment_ms: 2_000,
    };

    #[test]
    fn fischer_increment_after_a_timed_move() {
        let mut c = Clock::new(SPEC);
        c.charge(Color::White, Duration::from_millis(3_000), None)
            .unwrap();
        assert_eq!(c.stored(Color::White), 9_000);
        assert_eq!(c.stored(Color::Black), 10_000);
    }

    #[test]
    fn lag_credit_is_bounded_per_move_and_by_quota() {
        let mut c = Clock::new(ClockSpec {
            initial_ms: 60_000,
            increment_ms: 0,
        });
        // A claimed 5 s lag is credited 0.5 s.
        c.charge(Color::White, Duration::from_millis(1_000), Some(5_000))
            .unwrap();
        assert_eq!(c.stored(Color::White), 59_500);
        // Keep lying: the quota (1000 - 500 + 100 = 600, then 200, ...) runs dry.
        let mut credited = 500;
        for _ in 0..20 {
            let before = c.stored(Color::White);
            c.charge(Color::White, Duration::from_millis(1_000), Some(5_000))
                .unwrap();
            credited += 1_000 - (before - c.stored(Color::White));
        }
        // At most the start quota plus the gain per move.
        assert!(
            credited <= QUOTA_START_MS + 21 * QUOTA_GAIN_MS,
            "{credited}"
        );
        assert!(credited >= 20 * QUOTA_GAIN_MS);
    }

    #[test]
    fn the_flag_falls_when_time_runs_out() {
        let mut c = Clock::new(SPEC);
        assert_eq!(
            c.charge(Color::Black, Duration::from_millis(10_000), None),
            Err(FlagFell(Color::Black))
        );
        assert_eq!(c.stored(Color::Black), 10_000, "unchanged on a flag fall");
        // Lag credit can save a move that arrived just after the deadline.
        c.charge(Color::Black, Duration::from_millis(10_200), Some(300))
            .unwrap();
        assert_eq!(c.stored(Color::Black), 100 + 2_000);
    }

    #[test]
    fn readings_count_down_only_for_the_running_side() {
        let c = Clock::new(SPEC);
        let t0 = Instant::now();
        let later = t0 + Duration::from_millis(1_500);
        assert_eq!(
            c.reading(Color::White, Some((Color::White, t0)), later),
            8_500
        );
        assert_eq!(
            c.reading(Color::Black, Some((Color::White, t0)), later),
            10_000
        );
        assert_eq!(
            c.flag_deadline(Color::White, t0),
            t0 + Duration::from_millis(10_500)
        );
    }
}
