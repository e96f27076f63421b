//! A live game described in the protocol's terms (docs/protocol.md): the state object, and each
//! thing the rules of play say to tell ([`Tell`]) rendered as the message watchers get.

use tokio::time::Instant;
use turnpan_rules::{Color, Game};

use crate::domain::{OfferState, RatingDelta, Seat, Status};
use crate::live::Live;
use crate::play::Tell;
use crate::wire::{
    checked_names, dests_and_legal, legal_moves_named, AbortView, ClaimView, ClockSpecIn,
    ClocksView, ComputerView, EndMsg, GameState, MoveMsg, Offers, OffersMsg, OutcomeView,
    PlayerView, PlayersView, RatingChangeView, RatingDeltaView, Seats, ServerMsg,
};

/// The offers as sent.
pub fn offers(o: OfferState) -> Offers {
    Offers {
        draw: o.draw.map(Color::name),
        takeback: o.takeback.map(Color::name),
        rematch: o.rematch.map(Color::name),
    }
}

/// Clock readings at `now`.
pub fn clocks(live: &Live, now: Instant) -> Option<ClocksView> {
    let clock = live.table.clock.as_ref()?;
    let running = live.running();
    Some(ClocksView {
        white_ms: clock.reading(Color::White, running, now),
        black_ms: clock.reading(Color::Black, running, now),
        running: running.map(|(c, _)| c.name()),
    })
}

/// Milliseconds left for a pending first move.
pub fn first_move_ms(live: &Live, now: Instant) -> Option<u64> {
    live.first_move_deadline()
        .map(|d| d.saturating_duration_since(now).as_millis() as u64)
}

/// Who may claim the game from an absent opponent, and in how long.
pub fn claim(live: &Live, now: Instant) -> Option<ClaimView> {
    live.claim().map(|(color, at)| ClaimView {
        color: color.name(),
        in_ms: at.saturating_duration_since(now).as_millis() as u64,
    })
}

/// The outcome as sent.
pub fn outcome(live: &Live) -> Option<OutcomeView> {
    live.outcome().map(OutcomeView::from)
}

/// Why the game was aborted, as sent.
pub fn aborted(live: &Live) -> Option<AbortView> {
    let why = live
        .table
        .abort
        .filter(|_| live.status() == Status::Aborted);
    why.map(AbortView::from)
}

/// The time control as sent, in seconds.
pub fn clock_spec(live: &Live) -> Option<ClockSpecIn> {
    live.setup.clock.map(|c| ClockSpecIn {
        initial_s: c.initial_ms as f64 / 1000.0,
        increment_s: c.increment_ms as f64 / 1000.0,
    })
}

/// A seat's player as shown: its account, or the computer, or nobody (`None`). A finished
/// rated game shows the ratings it was played at.
pub fn player(live: &Live, color: Color) -> Option<PlayerView> {
    if let Some(c) = live.setup.computer.filter(|c| c.color == color) {
        let level = c.level.number();
        return Some(PlayerView {
            name: format!("Computer (level {level})"),
            rating: None,
            provisional: false,
            computer: Some(level),
        });
    }
    let p = live.table.players[color.index()].as_ref()?;
    let played_at = live.table.rating_change.map(|c| c[color.index()].before);
    Some(PlayerView {
        name: p.name.clone().unwrap_or_else(|| "deleted".to_owned()),
        rating: played_at.or(p.rating.map(|r| r.rating)),
        provisional: p.rating.is_some_and(|r| r.provisional),
        computer: None,
    })
}

/// Both seats' players.
pub fn players(live: &Live) -> PlayersView {
    PlayersView {
        white: player(live, Color::White),
        black: player(live, Color::Black),
    }
}

/// What a finished rated game did to both ratings.
pub fn rating_change(live: &Live) -> Option<RatingChangeView> {
    let delta = |d: RatingDelta| RatingDeltaView {
        before: d.before,
        after: d.after,
        provisional: d.provisional,
    };
    live.table
        .rating_change
        .map(|[white, black]| RatingChangeView {
            white: delta(white),
            black: delta(black),
        })
}

/// The state object for a requester holding `you`.
pub fn state(live: &Live, you: Option<Seat>, now: Instant) -> GameState {
    let pos = live.record.position();
    let (dests, legal) = dests_and_legal(pos, live.status().is_over());
    let moves = live.record.moves();
    GameState {
        id: live.id().to_owned(),
        variant: pos.variant_id().to_owned(),
        variant_version: live.setup.variant_version,
        mode: live.setup.mode,
        computer: live.setup.computer.map(|c| ComputerView {
            color: c.color.name(),
            level: c.level.number(),
        }),
        initial_fen: live.record.initial().fen(),
        fen: pos.fen(),
        ply: moves.len(),
        moves: moves.iter().map(|m| m.uci.clone()).collect(),
        san: moves.iter().map(|m| m.san.clone()).collect(),
        fens: live.record.fens(),
        last_move: moves.last().map(|m| m.uci.clone()),
        turn: pos.turn().name(),
        check: pos.is_check(),
        checked: checked_names(pos),
        status: live.status(),
        outcome: outcome(live),
        aborted: aborted(live),
        clock: clock_spec(live),
        clocks: clocks(live, now),
        first_move_ms: first_move_ms(live, now),
        claim: claim(live, now),
        seats: Seats {
            white: live.seat_taken(Color::White),
            black: live.seat_taken(Color::Black),
        },
        offers: offers(live.table.offers),
        rematch_id: live.table.rematch_id.clone(),
        you: you.map(Seat::name),
        dests,
        legal,
        legal_san: legal_moves_named(pos, live.status().is_over()),
        rated: live.setup.rated,
        players: players(live),
        rating_change: rating_change(live),
    }
}

/// What a game tells its watchers, rendered once for all of them.
#[derive(Debug, Clone)]
pub enum Rendered {
    /// A message for everybody.
    Msg(ServerMsg),
    /// The full state (each socket adds its own `you`).
    State(Box<GameState>),
}

/// Renders what the rules of play said to tell, from the game as committed.
pub fn render(live: &Live, tell: &Tell, now: Instant) -> Rendered {
    let msg = match tell {
        Tell::State => return Rendered::State(Box::new(state(live, None, now))),
        Tell::Moved => {
            let pos = live.record.position();
            let over = live.status().is_over();
            let (dests, legal) = dests_and_legal(pos, over);
            let last = live.record.moves().last();
            ServerMsg::Move(Box::new(MoveMsg {
                ply: live.ply(),
                uci: last.map(|m| m.uci.clone()).unwrap_or_default(),
                san: last.map(|m| m.san.clone()).unwrap_or_default(),
                fen: pos.fen(),
                turn: pos.turn().name(),
                check: pos.is_check(),
                checked: checked_names(pos),
                status: live.status(),
                outcome: outcome(live),
                clocks: clocks(live, now),
                first_move_ms: first_move_ms(live, now),
                dests,
                legal,
                legal_san: legal_moves_named(pos, over),
            }))
        }
        Tell::Offers => ServerMsg::Offers(OffersMsg {
            ply: live.ply(),
            offers: offers(live.table.offers),
        }),
        Tell::End => ServerMsg::End(EndMsg {
            ply: live.ply(),
            status: live.status(),
            outcome: outcome(live),
            aborted: aborted(live),
            clocks: clocks(live, now),
            rating_change: rating_change(live),
        }),
        Tell::Rematch => ServerMsg::Rematch {
            id: live.table.rematch_id.clone().unwrap_or_default(),
        },
    };
    Rendered::Msg(msg)
}
