// The saved reviews' HTTP calls (docs/protocol.md, "Post-game review"): read a game's saved
// review, save one (a session needed). The shapes are written here by hand, like accountwire.ts:
// they are the server's `review.rs` types.
import { ApiError } from '../api';
import type { ErrorBody } from '../protocol';
import type { Score } from './judge';

/** One position as it is saved. */
export interface PlyReview {
  score: Score;
  /** The engine's best move (engine notation); null only where the game is over. */
  best: string | null;
}

/** One position as it is read: with the best move's name in the game's notation. */
export interface PlyView extends PlyReview {
  best_san: string | null;
}

export interface SavedReview {
  depth: number;
  /** Who saved it ("deleted" once the account is gone). */
  by: string;
  /** ms since the epoch. */
  saved_at: number;
  plies: PlyView[];
}

const path = (id: string) => `/api/games/${encodeURIComponent(id)}/review`;

async function call<T>(method: 'GET' | 'PUT', id: string, body?: unknown): Promise<T> {
  const res = await fetch(path(id), {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON: a proxy's error page */
  }
  if (!res.ok) {
    const err = (json as ErrorBody | undefined)?.error;
    throw new ApiError(res.status, err?.code ?? 'internal', err?.message ?? `${res.status} ${res.statusText}`);
  }
  return json as T;
}

/** The game's saved review, or null when there is none (404). */
export async function savedReview(id: string): Promise<SavedReview | null> {
  try {
    return await call<SavedReview>('GET', id);
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
}

/** Saves a review: one entry per position of the game. */
export function saveReview(id: string, depth: number, plies: PlyReview[]): Promise<SavedReview> {
  return call<SavedReview>('PUT', id, { depth, plies: plies.map((p) => ({ score: p.score, best: p.best })) });
}
