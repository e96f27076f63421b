// What the engine in the browser takes and gives (the JSON of crates/wasm's `search`), and the
// browser game's own answers (`WasmGame.state()`).
import type { Color } from '../protocol';

/** A built-in game by id, or a user variant by the text of its file. */
export interface GameSource {
  id: string;
  /** The variant file (TOML), for a game the built-in catalogue does not have. */
  file?: string;
}

/** A score from the point of view of the side to move, as UCI gives it. */
export type Score = { cp: number } | { mate: number };

/** One line of one completed depth. */
export interface EngineInfo {
  multipv: number;
  depth: number;
  seldepth: number;
  score: Score;
  nodes: number;
  nps: number;
  time_ms: number;
  /** The line in engine notation (UCI). */
  pv: string[];
  /** The same line in the game's notation (SAN, Turnover notation). */
  san: string[];
}

export interface EngineLine {
  score: Score;
  pv: string[];
  san: string[];
}

export interface EngineResult {
  /** The best move (UCI); null when the game is over in the position. */
  best: string | null;
  score: Score;
  depth: number;
  nodes: number;
  time_ms: number;
  /** Best first; as many as asked (fewer when there are fewer legal moves). */
  lines: EngineLine[];
  /** True when the search was ended early (stop, or a newer search). */
  stopped: boolean;
}

/** What bounds a search; without any, depth 8. */
export interface Limits {
  depth?: number;
  nodes?: number;
  movetimeMs?: number;
  /** Lines, 1 to 5. */
  multipv?: number;
  /** Play as the server's computer of this level (1-8): its depth, nodes, time and noise. */
  level?: number;
}

/** The browser's game (crates/wasm `WasmGame`), as `loadRules()` gives its class. */
export type WasmGame = InstanceType<Awaited<ReturnType<typeof import('./client').loadRules>>['WasmGame']>;

/** What the rules say of a position (crates/wasm's `WasmGame.state()`). */
export interface RulesState {
  fen: string;
  turn: Color;
  check: boolean;
  /** The squares of the pieces in check (the king, coregal's attacked queens). */
  checked: string[];
  /** The line from the start, in engine notation and in the game's. */
  moves: string[];
  san: string[];
  legal: { uci: string; san: string }[];
  outcome: { result: '1-0' | '0-1' | '1/2-1/2'; reason: string; winner: Color | null } | null;
}

