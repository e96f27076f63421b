//! Players with names: what a username and a password must be, password hashing, sessions in
//! a cookie and limits on log-ins (docs/server.md, "Accounts"); the endpoints are in
//! `account_routes`. Anonymous play is untouched: a seat is still held by its token; an account
//! only says who sits there.

mod attempts;
mod names;
mod password;
mod session;

pub(crate) use attempts::refused;
pub use attempts::LoginLimits;
pub use names::{
    check_new_password, check_password_size, Username, NAME_MAX, NAME_MIN, PASSWORD_MAX,
    PASSWORD_MIN,
};
pub use password::Passwords;
pub use session::{
    clear_cookie, new_session_value, session_value, set_cookie, Account, COOKIE, COOKIE_MAX_AGE,
    SESSION_IDLE, TOUCH_EVERY,
};
