// The post-game review's goal (issue 25): a 40-move (80-ply) chess game reviewed at depth 12 in
// headless Chromium (Debian's chromium, driven by Playwright) on the review page itself, the
// engine in WebAssembly in its worker. Starts the real server on a free port with a throw-away
// SQLite database and the built web UI, plays the game below through the API (then White
// resigns, so every one of the 81 positions is searched), opens /review/{id}, presses
// "Analyse" and prints the time the page measured, RUNS times (a fresh page and worker each),
// worst first, with where the time went (the slowest positions, and the time per stage).
// Needs `cargo build -p turnpan`, scripts/build-wasm.sh and `cd web && npm run build` first.
//
//   node scripts/bench-review.mjs [RUNS=3] [DEPTH=12] [ORDER=backward|forward] [CORES]
//   CORES: the number of cores the page is told the machine has (the review runs one engine
//   worker per core, at most four); the browser's own figure when absent.
//   TURNPAN_BIN=target/debug/turnpan CHROMIUM_PATH=/usr/bin/chromium
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../web/package.json', import.meta.url));
const { chromium } = require('playwright-core');

const runs = Number(process.argv[2] ?? 3);
const depth = Number(process.argv[3] ?? 12);
const order = process.argv[4] === 'forward' ? 'forward' : 'backward';
const cores = process.argv[5] ? Number(process.argv[5]) : undefined;
const bin = resolve(process.env.TURNPAN_BIN ?? 'target/debug/turnpan');

/** 40 moves of the engine against itself (`turnpan bestmove --depth 8`, from 1. d4 Nf6 2. c4 e6):
 *  a game with an opening, a middlegame and an ending, all of it legal. */
const GAME = [
  'd2d4 g8f6 c2c4 e7e6 b1c3 b8c6 g1f3 d7d5 c4c5 f8e7 e2e3 a7a6 f3e5 c6e5 d4e5 f6d7 f2f4',
  'e8g8 f1e2 f7f6 c5c6 b7c6 e5f6 e7f6 e2g4 f6c3 b2c3 d7f6 e1g1 f6e4 c1a3 f8f7 c3c4 g8h8',
  'g4f3 e4d6 a3d6 c7d6 c4d5 c6d5 a1b1 a6a5 f3e2 d8c7 d1d4 c7c5 g1h1 c5d4 e3d4 c8d7 b1b6',
  'a8f8 b6d6 d7c8 f4f5 a5a4 h1g1 f7f5 f1f5 e6f5 d6d5 a4a3 d5e5 c8b7 d4d5 f8d8 e2c4 f5f4',
  'e5f5 g7g6 f5f4 d8d6 f4d4 d6b6 d5d6 b6b1 c4f1 b7a6 d4f4 b1d1',
].join(' ').split(' ');

const port = await new Promise((ok, fail) => {
  const s = createServer();
  s.on('error', fail);
  s.listen(0, '127.0.0.1', () => {
    const { port } = s.address();
    s.close(() => ok(port));
  });
});
const dir = mkdtempSync(join(tmpdir(), 'turnpan-bench-review-'));
const server = spawn(bin, ['serve', '--bind', '127.0.0.1', '--port', String(port), '--db', `sqlite://${join(dir, 'bench.db')}`, '--static', resolve('web/dist')], {
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    /* not up yet */
  }
  if (i > 300) throw new Error('the server did not start');
  await new Promise((r) => setTimeout(r, 100));
}

async function call(method, path, body, token) {
  const headers = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  for (;;) {
    const r = await fetch(base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const json = await r.json();
    // A seat may act 10 times a second after a burst of 30: wait as told.
    if (r.status === 429) {
      await new Promise((ok) => setTimeout(ok, 1000 * Number(r.headers.get('retry-after') ?? 1)));
      continue;
    }
    if (!r.ok) throw new Error(`${method} ${path}: ${JSON.stringify(json)}`);
    return json;
  }
}

const game = await call('POST', '/api/games', { variant: 'chess', mode: 'hotseat', clock: null });
for (const uci of GAME) await call('POST', `/api/games/${game.id}/moves`, { uci }, game.token);
await call('POST', `/api/games/${game.id}/resign`, undefined, game.token);

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const results = [];
for (let run = 1; run <= runs; run++) {
  const page = await browser.newPage();
  if (cores) {
    await page.addInitScript((n) => Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => n }), cores);
  }
  await page.goto(`${base}/review/${game.id}${order === 'forward' ? '?order=forward' : ''}`);
  await page.locator('.review-page[data-state="idle"]').waitFor();
  await page.locator('select[data-el="depth"]').selectOption(String(depth));
  const clicked = Date.now();
  await page.locator('button[data-el="analyse"]').click();
  await page.locator('.review-page[data-state="done"]').waitFor({ timeout: 900_000 });
  const wall = Date.now() - clicked;
  const el = page.locator('.review-page');
  const total = Number(await el.getAttribute('data-total-ms'));
  const plyMs = JSON.parse(await el.getAttribute('data-ply-ms'));
  results.push({ run, total, wall, plyMs });
  console.log(`run ${run}: ${(total / 1000).toFixed(1)} s (page's measure), ${(wall / 1000).toFixed(1)} s from the click`);
  await page.close();
}
await browser.close();
server.kill('SIGTERM');
rmSync(dir, { recursive: true, force: true });

results.sort((a, b) => b.total - a.total);
console.log(`\n${GAME.length} plies (${GAME.length + 1} positions), depth ${depth}, order ${order}, cores ${cores ?? 'as reported'}; worst first:`);
console.log(results.map((r) => `${(r.total / 1000).toFixed(1)} s`).join(' | '));
const worst = results[0].plyMs;
const stage = (from, to) => worst.slice(from, to).reduce((a, b) => a + b, 0);
const n = worst.length;
console.log(
  `worst run by stage: positions 0-19 ${(stage(0, 20) / 1000).toFixed(1)} s, 20-59 ${(stage(20, 60) / 1000).toFixed(1)} s, ` +
    `60-${n - 1} ${(stage(60, n) / 1000).toFixed(1)} s`,
);
const slowest = worst
  .map((ms, ply) => ({ ply, ms }))
  .sort((a, b) => b.ms - a.ms)
  .slice(0, 5);
console.log(`slowest positions: ${slowest.map((p) => `${p.ply}: ${(p.ms / 1000).toFixed(2)} s`).join(', ')}`);
