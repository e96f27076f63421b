//! The server's own view of a load test: its Prometheus histograms (`GET /metrics`) read once a
//! second, so that a slow second can be put down to the server (its move latency, its runtime's
//! lag, its storage) or to the load generator.

use std::collections::BTreeMap;

/// The histograms the load test reads.
pub const WATCHED: [&str; 4] = [
    "turnpan_move_latency_seconds",
    "turnpan_runtime_lag_seconds",
    "turnpan_storage_commit_seconds",
    "turnpan_storage_write_seconds",
];

/// A histogram's cumulative buckets: (upper bound in seconds, count), ascending, `+Inf` last.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Histogram {
    /// Cumulative counts by upper bound.
    pub buckets: Vec<(f64, u64)>,
}

impl Histogram {
    /// The observations of `self` that `earlier` had not seen yet.
    pub fn since(&self, earlier: &Histogram) -> Histogram {
        let buckets = self
            .buckets
            .iter()
            .map(|&(le, n)| {
                let before = earlier
                    .buckets
                    .iter()
                    .find(|(l, _)| *l == le)
                    .map_or(0, |&(_, c)| c);
                (le, n.saturating_sub(before))
            })
            .collect();
        Histogram { buckets }
    }

    /// Observations counted.
    pub fn count(&self) -> u64 {
        self.buckets.last().map_or(0, |&(_, n)| n)
    }

    /// The upper bound, in ms, of the bucket holding the `p` quantile: the quantile is at most
    /// this. `None` when nothing was observed; infinite when it is past the last finite bound.
    pub fn quantile_at_most_ms(&self, p: f64) -> Option<f64> {
        let total = self.count();
        if total == 0 {
            return None;
        }
        let want = (p * total as f64).ceil() as u64;
        self.buckets
            .iter()
            .find(|&&(_, n)| n >= want)
            .map(|&(le, _)| le * 1000.0)
    }
}

/// Reads the watched histograms from a Prometheus text exposition. Series with labels other
/// than `le` are summed (e.g. both `by` of the checkpoint histogram).
pub fn parse(text: &str) -> BTreeMap<&'static str, Histogram> {
    let mut sums: BTreeMap<&'static str, BTreeMap<u64, (f64, u64)>> = BTreeMap::new();
    for line in text.lines() {
        let Some(name) = WATCHED
            .iter()
            .find(|n| line.starts_with(&format!("{n}_bucket{{")))
        else {
            continue;
        };
        let Some((labels, value)) = line.rsplit_once(' ') else {
            continue;
        };
        let Ok(count) = value.trim().parse::<f64>() else {
            continue;
        };
        let Some(le) = labels
            .split_once("le=\"")
            .and_then(|(_, rest)| rest.split_once('"'))
            .map(|(le, _)| le)
        else {
            continue;
        };
        let le = if le == "+Inf" {
            f64::INFINITY
        } else {
            match le.parse::<f64>() {
                Ok(v) => v,
                Err(_) => continue,
            }
        };
        let entry = sums
            .entry(name)
            .or_default()
            .entry(le.to_bits())
            .or_insert((le, 0));
        entry.1 += count as u64;
    }
    sums.into_iter()
        .map(|(name, by_bits)| {
            let mut buckets: Vec<(f64, u64)> = by_bits.into_values().collect();
            buckets.sort_by(|a, b| a.0.total_cmp(&b.0));
            (name, Histogram { buckets })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEXT: &str = "\
# TYPE turnpan_move_latency_seconds histogram
turnpan_move_latency_seconds_bucket{le=\"0.001\"} 90
turnpan_move_latency_seconds_bucket{le=\"0.01\"} 99
turnpan_move_latency_seconds_bucket{le=\"0.1\"} 100
turnpan_move_latency_seconds_bucket{le=\"+Inf\"} 100
turnpan_move_latency_seconds_sum 0.5
turnpan_move_latency_seconds_count 100
turnpan_moves_total 100
";

    #[test]
    fn reads_buckets_and_quantiles() {
        let h = &parse(TEXT)["turnpan_move_latency_seconds"];
        assert_eq!(h.count(), 100);
        assert_eq!(h.quantile_at_most_ms(0.5), Some(1.0));
        assert_eq!(h.quantile_at_most_ms(0.99), Some(10.0));
        assert_eq!(h.quantile_at_most_ms(1.0), Some(100.0));
        assert!(!parse(TEXT).contains_key("turnpan_runtime_lag_seconds"));
    }

    #[test]
    fn differences_count_only_new_observations() {
        let before = parse(TEXT)["turnpan_move_latency_seconds"].clone();
        let later = TEXT.replace("} 100\n", "} 110\n");
        let after = &parse(&later)["turnpan_move_latency_seconds"];
        let new = after.since(&before);
        assert_eq!(new.count(), 10);
        // The 10 new observations all fell between 10 ms and 100 ms.
        assert_eq!(new.quantile_at_most_ms(0.5), Some(100.0));
        assert_eq!(Histogram::default().quantile_at_most_ms(0.5), None);
    }
}
