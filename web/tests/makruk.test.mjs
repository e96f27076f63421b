// Makruk's family (variants/examples: makruk, makpong, cambodian, asean) in the browser, against
// the real server loading the example files. Cambodian chess: the king's first move leaps like a
// knight to the rank ahead, the met's steps two squares straight ahead, the FEN's castling field
// keeps those rights by file (DEde) and drops each as it is used, and a rook ending its move on
// the enemy king's file takes the king's leap away even with a pawn between. The rules pages say
// these rules, Makpong's frozen king and each counting rule from the files (in four languages,
// English word for word), naming the game's own pieces. During a game a running count is shown
// beside the status in moves, and a count run past its limit draws. The designer writes the
// first-move rights, the rook's rule, the frozen king and [rules.counting], reads them back from
// Cambodian chess's file, follows a piece renamed or removed, and shows their problems at their
// fields; the board editor says what is wrong with a first-move right or a count.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { WEB, createGame, dragMove, getGame, openGamePage, serverAndBrowser, waitPly, waitStatus } from './harness.mjs';
import { LANGUAGES, T, destsShown, fileRulesSaid } from './board-helpers.mjs';
import { openDesigner } from './designer-helpers.mjs';

const EXAMPLES = join(WEB, '..', 'variants', 'examples');
const env = serverAndBrowser({ variants: EXAMPLES });

/** Plays a move on the board by dragging, and waits for the ply it makes. */
async function play(page, move, ply) {
  await dragMove(page, move.slice(0, 2), move.slice(2, 4));
  await waitPly(page, ply);
}

/** The castling field (here: the first-move rights) of a FEN. */
const rights = (fen) => fen.split(' ')[2];

/** The limits of a counting sentence, as the rules page writes them. */
const limits = (lang, list) => list.map(([piece, count, moves]) => T(lang, 'rules-generic-counting-limit', { piece, count, moves })).join(', ');

/** The words under each first-move sentence of a rules page: `{ letter: [li text, …] }`. */
async function firstMoveLists(id, lang) {
  const context = await env.browser.newContext({ baseURL: env.server.base });
  const page = await context.newPage();
  await page.goto(`/rules/${id}?lang=${lang}`);
  await page.locator('.rules-file-rules[data-state="ready"]').waitFor({ timeout: 20_000 });
  await page.locator('.rules-file-rules ul[data-first-moves]').first().waitFor();
  const lists = await page
    .locator('.rules-file-rules ul[data-first-moves]')
    .evaluateAll((els) => Object.fromEntries(els.map((ul) => [ul.dataset.firstMoves, [...ul.querySelectorAll('li')].map((li) => li.textContent)])));
  await context.close();
  return lists;
}

test('the rules pages say the first moves, the rook that takes the king’s away, the frozen king and the counts', async () => {
  for (const lang of LANGUAGES) {
    const name = (id) => T(lang, `piece-name-${id}`);
    const initial = T(lang, 'betza-initial');
    const cambodian = await fileRulesSaid(env, 'cambodian', lang);
    const said = (rule) => cambodian.filter(([r]) => r === rule).map(([, text]) => text);
    assert.deepEqual(said('rules-generic-first-move-right'), [
      T(lang, 'rules-generic-first-move-right', { piece: name('king'), royal: 'yes', initial }),
      T(lang, 'rules-generic-first-move-right', { piece: name('met'), royal: 'other', initial }),
    ]);
    assert.deepEqual(said('rules-generic-royal-right-lost'), [T(lang, 'rules-generic-royal-right-lost', { royal: name('king'), pieces: name('rook'), count: 1 })]);
    assert.deepEqual(said('rules-generic-first-move-right-fen'), [T(lang, 'rules-generic-first-move-right-fen', { rights: 'DEde' })]);
    const cambodianLimits = limits(lang, [
      [name('rook'), 2, 7],
      [name('rook'), 1, 15],
      [name('khon'), 2, 21],
      [name('knight'), 2, 31],
      [name('khon'), 1, 43],
    ]);
    assert.deepEqual(said('rules-generic-counting-cambodian'), [T(lang, 'rules-generic-counting-cambodian', { royal: name('king'), limits: cambodianLimits })]);
    assert.deepEqual(said('rules-generic-counting-end'), [T(lang, 'rules-generic-counting-end')]);
    assert.deepEqual(said('rules-generic-check-freezes-king'), [], 'Cambodian chess does not freeze the king');

    // Makruk: its own counting sentence and limits, no first moves.
    const makruk = await fileRulesSaid(env, 'makruk', lang);
    const makrukLimits = limits(lang, [
      [name('rook'), 2, 8],
      [name('rook'), 1, 16],
      [name('khon'), 2, 22],
      [name('knight'), 2, 32],
      [name('khon'), 1, 44],
    ]);
    assert.deepEqual(
      makruk.filter(([r]) => r.startsWith('rules-generic-counting') || r.startsWith('rules-generic-first-move')),
      [
        ['rules-generic-counting-makruk', T(lang, 'rules-generic-counting-makruk', { royal: name('king'), limits: makrukLimits })],
        ['rules-generic-counting-end', T(lang, 'rules-generic-counting-end')],
      ],
    );
  }

  // Makpong's frozen king, and ASEAN chess's counts by its rook, bishop (its khon) and knight.
  const makpong = Object.fromEntries(await fileRulesSaid(env, 'makpong', 'es'));
  assert.equal(makpong['rules-generic-check-freezes-king'], T('es', 'rules-generic-check-freezes-king', { royal: T('es', 'piece-name-king') }));
  const asean = Object.fromEntries(await fileRulesSaid(env, 'asean', 'pt'));
  const aseanLimits = limits('pt', [
    [T('pt', 'piece-name-rook'), 1, 16],
    [T('pt', 'piece-name-bishop'), 1, 44],
    [T('pt', 'piece-name-knight'), 1, 64],
  ]);
  assert.equal(asean['rules-generic-counting-asean'], T('pt', 'rules-generic-counting-asean', { royal: T('pt', 'piece-name-king'), limits: aseanLimits }));

  // In English, word for word.
  const enSaid = await fileRulesSaid(env, 'cambodian', 'en');
  const en = Object.fromEntries(enSaid);
  assert.equal(
    en['rules-generic-royal-right-lost'],
    'The King also loses its first move when an enemy Rook ends a move on its rank or file, whether or not other pieces stand between them.',
  );
  assert.equal(
    en['rules-generic-counting-cambodian'],
    "Cambodian counting rules draw a game that the stronger side does not win in time. Once the weaker side is down to three pieces or fewer, counting its King and its pawns, a count starts, and the stronger side must give checkmate within 63 moves (the board's honour). Once the weaker side has only its King left and no pawn is left on the board, the count starts again from the number of pieces then on the board (the pieces' honour), and its limit is set by the first of these that the stronger side has (pieces: moves): Rook ×2: 7, Rook: 15, Khon ×2: 21, Knight ×2: 31, Khon: 43; with none of them, 63.",
  );
  assert.equal(en['rules-generic-first-move-right-fen'], "A FEN keeps these rights in its castling field: the file of each piece that still has its right, in upper case for White's pieces and in lower case for Black's (DEde at the start).");
  const first = enSaid.filter(([r]) => r === 'rules-generic-first-move-right').map(([, text]) => text);
  assert.deepEqual(first, [
    'The King has a first move of its own: as long as it has never moved, and not while it is in check, it may also make the moves below. Once it moves, the right is gone for good; in its moves above, “from its starting rank only” means this.',
    'The Met has a first move of its own: as long as it has never moved, it may also make the moves below. Once it moves, the right is gone for good; in its moves above, “from its starting rank only” means this.',
  ]);
  // Each sentence is followed by the piece's first moves in words: only moves, not captures,
  // without "from its starting rank only" (the sentence says when they apply).
  for (const lang of ['en', 'el']) {
    const lists = await firstMoveLists('cambodian', lang);
    assert.deepEqual(Object.keys(lists).sort(), ['K', 'M']);
    for (const [letter, items] of Object.entries(lists)) {
      assert.equal(items.length, 1, `${lang} ${letter}: ${items.join(' | ')}`);
      assert.ok(items[0].startsWith(letter === 'K' ? 'imfsN ' : 'imfD '), items[0]);
      assert.ok(items[0].includes(T(lang, 'betza-do-move-only')), items[0]);
      assert.ok(!items[0].includes(T(lang, 'betza-initial')), items[0]);
    }
    if (lang === 'en') assert.equal(lists.M[0], 'imfD Moves without capturing: a jump two squares straight, forward.');
  }
});

test('Cambodian chess: the king leaps like a knight and the met double-steps, once; the rights leave the FEN as they are used', async () => {
  const g = await createGame(env.server.base, { variant: 'cambodian', mode: 'hotseat' });
  const { context, page, errors } = await openGamePage(env.browser, env.server.base, g, 'el');
  let state = await getGame(env.server.base, g.id);
  assert.equal(rights(state.fen), 'DEde');
  // The second rank is empty from the start: the king may leap at once, to b2 or f2, beside its
  // steps. The met's double step waits for the pawn in front of it (e3) to move.
  assert.deepEqual(await destsShown(page, 'd1'), ['b2', 'c2', 'd2', 'e2', 'f2']);
  assert.deepEqual(await destsShown(page, 'e1'), ['d2', 'f2']);
  await play(page, 'd1b2', 1);
  state = await getGame(env.server.base, g.id);
  assert.equal(state.san.length, 1);
  assert.equal(rights(state.fen), 'Ede', 'the king has used its leap');
  await play(page, 'd6d5', 2);
  await play(page, 'e3e4', 3);
  // Black's met on d8 double-steps over the empty d7 onto d6.
  await play(page, 'd8d6', 4);
  state = await getGame(env.server.base, g.id);
  assert.equal(rights(state.fen), 'Ee');
  assert.deepEqual(await destsShown(page, 'e1'), ['d2', 'e3', 'f2']);
  await play(page, 'e1e3', 5);
  state = await getGame(env.server.base, g.id);
  assert.deepEqual(state.moves, ['d1b2', 'd6d5', 'e3e4', 'd8d6', 'e1e3']);
  assert.equal(rights(state.fen), 'e');
  // Black's king still has its leap (e8 to c7 or g7; d8 is free since its met left), and uses
  // it; no right is left.
  assert.deepEqual(await destsShown(page, 'e8'), ['c7', 'd7', 'd8', 'e7', 'f7', 'g7']);
  await play(page, 'e8g7', 6);
  state = await getGame(env.server.base, g.id);
  assert.equal(rights(state.fen), '-');
  // The white king on b2, its leap used, only steps.
  assert.deepEqual(await destsShown(page, 'b2'), ['a2', 'c2']);
  assert.deepEqual(errors, []);
  await context.close();
});

test("Cambodian chess: a rook ending its move on the king's file takes the king's leap away, even with a pawn between", async () => {
  const g = await createGame(env.server.base, { variant: 'cambodian', mode: 'hotseat', fen: '4k3/8/8/8/4P3/8/8/3K3R w De - 0 1' });
  const { context, page, errors } = await openGamePage(env.browser, env.server.base, g, 'pt');
  let state = await getGame(env.server.base, g.id);
  assert.ok(state.legal.includes('d1b2') && state.legal.includes('d1f2'), state.legal.join(' '));
  await play(page, 'h1e1', 1);
  state = await getGame(env.server.base, g.id);
  assert.equal(state.check, false);
  assert.equal(rights(state.fen), 'D', "Black's king has lost its leap");
  assert.deepEqual(await destsShown(page, 'e8'), ['d7', 'd8', 'e7', 'f7', 'f8']);
  assert.deepEqual(errors, []);
  await context.close();
});

/** The count line of the game page, once it says `text` (or is empty, for ''). */
async function countSays(page, text) {
  const line = page.locator('.game-page .count-rule');
  await page.waitForFunction((want) => document.querySelector('.game-page .count-rule')?.textContent === want, text, { timeout: 10_000 });
  return line;
}

test('Makruk: a running count is shown beside the status in moves, and a count run past its limit draws', async () => {
  // Black's bare king against a rook: 6 plies of 32 counted, in moves 3 of 16.
  const g = await createGame(env.server.base, { variant: 'makruk', mode: 'hotseat', fen: '8/8/4k3/8/8/2R1K3/8/8 b - 32 6 1' });
  const { context, page, errors } = await openGamePage(env.browser, env.server.base, g, 'en');
  const line = await countSays(page, 'Count: 3 of 16 moves');
  assert.equal(await line.getAttribute('role'), 'status');
  assert.equal(await line.getAttribute('aria-live'), 'polite');
  assert.equal(await line.isVisible(), true);
  assert.equal(T('en', 'game-count', { count: 3, limit: 16 }), 'Count: 3 of 16 moves');
  await play(page, 'e6d5', 1);
  let state = await getGame(env.server.base, g.id);
  assert.equal(state.fen.split(' ').slice(3, 5).join(' '), '32 7');
  await countSays(page, 'Count: 4 of 16 moves');
  await play(page, 'c3c4', 2);
  await countSays(page, 'Count: 4 of 16 moves');
  // Reviewing an earlier position shows its count.
  await page.keyboard.press('Home');
  await countSays(page, 'Count: 3 of 16 moves');
  await page.keyboard.press('End');
  await countSays(page, 'Count: 4 of 16 moves');
  assert.deepEqual(errors, []);
  await context.close();

  // The count at its limit: Black's next move runs past it, and the game is drawn.
  const h = await createGame(env.server.base, { variant: 'makruk', mode: 'hotseat', fen: '8/8/4k3/8/8/2R1K3/8/8 b - 32 32 1' });
  const last = await openGamePage(env.browser, env.server.base, h, 'el');
  await countSays(last.page, T('el', 'game-count', { count: 16, limit: 16 }));
  await play(last.page, 'e6d5', 1);
  await waitStatus(last.page, 'finished');
  state = await getGame(env.server.base, h.id);
  assert.equal(state.outcome.result, '1/2-1/2');
  assert.equal(state.outcome.reason, 'counting-rule');
  assert.equal(await last.page.locator('.result-banner .reason').innerText(), T('el', 'reason-counting-rule'));
  assert.deepEqual(last.errors, []);
  await last.context.close();

  // No count runs at the start: the line is empty, and takes no room.
  const s = await createGame(env.server.base, { variant: 'makruk', mode: 'hotseat' });
  const start = await openGamePage(env.browser, env.server.base, s, 'es');
  await play(start.page, 'e3e4', 1);
  const empty = await countSays(start.page, '');
  assert.equal((await empty.boundingBox())?.height ?? 0, 1);
  assert.deepEqual(start.errors, []);
  await start.context.close();
});

test('the designer: first-move rights, the rook’s rule, the frozen king and [rules.counting] written, read back, renamed, removed and refused at their fields', async () => {
  const lang = 'el';
  const { context, page, errors, fileText, typeFile, valid, hasText, lacksText, problemAt } = await openDesigner(env, lang);
  const row = (letter) => page.locator('.dz-piece').filter({ has: page.locator(`[data-piece="letter"][value="${letter}"]`) });
  const right = (letter) => row(letter).locator('[data-piece="first_move_right"]');
  const rule = page.locator('[data-path="rules.counting.rule"]');
  const role = (name) => page.locator(`[data-path="rules.counting.${name}"]`);
  const freezes = page.locator('[data-path="rules.check_freezes_king"]');
  const lostTo = (letter) => page.locator(`[data-path="rules.royal_right_lost_to"][value="${letter}"]`);
  const lostTicked = () => page.locator('[data-path="rules.royal_right_lost_to"]:checked').evaluateAll((els) => els.map((e) => e.value));
  const win = page.locator('[data-path="rules.win"]');

  // Chess: no count, no frozen king; no royal piece with a first-move right, so the rook's rule
  // is not asked.
  assert.equal(await rule.inputValue(), '');
  assert.equal(await page.locator('[data-el="countingParts"]').isHidden(), true);
  assert.equal(await page.locator('[data-field="rules.royal_right_lost_to"]').isHidden(), true);
  const offered = await rule.locator('option').evaluateAll((els) => els.map((e) => [e.value, e.textContent]));
  assert.deepEqual(offered, [
    ['', T(lang, 'designer-counting-none')],
    ...['makruk', 'cambodian', 'asean'].map((r) => [r, T(lang, `designer-counting-${r}`)]),
  ]);

  // Makruk's counting chosen: the roles filled from the pieces that move as a rook and a knight
  // (chess has no khon); the bishop made the khon by hand.
  await rule.selectOption('makruk');
  await hasText('[rules.counting]\nrule = "makruk"\nrook = "R"\nknight = "N"\n');
  await valid(true);
  assert.equal(await role('khon').inputValue(), '');
  await role('khon').selectOption('B');
  await hasText('[rules.counting]\nrule = "makruk"\nrook = "R"\nkhon = "B"\nknight = "N"\n');
  await valid(true);

  // Makpong's frozen king, and both refused in a game without checkmate, each in its own words.
  await freezes.check();
  await hasText('check_freezes_king = true\n');
  await valid(true);
  await win.selectOption('royal-capture');
  await valid(false);
  assert.equal(await problemAt('rules.check_freezes_king'), T(lang, 'designer-error-check-freezes-king-without-checkmate'));
  await freezes.uncheck();
  await lacksText('check_freezes_king');
  await valid(false);
  assert.equal(await problemAt('rules.counting'), T(lang, 'designer-error-counting-without-checkmate'));
  await win.selectOption('checkmate');
  await valid(true);
  // No count: the table leaves the file.
  await rule.selectOption('');
  await lacksText('[rules.counting]');
  assert.equal(await page.locator('[data-el="countingParts"]').isHidden(), true);
  await valid(true);

  // Cambodian chess's file read into the form.
  await typeFile(readFileSync(join(EXAMPLES, 'cambodian.toml'), 'utf8'));
  await valid(true);
  await page.waitForFunction(() => document.querySelector('[data-path="rules.counting.rule"]')?.value === 'cambodian');
  assert.equal(await right('K').isChecked(), true);
  assert.equal(await right('M').isChecked(), true);
  assert.equal(await right('S').isChecked(), false);
  assert.deepEqual(await lostTicked(), ['R']);
  assert.equal(await page.locator('[data-field="rules.royal_right_lost_to"]').isHidden(), false);
  assert.deepEqual([await role('rook').inputValue(), await role('khon').inputValue(), await role('knight').inputValue()], ['R', 'S', 'N']);
  assert.equal(await freezes.isChecked(), false);

  // The met's right taken off, and given back: the start's rights follow.
  await right('M').uncheck();
  await hasText('w De - 0 1"');
  assert.doesNotMatch(await fileText(), /betza = "FimfD"\nfirst_move_right = true/);
  await valid(true);
  await right('M').check();
  await hasText('w DEde - 0 1"');
  assert.match(await fileText(), /betza = "FimfD"\nfirst_move_right = true\n/);
  await valid(true);

  // The knight takes the king's leap away too; then the rook renamed and the knight removed: the
  // rule and the counting roles follow.
  await lostTo('N').check();
  await hasText('royal_right_lost_to = ["R", "N"]\n');
  await row('R').locator('[data-piece="letter"]').fill('T');
  await hasText('royal_right_lost_to = ["T", "N"]\n');
  await hasText('[rules.counting]\nrule = "cambodian"\nrook = "T"\nkhon = "S"\nknight = "N"\n');
  assert.equal(await role('rook').inputValue(), 'T');
  await row('N').locator('[data-act="remove"]').click();
  await hasText('royal_right_lost_to = ["T"]\n');
  await hasText('[rules.counting]\nrule = "cambodian"\nrook = "T"\nkhon = "S"\n');
  assert.doesNotMatch(await fileText(), /knight = /);
  assert.equal(await role('knight').inputValue(), '');
  assert.deepEqual(await lostTicked(), ['T']);
  await valid(true);

  // Without the king's right, the rook's rule is refused at its field.
  await right('K').uncheck();
  await hasText('w Ed - 0 1"');
  await valid(false);
  assert.equal(await problemAt('rules.royal_right_lost_to'), T(lang, 'designer-error-royal-right-without-right'));
  await right('K').check();
  await hasText('w DEde - 0 1"');
  await valid(true);

  // A pawn may not have a first-move right: refused at its row.
  const pawn = row('P');
  const at = await pawn.getAttribute('data-field');
  await pawn.locator('[data-piece="first_move_right"]').check();
  await valid(false);
  assert.equal(await problemAt(`${at}.first_move_right`), T(lang, 'designer-error-bad-first-move-right'));
  await pawn.locator('[data-piece="first_move_right"]').uncheck();
  await valid(true);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the board editor says what is wrong with a first-move right or a count, in the page language', async () => {
  const context = await env.browser.newContext({ baseURL: env.server.base, viewport: { width: 1200, height: 1000 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const verdict = page.locator('.editor-verdict');
  const open = async (id, fen, code) => {
    await page.goto(`/editor/${id}?lang=es&fen=${encodeURIComponent(fen)}`);
    await page.locator('.editor-page[data-state="ready"]').waitFor({ timeout: 20_000 });
    await page.locator(`.editor-verdict[data-code="${code}"]`).waitFor({ timeout: 5000 });
  };
  // No piece with a first-move right stands on f1 in Cambodian chess.
  await open('cambodian', 'rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DFde - 0 1', 'no-first-move-right');
  const problem = T('es', 'editor-error-no-first-move-right', { letter: 'F' });
  assert.ok((await verdict.textContent()).startsWith(T('es', 'editor-field-castling')), await verdict.textContent());
  assert.ok((await verdict.textContent()).endsWith(problem), await verdict.textContent());
  // A count of more plies than a FEN may give, in Makruk.
  await open('makruk', '8/8/4k3/8/8/2R1K3/8/8 b - 32 2000 1', 'bad-count');
  assert.ok((await verdict.textContent()).endsWith(T('es', 'editor-error-bad-count', { text: '2000' })), await verdict.textContent());
  // A good running count is kept as it is.
  await open('makruk', '8/8/4k3/8/8/2R1K3/8/8 b - 32 6 1', 'ok');
  assert.equal(await page.locator('input[name="fen"]').inputValue(), '8/8/4k3/8/8/2R1K3/8/8 b - 32 6 1');
  assert.deepEqual(errors, []);
  await context.close();
});
