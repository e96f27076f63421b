// Browser tests of issue 23 items 7 and 12: piece tips with their move diagrams on the game board,
// a Try-it board and a rules page (mouse hover and finger long-press), Turkish Chess's own piece
// shapes, and playing by keyboard (typed moves with completion in every game's notation, review
// with the arrow keys, every button reached by Tab with a visible focus).
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, test } from 'node:test';
import {
  WEB,
  contextWithTokens,
  createGame,
  getGame,
  serverAndBrowser,
  squareCenter,
  waitConnected,
  waitPly,
} from './harness.mjs';

/** Screenshots of the new views for the closing note (not committed). */
const SHOTS = join(WEB, 'test-results', 'screenshots-23');

const env = serverAndBrowser({ variants: join(WEB, 'tests', 'fixtures', 'variants') });
before(() => mkdirSync(SHOTS, { recursive: true }));

/** A game against nobody that moves: hot-seat, where the one token moves both sides. */
async function hotseat(variant, fen) {
  const g = await createGame(env.server.base, { variant, mode: 'hotseat', ...(fen ? { fen } : {}) });
  const context = await contextWithTokens(env.browser, env.server.base, { [g.id]: g.token });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`/game/${g.id}`);
  await waitConnected(page);
  return { id: g.id, token: g.token, context, page, errors };
}

async function hover(page, square, frame) {
  const c = await squareCenter(page, square, frame);
  await page.mouse.move(c.x - 3, c.y - 3);
  await page.mouse.move(c.x, c.y, { steps: 2 });
}

describe('piece tips', () => {
  test('hovering a Turkish piece shows its name and its move diagram', async () => {
    const { page, context, errors } = await hotseat('turkish');
    // e2 (engine) holds the White General in Turkish Chess's start position.
    await hover(page, 'e2');
    const tip = page.getByRole('tooltip');
    await tip.waitFor();
    assert.equal(await tip.locator('.piece-tip-name').innerText(), 'White General');
    assert.equal(await tip.getAttribute('data-square'), 'e2');
    // The diagram is the server's: the General moves as a queen or a knight, so from d5 on an
    // empty 8x10 board it reaches a knight's square (c3) and a far queen's square (d10).
    const marks = tip.locator('.square-mark');
    assert.ok((await marks.count()) > 20, 'many marked squares');
    assert.equal(await tip.locator('[data-square="c3"].diagram-both').count(), 1);
    assert.equal(await tip.locator('[data-square="d10"].diagram-both').count(), 1);
    assert.equal(await tip.locator('[data-square="d5"].diagram-origin').count(), 1);
    await page.screenshot({ path: join(SHOTS, 'piece-tip-turkish-general.png') });
    // Leaving the board hides it; another piece has its own.
    await page.mouse.move(5, 5);
    await tip.waitFor({ state: 'detached' });
    await hover(page, 'a2');
    await tip.waitFor();
    assert.equal(await tip.locator('.piece-tip-name').innerText(), 'White Shogi');
    assert.ok((await tip.locator('.diagram-hop-capture').count()) > 0, 'the Shogi captures by hopping');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a Turnover stack is named with its components, also by a long press', async () => {
    const { page, context } = await hotseat('turnover');
    await hover(page, 'a1');
    const tip = page.getByRole('tooltip');
    await tip.waitFor();
    assert.equal(await tip.locator('.piece-tip-name').innerText(), 'White Castle');
    assert.equal(await tip.locator('.piece-tip-stack').innerText(), 'outer ring, inner ring and button');
    await page.screenshot({ path: join(SHOTS, 'piece-tip-turnover-castle.png') });
    await context.close();

    // A phone: a finger held on a piece for half a second.
    const g = await createGame(env.server.base, { variant: 'turnover', mode: 'hotseat' });
    const phone = await contextWithTokens(env.browser, env.server.base, { [g.id]: g.token }, { viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });
    const p = await phone.newPage();
    await p.goto(`/game/${g.id}`);
    await waitConnected(p);
    const c = await squareCenter(p, 'h8');
    const cdp = await phone.newCDPSession(p);
    const point = { x: Math.round(c.x), y: Math.round(c.y) };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    const tipP = p.getByRole('tooltip');
    await tipP.waitFor({ timeout: 3000 });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    assert.equal(await tipP.locator('.piece-tip-name').innerText(), 'Black Castle');
    await phone.close();
  });

  test('tips on a Try-it board and on a rules page start position, in Greek', async () => {
    const context = await env.browser.newContext({ baseURL: env.server.base, viewport: { width: 1100, height: 900 }, locale: 'el-GR' });
    const page = await context.newPage();
    await page.goto('/rules/chess');
    const frame = '.rules-start .board-frame';
    await page.locator(frame).scrollIntoViewIfNeeded();
    await hover(page, 'g1', frame);
    const tip = page.getByRole('tooltip');
    await tip.waitFor();
    assert.equal(await tip.locator('.piece-tip-name').innerText(), 'Ίππος (Λευκά)');
    const tryit = '.tryit .board-frame';
    await page.locator(tryit).first().scrollIntoViewIfNeeded();
    await page.mouse.move(2, 2);
    await tip.waitFor({ state: 'detached' });
    const any = await page.locator(tryit).first().evaluate((el) => {
      const p = el.querySelector('piece');
      const r = p.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    });
    await page.mouse.move(any.x - 2, any.y - 2);
    await page.mouse.move(any.x, any.y);
    await tip.waitFor();
    assert.ok((await tip.locator('.square-mark').count()) > 0);
    await context.close();
  });

  test('Turkish General, Chancellor, Minister and Shogi have shapes of their own', async () => {
    const { page, context } = await hotseat('turkish');
    // Each piece's drawing, as the page's CSS gives it: different from every other piece's, and
    // no longer a classic piece with a knight medallion (the old drawings' circle at 73,70).
    const drawings = await page.evaluate(() => {
      const out = {};
      for (const p of document.querySelectorAll('.game-page piece.white')) {
        const role = [...p.classList].find((c) => c.endsWith('-piece'));
        out[role] = decodeURIComponent(getComputedStyle(p).backgroundImage);
      }
      return out;
    });
    for (const role of ['g-piece', 'c-piece', 'm-piece', 's-piece']) {
      assert.ok(drawings[role]?.includes('<svg'), `${role} is drawn`);
      assert.ok(!drawings[role].includes('cx="73" cy="70"'), `${role} is not a badge on another piece`);
    }
    const all = Object.values(drawings);
    assert.equal(new Set(all).size, all.length, 'no two pieces look the same');
    assert.notEqual(drawings['s-piece'], drawings['p-piece']);
    await page.locator('.board-frame').screenshot({ path: join(SHOTS, 'turkish-piece-shapes.png') });
    await context.close();
  });
});

describe('keyboard play', () => {
  test('typed moves with completion: SAN, castling, promotion, engine form', async () => {
    const { id, page, context, errors } = await hotseat('chess', 'r3k2r/1P6/8/8/8/8/6P1/R3K1NR w KQkq - 0 1');
    const box = page.getByRole('combobox', { name: 'Type a move' });
    await box.focus();
    await box.pressSequentially('N');
    const options = page.getByRole('listbox', { name: 'Matching moves' }).getByRole('option');
    // The knight's moves complete: Nf3, Nh3 (and Ne2 is there: the square is empty).
    const names = await options.locator('.san').allInnerTexts();
    assert.deepEqual(names.sort(), ['Ne2', 'Nf3', 'Nh3']);
    await page.screenshot({ path: join(SHOTS, 'keyboard-completion.png') });
    await box.pressSequentially('f');
    assert.deepEqual(await options.locator('.san').allInnerTexts(), ['Nf3']);
    await box.press('Enter');
    await waitPly(page, 1);
    assert.equal((await getGame(env.server.base, id)).moves[0], 'g1f3');
    // Black castles with zeros.
    await box.fill('0-0');
    await box.press('Enter');
    await waitPly(page, 2);
    assert.equal((await getGame(env.server.base, id)).san[1], 'O-O');
    // White promotes by capture to a knight: SAN with "=", no picker.
    await box.fill('bxa8=N');
    await box.press('Enter');
    await waitPly(page, 3);
    assert.equal((await getGame(env.server.base, id)).moves[2], 'b7a8n');
    // Engine form; a move that is not legal is refused by name, nothing is sent.
    await box.fill('e2e4');
    await box.press('Enter');
    assert.match(await page.locator('.move-entry-msg').innerText(), /No legal move matches “e2e4”/);
    await box.fill('g8g7');
    await box.press('Enter');
    await waitPly(page, 4);
    // Arrow keys choose among completions: "R" lists the rook moves; Down twice, Enter.
    await box.fill('Rh');
    const before = await options.locator('.san').allInnerTexts();
    assert.ok(before.length > 2);
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    assert.equal(await options.nth(2).getAttribute('aria-selected'), 'true');
    assert.equal(await box.getAttribute('aria-activedescendant'), await options.nth(2).getAttribute('id'));
    await box.press('Enter');
    await waitPly(page, 5);
    assert.equal((await getGame(env.server.base, id)).san[4], before[2]);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('every game takes typed moves in its own notation', async () => {
    for (const variant of ['turnover', 'central-rotational', 'transformer', 'turkish', 'camel-mini']) {
      const g = await createGame(env.server.base, { variant, mode: 'hotseat' });
      const named = (await getGame(env.server.base, g.id, g.token)).legal_san;
      assert.ok(named.length > 0, variant);
      const context = await contextWithTokens(env.browser, env.server.base, { [g.id]: g.token });
      const page = await context.newPage();
      await page.goto(`/game/${g.id}`);
      await waitConnected(page);
      // The last legal move by its name, typed whole.
      const pick = named[named.length - 1];
      await page.getByRole('combobox', { name: 'Type a move' }).fill(pick.san);
      await page.getByRole('combobox', { name: 'Type a move' }).press('Enter');
      await waitPly(page, 1);
      assert.equal((await getGame(env.server.base, g.id)).moves[0], pick.uci, `${variant}: ${pick.san}`);
      if (variant === 'turnover') {
        await page.getByRole('combobox', { name: 'Type a move' }).fill(named[0].san.slice(0, 1));
        await page.screenshot({ path: join(SHOTS, 'keyboard-turnover.png') });
      }
      await context.close();
    }
  });

  test('arrow keys review the game; Tab reaches every button with a visible focus', async () => {
    const { page, context } = await hotseat('chess');
    const box = page.getByRole('combobox', { name: 'Type a move' });
    for (const [i, m] of ['e4', 'e5', 'Nf3'].entries()) {
      await box.fill(m);
      await box.press('Enter');
      await waitPly(page, i + 1);
    }
    await page.locator('body').click({ position: { x: 2, y: 2 } });
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    assert.equal(await page.locator('.move-list .move.current').innerText(), 'e4');
    await page.keyboard.press('Home');
    assert.equal(await page.locator('.move-list .move.current').count(), 0);
    await page.keyboard.press('End');
    assert.equal(await page.locator('.move-list .move.current').innerText(), 'Nf3');

    // Tab from the top: every visible button and field of the page gets the focus, and shows it.
    await page.locator('body').click({ position: { x: 2, y: 2 } });
    const reached = new Set();
    for (let i = 0; i < 80; i++) {
      await page.keyboard.press('Tab');
      const f = await page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return null;
        const s = getComputedStyle(el);
        const label = el.getAttribute('aria-label') || el.textContent.trim() || el.id || el.tagName;
        return { key: `${el.tagName}:${label}`, outline: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2 };
      });
      if (!f) continue;
      assert.ok(f.outline, `${f.key} shows the keyboard's focus`);
      reached.add(f.key);
    }
    const visible = await page.evaluate(() =>
      [...document.querySelectorAll('button, a[href], input, select')]
        .filter((el) => el.offsetParent !== null && !el.disabled)
        .map((el) => `${el.tagName}:${el.getAttribute('aria-label') || el.textContent.trim() || el.id || el.tagName}`),
    );
    assert.ok(visible.length > 10, 'the page has its buttons');
    for (const key of visible) assert.ok(reached.has(key), `${key} is reached with Tab`);
    await context.close();
  });
});
