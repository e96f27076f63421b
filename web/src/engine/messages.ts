// The messages between the engine client (main thread) and its worker: one search at a time, the
// worker answering each with info lines and then a result, or an error.
import type { EngineInfo, EngineResult, GameSource, Limits } from './types';

/** Main thread → worker. */
export type ToWorker =
  | { kind: 'load'; module: WebAssembly.Module; game: GameSource }
  | { kind: 'search'; id: number; fen: string | undefined; moves: string[]; limits: Limits };

/** Worker → main thread. */
export type FromWorker =
  | { kind: 'ready' }
  /** The game could not be made (unknown id, bad variant file): the rules' message. */
  | { kind: 'load-error'; message: string }
  | { kind: 'info'; id: number; info: EngineInfo }
  | { kind: 'done'; id: number; result: Omit<EngineResult, 'stopped'> }
  /** The position was refused (bad FEN or move): the rules' message. */
  | { kind: 'error'; id: number; message: string }
  /** The WebAssembly code failed (a panic): the instance cannot be trusted any more. */
  | { kind: 'crash'; message: string };
