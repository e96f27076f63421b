// The post-game review (issue 25, part 5) in the browser: a game played to mate through the API
// is reviewed on /review/{id} by the engine in WebAssembly (a low depth, to keep the test quick):
// the progress reaches the end, the graph is drawn, the blunder is marked with the engine's
// better move, a click on the graph shows that position; a signed-in player saves the review and
// another browser, signed out, sees it without any engine (no .wasm is fetched, no worker
// starts); a Turnover game is reviewed in its own notation; the game page links to the review.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serverAndBrowser, contextWithTokens, createGame, postMove, getGame, http, signUpInPage, uniqueName, screenshot } from './harness.mjs';
import { boardContents, waitBoard } from './board-helpers.mjs';

const env = serverAndBrowser();

/** Scholar's mate: 3...Nf6?? lets 4. Qxf7# through (the blunder is ply 6). */
const SCHOLAR = ['e2e4', 'e7e5', 'd1h5', 'b8c6', 'f1c4', 'g8f6', 'h5f7'];

/** A hot-seat game played through the API; returns its id. */
async function playedGame(variant, moves) {
  const { id, token } = await createGame(env.server.base, { variant, mode: 'hotseat' });
  for (const uci of moves) await postMove(env.server.base, id, token, uci);
  return { id, token };
}

/** Opens the review of `id`, runs the analysis at `depth` and waits for it to end. */
async function analyse(page, id, depth) {
  await page.goto(`/review/${id}`);
  await page.locator('.review-page[data-state="idle"]').waitFor();
  await page.locator('select[data-el="depth"]').selectOption(String(depth));
  await page.locator('button[data-el="analyse"]').click();
  await page.locator('.review-page[data-state="done"]').waitFor({ timeout: 60_000 });
}

test('a game to mate is reviewed: progress, graph, the blunder marked, the graph clickable', async () => {
  const { id } = await playedGame('chess', SCHOLAR);
  const state = await getGame(env.server.base, id);
  assert.equal(state.status, 'finished');
  const context = await contextWithTokens(env.browser, env.server.base);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await analyse(page, id, 6);

  // Every position but the mated one was searched: the progress reached 7 of 7.
  const progress = page.locator('.review-progress');
  assert.equal(await progress.getAttribute('data-done'), '7');
  assert.equal(await progress.getAttribute('data-total'), '7');
  assert.equal(await page.locator('.review-page').getAttribute('data-depth'), '6');

  // The graph: one point per position, drawn on a canvas.
  const graph = page.locator('.review-graph');
  assert.equal(await graph.getAttribute('data-plies'), '8');
  await graph.locator('canvas').waitFor();

  // The blunder that let the mate through, and the mate itself unmarked.
  const blunder = page.locator('.move-list [data-ply="6"]');
  assert.equal(await blunder.getAttribute('data-mark'), 'blunder');
  assert.match(await blunder.textContent(), /^Nf6\?\?$/);
  assert.equal(await page.locator('.move-list [data-ply="7"]').getAttribute('data-mark'), null);
  // The summary counts what the move list marks (White's moves are the odd plies). At this low
  // depth the engine's opinion of the opening moves varies, so only the counts are compared.
  for (const [side, parity] of [['white', 1], ['black', 0]]) {
    for (const mark of ['inaccuracy', 'mistake', 'blunder']) {
      const plies = await page.locator(`.move-list [data-mark="${mark}"]`).evaluateAll((els) => els.map((e) => Number(e.dataset.ply)));
      const count = plies.filter((p) => p % 2 === parity).length;
      assert.equal(await page.locator(`.review-summary td[data-side="${side}"][data-key="${mark}"]`).textContent(), String(count), `${side} ${mark}`);
    }
  }
  assert.match(await page.locator('.review-summary td[data-side="white"][data-key="accuracy"]').textContent(), /^\d+%$/);
  await blunder.click();
  const comment = await page.locator('.review-comment').textContent();
  assert.match(comment, /^Nf6\?\? Blunder\. Best was [A-Za-z][^ ]*\./, comment);
  assert.doesNotMatch(comment, /Best was Nf6\./);

  // A click on the graph at position 2 shows it: page, move list and board.
  const over = await page.locator('.review-graph .u-over').boundingBox();
  await page.mouse.move(over.x + (over.width * 2) / 7, over.y + over.height / 2);
  await page.mouse.click(over.x + (over.width * 2) / 7, over.y + over.height / 2);
  await page.locator('.review-page[data-ply="2"]').waitFor();
  assert.equal(await graph.getAttribute('data-current'), '2');
  assert.equal(await page.locator('.move-list .current').getAttribute('data-ply'), '2');
  await waitBoard(
    page,
    (b) => b.pieces.e4 === 'p-piece white' && b.pieces.e5 === 'p-piece black' && b.pieces.d1 === 'q-piece white' && !b.pieces.h5,
    'the position after 1. e4 e5',
    '.review-page .board-frame',
  );
  const board = await boardContents(page, '.review-page .board-frame');
  assert.equal(board.dests.length, 0, 'nobody may move');
  await screenshot(page, 'review-scholar');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a saved review is shown to others at once, without any engine', async () => {
  const { id } = await playedGame('chess', SCHOLAR);
  const writer = await env.browser.newContext({ baseURL: env.server.base, viewport: { width: 1200, height: 900 } });
  const page = await writer.newPage();
  const name = uniqueName('rev');
  await signUpInPage(page, name, 'a good password');
  await analyse(page, id, 4);
  await page.locator('.review-save button').click();
  await page.locator('.review-page[data-source="saved"]').waitFor();
  assert.match(await page.locator('.review-note').textContent(), new RegExp(`Saved by ${name}, analysed at depth 4\\.`));
  await writer.close();

  // The saved review through the API: one entry per position, named by the server.
  const saved = await http(env.server.base, 'GET', `/api/games/${id}/review`);
  assert.equal(saved.plies.length, SCHOLAR.length + 1);
  assert.equal(saved.by, name);

  const reader = await contextWithTokens(env.browser, env.server.base);
  const wasm = [];
  reader.on('request', (r) => {
    if (/\.wasm($|\?)|worker/i.test(r.url())) wasm.push(r.url());
  });
  const other = await reader.newPage();
  const workers = [];
  other.on('worker', (w) => workers.push(w.url()));
  await other.goto(`/review/${id}`);
  await other.locator('.review-page[data-source="saved"]').waitFor();
  assert.equal(await other.locator('.move-list [data-ply="6"]').getAttribute('data-mark'), 'blunder');
  assert.equal(await other.locator('.review-graph').getAttribute('data-plies'), '8');
  await other.locator('.move-list [data-ply="6"]').click();
  assert.match(await other.locator('.review-comment').textContent(), /Best was [A-Za-z]/);
  // Not signed in: invited to sign in rather than to save (and nothing to save anyway).
  assert.equal(await other.locator('.review-save button').count(), 0);
  assert.deepEqual(wasm, [], 'no engine file was fetched');
  assert.deepEqual(workers, [], 'no worker was started');
  await reader.close();
});

test('a Turnover game is reviewed in its own notation; the game page links to the review', async () => {
  const { id, token } = await playedGame('turnover', []);
  // A few moves: each side's first legal move, then White resigns.
  for (let i = 0; i < 4; i++) {
    const s = await getGame(env.server.base, id);
    await postMove(env.server.base, id, token, s.legal[0]);
  }
  await http(env.server.base, 'POST', `/api/games/${id}/resign`, undefined, token);
  const state = await getGame(env.server.base, id);
  assert.equal(state.status, 'finished');

  const context = await contextWithTokens(env.browser, env.server.base, { [id]: token });
  const page = await context.newPage();
  await page.goto(`/game/${id}`);
  const link = page.locator('a.review-link');
  await link.waitFor();
  assert.equal(await link.getAttribute('href'), `/review/${id}`);
  await link.click();
  await page.locator('.review-page').waitFor();
  await page.locator('select[data-el="depth"]').selectOption('4');
  await page.locator('button[data-el="analyse"]').click();
  await page.locator('.review-page[data-state="done"]').waitFor({ timeout: 60_000 });
  // Resignation leaves a position the rules have not ended: all five positions are searched.
  assert.equal(await page.locator('.review-progress').getAttribute('data-total'), '5');
  assert.equal(await page.locator('.review-graph').getAttribute('data-plies'), '5');
  const shown = await page.locator('.move-list [data-ply]').allTextContents();
  assert.deepEqual(shown.map((s) => s.replace(/[?!]+$/, '')), state.san);
  await context.close();
});

test('a game still being played has no review yet', async () => {
  const { id, token } = await createGame(env.server.base, { variant: 'chess', mode: 'hotseat' });
  await postMove(env.server.base, id, token, 'e2e4');
  const context = await contextWithTokens(env.browser, env.server.base);
  const page = await context.newPage();
  await page.goto(`/review/${id}`);
  await page.getByText('This game is not over yet').waitFor();
  await context.close();
});

test('a game that does not exist: the review and the game page both say so', async () => {
  const context = await env.browser.newContext({ baseURL: env.server.base });
  const page = await context.newPage();
  for (const path of ['/review/nosuchgame1', '/game/nosuchgame1']) {
    await page.goto(path);
    await page.locator('.error-page h1', { hasText: 'There is no game at this address.' }).waitFor();
    await page.locator('.error-page a[href="/"]').waitFor();
  }
  await context.close();
});
