// S-chess (variants/examples/seirawan.toml) in the browser, against the real server loading the
// example files: gating through the picker. A knight's first move offers no piece, the elephant
// or the hawk on the square it leaves (`g1f3h`), and the hands' counts go down; the hands' pieces
// are never picked up (S-chess has no plain drops); "no piece" plays the plain move; a gating move
// typed as `Nc3/e`; a move from no gate asks nothing. Castling offers both squares, each marked with its name: the king dragged two
// squares with the hawk on the rook's square (`h1e1h`), the king dragged onto its rook with the
// elephant on the king's (`e8c8e`). The analysis board does the same with the rules in the
// browser; the board editor names a castling-field letter that is no gate and keeps the gates
// when a castling box changes; the rules page says how gating works; the designer writes `gating`
// and `plain_drops` (the start's castling field following with the gates) and says its two
// problems with them. S-house's hand drops anywhere and gates too.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { WEB, dragFromPocket, dragMove, getGame, screenshot, serverAndBrowser, waitPly } from './harness.mjs';
import { T, boardContents, fileRulesSaid, hotseatGame, pocket, promotionChoices, waitBoard } from './board-helpers.mjs';
import { openDesigner } from './designer-helpers.mjs';

const EXAMPLES = join(WEB, '..', 'variants', 'examples');
const env = serverAndBrowser({ variants: EXAMPLES });
const GAME = '.game-page .board-frame';
const CASTLES = 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[EHeh] w KQkq - 0 1';

/** The picker, once open: its choices as drawn (top to bottom) with their squares. */
async function pickerOpen(page, frame = GAME) {
  await page.locator(`${frame} .promotion-picker`).waitFor();
  return promotionChoices(page, frame);
}

/** Each hand's counts as the pockets show them: `{ white: { e: '1', h: '1' }, black: … }`. */
async function counts(page) {
  const out = {};
  for (const colour of ['white', 'black'])
    out[colour] = Object.fromEntries(
      await pocket(page, colour)
        .locator('piece')
        .evaluateAll((els) => els.map((e) => [e.dataset.role.slice(0, -'-piece'.length), e.dataset.nb])),
    );
  return out;
}

test('gating on the game page: the picker on the square left, the hands count down, no plain drop, typed gating', async () => {
  const { g, context, page, errors } = await hotseatGame(env, 'seirawan');
  assert.deepEqual(await counts(page), { white: { e: '1', h: '1' }, black: { e: '1', h: '1' } });
  // The hands' pieces are never picked up: S-chess drops nowhere.
  assert.equal(await pocket(page, 'white').evaluate((el) => el.classList.contains('no-drops')), true);
  await dragFromPocket(page, 'white', 'h', 'e4', GAME);
  await page.waitForTimeout(250);
  assert.equal((await getGame(env.server.base, g.id)).ply, 0, 'no hawk dropped on e4');
  assert.equal((await boardContents(page)).pieces.e4, undefined);

  // The knight g1-f3: no piece, the elephant or the hawk, standing on g1 and up from it.
  await dragMove(page, 'g1', 'f3', GAME);
  assert.deepEqual(await pickerOpen(page), [
    { letter: 'h', square: 'g3' },
    { letter: 'e', square: 'g2' },
    { letter: '', square: 'g1' },
  ]);
  const picker = page.locator(`${GAME} .promotion-picker`);
  assert.equal(await picker.getAttribute('aria-label'), T('en', 'gate-title'));
  assert.equal(await picker.locator('.promotion-none').getAttribute('aria-label'), T('en', 'gate-none'));
  assert.equal(await picker.locator('[data-promote="h"]').getAttribute('aria-label'), T('en', 'gate-piece', { piece: 'Hawk', square: 'g1' }));
  // The first choice (no piece) has the focus.
  assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('promotion-none')), true);
  await screenshot(page, 'seirawan-gating-picker');
  await picker.locator('[data-promote="h"]').click();
  await waitPly(page, 1);
  assert.equal((await getGame(env.server.base, g.id)).moves[0], 'g1f3h');
  await waitBoard(page, (b) => b.pieces.g1 === 'h-piece white' && b.pieces.f3 === 'n-piece white', 'a hawk on g1, the knight on f3');
  assert.deepEqual((await counts(page)).white, { e: '1', h: '0' });

  // Black's knight g8-f6 with no piece: the plain move, the hand kept.
  await dragMove(page, 'g8', 'f6', GAME);
  await pickerOpen(page);
  await page.locator(`${GAME} .promotion-none`).click();
  await waitPly(page, 2);
  assert.equal((await getGame(env.server.base, g.id)).moves[1], 'g8f6');
  assert.equal((await boardContents(page)).pieces.g8, undefined);
  assert.deepEqual((await counts(page)).black, { e: '1', h: '1' });

  // Typed, the gate's letter in any case: Nc3/E.
  const box = page.getByRole('combobox', { name: 'Type a move' });
  await box.fill('Nc3/e');
  await box.press('Enter');
  await waitPly(page, 3);
  const state = await getGame(env.server.base, g.id);
  assert.equal(state.moves[2], 'b1c3e');
  assert.equal(state.san[2], 'Nc3/E');
  await waitBoard(page, (b) => b.pieces.b1 === 'e-piece white', 'an elephant on b1');
  assert.deepEqual((await counts(page)).white, { e: '0', h: '0' });
  // A move from no gate asks nothing.
  await dragMove(page, 'e7', 'e6', GAME);
  await waitPly(page, 4);
  assert.equal(await page.locator(`${GAME} .promotion-picker`).count(), 0, 'a pawn move asks nothing');
  assert.deepEqual(errors, []);
  await context.close();
});

test('castling with a gate: both squares offered and named; the king dragged two squares or onto its rook', async () => {
  const { g, context, page, errors } = await hotseatGame(env, 'seirawan', CASTLES);
  await dragMove(page, 'e1', 'g1', GAME);
  // The king's square: no piece, elephant, hawk; the rook's: elephant, hawk.
  const choices = await pickerOpen(page);
  assert.deepEqual(
    choices.filter((c) => c.square[0] === 'e'),
    [
      { letter: 'h', square: 'e3' },
      { letter: 'e', square: 'e2' },
      { letter: '', square: 'e1' },
    ],
  );
  assert.deepEqual(
    choices.filter((c) => c.square[0] === 'h'),
    [
      { letter: 'h', square: 'h2' },
      { letter: 'e', square: 'h1' },
    ],
  );
  const picker = page.locator(`${GAME} .promotion-picker`);
  assert.deepEqual(await picker.locator('.promotion-note').allTextContents(), ['e1', 'e1', 'h1', 'h1']);
  assert.equal(await picker.locator('.promotion-none').getAttribute('aria-label'), T('en', 'gate-castle-none'));
  await screenshot(page, 'seirawan-castling-picker');
  await picker.locator('[data-square="h1"][data-promote="h"]').click();
  await waitPly(page, 1);
  let state = await getGame(env.server.base, g.id);
  assert.equal(state.moves[0], 'h1e1h');
  assert.equal(state.san[0], 'O-O/Hh1');
  await waitBoard(
    page,
    (b) => b.pieces.g1 === 'k-piece white' && b.pieces.f1 === 'r-piece white' && b.pieces.h1 === 'h-piece white' && !b.pieces.e1,
    'castled, a hawk on h1',
  );
  // Black's king dragged onto its a8 rook, the elephant entering on e8.
  await dragMove(page, 'e8', 'a8', GAME);
  await pickerOpen(page);
  await picker.locator('[data-square="e8"][data-promote="e"]').click();
  await waitPly(page, 2);
  state = await getGame(env.server.base, g.id);
  assert.equal(state.moves[1], 'e8c8e');
  assert.equal(state.san[1], 'O-O-O/Ee8');
  await waitBoard(page, (b) => b.pieces.c8 === 'k-piece black' && b.pieces.d8 === 'r-piece black' && b.pieces.e8 === 'e-piece black', 'castled long, an elephant on e8');
  assert.deepEqual(await counts(page), { white: { e: '1', h: '0' }, black: { e: '0', h: '1' } });
  assert.deepEqual(errors, []);
  await context.close();
});

test('S-house: the hand drops anywhere and gates too', async () => {
  const { g, context, page, errors } = await hotseatGame(env, 'shouse');
  assert.equal(await pocket(page, 'white').evaluate((el) => el.classList.contains('no-drops')), false);
  await dragFromPocket(page, 'white', 'h', 'e4', GAME);
  await waitPly(page, 1);
  assert.equal((await getGame(env.server.base, g.id)).moves[0], 'H@e4');
  const white = (await counts(page)).white;
  assert.deepEqual([white.e, white.h], ['1', '0']);
  await dragMove(page, 'g8', 'f6', GAME);
  assert.deepEqual((await pickerOpen(page)).map((c) => c.letter), ['', 'e', 'h']);
  await page.locator(`${GAME} [data-promote="e"]`).click();
  await waitPly(page, 2);
  assert.equal((await getGame(env.server.base, g.id)).moves[1], 'g8f6e');
  await waitBoard(page, (b) => b.pieces.g8 === 'e-piece black', 'an elephant on g8');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the analysis board, the editor and the rules page', async () => {
  const context = await env.browser.newContext({ baseURL: env.server.base, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // The analysis board: the rules in the browser give the same choices.
  await page.goto('/analysis/seirawan?lang=es');
  const frame = '.analysis-page .board-frame';
  await page.locator(frame).waitFor();
  await waitPly(page, 0);
  await dragMove(page, 'b1', 'c3', frame);
  assert.deepEqual(await pickerOpen(page, frame), [
    { letter: 'h', square: 'b3' },
    { letter: 'e', square: 'b2' },
    { letter: '', square: 'b1' },
  ]);
  assert.equal(await page.locator(`${frame} .promotion-picker`).getAttribute('aria-label'), T('es', 'gate-title'));
  await page.locator(`${frame} [data-promote="e"]`).click();
  await waitPly(page, 1);
  assert.deepEqual(await page.locator('.move-tree .tree-move').allTextContents(), ['Nc3/E']);
  await waitBoard(page, (b) => b.pieces.b1 === 'e-piece white', 'an elephant on b1', frame);

  // The editor: a castling-field letter that names no gate (no White piece on d1).
  await page.goto(`/editor/seirawan?lang=el&fen=${encodeURIComponent('rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR[EHeh] w KQBCDkq - 0 1')}`);
  await page.locator('.editor-verdict[data-code="no-gate"]').waitFor({ timeout: 10_000 });
  assert.match(await page.locator('.editor-verdict').textContent(), new RegExp(T('el', 'editor-error-no-gate', { letter: 'D' }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  // A castling box changed keeps the gates.
  await page.goto(`/editor/seirawan?lang=en`);
  await page.locator('.editor-verdict[data-code="ok"]').waitFor({ timeout: 10_000 });
  await page.locator('input[name="castle"][value="k"]').uncheck();
  await page.waitForFunction(() => document.querySelector('input[name="fen"]').value.split(' ')[2] === 'KQBCDFGqbcdfg');
  await page.locator('.editor-verdict[data-code="ok"]').waitFor();
  assert.deepEqual(errors, []);
  await context.close();

  // The rules page: gating, and no drops anywhere else.
  const said = await fileRulesSaid(env, 'seirawan', 'en');
  const rules = said.map(([rule]) => rule);
  assert.ok(rules.includes('rules-generic-drops-gating') && rules.includes('rules-generic-drops-gating-how') && rules.includes('rules-generic-drops-gating-only'), rules.join(' '));
  assert.ok(!rules.includes('rules-generic-drops') && !rules.includes('rules-generic-drops-pawns'), rules.join(' '));
  assert.equal(said.find(([r]) => r === 'rules-generic-drops-gating-how')[1], T('en', 'rules-generic-drops-gating-how', { castling: 'yes', letter: 'E', piece: 'Elephant', castle: 'O-O', king: 'e1', rook: 'h1' }));
  assert.ok(said.some(([r]) => r === 'rules-generic-drops-no-captures-gating'));
});

test('the designer: gating and plain_drops written and read back, the gates in the start, their problems said', async () => {
  const lang = 'pt';
  const { context, page, errors, fileText, typeFile, valid, hasText, lacksText, problemAt } = await openDesigner(env, lang);
  const box = (path) => page.locator(`[data-path="${path}"]`);
  await box('drops.on').check();
  await hasText('[drops]\n');
  assert.equal((await page.locator('[data-field="drops.gating"] label').innerText()).trim(), T(lang, 'designer-drops-gating'));
  assert.equal(await page.locator('[data-field="drops.gating"] small').innerText(), T(lang, 'designer-drops-gating-note'));
  assert.equal((await page.locator('[data-field="drops.plain_drops"] label').innerText()).trim(), T(lang, 'designer-drops-plain'));
  assert.equal(await box('drops.plain_drops').isChecked(), true);
  // Gating on: written, and the start names every first-rank square as a gate.
  await box('drops.gating').check();
  await hasText('gating = true\n');
  await hasText(' w KQBCDFGkqbcdfg - 0 1"');
  await valid(true);
  await box('drops.plain_drops').uncheck();
  await hasText('plain_drops = false\n');
  await valid(true);
  // Without gating nor plain drops the hand has no way in.
  await box('drops.gating').uncheck();
  await lacksText('gating = true');
  await hasText(' w KQkq - 0 1"');
  await valid(false);
  assert.equal(await problemAt('drops.plain_drops'), T(lang, 'designer-error-hand-with-no-way-in'));
  await box('drops.plain_drops').check();
  await lacksText('plain_drops');
  await valid(true);
  // S-chess's file read into the form; then with a first-move right beside its gating.
  const seirawan = readFileSync(join(EXAMPLES, 'seirawan.toml'), 'utf8');
  await typeFile(seirawan);
  await valid(true);
  await page.waitForFunction(() => document.querySelector('[data-path="drops.gating"]')?.checked === true);
  assert.equal(await box('drops.plain_drops').isChecked(), false);
  await typeFile(
    seirawan
      .replace(/\[castling\][\s\S]*?long = [^\n]*\n/, '')
      .replace('betza = "K"\nroyal = true', 'betza = "KimN"\nroyal = true\nfirst_move_right = true')
      .replace(' KQBCDFGkqbcdfg', ' BCDEFGbcdefg'),
  );
  await valid(false);
  assert.equal(await problemAt('drops.gating'), T(lang, 'designer-error-gating-with-first-move-rights'));
  assert.ok((await fileText()).includes('first_move_right = true'));
  assert.deepEqual(errors, []);
  await context.close();
});
