// The board editor, `/editor/{game id}?fen=…` (issue 25, part 4): put pieces on the board of any
// game, set the side to move, castling rights, en passant and the clocks, see the FEN as you go
// (or paste one), and have the rules themselves say whether it is a position, in the reader's
// language. From a good position: analyse it, or play it against the computer or a friend. A
// player's variant is `/editor/@name/slug`: its newest version, its rules from its file. In a
// game with gating (S-chess), a gate whose piece is taken off the board leaves the castling field.
// In a Chess960 game the castling boxes read the rooks' files (`HAha`, `FHfh`) and write X-FEN.
import './editor.css';
import * as api from '../api';
import { t, variantName } from '../i18n';
import { escapeHtml } from '../movelist';
import { findVariant } from '../pageload';
import { rulesHref } from '../variantpath';
import { pieceSetOf } from '../pieces';
import { gameHoles } from '../holes';
import type { VariantView } from '../protocol';
import { EditorBoard, type Brush } from './board';
import { Controls, LETTER_BOXES, type CastlingBoxes } from './controls';
import { Castle960 } from './castle960';
import { closedGates, emptyPlacement, readFen, writeFen, type FenFields } from './fen';
import { read as readCgFen } from 'chessgroundx/fen';
import { toKey } from '../board';
import { renderPalette, showBrush } from './palette';
import { loadSetupRules, type SetupRules, type Verdict } from './rules';
import { Actions } from './actions';
import { outcomeText, playBlocker, problemText } from './verdict';

export async function editorPage(root: HTMLElement, variantId: string): Promise<() => void> {
  let found: VariantView | undefined;
  try {
    found = await findVariant(await api.variants(), variantId);
  } catch {
    root.innerHTML = `<div class="error-page"><h1>${t('error-load')}</h1></div>`;
    return () => {};
  }
  if (!found) {
    root.innerHTML = `<div class="error-page"><h1>${escapeHtml(t('error-unknown-variant', { id: variantId }))}</h1>
      <p><a href="/" data-link>${t('nav-home')}</a></p></div>`;
    return () => {};
  }
  const v: VariantView = found;
  const name = variantName(v);
  document.title = `${t('editor-title', { name })} · ${t('site-title')}`;
  root.innerHTML = `<div class="editor-page" data-variant="${escapeHtml(v.id)}" data-state="loading">
    <h1>${escapeHtml(t('editor-title', { name }))}</h1>
    <div class="editor-layout">
      <div class="editor-board-column" data-el="boardColumn"></div>
      <div class="editor-side">
        <div data-el="controls"></div>
        <p class="editor-verdict" data-el="verdict" role="status" aria-live="polite"></p>
        <p class="editor-note" data-el="note"></p>
        <div data-el="actions"></div>
        <p class="editor-links"><a href="${rulesHref(v.id)}" data-link>${escapeHtml(t('rules-title', { name }))}</a></p>
      </div>
    </div>
  </div>`;
  const page = root.querySelector<HTMLElement>('.editor-page')!;
  const part = (n: string) => root.querySelector<HTMLElement>(`[data-el="${n}"]`)!;

  let rules: SetupRules;
  try {
    rules = await loadSetupRules(v);
  } catch (e) {
    part('verdict').textContent = t('editor-rules-unavailable', { message: e instanceof Error ? e.message : String(e) });
    page.dataset.state = 'no-rules';
    return () => {};
  }

  // A game with gating (S-chess): hands, and letters in the start's castling field that are no
  // castling rights (the gates, `KQBCDFGkqbcdfg`).
  const gating = v.drops !== null && /[a-jl-pr-z]/i.test(v.start_fen.split(' ')[2] ?? '-');
  /** Whether a square (wire name) of a placement holds a piece of a colour. */
  const pieceOf = (placement: string) => {
    const pieces = readCgFen(placement, { width: v.files, height: v.ranks }).pieces;
    return (square: string, white: boolean) => pieces.get(toKey(square))?.color === (white ? 'white' : 'black');
  };
  const given = new URLSearchParams(location.search).get('fen');
  let fields: FenFields = readFen(given ?? v.start_fen);

  const column = part('boardColumn');
  column.classList.add(`pieces-${pieceSetOf(v.id)}`); // the palette's drawings
  const chooseBrush = (brush: Brush) => {
    board.brush = brush;
    showBrush(column, brush);
  };
  const palette = { drag: (p: Parameters<EditorBoard['dragNew']>[0], e: MouseEvent | TouchEvent) => board.dragNew(p, e), choose: chooseBrush };
  renderPalette(column, v, 'black', palette);
  const board = new EditorBoard(column, v, () => {
    const placement = board.placement();
    if (placement === fields.placement) return;
    // A gate whose piece was taken away is closed (a gating game's castling field names only
    // first-rank squares with a piece of their side).
    const castling = gating ? closedGates(fields.castling, v.ranks, pieceOf(placement)) : fields.castling;
    fields = { ...fields, placement, castling };
    update('board');
  });
  renderPalette(column, v, 'white', palette);
  const tools = document.createElement('div');
  tools.className = 'editor-tools';
  tools.innerHTML = `<button type="button" data-tool="clear">${t('editor-clear')}</button>
    <button type="button" data-tool="start">${t('editor-start')}</button>
    <button type="button" data-tool="flip">${t('action-flip')}</button>
    <form class="editor-put" data-el="put">
      <label>${t('editor-square')} <input name="square" size="4" autocomplete="off" spellcheck="false"></label>
      <button type="submit">${t('editor-put')}</button>
    </form>`;
  column.appendChild(tools);
  tools.addEventListener('click', (e) => {
    const tool = (e.target as HTMLElement).closest<HTMLElement>('[data-tool]')?.dataset.tool;
    if (tool === 'clear') setFields({ ...fields, placement: emptyPlacement(v.files, v.ranks, gameHoles(v)) + (v.drops ? '[]' : ''), castling: '-', enPassant: '-' });
    else if (tool === 'start') setFields(readFen(v.start_fen));
    else if (tool === 'flip') board.flip();
  });
  const putForm = tools.querySelector<HTMLFormElement>('form')!;
  putForm.addEventListener('submit', (e) => {
    e.preventDefault();
    const input = putForm.querySelector<HTMLInputElement>('input')!;
    const square = wireSquare(input.value.trim().toLowerCase(), v);
    const brush = board.brush;
    if (square === null) {
      part('note').textContent = t('editor-bad-square', { square: input.value.trim() });
      return;
    }
    if (brush === null) {
      part('note').textContent = t('editor-choose-first');
      return;
    }
    if (!board.put(square, brush)) part('note').textContent = t('editor-hole-square', { square: input.value.trim() });
  });

  // Chess960: the boxes know which rook each letter names.
  const c960 = rules.chess960
    ? new Castle960({
        castling: rules.chess960,
        royal: rules.facts.royal,
        files: v.files,
        ranks: v.ranks,
        gating: v.drops?.gating === true,
        capturesToHand: v.drops?.captures_to_hand === true,
      })
    : null;
  const boxes: CastlingBoxes = c960 ?? LETTER_BOXES;
  const controls = new Controls(part('controls'), v, rules.facts, {
    changed: (f) => {
      fields = f;
      update('controls');
    },
    typed: (text) => {
      fields = readFen(text);
      update('text');
    },
  }, boxes);
  const actions = new Actions(part('actions'), v);

  /** Brings every view in step with `fields`, except the one the change came from. */
  function update(from: 'board' | 'controls' | 'text' | 'load'): void {
    if (from !== 'board') board.setPlacement(fields.placement);
    const fen = from === 'text' ? controls.text() : writeFen(fields);
    const epSquares = rules.facts.en_passant ? rules.enPassantSquares(writeFen({ ...fields, enPassant: '-' })) : [];
    controls.show(fields, epSquares, from !== 'text');
    showVerdict(rules.check(fen), fen);
  }

  function setFields(f: FenFields): void {
    fields = f;
    update('load');
  }

  function showVerdict(verdict: Verdict, fen: string): void {
    const el = part('verdict');
    const note = part('note');
    note.textContent = '';
    page.dataset.valid = String(verdict.ok);
    page.dataset.over = String(verdict.ok && verdict.outcome !== null);
    page.dataset.fen = fen;
    page.dataset.rulesFen = verdict.ok ? verdict.fen : '';
    if (!verdict.ok) {
      el.textContent = problemText(verdict.error, v);
      el.dataset.code = verdict.error.code;
      el.className = 'editor-verdict bad';
    } else {
      el.dataset.code = verdict.outcome ? 'over' : 'ok';
      el.className = `editor-verdict ${verdict.outcome ? 'over' : 'good'}`;
      el.textContent = verdict.outcome ? outcomeText(verdict.outcome, v, verdict.fen) : t('editor-valid');
      const kept = verdict.fen.split(' ')[2] ?? '-';
      const dropped = c960 ? c960.dropped(fields, kept) : droppedRights(fields.castling, verdict.fen);
      if (dropped) note.textContent = t('editor-castling-dropped', { rights: dropped });
    }
    actions.show(fen, verdict.ok ? verdict.turn : null, verdict.ok, playBlocker(verdict));
  }

  update('load');
  page.dataset.state = 'ready';
  return () => board.destroy();
}

/** The rights asked for that the rules' FEN no longer has (king or rook not in place). */
function droppedRights(asked: string, rulesFen: string): string {
  const kept = rulesFen.split(' ')[2] ?? '-';
  return [...asked].filter((r) => r !== '-' && !kept.includes(r)).join('');
}

/** A square as the board labels it (`e4`; Turkish Chess counts ranks from 0) to its wire name
 *  (ranks from 1), or null when the board has no such square. */
function wireSquare(s: string, v: VariantView): string | null {
  const m = /^([a-p])(\d{1,2})$/.exec(s);
  if (!m) return null;
  const file = m[1].charCodeAt(0) - 97;
  const rank = Number(m[2]) - v.first_rank_label;
  return file < v.files && rank >= 0 && rank < v.ranks ? `${m[1]}${rank + 1}` : null;
}
