// The rules and the engine compiled to WebAssembly (crates/wasm, built by scripts/build-wasm.sh
// into src/wasm/): perft 3 of every built-in game equals the native binary's, a variant file
// loads, a search streams its lines and finds a mate, and bad input is an Error with the
// rules' message, never a crash.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { initSync, WasmGame } from '../src/wasm/turnpan_wasm.js';

const bin = process.env.TURNPAN_BIN ?? '../target/debug/turnpan';
initSync({ module: readFileSync(new URL('../src/wasm/turnpan_wasm_bg.wasm', import.meta.url)) });

/** The native binary's perft. */
function nativePerft(id, depth) {
  const out = execFileSync(bin, ['perft', String(depth), '--variant', id], { encoding: 'utf8' });
  return Number(/nodes: (\d+)/.exec(out)[1]);
}

test('perft 3 of every built-in game equals the native numbers', () => {
  const games = JSON.parse(execFileSync(bin, ['variants', '--json'], { encoding: 'utf8' }));
  const ids = games.filter((g) => g.builtin).map((g) => g.id);
  assert.ok(ids.includes('turnover') && ids.includes('turkish') && ids.length >= 5, ids.join());
  for (const id of ids) {
    const game = new WasmGame(id, undefined);
    assert.equal(game.perft(3), nativePerft(id, 3), id);
    game.free();
  }
});

test('positions, moves and outcomes', () => {
  const game = new WasmGame('chess', undefined);
  game.setPosition(undefined, ['e4', 'e7e5', 'Nf3']);
  let state = JSON.parse(game.state());
  assert.deepEqual(state.san, ['e4', 'e5', 'Nf3']);
  assert.equal(state.turn, 'black');
  assert.ok(state.legal.some((m) => m.uci === 'b8c6' && m.san === 'Nc6'));
  assert.equal(game.play('Nc6'), 'Nc6');
  game.setPosition(undefined, ['f3', 'e5', 'g4', 'Qh4']);
  state = JSON.parse(game.state());
  assert.deepEqual(state.outcome, { result: '0-1', reason: 'checkmate', winner: 'black' });
  assert.deepEqual(state.legal, []);
  game.free();
});

test('bad input is an Error with the rules message, and the game goes on', () => {
  const game = new WasmGame('turkish', undefined);
  assert.throws(() => new WasmGame('nonesuch', undefined), /nonesuch/);
  assert.throws(() => game.setPosition('not a fen', []), /^Error: FEN/);
  assert.throws(() => game.setPosition(undefined, ['e3e5', 'e3e5']), /move 2 'e3e5'/);
  assert.throws(() => game.play('z9z9'), /z9z9/);
  assert.throws(() => new WasmGame('', 'id = "x"\nfiles = 99'), /variant\.toml/);
  assert.equal(game.perft(1), 26);
  game.free();
});

test('a variant file is a game', () => {
  const text = readFileSync(new URL('./fixtures/variants/camel-mini.toml', import.meta.url), 'utf8');
  const game = new WasmGame('', text);
  assert.equal(JSON.parse(game.state()).variant, 'camel-mini');
  assert.equal(game.perft(2), nativePerftWith('camel-mini', 2));
  game.free();
});

function nativePerftWith(id, depth) {
  const out = execFileSync(
    bin,
    ['--variants', 'tests/fixtures/variants', 'perft', String(depth), '--variant', id],
    { encoding: 'utf8' },
  );
  return Number(/nodes: (\d+)/.exec(out)[1]);
}

test('a search streams MultiPV lines in the game notation and finds the mate', () => {
  const game = new WasmGame('chess', undefined);
  game.setPosition('r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4', []);
  const infos = [];
  const result = JSON.parse(game.search(3, undefined, undefined, 2, undefined, (line) => infos.push(JSON.parse(line))));
  assert.equal(result.best, 'h5f7');
  assert.deepEqual(result.score, { mate: 1 });
  assert.equal(result.lines.length, 2);
  assert.equal(result.lines[0].san[0], 'Qxf7#');
  const last = infos.slice(-2);
  assert.deepEqual(last.map((i) => i.multipv), [1, 2]);
  assert.ok(last.every((i) => i.depth === 3 && i.nodes > 0 && i.pv.length > 0 && i.san.length > 0));
  // A callback that throws does not end the search.
  const again = JSON.parse(game.search(2, undefined, undefined, 1, undefined, () => { throw new Error('no'); }));
  assert.equal(again.best, 'h5f7');
  // A level plays as the server's computer of that level: level 1 looks one ply ahead.
  const weak = JSON.parse(game.search(undefined, undefined, undefined, 1, 1, () => {}));
  assert.equal(weak.depth, 1);
  game.free();
});
