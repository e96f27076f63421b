// Pieces that turn over (Kyoto shogi and Micro shogi of variants/examples), in the browser against
// the real server loading the example files: a piece of the hand that may go down either side
// up opens the picker (the piece and its promoted form, named in the page's language, the first
// one focused so the keyboard chooses), and the side chosen lands on the board (`+L` or `L` in
// the FEN); a drop typed as `+L@c3`; a promoted piece's move whose only form turns it back is
// sent as `a1a2-`, a promotion's as `b1b2+`, by dragging and by tapping; Micro shogi's quiet
// moves turn nothing and its captures turn the capturer; the analysis board (rules in the
// browser) and the rules page's Try-its do the same; the designer writes `demotes`,
// `by_capture` and `drops.promoted`, reads them back, and refuses them in its own words in a
// game where no piece promotes shogi-style; the rules pages say the three rules.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { initSync, WasmGame } from '../src/wasm/turnpan_wasm.js';
import { WEB, dragFromPocket, dragMove, getGame, screenshot, serverAndBrowser, squareCenter, tapMove, waitPly } from './harness.mjs';
import { LANGUAGES, T, fileRulesSaid, hotseatGame, promotionChoices, waitBoard } from './board-helpers.mjs';
import { openDesigner } from './designer-helpers.mjs';

initSync({ module: readFileSync(join(WEB, 'src', 'wasm', 'turnpan_wasm_bg.wasm')) });

const EXAMPLES = join(WEB, '..', 'variants', 'examples');
const env = serverAndBrowser({ variants: EXAMPLES });
const GAME = '.game-page .board-frame';
const kyotoFile = () => readFileSync(join(EXAMPLES, 'kyotoshogi.toml'), 'utf8');
const microFile = () => readFileSync(join(EXAMPLES, 'microshogi.toml'), 'utf8');

/** A hot-seat game of `variant` from `fen`, opened holding both seats. */
const hotseat = (variant, fen, lang = 'en') => hotseatGame(env, variant, fen, lang);

/** The placement of a game's position on the server. */
async function placement(g) {
  return (await getGame(env.server.base, g.id)).fen.split(' ')[0];
}

test('kyoto: a lance of the hand may go down either side up: the picker asks, and the side chosen lands', async () => {
  // Each side has a lance in hand; every empty square takes it either side up.
  const { g, context, page, errors } = await hotseat('kyotoshogi', '2k2/5/5/5/2K2[Ll] w - - 0 1', 'es');
  const legal = (await getGame(env.server.base, g.id)).legal;
  assert.ok(legal.includes('L@c3') && legal.includes('+L@c3'), legal.join(' '));

  // Dragged onto c3: the picker stands there, the promoted lance (a gold) on the square, the
  // lance below it, each named in Spanish; the dialog is named as the drop's choice.
  await dragFromPocket(page, 'white', 'l', 'c3', GAME);
  await page.locator(`${GAME} .promotion-choice`).first().waitFor();
  assert.deepEqual(await promotionChoices(page), [
    { letter: '+l', square: 'c3' },
    { letter: 'l', square: 'c2' },
  ]);
  assert.equal(await page.locator(`${GAME} .promotion-picker`).getAttribute('role'), 'dialog');
  assert.equal(await page.locator(`${GAME} .promotion-picker`).getAttribute('aria-label'), T('es', 'drop-side-title'));
  const promoted = T('es', 'piece-promoted-kind', { kind: T('es', 'piece-name-gold-general'), promoted: T('es', 'piece-promoted', { piece: T('es', 'piece-name-lance').toLowerCase() }) });
  assert.deepEqual(await page.locator(`${GAME} .promotion-choice`).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))), [promoted, T('es', 'piece-name-lance')]);
  await screenshot(page, 'kyotoshogi-drop-picker');
  // Escape takes the drop back: the lance is in the hand again, nothing was sent.
  await page.keyboard.press('Escape');
  await page.locator(`${GAME} .promotion-picker`).waitFor({ state: 'detached' });
  await waitBoard(page, (c) => !c.pieces.c3, 'c3 empty again');
  assert.equal((await getGame(env.server.base, g.id)).ply, 0);

  // Again: the promoted side is chosen by a click, and lands as `+L`.
  await dragFromPocket(page, 'white', 'l', 'c3', GAME);
  await page.locator(`${GAME} .promotion-choice[data-promote="+l"]`).click();
  await waitPly(page, 1);
  let state = await getGame(env.server.base, g.id);
  assert.deepEqual(state.moves, ['+L@c3']);
  assert.equal(state.san[0], '+L@c3');
  assert.equal(await placement(g), '2k2/5/2+L2/5/2K2[l]');
  await waitBoard(page, (c) => c.pieces.c3 === 'pl-piece white', 'the promoted lance on c3');

  // Black's lance, from the keyboard: the first choice has the focus; Tab reaches the lance,
  // Enter drops it as it is (`L`).
  await dragFromPocket(page, 'black', 'l', 'a4', GAME);
  await page.locator(`${GAME} .promotion-choice`).first().waitFor();
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.promote), '+l');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.promote), 'l');
  await page.keyboard.press('Enter');
  await waitPly(page, 2);
  state = await getGame(env.server.base, g.id);
  assert.deepEqual(state.moves, ['+L@c3', 'L@a4']);
  assert.equal(await placement(g), '2k2/l4/2+L2/5/2K2[]');
  await waitBoard(page, (c) => c.pieces.a4 === 'l-piece black', "Black's lance on a4");
  assert.deepEqual(errors, []);
  await context.close();
});

test('kyoto: a drop typed in the move box, either side up', async () => {
  const { g, context, page, errors } = await hotseat('kyotoshogi', '2k2/5/5/5/2K2[Ll] w - - 0 1', 'el');
  const box = page.locator('.move-entry input');
  // `+l@c3` (the letter in lower case) is the promoted drop, not the plain one.
  await box.fill('+l@c3');
  await box.press('Enter');
  await waitPly(page, 1);
  // And `L@b4`, Black's plain drop, is not taken for `+L@b4`.
  await box.fill('L@b4');
  await box.press('Enter');
  await waitPly(page, 2);
  const state = await getGame(env.server.base, g.id);
  assert.deepEqual(state.moves, ['+L@c3', 'L@b4']);
  assert.equal(await placement(g), '2k2/1l3/2+L2/5/2K2[]');
  assert.deepEqual(errors, []);
  await context.close();
});

test('kyoto: a move that can only turn the piece back is sent with -, one that can only promote with +', async () => {
  const { g, context, page, errors } = await hotseat('kyotoshogi', undefined, 'pt');
  const legal = (await getGame(env.server.base, g.id)).legal;
  // The promoted lance (a gold) on a1 only turns back; the silver on b1 only promotes.
  assert.ok(legal.includes('a1a2-') && !legal.includes('a1a2'), legal.join(' '));
  await waitBoard(page, (c) => c.pieces.a1 === 'pl-piece white', 'the promoted lance on a1');
  // Dragged: no picker, the move goes as `a1a2-`, and a lance stands on a2.
  await dragMove(page, 'a1', 'a2');
  await waitPly(page, 1);
  assert.equal(await page.locator(`${GAME} .promotion-choice`).count(), 0, 'no picker');
  let state = await getGame(env.server.base, g.id);
  assert.deepEqual(state.moves, ['a1a2-']);
  assert.equal(state.san[0], 'Ga2=L');
  assert.match(await placement(g), /\/L4\/1SK\+NP\[\]$/);
  await waitBoard(page, (c) => c.pieces.a2 === 'l-piece white', 'the lance on a2');
  // Black's promoted knight on b5 turns back too: tapped, then tapped on its square.
  assert.ok(state.legal.includes('b5b4-'), state.legal.join(' '));
  await tapMove(page, 'b5', 'b4');
  await waitPly(page, 2);
  // White's silver promotes (to a bishop), by tapping.
  await tapMove(page, 'b1', 'b2');
  await waitPly(page, 3);
  state = await getGame(env.server.base, g.id);
  assert.deepEqual(state.moves, ['a1a2-', 'b5b4-', 'b1b2+']);
  assert.equal(await placement(g), 'p1ks+l/1n3/5/L+S3/2K+NP[]');
  await waitBoard(page, (c) => c.pieces.b2 === 'ps-piece white' && c.pieces.b4 === 'n-piece black', 'the bishop on b2 and the knight on b4');
  assert.deepEqual(errors, []);
  await context.close();
});

test('micro shogi: a quiet move turns nothing; a capture turns the capturer without a picker', async () => {
  const { g, context, page, errors } = await hotseat('microshogi', 'k3/4/p3/P2P/3K[] w - - 0 1');
  let legal = (await getGame(env.server.base, g.id)).legal;
  assert.ok(legal.includes('d2d3') && !legal.includes('d2d3+'), legal.join(' '));
  await dragMove(page, 'd2', 'd3');
  await waitPly(page, 1);
  assert.deepEqual((await getGame(env.server.base, g.id)).moves, ['d2d3']);
  assert.equal(await placement(g), 'k3/4/p2P/P3/3K[]');
  await waitBoard(page, (c) => c.pieces.d3 === 'p-piece white', 'the pawn on d3, unturned');
  await dragMove(page, 'a5', 'b5');
  await waitPly(page, 2);
  // The pawn on a2 takes the pawn on a3: the capture must turn it (into a knight).
  legal = (await getGame(env.server.base, g.id)).legal;
  assert.ok(legal.includes('a2a3+') && !legal.includes('a2a3'), legal.join(' '));
  await dragMove(page, 'a2', 'a3');
  await waitPly(page, 3);
  assert.equal(await page.locator(`${GAME} .promotion-choice`).count(), 0, 'no picker');
  assert.deepEqual((await getGame(env.server.base, g.id)).moves, ['d2d3', 'a5b5', 'a2a3+']);
  assert.equal(await placement(g), '1k2/4/+P2P/4/3K[P]');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the analysis board (rules in the browser): a drop either side up, a move that turns back', async () => {
  const context = await env.browser.newContext({ baseURL: env.server.base, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const rules = (moves) => {
    const game = new WasmGame('kyotoshogi', kyotoFile());
    game.setPosition('2k2/5/5/5/2K2[Ll] w - - 0 1', moves);
    const s = JSON.parse(game.state());
    game.free();
    return s;
  };
  await page.goto(`/analysis/kyotoshogi?fen=${encodeURIComponent('2k2/5/5/5/2K2[Ll] w - - 0 1')}`);
  await waitPly(page, 0);
  const frame = '.analysis-page .board-frame';
  await page.locator(frame).waitFor();
  // The hand's lance dragged onto d2: the picker; the lance as it is.
  const slot = page.locator('.analysis-page .board-pocket[data-colour="white"] piece[data-role="l-piece"]');
  const at = await slot.boundingBox();
  const to = await squareCenter(page, 'd2', frame);
  await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 6 });
  await page.mouse.up();
  await page.locator(`${frame} .promotion-choice`).first().waitFor();
  // Below the middle the column runs upwards: the promoted lance on d2, the lance above it.
  assert.deepEqual(await promotionChoices(page, frame), [
    { letter: 'l', square: 'd3' },
    { letter: '+l', square: 'd2' },
  ]);
  await page.locator(`${frame} .promotion-choice[data-promote="l"]`).click();
  await waitPly(page, 1);
  assert.equal(await page.locator('.analysis-page').getAttribute('data-fen'), rules(['L@d2']).fen);
  // Black drops its lance promoted by keyboard choice, then White's lance on d2 moves: it
  // must promote (it is a lance), and goes as `d2d3+` without a picker.
  const black = page.locator('.analysis-page .board-pocket[data-colour="black"] piece[data-role="l-piece"]');
  const bat = await black.boundingBox();
  const bto = await squareCenter(page, 'a4', frame);
  await page.mouse.move(bat.x + bat.width / 2, bat.y + bat.height / 2);
  await page.mouse.down();
  await page.mouse.move(bto.x, bto.y, { steps: 6 });
  await page.mouse.up();
  await page.locator(`${frame} .promotion-choice`).first().waitFor();
  await page.keyboard.press('Enter');
  await waitPly(page, 2);
  assert.equal(await page.locator('.analysis-page').getAttribute('data-fen'), rules(['L@d2', '+L@a4']).fen);
  await dragMove(page, 'd2', 'd3', frame);
  await waitPly(page, 3);
  assert.equal(await page.locator(`${frame} .promotion-choice`).count(), 0, 'no picker');
  // Black's promoted lance (a gold) steps back: it turns back into a lance (`a4a5-`).
  await dragMove(page, 'a4', 'a5', frame);
  await waitPly(page, 4);
  const after = rules(['L@d2', '+L@a4', 'd2d3+', 'a4a5-']);
  assert.equal(await page.locator('.analysis-page').getAttribute('data-fen'), after.fen);
  assert.deepEqual(await page.locator('.move-tree .tree-move').allTextContents(), ['L@d2', '+L@a4', 'Ld3=G', 'Ga5=L']);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the rules pages say that pieces turn back, turn only by capturing, and go down either side up', async () => {
  for (const lang of LANGUAGES) {
    const kyoto = await fileRulesSaid(env, 'kyotoshogi', lang);
    for (const [rule, text] of kyoto) assert.ok(text.trim() && text !== rule && !text.includes('rules-generic-'), `${lang} ${rule}: ${text}`);
    const said = Object.fromEntries(kyoto);
    assert.equal(said['rules-generic-promotes-demotes'], T(lang, 'rules-generic-promotes-demotes', { mandatory: 'yes' }), lang);
    assert.equal(said['rules-generic-demotes-notation'], T(lang, 'rules-generic-demotes-notation'), lang);
    assert.equal(said['rules-generic-drops-promoted'], T(lang, 'rules-generic-drops-promoted'), lang);
    assert.ok(!('rules-generic-promotes-by-capture' in said), `${lang}: Kyoto's pieces turn on every move`);
    const micro = Object.fromEntries(await fileRulesSaid(env, 'microshogi', lang));
    assert.equal(micro['rules-generic-promotes-by-capture'], T(lang, 'rules-generic-promotes-by-capture', { demotes: 'yes' }), lang);
    assert.ok('rules-generic-promotes-demotes' in micro && 'rules-generic-drops-promoted' in micro, lang);
    // Minishogi: none of the three.
    const mini = (await fileRulesSaid(env, 'minishogi', lang)).map(([rule]) => rule);
    for (const rule of ['rules-generic-promotes-demotes', 'rules-generic-promotes-by-capture', 'rules-generic-demotes-notation', 'rules-generic-drops-promoted'])
      assert.ok(!mini.includes(rule), `${lang} minishogi: ${rule}`);
  }
  // In English, word for word; the rule after the promotion pairs, the notation after the
  // promotion's.
  const kyoto = await fileRulesSaid(env, 'kyotoshogi', 'en');
  const en = Object.fromEntries(kyoto);
  assert.equal(
    en['rules-generic-promotes-demotes'],
    'A promoted piece turns back into the piece it came from on the moves that could promote it, and must: each such move turns the piece over again.',
  );
  assert.equal(en['rules-generic-demotes-notation'], 'A move that turns a piece back is written with the letter of the piece it becomes, as in Rb4=P, or in engine form with a -, as in b2b4-.');
  assert.equal(
    en['rules-generic-drops-promoted'],
    'A piece in hand that promotes may be dropped either side up: as itself, or as its promoted form. When both are possible, the board asks which; a drop of the promoted form is written with a + before the letter, as in +P@c3.',
  );
  const order = kyoto.map(([rule]) => rule);
  assert.ok(order.indexOf('rules-generic-promotes-mandatory') < order.indexOf('rules-generic-promotes-demotes'), order.join(' '));
  assert.equal(order.indexOf('rules-generic-demotes-notation'), order.indexOf('rules-generic-promotes-notation') + 1, order.join(' '));
  const micro = Object.fromEntries(await fileRulesSaid(env, 'microshogi', 'en'));
  assert.equal(micro['rules-generic-promotes-by-capture'], 'Pieces promote, and turn back, only by capturing: a move that captures nothing leaves the piece as it is.');
});

test("the rules page's Try-its: the rook (a pawn's other side) turns back as it moves, the lance promotes", async () => {
  const context = await env.browser.newContext({ baseURL: env.server.base });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/rules/kyotoshogi?lang=en');
  for (const [id, from, to] of [
    ['generic-r', 'c3', 'a3'],
    ['generic-l', 'c3', 'c5'],
  ]) {
    const box = `.tryit[data-tryit="${id}"]`;
    const frame = `${box} .board-frame`;
    await page.locator(frame).waitFor({ timeout: 20_000 });
    await page.locator(frame).scrollIntoViewIfNeeded();
    await dragMove(page, from, to, frame);
    await page.locator(`${box}[data-state="right"]`).waitFor();
    assert.equal(await page.locator(`${frame} .promotion-choice`).count(), 0, `${id}: no picker`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('the designer: demotes, by_capture and promoted drops written, read back, and refused without a piece that promotes', async () => {
  const lang = 'el';
  const { context, page, errors, fileText, typeFile, valid, hasText, lacksText, problemAt } = await openDesigner(env, lang);
  const box = (path) => page.locator(`[data-path="${path}"]`);
  const row = (letter) => page.locator('.dz-piece').filter({ has: page.locator(`[data-piece="letter"][value="${letter}"]`) });

  // Chess has no piece that promotes shogi-style: each rule is refused at its box, in Greek.
  assert.equal(await page.locator('[data-field="promotion.demotes"] label').innerText(), T(lang, 'designer-promotion-demotes'));
  await box('promotion.demotes').check();
  await hasText('demotes = true\n');
  await valid(false);
  assert.equal(await problemAt('promotion.demotes'), T(lang, 'designer-error-demotes-without-promotes-to'));
  await box('promotion.demotes').uncheck();
  await lacksText('demotes');
  await valid(true);
  await box('promotion.by_capture').check();
  await hasText('by_capture = true\n');
  await valid(false);
  assert.equal(await problemAt('promotion.by_capture'), T(lang, 'designer-error-by-capture-without-promotes-to'));
  await box('promotion.by_capture').uncheck();
  await lacksText('by_capture');
  await box('drops.on').check();
  await hasText('[drops]\n');
  assert.equal(await page.locator('[data-field="drops.promoted"] label').innerText(), T(lang, 'designer-drops-promoted'));
  await box('drops.promoted').check();
  await hasText('promoted = true\n');
  await valid(false);
  assert.equal(await problemAt('drops.promoted'), T(lang, 'designer-error-promoted-drops-without-promotes-to'));

  // The knight promotes to the bishop: all three written in their tables, and the game is good.
  await row('N').locator('[data-piece="promotes_to"]').selectOption('B');
  await valid(true);
  await box('promotion.demotes').check();
  await box('promotion.by_capture').check();
  await hasText('by_capture = true\n');
  await valid(true);
  const written = await fileText();
  assert.match(written, /\[promotion\]\nzone = 1\npieces = \[[^\]]*\]\ndemotes = true\nby_capture = true\n/);
  assert.match(written, /\[drops\]\ncaptures_to_hand = true\ndemote_promoted = true\npawns_on_first_rank = false\npromoted = true\n/);
  // Off again: the file says nothing of them.
  await box('promotion.by_capture').uncheck();
  await lacksText('by_capture');
  await box('drops.promoted').uncheck();
  await lacksText('\npromoted = true');
  assert.match(await fileText(), /demotes = true\n/);

  // Kyoto's and Micro shogi's files read into the form: the boxes show them.
  await typeFile(kyotoFile());
  await valid(true);
  await page.waitForFunction(() => document.querySelector('[data-path="drops.promoted"]')?.checked === true);
  assert.equal(await box('promotion.demotes').isChecked(), true);
  assert.equal(await box('promotion.mandatory').isChecked(), true);
  assert.equal(await box('promotion.by_capture').isChecked(), false);
  await typeFile(microFile());
  await valid(true);
  await page.waitForFunction(() => document.querySelector('[data-path="promotion.by_capture"]')?.checked === true);
  assert.equal(await box('promotion.demotes').isChecked(), true);
  assert.equal(await box('drops.promoted').isChecked(), true);
  // A box changed on a read file: written back in place, the rest kept.
  await box('promotion.by_capture').uncheck();
  await lacksText('by_capture');
  await valid(true);
  assert.match(await fileText(), /demotes = true\n/);
  assert.match(await fileText(), /\[drops\]\n(?:[^\n]*\n)*?promoted = true\n/);
  // `demotes` in a game without promotes_to, typed into the file: refused at the field.
  await typeFile(readFileSync(join(EXAMPLES, 'crazyhouse.toml'), 'utf8').replace('pieces = ["Q", "R", "B", "N"]', 'pieces = ["Q", "R", "B", "N"]\ndemotes = true'));
  await valid(false);
  assert.equal(await problemAt('promotion.demotes'), T(lang, 'designer-error-demotes-without-promotes-to'));
  assert.deepEqual(errors, []);
  await context.close();
});
