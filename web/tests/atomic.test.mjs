// Atomic chess (variants/examples/atomic.toml) in the browser, against the real server loading
// the example files: a capture dragged on the board blows up the pieces around it (the board
// shows them gone, pawns spared), a king may not capture, a capture next to the other king wins
// and the banner says the king was blown up, and the rules page says the explosion from the file.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { WEB, createGame, dragMove, getGame, openGamePage, serverAndBrowser, waitPly, waitStatus } from './harness.mjs';
import { T, boardContents, fileRulesSaid } from './board-helpers.mjs';

const env = serverAndBrowser({ variants: join(WEB, '..', 'variants', 'examples') });

test('atomic: a capture blows up the pieces around it but pawns, on the board too', async () => {
  // The knight takes on d5: the queen on c5, the bishop on c6 and White's own bishop on e6 go;
  // the pawns on c4 and d6 stay.
  const g = await createGame(env.server.base, { variant: 'atomic', mode: 'hotseat', fen: '4k3/8/2bpB3/2qp4/2P5/2N5/8/4K3 w - - 0 1' });
  const { context, page, errors } = await openGamePage(env.browser, env.server.base, g);
  await dragMove(page, 'c3', 'd5');
  await waitPly(page, 1);
  const state = await getGame(env.server.base, g.id);
  assert.equal(state.fen.split(' ')[0], '4k3/8/3p4/8/2P5/8/8/4K3');
  assert.deepEqual(state.san, ['Nxd5']);
  await page.waitForFunction(() => document.querySelectorAll('.game-page .board-frame piece:not(.ghost):not(.fading)').length === 4);
  const { pieces } = await boardContents(page);
  assert.deepEqual(Object.keys(pieces).sort(), ['c4', 'd6', 'e1', 'e8']);
  assert.deepEqual(errors, []);
  await context.close();
});

test('atomic: the king may not capture; a capture next to the other king wins', async () => {
  // Taking the pawn on d2 would blow up the king that takes it.
  const k = await createGame(env.server.base, { variant: 'atomic', mode: 'hotseat', fen: '4k3/8/8/8/8/8/3p4/4K3 w - - 0 1' });
  const kingMoves = (await getGame(env.server.base, k.id)).legal;
  assert.deepEqual(kingMoves.sort(), ['e1d1', 'e1e2', 'e1f1', 'e1f2']);
  // The rook takes the pawn on b2, next to Black's king on c3.
  const g = await createGame(env.server.base, { variant: 'atomic', mode: 'hotseat', fen: '8/8/8/8/8/2k5/1p6/1R2K3 w - - 0 1' });
  assert.ok((await getGame(env.server.base, g.id)).legal.includes('b1b2'));
  const { context, page, errors } = await openGamePage(env.browser, env.server.base, g);
  await dragMove(page, 'b1', 'b2');
  await waitPly(page, 1);
  const state = await getGame(env.server.base, g.id);
  assert.deepEqual(state.outcome, { result: '1-0', reason: 'king-exploded', winner: 'white' });
  await waitStatus(page, 'finished');
  assert.equal(await page.locator('.result-banner .reason').innerText(), T('en', 'reason-king-exploded', { winner: 'white', loser: 'black' }));
  assert.deepEqual(errors, []);
  await context.close();
});

test('the rules page of atomic chess says the explosion and the pawns it spares', async () => {
  const said = await fileRulesSaid(env, 'atomic', 'pt');
  const explosion = said.filter(([id]) => id.startsWith('rules-generic-explosion'));
  assert.deepEqual(explosion, [
    ['rules-generic-explosion', T('pt', 'rules-generic-explosion')],
    ['rules-generic-explosion-spares', T('pt', 'rules-generic-explosion-spares', { pieces: T('pt', 'piece-name-pawn') })],
  ]);
});
