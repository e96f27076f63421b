// Losing to win and extinction (variants/examples/{giveaway,losers,extinction}.toml) in the
// browser, against the real server loading the example files: giveaway's king, which is not
// royal, castles through an attacked square by a drag of two squares; in losers the mated
// player wins and the result banner says so; each game's rules page says its rules from the
// file (in Greek and Spanish).
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { WEB, createGame, dragMove, getGame, openGamePage, serverAndBrowser, waitPly, waitStatus } from './harness.mjs';
import { T, fileRulesSaid } from './board-helpers.mjs';

const env = serverAndBrowser({ variants: join(WEB, '..', 'variants', 'examples') });

test('giveaway: the king castles through a square the black rook attacks', async () => {
  const g = await createGame(env.server.base, { variant: 'giveaway', mode: 'hotseat', fen: '5r2/8/8/8/8/8/8/4K2R w K - 0 1' });
  assert.ok((await getGame(env.server.base, g.id)).legal.includes('e1g1'));
  const { context, page, errors } = await openGamePage(env.browser, env.server.base, g);
  await dragMove(page, 'e1', 'g1');
  await waitPly(page, 1);
  const state = await getGame(env.server.base, g.id);
  assert.deepEqual(state.san, ['O-O']);
  assert.equal(state.fen.split(' ')[0], '5r2/8/8/8/8/8/8/5RK1');
  assert.deepEqual(errors, []);
  await context.close();
});

test('losers: the checkmated player wins, and the banner says why', async () => {
  const g = await createGame(env.server.base, { variant: 'losers', mode: 'hotseat', fen: '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1' });
  const { context, page, errors } = await openGamePage(env.browser, env.server.base, g);
  await dragMove(page, 'a1', 'a8');
  await waitPly(page, 1);
  const state = await getGame(env.server.base, g.id);
  assert.deepEqual(state.outcome, { result: '0-1', reason: 'checkmated-wins', winner: 'black' });
  await waitStatus(page, 'finished');
  assert.equal(await page.locator('.result-banner .reason').innerText(), T('en', 'reason-checkmated-wins', { winner: 'black', loser: 'white' }));
  assert.deepEqual(errors, []);
  await context.close();
});

test('the rules pages of losers and extinction chess say their rules from the file', async () => {
  assert.deepEqual(await fileRulesSaid(env, 'losers', 'es'), [
    ['rules-generic-must-capture', T('es', 'rules-generic-must-capture')],
    ['rules-generic-checkmate-wins', T('es', 'rules-generic-checkmate-wins')],
    ['rules-generic-extinction-all', T('es', 'rules-generic-extinction-all', { result: 'win', count: 1, pieces: '' })],
  ]);
  const said = await fileRulesSaid(env, 'extinction', 'el');
  assert.deepEqual(said.map(([id]) => id), ['rules-generic-no-royal', 'rules-generic-castling-free', 'rules-generic-extinction-kinds']);
  // The kinds by their Greek names, as the board's pieces are named.
  const kinds = said[2][1];
  for (const name of ['Βασιλιάς', 'Βασίλισσα', 'Πύργος', 'Αξιωματικός', 'Ίππος', 'Πιόνι'])
    assert.ok(kinds.includes(name), `${name} in: ${kinds}`);
});
