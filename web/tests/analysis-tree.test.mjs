// The analysis board's move tree (src/analysis/tree.ts) and score helpers (src/analysis/score.ts),
// tested in Node: both are pure modules, compiled here from TypeScript by esbuild (vite's own
// compiler) and imported from a data: URL.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { transformSync } from 'esbuild';
import { WEB } from './harness.mjs';

async function load(name) {
  const source = readFileSync(join(WEB, 'src', 'analysis', name), 'utf8');
  const { code } = transformSync(source, { loader: 'ts', format: 'esm' });
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

const { MoveTree } = await load('tree.ts');
const { formatScore, whiteScore, whiteShare } = await load('score.ts');

/** Plays moves named by their uci (san and fen are labels here: the tree knows no rules). */
function play(tree, ...moves) {
  for (const m of moves) tree.play(m, m.toUpperCase(), `fen after ${m}`);
}
const sans = (nodes) => nodes.map((n) => n.uci);

describe('move tree', () => {
  test('a move that differs from the continuation makes a variation; the same move follows it', () => {
    const tree = new MoveTree('start');
    play(tree, 'e2e4', 'e7e5', 'g1f3');
    assert.deepEqual(tree.line(), ['e2e4', 'e7e5', 'g1f3']);
    tree.back();
    tree.back();
    play(tree, 'c7c5');
    assert.deepEqual(tree.line(), ['e2e4', 'c7c5']);
    assert.deepEqual(sans(tree.mainline()), ['e2e4', 'e7e5', 'g1f3'], 'the main line is unchanged');
    assert.equal(tree.inVariation(), true);
    const first = tree.root.children[0];
    assert.deepEqual(sans(first.children), ['e7e5', 'c7c5']);
    // Playing an existing move goes there without a copy.
    tree.back();
    play(tree, 'e7e5');
    assert.equal(first.children.length, 2);
    assert.equal(tree.current, first.children[0]);
    assert.equal(tree.current.ply, 2);
  });

  test('navigation: back, forward along the main continuation, start, end, by id', () => {
    const tree = new MoveTree('start');
    play(tree, 'a', 'b', 'c');
    tree.toStart();
    assert.equal(tree.current, tree.root);
    assert.equal(tree.back(), false);
    assert.equal(tree.forward(), true);
    assert.deepEqual(tree.line(), ['a']);
    tree.toEnd();
    assert.deepEqual(tree.line(), ['a', 'b', 'c']);
    assert.equal(tree.forward(), false);
    const b = tree.root.children[0].children[0];
    assert.equal(tree.goTo(b.id), true);
    assert.deepEqual(tree.line(), ['a', 'b']);
    assert.equal(tree.goTo(9999), false);
    assert.deepEqual(tree.line(), ['a', 'b']);
  });

  test('promote moves a variation up one level at a time', () => {
    const tree = new MoveTree('start');
    play(tree, 'a', 'b', 'c');
    tree.back();
    tree.back();
    play(tree, 'x', 'y'); // a variation after a: b c | x y
    tree.back();
    play(tree, 'z'); // a variation inside it: after x: y | z
    assert.deepEqual(tree.line(), ['a', 'x', 'z']);
    assert.equal(tree.promote(), true); // z before y
    assert.deepEqual(sans(tree.root.children[0].children[1].children), ['z', 'y']);
    assert.deepEqual(sans(tree.mainline()), ['a', 'b', 'c']);
    assert.equal(tree.promote(), true); // x before b: the main line is now a x z
    assert.deepEqual(sans(tree.mainline()), ['a', 'x', 'z']);
    assert.equal(tree.inVariation(), false);
    assert.equal(tree.promote(), false, 'nothing to promote on the main line');
  });

  test('delete removes a move and everything after it; the current move steps back', () => {
    const tree = new MoveTree('start');
    play(tree, 'a', 'b', 'c');
    tree.back();
    tree.back();
    play(tree, 'x', 'y');
    const x = tree.current.parent;
    assert.equal(tree.delete(x), true);
    assert.equal(tree.current, tree.root.children[0], 'back to the move before the deleted one');
    assert.deepEqual(sans(tree.root.children[0].children), ['b']);
    assert.equal(tree.goTo(x), false, 'a deleted move cannot be visited');
    tree.toEnd();
    const b = tree.root.children[0].children[0];
    tree.goTo(b);
    tree.delete(tree.root.children[0].children[0].children[0]); // c, not on the way to b
    assert.equal(tree.current, b);
    assert.equal(tree.delete(tree.root), false);
  });

  test('reset replaces the tree by one line from a new start', () => {
    const tree = new MoveTree('start');
    play(tree, 'a', 'b');
    tree.reset('other', [
      { uci: 'm', san: 'M', fen: 'f1' },
      { uci: 'n', san: 'N', fen: 'f2' },
    ]);
    assert.equal(tree.root.fen, 'other');
    assert.deepEqual(tree.line(), ['m', 'n']);
    assert.equal(tree.current.fen, 'f2');
    assert.equal(tree.find(tree.current.id), tree.current);
  });
});

describe('scores', () => {
  test("White's point of view and how they are written", () => {
    assert.deepEqual(whiteScore({ cp: 35 }, 'black'), { cp: -35 });
    assert.deepEqual(whiteScore({ mate: 2 }, 'black'), { mate: -2 });
    assert.deepEqual(whiteScore({ cp: 35 }, 'white'), { cp: 35 });
    assert.equal(formatScore({ cp: 123 }), '+1.23');
    assert.equal(formatScore({ cp: -40 }), '-0.40');
    assert.equal(formatScore({ cp: 0 }), '0.00');
    assert.equal(formatScore({ mate: 3 }), '#3');
    assert.equal(formatScore({ mate: -3 }), '#-3');
    assert.equal(whiteShare({ cp: 0 }), 0.5);
    assert.ok(whiteShare({ cp: 300 }) > 0.7 && whiteShare({ cp: 300 }) < 0.8);
    assert.equal(whiteShare({ mate: -1 }), 0);
  });
});
