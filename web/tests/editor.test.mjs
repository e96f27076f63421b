// Browser tests of the board editor (issue 25, part 4), `/editor/{game id}`: for each of the five
// games pieces are put by drag and by click, moved off the board, the side to move set, and the
// FEN follows; the rules' own messages for invalid positions (no king, a pawn on its promotion
// rank, the side not to move in check, Turnover's move number 0 and a letter that is no Turnover
// piece), one of them in Greek, with the play buttons off until the position is fixed; "Analyse"
// opens the analysis board on the edited position, where the engine gives its line; "Play the computer from here" starts a game from the
// edited FEN that the computer answers; a pasted FEN round-trips; Turnover's stacks are built
// and written as the rules write them; the links to the editor lead to it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { FluentBundle, FluentResource } from '@fluent/bundle';
import { WEB, createGame, getGame, postMove, screenshot, serverAndBrowser, squareCenter, waitStatus } from './harness.mjs';

const FRAME = '.editor-board';
const env = serverAndBrowser();

function bundle(lang) {
  const b = new FluentBundle(lang, { useIsolating: false });
  b.addResource(new FluentResource(readFileSync(join(WEB, 'src', 'locales', `${lang}.ftl`), 'utf8')));
  return (id, args) => b.formatPattern(b.getMessage(id).value, args);
}
const T = { en: bundle('en'), el: bundle('el') };

async function openEditor(id, { fen, locale = 'en-US' } = {}) {
  const context = await env.browser.newContext({ baseURL: env.server.base, viewport: { width: 1200, height: 1000 }, locale });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`/editor/${id}${fen ? `?fen=${encodeURIComponent(fen)}` : ''}`);
  await page.locator('.editor-page[data-state="ready"]').waitFor();
  return { context, page, errors };
}

const fenBox = (page) => page.locator('input[name="fen"]');
const fenOf = (page) => fenBox(page).inputValue();

/** Waits until the FEN box's placement satisfies `want` (a string or a test). */
async function waitPlacement(page, want) {
  const ok = typeof want === 'string' ? (p) => p === want : want;
  const deadline = Date.now() + 5000;
  for (;;) {
    const placement = (await fenOf(page)).split(' ')[0];
    if (ok(placement)) return placement;
    if (Date.now() > deadline) assert.fail(`placement ${placement} never became ${want}`);
    await page.waitForTimeout(50);
  }
}

async function waitCode(page, code) {
  await page.locator(`.editor-verdict[data-code="${code}"]`).waitFor({ timeout: 5000 });
}

/** Drags a palette piece (`white-k`) onto a square. */
async function dragFromPalette(page, piece, square) {
  const box = await page.locator(`[data-piece="${piece}"]`).boundingBox();
  const to = await squareCenter(page, square, FRAME);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x - 20, to.y - 20, { steps: 5 });
  await page.mouse.move(to.x, to.y, { steps: 3 });
  await page.mouse.up();
}

/** Chooses a palette piece (or `eraser`) by click, then clicks a square. */
async function clickPlace(page, piece, square) {
  const button = page.locator(`[data-piece="${piece}"]`);
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  const at = await squareCenter(page, square, FRAME);
  await page.mouse.click(at.x, at.y);
}

async function buttonsEnabled(page) {
  return page.evaluate(() =>
    Object.fromEntries(['analyse', 'computer', 'friend'].map((a) => [a, !document.querySelector(`button[data-act="${a}"]`).disabled])),
  );
}

/** Expands a FEN placement into rows of single characters (`.` for empty). */
function grid(placement) {
  return placement.split('/').map((row) => row.replace(/\d+/g, (n) => '.'.repeat(Number(n))));
}
function pieceOn(placement, square) {
  const rows = grid(placement);
  const file = square.charCodeAt(0) - 97;
  const rank = parseInt(square.slice(1), 10);
  return rows[rows.length - rank][file];
}

// Per game: the royal piece (Turnover: the Castle), the far corner, and what erasing Black's
// royal piece gives (the rules refuse it, or the game is over).
const GAMES = {
  chess: { royal: 'k', corner: 'h8', near: 'g8', noBlackRoyal: 'no-royal' },
  turkish: { royal: 'k', corner: 'h10', near: 'g10', noBlackRoyal: 'no-royal' },
  transformer: { royal: 'k', corner: 'i9', near: 'h9', noBlackRoyal: 'no-royal' },
  'central-rotational': { royal: 'k', corner: 'h8', near: 'g8', noBlackRoyal: 'over' },
  turnover: { royal: 'c', corner: 'h8', near: 'g8', noBlackRoyal: 'over' },
};

describe('board editor', () => {
  for (const [id, g] of Object.entries(GAMES)) {
    test(`${id}: drag and click pieces, side to move, an invalid position, analyse`, async () => {
      const { context, page, errors } = await openEditor(id);
      const start = await fenOf(page);
      assert.notEqual(start.split(' ')[0], '', 'the start position is shown');
      await page.getByRole('button', { name: T.en('editor-clear') }).click();
      const empty = await waitPlacement(page, (p) => !/[a-z]/i.test(p));
      // Drag White's royal piece to a1, click a rook to b1, Black's royal piece to the corner,
      // drag Black's rook next to it.
      await dragFromPalette(page, `white-${g.royal}`, 'a1');
      let placement = await waitPlacement(page, (p) => p !== empty);
      assert.equal(pieceOn(placement, 'a1'), g.royal.toUpperCase());
      await clickPlace(page, 'white-r', 'b1');
      placement = await waitPlacement(page, (p) => pieceOn(p, 'b1') === 'R');
      await clickPlace(page, `black-${g.royal}`, g.corner);
      placement = await waitPlacement(page, (p) => pieceOn(p, g.corner) === g.royal);
      await page.locator(`[data-piece="black-${g.royal}"]`).click(); // choose nothing: drag mode
      await dragFromPalette(page, 'black-r', g.near);
      placement = await waitPlacement(page, (p) => pieceOn(p, g.near) === 'r');
      assert.equal(pieceOn(placement, 'a1'), g.royal.toUpperCase(), 'the first piece is still there');
      // Side to move.
      await page.locator('input[name="turn"][value="b"]').check();
      await page.waitForFunction(() => document.querySelector('input[name="fen"]').value.split(' ')[1] === 'b');
      await waitCode(page, 'ok');
      assert.deepEqual(await buttonsEnabled(page), { analyse: true, computer: true, friend: true });

      // Erase Black's royal piece: refused by the rules, or a position that is already over.
      await clickPlace(page, 'eraser', g.corner);
      await waitPlacement(page, (p) => pieceOn(p, g.corner) === '.');
      await waitCode(page, g.noBlackRoyal);
      const off = await buttonsEnabled(page);
      assert.deepEqual(off, { analyse: g.noBlackRoyal === 'over', computer: false, friend: false });
      const why = await page.locator('.editor-why').textContent();
      assert.equal(why, T.en(g.noBlackRoyal === 'over' ? 'editor-over-no-play' : 'editor-fix-first'));
      if (g.noBlackRoyal === 'no-royal') {
        const text = await page.locator('.editor-verdict').textContent();
        assert.match(text, /^Black has no King \('K'\)\.$/);
      }
      // Fix it: the buttons come back.
      await clickPlace(page, `black-${g.royal}`, g.corner);
      await waitCode(page, 'ok');
      assert.deepEqual(await buttonsEnabled(page), { analyse: true, computer: true, friend: true });

      // Drag a piece off the board: it is gone.
      await page.locator(`[data-piece="black-${g.royal}"]`).click();
      const from = await squareCenter(page, 'b1', FRAME);
      const frame = await page.locator(FRAME).boundingBox();
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(from.x, frame.y + frame.height + 60, { steps: 6 });
      await page.mouse.up();
      placement = await waitPlacement(page, (p) => pieceOn(p, 'b1') === '.');
      assert.ok(!placement.includes('R'), placement);
      // A white rook again (a bare king has lost in Transformer), so the engine has a game.
      await clickPlace(page, 'white-r', 'c1');
      await waitPlacement(page, (p) => pieceOn(p, 'c1') === 'R');
      await waitCode(page, 'ok');

      const fen = await fenOf(page);
      await page.getByRole('button', { name: T.en('editor-analyse') }).click();
      await page.waitForURL((u) => u.pathname === `/analysis/${id}`);
      assert.equal(new URL(page.url()).searchParams.get('fen'), fen);
      // The analysis board shows the edited position and the engine's line for it.
      await page.locator(`.analysis-page[data-fen="${fen}"]`).waitFor();
      const line = page.locator('.engine-line[data-multipv="1"]');
      await line.waitFor({ timeout: 30_000 });
      assert.ok(Number(await line.getAttribute('data-depth')) >= 1);
      assert.match(await line.locator('.engine-score').textContent(), /^([+-]?\d+\.\d\d|#-?\d+|0\.00)$/);
      assert.ok((await line.locator('.pv-move').count()) >= 1, 'the line has a move');
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  test('chess: a pawn on its promotion rank and the side not to move in check, in Greek too', async () => {
    const { context, page, errors } = await openEditor('chess', { fen: 'k7/8/8/8/8/8/8/K7 w - - 0 1' });
    await waitCode(page, 'over'); // two bare kings: a draw already
    await clickPlace(page, 'white-p', 'e8');
    await waitCode(page, 'pawn-on-promotion-rank');
    assert.equal(await page.locator('.editor-verdict').textContent(), T.en('editor-error-pawn-on-promotion-rank', { color: 'white', square: 'e8' }));
    assert.equal((await buttonsEnabled(page)).analyse, false);
    await clickPlace(page, 'eraser', 'e8');
    await clickPlace(page, 'black-p', 'd1');
    await waitCode(page, 'pawn-on-promotion-rank');
    assert.match(await page.locator('.editor-verdict').textContent(), /^Black pawn on d1/);
    await clickPlace(page, 'eraser', 'd1');
    // A pawn on its own first rank: pawns never move backwards.
    await clickPlace(page, 'white-p', 'c1');
    await waitCode(page, 'pawn-behind-its-start');
    assert.equal(await page.locator('.editor-verdict').textContent(), T.en('editor-error-pawn-behind-its-start', { color: 'white', square: 'c1' }));
    assert.equal((await buttonsEnabled(page)).analyse, false);
    await clickPlace(page, 'eraser', 'c1');
    // A White rook on h8 checks the Black king while White is to move.
    await clickPlace(page, 'white-r', 'b8');
    await waitCode(page, 'check-not-on-turn');
    assert.equal(await page.locator('.editor-verdict').textContent(), T.en('editor-error-check-not-on-turn', { color: 'black' }));
    assert.deepEqual(await buttonsEnabled(page), { analyse: false, computer: false, friend: false });
    // Black to move: legal (Black must answer the check).
    await page.locator('input[name="turn"][value="b"]').check();
    await waitCode(page, 'ok');
    assert.deepEqual(await buttonsEnabled(page), { analyse: true, computer: true, friend: true });
    assert.deepEqual(errors, []);
    await context.close();

    const el = await openEditor('chess', { fen: 'kR6/8/8/8/8/8/8/K7 w - - 0 1', locale: 'el-GR' });
    await waitCode(el.page, 'check-not-on-turn');
    assert.equal(await el.page.locator('.editor-verdict').textContent(), T.el('editor-error-check-not-on-turn', { color: 'black' }));
    assert.equal(await el.page.locator('.editor-why').textContent(), T.el('editor-fix-first'));
    await el.context.close();

    // Transformer's pawns step backwards: one on its first rank is a position (docs/variants.md).
    const tr = await openEditor('transformer', { fen: 'r3k4/9/9/9/9/9/9/9/P3K4 w - - 0 1' });
    await waitCode(tr.page, 'ok');
    await tr.context.close();
  });

  test('chess: a pasted FEN fills the board and the fields, and comes back as it went in', async () => {
    const { context, page, errors } = await openEditor('chess');
    const pasted = 'r3k2r/ppp2ppp/8/3pP3/8/8/PPP2PPP/R3K2R w Kq d6 7 15';
    await fenBox(page).fill(pasted);
    await waitCode(page, 'ok');
    assert.equal(await page.locator('input[name="turn"][value="w"]').isChecked(), true);
    const boxes = await page.$$eval('input[name="castle"]', (xs) => xs.map((x) => `${x.value}${x.checked ? '+' : '-'}`).join(' '));
    assert.equal(boxes, 'K+ Q- k- q+');
    assert.equal(await page.locator('select[name="ep"]').inputValue(), 'd6');
    assert.equal(await page.locator('input[name="halfmove"]').inputValue(), '7');
    assert.equal(await page.locator('input[name="fullmove"]').inputValue(), '15');
    assert.equal(await page.locator('.editor-page').getAttribute('data-rules-fen'), pasted);
    // An edit on the board rewrites the FEN from the board and the fields: the rest is unchanged.
    await clickPlace(page, 'white-n', 'b1');
    await waitPlacement(page, 'r3k2r/ppp2ppp/8/3pP3/8/8/PPP2PPP/RN2K2R');
    assert.equal(await fenOf(page), 'r3k2r/ppp2ppp/8/3pP3/8/8/PPP2PPP/RN2K2R w Kq d6 7 15');
    // A piece dragged from the palette onto an occupied square replaces what stood there.
    await page.locator('[data-piece="white-n"]').click(); // back to drag mode
    await dragFromPalette(page, 'white-q', 'b1');
    await waitPlacement(page, 'r3k2r/ppp2ppp/8/3pP3/8/8/PPP2PPP/RQ2K2R');
    // Castling box off: the FEN follows.
    await page.locator('input[name="castle"][value="K"]').uncheck();
    await page.waitForFunction(() => document.querySelector('input[name="fen"]').value.split(' ')[2] === 'q');
    // A bad FEN names the field and character.
    await fenBox(page).fill('r3k2r/ppp2ppp/8/3pP3/8/8/PPP2PPP/RQ2K2R w KX - 0 1');
    await waitCode(page, 'bad-castling');
    assert.equal(
      await page.locator('.editor-verdict').textContent(),
      T.en('editor-error-at', { field: T.en('editor-field-castling'), column: 44, problem: T.en('editor-error-bad-castling', { letter: 'X' }) }),
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('turnover: every stack from the palette, written as the rules write them; its own errors', async () => {
    const { context, page, errors } = await openEditor('turnover');
    await page.getByRole('button', { name: T.en('editor-clear') }).click();
    await waitPlacement(page, '8/8/8/8/8/8/8/8');
    const stacks = ['c', 'n', 'q', 'b', 'r', 'p'];
    for (const [i, s] of stacks.entries()) await clickPlace(page, `white-${s}`, `${'abcdef'[i]}2`);
    for (const [i, s] of stacks.entries()) await clickPlace(page, `black-${s}`, `${'abcdef'[i]}7`);
    await waitPlacement(page, '8/cnqbrp2/8/8/8/8/CNQBRP2/8');
    await waitCode(page, 'ok');
    assert.equal(await page.locator('.editor-page').getAttribute('data-rules-fen'), await fenOf(page));
    const title = await page.locator('[data-piece="white-c"]').getAttribute('title');
    assert.ok(title.includes(T.en('editor-stack-c')), title);
    // Turnover has no castling or en-passant controls.
    assert.equal(await page.locator('input[name="castle"]').count(), 0);
    assert.equal(await page.locator('select[name="ep"]').count(), 0);
    // Move number 0: Turnover's rules refuse it.
    await page.locator('input[name="fullmove"]').fill('0');
    await waitCode(page, 'fullmove-zero');
    assert.equal(
      await page.locator('.editor-verdict').textContent(),
      T.en('editor-error-at', { field: T.en('editor-field-fullmove-number'), column: 37, problem: T.en('editor-error-fullmove-zero') }),
    );
    assert.deepEqual(await buttonsEnabled(page), { analyse: false, computer: false, friend: false });
    await page.locator('input[name="fullmove"]').fill('1');
    await waitCode(page, 'ok');
    // A chess king pasted in: no Turnover piece.
    await fenBox(page).fill('8/8/8/8/8/8/8/K6c w - - 0 1');
    await waitCode(page, 'not-turnover-piece');
    assert.match(await page.locator('.editor-verdict').textContent(), /character 15: 'K' is not a Turnover piece/);
    assert.deepEqual(errors, []);
    await screenshot(page, 'editor-turnover');
    await context.close();
  });

  test('play the computer from here: the game starts from the edited FEN and the computer answers', async () => {
    const fen = 'k7/8/1K6/8/8/8/8/7R w - - 0 1';
    const { context, page, errors } = await openEditor('chess', { fen });
    await waitCode(page, 'ok');
    // The human takes Black, so the computer (White) moves first.
    await page.locator('select[name="colour"]').selectOption('black');
    await page.locator('select[name="level"]').selectOption('1');
    await page.getByRole('button', { name: T.en('editor-play-computer') }).click();
    await page.waitForURL(/\/game\/[A-Za-z0-9_-]+$/);
    const gameId = new URL(page.url()).pathname.split('/').pop();
    const token = await page.evaluate((id) => localStorage.getItem(`turnpan.token.${id}`), gameId);
    assert.ok(token, 'the seat token is saved');
    let state = await getGame(env.server.base, gameId, token);
    assert.equal(state.initial_fen, fen);
    assert.equal(state.mode, 'computer');
    const deadline = Date.now() + 15_000;
    while (state.ply < 1 && Date.now() < deadline) {
      await page.waitForTimeout(100);
      state = await getGame(env.server.base, gameId, token);
    }
    assert.ok(state.ply >= 1, 'the computer answered');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('links: a rules page, the home page, and "Edit position" of a finished game', async () => {
    // Fool's mate, played on a hot-seat game through the API.
    const g = await createGame(env.server.base, { variant: 'chess', mode: 'hotseat' });
    for (const uci of ['f2f3', 'e7e5', 'g2g4', 'd8h4']) await postMove(env.server.base, g.id, g.token, uci);
    const finished = await getGame(env.server.base, g.id, g.token);
    assert.equal(finished.status, 'finished');
    const context = await env.browser.newContext({ baseURL: env.server.base, viewport: { width: 1200, height: 1000 } });
    await context.addInitScript(([id, token]) => localStorage.setItem(`turnpan.token.${id}`, token), [g.id, g.token]);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/rules/turnover');
    assert.equal(await page.locator('a.editor-link').getAttribute('href'), '/editor/turnover');
    await page.goto('/');
    assert.equal(await page.locator('.variant-card[data-variant="turkish"] a.editor-link').getAttribute('href'), '/editor/turkish');
    await page.goto(`/game/${g.id}`);
    await waitStatus(page, 'finished');
    const edit = page.getByRole('link', { name: T.en('editor-edit-position') });
    assert.equal(await edit.getAttribute('href'), `/editor/chess?fen=${encodeURIComponent(finished.fen)}`);
    await edit.click();
    await page.locator('.editor-page[data-state="ready"]').waitFor();
    await waitCode(page, 'over');
    assert.equal(await fenOf(page), finished.fen);
    assert.equal(await page.locator('.editor-verdict').textContent(), T.en('editor-over', { how: T.en('reason-checkmate', { loser: 'white' }) }));
    assert.deepEqual(await buttonsEnabled(page), { analyse: true, computer: false, friend: false });
    assert.deepEqual(errors, []);
    await context.close();
  });
});
