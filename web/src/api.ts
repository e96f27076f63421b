// The client side of the server's HTTP API (docs/protocol.md). The shapes are the server's own
// wire types, generated into ./protocol.ts; nothing here knows the rules of any game.
import type {
  ClaimReq,
  ActionReq,
  CreateGame,
  Directory,
  ErrorBody,
  ErrorCode,
  GameState,
  JoinGame,
  LobbyEntry,
  ImportIniReq,
  ImportedIni,
  MoveReq,
  MyVariantReq,
  MyVariantSaved,
  MyVariants,
  PieceDiagramView,
  SeatAnswer,
  VariantView,
} from './protocol';
import type { Account, GamePage, Leaderboard, RatingHistory, UserProfile } from './accountwire';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    /** Seconds to wait before trying again (429: the `Retry-After` header, or the body's
     *  `retry_after_s`). */
    readonly retryAfterS: number | null = null,
  ) {
    super(message);
  }
}

async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  // Same-origin requests carry the session cookie (`turnpan_session`) by themselves.
  const res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: 'same-origin' });
  const text = await res.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON: a proxy's error page */
  }
  if (!res.ok) {
    const err = (json as ErrorBody | undefined)?.error;
    throw new ApiError(res.status, err?.code ?? 'internal', err?.message ?? `${res.status} ${res.statusText}`, retryAfter(res, json));
  }
  return json as T;
}

/** The wait a 429 names: the `Retry-After` header (whole seconds), else a `retry_after_s` in the body. */
function retryAfter(res: Response, json: unknown): number | null {
  const header = Number(res.headers.get('Retry-After'));
  if (res.headers.has('Retry-After') && Number.isFinite(header) && header >= 0) return Math.ceil(header);
  const find = (o: unknown): unknown =>
    o && typeof o === 'object' ? ((o as Record<string, unknown>).retry_after_s ?? find((o as Record<string, unknown>).error)) : undefined;
  const inBody = find(json);
  return typeof inBody === 'number' && inBody >= 0 ? Math.ceil(inBody) : null;
}

let variantsCache: Promise<VariantView[]> | undefined;

/** `?version=N` for a player's variant's version N; nothing for the newest (or a catalog game). */
const versionQuery = (version?: number | null) => (version == null ? '' : `?version=${version}`);

/** `GET /api/variants/{id}`: one game, a player's stored variant (`@alice/spiral`) included, at
 *  its newest version or at `version` (a game keeps the version it was created with). */
export function variant(id: string, version?: number | null): Promise<VariantView> {
  return call<VariantView>('GET', `/api/variants/${encodeURIComponent(id)}${versionQuery(version)}`);
}

export function variants(): Promise<VariantView[]> {
  variantsCache ??= call<VariantView[]>('GET', '/api/variants');
  variantsCache.catch(() => (variantsCache = undefined));
  return variantsCache;
}

/** `POST /api/games`; `rated` needs a session, a clock, the start position and mode `open` or `friend`. */
export function createGame(req: CreateGame & { rated?: boolean }): Promise<SeatAnswer> {
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

/** The text of a user game's variant file (`GET /api/variants/{id}/file`, a player's variant at
 *  `version` when given), for the rules and the engine in the browser; a built-in game has none
 *  (404). */
export async function variantFile(variantId: string, version?: number | null): Promise<string> {
  const answer = await fetch(`/api/variants/${encodeURIComponent(variantId)}/file${versionQuery(version)}`, { credentials: 'same-origin' });
  if (!answer.ok) throw new Error(`GET /api/variants/${variantId}/file: ${answer.status}`);
  return answer.text();
}

// ---- Players' variants (docs/protocol.md, "Players' variants") ----------------------------------

/** The directory's orders: most recently updated, most games played, or by name (A to Z). */
export type DirectorySort = 'recent' | 'games' | 'name';

export interface DirectoryQuery {
  /** Text the name or the id (so the creator's name too) holds; empty: every public variant. */
  q: string;
  sort: DirectorySort;
  /** From 1; 20 variants a page. */
  page: number;
}

/** `GET /api/variants?q=&sort=&page=`: a page of the directory of players' public variants. */
export function variantDirectory(query: DirectoryQuery): Promise<Directory> {
  const params = new URLSearchParams({ q: query.q, sort: query.sort, page: String(query.page) });
  return call<Directory>('GET', `/api/variants?${params}`);
}

/** `GET /api/my-variants`: the signed-in player's own variants, any visibility, newest first, and
 *  how many an account may have (401 without a session). */
export function myVariants(): Promise<MyVariants> {
  return call<MyVariants>('GET', '/api/my-variants');
}

/** `DELETE /api/my-variants/{id}`: the owner archives a variant (gone for new games and from the
 *  lists; its games still replay). 404 for anybody else. */
export function deleteMyVariant(id: string): Promise<void> {
  return call<void>('DELETE', `/api/my-variants/${encodeURIComponent(id)}`);
}

// ---- Accounts (docs/protocol.md, "Accounts"): the session is the `turnpan_session` cookie ----------

export function signup(username: string, password: string): Promise<Account> {
  return call<Account>('POST', '/api/account/signup', { username, password });
}

export function login(username: string, password: string): Promise<Account> {
  return call<Account>('POST', '/api/account/login', { username, password });
}

export function logout(): Promise<void> {
  return call<void>('POST', '/api/account/logout');
}

/** The signed-in account; `null` when there is no session (401). */
export async function account(): Promise<Account | null> {
  try {
    return await call<Account>('GET', '/api/account');
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) return null;
    throw e;
  }
}

export function changePassword(current: string, next: string): Promise<void> {
  return call<void>('POST', '/api/account/password', { current, new: next });
}

export function deleteAccount(password: string): Promise<void> {
  return call<void>('POST', '/api/account/delete', { password });
}

const userPath = (name: string) => `/api/users/${encodeURIComponent(name)}`;

export function user(name: string): Promise<UserProfile> {
  return call<UserProfile>('GET', userPath(name));
}

export interface GameFilter {
  page: number;
  variant?: string;
  result?: 'win' | 'loss' | 'draw';
}

/** A player's games, newest first, 20 a page. */
export function userGames(name: string, f: GameFilter): Promise<GamePage> {
  const q = new URLSearchParams({ page: String(f.page) });
  if (f.variant) q.set('variant', f.variant);
  if (f.result) q.set('result', f.result);
  return call<GamePage>('GET', `${userPath(name)}/games?${q}`);
}

export function ratingHistory(name: string): Promise<RatingHistory> {
  return call<RatingHistory>('GET', `${userPath(name)}/history`);
}

export function leaderboard(variant: string, speed: string): Promise<Leaderboard> {
  return call<Leaderboard>('GET', `/api/leaderboard/${encodeURIComponent(variant)}/${encodeURIComponent(speed)}`);
}

// ---- The variant designer (docs/protocol.md, "Players' variants") ---------------------------

/** `POST /api/my-variants`: stores a new variant (201 `{id, version: 1}`). */
export function createMyVariant(req: MyVariantReq): Promise<MyVariantSaved> {
  return call<MyVariantSaved>('POST', '/api/my-variants', req);
}

/** `PUT /api/my-variants/{id}`: stores the owner's variant's next version. */
export function updateMyVariant(id: string, req: MyVariantReq): Promise<MyVariantSaved> {
  return call<MyVariantSaved>('PUT', `/api/my-variants/${encodeURIComponent(id)}`, req);
}

/** `POST /api/my-variants/import`: a Fairy-Stockfish `variants.ini` section as a variant file. */
export function importIni(req: ImportIniReq): Promise<ImportedIni> {
  return call<ImportedIni>('POST', '/api/my-variants/import', req);
}
