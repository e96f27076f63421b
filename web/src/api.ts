// The client side of the server's protocol (docs/protocol.md of the server): HTTP calls and the
// shapes they return. Nothing here knows the rules of any game.

export type Colour = 'white' | 'black';

export interface PieceInfo {
  letter: string;
  name: string;
  betza?: string;
  royal?: boolean;
}

export interface Variant {
  id: string;
  name: string;
  description: string;
  files: number;
  ranks: number;
  firstRankLabel: number;
  start: string;
  pieces: PieceInfo[];
  promotion: string[];
  /** The squares the board turns through after every move (Central Rotational Chess), if any. */
  rotate?: string[];
}

export interface ClockControl {
  initial_s: number;
  increment_s: number;
}

export interface Clocks {
  white_ms: number;
  black_ms: number;
  running: Colour | null;
}

export interface Outcome {
  result: '1-0' | '0-1' | '1/2-1/2';
  reason: string;
  winner: Colour | null;
}

export type Status = 'waiting' | 'playing' | 'finished' | 'aborted';

export interface Offers {
  draw: Colour | null;
  takeback: Colour | null;
  rematch: Colour | null;
}

export interface GameState {
  id: string;
  variant: string;
  mode: 'friend' | 'open' | 'hotseat' | 'computer';
  initial_fen: string;
  fen: string;
  ply: number;
  moves: string[];
  san: string[];
  /** Position after each ply, index 0 = start (only if the server sends it; see PROTOCOL-NEEDS). */
  fens?: string[];
  last_move: string | null;
  turn: Colour;
  check: boolean;
  status: Status;
  outcome: Outcome | null;
  clock: ClockControl | null;
  clocks: Clocks | null;
  first_move_ms: number | null;
  seats: { white: boolean; black: boolean };
  offers: Offers;
  rematch_id: string | null;
  you: Colour | 'both' | null;
  dests: Record<string, string[]>;
  legal: string[];
}

export interface MoveMsg {
  ply: number;
  uci: string;
  san: string;
  fen: string;
  turn: Colour;
  check: boolean;
  status: Status;
  outcome: Outcome | null;
  clocks: Clocks | null;
  first_move_ms: number | null;
  dests: Record<string, string[]>;
  legal: string[];
}

export interface EndMsg {
  ply: number;
  status: Status;
  outcome: Outcome | null;
  clocks: Clocks | null;
}

export interface LobbyEntry {
  id: string;
  variant: string;
  clock: ClockControl | null;
  creator_color: Colour | 'random';
  created_at_ms: number;
}

export interface Seat {
  id: string;
  token: string;
  color: Colour | 'both';
  invite_url?: string;
  game: GameState;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON */
  }
  if (!res.ok) {
    const err = (json as { error?: { code?: string; message?: string } } | undefined)?.error;
    throw new ApiError(res.status, err?.code ?? 'internal', err?.message ?? `${res.status} ${res.statusText}`);
  }
  return json as T;
}

// Known board transforms, used only while /api/variants does not describe them (PROTOCOL-NEEDS.md).
const TRANSFORM_FALLBACK: Record<string, string[]> = { 'central-rotational': ['e4', 'd4', 'd5', 'e5'] };
// Royal pieces, used only while /api/variants does not mark them (PROTOCOL-NEEDS.md): the pieces
// whose attack is "check" and which the board highlights.
const ROYAL_FALLBACK: Record<string, string[]> = { turnover: ['C'] };

interface WireVariant {
  id: string;
  name: string;
  description?: string;
  files: number;
  ranks: number;
  first_rank_label?: number;
  start_fen?: string;
  start?: string;
  pieces?: PieceInfo[];
  promotion?: string[] | { pieces?: string[] };
  transforms?: { rotate?: string[] }[];
}

function fromWire(v: WireVariant): Variant {
  const promotion = Array.isArray(v.promotion) ? v.promotion : (v.promotion?.pieces ?? []);
  const rotate = v.transforms?.find((tr) => tr.rotate)?.rotate ?? TRANSFORM_FALLBACK[v.id];
  const royal = ROYAL_FALLBACK[v.id];
  const pieces = (v.pieces ?? []).map((p) => ({ ...p, royal: p.royal ?? royal?.includes(p.letter.toUpperCase()) }));
  if (!pieces.some((p) => p.royal)) for (const p of pieces) if (p.letter.toUpperCase() === 'K') p.royal = true;
  return {
    id: v.id,
    name: v.name,
    description: v.description ?? '',
    files: v.files,
    ranks: v.ranks,
    firstRankLabel: v.first_rank_label ?? 1,
    start: v.start_fen ?? v.start ?? '',
    pieces,
    promotion,
    rotate,
  };
}

let variantsCache: Promise<Variant[]> | undefined;

export function variants(): Promise<Variant[]> {
  variantsCache ??= call<WireVariant[]>('GET', '/api/variants').then((list) => list.map(fromWire));
  variantsCache.catch(() => (variantsCache = undefined));
  return variantsCache;
}

export function createGame(req: {
  variant: string;
  clock: ClockControl | null;
  mode: 'friend' | 'open' | 'hotseat' | 'computer';
  color: Colour | 'random';
  level?: number;
}): Promise<Seat> {
  return call<Seat>('POST', '/api/games', req);
}

export function joinGame(id: string, invite?: string): Promise<Seat> {
  return call<Seat>('POST', `/api/games/${encodeURIComponent(id)}/join`, invite ? { invite } : {});
}

export function getGame(id: string, token?: string): Promise<GameState> {
  return call<GameState>('GET', `/api/games/${encodeURIComponent(id)}`, undefined, token);
}

export function lobby(): Promise<LobbyEntry[]> {
  return call<LobbyEntry[]>('GET', '/api/lobby');
}

export function pgnUrl(id: string): string {
  return `/api/games/${encodeURIComponent(id)}/pgn`;
}

// Seats are remembered per game id, so a reload (or a rematch, which keeps the token) finds them.
const TOKEN_PREFIX = 'turnpan.token.';

export function savedToken(id: string): string | undefined {
  try {
    return localStorage.getItem(TOKEN_PREFIX + id) ?? undefined;
  } catch {
    return undefined;
  }
}

export function saveToken(id: string, token: string): void {
  try {
    localStorage.setItem(TOKEN_PREFIX + id, token);
  } catch {
    /* private mode: the seat lasts as long as the page */
  }
}

/** Where a piece goes from a central square of an empty board (`GET /api/variants/{id}/pieces`). */
export interface PieceDiagram {
  letter: string;
  name: string;
  royal: boolean;
  square: string;
  moves: string[];
  captures: string[];
  hop_moves: string[];
  hop_captures: string[];
  initial_moves: string[];
  /** Turnover: the piece left on `square` when it moves (only the outer component moves). */
  leaves: string | null;
}

const diagramCache = new Map<string, Promise<PieceDiagram[]>>();

export function pieceDiagrams(variantId: string): Promise<PieceDiagram[]> {
  let p = diagramCache.get(variantId);
  if (!p) {
    p = call<PieceDiagram[]>('GET', `/api/variants/${encodeURIComponent(variantId)}/pieces`);
    p.catch(() => diagramCache.delete(variantId));
    diagramCache.set(variantId, p);
  }
  return p;
}
