// The designer's fields of a setup by drops (Placement chess): drops that must be made while a
// side holds pieces (`drops.must_drop`, which lets the royal piece wait in the hand), where
// drops may go (`drops.squares`, `drops.black_squares`, typed as promotion squares are), the
// kinds dropped on squares of both colours (`drops.opposite_colours`), the kinds dropped only on
// the first rank (`drops.first_rank_only`, Sittuyin's rooks) and castling rights given by drops
// (`castling.by_drops`). Each is written only when set, as the file omits it otherwise.
import { t } from '../i18n';
import { check, field, pieceChoices, squareList } from './formparts';
import type { VariantForm } from './model';

type Input = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The drops section's fields of a setup by drops (inside its parts shown with drops). */
export function dropSetupHtml(): string {
  return `${check('drops.must_drop', t('designer-drops-must-drop'))}
    ${field('drops.squares', t('designer-drops-squares'), '<input data-path="drops.squares" autocomplete="off" spellcheck="false" maxlength="400">', t('designer-drops-squares-note'))}
    ${field('drops.black_squares', t('designer-drops-black-squares'), '<input data-path="drops.black_squares" autocomplete="off" spellcheck="false" maxlength="400">', t('designer-drops-black-squares-note'))}
    <fieldset class="dz-field dz-choices" data-field="drops.opposite_colours"><legend>${t('designer-drops-opposite-colours')}</legend><div data-el="oppositeColours"></div></fieldset>
    <fieldset class="dz-field dz-choices" data-field="drops.first_rank_only"><legend>${t('designer-drops-first-rank-only')}</legend><div data-el="firstRankOnly"></div></fieldset>`;
}

/** The castling section's tick for rights given by drops (inside its parts shown with castling). */
export function byDropsHtml(): string {
  return check('castling.by_drops', t('designer-castling-by-drops'));
}

/** Shows the form's values in these fields under `root`, but in `typing` (the field being typed
 *  in, whose caret stays where it is). */
export function showDropSetup(root: HTMLElement, form: VariantForm, typing: Element | null): void {
  const d = form.drops;
  const set = (path: string, value: string | boolean) => {
    for (const el of root.querySelectorAll<HTMLInputElement>(`[data-path="${path}"]`)) {
      if (el === typing) continue;
      if (el.type === 'checkbox') el.checked = value === true;
      else el.value = String(value);
    }
  };
  set('drops.must_drop', d?.must_drop === true);
  set('drops.squares', (d?.squares ?? []).join(' '));
  set('drops.black_squares', (d?.black_squares ?? []).join(' '));
  set('castling.by_drops', form.castling?.by_drops === true);
  // The kinds that may be held: any but the royal one (which the rules refuse there).
  const box = root.querySelector<HTMLElement>('[data-el="oppositeColours"]');
  if (box) pieceChoices(box, form, 'drops.opposite_colours', d?.opposite_colours ?? [], (p) => !p.royal);
  const firstRank = root.querySelector<HTMLElement>('[data-el="firstRankOnly"]');
  if (firstRank) pieceChoices(firstRank, form, 'drops.first_rank_only', d?.first_rank_only ?? [], (p) => !p.royal);
}

/** Makes the change of the field `path` (the input `el`) in `f`; false when `path` is none of
 *  these fields. */
export function applyDropSetup(f: VariantForm, path: string, el: Input): boolean {
  const checked = el instanceof HTMLInputElement && el.checked;
  const d = f.drops;
  switch (path) {
    case 'drops.must_drop':
      if (d) {
        if (checked) d.must_drop = true;
        else delete d.must_drop;
      }
      return true;
    case 'drops.squares':
    case 'drops.black_squares': {
      // None typed: anywhere (White's), or White's seen from the other side (Black's).
      const key = path === 'drops.squares' ? 'squares' : 'black_squares';
      const squares = squareList(el.value);
      if (d) {
        if (squares.length) d[key] = squares;
        else delete d[key];
      }
      return true;
    }
    case 'drops.opposite_colours':
    case 'drops.first_rank_only':
      if (d) {
        const key = path === 'drops.opposite_colours' ? 'opposite_colours' : 'first_rank_only';
        const rest = (d[key] ?? []).filter((x) => x !== el.value);
        const chosen = checked ? [...rest, el.value] : rest;
        if (chosen.length) d[key] = chosen;
        else delete d[key];
      }
      return true;
    case 'castling.by_drops':
      if (f.castling) {
        if (checked) f.castling.by_drops = true;
        else delete f.castling.by_drops;
      }
      return true;
    default:
      return false;
  }
}
