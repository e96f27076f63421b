// Horde (variants/examples/horde.toml) in the browser, against the real server loading the
// example files: White's thirty-six pawns and no king; a pawn double-steps from its first two
// ranks only (initial_ranks), a double step from the first rank (over the second) cannot be taken
// en passant while one from the second (over the third) can (en_passant_ranks), White with no
// king is never in check and loses when its last piece is taken (royal_optional and extinction),
// and the rules page says these rules from the file (in English and Greek).
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { WEB, createGame, dragMove, getGame, openGamePage, serverAndBrowser, waitPly, waitStatus } from './harness.mjs';
import { T, boardContents, destsShown, fileRulesSaid } from './board-helpers.mjs';

const env = serverAndBrowser({ variants: join(WEB, '..', 'variants', 'examples') });


test('horde: the start position on the board, no double step beyond the second rank, a pawn move', async () => {
  const g = await createGame(env.server.base, { variant: 'horde', mode: 'hotseat' });
  const start = await getGame(env.server.base, g.id);
  assert.equal(start.fen, 'rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1');
  // The front pawns stand on ranks 4 and 5: single steps only (no d4-d6).
  assert.deepEqual([...start.legal].sort(), ['a4a5', 'b5b6', 'c5c6', 'd4d5', 'e4e5', 'f5f6', 'g5g6', 'h4h5']);
  assert.equal(start.check, false);
  const { context, page, errors } = await openGamePage(env.browser, env.server.base, g);
  const { pieces } = await boardContents(page);
  const white = Object.values(pieces).filter((p) => p.endsWith(' white'));
  assert.equal(white.length, 36);
  assert.ok(white.every((p) => p === 'p-piece white'), 'White has pawns only');
  assert.equal(Object.values(pieces).filter((p) => p.endsWith(' black')).length, 16);
  assert.deepEqual(await destsShown(page, 'd4'), ['d5']);
  await dragMove(page, 'b5', 'b6');
  await waitPly(page, 1);
  const state = await getGame(env.server.base, g.id);
  assert.deepEqual(state.san, ['b6']);
  assert.equal(state.fen.split(' ')[0], 'rnbqkbnr/pppppppp/1P6/2P2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP');
  assert.deepEqual(errors, []);
  await context.close();
});

test('horde: en passant only after a double step over the third rank', async () => {
  // From the first rank the double step passes the second: the pawn on b3 may not take it.
  const first = await createGame(env.server.base, { variant: 'horde', mode: 'hotseat', fen: '4k3/8/8/8/8/1p6/8/P7 w - - 0 1' });
  assert.deepEqual([...(await getGame(env.server.base, first.id)).legal].sort(), ['a1a2', 'a1a3']);
  const a = await openGamePage(env.browser, env.server.base, first);
  await dragMove(a.page, 'a1', 'a3');
  await waitPly(a.page, 1);
  const after = await getGame(env.server.base, first.id);
  assert.equal(after.fen, '4k3/8/8/8/8/Pp6/8/8 b - - 0 1');
  assert.ok(!after.legal.includes('b3a2'), 'no en passant over the second rank');
  assert.deepEqual(await destsShown(a.page, 'b3'), ['b2']);
  assert.deepEqual(a.errors, []);
  await a.context.close();

  // From the second rank it passes the third: taken en passant, on the board too.
  const second = await createGame(env.server.base, { variant: 'horde', mode: 'hotseat', fen: '4k3/8/8/8/1p6/8/P7/8 w - - 0 1' });
  const b = await openGamePage(env.browser, env.server.base, second);
  await dragMove(b.page, 'a2', 'a4');
  await waitPly(b.page, 1);
  assert.ok((await getGame(env.server.base, second.id)).legal.includes('b4a3'));
  await dragMove(b.page, 'b4', 'a3');
  await waitPly(b.page, 2);
  const state = await getGame(env.server.base, second.id);
  assert.deepEqual(state.san, ['a4', 'bxa3']);
  await b.page.waitForFunction(() => document.querySelectorAll('.game-page .board-frame piece:not(.ghost):not(.fading)').length === 2);
  const { pieces } = await boardContents(b.page);
  assert.deepEqual(Object.keys(pieces).sort(), ['a3', 'e8']);
  // White has no piece left: Black has won, and the banner says why.
  assert.deepEqual(state.outcome, { result: '0-1', reason: 'extinction', winner: 'black' });
  await waitStatus(b.page, 'finished');
  assert.equal(await b.page.locator('.result-banner .reason').innerText(), T('en', 'reason-extinction', { winner: 'black', loser: 'white' }));
  assert.deepEqual(b.errors, []);
  await b.context.close();
});

test('the rules page of horde says the double step, en passant and the side without a king', async () => {
  const saidIn = {};
  for (const lang of ['en', 'el']) {
    const said = await fileRulesSaid(env, 'horde', lang);
    saidIn[lang] = Object.fromEntries(said);
    const list = (numbers, type) => new Intl.ListFormat(lang, { type }).format(numbers);
    assert.deepEqual(said, [
      ['rules-generic-royal-optional', T(lang, 'rules-generic-royal-optional', { side: 'white', win: 'checkmate', royal: T(lang, 'piece-name-king') })],
      ['rules-generic-extinction-all', T(lang, 'rules-generic-extinction-all', { result: 'loss', count: 0 })],
      [
        'rules-generic-initial-ranks',
        T(lang, 'rules-generic-initial-ranks', { piece: T(lang, 'piece-name-pawn'), initial: T(lang, 'betza-initial'), ranks: list(['1', '2'], 'conjunction'), count: 2 }),
      ],
      ['rules-generic-en-passant-ranks', T(lang, 'rules-generic-en-passant-ranks', { ranks: '3', count: 1 })],
    ]);
  }
  // In English, word for word.
  const said = saidIn.en;
  assert.equal(said['rules-generic-royal-optional'], 'White plays without a King: White is never in check and cannot be checkmated; only Black can be.');
  assert.equal(
    said['rules-generic-initial-ranks'],
    'For the Pawn, “from its starting rank only” above means from ranks 1 and 2, counted from its own side: it may make those moves there and nowhere else.',
  );
  assert.equal(
    said['rules-generic-en-passant-ranks'],
    'A double step may be taken en passant only when it passes over rank 3, counted from the side of the pawn that made it; when it passes over any other rank, it may not.',
  );
});
