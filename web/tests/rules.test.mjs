// Browser tests of the rules pages (issue 7): every page in every language, Try-it boards solved by
// drag and by tap (and a wrong answer), the promotion picker in a Try-it, piece diagrams from the
// server, the generic page of a user-defined game, and the language switcher.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { FluentBundle, FluentResource } from '@fluent/bundle';
import { WEB, dragMove, screenshot, serverAndBrowser, signUpInPage, squareCenter, tapMove, uniqueName } from './harness.mjs';

const LANGUAGES = ['el', 'en', 'es', 'pt'];
const GAMES = ['chess', 'turnover', 'central-rotational', 'transformer', 'turkish'];
const pages = JSON.parse(readFileSync(join(WEB, 'src', 'rules', 'pages.json'), 'utf8')).pages;

/** The catalogues, to know what each page must say. */
function bundle(lang) {
  const b = new FluentBundle(lang, { useIsolating: false });
  for (const dir of ['locales', 'locales/rules'])
    b.addResource(new FluentResource(readFileSync(join(WEB, 'src', dir, `${lang}.ftl`), 'utf8')));
  return (id, args) => b.formatPattern(b.getMessage(id).value, args);
}
const T = Object.fromEntries(LANGUAGES.map((l) => [l, bundle(l)]));
const B = Object.fromEntries(LANGUAGES.map((l) => [l, (() => {
  const b = new FluentBundle(l, { useIsolating: false });
  for (const dir of ['locales', 'locales/rules'])
    b.addResource(new FluentResource(readFileSync(join(WEB, 'src', dir, `${l}.ftl`), 'utf8')));
  return b;
})()]));
/** A page's heading: its own title where the catalogue has one, else "Rules of {name}". */
const pageTitle = (lang, game, name) =>
  B[lang].hasMessage(`rules-${game}-title`) ? T[lang](`rules-${game}-title`) : T[lang]('rules-title', { name });

const env = serverAndBrowser({ variants: join(WEB, 'tests', 'fixtures', 'variants') });

async function newPage(locale = 'en-US') {
  const context = await env.browser.newContext({ baseURL: env.server.base, viewport: { width: 1100, height: 900 }, locale });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/** The piece (role and colour) on a square of the board frame `frame`. */
async function pieceAt(page, frame, square) {
  return page.evaluate(
    ([sel, sq]) => {
      const el = document.querySelector(sel);
      const files = Number(el.dataset.files);
      const ranks = Number(el.dataset.ranks);
      const file = sq.charCodeAt(0) - 97;
      const rank = parseInt(sq.slice(1), 10) - 1;
      const box = el.getBoundingClientRect();
      const w = box.width / files;
      const h = box.height / ranks;
      for (const p of el.querySelectorAll('piece')) {
        if (p.classList.contains('ghost') || p.classList.contains('fading')) continue;
        const r = p.getBoundingClientRect();
        if (Math.round((r.left - box.left) / w) === file && Math.round((r.top - box.top) / h) === ranks - 1 - rank)
          return `${[...p.classList].find((k) => k.endsWith('-piece'))} ${p.classList.contains('white') ? 'white' : 'black'}`;
      }
      return null;
    },
    [frame, square],
  );
}

async function expectPiece(page, frame, square, expected) {
  const deadline = Date.now() + 3000;
  let last;
  for (;;) {
    last = await pieceAt(page, frame, square);
    if (expected === null ? last === null : expected.test(last ?? '')) return;
    if (Date.now() > deadline) assert.fail(`${square}: expected ${expected}, found ${last}`);
    await page.waitForTimeout(100);
  }
}

describe('rules pages', () => {
  test('every game has a page in every language, with its sections, Try-its and diagrams', async () => {
    const { context, page, errors } = await newPage();
    for (const lang of LANGUAGES) {
      const t = T[lang];
      for (const game of GAMES) {
        await page.goto(`/rules/${game}?lang=${lang}`);
        const article = page.locator(`.rules-page[data-variant="${game}"][data-lang="${lang}"]`);
        await article.waitFor();
        const name = t(`variant-${game}-name`);
        assert.equal(await page.locator('.rules-page h1').textContent(), pageTitle(lang, game, name), `${lang} ${game}`);
        assert.equal(await page.locator('html').getAttribute('lang'), lang);
        const sections = pages[game];
        const titles = await page.locator('.rules-page section h2').allTextContents();
        assert.deepEqual(titles, sections.map((s) => t(`rules-${game}-${s.id}-title`)), `${lang} ${game} sections`);
        assert.equal(await page.locator('.tryit').count(), sections.filter((s) => s.tryit).length);
        // The diagrams come from the server: one per piece of the game.
        await page.locator('.piece-diagram').first().waitFor({ timeout: 10_000 });
        const variants = await (await fetch(`${env.server.base}/api/variants`)).json();
        const pieces = variants.find((v) => v.id === game).pieces.length;
        assert.equal(await page.locator('.piece-diagram').count(), pieces, `${lang} ${game} diagrams`);
        if (lang === 'el') await screenshot(page, `rules-${game}-el`);
      }
    }
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('the Greek chess page: its title, sections in the order of issue 31, the Try-it line, the singular', async () => {
    const { context, page } = await newPage();
    await page.goto('/rules/chess?lang=el');
    await page.locator('.rules-page[data-lang="el"]').waitFor();
    const ids = await page.locator('.rules-page section').evaluateAll((s) => s.map((x) => x.dataset.section));
    assert.deepEqual(ids, ['board', 'pieces', 'capturing', 'check', 'castling', 'en-passant', 'promotion', 'winning', 'draws', 'clock', 'notation']);
    const text = await page.locator('.rules-page').textContent();
    for (const needle of ['O-O-O', '=Q', '3+2', '10+0', '30', '10', 'K', 'N', '#', 'ροκέ', 'αν πασάν', 'πατ'])
      assert.ok(text.includes(needle), `missing ${needle}`);
    assert.equal(await page.locator('.rules-page h1').textContent(), 'Πώς παίζεται το σκάκι');
    assert.match(await page.locator('.rules-intro').textContent(), /κανόνες .* ισχύουν στο Turnpan/);
    // The sections' headings, in that order, as the table of contents lists them.
    const titles = await page.locator('.rules-page section h2').allTextContents();
    assert.deepEqual(titles, [
      'Η σκακιέρα και η αρχική διάταξη', 'Πώς κινούνται τα κομμάτια', 'Η λήψη', 'Σαχ και ματ', 'Το ροκέ',
      'Αν πασάν', 'Η προαγωγή', 'Πώς κερδίζεις', 'Οι ισοπαλίες', 'Το σκακιστικό ρολόι', 'Σημειογραφία κινήσεων',
    ]);
    assert.deepEqual(await page.locator('.rules-toc a').allTextContents(), titles);
    // Every Try-it: in its section, its task, then exactly the one instruction line, said once.
    const tryits = await page.locator('.tryit').evaluateAll((boxes) =>
      boxes.map((b) => ({
        section: b.closest('section').dataset.section,
        task: b.querySelector('.tryit-task').textContent,
        hint: b.querySelector('.tryit-hint').textContent,
        // The task stands right beside the instruction line: the hint is the task's next element.
        beside: b.querySelector('.tryit-task').nextElementSibling === b.querySelector('.tryit-hint'),
        text: b.textContent,
      })),
    );
    assert.deepEqual(tryits.map((x) => x.section), ['castling', 'en-passant', 'promotion']);
    assert.deepEqual(tryits.map((x) => x.task), [
      'Κάνε μικρό ροκέ.',
      'Τα Μαύρα μόλις έπαιξαν d7–d5. Πάρε το πιόνι αν πασάν.',
      'Πάρε τον πύργο και κάνε το πιόνι βασίλισσα.',
    ]);
    for (const x of tryits) {
      assert.ok(x.beside, `${x.section}: the task is not beside the instruction line`);
      assert.equal(x.hint, 'Δοκίμασε: πάτα ή σύρε το σημειωμένο κομμάτι στο τετράγωνό του.', x.section);
      assert.equal(x.text.split('Δοκίμασε').length - 1, 1, `${x.section}: "Δοκίμασε" more than once`);
    }
    // The singular throughout, and the page's own terms.
    for (const plural of ['Κερδίζετε', 'κάνετε', 'μπορείτε', 'αιχμαλω', 'εγκατάλει', 'προσθήκη'])
      assert.ok(!text.includes(plural), `the page still says ${plural}`);
    assert.doesNotMatch(text, /(^|[\s(«])σας([\s.,·;:!)»]|$)/, 'the page still says σας');
    for (const term of ['Κερδίζεις', 'σχήμα L', 'ανοιχτόχρωμο', 'ο παίκτης που έχει τη σειρά', 'δεν χρειάζεται να διεκδικήσεις τίποτα', 'προσαύξηση', 'σχεδόν πάντα βασίλισσα'])
      assert.ok(text.includes(term), `missing ${term}`);
    await context.close();
  });

  test('Try-it solved by drag: castling, also by moving the king onto its rook', async () => {
    const { context, page } = await newPage();
    await page.goto('/rules/chess?lang=en');
    const box = '.tryit[data-tryit="chess-castling"]';
    const frame = `${box} .board-frame`;
    await page.locator(frame).scrollIntoViewIfNeeded();
    assert.equal(await page.locator(`${box} .tryit-hint`).textContent(), T.en('tryit-instruction'));
    assert.equal(await page.locator(`${frame} .tryit-from`).getAttribute('data-square'), 'e1');
    assert.equal(await page.locator(`${frame} .tryit-to`).getAttribute('data-square'), 'g1');
    await dragMove(page, 'e1', 'g1', frame);
    await page.waitForSelector(`${box}[data-state="right"]`);
    await expectPiece(page, frame, 'g1', /^k-piece white$/);
    await expectPiece(page, frame, 'f1', /^r-piece white$/);
    assert.match(await page.locator(`${box} .tryit-feedback`).textContent(), new RegExp(T.en('tryit-right').replace('!', '\\!')));
    await screenshot(page, 'tryit-castling-right');
    // Again, the other Turnpan way: the king onto its own rook.
    await page.locator(`${box} .tryit-again`).click();
    await page.waitForSelector(`${box}[data-state="ready"]`);
    await dragMove(page, 'e1', 'h1', frame);
    await page.waitForSelector(`${box}[data-state="right"]`);
    await expectPiece(page, frame, 'f1', /^r-piece white$/);
    await context.close();
  });

  test('Try-it solved by tap, after a wrong answer: the Turkish cannon capture', async () => {
    const { context, page } = await newPage();
    await page.goto('/rules/turkish?lang=es');
    const box = '.tryit[data-tryit="turkish-cannon"]';
    const frame = `${box} .board-frame`;
    await page.locator(frame).scrollIntoViewIfNeeded();
    // A legal move to another square is wrong; the piece goes back.
    await tapMove(page, 'd2', 'h2', frame);
    await page.waitForSelector(`${box}[data-state="wrong"]`);
    assert.match(await page.locator(`${box} .tryit-feedback`).textContent(), /Esa casilla no/);
    await page.waitForSelector(`${box}[data-state="retry"]`);
    await expectPiece(page, frame, 'd2', /^s-piece white$/);
    // The capture over the screen, by tapping.
    await tapMove(page, 'd2', 'd7', frame);
    await page.waitForSelector(`${box}[data-state="right"]`);
    await expectPiece(page, frame, 'd7', /^s-piece white$/);
    await expectPiece(page, frame, 'd2', null);
    await screenshot(page, 'tryit-cannon-right');
    await context.close();
  });

  test('Try-it with the promotion picker: the wrong piece, then the queen', async () => {
    const { context, page } = await newPage();
    await page.goto('/rules/chess?lang=pt');
    const box = '.tryit[data-tryit="chess-promotion"]';
    const frame = `${box} .board-frame`;
    await page.locator(frame).scrollIntoViewIfNeeded();
    await dragMove(page, 'b7', 'c8', frame);
    await page.locator(`${box} .promotion-choice[data-promote="n"]`).click();
    await page.waitForSelector(`${box}[data-state="wrong"]`);
    assert.equal(await page.locator(`${box} .tryit-feedback`).textContent(), `✗ ${T.pt('tryit-wrong-piece')}`);
    await page.waitForSelector(`${box}[data-state="retry"]`);
    await tapMove(page, 'b7', 'c8', frame);
    await page.locator(`${box} .promotion-choice[data-promote="q"]`).click();
    await page.waitForSelector(`${box}[data-state="right"]`);
    await expectPiece(page, frame, 'c8', /^q-piece white$/);
    await context.close();
  });

  test('Central Rotational Try-it: the pawn lands on e4 and turns to d4', async () => {
    const { context, page } = await newPage();
    await page.goto('/rules/central-rotational?lang=el');
    const box = '.tryit[data-tryit="central-rotational-rotation"]';
    const frame = `${box} .board-frame`;
    await page.locator(frame).scrollIntoViewIfNeeded();
    await dragMove(page, 'e2', 'e4', frame);
    await page.waitForSelector(`${box}[data-state="right"]`);
    await expectPiece(page, frame, 'd4', /^p-piece white$/);
    await expectPiece(page, frame, 'e4', null);
    await context.close();
  });

  test("each piece's moves in words, from its Betza, in the page's language", async () => {
    const { context, page, errors } = await newPage();
    await page.goto('/rules/chess?lang=en');
    const pawn = page.locator('.piece-diagram[data-piece="P"] .betza-words li');
    await pawn.first().waitFor({ timeout: 10_000 });
    assert.deepEqual(await pawn.allTextContents(), [
      'fmW Moves without capturing: one square straight, forward.',
      'fcF Captures only: one square diagonally, forward to the right and forward to the left.',
      'ifmnD Moves without capturing, from its starting rank only: a jump two squares straight, forward, only when the squares it passes are empty.',
    ]);
    assert.deepEqual(await pawn.evaluateAll((li) => li.map((x) => x.dataset.column)), ['1', '4', '7']);
    const knight = page.locator('.piece-diagram[data-piece="N"] .betza-words li');
    assert.deepEqual(await knight.allTextContents(), [
      "N Moves or captures: the knight's jump (two squares one way and one the other).",
    ]);
    // The rook rides; the queen is a rook and a bishop.
    assert.equal(await page.locator('.piece-diagram[data-piece="Q"] .betza-words li').count(), 2);
    await page.goto('/rules/chess?lang=el');
    await page.locator('.rules-page[data-lang="el"] .piece-diagram[data-piece="R"] .betza-words li').first().waitFor();
    assert.equal(
      await page.locator('.piece-diagram[data-piece="R"] .betza-words li').textContent(),
      'R Κινείται ή παίρνει: όσα τετράγωνα θέλει ευθεία, ως το πρώτο κομμάτι.',
    );
    // Turkish cannons: a capture only by jumping one piece.
    await page.goto('/rules/turkish?lang=en');
    const words = page.locator('.betza-words li', { hasText: 'jumping over exactly one piece on the way' });
    await words.first().waitFor({ timeout: 10_000 });
    assert.deepEqual(await words.allTextContents(), [
      'cpR Captures only: any number of squares straight, jumping over exactly one piece on the way.',
      'cpB Captures only: any number of squares diagonally, jumping over exactly one piece on the way.',
    ]);
    // Turnover's Betza says only where a stack's outer component goes: no sentences there.
    await page.goto('/rules/turnover?lang=en');
    await page.locator('.piece-diagram').first().waitFor({ timeout: 10_000 });
    assert.equal(await page.locator('.betza-words').count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('the Betza lab: the diagram and the words follow the text, a mistake is shown at the field', async () => {
    const { context, page, errors } = await newPage();
    await page.goto('/rules?lang=en');
    await page.click('a[href="/betza"]');
    await page.locator('.betza-lab .betza-words li').first().waitFor({ timeout: 10_000 });
    // The chess pawn by default: three groups, from d4 on 8x8.
    assert.equal(await page.locator('.betza-lab .betza-words li').count(), 3);
    const marks = async (cls) =>
      (await page.locator(`.betza-diagram .square-mark[data-square].${cls}`).evaluateAll((m) => m.map((x) => x.dataset.square))).sort();
    assert.deepEqual(await marks('diagram-move'), ['d5']);
    assert.deepEqual(await marks('diagram-capture'), ['c5', 'e5']);
    // A knight's leaps forward to the right on 5x5: two squares, and the words say two of eight.
    await page.fill('#betza-files', '5');
    await page.fill('#betza-ranks', '5');
    await page.fill('#betza-text', 'frN');
    await page.locator('.betza-words li[data-betza-group="frN"]').waitFor();
    assert.deepEqual(await marks('diagram-both'), ['d5', 'e4']);
    assert.equal(
      await page.locator('.betza-words li').textContent(),
      "frN Moves or captures: the knight's jump (two squares one way and one the other), forward to the right (2 of its 8).",
    );
    assert.match(page.url(), /b=frN&files=5&ranks=5/);
    // A mistake: the field says where, in the page's language, and nothing is drawn.
    await page.goto('/betza?b=fmX&lang=pt');
    await page.locator('#betza-problem:not([hidden])').waitFor();
    assert.equal(await page.locator('#betza-text').getAttribute('aria-invalid'), 'true');
    assert.equal(
      await page.locator('#betza-problem').textContent(),
      T.pt('betza-error', { column: 3, message: T.pt('betza-error-unknown-piece-letter', { detail: 'X' }) }) + ' fmX',
    );
    assert.equal(await page.locator('#betza-problem mark').textContent(), 'X');
    assert.equal(await page.locator(".betza-diagram .square-mark[data-square]").count(), 0);
    // Mended: the error goes.
    await page.fill('#betza-text', 'fmW');
    await page.locator('#betza-problem').waitFor({ state: 'hidden' });
    assert.equal(await page.locator('#betza-text').getAttribute('aria-invalid'), null);
    // Built by clicking around the piece (d4 on 8x8): a diagonal leap on, then moves only,
    // then captures only; a knight's leap brings its quarter's twin.
    await page.goto('/betza?b=mfW&lang=en');
    await page.locator('.betza-words li').first().waitFor();
    const clickSquare = async (square, text) => {
      const at = await squareCenter(page, square, '.betza-diagram .board-frame');
      await page.mouse.click(at.x, at.y);
      // Drawn and said: the words' groups spell the text.
      await page.waitForFunction(
        (t) =>
          document.querySelector('#betza-text').value === t &&
          [...document.querySelectorAll('.betza-words li')].map((li) => li.dataset.betzaGroup).join('') === t,
        text,
      );
    };
    await clickSquare('e5', 'mfWfrF');
    assert.deepEqual(await marks('diagram-both'), ['e5']);
    await clickSquare('e5', 'mfWmfrF');
    await clickSquare('e5', 'mfWcfrF');
    assert.deepEqual(await marks('diagram-capture'), ['e5']);
    await clickSquare('c6', 'mfWcfrFflN');
    assert.deepEqual(await marks('diagram-both'), ['b5', 'c6']);
    await clickSquare('d5', 'cfWcfrFflN');
    await clickSquare('d5', 'cfrFflN');
    assert.deepEqual(await marks('diagram-move'), []);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test("a player's stored variant has its rules page at /rules/@name/id", async () => {
    const { context, page, errors } = await newPage();
    const name = uniqueName('rv');
    await signUpInPage(page, name, 'a long enough password');
    const toml = readFileSync(join(WEB, 'tests', 'fixtures', 'variants', 'camel-mini.toml'), 'utf8');
    const stored = await page.evaluate(async (body) => {
      const r = await fetch('/api/my-variants', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      return { status: r.status, json: await r.json() };
    }, { toml, visibility: 'unlisted' });
    assert.equal(stored.status, 201, JSON.stringify(stored.json));
    assert.equal(stored.json.id, `@${name}/camel-mini`);
    await page.goto(`/rules/${stored.json.id}?lang=en`);
    await page.locator(`.rules-page[data-page="generic"]`).waitFor();
    assert.equal(await page.locator('.rules-page').getAttribute('data-variant'), stored.json.id);
    await page.locator('.piece-diagram[data-piece="C"] .betza-words li').first().waitFor({ timeout: 10_000 });
    assert.equal(await page.locator('.piece-diagram').count(), 5);
    // Its links name it in two segments: the editor, and "Play" on the home page with it chosen.
    assert.equal(await page.locator('.rules-play a.editor-link').getAttribute('href'), `/editor/${stored.json.id}`);
    assert.equal(await page.locator('.rules-play a.play-link').getAttribute('href'), `/?variant=${encodeURIComponent(stored.json.id)}`);
    // Its owner may edit it in the designer.
    assert.equal(await page.locator('.rules-play a.designer-link').getAttribute('href'), `/variants/${stored.json.id}/edit`);
    // Unknown to everyone when it does not exist.
    await page.goto(`/rules/@${name}/nonesuch?lang=en`);
    await page.locator('.error-page').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a user-defined game gets the generic page with its pieces explained', async () => {
    const { context, page, errors } = await newPage();
    await page.goto('/rules/camel-mini?lang=es');
    await page.locator('.rules-page[data-variant="camel-mini"][data-page="generic"]').waitFor();
    assert.equal(await page.locator('.rules-page h1').textContent(), T.es('rules-title', { name: 'Camel Mini' }));
    assert.match(await page.locator('[data-section="board"] .rules-text').textContent(), /6 columnas y 6 filas/);
    await page.locator('.piece-diagram').first().waitFor();
    assert.equal(await page.locator('.piece-diagram').count(), 5);
    // The camel leaps (1,3): from its central square the marks come from the engine.
    const camel = page.locator('.piece-diagram[data-piece="C"]');
    const marks = await camel.locator('.square-mark.diagram-both').evaluateAll((m) => m.map((x) => x.dataset.square).sort());
    const diagram = (await (await fetch(`${env.server.base}/api/variants/camel-mini/pieces`)).json()).find((p) => p.letter === 'C');
    assert.deepEqual(marks, [...diagram.moves].sort());
    assert.ok(marks.length > 0);
    assert.match(await camel.locator('figcaption').textContent(), /Camel/);
    await screenshot(page, 'rules-generic-es');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('language: from the browser, switched in the header, remembered, and ?lang= wins', async () => {
    const { context, page } = await newPage('pt-BR');
    await page.goto('/rules/chess');
    await page.locator('.rules-page[data-lang="pt"]').waitFor();
    assert.equal(await page.locator('.rules-page h1').textContent(), T.pt('rules-chess-title'));
    // Switch to Greek: the page changes at once.
    await page.selectOption('#lang', 'el');
    await page.locator('.rules-page[data-lang="el"]').waitFor();
    assert.equal(await page.locator('.rules-page h1').textContent(), 'Πώς παίζεται το σκάκι');
    assert.equal(await page.locator('.site-nav a[href="/rules"]').textContent(), T.el('nav-rules'));
    assert.equal(await page.locator('.site-nav a[href="/leaderboard"]').textContent(), T.el('nav-leaderboard'));
    // Remembered: a reload and another page stay Greek, so does the home page.
    await page.reload();
    await page.locator('.rules-page[data-lang="el"]').waitFor();
    await page.goto('/rules/turnover');
    await page.locator('.rules-page[data-lang="el"]').waitFor();
    await page.goto('/');
    await page.waitForSelector('.home');
    assert.equal(await page.locator('#new-game-title').textContent(), T.el('home-title'));
    // ?lang= picks the language of a link; switching then rewrites it.
    await page.goto('/rules/transformer?lang=es');
    await page.locator('.rules-page[data-lang="es"]').waitFor();
    await page.selectOption('#lang', 'en');
    await page.locator('.rules-page[data-lang="en"]').waitFor();
    assert.match(page.url(), /lang=en/);
    await page.reload();
    await page.locator('.rules-page[data-lang="en"]').waitFor();
    await context.close();
  });
});
