// Every message the UI asks for exists in every catalogue, and every catalogue parses.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { FluentBundle, FluentResource } from '@fluent/bundle';
import { WEB } from './harness.mjs';

const SRC = join(WEB, 'src');
const LOCALES = join(SRC, 'locales');

// Messages whose ids are built at run time (`t(\`reason-${reason}\`)` and the like).
const DYNAMIC = [
  ...['checkmate', 'stalemate', 'threefold-repetition', 'fifty-move-rule', 'insufficient-material', 'king-captured',
    'bare-king', 'no-castles', 'timeout', 'timeout-vs-insufficient-material', 'resignation', 'agreement'].map((r) => `reason-${r}`),
  ...['flip', 'abort', 'resign', 'draw', 'takeback', 'rematch'].map((a) => `action-${a}`),
  'confirm-abort', 'confirm-resign',
  ...['draw', 'takeback', 'rematch'].flatMap((k) => [`offer-${k}-received`, `offer-${k}-sent`, `offer-${k}-by`]),
  ...['friend', 'open', 'hotseat', 'computer'].map((m) => `mode-${m}`),
  ...['white', 'black', 'random'].map((c) => `colour-choice-${c}`),
  'colour-white', 'colour-black',
  ...['illegal-move', 'not-your-turn', 'forbidden', 'game-over', 'waiting', 'stale', 'conflict', 'rate-limited'].map((e) => `error-${e}`),
  'connection-connecting', 'connection-lost', 'notice-seat-taken', 'notice-join-failed', 'error-game-not-found', 'error-load',
];

function usedIds() {
  const ids = new Set(DYNAMIC);
  for (const f of readdirSync(SRC)) {
    if (!f.endsWith('.ts')) continue;
    const text = readFileSync(join(SRC, f), 'utf8');
    for (const m of text.matchAll(/\bt\('([a-z0-9-]+)'/g)) ids.add(m[1]);
  }
  const html = readFileSync(join(WEB, 'index.html'), 'utf8');
  for (const m of html.matchAll(/data-i18n="([a-z0-9-]+)"/g)) ids.add(m[1]);
  return ids;
}

const catalogues = readdirSync(LOCALES).filter((f) => f.endsWith('.ftl'));

test('an English catalogue exists', () => {
  assert.ok(catalogues.includes('en.ftl'));
});

for (const file of catalogues) {
  test(`${file} parses and has every message the UI uses`, () => {
    const lang = file.replace(/\.ftl$/, '');
    const bundle = new FluentBundle(lang, { useIsolating: false });
    const errors = bundle.addResource(new FluentResource(readFileSync(join(LOCALES, file), 'utf8')));
    assert.deepEqual(errors.map(String), []);
    const missing = [...usedIds()].filter((id) => !bundle.hasMessage(id));
    assert.deepEqual(missing, [], `${file} lacks messages`);
  });
}
