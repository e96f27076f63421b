// Chess960 (variants/examples/chess960.toml, `[castling] chess960`) in the browser, against the
// real server loading the example files. The king dragged onto its own rook castles long
// (`b1a1`, O-O-O, the king to c1 and the rook to d1) and Black's king tapped onto its rook castles
// short (`b8g8`); typed `O-O` and `0-0-0` castle too. A game made without a FEN starts from a
// shuffled first rank (the king between the rooks, the bishops on both colours, Black's rank the
// mirror of White's). S-chess 960 still offers the gates when castling: on the king's square
// only (`f1d1h`, the king onto its rook) or on both squares (`a1b1h`, the piece on the rook's).
// The analysis board castles the same way with the rules in the browser. The rules page says
// how the first rank is shuffled and how castling is played, in English and in Greek; the
// designer writes `chess960 = true`, reads it back and refuses it beside castling by drops.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { WEB, createGame, dragMove, getGame, openGamePage, screenshot, serverAndBrowser, tapMove, waitPly } from './harness.mjs';
import { T, destsShown, fileRulesSaid, hotseatGame, promotionChoices, waitBoard } from './board-helpers.mjs';
import { openDesigner } from './designer-helpers.mjs';

const EXAMPLES = join(WEB, '..', 'variants', 'examples');
const env = serverAndBrowser({ variants: EXAMPLES });
const GAME = '.game-page .board-frame';
/** White's king on b1 between its rooks on a1 and h1, Black's on b8 between a8 and g8: every
 *  castling allowed, none needing a square cleared. */
const KING_B = 'rk4r1/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1';

/** The move list's names and the FEN box, as the game page shows them. */
async function shown(page) {
  return {
    san: await page.locator('.game-page .move-list [data-ply]').allTextContents(),
    fen: await page.locator('.game-page .fen-text').inputValue(),
  };
}

test('castling on the board: the king dragged onto its rook, then tapped onto it', async () => {
  const { g, context, page, errors } = await hotseatGame(env, 'chess960', KING_B);
  // The king's destinations: its step to c1 and both its rooks.
  assert.deepEqual(await destsShown(page, 'b1'), ['a1', 'c1', 'h1']);
  await dragMove(page, 'b1', 'a1', GAME);
  await waitPly(page, 1);
  await waitBoard(page, (b) => b.pieces.c1 === 'k-piece white' && b.pieces.d1 === 'r-piece white' && !b.pieces.a1 && !b.pieces.b1, 'O-O-O on the board');
  const long = 'rk4r1/pppppppp/8/8/8/8/PPPPPPPP/2KR3R b kq - 1 1';
  await page.waitForFunction((fen) => document.querySelector('.game-page .fen-text')?.value === fen, long);
  assert.deepEqual(await shown(page), { san: ['O-O-O'], fen: long });
  // Black's king on b8 tapped onto its rook on g8: the king to g8, the rook to f8.
  await tapMove(page, 'b8', 'g8', GAME);
  await waitPly(page, 2);
  await waitBoard(page, (b) => b.pieces.g8 === 'k-piece black' && b.pieces.f8 === 'r-piece black' && !b.pieces.b8, 'O-O on the board');
  const state = await getGame(env.server.base, g.id);
  assert.deepEqual(state.moves, ['b1a1', 'b8g8']);
  assert.deepEqual(state.san, ['O-O-O', 'O-O']);
  assert.equal(state.fen, 'r4rk1/pppppppp/8/8/8/8/PPPPPPPP/2KR3R w - - 2 2');
  await page.waitForFunction((fen) => document.querySelector('.game-page .fen-text')?.value === fen, state.fen);
  assert.deepEqual((await shown(page)).san, ['O-O-O', 'O-O']);
  assert.deepEqual(errors, []);
  await context.close();
});

test('castling typed: O-O and 0-0-0', async () => {
  const { g, context, page, errors } = await hotseatGame(env, 'chess960', KING_B);
  const box = page.getByRole('combobox', { name: 'Type a move' });
  await box.fill('O-O');
  await box.press('Enter');
  await waitPly(page, 1);
  await waitBoard(page, (b) => b.pieces.g1 === 'k-piece white' && b.pieces.f1 === 'r-piece white' && !b.pieces.h1, 'O-O on the board');
  await box.fill('0-0-0');
  await box.press('Enter');
  await waitPly(page, 2);
  await waitBoard(page, (b) => b.pieces.c8 === 'k-piece black' && b.pieces.d8 === 'r-piece black' && !b.pieces.a8, 'O-O-O on the board');
  const state = await getGame(env.server.base, g.id);
  assert.deepEqual(state.moves, ['b1h1', 'b8a8']);
  assert.deepEqual(state.san, ['O-O', 'O-O-O']);
  assert.deepEqual(errors, []);
  await context.close();
});

/** Whether a first rank (White's, as FEN letters, 8 of them) is a Chess960 one. */
function is960(rank) {
  const files = [...rank];
  const at = (p) => files.flatMap((x, i) => (x === p ? [i] : []));
  const [king] = at('K');
  const rooks = at('R');
  const bishops = at('B');
  return (
    files.length === 8 &&
    [...rank].sort().join('') === 'BBKNNQRR' &&
    rooks[0] < king &&
    king < rooks[1] &&
    bishops[0] % 2 !== bishops[1] % 2
  );
}

test('a game made without a FEN starts from a shuffled first rank', async () => {
  const ranks = new Set();
  for (let i = 0; i < 6; i++) {
    const g = await createGame(env.server.base, { variant: 'chess960', mode: 'hotseat' });
    const [placement, turn, rights] = g.game.initial_fen.split(' ');
    const rows = placement.split('/');
    const white = rows[7].replace(/\d/g, (n) => '1'.repeat(Number(n)));
    assert.ok(is960(white), `${g.game.initial_fen}: a Chess960 rank`);
    assert.equal(rows[0], rows[7].toLowerCase(), 'Black mirrors White');
    assert.deepEqual([rows[1], rows[6], turn, rights], ['pppppppp', 'PPPPPPPP', 'w', 'KQkq']);
    ranks.add(white);
  }
  // Six games from one arrangement would mean no shuffle (one chance in 960^5).
  assert.ok(ranks.size > 1, [...ranks].join(' '));
  // The game page shows the shuffled start.
  const g = await createGame(env.server.base, { variant: 'chess960', mode: 'hotseat' });
  const { context, page, errors } = await openGamePage(env.browser, env.server.base, g);
  const rank = g.game.initial_fen.split(' ')[0].split('/')[7];
  const files = [...rank.toLowerCase()];
  await waitBoard(page, (b) => files.every((l, i) => b.pieces[`${'abcdefgh'[i]}1`] === `${l}-piece white`), `the board shows ${rank}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('S-chess 960: castling still offers the gates, on the king square and on the rook square', async () => {
  // The king on f1 castles long with the rook on d1, which stays: only the king's square opens.
  const { g, context, page, errors } = await hotseatGame(env, 'seirawan960', '3r1k1r/pppppppp/8/8/8/8/PPPPPPPP/3R1K1R[EHeh] w KQkq - 0 1');
  await dragMove(page, 'f1', 'd1', GAME);
  await page.locator(`${GAME} .promotion-picker`).waitFor();
  assert.deepEqual(await promotionChoices(page), [
    { letter: 'h', square: 'f3' },
    { letter: 'e', square: 'f2' },
    { letter: '', square: 'f1' },
  ]);
  await page.locator(`${GAME} .promotion-picker [data-promote="h"]`).click();
  await waitPly(page, 1);
  await waitBoard(page, (b) => b.pieces.c1 === 'k-piece white' && b.pieces.d1 === 'r-piece white' && b.pieces.f1 === 'h-piece white', 'castled long, a hawk on f1');
  // Black's king onto its h8 rook: the king's square (f8, where the rook lands) cannot open, the
  // rook's can.
  await dragMove(page, 'f8', 'h8', GAME);
  await page.locator(`${GAME} .promotion-picker`).waitFor();
  const bySquare = (list) => [...list].sort((a, b) => a.square.localeCompare(b.square));
  assert.deepEqual(bySquare(await promotionChoices(page)), [
    { letter: '', square: 'f8' },
    { letter: 'h', square: 'h7' },
    { letter: 'e', square: 'h8' },
  ]);
  await page.locator(`${GAME} .promotion-picker [data-square="h8"][data-promote="e"]`).click();
  await waitPly(page, 2);
  await waitBoard(page, (b) => b.pieces.g8 === 'k-piece black' && b.pieces.f8 === 'r-piece black' && b.pieces.h8 === 'e-piece black', 'castled short, an elephant on h8');
  let state = await getGame(env.server.base, g.id);
  assert.deepEqual(state.moves, ['f1d1h', 'h8f8e']);
  assert.deepEqual(state.san, ['O-O-O/Hf1', 'O-O/Eh8']);
  await context.close();

  // The king on b1 beside its rook on a1: both squares open, each named.
  const second = await hotseatGame(env, 'seirawan960', 'rk4r1/pppppppp/8/8/8/8/PPPPPPPP/RK5R[EHeh] w KQkq - 0 1');
  await dragMove(second.page, 'b1', 'a1', GAME);
  await second.page.locator(`${GAME} .promotion-picker`).waitFor();
  const choices = await promotionChoices(second.page);
  assert.deepEqual(
    choices.filter((c) => c.square[0] === 'b'),
    [
      { letter: 'h', square: 'b3' },
      { letter: 'e', square: 'b2' },
      { letter: '', square: 'b1' },
    ],
  );
  assert.deepEqual(
    choices.filter((c) => c.square[0] === 'a'),
    [
      { letter: 'h', square: 'a2' },
      { letter: 'e', square: 'a1' },
    ],
  );
  assert.deepEqual(await second.page.locator(`${GAME} .promotion-picker .promotion-note`).allTextContents(), ['b1', 'b1', 'a1', 'a1']);
  await screenshot(second.page, 'chess960-gating-picker');
  await second.page.locator(`${GAME} .promotion-picker [data-square="a1"][data-promote="h"]`).click();
  await waitPly(second.page, 1);
  await waitBoard(second.page, (b) => b.pieces.c1 === 'k-piece white' && b.pieces.d1 === 'r-piece white' && b.pieces.a1 === 'h-piece white' && !b.pieces.b1, 'castled long, a hawk on a1');
  // "No piece" plays the plain castling.
  await dragMove(second.page, 'b8', 'g8', GAME);
  await second.page.locator(`${GAME} .promotion-picker .promotion-none`).click();
  await waitPly(second.page, 2);
  state = await getGame(env.server.base, second.g.id);
  assert.deepEqual(state.moves, ['a1b1h', 'b8g8']);
  assert.deepEqual(state.san, ['O-O-O/Ha1', 'O-O']);
  assert.deepEqual([...errors, ...second.errors], []);
  await second.context.close();
});

test('the analysis board castles with the rules in the browser', async () => {
  const context = await env.browser.newContext({ baseURL: env.server.base, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`/analysis/chess960?lang=en&fen=${encodeURIComponent(KING_B)}`);
  const frame = '.analysis-page .board-frame';
  await page.locator(frame).waitFor();
  await waitPly(page, 0);
  await dragMove(page, 'b1', 'h1', frame);
  await page.waitForFunction(() => document.querySelectorAll('.move-tree .tree-move').length === 1);
  assert.deepEqual(await page.locator('.move-tree .tree-move').allTextContents(), ['O-O']);
  await waitBoard(page, (b) => b.pieces.g1 === 'k-piece white' && b.pieces.f1 === 'r-piece white' && !b.pieces.b1 && !b.pieces.h1, 'O-O on the analysis board', frame);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the rules page: the shuffled first rank and castling onto the rook, in English and Greek', async () => {
  for (const lang of ['en', 'el']) {
    const said = await fileRulesSaid(env, 'chess960', lang);
    const name = (piece) => T(lang, `piece-name-${piece}`);
    const king = name('king');
    const rook = name('rook');
    const squares = T(lang, 'rules-generic-castling-chess960-squares', { sides: 'both', king, rook, kingshort: 'g1', rookshort: 'f1', kinglong: 'c1', rooklong: 'd1' });
    const want = T(lang, 'rules-generic-castling-chess960', { king, rook, bound: name('bishop'), count: 1, squares, rank: '8' });
    assert.deepEqual(
      said.filter(([rule]) => rule === 'rules-generic-castling-chess960'),
      [['rules-generic-castling-chess960', want]],
      lang,
    );
  }
  // S-chess, whose first rank stays as it is, says nothing of it.
  const other = await fileRulesSaid(env, 'seirawan', 'en');
  assert.ok(!other.some(([rule]) => rule === 'rules-generic-castling-chess960'));
});

test('the designer: chess960 written and read back, refused beside castling by drops', async () => {
  const lang = 'es';
  const { context, page, errors, fileText, typeFile, valid, hasText, lacksText, problemAt } = await openDesigner(env, lang);
  const box = (path) => page.locator(`[data-path="${path}"]`);
  assert.equal((await page.locator('[data-field="castling.chess960"] label').innerText()).trim(), T(lang, 'designer-castling-chess960'));
  assert.equal(await page.locator('[data-field="castling.chess960"] small').innerText(), T(lang, 'designer-castling-chess960-note'));
  assert.equal(await box('castling.chess960').isChecked(), false);
  await box('castling.chess960').check();
  await hasText('chess960 = true\n');
  assert.match(await fileText(), /\[castling\]\n(?:[^\n]*\n)*?chess960 = true\n/);
  await valid(true);
  // Beside castling rights given by drops: refused at the tick, in the page's language.
  await box('drops.on').check();
  await box('castling.by_drops').check();
  await hasText('by_drops = true\n');
  await valid(false);
  assert.equal(await problemAt('castling.chess960'), T(lang, 'designer-error-chess960-by-drops'));
  await box('castling.by_drops').uncheck();
  await valid(true);
  await box('drops.on').uncheck();
  await box('castling.chess960').uncheck();
  await lacksText('chess960');
  await valid(true);
  // The example's file read into the form.
  await typeFile(readFileSync(join(EXAMPLES, 'chess960.toml'), 'utf8'));
  await valid(true);
  await page.waitForFunction(() => document.querySelector('[data-path="castling.chess960"]')?.checked === true);
  assert.deepEqual(errors, []);
  await context.close();
});
