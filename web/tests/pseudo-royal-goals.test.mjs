// Spartan chess, Sho shogi and Dobutsu shogi (variants/examples) in the browser, against the real
// server loading the example files. Spartan chess: Black's two kings are in check only both
// together (pseudo_royal_check = "all"), so Black may leave one attacked, never both, a duple check
// is marked on both kings, and a king may be lost. Sho shogi: the drunk elephant promotes to a
// crown prince through the picker, and while a side has king and prince neither is guarded
// (pseudo_royal_check = "last"). Dobutsu shogi: a lion on the far rank wins only where nothing
// attacks it (goal_safe), at once or after the opponent's move, and the banner names the lion.
// The rules pages say these rules from the files (in English and Greek), and the designer writes
// both fields and reads them back, refusing them at their fields (in Portuguese), and offers "no
// royal piece" as a choice, so games like Spartan chess and Sho shogi are made in the form (in
// Greek).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { WEB, createGame, dragFromPocket, dragMove, getGame, openGamePage, serverAndBrowser, waitPly, waitStatus } from './harness.mjs';
import { T, boardContents, fileRulesSaid, hasDests, promotionChoices, waitBoard } from './board-helpers.mjs';
import { designerTools } from './designer-helpers.mjs';

const EXAMPLES = join(WEB, '..', 'variants', 'examples');
const env = serverAndBrowser({ variants: EXAMPLES });
const FRAME = '.game-page .board-frame';

/** The squares the board marks as in check, by wire square, sorted. */
async function checkMarks(page) {
  return (await boardContents(page, FRAME)).checks;
}

/** Waits until the board marks exactly `squares` as in check (it draws on its next frame). */
async function expectCheckMarks(page, squares, what) {
  const deadline = Date.now() + 4000;
  for (;;) {
    const marks = await checkMarks(page);
    if (JSON.stringify(marks) === JSON.stringify(squares)) return;
    if (Date.now() > deadline) return assert.deepEqual(marks, squares, what);
    await page.waitForTimeout(50);
  }
}

/** Plays a move on the board by dragging, and waits for the ply it makes. */
async function play(page, from, to, ply) {
  await dragMove(page, from, to);
  await waitPly(page, ply);
}

/** The counts of a side's pocket, as `{ c: 1, ... }`. */
async function pocket(page, colour) {
  return page
    .locator(`.game-page .board-pocket[data-colour="${colour}"] piece`)
    .evaluateAll((els) => Object.fromEntries(els.map((e) => [e.dataset.role.replace('-piece', ''), Number(e.dataset.nb)])));
}

/** Waits until a side's pocket holds `count` of the piece `role` (drawn on the board's next frame). */
async function expectInPocket(page, colour, role, count) {
  const deadline = Date.now() + 4000;
  for (;;) {
    const held = await pocket(page, colour);
    if ((held[role] ?? 0) === count) return;
    if (Date.now() > deadline) return assert.equal(held[role] ?? 0, count, `${colour}'s pocket: ${JSON.stringify(held)}`);
    await page.waitForTimeout(50);
  }
}

/** The goal squares marked on the game's board. */
const goalMarks = (page) => page.locator('.game-page .square-marks[data-layer="goal"] .goal-square').evaluateAll((els) => els.map((e) => e.dataset.square).sort());

test('the rules pages say how Spartan and Sho shogi kings are guarded and that a Dobutsu lion must arrive safe', async () => {
  for (const lang of ['en', 'el']) {
    const king = T(lang, 'piece-name-king');
    const spartan = await fileRulesSaid(env, 'spartan', lang);
    assert.deepEqual(spartan.slice(0, 2), [
      ['rules-generic-pseudo-royal-all', T(lang, 'rules-generic-pseudo-royal-all', { pieces: king, count: 1 })],
      ['rules-generic-pseudo-royal-promotes', T(lang, 'rules-generic-pseudo-royal-promotes', { piece: king, pawn: T(lang, 'piece-name-hoplite'), check: 'all' })],
    ]);
    // Not the sentence of a game with a royal piece, which would name one.
    assert.ok(!spartan.some(([rule]) => rule === 'rules-generic-pseudo-royal'), JSON.stringify(spartan));

    const sho = await fileRulesSaid(env, 'shoshogi', lang);
    const pair = new Intl.ListFormat(lang, { type: 'conjunction' }).format([king, T(lang, 'piece-name-crown-prince')]);
    assert.deepEqual(sho.slice(0, 2), [
      ['rules-generic-pseudo-royal-last', T(lang, 'rules-generic-pseudo-royal-last', { pieces: pair, count: 2 })],
      ['rules-generic-pseudo-royal-promotes', T(lang, 'rules-generic-pseudo-royal-promotes', { piece: T(lang, 'piece-name-crown-prince'), pawn: T(lang, 'piece-name-drunk-elephant'), check: 'last' })],
    ]);

    const dobutsu = await fileRulesSaid(env, 'dobutsu', lang);
    const rules = dobutsu.map(([rule]) => rule);
    assert.ok(!rules.includes('rules-generic-goal-pieces'), 'the safe goal replaces the plain one');
    assert.deepEqual(
      dobutsu.find(([rule]) => rule === 'rules-generic-goal-safe'),
      ['rules-generic-goal-safe', T(lang, 'rules-generic-goal-safe', { pieces: T(lang, 'piece-name-lion'), squares: 'a4, b4, c4' })],
    );
    assert.ok(rules.indexOf('rules-generic-goal-safe') < rules.indexOf('rules-generic-goal-sides'), rules.join(' '));
  }
  // In English, word for word.
  const [[, all], [, hoplite]] = await fileRulesSaid(env, 'spartan', 'en');
  assert.equal(
    all,
    "There is no royal piece: the King stands in for it, and a side may have more than one. A side is in check only when every King it has is attacked at once, and no move may leave them all attacked; so a side with two may leave one attacked, and even lose it. A side's last King is guarded like a king in chess. A player in check who cannot get out of it is checkmated.",
  );
  assert.equal(hoplite, 'A Hoplite that promotes to a King gives its side one more.');
  const [[, last], [, elephant]] = await fileRulesSaid(env, 'shoshogi', 'en');
  assert.equal(
    last,
    "There is no royal piece: pieces of these kinds (King and Crown prince) stand in for it, but only the last one a side has. While a side has two or more of them, none is guarded, and any may be taken; a side's last one may never be left attacked, an attack on it is check, and a player who cannot save it is checkmated.",
  );
  assert.equal(elephant, "A Drunk elephant that promotes to a Crown prince gives its side one more; the piece that was the side's last one must still stand unattacked after that move.");
  const safe = Object.fromEntries(await fileRulesSaid(env, 'dobutsu', 'en'))['rules-generic-goal-safe'];
  assert.equal(
    safe,
    "A piece of these kinds (Lion) standing on one of these squares wins as long as no enemy piece attacks it there: a4, b4, c4. One that could be taken at once has not won yet, but wins as soon as nothing attacks it, after either side's move. If both sides have such a piece there, the game is drawn. The squares are marked on the board.",
  );
});

test('Spartan chess: Black may leave one of its kings attacked but never both; a duple check marks both; a king may be lost', async () => {
  const g = await createGame(env.server.base, { variant: 'spartan', mode: 'hotseat' });
  const { context, page, errors } = await openGamePage(env.browser, env.server.base, g);
  const { pieces } = await boardContents(page);
  assert.deepEqual(
    Object.entries(pieces).filter(([, p]) => p === 'k-piece black').map(([sq]) => sq).sort(),
    ['c8', 'f8'],
  );
  // 1. e4 fg6 (the hoplite steps off the f-file) 2. Qf3: the king on f8 is attacked, c8's not.
  await play(page, 'e2', 'e4', 1);
  await play(page, 'f7', 'g6', 2);
  await play(page, 'd1', 'f3', 3);
  let state = await getGame(env.server.base, g.id);
  assert.deepEqual(state.san, ['e4', 'fg6', 'Qf3']);
  assert.equal(state.check, false, 'one king of two attacked is no check');
  assert.deepEqual(state.checked, []);
  await expectCheckMarks(page, [], 'no check mark');
  // Black may leave f8 attacked, even step the king along the file.
  for (const move of ['a7b6', 'b7c6', 'f8f7']) assert.ok(state.legal.includes(move), `${move} in ${state.legal.join(' ')}`);
  await play(page, 'a7', 'b6', 4);
  assert.equal((await getGame(env.server.base, g.id)).san.at(-1), 'ab6');

  // 3. Ba6: the hoplite on b7 now shields c8 from the bishop while f8 stands attacked; b7-c6
  // (or its double step to d5) would leave both kings attacked, and is not offered.
  await play(page, 'f1', 'a6', 5);
  state = await getGame(env.server.base, g.id);
  assert.equal(state.check, false);
  assert.ok(!state.legal.includes('b7c6') && !state.legal.includes('b7d5'), state.legal.join(' '));
  assert.ok(state.legal.includes('f8f7'), 'f8 may still be left attacked');
  assert.equal(await hasDests(page, 'b7'), false, 'no move for the hoplite on b7');
  await dragMove(page, 'b7', 'c6');
  await page.waitForTimeout(400);
  assert.equal((await getGame(env.server.base, g.id)).ply, 5, 'b7-c6 was not played');
  assert.equal((await boardContents(page)).pieces.b7, 'h-piece black');

  // 3... bc5 4. Bxb7+: both kings attacked, a duple check: both marked, and only the moves that
  // save one of them.
  await play(page, 'b6', 'c5', 6);
  await play(page, 'a6', 'b7', 7);
  state = await getGame(env.server.base, g.id);
  assert.equal(state.san.at(-1), 'Bxb7+');
  assert.equal(state.check, true);
  assert.deepEqual([...state.checked].sort(), ['c8', 'f8']);
  assert.deepEqual([...state.legal].sort(), ['a8b7', 'b8b7', 'c8b7', 'd7f5', 'e7f6', 'g6f5', 'g7f6', 'g8f6', 'g8f7', 'h7f5', 'h8f6']);
  await expectCheckMarks(page, ['c8', 'f8'], 'both kings marked');
  assert.equal(await hasDests(page, 'f8'), false, 'the king on f8 has nowhere safe for both');

  // 4... Kxb7: the king on c8 takes the bishop; f8 is still attacked, and that is no check.
  await play(page, 'c8', 'b7', 8);
  state = await getGame(env.server.base, g.id);
  assert.equal(state.san.at(-1), 'Kxb7');
  assert.equal(state.check, false);
  await expectCheckMarks(page, [], 'no check mark after Kxb7');

  // 5. Qxf8: a king taken, and the game goes on with Black's last king.
  await play(page, 'f3', 'f8', 9);
  state = await getGame(env.server.base, g.id);
  assert.equal(state.san.at(-1), 'Qxf8');
  assert.equal(state.status, 'playing');
  assert.equal(state.outcome ?? null, null);
  assert.equal([...state.fen.split(' ')[0]].filter((c) => c === 'k').length, 1);
  const after = await waitBoard(page, (b) => b.pieces.f8 === 'q-piece white', 'the queen on f8');
  assert.deepEqual(
    Object.entries(after.pieces).filter(([, p]) => p === 'k-piece black').map(([sq]) => sq),
    ['b7'],
  );
  assert.deepEqual(errors, []);
  await context.close();
});

test('Sho shogi: the drunk elephant promotes to a crown prince; with king and prince, neither is guarded', async () => {
  const g = await createGame(env.server.base, { variant: 'shoshogi', mode: 'hotseat' });
  const { context, page, errors } = await openGamePage(env.browser, env.server.base, g);
  const frame = await page.locator(FRAME).evaluate((el) => [el.dataset.files, el.dataset.ranks]);
  assert.deepEqual(frame, ['9', '9']);
  // The elephant walks up the board (e2-e3-d4-e5-e6) while Black moves its edge pawns.
  const line = ['e3e4', 'i7i6', 'e2e3', 'i6i5', 'e3d4', 'i5i4', 'd4e5', 'a7a6', 'e5e6', 'a6a5'];
  for (const [i, m] of line.entries()) await play(page, m.slice(0, 2), m.slice(2), i + 1);
  let state = await getGame(env.server.base, g.id);
  assert.deepEqual(state.moves, line);
  assert.ok(state.legal.includes('e6e7') && state.legal.includes('e6e7+'), state.legal.join(' '));
  // Into the zone, taking the pawn on e7: the picker offers the crown prince and the elephant.
  await dragMove(page, 'e6', 'e7');
  await page.locator(`${FRAME} .promotion-choice`).first().waitFor();
  assert.deepEqual(await promotionChoices(page), [
    { letter: '+e', square: 'e7' },
    { letter: 'e', square: 'e6' },
  ]);
  await page.locator(`${FRAME} .promotion-choice[data-promote="+e"]`).click();
  await waitPly(page, 11);
  state = await getGame(env.server.base, g.id);
  assert.equal(state.moves.at(-1), 'e6e7+');
  assert.equal(state.san.at(-1), 'Exe7=J');
  assert.equal(state.fen.split(' ')[0], 'lnsgkgsnl/1r2e2b1/1ppp+Eppp1/9/p8/4P3p/PPPP1PPPP/1B5R1/LNSGKGSNL');
  await waitBoard(page, (b) => b.pieces.e7 === 'pe-piece white', 'the crown prince on e7');
  assert.equal(state.check, false);

  // 11... a4: the prince stands attacked by the elephant on e8, and White, with its king too, is
  // not in check: it may leave the prince there, or even step it next to Black's king.
  await play(page, 'a5', 'a4', 12);
  state = await getGame(env.server.base, g.id);
  assert.equal(state.check, false);
  assert.deepEqual(state.checked, []);
  await expectCheckMarks(page, [], 'no check mark on the attacked prince');
  for (const move of ['c3c4', 'e7e8']) assert.ok(state.legal.includes(move), `${move} in ${state.legal.join(' ')}`);
  await play(page, 'c3', 'c4', 13);
  // Black takes the prince: legal, and the game goes on with White's king, now its last one.
  state = await getGame(env.server.base, g.id);
  assert.ok(state.legal.includes('e8e7'), state.legal.join(' '));
  await play(page, 'e8', 'e7', 14);
  state = await getGame(env.server.base, g.id);
  assert.equal(state.san.at(-1), 'Exe7');
  assert.equal(state.status, 'playing');
  assert.ok(!state.fen.split(' ')[0].includes('+E'), state.fen);
  await waitBoard(page, (b) => b.pieces.e7 === 'e-piece black', 'the black elephant on e7');
  assert.deepEqual(errors, []);
  await context.close();
});

test('Dobutsu shogi: a lion that reaches the far rank where nothing attacks it wins; an attacked one not yet', async () => {
  // 1. Lc2 La3 2. Lc3 Cxb2 3. Exb2 C@c2 (a drop from Black's hand) 4. Lxc4: nothing attacks c4.
  const g = await createGame(env.server.base, { variant: 'dobutsu', mode: 'hotseat' });
  const { context, page, errors } = await openGamePage(env.browser, env.server.base, g, 'es');
  assert.deepEqual(await page.locator(FRAME).evaluate((el) => [el.dataset.files, el.dataset.ranks]), ['3', '4']);
  assert.deepEqual(await goalMarks(page), ['a1', 'a4', 'b1', 'b4', 'c1', 'c4']);
  await play(page, 'b1', 'c2', 1);
  await play(page, 'b4', 'a3', 2);
  await play(page, 'c2', 'c3', 3);
  await play(page, 'b3', 'b2', 4);
  await expectInPocket(page, 'black', 'c', 1);
  await play(page, 'a1', 'b2', 5);
  await expectInPocket(page, 'white', 'c', 1);
  // Black's chick dropped from the pocket onto c2.
  await dragFromPocket(page, 'black', 'c', 'c2');
  await waitPly(page, 6);
  await expectInPocket(page, 'black', 'c', 0);
  let state = await getGame(env.server.base, g.id);
  assert.deepEqual(state.moves, ['b1c2', 'b4a3', 'c2c3', 'b3b2', 'a1b2', 'C@c2']);
  assert.equal(state.status, 'playing');
  await play(page, 'c3', 'c4', 7);
  await waitStatus(page, 'finished');
  state = await getGame(env.server.base, g.id);
  assert.equal(state.san.at(-1), 'Lxc4');
  assert.deepEqual(state.outcome, { result: '1-0', reason: 'goal-reached', winner: 'white' });
  // The lion that arrived is named (the game has no king).
  assert.equal(await page.locator('.result-banner .reason').innerText(), T('es', 'reason-goal-reached', { winner: 'white', loser: 'black', piece: T('es', 'piece-name-lion') }));
  assert.deepEqual(errors, []);
  await context.close();

  // 1. Lc2 La3 2. Lc3 Gb4 3. Lxc4: the giraffe on b4 attacks c4, and the game goes on; 3... Ga4
  // leaves the lion unattacked, and White has won after Black's move.
  const h = await createGame(env.server.base, { variant: 'dobutsu', mode: 'hotseat' });
  const second = await openGamePage(env.browser, env.server.base, h);
  const moves = ['b1c2', 'b4a3', 'c2c3', 'a4b4', 'c3c4'];
  for (const [i, m] of moves.entries()) await play(second.page, m.slice(0, 2), m.slice(2), i + 1);
  state = await getGame(env.server.base, h.id);
  assert.equal(state.san.at(-1), 'Lxc4');
  assert.equal(state.status, 'playing', 'an attacked lion has not arrived');
  assert.equal(state.outcome ?? null, null);
  assert.ok(state.legal.includes('b4c4'), 'Black may take it');
  await play(second.page, 'b4', 'a4', 6);
  await waitStatus(second.page, 'finished');
  state = await getGame(env.server.base, h.id);
  assert.deepEqual(state.outcome, { result: '1-0', reason: 'goal-reached', winner: 'white' });
  assert.deepEqual(second.errors, []);
  await second.context.close();
});

test('the designer: how guarded pieces are in check and a goal that must be safe, written and read back, refused at their fields', async () => {
  const context = await env.browser.newContext({ baseURL: env.server.base, viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/variants/new?from=chess&lang=pt');
  await page.locator('.designer[data-state="ready"]').waitFor({ timeout: 20_000 });
  const { fileText, typeFile, valid, hasText, lacksText, problemAt } = designerTools(page);

  // A goal that counts only where nothing attacks the piece (Dobutsu shogi), beside goal squares.
  const safe = page.locator('[data-path="rules.goal_safe"]');
  assert.equal(await safe.isChecked(), false);
  await page.locator('[data-path="rules.goal_squares"]').fill('d4 e4 d5 e5');
  await hasText('goal_squares = ["d4", "e4", "d5", "e5"]');
  await safe.check();
  await hasText('goal_safe = true\n');
  await valid(true);
  // Not with a goal held for a turn: refused at the box, in Portuguese.
  await page.locator('[data-path="rules.goal_hold"]').check();
  await valid(false);
  assert.equal(await problemAt('rules.goal_safe'), T('pt', 'designer-error-goal-safe-with-hold-or-reply'));
  await page.locator('[data-path="rules.goal_hold"]').uncheck();
  await valid(true);
  // Nor without goal squares.
  await page.locator('[data-path="rules.goal_squares"]').fill('');
  await valid(false);
  assert.equal(await problemAt('rules.goal_safe'), T('pt', 'designer-error-needs-goal-squares'));
  await page.locator('[data-path="rules.goal_squares"]').fill('d4');
  await valid(true);
  await safe.uncheck();
  await lacksText('goal_safe');
  await valid(true);
  // Dobutsu shogi's file read into the form: the box ticked; unticked, the file loses the line.
  await typeFile(readFileSync(join(EXAMPLES, 'dobutsu.toml'), 'utf8'));
  await valid(true);
  await page.waitForFunction(() => document.querySelector('[data-path="rules.goal_safe"]')?.checked === true);
  await safe.uncheck();
  await lacksText('goal_safe');
  await valid(true);

  // How pieces guarded like the king are in check: not asked while no piece is so guarded.
  await typeFile(readFileSync(join(WEB, '..', 'variants', 'chess.toml'), 'utf8').replace('id = "chess"', 'id = "my-chess"'));
  await page.waitForFunction(() => document.querySelector('[data-index="1"] [data-piece="letter"]')?.value === 'Q');
  await valid(true);
  const mode = page.locator('[data-path="rules.pseudo_royal_check"]');
  const modeField = page.locator('.dz-form [data-field="rules.pseudo_royal_check"]');
  await modeField.waitFor({ state: 'hidden' });
  // The queens guarded like the king: asked, at "each" (the default, which the file omits).
  const queen = page.locator('[data-index="1"] [data-piece="pseudo_royal"]');
  await queen.check();
  await hasText('betza = "Q"\npseudo_royal = true\n');
  await modeField.waitFor({ state: 'visible' });
  assert.equal(await mode.inputValue(), 'each');
  const options = await mode.locator('option').evaluateAll((els) => els.map((e) => [e.value, e.textContent]));
  assert.deepEqual(options, ['each', 'all', 'last'].map((m) => [m, T('pt', `designer-pseudo-royal-check-${m}`)]));
  assert.ok(!(await fileText()).includes('pseudo_royal_check'));
  await valid(true);
  // "all" beside chess's royal king: written, and refused at the choice.
  await mode.selectOption('all');
  await hasText('pseudo_royal_check = "all"\n');
  await valid(false);
  assert.equal(await problemAt('rules.pseudo_royal_check'), T('pt', 'designer-error-pseudo-royal-check-with-royal'));
  // The queens no longer guarded: the rule has no piece to be about. The choice stays shown,
  // since the file says it, with the problem.
  await queen.uncheck();
  await lacksText('pseudo_royal = true');
  await valid(false);
  assert.equal(await problemAt('rules.pseudo_royal_check'), T('pt', 'designer-error-pseudo-royal-check-without-pseudo-royal'));
  assert.equal(await modeField.isVisible(), true);
  assert.equal(await mode.inputValue(), 'all');
  // Back to "each": nothing written, the file is good, and the choice is not asked.
  await mode.selectOption('each');
  await lacksText('pseudo_royal_check');
  await valid(true);
  await modeField.waitFor({ state: 'hidden' });
  // Spartan chess's file read into the form: "all"; "last" written back, and the game is good.
  await typeFile(readFileSync(join(EXAMPLES, 'spartan.toml'), 'utf8'));
  await valid(true);
  await page.waitForFunction(() => document.querySelector('[data-path="rules.pseudo_royal_check"]')?.value === 'all');
  assert.equal(await modeField.isVisible(), true);
  await mode.selectOption('last');
  await hasText('pseudo_royal_check = "last"\n');
  await valid(true);
  assert.match(await fileText(), /name = "King"\nbetza = "K"\npseudo_royal = true\n/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the designer: "no royal piece" is a choice of its own, so Spartan chess and Sho shogi can be made in the form', async () => {
  const context = await env.browser.newContext({ baseURL: env.server.base, viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/variants/new?from=chess&lang=el');
  await page.locator('.designer[data-state="ready"]').waitFor({ timeout: 20_000 });
  const { typeFile, valid, hasText, lacksText, problemAt } = designerTools(page);
  const none = page.locator('[data-el="noRoyal"]');
  /** The letters whose royal choice is ticked. */
  const royal = () => page.locator('.dz-piece').evaluateAll((rows) => rows.filter((r) => r.querySelector('[data-piece="royal"]').checked).map((r) => r.querySelector('[data-piece="letter"]').value));

  // Chess: the king is royal, "none" not chosen; its label is the page's language.
  assert.deepEqual(await royal(), ['K']);
  assert.equal(await none.isChecked(), false);
  assert.equal((await page.locator('.dz-no-royal').innerText()).trim(), T('el', 'designer-no-royal'));
  // "None" chosen: no royal line in the file, and a checkmate game without one is refused as before.
  await none.check();
  await lacksText('\nroyal = true');
  assert.deepEqual(await royal(), []);
  await valid(false);
  // The king royal again: the game is good.
  await page.locator('[data-index="0"] [data-piece="royal"]').check();
  await hasText('\nroyal = true');
  assert.equal(await none.isChecked(), false);
  await valid(true);

  // Spartan chess's file: no royal piece, so "none" is the choice shown.
  await typeFile(readFileSync(join(EXAMPLES, 'spartan.toml'), 'utf8'));
  await valid(true);
  await page.waitForFunction(() => document.querySelector('[data-el="noRoyal"]')?.checked === true);
  assert.deepEqual(await royal(), []);
  // Sho shogi's: its king made royal in the form, guarding only the last one beside a royal
  // piece is refused…
  await typeFile(readFileSync(join(EXAMPLES, 'shoshogi.toml'), 'utf8'));
  await page.waitForFunction(() => document.querySelector('[data-index="0"] [data-piece="letter"]')?.value === 'K' && document.querySelectorAll('.dz-piece').length === 16);
  await valid(true);
  assert.equal(await none.isChecked(), true);
  await page.locator('[data-index="0"] [data-piece="royal"]').check();
  await hasText('\nroyal = true');
  await valid(false);
  assert.equal(await problemAt('rules.pseudo_royal_check'), T('el', 'designer-error-pseudo-royal-check-with-royal'));
  // …and "none" in the form, not the file, makes it good again.
  await none.check();
  await lacksText('\nroyal = true');
  await valid(true);
  assert.deepEqual(await royal(), []);
  assert.deepEqual(errors, []);
  await context.close();
});
