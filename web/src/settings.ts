// The player's settings, remembered per browser (localStorage `turnpan.settings`): how boards and
// pieces look, light or dark, board size, coordinates, animation speed, promotion, sound, the
// hot-seat board turning, notifications. Only what the player changed is stored, so a default
// that depends on the device (the hot-seat turn, on for phones) follows the device.
//
// `applySettings` writes the look onto <html> (data attributes and a CSS variable, read by
// `looks.css`); code that needs a value reads `settings()` and may listen to changes.

export const BOARD_THEMES = ['wood', 'blue', 'green'] as const;
export const PIECE_THEMES = ['classic', 'contrast', 'letters'] as const;
export const COLOR_SCHEMES = ['system', 'light', 'dark'] as const;
export const ANIMATION_SPEEDS = ['off', 'fast', 'normal', 'slow'] as const;

export type BoardTheme = (typeof BOARD_THEMES)[number];
export type PieceTheme = (typeof PIECE_THEMES)[number];
export type ColorScheme = (typeof COLOR_SCHEMES)[number];
export type AnimationSpeed = (typeof ANIMATION_SPEEDS)[number];

export interface Settings {
  boardTheme: BoardTheme;
  pieceTheme: PieceTheme;
  /** `system` follows the browser's `prefers-color-scheme`. */
  colorScheme: ColorScheme;
  /** The game board's size, in per cent of the room it has (50-100). */
  boardSize: number;
  coordinates: boolean;
  animation: AnimationSpeed;
  /** Promote to the game's first choice (the queen in chess) without the picker. */
  promoteFirst: boolean;
  sound: boolean;
  /** 0-100. */
  volume: number;
  /** In a game on one device, turn the board to the side to move. */
  hotseatTurn: boolean;
  /** Notify when the opponent moves while the tab is hidden (with the browser's permission). */
  notifications: boolean;
}

const STORAGE_KEY = 'turnpan.settings';
export const BOARD_SIZE_MIN = 50;
export const BOARD_SIZE_MAX = 100;
const ANIMATION_MS: Record<AnimationSpeed, number> = { off: 0, fast: 120, normal: 220, slow: 450 };

/** Phones and narrow windows: where one device is passed across the table. */
function narrowScreen(): boolean {
  return window.matchMedia('(max-width: 800px), (pointer: coarse)').matches;
}

export function defaultSettings(): Settings {
  return {
    boardTheme: 'wood',
    pieceTheme: 'classic',
    colorScheme: 'system',
    boardSize: BOARD_SIZE_MAX,
    coordinates: true,
    animation: 'normal',
    promoteFirst: false,
    sound: true,
    volume: 70,
    hotseatTurn: narrowScreen(),
    notifications: false,
  };
}

/** What was stored, keeping only known keys with values of the right kind. */
function stored(): Partial<Settings> {
  let raw: unknown;
  try {
    raw = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
  } catch {
    return {};
  }
  if (!raw || typeof raw !== 'object') return {};
  const r = raw as Record<string, unknown>;
  const out: Partial<Settings> = {};
  const oneOf = <T extends string>(list: readonly T[], v: unknown): v is T => list.includes(v as T);
  const number = (v: unknown, lo: number, hi: number) => (typeof v === 'number' && v >= lo && v <= hi ? v : undefined);
  if (oneOf(BOARD_THEMES, r.boardTheme)) out.boardTheme = r.boardTheme;
  if (oneOf(PIECE_THEMES, r.pieceTheme)) out.pieceTheme = r.pieceTheme;
  if (oneOf(COLOR_SCHEMES, r.colorScheme)) out.colorScheme = r.colorScheme;
  if (oneOf(ANIMATION_SPEEDS, r.animation)) out.animation = r.animation;
  const size = number(r.boardSize, BOARD_SIZE_MIN, BOARD_SIZE_MAX);
  if (size !== undefined) out.boardSize = size;
  const volume = number(r.volume, 0, 100);
  if (volume !== undefined) out.volume = volume;
  for (const key of ['coordinates', 'promoteFirst', 'sound', 'hotseatTurn', 'notifications'] as const) {
    if (typeof r[key] === 'boolean') out[key] = r[key];
  }
  return out;
}

let changed: Partial<Settings> = stored();
const listeners = new Set<(s: Settings) => void>();

export function settings(): Settings {
  return { ...defaultSettings(), ...changed };
}

/** Changes some settings, remembers them, shows them and tells the listeners. */
export function updateSettings(patch: Partial<Settings>): void {
  changed = { ...changed, ...patch };
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(changed));
  } catch {
    /* storage can be disabled: the change holds for this page */
  }
  changedNow();
}

/** Calls `listener` after every change; returns the function that stops it. */
export function onSettingsChange(listener: (s: Settings) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changedNow(): void {
  applySettings();
  const now = settings();
  for (const l of listeners) l(now);
}

export function animationMs(s: Settings = settings()): number {
  return ANIMATION_MS[s.animation];
}

const darkQuery = window.matchMedia('(prefers-color-scheme: dark)');

/** The scheme shown: the override, else the system's. */
export function effectiveScheme(s: Settings = settings()): 'light' | 'dark' {
  if (s.colorScheme !== 'system') return s.colorScheme;
  return darkQuery.matches ? 'dark' : 'light';
}

/** Puts the look onto <html>: `data-theme`, `data-board-theme`, `data-piece-theme`,
 *  `data-coords` and `--board-scale`. */
export function applySettings(): void {
  const s = settings();
  const root = document.documentElement;
  root.dataset.theme = effectiveScheme(s);
  root.dataset.boardTheme = s.boardTheme;
  root.dataset.pieceTheme = s.pieceTheme;
  root.dataset.coords = s.coordinates ? 'on' : 'off';
  root.style.setProperty('--board-scale', String(s.boardSize / 100));
}

/** Shows the settings now and keeps them in step with the system's scheme and other tabs. */
export function startSettings(): void {
  applySettings();
  darkQuery.addEventListener('change', () => changedNow());
  window.addEventListener('storage', (e) => {
    if (e.key !== STORAGE_KEY) return;
    changed = stored();
    changedNow();
  });
}
