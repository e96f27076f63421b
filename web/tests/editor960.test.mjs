// The board editor in Chess960 games (variants/examples/chess960.toml and seirawan960.toml,
// `[castling] chess960`), against the real server loading the example files: the castling boxes
// read a field that names rooks by their files (`F`, `HAha`, `FHfh`) or by `K`/`Q`, tick the
// right sides and say each rook's square; a box changed rewrites its colour's letters as X-FEN
// (`K`/`Q` for the outermost rook, the file otherwise) and the server starts a game from the FEN
// written. A right the rules drop is named as the field named it. In S-chess 960 a box changed
// keeps the gates: a right taken off closes its rook's gate, one ticked opens its rook's and its
// king's.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { WEB, createGame, serverAndBrowser } from './harness.mjs';
import { T } from './board-helpers.mjs';

const env = serverAndBrowser({ variants: join(WEB, '..', 'variants', 'examples') });

async function openEditor(id, fen) {
  const context = await env.browser.newContext({ baseURL: env.server.base, viewport: { width: 1200, height: 1000 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`/editor/${id}?lang=en${fen ? `&fen=${encodeURIComponent(fen)}` : ''}`);
  await page.locator('.editor-page[data-state="ready"]').waitFor({ timeout: 20_000 });
  return { context, page, errors };
}

const fenOf = (page) => page.locator('input[name="fen"]').inputValue();
const castlingOf = async (page) => (await fenOf(page)).split(' ')[2];

/** The castling boxes: `K+ Q- k- q-`, and the rook square each ticked one says. */
async function boxes(page) {
  return page.$$eval('input[name="castle"]', (xs) =>
    xs
      .map((x) => {
        const rook = x.closest('label').querySelector('[data-rook]')?.textContent.replace(/^ · /, '') ?? '';
        return `${x.value}${x.checked ? '+' : '-'}${rook ? `@${rook}` : ''}`;
      })
      .join(' '),
  );
}

/** Waits until the FEN box's castling field is `want` and the rules have judged it. */
async function waitCastling(page, want) {
  await page.waitForFunction((w) => document.querySelector('input[name="fen"]').value.split(' ')[2] === w, want);
  await page.waitForFunction(() => document.querySelector('.editor-page').dataset.fen === document.querySelector('input[name="fen"]').value);
}

/** The rules' FEN of the position shown (empty when it is no position). */
const rulesFen = (page) => page.locator('.editor-page').getAttribute('data-rules-fen');

/** Pastes a FEN into the FEN box and waits for the rules' verdict on it. */
async function paste(page, fen) {
  await page.locator('input[name="fen"]').fill(fen);
  await page.waitForFunction((f) => document.querySelector('.editor-page').dataset.fen === f, fen);
}

/** Starts a game from `fen` on the server and returns its start as the server wrote it. */
async function serverStart(variant, fen) {
  const g = await createGame(env.server.base, { variant, mode: 'hotseat', fen });
  return g.game.initial_fen;
}

test('chess960: the boxes read rooks named by their files, and write X-FEN the server accepts', async () => {
  const { context, page, errors } = await openEditor('chess960', '4k3/8/8/8/8/8/8/4KR1R w F - 0 1');
  // `F`: the rook on f1, on the king's short side, though not the outermost one.
  await page.locator('.editor-verdict[data-code="ok"]').waitFor();
  assert.equal(await boxes(page), 'K+@f1 Q- k- q-');
  assert.equal(await rulesFen(page), '4k3/8/8/8/8/8/8/4KR1R w F - 0 1');
  assert.equal(await page.locator('.editor-note').textContent(), '');
  // Off and on again: the same rook, still named by its file.
  await page.locator('input[name="castle"][value="K"]').uncheck();
  await waitCastling(page, '-');
  assert.equal(await boxes(page), 'K- Q- k- q-');
  await page.locator('input[name="castle"][value="K"]').check();
  await waitCastling(page, 'F');
  assert.equal(await boxes(page), 'K+@f1 Q- k- q-');
  assert.equal(await serverStart('chess960', await fenOf(page)), '4k3/8/8/8/8/8/8/4KR1R w F - 0 1');

  // Shredder-FEN: every right by its rook's file; no right is said to be dropped.
  await paste(page, 'r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1');
  assert.equal(await boxes(page), 'K+@h1 Q+@a1 k+@h8 q+@a8');
  assert.equal(await page.locator('.editor-verdict').getAttribute('data-code'), 'ok');
  assert.equal(await page.locator('.editor-note').textContent(), '');
  // Black's long castling off: Black's letters rewritten, White's kept as typed.
  await page.locator('input[name="castle"][value="q"]').uncheck();
  await waitCastling(page, 'HAk');
  assert.equal(await boxes(page), 'K+@h1 Q+@a1 k+@h8 q-');
  assert.equal(await rulesFen(page), 'r3k2r/8/8/8/8/8/8/R3K2R w KQk - 0 1');
  assert.equal(await serverStart('chess960', await fenOf(page)), 'r3k2r/8/8/8/8/8/8/R3K2R w KQk - 0 1');

  // The king on g1 between its rooks on f1 and h1: `F` is the long side, `H` the short.
  await paste(page, '5rkr/8/8/8/8/8/8/5RKR w FHfh - 0 1');
  assert.equal(await boxes(page), 'K+@h1 Q+@f1 k+@h8 q+@f8');
  await page.locator('input[name="castle"][value="Q"]').uncheck();
  await waitCastling(page, 'Kfh');
  assert.equal(await boxes(page), 'K+@h1 Q- k+@h8 q+@f8');
  assert.equal(await rulesFen(page), '5rkr/8/8/8/8/8/8/5RKR w Kkq - 0 1');
  await page.locator('input[name="castle"][value="Q"]').check();
  await waitCastling(page, 'KQfh');
  assert.equal(await serverStart('chess960', await fenOf(page)), '5rkr/8/8/8/8/8/8/5RKR w KQkq - 0 1');

  // A rook that is not there: the rules drop its right, named as the field named it.
  await paste(page, '4k3/8/8/8/8/8/8/4K2R w F - 0 1');
  await page.locator('.editor-verdict[data-code="ok"]').waitFor();
  assert.equal(await page.locator('.editor-note').textContent(), T('en', 'editor-castling-dropped', { rights: 'F' }));
  assert.deepEqual(errors, []);
  await context.close();
});

test('S-chess 960: a castling box changed keeps the gates', async () => {
  const { context, page, errors } = await openEditor('seirawan960');
  await page.locator('.editor-verdict[data-code="ok"]').waitFor();
  assert.equal(await castlingOf(page), 'KQBCDFGkqbcdfg');
  assert.equal(await boxes(page), 'K+@h1 Q+@a1 k+@h8 q+@a8');
  // Black's short castling off: its rook's gate closes, every other gate stays open.
  await page.locator('input[name="castle"][value="k"]').uncheck();
  await waitCastling(page, 'KQBCDFGabcdefg');
  await page.locator('.editor-verdict[data-code="ok"]').waitFor();
  assert.equal(await boxes(page), 'K+@h1 Q+@a1 k- q+@a8');
  assert.equal((await rulesFen(page)).split(' ')[2], 'HABCDEFGabcdefg');
  // On again: the rook's gate and the king's open.
  await page.locator('input[name="castle"][value="k"]').check();
  await waitCastling(page, 'KQBCDFGhabcdefg');
  assert.equal(await boxes(page), 'K+@h1 Q+@a1 k+@h8 q+@a8');
  assert.equal((await rulesFen(page)).split(' ')[2], 'HABCDEFGhabcdefg');
  // White's long castling off, from the rules' own field: the a1 gate closes.
  await paste(page, await rulesFen(page));
  await page.locator('input[name="castle"][value="Q"]').uncheck();
  await waitCastling(page, 'HBCDEFGhabcdefg');
  assert.equal(await boxes(page), 'K+@h1 Q- k+@h8 q+@a8');
  const start = await serverStart('seirawan960', await fenOf(page));
  assert.equal(start.split(' ')[2], 'HBCDEFGhabcdefg');
  // `K` beside an open a1 gate: the open gates of the king and the a1 rook give long castling
  // too, as the rules read it.
  await paste(page, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KABCDFGkqbcdfg - 0 1');
  await page.locator('.editor-verdict[data-code="ok"]').waitFor();
  assert.equal(await boxes(page), 'K+@h1 Q+@a1 k+@h8 q+@a8');
  assert.equal((await rulesFen(page)).split(' ')[2], 'HABCDEFGhabcdefg');
  assert.deepEqual(errors, []);
  await context.close();
});
