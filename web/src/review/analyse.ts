// Runs the engine over every position of a game, in the browser, through engine workers
// (engine/client.ts): one search per position to a fixed depth, from the last position to the
// first (each worker keeps its transposition table between searches, and the later positions'
// entries help the earlier ones: scripts/bench-review.mjs measured it, docs/engine.md). One
// worker per core the browser reports (at most four) takes the next position from a shared
// queue. A position the rules have ended needs no search: its score comes from the outcome.
import { EngineClient } from '../engine/client';
import { MATE_CP, type Score, type Side } from './judge';

export interface AnalysisJob {
  variant: string;
  /** The variant file's text, for a game the built-in catalogue does not have. */
  variantFile?: string;
  initialFen: string;
  moves: string[];
  depth: number;
  /** The last position's score when the rules ended the game there (no search), else null. */
  finalScore: Score | null;
  /** 'backward' (last position first, the default) or 'forward'. */
  order?: 'backward' | 'forward';
}

export interface PlyResult {
  score: Score;
  best: string | null;
  bestSan: string | null;
}

export interface Progress {
  /** Positions searched so far, and in all. */
  done: number;
  total: number;
}

export interface AnalysisResult {
  plies: PlyResult[];
  /** Milliseconds each position took (index = ply; 0 for a position not searched). */
  plyMs: number[];
  totalMs: number;
}

/** The analysis was cancelled. */
export class Cancelled extends Error {}

/** The last position's score from its side to move, for a game the rules ended there. */
export function outcomeScore(winner: Side | null, turn: Side): Score {
  if (winner === null) return { cp: 0 };
  return { cp: winner === turn ? MATE_CP : -MATE_CP };
}

/** Workers at most, whatever the machine. */
const MAX_WORKERS = 4;

export class Analysis {
  private clients: EngineClient[] = [];
  private cancelled = false;

  constructor(
    private readonly job: AnalysisJob,
    private readonly onProgress: (p: Progress) => void,
    private readonly onRestart: (reason: string) => void,
  ) {}

  async run(): Promise<AnalysisResult> {
    const { moves, depth, finalScore } = this.job;
    const n = moves.length;
    const plies: (PlyResult | undefined)[] = new Array(n + 1);
    const plyMs = new Array<number>(n + 1).fill(0);
    const order = [...Array(n + 1).keys()];
    if ((this.job.order ?? 'backward') === 'backward') order.reverse();
    const toSearch = order.filter((ply) => !(ply === n && finalScore));
    if (finalScore) plies[n] = { score: finalScore, best: null, bestSan: null };
    const started = performance.now();
    this.onProgress({ done: 0, total: toSearch.length });
    const workers = Math.max(1, Math.min(navigator.hardwareConcurrency || 1, MAX_WORKERS, toSearch.length));
    let next = 0;
    let done = 0;
    const work = async (client: EngineClient): Promise<void> => {
      while (next < toSearch.length) {
        if (this.cancelled) throw new Cancelled();
        const ply = toSearch[next++];
        const t0 = performance.now();
        const r = await client.search(this.job.initialFen, moves.slice(0, ply), { depth });
        if (this.cancelled || r.stopped) throw new Cancelled();
        plyMs[ply] = performance.now() - t0;
        plies[ply] = { score: r.score, best: r.best, bestSan: r.lines[0]?.san[0] ?? null };
        this.onProgress({ done: ++done, total: toSearch.length });
      }
    };
    try {
      const game = { id: this.job.variant, file: this.job.variantFile };
      for (let i = 0; i < workers; i++) this.clients.push(await EngineClient.start(game, this.onRestart));
      await Promise.all(this.clients.map(work));
    } finally {
      for (const c of this.clients) c.dispose();
      this.clients = [];
    }
    return { plies: plies as PlyResult[], plyMs, totalMs: performance.now() - started };
  }

  cancel(): void {
    this.cancelled = true;
    for (const c of this.clients) c.stop();
  }
}
