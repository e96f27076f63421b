// Games won by a goal instead of a checkmate (issue 28, "Other goals"), in the browser against
// the real server loading the example files of variants/examples: King of the Hill's centre is
// marked on its boards and said on its rules page, and a king that steps onto it ends the game
// with that reason, in the page's language; Three-check's checks still to give are shown and
// its third check ends the game; a Jeson Mor knight must hold the centre for a turn. The result
// banner names the piece that arrived: a king, a knight, Breakthrough's piece.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { WEB, createGame, dragMove, getGame, openGamePage, screenshot, serverAndBrowser, waitPly, waitStatus } from './harness.mjs';
import { T } from './board-helpers.mjs';

const env = serverAndBrowser({ variants: join(WEB, '..', 'variants', 'examples') });
const HILL = ['d4', 'd5', 'e4', 'e5'];

/** The goal squares marked on a board frame. */
const marked = (page, frame) =>
  page.locator(`${frame} .square-marks[data-layer="goal"] .goal-square`).evaluateAll((els) => els.map((e) => e.dataset.square).sort());

test('King of the Hill: the hill is marked, and a king stepping onto it wins', async () => {
  const g = await createGame(env.server.base, { variant: 'kingofthehill', mode: 'hotseat', fen: '4k3/p7/8/8/8/4K3/P7/8 w - - 0 1' });
  const { context: ctx, page, errors } = await openGamePage(env.browser, env.server.base, g, 'es');
  assert.deepEqual(await marked(page, '.game-page'), HILL);
  await dragMove(page, 'e3', 'd4');
  await waitStatus(page, 'finished');
  const state = await getGame(env.server.base, g.id);
  assert.deepEqual(state.outcome, { result: '1-0', reason: 'goal-reached', winner: 'white' });
  // The piece that arrived, named: here the king.
  assert.equal(await page.locator('.result-banner .reason').innerText(), T('es', 'reason-goal-reached', { winner: 'white', loser: 'black', piece: T('es', 'piece-name-king') }));
  await screenshot(page, 'kingofthehill-won');

  // Its rules page (made from its file) says the goal and marks it on the start position.
  await page.goto('/rules/kingofthehill?lang=en');
  await page.locator('.rules-goal').waitFor();
  assert.equal(await page.locator('.rules-goal').innerText(), T('en', 'rules-generic-goal', { squares: 'd4, e4, d5, e5' }));
  assert.deepEqual(await marked(page, '.rules-start'), HILL);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('Three-check: the checks still to give are counted, and the third check wins', async () => {
  // White has given two checks already (1 still to give), Black none.
  const g = await createGame(env.server.base, { variant: 'three-check', mode: 'hotseat', fen: '4k3/p7/8/8/8/8/P7/4K2R w - - 1+3 0 1' });
  const { context: ctx, page, errors } = await openGamePage(env.browser, env.server.base, g, 'pt');
  assert.equal(await page.locator('[data-el="checksLeft"]').innerText(), T('pt', 'game-checks-left', { white: 1, black: 3 }));
  await dragMove(page, 'h1', 'h8');
  await waitStatus(page, 'finished');
  const state = await getGame(env.server.base, g.id);
  assert.deepEqual(state.outcome, { result: '1-0', reason: 'checks-given', winner: 'white' });
  assert.match(state.fen, / 0\+3 /, 'the FEN says no check is left to give');
  assert.equal(await page.locator('[data-el="checksLeft"]').innerText(), T('pt', 'game-checks-left', { white: 0, black: 3 }));
  assert.equal(await page.locator('.result-banner .reason').innerText(), T('pt', 'reason-checks-given', { winner: 'white', loser: 'black' }));
  await page.goto('/rules/three-check?lang=en');
  await page.locator('.rules-checks').waitFor();
  assert.equal(await page.locator('.rules-checks').innerText(), T('en', 'rules-generic-checks', { count: 3 }));
  assert.deepEqual(errors, []);
  await ctx.close();
});


test('Jeson Mor: a knight on e5 must hold it for a turn; the rules page says so', async () => {
  const g = await createGame(env.server.base, { variant: 'jesonmor', mode: 'hotseat', fen: '9/9/3n5/9/9/9/3N5/9/N8 w - - 0 1' });
  const { context: ctx, page, errors } = await openGamePage(env.browser, env.server.base, g);
  assert.deepEqual(await marked(page, '.game-page'), ['e5']);
  await dragMove(page, 'd3', 'e5');
  await waitPly(page, 1);
  // Arrived, not yet won: Black could take the knight.
  let state = await getGame(env.server.base, g.id);
  assert.equal(state.ply, 1);
  assert.equal(state.status, 'playing');
  assert.ok(state.legal.includes('d7e5'), state.legal.join(' '));
  // Black lets it be: White has held the centre.
  await dragMove(page, 'd7', 'b8');
  await waitStatus(page, 'finished');
  state = await getGame(env.server.base, g.id);
  assert.deepEqual(state.outcome, { result: '1-0', reason: 'goal-reached', winner: 'white' });
  // The banner names the knight, not a king (the game has none).
  await waitStatus(page, 'finished');
  const banner = await page.locator('.result-banner .reason').innerText();
  assert.equal(banner, T('en', 'reason-goal-reached', { winner: 'white', loser: 'black', piece: T('en', 'piece-name-knight') }));
  assert.equal(banner, "White's Knight reached a goal square.");

  // The rules page says the knight's rule, not the king's.
  await page.goto('/rules/jesonmor?lang=pt');
  await page.locator('.rules-file-rules[data-state="ready"]').waitFor({ timeout: 20_000 });
  assert.equal(await page.locator('.rules-goal').count(), 0);
  const said = await page.locator('.rules-file-rules p').evaluateAll((els) => els.map((e) => e.dataset.rule));
  assert.ok(said.includes('rules-generic-goal-hold'), said.join(' '));
  const text = await page.locator('[data-rule="rules-generic-goal-hold"]').innerText();
  assert.match(text, /e5/);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('Breakthrough: each side has its own goal rank, marked and said; arriving wins', async () => {
  const g = await createGame(env.server.base, { variant: 'breakthrough', mode: 'hotseat', fen: '8/1P6/8/8/8/8/6p1/8 w - - 0 1' });
  const { context: ctx, page, errors } = await openGamePage(env.browser, env.server.base, g, 'el');
  const ranks = (r) => [...'abcdefgh'].map((f) => f + r);
  assert.deepEqual(await marked(page, '.game-page'), [...ranks(1), ...ranks(8)].sort());
  await dragMove(page, 'b7', 'b8');
  await waitStatus(page, 'finished');
  const state = await getGame(env.server.base, g.id);
  assert.deepEqual(state.outcome, { result: '1-0', reason: 'goal-reached', winner: 'white' });
  // The game's own piece (named "Piece", in Greek), not a king.
  assert.equal(await page.locator('.result-banner .reason').innerText(), T('el', 'reason-goal-reached', { winner: 'white', loser: 'black', piece: T('el', 'piece-name-piece') }));

  // The rules page says which squares are whose.
  await page.goto('/rules/breakthrough?lang=es');
  await page.locator('.rules-file-rules[data-state="ready"]').waitFor({ timeout: 20_000 });
  const text = await page.locator('[data-rule="rules-generic-goal-sides"]').innerText();
  assert.equal(text, T('es', 'rules-generic-goal-sides', { white: ranks(8).join(', '), black: ranks(1).join(', ') }));
  assert.deepEqual(errors, []);
  await ctx.close();
});
