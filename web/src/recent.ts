// "Your recent games" (issue 24): this browser's list of the games it holds a seat in, so a lost
// link is not a lost game. The seat itself is the token api.ts keeps per game id
// (`turnpan.token.<id>`); this list, `turnpan.recent` in localStorage, adds what the home page
// shows beside the link: the game, the time control, the opponent or mode, and the result once the
// game page has seen it. Newest first, at most MAX games.
import * as api from './api';
import type { PlayerView } from './accountwire';
import type { Color, GameResult, GameState, Mode, SeatName, Status } from './protocol';

const KEY = 'turnpan.recent';
export const MAX = 20;

export interface RecentGame {
  id: string;
  variant: string;
  mode: Mode;
  /** `3+2`, or null when untimed. */
  control: string | null;
  you: SeatName;
  rated: boolean;
  /** The opponent's seat as the server last showed it (`null`: anonymous or nobody yet). */
  opponent: PlayerView | null;
  /** Whether the opponent's seat was taken. */
  opponentSeated: boolean;
  level: number | null;
  status: Status;
  result: GameResult | null;
  /** When this browser first saw the game (ms). */
  at: number;
}

export function recentGames(): RecentGame[] {
  try {
    const list = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(list) ? (list as RecentGame[]).filter((g) => g && typeof g.id === 'string') : [];
  } catch {
    return [];
  }
}

function store(list: RecentGame[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(list.slice(0, MAX)));
  } catch {
    /* private mode: the list lasts as long as the page */
  }
}

function control(s: GameState): string | null {
  const c = s.clock;
  if (!c) return null;
  const minutes = c.initial_s / 60;
  return `${Number.isInteger(minutes) ? minutes : Math.round(minutes * 100) / 100}+${c.increment_s}`;
}

/** Records (or updates) a game this browser has a seat in, from its state. */
export function rememberGame(s: GameState): void {
  if (!s.you || !api.savedToken(s.id)) return;
  const list = recentGames();
  const old = list.find((g) => g.id === s.id);
  const other: Color | null = s.you === 'white' ? 'black' : s.you === 'black' ? 'white' : null;
  const entry: RecentGame = {
    id: s.id,
    variant: s.variant,
    mode: s.mode,
    control: control(s),
    you: s.you,
    rated: s.rated,
    opponent: other ? s.players[other] : null,
    opponentSeated: other ? s.seats[other] : true,
    level: s.computer?.level ?? null,
    status: s.status,
    result: s.outcome?.result ?? null,
    at: old?.at ?? Date.now(),
  };
  if (old && JSON.stringify(old) === JSON.stringify(entry)) return;
  store([entry, ...list.filter((g) => g.id !== s.id)].sort((a, b) => b.at - a.at));
}

/** The result from the player's side: `win`, `loss`, `draw`, or null (not over, or both seats). */
export function outcomeFor(you: SeatName, result: GameResult | null): 'win' | 'loss' | 'draw' | null {
  if (!result || you === 'both') return result === '1/2-1/2' ? 'draw' : null;
  if (result === '1/2-1/2') return 'draw';
  return (result === '1-0') === (you === 'white') ? 'win' : 'loss';
}

/** Asks the server for the games not over yet (the newest `limit`), so the list shows results the
 *  game page did not see; `onUpdate` runs when any changed. */
export async function refreshRecent(limit: number, onUpdate: () => void): Promise<void> {
  const open = recentGames()
    .filter((g) => g.status === 'waiting' || g.status === 'playing')
    .slice(0, limit);
  let changed = false;
  await Promise.all(
    open.map(async (g) => {
      try {
        const before = JSON.stringify(recentGames().find((x) => x.id === g.id));
        rememberGame(await api.getGame(g.id, api.savedToken(g.id)));
        changed ||= before !== JSON.stringify(recentGames().find((x) => x.id === g.id));
      } catch {
        /* unknown or unreachable: keep what we have */
      }
    }),
  );
  if (changed) onUpdate();
}
