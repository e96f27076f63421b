// The designer's start position: the board editor's board and palettes (src/editor) on the
// form's board with the form's pieces. Drag pieces from the palettes or click squares with a
// piece chosen; the hole brush makes a square a hole (no square of the board: `*` in the FEN),
// the eraser makes it a square again; "Mirror" copies White's pieces and holes to Black's side,
// "Clear" takes the pieces off and leaves the holes. Only the placement is edited here: the side
// to move and the counters stay as the file has them, and the castling rights follow the
// castling fields.
import { EditorBoard, type Brush } from '../editor/board';
import { renderPalette, showBrush } from '../editor/palette';
import { t } from '../i18n';
import type { VariantPiece, VariantView } from '../protocol';
import { DRAFT_OWNER, clearPieces, mirrorWhite, placementOf, type VariantForm } from './model';

/** The form as a game the board editor can show (its pieces with a good letter only). */
export function draftView(form: VariantForm): VariantView {
  return {
    id: `@${DRAFT_OWNER}/${form.id}`,
    name: form.name,
    description: form.description,
    files: form.files,
    ranks: form.ranks,
    first_rank_label: form.first_rank_label,
    start_fen: form.start,
    // With what each promotes to (shogi style): the board draws and names promoted pieces by it.
    pieces: form.pieces
      .filter((p) => /^[A-Z]$/.test(p.letter))
      .map((p): VariantPiece => ({ letter: p.letter, name: p.name, betza: p.betza, royal: p.royal, promotes_to: p.promotes_to ?? null })),
    promotion: form.promotion?.pieces ?? [],
    promotion_black: form.promotion?.black_pieces ?? form.promotion?.pieces ?? [],
    transforms: form.transforms.map((rotate) => ({ rotate })),
    goal_squares: form.rules.goal_squares,
    goal_squares_black: form.rules.goal_squares_black ?? [],
    checks_to_win: form.rules.checks_to_win,
    // The editor board draws no regions; the rules page and the game board do.
    regions: [],
    diagonal_lines: form.diagonal_lines ?? [],
    pass: form.rules.pass ?? false,
    drops: form.drops ? { ...form.drops, one_per_file: form.drops.one_per_file ?? [], per_file: form.drops.per_file ?? 1, drop_mate_loses: form.drops.drop_mate_loses ?? [], gating: form.drops.gating ?? false, plain_drops: form.drops.plain_drops ?? true } : null,
    builtin: false,
  };
}

/** The form's start FEN with another placement (its other fields kept). */
export function withPlacement(form: VariantForm, placement: string): string {
  const rest = form.start.trim().split(/\s+/).slice(1);
  return [placement, ...(rest.length ? rest : ['w', '-', '-', '0', '1'])].join(' ');
}

export class StartPosition {
  readonly el: HTMLElement;
  private board?: EditorBoard;
  private column!: HTMLElement;
  /** What the board was built for: size and letters (a change rebuilds it). */
  private builtFor = '';
  private form!: VariantForm;

  constructor(private readonly changed: (start: string) => void) {
    this.el = document.createElement('fieldset');
    this.el.className = 'dz-section dz-start';
    this.el.dataset.section = 'start';
    this.el.dataset.field = 'start';
    this.el.innerHTML = `<legend>${t('designer-section-start')}</legend>
      <p class="dz-note">${t('designer-start-note')}</p>
      <div class="dz-start-board pieces-classic" data-el="column"></div>
      <div class="editor-tools">
        <button type="button" data-tool="mirror">${t('designer-mirror')}</button>
        <button type="button" data-tool="clear">${t('editor-clear')}</button>
        <button type="button" data-tool="flip">${t('action-flip')}</button>
      </div>`;
    this.column = this.el.querySelector<HTMLElement>('[data-el="column"]')!;
    this.el.querySelector('.editor-tools')!.addEventListener('click', (e) => {
      const tool = (e.target as HTMLElement).closest<HTMLElement>('[data-tool]')?.dataset.tool;
      const { files, ranks } = this.form;
      if (tool === 'mirror') this.set(mirrorWhite(this.board?.placement() ?? placementOf(this.form), files, ranks));
      else if (tool === 'clear') this.set(clearPieces(this.board?.placement() ?? placementOf(this.form), files, ranks));
      else if (tool === 'flip') this.board?.flip();
    });
  }

  /** Shows the form's start position (the board rebuilt when the size or the pieces changed). */
  show(form: VariantForm): void {
    this.form = form;
    const v = draftView(form);
    const key = `${v.files}x${v.ranks}:${v.pieces.map((p) => `${p.letter}${p.name}>${p.promotes_to ?? ''}`).join(',')}:${v.drops ? 'hands' : ''}`;
    if (key !== this.builtFor) {
      this.builtFor = key;
      this.board?.destroy();
      this.column.replaceChildren();
      const choose = (brush: Brush) => {
        if (this.board) this.board.brush = brush;
        showBrush(this.column, brush);
      };
      const handlers = { drag: (p: Parameters<EditorBoard['dragNew']>[0], e: MouseEvent | TouchEvent) => this.board?.dragNew(p, e), choose };
      renderPalette(this.column, v, 'black', handlers);
      this.board = new EditorBoard(
        this.column,
        v,
        () => {
          const placement = this.board!.placement();
          if (placement !== placementOf(this.form)) this.changed(withPlacement(this.form, placement));
        },
        { editHoles: true },
      );
      renderPalette(this.column, v, 'white', handlers, true);
    }
    if (this.board && this.board.placement() !== placementOf(form)) this.board.setPlacement(placementOf(form));
  }

  private set(placement: string): void {
    this.board?.setPlacement(placement);
    this.changed(withPlacement(this.form, placement));
  }

  dispose(): void {
    this.board?.destroy();
  }
}
