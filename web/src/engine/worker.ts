// The engine's Web Worker: one game of the WebAssembly rules and engine (crates/wasm), searching
// one position at a time and streaming its info lines. It is never interrupted: the client stops
// a search by ending the worker and starting another (a search runs to its end inside one call).
import { initSync, WasmGame } from '../wasm/turnpan_wasm.js';
import type { FromWorker, ToWorker } from './messages';

let game: WasmGame | undefined;

function post(message: FromWorker): void {
  postMessage(message);
}

function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** A failure of the WebAssembly code itself (a Rust panic traps as `unreachable`), as opposed
 *  to the rules refusing an input, which throws an ordinary `Error`. */
function isCrash(e: unknown): boolean {
  return e instanceof WebAssembly.RuntimeError;
}

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const msg = event.data;
  try {
    if (msg.kind === 'load') {
      initSync({ module: msg.module });
      try {
        game = new WasmGame(msg.game.id, msg.game.file);
      } catch (e) {
        if (isCrash(e)) throw e;
        post({ kind: 'load-error', message: messageOf(e) });
        return;
      }
      post({ kind: 'ready' });
      return;
    }
    if (!game) {
      post({ kind: 'error', id: msg.id, message: 'no game loaded' });
      return;
    }
    try {
      game.setPosition(msg.fen, msg.moves);
    } catch (e) {
      if (isCrash(e)) throw e;
      post({ kind: 'error', id: msg.id, message: messageOf(e) });
      return;
    }
    const { depth, nodes, movetimeMs, multipv, level } = msg.limits;
    const id = msg.id;
    const result = game.search(depth, nodes, movetimeMs, multipv ?? 1, level, (line: string) => {
      post({ kind: 'info', id, info: JSON.parse(line) });
    });
    post({ kind: 'done', id, result: JSON.parse(result) });
  } catch (e) {
    post({ kind: 'crash', message: messageOf(e) });
  }
};
