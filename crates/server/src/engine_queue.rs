//! How the computer's searches share the machine: the engine's settings ([`EngineConfig`]).
//! See docs/server.md, "The computer seat".

use std::time::Duration;

/// The engine's settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EngineConfig {
    /// The longest the computer thinks about a move (full strength, untimed game).
    pub max_think: Duration,
    /// The longest it thinks about its first move, which has the 30 s first-move limit.
    pub max_first_think: Duration,
}

impl Default for EngineConfig {
    fn default() -> EngineConfig {
        EngineConfig {
            max_think: Duration::from_secs(10),
            max_first_think: Duration::from_secs(5),
        }
    }
}
