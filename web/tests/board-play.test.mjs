// Browser tests of issue 23's board items that were wrong (castling onto the rook, the promotion
// picker's order, results written one way, the draw button against the computer, why a game was
// aborted, a declined draw, the not-found page, the Try-it text), against the real server and
// Debian's Chromium.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import {
  WEB,
  contextWithTokens,
  createGame,
  dragMove,
  getGame,
  joinGame,
  postMove,
  screenshot,
  serverAndBrowser,
  squareCenter,
  startServer,
  tapMove,
  waitConnected,
  waitPly,
  waitStatus,
} from './harness.mjs';
import { LANGUAGES, T, destsShown, promotionChoices, waitBoard } from './board-helpers.mjs';

const env = serverAndBrowser({ variants: join(WEB, 'tests', 'fixtures', 'board-play') });

/** A hot-seat game from `fen`, open in a fresh page. */
async function hotseat(variant, fen, options = {}) {
  const g = await createGame(env.server.base, { variant, mode: 'hotseat', ...(fen ? { fen } : {}) });
  const ctx = await contextWithTokens(env.browser, env.server.base, { [g.id]: g.token }, options);
  const page = await ctx.newPage();
  await page.goto(`/game/${g.id}`);
  await waitConnected(page);
  return { g, ctx, page };
}

/** A friend game with both players' pages open. */
async function friendPair() {
  const g = await createGame(env.server.base, { variant: 'chess', mode: 'friend' });
  const invite = new URL(g.invite_url, env.server.base).searchParams.get('invite');
  const j = await joinGame(env.server.base, g.id, invite);
  const a = await contextWithTokens(env.browser, env.server.base, { [g.id]: g.token });
  const b = await contextWithTokens(env.browser, env.server.base, { [g.id]: j.token });
  const white = await a.newPage();
  const black = await b.newPage();
  await white.goto(`/game/${g.id}`);
  await black.goto(`/game/${g.id}`);
  await waitConnected(white);
  await waitConnected(black);
  return { g, j, white, black, close: async () => (await a.close(), await b.close()) };
}


const CASTLING_FEN = 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1';

describe('castling onto the own rook', () => {
  test('chess: the rook squares are destinations; drag onto h1, tap onto a8', async () => {
    const { g, ctx, page } = await hotseat('chess', CASTLING_FEN);
    assert.deepEqual([...g.game.dests.e1].sort(), ['a1', 'c1', 'd1', 'f1', 'g1', 'h1'], 'the state offers the rook squares');
    assert.deepEqual(await destsShown(page, 'e1'), ['a1', 'c1', 'd1', 'f1', 'g1', 'h1']);
    await dragMove(page, 'e1', 'h1');
    await waitPly(page, 1);
    await waitBoard(page, (b) => b.pieces.g1 === 'k-piece white' && b.pieces.f1 === 'r-piece white' && !b.pieces.h1, 'O-O on the board');
    // Black castles long by tapping the king, then its rook.
    await tapMove(page, 'e8', 'a8');
    await waitPly(page, 2);
    await waitBoard(page, (b) => b.pieces.c8 === 'k-piece black' && b.pieces.d8 === 'r-piece black' && !b.pieces.a8, 'O-O-O on the board');
    const after = await getGame(env.server.base, g.id);
    assert.deepEqual(after.moves, ['e1g1', 'e8c8']);
    assert.deepEqual(after.san, ['O-O', 'O-O-O']);
    await ctx.close();
  });

  test('a user-defined game castles onto its rook too, by tap and by drag', async () => {
    const fen = 'r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w KQkq - 0 1';
    const { g, ctx, page } = await hotseat('wide-castle', fen);
    assert.deepEqual(await destsShown(page, 'f1'), ['a1', 'd1', 'e1', 'g1', 'h1', 'j1']);
    await tapMove(page, 'f1', 'a1');
    await waitPly(page, 1);
    await dragMove(page, 'f8', 'j8');
    await waitPly(page, 2);
    await waitBoard(
      page,
      (b) => b.pieces.d1 === 'k-piece white' && b.pieces.e1 === 'r-piece white' && b.pieces.h8 === 'k-piece black' && b.pieces.g8 === 'r-piece black',
      'both castlings on the board',
    );
    assert.deepEqual((await getGame(env.server.base, g.id)).moves, ['f1d1', 'f8h8']);
    await ctx.close();
  });

  test('a friend game: the king dragged onto the rook castles for both players', async () => {
    const p = await friendPair();
    await postMove(env.server.base, p.g.id, p.g.token, 'g1f3');
    await postMove(env.server.base, p.g.id, p.j.token, 'g8f6');
    await postMove(env.server.base, p.g.id, p.g.token, 'g2g3');
    await postMove(env.server.base, p.g.id, p.j.token, 'g7g6');
    await postMove(env.server.base, p.g.id, p.g.token, 'f1g2');
    await postMove(env.server.base, p.g.id, p.j.token, 'f8g7');
    await waitPly(p.white, 6);
    await dragMove(p.white, 'e1', 'h1');
    await waitPly(p.black, 7);
    await waitBoard(p.black, (b) => b.pieces.g1 === 'k-piece white' && b.pieces.f1 === 'r-piece white', 'Black sees O-O');
    assert.equal((await getGame(env.server.base, p.g.id)).san[6], 'O-O');
    await p.close();
  });
});

describe('promotion picker', () => {
  test('chess: the queen stands on the promotion square, then rook, bishop, knight', async () => {
    const { g, ctx, page } = await hotseat('chess', '4k3/P7/8/8/8/8/8/4K3 w - - 0 1');
    await dragMove(page, 'a7', 'a8');
    await page.locator('.promotion-choice').first().waitFor();
    assert.deepEqual(await promotionChoices(page), [
      { letter: 'q', square: 'a8' },
      { letter: 'r', square: 'a7' },
      { letter: 'b', square: 'a6' },
      { letter: 'n', square: 'a5' },
    ]);
    await screenshot(page, 'promotion-picker-chess');
    // A click on the promotion square itself makes a queen.
    const a8 = await squareCenter(page, 'a8');
    await page.mouse.click(a8.x, a8.y);
    await waitPly(page, 1);
    assert.equal((await getGame(env.server.base, g.id)).moves[0], 'a7a8q');
    await ctx.close();
  });

  test('Black promotes downwards: the queen is on the promotion square at the bottom', async () => {
    const { ctx, page } = await hotseat('chess', '4k3/8/8/8/8/8/p7/4K3 b - - 0 1');
    await dragMove(page, 'a2', 'a1');
    await page.locator('.promotion-choice').first().waitFor();
    const choices = await promotionChoices(page);
    assert.deepEqual(choices.at(-1), { letter: 'q', square: 'a1' });
    assert.deepEqual(choices.map((c) => c.letter).reverse(), ['q', 'r', 'b', 'n']);
    await ctx.close();
  });

  test('Turkish Chess and a user-defined game: in the order of their files', async () => {
    const turkish = await hotseat('turkish', '4k3/P7/8/8/8/8/8/8/8/4K3 w - - 0 1');
    await dragMove(turkish.page, 'a9', 'a10');
    await turkish.page.locator('.promotion-choice').first().waitFor();
    const order = (await promotionChoices(turkish.page)).map((c) => c.letter);
    assert.deepEqual(order, ['q', 'g', 'c', 'm', 'r', 'b', 'n', 's', 'e']);
    assert.equal((await promotionChoices(turkish.page))[0].square, 'a10');
    await turkish.ctx.close();
    const wide = await hotseat('wide-castle', '5k4/P9/10/10/10/10/10/5K4 w - - 0 1');
    await dragMove(wide.page, 'a7', 'a8');
    await wide.page.locator('.promotion-choice').first().waitFor();
    assert.deepEqual((await promotionChoices(wide.page)).map((c) => c.letter), ['n', 'q', 'r']);
    await wide.ctx.close();
  });
});

describe('results, offers and ends', () => {
  test('a draw reads ½-½, a win 1-0', async () => {
    const { ctx, page } = await hotseat('chess');
    await dragMove(page, 'e2', 'e4');
    await waitPly(page, 1);
    await dragMove(page, 'e7', 'e5');
    await waitPly(page, 2);
    await page.locator('[data-act="draw"]').click();
    await waitStatus(page, 'finished');
    assert.equal(await page.locator('[data-el="result"] .score').innerText(), '½-½');
    await ctx.close();
    const win = await hotseat('chess');
    await dragMove(win.page, 'e2', 'e4');
    await waitPly(win.page, 1);
    await dragMove(win.page, 'e7', 'e5');
    await waitPly(win.page, 2);
    // Resigning in hot-seat resigns for the side to move (White).
    await win.page.locator('[data-act="resign"]').click();
    await win.page.locator('[data-act="resign"]').click();
    await waitStatus(win.page, 'finished');
    assert.equal(await win.page.locator('[data-el="result"] .score').innerText(), '0-1');
    await win.ctx.close();
  });

  test('against the computer there is no draw offer; between people there is', async () => {
    const g = await createGame(env.server.base, { variant: 'chess', mode: 'computer', level: 1, color: 'white' });
    const ctx = await contextWithTokens(env.browser, env.server.base, { [g.id]: g.token });
    const page = await ctx.newPage();
    await page.goto(`/game/${g.id}`);
    await waitConnected(page);
    await dragMove(page, 'e2', 'e4');
    await waitPly(page, 2, 15_000);
    assert.equal(await page.locator('[data-act="resign"]').isVisible(), true);
    assert.equal(await page.locator('[data-act="draw"]').isVisible(), false);
    await ctx.close();
    const p = await friendPair();
    await postMove(env.server.base, p.g.id, p.g.token, 'e2e4');
    await postMove(env.server.base, p.g.id, p.j.token, 'e7e5');
    await waitPly(p.white, 2);
    assert.equal(await p.white.locator('[data-act="draw"]').isVisible(), true);
    await p.close();
  });

  test('the player who offered a draw is told it was declined', async () => {
    const p = await friendPair();
    await postMove(env.server.base, p.g.id, p.g.token, 'e2e4');
    await postMove(env.server.base, p.g.id, p.j.token, 'e7e5');
    await waitPly(p.white, 2);
    await waitPly(p.black, 2);
    await p.white.locator('[data-act="draw"]').click();
    await p.black.locator('.offer[data-kind="draw"] [data-answer="decline"]').click();
    await p.white.waitForFunction(
      (text) => document.querySelector('[data-el="notice"]')?.textContent === text,
      T('en', 'offer-draw-declined'),
      { timeout: 5000 },
    );
    // The one who declined is not told anything of the kind.
    assert.notEqual(await p.black.locator('[data-el="notice"]').textContent(), T('en', 'offer-draw-declined'));
    assert.equal(await p.white.locator('.offer[data-kind="draw"]').count(), 0);
    await p.close();
  });

  test('an aborted game says who aborted it, to both players', async () => {
    const p = await friendPair();
    await p.black.locator('[data-act="abort"]').click();
    await p.black.locator('[data-act="abort"]').click();
    for (const page of [p.white, p.black]) {
      await waitStatus(page, 'aborted');
      const banner = page.locator('[data-el="result"]');
      assert.match(await banner.innerText(), new RegExp(T('en', 'result-aborted')));
      assert.match(await banner.innerText(), new RegExp(T('en', 'abort-requested', { colour: 'black' })));
    }
    // A reload keeps the reason (it comes with the state).
    await p.white.reload();
    await waitStatus(p.white, 'aborted');
    assert.match(await p.white.locator('[data-el="result"]').innerText(), new RegExp(T('en', 'abort-requested', { colour: 'black' })));
    await p.close();
  });

  test('an open game nobody joined says so when it expires', async () => {
    const quick = await startServer({ args: ['--open-wait-minutes', '0.02'] });
    try {
      const g = await createGame(quick.base, { variant: 'chess', mode: 'open' });
      const ctx = await contextWithTokens(env.browser, quick.base, { [g.id]: g.token });
      const page = await ctx.newPage();
      await page.goto(`/game/${g.id}?lang=es`);
      await waitStatus(page, 'aborted', 15_000);
      assert.match(await page.locator('[data-el="result"]').innerText(), new RegExp(T('es', 'abort-nobody-joined')));
      await ctx.close();
    } finally {
      await quick.stop();
    }
  });
});

describe('pages and texts', () => {
  test('an unknown address is a 404 with a translated not-found page', async () => {
    for (const lang of LANGUAGES) {
      const ctx = await env.browser.newContext({ baseURL: env.server.base });
      const page = await ctx.newPage();
      const response = await page.goto(`/no/such/page?lang=${lang}`);
      assert.equal(response.status(), 404, lang);
      const heading = page.locator('.not-found h1');
      await heading.waitFor();
      assert.equal(await heading.innerText(), T(lang, 'not-found-title'));
      assert.equal(await page.locator('.home').count(), 0, `${lang}: not the home page`);
      if (lang === 'en') await screenshot(page, 'not-found');
      await page.locator('.not-found a[href="/"]').click();
      await page.locator('.home').waitFor();
      await ctx.close();
    }
    // The pages themselves are still served with 200.
    for (const path of ['/', '/rules', '/rules/chess', '/game/abc']) {
      const r = await fetch(env.server.base + path);
      assert.equal(r.status, 200, path);
    }
  });

  test('the chess promotion Try-it speaks without raw backticks in every language', async () => {
    for (const lang of LANGUAGES) {
      const ctx = await env.browser.newContext({ baseURL: env.server.base, viewport: { width: 1100, height: 900 } });
      const page = await ctx.newPage();
      await page.goto(`/rules/chess?lang=${lang}`);
      const box = '.tryit[data-tryit="chess-promotion"]';
      const frame = `${box} .board-frame`;
      await page.locator(frame).scrollIntoViewIfNeeded();
      await dragMove(page, 'b7', 'c8', frame);
      await page.locator(`${box} .promotion-choice[data-promote="q"]`).click();
      await page.waitForSelector(`${box}[data-state="right"]`);
      const text = await page.locator(`${box}`).innerText();
      assert.ok(!text.includes('`'), `${lang}: ${text}`);
      assert.match(text, /bxc8=Q#/, `${lang}: the move is still named`);
      await ctx.close();
    }
  });
});
