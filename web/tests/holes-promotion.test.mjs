// Boards with holes and promotion beyond the chess pawn's, in the browser against the real server
// loading the example files of variants/examples: Omicron chess's holes are drawn as gaps, never
// picked up nor named as pieces (the screen-reader mode says them), and the board editor keeps
// them; Grand chess's optional promotion with limits offers the pieces a pawn may become and
// staying a pawn, by picker and by typing, and nothing to choose when no piece is missing; the
// rules pages of Omicron, Legan, Troitzky, Grand and Pawnback say what their files say; the
// designer reads and writes the new promotion fields, follows a piece renamed or removed, and
// makes and unmakes holes on its start position.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { WEB, contextWithTokens, createGame, dragMove, getGame, openGamePage, screenshot, serverAndBrowser, squareCenter, waitConnected, waitPly } from './harness.mjs';
import { T, boardContents, fileRulesSaid, promotionChoices, waitBoard } from './board-helpers.mjs';

const EXAMPLES = join(WEB, '..', 'variants', 'examples');
const env = serverAndBrowser({ variants: EXAMPLES });
const FRAME = '.game-page .board-frame';
const OMICRON = 'w**********w/*crnbqkbnrc*/*pppppppppp*/*10*/*10*/*10*/*10*/*PPPPPPPPPP*/*CRNBQKBNRC*/W**********W';
/** Omicron's holes: its first and last ranks but the corners, and the a- and l-files between. */
const OMICRON_HOLES = [
  ...'bcdefghijk'.split('').flatMap((f) => [`${f}1`, `${f}10`]),
  ...[2, 3, 4, 5, 6, 7, 8, 9].flatMap((r) => [`a${r}`, `l${r}`]),
].sort();
/** Grand chess: White's pawn on e8 with a full army (nothing to promote to), and the same
 *  army without its queen and a rook. */
const GRAND_FULL = '6k3/10/4P5/10/10/10/10/10/10/RNBQKCABNR w - - 0 1';
const GRAND_LOST = '6k3/10/4P5/10/10/10/10/10/10/RNB1KCABN1 w - - 0 1';

/** The squares a board frame draws a hole on. */
async function holesDrawn(page, frame = FRAME) {
  const { pieces } = await boardContents(page, frame);
  return Object.entries(pieces)
    .filter(([, p]) => p === '_-piece black')
    .map(([sq]) => sq)
    .sort();
}

test('omicron: the holes are drawn as gaps, never picked up, and said as holes in screen-reader mode', async () => {
  const g = await createGame(env.server.base, { variant: 'omicron', mode: 'hotseat' });
  const { context, page, errors } = await openGamePage(env.browser, env.server.base, g);
  assert.deepEqual(await holesDrawn(page), OMICRON_HOLES);
  // A hole shows the page, not a piece nor a square of the board.
  const look = await page.locator(`${FRAME} piece._-piece`).first().evaluate((el) => ({
    image: getComputedStyle(el).backgroundImage,
    colour: getComputedStyle(el).backgroundColor,
    page: getComputedStyle(document.documentElement).backgroundColor,
  }));
  assert.deepEqual([look.image, look.colour], ['none', look.page]);
  await screenshot(page, 'omicron-holes');

  // Black to move: a press on a hole (a black "piece" to chessgroundx) selects nothing, and a
  // drag from one moves nothing.
  await dragMove(page, 'f3', 'f5');
  await waitPly(page, 1);
  const a5 = await squareCenter(page, 'a5');
  await page.mouse.click(a5.x, a5.y);
  await page.waitForTimeout(300);
  assert.equal(await page.locator(`${FRAME} square.selected`).count(), 0, 'a hole is not selected');
  await dragMove(page, 'a9', 'b7');
  await page.waitForTimeout(400);
  assert.deepEqual(await holesDrawn(page), OMICRON_HOLES);
  assert.equal((await boardContents(page)).pieces.b7, undefined);
  assert.equal((await getGame(env.server.base, g.id)).ply, 1);
  // No piece tip over a hole.
  await page.mouse.move(a5.x, a5.y);
  await page.waitForTimeout(900);
  assert.equal(await page.locator('.piece-tip-name').count(), 0, 'a hole has no tip');
  assert.deepEqual(errors, []);
  await context.close();

  // The screen-reader mode: a hole is no piece, and its square says it is a hole.
  const blind = await contextWithTokens(env.browser, env.server.base, { [g.id]: g.token });
  const reader = await blind.newPage();
  const readerErrors = [];
  reader.on('pageerror', (e) => readerErrors.push(e.message));
  await reader.goto(`/game/${g.id}?blind=1&lang=en`);
  await waitConnected(reader);
  const region = reader.getByRole('region', { name: 'The board for screen readers' });
  const byPiece = await region.getByRole('region', { name: 'Position by piece' }).innerText();
  assert.match(byPiece, /White: King: g2; Queen: f2; Rook: c2, j2; Bishop: e2, h2; Knight: d2, i2; Champion: b2, k2; Wizard: a1, l1; Pawn: b3, c3, d3, e3, f5, g3, h3, i3, j3, k3\./);
  assert.doesNotMatch(byPiece, /a5|b1|_/);
  const cells = await region
    .getByRole('table', { name: 'Position by square' })
    .locator('td')
    .evaluateAll((tds) => Object.fromEntries(tds.map((td) => [td.dataset.square, td.textContent])));
  for (const sq of OMICRON_HOLES) assert.equal(cells[sq], T('en', 'blind-hole'), sq);
  assert.equal(cells.b7, T('en', 'blind-empty'));
  assert.equal(cells.a1, 'white Wizard');
  await region.getByRole('textbox', { name: 'Square' }).fill('a5');
  await region.getByRole('textbox', { name: 'Square' }).press('Enter');
  await region.getByRole('log', { name: 'Announcements' }).getByText(T('en', 'blind-hole-square', { square: 'a5' })).waitFor();
  assert.deepEqual(readerErrors, []);
  await blind.close();
});

test('omicron: the board editor keeps the holes; the rules name a hole not marked and a mark off a hole', async () => {
  const context = await env.browser.newContext({ baseURL: env.server.base, viewport: { width: 1200, height: 1000 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/editor/omicron?lang=en');
  await page.locator('.editor-page[data-state="ready"]').waitFor();
  const EDITOR = '.editor-board';
  const placement = async () => (await page.locator('input[name="fen"]').inputValue()).split(' ')[0];
  const click = async (square) => {
    const at = await squareCenter(page, square, EDITOR);
    await page.mouse.click(at.x, at.y);
  };
  assert.equal(await placement(), OMICRON);
  assert.equal(await page.locator('.editor-verdict').getAttribute('data-code'), 'ok');
  assert.deepEqual(await holesDrawn(page, EDITOR), OMICRON_HOLES);

  // Neither the eraser nor a piece changes a hole; a square typed names it.
  await page.locator('[data-piece="eraser"]').click();
  await click('a5');
  await page.locator('[data-piece="white-q"]').click();
  await click('b1');
  await page.locator('.editor-put input').fill('a6');
  await page.locator('.editor-put button').click();
  assert.equal(await page.locator('[data-el="note"]').innerText(), T('en', 'editor-hole-square', { square: 'a6' }));
  assert.equal(await placement(), OMICRON);
  // A piece dragged onto a hole goes back; one from the palette is not put there.
  await page.locator('[data-piece="white-q"]').click();
  await dragMove(page, 'b3', 'a4', EDITOR);
  await page.waitForTimeout(300);
  assert.equal(await placement(), OMICRON);
  const knight = await page.locator('[data-piece="white-n"]').boundingBox();
  const a6 = await squareCenter(page, 'a6', EDITOR);
  await page.mouse.move(knight.x + knight.width / 2, knight.y + knight.height / 2);
  await page.mouse.down();
  await page.mouse.move(a6.x + 20, a6.y - 20, { steps: 5 });
  await page.mouse.move(a6.x, a6.y, { steps: 3 });
  await page.mouse.up();
  await page.waitForTimeout(300);
  assert.equal(await placement(), OMICRON);
  // A piece moved on the board is moved, the holes stay.
  await dragMove(page, 'f3', 'f5', EDITOR);
  await page.waitForFunction(() => document.querySelector('input[name="fen"]').value.startsWith('w**********w/*crnbqkbnrc*/*pppppppppp*/*10*/*10*/*4P5*/*10*/*PPPP1PPPPP*/'));
  // Clear takes the pieces off and leaves the holes.
  await page.locator('[data-tool="clear"]').click();
  assert.equal(await placement(), '1**********1/*10*/*10*/*10*/*10*/*10*/*10*/*10*/*10*/1**********1');
  assert.deepEqual(await holesDrawn(page, EDITOR), OMICRON_HOLES);

  // A FEN without the hole on a7, then with a mark on k7: the rules say each, at the square.
  const fen = page.locator('input[name="fen"]');
  await fen.fill(`${OMICRON.replace('/*10*/*10*/*10*/*10*/', '/11*/*10*/*10*/*10*/')} w - - 0 1`);
  await page.locator('.editor-verdict[data-code="hole-not-marked"]').waitFor();
  assert.match(await page.locator('.editor-verdict').innerText(), new RegExp(T('en', 'editor-error-hole-not-marked', { square: 'a7' }).replace(/[*.]/g, '\\$&')));
  await fen.fill(`${OMICRON.replace('/*10*/*10*/*10*/*10*/', '/*9**/*10*/*10*/*10*/')} w - - 0 1`);
  await page.locator('.editor-verdict[data-code="not-a-hole"]').waitFor();
  assert.match(await page.locator('.editor-verdict').innerText(), new RegExp(T('en', 'editor-error-not-a-hole', { square: 'k7' }).replace(/[*.]/g, '\\$&')));
  assert.deepEqual(errors, []);
  await context.close();
});

test('grand: a pawn may stay a pawn or become a piece its side has lost; typed too; nothing to choose with nothing lost', async () => {
  // With the queen and a rook lost, e8-e9 may promote to either or stay a pawn.
  const lost = await createGame(env.server.base, { variant: 'grand', mode: 'hotseat', fen: GRAND_LOST });
  const { context, page, errors } = await openGamePage(env.browser, env.server.base, lost);
  await dragMove(page, 'e8', 'e9');
  await page.locator(`${FRAME} .promotion-choice`).first().waitFor();
  assert.deepEqual(await promotionChoices(page), [
    { letter: 'q', square: 'e9' },
    { letter: 'r', square: 'e8' },
    { letter: 'p', square: 'e7' },
  ]);
  const labels = await page.locator(`${FRAME} .promotion-choice`).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  assert.deepEqual(labels, ['Queen', 'Rook', T('en', 'promotion-stay', { piece: 'Pawn' })]);
  await screenshot(page, 'grand-promotion-stay');
  // Escape takes the move back; then the pawn stays a pawn.
  await page.keyboard.press('Escape');
  await waitBoard(page, (b) => b.pieces.e8 === 'p-piece white', 'the pawn back on e8');
  await dragMove(page, 'e8', 'e9');
  await page.locator(`${FRAME} .promotion-choice[data-promote="p"]`).click();
  await waitPly(page, 1);
  assert.deepEqual((await getGame(env.server.base, lost.id)).san, ['e9']);
  await waitBoard(page, (b) => b.pieces.e9 === 'p-piece white', 'a pawn on e9');
  // On the last rank it must promote: the picker has no "stay" there.
  await dragMove(page, 'g10', 'g9');
  await waitPly(page, 2);
  await dragMove(page, 'e9', 'e10');
  await page.locator(`${FRAME} .promotion-choice`).first().waitFor();
  assert.deepEqual((await promotionChoices(page)).map((c) => c.letter), ['q', 'r']);
  await page.keyboard.press('Escape');
  // Typed: e10 alone is no move (it must promote); e10=R is.
  const box = page.getByRole('combobox', { name: 'Type a move' });
  await box.fill('e10');
  await box.press('Enter');
  assert.equal(await page.locator('.move-entry-msg').innerText(), T('en', 'move-entry-ambiguous', { text: 'e10' }));
  await box.fill('e10=R');
  await box.press('Enter');
  await waitPly(page, 3);
  assert.deepEqual((await getGame(env.server.base, lost.id)).san, ['e9', 'Kg9', 'e10=R']);
  assert.deepEqual(errors, []);
  await context.close();

  // The same by typing: e9 stays a pawn, e9=Q promotes.
  for (const [typed, san] of [
    ['e9', 'e9'],
    ['e9=Q', 'e9=Q'],
  ]) {
    const g = await createGame(env.server.base, { variant: 'grand', mode: 'hotseat', fen: GRAND_LOST });
    const typing = await openGamePage(env.browser, env.server.base, g);
    const entry = typing.page.getByRole('combobox', { name: 'Type a move' });
    await entry.fill(typed);
    await entry.press('Enter');
    await waitPly(typing.page, 1);
    assert.deepEqual((await getGame(env.server.base, g.id)).san, [san]);
    assert.deepEqual(typing.errors, []);
    await typing.context.close();
  }

  // Nothing lost: the pawn has nothing to become, so e8-e9 is played at once, and on e9 it
  // may not move on.
  const full = await createGame(env.server.base, { variant: 'grand', mode: 'hotseat', fen: GRAND_FULL });
  const plain = await openGamePage(env.browser, env.server.base, full);
  await dragMove(plain.page, 'e8', 'e9');
  await waitPly(plain.page, 1);
  assert.equal(await plain.page.locator(`${FRAME} .promotion-choice`).count(), 0, 'no picker');
  assert.deepEqual((await getGame(env.server.base, full.id)).san, ['e9']);
  await dragMove(plain.page, 'g10', 'h10');
  await waitPly(plain.page, 2);
  assert.ok(!(await getGame(env.server.base, full.id)).legal.some((m) => m.startsWith('e9')), 'the pawn on e9 has no move');
  assert.deepEqual(plain.errors, []);
  await plain.context.close();
});

test('the rules pages say the holes, the promotion squares, the choice to stay a pawn, the limits and the count pawns do not restart', async () => {
  // Omicron: where the holes are, as rectangles; the start position and the diagrams draw them.
  const context = await env.browser.newContext({ baseURL: env.server.base });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/rules/omicron?lang=en');
  await page.locator('.rules-holes').waitFor();
  assert.equal(await page.locator('.rules-holes').innerText(), T('en', 'rules-generic-holes', { squares: 'b1–k1, a2–a9, l2–l9, b10–k10', count: 36 }));
  assert.equal(await page.locator('.rules-start piece._-piece').count(), 36);
  await page.locator('.piece-diagram').first().waitFor();
  assert.equal(await page.locator('.piece-diagram').first().locator('piece._-piece').count(), 36, 'a diagram draws the holes');
  await page.goto('/rules/omicron?lang=el');
  await page.locator('.rules-holes').waitFor();
  assert.equal(await page.locator('.rules-holes').innerText(), T('el', 'rules-generic-holes', { squares: 'b1–k1, a2–a9, l2–l9, b10–k10', count: 36 }));
  assert.deepEqual(errors, []);
  await context.close();

  // Legan: each side's squares as the file gives them; Troitzky: Black's mirrored.
  const squares = (lang, white, black) => ['rules-generic-promotion-squares', T(lang, 'rules-generic-promotion-squares', { white, black })];
  assert.deepEqual(await fileRulesSaid(env, 'legan', 'en'), [squares('en', 'a5–a8, b8–d8', 'e1–h1, h2–h4')]);
  assert.deepEqual(await fileRulesSaid(env, 'troitzky', 'es'), [
    squares('es', 'a6, b8, c9, d9, e10, f10, g9, h9, i8, j6', 'a5, b3, c2, d2, e1, f1, g2, h2, i3, j5'),
  ]);
  // Grand: a pawn may stay one on its last three ranks, and becomes only a piece its side has
  // fewer of than the limit.
  const limits = [
    ['Queen', 1],
    ['Marshal', 1],
    ['Cardinal', 1],
    ['Rook', 2],
    ['Bishop', 2],
    ['Knight', 2],
  ].map(([piece, count]) => T('en', 'rules-generic-promotion-limit', { piece, count }));
  assert.deepEqual(await fileRulesSaid(env, 'grand', 'en'), [
    ['rules-generic-promotion-optional', T('en', 'rules-generic-promotion-optional', { zone: 3 })],
    ['rules-generic-promotion-limits', T('en', 'rules-generic-promotion-limits', { limits: limits.join(', ') })],
  ]);
  const [[, optional]] = await fileRulesSaid(env, 'grand', 'en');
  assert.equal(
    optional,
    'A pawn that reaches the promotion zone (the last 3 ranks, seen from its side) may promote or stay a pawn. It must promote only where it could not move on as a pawn, such as the last rank.',
  );
  // Pawnback: a pawn's step does not restart the count of the 50-move rule.
  for (const lang of ['en', 'pt']) {
    const said = await fileRulesSaid(env, 'pawnback', lang);
    assert.ok(
      said.some(([id, text]) => id === 'rules-generic-pawn-moves-no-restart' && text === T(lang, 'rules-generic-pawn-moves-no-restart', { moves: 50 })),
      JSON.stringify(said),
    );
  }
  // Chess-like games say none of it.
  const chess = await fileRulesSaid(env, 'kinglet', 'en');
  assert.ok(!chess.some(([id]) => /promotion-|pawn-moves/.test(id)), JSON.stringify(chess));
});

/** Opens the designer on a new design, then types a file in its text. */
async function designerWith(file, lang = 'en') {
  const context = await env.browser.newContext({ baseURL: env.server.base, viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`/variants/new?from=chess&lang=${lang}`);
  await page.locator('.designer[data-state="ready"]').waitFor({ timeout: 20_000 });
  const text = readFileSync(join(EXAMPLES, file), 'utf8');
  await page.locator('#dz-text').fill(text);
  await page.locator('#dz-text').dispatchEvent('input');
  // The form follows the file after a pause: its id is the file's.
  await page.waitForFunction((id) => document.querySelector('[data-path="id"]').value === id, /^id = "(.*)"$/m.exec(text)[1]);
  await valid(page, true);
  return { context, page, errors };
}

const valid = (page, v) => page.waitForFunction((want) => document.querySelector('.designer')?.dataset.valid === want, String(v));
const fileHas = (page, s) => page.waitForFunction((want) => document.querySelector('#dz-text').value.includes(want), s);
const fileLacks = (page, s) => page.waitForFunction((want) => !document.querySelector('#dz-text').value.includes(want), s);
/** The problem the designer shows: its field and its words there. */
async function problemAt(page) {
  const field = await page.locator('.dz-verdict').getAttribute('data-field');
  return [field, await page.locator(`[data-field="${field}"] .dz-problem`).innerText()];
}

test("designer: Grand chess's optional promotion and limits read and written, following a piece renamed or removed", async () => {
  const { context, page, errors } = await designerWith('grand.toml');
  const limit = (letter) => page.locator(`[data-path="promotion.limits"][data-letter="${letter}"]`);
  assert.equal(await page.locator('[data-path="promotion.optional"]').isChecked(), true);
  assert.equal(await page.locator('[data-path="promotion.zone"]').inputValue(), '3');
  assert.deepEqual(await Promise.all(['A', 'C', 'Q', 'R', 'B', 'N'].map((l) => limit(l).inputValue())), ['1', '1', '1', '2', '2', '2']);
  assert.equal(await page.locator('[data-path="rules.pawn_moves_restart_count"]').isChecked(), true);
  // A limit changed in the form: the file is written anew, keeping the rest.
  await limit('N').fill('3');
  await limit('N').dispatchEvent('change');
  await fileHas(page, 'limits = { "A" = 1, "B" = 2, "C" = 1, "N" = 3, "Q" = 1, "R" = 2 }');
  assert.match(await page.locator('#dz-text').inputValue(), /\[promotion\]\nzone = 3\npieces = \["Q", "C", "A", "R", "B", "N"\]\noptional = true\n/);
  // Emptied: no limit, the file does not name the piece.
  await limit('Q').fill('');
  await limit('Q').dispatchEvent('change');
  await fileHas(page, 'limits = { "A" = 1, "B" = 2, "C" = 1, "N" = 3, "R" = 2 }');
  await valid(page, true);
  // A letter renamed is renamed in the limits; a piece removed leaves them.
  await page.locator('[data-index="2"] [data-piece="letter"]').fill('X');
  await fileHas(page, 'limits = { "A" = 1, "B" = 2, "C" = 1, "N" = 3, "X" = 2 }');
  await page.locator('[data-index="5"] [data-act="remove"]').click();
  await fileHas(page, 'limits = { "B" = 2, "C" = 1, "N" = 3, "X" = 2 }');
  // A pawn that must promote, and pawn moves that do not restart the move rule's count.
  await page.locator('[data-path="promotion.optional"]').uncheck();
  await fileLacks(page, 'optional');
  await page.locator('[data-path="rules.pawn_moves_restart_count"]').uncheck();
  await fileHas(page, 'pawn_moves_restart_count = false');
  await valid(page, true);
  await page.locator('[data-path="rules.pawn_moves_restart_count"]').check();
  await fileLacks(page, 'pawn_moves_restart_count');
  // A limit of 0 written in the file is refused at the limits, in the page's language.
  await page.locator('#dz-text').fill((await page.locator('#dz-text').inputValue()).replace('"N" = 3', '"N" = 0'));
  await page.locator('#dz-text').dispatchEvent('input');
  await valid(page, false);
  assert.deepEqual(await problemAt(page), ['promotion.limits', T('en', 'designer-error-bad-limit', { letter: 'N' })]);
  assert.deepEqual(errors, []);
  await context.close();
});

test("designer: Legan chess's promotion squares both ways, refused at their field", async () => {
  const { context, page, errors } = await designerWith('legan.toml', 'es');
  const squares = page.locator('[data-path="promotion.squares"]');
  const black = page.locator('[data-path="promotion.black_squares"]');
  assert.equal(await squares.inputValue(), 'a5-a8 b8-d8');
  assert.equal(await black.inputValue(), 'e1-h1 h2-h4');
  assert.equal(await page.locator('[data-path="promotion.zone"]').inputValue(), '0');
  // Typed by spaces or commas: the file follows, as squares, with no zone.
  await squares.fill('a5-a8, b8-c8 d8');
  await fileHas(page, 'squares = ["a5-a8", "b8-c8", "d8"]');
  assert.doesNotMatch(await page.locator('#dz-text').inputValue(), /zone =/);
  await valid(page, true);
  assert.equal(await squares.inputValue(), 'a5-a8, b8-c8 d8', 'the field keeps what is typed');
  // No squares: the zone is ranks again, and Black's squares are refused without White's.
  await squares.fill('');
  await fileHas(page, 'zone = 1');
  await valid(page, false);
  assert.deepEqual(await problemAt(page), ['promotion.black_squares', T('es', 'designer-error-black-squares-without-squares')]);
  await black.fill('');
  await fileLacks(page, 'black_squares');
  await valid(page, true);
  // Both a zone and squares in the file: refused at the zone.
  const text = await page.locator('#dz-text').inputValue();
  await page.locator('#dz-text').fill(text.replace('zone = 1\n', 'zone = 1\nsquares = ["a8"]\n'));
  await page.locator('#dz-text').dispatchEvent('input');
  await valid(page, false);
  assert.deepEqual(await problemAt(page), ['promotion.zone', T('es', 'designer-error-zone-and-squares')]);
  assert.deepEqual(errors, []);
  await context.close();
});

test("designer: Omicron's holes on the start position, made and unmade by brush; castling over a hole refused", async () => {
  const { context, page, errors } = await designerWith('omicron.toml', 'pt');
  const START = '.dz-start-board .board-frame';
  assert.deepEqual(await holesDrawn(page, START), OMICRON_HOLES);
  const click = async (square) => {
    const at = await squareCenter(page, square, START);
    await page.mouse.click(at.x, at.y);
  };
  // The hole brush makes e5 a hole; the eraser makes it a square again.
  await page.locator('.dz-start [data-piece="hole"]').click();
  await click('e5');
  await fileHas(page, '/*10*/*3*6*/*10*/');
  await valid(page, true);
  await page.locator('.dz-start [data-piece="eraser"]').click();
  await click('e5');
  await fileHas(page, `start = "${OMICRON} w KQkq - 0 1"`);
  await valid(page, true);
  // Clear leaves the holes.
  await page.locator('.dz-start [data-tool="clear"]').click();
  await fileHas(page, 'start = "1**********1/*10*/');
  assert.deepEqual(await holesDrawn(page, START), OMICRON_HOLES);
  // The try board draws the holes too.
  await designerTryHoles(page);
  // Castling on the first rank would pass its holes.
  const text = readFileSync(join(EXAMPLES, 'omicron.toml'), 'utf8').replace('rank = 2\n', '');
  await page.locator('#dz-text').fill(text);
  await page.locator('#dz-text').dispatchEvent('input');
  await valid(page, false);
  const [field, words] = await problemAt(page);
  assert.match(field, /^castling\.(short|long)$/);
  assert.match(words, new RegExp(`^${T('pt', 'designer-error-castling-over-hole', { file: 'X' }).replace('X', '[a-l]').replace(/[.]/g, '\\.')}$`));
  assert.deepEqual(errors, []);
  await context.close();
});

/** Reads the file back in (the start position with its pieces), starts the try board and
 *  checks it draws Omicron's holes. */
async function designerTryHoles(page) {
  await page.locator('#dz-text').fill(readFileSync(join(EXAMPLES, 'omicron.toml'), 'utf8'));
  await page.locator('#dz-text').dispatchEvent('input');
  await valid(page, true);
  await page.locator('.dz-trial [data-act="start"]').click();
  await page.locator('.dz-trial[data-state="playing"] .dz-trial-board piece').first().waitFor();
  assert.deepEqual(await holesDrawn(page, '.dz-trial-board .board-frame'), OMICRON_HOLES);
}
