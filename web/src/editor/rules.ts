// The board editor's rules: the wasm module's `WasmSetup` for one game (the module loaded once
// through the engine client's `loadRules`, on this page only), with its answers typed. A
// user-defined game needs its variant file's text, which the server gives at
// `GET /api/variants/{id}/file` (api.ts `variantFile`); a player's variant (`@alice/spiral`) its
// file at the version shown. A game with Chess960 castling says so (its file's castling, read by
// the rules), for the castling boxes to read the rooks' files (./castle960.ts).
import { variantFile } from '../api';
import type { FormCastling, VariantForm } from '../designer/model';
import { loadRules } from '../engine/client';
import type { VariantView } from '../protocol';

/** Where a problem is: a field of the FEN (kebab case, as the rules name it). */
export type FenFieldCode =
  | 'placement'
  | 'side-to-move'
  | 'castling'
  | 'en-passant'
  | 'halfmove-clock'
  | 'fullmove-number'
  | 'checks'
  | 'position';

export interface FenProblem {
  /** The rules' code of the problem (`no-royal`, `check-not-on-turn`, … ). */
  code: string;
  field: FenFieldCode;
  /** 1-based character of the FEN at fault, or null. */
  column: number | null;
  args: Record<string, string | number>;
  /** The rules' own English text. */
  message: string;
}

export interface GameOutcome {
  result: string;
  reason: string;
  winner: 'white' | 'black' | null;
}

export type Verdict =
  | { ok: true; fen: string; turn: 'white' | 'black'; check: boolean; outcome: GameOutcome | null }
  | { ok: false; error: FenProblem };

export interface SetupFacts {
  /** The castling rights the game's FEN can hold, in `KQkq` order; empty without castling. */
  castling: string[];
  en_passant: boolean;
  /** The royal piece's letter, or null. */
  royal: string | null;
}

export interface SetupRules {
  facts: SetupFacts;
  /** The castling of a game whose file says `chess960`; null in any other game. */
  chess960: FormCastling | null;
  check(fen: string): Verdict;
  enPassantSquares(fen: string): string[];
}

/** Loads the rules of a game (the `.wasm` the first time). Rejects with the rules' message for a
 *  bad variant file, or when a user game's file cannot be had. */
export async function loadSetupRules(v: VariantView): Promise<SetupRules> {
  const wasm = await loadRules();
  const file = v.builtin ? undefined : await variantFile(v.id, v.version);
  const setup = new wasm.WasmSetup(v.id, file);
  let chess960: FormCastling | null = null;
  if (file !== undefined) {
    const read = JSON.parse(wasm.readVariant(file)) as { form: VariantForm } | { error: unknown };
    if ('form' in read && read.form.castling?.chess960) chess960 = read.form.castling;
  }
  return {
    facts: JSON.parse(setup.facts()) as SetupFacts,
    chess960,
    check: (fen) => JSON.parse(setup.checkFen(fen)) as Verdict,
    enPassantSquares: (fen) => JSON.parse(setup.enPassantSquares(fen)) as string[],
  };
}
