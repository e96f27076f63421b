// Accounts, ratings and leaderboards (issue 24): the UI's names for the server's wire types, which
// are generated into ./protocol.ts (docs/protocol.md, "Accounts"), and the speeds.
import type {
  AccountView,
  History,
  HistoryPointView,
  LeaderView,
  RatingChangeView,
  RatingDeltaView,
  RatingView,
  UserGames,
  UserView,
} from './protocol';

export type { GameSummary, Leaderboard, PlayerView, Ratings } from './protocol';

/** The four speeds, from initial + 40 × increment: < 3 min, < 8, < 25, else. */
export const SPEEDS = ['bullet', 'blitz', 'rapid', 'classical'] as const;

/** `GET /api/account`, the answer to sign-up and login. */
export type Account = AccountView;
/** `GET /api/users/{name}`. */
export type UserProfile = UserView;
/** One rating category of a player. */
export type RatingEntry = RatingView;
export type RatingDelta = RatingDeltaView;
export type RatingChange = RatingChangeView;
/** A page of a player's games (`GET /api/users/{name}/games`). */
export type GamePage = UserGames;
/** One point of a rating history. */
export type HistoryPoint = HistoryPointView;
/** Game id → speed → points, oldest first. */
export type RatingHistory = History;
export type LeaderboardEntry = LeaderView;
