// The designer's form fields besides the pieces and the start position: the game (name, id,
// description, board size), castling (with Chess960's king and rooks anywhere on the first
// rank), promotion (its zone as ranks or as squares, whether a pawn may stay one, the limits of
// what it becomes, shogi-style pieces that must promote, turn back, or turn only by capturing),
// en passant, drops (with shogi's one pawn a file, losing pawn-drop
// mate, pieces dropped either side up, S-chess's gating and a hand that only comes in through
// gates, and a setup by drops: dropsetup.ts) and the end rules
// (Shatar's mates, Makpong's king frozen in check, Cambodian chess's rook that takes the king's
// first move away, xiangqi's perpetual check that loses, Makruk's counting, Atomar's kings that no explosion harms and that may not
// take each other, and janggi's passing, bikjang and points among them), and the board's diagonal
// lines (janggi's palaces). Every input names the form's field it edits (`data-path`), and
// every part of the form names the field of the rules' errors it shows (`data-field`, as the
// rules name them: `castling.short.king_to`).
import { t } from '../i18n';
import { escapeHtml } from '../movelist';
import { splitHands } from '../board';
import { COUNTING_RULES, fileLetters, placementOf, rankList, readPlacement, type FormSide, type VariantForm } from './model';
import { check, field, pieceChoices, squareList } from './formparts';
import { applyDropSetup, byDropsHtml, dropSetupHtml, showDropSetup } from './dropsetup';

const MAX_BOARD = 16;

/** The roles of `[rules.counting]`, each a piece letter (or none). */
const COUNTING_ROLES = ['rook', 'khon', 'knight'] as const;

function select(path: string, options: [string, string][]): string {
  return `<select data-path="${path}">${options.map(([v, l]) => `<option value="${escapeHtml(v)}">${escapeHtml(l)}</option>`).join('')}</select>`;
}

/** The game's own fields (top of the form). */
export function gameFieldsHtml(): string {
  return `<fieldset class="dz-section" data-section="game"><legend>${t('designer-section-game')}</legend>
    ${field('name', t('designer-name'), '<input data-path="name" maxlength="80" autocomplete="off">')}
    ${field('id', t('designer-id'), '<input data-path="id" maxlength="40" autocomplete="off" spellcheck="false" pattern="[a-z0-9-]+">', t('designer-id-note'))}
    ${field('description', t('designer-description'), '<textarea data-path="description" maxlength="1000" rows="2"></textarea>')}
    <div class="dz-row">
      ${field('files', t('designer-files'), `<input type="number" data-path="files" min="2" max="${MAX_BOARD}">`)}
      ${field('ranks', t('designer-ranks'), `<input type="number" data-path="ranks" min="2" max="${MAX_BOARD}">`)}
    </div>
    ${field('diagonal_lines', t('designer-diagonal-lines'), '<input data-path="diagonal_lines" autocomplete="off" spellcheck="false" maxlength="400">', t('designer-diagonal-lines-note'))}
  </fieldset>`;
}

/** Castling, promotion, en passant and the end rules (below the start position). */
export function ruleFieldsHtml(): string {
  const side = (name: 'short' | 'long') => `<fieldset class="dz-castle-side" data-field="castling.${name}">
      <legend><label><input type="checkbox" data-path="castling.${name}.on"> ${t(`designer-castling-${name}`)}</label></legend>
      <div class="dz-row" data-el="${name}Parts">
        ${field(`castling.${name}.rook_file`, t('designer-rook-file'), select(`castling.${name}.rook_file`, []))}
        ${field(`castling.${name}.king_to`, t('designer-king-to'), select(`castling.${name}.king_to`, []))}
        ${field(`castling.${name}.rook_to`, t('designer-rook-to'), select(`castling.${name}.rook_to`, []))}
      </div>
    </fieldset>`;
  return `<fieldset class="dz-section" data-section="castling" data-field="castling"><legend>${t('designer-section-castling')}</legend>
      ${check('castling.on', t('designer-castling-on'))}
      <div data-el="castlingParts">
        <div class="dz-row">
          ${field('castling.king_file', t('designer-king-file'), select('castling.king_file', []))}
          ${field('castling.rook', t('designer-castling-rook'), select('castling.rook', []))}
          ${field('castling.king', t('designer-castling-king'), select('castling.king', []))}
        </div>
        ${side('short')}${side('long')}
        ${check('castling.chess960', t('designer-castling-chess960'), t('designer-castling-chess960-note'))}
        ${byDropsHtml()}
      </div>
    </fieldset>
    <fieldset class="dz-section" data-section="pawns" data-field="promotion"><legend>${t('designer-section-pawns')}</legend>
      ${check('en_passant', t('designer-en-passant'))}
      ${field('en_passant_ranks', t('designer-en-passant-ranks'), '<input data-path="en_passant_ranks" autocomplete="off" spellcheck="false" maxlength="100">', t('designer-en-passant-ranks-note'))}
      ${check('promotion.on', t('designer-promotion-on'))}
      <div data-el="promotionParts">
        ${field('promotion.zone', t('designer-zone'), '<input type="number" data-path="promotion.zone" min="1">', t('designer-zone-note'))}
        ${field('promotion.squares', t('designer-promotion-squares'), '<input data-path="promotion.squares" autocomplete="off" spellcheck="false" maxlength="400">', t('designer-promotion-squares-note'))}
        ${field('promotion.black_squares', t('designer-promotion-black-squares'), '<input data-path="promotion.black_squares" autocomplete="off" spellcheck="false" maxlength="400">', t('designer-promotion-black-squares-note'))}
        <fieldset class="dz-field dz-choices" data-field="promotion.pieces"><legend>${t('designer-promotion-pieces')}</legend><div data-el="promotionPieces"></div></fieldset>
        ${check('promotion.optional', t('designer-promotion-optional'))}
        ${check('promotion.in_place', t('designer-promotion-in-place'))}
        <fieldset class="dz-field dz-choices" data-field="promotion.limits"><legend>${t('designer-promotion-limits')}</legend><div data-el="promotionLimits"></div>
          <small>${t('designer-promotion-limits-note')}</small></fieldset>
        <p class="dz-note">${t('designer-promotes-to-note')}</p>
        ${check('promotion.mandatory', t('designer-promotion-mandatory'))}
        ${check('promotion.demotes', t('designer-promotion-demotes'))}
        ${check('promotion.by_capture', t('designer-promotion-by-capture'))}
      </div>
    </fieldset>
    <fieldset class="dz-section" data-section="drops" data-field="drops"><legend>${t('designer-section-drops')}</legend>
      ${check('drops.on', t('designer-drops-on'))}
      <div data-el="dropsParts">
        ${check('drops.captures_to_hand', t('designer-drops-captures'))}
        ${check('drops.demote_promoted', t('designer-drops-demote'))}
        ${check('drops.pawns_on_first_rank', t('designer-drops-first-rank'))}
        ${check('drops.promoted', t('designer-drops-promoted'))}
        ${check('drops.gating', t('designer-drops-gating'), t('designer-drops-gating-note'))}
        ${check('drops.plain_drops', t('designer-drops-plain'), t('designer-drops-plain-note'))}
        <fieldset class="dz-field dz-choices" data-field="drops.one_per_file"><legend>${t('designer-drops-one-per-file')}</legend><div data-el="onePerFile"></div></fieldset>
        ${field('drops.per_file', t('designer-drops-per-file'), '<input type="number" data-path="drops.per_file" min="1" max="99">')}
        <fieldset class="dz-field dz-choices" data-field="drops.drop_mate_loses"><legend>${t('designer-drops-mate-loses')}</legend><div data-el="dropMateLoses"></div></fieldset>
        ${dropSetupHtml()}
      </div>
    </fieldset>
    <fieldset class="dz-section" data-section="rules"><legend>${t('designer-section-rules')}</legend>
      ${field('rules.win', t('designer-win'), select('rules.win', [['checkmate', t('designer-win-checkmate')], ['royal-capture', t('designer-win-royal-capture')], ['none', t('designer-win-none')]]))}
      ${field('rules.stalemate', t('designer-stalemate'), select('rules.stalemate', [['draw', t('designer-stalemate-draw')], ['win', t('designer-stalemate-win')], ['loss', t('designer-stalemate-loss')]]))}
      ${field('rules.goal_squares', t('designer-goal-squares'), '<input data-path="rules.goal_squares" autocomplete="off" spellcheck="false" maxlength="400">', t('designer-goal-squares-note'))}
      <fieldset class="dz-field dz-choices" data-field="rules.goal_pieces"><legend>${t('designer-goal-pieces')}</legend><div data-el="goalPieces"></div></fieldset>
      ${check('rules.goal_hold', t('designer-goal-hold'))}
      ${check('rules.goal_safe', t('designer-goal-safe'))}
      ${field('rules.checks_to_win', t('designer-checks-to-win'), '<input type="number" data-path="rules.checks_to_win" min="0" max="9">', t('designer-checks-to-win-note'))}
      ${check('rules.bare_king_loses', t('designer-bare-king-loses'))}
      ${check('rules.insufficient_material', t('designer-insufficient-material'))}
      ${check('rules.flag_needs_mating_material', t('designer-flag-needs-mating-material'))}
      ${check('rules.no_stranded_pieces', t('designer-no-stranded-pieces'))}
      ${check('rules.must_capture', t('designer-must-capture'))}
      ${check('rules.no_checks', t('designer-no-checks'))}
      ${check('rules.goal_reply', t('designer-goal-reply'))}
      ${check('rules.kings_may_not_face', t('designer-kings-may-not-face'))}
      ${check('rules.perpetual_check_loses', t('designer-perpetual-check-loses'), t('designer-perpetual-check-loses-note'))}
      ${check('rules.pass', t('designer-pass'), t('designer-pass-note'))}
      ${check('rules.bikjang', t('designer-bikjang'), t('designer-bikjang-note'))}
      <fieldset class="dz-field" data-field="rules.points"><legend><label><input type="checkbox" data-path="rules.points.on"> ${t('designer-points-on')}</label></legend>
        <div data-el="pointsParts">
          <fieldset class="dz-field dz-choices" data-field="rules.points.values"><legend>${t('designer-points-values')}</legend><div data-el="pointsValues"></div>
            <small>${t('designer-points-values-note')}</small></fieldset>
          ${field('rules.points.black_bonus', t('designer-points-black-bonus'), '<input type="number" data-path="rules.points.black_bonus" min="0" max="99" step="0.5">', t('designer-points-black-bonus-note'))}
        </div>
      </fieldset>
      ${check('rules.royal_optional', t('designer-royal-optional'))}
      ${check('rules.check_freezes_king', t('designer-check-freezes-king'))}
      <fieldset class="dz-field dz-choices" data-field="rules.royal_right_lost_to"><legend>${t('designer-royal-right-lost-to')}</legend><div data-el="royalRightLostTo"></div></fieldset>
      ${field('rules.pseudo_royal_check', t('designer-pseudo-royal-check'), select('rules.pseudo_royal_check', (['each', 'all', 'last'] as const).map((v) => [v, t(`designer-pseudo-royal-check-${v}`)])), t('designer-pseudo-royal-check-note'))}
      ${field('rules.checkmate', t('designer-checkmate'), select('rules.checkmate', [['win', t('designer-checkmate-win')], ['loss', t('designer-checkmate-loss')]]))}
      <fieldset class="dz-field" data-field="rules.mate"><legend><label><input type="checkbox" data-path="rules.mate.on"> ${t('designer-mate-on')}</label></legend>
        <div data-el="mateParts">
          <fieldset class="dz-field dz-choices" data-field="rules.mate.not_alone"><legend>${t('designer-mate-not-alone')}</legend><div data-el="mateNotAlone"></div></fieldset>
          <fieldset class="dz-field dz-choices" data-field="rules.mate.run_needs"><legend>${t('designer-mate-run-needs')}</legend><div data-el="mateRunNeeds"></div></fieldset>
        </div>
      </fieldset>
      <fieldset class="dz-field" data-field="rules.extinction"><legend><label><input type="checkbox" data-path="rules.extinction.on"> ${t('designer-extinction-on')}</label></legend>
        <div data-el="extinctionParts">
          <fieldset class="dz-field dz-choices" data-field="rules.extinction.pieces"><legend>${t('designer-extinction-pieces')}</legend><div data-el="extinctionPieces"></div></fieldset>
          <div class="dz-row">
            ${field('rules.extinction.at_most', t('designer-extinction-at-most'), '<input type="number" data-path="rules.extinction.at_most" min="0" max="99">')}
            ${field('rules.extinction.opponent_at_least', t('designer-extinction-opponent'), '<input type="number" data-path="rules.extinction.opponent_at_least" min="0" max="99">')}
            ${field('rules.extinction.result', t('designer-extinction-result'), select('rules.extinction.result', [['loss', t('designer-extinction-loss')], ['win', t('designer-extinction-win')], ['draw', t('designer-extinction-draw')]]))}
          </div>
          ${check('rules.extinction.reply', t('designer-extinction-reply'))}
        </div>
      </fieldset>
      <fieldset class="dz-field" data-field="rules.explosion"><legend><label><input type="checkbox" data-path="rules.explosion.on"> ${t('designer-explosion-on')}</label></legend>
        <div data-el="explosionParts">
          <fieldset class="dz-field dz-choices" data-field="rules.explosion.spares"><legend>${t('designer-explosion-spares')}</legend><div data-el="explosionSpares"></div></fieldset>
          <fieldset class="dz-field dz-choices" data-field="rules.explosion.immune"><legend>${t('designer-explosion-immune')}</legend><div data-el="explosionImmune"></div></fieldset>
        </div>
      </fieldset>
      <fieldset class="dz-field dz-choices" data-field="rules.mutually_immune"><legend>${t('designer-mutually-immune')}</legend><div data-el="mutuallyImmune"></div></fieldset>
      <fieldset class="dz-field" data-field="rules.counting"><legend>${t('designer-counting')}</legend>
        ${field('rules.counting.rule', t('designer-counting-rule'), select('rules.counting.rule', [['', t('designer-counting-none')], ...COUNTING_RULES.map((r): [string, string] => [r, t(`designer-counting-${r}`)])]))}
        <div class="dz-row" data-el="countingParts">
          ${COUNTING_ROLES.map((role) => field(`rules.counting.${role}`, t(`designer-counting-${role}`), select(`rules.counting.${role}`, []))).join('')}
        </div>
        <small>${t('designer-counting-note')}</small>
      </fieldset>
      <div class="dz-row">
        ${field('rules.repetition', t('designer-repetition'), '<input type="number" data-path="rules.repetition" min="0" max="9">', t('designer-repetition-note'))}
        ${field('rules.move_rule', t('designer-move-rule'), '<input type="number" data-path="rules.move_rule" min="0" max="1000">', t('designer-move-rule-note'))}
      </div>
      ${check('rules.pawn_moves_restart_count', t('designer-pawn-moves-restart-count'))}
    </fieldset>`;
}

function inputs(root: HTMLElement, path: string): (HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement)[] {
  return [...root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(`[data-path="${path}"]`)];
}

function setOptions(el: HTMLSelectElement, options: [string, string][], value: string): void {
  el.innerHTML = options.map(([v, l]) => `<option value="${escapeHtml(v)}">${escapeHtml(l)}</option>`).join('');
  // A value the options lack (a hand-written file) stays shown, so nothing changes silently.
  if (value && !options.some(([v]) => v === value)) el.insertAdjacentHTML('afterbegin', `<option value="${escapeHtml(value)}">${escapeHtml(value)}</option>`);
  el.value = value;
}

/** Fills every field under `root` from the form (the options that depend on the board and the
 *  pieces included), except `typing`, the field being typed in (its caret stays where it is). */
export function showFields(root: HTMLElement, form: VariantForm, typing: Element | null = null): void {
  const put = (path: string, value: string | number | boolean) => {
    for (const el of inputs(root, path)) {
      if (el === typing) continue;
      if (el instanceof HTMLInputElement && el.type === 'checkbox') el.checked = Boolean(value);
      else if (!(el instanceof HTMLSelectElement)) el.value = String(value);
    }
  };
  put('name', form.name);
  put('id', form.id);
  put('description', form.description);
  put('files', form.files);
  put('ranks', form.ranks);
  put('en_passant', form.en_passant);
  put('en_passant_ranks', (form.en_passant_ranks ?? []).join(' '));
  put('diagonal_lines', (form.diagonal_lines ?? []).join(' '));
  const r = form.rules;
  for (const key of ['win', 'stalemate'] as const) for (const el of inputs(root, `rules.${key}`)) (el as HTMLSelectElement).value = r[key];
  for (const el of inputs(root, 'rules.checkmate')) (el as HTMLSelectElement).value = r.checkmate ?? 'win';
  const e = r.extinction ?? null;
  put('rules.extinction.on', e !== null);
  part(root, 'extinctionParts').hidden = e === null;
  put('rules.extinction.at_most', e?.at_most ?? 0);
  put('rules.extinction.opponent_at_least', e?.opponent_at_least ?? 0);
  put('rules.extinction.reply', e?.reply ?? false);
  for (const el of inputs(root, 'rules.extinction.result')) (el as HTMLSelectElement).value = e?.result ?? 'loss';
  // "*" counts all of a side's pieces together; the letters count each kind on its own.
  const counted = [['*', t('designer-extinction-all')] as [string, string], ...form.pieces.map((x) => [x.letter, `${x.letter} · ${x.name}`] as [string, string])];
  part(root, 'extinctionPieces').innerHTML = counted
    .map(
      ([v, l]) =>
        `<label class="dz-choice"><input type="checkbox" data-path="rules.extinction.pieces" value="${escapeHtml(v)}"${e?.pieces.includes(v) ? ' checked' : ''}> ${escapeHtml(l)}</label>`,
    )
    .join('');
  // Which checkmates count (Shatar): the kinds that may not mate alone, and those one of which
  // must check in the run that ends in mate.
  const m = r.mate ?? null;
  put('rules.mate.on', m !== null);
  part(root, 'mateParts').hidden = m === null;
  pieceChoices(part(root, 'mateNotAlone'), form, 'rules.mate.not_alone', m?.not_alone ?? []);
  pieceChoices(part(root, 'mateRunNeeds'), form, 'rules.mate.run_needs', m?.run_needs ?? []);
  const x = r.explosion ?? null;
  put('rules.explosion.on', x !== null);
  part(root, 'explosionParts').hidden = x === null;
  part(root, 'explosionSpares').innerHTML = form.pieces
    .map(
      (p) =>
        `<label class="dz-choice"><input type="checkbox" data-path="rules.explosion.spares" value="${escapeHtml(p.letter)}"${x?.spares.includes(p.letter) ? ' checked' : ''}> ${escapeHtml(`${p.letter} · ${p.name}`)}</label>`,
    )
    .join('');
  // The kinds no explosion removes, even as the capturer (Atomar's kings): never a royal one;
  // and the kinds that may not take their own kind: neither royal nor guarded like it.
  pieceChoices(part(root, 'explosionImmune'), form, 'rules.explosion.immune', x?.immune ?? [], (p) => !p.royal);
  pieceChoices(part(root, 'mutuallyImmune'), form, 'rules.mutually_immune', r.mutually_immune ?? [], (p) => !p.royal && !p.pseudo_royal);
  put('rules.bare_king_loses', r.bare_king_loses);
  put('rules.insufficient_material', r.insufficient_material);
  put('rules.flag_needs_mating_material', r.flag_needs_mating_material);
  put('rules.no_stranded_pieces', r.no_stranded_pieces ?? false);
  put('rules.must_capture', r.must_capture ?? false);
  put('rules.no_checks', r.no_checks ?? false);
  put('rules.goal_reply', r.goal_reply ?? false);
  put('rules.kings_may_not_face', r.kings_may_face === false);
  put('rules.perpetual_check_loses', r.perpetual_check_loses === true);
  put('rules.pass', r.pass === true);
  put('rules.bikjang', r.bikjang === true);
  // Janggi's points: each piece's, and Black's bonus.
  const pts = r.points ?? null;
  put('rules.points.on', pts !== null);
  part(root, 'pointsParts').hidden = pts === null;
  showPointValues(part(root, 'pointsValues'), form, typing);
  put('rules.points.black_bonus', pts?.black_bonus ?? 0);
  put('rules.royal_optional', r.royal_optional ?? false);
  put('rules.check_freezes_king', r.check_freezes_king ?? false);
  // The pieces that take the royal piece's first move away (Cambodian chess's rook): asked only
  // in a game whose royal piece has one (or whose file names some anyway, so that the rules'
  // objection shows at the field).
  const lostTo = r.royal_right_lost_to ?? [];
  pieceChoices(part(root, 'royalRightLostTo'), form, 'rules.royal_right_lost_to', lostTo);
  fieldOf(root, 'rules.royal_right_lost_to').hidden = !lostTo.length && !form.pieces.some((x) => x.royal && x.first_move_right);
  // Makruk's counting: the rule, and the pieces in its roles (neither royal nor pawns).
  const counting = r.counting ?? null;
  for (const el of inputs(root, 'rules.counting.rule')) (el as HTMLSelectElement).value = counting?.rule ?? '';
  part(root, 'countingParts').hidden = counting === null;
  const roles = [['', t('designer-counting-no-piece')] as [string, string], ...form.pieces.filter((x) => !x.royal && !x.pawn).map((x) => [x.letter, `${x.letter} · ${x.name}`] as [string, string])];
  for (const role of COUNTING_ROLES) for (const el of inputs(root, `rules.counting.${role}`)) setOptions(el as HTMLSelectElement, roles, counting?.[role] ?? '');
  put('rules.repetition', r.repetition);
  put('rules.move_rule', r.move_rule);
  put('rules.pawn_moves_restart_count', r.pawn_moves_restart_count !== false);
  put('rules.goal_squares', r.goal_squares.join(' '));
  put('rules.goal_hold', r.goal_hold ?? false);
  put('rules.goal_safe', r.goal_safe ?? false);
  // How pieces guarded like the king are in check: asked only in a game that has such a piece
  // (or whose file says it anyway, so that the rules' objection shows at the field).
  const guarded = r.pseudo_royal_check ?? 'each';
  for (const el of inputs(root, 'rules.pseudo_royal_check')) (el as HTMLSelectElement).value = guarded;
  fieldOf(root, 'rules.pseudo_royal_check').hidden = guarded === 'each' && !form.pieces.some((x) => x.pseudo_royal);
  // The pieces whose arrival counts: none ticked means the royal piece.
  part(root, 'goalPieces').innerHTML = form.pieces
    .map(
      (x) =>
        `<label class="dz-choice"><input type="checkbox" data-path="rules.goal_pieces" value="${escapeHtml(x.letter)}"${r.goal_pieces?.includes(x.letter) ? ' checked' : ''}> ${escapeHtml(x.letter)} · ${escapeHtml(x.name)}</label>`,
    )
    .join('');
  put('rules.checks_to_win', r.checks_to_win);

  const files = fileLetters(form.files).map((f) => [f, f] as [string, string]);
  const c = form.castling;
  put('castling.on', c !== null);
  part(root, 'castlingParts').hidden = c === null;
  const pieceOptions = form.pieces.filter((p) => !p.royal).map((p) => [p.letter, `${p.letter} · ${p.name}`] as [string, string]);
  for (const el of inputs(root, 'castling.king_file')) setOptions(el as HTMLSelectElement, files, c?.king_file ?? '');
  for (const el of inputs(root, 'castling.rook')) setOptions(el as HTMLSelectElement, pieceOptions, c?.rook ?? '');
  // The piece that castles as the king: the royal one (no letter written), or one named.
  const kingOptions: [string, string][] = [['', t('designer-castling-king-royal')], ...form.pieces.filter((p) => !p.royal && !p.pawn).map((p) => [p.letter, `${p.letter} · ${p.name}`] as [string, string])];
  for (const el of inputs(root, 'castling.king')) setOptions(el as HTMLSelectElement, kingOptions, c?.king ?? '');
  put('castling.chess960', c?.chess960 === true);
  for (const name of ['short', 'long'] as const) {
    const s = c?.[name] ?? null;
    put(`castling.${name}.on`, s !== null);
    part(root, `${name}Parts`).hidden = s === null;
    for (const key of ['rook_file', 'king_to', 'rook_to'] as const) {
      for (const el of inputs(root, `castling.${name}.${key}`)) setOptions(el as HTMLSelectElement, files, s?.[key] ?? '');
    }
  }

  const d = form.drops;
  put('drops.on', d !== null);
  part(root, 'dropsParts').hidden = d === null;
  put('drops.captures_to_hand', d?.captures_to_hand ?? true);
  put('drops.demote_promoted', d?.demote_promoted ?? true);
  put('drops.pawns_on_first_rank', d?.pawns_on_first_rank ?? false);
  put('drops.promoted', d?.promoted === true);
  put('drops.gating', d?.gating === true);
  put('drops.plain_drops', d?.plain_drops !== false);
  put('drops.per_file', d?.per_file ?? 1);
  // The pieces a drop rule may be about: every one that can be held (not the royal one).
  const droppable = form.pieces.filter((x) => !x.royal);
  for (const [el, key] of [
    ['onePerFile', 'one_per_file'],
    ['dropMateLoses', 'drop_mate_loses'],
  ] as const) {
    const chosen = d?.[key] ?? [];
    // Rebuilt only when the pieces change, so a box just ticked keeps the focus.
    const box = part(root, el);
    const pieces = droppable.map((x) => `${x.letter}:${x.name}`).join(',');
    if (box.dataset.pieces !== pieces) {
      box.dataset.pieces = pieces;
      box.innerHTML =
        droppable
          .map(
            (x) =>
              `<label class="dz-choice"><input type="checkbox" data-path="drops.${key}" value="${escapeHtml(x.letter)}"> ${escapeHtml(x.letter)} · ${escapeHtml(x.name)}</label>`,
          )
          .join('') || `<p class="dz-note">${t('designer-no-drop-pieces')}</p>`;
    }
    for (const input of box.querySelectorAll<HTMLInputElement>('input')) input.checked = chosen.includes(input.value);
  }
  showDropSetup(root, form, typing);

  const p = form.promotion;
  put('promotion.on', p !== null);
  part(root, 'promotionParts').hidden = p === null;
  for (const el of inputs(root, 'promotion.zone')) {
    (el as HTMLInputElement).min = p?.squares?.length ? '0' : '1';
    (el as HTMLInputElement).max = String(form.ranks);
    el.value = String(p?.zone ?? 1);
  }
  put('promotion.squares', (p?.squares ?? []).join(' '));
  put('promotion.black_squares', (p?.black_squares ?? []).join(' '));
  put('promotion.optional', p?.optional === true);
  put('promotion.in_place', p?.in_place === true);
  put('promotion.mandatory', p?.mandatory === true);
  put('promotion.demotes', p?.demotes === true);
  put('promotion.by_capture', p?.by_capture === true);
  showLimits(part(root, 'promotionLimits'), form, typing);
  const choices = form.pieces.filter((x) => !x.royal && !x.pawn);
  part(root, 'promotionPieces').innerHTML =
    choices
      .map(
        (x) =>
          `<label class="dz-choice"><input type="checkbox" data-path="promotion.pieces" value="${escapeHtml(x.letter)}"${p?.pieces.includes(x.letter) ? ' checked' : ''}> ${escapeHtml(x.letter)} · ${escapeHtml(x.name)}</label>`,
      )
      .join('') || `<p class="dz-note">${t('designer-no-promotion-pieces')}</p>`;
}

/** One number box per promotion choice (either side's): the most of that kind a side may have
 *  for a pawn to become one more, empty for no limit. Rebuilt only when the choices change, so
 *  a box being typed in keeps the focus. */
function showLimits(box: HTMLElement, form: VariantForm, typing: Element | null): void {
  const p = form.promotion;
  const letters = [...new Set([...(p?.pieces ?? []), ...(p?.black_pieces ?? [])])];
  const named = letters.map((l) => [l, form.pieces.find((x) => x.letter === l)?.name ?? ''] as const);
  const key = named.map(([l, name]) => `${l}:${name}`).join(',');
  if (box.dataset.pieces !== key) {
    box.dataset.pieces = key;
    box.innerHTML =
      named
        .map(
          ([l, name]) =>
            `<label class="dz-choice">${escapeHtml(l)} · ${escapeHtml(name)} <input type="number" data-path="promotion.limits" data-letter="${escapeHtml(l)}" min="0" max="99" size="3"></label>`,
        )
        .join('') || `<p class="dz-note">${t('designer-no-promotion-pieces')}</p>`;
  }
  for (const input of box.querySelectorAll<HTMLInputElement>('input')) {
    const n = p?.limits?.[input.dataset.letter ?? ''];
    if (input !== typing) input.value = n ? String(n) : '';
  }
}

/** One number box per piece: its points in `[rules.points]` (janggi), empty for none. Rebuilt
 *  only when the pieces change, so a box being typed in keeps the focus. */
function showPointValues(box: HTMLElement, form: VariantForm, typing: Element | null): void {
  const values = form.rules.points?.values ?? {};
  const key = form.pieces.map((p) => `${p.letter}:${p.name}`).join(',');
  if (box.dataset.pieces !== key) {
    box.dataset.pieces = key;
    box.innerHTML = form.pieces
      .map(
        (p) =>
          `<label class="dz-choice">${escapeHtml(p.letter)} · ${escapeHtml(p.name)} <input type="number" data-path="rules.points.values" data-letter="${escapeHtml(p.letter)}" min="0" max="999" size="3"></label>`,
      )
      .join('');
  }
  for (const input of box.querySelectorAll<HTMLInputElement>('input')) {
    const n = values[input.dataset.letter ?? ''];
    if (input !== typing) input.value = n !== undefined ? String(n) : '';
  }
}

function part(root: HTMLElement, name: string): HTMLElement {
  return root.querySelector<HTMLElement>(`[data-el="${name}"]`)!;
}

/** The part of the form that shows the field `path` (and its problems). */
function fieldOf(root: HTMLElement, path: string): HTMLElement {
  return root.querySelector<HTMLElement>(`[data-field="${path}"]`)!;
}

/** The number in a field, kept within `[min, max]` (`fallback` when it does not read). */
function numberIn(el: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, min: number, max: number, fallback: number): number {
  const n = Number.parseInt(el.value, 10);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
}

/** The royal piece's file on White's first rank, or the middle file. */
function kingFile(form: VariantForm): string {
  const royal = form.pieces.find((p) => p.royal)?.letter;
  const bottom = readPlacement(placementOf(form), form.files, form.ranks)[form.ranks - 1] ?? [];
  const at = royal ? bottom.indexOf(royal) : -1;
  return String.fromCharCode(97 + (at >= 0 ? at : Math.floor(form.files / 2)));
}

/** A castling side as chess has it, on this board: the rook from the corner, the king two
 *  files towards it, the rook beside the king on the other side. */
function usualSide(form: VariantForm, king: string, name: 'short' | 'long'): FormSide {
  const k = king.charCodeAt(0) - 97;
  const last = form.files - 1;
  const f = (i: number) => String.fromCharCode(97 + Math.min(last, Math.max(0, i)));
  return name === 'short' ? { rook_file: f(last), king_to: f(k + 2), rook_to: f(k + 1) } : { rook_file: f(0), king_to: f(k - 2), rook_to: f(k - 1) };
}

/** The pieces of the form in the counting rules' roles, as Makruk has them: the rook, the khon
 *  and the knight by their moves (R, FfW, N), else by their letters (R, S, N); '' for a role no
 *  piece that is neither royal nor a pawn fills. */
function usualCountingRoles(form: VariantForm): Record<(typeof COUNTING_ROLES)[number], string> {
  const pieces = form.pieces.filter((p) => !p.royal && !p.pawn);
  const find = (betza: string, letter: string) => (pieces.find((p) => p.betza === betza) ?? pieces.find((p) => p.letter === letter))?.letter ?? '';
  return { rook: find('R', 'R'), khon: find('FfW', 'S'), knight: find('N', 'N') };
}

/** The form with the change of the field `path` (the input `el`) made. */
export function applyField(form: VariantForm, path: string, el: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): VariantForm {
  const f: VariantForm = structuredClone(form);
  // A setup by drops: its own module's fields.
  if (applyDropSetup(f, path, el)) return f;
  const checked = el instanceof HTMLInputElement && el.checked;
  switch (path) {
    case 'name':
    case 'id':
    case 'description':
      f[path] = el.value;
      break;
    case 'files':
      f.files = numberIn(el, 2, MAX_BOARD, f.files);
      break;
    case 'ranks':
      f.ranks = numberIn(el, 2, MAX_BOARD, f.ranks);
      break;
    case 'en_passant':
      f.en_passant = checked;
      break;
    case 'en_passant_ranks':
      // Rank numbers by spaces or commas; none: a double step over any rank may be taken, and
      // the file says nothing.
      f.en_passant_ranks = rankList(el.value);
      break;
    case 'rules.win':
      f.rules.win = el.value === 'royal-capture' || el.value === 'none' ? el.value : 'checkmate';
      break;
    case 'rules.stalemate':
      f.rules.stalemate = el.value === 'win' || el.value === 'loss' ? el.value : 'draw';
      break;
    case 'rules.bare_king_loses':
    case 'rules.insufficient_material':
    case 'rules.flag_needs_mating_material':
    case 'rules.no_stranded_pieces':
    case 'rules.must_capture':
    case 'rules.no_checks':
    case 'rules.goal_reply':
      f.rules[path.slice(6) as 'bare_king_loses'] = checked;
      break;
    case 'rules.repetition':
      f.rules.repetition = numberIn(el, 0, 9, f.rules.repetition);
      break;
    case 'rules.move_rule':
      f.rules.move_rule = numberIn(el, 0, 1000, f.rules.move_rule);
      break;
    case 'rules.checks_to_win':
      f.rules.checks_to_win = numberIn(el, 0, 9, f.rules.checks_to_win);
      break;
    case 'rules.goal_squares':
      f.rules.goal_squares = squareList(el.value);
      break;
    case 'rules.pawn_moves_restart_count':
      // Written only when off, as the file omits the default.
      if (checked) delete f.rules.pawn_moves_restart_count;
      else f.rules.pawn_moves_restart_count = false;
      break;
    case 'castling.on': {
      if (!checked) {
        f.castling = null;
        break;
      }
      const king = kingFile(f);
      const rook = f.pieces.find((p) => p.letter === 'R' && !p.royal) ?? f.pieces.find((p) => !p.royal && !p.pawn);
      f.castling = { king_file: king, rook: rook?.letter ?? '', short: usualSide(f, king, 'short'), long: usualSide(f, king, 'long') };
      // Without a royal piece (giveaway), the king castles by name.
      if (!f.pieces.some((p) => p.royal)) {
        const castler = f.pieces.find((p) => p.letter === 'K' && !p.pawn) ?? f.pieces.find((p) => !p.pawn && p.letter !== rook?.letter);
        if (castler) f.castling.king = castler.letter;
      }
      break;
    }
    case 'castling.king':
      if (f.castling) {
        if (el.value) f.castling.king = el.value;
        else delete f.castling.king;
      }
      break;
    case 'castling.chess960':
      // Written only when set, as the file omits it otherwise.
      if (f.castling) {
        if (checked) f.castling.chess960 = true;
        else delete f.castling.chess960;
      }
      break;
    case 'rules.checkmate':
      // Written only when the mated side wins, as the file omits the default.
      if (el.value === 'loss') f.rules.checkmate = 'loss';
      else delete f.rules.checkmate;
      break;
    case 'rules.goal_pieces': {
      const letter = el.value;
      const rest = (f.rules.goal_pieces ?? []).filter((x) => x !== letter);
      const chosen = checked ? [...rest, letter] : rest;
      // None chosen: the royal piece, and the file says nothing.
      if (chosen.length) f.rules.goal_pieces = chosen;
      else delete f.rules.goal_pieces;
      break;
    }
    case 'rules.goal_hold':
      if (checked) f.rules.goal_hold = true;
      else delete f.rules.goal_hold;
      break;
    case 'rules.goal_safe':
      // Written only when set, as the file omits the default.
      if (checked) f.rules.goal_safe = true;
      else delete f.rules.goal_safe;
      break;
    case 'rules.pseudo_royal_check':
      // `each` is the default, which the file does not write.
      if (el.value === 'all' || el.value === 'last') f.rules.pseudo_royal_check = el.value;
      else delete f.rules.pseudo_royal_check;
      break;
    case 'rules.kings_may_not_face':
      // The file says `kings_may_face = false` only for xiangqi's rule, as it omits the default.
      if (checked) f.rules.kings_may_face = false;
      else delete f.rules.kings_may_face;
      break;
    case 'rules.perpetual_check_loses':
      // Written only when set, as the file omits the default.
      if (checked) f.rules.perpetual_check_loses = true;
      else delete f.rules.perpetual_check_loses;
      break;
    case 'rules.pass':
    case 'rules.bikjang': {
      // Written only when set, as the file omits the default.
      const key = path.slice(6) as 'pass' | 'bikjang';
      if (checked) f.rules[key] = true;
      else delete f.rules[key];
      break;
    }
    case 'rules.points.on':
      // Nothing counted to begin with: the points are typed piece by piece.
      if (checked) f.rules.points = { values: {}, black_bonus: 0 };
      else delete f.rules.points;
      break;
    case 'rules.points.values':
      if (f.rules.points) {
        const letter = el.dataset.letter ?? '';
        const values = { ...f.rules.points.values };
        // Empty: the piece counts nothing, and the file does not name it.
        if (el.value.trim() === '') delete values[letter];
        else values[letter] = numberIn(el, 0, 999, values[letter] ?? 0);
        f.rules.points.values = values;
      }
      break;
    case 'rules.points.black_bonus':
      // As typed (the rules say when it is no whole number of halves); nothing: none.
      if (f.rules.points) {
        const n = Number.parseFloat(el.value);
        f.rules.points.black_bonus = Number.isFinite(n) ? n : 0;
      }
      break;
    case 'diagonal_lines': {
      // Squares by spaces or commas; none: the board has no lines, and the file says nothing.
      const squares = squareList(el.value);
      if (squares.length) f.diagonal_lines = squares;
      else delete f.diagonal_lines;
      break;
    }
    case 'rules.royal_optional':
      // Written only when set, as the file omits the default.
      if (checked) f.rules.royal_optional = true;
      else delete f.rules.royal_optional;
      break;
    case 'rules.check_freezes_king':
      // Written only when set, as the file omits the default.
      if (checked) f.rules.check_freezes_king = true;
      else delete f.rules.check_freezes_king;
      break;
    case 'rules.royal_right_lost_to': {
      const rest = (f.rules.royal_right_lost_to ?? []).filter((x) => x !== el.value);
      const chosen = checked ? [...rest, el.value] : rest;
      // None chosen: no such rule, and the file says nothing.
      if (chosen.length) f.rules.royal_right_lost_to = chosen;
      else delete f.rules.royal_right_lost_to;
      break;
    }
    case 'rules.counting.rule': {
      const rule = COUNTING_RULES.find((x) => x === el.value);
      if (!rule) delete f.rules.counting;
      else if (f.rules.counting) f.rules.counting.rule = rule;
      else f.rules.counting = { rule, ...usualCountingRoles(f) };
      break;
    }
    case 'rules.counting.rook':
    case 'rules.counting.khon':
    case 'rules.counting.knight':
      if (f.rules.counting) f.rules.counting[path.slice(15) as 'rook'] = el.value;
      break;
    case 'rules.extinction.on':
      f.rules.extinction = checked ? { pieces: ['*'], at_most: 0, opponent_at_least: 0, reply: false, result: 'loss' } : null;
      break;
    case 'rules.extinction.pieces':
      if (f.rules.extinction) {
        const letter = el.value;
        const rest = f.rules.extinction.pieces.filter((x) => x !== letter);
        f.rules.extinction.pieces = checked ? [...rest, letter] : rest;
      }
      break;
    case 'rules.extinction.at_most':
      if (f.rules.extinction) f.rules.extinction.at_most = numberIn(el, 0, 99, f.rules.extinction.at_most);
      break;
    case 'rules.extinction.opponent_at_least':
      if (f.rules.extinction) f.rules.extinction.opponent_at_least = numberIn(el, 0, 99, f.rules.extinction.opponent_at_least);
      break;
    case 'rules.extinction.reply':
      if (f.rules.extinction) f.rules.extinction.reply = checked;
      break;
    case 'rules.extinction.result':
      if (f.rules.extinction) f.rules.extinction.result = el.value === 'win' || el.value === 'draw' ? el.value : 'loss';
      break;
    case 'rules.mate.on':
      // Nothing ticked to begin with: the rules ask for a piece in one of the lists.
      if (checked) f.rules.mate = { not_alone: [], run_needs: [] };
      else delete f.rules.mate;
      break;
    case 'rules.mate.not_alone':
    case 'rules.mate.run_needs':
      if (f.rules.mate) {
        const key = path.slice(11) as 'not_alone';
        const rest = f.rules.mate[key].filter((x) => x !== el.value);
        f.rules.mate[key] = checked ? [...rest, el.value] : rest;
      }
      break;
    case 'rules.explosion.on':
      // Atomic chess's explosions spare the pawns: the game's pawns are spared to begin with.
      f.rules.explosion = checked ? { spares: f.pieces.filter((p) => p.pawn).map((p) => p.letter) } : null;
      break;
    case 'rules.explosion.spares':
      if (f.rules.explosion) {
        const rest = f.rules.explosion.spares.filter((x) => x !== el.value);
        f.rules.explosion.spares = checked ? [...rest, el.value] : rest;
      }
      break;
    case 'rules.explosion.immune':
      if (f.rules.explosion) {
        const rest = (f.rules.explosion.immune ?? []).filter((x) => x !== el.value);
        const chosen = checked ? [...rest, el.value] : rest;
        // None chosen: the file says nothing.
        if (chosen.length) f.rules.explosion.immune = chosen;
        else delete f.rules.explosion.immune;
      }
      break;
    case 'rules.mutually_immune': {
      const rest = (f.rules.mutually_immune ?? []).filter((x) => x !== el.value);
      const chosen = checked ? [...rest, el.value] : rest;
      if (chosen.length) f.rules.mutually_immune = chosen;
      else delete f.rules.mutually_immune;
      break;
    }
    case 'castling.king_file':
    case 'castling.rook':
      if (f.castling) f.castling[path.slice(9) as 'rook'] = el.value;
      break;
    case 'promotion.on': {
      const choices = f.pieces.filter((p) => !p.royal && !p.pawn).map((p) => p.letter);
      f.promotion = checked ? { zone: 1, pieces: choices } : null;
      break;
    }
    case 'drops.on': {
      // A game with drops writes its hands after the board (`[]`: empty), one without has none.
      f.drops = checked ? { captures_to_hand: true, demote_promoted: true, pawns_on_first_rank: false } : null;
      const fields = f.start.trim().split(/\s+/);
      const { board, hands } = splitHands(fields[0] ?? '');
      fields[0] = checked ? board + (hands || '[]') : board;
      f.start = fields.join(' ');
      break;
    }
    case 'drops.captures_to_hand':
    case 'drops.demote_promoted':
    case 'drops.pawns_on_first_rank':
      if (f.drops) f.drops[path.slice(6) as 'captures_to_hand'] = checked;
      break;
    case 'drops.per_file':
      // Written only when more than one, as the file omits the default.
      if (f.drops) {
        const n = numberIn(el, 1, 99, f.drops.per_file ?? 1);
        if (n > 1) f.drops.per_file = n;
        else delete f.drops.per_file;
      }
      break;
    case 'drops.promoted':
    case 'drops.gating':
      // Written only when set, as the file omits it otherwise.
      if (f.drops) {
        const key = path.slice(6) as 'promoted' | 'gating';
        if (checked) f.drops[key] = true;
        else delete f.drops[key];
      }
      break;
    case 'drops.plain_drops':
      // Written only when off (S-chess: the hand only comes in through gates).
      if (f.drops) {
        if (checked) delete f.drops.plain_drops;
        else f.drops.plain_drops = false;
      }
      break;
    case 'drops.one_per_file':
    case 'drops.drop_mate_loses':
      if (f.drops) {
        const key = path.slice(6) as 'one_per_file';
        const rest = (f.drops[key] ?? []).filter((x) => x !== el.value);
        f.drops[key] = checked ? [...rest, el.value] : rest;
      }
      break;
    case 'promotion.zone':
      // 0 only beside squares (which are the zone then); ranks are 1 to the board's.
      if (f.promotion) f.promotion.zone = numberIn(el, f.promotion.squares?.length ? 0 : 1, f.ranks, f.promotion.zone);
      break;
    case 'promotion.squares':
      // Squares given: they are the zone instead of ranks. None: the zone is ranks again.
      if (f.promotion) {
        const squares = squareList(el.value);
        if (squares.length) {
          f.promotion.squares = squares;
          f.promotion.zone = 0;
        } else {
          delete f.promotion.squares;
          if (f.promotion.zone === 0) f.promotion.zone = 1;
        }
      }
      break;
    case 'promotion.black_squares':
      if (f.promotion) {
        const squares = squareList(el.value);
        if (squares.length) f.promotion.black_squares = squares;
        else delete f.promotion.black_squares;
      }
      break;

    case 'promotion.limits':
      // 0 or nothing: no limit, and the file does not name the piece.
      if (f.promotion) {
        const letter = el.dataset.letter ?? '';
        const limits = { ...f.promotion.limits };
        const n = numberIn(el, 0, 99, 0);
        if (n > 0) limits[letter] = n;
        else delete limits[letter];
        if (Object.keys(limits).length) f.promotion.limits = limits;
        else delete f.promotion.limits;
      }
      break;
    case 'promotion.optional':
    case 'promotion.in_place':
    case 'promotion.mandatory':
    case 'promotion.demotes':
    case 'promotion.by_capture': {
      // Written only when set, as the file omits them otherwise.
      const key = path.slice('promotion.'.length) as 'optional' | 'in_place' | 'mandatory' | 'demotes' | 'by_capture';
      if (f.promotion) {
        if (checked) f.promotion[key] = true;
        else delete f.promotion[key];
      }
      break;
    }
    case 'promotion.pieces':
      if (f.promotion) {
        const letter = el.value;
        const rest = f.promotion.pieces.filter((x) => x !== letter);
        f.promotion.pieces = checked ? [...rest, letter] : rest;
        // A kind no pawn may become any more has no limit.
        if (!checked && !f.promotion.black_pieces?.includes(letter) && f.promotion.limits) delete f.promotion.limits[letter];
      }
      break;
    default: {
      const side = /^castling\.(short|long)\.(on|rook_file|king_to|rook_to)$/.exec(path);
      if (side && f.castling) {
        const name = side[1] as 'short' | 'long';
        if (side[2] === 'on') f.castling[name] = checked ? usualSide(f, f.castling.king_file, name) : null;
        else if (f.castling[name]) f.castling[name]![side[2] as keyof FormSide] = el.value;
      }
    }
  }
  return f;
}

/** Removes every error shown under `root`. */
export function clearProblems(root: HTMLElement): void {
  for (const el of root.querySelectorAll('.dz-problem')) el.remove();
  for (const el of root.querySelectorAll('[aria-invalid="true"]')) el.removeAttribute('aria-invalid');
  for (const el of root.querySelectorAll('.dz-invalid')) el.classList.remove('dz-invalid');
}

/** Shows `text` at the part of the form that holds `field` (the part named exactly, else the
 *  nearest enclosing one: `castling.short` for `castling.short.x`); false when no part does. */
export function showProblem(root: HTMLElement, field: string, text: string): boolean {
  let name = field;
  for (;;) {
    const at = root.querySelector<HTMLElement>(`[data-field="${CSS.escape(name)}"]`);
    if (at && !at.closest('[hidden]')) {
      at.classList.add('dz-invalid');
      const input = at.querySelector<HTMLElement>('[data-path]');
      const p = document.createElement('p');
      p.className = 'dz-problem field-error';
      p.setAttribute('role', 'alert');
      p.id = `problem-${name.replace(/[^a-z0-9]+/gi, '-')}`;
      p.textContent = text;
      at.appendChild(p);
      if (input) {
        input.setAttribute('aria-invalid', 'true');
        input.setAttribute('aria-describedby', p.id);
      }
      return true;
    }
    const dot = Math.max(name.lastIndexOf('.'), name.lastIndexOf('['));
    if (dot <= 0) return false;
    name = name.slice(0, dot);
  }
}
