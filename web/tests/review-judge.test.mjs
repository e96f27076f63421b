// Unit tests of the review's verdicts (src/review/judge.ts, pure): the module is compiled from
// TypeScript here with esbuild (vite's own compiler) and imported; no browser, no server.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { transformSync } from 'esbuild';

const source = readFileSync(new URL('../src/review/judge.ts', import.meta.url), 'utf8');
const { code } = transformSync(source, { loader: 'ts', format: 'esm' });
const J = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);

const close = (a, b, eps = 0.01) => assert.ok(Math.abs(a - b) <= eps, `${a} is not ${b}`);

test('win% follows the published logistic curve, symmetric around 50', () => {
  close(J.winPercent(0), 50);
  close(J.winPercent(100), 59.1);
  close(J.winPercent(-100), 40.9);
  close(J.winPercent(300), 75.11);
  close(J.winPercent(J.MATE_CP), 100);
  close(J.winPercent(-J.MATE_CP), 0);
});

test("scores: mates are ±MATE_CP, and White sees the side to move's score turned round", () => {
  assert.equal(J.toCp({ cp: -35 }), -35);
  assert.equal(J.toCp({ mate: 3 }), J.MATE_CP);
  assert.equal(J.toCp({ mate: -2 }), -J.MATE_CP);
  assert.equal(J.toCp({ mate: 0 }), -J.MATE_CP);
  assert.equal(J.whiteCp({ cp: 40 }, 'black'), -40);
  assert.equal(J.whiteCp({ mate: 1 }, 'white'), J.MATE_CP);
});

test("marks from the drop of the mover's win%: 5, 10 and 15 points", () => {
  assert.equal(J.markOf(4.99), null);
  assert.equal(J.markOf(5), 'inaccuracy');
  assert.equal(J.markOf(9.99), 'inaccuracy');
  assert.equal(J.markOf(10), 'mistake');
  assert.equal(J.markOf(15), 'blunder');
  assert.equal(J.markOf(-30), null);
});

test('move accuracy: 100 without a drop, the published curve with one', () => {
  assert.equal(J.moveAccuracy(50, 50), 100);
  assert.equal(J.moveAccuracy(40, 60), 100);
  close(J.moveAccuracy(60, 40), 41.02, 0.05);
  close(J.moveAccuracy(100, 0), 0);
});

test("a game judged: the blunder is the loser's, a best move is never marked", () => {
  // Scholar's mate, scores from the side to move: the blunder 3...Nf6 lets mate in one through.
  const turns = ['white', 'black', 'white', 'black', 'white', 'black', 'white', 'black'];
  const scores = [{ cp: 30 }, { cp: -30 }, { cp: 10 }, { cp: -20 }, { cp: 40 }, { cp: -60 }, { mate: 1 }, { mate: 0 }];
  const played = ['e2e4', 'e7e5', 'd1h5', 'b8c6', 'f1c4', 'g8f6', 'h5f7'];
  const best = ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1c4', 'g7g6', 'h5f7', null];
  const v = J.judge(scores, turns, played, best);
  assert.equal(v.whiteWin.length, 8);
  close(v.whiteWin[7], 100);
  assert.deepEqual(v.moves.map((m) => m.mark), [null, null, null, null, null, 'blunder', null]);
  assert.equal(v.moves[5].mover, 'black');
  assert.deepEqual([v.sides.black.blunder, v.sides.white.blunder], [1, 0]);
  assert.ok(v.sides.white.accuracy > 90, `white ${v.sides.white.accuracy}`);
  assert.ok(v.sides.black.accuracy < v.sides.white.accuracy);
  // The same drop by a move the engine itself chose is not marked.
  const v2 = J.judge(scores, turns, played, [...best.slice(0, 5), 'g8f6', 'h5f7', null]);
  assert.equal(v2.moves[5].mark, null);
});

test('accuracy: perfect play is 100; a side without a move has none', () => {
  const v = J.judge([{ cp: 20 }, { cp: -20 }, { cp: 20 }], ['white', 'black', 'white'], ['e2e4', 'e7e5'], [null, null, null]);
  close(v.sides.white.accuracy, 100);
  close(v.sides.black.accuracy, 100);
  const one = J.judge([{ cp: 20 }, { cp: -20 }], ['white', 'black'], ['e2e4'], [null, null]);
  assert.equal(one.sides.black.accuracy, null);
  assert.equal(J.volatilityWeights([50, 50, 50, 50]).length, 3);
  assert.ok(J.volatilityWeights([50, 90, 10, 50]).every((w) => w >= 0.5 && w <= 12));
});
