//! How the computer's searches share the machine: the engine's settings ([`EngineConfig`]) and
//! the fair queue of searches waiting for a worker ([`Scheduler`]), a plain data structure
//! without threads or timers (`computer.rs` runs it). See docs/server.md, "The computer seat".
//!
//! Clients (creators' addresses, [`ClientKey`]) take turns: the client served last goes to the
//! back of the ring. A client running `per_client` searches already, or that has used up its
//! engine-time budget, lets every other waiting client go first; nobody is refused a worker
//! nobody else wants. Short searches (low levels) have a lane of their own, so they never wait
//! behind long ones.

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::time::Duration;

use tokio::time::Instant;

/// The engine's settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EngineConfig {
    /// Searches of any level at once; 0: one per core less one for the rest of the server
    /// (at least one).
    pub workers: usize,
    /// Searches one client runs at once before every other waiting client is served first.
    pub per_client: usize,
    /// Engine time each client earns a minute; a client past its budget waits for the others.
    pub budget_per_minute: Duration,
    /// The most engine time a client can save up.
    pub budget_burst: Duration,
    /// Levels up to this one are short searches, with a lane of their own.
    pub light_level: u8,
    /// The longest the computer thinks about a move (full strength, untimed game).
    pub max_think: Duration,
    /// The longest it thinks about its first move, which has the 30 s first-move limit.
    pub max_first_think: Duration,
}

impl Default for EngineConfig {
    fn default() -> EngineConfig {
        EngineConfig {
            workers: 0,
            per_client: 1,
            budget_per_minute: Duration::from_secs(20),
            budget_burst: Duration::from_secs(60),
            light_level: 3,
            max_think: Duration::from_secs(10),
            max_first_think: Duration::from_secs(5),
        }
    }
}

impl EngineConfig {
    /// Workers for searches of any level: `workers`, or one per core less one (at least one).
    pub fn shared_workers(&self) -> usize {
        if self.workers > 0 {
            return self.workers;
        }
        let cores = std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get);
        cores.saturating_sub(1).max(1)
    }
}

/// Who asks for searches: the address key of a game's creator (`limit::address_key`), `None`
/// for games resumed from storage (which all count as one client).
pub type ClientKey = Option<IpAddr>;

/// Where a search runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lane {
    /// The workers for searches of any level.
    Shared,
    /// The one worker kept for short searches.
    Light,
}

/// A search given a worker.
#[derive(Debug, PartialEq, Eq)]
pub struct Start<T> {
    /// Whose.
    pub client: ClientKey,
    /// Where it runs.
    pub lane: Lane,
    /// What was queued.
    pub job: T,
}

/// Engine time a client may still use: seconds, refilled at a steady rate up to a cap; a
/// search is charged what it took once it ends, so the level may go below zero.
#[derive(Debug, Clone, Copy)]
struct Budget {
    secs: f64,
    at: Instant,
}

#[derive(Debug)]
struct Client<T> {
    /// Its searches waiting, oldest first, each marked light or not.
    waiting: VecDeque<(bool, T)>,
    /// Its searches running.
    running: usize,
    budget: Budget,
}

/// The searches waiting for a worker, by client, and the workers in use.
#[derive(Debug)]
pub struct Scheduler<T> {
    shared: usize,
    per_client: usize,
    /// Budget refill, seconds a second.
    rate: f64,
    burst: f64,
    clients: HashMap<ClientKey, Client<T>>,
    /// Clients with searches waiting, in the order they are served.
    ring: VecDeque<ClientKey>,
    running: [usize; 2],
}

impl<T> Scheduler<T> {
    /// An empty queue for `config`'s workers, plus the light lane.
    pub fn new(config: &EngineConfig) -> Scheduler<T> {
        Scheduler {
            shared: config.shared_workers(),
            per_client: config.per_client.max(1),
            rate: config.budget_per_minute.as_secs_f64() / 60.0,
            burst: config.budget_burst.as_secs_f64(),
            clients: HashMap::new(),
            ring: VecDeque::new(),
            running: [0, 0],
        }
    }

    /// Queues a search of `client`'s; `light` for a short one.
    pub fn push(&mut self, client: ClientKey, light: bool, job: T, now: Instant) {
        let burst = self.burst;
        let c = self.clients.entry(client).or_insert_with(|| Client {
            waiting: VecDeque::new(),
            running: 0,
            budget: Budget {
                secs: burst,
                at: now,
            },
        });
        if c.waiting.is_empty() {
            self.ring.push_back(client);
        }
        c.waiting.push_back((light, job));
    }

    /// The next search to start, if a worker is free for one: the first client in turn that
    /// is under its cap and has budget left, else the first under its cap, else the first in
    /// turn; its oldest search that fits a free lane (a short one takes the light lane first).
    pub fn next(&mut self, now: Instant) -> Option<Start<T>> {
        self.next_among(now, |_| false)
    }

    /// [`Scheduler::next`], where a client for which `spent_elsewhere` says so has no budget
    /// left whatever its budget here (with several nodes: it spent its engine time on the
    /// others, `tally.rs`).
    pub fn next_among(
        &mut self,
        now: Instant,
        spent_elsewhere: impl Fn(ClientKey) -> bool,
    ) -> Option<Start<T>> {
        let shared_free = self.running[0] < self.shared;
        let light_free = self.running[1] < 1;
        if !shared_free && !light_free {
            return None;
        }
        let (rate, burst, per_client) = (self.rate, self.burst, self.per_client);
        let fits = |c: &Client<T>| {
            if light_free {
                if let Some(i) = c.waiting.iter().position(|(light, _)| *light) {
                    return Some((i, Lane::Light));
                }
            }
            (shared_free && !c.waiting.is_empty()).then_some((0, Lane::Shared))
        };
        let mut chosen = None;
        'passes: for pass in 0..3 {
            for (at, key) in self.ring.iter().enumerate() {
                let Some(c) = self.clients.get(key) else {
                    continue;
                };
                let under_cap = c.running < per_client;
                let eligible = match pass {
                    0 => {
                        under_cap
                            && level(c.budget, rate, burst, now) > 0.0
                            && !spent_elsewhere(*key)
                    }
                    1 => under_cap,
                    _ => true,
                };
                if let (true, Some((i, lane))) = (eligible, fits(c)) {
                    chosen = Some((at, *key, i, lane));
                    break 'passes;
                }
            }
        }
        let (at, key, i, lane) = chosen?;
        let c = self.clients.get_mut(&key)?;
        let (_, job) = c.waiting.remove(i)?;
        c.running += 1;
        self.running[lane as usize] += 1;
        self.ring.remove(at);
        if !c.waiting.is_empty() {
            self.ring.push_back(key);
        }
        Some(Start {
            client: key,
            lane,
            job,
        })
    }

    /// A search that started ends, having used the engine for `used`.
    pub fn finish(&mut self, client: ClientKey, lane: Lane, used: Duration, now: Instant) {
        let slot = &mut self.running[lane as usize];
        *slot = slot.saturating_sub(1);
        let (rate, burst) = (self.rate, self.burst);
        if let Some(c) = self.clients.get_mut(&client) {
            c.running = c.running.saturating_sub(1);
            c.budget = Budget {
                secs: level(c.budget, rate, burst, now) - used.as_secs_f64(),
                at: now,
            };
        }
        // A client with nothing waiting or running and a full budget is as good as none.
        self.clients.retain(|_, c| {
            !c.waiting.is_empty() || c.running > 0 || level(c.budget, rate, burst, now) < burst
        });
    }

    /// Searches waiting.
    pub fn waiting(&self) -> usize {
        self.clients.values().map(|c| c.waiting.len()).sum()
    }

    /// Searches running in each lane: (shared, light).
    pub fn running(&self) -> (usize, usize) {
        (self.running[0], self.running[1])
    }
}

/// A budget's level at `now`.
fn level(b: Budget, rate: f64, burst: f64, now: Instant) -> f64 {
    let refill = now.saturating_duration_since(b.at).as_secs_f64() * rate;
    (b.secs + refill).min(burst)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use std::net::Ipv4Addr;

    use super::*;

    fn client(n: u8) -> ClientKey {
        Some(IpAddr::V4(Ipv4Addr::new(10, 0, 0, n)))
    }

    fn queue(workers: usize) -> Scheduler<&'static str> {
        Scheduler::new(&EngineConfig {
            workers,
            budget_per_minute: Duration::from_secs(6),
            budget_burst: Duration::from_secs(1),
            ..EngineConfig::default()
        })
    }

    /// Starts the next search and ends it at once, having used `used` ms; returns its name.
    fn serve(q: &mut Scheduler<&'static str>, used: u64, now: Instant) -> &'static str {
        let s = q.next(now).unwrap();
        q.finish(s.client, s.lane, Duration::from_millis(used), now);
        s.job
    }

    #[test]
    fn clients_take_turns_whatever_their_queues() {
        let t = Instant::now();
        let mut q = queue(1);
        for job in ["a1", "a2", "a3"] {
            q.push(client(1), false, job, t);
        }
        q.push(client(2), false, "b1", t);
        q.push(client(2), false, "b2", t);
        q.push(None, false, "restored", t);
        let order: Vec<_> = (0..6).map(|_| serve(&mut q, 10, t)).collect();
        assert_eq!(order, ["a1", "b1", "restored", "a2", "b2", "a3"]);
        assert!(q.next(t).is_none());
        assert_eq!(q.waiting(), 0);
    }

    #[test]
    fn one_worker_runs_one_search_at_a_time() {
        let t = Instant::now();
        let mut q = queue(1);
        q.push(client(1), false, "a1", t);
        q.push(client(2), false, "b1", t);
        let a = q.next(t).unwrap();
        assert_eq!((a.job, a.lane), ("a1", Lane::Shared));
        assert!(q.next(t).is_none(), "the only worker is busy");
        assert_eq!(q.running(), (1, 0));
        q.finish(a.client, a.lane, Duration::from_millis(5), t);
        assert_eq!(q.next(t).unwrap().job, "b1");
    }

    #[test]
    fn a_client_at_its_cap_lets_the_others_go_first_but_leaves_no_worker_idle() {
        let t = Instant::now();
        let mut q = queue(3);
        for job in ["a1", "a2", "a3"] {
            q.push(client(1), false, job, t);
        }
        assert_eq!(q.next(t).unwrap().job, "a1");
        // B comes after A in turn, but A already runs its one search.
        q.push(client(2), false, "b1", t);
        assert_eq!(q.next(t).unwrap().job, "b1");
        // Nobody else waits: A may use the free worker.
        assert_eq!(q.next(t).unwrap().job, "a2");
        assert!(q.next(t).is_none());
        assert_eq!(q.running(), (3, 0));
    }

    #[test]
    fn a_client_past_its_budget_waits_for_the_others_until_it_earns_more() {
        let t = Instant::now();
        let mut q = queue(1);
        q.push(client(1), false, "a1", t);
        q.push(client(1), false, "a2", t);
        // A's search takes 5 s against a budget of 1 s, earning 0.1 s a second.
        assert_eq!(serve(&mut q, 5_000, t), "a1");
        q.push(client(2), false, "b1", t);
        q.push(client(2), false, "b2", t);
        q.push(client(1), false, "a3", t);
        // In turn A comes first, but B still has budget; B's second search too.
        assert_eq!(serve(&mut q, 100, t), "b1");
        assert_eq!(serve(&mut q, 100, t), "b2");
        // Nobody else waits: A is served.
        assert_eq!(serve(&mut q, 5_000, t), "a2");
        // 140 s later A has earned 14 s: back in budget, it takes its turn again.
        let later = t + Duration::from_secs(140);
        q.push(client(2), false, "b3", later);
        assert_eq!(serve(&mut q, 100, later), "a3");
        assert_eq!(serve(&mut q, 100, later), "b3");
    }

    #[test]
    fn a_client_that_spent_its_budget_on_other_nodes_waits_here_too() {
        let t = Instant::now();
        let mut q = queue(1);
        q.push(client(1), false, "a1", t);
        q.push(client(2), false, "b1", t);
        // A is first in turn with a full budget here, but spent it elsewhere.
        let elsewhere = |c: ClientKey| c == client(1);
        let s = q.next_among(t, elsewhere).unwrap();
        assert_eq!(s.job, "b1");
        q.finish(s.client, s.lane, Duration::from_millis(10), t);
        // Nobody else waits: A is served all the same.
        assert_eq!(q.next_among(t, elsewhere).unwrap().job, "a1");
    }

    #[test]
    fn short_searches_have_a_lane_of_their_own() {
        let t = Instant::now();
        let mut q = queue(1);
        q.push(client(1), false, "a-heavy1", t);
        q.push(client(1), false, "a-heavy2", t);
        let heavy = q.next(t).unwrap();
        assert_eq!(heavy.lane, Lane::Shared);
        // A heavy search never takes the light lane.
        assert!(q.next(t).is_none());
        q.push(client(2), true, "b-light", t);
        let light = q.next(t).unwrap();
        assert_eq!((light.job, light.lane), ("b-light", Lane::Light));
        q.push(client(3), true, "c-light", t);
        assert!(q.next(t).is_none(), "both lanes busy");
        q.finish(light.client, light.lane, Duration::from_millis(50), t);
        assert_eq!(q.next(t).unwrap().job, "c-light");
        q.finish(heavy.client, heavy.lane, Duration::from_millis(50), t);
        assert_eq!(q.next(t).unwrap().job, "a-heavy2");
    }

    #[test]
    fn a_short_search_takes_a_free_shared_worker_when_its_lane_is_busy() {
        let t = Instant::now();
        let mut q = queue(1);
        q.push(client(1), true, "a", t);
        q.push(client(2), true, "b", t);
        assert_eq!(q.next(t).unwrap().lane, Lane::Light);
        let b = q.next(t).unwrap();
        assert_eq!((b.job, b.lane), ("b", Lane::Shared));
        assert_eq!(q.running(), (1, 1));
    }

    #[test]
    fn a_light_search_is_found_behind_its_clients_heavy_ones() {
        let t = Instant::now();
        let mut q = queue(1);
        q.push(client(1), false, "heavy0", t);
        assert_eq!(q.next(t).unwrap().job, "heavy0");
        q.push(client(1), false, "heavy1", t);
        q.push(client(1), true, "light", t);
        let s = q.next(t).unwrap();
        assert_eq!((s.job, s.lane), ("light", Lane::Light));
    }

    #[test]
    fn idle_clients_with_a_full_budget_are_forgotten() {
        let t = Instant::now();
        let mut q = queue(2);
        q.push(client(1), false, "a", t);
        q.push(client(2), false, "b", t);
        serve(&mut q, 0, t);
        assert_eq!(q.clients.len(), 1, "b is still waiting");
        serve(&mut q, 500, t);
        // The one that used 0.5 s is kept until its budget is full again.
        assert_eq!(q.clients.len(), 1);
        q.push(client(3), false, "c", t + Duration::from_secs(10));
        serve(&mut q, 0, t + Duration::from_secs(10));
        assert!(q.clients.is_empty());
    }
}
