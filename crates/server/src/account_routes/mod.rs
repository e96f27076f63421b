//! The HTTP endpoints of accounts, profiles and leaderboards (docs/protocol.md, "Accounts and
//! ratings"), over the rules of accounts (`accounts/`) and their storage.

mod handlers;
pub mod wire;

pub use handlers::{
    account, change_password, delete_account, leaderboard, login, logout, signup, user, user_games,
    user_history,
};
