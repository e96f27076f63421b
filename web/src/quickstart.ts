// Games started in one click: the home page's quick-start row (chess 3+2 and 10+0, against
// anyone or against the computer) and a finished game's "New game" (the same kind of game
// again). "Against anyone" takes the oldest open game of the same kind in the lobby that is not
// the player's own, and opens one when there is none.
import * as api from './api';
import type { ClockSpecIn, ColorChoice, LobbyEntry, Mode } from './protocol';
import { rememberInvite } from './game';
import { t } from './i18n';
import { escapeHtml } from './movelist';
import { navigate } from './router';

export interface GameSpec {
  variant: string;
  clock: ClockSpecIn | null;
  mode: Mode;
  /** The computer's level (computer games). */
  level?: number;
  /** A start position other than the game's own. */
  fen?: string;
  color?: ColorChoice;
}

interface QuickGame {
  id: string;
  control: string;
  clock: ClockSpecIn;
  mode: Mode;
}

export const QUICK_GAMES: QuickGame[] = [
  { id: 'anyone-3+2', control: '3+2', clock: { initial_s: 180, increment_s: 2 }, mode: 'open' },
  { id: 'anyone-10+0', control: '10+0', clock: { initial_s: 600, increment_s: 0 }, mode: 'open' },
  { id: 'computer-3+2', control: '3+2', clock: { initial_s: 180, increment_s: 2 }, mode: 'computer' },
  { id: 'computer-10+0', control: '10+0', clock: { initial_s: 600, increment_s: 0 }, mode: 'computer' },
];

function sameClock(a: ClockSpecIn | null, b: ClockSpecIn | null): boolean {
  return a === null || b === null ? a === b : a.initial_s === b.initial_s && a.increment_s === b.increment_s;
}

/** The oldest open game of this kind that is not the player's own (quick games are casual: a
 *  rated game in the lobby is not of this kind). */
function openMatch(entries: LobbyEntry[], spec: GameSpec): LobbyEntry | undefined {
  const fitting = entries.filter((g) => g.variant === spec.variant && sameClock(g.clock, spec.clock) && !g.rated && !api.savedToken(g.id));
  return fitting.sort((a, b) => a.created_at_ms - b.created_at_ms)[0];
}

/** Starts a game as `spec` says and goes to it. */
export async function startGame(spec: GameSpec): Promise<void> {
  if (spec.mode === 'open' && !spec.fen) {
    const match = openMatch(await api.lobby(), spec);
    if (match) {
      try {
        const seat = await api.joinGame(match.id);
        api.saveToken(seat.id, seat.token);
        navigate(`/game/${seat.id}`);
        return;
      } catch {
        /* somebody was quicker: open a game instead */
      }
    }
  }
  const seat = await api.createGame({
    variant: spec.variant,
    clock: spec.clock,
    mode: spec.mode,
    color: spec.color ?? 'random',
    ...(spec.fen ? { fen: spec.fen } : {}),
    ...(spec.mode === 'computer' ? { level: spec.level ?? 3 } : {}),
  });
  api.saveToken(seat.id, seat.token);
  if (seat.invite_url) rememberInvite(seat.id, seat.invite_url);
  navigate(`/game/${seat.id}`);
}

/** The quick-start row: one button per quick game; `level` is the computer's. */
export function quickStartRow(level: number): string {
  const buttons = QUICK_GAMES.map((q) => {
    const against = q.mode === 'open' ? 'anyone' : 'computer';
    const hint = escapeHtml(t(`quick-${against}-hint`, { control: q.control, level }));
    // The visible text is the button's name (what a speech user says); the hint describes it.
    return `<button type="button" class="quick-game" data-quick="${q.id}" title="${hint}">
      <strong>${q.control}</strong> <small>${t(`quick-${against}`)}</small></button>`;
  }).join('');
  return `<section class="quick-start" aria-labelledby="quick-title">
    <h2 id="quick-title">${t('quick-title')}</h2>
    <div class="quick-row">${buttons}</div>
    <p class="form-error" data-el="quickError" role="alert"></p>
  </section>`;
}

/** Makes the row's buttons start their games. */
export function bindQuickStart(row: HTMLElement, level: number): void {
  row.addEventListener('click', async (e) => {
    const button = (e.target as HTMLElement).closest<HTMLButtonElement>('button[data-quick]');
    const quick = QUICK_GAMES.find((q) => q.id === button?.dataset.quick);
    if (!button || !quick) return;
    const error = row.querySelector<HTMLElement>('[data-el="quickError"]')!;
    error.textContent = '';
    for (const b of row.querySelectorAll<HTMLButtonElement>('button[data-quick]')) b.disabled = true;
    try {
      await startGame({ variant: 'chess', clock: quick.clock, mode: quick.mode, level });
    } catch {
      error.textContent = t('quick-error');
      for (const b of row.querySelectorAll<HTMLButtonElement>('button[data-quick]')) b.disabled = false;
    }
  });
}
