// Translations: every catalogue parses, every language has exactly the messages English has (so a
// missing translation fails), every placeable parses and names the same variables as in English,
// every message the UI and the rules pages ask for exists, and every Try-it has its texts.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { FluentBundle, FluentResource } from '@fluent/bundle';
import { WEB } from './harness.mjs';

const SRC = join(WEB, 'src');
const LOCALES = join(SRC, 'locales');
const FOLDERS = [LOCALES, join(LOCALES, 'rules'), join(LOCALES, 'designer')];
const LANGUAGES = ['el', 'en', 'es', 'pt'];
const pages = JSON.parse(readFileSync(join(SRC, 'rules', 'pages.json'), 'utf8')).pages;
const tryits = JSON.parse(readFileSync(join(SRC, 'rules', 'tryits.json'), 'utf8')).tryits;

// Messages whose ids are built at run time (`t(\`reason-${reason}\`)` and the like).
const DYNAMIC = [
  ...['checkmate', 'stalemate', 'threefold-repetition', 'fifty-move-rule', 'insufficient-material', 'king-captured',
    'bare-king', 'no-castles', 'goal-reached', 'checks-given', 'drop-mate', 'extinction', 'extinction-win', 'checkmated-wins', 'stalemated-wins', 'king-exploded', 'timeout', 'timeout-vs-insufficient-material', 'resignation', 'agreement'].map((r) => `reason-${r}`),
  ...['flip', 'abort', 'resign', 'draw', 'takeback', 'rematch'].map((a) => `action-${a}`),
  'confirm-abort', 'confirm-resign',
  ...['draw', 'takeback', 'rematch'].flatMap((k) => [`offer-${k}-received`, `offer-${k}-sent`, `offer-${k}-by`]),
  ...['friend', 'open', 'hotseat', 'computer'].map((m) => `mode-${m}`),
  ...['white', 'black', 'random'].map((c) => `colour-choice-${c}`),
  'colour-white', 'colour-black',
  ...['illegal-move', 'not-your-turn', 'forbidden', 'game-over', 'waiting', 'stale', 'conflict', 'rate-limited', 'unavailable'].map((e) => `error-${e}`),
  'connection-connecting', 'connection-lost', 'notice-seat-taken', 'notice-join-failed', 'error-game-not-found', 'error-load',
  ...['chess', 'turnover', 'central-rotational', 'transformer', 'turkish'].flatMap((v) => [`variant-${v}-name`, `variant-${v}-description`]),
  ...['move', 'capture', 'both', 'initial', 'hop-move', 'hop-capture'].map((k) => `diagram-legend-${k}`),
  // The rules pages: every section's title and text, each page's introduction, each Try-it's texts.
  ...Object.entries(pages).flatMap(([page, sections]) => [
    `rules-${page}-intro`,
    ...sections.flatMap((s) => [`rules-${page}-${s.id}-title`, `rules-${page}-${s.id}`]),
  ]),
  ...tryits.flatMap((x) => [`tryit-task-${x.id}`, `tryit-done-${x.id}`]),
];

/** Sample values for every variable the catalogues use. */
const ARGS = { colour: 'white', winner: 'white', loser: 'black', seconds: 5, id: 'x', name: 'X', files: 8, ranks: 8, pieces: 6, piece: 'Bishop',
  // Board: access and chat.
  example: 'Nf3', text: 'Nx', count: 2, max: 140, square: 'e4', move: 'Nf3', white: '4:59', black: '5:00', result: '1-0', reason: 'x',
  // A piece's Betza in words, and the Betza lab.
  leap: 'x', n: 3, dirs: 'x', of: 8, detail: 'X' };

// Board: play and settings (issue 23): ids built at run time, and the variables of its messages.
DYNAMIC.push(
  ...['requested', 'no-first-move', 'nobody-joined'].map((r) => `abort-${r}`),
  ...['draw', 'takeback', 'rematch'].map((k) => `offer-${k}-declined`),
  'action-new-game',
  ...['anyone', 'computer'].flatMap((a) => [`quick-${a}`, `quick-${a}-hint`]),
  ...['wood', 'blue', 'green'].map((v) => `settings-board-theme-${v}`),
  ...['classic', 'contrast', 'letters'].map((v) => `settings-piece-theme-${v}`),
  ...['system', 'light', 'dark'].map((v) => `settings-color-scheme-${v}`),
  ...['off', 'fast', 'normal', 'slow'].map((v) => `settings-animation-${v}`),
);
Object.assign(ARGS, { game: 'Chess', move: 'e4', control: '3+2', level: 3 });

// Accounts, ratings, game history, leaderboards (issue 24): ids chosen at run time.
DYNAMIC.push(
  ...['casual', 'rated'].map((r) => `home-rated-${r}`),
  ...['account', 'clock', 'opponent'].map((r) => `home-rated-needs-${r}`),
  'error-rated-signin', 'error-join-yourself', 'lobby-none-match',
  ...['win', 'loss', 'draw', 'waiting', 'playing', 'aborted'].map((r) => `recent-${r}`),
  ...['win', 'loss', 'draw'].map((r) => `profile-result-${r}`),
  ...['bullet', 'blitz', 'rapid', 'classical'].map((s) => `speed-${s}`),
  ...['missing', 'characters', 'length'].map((p) => `auth-username-${p}`),
  'auth-password-missing', 'auth-password-short', 'auth-password-long', 'signup-taken', 'login-wrong', 'account-wrong-password',
  'profile-provisional', 'profile-deviation', 'leaderboard-no-game', 'leaderboard-no-speed',
);
Object.assign(ARGS, { message: 'x', min: 2, max: 20, date: '1 May 2026', deviation: 80, page: 1, pages: 3, category: 'Chess · Blitz',
  first: 1500, last: 1662, change: '1500 → 1662 (+162)' });

// Post-game review (issue 25): ids built at run time, and the variables of its messages.
DYNAMIC.push(...['inaccuracy', 'mistake', 'blunder'].map((m) => `review-mark-${m}`), 'colour-white', 'colour-black');
Object.assign(ARGS, { done: 3, total: 81, depth: 12, side: 'White', blunders: 1, mistakes: 2, inaccuracies: 3, before: 60, after: 40 });

// The board editor (issue 25, part 4): the rules' problem codes and FEN fields, Turnover's
// stacks and the castling rights are chosen at run time; its modules live in src/editor.
DYNAMIC.push(
  ...['empty', 'too-many-fields', 'rank-count', 'empty-run-of-zero', 'bad-run', 'unknown-piece', 'not-turnover-piece',
    'rank-too-long', 'rank-too-short', 'bad-side-to-move', 'bad-castling', 'repeated-castling', 'not-a-square',
    'no-double-step', 'not-in-turnover', 'not-a-number', 'not-a-non-negative-number', 'fullmove-zero', 'several-royals',
    'no-royal', 'pawn-on-promotion-rank', 'pawn-behind-its-start', 'check-not-on-turn', 'board-too-large', 'unknown-variant', 'bad-checks'].map((c) => `editor-error-${c}`),
  ...['placement', 'side-to-move', 'castling', 'en-passant', 'halfmove-clock', 'fullmove-number', 'checks', 'position'].map((f) => `editor-field-${f}`),
  ...['p', 'b', 'r', 'n', 'q', 'c'].map((l) => `editor-stack-${l}`),
  ...['white-short', 'white-long', 'black-short', 'black-long'].map((r) => `editor-castle-${r}`),
);
Object.assign(ARGS, { rights: 'KQ', how: 'White is checkmated.', field: 'Castling rights', column: 17, problem: 'x', given: 3, rank: 1,
  squares: 7, what: 'castling', color: 'white', letter: 'K' });

function usedIds() {
  const ids = new Set(DYNAMIC);
  // Modules in folders of their own (editor/, review/, engine/…) too.
  for (const f of readdirSync(SRC, { recursive: true })) {
    if (!f.endsWith('.ts') || f.startsWith('wasm')) continue;
    const text = readFileSync(join(SRC, f), 'utf8');
    for (const m of text.matchAll(/\bt\('([a-z0-9-]+)'/g)) ids.add(m[1]);
  }
  const html = readFileSync(join(WEB, 'index.html'), 'utf8');
  for (const m of html.matchAll(/data-i18n="([a-z0-9-]+)"/g)) ids.add(m[1]);
  return ids;
}

/** A language's catalogues: the bundle, the ids written in the files, and each message's variables. */
function load(lang) {
  const bundle = new FluentBundle(lang, { useIsolating: false });
  const written = [];
  const variables = new Map();
  const errors = [];
  for (const dir of FOLDERS) {
    const file = join(dir, `${lang}.ftl`);
    if (!existsSync(file)) {
      errors.push(`${file} is missing`);
      continue;
    }
    const text = readFileSync(file, 'utf8');
    errors.push(...bundle.addResource(new FluentResource(text)).map(String));
    // Entries: an id at the start of a line, then its indented continuation lines.
    for (const m of text.matchAll(/^([a-z][a-z0-9-]*) *=((?:.*)(?:\n(?:[ \t]+.*|[ \t]*(?=\n)))*)/gm)) {
      written.push(m[1]);
      variables.set(m[1], [...new Set([...m[2].matchAll(/\$([a-z]+)/g)].map((v) => v[1]))].sort());
    }
  }
  return { bundle, written, variables, errors };
}

const catalogues = Object.fromEntries(LANGUAGES.map((l) => [l, load(l)]));
const english = catalogues.en;

test('the catalogue folders hold exactly the four languages', () => {
  for (const dir of FOLDERS) {
    const langs = readdirSync(dir).filter((f) => f.endsWith('.ftl')).map((f) => f.replace(/\.ftl$/, '')).sort();
    assert.deepEqual(langs, LANGUAGES, dir);
  }
});

test('English has every message the UI and the rules pages use', () => {
  const missing = [...usedIds()].filter((id) => !english.bundle.hasMessage(id));
  assert.deepEqual(missing, [], 'en lacks messages');
});

test('every Try-it is on a page', () => {
  const used = new Set(Object.values(pages).flatMap((s) => s.map((x) => x.tryit).filter(Boolean)));
  assert.deepEqual(tryits.map((x) => x.id).filter((id) => !used.has(id)), []);
  assert.deepEqual([...used].filter((id) => !tryits.some((x) => x.id === id)), [], 'a page names an unknown Try-it');
});

for (const lang of LANGUAGES) {
  test(`${lang}: parses, every placeable parses, same messages and variables as English`, () => {
    const { bundle, written, variables, errors } = catalogues[lang];
    assert.deepEqual(errors, []);
    const dupes = written.filter((id, i) => written.indexOf(id) !== i);
    assert.deepEqual(dupes, [], 'duplicate ids');
    // An entry the parser could not read (a broken placeable, say) is written but absent.
    const unparsed = written.filter((id) => !bundle.hasMessage(id) || !bundle.getMessage(id).value);
    assert.deepEqual(unparsed, [], 'entries that do not parse');
    const missing = english.written.filter((id) => !written.includes(id));
    assert.deepEqual(missing, [], `${lang} lacks translations`);
    const extra = written.filter((id) => !english.written.includes(id));
    assert.deepEqual(extra, [], `${lang} has messages English does not have`);
    for (const id of written) {
      assert.deepEqual(variables.get(id), english.variables.get(id), `${lang} ${id}: other variables than English`);
      const formatErrors = [];
      const text = bundle.formatPattern(bundle.getMessage(id).value, ARGS, formatErrors);
      assert.deepEqual(formatErrors.map(String), [], `${lang} ${id}`);
      assert.ok(text.trim().length > 0, `${lang} ${id} is empty`);
    }
  });
}

// Issue 31: the words a native chess player would publish. Every entry of a language's catalogues
// (UI and rules pages, every variant of a selector) is read as written in the file, and none may
// say what the issue found wrong or use a term the catalogues replaced. Each rule: a pattern that
// must not occur, and why.
const FORBIDDEN = {
  el: [
    // The singular (εσύ) throughout: no polite plural verbs, no σας/εσείς. "ώστε" is a conjunction.
    [/(?<!\p{L})(?!ώστε(?!\p{L}))\p{L}+(ετε|είτε|ήστε|άστε|έστε|ίστε|ούστε|ώστε|ψτε|ξτε|ατε|άτε)(?!\p{L})/u, 'the polite plural (the site says εσύ)'],
    [/(?<!\p{L})(σας|εσείς)(?!\p{L})/u, 'the polite plural (the site says εσύ)'],
    [/αιχμαλω/u, 'a capture is λήψη / παίρνει'],
    [/εγκατάλει/u, 'resigning is παραίτηση'],
    [/προσθήκη/u, 'the increment is προσαύξηση'],
    // σειρά only for whose turn it is ("τη σειρά", "σειρά σου"); a rank is a γραμμή.
    [/(?<!τη |Τη )(?<!\p{L})[σΣ]ειρ\p{L}*(?!\p{L})(?! σου)/u, 'a rank is γραμμή; σειρά only for the turn'],
    [/Λήψη (PGN|FEN)/u, 'λήψη is a capture here; a download is κατέβασμα'],
    [/επαναφορ/u, 'a takeback is αναίρεση κίνησης'],
    [/λίστα αναμονής/u, 'the lobby is "ανοιχτές παρτίδες", not a waiting list'],
    [/"/u, 'Greek quotation marks «»'],
    [/έχουν (ματ|πατ)/u, '"έχουν ματ" reads as giving mate; the mated side δέχεται ματ'],
    [/στήλες, που (λέγονται|ονομάζονται) γραμμές/u, 'γραμμές are the ranks, not the files'],
  ],
  es: [
    [/añadido/u, 'the increment is incremento'],
    [/"/u, 'Spanish quotation marks «»'],
    [/(?<!\p{L})sala(?!\p{L})/u, 'the lobby is "partidas abiertas"'],
    [/(?<!(?:[Dd]ar|darle|dan|da|dando) la )vuelta/u, '"vuelta" alone reads as a round; a Turnover turn-over is "dar la vuelta" / volteo'],
    [/\bcoron/iu, 'the catalogues say promocionar'],
    [/están ahogad|el ahogado gana/u, 'the side that stalemates wins, not the stalemated side'],
  ],
  pt: [
    [/saguão/u, 'the lobby is the list of open games'],
    [/"/u, 'quotation marks “ ”'],
    [/(?<!(?:pilha|peça) )(?<!\p{L})[Vv]irada(?!\p{L})/u, '"a virada" is a comeback in Brazil ("pilha virada", a stack turned over, is fine)'],
    [/(?<!\p{L})roc(ar|a|ou|am|ando)(?!\p{L})/u, 'the catalogues say "fazer o roque"'],
    [/afogamento vence|estão afogad/u, 'the side that stalemates wins, not the stalemated side'],
    [/promova a dama/u, 'reads as "promote the queen"'],
  ],
};

/** Every entry of a language's catalogues as written: id and source text, comments left out. */
function entries(lang) {
  const out = [];
  for (const dir of FOLDERS) {
    const text = readFileSync(join(dir, `${lang}.ftl`), 'utf8');
    for (const m of text.matchAll(/^([a-z][a-z0-9-]*) *=((?:.*)(?:\n(?:[ \t]+.*|[ \t]*(?=\n)))*)/gm)) out.push([m[1], m[2]]);
  }
  return out;
}

for (const [lang, rules] of Object.entries(FORBIDDEN)) {
  test(`${lang}: the chess terms and wording of issue 31 in every string`, () => {
    const all = entries(lang);
    assert.equal(all.length, english.written.length, `${lang}: every entry is read`);
    const found = [];
    for (const [id, text] of all)
      for (const [pattern, why] of rules) {
        const m = text.match(pattern);
        if (m) found.push(`${id}: "${m[0]}" (${why})`);
      }
    assert.deepEqual(found, []);
  });
}

test('the Try-it box says "Try it" once: the instruction does not repeat the title', () => {
  for (const lang of LANGUAGES) {
    const { bundle } = catalogues[lang];
    const say = (id) => bundle.formatPattern(bundle.getMessage(id).value, ARGS);
    const title = say('tryit-title');
    const instruction = say('tryit-instruction');
    const firstWord = (s) => s.split(/[\s:]/)[0].toLowerCase();
    assert.notEqual(firstWord(instruction), firstWord(title), `${lang}: "${title}" / "${instruction}"`);
  }
});

// The analysis board (issue 25): the variables of its messages.
Object.assign(ARGS, { game: 'Chess', depth: 12, knps: 150, score: '+0.35', number: 2, message: 'x' });

// Players' variants: the directory (issue 29): the orders and visibilities are chosen at run time.
DYNAMIC.push(
  ...['recent', 'games', 'name'].map((s) => `variants-sort-${s}`),
  ...['private', 'unlisted', 'public'].map((v) => `variants-visibility-${v}`),
);
Object.assign(ARGS, { query: 'spiral', creator: 'alice', version: 2 });

// The variant designer (issue 29): its messages live in locales/designer; ids built at run time
// and the variables of its messages.
DYNAMIC.push(
  ...['private', 'unlisted', 'public'].flatMap((v) => [`designer-visibility-${v}`, `designer-visibility-${v}-note`]),
  ...['short', 'long'].map((s) => `designer-castling-${s}`),
  'designer-save-new', 'designer-try-white', 'designer-try-black',
  ...['shape', 'bad-id', 'builtin-id', 'empty-name', 'bad-board', 'piece-count', 'bad-letter', 'letter-twice',
    'several-royal-kinds', 'no-royal-kind', 'not-a-file', 'no-such-piece', 'castling-squares-overlap', 'bad-zone',
    'bad-promotion-piece', 'no-promotion-piece', 'not-a-square', 'square-twice', 'short-rotation', 'bad-repetition', 'bad-checks-to-win'].map((c) => `designer-error-${c}`),
);
Object.assign(ARGS, { word: 3, counts: '1: 20', version: 2, line: 12 });

// Drops (crazyhouse and its family): the hands in words, the hands' FEN problems and the
// designer's drops problems (codes chosen at run time); the generic rules page's drops
// sentences and the plurals of the usual pieces' names (ids built at run time).
DYNAMIC.push(
  ...['no-hands', 'bad-hand', 'unclosed-hand', 'hand-too-large'].map((c) => `editor-error-${c}`),
  ...['drops-with-transforms', 'nothing-to-drop'].map((c) => `designer-error-${c}`),
  ...['', '-captures', '-no-captures', '-demote', '-keep-promoted', '-pawns', '-pawns-first-rank'].map((s) => `rules-generic-drops${s}`),
  ...['king', 'queen', 'rook', 'bishop', 'knight', 'pawn'].map((p) => `pocket-many-${p}`),
);
Object.assign(ARGS, { hand: 'Queen, 2 pawns' });


// Shogi-style promotion (minishogi, shogi): a promoted piece's name, the generic rules page's
// promotion and drop-rule sentences (ids passed to its paragraph helper) and the designer's
// and FEN's promotion problems (codes chosen at run time).
DYNAMIC.push(
  'reason-drop-mate', 'editor-error-not-promotable',
  ...['bad-promotes-to', 'promotes-without-zone'].map((c) => `designer-error-${c}`),
  ...['promotes', 'promotes-pair', 'promotes-forced', 'promotes-notation', 'stranded', 'drops-unpromote', 'drops-one-per-file', 'drops-mate-loses'].map((s) => `rules-generic-${s}`),
);
Object.assign(ARGS, { kind: 'Tokin', promoted: 'promoted pawn', zone: 3 });

// Regions, zone moves and facing generals (xiangqi), and tori shogi's two swallows a file: the
// rules page's sentences (ids passed to its paragraph helper) and the designer's problems
// (codes chosen at run time).
DYNAMIC.push(
  ...['bad-region', 'confined-rider', 'kings-face-without-check', 'bad-per-file'].map((c) => `designer-error-${c}`),
  ...['region', 'zone-moves', 'kings-may-not-face', 'drops-per-file'].map((s) => `rules-generic-${s}`),
);
Object.assign(ARGS, { betza: 'fsW' });

// Horde: the ranks of a piece's initial moves and of en passant, and a side without a royal
// piece: the rules page's sentences and the designer's problems (codes chosen at run time).
DYNAMIC.push(
  ...['bad-rank', 'en-passant-ranks-without-en-passant', 'royal-optional-without-royal'].map((c) => `designer-error-${c}`),
  ...['initial-ranks', 'en-passant-ranks', 'royal-optional'].map((s) => `rules-generic-${s}`),
);
Object.assign(ARGS, { win: 'checkmate', royal: 'King', initial: 'from its starting rank only' });

// Coregal chess: a piece kind guarded like the royal one: the rules page's sentence (its id
// passed to its paragraph helper, with or without the pieces that promote to it) and the
// designer's problem (its code chosen at run time).
DYNAMIC.push('designer-error-pseudo-royal-without-check', 'rules-generic-pseudo-royal');
Object.assign(ARGS, { pawn: 'Pawn', promotes: 'yes' });

// Boards with holes and promotion beyond the chess pawn's (Omicron, Legan, Grand chess,
// Pawnback): the FEN's and the designer's problems (codes chosen at run time), the rules page's
// sentences (ids passed to its paragraph helper) and the screen-reader's word for a hole.
DYNAMIC.push(
  ...['hole-not-marked', 'not-a-hole'].map((c) => `editor-error-${c}`),
  ...['no-zone', 'zone-and-squares', 'black-squares-without-squares', 'bad-limit', 'castling-over-hole'].map((c) => `designer-error-${c}`),
  ...['holes', 'promotion-squares', 'promotion-optional', 'promotion-limits', 'pawn-moves-no-restart'].map((s) => `rules-generic-${s}`),
  'blind-hole',
);
Object.assign(ARGS, { file: 'b', limits: 'Queen (1), Rook (2)', moves: 50 });

// Spartan chess, Sho shogi and Dobutsu shogi: how pieces guarded like a king are in check in a
// game without a royal piece, and a goal square that counts only where nothing attacks the
// piece: the rules page's sentences (ids passed to its paragraph helper, the mode's chosen at
// run time), the designer's choices (built at run time) and its problems (codes chosen at run
// time).
DYNAMIC.push(
  ...['pseudo-royal-check-without-pseudo-royal', 'pseudo-royal-check-with-royal', 'goal-safe-with-hold-or-reply'].map((c) => `designer-error-${c}`),
  ...['each', 'all', 'last'].map((m) => `designer-pseudo-royal-check-${m}`),
  ...['each', 'all', 'last', 'promotes'].map((m) => `rules-generic-pseudo-royal-${m}`),
  'rules-generic-goal-safe',
);
Object.assign(ARGS, { check: 'last' });

// Shatar: the end of a game by a forbidden mate or a mate without a shak (reasons built at run
// time), the piece that reached a goal and the side left with its king alone (`piece`, `bare`),
// the rules page's sentences on which mates count and the drawn bare king (ids passed to its
// paragraph helper), the designer's words for problems at the mate rule (ids looked up by field
// and code) and its extinction result "draw" and royal choice "none".
DYNAMIC.push(
  ...['forbidden-mate', 'mate-without-shak'].map((r) => `reason-${r}`),
  ...['mate-not-alone', 'mate-run-needs', 'extinction-bare'].map((s) => `rules-generic-${s}`),
  ...['mate-without-check', 'mate-no-pieces', 'mate-rule-without-check', 'no-pieces-counted', 'no-such-piece'].map((c) => `designer-error-${c}`),
);
Object.assign(ARGS, { bare: 'white' });

// Makruk's family: the end of a game by the counting rule (a reason built at run time), the
// FEN's problems with first-move rights and counts (codes chosen at run time), the rules page's
// sentences on first moves, the rook that takes the king's away, the king frozen in check and
// the counting rules (ids passed to its paragraph helper, the rule's chosen at run time), and the
// designer's counting choices (built at run time) and problems (codes chosen at run time, or
// looked up by field and code).
DYNAMIC.push(
  'reason-counting-rule',
  ...['no-first-move-right', 'bad-count'].map((c) => `editor-error-${c}`),
  ...['bad-first-move-right', 'royal-right-without-right', 'needs-checkmate-of-royal', 'check-freezes-king-without-checkmate', 'counting-without-checkmate'].map(
    (c) => `designer-error-${c}`,
  ),
  ...['makruk', 'cambodian', 'asean', 'rook', 'khon', 'knight'].map((x) => `designer-counting-${x}`),
  ...['first-move-right', 'first-move-right-fen', 'royal-right-lost', 'check-freezes-king', 'counting-makruk', 'counting-cambodian', 'counting-asean', 'counting-end'].map(
    (s) => `rules-generic-${s}`,
  ),
);
Object.assign(ARGS, { limit: 16 });

// Atomar: the rules page's sentences on explosions in a game without a royal piece, the kinds no
// explosion harms and the kinds that may not take their own kind (ids passed to its paragraph
// helper), and the designer's words for a letter refused in either list (looked up by field and
// code).
DYNAMIC.push(
  ...['explosion-no-royal', 'explosion-immune', 'mutually-immune'].map((s) => `rules-generic-${s}`),
  ...['explosion-immune-piece', 'mutually-immune-piece'].map((c) => `designer-error-${c}`),
);

// Pieces that turn over (Kyoto and Micro shogi): the rules page's sentences on promoted pieces
// turning back, promotion only by capturing and drops either side up (ids passed to its
// paragraph helper, whether turning is forced chosen at run time), and the designer's words for
// those rules in a game where no piece promotes shogi-style (looked up by field and code, or the
// kind's own with the rule as the file writes it).
DYNAMIC.push(
  ...['promotes-demotes', 'promotes-by-capture', 'demotes-notation', 'drops-promoted'].map((s) => `rules-generic-${s}`),
  ...['promotion-rule-without-promotes-to', 'demotes-without-promotes-to', 'by-capture-without-promotes-to', 'promoted-drops-without-promotes-to'].map(
    (c) => `designer-error-${c}`,
  ),
);
Object.assign(ARGS, { mandatory: 'yes', demotes: 'yes', rule: 'promotion.demotes' });

// A setup by drops (Placement chess): the rules page's sentences on drops that must be made (the
// royal piece in the start's hand or not, chosen at run time), the drop squares, kinds dropped
// on both colours and castling rights given by drops (ids passed to its paragraph helper), and
// the designer's word for castling by drops without drops (its code chosen at run time).
DYNAMIC.push(
  ...['drops-must', 'drops-squares', 'drops-opposite-colours', 'castling-by-drops'].map((s) => `rules-generic-${s}`),
  'designer-error-by-drops-without-drops',
);
Object.assign(ARGS, { held: 'yes', king: 'King', rook: 'Rook', rooks: 'a1 or h1', blackrooks: 'a8 or h8' });

// Sittuyin: a pawn that promotes instead of moving and the kinds dropped only on the first rank:
// the rules page's sentences (ids passed to its paragraph helper) and the screen-reader's words
// for such a promotion (where it stands or a step aside, chosen at run time).
DYNAMIC.push(
  ...['promotion-in-place', 'promotion-in-place-limits', 'promotion-in-place-stalemate', 'promotion-in-place-how', 'drops-first-rank-only'].map((s) => `rules-generic-${s}`),
  ...['in-place', 'aside'].map((s) => `blind-promoted-${s}`),
);
Object.assign(ARGS, { from: 'd5', san: 'd5=F', uci: 'd5d5f' });

// Gating (S-chess): the rules page's sentences (ids passed to its paragraph helper; whether the
// game castles chosen at run time), the FEN's problem with a letter that names no gate and the
// designer's problems with gating (codes chosen at run time).
DYNAMIC.push(
  ...['drops-gating', 'drops-gating-only', 'drops-gating-how', 'drops-no-captures-gating'].map((s) => `rules-generic-${s}`),
  'editor-error-no-gate',
  ...['hand-with-no-way-in', 'gating-with-first-move-rights'].map((c) => `designer-error-${c}`),
);
Object.assign(ARGS, { castling: 'yes', castle: 'O-O' });

// Chess960: the rules page's paragraph on the shuffled first rank and its castling (ids passed
// to its paragraph helper) and the designer's problem with Chess960 castling given by drops (its
// code chosen at run time).
DYNAMIC.push('rules-generic-castling-chess960', 'designer-error-chess960-by-drops');
Object.assign(ARGS, { bound: 'Bishop', sides: 'both', kingshort: 'g1', rookshort: 'f1', kinglong: 'c1', rooklong: 'd1' });

// Perpetual check that loses (xiangqi, shogi): the end of a game by it (a reason built at run
// time), the rules page's sentence (its id passed to its paragraph helper) and the designer's
// problem with it (its code chosen at run time).
DYNAMIC.push('reason-perpetual-check', 'rules-generic-perpetual-check', 'designer-error-perpetual-check-without-repetition');
Object.assign(ARGS, { times: 3 });

// Janggi: the ends of a game by a bikjang and by two passes (reasons built at run time), the rules
// page's sentences on the diagonal lines, the moves along them, the pieces a hopper may not hop
// over, passing, the bikjang and the points (ids passed to its paragraph helper), and the
// designer's problems with them (codes chosen at run time).
DYNAMIC.push(
  'reason-bikjang', 'reason-both-passed',
  ...['diagonal-lines', 'line-moves', 'no-hop-over', 'pass', 'bikjang', 'points'].map((s) => `rules-generic-${s}`),
  ...['line-moves-without-lines', 'line-moves-lame-or-initial', 'no-hop-over-without-hop', 'pass-without-royal', 'bikjang-without-pass', 'bad-black-bonus'].map(
    (c) => `designer-error-${c}`,
  ),
);
Object.assign(ARGS, { points: 'yes', values: 'Chariot 13, Cannon 7', bonus: 1.5 });

// Pieces' names: every piece of every variant file (variants/ and variants/examples/) is named in
// every language, by its game's own key `piece-<id>-<letter>` or the usual `piece-name-<name>`
// (as `pieceNameIn` in src/i18n.ts looks them up), so a new example game whose names have no key
// fails here instead of showing them in English.
const VARIANTS = join(WEB, '..', 'variants');

/** A variant file's id and its pieces' letters and names: the top-level `id` and each
 *  `[[piece]]` table's `letter` and `name`, in whatever order the keys come. */
function variantPieces(file) {
  const pieces = [];
  let id;
  let table = '';
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    // A comment starts at a # outside a string.
    const line = raw.replace(/^((?:[^"#]|"(?:[^"\\]|\\.)*")*)#.*$/, '$1').trim();
    const header = line.match(/^\[\[?\s*([^\]]+?)\s*\]\]?$/);
    if (header) {
      table = header[1];
      if (line.startsWith('[[') && table === 'piece') pieces.push({});
      continue;
    }
    const kv = line.match(/^([A-Za-z0-9_-]+)\s*=\s*("(?:[^"\\]|\\.)*")$/);
    if (!kv) continue;
    const value = JSON.parse(kv[2]);
    if (table === '' && kv[1] === 'id') id = value;
    else if (table === 'piece' && (kv[1] === 'letter' || kv[1] === 'name')) pieces.at(-1)[kv[1]] = value;
  }
  return { id, pieces };
}

test('every piece of every variant file has a name in every language', () => {
  const files = [VARIANTS, join(VARIANTS, 'examples')].flatMap((dir) =>
    readdirSync(dir).filter((f) => f.endsWith('.toml')).map((f) => join(dir, f)));
  assert.ok(files.length > 10, 'the variant files are found');
  let count = 0;
  const missing = [];
  for (const file of files) {
    const { id, pieces } = variantPieces(file);
    assert.ok(id, `${file}: no id`);
    assert.ok(pieces.length > 0, `${file}: no pieces`);
    for (const { letter, name } of pieces) {
      assert.ok(letter && name, `${file}: a piece without a letter or a name`);
      count++;
      const own = `piece-${id}-${letter.toLowerCase()}`;
      const usual = `piece-name-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
      for (const lang of LANGUAGES) {
        const { bundle } = catalogues[lang];
        if (!bundle.hasMessage(own) && !bundle.hasMessage(usual)) missing.push(`${lang}: ${id} ${letter} "${name}" (${usual} or ${own})`);
      }
    }
  }
  assert.ok(count > 100, 'the pieces are read');
  assert.deepEqual(missing, []);
});
