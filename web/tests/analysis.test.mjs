// The analysis board (issue 25): every built-in game and a user's game analysed in the browser
// (an engine line with depth and score, a move played on the board updates the FEN and the
// lines), the move tree's variations (promote, delete, keys), the PGN import with its errors, the
// FEN field, the share link, bad addresses, the game page's link, and the `.wasm` loaded only by
// the pages that need it. The expected positions come from the same rules in Node (src/wasm).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { initSync, WasmGame } from '../src/wasm/turnpan_wasm.js';
import { WEB, contextWithTokens, createGame, dragMove, http, postMove, screenshot, serverAndBrowser, tapMove, waitConnected, waitPly } from './harness.mjs';

initSync({ module: readFileSync(join(WEB, 'src', 'wasm', 'turnpan_wasm_bg.wasm')) });

const VARIANTS = join(WEB, 'tests', 'fixtures', 'variants');
const env = serverAndBrowser({ variants: VARIANTS });
const GAMES = ['chess', 'turnover', 'central-rotational', 'transformer', 'turkish'];

/** The rules' state after `moves` (Node's copy of the browser's rules). */
function rulesState(id, moves = [], fen = undefined, file = undefined) {
  const game = new WasmGame(id, file);
  game.setPosition(fen, moves);
  const state = JSON.parse(game.state());
  game.free();
  return state;
}

async function newPage() {
  const context = await env.browser.newContext({ baseURL: env.server.base, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/** Waits for an engine line with a depth and a score; returns them. */
async function engineLine(page) {
  const line = page.locator('.engine-line[data-multipv="1"]');
  await line.waitFor({ timeout: 30_000 });
  const depth = Number(await line.getAttribute('data-depth'));
  const score = await line.locator('.engine-score').textContent();
  return { depth, score, first: await line.locator('.pv-move').first().textContent() };
}

const pageFen = (page) => page.locator('.analysis-page').getAttribute('data-fen');
const treeMoves = (page) => page.locator('.move-tree .tree-move').allTextContents();

describe('analysis board', () => {
  for (const id of GAMES) {
    test(`${id}: the engine's line, a move on the board, the FEN and the line follow`, async () => {
      const { context, page, errors } = await newPage();
      await page.goto(`/analysis/${id}`);
      await waitPly(page, 0);
      const start = rulesState(id);
      assert.equal(await pageFen(page), start.fen);
      const before = await engineLine(page);
      assert.ok(before.depth >= 1, `depth ${before.depth}`);
      assert.match(before.score, /^([+-]?\d+\.\d\d|#-?\d+)$/);
      assert.ok(start.legal.some((m) => m.san === before.first), `${before.first} is a legal move`);
      // A move without promotion, played by dragging.
      const move = start.legal.find((m) => /^[a-p]\d+[a-p]\d+$/.test(m.uci));
      const [, from, to] = /^([a-p]\d+)([a-p]\d+)/.exec(move.uci);
      await dragMove(page, from, to);
      await waitPly(page, 1);
      const after = rulesState(id, [move.uci]);
      assert.equal(await pageFen(page), after.fen);
      assert.equal(await page.locator('.analysis-fen input').inputValue(), after.fen);
      assert.deepEqual(await treeMoves(page), [move.san]);
      // The lines are the new position's.
      await page.waitForFunction(
        (sans) => {
          const first = document.querySelector('.engine-line[data-multipv="1"] .pv-move');
          return first && sans.includes(first.textContent);
        },
        after.legal.map((m) => m.san),
        { timeout: 30_000 },
      );
      await screenshot(page, `analysis-${id}`);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  test('variations: a new move makes one; promote it; delete it; keys move through the line', async () => {
    const { context, page, errors } = await newPage();
    await page.goto('/analysis/chess');
    await waitPly(page, 0);
    await dragMove(page, 'e2', 'e4');
    await waitPly(page, 1);
    await tapMove(page, 'e7', 'e5');
    await waitPly(page, 2);
    await dragMove(page, 'g1', 'f3');
    await waitPly(page, 3);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await waitPly(page, 1);
    await dragMove(page, 'c7', 'c5');
    await waitPly(page, 2);
    const variation = page.locator('.move-tree .variation');
    await variation.waitFor();
    assert.deepEqual(await variation.locator('.tree-move').allTextContents(), ['c5']);
    assert.match(await page.locator('.move-tree').textContent(), /1\.\s*e4\s*e5\s*\(1…\s*c5\)\s*2\.\s*Nf3/);
    // Promote: c5 becomes the main line, e5 Nf3 the variation.
    await page.getByRole('button', { name: 'Promote variation' }).click();
    await page.waitForFunction(() => document.querySelector('.move-tree .variation')?.textContent.includes('e5'));
    assert.deepEqual(await variation.locator('.tree-move').allTextContents(), ['e5', 'Nf3']);
    assert.equal(await page.getByRole('button', { name: 'Promote variation' }).isDisabled(), true);
    // Delete the variation from its first move.
    await variation.locator('.tree-move', { hasText: 'e5' }).click();
    await page.locator('.move-tree .tree-move.current', { hasText: 'e5' }).waitFor();
    await page.getByRole('button', { name: 'Delete from here' }).click();
    await variation.waitFor({ state: 'detached' });
    assert.deepEqual(await treeMoves(page), ['e4', 'c5']);
    await waitPly(page, 1);
    await page.keyboard.press('End');
    await waitPly(page, 2);
    assert.equal(await pageFen(page), rulesState('chess', ['e2e4', 'c7c5']).fen);
    await page.keyboard.press('Home');
    await waitPly(page, 0);
    await page.keyboard.press('ArrowRight');
    await waitPly(page, 1);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('PGN import: a finished game of the server; an illegal move and an unknown game are said', async () => {
    const base = env.server.base;
    const created = await createGame(base, { variant: 'turkish', mode: 'hotseat' });
    const token = created.token;
    const played = [];
    for (let i = 0; i < 10; i++) {
      const state = await http(base, 'GET', `/api/games/${created.id}`, undefined, token);
      const uci = state.legal[(i * 3 + 1) % state.legal.length];
      await postMove(base, created.id, token, uci);
      played.push(uci);
    }
    await http(base, 'POST', `/api/games/${created.id}/resign`, undefined, token);
    const pgn = await (await fetch(`${base}/api/games/${created.id}/pgn`)).text();
    assert.match(pgn, /\[Variant "Turkish/);
    const expected = rulesState('turkish', played);

    const { context, page, errors } = await newPage();
    // From the chess board: the PGN's game opens its own board.
    await page.goto('/analysis/chess');
    await waitPly(page, 0);
    await page.locator('.analysis-pgn summary').click();
    await page.getByLabel('PGN text').fill(pgn);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.locator('.analysis-page[data-variant="turkish"]').waitFor();
    assert.deepEqual(await treeMoves(page), expected.san);
    await page.keyboard.press('End');
    await waitPly(page, 10);
    assert.equal(await pageFen(page), expected.fen);

    // Errors, with their line and column; the position stays.
    await page.goto('/analysis/chess?moves=e2e4');
    await waitPly(page, 1);
    await page.locator('.analysis-pgn summary').click();
    const error = page.locator('.analysis-pgn .field-error');
    await page.getByLabel('PGN text').fill('[Variant "Chess"]\n\n1. e4 e5\n2. Qxh7 *');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('.analysis-pgn .field-error')?.textContent.includes('Qxh7'));
    assert.match(await error.textContent(), /line 4, column 4: move 'Qxh7' is not legal here/);
    await page.getByLabel('PGN text').fill('[Event "x"]\n[Variant "foo"]\n\n1. e4 *');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('.analysis-pgn .field-error')?.textContent.includes('foo'));
    assert.match(await error.textContent(), /line 2, column 10: unknown variant 'foo'/);
    assert.deepEqual(await treeMoves(page), ['e4']);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a bad FEN is refused with the rules\' message; a FEN loads; the share link reproduces the line', async () => {
    const { context, page, errors } = await newPage();
    await page.goto('/analysis/chess');
    await waitPly(page, 0);
    await dragMove(page, 'd2', 'd4');
    await waitPly(page, 1);
    const fen = await pageFen(page);
    const field = page.locator('.analysis-fen input');
    await field.fill('rnbqkbnr/pppppppp/8/8/8 w KQkq - 0 1');
    await field.press('Enter');
    const error = page.locator('.analysis-fen .field-error');
    await page.waitForFunction(() => document.querySelector('.analysis-fen .field-error')?.textContent !== '');
    assert.match(await error.textContent(), /FEN/);
    assert.equal(await pageFen(page), fen, 'the position is unchanged');
    assert.deepEqual(await treeMoves(page), ['d4']);
    // A good FEN starts a new analysis from it.
    const endgame = '8/8/4k3/8/8/4K3/4P3/8 w - - 0 40';
    await field.fill(endgame);
    await page.getByRole('button', { name: 'Load FEN' }).click();
    await page.waitForFunction((f) => document.querySelector('.analysis-page')?.dataset.fen === f, endgame);
    assert.equal(await error.textContent(), '');
    await dragMove(page, 'e3', 'd4');
    await waitPly(page, 1);
    await page.getByRole('button', { name: 'Share link' }).click();
    const url = await page.locator('.share-url').inputValue();
    const shared = new URL(url);
    assert.equal(shared.pathname, '/analysis/chess');
    assert.equal(shared.searchParams.get('fen'), endgame);
    assert.equal(shared.searchParams.get('moves'), 'e3d4');
    const other = await context.newPage();
    await other.goto(url);
    await waitPly(other, 1);
    assert.equal(await pageFen(other), rulesState('chess', ['e3d4'], endgame).fen);
    assert.deepEqual(await treeMoves(other), ['Kd4']);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('bad addresses: an unknown game is not found; a bad FEN or move is said and skipped', async () => {
    const { context, page, errors } = await newPage();
    await page.goto('/analysis/nonesuch');
    await page.locator('.not-found').waitFor();
    await page.goto('/analysis/chess?fen=' + encodeURIComponent('not a fen') + '&moves=e2e4');
    await waitPly(page, 0);
    assert.equal(await pageFen(page), rulesState('chess').fen);
    assert.match(await page.locator('.analysis-notice').textContent(), /FEN/);
    await page.goto('/analysis/chess?moves=e2e4,e7e5,e5e4,g1f3');
    await waitPly(page, 2);
    assert.deepEqual(await treeMoves(page), ['e4', 'e5']);
    assert.match(await page.locator('.analysis-notice').textContent(), /Move 3 .*e5e4/);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test("the game page loads no .wasm and links its line to the analysis board once over", async () => {
    const base = env.server.base;
    const created = await createGame(base, { variant: 'chess', mode: 'hotseat' });
    await postMove(base, created.id, created.token, 'e2e4');
    const context = await contextWithTokens(env.browser, base, { [created.id]: created.token });
    const page = await context.newPage();
    const wasm = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.endsWith('.wasm')) wasm.push(r.url());
    });
    await page.goto(`/game/${created.id}`);
    await waitConnected(page);
    await waitPly(page, 1);
    assert.equal(await page.locator('.analysis-link').isHidden(), true, 'not for a seated player of a running game');
    await http(base, 'POST', `/api/games/${created.id}/resign`, undefined, created.token);
    await page.locator('.game-page[data-status="finished"]').waitFor();
    const link = page.locator('.analysis-link');
    await link.waitFor();
    assert.equal(await link.getAttribute('href'), '/analysis/chess?moves=e2e4');
    assert.deepEqual(wasm, [], 'the game page loads no WebAssembly');
    await link.click();
    await waitPly(page, 1);
    await engineLine(page);
    assert.ok(wasm.length >= 1, 'the analysis board loads the WebAssembly');
    await context.close();
  });

  test("a user's game (a --variants file) is analysed too", async () => {
    const { context, page, errors } = await newPage();
    const file = readFileSync(join(VARIANTS, 'camel-mini.toml'), 'utf8');
    await page.goto('/analysis/camel-mini');
    await waitPly(page, 0);
    const start = rulesState('', [], undefined, file);
    assert.equal(await pageFen(page), start.fen);
    const line = await engineLine(page);
    assert.ok(line.depth >= 1);
    const move = start.legal[0];
    const [, from, to] = /^([a-p]\d+)([a-p]\d+)/.exec(move.uci);
    await dragMove(page, from, to);
    await waitPly(page, 1);
    assert.equal(await pageFen(page), rulesState('', [move.uci], undefined, file).fen);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a worker that fails is replaced, the page says so, and the analysis goes on', async () => {
    const { context, page, errors } = await newPage();
    await page.goto('/analysis/chess?moves=e2e4');
    await engineLine(page);
    // A searching worker hears nothing until its search ends: switching the engine off ends it
    // and leaves a fresh, idle worker, into which the failure is injected.
    const toggle = page.locator('.engine-toggle input');
    await toggle.uncheck();
    const isEngine = (w) => /worker/.test(w.url());
    let worker;
    for (const w of page.workers().filter(isEngine)) {
      const idle = await Promise.race([w.evaluate(() => true).catch(() => false), new Promise((ok) => setTimeout(() => ok(false), 2000))]);
      if (idle) worker = w;
    }
    assert.ok(worker, `an idle engine worker: ${page.workers().map((w) => w.url())}`);
    // An error nobody catches, inside the worker, as a failing engine would raise.
    await worker.evaluate(() => {
      setTimeout(() => {
        throw new Error('failure injected by the test');
      });
    });
    await page.waitForFunction(() => /restarted/.test(document.querySelector('.analysis-page [data-el="notice"]')?.textContent ?? ''));
    assert.match(await page.locator('.analysis-page [data-el="notice"]').textContent(), /failure injected by the test/);
    // The engine on again: a new worker gives the line.
    await toggle.check();
    const again = await engineLine(page);
    assert.ok(again.depth >= 1);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
