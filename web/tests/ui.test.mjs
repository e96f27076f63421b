// Browser tests of the web UI against the real server (issue 6, "Prove it").
// Run by ../run-tests.sh, or: TURNPAN_BIN=... node --test tests/
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  contextWithTokens,
  createGame,
  dragMove,
  getGame,
  http,
  joinGame,
  postMove,
  screenshot,
  serverAndBrowser,
  tapMove,
  waitConnected,
  waitPly,
  waitStatus,
} from './harness.mjs';

const REQUIRED_GAMES = ['chess', 'central-rotational', 'transformer', 'turkish'];

const env = serverAndBrowser();

async function pieceAt(page, square) {
  return page.evaluate((sq) => {
    const frame = document.querySelector('.game-page .board-frame');
    const files = Number(frame.dataset.files);
    const ranks = Number(frame.dataset.ranks);
    const white = frame.dataset.orientation === 'white';
    const file = sq.charCodeAt(0) - 97;
    const rank = parseInt(sq.slice(1), 10) - 1;
    const col = white ? file : files - 1 - file;
    const row = white ? ranks - 1 - rank : rank;
    const box = frame.getBoundingClientRect();
    const w = box.width / files;
    const h = box.height / ranks;
    for (const p of frame.querySelectorAll('piece')) {
      if (p.classList.contains('ghost') || p.classList.contains('fading')) continue;
      const r = p.getBoundingClientRect();
      const c = Math.round((r.left - box.left) / w);
      const rr = Math.round((r.top - box.top) / h);
      if (c === col && rr === row) {
        const role = [...p.classList].find((k) => k.endsWith('-piece'));
        const colour = p.classList.contains('white') ? 'white' : 'black';
        return `${role} ${colour}`;
      }
    }
    return null;
  }, square);
}

/** Polls until the square holds what `expected` matches (animations take a moment). */
async function expectPiece(page, square, expected) {
  const deadline = Date.now() + 3000;
  let last;
  for (;;) {
    last = await pieceAt(page, square);
    if (expected === null ? last === null : expected.test(last ?? '')) return;
    if (Date.now() > deadline) assert.fail(`${square}: expected ${expected}, found ${last}`);
    await page.waitForTimeout(100);
  }
}

describe('Turnpan web UI', () => {
  test('home page lists every game with a picture and a description', async () => {
    const page = await env.browser.newPage({ baseURL: env.server.base });
    await page.goto('/');
    const variants = await http(env.server.base, 'GET', '/api/variants');
    for (const v of variants) {
      const card = page.locator(`.variant-card[data-variant="${v.id}"]`);
      await card.waitFor();
      assert.ok((await card.locator('piece').count()) > 0, `${v.id} thumbnail has pieces`);
      assert.ok((await card.locator('small').innerText()).length > 10, `${v.id} has a description`);
      assert.equal(await card.locator('a.rules-link').getAttribute('href'), `/rules/${v.id}`);
    }
    // The computer opponent is available (server: computer mode); its levels show only for it.
    assert.equal(await page.locator('input[name="mode"][value="computer"]').isDisabled(), false);
    await page.locator('label.chip:has(input[name="mode"][value="friend"])').click();
    assert.equal(await page.locator('[data-el="levels"]').isVisible(), false);
    await page.locator('label.chip:has(input[name="mode"][value="computer"])').click();
    assert.equal(await page.locator('[data-el="levels"]').isVisible(), true);
    await screenshot(page, 'home');
    await page.close();
  });

  test('friend game from the invite link to checkmate, by drag and by tap', async () => {
    const a = await env.browser.newContext({ baseURL: env.server.base, viewport: { width: 1200, height: 900 } });
    const b = await env.browser.newContext({ baseURL: env.server.base, viewport: { width: 1200, height: 900 } });
    const white = await a.newPage();
    await white.goto('/');
    await white.locator('.variant-card[data-variant="chess"]').click();
    await white.locator('label.chip:has(input[value="unlimited"])').click();
    await white.locator('label.chip:has(input[value="friend"])').click();
    await white.locator('label.chip:has(input[name="colour"][value="white"])').click();
    await white.locator('[data-el="create"]').click();
    await white.waitForURL(/\/game\//);
    const inviteInput = white.locator('[data-el="inviteUrl"]');
    await inviteInput.waitFor({ state: 'visible' });
    const invite = await inviteInput.inputValue();
    assert.match(invite, /\/game\/.+\?invite=/);

    const black = await b.newPage();
    await black.goto(invite);
    await waitStatus(black, 'playing');
    await waitStatus(white, 'playing');
    assert.equal(await black.locator('.board-frame').getAttribute('data-orientation'), 'black');
    await waitConnected(white);
    await waitConnected(black);

    // Scholar's mate: White drags, Black taps.
    const line = [
      ['e2', 'e4'],
      ['e7', 'e5'],
      ['f1', 'c4'],
      ['b8', 'c6'],
      ['d1', 'h5'],
      ['g8', 'f6'],
      ['h5', 'f7'],
    ];
    for (let i = 0; i < line.length; i++) {
      const [from, to] = line[i];
      if (i % 2 === 0) await dragMove(white, from, to);
      else await tapMove(black, from, to);
      await waitPly(white, i + 1);
      await waitPly(black, i + 1);
    }
    await waitStatus(white, 'finished');
    await waitStatus(black, 'finished');
    for (const page of [white, black]) {
      const banner = page.locator('[data-el="result"]');
      assert.match(await banner.innerText(), /White wins/);
      assert.match(await banner.innerText(), /Black is checkmated/);
    }
    const moves = await white.locator('.move-list .move').allInnerTexts();
    assert.deepEqual(moves.slice(0, 7), ['e4', 'e5', 'Bc4', 'Nc6', 'Qh5', 'Nf6', 'Qxf7#']);
    await screenshot(white, 'finished-chess-checkmate');

    // Review an earlier position by clicking the move list.
    await white.locator('.move-list .move[data-ply="2"]').click();
    await white.waitForSelector('[data-el="reviewNote"]:not([hidden])');
    await a.close();
    await b.close();
  });

  test('promotion picker: cancelling cancels the move, choosing plays it', async () => {
    const g = await createGame(env.server.base, { variant: 'chess', mode: 'hotseat', fen: '4k3/P7/8/8/8/8/8/4K3 w - - 0 1' });
    const ctx = await contextWithTokens(env.browser, env.server.base, { [g.id]: g.token });
    const page = await ctx.newPage();
    await page.goto(`/game/${g.id}`);
    await waitConnected(page);
    await dragMove(page, 'a7', 'a8');
    const choices = page.locator('.promotion-choice');
    await choices.first().waitFor();
    assert.deepEqual((await choices.evaluateAll((els) => els.map((e) => e.dataset.promote))).sort(), ['b', 'n', 'q', 'r']);
    await page.keyboard.press('Escape');
    await page.locator('.promotion-picker').waitFor({ state: 'detached' });
    await expectPiece(page, 'a7', /p-piece white/);
    assert.equal((await getGame(env.server.base, g.id)).ply, 0);
    // Tap input this time; pick the knight.
    await tapMove(page, 'a7', 'a8');
    await page.locator('.promotion-choice[data-promote="n"]').click();
    await waitPly(page, 1);
    assert.equal((await getGame(env.server.base, g.id)).moves[0], 'a7a8n');
    await expectPiece(page, 'a8', /n-piece white/);
    await ctx.close();
  });

  test('Turkish promotion offers nine pieces', async () => {
    const g = await createGame(env.server.base, {
      variant: 'turkish',
      mode: 'hotseat',
      fen: '4k3/P7/8/8/8/8/8/8/8/4K3 w - - 0 1',
    });
    const ctx = await contextWithTokens(env.browser, env.server.base, { [g.id]: g.token });
    const page = await ctx.newPage();
    await page.goto(`/game/${g.id}`);
    await waitConnected(page);
    await dragMove(page, 'a9', 'a10');
    await page.locator('.promotion-choice').first().waitFor();
    assert.equal(await page.locator('.promotion-choice').count(), 9);
    await screenshot(page, 'turkish-promotion-picker');
    await page.locator('.promotion-choice[data-promote="s"]').click();
    await waitPly(page, 1);
    assert.equal((await getGame(env.server.base, g.id)).moves[0], 'a9a10s');
    await ctx.close();
  });

  test('hot-seat game: both sides move on one page', async () => {
    const ctx = await env.browser.newContext({ baseURL: env.server.base, viewport: { width: 1200, height: 900 } });
    const page = await ctx.newPage();
    await page.goto('/');
    await page.locator('.variant-card[data-variant="chess"]').click();
    await page.locator('label.chip:has(input[value="10+0"])').click();
    await page.locator('label.chip:has(input[value="hotseat"])').click();
    await page.locator('[data-el="create"]').click();
    await page.waitForURL(/\/game\//);
    await waitConnected(page);
    await waitStatus(page, 'playing');
    await dragMove(page, 'g1', 'f3');
    await waitPly(page, 1);
    await dragMove(page, 'g8', 'f6');
    await waitPly(page, 2);
    await tapMove(page, 'e2', 'e4');
    await waitPly(page, 3);
    assert.deepEqual(await page.locator('.move-list .move').allInnerTexts(), ['Nf3', 'Nf6', 'e4']);
    await ctx.close();
  });

  test('every game loads and a legal move is played', async () => {
    const variants = await http(env.server.base, 'GET', '/api/variants');
    const ids = variants.map((v) => v.id);
    for (const id of REQUIRED_GAMES) assert.ok(ids.includes(id), `/api/variants lists ${id}`);
    for (const v of variants) {
      const g = await createGame(env.server.base, { variant: v.id, mode: 'hotseat' });
      const ctx = await contextWithTokens(env.browser, env.server.base, { [g.id]: g.token });
      const page = await ctx.newPage();
      await page.goto(`/game/${g.id}`);
      await waitConnected(page);
      const frame = page.locator('.game-page .board-frame');
      assert.equal(await frame.getAttribute('data-files'), String(v.files));
      assert.equal(await frame.getAttribute('data-ranks'), String(v.ranks));
      const ranks = await page.locator('.coords .coord.rank').allInnerTexts();
      const first = v.first_rank_label ?? 1;
      assert.equal(ranks.at(-1), String(first), `${v.id} first rank label`);
      await screenshot(page, `start-${v.id}`);
      const state = g.game;
      // Prefer a move without a promotion suffix; a promotion goes through the picker.
      const uci = state.legal.find((m) => /^[a-p]\d+[a-p]\d+$/.test(m)) ?? state.legal[0];
      const m = /^([a-p]\d+)([a-p]\d+)([a-z]?)$/.exec(uci);
      await dragMove(page, m[1], m[2]);
      if (m[3]) await page.locator(`.promotion-choice[data-promote="${m[3]}"]`).click();
      await waitPly(page, 1);
      const after = await getGame(env.server.base, g.id);
      assert.equal(after.moves[0], uci, `${v.id}: played ${uci}`);
      // The page shows the server's position (rotation included) once the animation is over.
      await page.waitForTimeout(700);
      const shown = await page.locator('[data-el="fen"]').inputValue();
      assert.equal(shown, after.fen);
      await ctx.close();
    }
  });

  test('Transformer: a pawn move always opens the picker', async () => {
    const g = await createGame(env.server.base, { variant: 'transformer', mode: 'hotseat' });
    const ctx = await contextWithTokens(env.browser, env.server.base, { [g.id]: g.token });
    const page = await ctx.newPage();
    await page.goto(`/game/${g.id}`);
    await waitConnected(page);
    await dragMove(page, 'a3', 'a1');
    await page.locator('.promotion-choice').first().waitFor();
    assert.equal(await page.locator('.promotion-choice').count(), 4);
    await page.locator('.promotion-choice[data-promote="r"]').click();
    await waitPly(page, 1);
    assert.equal((await getGame(env.server.base, g.id)).moves[0], 'a3a1r');
    await ctx.close();
  });

  test('Central Rotational: the centre turns after a move', async () => {
    const g = await createGame(env.server.base, { variant: 'central-rotational', mode: 'hotseat' });
    const ctx = await contextWithTokens(env.browser, env.server.base, { [g.id]: g.token });
    const page = await ctx.newPage();
    await page.goto(`/game/${g.id}`);
    await waitConnected(page);
    await dragMove(page, 'e2', 'e4');
    await page.locator('.rotation-ring').waitFor({ timeout: 3000 });
    await waitPly(page, 1);
    await page.waitForTimeout(700);
    // 1.e4: the pawn lands on e4 and the rotation carries it to d4.
    await expectPiece(page, 'd4', /p-piece white/);
    await expectPiece(page, 'e4', null);
    await ctx.close();
  });

  test('a clock runs down to a flag', async () => {
    const g = await createGame(env.server.base, { variant: 'chess', mode: 'hotseat', clock: { initial_s: 3, increment_s: 0 } });
    const ctx = await contextWithTokens(env.browser, env.server.base, { [g.id]: g.token });
    const page = await ctx.newPage();
    await page.goto(`/game/${g.id}`);
    await waitConnected(page);
    await dragMove(page, 'e2', 'e4');
    await waitPly(page, 1);
    await dragMove(page, 'e7', 'e5');
    await waitPly(page, 2);
    // Both sides have moved: White's clock runs, shown in red and pulsing under 10 s.
    const clock = page.locator('.clock[data-colour="white"]');
    await page.waitForSelector('.clock[data-colour="white"].running.low.critical', { timeout: 3000 });
    await waitStatus(page, 'finished', 10_000);
    const banner = await page.locator('[data-el="result"]').innerText();
    assert.match(banner, /Black wins/);
    assert.match(banner, /White ran out of time/);
    assert.match(await clock.innerText(), /00:00\.0/);
    await screenshot(page, 'finished-flag');
    await ctx.close();
  });

  test('reload mid-game resyncs; a dropped connection reconnects', async () => {
    const g = await createGame(env.server.base, { variant: 'chess', mode: 'friend' });
    const inviteCode = new URL(g.invite_url, env.server.base).searchParams.get('invite');
    const joined = await joinGame(env.server.base, g.id, inviteCode);
    const ctx = await contextWithTokens(env.browser, env.server.base, { [g.id]: g.token });
    const page = await ctx.newPage();
    await page.goto(`/game/${g.id}`);
    await waitConnected(page);
    await dragMove(page, 'd2', 'd4');
    await waitPly(page, 1);
    await postMove(env.server.base, g.id, joined.token, 'd7d5');
    await waitPly(page, 2);
    await page.reload();
    await waitConnected(page);
    await waitPly(page, 2);
    assert.deepEqual(await page.locator('.move-list .move').allInnerTexts(), ['d4', 'd5']);
    await tapMove(page, 'c2', 'c4');
    await waitPly(page, 3);
    // Cut the socket; a move made meanwhile arrives after the reconnect.
    await page.evaluate(() => window.turnpanDropSocket());
    await postMove(env.server.base, g.id, joined.token, 'e7e6');
    await waitPly(page, 4, 15_000);
    await waitConnected(page);
    assert.deepEqual(await page.locator('.move-list .move').allInnerTexts(), ['d4', 'd5', 'c4', 'e6']);
    await ctx.close();
  });

  test('a spectator sees moves arrive', async () => {
    const g = await createGame(env.server.base, { variant: 'chess', mode: 'friend' });
    const inviteCode = new URL(g.invite_url, env.server.base).searchParams.get('invite');
    const joined = await joinGame(env.server.base, g.id, inviteCode);
    const ctx = await env.browser.newContext({ baseURL: env.server.base });
    const page = await ctx.newPage();
    await page.goto(`/game/${g.id}`);
    await waitConnected(page);
    assert.match(await page.locator('[data-el="status"]').innerText(), /watching/);
    await postMove(env.server.base, g.id, g.token, 'e2e4');
    await waitPly(page, 1);
    await postMove(env.server.base, g.id, joined.token, 'c7c5');
    await waitPly(page, 2);
    assert.deepEqual(await page.locator('.move-list .move').allInnerTexts(), ['e4', 'c5']);
    await expectPiece(page, 'c5', /p-piece black/);
    // A spectator cannot move: the actions are hidden.
    assert.equal(await page.locator('[data-act="resign"]').isVisible(), false);
    await ctx.close();
  });

  test('phone: the board fits the width', async () => {
    const g = await createGame(env.server.base, { variant: 'turkish', mode: 'hotseat' });
    const ctx = await contextWithTokens(env.browser, env.server.base, { [g.id]: g.token }, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await ctx.newPage();
    await page.goto(`/game/${g.id}`);
    await waitConnected(page);
    const box = await page.locator('.game-page .board-frame').boundingBox();
    assert.ok(box.width <= 390 && box.width > 300, `board width ${box.width}`);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(scrollWidth <= 390, `no horizontal scroll (${scrollWidth})`);
    await screenshot(page, 'phone-turkish');
    await ctx.close();
  });
});
