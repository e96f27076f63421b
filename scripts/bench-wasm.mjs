// The engine in WebAssembly against the native engine, in one run: the same positions searched
// to the same depth (same tree, same node counts) in headless Chromium (Debian's chromium,
// driven by Playwright) and by the native release binary; prints nodes per second of each and
// the ratio. Needs scripts/build-wasm.sh and `cargo build --release -p turnpan` first.
//
//   node scripts/bench-wasm.mjs [DEPTH]      (from the repository's root)
//   TURNPAN_BIN=target/release/turnpan CHROMIUM_PATH=/usr/bin/chromium
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../web/package.json', import.meta.url));
const { chromium } = require('playwright-core');

const depthArg = Number(process.argv[2] ?? 0);
const bin = process.env.TURNPAN_BIN ?? 'target/release/turnpan';
const positions = [
  { variant: 'chess', moves: ['e2e4', 'e7e5', 'g1f3', 'b8c6'], depth: 13 },
  { variant: 'turkish', moves: ['e3e5', 'e8e6'], depth: 10 },
  { variant: 'turnover', moves: [], depth: 14 },
];

// A page that loads the module, served from web/src/wasm.
const files = {
  '/': ['text/html', '<!doctype html><title>bench</title>'],
  '/turnpan_wasm.js': ['text/javascript', readFileSync('web/src/wasm/turnpan_wasm.js')],
  '/turnpan_wasm_bg.wasm': ['application/wasm', readFileSync('web/src/wasm/turnpan_wasm_bg.wasm')],
};
const server = createServer((req, res) => {
  const file = files[req.url];
  if (!file) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': file[0] }).end(file[1]);
});
await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage();
await page.goto(`${base}/`);

// The trees differ a little (the browser's engine has a 16 MB table, `bestmove` 4 MB): nodes
// per second is what is compared.
console.log('game        depth   wasm nodes  wasm nps    native nodes native nps  wasm/native');
for (const p of positions) {
  const depth = depthArg || p.depth;
  const wasm = await page.evaluate(async ({ variant, moves, depth }) => {
    const m = await import('/turnpan_wasm.js');
    await m.default();
    const game = new m.WasmGame(variant, undefined);
    game.setPosition(undefined, moves);
    // Warm up first: V8 runs a module's code with its baseline compiler until the optimising
    // one has caught up, which a short search would measure instead of the engine.
    game.search(depth - 2, undefined, undefined, 1, () => {});
    game.free();
    const game2 = new m.WasmGame(variant, undefined);
    game2.setPosition(undefined, moves);
    const started = performance.now();
    const result = JSON.parse(game2.search(depth, undefined, undefined, 1, () => {}));
    const ms = performance.now() - started;
    game2.free();
    return { nodes: result.nodes, ms };
  }, { ...p, depth });
  const out = execFileSync(
    bin,
    ['bestmove', '--variant', p.variant, '--moves', p.moves.join(' '), '--depth', String(depth), '--movetime', '600000'],
    { encoding: 'utf8' },
  );
  const native = { nodes: Number(/"nodes":(\d+)/.exec(out)[1]), ms: Number(/"time_ms":(\d+)/.exec(out)[1]) };
  const nps = (r) => Math.round((r.nodes * 1000) / Math.max(r.ms, 1));
  console.log(
    `${p.variant.padEnd(12)}${String(depth).padEnd(8)}${String(wasm.nodes).padEnd(12)}` +
      `${String(nps(wasm)).padEnd(12)}${String(native.nodes).padEnd(13)}${String(nps(native)).padEnd(12)}` +
      `${((100 * nps(wasm)) / nps(native)).toFixed(0)}%`,
  );
}
await browser.close();
server.close();
