// The wire types of accounts, ratings and leaderboards (issue 24), written from the contract in
// docs/protocol.md ("Accounts"). They are kept apart from the generated ./protocol.ts so that file
// stays the server's own export; where the generated types gain the same shapes, these are the
// same data.
import type { GameResult, GameState, LobbyEntry, Status } from './protocol';

/** The four speeds, from initial + 40 × increment: < 3 min, < 8, < 25, else. */
export const SPEEDS = ['bullet', 'blitz', 'rapid', 'classical'] as const;
export type Speed = (typeof SPEEDS)[number];

/** One rating category of a player. */
export interface RatingEntry {
  rating: number;
  deviation: number;
  volatility: number;
  games: number;
  provisional: boolean;
}

/** Game id → speed → rating; only the categories played. */
export type Ratings = Record<string, Partial<Record<string, RatingEntry>>>;

/** `GET /api/account`, the answer to sign-up and login. */
export interface Account {
  username: string;
  ratings: Ratings;
}

/** `GET /api/users/{name}`. */
export interface UserProfile {
  username: string;
  created_at: number;
  ratings: Ratings;
  games: number;
}

/** A player beside the board, in the lobby and in game lists. */
export interface PlayerView {
  name: string;
  rating: number | null;
  provisional: boolean;
  computer: number | null;
}

export interface RatingDelta {
  before: number;
  after: number;
  provisional: boolean;
}

export interface RatingChange {
  white: RatingDelta;
  black: RatingDelta;
}

/** A game in a player's list (`GET /api/users/{name}/games`). */
export interface GameSummary {
  id: string;
  variant: string;
  speed: string | null;
  rated: boolean;
  status: Status;
  result: GameResult | null;
  reason: string | null;
  ply: number;
  created_at: number;
  white: PlayerView | null;
  black: PlayerView | null;
}

export interface GamePage {
  games: GameSummary[];
  page: number;
  pages: number;
  total: number;
}

/** One point of a rating history. */
export interface HistoryPoint {
  at: number;
  rating: number;
  deviation: number;
}

/** Game id → speed → points, oldest first. */
export type RatingHistory = Record<string, Partial<Record<string, HistoryPoint[]>>>;

export interface LeaderboardEntry {
  username: string;
  rating: number;
  deviation: number;
  games: number;
}

export interface Leaderboard {
  players: LeaderboardEntry[];
}

/** What issue 24 adds to the game state (HTTP and the socket's `state`). */
export interface RatedFields {
  rated: boolean;
  players: { white: PlayerView | null; black: PlayerView | null };
  rating_change: RatingChange | null;
}

/** The game state with issue 24's fields, which a server without accounts leaves out. */
export type RatedState = GameState & Partial<RatedFields>;

/** A lobby entry with issue 24's fields. */
export type RatedLobbyEntry = LobbyEntry & { rated?: boolean; player?: PlayerView | null };
