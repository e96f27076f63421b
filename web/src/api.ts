// The client side of the server's HTTP API (docs/protocol.md). The shapes are the server's own
// wire types, generated into ./protocol.ts; nothing here knows the rules of any game.
import type {
  ClaimReq,
  ActionReq,
  CreateGame,
  ErrorBody,
  ErrorCode,
  GameState,
  JoinGame,
  LobbyEntry,
  MoveReq,
  PieceDiagramView,
  SeatAnswer,
  VariantView,
} from './protocol';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
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
    /* not JSON: a proxy's error page */
  }
  if (!res.ok) {
    const err = (json as ErrorBody | undefined)?.error;
    throw new ApiError(res.status, err?.code ?? 'internal', err?.message ?? `${res.status} ${res.statusText}`);
  }
  return json as T;
}

let variantsCache: Promise<VariantView[]> | undefined;

export function variants(): Promise<VariantView[]> {
  variantsCache ??= call<VariantView[]>('GET', '/api/variants');
  variantsCache.catch(() => (variantsCache = undefined));
  return variantsCache;
}

export function createGame(req: CreateGame): Promise<SeatAnswer> {
  return call<SeatAnswer>('POST', '/api/games', req);
}

export function joinGame(id: string, invite?: string): Promise<SeatAnswer> {
  const req: JoinGame = invite ? { invite } : {};
  return call<SeatAnswer>('POST', `/api/games/${encodeURIComponent(id)}/join`, req);
}

export function getGame(id: string, token?: string): Promise<GameState> {
  return call<GameState>('GET', `/api/games/${encodeURIComponent(id)}`, undefined, token);
}

/** `POST /api/games/{id}/moves`: the move over HTTP, when the socket is down. */
export function postMove(id: string, token: string, req: MoveReq): Promise<GameState> {
  return call<GameState>('POST', `/api/games/${encodeURIComponent(id)}/moves`, req, token);
}

/** The actions of a seat besides moving, as HTTP paths and WebSocket message names. */
export type ActionKind = 'resign' | 'abort' | 'draw' | 'takeback' | 'rematch';

/** `POST /api/games/{id}/{kind}`: an action over HTTP, when the socket is down. */
export function postAction(id: string, token: string, kind: ActionKind, req?: ActionReq): Promise<GameState> {
  return call<GameState>('POST', `/api/games/${encodeURIComponent(id)}/${kind}`, req, token);
}

/** `POST /api/games/{id}/claim`: the win or a draw from an opponent who left, over HTTP. */
export function postClaim(id: string, token: string, req: ClaimReq): Promise<GameState> {
  return call<GameState>('POST', `/api/games/${encodeURIComponent(id)}/claim`, req, token);
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

const diagramCache = new Map<string, Promise<PieceDiagramView[]>>();

/** Where each piece goes from a central square of an empty board (`GET /api/variants/{id}/pieces`). */
export function pieceDiagrams(variantId: string): Promise<PieceDiagramView[]> {
  let p = diagramCache.get(variantId);
  if (!p) {
    p = call<PieceDiagramView[]>('GET', `/api/variants/${encodeURIComponent(variantId)}/pieces`);
    p.catch(() => diagramCache.delete(variantId));
    diagramCache.set(variantId, p);
  }
  return p;
}
