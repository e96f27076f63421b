// Browser tests of issue 23 item 13: the screen-reader mode, read through the browser's
// accessibility tree (roles, names, aria snapshots) as a screen reader would: the position by
// piece and by square in all five games and a user-defined one, Turnover's stacks read as their
// components, Turkish Chess's ranks as the board labels them, moves and clocks announced in a live
// log, the legal moves of a piece on request, and the setting that turns the mode on.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, test } from 'node:test';
import { WEB, contextWithTokens, createGame, http, postMove, serverAndBrowser, waitConnected, waitPly } from './harness.mjs';

const SHOTS = join(WEB, 'test-results', 'screenshots-23');

const env = serverAndBrowser({ variants: join(WEB, 'tests', 'fixtures', 'variants') });
before(() => mkdirSync(SHOTS, { recursive: true }));

async function blindGame(variant, body = {}) {
  const g = await createGame(env.server.base, { variant, mode: 'hotseat', ...body });
  const context = await contextWithTokens(env.browser, env.server.base, { [g.id]: g.token });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`/game/${g.id}?blind=1`);
  await waitConnected(page);
  return { ...g, context, page, errors };
}

/** The screen-reader section, as the accessibility tree names it. */
const section = (page) => page.getByRole('region', { name: 'The board for screen readers' });

/** The cell of the by-square table for a square as the board labels it. */
async function cell(page, label) {
  const table = section(page).getByRole('table', { name: 'Position by square' });
  const file = label.charCodeAt(0) - 97;
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label.slice(1), exact: true }) });
  return row.getByRole('cell').nth(file).innerText();
}

describe('screen-reader mode', () => {
  test('chess: position by piece and by square, moves announced, legal moves on request', async () => {
    const g = await blindGame('chess', { clock: { initial_s: 300, increment_s: 0 } });
    const { page } = g;
    const region = section(page);
    await region.waitFor();
    // The drawn board is hidden from the tree: the text replaces it.
    assert.equal(await page.locator('.board-holder').getAttribute('aria-hidden'), 'true');
    const byPiece = region.getByRole('region', { name: 'Position by piece' });
    assert.match(await byPiece.innerText(), /White: King: e1; Queen: d1; Rook: a1, h1; Bishop: c1, f1; Knight: b1, g1; Pawn: a2, b2, c2, d2, e2, f2, g2, h2\./);
    assert.match(await byPiece.innerText(), /Black: King: e8;/);
    assert.equal(await cell(page, 'e1'), 'white King');
    assert.equal(await cell(page, 'd8'), 'black Queen');
    assert.equal(await cell(page, 'e4'), 'empty');

    // Legal moves of the piece on a square, said in the live log.
    const log = region.getByRole('log', { name: 'Announcements' });
    await region.getByRole('textbox', { name: 'Square' }).fill('g1');
    await region.getByRole('button', { name: 'Legal moves of the piece there' }).click();
    await log.getByText('White Knight on g1: Nf3, Nh3').waitFor();
    await region.getByRole('textbox', { name: 'Square' }).fill('e5');
    await region.getByRole('textbox', { name: 'Square' }).press('Enter');
    await log.getByText('e5 is empty.').waitFor();
    await region.getByRole('textbox', { name: 'Square' }).fill('z9');
    await region.getByRole('textbox', { name: 'Square' }).press('Enter');
    await log.getByText('“z9” is not a square of this board.').waitFor();

    // A move is announced with the clocks, and the position follows.
    await page.getByRole('combobox', { name: 'Type a move' }).fill('e4');
    await page.getByRole('combobox', { name: 'Type a move' }).press('Enter');
    await waitPly(page, 1);
    await log.getByText(/^White played e4\. Clocks: White 5:00, Black 5:00\.$/).waitFor();
    assert.equal(await cell(page, 'e4'), 'white Pawn');
    assert.equal(await cell(page, 'e2'), 'empty');
    // A move made elsewhere (over HTTP) is announced too, and so is a check.
    await postMove(env.server.base, g.id, g.token, 'f7f6');
    await waitPly(page, 2);
    await postMove(env.server.base, g.id, g.token, 'd1h5');
    await waitPly(page, 3);
    await log.getByText(/^White played Qh5\+, check\./).waitFor();
    await region.getByRole('button', { name: 'Read the clocks' }).click();
    await log.getByText(/^Clocks: White \d:\d\d, Black \d:\d\d\.$/).last().waitFor();
    // Reviewing with the arrow keys is said too, and shows the position then.
    await page.locator('body').click({ position: { x: 2, y: 2 } });
    await page.keyboard.press('Home');
    await log.getByText('Reviewing the start position.').waitFor();
    assert.equal(await cell(page, 'e2'), 'white Pawn');
    await page.keyboard.press('End');
    // The end is announced (in hot-seat the side to move resigns: Black).
    await http(env.server.base, 'POST', `/api/games/${g.id}/resign`, undefined, g.token);
    await log.getByText(/^Game over: 1-0\. /).waitFor();
    const snapshot = await region.ariaSnapshot();
    assert.match(snapshot, /log "Announcements"/);
    assert.match(snapshot, /table "Position by square"/);
    await page.screenshot({ path: join(SHOTS, 'blind-mode-chess.png'), fullPage: true });
    assert.deepEqual(g.errors, []);
    await g.context.close();
  });

  test('Turnover stacks, Turkish ranks, every other game and a user-defined one', async () => {
    const t = await blindGame('turnover');
    const byPiece = section(t.page).getByRole('region', { name: 'Position by piece' });
    assert.match(await byPiece.innerText(), /White: Castle \(outer ring, inner ring and button\): a1, b1, c1, d1, e1, f1, g1, h1\./);
    assert.equal(await cell(t.page, 'a8'), 'black Castle (outer ring, inner ring and button)');
    // After a move the stack that stayed behind is read as what it is now.
    const first = (await (await fetch(`${env.server.base}/api/games/${t.id}`)).json()).legal_san[0];
    await t.page.getByRole('combobox', { name: 'Type a move' }).fill(first.san);
    await t.page.getByRole('combobox', { name: 'Type a move' }).press('Enter');
    await waitPly(t.page, 1);
    const from = first.uci.slice(0, 2);
    assert.notEqual(await cell(t.page, from), 'white Castle (outer ring, inner ring and button)');
    assert.match(await cell(t.page, from), /^white \w+ \(/);
    await t.page.screenshot({ path: join(SHOTS, 'blind-mode-turnover.png'), fullPage: true });
    await t.context.close();

    // Turkish Chess: ranks 0-9 as on its board; its pieces by name.
    const k = await blindGame('turkish');
    assert.equal(await cell(k.page, 'e0'), 'white King');
    assert.equal(await cell(k.page, 'e1'), 'white General');
    assert.equal(await cell(k.page, 'a8'), 'black Shogi');
    const region = section(k.page);
    await region.getByRole('textbox', { name: 'Square' }).fill('b0');
    await region.getByRole('textbox', { name: 'Square' }).press('Enter');
    await region.getByRole('log').getByText(/^White Knight on b0: /).waitFor();
    await k.context.close();

    for (const [variant, square, text] of [
      ['central-rotational', 'd1', 'white Queen'],
      ['transformer', 'a2', 'white Double-step rook'],
      ['camel-mini', 'b1', 'white Camel'],
    ]) {
      const x = await blindGame(variant);
      assert.equal(await cell(x.page, square), text, variant);
      assert.deepEqual(x.errors, [], variant);
      await x.context.close();
    }
  });

  test('the setting turns the mode on and is remembered', async () => {
    const g = await createGame(env.server.base, { variant: 'chess', mode: 'hotseat' });
    const context = await contextWithTokens(env.browser, env.server.base, { [g.id]: g.token });
    const page = await context.newPage();
    await page.goto(`/game/${g.id}`);
    await waitConnected(page);
    assert.equal(await section(page).count(), 0);
    assert.equal(await page.locator('.board-holder').getAttribute('aria-hidden'), null);
    await page.getByRole('checkbox', { name: 'Screen-reader mode' }).check();
    await section(page).waitFor();
    await page.reload();
    await waitConnected(page);
    await section(page).waitFor();
    assert.equal(await page.getByRole('checkbox', { name: 'Screen-reader mode' }).isChecked(), true);
    // ?blind=0 turns it off for one page.
    await page.goto(`/game/${g.id}?blind=0`);
    await waitConnected(page);
    assert.equal(await section(page).count(), 0);
    await context.close();
  });
});
