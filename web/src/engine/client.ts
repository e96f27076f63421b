// The engine in the browser, for the analysis board and the post-game review: Turnpan's own
// search compiled to WebAssembly (crates/wasm), run in a Web Worker so the page stays responsive.
// A search runs to its end inside the worker, so stopping one ends the worker and starts a fresh
// one from the already compiled module (a few milliseconds); a worker that fails is restarted the
// same way, and the page is told. The `.wasm` is fetched on the first use, never by pages that
// do not ask for it.
import type { FromWorker, ToWorker } from './messages';
import type { EngineInfo, EngineResult, GameSource, Limits } from './types';

export type { EngineInfo, EngineLine, EngineResult, GameSource, Limits, Score } from './types';

/** A worker that fails this often within a minute is not restarted again. */
const MAX_CRASHES_A_MINUTE = 3;

let compiled: Promise<WebAssembly.Module> | undefined;

/** The WebAssembly module, fetched and compiled once per page. */
function wasmModule(): Promise<WebAssembly.Module> {
  compiled ??= (async () => {
    const url = new URL('../wasm/turnpan_wasm_bg.wasm', import.meta.url);
    const answer = await fetch(url);
    if (!answer.ok) throw new Error(`the engine could not be loaded (HTTP ${answer.status})`);
    return WebAssembly.compile(await answer.arrayBuffer());
  })();
  compiled.catch(() => {
    compiled = undefined; // a failed download may be tried again
  });
  return compiled;
}

type Bindings = typeof import('../wasm/turnpan_wasm.js');
let rules: Promise<Bindings> | undefined;

/**
 * The rules on the main thread, for what must answer at once (legal moves, notation, FEN checks):
 * the same WebAssembly module as the engine's, instantiated once.
 *
 * ```ts
 * const { WasmGame } = await loadRules();
 * const game = new WasmGame('turkish', undefined);
 * ```
 */
export function loadRules(): Promise<Bindings> {
  rules ??= (async () => {
    const [bindings, module] = await Promise.all([import('../wasm/turnpan_wasm.js'), wasmModule()]);
    bindings.initSync({ module });
    return bindings;
  })();
  rules.catch(() => {
    rules = undefined;
  });
  return rules;
}

/** The search the worker is running or about to run. */
interface Pending {
  id: number;
  resolve: (r: EngineResult) => void;
  reject: (e: Error) => void;
  onInfo?: (info: EngineInfo) => void;
  /** The latest info of each line (by multipv), for a stopped search's answer. */
  latest: Map<number, EngineInfo>;
  /** Posted to the worker (a search still waiting for the worker to be ready is not). */
  sent: boolean;
}

/**
 * One engine for one game.
 *
 * ```ts
 * const engine = await EngineClient.start({ id: 'chess' }, (why) => showNotice(why));
 * const result = await engine.search(undefined, ['e2e4'], { depth: 12, multipv: 3 }, (info) =>
 *   drawLine(info),
 * );
 * engine.dispose();
 * ```
 */
export class EngineClient {
  private worker!: Worker;
  private ready!: Promise<void>;
  private pending: Pending | undefined;
  private nextId = 1;
  private crashes: number[] = [];
  /** Why the engine no longer works (disposed, or failing again and again). */
  private broken: string | undefined;

  private constructor(
    private readonly game: GameSource,
    private readonly module: WebAssembly.Module,
    private readonly onRestart?: (reason: string) => void,
  ) {}

  /** Starts a worker for the game; rejects with the rules' message for an unknown game or a
   *  bad variant file, or when the engine cannot be downloaded. */
  static async start(game: GameSource, onRestart?: (reason: string) => void): Promise<EngineClient> {
    const client = new EngineClient(game, await wasmModule(), onRestart);
    await client.spawn();
    return client;
  }

  /**
   * Searches `fen` (the game's start when undefined) after `moves`. A newer search or `stop()`
   * ends this one, whose promise then resolves with `stopped: true` and the lines seen so far. A
   * bad FEN or move rejects with the rules' message; so does a crash of the worker (which is then
   * restarted, and `onRestart` told).
   */
  search(
    fen: string | undefined,
    moves: string[],
    limits: Limits,
    onInfo?: (info: EngineInfo) => void,
  ): Promise<EngineResult> {
    this.stop();
    if (this.broken) return Promise.reject(new Error(this.broken));
    const id = this.nextId++;
    return new Promise<EngineResult>((resolve, reject) => {
      const pending: Pending = { id, resolve, reject, onInfo, latest: new Map(), sent: false };
      this.pending = pending;
      this.ready.then(
        () => {
          if (this.pending !== pending) return; // stopped or replaced while waiting
          pending.sent = true;
          this.send({ kind: 'search', id, fen, moves, limits });
        },
        (e: unknown) => {
          if (this.pending !== pending) return;
          this.pending = undefined;
          reject(e instanceof Error ? e : new Error(String(e)));
        },
      );
    });
  }

  /** Ends the running search at once (its promise resolves with what it found so far). */
  stop(): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = undefined;
    pending.resolve(stoppedResult(pending.latest));
    if (pending.sent) {
      this.worker.terminate();
      this.spawn().catch(() => {}); // the next search hears the failure
    }
  }

  /** Stops and ends the worker; the client answers nothing more. */
  dispose(): void {
    this.stop();
    this.broken = 'the engine was closed';
    this.worker.terminate();
  }

  private send(message: ToWorker): void {
    this.worker.postMessage(message);
  }

  /** Starts a worker and loads the game into it. */
  private spawn(): Promise<void> {
    const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
    this.worker = worker;
    this.ready = new Promise<void>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<FromWorker>) => {
        if (worker !== this.worker) return;
        const msg = event.data;
        switch (msg.kind) {
          case 'ready':
            resolve();
            break;
          case 'load-error':
            reject(new Error(msg.message));
            break;
          case 'crash':
            reject(new Error(msg.message));
            this.crashed(msg.message);
            break;
          default:
            this.answer(msg);
        }
      };
      worker.onerror = (event: ErrorEvent) => {
        event.preventDefault();
        if (worker !== this.worker) return;
        const message = event.message || 'the engine stopped unexpectedly';
        reject(new Error(message));
        this.crashed(message);
      };
    });
    this.send({ kind: 'load', module: this.module, game: this.game });
    return this.ready;
  }

  /** An info line, a result or a refusal of the running search. */
  private answer(msg: Extract<FromWorker, { id: number }>): void {
    const pending = this.pending;
    if (!pending || pending.id !== msg.id) return;
    if (msg.kind === 'info') {
      pending.latest.set(msg.info.multipv, msg.info);
      pending.onInfo?.(msg.info);
      return;
    }
    this.pending = undefined;
    if (msg.kind === 'done') pending.resolve({ ...msg.result, stopped: false });
    else pending.reject(new Error(msg.message));
  }

  /** The worker failed: the running search fails with it, and a new worker takes its place
   *  unless this keeps happening. */
  private crashed(message: string): void {
    this.worker.terminate();
    const pending = this.pending;
    this.pending = undefined;
    pending?.reject(new Error(message));
    const now = Date.now();
    this.crashes = this.crashes.filter((t) => now - t < 60_000);
    this.crashes.push(now);
    if (this.crashes.length > MAX_CRASHES_A_MINUTE) {
      this.broken = `the engine failed ${this.crashes.length} times in a minute: ${message}`;
      this.onRestart?.(this.broken);
      return;
    }
    this.spawn().catch(() => {}); // the next search hears the failure
    this.onRestart?.(message); // which may search again at once, on the new worker
  }
}

/** A stopped search's answer: the latest info of each line, best first. */
function stoppedResult(latest: Map<number, EngineInfo>): EngineResult {
  const infos = [...latest.values()].sort((a, b) => a.multipv - b.multipv);
  const top = infos[0];
  return {
    best: top?.pv[0] ?? null,
    score: top?.score ?? { cp: 0 },
    depth: top?.depth ?? 0,
    nodes: infos.reduce((n, i) => Math.max(n, i.nodes), 0),
    time_ms: infos.reduce((n, i) => Math.max(n, i.time_ms), 0),
    lines: infos.map(({ score, pv, san }) => ({ score, pv, san })),
    stopped: true,
  };
}
