// A game's result as the UI writes it, one way everywhere: `1-0`, `0-1`, `½-½`. The protocol and
// PGN keep `1/2-1/2`.
import type { GameResult } from './protocol';

const SHOWN: Record<GameResult, string> = { '1-0': '1-0', '0-1': '0-1', '1/2-1/2': '½-½' };

export function formatResult(result: GameResult): string {
  return SHOWN[result];
}

/** A result as the wire writes it in a game list (`string`), or null for anything else. */
export function asResult(s: string | null): GameResult | null {
  return s !== null && s in SHOWN ? (s as GameResult) : null;
}
